//! One test per rule of `docs/rules/teg2.md`, named by its id, with the
//! seed's worked examples. Positions are set up directly on the state, the
//! way a position import would, then driven through `decide` and `apply`.

use super::secret::commitment;
use super::state::{Game, Phase, Step};
use super::*;

const NONCE: &str = "00112233445566778899aabbccddeeff";

/// A game under test and the commands that drive it.
struct T {
    game: Game,
}

fn opts(level: PlayLevel, board: MapId) -> Teg2Options {
    Teg2Options { level, board, ..Teg2Options::default() }
}

impl T {
    /// A game at the start of round 1 (objectives placed by default).
    fn new(players: u8, level: PlayLevel) -> T {
        T::with(players, opts(level, MapId::Americas))
    }

    fn with(players: u8, options: Teg2Options) -> T {
        let setup = Teg2Setup { game: "g".to_owned(), players, powers: Vec::new(), options };
        let mut t = T {
            game: Game::replay(&start(&setup).expect("valid setup")).expect("a fresh log replays"),
        };
        t.objectives_by_default();
        t
    }

    fn objectives_by_default(&mut self) {
        while let Some((seat, duty)) = self.game.duties().first().copied() {
            if !matches!(duty, legal::Duty::PlaceObjective | legal::Duty::RevealObjectives) {
                break;
            }
            self.game.apply(&Event::Defaulted { seat });
        }
    }

    fn seat(&self, power: Power) -> u8 {
        self.game
            .seats
            .iter()
            .position(|s| s.power == power && s.table == 0)
            .and_then(|i| u8::try_from(i).ok())
            .expect("power in play")
    }

    fn player(&self, power: Power) -> u8 {
        self.game.seats[usize::from(self.seat(power))].player
    }

    fn act(&mut self, command: Command) -> Result<(), Refusal> {
        let player = self.player(command.power());
        let events = self.game.decide(player, &command)?;
        for e in &events {
            self.game.apply(e);
        }
        Ok(())
    }

    fn ok(&mut self, command: Command) {
        let c = command.clone();
        self.act(command).unwrap_or_else(|e| panic!("{c:?} was refused: {e}"));
    }

    fn refused(&mut self, command: Command) -> Refusal {
        let before = self.game.view(None);
        let e = self.act(command).expect_err("the command is refused");
        assert_eq!(self.game.view(None), before, "a refusal changes nothing");
        e
    }

    fn default(&mut self, power: Power) {
        let e = self.game.default_event(self.seat(power)).expect("a pending step");
        self.game.apply(&e);
    }

