//! The browser tests, one binary: the operator dashboard
//! (`dashboard_browser`) and the player client at `/play` (`play_browser`),
//! each a module here so the service is linked once (`autotests = false` in
//! `Cargo.toml`).

mod dashboard_browser;
mod play_browser;
