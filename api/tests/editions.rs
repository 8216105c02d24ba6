//! Every edition end to end on the real server: the catalogue names the
//! three rulesets with their boards and tables; a whole classic game and a
//! whole Junior game are played over REST from the legal-actions list only,
//! and a Junior game over GraphQL; positions round-trip per edition; ids are
//! the slugs of the game's own board (an unknown one is 422, a module the
//! edition lacks is refused at creation).

use domain::board::Board;
use domain::rules::{Event, Game};
use domain::sim::RandomPlayer;
use domain::{RulesetId, Seed};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::TestApp;

/// A lobby of `ruleset` for `players` registered players, started.
async fn started(
    app: &TestApp,
    ruleset: &str,
    players: usize,
    options: Value,
) -> (String, Vec<String>) {
    let mut tokens = Vec::new();
    for i in 0..players {
        tokens.push(app.register(&format!("{ruleset}{i}")).await.1);
    }
    let body = json!({"ruleset": ruleset, "max_players": players, "options": options});
    let (s, g) = app.post("/v1/games", &tokens[0], body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    assert_eq!(g["ruleset"], ruleset, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.fill_and_start(&id, &tokens[0], &tokens[1..]).await;
    (id, tokens)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_catalogue_names_every_edition_with_its_board_and_tables() {
    let app = TestApp::spawn("editions-catalogue").await;
    let (s, list) = app.call("GET", "/v1/rulesets", None, None).await;
    assert_eq!(s, StatusCode::OK);
    let ids: Vec<&str> = common::texts(&list["rulesets"], "id");
    assert_eq!(ids, ["revancha", "classic", "junior", "teg2"]);
    assert_eq!(list["rulesets"][2]["max_players"], 4);
    assert_eq!(list["rulesets"][1]["options"]["missiles"], false);
    assert_eq!(list["rulesets"][1]["options"]["common_objective"], 30);
    let (s, junior) = app.call("GET", "/v1/rulesets/junior", None, None).await;
    assert_eq!(s, StatusCode::OK, "{junior}");
    assert_eq!(junior["board"]["countries"].as_array().map(Vec::len), Some(32));
    assert_eq!(junior["exchange"], "any_two");
    let goals: Vec<u64> =
        common::each(&junior["country_goals"]).filter_map(|g| g["countries"].as_u64()).collect();
    assert_eq!(goals, [20, 14, 12]);
    let (s, classic) = app.call("GET", "/v1/rulesets/classic", None, None).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(classic["exchange_values"], json!([4, 7, 10]));
    assert_eq!(classic["card_bonus"], 2);
    assert_eq!(classic["four_dice_exception"], false);
    assert_eq!(classic["objectives"].as_array().map(Vec::len), Some(15));
    let (s, map) = app.call("GET", "/v1/maps/classic", None, None).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(map["countries"].as_array().map(Vec::len), Some(50));
    let (s, b) = app.call("GET", "/v1/rulesets/atlantis", None, None).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "UNKNOWN_RULESET");
    let _ = std::fs::remove_file(&app.db);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_classic_game_is_played_over_rest_from_the_legal_actions() {
    played_over_rest_to_its_end("classic", 3, Board::classic(), 50).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_junior_game_is_played_over_rest_from_the_legal_actions() {
    played_over_rest_to_its_end("junior", 4, Board::junior(), 32).await;
}

/// A game of `ruleset` for `players`, played over REST from the legal
/// actions by random bots until it ends, its view then on `board`'s
/// `countries`.
async fn played_over_rest_to_its_end(
    ruleset: &str,
    players: usize,
    board: &'static Board,
    countries: usize,
) {
    let app = TestApp::spawn(&format!("editions-{ruleset}")).await;
    let (id, tokens) = started(&app, ruleset, players, json!({"max_rounds": 80})).await;
    let moves = app.play_over_rest(&id, &tokens, board, Seed([5; 32]), 30_000).await;
    let (_, view) = app.get(&format!("/v1/games/{id}"), &tokens[players - 1]).await;
    assert_eq!(view["ruleset"], ruleset);
    assert_eq!(view["status"], "finished", "{moves} moves");
    assert_eq!(view["countries"].as_array().map(Vec::len), Some(countries));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ids_are_the_slugs_of_the_games_board_and_modules_follow_the_edition() {
    let app = TestApp::spawn("editions-slugs").await;
    let (id, tokens) = started(&app, "junior", 2, json!({})).await;
    // A Revancha country the Junior board does not have.
    let revancha_only = Board::revancha()
        .countries
        .iter()
        .find(|c| Board::junior().country_by_slug(&c.slug).is_none())
        .expect("a Revancha-only country");
    for token in &tokens {
        let body = json!({"action": {"type": "place", "country": revancha_only.slug, "armies": 1}});
        let (s, b) = app.post(&format!("/v1/games/{id}/actions"), token, body).await;
        common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "UNKNOWN_COUNTRY");
        assert!(b["detail"].as_str().is_some_and(|d| d.contains(&revancha_only.slug)), "{b}");
    }
    // The view names the Junior board's countries.
    let (_, view) = app.get(&format!("/v1/games/{id}"), &tokens[0]).await;
    let names: Vec<&str> = common::texts(&view["countries"], "id");
    assert!(names.iter().all(|n| Board::junior().country_by_slug(n).is_some()), "{names:?}");
    // Creation refuses what the edition lacks and seats it may not hold.
    let body = json!({"ruleset": "classic", "options": {"missiles": true}});
    let (s, b) = app.post("/v1/games", &tokens[0], body).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "MODULE_NOT_IN_EDITION");
    let body = json!({"ruleset": "junior", "max_players": 5});
    let (s, b) = app.post("/v1/games", &tokens[0], body).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "PLAYER_COUNT");
    let body = json!({"ruleset": "teg3"});
    let (s, b) = app.post("/v1/games", &tokens[0], body).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "UNKNOWN_RULESET");
    // The lobby list filters by edition.
    let (s, list) = app.get("/v1/games?ruleset=junior", &tokens[0]).await;
    assert_eq!(s, StatusCode::OK, "{list}");
    assert_eq!(list["total"], 1);
    assert_eq!(list["games"][0]["id"], id.as_str());
    let (s, list) = app.get("/v1/games?ruleset=classic", &tokens[0]).await;
    assert_eq!((s, &list["total"]), (StatusCode::OK, &json!(0)));
    let (s, b) = app.get("/v1/games?ruleset=teg3", &tokens[0]).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "UNKNOWN_RULESET");
    // A classic game with pacts can be opened (its table option).
    let body = json!({"ruleset": "classic", "options": {"pacts": true}});
    let (s, b) = app.post("/v1/games", &tokens[0], body).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    assert_eq!(b["options"]["pacts"], true, "{b}");
    let _ = std::fs::remove_file(&app.db);
}

