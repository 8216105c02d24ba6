//! Blocks (SVC-BLOCK) on the games' database, beside the tickets that
//! quick match keeps apart by them: one row a block, keyed by the pair in
//! its direction, so blocking again inserts nothing.

use domain::ports::{Block, BlockStore, StoreError, UserId};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use super::entities::blocks;
use super::{SeaGameStore, is_unique_violation, other};

fn block_of(row: blocks::Model) -> Block {
    Block {
        blocker: UserId(row.blocker_id),
        blocked: UserId(row.blocked_id),
        at_ms: row.created_at,
    }
}

impl BlockStore for SeaGameStore {
    async fn block(&self, block: &Block) -> Result<(), StoreError> {
        let row = blocks::ActiveModel {
            blocker_id: Set(block.blocker.0.clone()),
            blocked_id: Set(block.blocked.0.clone()),
            created_at: Set(block.at_ms),
        };
        match blocks::Entity::insert(row).exec(&self.db).await {
            // Blocked before: the first block stands.
            Ok(_) => Ok(()),
            Err(e) if is_unique_violation(&e) => Ok(()),
            Err(e) => Err(other("block", e)),
        }
    }

    async fn unblock(&self, blocker: &UserId, blocked: &UserId) -> Result<bool, StoreError> {
        let gone = blocks::Entity::delete_many()
            .filter(blocks::Column::BlockerId.eq(blocker.0.clone()))
            .filter(blocks::Column::BlockedId.eq(blocked.0.clone()))
            .exec(&self.db)
            .await
            .map_err(|e| other("unblock", e))?;
        Ok(gone.rows_affected > 0)
    }

    async fn blocks_of(&self, blocker: &UserId) -> Result<Vec<Block>, StoreError> {
        let select = blocks::Entity::find()
            .filter(blocks::Column::BlockerId.eq(blocker.0.clone()))
            .order_by_desc(blocks::Column::CreatedAt)
            .order_by_asc(blocks::Column::BlockedId);
        super::reads::read_all(&self.db, select, "read blocks", block_of).await
    }

    async fn blocks_among(&self, users: &[UserId]) -> Result<Vec<Block>, StoreError> {
        let ids: Vec<String> = users.iter().map(|u| u.0.clone()).collect();
        let select = blocks::Entity::find()
            .filter(blocks::Column::BlockerId.is_in(ids.clone()))
            .filter(blocks::Column::BlockedId.is_in(ids))
            .order_by_asc(blocks::Column::BlockerId)
            .order_by_asc(blocks::Column::BlockedId);
        super::reads::read_all(&self.db, select, "read blocks among", block_of).await
    }
}
