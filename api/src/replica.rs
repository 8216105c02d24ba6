//! Reads that may lag, from a PostgreSQL streaming replica
//! (`TEG_DATABASE_READ_URL`, issue 52; `docs/scaling.md`).
//!
//! Lists, leaderboards, profiles, a player's games, exports, records and the
//! dashboard's lists are read through [`Reads::lagging`]; the action path,
//! sessions, idempotency and everything that decides keep the primary.
//!
//! **Read-your-writes by the primary's position.** A probe looks every
//! [`PROBE_EVERY`]: it notes the instant, reads the primary's WAL position
//! (`pg_current_wal_lsn()`), then the replica's replayed one
//! (`pg_last_wal_replay_lsn()`). Once the replica has replayed a position
//! the primary had at instant `t`, every commit acknowledged before `t` is
//! on the replica: that `t` is how far the replica has *caught up*. Each
//! caller's last write (a REST request that is not a read, a GraphQL
//! mutation) is noted with its instant; a read goes to the replica only if
//! the replica has caught up past the caller's last write, and otherwise to
//! the primary. No statement is added to the action path: the positions are
//! sampled, not asked after each write. The notes are this instance's: a
//! caller whose write and next read land on two instances may read the
//! replica as it was, at most `TEG_REPLICA_MAX_LAG_MS` behind.
//!
//! **A replica down or behind is skipped.** The replica serves only while
//! its last probe answered within [`PROBE_STALE`] and it was at most the
//! allowed lag behind (`TEG_REPLICA_MAX_LAG_MS`, default 5 s). A read that
//! meets a replica that stopped answering is read again on the primary at
//! once. `teg_replica_up`, `teg_replica_lag_seconds` and
//! `teg_replica_reads_total{pool}` say which is which.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use domain::app::Ports;
use domain::ports::UserId;
use sea_orm::{
    ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DbBackend, Statement,
};

use crate::adapters::bus::AnyBus;
use crate::adapters::db::SeaGameStore;
use crate::adapters::system::{OsSeeds, SystemClock};

/// The use cases over a store (the primary's or the replica's).
type ReadPorts = Ports<SeaGameStore, AnyBus, SystemClock, OsSeeds>;

/// How often the probe compares the two positions.
pub const PROBE_EVERY: Duration = Duration::from_millis(200);

/// A probe older than this (it hangs, or cannot reach the replica) leaves
/// the replica unused.
pub const PROBE_STALE: Duration = Duration::from_secs(2);

/// The lag past which the replica is skipped unless told
/// (`TEG_REPLICA_MAX_LAG_MS`).
pub const DEFAULT_MAX_LAG: Duration = Duration::from_secs(5);

/// `TEG_DATABASE_READ_URL` and `TEG_REPLICA_MAX_LAG_MS`.
#[derive(Debug, Clone)]
pub struct ReplicaConfig {
    /// The replica's `postgres://` URL.
    pub url: String,
    /// How far behind the replica may be and still serve.
    pub max_lag: Duration,
}

/// Where reads that may lag go: the primary alone, or a replica too.
#[derive(Debug, Default)]
pub struct Reads {
    replica: Option<Replica>,
}

/// The replica, what the probe last saw of it, and whose writes it may not
/// have yet.
#[derive(Debug)]
struct Replica {
    /// The read use cases over the replica's connection. Their bus is a
    /// private in-process one: reads publish nothing.
    ports: ReadPorts,
    /// The primary, for its WAL position.
    primary: DatabaseConnection,
    max_lag: Duration,
    seen: Mutex<Seen>,
    /// Each caller's last write on this instance.
    writes: Mutex<HashMap<String, Instant>>,
    /// Reads served by the replica, then by the primary.
    served: [AtomicU64; 2],
}

/// What the probe last saw.
#[derive(Debug, Default)]
struct Seen {
    /// When the replica last answered.
    answered: Option<Instant>,
    /// Every commit acknowledged before this instant is on the replica.
    caught_up: Option<Instant>,
    /// How far behind it was at the last look.
    lag: Duration,
    /// The primary's positions not yet replayed, oldest first, with the
    /// instant each was read.
    pending: VecDeque<(Instant, u64)>,
}

impl Seen {
    /// Whether the replica answered the probe lately (by `now`).
    fn answers(&self, now: Instant) -> bool {
        self.answered.is_some_and(|at| now.duration_since(at) <= PROBE_STALE)
    }

    /// How far the replica has caught up, while it answers and is at most
    /// `max_lag` behind: the instant before which every commit is on it.
    fn serving(&self, now: Instant, max_lag: Duration) -> Option<Instant> {
        self.caught_up.filter(|_| self.answers(now) && self.lag <= max_lag)
    }
}

/// The most positions kept waiting for the replica: at one a probe, a
/// minute of them.
const MOST_PENDING: usize = 300;

