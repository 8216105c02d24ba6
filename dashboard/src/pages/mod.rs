//! The pages: each handler stands on the operator's session (a
//! [`desk::Desk`] or a [`desk::Posted`] form), calls one backend use case,
//! and renders a template. Forms are POSTs with a CSRF token and
//! answer with a redirect (post/redirect/get), so the back button and a
//! reload never repeat an action. No page needs JavaScript.
//!
//! One module a page: `login` (sessions and language), `games` (the
//! overview and the games list), `game` (one game, live or replayed, and the
//! operator's forms on it), `users` (the list and sanctions), `people` (one
//! account), `reports`, `audit`, `leaderboards` (SVC-RATING), `tournaments`
//! (SVC-TOURNAMENT, with pause, resume and disqualify), `collusion`
//! (the collusion signal, for review) and `apps` (third-party apps,
//! SVC-OAUTH, with disable). This file holds what they share: the
//! operator check, CSRF, rendering, paging, redirects with their notices,
//! the live feeds' stream, and the one script.
//!
//! Live pages: an element with `data-live` names an SSE feed
//! (`/admin/games/{id}/live` or `/admin/live`); on each `changed` event the
//! page fetches itself and swaps its `<main>` in, unless the operator is
//! typing. The feeds wait on the bus through `Backend::wait_change` (a live
//! channel of the operator's, bounded and ended by a ban) and are never
//! gzipped (`Content-Encoding: identity`); the pages are. The script
//! (`static/dashboard.js`, served from `/admin` as the CSP allows, its
//! handlers on the document so they survive a redraw) adds the replay's
//! slider and number box as one control, the keys (← → an event, Shift+← →
//! a turn, Home/End), the board's zoom (the drawing widens inside its
//! `overflow: auto` frame, kept across redraws) and the live redraws.

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use domain::ports::{GameId, GameMeta, GameStore as _, Role, User, UserId, UserStore as _};
use serde::Deserialize;

use crate::backend::{Backend, DashError, GameFilter};
use crate::i18n::Lang;
use crate::session::{SESSION, csrf_for, expired, same};

mod apps;
mod audit;
mod collusion;
mod desk;
mod game;
mod games;
mod leaderboards;
mod login;
mod people;
mod reports;
mod tournaments;
mod users;

pub(crate) use apps::{apps, disable_app};
pub(crate) use audit::{audit, audit_csv};
pub(crate) use collusion::collusion;
pub(crate) use game::{
    delete_message, game, game_live, kick, moderate_game, position, replay, seat_bot,
};
pub(crate) use games::{games, overview, overview_live};
pub(crate) use leaderboards::leaderboards;
pub(crate) use login::{end_sessions, login, login_form, logout, set_lang};
pub(crate) use people::{add_note, set_cooldown, user};
pub(crate) use reports::{close as close_report, report, reports};
pub(crate) use tournaments::{moderate_tournament, tournament, tournaments};
pub(crate) use users::{moderate_user, users};

/// The signed-in operator, shown in the header.
#[derive(Debug, Clone)]
pub(crate) struct Nav {
    pub(crate) username: String,
    pub(crate) csrf: String,
}

/// Rows per page.
const PAGE: u64 = 25;

/// A list's paging: how many rows match, which page of how many this is,
/// and the links to its neighbours (`templates/pager.html`).
pub(crate) struct Pager {
    pub(crate) total: u64,
    pub(crate) page: u64,
    pub(crate) pages: u64,
    pub(crate) prev: Option<String>,
    pub(crate) next: Option<String>,
}

impl Pager {
    /// Page `page` of `total` rows, [`PAGE`] a page; `link` is a page's
    /// address.
    fn new(page: u64, total: u64, link: impl Fn(u64) -> String) -> Self {
        let pages = total.div_ceil(PAGE).max(1);
        let prev = (page > 1).then(|| link(page - 1));
        let next = (page < pages).then(|| link(page + 1));
        Self { total, page, pages, prev, next }
    }
}

fn html(status: StatusCode, body: Result<String, askama::Error>) -> HttpResponse {
    match body {
        Ok(text) => HttpResponse::build(status)
            .content_type("text/html; charset=utf-8")
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .insert_header((
                header::CONTENT_SECURITY_POLICY,
                "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
            ))
            .insert_header((header::X_FRAME_OPTIONS, "DENY"))
            .body(text),
        Err(e) => HttpResponse::InternalServerError().body(format!("template: {e}")),
    }
}

/// The dashboard's one script (the CSP allows scripts from `'self'` only):
/// the replay's control and keys, and live pages.
pub(crate) async fn script() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/javascript; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(include_str!("../../static/dashboard.js"))
}

/// How long a live page's server waits for news before it says so anyway
/// (a comment), which is also how soon a status change without an event
/// (a pause) reaches the page.
const LIVE_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

