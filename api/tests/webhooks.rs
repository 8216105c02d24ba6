//! Webhooks against a local receiver (SVC-NOTIFY): registration refuses
//! hosts off the operator's allow-list with a problem; a delivery is signed
//! with the user's secret and retried after a 500; the delivery log says
//! what happened; SSE subscribers hear `your_turn` too. And SVC-LIFE: an
//! operator's pause, resumption and abort are events with consecutive
//! versions on every channel: REST, SSE, the GraphQL subscription, the
//! feed and the webhook.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use hmac::{KeyInit as _, Mac as _};
use reqwest::StatusCode;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::common;

use common::{TestApp, assert_problem};

/// One request the receiver got.
#[derive(Debug, Clone)]
struct Received {
    path: String,
    signature: String,
    delivery: String,
    body: Vec<u8>,
}

/// A local HTTP receiver answering each request with the next status of
/// `script` (then 200): its port and what it received.
async fn receiver(script: Vec<u16>) -> (u16, Arc<Mutex<Vec<Received>>>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let port = listener.local_addr().expect("addr").port();
    let got = Arc::new(Mutex::new(Vec::new()));
    let script = Arc::new(Mutex::new(script.into_iter()));
    let kept = got.clone();
    tokio::spawn(async move {
        loop {
            let Ok((mut socket, _)) = listener.accept().await else { return };
            let got = kept.clone();
            let script = script.clone();
            tokio::spawn(async move {
                let mut buf = Vec::new();
                let mut chunk = [0u8; 4096];
                let (received, status) = loop {
                    let n = socket.read(&mut chunk).await.expect("read");
                    assert!(n > 0, "the request ended early");
                    buf.extend_from_slice(&chunk[..n]);
                    let mut headers = [httparse::EMPTY_HEADER; 32];
                    let mut req = httparse::Request::new(&mut headers);
                    let httparse::Status::Complete(head) = req.parse(&buf).expect("http") else {
                        continue;
                    };
                    let header = |name: &str| {
                        req.headers
                            .iter()
                            .find(|h| h.name.eq_ignore_ascii_case(name))
                            .map(|h| String::from_utf8_lossy(h.value).into_owned())
                            .unwrap_or_default()
                    };
                    let length: usize = header("content-length").parse().expect("length");
                    if buf.len() < head + length {
                        continue;
                    }
                    let status = script.lock().expect("lock").next().unwrap_or(200);
                    break (
                        Received {
                            path: req.path.unwrap_or_default().to_owned(),
                            signature: header("x-teg-signature"),
                            delivery: header("x-teg-delivery"),
                            body: buf[head..head + length].to_vec(),
                        },
                        status,
                    );
                };
                got.lock().expect("lock").push(received);
                let answer = format!(
                    "HTTP/1.1 {status} X\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
                );
                let _ = socket.write_all(answer.as_bytes()).await;
            });
        }
    });
    (port, got)
}

/// The app with webhooks allowed to 127.0.0.1 on any port.
async fn app() -> TestApp {
    let (mut config, db) = common::sqlite_config("webhooks");
    config.webhook_allow = teg_api::webhooks::AllowList::parse("127.0.0.1:*").expect("list");
    let base = teg_api::startup::Application::spawn(config).await.expect("builds");
    TestApp { base, http: reqwest::Client::new(), db }
}

fn verify(secret: &str, body: &[u8], signature: &str) -> bool {
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).expect("key");
    mac.update(body);
    let Some(hex) = signature.strip_prefix("sha256=") else { return false };
    let Ok(bytes) = (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(hex.get(i..i + 2).unwrap_or("zz"), 16))
        .collect::<Result<Vec<u8>, _>>()
    else {
        return false;
    };
    mac.verify_slice(&bytes).is_ok()
}

