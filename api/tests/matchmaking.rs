//! Quick match over HTTP, as a client writes it (SVC-MATCH): tickets of
//! compatible sizes make the right tables, a lone ticket starts against
//! bots after its wait, a cancelled ticket is never matched, and three
//! instances taking a thousand tickets at once on one PostgreSQL (the
//! matchmaking leader forming the tables) put every ticket in exactly one
//! game.

use std::collections::{BTreeMap, BTreeSet};

use reqwest::StatusCode;
use serde_json::{Value, json};
use teg_api::config::Config;
use teg_api::startup::Application;

use crate::common;

use common::{TestApp, assert_problem, call};

/// Opens a ticket: its id.
async fn open(app: &TestApp, token: &str, body: Value) -> String {
    let (s, t) = app.post("/v1/matchmaking/tickets", token, body).await;
    assert_eq!(s, StatusCode::CREATED, "{t}");
    assert_eq!(t["status"], "waiting");
    t["id"].as_str().expect("id").to_owned()
}

/// Long-polls a ticket until it is no longer waiting (or 20 s pass).
async fn settled(http: &reqwest::Client, base: &str, token: &str, id: &str) -> Value {
    for _ in 0..4 {
        let (s, t) = call(
            http,
            "GET",
            format!("{base}/v1/matchmaking/tickets/{id}?wait=5"),
            Some(token),
            None,
        )
        .await;
        assert_eq!(s, StatusCode::OK, "{t}");
        if t["status"] != "waiting" {
            return t;
        }
    }
    panic!("ticket {id} still waits");
}

fn duel(players: (u32, u32)) -> Value {
    json!({"ruleset": "classic", "players": {"min": players.0, "max": players.1}})
}

#[tokio::test]
async fn svc_match_six_tickets_of_two_compatible_sizes_make_a_table_of_four_and_one_of_two() {
    let app = TestApp::spawn("match-six").await;
    let mut people = Vec::new();
    for (i, size) in [4, 4, 2, 4, 2, 4].into_iter().enumerate() {
        let (user, token) = app.register(&format!("player{i}")).await;
        let ticket = open(&app, &token, duel((size, size))).await;
        people.push((user, token, ticket, size));
    }
    let mut tables: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (user, token, ticket, _) in &people {
        let t = settled(&app.http, &app.base, token, ticket).await;
        assert_eq!(t["status"], "matched", "{t}");
        tables
            .entry(t["game_id"].as_str().expect("game").to_owned())
            .or_default()
            .insert(user.clone());
    }
    let sizes: BTreeSet<usize> = tables.values().map(BTreeSet::len).collect();
    assert_eq!(sizes, BTreeSet::from([2, 4]), "{tables:?}");
    for (user, token, _, size) in &people {
        let (game, seated) = tables.iter().find(|(_, s)| s.contains(user)).expect("in a game");
        assert_eq!(
            seated.len(),
            usize::try_from(*size).expect("size"),
            "each at a table of the size asked"
        );
        let (s, view) = app.get(&format!("/v1/games/{game}"), token).await;
        assert_eq!(s, StatusCode::OK);
        assert_eq!(view["status"], "playing", "started at once");
        let (_, feed) = app.get("/v1/me/events", token).await;
        let found = common::each(&feed["notices"]).filter(|n| n["type"] == "match_found").count();
        assert_eq!(found, 1, "told once: {feed}");
    }
}

#[tokio::test]
async fn svc_match_a_lone_ticket_with_bots_after_seconds_starts_against_bots() {
    let app = TestApp::spawn("match-bots").await;
    let (_, token) = app.register("loner").await;
    let mut body = duel((3, 3));
    body["bots_after_seconds"] = json!(1);
    let ticket = open(&app, &token, body).await;
    let t = settled(&app.http, &app.base, &token, &ticket).await;
    assert_eq!(t["status"], "matched", "{t}");
    let (_, view) =
        app.get(&format!("/v1/games/{}", t["game_id"].as_str().expect("game")), &token).await;
    let seats = view["game"]["seats"].as_array().expect("seats");
    assert_eq!(seats.len(), 3);
    assert_eq!(seats.iter().filter(|s| s["bot"].is_string()).count(), 2, "two bots: {view}");
    assert_eq!(view["status"], "playing");
}

#[tokio::test]
async fn svc_match_a_cancelled_ticket_is_never_matched_and_a_matched_one_stays_matched() {
    let app = TestApp::spawn("match-cancel").await;
    let [ana, beto, caro] = app.tokens(["ana", "beto", "caro"]).await;
    let first = open(&app, &ana, duel((2, 2))).await;
    let (s, cancelled) = app.delete(&format!("/v1/matchmaking/tickets/{first}"), &ana).await;
    assert_eq!((s, cancelled["status"].as_str()), (StatusCode::OK, Some("cancelled")));
    let second = open(&app, &beto, duel((2, 2))).await;
    let third = open(&app, &caro, duel((2, 2))).await;
    let b = settled(&app.http, &app.base, &beto, &second).await;
    let c = settled(&app.http, &app.base, &caro, &third).await;
    assert_eq!(b["game_id"], c["game_id"], "beto and caro together");
    let (_, a) = app.get(&format!("/v1/matchmaking/tickets/{first}"), &ana).await;
    assert_eq!(a["status"], "cancelled", "never matched: {a}");
    let (s, p) = app.delete(&format!("/v1/matchmaking/tickets/{second}"), &beto).await;
    assert_problem(s, &p, StatusCode::CONFLICT, "TICKET_MATCHED");
    let (s, p) = app.get(&format!("/v1/matchmaking/tickets/{second}"), &ana).await;
    assert_problem(s, &p, StatusCode::NOT_FOUND, "TICKET_NOT_FOUND");
    // One waiting ticket at a time; guests never rated.
    open(&app, &ana, duel((3, 3))).await;
    let (s, p) = app.post("/v1/matchmaking/tickets", &ana, duel((4, 4))).await;
    assert_problem(s, &p, StatusCode::CONFLICT, "TICKET_OPEN");
    let (_, guest) =
        app.call("POST", "/v1/auth/guest", None, Some(json!({"display_name": "Visitor"}))).await;
    let guest = guest["token"].as_str().expect("token");
    let mut rated = duel((2, 2));
    rated["rated"] = json!(true);
    let (s, p) = app.post("/v1/matchmaking/tickets", guest, rated).await;
    assert_problem(s, &p, StatusCode::FORBIDDEN, "GUEST_NOT_RATED");
    let (s, p) = app.post("/v1/matchmaking/tickets", guest, duel((7, 8))).await;
    assert_problem(s, &p, StatusCode::UNPROCESSABLE_ENTITY, "BAD_PLAYERS");
}

