//! The pure rules engine: `decide` (command → events), `apply` (event →
//! state), `legal_actions`, and per-viewer `view`/`view_event`.
//! Synchronous and free of IO; randomness arrives as an argument.
//!
//! The modules form layers, each naming only those below it (checked by
//! `the_rules_modules_form_layers`, `RULES_LAYERS` in `xtask/src/tidy/purity.rs`):
//!
//! 1. vocabulary, with no game state: [`types`] (commands, events, phases,
//!    pacts, positions, viewers), [`error`], [`cards`], [`combat`],
//!    [`objectives`];
//! 2. the state and its fold: [`state`] (a [`Game`]'s fields are private to
//!    it; `apply` is the only writer), [`hash`];
//! 3. the scratch transaction decisions write through: `tx`;
//! 4. decisions, lowest first: [`pacts`], `conquest`, `aggression`,
//!    `turns` (the wheel between decisions), `decide`, `forfeit`, `timeout`, [`setup`];
//! 5. readers of the whole: `legal`, [`view`](mod@view), [`position`],
//!    [`standing`] (a finished game's finish order).

// Layer 1: vocabulary.
pub mod cards;
pub mod combat;
pub mod error;
pub mod objectives;
pub mod types;
// Layer 2: the state.
pub mod hash;
pub mod state;
// Layer 3: the scratch transaction.
mod tx;
// Layer 4: decisions.
mod aggression;
mod conquest;
mod decide;
mod forfeit;
pub mod pacts;
pub mod setup;
mod timeout;
mod turns;
// Layer 5: readers.
mod legal;
pub mod position;
mod refused;
pub mod standing;
pub mod view;

pub use error::{Explained, RuleViolation, SetupError};
pub use refused::Refused;
pub use setup::{GameSetup, start, start_edition, start_edition_with, start_with};
pub use state::{CountryState, Game, HeldCard, Outcome, PlayerState, Stake};
pub use types::{
    BotLevel, ClockRule, Command, CommandKind, Communication, ControlCause, Controller, Dice,
    DiceOffPurpose, Event, GameStart, Incorporation, MAX_ROUNDS, Objective, OnTimeout, Options,
    Pact, PactEnd, PactStatus, PactTerms, Phase, Position, PositionCountry, PositionError,
    PositionPlayer, PositionStake, Secret, Situation, Viewer, WinReason,
};
pub use view::{GameView, view, view_event};
