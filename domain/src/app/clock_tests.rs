//! The scheduler's use cases over the in-memory ports and a manual clock
//! (SVC-CLOCK, SVC-BOTS): deadlines planned per step, timeouts applied once
//! and replayed exactly, seats handed to bots and reclaimed, games of bots
//! that finish by themselves.

use super::tests::{TestPorts, block_on, ports, user};
use super::*;
use crate::ports::{DueGame, SeatPick, TurnClock};
use crate::rules::{BotLevel, Command, ControlCause, Controller, Event, Game, OnTimeout};

const START_MS: i64 = 1_700_000_000_000;

fn clock(on_timeout: OnTimeout, max_timeouts: u32) -> TurnClock {
    TurnClock { turn_seconds: 60, on_timeout, max_timeouts }
}

/// A started game of ana (red) and beto (blue) under `clock`, plus `bots`.
fn clocked(
    p: &TestPorts,
    clock: Option<TurnClock>,
    bots: Vec<(Option<Color>, BotLevel)>,
) -> GameId {
    let id = GameId("clocked".to_owned());
    block_on(async {
        let table = NewTable {
            color: Some(Color::Red),
            clock,
            bots,
            ..NewTable::plain(RulesetId::Revancha, 3, Options::default())
        };
        let meta = p.create_table(id.clone(), user("ana"), table).await.unwrap();
        if meta.seats.len() < meta.max_players {
            p.join_game(&id, user("beto"), Some(Color::Blue)).await.unwrap();
        }
        p.start_game(&id, &user("ana")).await.unwrap();
    });
    id
}

/// What the scheduler finds due now, handled one by one as it would.
fn tick(p: &TestPorts) -> Vec<Handled> {
    block_on(async {
        let now = p.clock.now_ms();
        let mut done = Vec::new();
        for due in p.store.due_games(now, 100, true).await.unwrap() {
            if p.store.claim_due(&due, now, now + 30_000).await.unwrap() {
                done.push(p.run_due(&due).await.unwrap());
            }
        }
        done
    })
}

/// A stored game as the tests read it: a Risk-like game's state through
/// `Deref`, a TEG II game's through `teg2()`.
struct Loaded(crate::game::Game);

impl Loaded {
    fn teg2(&self) -> Option<&crate::teg2::Game> {
        self.0.teg2().and_then(crate::teg2::Hosted::game)
    }
    fn version(&self) -> u64 {
        self.0.version()
    }
    fn is_finished(&self) -> bool {
        self.0.is_finished()
    }
}

impl std::ops::Deref for Loaded {
    type Target = Game;
    fn deref(&self) -> &Game {
        self.0.risk().expect("a Risk-like game")
    }
}

fn state(p: &TestPorts, id: &GameId) -> (GameMeta, Loaded) {
    block_on(async {
        let loaded = p.store.load(id).await.unwrap();
        let game = Loaded(loaded.state());
        (loaded.meta, game)
    })
}

/// The clock's timeouts in the game's log, of either family.
fn timed_out_events(p: &TestPorts, id: &GameId) -> usize {
    block_on(p.store.events_since(id, 0))
        .unwrap()
        .iter()
        .filter(|e| {
            matches!(
                e,
                crate::game::Event::Risk(Event::TimedOut { .. })
                    | crate::game::Event::Teg2(crate::teg2::Logged::Teg2TimedOut { .. })
            )
        })
        .count()
}

/// A TEG II game's own log entries (its seat events included).
fn teg2_log(p: &TestPorts, id: &GameId) -> Vec<crate::teg2::Logged> {
    block_on(p.store.events_since(id, 0))
        .unwrap()
        .into_iter()
        .filter_map(|e| match e {
            crate::game::Event::Teg2(l) => Some(l),
            crate::game::Event::Risk(_) => None,
        })
        .collect()
}

/// TEG II's first seat, ana's (a number, with no colour).
const ANA: crate::shared::SeatKey = crate::shared::SeatKey { seat: 0, color: None };

fn log(p: &TestPorts, id: &GameId) -> Vec<Event> {
    block_on(p.store.events_since(id, 0))
        .unwrap()
        .iter()
        .filter_map(|e| e.risk().cloned())
        .collect()
}

