//! Rule tests for TEG Junior (`docs/rules/junior.md`, R-JNR-1..11): the
//! project's 32-country board, 2 to 4 players and the deal, goals that count
//! countries or a secret objective never fulfilled at the deal, one
//! placement of 6 and a turn order that never rotates, dice, any number of
//! armies into a conquest, a turn without Revancha's modules, 4 armies a
//! turn, each continent's bonus once per player, any two cards for 4 armies,
//! and a victory that ends the game at once.
//!
//! Games are started with `start_edition` or loaded from Junior positions
//! built here (the shared helpers build Revancha positions), and driven only
//! through `decide`/`apply`, `legal_actions` and the events.

use crate::common;

use std::collections::BTreeSet;

use common::edition::{
    Edition, OptionChange, battle, dice_counts, incorporation_of, load, order_from_first, owned_by,
    play, player_mut, refusal, rounds_started, turn_passed_to, won,
};
use domain::rules::{
    Command, DiceOffPurpose, Event, Game, Incorporation, Objective, Phase, Position, RuleViolation,
    Secret, SetupError, WinReason, start_edition,
};
use domain::rules::{Outcome, PactTerms};
use domain::{Color, CountryId, RulesetId, ScriptedDice, Seed};

use Color::{Black, Blue, Red, White};

// ---- helpers ---------------------------------------------------------------

/// The edition these tests play; its helpers name countries of the Junior
/// board by slug. Its positions (`JUNIOR.table`) seat nobody holding a
/// secret objective, as when the deck ran out (R-JNR-3).
const JUNIOR: Edition = Edition(RulesetId::Junior);

/// How many cards were drawn.
fn drawn(events: &[Event]) -> usize {
    events.iter().filter(|e| matches!(e, Event::CardDrawn { .. })).count()
}

fn owned_mask(owners: &[Color], color: Color) -> u128 {
    owners.iter().enumerate().filter(|(_, o)| **o == color).fold(0, |m, (i, _)| m | (1 << i))
}

/// Places every army `who` still has to place: a continent's bonus in
/// that continent, the rest on their first country.
fn place_everything(g: &mut Game, who: Color) {
    while let Phase::Incorporation { player, free, continent } = g.phase().clone() {
        if player != who {
            return;
        }
        let pool = continent.iter().enumerate().find(|(_, n)| **n > 0).map(|(k, n)| (k, *n));
        let (country, armies) = match pool {
            Some((k, n)) => {
                let inside = owned_by(g, who)
                    .into_iter()
                    .find(|&id| JUNIOR.board().country(id).continent.index() == k)
                    .expect("a country of the continent");
                (inside, n)
            }
            None if free > 0 => (owned_by(g, who)[0], free),
            None => return,
        };
        play(g, who, &Command::Place { country, armies }, &[]);
    }
}

/// Checks a scenario cannot end by accident: nobody holds the country goal
/// even after white takes `conquests` more countries.
fn assert_far_from_the_goal(g: &Game, conquests: u32) {
    let goal = g.country_goal().expect("Junior always has a country goal");
    for p in g.players() {
        let most = g.country_count(p.color) + if p.color == White { conquests } else { 0 };
        assert!(most < goal, "{} could reach {most} of {goal} countries", p.color);
    }
}

// ---- R-JNR-1: the board ------------------------------------------------------

/// R-JNR-1: 32 countries in North America, South America, Europe, Asia,
/// Africa and Oceania; Argentina borders Brazil and not Mexico; a bridge
/// joins Turkey and Egypt; every continent has 3 countries or more and can
/// be reached from every other.
#[test]
fn the_junior_board_has_thirty_two_countries_in_six_continents_r_jnr_1() {
    let (events, g) = JUNIOR.new_game(&[White, Black, Red], 1);
    let Some(Event::GameStarted(start)) = events.first() else { panic!("the game starts") };
    assert_eq!(start.ruleset, "junior");
    let b = g.board();
    assert_eq!(b.len(), 32);
    let slugs: Vec<&str> = b.continents.iter().map(|k| k.slug.as_str()).collect();
    assert_eq!(slugs, ["north_america", "south_america", "europe", "asia", "africa", "oceania"]);
    assert!(b.continents.iter().all(|k| k.countries.len() >= 3));
    assert_eq!(b.continents.iter().map(|k| k.countries.len()).sum::<usize>(), 32);
    assert!(b.borders(JUNIOR.c("argentina"), JUNIOR.c("brasil")));
    assert!(!b.borders(JUNIOR.c("argentina"), JUNIOR.c("mexico")));
    assert!(b.borders(JUNIOR.c("turquia"), JUNIOR.c("egipto")));
    let (t, e) = (JUNIOR.c("turquia"), JUNIOR.c("egipto"));
    assert!(b.sea_bridges.contains(&(t.min(e), t.max(e))), "Turkey and Egypt by a bridge");
    assert_ne!(b.country(t).continent, b.country(e).continent);
    // Every country, hence every continent, is reached from Canada.
    let mut reached = JUNIOR.c("canada").bit();
    loop {
        let next = b
            .country_ids()
            .filter(|id| reached & id.bit() != 0)
            .fold(reached, |m, id| m | b.neighbour_mask(id));
        if next == reached {
            break;
        }
        reached = next;
    }
    assert_eq!(reached, b.all_mask());
    // Neighbours are symmetric, whether frontier or bridge.
    for a in b.country_ids() {
        for z in b.country_ids() {
            assert_eq!(b.borders(a, z), b.borders(z, a));
        }
    }
}

