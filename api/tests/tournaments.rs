//! Tournaments over HTTP, as a client writes them (SVC-TOURNAMENT): four
//! people in a Swiss tournament of duels over two rounds, played to the
//! end by a random client; entries close at the start; the standings are
//! the table points of each game's finish order; an operator's
//! disqualification is audited.

use std::collections::BTreeMap;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::{TestApp, assert_problem};

/// Waits until the tournament reaches `round` (or `status`), up to 20 s.
async fn until(app: &TestApp, token: &str, id: &str, done: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..200 {
        let (s, t) = app.get(&format!("/v1/tournaments/{id}"), token).await;
        assert_eq!(s, StatusCode::OK, "{t}");
        if done(&t) {
            return t;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the tournament did not move on");
}

#[tokio::test]
async fn svc_tournament_four_people_play_two_swiss_rounds_of_duels_to_the_end_over_http() {
    let app = TestApp::spawn("tournament").await;
    let mut tokens: BTreeMap<String, String> = BTreeMap::new();
    for name in ["ana", "beto", "caro", "dani"] {
        let (user, token) = app.register(name).await;
        tokens.insert(user, token);
    }
    let first = tokens.values().next().expect("a token").clone();
    let starts_at = domain::time::rfc3339(
        domain::ports::Clock::now_ms(&teg_api::adapters::system::SystemClock) + 1500,
    );
    let body = json!({
        "name": "Copa de los jueves",
        "ruleset": "classic",
        "format": "swiss",
        "table_size": 2,
        "rounds": 2,
        "clock": {"turn_seconds": 600, "on_timeout": "bot"},
        "options": {"max_rounds": 1},
        "rated": true,
        "starts_at": starts_at,
    });
    let (s, t) = app.post("/v1/tournaments", &first, body).await;
    assert_eq!(s, StatusCode::CREATED, "{t}");
    assert_eq!((t["status"].as_str(), t["total_rounds"].as_u64()), (Some("open"), Some(2)));
    let id = t["id"].as_str().expect("id").to_owned();
    for token in tokens.values() {
        let (s, t) =
            app.call("POST", &format!("/v1/tournaments/{id}/join"), Some(token), None).await;
        assert_eq!(s, StatusCode::OK, "{t}");
    }
    let (_, guest) =
        app.call("POST", "/v1/auth/guest", None, Some(json!({"display_name": "Visitor"}))).await;
    let guest = guest["token"].as_str().expect("token").to_owned();
    let (s, p) = app.call("POST", &format!("/v1/tournaments/{id}/join"), Some(&guest), None).await;
    assert_problem(s, &p, StatusCode::FORBIDDEN, "GUEST_NOT_RATED");
    // Round 1 starts by itself; entries are closed.
    let t = until(&app, &first, &id, |t| t["round"] == 1).await;
    assert_eq!(t["status"], "running");
    let (s, p) = app.call("POST", &format!("/v1/tournaments/{id}/leave"), Some(&first), None).await;
    assert_problem(s, &p, StatusCode::CONFLICT, "TOURNAMENT_STATUS");
    let mut met: Vec<(String, String)> = Vec::new();
    for round in 1..=2u64 {
        let t = until(&app, &first, &id, |t| t["round"] == round).await;
        let tables = t["rounds"][usize::try_from(round - 1).expect("round")]["tables"]
            .as_array()
            .expect("tables")
            .clone();
        assert_eq!(tables.len(), 2, "two duels: {t}");
        for table in &tables {
            let players: Vec<String> = common::each(&table["players"])
                .map(|p| p.as_str().expect("id").to_owned())
                .collect();
            let mut pair = (players[0].clone(), players[1].clone());
            if pair.0 > pair.1 {
                pair = (pair.1, pair.0);
            }
            assert!(!met.contains(&pair), "no pair meets twice when it need not: {pair:?}");
            met.push(pair);
            let seated: Vec<String> = players.iter().map(|p| tokens[p].clone()).collect();
            let game = table["game_id"].as_str().expect("game");
            let seed = domain::Seed([u8::try_from(round).expect("round"); 32]);
            app.play_over_rest(
                game,
                &seated,
                domain::RulesetId::Classic.ruleset().board,
                seed,
                5_000,
            )
            .await;
        }
    }
    let t = until(&app, &first, &id, |t| t["status"] == "finished").await;
    // By hand: each duel gives 1 point to its first place, 0 to the
    // second (0.5 each when tied); its finish order is in its view's
    // rating changes' order too, but read here from the games' outcome.
    let standings = t["standings"].as_array().expect("standings");
    assert_eq!(standings.len(), 4);
    let total: f64 = standings.iter().map(|s| s["points"].as_f64().expect("points")).sum();
    assert!((total - 4.0).abs() < 1e-9, "four duels hand out 4 points: {t}");
    for s in standings {
        assert_eq!(s["games"], 2, "{s}");
    }
    let points: Vec<f64> =
        standings.iter().map(|s| s["points"].as_f64().expect("points")).collect();
    assert!(points.windows(2).all(|w| w[0] >= w[1]), "best first: {points:?}");
    let (_, feed) = app.get("/v1/me/events", &first).await;
    let told = common::each(&feed["notices"]).filter(|n| n["type"] == "tournament_round").count();
    assert_eq!(told, 3, "two rounds and the end: {feed}");
}

#[tokio::test]
async fn svc_tournament_an_operator_pauses_and_disqualifies_with_a_reason_audited() {
    let app = TestApp::spawn("tournament-op").await;
    let (ana_id, ana) = app.register("ana").await;
    let admin = app.admin_token().await;
    let starts_at = domain::time::rfc3339(
        domain::ports::Clock::now_ms(&teg_api::adapters::system::SystemClock) + 3_600_000,
    );
    let body = json!({"name": "Abierto", "ruleset": "revancha", "table_size": 4, "clock": {"turn_seconds": 60}, "starts_at": starts_at});
    let (s, t) = app.post("/v1/tournaments", &ana, body).await;
    assert_eq!(s, StatusCode::CREATED, "{t}");
    let id = t["id"].as_str().expect("id").to_owned();
    app.call("POST", &format!("/v1/tournaments/{id}/join"), Some(&ana), None).await;
    let (s, p) = app
        .post(&format!("/v1/admin/tournaments/{id}/pause"), &admin, json!({"reason": "a dispute"}))
        .await;
    assert_problem(s, &p, StatusCode::CONFLICT, "TOURNAMENT_STATUS");
    let (s, p) = app
        .post(
            &format!("/v1/admin/tournaments/{id}/disqualify"),
            &ana,
            json!({"reason": "x", "user_id": ana_id}),
        )
        .await;
    assert_eq!(s, StatusCode::FORBIDDEN, "players are not operators: {p}");
    let (s, t) = app
        .post(
            &format!("/v1/admin/tournaments/{id}/disqualify"),
            &admin,
            json!({"reason": "colluded", "user_id": ana_id}),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{t}");
    assert_eq!(t["entrants"][0]["disqualified"], "colluded");
    let (_, audit) = app.get("/v1/admin/audit?action=disqualify", &admin).await;
    assert_eq!(audit["entries"].as_array().map(Vec::len), Some(1), "{audit}");
    let (s, p) = app.post("/v1/tournaments", &ana, json!({"name": " ", "ruleset": "revancha", "table_size": 4, "clock": {"turn_seconds": 60}, "starts_at": starts_at})).await;
    assert_problem(s, &p, StatusCode::UNPROCESSABLE_ENTITY, "BAD_TOURNAMENT");
    let (s, p) = app.get("/v1/tournaments/nope", &ana).await;
    assert_problem(s, &p, StatusCode::NOT_FOUND, "TOURNAMENT_NOT_FOUND");
}
