//! Outbound adapters for `domain::ports`: the event store (sea-orm) and the
//! event bus (Redis). The composition root picks them from the configuration.

pub mod bus;
pub mod db;
pub mod redis_target;
pub mod system;
