//! The scheduler's use cases on TEG II games (T2-SEC-5, SVC-CLOCK,
//! SVC-BOTS): a timed-out step takes the rules' default, a commit window
//! keeps the others' deadline, the k-th timeout forfeits, a bot clock's bot
//! places and reveals for its person, and an operator's bot hands back.

use super::clock_tests::*;
use super::tests::{TestPorts, block_on, ports, user};
use super::*;
use crate::ports::{SeatPick, TurnClock};
use crate::shared::{BotLevel, ControlCause, Controller, OnTimeout};

impl Loaded {
    fn teg2(&self) -> Option<&crate::teg2::Game> {
        self.0.teg2().and_then(crate::teg2::Hosted::game)
    }
}

/// The clock's timeouts in a TEG II game's log.
fn timed_out_events(p: &TestPorts, id: &GameId) -> usize {
    teg2_log(p, id).iter().filter(|e| matches!(e, crate::teg2::Logged::Teg2TimedOut { .. })).count()
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
