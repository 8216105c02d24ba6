//! Outbound adapters for `domain::ports`. Only this module knows sea-orm.

pub mod db;
