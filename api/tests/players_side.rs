//! The players' side, as a client app uses it: the home screen's games
//! list, the per-user feed, leaving and resigning (SVC-RESIGN), rematches
//! (SVC-REMATCH), invitations and private tables (SVC-INVITE).

use crate::common;

use common::TestApp;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// A started 2-player game of `ruleset` (`body` adds to the creation's),
/// `creator` first: its id.
async fn two_player_game(app: &TestApp, creator: &str, other: &str, body: Value) -> String {
    let mut create = json!({"max_players": 2});
    create.as_object_mut().expect("object").extend(body.as_object().expect("object").clone());
    let (s, g) = app.post("/v1/games", creator, create).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.fill_and_start(&id, creator, &[other]).await;
    id
}

/// Who the game waits on among `tokens`: the first with a legal action.
async fn waiting_on<'a>(app: &TestApp, id: &str, tokens: &[&'a str]) -> Option<&'a str> {
    for token in tokens {
        let (s, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), token).await;
        assert_eq!(s, StatusCode::OK, "{legal}");
        let busy = |k: &str| legal[k].as_array().is_some_and(|a| !a.is_empty());
        if busy("actions") || busy("teg2") {
            return Some(token);
        }
    }
    None
}

#[tokio::test]
async fn my_games_lists_a_game_waiting_on_me_first_and_answers_304_while_nothing_changed() {
    let app = TestApp::spawn("me-games").await;
    let [ana, beto, caro] = app.tokens(["ana", "beto", "caro"]).await;
    let first = two_player_game(&app, &ana, &beto, json!({})).await;
    let second = two_player_game(&app, &ana, &caro, json!({})).await;
    let (s, lobby) = app.post("/v1/games", &ana, json!({"max_players": 3})).await;
    assert_eq!(s, StatusCode::CREATED, "{lobby}");
    // The first game waits on ana: beto plays until it is her turn.
    for _ in 0..30 {
        if waiting_on(&app, &first, &[&ana, &beto]).await == Some(ana.as_str()) {
            break;
        }
        let (_, legal) = app.get(&format!("/v1/games/{first}/legal-actions"), &beto).await;
        app.act(&first, &beto, legal["actions"][0].clone()).await;
    }
    let mut ana_turn = Vec::new();
    for (id, other) in [(&first, &beto), (&second, &caro)] {
        if waiting_on(&app, id, &[&ana, other]).await == Some(ana.as_str()) {
            ana_turn.push(id.clone());
        }
    }
    assert!(ana_turn.contains(&first), "the first game waits on ana");
    let res = app.raw_get("/v1/me/games", &ana).await;
    assert_eq!(res.status(), StatusCode::OK);
    let etag = res.headers()["etag"].to_str().expect("etag").to_owned();
    let body: Value = res.json().await.expect("json");
    let games = body["games"].as_array().expect("games");
    assert_eq!(games.len(), 3, "two games and a lobby: {body}");
    let flags: Vec<bool> = games.iter().map(|g| g["to_act"] == true).collect();
    let first_false = flags.iter().position(|f| !f).unwrap_or(flags.len());
    assert!(flags[first_false..].iter().all(|f| !f), "waiting games come first: {body}");
    assert_eq!(flags.iter().filter(|f| **f).count(), ana_turn.len(), "{body}");
    for g in games.iter().filter(|g| g["to_act"] == true) {
        assert!(ana_turn.contains(&g["id"].as_str().expect("id").to_owned()));
    }
    let lobby = games.iter().find(|g| g["status"] == "lobby").expect("the lobby is listed");
    assert_eq!(lobby["to_act"], false, "{body}");
    let playing = games.iter().find(|g| g["status"] == "playing").expect("a game in play");
    assert!(playing["players"].as_array().is_some_and(|p| p.len() == 2), "{body}");
    let again = app.get_if_none_match("/v1/me/games", &ana, &etag).await;
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    // A page at a time.
    let (s, page) = app.get("/v1/me/games?limit=2", &ana).await;
    assert_eq!(s, StatusCode::OK, "{page}");
    assert_eq!(page["next_cursor"], "2");
    let (_, rest) = app.get("/v1/me/games?limit=2&cursor=2", &ana).await;
    assert_eq!(
        (rest["games"].as_array().map(Vec::len), &rest["next_cursor"]),
        (Some(1), &Value::Null)
    );
    let (s, b) = app.get("/v1/me/games?cursor=nope", &ana).await;
    common::assert_problem(s, &b, StatusCode::BAD_REQUEST, "BAD_CURSOR");
}

