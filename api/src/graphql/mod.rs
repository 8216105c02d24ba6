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
pub mod persisted;
pub mod players;
pub mod socket;
pub mod teg2;
#[rustfmt::skip]
mod wire;

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
use crate::dto::{GameList, GameResponse, GameSummary, versioned};
use crate::error::ApiError;
use crate::follow::{Follower, Woke};
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
    Ok(me)
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
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let (meta, view) = state
            .games
            .view_as(&GameId(id), &me.user, me.role == Role::Operator)
            .await
            .map_err(gql)?;
        let view = crate::tables::with_names(state, view).await.map_err(gql)?;
        let rated = state.games.rating_result(&meta).await.map_err(gql)?;
        typed(&GameResponse::new(&meta, view, &me.user).rated(rated))
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
    let (games, total) = state.games.list_games_of(&filter, offset, limit).await.map_err(gql)?;
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
    let (state, me) = (state(ctx)?, caller(ctx).await?);
    let id = GameId(game_id.to_owned());
    let events = state
        .games
        .events_as(&id, &me.user, me.role == Role::Operator, since)
        .await
        .map_err(gql)?;
    let last = since + u64::try_from(events.len()).unwrap_or(0);
    typed(&versioned(last, events))
}

/// Mutations: the lobby and one per turn action.
#[derive(Debug, Default)]
pub struct MutationRoot;

async fn act(
    ctx: &Context<'_>,
    game_id: String,
    command: impl Into<domain::game::Command>,
    expected_version: Option<u64>,
    idempotency_key: Option<String>,
) -> async_graphql::Result<ActResult> {
    let command: domain::game::Command = command.into();
    let (state, me) = (state(ctx)?, caller(ctx).await?);
    let id = GameId(game_id);
    let once = crate::acting::act(
        state,
        &me.user,
        &id,
        &command,
        expected_version,
        idempotency_key.as_deref(),
    )
    .await
    .map_err(gql)?;
    let (acted, replayed) = match once {
        Once::Fresh(acted) => (acted, false),
        Once::Replayed(Kept::Applied(acted)) => (acted, true),
        Once::Replayed(Kept::Refused(refusal)) => return Err(replayed_refusal(&refusal)),
    };
    let events = typed(&versioned(acted.version, acted.events))?;
    Ok(ActResult { version: acted.version, events, replayed })
}

/// A refusal kept under an idempotency key, as the GraphQL error it was
/// first (the same `code`, `status` and `rule`), marked `replayed`.
fn replayed_refusal(refusal: &Refusal) -> async_graphql::Error {
    let problem: serde_json::Value = serde_json::from_str(&refusal.body).unwrap_or_default();
    let text = |field: &str| problem[field].as_str().map(str::to_owned);
    async_graphql::Error::new(text("detail").unwrap_or_default()).extend_with(|_, ext| {
        ext.set("code", text("code").unwrap_or_default());
        ext.set("status", refusal.status);
        if let Some(rule) = text("rule") {
            ext.set("rule", rule);
        }
        ext.set("replayed", true);
    })
}

