//! TEG II's engine tests: random legal play with the usual invariants, and
//! one test per rule (named by its id) with the seed's worked examples.

use super::bot::{Memory, Seen, random_command};
use super::*;
use crate::rng::{Randomness, Seed, SeededRandomness};

fn setup(players: u8, level: PlayLevel, board: MapId) -> Teg2Setup {
    Teg2Setup {
        game: "g-test".to_owned(),
        players,
        powers: Vec::new(),
        options: Teg2Options { level, board, ..Teg2Options::default() },
    }
}

/// Every unpublished secret of other players is absent from `viewer`'s view.
fn assert_no_leak(game: &Game, viewer: Option<u8>) {
    let view = game.view(viewer);
    let mine = |seat: u8| viewer.is_some_and(|p| game.seats[usize::from(seat)].player == p);
    for table in &view.tables {
        for token in &table.tokens {
            if !token.published && !mine(token.seat) {
                assert_eq!(
                    token.kind, None,
                    "an unpublished kind of seat {} leaked to {viewer:?}",
                    token.seat
                );
            }
        }
        if let Some(w) = &table.window
            && w.yours.is_some()
        {
            assert!(
                w.participants.iter().any(|p| mine(p.seat)),
                "someone else's choice leaked to {viewer:?}"
            );
        }
    }
}

/// A reveal's choice reaches only its owner while the game is on.
fn assert_events_hide_reveals(game: &Game, batch: &[Event], players: u8) {
    for e in batch {
        let Event::Acted { seat, command } = e else { continue };
        let secret = matches!(
            command,
            Command::RevealObjective { .. }
                | Command::RevealSplit { .. }
                | Command::RevealIntercept { .. }
        );
        let owner = game.seats[usize::from(*seat)].player;
        for viewer in (0..players).map(Some).chain([None]) {
            let full = hidden_reveal(e, viewer == Some(owner), game.is_over()).is_none();
            assert_eq!(
                full,
                !secret || viewer == Some(owner) || game.is_over(),
                "{e:?} as seen by {viewer:?}"
            );
        }
    }
}

/// Plays one game with random legal actions and some timeouts; returns the
/// game and its events after checking the invariants.
fn random_game(
    players: u8,
    level: PlayLevel,
    board: MapId,
    seed: u8,
    check_every_step: bool,
) -> (Game, Vec<Event>) {
    let setup = setup(players, level, board);
    let mut events = start(&setup).expect("a valid setup");
    let mut game = Game::replay(&events).expect("the log replays");
    let mut memories: Vec<Memory> = (0..players).map(|_| Memory::default()).collect();
    let mut rng = SeededRandomness::for_version(&Seed([seed; 32]), u64::from(players));
    for step in 0.. {
        assert!(step < 200_000, "the game never ended");
        if game.is_over() {
            break;
        }
        let duties = game.duties();
        assert!(!duties.is_empty(), "a game in play waits on someone");
        let (seat, _) = duties
            [usize::try_from(rng.below(u32::try_from(duties.len()).unwrap_or(1))).unwrap_or(0)];
        let player = game.seats[usize::from(seat)].player;
        let batch = if rng.below(12) == 0 {
            vec![game.default_event(seat).expect("a seat with a duty has a default")]
        } else {
            let command = random_command(
                &Seen::of(&game, player),
                &mut rng,
                &mut memories[usize::from(player)],
            )
            .expect("a player with a duty has a legal action");
            game.decide(player, &command)
                .unwrap_or_else(|e| panic!("a legal action was refused: {e}\n{command:?}"))
        };
        for e in &batch {
            game.apply(e);
        }
        if check_every_step {
            for p in 0..players {
                assert_no_leak(&game, Some(p));
            }
            assert_no_leak(&game, None);
            assert_events_hide_reveals(&game, &batch, players);
        }
        events.extend(batch);
    }
    let replayed = Game::replay(&events).expect("the log replays");
    assert_eq!(replayed.view(None), game.view(None), "replay == live");
    let scores = game.scores.clone().expect("a finished game has a score table");
    assert_eq!(scores.seats.len(), game.seats.len());
    assert!(!scores.winners.is_empty());
    (game, events)
}

