//! Property tests: thousands of complete random-legal games (seeded, so any
//! failure reproduces from its seed), with every invariant checked after
//! every event. 2,000 games in all: 400 for each player count from 2 to 6.

use crate::common;

use common::{Follower, LegalProbe, check_reload, series_seed};
use domain::board::Board;
use domain::rules::{Command, Event, Game, Outcome, PactTerms};
use domain::sim::play_with;
use domain::{Color, GameSetup, Options, Randomness, SeededRandomness};

const GAMES_PER_COUNT: u32 = 400;
/// Rounds after which a game ends without a winner (a declared cap).
const ROUND_CAP: u32 = 120;

/// Random commands, mostly nonsense, to probe that what `decide` refuses is
/// never offered by `legal_actions`.
fn random_command(r: &mut SeededRandomness, board: &'static Board) -> Command {
    let c = |r: &mut SeededRandomness| common::any_country(board, r.below(74));
    match r.below(12) {
        8 => Command::AcceptPact { pact: r.below(4) },
        9 => Command::BreakPact { pact: r.below(4) },
        10 => Command::RefusePact { pact: r.below(4) },
        11 => Command::ProposePact {
            to: Color::ALL[usize::try_from(r.below(6)).expect("small")],
            terms: PactTerms::Country { own: c(r), theirs: c(r) },
        },
        0 => Command::Place { country: c(r), armies: r.below(20) },
        1 => Command::Attack { from: c(r), to: c(r) },
        2 => Command::FireMissile { from: c(r), to: c(r) },
        3 => Command::Regroup { from: c(r), to: c(r), armies: r.below(5), missiles: r.below(2) },
        4 => Command::MoveIn { armies: r.below(4) },
        5 => Command::BuyMissile { country: c(r) },
        6 => Command::ConvertMissile { country: c(r) },
        _ => Command::EndTurn,
    }
}

fn play_and_check(players: usize) {
    let aggression = play_and_check_with(players, false, GAMES_PER_COUNT);
    assert_eq!(aggression, [0; 4], "no aggression without pacts");
}

/// `games` seeded games of `players`, with or without pacts; returns the
/// counts of aggressions launched, condominiums formed, allies' regroups,
/// and attacks or strikes on a condominium (R-PCT-10..12).
fn play_and_check_with(players: usize, pacts: bool, games: u32) -> [u32; 4] {
    let mut outcomes = [0u32; 3];
    let mut pact_events = 0u32;
    let mut aggression = [0u32; 4];
    for game in 0..games {
        let s = series_seed(players, game + if pacts { 50_000 } else { 0 }, 0);
        let setup = GameSetup {
            players: Color::ALL[..players].to_vec(),
            options: Options { max_rounds: Some(ROUND_CAP), pacts, ..Options::default() },
        };
        let mut follower = Follower::default();
        // Every listed action accepted in one game out of 20, two sampled otherwise.
        let mut legal = LegalProbe::new(s, game % 20 == 0, pacts, random_command);
        let played = play_with(&setup, s, |before, batch| {
            // `legal_actions` and `decide` agree (R-PCT-1 for the others).
            legal.check(before);
            // No attack or strike ever crosses a binding pact (R-PCT-3).
            for e in batch {
                match *e {
                    Event::AttackResolved { attacker, defender, from, to, .. } => {
                        assert_eq!(before.pact_forbidding(attacker, defender, from, to), None);
                        if before.country(to).co.is_some() {
                            aggression[3] += 1;
                        }
                    }
                    Event::MissileFired { from, to, .. } => {
                        let (a, d) =
                            (before.country(from).main.owner, before.country(to).main.owner);
                        assert_eq!(before.pact_forbidding(a, d, from, to), None);
                    }
                    Event::AggressionLaunched { .. } => aggression[0] += 1,
                    Event::CondominiumFormed { .. } => aggression[1] += 1,
                    Event::AllyRegroupStarted { .. } => aggression[2] += 1,
                    Event::MissileFiredAt { from, to, occupant, .. } => {
                        let shooter = before.current_player().expect("a shooter");
                        assert_eq!(before.pact_forbidding(shooter, occupant, from, to), None);
                        aggression[3] += 1;
                    }
                    Event::PactProposed { .. }
                    | Event::PactAccepted { .. }
                    | Event::PactBreakAnnounced { .. }
                    | Event::PactEnded { .. } => pact_events += 1,
                    _ => {}
                }
            }
            follower.follow(batch, game % 4 == 0);
            // Condominiums survive a position export mid-game.
            let live = &follower.live;
            if live.countries().iter().any(|c| c.co.is_some()) && live.version().is_multiple_of(16)
            {
                check_reload(live);
            }
        })
        .unwrap_or_else(|e| panic!("{players} players, game {game}: {e:?}"));
        follower.check_replay(&played);
        // The game ended with a winner or at the declared round cap, and revealed its seed.
        match played.game.outcome() {
            Some(Outcome::Won { .. }) => outcomes[0] += 1,
            Some(Outcome::RoundCap) => {
                assert_eq!(played.game.round(), ROUND_CAP);
                outcomes[1] += 1;
            }
            None => outcomes[2] += 1,
        }
        assert!(matches!(played.events.last(), Some(Event::SeedRevealed { .. })));
        assert_eq!(played.game.revealed_seed(), Some(s));
        // An exported position reloads to the same state.
        if game % 10 == 0 {
            check_reload(&played.game);
        }
    }
    assert_eq!(outcomes[2], 0, "every game ends");
    assert!(outcomes[0] > games / 2, "most games are won, not capped: {outcomes:?}");
    assert_eq!(pact_events > games, pacts, "pacts are played exactly when switched on");
    aggression
}

