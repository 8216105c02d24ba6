//! Fair play over the service (SVC-FAIRPLAY): a seat lost to its clock is
//! counted as its batch commits and shows in `/v1/me`; a cooldown refuses
//! quick match and rated tables with `COOLDOWN` and `Retry-After`, and
//! leaves unrated tables open; an operator sets and lifts it, audited.

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, TestApp};

async fn me(app: &TestApp, token: &str) -> Value {
    let (s, b) = app.get("/v1/me", token).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    b
}

#[tokio::test]
async fn svc_fairplay_a_seat_lost_to_its_clock_counts_and_a_cooldown_refuses_quick_match_and_rated_tables()
 {
    let app = TestApp::spawn("fair-play").await;
    let [(ana_id, ana), (caro_id, caro)] = app.accounts(["ana", "caro"]).await;
    let admin = app.admin_token().await;
    let fresh = me(&app, &caro).await;
    assert_eq!((&fresh["cooldown_until"], &fresh["reliability"]), (&Value::Null, &Value::Null));

    // A duel on a 5-second clock that forfeits at the first timeout:
    // nobody plays, so whoever acts first loses the seat to the clock.
    let clock = json!({"turn_seconds": 5, "on_timeout": "pass", "max_timeouts": 1});
    let (s, g) = app.post("/v1/games", &caro, json!({"max_players": 2, "clock": clock})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.fill_and_start(&id, &caro, &[&ana]).await;
    let deadline = Instant::now() + Duration::from_secs(40);
    let (lost, kept) = loop {
        let (a, c) = (me(&app, &ana).await, me(&app, &caro).await);
        match (a["reliability"].as_f64(), c["reliability"].as_f64()) {
            (Some(x), Some(y)) if x == 0.0 && y == 1.0 => break (ana_id.clone(), caro_id.clone()),
            (Some(x), Some(y)) if x == 1.0 && y == 0.0 => break (caro_id.clone(), ana_id.clone()),
            _ => {}
        }
        assert!(Instant::now() < deadline, "no seat lost to the clock: {a} {c}");
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    assert_ne!(lost, kept);
    // Each public profile says the same, to anyone signed in; the
    // cooldown stays the person's own.
    for (user, share) in [(&lost, 0.0), (&kept, 1.0)] {
        let (s, profile) = app.get(&format!("/v1/users/{user}/ratings"), &admin).await;
        assert_eq!(
            (s, profile["reliability"].as_f64()),
            (StatusCode::OK, Some(share)),
            "{profile}"
        );
        assert!(profile.get("cooldown_until").is_none(), "{profile}");
    }
    let (_, game) = app.get(&format!("/v1/games/{id}"), &admin).await;
    assert_eq!(game["status"], "finished", "{game}");

    // Refusals change nothing.
    let path = format!("/v1/admin/users/{caro_id}/cooldown");
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap();
    let now_ms = i64::try_from(now.as_millis()).unwrap();
    let in_an_hour = domain::time::rfc3339(now_ms + 3_600_000);
    let (s, b) = app.call("PUT", &path, Some(&caro), Some(json!({"reason": "x"}))).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "FORBIDDEN");
    let (s, b) = app.call("PUT", &path, Some(&admin), Some(json!({"reason": " "}))).await;
    common::assert_problem(s, &b, StatusCode::BAD_REQUEST, "REASON_REQUIRED");
    let past = json!({"reason": "x", "until": "2020-01-01T00:00:00Z"});
    let (s, b) = app.call("PUT", &path, Some(&admin), Some(past)).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "BAD_UNTIL");
    let nobody = json!({"reason": "x", "until": in_an_hour});
    let (s, b) =
        app.call("PUT", "/v1/admin/users/nobody/cooldown", Some(&admin), Some(nobody)).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "USER_NOT_FOUND");
    assert!(me(&app, &caro).await["cooldown_until"].is_null());

    // An operator's cooldown: quick match and rated tables refuse, with
    // when to come back; unrated tables stay open.
    let set = json!({"reason": "left three tables tonight", "until": in_an_hour});
    let (s, standing) = app.call("PUT", &path, Some(&admin), Some(set)).await;
    assert_eq!(s, StatusCode::OK, "{standing}");
    let until = standing["cooldown_until"].as_i64().expect("a cooldown");
    assert_eq!(me(&app, &caro).await["cooldown_until"], until);
    let ticket = json!({"ruleset": "classic", "players": {"min": 2, "max": 2}});
    let url = format!("{}/v1/matchmaking/tickets", app.base);
    let res = app.http.post(url).bearer_auth(&caro).json(&ticket).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let wait: u64 = res.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((3_500..=3_600).contains(&wait), "Retry-After {wait}");
    let b: Value = res.json().await.unwrap();
    assert_eq!(b["code"], "COOLDOWN", "{b}");
    let (s, b) = app.post("/v1/games", &caro, json!({"max_players": 2, "rated": true})).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "COOLDOWN");
    let (s, b) = app.post("/v1/games", &caro, json!({"max_players": 2})).await;
    assert_eq!(s, StatusCode::CREATED, "an unrated table stays open: {b}");

    // Lifted: quick match again.
    let (s, standing) =
        app.call("PUT", &path, Some(&admin), Some(json!({"reason": "power cut, not rage"}))).await;
    assert_eq!(s, StatusCode::OK, "{standing}");
    assert!(standing["cooldown_until"].is_null(), "{standing}");
    let (s, b) = app.post("/v1/matchmaking/tickets", &caro, ticket).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    let (_, audit) = app.get("/v1/admin/audit", &admin).await;
    let actions: Vec<&str> = common::texts(&audit["entries"], "action");
    assert!(actions.contains(&"set_cooldown") && actions.contains(&"lift_cooldown"), "{audit}");
}
