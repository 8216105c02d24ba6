//! Rule tests for classic TEG (`docs/rules/classic.md`, R-CLS-1..11): the
//! 50-country board, the classic objectives and the common objective of 30,
//! the 5 + 3 placement, incorporation, three dice a side, the modules the
//! edition lacks and its pacts, galleon/balloon/cannon exchanges worth 4, 7,
//! 10, 15, the 2-army card bonus, earning cards, the hand of five, and the
//! two- and three-player game with one army at a time and the whole map to
//! take.
//!
//! Games are started with `start_edition` or loaded from classic positions
//! built here (the shared helpers build Revancha positions), and driven only
//! through `decide`/`apply`, `legal_actions` and the events.

use crate::common;

use std::collections::BTreeSet;

use common::edition::{
    Edition, OptionChange, battle, dice_counts, load, objectives_dealt, order_from_first, owned_by,
    play, player_mut, refusal, turn_passed_to, won,
};
use domain::board::{CardSymbol, Symbol};
use domain::rules::PactTerms;
use domain::rules::{
    Command, DiceOffPurpose, Event, Game, Incorporation, Objective, Phase, Position, Secret,
    SetupError, WinReason, start_edition,
};
use domain::{Color, RulesetId, ScriptedDice, Seed};

use Color::{Black, Blue, Green, Red, White, Yellow};

// ---- helpers ---------------------------------------------------------------

/// The edition these tests play; its helpers name countries of the classic
/// board by slug.
const CLASSIC: Edition = Edition(RulesetId::Classic);

fn occupy(card: u8) -> Objective {
    Objective { card, target: None }
}

/// A classic position: `players` seated in that order, the countries dealt
/// round the table with one army each, every card in the pile, the first
/// player attacking in round 2. With 4 or more players everyone holds card
/// 3 (Asia and 2 of South America), which no test here comes near.
fn table(players: &[Color]) -> Position {
    let mut p = CLASSIC.table(players);
    if players.len() > 3 {
        for pl in &mut p.players {
            pl.objectives = Secret::Known(vec![occupy(3)]);
        }
    }
    p
}

/// Four players; white's Argentina with `argentina` armies faces black's
/// Chile with `chile`.
fn argentina_against_chile(argentina: u32, chile: u32) -> Position {
    let mut p = table(&[White, Black, Red, Blue]);
    CLASSIC.put(&mut p, "argentina", White, argentina);
    CLASSIC.put(&mut p, "chile", Black, chile);
    p
}

/// Who drew a card, in order.
fn drawn(events: &[Event]) -> Vec<Color> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CardDrawn { player, .. } => Some(*player),
            _ => None,
        })
        .collect()
}

fn placements_started(events: &[Event]) -> Vec<(u8, Color, u32)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::PlacementStarted { round, player, armies } => Some((*round, *player, *armies)),
            _ => None,
        })
        .collect()
}

/// Plays the whole initial placement, every army on the placer's first
/// country; returns every event it caused.
fn play_initial_placement(g: &mut Game) -> Vec<Event> {
    let mut all = Vec::new();
    while let Phase::InitialPlacement { player, remaining, .. } = g.phase().clone() {
        let country = owned_by(g, player)[0];
        all.extend(play(g, player, &Command::Place { country, armies: remaining }, &[1]));
    }
    all
}

// ---- R-CLS-1: the board ------------------------------------------------------

/// R-CLS-1: a classic game plays on 50 countries in 6 continents (10, 6, 9,
/// 15, 6 and 4 countries, no Central America) with 89 neighbouring pairs.
#[test]
fn a_classic_game_is_played_on_fifty_countries_in_six_continents_r_cls_1() {
    let (events, g) = CLASSIC.new_game(&[White, Black, Red, Blue], 1);
    let Some(Event::GameStarted(start)) = events.first() else { panic!("the game starts") };
    assert_eq!(start.ruleset, "classic");
    assert_eq!(g.ruleset().id, CLASSIC.0);
    let b = g.board();
    assert_eq!(b.len(), 50);
    let sizes: Vec<(&str, usize)> =
        b.continents.iter().map(|k| (k.slug.as_str(), k.countries.len())).collect();
    assert_eq!(
        sizes,
        [
            ("north_america", 10),
            ("south_america", 6),
            ("europe", 9),
            ("asia", 15),
            ("africa", 6),
            ("oceania", 4)
        ]
    );
    assert!(b.continent_by_slug("central_america").is_none());
    let pairs: u32 = b.country_ids().map(|id| b.neighbour_mask(id).count_ones()).sum::<u32>() / 2;
    assert_eq!(pairs, 89, "neighbouring pairs, frontiers and bridges alike");
    // A few frontiers and bridges of the classic map, and two non-neighbours.
    let n = |a: &str, z: &str| b.borders(CLASSIC.c(a), CLASSIC.c(z));
    assert!(n("alaska", "kamchatka") && n("brasil", "sahara") && n("australia", "chile"));
    assert!(n("egipto", "polonia") && n("groenlandia", "islandia"));
    assert!(!n("argentina", "colombia") && !n("mexico", "peru"));
    // Every country was dealt, with one army.
    assert_eq!(g.countries().len(), 50);
    assert!(g.countries().iter().all(|x| x.main.armies == 1));
}

