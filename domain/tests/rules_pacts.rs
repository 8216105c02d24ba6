//! Rule tests for pacts (R-PCT-1..6, R-PCT-8, R-MIS-8): proposals answered
//! out of turn, the four kinds and what each covers, enforcement on attacks,
//! missile strikes and missile flights, breaking with notice, and the ways a
//! pact ends. The rulebook's examples are tests: the Colombia / Nicaragua /
//! El Salvador overflight, and Argentina and Chile against Brasil in a
//! continent pact that Uruguay joins once conquered.
//!
//! Scenarios are positions with pacts on and situation cards off (no card
//! can refuse an attack first); the invariant checker runs after every event.

use crate::common;

use common::{Table, agree, attack, c, fire, give_card, hold, put, regroup, the_pact};
use domain::rules::{
    Command, Event, GameView, PactEnd, PactStatus, PactTerms, Phase, Position, Secret, Viewer,
    view, view_event,
};
use domain::{Board, Color, ContinentId, Game};

use Color::{Black, Blue, Red, White};

const FOUR: [Color; 4] = [White, Black, Red, Blue];

/// White to act in the attack phase of round 2, pacts on, no situation cards.
fn pacts_on() -> Position {
    common::pacts_on(&FOUR)
}

fn continent(slug: &str) -> ContinentId {
    Board::revancha().continent_by_slug(slug).expect("a continent")
}

fn propose(to: Color, terms: PactTerms) -> Command {
    Command::ProposePact { to, terms }
}

fn country_pact(own: &str, theirs: &str) -> PactTerms {
    PactTerms::Country { own: c(own), theirs: c(theirs) }
}

/// Plays `color`'s turn to its end: whole pools placed, then the end.
fn pass_turn(t: &mut Table, color: Color) -> Vec<Event> {
    pass_turn_placing_only(t, color);
    t.play(color, &Command::EndTurn, &[])
}

fn ended(events: &[Event], id: u32) -> Option<PactEnd> {
    events.iter().find_map(|e| match e {
        Event::PactEnded { pact, reason } if *pact == id => Some(*reason),
        _ => None,
    })
}

// ---- R-PCT-1: public proposals, answered by the addressee at any time ----

#[test]
fn r_pct_1_a_proposal_is_answered_by_its_addressee_out_of_turn_and_everyone_sees_it() {
    let mut t = Table::new(&pacts_on());
    t.play(White, &propose(Red, PactTerms::World), &[]);
    // Red is not to act, yet may answer; others may not.
    assert_eq!(t.game.current_player(), Some(White));
    let reds = t.legal(Red);
    assert!(reds.contains(&Command::AcceptPact { pact: 1 }));
    assert!(reds.contains(&Command::RefusePact { pact: 1 }));
    assert!(reds.iter().all(Command::is_pact), "red has only pact commands out of turn");
    let refused = t.refuse(Black, &Command::AcceptPact { pact: 1 });
    assert_eq!((refused.code(), refused.rule()), ("PACT_NOT_YOURS", "R-PCT-1"));
    assert_eq!(t.code(White, &Command::AcceptPact { pact: 1 }), "PACT_NOT_YOURS");
    assert_eq!(t.code(Red, &Command::AcceptPact { pact: 7 }), "UNKNOWN_PACT");
    t.play(Red, &Command::AcceptPact { pact: 1 }, &[]);
    // Public: a spectator's view lists it, with its parties and terms.
    let spectator: GameView = view(&t.game, Viewer::Spectator);
    assert_eq!(spectator.pacts.len(), 1);
    let p = spectator.pacts[0];
    assert_eq!(
        (p.by, p.to, p.terms, p.status),
        (White, Red, PactTerms::World, PactStatus::InForce)
    );
    assert_eq!(t.game.current_player(), Some(White), "answering does not take a turn");
}

