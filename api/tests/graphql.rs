//! GraphQL end to end on the real server: a whole game played with the
//! typed turn mutations (chosen from `legalActions`), the same error codes
//! as REST in `extensions`, and the committed SDL kept in step with the code.

use domain::Seed;
use domain::rules::{Command, Event, Game};
use domain::sim::RandomPlayer;
use serde_json::{Value, json};

use crate::common;

struct App {
    base: String,
    http: reqwest::Client,
}

async fn spawn_app() -> (App, std::path::PathBuf) {
    let (base, db) = common::spawn_sqlite("gql").await;
    (App { base, http: reqwest::Client::new() }, db)
}

impl App {
    async fn gql(&self, token: Option<&str>, query: &str, variables: Value) -> Value {
        let mut req = self
            .http
            .post(format!("{}/graphql", self.base))
            .json(&json!({"query": common::full(query), "variables": variables}));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        common::as_rest(&req.send().await.expect("post").json().await.expect("json"))
    }

    /// `query` about game `id` (the variable `$g`), as `token`.
    async fn gql_game(&self, token: Option<&str>, query: &str, id: &str) -> Value {
        self.gql(token, query, json!({ "g": id })).await
    }

    /// Creates a game with `mutation` (a `createGame`) as `token`: its id.
    async fn create(&self, token: &str, mutation: &str) -> String {
        let created = self.gql(Some(token), mutation, json!({})).await;
        created["data"]["createGame"]["id"].as_str().expect("id").to_owned()
    }

    /// `token` joins game `id`: the answer.
    async fn join(&self, token: &str, id: &str) -> Value {
        let mutation = "mutation($g: String!) { joinGame(gameId: $g) %GameSummary }";
        self.gql_game(Some(token), mutation, id).await
    }

    /// `token` starts game `id`: the answer.
    async fn start(&self, token: &str, id: &str) -> Value {
        let mutation = "mutation($g: String!) { startGame(gameId: $g) { version } }";
        self.gql_game(Some(token), mutation, id).await
    }

    /// A new account's token.
    async fn sign_up(&self, username: &str) -> String {
        let body = json!({"username": username, "password": "secret password"});
        self.token("/v1/auth/register", body).await
    }