#[Object(name = "EditionMutations")]
impl MutationRoot {
    /// Opens a lobby, seating the caller. `ruleset` is `revancha` (the
    /// default), `classic` or `junior`; `max_players` defaults to the
    /// edition's most; `options` are the REST `options` object (missiles,
    /// situation_cards, blockades, pacts, common_objective, max_rounds,
    /// communication), over the edition's defaults; `clock` is REST's
    /// `{"turn_seconds", "on_timeout", "max_timeouts"}` and `seats` its
    /// `[{"color", "bot"}]` (SVC-CLOCK, SVC-BOTS).
    #[graphql(complexity = 5)]
    #[expect(clippy::too_many_arguments, reason = "one GraphQL argument per field of REST's body")]
    async fn create_game(
        &self,
        ctx: &Context<'_>,
        #[graphql(default_with = "String::from(\"revancha\")")] ruleset: String,
        max_players: Option<usize>,
        color: Option<String>,
        options: Option<Json<serde_json::Map<String, serde_json::Value>>>,
        clock: Option<wire::ClockInput>,
        seats: Option<Vec<wire::BotSeatInput>>,
        #[graphql(desc = "`public` (default) or `private` (SVC-INVITE)")] visibility: Option<
            String,
        >,
        #[graphql(desc = "Rated (SVC-RATING): no guest may sit")] rated: Option<bool>,
    ) -> async_graphql::Result<wire::GameSummary> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let private = match visibility.as_deref() {
            None | Some("public") => false,
            Some("private") => true,
            Some(other) => {
                return Err(gql(ApiError::bad_request(
                    "BAD_VISIBILITY",
                    format!("visibility is public or private, not `{other}`"),
                )));
            }
        };
        let (kind, options, max_players) = crate::tables::new_table(
            &ruleset,
            &options.map(|o| o.0).unwrap_or_default(),
            max_players,
        )
        .map_err(gql)?;
        let clock: Option<crate::dto::ClockDto> =
            clock.as_ref().map(|c| input(c, "BAD_CLOCK")).transpose()?;
        let seats: Option<Vec<crate::dto::BotSeat>> =
            seats.as_ref().map(|s| input(s, "BAD_SEATS")).transpose()?;
        let table = domain::app::NewTable {
            kind,
            max_players,
            options,
            color: self::color(color)?,
            clock: clock.map(Into::into),
            bots: crate::dto::bots_of(&seats.unwrap_or_default()).map_err(gql)?,
            private,
            rematch_of: None,
            rated: rated.unwrap_or(false),
        };
        let meta = crate::tables::open_table(state, &me, table).await.map_err(gql)?;
        state.metrics.game_created();
        summary(&meta, &me.user)
    }

    /// Seats a bot of `level` (`random`, `greedy`, `planner`) in a lobby's
    /// next seat (the creator only), in `color` in the Risk editions, as
    /// REST's `POST /v1/games/{id}/bots`; `seat`, when sent, must be the
    /// next seat's index.
    #[graphql(complexity = 5)]
    async fn add_bot(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        seat: Option<i32>,
        color: Option<String>,
        level: String,
    ) -> async_graphql::Result<wire::GameSummary> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let level: domain::shared::BotLevel = input(&level, "BAD_BOT_LEVEL")?;
        let meta = state
            .games
            .add_bot(&GameId(game_id), &me.user, seat_pick(seat, color)?, level)
            .await
            .map_err(gql)?;
        summary(&meta, &me.user)
    }

    /// Takes the caller's seat back from the bot playing it (SVC-BOTS), as
    /// REST's `POST /v1/games/{id}/seat/reclaim`.
    #[graphql(complexity = 5)]
    async fn reclaim_seat(
        &self,
        ctx: &Context<'_>,
        game_id: String,
    ) -> async_graphql::Result<ActResult> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let acted =
            state.games.reclaim_seat(&GameId(game_id.clone()), &me.user).await.map_err(gql)?;
        fresh(acted)
    }

    /// Reports the game to the operators (SVC-REPORT), about a seat (by
    /// `seat`, or `color` in the Risk editions) or the whole game, as
    /// REST's `POST /v1/games/{id}/reports`: `reason` is `abusive_chat`,
    /// `cheating`, `stalling`, `collusion` or `other`.
    #[graphql(complexity = 5)]
    async fn report_game(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        seat: Option<i32>,
        color: Option<String>,
        reason: String,
        body: String,
    ) -> async_graphql::Result<wire::ReportDto> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let reason = domain::ports::ReportReason::parse(&reason).ok_or_else(|| {
            gql(ApiError::bad_request("BAD_REASON", format!("unknown report reason `{reason}`")))
        })?;
        let report = domain::app::NewReport { seat: seat_pick(seat, color)?, reason, body };
        let filed = state
            .games
            .report_game(&state.moderation, &me.user, &GameId(game_id), report)
            .await
            .map_err(gql)?;
        typed(&crate::dto::ReportDto::from(&filed))
    }

    /// Takes a seat.
    #[graphql(complexity = 5)]
    async fn join_game(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        color: Option<String>,
        code: Option<String>,
    ) -> async_graphql::Result<wire::GameSummary> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        // As REST's join: a private table takes its code (against the
        // table's budget of wrong ones), a rated one no guest.
        let meta = crate::joining::join(
            state,
            &GameId(game_id),
            &me,
            self::color(color)?,
            code.as_deref(),
        )
        .await
        .map_err(gql)?;
        summary(&meta, &me.user)
    }

    /// The creator starts the game.
    #[graphql(complexity = 5)]
    async fn start_game(
        &self,
        ctx: &Context<'_>,
        game_id: String,
    ) -> async_graphql::Result<ActResult> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let acted =
            state.games.start_game(&GameId(game_id.clone()), &me.user).await.map_err(gql)?;
        fresh(acted)
    }
}

