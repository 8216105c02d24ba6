//! [`WhisperStore`] for the in-memory game store: whispers in the order
//! sent, numbered from 1 as the SQL store's sequence numbers them.

use crate::ports::{AuditEntry, GameId, StoreError, Whisper, WhisperPair, WhisperStore};

use super::{InMemoryGameStore, at_most, lock, push_numbered};

impl WhisperStore for InMemoryGameStore {
    async fn whisper(&self, whisper: Whisper) -> Result<Whisper, StoreError> {
        Ok(push_numbered(&mut lock(&self.whispers), whisper, |w| &mut w.id))
    }

    async fn whispers_for(
        &self,
        game: &GameId,
        seat: u8,
        after: u64,
        limit: u64,
    ) -> Result<Vec<Whisper>, StoreError> {
        let whispers = lock(&self.whispers);
        let mine = |w: &&Whisper| &w.game_id == game && w.id > after && w.concerns(seat);
        Ok(whispers.iter().filter(mine).take(at_most(limit)).cloned().collect())
    }

    async fn whispers_by_id(&self, ids: &[u64]) -> Result<Vec<Whisper>, StoreError> {
        Ok(lock(&self.whispers).iter().filter(|w| ids.contains(&w.id)).cloned().collect())
    }

    async fn last_whisper(&self, game: &GameId) -> Result<u64, StoreError> {
        let whispers = lock(&self.whispers);
        Ok(whispers.iter().filter(|w| &w.game_id == game).map(|w| w.id).max().unwrap_or(0))
    }

    async fn delete_whisper(
        &self,
        id: u64,
        audit: &AuditEntry,
    ) -> Result<Option<Whisper>, StoreError> {
        let mut whispers = lock(&self.whispers);
        let deleted = whispers.iter_mut().find(|w| w.id == id).map(|w| {
            w.deleted = true;
            w.clone()
        });
        if let Some(w) = &deleted {
            let mut entry = audit.clone();
            entry.reason = crate::ports::deletion_reason(&audit.reason, &w.body);
            self.audit.push(entry);
        }
        Ok(deleted)
    }

    async fn whisper_pairs(&self, game: &GameId) -> Result<Vec<WhisperPair>, StoreError> {
        let whispers = lock(&self.whispers);
        let links = whispers.iter().filter(|w| &w.game_id == game).map(|w| (w.from, w.to.clone()));
        Ok(crate::ports::pairs_of(links))
    }
}
