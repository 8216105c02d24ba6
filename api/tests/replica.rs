//! Reads that may lag, on a real PostgreSQL streaming replica (issue 52,
//! `TEG_DATABASE_READ_URL`): lists and leaderboards are read there, a
//! caller's own write is in its next list, a replica too far behind is
//! skipped, and with no replica answering every read goes to the primary.
//!
//! The pair is `cargo xtask replica start`'s (CI starts it and names it in
//! `TEG_TEST_REPLICA_PRIMARY` and `TEG_TEST_REPLICA_READ`); elsewhere the
//! pair's test is skipped, loudly.

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use sea_orm::{ConnectionTrait, Database, DatabaseConnection, DbBackend, Statement};
use serde_json::{Value, json};

use crate::common::{self, TestApp};

/// The pair's two administrative URLs, when there is a pair.
#[expect(clippy::print_stderr, reason = "a skipped test says so")]
fn pair() -> Option<(String, String)> {
    match (std::env::var("TEG_TEST_REPLICA_PRIMARY"), std::env::var("TEG_TEST_REPLICA_READ")) {
        (Ok(primary), Ok(read)) => Some((primary, read)),
        _ => {
            assert!(
                !common::required(),
                "CI starts a replica pair (cargo xtask replica start) and names it in TEG_TEST_REPLICA_PRIMARY and TEG_TEST_REPLICA_READ"
            );
            eprintln!(
                "SKIPPED: no replica pair (cargo xtask replica start, then export TEG_TEST_REPLICA_PRIMARY and TEG_TEST_REPLICA_READ)"
            );
            None
        }
    }
}

/// `url` with its database changed to `name`.
fn on_database(url: &str, name: &str) -> String {
    let base = url.rsplit_once('/').map_or(url, |(b, _)| b);
    format!("{base}/{name}")
}

async fn run(db: &DatabaseConnection, sql: &str) {
    db.execute_raw(Statement::from_string(DbBackend::Postgres, sql)).await.expect(sql);
}

async fn count(db: &DatabaseConnection, sql: &str) -> i64 {
    let row = db
        .query_one_raw(Statement::from_string(DbBackend::Postgres, sql))
        .await
        .expect(sql)
        .expect("a row");
    row.try_get_by_index(0).expect("a count")
}

/// A server whose reads that may lag go to `read_url`, at most `max_lag`
/// behind.
async fn spawn(database_url: String, read_url: String, max_lag: Duration) -> TestApp {
    let config = teg_api::config::Config {
        read_replica: Some(teg_api::replica::ReplicaConfig { url: read_url, max_lag }),
        ..teg_api::config::Config::for_local_tests(database_url)
    };
    let base = teg_api::startup::Application::spawn(config).await.expect("the app builds");
    TestApp { base, http: reqwest::Client::new(), db: std::path::PathBuf::new() }
}

/// `/readyz`'s word on the replica.
async fn replica_state(app: &TestApp) -> String {
    let (status, ready) = app.call("GET", "/readyz", None, None).await;
    assert_eq!(status, StatusCode::OK, "readiness never depends on the replica: {ready}");
    ready["replica"].as_str().unwrap_or("absent").to_owned()
}

