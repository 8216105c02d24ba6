//! Bounded clients (`docs/api.md`, "Limits"): every input that costs memory or
//! CPU has a bound and a problem code. GraphQL bodies, depth, complexity and
//! cost; the rate limiter's key; the login throttle; the `Bearer` scheme in
//! any case. The real server over SQLite, driven over HTTP.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::TestApp;

/// A server with `TEG_RATE_LIMIT` at `per_second` (bursts of twice that).
async fn limited(tag: &str, per_second: u32) -> TestApp {
    let (mut config, db) = common::sqlite_config(tag);
    config.rate_limit = Some(per_second);
    let base = teg_api::startup::Application::spawn(config).await.expect("the app builds");
    TestApp { base, http: reqwest::Client::new(), db }
}

/// A raw POST to `/graphql`: (status, content type, body as JSON).
async fn post_graphql(app: &TestApp, token: &str, body: Vec<u8>) -> (StatusCode, String, Value) {
    let res = app
        .http
        .post(format!("{}/graphql", app.base))
        .bearer_auth(token)
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("post");
    let status = res.status();
    let ct = res.headers().get("content-type").map(|v| v.to_str().unwrap_or("").to_owned());
    let text = res.text().await.expect("body");
    (status, ct.unwrap_or_default(), serde_json::from_str(&text).unwrap_or(Value::String(text)))
}

/// A query with `n` aliased copies of `field`.
fn aliased(n: usize, field: &str) -> String {
    let fields: String = (0..n).map(|i| format!("a{i}: {field} ")).collect();
    format!("{{ {fields}}}")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn graphql_bodies_have_the_rest_limit_and_problem_answers() {
    let app = TestApp::spawn("limits-body").await;
    let (_, token) = app.register("bodyana").await;
    let huge = json!({"query": format!("{{ games {{ total }} }} #{}", "x".repeat(70_000))});
    let (s, ct, b) = post_graphql(&app, &token, huge.to_string().into_bytes()).await;
    assert_eq!((s, ct.as_str()), (StatusCode::PAYLOAD_TOO_LARGE, "application/problem+json"));
    assert_eq!(b["code"], "PAYLOAD_TOO_LARGE");
    let (s, ct, b) = post_graphql(&app, &token, b"{\"query\": ".to_vec()).await;
    assert_eq!((s, ct.as_str()), (StatusCode::BAD_REQUEST, "application/problem+json"), "{b}");
    assert_eq!(b["code"], "MALFORMED_JSON");
    let (s, ct, b) =
        post_graphql(&app, &token, b"[{\"query\": \"{ games { total } }\"}]".to_vec()).await;
    assert_eq!((s, ct.as_str()), (StatusCode::BAD_REQUEST, "application/problem+json"), "{b}");
    let ok = app.gql(&token, "{ games { total } }", json!({})).await;
    assert!(ok["errors"].is_null(), "{ok}");
    let schema = app.gql(&token, "{ __schema { queryType { name } } }", json!({})).await;
    assert_eq!(
        schema["data"]["__schema"]["queryType"]["name"], "QueryRoot",
        "introspection is on by default"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_query_too_wide_or_too_deep_is_refused_before_it_runs() {
    let app = TestApp::spawn("limits-shape").await;
    let (_, token) = app.register("shapeana").await;
    let (id, players) = app.started_game().await;
    // 500 aliased event logs in 35 kB: refused whole, nothing is read.
    let wide = aliased(500, &format!("events(gameId: \"{id}\") {{ version }}"));
    let answer = app.gql(&players[0].1, &wide, json!({})).await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "QUERY_TOO_COMPLEX", "{answer}");
    assert!(answer["data"].is_null(), "nothing ran: {answer}");
    // 201 plain fields pass the complexity bound too.
    let answer = app.gql(&token, &aliased(201, "games { total }"), json!({})).await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "QUERY_TOO_COMPLEX", "{answer}");
    // Four whole logs is the most one query may read.
    let four = aliased(4, &format!("events(gameId: \"{id}\") {{ version }}"));
    let answer = app.gql(&players[0].1, &four, json!({})).await;
    assert!(answer["errors"].is_null(), "{answer}");
    assert!(answer["data"]["a3"].is_array(), "{answer}");
    // Deep introspection beside a field of the game is held to the main
    // limits, and so is introspection that nests four of the schema's lists.
    let deep = "{ games { total } __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } }";
    let answer = app.gql(&token, deep, json!({})).await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "QUERY_TOO_DEEP", "{answer}");
    let lists = "{ __schema { types { fields { type { fields { type { fields { type { name } } } } } } } } }";
    let answer = app.gql(&token, lists, json!({})).await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "QUERY_TOO_DEEP", "{answer}");
    assert!(answer["data"].is_null(), "nothing ran: {answer}");
}