#[test]
fn svc_clock_a_started_game_gets_a_deadline_one_period_away_for_its_first_actor() {
    let p = ports();
    let id = clocked(&p, Some(clock(OnTimeout::Pass, 3)), Vec::new());
    let (meta, _) = state(&p, &id);
    assert_eq!(meta.deadline_ms, Some(START_MS + 60_000));
    assert!(tick(&p).is_empty(), "nothing is due before the deadline");
}

#[test]
fn svc_clock_a_passed_deadline_times_the_step_out_once_and_the_next_actor_gets_a_new_period() {
    let p = ports();
    let id = clocked(&p, Some(clock(OnTimeout::Pass, 3)), Vec::new());
    let (_, before) = state(&p, &id);
    let first = before.phase().actor().unwrap();
    p.clock.advance(60_000);
    assert_eq!(tick(&p), vec![Handled::Timeout]);
    assert!(tick(&p).is_empty(), "a timeout is applied once");
    let (meta, after) = state(&p, &id);
    assert_eq!(timed_out_events(&p, &id), 1);
    assert_ne!(after.phase().actor(), Some(first), "the step was completed (SVC-CLOCK pass)");
    assert_eq!(meta.deadline_ms, Some(START_MS + 120_000));
    // The log replays to the live state.
    let mut replayed = Game::default();
    for e in log(&p, &id) {
        replayed.apply(&e);
    }
    assert_eq!(&replayed, &*after);
}

#[test]
fn svc_clock_a_players_own_action_does_not_extend_the_deadline() {
    let p = ports();
    let id = clocked(&p, Some(clock(OnTimeout::Pass, 3)), Vec::new());
    let (_, game) = state(&p, &id);
    let actor = game.phase().actor().unwrap();
    let who = if actor == Color::Red { user("ana") } else { user("beto") };
    p.clock.advance(10_000);
    let (_, legal) = block_on(p.legal_actions(&id, &who)).unwrap();
    let place = legal
        .iter()
        .find(|c| matches!(c, Command::Place { armies: 1, .. }))
        .expect("a placement of one army");
    block_on(p.act(&id, &who, &place.clone().into(), None)).unwrap();
    let (meta, after) = state(&p, &id);
    assert_eq!(after.phase().actor(), Some(actor), "still placing");
    assert_eq!(meta.deadline_ms, Some(START_MS + 60_000));
}

#[test]
fn svc_clock_k_pass_timeouts_in_a_row_forfeit_the_player() {
    let p = ports();
    let id = clocked(&p, Some(clock(OnTimeout::Pass, 2)), Vec::new());
    for _ in 0..20 {
        p.clock.advance(60_000);
        tick(&p);
        let (_, game) = state(&p, &id);
        if game.is_finished() {
            break;
        }
    }
    let (meta, game) = state(&p, &id);
    assert!(game.is_finished(), "with both players timing out, one forfeits and the other wins");
    assert_eq!(meta.status, GameStatus::Finished);
    assert!(log(&p, &id).iter().any(|e| matches!(e, Event::PlayerForfeited { .. })));
}

#[test]
fn svc_clock_k_bot_timeouts_hand_the_seat_to_its_bot_and_reclaim_gives_it_back() {
    let p = ports().with_bot_delay(0);
    let id = clocked(&p, Some(clock(OnTimeout::Bot, 1)), Vec::new());
    let (_, game) = state(&p, &id);
    let actor = game.phase().actor().unwrap();
    p.clock.advance(60_000);
    assert_eq!(tick(&p), vec![Handled::Timeout]);
    let (_, game) = state(&p, &id);
    assert_eq!(
        game.player(actor).unwrap().controller,
        Controller::Bot { level: BotLevel::Greedy },
        "SVC-CLOCK: at K timeouts the seat's bot takes over"
    );
    // The bot plays on its own, with no more timeouts.
    assert!(tick(&p).contains(&Handled::Bot));
    let who = if actor == Color::Red { user("ana") } else { user("beto") };
    let reclaimed = block_on(p.reclaim_seat(&id, &who)).unwrap();
    assert!(reclaimed.events.iter().any(|e| matches!(
        e.risk(),
        Some(Event::ControlChanged {
            controller: Controller::Human,
            cause: crate::rules::ControlCause::Reclaim,
            ..
        })
    )));
    let (_, game) = state(&p, &id);
    assert_eq!(game.player(actor).unwrap().controller, Controller::Human);
    assert_eq!(block_on(p.reclaim_seat(&id, &who)).unwrap_err(), AppError::NothingToReclaim);
}

