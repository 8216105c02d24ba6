//! Limits a cluster shares: two instances on the real PostgreSQL and Redis
//! of this machine (required when `CI=true`, skipped loudly elsewhere),
//! Redis reached through a TCP proxy the test can cut. A client spread over
//! both instances has one request budget, not two; failed logins are
//! throttled across instances; with Redis away both keep serving under
//! their own limits and `/readyz` and the metrics say so; and behind a
//! trusted proxy the client's address is the one it forwards.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};
use teg_api::config::Config;
use teg_api::startup::Application;

use crate::common;

use common::{Proxy, call};

async fn instance(db: &str, redis_port: u16, prefix: &str, rate: u32) -> String {
    let config = Config {
        redis_url: Some(format!("redis://127.0.0.1:{redis_port}")),
        redis_prefix: prefix.to_owned(),
        rate_limit: Some(rate),
        login_failures: (3, 100),
        trusted_proxies: teg_api::clients::Proxies::parse("127.0.0.1").expect("cidr"),
        ..Config::for_local_tests(format!("postgres://postgres@127.0.0.1:5432/{db}"))
    };
    Application::spawn(config).await.expect("builds")
}

/// `/readyz`'s `limits` once it is `want` (the link is watched each second).
async fn limits_become(http: &reqwest::Client, base: &str, want: &str) -> Value {
    let mut last = Value::Null;
    for _ in 0..40 {
        let (_, ready) = call(http, "GET", format!("{base}/readyz"), None, None).await;
        if ready["limits"] == want {
            return ready;
        }
        last = ready;
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    panic!("/readyz never said limits {want}: {last}");
}

/// How many of `n` requests from one client address, alternating between
/// the instances, get through; with `one_budget`, each answer's `RateLimit`
/// must count down across the instances.
pub(crate) async fn admitted(
    http: &reqwest::Client,
    bases: &[&str],
    client: &str,
    n: usize,
    one_budget: bool,
) -> usize {
    let mut ok = 0;
    for i in 0..n {
        let res = http
            .get(format!("{}/v1/rulesets", bases[i % bases.len()]))
            .header("x-forwarded-for", client)
            .send()
            .await
            .expect("get");
        if res.status() == StatusCode::OK {
            // One bucket on both instances: it counts down across them
            // (each alone would say 9, 9, 8, 8, ...), give or take the
            // refill (3 requests in all, as below).
            let left = crate::limits::requests_left(&res);
            let spent = u64::try_from(ok).expect("small");
            assert!(!one_budget || left + spent <= 9 + 3, "request {i}: {left} left after {ok}");
            ok += 1;
        } else {
            assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
            assert!(res.headers().contains_key("retry-after"));
        }
    }
    ok
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_spread_over_two_instances_gets_one_budget_and_local_ones_when_redis_is_away() {
    let Some(db) = common::fresh_database_with_redis().await else { return };
    let proxy = Proxy::start("127.0.0.1:6379").await;
    let prefix = format!("teg-test-{}:", uuid::Uuid::new_v4().simple());
    // 5 a second, bursts of 10: far below what 30 quick requests need.
    let a = instance(&db, proxy.port, &prefix, 5).await;
    let b = instance(&db, proxy.port, &prefix, 5).await;
    let http = reqwest::Client::new();
    for base in [&a, &b] {
        limits_become(&http, base, "shared").await;
    }
    // One budget across both: about the burst, not twice it.
    let shared = admitted(&http, &[&a, &b], "203.0.113.10", 30, true).await;
    assert!((10..=13).contains(&shared), "one shared burst of 10 (plus refill): {shared}");
    // Another client address has its own budget (the forwarded one counts).
    assert!(admitted(&http, &[&a, &b], "203.0.113.11", 4, true).await == 4);
    // Failed logins are throttled across instances: 3 a minute per account.
    let wrong = json!({"username": "admin", "password": "not the password"});
    for (i, base) in [&a, &b, &a].into_iter().enumerate() {
        let (s, body) =
            call(&http, "POST", format!("{base}/v1/auth/login"), None, Some(wrong.clone())).await;
        assert_eq!(s, StatusCode::UNAUTHORIZED, "failure {i}: {body}");
    }
    let (s, body) =
        call(&http, "POST", format!("{b}/v1/auth/login"), None, Some(wrong.clone())).await;
    common::assert_problem(s, &body, StatusCode::TOO_MANY_REQUESTS, "LOGIN_THROTTLED");
    // Redis goes away: both keep serving, each under its own limits, and say so.
    proxy.cut();
    for base in [&a, &b] {
        let ready = limits_become(&http, base, "local_fallback").await;
        assert_eq!(ready["status"], "ready", "{ready}");
        let metrics = http.get(format!("{base}/metrics")).send().await.expect("metrics");
        let text = metrics.text().await.expect("text");
        assert!(text.contains("teg_limits_local_fallback 1"), "{text}");
    }
    let local = admitted(&http, &[&a, &b], "203.0.113.12", 30, false).await;
    assert!((20..=26).contains(&local), "two local bursts of 10 (plus refill): {local}");
    // Redis comes back: shared again.
    proxy.restore();
    for base in [&a, &b] {
        limits_become(&http, base, "shared").await;
    }
    common::drop_postgres(&db).await;
}
