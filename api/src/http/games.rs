//! The lobby and the turn: create, list, join, start, view, legal actions,
//! and actions (with expected version and idempotency keys).

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, web};
use domain::ports::{GameId, GameMeta};

use super::GamePath;
use super::dto::{
    ActRequest, CreateGame, EventBatch, GameList, GameResponse, GameSummary, JoinGame,
    LegalActions, ListQuery,
};
use super::responses::{
    BadGameOptions, BadIdempotencyKey, BadStatusQuery, BotsDoNotFit, CommandRefusals, CoolingDown,
    GameIdParam, GameNotFound, IdempotencyKey, JoinCodeThrottled, MalformedBody, NoColours,
    NoToken, NotCreator, PlayersOnly, PrivateGame, RuleViolation, SeatTaken, SignedInOnGame,
    TooFewPlayers, UnknownRuleset, VersionNotFound, WrongStatus,
};
use super::{Caller, OptionalJson};
use super::{Reply, Shared};
use crate::error::ApiError;
use crate::state::AppState;
use domain::app::Once;
use domain::ports::Kept;

/// Creates a lobby; the creator takes the first seat.
#[utoipa::path(post, operation_id = "createGame", path = "/v1/games", tag = "games", security(("bearer" = [])),
    request_body = CreateGame,
    responses(
        (status = 201, description = "Created", body = GameSummary),
        MalformedBody,
        NoToken,
        CoolingDown,
        BotsDoNotFit,
        BadGameOptions,
    ))]
pub(super) async fn create_game(
    state: Shared,
    caller: Caller,
    body: super::body::Body<CreateGame>,
) -> Reply {
    let body = body.into_inner();
    let (kind, options, max_players) = super::new_table(
        &body.ruleset,
        &body.options,
        body.max_players,
        state.max_spectator_delay,
    )?;
    let table = domain::app::NewTable {
        kind,
        max_players,
        options,
        color: body.color,
        clock: body.clock.map(Into::into),
        bots: super::dto::bots_of(&body.seats)?,
        private: body.visibility == super::dto::Visibility::Private,
        rematch_of: None,
        rated: body.rated,
    };
    let meta = super::open_table(&state, &caller.0, table).await?;
    state.metrics.game_created();
    Ok(HttpResponse::Created().json(GameSummary::for_viewer(&meta, &caller.0.user)))
}

/// Lists games, newest first.
#[utoipa::path(get, operation_id = "listGames", path = "/v1/games", tag = "games", security(("bearer" = [])),
    params(ListQuery),
    responses(
        (status = 200, description = "A page of games", body = GameList),
        BadStatusQuery,
        NoToken,
        UnknownRuleset,
    ))]
pub(super) async fn list_games(
    state: Shared,
    caller: Caller,
    query: web::Query<ListQuery>,
) -> Reply {
    let status = query.status.as_deref().map(super::parse_status).transpose()?;
    let ruleset = query.ruleset.as_deref().map(super::listed_ruleset).transpose()?;
    let limit = query.limit.clamp(1, 100);
    // Private tables are listed to operators only (SVC-INVITE).
    let filter = domain::ports::GameFilter { status, ruleset, listed_only: !caller.operator() };
    let (games, total) = crate::replica::lagging!(state, Some(&caller.0.user), |g| g
        .list_games_of(&filter, query.offset, limit))?;
    Ok(super::ok(&GameList {
        games: games.iter().map(GameSummary::from).collect(),
        total,
        offset: query.offset,
        limit,
    }))
}

/// The game as the caller may see it. Send the `ETag` back as
/// `If-None-Match` to get a bodiless 304 while nothing changed.
#[utoipa::path(get, operation_id = "getGame", path = "/v1/games/{id}", tag = "games", security((), ("bearer" = [])),
    params(
        GameIdParam,
        ("If-None-Match" = Option<String>, Header, description = "An `ETag` from an earlier answer"),
    ),
    responses(
        (status = 200, description = "The view", body = GameResponse,
            headers(("ETag" = String, description = "Changes with the version and the status"))),
        (status = 304, description = "Unchanged since the `If-None-Match` ETag"),
        SignedInOnGame,
    ))]