    fn map(&self) -> &'static Map {
        self.game.map(0)
    }

    fn id(&self, slug: &str) -> RegionId {
        self.map().by_slug(slug).expect("region")
    }

    fn local(&self, power: Power) -> usize {
        self.game.locate(self.seat(power)).1
    }

    fn clear(&mut self) {
        for f in self.game.tables[0].forces.iter_mut().flatten() {
            *f = Force::default();
        }
    }

    fn put(&mut self, region: &str, power: Power, ordinary: u32, aircraft: u32, special: bool) {
        let (r, me) = (self.id(region), self.local(power));
        self.game.tables[0].forces[r.index()][me] = Force { ordinary, aircraft, special };
    }

    fn force(&self, region: &str, power: Power) -> Force {
        self.game.tables[0].forces[self.id(region).index()][self.local(power)]
    }

    fn level(&self, power: Power) -> u8 {
        self.game.levels[power.index()]
    }

    fn set_level(&mut self, power: Power, level: u8) {
        self.game.levels[power.index()] = level;
    }

    /// Makes it `power`'s attack turn in `round` (round order T2-RND-3).
    fn attack_turn(&mut self, power: Power, round: u8) {
        let k = self.game.tables[0].seats.len();
        let me = self.local(power);
        let turn = (0..k)
            .find(|&x| self.game.in_turn(0, round, u8::try_from(x).unwrap_or(0)) == me)
            .unwrap_or(0);
        self.game.tables[0].step =
            Step::Attack { round, turn: u8::try_from(turn).unwrap_or(0), phase: Phase::Free };
    }

    fn window(&self) -> String {
        match &self.game.tables[0].step {
            Step::Attack { phase: Phase::Combat(c), .. } => c.window.clone(),
            Step::Attack { phase: Phase::Interception(i), .. } => i.window.clone(),
            _ => panic!("no window is open"),
        }
    }

    fn commit_split(&mut self, power: Power, split: &str) {
        let c = commitment("g", &self.window(), power.slug(), split, NONCE);
        self.ok(Command::CommitSplit { power, commitment: c });
    }

    fn reveal_split(&mut self, power: Power, split: &str) {
        self.ok(Command::RevealSplit { power, split: split.to_owned(), nonce: NONCE.to_owned() });
    }

    fn announce(&mut self, power: Power, region: &str, opponent: Power) {
        self.ok(Command::Announce { power, region: region.to_owned(), opponent });
    }

    /// Announces and fights a combat with no reinforcements.
    fn fight(&mut self, a: Power, b: Power, region: &str, sa: &str, sb: &str) {
        self.announce(a, region, b);
        self.ok(Command::Reinforce { power: a, moves: vec![] });
        self.ok(Command::Reinforce { power: b, moves: vec![] });
        self.commit_split(a, sa);
        self.commit_split(b, sb);
        self.reveal_split(a, sa);
        self.reveal_split(b, sb);
    }

    fn incorporate(
        &mut self,
        power: Power,
        region: &str,
        unit: UnitKind,
        count: u32,
    ) -> Result<(), Refusal> {
        self.act(Command::Incorporate {
            power,
            units: vec![Placement { region: region.to_owned(), unit, count }],
            special: None,
            rocket: None,
        })
    }

    fn grant(&self) -> state::Grant {
        match self.game.tables[0].step {
            Step::Incorporate { grant, .. } => grant,
            _ => panic!("not incorporating"),
        }
    }

    fn in_turn(&self) -> Power {
        match self.game.tables[0].step {
            Step::Incorporate { round, turn, .. } | Step::Attack { round, turn, .. } => {
                let l = self.game.in_turn(0, round, turn);
                self.game.seats[usize::from(self.game.tables[0].seats[l])].power
            }
            _ => panic!("nobody is in turn"),
        }
    }

    fn place_rocket(&mut self, power: Power, region: &str) {
        let me = self.local(power);
        let r = self.id(region);
        self.game.tables[0].rockets.push(Rocket {
            owner: state::local(me),
            holder: state::local(me),
            region: r,
        });
        let seat = usize::from(self.seat(power));
        self.game.rocket_had[seat] = true;
    }

    fn mv(region: &str, ordinary: u32) -> Move {
        Move { region: region.to_owned(), ordinary, ..Move::default() }
    }

    fn token_kinds(&self, power: Power) -> Vec<Option<TokenKind>> {
        self.game.tables[0].tokens[self.local(power)].iter().map(|k| k.kind).collect()
    }
}

use Power::{China, Japan, Usa, Ussr};

// ---- Components -------------------------------------------------------

#[test]
fn three_players_are_the_first_three_powers_and_may_be_assigned_t2_cmp_1_t2_cmp_2() {
    let t = T::new(3, PlayLevel::Basic);
    let powers: Vec<Power> = t.game.seats.iter().map(|s| s.power).collect();
    assert_eq!(powers, [Usa, Ussr, China]);
    let setup = Teg2Setup {
        game: "g".into(),
        players: 3,
        powers: vec![China, Usa, Ussr],
        options: Teg2Options::default(),
    };
    let seats = Game::seats_for(&setup).expect("a permutation of the first three");
    assert_eq!(
        seats.iter().map(|s| (s.power, s.player)).collect::<Vec<_>>(),
        [(Usa, 1), (Ussr, 2), (China, 0)]
    );
    let bad = Teg2Setup { powers: vec![Usa, Ussr, Japan], ..setup };
    assert!(Game::seats_for(&bad).is_err(), "3 players play the USA, the USSR and China");
}

#[test]
fn the_board_is_a_game_option_and_paired_games_use_both_t2_cmp_3() {
    assert_eq!(
        T::with(4, opts(PlayLevel::Basic, MapId::OldWorld)).game.tables[0].map,
        MapId::OldWorld
    );
    let paired = T::with(8, opts(PlayLevel::Basic, MapId::Americas));
    assert_eq!(
        paired.game.tables.iter().map(|t| t.map).collect::<Vec<_>>(),
        [MapId::Americas, MapId::OldWorld]
    );
    let setup = Teg2Setup {
        game: "g".into(),
        players: 8,
        powers: vec![],
        options: opts(PlayLevel::Basic, MapId::Planisphere),
    };
    assert!(start(&setup).is_err());
}

