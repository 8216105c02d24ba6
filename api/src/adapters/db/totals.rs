//! The game lists' totals, reused for a moment once they are large. A page
//! of a list walks an index and costs the same at any size, but its
//! `total` counts every matching game: 7 ms at 10,000 finished games and
//! growing with them (issue 33, `cargo xtask scale events`). A total of
//! [`EXACT_BELOW`] games or more is counted again at most every
//! [`REUSE_FOR`] per filter and instance, so it may lag the games created
//! or finished in that moment; a smaller one is always exact.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Totals below this are counted on every list.
const EXACT_BELOW: u64 = 1_000;

/// How long a large total is reused.
const REUSE_FOR: Duration = Duration::from_secs(2);

/// A list's filter: status, ruleset, listed tables only.
pub(super) type Filter = (Option<&'static str>, Option<String>, bool);

/// Large totals counted lately, by filter.
#[derive(Debug, Default)]
pub(super) struct Totals {
    counted: Mutex<BTreeMap<Filter, (Instant, u64)>>,
}

impl Totals {
    fn counted(&self) -> std::sync::MutexGuard<'_, BTreeMap<Filter, (Instant, u64)>> {
        self.counted.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A large total of `filter` counted less than [`REUSE_FOR`] ago.
    pub(super) fn recent(&self, filter: &Filter) -> Option<u64> {
        let counted = self.counted();
        let (at, total) = counted.get(filter)?;
        (at.elapsed() < REUSE_FOR).then_some(*total)
    }

    /// Notes a total just counted; only a large one is kept.
    pub(super) fn counted_now(&self, filter: Filter, total: u64) {
        let mut counted = self.counted();
        if total >= EXACT_BELOW {
            counted.insert(filter, (Instant::now(), total));
        } else {
            counted.remove(&filter);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_total_is_never_reused_and_a_large_one_only_for_a_moment() {
        let totals = Totals::default();
        let finished: Filter = (Some("finished"), None, true);
        totals.counted_now(finished.clone(), 999);
        assert_eq!(totals.recent(&finished), None, "small totals are counted every time");
        totals.counted_now(finished.clone(), 10_594);
        assert_eq!(totals.recent(&finished), Some(10_594));
        assert_eq!(totals.recent(&(Some("finished"), None, false)), None, "per filter");
        totals.counted_now(finished.clone(), 12);
        assert_eq!(totals.recent(&finished), None, "a total that fell is exact again");
        let mut counted = totals.counted();
        counted.insert(finished.clone(), (Instant::now() - REUSE_FOR, 5_000));
        drop(counted);
        assert_eq!(totals.recent(&finished), None, "after the moment it is counted again");
    }
}
