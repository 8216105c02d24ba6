//! Ratings over the in-memory ports (SVC-RATING): a rated game is rated
//! once when it ends, from the finish order, its people told their change;
//! bots are anchors; a game its people did not play, or one past the
//! day's cap for a pair, counts for nobody; the provisional are left out
//! of leaderboards; the stored results replay to the stored table.

use super::clock_tests::tick;
use super::tests::{TestPorts, block_on, ports, user};
use super::*;
use crate::ports::{NoticeKind, RatedGame, RatingStore, Recorded};
use crate::rating::{DAILY_PAIR_CAP, DAY_MS, PROVISIONAL_GAMES, Rating, Uncounted};
use crate::shared::{BotLevel, SeatKey};

/// Plays the scheduler's turns until the game ends (bots' moves, passes of
/// those out of play), the clock moved on past each bot's delay.
fn play_out(p: &TestPorts, id: &GameId) {
    for _ in 0..200_000 {
        let (meta, _) = block_on(p.store.head(id)).unwrap();
        if meta.status == GameStatus::Finished {
            return;
        }
        p.clock.advance(u64::try_from(p.bot_delay_ms.max(1)).unwrap_or(1));
        tick(p);
    }
    panic!("the bots did not finish the game");
}

/// The people play as greedy bots would (`game::bot_command`), the
/// lobby's bots taking their turns through the scheduler, until each
/// person played `turns` turns themselves (`game::turns_played`).
fn play_turns(p: &TestPorts, id: &GameId, turns: u32) {
    let seed = crate::rng::Seed([7; 32]);
    for _ in 0..50_000 {
        let (meta, game) = block_on(p.current(id)).unwrap();
        assert_eq!(meta.status, GameStatus::Playing, "the game goes on");
        let log = block_on(p.store.events_since(id, 0)).unwrap();
        let people: Vec<(SeatKey, UserId)> = meta
            .keys()
            .zip(&meta.seats)
            .filter(|(_, s)| s.bot.is_none())
            .map(|(k, s)| (k, s.user.clone()))
            .collect();
        if people.iter().all(|(k, _)| crate::game::turns_played(&log, *k) >= turns) {
            return;
        }
        let mine = people.iter().find_map(|(k, who)| {
            crate::game::bot_command(&game, *k, BotLevel::Greedy, &seed).map(|c| (who.clone(), c))
        });
        match mine {
            Some((who, command)) => {
                block_on(p.act(id, &who, &command, None)).unwrap();
            }
            None => {
                p.clock.advance(u64::try_from(p.bot_delay_ms.max(1)).unwrap_or(1));
                tick(p);
            }
        }
    }
    panic!("the people did not play {turns} turns");
}

/// The result of game `id`, recorded at its end.
fn result_of(p: &TestPorts, id: &GameId) -> RatedGame {
    block_on(p.store.result(id)).unwrap().expect("recorded at its end")
}

/// A rated table of ana and beto with `bots`, started.
fn rated(
    p: &TestPorts,
    id: &str,
    kind: crate::game::Kind,
    bots: Vec<(Option<Color>, BotLevel)>,
) -> GameId {
    let id = GameId(id.to_owned());
    block_on(async {
        let seats = 2 + bots.len();
        // The game's own defaults (classic has no missiles).
        let options = Options::requested(kind, &serde_json::Map::new()).unwrap();
        let table = NewTable { bots, rated: true, ..NewTable::plain(kind, seats, options) };
        p.create_table(id.clone(), user("ana"), table).await.unwrap();
        p.join_game(&id, user("beto"), None).await.unwrap();
        p.start_game(&id, &user("ana")).await.unwrap();
    });
    id
}

fn finished_notices(p: &TestPorts, id: &GameId) -> Vec<(UserId, Vec<crate::ports::RatingMove>)> {
    p.store
        .feed()
        .into_iter()
        .filter(|n| n.game_id.as_ref() == Some(id))
        .filter_map(|n| match n.kind {
            NoticeKind::GameFinished { rating_changes, .. } => Some((n.user, rating_changes)),
            _ => None,
        })
        .collect()
}

