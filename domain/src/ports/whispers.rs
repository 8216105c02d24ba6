//! The whispers port (SVC-WHISPER): private words between seats of one
//! game. A whisper is addressed by seat, so it stays with the seat's
//! person; the store answers each seat only the whispers it sent or
//! received, and the operators' only door to their text is a report that
//! cites them.

use std::future::Future;

use super::{AuditEntry, GameId, StoreError, UserId};

/// One whisper.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Whisper {
    /// Assigned by the store, increasing (0 before posting).
    pub id: u64,
    /// The game.
    pub game_id: GameId,
    /// The seat that whispered.
    pub from: u8,
    /// Its person.
    pub author: UserId,
    /// The seats it is for, ascending, without `from`.
    pub to: Vec<u8>,
    /// The text.
    pub body: String,
    /// The pact proposal it goes with, if it is one's message (R-PCT-2).
    pub pact: Option<u32>,
    /// Removed by an operator (the text is kept for the audit log only).
    pub deleted: bool,
    /// When, ms since the epoch.
    pub at_ms: i64,
}

impl Whisper {
    /// Whether `seat` sent or received it.
    #[must_use]
    pub fn concerns(&self, seat: u8) -> bool {
        self.from == seat || self.to.contains(&seat)
    }

    /// Its recipients as a bit set, bit `s` for seat `s` (the stores keep
    /// it so: one column a database can test a seat against).
    #[must_use]
    pub fn to_mask(&self) -> i64 {
        self.to.iter().fold(0, |mask, s| mask | (1_i64 << s))
    }

    /// The seats of a bit set, ascending.
    #[must_use]
    pub fn seats_of(mask: i64) -> Vec<u8> {
        (0..63_u8).filter(|s| mask & (1_i64 << s) != 0).collect()
    }
}

/// How often two seats of a game whispered, either way: the metadata the
/// collusion signal reads (never the text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WhisperPair {
    /// The lower seat.
    pub a: u8,
    /// The higher seat.
    pub b: u8,
    /// Whispers between them, either way (a group whisper counts once for
    /// each recipient).
    pub count: u64,
}

/// Where whispers are kept.
pub trait WhisperStore: Send + Sync {
    /// Stores a whisper; returns it with its id.
    fn whisper(&self, whisper: Whisper)
    -> impl Future<Output = Result<Whisper, StoreError>> + Send;
    /// The whispers of `game` that `seat` sent or received, with id >
    /// `after`, oldest first, at most `limit`.
    fn whispers_for(
        &self,
        game: &GameId,
        seat: u8,
        after: u64,
        limit: u64,
    ) -> impl Future<Output = Result<Vec<Whisper>, StoreError>> + Send;
    /// The whispers of these ids (those that exist), in id order.
    fn whispers_by_id(
        &self,
        ids: &[u64],
    ) -> impl Future<Output = Result<Vec<Whisper>, StoreError>> + Send;
    /// The last whisper's id in `game` (0 when none): where a live
    /// follower starts.
    fn last_whisper(&self, game: &GameId) -> impl Future<Output = Result<u64, StoreError>> + Send;
    /// Marks a whisper deleted, with the operator's audit entry, in one
    /// transaction; returns it, or `None` if there is no such whisper.
    fn delete_whisper(
        &self,
        id: u64,
        audit: &AuditEntry,
    ) -> impl Future<Output = Result<Option<Whisper>, StoreError>> + Send;
    /// Each pair of seats of `game` that whispered, with how often.
    fn whisper_pairs(
        &self,
        game: &GameId,
    ) -> impl Future<Output = Result<Vec<WhisperPair>, StoreError>> + Send;
}

/// The pairs of seats of whispers given as (sender, recipients), each
/// with its count, in seat order: what every store answers for
/// [`WhisperStore::whisper_pairs`].
#[must_use]
pub fn pairs_of(whispers: impl IntoIterator<Item = (u8, Vec<u8>)>) -> Vec<WhisperPair> {
    let mut counts = std::collections::BTreeMap::<(u8, u8), u64>::new();
    for (from, to) in whispers {
        for to in to {
            *counts.entry((from.min(to), from.max(to))).or_default() += 1;
        }
    }
    counts.into_iter().map(|((a, b), count)| WhisperPair { a, b, count }).collect()
}