#[test]
fn r_pct_1_proposals_may_be_refused_withdrawn_or_left_to_expire() {
    let mut p = pacts_on();
    p.round = 2;
    let mut t = Table::new(&p);
    t.play(White, &propose(Red, PactTerms::World), &[]);
    let events = t.play(Red, &Command::RefusePact { pact: 1 }, &[]);
    assert_eq!(ended(&events, 1), Some(PactEnd::Refused));
    t.play(White, &propose(Red, PactTerms::World), &[]);
    assert_eq!(t.code(Red, &Command::WithdrawPact { pact: 2 }), "PACT_NOT_YOURS");
    let events = t.play(White, &Command::WithdrawPact { pact: 2 }, &[]);
    assert_eq!(ended(&events, 2), Some(PactEnd::Withdrawn));
    // Unanswered, a proposal lapses when the round after its own ends.
    t.play(White, &propose(Blue, PactTerms::World), &[]);
    let mut events = Vec::new();
    for _round in 0..2 {
        for color in t.game.round_order().to_vec() {
            events.extend(pass_turn(&mut t, color));
        }
    }
    assert_eq!(t.game.round(), 4);
    assert_eq!(ended(&events, 3), Some(PactEnd::Expired));
    assert!(t.game.pacts().is_empty());
}

// ---- R-PCT-2: the kinds and their terms --------------------------------

#[test]
fn r_pct_2_a_country_pact_names_one_country_of_each_within_missile_range() {
    let mut p = pacts_on();
    hold(
        &mut p,
        "argentina white 3, chile black 3, alaska black 1, colombia black 1, uruguay red 1",
    );
    let mut t = Table::new(&p);
    let far = t.refuse(White, &propose(Black, country_pact("argentina", "alaska")));
    assert_eq!((far.code(), far.rule()), ("INVALID_PACT", "R-PCT-2"));
    assert_eq!(t.code(White, &propose(Black, country_pact("chile", "argentina"))), "INVALID_PACT");
    assert_eq!(t.code(White, &propose(White, PactTerms::World)), "INVALID_PACT");
    // Within range but not bordering is allowed (3 borders at most).
    assert_eq!(Board::revancha().distance(c("argentina"), c("colombia")), 2);
    t.play(White, &propose(Black, country_pact("argentina", "colombia")), &[]);
    // The same pact seen from the other side is a duplicate.
    let dup = t.refuse(Black, &propose(White, country_pact("colombia", "argentina")));
    assert_eq!((dup.code(), dup.rule()), ("DUPLICATE_PACT", "R-PCT-2"));
    // A border pact needs two continents that share a border.
    let apart = [continent("oceania"), continent("europe")];
    let terms = PactTerms::ContinentBorder { continents: apart };
    assert_eq!(t.code(White, &propose(Black, terms)), "INVALID_PACT");
    let touching = [continent("south_america"), continent("africa")];
    t.play(White, &propose(Black, PactTerms::ContinentBorder { continents: touching }), &[]);
}

#[test]
fn r_pct_2_argentina_and_chile_against_brasil_in_a_continent_pact_that_uruguay_joins() {
    let mut p = pacts_on();
    hold(&mut p, "argentina white 6, chile white 3, brasil black 6, uruguay red 1, sahara white 2");
    let mut t = Table::new(&p);
    agree(&mut t, White, Black, PactTerms::Continent { continent: continent("south_america") });
    // No attack between the two inside South America...
    let refused = t.refuse(White, &attack("argentina", "brasil"));
    assert_eq!((refused.code(), refused.rule()), ("PACT_FORBIDS_ATTACK", "R-PCT-3"));
    assert_eq!(t.code(White, &attack("chile", "brasil")), "PACT_FORBIDS_ATTACK");
    // ... but across the continent's edge the pact says nothing.
    t.play(White, &attack("sahara", "brasil"), &[1, 6, 6]);
    // White takes Uruguay from red: it joins the pact.
    let events = t.play(White, &attack("argentina", "uruguay"), &[6, 6, 6, 1]);
    assert!(events.iter().any(|e| matches!(e, Event::AttackResolved { conquered: true, .. })));
    if matches!(t.game.phase(), Phase::MoveIn { .. }) {
        t.play(White, &Command::MoveIn { armies: 0 }, &[]);
    }
    pass_turn(&mut t, White);
    assert_eq!(t.game.current_player(), Some(Black));
    pass_turn_placing_only(&mut t, Black);
    let refused = t.refuse(Black, &attack("brasil", "uruguay"));
    assert_eq!(refused.code(), "PACT_FORBIDS_ATTACK");
    assert!(!t.legal(Black).contains(&attack("brasil", "uruguay")));
    assert!(!t.legal(Black).contains(&attack("brasil", "argentina")));
}

