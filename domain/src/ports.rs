//! Ports: what the use cases need from the outside world, as small role
//! traits: `GameStore` (`meta`/`head` without events, `load`, append with
//! an expected version), `ScheduleStore` (due times and claims),
//! `NoticeStore` (feeds), `RatingStore`, `TicketStore`, `TournamentStore`,
//! `TieStore` (who blocks or follows whom), `FairPlayStore` (abandoned seats),
//! `WhisperStore` (private words between seats),
//! `UserStore`, `SessionStore` (sign-ins and personal access tokens),
//! `AuditLog`, `ChatStore`, `ReportStore` (players' reports and operators'
//! notes), `EventBus`, `Clock` and `SeedSource`. Each block of use cases in
//! `app` bounds its store by the roles it calls: a read asks for
//! `GameStore` alone, ratings for `GameStore + RatingStore`, playing for
//! [`PlayStore`]. The service plugs in adapters (sea-orm, Redis, the system
//! clock, the OS RNG) and the in-process ones of [`local`]; tests use the
//! in-memory stores of `memory` (the `memory` feature).

use std::future::Future;

use crate::color::Color;
use crate::game::{Event, Game, Kind, Options};
use crate::rng::Seed;
use crate::rules::{BotLevel, OnTimeout};
use crate::shared::SeatKey;

mod bus;
mod fairplay;
pub mod local;
#[cfg(any(test, feature = "memory"))]
pub mod memory;
mod moderation;
mod notices;
mod ratings;
mod sessions;
mod tickets;
mod ties;
mod tournaments;
mod users;
mod whispers;

pub use bus::{BusError, BusMessage, EventBus, Subscription};
pub use fairplay::{CooldownSet, FairPlayStore};
pub use moderation::{
    AuditEntry, AuditFilter, AuditLog, ChatMessage, ChatStore, Closed, Report, ReportFilter,
    ReportReason, ReportStatus, ReportStore, UserNote, deletion_reason,
};
pub use notices::{Notice, NoticeKind, RatingMove};
pub use ratings::{Leader, PlayerRating, RatedGame, RatingChange, RatingStore, Recorded};
pub use sessions::{Rotation, Scope, Scopes, Secret, Session, SessionStore};
pub use tickets::{Ticket, TicketStatus, TicketStore};
pub use ties::{Tie, TieKind, TieStore};
pub use tournaments::{Entrant, Tournament, TournamentStatus, TournamentStore, TournamentTable};
pub use users::{Role, User, UserFilter, UserStore};
pub use whispers::{Whisper, WhisperPair, WhisperStore, pairs_of};

/// A game's id.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GameId(pub String);

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A user's id.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct UserId(pub String);

/// Where a game is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameStatus {
    /// Seats open.
    Lobby,
    /// Being played.
    Playing,
    /// Over.
    Finished,
    /// Stopped by an operator.
    Aborted,
    /// Paused by an operator.
    Paused,
}

impl GameStatus {
    /// Parses the wire name.
    #[must_use]
    pub fn parse(s: &str) -> Option<GameStatus> {
        [
            GameStatus::Lobby,
            GameStatus::Playing,
            GameStatus::Finished,
            GameStatus::Aborted,
            GameStatus::Paused,
        ]
        .into_iter()
        .find(|g| g.as_str() == s)
    }

    /// Wire name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Playing => "playing",
            GameStatus::Finished => "finished",
            GameStatus::Aborted => "aborted",
            GameStatus::Paused => "paused",
        }
    }
}

/// A seat at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    /// Who sits: an account, or for a bot's seat its [`Seat::bot_user`] id.
    pub user: UserId,
    /// Their colour, in the Risk-like editions (TEG II's seats have none:
    /// a seat is its index, API "Seats").
    pub color: Option<Color>,
    /// A bot seated in the lobby (SVC-BOTS): it plays the seat from the
    /// start, and no account may reclaim it.
    pub bot: Option<BotLevel>,
}