/// The notices of `token`'s feed after `since` (no wait).
async fn notices(app: &TestApp, token: &str, since: i64) -> Vec<Value> {
    let (s, b) = app.get(&format!("/v1/me/events?since={since}"), token).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    b["notices"].as_array().expect("notices").clone()
}

#[tokio::test]
async fn the_feed_tells_your_turn_across_two_games_and_resumes_after_a_reconnect_with_no_gap() {
    let app = TestApp::spawn("me-feed").await;
    let [ana, beto, caro] = app.tokens(["ana", "beto", "caro"]).await;
    let one = two_player_game(&app, &ana, &beto, json!({})).await;
    let two = two_player_game(&app, &caro, &ana, json!({})).await;
    let all = notices(&app, &ana, 0).await;
    let started: Vec<&Value> = all.iter().filter(|n| n["type"] == "game_started").collect();
    assert_eq!(started.len(), 2, "{all:?}");
    // Each notice has an increasing id, a type, a game and a time.
    let ids: Vec<i64> = all.iter().map(|n| n["id"].as_i64().expect("id")).collect();
    assert!(ids.windows(2).all(|w| w[0] < w[1]), "{ids:?}");
    assert!(all.iter().all(|n| n["at"].is_string() && n["game_id"].is_string()));
    // Play on until each game has told ana it is her turn.
    for (id, other) in [(&one, &beto), (&two, &caro)] {
        for _ in 0..30 {
            let told = notices(&app, &ana, 0)
                .await
                .iter()
                .any(|n| n["type"] == "your_turn" && n["game_id"] == id.as_str());
            if told {
                break;
            }
            let token =
                waiting_on(&app, id, &[other.as_str(), ana.as_str()]).await.expect("someone");
            let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), token).await;
            app.act(id, token, legal["actions"][0].clone()).await;
        }
    }
    let all = notices(&app, &ana, 0).await;
    for id in [&one, &two] {
        assert!(
            all.iter().any(|n| n["type"] == "your_turn" && n["game_id"] == id.as_str()),
            "your_turn for {id}: {all:?}"
        );
    }
    // Over SSE: from the start, then after a reconnect with Last-Event-ID.
    let stream = app.raw_get("/v1/me/events/stream", &ana).await;
    assert_eq!(stream.status(), StatusCode::OK);
    let frames = read_ids(stream, 2).await;
    assert_eq!(frames, ids_of(&all[..2]));
    let resumed = app
        .http
        .get(format!("{}/v1/me/events/stream", app.base))
        .bearer_auth(&ana)
        .header("Last-Event-ID", frames[1].to_string())
        .send()
        .await
        .expect("stream");
    let rest = read_ids(resumed, all.len() - 2).await;
    assert_eq!(rest, ids_of(&all[2..]), "no gap, no repeat");
    // A long-poll is woken by a new notice.
    let last = all.last().expect("notices")["id"].as_i64().expect("id");
    let poll = format!("/v1/me/events?since={last}&wait=10");
    let (waiter, ()) = tokio::join!(app.get(&poll, &ana), async {
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let (s, b) = app.post(&format!("/v1/games/{one}/resign"), &beto, json!({})).await;
        assert_eq!(s, StatusCode::OK, "{b}");
    });
    assert_eq!(waiter.0, StatusCode::OK);
    assert_eq!(waiter.1["notices"][0]["type"], "game_finished", "{}", waiter.1);
}

fn ids_of(notices: &[Value]) -> Vec<i64> {
    notices.iter().map(|n| n["id"].as_i64().expect("id")).collect()
}

/// The ids of the first `count` frames of a feed stream.
async fn read_ids(res: reqwest::Response, count: usize) -> Vec<i64> {
    let mut stream = common::Sse::new(res);
    let mut ids = Vec::new();
    while ids.len() < count {
        if let Some(id) = stream.frame().await.field("id") {
            ids.push(id.parse().expect("a numeric id"));
        }
    }
    ids
}

