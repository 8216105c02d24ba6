//! The event store on sea-orm (`SeaGameStore`): SQLite (the embedded
//! default) or PostgreSQL, with the same migrations; entities in
//! `entities.rs`, a family of their own. The database is the source of
//! truth: an append bumps `games.version` under a version guard and inserts
//! the events keyed (game_id, seq) in one transaction, so a stale writer is
//! refused by the database itself and reported as `StoreError::Conflict`. A
//! game's start writes its events and its `playing` status in one statement
//! (`GameStore::start`). On PostgreSQL concurrent appends are group-committed
//! (`batch.rs`), and connections plan each statement once (`plan_cache_mode =
//! force_generic_plan`): the group-commit statement was otherwise re-planned
//! on every execution.
//!
//! Stored rows carry a `format` (migration `m20261123_000001_formats`):
//! events decode through `upcast(board, format, payload)` (format 1 today), and
//! only snapshots of today's layouts (`domain::game::SNAPSHOT_FORMATS`: 2, an
//! edition's state, `rules::Game`; 3, TEG II's, `teg2::Hosted`) are read; an
//! older one, or one that no longer decodes, is set aside and the game
//! replays from its events. A keyed action's receipt row is inserted in its
//! events' transaction (`append_if_playing`; `idempotency.rs`).

mod batch;
mod entities;
mod fairplay;
mod game_store;
mod idempotency;
mod invitations;
mod moderation;
mod notice_batch;
mod notices;
mod oauth;
mod players;
mod push;
mod ratings;
mod readers;
mod reads;
mod reports;
mod request_keys;
mod schedule;
mod sessions;
mod sign_ins;
mod task;
mod tickets;
mod ties;
mod totals;
mod tournaments;
mod users;
mod webhooks;
mod whispers;
mod writes;

pub use invitations::{Invitation, PENDING, SeaInvitations};
pub use moderation::SeaModeration;
pub use notices::{SeaNotices, StoredNotice};
pub use oauth::{App, Code, Grant, SeaOAuth, Taken};
pub use push::{
    Claimed as ClaimedPush, MOST_PER_USER as MOST_PUSH_SUBSCRIPTIONS, NewSubscription, Quiet,
    Refused as SubscribeRefused, SeaPush, Subscription,
};
pub use request_keys::{Held, KeptAnswer, SeaRequestKeys};
pub use sessions::SeaSessions;
pub use sign_ins::SeaSignIns;
pub use users::SeaUserStore;
pub use webhooks::{Attempt, Claimed, Delivery, SeaWebhooks, Webhook};

use domain::board::Board;
use domain::color::Color;
use domain::game::{Event, Game, Options};
use domain::ports::{
    Acted, Append, AuditEntry, DueGame, DueUpdate, GameId, GameMeta, GameStatus, GameStore,
    KeyLookup, LifeChange, LoadedGame, NoticeStore, Receipt, Refusal, ScheduleStore, Seat,
    StoreError, TurnClock, TurnNotice, UserId,
};
use domain::shared::BotLevel;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectOptions, ConnectionTrait, Database, DatabaseConnection,
    DbBackend, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, SqlErr,
    TransactionTrait,
};

use serde::{Deserialize, Serialize};
use teg_migrations::{Migrator, MigratorTrait};

use entities::{game_events, games, snapshots};

use crate::editions;

/// Connections to PostgreSQL an instance opens at most unless told.
pub const MAX_CONNECTIONS: u32 = 32;

/// The sea-orm implementation of [`GameStore`].
#[derive(Debug, Clone)]
pub struct SeaGameStore {
    db: DatabaseConnection,
    /// PostgreSQL's group commit, started with the first append (and again
    /// should the task it runs on ever stop with its worker thread).
    appender: task::Slot<batch::Request>,
    /// The notices' group commit, started as the appender is.
    notice_writer: task::Slot<notice_batch::Request>,
    /// Large game-list totals, reused for a moment.
    totals: std::sync::Arc<totals::Totals>,
    /// The kind of each game met, for the board its stored ids are read on.
    kinds: std::sync::Arc<editions::Kinds>,
}