#[test]
fn svc_bots_a_game_of_bots_only_finishes_by_itself() {
    let p = ports().with_bot_delay(0);
    let id = GameId("bots".to_owned());
    block_on(async {
        let table = NewTable {
            bots: vec![(Some(Color::Red), BotLevel::Greedy), (Some(Color::Blue), BotLevel::Random)],
            ..NewTable::plain(RulesetId::Revancha, 2, Options::default())
        };
        let meta = p.create_table(id.clone(), user("ana"), table).await.unwrap();
        assert!(meta.seat_of(&user("ana")).is_none(), "the creator watches a table of bots");
        p.start_game(&id, &user("ana")).await.unwrap();
    });
    for _ in 0..100_000 {
        if tick(&p).is_empty() {
            break;
        }
    }
    let (meta, game) = state(&p, &id);
    assert!(game.is_finished());
    assert_eq!(meta.status, GameStatus::Finished);
    assert!(tick(&p).is_empty(), "a finished game is never due");
}

#[test]
fn svc_bots_an_operator_puts_a_bot_in_a_seat_with_an_audited_reason() {
    let p = ports().with_bot_delay(0);
    let id = clocked(&p, None, Vec::new());
    let operator = user("op");
    assert_eq!(
        block_on(p.seat_bot(&operator, &id, SeatPick::Color(Color::Blue), BotLevel::Planner, " "))
            .unwrap_err(),
        AppError::ReasonRequired
    );
    block_on(p.seat_bot(
        &operator,
        &id,
        SeatPick::Color(Color::Blue),
        BotLevel::Planner,
        "left the table",
    ))
    .unwrap();
    let audited = p.store.audited();
    assert_eq!(audited.last().unwrap().action, "seat_bot");
    assert_eq!(audited.last().unwrap().target_id, "clocked:blue");
    let (_, game) = state(&p, &id);
    assert_eq!(
        game.player(Color::Blue).unwrap().controller,
        Controller::Bot { level: BotLevel::Planner }
    );
    // Blue's bot plays whenever blue must act; red, without a clock, is
    // never hurried.
    for _ in 0..500 {
        let (_, game) = state(&p, &id);
        if game.phase().actor() == Some(Color::Red) {
            break;
        }
        assert!(!tick(&p).is_empty(), "blue's bot must be due while blue acts");
    }
    let (_, game) = state(&p, &id);
    assert_eq!(game.phase().actor(), Some(Color::Red));
    assert!(tick(&p).is_empty());
}

#[test]
fn svc_clock_a_plan_lost_in_a_crash_is_made_again() {
    let p = ports();
    let id = clocked(&p, Some(clock(OnTimeout::Pass, 3)), Vec::new());
    // A commit whose plan was never written: the stored version moves on
    // without `set_due`.
    block_on(async {
        let (_, game) = state(&p, &id);
        let actor = game.phase().actor().unwrap();
        let who = if actor == Color::Red { user("ana") } else { user("beto") };
        let (_, legal) = p.legal_actions(&id, &who).await.unwrap();
        let seed = game.seed().unwrap();
        let mut rng = crate::SeededRandomness::for_version(&seed, game.version());
        let events = game.decide(actor, &legal[0], &mut rng).unwrap();
        p.store.append(&id, game.version(), &crate::game::risk_events(events), None).await.unwrap();
    });
    p.clock.advance(1_000);
    let due = block_on(p.store.due_games(p.clock.now_ms(), 10, true)).unwrap();
    assert_eq!(due, vec![DueGame { id: id.clone(), version: None, due_at_ms: p.clock.now_ms() }]);
    assert_eq!(tick(&p), vec![Handled::Replanned]);
    let (meta, _) = state(&p, &id);
    assert_eq!(meta.deadline_ms, Some(START_MS + 1_000 + 60_000));
}

#[test]
fn svc_clock_a_clock_outside_its_bounds_is_refused() {
    let p = ports();
    for bad in [
        TurnClock { turn_seconds: 4, on_timeout: OnTimeout::Pass, max_timeouts: 3 },
        TurnClock { turn_seconds: 604_801, on_timeout: OnTimeout::Pass, max_timeouts: 3 },
        TurnClock { turn_seconds: 60, on_timeout: OnTimeout::Bot, max_timeouts: 0 },
        TurnClock { turn_seconds: 60, on_timeout: OnTimeout::Bot, max_timeouts: 101 },
    ] {
        let table = NewTable {
            clock: Some(bad),
            ..NewTable::plain(RulesetId::Revancha, 2, Options::default())
        };
        let made = block_on(p.create_table(GameId("bad".to_owned()), user("ana"), table));
        assert_eq!(made.unwrap_err(), AppError::BadClock);
    }
}

