//! The rules of war, one test per rule: rockets, special units, combats
//! and reinforcements, retreats, sea and air, losses.

use super::*;

// ---- Rockets ----------------------------------------------------------

fn round_two_at(level: u8, power: Power) -> T {
    round_two_having(level, power, false)
}

fn round_two_having(level: u8, power: Power, had_rocket: bool) -> T {
    // Round 2 of a 3-player game, opened by the USSR: the step of `power`.
    let mut t = T::new(3, PlayLevel::Basic);
    let seat = usize::from(t.seat(power));
    t.game.rocket_had[seat] = had_rocket;
    t.clear();
    t.put("chile", power, 2, 0, false);
    t.set_level(power, level);
    t.game.tables[0].step = Step::Attack { round: 1, turn: 2, phase: Phase::Free };
    t.ok(Command::EndTurn { power: China });
    while t.in_turn() != power {
        t.default(t.in_turn());
    }
    t
}

#[test]
fn the_rocket_is_offered_at_10_or_4_and_is_optional_t2_rkt_1_t2_rkt_3() {
    for level in [10, 4] {
        let mut t = round_two_at(level, Ussr);
        assert!(t.grant().rocket);
        let units = vec![Placement {
            region: "brasil".into(),
            unit: UnitKind::Army,
            count: u32::from(level),
        }];
        let elsewhere = Command::Incorporate {
            power: Ussr,
            units: units.clone(),
            special: None,
            rocket: Some("argentina".into()),
        };
        assert_eq!(t.refused(elsewhere).rule, "T2-RKT-3", "only where the player has a unit");
        t.ok(Command::Incorporate {
            power: Ussr,
            units,
            special: None,
            rocket: Some("brasil".into()),
        });
        assert_eq!(t.game.tables[0].rockets.len(), 1);
    }
    let mut t = round_two_at(10, Ussr);
    t.default(Ussr);
    assert!(t.game.tables[0].rockets.is_empty(), "declined (the default declines)");
    assert!(!t.game.rocket_had[usize::from(t.seat(Ussr))], "and may be taken another round");
    let mut t = round_two_at(9, Ussr);
    assert!(!t.grant().rocket);
    let units = vec![Placement { region: "brasil".into(), unit: UnitKind::Army, count: 9 }];
    assert_eq!(
        t.refused(Command::Incorporate {
            power: Ussr,
            units,
            special: None,
            rocket: Some("brasil".into())
        })
        .rule,
        "T2-RKT-1"
    );
}

#[test]
fn a_player_has_one_rocket_per_game_t2_rkt_2() {
    for level in [10, 4] {
        assert!(!round_two_having(level, Ussr, true).grant().rocket);
    }
}

#[test]
fn the_rocket_must_be_launched_in_its_round_and_a_timeout_dismantles_it_t2_rkt_4_t2_ann_1() {
    let mut t = T::board(3, PlayLevel::Basic, "chile Usa 3, chile Ussr 3");
    t.place_rocket(Usa, "chile");
    t.attack_turn(Usa, 1);
    assert_eq!(t.refused(Command::EndTurn { power: Usa }).rule, "T2-RKT-4");
    assert_eq!(
        t.refused(Command::Announce { power: Usa, region: "chile".into(), opponent: Ussr }).rule,
        "T2-RKT-4"
    );
    t.default(Usa);
    assert!(t.game.tables[0].rockets.is_empty(), "dismantled");
    assert_eq!(t.game.tables[0].wiped, 0, "nothing exploded");
    assert!(matches!(t.game.journal.last(), Some(Record::RocketDismantled { .. })));
    assert_eq!(t.in_turn(), Ussr, "the turn ended");
}