/// Places `color`'s incorporation but does not end the turn.
fn pass_turn_placing_only(t: &mut Table, color: Color) {
    loop {
        let place = t
            .legal(color)
            .into_iter()
            .filter_map(|cmd| match cmd {
                Command::Place { armies, .. } => Some((armies, cmd)),
                _ => None,
            })
            .max_by_key(|(armies, _)| *armies);
        let Some((_, cmd)) = place else { return };
        t.play(color, &cmd, &[]);
    }
}

#[test]
fn r_pct_2_a_border_pact_covers_attacks_across_that_continent_border_only() {
    let mut p = pacts_on();
    hold(&mut p, "brasil white 6, sahara black 2, argentina black 2");
    let mut t = Table::new(&p);
    let border = [continent("africa"), continent("south_america")];
    agree(&mut t, White, Black, PactTerms::ContinentBorder { continents: border });
    assert_eq!(t.code(White, &attack("brasil", "sahara")), "PACT_FORBIDS_ATTACK");
    t.play(White, &attack("brasil", "argentina"), &[1, 1, 1, 6, 6]);
}

// ---- R-PCT-3: enforcement -------------------------------------------------

#[test]
fn r_pct_3_no_attack_or_strike_across_a_pact_is_accepted_or_listed() {
    let mut p = pacts_on();
    hold(&mut p, "argentina white 6, bolivia white 6, chile black 4");
    p.countries[c("argentina").index()].missiles = 2;
    let mut t = Table::new(&p);
    agree(&mut t, White, Black, country_pact("argentina", "chile"));
    let legal = t.legal(White);
    assert!(!legal.contains(&attack("argentina", "chile")));
    assert!(!legal.contains(&fire("argentina", "chile")));
    assert_eq!(t.code(White, &attack("argentina", "chile")), "PACT_FORBIDS_ATTACK");
    let strike = t.refuse(White, &fire("argentina", "chile"));
    assert_eq!((strike.code(), strike.rule()), ("PACT_FORBIDS_ATTACK", "R-PCT-3"));
    // The pact covers that pair only: Bolivia may attack Chile.
    assert!(legal.contains(&attack("bolivia", "chile")));
    t.play(White, &attack("bolivia", "chile"), &[6, 6, 6, 1, 1, 1]);
}

// ---- R-PCT-4: breaking with notice ----------------------------------------

#[test]
fn r_pct_4_a_broken_pact_binds_until_the_end_of_the_other_partys_next_turn() {
    let mut p = pacts_on();
    hold(&mut p, "argentina white 6, chile black 6");
    let mut t = Table::new(&p);
    let id = agree(&mut t, White, Black, PactTerms::World);
    assert_eq!(t.code(Red, &Command::BreakPact { pact: id }), "PACT_NOT_YOURS");
    // White breaks it in its own turn: still binding now...
    let events = t.play(White, &Command::BreakPact { pact: id }, &[]);
    assert_eq!(events, [Event::PactBreakAnnounced { pact: id, by: White }]);
    let again = t.refuse(White, &Command::BreakPact { pact: id });
    assert_eq!((again.code(), again.rule()), ("PACT_NOT_IN_FORCE", "R-PCT-4"));
    assert_eq!(t.code(White, &attack("argentina", "chile")), "PACT_FORBIDS_ATTACK");
    pass_turn(&mut t, White);
    // ... and through black's next turn, black may not attack either...
    pass_turn_placing_only(&mut t, Black);
    assert_eq!(t.code(Black, &attack("chile", "argentina")), "PACT_FORBIDS_ATTACK");
    assert!(matches!(the_pact(&t, id).map(|p| p.status), Some(PactStatus::Breaking { .. })));
    // ... and it ends with that turn.
    let events = pass_turn(&mut t, Black);
    assert_eq!(ended(&events, id), Some(PactEnd::Broken));
    assert!(t.game.pacts().is_empty());
}

