//! "Your turn" webhooks over REST (SVC-NOTIFY): a user registers one URL and
//! signing secret, removes it, and reads its delivery log. Registration
//! checks the URL against the operator's allow-list (`TEG_WEBHOOK_ALLOW`).

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::Caller;
use super::responses::{MalformedBody, MalformedQueryCode, NoToken, NoWebhook, WebhookRefused};
use super::{Reply, Shared};
use crate::error::ApiError;
use crate::webhooks::{MAX_SECRET, MIN_SECRET};

/// A webhook to register.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PutWebhook {
    /// Where "your turn" notifications are posted: `https://` (or
    /// `http://`) on a host the operator allows, with no credentials.
    #[schema(min_length = 8, max_length = 2048, pattern = r"^https?://[^/@?#\s]+(/\S*)?$")]
    pub url: String,
    /// The HMAC-SHA256 key of `X-TEG-Signature`, 16 to 256 characters.
    #[schema(min_length = 16, max_length = 256)]
    pub secret: String,
}

/// A registered webhook (its secret is never shown again).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct WebhookDto {
    /// Where notifications go.
    pub url: String,
    /// When it was registered (RFC 3339).
    pub created_at: String,
}

/// One notification and what became of it.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct DeliveryDto {
    /// Its id, sent as `X-TEG-Delivery`.
    pub id: i64,
    /// The game whose turn it announced.
    pub game_id: String,
    /// The game's version then.
    pub version: i64,
    /// Where it was (or will be) posted.
    pub url: String,
    /// `pending`, `delivered` or `failed` (after 6 attempts: at once, then
    /// 1 s, 5 s, 30 s, 2 min and 10 min later).
    pub status: String,
    /// Attempts made.
    pub attempts: i32,
    /// The last answer's HTTP status.
    pub last_status: Option<i32>,
    /// The last failure, in words.
    pub last_error: Option<String>,
    /// When it was queued (RFC 3339).
    pub created_at: String,
    /// The next attempt (RFC 3339), while pending.
    pub next_attempt_at: Option<String>,
    /// When it was delivered or given up (RFC 3339).
    pub done_at: Option<String>,
}

/// The caller's delivery log, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Deliveries {
    /// The deliveries (kept 7 days once finished).
    pub deliveries: Vec<DeliveryDto>,
}

/// How many deliveries to list.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct DeliveriesQuery {
    /// 1 to 100.
    #[serde(default = "fifty", deserialize_with = "super::bounded::page_100")]
    #[param(default = 50, minimum = 1, maximum = 100)]
    pub limit: u64,
}

fn fifty() -> u64 {
    50
}

fn webhook_dto(w: crate::adapters::db::Webhook) -> WebhookDto {
    WebhookDto { url: w.url, created_at: crate::time::rfc3339(w.created_at_ms) }
}

/// Registers (or replaces) the caller's "your turn" webhook. The service
/// then posts `{"type":"your_turn","game_id","version","deadline"}` each
/// time one of the caller's steps begins, with `X-TEG-Signature:
/// sha256=<hex HMAC-SHA256 of the body under the secret>`, retrying failures
/// with backoff.
#[utoipa::path(put, operation_id = "putWebhook", path = "/v1/me/webhook", tag = "accounts", security(("bearer" = [])),
    request_body = PutWebhook,
    responses(
        (status = 200, description = "Registered", body = WebhookDto),
        MalformedBody,
        NoToken,
        WebhookRefused,
    ))]
pub(super) async fn put(
    state: Shared,
    caller: Caller,
    body: super::body::Body<PutWebhook>,
) -> Reply {
    let url = state
        .webhook_allow
        .check(&body.url)
        .map_err(|why| ApiError::unprocessable("WEBHOOK_NOT_ALLOWED", why))?;
    let chars = body.secret.chars().count();
    if !(MIN_SECRET..=MAX_SECRET).contains(&chars) {
        return Err(ApiError::unprocessable(
            "BAD_WEBHOOK_SECRET",
            format!("a webhook secret has {MIN_SECRET} to {MAX_SECRET} characters, not {chars}"),
        ));
    }
    let now = crate::adapters::system::now_ms();
    let hook = state.webhooks.put(&caller.0.user.0, url.as_str(), &body.secret, now).await?;
    Ok(super::ok(&webhook_dto(hook)))
}

/// The caller's webhook.
#[utoipa::path(get, operation_id = "getWebhook", path = "/v1/me/webhook", tag = "accounts", security(("bearer" = [])),
    responses(
        (status = 200, description = "The webhook", body = WebhookDto),
        NoToken,
        NoWebhook,
    ))]
pub(super) async fn get(state: Shared, caller: Caller) -> Reply {
    match state.webhooks.get(&caller.0.user.0).await? {
        Some(hook) => Ok(super::ok(&webhook_dto(hook))),
        None => Err(ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "NO_WEBHOOK",
            "no webhook is registered: PUT /v1/me/webhook registers one",
        )),
    }
}

/// Removes the caller's webhook (no-op without one): nothing more is
/// queued, and what is pending fails at its next attempt.
#[utoipa::path(delete, operation_id = "deleteWebhook", path = "/v1/me/webhook", tag = "accounts", security(("bearer" = [])),
    responses(
        (status = 204, description = "Removed"),
        NoToken,
    ))]
pub(super) async fn delete(state: Shared, caller: Caller) -> Reply {
    state.webhooks.delete(&caller.0.user.0).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The caller's delivery log, newest first.
#[utoipa::path(get, operation_id = "listWebhookDeliveries", path = "/v1/me/webhook/deliveries", tag = "accounts", security(("bearer" = [])),
    params(DeliveriesQuery),
    responses(
        (status = 200, description = "The deliveries", body = Deliveries),
        MalformedQueryCode,
        NoToken,
    ))]
pub(super) async fn deliveries(
    state: Shared,
    caller: Caller,
    query: web::Query<DeliveriesQuery>,
) -> Reply {
    let rows = state.webhooks.deliveries(&caller.0.user.0, query.limit).await?;
    let deliveries = rows
        .into_iter()
        .map(|d| DeliveryDto {
            id: d.id,
            game_id: d.game_id,
            version: d.version,
            url: d.url,
            status: d.status,
            attempts: d.attempts,
            last_status: d.last_status,
            last_error: d.last_error,
            created_at: crate::time::rfc3339(d.created_at_ms),
            next_attempt_at: d.next_at_ms.map(crate::time::rfc3339),
            done_at: d.done_at_ms.map(crate::time::rfc3339),
        })
        .collect();
    Ok(super::ok(&Deliveries { deliveries }))
}