impl Reads {
    /// Connects the replica lazily (a replica down at start is probed, not
    /// waited for): reads go to it once a probe finds it caught up.
    ///
    /// # Errors
    /// A URL that is not PostgreSQL's, or a primary that is not.
    pub async fn connect(
        config: Option<&ReplicaConfig>,
        primary: &DatabaseConnection,
    ) -> Result<Self, String> {
        let Some(config) = config else { return Ok(Self::default()) };
        if primary.get_database_backend() != DbBackend::Postgres {
            return Err("TEG_DATABASE_READ_URL needs a PostgreSQL DATABASE_URL".to_owned());
        }
        let mut options = ConnectOptions::new(config.url.clone());
        options
            .sqlx_logging(false)
            .connect_lazy(true)
            .max_connections(16)
            .min_connections(0)
            // A replica that does not answer is given up on quickly: the
            // read is made again on the primary.
            .acquire_timeout(Duration::from_millis(500))
            .connect_timeout(Duration::from_millis(500))
            .map_sqlx_postgres_opts(|pg| {
                pg.application_name(APPLICATION_NAME)
                    .options([("plan_cache_mode", "force_generic_plan")])
            });
        let db =
            Database::connect(options).await.map_err(|e| format!("TEG_DATABASE_READ_URL: {e}"))?;
        let ports = Ports::new(
            SeaGameStore::new(db),
            AnyBus::InProcess(domain::ports::local::InProcessBus::new()),
            SystemClock,
            OsSeeds::default(),
        );
        Ok(Self {
            replica: Some(Replica {
                ports,
                primary: primary.clone(),
                max_lag: config.max_lag,
                seen: Mutex::default(),
                writes: Mutex::default(),
                served: Default::default(),
            }),
        })
    }

    /// Notes that `user` wrote now: their reads go to the primary until the
    /// replica has caught up past this instant.
    pub fn wrote(&self, user: &UserId) {
        if let Some(replica) = &self.replica {
            lock(&replica.writes).insert(user.0.clone(), Instant::now());
        }
    }

    /// After a read on the replica failed to reach it: reads go to the
    /// primary until a probe finds it again.
    pub fn failed(&self, cause: &str) {
        if let Some(replica) = &self.replica {
            tracing::warn!(%cause, "the read replica did not answer; reading the primary");
            lock(&replica.seen).answered = None;
            replica.served[1].fetch_add(1, Ordering::Relaxed);
        }
    }

    /// The ports a read that may lag should use for `reader` now: the
    /// replica's when it may serve them, else `primary`. [`lagging!`]
    /// reads a failed read again on the primary; the dashboard's pages
    /// read through these directly, and a replica that stops answering is
    /// found by the next probe, within [`PROBE_STALE`].
    #[must_use]
    pub fn ports_for<'a>(
        &'a self,
        primary: &'a ReadPorts,
        reader: Option<&UserId>,
    ) -> &'a ReadPorts {
        match &self.replica {
            Some(replica) if replica.serves(reader, Instant::now()) => {
                replica.served[0].fetch_add(1, Ordering::Relaxed);
                &replica.ports
            }
            Some(replica) => {
                replica.served[1].fetch_add(1, Ordering::Relaxed);
                primary
            }
            None => primary,
        }
    }

    /// `none` (no replica configured), `up`, `lagging` (answers, but too
    /// far behind to serve) or `down`, for `/readyz`.
    #[must_use]
    pub fn state(&self) -> &'static str {
        match &self.replica {
            None => "none",
            Some(replica) => {
                let (seen, now) = (lock(&replica.seen), Instant::now());
                if seen.serving(now, replica.max_lag).is_some() {
                    "up"
                } else if seen.answers(now) {
                    "lagging"
                } else {
                    "down"
                }
            }
        }
    }

    /// The replica's gauges and counters, when there is one.
    pub fn render(&self, out: &mut String) {
        use std::fmt::Write;
        let Some(replica) = &self.replica else { return };
        let (up, lag) = {
            let seen = lock(&replica.seen);
            (seen.answers(Instant::now()), seen.lag)
        };
        let _ = writeln!(
            out,
            "# HELP teg_replica_up 1 while the read replica answers the probe (TEG_DATABASE_READ_URL)."
        );
        let _ = writeln!(out, "# TYPE teg_replica_up gauge");
        let _ = writeln!(out, "teg_replica_up {}", u8::from(up));
        let _ = writeln!(
            out,
            "# HELP teg_replica_lag_seconds How far behind the primary the read replica was at the last probe."
        );
        let _ = writeln!(out, "# TYPE teg_replica_lag_seconds gauge");
        let _ = writeln!(out, "teg_replica_lag_seconds {:.3}", lag.as_secs_f64());
        let _ = writeln!(
            out,
            "# HELP teg_replica_reads_total Reads that may lag, by the pool that served them."
        );
        let _ = writeln!(out, "# TYPE teg_replica_reads_total counter");
        for (pool, n) in ["replica", "primary"].iter().zip(&replica.served) {
            let _ = writeln!(
                out,
                "teg_replica_reads_total{{pool=\"{pool}\"}} {}",
                n.load(Ordering::Relaxed)
            );
        }
    }

    /// Probes the replica every [`PROBE_EVERY`], for as long as the
    /// service runs; nothing to do without one.
    pub async fn probe_forever(&self) {
        let Some(replica) = &self.replica else { return };
        let mut every = tokio::time::interval(PROBE_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            replica.probe().await;
        }
    }
}

