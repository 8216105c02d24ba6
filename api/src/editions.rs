//! The game (an edition or TEG II) of each game this process has met, so that whatever encodes
//! or decodes a game's ids (stored events, the bus, REST, SSE, GraphQL, the
//! dashboard) does it against that game's board (`domain::board::on_board`).
//! Request bodies naming countries are decoded once the game's board is
//! known (`http::decode_on`): a slug that board lacks is 422
//! `UNKNOWN_COUNTRY`.
//!
//! A game's ruleset never changes, so an entry is never stale. The store
//! records every game it reads or writes; a game not yet met is looked up
//! where it is stored ([`crate::adapters::db::SeaGameStore`] does). The map
//! is bounded: past [`LIMIT`] entries it starts again empty and refills
//! from the store on the next miss.

use std::collections::HashMap;
use std::sync::{OnceLock, PoisonError, RwLock};

use domain::board::Board;
use domain::game::Kind;

/// Games remembered before the map starts again (about 64 bytes each).
pub const LIMIT: usize = 200_000;

/// Read on every action and every store read, written once per game: a
/// read lock keeps the workers from queueing behind one another.
fn map() -> &'static RwLock<HashMap<String, Kind>> {
    static MAP: OnceLock<RwLock<HashMap<String, Kind>>> = OnceLock::new();
    MAP.get_or_init(|| RwLock::new(HashMap::new()))
}

/// Records `game`'s kind (by its stored slug: `teg2` is TEG II; an unknown
/// slug is Revancha, the edition of every game stored before editions
/// existed).
pub fn remember(game: &str, ruleset: &str) {
    let id = Kind::stored(ruleset);
    if known(game) == Some(id) {
        return; // the common case: no write lock, no allocation
    }
    let mut map = map().write().unwrap_or_else(PoisonError::into_inner);
    if map.len() >= LIMIT && !map.contains_key(game) {
        map.clear();
    }
    map.insert(game.to_owned(), id);
}

/// The kind of `game`, if this process has met it.
#[must_use]
pub fn known(game: &str) -> Option<Kind> {
    map().read().unwrap_or_else(PoisonError::into_inner).get(game).copied()
}

/// The board `game`'s wire ids are read on, if this process has met it:
/// its edition's; Revancha's for TEG II, whose wire names regions by slug
/// and no country (the wire board, until each wire type carries its own).
#[must_use]
pub fn board(game: &str) -> Option<&'static Board> {
    known(game).map(|kind| kind.edition().unwrap_or_default().ruleset().board)
}

#[cfg(test)]
mod tests {
    use domain::RulesetId;
    use domain::game::Kind;

    #[test]
    fn a_teg2_game_is_remembered_as_teg2_and_a_game_stored_before_editions_as_revancha() {
        super::remember("editions-test-teg2", "teg2");
        super::remember("editions-test-classic", "classic");
        super::remember("editions-test-old", "");
        assert_eq!(super::known("editions-test-teg2"), Some(Kind::Teg2));
        assert_eq!(super::known("editions-test-classic"), Some(Kind::Edition(RulesetId::Classic)));
        assert_eq!(super::known("editions-test-old"), Some(Kind::Edition(RulesetId::Revancha)));
        assert_eq!(super::known("editions-test-never-met"), None);
    }
}