fn boards_for(players: u8) -> Vec<MapId> {
    if players > 6 { vec![MapId::Americas] } else { MapId::ALL.to_vec() }
}

fn thousand_games(level: PlayLevel) {
    let mut games = 0;
    let mut seed = 0u8;
    while games < 1000 {
        for players in PLAYER_COUNTS {
            for board in boards_for(players) {
                seed = seed.wrapping_add(1);
                random_game(players, level, board, seed, games % 50 == 0);
                games += 1;
            }
        }
    }
}

#[test]
fn a_thousand_random_basic_games_keep_every_invariant_from_2_to_12_players() {
    thousand_games(PlayLevel::Basic);
}

#[test]
fn a_thousand_random_medium_games_keep_every_invariant_from_2_to_12_players() {
    thousand_games(PlayLevel::Medium);
}

#[test]
fn a_thousand_random_advanced_games_keep_every_invariant_from_2_to_12_players() {
    thousand_games(PlayLevel::Advanced);
}

#[test]
fn random_play_reaches_every_kind_of_outcome() {
    let mut seen = std::collections::BTreeMap::<&'static str, usize>::new();
    let mut events = 0;
    let mut games = 0;
    for level in PlayLevel::ALL {
        for seed in 0..40u8 {
            for players in [2, 4, 6, 8] {
                let (game, log) = random_game(players, level, MapId::Americas, seed, false);
                events += log.len();
                games += 1;
                for r in &game.journal {
                    let name = match r {
                        Record::ObjectivesRevealed { .. } => "revealed",
                        Record::RoundStarted { .. } => "round",
                        Record::CombatFought { outcome, .. } => {
                            if outcome.losses.iter().any(|l| l.special) {
                                "special spent"
                            } else if outcome.losses.iter().any(|l| l.aircraft > 0) {
                                "aircraft fought"
                            } else {
                                "combat"
                            }
                        }
                        Record::Retreated { .. } => "retreat",
                        Record::Attrition { .. } => "attrition",
                        Record::AircraftLost { .. } => "aircraft excess",
                        Record::LevelMoved { level, .. } => match *level {
                            LEVEL_MAX => "ceiling",
                            LEVEL_MIN => "floor",
                            _ => "level",
                        },
                        Record::RocketCaptured { .. } => "capture",
                        Record::RocketIntercepted { .. } => "interception",
                        Record::RocketExploded { .. } => "explosion",
                        Record::RocketDismantled { .. } => "dismantled",
                        Record::Scored => "scored",
                    };
                    *seen.entry(name).or_default() += 1;
                }
            }
        }
    }
    assert!(events > games * 50, "{games} games, {events} events: {seen:?}");
    for kind in [
        "revealed",
        "round",
        "combat",
        "special spent",
        "aircraft fought",
        "retreat",
        "attrition",
        "aircraft excess",
        "level",
        "ceiling",
        "floor",
        "capture",
        "interception",
        "explosion",
        "dismantled",
        "scored",
    ] {
        assert!(seen.get(kind).copied().unwrap_or(0) > 0, "random play never reached: {kind}");
    }
}

