//! The pure rules engine: `decide` (command → events), `apply` (event →
//! state), `legal_actions`, and per-viewer `view`/`view_event`.
//! Synchronous and free of IO; randomness arrives as an argument.

mod aggression;
pub mod cards;
pub mod combat;
mod decide;
pub mod error;
mod forfeit;
pub mod hash;
mod legal;
pub mod objectives;
pub mod pacts;
pub mod position;
pub mod setup;
pub mod state;
pub mod types;
pub mod view;

pub use error::{RuleViolation, SetupError};
pub use pacts::{Pact, PactEnd, PactStatus, PactTerms};
pub use position::{Position, PositionCountry, PositionError, PositionPlayer, PositionStake};
pub use setup::{GameSetup, start, start_edition, start_edition_with, start_with};
pub use state::{CountryState, Game, HeldCard, Outcome, PlayerState, Stake};
pub use types::{
    Command, CommandKind, Communication, Dice, DiceOffPurpose, Event, GameStart, Incorporation,
    Objective, Options, Phase, Secret, Situation, WinReason,
};
pub use view::{GameView, Viewer, view, view_event};
