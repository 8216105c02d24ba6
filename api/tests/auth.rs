//! Accounts and tokens: argon2 hashes, HS256 JWTs with expiry and roles,
//! guests, bans and the operator bootstrap.

use std::sync::Arc;

use domain::ports::memory::{InMemorySessions, InMemoryUserStore, ManualClock};
use domain::ports::{Clock as _, Role, Scope, Scopes, UserStore};
use teg_api::auth::{ACCESS_TTL_SECS, Auth, AuthError, REFRESH_TTL_DAYS};

type TestAuth = Auth<InMemoryUserStore, InMemorySessions, Arc<ManualClock>>;

const AGENT: &str = "tests/1.0";

fn auth_with(clock: &Arc<ManualClock>, secret: &[u8]) -> TestAuth {
    Auth::new(InMemoryUserStore::new(), InMemorySessions::default(), Arc::clone(clock), secret)
}

fn auth() -> (TestAuth, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::at(1_700_000_000_000));
    (auth_with(&clock, b"test-secret-0123456789"), clock)
}

#[tokio::test]
async fn a_registered_player_gets_a_token_that_authenticates_as_a_player() {
    let (auth, _) = auth();
    let issued = auth.register("ana", "correct horse", AGENT, None).await.expect("register");
    let me = auth.authenticate(&issued.token).await.expect("valid token");
    assert_eq!((me.user, me.role, me.scopes), (issued.user.id.clone(), Role::Player, Scopes::ALL));
    assert_eq!(issued.expires_at, 1_700_000_000 + ACCESS_TTL_SECS);
    assert_eq!(issued.expires_in, ACCESS_TTL_SECS);
    let stored = auth.users().by_username("ana").await.expect("store").expect("exists");
    let hash = stored.password_hash.expect("a hash");
    assert!(hash.starts_with("$argon2id$"), "{hash}");
    assert!(!hash.contains("correct horse"));
    assert_eq!(stored.origin, None, "no address, no origin");
}

#[tokio::test]
async fn an_account_keeps_a_keyed_hash_of_the_address_it_was_made_from_never_the_address() {
    let (auth, _) = auth();
    let address = "203.0.113.9";
    auth.register("ana", "correct horse", AGENT, Some(address)).await.expect("register");
    auth.register("beto", "correct horse", AGENT, Some(address)).await.expect("register");
    auth.register("caro", "correct horse", AGENT, Some("198.51.100.7")).await.expect("register");
    let mut origins = Vec::new();
    for name in ["ana", "beto", "caro"] {
        origins.push(auth.users().by_username(name).await.expect("store").expect("exists").origin);
    }
    let [ana, beto, caro] = <[Option<String>; 3]>::try_from(origins).expect("three");
    let ana = ana.expect("kept");
    assert_eq!(Some(&ana), beto.as_ref(), "one address, one origin");
    assert_ne!(Some(&ana), caro.as_ref());
    assert!(!ana.contains("203") && ana.len() == 32, "a hash, not the address: {ana}");
    // Another key (another deployment) hashes the same address otherwise.
    let other = auth_with(&Arc::new(ManualClock::at(0)), b"another-secret-0123456789");
    assert_ne!(other.origin_of(address), ana);
}

#[tokio::test]
async fn bad_registrations_are_refused_with_their_codes() {
    let (auth, _) = auth();
    auth.register("ana", "correct horse", AGENT, None).await.expect("register");
    assert_eq!(
        auth.register("ana", "another password", AGENT, None).await.unwrap_err(),
        AuthError::UsernameTaken
    );
    assert_eq!(
        auth.register("A na", "correct horse", AGENT, None).await.unwrap_err().code(),
        "INVALID_USERNAME"
    );
    assert_eq!(
        auth.register("an", "correct horse", AGENT, None).await.unwrap_err().code(),
        "INVALID_USERNAME"
    );
    assert_eq!(
        auth.register("beto", "short", AGENT, None).await.unwrap_err().code(),
        "WEAK_PASSWORD"
    );
}

