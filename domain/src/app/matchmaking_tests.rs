//! Quick match over the in-memory ports (SVC-MATCH): tables made of
//! compatible tickets, bots after a lone ticket's wait, a cancelled ticket
//! never matched, one waiting ticket per person, expiry.

use super::tests::{TestPorts, block_on, ports, user};
use super::*;
use crate::ports::{NoticeKind, Ticket, TicketStatus, TicketStore};
use crate::shared::BotLevel;

fn request(kind: crate::game::Kind, players: (usize, usize)) -> TicketRequest {
    let options = Options::requested(kind, &serde_json::Map::new()).unwrap();
    TicketRequest { kind, players, clock: None, options, rated: false, bots_after_ms: None }
}

fn open(p: &TestPorts, who: &str, request: TicketRequest) -> Ticket {
    block_on(p.open_ticket(format!("t-{who}"), user(who), false, request)).unwrap()
}

fn status(p: &TestPorts, who: &str) -> TicketStatus {
    block_on(p.ticket_of(&format!("t-{who}"), &user(who))).unwrap().status
}

fn game_of(p: &TestPorts, who: &str) -> GameId {
    match status(p, who) {
        TicketStatus::Matched(g) => g,
        other => panic!("{who}'s ticket is {other:?}"),
    }
}

#[test]
fn svc_match_six_tickets_of_two_sizes_make_a_table_of_four_and_one_of_two_started() {
    let p = ports();
    let classic = RulesetId::Classic.into();
    for who in ["a", "b", "c", "d"] {
        open(&p, who, request(classic, (4, 4)));
        p.clock.advance(10);
    }
    for who in ["e", "f"] {
        open(&p, who, request(classic, (2, 2)));
    }
    let round = block_on(p.run_matchmaking()).unwrap();
    assert_eq!(round.games.len(), 2);
    let four = game_of(&p, "a");
    assert!(["b", "c", "d"].iter().all(|w| game_of(&p, w) == four));
    assert_eq!(game_of(&p, "e"), game_of(&p, "f"));
    assert_ne!(game_of(&p, "e"), four);
    let meta = block_on(p.store.meta(&four)).unwrap();
    assert_eq!(meta.status, GameStatus::Playing, "started at once");
    assert_eq!(meta.seats.len(), 4);
    assert!(meta.access.private, "a matched table is never listed");
    let found: Vec<_> = p
        .store
        .feed()
        .into_iter()
        .filter(|n| matches!(n.kind, NoticeKind::MatchFound { .. }))
        .map(|n| (n.user, n.game_id))
        .collect();
    assert_eq!(found.len(), 6, "each person told once");
    assert!(found.contains(&(user("a"), Some(four))));
    assert!(block_on(p.run_matchmaking()).unwrap().games.is_empty(), "nobody is matched twice");
}

#[test]
fn svc_match_a_lone_ticket_with_bots_after_starts_against_bots_of_a_level_near_its_rating() {
    let p = ports();
    let mut asked = request(RulesetId::Revancha.into(), (3, 4));
    asked.bots_after_ms = Some(5_000);
    open(&p, "ana", asked);
    assert!(block_on(p.run_matchmaking()).unwrap().games.is_empty(), "it waits for people first");
    p.clock.advance(5_000);
    let round = block_on(p.run_matchmaking()).unwrap();
    assert_eq!(round.games.len(), 1);
    let meta = block_on(p.store.meta(&game_of(&p, "ana"))).unwrap();
    assert_eq!(meta.status, GameStatus::Playing);
    let bots: Vec<BotLevel> = meta.seats.iter().filter_map(|s| s.bot).collect();
    // A newcomer's mean, 25, is nearest greedy's anchor.
    assert_eq!(bots, [BotLevel::Greedy, BotLevel::Greedy]);
}

#[test]
fn svc_match_a_cancelled_ticket_is_never_matched_and_a_matched_one_cannot_be_cancelled() {
    let p = ports();
    let duel = request(RulesetId::Revancha.into(), (2, 2));
    open(&p, "ana", duel.clone());
    let cancelled = block_on(p.cancel_ticket("t-ana", &user("ana"))).unwrap();
    assert_eq!(cancelled.status, TicketStatus::Cancelled);
    open(&p, "beto", duel.clone());
    assert!(block_on(p.run_matchmaking()).unwrap().games.is_empty(), "beto alone");
    open(&p, "caro", duel);
    block_on(p.run_matchmaking()).unwrap();
    assert_eq!(status(&p, "ana"), TicketStatus::Cancelled);
    assert_eq!(game_of(&p, "beto"), game_of(&p, "caro"));
    assert_eq!(block_on(p.cancel_ticket("t-beto", &user("beto"))), Err(AppError::TicketMatched));
    assert_eq!(
        block_on(p.ticket_of("t-beto", &user("ana"))),
        Err(AppError::TicketNotFound),
        "another's ticket is not found"
    );
}

