//! Shared by the API's tests: a fresh PostgreSQL database per test (required
//! when `CI=true`, skipped loudly elsewhere when unreachable) and a JSON
//! HTTP call helper.
#![allow(dead_code, unreachable_pub, reason = "each test binary uses a different subset")]
#![expect(clippy::print_stderr, reason = "a skipped database test says so")]

pub mod admin;

use domain::Seed;
use domain::board::Board;
use domain::rules::{Command, Event, Game};
use domain::sim::RandomPlayer;
use reqwest::StatusCode;
use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};
use serde_json::{Value, json};

#[path = "../support/graphql_wire.rs"]
pub mod graphql_wire;
pub mod recorded;
pub mod spec;

/// GraphQL's output shapes, read from the OpenAPI document once.
pub fn shapes() -> &'static graphql_wire::Shapes {
    static SHAPES: std::sync::OnceLock<graphql_wire::Shapes> = std::sync::OnceLock::new();
    SHAPES.get_or_init(|| {
        let spec = teg_api::http::openapi::document_json();
        graphql_wire::Shapes::of(&serde_json::from_str(&spec).expect("the spec is JSON"))
    })
}

/// `query` with each `%Type` replaced by a selection of every field of
/// the generated GraphQL type `Type` (`__typename` in each object), so a
/// test reads all a client could.
pub fn full(query: &str) -> String {
    let mut out = String::with_capacity(query.len());
    let mut rest = query;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let name: String =
            rest[at + 1..].chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
        out.push_str(&select(&name));
        rest = &rest[at + 1 + name.len()..];
    }
    out.push_str(rest);
    out
}

/// A selection of every field of `name`; `Followed` is a `gameEvents`
/// item: a versioned event of the log or the caller's `YourTurn` (its
/// fields aliased to REST's keys).
fn select(name: &str) -> String {
    if name != "Followed" {
        return shapes().select(name);
    }
    let events = shapes().select("Event");
    let events = events.strip_suffix(" }").unwrap_or(&events);
    let turn = "... on YourTurn { type game_id: gameId version deadline }";
    let whisper = format!("... on Whisper {}", shapes().select("Whisper"));
    format!("{{ version event {events} {turn} {whisper} }} }}")
}

/// A GraphQL answer with its generated types read back in REST's shape
/// (REST's keys, tuples as arrays, secrets as `{"known": ...}` or
/// `"redacted"`), so one assertion can read both channels.
pub fn as_rest(answer: &Value) -> Value {
    shapes().rest(answer)
}

/// The administrative connection URL (`TEG_TEST_POSTGRES` overrides it).
pub fn admin_url() -> String {
    std::env::var("TEG_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

/// Whether real services are required (CI).
pub fn required() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

/// Creates a uniquely named database: `(url, name)`, or `None` when skipped.
pub async fn fresh_postgres() -> Option<(String, String)> {
    let admin_url = admin_url();
    let admin = match Database::connect(&admin_url).await {
        Ok(db) => db,
        Err(e) if required() => panic!("PostgreSQL is required in CI: {e}"),
        Err(e) => {
            eprintln!("SKIPPED: PostgreSQL unreachable at {admin_url}: {e}");
            return None;
        }
    };
    let name = format!("teg_test_{}", uuid::Uuid::new_v4().simple());
    admin
        .execute_raw(Statement::from_string(DbBackend::Postgres, format!("CREATE DATABASE {name}")))
        .await
        .expect("create database");
    let base = admin_url.rsplit_once('/').map_or(admin_url.as_str(), |(b, _)| b).to_owned();
    Some((format!("{base}/{name}"), name))
}

/// Drops a test database, closing whatever still holds it.
pub async fn drop_postgres(name: &str) {
    let admin = Database::connect(&admin_url()).await.expect("admin");
    let _ = admin
        .execute_raw(Statement::from_string(
            DbBackend::Postgres,
            format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
        ))
        .await;
}

/// One JSON request: (status, body as JSON, or the text as a JSON string).
pub async fn call(
    http: &reqwest::Client,
    method: &str,
    url: String,
    token: Option<&str>,
    body: Option<serde_json::Value>,
) -> (reqwest::StatusCode, serde_json::Value) {
    let method = reqwest::Method::from_bytes(method.as_bytes()).expect("an HTTP method");
    let mut req = http.request(method.clone(), &url);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    if let Some(b) = &body {
        req = req.json(b);
    }
    let res = req.send().await.expect("request");
    let status = res.status();
    if let Some(b) = &body {
        spec::check(method.as_str(), &url, b, status);
    }
    let text = res.text().await.expect("body");
    (status, serde_json::from_str(&text).unwrap_or(serde_json::Value::String(text)))
}

/// The embedded-default configuration for a test: SQLite in a temp file,
/// the in-process bus, an operator `admin` / `admin password`.
pub fn sqlite_config(tag: &str) -> (teg_api::config::Config, std::path::PathBuf) {
    let db = std::env::temp_dir().join(format!("teg-{tag}-{}.db", uuid::Uuid::new_v4().simple()));
    let config =
        teg_api::config::Config::for_local_tests(format!("sqlite://{}?mode=rwc", db.display()));
    (config, db)
}

/// Builds and runs the real server on a random port: `(base URL, SQLite file)`.
pub async fn spawn_sqlite(tag: &str) -> (String, std::path::PathBuf) {
    let (config, db) = sqlite_config(tag);
    let base = teg_api::startup::Application::spawn(config).await.expect("the app builds");
    (base, db)
}

/// A spawned server and a client for it; the SQLite file goes with it.
pub struct TestApp {
    pub base: String,
    pub http: reqwest::Client,
    pub db: std::path::PathBuf,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.db);
    }
}