// ---- R-JNR-2: players and the deal -------------------------------------------

/// R-JNR-2: a Junior game seats 2 to 4 players.
#[test]
fn junior_seats_two_to_four_players_r_jnr_2() {
    let five = [White, Black, Red, Blue, Color::Yellow];
    let err =
        start_edition(JUNIOR.0, &JUNIOR.setup(&five), Seed([1; 32])).expect_err("five refused");
    assert_eq!(err, SetupError::EditionPlayerCount { players: 5, min: 2, max: 4 });
    assert_eq!(err.code(), "PLAYER_COUNT");
    let one =
        start_edition(JUNIOR.0, &JUNIOR.setup(&[White]), Seed([1; 32])).expect_err("one refused");
    assert_eq!(one.code(), "PLAYER_COUNT");
    for n in 2..=4 {
        assert!(
            start_edition(JUNIOR.0, &JUNIOR.setup(&five[..n]), Seed([1; 32])).is_ok(),
            "{n} players"
        );
    }
}

/// R-JNR-2: every card is dealt: 16 each with 2 players, 10 each with 3
/// and the 2 left over to the two highest rolls, 8 each with 4; one army
/// on every country, and the cards gathered into the draw pile.
#[test]
fn the_deal_gives_sixteen_ten_or_eight_countries_r_jnr_2() {
    for seed in 0..10 {
        for (players, share) in
            [(&[White, Black][..], 16), (&[White, Black, Red], 10), (&[White, Black, Red, Blue], 8)]
        {
            let (events, g) = JUNIOR.new_game(players, seed);
            let leftover = events.iter().find_map(|e| match e {
                Event::DiceOff { purpose: DiceOffPurpose::LeftoverCountries, winners, .. } => {
                    Some(winners.clone())
                }
                _ => None,
            });
            let winners = leftover.unwrap_or_default();
            assert_eq!(winners.len(), if players.len() == 3 { 2 } else { 0 });
            if let [a, b] = winners[..] {
                assert_ne!(a, b, "two different players take the leftovers");
            }
            for &p in players {
                let extra = u32::from(winners.contains(&p));
                assert_eq!(g.country_count(p), share + extra, "{p} of {}", players.len());
            }
            assert!(g.countries().iter().all(|x| x.main.armies == 1));
            assert_eq!(g.pile_len(), 32, "the cards are gathered into the pile");
            assert!(g.players().iter().all(|p| p.hand.is_empty()));
        }
    }
}

// ---- R-JNR-3: goals ----------------------------------------------------------

/// R-JNR-3: with 2 players nobody draws a secret objective; 20 countries
/// win, 19 do not.
#[test]
fn two_player_junior_has_no_secret_objectives_and_twenty_countries_win_r_jnr_3() {
    for seed in 0..5 {
        let (events, g) = JUNIOR.new_game(&[White, Black], seed);
        assert!(!events.iter().any(|e| matches!(e, Event::ObjectiveDealt { .. })));
        assert!(g.players().iter().all(|p| p.objectives.is_empty()));
        assert_eq!(g.country_goal(), Some(20));
    }
    for (white, wins) in [(18, false), (19, true)] {
        let mut p = JUNIOR.table(&[White, Black]);
        JUNIOR.share_map(&mut p, White, "brasil", white - 1, &["argentina"], &[Black]);
        JUNIOR.put(&mut p, "argentina", Black, 1);
        let mut g = load(&p);
        let events = JUNIOR.conquer(&mut g, White, "brasil", "argentina");
        let expected = wins.then_some((White, WinReason::CommonObjective));
        assert_eq!(won(&events), expected, "{} countries", white + 1);
    }
}

/// R-JNR-3: 14 countries win with 3 players and 12 with 4, at once; one
/// fewer does not.
#[test]
fn fourteen_countries_win_with_three_players_and_twelve_with_four_r_jnr_3() {
    for (players, goal) in [(&[White, Black, Red][..], 14_usize), (&[White, Black, Red, Blue], 12)]
    {
        let (_, g) = JUNIOR.new_game(players, 1);
        assert_eq!(g.country_goal(), Some(u32::try_from(goal).expect("small")));
        for (before, wins) in [(goal - 2, false), (goal - 1, true)] {
            let mut p = JUNIOR.table(players);
            JUNIOR.share_map(&mut p, White, "brasil", before - 1, &["argentina"], &players[1..]);
            JUNIOR.put(&mut p, "argentina", Black, 1);
            let mut g = load(&p);
            assert_eq!(g.country_count(White), u32::try_from(before).expect("small"));
            let events = JUNIOR.conquer(&mut g, White, "brasil", "argentina");
            let expected = wins.then_some((White, WinReason::CommonObjective));
            assert_eq!(won(&events), expected, "{} countries of {}", before + 1, players.len());
            assert_eq!(g.is_finished(), wins);
        }
    }
}

