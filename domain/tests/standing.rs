//! The finish order of a finished Risk-like game (SVC-RATING in
//! `docs/rules/revancha.md`), checked on whole bot games of every edition:
//! the winner first, then those still in play by countries held and then
//! armies (a missile worth 6, R-CMP-5), equals tied, then those out of
//! play, eliminated or forfeited, the latest out first.

use domain::bots::{BotLevel, decide_for};
use domain::rng::SeededRandomness;
use domain::rules::standing::finish_order;
use domain::rules::{Event, Game, GameSetup, Outcome, start_edition};
use domain::{Color, RulesetId, Seed};

const EDITIONS: [RulesetId; 3] = [RulesetId::Revancha, RulesetId::Classic, RulesetId::Junior];
const FOUR: [Color; 4] = [Color::Red, Color::Blue, Color::Green, Color::Yellow];

/// A game of greedy bots in `edition`, the colours of `forfeits` each taken
/// out of play after that many commands, to its end.
fn bots(
    edition: RulesetId,
    seed: u8,
    rounds: Option<u32>,
    forfeits: &[(u32, Color)],
) -> (Game, Vec<Event>) {
    let mut options = edition.ruleset().default_options();
    options.max_rounds = rounds;
    let setup = GameSetup { players: FOUR.to_vec(), options };
    let seed = Seed([seed; 32]);
    let mut log = start_edition(edition, &setup, seed).expect("a valid setup");
    let mut game = Game::replay(&log);
    let bot_seed = Seed([seed.0[0].wrapping_add(1); 32]);
    for commands in 0u32.. {
        assert!(commands < 50_000, "the game never ended");
        if game.is_finished() {
            break;
        }
        let mut batch = match forfeits.iter().find(|(at, _)| *at == commands) {
            Some((_, who)) => game.forfeit(*who).unwrap_or_default(),
            None => {
                let actor = game.current_player().expect("someone acts");
                let command =
                    decide_for(&game, actor, BotLevel::Greedy, &bot_seed).expect("a move");
                let mut dice = SeededRandomness::for_version(&seed, game.version());
                game.decide(actor, &command, &mut dice).expect("a listed move is accepted")
            }
        };
        let mut after = game.clone();
        for e in &batch {
            after.apply(e);
        }
        batch.extend(after.pass_forfeited(&seed));
        for e in &batch {
            game.apply(e);
        }
        log.extend(batch);
    }
    (game, log)
}

/// When each colour went out of play: the index of its first elimination
/// or forfeit in the log.
fn out_at(log: &[Event], color: Color) -> Option<usize> {
    log.iter().position(|e| {
        matches!(e, Event::PlayerEliminated { player, .. } | Event::PlayerForfeited { player, .. } if *player == color)
    })
}

/// Every property of the order the rule states, for any finished game.
fn check(game: &Game, log: &[Event]) -> Vec<Vec<Color>> {
    let order = finish_order(game, log).expect("a finished game has an order");
    let mut everyone: Vec<Color> = order.iter().flatten().copied().collect();
    everyone.sort_unstable();
    let mut seated = game.seating().to_vec();
    seated.sort_unstable();
    assert_eq!(everyone, seated, "every seat exactly once");
    let winner = match game.outcome() {
        Some(Outcome::Won { winner, .. }) => Some(winner),
        _ => None,
    };
    let places = &order[usize::from(winner.is_some())..];
    if let Some(w) = winner {
        assert_eq!(order[0], [w], "the winner alone first");
    }
    let strength = |c: Color| {
        let (armies, missiles) = game.forces(c);
        (game.country_count(c), armies + 6 * missiles)
    };
    let (in_play, out): (Vec<&Vec<Color>>, Vec<&Vec<Color>>) =
        places.iter().partition(|place| place.iter().all(|c| out_at(log, *c).is_none()));
    assert!(
        places.starts_with(&in_play.iter().map(|p| (*p).clone()).collect::<Vec<_>>()),
        "those in play before those out"
    );
    for place in &in_play {
        assert!(
            place.iter().all(|c| strength(*c) == strength(place[0])),
            "a place holds equals only"
        );
    }
    for pair in in_play.windows(2) {
        assert!(strength(pair[0][0]) > strength(pair[1][0]), "more countries, then armies, first");
    }
    for pair in out.windows(2) {
        assert_eq!((pair[0].len(), pair[1].len()), (1, 1), "each out alone at a place");
        assert!(out_at(log, pair[0][0]) > out_at(log, pair[1][0]), "the latest out first");
    }
    order
}

#[test]
fn svc_rating_a_won_game_puts_the_winner_first_and_the_eliminated_last_in_every_edition() {
    for edition in EDITIONS {
        for seed in 1..=3 {
            let (game, log) = bots(edition, seed, None, &[]);
            assert!(matches!(game.outcome(), Some(Outcome::Won { .. })), "{edition:?} {seed}: won");
            check(&game, &log);
        }
    }
}

#[test]
fn svc_rating_a_round_cap_ranks_those_in_play_by_countries_then_armies_in_every_edition_svc_round_cap()
 {
    for edition in EDITIONS {
        // Games that reach the cap (a quick common objective may end one
        // sooner, Junior's especially): three of the first seeds' games.
        let capped: Vec<(Game, Vec<Event>)> = (1..=20)
            .map(|seed| bots(edition, seed, Some(2), &[]))
            .filter(|(game, _)| game.outcome() == Some(Outcome::RoundCap))
            .take(3)
            .collect();
        assert_eq!(capped.len(), 3, "{edition:?}: three capped games");
        for (game, log) in capped {
            let order = check(&game, &log);
            assert!(order.len() >= 2);
        }
    }
}

#[test]
fn svc_rating_a_forfeit_counts_as_out_at_that_moment_svc_forfeit_svc_resign() {
    for edition in EDITIONS {
        // Red out after 5 commands, blue after 60: both rank below every
        // player still in play, blue (out later) above red.
        let (game, log) = bots(edition, 4, Some(3), &[(5, Color::Red), (60, Color::Blue)]);
        let order = check(&game, &log);
        let place = |c: Color| order.iter().position(|p| p.contains(&c)).expect("placed");
        assert_eq!(place(Color::Red), order.len() - 1, "{edition:?}: red, out first, is last");
        assert_eq!(
            place(Color::Blue),
            order.len() - 2,
            "{edition:?}: blue, out next, is above red"
        );
    }
}
