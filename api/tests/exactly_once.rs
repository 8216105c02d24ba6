//! Exactly once, across crashes and transports. The real server binary is
//! killed (`SIGKILL`) while keyed actions are in flight, on SQLite and on
//! PostgreSQL, and restarted on the same database: every key then either
//! replays (its action was stored, with its answer) or runs now (nothing of
//! it was), and an acknowledged answer replays byte for byte. Failures
//! injected between writes (a database trigger that refuses the answer's
//! row, or a game's status change, or an operator's audit entry) leave
//! nothing half-done. A GraphQL
//! mutation's `idempotencyKey` is the same key as REST's `Idempotency-Key`.
//! PostgreSQL is required when `CI=true`, skipped loudly elsewhere.
#![expect(clippy::print_stderr, reason = "the crash test says what it cut")]

use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use reqwest::StatusCode;
use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};
use serde_json::{Value, json};

use crate::common;

use common::call;

/// The service's binary, run as an operator would.
struct Server {
    child: Child,
    base: String,
}

impl Server {
    /// Starts the binary on `database_url` and waits until it answers.
    async fn start(database_url: &str, data_dir: &std::path::Path) -> Server {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new(env!("CARGO_BIN_EXE_teg-api"))
            .env("DATABASE_URL", database_url)
            .env("TEG_BIND", format!("127.0.0.1:{port}"))
            .env("TEG_DATA_DIR", data_dir)
            .env("TEG_RATE_LIMIT", "0")
            // The same secret across restarts: tokens outlive a crash.
            .env("TEG_JWT_SECRET", "exactly-once-tests-0123456789abcdef")
            .env_remove("REDIS_URL")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server binary starts");
        // Killed and reaped on drop, even when it never comes up.
        let server = Server { child, base: format!("http://127.0.0.1:{port}") };
        let http = reqwest::Client::new();
        for _ in 0..300 {
            if http
                .get(format!("{}/healthz", server.base))
                .send()
                .await
                .is_ok_and(|r| r.status().is_success())
            {
                return server;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the server did not come up on {}", server.base);
    }

    /// `kill -9`: no shutdown, no flush, requests cut mid-way.
    fn crash(&mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reaped");
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn register(http: &reqwest::Client, base: &str, name: &str) -> String {
    common::register_at(http, base, name).await.1
}

/// A started two-player game: its id.
async fn started_game(http: &reqwest::Client, base: &str, tokens: &[String; 2]) -> String {
    let body = json!({"max_players": 2});
    let (s, g) = call(http, "POST", format!("{base}/v1/games"), Some(&tokens[0]), Some(body)).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let (s, b) =
        call(http, "POST", format!("{base}/v1/games/{id}/join"), Some(&tokens[1]), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) =
        call(http, "POST", format!("{base}/v1/games/{id}/start"), Some(&tokens[0]), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    id
}

/// Whoever may act in `id`: their token, the version and a legal action.
async fn next_move(
    http: &reqwest::Client,
    base: &str,
    id: &str,
    tokens: &[String; 2],
) -> Option<(String, u64, Value)> {
    for token in tokens {
        let url = format!("{base}/v1/games/{id}/legal-actions");
        let res = http.get(url).bearer_auth(token).send().await.ok()?;
        let legal: Value = res.json().await.ok()?;
        if let Some(action) = legal["actions"].get(0) {
            return Some((token.clone(), legal["version"].as_u64()?, action.clone()));
        }
    }
    None
}

/// A keyed action: (status, replayed, body), or `None` when the connection
/// failed (the server died under it).
async fn post_keyed(
    http: &reqwest::Client,
    base: &str,
    id: &str,
    token: &str,
    key: &str,
    body: &Value,
) -> Option<(StatusCode, bool, Value)> {
    let res = http
        .post(format!("{base}/v1/games/{id}/actions"))
        .bearer_auth(token)
        .header("Idempotency-Key", key)
        .json(body)
        .send()
        .await
        .ok()?;
    let status = res.status();
    let replayed = res.headers().get("Idempotent-Replayed").is_some_and(|v| v == "true");
    Some((status, replayed, res.json().await.ok()?))
}

/// One keyed request as the client saw it.
#[derive(Debug, Clone)]
struct Attempt {
    game: String,
    token: String,
    key: String,
    body: Value,
    /// The game's version when the client chose the action.
    before: u64,
    /// The answer, if it arrived before the crash.
    answer: Option<(StatusCode, Value)>,
}

/// Keyed actions on many games at once, the server killed under them, then
/// every key retried on the restarted server.
async fn crash_with_keys_in_flight(database_url: &str) {
    let data_dir = std::env::temp_dir().join(format!("teg-once-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(&data_dir).expect("data dir");
    let http = reqwest::Client::builder().timeout(Duration::from_secs(20)).build().expect("client");
    let mut server = Server::start(database_url, &data_dir).await;
    let base = server.base.clone();
    let tokens = [register(&http, &base, "ana").await, register(&http, &base, "beto").await];
    let mut games = Vec::new();
    for _ in 0..16 {
        games.push(started_game(&http, &base, &tokens).await);
    }
    let attempts: Arc<Mutex<Vec<Attempt>>> = Arc::default();
    let mut players = Vec::new();
    for game in games.clone() {
        let (http, base, tokens, attempts) =
            (http.clone(), base.clone(), tokens.clone(), attempts.clone());
        players.push(tokio::spawn(async move {
            for step in 0.. {
                let Some((token, before, action)) = next_move(&http, &base, &game, &tokens).await
                else {
                    return;
                };
                let attempt = Attempt {
                    game: game.clone(),
                    token,
                    key: format!("{game}-{step}"),
                    body: json!({ "action": action }),
                    before,
                    answer: None,
                };
                let slot = {
                    let mut all = attempts.lock().expect("attempts");
                    all.push(attempt.clone());
                    all.len() - 1
                };
                let sent =
                    post_keyed(&http, &base, &game, &attempt.token, &attempt.key, &attempt.body);
                let Some((status, _, body)) = sent.await else { return };
                attempts.lock().expect("attempts")[slot].answer = Some((status, body));
            }
        }));
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    server.crash();
    for p in players {
        p.await.expect("a player task ends with the server");
    }
    let attempts = attempts.lock().expect("attempts").clone();
    let acknowledged = attempts.iter().filter(|a| a.answer.is_some()).count();
    assert!(acknowledged >= games.len(), "actions were answered before the crash: {acknowledged}");

    let server = Server::start(database_url, &data_dir).await;
    let base = server.base.clone();
    let (mut replayed_unanswered, mut rerun) = (0, 0);
    for a in &attempts {
        let (_, now, _) =
            next_move(&http, &base, &a.game, &tokens).await.expect("the game goes on");
        let (status, replayed, body) =
            post_keyed(&http, &base, &a.game, &a.token, &a.key, &a.body).await.expect("answered");
        assert!(status.is_success() || status.is_client_error(), "{}: {status} {body}", a.key);
        assert_ne!(body["code"], "IDEMPOTENCY_IN_PROGRESS", "{}: no key is stuck", a.key);
        match &a.answer {
            // An acknowledged answer is the one every retry gets.
            Some((first_status, first_body)) => {
                assert!(replayed, "{}: an acknowledged key replays", a.key);
                assert_eq!((status, &body), (*first_status, first_body), "{}", a.key);
            }
            // Cut off: stored with its answer (the game moved past it), or
            // not at all (the retry runs it now, once).
            None if now > a.before => {
                assert!(replayed, "{}: its events were stored, so its answer was", a.key);
                assert_eq!(status, StatusCode::OK, "{}: {body}", a.key);
                assert_eq!(
                    body["version"].as_u64(),
                    Some(now),
                    "{}: it was the last action",
                    a.key
                );
                replayed_unanswered += 1;
            }
            None => {
                assert!(!replayed, "{}: nothing of it was stored", a.key);
                assert_eq!(status, StatusCode::OK, "{}: still legal: {body}", a.key);
                assert!(body["version"].as_u64() > Some(now), "{}: applied now", a.key);
                rerun += 1;
            }
        }
        let again = post_keyed(&http, &base, &a.game, &a.token, &a.key, &a.body).await;
        assert_eq!(again, Some((status, true, body)), "{}: and replays from then on", a.key);
    }
    eprintln!(
        "{} keyed actions, {acknowledged} answered before the crash; of the others \
         {replayed_unanswered} had been stored and replayed, {rerun} ran on retry",
        attempts.len()
    );
    drop(server);
    let _ = std::fs::remove_dir_all(data_dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_kill_9_on_sqlite_every_key_replays_its_stored_action_or_runs_once() {
    common::on_sqlite(|url| async move { crash_with_keys_in_flight(&url).await }).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_kill_9_on_postgres_every_key_replays_its_stored_action_or_runs_once() {
    common::on_postgres(|url| async move { crash_with_keys_in_flight(&url).await }).await;
}

/// Triggers that refuse, on `backend`, the row of an applied action's
/// answer and a lobby's turn to `playing`; and the statements that remove them.
fn sabotage(backend: DbBackend) -> (Vec<&'static str>, Vec<&'static str>) {
    match backend {
        DbBackend::Sqlite => (
            vec![
                "CREATE TRIGGER refuse_answers BEFORE INSERT ON idempotency_keys \
                 WHEN NEW.status = 200 BEGIN SELECT RAISE(ABORT, 'injected failure'); END",
                "CREATE TRIGGER refuse_starts BEFORE UPDATE ON games \
                 WHEN OLD.status = 'lobby' AND NEW.status = 'playing' \
                 BEGIN SELECT RAISE(ABORT, 'injected failure'); END",
            ],
            vec!["DROP TRIGGER refuse_answers", "DROP TRIGGER refuse_starts"],
        ),
        _ => (
            vec![
                "CREATE FUNCTION injected_failure() RETURNS trigger LANGUAGE plpgsql \
                 AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$",
                "CREATE TRIGGER refuse_answers BEFORE INSERT ON idempotency_keys FOR EACH ROW \
                 WHEN (NEW.status = 200) EXECUTE FUNCTION injected_failure()",
                "CREATE TRIGGER refuse_starts BEFORE UPDATE ON games FOR EACH ROW \
                 WHEN (OLD.status = 'lobby' AND NEW.status = 'playing') \
                 EXECUTE FUNCTION injected_failure()",
            ],
            vec![
                "DROP TRIGGER refuse_answers ON idempotency_keys",
                "DROP TRIGGER refuse_starts ON games",
            ],
        ),
    }
}

async fn run_all(db: &impl ConnectionTrait, statements: &[&str]) {
    for s in statements {
        db.execute_raw(Statement::from_string(db.get_database_backend(), (*s).to_owned()))
            .await
            .expect("statement");
    }
}

/// With the answer's row refused, a keyed action stores nothing and may be
/// retried; with the status change refused, a start stores no events.
async fn failures_between_writes(database_url: &str) {
    let db = Database::connect(database_url).await.expect("a second connection");
    let config = teg_api::config::Config::for_local_tests(database_url.to_owned());
    let base = teg_api::startup::Application::spawn(config).await.expect("the app builds");
    let http = reqwest::Client::new();
    let tokens = [register(&http, &base, "ana").await, register(&http, &base, "beto").await];
    let id = started_game(&http, &base, &tokens).await;
    let (token, before, action) = next_move(&http, &base, &id, &tokens).await.expect("a move");
    let body = json!({ "action": action });
    let (install, remove) = sabotage(db.get_database_backend());
    run_all(&db, &install).await;

    let failed = post_keyed(&http, &base, &id, &token, "k", &body).await.expect("answered");
    assert_eq!(
        (failed.0, &failed.2["code"]),
        (StatusCode::INTERNAL_SERVER_ERROR, &json!("INTERNAL"))
    );
    let (_, after, _) = next_move(&http, &base, &id, &tokens).await.expect("a move");
    assert_eq!(after, before, "the action's events went with its answer");

    let lobby = json!({"max_players": 2});
    let (_, g) =
        call(&http, "POST", format!("{base}/v1/games"), Some(&tokens[0]), Some(lobby)).await;
    let lobby_id = g["id"].as_str().expect("id").to_owned();
    let (s, _) =
        call(&http, "POST", format!("{base}/v1/games/{lobby_id}/join"), Some(&tokens[1]), None)
            .await;
    assert_eq!(s, StatusCode::OK);
    let start = format!("{base}/v1/games/{lobby_id}/start");
    let (s, b) = call(&http, "POST", start.clone(), Some(&tokens[0]), None).await;
    assert_eq!(s, StatusCode::INTERNAL_SERVER_ERROR, "{b}");
    let (_, view) =
        call(&http, "GET", format!("{base}/v1/games/{lobby_id}"), Some(&tokens[0]), None).await;
    assert_eq!(view["game"]["status"], "lobby", "{view}");
    let events = format!("{base}/v1/games/{lobby_id}/events?since=0");
    let (_, log) = call(&http, "GET", events.clone(), Some(&tokens[0]), None).await;
    assert_eq!(log["events"], json!([]), "a failed start stores no events: {log}");

    run_all(&db, &remove).await;
    let (status, replayed, answer) =
        post_keyed(&http, &base, &id, &token, "k", &body).await.expect("answered");
    assert_eq!((status, replayed), (StatusCode::OK, false), "the key was left free: {answer}");
    assert!(answer["version"].as_u64() > Some(before));
    let again = post_keyed(&http, &base, &id, &token, "k", &body).await;
    assert_eq!(again, Some((StatusCode::OK, true, answer)));
    let (s, b) = call(&http, "POST", start, Some(&tokens[0]), None).await;
    assert_eq!(s, StatusCode::OK, "the lobby starts once nothing stands in the way: {b}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failure_between_writes_on_sqlite_leaves_nothing_half_done() {
    common::on_sqlite(|url| async move { failures_between_writes(&url).await }).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failure_between_writes_on_postgres_leaves_nothing_half_done() {
    common::on_postgres(|url| async move { failures_between_writes(&url).await }).await;
}

/// With the audit log refusing rows, no moderation action takes effect:
/// each answers 500 and leaves the game, the user and the chat as they
/// were; with the log back, the same actions work and are all in it.
async fn moderation_without_its_audit_log(database_url: &str) {
    let db = Database::connect(database_url).await.expect("a second connection");
    let config = teg_api::config::Config::for_local_tests(database_url.to_owned());
    let base = teg_api::startup::Application::spawn(config).await.expect("the app builds");
    let http = reqwest::Client::new();
    let (beto, beto_token) = common::register_at(&http, &base, "beto").await;
    let tokens = [register(&http, &base, "ana").await, beto_token];
    let id = started_game(&http, &base, &tokens).await;
    let login = json!({"username": "admin", "password": "admin password"});
    let (_, b) = call(&http, "POST", format!("{base}/v1/auth/login"), None, Some(login)).await;
    let admin = b["token"].as_str().expect("token").to_owned();
    let (_, view) = call(&http, "GET", format!("{base}/v1/games/{id}"), Some(&admin), None).await;
    let seats = view["game"]["seats"].as_array().expect("seats").clone();
    let seat = seats.iter().find(|s| s["user_id"] == beto.as_str()).expect("beto is seated");
    let color = seat["color"].clone();
    let chat = format!("{base}/v1/games/{id}/chat");
    let (s, m) =
        call(&http, "POST", chat.clone(), Some(&tokens[0]), Some(json!({"body": "hola"}))).await;
    assert_eq!(s, StatusCode::CREATED, "{m}");
    let message = m["id"].as_u64().expect("a message id");
    let (_, before, _) = next_move(&http, &base, &id, &tokens).await.expect("a move");

    let backend = db.get_database_backend();
    let (install, remove) = match backend {
        DbBackend::Sqlite => (
            vec![
                "CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log                  BEGIN SELECT RAISE(ABORT, 'injected failure'); END",
            ],
            vec!["DROP TRIGGER refuse_audit"],
        ),
        _ => (
            vec![
                "CREATE FUNCTION injected_audit_failure() RETURNS trigger LANGUAGE plpgsql                  AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$",
                "CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW                  EXECUTE FUNCTION injected_audit_failure()",
            ],
            vec!["DROP TRIGGER refuse_audit ON audit_log"],
        ),
    };
    run_all(&db, &install).await;
    let why = json!({"reason": "testing the audit"});
    let actions = [
        format!("{base}/v1/admin/games/{id}/pause"),
        format!("{base}/v1/admin/games/{id}/kick"),
        format!("{base}/v1/admin/users/{beto}/ban"),
        format!("{base}/v1/admin/users/{beto}/mute"),
        format!("{base}/v1/admin/messages/{message}/delete"),
    ];
    for url in &actions {
        let body = if url.ends_with("/kick") {
            json!({"color": color, "reason": "testing the audit"})
        } else {
            why.clone()
        };
        let (s, b) = call(&http, "POST", url.clone(), Some(&admin), Some(body)).await;
        assert_eq!(s, StatusCode::INTERNAL_SERVER_ERROR, "{url}: {b}");
    }
    let (_, view) =
        call(&http, "GET", format!("{base}/v1/games/{id}"), Some(&tokens[1]), None).await;
    assert_eq!(view["game"]["status"], "playing", "not paused: {view}");
    let (_, now, _) = next_move(&http, &base, &id, &tokens).await.expect("beto still plays");
    assert_eq!(now, before, "nobody was kicked");
    let (s, b) =
        call(&http, "POST", chat.clone(), Some(&tokens[1]), Some(json!({"body": "sigo"}))).await;
    assert_eq!(s, StatusCode::CREATED, "neither banned nor muted: {b}");
    let (_, page) = call(&http, "GET", chat.clone(), Some(&tokens[1]), None).await;
    assert_eq!(page["messages"][0]["body"], "hola", "not deleted: {page}");
    let audit = format!("{base}/v1/admin/audit");
    let (_, log) = call(&http, "GET", audit.clone(), Some(&admin), None).await;
    assert_eq!(log["total"], 0, "{log}");

    run_all(&db, &remove).await;
    for url in &actions[..1] {
        let (s, b) = call(&http, "POST", url.clone(), Some(&admin), Some(why.clone())).await;
        assert_eq!(s, StatusCode::OK, "{url}: {b}");
    }
    let (_, view) =
        call(&http, "GET", format!("{base}/v1/games/{id}"), Some(&tokens[1]), None).await;
    assert_eq!(view["game"]["status"], "paused", "{view}");
    let (_, log) = call(&http, "GET", audit, Some(&admin), None).await;
    assert_eq!((log["total"].as_u64(), &log["entries"][0]["action"]), (Some(1), &json!("pause")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_its_audit_row_no_moderation_action_takes_effect_on_sqlite() {
    common::on_sqlite(|url| async move { moderation_without_its_audit_log(&url).await }).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_its_audit_row_no_moderation_action_takes_effect_on_postgres() {
    common::on_postgres(|url| async move { moderation_without_its_audit_log(&url).await }).await;
}

const PLACE: &str = "mutation($g: String!, $c: String!, $n: Int!, $k: String) {
    place(gameId: $g, country: $c, armies: $n, idempotencyKey: $k) { version events %Versioned replayed } }";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_graphql_idempotency_key_acts_once_and_is_the_same_key_as_rest() {
    let app = common::TestApp::spawn("once-graphql").await;
    let (id, players) = app.started_game().await;
    let tokens = [players[0].1.clone(), players[1].1.clone()];
    let (token, before, action) =
        next_move(&app.http, &app.base, &id, &tokens).await.expect("a move");
    assert_eq!(action["type"], "place", "the game opens with placements: {action}");
    let vars = json!({"g": id, "c": action["country"], "n": action["armies"], "k": "gql-1"});
    let first = app.gql(&token, PLACE, vars.clone()).await;
    let placed = &first["data"]["place"];
    assert_eq!(placed["replayed"], false, "{first}");
    let after = placed["version"].as_u64().expect("a version");
    assert!(after > before);
    let again = app.gql(&token, PLACE, vars.clone()).await;
    assert_eq!(again["data"]["place"]["replayed"], true, "{again}");
    assert_eq!(again["data"]["place"]["events"], placed["events"]);
    // The same key and command over REST replays too: one key, one request.
    let rest =
        post_keyed(&app.http, &app.base, &id, &token, "gql-1", &json!({"action": action})).await;
    let (status, replayed, body) = rest.expect("answered");
    assert_eq!((status, replayed), (StatusCode::OK, true), "{body}");
    assert_eq!(body["version"].as_u64(), Some(after));
    // Another command under the key is refused, as over REST.
    let other = json!({"g": id, "c": action["country"], "n": 0, "k": "gql-1"});
    let refused = app.gql(&token, PLACE, other).await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "IDEMPOTENCY_KEY_REUSED", "{refused}");
    let (_, now, _) = next_move(&app.http, &app.base, &id, &tokens).await.expect("a move");
    assert_eq!(now, after, "applied once");
    // The metrics count GraphQL's actions and replays like REST's.
    let metrics = app.http.get(format!("{}/metrics", app.base)).send().await.expect("metrics");
    let text = metrics.text().await.expect("text");
    assert!(text.contains("teg_actions_applied_total 1\n"), "{text}");
    assert!(text.contains("teg_actions_replayed_total 2\n"), "{text}");
}