#[tokio::test]
async fn login_checks_the_password_and_says_nothing_about_which_part_was_wrong() {
    let (auth, _) = auth();
    let issued = auth.register("ana", "correct horse", AGENT, None).await.expect("register");
    let again = auth.login("ana", "correct horse", AGENT).await.expect("login");
    assert_eq!(again.user.id, issued.user.id);
    assert_ne!(again.session, issued.session, "each sign-in is a session of its own");
    assert_eq!(
        auth.login("ana", "wrong horse!", AGENT).await.unwrap_err(),
        AuthError::BadCredentials
    );
    assert_eq!(
        auth.login("nobody", "correct horse", AGENT).await.unwrap_err(),
        AuthError::BadCredentials
    );
}

#[tokio::test]
async fn expired_tampered_and_foreign_tokens_are_refused() {
    let (auth, clock) = auth();
    let issued = auth.register("ana", "correct horse", AGENT, None).await.expect("register");
    // Tampered: change the payload; the signature no longer matches.
    let parts: Vec<&str> = issued.token.split('.').collect();
    let forged = format!("{}.{}x.{}", parts[0], parts[1], parts[2]);
    assert_eq!(auth.authenticate(&forged).await.unwrap_err(), AuthError::InvalidToken);
    assert_eq!(auth.authenticate("not-a-token").await.unwrap_err(), AuthError::InvalidToken);
    // Signed with another secret.
    let other = auth_with(&clock, b"another-secret-0123456789");
    let foreign = other.register("ana", "correct horse", AGENT, None).await.expect("register");
    assert_eq!(auth.authenticate(&foreign.token).await.unwrap_err(), AuthError::InvalidToken);
    // Expired, though it was verified (and kept) while it was fresh.
    auth.authenticate(&issued.token).await.expect("a fresh token");
    clock.advance(u64::try_from(ACCESS_TTL_SECS).expect("positive") * 1000);
    assert_eq!(auth.authenticate(&issued.token).await.unwrap_err(), AuthError::InvalidToken);
}

#[tokio::test]
async fn a_banned_user_can_neither_log_in_nor_use_an_old_token() {
    let (auth, _) = auth();
    let issued = auth.register("ana", "correct horse", AGENT, None).await.expect("register");
    let mut user = auth.users().by_username("ana").await.expect("store").expect("exists");
    user.banned = true;
    auth.users().update(user).await.expect("ban");
    assert_eq!(auth.login("ana", "correct horse", AGENT).await.unwrap_err(), AuthError::Banned);
    assert_eq!(auth.authenticate(&issued.token).await.unwrap_err(), AuthError::Banned);
}

#[tokio::test]
async fn guests_are_throwaway_players_without_a_password() {
    let (auth, _) = auth();
    let issued = auth.guest("  Pampa Bot ", AGENT).await.expect("guest");
    let me = auth.authenticate(&issued.token).await.expect("token");
    assert_eq!(me.role, Role::Player);
    let user = auth.users().by_id(&me.user).await.expect("store").expect("exists");
    assert!(user.guest && user.password_hash.is_none());
    assert_eq!(user.display_name, "Pampa Bot");
    assert_eq!(auth.guest("   ", AGENT).await.unwrap_err().code(), "INVALID_DISPLAY_NAME");
}