async fn instance(db: &str) -> String {
    // Three instances share the server's connections with the tests
    // running beside them: 12 each, as an operator would size a cluster.
    let config = Config {
        database_max_connections: 12,
        ..Config::for_local_tests(format!("postgres://postgres@127.0.0.1:5432/{db}"))
    };
    Application::spawn(config).await.expect("builds")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn svc_match_three_instances_matching_a_thousand_tickets_at_once_put_each_in_exactly_one_game()
 {
    let Some((_, db)) = common::fresh_postgres().await else { return };
    let bases = [instance(&db).await, instance(&db).await, instance(&db).await];
    let http = reqwest::Client::new();
    // A thousand guests, each opening a ticket on one of the instances, of
    // overlapping ranges, while the matchmaking leader runs (one instance
    // holds the job's lease, `leases`). The last tickets
    // opened may find no one left to sit with (a lone ticket of 3 to 5
    // never makes a table by itself: seen in CI, the 1,000th alone), so
    // each asks for bots after 12 s, past the 10 s after which tables
    // short of full are made of people: every ticket ends in a game.
    let mut opened = Vec::new();
    for chunk in (0..1000usize).collect::<Vec<_>>().chunks(50) {
        let batch = chunk.iter().map(|&i| {
            let (http, base) = (http.clone(), bases[i % 3].clone());
            async move {
                let (s, g) = call(
                    &http,
                    "POST",
                    format!("{base}/v1/auth/guest"),
                    None,
                    Some(json!({"display_name": format!("g{i}")})),
                )
                .await;
                assert_eq!(s, StatusCode::CREATED, "{g}");
                let token = g["token"].as_str().expect("token").to_owned();
                let user = g["user_id"].as_str().expect("user").to_owned();
                let range = if i % 3 == 0 {
                    json!({"min": 2, "max": 4})
                } else {
                    json!({"min": 3, "max": 5})
                };
                let (s, t) = call(
                    &http,
                    "POST",
                    format!("{base}/v1/matchmaking/tickets"),
                    Some(&token),
                    Some(
                        json!({"ruleset": "revancha", "players": range, "bots_after_seconds": 12}),
                    ),
                )
                .await;
                assert_eq!(s, StatusCode::CREATED, "{t}");
                (user, token, t["id"].as_str().expect("id").to_owned(), base)
            }
        });
        opened.extend(futures_util::future::join_all(batch).await);
    }
    // Every ticket settles, read through the instance it was not opened on.
    let mut games: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut tokens: BTreeMap<String, String> = BTreeMap::new();
    for chunk in opened.chunks(100) {
        let batch = chunk.iter().map(|(user, token, id, base)| {
            let at = bases.iter().position(|b| b == base).unwrap_or(0);
            let other = bases[(at + 1) % 3].clone();
            let http = http.clone();
            async move { (user.clone(), token.clone(), settled(&http, &other, token, id).await) }
        });
        for (user, token, t) in futures_util::future::join_all(batch).await {
            assert_eq!(t["status"], "matched", "{t}");
            let game = t["game_id"].as_str().expect("game").to_owned();
            assert!(
                games.entry(game.clone()).or_default().insert(user),
                "a person twice in one game"
            );
            tokens.entry(game).or_insert(token);
        }
    }
    assert_eq!(games.values().map(BTreeSet::len).sum::<usize>(), 1000, "every ticket in a game");
    // Each game seats exactly the people whose tickets name it: no ticket
    // was claimed by two games, and no game holds a stranger.
    let mut seated_anywhere = BTreeSet::new();
    for (game, people) in &games {
        let (s, view) =
            call(&http, "GET", format!("{}/v1/games/{game}", bases[0]), Some(&tokens[game]), None)
                .await;
        assert_eq!(s, StatusCode::OK, "{view}");
        let seats: BTreeSet<String> = common::each(&view["game"]["seats"])
            .filter(|s| s["bot"].is_null())
            .filter_map(|s| s["user_id"].as_str().map(str::to_owned))
            .collect();
        assert_eq!(&seats, people, "game {game}: its people are its tickets'");
        for person in people {
            assert!(seated_anywhere.insert(person.clone()), "{person} in two games");
        }
    }
    // Tables of 2 to 5: between 200 and 500 games.
    assert!((200..=500).contains(&games.len()), "{} games", games.len());
    // One instance made them all: the one that holds the matchmaking lease.
    let mut leaders = 0;
    for base in &bases {
        let text = common::text_at(&http, format!("{base}/metrics")).await;
        leaders += usize::from(text.lines().any(|l| l == "teg_leader{job=\"matchmaking\"} 1"));
    }
    assert_eq!(leaders, 1, "one matchmaking leader among the three");
    common::drop_postgres(&db).await;
}
