//! TEG II over the real server (`docs/rules/teg2.md`): a whole basic-level
//! game of three players over REST, each client acting only on its own
//! legal actions, commit–reveal steps included (T2-SEC); no player's
//! secret choice in anyone else's view or events, operators included,
//! before its window closes, and both in everyone's view, log and live
//! stream once it does.

use std::collections::BTreeMap;

use domain::teg2::secret::commitment;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::TestApp;

/// A started TEG II lobby of three registered players: (game id, tokens in
/// seat order: the USA, the USSR, China).
async fn started(app: &TestApp, tag: &str) -> (String, Vec<String>) {
    let (id, players) = started_with_ids(app, tag).await;
    (id, players.into_iter().map(|(_, token)| token).collect())
}

/// As [`started`], with each player's (user id, token).
async fn started_with_ids(app: &TestApp, tag: &str) -> (String, Vec<(String, String)>) {
    let mut players = Vec::new();
    for i in 0..3 {
        players.push(app.register(&format!("{tag}{i}")).await);
    }
    let tokens: Vec<String> = players.iter().map(|(_, t)| t.clone()).collect();
    let body = json!({"ruleset": "teg2", "max_players": 3, "options": {"level": "basic", "board": "americas"}});
    let (s, g) = app.post("/v1/games", &tokens[0], body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    assert_eq!(g["ruleset"], "teg2", "{g}");
    assert_eq!(g["options"]["teg2"]["level"], "basic", "{g}");
    assert_eq!(g["options"]["missiles"], false, "the other editions' modules are off: {g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.fill_and_start(&id, &tokens[0], &tokens[1..]).await;
    (id, players)
}

/// A client's memory: what it committed in each window, and with what nonce.
#[derive(Default)]
struct Client {
    secrets: BTreeMap<String, (String, String)>,
    kinds_used: usize,
    announced: bool,
    /// Medium and advanced levels: units at sea are ships (T2-SEA-1).
    ships: bool,
    /// Special units placed so far.
    specials: usize,
}

const KINDS: [&str; 5] =
    ["control_5", "intervention_4", "intervention_3", "non_intervention_2", "intervention_1"];

fn nonce(seed: usize) -> String {
    format!("{seed:064x}")
}

impl Client {
    /// A command built from the first legal action, as a third-party client
    /// would: it hashes its own choices (T2-SEC-2) and remembers them.
    /// Sends this client's choice among its legal actions now: whether it
    /// had one.
    async fn act_once(&mut self, app: &TestApp, id: &str, token: &str, step: usize) -> bool {
        let list = legal(app, id, token).await;
        if list.is_empty() {
            return false;
        }
        let command = self.choose(id, &list, step);
        send(app, id, token, command).await;
        true
    }

    fn choose(&mut self, game: &str, legal: &[Value], step: usize) -> Value {
        let a = &legal[0];
        let power = a["power"].clone();
        let p = power.as_str().unwrap_or_default().to_owned();
        let window = a["window"].as_str().unwrap_or_default().to_owned();
        let commit = |me: &mut Client, choice: &str| {
            let n = nonce(step);
            me.secrets.insert(window.clone(), (choice.to_owned(), n.clone()));
            commitment(game, &window, &p, choice, &n)
        };
        let recall = |me: &Client| me.secrets.get(&window).cloned().expect("committed before");
        match a["action"].as_str().unwrap_or_default() {
            "place_objective" => {
                let kind = KINDS[self.kinds_used % 5];
                self.kinds_used += 1;
                let c = commit(self, kind);
                json!({"action": "place_objective", "power": power, "region": a["regions"][0], "commitment": c})
            }
            "reveal_objective" => {
                let (kind, n) = recall(self);
                json!({"action": "reveal_objective", "power": power, "token": a["token"], "kind": kind, "nonce": n})
            }
            "incorporate" => {
                // Everything on the first region of the objectives table, where
                // everyone meets, so combats happen (while a rocket has not
                // wiped it: then the Pacific, a sea on both boards); each
                // special unit on a region of its own (T2-SPU-2).
                let open: Vec<&str> = a["regions"]
                    .as_array()
                    .map(|r| r.iter().filter_map(Value::as_str).collect())
                    .unwrap_or_default();
                let meet = ["oceano_atlantico", "oceano_pacifico"]
                    .into_iter()
                    .find(|sea| open.contains(sea))
                    .unwrap_or("oceano_atlantico");
                let unit = if self.ships { "ship" } else { "army" };
                let special = if a["special"] == true {
                    self.specials += 1;
                    json!(open[(self.specials * 5) % open.len()])
                } else {
                    Value::Null
                };
                json!({"action": "incorporate", "power": power,
                    "units": [{"region": meet, "unit": unit, "count": a["units"]}],
                    "special": special,
                    "rocket": if a["rocket"] == true { json!(meet) } else { Value::Null }})
            }
            "launch" => json!({"action": "launch", "power": power, "target": a["targets"][0]}),
            "announce" | "end_turn" => {
                // One combat per turn, then the end of the turn.
                let fight = legal.iter().find(|l| l["action"] == "announce");
                match fight {
                    Some(f) if !self.announced => {
                        self.announced = true;
                        json!({"action": "announce", "power": power, "region": f["region"], "opponent": f["opponent"]})
                    }
                    _ => {
                        self.announced = false;
                        json!({"action": "end_turn", "power": power})
                    }
                }
            }
            "reinforce" => json!({"action": "reinforce", "power": power, "moves": []}),
            "commit_split" => {
                let split = if a["special"] == true { "+,0,ue" } else { "+,0,0" };
                let c = commit(self, split);
                json!({"action": "commit_split", "power": power, "commitment": c})
            }
            "reveal_split" => {
                let (split, n) = recall(self);
                json!({"action": "reveal_split", "power": power, "split": split, "nonce": n})
            }
            "commit_intercept" => {
                let c = commit(self, "pass");
                json!({"action": "commit_intercept", "power": power, "commitment": c})
            }
            "reveal_intercept" => {
                let (_, n) = recall(self);
                json!({"action": "reveal_intercept", "power": power, "intercept": false, "nonce": n})
            }
            other => panic!("an action this client does not know: {other}"),
        }
    }
}

async fn legal(app: &TestApp, id: &str, token: &str) -> Vec<Value> {
    let (s, b) = app.get(&format!("/v1/games/{id}/legal-actions"), token).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    assert_eq!(b["actions"], json!([]), "no Risk command in a TEG II game");
    b["teg2"].as_array().cloned().unwrap_or_default()
}

async fn send(app: &TestApp, id: &str, token: &str, command: Value) -> Value {
    app.act(id, token, json!({"type": "teg2", "command": command})).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_basic_game_of_three_is_played_over_rest_from_the_legal_actions_t2_sec_1_t2_end_2()
{
    let app = TestApp::spawn("teg2-whole").await;
    let (id, tokens) = started(&app, "whole").await;
    let mut clients: Vec<Client> = (0..3).map(|_| Client::default()).collect();
    let mut actions = 0;
    let mut kinds_seen = BTreeMap::<String, usize>::new();
    for step in 0.. {
        assert!(step < 5_000, "the game never ended");
        let (s, view) = app.get(&format!("/v1/games/{id}"), &tokens[0]).await;
        assert_eq!(s, StatusCode::OK, "{view}");
        if view["status"] == "finished" {
            let scores = &view["teg2"]["scores"];
            assert_eq!(scores["seats"].as_array().map(Vec::len), Some(3), "{scores}");
            assert!(scores["winners"].as_array().is_some_and(|w| !w.is_empty()), "{scores}");
            break;
        }
        let mut acted = false;
        for (p, token) in tokens.iter().enumerate() {
            let list = legal(&app, &id, token).await;
            if list.is_empty() {
                continue;
            }
            let command = clients[p].choose(&id, &list, step * 10 + p);
            *kinds_seen
                .entry(command["action"].as_str().unwrap_or_default().to_owned())
                .or_default() += 1;
            send(&app, &id, token, command).await;
            actions += 1;
            acted = true;
        }
        assert!(acted, "a game in play waits on someone: {view}");
    }
    for kind in [
        "place_objective",
        "reveal_objective",
        "incorporate",
        "announce",
        "commit_split",
        "reveal_split",
        "end_turn",
    ] {
        assert!(kinds_seen.contains_key(kind), "the game went through {kind}: {kinds_seen:?}");
    }
    assert!(actions > 50, "{actions} actions");
    // Once over, everyone sees every token's kind.
    let (_, view) = app.get(&format!("/v1/games/{id}"), &tokens[1]).await;
    let tokens_seen = view["teg2"]["tables"][0]["tokens"].as_array().cloned().unwrap_or_default();
    assert_eq!(tokens_seen.len(), 15);
    assert!(tokens_seen.iter().all(|t| t["published"] == true && t["kind"].is_string()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_split_is_nobody_elses_until_its_window_closes_then_everyones_at_once_t2_sec_3_t2_clk_1()
{
    let app = TestApp::spawn("teg2-secret").await;
    let (id, tokens) = started(&app, "secret").await;
    let operator = app.admin_token().await;
    let mut clients: Vec<Client> = (0..3).map(|_| Client::default()).collect();
    // Objectives: placed and revealed by each client from its legal list.
    for step in 0..200 {
        let mut any = false;
        for (p, token) in tokens.iter().enumerate() {
            let list = legal(&app, &id, token).await;
            if list.is_empty() || list[0]["action"] == "incorporate" {
                continue;
            }
            let command = clients[p].choose(&id, &list, step * 10 + p);
            send(&app, &id, token, command).await;
            any = true;
        }
        if !any {
            break;
        }
    }
    // Round 1: the USA and the USSR meet in the Atlantic, China elsewhere.
    for (p, region) in [(0, "oceano_atlantico"), (1, "oceano_atlantico"), (2, "chile")] {
        let power = ["usa", "ussr", "china"][p];
        let units = json!([{"region": region, "unit": "army", "count": 7}]);
        send(
            &app,
            &id,
            &tokens[p],
            json!({"action": "incorporate", "power": power, "units": units}),
        )
        .await;
    }
    send(&app, &id, &tokens[0], json!({"action": "announce", "power": "usa", "region": "oceano_atlantico", "opponent": "ussr"})).await;
    send(&app, &id, &tokens[0], json!({"action": "reinforce", "power": "usa", "moves": []})).await;
    send(&app, &id, &tokens[1], json!({"action": "reinforce", "power": "ussr", "moves": []})).await;
    let window =
        legal(&app, &id, &tokens[0]).await[0]["window"].as_str().expect("window").to_owned();
    let usa_split = "5,1,1";
    let c = commitment(&id, &window, "usa", usa_split, &nonce(1));
    send(&app, &id, &tokens[0], json!({"action": "commit_split", "power": "usa", "commitment": c}))
        .await;
    // Revealing before everyone committed is refused and changes nothing.
    let body = json!({"action": {"type": "teg2", "command": {"action": "reveal_split", "power": "usa", "split": usa_split, "nonce": nonce(1)}}});
    let (s, b) = app.post(&format!("/v1/games/{id}/actions"), &tokens[0], body.clone()).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "NOT_YOUR_TURN");
    let c = commitment(&id, &window, "ussr", "3,2,2", &nonce(2));
    send(
        &app,
        &id,
        &tokens[1],
        json!({"action": "commit_split", "power": "ussr", "commitment": c}),
    )
    .await;
    let mine = send(&app, &id, &tokens[0], body["action"]["command"].clone()).await;
    assert!(mine.to_string().contains(usa_split), "the revealer sees its own reveal: {mine}");
    // The USA revealed; the USSR has not. Nobody else may see the USA's split.
    for (who, token) in
        [("the USSR", &tokens[1]), ("China", &tokens[2]), ("an operator", &operator)]
    {
        let (s, view) = app.get(&format!("/v1/games/{id}"), token).await;
        assert_eq!(s, StatusCode::OK, "{view}");
        let window = &view["teg2"]["tables"][0]["window"];
        assert_eq!(window["participants"][0]["state"], "revealed", "{window}");
        assert!(window["yours"].is_null(), "{who}: {window}");
        assert!(!view.to_string().contains(usa_split), "{who} sees the USA's split in the view");
        let (s, events) = app.get(&format!("/v1/games/{id}/events?since=0"), token).await;
        assert_eq!(s, StatusCode::OK, "{events}");
        assert!(
            !events.to_string().contains(usa_split),
            "{who} sees the USA's split in the events"
        );
        assert!(
            events.to_string().contains("teg2_hidden"),
            "{who} learns that a reveal came: {events}"
        );
    }
    // Every participant (and China, and an operator) follows the game live.
    let (_, before) = app.get(&format!("/v1/games/{id}"), &operator).await;
    let since = before["version"].as_u64().expect("version");
    let viewers = [
        ("the USA", tokens[0].clone()),
        ("the USSR", tokens[1].clone()),
        ("China", tokens[2].clone()),
        ("an operator", operator.clone()),
    ];
    let mut streams = Vec::new();
    for (who, token) in &viewers {
        let app_base = app.base.clone();
        let (id, token, who) = (id.clone(), token.clone(), *who);
        let stream = first_logged_frame(app_base, id, token, since).await;
        streams.push((who, stream));
    }
    // The USSR reveals: the window closes, and both battle commands are
    // published to everyone at once (T2-CLK-1, T2-SEC-3).
    let answer = send(
        &app,
        &id,
        &tokens[1],
        json!({"action": "reveal_split", "power": "ussr", "split": "3,2,2", "nonce": nonce(2)}),
    )
    .await;
    // The USSR's own answer already carries both commands.
    assert_published("the USSR's answer", &answer["events"][0]["event"], usa_split);
    let (_, view) = app.get(&format!("/v1/games/{id}"), &tokens[2]).await;
    let forces = view["teg2"]["tables"][0]["forces"].to_string();
    assert!(view["teg2"]["tables"][0]["window"].is_null(), "closed: {view}");
    assert!(forces.contains("oceano_atlantico"), "{forces}");
    for (who, token) in &viewers {
        let (_, view) = app.get(&format!("/v1/games/{id}"), token).await;
        let combat = &view["teg2"]["tables"][0]["last_combat"];
        assert_eq!(combat["splits"], json!([usa_split, "3,2,2"]), "{who}'s view: {combat}");
        let (_, events) = app.get(&format!("/v1/games/{id}/events?since=0"), token).await;
        let text = events.to_string();
        assert!(text.contains(usa_split) && text.contains("3,2,2"), "{who}'s log: {events}");
        assert!(!text.contains("teg2_hidden"), "{who}: no reveal is hidden any more: {events}");
        let closing = events["events"]
            .as_array()
            .and_then(|list| list.iter().find(|e| e["version"].as_u64() == Some(since + 1)))
            .expect("the closing event");
        assert_published(who, &closing["event"], usa_split);
    }
    for (who, stream) in streams {
        // A frame's data is the event itself.
        let frame = stream.await.expect("the stream's reader");
        assert_published(who, &frame, usa_split);
    }
}

/// The event that closed the combat's window publishes both reveals, the
/// USA's first, each with its split and nonce.
fn assert_published(who: &str, event: &Value, usa_split: &str) {
    let published = event["published"].as_array().cloned().unwrap_or_default();
    let splits: Vec<&str> =
        published.iter().filter_map(|r| r["command"]["split"].as_str()).collect();
    assert_eq!(splits, [usa_split, "3,2,2"], "{who}: {event}");
    assert!(published.iter().all(|r| r["command"]["nonce"].is_string()), "{who}: {event}");
}

/// Opens `token`'s event stream after `since` and, in the background,
/// reads its first logged frame (one with an `id:`).
async fn first_logged_frame(
    base: String,
    id: String,
    token: String,
    since: u64,
) -> tokio::task::JoinHandle<Value> {
    let res = reqwest::Client::new()
        .get(format!("{base}/v1/games/{id}/events/stream?since={since}"))
        .bearer_auth(token)
        .send()
        .await
        .expect("stream");
    assert_eq!(res.status(), StatusCode::OK);
    tokio::spawn(async move {
        let frames = common::sse_frames(res, 1).await;
        frames.into_iter().last().expect("a logged frame")
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn teg2_tables_refuse_what_they_do_not_have_and_risk_commands() {
    let app = TestApp::spawn("teg2-refusals").await;
    let (_, token) = app.register("refuser").await;
    let bad = json!({"ruleset": "teg2", "options": {"level": "expert"}});
    let (s, b) = app.post("/v1/games", &token, bad).await;
    common::assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_JSON");
    let seven = json!({"ruleset": "teg2", "max_players": 7});
    let (s, b) = app.post("/v1/games", &token, seven).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "PLAYER_COUNT");
    let bad_clock = json!({"ruleset": "teg2", "max_players": 3, "clock": {"turn_seconds": 1, "on_timeout": "bot"}});
    let (s, b) = app.post("/v1/games", &token, bad_clock).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "BAD_CLOCK");
    let bot_clock = json!({"ruleset": "teg2", "max_players": 3, "clock": {"turn_seconds": 60, "on_timeout": "bot"}});
    let (s, b) = app.post("/v1/games", &token, bot_clock).await;
    assert_eq!(s, StatusCode::CREATED, "T2-SEC-5: a bot clock: {b}");
    let teg2_in_revancha = json!({"ruleset": "revancha", "options": {"teg2": {"level": "basic"}}});
    let (s, b) = app.post("/v1/games", &token, teg2_in_revancha).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "MODULE_NOT_IN_EDITION");
    let (id, tokens) = started(&app, "refusals").await;
    let body = json!({"action": {"type": "end_turn"}});
    let (s, b) = app.post(&format!("/v1/games/{id}/actions"), &tokens[0], body).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "NOT_IN_THIS_GAME");
    let body =
        json!({"action": {"type": "teg2", "command": {"action": "end_turn", "power": "ussr"}}});
    let (s, b) = app.post(&format!("/v1/games/{id}/actions"), &tokens[0], body).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "NOT_YOUR_POWER");
    assert_eq!(b["rule"], "T2-CMP-2", "{b}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_teg2_maps_are_served_with_regions_borders_and_tables_t2_cmp_4_t2_obj_1() {
    let app = TestApp::spawn("teg2-maps").await;
    let (s, map) = app.call("GET", "/v1/teg2/maps/americas", None, None).await;
    assert_eq!(s, StatusCode::OK, "{map}");
    assert_eq!(map["regions"].as_array().map(Vec::len), Some(14));
    assert_eq!(map["objectives_tables"][0].as_array().map(Vec::len), Some(9));
    assert_eq!(map["objectives_tables"][0][0], "oceano_atlantico");
    let caribe =
        map["regions"].as_array().and_then(|r| r.iter().find(|x| x["id"] == "caribe")).cloned();
    assert_eq!(caribe.map(|c| c["kind"].clone()), Some(json!("sea")));
    let (s, p) = app.call("GET", "/v1/teg2/maps/planisphere", None, None).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(p["objectives_tables"].as_array().map(Vec::len), Some(2));
    let (s, b) = app.call("GET", "/v1/teg2/maps/atlantis", None, None).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "UNKNOWN_BOARD");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_catalogue_lists_teg2_with_its_levels_boards_rounds_and_ladder_t2_rnd_1_t2_pot_1() {
    let app = TestApp::spawn("teg2-catalogue").await;
    let (s, list) = app.call("GET", "/v1/rulesets", None, None).await;
    assert_eq!(s, StatusCode::OK, "{list}");
    let teg2 = list["rulesets"]
        .as_array()
        .and_then(|r| r.iter().find(|x| x["id"] == "teg2"))
        .cloned()
        .expect("teg2 listed");
    assert_eq!((teg2["min_players"].as_u64(), teg2["max_players"].as_u64()), (Some(2), Some(6)));
    assert_eq!(teg2["options"]["teg2"]["level"], "basic", "{teg2}");
    assert_eq!(teg2["options"]["missiles"], false, "no Risk module in a TEG II table");
    assert_eq!(teg2["modules"], json!([]));
    let (s, detail) = app.call("GET", "/v1/rulesets/teg2", None, None).await;
    assert_eq!(s, StatusCode::OK, "{detail}");
    assert_eq!(detail["id"], "teg2");
    assert_eq!(detail["levels"], json!(["basic", "medium", "advanced"]));
    let boards: Vec<(&str, u64)> = common::each(&detail["boards"])
        .filter_map(|b| Some((b["id"].as_str()?, b["regions"].as_u64()?)))
        .collect();
    assert_eq!(boards, [("americas", 14), ("old_world", 17), ("planisphere", 29)]);
    // T2-RND-1: 3 and 6 powers play 6 rounds, 5 play 5, 4 play 4 or 8.
    let rounds: Vec<(u64, Value)> = common::each(&detail["rounds"])
        .filter_map(|r| Some((r["powers"].as_u64()?, r["rounds"].clone())))
        .collect();
    assert_eq!(
        rounds,
        [(3, json!([6])), (4, json!([4, 8])), (5, json!([5])), (6, json!([6]))],
        "{detail}"
    );
    assert_eq!(detail["ladder"], json!({"min": 3, "start": 7, "max": 11}));
    assert_eq!(detail["tokens"][4], json!({"kind": "control_5", "points": 5}));
    // Each board is served where the catalogue says.
    for b in detail["boards"].as_array().expect("boards") {
        let (s, map) = app.call("GET", b["map"].as_str().expect("path"), None, None).await;
        assert_eq!(s, StatusCode::OK, "{map}");
        assert_eq!(
            map["regions"].as_array().map(Vec::len),
            b["regions"].as_u64().map(|n| n as usize)
        );
    }
    let (s, b) = app.call("GET", "/v1/maps/teg2", None, None).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "UNKNOWN_BOARD");
    assert!(b["detail"].as_str().is_some_and(|d| d.contains("/v1/teg2/maps/americas")), "{b}");
    // Games are listed by any ruleset the catalogue names, TEG II included.
    let (_, token) = app.register("lister").await;
    for ruleset in ["teg2", "revancha"] {
        let body = json!({"ruleset": ruleset, "max_players": 3});
        let (s, g) = app.post("/v1/games", &token, body).await;
        assert_eq!(s, StatusCode::CREATED, "{g}");
    }
    for ruleset in ["teg2", "revancha"] {
        let (s, list) = app.get(&format!("/v1/games?ruleset={ruleset}"), &token).await;
        assert_eq!(s, StatusCode::OK, "{list}");
        assert_eq!(list["total"], 1, "{list}");
        assert_eq!(list["games"][0]["ruleset"], ruleset);
    }
    let (s, b) = app.get("/v1/games?ruleset=teg3", &token).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "UNKNOWN_RULESET");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_plays_a_whole_medium_game_against_a_random_and_a_greedy_bot_and_keeps_its_record_svc_bots_svc_record()
 {
    let app = TestApp::spawn("teg2-bots").await;
    let (_, token) = app.register("against-bots").await;
    let body = json!({"ruleset": "teg2", "max_players": 3,
        "options": {"level": "medium", "board": "old_world"},
        "seats": [{"seat": 0, "bot": "random"}, {"seat": 1, "bot": "greedy"}]});
    let (s, g) = app.post("/v1/games", &token, body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/start"), Some(&token), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    // The view says who plays each seat: the lobby's bots by their level.
    let (_, view) = app.get(&format!("/v1/games/{id}"), &token).await;
    let controllers: Vec<Value> =
        common::each(&view["players"]).map(|p| p["controller"].clone()).collect();
    assert_eq!(controllers[0], json!({"kind": "bot", "level": "random"}), "{view}");
    assert_eq!(controllers[1], json!({"kind": "bot", "level": "greedy"}), "{view}");
    assert_eq!(controllers[2]["kind"], "human", "{view}");
    let mut me = Client { ships: true, ..Client::default() };
    let started = std::time::Instant::now();
    for step in 0.. {
        assert!(started.elapsed() < std::time::Duration::from_secs(120), "the game never ended");
        let (_, view) = app.get(&format!("/v1/games/{id}"), &token).await;
        if view["status"] == "finished" {
            let scores = &view["teg2"]["scores"];
            assert_eq!(scores["seats"].as_array().map(Vec::len), Some(3), "{scores}");
            // Every combat's splits were revealed by their owners, bots included.
            // Its record verifies and replays to the same scores (SVC-RECORD).
            crate::records::round_trip(&app, &id, &token, &app).await;
            break;
        }
        if !me.act_once(&app, &id, &token, step).await {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }
}

/// Each client acts once on its first legal action, if it has one, until
/// one sends a `stop` action; the commands sent. `binding` is the `<game>`
/// of commitments (T2-SEC-2).
async fn round_of_actions(
    app: &TestApp,
    (id, binding): (&str, &str),
    tokens: &[String],
    clients: &mut [Client],
    step: usize,
    stop: &str,
) -> Vec<Value> {
    let mut sent = Vec::new();
    for (p, token) in tokens.iter().enumerate() {
        let list = legal(app, id, token).await;
        if list.is_empty() {
            continue;
        }
        let command = clients[p].choose(binding, &list, step * 10 + p);
        send(app, id, token, command.clone()).await;
        let done = command["action"] == stop;
        sent.push(command);
        if done {
            break;
        }
    }
    sent
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_exported_mid_combat_is_imported_without_the_open_reveal_and_played_to_the_end_t2_sec_7()
 {
    let app = TestApp::spawn("teg2-position").await;
    let (id, players) = started_with_ids(&app, "pos").await;
    let tokens: Vec<String> = players.iter().map(|(_, t)| t.clone()).collect();
    let operator = app.admin_token().await;
    let mut clients: Vec<Client> = (0..3).map(|_| Client::default()).collect();
    // Play until the first battle command is revealed: its combat waits on
    // the other side's reveal.
    let mut open_reveal = None;
    for step in 0..2_000 {
        let sent =
            round_of_actions(&app, (&id, &id), &tokens, &mut clients, step, "reveal_split").await;
        assert!(!sent.is_empty(), "a game in play waits on someone");
        if let Some(r) = sent.iter().find(|c| c["action"] == "reveal_split") {
            open_reveal = Some(r.clone());
            break;
        }
    }
    let open_reveal = open_reveal.expect("a combat was fought");
    let (_, live) = app.get(&format!("/v1/games/{id}"), &operator).await;
    assert!(live["teg2"]["tables"][0]["combat"].is_object(), "the combat is still open: {live}");

    let (s, doc) = app.get(&format!("/v1/admin/games/{id}/position"), &operator).await;
    assert_eq!(s, StatusCode::OK, "{doc}");
    assert_eq!(doc["ruleset"], "teg2");
    assert_eq!(doc["setup"]["game"], id.as_str());
    let text = doc.to_string();
    assert!(text.contains("commit_split"), "the commitments are moves");
    assert!(!text.contains("reveal_split"), "no reveal of an open window (T2-SEC-3)");
    assert!(!text.contains(open_reveal["nonce"].as_str().expect("nonce")));
    let (s, player_doc) = app.get(&format!("/v1/admin/games/{id}/position"), &tokens[0]).await;
    common::assert_problem(s, &player_doc, StatusCode::FORBIDDEN, "FORBIDDEN");

    // The same players take the same seats in a new game: TEG II's seats
    // are numbers, so the document names no colour.
    assert!(doc.get("seating").is_none(), "{doc}");
    let seats: Vec<Value> = players
        .iter()
        .enumerate()
        .map(|(i, (user, _))| json!({"seat": i, "user_id": user}))
        .collect();
    let (_, before) = app.get("/v1/admin/games", &operator).await;
    // A document the rules would not have produced creates nothing.
    let mut tampered = doc.clone();
    tampered["moves"][3]["seat"] = json!(2);
    tampered["moves"][4]["seat"] = json!(2);
    let body = json!({"position": tampered, "seats": seats});
    let (s, b) = app.post("/v1/admin/games/import", &operator, body).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_POSITION");
    assert!(b["detail"].as_str().is_some_and(|d| d.contains("move ")), "{b}");
    let (_, after) = app.get("/v1/admin/games", &operator).await;
    assert_eq!(before["total"], after["total"], "nothing was created");

    let body = json!({"position": doc, "seats": seats});
    let (s, g) = app.post("/v1/admin/games/import", &operator, body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    assert_eq!(g["ruleset"], "teg2");
    assert_eq!(g["status"], "playing");
    let copy = g["id"].as_str().expect("id").to_owned();
    let (_, view) = app.get(&format!("/v1/games/{copy}"), &operator).await;
    assert_eq!(view["teg2"]["binding"], id.as_str(), "commitments stay bound to the original");
    assert_eq!(view["teg2"]["tables"][0]["forces"], live["teg2"]["tables"][0]["forces"]);
    assert_eq!(view["teg2"]["levels"], live["teg2"]["levels"]);

    // The player whose reveal was left out reveals it again, as it was.
    let (p, _) = tokens
        .iter()
        .enumerate()
        .find(|(p, _)| {
            clients[*p]
                .secrets
                .values()
                .any(|(_, n)| Some(n.as_str()) == open_reveal["nonce"].as_str())
        })
        .expect("the revealer");
    let list = legal(&app, &copy, &tokens[p]).await;
    assert_eq!(list[0]["action"], "reveal_split", "{list:?}");
    send(&app, &copy, &tokens[p], open_reveal).await;

    // And the game goes on to its end, every commitment bound to the original id.
    for step in 2_000..7_000 {
        let (_, v) = app.get(&format!("/v1/games/{copy}"), &tokens[0]).await;
        if v["status"] == "finished" {
            assert_eq!(v["teg2"]["scores"]["seats"].as_array().map(Vec::len), Some(3), "{v}");
            return;
        }
        let sent = round_of_actions(&app, (&copy, &id), &tokens, &mut clients, step, "").await;
        assert!(!sent.is_empty(), "a game in play waits on someone: {v}");
    }
    panic!("the imported game never ended");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_position_import_takes_a_whole_games_document_within_its_own_bound_t2_sec_7() {
    let app = TestApp::spawn("teg2-import-bound").await;
    let operator = app.admin_token().await;
    let doc = |moves: usize| {
        json!({"position": {
            "format": 1, "ruleset": "teg2", "seating": ["red", "blue", "green"],
            "setup": {"game": "big", "players": 3, "options": {}},
            "moves": vec![json!({"event": "forfeited", "player": 9}); moves],
            "seed": "redacted"}, "seats": []})
    };
    // More than an action's 64 KiB: read, and refused for what it holds.
    let big = doc(4_000);
    assert!(big.to_string().len() > 64 * 1024);
    let (s, b) = app.post("/v1/admin/games/import", &operator, big).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_POSITION");
    // Beyond the import's own bound: 413 before anything is read.
    let huge = doc(160_000);
    assert!(huge.to_string().len() > 4 * 1024 * 1024);
    let (s, b) = app.post("/v1/admin/games/import", &operator, huge).await;
    common::assert_problem(s, &b, StatusCode::PAYLOAD_TOO_LARGE, "PAYLOAD_TOO_LARGE");
}

/// Every place in a TEG II view where `me` (a seat, or `None` for a
/// spectator) sees what is not theirs before the end: another player's
/// objective token of a kind not yet published (T2-SEC-1), or the seed.
fn teg2_leaks(view: &Value, me: Option<u64>) -> Vec<String> {
    let mut out = Vec::new();
    if !view["seed"].is_null() {
        out.push("the seed".to_owned());
    }
    let seats = view["teg2"]["seats"].as_array().cloned().unwrap_or_default();
    let player_of = |seat: &Value| seat.as_u64().and_then(|s| seats.get(usize::try_from(s).ok()?));
    for (t, table) in view["teg2"]["tables"].as_array().into_iter().flatten().enumerate() {
        for token in table["tokens"].as_array().into_iter().flatten() {
            let owner = player_of(&token["seat"]).map(|s| s["player"].as_u64());
            if owner != Some(me) && token["published"] != true && !token["kind"].is_null() {
                out.push(format!("table {t}: {token}"));
            }
        }
    }
    out
}

/// A paired TEG II game of `n` (T2-VAR-5: two boards), one person in the
/// last seat and `n - 1` random bots, played over REST to its scores from
/// the person's legal actions alone. Seats are numbers with no colour, and
/// neither the person nor a spectator ever sees another's secret token or
/// the seed before the end.
async fn a_paired_game_is_played_to_its_scores_by_bots_and_one_person(n: usize) {
    let app = TestApp::spawn(&format!("teg2-paired-{n}")).await;
    let (me_id, token) = app.register(&format!("paired{n}")).await;
    let (_, watcher) = app.register(&format!("watcher{n}")).await;
    let bots: Vec<Value> = (0..n - 1).map(|i| json!({"seat": i, "bot": "random"})).collect();
    let body = json!({"ruleset": "teg2", "max_players": n, "options": {"level": "basic"},
        "seats": bots});
    let (s, g) = app.post("/v1/games", &token, body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let seats = g["seats"].as_array().cloned().unwrap_or_default();
    assert_eq!(seats.len(), n, "{g}");
    for (i, seat) in seats.iter().enumerate() {
        assert_eq!(seat["seat"], i, "{seat}");
        assert!(seat.get("color").is_none(), "a TEG II seat has no colour: {seat}");
    }
    assert_eq!(seats[n - 1]["user_id"], me_id.as_str(), "the person sits last: {g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let (s, b) = app.call("POST", &format!("/v1/games/{id}/start"), Some(&token), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let me = u64::try_from(n - 1).expect("a seat");
    let mut client = Client::default();
    let started = std::time::Instant::now();
    let mut acted = 0;
    for step in 0.. {
        assert!(started.elapsed() < std::time::Duration::from_secs(300), "the game never ended");
        let (_, view) = app.get(&format!("/v1/games/{id}"), &token).await;
        if view["status"] == "finished" {
            let scores = &view["teg2"]["scores"];
            assert_eq!(scores["seats"].as_array().map(Vec::len), Some(n), "{scores}");
            assert_eq!(view["teg2"]["tables"].as_array().map(Vec::len), Some(2), "two boards");
            let players = view["players"].as_array().cloned().unwrap_or_default();
            assert_eq!(players.len(), n, "{view}");
            assert!(
                players.iter().enumerate().all(|(i, p)| p["seat"] == i && p.get("color").is_none())
            );
            break;
        }
        let leaks = teg2_leaks(&view, Some(me));
        assert!(leaks.is_empty(), "seat {me} sees {leaks:?}");
        if step % 10 == 0 {
            let (_, seen) = app.get(&format!("/v1/games/{id}"), &watcher).await;
            if seen["status"] != "finished" {
                let leaks = teg2_leaks(&seen, None);
                assert!(leaks.is_empty(), "a spectator sees {leaks:?}");
            }
        }
        if client.act_once(&app, &id, &token, step).await {
            acted += 1;
        } else {
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
    }
    assert!(acted > 5, "the person played ({acted} actions)");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paired_game_of_8_is_played_to_its_scores_by_seven_bots_and_one_person_t2_var_5() {
    a_paired_game_is_played_to_its_scores_by_bots_and_one_person(8).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paired_game_of_12_is_played_to_its_scores_by_eleven_bots_and_one_person_t2_var_5() {
    a_paired_game_is_played_to_its_scores_by_bots_and_one_person(12).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_teg2_seat_has_no_colour_and_is_named_by_its_number_svc_seats() {
    let app = TestApp::spawn("teg2-seat-names").await;
    let (_, token) = app.register("seatnames").await;
    let body = json!({"ruleset": "teg2", "max_players": 3, "color": "red"});
    let (s, b) = app.post("/v1/games", &token, body).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_SEAT");
    let body =
        json!({"ruleset": "teg2", "max_players": 3, "seats": [{"seat": 1, "bot": "random"}]});
    let (s, b) = app.post("/v1/games", &token, body).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_SEAT");
    let body = json!({"ruleset": "teg2", "max_players": 7});
    let (s, b) = app.post("/v1/games", &token, body).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "PLAYER_COUNT");
    assert!(b["detail"].as_str().is_some_and(|d| d.contains("T2-VAR-5")), "TEG II's rule: {b}");
    let (s, g) = app.post("/v1/games", &token, json!({"ruleset": "teg2", "max_players": 3})).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    let bots = format!("/v1/games/{id}/bots");
    let (s, b) = app.post(&bots, &token, json!({"color": "blue", "level": "random"})).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_SEAT");
    let (s, b) = app.post(&bots, &token, json!({"seat": 2, "level": "random"})).await;
    common::assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "INVALID_SEAT");
    let (s, g) = app.post(&bots, &token, json!({"seat": 1, "level": "random"})).await;
    assert_eq!(s, StatusCode::OK, "{g}");
    assert_eq!(g["seats"][1]["seat"], 1, "{g}");
    assert_eq!(g["seats"][1]["user_id"], "bot:seat-1", "{g}");
    assert!(g["seats"][1].get("color").is_none(), "{g}");
    // Nothing refused changed the lobby.
    assert_eq!(g["seats"].as_array().map(Vec::len), Some(2), "{g}");
    // Legal actions say whose they are.
    let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), &token).await;
    assert_eq!(legal["seat"], 0, "{legal}");
}
