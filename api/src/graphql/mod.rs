//! GraphQL at `/graphql` (async-graphql): the same queries as REST (`game`,
//! `games`, `legalActions`, `events`, `pacts`), the lobby mutations, one
//! typed mutation per turn action (`place`, `buyMissile`, `convertMissile`,
//! `exchange`, `attack`, `fireMissile`, `moveIn`, `regroup`, `endTurn`), per
//! pact command (`proposePact`, `acceptPact`, `refusePact`, `withdrawPact`,
//! `breakPact`, `dismissZone`) and for the aggression sequence
//! (`launchAggression`, `endAggression`, `attackOccupant`, `fireMissileAt`),
//! signing in and chat, typed (`players`),
//! and the `gameEvents` subscription over websocket (graphql-transport-ws,
//! the token in `connection_init`). Errors carry the same `code` (and
//! `rule`) as REST in `extensions`. Resolvers are thin: they call the same
//! use cases as the REST handlers. Every request is bounded ([`limits`]).
//!
//! No explorer UI is served (the stock ones load from a CDN). The SDL is
//! committed as `openapi/schema.graphql`, and `api/tests/graphql.rs` fails
//! when it drifts (`UPDATE_CONTRACTS=1` rewrites it).

mod actions;
pub mod connections;
pub mod home;
pub mod limits;
mod mutations;
pub mod persisted;
pub mod players;
pub mod socket;
mod subscriptions;
pub mod teg2;
#[rustfmt::skip]
mod wire;

pub use mutations::{MutationRoot, PactKind, RiskActions};
pub use subscriptions::SubscriptionRoot;

use actix_web::{HttpMessage as _, HttpRequest, HttpResponse, web};
use async_graphql::futures_util::Stream;
use async_graphql::{Context, ErrorExtensions, Json, Object, Schema, SimpleObject, Subscription};
use domain::app::Once;
use domain::board::Board;
use domain::color::Color;
use domain::ports::{GameId, Kept, Refusal, Role};
use domain::rules::{Command, PactTerms};
use domain::{ContinentId, CountryId};

use crate::auth::Principal;
use crate::dto::{GameList, GameSummary, versioned};
use crate::error::ApiError;
use crate::follow::{Follower, Woke};
use crate::language::Language;
use crate::problems::Texts;
use crate::ratelimit::ClientKey;
use crate::state::AppState;
use crate::tables::parse_status;
use actions::action_mutations;

/// The schema.
pub type TegSchema = Schema<Queries, Mutations, Subscriptions>;

/// Every query: the games' and the caller's own, under one `QueryRoot`.
#[derive(Debug, Default, async_graphql::MergedObject)]
#[graphql(name = "QueryRoot")]
pub struct Queries(
    QueryRoot,
    players::PlayerQueries,
    home::HomeQueries,
    connections::ConnectionQueries,
);

/// Every mutation: the lobby and the Risk-like editions' turn actions, and
/// TEG II's typed actions (`teg2.rs`), under one `MutationRoot` type.
#[derive(Debug, Default, async_graphql::MergedObject)]
#[graphql(name = "MutationRoot")]
pub struct Mutations(
    MutationRoot,
    RiskActions,
    teg2::Teg2Mutations,
    players::PlayerMutations,
    home::HomeMutations,
    home::TableMutations,
);

/// Every subscription: a game's events and the caller's feed.
#[derive(Debug, Default, async_graphql::MergedSubscription)]
#[graphql(name = "SubscriptionRoot")]
pub struct Subscriptions(SubscriptionRoot, home::FeedSubscription);

/// Builds the schema over the shared state, answering introspection or not.
#[must_use]
pub fn schema(state: web::Data<AppState>, introspection: bool) -> TegSchema {
    let builder = Schema::build(Queries::default(), Mutations::default(), Subscriptions::default())
        .data(state)
        .limit_depth(limits::MAX_DEPTH)
        .limit_recursive_depth(limits::MAX_DEPTH)
        .limit_complexity(limits::MAX_COMPLEXITY)
        .limit_directives(limits::MAX_DIRECTIVES)
        .extension(persisted::PersistedQueries::default())
        .extension(limits::Limits);
    // `TEG_GRAPHQL_INTROSPECTION=off`: the schema is committed, not served.
    if introspection { builder.finish() } else { builder.disable_introspection().finish() }
}