/// The introspection queries client tools send, as graphql-js 16 writes
/// them (`getIntrospectionQuery()`, and with the options GraphQL Code
/// Generator's loaders pass).
const TOOLS_INTROSPECTION: [(&str, &str); 2] = [
    ("graphql-js", include_str!("fixtures/graphql/graphql-js-introspection.graphql")),
    ("GraphQL Code Generator", include_str!("fixtures/graphql/codegen-introspection.graphql")),
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_standard_introspection_queries_of_client_tools_succeed() {
    let app = TestApp::spawn("limits-introspection").await;
    let (_, token) = app.register("toolana").await;
    for (tool, query) in TOOLS_INTROSPECTION {
        let body = json!({"query": query, "operationName": "IntrospectionQuery"});
        let (s, _, answer) = post_graphql(&app, &token, body.to_string().into_bytes()).await;
        assert_eq!(s, StatusCode::OK, "{tool}: {answer}");
        assert!(answer["errors"].is_null(), "{tool}: {answer}");
        let types = answer["data"]["__schema"]["types"].as_array().expect("types");
        let game = types.iter().find(|t| t["name"] == "QueryRoot").expect("the query root");
        assert!(game["fields"].as_array().is_some_and(|f| f.len() >= 5), "{tool}: {game}");
    }
    // An introspection query may not run anything else.
    let sneaky = "query IntrospectionQuery { __schema { queryType { name } } } query Other { games { total } }";
    let body = json!({"query": sneaky, "operationName": "Other"});
    let (_, _, answer) = post_graphql(&app, &token, body.to_string().into_bytes()).await;
    assert!(answer["errors"].is_null(), "another operation runs under the main limits: {answer}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_graphql_query_is_charged_to_the_callers_budget_by_its_cost() {
    let app = limited("limits-cost", 5).await;
    let [cheap, costly] = app.tokens(["cheapana", "costlybeto"]).await;
    // A cheap query costs what a REST call costs: ten pass in the burst.
    for _ in 0..10 {
        let answer = app.gql(&cheap, "{ games { total } }", json!({})).await;
        assert!(answer["errors"].is_null(), "{answer}");
    }
    // One query of 20 lists (the most complexity allowed) spends the whole
    // burst of 10 (it would cost 20, more than a burst holds).
    let heavy = aliased(20, "games { total }");
    let answer = app.gql(&costly, &heavy, json!({})).await;
    assert!(answer["errors"].is_null(), "{answer}");
    let res = app.raw_gql(&costly, "{ games { total } }").await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS, "the burst went on one query");
    assert!(res.headers().get("retry-after").is_some());
    assert_eq!(res.headers().get("content-type").expect("ct"), "application/problem+json");
    let body: Value = res.json().await.expect("problem");
    assert_eq!(body["code"], "RATE_LIMITED");
}

/// Operations sent over a websocket pay from the same budget as HTTP
/// requests, at least a token each: a socket is no way around the limit.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_websocket_operation_is_charged_to_the_senders_budget() {
    use futures_util::SinkExt;

    let app = limited("limits-ws", 5).await;
    let (_, token) = app.register("socketana").await;
    let (mut ws, ack) = common::graphql_socket(&app.base, &token).await;
    let send = |v: Value| common::frame(&v);
    assert!(ack.to_text().expect("text").contains("connection_ack"), "{ack:?}");
    // A burst is 10 tokens; 30 cheap queries over the socket.
    for i in 0..30 {
        let subscribe = json!({"id": i.to_string(), "type": "subscribe",
            "payload": {"query": "{ games { total } }"}});
        ws.send(send(subscribe)).await.expect("subscribe");
    }
    let (mut answered, mut limited) = (0, 0);
    while answered + limited < 30 {
        let message = common::next_message(&mut ws).await;
        match message["type"].as_str() {
            Some("next") if message["payload"]["errors"].is_null() => answered += 1,
            Some("next" | "error") => {
                let text = message.to_string();
                assert!(text.contains("RATE_LIMITED"), "{text}");
                limited += 1;
            }
            _ => {}
        }
    }
    assert!((9..=12).contains(&answered), "about a burst is answered: {answered}");
    assert_eq!(answered + limited, 30);
    // The socket spent the user's budget: their next HTTP request waits too.
    let res = app.raw_gql(&token, "{ games { total } }").await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
}

