//! What a request carries, read the same way by every channel (REST,
//! GraphQL over HTTP and its websocket): the body within its size and time
//! limits, the client's address behind trusted proxies, its user agent,
//! and the subject its bearer token names.

use actix_web::http::header;
use actix_web::{HttpRequest, web};

use crate::error::ApiError;
use crate::state::AppState;

/// How long a request body may take to arrive, from the request's start.
pub const BODY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// `payload`, cut with an IO `TimedOut` error once [`BODY_TIMEOUT`] has
/// passed (a body that trickles in holds a worker and memory).
pub(crate) fn timed_payload(payload: actix_web::dev::Payload) -> actix_web::dev::Payload {
    use futures_util::StreamExt as _;
    let deadline = tokio::time::Instant::now() + BODY_TIMEOUT;
    let timed = futures_util::stream::unfold(Some(payload), move |state| async move {
        let mut payload = state?;
        match tokio::time::timeout_at(deadline, payload.next()).await {
            Ok(Some(item)) => Some((item, Some(payload))),
            Ok(None) => None,
            Err(_) => {
                let late =
                    std::io::Error::new(std::io::ErrorKind::TimedOut, "the body came too slowly");
                Some((Err(actix_web::error::PayloadError::Io(late)), None))
            }
        }
    });
    actix_web::dev::Payload::Stream { payload: Box::pin(timed) }
}

/// Whether a payload error is the body timeout.
pub(crate) fn timed_out(e: &actix_web::error::PayloadError) -> bool {
    matches!(e, actix_web::error::PayloadError::Io(io) if io.kind() == std::io::ErrorKind::TimedOut)
}

/// A request body read whole, for handlers that cannot use `web::Json`
/// (an optional body, a GraphQL request): within [`BODY_LIMIT`] (413) and
/// [`BODY_TIMEOUT`] (408, the payload's own deadline: [`timed_payload`]).
///
/// # Errors
/// 413 `PAYLOAD_TOO_LARGE`, 408 `BODY_TIMEOUT`, or 400 `MALFORMED_BODY`
/// when the connection breaks.
pub(crate) async fn read_body(payload: &mut actix_web::dev::Payload) -> Result<Vec<u8>, ApiError> {
    read_body_within(payload, BODY_LIMIT).await
}

/// As [`read_body`], within `limit` bytes.
///
/// # Errors
/// As [`read_body`].
pub(crate) async fn read_body_within(
    payload: &mut actix_web::dev::Payload,
    limit: usize,
) -> Result<Vec<u8>, ApiError> {
    use futures_util::StreamExt as _;
    let mut body = Vec::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|e| {
            if timed_out(&e) {
                body_timeout()
            } else {
                ApiError::bad_request("MALFORMED_BODY", e.to_string())
            }
        })?;
        if body.len() + chunk.len() > limit {
            return Err(payload_too_large_of(limit));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// The user a request's bearer token names, when its signature and expiry
/// hold (`Auth::subject`: no store lookup). What budgets and idempotency
/// keys are scoped by; not an authentication.
pub(crate) fn token_subject(
    state: &AppState,
    headers: &actix_web::http::header::HeaderMap,
) -> Option<String> {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|h| h.to_str().ok())
        .and_then(crate::auth::bearer_token)
        .and_then(|token| state.auth.subject(token))
}

/// 413 `PAYLOAD_TOO_LARGE` for bodies over `limit` bytes.
pub(crate) fn payload_too_large_of(limit: usize) -> ApiError {
    ApiError::new(
        actix_web::http::StatusCode::PAYLOAD_TOO_LARGE,
        "PAYLOAD_TOO_LARGE",
        format!("bodies are limited to {limit} bytes"),
    )
}

/// 408 `BODY_TIMEOUT`.
pub(crate) fn body_timeout() -> ApiError {
    ApiError::new(
        actix_web::http::StatusCode::REQUEST_TIMEOUT,
        "BODY_TIMEOUT",
        format!("the body did not arrive within {} s", BODY_TIMEOUT.as_secs()),
    )
}

/// Largest JSON body accepted.
pub const BODY_LIMIT: usize = 64 * 1024;

/// The client's address: the connection's peer, or behind a trusted proxy
/// the address it forwarded (`clients::Proxies`).
pub(crate) fn client_address(req: &HttpRequest) -> Option<String> {
    let state = req.app_data::<web::Data<AppState>>()?;
    address_of(state, &req.connection_info(), req.headers())
}

/// As [`client_address`], from a request's parts.
pub(crate) fn address_of(
    state: &AppState,
    info: &actix_web::dev::ConnectionInfo,
    headers: &actix_web::http::header::HeaderMap,
) -> Option<String> {
    state.proxies.client(info.peer_addr(), headers)
}

/// The client's `User-Agent`, for the sessions list.
pub(crate) fn user_agent(req: &HttpRequest) -> &str {
    req.headers()
        .get(actix_web::http::header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
}