/// R-JNR-3: with 3 or 4 players each draws one card marked for that count,
/// never one already fulfilled by the countries dealt.
#[test]
fn junior_objectives_are_marked_for_the_table_and_never_fulfilled_at_the_deal_r_jnr_3() {
    let rules = JUNIOR.ruleset();
    let marked: [(usize, BTreeSet<u8>); 2] = [
        (3, [1, 2, 3, 4, 5, 10, 11, 12].into_iter().collect()),
        (4, [6, 7, 8, 9, 10, 11, 12].into_iter().collect()),
    ];
    for (n, cards) in &marked {
        let players = &[White, Black, Red, Blue][..*n];
        let mut seen = BTreeSet::new();
        for seed in 0..=255 {
            let (events, _) = JUNIOR.new_game(players, seed);
            let owners = events
                .iter()
                .find_map(|e| match e {
                    Event::CountriesDealt { owners } => Some(owners.clone()),
                    _ => None,
                })
                .expect("a deal");
            let mut dealt = BTreeSet::new();
            for e in &events {
                let Event::ObjectiveDealt { player, objectives: Secret::Known(os) } = e else {
                    continue;
                };
                let owned = owned_mask(&owners, *player);
                assert!(os.len() <= 1, "one card each");
                for o in os {
                    assert!(cards.contains(&o.card), "card {} with {n} players", o.card);
                    assert_eq!(o.target, None, "occupation cards only");
                    assert!(dealt.insert(o.card), "card {} dealt twice", o.card);
                    seen.insert(o.card);
                    let def = rules.objective(o.card).expect("a card");
                    assert!(
                        !def.occupation_met(JUNIOR.board(), owned),
                        "{player} was dealt card {}, already fulfilled (seed {seed})",
                        o.card
                    );
                }
            }
            assert_eq!(
                events.iter().filter(|e| matches!(e, Event::ObjectiveDealt { .. })).count(),
                *n
            );
        }
        assert_eq!(&seen, cards, "every card for {n} players is dealt at some table");
    }
}

/// The values that make the engine's Fisher–Yates shuffle of the board's
/// countries (from the last place down, each swapped with a place drawn
/// below it) come out as `target`.
fn shuffle_script(target: &[CountryId]) -> Vec<u32> {
    let mut items: Vec<CountryId> = JUNIOR.board().country_ids().collect();
    let mut script = Vec::new();
    for i in (1..items.len()).rev() {
        let j = items.iter().position(|&x| x == target[i]).expect("a country of the board");
        assert!(j <= i, "each place is drawn once");
        script.push(u32::try_from(j).expect("small"));
        items.swap(i, j);
    }
    assert_eq!(items, target);
    script
}

/// R-JNR-3: a card already fulfilled by the countries dealt is put out of
/// the game and the player draws again. The deal is scripted: white is
/// dealt Asia and 4 countries of Europe, which fulfil card 10 (Asia and 4
/// of Europe), and card 10 is the first card drawn for white.
#[test]
fn a_card_fulfilled_at_the_deal_is_put_aside_and_another_drawn_r_jnr_3() {
    let players = [White, Black, Red];
    let europe4 = ["islandia", "gran_bretana", "espana", "francia"];
    let whites: Vec<CountryId> =
        JUNIOR.continent_slugs("asia").into_iter().chain(europe4).map(|s| JUNIOR.c(s)).collect();
    assert_eq!(whites.len(), 10);
    // White takes every third card of the first 30; the rest in board order.
    let mut rest = JUNIOR.board().country_ids().filter(|id| !whites.contains(id));
    let mut whites_left = whites.iter().copied();
    let target: Vec<CountryId> = (0..32)
        .map(|i| {
            if i % 3 == 0 && i < 30 { whites_left.next() } else { rest.next() }.expect("32 cards")
        })
        .collect();
    let mut script = vec![2, 1]; // the seating stays white, black, red
    script.extend(shuffle_script(&target));
    script.extend([1, 6, 5]); // the leftover cards go to black and red
    script.extend([5]); // card 10, sixth of the cards for 3 players
    script.extend([0, 0, 0]); // the next cards drawn
    script.extend([6, 5, 4]); // white starts
    let events = domain::rules::start_edition_with(
        JUNIOR.0,
        &JUNIOR.setup(&players),
        Seed([9; 32]),
        &mut ScriptedDice::new(script),
    )
    .expect("a valid Junior setup");
    let g = Game::replay(&events);
    // The deal came out as planned.
    assert_eq!(g.seating(), players);
    let white_mask = whites.iter().fold(0, |m, id| m | id.bit());
    assert_eq!(g.owned_mask(White), white_mask, "the scripted deal");
    let rules = JUNIOR.ruleset();
    let ten = rules.objective(10).expect("card 10");
    assert!(ten.occupation_met(JUNIOR.board(), white_mask), "card 10 is fulfilled at the deal");
    // White holds another card, one that is not fulfilled.
    let white = &g.player(White).expect("white").objectives;
    assert_eq!(white.len(), 1, "white draws again");
    assert_ne!(white[0].card, 10, "the fulfilled card is put aside");
    let def = rules.objective(white[0].card).expect("a card");
    assert!(def.dealt_at(3) && !def.occupation_met(JUNIOR.board(), white_mask));
    // Card 10 is out of the game: nobody holds it.
    assert!(g.players().iter().all(|p| p.objectives.iter().all(|o| o.card != 10)));
}