#[test]
fn svc_notify_a_persons_turn_is_announced_once_when_it_begins_with_its_deadline() {
    let p = ports();
    let id = clocked(&p, Some(clock(OnTimeout::Pass, 3)), Vec::new());
    let (_, game) = state(&p, &id);
    let actor = game.phase().actor().unwrap();
    let who = if actor == Color::Red { user("ana") } else { user("beto") };
    let notices = p.store.notices();
    assert_eq!(notices.len(), 1, "the start announces the first actor: {notices:?}");
    assert_eq!((notices[0].seat.color, &notices[0].user), (Some(actor), &who));
    assert_eq!(notices[0].deadline_ms, Some(START_MS + 60_000));
    assert_eq!(block_on(p.turn_now(&id)).unwrap(), Some(notices[0].clone()));

    // Acting within the step announces nothing new.
    let (_, legal) = block_on(p.legal_actions(&id, &who)).unwrap();
    let place = legal.iter().find(|c| matches!(c, Command::Place { armies: 1, .. })).unwrap();
    block_on(p.act(&id, &who, &place.clone().into(), None)).unwrap();
    assert_eq!(p.store.notices().len(), 1);

    // The timeout hands the step to the other player, who is announced.
    p.clock.advance(60_000);
    assert_eq!(tick(&p), vec![Handled::Timeout]);
    let notices = p.store.notices();
    assert_eq!(notices.len(), 2);
    assert_ne!(notices[1].seat.color, Some(actor));
    assert_eq!(notices[1].deadline_ms, Some(START_MS + 120_000));
}

#[test]
fn svc_notify_a_seat_a_bot_plays_is_never_announced() {
    let p = ports();
    clocked(
        &p,
        None,
        vec![(Some(Color::Blue), BotLevel::Random), (Some(Color::Green), BotLevel::Random)],
    );
    // Play the bots' moves until a person must act, or the game ends.
    for _ in 0..2_000 {
        p.clock.advance(DEFAULT_BOT_DELAY_MS.unsigned_abs());
        if tick(&p).is_empty() {
            break;
        }
    }
    let notices = p.store.notices();
    assert!(!notices.is_empty(), "ana's turn came");
    assert!(
        notices.iter().all(|n| n.seat.color == Some(Color::Red) && n.user == user("ana")),
        "{notices:?}"
    );
    assert_eq!(notices[0].deadline_ms, None, "no clock, no deadline");
}

fn account(id: &str, role: crate::ports::Role) -> crate::ports::User {
    crate::ports::User {
        id: user(id),
        username: id.to_owned(),
        display_name: id.to_owned(),
        password_hash: None,
        role,
        guest: false,
        banned: false,
        muted: false,
        banned_until: None,
        muted_until: None,
        created_at_ms: START_MS,
    }
}

#[test]
fn a_time_limited_ban_is_over_at_its_until_and_the_sweep_lifts_it_with_an_audit_entry() {
    use crate::ports::memory::InMemoryUserStore;
    use crate::ports::{Role, UserStore as _};
    let p = ports();
    let users = InMemoryUserStore::new();
    block_on(async {
        users.insert(account("op", Role::Operator)).await.unwrap();
        users.insert(account("troll", Role::Player)).await.unwrap();
        let until = p.clock.now_ms() + 60_000;
        let banned = p
            .moderate_user(
                &users,
                &user("op"),
                &user("troll"),
                UserAction::Ban,
                "spam",
                Some(until),
            )
            .await
            .unwrap();
        assert!(banned.is_banned(p.clock.now_ms()));
        // A past `until`, or one for a lift, is refused.
        let past = Some(p.clock.now_ms() - 1);
        let refused =
            p.moderate_user(&users, &user("op"), &user("troll"), UserAction::Mute, "x", past).await;
        assert_eq!(refused.unwrap_err(), AppError::BadUntil);
        let refused = p
            .moderate_user(&users, &user("op"), &user("troll"), UserAction::Unban, "x", Some(until))
            .await;
        assert_eq!(refused.unwrap_err(), AppError::BadUntil);

        assert!(p.lift_expired_sanctions(&users, 10).await.unwrap().is_empty(), "not yet");
        p.clock.advance(60_000);
        let stored = users.by_id(&user("troll")).await.unwrap().unwrap();
        assert!(!stored.is_banned(p.clock.now_ms()), "over at its until, before the sweep");
        assert_eq!(p.lift_expired_sanctions(&users, 10).await.unwrap(), vec![user("troll")]);
        let lifted = users.by_id(&user("troll")).await.unwrap().unwrap();
        assert!(!lifted.banned && lifted.banned_until.is_none());
        let audit = users.audited();
        let last = audit.last().unwrap();
        assert_eq!((last.action.as_str(), last.actor.0.as_str()), ("unban", "system"));
        assert!(audit[0].reason.starts_with("spam (until "), "{}", audit[0].reason);
        assert!(p.lift_expired_sanctions(&users, 10).await.unwrap().is_empty(), "once");
    });
}