#[test]
fn units_have_no_supply_limit_and_specials_are_capped_at_three_t2_cmp_6_t2_spu_1() {
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    for r in ["mexico", "chile", "brasil"] {
        t.put(r, Usa, 40, 0, true);
    }
    t.set_level(Usa, 5);
    t.game.tables[0].step = Step::Incorporate {
        round: 2,
        turn: 2,
        grant: state::Grant { units: 0, special: false, rocket: false },
    };
    // Round 2 is opened by the USSR, so the USA incorporates last (turn 2).
    t.game.tables[0].step = Step::Attack { round: 2, turn: 2, phase: Phase::Free };
    t.game.tables[0].rounds = 6;
    t.ok(Command::EndTurn { power: Usa });
    // Round 3: China, USA, USSR; China first.
    assert_eq!(t.in_turn(), China);
    t.default(China);
    assert_eq!(t.in_turn(), Usa);
    let g = t.grant();
    assert_eq!(g.units, 5, "level 5 gives 5 units however many are already on the board");
    assert!(!g.special, "3 unspent special units already: none more");
}

#[test]
fn the_level_of_play_decides_the_kinds_of_unit_t2_cmp_7() {
    let mut basic = T::new(3, PlayLevel::Basic);
    assert!(
        basic.incorporate(Usa, "caribe", UnitKind::Army, 7).is_ok(),
        "basic: armies at sea too"
    );
    let mut medium = T::new(3, PlayLevel::Medium);
    assert_eq!(medium.incorporate(Usa, "caribe", UnitKind::Army, 7).unwrap_err().rule, "T2-SEA-1");
    assert_eq!(
        medium.incorporate(Usa, "mexico", UnitKind::Aircraft, 7).unwrap_err().rule,
        "T2-SEA-1"
    );
    let mut advanced = T::new(3, PlayLevel::Advanced);
    advanced.ok(Command::Incorporate {
        power: Usa,
        units: vec![
            Placement { region: "mexico".into(), unit: UnitKind::Army, count: 5 },
            Placement { region: "mexico".into(), unit: UnitKind::Aircraft, count: 5 },
        ],
        special: None,
        rocket: None,
    });
}

#[test]
fn a_special_unit_alone_is_presence_and_aircraft_alone_are_not_t2_cmp_8() {
    let mut t = T::new(3, PlayLevel::Advanced);
    t.clear();
    t.put("chile", Usa, 0, 0, true);
    t.put("chile", Ussr, 2, 0, false);
    t.put("argentina", Usa, 0, 3, false);
    t.put("argentina", Ussr, 2, 0, false);
    t.attack_turn(Usa, 1);
    let e = t.refused(Command::Announce { power: Usa, region: "argentina".into(), opponent: Ussr });
    assert_eq!(e.rule, "T2-ANN-2", "aircraft alone are no presence");
    t.announce(Usa, "chile", Ussr);
}

// ---- Objectives -------------------------------------------------------

#[test]
fn example_t2_obj_3b_placement_rounds_rotate_the_opener_t2_obj_3() {
    let setup =
        Teg2Setup { game: "g".into(), players: 4, powers: vec![], options: Teg2Options::default() };
    let mut game = Game::replay(&start(&setup).expect("valid")).expect("a fresh log replays");
    let mut order = Vec::new();
    while let Some(me) = game.placing(0) {
        order.push(game.seats[usize::from(game.tables[0].seats[me])].power);
        game.apply(&Event::Defaulted { seat: game.tables[0].seats[me] });
    }
    let expected = [
        [Usa, Ussr, China, Japan],
        [Ussr, China, Japan, Usa],
        [China, Japan, Usa, Ussr],
        [Japan, Usa, Ussr, China],
        [Usa, Ussr, China, Japan],
    ]
    .concat();
    assert_eq!(order, expected);
}

