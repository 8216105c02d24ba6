//! Rule tests for combat and everything around it in TEG La Revancha:
//! attacks and dice (R-ATK), missiles (R-MIS), blockades (R-BLK), the
//! regroup step (R-REG) and the cards earned at the end of a turn (R-CRD).
//!
//! Every test builds a small scenario position, drives the engine only
//! through `decide`/`apply`/`legal_actions` with scripted dice, and checks the
//! concrete outcome. The rulebook's worked examples are tests of their own.
//! After every applied event the shared invariant checker runs too.

use crate::common;

use common::{Table, attack, c, fire, give_card, hold, put, scenario};
use domain::rules::{Command, Event, Phase, Position, RuleViolation, Secret, Situation};
use domain::{Board, Color, ContinentId, ScriptedDice};

use Color::{Black, Blue, Red, White};

// ---- helpers ------------------------------------------------------------

/// Four players, so no occupation objective is close to being met by
/// accident (35 countries each) and every colour is available.
const FOUR: [Color; 4] = [White, Black, Red, Blue];

/// White to act in the attack phase of round 2 with classic combat; every
/// country 1 army, owned round-robin.
fn four() -> Position {
    scenario(&FOUR)
}

fn regroup(from: &str, to: &str, armies: u32, missiles: u32) -> Command {
    Command::Regroup { from: c(from), to: c(to), armies, missiles }
}

fn place(slug: &str, armies: u32) -> Command {
    Command::Place { country: c(slug), armies }
}

fn buy(slug: &str) -> Command {
    Command::BuyMissile { country: c(slug) }
}

fn convert(slug: &str) -> Command {
    Command::ConvertMissile { country: c(slug) }
}

fn continent(slug: &str) -> ContinentId {
    Board::revancha().continent_by_slug(slug).unwrap_or_else(|| panic!("no continent {slug}"))
}

fn set_missiles(p: &mut Position, slug: &str, missiles: u32) {
    p.countries[c(slug).index()].missiles = missiles;
}

/// `color` starts its incorporation with `free` armies to place.
fn incorporating(p: &mut Position, color: Color, free: u32) {
    p.phase = Phase::Incorporation { player: color, free, continent: vec![0; 7] };
}

/// Every country to Black, Red and Blue except those listed for White.
fn white_holds_only(p: &mut Position, slugs: &[&str]) {
    let others = [Black, Red, Blue];
    for (i, country) in p.countries.iter_mut().enumerate() {
        country.owner = others[i % 3];
    }
    for s in slugs {
        p.countries[c(s).index()].owner = White;
    }
}

/// Paraguay (white) surrounded by Argentina, Bolivia and Brasil (black, 2 each).
fn paraguay_blockaded(p: &mut Position) {
    put(p, "paraguay", White, 1);
    for s in ["argentina", "bolivia", "brasil"] {
        put(p, s, Black, 2);
    }
}

/// The one `AttackResolved` of a batch.
fn battle(events: &[Event]) -> (Vec<u8>, Vec<u8>, u32, u32, bool) {
    events
        .iter()
        .find_map(|e| match e {
            Event::AttackResolved {
                attacker_dice,
                defender_dice,
                attacker_losses,
                defender_losses,
                conquered,
                ..
            } => Some((
                attacker_dice.to_vec(),
                defender_dice.to_vec(),
                *attacker_losses,
                *defender_losses,
                *conquered,
            )),
            _ => None,
        })
        .expect("a battle")
}

/// How many dice each side rolls: attacker with `att` armies (and
/// `att_missiles`), defender with `def` armies (and `def_missiles`).
fn dice_rolled(att: u32, att_missiles: u32, def: u32, def_missiles: u32) -> (usize, usize) {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, att);
    set_missiles(&mut p, "nueva_zelanda", att_missiles);
    put(&mut p, "tasmania", Black, def);
    set_missiles(&mut p, "tasmania", def_missiles);
    let t = Table::new(&p);
    // Low attacker dice, high defender dice: nobody conquers.
    let events = t
        .game
        .decide(White, &attack("nueva_zelanda", "tasmania"), &mut ScriptedDice::new([1]))
        .expect("attack accepted");
    let (a, d, ..) = battle(&events);
    (a.len(), d.len())
}

fn card_draws(events: &[Event], color: Color) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::CardDrawn { player, .. } if *player == color))
        .count()
}

fn card_bonuses(events: &[Event]) -> Vec<(Color, String, u32)> {
    let board = Board::revancha();
    events
        .iter()
        .filter_map(|e| match e {
            Event::CardBonus { player, country, armies } => {
                Some((*player, board.country(*country).slug.clone(), *armies))
            }
            _ => None,
        })
        .collect()
}

fn hand(t: &Table, color: Color) -> Vec<(String, bool)> {
    let board = Board::revancha();
    t.game
        .player(color)
        .expect("seated")
        .hand
        .iter()
        .map(|h| (board.country(h.country).slug.clone(), h.bonus_used))
        .collect()
}

// ---- R-ATK: attacks -------------------------------------------------------

/// R-ATK-1: "A country may attack a country of another color if it borders it
/// and has attack armies (all its armies minus one) [...] One army is an
/// occupation army and cannot attack."
#[test]
fn an_attack_needs_a_bordering_enemy_country_and_at_least_two_armies_r_atk_1() {
    let mut p = four();
    hold(&mut p, "nueva_zelanda white 5, tasmania white 2, australia black 3, tonga white 1");
    let mut t = Table::new(&p);

    // New Zealand does not border Australia.
    let e = t.refuse(White, &attack("nueva_zelanda", "australia"));
    assert_eq!(e.code(), "NOT_ADJACENT");
    // Tasmania is white's own.
    let e = t.refuse(White, &attack("nueva_zelanda", "tasmania"));
    assert_eq!((e.code(), e.rule()), ("OWN_COUNTRY", "R-ATK-1"));
    // Tonga's only army is an occupation army.
    let e = t.refuse(White, &attack("tonga", "australia"));
    assert_eq!((e.code(), e.rule()), ("NO_ATTACK_ARMIES", "R-ATK-1"));
    // Attacking from somebody else's country.
    assert_eq!(t.code(White, &attack("australia", "tonga")), "NOT_YOUR_COUNTRY");

    // Tasmania with 2 armies borders black Australia: one attack die.
    let events = t.play(White, &attack("tasmania", "australia"), &[6, 1, 1, 1]);
    assert_eq!(battle(&events), (vec![6], vec![1, 1, 1], 0, 1, false));
    assert_eq!(t.armies("australia"), 2);
    assert_eq!(t.armies("tasmania"), 2);
}

/// R-ATK-4: "Sort each side's dice high to low and compare pairwise [...]
/// Ties go to the defender. [...] 6-5-1 vs 6-4-2 → attacker loses 2,
/// defender 1" — the rulebook's New Zealand (white) against Tasmania (black),
/// three dice each.
#[test]
fn new_zealand_rolling_six_five_one_against_tasmanias_six_four_two_loses_two_and_kills_one_r_atk_4()
{
    let mut p = four();
    hold(&mut p, "nueva_zelanda white 4, tasmania black 3");
    let mut t = Table::new(&p);
    // Rolled unsorted: attacker first (1, 6, 5), then defender (2, 6, 4).
    let events = t.play(White, &attack("nueva_zelanda", "tasmania"), &[1, 6, 5, 2, 6, 4]);
    assert_eq!(battle(&events), (vec![6, 5, 1], vec![6, 4, 2], 2, 1, false));
    assert_eq!(t.armies("nueva_zelanda"), 2);
    assert_eq!(t.armies("tasmania"), 2);
    assert_eq!(t.owner("tasmania"), Black);
}