/// A started TEG II game of ana, beto and ciro under a `pass` clock that
/// forfeits nobody.
fn teg2_clocked(p: &TestPorts, level: crate::teg2::PlayLevel) -> GameId {
    teg2_under(p, level, clock(OnTimeout::Pass, TurnClock::MAX_TIMEOUTS))
}

/// A started TEG II game of ana, beto and ciro under `clock`.
fn teg2_under(p: &TestPorts, level: crate::teg2::PlayLevel, clock: TurnClock) -> GameId {
    let id = GameId("teg2-clocked".to_owned());
    block_on(async {
        let options = Options {
            teg2: Some(crate::teg2::Teg2Options { level, ..crate::teg2::Teg2Options::default() }),
            ..Options::default()
        };
        let table =
            NewTable { clock: Some(clock), ..NewTable::plain(crate::game::Kind::Teg2, 3, options) };
        // TEG II's seats are numbers: ana 0, beto 1, ciro 2.
        p.create_table(id.clone(), user("ana"), table).await.unwrap();
        p.join_game(&id, user("beto"), None).await.unwrap();
        p.join_game(&id, user("ciro"), None).await.unwrap();
        p.start_game(&id, &user("ana")).await.unwrap();
    });
    id
}

#[test]
fn t2_sec_5_a_teg2_step_that_times_out_takes_the_rules_default_and_the_next_gets_a_new_period() {
    let p = ports();
    let id = teg2_clocked(&p, crate::teg2::PlayLevel::Basic);
    let (meta, _) = state(&p, &id);
    assert_eq!(meta.deadline_ms, Some(START_MS + 60_000), "the USA's first placement has a period");
    assert!(tick(&p).is_empty(), "nothing is due before the deadline");
    p.clock.advance(60_000);
    assert_eq!(tick(&p), [Handled::Timeout]);
    let (meta, game) = state(&p, &id);
    let teg2 = game.teg2().unwrap();
    assert_eq!(teg2.tables[0].tokens[0].len(), 1, "the USA's token was placed by default");
    assert!(teg2.tables[0].tokens[0][0].by_default.is_some());
    assert_eq!(
        meta.deadline_ms,
        Some(START_MS + 120_000),
        "the USSR's placement has its own period"
    );
    assert!(tick(&p).is_empty(), "a timeout happens once");
}

#[test]
fn t2_sec_5_a_teg2_game_nobody_plays_ends_by_defaults_alone_with_a_score_table() {
    let p = ports();
    let id = teg2_clocked(&p, crate::teg2::PlayLevel::Medium);
    for _ in 0..2_000 {
        if state(&p, &id).1.is_finished() {
            break;
        }
        p.clock.advance(60_000);
        tick(&p);
    }
    let (meta, game) = state(&p, &id);
    assert!(game.is_finished(), "the war ended");
    assert_eq!(meta.status, GameStatus::Finished);
    assert_eq!(game.teg2().and_then(|t| t.scores.as_ref()).map(|s| s.seats.len()), Some(3));
}

