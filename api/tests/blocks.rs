//! Blocks (SVC-BLOCK) over REST: one-sided and silent, they keep two people
//! apart both ways (invitations, also one sent before the block) and hide
//! the blocked person's table chat from the blocker alone.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, TestApp};

async fn chat_bodies(app: &TestApp, id: &str, token: &str) -> Vec<String> {
    let (s, b) = app.get(&format!("/v1/games/{id}/chat"), token).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    common::texts(&b["messages"], "body").into_iter().map(str::to_owned).collect()
}

async fn feed(app: &TestApp, token: &str) -> Vec<Value> {
    let (s, b) = app.get("/v1/me/events?since=0", token).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    b["notices"].as_array().expect("notices").clone()
}

#[tokio::test]
async fn svc_block_keeps_two_people_apart_both_ways_hides_chat_from_the_blocker_and_tells_no_one() {
    let app = TestApp::spawn("blocks").await;
    let [(ana_id, ana), (beto_id, beto), (_, caro)] = app.accounts(["ana", "beto", "caro"]).await;
    // An invitation sent before the block.
    let (_, early) = app.post("/v1/games", &ana, json!({"max_players": 3})).await;
    let early_id = early["id"].as_str().expect("id").to_owned();
    let (s, pending) = app
        .post(&format!("/v1/games/{early_id}/invitations"), &ana, json!({"username": "beto"}))
        .await;
    assert_eq!(s, StatusCode::CREATED, "{pending}");
    let beto_feed_before = feed(&app, &beto).await.len();

    // Refusals change nothing.
    let (s, b) = app.call("PUT", &format!("/v1/me/blocks/{ana_id}"), Some(&ana), None).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "CANNOT_BLOCK_SELF");
    let (s, b) = app.call("PUT", "/v1/me/blocks/nobody-at-all", Some(&ana), None).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "USER_NOT_FOUND");
    let (s, b) = app.call("PUT", &format!("/v1/me/blocks/{beto_id}"), None, None).await;
    common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "UNAUTHORIZED");
    let (_, list) = app.get("/v1/me/blocks", &ana).await;
    assert_eq!(list, json!({"users": []}));

    let (s, blocked) = app.call("PUT", &format!("/v1/me/blocks/{beto_id}"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::OK, "{blocked}");
    assert_eq!(
        (blocked["id"].as_str(), blocked["display_name"].as_str()),
        (Some(beto_id.as_str()), Some("beto"))
    );
    let (s, again) = app.call("PUT", &format!("/v1/me/blocks/{beto_id}"), Some(&ana), None).await;
    assert_eq!((s, &again), (StatusCode::OK, &blocked), "blocking again keeps the first block");
    let (_, list) = app.get("/v1/me/blocks", &ana).await;
    assert_eq!(list["users"], json!([blocked]));
    let (_, list) = app.get("/v1/me/blocks", &beto).await;
    assert_eq!(list, json!({"users": []}), "one-sided");

    // Apart both ways: no invitation either way, nor one sent before.
    let (_, lobby) = app.post("/v1/games", &ana, json!({"max_players": 3})).await;
    let id = lobby["id"].as_str().expect("id").to_owned();
    let (s, b) =
        app.post(&format!("/v1/games/{id}/invitations"), &ana, json!({"username": "beto"})).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "BLOCKED");
    let (_, his) = app.post("/v1/games", &beto, json!({"max_players": 3})).await;
    let his_id = his["id"].as_str().expect("id").to_owned();
    let (s, b) = app
        .post(&format!("/v1/games/{his_id}/invitations"), &beto, json!({"username": "ana"}))
        .await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "BLOCKED");
    let pending_id = pending["id"].as_str().expect("id");
    let accept = format!("/v1/invitations/{pending_id}/accept");
    let (s, b) = app.call("POST", &accept, Some(&beto), None).await;
    common::assert_problem(s, &b, StatusCode::FORBIDDEN, "BLOCKED");
    let (_, early_now) = app.get(&format!("/v1/games/{early_id}"), &ana).await;
    assert_eq!(
        early_now["game"]["seats"].as_array().map(Vec::len),
        Some(1),
        "nobody seated: {early_now}"
    );

    // A public table still seats both; the blocker alone stops hearing him.
    for token in [&beto, &caro] {
        let (s, b) = app.call("POST", &format!("/v1/games/{id}/join"), Some(token), None).await;
        assert_eq!(s, StatusCode::OK, "{b}");
    }
    for (token, words) in [(&beto, "hola, soy beto"), (&caro, "buenas, soy caro")] {
        let (s, b) = app.post(&format!("/v1/games/{id}/chat"), token, json!({"body": words})).await;
        assert_eq!(s, StatusCode::CREATED, "{b}");
    }
    assert_eq!(chat_bodies(&app, &id, &ana).await, ["buenas, soy caro"]);
    for token in [&beto, &caro] {
        assert_eq!(chat_bodies(&app, &id, token).await, ["hola, soy beto", "buenas, soy caro"]);
    }
    let admin = app.admin_token().await;
    assert_eq!(chat_bodies(&app, &id, &admin).await.len(), 2, "operators read the whole record");

    // Silent: nothing on Beto's feed about it.
    let told = feed(&app, &beto).await;
    assert_eq!(told.len(), beto_feed_before, "{told:?}");

    // Lifted: heard again, invitations again; lifting twice is no error.
    for _ in 0..2 {
        let (s, b) = app.delete(&format!("/v1/me/blocks/{beto_id}"), &ana).await;
        assert_eq!(s, StatusCode::NO_CONTENT, "{b}");
    }
    assert_eq!(chat_bodies(&app, &id, &ana).await, ["hola, soy beto", "buenas, soy caro"]);
    let (s, b) = app.call("POST", &accept, Some(&beto), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
}

#[tokio::test]
async fn svc_block_over_graphql_blocks_lists_refuses_an_invitation_and_lifts_as_rest_does() {
    let app = TestApp::spawn("blocks-gql").await;
    let [(_, ana), (beto_id, beto)] = app.accounts(["ana", "beto"]).await;
    let vars = json!({"u": beto_id});
    let blocked = app
        .gql(&ana, "mutation($u: String!) { blockUser(userId: $u) %BlockedUser }", vars.clone())
        .await;
    assert_eq!(blocked["data"]["blockUser"]["id"], beto_id.as_str(), "{blocked}");
    let (_, rest) = app.get("/v1/me/blocks", &ana).await;
    let listed = app.gql(&ana, "{ myBlocks %BlockList }", json!({})).await;
    assert_eq!(listed["data"]["myBlocks"], rest, "the same list on both channels");
    assert_eq!(rest["users"][0], blocked["data"]["blockUser"]);
    let (_, lobby) = app.post("/v1/games", &beto, json!({"max_players": 3})).await;
    let invite = "mutation($g: String!) { invite(gameId: $g, username: \"ana\") { id } }";
    let refused = app.gql(&beto, invite, json!({"g": lobby["id"]})).await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "BLOCKED", "{refused}");
    let me = app
        .gql(&ana, "mutation($u: String!) { blockUser(userId: $u) { id } }", json!({"u": "nobody"}))
        .await;
    assert_eq!(me["errors"][0]["extensions"]["code"], "USER_NOT_FOUND", "{me}");
    let lifted = app.gql(&ana, "mutation($u: String!) { unblockUser(userId: $u) }", vars).await;
    assert_eq!(lifted["data"]["unblockUser"], true, "{lifted}");
    let sent = app.gql(&beto, invite, json!({"g": lobby["id"]})).await;
    assert!(sent["data"]["invite"]["id"].is_string(), "{sent}");
}
