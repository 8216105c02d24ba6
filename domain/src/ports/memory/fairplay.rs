//! [`FairPlayStore`] for the in-memory game store: abandonments once a
//! game each, and the operators' cooldowns with their audit entries.

use crate::ports::{AuditEntry, CooldownSet, FairPlayStore, GameId, StoreError, UserId};

use super::InMemoryGameStore;
use super::lock;

impl FairPlayStore for InMemoryGameStore {
    async fn record_abandonment(
        &self,
        user: &UserId,
        game: &GameId,
        at_ms: i64,
    ) -> Result<(), StoreError> {
        let mut kept = lock(&self.fairplay);
        if !kept.0.iter().any(|(u, g, _)| u == user && g == game) {
            kept.0.push((user.clone(), game.clone(), at_ms));
        }
        Ok(())
    }

    async fn abandonments(
        &self,
        user: &UserId,
        since_ms: i64,
    ) -> Result<(Vec<i64>, u64), StoreError> {
        let kept = lock(&self.fairplay);
        let theirs: Vec<i64> =
            kept.0.iter().filter(|(u, _, _)| u == user).map(|(_, _, at)| *at).collect();
        let all = u64::try_from(theirs.len()).unwrap_or(u64::MAX);
        Ok((theirs.into_iter().filter(|&at| at > since_ms).collect(), all))
    }

    async fn abandoners_among(
        &self,
        users: &[UserId],
        since_ms: i64,
    ) -> Result<Vec<UserId>, StoreError> {
        let kept = lock(&self.fairplay);
        let recent = |u: &&UserId| kept.0.iter().any(|(v, _, at)| v == *u && *at > since_ms);
        Ok(users.iter().filter(recent).cloned().collect())
    }

    async fn cooldown_set(&self, user: &UserId) -> Result<Option<CooldownSet>, StoreError> {
        Ok(lock(&self.fairplay).1.iter().rev().find(|c| &c.user == user).cloned())
    }

    async fn set_cooldown(&self, set: &CooldownSet, audit: &AuditEntry) -> Result<(), StoreError> {
        lock(&self.fairplay).1.push(set.clone());
        self.audit.push(audit.clone());
        Ok(())
    }
}
