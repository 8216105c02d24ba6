//! A player's own data (SVC-EXPORT, SVC-DELETE): the archive holds what
//! the player may see and none of their secrets; deletion asks for the
//! password, ends every way in, leaves the tables, and keeps finished
//! games whole: the same log, a replay that verifies, an anonymous seat.

use crate::common;

use common::{TestApp, assert_problem};
use domain::game::{Event, Game};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// `token`'s events of game `id`, as JSON, and folded.
async fn log_of(app: &TestApp, id: &str, token: &str) -> (Value, Game) {
    let (s, batch) = app.get(&format!("/v1/games/{id}/events?since=0"), token).await;
    assert_eq!(s, StatusCode::OK, "{batch}");
    let board = domain::RulesetId::from_slug("revancha").expect("an edition").ruleset().board;
    let events: Vec<Event> = batch["events"]
        .as_array()
        .expect("events")
        .iter()
        .map(|v| domain::wire::from_value(board, &v["event"]).expect("an event of the edition"))
        .collect();
    (batch, Game::replay(&events))
}

/// Every object of `tree` that names `user` by `user_id`.
fn seats_of<'v>(tree: &'v Value, user: &str, found: &mut Vec<&'v Value>) {
    match tree {
        Value::Object(fields) => {
            if fields.get("user_id").and_then(Value::as_str) == Some(user) {
                found.push(tree);
            }
            fields.values().for_each(|v| seats_of(v, user, found));
        }
        Value::Array(items) => items.iter().for_each(|v| seats_of(v, user, found)),
        _ => {}
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_delete_an_exported_then_deleted_player_leaves_finished_games_whole_and_anonymous() {
    let app = TestApp::spawn("own-data").await;
    let admin = app.admin_token().await;
    let (id, players) = app.started_game().await;
    let [(ana_id, ana), (_, beto)] = [players[0].clone(), players[1].clone()];
    // Beto resigns: Ana wins, the game is over and its seed revealed.
    let (s, b) = app.post(&format!("/v1/games/{id}/resign"), &beto, json!({})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (before, game) = log_of(&app, &id, &beto).await;
    assert!(game.is_finished(), "the resignation ends a game of two");

    // The archive: the account, its sign-ins, the game with its log.
    let (s, archive) = app.get("/v1/me/export", &ana).await;
    assert_eq!(s, StatusCode::OK, "{archive}");
    assert_eq!(archive["profile"]["username"], "ana");
    assert_eq!(archive["sessions"][0]["current"], true, "{archive}");
    let games = archive["games"].as_array().expect("games");
    let exported = games.iter().find(|g| g["id"] == id.as_str()).expect("the game");
    assert_eq!(
        (exported["status"].as_str(), exported["ruleset"].as_str()),
        (Some("finished"), Some("revancha"))
    );
    let (as_ana, _) = log_of(&app, &id, &ana).await;
    assert_eq!(exported["events"], as_ana["events"], "the log as Ana may see it");
    assert!(!archive["notices"].as_array().expect("notices").is_empty(), "Ana's feed: {archive}");
    let text = archive.to_string();
    assert!(
        !text.contains(&ana) && !text.contains("argon2"),
        "no token or password hash in the archive"
    );

    // A personal token can do neither.
    let (s, pat) = app
        .post("/v1/me/tokens", &ana, json!({"name": "script", "scopes": ["read", "play"]}))
        .await;
    assert_eq!(s, StatusCode::CREATED, "{pat}");
    let pat = pat["token"].as_str().expect("token").to_owned();
    let (s, b) = app.get("/v1/me/export", &pat).await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "SCOPE_MISSING");
    let (s, b) = app
        .call("DELETE", "/v1/me", Some(&pat), Some(json!({"password": "secret password"})))
        .await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "SCOPE_MISSING");

    // The password is asked for, and a wrong one changes nothing.
    let (s, b) = app.call("DELETE", "/v1/me", Some(&ana), None).await;
    assert_problem(s, &b, StatusCode::BAD_REQUEST, "PASSWORD_REQUIRED");
    let (s, b) =
        app.call("DELETE", "/v1/me", Some(&ana), Some(json!({"password": "not it at all"}))).await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "BAD_CREDENTIALS");
    let (s, me) = app.get("/v1/me", &ana).await;
    assert_eq!((s, me["username"].as_str()), (StatusCode::OK, Some("ana")), "{me}");

    // Deleted; asked again with the same token (a retry), deleted still.
    let delete = json!({"password": "secret password"});
    let (s, b) = app.call("DELETE", "/v1/me", Some(&ana), Some(delete.clone())).await;
    assert_eq!(s, StatusCode::NO_CONTENT, "{b}");
    let (s, b) = app.call("DELETE", "/v1/me", Some(&ana), Some(delete)).await;
    assert_eq!(s, StatusCode::NO_CONTENT, "a retry: {b}");

    // Every way in is closed.
    for token in [&ana, &pat] {
        let (s, b) = app.get("/v1/me", token).await;
        assert_eq!(s, StatusCode::UNAUTHORIZED, "{b}");
    }
    let (s, b) = app.log_in("ana", "secret password").await;
    assert_problem(s, &b, StatusCode::UNAUTHORIZED, "BAD_CREDENTIALS");

    // The finished game: the same log, a replay that verifies, no name.
    let (after, replayed) = log_of(&app, &id, &beto).await;
    assert_eq!(after, before, "the log is untouched");
    let risk = replayed.risk().expect("a Risk-like game");
    let seed = risk.revealed_seed().expect("the seed is revealed at the end");
    assert_eq!(
        domain::rng::commitment(&seed),
        risk.commitment(),
        "the dice verify against the commitment"
    );
    let (s, view) = app.get(&format!("/v1/games/{id}"), &beto).await;
    assert_eq!(s, StatusCode::OK, "{view}");
    let mut seats = Vec::new();
    seats_of(&view, &ana_id, &mut seats);
    assert!(!seats.is_empty(), "Ana's seat is still there: {view}");
    for seat in seats {
        let names: Vec<&Value> =
            ["username", "display_name", "name"].iter().filter_map(|k| seat.get(*k)).collect();
        assert!(names.iter().all(|n| n.as_str() != Some("ana")), "the name is gone: {seat}");
    }
    let (s, account) = app.get(&format!("/v1/admin/users/{ana_id}"), &admin).await;
    assert_eq!(s, StatusCode::OK, "{account}");
    assert_eq!(account["display_name"], "deleted player", "{account}");
    assert!(account["username"].as_str().is_some_and(|u| u.starts_with("deleted-")), "{account}");

    // Operators see that it happened, not what was deleted.
    let (s, audit) = app.get("/v1/admin/audit?action=delete_account", &admin).await;
    assert_eq!(s, StatusCode::OK, "{audit}");
    assert_eq!(audit["entries"][0]["target_id"], ana_id.as_str(), "{audit}");
    assert!(!audit.to_string().contains("\"ana\""), "{audit}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_delete_a_guest_deletes_with_its_token_alone_and_its_tables_go_on_without_it() {
    let app = TestApp::spawn("own-data-guest").await;
    let guest = |name: &'static str| {
        let app = &app;
        async move {
            let (s, b) =
                app.call("POST", "/v1/auth/guest", None, Some(json!({"display_name": name}))).await;
            assert_eq!(s, StatusCode::CREATED, "{b}");
            b["token"].as_str().expect("token").to_owned()
        }
    };
    let (pampa, rio) = (guest("Pampa").await, guest("Rio").await);
    // A game in play between them, and a lobby Pampa made.
    let (s, g) = app.post("/v1/games", &pampa, json!({"max_players": 2, "color": "red"})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let playing = g["id"].as_str().expect("id").to_owned();
    let (s, b) = app.call("POST", &format!("/v1/games/{playing}/join"), Some(&rio), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) = app.post(&format!("/v1/games/{playing}/start"), &pampa, json!({})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, g) = app.post("/v1/games", &pampa, json!({"max_players": 3})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let lobby = g["id"].as_str().expect("id").to_owned();

    let (s, b) = app.call("DELETE", "/v1/me", Some(&pampa), None).await;
    assert_eq!(s, StatusCode::NO_CONTENT, "a guest has no password to give: {b}");

    let (_, game) = app.get(&format!("/v1/games/{playing}"), &rio).await;
    assert_eq!(game["status"], "finished", "Pampa resigned, Rio is the last one standing: {game}");
    let (_, game) = app.get(&format!("/v1/games/{lobby}"), &rio).await;
    assert_eq!(game["status"], "aborted", "the lobby's maker left it: {game}");
    let (s, b) = app.get("/v1/me/games", &pampa).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED, "{b}");
}