action_mutations! {
    /// The Risk-like editions' turn actions (R-...), and the pact commands,
    /// one mutation each.
    RiskActions as "RiskActions";

    /// Places armies (R-SET-3, R-INC, R-SIT-6).
    fn place(country: String, armies: u32) with bd =>
        Command::Place { country: self::country(bd, &country)?, armies };

    /// Buys a missile with 6 armies to place (R-MIS-1).
    fn buy_missile(country: String) with bd =>
        Command::BuyMissile { country: self::country(bd, &country)? };

    /// Turns 6 armies on the map into a missile (R-MIS-2).
    fn convert_missile(country: String) with bd =>
        Command::ConvertMissile { country: self::country(bd, &country)? };

    /// Exchanges cards for armies (R-EXC).
    fn exchange(
        #[graphql(default)] cards: Vec<String>,
        #[graphql(default)] continents: Vec<String>,
    ) with bd => Command::Exchange {
        cards: cards.iter().map(|c| country(bd, c)).collect::<Result<Vec<_>, _>>()?,
        continents: continents
            .iter()
            .map(|c| continent(bd, c))
            .collect::<Result<Vec<_>, _>>()?,
    };

    /// Rolls one battle (R-ATK).
    fn attack(from: String, to: String) with bd =>
        Command::Attack { from: country(bd, &from)?, to: country(bd, &to)? };

    /// Fires a missile (R-MIS-3..6).
    fn fire_missile(from: String, to: String) with bd =>
        Command::FireMissile { from: country(bd, &from)?, to: country(bd, &to)? };

    /// Moves extra armies into a conquered country (R-ATK-5).
    fn move_in(armies: u32) => Command::MoveIn { armies };

    /// Regroups armies and missiles (R-REG).
    fn regroup(
        from: String,
        to: String,
        #[graphql(default)] armies: u32,
        #[graphql(default)] missiles: u32,
    ) with bd =>
        Command::Regroup { from: country(bd, &from)?, to: country(bd, &to)?, armies, missiles };

    /// Ends the turn (R-CRD).
    fn end_turn() => Command::EndTurn;

    /// Proposes a pact to another player, at any time (R-PCT-1, R-PCT-2).
    /// A country pact names `own` (the caller's) and `theirs`; a continent
    /// pact `continent`; a border pact two `continents`; an international
    /// zone `own` (the zone country, R-PCT-7); an aggression pact the
    /// `target`, the attacking countries `own` and `theirs` (the same shared
    /// condominium for a team-up) and the `leader` whose turn it runs in
    /// (R-PCT-10).
    fn propose_pact(
        to: String,
        kind: PactKind,
        own: Option<String>,
        theirs: Option<String>,
        continent: Option<String>,
        continents: Option<Vec<String>>,
        target: Option<String>,
        leader: Option<String>,
    ) with bd => Command::ProposePact {
        to: required_color(&to)?,
        terms: pact_terms(
            bd,
            kind,
            PactFields { own, theirs, continent, continents, target, leader },
        )?,
    };

    /// Stops a team-up from a condominium, which has no duty to finish (R-PCT-11).
    fn end_aggression() => Command::EndAggression;

    /// Rolls one battle against a named occupant of a condominium
    /// (R-PCT-12); `from` equal to `to` fights inside it (R-PCT-11).
    fn attack_occupant(from: String, to: String, occupant: String) with bd =>
        Command::AttackOccupant {
            from: country(bd, &from)?,
            to: country(bd, &to)?,
            occupant: required_color(&occupant)?,
        };

    /// Fires a missile at a named occupant of a condominium (R-PCT-12).
    fn fire_missile_at(from: String, to: String, occupant: String) with bd =>
        Command::FireMissileAt {
            from: country(bd, &from)?,
            to: country(bd, &to)?,
            occupant: required_color(&occupant)?,
        };

    /// As the leader of an accepted aggression pact, starts its alternating
    /// attacks in the attack step (R-PCT-10).
    fn launch_aggression(pact: u32) => Command::LaunchAggression { pact };

    /// Accepts a pact proposed to the caller, at any time (R-PCT-1).
    fn accept_pact(pact: u32) => Command::AcceptPact { pact };

    /// Refuses a pact proposed to the caller, at any time (R-PCT-1).
    fn refuse_pact(pact: u32) => Command::RefusePact { pact };

    /// Takes back the caller's own unanswered proposal.
    fn withdraw_pact(pact: u32) => Command::WithdrawPact { pact };

    /// As the party harmed by a failed zone duty, ends that international
    /// zone at once (R-PCT-9).
    fn dismiss_zone(pact: u32) => Command::DismissZone { pact };

    /// Announces a break: the pact binds until the end of the other
    /// party's next turn (R-PCT-4).
    fn break_pact(pact: u32) => Command::BreakPact { pact };
}