#[test]
fn r_pct_4_a_break_announced_during_the_other_partys_turn_waits_for_their_next_one() {
    let mut p = pacts_on();
    hold(&mut p, "argentina white 6, chile black 6");
    let mut t = Table::new(&p);
    let id = agree(&mut t, White, Black, PactTerms::World);
    // Black breaks it out of turn, during white's turn: this turn does not count.
    t.play(Black, &Command::BreakPact { pact: id }, &[]);
    let events = pass_turn(&mut t, White);
    assert_eq!(ended(&events, id), None);
    let mut events = Vec::new();
    for color in [Black, Red, Blue] {
        events.extend(pass_turn(&mut t, color));
    }
    assert_eq!(t.game.round(), 3);
    for color in t.game.round_order().to_vec() {
        if color == White {
            assert!(the_pact(&t, id).is_some(), "binding until white's next turn ends");
        }
        events.extend(pass_turn(&mut t, color));
    }
    assert_eq!(ended(&events, id), Some(PactEnd::Broken));
}

// ---- R-PCT-5: a country pact ends when a third colour occupies a country --

#[test]
fn r_pct_5_a_country_pact_ends_for_good_when_a_third_colour_takes_one_of_its_countries() {
    let mut p = pacts_on();
    hold(&mut p, "argentina white 6, chile black 1, bolivia red 3");
    let mut t = Table::new(&p);
    // Black and red agree on Chile–Bolivia; white takes Chile.
    let id = agree(&mut t, Black, Red, country_pact("chile", "bolivia"));
    let events = t.play(White, &attack("argentina", "chile"), &[6, 1]);
    assert_eq!(ended(&events, id), Some(PactEnd::CountryChangedHands));
    assert!(t.game.pacts().is_empty(), "ended, and it stays ended");
}

#[test]
fn r_pct_5_a_party_taking_its_partners_pact_country_from_elsewhere_ends_it_too() {
    let mut p = pacts_on();
    hold(&mut p, "argentina white 6, uruguay white 6, brasil black 1");
    let mut t = Table::new(&p);
    let id = agree(&mut t, White, Black, country_pact("argentina", "brasil"));
    assert_eq!(t.code(White, &attack("argentina", "brasil")), "PACT_FORBIDS_ATTACK");
    let events = t.play(White, &attack("uruguay", "brasil"), &[6, 1]);
    assert_eq!(ended(&events, id), Some(PactEnd::CountryChangedHands));
}

#[test]
fn pacts_end_when_a_party_is_eliminated_or_forfeits() {
    let mut p = pacts_on();
    // Red's countries shared out, so that Chile is its last one and nobody
    // gets near an objective.
    let heirs = [White, Black, Blue];
    for (i, country) in Board::revancha().country_ids().enumerate() {
        if p.countries[country.index()].owner == Red {
            p.countries[country.index()].owner = heirs[i % 3];
        }
    }
    hold(&mut p, "argentina white 6, chile red 1");
    let mut t = Table::new(&p);
    let with_red = agree(&mut t, Red, Black, PactTerms::World);
    let with_blue = agree(&mut t, Blue, Black, PactTerms::World);
    let events = t.play(White, &attack("argentina", "chile"), &[6, 1]);
    assert!(events.iter().any(|e| matches!(e, Event::PlayerEliminated { player: Red, .. })));
    assert_eq!(ended(&events, with_red), Some(PactEnd::PartyOut));
    let events = t.game.forfeit(Blue).expect("blue may forfeit");
    assert_eq!(ended(&events, with_blue), Some(PactEnd::PartyOut));
    assert_eq!(t.code(Red, &propose(White, PactTerms::World)), "NOT_IN_PLAY");
}

