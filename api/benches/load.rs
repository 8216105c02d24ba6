//! The service load benchmark (not a test): the real server on a fresh
//! PostgreSQL database, driven over HTTP by concurrent clients on the same
//! machine. It reports durable actions per second with p50/p99 latency at N
//! live games, then `304 Not Modified` polls per second.
//!
//! `cargo xtask bench load` runs it; options after it:
//! `--games N` (1000), `--workers N` (64), `--seconds N` (15),
//! `--sqlite` (the embedded default instead of PostgreSQL).
#![expect(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "a benchmark prints its figures"
)]

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use domain::Seed;
use domain::rules::{Command, Event, Game};
use domain::sim::RandomPlayer;
use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};
use serde_json::{Value, json};
use teg_api::config::Config;
use teg_api::startup::Application;

struct Options {
    games: usize,
    workers: usize,
    seconds: u64,
    sqlite: bool,
}

fn options() -> Options {
    let mut o = Options { games: 1000, workers: 64, seconds: 15, sqlite: false };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = || args.next().and_then(|v| v.parse::<usize>().ok());
        match arg.as_str() {
            "--games" => o.games = number().expect("--games N"),
            "--workers" => o.workers = number().expect("--workers N"),
            "--seconds" => o.seconds = number().expect("--seconds N") as u64,
            "--sqlite" => o.sqlite = true,
            _ => {} // cargo passes `--bench`
        }
    }
    o
}

/// A client of the spawned server.
#[derive(Clone)]
struct Client {
    base: String,
    http: reqwest::Client,
}

