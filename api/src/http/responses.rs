//! The problem responses many operations share, declared once for the
//! spec: each is a `utoipa::IntoResponses` an operation lists by name in
//! its `responses(...)` (`NoToken` beside its own `(status = 200, …)`), so
//! the same 401, 403, 404 and 400 are written in one place. The bodies are
//! `Problem`s (RFC 9457), as `crate::error` answers them.

use utoipa::IntoResponses;

use crate::error::Problem;

/// 401: no bearer token, or one that is not valid.
#[derive(IntoResponses)]
#[response(status = 401, description = "No valid token", content_type = "application/problem+json")]
#[allow(dead_code, reason = "a spec-only type: never built, only listed in `responses(...)`")]
pub(crate) struct NoToken(Problem);

/// 403: an operators' route, called by someone else.
#[derive(IntoResponses)]
#[response(
    status = 403,
    description = "Not an operator",
    content_type = "application/problem+json"
)]
#[allow(dead_code, reason = "a spec-only type: never built, only listed in `responses(...)`")]
pub(crate) struct NotOperator(Problem);

/// 403: a players' route, called by someone not seated in the game.
#[derive(IntoResponses)]
#[response(status = 403, description = "`NOT_SEATED`", content_type = "application/problem+json")]
#[allow(dead_code, reason = "a spec-only type: never built, only listed in `responses(...)`")]
pub(crate) struct NotSeated(Problem);

/// 404: no game of that id.
#[derive(IntoResponses)]
#[response(
    status = 404,
    description = "`GAME_NOT_FOUND`",
    content_type = "application/problem+json"
)]
#[allow(dead_code, reason = "a spec-only type: never built, only listed in `responses(...)`")]
pub(crate) struct GameNotFound(Problem);

/// 400: a body that is not the operation's JSON.
#[derive(IntoResponses)]
#[response(status = 400, description = "Malformed body", content_type = "application/problem+json")]
#[allow(dead_code, reason = "a spec-only type: never built, only listed in `responses(...)`")]
pub(crate) struct MalformedBody(Problem);
