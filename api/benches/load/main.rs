//! The service load benchmark (not a test): the real server on a fresh
//! PostgreSQL database, driven over HTTP by concurrent clients on the same
//! machine. It reports durable actions per second with p50/p90/p99 latency
//! at N live games, then `304 Not Modified` polls per second.
//!
//! `cargo xtask bench load` runs it; options after it:
//! `--games N` (1000), `--workers N` (16), `--pollers N` (as many as
//! workers), `--seconds N` (15), `--tcp` (reach PostgreSQL over TCP
//! loopback, with the driver's default TLS negotiation, instead of its
//! local socket), `--sqlite` (the embedded default instead of PostgreSQL),
//! `--redis` (the Redis bus at `REDIS_URL` or 127.0.0.1:6379 instead of the
//! in-process one), `--instances N` (N instances on one database and bus,
//! each client sending its requests to them in turn: a round-robin
//! balancer's spread; with `--sticky` each game's requests go to one
//! instance, chosen by its id, as a balancer hashing the path would),
//! `--quick` (a smoke run: 40 games, 4 clients, 3 s).
//!
//! Beside throughput and latency it prints the CPU each durable action cost,
//! split into the server's threads, the load clients' (their own runtime),
//! PostgreSQL's and Redis's processes (see `cpu`); `cargo xtask profile`
//! splits the server's share further by what the time was spent on.
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

mod cpu;
mod wire;

struct Options {
    games: usize,
    workers: usize,
    pollers: Option<usize>,
    seconds: u64,
    tcp: bool,
    sqlite: bool,
    redis: bool,
    instances: usize,
    sticky: bool,
}

fn options() -> Options {
    let mut o = Options {
        games: 1000,
        workers: 16,
        pollers: None,
        seconds: 15,
        tcp: false,
        sqlite: false,
        redis: false,
        instances: 1,
        sticky: false,
    };
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
            "--redis" => o.redis = true,
            "--instances" => o.instances = number().expect("--instances N").max(1),
            "--sticky" => o.sticky = true,
            "--quick" => (o.games, o.workers, o.seconds) = (40, 4, 3),
            _ => {} // cargo passes `--bench`
        }
    }
    o
}

/// A client of the spawned server: one request at a time, over one
/// connection to each instance, taken in turn.
struct Client {
    conns: Vec<wire::Conn>,
    next: usize,
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
    async fn connect(addrs: &[SocketAddr]) -> Client {
        let mut conns = Vec::with_capacity(addrs.len());
        for addr in addrs {
            conns.push(wire::Conn::connect(*addr).await);
        }
        Client { conns, next: 0 }
    }

    /// Sends the next request to the instance that serves game `id`.
    fn stick_to(&mut self, id: &str) {
        let hash = id.bytes().fold(0_usize, |h, b| h.wrapping_mul(31).wrapping_add(usize::from(b)));
        self.next = hash % self.conns.len();
    }