impl Seat {
    /// A person's seat.
    #[must_use]
    pub fn human(user: UserId, color: Option<Color>) -> Self {
        Self { user, color, bot: None }
    }

    /// A bot's seat at index `seat`, under the id [`Seat::bot_user`].
    #[must_use]
    pub fn bot(seat: usize, color: Option<Color>, level: BotLevel) -> Self {
        Self { user: Self::bot_user(seat, color), color, bot: Some(level) }
    }

    /// The user id a bot's seat is held under: `bot:<colour>`, or
    /// `bot:seat-<index>` for a seat with no colour; no account has such an
    /// id (accounts' ids are UUIDs).
    #[must_use]
    pub fn bot_user(seat: usize, color: Option<Color>) -> UserId {
        UserId(match color {
            Some(c) => format!("bot:{}", c.as_str()),
            None => format!("bot:seat-{seat}"),
        })
    }
}

/// A game's turn clock as created (SVC-CLOCK).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TurnClock {
    /// Seconds each step may take (5 to 604,800).
    pub turn_seconds: u32,
    /// What a timeout does.
    pub on_timeout: OnTimeout,
    /// Timeouts in a row before the takeover or the forfeit (1 to 100).
    pub max_timeouts: u32,
}

impl TurnClock {
    /// Shortest step (SVC-CLOCK).
    pub const MIN_SECONDS: u32 = 5;
    /// Longest step: a week.
    pub const MAX_SECONDS: u32 = 604_800;
    /// Most timeouts in a row.
    pub const MAX_TIMEOUTS: u32 = 100;

    /// Whether every figure is within SVC-CLOCK's bounds.
    #[must_use]
    pub fn is_valid(&self) -> bool {
        (Self::MIN_SECONDS..=Self::MAX_SECONDS).contains(&self.turn_seconds)
            && (1..=Self::MAX_TIMEOUTS).contains(&self.max_timeouts)
    }

    /// The step's length in ms.
    #[must_use]
    pub fn turn_ms(&self) -> i64 {
        i64::from(self.turn_seconds) * 1000
    }
}

/// When the scheduler must next look at a game, written after each of its
/// commits (SVC-CLOCK, SVC-BOTS).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DueUpdate {
    /// The version the plan was made for: the write is skipped when the
    /// game has moved on (the later commit writes its own).
    pub version: u64,
    /// The acting human's deadline.
    pub deadline: Deadline,
    /// When a bot acts next, if one has something to do; it comes before
    /// the deadline.
    pub bot_at_ms: Option<i64>,
}

/// What happens to the stored deadline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deadline {
    /// The step goes on: the deadline stays.
    Keep,
    /// A new step (or none): this deadline, ms since the epoch, or none.
    Set(Option<i64>),
}

/// A game the scheduler has work for, at the version it was planned at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DueGame {
    /// The game.
    pub id: GameId,
    /// The version the due time was planned at; `None` when the plan is
    /// missing for the stored version (a crash between a commit and its
    /// plan): it is planned again.
    pub version: Option<u64>,
    /// When it fell due, ms since the epoch.
    pub due_at_ms: i64,
}

/// A person's turn has begun (SVC-NOTIFY): what the "your turn" webhook
/// and live channels announce.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnNotice {
    /// The game.
    pub game_id: GameId,
    /// The version at which the step began.
    pub version: u64,
    /// Who must act.
    pub seat: SeatKey,
    /// Their account.
    pub user: UserId,
    /// Their deadline under the game's clock, ms since the epoch.
    pub deadline_ms: Option<i64>,
}

