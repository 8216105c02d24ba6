//! Rule tests for the flow of a game of TEG La Revancha: components, seating
//! and rounds, setup, objectives and victory, situation cards, incorporation,
//! exchanges, elimination, small games and table options. Each test names the
//! rule of the rule book (`docs/rules/`) it holds the engine to and drives the engine only through
//! `decide`/`apply`, `legal_actions` and the views.

use crate::common;

use std::collections::BTreeSet;

use common::edition::{objectives_dealt, order_from_first, player_mut, rounds_started, won};
use common::{c, check_views, hold, load, put, scenario};
use domain::board::{Board, ContinentId, CountryId};
use domain::rules::objectives::{objective, revancha_objectives};
use domain::rules::{
    Command, Communication, Event, Game, GameSetup, Incorporation, Objective, Options, Outcome,
    Phase, Position, RuleViolation, Secret, Situation, Viewer, WinReason, view, view_event,
};
use domain::{Color, Randomness, ScriptedDice, Seed, SeededRandomness};

const WHITE: Color = Color::White;
const BLACK: Color = Color::Black;
const RED: Color = Color::Red;
const BLUE: Color = Color::Blue;
const YELLOW: Color = Color::Yellow;

// ---- helpers ---------------------------------------------------------------

fn board() -> &'static Board {
    Board::revancha()
}

fn continent(slug: &str) -> ContinentId {
    board().continent_by_slug(slug).expect("a continent of the board")
}

/// Dice that always show the first value (the first card of a situation deck).
fn calm_dice() -> ScriptedDice {
    ScriptedDice::new([0])
}

/// Decides `command` for `who` and applies its events; panics if refused.
fn play(g: &mut Game, who: Color, command: Command, dice: &mut dyn Randomness) -> Vec<Event> {
    let events = g.decide(who, &command, dice).unwrap_or_else(|e| {
        panic!("{who} {command:?} was refused: {} ({})", e.explained(g.board()), e.code())
    });
    for e in &events {
        g.apply(e);
    }
    events
}

/// The refusal of `command` for `who`; panics if it is accepted.
fn refusal(g: &Game, who: Color, command: Command) -> RuleViolation {
    match g.decide(who, &command, &mut calm_dice()) {
        Ok(events) => panic!("{who} {command:?} was accepted: {events:?}"),
        Err(e) => e,
    }
}

fn place(slug: &str, armies: u32) -> Command {
    Command::Place { country: c(slug), armies }
}

fn attack(from: &str, to: &str) -> Command {
    Command::Attack { from: c(from), to: c(to) }
}

fn occupy(card: u8) -> Objective {
    Objective { card, target: None }
}

fn destroy(card: u8, target: Color) -> Objective {
    Objective { card, target: Some(target) }
}

fn set_objectives(p: &mut Position, color: Color, objectives: Vec<Objective>) {
    player_mut(p, color).objectives = Secret::Known(objectives);
}

/// Every seated player gets `card` (twice with two players).
fn everyone_aims_at(p: &mut Position, card: u8) {
    let n = if p.players.len() == 2 { 2 } else { 1 };
    for pl in &mut p.players {
        pl.objectives = Secret::Known(vec![occupy(card); n]);
    }
}

/// Every country round-robin among `colors`, 1 army each.
fn share_out(p: &mut Position, colors: &[Color]) {
    for (i, country) in p.countries.iter_mut().enumerate() {
        country.owner = colors[i % colors.len()];
        country.armies = 1;
        country.missiles = 0;
    }
}

fn give(p: &mut Position, color: Color, slugs: &[&str]) {
    for s in slugs {
        put(p, s, color, 1);
    }
}

fn give_continent(p: &mut Position, slug: &str, color: Color) {
    for id in &board().continent(continent(slug)).countries {
        p.countries[id.index()].owner = color;
    }
}

/// Moves the named cards from the pile into `color`'s hand.
fn deal(p: &mut Position, color: Color, slugs: &[&str]) {
    let cards: Vec<CountryId> = slugs.iter().map(|s| c(s)).collect();
    if let Secret::Known(pile) = &mut p.pile {
        pile.retain(|x| !cards.contains(x));
    }
    p.pile_bottom.retain(|x| !cards.contains(x));
    let pl = player_mut(p, color);
    pl.hand = Secret::Known(cards.iter().map(|&x| (x, false)).collect());
    pl.hand_size = u32::try_from(cards.len()).expect("a small hand");
}

fn incorporation(player: Color, free: u32) -> Phase {
    Phase::Incorporation { player, free, continent: vec![0; board().continents.len()] }
}

fn own(g: &Game, color: Color) -> Vec<CountryId> {
    board().country_ids().filter(|&id| g.country(id).main.owner == color).collect()
}

fn hand_of(g: &Game, color: Color) -> Vec<CountryId> {
    g.player(color).expect("seated").hand.iter().map(|h| h.country).collect()
}

/// Places every army `who` still has to place, wherever it may go.
fn place_everything(g: &mut Game, who: Color) {
    loop {
        let (free, pools) = match g.phase().clone() {
            Phase::Incorporation { player, free, continent } if player == who => (free, continent),
            Phase::ExtraReinforcement { player, remaining } if player == who => (remaining, vec![]),
            _ => return,
        };
        let target = |k: Option<usize>| {
            own(g, who)
                .into_iter()
                .find(|&id| {
                    !g.is_blockaded(id)
                        && k.is_none_or(|k| board().country(id).continent.index() == k)
                })
                .expect("a country to place in")
        };
        let (country, armies) = if free > 0 {
            (target(None), free)
        } else if let Some((k, &n)) = pools.iter().enumerate().find(|(_, n)| **n > 0) {
            (target(Some(k)), n)
        } else {
            return;
        };
        play(g, who, Command::Place { country, armies }, &mut calm_dice());
    }
}

/// Places whatever is left and ends `who`'s turn.
fn end_turn(g: &mut Game, who: Color, dice: &mut dyn Randomness) -> Vec<Event> {
    place_everything(g, who);
    play(g, who, Command::EndTurn, dice)
}

/// Attacks a 1-army country with dice that take it, and moves no extra army in.
fn conquer(g: &mut Game, who: Color, from: &str, to: &str) -> Vec<Event> {
    assert!(g.country(c(from)).main.armies >= 4, "{from} needs 3 dice to be sure");
    assert_eq!(g.country(c(to)).main.armies, 1, "{to} must hold a single army");
    let events = play(g, who, attack(from, to), &mut ScriptedDice::new([6, 6, 6, 1]));
    assert!(
        events.iter().any(|e| matches!(e, Event::AttackResolved { conquered: true, .. })),
        "{from} should have taken {to}: {events:?}"
    );
    if matches!(g.phase(), Phase::MoveIn { .. }) {
        play(g, who, Command::MoveIn { armies: 0 }, &mut calm_dice());
    }
    events
}

fn new_game(players: &[Color], options: Options, seed: u8) -> (Vec<Event>, Game) {
    let events = domain::start(&GameSetup { players: players.to_vec(), options }, Seed([seed; 32]))
        .expect("a valid setup");
    let g = Game::replay(&events);
    (events, g)
}

/// Plays the whole initial placement, every army on the placer's first
/// country; returns every event it caused.
fn play_initial_placement(g: &mut Game, dice: &mut dyn Randomness) -> Vec<Event> {
    let mut all = Vec::new();
    while let Phase::InitialPlacement { player, remaining, .. } = g.phase().clone() {
        let country = own(g, player)[0];
        all.extend(play(g, player, Command::Place { country, armies: remaining }, dice));
    }
    all
}

fn turn_starts(events: &[Event]) -> Vec<(Color, Option<Incorporation>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::TurnStarted { player, incorporation } => Some((*player, incorporation.clone())),
            _ => None,
        })
        .collect()
}

fn revealed(events: &[Event]) -> Vec<Situation> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::SituationRevealed { card } => Some(*card),
            _ => None,
        })
        .collect()
}

fn drew_card(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::CardDrawn { .. }))
}

/// Four players; red is down to Uruguay (1 army) and white's Argentina (10)
/// borders it. Nobody's objective is anywhere near fulfilled.
fn red_on_its_last_country() -> Position {
    let mut p = scenario(&[WHITE, BLACK, RED, BLUE]);
    everyone_aims_at(&mut p, 3);
    for country in &mut p.countries {
        if country.owner == RED {
            country.owner = BLUE;
        }
    }
    hold(&mut p, "uruguay red 1, argentina white 10");
    p
}

// ---- R-CMP: components -----------------------------------------------------

/// R-CMP-4: "Continent cards: 7. Situation cards: 50. Secret objective cards:
/// the list in R-OBJ-5" (19 cards).
#[test]
fn the_game_has_7_continent_cards_50_situation_cards_and_19_objectives_r_cmp_4() {
    assert_eq!(revancha_objectives().len(), 19);
    assert_eq!(Situation::deck().len(), 50);
    assert_eq!(board().continents.len(), 7);
    for k in board().continent_ids() {
        assert!(!board().continent(k).card.is_empty(), "{} has a card", board().continent(k).slug);
    }
    // A new game starts with the whole situation deck, seven continent cards
    // held by nobody, and objectives dealt from the 19-card deck.
    let (events, g) = new_game(&[WHITE, BLACK, RED, BLUE], Options::default(), 1);
    let p = g.position();
    assert_eq!(p.situations.len(), 50);
    assert_eq!(p.continent_cards, vec![None; 7]);
    let mut cards = BTreeSet::new();
    for e in &events {
        if let Event::ObjectiveDealt { objectives: Secret::Known(os), .. } = e {
            for o in os {
                assert!((1..=19).contains(&o.card));
                assert!(cards.insert(o.card), "objective {} dealt twice", o.card);
            }
        }
    }
    assert_eq!(cards.len(), 4);
}