/// R-CLS-1: with 3, 4 or 6 players two cards are left over after the deal;
/// a dice-off gives one each to the two highest rolls.
#[test]
fn the_two_leftover_countries_go_to_the_two_highest_rolls_r_cls_1() {
    for players in [&[White, Black, Red][..], &[White, Black, Red, Blue], &Color::ALL] {
        let n = players.len();
        for seed in 0..5 {
            let (events, g) = CLASSIC.new_game(players, seed);
            let winners = events
                .iter()
                .find_map(|e| match e {
                    Event::DiceOff {
                        purpose: DiceOffPurpose::LeftoverCountries, winners, ..
                    } => Some(winners.clone()),
                    _ => None,
                })
                .expect("a dice-off for the leftover countries");
            assert_eq!(winners.len(), 2);
            assert_ne!(winners[0], winners[1]);
            for &p in players {
                let extra = u32::from(winners.contains(&p));
                let share = u32::try_from(50 / n).expect("small");
                assert_eq!(g.country_count(p), share + extra, "{p} with {n} players");
            }
        }
    }
    // Five players: ten each, nothing left over.
    let (events, g) = CLASSIC.new_game(&[White, Black, Red, Blue, Yellow], 3);
    assert!(
        !events.iter().any(|e| matches!(
            e,
            Event::DiceOff { purpose: DiceOffPurpose::LeftoverCountries, .. }
        ))
    );
    assert!(g.players().iter().all(|p| g.country_count(p.color) == 10));
}

// ---- R-CLS-2: objectives -----------------------------------------------------

/// R-CLS-2: with 4 to 6 players each draws one card of the 15-card classic
/// deck; a destruction card of an absent colour or of the holder's own is
/// destroying the player on the right (card 15, the magenta one, is white).
#[test]
fn classic_objectives_come_from_the_classic_deck_with_the_right_hand_fallback_r_cls_2() {
    let deck = &CLASSIC.ruleset().objectives.deck;
    assert_eq!(deck.len(), 15);
    assert_eq!(deck.iter().filter(|d| !d.is_destruction()).count(), 9);
    let colour_of = |card: u8| match card {
        10 => Some(Red),
        11 => Some(Blue),
        12 => Some(Black),
        13 => Some(Yellow),
        14 => Some(Green),
        15 => Some(White),
        _ => None,
    };
    let mut fallbacks = 0;
    let mut seen = BTreeSet::new();
    for players in [&[White, Black, Red, Blue][..], &[Red, Blue, Yellow, Green, Black]] {
        for seed in 0..40 {
            let (events, g) = CLASSIC.new_game(players, seed);
            let mut cards = BTreeSet::new();
            let dealt = objectives_dealt(&events);
            assert_eq!(dealt.len(), players.len(), "one deal per player");
            for (holder, objectives) in dealt {
                assert_eq!(objectives.len(), 1, "one secret objective each");
                let o = objectives[0];
                assert!((1..=15).contains(&o.card), "card {} is not classic", o.card);
                assert!(cards.insert(o.card), "card {} dealt twice", o.card);
                seen.insert(o.card);
                match colour_of(o.card) {
                    None => assert_eq!(o.target, None),
                    Some(colour) if colour != holder && players.contains(&colour) => {
                        assert_eq!(o.target, Some(colour));
                    }
                    Some(_) => {
                        assert_eq!(o.target, g.right_of(holder), "card {} of {holder}", o.card);
                        fallbacks += 1;
                    }
                }
            }
        }
    }
    assert!(fallbacks > 0, "some deal needed the fallback");
    assert_eq!(seen.len(), 15, "every card of the deck is dealt at some table");
}

/// Four players: white holds `white` countries, Argentina with 10 armies
/// among them; black's Uruguay (1 army) borders it.
fn white_holding(white: usize) -> Game {
    let mut p = table(&[White, Black, Red, Blue]);
    CLASSIC.share_map(&mut p, White, "argentina", white - 1, &["uruguay"], &[Black, Red, Blue]);
    CLASSIC.put(&mut p, "uruguay", Black, 1);
    let g = load(&p);
    assert_eq!(g.country_count(White), u32::try_from(white).expect("small"));
    g
}

/// R-CLS-2: occupying 30 countries, the common objective, wins a classic
/// game at once; 29 does not.
#[test]
fn occupying_thirty_countries_wins_a_classic_game_at_once_r_cls_2() {
    assert_eq!(CLASSIC.ruleset().default_options().common_objective, 30);
    let mut g = white_holding(29);
    assert_eq!(g.country_goal(), Some(30));
    let events = CLASSIC.conquer(&mut g, White, "argentina", "uruguay");
    assert_eq!(won(&events), Some((White, WinReason::CommonObjective)));
    assert!(g.is_finished());
    // One country fewer is not enough.
    let mut g = white_holding(28);
    let events = CLASSIC.conquer(&mut g, White, "argentina", "uruguay");
    assert_eq!(won(&events), None);
    assert_eq!(g.country_count(White), 29);
    assert!(!g.is_finished());
}

