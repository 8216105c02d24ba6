//! Blocks (SVC-BLOCK): `PUT`/`DELETE /v1/me/blocks/{user_id}` and `GET
//! /v1/me/blocks`. Silent: nothing here tells the blocked account.

use actix_web::HttpResponse;
use domain::ports::UserId;

use super::Caller;
use super::dto::{BlockList, BlockedUser};
use super::responses::{CannotBlockSelf, NoToken, UserIdParam, UserNotFound};
use super::{PathId, Reply, Shared};

/// Blocks an account: from now on neither may invite the other, quick
/// match never seats the two together, and the caller no longer sees the
/// account's table chat. It is not told. Blocking again changes nothing.
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
    Ok(super::ok(&crate::blocks::block(&state, &caller.0.user, &them).await?))
}

/// Lifts the caller's block on an account (none: nothing changes).
#[utoipa::path(delete, operation_id = "unblockUser", path = "/v1/me/blocks/{id}", tag = "me", security(("bearer" = [])),
    params(UserIdParam),
    responses((status = 204, description = "Not blocked"), NoToken))]
pub(super) async fn unblock(state: Shared, caller: Caller, id: PathId) -> Reply {
    crate::blocks::unblock(&state, &caller.0.user, &UserId(id.into_inner())).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The accounts the caller blocks, the newest block first.
#[utoipa::path(get, operation_id = "listBlocks", path = "/v1/me/blocks", tag = "me", security(("bearer" = [])),
    responses((status = 200, description = "The blocked accounts", body = BlockList), NoToken))]
pub(super) async fn list(state: Shared, caller: Caller) -> Reply {
    Ok(super::ok(&crate::blocks::list(&state, &caller.0.user).await?))
}
