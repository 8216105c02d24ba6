//! Operator moderation over REST: pause/resume/abort a game, kick a player
//! (forfeit), ban/unban/mute/unmute an account, lift or set its fair-play
//! cooldown, delete a chat message, and read the audit log. Every action is
//! audited by the use case.

use actix_web::web;
use domain::app::{GameAction, UserAction};
use domain::ports::{GameId, UserId};

use super::GamePath;
use super::dto::{
    AuditEntryDto, AuditPage, AuditQuery, ChatMessageDto, EventBatch, FairPlayDto, GameSummary,
    KickRequest, Reason, UserSanction, UserSummary, WhisperDto,
};
use super::responses::{
    BadAuditRange, BadUntil, GameIdParam, GameNotFound, MessageNotFound, NoToken, NotAllowedNow,
    OperatorProtected, OperatorsOnly, ReasonBody, SanctionBody, SeatNotInPlay, SeatOrColour,
    UserIdParam, UserNotFound, WhisperNotFound,
};
use super::{Operator, OptionalJson};
use super::{PathId, Reply, Shared};
use crate::error::ApiError;

/// Pauses (actions then get `GAME_PAUSED`), resumes, or aborts a game.
#[utoipa::path(post, operation_id = "moderateGame", path = "/v1/admin/games/{id}/{action}", tag = "operators", security(("bearer" = [])),
    params(
        GameIdParam,
        ("action" = String, Path, description = "`pause`, `resume` or `abort`"),
    ),
    request_body = Reason,
    responses(
        (status = 200, description = "The game's new summary", body = GameSummary),
        ReasonBody,
        OperatorsOnly,
        GameNotFound,
        NotAllowedNow,
            ))]
pub(super) async fn game(
    state: Shared,
    operator: Operator,
    path: web::Path<(String, String)>,
    body: OptionalJson<Reason>,
) -> Reply {
    let (id, action) = path.into_inner();
    let action = GameAction::parse(&action).ok_or_else(ApiError::not_found_route)?;
    let reason = body.read().await?.reason;
    let meta = state.games.moderate_game(&operator.0.user, &GameId(id), action, &reason).await?;
    Ok(super::ok(&GameSummary::from(&meta)))
}

/// Takes a player out of play: their turns are passed from now on and the
/// last contender wins.
#[utoipa::path(post, operation_id = "kickPlayer", path = "/v1/admin/games/{id}/kick", tag = "operators", security(("bearer" = [])),
    params(GameIdParam),
    request_body = KickRequest,
    responses(
        (status = 200, description = "The events of the forfeit and the passed turns", body = EventBatch),
        ReasonBody,
        OperatorsOnly,
        GameNotFound,
        SeatNotInPlay,
        SeatOrColour,
    ))]
pub(super) async fn kick(
    state: Shared,
    operator: Operator,
    GamePath(id): GamePath,
    body: super::body::Body<KickRequest>,
) -> Reply {
    let pick = super::dto::required_seat(body.seat, body.color)?;
    let acted = state.games.forfeit_player(&operator.0.user, &id, pick, &body.reason).await?;
    Ok(super::ok(&EventBatch::new(acted.version, acted.events)))
}

/// Bans (log-in refused, live tokens void at once), unbans, mutes (chat
/// refused) or unmutes an account; or leaves it out of the leaderboards
/// (`unrank`, a cheater's) or puts it back (`rerank`), SVC-RATING.
#[utoipa::path(post, operation_id = "moderateUser", path = "/v1/admin/users/{id}/{action}", tag = "operators", security(("bearer" = [])),
    params(
        UserIdParam,
        ("action" = String, Path, description = "`ban`, `unban`, `mute`, `unmute`, `unrank` or `rerank`"),
    ),
    request_body = UserSanction,
    responses(
        (status = 200, description = "The account", body = UserSummary),
        SanctionBody,
        NoToken,
        OperatorProtected,
        UserNotFound,
        BadUntil,
            ))]
pub(super) async fn user(
    state: Shared,
    operator: Operator,
    path: web::Path<(String, String)>,
    body: OptionalJson<UserSanction>,
) -> Reply {
    let (id, action) = path.into_inner();
    let action = UserAction::parse(&action).ok_or_else(ApiError::not_found_route)?;
    let UserSanction { reason, until } = body.read().await?;
    let until = instant(until.as_deref())?;
    let user = state
        .games
        .moderate_user(state.auth.users(), &operator.0.user, &UserId(id), action, &reason, until)
        .await?;
    if matches!(action, UserAction::Ban | UserAction::Mute) {
        state.auth.heard_all_revoked(&user.id);
        state.streams.end_all(&user.id.0);
    }
    Ok(super::ok(&UserSummary::from(&user)))
}

