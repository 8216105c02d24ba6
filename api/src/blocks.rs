//! Blocks (SVC-BLOCK), the same on REST and GraphQL: a person blocks an
//! account by id, lifts the block, lists whom they block. Silent: the
//! blocked person is told nothing. What a block keeps apart is checked
//! where it happens (`invitations.rs`, quick match in the domain); what it
//! hides, in the chat's use case.

use domain::ports::{Block, UserId, UserStore as _};

use crate::dto::{BlockList, BlockedUser};
use crate::error::ApiError;
use crate::state::AppState;

/// `me` blocks `them`: the block as kept (blocking again keeps the first).
///
/// # Errors
/// `USER_NOT_FOUND` (no such account), `CANNOT_BLOCK_SELF`.
pub(crate) async fn block(
    state: &AppState,
    me: &UserId,
    them: &UserId,
) -> Result<BlockedUser, ApiError> {
    let Some(other) = state.auth.users().by_id(them).await? else {
        return Err(domain::app::AppError::UserNotFound.into());
    };
    let block = state.games.block_user(me, them).await?;
    Ok(blocked(&block, &other.display_name))
}

/// `me` lifts their block on `them`, if any (idempotent).
///
/// # Errors
/// The store failed.
pub(crate) async fn unblock(state: &AppState, me: &UserId, them: &UserId) -> Result<(), ApiError> {
    state.games.unblock_user(me, them).await?;
    Ok(())
}

/// Whom `me` blocks, the newest first.
///
/// # Errors
/// The store failed.
pub(crate) async fn list(state: &AppState, me: &UserId) -> Result<BlockList, ApiError> {
    let mut users = Vec::new();
    for block in state.games.blocks_of(me).await? {
        let name = state.auth.users().by_id(&block.blocked).await?;
        let name = name.map_or_else(|| block.blocked.0.clone(), |u| u.display_name);
        users.push(blocked(&block, &name));
    }
    Ok(BlockList { users })
}

fn blocked(block: &Block, display_name: &str) -> BlockedUser {
    BlockedUser {
        id: block.blocked.0.clone(),
        display_name: display_name.to_owned(),
        blocked_at: crate::time::rfc3339(block.at_ms),
    }
}
