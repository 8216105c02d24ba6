//! Portable records (SVC-RECORD): `GET /v1/games/{id}/record` writes a
//! finished game as a record anyone can verify offline (`teg-api
//! verify-record FILE`); `POST /v1/records` verifies one and keeps it as a
//! read-only replay.

use actix_web::{HttpResponse, web};
use domain::record::Record;

use super::dto::{RecordImported, RecordQuery};
use super::responses::{
    GameIdParam, MalformedBody, NoToken, RecordInvalid, SignedInOnGame, TooLarge, WrongStatus,
};
use super::{Caller, GamePath, Reply, Shared};

/// A finished game as a portable record: its edition and options, its
/// seats (by display name, or `Player N` with `anonymous=true`), every
/// event, and the seed every die came from with the commitment published
/// at the start. 409 `WRONG_STATUS` until the game is over: only the end
/// reveals the seed.
#[utoipa::path(get, operation_id = "getGameRecord", path = "/v1/games/{id}/record", tag = "games", security((), ("bearer" = [])),
    params(GameIdParam, RecordQuery),
    responses(
        (status = 200, description = "The record", body = Record),
        SignedInOnGame,
        WrongStatus,
    ))]
pub(super) async fn get(
    state: Shared,
    watcher: super::Watcher,
    GamePath(id): GamePath,
    query: web::Query<RecordQuery>,
) -> Reply {
    let who = (&watcher.user(), watcher.operator());
    Ok(super::ok(&crate::records::record(&state, &id, who, query.anonymous).await?))
}

/// Verifies a record and keeps it as a finished game of this service:
/// public, unrated, its seats held by nobody (`record:<seat>`), to read,
/// replay and scrub as any other. Nothing is kept unless every event
/// verifies; 422 `RECORD_INVALID` says the first bad event's `version`.
#[utoipa::path(post, operation_id = "importRecord", path = "/v1/records", tag = "games", security(("bearer" = [])),
    request_body = Record,
    responses(
        (status = 201, description = "Kept as a replay", body = RecordImported),
        MalformedBody,
        NoToken,
        TooLarge,
        RecordInvalid,
    ))]
pub(super) async fn import(
    state: Shared,
    caller: Caller,
    body: web::Json<serde_json::Value>,
) -> Reply {
    let id = crate::records::import(&state, &caller.0.user, body.into_inner()).await?;
    Ok(HttpResponse::Created().json(RecordImported { game_id: id.0 }))
}