/// R-ATK-2 and R-ATK-4: "4 dice when the defender has at least 3 armies and
/// the attacking country has at least twice the defender's armies [...]
/// 5-5-4-2 vs 4-5-2 → defender loses 2, attacker 1" — New Zealand (white,
/// 6 armies) against Tasmania (black, 3 armies).
#[test]
fn new_zealand_with_six_rolls_four_dice_against_tasmanias_three_and_five_five_four_two_beats_four_five_two_r_atk_2_r_atk_4()
 {
    let mut p = four();
    hold(&mut p, "nueva_zelanda white 6, tasmania black 3");
    let mut t = Table::new(&p);
    let events = t.play(White, &attack("nueva_zelanda", "tasmania"), &[2, 5, 4, 5, 4, 5, 2]);
    assert_eq!(battle(&events), (vec![5, 5, 4, 2], vec![5, 4, 2], 1, 2, false));
    assert_eq!(t.armies("nueva_zelanda"), 5);
    assert_eq!(t.armies("tasmania"), 1);
}

/// R-ATK-2: "Attacker dice: one per attack army, max 3. Exception: 4 dice when
/// the defender has at least 3 armies and the attacking country has at least
/// twice the defender's armies."
#[test]
fn the_attacker_rolls_one_die_per_attack_army_up_to_three_and_four_only_with_double_against_three_r_atk_2()
 {
    assert_eq!(dice_rolled(2, 0, 1, 0).0, 1);
    assert_eq!(dice_rolled(3, 0, 1, 0).0, 2);
    assert_eq!(dice_rolled(4, 0, 5, 0).0, 3);
    assert_eq!(dice_rolled(10, 0, 2, 0).0, 3, "the defender needs at least 3 armies");
    assert_eq!(dice_rolled(5, 0, 3, 0).0, 3, "5 is not twice 3");
    assert_eq!(dice_rolled(6, 0, 3, 0).0, 4);
    assert_eq!(dice_rolled(12, 0, 5, 0).0, 4);
}

/// R-ATK-2: "[...] the attacking country has at least twice the defender's
/// armies (missiles not counted)."
#[test]
fn missiles_do_not_count_for_the_four_dice_rule_r_atk_2() {
    // Five armies and three missiles (worth 18 armies) are still not twice 3.
    assert_eq!(dice_rolled(5, 3, 3, 0).0, 3);
    // The defender's missiles do not raise the bar either.
    assert_eq!(dice_rolled(6, 0, 3, 2).0, 4);
}

/// R-ATK-3: "Defender dice: one per army in the country, max 3 [...]
/// Missiles never defend."
#[test]
fn the_defender_rolls_one_die_per_army_up_to_three_and_missiles_never_defend_r_atk_3() {
    assert_eq!(dice_rolled(4, 0, 1, 0).1, 1);
    assert_eq!(dice_rolled(4, 0, 2, 0).1, 2);
    assert_eq!(dice_rolled(4, 0, 7, 0).1, 3);
    assert_eq!(dice_rolled(4, 0, 1, 3).1, 1, "missiles add no defence die");
    assert_eq!(dice_rolled(4, 0, 2, 3).1, 2, "missiles add no defence die");

    // A single army guarding two missiles falls like any single army.
    let mut p = four();
    hold(&mut p, "nueva_zelanda white 4, tasmania black 1");
    set_missiles(&mut p, "tasmania", 2);
    let mut t = Table::new(&p);
    let events = t.play(White, &attack("nueva_zelanda", "tasmania"), &[6, 6, 6, 5]);
    assert_eq!(battle(&events), (vec![6, 6, 6], vec![5], 0, 1, true));
    assert_eq!(t.owner("tasmania"), White);
}

/// R-ATK-4: "Ties go to the defender. Each lost comparison removes one army
/// of the loser."
#[test]
fn ties_go_to_the_defender_r_atk_4() {
    let mut p = four();
    hold(&mut p, "nueva_zelanda white 4, tasmania black 2");
    let mut t = Table::new(&p);
    let events = t.play(White, &attack("nueva_zelanda", "tasmania"), &[5, 4, 1, 5, 4]);
    // 5 v 5 and 4 v 4: both ties, both to black; white's 1 is ignored.
    assert_eq!(battle(&events), (vec![5, 4, 1], vec![5, 4], 2, 0, false));
    assert_eq!(t.armies("nueva_zelanda"), 2);
    assert_eq!(t.armies("tasmania"), 2);
}

/// R-ATK-5: "If the defender has no army left, the country is conquered: the
/// attacker must move 1 army in and may move up to 3 in total, always leaving
/// at least 1 in the attacking country."
#[test]
fn a_conquest_moves_one_army_in_and_up_to_three_in_total_r_atk_5() {
    let mut p = four();
    hold(&mut p, "nueva_zelanda white 6, tasmania black 1, australia black 3");
    let mut t = Table::new(&p);
    let events = t.play(White, &attack("nueva_zelanda", "tasmania"), &[6, 6, 6, 1]);
    assert_eq!(battle(&events), (vec![6, 6, 6], vec![1], 0, 1, true));
    assert_eq!(t.owner("tasmania"), White);
    assert_eq!((t.armies("nueva_zelanda"), t.armies("tasmania")), (5, 1));
    assert_eq!(
        *t.game.phase(),
        Phase::MoveIn { player: White, from: c("nueva_zelanda"), to: c("tasmania"), max: 2 }
    );
    // Nothing else until the move-in is settled.
    assert_eq!(t.code(White, &attack("tasmania", "australia")), "MOVE_IN_PENDING");
    assert_eq!(t.code(White, &Command::EndTurn), "MOVE_IN_PENDING");
    // At most 3 in total: 1 already in, 2 more.
    let e = t.refuse(White, &Command::MoveIn { armies: 3 });
    assert_eq!((e.code(), e.rule()), ("QUANTITY_OUT_OF_RANGE", "R-ATK-5"));
    let events = t.play(White, &Command::MoveIn { armies: 2 }, &[]);
    assert_eq!(
        events,
        vec![Event::ArmiesMovedIn { from: c("nueva_zelanda"), to: c("tasmania"), armies: 2 }]
    );
    assert_eq!((t.armies("nueva_zelanda"), t.armies("tasmania")), (3, 3));
    assert_eq!(*t.game.phase(), Phase::Attack { player: White });
}

/// R-ATK-5: "[...] always leaving at least 1 in the attacking country."
#[test]
fn a_conquering_country_always_keeps_one_army_r_atk_5() {
    // Three armies: one moves in, one more may follow, one stays.
    let mut p = four();
    hold(&mut p, "nueva_zelanda white 3, tasmania black 1");
    let mut t = Table::new(&p);
    t.play(White, &attack("nueva_zelanda", "tasmania"), &[6, 6, 1]);
    assert!(matches!(t.game.phase(), Phase::MoveIn { max: 1, .. }));
    assert_eq!(t.code(White, &Command::MoveIn { armies: 2 }), "QUANTITY_OUT_OF_RANGE");
    t.play(White, &Command::MoveIn { armies: 1 }, &[]);
    assert_eq!((t.armies("nueva_zelanda"), t.armies("tasmania")), (1, 2));

    // Two armies: the one attack army moves in, the occupation army stays,
    // and there is nothing more to choose.
    let mut p = four();
    hold(&mut p, "nueva_zelanda white 2, tasmania black 1");
    let mut t = Table::new(&p);
    let events = t.play(White, &attack("nueva_zelanda", "tasmania"), &[6, 1]);
    assert!(battle(&events).4);
    assert_eq!((t.armies("nueva_zelanda"), t.armies("tasmania")), (1, 1));
    assert_eq!(*t.game.phase(), Phase::Attack { player: White });
}

