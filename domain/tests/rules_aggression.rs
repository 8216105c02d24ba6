//! Rule tests for aggression pacts and condominiums (R-PCT-10..12). The
//! rulebook's example is the spine: Iran (white, the leader) and Rusia
//! (black) against Ucrania (red), which falls and becomes their
//! condominium; then Bielorrusia from it. Readings of the rulebook are in
//! docs/design/aggression-and-condominiums.md.
//!
//! Scenarios are positions with pacts on and situation cards off; the
//! invariant checker runs after every event.

use crate::common;

use common::{Table, agree, attack, c, hold, pacts_on, put, regroup, the_pact};
use domain::Color;
use domain::rules::{
    Command, Event, Pact, PactEnd, PactStatus, PactTerms, Phase, Position, PositionStake, Viewer,
    view,
};

use Color::{Black, Blue, Red, White};

const FOUR: [Color; 4] = [White, Black, Red, Blue];

/// White to act in the attack phase of round 2, pacts on, no situation
/// cards; Iran white, Rusia black, Ucrania red.
fn iran_rusia_ucrania() -> Position {
    let mut p = pacts_on(&FOUR);
    hold(&mut p, "iran white 6, rusia black 6, ucrania red 3, bielorrusia red 1");
    p
}

fn aggression(target: &str, own: &str, theirs: &str, leader: Color) -> PactTerms {
    PactTerms::Aggression { target: c(target), own: c(own), theirs: c(theirs), leader }
}

fn stake(t: &Table, slug: &str, color: Color) -> Option<u32> {
    t.game.stake(c(slug), color).map(|s| s.armies)
}

fn hit(from: &str, to: &str, occupant: Color) -> Command {
    Command::AttackOccupant { from: c(from), to: c(to), occupant }
}

fn turn_actions(t: &Table, color: Color) -> Vec<Command> {
    t.legal(color).into_iter().filter(|c| !c.is_pact()).collect()
}

/// Black proposes Iran + Rusia against Ucrania in white's turn; white
/// accepts and launches: the pact's number.
fn launched(t: &mut Table) -> u32 {
    let pact = agree(t, Black, White, aggression("ucrania", "rusia", "iran", White));
    t.play(White, &Command::LaunchAggression { pact }, &[]);
    pact
}

/// The aggression on red's Ucrania launched, white's Iran and black's Rusia
/// holding `iran` and `rusia` armies; the table and the pact's number.
fn launched_with(iran: u32, rusia: u32) -> (Table, u32) {
    let mut p = iran_rusia_ucrania();
    put(&mut p, "iran", White, iran);
    put(&mut p, "rusia", Black, rusia);
    let mut t = Table::new(&p);
    let pact = launched(&mut t);
    (t, pact)
}

/// Red's Ucrania (3 armies) falls to black's second roll; both move one more in.
fn ucrania_falls(t: &mut Table) -> (u32, Vec<Event>) {
    let pact = launched(t);
    t.play(White, &attack("iran", "ucrania"), &[1, 1, 1, 6, 6, 6]);
    let events = t.play(Black, &attack("rusia", "ucrania"), &[6, 6, 6, 1, 1, 1]);
    t.play(Black, &Command::MoveIn { armies: 1 }, &[]);
    t.play(White, &Command::MoveIn { armies: 1 }, &[]);
    (pact, events)
}

