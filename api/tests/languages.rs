//! Errors in the reader's language: a problem's `title` and `detail`, and
//! a GraphQL error's `message`, follow `Accept-Language` (es, en, it), else
//! the caller's `locale`, else English, and `Content-Language` says which;
//! `code`, `type` and `rule` never change. The catalogue of every code is
//! served as JSON, and its pages in the three languages.

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// `GET path` as `token`, asking for `language`: the status, the
/// `Content-Language` and the body.
async fn get_in(
    app: &TestApp,
    path: &str,
    token: Option<&str>,
    language: Option<&str>,
) -> (StatusCode, String, Value) {
    let mut request = app.http.get(format!("{}{path}", app.base));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(language) = language {
        request = request.header("accept-language", language);
    }
    let res = request.send().await.expect("get");
    let status = res.status();
    let spoken = res
        .headers()
        .get("content-language")
        .map(|v| v.to_str().expect("ascii").to_owned())
        .unwrap_or_default();
    (status, spoken, res.json().await.unwrap_or(Value::Null))
}

/// The catalogue, as a program asks for it.
async fn catalogue(app: &TestApp) -> Vec<Value> {
    let res = app
        .http
        .get(format!("{}/problems", app.base))
        .header("accept", "application/json")
        .send()
        .await
        .expect("get");
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "application/json");
    res.json().await.expect("json")
}

/// The catalogue's titles of `code`, by language.
async fn titles(app: &TestApp, code: &str) -> Value {
    let all = catalogue(app).await;
    all.into_iter().find(|p| p["code"] == code).expect("the code is catalogued")["title"].clone()
}

#[tokio::test]
async fn a_problem_is_worded_in_the_language_asked_for_and_its_code_never_changes() {
    let app = TestApp::spawn("languages").await;
    let (_, ana) = app.register("ana").await;
    let titles = titles(&app, "GAME_NOT_FOUND").await;
    let missing = "/v1/games/no-such-game";
    let (s, spoken, english) = get_in(&app, missing, Some(&ana), Some("en")).await;
    assert_eq!((s, spoken.as_str()), (StatusCode::NOT_FOUND, "en"), "{english}");
    assert_eq!(english["title"], titles["en"]);
    // An account that never chose a language is answered in English.
    let (_, spoken, _) = get_in(&app, missing, Some(&ana), None).await;
    assert_eq!(spoken, "en");
    for (asked, expected) in [("es-AR,es;q=0.9", "es"), ("it", "it"), ("fr, en;q=0.5", "en")] {
        let (s, spoken, body) = get_in(&app, missing, Some(&ana), Some(asked)).await;
        assert_eq!((s, spoken.as_str()), (StatusCode::NOT_FOUND, expected), "{asked}: {body}");
        assert_eq!(body["title"], titles[expected], "{asked}: {body}");
        for machine in ["code", "type", "status"] {
            assert_eq!(body[machine], english[machine], "{asked}: {machine} never changes");
        }
    }
    let (_, _, spanish) = get_in(&app, missing, Some(&ana), Some("es")).await;
    assert_ne!(spanish["detail"], english["detail"], "the detail is Spanish too: {spanish}");

    // Without Accept-Language, the account's own language; the header wins.
    let (s, me) = app.call("PATCH", "/v1/me", Some(&ana), Some(json!({"locale": "it"}))).await;
    assert_eq!(s, StatusCode::OK, "{me}");
    let (_, spoken, body) = get_in(&app, missing, Some(&ana), None).await;
    assert_eq!((spoken.as_str(), &body["title"]), ("it", &titles["it"]), "{body}");
    let (_, spoken, _) = get_in(&app, missing, Some(&ana), Some("en")).await;
    assert_eq!(spoken, "en");

    // A refusal before any handler (no token) is worded as well; with no
    // caller and no header, in English.
    let (s, spoken, body) = get_in(&app, "/v1/me", None, Some("es")).await;
    assert_eq!((s, spoken.as_str()), (StatusCode::UNAUTHORIZED, "es"), "{body}");
    assert_eq!(body["code"], "UNAUTHORIZED");
    let (_, spoken, _) = get_in(&app, "/v1/me", None, None).await;
    assert_eq!(spoken, "en");
}

