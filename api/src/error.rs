//! The one error table ([`ApiError`]): every failure of a use case
//! (`domain::app::AppError`) becomes an RFC 9457 problem
//! (`application/problem+json`) with a stable `code`, plus `rule` for rule
//! violations; REST, GraphQL and the dashboard map errors through it.
//! Unexpected failures are an opaque 500 whose cause is logged once, here.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use domain::app::AppError;
use serde::Serialize;

use crate::auth::AuthError;

/// When a player with three open reports on a game may try a fourth
/// (`Retry-After` of `TOO_MANY_REPORTS`): reports close by an operator's
/// hand, and an hour is the hint.
const REPORTS_RETRY: std::time::Duration = std::time::Duration::from_secs(3600);

/// An error on its way to the client.
#[derive(Debug, Clone)]
pub struct ApiError {
    /// HTTP status.
    pub status: StatusCode,
    /// Stable machine code.
    pub code: &'static str,
    /// Human-readable explanation.
    pub detail: String,
    /// The rule book id (`docs/rules/`), for rule violations.
    pub rule: Option<&'static str>,
    /// Seconds before a retry may succeed (`Retry-After`), for 429 and 503.
    pub retry_after: Option<u64>,
    /// The version of the first event a record's verification refused
    /// (`RECORD_INVALID`).
    pub version: Option<u64>,
}

/// An RFC 9457 problem document: the body of every error response.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[schema(example = json!({
    "type": "/problems/NOT_ADJACENT",
    "title": "Not adjacent", "status": 422,
    "detail": "argentina does not border mexico", "code": "NOT_ADJACENT",
    "rule": "R-CMP-1"
}))]
pub(crate) struct Problem {
    /// The kind of problem: `/problems/{code}`, a page on this server that
    /// says what the code means and what to do.
    #[serde(rename = "type")]
    kind: String,
    /// A short title of the problem, in the reader's language
    /// (`Content-Language`).
    title: String,
    /// The HTTP status.
    status: u16,
    /// What went wrong, for people: in English, this occurrence's words; in
    /// Spanish or Italian, what the code means.
    detail: String,
    /// Stable machine code (`docs/problems.md`).
    code: &'static str,
    /// The rule book id (`docs/rules/`) a rule violation breaks.
    #[serde(skip_serializing_if = "Option::is_none")]
    rule: Option<&'static str>,
    /// `RECORD_INVALID`: the version of the record's first bad event (its
    /// place in `events`, from 1); absent when the record as a whole is
    /// refused.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1)]
    version: Option<u64>,
}

impl ApiError {
    /// A client error.
    #[must_use]
    pub fn new(status: StatusCode, code: &'static str, detail: impl Into<String>) -> Self {
        Self { status, code, detail: detail.into(), rule: None, retry_after: None, version: None }
    }

    /// 400.
    #[must_use]
    pub fn bad_request(code: &'static str, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code, detail)
    }

    /// 422: the body is well formed, but what it asks for cannot be.
    #[must_use]
    pub fn unprocessable(code: &'static str, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::UNPROCESSABLE_ENTITY, code, detail)
    }