/// R-INC-4 (R-JNR-8 in Junior): in every edition, placing on another
/// colour's country is refused with the slug that was sent, the rule of the
/// game's own edition, and nothing changes. No message reads another
/// edition's board (a classic `mexico` once came back as `alaska`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_country_is_named_as_sent_in_every_edition_r_inc_4_r_jnr_8() {
    let app = TestApp::spawn("editions-wrong-country").await;
    for (ruleset, rule) in [("revancha", "R-INC-4"), ("classic", "R-INC-4"), ("junior", "R-JNR-8")]
    {
        let (id, tokens) = started(&app, ruleset, 2, json!({})).await;
        let (_, view) = app.get(&format!("/v1/games/{id}"), &tokens[0]).await;
        let actor = view["current_player"].clone();
        let mut actor_token = None;
        for token in &tokens {
            let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), token).await;
            if legal["actions"].as_array().is_some_and(|a| !a.is_empty()) {
                actor_token = Some(token.clone());
            }
        }
        let actor_token = actor_token.expect("someone is to place");
        let others: Vec<&str> = common::each(&view["countries"])
            .filter(|c| c["owner"] != actor)
            .filter_map(|c| c["id"].as_str())
            .collect();
        assert!(!others.is_empty(), "{ruleset}: the other colour holds countries");
        for slug in others.iter().take(5) {
            let body = json!({"action": {"type": "place", "country": slug, "armies": 1}});
            let (s, b) = app.post(&format!("/v1/games/{id}/actions"), &actor_token, body).await;
            common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "NOT_YOUR_COUNTRY");
            let detail = b["detail"].as_str().expect("detail");
            assert!(detail.starts_with(&format!("{slug} is not yours")), "{ruleset}: {b}");
            assert_eq!(b["rule"], rule, "{ruleset}: {b}");
        }
        let (_, after) = app.get(&format!("/v1/games/{id}"), &tokens[0]).await;
        assert_eq!(after["version"], view["version"], "{ruleset}: a refusal changes nothing");
    }
    let _ = std::fs::remove_file(&app.db);
}