/// The schema that answers introspection-only queries
/// ([`limits::introspection_only`]) with room for the standard ones; none
/// when introspection is off.
#[derive(Clone)]
pub struct IntrospectionSchema(pub TegSchema);

impl std::fmt::Debug for IntrospectionSchema {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("IntrospectionSchema")
    }
}

/// The introspection-only schema, when introspection is on.
#[must_use]
pub fn introspection_schema(
    state: web::Data<AppState>,
    introspection: bool,
) -> Option<IntrospectionSchema> {
    introspection.then(|| {
        IntrospectionSchema(
            Schema::build(Queries::default(), Mutations::default(), Subscriptions::default())
                .data(state)
                .introspection_only()
                .limit_depth(limits::MAX_INTROSPECTION_DEPTH)
                .limit_recursive_depth(limits::MAX_INTROSPECTION_DEPTH)
                .limit_complexity(limits::MAX_INTROSPECTION_COMPLEXITY)
                .limit_directives(limits::MAX_DIRECTIVES)
                .extension(limits::Limits)
                .finish(),
        )
    })
}

/// An error in GraphQL form, with the REST code in `extensions.code`.
fn gql(e: impl Into<ApiError>) -> async_graphql::Error {
    let e: ApiError = e.into();
    async_graphql::Error::new(e.detail.clone()).extend_with(|_, ext| {
        ext.set("code", e.code);
        ext.set("status", e.status.as_u16());
        if let Some(rule) = e.rule {
            ext.set("rule", rule);
        }
    })
}

fn state<'a>(ctx: &Context<'a>) -> async_graphql::Result<&'a web::Data<AppState>> {
    ctx.data::<web::Data<AppState>>()
        .map_err(|_| gql(ApiError::internal("BUG: no state in the schema")))
}

/// The caller, allowed what this operation needs. Over a websocket the
/// caller was admitted at `connection_init` and is asked about again here,
/// as a REST request's token would be: a revoked, expired or banned caller
/// is refused even before the socket closes.
async fn caller(ctx: &Context<'_>) -> async_graphql::Result<Principal> {
    use async_graphql::parser::types::OperationType;
    if let Some(TokenRefused(refused)) = ctx.data_opt::<TokenRefused>() {
        // A token was sent and refused: as REST says (`INVALID_TOKEN`,
        // `BANNED`, ...), not as if none had been sent.
        return Err(gql(refused.clone()));
    }
    let me = ctx.data::<Principal>().map_err(|_| gql(ApiError::unauthorized()))?;
    let me = match ctx.data_opt::<socket::OnSocket>() {
        Some(_) => state(ctx)?.auth.recheck(me).await.map_err(gql)?,
        None => me.clone(),
    };
    // A personal access token's scopes: mutations play, the rest reads.
    let scope = match ctx.query_env.operation.node.ty {
        OperationType::Mutation => domain::ports::Scope::Play,
        OperationType::Query | OperationType::Subscription => domain::ports::Scope::Read,
    };
    crate::access::permits(&me, crate::access::Need::Scope(scope)).map_err(gql)?;
    if scope == domain::ports::Scope::Play {
        // Its next reads wait for the replica to have this write.
        state(ctx)?.reads.wrote(&me.user);
    }
    Ok(me)
}

/// Who watches (SVC-WATCH): the caller as [`caller`] admits them, or
/// nobody signed in when no token was sent; the user id and whether an
/// operator.
async fn watcher(ctx: &Context<'_>) -> async_graphql::Result<(domain::ports::UserId, bool)> {
    if ctx.data_opt::<TokenRefused>().is_none() && ctx.data_opt::<Principal>().is_none() {
        return Ok((domain::ports::UserId(String::new()), false));
    }
    let me = caller(ctx).await?;
    Ok((me.user, me.role == Role::Operator))
}

