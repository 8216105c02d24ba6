//! The side-by-side run (`--versus`): after the service's own phase, the
//! same harness (as many live games, as many clients, as many seconds, the
//! same PostgreSQL server reached the same way) drives boardgame.io on
//! PostgreSQL (`bgio-postgres`, as its documentation deploys it; the game
//! and the server are in `benches/versus/boardgame-io`).
//!
//! boardgame.io takes moves over socket.io, so each game has one websocket,
//! synced as player 0, on which both players' moves are sent with their
//! credentials (what a client of that framework does). A move is timed from
//! its `update` frame to the `update` the server broadcasts back. That
//! answer comes before boardgame.io writes the move (its master tells the
//! sockets, then writes), so its latencies flatter it; what is durable is
//! counted in its database instead: the sum of every match's `_stateID`
//! at the start and the end of the window.

use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::time::{Duration, Instant};

use futures_util::{SinkExt as _, StreamExt as _};
use sea_orm::{ConnectionTrait as _, Database, DbBackend, Statement};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use domain::rules::{GameSetup, Options};
use domain::sim::play_random_game;
use domain::{Color, Seed};

use crate::common::play::Latencies;
use crate::common::{pg, wire};
use crate::cpu;

/// Where the boardgame.io server and its locked dependencies are.
const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/versus/boardgame-io");
/// The socket.io namespace of the game (its name), as a frame's prefix.
const EVENT: &str = "42/armies,";
/// How long a move may take before the run gives up on it.
const PATIENCE: Duration = Duration::from_secs(10);

/// The Node.js server, killed when dropped.
struct Node(Child);

