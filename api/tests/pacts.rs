//! Pacts through the real server (R-PCT-1..4): a world pact proposed over
//! REST and accepted out of turn over GraphQL, listed publicly, enforced on
//! attacks (422 `PACT_FORBIDS_ATTACK`, rule R-PCT-3, nothing changed) and
//! never offered in the legal-actions list; broken with notice, it binds
//! until the end of the other party's next turn and then ends. And an
//! international zone (R-PCT-7, R-PCT-9) in an imported position: never
//! reinforced, its duty failed and penalised, dismissed by the harmed party.
//! And an aggression pact (R-PCT-10..12): launched by its leader, rolled
//! out of turn by whoever the legal-actions list names, ending in a
//! condominium whose attacker must name the occupant.

use domain::Board;
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::{TestApp, assert_problem};

/// A seated player: their token and colour.
struct Seat {
    token: String,
    color: String,
}

async fn view(app: &TestApp, id: &str, token: &str) -> Value {
    let (s, v) = app.get(&format!("/v1/games/{id}"), token).await;
    assert_eq!(s, StatusCode::OK, "{v}");
    v
}

fn owner<'a>(view: &'a Value, country: &str) -> (&'a str, u64) {
    let c = common::each(&view["countries"]).find(|c| c["id"] == country).expect("the country");
    (c["owner"].as_str().expect("owner"), c["armies"].as_u64().expect("armies"))
}

/// Whether the country has a neighbour of another colour.
fn on_the_front(view: &Value, country: &str) -> bool {
    let board = Board::revancha();
    let id = board.country_by_slug(country).expect("slug");
    let me = owner(view, country).0;
    board.neighbours(id).iter().any(|n| owner(view, &board.country(*n).slug).0 != me)
}

/// Plays the initial placement (whole pools on the front) until the first
/// turn's attack phase.
async fn to_the_first_attack(app: &TestApp, id: &str, seats: &[Seat]) {
    for _ in 0..20 {
        let v = view(app, id, &seats[0].token).await;
        if v["phase"]["name"] == "attack" {
            return;
        }
        let seat = seats.iter().find(|s| v["current_player"] == s.color.as_str()).expect("actor");
        let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), &seat.token).await;
        let action = common::each(&legal["actions"])
            .filter(|a| a["type"] == "place")
            .max_by_key(|a| {
                let front = on_the_front(&v, a["country"].as_str().expect("country"));
                (a["armies"].as_u64(), front)
            })
            .expect("a placement")
            .clone();
        app.act(id, &seat.token, action).await;
    }
    panic!("the initial placement did not end");
}

/// An attack the board allows for `attacker` on `defender`, pacts aside.
fn an_attack(view: &Value, attacker: &str) -> Value {
    let board = Board::revancha();
    for c in view["countries"].as_array().expect("countries") {
        if c["owner"] != attacker || c["armies"].as_u64() < Some(2) {
            continue;
        }
        let from = board.country_by_slug(c["id"].as_str().expect("id")).expect("slug");
        for n in board.neighbours(from) {
            let to = &board.country(*n).slug;
            if owner(view, to).0 != attacker {
                return json!({"type": "attack", "from": board.country(from).slug, "to": to});
            }
        }
    }
    panic!("{attacker} has no attack");
}

