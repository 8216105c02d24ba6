//! Quick match (SVC-MATCH in `docs/rules/revancha.md`): which waiting
//! tickets make a table now. Pure: the tickets, their ratings and the time
//! in, the tables out; the use case claims each table's tickets in one
//! transaction with its game (`app/matchmaking.rs`), so a ticket is in one
//! game at most whichever instance plans.
//!
//! The rule, ticket by ticket, the longest waiting first:
//! - tickets match only tickets of the same game, options, clock and
//!   `rated`, whose player ranges all overlap;
//! - each ticket accepts a partner whose rating mean is within its window:
//!   [`WINDOW_START`] at first, widening by [`WINDOW_GROWTH`] a second of
//!   waiting, up to [`WINDOW_MOST`] (anyone); two tickets match when each is
//!   within the other's window;
//! - a table is made as soon as it is full (the largest size every range
//!   allows); a smaller one, of at least every ticket's least, once its
//!   longest-waiting ticket has waited [`FILL_AFTER_MS`];
//! - two tickets whose people are kept apart by a block, either way
//!   (SVC-BLOCK), never share a table: each waits for another;
//! - a reliable person's ticket (no seat abandoned to the clock in the
//!   last 7 days, SVC-FAIRPLAY) prefers reliable partners: it accepts an
//!   unreliable one only once it has waited [`PREFER_RELIABLE_MS`], so
//!   unreliable people first meet each other;
//! - a ticket with `bots_after` that has waited that long and still has no
//!   table gets one with bots in the empty seats, up to the least size its
//!   group allows, of the level whose anchor is nearest the people's mean.

use crate::rating::{ANCHORS, Rating};
use crate::shared::BotLevel;

/// A partner's mean may differ by this much at first.
pub const WINDOW_START: f64 = 3.0;
/// The window widens by this much each second of waiting.
pub const WINDOW_GROWTH: f64 = 0.25;
/// The widest window: anyone.
pub const WINDOW_MOST: f64 = 50.0;
/// A table short of full is made once its first ticket waited this long.
pub const FILL_AFTER_MS: i64 = 10_000;
/// A reliable person's ticket accepts unreliable partners after this long.
pub const PREFER_RELIABLE_MS: i64 = 30_000;

/// A waiting ticket, as the planner sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct Waiting<K> {
    /// The ticket's id.
    pub id: String,
    /// What must be equal between partners: the game, its options, clock
    /// and `rated`, encoded by the caller.
    pub key: K,
    /// Its person's rating in that game (a newcomer's when unrated).
    pub rating: Rating,
    /// Least and most players at the table.
    pub players: (usize, usize),
    /// When it was opened, ms since the epoch.
    pub since_ms: i64,
    /// Bots fill the table after this long, ms.
    pub bots_after_ms: Option<i64>,
    /// The tickets it never shares a table with: their people and its are
    /// kept apart by a block, either way (SVC-BLOCK).
    pub apart: Vec<String>,
    /// Its person abandoned no seat to the clock in the last 7 days
    /// (SVC-FAIRPLAY).
    pub reliable: bool,
}

/// A table to make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// Its tickets, the longest waiting first.
    pub tickets: Vec<String>,
    /// Bots to seat beside them, and their level.
    pub bots: Option<(usize, BotLevel)>,
}

impl Table {
    /// Seats in all.
    #[must_use]
    pub fn seats(&self) -> usize {
        self.tickets.len() + self.bots.map_or(0, |(n, _)| n)
    }
}

/// How far a ticket that has waited `waited_ms` looks for partners.
#[must_use]
pub fn window(waited_ms: i64) -> f64 {
    // Whole milliseconds up to an hour and more fit an f64 exactly.
    let seconds = f64::from(u32::try_from(waited_ms.max(0)).unwrap_or(u32::MAX)) / 1000.0;
    (WINDOW_START + WINDOW_GROWTH * seconds).min(WINDOW_MOST)
}

/// The bot level whose anchor is nearest `mu`.
#[must_use]
pub fn bot_level_near(mu: f64) -> BotLevel {
    let levels = [BotLevel::Random, BotLevel::Greedy, BotLevel::Planner];
    let mut best = (BotLevel::Greedy, f64::INFINITY);
    for (level, anchor) in levels.into_iter().zip(ANCHORS) {
        let d = (anchor - mu).abs();
        if d < best.1 {
            best = (level, d);
        }
    }
    best.0
}