    /// 401.
    #[must_use]
    pub fn unauthorized() -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "UNAUTHORIZED", "a valid bearer token is required")
    }

    /// 404 for a path that names no resource kind (an unknown action).
    #[must_use]
    pub fn not_found_route() -> Self {
        Self::new(StatusCode::NOT_FOUND, "NOT_FOUND", "no such route")
    }

    /// 429: the client's request budget is spent for now.
    #[must_use]
    pub fn rate_limited(wait: std::time::Duration) -> Self {
        Self::new(
            StatusCode::TOO_MANY_REQUESTS,
            "RATE_LIMITED",
            format!("too many requests: retry in {} ms", wait.as_millis().max(1)),
        )
        .retry_in(wait)
    }

    /// The same error, telling the client to retry after `wait` (whole
    /// seconds, at least one: `Retry-After` has no fractions).
    #[must_use]
    pub fn retry_in(self, wait: std::time::Duration) -> Self {
        Self { retry_after: Some(crate::time::whole_seconds_up(wait).max(1)), ..self }
    }

    /// 403.
    #[must_use]
    pub fn forbidden(detail: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, "FORBIDDEN", detail)
    }

    /// 403 `SCOPE_MISSING`: a personal access token asked for more than it
    /// was given.
    #[must_use]
    pub fn scope_missing(detail: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, "SCOPE_MISSING", detail)
    }

    /// The problem document as JSON text, in English with the HTTP reason
    /// phrase as its title: what is kept of a refusal under an idempotency
    /// key, and the body the language layer (`crate::http::speaking`) then
    /// words for its reader ([`crate::problems::Texts::word`]).
    #[must_use]
    pub fn problem_json(&self) -> String {
        let body = Problem {
            kind: crate::problems::type_uri(self.code),
            title: self.status.canonical_reason().unwrap_or("Error").to_owned(),
            status: self.status.as_u16(),
            detail: self.detail.clone(),
            code: self.code,
            rule: self.rule,
            version: self.version,
        };
        serde_json::to_string(&body).unwrap_or_default()
    }

    /// 500, with the cause logged and not returned.
    #[must_use]
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        tracing::error!(%cause, "unexpected failure");
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, "INTERNAL", "something went wrong on our side")
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}: {}", self.status.as_u16(), self.code, self.detail)
    }
}

/// The codes of a door's refusals: their connection closes after the answer.
const DOOR_REFUSALS: [&str; 2] = ["SERVER_FULL", "TOO_MANY_STREAMS"];

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let mut res = HttpResponse::build(self.status);
        res.content_type("application/problem+json");
        if self.status == StatusCode::UNAUTHORIZED {
            res.insert_header(("WWW-Authenticate", "Bearer"));
        }
        if let Some(secs) = self.retry_after {
            res.insert_header(("Retry-After", secs.to_string()));
        }
        if DOOR_REFUSALS.contains(&self.code) {
            // A connection refused at a door (`doors.rs`) is not kept
            // alive: idle, it would hold the very descriptor the door keeps
            // free.
            res.force_close();
        }
        res.body(self.problem_json())
    }
}

/// A store failure outside a use case (webhooks): as a use case reports it
/// (503 for an outage, 500 otherwise).
impl From<domain::ports::StoreError> for ApiError {
    fn from(e: domain::ports::StoreError) -> Self {
        AppError::from(e).into()
    }
}

