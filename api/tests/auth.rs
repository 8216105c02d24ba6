//! Accounts and tokens: argon2 hashes, HS256 JWTs with expiry and roles,
//! guests, bans and the operator bootstrap.

use std::sync::Arc;

use domain::ports::memory::{InMemoryUserStore, ManualClock};
use domain::ports::{Role, UserStore};
use teg_api::auth::{Auth, AuthError, TOKEN_TTL_SECS};

type TestAuth = Auth<InMemoryUserStore, Arc<ManualClock>>;

fn auth() -> (TestAuth, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::at(1_700_000_000_000));
    (Auth::new(InMemoryUserStore::new(), Arc::clone(&clock), b"test-secret-0123456789"), clock)
}

#[tokio::test]
async fn a_registered_player_gets_a_token_that_authenticates_as_a_player() {
    let (auth, _) = auth();
    let issued = auth.register("ana", "correct horse").await.expect("register");
    let me = auth.authenticate(&issued.token).await.expect("valid token");
    assert_eq!((me.user, me.role), (issued.user.clone(), Role::Player));
    assert_eq!(issued.expires_at, 1_700_000_000 + TOKEN_TTL_SECS);
    let stored = auth.users().by_username("ana").await.expect("store").expect("exists");
    let hash = stored.password_hash.expect("a hash");
    assert!(hash.starts_with("$argon2id$"), "{hash}");
    assert!(!hash.contains("correct horse"));
}

#[tokio::test]
async fn bad_registrations_are_refused_with_their_codes() {
    let (auth, _) = auth();
    auth.register("ana", "correct horse").await.expect("register");
    assert_eq!(
        auth.register("ana", "another password").await.unwrap_err(),
        AuthError::UsernameTaken
    );
    assert_eq!(
        auth.register("A na", "correct horse").await.unwrap_err().code(),
        "INVALID_USERNAME"
    );
    assert_eq!(auth.register("an", "correct horse").await.unwrap_err().code(), "INVALID_USERNAME");
    assert_eq!(auth.register("beto", "short").await.unwrap_err().code(), "WEAK_PASSWORD");
}

#[tokio::test]
async fn login_checks_the_password_and_says_nothing_about_which_part_was_wrong() {
    let (auth, _) = auth();
    let issued = auth.register("ana", "correct horse").await.expect("register");
    let again = auth.login("ana", "correct horse").await.expect("login");
    assert_eq!(again.user, issued.user);
    assert_eq!(auth.login("ana", "wrong horse!").await.unwrap_err(), AuthError::BadCredentials);
    assert_eq!(auth.login("nobody", "correct horse").await.unwrap_err(), AuthError::BadCredentials);
}

#[tokio::test]
async fn expired_tampered_and_foreign_tokens_are_refused() {
    let (auth, clock) = auth();
    let issued = auth.register("ana", "correct horse").await.expect("register");
    // Tampered: change the payload; the signature no longer matches.
    let parts: Vec<&str> = issued.token.split('.').collect();
    let forged = format!("{}.{}x.{}", parts[0], parts[1], parts[2]);
    assert_eq!(auth.authenticate(&forged).await.unwrap_err(), AuthError::InvalidToken);
    assert_eq!(auth.authenticate("not-a-token").await.unwrap_err(), AuthError::InvalidToken);
    // Signed with another secret.
    let other =
        Auth::new(InMemoryUserStore::new(), Arc::clone(&clock), b"another-secret-0123456789");
    let foreign = other.register("ana", "correct horse").await.expect("register");
    assert_eq!(auth.authenticate(&foreign.token).await.unwrap_err(), AuthError::InvalidToken);
    // Expired.
    clock.advance(u64::try_from(TOKEN_TTL_SECS).expect("positive") * 1000);
    assert_eq!(auth.authenticate(&issued.token).await.unwrap_err(), AuthError::InvalidToken);
}

#[tokio::test]
async fn a_banned_user_can_neither_log_in_nor_use_an_old_token() {
    let (auth, _) = auth();
    let issued = auth.register("ana", "correct horse").await.expect("register");
    let mut user = auth.users().by_username("ana").await.expect("store").expect("exists");
    user.banned = true;
    auth.users().update(user).await.expect("ban");
    assert_eq!(auth.login("ana", "correct horse").await.unwrap_err(), AuthError::Banned);
    assert_eq!(auth.authenticate(&issued.token).await.unwrap_err(), AuthError::Banned);
}

#[tokio::test]
async fn guests_are_throwaway_players_without_a_password() {
    let (auth, _) = auth();
    let issued = auth.guest("  Pampa Bot ").await.expect("guest");
    let me = auth.authenticate(&issued.token).await.expect("token");
    assert_eq!(me.role, Role::Player);
    let user = auth.users().by_id(&me.user).await.expect("store").expect("exists");
    assert!(user.guest && user.password_hash.is_none());
    assert_eq!(user.display_name, "Pampa Bot");
    assert_eq!(auth.guest("   ").await.unwrap_err().code(), "INVALID_DISPLAY_NAME");
}

#[tokio::test]
async fn the_operator_bootstrap_creates_or_promotes_and_resets_the_password() {
    let (auth, _) = auth();
    auth.register("admin", "player password").await.expect("a player took the name first");
    let id = auth.ensure_operator("admin", "operator password").await.expect("bootstrap");
    let issued = auth.login("admin", "operator password").await.expect("the new password works");
    assert_eq!(issued.user, id);
    assert_eq!(auth.authenticate(&issued.token).await.expect("token").role, Role::Operator);
    assert_eq!(
        auth.login("admin", "player password").await.unwrap_err(),
        AuthError::BadCredentials
    );
    // Idempotent across restarts.
    assert_eq!(auth.ensure_operator("admin", "operator password").await.expect("again"), id);
}
