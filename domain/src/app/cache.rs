//! The in-process cache of game states: the fold of a game's log is kept
//! after each command, so the next command needs one cheap read (the
//! version, with the metadata) instead of loading a snapshot and decoding
//! events. A cached state is used only when its version equals the stored
//! one; any other writer (another instance) makes it miss and reload, and
//! the store's version guard decides races either way.
//!
//! Beside each state it keeps the game's latest events (its tail, at most
//! [`TAIL_MOST`]), as committed here: an event stream woken by a commit
//! reads the few events it lacks from the tail instead of the database,
//! once the store's head says the tail reaches it (one read per wake, not
//! two; with ten streams a game, ten reads of the log saved per move).

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use crate::game::{Event, Game};
use crate::ports::{GameId, GameMeta};

/// Events kept at most in a game's tail.
pub(super) const TAIL_MOST: usize = 32;

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
    /// Shared, not copied, with whoever reads them: a view or a legal list
    /// reads the state in place; a command copies it only to change it.
    games: BTreeMap<GameId, (u64, GameMeta, Arc<Game>)>,
    /// Recently read heads: (read at, ms; metadata; version).
    heads: BTreeMap<GameId, (i64, GameMeta, u64)>,
    /// Latest committed events: (the version before the first, the events).
    tails: BTreeMap<GameId, (u64, Vec<Event>)>,
}

impl GameCache {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The state of `id` at exactly `version`, if cached.
    #[must_use]
    pub fn get(&self, id: &GameId, version: u64) -> Option<Arc<Game>> {
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
    pub fn latest(&self, id: &GameId) -> Option<(GameMeta, Arc<Game>)> {
        let mut inner = self.lock();
        inner.tick += 1;
        let tick = inner.tick;
        let (used, meta, game) = inner.games.get_mut(id)?;
        *used = tick;
        Some((meta.clone(), game.clone()))
    }

    /// Keeps `game` as the latest state of the game `meta` describes.
    pub fn put(&self, meta: &GameMeta, game: Arc<Game>) {
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
        inner.tails.remove(id);
    }

    /// Adds a committed batch, which ends at `version`, to the tail of `id`:
    /// appended when the tail ends where the batch begins, else the tail
    /// starts again with it (another instance wrote between).
    pub fn extend_tail(&self, id: &GameId, version: u64, events: &[Event]) {
        let count = u64::try_from(events.len()).unwrap_or(u64::MAX);
        let Some(start) = version.checked_sub(count) else { return };
        let mut inner = self.lock();
        if inner.tails.len() >= CAPACITY && !inner.tails.contains_key(id) {
            // Only the tails of cached games stay.
            let Inner { games, tails, .. } = &mut *inner;
            tails.retain(|g, _| games.contains_key(g));
            if tails.len() >= CAPACITY {
                tails.clear();
            }
        }
        let tail = inner.tails.entry(id.clone()).or_insert_with(|| (start, Vec::new()));
        let end = tail.0 + u64::try_from(tail.1.len()).unwrap_or(u64::MAX);
        if end != start {
            *tail = (start, Vec::new());
        }
        tail.1.extend_from_slice(events);
        if tail.1.len() > TAIL_MOST {
            let drop = tail.1.len() - TAIL_MOST;
            tail.1.drain(..drop);
            tail.0 += u64::try_from(drop).unwrap_or(u64::MAX);
        }
    }

    /// The events of `id` after `since` up to `head`, when its tail holds
    /// all of them (the caller read `head` from the store).
    #[must_use]
    pub fn tail_since(&self, id: &GameId, since: u64, head: u64) -> Option<Vec<Event>> {
        let inner = self.lock();
        let (first, events) = inner.tails.get(id)?;
        let end = first + u64::try_from(events.len()).ok()?;
        if since < *first || since > head || end < head {
            return None;
        }
        let from = usize::try_from(since - first).ok()?;
        let to = usize::try_from(head - first).ok()?;
        events.get(from..to).map(<[Event]>::to_vec)
    }

    /// The head of `id` if it was read (or written here) at most `max_age`
    /// ms before `now`.
    #[must_use]
    pub fn head(&self, id: &GameId, now: i64, max_age: i64) -> Option<(GameMeta, u64)> {
        let inner = self.lock();
        let (at, meta, version) = inner.heads.get(id)?;
        (now - at <= max_age).then(|| (meta.clone(), *version))
    }

    /// The board of a game cached, whole or by its head, however old (a
    /// game's ruleset never changes), without copying its metadata.
    pub fn board(&self, id: &GameId) -> Option<&'static crate::Board> {
        let inner = self.lock();
        let meta = inner.games.get(id).map(|(_, meta, _)| meta);
        meta.or_else(|| inner.heads.get(id).map(|(_, meta, _)| meta)).map(GameMeta::board)
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
        cache.put(&meta("g"), Arc::new(Game::new()));
        assert!(cache.get(&id, 0).is_some());
        assert!(cache.get(&id, 1).is_none(), "another writer moved the game on");
        cache.forget(&id);
        assert!(cache.is_empty());
    }

    fn events(n: usize) -> Vec<Event> {
        (0..n)
            .map(|_| crate::rules::Event::TurnEnded { player: crate::Color::Red }.into())
            .collect()
    }

    #[test]
    fn a_tail_serves_the_events_after_a_version_only_when_it_reaches_the_head() {
        let cache = GameCache::default();
        let id = GameId("g".to_owned());
        cache.extend_tail(&id, 3, &events(3));
        cache.extend_tail(&id, 5, &events(2));
        assert_eq!(cache.tail_since(&id, 2, 5).map(|e| e.len()), Some(3));
        assert_eq!(cache.tail_since(&id, 5, 5).map(|e| e.len()), Some(0));
        assert!(cache.tail_since(&id, 2, 6).is_none(), "another writer moved the game on");
        // A batch that does not start where the tail ends starts it again.
        cache.extend_tail(&id, 9, &events(2));
        assert!(cache.tail_since(&id, 5, 9).is_none());
        assert_eq!(cache.tail_since(&id, 7, 9).map(|e| e.len()), Some(2));
        // Only the latest TAIL_MOST are kept.
        cache.extend_tail(&id, 9 + 40, &events(40));
        assert!(cache.tail_since(&id, 9, 49).is_none());
        assert_eq!(cache.tail_since(&id, 49 - 32, 49).map(|e| e.len()), Some(TAIL_MOST));
        cache.forget(&id);
        assert!(cache.tail_since(&id, 49, 49).is_none());
    }

    #[test]
    fn the_cache_stays_within_its_capacity() {
        let cache = GameCache::default();
        for i in 0..CAPACITY + 10 {
            cache.put(&meta(&i.to_string()), Arc::new(Game::new()));
        }
        assert!(cache.len() <= CAPACITY);
        assert!(cache.get(&GameId((CAPACITY + 9).to_string()), 0).is_some(), "the newest stays");
    }
}
