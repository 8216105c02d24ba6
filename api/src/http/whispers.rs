//! Whispers (SVC-WHISPER): `POST`/`GET /v1/games/{id}/whispers`. Only the
//! sender and the recipients ever read a whisper; recipients also hear of
//! it on their feed (`whisper`) and on the game's stream (`event:
//! whisper`).

use actix_web::{HttpResponse, web};

use super::dto::{ChatQuery, PostWhisper, WhisperDto, WhisperPage};
use super::responses::{
    BadWhisper, GameIdParam, GameNotFound, MalformedBody, NoToken, NotSeated, WhisperRefused,
    WrongStatus,
};
use super::{Caller, GamePath, Reply, Shared};

/// Whispers to one or more other seats of the game: only they and the
/// sender ever read it. Each recipient's feed gets a `whisper` notice (and
/// their webhook, without the text), and their open streams of the game an
/// `event: whisper` frame.
#[utoipa::path(post, operation_id = "whisper", path = "/v1/games/{id}/whispers", tag = "chat", security(("bearer" = [])),
    params(GameIdParam),
    request_body = PostWhisper,
    responses(
        (status = 201, description = "Whispered", body = WhisperDto),
        MalformedBody,
        NoToken,
        WhisperRefused,
        GameNotFound,
        WrongStatus,
        BadWhisper,
    ))]
pub(super) async fn post(
    state: Shared,
    caller: Caller,
    GamePath(id): GamePath,
    body: super::body::Body<PostWhisper>,
) -> Reply {
    let sent = crate::whispers::send(&state, &caller.0.user, &id, &body.to, &body.body).await?;
    Ok(HttpResponse::Created().json(sent))
}

/// The whispers the caller's seat sent or received in the game, oldest
/// first, after whisper `after`. Nobody else reads them here, operators
/// included (they read a whisper only in a report that cites it).
#[utoipa::path(get, operation_id = "listWhispers", path = "/v1/games/{id}/whispers", tag = "chat", security(("bearer" = [])),
    params(GameIdParam, ChatQuery),
    responses(
        (status = 200, description = "The caller's whispers", body = WhisperPage),
        NoToken,
        NotSeated,
        GameNotFound,
    ))]
pub(super) async fn list(
    state: Shared,
    caller: Caller,
    GamePath(id): GamePath,
    query: web::Query<ChatQuery>,
) -> Reply {
    let page = (query.after, query.limit);
    Ok(super::ok(&crate::whispers::list(&state, &caller.0.user, &id, page).await?))
}
