//! The chaos run (issue 52; not a test): the whole deployment of
//! `docs/scaling.md` on this machine, under faults. Three `teg-api`
//! processes on a PostgreSQL primary with its streaming replica
//! (`cargo xtask replica`) and a six-node Redis Cluster (`cargo xtask
//! redis-cluster`); clients play two-player games over HTTP, every action
//! with an `Idempotency-Key` and retried on another instance when its
//! answer is lost, while followers read every game's event stream
//! (`Last-Event-ID` on reconnection). Partway, one instance is killed
//! (`SIGKILL`), then the Redis master of the first game's channel, then
//! the replica.
//!
//! It prints one table row: `lost` (acknowledged actions the database
//! does not hold at the end), `version gaps` (versions a follower never
//! received), `longest pause` (the longest an action took from its first
//! attempt to its acknowledgement), and actions/s `before`, `during` and
//! `after` the faults.
//!
//! `cargo xtask chaos` starts the pair and the cluster and runs it;
//! options after `--`: `--games N` (24), `--seconds N` (each phase, 10),
//! `--quick` (8 games, 4 s phases: CI's smoke run). It reads the pair and
//! the cluster from `TEG_TEST_REPLICA_PRIMARY`, `TEG_TEST_REPLICA_READ`
//! and `TEG_TEST_REDIS_CLUSTER`.
#![expect(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::cast_precision_loss,
    reason = "a benchmark prints its figures"
)]

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::sync::watch;

#[path = "../common/process.rs"]
mod process;
#[path = "../common/redis_nodes.rs"]
mod redis_nodes;

use process::Process;
use redis_nodes::{master_of, redis_cli};

struct Options {
    games: usize,
    phase: Duration,
}

fn options() -> Options {
    let mut o = Options { games: 24, phase: Duration::from_secs(10) };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--games" => o.games = args.next().and_then(|v| v.parse().ok()).expect("--games N"),
            "--seconds" => {
                o.phase = Duration::from_secs(
                    args.next().and_then(|v| v.parse().ok()).expect("--seconds N"),
                );
            }
            "--quick" => o = Options { games: 8, phase: Duration::from_secs(4) },
            // `cargo bench` passes `--bench` to every harness-less target.
            _ => {}
        }
    }
    o
}

/// The instances a client may reach, the dead ones among them.
#[derive(Clone)]
struct Instances {
    bases: Arc<Vec<String>>,
    http: reqwest::Client,
}

impl Instances {
    /// One JSON request, to instance `at` first and then to the others in
    /// turn until one answers (a killed instance refuses connections): the
    /// status and the body.
    async fn call(
        &self,
        at: usize,
        method: reqwest::Method,
        path: &str,
        token: &str,
        body: Option<&Value>,
        key: Option<&str>,
    ) -> (u16, Value) {
        for attempt in 0.. {
            let base = &self.bases[(at + attempt) % self.bases.len()];
            let mut req = self.http.request(method.clone(), format!("{base}{path}"));
            if !token.is_empty() {
                req = req.bearer_auth(token);
            }
            if let Some(key) = key {
                req = req.header("Idempotency-Key", key);
            }
            if let Some(body) = body {
                req = req.json(body);
            }
            match req.timeout(Duration::from_secs(5)).send().await {
                Ok(res) if res.status().as_u16() < 500 => {
                    let status = res.status().as_u16();
                    return (status, res.json().await.unwrap_or(Value::Null));
                }
                // A 5xx (the database away a moment) or no answer: the
                // next instance, after a breath.
                _ => tokio::time::sleep(Duration::from_millis(50)).await,
            }
        }
        unreachable!("the loop only returns")
    }
}

/// What the players saw: each acknowledged action's time, game and version,
/// and the longest action.
#[derive(Default)]
struct Acks {
    at: Vec<(Instant, usize, u64)>,
    longest: Duration,
}

/// Plays game `g` (two tokens) until `stop`: each step by whoever must act,
/// its first legal action, under a key of its own that every retry reuses.
async fn play(
    instances: Instances,
    g: usize,
    id: String,
    tokens: [String; 2],
    acks: Arc<Mutex<Acks>>,
    stop: watch::Receiver<bool>,
) {
    let mut step = 0_u64;
    while !*stop.borrow() {
        let began = Instant::now();
        let mut acted = None;
        for (t, token) in tokens.iter().enumerate() {
            let path = format!("/v1/games/{id}/legal-actions");
            let (_, legal) =
                instances.call(g + t, reqwest::Method::GET, &path, token, None, None).await;
            if legal["actions"].as_array().is_some_and(|a| !a.is_empty()) {
                acted = Some((token, legal));
                break;
            }
        }
        let Some((token, legal)) = acted else { return };
        let body = json!({"action": legal["actions"][0], "expected_version": legal["version"]});
        let key = format!("chaos-{id}-{step}");
        let path = format!("/v1/games/{id}/actions");
        let (status, answer) =
            instances.call(g, reqwest::Method::POST, &path, token, Some(&body), Some(&key)).await;
        step += 1;
        if status == 200
            && let Some(version) = answer["version"].as_u64()
        {
            let mut acks = acks.lock().unwrap();
            acks.at.push((Instant::now(), g, version));
            acks.longest = acks.longest.max(began.elapsed());
        }
    }
}

