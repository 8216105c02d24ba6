//! The variants, the end of a game and its secrets, one test per rule.

use super::*;

// ---- Variants ---------------------------------------------------------

#[test]
fn two_players_hold_two_powers_each_alternate_and_never_fight_each_other_t2_var_1() {
    let mut t = T::new(2, PlayLevel::Basic);
    let seats: Vec<(Power, u8)> = t.game.seats.iter().map(|s| (s.power, s.player)).collect();
    assert_eq!(seats, [(Usa, 0), (Ussr, 1), (China, 0), (Japan, 1)]);
    assert_eq!(t.game.tables[0].objectives.len(), 6, "the table cut for 4");
    t.clear();
    t.place("chile Usa 3, chile China 3, chile Ussr 3");
    t.attack_turn(Usa, 1);
    assert_eq!(
        t.refused(Command::Announce { power: Usa, region: "chile".into(), opponent: China }).rule,
        "T2-VAR-1"
    );
    t.announce(Usa, "chile", Ussr);
    assert!(!t.game.legal(0).iter().any(|l| matches!(l, Legal::Announce { opponent: China, .. })));
}

#[test]
fn eight_players_play_two_boards_with_one_shared_level_per_pair_t2_var_2_t2_var_3_t2_var_4() {
    let mut t = T::with(8, opts(PlayLevel::Basic, MapId::Americas));
    assert_eq!(t.game.tables.len(), 2);
    assert_eq!(t.game.tables.iter().map(|x| x.seats.len()).collect::<Vec<_>>(), [4, 4]);
    assert_eq!(t.game.tables[1].objectives.len(), 7, "each board cut as for 4");
    // The boards advance independently: both wait on their own USA.
    let waiting: Vec<u8> = t.game.duties().iter().map(|(s, _)| *s).collect();
    assert_eq!(waiting.len(), 2);
    assert!(waiting.iter().all(|s| t.game.seats[usize::from(*s)].power == Usa));
    // A USSR win on board 0 raises the USSR on both boards.
    t.clear();
    t.place("chile Ussr 5, chile Usa 1");
    t.attack_turn(Ussr, 1);
    t.fight(Ussr, Usa, "chile", "3,1,1", "1,0,0");
    assert_eq!(t.level(Ussr), 8, "one level, shared by the pair");
    assert_eq!(
        t.game.view(Some(t.game.seats[usize::from(t.game.tables[1].seats[1])].player)).levels[1],
        LevelView { power: Ussr, level: 8 }
    );
}

#[test]
fn ten_and_twelve_players_pair_up_and_seven_nine_eleven_are_refused_t2_var_5() {
    for (players, powers) in [(10, 5), (12, 6)] {
        let t = T::with(players, Teg2Options::default());
        assert_eq!(
            t.game.tables.iter().map(|x| x.seats.len()).collect::<Vec<_>>(),
            [powers, powers]
        );
    }
    for players in [1, 7, 9, 11, 13] {
        let setup = Teg2Setup {
            game: "g".into(),
            players,
            powers: vec![],
            options: Teg2Options::default(),
        };
        assert!(start(&setup).is_err(), "{players} players");
    }
}

#[test]
fn secret_objectives_stay_face_down_until_the_end_t2_var_7_t2_end_1() {
    let options = Teg2Options { secret_objectives: true, ..Teg2Options::default() };
    let setup = Teg2Setup { game: "g".into(), players: 3, powers: vec![], options };
    let mut game = Game::replay(&start(&setup).expect("valid")).expect("a fresh log replays");
    while game.placing(0).is_some() {
        let seat = game.duties()[0].0;
        game.apply(&Event::Defaulted { seat });
    }
    assert!(
        matches!(game.tables[0].step, Step::Incorporate { round: 1, .. }),
        "play starts without a reveal"
    );
    let view = game.view(Some(0));
    assert!(view.tables[0].tokens.iter().all(|k| !k.published));
    assert!(view.tables[0].tokens.iter().filter(|k| k.seat != 0).all(|k| k.kind.is_none()));
    assert!(
        view.tables[0].tokens.iter().filter(|k| k.seat == 0).all(|k| k.kind.is_some()),
        "a token placed by default is shown to its owner"
    );
    while !game.is_over() {
        let seat = game.duties()[0].0;
        game.apply(&Event::Defaulted { seat });
    }
    assert!(
        game.view(None).tables[0].tokens.iter().all(|k| k.published),
        "turned up at the end, for scoring"
    );
}