/// R-CLS-2: card 2 asks for South America, 7 countries of Europe and 3
/// countries bordering one another besides them: not 2, not 3 scattered,
/// not 3 that need a South American country, and not 3 of the 7 of Europe;
/// Europe's surplus may serve.
#[test]
fn card_two_needs_three_bordering_countries_beyond_south_america_and_seven_of_europe_r_cls_2() {
    let card = CLASSIC.ruleset().objective(2).expect("card 2");
    let met = |slugs: &[&str]| card.occupation_met(CLASSIC.board(), CLASSIC.mask(slugs));
    let south = CLASSIC.continent_slugs("south_america");
    let seven = ["espana", "francia", "alemania", "italia", "polonia", "rusia", "suecia"];
    let base: Vec<&str> = south.iter().copied().chain(seven).collect();
    let with = |extra: &[&'static str]| -> Vec<&'static str> {
        base.iter().chain(extra).copied().collect()
    };
    // Sahara, Zaire and Etiopía border one another.
    assert!(met(&with(&["sahara", "zaire", "etiopia"])));
    // A chain is enough: Australia borders Borneo and Java.
    assert!(met(&with(&["borneo", "australia", "java"])));
    assert!(!met(&with(&["sahara", "zaire"])), "two are not three");
    assert!(!met(&with(&["sahara", "japon", "australia"])), "three apart");
    // Australia and Borneo with Chile would do, but Chile counts for South America.
    assert!(!met(&with(&["australia", "borneo"])));
    // South America and exactly 7 of Europe: the group cannot come from them.
    assert!(!met(&base));
    // The two European countries beyond the 7 may be part of the group.
    assert!(met(&with(&["gran_bretana", "islandia", "groenlandia"])));
    // Without the whole of South America, nothing.
    let no_uruguay: Vec<&str> =
        with(&["sahara", "zaire", "etiopia"]).into_iter().filter(|s| *s != "uruguay").collect();
    assert!(!met(&no_uruguay));
}

/// R-CLS-2: a player holding card 2 wins by taking the third bordering
/// country, and not by taking a country that borders none of the others.
#[test]
fn card_two_wins_with_the_third_bordering_country_only_r_cls_2() {
    let position = |target: &str| {
        let mut p = table(&[White, Black, Red, Blue]);
        for country in &mut p.countries {
            if country.owner == White {
                country.owner = Red;
            }
        }
        player_mut(&mut p, White).objectives = Secret::Known(vec![occupy(2)]);
        let seven = ["espana", "francia", "alemania", "italia", "polonia", "rusia", "suecia"];
        for s in CLASSIC.continent_slugs("south_america").into_iter().chain(seven) {
            CLASSIC.put(&mut p, s, White, 1);
        }
        CLASSIC.put(&mut p, "sahara", White, 1);
        CLASSIC.put(&mut p, "zaire", White, 10);
        CLASSIC.put(&mut p, target, Black, 1);
        load(&p)
    };
    // Etiopía borders Sahara and Zaire.
    let mut g = position("etiopia");
    let events = CLASSIC.conquer(&mut g, White, "zaire", "etiopia");
    assert_eq!(won(&events), Some((White, WinReason::SecretObjective)));
    // Madagascar borders Zaire too: Sahara, Zaire, Madagascar is a chain.
    let mut g = position("madagascar");
    let events = CLASSIC.conquer(&mut g, White, "zaire", "madagascar");
    assert_eq!(won(&events), Some((White, WinReason::SecretObjective)));
    // Sudáfrica borders Zaire as well; but with Sahara lost there is no third.
    let mut p = g.position();
    p.phase = Phase::Attack { player: White };
    p.countries[CLASSIC.c("sahara").index()].owner = Black;
    p.countries[CLASSIC.c("madagascar").index()].owner = Black;
    p.countries[CLASSIC.c("zaire").index()].armies = 10;
    CLASSIC.put(&mut p, "sudafrica", Black, 1);
    let mut g = load(&p);
    let events = CLASSIC.conquer(&mut g, White, "zaire", "sudafrica");
    assert_eq!(won(&events), None, "Zaire and Sudáfrica are only two");
}

// ---- R-CLS-3: placement ------------------------------------------------------

/// R-CLS-3: from the first player, in seating order, each player places 5
/// armies, then each places 3; then the first round begins.
#[test]
fn initial_placement_is_five_then_three_each_in_seating_order_r_cls_3() {
    let players = [White, Black, Red, Blue, Yellow];
    let (start, mut g) = CLASSIC.new_game(&players, 2);
    let order = order_from_first(&g);
    // Six armies at once are more than the first pass allows.
    let first = owned_by(&g, order[0])[0];
    let e = refusal(&g, order[0], &Command::Place { country: first, armies: 6 });
    assert_eq!(e.code(), "QUANTITY_OUT_OF_RANGE");
    let events = play_initial_placement(&mut g);
    let started: Vec<_> =
        placements_started(&start).into_iter().chain(placements_started(&events)).collect();
    let expected: Vec<_> =
        order.iter().map(|&p| (1, p, 5)).chain(order.iter().map(|&p| (2, p, 3))).collect();
    assert_eq!(started, expected);
    assert!(
        events.iter().any(|e| matches!(e, Event::RoundStarted { round: 1, .. })),
        "the first round begins after the second pass"
    );
    for p in players {
        assert_eq!(g.forces(p).0, g.country_count(p) + 8, "{p} placed 5 + 3");
    }
}

// ---- R-CLS-4: incorporation --------------------------------------------------

/// Black's incorporation when white, four players, ends a turn and black
/// holds exactly `black`.
fn black_incorporation(black: &[&str]) -> (Incorporation, Game) {
    let mut p = table(&[White, Black, Red, Blue]);
    let others = [White, Red, Blue];
    for (i, country) in p.countries.iter_mut().enumerate() {
        country.owner = others[i % 3];
    }
    for s in black {
        CLASSIC.put(&mut p, s, Black, 1);
    }
    player_mut(&mut p, Black).objectives = Secret::Known(vec![occupy(8)]);
    turn_passed_to(&p, White, Black)
}

/// R-CLS-4: half the countries, rounded down, never fewer than 3: 4 and 7
/// countries give 3, 9 give 4, 20 give 10.
#[test]
fn incorporation_is_half_the_countries_and_never_fewer_than_three_r_cls_4() {
    let scattered = CLASSIC.scattered(20);
    for (n, armies) in [(1, 3), (4, 3), (7, 3), (8, 4), (9, 4), (20, 10)] {
        let (inc, _) = black_incorporation(&scattered[..n]);
        assert_eq!(inc.for_countries, armies, "{n} countries");
        assert!(inc.for_continents.is_empty(), "{n} countries make no continent");
    }
}

/// R-CLS-4: each continent held whole adds its bonus (Asia 7, Europe 5,
/// North America 5, South America 3, Africa 3, Oceania 2), to be placed in
/// it.
#[test]
fn each_whole_continent_adds_its_classic_bonus_placed_inside_it_r_cls_4() {
    let held = |slugs: &[&str]| -> Vec<&'static str> {
        slugs.iter().flat_map(|s| CLASSIC.continent_slugs(s)).collect()
    };
    let bonuses = |inc: &Incorporation| -> Vec<(String, u32)> {
        inc.for_continents
            .iter()
            .map(|(k, n)| (CLASSIC.board().continent(*k).slug.clone(), *n))
            .collect()
    };
    let (inc, _) = black_incorporation(&held(&["north_america", "asia"]));
    assert_eq!(inc.for_countries, 12);
    assert_eq!(bonuses(&inc), [("north_america".to_owned(), 5), ("asia".to_owned(), 7)]);
    let (inc, _) = black_incorporation(&held(&["europe", "africa"]));
    assert_eq!(inc.for_countries, 7);
    assert_eq!(bonuses(&inc), [("europe".to_owned(), 5), ("africa".to_owned(), 3)]);
    let (inc, mut g) = black_incorporation(&held(&["south_america", "oceania"]));
    assert_eq!(inc.for_countries, 5);
    assert_eq!(bonuses(&inc), [("south_america".to_owned(), 3), ("oceania".to_owned(), 2)]);
    // The 5 armies for the countries go anywhere; the 2 of Oceania only there.
    // At most 5 + 3 of the 10 may go to Argentina.
    CLASSIC.place_at_most(&mut g, Black, "argentina", 8, "chile");
    play(&mut g, Black, &CLASSIC.place("java", 2), &[]);
    assert_eq!(g.country(CLASSIC.c("java")).main.armies, 3);
    assert_eq!(g.country(CLASSIC.c("argentina")).main.armies, 9);
}