/// Wall-clock milliseconds for the rows' `created_at` (bookkeeping only:
/// nothing in the game depends on it).
pub(crate) fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

pub(crate) fn other(context: &str, e: impl std::fmt::Display + 'static) -> StoreError {
    // A connection that cannot be had in time is an outage, worth a retry
    // (503), not a bug (500).
    let typed = (&e as &dyn std::any::Any)
        .downcast_ref::<DbErr>()
        .is_some_and(|db| matches!(db, DbErr::ConnectionAcquire(_) | DbErr::Conn(_)));
    // A pooled connection whose peer went away fails its next statement
    // with an IO error, which sea-orm reports as a statement error.
    let text = e.to_string();
    let outage = typed
        || ["error communicating with database", "pool timed out", "Connection refused"]
            .iter()
            .any(|needle| text.contains(needle));
    if outage {
        StoreError::Unavailable(format!("{context}: {e}"))
    } else {
        StoreError::Other(format!("{context}: {e}"))
    }
}

pub(crate) fn is_unique_violation(e: &DbErr) -> bool {
    matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_)))
}

/// The status an append requires of its game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Guard {
    /// Any (operators' forfeits, the engine's own passes).
    Any,
    /// `playing`: players' commands.
    Playing,
    /// `lobby`, which the append turns `playing`: a game's start.
    Lobby,
    /// `from`, which the append turns `to`: a change of the game's life
    /// (SVC-LIFE), its event with it.
    Status {
        /// The status required.
        from: GameStatus,
        /// The status it becomes.
        to: GameStatus,
    },
}

impl Guard {
    fn admits(self, status: GameStatus) -> bool {
        match self {
            Guard::Any => true,
            Guard::Playing => status == GameStatus::Playing,
            Guard::Lobby => status == GameStatus::Lobby,
            Guard::Status { from, .. } => status == from,
        }
    }

    /// A players' or the engine's append, which may share a group commit.
    fn is_play(self) -> bool {
        matches!(self, Guard::Any | Guard::Playing)
    }
}

/// A seat as stored in `games.seats` (JSON).
#[derive(Debug, Serialize, Deserialize)]
struct SeatRow {
    user: String,
    /// Absent for a seat with no colour (TEG II's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    color: Option<Color>,
    /// A bot seated in the lobby (absent in rows written before bots).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    bot: Option<BotLevel>,
}

/// `games.visibility` of a private table (SVC-INVITE), and of a listed one.
const PRIVATE: &str = "private";
const PUBLIC: &str = "public";

/// What an append commits besides its events.
#[derive(Debug, Default, Clone, Copy)]
struct Besides<'a> {
    /// A keyed action's receipt and answer.
    keep: Option<(&'a Receipt, &'a Acted)>,
    /// An operator's audit entry.
    audit: Option<&'a AuditEntry>,
    /// The steps the batch begins, told with it (SVC-NOTIFY).
    turns: &'a [TurnNotice],
    /// Other notices it tells (SVC-LIFE), each also to its user's webhook.
    notices: &'a [domain::ports::Notice],
}

/// `games.visibility` as stored.
fn visibility(meta: &GameMeta) -> &'static str {
    if meta.access.private { PRIVATE } else { PUBLIC }
}

/// `games.seats` as stored.
fn seats_json(meta: &GameMeta) -> Result<String, StoreError> {
    let seats: Vec<SeatRow> = meta
        .seats
        .iter()
        .map(|s| SeatRow { user: s.user.0.clone(), color: s.color, bot: s.bot })
        .collect();
    serde_json::to_string(&seats).map_err(|e| other("encode seats", e))
}

fn status_from(s: &str) -> Result<GameStatus, StoreError> {
    GameStatus::parse(s)
        .ok_or_else(|| StoreError::Other(format!("unknown game status `{s}` in the database")))
}

fn to_i64(n: u64) -> Result<i64, StoreError> {
    i64::try_from(n).map_err(|_| StoreError::Other(format!("version {n} out of range")))
}