// ---- R-PCT-6 / R-MIS-8: missile flights -------------------------------------

#[test]
fn r_pct_6_r_mis_8_a_missile_does_not_fly_over_colombia_and_nicaragua_in_pact() {
    let mut p = pacts_on();
    hold(
        &mut p,
        "colombia white 3, chile white 3, mexico white 3, nicaragua black 2, honduras black 2, el_salvador red 4",
    );
    for country in ["colombia", "chile", "mexico"] {
        p.countries[c(country).index()].missiles = 1;
    }
    let mut t = Table::new(&p);
    // Before the pact, Colombia reaches El Salvador over Nicaragua.
    assert!(t.legal(White).contains(&fire("colombia", "el_salvador")));
    agree(&mut t, White, Black, country_pact("colombia", "nicaragua"));
    let over = t.refuse(White, &fire("colombia", "el_salvador"));
    assert_eq!((over.code(), over.rule()), ("MISSILE_OVER_PACT", "R-PCT-6"));
    assert_eq!(t.code(White, &fire("chile", "el_salvador")), "MISSILE_OVER_PACT");
    assert!(!t.legal(White).contains(&fire("colombia", "el_salvador")));
    // From the north the flight crosses no pact.
    let events = t.play(White, &fire("mexico", "el_salvador"), &[]);
    assert_eq!(
        events,
        [Event::MissileFired { from: c("mexico"), to: c("el_salvador"), damage: 2 }]
    );
}

#[test]
fn r_pct_6_the_damage_follows_the_shortest_flight_that_avoids_the_pacts() {
    let mut p = pacts_on();
    hold(&mut p, "argentina white 3, brasil white 3, chile black 2, australia red 3");
    p.countries[c("argentina").index()].missiles = 1;
    let mut t = Table::new(&p);
    let before = t.game.clone();
    agree(&mut t, White, Black, country_pact("argentina", "chile"));
    // Argentina–Chile–Australia (2 borders) is barred; Argentina–Brasil–
    // Chile–Australia (3) is not: 1 army instead of 2.
    let events = t.play(White, &fire("argentina", "australia"), &[]);
    assert_eq!(
        events,
        [Event::MissileFired { from: c("argentina"), to: c("australia"), damage: 1 }]
    );
    let mut dice = domain::ScriptedDice::new([]);
    let without = before.decide(White, &fire("argentina", "australia"), &mut dice).expect("legal");
    assert_eq!(
        without,
        [Event::MissileFired { from: c("argentina"), to: c("australia"), damage: 2 }]
    );
}

// ---- R-PCT-8: no alliances against a third ---------------------------------

#[test]
fn r_pct_8_a_pact_binds_its_two_parties_and_protects_no_third_colour() {
    let mut p = pacts_on();
    hold(&mut p, "argentina white 6, chile black 3, bolivia red 3");
    let mut t = Table::new(&p);
    agree(&mut t, White, Black, PactTerms::World);
    assert_eq!(t.code(White, &attack("argentina", "chile")), "PACT_FORBIDS_ATTACK");
    // Red is not bound, nor protected: white attacks it freely.
    assert!(t.legal(White).contains(&attack("argentina", "bolivia")));
    t.play(White, &attack("argentina", "bolivia"), &[6, 6, 6, 1, 1, 1]);
    // Terms can name only the parties' own countries.
    let third = t.refuse(White, &propose(Black, country_pact("argentina", "bolivia")));
    assert_eq!(third.code(), "INVALID_PACT");
}

// ---- the option, and positions ---------------------------------------------

#[test]
fn r_opt_2_without_the_pacts_option_no_pact_can_be_proposed() {
    let mut p = pacts_on();
    p.options.pacts = false;
    let t = Table::new(&p);
    let off = t.refuse(White, &propose(Black, PactTerms::World));
    assert_eq!((off.code(), off.rule()), ("PACTS_DISABLED", "R-OPT-2"));
    assert!(t.legal(Black).is_empty());
}