#[test]
fn placements_are_public_regions_with_committed_kinds_and_one_token_per_region_t2_obj_3_t2_obj_4() {
    let setup =
        Teg2Setup { game: "g".into(), players: 3, powers: vec![], options: Teg2Options::default() };
    let mut t =
        T { game: Game::replay(&start(&setup).expect("valid")).expect("a fresh log replays") };
    let window = t.game.next_objective_window(0);
    let c = commitment("g", &window, "usa", TokenKind::Control5.slug(), NONCE);
    assert_eq!(
        t.refused(Command::PlaceObjective {
            power: Usa,
            region: "caribe".into(),
            commitment: c.clone()
        })
        .rule,
        "T2-OBJ-1",
        "the Caribbean is cut with 3 powers"
    );
    assert_eq!(
        t.refused(Command::PlaceObjective {
            power: Usa,
            region: "chile".into(),
            commitment: "xyz".into()
        })
        .code,
        "INVALID_COMMITMENT"
    );
    t.ok(Command::PlaceObjective { power: Usa, region: "chile".into(), commitment: c.clone() });
    let view = t.game.view(Some(t.player(Ussr)));
    assert_eq!(view.tables[0].tokens[0].region, "chile", "the region is public");
    assert_eq!(view.tables[0].tokens[0].kind, None, "the kind is not");
    // The USSR may share Chile; the same commitment twice is refused.
    let window = t.game.next_objective_window(0);
    assert_eq!(
        t.refused(Command::PlaceObjective { power: Ussr, region: "chile".into(), commitment: c })
            .rule,
        "T2-SEC-2"
    );
    t.ok(Command::PlaceObjective {
        power: Ussr,
        region: "chile".into(),
        commitment: commitment("g", &window, "ussr", "control_5", NONCE),
    });
    t.default(China);
    // Round 2 opens with the USSR; then China, then the USA, who may not use Chile again.
    t.default(Ussr);
    t.default(China);
    let window = t.game.next_objective_window(0);
    let again = Command::PlaceObjective {
        power: Usa,
        region: "chile".into(),
        commitment: commitment("g", &window, "usa", "intervention_1", NONCE),
    };
    assert_eq!(t.refused(again).rule, "T2-OBJ-4");
}

#[test]
fn after_placement_every_token_is_turned_up_with_the_five_kinds_t2_obj_2_t2_obj_5_t2_sec_4() {
    let t = T::new(4, PlayLevel::Basic);
    for power in [Usa, Ussr, China, Japan] {
        let mut kinds: Vec<TokenKind> =
            t.token_kinds(power).into_iter().map(|k| k.expect("published")).collect();
        kinds.sort();
        assert_eq!(kinds, TokenKind::ALL, "each power has one token of each kind");
    }
    let view = t.game.view(None);
    assert!(
        view.tables[0].tokens.iter().all(|k| k.published && k.kind.is_some()),
        "visible to everyone, operators included"
    );
}

#[test]
fn example_t2_sec_4a_unrevealed_tokens_take_the_remaining_kinds_in_order_t2_sec_3_t2_sec_4_t2_obj_5()
 {
    let setup =
        Teg2Setup { game: "g".into(), players: 4, powers: vec![], options: Teg2Options::default() };
    let mut t =
        T { game: Game::replay(&start(&setup).expect("valid")).expect("a fresh log replays") };
    let mut japan_windows = Vec::new();
    let japan_kinds = [
        TokenKind::Intervention4,
        TokenKind::Control5,
        TokenKind::Intervention3,
        TokenKind::Intervention1,
        TokenKind::NonIntervention2,
    ];
    while let Some(me) = t.game.placing(0) {
        let seat = t.game.tables[0].seats[me];
        let power = t.game.seats[usize::from(seat)].power;
        if power == Japan {
            let window = t.game.next_objective_window(0);
            let kind = japan_kinds[japan_windows.len()];
            let region = t.game.legal(t.player(Japan)).into_iter().find_map(|l| match l {
                Legal::PlaceObjective { regions, .. } => regions.first().cloned(),
                _ => None,
            });
            t.ok(Command::PlaceObjective {
                power,
                region: region.expect("a region"),
                commitment: commitment("g", &window, "japan", kind.slug(), NONCE),
            });
            japan_windows.push(window);
        } else {
            t.game.apply(&Event::Defaulted { seat });
        }
    }
    // Japan reveals Control 5 on P2 and Intervention 1 on P4, and a wrong nonce is refused.
    let bad = Command::RevealObjective {
        power: Japan,
        token: 1,
        kind: TokenKind::Control5,
        nonce: "ff".repeat(16),
    };
    assert_eq!(t.refused(bad).code, "REVEAL_MISMATCH");
    t.ok(Command::RevealObjective {
        power: Japan,
        token: 1,
        kind: TokenKind::Control5,
        nonce: NONCE.into(),
    });
    t.ok(Command::RevealObjective {
        power: Japan,
        token: 3,
        kind: TokenKind::Intervention1,
        nonce: NONCE.into(),
    });
    let japan = t.seat(Japan);
    t.game.apply(&Event::Defaulted { seat: japan });
    t.objectives_by_default();
    use TokenKind::*;
    assert_eq!(
        t.token_kinds(Japan),
        [
            Some(NonIntervention2),
            Some(Control5),
            Some(Intervention3),
            Some(Intervention1),
            Some(Intervention4)
        ]
    );
}

