//! Group commit on PostgreSQL: concurrent appends to different games share
//! one statement, so one round trip, one transaction and one WAL flush
//! serve them all. Under load the database spends most of its time on the
//! fixed cost of each statement, not on the rows; batching is what lets
//! more actions through the same two cores.
//!
//! Each append in a batch keeps its own guards: the `UPDATE` bumps a game's
//! version only when it is still the expected one (and, when asked, the game
//! is playing), and only the bumped games get their event rows. A request
//! learns whether it was applied; the store then asks the database why not.
//! A batch never holds two appends to one game, and no two batches in flight
//! share a game, so this process never waits on itself. Should a batch fail
//! as a whole (two instances locking the same games in opposite orders, say,
//! or an idempotency key another request took first), nothing of it was
//! written, and each append is retried on its own. A keyed append's
//! receipt row is inserted by the same statement (its `kept` CTE), for its
//! game only if its guards held: its events and its answer commit together.
//! So are the steps it begins (`told`, `hooked`): each one's `your_turn`
//! notice on its user's feed and, for a user with a webhook, the queued
//! delivery, which were two more statements (and a WAL flush) per turn
//! that changed hands, a third of the database's statements under load.
//! A batching task that stopped with its worker thread is replaced.

use std::collections::{BTreeSet, VecDeque};
use std::sync::Arc;

use domain::ports::{Notice, StoreError, TurnNotice};
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, Statement};
use tokio::sync::{Semaphore, mpsc, oneshot};

use super::task::Task;

/// Most appends in one statement.
const MAX_BATCH: usize = 64;
/// Batches in flight at once (each holds a pooled connection).
const IN_FLIGHT: usize = 8;

/// One event row, encoded by the caller's task.
#[derive(Debug)]
pub(super) struct Row {
    pub(super) seq: i64,
    pub(super) kind: String,
    pub(super) payload: String,
}

/// The receipt of a keyed append: its idempotency key and answer.
#[derive(Debug)]
pub(super) struct KeptRow {
    pub(super) user: String,
    pub(super) key: String,
    pub(super) fingerprint: String,
    pub(super) body: String,
}

/// The steps an append begins, as their notices and deliveries are
/// written (`notices::push`, `webhooks::enqueue`).
#[derive(Debug, Default)]
pub(super) struct Told(Vec<TurnRow>);

#[derive(Debug)]
struct TurnRow {
    user: String,
    version: i64,
    /// The feed notice's payload.
    payload: String,
    /// The webhook delivery's body.
    body: String,
}

impl Told {
    /// The rows telling `turns`.
    pub(super) fn of(turns: &[TurnNotice]) -> Result<Self, StoreError> {
        let rows = turns.iter().map(|turn| {
            Ok(TurnRow {
                user: turn.user.0.clone(),
                version: i64::try_from(turn.version).unwrap_or(i64::MAX),
                payload: super::notices::payload(&Notice::of_turn(turn).kind)?,
                body: crate::notice::body(turn),
            })
        });
        rows.collect::<Result<_, StoreError>>().map(Told)
    }
}

/// One guarded append.
#[derive(Debug)]
pub(super) struct Append {
    pub(super) game: String,
    pub(super) expected: i64,
    pub(super) new_version: i64,
    pub(super) playing_only: bool,
    pub(super) rows: Vec<Row>,
    pub(super) kept: Option<KeptRow>,
    pub(super) told: Told,
}

/// Why an append was not written, other than its guards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Failure {
    /// Its idempotency key was taken by a request that committed first.
    KeyTaken,
    /// The statement failed.
    Other(String),
}

/// Whether the append was applied; `Err` when it could not be.
type Reply = Result<bool, Failure>;

pub(super) struct Request {
    append: Append,
    reply: oneshot::Sender<Reply>,
}

/// The handle the store keeps; the batching task ends with the last one.
pub(super) type Appender = Task<Request>;

