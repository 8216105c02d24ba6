//! The whole life of a game from a player's seat: leave a lobby, resign in
//! play (SVC-RESIGN), open a finished game's rematch (SVC-REMATCH), and
//! invitations to a table (SVC-INVITE): send one by username, list one's
//! own, accept (which seats the caller, private table or not) or decline.
//! Each answer and offer goes on the other person's feed.

use actix_web::{HttpResponse, web};
use domain::app::Pass;
use domain::ports::{GameId, GameStatus, Notice, NoticeKind, UserId};

use super::Caller;
use super::dto::{EventBatch, GameSummary, InvitationDto, InvitationList, NewInvitation};
use super::responses::{NoToken, SignedInOnGame};
use crate::adapters::db::Invitation;
use crate::error::{ApiError, Problem};
use crate::state::AppState;

/// Leaves a lobby; the creator leaving closes it (`aborted`).
#[utoipa::path(post, operation_id = "leaveGame", path = "/v1/games/{id}/leave", tag = "games", security(("bearer" = [])),
    params(("id" = String, Path, description = "Game id")),
    responses(
        (status = 204, description = "Left (the lobby is closed if the caller created it)"),
        SignedInOnGame,
        (status = 403, description = "`NOT_SEATED`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`WRONG_STATUS`: the game is not in its lobby (resign instead)", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn leave(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
    body: super::OptionalJson<super::dto::NoFields>,
) -> Result<HttpResponse, ApiError> {
    body.read().await?;
    state.games.leave_lobby(&GameId(id.into_inner()), &caller.0.user).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Resigns the caller's seat in play (SVC-RESIGN): a forfeit by the
/// player's own hand (SVC-FORFEIT) logged with `reason: resigned`. The
/// seat's turns are passed from then on; the last contender wins.
#[utoipa::path(post, operation_id = "resignGame", path = "/v1/games/{id}/resign", tag = "games", security(("bearer" = [])),
    params(("id" = String, Path, description = "Game id")),
    responses(
        (status = 200, description = "Resigned; the events as the caller sees them", body = EventBatch),
        SignedInOnGame,
        (status = 403, description = "`NOT_SEATED`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`WRONG_STATUS`, `GAME_PAUSED` or `PLAYER_NOT_IN_PLAY` (already out)", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn resign(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
    body: super::OptionalJson<super::dto::NoFields>,
) -> Result<HttpResponse, ApiError> {
    body.read().await?;
    let id = GameId(id.into_inner());
    let acted = state.games.resign(&id, &caller.0.user).await?;
    let board = super::board_of(&state, &id).await?;
    Ok(super::ok_on(board, &EventBatch::new(acted.version, acted.events)))
}

/// Opens the rematch of a finished game (SVC-REMATCH): a lobby of the same
/// ruleset, options, clock and bot seats, with `rematch_of` set, created by
/// the caller and offered to the game's other people (`rematch_offered`).
#[utoipa::path(post, operation_id = "openRematch", path = "/v1/games/{id}/rematch", tag = "games", security(("bearer" = [])),
    params(("id" = String, Path, description = "The finished game's id")),
    responses(
        (status = 201, description = "The rematch's lobby", body = GameSummary),
        SignedInOnGame,
        (status = 409, description = "`NO_REMATCH`: the game is not finished, or the caller did not play it", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn rematch(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
    body: super::OptionalJson<super::dto::NoFields>,
) -> Result<HttpResponse, ApiError> {
    body.read().await?;
    let new_id = GameId(uuid::Uuid::new_v4().to_string());
    let meta = state.games.rematch(&GameId(id.into_inner()), new_id, &caller.0.user).await?;
    state.metrics.game_created();
    Ok(HttpResponse::Created().json(GameSummary::for_viewer(&meta, &caller.0.user)))
}

/// Invites a user by username to a lobby the caller sits in (SVC-INVITE):
/// they are told on their feed (`invited`) and may accept, which seats
/// them even at a private table.
#[utoipa::path(post, operation_id = "invitePlayer", path = "/v1/games/{id}/invitations", tag = "games", security(("bearer" = [])),
    params(("id" = String, Path, description = "Game id")),
    request_body = NewInvitation,
    responses(
        (status = 201, description = "Sent", body = InvitationDto),
        (status = 400, description = "Malformed body", body = Problem, content_type = "application/problem+json"),
        SignedInOnGame,
        (status = 403, description = "`NOT_SEATED`: only the lobby's players invite", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`WRONG_STATUS`, `GAME_FULL`, `ALREADY_SEATED` (the invitee sits there) or `INVALID_SEAT`", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "`USER_NOT_FOUND`", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn invite(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
    body: super::body::Body<NewInvitation>,
) -> Result<HttpResponse, ApiError> {
    use domain::ports::UserStore as _;
    let id = GameId(id.into_inner());
    let (meta, _) = state.games.head(&id).await?;
    if meta.status != GameStatus::Lobby {
        return Err(domain::app::AppError::WrongStatus(meta.status).into());
    }
    if meta.seat_of(&caller.0.user).is_none() && meta.creator != caller.0.user {
        return Err(domain::app::AppError::NotSeated.into());
    }
    let invitee =
        state.auth.users().by_username(&body.username).await.map_err(ApiError::from)?.ok_or_else(
            || {
                ApiError::new(
                    actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
                    "USER_NOT_FOUND",
                    format!("nobody is called `{}`", body.username),
                )
            },
        )?;
    if meta.seat_of(&invitee.id).is_some() {
        return Err(domain::app::AppError::AlreadySeated.into());
    }
    if meta.seats.len() >= meta.max_players {
        return Err(domain::app::AppError::GameFull.into());
    }
    if body.seat.is_some_and(|s| usize::from(s) >= meta.max_players) {
        return Err(ApiError::new(
            actix_web::http::StatusCode::CONFLICT,
            "INVALID_SEAT",
            format!("the table has {} seats", meta.max_players),
        ));
    }
    let invitation = Invitation {
        id: uuid::Uuid::new_v4().to_string(),
        game_id: id.0.clone(),
        from: caller.0.user.clone(),
        to: invitee.id.clone(),
        seat: body.seat,
        status: crate::adapters::db::PENDING.to_owned(),
        created_at_ms: crate::adapters::system::now_ms(),
    };
    state.invitations.insert(&invitation).await?;
    let kind =
        NoticeKind::Invited { invitation_id: invitation.id.clone(), from: caller.0.user.0.clone() };
    tell(&state, &invitee.id, &id, kind).await;
    Ok(HttpResponse::Created().json(InvitationDto::from(&invitation)))
}

/// A notice about a game on one user's feed.
async fn tell(state: &AppState, user: &UserId, game: &GameId, kind: NoticeKind) {
    state.notices.tell(Notice { user: user.clone(), game_id: Some(game.clone()), kind }).await;
}

/// The caller's pending invitations, newest first.
#[utoipa::path(get, operation_id = "listMyInvitations", path = "/v1/me/invitations", tag = "me", security(("bearer" = [])),
    responses((status = 200, description = "The invitations", body = InvitationList), NoToken))]
pub(super) async fn mine(
    state: web::Data<AppState>,
    caller: Caller,
    req: actix_web::HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let pending = state.invitations.pending_for(&caller.0.user, 100).await?;
    let invitations = pending.iter().map(InvitationDto::from).collect();
    super::ok_tagged(&req, &InvitationList { invitations })
}

/// An invitation to the caller, still pending: 404 otherwise.
async fn pending_for(state: &AppState, id: &str, me: &UserId) -> Result<Invitation, ApiError> {
    let found = state.invitations.by_id(id).await?;
    found.filter(|i| &i.to == me && i.status == crate::adapters::db::PENDING).ok_or_else(|| {
        ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "INVITATION_NOT_FOUND",
            "you have no pending invitation with this id",
        )
    })
}

/// Accepts an invitation: the caller takes a seat in its lobby (a private
/// table's code is not needed). The inviter hears of it.
#[utoipa::path(post, operation_id = "acceptInvitation", path = "/v1/invitations/{id}/accept", tag = "me", security(("bearer" = [])),
    params(("id" = String, Path, description = "Invitation id")),
    responses(
        (status = 200, description = "Seated", body = GameSummary),
        NoToken,
        (status = 404, description = "`INVITATION_NOT_FOUND`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`GAME_FULL`, `ALREADY_SEATED` or `WRONG_STATUS`", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn accept(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let me = &caller.0.user;
    let invitation = pending_for(&state, &id, me).await?;
    let game = GameId(invitation.game_id.clone());
    let meta =
        state.games.join_table(&game, me.clone(), None, Pass::Invited, caller.0.guest).await?;
    answer(&state, &invitation, "accepted").await?;
    Ok(super::ok(&GameSummary::for_viewer(&meta, me)))
}

/// Declines an invitation; the inviter hears of it.
#[utoipa::path(post, operation_id = "declineInvitation", path = "/v1/invitations/{id}/decline", tag = "me", security(("bearer" = [])),
    params(("id" = String, Path, description = "Invitation id")),
    responses(
        (status = 204, description = "Declined"),
        NoToken,
        (status = 404, description = "`INVITATION_NOT_FOUND`", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn decline(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let invitation = pending_for(&state, &id, &caller.0.user).await?;
    answer(&state, &invitation, "declined").await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Records the answer once and tells the inviter.
async fn answer(state: &AppState, invitation: &Invitation, status: &str) -> Result<(), ApiError> {
    let now = crate::adapters::system::now_ms();
    if state.invitations.answer(&invitation.id, status, now).await? {
        let kind = NoticeKind::InvitationAnswered {
            invitation_id: invitation.id.clone(),
            by: invitation.to.0.clone(),
            accepted: status == "accepted",
        };
        tell(state, &invitation.from, &GameId(invitation.game_id.clone()), kind).await;
    }
    Ok(())
}