#[test]
fn a_launch_wipes_every_piece_on_the_target_including_its_own_and_moves_no_level_t2_rkt_5_t2_rkt_6_t2_rkt_7_t2_rkt_10()
 {
    let mut t = T::board(3, PlayLevel::Basic, "chile Usa 3*, chile Ussr 5");
    t.place_rocket(Usa, "chile");
    t.attack_turn(Usa, 1);
    let levels = t.game.levels;
    t.ok(Command::Launch { power: Usa, target: "chile".into() });
    assert!(!t.force("chile", Usa).any() && !t.force("chile", Ussr).any());
    assert_ne!(t.game.tables[0].wiped & t.id("chile").bit(), 0);
    assert_eq!(t.game.levels, levels);
    assert_eq!(
        t.refused(Command::Announce { power: Usa, region: "chile".into(), opponent: Ussr }).rule,
        "T2-ANN-2",
        "nobody is left to fight there"
    );
    // A wiped region cannot be targeted again, nor entered.
    t.put("argentina", Usa, 1, 0, false);
    t.place_rocket(Usa, "argentina");
    assert_eq!(t.refused(Command::Launch { power: Usa, target: "chile".into() }).rule, "T2-RKT-7");
    // The rocket is not a unit: the remaining USA army alone is what fights in Argentina.
    t.put("argentina", Ussr, 1, 0, false);
    t.ok(Command::Launch { power: Usa, target: "brasil".into() });
    t.announce(Usa, "argentina", Ussr);
    t.ok(Command::Reinforce { power: Usa, moves: vec![] });
    let l = t.game.legal(t.player(Usa));
    assert!(!l.is_empty() || t.game.duties().iter().all(|(s, _)| *s != t.seat(Usa)));
}

#[test]
fn another_holder_may_intercept_and_the_first_in_round_order_does_t2_rkt_8_t2_sec_1() {
    let mut t = T::new(4, PlayLevel::Basic);
    t.clear();
    for p in [Usa, Ussr, China, Japan] {
        t.put("brasil", p, 2, 0, false);
    }
    t.place_rocket(Ussr, "brasil");
    t.place_rocket(China, "brasil");
    t.place_rocket(Japan, "brasil");
    t.attack_turn(Ussr, 2);
    t.ok(Command::Launch { power: Ussr, target: "chile".into() });
    let w = t.window();
    // China and Japan both intercept; China comes first after the USSR.
    for p in [China, Japan] {
        t.ok(Command::CommitIntercept {
            power: p,
            commitment: commitment("g", &w, p.slug(), "intercept", NONCE),
        });
    }
    assert_eq!(
        t.refused(Command::RevealIntercept { power: China, intercept: false, nonce: NONCE.into() })
            .code,
        "REVEAL_MISMATCH"
    );
    t.ok(Command::RevealIntercept { power: China, intercept: true, nonce: NONCE.into() });
    assert_eq!(
        t.game.view(Some(t.player(Japan))).tables[0].window.as_ref().and_then(|w| w.yours.clone()),
        None
    );
    t.ok(Command::RevealIntercept { power: Japan, intercept: true, nonce: NONCE.into() });
    assert_eq!(t.game.tables[0].wiped, 0, "both rockets burst in the air");
    let holders: Vec<u8> = t.game.tables[0].rockets.iter().map(|r| r.holder).collect();
    assert_eq!(holders, [state::local(t.local(Japan))], "Japan keeps its rocket");
    assert!(matches!(t.game.journal.last(), Some(Record::RocketIntercepted { .. })));
}

#[test]
fn example_t2_rkt_9a_destroying_the_holders_units_captures_the_rocket_t2_rkt_9() {
    let mut t = T::board(4, PlayLevel::Basic, "chile Ussr 2, chile China 6");
    t.place_rocket(Ussr, "chile");
    t.attack_turn(China, 3);
    t.fight(China, Ussr, "chile", "2,2,2", "1,1,0");
    assert_eq!(t.force("chile", Ussr).holding(), 0);
    assert_eq!(
        t.game.tables[0].rockets[0].holder,
        state::local(t.local(China)),
        "China takes the rocket"
    );
    assert_eq!(
        t.refused(Command::EndTurn { power: China }).rule,
        "T2-RKT-4",
        "and must launch it this turn"
    );
    assert!(t.game.rocket_had[usize::from(t.seat(Ussr))], "the USSR has had its rocket");
    assert!(!t.game.rocket_had[usize::from(t.seat(China))], "a capture is not having one's own");
}