/// The board of a game's edition (its ids are that board's slugs).
async fn board(ctx: &Context<'_>, game_id: &str) -> async_graphql::Result<&'static Board> {
    crate::tables::board_of(state(ctx)?, &GameId(game_id.to_owned())).await.map_err(gql)
}

/// A REST value as its typed GraphQL twin: REST's JSON (ids as their
/// boards' slugs) read into the wire type (`wire.rs`, generated from the
/// same OpenAPI schema).
fn typed<T: serde::Serialize, W: serde::de::DeserializeOwned>(
    value: &T,
) -> async_graphql::Result<W> {
    serde_json::to_value(value)
        .and_then(serde_json::from_value)
        .map_err(|e| gql(ApiError::internal(e)))
}

fn country(board: &Board, slug: &str) -> async_graphql::Result<CountryId> {
    board.country_by_slug(slug).ok_or_else(|| {
        gql(ApiError::new(
            actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
            "UNKNOWN_COUNTRY",
            format!("unknown country `{slug}`"),
        ))
    })
}

fn continent(board: &Board, slug: &str) -> async_graphql::Result<ContinentId> {
    board.continent_by_slug(slug).ok_or_else(|| {
        gql(ApiError::new(
            actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
            "UNKNOWN_CONTINENT",
            format!("unknown continent `{slug}`"),
        ))
    })
}

fn required_color(name: &str) -> async_graphql::Result<Color> {
    Color::parse(name)
        .ok_or_else(|| gql(ApiError::bad_request("BAD_COLOR", format!("unknown colour `{name}`"))))
}

fn color(name: Option<String>) -> async_graphql::Result<Option<Color>> {
    name.as_deref().map(required_color).transpose()
}

/// The seat named by `seat` (its index) or `color` (the Risk editions).
fn seat_pick(
    seat: Option<i32>,
    color: Option<String>,
) -> async_graphql::Result<Option<domain::ports::SeatPick>> {
    let seat = seat
        .map(|n| {
            u8::try_from(n).map_err(|_| {
                gql(ApiError::bad_request("BAD_SEAT", format!("`{n}` is no seat index")))
            })
        })
        .transpose()?;
    crate::dto::seat_pick(seat, self::color(color)?).map_err(gql)
}

/// A batch just committed (not a replay), in the game's slugs.
/// A seat's bodiless act (`SeatAct`) by the signed-in caller, as REST's
/// `POST`s on a game: its events.
async fn seat_act(
    ctx: &Context<'_>,
    game_id: String,
    act: crate::acting::SeatAct,
) -> async_graphql::Result<ActResult> {
    let (state, me) = (state(ctx)?, caller(ctx).await?);
    let id = GameId(game_id);
    fresh(crate::acting::seat_act(state, &me.user, &id, act).await.map_err(gql)?)
}

fn fresh(acted: domain::ports::Acted) -> async_graphql::Result<ActResult> {
    let events = typed(&versioned(acted.version, acted.events))?;
    Ok(ActResult { version: acted.version, events, replayed: false })
}

/// A lobby's summary as REST sends it.
fn summary(
    meta: &domain::ports::GameMeta,
    viewer: &domain::ports::UserId,
) -> async_graphql::Result<wire::GameSummary> {
    typed(&GameSummary::for_viewer(meta, viewer))
}

/// A typed argument read as its REST body would be; a mismatch is a
/// 400-like error with `code`.
fn input<W: serde::Serialize, T: serde::de::DeserializeOwned>(
    value: &W,
    code: &'static str,
) -> async_graphql::Result<T> {
    serde_json::to_value(value)
        .and_then(serde_json::from_value)
        .map_err(|e| gql(ApiError::bad_request(code, e.to_string())))
}

/// An accepted action.
#[derive(Debug, SimpleObject)]
pub struct ActResult {
    /// Version after it.
    version: u64,
    /// Its events, as the caller may see them.
    events: Vec<wire::Versioned>,
    /// A retry under an idempotency key, answered with the first answer
    /// (REST's `Idempotent-Replayed: true`).
    replayed: bool,
}

/// The games' queries.
#[derive(Debug, Default)]
pub struct QueryRoot;

#[Object(name = "GameQueries")]
impl QueryRoot {
    /// The game as the caller may see it (the REST view document).
    #[graphql(complexity = 5)]
    async fn game(
        &self,
        ctx: &Context<'_>,
        id: String,
    ) -> async_graphql::Result<wire::GameResponse> {
        let (state, (user, operator)) = (state(ctx)?, watcher(ctx).await?);
        let (meta, view) = state.games.view_as(&GameId(id), &user, operator).await.map_err(gql)?;
        let rated = state.games.rating_result(&meta).await.map_err(gql)?;
        let response = crate::tables::game_response(state, &meta, view, &user).await;
        typed(&response.map_err(gql)?.rated(rated))
    }

    /// Games, newest first, as `GET /v1/games`: optionally only those of one
    /// `status` and one `ruleset` (a slug of `rulesets`; an unknown one is
    /// `UNKNOWN_RULESET`).
    #[graphql(complexity = 10)]
    async fn games(
        &self,
        ctx: &Context<'_>,
        status: Option<String>,
        ruleset: Option<String>,
        #[graphql(default = 0)] offset: u64,
        #[graphql(default = 20)] limit: u64,
    ) -> async_graphql::Result<wire::GameList> {
        game_list(ctx, status.as_deref(), ruleset.as_deref(), offset, limit).await
    }

    /// The caller's legal actions now.
    #[graphql(complexity = 5)]
    async fn legal_actions(
        &self,
        ctx: &Context<'_>,
        game_id: String,
    ) -> async_graphql::Result<wire::LegalActions> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let legal = state
            .games
            .legal_actions_of(&GameId(game_id.clone()), &me.user, me.role == Role::Operator)
            .await
            .map_err(gql)?;
        typed(&crate::dto::LegalActions::from(legal))
    }

    /// The pacts proposed, in force, or broken but still binding (R-PCT-1:
    /// public), as in REST.
    #[graphql(complexity = 5)]
    async fn pacts(
        &self,
        ctx: &Context<'_>,
        game_id: String,
    ) -> async_graphql::Result<wire::PactList> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let operator = me.role == Role::Operator;
        let (version, pacts) =
            state.games.pacts(&GameId(game_id.clone()), &me.user, operator).await.map_err(gql)?;
        let list = crate::dto::PactList { version, pacts };
        typed(&list)
    }

    /// Events after `since`, as the caller may see them.
    #[graphql(complexity = 50)]
    async fn events(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        #[graphql(default = 0)] since: u64,
    ) -> async_graphql::Result<Vec<wire::Versioned>> {
        event_list(ctx, &game_id, since).await
    }

    /// Live public games worth watching, best first, as `GET /v1/tv`
    /// (SVC-WATCH); no sign-in needed.
    #[graphql(complexity = 10)]
    async fn tv(&self, ctx: &Context<'_>) -> async_graphql::Result<wire::TvList> {
        typed(&*crate::tv::tv(state(ctx)?).await.map_err(gql)?)
    }
}

