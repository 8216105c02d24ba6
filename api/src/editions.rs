//! The edition of each game this process has met, so that whatever encodes
//! or decodes a game's ids (stored events, the bus, responses, request
//! bodies) does it against that game's board (`domain::board::on_board`).
//!
//! A game's ruleset never changes, so an entry is never stale. The store
//! records every game it reads or writes; a game not yet met is looked up
//! where it is stored ([`crate::adapters::db::SeaGameStore`] does). The map
//! is bounded: past [`LIMIT`] entries it starts again empty and refills
//! from the store on the next miss.

use std::collections::HashMap;
use std::sync::{OnceLock, PoisonError, RwLock};

use domain::RulesetId;
use domain::board::Board;

/// Games remembered before the map starts again (about 64 bytes each).
pub const LIMIT: usize = 200_000;

/// Read on every action and every store read, written once per game: a
/// read lock keeps the workers from queueing behind one another.
fn map() -> &'static RwLock<HashMap<String, RulesetId>> {
    static MAP: OnceLock<RwLock<HashMap<String, RulesetId>>> = OnceLock::new();
    MAP.get_or_init(|| RwLock::new(HashMap::new()))
}

/// Records `game`'s ruleset (by its stored slug; an unknown slug is Revancha,
/// the edition of every game stored before editions existed).
pub fn remember(game: &str, ruleset: &str) {
    let id = RulesetId::stored(ruleset);
    if known(game) == Some(id) {
        return; // the common case: no write lock, no allocation
    }
    let mut map = map().write().unwrap_or_else(PoisonError::into_inner);
    if map.len() >= LIMIT && !map.contains_key(game) {
        map.clear();
    }
    map.insert(game.to_owned(), id);
}

/// The ruleset of `game`, if this process has met it.
#[must_use]
pub fn known(game: &str) -> Option<RulesetId> {
    map().read().unwrap_or_else(PoisonError::into_inner).get(game).copied()
}

/// The board of `game`'s edition, if this process has met it.
#[must_use]
pub fn board(game: &str) -> Option<&'static Board> {
    known(game).map(|id| id.ruleset().board)
}
