//! What the dashboard needs from the service, as one trait the API binary
//! implements over its use cases. The dashboard never touches a store or a
//! token itself, so its handlers stay thin and the dependency runs one way
//! (`api → dashboard → domain`).

use std::future::Future;

use domain::app::{GameAction, ReportOutcome, UserAction};
use domain::game::Event;
use domain::ports::{
    AuditEntry, AuditFilter, ChatMessage, GameId, GameMeta, GameStatus, Report, ReportFilter,
    SeatPick, User, UserFilter, UserId, UserNote,
};
use domain::rules::BotLevel;

/// A refusal or failure, with the service's stable code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DashError {
    /// Stable machine code (`GAME_NOT_FOUND`, `REASON_REQUIRED`, ...).
    pub code: &'static str,
    /// Human-readable explanation.
    pub message: String,
    /// HTTP status to answer with.
    pub status: u16,
    /// Seconds before trying again (`Retry-After`), for a 429.
    pub retry_after: Option<u64>,
}

impl DashError {
    /// A refusal with no `Retry-After`.
    #[must_use]
    pub fn new(code: &'static str, message: impl Into<String>, status: u16) -> Self {
        Self { code, message: message.into(), status, retry_after: None }
    }
}

/// Figures for the overview page.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Overview {
    /// Games playing now.
    pub live_games: u64,
    /// Games paused by an operator.
    pub paused_games: u64,
    /// All games.
    pub total_games: u64,
    /// Distinct users seen in the last five minutes.
    pub players_online: u64,
    /// Actions applied in the last minute.
    pub actions_per_minute: u64,
    /// Server errors (5xx) since start.
    pub server_errors: u64,
    /// Refused requests (4xx) since start.
    pub client_errors: u64,
    /// Players' reports waiting for an operator (SVC-REPORT).
    pub open_reports: u64,
    /// Games in play with no action for [`Overview::stalled_after_secs`].
    pub stalled_games: u64,
    /// How long without an action makes a game stalled
    /// (`TEG_STALLED_AFTER_SECONDS`).
    pub stalled_after_secs: u64,
}

/// Which games to list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameFilter {
    /// Only this status.
    pub status: Option<GameStatus>,
    /// Only this ruleset.
    pub ruleset: Option<String>,
    /// Only games where this user is seated.
    pub player: Option<UserId>,
}