/// A page of games, newest first, as `GET /v1/games` lists them: `games`
/// and `gamesConnection` alike.
async fn game_list(
    ctx: &Context<'_>,
    status: Option<&str>,
    ruleset: Option<&str>,
    offset: u64,
    limit: u64,
) -> async_graphql::Result<wire::GameList> {
    let state = state(ctx)?;
    let me = caller(ctx).await?;
    let status = status.map(parse_status).transpose().map_err(gql)?;
    let ruleset = ruleset.map(crate::tables::listed_ruleset).transpose().map_err(gql)?;
    let limit = limit.clamp(1, 100);
    // Private tables are listed to operators only (SVC-INVITE).
    let listed_only = me.role != domain::ports::Role::Operator;
    let filter = domain::ports::GameFilter { status, ruleset, listed_only };
    let (games, total) = crate::replica::lagging!(state, Some(&me.user), |g| g
        .list_games_of(&filter, offset, limit))
    .map_err(gql)?;
    let page =
        GameList { games: games.iter().map(GameSummary::from).collect(), total, offset, limit };
    typed(&page)
}

/// A game's events after `since`, as the caller may see them: `events` and
/// `eventsConnection` alike.
async fn event_list(
    ctx: &Context<'_>,
    game_id: &str,
    since: u64,
) -> async_graphql::Result<Vec<wire::Versioned>> {
    let (state, (user, operator)) = (state(ctx)?, watcher(ctx).await?);
    let id = GameId(game_id.to_owned());
    let events = state.games.events_as(&id, &user, operator, since).await.map_err(gql)?;
    let last = since + u64::try_from(events.len()).unwrap_or(0);
    typed(&versioned(last, events))
}

