//! Web Push over REST (SVC-PUSH): the service's VAPID key, a user's push
//! subscriptions (one per device, owned by the session that made it) and
//! their quiet hours. Delivery is the worker's (`crate::push`).

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::responses::{
    BadQuietHours, MalformedBody, NoPushSubscription, NoToken, NotOperator, PushRefused,
    TooManyPushSubscriptions,
};
use super::{Caller, Reply, Shared};
use crate::adapters::db::{
    MOST_PUSH_SUBSCRIPTIONS, NewSubscription, Quiet, SubscribeRefused, Subscription,
};
use crate::error::ApiError;
use crate::push::message::{ALL_NOTICES, DEFAULT_NOTICES};

/// The key browsers subscribe with.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct PushKey {
    /// The VAPID public key (RFC 8292): the uncompressed P-256 point in
    /// base64url, as `PushManager.subscribe`'s `applicationServerKey`.
    #[schema(
        example = "BETss2u9ClJDUNWK0vfKyvbNN29i0cHzD-Rj7IsvmHEuuiTAm0Ki1xRvsYxBsCPag0VxCQ1KKRdzSFQ-AHyBdao"
    )]
    pub key: String,
}

/// A device's keys (RFC 8291), as `PushSubscription.toJSON()` gives them.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PushKeys {
    /// The user agent's P-256 public key, uncompressed, base64url.
    #[schema(min_length = 80, max_length = 100)]
    pub p256dh: String,
    /// The 16-byte authentication secret, base64url.
    #[schema(min_length = 20, max_length = 30)]
    pub auth: String,
}

/// A subscription to make: `PushSubscription.toJSON()`, and which notices
/// to push.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewPushSubscription {
    /// The push service's endpoint: public `https://`, or a host of the
    /// operator's `TEG_PUSH_ALLOW`.
    #[schema(min_length = 8, max_length = 2048, pattern = r"^https?://[^/@?#\s]+(/\S*)?$")]
    pub endpoint: String,
    /// The device's keys.
    pub keys: PushKeys,
    /// As `PushSubscription.toJSON()` gives it; not used.
    #[serde(default, rename = "expirationTime")]
    #[allow(
        dead_code,
        reason = "accepted so that toJSON() posts as it is; pushes fail with 404/410 once it passes"
    )]
    #[schema(nullable)]
    pub expiration_time: Option<f64>,
    /// The notice types to push (default: `your_turn`, `invited`,
    /// `match_found`, `game_finished`, `game_paused`, `game_aborted`,
    /// `session_revoked`).
    #[serde(default)]
    #[schema(max_items = 12)]
    pub notices: Option<Vec<String>>,
}

/// A push subscription and how its pushes fare.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct PushSubscriptionDto {
    /// Its id.
    pub id: String,
    /// The push service's endpoint.
    pub endpoint: String,
    /// The notice types it is pushed.
    pub notices: Vec<String>,
    /// When it was made (RFC 3339).
    pub created_at: String,
    /// Pushes the push service accepted.
    pub sent: i64,
    /// Failed attempts in a row at the notice now being pushed (retried
    /// after 1 s, 5 s, 30 s, 2 min and 10 min, then given up).
    pub attempts: i32,
    /// The push service's last HTTP status.
    pub last_status: Option<i32>,
    /// The last failure, in words.
    pub last_error: Option<String>,
}

/// The caller's subscriptions, oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct PushSubscriptionList {
    /// At most 10.
    pub subscriptions: Vec<PushSubscriptionDto>,
}

/// Quiet hours: pushes due between `from` and `to` (local time) wait for
/// `to`; the notices stay on the feed meanwhile.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct QuietHours {
    /// From, `HH:MM` (24 h).
    #[schema(pattern = r"^([01][0-9]|2[0-3]):[0-5][0-9]$", example = "22:00")]
    pub from: String,
    /// To, `HH:MM`; before `from` means the next day.
    #[schema(pattern = r"^([01][0-9]|2[0-3]):[0-5][0-9]$", example = "07:00")]
    pub to: String,
}