/// R-ATK-5: "Missiles in the conquered country are captured by the conqueror
/// and may be used this same turn from there."
#[test]
fn missiles_in_a_conquered_country_are_captured_and_fire_the_same_turn_r_atk_5() {
    let mut p = four();
    hold(&mut p, "australia white 4, tasmania black 1");
    set_missiles(&mut p, "tasmania", 1);
    put(&mut p, "nueva_zelanda", Black, 4);
    let mut t = Table::new(&p);
    let events = t.play(White, &attack("australia", "tasmania"), &[6, 6, 6, 1]);
    assert!(battle(&events).4);
    assert_eq!((t.owner("tasmania"), t.missiles("tasmania")), (White, 1));
    assert_eq!(t.game.forces(White).1, 1);
    assert_eq!(t.game.forces(Black).1, 0);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    assert!(t.legal(White).contains(&fire("tasmania", "nueva_zelanda")));
    let events = t.play(White, &fire("tasmania", "nueva_zelanda"), &[]);
    assert_eq!(
        events,
        vec![Event::MissileFired { from: c("tasmania"), to: c("nueva_zelanda"), damage: 3 }]
    );
    assert_eq!(t.armies("nueva_zelanda"), 1);
    assert_eq!(t.missiles("tasmania"), 0);
}

/// R-ATK-6: "A player may attack any number of times, in any order, any
/// color."
#[test]
fn a_player_may_attack_many_times_in_any_order_against_any_colour_r_atk_6() {
    let mut p = four();
    hold(
        &mut p,
        "argentina white 9, bolivia black 2, brasil red 2, chile blue 2, paraguay black 2",
    );
    let mut t = Table::new(&p);

    // Black, conquered.
    assert!(battle(&t.play(White, &attack("argentina", "bolivia"), &[6, 6, 6, 1, 1])).4);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    // Red, repelled (ties to the defender).
    let events = t.play(White, &attack("argentina", "brasil"), &[6, 6, 1, 6, 6]);
    assert_eq!(battle(&events), (vec![6, 6, 1], vec![6, 6], 2, 0, false));
    // Blue, conquered.
    assert!(battle(&t.play(White, &attack("argentina", "chile"), &[6, 6, 6, 1, 1])).4);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    // Black again.
    assert!(battle(&t.play(White, &attack("argentina", "paraguay"), &[6, 6, 6, 1, 1])).4);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    // And red again, from the same country.
    let events = t.play(White, &attack("argentina", "brasil"), &[6, 1, 1, 1, 5]);
    assert_eq!(battle(&events), (vec![6, 1, 1], vec![5, 1], 1, 1, false));

    for s in ["bolivia", "chile", "paraguay"] {
        assert_eq!(t.owner(s), White, "{s}");
    }
    assert_eq!(t.owner("brasil"), Red);
    assert_eq!(t.game.turn().conquests, 3);
    assert_eq!(*t.game.phase(), Phase::Attack { player: White });
}

// ---- R-MIS: missiles ----------------------------------------------------

/// R-MIS-1: "A missile is worth 6 armies. It may be bought during
/// incorporation (or initial placement) from the armies to incorporate (e.g.
/// 10 armies → 1 missile + 4 armies)."
#[test]
fn ten_incorporated_armies_buy_one_missile_and_leave_four_armies_r_mis_1() {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, 1);
    incorporating(&mut p, White, 10);
    let mut t = Table::new(&p);
    let events = t.play(White, &buy("nueva_zelanda"), &[]);
    assert_eq!(events, vec![Event::MissileBought { player: White, country: c("nueva_zelanda") }]);
    assert_eq!((t.armies("nueva_zelanda"), t.missiles("nueva_zelanda")), (1, 1));
    assert_eq!(
        *t.game.phase(),
        Phase::Incorporation { player: White, free: 4, continent: vec![0; 7] }
    );
    // Four armies do not buy a second missile, and only four are left to place.
    let e = t.refuse(White, &buy("nueva_zelanda"));
    assert_eq!((e.code(), e.rule()), ("NOT_ENOUGH_ARMIES_FOR_MISSILE", "R-MIS-1"));
    assert_eq!(t.code(White, &place("nueva_zelanda", 5)), "QUANTITY_OUT_OF_RANGE");
    t.play(White, &place("nueva_zelanda", 4), &[]);
    assert_eq!((t.armies("nueva_zelanda"), t.missiles("nueva_zelanda")), (5, 1));
    assert_eq!(t.game.forces(White).1, 1);
}

/// R-MIS-1 (with R-SET-4): a missile "may be bought during incorporation (or
/// initial placement)".
#[test]
fn a_missile_can_be_bought_during_the_initial_placement_r_mis_1() {
    let mut p = four();
    p.round = 0;
    p.situation = None;
    p.phase = Phase::InitialPlacement { round: 1, player: White, remaining: 8 };
    put(&mut p, "nueva_zelanda", White, 1);
    let mut t = Table::new(&p);
    t.play(White, &buy("nueva_zelanda"), &[]);
    assert_eq!(t.missiles("nueva_zelanda"), 1);
    assert_eq!(*t.game.phase(), Phase::InitialPlacement { round: 1, player: White, remaining: 2 });
    assert_eq!(t.code(White, &buy("nueva_zelanda")), "NOT_ENOUGH_ARMIES_FOR_MISSILE");
}

/// R-MIS-2: "A missile may replace 6 armies already in a country during
/// incorporation, always leaving at least 1 army (20 armies → up to 3
/// missiles, 2 armies left [...])."
#[test]
fn twenty_armies_convert_into_at_most_three_missiles_leaving_two_armies_r_mis_2() {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, 20);
    incorporating(&mut p, White, 0);
    let mut t = Table::new(&p);
    for _ in 0..3 {
        let events = t.play(White, &convert("nueva_zelanda"), &[]);
        assert_eq!(
            events,
            vec![Event::MissileConverted { player: White, country: c("nueva_zelanda") }]
        );
    }
    assert_eq!((t.armies("nueva_zelanda"), t.missiles("nueva_zelanda")), (2, 3));
    let e = t.refuse(White, &convert("nueva_zelanda"));
    assert_eq!((e.code(), e.rule()), ("CONVERSION_LEAVES_NO_ARMY", "R-MIS-2"));
    assert!(!t.legal(White).contains(&convert("nueva_zelanda")));
}

/// R-MIS-2: "[...] 6 armies + 1 incorporated → 1 missile + 1 army" — and 6
/// armies alone cannot become a missile, which would leave the country empty.
#[test]
fn six_armies_plus_one_incorporated_convert_into_one_missile_and_one_army_but_six_cannot_r_mis_2() {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, 6);
    incorporating(&mut p, White, 1);
    let mut t = Table::new(&p);
    let e = t.refuse(White, &convert("nueva_zelanda"));
    assert_eq!((e.code(), e.rule()), ("CONVERSION_LEAVES_NO_ARMY", "R-MIS-2"));
    assert!(!t.legal(White).contains(&convert("nueva_zelanda")));
    t.play(White, &place("nueva_zelanda", 1), &[]);
    assert!(t.legal(White).contains(&convert("nueva_zelanda")));
    t.play(White, &convert("nueva_zelanda"), &[]);
    assert_eq!((t.armies("nueva_zelanda"), t.missiles("nueva_zelanda")), (1, 1));
}

/// R-MIS-2: the conversion happens "during incorporation", not in the attack
/// step.
#[test]
fn armies_cannot_be_converted_into_a_missile_during_the_attack_step_r_mis_2() {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, 20);
    let t = Table::new(&p);
    assert_eq!(t.code(White, &convert("nueva_zelanda")), "WRONG_PHASE");
}

