//! The dashboard's [`Backend`], over the service's use cases: the operator
//! pages call exactly what the REST operator endpoints call, and the same
//! error table gives their codes.

use actix_web::web;
use domain::app::{GameAction, ReportOutcome, UserAction};
use domain::game::Event;
use domain::ports::{
    AuditEntry, ChatMessage, GameId, GameMeta, GameStatus, GameStore, Report, ReportFilter,
    ReportStatus, Role, SeatPick, User, UserId, UserNote, UserStore,
};
use teg_dashboard::{Backend, DashError, GameFilter, Overview};

use crate::error::ApiError;
use crate::state::AppState;

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

/// Games scanned when filtering by player (the store filters by status only).
const PLAYER_SCAN: u64 = 2_000;

impl Backend for DashBackend {
    async fn login(
        &self,
        username: &str,
        password: &str,
        address: Option<&str>,
    ) -> Result<String, DashError> {
        // The same throttle as the API's logins: per account and address.
        let issued = crate::http::login_throttled(&self.state, username, password, address)
            .await
            .map_err(dash)?;
        let principal = self.state.auth.authenticate(&issued.token).await.map_err(dash)?;
        if principal.role != Role::Operator {
            return Err(dash(ApiError::forbidden("operators only")));
        }
        // The API token stays here: the cookie gets a session of its own.
        let now = crate::adapters::system::now_ms();
        let until = now.saturating_add(teg_dashboard::session::SESSION_HOURS * 3_600_000);
        self.state.sessions.open(&principal.user, now, until).await.map_err(dash)
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
        // A live page is a live channel: bounded per operator, ended by a ban.
        let mut slot = self.state.streams.open(&operator.0).map_err(dash)?;
        let mut sub = games.bus.subscribe(id).await.map_err(|e| dash(ApiError::internal(e.0)))?;
        let (meta, head) = games.head(id).await.map_err(dash)?;
        if head > after {
            return Ok((head, meta.status));
        }
        tokio::select! {
            _ = tokio::time::timeout(within, sub.next()) => {}
            () = slot.ended() => {}
        }
        let (meta, head) = games.head(id).await.map_err(dash)?;
        Ok((head, meta.status))
    }

    fn cookie_secure(&self) -> bool {
        self.state.cookie_secure
    }