#[test]
fn a_defender_who_captures_after_its_turn_launches_at_once_t2_rkt_9() {
    let mut t = T::board(3, PlayLevel::Basic, "chile Usa 5, chile China 1");
    // Round 1: USA, USSR, China. China attacks the USA and loses everything
    // there. (An attacker never holds a rocket when it announces, T2-ANN-1:
    // the rocket is set on the board after the announcement.)
    t.attack_turn(China, 1);
    t.announce(China, "chile", Usa);
    t.place_rocket(China, "chile");
    t.ok(Command::Reinforce { power: China, moves: vec![] });
    t.ok(Command::Reinforce { power: Usa, moves: vec![] });
    for (p, s) in [(China, "1,0,0"), (Usa, "5,0,0")] {
        t.commit_split(p, s);
    }
    for (p, s) in [(China, "1,0,0"), (Usa, "5,0,0")] {
        t.reveal_split(p, s);
    }
    assert_eq!(t.game.tables[0].rockets[0].holder, state::local(t.local(Usa)));
    assert!(
        matches!(t.game.tables[0].step, Step::Attack { phase: Phase::OutOfTurn { .. }, .. }),
        "the USA's turn has passed"
    );
    t.ok(Command::Launch { power: Usa, target: "argentina".into() });
    assert!(matches!(t.game.tables[0].step, Step::Attack { phase: Phase::Free, .. }));
    assert_eq!(t.in_turn(), China);
}

// ---- Special units ----------------------------------------------------

#[test]
fn level_5_at_the_start_of_a_round_gives_a_special_unit_that_must_be_placed_t2_spu_1_t2_sea_5() {
    let mut t = round_two_at(5, Ussr);
    assert!(t.grant().special);
    let units = vec![Placement { region: "brasil".into(), unit: UnitKind::Army, count: 5 }];
    assert_eq!(
        t.refused(Command::Incorporate {
            power: Ussr,
            units: units.clone(),
            special: None,
            rocket: None
        })
        .rule,
        "T2-SPU-1"
    );
    t.ok(Command::Incorporate { power: Ussr, units, special: Some("caribe".into()), rocket: None });
    assert!(t.force("caribe", Ussr).special, "a special unit may stand at sea");
}

#[test]
fn a_special_unit_moves_as_an_army_and_one_per_region_t2_spu_2() {
    let mut t = T::board(
        3,
        PlayLevel::Medium,
        "chile Usa 1*, argentina Usa 1*, andes Usa 1*, argentina Ussr 3, atlantico_sur Usa 1*",
    );
    t.attack_turn(Usa, 1);
    t.announce(Usa, "argentina", Ussr);
    let two = vec![Move { region: "chile".into(), ordinary: 1, special: true, ..Move::default() }];
    assert_eq!(t.refused(Command::Reinforce { power: Usa, moves: two }).rule, "T2-SPU-2");
    let by_sea = vec![Move { region: "atlantico_sur".into(), special: true, ..Move::default() }];
    assert_eq!(t.refused(Command::Reinforce { power: Usa, moves: by_sea }).rule, "T2-REI-3");
}

#[test]
fn a_special_unit_must_be_played_and_once_used_is_gone_t2_spu_4_t2_spu_5_t2_clk_4() {
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    t.put("chile", China, 6, 0, true);
    t.put("chile", Japan.min(Ussr), 10, 0, false);
    t.attack_turn(China, 1);
    // China reveals a split that leaves its special unit out: no reveal, the default applies.
    t.fight(China, Ussr, "chile", "1,+,5", "4,3,3");
    let Some(Record::CombatFought { splits, defaulted, .. }) =
        t.game.journal.iter().rev().find(|r| matches!(r, Record::CombatFought { .. }))
    else {
        panic!("fought")
    };
    assert_eq!(defaulted, &[true, false]);
    assert_eq!(splits[0], "3,3,ue", "the default puts the special unit in battle 3");
    assert!(!t.force("chile", China).special, "spent");
}

// ---- Combats ----------------------------------------------------------

#[test]
fn a_combat_needs_both_sides_present_and_a_named_opponent_t2_ann_2_t2_ann_5() {
    let mut t =
        T::board(3, PlayLevel::Basic, "chile Usa 4, chile Ussr 2, chile China 9, argentina Usa 1");
    t.attack_turn(Usa, 1);
    assert_eq!(
        t.refused(Command::Announce { power: Usa, region: "argentina".into(), opponent: Ussr })
            .rule,
        "T2-ANN-2"
    );
    assert_eq!(
        t.refused(Command::Announce { power: Usa, region: "chile".into(), opponent: Usa }).rule,
        "T2-ANN-2"
    );
    assert_eq!(
        t.refused(Command::Announce { power: Usa, region: "chile".into(), opponent: Japan }).rule,
        "T2-ANN-2",
        "Japan is not in a 3-player game"
    );
    t.fight(Usa, Ussr, "chile", "2,1,1", "1,1,0");
    assert_eq!(t.force("chile", China).ordinary, 9, "China takes no part");
}

