//! The caller's own account: `GET`/`PATCH /v1/me`, a guest's upgrade, the
//! sign-ins (`/v1/me/sessions`) and the personal access tokens
//! (`/v1/me/tokens`). Managing sessions and tokens takes a sign-in: a
//! personal token cannot mint or revoke others (403 `SCOPE_MISSING`).

use actix_web::{HttpRequest, HttpResponse};

use super::Caller;
use super::dto::{
    Credentials, MeDto, NewPersonalToken, PatchMe, PersonalTokenDto, PersonalTokenList, SessionDto,
    SessionList, TokenResponse,
};
use super::responses::NoToken;
use super::responses::{
    BadProfile, BadRegistration, CannotUpgrade, InvalidTokenRequest, SessionNotFound,
};
use super::{PathId, Reply, Shared};
use crate::error::ApiError;
use crate::request::user_agent;

/// The caller's account.
#[utoipa::path(get, operation_id = "getMe", path = "/v1/me", tag = "me",
    security(("bearer" = [])),
    responses((status = 200, description = "The caller's account", body = MeDto), NoToken))]
pub(super) async fn get(state: Shared, caller: Caller) -> Reply {
    let me = state.auth.account(&caller.0.user).await?;
    let standing = state.games.fair_play(&me.id).await?;
    Ok(super::ok(&MeDto::from(&me).with(&standing)))
}

/// Changes the caller's display name or locale.
#[utoipa::path(patch, operation_id = "updateMe", path = "/v1/me", tag = "me",
    security(("bearer" = [])),
    request_body = PatchMe,
    responses(
        (status = 200, description = "The account as changed", body = MeDto),
        BadProfile,
        NoToken,
    ))]
pub(super) async fn patch(
    state: Shared,
    caller: Caller,
    body: super::body::Body<PatchMe>,
) -> Reply {
    let me = state
        .auth
        .update_profile(&caller.0.user, body.display_name.as_deref(), body.locale.as_deref())
        .await?;
    let standing = state.games.fair_play(&me.id).await?;
    Ok(super::ok(&MeDto::from(&me).with(&standing)))
}

/// A guest becomes an account with a username and password: the same id,
/// games and seats. Answers a new sign-in, as registration does.
#[utoipa::path(post, operation_id = "upgradeGuest", path = "/v1/me/upgrade", tag = "me",
    security(("bearer" = [])),
    request_body = Credentials,
    responses(
        (status = 200, description = "Upgraded and signed in", body = TokenResponse),
        BadRegistration,
        NoToken,
        CannotUpgrade,
    ))]
pub(super) async fn upgrade(
    state: Shared,
    caller: Caller,
    body: super::body::Body<Credentials>,
    req: HttpRequest,
) -> Reply {
    let issued = state
        .auth
        .upgrade(&caller.0.user, &body.username, &body.password, user_agent(&req))
        .await?;
    Ok(super::ok(&TokenResponse::from(issued)))
}

/// The caller's live sign-ins, newest first; `current` marks the one asking.
#[utoipa::path(get, operation_id = "listMySessions", path = "/v1/me/sessions", tag = "me",
    security(("bearer" = [])),
    responses((status = 200, description = "The sessions", body = SessionList), NoToken))]
pub(super) async fn sessions(state: Shared, caller: Caller) -> Reply {
    let live = state.auth.sessions_of(&caller.0.user, false).await?;
    let sessions = live.iter().map(|s| SessionDto::of(s, &caller.0.session)).collect();
    Ok(super::ok(&SessionList { sessions }))
}

/// Revokes one of the caller's sign-ins (its tokens stop working on every
/// instance within 2 s).
#[utoipa::path(delete, operation_id = "revokeSession", path = "/v1/me/sessions/{id}", tag = "me",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A session's id")),
    responses(
        (status = 204, description = "Revoked"),
        NoToken,
        SessionNotFound,
    ))]
pub(super) async fn end_session(state: Shared, caller: Caller, id: PathId) -> Reply {
    state.auth.revoke(&caller.0.user, &id, false).await?;
    // The user's other apps hear of it on the feed (the revoked one may
    // be listening too, until its token is refused).
    let kind = domain::ports::NoticeKind::SessionRevoked { session_id: id.into_inner() };
    state
        .notices
        .tell(domain::ports::Notice { user: caller.0.user.clone(), game_id: None, kind })
        .await;
    Ok(HttpResponse::NoContent().finish())
}

/// Issues a personal access token for a bot or a script: its `token` is
/// shown in this answer only.
#[utoipa::path(post, operation_id = "createPersonalToken", path = "/v1/me/tokens", tag = "me",
    security(("bearer" = [])),
    request_body = NewPersonalToken,
    responses(
        (status = 201, description = "Issued, with its token", body = PersonalTokenDto),
        InvalidTokenRequest,
        NoToken,
    ))]
pub(super) async fn issue_token(
    state: Shared,
    caller: Caller,
    body: super::body::Body<NewPersonalToken>,
) -> Reply {
    let scopes =
        body.scopes.iter().fold(domain::ports::Scopes::NONE, |all, name| all.with(name.scope()));
    let expires_at = match &body.expires_at {
        None => None,
        Some(text) => Some(domain::time::parse_rfc3339(text).ok_or_else(|| {
            ApiError::bad_request("INVALID_TOKEN_REQUEST", "expires_at is not an RFC 3339 time")
        })?),
    };
    let issued = state.auth.personal_token(&caller.0.user, &body.name, scopes, expires_at).await?;
    Ok(HttpResponse::Created().json(PersonalTokenDto::of(&issued.session, Some(issued.token))))
}

/// The caller's live personal access tokens, newest first (never their
/// secrets).
#[utoipa::path(get, operation_id = "listPersonalTokens", path = "/v1/me/tokens", tag = "me",
    security(("bearer" = [])),
    responses((status = 200, description = "The tokens", body = PersonalTokenList), NoToken))]
pub(super) async fn tokens(state: Shared, caller: Caller) -> Reply {
    let live = state.auth.sessions_of(&caller.0.user, true).await?;
    let tokens = live.iter().map(|s| PersonalTokenDto::of(s, None)).collect();
    Ok(super::ok(&PersonalTokenList { tokens }))
}

/// Revokes one of the caller's personal access tokens.
#[utoipa::path(delete, operation_id = "revokePersonalToken", path = "/v1/me/tokens/{id}", tag = "me",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A token's id")),
    responses(
        (status = 204, description = "Revoked"),
        NoToken,
        SessionNotFound,
    ))]
pub(super) async fn revoke_token(state: Shared, caller: Caller, id: PathId) -> Reply {
    state.auth.revoke(&caller.0.user, &id, true).await?;
    Ok(HttpResponse::NoContent().finish())
}