    /// The connection for the next request: the instances in turn.
    fn conn(&mut self) -> &mut wire::Conn {
        let i = self.next % self.conns.len();
        self.next = self.next.wrapping_add(1);
        &mut self.conns[i]
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
        let answer = self.conn().send(method, path, headers, body).await;
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

/// The server runs on its own runtime (and actix's worker threads), the
/// load clients on another whose threads are named [`cpu::CLIENT_THREADS`],
/// so the CPU each spends can be told apart.
fn main() {
    let o = options();
    let server = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("runtime");
    let clients = tokio::runtime::Builder::new_multi_thread()
        .thread_name(cpu::CLIENT_THREADS)
        .enable_all()
        .build()
        .expect("runtime");
    let (database_url, pg_name) = clients.block_on(fresh_database(&o));
    let mut config = Config::for_local_tests(database_url);
    if o.redis {
        let url = std::env::var("REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into());
        config.redis_url = Some(url);
        config.redis_prefix = format!("teg-load-{}:", uuid::Uuid::new_v4().simple());
    }
    let mut addrs = Vec::new();
    for _ in 0..o.instances {
        let base = server.block_on(Application::spawn(config.clone())).expect("the app builds");
        addrs.push(base.trim_start_matches("http://").parse().expect("the server's address"));
    }
    clients.block_on(run(&o, &addrs, pg_name.as_deref()));
    if let Some(name) = pg_name {
        clients.block_on(postgres(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")));
    }
}

async fn run(o: &Options, addrs: &[SocketAddr], database: Option<&str>) {
    let mut c = Client::connect(addrs).await;
    let admin = json!({"username": "admin", "password": "admin password"});
    let auth = Bearers {
        admin: c.bearer("/v1/auth/login", admin).await,
        players: [
            c.bearer("/v1/auth/guest", json!({"display_name": "Ana"})).await,
            c.bearer("/v1/auth/guest", json!({"display_name": "Beto"})).await,
        ],
    };
    let store = if o.sqlite { "SQLite" } else { "PostgreSQL" };
    let bus = if o.redis { "Redis" } else { "in-process" };
    println!(
        "setting up {} two-player games on {store}, {bus} bus, {} instance(s) ...",
        o.games, o.instances
    );
    let started = Instant::now();
    let games = setup(&mut c, &auth, o.games).await;
    println!("  set up in {:.1} s", started.elapsed().as_secs_f64());
    let games = actions(addrs, &auth, games, o, database).await;
    polls(addrs, &auth, &games, o).await;
}

/// Phase 1: each worker plays its share of the games round-robin, one
/// command per visit, with `expected_version`; only the POST is timed.
async fn actions(
    addrs: &[SocketAddr],
    auth: &Bearers,
    games: Vec<Live>,
    o: &Options,
    database: Option<&str>,
) -> Vec<Live> {
    let stop = Arc::new(AtomicBool::new(false));
    let conflicts = Arc::new(AtomicU64::new(0));
    let mut shares: Vec<Vec<Live>> = (0..o.workers).map(|_| Vec::new()).collect();
    for (i, g) in games.into_iter().enumerate() {
        shares[i % o.workers].push(g);
    }
    let mut handles = Vec::new();
    for mut mine in shares {
        let (auth, stop, conflicts) = (auth.clone(), stop.clone(), conflicts.clone());
        let addrs = addrs.to_vec();
        let sticky = o.sticky;
        handles.push(tokio::spawn(async move {
            let mut c = Client::connect(&addrs).await;
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
                    if sticky {
                        c.stick_to(&live.id);
                    }
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
    let cpu0 = cpu::Usage::now(database);
    cpu::perf_control("enable");
    tokio::time::sleep(Duration::from_secs(o.seconds)).await;
    cpu::perf_control("disable");
    stop.store(true, Ordering::Relaxed);
    let (mut all, mut games, mut replaced) = (Vec::new(), Vec::new(), 0);
    for h in handles {
        let (latencies, mine, finished) = h.await.expect("worker");
        replaced += finished;
        all.extend(latencies);
        games.extend(mine);
    }
    let spent = cpu::Usage::now(database).since(cpu0);
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
    // Finished and new games' untimed requests and the last requests in
    // flight are in the CPU too; both are small beside the timed actions.
    let per = |seconds: f64| seconds * 1e6 / all.len().max(1) as f64;
    // Redis is counted only when the bench uses it: another client's use of
    // the machine's Redis is not the bench's.
    let redis = if o.redis { spent.redis } else { 0.0 };
    println!(
        "cpu per durable action: server {:.0} µs, PostgreSQL {:.0} µs, Redis {:.0} µs, load clients {:.0} µs; {:.2} of the machine's cores busy in all",
        per(spent.server),
        per(spent.postgres),
        per(redis),
        per(spent.clients),
        (spent.server + spent.postgres + redis + spent.clients) / elapsed,
    );
    games
}

/// Phase 2: conditional GETs of game views that did not change.
async fn polls(addrs: &[SocketAddr], auth: &Bearers, games: &[Live], o: &Options) {
    let bearer = &auth.players[0];
    let pollers = o.pollers.unwrap_or(o.workers);
    let mut c = Client::connect(addrs).await;
    let mut targets = Vec::new();
    for g in games.iter().take(pollers * 4) {
        let path = format!("/v1/games/{}", g.id);
        let answer = c.conn().send("GET", &path, &[("authorization", bearer)], None).await;
        assert_eq!(answer.status, 200);
        targets.push((path, answer.etag.expect("an ETag")));
    }
    let targets = Arc::new(targets);
    let stop = Arc::new(AtomicBool::new(false));
    let mut handles = Vec::new();
    for w in 0..pollers {
        let (bearer, stop, targets) = (bearer.clone(), stop.clone(), targets.clone());
        let addrs = addrs.to_vec();
        handles.push(tokio::spawn(async move {
            let mut c = Client::connect(&addrs).await;
            let mut n = 0u64;
            let mut i = w;
            while !stop.load(Ordering::Relaxed) {
                let (path, etag) = &targets[i % targets.len()];
                i += 7;
                let headers = [("authorization", bearer.as_str()), ("if-none-match", etag)];
                let answer = c.conn().send("GET", path, &headers, None).await;
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