async fn wait_for(got: &Arc<Mutex<Vec<Received>>>, n: usize, within: Duration) -> Vec<Received> {
    let deadline = tokio::time::Instant::now() + within;
    loop {
        let now = got.lock().expect("lock").clone();
        if now.len() >= n {
            return now;
        }
        assert!(tokio::time::Instant::now() < deadline, "{n} requests in time: {now:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_notify_a_host_off_the_allow_list_is_refused_at_registration_with_a_problem() {
    let app = app().await;
    let (_, token) = app.register("ana").await;
    let (s, b) = app.get("/v1/me/webhook", &token).await;
    assert_problem(s, &b, StatusCode::NOT_FOUND, "NO_WEBHOOK");
    for url in [
        "http://169.254.169.254/latest/meta-data",
        "http://localhost:8080/hook",
        "https://10.0.0.1/hook",
        "ftp://127.0.0.1:21/hook",
        "not a url",
    ] {
        let body = json!({"url": url, "secret": "a long enough secret"});
        let (s, b) = app.call("PUT", "/v1/me/webhook", Some(&token), Some(body)).await;
        assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "WEBHOOK_NOT_ALLOWED");
    }
    let body = json!({"url": "http://127.0.0.1:9/hook", "secret": "short"});
    let (s, b) = app.call("PUT", "/v1/me/webhook", Some(&token), Some(body)).await;
    assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "BAD_WEBHOOK_SECRET");
    // Refusals registered nothing.
    let (s, b) = app.get("/v1/me/webhook", &token).await;
    assert_problem(s, &b, StatusCode::NOT_FOUND, "NO_WEBHOOK");
    // Without a token: 401.
    let (s, _) = app.call("PUT", "/v1/me/webhook", None, Some(json!({}))).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_notify_your_turn_is_posted_signed_retried_after_a_500_and_logged() {
    let app = app().await;
    // The first request fails with a 500; the retry (1 s later) succeeds.
    let (port, got) = receiver(vec![500]).await;
    let ana = app.register("ana").await;
    let beto = app.register("beto").await;
    let secrets = [("ana", "ana's signing secret"), ("beto", "beto's signing secret")];
    for ((_, token), (name, secret)) in [&ana, &beto].into_iter().zip(secrets) {
        let url = format!("http://127.0.0.1:{port}/hooks/{name}");
        let (s, b) = app
            .call("PUT", "/v1/me/webhook", Some(token), Some(json!({"url": url, "secret": secret})))
            .await;
        assert_eq!(s, StatusCode::OK, "{b}");
        assert_eq!(b["url"], url);
        assert!(b.get("secret").is_none(), "the secret is never shown again");
    }

    let (s, g) = app.post("/v1/games", &ana.1, json!({"max_players": 2, "color": "red"})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.fill_and_start(&id, &ana.1, &[&beto.1]).await;
    let (_, view) = app.get(&format!("/v1/games/{id}"), &ana.1).await;
    let first = if view["current_player"] == "red" { ("ana", &ana) } else { ("beto", &beto) };

    // The first actor's notification: a 500, then the retry.
    let requests = wait_for(&got, 2, Duration::from_secs(15)).await;
    assert_eq!(requests.len(), 2, "one notification, two attempts: {requests:?}");
    let secret = secrets.iter().find(|(n, _)| *n == first.0).expect("secret").1;
    for r in &requests {
        assert_eq!(r.path, format!("/hooks/{}", first.0));
        assert!(verify(secret, &r.body, &r.signature), "the signature verifies: {r:?}");
        assert!(!verify("another secret", &r.body, &r.signature));
        let body: Value = serde_json::from_slice(&r.body).expect("json");
        assert_eq!(body["type"], "your_turn");
        assert_eq!(body["game_id"], id.as_str());
        assert_eq!(body["version"], view["version"]);
        assert_eq!(body["deadline"], Value::Null, "no clock, no deadline");
    }
    assert_eq!(requests[0].delivery, requests[1].delivery, "the same delivery, retried");
    assert_eq!(requests[0].body, requests[1].body);

    // The log says so; the other player has nothing yet.
    let (s, log) = app.get("/v1/me/webhook/deliveries", &first.1.1).await;
    assert_eq!(s, StatusCode::OK, "{log}");
    let delivery = &log["deliveries"][0];
    assert_eq!(delivery["status"], "delivered", "{log}");
    assert_eq!(delivery["attempts"], 2);
    assert_eq!(delivery["last_status"], 200);
    assert_eq!(delivery["game_id"], id.as_str());
    assert_eq!(delivery["id"].to_string(), requests[0].delivery);
    let other = if first.0 == "ana" { &beto } else { &ana };
    let (_, log) = app.get("/v1/me/webhook/deliveries", &other.1).await;
    assert_eq!(log["deliveries"], json!([]), "not their turn: {log}");
    let (s, b) = app.get("/v1/me/webhook/deliveries?limit=0", &other.1).await;
    assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_QUERY");

    // Removing the webhook stops the notifications.
    let (s, _) = app.delete("/v1/me/webhook", &other.1).await;
    assert_eq!(s, StatusCode::NO_CONTENT);
    let (s, b) = app.get("/v1/me/webhook", &other.1).await;
    assert_problem(s, &b, StatusCode::NOT_FOUND, "NO_WEBHOOK");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_notify_an_sse_subscriber_hears_your_turn_when_its_step_begins() {
    let app = app().await;
    let (id, view, actor) = game_and_first_actor(&app).await;
    let mut res = app.raw_get(&format!("/v1/games/{id}/events/stream"), &actor).await;
    assert_eq!(res.status(), StatusCode::OK);
    let mut text = String::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    let frame = loop {
        let chunk = tokio::time::timeout_at(deadline, res.chunk())
            .await
            .expect("a your_turn frame in time")
            .expect("read")
            .expect("open");
        text.push_str(&String::from_utf8_lossy(&chunk));
        if let Some(at) = text.find("event: your_turn\n") {
            let rest = &text[at..];
            if let Some(end) = rest.find("\n\n") {
                break rest[..end].to_owned();
            }
        }
    };
    assert!(!frame.contains("id: "), "not an event of the log: {frame}");
    let data: Value =
        serde_json::from_str(frame.lines().find_map(|l| l.strip_prefix("data: ")).expect("data"))
            .expect("json");
    assert_eq!(data["type"], "your_turn");
    assert_eq!(data["game_id"], id.as_str());
    assert_eq!(data["version"], view["version"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_notify_a_graphql_subscriber_hears_your_turn_after_the_last_event_it_has() {
    use futures_util::SinkExt;

    let app = app().await;
    let (id, view, actor) = game_and_first_actor(&app).await;
    let version = view["version"].as_u64().expect("version");

    let (mut ws, ack) = common::graphql_socket(&app.base, &actor).await;
    let send = |v: Value| common::frame(&v);
    assert!(ack.to_text().expect("text").contains("connection_ack"), "{ack:?}");
    let query =
        "subscription($g: String!, $s: Int!) { gameEvents(gameId: $g, since: $s) %Followed }";
    let subscribe = json!({"id": "1", "type": "subscribe",
        "payload": {"query": query, "variables": {"g": id, "s": version}}});
    ws.send(send(subscribe)).await.expect("subscribe");

    // Subscribed at the current version, the actor hears of its step at once.
    let message = common::as_rest(&common::next_message(&mut ws).await);
    let item = &message["payload"]["data"]["gameEvents"];
    assert_eq!(item["event"]["type"], "your_turn", "{message}");
    assert_eq!(item["event"]["game_id"], id.as_str());
    assert_eq!(item["version"], version, "the last event the subscriber has");
}

/// A started game of two, its view, and the token of whoever acts first.
async fn game_and_first_actor(app: &TestApp) -> (String, Value, String) {
    let (id, players) = app.started_game().await;
    let (_, view) = app.get(&format!("/v1/games/{id}"), &players[0].1).await;
    let first = if view["current_player"] == "red" { &players[0].1 } else { &players[1].1 };
    let first = first.clone();
    (id, view, first)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_banned_accounts_webhook_is_told_nothing_more() {
    let app = app().await;
    let (port, got) = receiver(vec![]).await;
    let ana = app.register("ana").await;
    let beto = app.register("beto").await;
    let url = format!("http://127.0.0.1:{port}/hooks/beto");
    let hook = json!({"url": url, "secret": "beto's signing secret"});
    let (s, b) = app.call("PUT", "/v1/me/webhook", Some(&beto.1), Some(hook)).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, g) = app.post("/v1/games", &ana.1, json!({"max_players": 2, "color": "red"})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/join"), Some(&beto.1), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    // Banned before the game starts: any step of his begins after the ban.
    let admin = app.admin_token().await;
    let (s, b) = app
        .post(&format!("/v1/admin/users/{}/ban", beto.0), &admin, json!({"reason": "cheating"}))
        .await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/start"), Some(&ana.1), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    // Ana plays until beto's step begins: its notice is written, never posted.
    let board = domain::board::Board::revancha();
    let mut ana_plays = common::RestPlayer::new(&app, &id, board, domain::Seed([7; 32])).await;
    for _ in 0..200 {
        let (_, view) = app.get(&format!("/v1/games/{id}"), &admin).await;
        if view["current_player"] != "red" {
            break;
        }
        assert!(ana_plays.step(&app, std::slice::from_ref(&ana.1)).await, "ana plays");
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    let posted = got.lock().expect("lock").len();
    assert_eq!(posted, 0, "nothing reaches a banned account's webhook");
    let unban = format!("/v1/admin/users/{}/unban", beto.0);
    let (s, _) = app.post(&unban, &admin, json!({"reason": "appeal"})).await;
    assert_eq!(s, StatusCode::OK);
    let (_, signed) = app.log_in("beto", "secret password").await;
    let token = signed["token"].as_str().expect("token");
    let (_, log) = app.get("/v1/me/webhook/deliveries", token).await;
    let failed = log["deliveries"].as_array().expect("deliveries");
    assert!(!failed.is_empty(), "beto's turn was queued: {log}");
    assert!(failed.iter().all(|d| d["status"] == "failed"), "{log}");
    assert!(log.to_string().contains("the account is banned"), "{log}");
}

/// The first `n` log events of an SSE stream (frames with `id:`, the
/// version, and `event:`, the type): (version, quoted type).
async fn sse_log(res: reqwest::Response, n: usize) -> Vec<(u64, String)> {
    assert_eq!(res.status(), StatusCode::OK);
    let (mut stream, mut out) = (common::Sse::new(res), Vec::new());
    while out.len() < n {
        let frame = stream.frame().await;
        if let (Some(id), Some(kind)) = (frame.field("id"), frame.field("event")) {
            out.push((id.parse().expect("a version"), format!("\"{kind}\"")));
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_life_a_pause_a_resumption_and_an_abort_are_told_on_every_channel_with_their_versions()
{
    use futures_util::SinkExt;

    let app = app().await;
    let (port, got) = receiver(vec![]).await;
    let (id, players) = app.started_game().await;
    let beto = players[1].1.clone();
    let url = format!("http://127.0.0.1:{port}/hooks/beto");
    let hook = json!({"url": url, "secret": "beto's signing secret"});
    let (s, b) = app.call("PUT", "/v1/me/webhook", Some(&beto), Some(hook)).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (_, view) = app.get(&format!("/v1/games/{id}"), &beto).await;
    let at = view["version"].as_u64().expect("version");

    // Beto follows over SSE and over the GraphQL subscription, from now.
    let sse = app.raw_get(&format!("/v1/games/{id}/events/stream?since={at}"), &beto).await;
    let (mut ws, _) = common::graphql_socket(&app.base, &beto).await;
    let query =
        "subscription($g: String!, $s: Int!) { gameEvents(gameId: $g, since: $s) %Followed }";
    let subscribe = json!({"id": "1", "type": "subscribe",
        "payload": {"query": query, "variables": {"g": id, "s": at}}});
    ws.send(common::frame(&subscribe)).await.expect("subscribe");

    let admin = app.admin_token().await;
    for action in ["pause", "resume", "abort"] {
        let path = format!("/v1/admin/games/{id}/{action}");
        let (s, b) = app.post(&path, &admin, json!({"reason": "a dispute"})).await;
        assert_eq!(s, StatusCode::OK, "{action}: {b}");
    }
    let expected: Vec<(u64, String)> = ["game_paused", "game_resumed", "game_aborted"]
        .iter()
        .zip(at + 1..)
        .map(|(kind, v)| (v, format!("\"{kind}\"")))
        .collect();

    // REST: the three events, by an operator, their reason kept private.
    let (s, events) = app.get(&format!("/v1/games/{id}/events?since={at}"), &beto).await;
    assert_eq!(s, StatusCode::OK, "{events}");
    let listed: Vec<(u64, String)> = common::each(&events["events"])
        .map(|e| (e["version"].as_u64().expect("version"), e["event"]["type"].to_string()))
        .collect();
    assert_eq!(listed, expected, "{events}");
    for e in events["events"].as_array().expect("events") {
        assert_eq!(e["event"]["by"], "operator", "{e}");
        assert!(!e.to_string().contains("a dispute"), "the reason is the audit's: {e}");
    }
    // SSE, in order.
    assert_eq!(sse_log(sse, 3).await, expected);
    // The GraphQL subscription, in order.
    let mut heard = Vec::new();
    while heard.len() < 3 {
        let message = common::as_rest(&common::next_message(&mut ws).await);
        let item = &message["payload"]["data"]["gameEvents"];
        if message["type"] != "next" || item["event"]["type"] == "your_turn" {
            continue;
        }
        heard.push((item["version"].as_u64().expect("version"), item["event"]["type"].to_string()));
    }
    assert_eq!(heard, expected);
    // Both players' feeds.
    for (_, token) in &players {
        let (_, feed) = app.get("/v1/me/events?since=0", token).await;
        let told: Vec<(u64, String)> = common::each(&feed["notices"])
            .filter(|n| n["game_id"] == id.as_str() && n.get("version").is_some())
            .filter(|n| n["type"] != "your_turn")
            .map(|n| (n["version"].as_u64().expect("version"), n["type"].to_string()))
            .collect();
        assert_eq!(told, expected, "{feed}");
    }
    // Beto's webhook, signed.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    let bodies: Vec<Value> = loop {
        let life: Vec<Value> = got
            .lock()
            .expect("lock")
            .iter()
            .map(|r| {
                assert!(verify("beto's signing secret", &r.body, &r.signature));
                serde_json::from_slice::<Value>(&r.body).expect("json")
            })
            .filter(|b| b["type"] != "your_turn")
            .collect();
        if life.len() >= 3 {
            break life;
        }
        assert!(tokio::time::Instant::now() < deadline, "three deliveries in time: {life:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    // Deliveries are posted side by side and retried on their own, so they
    // may arrive in any order: each is the feed's notice, with its number
    // and version, by which a receiver orders them.
    let mut hooked: Vec<(u64, String, i64)> = bodies
        .iter()
        .map(|b| {
            assert_eq!(b["game_id"], id.as_str(), "{b}");
            let number = b["id"].as_i64().expect("the notice's number");
            (b["version"].as_u64().expect("version"), b["type"].to_string(), number)
        })
        .collect();
    hooked.sort();
    let versions: Vec<(u64, String)> = hooked.iter().map(|(v, t, _)| (*v, t.clone())).collect();
    assert_eq!(versions, expected);
    assert!(hooked.windows(2).all(|w| w[0].2 < w[1].2), "numbered in order: {hooked:?}");
}
