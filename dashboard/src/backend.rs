//! What the dashboard needs from the service, as one trait the API binary
//! implements: the domain's use cases and stores as they are (the operator
//! interface is declared once, in `domain::app`), the service's error table
//! for their refusals, and the dashboard's own sessions, live waits and
//! figures. The dashboard never touches a token or SQL itself, and the
//! dependency runs one way (`api → dashboard → domain`).

use std::future::Future;

use domain::app::{AppError, Ports};
use domain::ports::{
    AuditLog, ChatStore, Clock, EventBus, GameId, GameMeta, GameStatus, PlayStore, ReportStore,
    SeedSource, TieStore, TournamentStore, User, UserId, UserStore, WhisperStore,
};

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

/// A third-party app (SVC-OAUTH), as operators see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OAuthApp {
    /// Its client id.
    pub client_id: String,
    /// Its name, shown to players on the consent page.
    pub name: String,
    /// The developer who registered it.
    pub owner: UserId,
    /// Where it may send players back.
    pub redirect_uris: Vec<String>,
    /// A confidential app (it keeps a secret) or a public one.
    pub confidential: bool,
    /// Registered at, ms.
    pub created_at_ms: i64,
    /// Disabled at (ms), and why.
    pub disabled: Option<(i64, String)>,
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

/// What the dashboard needs from the service. The operator's use cases are
/// the domain's own (`domain::app::Ports` and its stores, reached through
/// [`Backend::games`], [`Backend::moderation`] and [`Backend::users`]): the
/// pages call exactly what the REST operator endpoints call, and nothing
/// here declares them again. The rest is the dashboard's own: its sessions,
/// its live waits, the overview's figures, and the service's one error
/// table for a refusal.
pub trait Backend: Send + Sync + 'static {
    /// The game store: what the pages play (moderation, bots), rate, run
    /// (tournaments) and read (chat, which asks about blocks; the collusion
    /// signal, which counts whispers) through it.
    type Store: PlayStore + TournamentStore + TieStore + WhisperStore;
    /// The bus that carries committed batches.
    type Bus: EventBus;
    /// The service's clock.
    type Clock: Clock;
    /// Where new games' seeds come from.
    type Seeds: SeedSource;
    /// Chat, reports, notes and the audit log.
    type Moderation: ChatStore + ReportStore + AuditLog;
    /// Accounts.
    type Users: UserStore;

    /// The game use cases.
    fn games(&self) -> &Ports<Self::Store, Self::Bus, Self::Clock, Self::Seeds>;
    /// The game use cases for reads that may lag (lists, leaderboards,
    /// replays): a streaming replica's when the service has one that
    /// answers and holds every write `reader` made; else [`Backend::games`].
    fn lagging(&self, reader: &UserId) -> &Ports<Self::Store, Self::Bus, Self::Clock, Self::Seeds> {
        let _ = reader;
        self.games()
    }
    /// Notes that `user` wrote (posted a form): their next reads wait for a
    /// replica to hold it.
    fn wrote(&self, user: &UserId) {
        let _ = user;
    }
    /// The chat, reports, notes and audit log the use cases take.
    fn moderation(&self) -> &Self::Moderation;
    /// The accounts the use cases take.
    fn users(&self) -> &Self::Users;
    /// A use case's refusal or failure, as the service's one error table
    /// answers it (the same code and status as over REST).
    fn problem(&self, e: AppError) -> DashError;
    /// After a ban or a mute of `user`: their live channels end at once, as
    /// after the same sanction over REST.
    fn sanctioned(&self, user: &UserId);

    /// Checks an operator's credentials (failures throttled per account and
    /// `address`, per `address`, or per `device` when the browser holds a
    /// device token of that account: 429 with `retry_after`) and opens a
    /// server-side session: the secret to keep in the cookie (no API token:
    /// it opens nothing but the dashboard), and the device token to keep.
    fn login(
        &self,
        username: &str,
        password: &str,
        address: Option<&str>,
        device: Option<&str>,
    ) -> impl Future<Output = Result<(String, String), DashError>> + Send;
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
    /// Games in play whose last action is older than the stalled time
    /// (`TEG_STALLED_AFTER_SECONDS`), the longest idle first, each with its
    /// last action's time (ms): (page, total).
    fn stalled_games(
        &self,
        offset: u64,
        limit: u64,
    ) -> impl Future<Output = Result<(Vec<(GameMeta, i64)>, u64), DashError>> + Send;

    /// Every third-party app (SVC-OAUTH), oldest first, at most 500.
    fn oauth_apps(&self) -> impl Future<Output = Result<Vec<OAuthApp>, DashError>> + Send;
    /// Disables app `client_id` as `operator` for `reason` (audited, as over
    /// REST): it asks no one any more, and every token it holds stops.
    fn disable_app(
        &self,
        operator: &UserId,
        client_id: &str,
        reason: &str,
    ) -> impl Future<Output = Result<(), DashError>> + Send;

    /// A use case's answer, its refusal turned into a [`DashError`].
    fn ask<T>(
        &self,
        answer: impl Future<Output = Result<T, AppError>>,
    ) -> impl Future<Output = Result<T, DashError>> {
        async move { answer.await.map_err(|e| self.problem(e)) }
    }
}
