//! The golden fixtures for client authors (`clients/fixtures/`): for each
//! game, one seeded game recorded from start to finish through the real
//! server, as a client sees it: the view of every seat and of a spectator
//! and each seat's legal actions at chosen versions, and every viewer's
//! event log at the end. Each exchange names the spec operation and status
//! it answers, so an SDK can decode it through its types and validate it
//! against the spec without a server.
//!
//! The games are reproducible: seeds from a label (`Config::recorded_seeds`)
//! and moves chosen by seeded bots, in a fixed order. Ids and times, which
//! are new each run, are replaced by fixed ones. The test fails when what
//! the server sends drifts from the committed files; `cargo xtask fixtures`
//! (`UPDATE_FIXTURES=1`) rewrites them.

use domain::color::Color;
use domain::rules::{Command, Event};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common;

use common::{RestPlayer, TestApp, recorded};
use recorded::seeded;

/// Who looks: a label (`seat 0`, `spectator`) and a token.
struct Viewer {
    label: String,
    token: String,
    seated: bool,
}

/// What a game's recording holds so far.
#[derive(Default)]
struct Recording {
    exchanges: Vec<Value>,
    /// Each id or token that changes every run, and what it is written as.
    renames: Vec<(String, String)>,
}

impl Recording {
    /// `GET path` as `viewer`, kept as an exchange of `operation`.
    async fn get(
        &mut self,
        app: &TestApp,
        viewer: &Viewer,
        label: &str,
        operation: &str,
        path: &str,
    ) {
        let (status, body) = app.get(path, &viewer.token).await;
        assert_eq!(status, StatusCode::OK, "{operation} {path}: {body}");
        let version = body["version"].as_u64().or_else(|| body["game"]["version"].as_u64());
        self.exchanges.push(json!({
            "label": label,
            "viewer": viewer.label,
            "version": version,
            "operation": operation,
            "status": status.as_u16(),
            "body": body,
        }));
    }

    /// Every viewer's view, and each seat's legal actions, now.
    async fn views(&mut self, app: &TestApp, id: &str, viewers: &[Viewer], label: &str) {
        for viewer in viewers {
            self.get(app, viewer, label, "getGame", &format!("/v1/games/{id}")).await;
            if viewer.seated {
                let path = format!("/v1/games/{id}/legal-actions");
                self.get(app, viewer, label, "getLegalActions", &path).await;
            }
        }
    }

    /// Every viewer's whole event log.
    async fn logs(&mut self, app: &TestApp, id: &str, viewers: &[Viewer]) {
        for viewer in viewers {
            let path = format!("/v1/games/{id}/events?since=0");
            self.get(app, viewer, "the whole game", "listEvents", &path).await;
        }
    }

    /// The recording as a fixture file's JSON, with fixed ids and times.
    fn finish(self, ruleset: &str, about: &str) -> String {
        let value = json!({"ruleset": ruleset, "about": about, "exchanges": self.exchanges});
        recorded::pretty(&recorded::fixed(&value, &self.renames))
    }
}

/// Compares a fixture with the committed file; `UPDATE_FIXTURES=1` writes it.
fn assert_committed(name: &str, generated: &str) {
    recorded::assert_committed(&format!("clients/fixtures/{name}"), generated, "UPDATE_FIXTURES");
}

/// Registers `names` and a spectator: their viewers, and the renames of
/// their ids.
async fn people(app: &TestApp, names: &[&str], rec: &mut Recording) -> Vec<Viewer> {
    let mut viewers = Vec::new();
    for (seat, name) in names.iter().chain(&["vera"]).enumerate() {
        let (user, token) = app.register(name).await;
        rec.renames.push((user, format!("user-{name}")));
        let seated = seat < names.len();
        let label = if seated { format!("seat {seat}") } else { "spectator".to_owned() };
        viewers.push(Viewer { label, token, seated });
    }
    viewers
}