#[test]
fn example_t2_obj_9a_intervention_control_and_non_intervention_on_the_final_board_t2_obj_6_t2_obj_7_t2_obj_8_t2_obj_9_t2_air_2()
 {
    let mut t = T::new(3, PlayLevel::Advanced);
    t.clear();
    let x = t.id("chile");
    let token = |kind| Token {
        region: x,
        secret: secret::Secret::Defaulted,
        by_default: None,
        kind: Some(kind),
        window: String::new(),
    };
    let (usa, ussr) = (t.local(Usa), t.local(Ussr));
    t.put("chile", Usa, 5, 2, false);
    t.put("chile", Ussr, 2, 0, false);
    assert!(met(&t.game, 0, usa, &token(TokenKind::Intervention3)));
    assert!(!met(&t.game, 0, usa, &token(TokenKind::Control5)), "the USSR is there");
    assert!(!met(&t.game, 0, ussr, &token(TokenKind::NonIntervention2)), "the USA intervenes");
    t.put("chile", Ussr, 0, 0, false);
    assert!(met(&t.game, 0, usa, &token(TokenKind::Control5)));
    t.put("chile", Usa, 3, 2, false);
    t.put("chile", Ussr, 2, 0, false);
    assert!(
        met(&t.game, 0, ussr, &token(TokenKind::NonIntervention2)),
        "nobody has 4 holding units"
    );
    assert!(
        !met(&t.game, 0, usa, &token(TokenKind::Intervention1)),
        "3 armies and 2 aircraft are not intervention"
    );
    t.put("chile", Usa, 3, 0, true);
    assert!(met(&t.game, 0, usa, &token(TokenKind::Intervention1)), "a special unit counts as one");
}

#[test]
fn a_wiped_region_scores_nothing_not_even_non_intervention_t2_obj_10() {
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    let x = t.id("chile");
    t.game.tables[0].wiped |= x.bit();
    let token = Token {
        region: x,
        secret: secret::Secret::Defaulted,
        by_default: None,
        kind: Some(TokenKind::NonIntervention2),
        window: String::new(),
    };
    assert!(!met(&t.game, 0, t.local(Usa), &token));
}

// ---- Rounds -----------------------------------------------------------

#[test]
fn the_number_of_rounds_follows_the_players_t2_rnd_1() {
    let rounds = |players: u8, r: Option<u8>| {
        let setup = Teg2Setup {
            game: "g".into(),
            players,
            powers: vec![],
            options: Teg2Options { rounds: r, ..Teg2Options::default() },
        };
        Game::new(&setup).map(|g| g.tables[0].rounds)
    };
    for (players, expected) in [(2, 4), (3, 6), (4, 4), (5, 5), (6, 6), (8, 4), (10, 5), (12, 6)] {
        assert_eq!(rounds(players, None), Ok(expected), "{players} players");
    }
    assert_eq!(rounds(4, Some(8)), Ok(8));
    assert_eq!(rounds(2, Some(8)), Ok(8));
    assert!(rounds(4, Some(6)).is_err());
    assert!(rounds(3, Some(4)).is_err());
}

#[test]
fn everyone_incorporates_before_anyone_attacks_in_round_order_t2_rnd_2_t2_inc_1() {
    let mut t = T::new(3, PlayLevel::Basic);
    assert_eq!(t.in_turn(), Usa);
    assert_eq!(t.incorporate(Ussr, "chile", UnitKind::Army, 7).unwrap_err().code, "NOT_YOUR_TURN");
    t.incorporate(Usa, "chile", UnitKind::Army, 7).expect("the USA opens round 1");
    t.incorporate(Ussr, "chile", UnitKind::Army, 7).expect("then the USSR");
    assert!(
        matches!(t.game.tables[0].step, Step::Incorporate { .. }),
        "China has not incorporated yet"
    );
    t.incorporate(China, "argentina", UnitKind::Army, 7).expect("then China");
    assert!(matches!(t.game.tables[0].step, Step::Attack { round: 1, turn: 0, .. }));
    assert_eq!(t.in_turn(), Usa);
}

