//! A stable state hash (FNV-1a over the derived `Hash` of the state), so a
//! replay can be checked against the live game cheaply. FNV is fixed by its
//! definition, unlike `DefaultHasher`, whose algorithm may change.

use std::hash::{Hash, Hasher};

use crate::rules::state::Game;

/// 64-bit FNV-1a.
#[derive(Debug, Clone, Copy)]
pub struct Fnv64(u64);

impl Default for Fnv64 {
    fn default() -> Self {
        Fnv64(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv64 {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

impl Game {
    /// A hash of the whole state: equal states, equal hashes.
    #[must_use]
    pub fn state_hash(&self) -> u64 {
        let mut h = Fnv64::default();
        self.hash(&mut h);
        h.finish()
    }
}
