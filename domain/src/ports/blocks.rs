//! The blocks port (SVC-BLOCK): who blocked whom. A block is one-sided and
//! silent; what it keeps apart is asked both ways (an invitation, a quick
//! match, a challenge, a whisper), what it hides only from the blocker (the
//! other's table chat).

use std::future::Future;

use super::{StoreError, UserId};

/// One block, as its blocker lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// Who blocked.
    pub blocker: UserId,
    /// Who is blocked.
    pub blocked: UserId,
    /// When, ms since the epoch.
    pub at_ms: i64,
}

/// Where blocks are kept.
pub trait BlockStore: Send + Sync {
    /// Keeps `block`; blocking again changes nothing (the first time stays).
    fn block(&self, block: &Block) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Lifts `blocker`'s block on `blocked`: whether there was one.
    fn unblock(
        &self,
        blocker: &UserId,
        blocked: &UserId,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;
    /// The blocks `blocker` made, the newest first.
    fn blocks_of(
        &self,
        blocker: &UserId,
    ) -> impl Future<Output = Result<Vec<Block>, StoreError>> + Send;
    /// The blocks between any two of `users`, either way.
    fn blocks_among(
        &self,
        users: &[UserId],
    ) -> impl Future<Output = Result<Vec<Block>, StoreError>> + Send;
}