#[test]
fn example_t2_rnd_3a_the_opener_rotates_each_round_t2_rnd_3() {
    let t = T::new(6, PlayLevel::Basic);
    let order: Vec<Power> = (0..6)
        .map(|turn| {
            t.game.seats[usize::from(t.game.tables[0].seats[t.game.in_turn(0, 2, turn)])].power
        })
        .collect();
    assert_eq!(order, [Ussr, China, Japan, Power::WestEurope, Power::EastEurope, Usa]);
    let t = T::new(3, PlayLevel::Basic);
    let openers: Vec<Power> = (1..=6)
        .map(|round| {
            t.game.seats[usize::from(t.game.tables[0].seats[t.game.in_turn(0, round, 0)])].power
        })
        .collect();
    assert_eq!(openers, [Usa, Ussr, China, Usa, Ussr, China], "example T2-RND-3b");
}

#[test]
fn a_power_with_no_unit_stays_in_the_game_and_incorporates_t2_rnd_4() {
    let mut t = T::new(3, PlayLevel::Basic);
    t.incorporate(Usa, "chile", UnitKind::Army, 7).expect("ok");
    t.incorporate(Ussr, "chile", UnitKind::Army, 7).expect("ok");
    t.incorporate(China, "argentina", UnitKind::Army, 7).expect("ok");
    t.clear();
    for p in [Usa, Ussr, China] {
        t.ok(Command::EndTurn { power: p });
    }
    assert_eq!(t.in_turn(), Ussr, "round 2 begins");
    t.incorporate(Ussr, "chile", UnitKind::Army, 7).expect("a power without units incorporates");
}

// ---- War potential ----------------------------------------------------

#[test]
fn example_t2_clk_2a_winning_moves_one_level_up_and_losing_one_down_t2_pot_1_t2_pot_2_t2_pot_4_t2_win_3()
 {
    let mut t = T::new(4, PlayLevel::Basic);
    assert!(Power::ALL[..4].iter().all(|p| t.level(*p) == LEVEL_START), "everyone starts at 7");
    t.clear();
    t.put("brasil", Ussr, 16, 0, false);
    t.put("brasil", Japan, 10, 0, false);
    t.attack_turn(Ussr, 1);
    t.fight(Ussr, Japan, "brasil", "2,+,1", "5,5,0");
    assert_eq!((t.level(Ussr), t.level(Japan)), (8, 6), "moved as soon as the combat ended");
    assert_eq!((t.force("brasil", Ussr).ordinary, t.force("brasil", Japan).ordinary), (9, 3));
    assert!(
        matches!(t.game.tables[0].step, Step::Attack { phase: Phase::Free, .. }),
        "the attacker may announce again"
    );
}

#[test]
fn example_t2_pot_3a_the_ladder_stops_at_11_and_3_t2_pot_3() {
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    t.set_level(Usa, 10);
    t.set_level(Ussr, 4);
    t.attack_turn(Usa, 1);
    let round = |t: &mut T, a: &str, b: &str| {
        t.put("chile", Usa, 3, 0, false);
        t.put("chile", Ussr, 3, 0, false);
        t.fight(Usa, Ussr, "chile", a, b);
    };
    round(&mut t, "1,1,1", "0,0,3");
    assert_eq!((t.level(Usa), t.level(Ussr)), (11, 3));
    round(&mut t, "1,1,1", "0,0,3");
    assert_eq!((t.level(Usa), t.level(Ussr)), (11, 3), "nothing carries over");
    round(&mut t, "0,0,3", "1,1,1");
    assert_eq!((t.level(Usa), t.level(Ussr)), (10, 4));
}

#[test]
fn each_level_gives_its_units_and_the_advanced_level_three_more_t2_pot_5_t2_inc_2_t2_air_7() {
    for (level, extra) in [(PlayLevel::Basic, 0), (PlayLevel::Medium, 0), (PlayLevel::Advanced, 3)]
    {
        let t = T::new(3, level);
        assert_eq!(t.grant().units, 7 + extra, "round 1 at {level:?}");
    }
}