#[test]
fn t2_sec_5_in_a_commit_window_one_commitment_keeps_the_others_deadline_and_the_reveal_gets_a_new_one()
 {
    let p = ports();
    let id = teg2_clocked(&p, crate::teg2::PlayLevel::Basic);
    // Defaults up to the first attack turn (placements, reveals, incorporations).
    for _ in 0..200 {
        let (_, game) = state(&p, &id);
        if game.teg2().is_some_and(|t| matches!(t.tables[0].step, crate::teg2::Step::Attack { .. }))
        {
            break;
        }
        p.clock.advance(60_000);
        tick(&p);
    }
    let (meta, game) = state(&p, &id);
    let teg2 = game.teg2().unwrap();
    // By default everyone put their units on their token regions; find a
    // region where the USA can attack.
    let attack =
        teg2.legal(0).into_iter().find(|l| matches!(l, crate::teg2::Legal::Announce { .. }));
    // Defaults put every power's tokens, then units, on the table's first
    // regions, so the USA shares a region with someone.
    let Some(crate::teg2::Legal::Announce { region, opponent, .. }) = attack else {
        panic!("no combat to announce")
    };
    let usa = meta.seats[0].user.clone();
    let act = |who: &UserId, command: crate::teg2::Command| {
        block_on(p.act(&id, who, &crate::game::Command::teg2(command), None)).unwrap();
    };
    use crate::teg2::{Command as T, Power};
    act(&usa, T::Announce { power: Power::Usa, region, opponent });
    act(&usa, T::Reinforce { power: Power::Usa, moves: vec![] });
    let other = meta.seats[opponent.index()].user.clone();
    act(&other, T::Reinforce { power: opponent, moves: vec![] });
    let window = match &state(&p, &id).1.teg2().unwrap().tables[0].step {
        crate::teg2::Step::Attack { phase: crate::teg2::Phase::Combat(c), .. } => c.window.clone(),
        _ => panic!("a combat"),
    };
    let (opened, _) = state(&p, &id);
    p.clock.advance(30_000);
    let nonce = "cd".repeat(16);
    let split = state(&p, &id).1.teg2().unwrap().default_split(0, 0).unwrap().to_string();
    act(
        &usa,
        T::CommitSplit {
            power: Power::Usa,
            commitment: crate::teg2::secret::commitment(
                "teg2-clocked",
                &window,
                "usa",
                &split,
                &nonce,
            ),
        },
    );
    assert_eq!(
        state(&p, &id).0.deadline_ms,
        opened.deadline_ms,
        "the defender's deadline did not move"
    );
    p.clock.advance(30_000);
    assert_eq!(tick(&p), [Handled::Timeout], "the defender never committed: its default");
    let (meta, _) = state(&p, &id);
    assert_eq!(
        meta.deadline_ms,
        Some(p.clock.now_ms() + 60_000),
        "the reveal has a period of its own"
    );
    act(&usa, T::RevealSplit { power: Power::Usa, split, nonce });
    let game = state(&p, &id).1;
    assert!(
        game.teg2().unwrap().journal.iter().any(|r| matches!(
            r,
            crate::teg2::Record::CombatFought { defaulted: [false, true], .. }
        ))
    );
}

#[test]
fn svc_forfeit_a_forfeited_teg2_player_takes_every_default_at_once_and_the_game_goes_on_t2_sec_5() {
    let p = ports();
    let id = teg2_clocked(&p, crate::teg2::PlayLevel::Basic);
    for seat in [1, 2] {
        block_on(p.forfeit_player(&user("op"), &id, SeatPick::Seat(seat), "left the table"))
            .unwrap();
    }
    let again = block_on(p.forfeit_player(&user("op"), &id, SeatPick::Seat(1), "again"));
    assert_eq!(again.unwrap_err(), AppError::NotInPlay(SeatPick::Seat(1)), "once");
    // Only ana plays, from her legal actions; the others' steps default in
    // the same batches, so the game never waits on them.
    let mut memory = crate::teg2::bot::Memory::default();
    let mut rng = crate::rng::SeededRandomness::for_version(&crate::rng::Seed([4; 32]), 0);
    for _ in 0..5_000 {
        let (_, game) = state(&p, &id);
        if game.is_finished() {
            break;
        }
        let teg2 = game.teg2().unwrap();
        let player = 0;
        assert!(
            teg2.duties().iter().all(|(s, _)| teg2.seats[usize::from(*s)].player == player),
            "the game waits on ana alone"
        );
        let seen = crate::teg2::bot::Seen::of(teg2, player);
        let command = crate::teg2::bot::random_command(&seen, &mut rng, &mut memory).unwrap();
        block_on(p.act(&id, &user("ana"), &crate::game::Command::teg2(command), None)).unwrap();
    }
    let (meta, game) = state(&p, &id);
    assert!(game.is_finished() && meta.status == GameStatus::Finished);
    assert_eq!(
        game.teg2().and_then(|t| t.scores.as_ref()).map(|s| s.seats.len()),
        Some(3),
        "everyone scores"
    );
}

