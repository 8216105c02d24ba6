//! What a token may do: a personal access token carries scopes, a
//! sign-in has them all. Every channel asks here before it acts.

use crate::auth::Principal;
use crate::error::ApiError;

/// What a request needs of its token: a personal access token carries
/// scopes, a sign-in has them all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Need {
    /// This scope.
    Scope(domain::ports::Scope),
    /// A sign-in: managing sessions and tokens, the account, a logout.
    SignIn,
}

/// What a REST request needs, by its method and path: managing the account,
/// its sessions and tokens takes a sign-in; `/v1/me/webhook` and the push
/// subscriptions and settings the `webhook` scope; any other read `read`; anything else `play`.
pub(crate) fn need(method: &actix_web::http::Method, path: &str) -> Need {
    use actix_web::http::Method;
    use domain::ports::Scope;
    const SIGN_IN_ONLY: [&str; 7] = [
        "/v1/me/tokens",
        "/v1/me/sessions",
        "/v1/me/upgrade",
        "/v1/me/export",
        "/v1/auth/logout",
        "/v1/me/grants",
        "/v1/oauth/apps",
    ];
    let under = |prefix: &str| path == prefix || path.starts_with(&format!("{prefix}/"));
    if SIGN_IN_ONLY.iter().any(|p| under(p))
        || (path == "/v1/me" && (method == Method::PATCH || method == Method::DELETE))
    {
        Need::SignIn
    } else if under("/v1/me/webhook")
        || under("/v1/me/push-subscriptions")
        || under("/v1/me/push-settings")
    {
        Need::Scope(Scope::Webhook)
    } else if method == Method::GET || method == Method::HEAD {
        Need::Scope(Scope::Read)
    } else {
        Need::Scope(Scope::Play)
    }
}

/// 403 `SCOPE_MISSING` unless the caller's token may do what `need` says.
///
/// # Errors
/// The token lacks the scope, or is a personal token where a sign-in is needed.
pub(crate) fn permits(caller: &Principal, need: Need) -> Result<(), ApiError> {
    match need {
        Need::Scope(scope) if !caller.scopes.has(scope) => {
            Err(ApiError::scope_missing(format!("this token lacks the `{}` scope", scope.as_str())))
        }
        Need::SignIn if caller.personal => Err(ApiError::scope_missing(
            "a personal access token cannot manage the account, its sessions or its tokens: sign in",
        )),
        _ => Ok(()),
    }
}