    async fn overview(&self) -> Result<Overview, DashError> {
        let count = |status| async move {
            self.state.games.list_games(status, 0, 1).await.map(|(_, n)| n).map_err(dash)
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

    async fn games(
        &self,
        filter: &GameFilter,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<GameMeta>, u64), DashError> {
        let games = &self.state.games;
        if filter.player.is_none() {
            let ruleset = filter.ruleset.as_deref();
            return games.list_games_of(filter.status, ruleset, offset, limit).await.map_err(dash);
        }
        let (all, _) = games.list_games(filter.status, 0, PLAYER_SCAN).await.map_err(dash)?;
        let matching: Vec<GameMeta> = all
            .into_iter()
            .filter(|m| filter.ruleset.as_ref().is_none_or(|r| &m.ruleset == r))
            .filter(|m| filter.player.as_ref().is_none_or(|p| m.seat_of(p).is_some()))
            .collect();
        let total = u64::try_from(matching.len()).unwrap_or(u64::MAX);
        let skip = usize::try_from(offset).unwrap_or(usize::MAX);
        let take = usize::try_from(limit).unwrap_or(usize::MAX);
        Ok((matching.into_iter().skip(skip).take(take).collect(), total))
    }

    async fn history(&self, id: &GameId) -> Result<(GameMeta, Vec<Event>), DashError> {
        let games = &self.state.games;
        let meta = games.store.meta(id).await.map_err(|e| dash(domain::app::AppError::from(e)))?;
        // As stored: a TEG II replay must fold every reveal; each page shows
        // the operator's projection of it (`view`, `view_event_at`).
        let events = games
            .store
            .events_since(id, 0)
            .await
            .map_err(|e| dash(domain::app::AppError::from(e)))?;
        Ok((meta, events))
    }

    async fn chat(&self, id: &GameId) -> Result<Vec<ChatMessage>, DashError> {
        self.state.games.list_chat(&self.state.moderation, id, true, 0, 1_000).await.map_err(dash)
    }

    async fn users(&self, ids: &[UserId]) -> Result<Vec<User>, DashError> {
        let mut wanted: Vec<&UserId> = ids.iter().collect();
        wanted.sort();
        wanted.dedup();
        let mut found = Vec::with_capacity(wanted.len());
        for id in wanted {
            if let Some(u) = self.state.auth.users().by_id(id).await.map_err(store)? {
                found.push(u);
            }
        }
        Ok(found)
    }

    async fn find_user(&self, username: &str) -> Result<Option<User>, DashError> {
        self.state.auth.users().by_username(username).await.map_err(store)
    }

    async fn moderate_game(
        &self,
        operator: &UserId,
        id: &GameId,
        action: GameAction,
        reason: &str,
    ) -> Result<(), DashError> {
        let s = &self.state;
        s.games.moderate_game(operator, id, action, reason).await.map(drop).map_err(dash)
    }

    async fn kick(
        &self,
        operator: &UserId,
        id: &GameId,
        seat: SeatPick,
        reason: &str,
    ) -> Result<(), DashError> {
        let s = &self.state;
        s.games.forfeit_player(operator, id, seat, reason).await.map(drop).map_err(dash)
    }

    async fn list_users(
        &self,
        filter: &domain::ports::UserFilter,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<User>, u64), DashError> {
        self.state.auth.users().list(filter, offset, limit).await.map_err(store)
    }

    async fn seat_bot(
        &self,
        operator: &UserId,
        id: &GameId,
        seat: SeatPick,
        level: domain::rules::BotLevel,
        reason: &str,
    ) -> Result<(), DashError> {
        self.state.games.seat_bot(operator, id, seat, level, reason).await.map(drop).map_err(dash)
    }

    async fn moderate_user(
        &self,
        operator: &UserId,
        user: &UserId,
        action: UserAction,
        reason: &str,
        until_ms: Option<i64>,
    ) -> Result<(), DashError> {
        let s = &self.state;
        s.games
            .moderate_user(s.auth.users(), operator, user, action, reason, until_ms)
            .await
            .map_err(dash)?;
        if matches!(action, UserAction::Ban | UserAction::Mute) {
            s.streams.end_all(&user.0);
        }
        Ok(())
    }

    async fn delete_message(
        &self,
        operator: &UserId,
        message: u64,
        reason: &str,
    ) -> Result<(), DashError> {
        let s = &self.state;
        s.games.delete_chat(&s.moderation, operator, message, reason).await.map(drop).map_err(dash)
    }

    async fn stalled_games(
        &self,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<(GameMeta, i64)>, u64), DashError> {
        let stalled_after = i64::try_from(self.state.stalled_after.as_millis()).unwrap_or(i64::MAX);
        let since = crate::adapters::system::now_ms().saturating_sub(stalled_after);
        self.state.games.store.stalled(since, offset, limit).await.map_err(store)
    }

    async fn reports(
        &self,
        filter: &ReportFilter,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<Report>, u64), DashError> {
        domain::app::report_page(&self.state.moderation, filter, offset, limit).await.map_err(dash)
    }

    async fn close_report(
        &self,
        operator: &UserId,
        report: u64,
        outcome: ReportOutcome,
        reason: &str,
    ) -> Result<(), DashError> {
        let s = &self.state;
        s.games
            .close_report(&s.moderation, operator, report, outcome, reason)
            .await
            .map(drop)
            .map_err(dash)
    }

    async fn user_chat(&self, user: &UserId, limit: u64) -> Result<Vec<ChatMessage>, DashError> {
        use domain::ports::ChatStore as _;
        self.state.moderation.by_user(user, limit).await.map_err(store)
    }

    async fn notes(&self, user: &UserId) -> Result<Vec<UserNote>, DashError> {
        use domain::ports::ReportStore as _;
        self.state.moderation.notes(user, 100).await.map_err(store)
    }

    async fn add_note(
        &self,
        operator: &UserId,
        user: &UserId,
        body: &str,
    ) -> Result<(), DashError> {
        let s = &self.state;
        s.games
            .add_note(s.auth.users(), &s.moderation, operator, user, body)
            .await
            .map(drop)
            .map_err(dash)
    }

    async fn audit(
        &self,
        filter: &domain::ports::AuditFilter,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<AuditEntry>, u64), DashError> {
        domain::app::audit_page(&self.state.moderation, filter, offset, limit).await.map_err(dash)
    }
}

impl DashBackend {
    /// How many reports wait in the queue.
    async fn open_reports(&self) -> Result<u64, DashError> {
        let open = ReportFilter { status: Some(ReportStatus::Open), ..ReportFilter::default() };
        Ok(domain::app::report_page(&self.state.moderation, &open, 0, 1).await.map_err(dash)?.1)
    }
}

fn store(e: domain::ports::StoreError) -> DashError {
    dash(domain::app::AppError::from(e))
}