#[tokio::test]
async fn display_names_are_nfc_and_refuse_what_hides_or_reverses_text() {
    let (auth, _) = auth();
    let named = |name: &'static str| {
        let auth = &auth;
        async move { auth.guest(name, AGENT).await.map(|i| i.user.display_name) }
    };
    // "José" typed with a combining acute is stored composed.
    assert_eq!(named("Jose\u{301}").await.expect("a name"), "Jos\u{e9}");
    assert_eq!(named("Łódź ñandú").await.expect("accents are welcome"), "Łódź ñandú");
    for bad in [
        "\u{202e}nimda",                 // right-to-left override: reads "admin" backwards
        "adm\u{200b}in",                 // zero-width space
        "ana\u{2066}x",                  // a bidi isolate
        "ana\u{200f}",                   // right-to-left mark
        "two\u{2028}lines",              // line separator
        "a\u{feff}b",                    // zero-width no-break space
        "q\u{301}\u{302}\u{303}\u{304}", // four marks stacked on one letter
        "\u{301}ana",                    // a mark with nothing to sit on
    ] {
        let refused = named(bad).await.expect_err(bad);
        assert_eq!(refused.code(), "INVALID_DISPLAY_NAME", "{bad:?}");
    }
}

#[tokio::test]
async fn the_operator_bootstrap_creates_or_promotes_and_resets_the_password() {
    let (auth, _) = auth();
    auth.register("admin", "player password", AGENT, None)
        .await
        .expect("a player took the name first");
    let id = auth.ensure_operator("admin", "operator password").await.expect("bootstrap");
    let issued =
        auth.login("admin", "operator password", AGENT).await.expect("the new password works");
    assert_eq!(issued.user.id, id);
    assert_eq!(auth.authenticate(&issued.token).await.expect("token").role, Role::Operator);
    assert_eq!(
        auth.login("admin", "player password", AGENT).await.unwrap_err(),
        AuthError::BadCredentials
    );
    // Idempotent across restarts.
    assert_eq!(auth.ensure_operator("admin", "operator password").await.expect("again"), id);
}

#[tokio::test]
async fn a_refresh_rotates_the_secret_and_a_retired_one_presented_again_revokes_the_session() {
    let (auth, _) = auth();
    let first = auth.register("ana", "correct horse", AGENT, None).await.expect("register");
    let second = auth.refresh(&first.refresh_token).await.expect("refresh");
    assert_eq!(second.session, first.session, "the same session, renewed");
    assert_ne!(second.refresh_token, first.refresh_token);
    auth.authenticate(&second.token).await.expect("the new access token works");
    // The first secret again: someone else holds a copy.
    assert_eq!(auth.refresh(&first.refresh_token).await.unwrap_err(), AuthError::RefreshReused);
    // The whole family is gone: the newest secret and its access token too.
    assert_eq!(auth.refresh(&second.refresh_token).await.unwrap_err(), AuthError::InvalidToken);
    assert_eq!(auth.authenticate(&second.token).await.unwrap_err(), AuthError::InvalidToken);
    assert_eq!(auth.authenticate(&first.token).await.unwrap_err(), AuthError::InvalidToken);
}

#[tokio::test]
async fn a_session_slides_with_each_refresh_and_ends_when_left_unrefreshed_too_long() {
    let (auth, clock) = auth();
    let day = 86_400_000;
    let issued = auth.register("ana", "correct horse", AGENT, None).await.expect("register");
    clock.advance(u64::try_from(REFRESH_TTL_DAYS - 1).expect("positive") * day);
    let renewed = auth.refresh(&issued.refresh_token).await.expect("still within its life");
    clock.advance(u64::try_from(REFRESH_TTL_DAYS - 1).expect("positive") * day);
    let again = auth.refresh(&renewed.refresh_token).await.expect("the refresh moved its end");
    clock.advance(u64::try_from(REFRESH_TTL_DAYS).expect("positive") * day);
    assert_eq!(auth.refresh(&again.refresh_token).await.unwrap_err(), AuthError::InvalidToken);
}

