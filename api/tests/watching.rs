//! Watching (SVC-WATCH): a public game is watched without a token, a
//! `spectator_delay` of versions behind on every channel (REST view and
//! events, the SSE stream, GraphQL), while its players and operators see
//! the head; "live now" ranks it with its spectators.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use domain::Board;
use domain::rng::Seed;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, RestPlayer, TestApp};

/// `GET path` with no `Authorization` header at all.
async fn anonymous(app: &TestApp, path: &str) -> (StatusCode, Value) {
    let res = app.http.get(format!("{}{path}", app.base)).send().await.expect("sent");
    (res.status(), res.json().await.unwrap_or(Value::Null))
}

/// The version a GraphQL `game` query answers, with `token` or none.
async fn graphql_version(app: &TestApp, token: Option<&str>, id: &str) -> Value {
    let game = "query($g: String!) { game(id: $g) { boardView { ... on RiskView { version } } } }";
    let query = json!({"query": game, "variables": {"g": id}});
    let mut post = app.http.post(format!("{}/graphql", app.base)).json(&query);
    if let Some(token) = token {
        post = post.bearer_auth(token);
    }
    let answer: Value = post.send().await.expect("sent").json().await.expect("json");
    assert!(answer["errors"].is_null(), "{answer}");
    answer["data"]["game"]["boardView"]["version"].clone()
}

#[tokio::test]
async fn svc_watch_without_a_token_a_public_game_is_watched_two_versions_behind_on_every_channel() {
    let app = TestApp::spawn("watching").await;
    let admin = app.admin_token().await;
    let [(_, ana), (_, beto), (_, caro)] = app.accounts(["ana", "beto", "caro"]).await;

    // The delay is a game option, capped by the service.
    let too_long = json!({"max_players": 2, "options": {"spectator_delay": 21}});
    let (s, b) = app.post("/v1/games", &ana, too_long).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "SPECTATOR_DELAY_TOO_LONG");
    let body = json!({"max_players": 2, "options": {"spectator_delay": 2}});
    let (s, g) = app.post("/v1/games", &ana, body).await;
    assert_eq!((s, &g["options"]["spectator_delay"]), (StatusCode::CREATED, &json!(2)), "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.fill_and_start(&id, &ana, &[&beto]).await;

    // Nobody signed in follows its stream; every frame is noted.
    let res = app.http.get(format!("{}/v1/games/{id}/events/stream", app.base)).send().await;
    let res = res.expect("a stream");
    assert_eq!(res.status(), StatusCode::OK);
    let streamed = Arc::new(Mutex::new(0_u64));
    let reader = {
        let streamed = Arc::clone(&streamed);
        tokio::spawn(async move {
            let mut sse = common::Sse::new(res);
            loop {
                let frame = sse.frame().await;
                if let Some(v) = frame.field("id").and_then(|v| v.parse::<u64>().ok()) {
                    let mut most = streamed.lock().expect("lock");
                    *most = (*most).max(v);
                }
            }
        })
    };

    let view = format!("/v1/games/{id}");
    let tokens = vec![ana.clone(), beto.clone()];
    let mut player = RestPlayer::new(&app, &id, Board::revancha(), Seed([3; 32])).await;
    let mut moves = 0;
    while moves < 12 && player.step(&app, &tokens).await {
        moves += 1;
        let head = app.get(&view, &admin).await.1["version"].as_u64().expect("the head");
        let behind = head.saturating_sub(2).max(1);
        let (s, seen) = anonymous(&app, &view).await;
        assert_eq!((s, seen["version"].as_u64()), (StatusCode::OK, Some(behind)), "{seen}");
        let (_, events) = anonymous(&app, &format!("/v1/games/{id}/events?since=0")).await;
        assert_eq!(events["version"].as_u64(), Some(behind), "the log stops there too");
        assert_eq!(graphql_version(&app, None, &id).await, json!(behind), "GraphQL alike");
        assert_eq!(graphql_version(&app, Some(&caro), &id).await, json!(behind), "signed in too");
        assert_eq!(app.get(&view, &caro).await.1["version"].as_u64(), Some(behind));
        assert_eq!(app.get(&view, &ana).await.1["version"].as_u64(), Some(head), "a player: now");
        assert_eq!(graphql_version(&app, Some(&admin), &id).await, json!(head), "an operator too");
        let most = *streamed.lock().expect("lock");
        assert!(most <= behind, "a frame at {most} with the head at {head}");
    }
    assert!(moves >= 6, "the game went on: {moves} moves");
    let head = app.get(&view, &admin).await.1["version"].as_u64().expect("the head");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while *streamed.lock().expect("lock") < head - 2 {
        assert!(tokio::time::Instant::now() < deadline, "the stream caught up to the delay");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // "Live now" needs no token and counts the stream's watcher; so does
    // the game's page.
    let (s, tv) = anonymous(&app, "/v1/tv").await;
    assert_eq!(s, StatusCode::OK, "{tv}");
    let listed = common::each(&tv["games"]).find(|e| e["game"]["id"] == id.as_str());
    assert_eq!(listed.map(|e| e["spectators"].clone()), Some(json!(1)), "{tv}");
    assert_eq!(anonymous(&app, &view).await.1["spectators"], 1);
    reader.abort();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while anonymous(&app, &view).await.1["spectators"] != 0 {
        assert!(tokio::time::Instant::now() < deadline, "a closed stream stops counting");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }

    // A private game stays private, and a token that is sent must be good.
    let (_, private) = app.post("/v1/games", &ana, json!({"visibility": "private"})).await;
    let private = private["id"].as_str().expect("id");
    let (s, b) = anonymous(&app, &format!("/v1/games/{private}")).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "GAME_NOT_FOUND");
    let (s, b) = app.get(&view, "not-a-token").await;
    assert_eq!(s, StatusCode::UNAUTHORIZED, "{b}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_watch_spectators_are_counted_across_two_instances_through_redis() {
    let Some(db) = common::fresh_database_with_redis().await else { return };
    let prefix = format!("teg-test-{}:", uuid::Uuid::new_v4().simple());
    let (a, b) =
        (common::redis_instance(&db, &prefix).await, common::redis_instance(&db, &prefix).await);
    let http = reqwest::Client::new();
    let (_, ana) = common::register_at(&http, &a, "ana").await;
    let (_, beto) = common::register_at(&http, &a, "beto").await;
    let body = json!({"max_players": 2});
    let (s, g) = common::call(&http, "POST", format!("{a}/v1/games"), Some(&ana), Some(body)).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    common::call(&http, "POST", format!("{a}/v1/games/{id}/join"), Some(&beto), None).await;
    let (s, b2) =
        common::call(&http, "POST", format!("{a}/v1/games/{id}/start"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::OK, "{b2}");

    // Nobody signed in watches on B; A counts them within a flush or two.
    let stream =
        http.get(format!("{b}/v1/games/{id}/events/stream")).send().await.expect("a stream");
    assert_eq!(stream.status(), StatusCode::OK);
    let deadline = tokio::time::Instant::now() + 3 * teg_api::presence::FLUSH;
    loop {
        let tv: Value =
            http.get(format!("{a}/v1/tv")).send().await.expect("tv").json().await.expect("json");
        let counted = common::each(&tv["games"]).find(|e| e["game"]["id"] == id.as_str());
        if counted.is_some_and(|e| e["spectators"] == 1) {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "A never counted B's spectator: {tv}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    drop(stream);
}