    async fn token(&self, path: &str, body: Value) -> String {
        let res: Value = self
            .http
            .post(format!("{}{path}", self.base))
            .json(&body)
            .send()
            .await
            .expect("post")
            .json()
            .await
            .expect("json");
        res["token"].as_str().expect("token").to_owned()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_is_played_with_graphql_mutations() {
    let (app, db) = spawn_app().await;
    let ana = app.sign_up("ana").await;
    let beto = app.sign_up("beto").await;
    let admin = app
        .token("/v1/auth/login", json!({"username": "admin", "password": "admin password"}))
        .await;
    let id = app
        .create(&ana, "mutation { createGame(maxPlayers: 2, color: \"red\") %GameSummary }")
        .await;
    let joined = app.join(&beto, &id).await;
    assert_eq!(joined["data"]["joinGame"]["seats"].as_array().map(Vec::len), Some(2), "{joined}");
    let started = app.start(&ana, &id).await;
    assert!(started["data"]["startGame"]["version"].as_u64().is_some(), "{started}");
    let mut bot = RandomPlayer::new(&Seed([9; 32]));
    let mut moves = 0;
    let mut game = Game::new();
    loop {
        let evs = app
            .gql(
                Some(&admin),
                "query($g: String!, $s: Int!) { events(gameId: $g, since: $s) %Versioned }",
                json!({"g": id, "s": game.version()}),
            )
            .await;
        for v in evs["data"]["events"].as_array().expect("events") {
            game.apply(
                &domain::wire::from_value::<Event>(domain::Board::revancha(), &v["event"])
                    .expect("event"),
            );
        }
        if game.is_finished() {
            break;
        }
        let mut acted = false;
        for token in [&ana, &beto] {
            let legal = app
                .gql_game(
                    Some(token),
                    "query($g: String!) { legalActions(gameId: $g) %LegalActions }",
                    &id,
                )
                .await;
            let (version, actions) = common::legal_commands(domain::Board::revancha(), &legal);
            if actions.is_empty() {
                continue;
            }
            let pick = bot.choose(&game, &actions).expect("a choice");
            let (q, vars) = common::mutation(domain::Board::revancha(), &id, pick, version);
            let res = app.gql(Some(token), &q, vars).await;
            assert!(res["errors"].is_null(), "{pick:?}: {res}");
            acted = true;
            moves += 1;
            break;
        }
        assert!(acted && moves < 20_000);
    }
    let view =
        app.gql_game(Some(&ana), "query($g: String!) { game(id: $g) %GameResponse }", &id).await;
    assert_eq!(view["data"]["game"]["status"], "finished");
    let _ = std::fs::remove_file(db);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn graphql_errors_carry_the_rest_codes() {
    let (app, db) = spawn_app().await;
    let unauth = app.gql(None, "query { games { } }", json!({})).await;
    assert!(unauth["errors"].is_array());
    let unauth = app.gql(None, "query { games %GameList }", json!({})).await;
    assert_eq!(unauth["errors"][0]["extensions"]["code"], "UNAUTHORIZED", "{unauth}");
    let ana = app.sign_up("ana").await;
    let beto = app.sign_up("beto").await;
    let id = app.create(&ana, "mutation { createGame(maxPlayers: 2) %GameSummary }").await;
    app.join(&beto, &id).await;
    app.start(&ana, &id).await;
    for token in [&ana, &beto] {
        let res = app
            .gql_game(Some(token), "mutation($g: String!) { endTurn(gameId: $g) { version } }", &id)
            .await;
        let code = &res["errors"][0]["extensions"]["code"];
        assert!(code == "WRONG_PHASE" || code == "NOT_YOUR_TURN", "{res}");
        assert!(
            res["errors"][0]["extensions"]["rule"].as_str().is_some_and(|r| r.starts_with("R-"))
        );
    }
    let res = app.gql_game(Some(&ana), "mutation($g: String!) { attack(gameId: $g, from: \"atlantis\", to: \"chile\") { version } }", &id).await;
    assert_eq!(res["errors"][0]["extensions"]["code"], "UNKNOWN_COUNTRY");
    let res = app.gql(Some(&ana), "query { game(id: \"nope\") %GameResponse }", json!({})).await;
    assert_eq!(res["errors"][0]["extensions"]["code"], "GAME_NOT_FOUND");
    let _ = std::fs::remove_file(db);
}

/// The `gameEvents` subscription over websocket (graphql-transport-ws):
/// every event in order, then new ones as they are committed, redacted for
/// the subscriber.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_events_subscription_streams_every_event_over_websocket() {
    use futures_util::SinkExt;
    use tokio_tungstenite::tungstenite::Message;

    let (app, db) = spawn_app().await;
    let ana = app.sign_up("ana").await;
    let beto = app.sign_up("beto").await;
    let id = app
        .create(&ana, "mutation { createGame(maxPlayers: 2, color: \"red\") %GameSummary }")
        .await;
    app.join(&beto, &id).await;
    app.start(&ana, &id).await;

    let (mut ws, ack) = common::graphql_socket(&app.base, &beto).await;
    let send = |v: Value| common::frame(&v);
    let next_json = |msg: Message| -> Value {
        common::as_rest(&serde_json::from_str(msg.to_text().expect("text")).expect("json"))
    };
    let ack = next_json(ack);
    assert_eq!(ack["type"], "connection_ack");
    ws.send(send(json!({"id": "1", "type": "subscribe", "payload": {
        "query": "subscription($g: String!) { gameEvents(gameId: $g) %Followed }", "variables": {"g": id}
    }})))
    .await
    .expect("subscribe");

    // Two moves while subscribed.
    for _ in 0..2 {
        for token in [&ana, &beto] {
            let legal = app
                .gql_game(
                    Some(token),
                    "query($g: String!) { legalActions(gameId: $g) %LegalActions }",
                    &id,
                )
                .await;
            let actions =
                legal["data"]["legalActions"]["actions"].as_array().cloned().unwrap_or_default();
            if let Some(first) = actions.first() {
                let cmd: Command =
                    domain::wire::from_value(domain::Board::revancha(), first).expect("command");
                let version = legal["data"]["legalActions"]["version"].as_u64().expect("version");
                let (q, vars) = common::mutation(domain::Board::revancha(), &id, &cmd, version);
                let res = app.gql(Some(token), &q, vars).await;
                assert!(res["errors"].is_null(), "{res}");
                break;
            }
        }
    }
    let view =
        app.gql_game(Some(&beto), "query($g: String!) { game(id: $g) %GameResponse }", &id).await;
    let last = view["data"]["game"]["version"].as_u64().expect("version");
    let mut versions = Vec::new();
    while versions.len() < usize::try_from(last).expect("small") {
        let v = common::as_rest(&common::next_message(&mut ws).await);
        if v["type"] != "next" {
            continue;
        }
        let item = &v["payload"]["data"]["gameEvents"];
        if item["event"]["type"] == "your_turn" {
            continue; // not an event of the log (SVC-NOTIFY)
        }
        versions.push(item["version"].as_u64().expect("version"));
        let e = &item["event"];
        if e["type"] == "objective_dealt" && e["player"] == "red" {
            assert_eq!(e["objectives"], "redacted", "beto never sees red's objective");
        }
    }
    assert_eq!(versions, (1..=last).collect::<Vec<_>>());
    let _ = std::fs::remove_file(db);
}

/// TEG II over GraphQL (`docs/rules/teg2.md`): a table opened with
/// `createGame(ruleset: "teg2")`, its legal actions in `legalActions.teg2`,
/// and face-down objectives placed with the `teg2` mutation and the typed
/// `teg2PlaceObjective` (T2-SEC-2, once under an idempotency key); a
/// command out of turn is refused with its code.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_teg2_game_is_opened_and_played_with_the_teg2_mutation_t2_obj_3() {
    let (app, db) = spawn_app().await;
    let mut tokens = Vec::new();
    for name in ["ana", "beto", "ciro"] {
        tokens.push(
            app.token(
                "/v1/auth/register",
                json!({"username": name, "password": "secret password"}),
            )
            .await,
        );
    }
    let created = app
        .gql(
            Some(&tokens[0]),
            r#"mutation { createGame(ruleset: "teg2", maxPlayers: 3, options: {level: "medium", board: "old_world"}) %GameSummary }"#,
            json!({}),
        )
        .await;
    let id = created["data"]["createGame"]["id"].as_str().expect("id").to_owned();
    assert_eq!(created["data"]["createGame"]["ruleset"], "teg2", "{created}");
    for token in &tokens[1..] {
        app.gql_game(
            Some(token),
            "mutation($g: String!) { joinGame(gameId: $g) %GameSummary }",
            &id,
        )
        .await;
    }
    app.gql_game(
        Some(&tokens[0]),
        "mutation($g: String!) { startGame(gameId: $g) { version } }",
        &id,
    )
    .await;
    let legal = app
        .gql_game(
            Some(&tokens[0]),
            "query($g: String!) { legalActions(gameId: $g) %LegalActions }",
            &id,
        )
        .await;
    let place = legal["data"]["legalActions"]["teg2"][0].clone();
    assert_eq!(place["action"], "place_objective", "{legal}");
    let window = place["window"].as_str().expect("window");
    let nonce = "0f".repeat(16);
    let c = domain::teg2::secret::commitment(&id, window, "usa", "control_5", &nonce);
    // The generic mutation takes a `@oneOf` input: one field, the action.
    let command =
        json!({"placeObjective": {"power": "usa", "region": place["regions"][0], "commitment": c}});
    let generic = "mutation($g: String!, $c: Teg2CommandInput!) { teg2(gameId: $g, command: $c) { version } }";
    let two = json!({"g": id, "c": {"endTurn": {"power": "usa"}, "placeObjective": command["placeObjective"]}});
    let both = app.gql(Some(&tokens[0]), generic, two).await;
    assert!(both["errors"][0]["message"].is_string(), "one action at a time: {both}");
    let done = app.gql(Some(&tokens[0]), generic, json!({"g": id, "c": command})).await;
    assert!(done["data"]["teg2"]["version"].as_u64().is_some(), "{done}");
    let again = app
        .gql(Some(&tokens[0]), generic, json!({"g": id, "c": {"endTurn": {"power": "usa"}}}))
        .await;
    assert_eq!(again["errors"][0]["extensions"]["code"], "NOT_YOUR_TURN", "{again}");

    // The typed mutations: the USSR places next, with an idempotency key.
    let legal = app
        .gql_game(
            Some(&tokens[1]),
            "query($g: String!) { legalActions(gameId: $g) %LegalActions }",
            &id,
        )
        .await;
    let place = legal["data"]["legalActions"]["teg2"][0].clone();
    assert_eq!(place["power"], "ussr", "{legal}");
    let window = place["window"].as_str().expect("window");
    let c = domain::teg2::secret::commitment(&id, window, "ussr", "intervention_4", &nonce);
    let typed = "mutation($g: String!, $r: String!, $c: String!, $v: Int) {
        teg2PlaceObjective(gameId: $g, power: USSR, region: $r, commitment: $c,
                           expectedVersion: $v, idempotencyKey: \"ussr-1\") { version replayed } }";
    let vars = json!({"g": id, "r": place["regions"][0], "c": c, "v": legal["data"]["legalActions"]["version"]});
    let first = app.gql(Some(&tokens[1]), typed, vars.clone()).await;
    assert_eq!(first["data"]["teg2PlaceObjective"]["replayed"], false, "{first}");
    let retry = app.gql(Some(&tokens[1]), typed, vars).await;
    assert_eq!(retry["data"]["teg2PlaceObjective"]["replayed"], true, "acts once: {retry}");
    assert_eq!(
        retry["data"]["teg2PlaceObjective"]["version"],
        first["data"]["teg2PlaceObjective"]["version"]
    );
    let refused = app
        .gql_game(
            Some(&tokens[1]),
            "mutation($g: String!) { teg2EndTurn(gameId: $g, power: USSR) { version } }",
            &id,
        )
        .await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "NOT_YOUR_TURN", "{refused}");
    let stranger = app
        .gql_game(
            Some(&tokens[1]),
            "mutation($g: String!) { teg2EndTurn(gameId: $g, power: MARS) { version } }",
            &id,
        )
        .await;
    assert!(stranger["errors"][0]["message"].is_string(), "no such power: {stranger}");
    let _ = std::fs::remove_file(db);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn graphql_signs_in_and_chats_with_typed_answers_and_the_rest_codes() {
    let app = common::TestApp::spawn("graphql-players").await;
    // A guest signs in with no token at all, and gets a typed session.
    let guest = app
        .gql("", r#"mutation { signInAsGuest(displayName: "Pampa") { token refreshToken expiresIn user { id kind displayName } } }"#, json!({}))
        .await;
    assert!(guest["errors"].is_null(), "{guest}");
    let session = &guest["data"]["signInAsGuest"];
    assert_eq!(session["user"]["kind"], "guest", "{guest}");
    let token = session["token"].as_str().expect("a token").to_owned();
    let me = app.gql(&token, "{ me { displayName kind } }", json!({})).await;
    assert_eq!(me["data"]["me"]["displayName"], "Pampa", "{me}");
    // Refreshing trades the pair once; the retired token again is REFRESH_REUSED.
    let refresh = "mutation($r: String!) { refreshSession(refreshToken: $r) { token } }";
    let vars = json!({"r": session["refreshToken"]});
    let renewed = app.gql("", refresh, vars.clone()).await;
    assert!(renewed["data"]["refreshSession"]["token"].is_string(), "{renewed}");
    let again = app.gql("", refresh, vars).await;
    assert_eq!(again["errors"][0]["extensions"]["code"], "REFRESH_REUSED", "{again}");
    // Register and log in; a wrong password is BAD_CREDENTIALS, as in REST.
    let register =
        r#"mutation { register(username: "gqlana", password: "secret password") { userId } }"#;
    let registered = app.gql("", register, json!({})).await;
    assert!(registered["data"]["register"]["userId"].is_string(), "{registered}");
    let wrong = r#"mutation { logIn(username: "gqlana", password: "not the password") { token } }"#;
    let refused = app.gql("", wrong, json!({})).await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "BAD_CREDENTIALS", "{refused}");
    let right = r#"mutation { logIn(username: "gqlana", password: "secret password") { token } }"#;
    let ana = app.gql("", right, json!({})).await;
    let ana = ana["data"]["logIn"]["token"].as_str().expect("a token").to_owned();
    // Chat: a seated player posts, anyone signed in reads it, typed.
    let (s, g) = app.post("/v1/games", &ana, json!({"max_players": 2})).await;
    assert_eq!(s.as_u16(), 201, "{g}");
    let id = g["id"].as_str().expect("an id");
    let post = "mutation($g: String!) { postChatMessage(gameId: $g, body: \"suerte!\") { id body deleted } }";
    let posted = app.gql_game(&ana, post, id).await;
    assert_eq!(posted["data"]["postChatMessage"]["body"], "suerte!", "{posted}");
    // The guest's session died with its reused refresh token: it is
    // signed out; another guest is not seated.
    let dead = app.gql(&token, "{ me { kind } }", json!({})).await;
    let (_, rest) = app.get("/v1/me", &token).await;
    assert_eq!(dead["errors"][0]["extensions"]["code"], rest["code"], "as REST: {dead}");
    assert_eq!(rest["code"], "INVALID_TOKEN", "{rest}");
    let (_, token) = app.register("gqlbeto").await;
    let outsider = app.gql_game(&token, post, id).await;
    assert_eq!(outsider["errors"][0]["extensions"]["code"], "NOT_SEATED", "{outsider}");
    let read = app
        .gql_game(
            &token,
            "query($g: String!) { chat(gameId: $g) { messages { body userId } } }",
            id,
        )
        .await;
    assert_eq!(read["data"]["chat"]["messages"][0]["body"], "suerte!", "{read}");
}

/// One catalogue (issue 48): for the same fault GraphQL's
/// `extensions.code` is REST's problem code: a bad token, a wrong turn, a
/// version conflict, a missing scope, an unknown game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn graphql_and_rest_give_the_same_code_for_the_same_fault() {
    let app = common::TestApp::spawn("graphql-same-codes").await;
    let code = |v: &Value| v["errors"][0]["extensions"]["code"].as_str().unwrap_or("").to_owned();
    let problem = |v: &Value| v["code"].as_str().unwrap_or("").to_owned();

    // A token that is no token.
    let (s, rest) = app.get("/v1/me", "not-a-token").await;
    assert_eq!(s.as_u16(), 401, "{rest}");
    let gql = app.gql("not-a-token", "{ me { kind } }", json!({})).await;
    assert_eq!(
        (code(&gql), problem(&rest)),
        ("INVALID_TOKEN".to_owned(), "INVALID_TOKEN".to_owned())
    );

    let (id, players) = app.started_game().await;
    let (_, view) = app.get(&format!("/v1/games/{id}"), &players[0].1).await;
    let version = view["version"].as_u64().expect("a version");
    let (to_act, waiting) = if view["current_player"] == "red" {
        (&players[0].1, &players[1].1)
    } else {
        (&players[1].1, &players[0].1)
    };
    // Out of turn.
    let body = json!({"action": {"type": "end_turn"}, "expected_version": version});
    let (_, rest) = app.post(&format!("/v1/games/{id}/actions"), waiting, body).await;
    let end =
        "mutation($g: String!, $v: Int) { endTurn(gameId: $g, expectedVersion: $v) { version } }";
    let gql = app.gql(waiting, end, json!({"g": id, "v": version})).await;
    assert_eq!(code(&gql), problem(&rest), "{gql} / {rest}");
    assert_eq!(problem(&rest), "NOT_YOUR_TURN");
    assert_eq!(gql["errors"][0]["extensions"]["rule"], rest["rule"], "the same rule");
    // A stale version.
    let stale = json!({"action": {"type": "end_turn"}, "expected_version": version - 1});
    let (_, rest) = app.post(&format!("/v1/games/{id}/actions"), to_act, stale).await;
    let gql = app.gql(to_act, end, json!({"g": id, "v": version - 1})).await;
    assert_eq!(
        (code(&gql), problem(&rest)),
        ("VERSION_CONFLICT".to_owned(), "VERSION_CONFLICT".to_owned())
    );
    // A personal access token that may only read.
    let scopes = json!({"name": "reader", "scopes": ["read"]});
    let (s, issued) = app.post("/v1/me/tokens", to_act, scopes).await;
    assert_eq!(s.as_u16(), 201, "{issued}");
    let reader = issued["token"].as_str().expect("a token");
    let (_, rest) = app.post("/v1/games", reader, json!({"max_players": 2})).await;
    let gql =
        app.gql(reader, "mutation { createGame(maxPlayers: 2) %GameSummary }", json!({})).await;
    assert_eq!(code(&gql), problem(&rest), "{gql} / {rest}");
    assert_eq!(problem(&rest), "SCOPE_MISSING");
    // A game nobody has.
    let (_, rest) = app.get("/v1/games/nope", to_act).await;
    let gql = app.gql(to_act, "query { game(id: \"nope\") %GameResponse }", json!({})).await;
    assert_eq!(
        (code(&gql), problem(&rest)),
        ("GAME_NOT_FOUND".to_owned(), "GAME_NOT_FOUND".to_owned())
    );
}

/// Automatic persisted queries (issue 48): a text sent once with its hash
/// runs by its hash alone after; an unknown hash answers
/// `PERSISTED_QUERY_NOT_FOUND` and a hash that is not the text's is
/// refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_persisted_query_runs_by_its_hash_once_its_text_was_sent() {
    use sha2::Digest as _;
    let app = common::TestApp::spawn("graphql-apq").await;
    let (_, ana) = app.register("ana").await;
    let query = "{ me { kind } }";
    let hash: String =
        sha2::Sha256::digest(query.as_bytes()).iter().map(|b| format!("{b:02x}")).collect();
    let send = |body: Value| {
        let (app, ana) = (&app, &ana);
        async move {
            let res = app
                .http
                .post(format!("{}/graphql", app.base))
                .bearer_auth(ana)
                .json(&body)
                .send()
                .await
                .expect("post");
            res.json::<Value>().await.expect("json")
        }
    };
    let by_hash = json!({"extensions": {"persistedQuery": {"version": 1, "sha256Hash": hash}}});
    let unknown = send(by_hash.clone()).await;
    assert_eq!(
        unknown["errors"][0]["extensions"]["code"], "PERSISTED_QUERY_NOT_FOUND",
        "{unknown}"
    );
    let mut with_text = by_hash.clone();
    with_text["query"] = json!(query);
    let first = send(with_text).await;
    assert_eq!(first["data"]["me"]["kind"], "user", "{first}");
    let again = send(by_hash).await;
    assert_eq!(again["data"], first["data"], "by its hash alone: {again}");
    let wrong = json!({"query": "{ me { id } }",
        "extensions": {"persistedQuery": {"version": 1, "sha256Hash": hash}}});
    let wrong = send(wrong).await;
    assert_eq!(
        wrong["errors"][0]["extensions"]["code"], "PERSISTED_QUERY_HASH_MISMATCH",
        "{wrong}"
    );
}

