//! Ties and challenges between people: blocks (SVC-BLOCK), `PUT`/`DELETE
//! /v1/me/blocks/{user_id}` and `GET /v1/me/blocks`; follows
//! (SVC-FRIENDS), `PUT`/`DELETE /v1/me/following/{user_id}`, `GET
//! /v1/me/following` and `GET /v1/me/followers`; and `POST
//! /v1/challenges`. A block is silent: nothing here tells the blocked
//! account.

use actix_web::HttpResponse;
use domain::ports::{TieKind, UserId};

use super::Caller;
use super::dto::{BlockList, BlockedUser, ChallengeSent, Friend, FriendList, NewChallenge};
use super::responses::{
    BadChallenge, Blocked, CannotBlockSelf, CannotFollowSelf, ChallengeRefused, MalformedBody,
    NoToken, UserIdParam, UserNotFound,
};
use super::{PathId, Reply, Shared};

/// Blocks an account: from now on neither may invite, challenge, follow or
/// whisper to the other, quick match never seats the two together, and
/// the caller no longer sees the account's table chat nor its presence. It
/// is not told. Blocking again changes nothing.
#[utoipa::path(put, operation_id = "blockUser", path = "/v1/me/blocks/{id}", tag = "me", security(("bearer" = [])),
    params(UserIdParam),
    responses(
        (status = 200, description = "Blocked", body = BlockedUser),
        NoToken,
        UserNotFound,
        CannotBlockSelf,
    ))]
pub(super) async fn block(state: Shared, caller: Caller, id: PathId) -> Reply {
    let them = UserId(id.into_inner());
    Ok(super::ok(&crate::ties::block(&state, &caller.0.user, &them).await?))
}

/// Lifts the caller's block on an account (none: nothing changes).
#[utoipa::path(delete, operation_id = "unblockUser", path = "/v1/me/blocks/{id}", tag = "me", security(("bearer" = [])),
    params(UserIdParam),
    responses((status = 204, description = "Not blocked"), NoToken))]
pub(super) async fn unblock(state: Shared, caller: Caller, id: PathId) -> Reply {
    untie(&state, TieKind::Block, &caller, id).await
}

/// The accounts the caller blocks, the newest block first.
#[utoipa::path(get, operation_id = "listBlocks", path = "/v1/me/blocks", tag = "me", security(("bearer" = [])),
    responses((status = 200, description = "The blocked accounts", body = BlockList), NoToken))]
pub(super) async fn list(state: Shared, caller: Caller) -> Reply {
    Ok(super::ok(&crate::ties::blocks(&state, &caller.0.user).await?))
}

/// Follows an account (SVC-FRIENDS): it joins the caller's friends list,
/// with whether it is online, and is told once on its feed (`followed`).
/// Following again changes nothing and tells nobody.
#[utoipa::path(put, operation_id = "followUser", path = "/v1/me/following/{id}", tag = "friends", security(("bearer" = [])),
    params(UserIdParam),
    responses(
        (status = 200, description = "Followed", body = Friend),
        NoToken,
        Blocked,
        UserNotFound,
        CannotFollowSelf,
    ))]
pub(super) async fn follow(state: Shared, caller: Caller, id: PathId) -> Reply {
    let them = UserId(id.into_inner());
    Ok(super::ok(&crate::ties::follow(&state, &caller.0.user, &them).await?))
}

/// Stops following an account (none: nothing changes); it is not told.
#[utoipa::path(delete, operation_id = "unfollowUser", path = "/v1/me/following/{id}", tag = "friends", security(("bearer" = [])),
    params(UserIdParam),
    responses((status = 204, description = "Not followed"), NoToken))]
pub(super) async fn unfollow(state: Shared, caller: Caller, id: PathId) -> Reply {
    untie(&state, TieKind::Follow, &caller, id).await
}

/// The people the caller follows, the newest first, each online or not.
#[utoipa::path(get, operation_id = "listFollowing", path = "/v1/me/following", tag = "friends", security(("bearer" = [])),
    responses((status = 200, description = "The people followed", body = FriendList), NoToken))]
pub(super) async fn following(state: Shared, caller: Caller) -> Reply {
    Ok(super::ok(&crate::ties::following(&state, &caller.0.user).await?))
}

/// The people who follow the caller, the newest first, each online or not.
#[utoipa::path(get, operation_id = "listFollowers", path = "/v1/me/followers", tag = "friends", security(("bearer" = [])),
    responses((status = 200, description = "The followers", body = FriendList), NoToken))]
pub(super) async fn followers(state: Shared, caller: Caller) -> Reply {
    Ok(super::ok(&crate::ties::followers(&state, &caller.0.user).await?))
}

/// Challenges another person (SVC-FRIENDS): a private lobby opens with the
/// caller seated, and the other is invited to it (`invited` on their
/// feed; they accept or decline the invitation as any other).
#[utoipa::path(post, operation_id = "challenge", path = "/v1/challenges", tag = "friends", security(("bearer" = [])),
    request_body = NewChallenge,
    responses(
        (status = 201, description = "Challenged", body = ChallengeSent),
        MalformedBody,
        NoToken,
        ChallengeRefused,
        BadChallenge,
    ))]
pub(super) async fn challenge(
    state: Shared,
    caller: Caller,
    body: super::body::Body<NewChallenge>,
) -> Reply {
    let sent = crate::challenges::challenge(&state, &caller.0, body.into_inner()).await?;
    Ok(HttpResponse::Created().json(sent))
}

/// Undoes the caller's tie of `kind` to the account `id`: 204 either way.
async fn untie(state: &Shared, kind: TieKind, caller: &Caller, id: PathId) -> Reply {
    crate::ties::untie(state, kind, &caller.0.user, &UserId(id.into_inner())).await?;
    Ok(HttpResponse::NoContent().finish())
}
