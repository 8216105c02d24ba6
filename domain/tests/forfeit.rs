//! SVC-FORFEIT (docs/rules/revancha.md): an operator takes a player out of
//! play. The forfeit is an event; the player's turns are passed by the
//! engine; the last contender wins; everything replays exactly.

use crate::common;

use common::{Ledger, check_state};
use domain::Seed;
use domain::rules::{Event, Game, GameSetup, Options, Outcome, WinReason};
use domain::sim::RandomPlayer;
use domain::{Color, rng::SeededRandomness};

fn started(players: &[Color], seed: u8) -> (Game, Seed, Vec<Event>) {
    let seed = Seed([seed; 32]);
    let setup = GameSetup { players: players.to_vec(), options: Options::default() };
    let events = domain::rules::start(&setup, seed).expect("starts");
    (Game::replay(&events), seed, events)
}

/// Plays random commands for contenders, forfeiting `victim` after
/// `forfeit_after` commands, and checks the invariants after every batch.
fn play_with_forfeit(players: &[Color], seed: u8, victim: Color, forfeit_after: usize) -> Game {
    let (mut game, seed, mut log) = started(players, seed);
    let mut ledger = Ledger::default();
    for e in &log {
        ledger.account(e);
    }
    let mut bot = RandomPlayer::new(&seed);
    let mut legal = Vec::new();
    let mut commands = 0;
    while !game.is_finished() && commands < 20_000 {
        let mut batch = if commands == forfeit_after {
            game.forfeit(victim).expect("the victim is in play")
        } else {
            let actor = game.current_player().expect("someone acts");
            assert!(game.is_contending(actor), "a forfeited player never has to act");
            game.legal_actions_into(actor, &mut legal);
            let command = bot.choose(&game, &legal).expect("a legal action").clone();
            let mut dice = SeededRandomness::for_version(&seed, game.version());
            game.decide(actor, &command, &mut dice).expect("legal actions are accepted")
        };
        let mut after = game.clone();
        for e in &batch {
            after.apply(e);
        }
        batch.extend(after.pass_forfeited(&seed));
        for e in &batch {
            ledger.account(e);
            game.apply(e);
            check_state(&game, &ledger);
        }
        log.extend(batch);
        commands += 1;
    }
    assert!(game.is_finished(), "the game ends");
    assert!(
        game.players().iter().any(|p| p.color == victim && (p.forfeited || p.eliminated)),
        "the forfeit happened before the end (pick an earlier command)"
    );
    let replayed = Game::replay(&log);
    assert_eq!(replayed.state_hash(), game.state_hash(), "the log replays to the same state");
    game
}

#[test]
fn svc_forfeit_in_a_two_player_game_makes_the_other_player_win() {
    let (game, _, _) = started(&[Color::Red, Color::Blue], 1);
    let events = game.forfeit(Color::Red).expect("red is in play");
    assert_eq!(
        events[0],
        Event::PlayerForfeited {
            player: Color::Red,
            reason: Some(domain::shared::ForfeitReason::Kicked)
        }
    );
    assert!(
        events
            .contains(&Event::GameWon { winner: Color::Blue, reason: WinReason::OthersForfeited })
    );
    assert!(
        events.iter().any(|e| matches!(e, Event::SeedRevealed { .. })),
        "the seed is revealed at the end"
    );
    let mut after = game;
    for e in &events {
        after.apply(e);
    }
    assert_eq!(
        after.outcome(),
        Some(Outcome::Won { winner: Color::Blue, reason: WinReason::OthersForfeited })
    );
}

#[test]
fn svc_forfeit_is_refused_for_absent_forfeited_or_finished_players() {
    let (game, _, _) = started(&[Color::Red, Color::Blue, Color::Black], 2);
    assert!(game.forfeit(Color::Green).is_none(), "not seated");
    let mut after = game.clone();
    for e in game.forfeit(Color::Black).expect("black is in play") {
        after.apply(&e);
    }
    assert!(after.forfeit(Color::Black).is_none(), "already forfeited");
    assert!(Game::new().forfeit(Color::Red).is_none(), "not started");
}

#[test]
fn svc_forfeited_players_turns_are_passed_and_the_game_still_ends() {
    for (seed, players, after) in [
        (3, vec![Color::Red, Color::Blue, Color::Black], 0),
        (4, vec![Color::Red, Color::Blue, Color::Black, Color::Green], 40),
        (5, vec![Color::Red, Color::Blue, Color::Black, Color::Green, Color::Yellow], 300),
        (6, vec![Color::Red, Color::Blue, Color::Black], 120),
    ] {
        let victim = players[1];
        let game = play_with_forfeit(&players, seed, victim, after);
        match game.outcome() {
            Some(Outcome::Won { winner, .. }) => {
                assert_ne!(winner, victim, "a forfeited player never wins");
            }
            other => assert!(matches!(other, Some(Outcome::RoundCap)), "{other:?}"),
        }
    }
}

#[test]
fn svc_forfeited_players_pass_by_placing_everything_and_never_attacking() {
    let game = play_with_forfeit(&[Color::Red, Color::Blue, Color::Black], 7, Color::Blue, 0);
    assert!(game.players().iter().any(|p| p.color == Color::Blue && p.forfeited));
    let (start, seed, _) = started(&[Color::Red, Color::Blue, Color::Black], 7);
    let mut g = start;
    for e in g.forfeit(Color::Blue).expect("in play") {
        g.apply(&e);
    }
    // Drive contenders with end-turn-only play: blue's passes must never attack.
    let mut bot = RandomPlayer::new(&seed);
    let mut legal = Vec::new();
    for _ in 0..400 {
        if g.is_finished() {
            break;
        }
        let passes = g.pass_forfeited(&seed);
        assert!(
            !passes
                .iter()
                .any(|e| matches!(e, Event::AttackResolved { attacker: Color::Blue, .. })),
            "a forfeited player never attacks"
        );
        for e in &passes {
            g.apply(e);
        }
        let Some(actor) = g.current_player() else { break };
        g.legal_actions_into(actor, &mut legal);
        let command = bot.choose(&g, &legal).expect("legal").clone();
        let mut dice = SeededRandomness::for_version(&seed, g.version());
        for e in g.decide(actor, &command, &mut dice).expect("accepted") {
            g.apply(&e);
        }
    }
}