#[test]
fn svc_rating_a_rated_game_is_rated_once_from_its_finish_order_and_its_people_are_told() {
    let p = ports();
    let id = rated(&p, "rated", RulesetId::Revancha.into(), vec![(None, BotLevel::Greedy)]);
    play_turns(&p, &id, crate::rating::MIN_TURNS_PLAYED);
    // ana resigns first, beto next: the bot wins, beto is second, ana last.
    block_on(p.resign(&id, &user("ana"))).unwrap();
    block_on(p.resign(&id, &user("beto"))).unwrap();
    let meta = block_on(p.store.meta(&id)).unwrap();
    assert_eq!(meta.status, GameStatus::Finished);
    let result = result_of(&p, &id);
    assert_eq!(result.uncounted, None, "both played {} turns", crate::rating::MIN_TURNS_PLAYED);
    let seats: Vec<u8> = result.changes.iter().map(|c| c.seat).collect();
    let (ana, beto) = (&result.changes[0], &result.changes[1]);
    assert_eq!(seats, [1, 2], "the bot (seat 0) is an anchor and has no change");
    assert_eq!((&ana.user, &beto.user), (&user("ana"), &user("beto")));
    assert_eq!((ana.before, beto.before), (Rating::NEW, Rating::NEW));
    assert!(beto.after.mu > ana.after.mu, "out later, placed better: {beto:?} {ana:?}");
    assert!(ana.after.mu < Rating::NEW.mu, "last loses");
    // Each person is told, with every change.
    let told = finished_notices(&p, &id);
    assert_eq!(told.len(), 2);
    for (_, changes) in &told {
        let expected: Vec<crate::ports::RatingMove> =
            result.changes.iter().map(Into::into).collect();
        assert_eq!(changes, &expected);
    }
    // Rating it again changes nothing.
    let again = block_on(async {
        let (meta, game) = p.current(&id).await.unwrap();
        p.rate_game(&meta, &game).await.unwrap()
    });
    assert_eq!(again.as_ref(), Some(&result));
    let ana_now = block_on(p.ratings_of(&user("ana"))).unwrap();
    assert_eq!(ana_now.len(), 1);
    assert_eq!((ana_now[0].games, ana_now[0].rating), (1, ana.after));
}

#[test]
fn svc_rating_an_unrated_game_moves_no_rating_and_its_notice_carries_none() {
    let p = ports();
    let id = GameId("unrated".to_owned());
    block_on(async {
        let table = NewTable {
            bots: vec![(None, BotLevel::Greedy)],
            ..NewTable::plain(RulesetId::Revancha, 3, Options::default())
        };
        p.create_table(id.clone(), user("ana"), table).await.unwrap();
        p.join_game(&id, user("beto"), None).await.unwrap();
        p.start_game(&id, &user("ana")).await.unwrap();
        p.resign(&id, &user("ana")).await.unwrap();
        p.resign(&id, &user("beto")).await.unwrap();
    });
    assert_eq!(block_on(p.store.result(&id)).unwrap(), None);
    assert!(block_on(p.ratings_of(&user("ana"))).unwrap().is_empty());
    assert!(finished_notices(&p, &id).iter().all(|(_, changes)| changes.is_empty()));
}

#[test]
fn svc_rating_a_teg2_game_ranks_by_its_score_table_and_the_resigned_last() {
    let p = ports();
    let id = rated(&p, "rated-teg2", crate::game::Kind::Teg2, vec![(None, BotLevel::Greedy)]);
    play_turns(&p, &id, crate::rating::MIN_TURNS_PLAYED);
    // ana resigns; beto's seat is handed to a bot, which plays it out with
    // the lobby's bot.
    block_on(p.resign(&id, &user("ana"))).unwrap();
    let pick = crate::ports::SeatPick::Seat(2);
    block_on(p.seat_bot(&user("op"), &id, pick, BotLevel::Greedy, "a test")).unwrap();
    play_out(&p, &id);
    let result = result_of(&p, &id);
    let log = block_on(p.store.events_since(&id, 0)).unwrap();
    let meta = block_on(p.store.meta(&id)).unwrap();
    let keys: Vec<crate::shared::SeatKey> = meta.keys().collect();
    let order = crate::game::finish_order(&crate::game::Game::replay(&log), &log, &keys).unwrap();
    assert_eq!(
        order.last().map(|r| r.iter().map(|k| k.seat).collect::<Vec<_>>()),
        Some(vec![1]),
        "ana, out first, is last"
    );
    let ana = result.changes.iter().find(|c| c.user == user("ana")).unwrap();
    assert!(ana.after.mu < ana.before.mu);
}

#[test]
fn svc_rating_a_game_its_people_did_not_play_counts_for_nobody_and_says_why() {
    let p = ports();
    let id = rated(&p, "unplayed", RulesetId::Revancha.into(), vec![(None, BotLevel::Greedy)]);
    // Beto plays his turns; ana plays one, then resigns.
    play_turns(&p, &id, 1);
    block_on(p.resign(&id, &user("ana"))).unwrap();
    block_on(p.resign(&id, &user("beto"))).unwrap();
    let result = result_of(&p, &id);
    assert_eq!(
        (result.uncounted, result.changes.as_slice()),
        (Some(Uncounted::TooFewTurns), &[][..])
    );
    assert!(block_on(p.ratings_of(&user("ana"))).unwrap().is_empty(), "no rating moved");
    assert!(block_on(p.ratings_of(&user("beto"))).unwrap().is_empty(), "not even the stayer's");
    let told: Vec<Option<Uncounted>> = p
        .store
        .feed()
        .into_iter()
        .filter(|n| n.game_id.as_ref() == Some(&id))
        .filter_map(|n| match n.kind {
            NoticeKind::GameFinished { rating_changes, uncounted } => {
                assert!(rating_changes.is_empty());
                Some(uncounted)
            }
            _ => None,
        })
        .collect();
    assert_eq!(told, [Some(Uncounted::TooFewTurns); 2], "both are told why");
    assert_eq!(block_on(p.rate_unrated(10)).unwrap(), 0, "recorded: the sweep leaves it be");
}