// ---- R-CLS-5: dice -----------------------------------------------------------

fn dice_rolled(attacker: u32, defender: u32) -> (usize, usize) {
    let mut g = load(&argentina_against_chile(attacker, defender));
    let events =
        play(&mut g, White, &CLASSIC.attack("argentina", "chile"), &[3, 3, 3, 3, 3, 3, 3, 3]);
    dice_counts(&events)
}

/// R-CLS-5: at most 3 dice a side, the attacker one per attack army and
/// the defender one per army; no fourth die, not even with 10 armies
/// against 3.
#[test]
fn classic_attackers_never_roll_a_fourth_die_r_cls_5() {
    assert_eq!(dice_rolled(10, 3), (3, 3), "no fourth die against three defenders");
    assert_eq!(dice_rolled(30, 5), (3, 3));
    assert_eq!(dice_rolled(2, 5), (1, 3));
    assert_eq!(dice_rolled(3, 2), (2, 2));
    assert_eq!(dice_rolled(4, 1), (3, 1));
}

/// R-CLS-5: dice are paired highest against highest, ties to the defender.
#[test]
fn classic_ties_go_to_the_defender_r_cls_5() {
    let mut g = load(&argentina_against_chile(10, 3));
    // Attacker 6 5 2 against 6 4 3: the 6s tie (attacker loses), 5 beats 4, 2 loses to 3.
    let events = play(&mut g, White, &CLASSIC.attack("argentina", "chile"), &[5, 6, 2, 3, 6, 4]);
    assert_eq!(battle(&events), (vec![6, 5, 2], vec![6, 4, 3], 2, 1));
    assert_eq!(g.country(CLASSIC.c("argentina")).main.armies, 8);
    assert_eq!(g.country(CLASSIC.c("chile")).main.armies, 2);
}

// ---- R-CLS-6: absent modules, classic pacts ----------------------------------

