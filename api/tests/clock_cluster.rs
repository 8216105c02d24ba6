//! The scheduler in a cluster (SVC-CLOCK): two instances on one PostgreSQL
//! with Redis (required when `CI=true`, skipped loudly elsewhere), 50 games
//! whose deadlines expire together. Each timeout is applied exactly once:
//! the `timed_out` events in the logs are as many as the steps that timed
//! out and as the timeouts the instances report handling. One instance is
//! stopped after the first round; the other handles the second alone.
#![expect(clippy::print_stderr, reason = "a skipped cluster test says so")]

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};
use teg_api::config::Config;
use teg_api::startup::{Application, Running};

use crate::common;

use common::call;

const REDIS: &str = "redis://127.0.0.1:6379";
const GAMES: usize = 50;
/// Long enough that the first round is counted before the second falls due.
const TURN_SECONDS: u64 = 10;

async fn instance(db: &str, prefix: &str) -> (String, Running) {
    let config = Config {
        redis_url: Some(REDIS.to_owned()),
        redis_prefix: prefix.to_owned(),
        ..Config::for_local_tests(format!("postgres://postgres@127.0.0.1:5432/{db}"))
    };
    Application::spawn_stoppable(config).await.expect("builds")
}

async fn token(http: &reqwest::Client, base: &str, body: Value, path: &str) -> String {
    let (s, b) = call(http, "POST", format!("{base}{path}"), None, Some(body)).await;
    assert!(s.is_success(), "{b}");
    b["token"].as_str().expect("token").to_owned()
}

/// The `timed_out` events of each game, as an operator reads them.
pub(crate) async fn timeouts(
    http: &reqwest::Client,
    base: &str,
    admin: &str,
    ids: &[String],
) -> Vec<usize> {
    let mut counts = Vec::new();
    for id in ids {
        let (s, b) =
            call(http, "GET", format!("{base}/v1/games/{id}/events?since=0"), Some(admin), None)
                .await;
        assert_eq!(s, StatusCode::OK, "{b}");
        let events = b["events"].as_array().expect("events");
        counts.push(events.iter().filter(|e| e["event"]["type"] == "timed_out").count());
    }
    counts
}

/// Waits until every game has at least `round` timeouts: the counts then.
async fn round(
    http: &reqwest::Client,
    base: &str,
    admin: &str,
    ids: &[String],
    round: usize,
) -> Vec<usize> {
    let started = Instant::now();
    loop {
        let counts = timeouts(http, base, admin, ids).await;
        if counts.iter().all(|&n| n >= round) {
            return counts;
        }
        assert!(started.elapsed() < Duration::from_secs(60), "round {round} stalled: {counts:?}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// The timeouts an instance reports handling (`/metrics`).
async fn handled(http: &reqwest::Client, base: &str) -> usize {
    let text = common::text_at(http, format!("{base}/metrics")).await;
    text.lines()
        .find_map(|l| l.strip_prefix("teg_scheduler_handled_total{kind=\"timeout\"} "))
        .and_then(|n| n.trim().parse().ok())
        .expect("the timeout counter")
}

/// `n` two-player games of Ana's and Beto's with `clock`, made and joined
/// on `bases` in turn, then started together (nobody ever plays): their ids.
pub(crate) async fn clocked_games(
    http: &reqwest::Client,
    bases: &[&str],
    [ana, beto]: [&str; 2],
    clock: &Value,
    n: usize,
) -> Vec<String> {
    let mut ids = Vec::new();
    for i in 0..n {
        let base = bases[i % bases.len()];
        let body = json!({"max_players": 2, "color": "red", "clock": clock});
        let (s, g) = call(http, "POST", format!("{base}/v1/games"), Some(ana), Some(body)).await;
        assert_eq!(s, StatusCode::CREATED, "{g}");
        let id = g["id"].as_str().expect("id").to_owned();
        call(http, "POST", format!("{base}/v1/games/{id}/join"), Some(beto), None).await;
        ids.push(id);
    }
    for (i, id) in ids.iter().enumerate() {
        let base = bases[i % bases.len()];
        let (s, r) =
            call(http, "POST", format!("{base}/v1/games/{id}/start"), Some(ana), None).await;
        assert_eq!(s, StatusCode::OK, "{r}");
    }
    ids
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_clock_fifty_deadlines_expiring_together_time_out_once_each_across_two_instances() {
    if let Err(e) =
        redis::Client::open(REDIS).expect("url").get_multiplexed_async_connection().await
    {
        assert!(!common::required(), "Redis is required in CI: {e}");
        eprintln!("SKIPPED: Redis unreachable: {e}");
        return;
    }
    let Some((_, db)) = common::fresh_postgres().await else { return };
    let prefix = format!("teg-test-{}:", uuid::Uuid::new_v4().simple());
    let (a, a_running) = instance(&db, &prefix).await;
    let (b, b_running) = instance(&db, &prefix).await;
    let http = reqwest::Client::new();
    let login = json!({"username": "admin", "password": "admin password"});
    let admin = token(&http, &a, login, "/v1/auth/login").await;
    let account = |name: &str| json!({"username": name, "password": "secret password"});
    let ana = token(&http, &a, account("ana"), "/v1/auth/register").await;
    let beto = token(&http, &b, account("beto"), "/v1/auth/register").await;

    // Arrange: 50 two-player games with a 10-second `pass` clock, started
    // together; nobody ever plays.
    let clock = json!({"turn_seconds": TURN_SECONDS, "on_timeout": "pass", "max_timeouts": 100});
    let ids = clocked_games(&http, &[&a, &b], [&ana, &beto], &clock, GAMES).await;

    // Act and assert: the first round times out once per game (by the
    // clocks' leader), before the second round's deadlines.
    let first = round(&http, &b, &admin, &ids, 1).await;
    assert_eq!(first, vec![1; GAMES], "each step timed out exactly once");
    let by_a = handled(&http, &a).await;
    let by_b = handled(&http, &b).await;
    assert_eq!(by_a + by_b, GAMES, "as many handled as applied (a: {by_a}, b: {by_b})");

    // One instance stops; the other handles the second round alone.
    a_running.stop().await;
    let second = round(&http, &b, &admin, &ids, 2).await;
    assert_eq!(second, vec![2; GAMES], "each second step timed out exactly once");
    assert_eq!(handled(&http, &b).await, by_b + GAMES);

    b_running.stop().await;
    common::drop_postgres(&db).await;
}