// ---- End --------------------------------------------------------------

#[test]
fn example_t2_end_2a_points_of_the_objectives_met_are_added_t2_end_2_t2_end_1() {
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    let regions = ["chile", "argentina", "brasil", "centroamerica", "oceano_atlantico"];
    let kinds = [
        TokenKind::Control5,
        TokenKind::Intervention4,
        TokenKind::Intervention3,
        TokenKind::Intervention1,
        TokenKind::NonIntervention2,
    ];
    let usa = t.local(Usa);
    t.game.tables[0].tokens[usa] = regions
        .iter()
        .zip(kinds)
        .map(|(r, kind)| Token {
            region: t.id(r),
            secret: secret::Secret::Defaulted,
            by_default: None,
            kind: Some(kind),
            window: String::new(),
        })
        .collect();
    t.place("chile Usa 4, argentina Usa 4, brasil Usa 2, centroamerica Usa 4");
    let e = t.id("oceano_atlantico");
    t.game.tables[0].wiped |= e.bit();
    for p in [Ussr, China] {
        let me = t.local(p);
        t.game.tables[0].tokens[me].clear();
    }
    // The last attack turn of the last round ends the war.
    t.game.tables[0].step = Step::Attack { round: 6, turn: 2, phase: Phase::Free };
    t.ok(Command::EndTurn {
        power: Power::ALL[usize::from(u8::try_from((6 - 1 + 2) % 3).unwrap_or(0))],
    });
    let scores = t.game.scores.clone().expect("scored");
    assert_eq!(scores.seats[usize::from(t.seat(Usa))], 10);
    assert_eq!(scores.winners, [t.player(Usa)]);
    assert_eq!(t.refused(Command::EndTurn { power: Usa }).code, "GAME_OVER");
}

#[test]
fn example_t2_end_3a_a_tie_goes_to_the_higher_level_and_then_is_shared_t2_end_3() {
    let mut t = T::new(4, PlayLevel::Basic);
    t.clear();
    for me in 0..4 {
        t.game.tables[0].tokens[me].clear();
    }
    t.game.tables[0].step = Step::Over;
    t.set_level(Usa, 8);
    t.set_level(Japan, 6);
    let scores = t.game.score();
    assert_eq!(scores.winners, [t.player(Usa)], "all on 0 points: the USA is highest");
    t.set_level(Japan, 8);
    let scores = t.game.score();
    assert_eq!(scores.winners, [t.player(Usa), t.player(Japan)], "still tied: shared");
}

// ---- Secrets ----------------------------------------------------------

#[test]
fn a_reveal_must_match_its_commitment_and_an_illegal_choice_is_no_reveal_t2_sec_3_t2_sec_6() {
    let mut t = T::board(3, PlayLevel::Basic, "chile Usa 4, chile Ussr 4");
    t.attack_turn(Usa, 1);
    t.announce(Usa, "chile", Ussr);
    t.ok(Command::Reinforce { power: Usa, moves: vec![] });
    t.ok(Command::Reinforce { power: Ussr, moves: vec![] });
    t.commit_split(Usa, "4,0,0");
    assert_eq!(
        t.refused(Command::RevealSplit { power: Usa, split: "4,0,0".into(), nonce: NONCE.into() })
            .code,
        "NOT_YOUR_TURN",
        "no reveal before both committed"
    );
    t.commit_split(Ussr, "9,9,9");
    assert_eq!(
        t.refused(Command::RevealSplit { power: Usa, split: "0,4,0".into(), nonce: NONCE.into() })
            .code,
        "REVEAL_MISMATCH"
    );
    t.reveal_split(Usa, "4,0,0");
    // The USA's reveal is not published to the USSR or an operator before the window closes.
    for viewer in [Some(t.player(Ussr)), None] {
        let v = t.game.view(viewer);
        let w = v.tables[0].window.clone().expect("window");
        assert_eq!(w.yours, None);
        assert!(w.participants.contains(&Participant { seat: t.seat(Usa), state: "revealed" }));
        assert!(!format!("{v:?}").contains("4,0,0"));
    }
    assert_eq!(
        t.game.view(Some(t.player(Usa))).tables[0].window.clone().and_then(|w| w.yours),
        Some("4,0,0".into())
    );
    t.reveal_split(Ussr, "9,9,9");
    let Some(Record::CombatFought { splits, defaulted, .. }) = t.game.journal.last().cloned()
    else {
        // Levels may follow the combat record.
        let found =
            t.game.journal.iter().rev().find(|r| matches!(r, Record::CombatFought { .. })).cloned();
        let Some(Record::CombatFought { splits, defaulted, .. }) = found else { panic!("fought") };
        assert_eq!((splits[1].as_str(), defaulted[1]), ("2,1,1", true));
        return;
    };
    assert_eq!((splits[1].as_str(), defaulted[1]), ("2,1,1", true));
}