/// R-MIS-3: "Range: up to 3 borders. Damage without dice: 3 armies to a
/// bordering country, 2 at distance 2, 1 at distance 3 (from New Zealand:
/// Tasmania 3, Australia 2, Sumatra/Philippines/Tonga 1)."
#[test]
fn a_missile_from_new_zealand_destroys_three_in_tasmania_two_in_australia_and_one_in_sumatra_filipinas_and_tonga_r_mis_3()
 {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, 1);
    set_missiles(&mut p, "nueva_zelanda", 1);
    hold(
        &mut p,
        "tasmania black 5, australia red 5, sumatra blue 5, filipinas black 5, tonga red 5, argentina black 5",
    );
    let mut t = Table::new(&p);
    for (target, damage) in
        [("tasmania", 3), ("australia", 2), ("sumatra", 1), ("filipinas", 1), ("tonga", 1)]
    {
        let events = t
            .game
            .decide(White, &fire("nueva_zelanda", target), &mut ScriptedDice::new([]))
            .unwrap_or_else(|e| panic!("{target}: {}", e.code()));
        assert_eq!(
            events,
            vec![Event::MissileFired { from: c("nueva_zelanda"), to: c(target), damage }],
            "{target}"
        );
    }
    // Four borders away (New Zealand, Tasmania, Australia, Chile, Argentina).
    let e = t.refuse(White, &fire("nueva_zelanda", "argentina"));
    assert_eq!(e, RuleViolation::OutOfMissileRange { distance: 4 });
    assert_eq!(e.rule(), "R-MIS-3");

    t.play(White, &fire("nueva_zelanda", "australia"), &[]);
    assert_eq!((t.owner("australia"), t.armies("australia")), (Red, 3));
}

/// R-MIS-4: "A missile cannot be fired at a country that has no more armies
/// than the damage it would do (Tasmania with 3 armies cannot be hit from New
/// Zealand): missiles destroy, they never conquer."
#[test]
fn a_missile_cannot_hit_tasmania_with_three_armies_from_new_zealand_r_mis_4() {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, 1);
    set_missiles(&mut p, "nueva_zelanda", 1);
    hold(&mut p, "tasmania black 3, australia black 2, tonga black 2");
    let t = Table::new(&p);
    let e = t.refuse(White, &fire("nueva_zelanda", "tasmania"));
    assert_eq!(e, RuleViolation::TargetTooWeak { armies: 3, damage: 3 });
    assert_eq!(e.rule(), "R-MIS-4");
    assert_eq!(
        t.refuse(White, &fire("nueva_zelanda", "australia")),
        RuleViolation::TargetTooWeak { armies: 2, damage: 2 }
    );
    // One more army than the damage: hit, left with one, never conquered.
    let events = t
        .game
        .decide(White, &fire("nueva_zelanda", "tonga"), &mut ScriptedDice::new([]))
        .expect("2 armies against 1 damage");
    assert_eq!(events.len(), 1);

    let mut p2 = p.clone();
    put(&mut p2, "tasmania", Black, 4);
    let mut t = Table::new(&p2);
    t.play(White, &fire("nueva_zelanda", "tasmania"), &[]);
    assert_eq!((t.owner("tasmania"), t.armies("tasmania")), (Black, 1));
}

/// R-MIS-5: "Deterrence: a country cannot be hit by missiles from a country
/// that holds no more missiles than the target (1 vs 1: no; 2 vs 1: yes)."
#[test]
fn one_missile_is_deterred_by_one_missile_but_two_may_fire_at_one_r_mis_5() {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, 1);
    set_missiles(&mut p, "nueva_zelanda", 1);
    put(&mut p, "tasmania", Black, 8);
    set_missiles(&mut p, "tasmania", 1);
    let t = Table::new(&p);
    let e = t.refuse(White, &fire("nueva_zelanda", "tasmania"));
    assert_eq!(e, RuleViolation::Deterred { shooter: 1, target: 1 });
    assert_eq!((e.code(), e.rule()), ("DETERRED", "R-MIS-5"));
    assert!(!t.legal(White).contains(&fire("nueva_zelanda", "tasmania")));

    set_missiles(&mut p, "nueva_zelanda", 2);
    let mut t = Table::new(&p);
    t.play(White, &fire("nueva_zelanda", "tasmania"), &[]);
    assert_eq!(t.armies("tasmania"), 5);
    // The shooter is down to one missile: one against one again.
    assert_eq!(t.code(White, &fire("nueva_zelanda", "tasmania")), "DETERRED");
}

/// R-MIS-6: "Each missile fires once and leaves the game."
#[test]
fn a_missile_fires_once_and_leaves_the_game_r_mis_6() {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, 1);
    set_missiles(&mut p, "nueva_zelanda", 1);
    put(&mut p, "tasmania", Black, 9);
    let mut t = Table::new(&p);
    t.play(White, &fire("nueva_zelanda", "tasmania"), &[]);
    assert_eq!(t.armies("tasmania"), 6);
    assert_eq!(t.missiles("nueva_zelanda"), 0);
    assert_eq!(t.missiles("tasmania"), 0, "the missile is not handed to the target");
    let total: u32 = t.game.countries().iter().map(|x| x.main.missiles).sum();
    assert_eq!(total, 0);
    let e = t.refuse(White, &fire("nueva_zelanda", "tasmania"));
    assert_eq!((e.code(), e.rule()), ("NO_MISSILE", "R-MIS-6"));
}

/// R-MIS-7: "Missiles do not move with conquering armies; they move only in
/// the regroup step, like armies."
#[test]
fn missiles_stay_behind_when_armies_conquer_and_move_only_in_the_regroup_r_mis_7() {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, 4);
    set_missiles(&mut p, "nueva_zelanda", 2);
    put(&mut p, "tasmania", Black, 1);
    let mut t = Table::new(&p);
    assert!(battle(&t.play(White, &attack("nueva_zelanda", "tasmania"), &[6, 6, 6, 1])).4);
    t.play(White, &Command::MoveIn { armies: 2 }, &[]);
    assert_eq!((t.armies("nueva_zelanda"), t.missiles("nueva_zelanda")), (1, 2));
    assert_eq!((t.armies("tasmania"), t.missiles("tasmania")), (3, 0));

    let events = t.play(White, &regroup("nueva_zelanda", "tasmania", 0, 2), &[]);
    assert_eq!(
        events,
        vec![Event::Regrouped {
            from: c("nueva_zelanda"),
            to: c("tasmania"),
            armies: 0,
            missiles: 2
        }]
    );
    assert_eq!((t.armies("nueva_zelanda"), t.missiles("nueva_zelanda")), (1, 0));
    assert_eq!((t.armies("tasmania"), t.missiles("tasmania")), (3, 2));
}

/// R-MIS-9: "A missile strike is an attack (it counts for situation cards,
/// pacts and rest)" — so, like an attack, none after a regroup (R-RND-3).
#[test]
fn a_missile_cannot_be_fired_after_a_regroup_r_mis_9() {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, 2);
    set_missiles(&mut p, "nueva_zelanda", 1);
    hold(&mut p, "tasmania black 5, filipinas white 3, tonga white 1");
    let mut t = Table::new(&p);
    assert!(t.legal(White).contains(&fire("nueva_zelanda", "tasmania")));
    t.play(White, &regroup("filipinas", "tonga", 1, 0), &[]);
    let e = t.refuse(White, &fire("nueva_zelanda", "tasmania"));
    assert_eq!(e.code(), "ATTACK_AFTER_REGROUP");
    assert!(!t.legal(White).iter().any(|x| matches!(x, Command::FireMissile { .. })));
}