#[test]
fn r_pct_10_iran_and_rusia_against_ucrania_alternate_rolls_until_it_falls_and_share_it() {
    let mut t = Table::new(&iran_rusia_ucrania());
    let pact = agree(&mut t, Black, White, aggression("ucrania", "rusia", "iran", White));
    // The leader must launch before regrouping or ending the turn.
    assert!(t.legal(White).contains(&Command::LaunchAggression { pact }));
    assert!(!t.legal(White).contains(&Command::EndTurn));
    let refused = t.refuse(White, &Command::EndTurn);
    assert_eq!((refused.code(), refused.rule()), ("AGGRESSION_PENDING", "R-PCT-10"));
    t.play(White, &Command::LaunchAggression { pact }, &[]);
    assert_eq!(*t.game.phase(), Phase::Aggression { turn: White, pact, actor: White });
    // White rolls and loses three; black rolls next, out of turn.
    let events = t.play(White, &attack("iran", "ucrania"), &[1, 1, 1, 6, 6, 6]);
    assert!(events.contains(&Event::AggressionNext { actor: Black }));
    assert_eq!(t.code(White, &attack("iran", "ucrania")), "NOT_YOUR_TURN");
    assert_eq!(turn_actions(&t, Black), vec![attack("rusia", "ucrania")]);
    assert!(turn_actions(&t, White).is_empty());
    let events = t.play(Black, &attack("rusia", "ucrania"), &[6, 6, 6, 1, 1, 1]);
    // Ucrania falls: black took it, white entered from Iran with one army.
    assert!(events.iter().any(|e| matches!(e, Event::CondominiumFormed { player: White, .. })));
    let ucrania = t.game.country(c("ucrania"));
    assert_eq!((ucrania.main.owner, ucrania.co.map(|s| s.owner)), (Black, Some(White)));
    // Each ally may move one more army in, the conqueror first.
    assert_eq!(t.game.current_player(), Some(Black));
    t.play(Black, &Command::MoveIn { armies: 1 }, &[]);
    t.play(White, &Command::MoveIn { armies: 1 }, &[]);
    assert_eq!((stake(&t, "ucrania", Black), stake(&t, "ucrania", White)), (Some(2), Some(2)));
    assert_eq!((t.armies("rusia"), t.armies("iran")), (4, 1));
    // The turn goes back to white; the pact became a truce.
    assert_eq!(*t.game.phase(), Phase::Attack { player: White });
    assert_eq!(the_pact(&t, pact).map(|p| p.status), Some(PactStatus::Truce { until_round: 2 }));
    // Everyone sees the two stakes.
    let v = view(&t.game, Viewer::Spectator);
    let shown = &v.countries[c("ucrania").index()];
    assert_eq!((shown.owner, shown.co_owner, shown.co_armies), (Black, Some(White), Some(2)));
}

#[test]
fn r_pct_10_only_the_phase_actor_rolls_and_only_from_their_aggressor_country() {
    let mut p = iran_rusia_ucrania();
    put(&mut p, "turquia", White, 5);
    let mut t = Table::new(&p);
    launched(&mut t);
    assert_eq!(t.code(Black, &attack("rusia", "ucrania")), "NOT_YOUR_TURN");
    let refused = t.refuse(White, &attack("turquia", "ucrania"));
    assert_eq!((refused.code(), refused.rule()), ("AGGRESSION_ROLL_ONLY", "R-PCT-10"));
    assert_eq!(t.code(White, &Command::EndTurn), "WRONG_PHASE");
    assert_eq!(t.code(White, &Command::EndAggression), "MUST_FINISH_AGGRESSION");
}

#[test]
fn r_pct_10_the_allies_attack_until_conquest_or_both_aggressor_countries_hold_one_army() {
    let (mut t, pact) = launched_with(2, 2);
    t.play(White, &attack("iran", "ucrania"), &[1, 6, 6, 6]);
    let events = t.play(Black, &attack("rusia", "ucrania"), &[1, 6, 6, 6]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::AggressionEnded { conquered: false, pact: p, .. } if *p == pact
    )));
    assert_eq!(*t.game.phase(), Phase::Attack { player: White });
    // The duty is done: white may end the turn.
    t.play(White, &Command::EndTurn, &[]);
}