impl TestApp {
    /// The real server on SQLite (see [`spawn_sqlite`]).
    pub async fn spawn(tag: &str) -> Self {
        let (base, db) = spawn_sqlite(tag).await;
        Self { base, http: reqwest::Client::new(), db }
    }

    /// One JSON call on this server.
    pub async fn call(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<serde_json::Value>,
    ) -> (reqwest::StatusCode, serde_json::Value) {
        call(&self.http, method, format!("{}{path}", self.base), token, body).await
    }

    /// `GET path` as `token`: the response itself, for its headers or its
    /// stream.
    pub async fn raw_get(&self, path: &str, token: impl std::fmt::Display) -> reqwest::Response {
        self.http.get(format!("{}{path}", self.base)).bearer_auth(token).send().await.expect("get")
    }

    /// `GET path` as `token` with `If-None-Match: etag`: the response.
    pub async fn get_if_none_match(
        &self,
        path: &str,
        token: &str,
        etag: &str,
    ) -> reqwest::Response {
        self.http
            .get(format!("{}{path}", self.base))
            .bearer_auth(token)
            .header("if-none-match", etag)
            .send()
            .await
            .expect("get")
    }

    /// One GraphQL `query` as `token`: the response itself, for its status.
    pub async fn raw_gql(&self, token: &str, query: &str) -> reqwest::Response {
        self.http
            .post(format!("{}/graphql", self.base))
            .bearer_auth(token)
            .json(&serde_json::json!({ "query": query }))
            .send()
            .await
            .expect("post")
    }

    /// `GET path` as `token`.
    pub async fn get(&self, path: &str, token: &str) -> (StatusCode, serde_json::Value) {
        self.call("GET", path, Some(token), None).await
    }

    /// `DELETE path` as `token`.
    pub async fn delete(&self, path: &str, token: &str) -> (StatusCode, serde_json::Value) {
        self.call("DELETE", path, Some(token), None).await
    }

    /// `POST path` with a JSON `body`, as `token`.
    pub async fn post(
        &self,
        path: &str,
        token: &str,
        body: serde_json::Value,
    ) -> (StatusCode, serde_json::Value) {
        self.call("POST", path, Some(token), Some(body)).await
    }
    /// `query` about game `id` (the variable `$g`), as `token`.
    pub async fn gql_game(&self, token: &str, query: &str, id: &str) -> serde_json::Value {
        self.gql(token, query, serde_json::json!({ "g": id })).await
    }

    /// One GraphQL request on this server, as `token`: the whole answer.
    pub async fn gql(
        &self,
        token: &str,
        query: &str,
        variables: serde_json::Value,
    ) -> serde_json::Value {
        let request = serde_json::json!({"query": full(query), "variables": variables});
        as_rest(&post_graphql(&self.http, &self.base, token, &request).await)
    }

    /// Sends one command of `token`'s in game `id`: the status and the answer.
    pub async fn try_act(
        &self,
        id: &str,
        token: &str,
        action: impl serde::Serialize,
    ) -> (StatusCode, serde_json::Value) {
        let body = serde_json::json!({ "action": action });
        self.call("POST", &format!("/v1/games/{id}/actions"), Some(token), Some(body)).await
    }

    /// Plays one command of `token`'s in game `id`; it must be accepted.
    /// The answer (the events as the caller sees them).
    pub async fn act(&self, id: &str, token: &str, action: serde_json::Value) -> serde_json::Value {
        let (s, b) = self.try_act(id, token, action).await;
        assert_eq!(s, reqwest::StatusCode::OK, "{b}");
        b
    }

    /// Each of `joiners` joins game `id`, then `owner` starts it; every
    /// step must be accepted.
    pub async fn fill_and_start(&self, id: &str, owner: &str, joiners: &[impl AsRef<str>]) {
        for token in joiners {
            let (s, b) = self
                .call("POST", &format!("/v1/games/{id}/join"), Some(token.as_ref()), None)
                .await;
            assert_eq!(s, StatusCode::OK, "{b}");
        }
        let (s, b) = self.call("POST", &format!("/v1/games/{id}/start"), Some(owner), None).await;
        assert_eq!(s, StatusCode::OK, "{b}");
    }