impl Appender {
    /// Starts the batching task on the current runtime.
    pub(super) fn spawn(db: DatabaseConnection) -> Self {
        Task::start(|rx| run(db, rx))
    }

    /// Appends, batched with whatever else is waiting: `Ok(true)` applied,
    /// `Ok(false)` refused by a guard.
    pub(super) async fn append(&self, append: Append) -> Reply {
        self.ask(|reply| Request { append, reply })
            .await
            .map_err(|why| Failure::Other(format!("the append task {why}")))?
    }
}

/// Collects requests and runs batches: one game once per batch, and never a
/// game that a batch in flight is writing.
async fn run(db: DatabaseConnection, mut rx: mpsc::UnboundedReceiver<Request>) {
    let permits = Arc::new(Semaphore::new(IN_FLIGHT));
    let busy = Arc::new(std::sync::Mutex::new(BTreeSet::<String>::new()));
    let (done_tx, mut done_rx) = mpsc::unbounded_channel::<()>();
    let mut pending: VecDeque<Request> = VecDeque::new();
    let mut open = true;
    loop {
        if pending.is_empty() {
            if !open {
                return;
            }
            match rx.recv().await {
                Some(r) => pending.push_back(r),
                None => return,
            }
        }
        while let Ok(r) = rx.try_recv() {
            pending.push_back(r);
        }
        let Ok(permit) = permits.clone().acquire_owned().await else { return };
        let batch = take_batch(&mut pending, &busy);
        if batch.is_empty() {
            // Everything waiting is for games in flight: wait for a batch to
            // finish (or for new requests) before looking again.
            drop(permit);
            tokio::select! {
                _ = done_rx.recv() => {}
                r = rx.recv(), if open => match r {
                    Some(r) => pending.push_back(r),
                    None => open = false,
                },
            }
            continue;
        }
        let (db, busy, done) = (db.clone(), busy.clone(), done_tx.clone());
        tokio::spawn(async move {
            let games: Vec<String> = batch.iter().map(|r| r.append.game.clone()).collect();
            execute(&db, batch).await;
            if let Ok(mut busy) = busy.lock() {
                for g in &games {
                    busy.remove(g);
                }
            }
            drop(permit);
            let _ = done.send(());
        });
    }
}

/// Up to [`MAX_BATCH`] requests, one per game, none for a busy game; the
/// games taken become busy. The rest stay pending, in order.
fn take_batch(
    pending: &mut VecDeque<Request>,
    busy: &std::sync::Mutex<BTreeSet<String>>,
) -> Vec<Request> {
    let Ok(mut busy) = busy.lock() else { return Vec::new() };
    let mut batch = Vec::new();
    let mut rest = VecDeque::with_capacity(pending.len());
    for r in pending.drain(..) {
        if batch.len() < MAX_BATCH && !busy.contains(&r.append.game) {
            busy.insert(r.append.game.clone());
            batch.push(r);
        } else {
            rest.push_back(r);
        }
    }
    *pending = rest;
    batch
}

/// The guards and the rows of every append, as one statement: arrays keep
/// its text the same whatever the batch, so it is prepared once. The games
/// are found through the primary key (`id = ANY`, as `varchar` like the
/// column, so the index serves), and each one's guard values are looked up
/// by its position in the id array (a batch is small).
macro_rules! bump {
    () => {
        "\
WITH bump AS (
    UPDATE games g
    SET version = ($3::bigint[])[array_position($1::varchar[], g.id)]
    WHERE g.id = ANY($1::varchar[])
      AND g.version = ($2::bigint[])[array_position($1::varchar[], g.id)]
      AND (NOT ($4::bool[])[array_position($1::varchar[], g.id)] OR g.status = 'playing')
    RETURNING g.id
), ins AS (
    INSERT INTO game_events (game_id, seq, kind, payload, created_at)
    SELECT e.game_id, e.seq, e.kind, e.payload, $9::bigint
    FROM UNNEST($5::varchar[], $6::bigint[], $7::text[], $8::text[])
        AS e(game_id, seq, kind, payload)
    JOIN bump ON bump.id = e.game_id
)"
    };
}

