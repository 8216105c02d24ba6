//! Blocks (SVC-BLOCK): a person blocks another account, lifts the block,
//! lists whom they block; the other use cases ask whether two people are
//! kept apart (invitations, quick match) or whose words one reader does
//! not see (table chat). The account's existence is the caller's to check:
//! accounts are not this store's.

use super::{AppError, Ports};
use crate::ports::{Block, BlockStore, Clock, UserId};

impl<S: BlockStore, B, C: Clock, R> Ports<S, B, C, R> {
    /// `blocker` blocks `blocked`, silently: the block as kept (blocking
    /// again keeps the first one).
    ///
    /// # Errors
    /// [`AppError::CannotBlockSelf`]; the store failed.
    pub async fn block_user(&self, blocker: &UserId, blocked: &UserId) -> Result<Block, AppError> {
        if blocker == blocked {
            return Err(AppError::CannotBlockSelf);
        }
        let block = Block {
            blocker: blocker.clone(),
            blocked: blocked.clone(),
            at_ms: self.clock.now_ms(),
        };
        self.store.block(&block).await?;
        let kept = self.store.blocks_of(blocker).await?;
        Ok(kept.into_iter().find(|b| &b.blocked == blocked).unwrap_or(block))
    }

    /// `blocker` lifts their block on `blocked`: whether there was one.
    ///
    /// # Errors
    /// The store failed.
    pub async fn unblock_user(&self, blocker: &UserId, blocked: &UserId) -> Result<bool, AppError> {
        Ok(self.store.unblock(blocker, blocked).await?)
    }

    /// Whom `blocker` blocks, the newest first.
    ///
    /// # Errors
    /// The store failed.
    pub async fn blocks_of(&self, blocker: &UserId) -> Result<Vec<Block>, AppError> {
        Ok(self.store.blocks_of(blocker).await?)
    }

    /// [`AppError::Blocked`] when a block stands between `a` and `b`,
    /// either way.
    ///
    /// # Errors
    /// [`AppError::Blocked`]; the store failed.
    pub async fn not_kept_apart(&self, a: &UserId, b: &UserId) -> Result<(), AppError> {
        let between = self.store.blocks_among(&[a.clone(), b.clone()]).await?;
        if between.is_empty() { Ok(()) } else { Err(AppError::Blocked) }
    }

    /// The people whose table chat `reader` does not see: those they block.
    ///
    /// # Errors
    /// The store failed.
    pub(super) async fn unheard_by(&self, reader: &UserId) -> Result<Vec<UserId>, AppError> {
        Ok(self.store.blocks_of(reader).await?.into_iter().map(|b| b.blocked).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{block_on, ports, user};
    use super::*;

    #[test]
    fn svc_block_a_block_is_one_sided_kept_once_and_lifted_by_its_blocker_only() {
        let p = ports();
        let (ana, beto) = (user("ana"), user("beto"));
        assert_eq!(block_on(p.block_user(&ana, &ana)), Err(AppError::CannotBlockSelf));
        let first = block_on(p.block_user(&ana, &beto)).expect("blocked");
        let again = block_on(p.block_user(&ana, &beto)).expect("blocked again");
        assert_eq!(first, again, "blocking again keeps the first block");
        assert_eq!(block_on(p.blocks_of(&ana)).expect("list"), [first]);
        assert!(block_on(p.blocks_of(&beto)).expect("list").is_empty(), "Beto is not told");
        assert_eq!(block_on(p.not_kept_apart(&ana, &beto)), Err(AppError::Blocked));
        assert_eq!(block_on(p.not_kept_apart(&beto, &ana)), Err(AppError::Blocked));
        assert_eq!(block_on(p.unblock_user(&beto, &ana)), Ok(false), "not Beto's to lift");
        assert_eq!(block_on(p.unblock_user(&ana, &beto)), Ok(true));
        assert_eq!(block_on(p.not_kept_apart(&beto, &ana)), Ok(()));
    }
}