#[tokio::test]
async fn a_resign_in_each_edition_ends_that_seat_and_a_two_player_game_svc_resign() {
    let app = TestApp::spawn("resign").await;
    let [ana, beto] = app.tokens(["ana", "beto"]).await;
    for ruleset in ["revancha", "classic", "junior"] {
        let id = two_player_game(&app, &ana, &beto, json!({"ruleset": ruleset})).await;
        let (s, b) = app.post(&format!("/v1/games/{id}/resign"), &beto, json!({})).await;
        assert_eq!(s, StatusCode::OK, "{ruleset}: {b}");
        let forfeit = common::each(&b["events"])
            .find(|e| e["event"]["type"] == "player_forfeited")
            .unwrap_or_else(|| panic!("{ruleset}: a forfeit in {b}"));
        assert_eq!(forfeit["event"]["reason"], "resigned", "{ruleset}");
        let (_, view) = app.get(&format!("/v1/games/{id}"), &ana).await;
        assert_eq!(view["status"], "finished", "{ruleset}: the last contender wins: {view}");
        let (s, b) = app.post(&format!("/v1/games/{id}/resign"), &beto, json!({})).await;
        common::assert_problem(s, &b, StatusCode::CONFLICT, "WRONG_STATUS");
    }
    // TEG II: the seat is out of play; the war goes on for the others.
    let body = json!({"ruleset": "teg2", "max_players": 3, "options": {"level": "basic", "board": "americas"}});
    let (_, caro) = app.register("caro").await;
    let (s, g) = app.post("/v1/games", &ana, body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.fill_and_start(&id, &ana, &[&beto, &caro]).await;
    let (s, b) = app.post(&format!("/v1/games/{id}/resign"), &caro, json!({})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let text = b.to_string();
    assert!(text.contains("\"forfeited\"") && text.contains("\"resigned\""), "{b}");
    let (s, b) = app.post(&format!("/v1/games/{id}/resign"), &caro, json!({})).await;
    common::assert_problem(s, &b, StatusCode::CONFLICT, "PLAYER_NOT_IN_PLAY");
    let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), &caro).await;
    assert!(legal["teg2"].as_array().is_none_or(Vec::is_empty), "{legal}");
    let (_, view) = app.get(&format!("/v1/games/{id}"), &ana).await;
    assert_eq!(view["status"], "playing", "{view}");
}

#[tokio::test]
async fn a_private_rematch_is_offered_to_the_same_people_who_join_it_without_a_code_svc_rematch() {
    let app = TestApp::spawn("rematch").await;
    let [(_, ana), (beto_id, beto)] = app.accounts(["ana", "beto"]).await;
    let clock = json!({"turn_seconds": 600, "on_timeout": "pass", "max_timeouts": 3});
    let private =
        json!({"max_players": 2, "ruleset": "classic", "clock": clock, "visibility": "private"});
    let (s, g) = app.post("/v1/games", &ana, private).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let code = json!({"code": g["join_code"]});
    let (s, b) = app.post(&format!("/v1/games/{id}/join"), &beto, code).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = app.post(&format!("/v1/games/{id}/start"), &ana, json!({})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = app.post(&format!("/v1/games/{id}/rematch"), &ana, json!({})).await;
    common::assert_problem(s, &b, StatusCode::CONFLICT, "NO_REMATCH");
    app.post(&format!("/v1/games/{id}/resign"), &ana, json!({})).await;
    let (_, outsider) = app.register("caro").await;
    let (s, b) = app.post(&format!("/v1/games/{id}/rematch"), &outsider, json!({})).await;
    common::assert_problem(s, &b, StatusCode::CONFLICT, "NO_REMATCH");
    let (s, re) = app.post(&format!("/v1/games/{id}/rematch"), &beto, json!({})).await;
    assert_eq!(s, StatusCode::CREATED, "{re}");
    assert_eq!(
        (re["ruleset"].as_str(), re["rematch_of"].as_str()),
        (Some("classic"), Some(id.as_str()))
    );
    assert_eq!(re["clock"]["turn_seconds"], 600, "the same clock: {re}");
    assert_eq!(re["seats"][0]["user_id"], beto_id);
    let offered = notices(&app, &ana, 0).await;
    let offer = offered.iter().find(|n| n["type"] == "rematch_offered").expect("an offer");
    assert_eq!(offer["game_id"], re["id"]);
    assert_eq!(offer["rematch_of"], id.as_str());
    let rematch = re["id"].as_str().expect("id");
    // The finished game's followers hear of it in its log (SVC-REMATCH).
    let (_, finished) = app.get(&format!("/v1/games/{id}"), &ana).await;
    let last = finished["version"].as_u64().expect("a version");
    let (_, tail) = app.get(&format!("/v1/games/{id}/events?since={}", last - 1), &ana).await;
    let event = &tail["events"][0];
    assert_eq!(
        (
            &event["version"],
            &event["event"]["type"],
            &event["event"]["lobby"],
            &event["event"]["seat"]
        ),
        (&json!(last), &json!("rematch_offered"), &json!(rematch), &json!(1)),
        "{tail}"
    );
    assert_eq!(finished["status"], "finished", "still finished: {finished}");
    // Private, as the game it follows: its people join without the code,
    // anyone else is refused.
    assert_eq!(re["visibility"], "private", "{re}");
    let (s, b) = app.post(&format!("/v1/games/{rematch}/join"), &outsider, json!({})).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "PRIVATE_GAME");
    app.fill_and_start(rematch, &beto, &[&ana]).await;
    let (_, view) = app.get(&format!("/v1/games/{rematch}"), &ana).await;
    assert_eq!(view["status"], "playing");
}