/// Seats (the API contract's "Seats"): in every edition, the lobby's
/// `seats[].seat` and the view's `players[].seat` are the same 0-based
/// index for the same colour and account, in joining order.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_seat_has_its_index_in_the_lobby_and_the_view_in_every_edition() {
    let app = TestApp::spawn("editions-seats").await;
    for (ruleset, players) in [("revancha", 3), ("classic", 2), ("junior", 4)] {
        let (id, tokens) = started(&app, ruleset, players, json!({})).await;
        let (s, view) = app.get(&format!("/v1/games/{id}"), &tokens[0]).await;
        assert_eq!(s, StatusCode::OK, "{view}");
        let seats = view["game"]["seats"].as_array().expect("the lobby's seats");
        let seen = view["players"].as_array().expect("the view's players");
        assert_eq!((seats.len(), seen.len()), (players, players), "{ruleset}: {view}");
        for (i, seat) in seats.iter().enumerate() {
            assert_eq!(seat["seat"], i, "{ruleset}: {seat}");
        }
        // The view lists players in the game's (drawn) seating order; each
        // names its lobby seat.
        for player in seen {
            let i = player["seat"].as_u64().expect("a seat") as usize;
            assert_eq!(player["color"], seats[i]["color"], "{ruleset}: {player}");
            assert_eq!(player["user_id"], seats[i]["user_id"], "{ruleset}: {player}");
        }
        let mut named: Vec<u64> = seen.iter().filter_map(|p| p["seat"].as_u64()).collect();
        named.sort_unstable();
        assert_eq!(named, (0..players as u64).collect::<Vec<_>>(), "{ruleset}: every seat once");
    }
    let _ = std::fs::remove_file(&app.db);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn positions_round_trip_per_edition_and_name_their_ruleset() {
    let app = TestApp::spawn("editions-positions").await;
    let admin = app.admin_token().await;
    for (ruleset, players) in [("revancha", 2), ("classic", 4), ("junior", 3)] {
        let (id, tokens) = started(&app, ruleset, players, json!({})).await;
        let (s, position) = app.get(&format!("/v1/admin/games/{id}/position"), &admin).await;
        assert_eq!(s, StatusCode::OK, "{position}");
        assert_eq!(position["ruleset"], ruleset);
        let (_, view) = app.get(&format!("/v1/games/{id}"), &tokens[0]).await;
        let seats = view["game"]["seats"].clone();
        let (s, imported) = app
            .post("/v1/admin/games/import", &admin, json!({"position": position, "seats": seats}))
            .await;
        assert_eq!(s, StatusCode::CREATED, "{ruleset}: {imported}");
        assert_eq!(imported["ruleset"], ruleset);
        // A summary's seats are taken as listed: one moved from its index is
        // refused, and nothing is created.
        let mut moved = seats.as_array().cloned().expect("seats");
        moved.reverse();
        let body = json!({"position": position, "seats": moved});
        let (s, b) = app.post("/v1/admin/games/import", &admin, body).await;
        common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_POSITION");
        let new_id = imported["id"].as_str().expect("id");
        let (s, again) = app.get(&format!("/v1/admin/games/{new_id}/position"), &admin).await;
        assert_eq!(s, StatusCode::OK);
        assert_eq!(again["countries"], position["countries"], "{ruleset}");
        assert_eq!(again["players"], position["players"], "{ruleset}");
        // The document names its edition: relabelled as another, it is
        // refused and creates nothing.
        if ruleset != "revancha" {
            let mut relabelled = position.clone();
            relabelled["ruleset"] = json!("revancha");
            let body = json!({"position": relabelled, "seats": seats});
            let (s, b) = app.post("/v1/admin/games/import", &admin, body).await;

            common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "UNKNOWN_COUNTRY");
        }
    }
    let mut unknown = json!({"ruleset": "teg3"});
    unknown["countries"] = json!([]);
    let body = json!({"position": unknown, "seats": []});
    let (s, b) = app.post("/v1/admin/games/import", &admin, body).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "UNKNOWN_RULESET");
    let (_, list) = app.get("/v1/games?limit=100", &admin).await;
    assert_eq!(list["total"], 6, "three games and three imports, nothing more: {list}");
    let _ = std::fs::remove_file(&app.db);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_junior_game_is_played_with_graphql_mutations() {
    let app = TestApp::spawn("editions-graphql").await;
    let tokens = [app.register("gqlana").await.1, app.register("gqlbeto").await.1];
    let admin = app.admin_token().await;
    let created = app
        .gql(
            &tokens[0],
            "mutation { createGame(ruleset: \"junior\", maxPlayers: 2, options: {maxRounds: 80}) %GameSummary }",
            json!({}),
        )
        .await;
    assert_eq!(created["data"]["createGame"]["ruleset"], "junior", "{created}");
    let id = created["data"]["createGame"]["id"].as_str().expect("id").to_owned();
    let joined = app
        .gql_game(&tokens[1], "mutation($g: String!) { joinGame(gameId: $g) %GameSummary }", &id)
        .await;
    assert!(joined["errors"].is_null(), "{joined}");
    let started = app
        .gql_game(&tokens[0], "mutation($g: String!) { startGame(gameId: $g) { version } }", &id)
        .await;
    assert!(started["errors"].is_null(), "{started}");
    // The lobby list filters by edition over GraphQL as over REST.
    let page = |ruleset: &str| {
        let q = "query($r: String) { games(ruleset: $r) %GameList }";
        app.gql(&tokens[0], q, json!({"r": ruleset}))
    };
    let juniors = page("junior").await;
    assert_eq!(juniors["data"]["games"]["total"], 1, "{juniors}");
    assert_eq!(juniors["data"]["games"]["games"][0]["id"], id.as_str(), "{juniors}");
    assert_eq!(page("classic").await["data"]["games"]["total"], 0);
    let unknown = page("teg3").await;
    assert_eq!(unknown["errors"][0]["extensions"]["code"], "UNKNOWN_RULESET", "{unknown}");
    let board = RulesetId::Junior.ruleset().board;
    let mut bot = RandomPlayer::new(&Seed([8; 32]));
    let mut game = Game::new();
    let mut moves = 0;
    loop {
        let evs = app
            .gql(
                &admin,
                "query($g: String!, $s: Int!) { events(gameId: $g, since: $s) %Versioned }",
                json!({"g": id, "s": game.version()}),
            )
            .await;
        for v in evs["data"]["events"].as_array().expect("events") {
            let e: Event = domain::wire::from_value(board, &v["event"]).expect("event");
            game.apply(&e);
        }
        if game.is_finished() {
            break;
        }
        let mut acted = false;
        for token in &tokens {
            let legal = app
                .gql_game(
                    token,
                    "query($g: String!) { legalActions(gameId: $g) %LegalActions }",
                    &id,
                )
                .await;
            let (version, actions) = common::legal_commands(board, &legal);
            if actions.is_empty() {
                continue;
            }
            let pick = bot.choose(&game, &actions).expect("a choice");
            let (q, vars) = common::mutation(Board::junior(), &id, pick, version);
            let res = app.gql(token, &q, vars).await;
            assert!(res["errors"].is_null(), "{pick:?}: {res}");
            acted = true;
            moves += 1;
            break;
        }
        assert!(acted && moves < 30_000);
    }
    let view =
        app.gql_game(&tokens[0], "query($g: String!) { game(id: $g) %GameResponse }", &id).await;
    assert_eq!(view["data"]["game"]["status"], "finished", "{view}");
    let _ = std::fs::remove_file(&app.db);
}