/// The tables to make now from `waiting` at `now_ms`; `fits(key, n)` says
/// whether a table of `n` seats is one the game allows. Each ticket is in
/// one table at most.
#[must_use]
pub fn plan<K: PartialEq>(
    waiting: &[Waiting<K>],
    now_ms: i64,
    fits: impl Fn(&K, usize) -> bool,
) -> Vec<Table> {
    let mut order: Vec<&Waiting<K>> = waiting.iter().collect();
    order.sort_by(|a, b| a.since_ms.cmp(&b.since_ms).then(a.id.cmp(&b.id)));
    let mut taken: Vec<bool> = vec![false; order.len()];
    let mut tables = Vec::new();
    // A reliable ticket takes an unreliable partner only once it has
    // waited long enough (SVC-FAIRPLAY).
    let accepts = |a: &Waiting<K>, b: &Waiting<K>| {
        !a.reliable || b.reliable || now_ms - a.since_ms >= PREFER_RELIABLE_MS
    };
    let near = |a: &Waiting<K>, b: &Waiting<K>| {
        let d = (a.rating.mu - b.rating.mu).abs();
        d <= window(now_ms - a.since_ms)
            && d <= window(now_ms - b.since_ms)
            && accepts(a, b)
            && accepts(b, a)
    };
    for first in 0..order.len() {
        if taken[first] {
            continue;
        }
        let anchor = order[first];
        let mut group = vec![first];
        let mut range = anchor.players;
        for next in first + 1..order.len() {
            let t = order[next];
            let kept_apart =
                |g: &usize| order[*g].apart.contains(&t.id) || t.apart.contains(&order[*g].id);
            if taken[next]
                || t.key != anchor.key
                || !group.iter().all(|&g| near(order[g], t))
                || group.iter().any(kept_apart)
            {
                continue;
            }
            let joined = (range.0.max(t.players.0), range.1.min(t.players.1));
            // Still a table every ticket accepts, with room for one more.
            if joined.0 > joined.1
                || group.len() + 1 > joined.1
                || sizes(joined, &anchor.key, &fits).next().is_none()
            {
                continue;
            }
            group.push(next);
            range = joined;
            if group.len() == largest(range, &anchor.key, &fits).unwrap_or(0) {
                break;
            }
        }
        let people = group.len();
        let waited = now_ms - anchor.since_ms;
        let full = largest(range, &anchor.key, &fits) == Some(people);
        let enough = people >= range.0 && fits(&anchor.key, people) && waited >= FILL_AFTER_MS;
        let bots = if full || enough {
            None
        } else {
            let due = group
                .iter()
                .any(|&g| order[g].bots_after_ms.is_some_and(|b| now_ms - order[g].since_ms >= b));
            let seats = sizes(range, &anchor.key, &fits).find(|&n| n > people);
            match (due, seats) {
                (true, Some(n)) => {
                    let mean = group.iter().map(|&g| order[g].rating.mu).sum::<f64>()
                        / f64::from(u32::try_from(people).unwrap_or(u32::MAX));
                    Some((n - people, bot_level_near(mean)))
                }
                _ => continue,
            }
        };
        for &g in &group {
            taken[g] = true;
        }
        tables.push(Table { tickets: group.iter().map(|&g| order[g].id.clone()).collect(), bots });
    }
    tables
}

/// The table sizes a range allows, least first.
fn sizes<'a, K>(
    range: (usize, usize),
    key: &'a K,
    fits: &'a impl Fn(&K, usize) -> bool,
) -> impl Iterator<Item = usize> + 'a {
    (range.0.max(2)..=range.1).filter(move |&n| fits(key, n))
}

