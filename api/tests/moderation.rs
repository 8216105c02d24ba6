//! Moderation and chat over REST, with real effects: a paused game refuses
//! actions with `GAME_PAUSED`, an aborted one with `GAME_ABORTED`; a kicked
//! player's turns pass and the last contender wins; a banned user cannot log
//! in and their token stops working; a muted user's chat is refused; and
//! every operator action is in the audit log with its reason.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::{TestApp, assert_problem};

/// Any legal action of whoever must act: (token of the actor, body).
async fn someones_action(app: &TestApp, id: &str, players: &[(String, String)]) -> (String, Value) {
    for (_, token) in players {
        let (s, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), token).await;
        assert_eq!(s, StatusCode::OK, "{legal}");
        if let Some(action) = legal["actions"].as_array().and_then(|a| a.first()) {
            return (
                token.clone(),
                json!({"action": action, "expected_version": legal["version"]}),
            );
        }
    }
    panic!("nobody may act");
}

async fn audit(app: &TestApp, admin: &str) -> Vec<Value> {
    let (s, page) = app.get("/v1/admin/audit", admin).await;
    assert_eq!(s, StatusCode::OK, "{page}");
    page["entries"].as_array().expect("entries").clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paused_game_refuses_actions_until_resumed_and_both_steps_are_audited() {
    let app = TestApp::spawn("moderation").await;
    let admin = app.admin_token().await;
    let (id, players) = app.started_game().await;
    // While paused nobody has legal actions, so pick one first.
    let (token, action) = someones_action(&app, &id, &players).await;
    // An optional body that is there must be right: a misspelt field is
    // refused, not read as "no reason", and the game goes on.
    let (s, b) = app
        .post(
            &format!("/v1/admin/games/{id}/pause"),
            &admin,
            json!({"reasn": "dispute over a roll"}),
        )
        .await;
    assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_JSON");
    assert!(audit(&app, &admin).await.is_empty(), "nothing was done");
    let (s, paused) = app
        .post(
            &format!("/v1/admin/games/{id}/pause"),
            &admin,
            json!({"reason": "dispute over a roll"}),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{paused}");
    assert_eq!(paused["status"], "paused");
    let (s, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), &token).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(legal["actions"], json!([]), "nothing is legal while paused");
    let before = app.get(&format!("/v1/games/{id}"), &token).await.1;
    assert_eq!(before["status"], "paused", "the view reports the service status");
    let (s, refused) = app.post(&format!("/v1/games/{id}/actions"), &token, action.clone()).await;
    assert_problem(s, &refused, StatusCode::CONFLICT, "GAME_PAUSED");
    let after = app.get(&format!("/v1/games/{id}"), &token).await.1;
    assert_eq!(after["version"], before["version"], "nothing changed");

    let settled = Some(json!({"reason": "settled"}));
    let (s, _) = app
        .call("POST", &format!("/v1/admin/games/{id}/resume"), Some(&admin), settled.clone())
        .await;
    assert_eq!(s, StatusCode::OK);
    // The pause and the resumption are events (SVC-LIFE): an action built
    // before them is stale; one built now goes through.
    let resumed = app.get(&format!("/v1/games/{id}"), &token).await.1;
    let at = |v: &Value| v["version"].as_u64().expect("a version");
    assert_eq!(at(&resumed), at(&before) + 1, "paused at before, resumed one later");
    let (s, stale) = app.post(&format!("/v1/games/{id}/actions"), &token, action).await;
    assert_problem(s, &stale, StatusCode::CONFLICT, "VERSION_CONFLICT");
    let (token, action) = someones_action(&app, &id, &players).await;
    let (s, acted) = app.post(&format!("/v1/games/{id}/actions"), &token, action).await;
    assert_eq!(s, StatusCode::OK, "{acted}");

    let (s, again) =
        app.call("POST", &format!("/v1/admin/games/{id}/resume"), Some(&admin), settled).await;
    assert_problem(s, &again, StatusCode::CONFLICT, "WRONG_STATUS");

    let log = audit(&app, &admin).await;
    let actions: Vec<&str> = log.iter().filter_map(|e| e["action"].as_str()).collect();
    assert_eq!(actions, ["resume", "pause"], "newest first");
    assert_eq!(log[1]["reason"], "dispute over a roll");
    assert_eq!(log[1]["target_kind"], "game");
    assert_eq!(log[1]["target_id"], id.as_str());
    assert!(log[1]["actor"].is_string() && log[1]["at_ms"].as_i64() > Some(0));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn aborting_needs_a_reason_and_ends_the_game_for_good() {
    let app = TestApp::spawn("moderation").await;
    let admin = app.admin_token().await;
    let (id, players) = app.started_game().await;
    let (token, action) = someones_action(&app, &id, &players).await;
    for blank in [None, Some(json!({})), Some(json!({"reason": " \n "}))] {
        let (s, no_reason) =
            app.call("POST", &format!("/v1/admin/games/{id}/abort"), Some(&admin), blank).await;
        assert_problem(s, &no_reason, StatusCode::BAD_REQUEST, "REASON_REQUIRED");
    }
    let (s, aborted) = app
        .post(&format!("/v1/admin/games/{id}/abort"), &admin, json!({"reason": "cheating"}))
        .await;
    assert_eq!(s, StatusCode::OK, "{aborted}");
    assert_eq!(aborted["status"], "aborted");
    let (s, refused) = app.post(&format!("/v1/games/{id}/actions"), &token, action).await;
    assert_problem(s, &refused, StatusCode::CONFLICT, "GAME_ABORTED");
    let (s, resume) = app
        .post(&format!("/v1/admin/games/{id}/resume"), &admin, json!({"reason": "mistake"}))
        .await;
    assert_problem(s, &resume, StatusCode::CONFLICT, "GAME_ABORTED");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kicking_a_player_of_two_makes_the_other_win() {
    let app = TestApp::spawn("moderation").await;
    let admin = app.admin_token().await;
    let (id, players) = app.started_game().await;
    let (s, bad) = app
        .post(
            &format!("/v1/admin/games/{id}/kick"),
            &admin,
            json!({"color": "green", "reason": "afk"}),
        )
        .await;
    assert_problem(s, &bad, StatusCode::CONFLICT, "PLAYER_NOT_IN_PLAY");
    let (s, kicked) = app
        .post(
            &format!("/v1/admin/games/{id}/kick"),
            &admin,
            json!({"color": "red", "reason": "abusive chat"}),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{kicked}");
    let types: Vec<&str> =
        common::each(&kicked["events"]).filter_map(|e| e["event"]["type"].as_str()).collect();
    assert_eq!(types[0], "player_forfeited", "{types:?}");
    assert!(types.contains(&"game_won"), "{types:?}");
    let view = app.get(&format!("/v1/games/{id}"), &players[1].1).await.1;
    assert_eq!(view["status"], "finished");
    assert_eq!(view["winner"], "white", "beto took the first free colour");
    assert_eq!(view["end_reason"], "others_forfeited");
    let red =
        view["players"].as_array().expect("players").iter().find(|p| p["color"] == "red").cloned();
    assert_eq!(red.expect("red")["forfeited"], true);
    let log = audit(&app, &admin).await;
    assert_eq!(log[0]["action"], "kick");
    assert_eq!(log[0]["target_id"], format!("{id}:red"));
    assert_eq!(log[0]["reason"], "abusive chat");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_banned_user_cannot_log_in_and_their_token_stops_working() {
    let app = TestApp::spawn("moderation").await;
    let admin = app.admin_token().await;
    let (user, token) = app.register("carla").await;
    let (s, _) = app.get("/v1/games", &token).await;
    assert_eq!(s, StatusCode::OK);
    let (s, banned) =
        app.post(&format!("/v1/admin/users/{user}/ban"), &admin, json!({"reason": "spam"})).await;
    assert_eq!(s, StatusCode::OK, "{banned}");
    assert_eq!(banned["banned"], true);
    let (s, body) = app.get("/v1/games", &token).await;
    assert!(s == StatusCode::UNAUTHORIZED || s == StatusCode::FORBIDDEN, "{s} {body}");
    let login = json!({"username": "carla", "password": "secret password"});
    let (s, refused) = app.call("POST", "/v1/auth/login", None, Some(login.clone())).await;
    assert_problem(s, &refused, StatusCode::FORBIDDEN, "BANNED");
    let forgiven = Some(json!({"reason": "apologised"}));
    let (s, _) =
        app.call("POST", &format!("/v1/admin/users/{user}/unban"), Some(&admin), forgiven).await;
    assert_eq!(s, StatusCode::OK);
    let (s, _) = app.call("POST", "/v1/auth/login", None, Some(login)).await;
    assert_eq!(s, StatusCode::OK);
    let (s, missing) = app.post("/v1/admin/users/nobody/ban", &admin, json!({"reason": "x"})).await;
    assert_problem(s, &missing, StatusCode::NOT_FOUND, "USER_NOT_FOUND");
    let actions: Vec<String> = audit(&app, &admin)
        .await
        .iter()
        .filter_map(|e| e["action"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(actions, ["unban", "ban"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_is_for_seated_players_muted_users_are_refused_and_deleted_text_is_hidden() {
    let app = TestApp::spawn("moderation").await;
    let admin = app.admin_token().await;
    let (id, players) = app.started_game().await;
    let (ana_id, ana) = players[0].clone();
    let chat = format!("/v1/games/{id}/chat");
    let (s, posted) = app.post(&chat, &ana, json!({"body": "  suerte!  "})).await;
    assert_eq!(s, StatusCode::CREATED, "{posted}");
    assert_eq!(posted["body"], "suerte!", "trimmed");
    let (_, outsider) = app.register("dario").await;
    let (s, refused) = app.post(&chat, &outsider, json!({"body": "hola"})).await;
    assert_problem(s, &refused, StatusCode::FORBIDDEN, "NOT_SEATED");
    let (s, empty) = app.post(&chat, &ana, json!({"body": "   "})).await;
    assert_problem(s, &empty, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_MESSAGE");
    let long = "x".repeat(501);
    let (s, too_long) = app.post(&chat, &ana, json!({"body": long})).await;
    assert_problem(s, &too_long, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_MESSAGE");

    let (s, _) = app
        .post(&format!("/v1/admin/users/{ana_id}/mute"), &admin, json!({"reason": "insults"}))
        .await;
    assert_eq!(s, StatusCode::OK);
    let (s, muted) = app.post(&chat, &ana, json!({"body": "hey"})).await;
    assert_problem(s, &muted, StatusCode::FORBIDDEN, "MUTED");
    let forgiven = Some(json!({"reason": "apologised"}));
    app.call("POST", &format!("/v1/admin/users/{ana_id}/unmute"), Some(&admin), forgiven).await;
    let (s, _) = app.post(&chat, &ana, json!({"body": "sorry"})).await;
    assert_eq!(s, StatusCode::CREATED);

    let first = posted["id"].as_u64().expect("id");
    let (s, deleted) = app
        .post(&format!("/v1/admin/messages/{first}/delete"), &admin, json!({"reason": "rude"}))
        .await;
    assert_eq!(s, StatusCode::OK, "{deleted}");
    let (_, seen) = app.get(&chat, &outsider).await;
    let messages = seen["messages"].as_array().expect("messages");
    assert_eq!(messages.len(), 2);
    assert_eq!(messages[0]["deleted"], true);
    assert_eq!(messages[0]["body"], "", "players do not see deleted text");
    assert_eq!(messages[1]["body"], "sorry");
    let (_, operator_view) = app.get(&chat, &admin).await;
    assert_eq!(operator_view["messages"][0]["body"], "suerte!", "operators do");
    let (_, after) = app.get(&format!("{chat}?after={first}"), &ana).await;
    assert_eq!(after["messages"].as_array().map(Vec::len), Some(1));
    let (s, missing) =
        app.post("/v1/admin/messages/9999/delete", &admin, json!({"reason": "x"})).await;
    assert_problem(s, &missing, StatusCode::NOT_FOUND, "MESSAGE_NOT_FOUND");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_may_not_moderate() {
    let app = TestApp::spawn("moderation").await;
    let (id, players) = app.started_game().await;
    let token = &players[0].1;
    for path in [
        format!("/v1/admin/games/{id}/pause"),
        format!("/v1/admin/games/{id}/kick"),
        format!("/v1/admin/users/{}/ban", players[1].0),
        "/v1/admin/messages/1/delete".to_owned(),
    ] {
        let (s, body) = app.post(&path, token, json!({"reason": "x", "color": "blue"})).await;
        assert_eq!(s, StatusCode::FORBIDDEN, "{path}: {body}");
    }
    let (s, _) = app.get("/v1/admin/audit", token).await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let admin = app.admin_token().await;
    let (s, body) =
        app.call("POST", &format!("/v1/admin/games/{id}/explode"), Some(&admin), None).await;
    assert_problem(s, &body, StatusCode::NOT_FOUND, "NOT_FOUND");
}

/// SVC-LOBBY-TTL: a lobby nobody starts within `TEG_LOBBY_TTL_SECONDS` is
/// closed by the service's own sweep, audited as `system`, counted in the
/// metrics; a game that started in time is left alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_lobby_ttl_a_lobby_that_never_starts_is_closed_and_audited() {
    let (mut config, db) = common::sqlite_config("lobby-ttl");
    config.lobby_ttl = Some(std::time::Duration::from_secs(2));
    let base = teg_api::startup::Application::spawn(config).await.expect("the app builds");
    let app = TestApp { base, http: reqwest::Client::new(), db };
    let [ana, beto] = app.tokens(["ana", "beto"]).await;
    let (s, idle) = app.post("/v1/games", &ana, json!({})).await;
    assert_eq!(s, StatusCode::CREATED, "{idle}");
    let idle = idle["id"].as_str().expect("id").to_owned();
    let (_, played) = app.post("/v1/games", &ana, json!({})).await;
    let played = played["id"].as_str().expect("id").to_owned();
    app.call("POST", &format!("/v1/games/{played}/join"), Some(&beto), None).await;
    let (s, _) = app.call("POST", &format!("/v1/games/{played}/start"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::OK);
    // The sweep runs every second once the lobby is 2 s old.
    let mut status = Value::Null;
    for _ in 0..100 {
        let (_, game) = app.get(&format!("/v1/games/{idle}"), &ana).await;
        status = game["status"].clone();
        if status == "aborted" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(status, "aborted", "the idle lobby was closed");
    let (_, game) = app.get(&format!("/v1/games/{played}"), &ana).await;
    assert_eq!(game["status"], "playing", "a game that started in time goes on");
    let admin = app.admin_token().await;
    let log = audit(&app, &admin).await;
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!(
        (&log[0]["action"], &log[0]["actor"], &log[0]["target_id"], &log[0]["reason"]),
        (&json!("expire_lobby"), &json!("system"), &json!(idle), &json!("lobby_expired"))
    );
    let metrics = app.http.get(format!("{}/metrics", app.base)).send().await.expect("metrics");
    let text = metrics.text().await.expect("text");
    assert!(text.contains("teg_lobbies_expired_total 1"), "{text}");
}

/// Nobody locks an operator out: a ban or a mute of oneself or of another
/// operator is refused (403 `OPERATOR_PROTECTED`) and changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn operators_cannot_ban_or_mute_themselves_or_each_other() {
    let app = TestApp::spawn("moderation-operators").await;
    let login = json!({"username": "admin", "password": "admin password"});
    let (s, me) = app.call("POST", "/v1/auth/login", None, Some(login)).await;
    assert_eq!(s, StatusCode::OK, "{me}");
    let admin = me["token"].as_str().expect("token").to_owned();
    let admin_id = me["user_id"].as_str().expect("the operator's id").to_owned();
    for action in ["ban", "mute"] {
        let (s, b) = app
            .post(
                &format!("/v1/admin/users/{admin_id}/{action}"),
                &admin,
                json!({"reason": "oops"}),
            )
            .await;
        assert_problem(s, &b, StatusCode::FORBIDDEN, "OPERATOR_PROTECTED");
    }
    let (s, _) = app.log_in("admin", "admin password").await;
    assert_eq!(s, StatusCode::OK, "still able to log in");
    let (_, audit) = app.get("/v1/admin/audit", &admin).await;
    assert_eq!(audit["entries"], json!([]), "nothing audited: {audit}");
}

/// A time-limited ban (`until`, RFC 3339) keeps the user out until then and
/// no longer; the service's sweep then lifts it with an audit entry by
/// `system`. A malformed `until` is 400 `MALFORMED_UNTIL`, a past one 422
/// `BAD_UNTIL`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_time_limited_ban_lifts_at_its_until_and_is_audited() {
    let app = TestApp::spawn("moderation-until").await;
    let admin = app.admin_token().await;
    let (carla, _) = app.register("carla").await;
    let ban = format!("/v1/admin/users/{carla}/ban");
    let body = Some(json!({"reason": "spam", "until": "tomorrow"}));
    let (s, b) = app.call("POST", &ban, Some(&admin), body).await;
    assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_UNTIL");
    let body = Some(json!({"reason": "spam", "until": "2001-01-01T00:00:00Z"}));
    let (s, b) = app.call("POST", &ban, Some(&admin), body).await;
    assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "BAD_UNTIL");
    let until = domain::time::rfc3339(teg_api::adapters::system::now_ms() + 2_000);
    let (s, banned) = app.post(&ban, &admin, json!({"reason": "spam", "until": until})).await;
    assert_eq!(s, StatusCode::OK, "{banned}");
    assert_eq!(banned["banned"], true);
    assert_eq!(banned["banned_until"], until.as_str());
    let login = json!({"username": "carla", "password": "secret password"});
    let (s, refused) = app.call("POST", "/v1/auth/login", None, Some(login.clone())).await;
    assert_problem(s, &refused, StatusCode::FORBIDDEN, "BANNED");

    tokio::time::sleep(std::time::Duration::from_millis(2_300)).await;
    let (s, b) = app.call("POST", "/v1/auth/login", None, Some(login)).await;
    assert_eq!(s, StatusCode::OK, "over at its until: {b}");
    // The sweep (every 5 s) clears the flag and audits the lift.
    let started = std::time::Instant::now();
    loop {
        let log = audit(&app, &admin).await;
        if let Some(lift) = log.iter().find(|e| e["action"] == "unban") {
            assert_eq!(lift["actor"], "system");
            assert_eq!(lift["reason"], "time ran out");
            assert_eq!(lift["target_id"], carla.as_str());
            break;
        }
        assert!(started.elapsed() < std::time::Duration::from_secs(15), "lifted: {log:?}");
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
    }
}

/// Operators list accounts by the start of the login name and by flag.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn operators_list_accounts_by_prefix_and_flag() {
    let app = TestApp::spawn("moderation-users").await;
    let admin = app.admin_token().await;
    for name in ["bruno", "beto", "carla"] {
        app.register(name).await;
    }
    let (_, found) = app.get("/v1/admin/users?prefix=b", &admin).await;
    let names: Vec<&str> = common::texts(&found["users"], "username");
    assert_eq!((names, found["total"].as_u64()), (vec!["beto", "bruno"], Some(2)));
    let (_, ops) = app.get("/v1/admin/users?operators=true", &admin).await;
    assert_eq!(ops["total"], 1, "{ops}");
    assert_eq!(ops["users"][0]["username"], "admin");
    let (_, exact) = app.get("/v1/admin/users?username=carla", &admin).await;
    assert_eq!(
        (exact["users"][0]["username"].as_str(), exact["total"].as_u64()),
        (Some("carla"), Some(1))
    );
    let (s, b) = app.get("/v1/admin/users?limit=0", &admin).await;
    assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_QUERY");
}

/// The audit log filters by operator, action, target and time; a deleted
/// chat message's text stays in its audit row.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_audit_log_filters_and_keeps_a_deleted_messages_text() {
    let app = TestApp::spawn("moderation-audit").await;
    let admin = app.admin_token().await;
    let (id, players) = app.started_game().await;
    let (s, posted) = app
        .post(&format!("/v1/games/{id}/chat"), &players[0].1, json!({"body": "you all stink"}))
        .await;
    assert_eq!(s, StatusCode::CREATED, "{posted}");
    let message = posted["id"].as_u64().expect("id");
    let why = |r: &str| Some(json!({"reason": r}));
    app.call("POST", &format!("/v1/admin/messages/{message}/delete"), Some(&admin), why("rude"))
        .await;
    app.call("POST", &format!("/v1/admin/games/{id}/pause"), Some(&admin), why("dispute")).await;
    app.call(
        "POST",
        &format!("/v1/admin/users/{}/mute", players[0].0),
        Some(&admin),
        why("rude again"),
    )
    .await;

    let get = |q: String| {
        let app = &app;
        let admin = admin.clone();
        async move {
            let (s, b) = app.get(&format!("/v1/admin/audit{q}"), &admin).await;
            assert_eq!(s, StatusCode::OK, "{b}");
            let actions: Vec<String> = common::each(&b["entries"])
                .filter_map(|e| e["action"].as_str().map(str::to_owned))
                .collect();
            (actions, b)
        }
    };
    let (all, body) = get(String::new()).await;
    assert_eq!(all, ["mute", "pause", "delete_message"]);
    assert_eq!(body["entries"][2]["reason"], "rude — deleted text: you all stink");
    assert_eq!(get("?action=pause".to_owned()).await.0, ["pause"]);
    assert_eq!(get(format!("?target={id}")).await.0, ["pause"]);
    let actor = body["entries"][0]["actor"].as_str().expect("actor").to_owned();
    assert_eq!(get(format!("?actor={actor}&action=mute")).await.0, ["mute"]);
    assert_eq!(get("?actor=system".to_owned()).await.0, Vec::<String>::new());
    assert_eq!(get("?to=2001-01-01T00:00:00Z".to_owned()).await.0, Vec::<String>::new());
    assert_eq!(get("?from=2001-01-01T00:00:00Z".to_owned()).await.0.len(), 3);
    let (s, b) = app.get("/v1/admin/audit?from=yesterday", &admin).await;
    assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_UNTIL");
}

/// Issue "Dashboard, second round", item 4: on PostgreSQL, a moderation
/// request that is refused — a NUL byte in its reason (which PostgreSQL
/// cannot store), a blank reason, a self-ban, a second closing of a report
/// — leaves no action behind and no audit row; the one that succeeds
/// writes both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_a_refused_moderation_request_leaves_no_action_and_no_audit_row() {
    let Some((url, name)) = common::fresh_postgres().await else { return };
    let config = teg_api::config::Config::for_local_tests(url);
    let base = teg_api::startup::Application::spawn(config).await.expect("the app builds");
    let app = TestApp { base, http: reqwest::Client::new(), db: std::path::PathBuf::new() };
    let admin = app.admin_token().await;
    let (id, players) = app.started_game().await;
    let (admin_id, beto) = {
        let (_, me) = app.get("/v1/admin/users?username=admin", &admin).await;
        (me["users"][0]["user_id"].as_str().expect("admin id").to_owned(), players[1].0.clone())
    };
    let refused = [
        (
            format!("/v1/admin/games/{id}/pause"),
            json!({"reason": "nul \u{0} here"}),
            "INVALID_TEXT",
        ),
        (format!("/v1/admin/games/{id}/abort"), json!({"reason": "  "}), "REASON_REQUIRED"),
        (format!("/v1/admin/users/{beto}/ban"), json!({"reason": "a\u{0}"}), "INVALID_TEXT"),
        (
            format!("/v1/admin/users/{admin_id}/ban"),
            json!({"reason": "oops"}),
            "OPERATOR_PROTECTED",
        ),
        (
            format!("/v1/admin/users/{beto}/mute"),
            json!({"reason": "x", "until": "2001-01-01T00:00:00Z"}),
            "BAD_UNTIL",
        ),
    ];
    for (path, body, code) in refused {
        let (s, b) = app.post(&path, &admin, body).await;
        assert_eq!(b["code"], code, "{path}: {s} {b}");
    }
    let (_, view) = app.get(&format!("/v1/games/{id}"), &players[0].1).await;
    assert_eq!(view["status"], "playing", "nothing was paused or aborted: {view}");
    let (_, user) = app.get(&format!("/v1/admin/users/{beto}"), &admin).await;
    assert_eq!(
        (user["banned"].as_bool(), user["muted"].as_bool()),
        (Some(false), Some(false)),
        "{user}"
    );
    let (_, audit) = app.get("/v1/admin/audit", &admin).await;
    assert_eq!(audit["total"], 0, "no audit row for anything refused: {audit}");
    // A report closed twice: one closing, one audit row.
    let report = json!({"reason": "other", "body": "see the log"});
    let (_, filed) = app.post(&format!("/v1/games/{id}/reports"), &players[0].1, report).await;
    let close = format!("/v1/admin/reports/{}/dismiss", filed["id"]);
    let (s, _) = app.post(&close, &admin, json!({"reason": "fine"})).await;
    assert_eq!(s, StatusCode::OK);
    let (s, b) = app.post(&close, &admin, json!({"reason": "again"})).await;
    assert_problem(s, &b, StatusCode::CONFLICT, "REPORT_CLOSED");
    let (_, audit) = app.get("/v1/admin/audit", &admin).await;
    assert_eq!(audit["total"], 1, "{audit}");
    drop(app);
    common::drop_postgres(&name).await;
}