/// R-JNR-3: with 3 players a secret objective (card 2: North America and
/// South America) wins with fewer than 14 countries.
#[test]
fn a_secret_objective_wins_a_three_player_game_r_jnr_3() {
    let mut p = JUNIOR.table(&[White, Black, Red]);
    let whites: Vec<&str> = JUNIOR
        .continent_slugs("north_america")
        .into_iter()
        .chain(["colombia", "peru", "chile"])
        .collect();
    let mut dealt = 0;
    for (i, country) in p.countries.iter_mut().enumerate() {
        if whites.iter().any(|s| JUNIOR.c(s).index() == i) {
            country.owner = White;
        } else {
            country.owner = if dealt % 2 == 0 { Black } else { Red };
            dealt += 1;
        }
    }
    JUNIOR.put(&mut p, "brasil", White, 10);
    JUNIOR.put(&mut p, "argentina", Black, 1);
    player_mut(&mut p, White).objectives = Secret::Known(vec![Objective { card: 2, target: None }]);
    let mut g = load(&p);
    let events = JUNIOR.conquer(&mut g, White, "brasil", "argentina");
    assert_eq!(g.country_count(White), 11);
    assert_eq!(won(&events), Some((White, WinReason::SecretObjective)));
}

// ---- R-JNR-4: the first round ------------------------------------------------

/// R-JNR-4: each player places 6 armies once, in seating order from the
/// first player; every round then starts with the first player, in the
/// same order: the order never rotates.
#[test]
fn one_placement_of_six_each_and_an_order_that_never_rotates_r_jnr_4() {
    let (start, mut g) = JUNIOR.new_game(&[White, Black, Red, Blue], 3);
    let order = order_from_first(&g);
    let first = owned_by(&g, order[0])[0];
    let seven = Command::Place { country: first, armies: 7 };
    assert_eq!(refusal(&g, order[0], &seven).code(), "QUANTITY_OUT_OF_RANGE");
    let mut events = start;
    while let Phase::InitialPlacement { player, remaining, .. } = g.phase().clone() {
        // Spread over two countries: allowed.
        let mine = owned_by(&g, player);
        events.extend(play(&mut g, player, &Command::Place { country: mine[0], armies: 2 }, &[]));
        let rest = remaining - 2;
        events.extend(play(
            &mut g,
            player,
            &Command::Place { country: mine[1], armies: rest },
            &[],
        ));
    }
    let placements: Vec<(u8, Color, u32)> = events
        .iter()
        .filter_map(|e| match e {
            Event::PlacementStarted { round, player, armies } => Some((*round, *player, *armies)),
            _ => None,
        })
        .collect();
    let expected: Vec<(u8, Color, u32)> = order.iter().map(|&p| (1, p, 6)).collect();
    assert_eq!(placements, expected, "one placement of 6 each");
    for &p in &order {
        assert_eq!(g.forces(p).0, g.country_count(p) + 6);
    }
    // Four rounds of turns with no attack.
    while g.round() <= 4 {
        let who = g.current_player().expect("someone acts");
        place_everything(&mut g, who);
        events.extend(play(&mut g, who, &Command::EndTurn, &[0]));
    }
    let rounds = rounds_started(&events);
    let expected: Vec<(u32, Vec<Color>)> = (1..=5).map(|r| (r, order.clone())).collect();
    assert_eq!(rounds, expected);
}

// ---- R-JNR-5: attacking ------------------------------------------------------

/// White's Brasil with `brasil` armies next to black's Argentina with
/// `argentina`, at a table of three.
fn brasil_against_argentina(brasil: u32, argentina: u32) -> Game {
    let mut p = JUNIOR.table(&[White, Black, Red]);
    JUNIOR.put(&mut p, "brasil", White, brasil);
    JUNIOR.put(&mut p, "argentina", Black, argentina);
    load(&p)
}

fn dice_rolled(attacker: u32, defender: u32) -> (usize, usize) {
    let mut g = brasil_against_argentina(attacker, defender);
    let events = play(&mut g, White, &JUNIOR.attack("brasil", "argentina"), &[3; 8]);
    dice_counts(&events)
}

/// R-JNR-5: the attacker rolls 1 die with 2 armies, 2 with 3, 3 with 4 or
/// more; the defender one per army, at most 3; never a fourth die.
#[test]
fn attackers_roll_one_two_or_three_dice_and_defenders_at_most_three_r_jnr_5() {
    assert_eq!(dice_rolled(2, 1), (1, 1));
    assert_eq!(dice_rolled(3, 2), (2, 2));
    assert_eq!(dice_rolled(4, 3), (3, 3));
    assert_eq!(dice_rolled(10, 3), (3, 3), "no fourth die against three");
    assert_eq!(dice_rolled(20, 8), (3, 3));
    assert_eq!(dice_rolled(2, 6), (1, 3));
    // A country of one army cannot attack.
    let g = brasil_against_argentina(1, 1);
    assert_eq!(
        refusal(&g, White, &JUNIOR.attack("brasil", "argentina")).code(),
        "NO_ATTACK_ARMIES"
    );
}

