//! The secrecy sweep: a 3-player game is played part-way over REST (so the
//! seed is not yet revealed), then every viewer — each player, a signed-in
//! stranger — reads everything the API offers: the REST view, the event
//! list, the SSE stream, and the GraphQL `game`, `events` and `legalActions`
//! answers, plus the answers to their own actions. None of it may contain
//! another player's objective or cards, the draw pile, or the seed (as hex
//! or as bytes). The same checker run on the operator's answers must find
//! secrets, so it is known to bite.

use domain::Seed;
use domain::rules::{Command, Game};
use domain::sim::RandomPlayer;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::TestApp;

/// What must not leak, read from the operator's view.
struct Secrets {
    seed_hex: String,
    seed_bytes: Value,
}

/// Every place in `answer` where `viewer` (a colour, or `None` for a
/// spectator) sees something that is not theirs.
fn leaks(
    viewer: Option<&str>,
    answer: &Value,
    secrets: &Secrets,
    path: &str,
    out: &mut Vec<String>,
) {
    let not_mine = |who: &Value| who.as_str() != viewer;
    match answer {
        Value::String(s) if s.contains(&secrets.seed_hex) => out.push(format!("{path}: the seed")),
        Value::Array(items) => {
            if answer == &secrets.seed_bytes {
                out.push(format!("{path}: the seed bytes"));
            }
            for (i, v) in items.iter().enumerate() {
                leaks(viewer, v, secrets, &format!("{path}[{i}]"), out);
            }
        }
        Value::Object(map) => {
            let redacted = |field: &str| map.get(field).is_none_or(|v| v == "redacted");
            match map.get("type").and_then(Value::as_str) {
                Some("objective_dealt") if not_mine(&map["player"]) && !redacted("objectives") => {
                    out.push(format!("{path}: {}'s objective", map["player"]));
                }
                Some("card_drawn") if not_mine(&map["player"]) && !redacted("card") => {
                    out.push(format!("{path}: {}'s card", map["player"]));
                }
                Some("player_eliminated") if not_mine(&map["by"]) && !redacted("cards") => {
                    out.push(format!("{path}: inherited cards"));
                }
                Some("game_started") if !redacted("seed") => out.push(format!("{path}: the seed")),
                _ => {}
            }
            for key in ["secrets", "pile", "seed"] {
                if map.get(key).is_some_and(|v| !v.is_null() && v != "redacted") {
                    out.push(format!("{path}.{key}"));
                }
            }
            if let Some(you) = map.get("you").filter(|v| !v.is_null())
                && not_mine(&you["color"])
            {
                out.push(format!("{path}.you is {}", you["color"]));
            }
            for (k, v) in map {
                leaks(viewer, v, secrets, &format!("{path}.{k}"), out);
            }
        }
        _ => {}
    }
}

/// The first `count` SSE frames' data, as JSON.
async fn sse(app: &TestApp, token: &str, id: &str, count: usize) -> Value {
    let res = app.raw_get(&format!("/v1/games/{id}/events/stream"), token).await;
    Value::Array(common::sse_frames(res, count).await)
}

