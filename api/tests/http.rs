//! REST v1 end to end: the real server on a random port over an SQLite
//! temp file, driven with an HTTP client. A whole game is played using only
//! the legal-actions list; ETags, SSE and idempotency are checked; bad input
//! gets problem+json with the right status (the 400/401/403/404/409/413/422
//! table) and changes nothing.

use domain::Seed;
use domain::board::Board;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::TestApp;

async fn spawn_app() -> TestApp {
    TestApp::spawn("http").await
}

async fn version_of(app: &TestApp, id: &str, token: &str) -> u64 {
    app.get(&format!("/v1/games/{id}"), token).await.1["version"].as_u64().expect("version")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_is_played_over_rest_using_only_the_legal_actions() {
    let app = spawn_app().await;
    let (id, players) = app.started_game().await;
    // The operator's event stream is complete, so the bot can see the board;
    // whoever has a non-empty legal-actions list is to act.
    let tokens: Vec<String> = players.iter().map(|p| p.1.clone()).collect();
    app.play_over_rest(&id, &tokens, Board::revancha(), Seed([4; 32]), 20_000).await;
    let (_, view) = app.get(&format!("/v1/games/{id}"), &players[0].1).await;
    assert_eq!(view["status"], "finished");
    assert!(view["winner"].is_string());
    assert!(view["seed"].is_string(), "the seed is revealed at the end");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn views_hide_other_players_secrets_and_support_etags() {
    let app = spawn_app().await;
    let (id, players) = app.started_game().await;
    let (s, mine) = app.get(&format!("/v1/games/{id}"), &players[0].1).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(mine["you"]["color"], "red");
    assert!(mine["secrets"].is_null() && mine["pile"].is_null() && mine["seed"].is_null());
    assert_eq!(mine["countries"].as_array().map(Vec::len), Some(72));
    let stranger = app.register("carla").await;
    let (_, theirs) = app.get(&format!("/v1/games/{id}"), &stranger.1).await;
    assert!(theirs["you"].is_null() && theirs["secrets"].is_null());
    let (_, evs) = app.get(&format!("/v1/games/{id}/events?since=0"), &players[0].1).await;
    for e in evs["events"].as_array().expect("events") {
        let e = &e["event"];
        if e["type"] == "objective_dealt" {
            assert_eq!(e["objectives"].is_string(), e["player"] != "red", "{e}");
        }
        if e["type"] == "game_started" {
            assert_eq!(e["seed"], "redacted");
        }
    }
    // ETag / If-None-Match → 304.
    let res = app.raw_get(&format!("/v1/games/{id}"), &players[0].1).await;
    let etag = res.headers().get("etag").expect("an etag").to_str().expect("ascii").to_owned();
    let res = app.get_if_none_match(&format!("/v1/games/{id}"), &players[0].1, &etag).await;
    assert_eq!(res.status(), StatusCode::NOT_MODIFIED);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_a_problem_with_the_right_status_and_changes_nothing() {
    let app = spawn_app().await;
    let (id, players) = app.started_game().await;
    let ana = &players[0].1;
    let before = version_of(&app, &id, ana).await;

    // 400: malformed JSON.
    let res = app
        .http
        .post(format!("{}/v1/games/{id}/actions", app.base))
        .bearer_auth(ana)
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .expect("post");
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    assert_eq!(res.headers().get("content-type").expect("ct"), "application/problem+json");
    // 422: a country the board does not have is a rule violation naming it
    // (R-CMP-1), not a malformed body.
    for action in [
        json!({"type": "attack", "from": "atlantis", "to": "chile"}),
        json!({"type": "place", "country": "atlantis", "armies": 1}),
    ] {
        let (s, b) = app.try_act(&id, ana, action).await;
        common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "UNKNOWN_COUNTRY");
        assert_eq!(b["rule"], "R-CMP-1");
        assert!(b["detail"].as_str().is_some_and(|d| d.contains("`atlantis`")), "{b}");
    }
    // 401: no token where one is needed (a public game is watched without
    // one, SVC-WATCH), a tampered token anywhere.
    let (s, b) = app.call("GET", &format!("/v1/games/{id}/legal-actions"), None, None).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "UNAUTHORIZED");
    let (s, b) = app.get(&format!("/v1/games/{id}"), &format!("{ana}x")).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "INVALID_TOKEN");
    // 403: a stranger acting in the game.
    let stranger = app.register("dora").await;
    let (s, b) = app
        .post(
            &format!("/v1/games/{id}/actions"),
            &stranger.1,
            json!({"action": {"type": "end_turn"}}),
        )
        .await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "NOT_SEATED");
    // 404: unknown game.
    let (s, b) = app.get("/v1/games/no-such-game", ana).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "GAME_NOT_FOUND");
    // 409: a stale expected version.
    let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), &players[0].1).await;
    let (_, legal_b) = app.get(&format!("/v1/games/{id}/legal-actions"), &players[1].1).await;
    let (token, legal) = if legal["actions"].as_array().is_some_and(|a| !a.is_empty()) {
        (&players[0].1, legal)
    } else {
        (&players[1].1, legal_b)
    };
    let stale = before - 1;
    let (s, b) = app
        .post(
            &format!("/v1/games/{id}/actions"),
            token,
            json!({"action": legal["actions"][0], "expected_version": stale}),
        )
        .await;
    common::assert_problem(s, &b, StatusCode::CONFLICT, "VERSION_CONFLICT");
    // 413: a body over the limit.
    let huge = json!({"action": {"type": "end_turn"}, "pad": "x".repeat(100_000)});
    let (s, b) = app.post(&format!("/v1/games/{id}/actions"), token, huge).await;
    common::assert_problem(s, &b, StatusCode::PAYLOAD_TOO_LARGE, "PAYLOAD_TOO_LARGE");
    // 422: a rule violation carries its rule.
    let (s, b) = app
        .post(&format!("/v1/games/{id}/actions"), token, json!({"action": {"type": "end_turn"}}))
        .await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "WRONG_PHASE");
    assert_eq!(b["rule"], "R-RND-3");
    // Nothing changed.
    assert_eq!(version_of(&app, &id, ana).await, before);
    // And the probes answer.
    assert_eq!(app.call("GET", "/healthz", None, None).await.0, StatusCode::OK);
    assert_eq!(app.call("GET", "/readyz", None, None).await.0, StatusCode::OK);
}