/// R-JNR-5: highest against highest, the defender winning ties; each lost
/// pair costs one army.
#[test]
fn junior_dice_pair_off_high_to_low_and_ties_go_to_the_defender_r_jnr_5() {
    let mut g = brasil_against_argentina(4, 2);
    // 4 1 6 against 2 4: sorted, 6 meets 4 and 4 meets 2; the 1 is left out.
    let events = play(&mut g, White, &JUNIOR.attack("brasil", "argentina"), &[4, 1, 6, 2, 4]);
    assert_eq!(battle(&events), (vec![6, 4, 1], vec![4, 2], 0, 2));
    // 5 5 3 against 5 5: both pairs tie, the attacker loses two.
    let mut g = brasil_against_argentina(4, 2);
    let events = play(&mut g, White, &JUNIOR.attack("brasil", "argentina"), &[5, 3, 5, 5, 5]);
    let (.., attacker_losses, defender_losses) = battle(&events);
    assert_eq!((attacker_losses, defender_losses), (2, 0));
    assert_eq!(g.country(JUNIOR.c("brasil")).main.armies, 2);
}

// ---- R-JNR-6: conquest -------------------------------------------------------

/// R-JNR-6: after a conquest the attacker may move in any number of armies
/// as long as one stays behind, not just 2 more.
#[test]
fn any_number_of_armies_may_follow_into_a_conquest_r_jnr_6() {
    let mut g = brasil_against_argentina(10, 1);
    play(&mut g, White, &JUNIOR.attack("brasil", "argentina"), &[6, 6, 6, 1]);
    // The first army moved in with the roll: 9 behind, 8 may follow.
    assert_eq!(g.country(JUNIOR.c("argentina")).main.armies, 1);
    assert_eq!(g.country(JUNIOR.c("brasil")).main.armies, 9);
    assert!(matches!(g.phase(), Phase::MoveIn { max: 8, .. }), "{:?}", g.phase());
    let legal = g.legal_actions(White);
    assert!(legal.contains(&Command::MoveIn { armies: 8 }), "{legal:?}");
    assert!(legal.contains(&Command::MoveIn { armies: 0 }));
    let e = refusal(&g, White, &Command::MoveIn { armies: 9 });
    assert!(matches!(e, RuleViolation::QuantityOutOfRange { max: 8, .. }), "{e:?}");
    // The game can be saved and restored while the choice is pending.
    let restored = load(&g.position());
    assert_eq!(restored.phase(), g.phase());
    play(&mut g, White, &Command::MoveIn { armies: 6 }, &[]);
    assert_eq!(g.country(JUNIOR.c("argentina")).main.armies, 7);
    assert_eq!(g.country(JUNIOR.c("brasil")).main.armies, 3);
    assert_eq!(*g.phase(), Phase::Attack { player: White });
}

// ---- R-JNR-7: the turn, and no modules ---------------------------------------

/// R-JNR-7: no missiles, situation cards, blockades or pacts in Junior.
#[test]
fn junior_has_no_missiles_situation_cards_blockades_or_pacts_r_jnr_7() {
    let players = [White, Black, Red];
    let defaults = JUNIOR.ruleset().default_options();
    assert!(!defaults.missiles && !defaults.situation_cards && !defaults.blockades);
    assert!(!defaults.pacts);
    let options: [(&str, OptionChange); 4] = [
        ("missiles", |o| o.missiles = true),
        ("situation_cards", |o| o.situation_cards = true),
        ("blockades", |o| o.blockades = true),
        ("pacts", |o| o.pacts = true),
    ];
    for (option, change) in options {
        let mut s = JUNIOR.setup(&players);
        change(&mut s.options);
        let err = start_edition(JUNIOR.0, &s, Seed([1; 32])).expect_err("refused");
        assert_eq!(err, SetupError::ModuleAbsent { option, ruleset: "junior" });
        assert_eq!(err.code(), "MODULE_NOT_IN_EDITION");
    }
    // Nor can a position bring them in.
    for (option, change) in options {
        let mut p = JUNIOR.table(&players);
        change(&mut p.options);
        let err = Game::from_position(&p).expect_err("refused");
        assert!(err.0.contains(option), "{option}: {err}");
    }
    let mut p = JUNIOR.table(&players);
    p.phase = JUNIOR.incorporation(White, 6);
    let g = load(&p);
    let missile = Command::BuyMissile { country: owned_by(&g, White)[0] };
    assert_eq!(refusal(&g, White, &missile).code(), "MISSILES_DISABLED");
    let pact = Command::ProposePact { to: Black, terms: PactTerms::World };
    assert_eq!(refusal(&g, White, &pact).code(), "PACTS_DISABLED");
    let legal = g.legal_actions(White);
    assert!(!legal.iter().any(|a| matches!(
        a,
        Command::BuyMissile { .. } | Command::ConvertMissile { .. } | Command::ProposePact { .. }
    )));
}

