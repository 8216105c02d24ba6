//! The service on a real six-node Redis Cluster (issue 52,
//! `TEG_REDIS_CLUSTER_URLS`): two instances share budgets and presence
//! through it, and a follower misses no version when the master holding
//! its game's channel is killed during play.
//!
//! The cluster is `cargo xtask redis-cluster start`'s (CI starts it and
//! names it in `TEG_TEST_REDIS_CLUSTER`); elsewhere these tests are
//! skipped, loudly.

use std::process::Command;
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::json;
use teg_api::adapters::redis_target::RedisTarget;
use teg_api::config::Config;

use crate::common::{self, Sse, call};

#[path = "../benches/common/redis_nodes.rs"]
mod redis_nodes;

use redis_nodes::{master_of, redis_cli};

/// The cluster the tests run on, when there is one.
#[expect(clippy::print_stderr, reason = "a skipped test says so")]
pub(crate) fn target() -> Option<RedisTarget> {
    match std::env::var("TEG_TEST_REDIS_CLUSTER") {
        Ok(urls) => Some(RedisTarget::Cluster(urls.split(',').map(str::to_owned).collect())),
        Err(_) => {
            assert!(
                !common::required(),
                "CI starts a Redis Cluster (cargo xtask redis-cluster start) and names it in TEG_TEST_REDIS_CLUSTER"
            );
            eprintln!(
                "SKIPPED: no Redis Cluster (cargo xtask redis-cluster start, then export TEG_TEST_REDIS_CLUSTER)"
            );
            None
        }
    }
}

/// An instance on PostgreSQL database `db` and the cluster, its keys and
/// channels under `prefix`.
async fn instance(db: &str, target: &RedisTarget, prefix: &str, rate: Option<u32>) -> String {
    let RedisTarget::Cluster(nodes) = target else { unreachable!("a cluster") };
    let config = Config {
        redis_cluster: nodes.clone(),
        redis_prefix: prefix.to_owned(),
        rate_limit: rate,
        trusted_proxies: teg_api::clients::Proxies::parse("127.0.0.1").expect("cidr"),
        ..Config::for_local_tests(format!("postgres://postgres@127.0.0.1:5432/{db}"))
    };
    teg_api::startup::Application::spawn(config).await.expect("builds")
}

/// Two instances on a fresh database and the cluster: their base URLs.
async fn pair(rate: Option<u32>) -> Option<(RedisTarget, [String; 2], String)> {
    let target = target()?;
    let (_, db) = common::fresh_postgres().await?;
    let prefix = format!("teg-test-{}:", uuid::Uuid::new_v4().simple());
    let a = instance(&db, &target, &prefix, rate).await;
    let b = instance(&db, &target, &prefix, rate).await;
    for base in [&a, &b] {
        bus_becomes(base, "redis").await;
    }
    Some((target, [a, b], prefix))
}