#[test]
fn r_pct_10_an_exhausted_ally_is_skipped_and_the_other_rolls_alone() {
    let (mut t, pact) = launched_with(6, 1);
    t.play(White, &attack("iran", "ucrania"), &[6, 6, 1, 6, 6, 6]);
    assert_eq!(*t.game.phase(), Phase::Aggression { turn: White, pact, actor: White });
    // With neither able at the start, the pact cannot be launched at all.
    let mut p = iran_rusia_ucrania();
    hold(&mut p, "rusia black 1, iran white 1");
    let mut t = Table::new(&p);
    let pact = agree(&mut t, Black, White, aggression("ucrania", "rusia", "iran", White));
    assert_eq!(t.code(White, &Command::LaunchAggression { pact }), "CANNOT_LAUNCH_AGGRESSION");
    // ... and ending the turn closes it unconquered, its truce running.
    let events = t.play(White, &Command::EndTurn, &[]);
    assert!(events.iter().any(|e| matches!(e, Event::AggressionEnded { conquered: false, .. })));
}

#[test]
fn r_pct_10_both_allies_must_border_a_third_colours_country() {
    let mut t = Table::new(&iran_rusia_ucrania());
    let propose = |terms| Command::ProposePact { to: White, terms };
    // Ucrania does not border Siberia; Rusia is not the target's owner's foe's.
    put_refused(&t, &propose(aggression("ucrania", "rusia", "siberia", White)));
    put_refused(&t, &propose(aggression("rusia", "rusia", "iran", White)));
    put_refused(&t, &propose(aggression("ucrania", "rusia", "iran", Red)));
    t.play(Black, &propose(aggression("ucrania", "rusia", "iran", White)), &[]);
    assert_eq!(t.game.pacts().len(), 1);
}

fn put_refused(t: &Table, cmd: &Command) {
    let refused = t.refuse(Black, cmd);
    assert_eq!((refused.code(), refused.rule()), ("INVALID_PACT", "R-PCT-2"), "{cmd:?}");
}

#[test]
fn r_pct_10_an_aggression_pact_cannot_be_broken() {
    let mut t = Table::new(&iran_rusia_ucrania());
    let pact = agree(&mut t, Black, White, aggression("ucrania", "rusia", "iran", White));
    let refused = t.refuse(Black, &Command::BreakPact { pact });
    assert_eq!((refused.code(), refused.rule()), ("PACT_NOT_BREAKABLE", "R-PCT-10"));
    assert!(!t.legal(Black).contains(&Command::BreakPact { pact }));
}

/// Plays the turns left in the round (placing everything, ending each).
fn finish_round(t: &mut Table) {
    let round = t.game.round();
    while t.game.round() == round {
        let actor = t.game.current_player().expect("someone acts");
        let legal = turn_actions(t, actor);
        let cmd = legal
            .iter()
            .find(|c| matches!(c, Command::Place { .. }))
            .or_else(|| legal.iter().find(|c| matches!(c, Command::EndTurn)))
            .or_else(|| legal.iter().find(|c| matches!(c, Command::MoveIn { armies: 0 })))
            .cloned()
            .unwrap_or_else(|| panic!("{actor} has nothing to play: {legal:?}"));
        t.play(actor, &cmd, &[]);
    }
}

#[test]
fn r_pct_10_iran_and_rusia_may_not_attack_each_other_until_the_round_in_which_rusia_next_plays_ends()
 {
    // Black plays after white in this round: the truce ends with it.
    let mut t = Table::new(&iran_rusia_ucrania());
    let (pact, _) = ucrania_falls(&mut t);
    assert!(truce(&t), "no attack between the allies");
    finish_round(&mut t);
    assert_eq!(the_pact(&t, pact), None, "the truce is over in round 3");
    // Black played before white in this round: the truce lasts one more round.
    let mut p = iran_rusia_ucrania();
    p.round_order = vec![Black, White, Red, Blue];
    let mut t = Table::new(&p);
    let (pact, events) = ucrania_falls(&mut t);
    assert!(events.iter().any(|e| matches!(e, Event::AggressionEnded { until_round: 3, .. })));
    finish_round(&mut t);
    assert!(the_pact(&t, pact).is_some() && truce(&t), "still binding in round 3");
    finish_round(&mut t);
    assert_eq!(the_pact(&t, pact), None);
}

