//! Accounts: register, log in, or play as a guest; each answers a token.

use actix_web::{HttpRequest, HttpResponse, web};

use super::dto::{Credentials, GuestRequest, TokenResponse};
use super::responses::MalformedBody;
use crate::error::{ApiError, Problem};
use crate::state::AppState;

/// Creates an account and logs it in.
#[utoipa::path(post, path = "/v1/auth/register", tag = "accounts",
    request_body = Credentials,
    responses(
        (status = 201, description = "Registered", body = TokenResponse),
        (status = 400, description = "Malformed body, `INVALID_USERNAME` or `WEAK_PASSWORD`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`USERNAME_TAKEN`", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn register(
    state: web::Data<AppState>,
    body: super::body::Body<Credentials>,
) -> Result<HttpResponse, ApiError> {
    let issued = state.auth.register(&body.username, &body.password).await?;
    Ok(HttpResponse::Created().json(TokenResponse::from(issued)))
}

/// Logs in.
#[utoipa::path(post, path = "/v1/auth/login", tag = "accounts",
    request_body = Credentials,
    responses(
        (status = 200, description = "Logged in", body = TokenResponse),
        MalformedBody,
        (status = 401, description = "`BAD_CREDENTIALS`", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "`BANNED`", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "`LOGIN_THROTTLED`: too many failed logins for this account or from this address (`TEG_LOGIN_FAILURES_PER_ACCOUNT`, `TEG_LOGIN_FAILURES_PER_ADDRESS` a minute); retry after `Retry-After` seconds", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds before a login may be tried"))),
    ))]
pub(super) async fn login(
    state: web::Data<AppState>,
    body: super::body::Body<Credentials>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let peer = req.connection_info().peer_addr().map(str::to_owned);
    let issued = login_throttled(&state, &body.username, &body.password, peer.as_deref()).await?;
    Ok(super::ok(&TokenResponse::from(issued)))
}

/// A login through the throttle of failed ones ([`crate::ratelimit::LoginThrottle`]):
/// 429 `LOGIN_THROTTLED` with `Retry-After` while the account or the address
/// has used its failures, before the password is looked at.
///
/// # Errors
/// Throttled, or the login's own errors.
pub(crate) async fn login_throttled(
    state: &AppState,
    username: &str,
    password: &str,
    peer: Option<&str>,
) -> Result<crate::auth::Issued, ApiError> {
    let now = std::time::Instant::now();
    if let Err(wait) = state.logins.check(username, peer, now) {
        // The audit hears of a throttle once a minute per account and
        // address, however hard it is hammered.
        if state.logins.first_refusal(username, peer, now) {
            let from = peer.unwrap_or("an unknown address");
            let entry = domain::ports::AuditEntry {
                id: 0,
                actor: domain::ports::UserId("system".to_owned()),
                action: "login_throttled".to_owned(),
                target_kind: "account".to_owned(),
                target_id: username.chars().take(200).collect(),
                reason: format!("too many failed logins, from {from}"),
                at_ms: crate::adapters::system::now_ms(),
            };
            if let Err(e) = domain::ports::AuditLog::record(&state.moderation, entry).await {
                tracing::warn!(error = ?e, "could not audit a login throttle");
            }
        }
        return Err(ApiError::new(
            actix_web::http::StatusCode::TOO_MANY_REQUESTS,
            "LOGIN_THROTTLED",
            format!("too many failed logins: retry in {} s", wait.as_secs().max(1)),
        )
        .retry_in(wait));
    }
    let result = state.auth.login(username, password).await;
    if matches!(result, Err(crate::auth::AuthError::BadCredentials)) {
        state.logins.failed(username, peer, now);
    }
    Ok(result?)
}

/// Creates a guest identity (no password; the token is the only key).
#[utoipa::path(post, path = "/v1/auth/guest", tag = "accounts",
    request_body = GuestRequest,
    responses(
        (status = 201, description = "A guest token", body = TokenResponse),
        (status = 400, description = "Malformed body or `INVALID_DISPLAY_NAME`", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn guest(
    state: web::Data<AppState>,
    body: super::body::Body<GuestRequest>,
) -> Result<HttpResponse, ApiError> {
    let issued = state.auth.guest(&body.display_name).await?;
    Ok(HttpResponse::Created().json(TokenResponse::from(issued)))
}
