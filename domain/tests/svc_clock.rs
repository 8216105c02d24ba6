//! SVC-CLOCK (docs/rules/revancha.md): what the engine does when the actor
//! lets a deadline pass. The service keeps the time; these tests call
//! `Game::time_out` where the service's scheduler would, in random games of
//! every edition (every kind of step met along the way) and in the
//! aggression scenarios whose steps are played out of turn.

use crate::common;

use std::collections::BTreeSet;

use common::{Ledger, Table, agree, attack, c, check_state, hold, pacts_on};
use domain::rules::{
    BotLevel, ClockRule, Command, ControlCause, Controller, Event, Game, GameSetup, OnTimeout,
    Options, PactTerms, Phase, Viewer, WinReason, start_edition, view,
};
use domain::ruleset::RulesetId;
use domain::sim::RandomPlayer;
use domain::{Color, Seed, SeededRandomness};

use Color::{Black, Blue, Red, White};

/// Far enough that no test below reaches it by accident.
const NEVER: u32 = 1_000;

/// A clock doing `then`, handing over or forfeiting at `max_timeouts`.
fn clock(then: OnTimeout, max_timeouts: u32) -> ClockRule {
    ClockRule { then, max_timeouts, bot: BotLevel::Greedy }
}

/// Applies `events` to a copy of `game`, checking the invariants after each.
fn applied(game: &Game, ledger: &Ledger, events: &[Event]) -> Game {
    let (mut after, mut ledger) = (game.clone(), ledger.clone());
    for e in events {
        after.apply(e);
        ledger.account(e);
        check_state(&after, &ledger);
    }
    after
}

/// What a `pass` completion may contain: never a missile, a regroup or a
/// pact of the player's own making; an exchange only when R-EXC-5 obliges
/// it; attacks only as the rolls an aggression obliges.
fn assert_least_harmful(before: &Game, player: Color, events: &[Event]) {
    let hand = before.player(player).map_or(0, |p| p.hand.len());
    for e in events {
        match e {
            Event::CardsExchanged { .. } => assert!(
                hand >= before.ruleset().cards.hand_limit,
                "a pass exchanged cards it was not obliged to: {e:?}"
            ),
            Event::MissileBought { .. }
            | Event::MissileConverted { .. }
            | Event::MissileFired { .. }
            | Event::MissileFiredAt { .. }
            | Event::Regrouped { .. }
            | Event::PactProposed { .. }
            | Event::PactAccepted { .. }
            | Event::PactBreakAnnounced { .. } => {
                panic!("a pass made {e:?} (phase {})", before.phase().name())
            }
            Event::ArmiesPlaced { armies, .. } => assert_eq!(*armies, 1, "one army at a time"),
            Event::ArmiesMovedIn { armies, .. }
                if before.phase().running_aggression().is_none() =>
            {
                assert_eq!(*armies, 0, "the fewest armies move in: {e:?}");
            }
            Event::AttackResolved { attacker, .. } => {
                let launched = events.iter().any(|e| matches!(e, Event::AggressionLaunched { .. }));
                assert!(
                    before.phase().running_aggression().is_some() || launched,
                    "{player:?} attacked freely on a pass: {e:?}"
                );
                assert_eq!(*attacker, player);
            }
            _ => {}
        }
    }
}

/// A Revancha game of `players` with default options, just started.
fn started(players: &[Color], seed: Seed) -> Game {
    let setup = GameSetup { players: players.to_vec(), options: Options::default() };
    Game::replay(&domain::rules::start(&setup, seed).expect("starts"))
}

/// `actor` makes their own move, chosen by `bot`: the events.
fn own_move(game: &mut Game, bot: &mut RandomPlayer, seed: &Seed, actor: Color) -> Vec<Event> {
    let legal = game.legal_actions(actor);
    let command = bot.choose(game, &legal).expect("a legal action").clone();
    let mut dice = SeededRandomness::for_version(seed, game.version());
    let events = game.decide(actor, &command, &mut dice).expect("legal actions are accepted");
    events.iter().for_each(|e| game.apply(e));
    events
}