/// Follows game `id`'s stream from its start until `stop`, reconnecting
/// to the next instance with `Last-Event-ID`: every version received.
async fn follow(
    instances: Instances,
    g: usize,
    id: String,
    token: String,
    stop: watch::Receiver<bool>,
) -> Vec<u64> {
    let mut seen: Vec<u64> = Vec::new();
    let mut at = g;
    while !*stop.borrow() {
        let base = &instances.bases[at % instances.bases.len()];
        at += 1;
        let last = seen.last().copied().unwrap_or(0);
        let res = instances
            .http
            .get(format!("{base}/v1/games/{id}/events/stream"))
            .bearer_auth(&token)
            .header("Last-Event-ID", last.to_string())
            .send()
            .await;
        let Ok(mut res) = res else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let mut text = String::new();
        loop {
            let chunk = tokio::select! {
                chunk = res.chunk() => chunk,
                () = tokio::time::sleep(Duration::from_millis(500)) => {
                    if *stop.borrow() { return seen; }
                    continue;
                }
            };
            let Ok(Some(chunk)) = chunk else { break };
            text.push_str(&String::from_utf8_lossy(&chunk));
            while let Some(end) = text.find("\n\n") {
                let frame: String = text.drain(..end + 2).collect();
                let id = frame.lines().find_map(|l| l.strip_prefix("id: "));
                if let Some(version) = id.and_then(|v| v.trim().parse::<u64>().ok()) {
                    seen.push(version);
                }
            }
        }
    }
    seen
}

fn env(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| panic!("{name}: run through `cargo xtask chaos`"))
}

/// `url` with its database changed to `name`.
fn on_database(url: &str, name: &str) -> String {
    let base = url.rsplit_once('/').map_or(url, |(b, _)| b);
    format!("{base}/{name}")
}

/// Kills (`SIGKILL`) the Redis master holding `key`'s slot: its port.
fn kill_master_of(ports: &[u16], key: &str) -> u16 {
    let port = master_of(ports, key).unwrap();
    let info = redis_cli(port, &["INFO", "server"]);
    let pid = info.lines().find_map(|l| l.strip_prefix("process_id:")).unwrap().trim().to_owned();
    std::process::Command::new("kill").args(["-9", &pid]).status().unwrap();
    port
}

/// Kills (`SIGKILL`) the PostgreSQL server answering at `url`.
async fn kill_postgres(url: &str) {
    let db = sea_orm::Database::connect(url).await.unwrap();
    let row = sea_orm::ConnectionTrait::query_one_raw(
        &db,
        sea_orm::Statement::from_string(
            sea_orm::DbBackend::Postgres,
            "SELECT setting FROM pg_settings WHERE name = 'data_directory'",
        ),
    )
    .await
    .unwrap()
    .unwrap();
    let dir: String = row.try_get_by_index(0).unwrap();
    drop(db);
    let pid = std::fs::read_to_string(format!("{dir}/postmaster.pid")).unwrap();
    let pid = pid.lines().next().unwrap().trim().to_owned();
    std::process::Command::new("kill").args(["-9", &pid]).status().unwrap();
}