#[derive(Deserialize)]
pub(crate) struct AfterQuery {
    #[serde(default)]
    after: u64,
}

fn event_stream(
    stream: impl futures_util::Stream<Item = Result<web::Bytes, actix_web::Error>> + 'static,
) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/event-stream")
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        // Never gzipped (the scope's compressor would hold frames back).
        .insert_header((header::CONTENT_ENCODING, "identity"))
        .streaming(stream)
}

fn redirect(to: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((
            header::LOCATION,
            HeaderValue::from_str(to).unwrap_or(HeaderValue::from_static("/admin")),
        ))
        .finish()
}

fn to_login() -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, "/admin/login"))
        .cookie(expired(SESSION))
        .finish()
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage {
    lang: Lang,
    nav: Option<Nav>,
    code: String,
    message: String,
}

fn error_page(lang: Lang, nav: Option<Nav>, e: &DashError) -> HttpResponse {
    let status = StatusCode::from_u16(e.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let page = ErrorPage { lang, nav, code: e.code.to_owned(), message: e.message.clone() };
    with_retry_after(html(status, page.render()), e.retry_after)
}

/// `Retry-After` on a throttled answer.
fn with_retry_after(mut res: HttpResponse, secs: Option<u64>) -> HttpResponse {
    if let Some(secs) = secs
        && let Ok(value) = HeaderValue::from_str(&secs.to_string())
    {
        res.headers_mut().insert(header::RETRY_AFTER, value);
    }
    res
}

/// The operator behind the session cookie, or a redirect to the login page.
async fn operator<B: Backend>(backend: &B, req: &HttpRequest) -> Result<(User, Nav), HttpResponse> {
    let cookie = req.cookie(SESSION).ok_or_else(to_login)?;
    let user = backend.operator(cookie.value()).await.ok_or_else(to_login)?;
    if user.role != Role::Operator || user.banned {
        return Err(to_login());
    }
    let nav = Nav { username: user.username.clone(), csrf: csrf_for(cookie.value()) };
    Ok((user, nav))
}

/// Checks a form's CSRF token against the session.
#[expect(
    clippy::result_large_err,
    reason = "the error is the page to answer with, once per request"
)]
fn check_csrf(nav: &Nav, given: &str, lang: Lang) -> Result<(), HttpResponse> {
    if same(&nav.csrf, given) {
        Ok(())
    } else {
        let e = DashError::new(
            "CSRF",
            "the form is stale or forged: reload the page and try again",
            403,
        );
        Err(error_page(lang, None, &e))
    }
}

fn when(ms: i64) -> String {
    // UTC, minute precision, without a date library: days since the epoch
    // to a civil date (Howard Hinnant's algorithm).
    let secs = ms.div_euclid(1000);
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02} {:02}:{:02} UTC", rem / 3600, rem % 3600 / 60)
}

// ---- login / logout / language ------------------------------------------

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// What the page after a moderation action says: `?done=<action>`.
#[derive(Deserialize)]
pub(crate) struct DoneQuery {
    #[serde(default)]
    pub(crate) done: String,
}

/// The notice after a moderation action: what happened, and a link to its
/// audit row — the operator's latest entry of that action, which is the one
/// just made (the page follows the action's redirect), anchored so the
/// audit page marks it.
async fn done_notice<B: Backend>(
    backend: &B,
    me: &User,
    done: &str,
    lang: Lang,
) -> Option<(&'static str, String)> {
    let key = match done {
        "pause" => "done_pause",
        "resume" => "done_resume",
        "abort" => "done_abort",
        "kick" => "done_kick",
        "seat_bot" => "done_seat_bot",
        "delete_message" => "done_delete_message",
        "ban" => "done_ban",
        "unban" => "done_unban",
        "mute" => "done_mute",
        "unmute" => "done_unmute",
        "unrank" => "done_unrank",
        "rerank" => "done_rerank",
        "resolve_report" => "done_resolve_report",
        "dismiss_report" => "done_dismiss_report",
        "add_note" => "done_add_note",
        "set_cooldown" => "done_set_cooldown",
        "lift_cooldown" => "done_lift_cooldown",
        _ => return None,
    };
    let mine = domain::ports::AuditFilter {
        actor: Some(me.id.clone()),
        action: Some(done.to_owned()),
        ..domain::ports::AuditFilter::default()
    };
    let list = format!("/admin/audit?actor={}&action={done}", encode(&me.username));
    let link = match backend.ask(domain::app::audit_page(backend.moderation(), &mine, 0, 1)).await {
        Ok((entries, _)) => entries.first().map(|e| format!("{list}#entry-{}", e.id)),
        Err(_) => None,
    };
    Some((lang.t(key), link.unwrap_or(list)))
}