impl Drop for Node {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Installs the locked dependencies if they are not there yet (`npm ci`,
/// from the npm registry).
fn installed() {
    if std::path::Path::new(DIR).join("node_modules/boardgame.io").exists() {
        return;
    }
    println!("installing boardgame.io (npm ci in {DIR}) ...");
    let status = Command::new("npm")
        .args(["ci", "--no-audit", "--no-fund"])
        .current_dir(DIR)
        .status()
        .expect("npm (Node.js 20)");
    assert!(status.success(), "npm ci in {DIR}");
}

/// One match as its client follows it: its websocket, synced as player 0.
struct Match {
    id: String,
    credentials: [String; 2],
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    state_id: u64,
    current: usize,
    over: bool,
}

impl Match {
    /// A new match: created and joined by two players over the lobby's
    /// REST API, then synced over a websocket.
    async fn open(http: &mut wire::Conn, port: u16) -> Match {
        let created = post(http, "/games/armies/create", &json!({"numPlayers": 2})).await;
        let id = created["matchID"].as_str().expect("a match id").to_owned();
        let mut credentials = [String::new(), String::new()];
        for (player, name) in [(0, "Ana"), (1, "Beto")] {
            let path = format!("/games/armies/{id}/join");
            let body = json!({"playerID": player.to_string(), "playerName": name});
            let joined = post(http, &path, &body).await;
            credentials[player] =
                joined["playerCredentials"].as_str().expect("credentials").to_owned();
        }
        let url = format!("ws://127.0.0.1:{port}/socket.io/?EIO=4&transport=websocket");
        let (ws, _) = tokio_tungstenite::connect_async(url).await.expect("a websocket");
        let mut m = Match { id, credentials, ws, state_id: 0, current: 0, over: false };
        m.frame().await; // the engine's open packet
        m.ws.send(Message::text("40/armies,")).await.expect("connect the namespace");
        m.frame().await;
        let sync = json!(["sync", m.id, "0", m.credentials[0], 2]);
        m.ws.send(Message::text(format!("{EVENT}{sync}"))).await.expect("sync");
        let synced = m.event("sync").await;
        m.follow(&synced[2]["state"]);
        m
    }

    /// The next text frame, answering the engine's pings on the way.
    async fn frame(&mut self) -> String {
        loop {
            let next = tokio::time::timeout(PATIENCE, self.ws.next()).await;
            let message = next.expect("boardgame.io answers").expect("open").expect("a frame");
            let Message::Text(text) = message else { continue };
            if text.as_str() == "2" {
                self.ws.send(Message::text("3")).await.expect("pong");
                continue;
            }
            return text.as_str().to_owned();
        }
    }

    /// The next event named `name` (others, such as `matchData`, skipped).
    async fn event(&mut self, name: &str) -> Value {
        loop {
            let frame = self.frame().await;
            let Some(payload) = frame.strip_prefix(EVENT) else { continue };
            let event: Value = serde_json::from_str(payload).expect("an event");
            if event[0] == name {
                return event;
            }
        }
    }

    fn follow(&mut self, state: &Value) {
        self.state_id = state["_stateID"].as_u64().expect("a state id");
        self.current = usize::from(state["ctx"]["currentPlayer"] == "1");
        self.over = !state["ctx"]["gameover"].is_null();
    }

    /// The current player's move, and how long its answer took.
    async fn play(&mut self) -> Duration {
        let player = self.current.to_string();
        let action = json!({
            "type": "MAKE_MOVE",
            "payload": {"type": "place", "args": [], "playerID": player,
                        "credentials": self.credentials[self.current]},
        });
        let update = json!(["update", action, self.state_id, self.id, player]);
        let sent = Instant::now();
        self.ws.send(Message::text(format!("{EVENT}{update}"))).await.expect("a move");
        let answer = self.event("update").await;
        let took = sent.elapsed();
        self.follow(&answer[2]);
        took
    }
}

async fn post(http: &mut wire::Conn, path: &str, body: &Value) -> Value {
    let body = serde_json::to_vec(body).expect("JSON");
    let headers = [("content-type", "application/json")];
    let answer = http.send("POST", path, &headers, Some(&body)).await;
    assert_eq!(answer.status, 200, "{path}: {}", String::from_utf8_lossy(&answer.body));
    serde_json::from_slice(&answer.body).expect("JSON")
}

/// Moves boardgame.io has written so far: every match's state id summed.
async fn written(db: &sea_orm::DatabaseConnection) -> u64 {
    let sql =
        r#"SELECT COALESCE(SUM(("state"->>'_stateID')::bigint), 0)::bigint AS n FROM "Games""#;
    let row = db
        .query_one_raw(Statement::from_string(DbBackend::Postgres, sql))
        .await
        .expect("the sum")
        .expect("a row");
    u64::try_from(row.try_get::<i64>("", "n").expect("n")).expect("a count")
}

/// Runs boardgame.io with the options' live games, clients, window and
/// route to PostgreSQL, its games lasting `length` moves; prints its
/// figures and returns its durable moves per second.
pub(crate) async fn run(o: &crate::Options, length: u32) -> f64 {
    installed();
    let (name, url) = pg::fresh_database("teg_versus", o.tcp).await;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let node = Node(
        Command::new("node")
            .arg("server.js")
            .current_dir(DIR)
            .env("PORT", port.to_string())
            .env("DATABASE_URL", &url)
            .env("LENGTH", length.to_string())
            .stdout(Stdio::null())
            .spawn()
            .expect("node (Node.js 20)"),
    );
    ready(port).await;
    println!("boardgame.io: setting up {} matches ...", o.games);
    let db = Database::connect(&url).await.expect("boardgame.io's database");
    let rate = phase(o, length, port, node.0.id(), &name, &db).await;
    drop(node);
    db.close().await.expect("closed");
    pg::drop_database(&name).await;
    rate
}

/// How many commands the bench's games last on average: 200 two-player
/// Revancha games between the same random players, with the service's
/// default options, played by the engine alone (the dice differ from the
/// server's, the distribution does not).
pub(crate) fn our_length() -> u32 {
    const GAMES: u64 = 200;
    let setup = GameSetup { players: vec![Color::Red, Color::Blue], options: Options::default() };
    let commands: u64 = (0..GAMES)
        .map(|i| {
            let mut seed = [0u8; 32];
            seed[..8].copy_from_slice(&i.to_le_bytes());
            play_random_game(&setup, Seed(seed)).expect("a random game plays to the end").commands
        })
        .sum();
    let length = u32::try_from(commands / GAMES).expect("a game's length");
    println!("the bench's games last {length} commands on average ({GAMES} played by the engine)");
    length
}

/// Waits (at most 30 s) until the lobby answers.
async fn ready(port: u16) {
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        if tokio::net::TcpStream::connect(addr).await.is_ok() {
            let mut http = wire::Conn::connect(addr).await;
            if http.send("GET", "/games", &[], None).await.status == 200 {
                return;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("boardgame.io did not start on {addr}");
}

/// Sets up the matches (each client its share), then times the window:
/// moves answered, moves written, and the CPU both servers spent.
async fn phase(
    o: &crate::Options,
    length: u32,
    port: u16,
    pid: u32,
    database: &str,
    db: &sea_orm::DatabaseConnection,
) -> f64 {
    let (games, workers) = (o.games, o.workers);
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let stop = Arc::new(AtomicBool::new(false));
    let set_up = Arc::new(tokio::sync::Barrier::new(workers + 1));
    let mut handles = Vec::new();
    for w in 0..workers {
        let share = games / workers + usize::from(w < games % workers);
        let (stop, set_up) = (stop.clone(), set_up.clone());
        handles.push(tokio::spawn(async move {
            let mut http = wire::Conn::connect(addr).await;
            let mut mine = Vec::with_capacity(share);
            for _ in 0..share {
                mine.push(Match::open(&mut http, port).await);
            }
            set_up.wait().await;
            let mut latencies = Latencies::default();
            while !stop.load(Relaxed) {
                for m in &mut mine {
                    if stop.load(Relaxed) {
                        break;
                    }
                    if m.over {
                        *m = Match::open(&mut http, port).await;
                    }
                    latencies.push(m.play().await);
                }
            }
            latencies
        }));
    }
    set_up.wait().await;
    let (before, t0) = (written(db).await, Instant::now());
    let (node0, pg0) = (cpu::process_seconds(pid), cpu::Usage::now(Some(database)));
    tokio::time::sleep(Duration::from_secs(o.seconds)).await;
    let (after, elapsed) = (written(db).await, t0.elapsed().as_secs_f64());
    let (node1, pg1) = (cpu::process_seconds(pid), cpu::Usage::now(Some(database)));
    stop.store(true, Relaxed);
    let mut latencies = Latencies::default();
    for h in handles {
        latencies.extend(h.await.expect("a boardgame.io client"));
    }
    let durable = after - before;
    assert!(durable > 0, "boardgame.io wrote no move in the window");
    let per = |seconds: f64| seconds * 1e6 / durable.max(1) as f64;
    println!(
        "boardgame.io 0.50.2 + bgio-postgres 1.0.16: {:.0} answered/s ({}), {:.0} durable/s ({durable} written in {elapsed:.1} s, games of {length} moves); cpu per durable move: Node.js {:.0} µs, PostgreSQL {:.0} µs",
        latencies.len() as f64 / elapsed,
        latencies.summary(),
        durable as f64 / elapsed,
        per(node1 - node0),
        per(pg1.since(pg0).postgres),
    );
    durable as f64 / elapsed
}
