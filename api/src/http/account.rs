//! Signing in: register, log in, play as a guest, renew a sign-in with its
//! refresh token, and log out. Each sign-in answers an access token, a
//! refresh token and the account ([`TokenResponse`]).

use actix_web::{HttpRequest, HttpResponse};

use super::Caller;
use super::dto::{Credentials, GuestRequest, RefreshRequest, TokenResponse};
use super::responses::{
    BadCredentials, BadDisplayName, BadRegistration, Banned, LoginThrottled, MalformedBody,
    NoToken, RefreshRefused, ScopeMissing, UsernameTaken,
};
use super::{Reply, Shared};
use crate::request::user_agent;
use crate::signin::login_throttled;

/// Creates an account and signs it in.
#[utoipa::path(post, operation_id = "register", path = "/v1/auth/register", tag = "accounts",
    request_body = Credentials,
    responses(
        (status = 201, description = "Registered", body = TokenResponse),
        BadRegistration,
        UsernameTaken,
    ))]
pub(super) async fn register(
    state: Shared,
    body: super::body::Body<Credentials>,
    req: HttpRequest,
) -> Reply {
    let peer = super::client_address(&req);
    let issued = state
        .auth
        .register(&body.username, &body.password, user_agent(&req), peer.as_deref())
        .await?;
    Ok(HttpResponse::Created().json(TokenResponse::from(issued)))
}

/// Signs in with a password. The answer's `device_token`, sent with the
/// next login of the same account, lets it in even while the account is
/// guessed from the same address.
#[utoipa::path(post, operation_id = "logIn", path = "/v1/auth/login", tag = "accounts",
    request_body = Credentials,
    responses(
        (status = 200, description = "Signed in", body = TokenResponse),
        MalformedBody,
        BadCredentials,
        Banned,
        LoginThrottled,
    ))]
pub(super) async fn login(
    state: Shared,
    body: super::body::Body<Credentials>,
    req: HttpRequest,
) -> Reply {
    let peer = super::client_address(&req);
    let device = body.device_token.as_deref();
    let (user, device) =
        login_throttled(&state, &body.username, &body.password, peer.as_deref(), device).await?;
    let issued = state.auth.sign_in(user, user_agent(&req)).await?;
    Ok(super::ok(&TokenResponse::from(issued).with_device(device)))
}

/// Creates a guest identity (no password; the tokens are its only keys,
/// until `POST /v1/me/upgrade` gives it a password).
#[utoipa::path(post, operation_id = "signInAsGuest", path = "/v1/auth/guest", tag = "accounts",
    request_body = GuestRequest,
    responses(
        (status = 201, description = "A guest, signed in", body = TokenResponse),
        BadDisplayName,
    ))]
pub(super) async fn guest(
    state: Shared,
    body: super::body::Body<GuestRequest>,
    req: HttpRequest,
) -> Reply {
    let issued = state.auth.guest(&body.display_name, user_agent(&req)).await?;
    Ok(HttpResponse::Created().json(TokenResponse::from(issued)))
}

/// Trades a refresh token for a new access token and refresh token; the
/// one presented is retired. A retired refresh token presented again
/// revokes its whole session (`REFRESH_REUSED`): one of its holders is not
/// its owner.
#[utoipa::path(post, operation_id = "refreshSession", path = "/v1/auth/refresh", tag = "accounts",
    request_body = RefreshRequest,
    responses(
        (status = 200, description = "A new pair", body = TokenResponse),
        MalformedBody,
        RefreshRefused,
        Banned,
    ))]
pub(super) async fn refresh(state: Shared, body: super::body::Body<RefreshRequest>) -> Reply {
    let issued = state.auth.refresh(&body.refresh_token).await?;
    Ok(super::ok(&TokenResponse::from(issued)))
}

/// Ends the caller's session: its access and refresh tokens stop working
/// (on every instance within 2 s).
#[utoipa::path(post, operation_id = "logOut", path = "/v1/auth/logout", tag = "accounts",
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Signed out"),
        NoToken,
        ScopeMissing,
    ))]
pub(super) async fn logout(state: Shared, caller: Caller) -> Reply {
    state.auth.logout(&caller.0).await?;
    Ok(HttpResponse::NoContent().finish())
}
