//! `Idempotency-Key` on every request that changes state, as a client on a
//! flaky network uses it: a retry gets the first answer again and acts
//! once; another request under a used key is refused. An answer that holds
//! a secret is never kept, and a key is looked up only once its caller is
//! authenticated (issue 47).

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// `method path` with `body`, as `token`, under `key`: status, the
/// `Idempotent-Replayed` header and the body's text.
async fn keyed(
    app: &TestApp,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &Value,
    key: &str,
) -> (StatusCode, bool, String) {
    let method = reqwest::Method::from_bytes(method.to_uppercase().as_bytes()).expect("method");
    let mut req = app
        .http
        .request(method, format!("{}{path}", app.base))
        .header("idempotency-key", key)
        .json(body);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let res = req.send().await.expect("request");
    let replayed = res.headers().get("idempotent-replayed").is_some_and(|v| v == "true");
    (res.status(), replayed, res.text().await.expect("text"))
}

#[tokio::test]
async fn every_operation_that_changes_state_replays_under_its_key_and_refuses_its_reuse() {
    let app = TestApp::spawn("retries-all").await;
    let (ana_id, ana) = app.register("ana").await;
    let admin = app.admin_token().await;
    let (s, g) = app.post("/v1/games", &ana, json!({"max_players": 2})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let game = g["id"].as_str().expect("id").to_owned();
    let spec: Value =
        serde_json::from_str(&std::fs::read_to_string("../openapi/openapi.json").expect("spec"))
            .expect("json");
    let mut checked = 0;
    for (path, item) in spec["paths"].as_object().expect("paths") {
        for method in ["post", "put", "patch", "delete"] {
            // Sign-ins and new personal tokens are never replayed, and a
            // logout's replay is the 401 of a revoked token: both below.
            let unkept = path.starts_with("/v1/auth/")
                || (path == "/v1/me/tokens" || path == "/v1/me/upgrade");
            if item.get(method).is_none()
                || path.ends_with("/actions")
                || path.contains("/pacts")
                || (unkept && method == "post")
            {
                continue;
            }
            let concrete = path
                .replace("{id}", if path.contains("/users/") { &ana_id } else { &game })
                .replace("{color}", "red")
                .replace("{action}", "pause")
                .replace("{outcome}", "dismiss");
            let token = if path.starts_with("/v1/admin") { &admin } else { &ana };
            let key = format!("key-{checked}");
            // A body the operation may or may not take: whatever it answers,
            // the retry answers the same.
            let body = json!({"reason": "a retry test", "display_name": "Ana"});
            let first = keyed(&app, method, &concrete, Some(token), &body, &key).await;
            assert!(!first.0.is_server_error(), "{method} {path}: {first:?}");
            if first.0 == StatusCode::TOO_MANY_REQUESTS {
                continue;
            }
            let again = keyed(&app, method, &concrete, Some(token), &body, &key).await;
            assert_eq!(
                (again.0, &again.2),
                (first.0, &first.2),
                "{method} {path}: the same answer"
            );
            assert!(again.1, "{method} {path}: marked as replayed: {first:?}");
            let other = json!({"reason": "another request"});
            let reused = keyed(&app, method, &concrete, Some(token), &other, &key).await;
            assert_eq!(reused.0, StatusCode::UNPROCESSABLE_ENTITY, "{method} {path}: {reused:?}");
            assert!(reused.2.contains("IDEMPOTENCY_KEY_REUSED"), "{method} {path}: {reused:?}");
            checked += 1;
        }
    }
    assert!(checked >= 30, "every changing operation but actions and pacts: {checked}");
}

#[tokio::test]
async fn a_retried_create_join_or_chat_acts_once() {
    let app = TestApp::spawn("retries-once").await;
    let [ana, beto] = app.tokens(["ana", "beto"]).await;
    let create = json!({"max_players": 2});
    let first = keyed(&app, "POST", "/v1/games", Some(&ana), &create, "create-1").await;
    let again = keyed(&app, "POST", "/v1/games", Some(&ana), &create, "create-1").await;
    assert_eq!(first.0, StatusCode::CREATED);
    assert_eq!((again.0, again.1, &again.2), (StatusCode::CREATED, true, &first.2));
    let (_, mine) = app.get("/v1/me/games", &ana).await;
    assert_eq!(mine["games"].as_array().map(Vec::len), Some(1), "one game: {mine}");
    let game: Value = serde_json::from_str(&first.2).expect("json");
    let id = game["id"].as_str().expect("id");
    // Keys are the user's own: beto's key of the same name is his.
    let join =
        keyed(&app, "POST", &format!("/v1/games/{id}/join"), Some(&beto), &json!({}), "create-1")
            .await;
    assert_eq!((join.0, join.1), (StatusCode::OK, false), "{join:?}");
    let join =
        keyed(&app, "POST", &format!("/v1/games/{id}/join"), Some(&beto), &json!({}), "create-1")
            .await;
    assert_eq!(
        (join.0, join.1),
        (StatusCode::OK, true),
        "the retry is not ALREADY_SEATED: {join:?}"
    );
    let hello = json!({"body": "hola"});
    for _ in 0..2 {
        let (s, _, b) =
            keyed(&app, "POST", &format!("/v1/games/{id}/chat"), Some(&ana), &hello, "chat-1")
                .await;
        assert_eq!(s, StatusCode::CREATED, "{b}");
    }
    let (_, chat) = app.get(&format!("/v1/games/{id}/chat"), &ana).await;
    assert_eq!(chat["messages"].as_array().map(Vec::len), Some(1), "one message: {chat}");
    let bad = keyed(&app, "POST", "/v1/games", Some(&ana), &create, "").await;
    assert_eq!(bad.0, StatusCode::BAD_REQUEST, "{bad:?}");
}

/// Every text kept under an idempotency key, as the store holds it.
async fn kept_answers(app: &TestApp) -> Vec<String> {
    use sea_orm::{ConnectionTrait as _, Database, DbBackend, Statement};
    let db = Database::connect(format!("sqlite://{}", app.db.display())).await.expect("db");
    let rows = db
        .query_all_raw(Statement::from_string(DbBackend::Sqlite, "SELECT body FROM request_keys"))
        .await
        .expect("rows");
    rows.iter().map(|row| row.try_get::<String>("", "body").expect("body")).collect()
}

#[tokio::test]
async fn answers_that_hold_secrets_are_never_kept_and_a_revoked_token_replays_nothing() {
    let app = TestApp::spawn("retries-secrets").await;
    // Two clients behind one address send one key: two guests, not one
    // guest's tokens handed to both.
    let guest = json!({"display_name": "Pampa"});
    let one = keyed(&app, "POST", "/v1/auth/guest", None, &guest, "guest-1").await;
    let two = keyed(&app, "POST", "/v1/auth/guest", None, &guest, "guest-1").await;
    assert_eq!((one.0, two.0, two.1), (StatusCode::CREATED, StatusCode::CREATED, false));
    let (one, two): (Value, Value) =
        (serde_json::from_str(&one.2).expect("json"), serde_json::from_str(&two.2).expect("json"));
    assert_ne!(one["user_id"], two["user_id"], "each request is its own guest");
    // A key is still checked where it is not honoured.
    let too_long = "k".repeat(201);
    let bad = keyed(&app, "POST", "/v1/auth/guest", None, &guest, &too_long).await;
    assert_eq!(bad.0, StatusCode::BAD_REQUEST, "{bad:?}");
    assert!(bad.2.contains("BAD_IDEMPOTENCY_KEY"), "{bad:?}");
    // Every secret-minting answer runs again rather than being replayed.
    let (_, ana) = app.register("ana").await;
    let pat = json!({"name": "a script", "scopes": ["read"]});
    let first = keyed(&app, "POST", "/v1/me/tokens", Some(&ana), &pat, "token-1").await;
    let again = keyed(&app, "POST", "/v1/me/tokens", Some(&ana), &pat, "token-1").await;
    assert_eq!((first.0, again.0, again.1), (StatusCode::CREATED, StatusCode::CREATED, false));
    assert_ne!(first.2, again.2, "a second token, not the first one's secret again");
    let login = json!({"username": "ana", "password": "secret password"});
    let signed = keyed(&app, "POST", "/v1/auth/login", None, &login, "login-1").await;
    let signed: Value = serde_json::from_str(&signed.2).expect("json");
    // A refresh is never replayed: the second use of one secret is a reuse,
    // whatever key it comes with.
    let refresh = json!({"refresh_token": signed["refresh_token"]});
    let rotated = keyed(&app, "POST", "/v1/auth/refresh", None, &refresh, "refresh-1").await;
    assert_eq!(rotated.0, StatusCode::OK, "{rotated:?}");
    let reused = keyed(&app, "POST", "/v1/auth/refresh", None, &refresh, "refresh-1").await;
    assert_eq!((reused.0, reused.1), (StatusCode::UNAUTHORIZED, false), "{reused:?}");
    assert!(reused.2.contains("REFRESH_REUSED"), "{reused:?}");
    // A keyed change, then a logout: its replay is the 401 of a revoked token.
    let token = signed["token"].as_str().expect("token");
    let (_, other) = app.log_in("ana", "secret password").await;
    let other = other["token"].as_str().expect("token");
    let create = json!({"max_players": 2});
    let made = keyed(&app, "POST", "/v1/games", Some(other), &create, "create-1").await;
    assert_eq!(made.0, StatusCode::CREATED, "{made:?}");
    let (s, b) = app.call("POST", "/v1/auth/logout", Some(other), None).await;
    assert_eq!(s, StatusCode::NO_CONTENT, "{b}");
    let replay = keyed(&app, "POST", "/v1/games", Some(other), &create, "create-1").await;
    assert_eq!((replay.0, replay.1), (StatusCode::UNAUTHORIZED, false), "{replay:?}");
    assert!(replay.2.contains("INVALID_TOKEN"), "{replay:?}");
    // And the store holds no token of any kind.
    let kept = kept_answers(&app).await;
    assert!(!kept.is_empty(), "the game's answer is kept");
    for body in kept {
        assert!(
            !body.contains("\"token\"") && !body.contains("refresh_token"),
            "a kept secret: {body}"
        );
        assert!(!body.contains(token) && !body.contains(other), "a kept token: {body}");
    }
}
