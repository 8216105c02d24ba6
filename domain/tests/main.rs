//! The rules engine's integration tests: every rule by name, random and fuzzed games, bots, stored games.
//!
//! One binary for the crate's integration tests: each file of `tests/` is a module
//! here, so the crate is linked once (`autotests = false` in `Cargo.toml`).

mod common;

mod bots;
mod forfeit;
mod fuzz_commands;
mod random_editions;
mod random_games;
mod rules_aggression;
mod rules_classic;
mod rules_combat;
mod rules_game_flow;
mod rules_junior;
mod rules_pacts;
mod serde_roundtrip;
mod standing;
mod stored_games;
mod svc_clock;
