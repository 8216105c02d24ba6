//! Friends (SVC-FRIENDS): following people, their presence, and direct
//! challenges, over REST and GraphQL; and presence shared by two
//! instances through the real Redis.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, TestApp};

async fn followed_notices(app: &TestApp, token: &str) -> Vec<Value> {
    let (s, b) = app.get("/v1/me/events?since=0", token).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let notices = b["notices"].as_array().expect("notices").iter();
    notices.filter(|n| n["type"] == "followed").cloned().collect()
}

/// Each listed person's id and whether they are online.
fn online(list: &Value) -> Vec<(String, bool)> {
    let users = list["users"].as_array().expect("users").iter();
    users.map(|u| (u["id"].as_str().expect("id").to_owned(), u["online"] == true)).collect()
}

#[tokio::test]
async fn svc_friends_a_follow_lists_presence_tells_once_and_stops_at_a_block() {
    let app = TestApp::spawn("friends").await;
    let [(ana_id, ana), (beto_id, beto), (caro_id, caro)] =
        app.accounts(["ana", "beto", "caro"]).await;
    let follow = |id: &str| format!("/v1/me/following/{id}");

    // Refusals change nothing.
    let (s, b) = app.call("PUT", &follow(&ana_id), Some(&ana), None).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "CANNOT_FOLLOW_SELF");
    let (s, b) = app.call("PUT", &follow("nobody-at-all"), Some(&ana), None).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "USER_NOT_FOUND");
    let (s, b) = app.call("PUT", &follow(&beto_id), None, None).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "UNAUTHORIZED");
    assert_eq!(app.get("/v1/me/following", &ana).await.1, json!({"users": []}));

    // Ana follows Beto and Caro; Beto is told once, following again is
    // the same follow.
    let (s, first) = app.call("PUT", &follow(&beto_id), Some(&ana), None).await;
    assert_eq!(s, StatusCode::OK, "{first}");
    assert_eq!(
        (first["id"].as_str(), first["display_name"].as_str()),
        (Some(&*beto_id), Some("beto"))
    );
    let (_, again) = app.call("PUT", &follow(&beto_id), Some(&ana), None).await;
    assert_eq!(again["since"], first["since"], "following again keeps the first follow");
    app.call("PUT", &follow(&caro_id), Some(&ana), None).await;
    let told = followed_notices(&app, &beto).await;
    assert_eq!(told.len(), 1, "{told:?}");
    assert_eq!(told[0]["by"], ana_id.as_str());
    assert!(followed_notices(&app, &ana).await.is_empty(), "the follower is told nothing");

    // Presence: Beto and Ana act, Caro has made no request since signing up.
    app.get("/v1/me", &beto).await;
    let (_, following) = app.get("/v1/me/following", &ana).await;
    assert_eq!(online(&following), [(caro_id.clone(), false), (beto_id.clone(), true)]);
    let (_, followers) = app.get("/v1/me/followers", &beto).await;
    assert_eq!(online(&followers), [(ana_id.clone(), true)]);
    assert_eq!(app.get("/v1/me/following", &beto).await.1, json!({"users": []}), "one-sided");

    // Beto blocks Ana: she no longer sees him online nor follows him
    // anew, and she leaves his followers; her follow is kept, silently.
    let (s, b) = app.call("PUT", &format!("/v1/me/blocks/{ana_id}"), Some(&beto), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (_, following) = app.get("/v1/me/following", &ana).await;
    assert_eq!(online(&following), [(caro_id.clone(), false), (beto_id.clone(), false)]);
    assert_eq!(app.get("/v1/me/followers", &beto).await.1, json!({"users": []}));
    let (s, b) = app.call("PUT", &follow(&ana_id), Some(&beto), None).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "BLOCKED");

    // Unfollowing (twice is no error) takes him off her list.
    for _ in 0..2 {
        let (s, b) = app.delete(&follow(&beto_id), &ana).await;
        assert_eq!(s, StatusCode::NO_CONTENT, "{b}");
    }
    let (_, following) = app.get("/v1/me/following", &ana).await;
    assert_eq!(online(&following), [(caro_id, false)]);
    let (_, export) = app.get("/v1/me/export", &ana).await;
    assert_eq!(export["following"], following["users"], "the archive keeps the follows");
    let _ = caro;
}