/// Whether a pact forbids white's Iran and black's Rusia to attack each other.
fn truce(t: &Table) -> bool {
    let (iran, rusia) = (c("iran"), c("rusia"));
    t.game.pact_forbidding(White, Black, iran, rusia).is_some()
        && t.game.pact_forbidding(Black, White, rusia, iran).is_some()
}

fn cards(t: &Table, color: Color) -> usize {
    t.game.player(color).map_or(0, |p| p.hand.len())
}

#[test]
fn r_pct_10_one_conquest_by_aggression_earns_no_card_two_earn_one_for_each_ally() {
    // One joint conquest: no card for either.
    let mut t = Table::new(&iran_rusia_ucrania());
    ucrania_falls(&mut t);
    t.play(White, &Command::EndTurn, &[]);
    t.play(Black, &Command::EndTurn, &[]);
    assert_eq!((cards(&t, White), cards(&t, Black)), (0, 0));
    // Two (Ucrania, then Bielorrusia in a team-up from it): a card each.
    let mut t = Table::new(&iran_rusia_ucrania());
    ucrania_falls(&mut t);
    let team = agree(&mut t, White, Black, aggression("bielorrusia", "ucrania", "ucrania", White));
    t.play(White, &Command::LaunchAggression { pact: team }, &[]);
    t.play(White, &attack("ucrania", "bielorrusia"), &[6, 1]);
    assert_eq!(t.game.country(c("bielorrusia")).co.map(|s| s.owner), Some(Black));
    while matches!(t.game.phase(), Phase::JointMoveIn { .. }) {
        let actor = t.game.current_player().expect("a mover");
        t.play(actor, &Command::MoveIn { armies: 0 }, &[]);
    }
    t.play(White, &Command::EndTurn, &[]);
    if matches!(t.game.phase(), Phase::AllyRegroup { .. }) {
        t.play(Black, &Command::EndTurn, &[]);
    }
    assert_eq!((cards(&t, White), cards(&t, Black)), (1, 1));
}

// ---- R-PCT-11: condominiums ----

#[test]
fn r_pct_11_each_ally_moves_one_or_two_armies_into_ucrania() {
    let mut t = Table::new(&iran_rusia_ucrania());
    launched(&mut t);
    t.play(White, &attack("iran", "ucrania"), &[1, 1, 1, 6, 6, 6]);
    t.play(Black, &attack("rusia", "ucrania"), &[6, 6, 6, 1, 1, 1]);
    let refused = t.refuse(Black, &Command::MoveIn { armies: 2 });
    assert_eq!((refused.code(), refused.rule()), ("QUANTITY_OUT_OF_RANGE", "R-PCT-11"));
    assert_eq!(
        turn_actions(&t, Black),
        vec![Command::MoveIn { armies: 0 }, Command::MoveIn { armies: 1 }]
    );
    t.play(Black, &Command::MoveIn { armies: 0 }, &[]);
    t.play(White, &Command::MoveIn { armies: 1 }, &[]);
    assert_eq!((stake(&t, "ucrania", Black), stake(&t, "ucrania", White)), (Some(1), Some(2)));
}

#[test]
fn r_pct_11_black_regroups_into_ucrania_after_red_before_the_next_turn() {
    let mut t = Table::new(&iran_rusia_ucrania());
    ucrania_falls(&mut t);
    t.play(White, &Command::EndTurn, &[]);
    assert!(matches!(t.game.phase(), Phase::AllyRegroup { player: Black, .. }));
    assert_eq!(t.game.phase().turn_player(), Some(White));
    let refused = t.refuse(Black, &regroup("rusia", "siberia", 1));
    assert!(matches!(refused.code(), "ALLY_REGROUP_ONLY" | "NOT_YOUR_COUNTRY"));
    assert_eq!(t.code(Black, &attack("rusia", "iran")), "WRONG_PHASE");
    t.play(Black, &regroup("rusia", "ucrania", 2), &[]);
    assert_eq!(stake(&t, "ucrania", Black), Some(4));
    let events = t.play(Black, &Command::EndTurn, &[]);
    assert!(events.contains(&Event::TurnEnded { player: White }));
    assert!(events.iter().any(|e| matches!(e, Event::TurnStarted { player: Black, .. })));
}

