//! What the benchmarks share: the lean HTTP client (`wire`), signing in and
//! playing games over it (`play`), and the PostgreSQL administration that
//! gives each run a fresh database (`pg`). Each benchmark includes this
//! folder with `#[path]`.
#![allow(dead_code, reason = "each benchmark uses a different subset")]

pub(crate) mod pg;
pub(crate) mod play;
pub(crate) mod wire;