#[test]
fn svc_clock_every_kind_of_pending_step_times_out_with_the_least_harmful_completion() {
    let mut covered = BTreeSet::new();
    for (edition, players, pacts) in [
        (RulesetId::Revancha, 4, true),
        (RulesetId::Revancha, 3, false),
        (RulesetId::Classic, 5, false),
        (RulesetId::Junior, 2, false),
    ] {
        for n in 1..=6u8 {
            let seed = Seed([n; 32]);
            let mut options = edition.ruleset().default_options();
            options.pacts = pacts;
            let setup = GameSetup { players: Color::ALL[..players].to_vec(), options };
            let log = start_edition(edition, &setup, seed).expect("starts");
            let mut game = Game::replay(&log);
            let mut ledger = Ledger::default();
            log.iter().for_each(|e| ledger.account(e));
            let mut bot = RandomPlayer::new(&seed);
            for step in 0..3_000 {
                let Some(actor) = game.phase().actor() else { break };
                // Time out now and then, and whenever a kind of step is met
                // for the first time.
                if step % 5 == 0 || covered.insert(game.phase().name()) {
                    covered.insert(game.phase().name());
                    let before = game.player(actor).map(|p| p.timeouts).expect("seated");
                    let events = game
                        .time_out(actor, &clock(OnTimeout::Pass, NEVER), &seed)
                        .expect("the actor can time out");
                    assert_eq!(
                        events[0],
                        Event::TimedOut {
                            player: actor,
                            in_a_row: before + 1,
                            then: OnTimeout::Pass
                        }
                    );
                    assert_least_harmful(&game, actor, &events[1..]);
                    let after = applied(&game, &ledger, &events);
                    assert!(
                        after.is_finished()
                            || after.phase().actor() != Some(actor)
                            || events[1..].iter().any(Event::starts_step),
                        "the {} step of {actor:?} is over after a pass: {:?} then {:?} legal {:?}",
                        game.phase().name(),
                        events,
                        after.phase(),
                        after.legal_actions(actor)
                    );
                    assert_eq!(after.player(actor).map(|p| p.timeouts), Some(before + 1));
                }
                // The game goes on with the player's own move.
                for e in own_move(&mut game, &mut bot, &seed, actor) {
                    ledger.account(&e);
                }
            }
        }
    }
    for kind in ["initial_placement", "incorporation", "attack", "move_in", "regroup"] {
        assert!(covered.contains(kind), "no {kind} step timed out: {covered:?}");
    }
}

#[test]
fn svc_clock_a_timed_out_placement_puts_one_army_at_a_time_on_the_weakest_country() {
    let seed = Seed([9; 32]);
    let game = started(&[Red, Blue, Black], seed);
    let Phase::InitialPlacement { player, .. } = *game.phase() else {
        panic!("the game starts with the initial placement")
    };
    let events = game.time_out(player, &clock(OnTimeout::Pass, NEVER), &seed).expect("times out");
    let mut scratch = game;
    scratch.apply(&events[0]);
    let mut placed = 0;
    for e in &events[1..] {
        if let Event::ArmiesPlaced { player: p, country, armies } = e {
            assert_eq!((*p, *armies), (player, 1));
            let fewest = scratch
                .board()
                .country_ids()
                .filter(|&x| scratch.country(x).main.owner == player)
                .map(|x| scratch.country(x).main.armies)
                .min();
            assert_eq!(Some(scratch.country(*country).main.armies), fewest, "spread, not stacked");
            placed += 1;
        }
        scratch.apply(e);
    }
    assert!(placed >= 5, "the whole placement was made, one by one ({placed})");
    assert_ne!(scratch.phase().actor(), Some(player));
}

