//! Web Push end to end (SVC-PUSH), against a local push service started in
//! the test: `support/push_receiver.py`, which checks each push the way a
//! real push service and browser would, with an implementation independent
//! of the server's (Python's `cryptography` verifies the VAPID JWT against
//! the key `GET /v1/push/key` gives; `http_ece` decrypts the aes128gcm body
//! with the subscription's private key). The receiver runs on the Python of
//! the virtual environment `TEG_PUSH_VENV` (default `/tmp/teg-push-venv`),
//! which `cargo xtask push-venv` makes from `.ci/push/requirements.txt`
//! (`cargo xtask ci` does).

use std::io::BufRead as _;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::{TestApp, assert_problem};

/// The local push service, killed on drop.
struct Receiver {
    child: Child,
    base: String,
    http: reqwest::Client,
}

impl Drop for Receiver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Receiver {
    fn start(vapid_key: &str) -> Receiver {
        let venv = std::env::var_os("TEG_PUSH_VENV").unwrap_or_else(|| "/tmp/teg-push-venv".into());
        let python = std::path::Path::new(&venv).join("bin/python");
        let script =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/support/push_receiver.py");
        let mut child = Command::new(&python)
            .arg(&script)
            .args(["--vapid-key", vapid_key])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                panic!(
                    "the push receiver needs {} with http_ece and cryptography (cargo xtask push-venv): {e}",
                    python.display()
                )
            });
        let mut line = String::new();
        let stdout = child.stdout.take().expect("stdout");
        std::io::BufReader::new(stdout).read_line(&mut line).expect("the receiver's port");
        let port = line.trim().strip_prefix("PORT ").expect("`PORT n` first").to_owned();
        Receiver { child, base: format!("http://127.0.0.1:{port}"), http: reqwest::Client::new() }
    }

    /// A new subscription whose pushes are answered by `script`, then 201.
    async fn subscription(&self, script: &[u16]) -> Value {
        let url = format!("{}/subscriptions", self.base);
        let res = self.http.post(url).json(&json!({"script": script})).send().await.expect("up");
        res.json().await.expect("json")
    }

    async fn received(&self) -> Value {
        let res = self.http.get(format!("{}/received", self.base)).send().await.expect("up");
        res.json().await.expect("json")
    }

    /// The pushes received for subscription `id`, once `enough` says so.
    async fn wait_for(&self, within: Duration, enough: impl Fn(&[Value]) -> bool) -> Vec<Value> {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            let got = self.received().await;
            assert_eq!(got["errors"], json!([]), "every push verified and decrypted");
            let pushes = got["pushes"].as_array().cloned().unwrap_or_default();
            if enough(&pushes) {
                return pushes;
            }
            assert!(tokio::time::Instant::now() < deadline, "pushes in time: {pushes:#?}");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

fn of<'a>(pushes: &'a [Value], sub: &Value) -> Vec<&'a Value> {
    pushes.iter().filter(|p| p["subscription"] == sub["id"]).collect()
}

/// The server on SQLite, pushing to 127.0.0.1 on any port.
fn config(tag: &str) -> (teg_api::config::Config, std::path::PathBuf) {
    let (mut config, db) = common::sqlite_config(tag);
    config.push_endpoints.allow = teg_api::webhooks::AllowList::parse("127.0.0.1:*").expect("list");
    (config, db)
}

