//! Moderation and chat use cases: pause, resume, abort, forfeit (kick), ban,
//! mute, chat and its deletion. Every operator action is written by its
//! store together with its [`AuditEntry`] (one transaction), so the audit
//! log never lacks an action that took effect, nor holds one that did not:
//! the store methods take the entry (`GameStore::set_status` for
//! pause/resume/abort, guarded on the status it read; `GameStore::append` for
//! a kick; `UserStore::moderate` for bans and mutes; `ChatStore::delete`;
//! `ReportStore::close`, guarded on the report being open, and
//! `ReportStore::add_note`). Also here: the lobby sweep (`expire_lobbies`)
//! and the lifting of time-limited sanctions (`lift_expired_sanctions`).

use super::{Acted, AppError, Before, Ports, started_seed};
use crate::game::{Event, Game};
use crate::ports::{
    AuditEntry, AuditLog, ChatMessage, ChatStore, Clock, EventBus, GameId, GameMeta, GameStatus,
    GameStore, LifeChange, Notice, NoticeKind, PlayStore, Role, SeatPick, SeedSource, StoreError,
    TieStore, User, UserId, UserStore,
};
use crate::rules::Event as RiskEvent;
use crate::shared::{Authority, SeatKey, Viewer};

/// Longest chat message, in characters.
pub const MAX_CHAT_CHARS: usize = 500;

/// What an operator does to an account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserAction {
    /// May no longer log in; live tokens stop working at once.
    Ban,
    /// Lifts a ban.
    Unban,
    /// May no longer chat.
    Mute,
    /// Lifts a mute.
    Unmute,
    /// Leaves the person out of the leaderboards (SVC-RATING): a cheater's
    /// ratings stay as they are, shown to nobody on a board.
    Unrank,
    /// Puts them back.
    Rerank,
}

/// Names each moderation step once: `ALL` (in the order the API's enum
/// lists them), `as_str` (the audit log's and the API path's word) and
/// `parse` (the step a path or a dashboard form names).
macro_rules! verbs {
    ($name:ident { $($variant:ident = $verb:literal),+ $(,)? }) => {
        impl $name {
            /// Every step, in the order the API's enum lists them.
            pub const ALL: [$name; [$($verb),+].len()] = [$($name::$variant),+];

            /// The audit log's name for it (the API path's word).
            #[must_use]
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $verb),+
                }
            }

            /// The step named `verb`, as the API's path and the dashboard's
            /// form name it.
            #[must_use]
            pub fn parse(verb: &str) -> Option<Self> {
                Self::ALL.into_iter().find(|a| a.as_str() == verb)
            }
        }
    };
}

verbs!(UserAction {
    Ban = "ban",
    Unban = "unban",
    Mute = "mute",
    Unmute = "unmute",
    Unrank = "unrank",
    Rerank = "rerank",
});

/// A game-level moderation step: from which statuses, to which.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameAction {
    /// Playing → paused: actions are refused with `GAME_PAUSED`.
    Pause,
    /// Paused → playing.
    Resume,
    /// Lobby, playing or paused → aborted, for good.
    Abort,
}

verbs!(GameAction { Pause = "pause", Resume = "resume", Abort = "abort" });

impl GameAction {
    /// What the step tells (SVC-LIFE) when taken from `from` at `version`
    /// by `by`: its event, unless the game never started (a lobby has no
    /// log), and a notice to each person seated.
    pub(super) fn told(
        self,
        meta: &GameMeta,
        from: GameStatus,
        version: u64,
        by: Authority,
    ) -> LifeChange {
        let started = from != GameStatus::Lobby;
        // The event's version; a lobby's notices say 0.
        let at = if started { version + 1 } else { 0 };
        let (event, kind) = match self {
            GameAction::Pause => {
                (RiskEvent::GamePaused { by }, NoticeKind::GamePaused { version: at })
            }
            GameAction::Resume => {
                (RiskEvent::GameResumed { by }, NoticeKind::GameResumed { version: at })
            }
            GameAction::Abort => {
                (RiskEvent::GameAborted { by }, NoticeKind::GameAborted { version: at })
            }
        };
        LifeChange {
            version,
            events: if started { vec![Event::Risk(event)] } else { Vec::new() },
            notices: super::schedule::people(meta)
                .map(|user| Notice { user, game_id: Some(meta.id.clone()), kind: kind.clone() })
                .collect(),
        }
    }

    fn next(self, from: GameStatus) -> Option<GameStatus> {
        match (self, from) {
            (GameAction::Pause, GameStatus::Playing) => Some(GameStatus::Paused),
            (GameAction::Resume, GameStatus::Paused) => Some(GameStatus::Playing),
            (GameAction::Abort, GameStatus::Lobby | GameStatus::Playing | GameStatus::Paused) => {
                Some(GameStatus::Aborted)
            }
            _ => None,
        }
    }
}

