//! The audit log: filters, paging and its CSV export.

use super::find_user;
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpResponse, web};
use askama::Template;
use domain::app::audit_page;
use domain::ports::UserId;
use serde::Deserialize;

use crate::backend::{Backend, DashError};
use crate::i18n::Lang;

use super::desk::Desk;
use super::{Names, Nav, PAGE, Pager, encode, html, when};

pub(crate) struct AuditRow {
    /// The entry's id (the row's anchor, `#entry-<id>`).
    pub(super) id: u64,
    pub(super) when: String,
    pub(super) who: String,
    pub(super) action: String,
    /// The target as a name where one is known (a user's login name).
    pub(super) target: String,
    /// Where the target's page is, if it has one.
    pub(super) href: Option<String>,
    pub(super) reason: String,
}

#[derive(Template)]
#[template(path = "audit.html")]
pub(super) struct AuditPage {
    lang: Lang,
    nav: Option<Nav>,
    rows: Vec<AuditRow>,
    pager: Pager,
    /// The filter as given, for the form, and as a query string, for the
    /// links (pages, CSV).
    q: AuditQuery,
    query: String,
    /// The table's id (the included `audit_table.html`).
    audit_id: &'static str,
}

/// The audit page's filter and page, as the form sends it.
#[derive(Deserialize, Default, Clone)]
pub(crate) struct AuditQuery {
    page: Option<u64>,
    /// An operator's login name, or `system`.
    #[serde(default)]
    actor: String,
    #[serde(default)]
    action: String,
    /// A target's id (a game, a user id, a message).
    #[serde(default)]
    target: String,
    /// `YYYY-MM-DD` (UTC), from the start of that day.
    #[serde(default)]
    from: String,
    /// `YYYY-MM-DD` (UTC), to the end of that day.
    #[serde(default)]
    to: String,
}

/// Rows a CSV export holds at most.
pub(super) const CSV_ROWS: u64 = 10_000;

/// A form's date (`YYYY-MM-DD`, UTC) as ms at its start.
pub(super) fn day_start(day: &str) -> Option<i64> {
    domain::time::parse_rfc3339(&format!("{day}T00:00:00Z"))
}

/// The store's filter for the page's query: the actor by login name.
pub(super) async fn audit_filter<B: Backend>(
    backend: &B,
    q: &AuditQuery,
) -> Result<domain::ports::AuditFilter, DashError> {
    let nonblank = |s: &str| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
    let actor = match nonblank(&q.actor) {
        None => None,
        Some(name) if name == "system" => Some(UserId(name)),
        // An unknown name matches nothing.
        Some(name) => {
            Some(find_user(backend, &name).await?.map_or(UserId(String::new()), |u| u.id))
        }
    };
    let day = |d: &str, what: &str| match nonblank(d) {
        None => Ok(None),
        Some(d) => day_start(&d).map(Some).ok_or_else(|| {
            DashError::new(
                "MALFORMED_QUERY",
                format!("`{d}` is not a date for `{what}` (YYYY-MM-DD)"),
                400,
            )
        }),
    };
    Ok(domain::ports::AuditFilter {
        actor,
        action: nonblank(&q.action),
        target: nonblank(&q.target),
        from_ms: day(&q.from, "from")?,
        to_ms: day(&q.to, "to")?.map(|t| t + 86_400_000),
    })
}