#[tokio::main]
async fn main() {
    let o = options();
    let (primary, replica) = (env("TEG_TEST_REPLICA_PRIMARY"), env("TEG_TEST_REPLICA_READ"));
    let cluster = env("TEG_TEST_REDIS_CLUSTER");
    let name = format!("teg_chaos_{}", uuid::Uuid::new_v4().simple());
    let admin = sea_orm::Database::connect(&primary).await.expect("the pair's primary");
    sea_orm::ConnectionTrait::execute_unprepared(&admin, &format!("CREATE DATABASE {name}"))
        .await
        .unwrap();
    drop(admin);
    let (database, read) = (on_database(&primary, &name), on_database(&replica, &name));
    // The replica must have the new database before an instance reads it.
    let started = Instant::now();
    while sea_orm::Database::connect(&read).await.is_err() {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the database never reached the replica"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let prefix = format!("chaos-{}:", uuid::Uuid::new_v4().simple());
    let env = [
        ("DATABASE_URL", database.as_str()),
        ("TEG_DATABASE_READ_URL", read.as_str()),
        ("TEG_REDIS_CLUSTER_URLS", cluster.as_str()),
        ("TEG_REDIS_PREFIX", prefix.as_str()),
        ("TEG_BOT_DELAY_MS", "0"),
        // Three instances within the pair's 100 connections.
        ("TEG_DATABASE_MAX_CONNECTIONS", "16"),
    ];
    let mut processes =
        vec![Process::start(&env).await, Process::start(&env).await, Process::start(&env).await];
    let instances = Instances {
        bases: Arc::new(processes.iter().map(|p| p.base.clone()).collect()),
        http: reqwest::Client::builder().pool_max_idle_per_host(64).build().unwrap(),
    };

    // Two guests a game, each game started on one instance.
    let mut games = Vec::new();
    for g in 0..o.games {
        let mut tokens = Vec::new();
        for _ in 0..2 {
            let body = json!({"display_name": format!("chaos {g}")});
            let (_, guest) = instances
                .call(g, reqwest::Method::POST, "/v1/auth/guest", "", Some(&body), None)
                .await;
            tokens.push(guest["token"].as_str().unwrap().to_owned());
        }
        let body = json!({"max_players": 2});
        let (_, game) = instances
            .call(g, reqwest::Method::POST, "/v1/games", &tokens[0], Some(&body), None)
            .await;
        let id = game["id"].as_str().unwrap().to_owned();
        let join = format!("/v1/games/{id}/join");
        instances.call(g, reqwest::Method::POST, &join, &tokens[1], None, None).await;
        let start = format!("/v1/games/{id}/start");
        let (s, started) =
            instances.call(g, reqwest::Method::POST, &start, &tokens[0], None, None).await;
        assert_eq!(s, 200, "{started}");
        games.push((id, [tokens[0].clone(), tokens[1].clone()]));
    }

    let (stopping, stop) = watch::channel(false);
    let acks = Arc::new(Mutex::new(Acks::default()));
    let mut players = Vec::new();
    let mut followers = Vec::new();
    for (g, (id, tokens)) in games.iter().enumerate() {
        players.push(tokio::spawn(play(
            instances.clone(),
            g,
            id.clone(),
            tokens.clone(),
            acks.clone(),
            stop.clone(),
        )));
        followers.push(tokio::spawn(follow(
            instances.clone(),
            g + 1,
            id.clone(),
            tokens[1].clone(),
            stop.clone(),
        )));
    }

    // Before, during (the three faults, a second apart), after.
    let begun = Instant::now();
    tokio::time::sleep(o.phase).await;
    let faults = Instant::now();
    processes[0].kill();
    tokio::time::sleep(Duration::from_secs(1)).await;
    let ports: Vec<u16> =
        cluster.split(',').map(|u| u.rsplit(':').next().unwrap().parse().unwrap()).collect();
    let killed_redis = kill_master_of(&ports, &format!("{prefix}game:{}", games[0].0));
    tokio::time::sleep(Duration::from_secs(1)).await;
    kill_postgres(&replica).await;
    let settled = faults + o.phase;
    tokio::time::sleep_until(settled.into()).await;
    tokio::time::sleep(o.phase).await;
    let ended = Instant::now();
    stopping.send_replace(true);
    for p in players {
        let _ = p.await;
    }
    // The followers catch up with the last actions, then stop.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let mut followed = Vec::new();
    for f in followers {
        followed.push(f.await.unwrap_or_default());
    }

    // What the database holds, read as an operator from an instance alive.
    let (_, login) = instances
        .call(
            1,
            reqwest::Method::POST,
            "/v1/auth/login",
            "",
            Some(&json!({"username": "admin", "password": "admin password"})),
            None,
        )
        .await;
    let operator = login["token"].as_str().unwrap().to_owned();
    let mut heads = Vec::new();
    for (id, _) in &games {
        let (_, view) = instances
            .call(1, reqwest::Method::GET, &format!("/v1/games/{id}"), &operator, None, None)
            .await;
        heads.push(view["version"].as_u64().unwrap_or(0));
    }
    let acks = acks.lock().unwrap();
    let lost = acks.at.iter().filter(|(_, g, version)| *version > heads[*g]).count();
    let gaps: usize = followed
        .iter()
        .zip(&heads)
        .map(|(seen, head)| {
            let got: std::collections::BTreeSet<u64> = seen.iter().copied().collect();
            (1..=*head).filter(|v| !got.contains(v)).count()
        })
        .sum();
    let rate = |from: Instant, to: Instant| {
        let n = acks.at.iter().filter(|(at, _, _)| *at >= from && *at < to).count();
        n as f64 / to.duration_since(from).as_secs_f64()
    };
    let mut per_game: BTreeMap<usize, usize> = BTreeMap::new();
    for (_, g, _) in &acks.at {
        *per_game.entry(*g).or_default() += 1;
    }
    println!(
        "chaos: {} games, {} actions acknowledged over {:.0} s; killed: instance 1 of 3, Redis master :{killed_redis}, the replica",
        o.games,
        acks.at.len(),
        ended.duration_since(begun).as_secs_f64()
    );
    println!("| lost | version gaps | longest pause | actions/s before | during | after |");
    println!("|---|---|---|---|---|---|");
    println!(
        "| {lost} | {gaps} | {:.2} s | {:.0} | {:.0} | {:.0} |",
        acks.longest.as_secs_f64(),
        rate(begun, faults),
        rate(faults, settled),
        rate(settled, ended)
    );
    drop(processes);
    assert_eq!(
        (lost, gaps),
        (0, 0),
        "nothing acknowledged is lost and no follower misses a version"
    );
    assert!(per_game.len() == o.games, "every game moved: {per_game:?}");
}