/// R-MIS-9 with R-SIT-7: the resting colour "may neither attack nor regroup",
/// and a missile strike is an attack.
#[test]
fn a_resting_colour_cannot_fire_a_missile_r_mis_9() {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, 2);
    set_missiles(&mut p, "nueva_zelanda", 1);
    put(&mut p, "tasmania", Black, 5);
    p.situation = Some(Situation::Rest(White));
    let t = Table::new(&p);
    let e = t.refuse(White, &fire("nueva_zelanda", "tasmania"));
    assert_eq!((e.code(), e.rule()), ("RESTING", "R-SIT-7"));
    assert!(!t.legal(White).iter().any(|x| matches!(x, Command::FireMissile { .. })));

    // Another colour's rest does not stop white.
    p.situation = Some(Situation::Rest(Black));
    let mut t = Table::new(&p);
    t.play(White, &fire("nueva_zelanda", "tasmania"), &[]);
    assert_eq!(t.armies("tasmania"), 2);
}

/// R-MIS-9 with R-SIT-4: "Open borders: attacks only from a country to a
/// country of another continent. Closed borders: attacks only within a
/// continent. **Decision**: both restrict missile strikes too."
#[test]
fn open_and_closed_borders_restrict_missile_strikes_r_mis_9() {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, 2);
    set_missiles(&mut p, "nueva_zelanda", 1);
    put(&mut p, "tasmania", Black, 5);
    // Chile (South America) is 3 borders from New Zealand via the sea bridge.
    put(&mut p, "chile", Black, 5);

    p.situation = Some(Situation::OpenBorders);
    let t = Table::new(&p);
    let e = t.refuse(White, &fire("nueva_zelanda", "tasmania"));
    assert_eq!(e, RuleViolation::BordersRestricted { open: true });
    assert_eq!(e.rule(), "R-SIT-4");
    assert!(!t.legal(White).contains(&fire("nueva_zelanda", "tasmania")));
    assert!(t.legal(White).contains(&fire("nueva_zelanda", "chile")));
    let mut t2 = Table::new(&p);
    t2.play(White, &fire("nueva_zelanda", "chile"), &[]);
    assert_eq!(t2.armies("chile"), 4);

    p.situation = Some(Situation::ClosedBorders);
    let t = Table::new(&p);
    let e = t.refuse(White, &fire("nueva_zelanda", "chile"));
    assert_eq!(e, RuleViolation::BordersRestricted { open: false });
    assert!(!t.legal(White).contains(&fire("nueva_zelanda", "chile")));
    let mut t2 = Table::new(&p);
    t2.play(White, &fire("nueva_zelanda", "tasmania"), &[]);
    assert_eq!(t2.armies("tasmania"), 2);
}

// ---- R-BLK: blockades ---------------------------------------------------

/// R-BLK-1: "A country with at least 3 neighbours is blockaded when every
/// neighbour belongs to one same other color and each has at least 2
/// armies."
#[test]
fn paraguay_surrounded_by_black_countries_of_two_armies_each_is_blockaded_r_blk_1() {
    let mut p = four();
    paraguay_blockaded(&mut p);
    assert!(Table::new(&p).blockaded("paraguay"));

    // One neighbour with a single army: no blockade.
    let mut q = p.clone();
    put(&mut q, "bolivia", Black, 1);
    assert!(!Table::new(&q).blockaded("paraguay"));

    // Neighbours of two colours: no blockade.
    let mut q = p.clone();
    put(&mut q, "bolivia", Red, 2);
    assert!(!Table::new(&q).blockaded("paraguay"));

    // Sumatra has only two neighbours (Australia, India): never blockaded.
    let mut q = four();
    hold(&mut q, "sumatra white 1, australia black 5, india black 5");
    assert_eq!(Board::revancha().neighbours(c("sumatra")).len(), 2);
    assert!(!Table::new(&q).blockaded("sumatra"));

    // Blockades switched off as a house rule (R-OPT-2).
    let mut q = p.clone();
    q.options.blockades = false;
    assert!(!Table::new(&q).blockaded("paraguay"));
}

/// R-BLK-2: "A blockaded country receives no armies of any kind
/// (incorporation, card bonus, regroup) [...]" — incorporated armies and
/// bought missiles are refused.
#[test]
fn a_blockaded_country_receives_no_incorporated_armies_or_missiles_r_blk_2() {
    let mut p = four();
    paraguay_blockaded(&mut p);
    put(&mut p, "uruguay", White, 1);
    incorporating(&mut p, White, 10);
    let mut t = Table::new(&p);
    let e = t.refuse(White, &place("paraguay", 1));
    assert_eq!(e, RuleViolation::Blockaded { country: c("paraguay") });
    assert_eq!((e.code(), e.rule()), ("BLOCKADED", "R-BLK-2"));
    assert_eq!(t.code(White, &buy("paraguay")), "BLOCKADED");
    let listed = t.legal(White);
    assert!(!listed.iter().any(|x| matches!(
        x,
        Command::Place { country, .. } | Command::BuyMissile { country } if *country == c("paraguay")
    )));
    // Elsewhere is fine.
    t.play(White, &place("uruguay", 10), &[]);
    assert_eq!((t.armies("paraguay"), t.armies("uruguay")), (1, 11));
}

/// R-BLK-2: "[...] receives no armies of any kind" — not the extra
/// reinforcements of R-SIT-6 either, and no regroup can bring any: every
/// bordering country belongs to the blocker.
#[test]
fn a_blockaded_country_receives_no_extra_reinforcements_and_no_regrouped_armies_r_blk_2() {
    let mut p = four();
    paraguay_blockaded(&mut p);
    put(&mut p, "uruguay", White, 3);
    p.situation = Some(Situation::ExtraReinforcements);
    p.phase = Phase::ExtraReinforcement { player: White, remaining: 9 };
    let t = Table::new(&p);
    assert_eq!(t.code(White, &place("paraguay", 1)), "BLOCKADED");

    let mut p = p.clone();
    p.situation = Some(Situation::ClassicCombat);
    p.phase = Phase::Attack { player: White };
    let t = Table::new(&p);
    assert!(
        !t.legal(White)
            .iter()
            .any(|x| matches!(x, Command::Regroup { to, .. } if *to == c("paraguay")))
    );
    // Uruguay does not border Paraguay; Argentina is black's.
    assert_eq!(t.code(White, &regroup("uruguay", "paraguay", 1, 0)), "NOT_ADJACENT");
    assert_eq!(t.code(White, &regroup("argentina", "paraguay", 1, 0)), "NOT_YOUR_COUNTRY");
}

/// R-BLK-2: "[...] but may attack the blockers."
#[test]
fn a_blockaded_country_may_attack_its_blockers_r_blk_2() {
    let mut p = four();
    paraguay_blockaded(&mut p);
    put(&mut p, "paraguay", White, 4);
    let mut t = Table::new(&p);
    assert!(t.blockaded("paraguay"));
    assert!(t.legal(White).contains(&attack("paraguay", "argentina")));
    let events = t.play(White, &attack("paraguay", "argentina"), &[6, 6, 2, 1, 1]);
    assert_eq!(battle(&events), (vec![6, 6, 2], vec![1, 1], 0, 2, true));
    assert_eq!(t.owner("argentina"), White);
}

/// R-BLK-3: "The blockade ends when a blocker drops to 1 army [...]"
#[test]
fn a_blockade_ends_when_a_blocker_drops_to_one_army_r_blk_3() {
    let mut p = four();
    paraguay_blockaded(&mut p);
    put(&mut p, "paraguay", White, 4);
    let mut t = Table::new(&p);
    // 6-1-1 against 5-5: one army each.
    let events = t.play(White, &attack("paraguay", "argentina"), &[6, 1, 1, 5, 5]);
    assert_eq!(battle(&events), (vec![6, 1, 1], vec![5, 5], 1, 1, false));
    assert_eq!((t.owner("argentina"), t.armies("argentina")), (Black, 1));
    assert!(!t.blockaded("paraguay"));

    // At the next incorporation Paraguay takes armies again.
    let mut q = t.game.position();
    incorporating(&mut q, White, 4);
    let mut t = Table::new(&q);
    t.play(White, &place("paraguay", 4), &[]);
    assert_eq!(t.armies("paraguay"), 7);
}