/// One Risk-like edition's game of three, played by the service's greedy
/// bot for every seat: with a pact when the edition has them, and a missile
/// when it has them.
async fn risk_game(ruleset: &str, pacts: bool, missiles: bool) -> String {
    let label = format!("fixtures-{ruleset}");
    let app = seeded(&label).await;
    let mut rec = Recording::default();
    let viewers = people(&app, &["ana", "beto", "caro"], &mut rec).await;
    let mut options = json!({"max_rounds": 6});
    if pacts {
        options["pacts"] = json!(true);
    }
    let body = json!({"ruleset": ruleset, "max_players": 3, "color": "red", "options": options});
    let (s, g) = app.post("/v1/games", &viewers[0].token, body).await;
    assert_eq!(s, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().expect("id").to_owned();
    rec.renames.push((id.clone(), format!("game-{ruleset}")));
    for (viewer, color) in viewers[1..3].iter().zip(["blue", "green"]) {
        let (s, b) =
            app.post(&format!("/v1/games/{id}/join"), &viewer.token, json!({"color": color})).await;
        assert_eq!(s, StatusCode::OK, "{b}");
    }
    let (s, b) =
        app.call("POST", &format!("/v1/games/{id}/start"), Some(&viewers[0].token), None).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    rec.views(&app, &id, &viewers, "after the start").await;
    if pacts {
        let terms = json!({"to": "blue", "terms": {"kind": "world"}});
        let (s, b) = app.post(&format!("/v1/games/{id}/pacts"), &viewers[0].token, terms).await;
        assert_eq!(s, StatusCode::OK, "{b}");
        let (s, b) =
            app.post(&format!("/v1/games/{id}/pacts/1/accept"), &viewers[1].token, json!({})).await;
        assert_eq!(s, StatusCode::OK, "{b}");
        rec.views(&app, &id, &viewers, "a pact in force").await;
    }
    let colors = [Color::Red, Color::Blue, Color::Green];
    let seats: Vec<(String, Color)> =
        viewers.iter().zip(colors).map(|(v, c)| (v.token.clone(), c)).collect();
    let board = domain::RulesetId::from_slug(ruleset).expect("an edition").ruleset().board;
    let mut player = RestPlayer::new(&app, &id, board, domain::Seed([7; 32])).await;
    if missiles {
        player.prefer = Some(|c| {
            matches!(
                c,
                Command::BuyMissile { .. }
                    | Command::ConvertMissile { .. }
                    | Command::FireMissile { .. }
            )
        });
    }
    let (level, bot_seed) = (domain::rules::BotLevel::Greedy, domain::Seed([8; 32]));
    let mut middle_recorded = false;
    let bots = common::BotSeats { seats: &seats, level, seed: &bot_seed };
    while player.step_as_bots(&app, &bots).await {
        assert!(player.moves < 20_000, "the game ends");
        let news = player.news(&app).await;
        if player.prefer.is_some()
            && news
                .iter()
                .any(|e| matches!(e, Event::MissileFired { .. } | Event::MissileFiredAt { .. }))
        {
            player.prefer = None;
            rec.views(&app, &id, &viewers, "after a missile").await;
        }
        if !middle_recorded && player.moves == 150 {
            middle_recorded = true;
            rec.views(&app, &id, &viewers, "in the middle of the game").await;
        }
    }
    assert!(player.prefer.is_none(), "a missile was fired in {ruleset}");
    rec.views(&app, &id, &viewers, "finished").await;
    rec.logs(&app, &id, &viewers).await;
    let about = format!(
        "A {ruleset} game of three (ana red, beto blue, caro green) played to its end by seeded \
         greedy bots through the REST API{}{}, with a spectator (vera).",
        if pacts { ", with a world pact between red and blue" } else { "" },
        if missiles { " and a missile fired" } else { "" },
    );
    let _ = std::fs::remove_file(&app.db);
    rec.finish(ruleset, &about)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_revancha_fixture_is_what_the_server_sends() {
    assert_committed("revancha.json", &risk_game("revancha", true, true).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_classic_fixture_is_what_the_server_sends() {
    assert_committed("classic.json", &risk_game("classic", true, false).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_junior_fixture_is_what_the_server_sends() {
    assert_committed("junior.json", &risk_game("junior", false, false).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_teg2_fixture_is_what_the_server_sends() {
    use domain::teg2::bot::{Teg2Bot, play};
    let app = seeded("fixtures-teg2").await;
    let mut rec = Recording::default();
    let viewers = people(&app, &["ana", "beto", "caro"], &mut rec).await;
    // A whole game played by seeded greedy bots in the engine, imported as
    // a record up to chosen moves: each import is the game at that version.
    let setup = domain::teg2::Teg2Setup {
        game: "fixture-teg2".to_owned(),
        players: 3,
        powers: Vec::new(),
        options: domain::teg2::Teg2Options::default(),
    };
    let mut rng = domain::rng::SeededRandomness::for_version(&domain::Seed([11; 32]), 0);
    let (_, events) = play(&setup, &[Teg2Bot::Greedy; 3], &mut rng);
    // The first secret combat split committed, and its reveal (T2-SEC-1).
    let named = |e: &domain::teg2::Event, what: &str| format!("{e:?}").contains(what);
    let commit = events.iter().position(|e| named(e, "CommitSplit")).expect("a commitment");
    let reveal =
        commit + events[commit..].iter().position(|e| named(e, "RevealSplit")).expect("its reveal");
    let seating = [domain::Color::Red, domain::Color::Blue, domain::Color::Green];
    let operator = app.admin_token().await;
    let (_, me) = app.get("/v1/me", &operator).await;
    let admin = me["id"].as_str().expect("the operator's id").to_owned();
    let moments = [
        (4, "after the start"),
        (commit + 1, "a commit window open"),
        (reveal + 1, "after its reveal"),
        (events.len(), "finished"),
    ];
    for (n, (upto, label)) in moments.into_iter().enumerate() {
        let doc = domain::teg2::Teg2Position {
            format: 1,
            ruleset: "teg2".to_owned(),
            seating: seating.to_vec(),
            setup: setup.clone(),
            moves: events[1..upto].to_vec(),
            seed: domain::rules::Secret::Redacted,
        };
        let seats: Vec<Value> = seating
            .iter()
            .zip(&rec.renames)
            .map(|(c, (user, _))| json!({"user_id": user, "color": c}))
            .collect();
        if n == 0 {
            rec.renames.push((admin.clone(), "user-admin".to_owned()));
        }
        let (s, g) = app
            .post("/v1/admin/games/import", &operator, json!({"position": doc, "seats": seats}))
            .await;
        assert_eq!(s, StatusCode::CREATED, "{label}: {g}");
        let id = g["id"].as_str().expect("id").to_owned();
        rec.renames.push((id.clone(), format!("game-teg2-{n}")));
        rec.views(&app, &id, &viewers, label).await;
        if upto == events.len() {
            rec.logs(&app, &id, &viewers).await;
        }
    }
    let _ = std::fs::remove_file(&app.db);
    let about = "A TEG II game of three (basic level, the Americas board) played to its end by \
                 seeded greedy bots in the engine and imported through the operators' API at \
                 chosen moves: after the start, with a commit window open, after its reveal, and \
                 finished. Seen by every seat and a spectator (vera).";
    assert_committed("teg2.json", &rec.finish("teg2", about));
}