/// The `r` of a `RateLimit` header (`"requests";r=7;t=1`).
pub(crate) fn requests_left(res: &reqwest::Response) -> u64 {
    let field = res.headers().get("ratelimit").expect("RateLimit").to_str().expect("ascii");
    let r = field.split(';').find_map(|p| p.strip_prefix("r=")).expect("r=");
    r.parse().expect("a whole number")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_charged_answer_tells_the_budget_and_a_refusal_says_when_to_come_back() {
    // 5 a second, bursts of 10: the bucket holds 10, full again in 2 s.
    let app = limited("limits-headers", 5).await;
    let (_, token) = app.register("paced").await;
    let mut left = Vec::new();
    let refusal = loop {
        let res = app.raw_get("/v1/rulesets", &token).await;
        let policy = res.headers().get("ratelimit-policy").expect("RateLimit-Policy");
        assert_eq!(policy, "\"requests\";q=10;w=2");
        if res.status() == StatusCode::TOO_MANY_REQUESTS {
            break res;
        }
        assert_eq!(res.status(), StatusCode::OK);
        left.push(requests_left(&res));
        assert!(left.len() <= 12, "the burst of 10 runs out: {left:?}");
    };
    assert_eq!(left[0], 9, "a fresh bucket, one request charged: {left:?}");
    assert!(left.windows(2).all(|w| w[1] <= w[0]), "counts down: {left:?}");
    assert_eq!(requests_left(&refusal), 0);
    let retry: u64 = refusal.headers()["retry-after"].to_str().expect("ascii").parse().expect("s");
    assert_eq!(retry, 1, "one request's refill (0.2 s) rounds up to a second");
    let field = refusal.headers()["ratelimit"].to_str().expect("ascii").to_owned();
    assert!(field.ends_with(";t=2"), "full again in 2 s: {field}");
    // The probes are not charged, and say nothing of a budget.
    let health = app.http.get(format!("{}/healthz", app.base)).send().await.expect("get");
    assert!(health.headers().get("ratelimit").is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn invented_tokens_share_their_address_budget() {
    let app = limited("limits-key", 5).await;
    let (_, real) = app.register("keyana").await;
    let mut refused = None;
    for i in 0..30 {
        let res = app.raw_get("/v1/rulesets", format!("junk{i}")).await;
        if res.status() == StatusCode::TOO_MANY_REQUESTS {
            refused = Some(i);
            break;
        }
    }
    let refused = refused.expect("30 invented tokens do not buy 30 budgets");
    assert!(refused <= 10, "the address's burst of 10 (one spent registering): {refused}");
    let res = app.raw_get("/v1/rulesets", &real).await;
    assert_eq!(res.status(), StatusCode::OK, "a real user has their own budget");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failed_logins_are_throttled_per_account_and_per_address() {
    let app = TestApp::spawn("limits-login").await;
    let (_, _) = app.register("guessed").await;
    let login = |user: &str, password: &str| {
        let body = json!({"username": user, "password": password});
        app.http.post(format!("{}/v1/auth/login", app.base)).json(&body).send()
    };
    for _ in 0..5 {
        let res = login("guessed", "wrong guess").await.expect("post");
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    }
    let res = login("guessed", "wrong guess").await.expect("post");
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry: u64 = res
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok())
        .expect("Retry-After in seconds");
    assert!((1..=12).contains(&retry), "one failure a minute comes back every 12 s: {retry}");
    let body: Value = res.json().await.expect("problem");
    assert_eq!(body["code"], "LOGIN_THROTTLED");
    // Throttled means throttled: the right password waits too.
    let res = login("guessed", "secret password").await.expect("post");
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    // Unknown accounts from the same address spend the address's 20.
    let mut statuses = Vec::new();
    for i in 0..16 {
        statuses.push(login(&format!("nobody{i}"), "wrong guess").await.expect("post").status());
    }
    assert!(statuses[..15].iter().all(|s| *s == StatusCode::UNAUTHORIZED), "{statuses:?}");
    assert_eq!(statuses[15], StatusCode::TOO_MANY_REQUESTS, "20 failures from one address");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_token_from_a_past_login_lets_its_owner_in_while_the_account_is_guessed() {
    let app = TestApp::spawn("limits-device").await;
    let (_, _) = app.register("owner").await;
    let (s, signed) = app.log_in("owner", "secret password").await;
    assert_eq!(s, StatusCode::OK, "{signed}");
    let device = signed["device_token"].as_str().expect("a device token").to_owned();
    // What the spec refuses the server refuses: a device token over 200
    // characters is a 400 on login and on registration alike.
    let long = "x".repeat(201);
    for (path, who) in [("/v1/auth/login", "owner"), ("/v1/auth/register", "newcomer")] {
        let body = json!({"username": who, "password": "secret password", "device_token": long});
        let (s, b) = app.call("POST", path, None, Some(body)).await;
        assert_eq!(s, StatusCode::BAD_REQUEST, "{path}: {b}");
    }
    let wrong = json!({"username": "owner", "password": "wrong guess"});
    for _ in 0..5 {
        let (s, b) = app.call("POST", "/v1/auth/login", None, Some(wrong.clone())).await;
        assert_eq!(s, StatusCode::UNAUTHORIZED, "{b}");
    }
    let right = json!({"username": "owner", "password": "secret password"});
    let (s, b) = app.call("POST", "/v1/auth/login", None, Some(right)).await;
    common::assert_problem(s, &b, StatusCode::TOO_MANY_REQUESTS, "LOGIN_THROTTLED");
    // The owner's own device, at the same address, is let in.
    let with_device =
        json!({"username": "owner", "password": "secret password", "device_token": device});
    let (s, b) = app.call("POST", "/v1/auth/login", None, Some(with_device)).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    assert_eq!(b["device_token"].as_str(), Some(device.as_str()), "the same device, kept");
    // A device token is bound to its account.
    let (_, _) = app.register("other").await;
    let elsewhere = json!({"username": "other", "password": "wrong guess", "device_token": device});
    for _ in 0..5 {
        let (s, b) = app.call("POST", "/v1/auth/login", None, Some(elsewhere.clone())).await;
        assert_eq!(s, StatusCode::UNAUTHORIZED, "{b}");
    }
    let (s, b) = app.call("POST", "/v1/auth/login", None, Some(elsewhere)).await;
    common::assert_problem(s, &b, StatusCode::TOO_MANY_REQUESTS, "LOGIN_THROTTLED");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bearer_scheme_is_case_insensitive() {
    let app = TestApp::spawn("limits-bearer").await;
    let (_, token) = app.register("caseana").await;
    for scheme in ["Bearer", "bearer", "BEARER"] {
        let res = app
            .http
            .get(format!("{}/v1/games", app.base))
            .header("authorization", format!("{scheme} {token}"))
            .send()
            .await
            .expect("get");
        assert_eq!(res.status(), StatusCode::OK, "{scheme}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn numbers_out_of_range_are_400_problems_and_the_server_keeps_serving() {
    let app = TestApp::spawn("limits-numbers").await;
    let (id, players) = app.started_game().await;
    let token = players[0].1.as_str();
    let admin = app.admin_token().await;
    for path in [
        "/v1/games?offset=9223372036854775808".to_owned(),
        "/v1/games?limit=0".to_owned(),
        "/v1/games?limit=101".to_owned(),
        format!("/v1/games/{id}/events?since=18446744073709551615"),
        format!("/v1/games/{id}/events?since=-1"),
        format!("/v1/games/{id}/events?wait=31"),
        format!("/v1/games/{id}/chat?after=9223372036854775808"),
        format!("/v1/games/{id}/chat?limit=201"),
    ] {
        let (s, b) = app.get(&path, token).await;
        common::assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_QUERY");
        assert!(
            b["detail"]
                .as_str()
                .is_some_and(|d| d.contains("out of range") || d.contains("invalid")),
            "{path}: {b}"
        );
    }
    let (s, b) = app.get("/v1/admin/audit?offset=9223372036854775808", &admin).await;
    common::assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_QUERY");
    let res = app
        .http
        .get(format!("{}/v1/games/{id}/events/stream", app.base))
        .bearer_auth(token)
        .header("Last-Event-ID", "18446744073709551615")
        .send()
        .await
        .expect("get");
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body: Value = res.json().await.expect("problem");
    assert_eq!(body["code"], "BAD_LAST_EVENT_ID");
    let body =
        json!({"action": {"type": "end_turn"}, "expected_version": 9_223_372_036_854_775_808_u64});
    let (s, b) = app.post(&format!("/v1/games/{id}/actions"), token, body).await;
    common::assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_JSON");
    let (s, b) = app.get("/v1/games?offset=9223372036854775807", token).await;
    assert_eq!(s, StatusCode::OK, "the largest offset is a page of nothing: {b}");
    assert_eq!(b["games"], json!([]));
}

/// Opens the SSE stream of game `id` as `token`.
async fn stream(app: &TestApp, id: &str, token: &str) -> reqwest::Response {
    app.http
        .get(format!("{}/v1/games/{id}/events/stream", app.base))
        .bearer_auth(token)
        .send()
        .await
        .expect("stream")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn live_channels_are_bounded_per_user_and_a_ban_ends_them_at_once() {
    let app = TestApp::spawn("limits-streams").await;
    let (id, players) = app.started_game().await;
    let admin = app.admin_token().await;
    // Sixteen streams for one user; the seventeenth is refused.
    let mut held = Vec::new();
    for _ in 0..16 {
        let res = stream(&app, &id, &players[0].1).await;
        assert_eq!(res.status(), StatusCode::OK);
        held.push(res);
    }
    let refused = stream(&app, &id, &players[0].1).await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.headers().get("retry-after").is_some());
    let body: Value = refused.json().await.expect("problem");
    assert_eq!(body["code"], "TOO_MANY_STREAMS");
    // beto follows the game; a ban ends his stream at once.
    let mut live = stream(&app, &id, &players[1].1).await;
    assert_eq!(live.status(), StatusCode::OK);
    let first = live.chunk().await.expect("a frame");
    assert!(first.is_some(), "the game so far");
    let body = json!({"reason": "abuse"});
    let (s, b) = app.post(&format!("/v1/admin/users/{}/ban", players[1].0), &admin, body).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let ended = tokio::time::timeout(std::time::Duration::from_secs(3), async {
        while live.chunk().await.ok().flatten().is_some() {}
    })
    .await;
    assert!(ended.is_ok(), "the banned user's stream ended within 3 s");
    // A stream the client closed frees its place when a write to it fails
    // (its keep-alives come every 5 s: the second one).
    drop(held);
    let start = std::time::Instant::now();
    loop {
        let again = stream(&app, &id, &players[0].1).await;
        if again.status() == StatusCode::OK {
            break;
        }
        assert!(start.elapsed() < std::time::Duration::from_secs(20), "places are freed");
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_that_trickles_in_is_cut_with_408() {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let app = TestApp::spawn("limits-trickle").await;
    let address = app.base.trim_start_matches("http://").to_owned();
    let mut socket = tokio::net::TcpStream::connect(&address).await.expect("connect");
    let head = "POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"username\": ";
    socket.write_all(head.as_bytes()).await.expect("write");
    let start = std::time::Instant::now();
    let mut answer = Vec::new();
    let read = tokio::time::timeout(std::time::Duration::from_secs(20), async {
        let mut buf = [0u8; 4096];
        loop {
            match socket.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    answer.extend_from_slice(&buf[..n]);
                    if answer.windows(4).any(|w| w == b"\r\n\r\n") {
                        break;
                    }
                }
            }
        }
    })
    .await;
    assert!(read.is_ok(), "the server answered");
    let text = String::from_utf8_lossy(&answer);
    assert!(text.starts_with("HTTP/1.1 408"), "{text}");
    assert!(start.elapsed() >= std::time::Duration::from_secs(9), "{:?}", start.elapsed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn live_channels_are_bounded_per_address_and_in_all_and_health_still_answers() {
    let (config, db) = common::sqlite_config("limits-doors");
    let config =
        teg_api::config::Config { max_live_channels: 3, max_channels_per_address: 2, ..config };
    let base = teg_api::startup::Application::spawn(config).await.expect("builds");
    let app = TestApp { base: base.clone(), http: reqwest::Client::new(), db };
    let (_, ana) = app.register("doorana").await;
    let upgrade = || common::graphql_upgrade(&base);
    // Two sockets from this address, idle: the address is full.
    let first = upgrade().await.expect("room");
    let second = upgrade().await.expect("room");
    match upgrade().await {
        Err(tokio_tungstenite::tungstenite::Error::Http(res)) => {
            assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
        }
        other => panic!("a third socket from one address is refused: {other:?}"),
    }
    let stream = app.raw_get("/v1/me/events/stream", &ana).await;
    assert_eq!(stream.status(), StatusCode::TOO_MANY_REQUESTS, "streams share the bound");
    assert_eq!(
        stream.headers().get("connection").and_then(|v| v.to_str().ok()),
        Some("close"),
        "a refusal at a door keeps no idle connection open"
    );
    // Ordinary requests and the health checks pass no door.
    for path in ["/healthz", "/readyz", "/v1/rulesets"] {
        let res = app.http.get(format!("{base}{path}")).send().await.expect("get");
        assert_eq!(res.status(), StatusCode::OK, "{path} answers with the doors shut");
    }
    // A closed channel frees its place; existing ones were never dropped.
    drop(first);
    let mut freed = false;
    for _ in 0..50 {
        if upgrade().await.is_ok() {
            freed = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(freed, "the closed socket's place is free again");
    drop(second);
}
