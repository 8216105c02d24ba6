//! Whispers (SVC-WHISPER) on the running service: the leak sweep (every
//! viewer, every channel: REST, GraphQL, the game's streams, the feed,
//! replays and the operators' views), and the refusals (not seated,
//! muted, blocked, bad recipients, bad text), each changing nothing.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, Sse, TestApp, assert_problem};

/// A started game of three: its id, version, and the players' (id, token).
async fn table_of_three(app: &TestApp) -> (String, u64, [(String, String); 3]) {
    let players = app.accounts(["ana", "beto", "carla"]).await;
    let (s, g) = app.post("/v1/games", &players[0].1, json!({"max_players": 3})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.fill_and_start(&id, &players[0].1, &[&players[1].1, &players[2].1]).await;
    let (_, view) = app.get(&format!("/v1/games/{id}"), &players[0].1).await;
    (id, view["version"].as_u64().expect("version"), players)
}

/// Every frame a stream sends within `quiet` of the one before (the
/// keep-alive comments carry no data and are passed over).
async fn frames_within(stream: &mut Sse, quiet: Duration) -> Vec<(String, Value)> {
    let mut frames = Vec::new();
    while let Ok(frame) = tokio::time::timeout(quiet, stream.frame()).await {
        if let Some(data) = frame.field("data") {
            let kind = frame.field("event").unwrap_or("message").to_owned();
            frames.push((kind, serde_json::from_str(data).expect("json data")));
        }
    }
    frames
}

/// A GraphQL websocket subscribed to game `id`'s `gameEvents` after
/// `version`, as `token`.
async fn subscribed(app: &TestApp, token: &str, id: &str, version: u64) -> common::GqlSocket {
    use futures_util::SinkExt as _;
    let (mut ws, ack) = common::graphql_socket(&app.base, token).await;
    assert!(ack.to_text().expect("text").contains("connection_ack"), "{ack:?}");
    let subscribe = json!({"id": "1", "type": "subscribe", "payload": {
        "query": "subscription($g: String!, $v: Int!) { gameEvents(gameId: $g, since: $v) %Followed }",
        "variables": {"g": id, "v": version}}});
    ws.send(common::frame(&subscribe)).await.expect("subscribed");
    ws
}

/// Every item a subscription sends within `quiet` of the one before.
async fn items_within(ws: &mut common::GqlSocket, quiet: Duration) -> Vec<Value> {
    use futures_util::StreamExt as _;
    let mut items = Vec::new();
    while let Ok(Some(Ok(message))) = tokio::time::timeout(quiet, ws.next()).await {
        let message: Value =
            serde_json::from_str(message.to_text().unwrap_or("{}")).unwrap_or_default();
        if message["type"] == "next" {
            items.push(common::as_rest(&message)["payload"]["data"]["gameEvents"].clone());
        }
    }
    items
}

/// Everything `token` reads about game `id` besides the whispers' own
/// listing: the view, the log, a replay, the chat, the feed, and the same
/// over GraphQL.
async fn everything_else(app: &TestApp, token: &str, id: &str) -> Vec<(String, Value)> {
    let vars = json!({"g": id});
    let get = |path: String| async move { app.get(&path, token).await.1 };
    vec![
        ("REST view".to_owned(), get(format!("/v1/games/{id}")).await),
        ("REST events".to_owned(), get(format!("/v1/games/{id}/events?since=0")).await),
        ("REST replay".to_owned(), get(format!("/v1/games/{id}/versions/1")).await),
        ("REST chat".to_owned(), get(format!("/v1/games/{id}/chat")).await),
        ("REST feed".to_owned(), get("/v1/me/events".to_owned()).await),
        (
            "GraphQL game".to_owned(),
            app.gql(token, "query($g: String!) { game(id: $g) %GameResponse }", vars.clone()).await,
        ),
        (
            "GraphQL events".to_owned(),
            app.gql(token, "query($g: String!) { events(gameId: $g, since: 0) %Versioned }", vars)
                .await,
        ),
        ("GraphQL feed".to_owned(), app.gql(token, "{ myNotices %NoticeList }", json!({})).await),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_whisper_only_its_sender_and_recipients_read_it_on_any_channel() {
    let app = TestApp::spawn("whispers-leak").await;
    let admin = app.admin_token().await;
    let (id, version, [ana, beto, carla]) = table_of_three(&app).await;
    let stranger = app.register("dario").await;
    let viewers = [
        ("ana", &ana.1),
        ("beto", &beto.1),
        ("carla", &carla.1),
        ("dario", &stranger.1),
        ("the operator", &admin),
    ];
    let stream = format!("/v1/games/{id}/events/stream?since={version}");
    let mut streams = Vec::new();
    let mut sockets = Vec::new();
    for (who, token) in viewers {
        streams.push((who, Sse::new(app.raw_get(&stream, token).await)));
        sockets.push((who, subscribed(&app, token, &id, version).await));
    }

    // Ana (seat 0) whispers to Beto alone, then to Beto and Carla.
    let to_beto = "pact with me against carla PRIVATE-ONE";
    let (s, one) = app
        .post(&format!("/v1/games/{id}/whispers"), &ana.1, json!({"to": [1], "body": to_beto}))
        .await;
    assert_eq!(s, StatusCode::CREATED, "{one}");
    assert_eq!((&one["from"], &one["to"], &one["body"]), (&json!(0), &json!([1]), &json!(to_beto)));
    let to_both = "let us corner dario PRIVATE-TWO";
    let vars = json!({"g": id, "to": [2, 1], "body": to_both});
    let two = app
        .gql(
            &ana.1,
            "mutation($g: String!, $to: [Int!]!, $body: String!) { whisper(gameId: $g, to: $to, body: $body) %Whisper }",
            vars,
        )
        .await;
    assert!(two["errors"].is_null(), "{two}");
    assert_eq!(two["data"]["whisper"]["to"], json!([1, 2]), "recipients in seat order");

    // Who reads which, on the listing (REST and GraphQL) and on the stream.
    let expected: [(&str, &[&str]); 5] = [
        ("ana", &[to_beto, to_both]),
        ("beto", &[to_beto, to_both]),
        ("carla", &[to_both]),
        ("dario", &[]),
        ("the operator", &[]),
    ];
    for ((who, token), (_, reads)) in viewers.into_iter().zip(expected) {
        let (s, page) = app.get(&format!("/v1/games/{id}/whispers"), token).await;
        let gql = app
            .gql(
                token,
                "query($g: String!) { whispers(gameId: $g) %WhisperPage }",
                json!({"g": id}),
            )
            .await;
        if reads.is_empty() {
            // Not seated: the listing refuses, operators alike.
            assert_problem(s, &page, StatusCode::FORBIDDEN, "NOT_SEATED");
            assert_eq!(gql["errors"][0]["extensions"]["code"], "NOT_SEATED", "{who}: {gql}");
        } else {
            assert_eq!(s, StatusCode::OK, "{who}: {page}");
            assert_eq!(common::texts(&page["whispers"], "body"), reads, "{who} on REST");
            assert_eq!(gql["data"]["whispers"], page, "{who}: GraphQL reads as REST");
        }
    }
    for ((who, mut sse), (_, reads)) in streams.into_iter().zip(expected) {
        let frames = frames_within(&mut sse, Duration::from_millis(1500)).await;
        let whispered: Vec<&str> = frames
            .iter()
            .filter(|(kind, _)| kind == "whisper")
            .map(|(_, data)| data["body"].as_str().expect("a body"))
            .collect();
        assert_eq!(whispered, reads, "{who}'s stream: {frames:?}");
    }
    for ((who, mut ws), (_, reads)) in sockets.into_iter().zip(expected) {
        let items = items_within(&mut ws, Duration::from_millis(1500)).await;
        let whispered: Vec<&str> =
            items.iter().filter_map(|item| item["event"]["body"].as_str()).collect();
        assert_eq!(whispered, reads, "{who}'s gameEvents subscription: {items:?}");
    }

    // Nothing else anyone reads carries a whisper's text: the recipients'
    // feeds say one came, by id and seat.
    for (who, token) in viewers {
        for (what, answer) in everything_else(&app, token, &id).await {
            let text = answer.to_string();
            assert!(!text.contains("PRIVATE-"), "{who} reads a whisper in the {what}: {text}");
        }
    }
    // Each person's archive keeps the whispers their seat sent or
    // received, and no other (SVC-EXPORT).
    for ((who, token), (_, reads)) in viewers.into_iter().zip(expected).take(4) {
        let (s, export) = app.get("/v1/me/export", token).await;
        assert_eq!(s, StatusCode::OK, "{who}: {export}");
        let kept: Vec<&str> = export["games"]
            .as_array()
            .expect("games")
            .iter()
            .flat_map(|g| common::texts(&g["whispers"], "body"))
            .collect();
        assert_eq!(kept, reads, "{who}'s archive");
    }
    let (_, feed) = app.get("/v1/me/events", &carla.1).await;
    let told: Vec<&Value> = feed["notices"]
        .as_array()
        .expect("notices")
        .iter()
        .filter(|n| n["type"] == "whisper")
        .collect();
    assert_eq!(told.len(), 1, "{feed}");
    assert_eq!((&told[0]["from_seat"], &told[0]["game_id"]), (&json!(0), &json!(id)));
    let (_, feed) = app.get("/v1/me/events", &ana.1).await;
    assert!(!feed.to_string().contains("\"whisper\""), "the sender is not told: {feed}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_whisper_refusals_name_their_reason_and_keep_nothing() {
    let app = TestApp::spawn("whispers-refused").await;
    let admin = app.admin_token().await;
    let (id, _, [ana, beto, carla]) = table_of_three(&app).await;
    let stranger = app.register("dario").await;
    let path = format!("/v1/games/{id}/whispers");
    let app = &app;
    let send = |token: &str, to: Value, body: &str| {
        let (token, path) = (token.to_owned(), path.clone());
        let body = json!({"to": to, "body": body});
        async move { app.post(&path, &token, body).await }
    };

    let (s, b) = send(&stranger.1, json!([0]), "hello").await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "NOT_SEATED");
    let (s, b) = send(&admin, json!([0]), "hello").await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "NOT_SEATED");
    for to in [json!([0]), json!([1, 1]), json!([7])] {
        let (s, b) = send(&ana.1, to.clone(), "hello").await;
        assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_RECIPIENTS");
    }
    let (s, b) = send(&ana.1, json!([1]), "   ").await;
    assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_MESSAGE");
    let (s, b) = app.post(&path, &ana.1, json!({"to": [1], "body": "hi", "color": "red"})).await;
    assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_JSON");

    // A block either way keeps the two apart, and only them.
    let (s, b) = app.call("PUT", &format!("/v1/me/blocks/{}", ana.0), Some(&beto.1), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = send(&ana.1, json!([1, 2]), "hello both").await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "BLOCKED");
    let (s, b) = send(&beto.1, json!([0]), "hello").await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "BLOCKED");
    let (s, b) = send(&ana.1, json!([2]), "hello carla").await;
    assert_eq!(s, StatusCode::CREATED, "{b}");

    // A muted person whispers no more than they chat.
    let (s, b) = app
        .post(&format!("/v1/admin/users/{}/mute", carla.0), &admin, json!({"reason": "spam"}))
        .await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = send(&carla.1, json!([0]), "hello").await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "MUTED");

    let (_, kept) = app.get(&path, &ana.1).await;
    assert_eq!(
        common::texts(&kept["whispers"], "body"),
        ["hello carla"],
        "only the one let through"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_whisper_an_operator_reads_one_only_in_a_report_that_cites_it_audited_and_may_delete_it()
 {
    let app = TestApp::spawn("whispers-reported").await;
    let admin = app.admin_token().await;
    let (id, _, [ana, beto, _]) = table_of_three(&app).await;
    let threat = "I know where you live MENACE";
    let (s, w) = app
        .post(&format!("/v1/games/{id}/whispers"), &ana.1, json!({"to": [1], "body": threat}))
        .await;
    assert_eq!(s, StatusCode::CREATED, "{w}");
    let report =
        json!({"seat": 0, "reason": "abusive_chat", "body": "threats", "whispers": [w["id"]]});
    let (s, filed) = app.post(&format!("/v1/games/{id}/reports"), &beto.1, report).await;
    assert_eq!(s, StatusCode::CREATED, "{filed}");
    assert_eq!(filed["whispers"], json!([w["id"]]));

    let (_, queue) = app.get("/v1/admin/reports", &admin).await;
    assert!(!queue.to_string().contains("MENACE"), "the queue lists no whisper's text: {queue}");
    let (_, log) = app.get("/v1/admin/audit?action=read_whispers", &admin).await;
    assert_eq!(log["total"], 0, "{log}");
    let (s, opened) = app.get(&format!("/v1/admin/reports/{}", filed["id"]), &admin).await;
    assert_eq!(s, StatusCode::OK, "{opened}");
    assert_eq!(common::texts(&opened["cited"], "body"), [threat]);
    let (_, log) = app.get("/v1/admin/audit?action=read_whispers", &admin).await;
    assert_eq!(log["total"], 1, "{log}");
    assert_eq!(log["entries"][0]["target_id"], filed["id"].to_string());

    // The dashboard's queue links to the report's page, which shows the
    // whisper, and opening it is audited again.
    let mut op = common::admin::Browser::operator(&app.base).await;
    let (_, queue, _) = op.get("/admin/reports").await;
    assert!(!queue.contains("MENACE"), "the queue shows no whisper's text");
    let link = format!(r#"href="/admin/reports/{}""#, filed["id"]);
    assert!(queue.contains(&link), "the queue links to the report's page");
    let (s, page, _) = op.get(&format!("/admin/reports/{}", filed["id"])).await;
    assert_eq!(s, StatusCode::OK, "{page}");
    assert!(page.contains(r#"id="cited-whispers""#) && page.contains("MENACE"), "{page}");
    let (_, log) = app.get("/v1/admin/audit?action=read_whispers", &admin).await;
    assert_eq!(log["total"], 2, "{log}");

    let deleted = format!("/v1/admin/whispers/{}/delete", w["id"]);
    let (s, b) = app.post(&deleted, &admin, json!({"reason": "threats"})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    for token in [&ana.1, &beto.1] {
        let (_, page) = app.get(&format!("/v1/games/{id}/whispers"), token).await;
        assert_eq!(
            (&page["whispers"][0]["deleted"], &page["whispers"][0]["body"]),
            (&json!(true), &json!(""))
        );
    }
    let unknown = "/v1/admin/whispers/999/delete";
    let (s, b) = app.post(unknown, &admin, json!({"reason": "x"})).await;
    assert_problem(s, &b, StatusCode::NOT_FOUND, "WHISPER_NOT_FOUND");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_whisper_a_pact_proposal_carries_a_message_to_the_other_party_alone_once() {
    let app = TestApp::spawn("whispers-pact").await;
    let admin = app.admin_token().await;
    let [ana, beto, carla] = app.accounts(["ana", "beto", "carla"]).await;
    let options = json!({"max_players": 3, "color": "red", "options": {"pacts": true}});
    let (s, g) = app.post("/v1/games", &ana.1, options).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    for (token, color) in [(&beto.1, "blue"), (&carla.1, "black")] {
        let (s, b) =
            app.post(&format!("/v1/games/{id}/join"), token, json!({"color": color})).await;
        assert_eq!(s, StatusCode::OK, "{b}");
    }
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/start"), Some(&ana.1), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");

    let propose =
        json!({"to": "blue", "terms": {"kind": "world"}, "message": "peace, and we split Asia"});
    let path = format!("/v1/games/{id}/pacts");
    let keyed = |key: &'static str| {
        let (path, body, token) = (path.clone(), propose.clone(), ana.1.clone());
        let app = &app;
        async move {
            let res = app
                .http
                .post(format!("{}{path}", app.base))
                .bearer_auth(token)
                .header("Idempotency-Key", key)
                .json(&body)
                .send()
                .await
                .expect("sent");
            (res.status(), res.json::<Value>().await.expect("json"))
        }
    };
    let (s, first) = keyed("pact-1").await;
    assert_eq!(s, StatusCode::OK, "{first}");
    let (s, again) = keyed("pact-1").await;
    assert_eq!((s, &again), (StatusCode::OK, &first), "a retry replays the answer");
    let (_, beto_reads) = app.get(&format!("/v1/games/{id}/whispers"), &beto.1).await;
    let heard = beto_reads["whispers"].as_array().expect("whispers");
    assert_eq!(heard.len(), 1, "the message is whispered once: {beto_reads}");
    assert_eq!(
        (&heard[0]["body"], &heard[0]["pact"], &heard[0]["from"]),
        (&json!("peace, and we split Asia"), &json!(1), &json!(0))
    );
    let (_, carla_reads) = app.get(&format!("/v1/games/{id}/whispers"), &carla.1).await;
    assert_eq!(carla_reads["whispers"], json!([]), "the third player reads nothing");

    // GraphQL's proposePact takes the message too, once under its key.
    let propose_over_graphql = "mutation($g: String!) { proposePact(gameId: $g, to: \"black\", \
        kind: WORLD, message: \"and you, Carla?\", idempotencyKey: \"pact-2\") { version replayed } }";
    for replayed in [false, true] {
        let done = app.gql(&ana.1, propose_over_graphql, json!({"g": id})).await;
        assert_eq!(done["data"]["proposePact"]["replayed"], replayed, "{done}");
    }
    let (_, carla_reads) = app.get(&format!("/v1/games/{id}/whispers"), &carla.1).await;
    let heard = carla_reads["whispers"].as_array().expect("whispers");
    assert_eq!(heard.len(), 1, "whispered once: {carla_reads}");
    assert_eq!((&heard[0]["body"], &heard[0]["pact"]), (&json!("and you, Carla?"), &json!(2)));
    let (_, beto_reads) = app.get(&format!("/v1/games/{id}/whispers"), &beto.1).await;
    assert_eq!(beto_reads["whispers"].as_array().map(Vec::len), Some(1), "Beto reads only his");

    // A message that cannot be whispered refuses the proposal too.
    let (s, b) = app
        .post(&format!("/v1/admin/users/{}/mute", ana.0), &admin, json!({"reason": "spam"}))
        .await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let to_carla = json!({"to": "black", "terms": {"kind": "world"}, "message": "and you?"});
    let (s, b) = app.post(&path, &ana.1, to_carla).await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "MUTED");
    let refused =
        app.gql(&ana.1, &propose_over_graphql.replace("pact-2", "pact-3"), json!({"g": id})).await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "MUTED", "{refused}");
    let (_, pacts) = app.get(&path, &carla.1).await;
    assert_eq!(pacts["pacts"].as_array().map(Vec::len), Some(2), "no third pact: {pacts}");
}