/// A position with Ucrania already a condominium of black (3 armies) and
/// white (2), with its pact (number 1) in force.
fn condominium() -> Position {
    let mut p = iran_rusia_ucrania();
    put(&mut p, "ucrania", Black, 3);
    let i = c("ucrania").index();
    p.countries[i].co = Some(PositionStake { owner: White, armies: 2, missiles: 0 });
    p.pact_condominiums = vec![c("ucrania")];
    p.pacts.push(Pact {
        id: 1,
        by: White,
        to: Black,
        terms: PactTerms::Condominium { country: c("ucrania") },
        status: PactStatus::InForce,
        round: 2,
        dismissable_by: None,
    });
    p.last_pact = 1;
    p
}

#[test]
fn r_pct_11_both_owners_place_incorporated_armies_in_ucrania() {
    // (placer, armies placed, then white's and black's stakes)
    for (player, armies, stakes) in [(White, 2, (Some(4), Some(3))), (Black, 4, (Some(2), Some(7)))]
    {
        let mut p = condominium();
        p.phase = Phase::Incorporation {
            player,
            free: 4,
            continent: vec![0; domain::Board::revancha().continents.len()],
        };
        let mut t = Table::new(&p);
        t.play(player, &Command::Place { country: c("ucrania"), armies }, &[]);
        assert_eq!((stake(&t, "ucrania", White), stake(&t, "ucrania", Black)), stakes);
    }
}

#[test]
fn r_pct_11_red_attacks_bielorrusia_from_ucrania_with_only_its_own_armies_and_keeps_it() {
    let mut t = Table::new(&condominium());
    // White has 2 armies there: one die, whatever black holds.
    let events = t.play(White, &attack("ucrania", "bielorrusia"), &[6, 1]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::AttackResolved { attacker_dice, conquered: true, .. } if attacker_dice.len() == 1
    )));
    assert_eq!(t.owner("bielorrusia"), White);
    assert!(t.game.country(c("bielorrusia")).co.is_none(), "wholly white's");
    assert_eq!((stake(&t, "ucrania", White), stake(&t, "ucrania", Black)), (Some(1), Some(3)));
}

#[test]
fn r_pct_11_red_in_ucrania_cannot_attack_black_rusia_nor_black_in_ucrania_red_iran() {
    let p = condominium();
    let t = Table::new(&p);
    let refused = t.refuse(White, &attack("ucrania", "rusia"));
    assert_eq!((refused.code(), refused.rule()), ("PACT_FORBIDS_ATTACK", "R-PCT-3"));
    assert!(!t.legal(White).contains(&attack("ucrania", "rusia")));
    assert_eq!(t.code(White, &hit("ucrania", "ucrania", Black)), "PACT_FORBIDS_ATTACK");
    let mut p = condominium();
    p.phase = Phase::Attack { player: Black };
    let t = Table::new(&p);
    assert_eq!(t.code(Black, &attack("ucrania", "iran")), "PACT_FORBIDS_ATTACK");
}

#[test]
fn r_pct_11_owners_fight_only_inside_ucrania_after_the_condominium_pact_is_broken_with_notice() {
    let mut p = condominium();
    put(&mut p, "polonia", White, 4);
    let mut t = Table::new(&p);
    t.play(White, &Command::BreakPact { pact: 1 }, &[]);
    // Within the notice the pact still binds.
    assert_eq!(t.code(White, &hit("ucrania", "ucrania", Black)), "PACT_FORBIDS_ATTACK");
    finish_round(&mut t);
    finish_round_until(&mut t, White);
    assert_eq!(the_pact(&t, 1), None, "the notice ran out with black's turn");
    // From outside never; inside now.
    let refused = t.refuse(White, &hit("polonia", "ucrania", Black));
    assert_eq!((refused.code(), refused.rule()), ("CONDOMINIUM_INSIDE_ONLY", "R-PCT-11"));
    assert!(t.legal(White).contains(&hit("ucrania", "ucrania", Black)));
    let armies = stake(&t, "ucrania", White).expect("a stake");
    assert!(armies >= 2);
    let events = t.play(White, &hit("ucrania", "ucrania", Black), &[6, 6, 6, 1, 1, 1]);
    let won = events.iter().any(|e| matches!(e, Event::AttackResolved { conquered: true, .. }));
    assert_eq!(won, stake(&t, "ucrania", Black).is_none());
}

