//! The reports queue (SVC-REPORT): players' reports, open ones first by
//! default, each with its game, a replay link at the reported version, who
//! filed it and about whom (names linking to their user pages), and for an
//! open one a form to resolve or dismiss it with a reason (audited). A
//! report that cites whispers links to its own page, where they are read:
//! the one way an operator reads a whisper, audited (SVC-WHISPER).

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use domain::app::ReportOutcome;
use domain::app::report_page;
use domain::ports::{ReportFilter, ReportReason, ReportStatus, UserId};
use serde::Deserialize;

use super::desk::{Desk, Posted};
use super::{Names, Nav, PAGE, Pager, done_notice, error_page, html, when};
use crate::backend::{Backend, DashError};
use crate::board_svg::color_hex;
use crate::i18n::Lang;

/// A report as the queue lists it.
pub(crate) struct ReportRow {
    pub(super) id: u64,
    pub(super) when: String,
    pub(super) game: String,
    pub(super) short: String,
    pub(super) version: u64,
    pub(super) reporter: (String, String),
    /// The colour reported (its name and swatch) and its player, if one.
    pub(super) reported: Option<(&'static str, &'static str, String, String)>,
    pub(super) reason: &'static str,
    pub(super) body: String,
    pub(super) status: &'static str,
    pub(super) open: bool,
    /// Who closed it, when and why.
    pub(super) closing: String,
    /// How many whispers it cites, and the link's words to read them.
    pub(super) cited: usize,
    pub(super) cited_text: String,
}

#[derive(Template)]
#[template(path = "reports.html")]
struct ReportsPage {
    lang: Lang,
    nav: Option<Nav>,
    csrf: String,
    rows: Vec<ReportRow>,
    status: String,
    /// The filter's choices: (value, label key).
    statuses: [(&'static str, &'static str); 4],
    pager: Pager,
    done: Option<(&'static str, String)>,
}

#[derive(Deserialize)]
pub(crate) struct ReportsQuery {
    /// `open` (the default), `resolved`, `dismissed` or `all`.
    #[serde(default)]
    status: String,
    page: Option<u64>,
    #[serde(default)]
    done: String,
}

/// A reason in the page's language.
pub(crate) fn reason_words(r: ReportReason, lang: Lang) -> &'static str {
    lang.t(&format!("report_reason.{}", r.as_str()))
}

/// Reports as rows, with every account named.
pub(crate) async fn rows<B: Backend>(
    backend: &B,
    reports: Vec<domain::ports::Report>,
    lang: Lang,
) -> Vec<ReportRow> {
    let mut ids: Vec<UserId> = Vec::new();
    for r in &reports {
        ids.push(r.reporter.clone());
        ids.extend(r.reported.clone());
        ids.extend(r.handled_by.clone());
    }
    let users = Names::of(backend, ids).await;
    let name = |id: &UserId| users.name(id);
    reports
        .into_iter()
        .map(|r| ReportRow {
            id: r.id,
            when: when(r.created_at_ms),
            short: r.game_id.0.chars().take(8).collect(),
            game: r.game_id.0.clone(),
            version: r.version,
            reporter: (r.reporter.0.clone(), name(&r.reporter)),
            reported: r.color.map(|c| {
                let (id, who) = r
                    .reported
                    .as_ref()
                    .map_or_else(|| (String::new(), String::new()), |u| (u.0.clone(), name(u)));
                (crate::narrate::color_name(c, lang), color_hex(c), id, who)
            }),
            reason: reason_words(r.reason, lang),
            body: r.body.clone(),
            status: crate::narrate::report_status_words(r.status, lang),
            open: r.status == ReportStatus::Open,
            closing: match (&r.handled_by, r.handled_at_ms) {
                (Some(by), Some(at)) => format!("{} · {} · {}", name(by), when(at), r.resolution),
                _ => String::new(),
            },
            cited: r.whispers.len(),
            cited_text: lang.say("read_cited", &[("n", &r.whispers.len())]),
        })
        .collect()
}