/// R-BLK-3: "The blockade ends when [...] a blocker is conquered [...]"
#[test]
fn a_blockade_ends_when_a_blocker_is_conquered_r_blk_3() {
    let mut p = four();
    paraguay_blockaded(&mut p);
    hold(&mut p, "paraguay white 4, brasil black 3");
    let mut t = Table::new(&p);
    assert!(t.blockaded("paraguay"));
    assert!(battle(&t.play(White, &attack("paraguay", "bolivia"), &[6, 6, 6, 1, 1])).4);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    assert_eq!(t.owner("bolivia"), White);
    assert!(!t.blockaded("paraguay"));
}

/// R-BLK-3: "The blockade ends when [...] the blockaded country is its
/// owner's only country at the start of their turn."
#[test]
fn a_players_only_country_is_never_blockaded_r_blk_3() {
    let mut p = four();
    white_holds_only(&mut p, &["paraguay"]);
    paraguay_blockaded(&mut p);
    incorporating(&mut p, White, 4);
    let mut t = Table::new(&p);
    assert_eq!(t.game.country_count(White), 1);
    assert!(!t.blockaded("paraguay"));
    t.play(White, &place("paraguay", 4), &[]);
    assert_eq!(t.armies("paraguay"), 5);
}

/// R-BLK-4: "Only during the two initial placement rounds may armies be
/// placed in a blockaded country."
#[test]
fn armies_may_be_placed_in_a_blockaded_country_during_the_initial_placement_r_blk_4() {
    for round in [1, 2] {
        let mut p = four();
        p.round = 0;
        p.situation = None;
        paraguay_blockaded(&mut p);
        p.phase = Phase::InitialPlacement { round, player: White, remaining: 8 };
        let mut t = Table::new(&p);
        assert!(t.blockaded("paraguay"));
        assert!(t.legal(White).contains(&place("paraguay", 1)));
        t.play(White, &place("paraguay", 2), &[]);
        t.play(White, &buy("paraguay"), &[]);
        assert_eq!((t.armies("paraguay"), t.missiles("paraguay")), (3, 1), "round {round}");
    }
}

// ---- R-REG: regroup -----------------------------------------------------

/// R-REG-1: "Move armies (and missiles) from an own country to a bordering
/// own country, leaving at least 1 army behind."
#[test]
fn a_regroup_moves_armies_and_missiles_to_a_bordering_own_country_leaving_one_army_r_reg_1() {
    let mut p = four();
    put(&mut p, "argentina", White, 3);
    set_missiles(&mut p, "argentina", 1);
    hold(&mut p, "brasil white 1, sahara white 1, chile black 1");
    let mut t = Table::new(&p);
    let e = t.refuse(White, &regroup("argentina", "brasil", 3, 0));
    assert_eq!(e, RuleViolation::MustLeaveOneArmy { country: c("argentina") });
    assert_eq!((e.code(), e.rule()), ("MUST_LEAVE_ONE_ARMY", "R-REG-1"));
    assert_eq!(t.code(White, &regroup("argentina", "sahara", 1, 0)), "NOT_ADJACENT");
    assert_eq!(t.code(White, &regroup("argentina", "chile", 1, 0)), "NOT_YOUR_COUNTRY");
    assert_eq!(t.code(White, &regroup("argentina", "brasil", 0, 0)), "EMPTY_MOVE");

    let events = t.play(White, &regroup("argentina", "brasil", 2, 1), &[]);
    assert_eq!(
        events,
        vec![Event::Regrouped { from: c("argentina"), to: c("brasil"), armies: 2, missiles: 1 }]
    );
    assert_eq!((t.armies("argentina"), t.missiles("argentina")), (1, 0));
    assert_eq!((t.armies("brasil"), t.missiles("brasil")), (3, 1));
    assert_eq!(*t.game.phase(), Phase::Regroup { player: White });
}

/// R-REG-2: "Armies moved in this regroup step cannot move again in it (no
/// chaining A→B→C in one turn)" — the rulebook's Argentina, Brasil, Sahara.
#[test]
fn armies_that_just_arrived_in_brasil_from_argentina_cannot_go_on_to_sahara_r_reg_2() {
    let mut p = four();
    hold(&mut p, "argentina white 3, brasil white 2, sahara white 1");
    let mut t = Table::new(&p);
    // Argentina → Brasil is allowed.
    t.play(White, &regroup("argentina", "brasil", 2, 0), &[]);
    assert_eq!(t.armies("brasil"), 4);
    // Brasil holds 2 of its own and 2 newcomers: the newcomers stay.
    let e = t.refuse(White, &regroup("brasil", "sahara", 3, 0));
    assert_eq!(e, RuleViolation::AlreadyMoved { country: c("brasil") });
    assert_eq!((e.code(), e.rule()), ("ALREADY_MOVED", "R-REG-2"));
    // Brasil → Sahara with Brasil's own armies is allowed (the newcomers
    // keep Brasil occupied).
    t.play(White, &regroup("brasil", "sahara", 2, 0), &[]);
    assert_eq!((t.armies("argentina"), t.armies("brasil"), t.armies("sahara")), (1, 2, 3));
    // What is left in Brasil arrived this step.
    assert_eq!(t.code(White, &regroup("brasil", "sahara", 1, 0)), "ALREADY_MOVED");
    assert_eq!(t.code(White, &regroup("brasil", "argentina", 1, 0)), "ALREADY_MOVED");
    assert!(
        !t.legal(White)
            .iter()
            .any(|x| matches!(x, Command::Regroup { from, .. } if *from == c("brasil")))
    );
}

/// R-REG-2 for missiles: a missile that arrived in this regroup does not fly on.
#[test]
fn a_missile_that_just_arrived_cannot_move_again_r_reg_2() {
    let mut p = four();
    put(&mut p, "argentina", White, 2);
    set_missiles(&mut p, "argentina", 1);
    hold(&mut p, "brasil white 2, sahara white 1");
    let mut t = Table::new(&p);
    t.play(White, &regroup("argentina", "brasil", 0, 1), &[]);
    assert_eq!(t.code(White, &regroup("brasil", "sahara", 0, 1)), "ALREADY_MOVED");
}

/// R-REG-3: "Regrouping ends the attack step for the turn."
#[test]
fn after_a_regroup_there_are_no_more_attacks_r_reg_3() {
    let mut p = four();
    hold(&mut p, "argentina white 4, brasil white 1, chile black 1");
    let mut t = Table::new(&p);
    assert!(t.legal(White).contains(&attack("argentina", "chile")));
    t.play(White, &regroup("argentina", "brasil", 1, 0), &[]);
    let e = t.refuse(White, &attack("argentina", "chile"));
    assert_eq!(e, RuleViolation::AttackAfterRegroup);
    assert_eq!(e.code(), "ATTACK_AFTER_REGROUP");
    let listed = t.legal(White);
    assert!(!listed.iter().any(|x| matches!(x, Command::Attack { .. })));
    assert!(listed.contains(&Command::EndTurn));
    // More regrouping is still fine.
    t.play(White, &regroup("argentina", "brasil", 1, 0), &[]);
    assert_eq!(t.armies("brasil"), 3);
}

// ---- R-CRD: cards at the end of the turn --------------------------------

/// Tasmania (white, `armies`) next to New Zealand and Australia (black, 1).
fn oceania_front(armies: u32) -> Position {
    let mut p = four();
    put(&mut p, "tasmania", White, armies);
    hold(&mut p, "nueva_zelanda black 1, australia black 1");
    p
}

