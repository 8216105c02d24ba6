//! `Idempotency-Key` on every REST request that changes state (`POST`,
//! `PUT`, `PATCH`, `DELETE` under `/v1`): a request retried with its key
//! gets the first answer again (with `Idempotent-Replayed: true`) and acts
//! once; another request under a used key is 422 `IDEMPOTENCY_KEY_REUSED`;
//! one that comes while the first still runs is 409
//! `IDEMPOTENCY_KEY_IN_FLIGHT` with `Retry-After`. Keys belong to the user a
//! token names (or to the client's address without one) and are kept a
//! day. Actions and pacts keep their keys with their events instead
//! (`acting`), exactly once across crashes; they pass through here.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{HttpMessage as _, HttpResponse, web};
use sha2::Digest as _;

use crate::adapters::db::{Held, KeptAnswer};
use crate::error::ApiError;
use crate::state::AppState;

/// The most of a body read to fingerprint it: past this the request is
/// refused by its own extractor anyway.
const MOST: usize = super::IMPORT_BODY_LIMIT + 1;

/// The requests a client may send without a token.
const SIGNED_OUT: [&str; 4] =
    ["/v1/auth/register", "/v1/auth/guest", "/v1/auth/login", "/v1/auth/refresh"];

/// Whether a request's key is this layer's to honour: a documented change
/// (an undeclared method or path gets its 405 or 404 as if no key were
/// sent), by a caller with a valid token or to a sign-in route (a missing
/// token gets its 401 first).
fn keyed(state: &AppState, req: &ServiceRequest) -> bool {
    let changes =
        matches!(*req.method(), Method::POST | Method::PUT | Method::PATCH | Method::DELETE);
    let path = req.path();
    // Actions and pacts keep their keys with their events (`acting`).
    let own_keys = path.ends_with("/actions") || path.contains("/pacts");
    changes
        && path.starts_with("/v1/")
        && !own_keys
        && req.headers().contains_key("idempotency-key")
        && super::fallback::documented(req.method().as_str(), path)
        && (SIGNED_OUT.contains(&path) || user_of(state, req).is_some())
}

/// The user a valid token names.
fn user_of(state: &AppState, req: &ServiceRequest) -> Option<String> {
    super::token_subject(state, req.headers())
}

/// The middleware (`actix_web::middleware::from_fn`).
///
/// # Errors
/// What the inner service answers with an error.
pub async fn honour_keys(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let state = req.app_data::<web::Data<AppState>>().cloned();
    let Some(state) = state.filter(|state| keyed(state, &req)) else {
        return Ok(next.call(req).await?.map_into_boxed_body());
    };
    let key = req.headers().get("idempotency-key").map(|v| v.to_str().unwrap_or("")).unwrap_or("");
    let key = match crate::acting::checked_key(key) {
        Ok(key) => key.to_owned(),
        Err(refusal) => return Ok(req.error_response(refusal)),
    };
    let scope = scope(&state, &req);
    // The body, read once to fingerprint it and handed on as it came.
    let mut payload = req.take_payload();
    let body = match super::read_body_within(&mut payload, MOST).await {
        Ok(body) => body,
        Err(refusal) => return Ok(req.error_response(refusal)),
    };
    let mut digest = sha2::Sha256::new();
    digest.update(req.method().as_str());
    digest.update([0]);
    digest.update(req.uri().to_string());
    digest.update([0]);
    digest.update(&body);
    let fingerprint = domain::rng::hex(&digest.finalize());
    let now = crate::adapters::system::now_ms();
    let held = match state.request_keys.claim(&scope, &key, &fingerprint, now).await {
        Ok(held) => held,
        Err(e) => return Ok(req.error_response(ApiError::from(e))),
    };
    match held {
        Held::Claimed => {}
        Held::Answer(kept) => return Ok(req.into_response(replay(&kept))),
        Held::Other => {
            return Ok(req.error_response(ApiError::from(domain::app::AppError::KeyReused)));
        }
        Held::InFlight => {
            let busy = ApiError::new(
                StatusCode::CONFLICT,
                "IDEMPOTENCY_KEY_IN_FLIGHT",
                "a request under this key is still running: retry shortly",
            )
            .retry_in(std::time::Duration::from_secs(1));
            return Ok(req.error_response(busy));
        }
    }
    req.set_payload(actix_web::dev::Payload::from(web::Bytes::from(body)));
    let res = next.call(req).await?.map_into_boxed_body();
    keep(&state, &scope, &key, res).await
}

/// Whose key it is: the user a valid token names, else the address.
fn scope(state: &AppState, req: &ServiceRequest) -> String {
    match user_of(state, req) {
        Some(user) => format!("user:{user}"),
        None => {
            let address = super::address_of(state, &req.connection_info(), req.headers());
            format!("address:{}", address.unwrap_or_default())
        }
    }
}

/// Keeps the answer under its key, unless a retry should run again (a
/// server error, a rate limit, an answer that is a stream); answers it.
async fn keep(
    state: &AppState,
    scope: &str,
    key: &str,
    res: ServiceResponse<BoxBody>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let status = res.status();
    let retry_runs = status.is_server_error() || status == StatusCode::TOO_MANY_REQUESTS;
    let (req, res) = res.into_parts();
    let (res, body) = res.into_parts();
    let bytes = match body.try_into_bytes() {
        Ok(bytes) if !retry_runs => bytes,
        Ok(bytes) => {
            release(state, scope, key).await;
            return Ok(ServiceResponse::new(req, res.set_body(BoxBody::new(bytes))));
        }
        Err(stream) => {
            release(state, scope, key).await;
            return Ok(ServiceResponse::new(req, res.set_body(stream)));
        }
    };
    let text = |name| {
        res.headers().get(name).and_then(|v: &HeaderValue| v.to_str().ok()).map(str::to_owned)
    };
    let answer = KeptAnswer {
        status: status.as_u16(),
        content_type: text(header::CONTENT_TYPE),
        location: text(header::LOCATION),
        body: String::from_utf8_lossy(&bytes).into_owned(),
    };
    if let Err(e) = state.request_keys.keep(scope, key, &answer).await {
        // The request ran; its key stays claimed until the claim is old.
        tracing::warn!(error = ?e, "an answer was not kept under its key");
    }
    Ok(ServiceResponse::new(req, res.set_body(BoxBody::new(bytes))))
}

async fn release(state: &AppState, scope: &str, key: &str) {
    if let Err(e) = state.request_keys.release(scope, key).await {
        tracing::warn!(error = ?e, "a key was not released");
    }
}

/// The kept answer, again.
fn replay(kept: &KeptAnswer) -> HttpResponse {
    let status = StatusCode::from_u16(kept.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut res = HttpResponse::build(status);
    if let Some(t) = &kept.content_type {
        res.insert_header((header::CONTENT_TYPE, t.as_str()));
    }
    if let Some(l) = &kept.location {
        res.insert_header((header::LOCATION, l.as_str()));
    }
    res.insert_header(("idempotent-replayed", "true"));
    res.body(kept.body.clone())
}