/// A phone's session on GraphQL alone (SVC-MATCH, SVC-RESIGN,
/// SVC-REMATCH): two guests sign in, read their home screens, follow their
/// feeds over the subscription, meet by quick match, one resigns, and the
/// other's rematch is offered on the first one's feed. Nothing goes
/// through REST.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_match_a_phones_session_runs_on_graphql_alone() {
    use futures_util::SinkExt;

    let app = common::TestApp::spawn("graphql-phone").await;
    let mut tokens = Vec::new();
    for name in ["Ana", "Beto"] {
        let mutation = "mutation($n: String!) { signInAsGuest(displayName: $n) { token } }";
        let session = app.gql("", mutation, json!({"n": name})).await;
        tokens
            .push(session["data"]["signInAsGuest"]["token"].as_str().expect("a token").to_owned());
    }
    let (ana, beto) = (&tokens[0], &tokens[1]);
    let home = app.gql(ana, "{ myGames %MyGames }", json!({})).await;
    assert_eq!(home["data"]["myGames"]["games"], json!([]), "{home}");

    // Beto follows his feed over the socket.
    let (mut ws, ack) = common::graphql_socket(&app.base, beto).await;
    assert_eq!(ack, common::frame(&json!({"type": "connection_ack"})));
    let subscribe = json!({"id": "feed", "type": "subscribe",
        "payload": {"query": "subscription { myNotices %NoticeList }"}});
    ws.send(common::frame(&subscribe)).await.expect("subscribe");

    // Quick match: two tickets for a table of two.
    let open = "mutation($t: NewTicketInput!) { openTicket(ticket: $t) %TicketDto }";
    let wanted = json!({"t": {"ruleset": "classic", "players": {"min": 2, "max": 2}}});
    let mut tickets = Vec::new();
    for token in [ana, beto] {
        let opened = app.gql(token, open, wanted.clone()).await;
        assert_eq!(opened["data"]["openTicket"]["status"], "waiting", "{opened}");
        tickets.push(opened["data"]["openTicket"]["id"].as_str().expect("id").to_owned());
    }
    let mut game = None;
    for _ in 0..150 {
        let q = "query($i: String!) { ticket(id: $i) %TicketDto }";
        let t = app.gql(ana, q, json!({"i": tickets[0]})).await;
        if t["data"]["ticket"]["status"] == "matched" {
            game = t["data"]["ticket"]["game_id"].as_str().map(str::to_owned);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    let game = game.expect("the tickets are matched");
    // Beto hears of it on the subscription, typed.
    let mut heard = Vec::new();
    while !heard.iter().any(|n: &Value| n["type"] == "match_found") {
        let message = common::next_message(&mut ws).await;
        let page = common::as_rest(&message["payload"]["data"]["myNotices"]);
        assert!(page["last_id"].as_i64().is_some_and(|id| id > 0), "{message}");
        heard.extend(page["notices"].as_array().cloned().unwrap_or_default());
    }
    let found = heard.iter().find(|n| n["type"] == "match_found").expect("match_found");
    assert_eq!(found["game_id"], game.as_str(), "{found}");
    let home = app.gql(ana, "{ myGames %MyGames }", json!({})).await;
    assert_eq!(home["data"]["myGames"]["games"][0]["id"], game.as_str(), "{home}");

    // Ana resigns; the game is Beto's.
    let resign = "mutation($g: String!) { resignGame(gameId: $g) { version events %Versioned } }";
    let resigned = app.gql(ana, resign, json!({"g": game})).await;
    let events = resigned["data"]["resignGame"]["events"].as_array().expect("events");
    assert!(events.iter().any(|e| e["event"]["type"] == "game_won"), "{resigned}");
    let view = app
        .gql(beto, "query($g: String!) { game(id: $g) %GameResponse }", json!({"g": game}))
        .await;
    assert_eq!(view["data"]["game"]["status"], "finished", "{view}");

    // Beto offers a rematch; Ana finds it on her feed.
    let rematch = "mutation($g: String!) { openRematch(gameId: $g) %GameSummary }";
    let lobby = app.gql(beto, rematch, json!({"g": game})).await;
    let lobby = lobby["data"]["openRematch"]["id"].as_str().expect("a lobby").to_owned();
    let feed = app.gql(ana, "{ myNotices %NoticeList }", json!({})).await;
    let notices = feed["data"]["myNotices"]["notices"].as_array().expect("notices");
    let offered = notices.iter().find(|n| n["type"] == "rematch_offered").expect("offered");
    assert_eq!(offered["game_id"], lobby.as_str(), "{offered}");
    assert_eq!(offered["rematch_of"], game.as_str(), "{offered}");
    // Leaving the lobby she never sat in is refused with REST's code.
    let left =
        app.gql(ana, "mutation($g: String!) { leaveGame(gameId: $g) }", json!({"g": lobby})).await;
    assert_eq!(left["errors"][0]["extensions"]["code"], "NOT_SEATED", "{left}");
}

/// The boards read the same on GraphQL as on REST, typed, with no sign-in:
/// an edition's map and a TEG II map, and an unknown one is refused with
/// REST's codes (`UNKNOWN_RULESET`, `UNKNOWN_BOARD`).
#[tokio::test]
async fn svc_the_boards_read_the_same_on_graphql_as_on_rest() {
    let app = common::TestApp::spawn("graphql-maps").await;
    let edition = app.gql("", "{ map(ruleset: \"revancha\") %MapResponse }", json!({})).await;
    let (status, rest) = app.get("/v1/maps/revancha", "").await;
    assert_eq!(status, 200);
    assert_eq!(edition["data"]["map"], rest, "{edition}");
    let teg2 = app.gql("", "{ teg2Map(board: \"americas\") %Teg2MapResponse }", json!({})).await;
    let (status, rest) = app.get("/v1/teg2/maps/americas", "").await;
    assert_eq!(status, 200);
    assert_eq!(teg2["data"]["teg2Map"], rest, "{teg2}");

    for (query, code) in [
        ("{ map(ruleset: \"risk\") { ruleset } }", "UNKNOWN_RULESET"),
        ("{ map(ruleset: \"teg2\") { ruleset } }", "UNKNOWN_BOARD"),
        ("{ teg2Map(board: \"atlantis\") { board } }", "UNKNOWN_BOARD"),
    ] {
        let refused = app.gql("", query, json!({})).await;
        assert_eq!(refused["errors"][0]["extensions"]["code"], code, "{query}: {refused}");
    }
}

/// Pages `field` (a connection) `first` at a time from the start: every
/// node, in order, and how many pages it took. Each cursor is the last
/// edge's, sent back as `after`.
async fn every_page(
    app: &common::TestApp,
    token: &str,
    field: &str,
    args: &str,
    node: &str,
    first: u64,
) -> (Vec<Value>, usize) {
    let query = format!(
        "query($after: String) {{ {field}({args} first: {first}, after: $after) {{ \
         edges {{ cursor node {node} }} pageInfo {{ hasNextPage hasPreviousPage endCursor }} }} }}"
    );
    let (mut nodes, mut pages, mut after) = (Vec::new(), 0, Value::Null);
    loop {
        let answer = app.gql(token, &query, json!({"after": after})).await;
        let page = &answer["data"][field];
        let edges = page["edges"].as_array().unwrap_or_else(|| panic!("{field}: {answer}"));
        assert!(edges.len() <= usize::try_from(first).unwrap_or(usize::MAX), "{answer}");
        assert_eq!(page["pageInfo"]["hasPreviousPage"], pages > 0, "{field} page {pages}");
        nodes.extend(edges.iter().map(|e| e["node"].clone()));
        pages += 1;
        if page["pageInfo"]["hasNextPage"] != true {
            return (nodes, pages);
        }
        after = page["pageInfo"]["endCursor"].clone();
        assert!(after.is_string(), "{answer}");
        assert!(pages < 100, "{field} never ends");
    }
}

/// The lists are Relay connections too (`gamesConnection`,
/// `myGamesConnection`, `eventsConnection`, `myNoticesConnection`,
/// `leaderboardConnection`): read a page at a time with opaque cursors, each
/// gives every item of its list once and in order, the same items as the
/// field it stands beside; a cursor it did not give is `BAD_CURSOR`, and
/// `first` outside 1..=100 is `MALFORMED_QUERY`.
#[tokio::test]
async fn svc_every_list_reads_the_same_as_a_cursor_connection() {
    let app = common::TestApp::spawn("graphql-connections").await;
    let (id, people) = app.started_game().await;
    let ana = people[0].1.clone();
    for _ in 0..2 {
        let (status, _) = app.post("/v1/games", &ana, json!({"max_players": 3})).await;
        assert_eq!(status, 201);
    }

    let (events, pages) =
        every_page(&app, &ana, "eventsConnection", &format!("gameId: \"{id}\","), "%Versioned", 2)
            .await;
    let whole =
        app.gql(&ana, &format!("{{ events(gameId: \"{id}\") %Versioned }}"), json!({})).await;
    assert_eq!(Value::Array(events.clone()), whole["data"]["events"]);
    assert!(events.len() > 2 && pages > 1, "{} events in {pages} pages", events.len());

    let (notices, _) = every_page(&app, &ana, "myNoticesConnection", "", "%Notice", 1).await;
    let whole = app.gql(&ana, "{ myNotices %NoticeList }", json!({})).await;
    assert_eq!(Value::Array(notices.clone()), whole["data"]["myNotices"]["notices"]);
    assert!(!notices.is_empty(), "{notices:?}");

    let (games, _) = every_page(&app, &ana, "gamesConnection", "", "%GameSummary", 2).await;
    let whole = app.gql(&ana, "{ games(limit: 100) %GameList }", json!({})).await;
    assert_eq!(Value::Array(games.clone()), whole["data"]["games"]["games"]);
    assert_eq!(games.len(), 3);

    let (mine, _) = every_page(&app, &ana, "myGamesConnection", "", "%MyGame", 2).await;
    let whole = app.gql(&ana, "{ myGames(limit: 100) %MyGames }", json!({})).await;
    assert_eq!(Value::Array(mine.clone()), whole["data"]["myGames"]["games"]);
    assert_eq!(mine.len(), 3);

    let (leaders, pages) = every_page(
        &app,
        &ana,
        "leaderboardConnection",
        "ruleset: \"revancha\",",
        "%LeaderEntry",
        5,
    )
    .await;
    assert_eq!((leaders.len(), pages), (0, 1), "no rated game yet");

    for (query, code) in [
        (
            "{ eventsConnection(gameId: \"x\", after: \"not a cursor\") { edges { cursor } } }",
            "BAD_CURSOR",
        ),
        ("{ gamesConnection(first: 0) { edges { cursor } } }", "MALFORMED_QUERY"),
        ("{ myNoticesConnection(first: 101) { edges { cursor } } }", "MALFORMED_QUERY"),
    ] {
        let refused = app.gql(&ana, query, json!({})).await;
        assert_eq!(refused["errors"][0]["extensions"]["code"], code, "{query}: {refused}");
    }
}

/// Invitations and tournaments on GraphQL alone (SVC-INVITE,
/// SVC-TOURNAMENT): a lobby's player invites by username, the invitee reads
/// the typed `invited` notice and the invitation, accepts and is seated at a
/// private table, and the inviter is told; a declined invitation is gone;
/// a player lists tournaments, reads one, enters and leaves it. The codes
/// are REST's.
#[tokio::test]
async fn svc_invite_svc_tournament_a_player_invites_and_enters_over_graphql() {
    let app = common::TestApp::spawn("graphql-tables").await;
    let (ana, beto, carla) =
        (app.register("ana").await.1, app.register("beto").await.1, app.register("carla").await.1);
    let create = "mutation { createGame(maxPlayers: 3, visibility: \"private\") { id } }";
    let created = app.gql(&ana, create, json!({})).await;
    let id = created["data"]["createGame"]["id"].as_str().expect("a game").to_owned();

    let invite =
        "mutation($g: String!, $u: String!) { invite(gameId: $g, username: $u) %InvitationDto }";
    let sent = app.gql(&ana, invite, json!({"g": id, "u": "beto"})).await;
    let invitation = sent["data"]["invite"]["id"].as_str().expect("an invitation").to_owned();
    let mine = app.gql(&beto, "{ myInvitations %InvitationList }", json!({})).await;
    assert_eq!(
        mine["data"]["myInvitations"]["invitations"][0]["id"],
        invitation.as_str(),
        "{mine}"
    );
    let feed = app.gql(&beto, "{ myNotices %NoticeList }", json!({})).await;
    let told = &feed["data"]["myNotices"]["notices"][0];
    assert_eq!(
        (told["type"].as_str(), told["invitation_id"].as_str()),
        (Some("invited"), Some(invitation.as_str())),
        "{feed}"
    );

    let accept = "mutation($i: String!) { acceptInvitation(id: $i) %GameSummary }";
    let seated = app.gql(&beto, accept, json!({"i": invitation})).await;
    assert_eq!(
        seated["data"]["acceptInvitation"]["seats"].as_array().map(Vec::len),
        Some(2),
        "{seated}"
    );
    let feed = app.gql(&ana, "{ myNotices %NoticeList }", json!({})).await;
    let answered = common::each(&feed["data"]["myNotices"]["notices"])
        .any(|n| n["type"] == "invitation_answered" && n["accepted"] == true);
    assert!(answered, "{feed}");

    let sent = app.gql(&ana, invite, json!({"g": id, "u": "carla"})).await;
    let invitation = sent["data"]["invite"]["id"].as_str().expect("an invitation").to_owned();
    let decline = "mutation($i: String!) { declineInvitation(id: $i) }";
    assert_eq!(
        app.gql(&carla, decline, json!({"i": invitation})).await["data"]["declineInvitation"],
        true
    );
    let again = app.gql(&carla, decline, json!({"i": invitation})).await;
    assert_eq!(again["errors"][0]["extensions"]["code"], "INVITATION_NOT_FOUND", "{again}");
    let nobody = app.gql(&ana, invite, json!({"g": id, "u": "nobody"})).await;
    assert_eq!(nobody["errors"][0]["extensions"]["code"], "USER_NOT_FOUND", "{nobody}");

    let starts_at = domain::time::rfc3339(
        domain::ports::Clock::now_ms(&teg_api::adapters::system::SystemClock) + 3_600_000,
    );
    let body = json!({"name": "Abierto", "ruleset": "revancha", "table_size": 4, "clock": {"turn_seconds": 60}, "starts_at": starts_at});
    let (status, opened) = app.post("/v1/tournaments", &ana, body).await;
    assert_eq!(status, 201, "{opened}");
    let tournament = opened["id"].as_str().expect("a tournament").to_owned();
    let listed = app.gql(&beto, "{ tournaments %TournamentList }", json!({})).await;
    assert_eq!(
        listed["data"]["tournaments"]["tournaments"][0]["id"],
        tournament.as_str(),
        "{listed}"
    );
    let join = "mutation($t: String!) { joinTournament(id: $t) %TournamentSummary }";
    let joined = app.gql(&beto, join, json!({"t": tournament})).await;
    assert_eq!(
        joined["data"]["joinTournament"]["entrants"].as_array().map(Vec::len),
        Some(1),
        "{joined}"
    );
    let read = app
        .gql(
            &beto,
            "query($t: String!) { tournament(id: $t) %TournamentDetail }",
            json!({"t": tournament}),
        )
        .await;
    assert_eq!(read["data"]["tournament"]["id"], tournament.as_str(), "{read}");
    let leave = "mutation($t: String!) { leaveTournament(id: $t) %TournamentSummary }";
    let left = app.gql(&beto, leave, json!({"t": tournament})).await;
    assert_eq!(
        left["data"]["leaveTournament"]["entrants"].as_array().map(Vec::len),
        Some(0),
        "{left}"
    );
    let missing = app.gql(&beto, "{ tournament(id: \"nope\") { id } }", json!({})).await;
    assert_eq!(missing["errors"][0]["extensions"]["code"], "TOURNAMENT_NOT_FOUND", "{missing}");
}