/// Waits (at most 20 s) until `/readyz` says `want`.
async fn until_replica(app: &TestApp, want: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let now = replica_state(app).await;
        if now == want {
            return;
        }
        assert!(Instant::now() < deadline, "the replica is `{now}`, not `{want}`, after 20 s");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// One sample of `/metrics`, by the series' whole name.
async fn metric(app: &TestApp, series: &str) -> f64 {
    let text = app.http.get(format!("{}/metrics", app.base)).send().await.expect("metrics");
    let text = text.text().await.expect("text");
    text.lines()
        .find_map(|l| l.strip_prefix(series).and_then(|v| v.strip_prefix(' ')))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no `{series}` in /metrics:\n{text}"))
}

const ON_REPLICA: &str = "teg_replica_reads_total{pool=\"replica\"}";
const ON_PRIMARY: &str = "teg_replica_reads_total{pool=\"primary\"}";

/// The ids `GET /v1/games` lists to `token`.
async fn listed(app: &TestApp, token: &str) -> Vec<String> {
    let (status, list) = app.get("/v1/games?limit=100", token).await;
    assert_eq!(status, StatusCode::OK, "{list}");
    let games = list["games"].as_array().expect("games");
    games.iter().map(|g| g["id"].as_str().expect("id").to_owned()).collect()
}

async fn new_lobby(app: &TestApp, token: &str) -> String {
    let (status, game) = app.post("/v1/games", token, json!({"max_players": 2})).await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    game["id"].as_str().expect("id").to_owned()
}

/// Resumes the replica's replay however the test ends: a paused replica
/// would lag for every later test.
struct Resume(String);

impl Drop for Resume {
    fn drop(&mut self) {
        let _ = std::process::Command::new("psql")
            .args([&self.0, "-tAc", "SELECT pg_wal_replay_resume()"])
            .output();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_replica_lists_and_leaderboards_are_read_on_the_replica_and_a_callers_write_is_in_its_next_list()
 {
    let Some((primary_admin, read_admin)) = pair() else { return };
    let name = format!("teg_replica_{}", uuid::Uuid::new_v4().simple());
    let primary = Database::connect(&primary_admin).await.expect("the pair's primary");
    run(&primary, &format!("CREATE DATABASE {name}")).await;
    let replica = Database::connect(&read_admin).await.expect("the pair's replica");
    let deadline = Instant::now() + Duration::from_secs(20);
    let exists = format!("SELECT count(*) FROM pg_database WHERE datname = '{name}'");
    while count(&replica, &exists).await == 0 {
        assert!(Instant::now() < deadline, "the new database never reached the replica");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let max_lag = Duration::from_millis(1_500);
    let app =
        spawn(on_database(&primary_admin, &name), on_database(&read_admin, &name), max_lag).await;
    until_replica(&app, "up").await;
    let [ana, beto] = app.tokens(["ana", "beto"]).await;

    // Ana's own write is in her next list, whatever the replica holds.
    let first = new_lobby(&app, &ana).await;
    assert!(listed(&app, &ana).await.contains(&first), "a caller reads its own write");

    // Beto wrote nothing: his list and the leaderboard are read on the
    // replica, as its pool's count and the replica's own sessions say.
    let before = metric(&app, ON_REPLICA).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(listed(&app, &beto).await.contains(&first));
    let (status, board) = app.get("/v1/leaderboards/revancha", &beto).await;
    assert_eq!(status, StatusCode::OK, "{board}");
    assert!(metric(&app, ON_REPLICA).await >= before + 2.0, "both reads went to the replica");
    let sessions = format!(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = '{name}' \
         AND application_name = '{}' AND query LIKE '%\"games\"%'",
        teg_api::replica::APPLICATION_NAME
    );
    assert!(count(&replica, &sessions).await >= 1, "the replica ran the list's query");
    assert_eq!(count(&primary, &sessions).await, 0, "the read pool never used the primary");

    // The replica stops replaying: Ana's new table is hers to see at once
    // (the primary), while Beto, within the allowed lag, reads the replica
    // as it was.
    let _resume = Resume(read_admin.clone());
    run(&replica, "SELECT pg_wal_replay_pause()").await;
    let paused =
        "SELECT count(*) FROM (SELECT pg_get_wal_replay_pause_state() AS s) p WHERE s = 'paused'";
    while count(&replica, paused).await == 0 {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let second = new_lobby(&app, &ana).await;
    assert!(listed(&app, &ana).await.contains(&second), "read-your-writes on a stopped replica");
    assert!(
        !listed(&app, &beto).await.contains(&second),
        "Beto's list came from the replica, which has not replayed the new table"
    );

    // Past the allowed lag the replica is skipped: everyone reads the
    // primary, and the lag is a metric.
    until_replica(&app, "lagging").await;
    assert!(metric(&app, "teg_replica_lag_seconds").await > max_lag.as_secs_f64());
    let on_primary = metric(&app, ON_PRIMARY).await;
    assert!(listed(&app, &beto).await.contains(&second));
    assert!(metric(&app, ON_PRIMARY).await > on_primary);

    // Replaying again, it catches up and serves again.
    run(&replica, "SELECT pg_wal_replay_resume()").await;
    until_replica(&app, "up").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let on_replica = metric(&app, ON_REPLICA).await;
    assert!(listed(&app, &beto).await.contains(&second));
    assert!(metric(&app, ON_REPLICA).await > on_replica, "served by the caught-up replica");
    drop(primary);
    drop(replica);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_replica_down_every_read_succeeds_on_the_primary() {
    let Some((url, name)) = common::fresh_postgres().await else { return };
    // Nothing listens on port 1: the replica is down from the start.
    let app =
        spawn(url, "postgres://postgres@127.0.0.1:1/test".to_owned(), Duration::from_secs(5)).await;
    let [ana, beto] = app.tokens(["ana", "beto"]).await;
    let id = new_lobby(&app, &ana).await;
    assert!(listed(&app, &ana).await.contains(&id));
    assert!(listed(&app, &beto).await.contains(&id));
    let (status, board) = app.get("/v1/leaderboards/revancha", &beto).await;
    assert_eq!(status, StatusCode::OK, "{board}");
    let (status, mine) = app.get("/v1/me/games", &ana).await;
    assert_eq!(status, StatusCode::OK, "{mine}");
    assert_eq!(mine["games"][0]["id"], Value::String(id.clone()), "{mine}");
    assert_eq!(replica_state(&app).await, "down");
    assert_eq!(metric(&app, "teg_replica_up").await, 0.0);
    assert_eq!(metric(&app, ON_REPLICA).await, 0.0);
    assert!(metric(&app, ON_PRIMARY).await >= 4.0);
    common::drop_postgres(&name).await;
}
