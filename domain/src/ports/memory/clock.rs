//! A clock that stands still unless advanced.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::ports::Clock;

/// A clock that stands still unless advanced.
#[derive(Debug, Default)]
pub struct ManualClock {
    ms: AtomicU64,
}

impl ManualClock {
    /// A clock at `ms`.
    #[must_use]
    pub fn at(ms: u64) -> Self {
        Self { ms: AtomicU64::new(ms) }
    }

    /// Moves time forward.
    pub fn advance(&self, ms: u64) {
        self.ms.fetch_add(ms, Ordering::Relaxed);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        i64::try_from(self.ms.load(Ordering::Relaxed)).unwrap_or(i64::MAX)
    }
}
