//! Sessions that last, as a client uses them over HTTP: refresh rotation
//! and reuse detection, logout and revocation, a ban, a guest's upgrade in
//! the middle of a game, and personal access tokens with scopes.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::json;

async fn refresh(app: &TestApp, refresh_token: &str) -> (StatusCode, serde_json::Value) {
    app.call("POST", "/v1/auth/refresh", None, Some(json!({ "refresh_token": refresh_token })))
        .await
}

async fn guest(app: &TestApp, name: &str) -> serde_json::Value {
    let (s, b) =
        app.call("POST", "/v1/auth/guest", None, Some(json!({"display_name": name}))).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    b
}

fn text<'a>(b: &'a serde_json::Value, field: &str) -> &'a str {
    b[field].as_str().unwrap_or_else(|| panic!("{field} in {b}"))
}

#[tokio::test]
async fn a_sign_in_answers_the_contracts_shape_with_a_short_access_token() {
    let app = TestApp::spawn("session-shape").await;
    let b = guest(&app, "Pampa").await;
    assert_eq!(b["expires_in"], 900, "TEG_ACCESS_TTL_SECONDS defaults to 900: {b}");
    assert!(text(&b, "refresh_token").len() >= 64);
    assert_eq!(b["user"]["kind"], "guest");
    assert_eq!(b["user"]["display_name"], "Pampa");
    assert_eq!(b["user"]["id"], b["user_id"]);
    let (s, me) = app.get("/v1/me", text(&b, "token")).await;
    assert_eq!(s, StatusCode::OK, "{me}");
    assert_eq!((me["kind"].as_str(), me["locale"].as_str()), (Some("guest"), Some("es")));
}

#[tokio::test]
async fn a_refresh_token_reused_after_rotation_kills_its_family() {
    let app = TestApp::spawn("session-reuse").await;
    let first = guest(&app, "Pampa").await;
    let (s, second) = refresh(&app, text(&first, "refresh_token")).await;
    assert_eq!(s, StatusCode::OK, "{second}");
    assert_eq!(second["session_id"], first["session_id"]);
    let (s, _) = app.get("/v1/me", text(&second, "token")).await;
    assert_eq!(s, StatusCode::OK);
    // A thief replays the first refresh token.
    let (s, b) = refresh(&app, text(&first, "refresh_token")).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "REFRESH_REUSED");
    // Neither the owner's newest refresh token nor its access token works now.
    let (s, b) = refresh(&app, text(&second, "refresh_token")).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "INVALID_TOKEN");
    let (s, b) = app.get("/v1/me", text(&second, "token")).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "INVALID_TOKEN");
}

#[tokio::test]
async fn logout_ends_one_session_and_a_listed_session_can_be_revoked() {
    let app = TestApp::spawn("session-logout").await;
    app.register("ana").await;
    let (_, phone) = app.log_in("ana", "secret password").await;
    let (_, laptop) = app.log_in("ana", "secret password").await;
    let (s, list) = app.get("/v1/me/sessions", text(&phone, "token")).await;
    assert_eq!(s, StatusCode::OK, "{list}");
    let sessions = list["sessions"].as_array().expect("sessions");
    assert_eq!(sessions.len(), 3, "registration, phone and laptop: {list}");
    let current: Vec<_> = sessions.iter().filter(|s| s["current"] == true).collect();
    assert_eq!(current.len(), 1);
    assert_eq!(current[0]["id"], phone["session_id"]);
    let laptop_session = text(&laptop, "session_id");
    let (s, b) =
        app.delete(&format!("/v1/me/sessions/{laptop_session}"), text(&phone, "token")).await;
    assert_eq!(s, StatusCode::NO_CONTENT, "{b}");
    let (s, b) = app.get("/v1/me", text(&laptop, "token")).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "INVALID_TOKEN");
    let (_, feed) = app.get("/v1/me/events?since=0", text(&phone, "token")).await;
    let revoked = &feed["notices"][0];
    assert_eq!(
        (revoked["type"].as_str(), revoked["session_id"].as_str()),
        (Some("session_revoked"), Some(laptop_session))
    );
    let (s, b) = app.call("POST", "/v1/auth/logout", Some(text(&phone, "token")), None).await;
    assert_eq!(s, StatusCode::NO_CONTENT, "{b}");
    let (s, b) = refresh(&app, text(&phone, "refresh_token")).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "INVALID_TOKEN");
    let (s, b) =
        app.delete(&format!("/v1/me/sessions/{laptop_session}"), text(&phone, "token")).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "INVALID_TOKEN");
}