    pub async fn register(&self, name: &str) -> (String, String) {
        let (s, b) = self
            .call(
                "POST",
                "/v1/auth/register",
                None,
                Some(serde_json::json!({"username": name, "password": "secret password"})),
            )
            .await;
        assert_eq!(s, reqwest::StatusCode::CREATED, "{b}");
        (
            b["user_id"].as_str().expect("id").to_owned(),
            b["token"].as_str().expect("token").to_owned(),
        )
    }

    /// Registers each of `names` (as [`TestApp::register`]): their ids and
    /// tokens.
    pub async fn accounts<const N: usize>(&self, names: [&str; N]) -> [(String, String); N] {
        let mut accounts = [const { (String::new(), String::new()) }; N];
        for (account, name) in accounts.iter_mut().zip(names) {
            *account = self.register(name).await;
        }
        accounts
    }

    /// Registers each of `names` (as [`TestApp::register`]): their tokens.
    pub async fn tokens<const N: usize>(&self, names: [&str; N]) -> [String; N] {
        let mut tokens = [const { String::new() }; N];
        for (token, name) in tokens.iter_mut().zip(names) {
            *token = self.register(name).await.1;
        }
        tokens
    }

    /// Logs in: the status and the answer.
    pub async fn log_in(&self, username: &str, password: &str) -> (StatusCode, serde_json::Value) {
        let body = serde_json::json!({"username": username, "password": password});
        self.call("POST", "/v1/auth/login", None, Some(body)).await
    }

    /// The seeded operator's token.
    pub async fn admin_token(&self) -> String {
        let (s, b) = self.log_in("admin", "admin password").await;
        assert_eq!(s, reqwest::StatusCode::OK, "{b}");
        b["token"].as_str().expect("token").to_owned()
    }

    /// Plays `id` to its end over REST: whoever has a non-empty legal-actions
    /// list sends one of those actions, as `seed`'s random bot picks it
    /// ([`RestPlayer`]). Returns the moves.
    pub async fn play_over_rest(
        &self,
        id: &str,
        tokens: &[String],
        board: &'static Board,
        seed: Seed,
        max_moves: u32,
    ) -> u32 {
        let mut player = RestPlayer::new(self, id, board, seed).await;
        while player.step(self, tokens).await {
            assert!(player.moves < max_moves, "the game ends");
        }
        player.moves
    }

    /// The people of `tokens` at Risk-like game `id` play over REST
    /// (passively among people, as greedy bots against bots), while the service's bots play theirs, until each
    /// of them played `turns` turns themselves (`game::turns_played`, the
    /// rated game's bar, SVC-RATING).
    pub async fn play_turns(&self, id: &str, tokens: &[&str], turns: u32) {
        use domain::color::Color;
        let (_, view) = self.get(&format!("/v1/games/{id}"), tokens[0]).await;
        let board = match view["game"]["ruleset"].as_str() {
            Some("classic") => Board::classic(),
            Some("junior") => Board::junior(),
            _ => Board::revancha(),
        };
        let mut seats: Vec<(String, Color)> = Vec::new();
        for token in tokens {
            let (_, me) = self.get("/v1/me", token).await;
            let seat = view["game"]["seats"]
                .as_array()
                .expect("seats")
                .iter()
                .find(|s| s["user_id"] == me["id"])
                .unwrap_or_else(|| panic!("{me} sits at {view}"));
            let color = seat["color"].as_str().and_then(Color::parse).expect("a colour");
            seats.push(((*token).to_owned(), color));
        }
        let seed = Seed([5; 32]);
        let mut player = RestPlayer::new(self, id, board, seed).await;
        // So that nobody wins before each has played: at a table of people
        // only, they place what they must and attack nobody (a round-2
        // turn's placement is a move); against the service's bots they play
        // as the greedy bot, which holds its own.
        let bots =
            view["game"]["seats"].as_array().is_some_and(|s| s.iter().any(|s| !s["bot"].is_null()));
        if !bots {
            player.prefer = Some(|c| matches!(c, Command::Place { .. } | Command::EndTurn));
        }
        let mut log: Vec<domain::game::Event> = Vec::new();
        for _ in 0..20_000 {
            log.extend(player.news(self).await.into_iter().map(domain::game::Event::Risk));
            let played = |c: Color| {
                domain::game::turns_played(
                    &log,
                    domain::shared::SeatKey { seat: 0, color: Some(c) },
                )
            };
            if seats.iter().all(|(_, c)| played(*c) >= turns) {
                return;
            }
            assert!(!player.game.is_finished(), "the game ended before {turns} turns each");
            let bots =
                BotSeats { seats: &seats, level: domain::rules::BotLevel::Greedy, seed: &seed };
            if !player.move_as_bots(self, &bots).await {
                // The service's bot is on it.
                tokio::time::sleep(std::time::Duration::from_millis(5)).await;
            }
        }
        panic!("the people did not play {turns} turns");
    }