/// Games with pacts switched on: proposals, answers out of turn, breaks
/// and their notice, R-PCT-5 endings, and no attack across a binding pact.
const PACT_GAMES_PER_COUNT: u32 = 40;

/// [`PACT_GAMES_PER_COUNT`] games with pacts at each count of `players`: the
/// counts of [`play_and_check_with`] summed.
fn pact_games(players: std::ops::RangeInclusive<usize>) -> [u32; 4] {
    let mut total = [0; 4];
    for players in players {
        let counts = play_and_check_with(players, true, PACT_GAMES_PER_COUNT);
        total.iter_mut().zip(counts).for_each(|(t, n)| *t += n);
    }
    total
}

#[test]
fn random_games_with_pacts_keep_every_invariant_r_pct_1_to_6() {
    let total = pact_games(2..=4);
    // R-PCT-10 is reached by random legal play, not only by scenarios.
    assert!(total[0] > 0, "aggressions: {total:?}");
}

#[test]
fn random_games_of_five_and_six_with_pacts_keep_every_invariant_r_pct_10_to_12() {
    let total = pact_games(5..=6);
    assert!(total[0] > 0 && total[1] > 0, "aggressions and condominiums: {total:?}");
}

#[test]
fn two_player_random_games_keep_every_invariant() {
    play_and_check(2);
}

#[test]
fn three_player_random_games_keep_every_invariant() {
    play_and_check(3);
}

#[test]
fn four_player_random_games_keep_every_invariant() {
    play_and_check(4);
}

#[test]
fn five_player_random_games_keep_every_invariant() {
    play_and_check(5);
}

#[test]
fn six_player_random_games_keep_every_invariant() {
    play_and_check(6);
}

/// Positions exported mid-game reload to an equal state, and the game goes
/// on identically from them.
#[test]
fn positions_exported_mid_game_reload_and_continue_identically() {
    for game in 0..20 {
        let s = series_seed(4, 10_000 + game, 0);
        let setup = GameSetup { players: Color::ALL[..4].to_vec(), options: Options::default() };
        let mut states = Vec::new();
        let _ = play_with(&setup, s, |before, _| {
            if before.version() > 0 && states.len() < 40 {
                states.push(before.clone());
            }
        });
        for g in states.iter().step_by(7) {
            let reloaded = Game::replay(&Game::from_position(&g.position()).unwrap());
            let actor = g.current_player().unwrap();
            assert_eq!(reloaded.legal_actions(actor), g.legal_actions(actor));
            for cmd in g.legal_actions(actor).iter().take(3) {
                let mut d1 = SeededRandomness::for_version(&s, 7);
                let mut d2 = SeededRandomness::for_version(&s, 7);
                assert_eq!(g.decide(actor, cmd, &mut d1), reloaded.decide(actor, cmd, &mut d2));
            }
        }
    }
}