/// The optional arguments of `proposePact`, which each kind of pact reads
/// some of.
struct PactFields {
    own: Option<String>,
    theirs: Option<String>,
    continent: Option<String>,
    continents: Option<Vec<String>>,
    target: Option<String>,
    leader: Option<String>,
}

/// A pact's terms from `proposePact`'s arguments: `MISSING_FIELD` names
/// the one its kind needs and lacks.
fn pact_terms(bd: &Board, kind: PactKind, f: PactFields) -> async_graphql::Result<PactTerms> {
    let missing = |field: &str| {
        gql(ApiError::bad_request("MISSING_FIELD", format!("this kind of pact needs `{field}`")))
    };
    Ok(match kind {
        PactKind::Country => PactTerms::Country {
            own: country(bd, f.own.as_deref().ok_or_else(|| missing("own"))?)?,
            theirs: country(bd, f.theirs.as_deref().ok_or_else(|| missing("theirs"))?)?,
        },
        PactKind::Continent => PactTerms::Continent {
            continent: continent(bd, f.continent.as_deref().ok_or_else(|| missing("continent"))?)?,
        },
        PactKind::ContinentBorder => match f.continents.as_deref() {
            Some([a, b]) => {
                PactTerms::ContinentBorder { continents: [continent(bd, a)?, continent(bd, b)?] }
            }
            _ => return Err(missing("continents (two of them)")),
        },
        PactKind::World => PactTerms::World,
        PactKind::Zone => PactTerms::Zone {
            country: country(bd, f.own.as_deref().ok_or_else(|| missing("own"))?)?,
        },
        PactKind::Aggression => PactTerms::Aggression {
            target: country(bd, f.target.as_deref().ok_or_else(|| missing("target"))?)?,
            own: country(bd, f.own.as_deref().ok_or_else(|| missing("own"))?)?,
            theirs: country(bd, f.theirs.as_deref().ok_or_else(|| missing("theirs"))?)?,
            leader: color(f.leader)?.ok_or_else(|| missing("leader"))?,
        },
    })
}

/// The kinds of pact (R-PCT-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, async_graphql::Enum)]
pub enum PactKind {
    /// One country of each party.
    Country,
    /// Inside a continent.
    Continent,
    /// Across the border of two continents.
    ContinentBorder,
    /// Everywhere.
    World,
    /// An international zone (R-PCT-7).
    Zone,
    /// An aggression pact against a third player's country (R-PCT-10).
    Aggression,
}

/// A game's subscription.
#[derive(Debug, Default)]
pub struct SubscriptionRoot;