#[test]
fn svc_match_one_waiting_ticket_per_person_guests_never_rated_and_old_tickets_expire() {
    let p = ports();
    let duel = request(RulesetId::Revancha.into(), (2, 2));
    open(&p, "ana", duel.clone());
    assert_eq!(
        block_on(p.open_ticket("t-2".into(), user("ana"), false, duel.clone())),
        Err(AppError::TicketOpen)
    );
    let rated = TicketRequest { rated: true, ..duel.clone() };
    assert_eq!(
        block_on(p.open_ticket("t-3".into(), user("guest"), true, rated)),
        Err(AppError::GuestNotRated)
    );
    let inverted = TicketRequest { players: (4, 3), ..duel };
    assert!(matches!(
        block_on(p.open_ticket("t-4".into(), user("x"), false, inverted)),
        Err(AppError::BadPlayers(_))
    ));
    let junior_six = request(RulesetId::Junior.into(), (5, 6));
    assert!(
        matches!(
            block_on(p.open_ticket("t-5".into(), user("y"), false, junior_six)),
            Err(AppError::BadPlayers(_))
        ),
        "Junior seats at most 4"
    );
    p.clock.advance(u64::try_from(TICKET_TTL_MS).unwrap() + 1);
    assert_eq!(block_on(p.run_matchmaking()).unwrap().expired, 1);
    assert_eq!(status(&p, "ana"), TicketStatus::Expired);
    assert!(block_on(p.store.waiting_tickets(10)).unwrap().is_empty());
}

#[test]
fn svc_fairplay_quick_match_seats_an_abandoner_with_a_reliable_person_only_after_a_wait() {
    use crate::ports::FairPlayStore as _;
    let p = ports();
    let gone = GameId("abandoned".to_owned());
    block_on(p.store.record_abandonment(&user("beto"), &gone, p.clock.now_ms())).unwrap();
    let classic = RulesetId::Classic.into();
    for who in ["ana", "beto"] {
        open(&p, who, request(classic, (2, 2)));
        p.clock.advance(10);
    }
    p.clock.advance(crate::matching::FILL_AFTER_MS.unsigned_abs());
    assert!(block_on(p.run_matchmaking()).unwrap().games.is_empty(), "Ana waits for her like");
    open(&p, "carla", request(classic, (2, 2)));
    assert_eq!(block_on(p.run_matchmaking()).unwrap().games.len(), 1);
    assert_eq!(game_of(&p, "ana"), game_of(&p, "carla"), "two reliable people meet");
    open(&p, "dario", request(classic, (2, 2)));
    assert!(block_on(p.run_matchmaking()).unwrap().games.is_empty(), "Dario waits too");
    p.clock.advance(crate::matching::PREFER_RELIABLE_MS.unsigned_abs());
    assert_eq!(block_on(p.run_matchmaking()).unwrap().games.len(), 1, "then takes Beto");
    assert_eq!(game_of(&p, "beto"), game_of(&p, "dario"));
}

#[test]
fn svc_block_quick_match_never_seats_two_people_kept_apart_and_each_finds_another() {
    let p = ports();
    block_on(p.block_user(&user("beto"), &user("ana"))).unwrap();
    let classic = RulesetId::Classic.into();
    for who in ["ana", "beto"] {
        open(&p, who, request(classic, (2, 2)));
        p.clock.advance(10);
    }
    assert!(block_on(p.run_matchmaking()).unwrap().games.is_empty(), "no table for the two");
    assert_eq!(status(&p, "ana"), TicketStatus::Waiting);
    open(&p, "carla", request(classic, (2, 2)));
    assert_eq!(block_on(p.run_matchmaking()).unwrap().games.len(), 1);
    assert_eq!(game_of(&p, "ana"), game_of(&p, "carla"), "the longest waiting with Carla");
    assert_eq!(status(&p, "beto"), TicketStatus::Waiting, "Beto waits for someone else");
}