#[test]
fn a_combat_goes_through_its_steps_in_order_one_at_a_time_t2_ann_3_t2_ann_4_t2_rei_1_t2_clk_1() {
    let mut t =
        T::board(3, PlayLevel::Basic, "chile Usa 4, chile Ussr 3, argentina Ussr 2, andes Usa 2");
    t.attack_turn(Usa, 1);
    t.announce(Usa, "chile", Ussr);
    assert_eq!(
        t.refused(Command::Reinforce { power: Ussr, moves: vec![] }).code,
        "NOT_YOUR_TURN",
        "the attacker brings first"
    );
    assert_eq!(
        t.refused(Command::Announce { power: Usa, region: "chile".into(), opponent: Ussr }).code,
        "NOT_YOUR_TURN",
        "one combat at a time"
    );
    t.ok(Command::Reinforce { power: Usa, moves: vec![T::mv("andes", 2)] });
    let seen = t.game.view(Some(t.player(Ussr)));
    assert!(
        seen.tables[0]
            .forces
            .iter()
            .any(|f| f.region == "chile" && f.seat == t.seat(Usa) && f.ordinary == 6),
        "public before the defender decides"
    );
    t.ok(Command::Reinforce { power: Ussr, moves: vec![T::mv("argentina", 2)] });
    assert_eq!(
        t.refused(Command::Retreat { power: Ussr, moves: vec![] }).code,
        "NOT_YOUR_TURN",
        "no retreat after reinforcing"
    );
    t.commit_split(Usa, "2,2,2");
    assert_eq!(
        t.game.view(Some(t.player(Ussr))).tables[0].window.as_ref().map(|w| w.participants.clone()),
        Some(vec![
            Participant { seat: t.seat(Usa), state: "committed" },
            Participant { seat: t.seat(Ussr), state: "pending" }
        ])
    );
    let unbalanced = commitment("g", &t.window(), "ussr", "1,1,1", NONCE);
    t.ok(Command::CommitSplit { power: Ussr, commitment: unbalanced });
    t.reveal_split(Usa, "2,2,2");
    t.ok(Command::RevealSplit { power: Ussr, split: "1,1,1".into(), nonce: NONCE.into() });
    let Some(Record::CombatFought { splits, defaulted, .. }) =
        t.game.journal.iter().rev().find(|r| matches!(r, Record::CombatFought { .. }))
    else {
        panic!()
    };
    assert_eq!(
        (splits[1].as_str(), defaulted[1]),
        ("2,2,1", true),
        "1,1,1 leaves units out: every unit must fight (T2-CLK-1)"
    );
    t.put("chile", Ussr, 1, 0, false);
    t.announce(Usa, "chile", Ussr);
}

#[test]
fn the_defender_may_win_a_combat_too_t2_win_3() {
    let mut t = T::board(3, PlayLevel::Basic, "chile Usa 3, chile Ussr 9");
    t.attack_turn(Usa, 1);
    t.fight(Usa, Ussr, "chile", "1,1,1", "3,3,3");
    assert_eq!((t.level(Usa), t.level(Ussr)), (6, 8));
}

#[test]
fn reinforcements_come_two_per_neighbour_at_the_basic_level_and_stay_t2_rei_2_t2_rei_4_t2_att_3() {
    let mut t = T::board(
        3,
        PlayLevel::Basic,
        "chile Usa 1, chile Ussr 1, andes Usa 5, oceano_pacifico Usa 5",
    );
    t.attack_turn(Usa, 1);
    t.announce(Usa, "chile", Ussr);
    assert_eq!(
        t.refused(Command::Reinforce { power: Usa, moves: vec![T::mv("andes", 3)] }).rule,
        "T2-REI-2"
    );
    assert_eq!(
        t.refused(Command::Reinforce { power: Usa, moves: vec![T::mv("brasil", 1)] }).rule,
        "T2-REI-1"
    );
    t.ok(Command::Reinforce {
        power: Usa,
        moves: vec![T::mv("andes", 2), T::mv("oceano_pacifico", 2)],
    });
    assert_eq!(
        t.force("chile", Usa).ordinary,
        5,
        "land and sea neighbours alike, no attrition at the basic level"
    );
    assert_eq!(t.force("andes", Usa).ordinary, 3);
}