async fn subscribe(app: &TestApp, token: &str, sub: &Value, notices: Option<&[&str]>) -> Value {
    let mut body =
        json!({"endpoint": sub["endpoint"], "keys": sub["keys"], "expirationTime": null});
    if let Some(kinds) = notices {
        body["notices"] = json!(kinds);
    }
    let (s, b) = app.call("POST", "/v1/me/push-subscriptions", Some(token), Some(body)).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    b
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_push_your_turn_reaches_the_device_signed_and_encrypted_and_a_410_removes_it() {
    let (config, db) = config("push");
    let (base, running) = teg_api::startup::Application::spawn_stoppable(config).await.expect("up");
    let app = TestApp { base, http: reqwest::Client::new(), db };
    let (s, key) = app.call("GET", "/v1/push/key", None, None).await;
    assert_eq!(s, StatusCode::OK, "{key}");
    let receiver = Receiver::start(key["key"].as_str().expect("key"));
    let ana = app.register("ana").await;
    let beto = app.register("beto").await;

    // Refusals first: each changes nothing.
    let device = receiver.subscription(&[]).await;
    for (body, code) in [
        (
            json!({"endpoint": "https://10.0.0.1/push", "keys": device["keys"]}),
            "PUSH_ENDPOINT_NOT_ALLOWED",
        ),
        (
            json!({"endpoint": "http://127.0.0.2:9/push", "keys": device["keys"]}),
            "PUSH_ENDPOINT_NOT_ALLOWED",
        ),
        (
            json!({"endpoint": device["endpoint"], "keys": {"p256dh": "A".repeat(87), "auth": "AAAAAAAAAAAAAAAAAAAAAA"}}),
            "BAD_PUSH_KEYS",
        ),
        (
            json!({"endpoint": device["endpoint"], "keys": device["keys"], "notices": ["your_move"]}),
            "UNKNOWN_NOTICE_TYPE",
        ),
    ] {
        let (s, b) = app.call("POST", "/v1/me/push-subscriptions", Some(&ana.1), Some(body)).await;
        assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, code);
    }
    let (s, b) = app.call("POST", "/v1/me/push-subscriptions", None, Some(json!({}))).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED, "{b}");
    let (_, list) = app.get("/v1/me/push-subscriptions", &ana.1).await;
    assert_eq!(list["subscriptions"], json!([]), "nothing was made");

    // Ana's phone and Beto's phone hear turns; Ana's old tablet, whose
    // subscription the push service has forgotten (410), hears starts.
    let beto_device = receiver.subscription(&[]).await;
    let phones = [
        (&ana, subscribe(&app, &ana.1, &device, None).await, &device),
        (&beto, subscribe(&app, &beto.1, &beto_device, None).await, &beto_device),
    ];
    assert_eq!(phones[0].1["notices"].as_array().map(Vec::len), Some(7), "the default notices");
    let tablet_device = receiver.subscription(&[410]).await;
    let tablet = subscribe(&app, &ana.1, &tablet_device, Some(&["game_started"])).await;

    let (s, g) = app
        .post(
            "/v1/games",
            &ana.1,
            json!({"max_players": 2, "color": "red", "clock": {"turn_seconds": 3600}}),
        )
        .await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let started_at = teg_api::adapters::system::now_ms();
    app.fill_and_start(&id, &ana.1, &[&beto.1]).await;
    let (_, view) = app.get(&format!("/v1/games/{id}"), &ana.1).await;
    let (first, _, first_device) =
        if view["current_player"] == "red" { &phones[0] } else { &phones[1] };

    // The first actor's phone hears its turn: the notice, with the game and
    // the deadline, in the account's language, as a replaceable topic.
    let pushes = receiver
        .wait_for(Duration::from_secs(15), |p| {
            of(p, first_device).iter().any(|p| p["payload"]["type"] == "your_turn")
        })
        .await;
    let turn = of(&pushes, first_device)
        .into_iter()
        .find(|p| p["payload"]["type"] == "your_turn")
        .expect("your_turn")
        .clone();
    let payload = &turn["payload"];
    assert_eq!(payload["game_id"], id.as_str());
    assert_eq!(payload["version"], view["version"]);
    let deadline = payload["deadline_ms"].as_i64().expect("a deadline");
    assert!((started_at + 3_590_000..=started_at + 3_610_000).contains(&deadline), "{payload}");
    assert_eq!(payload["title"], "Tu turno", "Spanish, the account's language by default");
    assert_eq!(payload["url"], format!("/play/games/{id}"));
    assert!(payload["id"].as_i64().is_some(), "the notice's number on the feed");
    let ttl = turn["ttl"].as_i64().expect("ttl");
    assert!((3_500..=3_600).contains(&ttl), "no longer than the deadline: {ttl}");
    assert_eq!(turn["urgency"], "high");
    assert_eq!(turn["topic"].as_str().map(str::len), Some(32), "{turn}");
    assert_eq!(turn["status"], 201);
    let (_, feed) = app.get("/v1/me/events", &first.1).await;
    assert!(
        feed["notices"]
            .as_array()
            .expect("notices")
            .iter()
            .any(|n| n["id"] == payload["id"] && n["type"] == "your_turn"),
        "the push is the feed's notice: {feed}"
    );

    // The tablet's 410 deletes its subscription; the phone stays.
    receiver
        .wait_for(Duration::from_secs(15), |p| {
            of(p, &tablet_device).iter().any(|p| p["status"] == 410)
        })
        .await;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let (_, list) = app.get("/v1/me/push-subscriptions", &ana.1).await;
        let ids: Vec<&Value> =
            list["subscriptions"].as_array().expect("list").iter().map(|s| &s["id"]).collect();
        if !ids.contains(&&tablet["id"]) {
            assert_eq!(ids, vec![&phones[0].1["id"]], "the phone stays");
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "the 410 removed it: {list}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // Removing the phone's subscription: 204, then 404.
    let path = format!("/v1/me/push-subscriptions/{}", phones[0].1["id"].as_str().expect("id"));
    let (s, _) = app.call("DELETE", &path, Some(&ana.1), None).await;
    assert_eq!(s, StatusCode::NO_CONTENT);
    let (s, b) = app.call("DELETE", &path, Some(&ana.1), None).await;
    assert_problem(s, &b, StatusCode::NOT_FOUND, "PUSH_SUBSCRIPTION_NOT_FOUND");
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_push_after_a_restart_mid_queue_each_notice_arrives_exactly_once() {
    let (config, db) = config("push-restart");
    restart_mid_queue(config, db).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_push_after_a_restart_mid_queue_each_notice_arrives_exactly_once_on_postgres() {
    let Some((url, name)) = common::fresh_postgres().await else { return };
    let mut config = teg_api::config::Config::for_local_tests(url);
    config.push_endpoints.allow = teg_api::webhooks::AllowList::parse("127.0.0.1:*").expect("list");
    // No SQLite file: the path the test app removes on drop is none.
    restart_mid_queue(config, std::env::temp_dir().join(format!("{name}.none"))).await;
    common::drop_postgres(&name).await;
}

/// Three notices queued behind a failing push, the server stopped as a
/// crash would, started again on the same database: each arrives once.
async fn restart_mid_queue(config: teg_api::config::Config, db: std::path::PathBuf) {
    let (base, running) =
        teg_api::startup::Application::spawn_stoppable(config.clone()).await.expect("up");
    let app = TestApp { base, http: reqwest::Client::new(), db: db.clone() };
    let (_, key) = app.call("GET", "/v1/push/key", None, None).await;
    let receiver = Receiver::start(key["key"].as_str().expect("key"));
    let ana = app.register("ana").await;
    let beto = app.register("beto").await;
    // The push service is down for Ana's device at first: a 503, retried.
    let device = receiver.subscription(&[503]).await;
    let sub = subscribe(&app, &ana.1, &device, Some(&["invited"])).await;

    // Three invitations: three notices queued behind the failing first.
    for _ in 0..3 {
        let (s, g) = app.post("/v1/games", &beto.1, json!({"max_players": 3})).await;
        assert_eq!(s, StatusCode::CREATED, "{g}");
        let path = format!("/v1/games/{}/invitations", g["id"].as_str().expect("id"));
        let (s, b) = app.post(&path, &beto.1, json!({"username": "ana"})).await;
        assert_eq!(s, StatusCode::CREATED, "{b}");
    }
    receiver.wait_for(Duration::from_secs(10), |p| !of(p, &device).is_empty()).await;
    // Stopped mid-queue, as a crash would, then started on the same
    // database (and the same VAPID key, which subscriptions are bound to).
    running.kill().await;
    let (base, running) = teg_api::startup::Application::spawn_stoppable(config).await.expect("up");
    let app = TestApp { base, http: reqwest::Client::new(), db };

    let pushes = receiver
        .wait_for(Duration::from_secs(20), |p| {
            of(p, &device).iter().filter(|p| p["status"] == 201).count() >= 3
        })
        .await;
    // A moment more: nothing is pushed twice.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let pushes = receiver.received().await["pushes"].as_array().cloned().unwrap_or(pushes);
    let mine = of(&pushes, &device);
    let accepted: Vec<i64> = mine
        .iter()
        .filter(|p| p["status"] == 201)
        .map(|p| p["payload"]["id"].as_i64().expect("id"))
        .collect();
    let (_, feed) = app.get("/v1/me/events", &ana.1).await;
    let invited: Vec<i64> = feed["notices"]
        .as_array()
        .expect("notices")
        .iter()
        .filter(|n| n["type"] == "invited")
        .map(|n| n["id"].as_i64().expect("id"))
        .collect();
    assert_eq!(invited.len(), 3, "{feed}");
    assert_eq!(accepted, invited, "each notice once, in the feed's order: {mine:#?}");
    let refused: Vec<&Value> = mine.iter().filter(|p| p["status"] == 503).copied().collect();
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0]["payload"]["id"], invited[0], "the first, retried after the restart");
    let (_, list) = app.get("/v1/me/push-subscriptions", &ana.1).await;
    assert_eq!(list["subscriptions"][0]["id"], sub["id"]);
    assert_eq!(list["subscriptions"][0]["sent"], 3, "{list}");
    assert_eq!(list["subscriptions"][0]["attempts"], 0);
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_push_quiet_hours_are_kept_and_refused_when_malformed() {
    let app = TestApp::spawn("push-settings").await;
    let (_, token) = app.register("ana").await;
    let (s, b) = app.get("/v1/me/push-settings", &token).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    assert_eq!(b, json!({"quiet_hours": null, "utc_offset_minutes": 0}));
    let wanted =
        json!({"quiet_hours": {"from": "22:30", "to": "07:00"}, "utc_offset_minutes": -180});
    let (s, b) = app.call("PUT", "/v1/me/push-settings", Some(&token), Some(wanted.clone())).await;
    assert_eq!((s, &b), (StatusCode::OK, &wanted));
    for bad in [
        json!({"quiet_hours": {"from": "24:00", "to": "07:00"}, "utc_offset_minutes": 0}),
        json!({"quiet_hours": null, "utc_offset_minutes": 900}),
    ] {
        let (s, b) = app.call("PUT", "/v1/me/push-settings", Some(&token), Some(bad)).await;
        assert!(s == StatusCode::UNPROCESSABLE_ENTITY || s == StatusCode::BAD_REQUEST, "{s} {b}");
    }
    let (_, b) = app.get("/v1/me/push-settings", &token).await;
    assert_eq!(b, wanted, "refusals changed nothing");
}