#[test]
fn example_t2_air_7a_level_8_incorporates_11_and_level_10_13_with_the_rocket_t2_pot_5_t2_pot_6_t2_rkt_1()
 {
    let mut t = T::new(3, PlayLevel::Advanced);
    t.clear();
    t.set_level(Ussr, 8);
    t.set_level(China, 10);
    t.game.tables[0].step = Step::Attack { round: 1, turn: 2, phase: Phase::Free };
    t.ok(Command::EndTurn { power: China });
    assert_eq!(t.in_turn(), Ussr);
    assert_eq!(t.grant(), state::Grant { units: 11, special: false, rocket: false });
    // The grant is read when the step begins: China's level read at its own step.
    t.set_level(China, 9);
    t.default(Ussr);
    assert_eq!(t.in_turn(), China);
    assert_eq!(t.grant().units, 12, "China is at 9 when its step begins");
    t.set_level(China, 10);
    assert_eq!(t.grant().units, 12, "a change during the step alters nothing");
}

#[test]
fn round_one_gives_no_special_unit_or_rocket_t2_pot_6() {
    let t = T::new(3, PlayLevel::Basic);
    let g = t.grant();
    assert!(!g.special && !g.rocket);
}

// ---- Incorporation ----------------------------------------------------

#[test]
fn units_go_anywhere_except_a_wiped_region_t2_inc_3_t2_rkt_7() {
    let mut t = T::new(3, PlayLevel::Basic);
    let x = t.id("chile");
    t.game.tables[0].wiped |= x.bit();
    assert_eq!(t.incorporate(Usa, "chile", UnitKind::Army, 7).unwrap_err().code, "REGION_WIPED");
    assert_eq!(
        t.incorporate(Usa, "estados_unidos", UnitKind::Army, 7).unwrap_err().code,
        "UNKNOWN_REGION",
        "a power's territory is not a region"
    );
    t.ok(Command::Incorporate {
        power: Usa,
        units: vec![
            Placement { region: "caribe".into(), unit: UnitKind::Army, count: 4 },
            Placement { region: "mexico".into(), unit: UnitKind::Army, count: 3 },
        ],
        special: None,
        rocket: None,
    });
}

#[test]
fn every_unit_due_is_placed_and_a_timeout_places_them_by_the_rule_t2_inc_4() {
    let mut t = T::new(3, PlayLevel::Medium);
    assert_eq!(t.incorporate(Usa, "chile", UnitKind::Army, 6).unwrap_err().rule, "T2-INC-4");
    let tokens: Vec<RegionId> =
        t.game.tables[0].tokens[t.local(Usa)].iter().map(|k| k.region).collect();
    t.default(Usa);
    let placed: u32 = tokens.iter().map(|r| t.game.tables[0].forces[r.index()][0].holding()).sum();
    assert_eq!(placed, 7, "every unit on the USA's token regions");
    let counts: Vec<u32> =
        tokens.iter().map(|r| t.game.tables[0].forces[r.index()][0].ordinary).collect();
    assert!(
        counts.iter().max().unwrap_or(&0) - counts.iter().min().unwrap_or(&0) <= 1,
        "spread to the fewest first: {counts:?}"
    );
    let sea = t.id("oceano_atlantico");
    if tokens.contains(&sea) {
        assert!(t.game.tables[0].forces[sea.index()][0].ordinary > 0, "ships at sea");
    }
}

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
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    t.put("chile", Usa, 3, 0, false);
    t.put("chile", Ussr, 3, 0, false);
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
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    t.put("chile", Usa, 3, 0, true);
    t.put("chile", Ussr, 5, 0, false);
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
    let mut t = T::new(4, PlayLevel::Basic);
    t.clear();
    t.put("chile", Ussr, 2, 0, false);
    t.put("chile", China, 6, 0, false);
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
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    t.put("chile", Usa, 5, 0, false);
    t.put("chile", China, 1, 0, false);
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
    let mut t = T::new(3, PlayLevel::Medium);
    t.clear();
    t.put("chile", Usa, 1, 0, true);
    t.put("argentina", Usa, 1, 0, true);
    t.put("andes", Usa, 1, 0, true);
    t.put("argentina", Ussr, 3, 0, false);
    t.put("atlantico_sur", Usa, 1, 0, true);
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
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    t.put("chile", Usa, 4, 0, false);
    t.put("chile", Ussr, 2, 0, false);
    t.put("chile", China, 9, 0, false);
    t.put("argentina", Usa, 1, 0, false);
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
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    t.put("chile", Usa, 4, 0, false);
    t.put("chile", Ussr, 3, 0, false);
    t.put("argentina", Ussr, 2, 0, false);
    t.put("andes", Usa, 2, 0, false);
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
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    t.put("chile", Usa, 3, 0, false);
    t.put("chile", Ussr, 9, 0, false);
    t.attack_turn(Usa, 1);
    t.fight(Usa, Ussr, "chile", "1,1,1", "3,3,3");
    assert_eq!((t.level(Usa), t.level(Ussr)), (6, 8));
}

