//! Player reports (SVC-REPORT) and operators' notes over REST: a seated
//! player files a report and reads their own; operators page through the
//! queue and resolve or dismiss each report once, with a reason (audited);
//! notes on accounts are added and read by operators.

use actix_web::{HttpResponse, web};
use domain::app::{NewReport, ReportOutcome};
use domain::ports::{GameId, ReportFilter, ReportStatus, ReportStore as _, UserId};

use super::dto::{
    AdminReportDto, AdminReportPage, NewNote, NewReportDto, NoteDto, NoteList, PageQuery, Reason,
    ReportDto, ReportPage, ReportQuery,
};
use super::responses::{
    BadReport, BadReportQuery, GameIdParam, InvalidNote, MalformedPath, MalformedQueryCode,
    NoToken, OperatorsOnly, PlayersOnly, ReasonBody, ReportClosed, ReportNotFound, TextBody,
    TooManyReports, UserIdParam, UserNotFound,
};
use super::{Caller, Operator, OptionalJson};
use super::{PathId, Reply, Shared};
use crate::error::ApiError;

/// Notes listed on an account (the latest).
const NOTES_SHOWN: u64 = 100;

/// Reports a game to the operators, about a colour or the whole game
/// (SVC-REPORT). The report keeps the game's version, where an operator's
/// replay of it starts.
#[utoipa::path(post, operation_id = "reportGame", path = "/v1/games/{id}/reports", tag = "reports", security(("bearer" = [])),
    params(GameIdParam),
    request_body = NewReportDto,
    responses(
        (status = 201, description = "Filed", body = ReportDto),
        TextBody,
        PlayersOnly,
        BadReport,
        TooManyReports,
    ))]
pub(super) async fn file(
    state: Shared,
    caller: Caller,
    id: PathId,
    body: super::body::Body<NewReportDto>,
) -> Reply {
    let body = body.into_inner();
    let seat = super::dto::seat_pick(body.seat, body.color)?;
    let (reason, whispers) = (body.reason.into(), body.whispers);
    let report = NewReport { seat, reason, body: body.body, whispers };
    let filed = state
        .games
        .report_game(&state.moderation, &caller.0.user, &GameId(id.into_inner()), report)
        .await?;
    Ok(HttpResponse::Created().json(ReportDto::from(&filed)))
}

/// Your own reports, newest first, and where each stands.
#[utoipa::path(get, operation_id = "listMyReports", path = "/v1/me/reports", tag = "reports", security(("bearer" = [])),
    params(PageQuery),
    responses(
        (status = 200, description = "A page of your reports", body = ReportPage),
        MalformedQueryCode,
        NoToken,
    ))]
pub(super) async fn mine(state: Shared, caller: Caller, query: web::Query<PageQuery>) -> Reply {
    let filter = ReportFilter { reporter: Some(caller.0.user.clone()), ..ReportFilter::default() };
    let (found, total) =
        domain::app::report_page(&state.moderation, &filter, query.offset, query.limit).await?;
    Ok(super::ok(&ReportPage { reports: found.iter().map(ReportDto::from).collect(), total }))
}

/// The reports queue (operators), newest first, filtered by status, game,
/// reporter or reported account.
#[utoipa::path(get, operation_id = "listReports", path = "/v1/admin/reports", tag = "operators", security(("bearer" = [])),
    params(ReportQuery),
    responses(
        (status = 200, description = "A page of reports", body = AdminReportPage),
        BadReportQuery,
        OperatorsOnly,
    ))]
pub(super) async fn queue(
    state: Shared,
    _operator: Operator,
    query: web::Query<ReportQuery>,
) -> Reply {
    let status = query
        .status
        .as_deref()
        .map(|s| {
            ReportStatus::parse(s).ok_or_else(|| {
                ApiError::bad_request("BAD_STATUS", format!("unknown report status `{s}`"))
            })
        })
        .transpose()?;
    let filter = ReportFilter {
        status,
        game: query.game.clone().map(GameId),
        reporter: query.reporter.clone().map(UserId),
        reported: query.reported.clone().map(UserId),
    };
    let (found, total) =
        domain::app::report_page(&state.moderation, &filter, query.offset, query.limit).await?;
    Ok(super::ok(&AdminReportPage {
        reports: found.iter().map(AdminReportDto::from).collect(),
        total,
    }))
}