/// One item of `gameEvents`: an event of the log with the version it
/// produced, or the caller's turn (whose `version` repeats the last event's).
#[derive(Debug, SimpleObject)]
pub(crate) struct Followed {
    /// The game's version after this item.
    version: u64,
    /// What happened.
    event: FollowedEvent,
}

/// An event of the log, or the caller's turn beginning.
#[derive(Debug, async_graphql::Union)]
#[expect(
    clippy::large_enum_variant,
    reason = "one item at a time on a subscription, and the union's derive reads its members unboxed"
)]
pub(crate) enum FollowedEvent {
    /// An event of the game's log.
    #[graphql(flatten)]
    Event(wire::Event),
    /// One of the caller's steps begins (not an event of the log).
    YourTurn(YourTurn),
}

/// One of the caller's steps begins (SVC-CLOCK): REST's `your_turn` frame.
#[derive(Debug, SimpleObject)]
pub(crate) struct YourTurn {
    /// Always `your_turn`.
    #[graphql(name = "type")]
    type_: &'static str,
    /// The game.
    game_id: String,
    /// The version the step begins at.
    version: u64,
    /// When it times out (RFC 3339 UTC), or null without a clock.
    deadline: Option<String>,
}

#[Subscription(name = "GameSubscriptions")]
impl SubscriptionRoot {
    /// Every event after `since`, then each new one, in order, as the caller
    /// may see it: `{version, event}`. When one of the caller's steps begins
    /// (or the subscription opens on one), an item whose `event` is a
    /// `YourTurn` follows; it is not an event of the log, and its `version`
    /// repeats the last event's. A client that sees a version skip asks
    /// again from the last version it has (`since`).
    #[graphql(complexity = 50)]
    async fn game_events(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        #[graphql(default = 0)] since: u64,
    ) -> async_graphql::Result<impl Stream<Item = Followed>> {
        let state = state(ctx)?.clone();
        let me = caller(ctx).await?;
        let id = GameId(game_id);
        let operator = me.role == Role::Operator;
        state.games.events_as(&id, &me.user, operator, since).await.map_err(gql)?;
        // A live channel: bounded per user and per connection, ended when
        // its caller may no longer act (the socket closes too).
        let mut slot = state.streams.open(state.auth.guard(me.clone())).map_err(gql)?;
        if let Some(connection) = ctx.data_opt::<crate::streams::ConnectionStreams>() {
            slot = slot.on_connection(connection).map_err(gql)?;
        }
        let follower =
            Follower::open(state, id, me.user, operator, since, slot).await.map_err(gql)?;
        let start = (follower, std::collections::VecDeque::<Followed>::new());
        Ok(async_graphql::futures_util::stream::unfold(start, move |(mut follower, mut items)| {
            async move {
                loop {
                    if let Some(item) = items.pop_front() {
                        return Some((item, (follower, items)));
                    }
                    let news = follower.read().await.ok()?;
                    for (version, event) in news.events {
                        let event = FollowedEvent::Event(typed(&event).ok()?);
                        items.push_back(Followed { version, event });
                    }
                    if let Some(notice) = news.turn {
                        // The item's `version` is the last event sent, so a
                        // client resuming from it misses nothing.
                        let turn = YourTurn {
                            type_: "your_turn",
                            game_id: notice.game_id.0.clone(),
                            version: notice.version,
                            deadline: notice.deadline_ms.map(crate::time::rfc3339),
                        };
                        let event = FollowedEvent::YourTurn(turn);
                        items.push_back(Followed { version: follower.since(), event });
                    }
                    if items.is_empty() && matches!(follower.wait().await, Woke::Ended(_)) {
                        return None;
                    }
                }
            }
        }))
    }
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
    match bearer(&state, &req).await {
        Some(Ok(principal)) => request = request.data(principal),
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
    let response = match about_itself {
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
    Ok(HttpResponse::Ok().json(response))
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
    Some(state.auth.authenticate(token).await.map_err(ApiError::from))
}

/// The SDL, for the committed contract.
#[must_use]
pub fn sdl() -> String {
    Schema::build(Queries::default(), Mutations::default(), Subscriptions::default()).finish().sdl()
}
