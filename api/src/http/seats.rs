//! Clocks and bots over REST (SVC-CLOCK, SVC-BOTS): the shapes a table is
//! opened with, a bot seated in the lobby by the creator, a seat taken back
//! from a bot by its player, and an operator's bot put in a running game's
//! seat (audited). The use cases decide; these handlers only translate.

use actix_web::{HttpResponse, web};
use domain::color::Color;
use domain::ports::{GameId, TurnClock};
use domain::rules::{BotLevel, OnTimeout};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::dto::{EventBatch, GameSummary};
use super::{AppState, Caller};
use crate::error::{ApiError, Problem};

/// A turn clock (SVC-CLOCK): each step of the actor who must act may take
/// `turn_seconds`; a timeout does `on_timeout`; `max_timeouts` in a row hand
/// the seat to its bot for good (`bot`) or forfeit the player (`pass`).
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ClockDto {
    /// Seconds per step, 5 to 604,800 (a week).
    #[schema(minimum = 5, maximum = 604_800)]
    pub turn_seconds: u32,
    /// `pass` (the least harmful completion) or `bot` (the seat's bot
    /// plays the step).
    #[serde(default)]
    pub on_timeout: OnTimeout,
    /// Timeouts in a row before the takeover or the forfeit, 1 to 100
    /// (3 when left out).
    #[serde(default = "default_max_timeouts")]
    #[schema(minimum = 1, maximum = 100, default = 3)]
    pub max_timeouts: u32,
}

fn default_max_timeouts() -> u32 {
    3
}

impl From<ClockDto> for TurnClock {
    fn from(c: ClockDto) -> Self {
        TurnClock {
            turn_seconds: c.turn_seconds,
            on_timeout: c.on_timeout,
            max_timeouts: c.max_timeouts,
        }
    }
}

impl From<TurnClock> for ClockDto {
    fn from(c: TurnClock) -> Self {
        ClockDto {
            turn_seconds: c.turn_seconds,
            on_timeout: c.on_timeout,
            max_timeouts: c.max_timeouts,
        }
    }
}

/// A bot seated when the table is opened.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct BotSeat {
    /// The bot's colour.
    pub color: Color,
    /// How well it plays.
    pub bot: BotLevel,
}

/// A bot for a lobby's seat.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct AddBot {
    /// The seat's colour.
    pub color: Color,
    /// How well it plays.
    pub level: BotLevel,
}

/// An operator's bot for a running game's seat.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct SeatBot {
    /// How well it plays (`greedy` when left out).
    #[serde(default = "default_level")]
    pub level: BotLevel,
    /// Why (required: not blank); no control character but newlines and
    /// tabs.
    #[schema(
        min_length = 1,
        pattern = r"^[^\x00-\x08\x0B-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x08\x0B-\x1F\x7F-\x9F]*$"
    )]
    pub reason: String,
}

fn default_level() -> BotLevel {
    BotLevel::Greedy
}

/// Seats a bot in a lobby (the creator only).
#[utoipa::path(post, path = "/v1/games/{id}/bots", tag = "games", security(("bearer" = [])),
    params(("id" = String, Path, description = "Game id")),
    request_body = AddBot,
    responses(
        (status = 200, description = "The lobby with its bot", body = GameSummary),
        (status = 400, description = "Malformed body", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No valid token", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "`NOT_CREATOR`", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`GAME_NOT_FOUND`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`GAME_FULL`, `COLOR_TAKEN` or not a lobby", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn add_bot(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
    body: super::body::Body<AddBot>,
) -> Result<HttpResponse, ApiError> {
    let id = GameId(id.into_inner());
    let meta = state.games.add_bot(&id, &caller.0.user, body.color, body.level).await?;
    Ok(super::ok(&GameSummary::from(&meta)))
}

/// Takes the caller's seat back from the bot playing it (SVC-BOTS): at
/// once; if the seat must act, the player goes on from where the bot left
/// off, with a new deadline.
#[utoipa::path(post, path = "/v1/games/{id}/seat/reclaim", tag = "games", security(("bearer" = [])),
    params(("id" = String, Path, description = "Game id")),
    responses(
        (status = 200, description = "The change of hands", body = EventBatch),
        (status = 401, description = "No valid token", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "`NOT_SEATED`", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`GAME_NOT_FOUND`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`NOTHING_TO_RECLAIM`, `PLAYER_NOT_IN_PLAY` or not under way", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn reclaim(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = GameId(id.into_inner());
    let acted = state.games.reclaim_seat(&id, &caller.0.user).await?;
    let board = super::board_of(&state, &id).await?;
    Ok(super::ok_on(board, &EventBatch::new(acted.version, acted.events)))
}

/// Puts a bot in a seat of a running or paused game (operators), audited
/// as `seat_bot` with its reason; the seat's player may reclaim it.
#[utoipa::path(post, path = "/v1/admin/games/{id}/seats/{color}/bot", tag = "operators", security(("bearer" = [])),
    params(
        ("id" = String, Path, description = "Game id"),
        ("color" = Color, Path, description = "The seat's colour"),
    ),
    request_body = SeatBot,
    responses(
        (status = 200, description = "The change of hands", body = EventBatch),
        (status = 400, description = "Malformed body or colour, `REASON_REQUIRED` (blank) or `INVALID_TEXT`", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No valid token", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not an operator", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "`GAME_NOT_FOUND`", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "`PLAYER_NOT_IN_PLAY` or not under way", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn seat_bot(
    state: web::Data<AppState>,
    caller: Caller,
    path: web::Path<(String, String)>,
    body: super::body::Body<SeatBot>,
) -> Result<HttpResponse, ApiError> {
    caller.require_operator()?;
    let (id, color) = path.into_inner();
    let color = Color::parse(&color)
        .ok_or_else(|| ApiError::bad_request("BAD_COLOR", format!("unknown colour `{color}`")))?;
    let id = GameId(id);
    let acted = state.games.seat_bot(&caller.0.user, &id, color, body.level, &body.reason).await?;
    let board = super::board_of(&state, &id).await?;
    Ok(super::ok_on(board, &EventBatch::new(acted.version, acted.events)))
}