fn to_u64(n: i64) -> Result<u64, StoreError> {
    u64::try_from(n).map_err(|_| StoreError::Other(format!("negative version {n} in the database")))
}

/// The `type` of an encoded event: an internally tagged enum writes its tag
/// first, so it is read off the text instead of building a JSON tree.
fn event_kind(payload: &str) -> &str {
    payload
        .strip_prefix("{\"type\":\"")
        .and_then(|rest| rest.split_once('"'))
        .map_or("unknown", |(kind, _)| kind)
}

/// The encoding of events written today. Rows name the format that wrote
/// them; [`upcast`] reads every format ever written. The PostgreSQL group
/// commit (`batch.rs`) leaves the column to its default, 1: the assertion
/// below stops a new format from landing without setting it there.
pub const EVENT_FORMAT: i32 = 1;
const _: () = assert!(EVENT_FORMAT == 1, "batch.rs must write the new event format");

/// A stored event, decoded from the format that wrote it. Format 1 is
/// today's encoding; a later format change adds an arm here that turns an
/// old payload into today's event (an upcast), so no stored game is lost.
fn upcast(board: &Board, format: i32, payload: &str) -> Result<Event, StoreError> {
    match format {
        1 => domain::wire::from_str(board, payload).map_err(|e| other("decode event", e)),
        newer => Err(other("decode event", format!("event format {newer} is unknown here"))),
    }
}

/// The rows of `events` appended to game `id` after `expected_version`,
/// written at `now`.
fn event_rows(
    id: &GameId,
    expected_version: u64,
    events: &[Event],
    now: i64,
) -> Result<Vec<game_events::ActiveModel>, StoreError> {
    Ok(encode_rows(expected_version, events)?
        .into_iter()
        .map(|r| game_events::ActiveModel {
            game_id: Set(id.0.clone()),
            seq: Set(r.seq),
            kind: Set(r.kind),
            payload: Set(r.payload),
            created_at: Set(now),
            format: Set(EVENT_FORMAT),
        })
        .collect())
}

/// The event rows of an append after `expected_version` (each id writes
/// its own board's slug).
fn encode_rows(expected_version: u64, events: &[Event]) -> Result<Vec<batch::Row>, StoreError> {
    events
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let payload = serde_json::to_string(e).map_err(|e| other("encode event", e))?;
            let kind = event_kind(&payload).to_owned();
            let seq = to_i64(expected_version + 1 + u64::try_from(i).unwrap_or(0))?;
            Ok(batch::Row { seq, kind, payload })
        })
        .collect()
}

/// The key of the session lock under which PostgreSQL is migrated ("teg!").
const MIGRATION_LOCK: i64 = 0x7465_6721;

/// Runs the migrations. On PostgreSQL they run on a connection of their own
/// holding a session advisory lock, so that instances started together on
/// an empty database (two replicas, a compose stack) migrate one after the
/// other instead of failing on each other's `CREATE TABLE`; the later ones
/// find nothing left to do.
async fn migrate(url: &str, db: &DatabaseConnection) -> Result<(), StoreError> {
    if db.get_database_backend() != DbBackend::Postgres {
        return Migrator::up(db, None).await.map_err(|e| other("migrate", e));
    }
    let mut options = ConnectOptions::new(url.to_owned());
    // One connection: the lock is the session's, and every migration
    // statement must run in that session. Waiting for another instance's
    // migrations takes as long as they take.
    options
        .sqlx_logging(false)
        .max_connections(1)
        .min_connections(1)
        .connect_timeout(std::time::Duration::from_secs(1))
        .acquire_timeout(std::time::Duration::from_secs(600));
    let session = Database::connect(options).await.map_err(|e| other("connect", e))?;
    session
        .execute_unprepared(&format!("SELECT pg_advisory_lock({MIGRATION_LOCK})"))
        .await
        .map_err(|e| other("migration lock", e))?;
    let migrated = Migrator::up(&session, None).await.map_err(|e| other("migrate", e));
    // Closing the session releases the lock in any case.
    let _ = session.close().await;
    migrated
}