#[test]
fn svc_clock_timeouts_in_a_row_count_up_and_a_step_completed_in_time_starts_again_from_zero() {
    let seed = Seed([3; 32]);
    let mut game = started(&[Red, Blue], seed);
    let mut counts = Vec::new();
    // Red lets two steps time out; Blue always answers in time.
    for _ in 0..2 {
        let red = game.phase().actor().expect("someone acts");
        let events = game.time_out(red, &clock(OnTimeout::Pass, NEVER), &seed).expect("times out");
        events.iter().for_each(|e| game.apply(e));
        counts.push(view(&game, Viewer::Spectator).players[0].timeouts_in_a_row);
        let blue = game.phase().actor().expect("someone acts");
        let mut bot = RandomPlayer::new(&seed);
        while game.phase().actor() == Some(blue) {
            own_move(&mut game, &mut bot, &seed, blue);
        }
        assert_eq!(game.player(blue).map(|p| p.timeouts), Some(0));
    }
    let red = game.phase().actor().expect("red acts");
    assert_eq!(counts, [1, 2], "two in a row");
    // Red now plays a whole step in time: back to zero once it is over.
    let mut bot = RandomPlayer::new(&seed);
    while game.phase().actor() == Some(red) {
        assert_eq!(game.player(red).map(|p| p.timeouts), Some(2), "counted until the step ends");
        own_move(&mut game, &mut bot, &seed, red);
    }
    assert_eq!(game.player(red).map(|p| p.timeouts), Some(0));
    let events =
        game.time_out(game.phase().actor().expect("blue"), &clock(OnTimeout::Pass, NEVER), &seed);
    assert!(matches!(events.as_deref(), Some([Event::TimedOut { in_a_row: 1, .. }, ..])));
}

#[test]
fn svc_clock_the_kth_timeout_in_a_row_under_pass_forfeits_the_player() {
    let seed = Seed([4; 32]);
    let mut game = started(&[Red, Blue, Black], seed);
    let victim = game.phase().actor().expect("someone acts");
    let first = game.time_out(victim, &clock(OnTimeout::Pass, 2), &seed).expect("times out");
    assert!(!first.iter().any(|e| matches!(e, Event::PlayerForfeited { .. })), "1 of 2");
    first.iter().for_each(|e| game.apply(e));
    // Everyone else plays until the victim must act again.
    let mut bot = RandomPlayer::new(&seed);
    while game.phase().actor() != Some(victim) {
        let actor = game.phase().actor().expect("someone acts");
        own_move(&mut game, &mut bot, &seed, actor);
    }
    let second = game.time_out(victim, &clock(OnTimeout::Pass, 2), &seed).expect("times out");
    assert_eq!(
        &second[..2],
        &[
            Event::TimedOut { player: victim, in_a_row: 2, then: OnTimeout::Pass },
            Event::PlayerForfeited {
                player: victim,
                reason: Some(domain::shared::ForfeitReason::TimedOut)
            }
        ]
    );
    second.iter().for_each(|e| game.apply(e));
    assert!(!game.is_contending(victim));
    // Two players left: the game goes on; their turns are the service's to pass.
    assert!(!game.is_finished());
}

#[test]
fn svc_clock_in_a_two_player_game_the_forfeit_at_k_timeouts_ends_it() {
    let seed = Seed([6; 32]);
    let game = started(&[Red, Blue], seed);
    let actor = game.phase().actor().expect("someone acts");
    let events = game.time_out(actor, &clock(OnTimeout::Pass, 1), &seed).expect("times out");
    let winner = if actor == Red { Blue } else { Red };
    assert!(events.contains(&Event::GameWon { winner, reason: WinReason::OthersForfeited }));
}

