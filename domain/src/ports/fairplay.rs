//! The fair play port (SVC-FAIRPLAY): the seats people abandoned, and the
//! operators' last word on a person's cooldown. The ladder itself is pure
//! (`crate::fairplay`).

use std::future::Future;

use super::{AuditEntry, GameId, StoreError, UserId};

/// An operator's word on a person's cooldown: from `set_at_ms` on, only
/// later abandonments count, and the cooldown is `until_ms` (or none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CooldownSet {
    /// Whose.
    pub user: UserId,
    /// Until when, ms since the epoch; `None` lifts it.
    pub until_ms: Option<i64>,
    /// When the operator said so.
    pub set_at_ms: i64,
}

/// Where abandonments and operators' cooldowns are kept.
pub trait FairPlayStore: Send + Sync {
    /// Records that `user` abandoned their seat of `game` at `at_ms`: once
    /// a game, the first time kept.
    fn record_abandonment(
        &self,
        user: &UserId,
        game: &GameId,
        at_ms: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// When `user` abandoned seats after `since_ms`, and how many seats
    /// they abandoned in all.
    fn abandonments(
        &self,
        user: &UserId,
        since_ms: i64,
    ) -> impl Future<Output = Result<(Vec<i64>, u64), StoreError>> + Send;
    /// Those of `users` who abandoned a seat after `since_ms`, each once:
    /// one read for a whole field of quick-match tickets.
    fn abandoners_among(
        &self,
        users: &[UserId],
        since_ms: i64,
    ) -> impl Future<Output = Result<Vec<UserId>, StoreError>> + Send;
    /// The operators' last word on `user`'s cooldown, if any.
    fn cooldown_set(
        &self,
        user: &UserId,
    ) -> impl Future<Output = Result<Option<CooldownSet>, StoreError>> + Send;
    /// Keeps an operator's word on a cooldown, with its audit entry, in one
    /// transaction.
    fn set_cooldown(
        &self,
        set: &CooldownSet,
        audit: &AuditEntry,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
}