#[derive(Deserialize)]
pub(crate) struct ModerateForm {
    action: String,
    #[serde(default)]
    reason: String,
    /// The ticked "I am sure" box of a destructive action.
    #[serde(default)]
    confirm: Option<String>,
    /// How long a ban or a mute lasts, in seconds (empty: until lifted).
    #[serde(default, rename = "for")]
    for_secs: String,
    /// `user`: the form is on the user's page, and the answer goes back
    /// there (else to the users list).
    #[serde(default)]
    back: String,
}

/// Abort, kick and ban cannot be undone by a click: their forms carry a
/// box the operator must tick, checked here as well as in the browser.
fn confirmed(confirm: Option<&str>) -> Result<(), DashError> {
    if confirm.is_some_and(|c| !c.is_empty()) {
        Ok(())
    } else {
        Err(DashError::new(
            "CONFIRMATION_REQUIRED",
            "this cannot be undone: tick the confirmation box and send again",
            400,
        ))
    }
}

fn bad_action() -> DashError {
    DashError::new("UNKNOWN_ACTION", "no such moderation action", 400)
}

/// Percent-encodes a query value.
fn encode(v: &str) -> String {
    v.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The accounts a page names, each looked up once: a page shows a
/// username where an account is known, and the raw id where none is (a
/// deleted account, a lobby bot's seat).
struct Names(Vec<User>);

impl Names {
    /// The accounts of `ids`; a failed lookup names nobody (the page still
    /// shows, with ids).
    async fn of<B: Backend>(backend: &B, ids: impl IntoIterator<Item = UserId>) -> Self {
        let ids: Vec<UserId> = ids.into_iter().collect();
        Self(users_by_id(backend, &ids).await.unwrap_or_default())
    }

    /// The account of `id`, if known.
    fn user(&self, id: &UserId) -> Option<&User> {
        self.0.iter().find(|u| &u.id == id)
    }

    /// The username of `id`, or the id itself.
    fn name(&self, id: &UserId) -> String {
        self.user(id).map_or_else(|| id.0.clone(), |u| u.username.clone())
    }
}

/// Accounts by id, each once (for names); unknown ids are left out.
async fn users_by_id<B: Backend>(backend: &B, ids: &[UserId]) -> Result<Vec<User>, DashError> {
    let mut wanted: Vec<&UserId> = ids.iter().collect();
    wanted.sort();
    wanted.dedup();
    let mut found = Vec::with_capacity(wanted.len());
    for id in wanted {
        let user = backend.ask(async { Ok(backend.users().by_id(id).await?) }).await?;
        found.extend(user);
    }
    Ok(found)
}

/// An account by login name.
async fn find_user<B: Backend>(backend: &B, username: &str) -> Result<Option<User>, DashError> {
    backend.ask(async { Ok(backend.users().by_username(username).await?) }).await
}

/// A game's metadata and its whole log, secrets included, as stored (a
/// TEG II replay must fold every reveal; each page shows the operator's
/// projection of it).
async fn history<B: Backend>(
    backend: &B,
    reader: &UserId,
    id: &GameId,
) -> Result<(GameMeta, Vec<domain::game::Event>), DashError> {
    let store = &backend.lagging(reader).store;
    backend.ask(async { Ok((store.meta(id).await?, store.events_since(id, 0).await?)) }).await
}

/// Games scanned when filtering by player (the store filters by status
/// and ruleset only).
const PLAYER_SCAN: u64 = 2_000;

/// A page of games, newest first, and the count matching the filter.
async fn games_page<B: Backend>(
    backend: &B,
    reader: &UserId,
    filter: &GameFilter,
    (offset, limit): (u64, u64),
) -> Result<(Vec<GameMeta>, u64), DashError> {
    let games = backend.lagging(reader);
    // Operators see every table, private ones too.
    let listed = domain::ports::GameFilter {
        status: filter.status,
        ruleset: filter.ruleset.as_deref(),
        listed_only: false,
    };
    let Some(player) = &filter.player else {
        return backend.ask(games.list_games_of(&listed, offset, limit)).await;
    };
    let (all, _) = backend.ask(games.list_games_of(&listed, 0, PLAYER_SCAN)).await?;
    let matching: Vec<GameMeta> = all.into_iter().filter(|m| m.seat_of(player).is_some()).collect();
    let total = u64::try_from(matching.len()).unwrap_or(u64::MAX);
    let skip = usize::try_from(offset).unwrap_or(usize::MAX);
    let take = usize::try_from(limit).unwrap_or(usize::MAX);
    Ok((matching.into_iter().skip(skip).take(take).collect(), total))
}

#[cfg(test)]
mod tests {
    #[test]
    fn query_values_are_percent_encoded() {
        assert_eq!(super::encode("a b&c"), "a%20b%26c");
    }

    #[test]
    fn times_read_as_utc_dates() {
        assert_eq!(super::when(0), "1970-01-01 00:00 UTC");
        assert_eq!(super::when(1_795_000_000_000), "2026-11-18 11:06 UTC");
    }
}