pub(super) async fn get_game(
    state: Shared,
    watcher: super::Watcher,
    GamePath(id): GamePath,
    req: HttpRequest,
) -> Reply {
    let (user, operator) = (watcher.user(), watcher.operator());
    // The ETag names the version, the status (a pause changes nothing else)
    // and the seats (joins change nothing else); checking it needs the head
    // only, not the state.
    let etag = |version: u64, meta: &GameMeta| {
        format!("\"{version}-{}-{}\"", meta.status.as_str(), meta.seats.len())
    };
    if let Some(asked) = req.headers().get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()) {
        let (meta, version) = state.games.head_as(&id, &user, operator).await?;
        let current = etag(version, &meta);
        if super::none_match(asked, &current) {
            return Ok(HttpResponse::NotModified().insert_header((header::ETAG, current)).finish());
        }
    }
    let (meta, view) = state.games.view_as(&id, &user, operator).await?;
    let etag = etag(view.as_ref().map_or(0, domain::game::GameView::version), &meta);
    let rated = state.games.rating_result(&meta).await?;
    let body = crate::tables::game_response(&state, &meta, view, &user).await?.rated(rated);
    let etag = HeaderValue::from_str(&etag).map_err(ApiError::internal)?;
    Ok(HttpResponse::Ok().insert_header((header::ETAG, etag)).json(body))
}

/// The game as the caller would have seen it at one version: the log
/// folded up to there (a finished game's replay, step by step, with no
/// engine in the client). Same body as `getGame`.
#[utoipa::path(get, operation_id = "getGameAtVersion", path = "/v1/games/{id}/versions/{version}", tag = "games", security(("bearer" = [])),
    params(
        GameIdParam,
        ("version" = u64, Path, description = "1 to the game's current version", minimum = 1),
    ),
    responses(
        (status = 200, description = "The view at that version", body = GameResponse),
        SignedInOnGame,
        VersionNotFound,
    ))]
pub(super) async fn get_game_at(
    state: Shared,
    caller: Caller,
    path: web::Path<(String, u64)>,
) -> Reply {
    let (id, version) = path.into_inner();
    let found =
        state.games.view_at(&GameId(id), &caller.0.user, caller.operator(), version).await?;
    let Some((meta, view)) = found else {
        return Err(ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "VERSION_NOT_FOUND",
            format!("the game has no version {version}"),
        ));
    };
    let body = crate::tables::game_response(&state, &meta, Some(view), &caller.0.user).await?;
    Ok(HttpResponse::Ok().json(body))
}

/// Takes a seat in a lobby.
#[utoipa::path(post, operation_id = "joinGame", path = "/v1/games/{id}/join", tag = "games", security(("bearer" = [])),
    params(GameIdParam),
    request_body(content = Option<JoinGame>, description = "Optional; a colour, a private table's code"),
    responses(
        (status = 200, description = "Seated", body = GameSummary),
        MalformedBody,
        SignedInOnGame,
        PrivateGame,
        JoinCodeThrottled,
        SeatTaken,
        NoColours,
    ))]
pub(super) async fn join_game(
    state: Shared,
    caller: Caller,
    GamePath(id): GamePath,
    body: OptionalJson<JoinGame>,
) -> Reply {
    let body = body.read().await?;
    let meta =
        crate::joining::join(&state, &id, &caller.0, body.color, body.code.as_deref()).await?;
    Ok(super::ok(&GameSummary::for_viewer(&meta, &caller.0.user)))
}

/// Starts the game (creator only): seats, objectives and countries are dealt.
#[utoipa::path(post, operation_id = "startGame", path = "/v1/games/{id}/start", tag = "games", security(("bearer" = [])),
    params(GameIdParam),
    responses(
        (status = 200, description = "Started; the events as the caller sees them", body = EventBatch),
        NoToken,
        NotCreator,
        GameNotFound,
        WrongStatus,
        TooFewPlayers,
    ))]
pub(super) async fn start_game(call: super::GamePost) -> Reply {
    call.seat_act(crate::acting::SeatAct::Start).await
}