/// One report (operators), with the text of the whispers it cites
/// (`cited`): opening a report that cites whispers is audited
/// (`read_whispers`), as it is the one way an operator reads a whisper
/// (SVC-WHISPER).
#[utoipa::path(get, operation_id = "getReport", path = "/v1/admin/reports/{id}", tag = "operators", security(("bearer" = [])),
    params(("id" = u64, Path, description = "Report id", minimum = 0, maximum = 9_223_372_036_854_775_807_u64)),
    responses(
        (status = 200, description = "The report", body = AdminReportDto),
        MalformedPath,
        OperatorsOnly,
        ReportNotFound,
    ))]
pub(super) async fn one(state: Shared, operator: Operator, id: web::Path<u64>) -> Reply {
    let asked = (&operator.0.user, id.into_inner());
    let (found, cited) =
        state.games.open_report(&state.moderation, &state.moderation, asked).await?;
    let mut report = AdminReportDto::from(&found);
    report.cited = Some(cited.into_iter().map(super::dto::WhisperDto::from).collect());
    Ok(super::ok(&report))
}

/// The verbs of `/v1/admin/reports/{id}/{outcome}` (the spec's enum too).
pub(super) const OUTCOMES: [(&str, ReportOutcome); 2] =
    [("resolve", ReportOutcome::Resolve), ("dismiss", ReportOutcome::Dismiss)];

/// Resolves (acted upon) or dismisses (nothing to act upon) an open
/// report, with a reason for the audit log; a report is closed once.
#[utoipa::path(post, operation_id = "closeReport", path = "/v1/admin/reports/{id}/{outcome}", tag = "operators", security(("bearer" = [])),
    params(
        ("id" = u64, Path, description = "Report id", minimum = 0, maximum = 9_223_372_036_854_775_807_u64),
        ("outcome" = String, Path, description = "`resolve` or `dismiss`"),
    ),
    request_body = Reason,
    responses(
        (status = 200, description = "The closed report", body = AdminReportDto),
        ReasonBody,
        OperatorsOnly,
        ReportNotFound,
        ReportClosed,
    ))]
pub(super) async fn close(
    state: Shared,
    operator: Operator,
    path: web::Path<(u64, String)>,
    body: OptionalJson<Reason>,
) -> Reply {
    let (id, outcome) = path.into_inner();
    let outcome = super::verb(&OUTCOMES, &outcome).ok_or_else(ApiError::not_found_route)?;
    let reason = body.read().await?.reason;
    let closed =
        state.games.close_report(&state.moderation, &operator.0.user, id, outcome, &reason).await?;
    Ok(super::ok(&AdminReportDto::from(&closed)))
}

/// Adds an operator's note on an account (audited as `add_note`).
#[utoipa::path(post, operation_id = "addUserNote", path = "/v1/admin/users/{id}/notes", tag = "operators", security(("bearer" = [])),
    params(UserIdParam),
    request_body = NewNote,
    responses(
        (status = 201, description = "Added", body = NoteDto),
        TextBody,
        OperatorsOnly,
        UserNotFound,
        InvalidNote,
    ))]
pub(super) async fn add_note(
    state: Shared,
    operator: Operator,
    id: PathId,
    body: super::body::Body<NewNote>,
) -> Reply {
    let user = UserId(id.into_inner());
    let note = state
        .games
        .add_note(state.auth.users(), &state.moderation, &operator.0.user, &user, &body.body)
        .await?;
    Ok(HttpResponse::Created().json(NoteDto::from(&note)))
}

/// The notes on an account, newest first (the latest 100).
#[utoipa::path(get, operation_id = "listUserNotes", path = "/v1/admin/users/{id}/notes", tag = "operators", security(("bearer" = [])),
    params(UserIdParam),
    responses(
        (status = 200, description = "The notes", body = NoteList),
        OperatorsOnly,
    ))]
pub(super) async fn notes(state: Shared, _operator: Operator, id: PathId) -> Reply {
    let notes = state
        .moderation
        .notes(&UserId(id.into_inner()), NOTES_SHOWN)
        .await
        .map_err(domain::app::AppError::from)?;
    Ok(super::ok(&NoteList { notes: notes.iter().map(NoteDto::from).collect() }))
}