#[test]
fn pacts_travel_in_positions_and_bad_ones_are_refused() {
    let mut t = Table::new(&pacts_on());
    let id = agree(&mut t, White, Black, PactTerms::World);
    t.play(White, &propose(Red, PactTerms::Continent { continent: continent("europe") }), &[]);
    let pos = t.game.position();
    assert_eq!(pos.pacts.len(), 2);
    let reloaded = Game::replay(&Game::from_position(&pos).expect("valid"));
    assert_eq!(reloaded.pacts(), t.game.pacts());
    // The next proposal is numbered after the reloaded ones.
    let mut dice = domain::ScriptedDice::new([]);
    let next = reloaded.decide(Blue, &propose(White, PactTerms::World), &mut dice).expect("legal");
    assert!(matches!(next[0], Event::PactProposed { pact: 3, .. }));
    let mut bad = pos.clone();
    bad.pacts[0].to = bad.pacts[0].by;
    assert!(Game::from_position(&bad).is_err());
    let mut bad = pos.clone();
    bad.pacts[1].id = id;
    assert!(Game::from_position(&bad).is_err(), "numbers are unique");
    let mut bad = pos;
    bad.options.pacts = false;
    assert!(Game::from_position(&bad).is_err(), "pacts need the option");
}

// ---- R-PCT-7, R-PCT-9: international zones -----------------------------------

/// White holds New Zealand (4) and Tasmania (1), black Australia (4); both
/// have made 3 exchanges: Tasmania may be their zone (the rulebook's example).
fn tasmania() -> Position {
    let mut p = pacts_on();
    hold(&mut p, "nueva_zelanda white 4, tasmania white 1, australia black 4");
    for pl in &mut p.players {
        if matches!(pl.color, White | Black) {
            pl.exchanges = 3;
        }
    }
    p
}

fn zone(slug: &str) -> PactTerms {
    PactTerms::Zone { country: c(slug) }
}

