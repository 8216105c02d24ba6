//! Outages that degrade, not stall: a TCP proxy stands between the server
//! and Redis, or PostgreSQL, and the test cuts it. With Redis cut, actions
//! commit at normal speed, `/readyz` says the bus is degraded, and a
//! long-poll on another instance still wakes (the database is read once a
//! second); with the database cut, requests fail fast with 503 and
//! `Retry-After`; both recover when the proxy is restored. PostgreSQL and
//! Redis are required when `CI=true`, skipped loudly elsewhere.

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};
use teg_api::config::Config;
use teg_api::startup::Application;

use crate::common;

use common::{Proxy, call};

async fn get(http: &reqwest::Client, url: &str) -> (StatusCode, Value) {
    call(http, "GET", url.to_owned(), None, None).await
}

/// Polls `/readyz` until its `bus` says `state`, for at most `within`.
async fn bus_becomes(http: &reqwest::Client, base: &str, state: &str, within: Duration) {
    let start = Instant::now();
    loop {
        let (_, ready) = get(http, &format!("{base}/readyz")).await;
        if ready["bus"] == state {
            return;
        }
        assert!(start.elapsed() < within, "the bus is not {state} after {within:?}: {ready}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Registers two players, opens, joins and starts a game on `base`.
async fn started(http: &reqwest::Client, base: &str, tag: &str) -> (String, [String; 2]) {
    let mut tokens = Vec::new();
    for name in ["ana", "beto"] {
        let body = json!({"username": format!("{name}{tag}"), "password": "secret password"});
        let (s, b) = call(http, "POST", format!("{base}/v1/auth/register"), None, Some(body)).await;
        assert_eq!(s, StatusCode::CREATED, "{b}");
        tokens.push(b["token"].as_str().expect("token").to_owned());
    }
    let (s, g) = call(
        http,
        "POST",
        format!("{base}/v1/games"),
        Some(&tokens[0]),
        Some(json!({"max_players": 2})),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let join =
        call(http, "POST", format!("{base}/v1/games/{id}/join"), Some(&tokens[1]), None).await;
    assert_eq!(join.0, StatusCode::OK, "{}", join.1);
    let start =
        call(http, "POST", format!("{base}/v1/games/{id}/start"), Some(&tokens[0]), None).await;
    assert_eq!(start.0, StatusCode::OK, "{}", start.1);
    (id, [tokens[0].clone(), tokens[1].clone()])
}

/// Plays the first legal action of whoever is to act; returns how long the
/// `POST` took.
async fn act_once(http: &reqwest::Client, base: &str, id: &str, tokens: &[String; 2]) -> Duration {
    for token in tokens {
        let url = format!("{base}/v1/games/{id}/legal-actions");
        let (_, legal) = call(http, "GET", url, Some(token), None).await;
        let Some(action) = legal["actions"].get(0).cloned() else { continue };
        let body = json!({"action": action, "expected_version": legal["version"]});
        let start = Instant::now();
        let (s, b) =
            call(http, "POST", format!("{base}/v1/games/{id}/actions"), Some(token), Some(body))
                .await;
        assert_eq!(s, StatusCode::OK, "{b}");
        return start.elapsed();
    }
    panic!("nobody may act");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_redis_cut_actions_stay_fast_and_live_channels_fall_back_to_the_database() {
    let Some(db) = common::fresh_database_with_redis().await else { return };
    let proxy = Proxy::start("127.0.0.1:6379").await;
    let prefix = format!("teg-outage-{}:", uuid::Uuid::new_v4().simple());
    let config = Config {
        redis_url: Some(format!("redis://127.0.0.1:{}", proxy.port)),
        redis_prefix: prefix,
        ..Config::for_local_tests(format!("postgres://postgres@127.0.0.1:5432/{db}"))
    };
    let one = Application::spawn(config.clone()).await.expect("builds");
    let two = Application::spawn(config).await.expect("builds");
    let http = reqwest::Client::new();
    bus_becomes(&http, &one, "redis", Duration::from_secs(5)).await;
    bus_becomes(&http, &two, "redis", Duration::from_secs(5)).await;
    let (id, tokens) = started(&http, &one, "r").await;
    proxy.cut();
    bus_becomes(&http, &one, "degraded", Duration::from_secs(5)).await;
    bus_becomes(&http, &two, "degraded", Duration::from_secs(5)).await;
    // A long-poll on the other instance, then an action on this one.
    let (_, view) =
        call(&http, "GET", format!("{two}/v1/games/{id}"), Some(&tokens[1]), None).await;
    let since = view["version"].as_u64().expect("version");
    let poll = {
        let (http, url, token) = (
            http.clone(),
            format!("{two}/v1/games/{id}/events?since={since}&wait=20"),
            tokens[1].clone(),
        );
        tokio::spawn(async move {
            let start = Instant::now();
            let (s, b) = call(&http, "GET", url, Some(&token), None).await;
            (s, b, start.elapsed())
        })
    };
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut slowest = Duration::ZERO;
    for _ in 0..5 {
        slowest = slowest.max(act_once(&http, &one, &id, &tokens).await);
    }
    assert!(slowest < Duration::from_secs(1), "actions do not wait for Redis: {slowest:?}");
    let (s, woke, after) = poll.await.expect("joins");
    assert_eq!(s, StatusCode::OK, "{woke}");
    assert!(!woke["events"].as_array().expect("events").is_empty(), "{woke}");
    assert!(after < Duration::from_secs(5), "the database is read once a second: {after:?}");
    proxy.restore();
    bus_becomes(&http, &one, "redis", Duration::from_secs(10)).await;
    bus_becomes(&http, &two, "redis", Duration::from_secs(10)).await;
    common::drop_postgres(&db).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_starts_without_redis_and_connects_when_it_comes() {
    let Some(db) = common::fresh_database_with_redis().await else { return };
    let proxy = Proxy::start("127.0.0.1:6379").await;
    proxy.cut();
    let config = Config {
        redis_url: Some(format!("redis://127.0.0.1:{}", proxy.port)),
        redis_prefix: format!("teg-outage-{}:", uuid::Uuid::new_v4().simple()),
        ..Config::for_local_tests(format!("postgres://postgres@127.0.0.1:5432/{db}"))
    };
    let base = Application::spawn(config).await.expect("starts without Redis");
    let http = reqwest::Client::new();
    let (s, ready) = get(&http, &format!("{base}/readyz")).await;
    assert_eq!((s, &ready["bus"]), (StatusCode::OK, &json!("degraded")), "{ready}");
    let (id, tokens) = started(&http, &base, "s").await;
    act_once(&http, &base, &id, &tokens).await;
    proxy.restore();
    bus_becomes(&http, &base, "redis", Duration::from_secs(10)).await;
    common::drop_postgres(&db).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_the_database_cut_requests_fail_fast_with_503_and_recover() {
    let Some(db) = common::fresh_database_with_redis().await else { return };
    let proxy = Proxy::start("127.0.0.1:5432").await;
    let config =
        Config::for_local_tests(format!("postgres://postgres@127.0.0.1:{}/{db}", proxy.port));
    let base = Application::spawn(config).await.expect("builds");
    let http = reqwest::Client::new();
    let (id, tokens) = started(&http, &base, "d").await;
    proxy.cut();
    let start = Instant::now();
    let (s, ready) = get(&http, &format!("{base}/readyz")).await;
    assert_eq!(s, StatusCode::SERVICE_UNAVAILABLE, "{ready}");
    assert!(start.elapsed() < Duration::from_secs(2), "{:?}", start.elapsed());
    for path in ["/v1/games".to_owned(), format!("/v1/games/{id}/legal-actions")] {
        let start = Instant::now();
        let res =
            http.get(format!("{base}{path}")).bearer_auth(&tokens[0]).send().await.expect("get");
        assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE, "{path}");
        assert!(start.elapsed() < Duration::from_secs(3), "{path}: {:?}", start.elapsed());
        assert!(res.headers().get("retry-after").is_some(), "{path}");
        let body: Value = res.json().await.expect("problem");
        assert_eq!(body["code"], "DATABASE_UNAVAILABLE", "{path}");
    }
    proxy.restore();
    let start = Instant::now();
    loop {
        let (s, _) = get(&http, &format!("{base}/readyz")).await;
        if s == StatusCode::OK {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(10), "recovers");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    act_once(&http, &base, &id, &tokens).await;
    common::drop_postgres(&db).await;
}
