//! The service's integration tests: REST, GraphQL, streams, the dashboard, storage, clusters, contracts.
//!
//! One binary for the crate's integration tests: each file of `tests/` is a module
//! here, so the crate is linked once (`autotests = false` in `Cargo.toml`).

mod common;

mod auth;
mod blocks;
mod bodies_in_docs;
mod browsers;
mod bus;
mod clock_cluster;
mod clocks;
mod cluster;
mod cluster_limits;
mod contract_as_written;
mod contracts;
mod dashboard;
mod editions;
mod exactly_once;
mod examples;
mod fair_play;
mod fixtures;
mod friends;
mod graphql;
mod http;
mod ladders;
mod languages;
mod leaders;
mod limits;
mod logs;
mod matchmaking;
mod moderation;
mod oauth;
mod one_game_a_statement;
mod outages;
mod own_data;
mod pacts;
mod play;
mod players_side;
mod push;
mod ratings;
mod readme_tour;
mod records;
mod redis_cluster;
mod replica;
mod reports;
mod retries;
mod revocation;
mod secrets;
mod sessions;
mod store;
mod stored_games;
mod teg2;
mod tournaments;
mod watching;
mod webhooks;
mod whispers;