/// The receipts of keyed appends.
macro_rules! kept {
    () => {
        ", kept AS (
    INSERT INTO idempotency_keys (user_id, key, game_id, request_hash, status, body, created_at)
    SELECT k.user_id, k.key, k.game_id, k.request_hash, 200, k.body, $9::bigint
    FROM UNNEST($10::varchar[], $11::varchar[], $12::varchar[], $13::varchar[], $14::text[])
        AS k(game_id, user_id, key, request_hash, body)
    JOIN bump ON bump.id = k.game_id
)"
    };
}

/// The steps begun: feed notices, and deliveries for users with a webhook.
/// Each notice is numbered on its user's feed from the user's head, raised
/// here and held locked until the statement commits, in user order (bytes,
/// as `notices::push` sorts them), so numbers become visible in order and
/// two writers never wait on each other in a circle.
macro_rules! told {
    () => {
        ", mine AS (
    SELECT t.game_id, t.user_id, t.payload, t.n
    FROM UNNEST($15::varchar[], $16::varchar[], $17::text[]) WITH ORDINALITY
        AS t(game_id, user_id, payload, n)
    JOIN bump ON bump.id = t.game_id
), want AS (
    SELECT user_id, count(*) AS k FROM mine GROUP BY user_id
), heads AS (
    INSERT INTO feed_heads (user_id, last)
    SELECT user_id, k FROM want ORDER BY user_id COLLATE \"C\"
    ON CONFLICT (user_id) DO UPDATE SET last = feed_heads.last + excluded.last
    RETURNING user_id, last
), told AS (
    INSERT INTO notices (user_id, seq, kind, game_id, payload, at)
    SELECT m.user_id, h.last - w.k + row_number() OVER (PARTITION BY m.user_id ORDER BY m.n),
        'your_turn', m.game_id, m.payload, $9::bigint
    FROM mine m
    JOIN want w ON w.user_id = m.user_id
    JOIN heads h ON h.user_id = m.user_id
    ORDER BY m.n
), hooked AS (
    INSERT INTO webhook_deliveries
        (user_id, game_id, version, url, body, status, attempts, next_at, created_at)
    SELECT t.user_id, t.game_id, t.version, w.url, t.body, $20::varchar, 0, $9::bigint, $9::bigint
    FROM UNNEST($15::varchar[], $16::varchar[], $18::bigint[], $19::text[])
        AS t(game_id, user_id, version, body)
    JOIN bump ON bump.id = t.game_id
    JOIN webhooks w ON w.user_id = t.user_id
)"
    };
}

/// The statement for a batch with receipts (`kept`) or steps begun
/// (`told`) or neither: each a text of its own, prepared once, because
/// PostgreSQL starts an executor for every part of a statement even when
/// its arrays are empty, and most batches hold neither (PostgreSQL's CPU
/// per action 113 → 89 µs, `docs/benchmarks.md`). The parameters keep
/// their numbers in all four; one a text leaves out is sent typed, unused.
fn statement(kept: bool, told: bool) -> &'static str {
    match (kept, told) {
        (false, false) => concat!(bump!(), " SELECT id FROM bump"),
        (true, false) => concat!(bump!(), kept!(), " SELECT id FROM bump"),
        (false, true) => concat!(bump!(), told!(), " SELECT id FROM bump"),
        (true, true) => concat!(bump!(), kept!(), told!(), " SELECT id FROM bump"),
    }
}