#[test]
fn example_t2_att_1a_at_the_medium_level_half_plus_one_arrive_t2_att_1_t2_att_2_t2_rei_3() {
    let mut t = T::new(3, PlayLevel::Medium);
    let expected = [
        (1, 1),
        (2, 2),
        (3, 2),
        (4, 3),
        (5, 3),
        (6, 4),
        (7, 4),
        (8, 5),
        (9, 5),
        (10, 6),
        (11, 6),
        (12, 7),
    ];
    for (n, arrive) in expected {
        assert_eq!(t.game.arriving(n), arrive, "{n} crossing");
    }
    t.clear();
    t.place("chile Usa 1, chile Ussr 1, andes Usa 6*, argentina Usa 9, oceano_pacifico Usa 5");
    t.attack_turn(Usa, 1);
    t.announce(Usa, "chile", Ussr);
    assert_eq!(
        t.refused(Command::Reinforce { power: Usa, moves: vec![T::mv("oceano_pacifico", 2)] }).rule,
        "T2-REI-3",
        "ships stay at sea"
    );
    assert_eq!(
        t.refused(Command::Reinforce {
            power: Usa,
            moves: vec![T::mv("andes", 1), T::mv("andes", 1)]
        })
        .rule,
        "T2-ATT-2"
    );
    t.ok(Command::Reinforce {
        power: Usa,
        moves: vec![
            Move { region: "andes".into(), ordinary: 5, special: true, ..Move::default() },
            T::mv("argentina", 9),
        ],
    });
    let f = t.force("chile", Usa);
    assert!(f.special, "the special unit always arrives");
    assert_eq!(
        f.ordinary,
        1 + 3 + 5,
        "6 crossing from the Andes (special included) bring 4, 9 from Argentina bring 5"
    );
}

#[test]
fn reinforcements_may_not_abandon_a_rocket_break_the_aircraft_cap_or_double_a_special_t2_rei_5_t2_air_1_t2_air_3()
 {
    let mut t = T::board(
        3,
        PlayLevel::Advanced,
        "chile Usa 1, chile Ussr 1, andes Usa 2, argentina Usa 2+2, oceano_pacifico Usa 1+1",
    );
    t.place_rocket(Usa, "andes");
    t.attack_turn(Usa, 1);
    t.game.tables[0].rockets.clear();
    t.announce(Usa, "chile", Ussr);
    t.place_rocket(Usa, "andes");
    assert_eq!(
        t.refused(Command::Reinforce { power: Usa, moves: vec![T::mv("andes", 2)] }).rule,
        "T2-RKT-9"
    );
    assert_eq!(
        t.refused(Command::Reinforce { power: Usa, moves: vec![T::mv("argentina", 1)] }).rule,
        "T2-AIR-1",
        "the aircraft left behind would outnumber"
    );
    let planes = Move { region: "oceano_pacifico".into(), aircraft: 1, ..Move::default() };
    t.ok(Command::Reinforce { power: Usa, moves: vec![T::mv("andes", 1), planes] });
    assert_eq!(
        t.force("chile", Usa),
        Force { ordinary: 2, aircraft: 1, special: false },
        "aircraft cross from sea to land without attrition"
    );
}

// ---- Retreat ----------------------------------------------------------

#[test]
fn example_t2_ret_3a_a_retreat_takes_every_unit_or_does_not_happen_t2_ret_1_t2_ret_2_t2_ret_3_t2_ret_4()
 {
    let mut t =
        T::board(3, PlayLevel::Basic, "chile Usa 3, chile Ussr 5, andes Ussr 1, argentina Ussr 1");
    t.attack_turn(Usa, 1);
    t.announce(Usa, "chile", Ussr);
    t.ok(Command::Reinforce { power: Usa, moves: vec![] });
    let two = vec![T::mv("andes", 2), T::mv("argentina", 2)];
    assert_eq!(
        t.refused(Command::Retreat { power: Ussr, moves: two }).rule,
        "T2-RET-3",
        "only 4 of 5 can leave"
    );
    assert!(!t.game.legal(t.player(Ussr)).iter().any(|l| matches!(l, Legal::Retreat { .. })));
    assert_eq!(
        t.refused(Command::Retreat {
            power: Ussr,
            moves: vec![T::mv("andes", 3), T::mv("argentina", 2)]
        })
        .rule,
        "T2-RET-2"
    );
    t.put("oceano_pacifico", Ussr, 1, 0, false);
    assert_eq!(
        t.refused(Command::Retreat {
            power: Ussr,
            moves: vec![T::mv("andes", 2), T::mv("argentina", 2), T::mv("atlantico_sur", 1)]
        })
        .rule,
        "T2-RET-2",
        "only where the defender has a unit"
    );
    t.ok(Command::Retreat {
        power: Ussr,
        moves: vec![T::mv("andes", 2), T::mv("argentina", 2), T::mv("oceano_pacifico", 1)],
    });
    assert_eq!(t.force("chile", Usa).ordinary, 3, "nobody loses a unit");
    assert_eq!((t.level(Usa), t.level(Ussr)), (8, 6), "a win for the attacker");
}

