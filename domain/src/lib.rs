//! TEG rules engine: pure, deterministic and event-sourced.
//!
//! ```
//! use domain::{Color, Game, GameSetup, Options, Seed, start, SeededRandomness};
//!
//! let setup = GameSetup { players: vec![Color::Red, Color::Blue, Color::Green], options: Options::default() };
//! let events = start(&setup, Seed([1; 32])).unwrap();
//! let game = Game::replay(&events);
//! let actor = game.current_player().unwrap();
//! let command = game.legal_actions(actor)[0].clone();
//! let mut dice = SeededRandomness::for_version(&Seed([1; 32]), game.version());
//! let more = game.decide(actor, &command, &mut dice).unwrap();
//! assert!(!more.is_empty());
//! ```
#![warn(missing_docs, clippy::as_conversions)]

/// `Display` and `Error` for a refusal that is nothing but its message (a
/// `String` newtype): boards, maps, positions, setups and names are all
/// refused this way, so the impls are written once. `$format` has one `{}`,
/// where the message goes.
macro_rules! message_error {
    ($name:ident, $format:literal) => {
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, $format, self.0)
            }
        }

        impl std::error::Error for $name {}
    };
}

pub mod app;
pub mod board;
pub mod bots;
pub mod collusion;
pub mod color;
pub mod fairplay;
pub mod game;
pub mod matching;
pub mod ports;
pub mod rating;
pub mod record;
pub mod rng;
pub mod rules;
pub mod ruleset;
pub mod shared;
pub mod sim;
pub mod teg2;
pub mod time;
pub mod tournament;
pub mod wire;

pub use board::{Board, ContinentId, CountryId};
pub use color::Color;
pub use rng::{Randomness, ScriptedDice, Seed, SeededRandomness};
pub use rules::{
    Command, Event, Game, GameSetup, GameView, Options, Phase, RuleViolation, SetupError, Viewer,
    start, view, view_event,
};
pub use ruleset::{Ruleset, RulesetId};