/// R-CRD-1: "A player who conquered at least 1 country this turn [...] takes
/// one country card, however many countries they conquered." **Decision**:
/// "the card is taken automatically at the end of the turn when earned."
#[test]
fn one_conquest_earns_one_country_card_at_the_end_of_the_turn_r_crd_1() {
    let mut t = Table::new(&oceania_front(4));
    t.play(White, &attack("tasmania", "nueva_zelanda"), &[6, 6, 6, 1]);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    let events = t.play(White, &Command::EndTurn, &[0]);
    assert_eq!(card_draws(&events, White), 1);
    assert_eq!(t.game.player(White).unwrap().hand.len(), 1);
    assert!(events.contains(&Event::TurnEnded { player: White }));
    let drawn = events.iter().position(|e| matches!(e, Event::CardDrawn { .. })).unwrap();
    let ended = events.iter().position(|e| matches!(e, Event::TurnEnded { .. })).unwrap();
    assert!(drawn < ended, "the card is taken in the turn that earned it");
}

/// R-CRD-1: "[...] takes one country card, however many countries they
/// conquered."
#[test]
fn two_conquests_still_earn_a_single_card_r_crd_1() {
    let mut t = Table::new(&oceania_front(6));
    t.play(White, &attack("tasmania", "nueva_zelanda"), &[6, 6, 6, 1]);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    t.play(White, &attack("tasmania", "australia"), &[6, 6, 6, 1]);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    assert_eq!(t.game.turn().conquests, 2);
    let events = t.play(White, &Command::EndTurn, &[0]);
    assert_eq!(card_draws(&events, White), 1);
    assert_eq!(t.game.player(White).unwrap().hand.len(), 1);
}

/// R-CRD-1: a card needs "at least 1 country this turn": attacks that
/// conquer nothing earn nothing.
#[test]
fn a_turn_without_a_conquest_earns_no_card_r_crd_1() {
    let mut p = oceania_front(4);
    put(&mut p, "nueva_zelanda", Black, 3);
    let mut t = Table::new(&p);
    let events = t.play(White, &attack("tasmania", "nueva_zelanda"), &[1, 1, 1, 6, 6, 6]);
    assert!(!battle(&events).4);
    let events = t.play(White, &Command::EndTurn, &[0]);
    assert_eq!(card_draws(&events, White), 0);
    assert!(t.game.player(White).unwrap().hand.is_empty());
}

/// R-CRD-1: "[...] (at least 2 once they have made 3 or more exchanges)".
#[test]
fn after_three_exchanges_one_conquest_earns_no_card_but_two_do_r_crd_1() {
    let mut p = oceania_front(6);
    p.players[0].exchanges = 3;
    p.players[0].exchanged_in_round = 1;

    let mut t = Table::new(&p);
    t.play(White, &attack("tasmania", "nueva_zelanda"), &[6, 6, 6, 1]);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    let events = t.play(White, &Command::EndTurn, &[0]);
    assert_eq!(card_draws(&events, White), 0);

    let mut t = Table::new(&p);
    t.play(White, &attack("tasmania", "nueva_zelanda"), &[6, 6, 6, 1]);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    t.play(White, &attack("tasmania", "australia"), &[6, 6, 6, 1]);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    let events = t.play(White, &Command::EndTurn, &[0]);
    assert_eq!(card_draws(&events, White), 1);
}

/// R-CRD-2: "Owning a country and holding its card entitles the player, once
/// per card, to 3 bonus armies there [...] at the end of a later turn in which
/// they own it." **Decision**: "applied automatically at the card step".
#[test]
fn a_held_cards_own_country_gets_three_armies_once_and_not_again_on_a_later_turn_r_crd_2() {
    let mut p = four();
    put(&mut p, "tasmania", White, 1);
    give_card(&mut p, White, "tasmania", false);
    let mut t = Table::new(&p);
    let events = t.play(White, &Command::EndTurn, &[0]);
    assert_eq!(card_bonuses(&events), vec![(White, "tasmania".to_owned(), 3)]);
    assert_eq!(t.armies("tasmania"), 4);
    assert_eq!(hand(&t, White), vec![("tasmania".to_owned(), true)]);

    // A later turn of white's, still owning Tasmania and holding its card.
    let mut q = t.game.position();
    q.phase = Phase::Attack { player: White };
    let mut t = Table::new(&q);
    let events = t.play(White, &Command::EndTurn, &[0]);
    assert!(card_bonuses(&events).is_empty());
    assert_eq!(t.armies("tasmania"), 4);
}

/// R-CRD-2: "[...] at once if they own it when drawing".
#[test]
fn a_card_drawn_for_an_own_country_gives_its_three_armies_at_once_r_crd_2() {
    let mut p = oceania_front(4);
    put(&mut p, "filipinas", White, 1);
    let mut t = Table::new(&p);
    t.play(White, &attack("tasmania", "nueva_zelanda"), &[6, 6, 6, 1]);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    // The pile is in board order, so this script draws Filipinas.
    let pick = u32::try_from(c("filipinas").index()).unwrap();
    let events = t.play(White, &Command::EndTurn, &[pick]);
    assert!(
        events.contains(&Event::CardDrawn { player: White, card: Secret::Known(c("filipinas")) })
    );
    assert_eq!(card_bonuses(&events), vec![(White, "filipinas".to_owned(), 3)]);
    assert_eq!(t.armies("filipinas"), 4);
}

/// R-CRD-2: **Decision**: the bonus is "not [applied] while the country is
/// blockaded" (R-BLK-2: no card bonus) — it waits for a later turn.
#[test]
fn a_blockaded_country_gets_no_card_bonus_until_the_blockade_ends_r_crd_2() {
    let mut p = four();
    paraguay_blockaded(&mut p);
    give_card(&mut p, White, "paraguay", false);
    let mut t = Table::new(&p);
    let events = t.play(White, &Command::EndTurn, &[0]);
    assert!(card_bonuses(&events).is_empty());
    assert_eq!(t.armies("paraguay"), 1);
    assert_eq!(hand(&t, White), vec![("paraguay".to_owned(), false)]);

    // A later turn without the blockade: the bonus is still due.
    let mut q = t.game.position();
    q.phase = Phase::Attack { player: White };
    put(&mut q, "bolivia", Black, 1);
    let mut t = Table::new(&q);
    let events = t.play(White, &Command::EndTurn, &[0]);
    assert_eq!(card_bonuses(&events), vec![(White, "paraguay".to_owned(), 3)]);
    assert_eq!(t.armies("paraguay"), 4);
}

/// White holds Oceania but New Zealand (black, 1 army); Tasmania has 4.
fn oceania_but_new_zealand() -> Position {
    let mut p = four();
    for s in ["sumatra", "filipinas", "tonga", "australia"] {
        put(&mut p, s, White, 1);
    }
    hold(&mut p, "tasmania white 4, nueva_zelanda black 1");
    p
}

fn continent_events(events: &[Event]) -> Vec<&Event> {
    events
        .iter()
        .filter(|e| {
            matches!(e, Event::ContinentCardEarned { .. } | Event::ContinentCardReturned { .. })
        })
        .collect()
}

/// R-CRD-3: "Conquering a whole continent during the turn earns its
/// continent card at the end of the turn."
#[test]
fn conquering_the_last_country_of_oceania_earns_the_oceania_card_at_the_end_of_the_turn_r_crd_3() {
    let oceania = continent("oceania");
    let mut t = Table::new(&oceania_but_new_zealand());
    t.play(White, &attack("tasmania", "nueva_zelanda"), &[6, 6, 6, 1]);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    assert_eq!(t.game.continent_card_holder(oceania), None, "not before the end of the turn");
    let events = t.play(White, &Command::EndTurn, &[0]);
    assert_eq!(
        continent_events(&events),
        vec![&Event::ContinentCardEarned { player: White, continent: oceania }]
    );
    assert_eq!(t.game.continent_card_holder(oceania), Some(White));
    assert_ne!(t.game.player(White).unwrap().continent_cards & (1 << oceania.index()), 0);
    assert_eq!(card_draws(&events, White), 1, "the country card comes as well");
}