/// A user's push settings.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PushSettings {
    /// Quiet hours, or null for pushes at any hour.
    #[schema(nullable)]
    pub quiet_hours: Option<QuietHours>,
    /// The user's offset from UTC in minutes (`-180` in Buenos Aires), by
    /// which the quiet hours are read.
    #[schema(minimum = -720, maximum = 840)]
    pub utc_offset_minutes: i16,
}

fn dto(s: Subscription) -> PushSubscriptionDto {
    PushSubscriptionDto {
        id: s.id,
        endpoint: s.endpoint,
        notices: s.notices,
        created_at: crate::time::rfc3339(s.created_at_ms),
        sent: s.sent,
        attempts: s.attempts,
        last_status: s.last_status,
        last_error: s.last_error,
    }
}

/// The VAPID public key browsers subscribe with. No token needed.
#[utoipa::path(get, operation_id = "getPushKey", path = "/v1/push/key", tag = "push",
    responses((status = 200, description = "The key", body = PushKey)))]
pub(super) async fn key(state: Shared) -> Reply {
    Ok(super::ok(&PushKey { key: state.vapid_key.clone() }))
}

/// Subscribes a device to pushes of the caller's notices written from now
/// on. The subscription belongs to the caller's session: it ends with it.
/// An endpoint subscribed before is replaced.
#[utoipa::path(post, operation_id = "createPushSubscription", path = "/v1/me/push-subscriptions", tag = "push",
    security(("bearer" = [])),
    request_body = NewPushSubscription,
    responses(
        (status = 201, description = "Subscribed", body = PushSubscriptionDto),
        MalformedBody,
        NoToken,
        TooManyPushSubscriptions,
        PushRefused,
    ))]
pub(super) async fn subscribe(
    state: Shared,
    caller: Caller,
    body: super::body::Body<NewPushSubscription>,
) -> Reply {
    let endpoint = state
        .push_endpoints
        .check(&body.endpoint)
        .map_err(|why| ApiError::unprocessable("PUSH_ENDPOINT_NOT_ALLOWED", why))?;
    crate::push::check_keys(&body.keys.p256dh, &body.keys.auth)
        .map_err(|why| ApiError::unprocessable("BAD_PUSH_KEYS", why))?;
    let notices = match &body.notices {
        None => DEFAULT_NOTICES.iter().map(|&k| k.to_owned()).collect(),
        Some(asked) => {
            if let Some(unknown) = asked.iter().find(|k| !ALL_NOTICES.contains(&k.as_str())) {
                return Err(ApiError::unprocessable(
                    "UNKNOWN_NOTICE_TYPE",
                    format!("`{unknown}` is not a notice type: {}", ALL_NOTICES.join(", ")),
                ));
            }
            let mut kinds: Vec<String> = asked.clone();
            kinds.sort_unstable();
            kinds.dedup();
            kinds
        }
    };
    let id = uuid::Uuid::new_v4().to_string();
    let made = state
        .push
        .subscribe(&NewSubscription {
            id: &id,
            user: &caller.0.user,
            session: &caller.0.session,
            endpoint: endpoint.as_str(),
            p256dh: &body.keys.p256dh,
            auth: &body.keys.auth,
            notices: &notices,
            now_ms: crate::adapters::system::now_ms(),
        })
        .await
        .map_err(|refused| match refused {
            SubscribeRefused::TooMany => ApiError::new(
                actix_web::http::StatusCode::CONFLICT,
                "TOO_MANY_PUSH_SUBSCRIPTIONS",
                format!("a user keeps at most {MOST_PUSH_SUBSCRIPTIONS} push subscriptions: delete one first"),
            ),
            SubscribeRefused::Store(e) => e.into(),
        })?;
    Ok(HttpResponse::Created().json(dto(made)))
}

/// The caller's push subscriptions, with how their pushes fare.
#[utoipa::path(get, operation_id = "listPushSubscriptions", path = "/v1/me/push-subscriptions", tag = "push",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The subscriptions", body = PushSubscriptionList),
        NoToken,
    ))]
