//! The kind (an edition or TEG II) of each game a store has met, so that
//! decoding a game's stored ids (events, kept answers) reads the game's
//! board without reading its record again. One [`Kinds`] belongs to one
//! store ([`crate::adapters::db::SeaGameStore`]), handed over by value: no
//! process-wide map decides how anything is read.
//!
//! A game's ruleset never changes, so an entry is never stale. The map is
//! bounded: past [`LIMIT`] entries it starts again empty and refills from
//! the store on the next miss.

use std::collections::HashMap;
use std::sync::{PoisonError, RwLock};

use domain::board::Board;
use domain::game::Kind;

/// Games remembered before the map starts again (about 64 bytes each).
pub const LIMIT: usize = 200_000;

/// Game id → kind, for one store. Read on every store read of events,
/// written once per game: a read lock keeps the workers from queueing
/// behind one another.
#[derive(Debug, Default)]
pub struct Kinds {
    map: RwLock<HashMap<String, Kind>>,
}

impl Kinds {
    /// Records `game`'s kind (by its stored slug: `teg2` is TEG II; an
    /// unknown slug is Revancha, the edition of every game stored before
    /// editions existed).
    pub fn remember(&self, game: &str, ruleset: &str) {
        let id = Kind::stored(ruleset);
        if self.known(game) == Some(id) {
            return; // the common case: no write lock, no allocation
        }
        let mut map = self.map.write().unwrap_or_else(PoisonError::into_inner);
        if map.len() >= LIMIT && !map.contains_key(game) {
            map.clear();
        }
        map.insert(game.to_owned(), id);
    }

    /// The kind of `game`, if this store has met it.
    #[must_use]
    pub fn known(&self, game: &str) -> Option<Kind> {
        self.map.read().unwrap_or_else(PoisonError::into_inner).get(game).copied()
    }

    /// The board `game`'s ids are read on, if this store has met it: its
    /// edition's; Revancha's for TEG II, whose regions are plain strings.
    #[must_use]
    pub fn board(&self, game: &str) -> Option<&'static Board> {
        self.known(game).map(|kind| kind.edition().unwrap_or_default().ruleset().board)
    }
}

#[cfg(test)]
mod tests {
    use domain::RulesetId;
    use domain::game::Kind;

    #[test]
    fn a_teg2_game_is_remembered_as_teg2_and_a_game_stored_before_editions_as_revancha() {
        let kinds = super::Kinds::default();
        kinds.remember("teg2-game", "teg2");
        kinds.remember("classic-game", "classic");
        kinds.remember("old-game", "");
        assert_eq!(kinds.known("teg2-game"), Some(Kind::Teg2));
        assert_eq!(kinds.known("classic-game"), Some(Kind::Edition(RulesetId::Classic)));
        assert_eq!(kinds.known("old-game"), Some(Kind::Edition(RulesetId::Revancha)));
        assert_eq!(kinds.known("never-met"), None);
    }
}