#[tokio::test]
async fn graphql_errors_follow_the_same_language_with_the_same_code() {
    let app = TestApp::spawn("languages-graphql").await;
    let (_, ana) = app.register("ana").await;
    let ask = |language: &'static str| {
        let app = &app;
        let ana = ana.clone();
        async move {
            let res = app
                .http
                .post(format!("{}/graphql", app.base))
                .bearer_auth(ana)
                .header("accept-language", language)
                .json(&json!({"query": "{ game(id: \"no-such-game\") { id } }"}))
                .send()
                .await
                .expect("post");
            let spoken = res.headers().get("content-language").cloned();
            let body: Value = res.json().await.expect("json");
            (spoken.map(|v| v.to_str().expect("ascii").to_owned()), body)
        }
    };
    let (spoken, english) = ask("en").await;
    assert_eq!(spoken.as_deref(), Some("en"));
    let (spoken, spanish) = ask("es").await;
    assert_eq!(spoken.as_deref(), Some("es"));
    let code = |b: &Value| b["errors"][0]["extensions"]["code"].clone();
    assert_eq!(code(&english), json!("GAME_NOT_FOUND"), "{english}");
    assert_eq!(code(&spanish), code(&english));
    assert_ne!(spanish["errors"][0]["message"], english["errors"][0]["message"], "{spanish}");
}

#[tokio::test]
async fn the_catalogue_is_served_as_json_and_its_pages_in_three_languages() {
    let app = TestApp::spawn("languages-catalogue").await;
    let all = catalogue(&app).await;
    assert!(all.len() > 150, "every code: {}", all.len());
    for p in &all {
        let code = p["code"].as_str().expect("a code");
        assert_eq!(p["type"], format!("/problems/{code}"));
        for language in ["en", "es", "it"] {
            assert!(p["title"][language].as_str().is_some_and(|t| !t.is_empty()), "{p}");
        }
    }
    for (query, header, lang) in
        [("?lang=it", None, "it"), ("", Some("es"), "es"), ("?lang=en", Some("es"), "en")]
    {
        let mut request = app.http.get(format!("{}/problems/NOT_ADJACENT{query}", app.base));
        if let Some(header) = header {
            request = request.header("accept-language", header);
        }
        let res = request.send().await.expect("get");
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(res.headers()["content-language"], lang);
        let page = res.text().await.expect("text");
        assert!(page.contains(&format!("<html lang=\"{lang}\">")), "{page}");
    }
    let res = app.http.get(format!("{}/problems?lang=fr", app.base)).send().await.expect("get");
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
}

/// A stream's last frame speaks the reader's language too: the account's
/// `locale` (Italian here) words the `event: end` of a feed stream whose
/// session is logged out, with the same `code` and `status`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_streams_last_frame_is_worded_in_the_readers_language() {
    let app = TestApp::spawn("languages-end").await;
    let (_, token) = app.register("ana").await;
    let (s, b) = app.call("PATCH", "/v1/me", Some(&token), Some(json!({"locale": "it"}))).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let mut stream = app.raw_get("/v1/me/events/stream", &token).await;
    assert_eq!(stream.status(), StatusCode::OK);
    let (s, _) = app.call("POST", "/v1/auth/logout", Some(&token), None).await;
    assert_eq!(s, StatusCode::NO_CONTENT);
    let mut text = String::new();
    while let Ok(Some(chunk)) = stream.chunk().await {
        text.push_str(std::str::from_utf8(&chunk).expect("utf-8"));
    }
    let end = text.rsplit("\n\n").find(|f| f.contains("event: end")).expect("event: end");
    let data: Value =
        serde_json::from_str(end.lines().find_map(|l| l.strip_prefix("data: ")).expect("data"))
            .expect("json");
    let words: Value =
        serde_json::from_str(include_str!("../locales/problems.json")).expect("json");
    assert_eq!(
        (data["status"].as_u64(), data["code"].as_str()),
        (Some(401), Some("INVALID_TOKEN"))
    );
    assert_eq!(data["detail"], words["INVALID_TOKEN"]["detail"]["it"], "Italian: {data}");
}

/// Over the GraphQL websocket too: an account that reads Italian gets an
/// operation's error in Italian, its `code` unchanged.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_graphql_socket_words_its_errors_in_the_accounts_language() {
    use futures_util::SinkExt as _;
    let app = TestApp::spawn("languages-socket").await;
    let (_, token) = app.register("ana").await;
    let (s, b) = app.call("PATCH", "/v1/me", Some(&token), Some(json!({"locale": "it"}))).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (mut ws, ack) = common::graphql_socket(&app.base, &token).await;
    assert!(ack.to_text().expect("text").contains("connection_ack"), "{ack:?}");
    let ask = json!({"id": "1", "type": "subscribe",
        "payload": {"query": "{ game(id: \"no-such-game\") { id } }"}});
    ws.send(common::frame(&ask)).await.expect("send");
    let answer = common::next_message(&mut ws).await;
    let error = &answer["payload"]["errors"][0];
    assert_eq!(error["extensions"]["code"], "GAME_NOT_FOUND", "{answer}");
    let words: Value =
        serde_json::from_str(include_str!("../locales/problems.json")).expect("json");
    assert_eq!(error["message"], words["GAME_NOT_FOUND"]["detail"]["it"], "{answer}");
}