#[test]
fn svc_rating_a_pair_counts_at_most_the_daily_cap_of_games_together_in_any_day() {
    let p = ports();
    let game = |i: usize| {
        let id =
            rated(&p, &format!("g{i}"), RulesetId::Classic.into(), vec![(None, BotLevel::Random)]);
        play_turns(&p, &id, crate::rating::MIN_TURNS_PLAYED);
        let (first, second) = if i.is_multiple_of(2) { ("ana", "beto") } else { ("beto", "ana") };
        block_on(p.resign(&id, &user(first))).unwrap();
        block_on(p.resign(&id, &user(second))).unwrap();
        result_of(&p, &id)
    };
    let cap = usize::try_from(DAILY_PAIR_CAP).unwrap();
    let first_at = game(0).at_ms;
    for i in 1..cap {
        assert_eq!(game(i).uncounted, None, "game {i} is within the cap");
    }
    let over = game(cap);
    assert_eq!((over.uncounted, over.changes.len()), (Some(Uncounted::PairCap), 0));
    let ana = &block_on(p.ratings_of(&user("ana"))).unwrap()[0];
    assert_eq!(ana.games, DAILY_PAIR_CAP, "the game past the cap moved nothing");
    // A day after the first, one of the five is out of the window.
    let wait = first_at + DAY_MS - p.clock.now_ms();
    p.clock.advance(u64::try_from(wait).unwrap());
    assert_eq!(game(cap + 1).uncounted, None, "a day on, they count again");
    // The recomputation decides alike, cap included.
    let found = block_on(p.recompute_ratings()).unwrap();
    assert_eq!((found.games, found.ratings), (u64::try_from(cap).unwrap() + 2, 2));
    assert!(found.differences.is_empty(), "{:?}", found.differences);
}

#[test]
fn svc_rating_a_leaderboard_leaves_out_people_still_provisional() {
    let p = ports();
    // Ana has the games to be ranked, beto one fewer: records written as
    // the store keeps them, the ratings apart.
    for (who, games) in [("ana", PROVISIONAL_GAMES), ("beto", PROVISIONAL_GAMES - 1)] {
        for n in 0..games {
            let change = crate::ports::RatingChange {
                seat: 0,
                user: user(who),
                before: Rating::NEW,
                after: Rating { mu: 30.0, sigma: 2.0 },
                games_before: n,
            };
            let result = RatedGame {
                game_id: GameId(format!("{who}{n}")),
                ruleset: "revancha".to_owned(),
                changes: vec![change],
                uncounted: None,
                at_ms: 0,
            };
            assert_eq!(block_on(p.store.record_result(&result)).unwrap(), Recorded::Written);
        }
    }
    let (board, total) = block_on(p.leaderboard("revancha", 0, 50)).unwrap();
    let ranked: Vec<&UserId> = board.iter().map(|l| &l.user).collect();
    assert_eq!((ranked, total), (vec![&user("ana")], 1), "beto is provisional");
    assert_eq!(block_on(p.ratings_of(&user("beto"))).unwrap()[0].games, PROVISIONAL_GAMES - 1);
}

#[test]
fn svc_rating_the_stored_results_replayed_in_order_give_the_stored_table() {
    let p = ports();
    // Four rated games, the same two people and bots of every level, each
    // ended by resignations in a different order; one more unplayed.
    for (i, level) in [BotLevel::Random, BotLevel::Greedy, BotLevel::Planner]
        .into_iter()
        .cycle()
        .take(4)
        .enumerate()
    {
        let id = rated(&p, &format!("g{i}"), RulesetId::Classic.into(), vec![(None, level)]);
        play_turns(&p, &id, crate::rating::MIN_TURNS_PLAYED);
        let (first, second) = if i % 2 == 0 { ("ana", "beto") } else { ("beto", "ana") };
        block_on(p.resign(&id, &user(first))).unwrap();
        block_on(p.resign(&id, &user(second))).unwrap();
    }
    let id = rated(&p, "unplayed", RulesetId::Classic.into(), vec![(None, BotLevel::Greedy)]);
    block_on(p.resign(&id, &user("ana"))).unwrap();
    block_on(p.resign(&id, &user("beto"))).unwrap();
    let found = block_on(p.recompute_ratings()).unwrap();
    assert_eq!(found.games, 5);
    assert_eq!(found.ratings, 2);
    assert!(found.differences.is_empty(), "{:?}", found.differences);
    let ana = &block_on(p.ratings_of(&user("ana"))).unwrap()[0];
    assert_eq!(ana.games, 4);
}