/// How many times a status change is decided again while moves keep
/// landing first.
const LIFE_RETRIES: usize = 16;

/// The audit actor of what the service does on its own (SVC-LOBBY-TTL).
const SYSTEM: &str = "system";

/// The reason recorded when a lobby is closed for never starting.
const EXPIRED: &str = "lobby_expired";

impl<C: Clock, S, B, R> Ports<S, B, C, R> {
    /// The audit entry of an operator's action, written by the store with
    /// the action itself.
    pub(super) fn entry(
        &self,
        actor: &UserId,
        action: &str,
        target: (&str, &str),
        reason: &str,
    ) -> AuditEntry {
        AuditEntry {
            id: 0,
            actor: actor.clone(),
            action: action.to_owned(),
            target_kind: target.0.to_owned(),
            target_id: target.1.to_owned(),
            reason: reason.trim().to_owned(),
            at_ms: self.clock.now_ms(),
        }
    }
}

impl<S: PlayStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// Pauses, resumes or aborts a game (operators). SVC-LIFE: the change
    /// is an event at the end of a started game's log (`game_paused`,
    /// `game_resumed`, `game_aborted`, by an operator; their reason stays in
    /// the audit), published like any batch, with a notice on each seated
    /// person's feed (and webhook), all in the transaction that changes
    /// the status; a lobby, which has no log, is only closed.
    ///
    /// # Errors
    /// Unknown game; the step is not allowed from the current status.
    pub async fn moderate_game(
        &self,
        operator: &UserId,
        id: &GameId,
        action: GameAction,
        reason: &str,
    ) -> Result<GameMeta, AppError> {
        require_reason(reason)?;
        let entry = self.entry(operator, action.as_str(), ("game", &id.0), reason);
        // Players keep moving: read the head again while they win the race.
        for _ in 0..LIFE_RETRIES {
            let (mut meta, version) = self.store.head(id).await?;
            let from = meta.status;
            meta.status = action.next(from).ok_or(AppError::WrongStatus(from))?;
            let told = action.told(&meta, from, version, Authority::Operator);
            // Guarded on the status and the version read: a game that
            // finished (or was paused by another operator) meanwhile is
            // refused, not overwritten.
            let changed = self.store.set_status(id, (from, meta.status), &entry, &told).await;
            // A conditional read must see the new status at once.
            self.cache.forget(id);
            let after = match changed {
                Ok(after) => after,
                Err(StoreError::Conflict { .. }) => continue,
                Err(StoreError::NotPlaying(status)) => return Err(AppError::WrongStatus(status)),
                Err(e) => return Err(e.into()),
            };
            self.publish(&meta, after, &told.events).await;
            if action == GameAction::Resume {
                // SVC-CLOCK: the actor starts a whole new period.
                let (mut resumed, game) = self.current(id).await?;
                self.restart_clock(&mut resumed, &game).await?;
                meta.deadline_ms = resumed.deadline_ms;
            }
            return Ok(meta);
        }
        Err(AppError::Store(format!("game {id} kept moving under the {}", action.as_str())))
    }

    /// SVC-LOBBY-TTL: closes (`aborted`) the lobbies older than `ttl_ms`,
    /// at most `limit` of them, each with an audit entry by `system`
    /// (`expire_lobby`, reason `lobby_expired`): the ids closed. Guarded on
    /// the status, so a lobby started meanwhile, or closed by another
    /// instance's sweep, is left alone.
    ///
    /// # Errors
    /// The store failed.
    pub async fn expire_lobbies(&self, ttl_ms: i64, limit: u64) -> Result<Vec<GameId>, AppError> {
        let before = self.clock.now_ms().saturating_sub(ttl_ms);
        let mut closed = Vec::new();
        for id in self.store.stale_lobbies(before, limit).await? {
            let entry =
                self.entry(&UserId(SYSTEM.to_owned()), "expire_lobby", ("game", &id.0), EXPIRED);
            let lobby = (GameStatus::Lobby, GameStatus::Aborted);
            match self.store.set_status(&id, lobby, &entry, &LifeChange::quiet()).await {
                Ok(_) => {
                    self.cache.forget(&id);
                    closed.push(id);
                }
                Err(StoreError::NotPlaying(_) | StoreError::NotFound) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(closed)
    }

    /// Takes a player out of play (kick): the forfeit is an event in the log,
    /// their pending turns are passed at once, and the last contender wins.
    ///
    /// # Errors
    /// Unknown game; not playing or paused; the seat is not in play.
    pub async fn forfeit_player(
        &self,
        operator: &UserId,
        id: &GameId,
        pick: SeatPick,
        reason: &str,
    ) -> Result<Acted, AppError> {
        require_reason(reason)?;
        self.operator_batch(operator, id, ("kick", pick), reason, |seat, game| {
            game.forfeit(seat, crate::shared::ForfeitReason::Kicked)
                .ok_or(AppError::NotInPlay(pick))
        })
        .await
    }

    /// An operator's batch on a seat of a running or paused game (a kick, a
    /// bot put in the seat): `decide` on the stored state, appended with its
    /// audit entry (action, target `game:colour`, or `game:seat-N` for a
    /// seat with no colour) in one transaction; retried on the fresh state
    /// while players keep playing.
    pub(super) async fn operator_batch(
        &self,
        operator: &UserId,
        id: &GameId,
        (action, pick): (&str, SeatPick),
        reason: &str,
        decide: impl Fn(SeatKey, &Game) -> Result<Vec<Event>, AppError>,
    ) -> Result<Acted, AppError> {
        require_reason(reason)?;
        let mut tries = 0;
        loop {
            let (meta, game) = self.current(id).await?;
            if !matches!(meta.status, GameStatus::Playing | GameStatus::Paused) {
                return Err(AppError::WrongStatus(meta.status));
            }
            let version = game.version();
            let seed = started_seed(&game)?;
            let seat = meta.pick(pick).ok_or(AppError::NotInPlay(pick))?;
            let events = decide(seat, &game)?;
            let before = Before::of(&game);
            let (next, events) = super::advance(game, events, &seed);
            let target = match seat.color {
                Some(c) => format!("{}:{}", id.0, c.as_str()),
                None => format!("{}:seat-{}", id.0, seat.seat),
            };
            let entry = self.entry(operator, action, ("seat", &target), reason);
            match self.store.append(id, version, &events, Some(&entry)).await {
                Ok(new_version) => {
                    self.after_commit(id, meta, before, next, &events, new_version).await?;
                    return Ok(Acted {
                        version: new_version,
                        events: events
                            .iter()
                            .map(|e| crate::game::view_event(e, Viewer::Operator))
                            .collect(),
                    });
                }
                // Players keep playing meanwhile: retry on the fresh state.
                Err(StoreError::Conflict { .. }) if tries < super::UNPINNED_TRIES => tries += 1,
                Err(e) => return Err(e.into()),
            }
        }
    }

    /// Bans, unbans, mutes or unmutes an account, or leaves it out of the
    /// leaderboards or puts it back (operators), audited with the change.
    ///
    /// # Errors
    /// Unknown user.
    pub async fn moderate_user(
        &self,
        users: &impl UserStore,
        operator: &UserId,
        target: &UserId,
        action: UserAction,
        reason: &str,
        until_ms: Option<i64>,
    ) -> Result<User, AppError> {
        require_reason(reason)?;
        let now = self.clock.now_ms();
        if let Some(until) = until_ms
            && (until <= now || !matches!(action, UserAction::Ban | UserAction::Mute))
        {
            return Err(AppError::BadUntil);
        }
        let mut user = users.by_id(target).await?.ok_or(AppError::UserNotFound)?;
        // Nobody locks themselves or another operator out (a ban of every
        // operator could only be lifted by a restart).
        if matches!(action, UserAction::Ban | UserAction::Mute)
            && (target == operator || user.role == Role::Operator)
        {
            return Err(AppError::OperatorProtected);
        }
        match action {
            UserAction::Ban => (user.banned, user.banned_until) = (true, until_ms),
            UserAction::Unban => (user.banned, user.banned_until) = (false, None),
            UserAction::Mute => (user.muted, user.muted_until) = (true, until_ms),
            UserAction::Unmute => (user.muted, user.muted_until) = (false, None),
            UserAction::Unrank => user.unranked = true,
            UserAction::Rerank => user.unranked = false,
        }
        let said = match until_ms {
            Some(until) => format!("{reason} (until {})", crate::time::rfc3339(until)),
            None => reason.to_owned(),
        };
        let entry = self.entry(operator, action.as_str(), ("user", &target.0), &said);
        users.moderate(user.clone(), &entry).await?;
        Ok(user)
    }

    /// Lifts the time-limited bans and mutes that ran out (each with an
    /// audit entry by `system`: `unban` or `unmute`, "time ran out"), at
    /// most `limit`: the users lifted.
    ///
    /// # Errors
    /// The store failed.
    pub async fn lift_expired_sanctions(
        &self,
        users: &impl UserStore,
        limit: u64,
    ) -> Result<Vec<UserId>, AppError> {
        let now = self.clock.now_ms();
        let mut lifted = Vec::new();
        for mut user in users.expired_sanctions(now, limit).await? {
            let system = UserId(SYSTEM.to_owned());
            let target = user.id.0.clone();
            if user.banned && user.banned_until.is_some_and(|u| u <= now) {
                (user.banned, user.banned_until) = (false, None);
                let entry = self.entry(&system, "unban", ("user", &target), "time ran out");
                users.moderate(user.clone(), &entry).await?;
            }
            if user.muted && user.muted_until.is_some_and(|u| u <= now) {
                (user.muted, user.muted_until) = (false, None);
                let entry = self.entry(&system, "unmute", ("user", &target), "time ran out");
                users.moderate(user.clone(), &entry).await?;
            }
            lifted.push(user.id);
        }
        Ok(lifted)
    }

    /// Posts a chat message: seated players and operators may, unless muted.
    ///
    /// # Errors
    /// Unknown game or user; not seated; muted; empty or too long.
    pub async fn post_chat(
        &self,
        users: &impl UserStore,
        chat: &impl ChatStore,
        author: &UserId,
        operator: bool,
        id: &GameId,
        body: &str,
    ) -> Result<ChatMessage, AppError> {
        let meta = self.store.meta(id).await?;
        if !operator && meta.seat_of(author).is_none() {
            return Err(AppError::NotSeated);
        }
        let user = users.by_id(author).await?.ok_or(AppError::UserNotFound)?;
        if user.is_muted(self.clock.now_ms()) {
            return Err(AppError::Muted);
        }
        let body = chat_text(body)?;
        Ok(chat
            .post(ChatMessage {
                id: 0,
                game_id: id.clone(),
                user: author.clone(),
                body: body.to_owned(),
                deleted: false,
                at_ms: self.clock.now_ms(),
            })
            .await?)
    }

    /// Deletes a chat message (operators).
    ///
    /// # Errors
    /// No such message.
    pub async fn delete_chat(
        &self,
        chat: &impl ChatStore,
        operator: &UserId,
        message: u64,
        reason: &str,
    ) -> Result<ChatMessage, AppError> {
        require_reason(reason)?;
        let entry =
            self.entry(operator, "delete_message", ("message", &message.to_string()), reason);
        chat.delete(message, &entry).await?.ok_or(AppError::MessageNotFound)
    }
}

/// A message's text as kept, table chat's and a whisper's alike: trimmed,
/// 1 to [`MAX_CHAT_CHARS`] characters, no control character but a newline.
pub(super) fn chat_text(body: &str) -> Result<&str, AppError> {
    let body = body.trim();
    let chars = body.chars().count();
    if chars == 0 || chars > MAX_CHAT_CHARS || body.chars().any(|c| c.is_control() && c != '\n') {
        Err(AppError::InvalidMessage)
    } else {
        Ok(body)
    }
}

/// A reason is stored as written: no control character but a newline or a
/// tab (PostgreSQL cannot store a NUL, and no backend should differ).
pub(super) fn plain_text(reason: &str) -> Result<(), AppError> {
    if reason.chars().any(|c| c.is_control() && c != '\n' && c != '\t') {
        Err(AppError::InvalidText)
    } else {
        Ok(())
    }
}

/// No moderation action is done without a word of why, in plain text.
pub(super) fn require_reason(reason: &str) -> Result<(), AppError> {
    plain_text(reason)?;
    if reason.trim().is_empty() { Err(AppError::ReasonRequired) } else { Ok(()) }
}

/// The audit log, newest first: (page, total).
///
/// # Errors
/// The store failed.
pub async fn audit_page(
    log: &impl AuditLog,
    filter: &crate::ports::AuditFilter,
    offset: u64,
    limit: u64,
) -> Result<(Vec<AuditEntry>, u64), AppError> {
    Ok(log.list(filter, offset, limit).await?)
}

impl<S: GameStore + TieStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// A game's chat after message `after`, oldest first. Deleted messages
    /// keep their place, but only operators see their text; the messages
    /// of people `user` blocks are not theirs to see (SVC-BLOCK), unless
    /// they read as an operator.
    ///
    /// # Errors
    /// Unknown game.
    pub async fn list_chat(
        &self,
        chat: &impl ChatStore,
        id: &GameId,
        user: &UserId,
        operator: bool,
        after: u64,
        limit: u64,
    ) -> Result<Vec<ChatMessage>, AppError> {
        let meta = self.store.meta(id).await?;
        self.may_read(&meta, user, operator).await?;
        let mut messages = chat.list(id, after, limit).await?;
        if !operator {
            // Operators read the whole record, whatever they block.
            let unheard = self.unheard_by(user).await?;
            messages.retain(|m| !unheard.contains(&m.user));
            for m in messages.iter_mut().filter(|m| m.deleted) {
                m.body.clear();
            }
        }
        Ok(messages)
    }
}
