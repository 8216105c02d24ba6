//! The bots of issue 13: every level, in every edition, at every table size,
//! only ever plays a command of its legal-actions list and finishes its
//! games (a win, or the declared round cap); the same seeds replay the same
//! game; a bot decides the same whatever the other players' secrets are; the
//! exact battle odds it reads match hand-counted figures (R-ATK-2..4,
//! R-SIT-2, R-SIT-3); and the planner's habits: blockades (R-BLK-1),
//! continent defence (R-INC-2), missiles (R-MIS-3) and pacts (R-PCT-1,
//! R-PCT-4, R-PCT-10).

use crate::common;

use common::{c, load, pacts_on, put, scenario};
use domain::bots::odds::{Weather, battle, conquest};
use domain::bots::{BotGame, BotLevel, Seen, decide_for, play_bots};
use domain::rules::{Command, Event, Game, Objective, PactTerms, Phase, Secret, Viewer, view};
use domain::ruleset::REVANCHA_COMBAT;
use domain::{Board, Color, GameSetup, RulesetId, Seed};

use Color::{Blue, Green, Red};

const LEVELS: [BotLevel; 3] = BotLevel::ALL;

fn seed(tag: u8, n: u32) -> Seed {
    let mut s = [tag; 32];
    s[..4].copy_from_slice(&n.to_le_bytes());
    Seed(s)
}

/// Plays a bot game of `ruleset` with `levels` seated in turn order.
fn play(ruleset: RulesetId, levels: &[BotLevel], n: u32, pacts: bool, cap: u32) -> BotGame {
    let mut options = ruleset.ruleset().default_options();
    options.max_rounds = Some(cap);
    options.pacts = pacts;
    let setup = GameSetup { players: Color::ALL[..levels.len()].to_vec(), options };
    let seats = |g: &Game| g.seating().iter().copied().zip(levels.iter().copied()).collect();
    play_bots(ruleset, &setup, seed(1, n), &seed(2, n), seats, 1_000_000)
        .unwrap_or_else(|e| panic!("{ruleset} {levels:?} game {n}: {e:?}"))
}

#[test]
fn every_level_plays_only_listed_commands_and_finishes_in_every_edition_at_every_table_size() {
    for ruleset in RulesetId::ALL {
        let (min, max) = ruleset.ruleset().players;
        for players in min..=max {
            let tables: Vec<Vec<BotLevel>> = LEVELS
                .iter()
                .map(|&l| vec![l; players])
                .chain([(0..players).map(|i| LEVELS[i % 3]).collect()])
                .collect();
            for levels in &tables {
                for n in 0..2 {
                    // `play_bots` stops with an error on any command off the list.
                    let played = play(ruleset, levels, n, false, 100);
                    assert!(played.game.is_finished(), "{ruleset} {levels:?} game {n}");
                }
            }
        }
    }
}

#[test]
fn bots_answer_proposals_out_of_turn_and_planners_never_break_a_pact_r_pct_1_r_pct_4() {
    for ruleset in [RulesetId::Revancha, RulesetId::Classic] {
        for n in 0..6 {
            let levels = [BotLevel::Random, BotLevel::Planner, BotLevel::Greedy, BotLevel::Random];
            let played = play(ruleset, &levels, n, true, 100);
            assert!(played.game.is_finished());
            let level = |c: Color| played.seats.iter().find(|(s, _)| *s == c).map(|(_, l)| *l);
            for e in &played.events {
                if let Event::PactBreakAnnounced { by, .. } = e {
                    assert_eq!(level(*by), Some(BotLevel::Random), "{ruleset} game {n}: {e:?}");
                }
            }
        }
    }
}

#[test]
fn the_same_seeds_replay_the_same_bot_game() {
    for ruleset in RulesetId::ALL {
        let levels = [BotLevel::Planner, BotLevel::Greedy, BotLevel::Random];
        let a = play(ruleset, &levels, 7, false, 100);
        let b = play(ruleset, &levels, 7, false, 100);
        assert_eq!(a.events, b.events, "{ruleset}");
        assert_eq!(a.game, b.game);
    }
}

#[test]
fn a_different_bot_seed_changes_the_random_bots_game() {
    let mut options = RulesetId::Revancha.ruleset().default_options();
    options.max_rounds = Some(50);
    let setup = GameSetup { players: vec![Red, Blue], options };
    let seats = |g: &Game| g.seating().iter().map(|&c| (c, BotLevel::Random)).collect();
    let a = play_bots(RulesetId::Revancha, &setup, seed(1, 0), &seed(2, 0), seats, 1_000_000);
    let b = play_bots(RulesetId::Revancha, &setup, seed(1, 0), &seed(3, 0), seats, 1_000_000);
    assert_ne!(a.map(|g| g.events), b.map(|g| g.events));
}

