//! Stored games survive the engine's changes: a Revancha game stored by the
//! engine as it stood before editions (main at f3c87a6, 2026-11-22: its
//! event log, a snapshot taken mid-game, the state hash and version it
//! reached) still decodes, replays to the same state hash, resumes from its
//! snapshot to the same state, and accepts its next action.

use domain::rules::{Event, Game};
use domain::{RulesetId, Seed, SeededRandomness};

const FIXTURE: &str = include_str!("fixtures/revancha-stored-2026-11-22.json");

struct Stored {
    events: Vec<Event>,
    snapshot: String,
    snapshot_version: u64,
    state_hash: u64,
    version: u64,
    seed: Seed,
}

fn stored() -> Stored {
    let doc: serde_json::Value = serde_json::from_str(FIXTURE).expect("the fixture is JSON");
    let events = doc["events"]
        .as_array()
        .expect("events")
        .iter()
        .map(|row| {
            let payload = row.as_str().expect("a stored payload is text");
            domain::wire::from_str(domain::Board::revancha(), payload)
                .unwrap_or_else(|e| panic!("{e}: {payload}"))
        })
        .collect();
    let seed: Vec<u8> = serde_json::from_value(doc["seed"].clone()).expect("seed");
    Stored {
        events,
        snapshot: doc["snapshot"].as_str().expect("snapshot").to_owned(),
        snapshot_version: doc["snapshot_version"].as_u64().expect("snapshot version"),
        state_hash: doc["state_hash"].as_u64().expect("hash"),
        version: doc["version"].as_u64().expect("version"),
        seed: Seed(seed.try_into().expect("32 bytes")),
    }
}

#[test]
fn a_game_stored_before_editions_replays_to_the_same_state_hash() {
    let stored = stored();
    let game = Game::replay(&stored.events);
    assert_eq!(game.version(), stored.version);
    assert_eq!(game.state_hash(), stored.state_hash, "the stored game's state hash holds");
    assert_eq!(game.ruleset().id, RulesetId::Revancha, "a log from before editions is Revancha");
    assert!(!game.is_finished());
}

#[test]
fn its_snapshot_still_decodes_and_resumes_to_the_same_state() {
    let stored = stored();
    let snapshot: Game = domain::wire::from_str(domain::Board::revancha(), &stored.snapshot)
        .expect("the old snapshot decodes");
    assert_eq!(snapshot.version(), stored.snapshot_version);
    let at = usize::try_from(stored.snapshot_version).expect("small");
    assert_eq!(snapshot, Game::replay(&stored.events[..at]));
    let mut resumed = snapshot;
    for e in &stored.events[at..] {
        resumed.apply(e);
    }
    assert_eq!(resumed.state_hash(), stored.state_hash);
}

#[test]
fn the_stored_game_accepts_its_next_action() {
    let stored = stored();
    let mut game = Game::replay(&stored.events);
    let actor = game.current_player().expect("someone is to act");
    let legal = game.legal_actions(actor);
    assert!(!legal.is_empty());
    let mut dice = SeededRandomness::for_version(&stored.seed, game.version());
    for command in &legal {
        let events = game.decide(actor, command, &mut dice).expect("a legal action is accepted");
        assert!(!events.is_empty());
    }
    let events = game.decide(actor, &legal[0], &mut dice).expect("accepted");
    for e in &events {
        game.apply(e);
    }
    assert_eq!(game.version(), stored.version + u64::try_from(events.len()).expect("few"));
}

/// The service reads stored rows as either family's events: a Revancha log
/// read that way is the same game, to the same state hash.
#[test]
fn a_stored_revancha_log_read_as_either_familys_events_is_the_same_game() {
    let doc: serde_json::Value = serde_json::from_str(FIXTURE).expect("the fixture is JSON");
    let events: Vec<domain::game::Event> = doc["events"]
        .as_array()
        .expect("events")
        .iter()
        .map(|row| {
            domain::wire::from_str(domain::Board::revancha(), row.as_str().expect("text"))
                .expect("an event")
        })
        .collect();
    let game = domain::game::Game::replay(&events);
    assert_eq!(game.kind(), domain::game::Kind::Edition(RulesetId::Revancha));
    assert_eq!(game.state_hash(), stored().state_hash);
}

/// Stored rows as either family's events, each re-encoding to the same JSON.
fn decoded_as_stored(rows: &[serde_json::Value]) -> Vec<domain::game::Event> {
    rows.iter()
        .map(|row| {
            let event: domain::game::Event =
                domain::wire::from_value(domain::Board::revancha(), row).expect("an event");
            assert_eq!(&serde_json::to_value(&event).expect("JSON"), row, "re-encoded as stored");
            event
        })
        .collect()
}

const TEG2_FIXTURE: &str = include_str!("fixtures/teg2-stored-2026-11-26.json");

/// A TEG II game stored while TEG II lived inside the Risk engine (main at
/// a42e97f, 2026-11-26: a seat handed to a bot, a clock run out under
/// `on_timeout: bot`, bots to the end) still decodes event by event,
/// re-encodes to the same JSON, and replays to the same final TEG II view
/// and version on the family seam (T2-SEC-6).
#[test]
fn a_teg2_game_stored_inside_the_risk_engine_replays_to_the_same_view_on_the_seam_t2_sec_6() {
    let doc: serde_json::Value = serde_json::from_str(TEG2_FIXTURE).expect("the fixture is JSON");
    let rows = doc["events"].as_array().expect("events");
    let events = decoded_as_stored(rows);
    let game = domain::game::Game::replay(&events);
    assert_eq!(game.kind(), domain::game::Kind::Teg2);
    assert!(game.is_finished());
    assert_eq!(game.version(), doc["version"].as_u64().expect("version"));
    let domain::game::GameView::Teg2(view) =
        domain::game::view(&game, domain::rules::Viewer::Spectator)
    else {
        panic!("a TEG II view")
    };
    assert_eq!(serde_json::to_value(&view.teg2).expect("JSON"), doc["teg2"]);
    // Snapshotted half way, as JSON, it resumes to the same state.
    let half = domain::game::Game::replay(&events[..events.len() / 2]);
    let json = serde_json::to_string(half.teg2().expect("TEG II")).expect("a snapshot");
    let back: domain::teg2::Hosted = serde_json::from_str(&json).expect("read back");
    let mut resumed = domain::game::Game::Teg2(Box::new(back));
    for e in &events[events.len() / 2..] {
        resumed.apply(e);
    }
    assert_eq!(resumed.state_hash(), game.state_hash());
}

