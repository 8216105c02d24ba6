//! The scratch transaction every decision writes through: events emitted
//! one by one onto a copy of the state that follows along, so a later step
//! of the same decision sees the earlier ones applied. It sits below every
//! decision module (pacts, conquests, aggressions, `decide`, forfeits) and
//! above the state, and knows nothing of any rule.

use crate::rules::state::Game;
use crate::rules::types::Event;

/// Events emitted on a scratch state that follows along.
pub(crate) struct Tx {
    scratch: Game,
    events: Vec<Event>,
}

impl Tx {
    pub(crate) fn new(game: &Game) -> Self {
        Tx { scratch: game.clone(), events: Vec::with_capacity(8) }
    }

    /// The state after the events emitted so far.
    pub(crate) fn scratch(&self) -> &Game {
        &self.scratch
    }

    pub(crate) fn emit(&mut self, e: Event) {
        self.scratch.apply(&e);
        self.events.push(e);
    }

    pub(crate) fn into_events(self) -> Vec<Event> {
        self.events
    }
}
