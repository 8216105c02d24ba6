//! The players' side over GraphQL, typed: signing in (`register`, `logIn`,
//! `signInAsGuest`, `refreshSession`, answering a `Session`), the caller's
//! account (`me`), a game's chat (`chat`, `postChatMessage`) and whispers
//! (`whispers`, `whisper`; SVC-WHISPER). Each calls
//! the use case its REST route calls, and refuses with the same codes.

use async_graphql::{Context, Object};
use domain::ports::GameId;

use super::{caller, gql, state, typed, wire};
use crate::dto::{ChatMessageDto, ChatPage, SignedInUser, TokenResponse};

/// Where a GraphQL request comes from: the client's address (for the login
/// throttle) and its `User-Agent` (to name the sessions it opens).
#[derive(Debug, Clone, Default)]
pub struct Origin {
    /// The client's address, as REST reads it (`request::client_address`).
    pub address: Option<String>,
    /// The `User-Agent` header, or empty.
    pub agent: String,
}

fn origin<'a>(ctx: &Context<'a>) -> Option<&'a Origin> {
    ctx.data_opt::<Origin>()
}

/// Queries of the caller's own.
#[derive(Debug, Default)]
pub struct PlayerQueries;

#[Object]
impl PlayerQueries {
    /// The signed-in account (REST `GET /v1/me`, in short).
    async fn me(&self, ctx: &Context<'_>) -> async_graphql::Result<SignedInUser> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let user = state.auth.account(&me.user).await.map_err(gql)?;
        Ok(SignedInUser::from(&user))
    }

    /// A game's chat, oldest first, after message `after` (REST `GET
    /// /v1/games/{id}/chat`): 1 to 200 messages.
    #[graphql(complexity = 5)]
    async fn chat(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        #[graphql(default = 0)] after: u64,
        #[graphql(default = 50)] limit: u64,
    ) -> async_graphql::Result<ChatPage> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let operator = me.role == domain::ports::Role::Operator;
        let messages = state
            .games
            .list_chat(
                &state.moderation,
                &GameId(game_id),
                &me.user,
                operator,
                after,
                limit.clamp(1, 200),
            )
            .await
            .map_err(gql)?;
        Ok(ChatPage { messages: messages.into_iter().map(ChatMessageDto::from).collect() })
    }

    /// The whispers the caller's seat sent or received in a game, oldest
    /// first, after whisper `after` (REST `GET /v1/games/{id}/whispers`):
    /// 1 to 200. Nobody else reads them, operators included.
    #[graphql(complexity = 5)]
    async fn whispers(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        #[graphql(default = 0)] after: u64,
        #[graphql(default = 100)] limit: u64,
    ) -> async_graphql::Result<wire::WhisperPage> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let page = (after, limit);
        typed(&crate::whispers::list(state, &me.user, &GameId(game_id), page).await.map_err(gql)?)
    }
}

/// Signing in, and posting to a game's chat.
#[derive(Debug, Default)]
pub struct PlayerMutations;

#[Object]
impl PlayerMutations {
    /// Creates an account and signs it in (REST `POST /v1/auth/register`).
    async fn register(
        &self,
        ctx: &Context<'_>,
        username: String,
        password: String,
    ) -> async_graphql::Result<TokenResponse> {
        let (agent, address) =
            origin(ctx).map_or(("", None), |o| (o.agent.as_str(), o.address.as_deref()));
        let issued =
            state(ctx)?.auth.register(&username, &password, agent, address).await.map_err(gql)?;
        Ok(TokenResponse::from(issued))
    }

    /// Signs in with a password, through the login throttle (REST `POST
    /// /v1/auth/login`: `BAD_CREDENTIALS`, `BANNED`, `LOGIN_THROTTLED`),
    /// with the `deviceToken` a past sign-in answered, if kept.
    async fn log_in(
        &self,
        ctx: &Context<'_>,
        username: String,
        password: String,
        device_token: Option<String>,
    ) -> async_graphql::Result<TokenResponse> {
        let state = state(ctx)?;
        let address = origin(ctx).and_then(|o| o.address.as_deref());
        let (user, device) = crate::signin::login_throttled(
            state,
            &username,
            &password,
            address,
            device_token.as_deref(),
        )
        .await
        .map_err(gql)?;
        let agent = origin(ctx).map_or("", |o| o.agent.as_str());
        let issued = state.auth.sign_in(user, agent).await.map_err(gql)?;
        Ok(TokenResponse::from(issued).with_device(device))
    }

    /// A throwaway identity that plays at once (REST `POST /v1/auth/guest`).
    async fn sign_in_as_guest(
        &self,
        ctx: &Context<'_>,
        display_name: String,
    ) -> async_graphql::Result<TokenResponse> {
        let agent = origin(ctx).map_or("", |o| o.agent.as_str());
        let issued = state(ctx)?.auth.guest(&display_name, agent).await.map_err(gql)?;
        Ok(TokenResponse::from(issued))
    }

    /// Trades a refresh token for a new pair, retiring it (REST `POST
    /// /v1/auth/refresh`; a retired one again is `REFRESH_REUSED`).
    async fn refresh_session(
        &self,
        ctx: &Context<'_>,
        refresh_token: String,
    ) -> async_graphql::Result<TokenResponse> {
        let issued = state(ctx)?.auth.refresh(&refresh_token).await.map_err(gql)?;
        Ok(TokenResponse::from(issued))
    }

    /// Posts to a game's chat, seated players and operators only (REST
    /// `POST /v1/games/{id}/chat`: `NOT_SEATED`, `MUTED`, `INVALID_MESSAGE`).
    async fn post_chat_message(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        body: String,
    ) -> async_graphql::Result<ChatMessageDto> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let operator = me.role == domain::ports::Role::Operator;
        let message = state
            .games
            .post_chat(
                state.auth.users(),
                &state.moderation,
                &me.user,
                operator,
                &GameId(game_id),
                &body,
            )
            .await
            .map_err(gql)?;
        Ok(ChatMessageDto::from(message))
    }
    /// Whispers to other seats of a game (REST `POST
    /// /v1/games/{id}/whispers`, SVC-WHISPER): only they and the caller
    /// ever read it; each hears of it on their feed.
    #[graphql(complexity = 5)]
    async fn whisper(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        to: Vec<u8>,
        body: String,
    ) -> async_graphql::Result<wire::Whisper> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let id = GameId(game_id);
        typed(&crate::whispers::send(state, &me.user, &id, &to, &body).await.map_err(gql)?)
    }
}