#[test]
fn a_games_log_round_trips_through_json_and_replays_the_same_t2_sec_6() {
    let (game, events) = random_game(4, PlayLevel::Advanced, MapId::OldWorld, 9, false);
    let json = serde_json::to_string(&events).expect("serialise");
    let back: Vec<Event> = serde_json::from_str(&json).expect("parse");
    assert_eq!(back, events);
    assert_eq!(Game::replay(&back).expect("the log replays").view(None), game.view(None));
    let command: Command =
        serde_json::from_str(r#"{"action":"commit_split","power":"usa","commitment":"ab"}"#)
            .expect("parse");
    assert_eq!(command, Command::CommitSplit { power: Power::Usa, commitment: "ab".into() });
    let view = serde_json::to_value(game.view(Some(0))).expect("view");
    assert!(view["tables"][0]["tokens"].as_array().is_some_and(|t| !t.is_empty()));
}

#[test]
fn token_kinds_read_the_same_on_the_wire_and_in_commitments_t2_sec_2() {
    for kind in TokenKind::ALL {
        assert_eq!(serde_json::to_value(kind).expect("json"), serde_json::json!(kind.slug()));
    }
}

#[test]
fn service_run_bots_finish_games_without_memory_and_every_reveal_matches_svc_bots() {
    use super::bot::{Teg2Bot, service_command};
    for (level, bot) in [
        (PlayLevel::Basic, Teg2Bot::Random),
        (PlayLevel::Medium, Teg2Bot::Greedy),
        (PlayLevel::Advanced, Teg2Bot::Greedy),
    ] {
        for players in [2u8, 3, 5] {
            let setup = setup(players, level, MapId::Americas);
            let mut game =
                Game::replay(&start(&setup).expect("valid")).expect("a fresh log replays");
            let seed = Seed([players; 32]);
            let mut steps = 0;
            while !game.is_over() {
                steps += 1;
                assert!(steps < 100_000);
                let (seat, _) = game.duties()[0];
                let player = game.seats[usize::from(seat)].player;
                let command =
                    service_command(&Seen::of(&game, player), bot, &seed).expect("a command");
                let events =
                    game.decide(player, &command).unwrap_or_else(|e| panic!("{e}: {command:?}"));
                for e in &events {
                    game.apply(e);
                }
            }
            assert!(
                game.journal.iter().all(|r| !matches!(
                    r,
                    Record::CombatFought { defaulted: [true, _] | [_, true], .. }
                )),
                "a bot's reveal never falls back to the default"
            );
        }
    }
}

/// T2-SEC-6: replaying reproduces every result, and a damaged log (a region
/// no board has, a seat or player the game lacks, a second start) is
/// refused with the event's place, never a panic; the fold takes such an
/// event as nothing.
#[test]
fn a_damaged_log_is_refused_by_replay_and_folds_as_nothing_t2_sec_6() {
    let (_, events) = random_game(3, PlayLevel::Basic, MapId::Americas, 7, false);
    let acted = events
        .iter()
        .position(|e| matches!(e, Event::Acted { command: Command::PlaceObjective { .. }, .. }))
        .expect("a placement");
    let mut damaged = events[..=acted].to_vec();
    if let Event::Acted { command: Command::PlaceObjective { region, .. }, .. } =
        &mut damaged[acted]
    {
        "atlantis".clone_into(region);
    }
    let error = Game::replay(&damaged).expect_err("an unknown region");
    assert_eq!(error.index, Some(acted), "{error}");
    assert!(error.message.contains("atlantis"), "{error}");
    let before = Game::replay(&damaged[..acted]).expect("the log before it replays");
    let mut folded = before.clone();
    folded.apply(&damaged[acted]);
    assert_eq!(folded.tables, before.tables, "a damaged event changes no board");
    for bad in [
        Event::Acted { seat: 99, command: Command::EndTurn { power: Power::Usa } },
        Event::Defaulted { seat: 99 },
        Event::Forfeited { player: 42, reason: None },
        events[0].clone(),
    ] {
        let mut log = events[..acted].to_vec();
        log.push(bad.clone());
        let error = Game::replay(&log).expect_err("a damaged event");
        assert_eq!(error.index, Some(acted), "{bad:?}: {error}");
        let mut folded = before.clone();
        folded.apply(&bad);
        assert_eq!(folded.tables, before.tables, "{bad:?} changes nothing");
    }
    assert!(Game::replay(&events[1..]).is_err(), "a log without its start");
    assert!(Game::replay(&[]).is_err(), "an empty log");
}