/// White, black and red, white holding Brasil (10 armies) and 8 more
/// countries; each country `around` goes to its holder with one army, and
/// the rest round `others`.
fn white_from_brasil(around: &[(&str, Color)], others: &[Color]) -> Position {
    let mut p = JUNIOR.table(&[White, Black, Red]);
    let spare: Vec<&str> = around.iter().map(|&(slug, _)| slug).collect();
    JUNIOR.share_map(&mut p, White, "brasil", 8, &spare, others);
    for &(slug, holder) in around {
        JUNIOR.put(&mut p, slug, holder, 1);
    }
    p
}

/// R-JNR-7: attack, then regroup, then the end of the turn: a regroup
/// moves any number leaving one behind, ends the attacks, and armies moved
/// do not move on; the card earned is taken when the turn ends.
#[test]
fn a_regroup_ends_the_attacks_and_the_card_comes_with_the_end_of_the_turn_r_jnr_7() {
    let around = [("colombia", White), ("peru", White), ("argentina", Black), ("nigeria", Black)];
    let p = white_from_brasil(&around, &[Red, Black]);
    let mut g = load(&p);
    assert_far_from_the_goal(&g, 1);
    JUNIOR.conquer(&mut g, White, "brasil", "argentina");
    assert_eq!(
        refusal(&g, White, &JUNIOR.regroup("brasil", "colombia", 9)).code(),
        "MUST_LEAVE_ONE_ARMY"
    );
    let events = play(&mut g, White, &JUNIOR.regroup("brasil", "colombia", 5), &[]);
    assert_eq!(drawn(&events), 0, "no card before the end of the turn");
    assert_eq!(*g.phase(), Phase::Regroup { player: White });
    assert_eq!(
        refusal(&g, White, &JUNIOR.attack("brasil", "nigeria")).code(),
        "ATTACK_AFTER_REGROUP"
    );
    assert!(!g.legal_actions(White).iter().any(|a| matches!(a, Command::Attack { .. })));
    // Colombia's 5 newcomers stay; its own army may still go.
    assert_eq!(refusal(&g, White, &JUNIOR.regroup("colombia", "peru", 2)).code(), "ALREADY_MOVED");
    play(&mut g, White, &JUNIOR.regroup("colombia", "peru", 1), &[]);
    let events = play(&mut g, White, &Command::EndTurn, &[0]);
    assert_eq!(drawn(&events), 1, "one card for the conquest, automatically");
    assert_eq!(g.player(White).expect("white").hand.len(), 1);
}

// ---- R-JNR-8: incorporation --------------------------------------------------

/// Black's incorporation when white, four players, ends a turn and black
/// holds exactly `black`; the others share the rest round the table.
fn black_incorporation(black: &[&str]) -> (Incorporation, Game) {
    let mut p = JUNIOR.table(&[White, Black, Red, Blue]);
    let mine: Vec<usize> = black.iter().map(|s| JUNIOR.c(s).index()).collect();
    let others = [White, Red, Blue];
    let mut dealt = 0;
    for (i, country) in p.countries.iter_mut().enumerate() {
        if mine.contains(&i) {
            country.owner = Black;
        } else {
            country.owner = others[dealt % 3];
            dealt += 1;
        }
    }
    turn_passed_to(&p, White, Black)
}

/// R-JNR-8: from the second round each turn starts with 4 armies, whatever
/// the number of countries held; the first round has none.
#[test]
fn every_turn_from_round_two_brings_four_armies_whatever_is_held_r_jnr_8() {
    let scattered = JUNIOR.scattered(11);
    for n in [1, 3, 8, 11] {
        let (inc, _) = black_incorporation(&scattered[..n]);
        assert_eq!(inc.for_countries, 4, "{n} countries");
        assert!(inc.for_continents.is_empty());
    }
    let (_, mut g) = JUNIOR.new_game(&[White, Black], 2);
    let mut events = Vec::new();
    while let Phase::InitialPlacement { player, remaining, .. } = g.phase().clone() {
        let country = owned_by(&g, player)[0];
        events.extend(play(&mut g, player, &Command::Place { country, armies: remaining }, &[]));
    }
    let first = g.current_player().expect("the first turn");
    assert!(
        events.iter().any(
            |e| matches!(e, Event::TurnStarted { player, incorporation: None } if *player == first)
        ),
        "no incorporation in the first round"
    );
    assert_eq!(*g.phase(), Phase::Attack { player: first });
}

// ---- R-JNR-9: continent bonus ------------------------------------------------