/// R-CMP-5: "a missile is worth 6 armies. Armies are unlimited in the digital
/// game (the 100-piece box limit is not enforced)."
#[test]
fn a_missile_costs_six_armies_and_a_country_may_hold_any_number_of_armies_r_cmp_5() {
    let mut p = scenario(&[WHITE, BLACK]);
    put(&mut p, "argentina", WHITE, 500);
    p.phase = incorporation(WHITE, 1000);
    let mut g = load(&p);

    let events =
        play(&mut g, WHITE, Command::BuyMissile { country: c("argentina") }, &mut calm_dice());
    assert_eq!(events, vec![Event::MissileBought { player: WHITE, country: c("argentina") }]);
    assert!(matches!(g.phase(), Phase::Incorporation { free: 994, .. }), "{:?}", g.phase());
    assert_eq!(g.country(c("argentina")).main.missiles, 1);
    assert_eq!(g.country(c("argentina")).main.armies, 500);

    play(&mut g, WHITE, place("argentina", 994), &mut calm_dice());
    assert_eq!(g.country(c("argentina")).main.armies, 1494);
    let seen = view(&g, Viewer::Spectator);
    assert_eq!(seen.countries[c("argentina").index()].armies, 1494);
}

// ---- R-ORD: seating and turn order ----------------------------------------

/// R-ORD-1: "Seating order is fixed when the game starts (random, recorded).
/// The player on your left is the next seat, the player on your right the
/// previous seat."
#[test]
fn seating_is_a_recorded_random_permutation_with_left_the_next_seat_r_ord_1() {
    let players = [WHITE, BLACK, RED, BLUE, YELLOW];
    let mut seatings = BTreeSet::new();
    for seed in 0..20u8 {
        let (events, g) = new_game(&players, Options::default(), seed);
        let Some(Event::GameStarted(start)) = events.first() else {
            panic!("the first event starts the game")
        };
        let seating = &start.seating;
        let mut sorted = seating.clone();
        sorted.sort();
        assert_eq!(sorted, players.to_vec(), "the seating is a permutation of the players");
        assert_eq!(g.seating(), seating.as_slice(), "the replayed game keeps the seating");
        let n = seating.len();
        for (i, &color) in seating.iter().enumerate() {
            assert_eq!(g.left_of(color), Some(seating[(i + 1) % n]), "left of {color}");
            assert_eq!(g.right_of(color), Some(seating[(i + n - 1) % n]), "right of {color}");
        }
        seatings.insert(seating.clone());
    }
    assert!(seatings.len() > 1, "different seeds seat the players differently");
}

/// R-ORD-3: "Rounds rotate: the player who started round k is the last of
/// round k+1; the second player of round k starts round k+1."
#[test]
fn each_round_starts_with_the_second_player_of_the_last_round_r_ord_3() {
    let mut g = load(&scenario(&[WHITE, BLACK, RED]));
    let mut starts = Vec::new();
    let mut rounds = Vec::new();
    for who in [WHITE, BLACK, RED, BLACK, RED, WHITE] {
        assert_eq!(g.current_player(), Some(who));
        let events = end_turn(&mut g, who, &mut calm_dice());
        starts.extend(turn_starts(&events).into_iter().map(|t| t.0));
        rounds.extend(events.into_iter().filter_map(|e| match e {
            Event::RoundStarted { round, order } => Some((round, order)),
            _ => None,
        }));
    }
    assert_eq!(rounds, vec![(3, vec![BLACK, RED, WHITE]), (4, vec![RED, WHITE, BLACK])]);
    assert_eq!(starts, vec![BLACK, RED, BLACK, RED, WHITE, RED]);
    // Only the player whose turn it is may act.
    let e = refusal(&g, WHITE, Command::EndTurn);
    assert_eq!((e.code(), e.rule()), ("NOT_YOUR_TURN", "R-ORD-3"));
}

/// R-ORD-3: "This applies from the first round of hostilities onwards": round
/// 1 goes in seating order from the first player, round 2 starts with the
/// second of round 1.
#[test]
fn the_second_round_of_hostilities_starts_with_the_second_player_of_the_first_r_ord_3() {
    let (_, mut g) = new_game(&[WHITE, BLACK, RED, BLUE], Options::default(), 13);
    let mut events = play_initial_placement(&mut g, &mut calm_dice());
    let round_1 = order_from_first(&g);
    while g.round() == 1 {
        let who = g.current_player().expect("someone to act");
        events.extend(play(&mut g, who, Command::EndTurn, &mut calm_dice()));
    }
    let rounds = rounds_started(&events);
    let mut round_2 = round_1[1..].to_vec();
    round_2.push(round_1[0]);
    assert_eq!(rounds, vec![(1, round_1.clone()), (2, round_2)]);
    let starts: Vec<Color> = turn_starts(&events).into_iter().map(|t| t.0).collect();
    assert_eq!(starts[..4], round_1[..], "round 1 is played in that order");
    assert_eq!(starts[4], round_1[1], "and round 2 starts with its second player");
}

// ---- R-SET: setup ----------------------------------------------------------

/// R-SET-2: "Each player draws one secret objective (two with 2 players) ...
/// no other player, and no API response to another player, may reveal them."
#[test]
fn each_player_draws_one_secret_objective_no_one_else_sees_r_set_2() {
    let players = [WHITE, BLACK, RED, BLUE];
    let (events, g) = new_game(&players, Options::default(), 7);
    let dealt = objectives_dealt(&events);
    assert_eq!(dealt.len(), 4);
    for (player, objectives) in &dealt {
        assert_eq!(objectives.len(), 1, "{player} draws one objective");
        for viewer in players.iter().map(|&c| Viewer::Player(c)).chain([Viewer::Spectator]) {
            let e = Event::ObjectiveDealt {
                player: *player,
                objectives: Secret::Known(objectives.clone()),
            };
            let Event::ObjectiveDealt { objectives: seen, .. } = view_event(&e, viewer) else {
                panic!("the event keeps its kind")
            };
            if viewer == Viewer::Player(*player) {
                assert_eq!(seen, Secret::Known(objectives.clone()));
            } else {
                assert_eq!(seen, Secret::Redacted, "{viewer:?} must not see {player}'s objective");
            }
        }
        let mine = view(&g, Viewer::Player(*player));
        let you = mine.you.expect("a player sees their own secrets");
        assert_eq!(you.color, *player);
        assert_eq!(you.objectives.iter().map(|o| o.objective).collect::<Vec<_>>(), *objectives);
        assert!(mine.secrets.is_none(), "a player never sees the others' secrets");
    }
    assert!(view(&g, Viewer::Spectator).you.is_none());
    check_views(&g, &events);
}

/// R-SET-2 / R-SMALL-2: "two with 2 players", still secret.
#[test]
fn with_two_players_each_draws_two_secret_objectives_r_set_2() {
    let (events, g) = new_game(&[WHITE, BLACK], Options::default(), 9);
    for e in &events {
        if let Event::ObjectiveDealt { player, objectives } = e {
            assert_eq!(objectives.known().map(Vec::len), Some(2), "{player} draws two");
            let other = if *player == WHITE { BLACK } else { WHITE };
            assert!(matches!(
                view_event(e, Viewer::Player(other)),
                Event::ObjectiveDealt { objectives: Secret::Redacted, .. }
            ));
        }
    }
    for color in [WHITE, BLACK] {
        let you = view(&g, Viewer::Player(color)).you.expect("own secrets");
        assert_eq!(you.objectives.len(), 2);
    }
    check_views(&g, &events);
}

/// R-SET-3: "in seating order from the first player, each player places 8
/// armies in their own countries; then a second round of 4 each."
#[test]
fn initial_placement_is_8_then_4_each_in_seating_order_from_the_first_player_r_set_3() {
    let (events, mut g) = new_game(&[WHITE, BLACK, RED], Options::default(), 3);
    let order = order_from_first(&g);
    let first = order[0];
    let before: Vec<u32> = order.iter().map(|&x| g.forces(x).0).collect();

    // More than the 8 armies of the first placement is refused.
    let mine = own(&g, first)[0];
    let e = refusal(&g, first, Command::Place { country: mine, armies: 9 });
    assert_eq!((e.code(), e.rule()), ("QUANTITY_OUT_OF_RANGE", "R-SET-3"));
    // Nobody else may place now.
    let e = refusal(&g, order[1], Command::Place { country: own(&g, order[1])[0], armies: 1 });
    assert_eq!(e.code(), "NOT_YOUR_TURN");

    let (all, placements) = placed_initially(events, &mut g);
    let expected: Vec<(u8, Color, u32)> =
        order.iter().map(|&x| (1, x, 8)).chain(order.iter().map(|&x| (2, x, 4))).collect();
    assert_eq!(placements, expected);
    for (i, &x) in order.iter().enumerate() {
        assert_eq!(g.forces(x).0, before[i] + 12, "{x} placed 8 + 4");
    }
    assert!(all.contains(&Event::RoundStarted { round: 1, order }));
}