/// Everything about a game that is not in its event log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameMeta {
    /// Id.
    pub id: GameId,
    /// Ruleset slug.
    pub ruleset: String,
    /// Seats available (2..=6).
    pub max_players: usize,
    /// House rules.
    pub options: Options,
    /// Who created it (and may start it).
    pub creator: UserId,
    /// Seated players.
    pub seats: Vec<Seat>,
    /// Life-cycle status.
    pub status: GameStatus,
    /// Creation time, ms since the epoch.
    pub created_at_ms: i64,
    /// The turn clock, if the game has one.
    pub clock: Option<TurnClock>,
    /// The acting human's deadline, ms since the epoch (read from the
    /// store; written by [`ScheduleStore::set_due`] only).
    pub deadline_ms: Option<i64>,
    /// Who may find and join the lobby (SVC-INVITE).
    pub access: Access,
    /// Rated (SVC-RATING): no guest sits, and the finish order moves its
    /// people's ratings.
    pub rated: bool,
}

/// Who may find and join a lobby (SVC-INVITE), and where it came from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Access {
    /// Never listed; joined by invitation or with [`Access::join_code`].
    pub private: bool,
    /// A private table's code, shown to its creator.
    pub join_code: Option<String>,
    /// The finished game this lobby is the rematch of (SVC-REMATCH).
    pub rematch_of: Option<GameId>,
}

impl GameMeta {
    /// Which game the table plays: an edition or TEG II.
    #[must_use]
    pub fn kind(&self) -> Kind {
        Kind::stored(&self.ruleset)
    }

    /// The game's edition, for a Risk-like game.
    #[must_use]
    pub fn edition(&self) -> Option<crate::RulesetId> {
        self.kind().edition()
    }

    /// The game's edition; Revancha's for a TEG II game, whose wire names
    /// no country (the wire board, until each wire type carries its own).
    #[must_use]
    pub fn ruleset_id(&self) -> crate::RulesetId {
        crate::RulesetId::stored(&self.ruleset)
    }

    /// The board of the game's edition (as [`GameMeta::ruleset_id`]).
    #[must_use]
    pub fn board(&self) -> &'static crate::Board {
        self.ruleset_id().ruleset().board
    }

    /// Every seat's key, in joining order.
    pub fn keys(&self) -> impl Iterator<Item = SeatKey> + '_ {
        self.seats.iter().enumerate().map(|(i, s)| SeatKey::new(i, s.color))
    }

    /// The seat a user plays, if seated.
    #[must_use]
    pub fn seat_of(&self, user: &UserId) -> Option<SeatKey> {
        let i = self.seats.iter().position(|s| &s.user == user)?;
        Some(SeatKey::new(i, self.seats[i].color))
    }

    /// Seat `seat`'s key, if the table has it.
    #[must_use]
    pub fn key(&self, seat: usize) -> Option<SeatKey> {
        self.seats.get(seat).map(|s| SeatKey::new(seat, s.color))
    }

    /// The seat of colour `color`, if one has it.
    #[must_use]
    pub fn key_of_color(&self, color: Color) -> Option<SeatKey> {
        self.keys().find(|k| k.color == Some(color))
    }

    /// The seat `pick` names, if the table has it.
    #[must_use]
    pub fn pick(&self, pick: SeatPick) -> Option<SeatKey> {
        match pick {
            SeatPick::Seat(i) => self.key(usize::from(i)),
            SeatPick::Color(c) => self.key_of_color(c),
        }
    }

    /// The seat's user.
    #[must_use]
    pub fn user_at(&self, seat: SeatKey) -> Option<&UserId> {
        self.seats.get(usize::from(seat.seat)).map(|s| &s.user)
    }
}

/// How a request names a seat (API "Seats"): by index, or in the Risk-like
/// editions by colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatPick {
    /// Its 0-based index, in joining order.
    Seat(u8),
    /// Its colour.
    Color(Color),
}

impl From<SeatKey> for SeatPick {
    /// A seat as messages name it: by colour where it has one.
    fn from(key: SeatKey) -> Self {
        key.color.map_or(SeatPick::Seat(key.seat), SeatPick::Color)
    }
}

impl std::fmt::Display for SeatPick {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeatPick::Seat(i) => write!(f, "seat {i}"),
            SeatPick::Color(c) => write!(f, "{c}"),
        }
    }
}