#[tokio::test]
async fn an_invitation_seats_its_guest_even_at_a_private_table_and_is_answered_once_svc_invite() {
    let app = TestApp::spawn("invite").await;
    let [(_, ana), (beto_id, beto), (_, caro)] = app.accounts(["ana", "beto", "caro"]).await;
    let (s, g) =
        app.post("/v1/games", &ana, json!({"max_players": 3, "visibility": "private"})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let code = g["join_code"].as_str().expect("the creator sees the join code").to_owned();
    assert_eq!(g["visibility"], "private");
    // Never listed, not even to its players; its code is its creator's.
    for token in [&ana, &beto] {
        let (_, list) = app.get("/v1/games?status=lobby", token).await;
        assert!(!list.to_string().contains(&id), "{list}");
    }
    // To a stranger it does not exist, code or no code.
    let (s, seen) = app.get(&format!("/v1/games/{id}"), &caro).await;
    common::assert_problem(s, &seen, StatusCode::NOT_FOUND, "GAME_NOT_FOUND");
    // Joining takes the code.
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/join"), Some(&caro), None).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "PRIVATE_GAME");
    let (s, b) = app.post(&format!("/v1/games/{id}/join"), &caro, json!({"code": "WRONG"})).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "PRIVATE_GAME");
    // An invitation instead.
    let (s, inv) =
        app.post(&format!("/v1/games/{id}/invitations"), &ana, json!({"username": "beto"})).await;
    assert_eq!(s, StatusCode::CREATED, "{inv}");
    assert_eq!(
        (inv["to"].as_str(), inv["status"].as_str()),
        (Some(beto_id.as_str()), Some("pending"))
    );
    let (s, b) =
        app.post(&format!("/v1/games/{id}/invitations"), &ana, json!({"username": "nobody"})).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "USER_NOT_FOUND");
    let (_, mine) = app.get("/v1/me/invitations", &beto).await;
    assert_eq!(mine["invitations"][0]["id"], inv["id"], "{mine}");
    assert!(notices(&app, &beto, 0).await.iter().any(|n| n["type"] == "invited"));
    let inv_id = inv["id"].as_str().expect("id");
    let (s, b) =
        app.call("POST", &format!("/v1/invitations/{inv_id}/accept"), Some(&caro), None).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "INVITATION_NOT_FOUND");
    let (s, seated) =
        app.call("POST", &format!("/v1/invitations/{inv_id}/accept"), Some(&beto), None).await;
    assert_eq!(s, StatusCode::OK, "{seated}");
    assert!(seated["join_code"].is_null(), "only the creator sees the code: {seated}");
    let (s, b) =
        app.call("POST", &format!("/v1/invitations/{inv_id}/accept"), Some(&beto), None).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "INVITATION_NOT_FOUND");
    let answered = notices(&app, &ana, 0).await;
    let answer = answered.iter().find(|n| n["type"] == "invitation_answered").expect("told");
    assert_eq!(answer["accepted"], true);
    // With the code, anyone joins; then the table starts.
    let (s, b) = app
        .post(&format!("/v1/games/{id}/join"), &caro, json!({"code": code.to_lowercase()}))
        .await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/start"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
}

