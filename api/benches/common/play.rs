//! What both benchmarks do over HTTP: sign in guests and the operator,
//! open and start two-player Revancha games, and play them. A game keeps a
//! local copy (a `domain::rules::Game` folded from the operator's event
//! list) from which its moves are chosen; an action's answer is folded into
//! it. Also the latency percentiles every figure is printed with.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use domain::rules::{Command, Event, Game};
use serde_json::{Value, json};

use super::wire;

/// A client of the server: one request at a time, over one connection to
/// each instance, taken in turn.
pub(crate) struct Client {
    conns: Vec<wire::Conn>,
    next: usize,
}

impl Client {
    /// A client of the one instance at `addr`.
    pub(crate) async fn connect(addr: SocketAddr) -> Client {
        Client::connect_all(&[addr]).await
    }

    /// A client of the instances at `addrs`, in turn (a round-robin
    /// balancer's spread).
    pub(crate) async fn connect_all(addrs: &[SocketAddr]) -> Client {
        let mut conns = Vec::with_capacity(addrs.len());
        for addr in addrs {
            conns.push(wire::Conn::connect(*addr).await);
        }
        Client { conns, next: 0 }
    }

    /// Sends the next request to the instance that serves game `id`, as a
    /// balancer hashing the path would.
    pub(crate) fn stick_to(&mut self, id: &str) {
        let hash = id.bytes().fold(0_usize, |h, b| h.wrapping_mul(31).wrapping_add(usize::from(b)));
        self.next = hash % self.conns.len();
    }

    /// The connection for the next request: the instances in turn.
    pub(crate) fn conn(&mut self) -> &mut wire::Conn {
        let i = self.next % self.conns.len();
        self.next = self.next.wrapping_add(1);
        &mut self.conns[i]
    }

