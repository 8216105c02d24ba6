//! The dashboard's [`Backend`]: the service's stores and use cases handed
//! over as they are (the operator pages call exactly what the REST operator
//! endpoints call, declared once in `domain::app`), the same error table
//! for their codes, and the dashboard's own sessions, live waits and
//! figures.

use actix_web::web;
use domain::ports::{
    GameId, GameMeta, GameStatus, ReportFilter, ReportStatus, Role, User, UserId, UserStore,
};
use teg_dashboard::{Backend, DashError, Overview};

use crate::adapters::bus::AnyBus;
use crate::adapters::db::{SeaGameStore, SeaModeration, SeaUserStore};
use crate::adapters::system::{OsSeeds, SystemClock};
use crate::error::ApiError;
use crate::state::{AppState, GamePorts};

/// The service as the dashboard sees it.
#[derive(Debug, Clone)]
pub struct DashBackend {
    state: web::Data<AppState>,
}

impl DashBackend {
    /// Over the shared state.
    #[must_use]
    pub fn new(state: web::Data<AppState>) -> Self {
        Self { state }
    }
}

fn dash(e: impl Into<ApiError>) -> DashError {
    let e = e.into();
    DashError {
        code: e.code,
        message: e.detail,
        status: e.status.as_u16(),
        retry_after: e.retry_after,
    }
}

impl Backend for DashBackend {
    type Store = SeaGameStore;
    type Bus = AnyBus;
    type Clock = SystemClock;
    type Seeds = OsSeeds;
    type Moderation = SeaModeration;
    type Users = SeaUserStore;

    fn games(&self) -> &GamePorts {
        &self.state.games
    }

    fn lagging(&self, reader: &UserId) -> &GamePorts {
        self.state.reads.ports_for(&self.state.games, Some(reader))
    }

    fn wrote(&self, user: &UserId) {
        self.state.reads.wrote(user);
    }

    fn moderation(&self) -> &SeaModeration {
        &self.state.moderation
    }

    fn users(&self) -> &SeaUserStore {
        self.state.auth.users()
    }

    fn problem(&self, e: domain::app::AppError) -> DashError {
        dash(e)
    }

    fn sanctioned(&self, user: &UserId) {
        self.state.auth.heard_all_revoked(user);
        self.state.streams.end_all(&user.0);
    }

    async fn login(
        &self,
        username: &str,
        password: &str,
        address: Option<&str>,
        device: Option<&str>,
    ) -> Result<(String, String), DashError> {
        // The same throttle as the API's logins.
        let (user, device) =
            crate::signin::login_throttled(&self.state, username, password, address, device)
                .await
                .map_err(dash)?;
        if user.role != Role::Operator {
            return Err(dash(ApiError::forbidden("operators only")));
        }
        // No API token is issued: the cookie names a session of its own.
        let now = crate::adapters::system::now_ms();
        let until = now.saturating_add(teg_dashboard::session::SESSION_HOURS * 3_600_000);
        let session = self.state.sessions.open(&user.id, now, until).await.map_err(dash)?;
        Ok((session, device))
    }

    async fn operator(&self, session: &str) -> Option<User> {
        let now = crate::adapters::system::now_ms();
        let id = self.state.sessions.user(session, now).await.ok().flatten()?;
        let user = self.state.auth.users().by_id(&id).await.ok().flatten()?;
        if user.role != Role::Operator || user.is_banned(now) {
            return None;
        }
        self.state.metrics.seen(&user.id.0);
        Some(user)
    }

    async fn logout(&self, session: &str) -> Result<(), DashError> {
        self.state.sessions.end(session).await.map_err(dash)
    }

    async fn end_sessions(&self, operator: &UserId) -> Result<u64, DashError> {
        self.state.sessions.end_all(operator).await.map_err(dash)
    }

    async fn wait_change(
        &self,
        operator: &UserId,
        id: &GameId,
        after: u64,
        within: std::time::Duration,
    ) -> Result<(u64, GameStatus), DashError> {
        use domain::ports::{EventBus as _, Subscription as _};
        let games = &self.state.games;
        let (meta, head) = games.head(id).await.map_err(dash)?;
        if head > after {
            return Ok((head, meta.status));
        }
        // A live page is a live channel: bounded per operator, ended by a sanction.
        let mut slot = self.state.streams.open_unguarded(&operator.0).map_err(dash)?;
        let mut sub = games.bus.subscribe(id).await.map_err(|e| dash(ApiError::internal(e.0)))?;
        let (meta, head) = games.head(id).await.map_err(dash)?;
        if head > after {
            return Ok((head, meta.status));
        }
        tokio::select! {
            _ = tokio::time::timeout(within, sub.next()) => {}
            _ = slot.ended(&self.state.auth) => {}
        }
        let (meta, head) = games.head(id).await.map_err(dash)?;
        Ok((head, meta.status))
    }

    fn cookie_secure(&self) -> bool {
        self.state.cookie_secure
    }

    async fn overview(&self) -> Result<Overview, DashError> {
        let count = |status| async move {
            let listed = crate::replica::lagging!(self.state, None, |g| g.list_games(status, 0, 1));
            listed.map(|(_, n)| n).map_err(dash)
        };
        let m = &self.state.metrics;
        Ok(Overview {
            live_games: count(Some(GameStatus::Playing)).await?,
            paused_games: count(Some(GameStatus::Paused)).await?,
            total_games: count(None).await?,
            players_online: m.online(),
            actions_per_minute: m.actions_last_minute(),
            server_errors: m.responses(5),
            client_errors: m.responses(4),
            open_reports: self.open_reports().await?,
            stalled_games: self.stalled_games(0, 1).await?.1,
            stalled_after_secs: self.state.stalled_after.as_secs(),
        })
    }

    async fn stalled_games(
        &self,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<(GameMeta, i64)>, u64), DashError> {
        let stalled_after = i64::try_from(self.state.stalled_after.as_millis()).unwrap_or(i64::MAX);
        let since = crate::adapters::system::now_ms().saturating_sub(stalled_after);
        let stalled = crate::replica::lagging!(self.state, None, |g| async {
            g.store.stalled(since, offset, limit).await.map_err(domain::app::AppError::from)
        });
        stalled.map_err(dash)
    }

    async fn oauth_apps(&self) -> Result<Vec<teg_dashboard::backend::OAuthApp>, DashError> {
        let apps = self.state.oauth.apps(None, 500).await.map_err(dash)?;
        Ok(apps
            .into_iter()
            .map(|a| teg_dashboard::backend::OAuthApp {
                client_id: a.client_id,
                name: a.name,
                owner: a.owner,
                redirect_uris: a.redirect_uris,
                confidential: a.confidential,
                created_at_ms: a.created_at_ms,
                disabled: a.disabled,
            })
            .collect())
    }

    async fn disable_app(
        &self,
        operator: &UserId,
        client_id: &str,
        reason: &str,
    ) -> Result<(), DashError> {
        match crate::oauth::disable(&self.state, operator, client_id, reason).await.map_err(dash)? {
            Some(_) => Ok(()),
            None => {
                Err(DashError::new("OAUTH_APP_NOT_FOUND", format!("no app `{client_id}`"), 404))
            }
        }
    }
}

impl DashBackend {
    /// How many reports wait in the queue.
    async fn open_reports(&self) -> Result<u64, DashError> {
        let open = ReportFilter { status: Some(ReportStatus::Open), ..ReportFilter::default() };
        Ok(domain::app::report_page(&self.state.moderation, &open, 0, 1).await.map_err(dash)?.1)
    }
}