    /// A started game between two registered players: (id, [(user, token, color)]).
    pub async fn started_game(&self) -> (String, Vec<(String, String)>) {
        let ana = self.register("ana").await;
        let beto = self.register("beto").await;
        let (s, g) = self
            .call(
                "POST",
                "/v1/games",
                Some(&ana.1),
                Some(serde_json::json!({"max_players": 2, "color": "red"})),
            )
            .await;
        assert_eq!(s, reqwest::StatusCode::CREATED, "{g}");
        let id = g["id"].as_str().expect("id").to_owned();
        let (s, b) = self.call("POST", &format!("/v1/games/{id}/join"), Some(&beto.1), None).await;
        assert_eq!(s, reqwest::StatusCode::OK, "{b}");
        let (s, b) = self.call("POST", &format!("/v1/games/{id}/start"), Some(&ana.1), None).await;
        assert_eq!(s, reqwest::StatusCode::OK, "{b}");
        (id, vec![ana, beto])
    }
}

/// Reads an open event stream until `count` logged frames (those with an
/// `id:`) came: every frame's data, as JSON. `your_turn` frames
/// (SVC-NOTIFY) carry no `id:`; they are kept without being counted.
pub async fn sse_frames(res: reqwest::Response, count: usize) -> Vec<serde_json::Value> {
    assert_eq!(res.status(), reqwest::StatusCode::OK);
    let mut stream = Sse::new(res);
    let mut frames = Vec::new();
    let mut logged = 0;
    while logged < count {
        let frame = stream.frame().await;
        if let Some(data) = frame.field("data") {
            frames.push(serde_json::from_str(data).expect("json data"));
            logged += usize::from(frame.field("id").is_some());
        }
    }
    frames
}

/// An open event stream (SSE), read a frame at a time.
pub struct Sse {
    res: reqwest::Response,
    /// What came and is not yet a whole frame.
    text: String,
}

/// One frame of an event stream.
pub struct SseFrame(String);

impl SseFrame {
    /// The value of the frame's field `name` (`id`, `event`, `data`), if
    /// it has one.
    pub fn field(&self, name: &str) -> Option<&str> {
        self.0.lines().find_map(|l| l.strip_prefix(name)?.strip_prefix(": "))
    }
}

impl Sse {
    /// Reads `res`, an open event stream.
    pub fn new(res: reqwest::Response) -> Self {
        Self { res, text: String::new() }
    }

    /// The next frame, within 10 s of the one before.
    pub async fn frame(&mut self) -> SseFrame {
        loop {
            if let Some(end) = self.text.find("\n\n") {
                return SseFrame(self.text.drain(..end + 2).collect());
            }
            let chunk = tokio::time::timeout(std::time::Duration::from_secs(10), self.res.chunk())
                .await
                .expect("frames keep coming")
                .expect("chunk")
                .expect("not ended");
            self.text.push_str(std::str::from_utf8(&chunk).expect("utf-8"));
        }
    }
}

/// A problem+json answer with this status and code.
pub fn assert_problem(
    status: reqwest::StatusCode,
    body: &serde_json::Value,
    expected: reqwest::StatusCode,
    code: &str,
) {
    assert_eq!(status, expected, "{body}");
    assert_eq!(body["code"], code, "{body}");
    assert_eq!(body["status"], expected.as_u16());
    assert!(body["type"].is_string() && body["title"].is_string() && body["detail"].is_string());
}

/// The `field` of each object in the JSON array `list`, where it is text:
/// the names, ids or kinds a test compares.
pub fn texts<'a>(list: &'a serde_json::Value, field: &str) -> Vec<&'a str> {
    list.as_array()
        .unwrap_or_else(|| panic!("an array: {list}"))
        .iter()
        .filter_map(|item| item[field].as_str())
        .collect()
}

/// One GraphQL `request` (`{"query": …}`) as `token` to the server at
/// `base`: the answer, as sent.
pub async fn post_graphql(
    http: &reqwest::Client,
    base: &str,
    token: &str,
    request: &serde_json::Value,
) -> serde_json::Value {
    let answer = http.post(format!("{base}/graphql")).bearer_auth(token).json(request).send();
    answer.await.expect("graphql").json().await.expect("json")
}

/// Seats a test plays as the service's bot of `level` would
/// (`domain::bots::decide_for`): each one's token and colour.
pub struct BotSeats<'a> {
    /// Each seat's token and colour.
    pub seats: &'a [(String, domain::color::Color)],
    /// How the bots play.
    pub level: domain::rules::BotLevel,
    /// The bots' seed.
    pub seed: &'a Seed,
}

/// A GraphQL websocket (graphql-transport-ws).
pub type GqlSocket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Opens a GraphQL websocket on the server at `base` and initialises it with
/// `token`: the socket, and the server's first answer (its ack, or why not).
pub async fn graphql_socket(base: &str, token: &str) -> (GqlSocket, tungstenite::Message) {
    use futures_util::{SinkExt as _, StreamExt as _};
    let (mut ws, _) = graphql_upgrade(base).await.expect("websocket");
    ws.send(frame(&json!({"type": "connection_init", "payload": {"token": token}})))
        .await
        .expect("init");
    let first = ws.next().await.expect("an answer to init").expect("ok");
    (ws, first)
}