/// A game as loaded: metadata, optional snapshot, and events after it.
#[derive(Debug, Clone)]
pub struct LoadedGame {
    /// Metadata.
    pub meta: GameMeta,
    /// A snapshot of the state at some version, if one was saved.
    pub snapshot: Option<Game>,
    /// Events after the snapshot (or all of them), in order.
    pub events: Vec<Event>,
}

impl LoadedGame {
    /// The current state: the snapshot plus the later events.
    #[must_use]
    pub fn state(&self) -> Game {
        let mut g = self.snapshot.clone().unwrap_or_default();
        for e in &self.events {
            g.apply(e);
        }
        g
    }
}

/// Why a store call failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreError {
    /// No such game.
    NotFound,
    /// Someone appended first: the log is at `actual`, not `expected`.
    Conflict {
        /// The version the writer expected.
        expected: u64,
        /// The version found.
        actual: u64,
    },
    /// The id is taken.
    AlreadyExists,
    /// A conditional append found the game not playing (paused, aborted...).
    NotPlaying(GameStatus),
    /// A keyed append found its idempotency key taken by a request that
    /// committed first: nothing of this append was written.
    KeyTaken,
    /// The store does not answer now (a connection cannot be had in time):
    /// worth retrying shortly.
    Unavailable(String),
    /// Anything else (IO), with its cause.
    Other(String),
}

/// The result of an accepted action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Acted {
    /// Version after the action.
    pub version: u64,
    /// The events, as the acting player sees them.
    pub events: Vec<Event>,
}

/// An idempotency key as one user's request names it, with what identifies
/// the request: the same key on another request is a client's mistake.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Receipt {
    /// Whose key (keys are per user).
    pub user: UserId,
    /// The key the client chose.
    pub key: String,
    /// The game the request acts on.
    pub game: GameId,
    /// A digest of the request (game, command, expected version).
    pub fingerprint: String,
}

/// A refusal as the transports render it (status and body): opaque to the
/// use cases, which keep it under its key and give it back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The status the transport answered with.
    pub status: u16,
    /// The body it sent.
    pub body: String,
}

/// The first answer to a keyed request, kept for its retries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kept {
    /// The action was applied: this is what its caller got.
    Applied(Acted),
    /// The action was refused (and changed nothing).
    Refused(Refusal),
}

/// What an idempotency key holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyLookup {
    /// Nothing yet: the request runs.
    Free,
    /// The first answer to this very request.
    Kept(Kept),
    /// The key was used for a different request.
    OtherRequest,
}