/// R-SET-3: "With 2 players, a single round of 18 each instead."
#[test]
fn with_two_players_each_places_18_armies_in_a_single_round_r_set_3() {
    let (events, mut g) = new_game(&[WHITE, BLACK], Options::default(), 4);
    let first = g.first_player().expect("a first player");
    let second = if first == WHITE { BLACK } else { WHITE };
    let (all, placements) = placed_initially(events, &mut g);
    assert_eq!(placements, vec![(1, first, 18), (1, second, 18)]);
    assert!(all.contains(&Event::RoundStarted { round: 1, order: vec![first, second] }));
    assert_eq!(g.forces(WHITE).0, 36 + 18);
    assert_eq!(g.forces(BLACK).0, 36 + 18);
}

/// Plays the initial placement of the new game `g` that `events` started:
/// the whole log so far, and the placement turns in it (round, player, armies).
fn placed_initially(events: Vec<Event>, g: &mut Game) -> (Vec<Event>, Vec<(u8, Color, u32)>) {
    let mut all = events;
    all.extend(play_initial_placement(g, &mut calm_dice()));
    let placements = all
        .iter()
        .filter_map(|e| match e {
            Event::PlacementStarted { round, player, armies } => Some((*round, *player, *armies)),
            _ => None,
        })
        .collect();
    (all, placements)
}

/// R-SET-4: "Missiles may be placed during the initial placement (6 armies each)."
#[test]
fn missiles_may_be_bought_during_the_initial_placement_r_set_4() {
    let (_, mut g) = new_game(&[WHITE, BLACK, RED], Options::default(), 5);
    let first = g.first_player().expect("a first player");
    let country = own(&g, first)[0];
    assert!(g.legal_actions(first).contains(&Command::BuyMissile { country }));
    let events = play(&mut g, first, Command::BuyMissile { country }, &mut calm_dice());
    assert_eq!(events, vec![Event::MissileBought { player: first, country }]);
    assert_eq!(g.country(country).main.missiles, 1);
    assert!(
        matches!(g.phase(), Phase::InitialPlacement { round: 1, remaining: 2, .. }),
        "8 - 6 armies remain: {:?}",
        g.phase()
    );
}

// ---- R-OBJ: objectives and victory ----------------------------------------

/// Four players; white holds 44 countries (all up to Siberia) with 10 armies
/// in Siberia, facing black's Chechenia with 1.
fn white_one_country_short_of_45() -> Game {
    let mut p = scenario(&[WHITE, BLACK, RED, BLUE]);
    // Oceania, Africa, ...: nobody can meet these.
    everyone_aims_at(&mut p, 9);
    for (i, country) in p.countries.iter_mut().enumerate() {
        country.owner = if i < 44 { WHITE } else { [BLACK, RED, BLUE][(i - 44) % 3] };
    }
    hold(&mut p, "siberia white 10, chechenia black 1");
    let g = load(&p);
    assert_eq!(g.country_count(WHITE), 44);
    g
}

/// R-OBJ-1: "Common objective: whoever occupies 45 countries wins at once,
/// whatever their secret objective."
#[test]
fn occupying_45_countries_wins_at_once_r_obj_1() {
    let mut g = white_one_country_short_of_45();
    assert!(!g.is_finished());
    let events = conquer(&mut g, WHITE, "siberia", "chechenia");
    assert_eq!(g.country_count(WHITE), 45);
    assert_eq!(won(&events), Some((WHITE, WinReason::CommonObjective)));
    assert!(matches!(events.last(), Some(Event::SeedRevealed { .. })), "{events:?}");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Won { winner: WHITE, reason: WinReason::CommonObjective })
    );
    assert!(g.revealed_seed().is_some());
}

/// R-OBJ-2: "occupation (occupy at least the listed countries/continents/
/// counts; surplus is fine)".
#[test]
fn an_occupation_objective_is_met_with_countries_to_spare_r_obj_2() {
    let mut p = scenario(&[WHITE, BLACK, RED, BLUE]);
    everyone_aims_at(&mut p, 3);
    set_objectives(&mut p, WHITE, vec![occupy(2)]); // Europe and South America.
    give_continent(&mut p, "europe", WHITE);
    give_continent(&mut p, "south_america", WHITE);
    hold(&mut p, "uruguay black 1, argentina white 10");
    let mut g = load(&p);
    assert!(!g.is_finished());

    let events = conquer(&mut g, WHITE, "argentina", "uruguay");
    assert!(g.country_count(WHITE) > 24, "white holds more than Europe and South America");
    assert_eq!(won(&events), Some((WHITE, WinReason::SecretObjective)));
    assert_eq!(*g.phase(), Phase::Finished);
}

/// R-OBJ-2: "or destruction (eliminate all armies of a color)".
#[test]
fn removing_the_last_army_of_the_target_colour_wins_r_obj_2() {
    let mut p = red_on_its_last_country();
    set_objectives(&mut p, WHITE, vec![destroy(15, RED)]); // Destroy red.
    let mut g = load(&p);
    let events = conquer(&mut g, WHITE, "argentina", "uruguay");
    assert!(
        events.iter().any(|e| matches!(e, Event::PlayerEliminated { player: RED, by: WHITE, .. }))
    );
    assert_eq!(won(&events), Some((WHITE, WinReason::SecretObjective)));
    assert!(g.is_finished());
}

/// R-OBJ-4: "If someone else eliminates the target, the holder's objective
/// silently becomes the common objective."
#[test]
fn a_target_eliminated_by_someone_else_lapses_the_objective_r_obj_4() {
    let mut p = red_on_its_last_country();
    set_objectives(&mut p, WHITE, vec![destroy(15, RED)]); // Destroy red.
    put(&mut p, "argentina", BLACK, 10);
    p.phase = Phase::Attack { player: BLACK };
    let mut g = load(&p);
    assert!(!g.player(WHITE).expect("seated").objective_lapsed);

    let events = conquer(&mut g, BLACK, "argentina", "uruguay");
    assert!(
        events.iter().any(|e| matches!(e, Event::PlayerEliminated { player: RED, by: BLACK, .. }))
    );
    assert_eq!(won(&events), None, "black did not win, and neither did white");
    assert!(g.player(WHITE).expect("seated").objective_lapsed);
    assert!(!g.player(BLACK).expect("seated").objective_lapsed);
    assert!(!g.secret_objective_met(WHITE));
    let you = view(&g, Viewer::Player(WHITE)).you.expect("own secrets");
    assert!(you.objective_lapsed, "white learns that only the common objective is left");
    // Silently: the lapse is not shown to anybody else.
    assert!(events.iter().all(|e| !format!("{e:?}").contains("lapsed")));
}

/// R-OBJ-4 **Decision**: "this also applies to 'destroy the player on your left'".
#[test]
fn destroy_the_player_on_your_left_lapses_too_when_someone_else_does_it_r_obj_4() {
    let mut p = red_on_its_last_country();
    // Seating white, black, red, blue: red is on black's left.
    set_objectives(&mut p, BLACK, vec![destroy(19, RED)]);
    let mut g = load(&p);
    assert_eq!(g.left_of(BLACK), Some(RED));
    let events = conquer(&mut g, WHITE, "argentina", "uruguay");
    assert_eq!(won(&events), None);
    assert!(g.player(BLACK).expect("seated").objective_lapsed);
    assert!(!g.secret_objective_met(BLACK));
}

/// R-OBJ-5: the objective deck, e.g. "2. Europe and South America", "12. 35
/// countries anywhere", "13-18. Destroy white / ... / green", "19. Destroy the
/// player on your left".
#[test]
fn the_objective_cards_say_what_the_rulebook_lists_r_obj_5() {
    let idx = |slug: &str| continent(slug).index();
    let def = |n: u8| objective(n).expect("a card");
    for (i, d) in revancha_objectives().iter().enumerate() {
        assert_eq!(usize::from(d.card), i + 1);
        assert_eq!(d.is_destruction(), d.card >= 13, "card {}", d.card);
    }
    assert_eq!(def(2).text, "Europe and South America");
    assert_eq!(def(2).per_continent[idx("europe")], 16);
    assert_eq!(def(2).per_continent[idx("south_america")], 8);
    assert_eq!(def(2).per_continent.iter().map(|&n| u32::from(n)).sum::<u32>(), 24);

    let one = &def(1).per_continent;
    let want = [
        ("north_america", 4),
        ("europe", 4),
        ("asia", 4),
        ("south_america", 3),
        ("central_america", 3),
        ("africa", 3),
        ("oceania", 3),
    ];
    for (slug, n) in want {
        assert_eq!(one[idx(slug)], n, "card 1, {slug}");
    }
    assert_eq!(def(3).per_continent[idx("north_america")], 12);
    assert_eq!(def(3).per_continent[idx("oceania")], 6);
    assert_eq!(def(3).per_continent[idx("africa")], 5);
    assert_eq!(def(4).text, "Asia and Central America");
    assert_eq!(def(11).islands, Some((6, 3)));
    assert_eq!(def(11).per_continent[idx("africa")], 8);
    assert_eq!(def(12).total, 35);
    let colours = [WHITE, BLACK, RED, BLUE, YELLOW, Color::Green];
    for (card, colour) in (13..=18).zip(colours) {
        assert_eq!(def(card).destroy, Some(Some(colour)), "card {card}");
    }
    assert_eq!(def(19).destroy, Some(None));
    assert_eq!(def(19).text, "Destroy the player on your left");

    // The engine judges card 2 by the map and shows its text to the holder.
    let mut p = scenario(&[WHITE, BLACK, RED, BLUE]);
    everyone_aims_at(&mut p, 3);
    set_objectives(&mut p, WHITE, vec![occupy(2)]);
    give_continent(&mut p, "europe", WHITE);
    give_continent(&mut p, "south_america", WHITE);
    assert!(load(&p).secret_objective_met(WHITE));
    put(&mut p, "portugal", BLACK, 1);
    let g = load(&p);
    assert!(!g.secret_objective_met(WHITE), "one country of Europe short");
    let you = view(&g, Viewer::Player(WHITE)).you.expect("own secrets");
    assert_eq!(you.objectives[0].text, "Europe and South America");
}