impl Client {
    async fn send(
        &self,
        method: &str,
        path: &str,
        token: &str,
        body: Option<Value>,
    ) -> (u16, Value) {
        let url = format!("{}{path}", self.base);
        let mut req = if method == "GET" { self.http.get(url) } else { self.http.post(url) };
        req = req.bearer_auth(token);
        if let Some(b) = body {
            req = req.json(&b);
        }
        let res = req.send().await.expect("request");
        let status = res.status().as_u16();
        let text = res.text().await.expect("body");
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    async fn token(&self, path: &str, body: Value) -> String {
        let (_, res) = self.send("POST", path, "", Some(body)).await;
        res["token"].as_str().expect("token").to_owned()
    }
}

/// One live game as its clients follow it.
struct Live {
    id: String,
    game: Game,
    bot: RandomPlayer,
}

/// Brings the local copy up to date from the operator's event list.
async fn catch_up(c: &Client, admin: &str, live: &mut Live) {
    let since = live.game.version();
    let path = format!("/v1/games/{}/events?since={since}", live.id);
    let (_, evs) = c.send("GET", &path, admin, None).await;
    for v in evs["events"].as_array().expect("events") {
        live.game.apply(&serde_json::from_value::<Event>(v["event"].clone()).expect("event"));
    }
}

/// A new two-player game, started, with its local copy.
async fn new_game(c: &Client, tokens: &[String; 2], admin: &str, i: usize) -> Live {
    let body = json!({"max_players": 2, "color": "red"});
    let (s, g) = c.send("POST", "/v1/games", &tokens[0], Some(body)).await;
    assert_eq!(s, 201, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let join = json!({"color": "blue"});
    let (s, b) = c.send("POST", &format!("/v1/games/{id}/join"), &tokens[1], Some(join)).await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = c.send("POST", &format!("/v1/games/{id}/start"), &tokens[0], None).await;
    assert_eq!(s, 200, "{b}");
    let seed = Seed([u8::try_from(i % 251).unwrap(); 32]);
    let mut live = Live { id, game: Game::new(), bot: RandomPlayer::new(&seed) };
    catch_up(c, admin, &mut live).await;
    live
}

async fn setup(c: &Client, tokens: &[String; 2], admin: &str, n: usize) -> Vec<Live> {
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        out.push(new_game(c, tokens, admin, i).await);
    }
    out
}

fn millis(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    f64::from(sorted[i]) / 1000.0
}

fn admin_url() -> String {
    std::env::var("TEG_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

async fn postgres(sql: String) {
    let admin = Database::connect(&admin_url()).await.expect("PostgreSQL (or pass --sqlite)");
    admin.execute_raw(Statement::from_string(DbBackend::Postgres, sql)).await.expect("admin SQL");
}

/// A database URL, and the PostgreSQL database to drop afterwards.
async fn fresh_database(sqlite: bool) -> (String, Option<String>) {
    if sqlite {
        let file =
            std::env::temp_dir().join(format!("teg-load-{}.db", uuid::Uuid::new_v4().simple()));
        return (format!("sqlite://{}?mode=rwc", file.display()), None);
    }
    let name = format!("teg_load_{}", uuid::Uuid::new_v4().simple());
    postgres(format!("CREATE DATABASE {name}")).await;
    let url = admin_url();
    let base = url.rsplit_once('/').map_or(url.as_str(), |(b, _)| b).to_owned();
    (format!("{base}/{name}"), Some(name))
}

fn main() {
    let o = options();
    let runtime =
        tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("runtime");
    runtime.block_on(run(o));
}

async fn run(o: Options) {
    let (database_url, pg_name) = fresh_database(o.sqlite).await;
    let config = Config::for_local_tests(database_url);
    let base = Application::spawn(config).await.expect("the app builds");
    let http =
        reqwest::Client::builder().pool_max_idle_per_host(o.workers).build().expect("client");
    let c = Client { base, http };
    let admin =
        c.token("/v1/auth/login", json!({"username": "admin", "password": "admin password"})).await;
    let tokens = [
        c.token("/v1/auth/guest", json!({"display_name": "Ana"})).await,
        c.token("/v1/auth/guest", json!({"display_name": "Beto"})).await,
    ];
    let store = if o.sqlite { "SQLite" } else { "PostgreSQL" };
    println!("setting up {} two-player games on {store} ...", o.games);
    let started = Instant::now();
    let games = setup(&c, &tokens, &admin, o.games).await;
    println!("  set up in {:.1} s", started.elapsed().as_secs_f64());
    let games = actions(&c, &admin, &tokens, games, &o).await;
    polls(&c, &tokens[0], &games, &o).await;
    if let Some(name) = pg_name {
        postgres(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await;
    }
}

/// Phase 1: each worker plays its share of the games round-robin, one
/// command per visit, with `expected_version`; only the POST is timed.
async fn actions(
    c: &Client,
    admin: &str,
    tokens: &[String; 2],
    games: Vec<Live>,
    o: &Options,
) -> Vec<Live> {
    let stop = Arc::new(AtomicBool::new(false));
    let conflicts = Arc::new(AtomicU64::new(0));
    let mut shares: Vec<Vec<Live>> = (0..o.workers).map(|_| Vec::new()).collect();
    for (i, g) in games.into_iter().enumerate() {
        shares[i % o.workers].push(g);
    }
    let mut handles = Vec::new();
    for mut mine in shares {
        let (c, admin, tokens, stop, conflicts) =
            (c.clone(), admin.to_owned(), tokens.clone(), stop.clone(), conflicts.clone());
        handles.push(tokio::spawn(async move {
            let mut latencies: Vec<u32> = Vec::with_capacity(64 * 1024);
            let mut legal: Vec<Command> = Vec::new();
            let mut replaced = 0;
            while !stop.load(Ordering::Relaxed) {
                // Finished games are replaced (untimed), so the server keeps
                // the same number of live games all along.
                for live in &mut mine {
                    if live.game.is_finished() {
                        replaced += 1;
                        *live = new_game(&c, &tokens, &admin, replaced).await;
                    }
                }
                for live in &mut mine {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    if live.game.is_finished() {
                        continue;
                    }
                    let actor = live.game.current_player().expect("someone acts");
                    live.game.legal_actions_into(actor, &mut legal);
                    let command = live.bot.choose(&live.game, &legal).expect("legal").clone();
                    let token = if actor == domain::Color::Red { &tokens[0] } else { &tokens[1] };
                    let body = json!({"action": command, "expected_version": live.game.version()});
                    let path = format!("/v1/games/{}/actions", live.id);
                    let t = Instant::now();
                    let (s, answer) = c.send("POST", &path, token, Some(body)).await;
                    latencies.push(u32::try_from(t.elapsed().as_micros()).unwrap_or(u32::MAX));
                    match s {
                        // The actor's own answer holds no one else's secret
                        // in a two-player game; if one did, catch up instead.
                        200 if !answer.to_string().contains("\"redacted\"") => {
                            for v in answer["events"].as_array().expect("events") {
                                let e = serde_json::from_value(v["event"].clone()).expect("event");
                                live.game.apply(&e);
                            }
                        }
                        200 => catch_up(&c, &admin, live).await,
                        409 => {
                            conflicts.fetch_add(1, Ordering::Relaxed);
                            catch_up(&c, &admin, live).await;
                        }
                        other => panic!("{other}: {answer}"),
                    }
                }
            }
            (latencies, mine, replaced)
        }));
    }
    let t0 = Instant::now();
    tokio::time::sleep(Duration::from_secs(o.seconds)).await;
    stop.store(true, Ordering::Relaxed);
    let (mut all, mut games, mut replaced) = (Vec::new(), Vec::new(), 0);
    for h in handles {
        let (latencies, mine, finished) = h.await.expect("worker");
        replaced += finished;
        all.extend(latencies);
        games.extend(mine);
    }
    let elapsed = t0.elapsed().as_secs_f64();
    all.sort_unstable();
    let live = games.iter().filter(|g| !g.game.is_finished()).count();
    println!(
        "actions: {} durable in {elapsed:.1} s = {:.0}/s; p50 {:.2} ms, p99 {:.2} ms ({} workers, {live} live games, {replaced} finished and replaced, {} conflicts)",
        all.len(),
        all.len() as f64 / elapsed,
        millis(&all, 0.50),
        millis(&all, 0.99),
        o.workers,
        conflicts.load(Ordering::Relaxed),
    );
    games
}

/// Phase 2: conditional GETs of game views that did not change.
async fn polls(c: &Client, token: &str, games: &[Live], o: &Options) {
    let mut targets = Vec::new();
    for g in games.iter().take(o.workers * 4) {
        let res = c
            .http
            .get(format!("{}/v1/games/{}", c.base, g.id))
            .bearer_auth(token)
            .send()
            .await
            .expect("view");
        let etag = res.headers().get("etag").expect("etag").to_str().expect("ascii").to_owned();
        targets.push((format!("{}/v1/games/{}", c.base, g.id), etag));
    }
    let targets = Arc::new(targets);
    let stop = Arc::new(AtomicBool::new(false));
    let mut handles = Vec::new();
    for w in 0..o.workers {
        let (c, token, stop, targets) =
            (c.clone(), token.to_owned(), stop.clone(), targets.clone());
        handles.push(tokio::spawn(async move {
            let mut n = 0u64;
            let mut i = w;
            while !stop.load(Ordering::Relaxed) {
                let (url, etag) = &targets[i % targets.len()];
                i += 7;
                let res = c
                    .http
                    .get(url)
                    .bearer_auth(&token)
                    .header("If-None-Match", etag)
                    .send()
                    .await
                    .expect("poll");
                assert_eq!(res.status(), 304);
                n += 1;
            }
            n
        }));
    }
    let t0 = Instant::now();
    tokio::time::sleep(Duration::from_secs(o.seconds.min(10))).await;
    stop.store(true, Ordering::Relaxed);
    let mut total = 0;
    for h in handles {
        total += h.await.expect("poller");
    }
    let elapsed = t0.elapsed().as_secs_f64();
    println!(
        "polls: {total} × 304 in {elapsed:.1} s = {:.0}/s ({} pollers)",
        total as f64 / elapsed,
        o.workers
    );
}
