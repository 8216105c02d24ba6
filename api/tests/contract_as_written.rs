//! The contract as `docs/api.md` writes it, checked from a client's seat: the
//! view's `players[].user_id`/`name` and `you.objective`, `/v1/admin/games` and
//! `/v1/admin/users`, problem answers for unknown routes (404) and wrong
//! methods (405 with `Allow`), and `If-None-Match` as RFC 9110 reads it.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::TestApp;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_view_names_each_players_account_and_the_callers_objective() {
    let app = TestApp::spawn("contract-view").await;
    let (id, players) = app.started_game().await;
    let (s, view) = app.get(&format!("/v1/games/{id}"), &players[0].1).await;
    assert_eq!(s, StatusCode::OK, "{view}");
    let seats = view["game"]["seats"].as_array().expect("seats").clone();
    for p in view["players"].as_array().expect("players") {
        let seat = seats.iter().find(|s| s["color"] == p["color"]).expect("a seat per player");
        assert_eq!(p["user_id"], seat["user_id"], "{p}");
        let name = p["name"].as_str().expect("a name");
        assert!(["ana", "beto"].contains(&name), "{p}");
    }
    let you = &view["you"];
    assert!(you["objective"]["text"].as_str().is_some_and(|t| !t.is_empty()), "{you}");
    assert_eq!(you["objective"], you["objectives"][0]);
    // The other player's objective is not in this view (R-SET-2).
    let (_, theirs) = app.get(&format!("/v1/games/{id}"), &players[1].1).await;
    assert_ne!(theirs["you"]["color"], you["color"]);
    // A guest's display name is what the others see.
    let (s, guest) =
        app.call("POST", "/v1/auth/guest", None, Some(json!({"display_name": "Tía Marta"}))).await;
    assert_eq!(s, StatusCode::CREATED, "{guest}");
    let guest_token = guest["token"].as_str().expect("token");
    let (s, lobby) = app.post("/v1/games", guest_token, json!({"max_players": 2})).await;
    assert_eq!(s, StatusCode::CREATED, "{lobby}");
    let lobby_id = lobby["id"].as_str().expect("id");
    let (s, b) =
        app.call("POST", &format!("/v1/games/{lobby_id}/join"), Some(&players[0].1), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) =
        app.call("POST", &format!("/v1/games/{lobby_id}/start"), Some(guest_token), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (_, view) = app.get(&format!("/v1/games/{lobby_id}"), &players[0].1).await;
    let names: Vec<&str> = common::texts(&view["players"], "name");
    assert!(names.contains(&"Tía Marta"), "{names:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn operators_have_the_dashboards_games_and_users_as_json() {
    let app = TestApp::spawn("contract-admin").await;
    let (id, players) = app.started_game().await;
    let admin = app.admin_token().await;
    let (s, list) = app.get("/v1/admin/games?status=playing", &admin).await;
    assert_eq!(s, StatusCode::OK, "{list}");
    assert_eq!(list["total"], 1);
    assert_eq!(list["games"][0]["id"], id.as_str());
    let (s, game) = app.get(&format!("/v1/admin/games/{id}"), &admin).await;
    assert_eq!(s, StatusCode::OK, "{game}");
    assert_eq!(game["secrets"].as_array().map(Vec::len), Some(2), "every player's secrets: {game}");
    let (s, found) = app.get("/v1/admin/users?username=ana", &admin).await;
    assert_eq!(s, StatusCode::OK, "{found}");
    assert_eq!(found["users"][0]["user_id"], players[0].0.as_str());
    assert_eq!(found["users"][0]["role"], "player");
    let (s, one) = app.get(&format!("/v1/admin/users/{}", players[1].0), &admin).await;
    assert_eq!(s, StatusCode::OK, "{one}");
    assert_eq!(one["username"], "beto");
    let (s, b) = app.get("/v1/admin/users/nobody", &admin).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "USER_NOT_FOUND");
    for path in ["/v1/admin/games", "/v1/admin/users?username=ana"] {
        let (s, b) = app.get(path, &players[0].1).await;
        common::assert_problem(s, &b, StatusCode::FORBIDDEN, "FORBIDDEN");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_routes_and_wrong_methods_are_problems() {
    let app = TestApp::spawn("contract-routes").await;
    let (s, b) = app.call("GET", "/v1/nowhere", None, None).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "NOT_FOUND");
    let res = app.http.delete(format!("{}/v1/games", app.base)).send().await.expect("delete");
    assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(res.headers().get("allow").expect("Allow"), "GET, POST");
    assert_eq!(res.headers().get("content-type").expect("ct"), "application/problem+json");
    let body: Value = res.json().await.expect("problem");
    assert_eq!(body["code"], "METHOD_NOT_ALLOWED");
    let res = app.http.get(format!("{}/v1/auth/login", app.base)).send().await.expect("get");
    assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(res.headers().get("allow").expect("Allow"), "POST");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn if_none_match_compares_weakly_and_takes_lists_and_a_star() {
    let app = TestApp::spawn("contract-etag").await;
    let (id, players) = app.started_game().await;
    let path = format!("/v1/games/{id}");
    let res = app.raw_get(&path, &players[0].1).await;
    let etag = res.headers().get("etag").expect("ETag").to_str().expect("ascii").to_owned();
    for asked in [etag.clone(), format!("W/{etag}"), format!("\"other\", {etag}"), "*".to_owned()] {
        let res = app.get_if_none_match(&path, &players[0].1, &asked).await;
        assert_eq!(res.status(), StatusCode::NOT_MODIFIED, "{asked}");
    }
    let res = app.get_if_none_match(&path, &players[0].1, "\"other\"").await;
    assert_eq!(res.status(), StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_answer_has_the_security_headers_and_every_token_is_unique() {
    let app = TestApp::spawn("contract-headers").await;
    for path in ["/v1/rulesets", "/healthz", "/v1/nowhere", "/admin/login"] {
        let res = app.http.get(format!("{}{path}", app.base)).send().await.expect("get");
        assert_eq!(res.headers().get("x-content-type-options").expect(path), "nosniff");
        assert_eq!(res.headers().get("referrer-policy").expect(path), "no-referrer");
        assert!(res.headers().get("strict-transport-security").is_none(), "not over plain HTTP");
    }
    // Only a trusted proxy may say the request came over HTTPS.
    let claimed = |base: String| {
        let http = app.http.clone();
        async move {
            let res = http.get(format!("{base}/v1/rulesets")).header("x-forwarded-proto", "https");
            res.send().await.expect("get").headers().get("strict-transport-security").cloned()
        }
    };
    assert!(claimed(app.base.clone()).await.is_none(), "a peer that is no proxy is not believed");
    let (config, behind_proxy_db) = common::sqlite_config("contract-proxy");
    let config = teg_api::config::Config {
        trusted_proxies: teg_api::clients::Proxies::parse("127.0.0.1").expect("cidr"),
        ..config
    };
    let behind_proxy = teg_api::startup::Application::spawn(config).await.expect("builds");
    assert!(claimed(behind_proxy).await.is_some(), "behind a trusted HTTPS proxy");
    let _ = std::fs::remove_file(behind_proxy_db);
    // The API's documents are never framed.
    for path in ["/docs/", "/problems"] {
        let res = app.http.get(format!("{}{path}", app.base)).send().await.expect("get");
        assert_eq!(res.headers().get("x-frame-options").expect(path), "DENY");
        let csp = res.headers().get("content-security-policy").expect(path).to_str().expect("csp");
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
    }
    // A NUL in a path, a query or a login name is a 400, not a 500.
    for path in ["/v1/games/ab%00cd", "/v1/games?status=lobby%00"] {
        let (s, b) = app.call("GET", path, None, None).await;
        assert_eq!(s, StatusCode::BAD_REQUEST, "{path}: {b}");
    }
    let nul = json!({"username": "adm\u{0}in", "password": "secret password"});
    let (s, b) = app.call("POST", "/v1/auth/login", None, Some(nul)).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "BAD_CREDENTIALS");
    let (_, first) = app.register("jtiana").await;
    let login = json!({"username": "jtiana", "password": "secret password"});
    let mut tokens = vec![first];
    for _ in 0..3 {
        let res = app
            .http
            .post(format!("{}/v1/auth/login", app.base))
            .json(&login)
            .send()
            .await
            .expect("login");
        assert_eq!(res.status(), StatusCode::OK);
        let no_store = res.headers().get("cache-control").and_then(|v| v.to_str().ok());
        assert_eq!(no_store, Some("no-store"), "an answer with tokens is never cached");
        let b: serde_json::Value = res.json().await.expect("json");
        tokens.push(b["token"].as_str().expect("token").to_owned());
    }
    let mut unique = tokens.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), tokens.len(), "four tokens in the same second, all different");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_and_introspection_can_be_closed_by_configuration() {
    let (mut config, db) = common::sqlite_config("contract-closed");
    config.metrics_operators_only = true;
    config.graphql_introspection = false;
    let base = teg_api::startup::Application::spawn(config).await.expect("builds");
    let app = TestApp { base, http: reqwest::Client::new(), db };
    let (s, b) = app.call("GET", "/metrics", None, None).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "UNAUTHORIZED");
    let (_, player) = app.register("metricsana").await;
    let (s, b) = app.get("/metrics", &player).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "FORBIDDEN");
    let admin = app.admin_token().await;
    let res = app.raw_get("/metrics", &admin).await;
    assert_eq!(res.status(), StatusCode::OK);
    let answer = app.gql(&player, "{ __schema { queryType { name } } }", json!({})).await;
    assert!(answer["data"]["__schema"].is_null(), "introspection answers nothing: {answer}");
    let answer = app.gql(&player, "{ __type(name: \"QueryRoot\") { name } }", json!({})).await;
    assert!(answer["data"]["__type"].is_null(), "nor for one type: {answer}");
    let answer = app.gql(&player, "{ games { total } }", json!({})).await;
    assert!(answer["errors"].is_null(), "queries still run: {answer}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_keys_in_options_and_actions_are_400s_naming_the_key() {
    let app = TestApp::spawn("contract-keys").await;
    let (id, players) = app.started_game().await;
    let body = json!({"max_players": 2, "options": {"missiles": true, "misiles": false}});
    let (s, b) = app.post("/v1/games", &players[0].1, body).await;
    common::assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_JSON");
    assert!(b["detail"].as_str().is_some_and(|d| d.contains("misiles")), "{b}");
    let body = json!({"action": {"type": "end_turn", "armies": 3}});
    let (s, b) = app.post(&format!("/v1/games/{id}/actions"), &players[0].1, body).await;
    common::assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_JSON");
    assert!(b["detail"].as_str().is_some_and(|d| d.contains("action.armies")), "{b}");
    let body = json!({"to": "blue", "terms": {"kind": "world", "continent": "asia"}});
    let (s, b) = app.post(&format!("/v1/games/{id}/pacts"), &players[0].1, body).await;
    common::assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_JSON");
    assert!(b["detail"].as_str().is_some_and(|d| d.contains("terms.continent")), "{b}");
    // Options are checked when the lobby is made, not when it starts.
    let body = json!({"max_players": 2, "options": {"common_objective": 0}});
    let (s, b) = app.post("/v1/games", &players[0].1, body).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_poll_ahead_of_the_game_is_told_the_real_version_at_once() {
    let app = TestApp::spawn("contract-ahead").await;
    let (id, players) = app.started_game().await;
    let (_, view) = app.get(&format!("/v1/games/{id}"), &players[0].1).await;
    let version = view["version"].as_u64().expect("version");
    let start = std::time::Instant::now();
    let path = format!("/v1/games/{id}/events?since={}&wait=20", version + 100);
    let (s, b) = app.get(&path, &players[0].1).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    assert_eq!(b["version"], version, "{b}");
    assert_eq!(b["events"], json!([]));
    assert!(start.elapsed() < std::time::Duration::from_secs(5), "not held for 20 s");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn texts_with_control_characters_are_400s_on_every_backend() {
    let app = TestApp::spawn("contract-nul").await;
    let (id, players) = app.started_game().await;
    let admin = app.admin_token().await;
    let (s, b) =
        app.call("POST", "/v1/auth/guest", None, Some(json!({"display_name": "a\u{0}b"}))).await;
    common::assert_problem(s, &b, StatusCode::BAD_REQUEST, "INVALID_DISPLAY_NAME");
    let body = json!({"reason": "nul \u{0} here"});
    let (s, b) = app.post(&format!("/v1/admin/games/{id}/pause"), &admin, body).await;
    common::assert_problem(s, &b, StatusCode::BAD_REQUEST, "INVALID_TEXT");
    let (_, view) = app.get(&format!("/v1/games/{id}"), &players[0].1).await;
    assert_eq!(view["status"], "playing", "the refused pause changed nothing: {view}");
    let (_, audit) = app.get("/v1/admin/audit", &admin).await;
    assert_eq!(audit["entries"], json!([]), "and wrote no audit row: {audit}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_that_takes_no_body_refuses_unknown_keys_and_changes_nothing() {
    let app = TestApp::spawn("contract-no-body").await;
    let (id, players) = app.started_game().await;
    let ana = &players[0].1;
    let path = format!("/v1/games/{id}/resign");
    let res = app
        .http
        .post(format!("{}{path}", app.base))
        .bearer_auth(ana)
        .json(&json!({"surrender": true}))
        .send()
        .await
        .expect("post");
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body: serde_json::Value = res.json().await.expect("problem");
    assert!(body["detail"].as_str().is_some_and(|d| d.contains("surrender")), "{body}");
    let (_, view) = app.get(&format!("/v1/games/{id}"), ana).await;
    assert_eq!(view["status"], "playing", "nothing resigned: {view}");
    // Nothing, or an empty object, is what it takes.
    let res = app.http.post(format!("{}{path}", app.base)).bearer_auth(ana).json(&json!({})).send();
    assert_eq!(res.await.expect("post").status(), StatusCode::OK);
}
