//! One worker per job (issue 52, `api/src/leases.rs`): three `teg-api`
//! processes on one PostgreSQL database hold each job's lease one at a
//! time; the clocks' leader is killed (`SIGKILL`) in the middle of a sweep
//! of due timeouts, another instance takes the job over within the
//! documented bound, and every due timeout fires exactly once.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::clock_cluster::{clocked_games, timeouts};
use crate::common::{self, call};

#[path = "../benches/common/process.rs"]
mod process;

use process::Process;

/// Whether `base` runs `job` now (`teg_leader{job}`); a process that does
/// not answer runs nothing.
async fn leads(http: &reqwest::Client, base: &str, job: &str) -> bool {
    let Ok(res) = http.get(format!("{base}/metrics")).send().await else { return false };
    let text = res.text().await.unwrap_or_default();
    text.lines().any(|l| l == format!("teg_leader{{job=\"{job}\"}} 1"))
}

/// Each job's leaders among `bases`, once every job has exactly one
/// (within 20 s).
async fn one_leader_each(http: &reqwest::Client, bases: &[&str]) -> Vec<usize> {
    let jobs = teg_api::leases::Job::ALL.map(teg_api::leases::Job::name);
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let mut leaders = Vec::new();
        for job in jobs {
            let mut found = Vec::new();
            for (i, base) in bases.iter().enumerate() {
                if leads(http, base, job).await {
                    found.push(i);
                }
            }
            leaders.push(found);
        }
        if leaders.iter().all(|l| l.len() == 1) {
            return leaders.into_iter().map(|l| l[0]).collect();
        }
        assert!(Instant::now() < deadline, "not one leader a job: {leaders:?}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

async fn token(http: &reqwest::Client, base: &str, path: &str, body: Value) -> String {
    let (s, b) = call(http, "POST", format!("{base}{path}"), None, Some(body)).await;
    assert!(s.is_success(), "{b}");
    b["token"].as_str().expect("token").to_owned()
}

/// Games started together, each with a 5-second clock that forfeits the
/// seat at its first timeout: exactly one `timed_out` each, ever.
const GAMES: usize = 40;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_leases_the_clocks_leader_killed_mid_sweep_is_replaced_and_every_timeout_fires_once() {
    let Some((url, db)) = common::fresh_postgres().await else { return };
    let env = [("DATABASE_URL", url.as_str()), ("TEG_DATABASE_MAX_CONNECTIONS", "8")];
    let mut servers =
        vec![Process::start(&env).await, Process::start(&env).await, Process::start(&env).await];
    let http = reqwest::Client::new();
    let bases: Vec<String> = servers.iter().map(|s| s.base.clone()).collect();
    let all: Vec<&str> = bases.iter().map(String::as_str).collect();
    let leaders = one_leader_each(&http, &all).await;

    let admin = token(
        &http,
        &bases[0],
        "/v1/auth/login",
        json!({"username": "admin", "password": "admin password"}),
    )
    .await;
    let account = |name: &str| json!({"username": name, "password": "secret password"});
    let ana = token(&http, &bases[1], "/v1/auth/register", account("ana")).await;
    let beto = token(&http, &bases[2], "/v1/auth/register", account("beto")).await;
    let clock = json!({"turn_seconds": 5, "on_timeout": "pass", "max_timeouts": 1});
    let ids = clocked_games(&http, &all, [&ana, &beto], &clock, GAMES).await;

    // The first timeouts land: the clocks' leader is killed there, in the
    // middle of its sweep.
    let clocks = leaders[0];
    let survivor = &bases[(clocks + 1) % 3];
    let deadline = Instant::now() + Duration::from_secs(30);
    while timeouts(&http, survivor, &admin, &ids[..1]).await == [0]
        && timeouts(&http, survivor, &admin, &ids[GAMES - 1..]).await == [0]
    {
        assert!(Instant::now() < deadline, "no timeout came");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let killed = Instant::now();
    servers[clocks].kill();

    // Another instance takes the clocks over within the lease and a renewal.
    let others: Vec<&str> =
        all.iter().enumerate().filter(|(i, _)| *i != clocks).map(|(_, b)| *b).collect();
    loop {
        let mut found = false;
        for base in &others {
            found |= leads(&http, base, "clocks").await;
        }
        if found {
            break;
        }
        assert!(killed.elapsed() < Duration::from_secs(20), "nobody took the clocks over");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let took_over = killed.elapsed();
    let bound = teg_api::leases::LEASE + teg_api::leases::RENEW_EVERY + Duration::from_secs(1);
    assert!(took_over <= bound, "taken over in {took_over:?}, past {bound:?}");

    // Every game's one timeout fires, once: games the dead leader had
    // claimed wait out their claim.
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let counts = timeouts(&http, survivor, &admin, &ids).await;
        assert!(counts.iter().all(|n| *n <= 1), "a timeout fired twice: {counts:?}");
        if counts.iter().all(|n| *n == 1) {
            break;
        }
        assert!(Instant::now() < deadline, "timeouts lost: {counts:?}");
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    drop(servers);
    common::drop_postgres(&db).await;
}