/// R-OBJ-6: "Victory is checked after every state change that can cause it
/// ... the first player to fulfil their objective wins immediately ... and the
/// game ends."
#[test]
fn victory_is_declared_right_after_the_conquest_and_ends_the_game_r_obj_6() {
    let mut g = white_one_country_short_of_45();
    let events =
        play(&mut g, WHITE, attack("siberia", "chechenia"), &mut ScriptedDice::new([6, 6, 6, 1]));
    assert!(matches!(events[0], Event::AttackResolved { conquered: true, .. }));
    assert_eq!(
        events[1],
        Event::GameWon { winner: WHITE, reason: WinReason::CommonObjective },
        "the win comes straight after the conquest, before any move-in"
    );
    assert_eq!(*g.phase(), Phase::Finished);
    let seen = view(&g, Viewer::Spectator);
    assert_eq!(
        (seen.status, seen.winner, seen.end_reason),
        ("finished", Some(WHITE), Some("common_objective"))
    );
    for who in [WHITE, BLACK, RED, BLUE] {
        assert!(g.legal_actions(who).is_empty());
        for command in [Command::MoveIn { armies: 2 }, Command::EndTurn, attack("siberia", "china")]
        {
            let e = refusal(&g, who, command);
            assert_eq!((e.code(), e.rule()), ("GAME_FINISHED", "R-OBJ-6"));
        }
    }
}

// ---- R-RND: hostility rounds ----------------------------------------------

/// R-RND-1: "At the start of every round (the first round of hostilities
/// included) the starting player reveals a situation card."
#[test]
fn every_round_starts_by_revealing_a_situation_card_r_rnd_1() {
    let seed = Seed([11; 32]);
    let (_, mut g) = new_game(&[WHITE, BLACK, RED], Options::default(), 11);
    let mut dice = SeededRandomness::for_version(&seed, 1);
    let mut events = play_initial_placement(&mut g, &mut dice);
    for round in 1..=3 {
        let at = events
            .iter()
            .position(|e| matches!(e, Event::RoundStarted { round: r, .. } if *r == round))
            .unwrap_or_else(|| panic!("round {round} started: {events:?}"));
        let Event::SituationRevealed { card } = events[at + 1] else {
            panic!("round {round} opens with a situation card: {:?}", events[at + 1])
        };
        assert_eq!(g.situation(), revealed(&events).last().copied());
        assert!(Situation::deck().contains(&card));
        // Play the round out: every player ends their turn.
        events.clear();
        while g.round() == round {
            let who = g.current_player().expect("someone to act");
            if matches!(g.phase(), Phase::ExtraReinforcement { .. }) {
                place_everything(&mut g, who);
            } else {
                events.extend(end_turn(&mut g, who, &mut dice));
            }
        }
    }
}

/// R-RND-2: "From the second round of hostilities, each turn begins with
/// incorporation. In the first round of hostilities there is no incorporation."
#[test]
fn turns_have_no_incorporation_in_the_first_round_and_have_it_from_the_second_r_rnd_2() {
    let (_, mut g) = new_game(&[WHITE, BLACK, RED], Options::default(), 12);
    let mut events = play_initial_placement(&mut g, &mut calm_dice());
    assert_eq!(g.situation(), Some(Situation::ClassicCombat));
    let first = g.current_player().expect("someone to act");
    let e = refusal(&g, first, Command::Place { country: own(&g, first)[0], armies: 1 });
    assert_eq!(e.code(), "WRONG_PHASE", "nothing to incorporate in the first round");
    for _ in 0..3 {
        let who = g.current_player().expect("someone to act");
        assert_eq!(*g.phase(), Phase::Attack { player: who });
        events.extend(play(&mut g, who, Command::EndTurn, &mut calm_dice()));
    }
    let starts = turn_starts(&events);
    assert_eq!(starts.len(), 4);
    for (player, inc) in &starts[..3] {
        assert_eq!(*inc, None, "{player} incorporates nothing in round 1");
    }
    let (player, inc) = &starts[3];
    assert_eq!(g.round(), 2);
    let inc = inc.as_ref().expect("round 2 turns begin with incorporation");
    assert_eq!(inc.for_countries, 12, "24 countries give 12 armies");
    assert!(matches!(g.phase(), Phase::Incorporation { player: p, .. } if p == player));
}

/// R-RND-3: "the order cannot be reversed: once a player regroups, they cannot
/// attack again this turn."
#[test]
fn after_regrouping_no_attack_is_allowed_r_rnd_3() {
    let mut p = scenario(&[WHITE, BLACK]);
    hold(&mut p, "argentina white 5, chile white 1, uruguay black 1");
    let mut g = load(&p);
    assert!(g.legal_actions(WHITE).contains(&attack("argentina", "uruguay")));

    let regroup = Command::Regroup { from: c("argentina"), to: c("chile"), armies: 1, missiles: 0 };
    play(&mut g, WHITE, regroup, &mut calm_dice());
    assert_eq!(*g.phase(), Phase::Regroup { player: WHITE });
    let e = refusal(&g, WHITE, attack("argentina", "uruguay"));
    assert_eq!(e, RuleViolation::AttackAfterRegroup);
    assert_eq!((e.code(), e.rule()), ("ATTACK_AFTER_REGROUP", "R-RND-3"));
    let legal = g.legal_actions(WHITE);
    assert!(
        !legal.iter().any(|x| matches!(x, Command::Attack { .. } | Command::FireMissile { .. }))
    );
    assert!(legal.contains(&Command::EndTurn));
    play(&mut g, WHITE, Command::EndTurn, &mut calm_dice());
}

// ---- R-SIT: situation cards -------------------------------------------------

/// R-SIT-1: "Deck: 20 classic combat, 4 snow, 4 tailwind, 4 crisis, 4 extra
/// reinforcements, 4 open borders, 4 closed borders, 6 rest (one per color)."
#[test]
fn the_situation_deck_has_the_rulebook_composition_r_sit_1() {
    let deck = Situation::deck();
    let count = |s: Situation| deck.iter().filter(|&&x| x == s).count();
    // Written as the rule book lists it, not as `deck` builds it, so the
    // two are checked against each other.
    for (s, n) in [
        (Situation::ClassicCombat, 20),
        (Situation::Snow, 4),
        (Situation::Tailwind, 4),
        (Situation::Crisis, 4),
        (Situation::ExtraReinforcements, 4),
        (Situation::OpenBorders, 4),
        (Situation::ClosedBorders, 4),
    ] {
        assert_eq!(count(s), n, "{s:?}");
    }
    for colour in Color::ALL {
        assert_eq!(count(Situation::Rest(colour)), 1, "rest {colour}");
    }
    assert_eq!(deck.len(), 50);
}

/// R-SIT-1: "When the deck runs out, reshuffle the revealed cards."
#[test]
fn an_exhausted_situation_deck_is_reshuffled_r_sit_1() {
    let mut p = scenario(&[WHITE, BLACK, RED]);
    p.phase = Phase::Attack { player: RED };
    p.situations = vec![Situation::Tailwind]; // The last card of the deck.
    let mut g = load(&p);
    let events = end_turn(&mut g, RED, &mut ScriptedDice::new([17]));
    assert_eq!(revealed(&events), vec![Situation::Tailwind], "the last card comes up");
    assert!(g.position().situations.is_empty());

    // The next round reshuffles all 50 cards and reveals one of them.
    let mut events = Vec::new();
    for who in [BLACK, RED, WHITE] {
        events.extend(end_turn(&mut g, who, &mut ScriptedDice::new([20])));
    }
    assert!(events.contains(&Event::RoundStarted { round: 4, order: vec![RED, WHITE, BLACK] }));
    let cards = revealed(&events);
    assert_eq!(cards.len(), 1);
    let left = g.position().situations;
    assert_eq!(left.len(), 49, "a full deck minus the card just revealed");
    let mut whole = left;
    whole.push(cards[0]);
    whole.sort();
    let mut deck = Situation::deck();
    deck.sort();
    assert_eq!(whole, deck);
}

/// R-SIT-4: "Open borders: attacks only from a country to a country of another
/// continent." **Decision**: missile strikes too.
#[test]
fn with_open_borders_attacks_stay_out_of_the_own_continent_r_sit_4() {
    let (g, fire) = at_the_borders(Situation::OpenBorders, "nueva_zelanda", "tasmania");
    let crossing = [attack("argentina", "chile"), fire];
    assert_borders_hold(&g, true, &crossing, &attack("uruguay", "mauritania"));
}