/// R-JNR-9: a continent held whole pays its bonus with the 4 armies: 4 for
/// North America, Europe and Asia, 3 for South America, Africa and Oceania.
#[test]
fn a_whole_continent_pays_four_or_three_armies_r_jnr_9() {
    for (slug, bonus) in [
        ("north_america", 4),
        ("south_america", 3),
        ("europe", 4),
        ("asia", 4),
        ("africa", 3),
        ("oceania", 3),
    ] {
        let (inc, _) = black_incorporation(&JUNIOR.continent_slugs(slug));
        assert_eq!(inc.for_countries, 4);
        assert_eq!(JUNIOR.bonuses(&inc), [(slug.to_owned(), bonus)]);
    }
}

/// R-JNR-9: the bonus goes into its continent, and each player earns a
/// continent's bonus once in the game; another player holding it later
/// earns their own.
#[test]
fn a_continent_pays_its_bonus_to_each_player_only_once_r_jnr_9() {
    let oceania = JUNIOR.continent_slugs("oceania");
    let (inc, mut g) = black_incorporation(&[&oceania[..], &["peru", "cuba"]].concat());
    assert_eq!(JUNIOR.bonuses(&inc), [("oceania".to_owned(), 3)]);
    // The 4 armies go anywhere, the 3 only to Oceania.
    JUNIOR.place_at_most(&mut g, Black, "peru", 4, "cuba");
    play(&mut g, Black, &JUNIOR.place("australia", 3), &[]);
    // A whole round later black still holds Oceania: no bonus this time.
    let mut events = Vec::new();
    while g.current_player() != Some(Black) || g.round() == 2 {
        let who = g.current_player().expect("someone acts");
        place_everything(&mut g, who);
        events.extend(play(&mut g, who, &Command::EndTurn, &[0]));
    }
    let again = incorporation_of(&events, Black);
    assert_eq!(g.round(), 3);
    assert_eq!((again.for_countries, JUNIOR.bonuses(&again)), (4, vec![]));
    place_everything(&mut g, Black);
    // Red takes Oceania, and gives up three other countries: red earns
    // its own bonus.
    let mut p = g.position();
    let reds: Vec<usize> = (0..32).filter(|&i| p.countries[i].owner == Red).take(3).collect();
    for (i, to) in reds.into_iter().zip([White, Black, Blue]) {
        p.countries[i].owner = to;
    }
    for s in &oceania {
        JUNIOR.put(&mut p, s, Red, 1);
    }
    let mut g = load(&p);
    let events = play(&mut g, Black, &Command::EndTurn, &[0]);
    assert_eq!(JUNIOR.bonuses(&incorporation_of(&events, Red)), [("oceania".to_owned(), 3)]);
    // Black takes it back: still nothing for black.
    let mut p = g.position();
    for s in &oceania {
        JUNIOR.put(&mut p, s, Black, 1);
    }
    p.phase = Phase::Attack { player: White };
    let mut g = load(&p);
    let events = play(&mut g, White, &Command::EndTurn, &[0]);
    assert!(incorporation_of(&events, Black).for_continents.is_empty());
}

// ---- R-JNR-10: cards and exchanges -------------------------------------------

/// White in incorporation with 4 free armies, holding `hand`, after
/// `exchanges` exchanges.
fn white_with_cards(hand: &[&str], exchanges: u32) -> Game {
    let mut p = JUNIOR.table(&[White, Black, Red]);
    p.phase = JUNIOR.incorporation(White, 4);
    JUNIOR.deal_cards(&mut p, White, hand);
    player_mut(&mut p, White).exchanges = exchanges;
    load(&p)
}

/// R-JNR-10: any two cards exchange for 4 armies, every time; three cards
/// or one are not an exchange; one exchange a turn; the cards go under the
/// pile.
#[test]
fn any_two_cards_exchange_for_four_armies_once_a_turn_r_jnr_10() {
    let hand = ["canada", "groenlandia", "mexico", "japon"];
    // Canada is a plane, Groenlandia a ship: no matter.
    for done in [0, 1, 2, 3, 7] {
        let mut g = white_with_cards(&hand, done);
        let events = play(&mut g, White, &JUNIOR.exchange(&["canada", "groenlandia"]), &[]);
        let armies = events.iter().find_map(|e| match e {
            Event::CardsExchanged { armies, .. } => Some(*armies),
            _ => None,
        });
        assert_eq!(armies, Some(4), "exchange number {}", done + 1);
        assert!(matches!(g.phase(), Phase::Incorporation { free: 8, .. }));
        assert_eq!(
            refusal(&g, White, &JUNIOR.exchange(&["mexico", "japon"])).code(),
            "ALREADY_EXCHANGED",
            "one exchange a turn"
        );
        let p = g.position();
        assert_eq!(p.pile_bottom, [JUNIOR.c("canada"), JUNIOR.c("groenlandia")], "under the pile");
    }
    let g = white_with_cards(&hand, 0);
    for not_two in [&["canada", "groenlandia", "mexico"][..], &["canada"]] {
        assert_eq!(refusal(&g, White, &JUNIOR.exchange(not_two)).code(), "INVALID_EXCHANGE");
    }
    let offered: Vec<Command> = g
        .legal_actions(White)
        .into_iter()
        .filter(|a| matches!(a, Command::Exchange { .. }))
        .collect();
    assert_eq!(offered.len(), 6, "every pair of four cards, nothing else: {offered:?}");
    assert!(
        offered.iter().all(|a| matches!(a, Command::Exchange { cards, .. } if cards.len() == 2))
    );
}