/// Plays whole turns until `color` is to act in its attack step.
fn finish_round_until(t: &mut Table, color: Color) {
    loop {
        let actor = t.game.current_player().expect("someone acts");
        let legal = turn_actions(t, actor);
        if actor == color && legal.iter().all(|c| !matches!(c, Command::Place { .. })) {
            return;
        }
        let cmd = legal
            .iter()
            .find(|c| matches!(c, Command::Place { .. }))
            .or_else(|| legal.iter().find(|c| matches!(c, Command::EndTurn)))
            .cloned()
            .unwrap_or_else(|| panic!("{actor} has nothing to play: {legal:?}"));
        t.play(actor, &cmd, &[]);
    }
}

#[test]
fn r_pct_11_taking_ucrania_for_oneself_counts_for_the_card() {
    let mut p = condominium();
    p.pacts.clear();
    p.pact_condominiums.clear();
    let mut t = Table::new(&p);
    t.play(White, &hit("ucrania", "ucrania", Black), &[6, 1, 1]);
    t.play(White, &hit("ucrania", "ucrania", Black), &[6, 1, 1]);
    t.play(White, &hit("ucrania", "ucrania", Black), &[6, 1, 1]);
    assert_eq!((t.owner("ucrania"), t.game.country(c("ucrania")).co), (White, None));
    assert_eq!(t.game.turn().conquests, 1);
    t.play(White, &Command::EndTurn, &[]);
    assert_eq!(cards(&t, White), 1);
}

#[test]
fn r_pct_11_a_condominium_counts_for_neither_owner_in_incorporation_objectives_or_continents() {
    let t = Table::new(&condominium());
    let ucrania = c("ucrania").bit();
    for color in [White, Black] {
        assert_eq!(t.game.owned_mask(color) & ucrania, 0);
        assert_ne!(t.game.shared_mask(color) & ucrania, 0);
    }
    let counted: u32 = FOUR.iter().map(|&p| t.game.country_count(p)).sum();
    assert_eq!(counted, 71, "every country but the condominium counts for someone");
    let v = view(&t.game, Viewer::Spectator);
    let white = v.players.iter().find(|p| p.color == White).expect("white");
    assert_eq!(white.countries, t.game.country_count(White));
}

#[test]
fn r_pct_11_armies_left_only_in_a_condominium_keep_a_player_alive() {
    let mut p = condominium();
    // Black holds only Rusia alone, with one army, besides its stake.
    for (i, country) in p.countries.iter_mut().enumerate() {
        if country.owner == Black && i != c("rusia").index() && i != c("ucrania").index() {
            country.owner = Red;
        }
    }
    hold(&mut p, "rusia black 1, siberia blue 5");
    p.phase = Phase::Attack { player: Blue };
    let mut t = Table::new(&p);
    let events = t.play(Blue, &attack("siberia", "rusia"), &[6, 6, 1]);
    assert!(events.iter().any(|e| matches!(e, Event::AttackResolved { conquered: true, .. })));
    assert!(!events.iter().any(|e| matches!(e, Event::PlayerEliminated { .. })));
    assert!(t.game.is_alive(Black));
    assert_eq!(t.game.country_count(Black), 0);
}