/// R-SIT-4: "Closed borders: attacks only within a continent."
#[test]
fn with_closed_borders_attacks_stay_inside_the_continent_r_sit_4() {
    let (g, fire) = at_the_borders(Situation::ClosedBorders, "california", "tonga");
    // Decision: a missile may not cross the continent's border either.
    let crossing = [attack("uruguay", "mauritania"), fire];
    assert_borders_hold(&g, false, &crossing, &attack("argentina", "chile"));
}

/// White against black under a borders `situation`: white's Argentina and
/// Uruguay (5 armies each) face black's Chile inside South America and
/// black's Mauritania across the ocean; white's missile on `silo` is in
/// reach of black's `target`, which holds 5 armies. The game, and white's
/// strike from `silo` at `target`.
fn at_the_borders(situation: Situation, silo: &str, target: &str) -> (Game, Command) {
    let mut p = scenario(&[WHITE, BLACK]);
    p.situation = Some(situation);
    hold(&mut p, "argentina white 5, uruguay white 5, chile black 1, mauritania black 1");
    p.countries[c(silo).index()] =
        domain::rules::PositionCountry { owner: WHITE, armies: 1, missiles: 1, co: None };
    put(&mut p, target, BLACK, 5);
    (load(&p), Command::FireMissile { from: c(silo), to: c(target) })
}

/// Under open (`open`) or closed borders, white's `crossing` commands are
/// refused by R-SIT-4 and not listed, and the `allowed` attack is accepted
/// and listed.
fn assert_borders_hold(g: &Game, open: bool, crossing: &[Command], allowed: &Command) {
    let legal = g.legal_actions(WHITE);
    for cmd in crossing {
        let e = refusal(g, WHITE, cmd.clone());
        assert_eq!(e, RuleViolation::BordersRestricted { open }, "{cmd:?}");
        assert_eq!((e.code(), e.rule()), ("BORDERS_RESTRICTED", "R-SIT-4"));
        assert!(!legal.contains(cmd), "{cmd:?} is not listed");
    }
    assert!(g.decide(WHITE, allowed, &mut ScriptedDice::new([3])).is_ok());
    assert!(legal.contains(allowed), "{allowed:?} is listed");
}

/// R-SIT-5: "Crisis: every player rolls a die; the lowest (all tied lowest)
/// may not take a country card this round; everything else is allowed."
#[test]
fn in_a_crisis_the_lowest_rolls_take_no_card_even_after_conquering_r_sit_5() {
    let mut p = scenario(&[WHITE, BLACK, RED]);
    p.phase = Phase::Attack { player: RED };
    p.situations = vec![Situation::Crisis];
    hold(&mut p, "argentina black 10, uruguay white 1, mauritania red 10, nigeria white 1");
    let mut g = load(&p);

    // Round 3 goes black, red, white: they roll 2, 5, 2.
    let events = end_turn(&mut g, RED, &mut ScriptedDice::new([0, 2, 5, 2]));
    assert_eq!(revealed(&events), vec![Situation::Crisis]);
    assert!(events.contains(&Event::CrisisRolled {
        rolls: vec![(BLACK, 2), (RED, 5), (WHITE, 2)],
        losers: vec![BLACK, WHITE],
    }));

    // Black (a loser) may still attack and conquer, but takes no card.
    place_everything(&mut g, BLACK);
    conquer(&mut g, BLACK, "argentina", "uruguay");
    let events = play(&mut g, BLACK, Command::EndTurn, &mut calm_dice());
    assert!(!drew_card(&events), "black rolled lowest: {events:?}");
    assert!(hand_of(&g, BLACK).is_empty());

    // Red rolled higher: a conquest earns its card as usual.
    place_everything(&mut g, RED);
    conquer(&mut g, RED, "mauritania", "nigeria");
    let events = play(&mut g, RED, Command::EndTurn, &mut calm_dice());
    assert!(drew_card(&events), "red takes a card: {events:?}");
    assert_eq!(hand_of(&g, RED).len(), 1);
}

/// R-SIT-6: "Extra reinforcements: before any attack of the round, each player
/// in round order places extra armies equal to half their countries (rounded
/// down)."
#[test]
fn extra_reinforcements_give_everyone_half_their_countries_before_the_first_turn_r_sit_6() {
    let mut p = scenario(&[WHITE, BLACK, RED]);
    p.phase = Phase::Attack { player: RED };
    p.situations = vec![Situation::ExtraReinforcements];
    put(&mut p, "alaska", BLACK, 1); // Black 25 countries, red 24, white 23.
    let mut g = load(&p);
    assert_eq!(
        [g.country_count(BLACK), g.country_count(RED), g.country_count(WHITE)],
        [25, 24, 23]
    );

    let events = end_turn(&mut g, RED, &mut calm_dice());
    assert_eq!(revealed(&events), vec![Situation::ExtraReinforcements]);
    assert_eq!(events.last(), Some(&Event::ReinforcementStarted { player: BLACK, armies: 12 }));
    assert_eq!(*g.phase(), Phase::ExtraReinforcement { player: BLACK, remaining: 12 });
    assert_eq!(refusal(&g, BLACK, attack("alaska", "chukchi")).code(), "WRONG_PHASE");
    assert_eq!(refusal(&g, BLACK, Command::EndTurn).code(), "WRONG_PHASE");

    let mut seen = Vec::new();
    for (who, armies) in [(BLACK, 12), (RED, 12), (WHITE, 11)] {
        let country = own(&g, who)[0];
        let before = g.country(country).main.armies;
        let e = refusal(&g, who, Command::Place { country, armies: armies + 1 });
        assert_eq!((e.code(), e.rule()), ("QUANTITY_OUT_OF_RANGE", "R-SIT-6"));
        seen.extend(play(&mut g, who, Command::Place { country, armies }, &mut calm_dice()));
        assert_eq!(g.country(country).main.armies, before + armies);
    }
    let next: Vec<&Event> = seen
        .iter()
        .filter(|e| matches!(e, Event::ReinforcementStarted { .. } | Event::TurnStarted { .. }))
        .collect();
    assert_eq!(next[0], &Event::ReinforcementStarted { player: RED, armies: 12 });
    assert_eq!(next[1], &Event::ReinforcementStarted { player: WHITE, armies: 11 });
    assert!(matches!(next[2], Event::TurnStarted { player: BLACK, incorporation: Some(_) }));
    assert_eq!(next.len(), 3);
}

/// R-SIT-7: "Rest (color): that color may only incorporate armies in its turn;
/// it may neither attack nor regroup."
#[test]
fn the_resting_colour_incorporates_but_neither_attacks_nor_regroups_r_sit_7() {
    let mut p = scenario(&[WHITE, BLACK]);
    p.situation = Some(Situation::Rest(WHITE));
    p.phase = incorporation(WHITE, 4);
    hold(&mut p, "argentina white 5, chile white 1, uruguay black 1");
    let mut g = load(&p);

    play(&mut g, WHITE, place("chile", 4), &mut calm_dice());
    assert_eq!(g.country(c("chile")).main.armies, 5);
    let e = refusal(&g, WHITE, attack("argentina", "uruguay"));
    assert_eq!(e, RuleViolation::Resting { player: WHITE });
    assert_eq!((e.code(), e.rule()), ("RESTING", "R-SIT-7"));
    let regroup = Command::Regroup { from: c("argentina"), to: c("chile"), armies: 1, missiles: 0 };
    assert_eq!(refusal(&g, WHITE, regroup).code(), "RESTING");
    let legal = g.legal_actions(WHITE);
    assert!(!legal.iter().any(|x| matches!(
        x,
        Command::Attack { .. } | Command::FireMissile { .. } | Command::Regroup { .. }
    )));
    assert!(legal.contains(&Command::EndTurn));
    let events = play(&mut g, WHITE, Command::EndTurn, &mut calm_dice());
    assert!(events.contains(&Event::TurnEnded { player: WHITE }));
    // Black does not rest: it may attack.
    place_everything(&mut g, BLACK);
    black_may_attack(&g);
}

/// Black has placed its armies and may attack from some country.
fn black_may_attack(g: &Game) {
    let from = own(g, BLACK)
        .into_iter()
        .find(|&id| g.country(id).main.armies >= 2)
        .expect("black placed its armies");
    let to = board()
        .neighbours(from)
        .iter()
        .copied()
        .find(|&n| g.country(n).main.owner != BLACK)
        .expect("a neighbour to attack");
    assert!(g.decide(BLACK, &Command::Attack { from, to }, &mut ScriptedDice::new([3])).is_ok());
}

/// R-SIT-7: "If the color is not in the game, reveal another card."
#[test]
fn a_rest_card_for_an_absent_colour_is_replaced_by_another_card_r_sit_7() {
    let mut p = scenario(&[WHITE, BLACK, RED]);
    p.phase = Phase::Attack { player: RED };
    p.situations = vec![Situation::Rest(Color::Green), Situation::Snow];
    let mut g = load(&p);
    let events = end_turn(&mut g, RED, &mut ScriptedDice::new([0, 0]));
    assert_eq!(revealed(&events), vec![Situation::Rest(Color::Green), Situation::Snow]);
    assert_eq!(g.situation(), Some(Situation::Snow));
    assert!(matches!(g.phase(), Phase::Incorporation { player: BLACK, .. }));
}

// ---- R-INC: incorporation ---------------------------------------------------