/// The event store. Appends are atomic and conditional on the version.
/// Idempotency keys live here too: a keyed action's events and its answer
/// commit in one transaction, so a crash keeps both or neither.
pub trait GameStore: Send + Sync {
    /// Stores a new game's metadata.
    fn create(&self, meta: GameMeta) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Replaces a game's metadata (seats, status).
    fn update_meta(&self, meta: GameMeta) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Metadata only (cheap: no events), for callers that need no state.
    fn meta(&self, id: &GameId) -> impl Future<Output = Result<GameMeta, StoreError>> + Send;
    /// Metadata and the current version in one cheap read: enough to check
    /// a cached state or answer a conditional request.
    fn head(&self, id: &GameId)
    -> impl Future<Output = Result<(GameMeta, u64), StoreError>> + Send;
    /// Metadata, latest snapshot and the events after it.
    fn load(&self, id: &GameId) -> impl Future<Output = Result<LoadedGame, StoreError>> + Send;
    /// Whether `user` may read the private table `game` without a seat at
    /// it: an invitation to it they have not declined (SVC-INVITE), or a
    /// place among the entrants of the tournament it is a table of.
    fn reads_private(
        &self,
        game: &GameId,
        user: &UserId,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;
    /// Events with version > `since` (version of an event = its 1-based position).
    fn events_since(
        &self,
        id: &GameId,
        since: u64,
    ) -> impl Future<Output = Result<Vec<Event>, StoreError>> + Send;
    /// Appends events if the log is at `expected_version`; returns the new
    /// version. An operator's append (a kick) brings its audit entry, stored
    /// in the same transaction.
    fn append(
        &self,
        id: &GameId,
        expected_version: u64,
        events: &[Event],
        audit: Option<&AuditEntry>,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;
    /// A status change (an operator's pause, resumption or abort; a lobby
    /// closed) from `from` to `to`, with its audit entry and what it tells
    /// ([`LifeChange`]: the event at the end of a started game's log,
    /// SVC-LIFE, and its people's notices), in one transaction: the
    /// version after it. `NotPlaying(actual)` when the game is no longer
    /// `from`; `Conflict` when its log is no longer at `told.version`
    /// (a move came first: read again and retry).
    fn set_status(
        &self,
        id: &GameId,
        change: (GameStatus, GameStatus),
        audit: &AuditEntry,
        told: &LifeChange,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;
    /// As [`GameStore::append`], and only while the game's status is
    /// `playing` (else `NotPlaying`): players' commands, checked in the same
    /// atomic step as the version, so a pause from another instance can
    /// never be overtaken. With `keep`, the receipt and its answer are
    /// stored in the same transaction; a key already taken refuses the
    /// whole append with `KeyTaken`. `turns`, the steps the batch begins,
    /// are told in it too (SVC-NOTIFY): each one's `your_turn` notice on
    /// its user's feed ([`Notice::of_turn`]) and, for a user with a
    /// webhook, its queued delivery (as [`NoticeStore::notify_turn`] does),
    /// so a committed move's notices are never lost and cost no statement
    /// of their own.
    fn append_if_playing(
        &self,
        append: &Append<'_>,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;
    /// A lobby's first events, and its status `playing`, in one atomic step;
    /// only from the lobby with no events (else `NotPlaying(status)` or a
    /// `Conflict`).
    fn start(
        &self,
        id: &GameId,
        events: &[Event],
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;
    /// What an idempotency key holds for this request.
    fn receipt(
        &self,
        receipt: &Receipt,
    ) -> impl Future<Output = Result<KeyLookup, StoreError>> + Send;
    /// Keeps a refusal under its key (a refusal changes nothing else, so it
    /// needs no transaction). `Free` when it was kept; what the key holds
    /// when another request took it first.
    fn keep_refusal(
        &self,
        receipt: &Receipt,
        refusal: &Refusal,
    ) -> impl Future<Output = Result<KeyLookup, StoreError>> + Send;
    /// Saves a snapshot of the state at its version.
    fn save_snapshot(
        &self,
        id: &GameId,
        game: &Game,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Games, newest first, as `filter` keeps them: (page, total count).
    fn list(
        &self,
        filter: &GameFilter<'_>,
        offset: u64,
        limit: u64,
    ) -> impl Future<Output = Result<(Vec<GameMeta>, u64), StoreError>> + Send;
    /// The games `user` sits in, optionally of one status, the most
    /// recently active first, at most `limit`.
    fn games_of(
        &self,
        user: &UserId,
        status: Option<GameStatus>,
        limit: u64,
    ) -> impl Future<Output = Result<Vec<PlayedGame>, StoreError>> + Send;
}

/// When games next need the scheduler (clocks, bots, lobbies left to
/// expire), and which instance holds each one meanwhile.
pub trait ScheduleStore: Send + Sync {
    /// Lobbies created before `created_before_ms`, oldest first, at most
    /// `limit` (SVC-LOBBY-TTL).
    fn stale_lobbies(
        &self,
        created_before_ms: i64,
        limit: u64,
    ) -> impl Future<Output = Result<Vec<GameId>, StoreError>> + Send;
    /// Writes when the scheduler must next look at the game, if it is
    /// still at `due.version`; releases any claim on it.
    fn set_due(
        &self,
        id: &GameId,
        due: &DueUpdate,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Playing games whose due time has passed at `now_ms` and that no
    /// instance holds, earliest first, at most `limit`; with `replan`, also
    /// playing games whose plan is missing for their stored version.
    fn due_games(
        &self,
        now_ms: i64,
        limit: u64,
        replan: bool,
    ) -> impl Future<Output = Result<Vec<DueGame>, StoreError>> + Send;
    /// Claims a due game for this instance until `until_ms`, if it is still
    /// at the planned version (`None`: the version of the due time is
    /// missing) and nobody holds it: whether it was claimed.
    fn claim_due(
        &self,
        game: &DueGame,
        now_ms: i64,
        until_ms: i64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;
}

/// The per-user feeds (SVC-FEED) and the webhooks' turn notifications.
pub trait NoticeStore: Send + Sync {
    /// Queues a "your turn" notification for the notice's user, if they
    /// have a webhook (SVC-NOTIFY); nothing otherwise.
    fn notify_turn(
        &self,
        notice: &TurnNotice,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Keeps notices on their users' feeds, numbered in the order written.
    fn notify(&self, notices: &[Notice]) -> impl Future<Output = Result<(), StoreError>> + Send;
}

/// What playing a game asks of the store: its log ([`GameStore`]), the
/// scheduler's due times ([`ScheduleStore`]), the feeds ([`NoticeStore`]),
/// the ratings a finished game changes ([`RatingStore`]) and the seats
/// people abandon ([`FairPlayStore`]). A use case
/// that plays (a move, a start, a resignation, an operator's pause) takes
/// this; one that only reads, rates, files or lists takes its own roles.
pub trait PlayStore: GameStore + ScheduleStore + NoticeStore + RatingStore + FairPlayStore {}

impl<T: GameStore + ScheduleStore + NoticeStore + RatingStore + FairPlayStore> PlayStore for T {}

/// A batch for [`GameStore::append_if_playing`]: a game's events at the
/// version they were decided on, with the answer to keep under a request's
/// key and the turns the batch begins.
#[derive(Debug, Clone, Copy)]
pub struct Append<'a> {
    /// The game.
    pub id: &'a GameId,
    /// The version the events follow.
    pub expected_version: u64,
    /// The events.
    pub events: &'a [Event],
    /// The receipt and its answer, stored in the same transaction.
    pub keep: Option<(&'a Receipt, &'a Acted)>,
    /// The steps the batch begins, each told on its user's feed.
    pub turns: &'a [TurnNotice],
}

/// What a status change tells (SVC-LIFE), written with it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LifeChange {
    /// The log's version the change was decided at.
    pub version: u64,
    /// The events it appends (`game_paused`, ...): none for a lobby,
    /// which has no log.
    pub events: Vec<Event>,
    /// The notices it puts on its people's feeds, and their webhooks.
    pub notices: Vec<Notice>,
}

impl LifeChange {
    /// A change that tells nothing (a lobby no one else sits at).
    #[must_use]
    pub fn quiet() -> LifeChange {
        LifeChange::default()
    }
}

/// Which games a list keeps.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GameFilter<'a> {
    /// Only this status.
    pub status: Option<GameStatus>,
    /// Only this ruleset (slug).
    pub ruleset: Option<&'a str>,
    /// Only tables listed to everyone: no private one (SVC-INVITE).
    pub listed_only: bool,
}

/// A game a user sits in, with where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedGame {
    /// The game.
    pub meta: GameMeta,
    /// Its version.
    pub version: u64,
    /// Its last commit (or creation), ms since the epoch.
    pub last_action_at_ms: i64,
}

/// Wall-clock time.
pub trait Clock: Send + Sync {
    /// Milliseconds since the Unix epoch.
    fn now_ms(&self) -> i64;
}

impl<T: Clock + ?Sized> Clock for std::sync::Arc<T> {
    fn now_ms(&self) -> i64 {
        (**self).now_ms()
    }
}

/// Fresh game seeds (from the OS in production).
pub trait SeedSource: Send + Sync {
    /// A new secret seed.
    fn new_seed(&self) -> Seed;
}