#[tokio::test]
async fn a_banned_users_refresh_fails_and_every_session_is_revoked() {
    let app = TestApp::spawn("session-ban").await;
    let (id, _) = app.register("ana").await;
    let (_, signed) = app.log_in("ana", "secret password").await;
    let admin = app.admin_token().await;
    let (s, b) =
        app.post(&format!("/v1/admin/users/{id}/ban"), &admin, json!({"reason": "cheating"})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = refresh(&app, text(&signed, "refresh_token")).await;
    assert!(matches!(s, StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN), "{s} {b}");
    // Lifting the ban does not bring the sessions back: they were revoked.
    let (s, b) =
        app.post(&format!("/v1/admin/users/{id}/unban"), &admin, json!({"reason": "appeal"})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = refresh(&app, text(&signed, "refresh_token")).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "INVALID_TOKEN");
    let (s, _) = app.log_in("ana", "secret password").await;
    assert_eq!(s, StatusCode::OK, "a new sign-in works once the ban is lifted");
}

#[tokio::test]
async fn a_guest_upgraded_mid_game_keeps_its_seat_and_plays_on() {
    let app = TestApp::spawn("session-upgrade").await;
    let pampa = guest(&app, "Pampa").await;
    let (_, beto) = app.register("beto").await;
    let (s, g) = app.post("/v1/games", text(&pampa, "token"), json!({"max_players": 2})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = text(&g, "id").to_owned();
    app.fill_and_start(&id, text(&pampa, "token"), &[&beto]).await;
    let body = json!({"username": "pampa", "password": "secret password"});
    let (s, up) = app.post("/v1/me/upgrade", text(&pampa, "token"), body.clone()).await;
    assert_eq!(s, StatusCode::OK, "{up}");
    assert_eq!((&up["user"]["id"], up["user"]["kind"].as_str()), (&pampa["user_id"], Some("user")));
    let (s, b) = app.post("/v1/me/upgrade", text(&up, "token"), body).await;
    common::assert_problem(s, &b, StatusCode::CONFLICT, "NOT_A_GUEST");
    // The seat is the account's: the upgraded sign-in plays its turns.
    let upgraded = text(&up, "token").to_owned();
    let mut played = 0;
    for _ in 0..40 {
        for token in [&upgraded, &beto] {
            let (s, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), token).await;
            assert_eq!(s, StatusCode::OK, "{legal}");
            if let Some(action) = legal["actions"].as_array().and_then(|a| a.first()) {
                app.act(&id, token, action.clone()).await;
                if token == &upgraded {
                    played += 1;
                }
            }
        }
        if played >= 2 {
            break;
        }
    }
    assert!(played >= 2, "the upgraded account acted in its seat");
    let (s, b) = app.log_in("pampa", "secret password").await;
    assert_eq!((s, &b["user_id"]), (StatusCode::OK, &pampa["user_id"]));
}

#[tokio::test]
async fn a_personal_token_without_play_cannot_act_and_cannot_mint_tokens() {
    let app = TestApp::spawn("session-pat").await;
    let (id, players) = app.started_game().await;
    let ana = &players[0].1;
    let (s, pat) = app
        .post("/v1/me/tokens", ana, json!({"name": "dashboard script", "scopes": ["read"]}))
        .await;
    assert_eq!(s, StatusCode::CREATED, "{pat}");
    assert_eq!(pat["scopes"], json!(["read"]));
    let read_only = text(&pat, "token").to_owned();
    let (s, view) = app.get(&format!("/v1/games/{id}"), &read_only).await;
    assert_eq!(s, StatusCode::OK, "reading is in scope: {view}");
    let (s, b) = app.try_act(&id, &read_only, json!({"type": "end_turn"})).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "SCOPE_MISSING");
    let (s, b) = app.post("/v1/games", &read_only, json!({"max_players": 2})).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "SCOPE_MISSING");
    let b = app
        .gql(&read_only, "mutation { createGame(ruleset: \"revancha\") %GameSummary }", json!({}))
        .await;
    assert_eq!(b["errors"][0]["extensions"]["code"], "SCOPE_MISSING", "{b}");
    let (s, b) =
        app.post("/v1/me/tokens", &read_only, json!({"name": "another", "scopes": ["play"]})).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "SCOPE_MISSING");
    let (s, b) = app
        .call(
            "PUT",
            "/v1/me/webhook",
            Some(&read_only),
            Some(json!({"url": "https://example.com/hook", "secret": "0123456789abcdef"})),
        )
        .await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "SCOPE_MISSING");
    // Listed without its secret, then revoked.
    let (s, list) = app.get("/v1/me/tokens", ana).await;
    assert_eq!(s, StatusCode::OK, "{list}");
    assert_eq!(list["tokens"][0]["name"], "dashboard script");
    assert!(list["tokens"][0].get("token").is_none(), "the secret is shown once: {list}");
    let token_id = text(&pat, "id");
    let (s, b) = app.delete(&format!("/v1/me/tokens/{token_id}"), ana).await;
    assert_eq!(s, StatusCode::NO_CONTENT, "{b}");
    let (s, b) = app.get(&format!("/v1/games/{id}"), &read_only).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "INVALID_TOKEN");
}

#[tokio::test]
async fn the_account_changes_its_display_name_and_locale() {
    let app = TestApp::spawn("session-me").await;
    let (_, ana) = app.register("ana").await;
    let (s, me) = app
        .call(
            "PATCH",
            "/v1/me",
            Some(&ana),
            Some(json!({"display_name": "Ana M.", "locale": "en"})),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{me}");
    assert_eq!((me["display_name"].as_str(), me["locale"].as_str()), (Some("Ana M."), Some("en")));
    let (s, b) = app.call("PATCH", "/v1/me", Some(&ana), Some(json!({"locale": "xx"}))).await;
    common::assert_problem(s, &b, StatusCode::BAD_REQUEST, "INVALID_LOCALE");
    let (_, me) = app.get("/v1/me", &ana).await;
    assert_eq!(me["locale"], "en", "a refused change changes nothing");
}
