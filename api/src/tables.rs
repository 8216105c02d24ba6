//! Game tables as every channel opens, lists and shows them: the ruleset a
//! slug names, a new table's options and seats, the status filter, a
//! game's board, and the seated accounts' names in a view.

use domain::board::Board;
use domain::ports::{GameId, GameStatus};

use crate::error::ApiError;
use crate::state::AppState;

/// The view with the display names of the seated accounts filled in
/// (`docs/api.md`, `players[].name`; `user_id` comes from the seats already).
///
/// # Errors
/// The user store failed.
pub(crate) async fn with_names(
    state: &AppState,
    mut view: Option<domain::game::GameView>,
) -> Result<Option<domain::game::GameView>, ApiError> {
    let players = view.iter_mut().flat_map(|v| match v {
        domain::game::GameView::Risk(v) => v.players.iter_mut(),
        domain::game::GameView::Teg2(_) => [].iter_mut(),
    });
    for player in players {
        let bot = match player.controller {
            domain::shared::Controller::Bot { level } if player.user_id.is_none() => Some(level),
            _ => None,
        };
        let account = player.user_id.clone().map(domain::ports::UserId);
        if account.is_some() || bot.is_some() {
            player.name = seat_name(state, account.as_ref(), bot).await?;
        }
    }
    Ok(view)
}

/// One game's answer as `viewer` reads it: the view with its players'
/// names, the lobby's seats named too (so a lobby shows who sits, not
/// "player 2"). A rated game's result is the caller's to add.
///
/// # Errors
/// The stores failed.
pub(crate) async fn game_response(
    state: &AppState,
    meta: &domain::ports::GameMeta,
    view: Option<domain::game::GameView>,
    viewer: &domain::ports::UserId,
) -> Result<crate::dto::GameResponse, ApiError> {
    let view = with_names(state, view).await?;
    let mut response = crate::dto::GameResponse::new(meta, view, viewer);
    let now = crate::adapters::system::now_ms();
    response.spectators = state.watching.count(std::slice::from_ref(&meta.id), now).await[0];
    for (seat, sat) in response.game.seats.iter_mut().zip(&meta.seats) {
        seat.name =
            seat_name(state, Some(&sat.user).filter(|_| sat.bot.is_none()), sat.bot).await?;
    }
    Ok(response)
}

/// The name a seat shows: its account's display name, or for a bot seated
/// in the lobby (no account) what it is, `Bot (level)`.
///
/// # Errors
/// The user store failed.
pub(crate) async fn seat_name(
    state: &AppState,
    account: Option<&domain::ports::UserId>,
    bot: Option<domain::shared::BotLevel>,
) -> Result<Option<String>, ApiError> {
    use domain::ports::UserStore as _;
    if let Some(level) = bot {
        return Ok(Some(format!("Bot ({})", level.as_str())));
    }
    let Some(id) = account else { return Ok(None) };
    let user = state.auth.users().by_id(id).await.map_err(ApiError::from)?;
    Ok(user.map(|u| u.display_name))
}

/// A slug games may be listed by: an edition's, or `teg2`; else 422
/// `UNKNOWN_RULESET`.
pub(crate) fn listed_ruleset(slug: &str) -> Result<&'static str, ApiError> {
    kind(slug).map(domain::game::Kind::slug)
}

/// The game a ruleset slug names, as REST and GraphQL accept it (an
/// edition or TEG II): 422 `UNKNOWN_RULESET` for one the service does not
/// play.
pub(crate) fn kind(slug: &str) -> Result<domain::game::Kind, ApiError> {
    domain::game::Kind::from_slug(slug).ok_or_else(|| {
        ApiError::new(
            actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
            "UNKNOWN_RULESET",
            format!("unknown ruleset `{slug}`"),
        )
    })
}

/// A new game's table, as REST and GraphQL take it: the edition, its
/// options over the edition's defaults, and the seats (the edition's most
/// when left out). The use case checks them against the edition; this, the
/// spectators' delay against the service's `cap` (SVC-WATCH).
pub(crate) fn new_table(
    slug: &str,
    options: &serde_json::Map<String, serde_json::Value>,
    max_players: Option<usize>,
    cap: u32,
) -> Result<(domain::game::Kind, domain::game::Options, usize), ApiError> {
    use domain::game::OptionsRequestError as Refusal;
    let kind = kind(slug)?;
    let options = domain::game::Options::requested(kind, options).map_err(|e| match e {
        Refusal::Malformed(e) => ApiError::bad_request("MALFORMED_JSON", format!("options: {e}")),
        Refusal::Refused(e) => domain::app::AppError::Setup(e).into(),
    })?;
    if options.spectator_delay > cap {
        return Err(ApiError::new(
            actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
            "SPECTATOR_DELAY_TOO_LONG",
            format!("spectator_delay is at most {cap} versions on this service"),
        ));
    }
    Ok((kind, options, max_players.unwrap_or(kind.default_seats())))
}

/// Opens a table of either family under a new id; a guest opens no
/// rated table (SVC-RATING).
pub(crate) async fn open_table(
    state: &AppState,
    creator: &crate::auth::Principal,
    table: domain::app::NewTable,
) -> Result<domain::ports::GameMeta, domain::app::AppError> {
    if table.rated && creator.guest {
        return Err(domain::app::AppError::GuestNotRated);
    }
    let id = GameId(uuid::Uuid::new_v4().to_string());
    state.games.create_table(id, creator.user.clone(), table).await
}

/// A status filter, as REST and GraphQL accept it.
pub(crate) fn parse_status(s: &str) -> Result<GameStatus, ApiError> {
    GameStatus::parse(s)
        .ok_or_else(|| ApiError::bad_request("BAD_STATUS", format!("unknown status `{s}`")))
}

/// The board of `id`'s edition, as the use cases know it.
pub(crate) async fn board_of(state: &AppState, id: &GameId) -> Result<&'static Board, ApiError> {
    Ok(state.games.board_of(id).await?)
}