#[test]
fn r_pct_11_allies_team_up_from_ucrania_against_bielorrusia_with_no_duty_to_finish() {
    let mut p = condominium();
    put(&mut p, "bielorrusia", Red, 5);
    let mut t = Table::new(&p);
    let team = agree(&mut t, Black, White, aggression("bielorrusia", "ucrania", "ucrania", White));
    // A team-up does not hold up the leader's turn.
    assert!(t.legal(White).contains(&Command::EndTurn));
    t.play(White, &Command::LaunchAggression { pact: team }, &[]);
    t.play(White, &attack("ucrania", "bielorrusia"), &[1, 6]);
    assert_eq!(t.game.current_player(), Some(Black));
    assert!(t.legal(Black).contains(&Command::EndAggression));
    let events = t.play(Black, &Command::EndAggression, &[]);
    assert!(events.iter().any(|e| matches!(e, Event::AggressionEnded { conquered: false, .. })));
    assert_eq!(*t.game.phase(), Phase::Attack { player: White });
}

#[test]
fn r_pct_11_a_condominium_is_never_blockaded_and_never_blockades() {
    let mut p = condominium();
    p.options.blockades = true;
    // Every neighbour of Ucrania is red's with 2 armies or more.
    for slug in ["albania", "bielorrusia", "iran", "polonia", "rusia"] {
        put(&mut p, slug, Red, 3);
    }
    let t = Table::new(&p);
    assert!(!t.blockaded("ucrania"));
    // Polonia, all of whose other neighbours are white's, is not blockaded
    // through the condominium either.
    assert!(!t.blockaded("bielorrusia"));
}

/// R-MIS-8 with R-PCT-6, corrected: white's missile from the white–black
/// condominium at a blue country crosses no border under a pact between
/// white and the country's owner, so it flies, as the dice attack on the
/// same pair is allowed; at black's Rusia it stays forbidden.
#[test]
fn r_mis_8_r_pct_6_a_missile_from_a_condominium_flies_where_an_attack_from_it_may_go() {
    let mut p = condominium();
    let i = c("ucrania").index();
    p.countries[i].co = Some(PositionStake { owner: White, armies: 2, missiles: 1 });
    hold(&mut p, "polonia blue 5, alemania blue 5");
    let mut t = Table::new(&p);
    assert!(t.legal(White).contains(&attack("ucrania", "polonia")), "the dice attack is open");
    let legal = t.legal(White);
    for target in ["polonia", "alemania"] {
        let fire = Command::FireMissile { from: c("ucrania"), to: c(target) };
        assert!(legal.contains(&fire), "{target}: {legal:?}");
    }
    let at_rusia = Command::FireMissile { from: c("ucrania"), to: c("rusia") };
    assert_eq!(t.code(White, &at_rusia), "PACT_FORBIDS_ATTACK");
    assert!(
        !legal.iter().any(|x| matches!(x, Command::FireMissile { to, .. } if *to == c("rusia")))
    );
    let events = t.play(White, &Command::FireMissile { from: c("ucrania"), to: c("polonia") }, &[]);
    assert_eq!(
        events,
        [Event::MissileFiredAt { from: c("ucrania"), to: c("polonia"), occupant: Blue, damage: 3 }]
    );
    assert_eq!(t.armies("polonia"), 2);
}

// ---- R-PCT-12: attacking a condominium ----

/// Blue on turn to attack the condominium of Ucrania from Polonia, with
/// `polonia` armies there.
fn blue_against_the_condominium(polonia: u32) -> Position {
    let mut p = condominium();
    put(&mut p, "polonia", Blue, polonia);
    p.phase = Phase::Attack { player: Blue };
    p
}

