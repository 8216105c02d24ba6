//! In-game chat: seated players (and operators) post; anyone signed in reads.

use actix_web::{HttpResponse, web};
use domain::ports::GameId;

use super::Caller;
use super::GamePath;
use super::dto::{ChatMessageDto, ChatPage, ChatQuery, PostChat};
use super::responses::{
    GameIdParam, GameNotFound, InvalidMessage, MalformedBody, NoToken, NotSeatedOrMuted,
    SignedInOnGame,
};
use super::{PathId, Reply, Shared};

/// Posts a message to a game's chat.
#[utoipa::path(post, operation_id = "postChatMessage", path = "/v1/games/{id}/chat", tag = "chat", security(("bearer" = [])),
    params(GameIdParam),
    request_body = PostChat,
    responses(
        (status = 201, description = "Posted", body = ChatMessageDto),
        MalformedBody,
        NoToken,
        NotSeatedOrMuted,
        GameNotFound,
        InvalidMessage,
    ))]
pub(super) async fn post(
    state: Shared,
    caller: Caller,
    id: PathId,
    body: super::body::Body<PostChat>,
) -> Reply {
    let message = state
        .games
        .post_chat(
            state.auth.users(),
            &state.moderation,
            &caller.0.user,
            caller.operator(),
            &GameId(id.into_inner()),
            &body.body,
        )
        .await?;
    Ok(HttpResponse::Created().json(ChatMessageDto::from(message)))
}

/// A game's chat, oldest first, after message `after`.
#[utoipa::path(get, operation_id = "listChatMessages", path = "/v1/games/{id}/chat", tag = "chat", security(("bearer" = [])),
    params(GameIdParam, ChatQuery),
    responses(
        (status = 200, description = "Messages", body = ChatPage),
        SignedInOnGame,
    ))]
pub(super) async fn list(
    state: Shared,
    caller: Caller,
    GamePath(id): GamePath,
    query: web::Query<ChatQuery>,
) -> Reply {
    let limit = query.limit.clamp(1, 200);
    let messages = state
        .games
        .list_chat(&state.moderation, &id, &caller.0.user, caller.operator(), query.after, limit)
        .await?;
    Ok(super::ok(&ChatPage { messages: messages.into_iter().map(ChatMessageDto::from).collect() }))
}