/// Deletes a chat message (players then see it as deleted, without text).
#[utoipa::path(post, operation_id = "deleteChatMessage", path = "/v1/admin/messages/{id}/delete", tag = "operators", security(("bearer" = [])),
    params(("id" = u64, Path, description = "Message id")),
    request_body = Reason,
    responses(
        (status = 200, description = "The message, marked deleted", body = ChatMessageDto),
        ReasonBody,
        OperatorsOnly,
        MessageNotFound,
    ))]
pub(super) async fn delete_message(
    state: Shared,
    operator: Operator,
    id: web::Path<u64>,
    body: OptionalJson<Reason>,
) -> Reply {
    let reason = body.read().await?.reason;
    let message = state
        .games
        .delete_chat(&state.moderation, &operator.0.user, id.into_inner(), &reason)
        .await?;
    Ok(super::ok(&ChatMessageDto::from(message)))
}

/// Deletes a whisper a report cites (SVC-WHISPER): its sender and
/// recipients then see it deleted, without text; the text stays in the
/// audit entry alone.
#[utoipa::path(post, operation_id = "deleteWhisper", path = "/v1/admin/whispers/{id}/delete", tag = "operators", security(("bearer" = [])),
    params(("id" = u64, Path, description = "Whisper id")),
    request_body = Reason,
    responses(
        (status = 200, description = "The whisper, marked deleted", body = WhisperDto),
        ReasonBody,
        OperatorsOnly,
        WhisperNotFound,
    ))]
pub(super) async fn delete_whisper(
    state: Shared,
    operator: Operator,
    id: web::Path<u64>,
    body: OptionalJson<Reason>,
) -> Reply {
    let reason = body.read().await?.reason;
    let whisper = state.games.delete_whisper(&operator.0.user, id.into_inner(), &reason).await?;
    Ok(super::ok(&WhisperDto::from(whisper)))
}

/// An optional RFC 3339 instant of a query or a body.
/// Lifts an account's fair-play cooldown (no `until`) or sets one until an
/// instant, with a reason, audited (`lift_cooldown`, `set_cooldown`); the
/// ladder counts the account's abandonments again from now
/// (SVC-FAIRPLAY).
#[utoipa::path(put, operation_id = "setCooldown", path = "/v1/admin/users/{id}/cooldown", tag = "operators", security(("bearer" = [])),
    params(UserIdParam),
    request_body = UserSanction,
    responses(
        (status = 200, description = "The account's standing now", body = FairPlayDto),
        SanctionBody,
        OperatorsOnly,
        UserNotFound,
        BadUntil,
    ))]
pub(super) async fn cooldown(
    state: Shared,
    operator: Operator,
    id: PathId,
    body: super::body::Body<UserSanction>,
) -> Reply {
    use domain::ports::UserStore as _;
    let user = UserId(id.into_inner());
    if state.auth.users().by_id(&user).await?.is_none() {
        return Err(domain::app::AppError::UserNotFound.into());
    }
    let until = instant(body.until.as_deref())?;
    let standing = state.games.set_cooldown(&operator.0.user, &user, until, &body.reason).await?;
    Ok(super::ok(&FairPlayDto::from(&standing)))
}

fn instant(text: Option<&str>) -> Result<Option<i64>, ApiError> {
    text.map(|t| {
        domain::time::parse_rfc3339(t).ok_or_else(|| {
            ApiError::bad_request(
                "MALFORMED_UNTIL",
                format!("`{t}` is not an RFC 3339 instant (for example 2026-12-01T18:00:00Z)"),
            )
        })
    })
    .transpose()
}

/// The audit log, newest first, filtered by operator, action, target and
/// time.
#[utoipa::path(get, operation_id = "listAuditLog", path = "/v1/admin/audit", tag = "operators", security(("bearer" = [])),
    params(AuditQuery),
    responses(
        (status = 200, description = "A page of entries", body = AuditPage),
        BadAuditRange,
        OperatorsOnly,
    ))]
pub(super) async fn audit(
    state: Shared,
    _operator: Operator,
    query: web::Query<AuditQuery>,
) -> Reply {
    let filter = domain::ports::AuditFilter {
        actor: query.actor.clone().map(UserId),
        action: query.action.clone(),
        target: query.target.clone(),
        from_ms: instant(query.from.as_deref())?,
        to_ms: instant(query.to.as_deref())?,
    };
    let (entries, total) = domain::app::audit_page(
        &state.moderation,
        &filter,
        query.offset,
        query.limit.clamp(1, 100),
    )
    .await?;
    Ok(super::ok(&AuditPage {
        entries: entries.into_iter().map(AuditEntryDto::from).collect(),
        total,
    }))
}