pub(super) async fn list(state: Shared, caller: Caller) -> Reply {
    let subscriptions = state.push.list(&caller.0.user).await?.into_iter().map(dto).collect();
    Ok(super::ok(&PushSubscriptionList { subscriptions }))
}

/// Removes one of the caller's push subscriptions: nothing more is pushed
/// to it.
#[utoipa::path(delete, operation_id = "deletePushSubscription", path = "/v1/me/push-subscriptions/{id}", tag = "push",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The subscription")),
    responses(
        (status = 204, description = "Removed"),
        NoToken,
        NoPushSubscription,
    ))]
pub(super) async fn unsubscribe(state: Shared, caller: Caller, id: web::Path<String>) -> Reply {
    if state.push.remove(&caller.0.user, &id).await? {
        Ok(HttpResponse::NoContent().finish())
    } else {
        Err(ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "PUSH_SUBSCRIPTION_NOT_FOUND",
            format!("the caller has no push subscription `{id}`"),
        ))
    }
}

/// The caller's push settings.
#[utoipa::path(get, operation_id = "getPushSettings", path = "/v1/me/push-settings", tag = "push",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The settings", body = PushSettings),
        NoToken,
    ))]
pub(super) async fn settings(state: Shared, caller: Caller) -> Reply {
    let quiet = state.push.quiet(&caller.0.user).await?;
    Ok(super::ok(&settings_dto(quiet)))
}

/// Sets the caller's quiet hours.
#[utoipa::path(put, operation_id = "putPushSettings", path = "/v1/me/push-settings", tag = "push",
    security(("bearer" = [])),
    request_body = PushSettings,
    responses(
        (status = 200, description = "The settings", body = PushSettings),
        MalformedBody,
        NoToken,
        BadQuietHours,
    ))]
pub(super) async fn set_settings(
    state: Shared,
    caller: Caller,
    body: super::body::Body<PushSettings>,
) -> Reply {
    let offset = body.utc_offset_minutes;
    if !(-720..=840).contains(&offset) {
        return Err(ApiError::unprocessable(
            "BAD_QUIET_HOURS",
            format!("utc_offset_minutes is -720 to 840, not {offset}"),
        ));
    }
    let hours = match &body.quiet_hours {
        None => None,
        Some(q) => Some((minute(&q.from)?, minute(&q.to)?)),
    };
    let quiet = Quiet { hours, utc_offset: offset };
    state.push.set_quiet(&caller.0.user, quiet).await?;
    Ok(super::ok(&settings_dto(quiet)))
}

/// `HH:MM` as minutes after midnight.
fn minute(text: &str) -> Result<u16, ApiError> {
    let bad =
        || ApiError::unprocessable("BAD_QUIET_HOURS", format!("`{text}` is not a time as HH:MM"));
    let (h, m) = text.split_once(':').ok_or_else(bad)?;
    if h.len() != 2 || m.len() != 2 {
        return Err(bad());
    }
    let (h, m): (u16, u16) = (h.parse().map_err(|_| bad())?, m.parse().map_err(|_| bad())?);
    if h > 23 || m > 59 {
        return Err(bad());
    }
    Ok(h * 60 + m)
}

fn settings_dto(quiet: Quiet) -> PushSettings {
    let text = |m: u16| format!("{:02}:{:02}", m / 60, m % 60);
    PushSettings {
        quiet_hours: quiet.hours.map(|(f, t)| QuietHours { from: text(f), to: text(t) }),
        utc_offset_minutes: quiet.utc_offset,
    }
}

/// Push subscriptions whose current notice failed at least once, the most
/// attempted first: what operators watch when pushes do not arrive.
#[utoipa::path(get, operation_id = "listFailingPushes", path = "/v1/admin/push/failing", tag = "operators",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "At most 100 subscriptions", body = PushSubscriptionList),
        NoToken,
        NotOperator,
    ))]
pub(super) async fn failing(state: Shared, _operator: super::Operator) -> Reply {
    let subscriptions = state.push.failing(100).await?.into_iter().map(dto).collect();
    Ok(super::ok(&PushSubscriptionList { subscriptions }))
}