/// Every command the caller may send now: empty when it is not their move,
/// except that in games with pacts the pact commands open to them (answers,
/// breaks, proposals) are listed at any time (R-PCT-1).
#[utoipa::path(get, operation_id = "getLegalActions", path = "/v1/games/{id}/legal-actions", tag = "turn", security(("bearer" = [])),
    params(GameIdParam),
    responses(
        (status = 200, description = "The commands", body = LegalActions),
        PlayersOnly,
    ))]
pub(super) async fn legal_actions(state: Shared, caller: Caller, GamePath(id): GamePath) -> Reply {
    let legal = state.games.legal_actions_of(&id, &caller.0.user, caller.operator()).await?;
    Ok(super::ok(&LegalActions::from(legal)))
}

/// Plays a command. With `expected_version`, a stale client gets 409 instead
/// of acting on a board it has not seen. With an `Idempotency-Key`, a retry
/// gets the first answer again (`Idempotent-Replayed: true`) and the command
/// is applied once.
#[utoipa::path(post, operation_id = "playAction", path = "/v1/games/{id}/actions", tag = "turn", security(("bearer" = [])),
    params(
        GameIdParam,
        IdempotencyKey,
    ),
    request_body = ActRequest,
    responses(
        (status = 200, description = "Applied; the events as the caller sees them", body = EventBatch),
        BadIdempotencyKey,
        PlayersOnly,
        CommandRefusals,
        RuleViolation,
    ))]
pub(super) async fn act(
    state: Shared,
    caller: Caller,
    GamePath(id): GamePath,
    body: web::Json<serde_json::Value>,
    req: HttpRequest,
) -> Reply {
    let board = super::board_of(&state, &id).await?;
    let body: ActRequest = super::decode_strict_on(board, body.into_inner())?;
    act_with(&state, &caller, id, body, &req).await
}

/// One command through the act use case, with the `Idempotency-Key`
/// protocol: shared by `/actions` and the pact endpoints.
pub(super) async fn act_with(
    state: &AppState,
    caller: &Caller,
    id: GameId,
    body: ActRequest,
    req: &HttpRequest,
) -> Reply {
    let (kept, replayed) = act_keyed(state, caller, id, body, req).await?;
    answered(kept, replayed)
}

/// One command through the act use case, with the `Idempotency-Key`
/// protocol: what was kept, and whether it is a retry's replayed answer.
pub(super) async fn act_keyed(
    state: &AppState,
    caller: &Caller,
    id: GameId,
    body: ActRequest,
    req: &HttpRequest,
) -> Result<(Kept, bool), ApiError> {
    let key = key_of(req);
    let once =
        crate::acting::act(state, &caller.0.user, &id, &body.action, body.expected_version, key)
            .await?;
    Ok(kept(once))
}

/// The request's `Idempotency-Key`, if it sent one.
pub(super) fn key_of(req: &HttpRequest) -> Option<&str> {
    // Not text at all: the same refusal as a key too long.
    req.headers().get("Idempotency-Key").map(|v| v.to_str().unwrap_or(""))
}

/// What an action kept, and whether it is a replay.
pub(super) fn kept(once: Once) -> (Kept, bool) {
    match once {
        Once::Fresh(acted) => (Kept::Applied(acted), false),
        Once::Replayed(kept) => (kept, true),
    }
}

/// The answer to an action: its events, or the refusal kept under its key;
/// a replayed one says so (`Idempotent-Replayed: true`).
pub(super) fn answered(kept: Kept, replayed: bool) -> Reply {
    let mut res = match kept {
        Kept::Applied(acted) => super::ok(&EventBatch::new(acted.version, acted.events)),
        Kept::Refused(refusal) => {
            let status = StatusCode::from_u16(refusal.status).map_err(ApiError::internal)?;
            HttpResponse::build(status).content_type("application/problem+json").body(refusal.body)
        }
    };
    if replayed {
        res.headers_mut().insert(
            header::HeaderName::from_static("idempotent-replayed"),
            HeaderValue::from_static("true"),
        );
    }
    Ok(res)
}
