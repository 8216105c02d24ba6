//! Who watches each game (SVC-WATCH): the spectators a game's page shows
//! and `GET /v1/tv` ranks by. A spectator is an open stream or subscription
//! following a game by someone not seated in it, signed in or not
//! (operators are not counted).
//!
//! Each instance counts its own followers in memory ([`Watch`] guards);
//! with Redis linked it writes its counts out every [`crate::presence::FLUSH`]
//! into a hash a game (`spectators:{game}`, a field an instance, the count
//! and when it lapses), which lapses whole when no instance writes it. A
//! read sums the live fields, one pipeline for a whole list; without
//! Redis, or while it is away, an instance counts its own.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};

use domain::ports::GameId;

use crate::clients::SharedLink;

/// How long an instance's count stands without being written again.
const LAPSE_MS: i64 = 15_000;
/// How long the other instances' counts are kept before Redis is asked
/// again: they change at their flushes.
const FLUSH_MS: i64 = 5_000;

/// This instance's spectators, by game.
#[derive(Debug)]
pub struct Watching {
    link: Option<Arc<SharedLink>>,
    /// This instance's name in the hashes.
    instance: String,
    local: Mutex<BTreeMap<GameId, u32>>,
    /// The other instances' spectators by game, and when they were read:
    /// they change only when those instances flush, so a game's page (a
    /// hot read) asks Redis at most once a flush per game.
    others: Mutex<BTreeMap<GameId, (u32, i64)>>,
}

/// One spectator following a game here: dropping it stops counting them.
#[derive(Debug)]
pub struct Watch {
    watching: Arc<Watching>,
    game: GameId,
}

impl Drop for Watch {
    fn drop(&mut self) {
        let mut local = self.watching.local();
        if let Some(n) = local.get_mut(&self.game) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                local.remove(&self.game);
            }
        }
    }
}

impl Watching {
    /// Counting for this instance, shared through `link` when given.
    #[must_use]
    pub fn new(link: Option<Arc<SharedLink>>) -> Self {
        let instance = uuid::Uuid::new_v4().simple().to_string();
        Self { link, instance, local: Mutex::default(), others: Mutex::default() }
    }

    fn local(&self) -> std::sync::MutexGuard<'_, BTreeMap<GameId, u32>> {
        self.local.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn others(&self) -> std::sync::MutexGuard<'_, BTreeMap<GameId, (u32, i64)>> {
        self.others.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A spectator begins to follow `game` here.
    #[must_use]
    pub fn enter(self: &Arc<Self>, game: &GameId) -> Watch {
        *self.local().entry(game.clone()).or_default() += 1;
        Watch { watching: self.clone(), game: game.clone() }
    }

    /// The spectators of each of `games` at `now_ms`, in order: every
    /// instance's through Redis, else this one's.
    pub async fn count(&self, games: &[GameId], now_ms: i64) -> Vec<u32> {
        let here: Vec<u32> = {
            let local = self.local();
            games.iter().map(|g| local.get(g).copied().unwrap_or(0)).collect()
        };
        let Some(link) = &self.link else { return here };
        let fresh = |at: i64| now_ms - at < FLUSH_MS;
        let stale: Vec<GameId> = {
            let others = self.others();
            games
                .iter()
                .filter(|g| !others.get(*g).is_some_and(|(_, at)| fresh(*at)))
                .cloned()
                .collect()
        };
        if !stale.is_empty() {
            let mut pipe = redis::pipe();
            for game in &stale {
                pipe.cmd("HGETALL").arg(key(link, game));
            }
            let answer = link.run::<Vec<BTreeMap<String, String>>>(&pipe).await;
            // Redis away: this instance counts its own.
            let Some(all) = answer else { return here };
            let mut others = self.others();
            others.retain(|_, (_, at)| fresh(*at));
            for (game, fields) in stale.into_iter().zip(all) {
                let sum: u32 = fields
                    .iter()
                    .filter(|(instance, _)| **instance != self.instance)
                    .filter_map(|(_, v)| live(v, now_ms))
                    .sum();
                others.insert(game, (sum, now_ms));
            }
        }
        // This instance's own count is the freshest; the others' stand
        // until they lapse.
        let others = self.others();
        games
            .iter()
            .zip(here)
            .map(|(g, mine)| mine + others.get(g).map_or(0, |(n, _)| *n))
            .collect()
    }

    /// Writes this instance's counts out to Redis, when linked.
    pub async fn flush(&self, now_ms: i64) {
        let Some(link) = &self.link else { return };
        let counts: Vec<(GameId, u32)> =
            self.local().iter().map(|(g, n)| (g.clone(), *n)).collect();
        if counts.is_empty() {
            return;
        }
        let mut pipe = redis::pipe();
        let lapse = u64::try_from(LAPSE_MS).unwrap_or(15_000);
        for (game, n) in counts {
            let at = format!("{n}:{}", now_ms + LAPSE_MS);
            pipe.cmd("HSET").arg(key(link, &game)).arg(&self.instance).arg(at).ignore();
            pipe.cmd("PEXPIRE").arg(key(link, &game)).arg(lapse).ignore();
        }
        let _: Option<()> = link.run(&pipe).await;
    }
}

/// A field's count while it stands (`count:lapses_at_ms`).
fn live(field: &str, now_ms: i64) -> Option<u32> {
    let (n, until) = field.split_once(':')?;
    (until.parse::<i64>().ok()? > now_ms).then(|| n.parse().ok()).flatten()
}

fn key(link: &SharedLink, game: &GameId) -> String {
    link.tagged("spectators", &game.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn svc_watch_a_spectator_counts_while_following_and_a_lapsed_count_does_not() {
        let watching = Arc::new(Watching::new(None));
        let (a, b) = (GameId("a".to_owned()), GameId("b".to_owned()));
        let first = watching.enter(&a);
        let second = watching.enter(&a);
        let other = watching.enter(&b);
        assert_eq!(watching.count(&[a.clone(), b.clone()], 0).await, [2, 1]);
        drop((first, other));
        assert_eq!(watching.count(&[a.clone(), b.clone()], 0).await, [1, 0]);
        drop(second);
        assert!(watching.local().is_empty(), "nothing kept for a game nobody watches");
        assert_eq!(
            (live("3:1000", 999), live("3:1000", 1000), live("x", 0)),
            (Some(3), None, None)
        );
    }
}
