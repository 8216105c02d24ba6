//! Property tests for the other editions: over a thousand complete
//! random-legal games of classic TEG and of TEG Junior, at every player
//! count each seats, with the invariants of the Revancha games checked
//! after every event (legal actions are accepted, refusals are not listed
//! and change nothing, views leak nothing, replay equals the live state),
//! and every game ending with a winner or at the declared round cap.

use crate::common;

use common::{Follower, LegalProbe, check_reload, series_seed};
use domain::board::Board;
use domain::rules::{Command, Event, Outcome};
use domain::sim::play_edition_with;
use domain::{Color, GameSetup, Randomness, RulesetId, Seed, SeededRandomness};

/// Rounds after which a game ends without a winner (a declared cap).
const ROUND_CAP: u32 = 150;

/// Each edition's series of seeds apart from the others' and the Revancha's.
fn seed(ruleset: RulesetId, players: usize, game: u32) -> Seed {
    let tag = 1 + u8::try_from(RulesetId::ALL.iter().position(|&r| r == ruleset).expect("known"))
        .expect("few rulesets");
    series_seed(players, game, tag)
}

/// Random commands, mostly nonsense (and ids past the board's end), to
/// probe that what `decide` refuses is never offered.
fn random_command(r: &mut SeededRandomness, board: &'static Board) -> Command {
    let c = |r: &mut SeededRandomness| common::any_country(board, r.below(80));
    match r.below(8) {
        0 => Command::Place { country: c(r), armies: r.below(20) },
        1 => Command::Attack { from: c(r), to: c(r) },
        2 => Command::FireMissile { from: c(r), to: c(r) },
        3 => Command::Regroup { from: c(r), to: c(r), armies: r.below(5), missiles: 0 },
        4 => Command::MoveIn { armies: r.below(8) },
        5 => Command::BuyMissile { country: c(r) },
        6 => Command::Exchange { cards: vec![c(r), c(r)], continents: vec![] },
        _ => Command::EndTurn,
    }
}

/// `games` seeded games of `ruleset` with `players`; returns (won, capped).
fn play_and_check(ruleset: RulesetId, players: usize, games: u32, pacts: bool) -> (u32, u32) {
    let (mut won, mut capped) = (0, 0);
    for game in 0..games {
        let s = seed(ruleset, players, game + if pacts { 50_000 } else { 0 });
        let mut options = ruleset.ruleset().default_options();
        options.max_rounds = Some(ROUND_CAP);
        options.pacts = pacts;
        let setup = GameSetup { players: Color::ALL[..players].to_vec(), options };
        let mut follower = Follower::default();
        // Every listed action accepted in one game out of 20, two sampled otherwise.
        let mut legal = LegalProbe::new(s, game % 20 == 0, pacts, random_command);
        let played = play_edition_with(ruleset, &setup, s, |before, batch| {
            legal.check(before);
            for e in batch {
                // None of the modules the edition lacks ever shows up.
                assert!(
                    !matches!(
                        e,
                        Event::MissileFired { .. }
                            | Event::MissileFiredAt { .. }
                            | Event::SituationRevealed { .. }
                            | Event::AggressionLaunched { .. }
                            | Event::CondominiumFormed { .. }
                            | Event::ContinentCardEarned { .. }
                    ),
                    "{ruleset}: {e:?}"
                );
                if let Event::AttackResolved { attacker, defender, from, to, .. } = *e {
                    assert_eq!(before.pact_forbidding(attacker, defender, from, to), None);
                }
            }
            follower.follow(batch, game % 4 == 0);
        })
        .unwrap_or_else(|e| panic!("{ruleset}, {players} players, game {game}: {e:?}"));
        follower.check_replay(&played);
        assert_eq!(played.game.ruleset().id, ruleset);
        match played.game.outcome() {
            Some(Outcome::Won { .. }) => won += 1,
            Some(Outcome::RoundCap) => {
                assert_eq!(played.game.round(), ROUND_CAP);
                capped += 1;
            }
            None => panic!("{ruleset}, {players} players, game {game} did not end"),
        }
        if game % 10 == 0 {
            assert_eq!(check_reload(&played.game).ruleset, ruleset.slug());
        }
    }
    (won, capped)
}

fn play_every_count(ruleset: RulesetId, per_count: u32) {
    let (min, max) = ruleset.ruleset().players;
    for players in min..=max {
        let (won, capped) = play_and_check(ruleset, players, per_count, false);
        assert!(won > per_count / 2, "{ruleset} with {players}: {won} won, {capped} capped");
    }
}

/// R-CLS-1..11 under random play: 1,000 games, 200 at each count from 2 to 6.
#[test]
fn classic_random_games_keep_every_invariant_at_every_player_count_r_cls_6() {
    play_every_count(RulesetId::Classic, 200);
}

/// R-JNR-1..11 under random play: 1,002 games, 334 at each count from 2 to 4.
#[test]
fn junior_random_games_keep_every_invariant_at_every_player_count_r_jnr_2() {
    play_every_count(RulesetId::Junior, 334);
}

/// R-CLS-6: with pacts on, only country pacts (between neighbours), world
/// pacts and zones are proposed, and none is ever crossed.
#[test]
fn classic_random_games_with_pacts_know_only_the_classic_pacts_r_cls_6() {
    for players in 2..=6 {
        play_and_check(RulesetId::Classic, players, 20, true);
    }
}
