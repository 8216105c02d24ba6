//! A player's own data (SVC-EXPORT, SVC-DELETE): `GET /v1/me/export`, the
//! portable archive, and `DELETE /v1/me`, the account's deletion. Both take
//! a sign-in: a personal access token can do neither.

use actix_web::{FromRequest as _, HttpRequest, HttpResponse};

use super::dto::{AccountExport, DeleteAccount};
use super::responses::{BadDeletion, DeletionRefused, LoginThrottled, NoToken, SignInNeeded};
use super::{Caller, OptionalJson, Reply, Shared};

/// Everything the service keeps about the caller, as one JSON document:
/// the account, its sign-ins and tokens (never their secrets), every game
/// they sit in with its log as they may see it, ratings, the feed, the
/// reports they filed, and the apps they granted.
#[utoipa::path(get, operation_id = "exportMe", path = "/v1/me/export", tag = "me",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The archive", body = AccountExport,
            headers(("Content-Disposition" = String, description = "`attachment; filename=\"teg-account.json\"`"))),
        NoToken,
        SignInNeeded,
    ))]
pub(super) async fn export(state: Shared, caller: Caller) -> Reply {
    let archive = crate::own_data::export(&state, &caller.0).await?;
    Ok(HttpResponse::Ok()
        .insert_header(("Content-Disposition", "attachment; filename=\"teg-account.json\""))
        .json(archive))
}

/// Deletes the caller's account: every session, token and webhook ends,
/// lobbies are left and games in play resigned, the feed is dropped, and
/// the account leaves the leaderboards. Finished games keep the seat as an
/// anonymous player, so their replays still verify. An account sends its
/// password; a guest sends no body. Done again with a token of the deleted
/// account (a retry), it answers 204 once more.
#[utoipa::path(delete, operation_id = "deleteMe", path = "/v1/me", tag = "me",
    security(("bearer" = [])),
    request_body(content = Option<DeleteAccount>, description = "The password (accounts); none for a guest"),
    responses(
        (status = 204, description = "Deleted (or deleted before)"),
        BadDeletion,
        NoToken,
        DeletionRefused,
        LoginThrottled,
    ))]
pub(super) async fn delete(
    state: Shared,
    req: HttpRequest,
    body: OptionalJson<DeleteAccount>,
) -> Reply {
    let caller = match Caller::extract(&req).await {
        Ok(caller) => caller,
        Err(refused) => {
            let subject = crate::request::token_subject(&state, req.headers());
            return match subject {
                Some(user) if crate::own_data::already_deleted(&state, &user).await => {
                    Ok(HttpResponse::NoContent().finish())
                }
                _ => Err(refused),
            };
        }
    };
    let body = body.read().await?;
    let peer = super::client_address(&req);
    crate::own_data::delete_account(&state, &caller.0, body.password.as_deref(), peer.as_deref())
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
