//! Operator sessions and CSRF. The session cookie holds the random secret
//! of a server-side session (a row of `dashboard_sessions`, kept by its
//! SHA-256 in `api/src/adapters/db/sessions.rs`; HttpOnly, SameSite=Strict,
//! `Secure` unless the service listens on loopback, `TEG_COOKIE_SECURE`
//! deciding otherwise, path `/admin`); the backend checks it on every
//! request, and logout ends it for good. Forms carry a CSRF token derived
//! from the session (a hash only the holder of the cookie can compute);
//! the login form, before any session, uses a random double-submit cookie.

use actix_web::cookie::{Cookie, SameSite, time::Duration};
use sha2::{Digest, Sha256};

/// The session cookie.
pub const SESSION: &str = "teg_session";
/// The login form's double-submit cookie.
pub const LOGIN_CSRF: &str = "teg_login_csrf";
/// The device cookie: the device token of the last sign-in from this
/// browser, so a login throttled for its address lets it in still.
pub const DEVICE: &str = "teg_device";
/// How long the browser keeps the device cookie.
const DEVICE_DAYS: i64 = 365;
/// How long a session cookie lives in the browser (the token's own expiry
/// is checked by the backend too).
pub const SESSION_HOURS: i64 = 8;

/// The CSRF token of a session.
#[must_use]
pub fn csrf_for(session: &str) -> String {
    let digest = Sha256::digest(format!("teg-dashboard-csrf:{session}").as_bytes());
    domain::rng::hex(&digest[..16])
}

/// Compares without an early exit, so timing tells nothing.
#[must_use]
pub fn same(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The cookie that keeps a session: `HttpOnly`, `SameSite=Strict`, and
/// `Secure` when the service is reached over HTTPS (`secure`).
#[must_use]
pub fn session_cookie(token: &str, secure: bool) -> Cookie<'static> {
    kept(SESSION, token, secure, Duration::hours(SESSION_HOURS))
}

/// A cookie only the dashboard's own pages send back, never to scripts.
fn kept(name: &'static str, value: &str, secure: bool, life: Duration) -> Cookie<'static> {
    Cookie::build(name, value.to_owned())
        .path("/admin")
        .http_only(true)
        .secure(secure)
        .same_site(SameSite::Strict)
        .max_age(life)
        .finish()
}

/// The cookie that keeps the device token (as the session cookie, but for
/// a year).
#[must_use]
pub fn device_cookie(token: &str, secure: bool) -> Cookie<'static> {
    kept(DEVICE, token, secure, Duration::days(DEVICE_DAYS))
}

/// A cookie that tells the browser to forget `name`.
#[must_use]
pub fn expired(name: &'static str) -> Cookie<'static> {
    let mut c = Cookie::build(name, "").path("/admin").http_only(true).finish();
    c.make_removal();
    c
}

/// A fresh random token for the login form.
#[must_use]
pub fn login_csrf_cookie() -> Cookie<'static> {
    Cookie::build(LOGIN_CSRF, uuid::Uuid::new_v4().simple().to_string())
        .path("/admin")
        .http_only(true)
        .same_site(SameSite::Strict)
        .max_age(Duration::hours(1))
        .finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csrf_tokens_differ_per_session_and_compare_exactly() {
        let a = csrf_for("session-a");
        assert_eq!(a, csrf_for("session-a"));
        assert_ne!(a, csrf_for("session-b"));
        assert!(same(&a, &csrf_for("session-a")));
        assert!(!same(&a, &csrf_for("session-b")));
        assert!(!same(&a, ""));
    }
}