/// Four players; black holds `n` countries (every other one from Alaska, so
/// no whole continent) and white ends its turn; black's incorporation.
fn black_turn_with(n: usize) -> (Incorporation, Game) {
    let mut p = scenario(&[WHITE, BLACK, RED, BLUE]);
    let others = [WHITE, RED, BLUE];
    let mut k = 0;
    for (i, country) in p.countries.iter_mut().enumerate() {
        if i % 2 == 1 && i / 2 < n {
            country.owner = BLACK;
        } else {
            country.owner = others[k % 3];
            k += 1;
        }
    }
    let mut g = load(&p);
    assert_eq!(g.country_count(BLACK), u32::try_from(n).expect("small"));
    let events = play(&mut g, WHITE, Command::EndTurn, &mut calm_dice());
    let starts = turn_starts(&events);
    let [(player, Some(inc))] = starts.as_slice() else {
        panic!("black's turn starts with incorporation: {events:?}")
    };
    assert_eq!(*player, BLACK);
    let inc = inc.clone();
    assert!(inc.for_continents.is_empty());
    assert!(matches!(g.phase(), Phase::Incorporation { free, .. } if *free == inc.for_countries));
    (inc, g)
}

/// R-INC-1: "with fewer than 6 countries, always 4."
#[test]
fn fewer_than_six_countries_give_four_armies_r_inc_1() {
    for n in [1, 3, 5] {
        assert_eq!(black_turn_with(n).0.for_countries, 4, "{n} countries");
    }
}

/// R-INC-1 **Decision**: "literal reading, so 6 or 7 countries give 3."
#[test]
fn six_or_seven_countries_give_three_armies_r_inc_1() {
    for n in [6, 7] {
        assert_eq!(black_turn_with(n).0.for_countries, 3, "{n} countries");
    }
}

/// R-INC-1: "Armies for countries: half the countries occupied, rounded down."
#[test]
fn armies_for_countries_are_half_the_countries_rounded_down_r_inc_1() {
    for (n, armies) in [(8, 4), (9, 4), (25, 12), (30, 15)] {
        assert_eq!(black_turn_with(n).0.for_countries, armies, "{n} countries");
    }
}

/// Four players; black holds Oceania and ten scattered countries (16 in all)
/// and white ends its turn: black incorporates 8 + 3 for Oceania.
fn black_holds_oceania(hand: &[&str]) -> Game {
    let mut p = scenario(&[WHITE, BLACK, RED, BLUE]);
    share_out(&mut p, &[WHITE, RED, BLUE]);
    give_continent(&mut p, "oceania", BLACK);
    give(
        &mut p,
        BLACK,
        &[
            "alaska",
            "labrador",
            "oregon",
            "florida",
            "mexico",
            "jamaica",
            "venezuela",
            "brasil",
            "islandia",
            "noruega",
        ],
    );
    deal(&mut p, BLACK, hand);
    let mut g = load(&p);
    assert_eq!(g.country_count(BLACK), 16);
    let events = play(&mut g, WHITE, Command::EndTurn, &mut calm_dice());
    let oceania = continent("oceania");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::TurnStarted { player: BLACK, incorporation: Some(inc) }
            if inc.for_countries == 8 && inc.for_continents == vec![(oceania, 3)]
    )));
    g
}

/// R-INC-2: "Continent bonus for each whole continent held ... These armies
/// must be placed in that continent."
#[test]
fn continent_bonus_armies_must_be_placed_in_that_continent_r_inc_2() {
    let mut g = black_holds_oceania(&[]);
    let oceania = continent("oceania");
    // 11 armies may all go to Australia ...
    assert!(g.decide(BLACK, &place("australia", 11), &mut calm_dice()).is_ok());
    // ... but only the 8 for countries may go to Alaska.
    let e = refusal(&g, BLACK, place("alaska", 9));
    assert_eq!(e, RuleViolation::ContinentArmiesElsewhere { continent: oceania });
    assert_eq!((e.code(), e.rule()), ("CONTINENT_ARMIES_ELSEWHERE", "R-INC-2"));
    play(&mut g, BLACK, place("alaska", 8), &mut calm_dice());
    assert_eq!(refusal(&g, BLACK, place("alaska", 1)).code(), "CONTINENT_ARMIES_ELSEWHERE");
    assert_eq!(
        refusal(&g, BLACK, Command::EndTurn),
        RuleViolation::ArmiesLeftToPlace { remaining: 3 }
    );
    let before = g.country(c("tasmania")).main.armies;
    play(&mut g, BLACK, place("tasmania", 3), &mut calm_dice());
    assert_eq!(g.country(c("tasmania")).main.armies, before + 3);
    play(&mut g, BLACK, Command::EndTurn, &mut calm_dice());
}

/// R-INC-3: "Exchange armies (R-EXC), placed freely."
#[test]
fn exchange_armies_may_be_placed_anywhere_r_inc_3() {
    // Canada, Chicago and Cuba: three tanks.
    let mut g = black_holds_oceania(&["canada", "chicago", "cuba"]);
    let exchange =
        Command::Exchange { cards: vec![c("canada"), c("chicago"), c("cuba")], continents: vec![] };
    let events = play(&mut g, BLACK, exchange, &mut calm_dice());
    assert_eq!(
        events,
        vec![Event::CardsExchanged {
            player: BLACK,
            cards: vec![c("canada"), c("chicago"), c("cuba")],
            continents: vec![],
            armies: 6,
        }]
    );
    // 8 for countries + 6 for the exchange, all in Alaska; Oceania's 3 stay.
    play(&mut g, BLACK, place("alaska", 14), &mut calm_dice());
    assert_eq!(g.country(c("alaska")).main.armies, 15);
    assert_eq!(refusal(&g, BLACK, place("alaska", 1)).code(), "CONTINENT_ARMIES_ELSEWHERE");
}

/// Black incorporating 4 armies, with Argentina (1 army) surrounded by
/// white's five neighbours of 2 armies each: blockaded while blockades are on.
fn black_surrounded_in_argentina() -> Position {
    let mut p = scenario(&[WHITE, BLACK]);
    p.phase = incorporation(BLACK, 4);
    put(&mut p, "argentina", BLACK, 1);
    for slug in ["bolivia", "brasil", "chile", "paraguay", "uruguay"] {
        put(&mut p, slug, WHITE, 2);
    }
    p
}

/// R-INC-4: "Armies go to own countries or condominiums, never to a
/// blockaded country."
#[test]
fn armies_go_only_to_own_countries_that_are_not_blockaded_r_inc_4() {
    let mut p = black_surrounded_in_argentina();
    hold(&mut p, "alaska white 1, canada black 1");
    let mut g = load(&p);

    let e = refusal(&g, BLACK, place("alaska", 1));
    assert_eq!(e, RuleViolation::NotYourCountry { country: c("alaska") });
    assert_eq!((e.code(), e.rule()), ("NOT_YOUR_COUNTRY", "R-INC-4"));
    assert!(g.is_blockaded(c("argentina")));
    let e = refusal(&g, BLACK, place("argentina", 1));
    assert_eq!(e, RuleViolation::Blockaded { country: c("argentina") });
    assert_eq!(e.code(), "BLOCKADED");
    let legal = g.legal_actions(BLACK);
    assert!(!legal.iter().any(|x| matches!(
        x,
        Command::Place { country, .. } if *country == c("argentina") || *country == c("alaska")
    )));
    play(&mut g, BLACK, place("canada", 4), &mut calm_dice());
    assert_eq!(g.country(c("canada")).main.armies, 5);
}

// ---- R-EXC: exchanges -------------------------------------------------------

/// R-EXC-4: "At most one exchange per round ... Exchanged country cards go to
/// the bottom of the draw pile."
#[test]
fn one_exchange_per_round_and_the_cards_go_under_the_pile_r_exc_4() {
    // Three tanks and Las Vegas, a super-card that is a set by itself.
    let mut g = black_holds_oceania(&["canada", "chicago", "cuba", "las_vegas"]);
    let pile = g.pile_len();
    let tanks = vec![c("canada"), c("chicago"), c("cuba")];
    play(
        &mut g,
        BLACK,
        Command::Exchange { cards: tanks.clone(), continents: vec![] },
        &mut calm_dice(),
    );
    assert_eq!(g.position().pile_bottom, tanks, "the cards are under the pile, in order");
    assert_eq!(g.pile_len(), pile + 3);
    assert_eq!(hand_of(&g, BLACK), vec![c("las_vegas")]);

    let super_card = Command::Exchange { cards: vec![c("las_vegas")], continents: vec![] };
    let e = refusal(&g, BLACK, super_card.clone());
    assert_eq!((e.code(), e.rule()), ("ALREADY_EXCHANGED", "R-EXC-4"));
    assert!(!g.legal_actions(BLACK).iter().any(|x| matches!(x, Command::Exchange { .. })));

    // Red and blue play; round 3 starts with black, who may exchange again.
    for who in [BLACK, RED, BLUE] {
        end_turn(&mut g, who, &mut calm_dice());
    }
    assert_eq!(g.round(), 3);
    assert_eq!(g.current_player(), Some(BLACK));
    let events = play(&mut g, BLACK, super_card, &mut calm_dice());
    assert!(matches!(events.as_slice(), [Event::CardsExchanged { player: BLACK, armies: 10, .. }]));
}

