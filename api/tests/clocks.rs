//! Turn clocks and bots through the real server (SVC-CLOCK, SVC-BOTS): the
//! creation's shapes and their refusals, bots seated in the lobby, views
//! with deadlines and controllers, an operator's bot and the player's
//! reclaim, a game of one human and five planners played to its end by a
//! client that answers only its own turns, and a game of bots only that
//! finishes by itself. Bots act at once here (`TEG_BOT_DELAY_MS` 0 in the
//! tests' configuration).

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::{TestApp, assert_problem};

fn status(code: u16) -> StatusCode {
    StatusCode::from_u16(code).expect("a status")
}

/// Creates a table as `token` and answers the summary.
async fn create(app: &TestApp, token: &str, body: Value) -> Value {
    let (s, g) = app.post("/v1/games", token, body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    g
}

/// Waits until `id` is finished (polling its view), at most `limit`.
async fn finished(app: &TestApp, id: &str, token: &str, limit: Duration) -> Value {
    let started = Instant::now();
    loop {
        let (s, view) = app.get(&format!("/v1/games/{id}"), token).await;
        assert_eq!(s, StatusCode::OK, "{view}");
        if view["status"] == "finished" {
            return view;
        }
        assert!(started.elapsed() < limit, "the game did not finish: {view}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn svc_clock_svc_bots_a_table_opens_with_its_clock_and_bots_and_refuses_bad_ones() {
    let app = TestApp::spawn("clock-shapes").await;
    let (_, ana) = app.register("ana").await;
    let g = create(
        &app,
        &ana,
        json!({
            "max_players": 3,
            "color": "red",
            "clock": {"turn_seconds": 60, "on_timeout": "bot", "max_timeouts": 2},
            "seats": [{"color": "blue", "bot": "planner"}],
        }),
    )
    .await;
    assert_eq!(g["clock"], json!({"turn_seconds": 60, "on_timeout": "bot", "max_timeouts": 2}));
    assert_eq!(
        g["seats"][0],
        json!({"seat": 0, "user_id": "bot:blue", "color": "blue", "bot": "planner"})
    );
    assert_eq!(g["seats"][1]["seat"], 1);
    assert_eq!(g["seats"][1]["color"], "red");
    assert_eq!(g["seats"][1]["bot"], Value::Null);

    for (body, status, code) in [
        (json!({"clock": {"turn_seconds": 4}}), 422, "BAD_CLOCK"),
        (json!({"clock": {"turn_seconds": 604_801}}), 422, "BAD_CLOCK"),
        (json!({"clock": {"turn_seconds": 60, "max_timeouts": 0}}), 422, "BAD_CLOCK"),
        (
            json!({"seats": [{"color": "blue", "bot": "greedy"}, {"color": "blue", "bot": "random"}]}),
            409,
            "COLOR_TAKEN",
        ),
        (
            json!({"color": "blue", "seats": [{"color": "blue", "bot": "greedy"}]}),
            409,
            "COLOR_TAKEN",
        ),
        (
            json!({"max_players": 2, "seats": [
            {"color": "blue", "bot": "greedy"}, {"color": "red", "bot": "greedy"},
            {"color": "green", "bot": "greedy"}]}),
            409,
            "GAME_FULL",
        ),
    ] {
        let (s, b) = app.post("/v1/games", &ana, body.clone()).await;
        assert_problem(s, &b, self::status(status), code);
    }
    let (s, b) =
        app.post("/v1/games", &ana, json!({"seats": [{"color": "blue", "bot": "genius"}]})).await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "{b}");

    // The creator seats a bot in the lobby; nobody else may.
    let id = g["id"].as_str().expect("id");
    let (_, beto) = app.register("beto").await;
    let path = format!("/v1/games/{id}/bots");
    let (s, b) = app.post(&path, &beto, json!({"color": "green", "level": "random"})).await;
    assert_problem(s, &b, status(403), "NOT_CREATOR");
    let (s, b) = app.post(&path, &ana, json!({"color": "blue", "level": "random"})).await;
    assert_problem(s, &b, status(409), "COLOR_TAKEN");
    let (s, b) = app.post(&path, &ana, json!({"color": "green", "level": "random"})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    assert_eq!(
        b["seats"][2],
        json!({"seat": 2, "user_id": "bot:green", "color": "green", "bot": "random"})
    );
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/join"), Some(&beto), None).await;
    assert_problem(s, &b, status(409), "GAME_FULL");
}

#[tokio::test]
async fn svc_clock_the_view_shows_the_human_actors_deadline_and_every_seats_controller() {
    let app = TestApp::spawn("clock-view").await;
    let [ana, beto] = app.tokens(["ana", "beto"]).await;
    let g = create(
        &app,
        &ana,
        json!({"max_players": 2, "color": "red", "clock": {"turn_seconds": 600}}),
    )
    .await;
    let id = g["id"].as_str().expect("id");
    app.call("POST", &format!("/v1/games/{id}/join"), Some(&beto), None).await;
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/start"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (_, view) = app.get(&format!("/v1/games/{id}"), &ana).await;
    let deadline = view["deadline"].as_str().expect("a deadline while a human acts");
    assert!(deadline.ends_with('Z') && deadline.len() == 24, "RFC 3339 UTC: {deadline}");
    let left = view["seconds_left"].as_u64().expect("seconds_left");
    assert!((595..=600).contains(&left), "{left}");
    for p in view["players"].as_array().expect("players") {
        assert_eq!(p["controller"], json!({"kind": "human"}));
        assert_eq!(p["timeouts_in_a_row"], 0);
    }
}

#[tokio::test]
async fn svc_clock_a_game_without_a_clock_has_no_deadline() {
    let app = TestApp::spawn("no-clock").await;
    let (id, players) = app.started_game().await;
    let (_, view) = app.get(&format!("/v1/games/{id}"), &players[0].1).await;
    assert_eq!(view["deadline"], Value::Null, "{view}");
    assert_eq!(view["seconds_left"], Value::Null);
    assert_eq!(view["game"]["clock"], Value::Null);
}

#[tokio::test]
async fn svc_bots_an_operators_bot_plays_the_seat_until_its_player_reclaims_it() {
    let app = TestApp::spawn("seat-bot").await;
    let (id, players) = app.started_game().await;
    let admin = app.admin_token().await;
    // beto sits in the first free colour, white.
    let (_, beto) = &players[1];
    let path = format!("/v1/admin/games/{id}/seats/white/bot");
    let (s, b) = app.post(&path, &admin, json!({"level": "greedy"})).await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "a reason is a required field: {b}");
    let (s, b) = app.post(&path, &admin, json!({"level": "greedy", "reason": " "})).await;
    assert_problem(s, &b, status(400), "REASON_REQUIRED");
    let (s, b) = app.post(&path, beto, json!({"reason": "mine"})).await;
    assert_eq!(s, StatusCode::FORBIDDEN, "{b}");
    let (s, b) = app.post(&path, &admin, json!({"level": "greedy", "reason": "away"})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    assert_eq!(b["events"][0]["event"]["type"], "control_changed");
    assert_eq!(b["events"][0]["event"]["cause"], "operator");
    let (_, audit) = app.get("/v1/admin/audit", &admin).await;
    assert_eq!(audit["entries"][0]["action"], "seat_bot");
    assert_eq!(audit["entries"][0]["reason"], "away");

    let (_, view) = app.get(&format!("/v1/games/{id}"), beto).await;
    let white = view["players"].as_array().expect("players").iter().find(|p| p["color"] == "white");
    assert_eq!(white.expect("white")["controller"], json!({"kind": "bot", "level": "greedy"}));

    let reclaim = format!("/v1/games/{id}/seat/reclaim");
    let (s, b) = app.call("POST", &reclaim, Some(beto), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let changed = common::each(&b["events"])
        .any(|e| e["event"]["type"] == "control_changed" && e["event"]["cause"] == "reclaim");
    assert!(changed, "{b}");
    let (s, b) = app.call("POST", &reclaim, Some(beto), None).await;
    assert_problem(s, &b, status(409), "NOTHING_TO_RECLAIM");
    let (_, caro) = app.register("caro").await;
    let (s, b) = app.call("POST", &reclaim, Some(&caro), None).await;
    assert_problem(s, &b, status(403), "NOT_SEATED");
}

#[tokio::test]
async fn svc_bots_one_human_and_five_planners_play_a_game_to_its_end_over_http() {
    let app = TestApp::spawn("planners").await;
    let (_, ana) = app.register("ana").await;
    let bots: Vec<Value> = ["blue", "yellow", "green", "white", "black"]
        .iter()
        .map(|c| json!({"color": c, "bot": "planner"}))
        .collect();
    let g = create(&app, &ana, json!({"max_players": 6, "color": "red", "seats": bots})).await;
    let id = g["id"].as_str().expect("id").to_owned();
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/start"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    // The client answers its own turns only: place where it may, end the
    // turn when it may, else the first legal action.
    let started = Instant::now();
    let mut moves = 0;
    loop {
        let (s, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), &ana).await;
        assert_eq!(s, StatusCode::OK, "{legal}");
        let actions = legal["actions"].as_array().expect("actions");
        if actions.is_empty() {
            let (_, view) = app.get(&format!("/v1/games/{id}"), &ana).await;
            if view["status"] == "finished" {
                assert!(view["winner"].is_string(), "{view}");
                break;
            }
            assert!(started.elapsed() < Duration::from_secs(600), "the game did not end");
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        }
        let pick = actions
            .iter()
            .find(|a| a["type"] == "place")
            .or_else(|| actions.iter().find(|a| a["type"] == "end_turn"))
            .unwrap_or(&actions[0]);
        let body = json!({"action": pick, "expected_version": legal["version"]});
        let (s, b) = app.post(&format!("/v1/games/{id}/actions"), &ana, body).await;
        // A bot may answer a pact in between: a stale version is retried.
        assert!(s == StatusCode::OK || b["code"] == "VERSION_CONFLICT", "{pick}: {b}");
        moves += 1;
    }
    assert!(moves > 0, "the human played its own turns");
}

#[tokio::test]
async fn svc_bots_a_game_of_bots_only_created_by_a_user_finishes_by_itself() {
    let app = TestApp::spawn("bots-only").await;
    let (_, ana) = app.register("ana").await;
    let g = create(
        &app,
        &ana,
        json!({"max_players": 3, "seats": [
            {"color": "red", "bot": "greedy"},
            {"color": "blue", "bot": "random"},
            {"color": "green", "bot": "planner"},
        ]}),
    )
    .await;
    assert!(g["seats"].as_array().expect("seats").iter().all(|s| s["bot"].is_string()));
    let id = g["id"].as_str().expect("id");
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/start"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let view = finished(&app, id, &ana, Duration::from_secs(600)).await;
    assert!(view["winner"].is_string(), "{view}");
    assert_eq!(view["deadline"], Value::Null);
    let names: Vec<&str> = common::texts(&view["players"], "name");
    assert!(names.contains(&"Bot (planner)"), "{names:?}");
}