/// Opens a GraphQL websocket (graphql-transport-ws) on the server at
/// `base`, sending nothing yet: the socket, or why the upgrade failed.
pub async fn graphql_upgrade(
    base: &str,
) -> Result<(GqlSocket, tungstenite::handshake::client::Response), tungstenite::Error> {
    use tungstenite::client::IntoClientRequest as _;
    let mut request = format!("{}/graphql", base.replace("http://", "ws://"))
        .into_client_request()
        .expect("request");
    request
        .headers_mut()
        .insert("Sec-WebSocket-Protocol", "graphql-transport-ws".parse().expect("header"));
    tokio_tungstenite::connect_async(request).await
}

/// The next message on a GraphQL websocket, within 10 s, as JSON.
pub async fn next_message(ws: &mut GqlSocket) -> serde_json::Value {
    use futures_util::StreamExt as _;
    let message = tokio::time::timeout(std::time::Duration::from_secs(10), ws.next())
        .await
        .expect("a message in time")
        .expect("the socket open")
        .expect("a message");
    serde_json::from_str(message.to_text().expect("text")).expect("json")
}

/// A JSON message as a websocket text frame.
pub fn frame(message: &serde_json::Value) -> tungstenite::Message {
    let mut message = message.clone();
    if let Some(query) = message["payload"]["query"].as_str() {
        message["payload"]["query"] = full(query).into();
    }
    tungstenite::Message::Text(message.to_string().into())
}

use tokio_tungstenite::tungstenite;

/// A mutation on one pact by its id (accept, refuse, withdraw, dismiss a
/// zone, break, launch an aggression).
pub fn pact_op(name: &str, pact: u32, mut vars: serde_json::Value) -> (String, serde_json::Value) {
    vars["p"] = json!(pact);
    let q = format!(
        "mutation($g: String!, $p: Int!, $v: Int) {{ {name}(gameId: $g, pact: $p, expectedVersion: $v) {{ version }} }}"
    );
    (q, vars)
}

