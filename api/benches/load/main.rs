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
//! `--quick` (a smoke run: 40 games, 4 clients, 3 s), `--versus` (then
//! the same run against boardgame.io on PostgreSQL, and the ratio; see
//! `versus`), `--versus-length N` (the moves a boardgame.io game lasts;
//! by default as many as the bench's games last on average: the commands
//! of 200 two-player games between the same random players, played by the
//! engine alone).
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

use common::pg;
use common::play::{self, Client, Latencies};
use domain::Seed;
use domain::rules::{Command, Game};
use domain::sim::RandomPlayer;
use teg_api::config::Config;
use teg_api::startup::Application;

#[path = "../common/mod.rs"]
mod common;
mod cpu;
mod versus;

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
    versus: bool,
    versus_length: Option<u32>,
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
        versus: false,
        versus_length: None,
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
            "--versus" => o.versus = true,
            "--versus-length" => {
                let n = number().expect("--versus-length N");
                o.versus_length = Some(u32::try_from(n).expect("--versus-length N"));
            }
            "--quick" => (o.games, o.workers, o.seconds) = (40, 4, 3),
            _ => {} // cargo passes `--bench`
        }
    }
    o
}

/// `Authorization` header values, made once: red and blue play every game.
#[derive(Clone)]
struct Bearers {
    players: [String; 2],
    admin: String,
}

/// One live game as its clients follow it.
struct Live {
    id: String,
    game: Game,
    bot: RandomPlayer,
}

/// A new two-player game, started, with its local copy.
async fn new_game(c: &mut Client, auth: &Bearers, i: usize) -> Live {
    let [red, blue] = &auth.players;
    let id = play::new_game(c, red, blue).await;
    let seed = Seed([u8::try_from(i % 251).unwrap(); 32]);
    let mut live = Live { id, game: Game::new(), bot: RandomPlayer::new(&seed) };
    play::catch_up(c, &auth.admin, &live.id, &mut live.game).await;
    live
}

async fn setup(c: &mut Client, auth: &Bearers, n: usize) -> Vec<Live> {
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        out.push(new_game(c, auth, i).await);
    }
    out
}

/// A database URL, and the PostgreSQL database to drop afterwards.
/// `--tcp` reaches PostgreSQL over the loopback instead of its socket.
async fn fresh_database(o: &Options) -> (String, Option<String>) {
    if o.sqlite {
        let file =
            std::env::temp_dir().join(format!("teg-load-{}.db", uuid::Uuid::new_v4().simple()));
        return (format!("sqlite://{}?mode=rwc", file.display()), None);
    }
    let (name, url) = pg::fresh_database("teg_load", o.tcp).await;
    (url, Some(name))
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
        clients.block_on(pg::drop_database(&name));
    }
}

async fn run(o: &Options, addrs: &[SocketAddr], database: Option<&str>) {
    let mut c = Client::connect_all(addrs).await;
    let auth = Bearers {
        admin: play::admin(&mut c).await,
        players: [
            play::guest(&mut c, "Ana").await.bearer,
            play::guest(&mut c, "Beto").await.bearer,
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
    let (games, ours) = actions(addrs, &auth, games, o, database).await;
    polls(addrs, &auth, &games, o).await;
    if o.versus {
        side_by_side(o, ours, o.versus_length.unwrap_or_else(versus::our_length)).await;
    }
}

/// The same run against boardgame.io, and the ratio of durable actions
/// per second (ours over theirs), with boardgame.io's games lasting
/// `length` moves.
async fn side_by_side(o: &Options, ours: f64, length: u32) {
    let theirs = versus::run(o, length).await;
    println!(
        "side by side: {ours:.0} / {theirs:.0} durable actions/s = {:.1}x",
        ours / theirs.max(f64::MIN_POSITIVE)
    );
}

/// Phase 1: each worker plays its share of the games round-robin, one
/// command per visit, with `expected_version`; only the POST is timed.
/// Returns the games and the durable actions per second.
async fn actions(
    addrs: &[SocketAddr],
    auth: &Bearers,
    games: Vec<Live>,
    o: &Options,
    database: Option<&str>,
) -> (Vec<Live>, f64) {
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
            let mut c = Client::connect_all(&addrs).await;
            let mut latencies = Latencies::default();
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
                    if sticky {
                        c.stick_to(&live.id);
                    }
                    let bot = &mut live.bot;
                    let choose = |game: &Game, legal: &[Command]| bot.choose(game, legal).cloned();
                    let (id, game) = (&live.id, &mut live.game);
                    let acted = play::act_with(
                        &mut c,
                        &auth.admin,
                        id,
                        game,
                        choose,
                        &auth.players,
                        &mut legal,
                    )
                    .await;
                    let Some(acted) = acted else { continue };
                    latencies.push(acted.took());
                    if acted.status == 409 {
                        conflicts.fetch_add(1, Ordering::Relaxed);
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
    let (mut all, mut games, mut replaced) = (Latencies::default(), Vec::new(), 0);
    for h in handles {
        let (latencies, mine, finished) = h.await.expect("worker");
        replaced += finished;
        all.extend(latencies);
        games.extend(mine);
    }
    let spent = cpu::Usage::now(database).since(cpu0);
    let elapsed = t0.elapsed().as_secs_f64();
    let live = games.iter().filter(|g| !g.game.is_finished()).count();
    println!(
        "actions: {} durable in {elapsed:.1} s = {:.0}/s; p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.1} ms ({} workers, {live} live games, {replaced} finished and replaced, {} conflicts)",
        all.len(),
        all.len() as f64 / elapsed,
        all.ms(0.50),
        all.ms(0.90),
        all.ms(0.99),
        all.ms(1.0),
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
    (games, all.len() as f64 / elapsed)
}

/// Phase 2: conditional GETs of game views that did not change.
async fn polls(addrs: &[SocketAddr], auth: &Bearers, games: &[Live], o: &Options) {
    let bearer = &auth.players[0];
    let pollers = o.pollers.unwrap_or(o.workers);
    let mut c = Client::connect_all(addrs).await;
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
            let mut c = Client::connect_all(&addrs).await;
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
