//! Clocks and bots over REST (SVC-CLOCK, SVC-BOTS): the shapes a table is
//! opened with, a bot seated in the lobby by the creator, a seat taken back
//! from a bot by its player, and an operator's bot put in a running game's
//! seat (audited). The use cases decide; these handlers only translate
//! (the shapes are in `dto.rs`).

use actix_web::web;
use domain::color::Color;
use domain::ports::{GameId, SeatPick};

use super::GamePath;
use super::dto::{AddBot, EventBatch, GameSummary, SeatBot};
use super::responses::{
    BadSeatBody, BadSitSeat, CannotSit, GameIdParam, GameNotFound, MalformedBody, NoToken,
    NotCreator, NotUnderWay, NothingToReclaim, OperatorsOnly, PlayersOnly,
};
use super::{Caller, Operator};
use super::{Reply, Shared};
use crate::acting::SeatAct;
use crate::error::ApiError;

/// Seats a bot in a lobby (the creator only).
#[utoipa::path(post, operation_id = "addBot", path = "/v1/games/{id}/bots", tag = "games", security(("bearer" = [])),
    params(GameIdParam),
    request_body = AddBot,
    responses(
        (status = 200, description = "The lobby with its bot", body = GameSummary),
        MalformedBody,
        NoToken,
        NotCreator,
        GameNotFound,
        CannotSit,
        BadSitSeat,
    ))]
pub(super) async fn add_bot(
    state: Shared,
    caller: Caller,
    GamePath(id): GamePath,
    body: super::body::Body<AddBot>,
) -> Reply {
    let pick = super::dto::seat_pick(body.seat, body.color)?;
    let meta = state.games.add_bot(&id, &caller.0.user, pick, body.level).await?;
    Ok(super::ok(&GameSummary::from(&meta)))
}

/// Takes the caller's seat back from the bot playing it (SVC-BOTS): at
/// once; if the seat must act, the player goes on from where the bot left
/// off, with a new deadline.
#[utoipa::path(post, operation_id = "reclaimSeat", path = "/v1/games/{id}/seat/reclaim", tag = "games", security(("bearer" = [])),
    params(GameIdParam),
    responses(
        (status = 200, description = "The change of hands", body = EventBatch),
        PlayersOnly,
        NothingToReclaim,
    ))]
pub(super) async fn reclaim(state: Shared, caller: Caller, GamePath(id): GamePath) -> Reply {
    let acted = crate::acting::seat_act(&state, &caller.0.user, &id, SeatAct::Reclaim).await?;
    Ok(super::ok(&EventBatch::new(acted.version, acted.events)))
}

/// Puts a bot in a seat of a running or paused game (operators), audited
/// as `seat_bot` with its reason; the seat's player may reclaim it.
#[utoipa::path(post, operation_id = "handSeatToBot", path = "/v1/admin/games/{id}/seats/{seat}/bot", tag = "operators", security(("bearer" = [])),
    params(
        GameIdParam,
        ("seat" = String, Path, description = "The seat: its 0-based index or, in the Risk editions, its colour", pattern = "^([0-9]|1[01]|white|black|red|blue|yellow|green)$"),
    ),
    request_body = SeatBot,
    responses(
        (status = 200, description = "The change of hands", body = EventBatch),
        BadSeatBody,
        OperatorsOnly,
        GameNotFound,
        NotUnderWay,
    ))]
pub(super) async fn seat_bot(
    state: Shared,
    operator: Operator,
    path: web::Path<(String, String)>,
    body: super::body::Body<SeatBot>,
) -> Reply {
    let (id, seat) = path.into_inner();
    let pick = seat
        .parse()
        .ok()
        .map(SeatPick::Seat)
        .or_else(|| Color::parse(&seat).map(SeatPick::Color))
        .ok_or_else(|| {
            ApiError::bad_request("BAD_SEAT", format!("`{seat}` is neither a seat nor a colour"))
        })?;
    let id = GameId(id);
    let acted = state.games.seat_bot(&operator.0.user, &id, pick, body.level, &body.reason).await?;
    Ok(super::ok(&EventBatch::new(acted.version, acted.events)))
}