    /// A request with a bearer (`auth`, the whole header value, may be
    /// empty) and an optional JSON body: the status and the raw body.
    pub(crate) async fn send(
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
    pub(crate) async fn json(
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

    /// A `GET` that must answer 200, timed: the body and the time taken.
    pub(crate) async fn timed_get(&mut self, path: &str, auth: &str) -> (Value, Duration) {
        let t = Instant::now();
        let (status, body) = self.send("GET", path, auth, None).await;
        let took = t.elapsed();
        assert_eq!(status, 200, "GET {path}: {}", String::from_utf8_lossy(&body));
        (serde_json::from_slice(&body).expect("JSON"), took)
    }
}

/// A signed-in user: the `Authorization` value and the user's id.
#[derive(Clone, Debug)]
pub(crate) struct User {
    pub(crate) bearer: String,
    pub(crate) id: String,
}

/// Signs in the operator the server was started with.
pub(crate) async fn admin(c: &mut Client) -> String {
    let body = json!({"username": "admin", "password": "admin password"});
    let (s, res) = c.json("POST", "/v1/auth/login", "", Some(body)).await;
    assert_eq!(s, 200, "{res}");
    format!("Bearer {}", res["token"].as_str().expect("token"))
}

/// A new guest.
pub(crate) async fn guest(c: &mut Client, name: &str) -> User {
    let (s, res) = c.json("POST", "/v1/auth/guest", "", Some(json!({"display_name": name}))).await;
    assert_eq!(s, 201, "{res}");
    User {
        bearer: format!("Bearer {}", res["token"].as_str().expect("token")),
        id: res["user_id"].as_str().expect("user_id").to_owned(),
    }
}

/// A new two-player Revancha game, `red` its creator and `blue` joined,
/// started: its id.
pub(crate) async fn new_game(c: &mut Client, red: &str, blue: &str) -> String {
    let body = json!({"max_players": 2, "color": "red"});
    let (s, g) = c.json("POST", "/v1/games", red, Some(body)).await;
    assert_eq!(s, 201, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let join = json!({"color": "blue"});
    let (s, b) = c.json("POST", &format!("/v1/games/{id}/join"), blue, Some(join)).await;
    assert_eq!(s, 200, "{b}");
    let (s, b) = c.json("POST", &format!("/v1/games/{id}/start"), red, None).await;
    assert_eq!(s, 200, "{b}");
    id
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

/// An action's body.
#[derive(serde::Serialize)]
struct Act<'a> {
    action: &'a Command,
    expected_version: u64,
}

/// The state of game `id` folded from its whole log (the operator's list).
pub(crate) async fn fold(c: &mut Client, admin: &str, id: &str) -> Game {
    let mut game = Game::new();
    catch_up(c, admin, id, &mut game).await;
    game
}

/// Brings `game` up to date from the operator's event list.
pub(crate) async fn catch_up(c: &mut Client, admin: &str, id: &str, game: &mut Game) {
    let path = format!("/v1/games/{id}/events?since={}", game.version());
    let (status, body) = c.send("GET", &path, admin, None).await;
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
    let batch: Batch = domain::wire::from_slice(game.board(), &body).expect("an event list");
    for item in &batch.events {
        game.apply(&item.event);
    }
}

/// What one action did.
pub(crate) struct Acted {
    /// The `POST`'s status: 200, or 409 when another client moved first.
    pub(crate) status: u16,
    /// When the `POST` was sent and when its answer was read.
    pub(crate) sent: Instant,
    pub(crate) answered: Instant,
    /// The game's version after it (the stored one on a 409).
    pub(crate) version: u64,
}

impl Acted {
    /// The `POST`'s latency.
    pub(crate) fn took(&self) -> Duration {
        self.answered - self.sent
    }
}

/// One move of game `id` whose state is `game`, picked by `choose` from the
/// actor's legal list, sent with `expected_version` by the actor's bearer;
/// the answer is folded into `game` (on a 409 it catches up instead).
pub(crate) async fn act_with(
    c: &mut Client,
    admin: &str,
    id: &str,
    game: &mut Game,
    mut choose: impl FnMut(&Game, &[Command]) -> Option<Command>,
    bearers: &[String; 2],
    legal: &mut Vec<Command>,
) -> Option<Acted> {
    if game.is_finished() {
        return None;
    }
    let actor = game.current_player()?;
    game.legal_actions_into(actor, legal);
    let command = choose(game, legal)?;
    let who = usize::from(actor != domain::Color::Red);
    let body = serde_json::to_vec(&Act { action: &command, expected_version: game.version() })
        .expect("JSON");
    let path = format!("/v1/games/{id}/actions");
    let sent = Instant::now();
    let (status, answer) = c.send("POST", &path, &bearers[who], Some(&body)).await;
    let answered = Instant::now();
    match status {
        // The actor's own answer holds no one else's secret in a two-player
        // game; if one did, catch up instead.
        200 if memchr::memmem::find(&answer, b"\"redacted\"").is_none() => {
            let batch: Batch = domain::wire::from_slice(game.board(), &answer).expect("events");
            for item in &batch.events {
                game.apply(&item.event);
            }
        }
        200 | 409 => catch_up(c, admin, id, game).await,
        other => panic!("{other}: {}", String::from_utf8_lossy(&answer)),
    }
    Some(Acted { status, sent, answered, version: game.version() })
}

/// Latencies in microseconds, summarised as percentiles.
#[derive(Default)]
pub(crate) struct Latencies {
    micros: Vec<u32>,
}

impl Latencies {
    pub(crate) fn push(&mut self, d: Duration) {
        self.micros.push(u32::try_from(d.as_micros()).unwrap_or(u32::MAX));
    }

    pub(crate) fn extend(&mut self, other: Latencies) {
        self.micros.extend(other.micros);
    }

    pub(crate) fn len(&self) -> usize {
        self.micros.len()
    }

    /// The `p` quantile (0 to 1), in ms.
    pub(crate) fn ms(&mut self, p: f64) -> f64 {
        self.micros.sort_unstable();
        if self.micros.is_empty() {
            return 0.0;
        }
        let i = ((self.micros.len() as f64 - 1.0) * p).round() as usize;
        f64::from(self.micros[i]) / 1000.0
    }

    /// `p50 … ms, p99 … ms, max … ms (n …)`.
    pub(crate) fn summary(&mut self) -> String {
        format!(
            "p50 {:.2} ms, p99 {:.2} ms, max {:.1} ms (n {})",
            self.ms(0.50),
            self.ms(0.99),
            self.ms(1.0),
            self.len()
        )
    }
}
