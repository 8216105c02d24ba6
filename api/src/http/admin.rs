//! Operator endpoints (role `operator`): what the dashboard shows, as JSON
//! (`docs/api.md`, `/v1/admin/...`): the games with every filter, any game's
//! full view, the accounts; and a game's position export, and the import of
//! one as a new game (validated first).

use actix_web::{HttpRequest, HttpResponse, web};
use domain::ports::{GameId, UserId, UserStore as _};

use domain::game::PositionDocument;

use super::dto::{
    AdminUser, AdminUserList, AnyImportRequest, GameList, GameSummary, ImportRequest, ImportSeat,
    ListQuery, Teg2ImportRequest, UserQuery,
};
use super::responses::{
    BadSeed, BadStatusQuery, GameIdParam, GameNotFound, ImportTooLarge, InvalidPosition,
    MalformedQuery, NotStarted, OperatorsOnly, UnknownRuleset, UserIdParam, UserNotFound,
};
use super::{Caller, Operator};
use super::{PathId, Reply, Shared};
use crate::error::ApiError;

/// Every game, newest first, as `GET /v1/games` lists them (operators see
/// the same list; this is the dashboard's games page as JSON).
#[utoipa::path(get, operation_id = "listGamesAsOperator", path = "/v1/admin/games", tag = "operators", security(("bearer" = [])),
    params(ListQuery),
    responses(
        (status = 200, description = "A page of games", body = GameList),
        BadStatusQuery,
        OperatorsOnly,
        UnknownRuleset,
    ))]
pub(super) async fn games(
    state: Shared,
    operator: Operator,
    query: web::Query<ListQuery>,
) -> Reply {
    super::games::list_games(state, Caller(operator.0), query).await
}

/// Any game with every secret (objectives, hands, the pile), as the
/// dashboard's game page shows it.
#[utoipa::path(get, operation_id = "getGameAsOperator", path = "/v1/admin/games/{id}", tag = "operators", security(("bearer" = [])),
    params(GameIdParam),
    responses(
        (status = 200, description = "The operator's view", body = super::dto::GameResponse),
        OperatorsOnly,
        GameNotFound,
    ))]
pub(super) async fn game(
    state: Shared,
    operator: Operator,
    id: super::GamePath,
    req: HttpRequest,
) -> Reply {
    super::games::get_game(state, super::Watcher(Some(operator.0)), id, req).await
}

/// Accounts: by login name (`?username=`, exact: none or one), or a page
/// of them by the start of their login name (`prefix`) and their flags
/// (`banned`, `muted`, `operators`), by login name.
#[utoipa::path(get, operation_id = "listUsers", path = "/v1/admin/users", tag = "operators", security(("bearer" = [])),
    params(UserQuery),
    responses(
        (status = 200, description = "The accounts found", body = AdminUserList),
        MalformedQuery,
        OperatorsOnly,
    ))]
pub(super) async fn users(
    state: Shared,
    _operator: Operator,
    query: web::Query<UserQuery>,
) -> Reply {
    let users = state.auth.users();
    let (found, total) = match &query.username {
        Some(name) => {
            let one: Vec<_> =
                users.by_username(name.trim()).await.map_err(store)?.into_iter().collect();
            let total = u64::try_from(one.len()).unwrap_or(0);
            (one, total)
        }
        None => {
            let filter = domain::ports::UserFilter {
                prefix: query.prefix.clone(),
                banned: query.banned,
                muted: query.muted,
                operators: query.operators,
            };
            users.list(&filter, query.offset, query.limit).await.map_err(store)?
        }
    };
    Ok(super::ok(&AdminUserList { users: found.into_iter().map(AdminUser::from).collect(), total }))
}

/// One account by id.
#[utoipa::path(get, operation_id = "getUser", path = "/v1/admin/users/{id}", tag = "operators", security(("bearer" = [])),
    params(UserIdParam),
    responses(
        (status = 200, description = "The account", body = AdminUser),
        OperatorsOnly,
        UserNotFound,
    ))]
pub(super) async fn user(state: Shared, _operator: Operator, id: PathId) -> Reply {
    let found = state.auth.users().by_id(&UserId(id.into_inner())).await.map_err(store)?;
    let user = found.ok_or_else(|| ApiError::from(domain::app::AppError::UserNotFound))?;
    Ok(super::ok(&AdminUser::from(user)))
}