/// Where the paired game's fixture lives.
fn paired_fixture() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/teg2-paired-stored-2026-11-27.json")
}

/// A paired TEG II game of eight (T2-VAR-5) as the service stores it since
/// seats are numbers (main at 6ad3b19, 2026-11-27): its start with no
/// colours, player 0's first step timed out under `pass`, player 3's seat
/// handed to a bot by an operator, then every seat's random bot to the end,
/// each event applied on the seam before the next is chosen.
fn record_paired_game() -> Vec<domain::game::Event> {
    use domain::game::{Event, Game, Teg2Waiting, bot_command, has_business, teg2_time_out};
    use domain::shared::{BotLevel, ControlCause, Controller, OnTimeout, SeatKey};
    use domain::teg2::{Logged, Teg2Options, Teg2Setup};
    let setup = Teg2Setup {
        game: "paired-fixture".to_owned(),
        players: 8,
        powers: Vec::new(),
        options: Teg2Options::default(),
    };
    let seed = Seed([7; 32]);
    let bots = domain::rng::bot_seed(&seed);
    let mut log = vec![Event::Teg2(Logged::start(&[], &setup, seed).expect("a paired setup"))];
    let mut game = Game::replay(&log);
    let mut keep = |game: &mut Game, events: Vec<Event>| {
        for e in events {
            game.apply(&e);
            log.push(e);
        }
    };
    let waiting = [Teg2Waiting { player: 0, bot: BotLevel::Greedy }];
    let timed_out = teg2_time_out(&game, &waiting, (OnTimeout::Pass, 3), &bots);
    keep(&mut game, timed_out);
    let seat = |n: u8| SeatKey { seat: n, color: None };
    let handed = game
        .change_control(
            seat(3),
            Controller::Bot { level: BotLevel::Random },
            ControlCause::Operator,
        )
        .expect("seat 3 is a person's");
    keep(&mut game, handed);
    for _ in 0..20_000 {
        if game.is_finished() {
            break;
        }
        let Some(key) = (0..8).map(seat).find(|&k| has_business(&game, k)) else { break };
        let command = bot_command(&game, key, BotLevel::Random, &bots).expect("a bot's command");
        let mut rng = SeededRandomness::for_version(&seed, game.version());
        let events = game.decide(key, &command, &mut rng).expect("a bot's command is legal");
        keep(&mut game, events);
    }
    assert!(game.is_finished(), "the recorded game ends");
    log
}

/// A paired TEG II game of eight stored since seats are numbers decodes
/// event by event, re-encodes to the same JSON, and replays to the same
/// final view, version and state hash, its seat events included (T2-VAR-5,
/// T2-SEC-5, T2-SEC-6). `UPDATE_FIXTURES=1` records it anew.
#[test]
fn a_paired_teg2_game_stored_with_numbered_seats_replays_to_the_same_view_t2_var_5() {
    let path = paired_fixture();
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        let events = record_paired_game();
        let game = domain::game::Game::replay(&events);
        let domain::game::GameView::Teg2(view) =
            domain::game::view(&game, domain::shared::Viewer::Spectator)
        else {
            panic!("a TEG II view")
        };
        let doc = serde_json::json!({
            "recorded": "main at 6ad3b19, 2026-11-27",
            "version": game.version(),
            "state_hash": game.state_hash().to_string(),
            "view": *view,
            "events": events,
        });
        std::fs::write(&path, serde_json::to_string_pretty(&doc).expect("JSON") + "\n")
            .expect("write the fixture");
    }
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (record it with UPDATE_FIXTURES=1)", path.display()));
    let doc: serde_json::Value = serde_json::from_str(&text).expect("the fixture is JSON");
    let rows = doc["events"].as_array().expect("events");
    let events = decoded_as_stored(rows);
    let kinds: Vec<&str> = rows.iter().filter_map(|r| r["type"].as_str()).collect();
    for kind in ["teg2_started", "teg2_timed_out", "teg2_control_changed", "teg2"] {
        assert!(kinds.contains(&kind), "the fixture holds a {kind} event");
    }
    let game = domain::game::Game::replay(&events);
    assert!(game.is_finished());
    assert_eq!(game.version(), doc["version"].as_u64().expect("version"));
    assert_eq!(game.state_hash().to_string(), doc["state_hash"].as_str().expect("hash"));
    let domain::game::GameView::Teg2(view) =
        domain::game::view(&game, domain::shared::Viewer::Spectator)
    else {
        panic!("a TEG II view")
    };
    assert_eq!(serde_json::to_value(&*view).expect("JSON"), doc["view"]);
    assert_eq!(view.teg2.as_ref().map(|t| t.tables.len()), Some(2), "both boards");
    assert_eq!(view.players.len(), 8);
    assert!(view.players.iter().all(|p| p.color.is_none()), "seats are numbers");
}