/// The service, as the dashboard sees it. Every method is one use case.
pub trait Backend: Send + Sync + 'static {
    /// Checks an operator's credentials (failures throttled per account and
    /// per `address`: 429 with `retry_after`) and opens a server-side session:
    /// the secret to keep in the cookie (no API token: it opens nothing but
    /// the dashboard).
    fn login(
        &self,
        username: &str,
        password: &str,
        address: Option<&str>,
    ) -> impl Future<Output = Result<String, DashError>> + Send;
    /// The operator a session belongs to, if it is open, unexpired, and the
    /// account is still an operator and not banned.
    fn operator(&self, session: &str) -> impl Future<Output = Option<User>> + Send;
    /// Ends one session (logout): its cookie opens nothing any more.
    fn logout(&self, session: &str) -> impl Future<Output = Result<(), DashError>> + Send;
    /// Ends every session of `operator`, on every device: how many.
    fn end_sessions(
        &self,
        operator: &UserId,
    ) -> impl Future<Output = Result<u64, DashError>> + Send;
    /// Waits up to `within` for game `id` to pass version `after` (a live
    /// page following it), as a live channel of `operator`'s: its version
    /// and status then.
    fn wait_change(
        &self,
        operator: &UserId,
        id: &GameId,
        after: u64,
        within: std::time::Duration,
    ) -> impl Future<Output = Result<(u64, GameStatus), DashError>> + Send;
    /// Whether the session cookie is marked `Secure` (`TEG_COOKIE_SECURE`).
    fn cookie_secure(&self) -> bool;
    /// Figures for the overview.
    fn overview(&self) -> impl Future<Output = Result<Overview, DashError>> + Send;
    /// A page of games, newest first, and the count matching the filter.
    fn games(
        &self,
        filter: &GameFilter,
        offset: u64,
        limit: u64,
    ) -> impl Future<Output = Result<(Vec<GameMeta>, u64), DashError>> + Send;
    /// A game's metadata and its whole log, secrets included.
    fn history(
        &self,
        id: &GameId,
    ) -> impl Future<Output = Result<(GameMeta, Vec<Event>), DashError>> + Send;
    /// A game's chat, deleted messages included.
    fn chat(&self, id: &GameId)
    -> impl Future<Output = Result<Vec<ChatMessage>, DashError>> + Send;
    /// Accounts by id (for names); unknown ids are left out.
    fn users(&self, ids: &[UserId]) -> impl Future<Output = Result<Vec<User>, DashError>> + Send;
    /// Accounts by login-name prefix and flags, by login name: (page, total).
    fn list_users(
        &self,
        filter: &UserFilter,
        offset: u64,
        limit: u64,
    ) -> impl Future<Output = Result<(Vec<User>, u64), DashError>> + Send;
    /// An account by login name.
    fn find_user(
        &self,
        username: &str,
    ) -> impl Future<Output = Result<Option<User>, DashError>> + Send;
    /// Pause, resume or abort (audited).
    fn moderate_game(
        &self,
        operator: &UserId,
        id: &GameId,
        action: GameAction,
        reason: &str,
    ) -> impl Future<Output = Result<(), DashError>> + Send;
    /// Take a player out of play (audited).
    fn kick(
        &self,
        operator: &UserId,
        id: &GameId,
        seat: SeatPick,
        reason: &str,
    ) -> impl Future<Output = Result<(), DashError>> + Send;
    /// Put a bot of `level` in a seat of a running or paused game (audited;
    /// the player may reclaim it): SVC-BOTS.
    fn seat_bot(
        &self,
        operator: &UserId,
        id: &GameId,
        seat: SeatPick,
        level: BotLevel,
        reason: &str,
    ) -> impl Future<Output = Result<(), DashError>> + Send;
    /// Ban, unban, mute or unmute (audited); a ban or a mute may end by
    /// itself at `until_ms`.
    fn moderate_user(
        &self,
        operator: &UserId,
        user: &UserId,
        action: UserAction,
        reason: &str,
        until_ms: Option<i64>,
    ) -> impl Future<Output = Result<(), DashError>> + Send;
    /// Delete a chat message (audited).
    fn delete_message(
        &self,
        operator: &UserId,
        message: u64,
        reason: &str,
    ) -> impl Future<Output = Result<(), DashError>> + Send;
    /// Games in play whose last action is older than the stalled time, the
    /// longest idle first, each with its last action's time (ms): (page,
    /// total).
    fn stalled_games(
        &self,
        offset: u64,
        limit: u64,
    ) -> impl Future<Output = Result<(Vec<(GameMeta, i64)>, u64), DashError>> + Send;
    /// Players' reports that pass `filter`, newest first: (page, total).
    fn reports(
        &self,
        filter: &ReportFilter,
        offset: u64,
        limit: u64,
    ) -> impl Future<Output = Result<(Vec<Report>, u64), DashError>> + Send;
    /// Resolves or dismisses an open report (audited).
    fn close_report(
        &self,
        operator: &UserId,
        report: u64,
        outcome: ReportOutcome,
        reason: &str,
    ) -> impl Future<Output = Result<(), DashError>> + Send;
    /// An account's latest chat messages in every game, newest first.
    fn user_chat(
        &self,
        user: &UserId,
        limit: u64,
    ) -> impl Future<Output = Result<Vec<ChatMessage>, DashError>> + Send;
    /// Operators' notes on an account, newest first.
    fn notes(&self, user: &UserId)
    -> impl Future<Output = Result<Vec<UserNote>, DashError>> + Send;
    /// Adds an operator's note on an account (audited).
    fn add_note(
        &self,
        operator: &UserId,
        user: &UserId,
        body: &str,
    ) -> impl Future<Output = Result<(), DashError>> + Send;
    /// The audit log that passes `filter`, newest first.
    fn audit(
        &self,
        filter: &AuditFilter,
        offset: u64,
        limit: u64,
    ) -> impl Future<Output = Result<(Vec<AuditEntry>, u64), DashError>> + Send;
}
