//! `Idempotency-Key` on every REST request that changes state (`POST`,
//! `PUT`, `PATCH`, `DELETE` under `/v1`): a request retried with its key
//! gets the first answer again (with `Idempotent-Replayed: true`) and acts
//! once; another request under a used key is 422 `IDEMPOTENCY_KEY_REUSED`;
//! one that comes while the first still runs is 409
//! `IDEMPOTENCY_KEY_IN_FLIGHT` with `Retry-After`. Keys belong to the
//! signed-in user, authenticated before any key is looked up (a replay
//! with a revoked token is the 401 it would be without a key), and are
//! kept a day. Actions and pacts keep their keys with their events instead
//! (`acting`), exactly once across crashes; they pass through here.
//!
//! The answers that hold secrets are never stored, so never replayed: a
//! sign-in (`register`, `guest`, `login`, `refresh`, `upgrade`) and a new
//! personal access token ([`MINTS_SECRETS`]). Their keys are accepted and
//! not honoured: each request runs, a refresh's reuse detection included,
//! and nothing a client sends without a token is ever keyed (so two
//! clients behind one address never share an answer).

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{HttpMessage as _, HttpResponse, web};
use sha2::Digest as _;

use super::Shared;
use crate::adapters::db::{Held, KeptAnswer};
use crate::error::ApiError;
use crate::state::AppState;

/// The most of a body read to fingerprint it: past this the request is
/// refused by its own extractor anyway.
const MOST: usize = super::IMPORT_BODY_LIMIT + 1;

/// The requests whose answers hold secrets: access and refresh tokens, a
/// personal access token. Their keys are not honoured (see the module).
pub(crate) const MINTS_SECRETS: [&str; 6] = [
    "/v1/auth/register",
    "/v1/auth/guest",
    "/v1/auth/login",
    "/v1/auth/refresh",
    "/v1/me/upgrade",
    "/v1/me/tokens",
];

/// Whether a request's key is this layer's to read: a documented change
/// (an undeclared method or path gets its 405 or 404 as if no key were
/// sent). A key is checked on all of them, and honoured only where the
/// answer holds no secret.
fn keyed(req: &ServiceRequest) -> bool {
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
}

/// The signed-in user, asked of the same authority every request asks: a
/// revoked, expired or banned caller has none, and gets the handler's 401
/// or 403 as if no key were sent.
async fn signed_in(state: &AppState, req: &ServiceRequest) -> Option<String> {
    let header = req.headers().get(header::AUTHORIZATION)?.to_str().ok()?;
    let token = crate::auth::bearer_token(header)?;
    state.auth.authenticate(token).await.ok().map(|p| p.user.0)
}

/// The middleware (`actix_web::middleware::from_fn`).
///
/// # Errors
/// What the inner service answers with an error.
pub async fn honour_keys(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let state = req.app_data::<Shared>().cloned();
    let Some(state) = state.filter(|_| keyed(&req)) else {
        return Ok(next.call(req).await?.map_into_boxed_body());
    };
    // A malformed key is refused wherever one is read, honoured or not.
    let key = req.headers().get("idempotency-key").map(|v| v.to_str().unwrap_or("")).unwrap_or("");
    let key = match crate::acting::checked_key(key) {
        Ok(key) => key.to_owned(),
        Err(refusal) => return Ok(req.error_response(refusal)),
    };
    let secret = MINTS_SECRETS.contains(&req.path());
    let user = if secret { None } else { signed_in(&state, &req).await };
    let Some(user) = user else {
        return Ok(next.call(req).await?.map_into_boxed_body());
    };
    let scope = format!("user:{user}");
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