/// Waits (at most 20 s) until `/readyz` says the bus is `want`.
async fn bus_becomes(base: &str, want: &str) {
    let http = reqwest::Client::new();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let (_, ready) = call(&http, "GET", format!("{base}/readyz"), None, None).await;
        if ready["bus"] == want {
            return;
        }
        assert!(Instant::now() < deadline, "the bus never became {want}: {ready}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_cluster_two_instances_share_one_budget_and_presence_through_a_redis_cluster() {
    let Some((_, [a, b], _)) = pair(Some(5)).await else { return };
    let http = reqwest::Client::new();
    // One client spread over both instances draws on one bucket (10 with
    // its refill), not one each (20).
    let admitted = crate::cluster_limits::admitted(&http, &[&a, &b], "203.0.113.9", 30, true).await;
    assert!((10..=13).contains(&admitted), "one budget on the cluster: {admitted} admitted");

    // Beto, seen on B, is online to Ana on A: presence crosses the
    // cluster (one hash tag, one MGET).
    let (_, ana) = common::register_at(&http, &a, "ana").await;
    let (beto_id, beto) = common::register_at(&http, &b, "beto").await;
    let (s, _) =
        call(&http, "PUT", format!("{a}/v1/me/following/{beto_id}"), Some(&ana), None).await;
    assert!(s.is_success(), "{s}");
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let (s, me) = call(&http, "GET", format!("{b}/v1/me"), Some(&beto), None).await;
        assert_eq!(s, StatusCode::OK, "{me}");
        let (_, list) = call(&http, "GET", format!("{a}/v1/me/following"), Some(&ana), None).await;
        if list["users"][0]["online"] == true {
            break;
        }
        assert!(Instant::now() < deadline, "Beto never showed online on A: {list}");
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}

/// One action by whoever must act: the new version.
async fn act(http: &reqwest::Client, base: &str, id: &str, tokens: &[String]) -> u64 {
    let (actor, legal) = crate::cluster::to_act(http, base, id, tokens).await;
    let body = json!({"action": legal["actions"][0], "expected_version": legal["version"]});
    let (s, acted) =
        call(http, "POST", format!("{base}/v1/games/{id}/actions"), Some(&actor), Some(body)).await;
    assert_eq!(s, StatusCode::OK, "actions never wait on Redis: {acted}");
    acted["version"].as_u64().expect("version")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_cluster_a_master_killed_during_play_loses_no_version_for_a_follower() {
    let Some((target, [a, b], prefix)) = pair(None).await else { return };
    let RedisTarget::Cluster(nodes) = &target else { unreachable!("a cluster") };
    let ports: Vec<u16> = nodes
        .iter()
        .map(|u| u.rsplit(':').next().and_then(|p| p.parse().ok()).expect("a port"))
        .collect();
    let http = reqwest::Client::new();
    let (id, tokens) = crate::cluster::started_across(&http, &a, &b).await;
    let beto = tokens[1].clone();

    // Beto follows the game on B from its start; every action is made on A.
    let stream = http
        .get(format!("{b}/v1/games/{id}/events/stream"))
        .bearer_auth(&beto)
        .header("Last-Event-ID", "0")
        .send()
        .await
        .expect("stream");
    assert_eq!(stream.status(), StatusCode::OK);
    let (seen_tx, mut seen) = tokio::sync::mpsc::unbounded_channel();
    let follower = tokio::spawn(async move {
        let mut sse = Sse::new(stream);
        loop {
            let frame = sse.frame().await;
            if let Some(version) = frame.field("id").and_then(|v| v.parse::<u64>().ok())
                && seen_tx.send(version).is_err()
            {
                return;
            }
        }
    });
    for _ in 0..4 {
        act(&http, &a, &id, &tokens).await;
    }

    // The master of the game's channel dies (SIGKILL); play goes on while
    // the cluster fails it over to its replica.
    let channel = format!("{prefix}game:{id}");
    let master = master_of(&ports, &channel).expect("the slot has a master");
    let dir = redis_cli(master, &["CONFIG", "GET", "dir"]).lines().nth(1).expect("dir").to_owned();
    let pid = redis_cli(master, &["INFO", "server"])
        .lines()
        .find_map(|l| l.strip_prefix("process_id:"))
        .expect("a pid")
        .trim()
        .to_owned();
    let killed = Command::new("kill").args(["-9", &pid]).status().expect("kill");
    assert!(killed.success());
    let others: Vec<u16> = ports.iter().copied().filter(|p| *p != master).collect();
    let failed_over = Instant::now();
    let deadline = failed_over + Duration::from_secs(30);
    loop {
        act(&http, &a, &id, &tokens).await;
        let promoted = master_of(&others, &channel).filter(|p| *p != master);
        if promoted.is_some_and(|p| redis_cli(p, &["CLUSTER", "INFO"]).contains("cluster_state:ok"))
        {
            break;
        }
        assert!(Instant::now() < deadline, "no replica was promoted within 30 s");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let promoted_after = failed_over.elapsed();

    // The bus recovers on the promoted master: both instances say so, and
    // the follower gets what comes next.
    for base in [&a, &b] {
        bus_becomes(base, "redis").await;
    }
    let mut head = 0;
    for _ in 0..4 {
        head = act(&http, &a, &id, &tokens).await;
    }

    // Every version, in order, none missing.
    let mut versions = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(20);
    while versions.last() != Some(&head) {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, seen.recv()).await {
            Ok(Some(v)) => versions.push(v),
            _ => panic!("the follower stopped at {:?} of {head}", versions.last()),
        }
    }
    let expected: Vec<u64> = (1..=head).collect();
    assert_eq!(versions, expected, "no gap and no repeat for the follower");
    follower.abort();

    // A new pair of buses on the cluster as it is now carries messages in
    // order.
    let (one, two, _) = crate::bus::buses_on(&target).await.expect("the cluster answers");
    crate::bus::receives_in_order(&one, &two).await;

    // The killed node comes back as a replica: the cluster is whole again.
    let conf = format!("{dir}/redis.conf");
    assert!(Command::new("redis-server").arg(&conf).status().expect("restart").success());
    let deadline = Instant::now() + Duration::from_secs(20);
    while !redis_cli(master, &["ROLE"]).starts_with("slave") {
        assert!(Instant::now() < deadline, "the killed node did not rejoin as a replica");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(promoted_after < Duration::from_secs(30), "failed over in {promoted_after:?}");
}