/// R-CLS-6: a classic table may not ask for missiles, situation cards or
/// blockades; pacts are the table's choice.
#[test]
fn a_classic_table_cannot_have_missiles_situation_cards_or_blockades_r_cls_6() {
    let players = [White, Black, Red, Blue];
    let defaults = CLASSIC.ruleset().default_options();
    assert!(!defaults.missiles && !defaults.situation_cards && !defaults.blockades);
    assert!(!defaults.pacts);
    let with = |change: OptionChange| {
        let mut s = CLASSIC.setup(&players);
        change(&mut s.options);
        start_edition(CLASSIC.0, &s, Seed([1; 32]))
    };
    let absent: [(&str, OptionChange); 3] = [
        ("missiles", |o| o.missiles = true),
        ("situation_cards", |o| o.situation_cards = true),
        ("blockades", |o| o.blockades = true),
    ];
    for (option, change) in absent {
        let err = with(change).expect_err("refused");
        assert_eq!(err, SetupError::ModuleAbsent { option, ruleset: "classic" });
        assert_eq!(err.code(), "MODULE_NOT_IN_EDITION");
    }
    assert!(with(|o| o.pacts = true).is_ok(), "pacts are a classic option");
    // No situation card is revealed when the rounds begin, and no missile
    // can be bought.
    let (_, mut g) = CLASSIC.new_game(&players, 4);
    let events = play_initial_placement(&mut g);
    assert!(!events.iter().any(|e| matches!(e, Event::SituationRevealed { .. })));
    assert_eq!(g.situation(), None);
    let mut p = table(&players);
    p.phase = CLASSIC.incorporation(White, 3);
    let g = load(&p);
    let e = refusal(&g, White, &Command::BuyMissile { country: CLASSIC.c("mexico") });
    assert_eq!(e.code(), "MISSILES_DISABLED");
    assert!(
        !g.legal_actions(White).iter().any(|a| matches!(a, Command::BuyMissile { .. })),
        "no missile is ever offered"
    );
}

/// R-CLS-6: with pacts on, a country pact between neighbours and a world
/// pact are made; continent, continent-border and aggression pacts, and a
/// country pact between countries that do not border, are refused.
#[test]
fn classic_pacts_are_country_pacts_between_neighbours_and_world_pacts_only_r_cls_6() {
    let mut p = table(&[White, Black, Red, Blue]);
    p.options.pacts = true;
    CLASSIC.put(&mut p, "argentina", White, 3);
    CLASSIC.put(&mut p, "chile", Black, 3);
    CLASSIC.put(&mut p, "colombia", Black, 3);
    CLASSIC.put(&mut p, "peru", Red, 1);
    CLASSIC.put(&mut p, "uruguay", White, 1);
    CLASSIC.put(&mut p, "brasil", Black, 1);
    let mut g = load(&p);
    let propose = |terms| Command::ProposePact { to: Black, terms };
    let refused = |g: &Game, terms| refusal(g, White, &propose(terms)).code();
    let sa = CLASSIC.continent("south_america");
    let na = CLASSIC.continent("north_america");
    assert_eq!(refused(&g, PactTerms::Continent { continent: sa }), "INVALID_PACT");
    assert_eq!(refused(&g, PactTerms::ContinentBorder { continents: [sa, na] }), "INVALID_PACT");
    let aggression = PactTerms::Aggression {
        target: CLASSIC.c("peru"),
        own: CLASSIC.c("argentina"),
        theirs: CLASSIC.c("colombia"),
        leader: White,
    };
    assert_eq!(refused(&g, aggression), "INVALID_PACT");
    // Argentina and Colombia are two borders apart.
    let far = PactTerms::Country { own: CLASSIC.c("argentina"), theirs: CLASSIC.c("colombia") };
    assert!(!CLASSIC.board().borders(CLASSIC.c("argentina"), CLASSIC.c("colombia")));
    assert_eq!(refused(&g, far), "INVALID_PACT");
    // Argentina and Chile border each other: proposed and accepted.
    let near = PactTerms::Country { own: CLASSIC.c("argentina"), theirs: CLASSIC.c("chile") };
    let events = play(&mut g, White, &propose(near), &[]);
    let Some(Event::PactProposed { pact, .. }) = events.first() else { panic!("{events:?}") };
    play(&mut g, Black, &Command::AcceptPact { pact: *pact }, &[]);
    assert_eq!(
        refusal(&g, White, &CLASSIC.attack("argentina", "chile")).code(),
        "PACT_FORBIDS_ATTACK"
    );
    // A world pact with red.
    let events =
        play(&mut g, White, &Command::ProposePact { to: Red, terms: PactTerms::World }, &[]);
    let Some(Event::PactProposed { pact, .. }) = events.first() else { panic!("{events:?}") };
    play(&mut g, Red, &Command::AcceptPact { pact: *pact }, &[]);
    assert_eq!(
        refusal(&g, White, &CLASSIC.attack("argentina", "peru")).code(),
        "PACT_FORBIDS_ATTACK"
    );
    // An international zone, once both have made 3 exchanges: Uruguay,
    // white's with one army, borders white's Argentina and black's Brasil.
    let zone = PactTerms::Zone { country: CLASSIC.c("uruguay") };
    assert_eq!(refused(&g, zone), "INVALID_PACT", "no zone before 3 exchanges each");
    let mut p = g.position();
    player_mut(&mut p, White).exchanges = 3;
    player_mut(&mut p, Black).exchanges = 3;
    let mut g = load(&p);
    let events = play(&mut g, White, &propose(zone), &[]);
    let Some(Event::PactProposed { pact, .. }) = events.first() else { panic!("{events:?}") };
    play(&mut g, Black, &Command::AcceptPact { pact: *pact }, &[]);
    assert_eq!(g.pacts().len(), 3);
}