/// R-EXC-4: "exchanges happen during that player's incorporation."
#[test]
fn cards_are_exchanged_only_during_incorporation_r_exc_4() {
    let mut p = scenario(&[WHITE, BLACK]);
    deal(&mut p, WHITE, &["canada", "chicago", "cuba"]);
    let g = load(&p);
    assert_eq!(*g.phase(), Phase::Attack { player: WHITE });
    let exchange =
        Command::Exchange { cards: vec![c("canada"), c("chicago"), c("cuba")], continents: vec![] };
    let e = refusal(&g, WHITE, exchange);
    assert_eq!((e.code(), e.rule()), ("WRONG_PHASE", "R-RND-3"));
    assert!(!g.legal_actions(WHITE).iter().any(|x| matches!(x, Command::Exchange { .. })));
}

/// R-EXC-4: "when the pile runs out, reshuffle all discarded cards" — cards
/// returned under the pile are drawn again.
#[test]
fn returned_cards_are_drawn_again_once_the_pile_is_empty_r_exc_4() {
    let mut p = scenario(&[WHITE, BLACK]);
    everyone_aims_at(&mut p, 2);
    let all: Vec<CountryId> = board().country_ids().collect();
    p.pile = Secret::Known(vec![]);
    p.pile_bottom = all;
    hold(&mut p, "argentina white 10, uruguay black 1");
    let mut g = load(&p);
    conquer(&mut g, WHITE, "argentina", "uruguay");
    let events = play(&mut g, WHITE, Command::EndTurn, &mut calm_dice());
    assert!(drew_card(&events), "{events:?}");
    assert_eq!(hand_of(&g, WHITE).len(), 1);
    assert_eq!(g.pile_len(), 71);
}

/// R-EXC-4, corrected: once the pile runs out the exchanged cards are
/// reshuffled, so the next card cannot be read off the public exchange log
/// (cards returned as islandia, japon, madagascar, cuba no longer give
/// islandia every time): the card drawn is whichever the dice pick.
#[test]
fn exchanged_cards_are_reshuffled_when_the_pile_runs_out_r_exc_4() {
    let returned = ["islandia", "japon", "madagascar", "cuba"];
    let mut p = scenario(&[WHITE, BLACK]);
    everyone_aims_at(&mut p, 2);
    let first: Vec<CountryId> = returned.iter().map(|slug| c(slug)).collect();
    let rest = board().country_ids().filter(|id| !first.contains(id));
    let bottom: Vec<CountryId> = first.iter().copied().chain(rest).collect();
    p.pile = Secret::Known(vec![]);
    p.pile_bottom = bottom.clone();
    hold(&mut p, "argentina white 10, uruguay black 1");
    let mut drawn = BTreeSet::new();
    for pick in [0, 1, 2, 3, 40, 71] {
        let mut g = load(&p);
        conquer(&mut g, WHITE, "argentina", "uruguay");
        play(&mut g, WHITE, Command::EndTurn, &mut ScriptedDice::new([pick]));
        let hand = hand_of(&g, WHITE);
        assert_eq!(hand, [bottom[usize::try_from(pick).expect("small")]], "pick {pick}");
        drawn.insert(hand[0]);
    }
    assert_eq!(drawn.len(), 6, "every card under the pile can come next: {drawn:?}");
    // With real dice, the seeds of ten games give more than one next card.
    let mut seen = BTreeSet::new();
    for seed in 0..10u8 {
        let mut g = load(&p);
        conquer(&mut g, WHITE, "argentina", "uruguay");
        let mut dice = SeededRandomness::for_version(&Seed([seed; 32]), g.version());
        play(&mut g, WHITE, Command::EndTurn, &mut dice);
        seen.extend(hand_of(&g, WHITE));
    }
    assert!(seen.len() > 1, "the next card is predictable: {seen:?}");
}

/// R-EXC-5: "with 5 (or more) they must exchange at their next incorporation
/// before they can receive another" — and before going on to attack.
#[test]
fn with_five_cards_a_player_must_exchange_before_attacking_r_exc_5() {
    let mut p = scenario(&[WHITE, BLACK]);
    p.phase = incorporation(BLACK, 4);
    hold(&mut p, "argentina black 5, uruguay white 1");
    deal(&mut p, BLACK, &["canada", "chicago", "cuba", "las_vegas", "oregon"]);
    let mut g = load(&p);

    play(&mut g, BLACK, place("argentina", 4), &mut calm_dice());
    let e = refusal(&g, BLACK, attack("argentina", "uruguay"));
    assert_eq!((e.code(), e.rule()), ("MUST_EXCHANGE", "R-EXC-5"));
    assert_eq!(refusal(&g, BLACK, Command::EndTurn).code(), "MUST_EXCHANGE");
    let legal = g.legal_actions(BLACK);
    assert!(!legal.iter().any(|x| matches!(x, Command::Attack { .. } | Command::EndTurn)));
    assert!(legal.iter().any(|x| matches!(x, Command::Exchange { .. })));

    let exchange = Command::Exchange { cards: vec![c("las_vegas")], continents: vec![] };
    play(&mut g, BLACK, exchange, &mut calm_dice());
    play(&mut g, BLACK, place("argentina", 6), &mut calm_dice());
    assert!(g.decide(BLACK, &attack("argentina", "uruguay"), &mut ScriptedDice::new([3])).is_ok());
}

/// R-EXC-5: "A player may hold up to 5 country cards"; with 5 (here after
/// inheriting) a conquest earns no sixth card.
#[test]
fn a_player_holding_five_cards_takes_no_sixth_r_exc_5() {
    let mut p = red_on_its_last_country();
    deal(&mut p, WHITE, &["canada", "chicago", "cuba"]);
    deal(&mut p, RED, &["florida", "mexico"]);
    let mut g = load(&p);
    conquer(&mut g, WHITE, "argentina", "uruguay");
    assert_eq!(hand_of(&g, WHITE).len(), 5);
    let events = play(&mut g, WHITE, Command::EndTurn, &mut calm_dice());
    assert!(!drew_card(&events), "no sixth card: {events:?}");
    assert_eq!(hand_of(&g, WHITE).len(), 5);
}

/// R-EXC-6: "How many country cards each player holds is public; which cards,
/// private."
#[test]
fn card_counts_are_public_and_the_cards_private_r_exc_6() {
    let mut p = scenario(&[WHITE, BLACK, RED]);
    deal(&mut p, WHITE, &["canada", "chicago"]);
    hold(&mut p, "argentina white 10, uruguay black 1");
    let mut g = load(&p);
    let count = |g: &Game, viewer: Viewer| view(g, viewer).players[0].cards;
    for viewer in [Viewer::Player(WHITE), Viewer::Player(BLACK), Viewer::Spectator] {
        assert_eq!(count(&g, viewer), 2, "{viewer:?} sees how many cards white holds");
    }
    let mine = view(&g, Viewer::Player(WHITE)).you.expect("own secrets");
    assert_eq!(
        mine.cards.iter().map(|x| x.country).collect::<Vec<_>>(),
        vec![c("canada"), c("chicago")]
    );
    let theirs = view(&g, Viewer::Player(BLACK));
    assert!(theirs.you.expect("own secrets").cards.is_empty());
    assert!(theirs.secrets.is_none());
    assert!(view(&g, Viewer::Spectator).you.is_none());

    conquer(&mut g, WHITE, "argentina", "uruguay");
    let events = play(&mut g, WHITE, Command::EndTurn, &mut calm_dice());
    let drawn =
        events.iter().find(|e| matches!(e, Event::CardDrawn { .. })).expect("white earned a card");
    assert!(matches!(
        view_event(drawn, Viewer::Player(WHITE)),
        Event::CardDrawn { card: Secret::Known(_), .. }
    ));
    for viewer in [Viewer::Player(BLACK), Viewer::Player(RED), Viewer::Spectator] {
        assert_eq!(
            view_event(drawn, viewer),
            Event::CardDrawn { player: WHITE, card: Secret::Redacted },
            "{viewer:?}"
        );
        assert_eq!(count(&g, viewer), 3);
    }
    check_views(&g, &events);
}

// ---- R-ELM: elimination -----------------------------------------------------

/// R-ELM-1: "Eliminating a player who was not your destruction target: the game
/// goes on, you inherit their country cards."
#[test]
fn eliminating_a_player_who_was_not_your_target_inherits_their_cards_r_elm_1() {
    let mut p = red_on_its_last_country();
    deal(&mut p, RED, &["florida", "mexico"]);
    let mut g = load(&p);
    let events = conquer(&mut g, WHITE, "argentina", "uruguay");
    assert!(events.contains(&Event::PlayerEliminated {
        player: RED,
        by: WHITE,
        cards: Secret::Known(vec![c("florida"), c("mexico")]),
    }));
    assert_eq!(won(&events), None);
    assert!(!g.is_finished());
    assert!(!g.is_alive(RED));
    assert_eq!(hand_of(&g, WHITE), vec![c("florida"), c("mexico")]);
    assert!(view(&g, Viewer::Spectator).players[2].eliminated);
    check_views(&g, &events);
    // The game goes on, without red.
    let events = end_turn(&mut g, WHITE, &mut calm_dice());
    assert_eq!(turn_starts(&events)[0].0, BLACK);
    let events = end_turn(&mut g, BLACK, &mut calm_dice());
    assert_eq!(turn_starts(&events)[0].0, BLUE, "red's turn is skipped");
}

