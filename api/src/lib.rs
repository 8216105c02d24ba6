//! The TEG game service. Today: the outbound adapters that plug into the
//! domain's ports (the sea-orm event store on SQLite or PostgreSQL). The
//! transports (REST, GraphQL, SSE), auth and the composition root follow
//! (see the service issue's notes).

pub mod adapters;
pub mod auth;