#[test]
fn svc_clock_with_bot_the_timeout_is_recorded_and_the_step_is_left_to_the_bot() {
    let seed = Seed([2; 32]);
    let game = started(&[Red, Blue], seed);
    let actor = game.phase().actor().expect("someone acts");
    let events = game.time_out(actor, &clock(OnTimeout::Bot, NEVER), &seed).expect("times out");
    assert_eq!(events, [Event::TimedOut { player: actor, in_a_row: 1, then: OnTimeout::Bot }]);
    let mut after = game.clone();
    events.iter().for_each(|e| after.apply(e));
    assert_eq!(after.phase(), game.phase(), "the step is still open, for the bot");
    assert!(after.is_contending(actor), "a bot clock never forfeits");
}

#[test]
fn svc_clock_only_the_player_who_must_act_can_time_out() {
    let seed = Seed([2; 32]);
    let game = started(&[Red, Blue, Black], seed);
    let actor = game.phase().actor().expect("someone acts");
    for other in [Red, Blue, Black, White].into_iter().filter(|&c| c != actor) {
        assert_eq!(game.time_out(other, &clock(OnTimeout::Pass, NEVER), &seed), None);
    }
    assert_eq!(Game::new().time_out(actor, &clock(OnTimeout::Pass, NEVER), &seed), None);
}