// ---- R-CLS-7: cards and exchanges --------------------------------------------

/// R-CLS-7: 50 country cards, 16 galleons, 16 balloons, 16 cannons and two
/// wildcards, Argentina and Taimir.
#[test]
fn the_classic_deck_has_sixteen_of_each_symbol_and_two_wildcards_r_cls_7() {
    let count =
        |want: CardSymbol| CLASSIC.board().countries.iter().filter(|x| x.card == want).count();
    assert_eq!(count(CardSymbol::Single(Symbol::Galleon)), 16);
    assert_eq!(count(CardSymbol::Single(Symbol::Balloon)), 16);
    assert_eq!(count(CardSymbol::Single(Symbol::Cannon)), 16);
    let wild: Vec<&str> = CLASSIC
        .board()
        .country_ids()
        .filter(|&id| CLASSIC.board().country(id).card == CardSymbol::Wildcard)
        .map(|id| CLASSIC.slug_of(id))
        .collect();
    assert_eq!(wild, ["argentina", "taimir"]);
    let (_, g) = CLASSIC.new_game(&[White, Black, Red, Blue], 1);
    assert_eq!(g.pile_len(), 50);
}

/// White in incorporation holding every card of the exchange tests, after
/// `exchanges` exchanges.
fn white_exchanging(exchanges: u32) -> Game {
    let mut p = table(&[White, Black, Red, Blue]);
    p.phase = CLASSIC.incorporation(White, 0);
    // Galleons: Alaska, Brasil, Perú; balloons: Yukón, Chile, Colombia;
    // cannons: México, California, Oregón; wildcards: Argentina, Taimir.
    let hand = [
        "alaska",
        "brasil",
        "peru",
        "yukon",
        "chile",
        "colombia",
        "mexico",
        "california",
        "oregon",
        "argentina",
        "taimir",
    ];
    CLASSIC.deal_cards(&mut p, White, &hand);
    player_mut(&mut p, White).exchanges = exchanges;
    load(&p)
}

fn armies_for(events: &[Event]) -> Option<u32> {
    events.iter().find_map(|e| match e {
        Event::CardsExchanged { armies, .. } => Some(*armies),
        _ => None,
    })
}

/// R-CLS-7: a player's exchanges are worth 4, 7, 10, then 5 more each
/// time: 15, 20.
#[test]
fn exchanges_are_worth_four_seven_ten_then_five_more_each_time_r_cls_7() {
    for (done, worth) in [(0, 4), (1, 7), (2, 10), (3, 15), (4, 20), (5, 25)] {
        let mut g = white_exchanging(done);
        let events = play(&mut g, White, &CLASSIC.exchange(&["alaska", "brasil", "peru"]), &[]);
        assert_eq!(armies_for(&events), Some(worth), "exchange number {}", done + 1);
        assert!(matches!(g.phase(), Phase::Incorporation { free, .. } if *free == worth));
        assert_eq!(g.player(White).expect("white").exchanges, done + 1);
        // One exchange a round, as in Revancha.
        let again = CLASSIC.exchange(&["yukon", "chile", "colombia"]);
        assert_eq!(refusal(&g, White, &again).code(), "ALREADY_EXCHANGED");
    }
}

/// R-CLS-7: three of one symbol or one of each make a set, a wildcard
/// standing for any symbol; two of one and one of another do not.
#[test]
fn galleon_balloon_and_cannon_sets_with_wildcards_are_exchanged_r_cls_7() {
    let sets: [&[&str]; 7] = [
        &["alaska", "brasil", "peru"],
        &["yukon", "chile", "colombia"],
        &["mexico", "california", "oregon"],
        &["alaska", "yukon", "mexico"],
        &["alaska", "brasil", "argentina"],
        &["yukon", "mexico", "taimir"],
        &["peru", "argentina", "taimir"],
    ];
    for set in sets {
        let g = white_exchanging(0);
        let events = g
            .decide(White, &CLASSIC.exchange(set), &mut ScriptedDice::new([0]))
            .unwrap_or_else(|e| panic!("{set:?} refused: {}", e.explained(g.board())));
        assert_eq!(armies_for(&events), Some(4), "{set:?}");
        assert!(g.legal_actions(White).contains(&CLASSIC.exchange(set)), "{set:?} is listed");
    }
    let g = white_exchanging(0);
    for not_a_set in [
        &["alaska", "brasil", "yukon"][..],
        &["chile", "colombia", "oregon"],
        &["alaska", "brasil"],
        &["alaska", "yukon", "mexico", "peru"],
    ] {
        assert_eq!(refusal(&g, White, &CLASSIC.exchange(not_a_set)).code(), "INVALID_EXCHANGE");
        assert!(!g.legal_actions(White).contains(&CLASSIC.exchange(not_a_set)));
    }
}

// ---- R-CLS-8: the card bonus -------------------------------------------------