fn has_event(batch: &Value, kind: &str) -> bool {
    batch["events"].as_array().expect("events").iter().any(|e| e["event"]["type"] == kind)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_world_pact_forbids_attacks_until_its_break_runs_out_r_pct_1_to_4() {
    let app = TestApp::spawn("pacts").await;
    let ana = app.register("ana").await;
    let beto = app.register("beto").await;
    let (_, carla) = app.register("carla").await;
    // Without situation cards no rest or border card can refuse the attack
    // first: the test is the same whatever the server's dice.
    let (s, g) = app
        .post("/v1/games", &ana.1, json!({"max_players": 2, "color": "red", "options": {"pacts": true, "situation_cards": false}}))
        .await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    app.fill_and_start(&id, &ana.1, &[&beto.1]).await;
    let v = view(&app, &id, &ana.1).await;
    let beto_color = common::each(&v["seating"])
        .find(|c| *c != "red")
        .expect("beto's colour")
        .as_str()
        .expect("colour")
        .to_owned();
    let seats = [
        Seat { token: ana.1.clone(), color: "red".to_owned() },
        Seat { token: beto.1.clone(), color: beto_color },
    ];
    to_the_first_attack(&app, &id, &seats).await;
    let v = view(&app, &id, &ana.1).await;
    let (me, other) =
        if v["current_player"] == "red" { (&seats[0], &seats[1]) } else { (&seats[1], &seats[0]) };
    let attack = an_attack(&v, &me.color);

    // The player to act proposes a world pact over REST (R-PCT-2)...
    let (s, proposed) = app
        .post(
            &format!("/v1/games/{id}/pacts"),
            &me.token,
            json!({"to": other.color, "terms": {"kind": "world"}}),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{proposed}");
    assert!(has_event(&proposed, "pact_proposed"), "{proposed}");
    // ... and the other accepts out of turn, over GraphQL (R-PCT-1).
    let (_, theirs) = app.get(&format!("/v1/games/{id}/legal-actions"), &other.token).await;
    assert!(
        theirs["actions"]
            .as_array()
            .expect("actions")
            .contains(&json!({"type": "accept_pact", "pact": 1}))
    );
    let accepted = app
        .gql_game(
            &other.token,
            "mutation($g: String!) { acceptPact(gameId: $g, pact: 1) { version } }",
            &id,
        )
        .await;
    assert!(accepted["errors"].is_null(), "{accepted}");

    // Anyone may list the pacts, a spectator too (R-PCT-1).
    let (s, list) = app.get(&format!("/v1/games/{id}/pacts"), &carla).await;
    assert_eq!(s, StatusCode::OK, "{list}");
    assert_eq!(list["pacts"][0]["status"]["state"], "in_force", "{list}");
    assert_eq!(list["pacts"][0]["terms"], json!({"kind": "world"}));
    let listed =
        app.gql_game(&carla, "query($g: String!) { pacts(gameId: $g) %PactList }", &id).await;
    assert_eq!(listed["data"]["pacts"], list, "the same list over GraphQL, typed");

    // The legal actions never hold an attack across the pact, and an attack
    // is refused with the rule, changing nothing (R-PCT-3).
    let forbidden = async |app: &TestApp| {
        let (_, mine) = app.get(&format!("/v1/games/{id}/legal-actions"), &me.token).await;
        let kinds: Vec<&str> = common::texts(&mine["actions"], "type");
        assert!(!kinds.contains(&"attack") && !kinds.contains(&"fire_missile"), "{kinds:?}");
        let version = mine["version"].clone();
        let (s, refused) = app
            .post(
                &format!("/v1/games/{id}/actions"),
                &me.token,
                json!({"action": attack, "expected_version": version}),
            )
            .await;
        assert_problem(s, &refused, StatusCode::UNPROCESSABLE_ENTITY, "PACT_FORBIDS_ATTACK");
        assert_eq!(refused["rule"], "R-PCT-3");
        assert_eq!(view(app, &id, &me.token).await["version"], version, "nothing changed");
    };
    forbidden(&app).await;
    let over_graphql = app.gql(&me.token,
        "mutation($g: String!, $f: String!, $t: String!) { attack(gameId: $g, from: $f, to: $t) { version } }",
        json!({"g": id, "f": attack["from"], "t": attack["to"]}),
    )
    .await;
    assert_eq!(over_graphql["errors"][0]["extensions"]["code"], "PACT_FORBIDS_ATTACK");
    assert_eq!(over_graphql["errors"][0]["extensions"]["rule"], "R-PCT-3");

    // Bad pact requests get clear errors and change nothing.
    let version = view(&app, &id, &me.token).await["version"].clone();
    let (s, b) = app
        .call("POST", &format!("/v1/games/{id}/pacts/1/frobnicate"), Some(&me.token), None)
        .await;
    assert_problem(s, &b, StatusCode::NOT_FOUND, "UNKNOWN_PACT_ANSWER");
    let (s, b) =
        app.call("POST", &format!("/v1/games/{id}/pacts/one/break"), Some(&me.token), None).await;
    assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_PATH");
    let (s, b) =
        app.call("POST", &format!("/v1/games/{id}/pacts/1/accept"), Some(&me.token), None).await;
    assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "PACT_NOT_YOURS");
    assert_eq!(b["rule"], "R-PCT-1");
    let (s, b) =
        app.call("POST", &format!("/v1/games/{id}/pacts/9/break"), Some(&me.token), None).await;
    assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "UNKNOWN_PACT");
    let (s, b) = app
        .post(
            &format!("/v1/games/{id}/pacts"),
            &me.token,
            json!({"to": other.color, "terms": {"kind": "world"}}),
        )
        .await;
    assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "DUPLICATE_PACT");
    let (s, b) = app
        .post(
            &format!("/v1/games/{id}/pacts/1/break"),
            &me.token,
            json!({"expected_version": "soon"}),
        )
        .await;
    assert_problem(s, &b, StatusCode::BAD_REQUEST, "MALFORMED_JSON");
    let (s, b) =
        app.call("POST", &format!("/v1/games/{id}/pacts/1/break"), Some(&carla), None).await;
    assert_problem(s, &b, StatusCode::FORBIDDEN, "NOT_SEATED");
    assert_eq!(view(&app, &id, &me.token).await["version"], version, "nothing changed");

    // Breaking gives notice: still binding through the other's next turn (R-PCT-4).
    let (s, broken) = app
        .post(
            &format!("/v1/games/{id}/pacts/1/break"),
            &me.token,
            json!({"expected_version": version}),
        )
        .await;
    assert_eq!(s, StatusCode::OK, "{broken}");
    assert!(has_event(&broken, "pact_break_announced"));
    let (_, list) = app.get(&format!("/v1/games/{id}/pacts"), &carla).await;
    assert_eq!(list["pacts"][0]["status"]["state"], "breaking", "{list}");
    forbidden(&app).await;
    let end_turn = async |token: &str| app.act(&id, token, json!({"type": "end_turn"})).await;
    end_turn(&me.token).await;
    let (_, list) = app.get(&format!("/v1/games/{id}/pacts"), &carla).await;
    assert_eq!(
        list["pacts"].as_array().map(Vec::len),
        Some(1),
        "still binding in the other's turn"
    );
    let ended = end_turn(&other.token).await;
    assert!(
        common::each(&ended["events"])
            .any(|e| e["event"] == json!({"type": "pact_ended", "pact": 1, "reason": "broken"})),
        "{ended}"
    );
    let (_, list) = app.get(&format!("/v1/games/{id}/pacts"), &carla).await;
    assert_eq!(list["pacts"], json!([]), "the notice has run out");
}