/// The largest table size a range allows.
fn largest<K>(range: (usize, usize), key: &K, fits: &impl Fn(&K, usize) -> bool) -> Option<usize> {
    (range.0.max(2)..=range.1).rev().find(|&n| fits(key, n))
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: i64 = 1_000_000;

    fn ticket(id: &str, key: u8, mu: f64, players: (usize, usize), waited_ms: i64) -> Waiting<u8> {
        Waiting {
            id: id.to_owned(),
            key,
            rating: Rating { mu, sigma: 5.0 },
            players,
            since_ms: T0 - waited_ms,
            bots_after_ms: None,
            apart: Vec::new(),
            reliable: true,
        }
    }

    fn ids(tables: &[Table]) -> Vec<Vec<&str>> {
        tables.iter().map(|t| t.tickets.iter().map(String::as_str).collect()).collect()
    }

    fn any_size(_: &u8, n: usize) -> bool {
        (2..=6).contains(&n)
    }

    #[test]
    fn svc_match_full_tables_are_made_at_once_and_sizes_never_mix() {
        let waiting = vec![
            ticket("a", 0, 25.0, (4, 4), 3),
            ticket("b", 0, 25.0, (2, 2), 2),
            ticket("c", 0, 25.0, (4, 4), 1),
            ticket("d", 0, 25.0, (2, 2), 0),
            ticket("e", 0, 25.0, (4, 4), 0),
            ticket("f", 0, 25.0, (4, 4), 0),
        ];
        assert_eq!(ids(&plan(&waiting, T0, any_size)), [vec!["a", "c", "e", "f"], vec!["b", "d"]]);
    }

    #[test]
    fn svc_match_other_games_options_or_rated_never_share_a_table() {
        let waiting = vec![ticket("a", 0, 25.0, (2, 2), 0), ticket("b", 1, 25.0, (2, 2), 0)];
        assert!(plan(&waiting, T0, any_size).is_empty());
    }

    #[test]
    fn svc_match_close_ratings_first_and_the_window_widens_with_waiting() {
        let far = vec![ticket("a", 0, 10.0, (2, 2), 0), ticket("b", 0, 30.0, (2, 2), 0)];
        assert!(plan(&far, T0, any_size).is_empty(), "20 apart: not at first");
        // After 80 s each window is 3 + 20 = 23 wide.
        let waited =
            vec![ticket("a", 0, 10.0, (2, 2), 80_000), ticket("b", 0, 30.0, (2, 2), 80_000)];
        assert_eq!(ids(&plan(&waited, T0, any_size)), [vec!["a", "b"]]);
        // A closer partner is preferred over a farther one that waited longer.
        let three = vec![
            ticket("a", 0, 25.0, (2, 2), 1_000),
            ticket("far", 0, 35.0, (2, 2), 900),
            ticket("near", 0, 26.0, (2, 2), 0),
        ];
        assert_eq!(ids(&plan(&three, T0, any_size)), [vec!["a", "near"]]);
    }

    #[test]
    fn svc_match_a_table_short_of_full_waits_then_starts_with_the_least() {
        let three = |waited| {
            vec![
                ticket("a", 0, 25.0, (3, 6), waited),
                ticket("b", 0, 25.0, (2, 6), 0),
                ticket("c", 0, 25.0, (3, 5), 0),
            ]
        };
        assert!(
            plan(&three(FILL_AFTER_MS - 1), T0, any_size).is_empty(),
            "room for more: it waits"
        );
        assert_eq!(ids(&plan(&three(FILL_AFTER_MS), T0, any_size)), [vec!["a", "b", "c"]]);
    }

    #[test]
    fn svc_match_bots_fill_a_lone_ticket_after_its_bots_after_near_its_rating() {
        let mut lone = ticket("a", 0, 38.0, (3, 4), 5_000);
        lone.bots_after_ms = Some(5_000);
        let tables = plan(&[lone.clone()], T0, any_size);
        assert_eq!(
            tables,
            [Table { tickets: vec!["a".into()], bots: Some((2, BotLevel::Planner)) }]
        );
        lone.bots_after_ms = Some(5_001);
        assert!(plan(&[lone], T0, any_size).is_empty(), "not yet");
        assert_eq!(bot_level_near(0.0), BotLevel::Random);
        assert_eq!(bot_level_near(30.0), BotLevel::Greedy);
    }

    #[test]
    fn svc_fairplay_reliable_people_meet_each_other_first_and_others_after_a_wait() {
        let unreliable = |id: &str, waited_ms| Waiting {
            reliable: false,
            ..ticket(id, 0, 25.0, (2, 2), waited_ms)
        };
        // A reliable ticket and an unreliable one, equally rated: apart at
        // first, even once a table short of full could start.
        let pair = vec![ticket("a", 0, 25.0, (2, 2), 12_000), unreliable("b", 11_000)];
        assert!(plan(&pair, T0, any_size).is_empty(), "a reliable ticket waits for its like");
        // Two unreliable ones meet at once, and a reliable one finds its like.
        let field = vec![
            ticket("a", 0, 25.0, (2, 2), 3),
            unreliable("b", 2),
            unreliable("c", 1),
            ticket("d", 0, 25.0, (2, 2), 0),
        ];
        assert_eq!(ids(&plan(&field, T0, any_size)), [vec!["a", "d"], vec!["b", "c"]]);
        // After PREFER_RELIABLE_MS the reliable ticket takes anyone.
        let pair = vec![ticket("a", 0, 25.0, (2, 2), PREFER_RELIABLE_MS), unreliable("b", 1)];
        assert_eq!(ids(&plan(&pair, T0, any_size)), [vec!["a", "b"]]);
    }

    #[test]
    fn svc_match_only_sizes_the_game_allows_are_made() {
        // TEG II seats 2 to 6, 8, 10 or 12: seven people make no table.
        let teg2 = |_: &u8, n: usize| (2..=6).contains(&n) || [8, 10, 12].contains(&n);
        let seven: Vec<Waiting<u8>> =
            (0..7).map(|i| ticket(&format!("t{i}"), 0, 25.0, (7, 8), FILL_AFTER_MS)).collect();
        assert!(plan(&seven, T0, teg2).is_empty());
        let eight: Vec<Waiting<u8>> =
            (0..8).map(|i| ticket(&format!("t{i}"), 0, 25.0, (7, 8), 0)).collect();
        assert_eq!(plan(&eight, T0, teg2)[0].tickets.len(), 8);
    }

    #[test]
    fn svc_block_two_people_kept_apart_never_share_a_table_and_each_waits_for_another() {
        let mut ana = ticket("ana", 0, 25.0, (2, 2), 0);
        let beto = ticket("beto", 0, 25.0, (2, 2), 0);
        ana.apart.push("beto".into());
        assert!(plan(&[ana.clone(), beto.clone()], T0, any_size).is_empty());
        // Either way: the block is Beto's this time.
        let (mut ana2, mut beto2) = (ticket("ana", 0, 25.0, (2, 2), 0), beto);
        beto2.apart.push("ana".into());
        assert!(plan(&[ana2.clone(), beto2.clone()], T0, any_size).is_empty());
        ana2.apart.clear();
        let carla = ticket("carla", 0, 25.0, (2, 2), 0);
        assert_eq!(ids(&plan(&[ana, beto2, carla], T0, any_size)), [["ana", "carla"]]);
    }

    #[test]
    fn svc_block_a_run_of_200_tickets_with_blocked_pairs_seats_no_blocked_pair_together() {
        // A fixed pseudo-random field: sizes 2 to 6, close ratings, one
        // ticket in three blocking one to four others.
        let mut state = 0x9e37_79b9_u64;
        let mut next = |n: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) % n
        };
        let mut field: Vec<Waiting<u8>> = (0..200)
            .map(|i| {
                let most = 2 + usize::try_from(next(5)).unwrap_or(0);
                let mu = 20.0 + f64::from(u32::try_from(next(10)).unwrap_or(0));
                ticket(&format!("t{i}"), 0, mu, (2, most), i64::try_from(next(60_000)).unwrap_or(0))
            })
            .collect();
        let mut pairs = 0;
        for waiting in &mut field {
            if next(3) == 0 {
                for _ in 0..=next(4) {
                    let other = format!("t{}", next(200));
                    if other != waiting.id {
                        waiting.apart.push(other);
                        pairs += 1;
                    }
                }
            }
        }
        assert!(pairs > 50, "the run has blocks to keep: {pairs}");
        let tables = plan(&field, T0, any_size);
        let seated: usize = tables.iter().map(|t| t.tickets.len()).sum();
        assert!(seated >= 150, "most of the field is seated: {seated}");
        let apart = |a: &str, b: &str| {
            let of = |id: &str| field.iter().find(|t| t.id == id).map(|t| t.apart.clone());
            of(a).is_some_and(|x| x.iter().any(|y| y == b))
                || of(b).is_some_and(|x| x.iter().any(|y| y == a))
        };
        for table in &tables {
            for (i, a) in table.tickets.iter().enumerate() {
                for b in &table.tickets[i + 1..] {
                    assert!(!apart(a, b), "{a} and {b} are kept apart but share {table:?}");
                }
            }
        }
    }
}
