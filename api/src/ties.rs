//! Ties between people, the same on REST and GraphQL: blocks (SVC-BLOCK)
//! and follows (SVC-FRIENDS). A person blocks or follows an account by
//! id, undoes it, and lists both. A block is silent: the blocked person
//! is told nothing. A follow tells the followed person once (`followed`
//! on their feed) and puts them on the follower's friends list, with
//! whether they are online (`presence`). What a block keeps apart is
//! checked where it happens (`invitations.rs`, `challenges.rs`, quick
//! match in the domain); what it hides, in the chat's use case and here:
//! a blocker never shows online to the person they block.

use domain::ports::{Tie, TieKind, UserId, UserStore as _};

use crate::dto::{BlockList, BlockedUser, Friend, FriendList};
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
    let name = display_name(state, them).await?;
    let block = state.games.block_user(me, them).await?;
    Ok(blocked(&block, name))
}

/// `me` follows `them`: the follow as kept, with their presence.
///
/// # Errors
/// `USER_NOT_FOUND` (no such account), `CANNOT_FOLLOW_SELF`, `BLOCKED` (a
/// block stands between the two, either way).
pub(crate) async fn follow(
    state: &AppState,
    me: &UserId,
    them: &UserId,
) -> Result<Friend, ApiError> {
    let name = display_name(state, them).await?;
    let follow = state.games.follow_user(me, them).await?;
    let online =
        state.presence.online(std::slice::from_ref(them), crate::adapters::system::now_ms()).await;
    Ok(friend(&follow.to, name, &follow, online[0]))
}

/// `me` undoes their tie of `kind` to `them`, if any (idempotent).
///
/// # Errors
/// The store failed.
pub(crate) async fn untie(
    state: &AppState,
    kind: TieKind,
    me: &UserId,
    them: &UserId,
) -> Result<(), ApiError> {
    state.games.untie(kind, me, them).await?;
    Ok(())
}

/// Whom `me` blocks, the newest first.
///
/// # Errors
/// The store failed.
pub(crate) async fn blocks(state: &AppState, me: &UserId) -> Result<BlockList, ApiError> {
    let ties = state.games.ties_from(TieKind::Block, me).await?;
    let names = names(state, ties.iter().map(|t| &t.to)).await?;
    Ok(BlockList { users: ties.iter().zip(names).map(|(t, name)| blocked(t, name)).collect() })
}

/// Whom `me` follows, the newest first, each online or not; a person who
/// blocks `me` never shows online to them.
///
/// # Errors
/// The store failed.
pub(crate) async fn following(state: &AppState, me: &UserId) -> Result<FriendList, ApiError> {
    let ties = state.games.ties_from(TieKind::Follow, me).await?;
    let hidden = state.games.blockers_of(me).await?;
    let people: Vec<UserId> = ties.iter().map(|t| t.to.clone()).collect();
    friends(state, &ties, &people, &hidden).await
}

/// Who follows `me`, the newest first, each online or not (less those
/// `me` blocks).
///
/// # Errors
/// The store failed.
pub(crate) async fn followers(state: &AppState, me: &UserId) -> Result<FriendList, ApiError> {
    let ties = state.games.followers_of(me).await?;
    let hidden = state.games.blockers_of(me).await?;
    let people: Vec<UserId> = ties.iter().map(|t| t.from.clone()).collect();
    friends(state, &ties, &people, &hidden).await
}

/// `people` (one a tie, in order) as a friends list: named, online unless
/// `hidden` from the reader.
async fn friends(
    state: &AppState,
    ties: &[Tie],
    people: &[UserId],
    hidden: &[UserId],
) -> Result<FriendList, ApiError> {
    let names = names(state, people.iter()).await?;
    let online = state.presence.online(people, crate::adapters::system::now_ms()).await;
    let users = ties
        .iter()
        .zip(people)
        .zip(names.into_iter().zip(online))
        .map(|((tie, who), (name, on))| friend(who, name, tie, on && !hidden.contains(who)))
        .collect();
    Ok(FriendList { users })
}

/// An account's display name.
///
/// # Errors
/// `USER_NOT_FOUND` when there is no such account.
async fn display_name(state: &AppState, id: &UserId) -> Result<String, ApiError> {
    match state.auth.users().by_id(id).await? {
        Some(user) => Ok(user.display_name),
        None => Err(domain::app::AppError::UserNotFound.into()),
    }
}

/// The display names of `people`, in order (an account gone since: its id).
async fn names<'a>(
    state: &AppState,
    people: impl Iterator<Item = &'a UserId>,
) -> Result<Vec<String>, ApiError> {
    let mut names = Vec::new();
    for id in people {
        let user = state.auth.users().by_id(id).await?;
        names.push(user.map_or_else(|| id.0.clone(), |u| u.display_name));
    }
    Ok(names)
}

fn blocked(block: &Tie, display_name: String) -> BlockedUser {
    BlockedUser {
        id: block.to.0.clone(),
        display_name,
        blocked_at: crate::time::rfc3339(block.at_ms),
    }
}

fn friend(who: &UserId, display_name: String, tie: &Tie, online: bool) -> Friend {
    Friend { id: who.0.clone(), display_name, online, since: crate::time::rfc3339(tie.at_ms) }
}
