//! Fair play (SVC-FAIRPLAY): what abandoning tables costs. Pure: a
//! person's abandonments in, their cooldown and reliability out; the use
//! cases record each abandonment as its batch commits (`app/fairplay.rs`)
//! and refuse quick match and rated tables during a cooldown.
//!
//! An abandonment is a seat a person let go to the clock while its game
//! ran: forfeited after its last allowed timeout (`on_timeout: pass`), or
//! handed to its bot for good (`on_timeout: bot`). An operator's kick is
//! not one, nor is a resignation.
//!
//! **Decision.** Resigning is not abandoning. A resignation tells the
//! table at once and lets it play on; vanishing makes every other player
//! wait out the clock. If resigning cost as much as vanishing, people would
//! close the tab instead of resigning: the ladder would breed the very
//! harm it punishes. So only what the clock takes counts.
//!
//! The ladder, over the abandonments of the last [`WINDOW_MS`] (7 days),
//! counted up to the latest: the first two cost nothing; the third starts
//! a cooldown of 15 minutes from it, the fourth 1 hour, the fifth 6 hours,
//! the sixth and every later one 24 hours ([`LADDER`]).

use crate::game::Event;
use crate::ports::{GameMeta, UserId};

/// How far back abandonments count: 7 days, in ms.
pub const WINDOW_MS: i64 = 7 * 24 * 3_600_000;

/// The cooldown after the n-th abandonment of the window (n from 1): none
/// for the first two, then 15 min, 1 h, 6 h, and 24 h from the sixth on.
pub const LADDER: [i64; 6] = [0, 0, 15 * 60_000, 3_600_000, 6 * 3_600_000, 24 * 3_600_000];

/// When the cooldown earned by `abandoned` (ms since the epoch, any order)
/// ends, as it stands at `now_ms`: `None` when there is none, or it ended.
/// Only the abandonments after `counted_from_ms` count (an operator's
/// lifting or setting starts the count again).
#[must_use]
pub fn cooldown_until(abandoned: &[i64], counted_from_ms: i64, now_ms: i64) -> Option<i64> {
    let mut recent: Vec<i64> = abandoned
        .iter()
        .copied()
        .filter(|&at| at > counted_from_ms && at > now_ms - WINDOW_MS && at <= now_ms)
        .collect();
    recent.sort_unstable();
    let latest = *recent.last()?;
    let step = LADDER[(recent.len() - 1).min(LADDER.len() - 1)];
    let until = latest + step;
    (step > 0 && until > now_ms).then_some(until)
}

/// The share of a person's games they finished: seats that played to the
/// end (won, lost or eliminated) over those and the ones abandoned;
/// `None` before any.
#[must_use]
pub fn reliability(finished: u64, abandoned: u64) -> Option<f64> {
    let count = |n: u64| f64::from(u32::try_from(n).unwrap_or(u32::MAX));
    let all = finished + abandoned;
    (all > 0).then(|| count(finished) / count(all))
}

/// The people of `meta` whose seats `events` abandon: each seat forfeited
/// by its clock, or handed to its bot for good by its clock.
#[must_use]
pub fn abandoned_by(meta: &GameMeta, events: &[Event]) -> Vec<UserId> {
    let mut people = Vec::new();
    for event in events {
        let Some(seat) = event.abandoned_seat() else { continue };
        let sat = match seat {
            crate::shared::SeatKey { color: Some(c), .. } => {
                meta.seats.iter().find(|s| s.color == Some(c))
            }
            crate::shared::SeatKey { seat, .. } => meta.seats.get(usize::from(seat)),
        };
        if let Some(s) = sat.filter(|s| s.bot.is_none() && !people.contains(&s.user)) {
            people.push(s.user.clone());
        }
    }
    people
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: i64 = 60_000;
    const T: i64 = 1_000_000_000_000;

    #[test]
    fn svc_fairplay_two_abandonments_cost_nothing_and_the_third_costs_fifteen_minutes() {
        assert_eq!(cooldown_until(&[T - 60 * MIN, T - MIN], 0, T), None);
        let three = [T - 60 * MIN, T - 30 * MIN, T - MIN];
        assert_eq!(cooldown_until(&three, 0, T), Some(T - MIN + 15 * MIN));
        assert_eq!(cooldown_until(&three, 0, T + 14 * MIN - 1), Some(T + 14 * MIN));
        assert_eq!(cooldown_until(&three, 0, T + 14 * MIN), None, "over");
    }

    #[test]
    fn svc_fairplay_the_ladder_climbs_to_a_day_and_counts_seven_days_only() {
        let at = |n: i64| (0..n).map(|i| T - (n - i) * MIN).collect::<Vec<_>>();
        assert_eq!(cooldown_until(&at(4), 0, T), Some(T - MIN + 60 * MIN));
        assert_eq!(cooldown_until(&at(5), 0, T), Some(T - MIN + 360 * MIN));
        assert_eq!(cooldown_until(&at(6), 0, T), Some(T - MIN + 1440 * MIN));
        assert_eq!(cooldown_until(&at(9), 0, T), Some(T - MIN + 1440 * MIN));
        // Two of eight days ago no longer count: the third is the first.
        let old = [T - WINDOW_MS - MIN, T - WINDOW_MS - 2 * MIN, T - 2 * MIN, T - MIN];
        assert_eq!(cooldown_until(&old, 0, T), None);
    }

    #[test]
    fn svc_fairplay_an_operators_lift_starts_the_count_again() {
        let three = [T - 60 * MIN, T - 30 * MIN, T - MIN];
        assert_eq!(cooldown_until(&three, T - MIN, T), None);
        assert_eq!(cooldown_until(&three, T - 45 * MIN, T), None, "two after the lift");
    }

    #[test]
    fn svc_fairplay_reliability_is_the_share_of_games_finished() {
        assert_eq!(reliability(0, 0), None);
        assert_eq!(reliability(3, 1), Some(0.75));
        assert_eq!(reliability(0, 2), Some(0.0));
    }
}
