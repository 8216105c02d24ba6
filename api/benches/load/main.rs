//! The service load benchmark (not a test): the real server on a fresh
//! PostgreSQL database, driven over HTTP by concurrent clients on the same
//! machine. It reports durable actions per second with p50/p90/p99 latency
//! at N live games, then `304 Not Modified` polls per second.
//!
//! `cargo xtask bench load` runs it; options after it:
//! `--games N` (1000), `--workers N` (16), `--pollers N` (as many as
//! workers), `--seconds N` (15), `--tcp` (reach PostgreSQL over TCP
//! loopback, with the driver's default TLS negotiation, instead of its
//! local socket), `--sqlite` (the embedded default instead of PostgreSQL).
#![expect(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "a benchmark prints its figures"
)]

use std::net::SocketAddr;
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

mod wire;

struct Options {
    games: usize,
    workers: usize,
    pollers: Option<usize>,
    seconds: u64,
    tcp: bool,
    sqlite: bool,
}

fn options() -> Options {
    let mut o =
        Options { games: 1000, workers: 16, pollers: None, seconds: 15, tcp: false, sqlite: false };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = || args.next().and_then(|v| v.parse::<usize>().ok());
        match arg.as_str() {
            "--games" => o.games = number().expect("--games N"),
            "--workers" => o.workers = number().expect("--workers N"),
            "--pollers" => o.pollers = Some(number().expect("--pollers N")),
            "--seconds" => o.seconds = number().expect("--seconds N") as u64,
            "--tcp" => o.tcp = true,
            "--sqlite" => o.sqlite = true,
            _ => {} // cargo passes `--bench`
        }
    }
    o
}

/// A client of the spawned server: one connection, one request at a time.
struct Client {
    conn: wire::Conn,
}

/// `Authorization` header values, made once.
#[derive(Clone)]
struct Bearers {
    players: [String; 2],
    admin: String,
}

/// An action's body.
#[derive(serde::Serialize)]
struct Act<'a> {
    action: &'a Command,
    expected_version: u64,
}

/// An event list as the server sends it (an action's answer or `/events`).
#[derive(serde::Deserialize)]
struct Batch {
    events: Vec<Item>,
}

#[derive(serde::Deserialize)]
struct Item {
    event: Event,
}

impl Client {
    async fn connect(addr: SocketAddr) -> Client {
        Client { conn: wire::Conn::connect(addr).await }
    }

    /// A request with a bearer (`auth`, the whole header value, may be
    /// empty) and an optional JSON body: the status and the raw body.
    async fn send(
        &mut self,
        method: &str,
        path: &str,
        auth: &str,
        body: Option<&[u8]>,
    ) -> (u16, Vec<u8>) {
        let headers: &[(&str, &str)] =
            if auth.is_empty() { &[] } else { &[("authorization", auth)] };
        let answer = self.conn.send(method, path, headers, body).await;
        (answer.status, answer.body)
    }

    /// As [`Client::send`], with JSON both ways.
    async fn json(
        &mut self,
        method: &str,
        path: &str,
        auth: &str,
        body: Option<Value>,
    ) -> (u16, Value) {
        let bytes = body.map(|b| serde_json::to_vec(&b).expect("JSON"));
        let (status, text) = self.send(method, path, auth, bytes.as_deref()).await;
        (status, serde_json::from_slice(&text).unwrap_or(Value::Null))
    }

    /// Logs in (or registers a guest): the `Authorization` value.
    async fn bearer(&mut self, path: &str, body: Value) -> String {
        let (_, res) = self.json("POST", path, "", Some(body)).await;
        format!("Bearer {}", res["token"].as_str().expect("token"))
    }
}

/// One live game as its clients follow it.
struct Live {
    id: String,
    game: Game,
    bot: RandomPlayer,
}

/// Brings the local copy up to date from the operator's event list.
async fn catch_up(c: &mut Client, admin: &str, live: &mut Live) {
    let since = live.game.version();
    let path = format!("/v1/games/{}/events?since={since}", live.id);
    let (status, body) = c.send("GET", &path, admin, None).await;
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
    let batch: Batch = serde_json::from_slice(&body).expect("an event list");
    for item in &batch.events {
        live.game.apply(&item.event);
    }
}