/// States met along a bot game of `ruleset`, every `step` events (some
/// inside a command's batch).
fn positions(ruleset: RulesetId, players: usize, step: usize) -> Vec<Game> {
    let levels: Vec<BotLevel> = (0..players).map(|i| LEVELS[i % 3]).collect();
    let played = play(ruleset, &levels, 3, false, 100);
    let mut game = Game::new();
    let mut out = Vec::new();
    for (i, e) in played.events.iter().enumerate() {
        game.apply(e);
        if i % step == step - 1 && !game.is_finished() && game.round() > 0 {
            out.push(game.clone());
        }
    }
    out
}

/// `game` with every secret of the players other than `me` changed: each
/// one's first card swapped with one of the pile, and each one's
/// objectives replaced by other cards of the deck.
fn others_secrets_changed(game: &Game, me: Color) -> Option<Game> {
    let mut p = game.position();
    let rules = game.ruleset();
    let n = p.players.len();
    let Secret::Known(pile) = &mut p.pile else { return None };
    let mut changed = false;
    for (k, pl) in p.players.iter_mut().enumerate().filter(|(_, pl)| pl.color != me) {
        if let (Secret::Known(hand), Some(top)) = (&mut pl.hand, pile.get_mut(k))
            && let Some(first) = hand.first_mut()
        {
            std::mem::swap(&mut first.0, top);
            changed = true;
        }
        if let Secret::Known(objectives) = &mut pl.objectives {
            let held: Vec<u8> = objectives.iter().map(|o| o.card).collect();
            let mut others = rules
                .objectives
                .deck
                .iter()
                .filter(|d| d.dealt_at(n) && !d.is_destruction() && !held.contains(&d.card));
            for o in objectives.iter_mut() {
                if let Some(d) = others.next() {
                    *o = Objective { card: d.card, target: None };
                    changed = true;
                }
            }
        }
    }
    let events = Game::from_position(&p).ok()?;
    changed.then(|| Game::replay(&events))
}

#[test]
fn a_bots_choice_does_not_change_when_other_players_secrets_differ_r_set_2_r_exc_6() {
    let mut compared = 0;
    for (ruleset, players) in
        [(RulesetId::Revancha, 4), (RulesetId::Classic, 5), (RulesetId::Junior, 3)]
    {
        for game in positions(ruleset, players, 37) {
            // Both games start from a position, so they are at the same version.
            // (Positions are sampled event by event, so some fall inside a
            // batch, e.g. between a conquest and its continent card's return:
            // no position, since no client ever sees them; skip those.)
            let Ok(events) = Game::from_position(&game.position()) else { continue };
            let same = Game::replay(&events);
            for &me in game.seating() {
                let Some(other) = others_secrets_changed(&game, me) else { continue };
                assert_ne!(same.position(), other.position());
                for level in LEVELS {
                    for bot in 0..3 {
                        let s = seed(9, bot);
                        assert_eq!(
                            decide_for(&same, me, level, &s),
                            decide_for(&other, me, level, &s),
                            "{ruleset} {level} as {me}"
                        );
                    }
                }
                compared += 1;
            }
        }
    }
    assert!(compared > 50, "only {compared} positions compared");
}

#[test]
fn whatever_view_a_bot_is_handed_it_sees_only_what_its_player_sees_r_set_2() {
    for game in positions(RulesetId::Revancha, 3, 101) {
        for &me in game.seating() {
            let mine = view(&game, Viewer::Player(me));
            let mut all = view(&game, Viewer::Operator);
            assert!(all.secrets.is_some() && all.pile.is_some() && all.seed.is_some());
            all.you.clone_from(&mine.you);
            let seen = Seen::new(me, all, game.legal_actions(me), 0);
            assert_eq!(seen.view(), &mine);
            assert_eq!(Seen::of(&game, me).view(), &mine);
        }
    }
}

