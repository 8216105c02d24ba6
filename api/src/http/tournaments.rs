//! Tournaments (SVC-TOURNAMENT): anyone signed in opens one and anyone
//! lists and reads them (the standings are public); people join and leave
//! before the start; operators pause, resume and disqualify with a reason,
//! audited. The rounds run in the background (`background::spawn_tournaments`).

use actix_web::{HttpResponse, web};
use domain::app::{NewTournament, TournamentAction};
use domain::ports::UserId;

use super::dto::{
    ModerateTournament, NewTournamentDto, TournamentDetail, TournamentList, TournamentQuery,
    TournamentSummary,
};
use super::responses::{
    BadTournament, CannotEnter, DisqualifyNonEntrant, GuestAtRatedTournament, MalformedBody,
    MalformedQuery, NoToken, NotAnEntrant, OperatorsOnly, ReasonText, TournamentBegun,
    TournamentIdParam, TournamentNotFound, TournamentNotPausable,
};
use super::{Caller, Operator};
use super::{PathId, Reply, Shared};
use crate::error::ApiError;

/// The verbs of `/v1/admin/tournaments/{id}/{action}` (the spec's enum too).
pub(super) const TOURNAMENT_VERBS: [&str; 3] = ["pause", "resume", "disqualify"];

/// Opens a tournament: Swiss over tables of up to `table_size`, or a round
/// robin for a field that fits one table (or duels); every table a private
/// game under `clock`, whose bot plays an absent person's seat.
#[utoipa::path(post, operation_id = "openTournament", path = "/v1/tournaments", tag = "tournaments",
    security(("bearer" = [])),
    request_body = NewTournamentDto,
    responses(
        (status = 201, description = "Opened, taking entrants", body = TournamentSummary),
        MalformedBody,
        NoToken,
        BadTournament,
    ))]
pub(super) async fn open(
    state: Shared,
    caller: Caller,
    body: super::body::Body<NewTournamentDto>,
) -> Reply {
    let body = body.into_inner();
    let (kind, options, _) = super::new_table(
        &body.ruleset,
        &body.options,
        Some(body.table_size),
        state.max_spectator_delay,
    )?;
    let starts_at_ms = domain::time::parse_rfc3339(&body.starts_at).ok_or_else(|| {
        ApiError::from(domain::app::AppError::BadTournament(format!(
            "starts_at `{}` is not an RFC 3339 instant (for example 2026-12-01T18:00:00Z)",
            body.starts_at
        )))
    })?;
    let new = NewTournament {
        name: body.name,
        kind,
        format: body.format,
        table_size: body.table_size,
        rounds: body.rounds,
        clock: body.clock.into(),
        options,
        rated: body.rated,
        starts_at_ms,
    };
    let id = uuid::Uuid::new_v4().to_string();
    let t = state.games.open_tournament(id, &caller.0.user, new).await?;
    Ok(HttpResponse::Created().json(TournamentSummary::from(&t)))
}

/// Tournaments, the latest start first.
#[utoipa::path(get, operation_id = "listTournaments", path = "/v1/tournaments", tag = "tournaments",
    security(("bearer" = [])),
    params(TournamentQuery),
    responses(
        (status = 200, description = "A page of tournaments", body = TournamentList),
        MalformedQuery,
        NoToken,
    ))]
pub(super) async fn list(
    state: Shared,
    _caller: Caller,
    query: web::Query<TournamentQuery>,
) -> Reply {
    Ok(super::ok(&crate::players::tournaments(&state, query.offset, query.limit).await?))
}

/// A tournament with its standings and rounds (each table's game, for its
/// entrants and operators: the tables are private).
#[utoipa::path(get, operation_id = "getTournament", path = "/v1/tournaments/{id}", tag = "tournaments",
    security(("bearer" = [])),
    params(TournamentIdParam),
    responses(
        (status = 200, description = "The tournament", body = TournamentDetail),
        NoToken,
        TournamentNotFound,
    ))]
pub(super) async fn get(state: Shared, caller: Caller, id: PathId) -> Reply {
    let view = state.games.tournament_view(&id, &caller.0.user, caller.operator()).await?;
    Ok(super::ok(&TournamentDetail::from(&view)))
}

/// Enters the caller before the start.
#[utoipa::path(post, operation_id = "joinTournament", path = "/v1/tournaments/{id}/join", tag = "tournaments",
    security(("bearer" = [])),
    params(TournamentIdParam),
    responses(
        (status = 200, description = "Entered", body = TournamentSummary),
        NoToken,
        GuestAtRatedTournament,
        TournamentNotFound,
        CannotEnter,
    ))]
pub(super) async fn join(state: Shared, caller: Caller, id: PathId) -> Reply {
    let t = state.games.enter_tournament(&id, &caller.0.user, caller.0.guest, true).await?;
    Ok(super::ok(&TournamentSummary::from(&t)))
}

/// Takes the caller out before the start.
#[utoipa::path(post, operation_id = "leaveTournament", path = "/v1/tournaments/{id}/leave", tag = "tournaments",
    security(("bearer" = [])),
    params(TournamentIdParam),
    responses(
        (status = 200, description = "Out", body = TournamentSummary),
        NoToken,
        NotAnEntrant,
        TournamentNotFound,
        TournamentBegun,
    ))]
pub(super) async fn leave(state: Shared, caller: Caller, id: PathId) -> Reply {
    let t = state.games.enter_tournament(&id, &caller.0.user, caller.0.guest, false).await?;
    Ok(super::ok(&TournamentSummary::from(&t)))
}

/// Pauses (the round under way plays on, the next waits), resumes, or
/// disqualifies an entrant (`user_id`), with a reason, audited.
#[utoipa::path(post, operation_id = "moderateTournament", path = "/v1/admin/tournaments/{id}/{action}", tag = "operators",
    security(("bearer" = [])),
    params(
        TournamentIdParam,
        ("action" = String, Path, description = "`pause`, `resume` or `disqualify`"),
    ),
    request_body = ModerateTournament,
    responses(
        (status = 200, description = "The tournament", body = TournamentSummary),
        ReasonText,
        OperatorsOnly,
        DisqualifyNonEntrant,
        TournamentNotFound,
        TournamentNotPausable,
    ))]
pub(super) async fn moderate(
    state: Shared,
    operator: Operator,
    path: web::Path<(String, String)>,
    body: super::body::Body<ModerateTournament>,
) -> Reply {
    let (id, verb) = path.into_inner();
    let body = body.into_inner();
    let action = match verb.as_str() {
        "pause" => TournamentAction::Pause,
        "resume" => TournamentAction::Resume,
        "disqualify" => {
            TournamentAction::Disqualify(UserId(body.user_id.clone().ok_or_else(|| {
                ApiError::bad_request("MALFORMED_JSON", "disqualify names the entrant: user_id")
            })?))
        }
        _ => return Err(ApiError::not_found_route()),
    };
    let t = state.games.moderate_tournament(&operator.0.user, &id, action, &body.reason).await?;
    Ok(super::ok(&TournamentSummary::from(&t)))
}