/// A new two-player game, started, with its local copy.
async fn new_game(c: &mut Client, auth: &Bearers, i: usize) -> Live {
    let [red, blue] = &auth.players;
    let body = json!({"max_players": 2, "color": "red"});
    let (s, g) = c.json("POST", "/v1/games", red, Some(body)).await;
    assert_eq!(s, 201, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let join = json!({"color": "blue"});
    let (s, b) = c.json("POST", &format!("/v1/games/{id}/join"), blue, Some(join)).await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = c.json("POST", &format!("/v1/games/{id}/start"), red, None).await;
    assert_eq!(s, 200, "{b}");
    let seed = Seed([u8::try_from(i % 251).unwrap(); 32]);
    let mut live = Live { id, game: Game::new(), bot: RandomPlayer::new(&seed) };
    catch_up(c, &auth.admin, &mut live).await;
    live
}

async fn setup(c: &mut Client, auth: &Bearers, n: usize) -> Vec<Live> {
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        out.push(new_game(c, auth, i).await);
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

/// Where the PostgreSQL server listens locally (Debian's default).
const SOCKET_DIR: &str = "/var/run/postgresql";

/// A database URL, and the PostgreSQL database to drop afterwards. A
/// server next to its database reaches it through the local socket, as
/// `host=` in `DATABASE_URL` says: no TCP stack and no TLS between two
/// processes of one machine. `--tcp` measures the loopback route instead.
async fn fresh_database(o: &Options) -> (String, Option<String>) {
    if o.sqlite {
        let file =
            std::env::temp_dir().join(format!("teg-load-{}.db", uuid::Uuid::new_v4().simple()));
        return (format!("sqlite://{}?mode=rwc", file.display()), None);
    }
    let name = format!("teg_load_{}", uuid::Uuid::new_v4().simple());
    postgres(format!("CREATE DATABASE {name}")).await;
    let url = admin_url();
    let base = url.rsplit_once('/').map_or(url.as_str(), |(b, _)| b).to_owned();
    let socket = std::path::Path::new(SOCKET_DIR).join(".s.PGSQL.5432");
    if o.tcp || !socket.exists() {
        (format!("{base}/{name}"), Some(name))
    } else {
        (format!("{base}/{name}?host={SOCKET_DIR}"), Some(name))
    }
}

fn main() {
    let o = options();
    let runtime =
        tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("runtime");
    runtime.block_on(run(o));
}

async fn run(o: Options) {
    let (database_url, pg_name) = fresh_database(&o).await;
    let config = Config::for_local_tests(database_url);
    let base = Application::spawn(config).await.expect("the app builds");
    let addr: SocketAddr =
        base.trim_start_matches("http://").parse().expect("the server's address");
    let mut c = Client::connect(addr).await;
    let admin = json!({"username": "admin", "password": "admin password"});
    let auth = Bearers {
        admin: c.bearer("/v1/auth/login", admin).await,
        players: [
            c.bearer("/v1/auth/guest", json!({"display_name": "Ana"})).await,
            c.bearer("/v1/auth/guest", json!({"display_name": "Beto"})).await,
        ],
    };
    let store = if o.sqlite { "SQLite" } else { "PostgreSQL" };
    println!("setting up {} two-player games on {store} ...", o.games);
    let started = Instant::now();
    let games = setup(&mut c, &auth, o.games).await;
    println!("  set up in {:.1} s", started.elapsed().as_secs_f64());
    let games = actions(addr, &auth, games, &o).await;
    polls(addr, &auth, &games, &o).await;
    if let Some(name) = pg_name {
        postgres(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await;
    }
}

/// Phase 1: each worker plays its share of the games round-robin, one
/// command per visit, with `expected_version`; only the POST is timed.
async fn actions(addr: SocketAddr, auth: &Bearers, games: Vec<Live>, o: &Options) -> Vec<Live> {
    let stop = Arc::new(AtomicBool::new(false));
    let conflicts = Arc::new(AtomicU64::new(0));
    let mut shares: Vec<Vec<Live>> = (0..o.workers).map(|_| Vec::new()).collect();
    for (i, g) in games.into_iter().enumerate() {
        shares[i % o.workers].push(g);
    }
    let mut handles = Vec::new();
    for mut mine in shares {
        let (auth, stop, conflicts) = (auth.clone(), stop.clone(), conflicts.clone());
        handles.push(tokio::spawn(async move {
            let mut c = Client::connect(addr).await;
            let mut latencies: Vec<u32> = Vec::with_capacity(64 * 1024);
            let mut legal: Vec<Command> = Vec::new();
            let mut replaced = 0;
            while !stop.load(Ordering::Relaxed) {
                // Finished games are replaced (untimed), so the server keeps
                // the same number of live games all along.
                for live in &mut mine {
                    if live.game.is_finished() {
                        replaced += 1;
                        *live = new_game(&mut c, &auth, replaced).await;
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
                    let bearer = &auth.players[usize::from(actor != domain::Color::Red)];
                    let act = Act { action: &command, expected_version: live.game.version() };
                    let body = serde_json::to_vec(&act).expect("JSON");
                    let path = format!("/v1/games/{}/actions", live.id);
                    let t = Instant::now();
                    let (s, answer) = c.send("POST", &path, bearer, Some(&body)).await;
                    latencies.push(u32::try_from(t.elapsed().as_micros()).unwrap_or(u32::MAX));
                    match s {
                        // The actor's own answer holds no one else's secret
                        // in a two-player game; if one did, catch up instead.
                        200 if memchr::memmem::find(&answer, b"\"redacted\"").is_none() => {
                            let batch: Batch = serde_json::from_slice(&answer).expect("events");
                            for item in &batch.events {
                                live.game.apply(&item.event);
                            }
                        }
                        200 => catch_up(&mut c, &auth.admin, live).await,
                        409 => {
                            conflicts.fetch_add(1, Ordering::Relaxed);
                            catch_up(&mut c, &auth.admin, live).await;
                        }
                        other => panic!("{other}: {}", String::from_utf8_lossy(&answer)),
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
        "actions: {} durable in {elapsed:.1} s = {:.0}/s; p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.1} ms ({} workers, {live} live games, {replaced} finished and replaced, {} conflicts)",
        all.len(),
        all.len() as f64 / elapsed,
        millis(&all, 0.50),
        millis(&all, 0.90),
        millis(&all, 0.99),
        millis(&all, 1.0),
        o.workers,
        conflicts.load(Ordering::Relaxed),
    );
    games
}

/// Phase 2: conditional GETs of game views that did not change.
async fn polls(addr: SocketAddr, auth: &Bearers, games: &[Live], o: &Options) {
    let bearer = &auth.players[0];
    let pollers = o.pollers.unwrap_or(o.workers);
    let mut c = Client::connect(addr).await;
    let mut targets = Vec::new();
    for g in games.iter().take(pollers * 4) {
        let path = format!("/v1/games/{}", g.id);
        let answer = c.conn.send("GET", &path, &[("authorization", bearer)], None).await;
        assert_eq!(answer.status, 200);
        targets.push((path, answer.etag.expect("an ETag")));
    }
    let targets = Arc::new(targets);
    let stop = Arc::new(AtomicBool::new(false));
    let mut handles = Vec::new();
    for w in 0..pollers {
        let (bearer, stop, targets) = (bearer.clone(), stop.clone(), targets.clone());
        handles.push(tokio::spawn(async move {
            let mut c = Client::connect(addr).await;
            let mut n = 0u64;
            let mut i = w;
            while !stop.load(Ordering::Relaxed) {
                let (path, etag) = &targets[i % targets.len()];
                i += 7;
                let headers = [("authorization", bearer.as_str()), ("if-none-match", etag)];
                let answer = c.conn.send("GET", path, &headers, None).await;
                assert_eq!(answer.status, 304);
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
        pollers
    );
}