/// R-JNR-10: one conquest always earns a card, even after many exchanges;
/// there is no hand limit and no compulsory exchange; holding a country's
/// card gives no armies there.
#[test]
fn one_conquest_always_earns_a_card_with_no_hand_limit_and_no_card_bonus_r_jnr_10() {
    let hand = ["canada", "groenlandia", "mexico", "japon", "cuba", "brasil", "peru"];
    let around = [("peru", White), ("argentina", Black), ("colombia", Red), ("nigeria", Black)];
    let mut p = white_from_brasil(&around, &[Black, Red]);
    JUNIOR.deal_cards(&mut p, White, &hand);
    player_mut(&mut p, White).exchanges = 5;
    p.phase = JUNIOR.incorporation(White, 4);
    let mut g = load(&p);
    assert_far_from_the_goal(&g, 3);
    play(&mut g, White, &JUNIOR.place("brasil", 4), &[]);
    // Seven cards, and no exchange needed to attack.
    JUNIOR.conquer(&mut g, White, "brasil", "argentina");
    JUNIOR.conquer(&mut g, White, "brasil", "colombia");
    let events = play(&mut g, White, &Command::EndTurn, &[0]);
    assert_eq!(drawn(&events), 1, "one card however many conquests");
    assert!(!events.iter().any(|e| matches!(e, Event::CardBonus { .. })), "no card bonus");
    assert_eq!(g.country(JUNIOR.c("peru")).main.armies, 1);
    assert_eq!(g.player(White).expect("white").hand.len(), 8);
    // One conquest is enough after five exchanges.
    let mut p = g.position();
    p.phase = Phase::Attack { player: White };
    let mut g = load(&p);
    JUNIOR.conquer(&mut g, White, "brasil", "nigeria");
    let events = play(&mut g, White, &Command::EndTurn, &[0]);
    assert_eq!(drawn(&events), 1);
    assert_eq!(g.player(White).expect("white").hand.len(), 9);
}

// ---- R-JNR-11: victory -------------------------------------------------------

/// R-JNR-11: the first to reach a goal wins at once, in the middle of the
/// round; nothing more is played.
#[test]
fn reaching_the_goal_wins_at_once_in_the_middle_of_the_round_r_jnr_11() {
    let players = [White, Black, Red, Blue];
    let mut p = JUNIOR.table(&players);
    JUNIOR.share_map(&mut p, Black, "brasil", 10, &["argentina"], &[White, Red, Blue]);
    JUNIOR.put(&mut p, "argentina", Red, 1);
    p.phase = Phase::Attack { player: Black };
    let mut g = load(&p);
    assert_eq!(g.round_order(), players, "black plays second in the round");
    let events = JUNIOR.conquer(&mut g, Black, "brasil", "argentina");
    assert_eq!(won(&events), Some((Black, WinReason::CommonObjective)));
    assert_eq!(
        g.outcome(),
        Some(Outcome::Won { winner: Black, reason: WinReason::CommonObjective })
    );
    assert_eq!(*g.phase(), Phase::Finished);
    assert!(!events.iter().any(|e| matches!(e, Event::TurnEnded { .. })));
    assert_eq!(refusal(&g, Black, &Command::EndTurn).code(), "GAME_FINISHED");
    assert_eq!(refusal(&g, Red, &Command::EndTurn).code(), "GAME_FINISHED");
}

/// R-JNR-11: a player who eliminates another takes over their cards, and
/// the game goes on while nobody reaches a goal.
#[test]
fn eliminating_a_player_takes_over_their_cards_r_jnr_11() {
    let mut p = JUNIOR.table(&[White, Black, Red, Blue]);
    JUNIOR.share_map(&mut p, White, "brasil", 9, &["argentina"], &[Red, Blue]);
    JUNIOR.put(&mut p, "argentina", Black, 1);
    JUNIOR.deal_cards(&mut p, Black, &["canada", "japon"]);
    JUNIOR.deal_cards(&mut p, White, &["cuba", "peru", "china", "india", "iran"]);
    let mut g = load(&p);
    assert_far_from_the_goal(&g, 1);
    let events = JUNIOR.conquer(&mut g, White, "brasil", "argentina");
    let inherited = events.iter().find_map(|e| match e {
        Event::PlayerEliminated { player: Black, by: White, cards: Secret::Known(cards) } => {
            Some(cards.clone())
        }
        _ => None,
    });
    assert_eq!(inherited, Some(vec![JUNIOR.c("canada"), JUNIOR.c("japon")]));
    assert_eq!(g.player(White).expect("white").hand.len(), 7, "no hand limit either");
    assert!(g.player(Black).expect("black").hand.is_empty());
    assert_eq!(won(&events), None);
    assert!(!g.is_finished());
    // Black's turns are skipped from now on.
    let events = play(&mut g, White, &Command::EndTurn, &[0]);
    assert_eq!(g.current_player(), Some(Red));
    assert!(!events.iter().any(|e| matches!(e, Event::TurnStarted { player: Black, .. })));
}