/// R-CLS-8: at the end of the turn a player holding the card of one of
/// their countries adds 2 armies there, once per card.
#[test]
fn a_held_card_of_an_own_country_adds_two_armies_there_once_r_cls_8() {
    let mut p = table(&[White, Black, Red, Blue]);
    CLASSIC.put(&mut p, "alaska", White, 1);
    CLASSIC.put(&mut p, "mexico", White, 1);
    CLASSIC.put(&mut p, "japon", Black, 1);
    CLASSIC.deal_cards(&mut p, White, &["alaska", "mexico", "japon"]);
    // México's bonus was collected earlier.
    if let Secret::Known(hand) = &mut player_mut(&mut p, White).hand {
        hand[1].1 = true;
    }
    let mut g = load(&p);
    let events = play(&mut g, White, &Command::EndTurn, &[0]);
    let bonuses: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::CardBonus { player, country, armies } => Some((*player, *country, *armies)),
            _ => None,
        })
        .collect();
    assert_eq!(bonuses, [(White, CLASSIC.c("alaska"), 2)]);
    assert_eq!(g.country(CLASSIC.c("alaska")).main.armies, 3);
    assert_eq!(g.country(CLASSIC.c("mexico")).main.armies, 1);
    // Next time round, Alaska's card pays nothing more.
    let mut p = g.position();
    p.phase = Phase::Attack { player: White };
    let mut g = load(&p);
    let events = play(&mut g, White, &Command::EndTurn, &[0]);
    assert!(!events.iter().any(|e| matches!(e, Event::CardBonus { .. })));
}

// ---- R-CLS-9: earning a card -------------------------------------------------

/// Whether white, after `exchanges` exchanges, draws a card after taking
/// `conquests` countries from Argentina.
fn draws_after(exchanges: u32, conquests: usize) -> bool {
    let mut p = argentina_against_chile(10, 1);
    CLASSIC.put(&mut p, "uruguay", Black, 1);
    player_mut(&mut p, White).exchanges = exchanges;
    let mut g = load(&p);
    for to in ["chile", "uruguay"].into_iter().take(conquests) {
        CLASSIC.conquer(&mut g, White, "argentina", to);
    }
    let events = play(&mut g, White, &Command::EndTurn, &[0]);
    let cards = drawn(&events);
    assert!(cards.iter().all(|&x| x == White));
    assert!(cards.len() <= 1, "one card at most, however many conquests");
    !cards.is_empty()
}

/// R-CLS-9: one conquest earns a card; after 3 exchanges two are needed.
#[test]
fn one_conquest_earns_a_card_and_two_after_the_third_exchange_r_cls_9() {
    assert!(!draws_after(0, 0), "no conquest, no card");
    assert!(draws_after(0, 1));
    assert!(draws_after(2, 1));
    assert!(draws_after(0, 2));
    assert!(!draws_after(3, 1), "after three exchanges one conquest is not enough");
    assert!(draws_after(3, 2));
    assert!(!draws_after(5, 1));
    assert!(draws_after(5, 2));
}

// ---- R-CLS-10: five cards ----------------------------------------------------

/// R-CLS-10: holding 5 cards at incorporation, the player must exchange
/// before attacking, regrouping or ending the turn.
#[test]
fn a_player_holding_five_cards_must_exchange_before_attacking_r_cls_10() {
    let mut p = argentina_against_chile(10, 1);
    CLASSIC.put(&mut p, "uruguay", White, 1);
    CLASSIC.deal_cards(&mut p, White, &["alaska", "brasil", "peru", "yukon", "chile"]);
    p.phase = CLASSIC.incorporation(White, 3);
    let mut g = load(&p);
    play(&mut g, White, &CLASSIC.place("argentina", 3), &[]);
    for cmd in [
        CLASSIC.attack("argentina", "chile"),
        Command::EndTurn,
        Command::Regroup {
            from: CLASSIC.c("argentina"),
            to: CLASSIC.c("uruguay"),
            armies: 1,
            missiles: 0,
        },
    ] {
        assert_eq!(refusal(&g, White, &cmd).code(), "MUST_EXCHANGE", "{cmd:?}");
    }
    let legal = g.legal_actions(White);
    assert!(!legal.iter().any(|a| matches!(a, Command::Attack { .. } | Command::EndTurn)));
    assert!(legal.contains(&CLASSIC.exchange(&["alaska", "brasil", "peru"])));
    play(&mut g, White, &CLASSIC.exchange(&["alaska", "brasil", "peru"]), &[]);
    play(&mut g, White, &CLASSIC.place("argentina", 4), &[]);
    CLASSIC.conquer(&mut g, White, "argentina", "chile");
    assert_eq!(g.player(White).expect("white").hand.len(), 2);
}

/// R-CLS-10: a player who holds 5 cards takes no sixth, whatever they
/// conquer; with 4 they take the fifth.
#[test]
fn a_player_holding_five_cards_takes_no_sixth_r_cls_10() {
    let hand_after = |hand: &[&str]| {
        let mut p = argentina_against_chile(10, 1);
        CLASSIC.deal_cards(&mut p, White, hand);
        let mut g = load(&p);
        CLASSIC.conquer(&mut g, White, "argentina", "chile");
        let events = play(&mut g, White, &Command::EndTurn, &[0]);
        (drawn(&events).len(), g.player(White).expect("white").hand.len())
    };
    assert_eq!(hand_after(&["alaska", "brasil", "peru", "yukon", "mexico"]), (0, 5));
    assert_eq!(hand_after(&["alaska", "brasil", "peru", "yukon"]), (1, 5));
}

// ---- R-CLS-11: two or three players ------------------------------------------