#[test]
fn levels_read_and_print_their_wire_names() {
    for level in LEVELS {
        assert_eq!(level.as_str().parse::<BotLevel>(), Ok(level));
        assert_eq!(serde_json::to_string(&level).expect("encodes"), format!("\"{level}\""));
        assert_eq!(serde_json::from_str::<BotLevel>(&format!("\"{level}\"")).ok(), Some(level));
    }
    assert_eq!(["random", "greedy", "planner"], LEVELS.map(BotLevel::as_str));
    assert!("genius".parse::<BotLevel>().is_err());
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

#[test]
fn one_die_against_one_conquers_fifteen_times_in_thirty_six_r_atk_2_r_atk_4() {
    let three = RulesetId::Classic.ruleset().combat;
    assert!(close(battle(1, 1)[1], 15.0 / 36.0));
    assert!(close(conquest(&REVANCHA_COMBAT, Weather::Calm, 2, 1), 15.0 / 36.0));
    assert!(close(conquest(&three, Weather::Calm, 2, 1), 15.0 / 36.0));
    // Two dice against one: 1 - sum over the defender's die d of (d/6)^2.
    assert!(close(battle(2, 1)[1], 125.0 / 216.0));
    // Three armies against one: two dice, and if they fail, one.
    let expected = 125.0 / 216.0 + 91.0 / 216.0 * 15.0 / 36.0;
    assert!(close(conquest(&REVANCHA_COMBAT, Weather::Calm, 3, 1), expected));
}

#[test]
fn one_army_never_attacks_and_an_empty_country_is_already_taken_r_atk_1() {
    assert!(close(conquest(&REVANCHA_COMBAT, Weather::Calm, 1, 1), 0.0));
    assert!(close(conquest(&REVANCHA_COMBAT, Weather::Calm, 1, 0), 1.0));
}

#[test]
fn two_dice_against_two_match_the_hand_counted_figures_r_atk_4() {
    // 1,296 rolls: the attacker wins both in 295, one each in 420.
    let b = battle(2, 2);
    assert!(close(b[2], 295.0 / 1296.0), "{b:?}");
    assert!(close(b[1], 420.0 / 1296.0), "{b:?}");
    assert!(close(b[0], 581.0 / 1296.0), "{b:?}");
    // Two armies against two: one die each, twice at most.
    let p = 15.0 / 36.0;
    let three = RulesetId::Classic.ruleset().combat;
    // One die against two wins in 55 of 216 rolls (1 + 4 + 9 + 16 + 25).
    assert!(close(conquest(&three, Weather::Calm, 2, 2), 55.0 / 216.0 * p));
    assert!(close(conquest(&three, Weather::Calm, 3, 2), b[2] + b[1] * p));
}

#[test]
fn revanchas_fourth_die_and_the_weather_move_the_odds_r_atk_2_r_sit_2_r_sit_3() {
    let three = RulesetId::Classic.ruleset().combat;
    let calm = conquest(&three, Weather::Calm, 6, 3);
    assert!(conquest(&REVANCHA_COMBAT, Weather::Calm, 6, 3) > calm, "the fourth die helps");
    assert!(conquest(&three, Weather::Snow, 6, 3) < calm, "snow helps the defender");
    assert!(conquest(&three, Weather::Tailwind, 6, 3) > calm, "tailwind helps the attacker");
    // The extra die never costs armies outside the fight: 2 against 1 in
    // tailwind rolls two dice and loses at most the one attack army.
    assert!(close(conquest(&three, Weather::Tailwind, 2, 1), 125.0 / 216.0));
}

#[test]
fn more_attackers_never_lower_the_odds_and_more_defenders_never_raise_them() {
    for combat in [REVANCHA_COMBAT, RulesetId::Junior.ruleset().combat] {
        for w in [Weather::Calm, Weather::Snow, Weather::Tailwind] {
            for a in 2..40 {
                for d in 1..40 {
                    let p = conquest(&combat, w, a, d);
                    assert!((0.0..=1.0).contains(&p));
                    assert!(conquest(&combat, w, a + 1, d) >= p - 1e-12, "{a} v {d}");
                    assert!(conquest(&combat, w, a, d + 1) <= p + 1e-12, "{a} v {d}");
                }
            }
        }
    }
    assert!(conquest(&REVANCHA_COMBAT, Weather::Calm, 400, 10) > 0.999);
}

/// A Revancha scenario with Red to act in its incorporation, `free` armies
/// to place.
fn incorporation(p: &mut domain::rules::Position, free: u32) {
    p.phase = Phase::Incorporation {
        player: Red,
        free,
        continent: vec![0; Board::revancha().continents.len()],
    };
}

#[test]
fn the_planner_closes_a_blockade_before_anything_else_r_blk_1() {
    let board = Board::revancha();
    let mut p = scenario(&[Red, Blue]);
    for country in &mut p.countries {
        country.owner = Blue;
        country.armies = 1;
    }
    // A Blue country with three neighbours or more, all of them Red's, one
    // of which still has a single army.
    let target = board
        .country_ids()
        .find(|&x| board.neighbours(x).len() >= 3)
        .expect("a country with three neighbours");
    let around = board.neighbours(target).to_vec();
    for (i, n) in around.iter().enumerate() {
        p.countries[n.index()].owner = Red;
        p.countries[n.index()].armies = if i == 0 { 1 } else { 3 };
    }
    incorporation(&mut p, 4);
    let game = load(&p);
    let choice = decide_for(&game, Red, BotLevel::Planner, &seed(4, 0));
    assert_eq!(choice, Some(Command::Place { country: around[0], armies: 1 }));
}

#[test]
fn the_planner_reinforces_the_threatened_border_of_a_continent_it_holds_r_inc_2() {
    let board = Board::revancha();
    let oceania = board.continent_by_slug("oceania").expect("oceania");
    let mut p = scenario(&[Red, Blue]);
    for (i, country) in p.countries.iter_mut().enumerate() {
        let inside = board.country(board.country_at(i).expect("on the board")).continent == oceania;
        country.owner = if inside { Red } else { Blue };
        country.armies = if inside { 2 } else { 1 };
    }
    // Sumatra faces a big stack across the sea.
    let border = c("sumatra");
    let outside = board
        .neighbours(border)
        .iter()
        .copied()
        .find(|&n| board.country(n).continent != oceania)
        .expect("Oceania has a way in");
    p.countries[outside.index()].armies = 9;
    incorporation(&mut p, 6);
    let game = load(&p);
    let choice = decide_for(&game, Red, BotLevel::Planner, &seed(4, 0));
    assert_eq!(choice, Some(Command::Place { country: border, armies: 1 }));
}

#[test]
fn the_planner_fires_a_missile_at_a_country_next_door_r_mis_3() {
    let mut p = scenario(&[Red, Blue]);
    put(&mut p, "nueva_zelanda", Red, 1);
    p.countries[c("nueva_zelanda").index()].missiles = 1;
    put(&mut p, "tasmania", Blue, 5);
    p.phase = Phase::Attack { player: Red };
    let game = load(&p);
    let fire = Command::FireMissile { from: c("nueva_zelanda"), to: c("tasmania") };
    assert!(game.legal_actions(Red).contains(&fire));
    assert_eq!(decide_for(&game, Red, BotLevel::Planner, &seed(4, 0)), Some(fire));
}

#[test]
fn the_planner_accepts_a_truce_from_a_stronger_player_and_refuses_an_aggression_r_pct_1_r_pct_10() {
    let mut p = pacts_on(&[Blue, Red, Green]);
    // Blue is much stronger; Red holds what its objective names (Europe and
    // South America), so no truce can cost it a country it needs.
    for country in p.countries.iter_mut().filter(|x| x.owner == Blue) {
        country.armies = 5;
    }
    let board = Board::revancha();
    for slug in ["europe", "south_america"] {
        let k = board.continent_by_slug(slug).expect("a continent");
        for &x in &board.continent(k).countries {
            p.countries[x.index()].owner = Red;
        }
    }
    let mut t = common::Table::new(&p);
    t.play(Blue, &Command::ProposePact { to: Red, terms: PactTerms::World }, &[]);
    let world = t.game.pacts()[0].id;
    let game = t.game.clone();
    assert_eq!(
        decide_for(&game, Red, BotLevel::Planner, &seed(4, 0)),
        Some(Command::AcceptPact { pact: world })
    );
    assert_eq!(
        decide_for(&game, Red, BotLevel::Greedy, &seed(4, 0)),
        Some(Command::RefusePact { pact: world })
    );
    t.play(Red, &Command::AcceptPact { pact: world }, &[]);
    // An aggression pact against Green: refused.
    let (own, theirs, target) = aggression_countries(&t.game);
    let terms = PactTerms::Aggression { target, own, theirs, leader: Blue };
    t.play(Blue, &Command::ProposePact { to: Red, terms }, &[]);
    let offer = t.game.pacts().iter().find(|p| matches!(p.terms, PactTerms::Aggression { .. }));
    let offer = offer.expect("proposed").id;
    assert_eq!(
        decide_for(&t.game, Red, BotLevel::Planner, &seed(4, 0)),
        Some(Command::RefusePact { pact: offer })
    );
    // In its own turn it never breaks the pact it accepted.
    t.play(Red, &Command::RefusePact { pact: offer }, &[]);
    t.play(Blue, &Command::EndTurn, &[]);
    for n in 0..40 {
        if t.game.current_player() != Some(Red) {
            break;
        }
        let choice = decide_for(&t.game, Red, BotLevel::Planner, &seed(5, n)).expect("acts");
        assert!(!matches!(choice, Command::BreakPact { .. }), "{choice:?}");
        t.play(Red, &choice, &[6, 6, 6, 6, 1, 1, 1, 1]);
    }
}

/// A Blue country and a Red country that both border one Green country.
fn aggression_countries(game: &Game) -> (domain::CountryId, domain::CountryId, domain::CountryId) {
    let board = game.board();
    for target in board.country_ids().filter(|&x| game.country(x).main.owner == Green) {
        let by = |color: Color| {
            board.neighbours(target).iter().copied().find(|&n| game.country(n).main.owner == color)
        };
        if let (Some(own), Some(theirs)) = (by(Blue), by(Red)) {
            return (own, theirs, target);
        }
    }
    panic!("no Green country borders both Blue and Red")
}