#[test]
fn every_timeout_takes_the_rules_default_t2_sec_5_t2_rei_1_t2_ret_1() {
    let mut t =
        T::board(3, PlayLevel::Basic, "chile Usa 4, andes Usa 2, chile Ussr 4, argentina Ussr 1");
    t.attack_turn(Usa, 1);
    t.announce(Usa, "chile", Ussr);
    t.default(Usa);
    assert_eq!(t.force("chile", Usa).ordinary, 4, "the attacker's timeout brings nothing");
    t.default(Ussr);
    assert_eq!(
        t.force("argentina", Ussr).ordinary,
        1,
        "the defender's: no retreat and no reinforcement"
    );
    t.default(Usa);
    t.commit_split(Ussr, "4,0,0");
    t.reveal_split(Ussr, "4,0,0");
    let found =
        t.game.journal.iter().rev().find(|r| matches!(r, Record::CombatFought { .. })).cloned();
    let Some(Record::CombatFought { splits, defaulted, .. }) = found else { panic!("fought") };
    assert_eq!((splits[0].as_str(), defaulted[0]), ("2,1,1", true));
    assert_eq!(t.game.default_event(t.seat(China)), None, "China is waited on for nothing");
}

#[test]
fn a_bot_sees_the_same_whatever_its_rivals_secret_choices_t2_sec_1_t2_sec_6() {
    let seen_by_usa = |ussr_split: &str| {
        let mut t = T::new(3, PlayLevel::Basic);
        t.clear();
        t.place("chile Usa 4, chile Ussr 4");
        t.attack_turn(Usa, 1);
        t.announce(Usa, "chile", Ussr);
        t.ok(Command::Reinforce { power: Usa, moves: vec![] });
        t.ok(Command::Reinforce { power: Ussr, moves: vec![] });
        t.commit_split(Usa, "2,1,1");
        t.commit_split(Ussr, ussr_split);
        t.reveal_split(Ussr, ussr_split);
        bot::Seen::of(&t.game, t.player(Usa))
    };
    let (a, b) = (seen_by_usa("4,0,0"), seen_by_usa("0,0,4"));
    assert_eq!(a.view, b.view, "the USSR's revealed split is not in the USA's view");
    assert_eq!(a.legal, b.legal);
    let mut rng_a = crate::rng::SeededRandomness::for_version(&crate::rng::Seed([5; 32]), 1);
    let mut rng_b = rng_a.clone();
    let (mut ma, mut mb) = (bot::Memory::default(), bot::Memory::default());
    ma.keep(
        Usa,
        &a.view.tables[0].window.clone().map(|w| w.id).unwrap_or_default(),
        "2,1,1",
        NONCE,
    );
    mb.keep(
        Usa,
        &b.view.tables[0].window.clone().map(|w| w.id).unwrap_or_default(),
        "2,1,1",
        NONCE,
    );
    for bot in [bot::Teg2Bot::Random, bot::Teg2Bot::Greedy] {
        assert_eq!(
            bot::bot_command(&a, bot, &mut rng_a, &mut ma),
            bot::bot_command(&b, bot, &mut rng_b, &mut mb)
        );
    }
}