/// The typed GraphQL mutation for a command in game `game` on `board`, at
/// `version`: the query and its variables.
pub fn mutation(
    board: &Board,
    game: &str,
    command: &Command,
    version: u64,
) -> (String, serde_json::Value) {
    let slug = |c: &domain::CountryId| board.country(*c).slug.clone();
    let mut vars = json!({"g": game, "v": version});
    let q = match command {
        Command::Place { country, armies } => {
            vars["c"] = json!(slug(country));
            vars["a"] = json!(armies);
            "mutation($g: String!, $c: String!, $a: Int!, $v: Int) { place(gameId: $g, country: $c, armies: $a, expectedVersion: $v) { version } }"
        }
        Command::BuyMissile { country } => {
            vars["c"] = json!(slug(country));
            "mutation($g: String!, $c: String!, $v: Int) { buyMissile(gameId: $g, country: $c, expectedVersion: $v) { version } }"
        }
        Command::ConvertMissile { country } => {
            vars["c"] = json!(slug(country));
            "mutation($g: String!, $c: String!, $v: Int) { convertMissile(gameId: $g, country: $c, expectedVersion: $v) { version } }"
        }
        Command::Exchange { cards, continents } => {
            vars["cards"] = json!(cards.iter().map(slug).collect::<Vec<_>>());
            vars["ks"] = json!(
                continents.iter().map(|k| board.continent(*k).slug.clone()).collect::<Vec<_>>()
            );
            "mutation($g: String!, $cards: [String!]!, $ks: [String!]!, $v: Int) { exchange(gameId: $g, cards: $cards, continents: $ks, expectedVersion: $v) { version } }"
        }
        Command::Attack { from, to } => {
            vars["f"] = json!(slug(from));
            vars["t"] = json!(slug(to));
            "mutation($g: String!, $f: String!, $t: String!, $v: Int) { attack(gameId: $g, from: $f, to: $t, expectedVersion: $v) { version } }"
        }
        Command::FireMissile { from, to } => {
            vars["f"] = json!(slug(from));
            vars["t"] = json!(slug(to));
            "mutation($g: String!, $f: String!, $t: String!, $v: Int) { fireMissile(gameId: $g, from: $f, to: $t, expectedVersion: $v) { version } }"
        }
        Command::MoveIn { armies } => {
            vars["a"] = json!(armies);
            "mutation($g: String!, $a: Int!, $v: Int) { moveIn(gameId: $g, armies: $a, expectedVersion: $v) { version } }"
        }
        Command::Regroup { from, to, armies, missiles } => {
            vars["f"] = json!(slug(from));
            vars["t"] = json!(slug(to));
            vars["a"] = json!(armies);
            vars["m"] = json!(missiles);
            "mutation($g: String!, $f: String!, $t: String!, $a: Int!, $m: Int!, $v: Int) { regroup(gameId: $g, from: $f, to: $t, armies: $a, missiles: $m, expectedVersion: $v) { version } }"
        }
        Command::EndTurn => {
            "mutation($g: String!, $v: Int) { endTurn(gameId: $g, expectedVersion: $v) { version } }"
        }
        Command::ProposePact { to, terms } => {
            let continent = |k: &domain::ContinentId| board.continent(*k).slug.clone();
            vars["to"] = json!(to.as_str());
            match terms {
                domain::rules::PactTerms::Country { own, theirs } => {
                    vars["kind"] = json!("COUNTRY");
                    vars["own"] = json!(slug(own));
                    vars["theirs"] = json!(slug(theirs));
                }
                domain::rules::PactTerms::Continent { continent: k } => {
                    vars["kind"] = json!("CONTINENT");
                    vars["k"] = json!(continent(k));
                }
                domain::rules::PactTerms::ContinentBorder { continents } => {
                    vars["kind"] = json!("CONTINENT_BORDER");
                    vars["ks"] = json!(continents.iter().map(continent).collect::<Vec<_>>());
                }
                domain::rules::PactTerms::World => vars["kind"] = json!("WORLD"),
                domain::rules::PactTerms::Zone { country } => {
                    vars["kind"] = json!("ZONE");
                    vars["own"] = json!(slug(country));
                }
                domain::rules::PactTerms::Aggression { target, own, theirs, leader } => {
                    vars["kind"] = json!("AGGRESSION");
                    vars["target"] = json!(slug(target));
                    vars["own"] = json!(slug(own));
                    vars["theirs"] = json!(slug(theirs));
                    vars["leader"] = json!(leader.as_str());
                }
                domain::rules::PactTerms::Condominium { .. } => unreachable!("never proposed"),
            }
            "mutation($g: String!, $to: String!, $kind: PactKind!, $own: String, $theirs: String, $k: String, $ks: [String!], $target: String, $leader: String, $v: Int) { proposePact(gameId: $g, to: $to, kind: $kind, own: $own, theirs: $theirs, continent: $k, continents: $ks, target: $target, leader: $leader, expectedVersion: $v) { version } }"
        }
        Command::AcceptPact { pact } => return pact_op("acceptPact", *pact, vars),
        Command::RefusePact { pact } => return pact_op("refusePact", *pact, vars),
        Command::WithdrawPact { pact } => return pact_op("withdrawPact", *pact, vars),
        Command::DismissZone { pact } => return pact_op("dismissZone", *pact, vars),
        Command::BreakPact { pact } => return pact_op("breakPact", *pact, vars),
        Command::LaunchAggression { pact } => return pact_op("launchAggression", *pact, vars),
        Command::EndAggression => {
            "mutation($g: String!, $v: Int) { endAggression(gameId: $g, expectedVersion: $v) { version } }"
        }
        Command::AttackOccupant { from, to, occupant } => {
            vars["f"] = json!(slug(from));
            vars["t"] = json!(slug(to));
            vars["o"] = json!(occupant.as_str());
            "mutation($g: String!, $f: String!, $t: String!, $o: String!, $v: Int) { attackOccupant(gameId: $g, from: $f, to: $t, occupant: $o, expectedVersion: $v) { version } }"
        }
        Command::FireMissileAt { from, to, occupant } => {
            vars["f"] = json!(slug(from));
            vars["t"] = json!(slug(to));
            vars["o"] = json!(occupant.as_str());
            "mutation($g: String!, $f: String!, $t: String!, $o: String!, $v: Int) { fireMissileAt(gameId: $g, from: $f, to: $t, occupant: $o, expectedVersion: $v) { version } }"
        }
    };
    (q.to_owned(), vars)
}

/// The text at `url` (a page, a script, the metrics).
pub async fn text_at(http: &reqwest::Client, url: String) -> String {
    http.get(url).send().await.expect("get").text().await.expect("text")
}

/// A `legalActions { version actions }` answer read on `board`: the version
/// and the commands.
pub fn legal_commands(board: &'static Board, legal: &serde_json::Value) -> (u64, Vec<Command>) {
    let listed = &legal["data"]["legalActions"];
    let actions = domain::wire::from_value(board, &listed["actions"]);
    (listed["version"].as_u64().expect("version"), actions.expect("commands"))
}

/// Runs `test` on a fresh SQLite file's URL, then removes the file.
pub async fn on_sqlite<F: std::future::Future<Output = ()>>(test: impl FnOnce(String) -> F) {
    let db = std::env::temp_dir().join(format!("teg-once-{}.db", uuid::Uuid::new_v4().simple()));
    test(format!("sqlite://{}?mode=rwc", db.display())).await;
    let _ = std::fs::remove_file(db);
}

/// Runs `test` on a fresh PostgreSQL database's URL (skipped, loudly,
/// where there is none and CI does not require it), then drops it.
pub async fn on_postgres<F: std::future::Future<Output = ()>>(test: impl FnOnce(String) -> F) {
    let Some((url, name)) = fresh_postgres().await else { return };
    test(url).await;
    drop_postgres(&name).await;
}