// ---- R-SMALL: small games ---------------------------------------------------

/// Two players: white holds Europe, South America but Uruguay, and ten
/// countries of Asia (33), with 10 armies in Argentina; black the rest.
fn two_player_board(white_objectives: Vec<Objective>) -> Game {
    let mut p = scenario(&[WHITE, BLACK]);
    share_out(&mut p, &[BLACK]);
    // Black lacks Europe: its objectives stay out of reach.
    everyone_aims_at(&mut p, 2);
    set_objectives(&mut p, WHITE, white_objectives);
    give_continent(&mut p, "europe", WHITE);
    give_continent(&mut p, "south_america", WHITE);
    for id in board().continent(continent("asia")).countries.iter().take(10) {
        p.countries[id.index()].owner = WHITE;
    }
    hold(&mut p, "uruguay black 1, argentina white 10");
    let g = load(&p);
    assert_eq!((g.country_count(WHITE), g.country_count(BLACK)), (33, 39));
    g
}

/// R-SMALL-2: "2 players: ... each gets two secret objectives and wins by
/// fulfilling both at once."
#[test]
fn with_two_players_one_objective_of_two_is_not_enough_r_small_2() {
    // Europe and South America; North America, Oceania and 5 of Africa.
    let mut g = two_player_board(vec![occupy(2), occupy(3)]);
    let events = conquer(&mut g, WHITE, "argentina", "uruguay");
    assert!(objective(2).expect("card 2").occupation_met(board(), g.owned_mask(WHITE)));
    assert_eq!(won(&events), None, "only one of the two objectives is met");
    assert!(!g.secret_objective_met(WHITE));
    assert!(!g.is_finished());
}

/// R-SMALL-2: "wins by fulfilling both at once (overlaps allowed)."
#[test]
fn with_two_players_fulfilling_both_objectives_at_once_wins_r_small_2() {
    // Europe and South America; Europe, 4 of Asia and 4 of South America.
    let mut g = two_player_board(vec![occupy(2), occupy(10)]);
    let events = conquer(&mut g, WHITE, "argentina", "uruguay");
    assert_eq!(won(&events), Some((WHITE, WinReason::SecretObjective)));
    assert!(g.is_finished());
}

/// R-SMALL-2: "The common objective (45) still applies."
#[test]
fn the_common_objective_still_wins_a_two_player_game_r_small_2() {
    let mut p = scenario(&[WHITE, BLACK]);
    everyone_aims_at(&mut p, 4); // Asia and Central America: out of reach.
    for (i, country) in p.countries.iter_mut().enumerate() {
        country.owner = if i < 44 { WHITE } else { BLACK };
    }
    put(&mut p, "siberia", WHITE, 10);
    let mut g = load(&p);
    assert_eq!(g.country_count(WHITE), 44);
    let events = conquer(&mut g, WHITE, "siberia", "chechenia");
    assert_eq!(won(&events), Some((WHITE, WinReason::CommonObjective)));
}

/// Three players: white's objective is Europe and South America (24
/// countries); white holds them but Uruguay plus `extra` countries of Asia.
fn three_player_board(extra: usize) -> Game {
    let mut p = scenario(&[WHITE, BLACK, RED]);
    share_out(&mut p, &[BLACK, RED]);
    set_objectives(&mut p, WHITE, vec![occupy(2)]);
    give_continent(&mut p, "europe", WHITE);
    give_continent(&mut p, "south_america", WHITE);
    for id in board().continent(continent("asia")).countries.iter().take(extra) {
        p.countries[id.index()].owner = WHITE;
    }
    hold(&mut p, "uruguay black 1, argentina white 10");
    load(&p)
}

/// R-SMALL-3: "3 players: ... the winner must fulfil it and hold at least 10
/// countries more than the objective names."
#[test]
fn with_three_players_the_objective_alone_is_not_enough_r_small_3() {
    let mut g = three_player_board(8);
    let events = conquer(&mut g, WHITE, "argentina", "uruguay");
    assert_eq!(g.country_count(WHITE), 32, "24 named + 8: two short of 34");
    assert!(objective(2).expect("card 2").occupation_met(board(), g.owned_mask(WHITE)));
    assert_eq!(won(&events), None);
    assert!(!g.secret_objective_met(WHITE));
}

/// R-SMALL-3: the objective plus 10 countries more than it names wins.
#[test]
fn with_three_players_the_objective_and_ten_more_countries_win_r_small_3() {
    let mut g = three_player_board(10);
    let events = conquer(&mut g, WHITE, "argentina", "uruguay");
    assert_eq!(g.country_count(WHITE), 34, "24 named + 10");
    assert_eq!(won(&events), Some((WHITE, WinReason::SecretObjective)));
}

// ---- R-OPT: table options ---------------------------------------------------

/// R-OPT-1: "Communication style chosen at game creation: 'anything goes' or
/// 'fair play' (the latter is shown to everyone)."
#[test]
fn the_communication_style_is_chosen_at_creation_and_shown_to_everyone_r_opt_1() {
    assert_eq!(Options::default().communication, Communication::AnythingGoes);
    let options = Options { communication: Communication::FairPlay, ..Options::default() };
    let (events, g) = new_game(&[WHITE, BLACK, RED], options, 21);
    assert!(matches!(
        &events[0],
        Event::GameStarted(start) if start.options.communication == Communication::FairPlay
    ));
    for viewer in [Viewer::Player(WHITE), Viewer::Player(RED), Viewer::Spectator] {
        assert_eq!(view(&g, viewer).options.communication, Communication::FairPlay);
        assert!(matches!(
            view_event(&events[0], viewer),
            Event::GameStarted(start) if start.options.communication == Communication::FairPlay
        ));
    }
}

/// R-OPT-2: "expose the rules that tables commonly switch (missiles, situation
/// cards, pacts, blockades, common objective count) as game options with the
/// defaults above."
#[test]
fn house_rules_default_to_the_rulebook_r_opt_2() {
    let o = Options::default();
    assert!(o.missiles && o.situation_cards && o.blockades);
    assert_eq!(o.common_objective, 45);
}

/// R-OPT-2: with missiles switched off, none can be bought or converted.
#[test]
fn with_missiles_off_no_missile_can_be_bought_r_opt_2() {
    let mut p = scenario(&[WHITE, BLACK]);
    p.phase = incorporation(WHITE, 10);
    put(&mut p, "argentina", WHITE, 8);
    assert!(
        load(&p).legal_actions(WHITE).contains(&Command::BuyMissile { country: c("argentina") })
    );

    p.options.missiles = false;
    let g = load(&p);
    let e = refusal(&g, WHITE, Command::BuyMissile { country: c("argentina") });
    assert_eq!((e.code(), e.rule()), ("MISSILES_DISABLED", "R-OPT-2"));
    let e = refusal(&g, WHITE, Command::ConvertMissile { country: c("argentina") });
    assert_eq!(e.code(), "MISSILES_DISABLED");
    assert!(
        !g.legal_actions(WHITE)
            .iter()
            .any(|x| matches!(x, Command::BuyMissile { .. } | Command::ConvertMissile { .. }))
    );
}

/// R-OPT-2: with situation cards switched off, rounds start without one.
#[test]
fn with_situation_cards_off_no_card_is_revealed_r_opt_2() {
    let mut p = scenario(&[WHITE, BLACK]);
    p.options.situation_cards = false;
    p.situation = None;
    let mut g = load(&p);
    let mut events = end_turn(&mut g, WHITE, &mut calm_dice());
    events.extend(end_turn(&mut g, BLACK, &mut calm_dice()));
    assert!(events.contains(&Event::RoundStarted { round: 3, order: vec![BLACK, WHITE] }));
    assert!(revealed(&events).is_empty(), "{events:?}");
    assert_eq!(g.situation(), None);
}

/// R-OPT-2: with blockades switched off, a surrounded country still receives armies.
#[test]
fn with_blockades_off_a_surrounded_country_receives_armies_r_opt_2() {
    let mut p = black_surrounded_in_argentina();
    assert_eq!(refusal(&load(&p), BLACK, place("argentina", 4)).code(), "BLOCKADED");

    p.options.blockades = false;
    let mut g = load(&p);
    assert!(!g.is_blockaded(c("argentina")));
    assert!(!view(&g, Viewer::Spectator).countries[c("argentina").index()].blockaded);
    play(&mut g, BLACK, place("argentina", 4), &mut calm_dice());
    assert_eq!(g.country(c("argentina")).main.armies, 5);
}

/// R-OPT-2: the common objective's count is a table option.
#[test]
fn the_common_objective_count_is_configurable_r_opt_2() {
    let mut p = scenario(&[WHITE, BLACK, RED, BLUE]);
    everyone_aims_at(&mut p, 3);
    p.options.common_objective = 30;
    share_out(&mut p, &[BLACK, RED, BLUE]);
    for country in p.countries.iter_mut().take(29) {
        country.owner = WHITE;
    }
    put(&mut p, "islandia", WHITE, 10); // #26.
    put(&mut p, "noruega", BLACK, 1); // #29, the 30th.
    let mut g = load(&p);
    assert_eq!(g.country_count(WHITE), 29);
    let events = conquer(&mut g, WHITE, "islandia", "noruega");
    assert_eq!(won(&events), Some((WHITE, WinReason::CommonObjective)));
}
