//! OAuth 2 for third-party apps (SVC-OAUTH), as an app and a browser meet
//! it: a developer registers an app, a player signs in on the service's
//! page and approves, the app trades its code with the PKCE verifier
//! (S256) and plays a whole game with the token; every refusal RFC 6749
//! and RFC 7636 name gives its error (wrong verifier, reused code, redirect
//! mismatch, expired code, scope escalation); refresh tokens rotate and a
//! reused one kills the grant; revoking the grant, RFC 7009's revocation
//! and an operator disabling the app each stop the tokens at once.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::{TestApp, assert_problem};

pub(crate) const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
pub(crate) const REDIRECT: &str = "http://127.0.0.1:8765/callback";

/// A browser that follows no redirect and keeps the pages' cookie.
pub(crate) struct Browser {
    http: reqwest::Client,
    base: String,
    cookie: Option<String>,
    language: &'static str,
}

/// What a browser ends on: a page's status and text, or a redirect.
#[derive(Debug)]
pub(crate) enum Landed {
    Page(StatusCode, String),
    Redirect(reqwest::Url),
}

impl Browser {
    pub(crate) fn new(app: &TestApp, language: &'static str) -> Browser {
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("client");
        Browser { http, base: app.base.clone(), cookie: None, language }
    }

    async fn land(&mut self, res: reqwest::Response) -> Landed {
        if let Some(cookie) = res.headers().get("set-cookie").and_then(|v| v.to_str().ok()) {
            self.cookie = cookie.split(';').next().map(str::to_owned);
        }
        let status = res.status();
        if status == StatusCode::FOUND {
            let to = res.headers()["location"].to_str().expect("location").to_owned();
            return Landed::Redirect(reqwest::Url::parse(&to).expect("an absolute URL"));
        }
        assert_eq!(
            res.headers().get("x-frame-options").and_then(|v| v.to_str().ok()),
            Some("DENY"),
            "never in a frame"
        );
        Landed::Page(status, res.text().await.expect("text"))
    }

    async fn open(&mut self, query: &[(&str, &str)]) -> Landed {
        let mut req = self
            .http
            .get(format!("{}/oauth/authorize", self.base))
            .query(query)
            .header("accept-language", self.language);
        if let Some(c) = &self.cookie {
            req = req.header("cookie", c);
        }
        let res = req.send().await.expect("up");
        self.land(res).await
    }

    async fn post(&mut self, form: &[(&str, &str)]) -> Landed {
        let mut req = self
            .http
            .post(format!("{}/oauth/authorize", self.base))
            .form(form)
            .header("accept-language", self.language);
        if let Some(c) = &self.cookie {
            req = req.header("cookie", c);
        }
        let res = req.send().await.expect("up");
        self.land(res).await
    }
}

/// An authorization request's parameters.
pub(crate) fn ask<'a>(
    client_id: &'a str,
    scope: &'a str,
    redirect: &'a str,
) -> Vec<(&'a str, &'a str)> {
    vec![
        ("response_type", "code"),
        ("client_id", client_id),
        ("redirect_uri", redirect),
        ("scope", scope),
        ("state", "xyz-123"),
        ("code_challenge", CHALLENGE),
        ("code_challenge_method", "S256"),
    ]
}

/// A hidden field's value in a page.
fn field(page: &str, name: &str) -> String {
    let marker = format!("name=\"{name}\" value=\"");
    let at = page.find(&marker).unwrap_or_else(|| panic!("{name} in {page}")) + marker.len();
    page[at..].split('"').next().expect("value").to_owned()
}

fn query(url: &reqwest::Url, name: &str) -> Option<String> {
    url.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned())
}

/// Signs in on the page (if asked) and approves: the code.
pub(crate) async fn approve(browser: &mut Browser, params: &[(&str, &str)], who: &str) -> String {
    let consent = match browser.open(params).await {
        Landed::Page(StatusCode::OK, page) if page.contains("name=\"password\"") => {
            let mut form = params.to_vec();
            form.extend([("username", who), ("password", "secret password")]);
            match browser.post(&form).await {
                Landed::Page(StatusCode::OK, page) => page,
                other => panic!("the consent page: {other:?}"),
            }
        }
        Landed::Page(StatusCode::OK, page) => page,
        other => panic!("a page: {other:?}"),
    };
    let ticket = field(&consent, "ticket");
    let mut form = params.to_vec();
    form.extend([("ticket", ticket.as_str()), ("decision", "approve")]);
    let Landed::Redirect(to) = browser.post(&form).await else { panic!("back to the app") };
    assert_eq!(query(&to, "state").as_deref(), Some("xyz-123"), "{to}");
    query(&to, "code").unwrap_or_else(|| panic!("a code: {to}"))
}

