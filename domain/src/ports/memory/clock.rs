//! A clock that stands still unless advanced, and deterministic seeds.

use std::sync::atomic::{AtomicU64, Ordering};

use sha2::{Digest, Sha256};

use crate::ports::{Clock, SeedSource};
use crate::rng::Seed;

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

/// Deterministic seeds: `sha256(label || counter)`, for reproducible tests.
#[derive(Debug)]
pub struct SequentialSeeds {
    label: String,
    next: AtomicU64,
}

impl SequentialSeeds {
    /// Seeds derived from `label`.
    #[must_use]
    pub fn new(label: &str) -> Self {
        Self { label: label.to_owned(), next: AtomicU64::new(0) }
    }
}

impl SeedSource for SequentialSeeds {
    fn new_seed(&self) -> Seed {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let mut h = Sha256::new();
        h.update(self.label.as_bytes());
        h.update(n.to_le_bytes());
        Seed(h.finalize().into())
    }
}