/// `POST /graphql`: the bearer token, when valid, identifies the caller.
pub async fn graphql_post(
    schema: web::Data<TegSchema>,
    introspection: web::Data<Option<IntrospectionSchema>>,
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let body = crate::request::read_body(&mut payload.into_inner()).await?;
    let mut request: async_graphql::Request = serde_json::from_slice(&body).map_err(|e| {
        ApiError::bad_request(
            "MALFORMED_JSON",
            format!("a GraphQL request is one JSON object with a `query` string: {e}"),
        )
    })?;
    let mut preferred = None;
    match bearer(&state, &req).await {
        Some(Ok(principal)) => {
            preferred = principal.language;
            request = request.data(principal);
        }
        Some(Err(refused)) => request = request.data(TokenRefused(refused)),
        None => {}
    }
    request = request.data(players::Origin {
        address: crate::request::client_address(&req),
        agent: crate::request::user_agent(&req).to_owned(),
    });
    let key = req.extensions().get::<ClientKey>().copied();
    let charge = state.limiter.clone().zip(key).map(|(l, k)| limits::Charge::new(l, k.0));
    if let Some(charge) = &charge {
        request = request.data(charge.clone());
    }
    let about_itself =
        introspection.as_ref().as_ref().filter(|_| limits::introspection_only(&request.query));
    let mut response = match about_itself {
        Some(introspection) => introspection.0.execute(request).await,
        None => schema.execute(request).await,
    };
    if let Some(wait) = charge.and_then(|c| c.refused()) {
        let detail = response.errors.first().map(|e| e.message.clone()).unwrap_or_default();
        return Err(ApiError::new(
            actix_web::http::StatusCode::TOO_MANY_REQUESTS,
            "RATE_LIMITED",
            detail,
        )
        .retry_in(wait));
    }
    let asked = req.headers().get(actix_web::http::header::ACCEPT_LANGUAGE);
    let language = Language::choose(asked.and_then(|v| v.to_str().ok()), preferred);
    word_errors(&mut response.errors, &state.problem_texts, language);
    Ok(HttpResponse::Ok()
        .insert_header((actix_web::http::header::CONTENT_LANGUAGE, language.code()))
        .json(response))
}

/// Words each error that carries a problem `code` in `language`, as REST
/// words its problems (`crate::http::speaking`): in English the message
/// stays the occurrence's own; in Spanish or Italian it says what the code
/// means. `extensions` (`code`, `status`, `rule`) never change.
fn word_errors(errors: &mut [async_graphql::ServerError], texts: &Texts, language: Language) {
    for error in errors {
        let code = error.extensions.as_ref().and_then(|x| x.get("code"));
        if let Some(async_graphql::Value::String(code)) = code
            && let Some(detail) = texts.worded_detail(code, language)
        {
            detail.clone_into(&mut error.message);
        }
    }
}

/// A bearer token that was sent and refused, with REST's problem for it:
/// an operation that needs a caller answers it.
#[derive(Debug, Clone)]
struct TokenRefused(ApiError);

/// The caller a request's `Authorization` names: none without the header,
/// else who the token is, or why it is refused (REST's answer to it).
async fn bearer(state: &AppState, req: &HttpRequest) -> Option<Result<Principal, ApiError>> {
    let header = req.headers().get(actix_web::http::header::AUTHORIZATION)?;
    // As REST reads it: a header that holds no bearer token is none.
    let token = crate::auth::bearer_token(header.to_str().ok()?)?;
    let principal = state.auth.authenticate(token).await.map_err(ApiError::from);
    if let Ok(p) = &principal {
        state.presence.saw(&p.user, crate::adapters::system::now_ms());
    }
    Some(principal)
}

/// The SDL, for the committed contract.
#[must_use]
pub fn sdl() -> String {
    Schema::build(Queries::default(), Mutations::default(), Subscriptions::default()).finish().sdl()
}