async fn token(app: &TestApp, form: &[(&str, &str)]) -> (StatusCode, Value) {
    let res = reqwest::Client::new()
        .post(format!("{}/oauth/token", app.base))
        .form(form)
        .send()
        .await
        .expect("up");
    let status = res.status();
    assert_eq!(res.headers()["cache-control"], "no-store");
    (status, res.json().await.expect("json"))
}

pub(crate) async fn trade(
    app: &TestApp,
    client: &str,
    code: &str,
    verifier: &str,
    redirect: &str,
) -> (StatusCode, Value) {
    token(
        app,
        &[
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", redirect),
            ("client_id", client),
            ("code_verifier", verifier),
        ],
    )
    .await
}

fn oauth_error(answer: &(StatusCode, Value), status: StatusCode, error: &str) {
    assert_eq!((answer.0, answer.1["error"].as_str()), (status, Some(error)), "{}", answer.1);
}

async fn register_app(app: &TestApp, dev: &str, body: Value) -> Value {
    let (s, b) = app.post("/v1/oauth/apps", dev, body).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    b
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_oauth_an_app_plays_a_whole_game_through_a_code_traded_with_its_pkce_verifier() {
    let app = TestApp::spawn("oauth-play").await;
    let [(_, dora), (_, ana), (_, beto)] = app.accounts(["dora", "ana", "beto"]).await;
    let (s, meta) = app.call("GET", "/.well-known/oauth-authorization-server", None, None).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(meta["issuer"], app.base.as_str());
    assert_eq!(meta["code_challenge_methods_supported"], json!(["S256"]));
    assert_eq!(meta["token_endpoint"], format!("{}/oauth/token", app.base));

    // The developer's app: public (a native app on a loopback redirect).
    let bad = json!({"name": "Bot site", "redirect_uris": ["http://bots.example.com/cb"]});
    let (s, b) = app.post("/v1/oauth/apps", &dora, bad).await;
    assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_OAUTH_APP");
    let registered =
        register_app(&app, &dora, json!({"name": "Mate Bot", "redirect_uris": [REDIRECT]})).await;
    assert!(registered.get("client_secret").is_none(), "a public app has no secret");
    let client = registered["client_id"].as_str().expect("client id").to_owned();

    // Ana signs in on the Spanish page and approves play and read.
    let mut browser = Browser::new(&app, "es-AR");
    let params = ask(&client, "play read", REDIRECT);
    let Landed::Page(s, page) = browser.open(&params).await else { panic!("a page") };
    assert_eq!(s, StatusCode::OK);
    assert!(page.contains("Entrar a TEG") && page.contains("name=\"password\""), "{page}");
    let mut form = params.clone();
    form.extend([("username", "ana"), ("password", "wrong password")]);
    let Landed::Page(s, _) = browser.post(&form).await else { panic!("the sign-in again") };
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    let code = approve(&mut browser, &params, "ana").await;

    // The code is traded once, with its verifier.
    let (s, tokens) = trade(&app, &client, &code, VERIFIER, REDIRECT).await;
    assert_eq!(s, StatusCode::OK, "{tokens}");
    assert_eq!(tokens["token_type"], "Bearer");
    assert_eq!(tokens["scope"], "play read");
    let access = tokens["access_token"].as_str().expect("token").to_owned();
    let (_, me) = app.get("/v1/me", &access).await;
    assert_eq!(me["username"], "ana");

    // The app plays Ana's whole game.
    let (s, g) = app.post("/v1/games", &access, json!({"max_players": 2, "color": "red"})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.fill_and_start(&id, &access, &[&beto]).await;
    let moves = app
        .play_over_rest(
            &id,
            &[access.clone(), beto.clone()],
            domain::board::Board::revancha(),
            domain::rng::Seed([7; 32]),
            5_000,
        )
        .await;
    let (_, view) = app.get(&format!("/v1/games/{id}"), &access).await;
    assert_eq!(view["game"]["status"], "finished", "after {moves} moves");

    // What the app may not do: the account's own business, or what it was
    // not granted.
    let (s, b) = app.get("/v1/me/sessions", &access).await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "SCOPE_MISSING");
    let hook = json!({"url": "https://hooks.example.com/x", "secret": "a long enough secret"});
    let (s, b) = app.call("PUT", "/v1/me/webhook", Some(&access), Some(hook)).await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "SCOPE_MISSING");
    let (s, b) = app
        .post("/v1/oauth/apps", &access, json!({"name": "x", "redirect_uris": [REDIRECT]}))
        .await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "SCOPE_MISSING");

    // Ana sees the grant, not as a sign-in; taking it back stops the
    // token and its refresh token at once.
    let (_, grants) = app.get("/v1/me/grants", &ana).await;
    assert_eq!(grants["grants"][0]["client_id"], client.as_str(), "{grants}");
    assert_eq!(grants["grants"][0]["name"], "Mate Bot");
    assert_eq!(grants["grants"][0]["scopes"], json!(["play", "read"]));
    let (_, sessions) = app.get("/v1/me/sessions", &ana).await;
    assert_eq!(
        sessions["sessions"].as_array().map(Vec::len),
        Some(1),
        "only her sign-in: {sessions}"
    );
    let (s, _) = app.delete(&format!("/v1/me/grants/{client}"), &ana).await;
    assert_eq!(s, StatusCode::NO_CONTENT);
    let (s, _) = app.get("/v1/me", &access).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED, "the access token stopped");
    let refresh = tokens["refresh_token"].as_str().expect("refresh");
    let answer = token(
        &app,
        &[("grant_type", "refresh_token"), ("refresh_token", refresh), ("client_id", &client)],
    )
    .await;
    oauth_error(&answer, StatusCode::BAD_REQUEST, "invalid_grant");
    let (s, b) = app.delete(&format!("/v1/me/grants/{client}"), &ana).await;
    assert_problem(s, &b, StatusCode::NOT_FOUND, "GRANT_NOT_FOUND");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_oauth_every_refusal_gives_its_rfc_error_and_changes_nothing() {
    let (config, db_path) = common::sqlite_config("oauth-refusals");
    let db_url = config.database_url.clone();
    let base = teg_api::startup::Application::spawn(config).await.expect("up");
    let app = TestApp { base, http: reqwest::Client::new(), db: db_path };
    let [(_, dora), _] = app.accounts(["dora", "ana"]).await;
    let client =
        register_app(&app, &dora, json!({"name": "Mate Bot", "redirect_uris": [REDIRECT]})).await;
    let client = client["client_id"].as_str().expect("id").to_owned();
    let mut browser = Browser::new(&app, "en");

    // Before any sign-in: a wrong client or redirect sends the browser
    // nowhere; the rest go back to the app with their error.
    let Landed::Page(s, _) = browser.open(&ask("teg-unknown", "play", REDIRECT)).await else {
        panic!()
    };
    assert_eq!(s, StatusCode::BAD_REQUEST);
    let Landed::Page(s, page) =
        browser.open(&ask(&client, "play", "http://127.0.0.1:8765/elsewhere")).await
    else {
        panic!()
    };
    assert_eq!(s, StatusCode::BAD_REQUEST, "{page}");
    let error_of = |landed: Landed| match landed {
        Landed::Redirect(to) => query(&to, "error").expect("an error"),
        other => panic!("back to the app: {other:?}"),
    };
    assert_eq!(
        error_of(browser.open(&ask(&client, "play admin", REDIRECT)).await),
        "invalid_scope"
    );
    let mut plain = ask(&client, "play read", REDIRECT);
    plain[6] = ("code_challenge_method", "plain");
    assert_eq!(error_of(browser.open(&plain).await), "invalid_request", "S256 only");
    let mut no_pkce = ask(&client, "play read", REDIRECT);
    no_pkce.truncate(5);
    assert_eq!(error_of(browser.open(&no_pkce).await), "invalid_request", "PKCE is required");
    let mut token_flow = ask(&client, "play read", REDIRECT);
    token_flow[0] = ("response_type", "token");
    assert_eq!(error_of(browser.open(&token_flow).await), "unsupported_response_type");

    // A loopback redirect may come back on another port (RFC 8252 §7.3).
    let other_port = "http://127.0.0.1:40123/callback";
    let code = approve(&mut browser, &ask(&client, "play read", other_port), "ana").await;
    // Redirect mismatch at the token endpoint, then a wrong verifier: each
    // spends the code (a code is presented once), so each gets its own.
    oauth_error(
        &trade(&app, &client, &code, VERIFIER, REDIRECT).await,
        StatusCode::BAD_REQUEST,
        "invalid_grant",
    );
    let code = approve(&mut browser, &ask(&client, "play read", REDIRECT), "ana").await;
    let wrong = "a".repeat(43);
    oauth_error(
        &trade(&app, &client, &code, &wrong, REDIRECT).await,
        StatusCode::BAD_REQUEST,
        "invalid_grant",
    );

    // A code reused: refused, and the tokens its first use gave are revoked.
    let code = approve(&mut browser, &ask(&client, "play read", REDIRECT), "ana").await;
    let (s, first) = trade(&app, &client, &code, VERIFIER, REDIRECT).await;
    assert_eq!(s, StatusCode::OK, "{first}");
    let access = first["access_token"].as_str().expect("token").to_owned();
    assert_eq!(app.get("/v1/me", &access).await.0, StatusCode::OK);
    oauth_error(
        &trade(&app, &client, &code, VERIFIER, REDIRECT).await,
        StatusCode::BAD_REQUEST,
        "invalid_grant",
    );
    assert_eq!(
        app.get("/v1/me", &access).await.0,
        StatusCode::UNAUTHORIZED,
        "revoked by the reuse"
    );

    // An expired code (ten minutes), its clock moved in the database.
    let code = approve(&mut browser, &ask(&client, "play read", REDIRECT), "ana").await;
    let db = sea_orm::Database::connect(&db_url).await.expect("db");
    sea_orm::ConnectionTrait::execute_unprepared(&db, "UPDATE oauth_codes SET expires_at = 1")
        .await
        .expect("aged");
    oauth_error(
        &trade(&app, &client, &code, VERIFIER, REDIRECT).await,
        StatusCode::BAD_REQUEST,
        "invalid_grant",
    );

    // Refresh: rotated; a scope beyond the grant refused; the old refresh
    // token again kills the grant.
    let code = approve(&mut browser, &ask(&client, "play read", REDIRECT), "ana").await;
    let (_, tokens) = trade(&app, &client, &code, VERIFIER, REDIRECT).await;
    let old = tokens["refresh_token"].as_str().expect("refresh").to_owned();
    let refresh = |r: String, scope: &'static str| {
        let (app, client) = (&app, client.clone());
        async move {
            let mut form = vec![
                ("grant_type", "refresh_token".to_owned()),
                ("refresh_token", r),
                ("client_id", client),
            ];
            if !scope.is_empty() {
                form.push(("scope", scope.to_owned()));
            }
            let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
            token(app, &form).await
        }
    };
    let (s, rotated) = refresh(old.clone(), "").await;
    assert_eq!(s, StatusCode::OK, "{rotated}");
    assert_ne!(rotated["refresh_token"], old.as_str());
    let newer = rotated["refresh_token"].as_str().expect("refresh").to_owned();
    oauth_error(
        &refresh(newer.clone(), "play read webhook").await,
        StatusCode::BAD_REQUEST,
        "invalid_scope",
    );
    let access = rotated["access_token"].as_str().expect("token").to_owned();
    oauth_error(&refresh(old, "").await, StatusCode::BAD_REQUEST, "invalid_grant");
    assert_eq!(
        app.get("/v1/me", &access).await.0,
        StatusCode::UNAUTHORIZED,
        "a reuse kills the grant"
    );
    oauth_error(&refresh(newer, "").await, StatusCode::BAD_REQUEST, "invalid_grant");

    // The token endpoint's own refusals.
    oauth_error(
        &token(&app, &[("grant_type", "password"), ("client_id", &client)]).await,
        StatusCode::BAD_REQUEST,
        "unsupported_grant_type",
    );
    oauth_error(
        &token(
            &app,
            &[
                ("grant_type", "refresh_token"),
                ("client_id", "teg-unknown"),
                ("refresh_token", "x"),
            ],
        )
        .await,
        StatusCode::UNAUTHORIZED,
        "invalid_client",
    );
    oauth_error(
        &token(&app, &[("grant_type", "authorization_code"), ("client_id", &client)]).await,
        StatusCode::BAD_REQUEST,
        "invalid_request",
    );

    // The user says no.
    let params = ask(&client, "play read", REDIRECT);
    let Landed::Page(_, consent) = browser.open(&params).await else {
        panic!("signed in: consent")
    };
    let mut form = params.clone();
    let ticket = field(&consent, "ticket");
    form.extend([("ticket", ticket.as_str()), ("decision", "deny")]);
    assert_eq!(error_of(browser.post(&form).await), "access_denied");
    // A ticket is bound to its request: another scope makes it void.
    let mut forged = ask(&client, "play read webhook", REDIRECT);
    forged.extend([("ticket", ticket.as_str()), ("decision", "approve")]);
    let Landed::Page(s, _) = browser.post(&forged).await else { panic!("a page") };
    assert_eq!(s, StatusCode::BAD_REQUEST);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_oauth_a_confidential_app_authenticates_and_an_operator_disabling_it_stops_its_tokens()
{
    let app = TestApp::spawn("oauth-confidential").await;
    let [(_, dora), _] = app.accounts(["dora", "ana"]).await;
    let admin = app.admin_token().await;
    let registered = register_app(
        &app,
        &dora,
        json!({"name": "Torneos", "redirect_uris": ["https://torneos.example.com/cb"], "confidential": true}),
    )
    .await;
    let client = registered["client_id"].as_str().expect("id").to_owned();
    let secret = registered["client_secret"].as_str().expect("a secret, once").to_owned();
    let (_, listed) = app.get("/v1/oauth/apps", &dora).await;
    assert!(listed["apps"][0].get("client_secret").is_none(), "never shown again");

    let redirect = "https://torneos.example.com/cb";
    let mut browser = Browser::new(&app, "it");
    let code = approve(&mut browser, &ask(&client, "read", redirect), "ana").await;
    let wrong = [
        ("grant_type", "authorization_code"),
        ("code", code.as_str()),
        ("redirect_uri", redirect),
        ("code_verifier", VERIFIER),
        ("client_id", client.as_str()),
        ("client_secret", "not the secret"),
    ];
    oauth_error(&token(&app, &wrong).await, StatusCode::UNAUTHORIZED, "invalid_client");
    // HTTP Basic, as RFC 6749 §2.3.1 prefers.
    let basic = |code: String| {
        let (base, client, secret) = (app.base.clone(), client.clone(), secret.clone());
        async move {
            let form = [
                ("grant_type", "authorization_code"),
                ("code", code.as_str()),
                ("redirect_uri", redirect),
                ("code_verifier", VERIFIER),
            ];
            let res = reqwest::Client::new()
                .post(format!("{base}/oauth/token"))
                .basic_auth(client, Some(secret))
                .form(&form)
                .send()
                .await
                .expect("up");
            assert_eq!(res.status(), StatusCode::OK);
            let tokens: Value = res.json().await.expect("json");
            tokens["access_token"].as_str().expect("token").to_owned()
        }
    };
    let access = basic(code).await;
    let (s, _) = app.get("/v1/me", &access).await;
    assert_eq!(s, StatusCode::OK);
    let (s, b) = app.post("/v1/games", &access, json!({"max_players": 2})).await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "SCOPE_MISSING");

    // RFC 7009: the app revokes its own token; 200 for an unknown one too.
    let revoke = |token: String| {
        let (base, client, secret) = (app.base.clone(), client.clone(), secret.clone());
        async move {
            reqwest::Client::new()
                .post(format!("{base}/oauth/revoke"))
                .basic_auth(client, Some(secret))
                .form(&[("token", token)])
                .send()
                .await
                .expect("up")
                .status()
        }
    };
    assert_eq!(revoke("not a token".to_owned()).await, StatusCode::OK);
    assert_eq!(revoke(access.clone()).await, StatusCode::OK);
    assert_eq!(app.get("/v1/me", &access).await.0, StatusCode::UNAUTHORIZED);

    // An operator disables the app: its tokens stop, and it asks no one.
    let code = approve(&mut browser, &ask(&client, "read", redirect), "ana").await;
    let access = basic(code).await;
    let path = format!("/v1/admin/oauth/apps/{client}/disable");
    let (s, b) = app.post(&path, &admin, json!({"reason": " "})).await;
    assert_problem(s, &b, StatusCode::BAD_REQUEST, "REASON_REQUIRED");
    let (s, b) = app.post(&path, &admin, json!({"reason": "phishing"})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    assert_eq!(b["disabled_reason"], "phishing");
    assert_eq!(app.get("/v1/me", &access).await.0, StatusCode::UNAUTHORIZED, "stopped at once");
    match browser.open(&ask(&client, "read", redirect)).await {
        Landed::Redirect(to) => {
            assert_eq!(query(&to, "error").as_deref(), Some("unauthorized_client"));
        }
        other => panic!("{other:?}"),
    }
    let (_, audit) = app.get("/v1/admin/audit", &admin).await;
    assert!(audit.to_string().contains("disable_oauth_app"), "{audit}");
}
