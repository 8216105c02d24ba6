//! With the `serde` feature (which the API turns on), commands, events and
//! positions survive a JSON round trip unchanged, and their wire shapes are
//! the documented snake_case ones.
#![cfg(feature = "serde")]

use domain::rules::{Command, Event, Game, Position, Secret, Viewer, view, view_event};
use domain::sim::play_random_game;
use domain::{Color, GameSetup, Options, Seed};

#[test]
fn every_event_of_random_games_round_trips_through_json() {
    for n in [2, 4, 6] {
        let setup = GameSetup {
            players: Color::ALL[..n].to_vec(),
            options: Options { max_rounds: Some(40), ..Options::default() },
        };
        let played =
            play_random_game(&setup, Seed([u8::try_from(n).expect("small"); 32])).expect("plays");
        let json = serde_json::to_string(&played.events).expect("serialises");
        let back: Vec<Event> =
            domain::wire::from_str(domain::Board::revancha(), &json).expect("deserialises");
        assert_eq!(back, played.events);
        assert_eq!(Game::replay(&back), played.game);
    }
}

#[test]
fn positions_and_their_redactions_round_trip_through_json() {
    let setup = GameSetup { players: Color::ALL[..3].to_vec(), options: Options::default() };
    let played = play_random_game(&setup, Seed([3; 32])).expect("plays");
    let position = played.game.position();
    let back: Position = domain::wire::from_str(
        domain::Board::revancha(),
        &serde_json::to_string(&position).expect("ser"),
    )
    .expect("de");
    assert_eq!(back, position);
    let red = position.redacted(Viewer::Player(Color::Red));
    let json = serde_json::to_string(&red).expect("ser");
    assert!(json.contains("\"redacted\""));
    assert_eq!(
        domain::wire::from_str::<Position>(domain::Board::revancha(), &json).expect("de"),
        red
    );
}

#[test]
fn commands_have_a_tagged_snake_case_wire_shape() {
    let on = |i| domain::Board::revancha().country_at(i).expect("on the board");
    let attack = Command::Attack { from: on(3), to: on(4) };
    assert_eq!(
        serde_json::to_string(&attack).expect("ser"),
        r#"{"type":"attack","from":"labrador","to":"canada"}"#,
        "countries travel as slugs"
    );
    let back: Command = domain::wire::from_str(
        domain::Board::revancha(),
        r#"{"type":"attack","from":"labrador","to":"canada"}"#,
    )
    .expect("de");
    assert_eq!(back, attack);
    assert!(
        domain::wire::from_str::<Command>(
            domain::Board::revancha(),
            r#"{"type":"attack","from":"atlantis","to":"canada"}"#
        )
        .is_err()
    );
    let end: Command =
        domain::wire::from_str(domain::Board::revancha(), r#"{"type":"end_turn"}"#).expect("de");
    assert_eq!(end, Command::EndTurn);
    assert!(
        domain::wire::from_str::<Command>(
            domain::Board::revancha(),
            r#"{"type":"attack","from":3}"#
        )
        .is_err()
    );
}

#[test]
fn spectator_views_and_events_serialise_without_secrets() {
    let setup = GameSetup { players: Color::ALL[..4].to_vec(), options: Options::default() };
    let events = domain::start(&setup, Seed([4; 32])).expect("starts");
    let game = Game::replay(&events);
    let v = serde_json::to_value(view(&game, Viewer::Spectator)).expect("ser");
    assert!(v["you"].is_null() && v["secrets"].is_null() && v["seed"].is_null());
    for e in &events {
        let seen = view_event(e, Viewer::Spectator);
        if let Event::ObjectiveDealt { objectives, .. } = &seen {
            assert_eq!(*objectives, Secret::Redacted);
            assert!(serde_json::to_string(&seen).expect("ser").contains("redacted"));
        }
    }
}

/// Snapshots: the whole state serialises and comes back equal, hash included.
#[test]
fn game_snapshots_round_trip_through_json() {
    let setup = GameSetup { players: Color::ALL[..5].to_vec(), options: Options::default() };
    let mut states = Vec::new();
    let _ = domain::sim::play_with(&setup, Seed([8; 32]), |before, _| {
        if before.version() % 97 == 1 {
            states.push(before.clone());
        }
    })
    .expect("plays");
    assert!(states.len() > 3);
    for g in states {
        let back: Game = domain::wire::from_str(
            domain::Board::revancha(),
            &serde_json::to_string(&g).expect("ser"),
        )
        .expect("de");
        assert_eq!(back.state_hash(), g.state_hash());
        assert_eq!(back, g);
    }
}