fn store(e: domain::ports::StoreError) -> ApiError {
    ApiError::from(domain::app::AppError::from(e))
}

/// The game's current position, secrets included (a puzzle or a dispute's
/// starting point); for a TEG II game, its setup and moves, leaving out the
/// reveals of windows still open (T2-SEC-7).
#[utoipa::path(get, operation_id = "exportPosition", path = "/v1/admin/games/{id}/position", tag = "operators", security(("bearer" = [])),
    params(GameIdParam),
    responses(
        (status = 200, description = "The position document", body = domain::game::PositionDocument),
        OperatorsOnly,
        GameNotFound,
        NotStarted,
    ))]
pub(super) async fn export_position(state: Shared, _operator: Operator, id: PathId) -> Reply {
    match state.games.export_position(&GameId(id.into_inner())).await? {
        PositionDocument::Edition(position) => Ok(super::ok(&position)),
        teg2 @ PositionDocument::Teg2(_) => Ok(super::ok(&teg2)),
    }
}

/// Creates a game from a position document, validated first: an invalid
/// document creates nothing. A TEG II document (`position.ruleset:
/// "teg2"`) has every move replayed through the rules (T2-SEC-7).
#[utoipa::path(post, operation_id = "importGame", path = "/v1/admin/games/import", tag = "operators", security(("bearer" = [])),
    request_body = AnyImportRequest,
    responses(
        (status = 201, description = "Created and playing", body = GameSummary),
        BadSeed,
        OperatorsOnly,
        ImportTooLarge,
        InvalidPosition,
    ))]
pub(super) async fn import_game(
    state: Shared,
    operator: Operator,
    body: web::Json<serde_json::Value>,
) -> Reply {
    // The document names its edition; its ids are that edition's slugs.
    let edition = body.pointer("/position/ruleset").and_then(|r| r.as_str()).unwrap_or("revancha");
    let id = GameId(uuid::Uuid::new_v4().to_string());
    let operator = operator.0.user;
    let meta = if let domain::game::Kind::Edition(edition) = super::kind(edition)? {
        let board = edition.ruleset().board;
        let body: ImportRequest = super::decode_on(board, body.into_inner())?;
        let mut position = body.position;
        override_seed(&mut position.seed, body.seed.as_deref())?;
        state.games.import_game(id, operator, position, seats(body.seats)?).await?
    } else {
        // TEG II names regions by string: no board of an edition reads it.
        let body: Teg2ImportRequest = super::decode(body.into_inner())?;
        let mut position = body.position;
        override_seed(&mut position.seed, body.seed.as_deref())?;
        state.games.import_teg2_game(id, operator, position, seats(body.seats)?).await?
    };
    state.metrics.game_created();
    Ok(HttpResponse::Created().json(GameSummary::from(&meta)))
}

/// The import's seats, each at the index it names, if it names one.
fn seats(seats: Vec<ImportSeat>) -> Result<Vec<domain::ports::Seat>, ApiError> {
    if let Some(why) = super::dto::misplaced(seats.iter().map(|s| s.seat)) {
        return Err(domain::app::AppError::InvalidPosition(why).into());
    }
    Ok(seats
        .into_iter()
        .enumerate()
        .map(|(i, s)| match s.bot {
            Some(level) => domain::ports::Seat::bot(i, s.color, level),
            None => domain::ports::Seat::human(domain::ports::UserId(s.user_id), s.color),
        })
        .collect())
}

/// The request's `seed`, when sent, in place of the document's.
fn override_seed(
    seed: &mut domain::rules::Secret<domain::Seed>,
    hex: Option<&str>,
) -> Result<(), ApiError> {
    if let Some(hex) = hex {
        *seed = domain::rules::Secret::Known(parse_seed(hex)?);
    }
    Ok(())
}

fn parse_seed(hex: &str) -> Result<domain::Seed, ApiError> {
    domain::Seed::from_hex(hex)
        .ok_or_else(|| ApiError::bad_request("BAD_SEED", "a seed is 64 hex digits"))
}