#[test]
fn r_pct_12_the_attacker_names_the_occupant_before_each_roll_and_missile() {
    let mut p = blue_against_the_condominium(6);
    put(&mut p, "turquia", Blue, 2);
    p.countries[c("turquia").index()].missiles = 2;
    let mut t = Table::new(&p);
    let refused = t.refuse(Blue, &attack("polonia", "ucrania"));
    assert_eq!((refused.code(), refused.rule()), ("OCCUPANT_REQUIRED", "R-PCT-12"));
    assert_eq!(t.code(Blue, &hit("polonia", "ucrania", Red)), "NOT_AN_OCCUPANT");
    let legal = t.legal(Blue);
    assert!(legal.contains(&hit("polonia", "ucrania", Black)));
    assert!(legal.contains(&hit("polonia", "ucrania", White)));
    assert!(!legal.contains(&attack("polonia", "ucrania")));
    // A missile names its occupant too, and hits only that stake.
    let fire = Command::FireMissile { from: c("turquia"), to: c("ucrania") };
    assert_eq!(t.code(Blue, &fire), "OCCUPANT_REQUIRED");
    let at = Command::FireMissileAt { from: c("turquia"), to: c("ucrania"), occupant: Black };
    assert!(t.legal(Blue).contains(&at));
    t.play(Blue, &at, &[]);
    assert_eq!((stake(&t, "ucrania", Black), stake(&t, "ucrania", White)), (Some(1), Some(2)));
    t.play(Blue, &hit("polonia", "ucrania", White), &[1, 1, 1, 6, 6]);
    assert_eq!((stake(&t, "ucrania", Black), stake(&t, "ucrania", White)), (Some(1), Some(2)));
}

#[test]
fn r_pct_12_expelling_both_occupants_makes_ucrania_the_attackers() {
    let mut t = Table::new(&blue_against_the_condominium(12));
    t.play(Blue, &hit("polonia", "ucrania", White), &[6, 6, 6, 1, 1]);
    if matches!(t.game.phase(), Phase::MoveIn { .. }) {
        t.play(Blue, &Command::MoveIn { armies: 2 }, &[]);
    }
    assert_eq!(t.game.turn().conquests, 0, "an irruption is no conquest");
    t.play(Blue, &hit("polonia", "ucrania", Black), &[6, 6, 6, 1, 1, 1]);
    assert_eq!((t.owner("ucrania"), t.game.country(c("ucrania")).co), (Blue, None));
    assert_eq!(t.game.turn().conquests, 1);
}

#[test]
fn r_pct_12_yellow_expelling_black_forms_a_new_condominium_with_no_pact_and_frees_black() {
    let mut t = Table::new(&blue_against_the_condominium(6));
    let events = t.play(Blue, &hit("polonia", "ucrania", Black), &[6, 6, 6, 1, 1, 1]);
    assert!(events.contains(&Event::PactEnded { pact: 1, reason: PactEnd::Expelled }));
    let ucrania = t.game.country(c("ucrania"));
    assert_eq!((ucrania.main.owner, ucrania.co.map(|s| s.owner)), (White, Some(Blue)));
    assert!(!t.game.is_pact_condominium(c("ucrania")));
    assert!(t.game.is_alive(Black));
    // No pact between the new owners: they may fight from outside and inside.
    if matches!(t.game.phase(), Phase::MoveIn { .. }) {
        t.play(Blue, &Command::MoveIn { armies: 2 }, &[]);
    }
    assert!(t.legal(Blue).contains(&hit("ucrania", "ucrania", White)));
    assert!(t.legal(Blue).contains(&hit("polonia", "ucrania", White)));
}

#[test]
fn condominium_positions_round_trip_through_serde_and_replay() {
    let t = Table::new(&condominium());
    let pos = t.game.position();
    assert_eq!(pos.countries[c("ucrania").index()].co.map(|s| s.owner), Some(White));
    let json = serde_json::to_string(&pos).expect("json");
    let back: Position = domain::wire::from_str(domain::Board::revancha(), &json).expect("parse");
    assert_eq!(back, pos);
    let reloaded = Table::new(&back);
    assert_eq!(reloaded.game, t.game);
    // A condominium of one colour is refused.
    let mut bad = condominium();
    bad.countries[c("ucrania").index()].co =
        Some(PositionStake { owner: Black, armies: 1, missiles: 0 });
    assert!(domain::Game::from_position(&bad).is_err());
}