/// R-CRD-3: the card is for "conquering a whole continent during the turn":
/// holding it already, with the conquest elsewhere, earns nothing.
#[test]
fn holding_a_continent_without_conquering_there_this_turn_earns_no_continent_card_r_crd_3() {
    let mut p = oceania_but_new_zealand();
    hold(&mut p, "nueva_zelanda white 1, argentina white 4, chile black 1");
    let mut t = Table::new(&p);
    t.play(White, &attack("argentina", "chile"), &[6, 6, 6, 1]);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    let events = t.play(White, &Command::EndTurn, &[0]);
    assert!(continent_events(&events).is_empty());
    assert_eq!(t.game.continent_card_holder(continent("oceania")), None);
}

/// R-CRD-3: "Losing the continent before using it returns the card;
/// re-conquering it gives it back."
#[test]
fn losing_oceania_returns_its_card_and_reconquering_it_gives_it_back_r_crd_3() {
    let oceania = continent("oceania");
    let mut p = oceania_but_new_zealand();
    hold(&mut p, "nueva_zelanda white 1, australia white 1, chile black 4");
    p.continent_cards[oceania.index()] = Some(White);
    p.phase = Phase::Attack { player: Black };
    let mut t = Table::new(&p);
    assert_eq!(t.game.continent_card_holder(oceania), Some(White));

    let events = t.play(Black, &attack("chile", "australia"), &[6, 6, 6, 1]);
    assert!(battle(&events).4);
    assert_eq!(
        continent_events(&events),
        vec![&Event::ContinentCardReturned { player: White, continent: oceania }]
    );
    assert_eq!(t.game.continent_card_holder(oceania), None);
    assert_eq!(t.game.player(White).unwrap().continent_cards, 0);
    t.play(Black, &Command::MoveIn { armies: 0 }, &[]);

    // White's next turn: Tasmania takes Australia back.
    let mut q = t.game.position();
    q.phase = Phase::Attack { player: White };
    q.conquests = 0;
    q.conquered_in = vec![];
    let mut t = Table::new(&q);
    assert!(battle(&t.play(White, &attack("tasmania", "australia"), &[6, 6, 6, 1])).4);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    let events = t.play(White, &Command::EndTurn, &[0]);
    assert_eq!(
        continent_events(&events),
        vec![&Event::ContinentCardEarned { player: White, continent: oceania }]
    );
    assert_eq!(t.game.continent_card_holder(oceania), Some(White));
}

/// R-CRD-3: the card "can be used in one exchange per player per game": once
/// used, the same player cannot earn it again.
#[test]
fn a_continent_card_used_in_an_exchange_cannot_be_earned_again_by_the_same_player_r_crd_3() {
    let oceania = continent("oceania");
    let mut p = oceania_but_new_zealand();
    p.players[0].used_continent_cards = vec![oceania];
    let mut t = Table::new(&p);
    t.play(White, &attack("tasmania", "nueva_zelanda"), &[6, 6, 6, 1]);
    t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    let events = t.play(White, &Command::EndTurn, &[0]);
    assert!(continent_events(&events).is_empty());
    assert_eq!(t.game.continent_card_holder(oceania), None);
    assert_eq!(card_draws(&events, White), 1);
}

// ---- legal_actions agrees with decide ------------------------------------

/// Every listed action is accepted; every command in `refused` is refused
/// and not listed.
fn assert_consistent(t: &Table, actor: Color, refused: &[Command]) {
    let listed = t.legal(actor);
    assert!(!listed.is_empty());
    for cmd in &listed {
        let r = t.game.decide(actor, cmd, &mut ScriptedDice::new([6, 6, 6, 6, 1, 1, 1, 0]));
        assert!(r.is_ok(), "listed {cmd:?} refused: {:?}", r.err().map(|e| e.code()));
    }
    for cmd in refused {
        assert!(!listed.contains(cmd), "{cmd:?} is listed");
        let _ = t.refuse(actor, cmd);
    }
}

/// R-ATK-1, R-MIS-3..6, R-REG-1..3, R-BLK-2: `legal_actions` lists only what
/// `decide` accepts, and none of the commands these rules refuse.
#[test]
fn legal_actions_list_only_what_decide_accepts_in_attack_regroup_and_incorporation() {
    let mut p = four();
    put(&mut p, "nueva_zelanda", White, 3);
    set_missiles(&mut p, "nueva_zelanda", 2);
    put(&mut p, "tasmania", Black, 4);
    set_missiles(&mut p, "tasmania", 1);
    hold(&mut p, "australia black 2, sumatra red 5");
    set_missiles(&mut p, "sumatra", 2);
    hold(&mut p, "filipinas white 5, tonga white 1, argentina black 9");
    paraguay_blockaded(&mut p);
    let mut t = Table::new(&p);
    let refused = [
        attack("nueva_zelanda", "australia"),        // NOT_ADJACENT
        attack("tonga", "australia"),                // NO_ATTACK_ARMIES
        attack("filipinas", "tonga"),                // OWN_COUNTRY
        attack("paraguay", "argentina"),             // NO_ATTACK_ARMIES
        fire("nueva_zelanda", "argentina"),          // OUT_OF_MISSILE_RANGE
        fire("nueva_zelanda", "australia"),          // TARGET_TOO_WEAK
        fire("nueva_zelanda", "sumatra"),            // DETERRED
        fire("filipinas", "australia"),              // NO_MISSILE
        fire("nueva_zelanda", "filipinas"),          // OWN_COUNTRY
        regroup("filipinas", "tonga", 5, 0),         // MUST_LEAVE_ONE_ARMY
        regroup("nueva_zelanda", "filipinas", 1, 0), // NOT_ADJACENT
        Command::MoveIn { armies: 1 },               // WRONG_PHASE
        place("filipinas", 1),                       // WRONG_PHASE
        convert("filipinas"),                        // WRONG_PHASE
    ];
    let listed = t.legal(White);
    for expected in [
        attack("nueva_zelanda", "tasmania"),
        attack("filipinas", "australia"),
        fire("nueva_zelanda", "tasmania"),
        regroup("filipinas", "tonga", 4, 0),
        Command::EndTurn,
    ] {
        assert!(listed.contains(&expected), "{expected:?} not listed");
    }
    assert_consistent(&t, White, &refused);

    // After a conquest: only the move-in.
    let events = t.play(White, &attack("filipinas", "australia"), &[6, 6, 6, 1, 1]);
    assert!(battle(&events).4);
    assert_eq!(t.legal(White), vec![Command::MoveIn { armies: 0 }, Command::MoveIn { armies: 2 }]);
    assert_consistent(
        &t,
        White,
        &[Command::MoveIn { armies: 3 }, attack("nueva_zelanda", "tasmania"), Command::EndTurn],
    );
    t.play(White, &Command::MoveIn { armies: 2 }, &[]);

    // In the regroup: no attack, no missile, no chained move.
    t.play(White, &regroup("australia", "tonga", 2, 0), &[]);
    assert_consistent(
        &t,
        White,
        &[
            attack("nueva_zelanda", "tasmania"), // ATTACK_AFTER_REGROUP
            fire("nueva_zelanda", "tasmania"),   // ATTACK_AFTER_REGROUP
            regroup("tonga", "filipinas", 2, 0), // ALREADY_MOVED
            regroup("filipinas", "tonga", 2, 0), // MUST_LEAVE_ONE_ARMY
        ],
    );

    // In an incorporation: nothing for the blockaded country.
    let mut q = p.clone();
    incorporating(&mut q, White, 12);
    let t = Table::new(&q);
    assert_consistent(&t, White, &[place("paraguay", 1), buy("paraguay"), convert("tonga")]);
}
