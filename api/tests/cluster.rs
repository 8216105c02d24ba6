//! Two server instances sharing the real PostgreSQL and Redis of this
//! machine (required when `CI=true`, skipped loudly elsewhere): a long-poll
//! on one wakes for an action made on the other; 200 concurrent conflicting
//! actions across both apply exactly once; a new instance on the same
//! database (a restart) continues the game.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::call;

async fn instance(db: &str, prefix: &str) -> String {
    common::redis_instance(db, prefix).await
}

async fn register(http: &reqwest::Client, base: &str, name: &str) -> String {
    common::register_at(http, base, name).await.1
}

/// The token of whoever must act, with the legal list.
pub(crate) async fn to_act(
    http: &reqwest::Client,
    base: &str,
    id: &str,
    tokens: &[String],
) -> (String, Value) {
    for t in tokens {
        let (_, legal) =
            call(http, "GET", format!("{base}/v1/games/{id}/legal-actions"), Some(t), None).await;
        if legal["actions"].as_array().is_some_and(|a| !a.is_empty()) {
            return (t.clone(), legal);
        }
    }
    panic!("nobody can act");
}

/// A two-player game started across instances `a` and `b` (Ana made it on
/// `a`, Beto registered and joined on `b`): its id and their tokens.
pub(crate) async fn started_across(
    http: &reqwest::Client,
    a: &str,
    b: &str,
) -> (String, [String; 2]) {
    let ana = register(http, a, "ana").await;
    let beto = register(http, b, "beto").await;
    let (_, g) =
        call(http, "POST", format!("{a}/v1/games"), Some(&ana), Some(json!({"max_players": 2})))
            .await;
    let id = g["id"].as_str().expect("id").to_owned();
    call(http, "POST", format!("{b}/v1/games/{id}/join"), Some(&beto), None).await;
    let (s, _) = call(http, "POST", format!("{a}/v1/games/{id}/start"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::OK);
    (id, [ana, beto])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_share_games_events_and_the_single_writer_rule() {
    let Some(db) = common::fresh_database_with_redis().await else { return };
    let prefix = format!("teg-test-{}:", uuid::Uuid::new_v4().simple());
    let (a, b) = (instance(&db, &prefix).await, instance(&db, &prefix).await);
    let http = reqwest::Client::new();
    // Arrange: a started two-player game; the tokens work on both instances.
    let (id, [ana, beto]) = started_across(&http, &a, &b).await;
    let tokens = vec![ana.clone(), beto.clone()];

    // A long-poll on A wakes for an action made on B.
    let (actor, legal) = to_act(&http, &b, &id, &tokens).await;
    let version = legal["version"].as_u64().expect("version");
    let poll = {
        let (http, url, token) = (
            http.clone(),
            format!("{a}/v1/games/{id}/events?since={version}&wait=20"),
            beto.clone(),
        );
        tokio::spawn(async move { call(&http, "GET", url, Some(&token), None).await })
    };
    tokio::time::sleep(Duration::from_millis(300)).await;
    let started = std::time::Instant::now();
    let (s, acted) = call(
        &http,
        "POST",
        format!("{b}/v1/games/{id}/actions"),
        Some(&actor),
        Some(json!({"action": legal["actions"][0], "expected_version": version})),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{acted}");
    let (s, polled) = poll.await.expect("poll task");
    assert_eq!(s, StatusCode::OK);
    assert!(started.elapsed() < Duration::from_secs(10), "woken by the bus, not by the timeout");
    assert_eq!(polled["version"], acted["version"]);
    assert!(!polled["events"].as_array().expect("events").is_empty());

    // 200 concurrent conflicting actions across both instances: exactly one applies.
    let (actor, legal) = to_act(&http, &a, &id, &tokens).await;
    let version = legal["version"].as_u64().expect("version");
    let mut tasks = Vec::new();
    for i in 0..200 {
        let base = if i % 2 == 0 { a.clone() } else { b.clone() };
        let (http, token) = (http.clone(), actor.clone());
        let body = json!({"action": legal["actions"][0], "expected_version": version});
        let url = format!("{base}/v1/games/{id}/actions");
        tasks.push(tokio::spawn(async move {
            call(&http, "POST", url, Some(&token), Some(body)).await
        }));
    }
    let (mut ok, mut conflicts, mut new_version) = (0, 0, 0);
    for t in tasks {
        let (s, body) = t.await.expect("task");
        match s {
            StatusCode::OK => {
                ok += 1;
                new_version = body["version"].as_u64().expect("version");
            }
            StatusCode::CONFLICT => {
                conflicts += 1;
                assert_eq!(body["code"], "VERSION_CONFLICT");
            }
            other => panic!("unexpected {other}: {body}"),
        }
    }
    assert_eq!((ok, conflicts), (1, 199));
    let (_, view_a) = call(&http, "GET", format!("{a}/v1/games/{id}"), Some(&ana), None).await;
    let (_, view_b) = call(&http, "GET", format!("{b}/v1/games/{id}"), Some(&ana), None).await;
    assert_eq!(view_a["version"].as_u64(), Some(new_version));
    assert_eq!(view_a, view_b, "both instances see the same state");

    // A restarted instance on the same database continues the game.
    let c = instance(&db, &prefix).await;
    let (actor, legal) = to_act(&http, &c, &id, &tokens).await;
    let (s, res) = call(
        &http,
        "POST",
        format!("{c}/v1/games/{id}/actions"),
        Some(&actor),
        Some(json!({"action": legal["actions"][0], "expected_version": legal["version"]})),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{res}");
    assert!(res["version"].as_u64().expect("version") > new_version);

    // A pause made on B holds on A, whose cached state is warm: the append
    // itself checks the status.
    let (actor, legal) = to_act(&http, &a, &id, &tokens).await;
    let (s, warm) = call(
        &http,
        "POST",
        format!("{a}/v1/games/{id}/actions"),
        Some(&actor),
        Some(json!({"action": legal["actions"][0]})),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{warm}");
    let (actor, legal) = to_act(&http, &a, &id, &tokens).await;
    let login = json!({"username": "admin", "password": "admin password"});
    let (_, admin) = call(&http, "POST", format!("{b}/v1/auth/login"), None, Some(login)).await;
    let admin = admin["token"].as_str().expect("operator token").to_owned();
    let pause = json!({"reason": "cluster test"});
    let (s, _) =
        call(&http, "POST", format!("{b}/v1/admin/games/{id}/pause"), Some(&admin), Some(pause))
            .await;
    assert_eq!(s, StatusCode::OK);
    let action = json!({"action": legal["actions"][0]});
    let url = format!("{a}/v1/games/{id}/actions");
    let (s, refused) = call(&http, "POST", url.clone(), Some(&actor), Some(action.clone())).await;
    assert_eq!(s, StatusCode::CONFLICT, "{refused}");
    assert_eq!(refused["code"], "GAME_PAUSED");
    let resume = Some(json!({"reason": "cluster test over"}));
    let (s, _) =
        call(&http, "POST", format!("{a}/v1/admin/games/{id}/resume"), Some(&admin), resume).await;
    assert_eq!(s, StatusCode::OK);
    let (s, resumed) = call(&http, "POST", url, Some(&actor), Some(action)).await;
    assert_eq!(s, StatusCode::OK, "{resumed}");

    // Clean up (FORCE closes the instances' pooled connections).
    common::drop_postgres(&db).await;
}