#[test]
fn svc_clock_a_log_with_timeouts_replays_exactly_and_its_events_round_trip_through_json() {
    let seed = Seed([8; 32]);
    let setup = GameSetup { players: vec![Red, Blue, Black], options: Options::default() };
    let mut log = domain::rules::start(&setup, seed).expect("starts");
    let mut game = Game::replay(&log);
    for _ in 0..12 {
        let actor = game.phase().actor().expect("someone acts");
        let events =
            game.time_out(actor, &clock(OnTimeout::Pass, NEVER), &seed).expect("times out");
        events.iter().for_each(|e| game.apply(e));
        log.extend(events);
    }
    assert_eq!(Game::replay(&log).state_hash(), game.state_hash());
    let json = serde_json::to_string(&log).expect("serialises");
    let back: Vec<Event> =
        domain::wire::from_str(domain::Board::revancha(), &json).expect("deserialises");
    assert_eq!(back, log);
    assert!(json.contains(r#""type":"timed_out","player":"#), "{json}");
    assert!(json.contains(r#""in_a_row":1,"then":"pass"}"#), "{json}");
}

// ---- steps played out of turn (R-PCT-10, R-PCT-11) ---------------------

const FOUR: [Color; 4] = [White, Black, Red, Blue];

/// Iran (white, the leader) and Rusia (black) have agreed to take Ucrania
/// (red) in white's turn.
fn agreed() -> (Table, u32) {
    let mut p = pacts_on(&FOUR);
    hold(&mut p, "iran white 6, rusia black 6, ucrania red 3, bielorrusia red 1");
    let mut t = Table::new(&p);
    let terms = PactTerms::Aggression {
        target: c("ucrania"),
        own: c("rusia"),
        theirs: c("iran"),
        leader: White,
    };
    let pact = agree(&mut t, Black, White, terms);
    (t, pact)
}

fn time_out_at(t: &mut Table, player: Color) -> Vec<Event> {
    let seed = Seed([1; 32]);
    let events = t.game.time_out(player, &clock(OnTimeout::Pass, NEVER), &seed).expect("times out");
    assert_least_harmful(&t.game, player, &events[1..]);
    for e in &events {
        t.game.apply(e);
        t.ledger.account(e);
        check_state(&t.game, &t.ledger);
    }
    events
}

#[test]
fn svc_clock_r_pct_10_a_leader_who_times_out_launches_the_pending_aggression_as_the_pact_obliges() {
    let (mut t, pact) = agreed();
    let events = time_out_at(&mut t, White);
    assert!(
        events.iter().any(|e| matches!(e, Event::AggressionLaunched { pact: p, .. } if *p == pact)),
        "launched: {events:?}"
    );
    assert!(!events.iter().any(|e| matches!(e, Event::TurnEnded { .. })), "no end before launch");
}

#[test]
fn svc_clock_r_pct_10_an_ally_who_times_out_on_an_out_of_turn_roll_makes_the_roll() {
    let (mut t, pact) = agreed();
    t.play(White, &Command::LaunchAggression { pact }, &[]);
    t.play(White, &attack("iran", "ucrania"), &[1, 1, 1, 6, 6, 6]);
    assert_eq!(t.game.phase().actor(), Some(Black), "black rolls next, out of turn");
    let events = time_out_at(&mut t, Black);
    assert!(
        events.iter().any(|e| matches!(e, Event::AttackResolved { attacker: Black, .. })),
        "the duty to roll is kept: {events:?}"
    );
    assert_ne!(t.game.phase().actor(), Some(Black));
}

#[test]
fn svc_clock_r_pct_11_joint_move_in_and_ally_regroup_time_out_with_nothing_moved() {
    let (mut t, pact) = agreed();
    t.play(White, &Command::LaunchAggression { pact }, &[]);
    t.play(White, &attack("iran", "ucrania"), &[1, 1, 1, 6, 6, 6]);
    t.play(Black, &attack("rusia", "ucrania"), &[6, 6, 6, 1, 1, 1]);
    assert_eq!(t.game.phase().name(), "joint_move_in");
    let mover = t.game.phase().actor().expect("a mover");
    let before = *t.game.country(c("ucrania"));
    let events = time_out_at(&mut t, mover);
    assert!(events.iter().all(|e| !matches!(e, Event::ArmiesMovedIn { armies: 1.., .. })));
    assert_eq!(t.game.country(c("ucrania")).main.armies, before.main.armies);
    // The other ally times out likewise; then black regroups into the
    // condominium (R-PCT-11), and times out there too.
    // White's move-in timing out goes on into the rest of white's turn (the
    // actor does not change): no attack, no regroup, the turn ends.
    while t.game.phase().name() == "joint_move_in" {
        let actor = t.game.phase().actor().expect("a mover");
        time_out_at(&mut t, actor);
    }
    assert_eq!(t.game.phase().name(), "ally_regroup", "black regroups into the condominium");
    time_out_at(&mut t, Black);
    assert_ne!(t.game.phase().name(), "ally_regroup", "ended without a regroup");
}

#[test]
fn svc_clock_svc_bots_the_kth_timeout_under_bot_hands_the_seat_to_its_bot_for_good() {
    let seed = Seed([5; 32]);
    let mut game = started(&[Red, Blue], seed);
    let actor = game.phase().actor().expect("someone acts");
    let rule = ClockRule { then: OnTimeout::Bot, max_timeouts: 1, bot: BotLevel::Planner };
    let events = game.time_out(actor, &rule, &seed).expect("times out");
    let planner = Controller::Bot { level: BotLevel::Planner };
    assert_eq!(
        events,
        [
            Event::TimedOut { player: actor, in_a_row: 1, then: OnTimeout::Bot },
            Event::ControlChanged {
                player: actor,
                controller: planner,
                cause: ControlCause::Timeouts
            },
        ]
    );
    events.iter().for_each(|e| game.apply(e));
    let shown = view(&game, Viewer::Spectator);
    let seat = shown.players.iter().find(|p| p.color == actor).expect("seated");
    assert_eq!(seat.controller, planner);
    assert!(game.is_contending(actor), "a bot clock never forfeits");
    // The seat's user takes it back; a second identical change is nothing.
    let back = game.change_control(actor, Controller::Human, ControlCause::Reclaim).expect("back");
    back.iter().for_each(|e| game.apply(e));
    assert_eq!(game.player(actor).map(|p| p.controller), Some(Controller::Human));
    assert_eq!(game.change_control(actor, Controller::Human, ControlCause::Reclaim), None);
    let json = serde_json::to_string(&back).expect("serialises");
    assert!(json.contains(r#""controller":{"kind":"human"},"cause":"reclaim""#), "{json}");
    let json = serde_json::to_string(&events[1]).expect("serialises");
    assert!(json.contains(r#""controller":{"kind":"bot","level":"planner"}"#), "{json}");
}
