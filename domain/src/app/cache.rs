//! The in-process cache of game states: the fold of a game's log is kept
//! after each command, so the next command needs one cheap read (the
//! version, with the metadata) instead of loading a snapshot and decoding
//! events. A cached state is used only when its version equals the stored
//! one; any other writer (another instance) makes it miss and reload, and
//! the store's version guard decides races either way.

use std::collections::BTreeMap;
use std::sync::Mutex;

use crate::game::Game;
use crate::ports::{GameId, GameMeta};

/// Games kept at most; the least recently used go first beyond it.
const CAPACITY: usize = 4096;

/// Cached states by game.
#[derive(Debug, Default)]
pub struct GameCache {
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    tick: u64,
    games: BTreeMap<GameId, (u64, GameMeta, Game)>,
    /// Recently read heads: (read at, ms; metadata; version).
    heads: BTreeMap<GameId, (i64, GameMeta, u64)>,
}

impl GameCache {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A copy of the state of `id` at exactly `version`, if cached.
    #[must_use]
    pub fn get(&self, id: &GameId, version: u64) -> Option<Game> {
        let mut inner = self.lock();
        inner.tick += 1;
        let tick = inner.tick;
        let (used, _, game) = inner.games.get_mut(id)?;
        if game.version() != version {
            return None;
        }
        *used = tick;
        Some(game.clone())
    }

    /// The latest metadata and state this process knows of `id`, unchecked:
    /// for commands, whose append is guarded by version and status anyway.
    #[must_use]
    pub fn latest(&self, id: &GameId) -> Option<(GameMeta, Game)> {
        let mut inner = self.lock();
        inner.tick += 1;
        let tick = inner.tick;
        let (used, meta, game) = inner.games.get_mut(id)?;
        *used = tick;
        Some((meta.clone(), game.clone()))
    }

    /// Keeps `game` as the latest state of the game `meta` describes.
    pub fn put(&self, meta: &GameMeta, game: Game) {
        let id = &meta.id;
        let mut inner = self.lock();
        inner.tick += 1;
        let tick = inner.tick;
        if inner.games.len() >= CAPACITY && !inner.games.contains_key(id) {
            // Evict the least recently used eighth in one pass.
            let mut ages: Vec<u64> = inner.games.values().map(|(used, _, _)| *used).collect();
            ages.sort_unstable();
            let cutoff = ages[ages.len() / 8];
            inner.games.retain(|_, (used, _, _)| *used > cutoff);
        }
        inner.games.insert(id.clone(), (tick, meta.clone(), game));
    }

    /// Forgets `id` (after a lost race its state is stale).
    pub fn forget(&self, id: &GameId) {
        let mut inner = self.lock();
        inner.games.remove(id);
        inner.heads.remove(id);
    }

    /// The head of `id` if it was read (or written here) at most `max_age`
    /// ms before `now`.
    #[must_use]
    pub fn head(&self, id: &GameId, now: i64, max_age: i64) -> Option<(GameMeta, u64)> {
        let inner = self.lock();
        let (at, meta, version) = inner.heads.get(id)?;
        (now - at <= max_age).then(|| (meta.clone(), *version))
    }

    /// Records the head of a game as read or written at `now`.
    pub fn put_head(&self, meta: &GameMeta, version: u64, now: i64) {
        let mut inner = self.lock();
        if inner.heads.len() >= CAPACITY {
            inner.heads.retain(|_, (at, _, _)| now - *at <= 1_000);
            if inner.heads.len() >= CAPACITY {
                inner.heads.clear();
            }
        }
        inner.heads.insert(meta.id.clone(), (now, meta.clone(), version));
    }

    /// How many games are cached.
    #[must_use]
    pub fn len(&self) -> usize {
        self.lock().games.len()
    }

    /// Whether nothing is cached.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(id: &str) -> GameMeta {
        GameMeta {
            id: GameId(id.to_owned()),
            ruleset: "revancha".to_owned(),
            max_players: 2,
            options: crate::game::Options::default(),
            creator: crate::ports::UserId("u".to_owned()),
            seats: Vec::new(),
            status: crate::ports::GameStatus::Playing,
            created_at_ms: 0,
            clock: None,
            deadline_ms: None,
            access: crate::ports::Access::default(),
            rated: false,
        }
    }

    #[test]
    fn a_cached_state_is_returned_only_at_its_version() {
        let cache = GameCache::default();
        let id = GameId("g".to_owned());
        assert!(cache.get(&id, 0).is_none());
        cache.put(&meta("g"), Game::new());
        assert!(cache.get(&id, 0).is_some());
        assert!(cache.get(&id, 1).is_none(), "another writer moved the game on");
        cache.forget(&id);
        assert!(cache.is_empty());
    }

    #[test]
    fn the_cache_stays_within_its_capacity() {
        let cache = GameCache::default();
        for i in 0..CAPACITY + 10 {
            cache.put(&meta(&i.to_string()), Game::new());
        }
        assert!(cache.len() <= CAPACITY);
        assert!(cache.get(&GameId((CAPACITY + 9).to_string()), 0).is_some(), "the newest stays");
    }
}