/// A person places an objective token of their own (T2-OBJ-3), with the
/// commitment a client computes.
fn place_own(p: &TestPorts, id: &GameId, who: &str, player: u8, kind: &str) {
    let (_, game) = state(p, id);
    let teg2 = game.teg2().unwrap();
    let Some(crate::teg2::Legal::PlaceObjective { power, regions, window }) =
        teg2.legal(player).into_iter().next()
    else {
        panic!("{who} places now")
    };
    let commitment = crate::teg2::secret::commitment(
        "teg2-clocked",
        &window,
        power.slug(),
        kind,
        &"ef".repeat(16),
    );
    let command =
        crate::teg2::Command::PlaceObjective { power, region: regions[0].clone(), commitment };
    block_on(p.act(id, &user(who), &crate::game::Command::teg2(command), None)).unwrap();
}

#[test]
fn t2_sec_5_the_kth_timeout_in_a_row_forfeits_and_a_command_of_ones_own_starts_the_count_again() {
    let p = ports();
    let id = teg2_under(&p, crate::teg2::PlayLevel::Basic, clock(OnTimeout::Pass, 2));
    let usa_timeouts = |p: &TestPorts| state(p, &id).1.teg2().unwrap().timeouts[0];
    // The others place in their turn (T2-OBJ-3) until the USA's is next.
    let others_until_the_usa = |p: &TestPorts| {
        for _ in 0..10 {
            let (_, game) = state(p, &id);
            let teg2 = game.teg2().unwrap();
            match teg2.placing(0) {
                Some(0) | None => return,
                Some(seat) => {
                    let player = teg2.seats[usize::from(teg2.tables[0].seats[seat])].player;
                    place_own(
                        p,
                        &id,
                        ["ana", "beto", "ciro"][usize::from(player)],
                        player,
                        "control_5",
                    );
                }
            }
        }
    };
    // The USA lets its first placement time out: one in a row.
    p.clock.advance(60_000);
    assert_eq!(tick(&p), [Handled::Timeout]);
    assert_eq!(usa_timeouts(&p), 1);
    others_until_the_usa(&p);
    // Its own placement clears the count.
    place_own(&p, &id, "ana", 0, "intervention_4");
    assert_eq!(usa_timeouts(&p), 0, "a command of one's own starts again from zero");
    for n in 1..=2 {
        others_until_the_usa(&p);
        p.clock.advance(60_000);
        assert_eq!(tick(&p), [Handled::Timeout]);
        assert_eq!(usa_timeouts(&p), n);
    }
    // The second in a row forfeits: every later step of the USA's defaults at once.
    let (meta, game) = state(&p, &id);
    let teg2 = game.teg2().unwrap();
    assert_eq!(teg2.forfeited, [0], "the USA is out of play (SVC-FORFEIT)");
    assert!(teg2.duties().iter().all(|(s, _)| *s != 0), "nothing waits on the USA");
    assert_eq!(timed_out_events(&p, &id), 3);
    use crate::teg2::Logged;
    assert!(matches!(
        teg2_log(&p, &id).iter().rev().find(|e| matches!(e, Logged::Teg2TimedOut { .. })),
        Some(Logged::Teg2TimedOut { player: 0, in_a_row: 2, then: OnTimeout::Pass })
    ));
    assert_eq!(meta.status, GameStatus::Playing, "the others play on");
}