#[test]
fn a_rocket_left_behind_in_a_retreat_is_captured_and_retreats_suffer_no_attrition_t2_ret_4_t2_att_3()
 {
    let mut t = T::board(3, PlayLevel::Medium, "chile Usa 3, chile Ussr 2, andes Ussr 1");
    t.place_rocket(Ussr, "chile");
    t.attack_turn(Usa, 1);
    t.announce(Usa, "chile", Ussr);
    t.ok(Command::Reinforce { power: Usa, moves: vec![] });
    t.ok(Command::Retreat { power: Ussr, moves: vec![T::mv("andes", 2)] });
    assert_eq!(t.force("andes", Ussr).ordinary, 3, "two arrive of two, at the medium level too");
    assert_eq!(t.game.tables[0].rockets[0].holder, state::local(t.local(Usa)));
}

// ---- Sea and air ------------------------------------------------------

#[test]
fn example_t2_sea_3a_ships_at_sea_fight_as_armies_and_count_for_objectives_t2_sea_1_t2_sea_2_t2_sea_3_t2_sea_4()
 {
    let mut t = T::new(3, PlayLevel::Medium);
    t.ok(Command::Incorporate {
        power: Usa,
        units: vec![
            Placement { region: "chile".into(), unit: UnitKind::Army, count: 5 },
            Placement { region: "caribe".into(), unit: UnitKind::Ship, count: 2 },
        ],
        special: None,
        rocket: None,
    });
    assert_eq!(t.incorporate(Ussr, "chile", UnitKind::Ship, 7).unwrap_err().rule, "T2-SEA-1");
    t.clear();
    t.place("caribe Usa 8, caribe Ussr 5");
    t.attack_turn(Usa, 1);
    t.fight(Usa, Ussr, "caribe", "3,0,5", "1,2,2");
    assert_eq!(
        (t.force("caribe", Usa).ordinary, t.force("caribe", Ussr).ordinary),
        (5, 2),
        "the seed's example, with ships"
    );
    let token = Token {
        region: t.id("caribe"),
        secret: secret::Secret::Defaulted,
        by_default: None,
        kind: Some(TokenKind::Intervention4),
        window: String::new(),
    };
    assert!(met(&t.game, 0, t.local(Usa), &token), "5 ships intervene at sea");
}

#[test]
fn aircraft_in_excess_after_a_combat_are_lost_t2_air_6_t2_air_4() {
    let mut t = T::board(3, PlayLevel::Advanced, "chile China 8+2, chile Ussr 12+4");
    t.attack_turn(Ussr, 1);
    t.fight(Ussr, China, "chile", "8,4,air", "3,air,5");
    assert_eq!(
        t.force("chile", Ussr),
        Force { ordinary: 5, aircraft: 1, special: false },
        "example T2-AIR-4a"
    );
    assert!(!t.force("chile", China).any());
    t.place("chile China 3, chile Ussr 3+2");
    t.fight(Ussr, China, "chile", "3,air,0", "3,0,0");
    assert_eq!(t.level(Ussr), 9, "the aircraft won the combat");
    assert_eq!(
        t.force("chile", Ussr),
        Force::default(),
        "with no army left, the aircraft are lost too"
    );
}

// ---- Losses -----------------------------------------------------------

#[test]
fn lost_units_return_to_the_supply_t2_los_3() {
    let mut t = T::board(3, PlayLevel::Basic, "chile Usa 8, chile Ussr 5");
    t.attack_turn(Usa, 1);
    t.fight(Usa, Ussr, "chile", "3,0,5", "1,2,2");
    assert_eq!(t.force("chile", Usa).ordinary, 5);
    for p in [Usa, Ussr, China] {
        if t.in_turn() == p {
            t.ok(Command::EndTurn { power: p });
        }
    }
    assert_eq!(t.grant().units, u32::from(t.level(Ussr)), "losses never shrink what a level gives");
}