fn duty_failures(events: &[Event]) -> Vec<(Color, Option<bool>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::ZoneDutyFailed { player, card, .. } => {
                Some((*player, card.as_ref().map(|c| c.known().is_some())))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn r_pct_7_tasmania_as_an_international_zone_taken_in_turn_with_one_army() {
    let mut t = Table::new(&tasmania());
    let id = agree(&mut t, White, Black, zone("tasmania"));
    // Nobody reinforces it: no placing, no regrouping into it.
    assert_eq!(t.code(White, &regroup("nueva_zelanda", "tasmania", 1)), "ZONE_NOT_REINFORCED");
    pass_turn(&mut t, White);
    pass_turn_placing_only(&mut t, Black);
    assert!(
        !t.legal(Black)
            .iter()
            .any(|cmd| matches!(cmd, Command::Place { country, .. } if *country == c("tasmania")))
    );
    // Black takes it on its turn, with one army and no move-in.
    let events = t.play(Black, &attack("australia", "tasmania"), &[6, 6, 6, 1]);
    assert!(events.iter().any(|e| matches!(e, Event::AttackResolved { conquered: true, .. })));
    assert!(matches!(t.game.phase(), Phase::Attack { .. }), "no move-in into a zone");
    assert_eq!(t.owner("tasmania"), Black);
    assert_eq!(t.armies("tasmania"), 1);
    assert!(the_pact(&t, id).is_some(), "the zone goes on between its parties");
    let events = t.play(Black, &Command::EndTurn, &[]);
    assert!(duty_failures(&events).is_empty());
    for color in [Red, Blue] {
        pass_turn(&mut t, color);
    }
    // Round 3 begins with black, then white takes it back.
    pass_turn(&mut t, Black);
    pass_turn(&mut t, Red);
    pass_turn(&mut t, Blue);
    pass_turn_placing_only(&mut t, White);
    t.play(White, &attack("nueva_zelanda", "tasmania"), &[6, 6, 6, 1]);
    assert_eq!((t.owner("tasmania"), t.armies("tasmania")), (White, 1));
}

#[test]
fn r_pct_7_a_zone_needs_three_exchanges_each_one_lonely_army_of_a_party_and_a_border_with_both() {
    let mut p = tasmania();
    p.players.iter_mut().find(|pl| pl.color == Black).expect("black").exchanges = 2;
    let t = Table::new(&p);
    let early = t.refuse(White, &propose(Black, zone("tasmania")));
    assert_eq!((early.code(), early.rule()), ("INVALID_PACT", "R-PCT-2"));
    let mut p = tasmania();
    put(&mut p, "tasmania", White, 2);
    assert_eq!(Table::new(&p).code(White, &propose(Black, zone("tasmania"))), "INVALID_PACT");
    let mut p = tasmania();
    put(&mut p, "tasmania", Red, 1);
    assert_eq!(Table::new(&p).code(White, &propose(Black, zone("tasmania"))), "INVALID_PACT");
    let mut p = tasmania();
    put(&mut p, "australia", Red, 4);
    assert_eq!(Table::new(&p).code(White, &propose(Black, zone("tasmania"))), "INVALID_PACT");
    let mut p = tasmania();
    p.countries[c("tasmania").index()].missiles = 1;
    assert_eq!(Table::new(&p).code(White, &propose(Black, zone("tasmania"))), "INVALID_PACT");
    let t = Table::new(&tasmania());
    assert!(t.legal(White).contains(&propose(Black, zone("tasmania"))));
}

#[test]
fn r_pct_7_a_player_has_at_most_one_zone_at_a_time() {
    let mut p = tasmania();
    hold(&mut p, "sumatra white 1, filipinas white 2, india black 3");
    let mut t = Table::new(&p);
    agree(&mut t, White, Black, zone("tasmania"));
    let second = t.refuse(White, &propose(Black, zone("sumatra")));
    assert_eq!(second.code(), "INVALID_PACT");
}

#[test]
fn r_pct_7_a_world_pact_between_the_parties_does_not_protect_their_zone() {
    let mut p = tasmania();
    put(&mut p, "sumatra", White, 2);
    let mut t = Table::new(&p);
    agree(&mut t, White, Black, PactTerms::World);
    agree(&mut t, White, Black, zone("tasmania"));
    pass_turn(&mut t, White);
    pass_turn_placing_only(&mut t, Black);
    assert!(t.legal(Black).contains(&attack("australia", "tasmania")));
    assert_eq!(t.code(Black, &attack("australia", "sumatra")), "PACT_FORBIDS_ATTACK");
    t.play(Black, &attack("australia", "tasmania"), &[6, 6, 6, 1]);
}

#[test]
fn r_pct_9_leaving_the_zone_untaken_costs_a_random_card_and_the_harmed_player_may_dismiss_it() {
    let mut p = tasmania();
    put(&mut p, "chile", Black, 1);
    give_card(&mut p, Black, "argentina", false);
    give_card(&mut p, Black, "uruguay", false);
    let mut t = Table::new(&p);
    let id = agree(&mut t, White, Black, zone("tasmania"));
    pass_turn(&mut t, White);
    pass_turn_placing_only(&mut t, Black);
    // Black could take Tasmania but regroups: the attack step is over and
    // the duty failed (regrouping first does not dodge it).
    let events = t.play(Black, &regroup("australia", "chile", 1), &[1]);
    assert_eq!(duty_failures(&events), [(Black, Some(true))]);
    let Some(Event::ZoneDutyFailed { card: Some(card), .. }) = events.first() else {
        panic!("no penalty first in {events:?}")
    };
    let lost = *card.known().expect("known in the log");
    assert!(lost == c("argentina") || lost == c("uruguay"));
    assert_eq!(t.game.player(Black).map(|p| p.hand.len()), Some(1));
    assert!(t.game.pile_contents().contains(&lost), "the card goes back to the pile");
    // Only black sees which card it lost.
    let seen = view_event(&events[0], Viewer::Player(Red));
    assert!(matches!(seen, Event::ZoneDutyFailed { card: Some(Secret::Redacted), .. }));
    // Once per turn; white, the harmed one, may dismiss the zone, black may not.
    let events = t.play(Black, &Command::EndTurn, &[]);
    assert!(duty_failures(&events).is_empty());
    let not_black = t.refuse(Black, &Command::DismissZone { pact: id });
    assert_eq!((not_black.code(), not_black.rule()), ("NO_ZONE_BREACH", "R-PCT-9"));
    assert!(t.legal(White).contains(&Command::DismissZone { pact: id }));
    let events = t.play(White, &Command::DismissZone { pact: id }, &[]);
    assert_eq!(ended(&events, id), Some(PactEnd::Dismissed));
}

#[test]
fn r_pct_9_silence_keeps_the_zone_once_the_harmed_players_next_turn_ends() {
    let mut t = Table::new(&tasmania());
    let id = agree(&mut t, White, Black, zone("tasmania"));
    pass_turn(&mut t, White);
    let events = pass_turn(&mut t, Black);
    assert_eq!(duty_failures(&events), [(Black, None)], "no card: the next one is withheld");
    assert_eq!(t.game.player(Black).map(|p| p.zone_card_ban), Some(true));
    for color in [Red, Blue, Black, Red, Blue, White] {
        pass_turn(&mut t, color);
    }
    assert!(the_pact(&t, id).is_some(), "silence keeps the zone");
    assert_eq!(t.code(White, &Command::DismissZone { pact: id }), "NO_ZONE_BREACH");
}

#[test]
fn r_pct_9_with_no_card_to_lose_the_next_card_earned_is_withheld() {
    let mut p = tasmania();
    hold(&mut p, "australia black 9, sumatra red 1, chile red 1");
    let mut t = Table::new(&p);
    agree(&mut t, White, Black, zone("tasmania"));
    pass_turn(&mut t, White);
    pass_turn_placing_only(&mut t, Black);
    // Black conquers twice elsewhere (3 exchanges made: two conquests earn
    // a card, R-CRD-1) but leaves Tasmania: no card to lose, so the card
    // these conquests earn is withheld.
    for target in ["sumatra", "chile"] {
        t.play(Black, &attack("australia", target), &[6, 6, 6, 1]);
        if matches!(t.game.phase(), Phase::MoveIn { .. }) {
            t.play(Black, &Command::MoveIn { armies: 0 }, &[]);
        }
    }
    let events = t.play(Black, &Command::EndTurn, &[]);
    assert_eq!(duty_failures(&events), [(Black, None)]);
    assert!(events.contains(&Event::CardWithheld { player: Black }));
    assert!(!events.iter().any(|e| matches!(e, Event::CardDrawn { .. })));
    assert_eq!(t.game.player(Black).map(|p| p.zone_card_ban), Some(false), "served");
}

#[test]
fn r_pct_9_no_penalty_when_the_zone_cannot_be_attacked() {
    let mut p = tasmania();
    put(&mut p, "australia", Black, 1);
    let mut t = Table::new(&p);
    agree(&mut t, White, Black, zone("tasmania"));
    pass_turn(&mut t, White);
    // Black places its armies elsewhere: Australia keeps 1 army, no attack.
    let mut events = Vec::new();
    loop {
        let place = t.legal(Black).into_iter().find(
            |cmd| matches!(cmd, Command::Place { country, .. } if *country != c("australia")),
        );
        let Some(cmd) = place else { break };
        let cmd = match cmd {
            Command::Place { country, .. } => Command::Place { country, armies: 1 },
            other => other,
        };
        t.play(Black, &cmd, &[]);
    }
    events.extend(t.play(Black, &Command::EndTurn, &[]));
    assert!(duty_failures(&events).is_empty());
}

#[test]
fn r_pct_9_no_card_bonus_for_the_zone_while_it_is_in_force() {
    let mut p = tasmania();
    give_card(&mut p, White, "tasmania", false);
    let mut t = Table::new(&p);
    agree(&mut t, White, Black, zone("tasmania"));
    let events = t.play(White, &Command::EndTurn, &[]);
    assert!(!events.iter().any(|e| matches!(e, Event::CardBonus { .. })));
    assert_eq!(t.armies("tasmania"), 1);
}
