//! The request budget of every client (`docs/api.md`, "Limits"): the
//! layer that charges each request before it runs, and tells the client
//! where its budget stands.
//!
//! Every charged answer, a 429 included, carries the two fields of the IETF
//! httpapi draft "RateLimit header fields for HTTP"
//! (draft-ietf-httpapi-ratelimit-headers-09):
//!
//! - `RateLimit-Policy: "requests";q=100;w=2`: the budget is a token bucket
//!   of `q` requests, refilled in full in `w` seconds (`TEG_RATE_LIMIT` a
//!   second, bursts of twice that);
//! - `RateLimit: "requests";r=99;t=1`: `r` whole requests are left, and the
//!   bucket is full again in `t` seconds (rounded up).
//!
//! A client that keeps `r` above zero is never refused; one that is gets
//! `Retry-After` too, the seconds until one request passes.

use actix_web::http::header::{HeaderMap, HeaderName, HeaderValue};

use crate::ratelimit::Left;
use crate::time::whole_seconds_up;

/// The policy's name in both fields.
const POLICY: &str = "requests";

/// The two fields for a bucket of `burst` requests refilled at
/// `per_second`, holding `left`.
#[must_use]
pub fn fields(burst: f64, per_second: f64, left: Left) -> [(HeaderName, HeaderValue); 2] {
    let window = whole_seconds_up(std::time::Duration::from_secs_f64(burst / per_second)).max(1);
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "a bucket of a few thousand requests at most"
    )]
    let quota = burst.floor() as u64;
    let policy = format!("\"{POLICY}\";q={quota};w={window}");
    let now = format!("\"{POLICY}\";r={};t={}", left.remaining, whole_seconds_up(left.full_in));
    let value = |text: String| {
        HeaderValue::from_str(&text).unwrap_or_else(|_| HeaderValue::from_static("\"requests\""))
    };
    [
        (HeaderName::from_static("ratelimit-policy"), value(policy)),
        (HeaderName::from_static("ratelimit"), value(now)),
    ]
}

fn announce(headers: &mut HeaderMap, (burst, per_second): (f64, f64), left: Left) {
    for (name, value) in fields(burst, per_second, left) {
        headers.insert(name, value);
    }
}

/// The request-budget layer (`actix_web::middleware::from_fn`): charges
/// each request to its client's bucket (`client_key`), shared across
/// instances when Redis is linked, and answers `429 RATE_LIMITED` with
/// `Retry-After` when it is empty; either way the answer carries
/// `RateLimit-Policy` and `RateLimit`. Probes and metrics are never
/// charged.
///
/// # Errors
/// What the inner service answers with an error.
pub async fn charge(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody + 'static>,
) -> Result<actix_web::dev::ServiceResponse<actix_web::body::BoxBody>, actix_web::Error> {
    use actix_web::HttpMessage as _;
    let state = req.app_data::<actix_web::web::Data<crate::state::AppState>>().cloned();
    // Probes and metrics are never charged: no budget applies to them.
    let budgets = state
        .as_ref()
        .and_then(|s| s.budgets.clone())
        .filter(|_| !crate::ratelimit::exempt(req.path()));
    let (Some(state), Some(budgets)) = (state, budgets) else {
        return Ok(next.call(req).await?.map_into_boxed_body());
    };
    let user = super::token_subject(&state, req.headers());
    let address = super::address_of(&state, &req.connection_info(), req.headers());
    let key = crate::ratelimit::client_key(user.as_deref(), address.as_deref());
    req.extensions_mut().insert(crate::ratelimit::ClientKey(key));
    let policy = budgets.policy();
    match budgets.take(key, 1.0).await {
        Ok(left) => {
            let mut res = next.call(req).await?.map_into_boxed_body();
            announce(res.headers_mut(), policy, left);
            Ok(res)
        }
        Err(wait) => {
            // A refusal is an answer, not an error, so the outer layers
            // (security headers) see it like any other.
            let mut res = req.error_response(crate::error::ApiError::rate_limited(wait));
            announce(res.headers_mut(), policy, Left::refused(wait, policy.0, policy.1));
            Ok(res)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_fields_state_the_bucket_and_what_is_left_in_whole_seconds() {
        let left = Left { remaining: 7, full_in: Duration::from_millis(1_300) };
        let [(policy_name, policy), (now_name, now)] = fields(100.0, 50.0, left);
        assert_eq!(policy_name.as_str(), "ratelimit-policy");
        assert_eq!(policy, "\"requests\";q=100;w=2");
        assert_eq!(now_name.as_str(), "ratelimit");
        assert_eq!(now, "\"requests\";r=7;t=2", "1.3 s rounds up");
        let full = fields(2.0, 1.0 / 30.0, Left { remaining: 2, full_in: Duration::ZERO });
        assert_eq!(full[0].1, "\"requests\";q=2;w=60");
        assert_eq!(full[1].1, "\"requests\";r=2;t=0");
    }
}
