//! `Idempotency-Key` on every request that changes state, as a client on a
//! flaky network uses it: a retry gets the first answer again and acts
//! once; another request under a used key is refused.

mod common;

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
            if item.get(method).is_none() || path.ends_with("/actions") || path.contains("/pacts") {
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
async fn a_retried_create_join_chat_or_guest_acts_once() {
    let app = TestApp::spawn("retries-once").await;
    let (_, ana) = app.register("ana").await;
    let (_, beto) = app.register("beto").await;
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
    let guest = json!({"display_name": "Pampa"});
    let one = keyed(&app, "POST", "/v1/auth/guest", None, &guest, "guest-1").await;
    let two = keyed(&app, "POST", "/v1/auth/guest", None, &guest, "guest-1").await;
    assert_eq!((two.0, two.1, &two.2), (StatusCode::CREATED, true, &one.2), "one guest");
    let bad = keyed(&app, "POST", "/v1/games", Some(&ana), &create, "").await;
    assert_eq!(bad.0, StatusCode::BAD_REQUEST, "{bad:?}");
}
