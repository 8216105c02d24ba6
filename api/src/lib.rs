//! The TEG game service: configuration, the composition root, REST v1, auth,
//! and the outbound adapters that plug into the domain's ports (the sea-orm
//! event store on SQLite or PostgreSQL, the in-process or Redis bus).

pub mod access;
pub mod acting;
pub mod adapters;
pub mod auth;
pub mod background;
pub mod challenges;

pub mod clients;
pub mod commands;
pub mod config;
pub mod dashboard;
pub mod doors;
pub mod dto;
pub mod editions;
pub mod error;
pub mod feed;
pub mod follow;
pub mod graphql;
pub mod http;
pub mod invitations;
pub mod joining;
pub mod language;
pub mod leases;
pub mod live_now;
pub mod maps;
pub mod metrics;
pub mod notice;
pub mod oauth;
pub mod own_data;
pub mod players;
pub mod presence;
pub mod problems;
pub mod push;
pub mod ratelimit;
pub mod records;
pub mod replica;
pub mod request;
pub mod signin;
pub mod startup;
pub mod state;
pub mod streams;
pub mod tables;
pub mod ties;
pub mod time;
pub mod tv;
pub mod watching;
pub mod webhooks;
pub mod whispers;