async fn execute(db: &DatabaseConnection, batch: Vec<Request>) {
    let n = batch.len();
    let rows: usize = batch.iter().map(|r| r.append.rows.len()).sum();
    let (mut ids, mut expected, mut new_versions, mut playing) = (
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
    );
    let (mut row_games, mut seqs, mut kinds, mut payloads) = (
        Vec::with_capacity(rows),
        Vec::with_capacity(rows),
        Vec::with_capacity(rows),
        Vec::with_capacity(rows),
    );
    let (mut kept_games, mut users, mut keys, mut fingerprints, mut bodies) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let (mut told_games, mut told_users, mut payloads_told, mut told_versions, mut hook_bodies) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for r in &batch {
        let a = &r.append;
        for turn in &a.told.0 {
            told_games.push(a.game.clone());
            told_users.push(turn.user.clone());
            payloads_told.push(turn.payload.clone());
            told_versions.push(turn.version);
            hook_bodies.push(turn.body.clone());
        }
        if let Some(k) = &a.kept {
            kept_games.push(a.game.clone());
            users.push(k.user.clone());
            keys.push(k.key.clone());
            fingerprints.push(k.fingerprint.clone());
            bodies.push(k.body.clone());
        }
        ids.push(a.game.clone());
        expected.push(a.expected);
        new_versions.push(a.new_version);
        playing.push(a.playing_only);
        for row in &a.rows {
            row_games.push(a.game.clone());
            seqs.push(row.seq);
            kinds.push(row.kind.clone());
            payloads.push(row.payload.clone());
        }
    }
    let sql = statement(!kept_games.is_empty(), !told_games.is_empty());
    let values: Vec<sea_orm::Value> = vec![
        ids.into(),
        expected.into(),
        new_versions.into(),
        playing.into(),
        row_games.into(),
        seqs.into(),
        kinds.into(),
        payloads.into(),
        super::now_ms().into(),
        kept_games.into(),
        users.into(),
        keys.into(),
        fingerprints.into(),
        bodies.into(),
        told_games.into(),
        told_users.into(),
        payloads_told.into(),
        told_versions.into(),
        hook_bodies.into(),
        super::webhooks::PENDING.into(),
    ];
    let statement = Statement::from_sql_and_values(DbBackend::Postgres, sql, values);
    match db.query_all_raw(statement).await {
        Ok(applied) => {
            let applied: BTreeSet<String> =
                applied.iter().filter_map(|row| row.try_get::<String>("", "id").ok()).collect();
            for r in batch {
                let _ = r.reply.send(Ok(applied.contains(&r.append.game)));
            }
        }
        // Nothing of the batch was written: each append alone (a lone
        // append cannot deadlock with another instance's batch for long:
        // it locks one row).
        Err(e) if n > 1 => {
            tracing::debug!(error = %e, appends = n, "batched append failed; appending one by one");
            for r in batch {
                let single = vec![r];
                Box::pin(execute(db, single)).await;
            }
        }
        Err(e) => {
            let failure = if super::is_unique_violation(&e) {
                // Only the receipt can collide: the events of a bumped game
                // follow its version.
                Failure::KeyTaken
            } else {
                Failure::Other(e.to_string())
            };
            for r in batch {
                let _ = r.reply.send(Err(failure.clone()));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Append, Appender};

    fn append() -> Append {
        Append {
            game: "g".to_owned(),
            expected: 0,
            new_version: 1,
            playing_only: false,
            rows: Vec::new(),
            kept: None,
            told: super::Told::default(),
        }
    }

    #[test]
    fn an_appender_whose_runtime_is_gone_reports_itself_closed_so_the_store_starts_another() {
        let runtime =
            tokio::runtime::Builder::new_current_thread().enable_all().build().expect("rt");
        let appender =
            runtime.block_on(async { Appender::spawn(sea_orm::DatabaseConnection::default()) });
        assert!(!appender.is_closed());
        drop(runtime);
        assert!(appender.is_closed(), "the task died with its runtime");
        let again = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("rt");
        let answer = again.block_on(appender.append(append()));
        assert!(answer.is_err(), "a stopped appender answers with an error, never hangs");
        // A fresh one on a live runtime answers (here: the statement fails
        // on a disconnected database, as an error, not a hang).
        let fresh =
            again.block_on(async { Appender::spawn(sea_orm::DatabaseConnection::default()) });
        assert!(again.block_on(fresh.append(append())).is_err());
        assert!(!fresh.is_closed());
    }
}