#[tokio::test]
async fn a_player_leaves_a_lobby_and_its_creator_leaving_closes_it() {
    let app = TestApp::spawn("leave").await;
    let [ana, beto] = app.tokens(["ana", "beto"]).await;
    let (s, g) = app
        .post("/v1/games", &ana, json!({"max_players": 3, "seats": [{"seat": 0, "bot": "random"}]}))
        .await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.call("POST", &format!("/v1/games/{id}/join"), Some(&beto), None).await;
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/leave"), Some(&beto), None).await;
    assert_eq!(s, StatusCode::NO_CONTENT, "{b}");
    let (_, view) = app.get(&format!("/v1/games/{id}"), &ana).await;
    assert_eq!(view["game"]["seats"].as_array().map(Vec::len), Some(2), "the bot and ana: {view}");
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/leave"), Some(&beto), None).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "NOT_SEATED");
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/leave"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::NO_CONTENT, "{b}");
    let (_, view) = app.get(&format!("/v1/games/{id}"), &ana).await;
    assert_eq!(view["status"], "aborted", "{view}");
}

#[tokio::test]
async fn a_teg2_person_is_told_your_turn_when_the_game_begins_to_wait_on_them_svc_notify() {
    let app = TestApp::spawn("teg2-your-turn").await;
    let (_, token) = app.register("solo").await;
    let body = json!({
        "ruleset": "teg2", "max_players": 3,
        "options": {"level": "basic", "board": "americas"},
        "seats": [{"bot": "greedy"}, {"bot": "greedy"}],
    });
    let (s, g) = app.post("/v1/games", &token, body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let (s, b) = app.post(&format!("/v1/games/{id}/start"), &token, json!({})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    // Wait for the game to wait on the person (bots may go first).
    let mut waited = false;
    for _ in 0..100 {
        let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), &token).await;
        if legal["teg2"].as_array().is_some_and(|steps| !steps.is_empty()) {
            waited = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(waited, "the game waits on its person");
    let told = notices(&app, &token, 0).await;
    let turns = told.iter().filter(|n| n["type"] == "your_turn" && n["game_id"] == id.as_str());
    assert_eq!(turns.count(), 1, "one your_turn for the step begun: {told:?}");
}

/// Every read of one game, REST and GraphQL, as `token`: each answer's
/// status and problem code (`None` for a success), by what was read.
async fn every_read(
    app: &TestApp,
    id: &str,
    token: &str,
) -> Vec<(String, StatusCode, Option<String>)> {
    let mut seen = Vec::new();
    for path in [
        format!("/v1/games/{id}"),
        format!("/v1/games/{id}/events"),
        format!("/v1/games/{id}/events?since=0&wait=1"),
        format!("/v1/games/{id}/legal-actions"),
        format!("/v1/games/{id}/pacts"),
        format!("/v1/games/{id}/chat"),
        format!("/v1/games/{id}/versions/1"),
        format!("/v1/games/{id}/events/stream"),
    ] {
        let res = app.raw_get(&path, token).await;
        let status = res.status();
        let code = if status.is_success() {
            None
        } else {
            let body: Value = res.json().await.expect("a problem");
            body["code"].as_str().map(str::to_owned)
        };
        seen.push((path, status, code));
    }
    let conditional = app.get_if_none_match(&format!("/v1/games/{id}"), token, "*").await;
    seen.push(("If-None-Match: *".to_owned(), conditional.status(), None));
    for query in [
        "query($g: String!) { game(id: $g) %GameResponse }",
        "query($g: String!) { events(gameId: $g) %Versioned }",
        "query($g: String!) { legalActions(gameId: $g) { version } }",
        "query($g: String!) { pacts(gameId: $g) %PactList }",
        "query($g: String!) { chat(gameId: $g) { messages { id } } }",
    ] {
        let answer = app.gql_game(token, query, id).await;
        let code = answer["errors"][0]["extensions"]["code"].as_str().map(str::to_owned);
        let status = if code.is_some() { StatusCode::NOT_FOUND } else { StatusCode::OK };
        seen.push((query.to_owned(), status, code));
    }
    seen
}

#[tokio::test]
async fn a_private_table_does_not_exist_for_a_stranger_on_any_channel_svc_invite() {
    let app = TestApp::spawn("private-reads").await;
    let [ana, beto, caro] = app.tokens(["ana", "beto", "caro"]).await;
    let admin = app.admin_token().await;
    let (s, g) =
        app.post("/v1/games", &ana, json!({"max_players": 2, "visibility": "private"})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    // Invited, beto reads the lobby before he answers.
    let (s, inv) =
        app.post(&format!("/v1/games/{id}/invitations"), &ana, json!({"username": "beto"})).await;
    assert_eq!(s, StatusCode::CREATED, "{inv}");
    let (s, lobby) = app.get(&format!("/v1/games/{id}"), &beto).await;
    assert_eq!(s, StatusCode::OK, "an invitee reads the table: {lobby}");
    let path = format!("/v1/invitations/{}/accept", inv["id"].as_str().expect("id"));
    let (s, b) = app.call("POST", &path, Some(&beto), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/start"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = app
        .post(&format!("/v1/games/{id}/chat"), &ana, json!({"body": "secret plan: attack brazil"}))
        .await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    // The stranger: every read is the 404 of an unknown id.
    let unknown = every_read(&app, "no-such-game", &caro).await;
    let private = every_read(&app, &id, &caro).await;
    for ((what, status, code), (_, unknown_status, unknown_code)) in private.iter().zip(&unknown) {
        assert_eq!(
            (status, code),
            (unknown_status, unknown_code),
            "{what} tells a private game exists"
        );
        assert_eq!(*status, StatusCode::NOT_FOUND, "{what}");
    }
    // Seats and operators read every one of them.
    for (who, token) in [("a seat", &beto), ("an operator", &admin)] {
        for (what, status, code) in every_read(&app, &id, token).await {
            let fine = status.is_success() || status == StatusCode::NOT_MODIFIED;
            assert!(fine, "{who} reads {what}: {status} {code:?}");
        }
    }
    // The subscription too: the stranger's is refused as unknown.
    let (mut ws, ack) = common::graphql_socket(&app.base, &caro).await;
    assert_eq!(ack, common::frame(&json!({"type": "connection_ack"})));
    let subscribe = json!({"id": "1", "type": "subscribe", "payload": {
        "query": "subscription($g: String!) { gameEvents(gameId: $g) %Followed }", "variables": {"g": id}}});
    futures_util::SinkExt::send(&mut ws, common::frame(&subscribe)).await.expect("subscribe");
    let answer = futures_util::StreamExt::next(&mut ws).await.expect("an answer").expect("ok");
    let answer: Value = serde_json::from_str(answer.to_text().expect("text")).expect("json");
    assert_eq!(answer["payload"]["errors"][0]["extensions"]["code"], "GAME_NOT_FOUND", "{answer}");
}

#[tokio::test]
async fn a_private_tables_join_code_is_guessed_against_the_tables_own_budget_svc_invite() {
    let app = TestApp::spawn("join-code-budget").await;
    let (_, ana) = app.register("ana").await;
    let admin = app.admin_token().await;
    let (s, g) =
        app.post("/v1/games", &ana, json!({"max_players": 3, "visibility": "private"})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let code = g["join_code"].as_str().expect("code").to_owned();
    // Ten guessers, one wrong code each: the table's ten are spent.
    for n in 0..10 {
        let (_, guesser) = app.register(&format!("guesser{n}")).await;
        let (s, b) =
            app.post(&format!("/v1/games/{id}/join"), &guesser, json!({"code": "WRONG000"})).await;
        common::assert_problem(s, &b, StatusCode::FORBIDDEN, "PRIVATE_GAME");
    }
    // Now even the right code waits: no account buys more guesses.
    let (_, dora) = app.register("dora").await;
    let (s, b) = app.post(&format!("/v1/games/{id}/join"), &dora, json!({"code": code})).await;
    common::assert_problem(s, &b, StatusCode::TOO_MANY_REQUESTS, "JOIN_CODE_THROTTLED");
    let answer = app
        .gql(
            &dora,
            "mutation($g: String!, $c: String) { joinGame(gameId: $g, code: $c) %GameSummary }",
            json!({"g": id, "c": code}),
        )
        .await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "JOIN_CODE_THROTTLED", "{answer}");
    // The spent budget is audited once; an invitation still seats.
    let (_, audit) = app.get("/v1/admin/audit?action=join_code_throttled", &admin).await;
    let entries = audit["entries"].as_array().expect("entries");
    assert_eq!(entries.len(), 1, "{audit}");
    assert_eq!(entries[0]["target_id"], id.as_str());
    let (s, inv) =
        app.post(&format!("/v1/games/{id}/invitations"), &ana, json!({"username": "dora"})).await;
    assert_eq!(s, StatusCode::CREATED, "{inv}");
    let path = format!("/v1/invitations/{}/accept", inv["id"].as_str().expect("id"));
    let (s, b) = app.call("POST", &path, Some(&dora), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
}

/// A feed that cannot skip (issue 48), on PostgreSQL: ana sits in 30 games
/// played at once, each move that begins her step writing a `your_turn` to
/// her feed from whichever transaction commits it (the group commit, or a
/// transaction of its own), while a reader follows her feed with `since`
/// the whole time. When all is done, every notice on her feed was seen by
/// the reader, in increasing order: none skipped.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[expect(clippy::print_stderr, reason = "the run's figures are its record (issue 48)")]
async fn a_feed_reader_with_since_misses_no_notice_while_thirty_games_feed_one_user() {
    common::on_postgres(|url| async move {
        let config = teg_api::config::Config::for_local_tests(url);
        let base = teg_api::startup::Application::spawn(config).await.expect("the app builds");
        let db = std::env::temp_dir().join("teg-feed-order-postgres-not-a-file");
        let app = std::sync::Arc::new(TestApp { base, http: reqwest::Client::new(), db });
        let (_, ana) = app.register("ana").await;
        let mut games = Vec::new();
        for i in 0..30 {
            let (_, other) = app.register(&format!("rival{i}")).await;
            let (s, g) = app.post("/v1/games", &ana, json!({"max_players": 2})).await;
            assert_eq!(s, StatusCode::CREATED, "{g}");
            let id = g["id"].as_str().expect("id").to_owned();
            app.fill_and_start(&id, &ana, &[&other]).await;
            games.push((id, other));
        }
        // The reader: `since` its last number, as a client does.
        let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let reader = {
            let (app, ana, done) = (app.clone(), ana.clone(), done.clone());
            tokio::spawn(async move {
                let (mut since, mut seen) = (0_i64, Vec::new());
                loop {
                    let finished = done.load(std::sync::atomic::Ordering::SeqCst);
                    let (s, feed) = app.get(&format!("/v1/me/events?since={since}"), &ana).await;
                    assert_eq!(s, StatusCode::OK, "{feed}");
                    for n in feed["notices"].as_array().expect("notices") {
                        let id = n["id"].as_i64().expect("an id");
                        assert!(id > since, "in increasing order: {id} after {since}");
                        since = id;
                        seen.push(id);
                    }
                    if finished && feed["notices"].as_array().is_some_and(Vec::is_empty) {
                        return seen;
                    }
                }
            })
        };
        // Thirty games at once, 150 moves each; the operator signs in once
        // (thirty password checks at once would only measure argon2).
        let admin = app.admin_token().await;
        let players: Vec<_> = games
            .into_iter()
            .enumerate()
            .map(|(i, (id, other))| {
                let (app, ana, admin) = (app.clone(), ana.clone(), admin.clone());
                tokio::spawn(async move {
                    let seed = domain::Seed([u8::try_from(i).expect("small"); 32]);
                    let board = domain::Board::revancha();
                    let mut player = common::RestPlayer::reading_as(admin, &id, board, seed);
                    let tokens = [ana, other];
                    for _ in 0..150 {
                        if !player.step(&app, &tokens).await {
                            break;
                        }
                    }
                })
            })
            .collect();
        for p in players {
            p.await.expect("a game's moves");
        }
        done.store(true, std::sync::atomic::Ordering::SeqCst);
        let seen = reader.await.expect("the reader");
        // Everything on her feed, read once at the end.
        let (mut since, mut all) = (0_i64, Vec::new());
        loop {
            let (_, feed) = app.get(&format!("/v1/me/events?since={since}"), &ana).await;
            let page = feed["notices"].as_array().expect("notices").clone();
            let Some(last) = page.last() else { break };
            since = last["id"].as_i64().expect("an id");
            all.extend(page.iter().map(|n| n["id"].as_i64().expect("an id")));
        }
        let skipped: Vec<&i64> = all.iter().filter(|id| !seen.contains(id)).collect();
        eprintln!(
            "feed order on PostgreSQL: 30 games, {} notices on the feed, {} seen by the reader, {} skipped",
            all.len(),
            seen.len(),
            skipped.len()
        );
        assert!(all.len() >= 150, "the games fed her, five a game at least: {}", all.len());
        assert_eq!(seen, all, "the reader saw every notice, in order; skipped: {skipped:?}");
    })
    .await;
}