/// A two-player position with pacts on: red to act in its attack step of
/// round 2, red holding New Zealand (4) and Tasmania (1), blue Australia
/// (4), both with 3 exchanges, and Tasmania their international zone.
/// Starts a game from a position with these seats (operators): its id.
async fn import(
    app: &TestApp,
    admin: &str,
    position: &domain::rules::Position,
    seats: Value,
) -> String {
    let body = json!({"position": position, "seats": seats});
    let (s, created) = app.post("/v1/admin/games/import", admin, body).await;
    assert_eq!(s, StatusCode::CREATED, "{created}");
    created["id"].as_str().expect("id").to_owned()
}

fn zone_position() -> domain::rules::Position {
    use domain::rules::{Game, Pact, PactStatus, PactTerms, Phase};
    use domain::{Color, GameSetup, Options, Seed};
    let options = Options { pacts: true, situation_cards: false, ..Options::default() };
    let setup = GameSetup { players: vec![Color::Red, Color::Blue], options };
    let mut p = Game::replay(&domain::start(&setup, Seed([9; 32])).expect("start")).position();
    let c = |slug: &str| Board::revancha().country_by_slug(slug).expect("slug");
    for (slug, owner, armies) in [
        ("nueva_zelanda", Color::Red, 4),
        ("tasmania", Color::Red, 1),
        ("australia", Color::Blue, 4),
    ] {
        let country = &mut p.countries[c(slug).index()];
        (country.owner, country.armies) = (owner, armies);
    }
    for pl in &mut p.players {
        pl.exchanges = 3;
    }
    p.phase = Phase::Attack { player: Color::Red };
    p.round = 2;
    p.round_order = vec![Color::Red, Color::Blue];
    p.pacts = vec![Pact {
        id: 1,
        by: Color::Red,
        to: Color::Blue,
        terms: PactTerms::Zone { country: c("tasmania") },
        status: PactStatus::InForce,
        round: 2,
        dismissable_by: None,
    }];
    p.last_pact = 1;
    p
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_zone_left_untaken_is_penalised_and_dismissed_by_the_harmed_player_r_pct_9() {
    let app = TestApp::spawn("zones").await;
    let admin = app.admin_token().await;
    let [(ana_id, ana), (beto_id, beto)] = app.accounts(["ana", "beto"]).await;
    let seats = json!([{"user_id": ana_id, "color": "red"}, {"user_id": beto_id, "color": "blue"}]);
    let id = import(&app, &admin, &zone_position(), seats).await;
    let end_turn = async |token: &str| app.act(&id, token, json!({"type": "end_turn"})).await;
    end_turn(&ana).await;
    // Blue places its armies, but never on the zone, then leaves it untaken.
    loop {
        let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), &beto).await;
        let actions = legal["actions"].as_array().expect("actions");
        assert!(!actions.iter().any(|a| a["type"] == "place" && a["country"] == "tasmania"));
        let Some(place) =
            actions.iter().filter(|a| a["type"] == "place").max_by_key(|a| a["armies"].as_u64())
        else {
            break;
        };
        app.act(&id, &beto, place.clone()).await;
    }
    let ended = end_turn(&beto).await;
    let failed = common::each(&ended["events"])
        .find(|e| e["event"]["type"] == "zone_duty_failed")
        .unwrap_or_else(|| panic!("no penalty in {ended}"))
        .clone();
    assert_eq!(failed["event"]["player"], "blue");
    assert_eq!(failed["event"]["card"], Value::Null, "no card to lose: the next is withheld");
    let v = view(&app, &id, &ana).await;
    let blue = common::each(&v["players"]).find(|p| p["color"] == "blue").expect("blue").clone();
    assert_eq!(blue["zone_card_ban"], true);
    // Only the harmed player may dismiss the zone; red does, over GraphQL.
    let (s, b) =
        app.call("POST", &format!("/v1/games/{id}/pacts/1/dismiss"), Some(&beto), None).await;
    assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "NO_ZONE_BREACH");
    assert_eq!(b["rule"], "R-PCT-9");
    let dismissed = app
        .gql_game(
            &ana,
            "mutation($g: String!) { dismissZone(gameId: $g, pact: 1) { events %Versioned } }",
            &id,
        )
        .await;
    assert!(dismissed["errors"].is_null(), "{dismissed}");
    assert_eq!(dismissed["data"]["dismissZone"]["events"][0]["event"]["reason"], "dismissed");
    let (_, list) = app.get(&format!("/v1/games/{id}/pacts"), &beto).await;
    assert_eq!(list["pacts"], json!([]));
}