/// Entries with their actors' and targets' names.
pub(super) async fn audit_rows<B: Backend>(
    backend: &B,
    entries: Vec<domain::ports::AuditEntry>,
) -> Vec<AuditRow> {
    let mut ids: Vec<UserId> = entries.iter().map(|e| e.actor.clone()).collect();
    ids.extend(
        entries.iter().filter(|e| e.target_kind == "user").map(|e| UserId(e.target_id.clone())),
    );
    let users = Names::of(backend, ids).await;
    let name = |id: &str| users.user(&UserId(id.to_owned())).map(|u| u.username.clone());
    entries
        .into_iter()
        .map(|e| {
            let (target, href) = match e.target_kind.as_str() {
                "user" => {
                    let who = name(&e.target_id).unwrap_or_else(|| e.target_id.clone());
                    (format!("user {who}"), Some(format!("/admin/users/{}", encode(&e.target_id))))
                }
                "game" => {
                    let game = e.target_id.split(':').next().unwrap_or_default().to_owned();
                    (
                        format!("game {}", e.target_id),
                        Some(format!("/admin/games/{}", encode(&game))),
                    )
                }
                "report" => (
                    format!("report #{}", e.target_id),
                    Some(format!("/admin/reports?status=all#report-{}", encode(&e.target_id))),
                ),
                kind => (format!("{kind} {}", e.target_id), None),
            };
            AuditRow {
                id: e.id,
                when: when(e.at_ms),
                who: name(&e.actor.0).unwrap_or_else(|| e.actor.0.clone()),
                action: e.action,
                target,
                href,
                reason: e.reason,
            }
        })
        .collect()
}

pub(crate) async fn audit<B: Backend>(
    desk: Desk<B>,
    query: web::Query<AuditQuery>,
) -> HttpResponse {
    desk.show(async |desk, backend| {
        let q = query.into_inner();
        let filter = audit_filter(backend, &q).await?;
        let page = q.page.unwrap_or(1).max(1);
        let (entries, total) =
            backend.ask(audit_page(backend.moderation(), &filter, (page - 1) * PAGE, PAGE)).await?;
        let rows = audit_rows(backend, entries).await;
        let query = format!(
            "actor={}&action={}&target={}&from={}&to={}",
            encode(&q.actor),
            encode(&q.action),
            encode(&q.target),
            encode(&q.from),
            encode(&q.to)
        );
        let link = |p: u64| format!("/admin/audit?{query}&page={p}");
        let body = AuditPage {
            lang: desk.lang,
            nav: Some(desk.nav.clone()),
            rows,
            pager: Pager::new(page, total, link),
            q,
            query,
            audit_id: "audit",
        };
        Ok(html(StatusCode::OK, body.render()))
    })
    .await
}

/// A CSV field: quoted, its quotes doubled; a leading `=`, `+`, `-` or `@`
/// is prefixed with `'` so a spreadsheet never runs it as a formula.
pub(super) fn csv_field(v: &str) -> String {
    let guarded = if v.starts_with(['=', '+', '-', '@']) { format!("'{v}") } else { v.to_owned() };
    format!("\"{}\"", guarded.replace('"', "\"\""))
}

/// The audit log that passes the filter, as CSV (at most 10,000 rows,
/// newest first).
pub(crate) async fn audit_csv<B: Backend>(
    desk: Desk<B>,
    query: web::Query<AuditQuery>,
) -> HttpResponse {
    let backend = desk.backend.get_ref();
    let listed = match audit_filter(backend, &query).await {
        Ok(filter) => backend.ask(audit_page(backend.moderation(), &filter, 0, CSV_ROWS)).await,
        Err(e) => Err(e),
    };
    let entries = match listed {
        Ok((entries, _)) => entries,
        Err(e) => return desk.error(&e),
    };
    let mut csv = String::from("at,actor_id,action,target_kind,target_id,reason\r\n");
    for e in entries {
        let fields = [
            domain::time::rfc3339(e.at_ms),
            e.actor.0,
            e.action,
            e.target_kind,
            e.target_id,
            e.reason,
        ];
        csv.push_str(&fields.iter().map(|f| csv_field(f)).collect::<Vec<_>>().join(","));
        csv.push_str("\r\n");
    }
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((header::CONTENT_DISPOSITION, "attachment; filename=\"audit.csv\""))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(csv)
}

#[cfg(test)]
mod tests {
    #[test]
    fn csv_fields_are_quoted_and_never_formulas() {
        assert_eq!(super::csv_field("a \"b\", c"), "\"a \"\"b\"\", c\"");
        assert_eq!(super::csv_field("=HYPERLINK(1)"), "\"'=HYPERLINK(1)\"");
    }
}
