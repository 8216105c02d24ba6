//! The scheduler's use cases over the in-memory ports and a manual clock
//! (SVC-CLOCK, SVC-BOTS): deadlines planned per step, timeouts applied once
//! and replayed exactly, seats handed to bots and reclaimed, games of bots
//! that finish by themselves.

use super::tests::{TestPorts, block_on, ports, user};
use super::*;
use crate::ports::{DueGame, ScheduleStore as _, SeatPick, TurnClock};
use crate::rules::{Command, Event, Game};
use crate::shared::{BotLevel, Controller, OnTimeout};

pub(super) const START_MS: i64 = 1_700_000_000_000;

pub(super) fn clock(on_timeout: OnTimeout, max_timeouts: u32) -> TurnClock {
    TurnClock { turn_seconds: 60, on_timeout, max_timeouts }
}

/// A started game of ana (red) and beto (blue) under `clock`, plus `bots`.
pub(super) fn clocked(
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
pub(super) fn tick(p: &TestPorts) -> Vec<Handled> {
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
/// `Deref` (a TEG II game's through `teg2()`, in `teg2_clock_tests`).
pub(super) struct Loaded(pub(super) crate::game::Game);

impl Loaded {
    pub(super) fn version(&self) -> u64 {
        self.0.version()
    }
    pub(super) fn is_finished(&self) -> bool {
        self.0.is_finished()
    }
}

impl std::ops::Deref for Loaded {
    type Target = Game;
    fn deref(&self) -> &Game {
        self.0.risk().expect("a Risk-like game")
    }
}

pub(super) fn state(p: &TestPorts, id: &GameId) -> (GameMeta, Loaded) {
    block_on(async {
        let loaded = p.store.load(id).await.unwrap();
        let game = Loaded(loaded.state());
        (loaded.meta, game)
    })
}

/// The clock's timeouts in a Risk-like game's log.
pub(super) fn timed_out_events(p: &TestPorts, id: &GameId) -> usize {
    log(p, id).iter().filter(|e| matches!(e, Event::TimedOut { .. })).count()
}

pub(super) fn log(p: &TestPorts, id: &GameId) -> Vec<Event> {
    block_on(p.store.events_since(id, 0))
        .unwrap()
        .iter()
        .filter_map(|e| e.risk().cloned())
        .collect()
}

/// The person seated at `color` in a [`clocked`] game: ana plays red,
/// beto blue.
pub(super) fn person(color: Color) -> UserId {
    if color == Color::Red { user("ana") } else { user("beto") }
}

/// Who is to act now: the colour, and its person.
pub(super) fn to_act(p: &TestPorts, id: &GameId) -> (Color, UserId) {
    let (_, game) = state(p, id);
    let actor = game.phase().actor().unwrap();
    (actor, person(actor))
}

/// `who` places one army, which does not end their step.
pub(super) fn place_one(p: &TestPorts, id: &GameId, who: &UserId) {
    let (_, legal) = block_on(p.legal_actions(id, who)).unwrap();
    let place = legal
        .iter()
        .find(|c| matches!(c, Command::Place { armies: 1, .. }))
        .expect("a placement of one army");
    block_on(p.act(id, who, &place.clone().into(), None)).unwrap();
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
    let (actor, who) = to_act(&p, &id);
    p.clock.advance(10_000);
    place_one(&p, &id, &who);
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
    let (actor, who) = to_act(&p, &id);
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
    let audited = p.store.audit.entries();
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
        let who = person(actor);
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
    let (actor, who) = to_act(&p, &id);
    let notices = p.store.notices();
    assert_eq!(notices.len(), 1, "the start announces the first actor: {notices:?}");
    assert_eq!((notices[0].seat.color, &notices[0].user), (Some(actor), &who));
    assert_eq!(notices[0].deadline_ms, Some(START_MS + 60_000));
    assert_eq!(block_on(p.turn_now(&id)).unwrap(), vec![notices[0].clone()]);

    // Acting within the step announces nothing new.
    place_one(&p, &id, &who);
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

pub(super) fn account(id: &str, role: crate::ports::Role) -> crate::ports::User {
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
        locale: None,
        unranked: false,
        origin: None,
        deleted_at_ms: None,
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
        let audit = users.audit.entries();
        let last = audit.last().unwrap();
        assert_eq!((last.action.as_str(), last.actor.0.as_str()), ("unban", "system"));
        assert!(audit[0].reason.starts_with("spam (until "), "{}", audit[0].reason);
        assert!(p.lift_expired_sanctions(&users, 10).await.unwrap().is_empty(), "once");
    });
}