#[tokio::test]
async fn svc_friends_a_challenge_opens_a_private_lobby_with_the_other_invited() {
    let app = TestApp::spawn("challenges").await;
    let [(ana_id, ana), (beto_id, beto), (caro_id, caro)] =
        app.accounts(["ana", "beto", "caro"]).await;
    let games_of = |token: String| {
        let app = &app;
        async move { app.get("/v1/me/games", &token).await.1["games"].as_array().map(Vec::len) }
    };
    let before = games_of(ana.clone()).await;

    // Refusals open no table.
    let (s, b) = app.post("/v1/challenges", &ana, json!({"to": ana_id})).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "CANNOT_CHALLENGE_SELF");
    let (s, b) = app.post("/v1/challenges", &ana, json!({"to": "nobody"})).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "USER_NOT_FOUND");
    let (s, b) = app.post("/v1/challenges", &ana, json!({"to": beto_id, "ruleset": "chess"})).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "UNKNOWN_RULESET");
    let (s, b) = app.post("/v1/challenges", &ana, json!({"to": beto_id, "extra": 1})).await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "{b}");
    app.call("PUT", &format!("/v1/me/blocks/{ana_id}"), Some(&caro), None).await;
    let (s, b) = app.post("/v1/challenges", &ana, json!({"to": caro_id})).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "BLOCKED");
    assert_eq!(games_of(ana.clone()).await, before, "no table opened");

    // A duel of classic TEG with a clock.
    let body = json!({"to": beto_id, "ruleset": "classic", "clock": {"turn_seconds": 120}});
    let (s, sent) = app.post("/v1/challenges", &ana, body).await;
    assert_eq!(s, StatusCode::CREATED, "{sent}");
    let id = sent["game_id"].as_str().expect("game id").to_owned();
    let (_, lobby) = app.get(&format!("/v1/games/{id}"), &ana).await;
    assert_eq!(lobby["game"]["visibility"], "private", "{lobby}");
    assert_eq!(lobby["game"]["ruleset"], "classic");
    assert_eq!(lobby["game"]["max_players"], 2);
    assert_eq!(lobby["game"]["seats"].as_array().map(Vec::len), Some(1), "Ana sits");
    let (s, b) = app.get(&format!("/v1/games/{id}"), &caro).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "GAME_NOT_FOUND");

    // Beto is invited as to any table, and accepting seats him.
    let (_, feed) = app.get("/v1/me/events?since=0", &beto).await;
    let invited =
        feed["notices"].as_array().expect("notices").iter().find(|n| n["type"] == "invited");
    let invited = invited.expect("an invited notice");
    assert_eq!(
        (invited["game_id"].as_str(), invited["from"].as_str()),
        (Some(&*id), Some(&*ana_id))
    );
    assert_eq!(invited["invitation_id"], sent["invitation_id"]);
    let (_, mine) = app.get("/v1/me/invitations", &beto).await;
    assert_eq!(mine["invitations"][0]["id"], sent["invitation_id"], "{mine}");
    let accept = format!("/v1/invitations/{}/accept", sent["invitation_id"].as_str().expect("id"));
    let (s, seated) = app.call("POST", &accept, Some(&beto), None).await;
    assert_eq!(s, StatusCode::OK, "{seated}");
    assert_eq!(seated["seats"].as_array().map(Vec::len), Some(2), "{seated}");
}

