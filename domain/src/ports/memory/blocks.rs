//! [`BlockStore`] for the in-memory game store: the blocks in the order
//! made, as the SQL store keeps them in its `blocks` table.

use crate::ports::{Block, BlockStore, StoreError, UserId};

use super::InMemoryGameStore;
use super::lock;

impl BlockStore for InMemoryGameStore {
    async fn block(&self, block: &Block) -> Result<(), StoreError> {
        let mut blocks = lock(&self.blocks);
        if !blocks.iter().any(|b| b.blocker == block.blocker && b.blocked == block.blocked) {
            blocks.push(block.clone());
        }
        Ok(())
    }

    async fn unblock(&self, blocker: &UserId, blocked: &UserId) -> Result<bool, StoreError> {
        let mut blocks = lock(&self.blocks);
        let before = blocks.len();
        blocks.retain(|b| !(&b.blocker == blocker && &b.blocked == blocked));
        Ok(blocks.len() < before)
    }

    async fn blocks_of(&self, blocker: &UserId) -> Result<Vec<Block>, StoreError> {
        let blocks = lock(&self.blocks);
        Ok(blocks.iter().rev().filter(|b| &b.blocker == blocker).cloned().collect())
    }

    async fn blocks_among(&self, users: &[UserId]) -> Result<Vec<Block>, StoreError> {
        let blocks = lock(&self.blocks);
        let among = |b: &&Block| users.contains(&b.blocker) && users.contains(&b.blocked);
        Ok(blocks.iter().filter(among).cloned().collect())
    }
}