/// Iran (red), Rusia (blue), Ucrania (green), Polonia (red): red to attack.
fn aggression_position() -> domain::rules::Position {
    use domain::rules::{Game, Phase};
    use domain::{Color, GameSetup, Options, Seed};
    let options = Options { pacts: true, situation_cards: false, ..Options::default() };
    let setup = GameSetup { players: vec![Color::Red, Color::Blue, Color::Green], options };
    let mut p = Game::replay(&domain::start(&setup, Seed([7; 32])).expect("start")).position();
    let c = |slug: &str| Board::revancha().country_by_slug(slug).expect("slug");
    for (slug, owner, armies) in [
        ("iran", Color::Red, 6),
        ("polonia", Color::Red, 3),
        ("rusia", Color::Blue, 6),
        ("ucrania", Color::Green, 1),
    ] {
        let country = &mut p.countries[c(slug).index()];
        (country.owner, country.armies) = (owner, armies);
    }
    p.phase = Phase::Attack { player: Color::Red };
    p.round = 2;
    p.round_order = vec![Color::Red, Color::Blue, Color::Green];
    p
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_aggression_pact_is_rolled_out_of_turn_through_the_legal_actions_r_pct_10_to_12() {
    let app = TestApp::spawn("aggression").await;
    let admin = app.admin_token().await;
    let [(ana_id, ana), (beto_id, beto), (carla_id, _carla)] =
        app.accounts(["ana", "beto", "carla"]).await;
    let seats = json!([
        {"user_id": ana_id, "color": "red"},
        {"user_id": beto_id, "color": "blue"},
        {"user_id": carla_id, "color": "green"}
    ]);
    let id = import(&app, &admin, &aggression_position(), seats).await;
    // Blue proposes over REST, out of turn; red accepts and must launch.
    let terms = json!({"kind": "aggression", "target": "ucrania", "own": "rusia", "theirs": "iran", "leader": "red"});
    let (s, b) = app
        .post(&format!("/v1/games/{id}/pacts"), &beto, json!({"to": "red", "terms": terms}))
        .await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let (s, b) =
        app.call("POST", &format!("/v1/games/{id}/pacts/1/accept"), Some(&ana), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    let legal = async |token: &str| -> Vec<Value> {
        let (_, b) = app.get(&format!("/v1/games/{id}/legal-actions"), token).await;
        b["actions"].as_array().expect("actions").clone()
    };
    let turn_only = |actions: Vec<Value>| -> Vec<Value> {
        actions.into_iter().filter(|a| !a["type"].as_str().unwrap_or("").contains("pact")).collect()
    };
    let launch = json!({"type": "launch_aggression", "pact": 1});
    assert!(legal(&ana).await.contains(&launch));
    assert!(!legal(&ana).await.contains(&json!({"type": "end_turn"})));
    let (s, b) = app
        .post(&format!("/v1/games/{id}/actions"), &ana, json!({"action": {"type": "end_turn"}}))
        .await;
    assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "AGGRESSION_PENDING");
    assert_eq!(b["rule"], "R-PCT-10");
    let launched = app
        .gql_game(
            &ana,
            "mutation($g: String!) { launchAggression(gameId: $g, pact: 1) { events %Versioned } }",
            &id,
        )
        .await;
    assert!(launched["errors"].is_null(), "{launched}");
    // Whoever must roll finds exactly their roll in their list; the other nothing.
    for _ in 0..20 {
        let v = view(&app, &id, &ana).await;
        if v["phase"]["name"] != "aggression" {
            break;
        }
        let (me, them, from) = if v["phase"]["actor"] == "red" {
            (&ana, &beto, "iran")
        } else {
            (&beto, &ana, "rusia")
        };
        let roll = json!({"type": "attack", "from": from, "to": "ucrania"});
        assert_eq!(turn_only(legal(me).await), vec![roll.clone()]);
        assert!(turn_only(legal(them).await).is_empty());
        app.act(&id, me, roll).await;
    }
    // Each ally moves in (the fewest armies here), then red's turn goes on.
    for _ in 0..2 {
        let v = view(&app, &id, &ana).await;
        if v["phase"]["name"] != "joint_move_in" {
            break;
        }
        let me = if v["current_player"] == "red" { &ana } else { &beto };
        app.act(&id, me, json!({"type": "move_in", "armies": 0})).await;
    }
    let v = view(&app, &id, &beto).await;
    let ucrania =
        common::each(&v["countries"]).find(|c| c["id"] == "ucrania").expect("ucrania").clone();
    assert!(ucrania["co_owner"].is_string(), "a condominium of the allies: {ucrania}");
    let (_, list) = app.get(&format!("/v1/games/{id}/pacts"), &beto).await;
    let states: Vec<&str> =
        common::each(&list["pacts"]).filter_map(|p| p["terms"]["kind"].as_str()).collect();
    assert_eq!(states, vec!["aggression", "condominium"], "{list}");
    // Attacking the condominium names the occupant (R-PCT-12).
    let (s, b) = app
        .post(
            &format!("/v1/games/{id}/actions"),
            &ana,
            json!({"action": {"type": "attack", "from": "polonia", "to": "ucrania"}}),
        )
        .await;
    assert_problem(s, &b, StatusCode::UNPROCESSABLE_ENTITY, "OCCUPANT_REQUIRED");
    assert_eq!(b["rule"], "R-PCT-12");
}
