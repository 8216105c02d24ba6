//! What a batch changes for the scheduler, noted around its commit: who
//! had to act before it (`Before`) and what its commit leads to
//! (`Sequel`: the next due time, the steps it begins). The acting use case
//! (`mod.rs`) takes the note; the scheduler (`schedule.rs`) reads it.

use crate::color::Color;
use crate::game::Game;
use crate::ports::{DueUpdate, TurnNotice};

/// Who had to act before a batch: the actor (Risk-like), or the players a
/// TEG II game waited on (several at once in a commit–reveal window).
#[derive(Debug, Clone, Default)]
pub(super) struct Before {
    /// The colour to act.
    pub(super) actor: Option<Color>,
    /// TEG II's players waited on, by number.
    pub(super) waiting: Vec<u8>,
}

impl Before {
    /// As `game` stands, before the batch is applied.
    pub(super) fn of(game: &Game) -> Before {
        Before { actor: game.actor(), waiting: game.waiting_players() }
    }
}

/// What a batch's commit leads to, known before it is stored
/// (`Ports::sequel`, in `schedule.rs`): so the steps it begins can be told in the same
/// transaction as its events.
#[derive(Debug)]
pub(super) struct Sequel {
    /// The game's next due time, when there is one to write.
    pub(super) due: Option<DueUpdate>,
    /// The steps the batch begins, still to be told.
    pub(super) turns: Vec<TurnNotice>,
}

impl Sequel {
    /// Once the store has told the turns with the batch: nothing of them
    /// is left to tell.
    pub(super) fn told(self) -> Sequel {
        Sequel { turns: Vec::new(), ..self }
    }
}