#[test]
fn t2_sec_5_under_a_bot_clock_the_seats_bot_places_for_a_timed_out_person_and_reveals_it_itself() {
    let p = ports();
    let id = teg2_under(&p, crate::teg2::PlayLevel::Basic, clock(OnTimeout::Bot, 100));
    // Nobody places: each timeout hands the placement to the seat's bot.
    for _ in 0..40 {
        let (_, game) = state(&p, &id);
        if !matches!(game.teg2().unwrap().tables[0].step, crate::teg2::Step::Placement) {
            break;
        }
        p.clock.advance(60_000);
        tick(&p);
    }
    let (_, game) = state(&p, &id);
    let tokens = &game.teg2().unwrap().tables[0].tokens;
    assert!(tokens.iter().flatten().count() == 15, "every token placed");
    assert!(
        tokens.iter().flatten().all(|k| k.by_default.is_none()),
        "placed by the bots with commitments, not by default"
    );
    // The reveal opens: the bots reveal what they committed without waiting
    // for anyone's deadline.
    let mut timeouts_before = timed_out_events(&p, &id);
    for _ in 0..20 {
        let (_, game) = state(&p, &id);
        if game.teg2().unwrap().tables[0].tokens.iter().flatten().all(|k| k.kind.is_some()) {
            break;
        }
        p.clock.advance(1_000);
        let handled = tick(&p);
        assert!(!handled.contains(&Handled::Timeout), "no reveal waited for its deadline");
        timeouts_before = timeouts_before.max(timed_out_events(&p, &id));
    }
    let (_, game) = state(&p, &id);
    let teg2 = game.teg2().unwrap();
    let tokens: Vec<_> = teg2.tables[0].tokens.iter().flatten().collect();
    assert!(tokens.iter().all(|k| k.kind.is_some()), "published");
    assert!(
        tokens.iter().all(|k| matches!(k.secret, crate::teg2::secret::Secret::Revealed { .. })),
        "every kind revealed against its commitment, none defaulted"
    );
    assert_eq!(timed_out_events(&p, &id), timeouts_before);
    assert_eq!(teg2.timeouts, [5, 5, 5], "the bots' reveals are not the people's own commands");
}

#[test]
fn svc_bots_an_operator_hands_a_teg2_seat_to_a_bot_and_its_person_reclaims_it_t2_sec_5() {
    let p = ports().with_bot_delay(0);
    let id = teg2_under(&p, crate::teg2::PlayLevel::Basic, clock(OnTimeout::Pass, 100));
    let operator = user("op");
    block_on(p.seat_bot(&operator, &id, SeatPick::Seat(0), BotLevel::Random, "left the table"))
        .unwrap();
    let (_, game) = state(&p, &id);
    assert_eq!(game.0.controller(ANA), Some(Controller::Bot { level: BotLevel::Random }));
    assert_eq!(game.teg2().unwrap().bots[0], Some(crate::teg2::bot::Teg2Bot::Random));
    // The USA's placement is the bot's at once, before any deadline.
    assert_eq!(tick(&p), [Handled::Bot]);
    let (_, game) = state(&p, &id);
    let usa_tokens = &game.teg2().unwrap().tables[0].tokens[0];
    assert_eq!(usa_tokens.len(), 1, "the bot placed the USA's token");
    assert!(usa_tokens[0].by_default.is_none(), "with a commitment, not by default");
    assert_eq!(game.teg2().unwrap().timeouts[0], 0, "no timeout");
    // Its person takes the seat back.
    block_on(p.reclaim_seat(&id, &user("ana"))).unwrap();
    let (_, game) = state(&p, &id);
    assert_eq!(game.0.controller(ANA), Some(Controller::Human));
    assert_eq!(
        block_on(p.reclaim_seat(&id, &user("ana"))).unwrap_err(),
        AppError::NothingToReclaim
    );
}

#[test]
fn t2_sec_5_under_a_bot_clock_the_kth_timeout_in_a_row_hands_the_seat_to_its_bot_for_good() {
    let p = ports().with_bot_delay(0);
    let id = teg2_under(&p, crate::teg2::PlayLevel::Basic, clock(OnTimeout::Bot, 1));
    p.clock.advance(60_000);
    assert_eq!(tick(&p), [Handled::Timeout]);
    let (_, game) = state(&p, &id);
    assert_eq!(
        game.0.controller(ANA),
        Some(Controller::Bot { level: BotLevel::Greedy }),
        "the first timeout of one allowed hands the seat over"
    );
    assert!(teg2_log(&p, &id).iter().any(|e| matches!(
        e,
        crate::teg2::Logged::Teg2ControlChanged { player: 0, cause: ControlCause::Timeouts, .. }
    )));
    assert!(game.teg2().unwrap().forfeited.is_empty(), "handed over, not forfeited");
    assert_eq!(game.teg2().unwrap().tables[0].tokens[0].len(), 1, "and the bot placed the token");
}
