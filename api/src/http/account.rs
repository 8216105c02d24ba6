//! Accounts: register, log in, or play as a guest; each answers a token.

use actix_web::{HttpResponse, web};

use super::AppState;
use super::dto::{Credentials, GuestRequest, TokenResponse};
use crate::error::{ApiError, Problem};

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
    body: web::Json<Credentials>,
) -> Result<HttpResponse, ApiError> {
    let issued = state.auth.register(&body.username, &body.password).await?;
    Ok(HttpResponse::Created().json(TokenResponse::from(issued)))
}

/// Logs in.
#[utoipa::path(post, path = "/v1/auth/login", tag = "accounts",
    request_body = Credentials,
    responses(
        (status = 200, description = "Logged in", body = TokenResponse),
        (status = 400, description = "Malformed body", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "`BAD_CREDENTIALS`", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "`BANNED`", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn login(
    state: web::Data<AppState>,
    body: web::Json<Credentials>,
) -> Result<HttpResponse, ApiError> {
    let issued = state.auth.login(&body.username, &body.password).await?;
    Ok(super::ok(&TokenResponse::from(issued)))
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
    body: web::Json<GuestRequest>,
) -> Result<HttpResponse, ApiError> {
    let issued = state.auth.guest(&body.display_name).await?;
    Ok(HttpResponse::Created().json(TokenResponse::from(issued)))
}