impl From<AppError> for ApiError {
    fn from(e: AppError) -> Self {
        let detail = e.to_string();
        match &e {
            AppError::InvalidText | AppError::ReasonRequired => Self::bad_request(e.code(), detail),
            AppError::Rule(v) => Self {
                status: StatusCode::UNPROCESSABLE_ENTITY,
                code: v.code(),
                detail,
                rule: Some(v.rule()),
                retry_after: None,
                version: None,
            },
            AppError::Setup(s) => Self::new(StatusCode::UNPROCESSABLE_ENTITY, s.code(), detail),
            AppError::InvalidPosition(_)
            | AppError::InvalidMessage
            | AppError::BadClock
            | AppError::BadUntil
            | AppError::InvalidReport(_)
            | AppError::InvalidNote
            | AppError::InvalidSeat(_)
            | AppError::BadPlayers(_)
            | AppError::BadTournament(_)
            | AppError::CannotBlockSelf
            | AppError::CannotFollowSelf
            | AppError::CannotChallengeSelf
            | AppError::InvalidRecipients
            | AppError::KeyReused => Self::new(StatusCode::UNPROCESSABLE_ENTITY, e.code(), detail),
            AppError::NotFound
            | AppError::UserNotFound
            | AppError::MessageNotFound
            | AppError::WhisperNotFound
            | AppError::ReportNotFound
            | AppError::TicketNotFound
            | AppError::TournamentNotFound => Self::new(StatusCode::NOT_FOUND, e.code(), detail),
            // Open reports close when an operator answers them, not at a
            // time; every 429 still says when to ask again: in an hour.
            AppError::TooManyReports => {
                Self::new(StatusCode::TOO_MANY_REQUESTS, e.code(), detail).retry_in(REPORTS_RETRY)
            }
            AppError::VersionConflict { .. }
            | AppError::GameFull
            | AppError::ColorTaken(_)
            | AppError::AlreadySeated
            | AppError::NotInPlay(_)
            | AppError::NothingToReclaim
            | AppError::BotSeat(_)
            | AppError::ReportClosed(_)
            | AppError::NoRematch
            | AppError::TicketOpen
            | AppError::TicketMatched
            | AppError::TournamentBegun
            | AppError::WrongStatus(_) => Self::new(StatusCode::CONFLICT, e.code(), detail),
            AppError::NotSeated
            | AppError::PrivateGame
            | AppError::GuestNotRated
            | AppError::NotCreator
            | AppError::Muted
            | AppError::Blocked
            | AppError::OperatorProtected => Self::new(StatusCode::FORBIDDEN, e.code(), detail),
            AppError::RecordInvalid(bad) => {
                // What the rules and the seed give instead, in the event's
                // own wire form, so a person can see what was changed.
                let expected = bad.expected.as_ref().and_then(|e| serde_json::to_string(e).ok());
                let detail = match expected {
                    Some(json) => format!("{detail}; the rules and the seed give {json}"),
                    None => detail,
                };
                Self { version: bad.version, ..Self::unprocessable(e.code(), detail) }
            }
            AppError::Cooldown(until) => {
                let left = (until - crate::adapters::system::now_ms()).max(0);
                let wait = std::time::Duration::from_millis(u64::try_from(left).unwrap_or(0));
                Self::new(StatusCode::FORBIDDEN, e.code(), detail).retry_in(wait)
            }
            AppError::Store(cause) => Self::internal(cause),
            AppError::Unavailable(cause) => {
                tracing::warn!(%cause, "database unavailable");
                Self::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "DATABASE_UNAVAILABLE",
                    "the database does not answer; retry shortly",
                )
                .retry_in(std::time::Duration::from_secs(1))
            }
        }
    }
}

impl From<AuthError> for ApiError {
    fn from(e: AuthError) -> Self {
        let code = e.code();
        match e {
            AuthError::InvalidUsername => {
                Self::bad_request(code, "usernames are 3 to 32 of a-z, 0-9, _ and -")
            }
            AuthError::WeakPassword => Self::bad_request(code, "passwords are 8 to 128 characters"),
            AuthError::InvalidDisplayName => Self::bad_request(
                code,
                "display names are 1 to 40 characters, none of them a control character",
            ),
            AuthError::InvalidLocale => Self::bad_request(
                code,
                format!("the locales are {}", crate::auth::LOCALES.join(", ")),
            ),
            AuthError::InvalidTokenRequest(what) => {
                Self::bad_request(code, format!("a personal access token needs {what}"))
            }
            AuthError::UsernameTaken => {
                Self::new(StatusCode::CONFLICT, code, "that username is taken")
            }
            AuthError::NotAGuest => {
                Self::new(StatusCode::CONFLICT, code, "only a guest can be upgraded to an account")
            }
            AuthError::RefreshReused => Self::new(
                StatusCode::UNAUTHORIZED,
                code,
                "this refresh token was already used: its session is revoked, sign in again",
            ),
            AuthError::SessionNotFound => Self::new(
                StatusCode::NOT_FOUND,
                code,
                "you have no live session or token with this id",
            ),
            AuthError::BadCredentials => {
                Self::new(StatusCode::UNAUTHORIZED, code, "wrong username or password")
            }
            AuthError::Banned => Self::new(StatusCode::FORBIDDEN, code, "this account is banned"),
            AuthError::InvalidToken => {
                Self::new(StatusCode::UNAUTHORIZED, code, "invalid or expired token")
            }
            AuthError::Store(cause) => Self::internal(cause),
            AuthError::Unavailable(cause) => Self::from(AppError::Unavailable(cause)),
        }
    }
}