/// A fresh PostgreSQL database's name, when PostgreSQL and this machine's
/// Redis both answer (required when `CI=true`, skipped loudly elsewhere):
/// what a test of a cluster stands on.
pub async fn fresh_database_with_redis() -> Option<String> {
    let redis = redis::Client::open("redis://127.0.0.1:6379").expect("url");
    if let Err(e) = redis.get_multiplexed_async_connection().await {
        assert!(!required(), "Redis is required in CI: {e}");
        eprintln!("SKIPPED: Redis unreachable: {e}");
        return None;
    }
    fresh_postgres().await.map(|(_, name)| name)
}

/// A server on PostgreSQL database `db` sharing this machine's Redis
/// under `prefix`: one instance of a cluster.
pub async fn redis_instance(db: &str, prefix: &str) -> String {
    let config = teg_api::config::Config {
        redis_url: Some("redis://127.0.0.1:6379".to_owned()),
        redis_prefix: prefix.to_owned(),
        ..teg_api::config::Config::for_local_tests(format!(
            "postgres://postgres@127.0.0.1:5432/{db}"
        ))
    };
    teg_api::startup::Application::spawn(config).await.expect("builds")
}

/// A new account on the server at `base`: (user id, token).
pub async fn register_at(http: &reqwest::Client, base: &str, name: &str) -> (String, String) {
    let body = serde_json::json!({"username": name, "password": "secret password"});
    let (s, b) = call(http, "POST", format!("{base}/v1/auth/register"), None, Some(body)).await;
    assert_eq!(s, reqwest::StatusCode::CREATED, "{b}");
    (b["user_id"].as_str().expect("id").to_owned(), b["token"].as_str().expect("token").to_owned())
}

/// A TCP proxy to `target` that can be cut (every connection dropped, new
/// ones closed at once) and restored.
pub struct Proxy {
    pub port: u16,
    open: std::sync::Arc<std::sync::atomic::AtomicBool>,
    links: std::sync::Arc<std::sync::Mutex<Vec<tokio::task::AbortHandle>>>,
}