/// A read that may lag, `$read` with `$g` the use cases: on the read
/// replica when `$state` (an `AppState`) has one that may serve `$reader`
/// (see [`Reads::ports_for`]), else on the primary; a read the replica
/// fails to answer, or fails in, is made again on the primary. A macro, not a function
/// taking a closure: the read's future stays `Send` for GraphQL.
macro_rules! lagging {
    ($state:expr, $reader:expr, |$g:ident| $read:expr) => {{
        let state: &$crate::state::AppState = &$state;
        let chosen = state.reads.ports_for(&state.games, $reader);
        let $g = chosen;
        match $read.await {
            // Unreachable, or cut off in the middle of the read (a store
            // error): the primary answers instead.
            Err(
                domain::app::AppError::Unavailable(cause) | domain::app::AppError::Store(cause),
            ) if !std::ptr::eq(chosen, &state.games) => {
                state.reads.failed(&cause);
                let $g = &state.games;
                $read.await
            }
            done => done,
        }
    }};
}
pub(crate) use lagging;

/// The name the replica's connections give PostgreSQL
/// (`pg_stat_activity.application_name`).
pub const APPLICATION_NAME: &str = "teg-reads";

impl Replica {
    /// Whether the replica may serve `reader` at `now`.
    fn serves(&self, reader: Option<&UserId>, now: Instant) -> bool {
        let Some(caught_up) = lock(&self.seen).serving(now, self.max_lag) else { return false };
        reader.is_none_or(|user| lock(&self.writes).get(&user.0).is_none_or(|w| *w < caught_up))
    }

    /// One look: the primary's position, then the replica's.
    async fn probe(&self) {
        let asked = Instant::now();
        let primary = position(&self.primary, "SELECT pg_current_wal_lsn()::text").await;
        let replica = position(
            self.ports.store.connection(),
            "SELECT COALESCE(pg_last_wal_replay_lsn(), pg_current_wal_lsn())::text \
             FROM (SELECT pg_is_in_recovery()) AS r",
        )
        .await;
        let mut seen = lock(&self.seen);
        let Ok(replica) = replica else {
            seen.answered = None;
            return;
        };
        seen.answered = Some(Instant::now());
        if let Ok(primary) = primary {
            seen.pending.push_back((asked, primary));
            if seen.pending.len() > MOST_PENDING {
                seen.pending.pop_front();
            }
        }
        // The newest position of the primary's the replica has replayed.
        while seen.pending.front().is_some_and(|(_, at)| *at <= replica) {
            let (instant, _) = seen.pending.pop_front().unwrap_or((asked, 0));
            seen.caught_up = Some(instant);
        }
        seen.lag = seen.caught_up.map_or(Duration::MAX, |c| asked.saturating_duration_since(c));
        if let Some(caught_up) = seen.caught_up {
            drop(seen);
            // Writes the replica has now are no longer any reason to avoid it.
            lock(&self.writes).retain(|_, wrote| *wrote >= caught_up);
        }
    }
}

/// A WAL position (`X/Y`, hexadecimal halves) as one number.
fn parse_lsn(text: &str) -> Option<u64> {
    let (high, low) = text.split_once('/')?;
    Some((u64::from_str_radix(high, 16).ok()? << 32) | u64::from_str_radix(low, 16).ok()?)
}

/// The position one statement reads.
async fn position(db: &DatabaseConnection, sql: &str) -> Result<u64, String> {
    let row = db
        .query_one_raw(Statement::from_string(DbBackend::Postgres, sql))
        .await
        .map_err(|e| e.to_string())?
        .ok_or("no row")?;
    let text: String = row.try_get_by_index(0).map_err(|e| e.to_string())?;
    parse_lsn(&text).ok_or_else(|| format!("not a WAL position: {text}"))
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wal_position_reads_as_its_two_hexadecimal_halves() {
        assert_eq!(parse_lsn("0/16B3748"), Some(0x016B_3748));
        assert_eq!(parse_lsn("1/0"), Some(1 << 32));
        assert_eq!(parse_lsn("16B3748"), None);
        assert!(parse_lsn("0/16B3748") < parse_lsn("1/0"));
    }
}