/// R-CLS-11: with 2 or 3 players nobody draws a secret objective; the
/// countries are dealt as usual; the armies go down one at a time, in
/// turns, until each player has placed half their countries.
#[test]
fn with_two_or_three_players_armies_go_down_one_at_a_time_up_to_half_the_countries_r_cls_11() {
    for (players, seed) in [(&[White, Black][..], 1), (&[White, Black, Red], 2)] {
        let (start, mut g) = CLASSIC.new_game(players, seed);
        assert!(
            !start.iter().any(|e| matches!(e, Event::ObjectiveDealt { .. })),
            "no secret objectives with {} players",
            players.len()
        );
        assert!(g.players().iter().all(|p| p.objectives.is_empty()));
        let order = order_from_first(&g);
        let before: Vec<u32> = order.iter().map(|&p| g.forces(p).0).collect();
        let events = play_initial_placement(&mut g);
        let started: Vec<_> =
            placements_started(&start).into_iter().chain(placements_started(&events)).collect();
        // With these deals every share is the same: a strict alternation.
        let share = g.country_count(order[0]) / 2;
        assert!(order.iter().all(|&p| g.country_count(p) / 2 == share));
        let expected: Vec<_> = (1..=share)
            .flat_map(|r| order.iter().map(move |&p| (u8::try_from(r).expect("small"), p, 1)))
            .collect();
        assert_eq!(started, expected, "{} players", players.len());
        for (i, &p) in order.iter().enumerate() {
            assert_eq!(g.forces(p).0, before[i] + g.country_count(p) / 2, "{p} placed half");
        }
        assert!(events.iter().any(|e| matches!(e, Event::RoundStarted { round: 1, .. })));
    }
}

/// R-CLS-11: a player whose share is placed is skipped; the others go on
/// one army at a time.
#[test]
fn a_player_who_placed_their_share_is_skipped_r_cls_11() {
    // White holds 30 countries (share 15), black 20 (share 10).
    let mut p = table(&[White, Black]);
    for (i, country) in p.countries.iter_mut().enumerate() {
        country.owner = if i < 30 { White } else { Black };
    }
    p.phase = Phase::InitialPlacement { round: 1, player: White, remaining: 1 };
    p.round = 0;
    p.round_order = vec![];
    let mut g = load(&p);
    let mut placers = Vec::new();
    let mut events = Vec::new();
    while let Phase::InitialPlacement { player, remaining, .. } = g.phase().clone() {
        assert_eq!(remaining, 1, "one army at a time");
        let country = owned_by(&g, player)[0];
        let two = Command::Place { country, armies: 2 };
        assert_eq!(refusal(&g, player, &two).code(), "QUANTITY_OUT_OF_RANGE");
        placers.push(player);
        events.extend(play(&mut g, player, &Command::Place { country, armies: 1 }, &[1]));
    }
    let expected: Vec<Color> = [White, Black].repeat(10).into_iter().chain([White; 5]).collect();
    assert_eq!(placers, expected);
    assert!(events.iter().any(|e| matches!(e, Event::RoundStarted { round: 1, .. })));
}

/// Three players: white holds `white` countries, Argentina with 10 armies
/// among them; black holds Uruguay (1 army), red Perú (1 army), both
/// bordering Argentina, and the two share whatever is left.
fn three_players(white: usize) -> Game {
    let mut p = table(&[White, Black, Red]);
    CLASSIC.share_map(&mut p, White, "argentina", white - 1, &["uruguay", "peru"], &[Black, Red]);
    CLASSIC.put(&mut p, "uruguay", Black, 1);
    CLASSIC.put(&mut p, "peru", Red, 1);
    let g = load(&p);
    assert_eq!(g.country_count(White), u32::try_from(white).expect("small"));
    g
}

/// R-CLS-11: with 2 or 3 players the 30 countries of the common objective
/// do not win; the whole map does.
#[test]
fn with_two_or_three_players_only_the_whole_map_wins_r_cls_11() {
    for players in [&[White, Black][..], &[White, Black, Red]] {
        let (_, g) = CLASSIC.new_game(players, 1);
        assert_eq!(g.country_goal(), Some(50), "{} players", players.len());
    }
    let (_, g) = CLASSIC.new_game(&[White, Black, Red, Blue], 1);
    assert_eq!(g.country_goal(), Some(30));
    // Thirty, then forty countries: the game goes on.
    for white in [29, 39] {
        let mut g = three_players(white);
        let events = CLASSIC.conquer(&mut g, White, "argentina", "uruguay");
        assert_eq!(g.country_count(White), u32::try_from(white + 1).expect("small"));
        assert_eq!(won(&events), None, "{} countries do not win", white + 1);
        assert!(!g.is_finished());
    }
    // Black's last country leaves white with 49: red still plays.
    let mut g = three_players(48);
    let events = CLASSIC.conquer(&mut g, White, "argentina", "uruguay");
    assert!(events.iter().any(|e| matches!(e, Event::PlayerEliminated { player: Black, .. })));
    assert_eq!(won(&events), None, "49 countries do not win");
    assert!(!g.is_finished());
    // The fiftieth wins.
    let events = CLASSIC.conquer(&mut g, White, "argentina", "peru");
    assert_eq!(g.country_count(White), 50);
    assert!(matches!(won(&events), Some((White, _))), "{events:?}");
    assert!(g.is_finished());
}