/// Everything `token` can read about the game.
async fn everything(app: &TestApp, token: &str, id: &str, version: u64) -> Vec<(String, Value)> {
    let vars = json!({"g": id});
    let get = |path: String| async move { app.get(&path, token).await.1 };
    vec![
        ("REST view".to_owned(), get(format!("/v1/games/{id}")).await),
        ("REST events".to_owned(), get(format!("/v1/games/{id}/events?since=0")).await),
        ("REST legal actions".to_owned(), get(format!("/v1/games/{id}/legal-actions")).await),
        ("SSE".to_owned(), sse(app, token, id, usize::try_from(version).expect("small")).await),
        (
            "GraphQL game".to_owned(),
            app.gql(token, "query($g: String!) { game(id: $g) %GameResponse }", vars.clone()).await,
        ),
        (
            "GraphQL events".to_owned(),
            app.gql(
                token,
                "query($g: String!) { events(gameId: $g, since: 0) %Versioned }",
                vars.clone(),
            )
            .await,
        ),
        (
            "GraphQL legal actions".to_owned(),
            app.gql(token, "query($g: String!) { legalActions(gameId: $g) %LegalActions }", vars)
                .await,
        ),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_viewer_ever_sees_another_players_secrets_the_pile_or_the_unrevealed_seed() {
    let app = TestApp::spawn("secrets").await;
    let admin = app.admin_token().await;
    let players =
        [app.register("ana").await, app.register("beto").await, app.register("carla").await];
    let stranger = app.register("dario").await;
    let (s, g) =
        app.post("/v1/games", &players[0].1, json!({"max_players": 3, "color": "red"})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    for (color, p) in [("blue", &players[1]), ("black", &players[2])] {
        let (s, b) = app.post(&format!("/v1/games/{id}/join"), &p.1, json!({"color": color})).await;
        assert_eq!(s, StatusCode::OK, "{b}");
    }
    let (s, b) =
        app.call("POST", &format!("/v1/games/{id}/start"), Some(&players[0].1), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let colors = ["red", "blue", "black"];

    // Play until cards have been drawn, keeping every actor's answers.
    let mut own_answers: Vec<(usize, Value)> = vec![(0, b)];
    let mut bot = RandomPlayer::new(&Seed([3; 32]));
    let mut game = Game::new();
    for _ in 0..400 {
        let (_, evs) =
            app.get(&format!("/v1/games/{id}/events?since={}", game.version()), &admin).await;
        for v in evs["events"].as_array().expect("events") {
            game.apply(
                &domain::wire::from_value(domain::Board::revancha(), &v["event"]).expect("event"),
            );
        }
        let drawn = game.players().iter().filter(|p| !p.hand.is_empty()).count();
        if drawn >= 2 || game.is_finished() {
            break;
        }
        for (i, (_, token)) in players.iter().enumerate() {
            let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), token).await;
            let actions: Vec<Command> =
                domain::wire::from_value(domain::Board::revancha(), &legal["actions"])
                    .expect("commands");
            let Some(pick) = bot.choose(&game, &actions) else { continue };
            let (s, answer) = app.try_act(&id, token, pick).await;
            assert_eq!(s, StatusCode::OK, "{answer}");
            own_answers.push((i, answer));
            break;
        }
    }
    assert!(!game.is_finished(), "the sweep needs a game still under way (seed unrevealed)");
    assert!(
        game.players().iter().filter(|p| !p.hand.is_empty()).count() >= 2,
        "the sweep needs cards in several hands"
    );

    let (_, full) = app.get(&format!("/v1/games/{id}"), &admin).await;
    let seed_hex = full["seed"].as_str().expect("operators see the seed").to_owned();
    let seed_bytes: Vec<u8> = (0..32)
        .map(|i| u8::from_str_radix(&seed_hex[2 * i..2 * i + 2], 16).expect("hex"))
        .collect();
    let secrets = Secrets { seed_hex, seed_bytes: json!(seed_bytes) };
    let version = full["version"].as_u64().expect("version");

    let mut viewers: Vec<(Option<&str>, &str)> =
        players.iter().zip(colors).map(|(p, c)| (Some(c), p.1.as_str())).collect();
    viewers.push((None, stranger.1.as_str()));
    for (color, token) in viewers {
        for (what, answer) in everything(&app, token, &id, version).await {
            assert!(answer["errors"].is_null(), "{what}: {answer}");
            let mut found = Vec::new();
            leaks(color, &answer, &secrets, "", &mut found);
            assert!(found.is_empty(), "{color:?} sees secrets in the {what}: {found:?}");
        }
    }
    for (i, answer) in &own_answers {
        let mut found = Vec::new();
        leaks(Some(colors[*i]), answer, &secrets, "", &mut found);
        assert!(found.is_empty(), "{}'s own action answer leaks: {found:?}", colors[*i]);
    }

    // The checker bites: the operator's answers are full of secrets.
    let mut found = Vec::new();
    for (_, answer) in everything(&app, &admin, &id, version).await {
        leaks(None, &answer, &secrets, "", &mut found);
    }
    for needle in ["the seed", "objective", "card", ".secrets", ".pile"] {
        assert!(
            found.iter().any(|f| f.contains(needle)),
            "operators should see {needle}: {found:?}"
        );
    }
}