#[tokio::test]
async fn svc_friends_over_graphql_follow_list_and_challenge_as_rest_does() {
    let app = TestApp::spawn("friends-gql").await;
    let [(_, ana), (beto_id, beto)] = app.accounts(["ana", "beto"]).await;
    let vars = json!({"u": beto_id});
    let followed = app
        .gql(&ana, "mutation($u: String!) { followUser(userId: $u) %Friend }", vars.clone())
        .await;
    assert_eq!(followed["data"]["followUser"]["id"], beto_id.as_str(), "{followed}");
    let (_, rest) = app.get("/v1/me/following", &ana).await;
    let listed = app.gql(&ana, "{ myFollowing %FriendList }", json!({})).await;
    assert_eq!(listed["data"]["myFollowing"], rest, "the same list on both channels");
    let (_, rest) = app.get("/v1/me/followers", &beto).await;
    let listed = app.gql(&beto, "{ myFollowers %FriendList }", json!({})).await;
    assert_eq!(listed["data"]["myFollowers"], rest);
    let own = app.gql(&beto, "mutation { followUser(userId: \"nobody\") { id } }", json!({})).await;
    assert_eq!(own["errors"][0]["extensions"]["code"], "USER_NOT_FOUND", "{own}");

    let challenge = "mutation($u: String!) { challenge(to: $u, ruleset: \"teg2\") %ChallengeSent }";
    let sent = app.gql(&ana, challenge, vars.clone()).await;
    let id = sent["data"]["challenge"]["game_id"].as_str().expect("a game").to_owned();
    let (_, lobby) = app.get(&format!("/v1/games/{id}"), &beto).await;
    assert_eq!(lobby["game"]["ruleset"], "teg2", "the invitee reads the private lobby: {lobby}");
    let colour =
        "mutation($u: String!) { challenge(to: $u, ruleset: \"teg2\", color: \"red\") { gameId } }";
    let refused = app.gql(&ana, colour, vars.clone()).await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "INVALID_SEAT", "{refused}");

    let gone = app.gql(&ana, "mutation($u: String!) { unfollowUser(userId: $u) }", vars).await;
    assert_eq!(gone["data"]["unfollowUser"], true, "{gone}");
    assert_eq!(app.get("/v1/me/following", &ana).await.1, json!({"users": []}));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_friends_presence_is_shared_by_two_instances_through_redis() {
    let Some(db) = common::fresh_database_with_redis().await else { return };
    let prefix = format!("teg-test-{}:", uuid::Uuid::new_v4().simple());
    let (a, b) =
        (common::redis_instance(&db, &prefix).await, common::redis_instance(&db, &prefix).await);
    let http = reqwest::Client::new();
    let (_, ana) = common::register_at(&http, &a, "ana").await;
    let (beto_id, beto) = common::register_at(&http, &b, "beto").await;
    let (caro_id, caro) = common::register_at(&http, &b, "caro").await;
    for id in [&beto_id, &caro_id] {
        let (s, f) =
            common::call(&http, "PUT", format!("{a}/v1/me/following/{id}"), Some(&ana), None).await;
        assert_eq!(s, StatusCode::OK, "{f}");
    }
    let list = || common::call(&http, "GET", format!("{a}/v1/me/following"), Some(&ana), None);
    assert_eq!(online(&list().await.1), [(caro_id.clone(), false), (beto_id.clone(), false)]);

    // Beto makes a request on B, Caro opens her feed's stream there: A
    // learns both within a flush or two.
    common::call(&http, "GET", format!("{b}/v1/me"), Some(&beto), None).await;
    let stream = http.get(format!("{b}/v1/me/events/stream")).bearer_auth(&caro).send().await;
    assert_eq!(stream.as_ref().map(reqwest::Response::status).ok(), Some(StatusCode::OK));
    let deadline = tokio::time::Instant::now() + 3 * teg_api::presence::FLUSH;
    loop {
        let now = online(&list().await.1);
        if now == [(caro_id.clone(), true), (beto_id.clone(), true)] {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "A never saw them online: {now:?}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    drop(stream);
}
