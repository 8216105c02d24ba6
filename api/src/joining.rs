//! Joining a table, the one path REST and GraphQL take (SVC-INVITE). A
//! private table's join code is guessed against a budget of the table's
//! own: [`WRONG_CODES`] wrong codes an hour from anyone, counted across
//! instances with `REDIS_URL`, not per token, so a thousand throwaway
//! accounts guess no faster than one. Past it, every try with a code is
//! 429 `JOIN_CODE_THROTTLED` until the budget refills (an invitation still
//! seats its invitee); the wrong code that spends it is audited
//! (`join_code_throttled`, by `system`).

use domain::app::AppError;
use domain::color::Color;
use domain::ports::{GameId, GameMeta};

use crate::auth::Principal;
use crate::error::ApiError;
use crate::ratelimit::RateLimiter;
use crate::state::AppState;

/// Wrong join codes a table takes an hour, from everyone together.
pub const WRONG_CODES: u32 = 10;

/// The budget of wrong join codes, per table.
#[must_use]
pub fn budget(link: Option<std::sync::Arc<crate::clients::SharedLink>>) -> crate::clients::Buckets {
    let n = f64::from(WRONG_CODES);
    crate::clients::Buckets::new("join-code", n / 3600.0, n, link)
}

/// Seats `me` at table `id`, with `code` for a private one.
///
/// # Errors
/// The use case's refusals (`PRIVATE_GAME` for a wrong code), and 429
/// `JOIN_CODE_THROTTLED` once the table's wrong codes are spent.
pub async fn join(
    state: &AppState,
    id: &GameId,
    me: &Principal,
    color: Option<Color>,
    code: Option<&str>,
) -> Result<GameMeta, ApiError> {
    let key = RateLimiter::key(Some(&format!("join-code\u{0}{}", id.0)), None);
    if code.is_some()
        && let Err(wait) = state.join_codes.check(key).await
    {
        return Err(ApiError::new(
            actix_web::http::StatusCode::TOO_MANY_REQUESTS,
            "JOIN_CODE_THROTTLED",
            format!("too many wrong codes for this table: retry in {} s", wait.as_secs().max(1)),
        )
        .retry_in(wait));
    }
    let pass = code.map_or(domain::app::Pass::Open, domain::app::Pass::Code);
    match state.games.join_table(id, me.user.clone(), color, pass, me.guest).await {
        Err(AppError::PrivateGame) if code.is_some() => {
            let _ = state.join_codes.take(key, 1.0).await;
            if state.join_codes.check(key).await.is_err() {
                audit_spent(state, id, me).await;
            }
            Err(AppError::PrivateGame.into())
        }
        joined => Ok(joined?),
    }
}

/// The audit entry of a table whose wrong codes are spent.
async fn audit_spent(state: &AppState, id: &GameId, me: &Principal) {
    let entry = domain::ports::AuditEntry {
        id: 0,
        actor: domain::ports::UserId("system".to_owned()),
        action: "join_code_throttled".to_owned(),
        target_kind: "game".to_owned(),
        target_id: id.0.clone(),
        reason: format!(
            "{WRONG_CODES} wrong join codes within the hour, the last by user {}",
            me.user.0
        ),
        at_ms: crate::adapters::system::now_ms(),
    };
    if let Err(e) = domain::ports::AuditLog::record(&state.moderation, entry).await {
        tracing::warn!(error = ?e, "could not audit a spent join-code budget");
    }
}