/// Reads SSE frames until `want` events arrived (or 10 s pass).
async fn read_sse(res: &mut reqwest::Response, want: usize) -> Vec<(u64, Value)> {
    let mut buf = String::new();
    let mut out = Vec::new();
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    while out.len() < want {
        let chunk = tokio::time::timeout_at(deadline, res.chunk())
            .await
            .expect("frames in time")
            .expect("read");
        let Some(chunk) = chunk else { break };
        buf.push_str(&String::from_utf8_lossy(&chunk));
        while let Some(end) = buf.find("\n\n") {
            let frame: String = buf.drain(..end + 2).collect();
            let id = frame
                .lines()
                .find_map(|l| l.strip_prefix("id: "))
                .map(|v| v.parse::<u64>().expect("id"));
            let data = frame.lines().find_map(|l| l.strip_prefix("data: "));
            if let (Some(id), Some(data)) = (id, data) {
                out.push((id, serde_json::from_str(data).expect("json data")));
            }
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_event_stream_delivers_every_event_in_order_as_the_viewer_may_see_it() {
    let app = spawn_app().await;
    let (id, players) = app.started_game().await;
    let beto = &players[1].1;
    let mut res = app.raw_get(&format!("/v1/games/{id}/events/stream"), beto).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers().get("content-type").expect("ct"), "text/event-stream");
    let start_version = version_of(&app, &id, beto).await;
    // Play a few moves while the stream is open.
    for _ in 0..5 {
        let mut done = false;
        for (_, token) in &players {
            let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), token).await;
            if let Some(first) = legal["actions"].as_array().and_then(|a| a.first()).cloned() {
                let body = json!({"action": first, "expected_version": legal["version"]});
                let (s, _) = app.post(&format!("/v1/games/{id}/actions"), token, body).await;
                assert_eq!(s, StatusCode::OK);
                done = true;
                break;
            }
        }
        assert!(done);
    }
    let last = version_of(&app, &id, beto).await;
    let frames = read_sse(&mut res, usize::try_from(last).expect("small")).await;
    let ids: Vec<u64> = frames.iter().map(|f| f.0).collect();
    assert_eq!(ids, (1..=last).collect::<Vec<_>>(), "every event once, in order");
    assert!(last > start_version);
    for (_, e) in &frames {
        if e["type"] == "objective_dealt" && e["player"] == "red" {
            assert_eq!(e["objectives"], "redacted", "beto never sees red's objective");
        }
    }
    // Resuming with Last-Event-ID sends only what came after.
    let mut res = app
        .http
        .get(format!("{}/v1/games/{id}/events/stream", app.base))
        .bearer_auth(beto)
        .header("Last-Event-ID", (last - 2).to_string())
        .send()
        .await
        .expect("stream");
    let resumed = read_sse(&mut res, 2).await;
    assert_eq!(resumed.iter().map(|f| f.0).collect::<Vec<_>>(), [last - 1, last]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idempotency_key_applies_an_action_once_and_replays_its_answer() {
    let app = spawn_app().await;
    let (id, players) = app.started_game().await;
    let mut actor = None;
    for (_, token) in &players {
        let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), token).await;
        if legal["actions"].as_array().is_some_and(|a| !a.is_empty()) {
            actor = Some((token.clone(), legal));
        }
    }
    let (token, legal) = actor.expect("someone acts");
    let before = version_of(&app, &id, &token).await;
    // No expected_version: without the key, a retry would act twice.
    let body = json!({"action": legal["actions"][0]});
    let post = |key: &'static str, body: Value| {
        app.http
            .post(format!("{}/v1/games/{id}/actions", app.base))
            .bearer_auth(&token)
            .header("Idempotency-Key", key)
            .json(&body)
            .send()
    };
    let first = post("k-1", body.clone()).await.expect("post");
    assert_eq!(first.status(), StatusCode::OK);
    let first: Value = first.json().await.expect("json");
    let after = version_of(&app, &id, &token).await;
    assert!(after > before);
    let again = post("k-1", body.clone()).await.expect("post");
    assert_eq!(again.status(), StatusCode::OK);
    assert_eq!(again.headers().get("Idempotent-Replayed").expect("replay header"), "true");
    assert_eq!(again.json::<Value>().await.expect("json"), first);
    assert_eq!(version_of(&app, &id, &token).await, after, "applied once");
    // The same key for another request is refused.
    let other = post("k-1", json!({"action": {"type": "end_turn"}})).await.expect("post");
    assert_eq!(other.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(other.json::<Value>().await.expect("json")["code"], "IDEMPOTENCY_KEY_REUSED");
    // A refused request is answered the same way on retry.
    let refused =
        post("k-2", json!({"action": {"type": "move_in", "armies": 1}})).await.expect("post");
    assert_eq!(refused.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let refused: Value = refused.json().await.expect("json");
    let retried =
        post("k-2", json!({"action": {"type": "move_in", "armies": 1}})).await.expect("post");
    assert_eq!(retried.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(retried.json::<Value>().await.expect("json"), refused);
    assert_eq!(version_of(&app, &id, &token).await, after);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn operators_export_a_position_and_import_it_as_a_new_game() {
    let app = spawn_app().await;
    let (id, players) = app.started_game().await;
    let admin = app.admin_token().await;
    // Players may not.
    let (s, b) = app.get(&format!("/v1/admin/games/{id}/position"), &players[0].1).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "FORBIDDEN");
    let (s, position) = app.get(&format!("/v1/admin/games/{id}/position"), &admin).await;
    assert_eq!(s, StatusCode::OK, "{position}");
    assert_eq!(position["format"], 1);
    let (_, old) = app.get(&format!("/v1/games/{id}"), &players[0].1).await;
    let seats: Vec<Value> = old["game"]["seats"].as_array().expect("seats").clone();
    let (_, listed_before) = app.get("/v1/games", &admin).await;

    // An inconsistent document is refused whole.
    let mut broken = position.clone();
    broken["countries"][0]["armies"] = json!(0);
    let (s, b) = app
        .post("/v1/admin/games/import", &admin, json!({"position": broken, "seats": seats}))
        .await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_POSITION");
    let (_, listed) = app.get("/v1/games", &admin).await;
    assert_eq!(listed["total"], listed_before["total"], "no half-made game");

    // A valid one becomes a new game with the same board, with a fixed seed.
    let seed = "ab".repeat(32);
    let (s, created) = app
        .post(
            "/v1/admin/games/import",
            &admin,
            json!({"position": position, "seats": seats, "seed": seed}),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED, "{created}");
    let new_id = created["id"].as_str().expect("id");
    assert_eq!(created["status"], "playing");
    let (_, new) = app.get(&format!("/v1/games/{new_id}"), &players[0].1).await;
    assert_eq!(new["countries"], old["countries"]);
    assert_eq!(new["phase"], old["phase"]);
    assert_eq!(new["you"], old["you"]);
    let (_, exported) = app.get(&format!("/v1/admin/games/{new_id}/position"), &admin).await;
    // The seed the import fixed, in hex as everywhere the API shows one.
    assert_eq!(exported["seed"]["known"], json!("ab".repeat(32)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_requests_and_refused_actions_in_prometheus_format() {
    let app = spawn_app().await;
    let (id, players) = app.started_game().await;
    let (s, _) = app
        .post(
            &format!("/v1/games/{id}/actions"),
            &players[0].1,
            json!({"action": {"type": "move_in", "armies": 1}}),
        )
        .await;
    assert!(s.is_client_error());
    let res = app.http.get(format!("{}/metrics", app.base)).send().await.expect("metrics");
    assert_eq!(res.status(), StatusCode::OK);
    let text = res.text().await.expect("text");
    let value = |series: &str| -> u64 {
        text.lines()
            .find_map(|l| l.strip_prefix(series).map(|v| v.trim().parse().expect("a number")))
            .unwrap_or_else(|| panic!("{series} missing in:\n{text}"))
    };
    assert!(value("teg_http_requests_total{class=\"2xx\"}") >= 4);
    assert!(value("teg_http_requests_total{class=\"4xx\"}") >= 1);
    assert_eq!(value("teg_games_created_total"), 1);
    assert!(value("teg_actions_refused_total") + value("teg_version_conflicts_total") >= 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rulesets_maps_guests_and_the_lobby_list_answer_as_documented() {
    let app = spawn_app().await;
    let (s, rulesets) = app.call("GET", "/v1/rulesets", None, None).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(rulesets["rulesets"][0]["id"], "revancha");
    assert_eq!(rulesets["rulesets"][0]["options"]["common_objective"], 45);
    let (s, map) = app.call("GET", "/v1/maps/revancha", None, None).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(map["countries"].as_array().map(Vec::len), Some(72));
    assert_eq!(map["continents"].as_array().map(Vec::len), Some(7));
    assert_eq!(map["borders"].as_array().map(Vec::len), Some(135));
    let borders = map["borders"].as_array().expect("borders");
    assert!(
        borders.contains(&json!(["uruguay", "mauritania"]))
            || borders.contains(&json!(["mauritania", "uruguay"]))
    );
    assert_eq!(map["countries"][0]["names"]["en"], "Alaska");
    let (s, b) = app.call("GET", "/v1/maps/atlantis", None, None).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "UNKNOWN_RULESET");

    // Guests are players too.
    let (s, guest) =
        app.call("POST", "/v1/auth/guest", None, Some(json!({"display_name": "Pampa"}))).await;
    assert_eq!(s, StatusCode::CREATED, "{guest}");
    let token = guest["token"].as_str().expect("token");
    for n in 0..3 {
        let (s, _) = app.post("/v1/games", token, json!({"max_players": 2 + n})).await;
        assert_eq!(s, StatusCode::CREATED);
    }
    let (s, page) = app.get("/v1/games?status=lobby&limit=2", token).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(
        (page["total"].as_u64(), page["games"].as_array().map(Vec::len)),
        (Some(3), Some(2))
    );
    let at = |i: usize| page["games"][i]["created_at_ms"].as_i64().expect("time");
    assert!(at(0) >= at(1), "newest first");
    let (s, b) = app.get("/v1/games?status=bogus", token).await;
    common::assert_problem(s, &b, StatusCode::BAD_REQUEST, "BAD_STATUS");
    let (s, b) = app.post("/v1/games", token, json!({"max_players": 9})).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "PLAYER_COUNT");
}

/// `docs/api.md`: 429 when a client goes over its budget (`TEG_RATE_LIMIT`
/// requests per second, bursts of twice that), as a problem with
/// `Retry-After`; probes are never limited, and other clients are not
/// affected. A client is the user its token names (two registered users
/// here), so inventing tokens buys no budget (`limits.rs`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_over_its_rate_limit_gets_429_and_others_do_not() {
    let (mut config, db) = common::sqlite_config("ratelimit");
    config.rate_limit = Some(5);
    let base = teg_api::startup::Application::spawn(config).await.expect("builds");
    let http = reqwest::Client::new();
    let token = |name: &'static str| {
        let (http, base) = (http.clone(), base.clone());
        async move {
            let body = json!({"username": name, "password": "correct horse"});
            let (s, b) =
                common::call(&http, "POST", format!("{base}/v1/auth/register"), None, Some(body))
                    .await;
            assert_eq!(s, StatusCode::CREATED, "{b}");
            b["token"].as_str().expect("token").to_owned()
        }
    };
    let (client_a, client_b) = (token("client-a").await, token("client-b").await);
    let mut limited = None;
    for _ in 0..30 {
        let res = http
            .get(format!("{base}/v1/rulesets"))
            .bearer_auth(&client_a)
            .send()
            .await
            .expect("get");
        if res.status() == StatusCode::TOO_MANY_REQUESTS {
            limited = Some(res);
            break;
        }
    }
    let res = limited.expect("30 requests at once exceed a burst of 10");
    assert_eq!(res.headers().get("retry-after").expect("Retry-After"), "1");
    assert_eq!(res.headers().get("content-type").expect("ct"), "application/problem+json");
    let body: Value = res.json().await.expect("problem");
    assert_eq!(body["code"], "RATE_LIMITED");
    assert_eq!(body["status"], 429);
    let other =
        http.get(format!("{base}/v1/rulesets")).bearer_auth(&client_b).send().await.expect("get");
    assert_eq!(other.status(), StatusCode::OK, "another client has its own budget");
    for _ in 0..30 {
        let probe =
            http.get(format!("{base}/healthz")).bearer_auth(&client_a).send().await.expect("get");
        assert_eq!(probe.status(), StatusCode::OK, "probes are never limited");
    }
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let later =
        http.get(format!("{base}/v1/rulesets")).bearer_auth(&client_a).send().await.expect("get");
    assert_eq!(later.status(), StatusCode::OK, "the budget refills");
    let _ = std::fs::remove_file(db);
}