impl Proxy {
    pub async fn start(target: &'static str) -> Proxy {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let port = listener.local_addr().expect("addr").port();
        let open = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        let links: std::sync::Arc<std::sync::Mutex<Vec<tokio::task::AbortHandle>>> =
            std::sync::Arc::default();
        let (is_open, all) = (open.clone(), links.clone());
        tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                if !is_open.load(std::sync::atomic::Ordering::SeqCst) {
                    continue;
                }
                let link = tokio::spawn(async move {
                    if let Ok(mut server) = tokio::net::TcpStream::connect(target).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                    }
                });
                all.lock().expect("links").push(link.abort_handle());
            }
        });
        Proxy { port, open, links }
    }

    pub fn cut(&self) {
        self.open.store(false, std::sync::atomic::Ordering::SeqCst);
        for link in self.links.lock().expect("links").drain(..) {
            link.abort();
        }
    }

    pub fn restore(&self) {
        self.open.store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

/// A Risk-like game played over REST, one move at a time: the operator's
/// events, read with the edition's slugs, rebuild the game the random bot
/// looks at; whoever has a non-empty legal-actions list sends one of them.
pub struct RestPlayer {
    id: String,
    admin: String,
    board: &'static Board,
    bot: RandomPlayer,
    /// The game as the events so far made it.
    pub game: Game,
    /// Moves sent.
    pub moves: u32,
    /// While set, a legal action it picks out is sent before any other
    /// (to make sure a recorded game shows it).
    pub prefer: Option<fn(&Command) -> bool>,
}

impl RestPlayer {
    /// A player of `id`, on `board`, choosing with `seed`.
    pub async fn new(app: &TestApp, id: &str, board: &'static Board, seed: Seed) -> Self {
        Self::reading_as(app.admin_token().await, id, board, seed)
    }

    /// As [`RestPlayer::new`], reading the events with the operator's
    /// `admin` token (many players at once sign the operator in once).
    pub fn reading_as(admin: String, id: &str, board: &'static Board, seed: Seed) -> Self {
        let bot = RandomPlayer::new(&seed);
        Self { id: id.to_owned(), admin, board, bot, game: Game::new(), moves: 0, prefer: None }
    }

    /// Catches up with the game's events: `false` once it is finished.
    pub async fn catch_up(&mut self, app: &TestApp) -> bool {
        self.news(app).await;
        !self.game.is_finished()
    }

    /// Catches up with the game's events: the new ones.
    pub async fn news(&mut self, app: &TestApp) -> Vec<Event> {
        let (id, since) = (&self.id, self.game.version());
        let path = format!("/v1/games/{id}/events?since={since}");
        let (s, evs) = app.call("GET", &path, Some(&self.admin), None).await;
        assert_eq!(s, StatusCode::OK);
        let mut news = Vec::new();
        for v in evs["events"].as_array().expect("events") {
            let event: Event = domain::wire::from_value(self.board, &v["event"])
                .expect("an event in the edition's slugs");
            self.game.apply(&event);
            news.push(event);
        }
        news
    }

    /// `token`'s legal actions now: (the version they are for, the commands).
    async fn legal(&self, app: &TestApp, token: &str) -> (Value, Vec<Command>) {
        let path = format!("/v1/games/{}/legal-actions", self.id);
        let (s, legal) = app.call("GET", &path, Some(token), None).await;
        assert_eq!(s, StatusCode::OK);
        let actions = domain::wire::from_value(self.board, &legal["actions"])
            .expect("commands in the edition's slugs");
        (legal["version"].clone(), actions)
    }

    /// Sends `pick` as `token`, built for `version`.
    async fn send(&mut self, app: &TestApp, token: &str, pick: &Command, version: Value) {
        let action = serde_json::to_value(pick).expect("encodes");
        let body = json!({"action": action, "expected_version": version});
        let path = format!("/v1/games/{}/actions", self.id);
        let (s, res) = app.call("POST", &path, Some(token), Some(body)).await;
        assert_eq!(s, StatusCode::OK, "{pick:?}: {res}");
        self.moves += 1;
    }

    /// The first of `actions` [`RestPlayer::prefer`] picks out, if any.
    fn preferred(&self, actions: &[Command]) -> Option<Command> {
        self.prefer.and_then(|wanted| actions.iter().find(|c| wanted(c)).cloned())
    }

    /// Catches up, then each seat the game waits on plays as the service's
    /// bot of `level` would (`domain::bots::decide_for`), unless one of its
    /// legal actions is [`RestPlayer::prefer`]red: `false` once finished.
    pub async fn step_as_bots(&mut self, app: &TestApp, bots: &BotSeats<'_>) -> bool {
        if !self.catch_up(app).await {
            return false;
        }
        assert!(
            self.move_as_bots(app, bots).await,
            "the bots always have a move in a game in progress"
        );
        true
    }

    /// The first of `seats` the game waits on plays one move as the
    /// service's bot of `level` would: whether one did (the game as last
    /// caught up with).
    pub async fn move_as_bots(&mut self, app: &TestApp, bots: &BotSeats<'_>) -> bool {
        for (token, color) in bots.seats {
            let Some(pick) = domain::bots::decide_for(&self.game, *color, bots.level, bots.seed)
            else {
                continue;
            };
            let (version, actions) = self.legal(app, token).await;
            let pick = self.preferred(&actions).unwrap_or(pick);
            self.send(app, token, &pick, version).await;
            return true;
        }
        false
    }

    /// Catches up, then the first of `tokens` with a legal action sends
    /// one: `false` once the game is finished.
    pub async fn step(&mut self, app: &TestApp, tokens: &[String]) -> bool {
        if !self.catch_up(app).await {
            return false;
        }
        for token in tokens {
            let (version, actions) = self.legal(app, token).await;
            if actions.is_empty() {
                continue;
            }
            let pick = match self.preferred(&actions) {
                Some(pick) => pick,
                None => self.bot.choose(&self.game, &actions).expect("a choice").clone(),
            };
            self.send(app, token, &pick, version).await;
            return true;
        }
        panic!("someone always has a legal action in a game in progress");
    }
}

/// The elements of a JSON array, or a panic that shows what was there instead.
pub fn each(v: &Value) -> std::slice::Iter<'_, Value> {
    v.as_array().unwrap_or_else(|| panic!("not an array: {v}")).iter()
}

/// A player's account as a store keeps it, named by its id: what a test
/// of the use cases over in-memory stores signs people up with.
pub fn person(id: &domain::ports::UserId) -> domain::ports::User {
    domain::ports::User {
        id: id.clone(),
        username: id.0.clone(),
        display_name: id.0.clone(),
        password_hash: None,
        role: domain::ports::Role::Player,
        guest: false,
        banned: false,
        muted: false,
        banned_until: None,
        muted_until: None,
        created_at_ms: 0,
        locale: None,
        unranked: false,
        origin: None,
        deleted_at_ms: None,
    }
}

/// `teg-api ARGS` run as its own process with `env`, off the runtime's
/// threads: its exit code and its output (stdout, then stderr).
pub async fn teg_api(args: &[&std::ffi::OsStr], env: &[(&str, &str)]) -> (i32, String) {
    let args: Vec<std::ffi::OsString> = args.iter().map(|a| a.to_os_string()).collect();
    let env: Vec<(String, String)> =
        env.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
    let out = tokio::task::spawn_blocking(move || {
        std::process::Command::new(env!("CARGO_BIN_EXE_teg-api"))
            .args(&args)
            .envs(env)
            .env("RUST_LOG", "off")
            .output()
            .expect("the binary runs")
    })
    .await
    .expect("joined");
    let text =
        format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    (out.status.code().expect("an exit code"), text)
}
