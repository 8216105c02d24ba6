//! The whole life of a game from a player's seat: leave a lobby, resign in
//! play (SVC-RESIGN), open a finished game's rematch (SVC-REMATCH), and
//! invitations to a table (SVC-INVITE): send one by username, list one's
//! own, accept (which seats the caller, private table or not) or decline.
//! Each answer and offer goes on the other person's feed.

use actix_web::HttpResponse;
use domain::ports::GameId;

use super::Caller;
use super::dto::{EventBatch, GameSummary, InvitationDto, InvitationList, NewInvitation};
use super::responses::{
    BlockedInviter, CannotAccept, CannotInvite, CannotResign, GameIdParam, InvitationIdParam,
    InvitationNotFound, MalformedBody, NoRematch, NoToken, NotInLobby, NotSeated,
    OnlyPlayersInvite, SignedInOnGame, UnknownInvitee,
};
use super::{GamePost, PathId, Reply, Shared};

/// Leaves a lobby; the creator leaving closes it (`aborted`).
#[utoipa::path(post, operation_id = "leaveGame", path = "/v1/games/{id}/leave", tag = "games", security(("bearer" = [])),
    params(GameIdParam),
    responses(
        (status = 204, description = "Left (the lobby is closed if the caller created it)"),
        SignedInOnGame,
        NotSeated,
        NotInLobby,
    ))]
pub(super) async fn leave(call: GamePost) -> Reply {
    call.state.games.leave_lobby(&call.id, &call.caller.0.user).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Resigns the caller's seat in play (SVC-RESIGN): a forfeit by the
/// player's own hand (SVC-FORFEIT) logged with `reason: resigned`. The
/// seat's turns are passed from then on; the last contender wins.
#[utoipa::path(post, operation_id = "resignGame", path = "/v1/games/{id}/resign", tag = "games", security(("bearer" = [])),
    params(GameIdParam),
    responses(
        (status = 200, description = "Resigned; the events as the caller sees them", body = EventBatch),
        SignedInOnGame,
        NotSeated,
        CannotResign,
    ))]
pub(super) async fn resign(call: GamePost) -> Reply {
    call.seat_act(crate::acting::SeatAct::Resign).await
}

/// Opens the rematch of a finished game (SVC-REMATCH): a lobby of the same
/// ruleset, options, clock and bot seats, with `rematch_of` set, created by
/// the caller and offered to the game's other people (`rematch_offered`).
#[utoipa::path(post, operation_id = "openRematch", path = "/v1/games/{id}/rematch", tag = "games", security(("bearer" = [])),
    params(("id" = String, Path, description = "The finished game's id")),
    responses(
        (status = 201, description = "The rematch's lobby", body = GameSummary),
        SignedInOnGame,
        NoRematch,
    ))]
pub(super) async fn rematch(call: GamePost) -> Reply {
    let GamePost { state, caller, id } = call;
    let new_id = GameId(uuid::Uuid::new_v4().to_string());
    let meta = state.games.rematch(&id, new_id, &caller.0.user).await?;
    state.metrics.game_created();
    Ok(HttpResponse::Created().json(GameSummary::for_viewer(&meta, &caller.0.user)))
}

/// Invites a user by username to a lobby the caller sits in (SVC-INVITE):
/// they are told on their feed (`invited`) and may accept, which seats
/// them even at a private table.
#[utoipa::path(post, operation_id = "invitePlayer", path = "/v1/games/{id}/invitations", tag = "games", security(("bearer" = [])),
    params(GameIdParam),
    request_body = NewInvitation,
    responses(
        (status = 201, description = "Sent", body = InvitationDto),
        MalformedBody,
        SignedInOnGame,
        OnlyPlayersInvite,
        CannotInvite,
        UnknownInvitee,
    ))]
pub(super) async fn invite(
    state: Shared,
    caller: Caller,
    id: PathId,
    body: super::body::Body<NewInvitation>,
) -> Reply {
    let invitation =
        crate::invitations::invite(&state, &caller.0.user, &GameId(id.into_inner()), &body).await?;
    Ok(HttpResponse::Created().json(invitation))
}

/// The caller's pending invitations, newest first.
#[utoipa::path(get, operation_id = "listMyInvitations", path = "/v1/me/invitations", tag = "me", security(("bearer" = [])),
    responses((status = 200, description = "The invitations", body = InvitationList), NoToken))]
pub(super) async fn mine(state: Shared, caller: Caller, req: actix_web::HttpRequest) -> Reply {
    super::ok_tagged(&req, &crate::invitations::mine(&state, &caller.0.user).await?)
}

/// Accepts an invitation: the caller takes a seat in its lobby (a private
/// table's code is not needed). The inviter hears of it.
#[utoipa::path(post, operation_id = "acceptInvitation", path = "/v1/invitations/{id}/accept", tag = "me", security(("bearer" = [])),
    params(InvitationIdParam),
    responses(
        (status = 200, description = "Seated", body = GameSummary),
        NoToken,
        BlockedInviter,
        InvitationNotFound,
        CannotAccept,
    ))]
pub(super) async fn accept(state: Shared, caller: Caller, id: PathId) -> Reply {
    let seated = crate::invitations::accept(&state, &caller.0, &id).await?;
    Ok(super::ok(&seated))
}

/// Declines an invitation; the inviter hears of it.
#[utoipa::path(post, operation_id = "declineInvitation", path = "/v1/invitations/{id}/decline", tag = "me", security(("bearer" = [])),
    params(InvitationIdParam),
    responses(
        (status = 204, description = "Declined"),
        NoToken,
        InvitationNotFound,
    ))]
pub(super) async fn decline(state: Shared, caller: Caller, id: PathId) -> Reply {
    crate::invitations::decline(&state, &caller.0.user, &id).await?;
    Ok(HttpResponse::NoContent().finish())
}
