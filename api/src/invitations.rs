//! Invitations to a table (SVC-INVITE), the same on REST and GraphQL: a
//! lobby's player invites a user by username; the invitee is told on their
//! feed (`invited`), lists their pending invitations, and accepts (which
//! seats them, private table or not) or declines; the inviter is told the
//! answer (`invitation_answered`).

use domain::app::Pass;
use domain::ports::{GameId, GameStatus, Notice, NoticeKind, UserId};

use crate::adapters::db::Invitation;
use crate::auth::Principal;
use crate::dto::{GameSummary, InvitationDto, InvitationList, NewInvitation};
use crate::error::ApiError;
use crate::state::AppState;

/// `from` invites `invitation.username` to lobby `game`, in `seat` when
/// named.
///
/// # Errors
/// The game is unknown or not in its lobby (`WRONG_STATUS`), `from` does
/// not sit there (`NOT_SEATED`), the invitee is unknown
/// (`USER_NOT_FOUND`) or seated (`ALREADY_SEATED`), a block stands
/// between the two either way (`BLOCKED`, SVC-BLOCK), the table is full
/// (`GAME_FULL`) or has no such seat (`INVALID_SEAT`).
pub(crate) async fn invite(
    state: &AppState,
    from: &UserId,
    game: &GameId,
    invitation: &NewInvitation,
) -> Result<InvitationDto, ApiError> {
    use domain::ports::UserStore as _;
    let (meta, _) = state.games.head(game).await?;
    if meta.status != GameStatus::Lobby {
        return Err(domain::app::AppError::WrongStatus(meta.status).into());
    }
    if meta.seat_of(from).is_none() && &meta.creator != from {
        return Err(domain::app::AppError::NotSeated.into());
    }
    let invitee = state.auth.users().by_username(&invitation.username).await?;
    let invitee = invitee.ok_or_else(|| unknown_invitee(&invitation.username))?;
    let sent = send(state, from, &meta, &invitee.id, invitation.seat).await?;
    Ok(InvitationDto::from(&sent))
}

/// 422 `USER_NOT_FOUND`: the person a body names has no account.
pub(crate) fn unknown_invitee(who: &str) -> ApiError {
    ApiError::new(
        actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
        "USER_NOT_FOUND",
        format!("there is no account `{who}`"),
    )
}

/// Sends `invitee` an invitation from `from` to the lobby `meta`, in
/// `seat` when named, and tells them on their feed.
///
/// # Errors
/// `ALREADY_SEATED`, `BLOCKED`, `GAME_FULL`, `INVALID_SEAT`, as [`invite`].
pub(crate) async fn send(
    state: &AppState,
    from: &UserId,
    meta: &domain::ports::GameMeta,
    invitee: &UserId,
    seat: Option<u8>,
) -> Result<Invitation, ApiError> {
    if meta.seat_of(invitee).is_some() {
        return Err(domain::app::AppError::AlreadySeated.into());
    }
    // Either way, and refused alike: the blocker is not told apart.
    state.games.not_kept_apart(from, invitee).await?;
    if meta.seats.len() >= meta.max_players {
        return Err(domain::app::AppError::GameFull.into());
    }
    if seat.is_some_and(|s| usize::from(s) >= meta.max_players) {
        return Err(ApiError::new(
            actix_web::http::StatusCode::CONFLICT,
            "INVALID_SEAT",
            format!("the table has {} seats", meta.max_players),
        ));
    }
    let sent = Invitation {
        id: uuid::Uuid::new_v4().to_string(),
        game_id: meta.id.0.clone(),
        from: from.clone(),
        to: invitee.clone(),
        seat,
        status: crate::adapters::db::PENDING.to_owned(),
        created_at_ms: crate::adapters::system::now_ms(),
    };
    state.invitations.insert(&sent).await?;
    let kind = NoticeKind::Invited { invitation_id: sent.id.clone(), from: from.0.clone() };
    tell(state, invitee, &meta.id, kind).await;
    Ok(sent)
}

/// `me`'s pending invitations, newest first.
///
/// # Errors
/// The store failed.
pub(crate) async fn mine(state: &AppState, me: &UserId) -> Result<InvitationList, ApiError> {
    let pending = state.invitations.pending_for(me, 100).await?;
    Ok(InvitationList { invitations: pending.iter().map(InvitationDto::from).collect() })
}

/// `me` accepts invitation `id`: seated at its table, as `me` sees it.
///
/// # Errors
/// `INVITATION_NOT_FOUND` (none pending for `me`), `BLOCKED` (a block
/// between the two since), or the seat is not
/// there to take (`GAME_FULL`, `ALREADY_SEATED`, `WRONG_STATUS`).
pub(crate) async fn accept(
    state: &AppState,
    me: &Principal,
    id: &str,
) -> Result<GameSummary, ApiError> {
    let invitation = pending_for(state, id, &me.user).await?;
    // A block made since the invitation keeps the two apart too.
    state.games.not_kept_apart(&invitation.from, &me.user).await?;
    let game = GameId(invitation.game_id.clone());
    let meta =
        state.games.join_table(&game, me.user.clone(), None, Pass::Invited, me.guest).await?;
    answer(state, &invitation, "accepted").await?;
    Ok(GameSummary::for_viewer(&meta, &me.user))
}

/// `me` declines invitation `id`.
///
/// # Errors
/// `INVITATION_NOT_FOUND` (none pending for `me`).
pub(crate) async fn decline(state: &AppState, me: &UserId, id: &str) -> Result<(), ApiError> {
    let invitation = pending_for(state, id, me).await?;
    answer(state, &invitation, "declined").await
}

/// A notice about a game on one user's feed.
async fn tell(state: &AppState, user: &UserId, game: &GameId, kind: NoticeKind) {
    state.notices.tell(Notice { user: user.clone(), game_id: Some(game.clone()), kind }).await;
}

/// An invitation to `me`, still pending: `INVITATION_NOT_FOUND` otherwise.
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
