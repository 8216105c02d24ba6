//! One test per rule of `docs/rules/teg2.md`, named by its id, with the
//! seed's worked examples. Positions are set up directly on the state, the
//! way a position import would, then driven through `decide` and `apply`.

use super::secret::commitment;
use super::state::{Game, Phase, Step};
use super::*;

mod combat;
mod endings;

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

    /// Puts the forces `text` lists, as `region Power ordinary`, with
    /// `+aircraft` after the armies when there are any and `*` for a
    /// special unit, comma-separated: `"chile Usa 3*, argentina Ussr 0+2"`.
    fn place(&mut self, text: &str) {
        for entry in text.split(',') {
            let words: Vec<&str> = entry.split_whitespace().collect();
            let [region, power, units] = words[..] else { panic!("`region Power units`: {entry}") };
            let power = Power::ALL
                .into_iter()
                .find(|p| format!("{p:?}") == power)
                .unwrap_or_else(|| panic!("no power {power}"));
            let (units, special) = units.strip_suffix('*').map_or((units, false), |u| (u, true));
            let (ordinary, aircraft) = units.split_once('+').unwrap_or((units, "0"));
            let count = |n: &str| n.parse::<u32>().unwrap_or_else(|_| panic!("a count: {n}"));
            self.put(region, power, count(ordinary), count(aircraft), special);
        }
    }

    /// A game at the start of round 1 whose board holds only the forces
    /// `text` lists (as [`T::place`] reads them).
    fn board(players: u8, level: PlayLevel, text: &str) -> T {
        let mut t = T::new(players, level);
        t.clear();
        t.place(text);
        t
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
    let mut t = T::board(
        3,
        PlayLevel::Advanced,
        "chile Usa 0*, chile Ussr 2, argentina Usa 0+3, argentina Ussr 2",
    );
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
    t.place("chile Usa 5+2, chile Ussr 2");
    assert!(met(&t.game, 0, usa, &token(TokenKind::Intervention3)));
    assert!(!met(&t.game, 0, usa, &token(TokenKind::Control5)), "the USSR is there");
    assert!(!met(&t.game, 0, ussr, &token(TokenKind::NonIntervention2)), "the USA intervenes");
    t.put("chile", Ussr, 0, 0, false);
    assert!(met(&t.game, 0, usa, &token(TokenKind::Control5)));
    t.place("chile Usa 3+2, chile Ussr 2");
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
    t.place("brasil Ussr 16, brasil Japan 10");
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
        t.place("chile Usa 3, chile Ussr 3");
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