pub(crate) async fn reports<B: Backend>(
    desk: Desk<B>,
    query: web::Query<ReportsQuery>,
) -> HttpResponse {
    let Desk { backend, me, nav, lang } = desk;
    let status = match query.status.as_str() {
        "" | "open" => Some(ReportStatus::Open),
        "all" => None,
        s => ReportStatus::parse(s),
    };
    let filter = ReportFilter { status, ..ReportFilter::default() };
    let page = query.page.unwrap_or(1).max(1);
    let (found, total) = match backend
        .ask(report_page(backend.moderation(), &filter, (page - 1) * PAGE, PAGE))
        .await
    {
        Ok(x) => x,
        Err(e) => return error_page(lang, Some(nav), &e),
    };
    let shown = status.map_or("all", ReportStatus::as_str);
    let link = |p: u64| format!("/admin/reports?status={shown}&page={p}");
    let body = ReportsPage {
        lang,
        csrf: nav.csrf.clone(),
        nav: Some(nav),
        rows: rows(backend.get_ref(), found, lang).await,
        status: shown.to_owned(),
        statuses: [
            ("open", "reports_open"),
            ("resolved", "reports_resolved"),
            ("dismissed", "reports_dismissed"),
            ("all", "reports_all"),
        ],
        pager: Pager::new(page, total, link),
        done: done_notice(backend.get_ref(), &me, &query.done, lang).await,
    };
    html(StatusCode::OK, body.render())
}

/// A whisper as a report's page shows it.
pub(crate) struct CitedWhisper {
    id: u64,
    when: String,
    from: u8,
    to: String,
    body: String,
    deleted: bool,
}

#[derive(Template)]
#[template(path = "report.html")]
struct ReportPage {
    lang: Lang,
    nav: Option<Nav>,
    csrf: String,
    rows: Vec<ReportRow>,
    whispers: Vec<CitedWhisper>,
}

/// One report with the text of the whispers it cites; opening it is
/// audited (`read_whispers`) when it cites any.
pub(crate) async fn report<B: Backend>(desk: Desk<B>, id: web::Path<u64>) -> HttpResponse {
    desk.show(async |desk, backend| {
        let asked = (&desk.me.id, id.into_inner());
        let moderation = backend.moderation();
        let (found, cited) =
            backend.ask(backend.games().open_report(moderation, moderation, asked)).await?;
        let whispers = cited
            .into_iter()
            .map(|w| CitedWhisper {
                id: w.id,
                when: when(w.at_ms),
                from: w.from,
                to: w.to.iter().map(u8::to_string).collect::<Vec<_>>().join(", "),
                body: w.body,
                deleted: w.deleted,
            })
            .collect();
        let body = ReportPage {
            lang: desk.lang,
            csrf: desk.nav.csrf.clone(),
            nav: Some(desk.nav.clone()),
            rows: rows(backend, vec![found], desk.lang).await,
            whispers,
        };
        Ok(html(StatusCode::OK, body.render()))
    })
    .await
}

#[derive(Deserialize)]
pub(crate) struct CloseForm {
    /// `resolve` or `dismiss`: the button pressed.
    #[serde(default)]
    outcome: String,
    #[serde(default)]
    reason: String,
}

pub(crate) async fn close<B: Backend>(post: Posted<B, CloseForm, u64>) -> HttpResponse {
    post.then(|backend, user, form, path| async move {
        let outcome = match form.outcome.as_str() {
            "resolve" => ReportOutcome::Resolve,
            "dismiss" => ReportOutcome::Dismiss,
            _ => return Err(DashError::new("BAD_ACTION", "resolve or dismiss", 400)),
        };
        let id = path;
        let games = backend.games();
        backend
            .ask(games.close_report(backend.moderation(), &user.id, id, outcome, &form.reason))
            .await?;
        Ok(format!("/admin/reports?done={}#report-{id}", outcome.as_str()))
    })
    .await
}