#[test]
fn reinforcements_come_two_per_neighbour_at_the_basic_level_and_stay_t2_rei_2_t2_rei_4_t2_att_3() {
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    t.put("chile", Usa, 1, 0, false);
    t.put("chile", Ussr, 1, 0, false);
    t.put("andes", Usa, 5, 0, false);
    t.put("oceano_pacifico", Usa, 5, 0, false);
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
    t.put("chile", Usa, 1, 0, false);
    t.put("chile", Ussr, 1, 0, false);
    t.put("andes", Usa, 6, 0, true);
    t.put("argentina", Usa, 9, 0, false);
    t.put("oceano_pacifico", Usa, 5, 0, false);
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
    let mut t = T::new(3, PlayLevel::Advanced);
    t.clear();
    t.put("chile", Usa, 1, 0, false);
    t.put("chile", Ussr, 1, 0, false);
    t.put("andes", Usa, 2, 0, false);
    t.put("argentina", Usa, 2, 2, false);
    t.put("oceano_pacifico", Usa, 1, 1, false);
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
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    t.put("chile", Usa, 3, 0, false);
    t.put("chile", Ussr, 5, 0, false);
    t.put("andes", Ussr, 1, 0, false);
    t.put("argentina", Ussr, 1, 0, false);
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
    let mut t = T::new(3, PlayLevel::Medium);
    t.clear();
    t.put("chile", Usa, 3, 0, false);
    t.put("chile", Ussr, 2, 0, false);
    t.put("andes", Ussr, 1, 0, false);
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
    t.put("caribe", Usa, 8, 0, false);
    t.put("caribe", Ussr, 5, 0, false);
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
    let mut t = T::new(3, PlayLevel::Advanced);
    t.clear();
    t.put("chile", China, 8, 2, false);
    t.put("chile", Ussr, 12, 4, false);
    t.attack_turn(Ussr, 1);
    t.fight(Ussr, China, "chile", "8,4,air", "3,air,5");
    assert_eq!(
        t.force("chile", Ussr),
        Force { ordinary: 5, aircraft: 1, special: false },
        "example T2-AIR-4a"
    );
    assert!(!t.force("chile", China).any());
    t.put("chile", China, 3, 0, false);
    t.put("chile", Ussr, 3, 2, false);
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
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    t.put("chile", Usa, 8, 0, false);
    t.put("chile", Ussr, 5, 0, false);
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

// ---- Variants ---------------------------------------------------------

#[test]
fn two_players_hold_two_powers_each_alternate_and_never_fight_each_other_t2_var_1() {
    let mut t = T::new(2, PlayLevel::Basic);
    let seats: Vec<(Power, u8)> = t.game.seats.iter().map(|s| (s.power, s.player)).collect();
    assert_eq!(seats, [(Usa, 0), (Ussr, 1), (China, 0), (Japan, 1)]);
    assert_eq!(t.game.tables[0].objectives.len(), 6, "the table cut for 4");
    t.clear();
    t.put("chile", Usa, 3, 0, false);
    t.put("chile", China, 3, 0, false);
    t.put("chile", Ussr, 3, 0, false);
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
    t.put("chile", Ussr, 5, 0, false);
    t.put("chile", Usa, 1, 0, false);
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
    t.put("chile", Usa, 4, 0, false);
    t.put("argentina", Usa, 4, 0, false);
    t.put("brasil", Usa, 2, 0, false);
    t.put("centroamerica", Usa, 4, 0, false);
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
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    t.put("chile", Usa, 4, 0, false);
    t.put("chile", Ussr, 4, 0, false);
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
    let mut t = T::new(3, PlayLevel::Basic);
    t.clear();
    t.put("chile", Usa, 4, 0, false);
    t.put("andes", Usa, 2, 0, false);
    t.put("chile", Ussr, 4, 0, false);
    t.put("argentina", Ussr, 1, 0, false);
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
        t.put("chile", Usa, 4, 0, false);
        t.put("chile", Ussr, 4, 0, false);
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
