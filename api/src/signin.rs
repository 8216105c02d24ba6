//! Signing in with a password, as every channel does it: throttled per
//! account, address and device before the password is looked at.

use crate::error::ApiError;
use crate::state::AppState;

/// Credentials checked through the throttle of failed logins
/// ([`crate::clients::LoginThrottle`]): 429 `LOGIN_THROTTLED` with
/// `Retry-After` while a bucket that applies is empty, before the password
/// is looked at (audited once a minute per account and address); a login
/// of an account guessed from everywhere is slowed first. `device` is the
/// device token a past sign-in answered, if the client kept one. The
/// account they open, and the device token to keep for the next sign-in.
///
/// # Errors
/// Throttled, or the check's own errors.
pub(crate) async fn login_throttled(
    state: &AppState,
    username: &str,
    password: &str,
    peer: Option<&str>,
    device: Option<&str>,
) -> Result<(domain::ports::User, String), ApiError> {
    let now = std::time::Instant::now();
    let device = device.and_then(|token| state.auth.device_of(username, token));
    let attempt = crate::clients::LoginAttempt { account: username, address: peer, device };
    match state.logins.check(attempt).await {
        Ok(slowed) if !slowed.is_zero() => tokio::time::sleep(slowed).await,
        Ok(_) => {}
        Err(wait) => {
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
    }
    let result = state.auth.verify(username, password).await;
    if matches!(result, Err(crate::auth::AuthError::BadCredentials)) {
        state.logins.failed(attempt).await;
    }
    let user = result?;
    Ok((user, state.auth.device_token(username, device)))
}
