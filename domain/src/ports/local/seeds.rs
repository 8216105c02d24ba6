//! Deterministic seeds for reproducible runs: the service's replay tools
//! and a labelled test server draw from them instead of the OS.

use std::sync::atomic::{AtomicU64, Ordering};

use sha2::{Digest, Sha256};

use crate::ports::SeedSource;
use crate::rng::Seed;

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