impl SeaGameStore {
    /// Connects to `url` (`sqlite://…?mode=rwc` or `postgres://…`) and runs
    /// the migrations, with [`MAX_CONNECTIONS`] to PostgreSQL.
    ///
    /// # Errors
    /// The database is unreachable or a migration fails.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        Self::connect_with(url, MAX_CONNECTIONS).await
    }

    /// As [`SeaGameStore::connect`], with at most `most` connections to
    /// PostgreSQL (`TEG_DATABASE_MAX_CONNECTIONS`: the instances of a
    /// cluster share the server's `max_connections`).
    ///
    /// # Errors
    /// The database is unreachable or a migration fails.
    pub async fn connect_with(url: &str, most: u32) -> Result<Self, StoreError> {
        let mut options = ConnectOptions::new(url.to_owned());
        // sqlx logs every statement at INFO otherwise.
        options.sqlx_logging(false);
        // With the database gone, a request fails within about a second
        // (503 `DATABASE_UNAVAILABLE`) instead of waiting 30 s for a
        // connection.
        options
            .acquire_timeout(std::time::Duration::from_secs(1))
            .connect_timeout(std::time::Duration::from_secs(1));
        // Enough connections for concurrent requests to overlap their round
        // trips; SQLite serialises writers anyway.
        if url.starts_with("postgres") {
            options.max_connections(most.max(1)).min_connections(4.min(most.max(1)));
            // Every statement here has a fixed shape and is looked up by key,
            // so a plan made once per connection serves all executions. Left
            // to itself PostgreSQL re-plans the group-commit statement on
            // every execution (its arrays make the custom plan look cheaper),
            // which was a fifth of the database's CPU under load.
            options.map_sqlx_postgres_opts(|pg| {
                pg.options([("plan_cache_mode", "force_generic_plan")])
            });
        }
        let db = Database::connect(options).await.map_err(|e| other("connect", e))?;
        migrate(url, &db).await?;
        Ok(Self::new(db))
    }

    /// Wraps an open, migrated connection.
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self {
            db,
            appender: task::Slot::default(),
            notice_writer: task::Slot::default(),
            totals: std::sync::Arc::default(),
            kinds: std::sync::Arc::default(),
        }
    }

    /// The group-commit task, started on this runtime when there is none
    /// running: a task lives on the worker thread that spawned it.
    fn appender(&self) -> batch::Appender {
        self.appender.running(|| batch::Appender::spawn(self.db.clone()))
    }

    /// The notices' group-commit task, started as [`Self::appender`] is.
    fn notice_writer(&self) -> notice_batch::NoticeWriter {
        self.notice_writer.running(|| notice_batch::NoticeWriter::spawn(self.db.clone()))
    }

    /// The connection (readiness checks).
    #[must_use]
    pub fn connection(&self) -> &DatabaseConnection {
        &self.db
    }

    /// The version guard, the status guard and the event rows (and what
    /// commits with them), atomically.
    async fn append_guarded(
        &self,
        id: &GameId,
        expected_version: u64,
        events: &[Event],
        guard: Guard,
        with: Besides<'_>,
    ) -> Result<u64, StoreError> {
        let Besides { keep, audit, turns, notices: told } = with;
        let count = u64::try_from(events.len()).unwrap_or(u64::MAX);
        let new_version = expected_version.saturating_add(count);
        if events.is_empty() && keep.is_none() && audit.is_none() && guard.is_play() {
            return Ok(expected_version);
        }
        let kept = keep
            .map(|(receipt, acted)| idempotency::encode_applied(acted).map(|body| (receipt, body)))
            .transpose()?;
        // Players' commands share group commits; a start or an operator's
        // append (rare) takes a transaction of its own.
        let grouped = guard.is_play() && audit.is_none();
        if self.db.get_database_backend() == DbBackend::Postgres && grouped {
            let append = batch::Append {
                game: id.0.clone(),
                expected: to_i64(expected_version)?,
                new_version: to_i64(new_version)?,
                playing_only: guard == Guard::Playing,
                rows: encode_rows(expected_version, events)?,
                kept: kept.map(|(receipt, body)| batch::KeptRow {
                    user: receipt.user.0.clone(),
                    key: receipt.key.clone(),
                    fingerprint: receipt.fingerprint.clone(),
                    body,
                }),
                told: batch::Told::of(turns)?,
            };
            return match self.appender().append(append).await {
                Ok(true) => Ok(new_version),
                Ok(false) => Err(self.refusal(id, expected_version, guard).await),
                Err(batch::Failure::KeyTaken) => Err(StoreError::KeyTaken),
                Err(batch::Failure::Other(e)) => Err(other("append events", e)),
            };
        }
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        let now = now_ms();
        let rows = event_rows(id, expected_version, events, now)?;
        // The version guard first, then the rows (SQLite serialises writers).
        let mut bump = games::Entity::update_many()
            .col_expr(games::Column::Version, Expr::value(to_i64(new_version)?))
            // The last action's time: what "stalled" is measured from.
            .col_expr(games::Column::UpdatedAt, Expr::value(now))
            .filter(games::Column::Id.eq(id.0.clone()))
            .filter(games::Column::Version.eq(to_i64(expected_version)?));
        bump = match guard {
            Guard::Any => bump,
            Guard::Playing => bump.filter(games::Column::Status.eq(GameStatus::Playing.as_str())),
            Guard::Lobby => bump
                .col_expr(games::Column::Status, Expr::value(GameStatus::Playing.as_str()))
                .filter(games::Column::Status.eq(GameStatus::Lobby.as_str())),
            Guard::Status { from, to } => bump
                .col_expr(games::Column::Status, Expr::value(to.as_str()))
                .filter(games::Column::Status.eq(from.as_str())),
        };
        let updated = bump.exec(&txn).await.map_err(|e| other("bump version", e))?;
        if updated.rows_affected != 1 {
            drop(txn);
            return Err(self.refusal(id, expected_version, guard).await);
        }
        if !rows.is_empty() {
            match game_events::Entity::insert_many(rows).exec(&txn).await {
                Ok(_) => {}
                Err(e) if is_unique_violation(&e) => {
                    drop(txn);
                    return Err(self.refusal(id, expected_version, guard).await);
                }
                Err(e) => return Err(other("insert events", e)),
            }
        }
        if let Some((receipt, body)) = kept {
            let row = idempotency::row(receipt, idempotency::APPLIED, body);
            match entities::idempotency_keys::Entity::insert(row).exec(&txn).await {
                Ok(_) => {}
                // Another request with this key committed first: nothing of
                // this one is written.
                Err(e) if is_unique_violation(&e) => return Err(StoreError::KeyTaken),
                Err(e) => return Err(other("keep the answer", e)),
            }
        }
        if let Some(entry) = audit {
            moderation::insert_audit(&txn, entry).await?;
        }
        // The steps it began are told in the same transaction.
        let mut feed: Vec<domain::ports::Notice> =
            turns.iter().map(domain::ports::Notice::of_turn).collect();
        feed.extend_from_slice(told);
        let numbers = notices::push(&txn, &feed, now).await?;
        for turn in turns {
            webhooks::enqueue(&txn, turn, now).await?;
        }
        // A change of the game's life goes to webhooks as the feed has it.
        for (notice, number) in told.iter().zip(&numbers[turns.len()..]) {
            webhooks::enqueue_life(&txn, notice, *number, now).await?;
        }
        txn.commit().await.map_err(|e| other("commit", e))?;
        Ok(new_version)
    }

    /// Starts the lobby `id` that `txn` created with `events`, inside `txn`
    /// (as [`GameStore::start`] does in a transaction of its own).
    pub(super) async fn start_in(
        txn: &sea_orm::DatabaseTransaction,
        id: &GameId,
        events: &[Event],
    ) -> Result<(), StoreError> {
        let now = now_ms();
        let version = to_i64(u64::try_from(events.len()).unwrap_or(u64::MAX))?;
        let change = games::Entity::update_many()
            .col_expr(games::Column::Version, Expr::value(version))
            .col_expr(games::Column::UpdatedAt, Expr::value(now))
            .col_expr(games::Column::Status, Expr::value(GameStatus::Playing.as_str()))
            .filter(games::Column::Id.eq(id.0.clone()))
            .filter(games::Column::Status.eq(GameStatus::Lobby.as_str()));
        writes::changed(txn, change, "start a game").await?;
        let rows = event_rows(id, 0, events, now)?;
        if !rows.is_empty() {
            game_events::Entity::insert_many(rows)
                .exec(txn)
                .await
                .map_err(|e| other("insert events", e))?;
        }
        Ok(())
    }

    /// Why a guarded append inserted nothing: the status (when it was
    /// guarded) or the version.
    async fn refusal(&self, id: &GameId, expected_version: u64, guard: Guard) -> StoreError {
        match self.game_row(id).await {
            Ok(row) => match status_from(&row.status) {
                Ok(status) if !guard.admits(status) => StoreError::NotPlaying(status),
                Ok(_) => StoreError::Conflict {
                    expected: expected_version,
                    actual: u64::try_from(row.version).unwrap_or(0),
                },
                Err(e) => e,
            },
            Err(e) => e,
        }
    }

    async fn current_version(&self, id: &GameId) -> Result<u64, StoreError> {
        to_u64(self.game_row(id).await?.version)
    }

    async fn game_row(&self, id: &GameId) -> Result<games::Model, StoreError> {
        games::Entity::find_by_id(id.0.clone())
            .one(&self.db)
            .await
            .map_err(|e| other("read game", e))?
            .ok_or(StoreError::NotFound)
    }

    /// Creates a game's rows (`GameStore::create`) inside `txn`.
    async fn create_in(
        &self,
        txn: &sea_orm::DatabaseTransaction,
        meta: &GameMeta,
    ) -> Result<(), StoreError> {
        self.kinds.remember(&meta.id.0, &meta.ruleset);
        let mut row = Self::meta_row(meta)?;
        row.version = Set(0);
        match games::Entity::insert(row).exec(txn).await {
            Ok(_) => {}
            Err(e) if is_unique_violation(&e) => return Err(StoreError::AlreadyExists),
            Err(e) => return Err(other("create game", e)),
        }
        players::seat(txn, meta).await
    }

    fn meta_row(meta: &GameMeta) -> Result<games::ActiveModel, StoreError> {
        let clock = meta
            .clock
            .map(|c| serde_json::to_string(&c).map_err(|e| other("encode clock", e)))
            .transpose()?;
        // A game with a clock or bots is planned from its start on.
        let automated = meta.clock.is_some() || meta.seats.iter().any(|s| s.bot.is_some());
        Ok(games::ActiveModel {
            id: Set(meta.id.0.clone()),
            ruleset: Set(meta.ruleset.clone()),
            status: Set(meta.status.as_str().to_owned()),
            max_players: Set(i32::try_from(meta.max_players).unwrap_or(i32::MAX)),
            options: Set(
                serde_json::to_string(&meta.options).map_err(|e| other("encode options", e))?
            ),
            creator_id: Set(meta.creator.0.clone()),
            seats: Set(seats_json(meta)?),
            version: sea_orm::ActiveValue::NotSet,
            created_at: Set(meta.created_at_ms),
            updated_at: Set(meta.created_at_ms),
            clock: Set(clock),
            deadline_at: Set(None),
            due_at: Set(None),
            due_version: Set(automated.then_some(0)),
            due_lease: Set(None),
            visibility: Set(visibility(meta).to_owned()),
            join_code: Set(meta.access.join_code.clone()),
            rematch_of: Set(meta.access.rematch_of.as_ref().map(|g| g.0.clone())),
            rated: Set(meta.rated),
        })
    }

    /// The board of `id`'s edition: remembered, or read where it is stored.
    async fn board_of(&self, id: &GameId) -> Result<&'static Board, StoreError> {
        if let Some(board) = self.kinds.board(&id.0) {
            return Ok(board);
        }
        let row = self.game_row(id).await?;
        self.kinds.remember(&row.id, &row.ruleset);
        Self::meta_of(&row).map(|meta| meta.board())
    }

    /// Games in play whose last action was before `idle_since_ms`, the
    /// longest idle first, each with that action's time (ms): (page, total
    /// count). The dashboard's "stalled" list.
    ///
    /// # Errors
    /// The database failed.
    pub async fn stalled(
        &self,
        idle_since_ms: i64,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<(GameMeta, i64)>, u64), StoreError> {
        let query = games::Entity::find()
            .filter(games::Column::Status.eq(GameStatus::Playing.as_str()))
            .filter(games::Column::UpdatedAt.lt(idle_since_ms));
        let order = |q: sea_orm::Select<games::Entity>| {
            q.order_by_asc(games::Column::UpdatedAt).order_by_asc(games::Column::Id)
        };
        let (rows, total) =
            reads::counted_page(&self.db, query, order, (offset, limit), "stalled").await?;
        let games = rows
            .iter()
            .map(|r| Self::meta_of(r).map(|m| (m, r.updated_at)))
            .collect::<Result<Vec<_>, _>>()?;
        Ok((games, total))
    }

    fn meta_of(row: &games::Model) -> Result<GameMeta, StoreError> {
        let seats: Vec<SeatRow> =
            serde_json::from_str(&row.seats).map_err(|e| other("decode seats", e))?;
        let options: Options =
            serde_json::from_str(&row.options).map_err(|e| other("decode options", e))?;
        let clock: Option<TurnClock> = row
            .clock
            .as_deref()
            .map(serde_json::from_str)
            .transpose()
            .map_err(|e| other("decode clock", e))?;
        Ok(GameMeta {
            id: GameId(row.id.clone()),
            ruleset: row.ruleset.clone(),
            max_players: usize::try_from(row.max_players).unwrap_or(0),
            options,
            creator: UserId(row.creator_id.clone()),
            seats: seats
                .into_iter()
                .map(|s| Seat { user: UserId(s.user), color: s.color, bot: s.bot })
                .collect(),
            status: status_from(&row.status)?,
            created_at_ms: row.created_at,
            clock,
            deadline_ms: row.deadline_at,
            access: domain::ports::Access {
                private: row.visibility == PRIVATE,
                join_code: row.join_code.clone(),
                rematch_of: row.rematch_of.clone().map(GameId),
            },
            rated: row.rated,
        })
    }

    async fn events_after(&self, id: &GameId, since: u64) -> Result<Vec<Event>, StoreError> {
        let rows = game_events::Entity::find()
            .filter(game_events::Column::GameId.eq(id.0.clone()))
            .filter(game_events::Column::Seq.gt(to_i64(since)?))
            .order_by_asc(game_events::Column::Seq)
            .all(&self.db)
            .await
            .map_err(|e| other("read events", e))?;
        let board = self.board_of(id).await?;
        rows.iter().map(|r| upcast(board, r.format, &r.payload)).collect()
    }
}

#[cfg(test)]
mod tests {
    use domain::Seed;
    use domain::sim::play_random_game;

    #[test]
    fn every_stored_event_kind_is_its_json_type_tag_read_off_the_text() {
        let setup = domain::rules::GameSetup {
            players: vec![domain::Color::Red, domain::Color::Blue, domain::Color::Green],
            options: domain::rules::Options::default(),
        };
        let played = play_random_game(&setup, Seed([7; 32])).expect("plays");
        let events = domain::game::risk_events(played.events);
        let rows = super::encode_rows(0, &events).expect("encodes");
        let mut kinds = std::collections::BTreeSet::new();
        for (row, event) in rows.iter().zip(&events) {
            let tree = serde_json::to_value(event).expect("encodes");
            assert_eq!(row.kind, tree["type"].as_str().expect("a type tag"));
            assert_eq!(serde_json::from_str::<serde_json::Value>(&row.payload).ok(), Some(tree));
            kinds.insert(row.kind.clone());
        }
        assert!(kinds.len() > 10, "a whole game covers many kinds: {kinds:?}");
        assert_eq!(super::event_kind("[1]"), "unknown");
    }
}