#[tokio::test]
async fn logout_and_revocation_end_a_session_and_leave_the_others() {
    let (auth, _) = auth();
    let phone = auth.register("ana", "correct horse", "phone", None).await.expect("register");
    let laptop = auth.login("ana", "correct horse", "laptop").await.expect("login");
    let me = auth.authenticate(&phone.token).await.expect("phone");
    let listed = auth.sessions_of(&me.user, false).await.expect("list");
    assert_eq!(listed.len(), 2);
    auth.revoke(&me.user, &laptop.session, false).await.expect("revoke the laptop");
    assert_eq!(auth.authenticate(&laptop.token).await.unwrap_err(), AuthError::InvalidToken);
    assert_eq!(auth.refresh(&laptop.refresh_token).await.unwrap_err(), AuthError::InvalidToken);
    auth.authenticate(&phone.token).await.expect("the phone's session is untouched");
    assert_eq!(
        auth.revoke(&me.user, &laptop.session, false).await.unwrap_err(),
        AuthError::SessionNotFound
    );
    auth.logout(&me).await.expect("logout");
    assert_eq!(auth.authenticate(&phone.token).await.unwrap_err(), AuthError::InvalidToken);
    // Nobody revokes another user's session.
    let beto = auth.register("beto", "correct horse", AGENT, None).await.expect("beto");
    let ana = auth.login("ana", "correct horse", AGENT).await.expect("ana again");
    assert_eq!(
        auth.revoke(&beto.user.id, &ana.session, false).await.unwrap_err(),
        AuthError::SessionNotFound
    );
}

#[tokio::test]
async fn a_guest_upgraded_keeps_its_id_and_can_log_in_with_its_new_password() {
    let (auth, _) = auth();
    let guest = auth.guest("Pampa", AGENT).await.expect("guest");
    let upgraded =
        auth.upgrade(&guest.user.id, "pampa", "correct horse", AGENT).await.expect("upgrade");
    assert_eq!(upgraded.user.id, guest.user.id);
    assert!(!upgraded.user.guest);
    assert_eq!(upgraded.user.display_name, "Pampa");
    let again = auth.login("pampa", "correct horse", AGENT).await.expect("login");
    assert_eq!(again.user.id, guest.user.id);
    assert_eq!(
        auth.upgrade(&guest.user.id, "other", "correct horse", AGENT).await.unwrap_err(),
        AuthError::NotAGuest
    );
    let second = auth.guest("Otro", AGENT).await.expect("guest");
    assert_eq!(
        auth.upgrade(&second.user.id, "pampa", "correct horse", AGENT).await.unwrap_err(),
        AuthError::UsernameTaken
    );
}

#[tokio::test]
async fn a_personal_token_carries_its_scopes_until_revoked_or_expired() {
    let (auth, clock) = auth();
    let ana = auth.register("ana", "correct horse", AGENT, None).await.expect("register");
    let read_only = Scopes::NONE.with(Scope::Read);
    let pat = auth.personal_token(&ana.user.id, "stats", read_only, None).await.expect("issue");
    let me = auth.authenticate(&pat.token).await.expect("a bearer token");
    assert!(me.personal && me.scopes == read_only && !me.scopes.has(Scope::Play));
    auth.revoke(&ana.user.id, &pat.session.id, true).await.expect("revoke");
    assert_eq!(auth.authenticate(&pat.token).await.unwrap_err(), AuthError::InvalidToken);
    let soon = clock.now_ms() + 60_000;
    let brief = auth.personal_token(&ana.user.id, "brief", Scopes::ALL, Some(soon)).await;
    let brief = brief.expect("issue");
    auth.authenticate(&brief.token).await.expect("live");
    clock.advance(60_000);
    assert_eq!(auth.authenticate(&brief.token).await.unwrap_err(), AuthError::InvalidToken);
    for (name, scopes, until) in [
        ("", Scopes::ALL, None),
        ("none", Scopes::NONE, None),
        ("past", Scopes::ALL, Some(clock.now_ms() - 1)),
    ] {
        let refused = auth.personal_token(&ana.user.id, name, scopes, until).await.unwrap_err();
        assert_eq!(refused.code(), "INVALID_TOKEN_REQUEST", "{name}");
    }
}
