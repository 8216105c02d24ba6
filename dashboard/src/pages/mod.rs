//! The pages: each handler checks the operator session, calls one backend
//! use case, and renders a template. Forms are POSTs with a CSRF token and
//! answer with a redirect (post/redirect/get), so the back button and a
//! reload never repeat an action. No page needs JavaScript.

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use domain::Color;
use domain::app::{GameAction, UserAction};
use domain::board::on_board;
use domain::ports::{GameId, GameStatus, Role, User, UserId};
use domain::rules::{BotLevel, Controller, Game, OnTimeout, Viewer, view};
use serde::Deserialize;

use crate::backend::{Backend, DashError, GameFilter, Overview};
use crate::board_svg::{color_hex, legend, render_with};
use crate::i18n::Lang;
use crate::narrate::{narrate, who, with_names};
use crate::session::{
    LOGIN_CSRF, SESSION, csrf_for, expired, login_csrf_cookie, same, session_cookie,
};

mod people;
mod reports;

pub(crate) use people::{add_note, user};
pub(crate) use reports::{close as close_report, reports};

/// The signed-in operator, shown in the header.
#[derive(Debug)]
pub(crate) struct Nav {
    pub(crate) username: String,
    pub(crate) csrf: String,
}

/// Games per page.
const PAGE: u64 = 25;

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

/// A game page's live feed (SSE): `event: changed` with `{"version",
/// "status"}` each time the game moves on or changes status, for the page
/// to redraw itself; a comment every few seconds otherwise.
pub(crate) async fn game_live<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    path: web::Path<String>,
    query: web::Query<AfterQuery>,
) -> HttpResponse {
    let (user, _) = match operator(backend.get_ref(), &req).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    let id = GameId(path.into_inner());
    let start = (backend, user.id, id, query.after, None::<GameStatus>);
    let stream =
        futures_util::stream::unfold(start, |(backend, user, id, after, status)| async move {
            let (version, now) = backend.wait_change(&user, &id, after, LIVE_WAIT).await.ok()?;
            let frame = if version > after || status.is_some_and(|s| s != now) {
                format!(
                    "event: changed\ndata: {{\"version\":{version},\"status\":\"{}\"}}\n\n",
                    now.as_str()
                )
            } else {
                ": waiting\n\n".to_owned()
            };
            Some((Ok(web::Bytes::from(frame)), (backend, user, id, version, Some(now))))
        });
    event_stream(stream)
}

/// The overview's live feed (SSE): `event: changed` with the figures each
/// time they change (looked at every few seconds).
pub(crate) async fn overview_live<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
) -> HttpResponse {
    if let Err(res) = operator(backend.get_ref(), &req).await {
        return res;
    }
    let start = (backend, None::<Overview>, true);
    let stream = futures_util::stream::unfold(start, |(backend, last, first)| async move {
        if !first {
            actix_web::rt::time::sleep(std::time::Duration::from_secs(2)).await;
        }
        let now = backend.overview().await.ok()?;
        let frame = if last.as_ref() == Some(&now) {
            ": unchanged\n\n".to_owned()
        } else {
            format!(
                "event: changed\ndata: {{\"live_games\":{},\"paused_games\":{},\"total_games\":{},\"players_online\":{},\"actions_per_minute\":{},\"server_errors\":{},\"client_errors\":{},\"open_reports\":{},\"stalled_games\":{}}}\n\n",
                now.live_games,
                now.paused_games,
                now.total_games,
                now.players_online,
                now.actions_per_minute,
                now.server_errors,
                now.client_errors,
                now.open_reports,
                now.stalled_games
            )
        };
        Some((Ok(web::Bytes::from(frame)), (backend, Some(now), false)))
    });
    event_stream(stream)
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

/// What every form handler checks first: an operator session, and the
/// form's CSRF token against it.
async fn operator_form<B: Backend>(
    backend: &B,
    req: &HttpRequest,
    csrf: &str,
) -> Result<(User, Nav), HttpResponse> {
    let (user, nav) = operator(backend, req).await?;
    check_csrf(&nav, csrf, Lang::of(req))?;
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

#[derive(Template)]
#[template(path = "login.html")]
struct LoginPage {
    lang: Lang,
    nav: Option<Nav>,
    csrf: String,
    error: Option<String>,
}

pub(crate) async fn login_form(req: HttpRequest) -> HttpResponse {
    let cookie = login_csrf_cookie();
    let page =
        LoginPage { lang: Lang::of(&req), nav: None, csrf: cookie.value().to_owned(), error: None };
    let mut res = html(StatusCode::OK, page.render());
    let _ = res.add_cookie(&cookie);
    res
}

#[derive(Deserialize)]
pub(crate) struct LoginForm {
    csrf: String,
    username: String,
    password: String,
}

pub(crate) async fn login<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    form: web::Form<LoginForm>,
) -> HttpResponse {
    let lang = Lang::of(&req);
    let expected = req.cookie(LOGIN_CSRF).map(|c| c.value().to_owned()).unwrap_or_default();
    let retry = |message: String, status: StatusCode| {
        let cookie = login_csrf_cookie();
        let page =
            LoginPage { lang, nav: None, csrf: cookie.value().to_owned(), error: Some(message) };
        let mut res = html(status, page.render());
        let _ = res.add_cookie(&cookie);
        res
    };
    if expected.is_empty() || !same(&expected, &form.csrf) {
        return retry("CSRF: reload the page and try again".to_owned(), StatusCode::FORBIDDEN);
    }
    let address = req.connection_info().peer_addr().map(str::to_owned);
    match backend.login(&form.username, &form.password, address.as_deref()).await {
        Ok(token) => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, "/admin"))
            .cookie(session_cookie(&token, backend.cookie_secure()))
            .cookie(expired(LOGIN_CSRF))
            .finish(),
        // Every refusal is the login's 401, but a throttle's 429.
        Err(e) if e.status == 429 => {
            with_retry_after(retry(e.message, StatusCode::TOO_MANY_REQUESTS), e.retry_after)
        }
        Err(e) => retry(e.message, StatusCode::UNAUTHORIZED),
    }
}

#[derive(Deserialize)]
pub(crate) struct CsrfOnly {
    csrf: String,
}

pub(crate) async fn logout<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    form: web::Form<CsrfOnly>,
) -> HttpResponse {
    let (_, nav) = match operator_form(backend.get_ref(), &req, &form.csrf).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    let session = req.cookie(SESSION).map(|c| c.value().to_owned()).unwrap_or_default();
    match backend.logout(&session).await {
        Ok(()) => to_login(),
        Err(e) => error_page(Lang::of(&req), Some(nav), &e),
    }
}

/// "End all my sessions": every session of the operator, this one included.
pub(crate) async fn end_sessions<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    form: web::Form<CsrfOnly>,
) -> HttpResponse {
    let (user, nav) = match operator_form(backend.get_ref(), &req, &form.csrf).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    match backend.end_sessions(&user.id).await {
        Ok(_) => to_login(),
        Err(e) => error_page(Lang::of(&req), Some(nav), &e),
    }
}

pub(crate) async fn set_lang(path: web::Path<String>, req: HttpRequest) -> HttpResponse {
    let lang = Lang::parse(&path).unwrap_or(Lang::Es);
    let back = req
        .headers()
        .get(header::REFERER)
        .and_then(|v| v.to_str().ok())
        .and_then(|r| r.find("/admin").map(|i| r[i..].to_owned()))
        .unwrap_or_else(|| "/admin".to_owned());
    let cookie = actix_web::cookie::Cookie::build("teg_lang", lang.code())
        .path("/admin")
        .max_age(actix_web::cookie::time::Duration::days(365))
        .finish();
    HttpResponse::SeeOther().insert_header((header::LOCATION, back)).cookie(cookie).finish()
}

// ---- overview -------------------------------------------------------------

#[derive(Template)]
#[template(path = "overview.html")]
struct OverviewPage {
    lang: Lang,
    nav: Option<Nav>,
    o: Overview,
}

pub(crate) async fn overview<B: Backend>(backend: web::Data<B>, req: HttpRequest) -> HttpResponse {
    let lang = Lang::of(&req);
    let (_, nav) = match operator(backend.get_ref(), &req).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    match backend.overview().await {
        Ok(o) => html(StatusCode::OK, OverviewPage { lang, nav: Some(nav), o }.render()),
        Err(e) => error_page(lang, Some(nav), &e),
    }
}

// ---- games ----------------------------------------------------------------

pub(crate) struct GameRow {
    id: String,
    short: String,
    status: &'static str,
    ruleset: String,
    seats: Vec<(String, &'static str)>,
    created: String,
    /// When its last action was, for a stalled game.
    idle: Option<String>,
}

/// Games as rows, their players named.
async fn game_rows<B: Backend>(backend: &B, metas: &[domain::ports::GameMeta]) -> Vec<GameRow> {
    let ids: Vec<UserId> =
        metas.iter().flat_map(|m| m.seats.iter().map(|s| s.user.clone())).collect();
    let users = names(backend, &ids).await;
    let name = |id: &UserId| {
        users.iter().find(|u| &u.id == id).map_or_else(|| id.0.clone(), |u| u.username.clone())
    };
    metas
        .iter()
        .map(|m| GameRow {
            id: m.id.0.clone(),
            short: m.id.0.chars().take(8).collect(),
            status: m.status.as_str(),
            ruleset: m.ruleset.clone(),
            seats: m.seats.iter().map(|s| (name(&s.user), color_hex(s.color))).collect(),
            created: when(m.created_at_ms),
            idle: None,
        })
        .collect()
}

#[derive(Template)]
#[template(path = "games.html")]
struct GamesPage {
    lang: Lang,
    nav: Option<Nav>,
    rows: Vec<GameRow>,
    total: u64,
    page: u64,
    pages: u64,
    prev: Option<String>,
    next: Option<String>,
    status: String,
    ruleset: String,
    player: String,
    statuses: Vec<&'static str>,
    rulesets: Vec<&'static str>,
    stalled: bool,
}

#[derive(Deserialize)]
pub(crate) struct GamesQuery {
    #[serde(default)]
    status: String,
    #[serde(default)]
    ruleset: String,
    #[serde(default)]
    player: String,
    /// Only games in play with no recent action.
    #[serde(default)]
    stalled: Option<String>,
    #[serde(default)]
    page: Option<u64>,
}

async fn names<B: Backend>(backend: &B, ids: &[UserId]) -> Vec<User> {
    backend.users(ids).await.unwrap_or_default()
}

pub(crate) async fn games<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    query: web::Query<GamesQuery>,
) -> HttpResponse {
    let lang = Lang::of(&req);
    let (_, nav) = match operator(backend.get_ref(), &req).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    let mut filter = GameFilter {
        status: GameStatus::parse(&query.status),
        ruleset: Some(query.ruleset.clone()).filter(|r| !r.is_empty()),
        player: None,
    };
    if !query.player.trim().is_empty() {
        match backend.find_user(query.player.trim()).await {
            Ok(Some(u)) => filter.player = Some(u.id),
            // An unknown player matches no game.
            Ok(None) => filter.player = Some(UserId(String::new())),
            Err(e) => return error_page(lang, Some(nav), &e),
        }
    }
    let page = query.page.unwrap_or(1).max(1);
    let stalled = query.stalled.as_deref().is_some_and(|v| !v.is_empty());
    let (rows, total) = if stalled {
        // Stalled: in play with no action for the configured time, the
        // longest idle first (the other filters do not apply).
        match backend.stalled_games((page - 1) * PAGE, PAGE).await {
            Ok((found, total)) => {
                let metas: Vec<_> = found.iter().map(|(m, _)| m.clone()).collect();
                let mut rows = game_rows(backend.get_ref(), &metas).await;
                for (row, (_, at)) in rows.iter_mut().zip(&found) {
                    row.idle = Some(when(*at));
                }
                (rows, total)
            }
            Err(e) => return error_page(lang, Some(nav), &e),
        }
    } else {
        match backend.games(&filter, (page - 1) * PAGE, PAGE).await {
            Ok((metas, total)) => (game_rows(backend.get_ref(), &metas).await, total),
            Err(e) => return error_page(lang, Some(nav), &e),
        }
    };
    let pages = total.div_ceil(PAGE).max(1);
    let link = |p: u64| {
        format!(
            "/admin/games?status={}&ruleset={}&player={}{}&page={p}",
            query.status,
            query.ruleset,
            query.player,
            if stalled { "&stalled=on" } else { "" }
        )
    };
    let body = GamesPage {
        lang,
        nav: Some(nav),
        rows,
        total,
        page,
        pages,
        prev: (page > 1).then(|| link(page - 1)),
        next: (page < pages).then(|| link(page + 1)),
        status: query.status.clone(),
        ruleset: query.ruleset.clone(),
        player: query.player.clone(),
        statuses: vec!["lobby", "playing", "paused", "finished", "aborted"],
        rulesets: domain::RulesetId::ALL
            .into_iter()
            .map(domain::RulesetId::slug)
            .chain([domain::teg2::RULESET])
            .collect(),
        stalled,
    };
    html(StatusCode::OK, body.render())
}

// ---- one game, live or replayed -------------------------------------------

pub(crate) struct PlayerRow {
    color: &'static str,
    hex: &'static str,
    name: String,
    countries: u32,
    armies: u32,
    missiles: u32,
    objectives: String,
    cards: String,
    out: bool,
    /// `bot (greedy)` when a bot plays the seat (SVC-BOTS); empty for a
    /// person.
    bot: String,
    /// Steps let time out in a row (SVC-CLOCK).
    timeouts: u32,
}

/// A pact as the game page lists it (R-PCT-1: public).
pub(crate) struct PactRow {
    id: u32,
    parties: String,
    terms: String,
    status: String,
}

pub(crate) struct LogRow {
    version: u64,
    text: String,
    /// After the shown version (listed, greyed).
    future: bool,
}

/// One kind of moment to jump between, as the page links it.
pub(crate) struct JumpRow {
    slug: &'static str,
    label: &'static str,
    prev: Option<u64>,
    next: Option<u64>,
}

pub(crate) struct ChatRow {
    id: u64,
    author: String,
    body: String,
    deleted: bool,
}

#[derive(Template)]
#[template(path = "game.html")]
struct GamePage {
    lang: Lang,
    nav: Option<Nav>,
    csrf: String,
    id: String,
    status: &'static str,
    started: bool,
    /// A TEG II game: its own panel replaces the players and pacts cards.
    teg2: bool,
    is_replay: bool,
    version: u64,
    last: u64,
    prev: u64,
    next: u64,
    round: u32,
    phase: &'static str,
    /// The status in the page's language (`status` is the wire value).
    status_text: &'static str,
    /// A lobby's seated players: colour, its swatch, who.
    lobby_seats: Vec<(&'static str, &'static str, String)>,
    current: Option<String>,
    situation: Option<String>,
    winner: Option<String>,
    /// How the game ended, in words (finished games).
    ending: Option<String>,
    svg: String,
    players: Vec<PlayerRow>,
    pacts: Vec<PactRow>,
    log: Vec<LogRow>,
    chat: Vec<ChatRow>,
    actions: Vec<(&'static str, &'static str)>,
    kickable: Vec<&'static str>,
    /// Previous and next turn, round, battle, conquest, elimination.
    jumps: Vec<JumpRow>,
    /// The log entries before and after the window, for its links.
    earlier: Option<u64>,
    later: Option<u64>,
    /// What the shown version's event did, in words, for the board's caption.
    just: Option<String>,
    /// What the moderation action just made did, and its audit link.
    done: Option<(&'static str, String)>,
    /// The turn clock in words, if the game has one (SVC-CLOCK).
    clock: Option<String>,
    /// The actor's deadline (RFC 3339) and the seconds left, live view only.
    deadline: Option<(String, i64)>,
    /// The seats an operator may put a bot in (humans in play).
    botable: Vec<&'static str>,
    /// The bot levels.
    levels: [&'static str; 3],
}

#[derive(Deserialize)]
pub(crate) struct VersionQuery {
    version: Option<u64>,
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
        "resolve_report" => "done_resolve_report",
        "dismiss_report" => "done_dismiss_report",
        "add_note" => "done_add_note",
        _ => return None,
    };
    let mine = domain::ports::AuditFilter {
        actor: Some(me.id.clone()),
        action: Some(done.to_owned()),
        ..domain::ports::AuditFilter::default()
    };
    let list = format!("/admin/audit?actor={}&action={done}", encode(&me.username));
    let link = match backend.audit(&mine, 0, 1).await {
        Ok((entries, _)) => entries.first().map(|e| format!("{list}#entry-{}", e.id)),
        Err(_) => None,
    };
    Some((lang.t(key), link.unwrap_or(list)))
}

pub(crate) async fn game<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    path: web::Path<String>,
    query: web::Query<DoneQuery>,
) -> HttpResponse {
    let id = GameId(path.into_inner());
    show_game(backend.get_ref(), &req, &id, None, &query.done).await
}

pub(crate) async fn replay<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    path: web::Path<String>,
    query: web::Query<VersionQuery>,
) -> HttpResponse {
    let at = query.version.unwrap_or(0);
    show_game(backend.get_ref(), &req, &GameId(path.into_inner()), Some(at), "").await
}

async fn show_game<B: Backend>(
    backend: &B,
    req: &HttpRequest,
    id: &GameId,
    at: Option<u64>,
    done: &str,
) -> HttpResponse {
    let lang = Lang::of(req);
    let (me, nav) = match operator(backend, req).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    let done = done_notice(backend, &me, done, lang).await;
    let (meta, events) = match backend.history(id).await {
        Ok(x) => x,
        Err(e) => return error_page(lang, Some(nav), &e),
    };
    let last = u64::try_from(events.len()).unwrap_or(u64::MAX);
    let version = at.unwrap_or(last).min(last);
    let upto = usize::try_from(version).unwrap_or(usize::MAX);
    let game = Game::replay(&events[..upto]);
    let started = version > 0;
    let board = meta.board();
    let seen = started.then(|| view(&game, Viewer::Operator));
    let users =
        names(backend, &meta.seats.iter().map(|s| s.user.clone()).collect::<Vec<_>>()).await;
    let name_of = |c: Color| {
        meta.seats
            .iter()
            .find(|s| s.color == c)
            .and_then(|s| users.iter().find(|u| u.id == s.user))
            .map_or_else(String::new, |u| u.username.clone())
    };
    // People, not colours: who plays each colour, for every sentence that
    // names one.
    let seat_names: Vec<(Color, String)> = meta
        .seats
        .iter()
        .map(|s| {
            let name = s.bot.map_or_else(|| name_of(s.color), |l| format!("bot {}", l.as_str()));
            (s.color, name)
        })
        .collect();
    let named = |f: &mut dyn FnMut() -> String| with_names(&seat_names, || on_board(board, f));
    let country = |c: domain::CountryId| match lang {
        Lang::Es => board.country(c).names.es.clone(),
        Lang::En => board.country(c).names.en.clone(),
    };
    let players = seen.as_ref().map_or_else(Vec::new, |v| {
        v.players
            .iter()
            .map(|p| {
                let secrets =
                    v.secrets.as_ref().and_then(|s| s.iter().find(|s| s.color == p.color));
                PlayerRow {
                    color: crate::narrate::color_name(p.color, lang),
                    hex: color_hex(p.color),
                    name: name_of(p.color),
                    countries: p.countries,
                    armies: p.armies,
                    missiles: p.missiles,
                    objectives: secrets.map_or_else(String::new, |s| {
                        let deck = meta.ruleset_id().ruleset();
                        s.objectives
                            .iter()
                            .map(|o| {
                                deck.objective(o.objective.card).map_or_else(
                                    || o.text.to_owned(),
                                    |d| crate::narrate::objective_words(d, board, lang),
                                )
                            })
                            .collect::<Vec<_>>()
                            .join(" / ")
                    }),
                    cards: secrets.map_or_else(String::new, |s| {
                        s.cards.iter().map(|c| country(c.country)).collect::<Vec<_>>().join(", ")
                    }),
                    out: p.eliminated || p.forfeited,
                    bot: match p.controller {
                        Controller::Bot { level } => format!("bot ({})", level.as_str()),
                        Controller::Human => String::new(),
                    },
                    timeouts: p.timeouts_in_a_row,
                }
            })
            .collect()
    });
    let pacts = on_board(board, || {
        seen.as_ref().map_or_else(Vec::new, |v| {
            v.pacts
                .iter()
                .map(|p| PactRow {
                    id: p.id,
                    parties: named(&mut || format!("{} → {}", who(p.by, lang), who(p.to, lang))),
                    terms: named(&mut || crate::narrate::pact_terms(&p.terms, lang)),
                    status: named(&mut || crate::narrate::pact_status(&p.status, lang)),
                })
                .collect()
        })
    });
    // The log around the version shown (a window of it: a long game's
    // whole log would make the page megabytes), newest first, in the names
    // of the game's board; what comes after the version is listed greyed,
    // so the whole log stays navigable from any version.
    // The log is as stored; operators read another's TEG II reveal only
    // once the game is over, as everyone does (T2-SEC-3, T2-SEC-6).
    let over = meta.status == GameStatus::Finished;
    let as_operator =
        |e: &domain::rules::Event| domain::rules::view_event_at(e, Viewer::Operator, over);
    let shown = crate::replay::window(version, last);
    let mut log: Vec<LogRow> = on_board(board, || {
        shown
            .clone()
            .filter_map(|v| {
                let e = events.get(usize::try_from(v).ok()?.checked_sub(1)?)?;
                let text = named(&mut || narrate(&as_operator(e), lang));
                Some(LogRow { version: v, text, future: v > version })
            })
            .collect()
    });
    log.reverse();
    let earlier = (*shown.start() > 1).then(|| shown.start().saturating_sub(1));
    let later = (*shown.end() < last).then(|| shown.end() + 1);
    let just_made = upto.checked_sub(1).and_then(|i| events.get(i));
    let moved = just_made.and_then(crate::replay::move_of);
    let just = just_made.map(|e| named(&mut || narrate(&as_operator(e), lang)));
    let jumps = crate::replay::jumps(&events, version)
        .into_iter()
        .map(|j| JumpRow {
            slug: j.mark.slug(),
            label: j.mark.label(lang),
            prev: j.prev,
            next: j.next,
        })
        .collect();
    let chat_users;
    let chat = match backend.chat(id).await {
        Ok(messages) => {
            chat_users =
                names(backend, &messages.iter().map(|m| m.user.clone()).collect::<Vec<_>>()).await;
            messages
                .into_iter()
                .map(|m| ChatRow {
                    id: m.id,
                    author: chat_users
                        .iter()
                        .find(|u| u.id == m.user)
                        .map_or_else(|| m.user.0.clone(), |u| u.username.clone()),
                    body: m.body,
                    deleted: m.deleted,
                })
                .collect()
        }
        Err(e) => return error_page(lang, Some(nav), &e),
    };
    let actions = match meta.status {
        GameStatus::Playing => vec![("pause", lang.t("pause")), ("abort", lang.t("abort"))],
        GameStatus::Paused => vec![("resume", lang.t("resume")), ("abort", lang.t("abort"))],
        GameStatus::Lobby => vec![("abort", lang.t("abort"))],
        GameStatus::Finished | GameStatus::Aborted => Vec::new(),
    };
    let running = matches!(meta.status, GameStatus::Playing | GameStatus::Paused);
    let now = Game::replay(&events);
    let in_play: Vec<Color> = if running {
        meta.seats.iter().map(|s| s.color).filter(|&c| now.in_play(c)).collect()
    } else {
        Vec::new()
    };
    let kickable = in_play.iter().map(|c| c.as_str()).collect();
    // People's seats (a lobby bot's seat is no one's to hand over).
    let botable = in_play
        .iter()
        .filter(|&&c| meta.seats.iter().any(|s| s.color == c && s.bot.is_none()))
        .filter(|&&c| now.controller(c) == Some(Controller::Human))
        .map(|c| c.as_str())
        .collect();
    let clock = meta.clock.map(|c| clock_words(c, lang));
    let deadline = (at.is_none() && meta.status == GameStatus::Playing)
        .then_some(meta.deadline_ms)
        .flatten()
        .map(|d| (domain::time::rfc3339(d), (d - now_ms()).max(0) / 1000));
    let page = GamePage {
        lang,
        csrf: nav.csrf.clone(),
        nav: Some(nav),
        id: id.0.clone(),
        status: meta.status.as_str(),
        status_text: crate::narrate::status_words(meta.status.as_str(), lang),
        lobby_seats: if started {
            Vec::new()
        } else {
            seat_names
                .iter()
                .map(|(c, name)| {
                    (crate::narrate::color_name(*c, lang), color_hex(*c), name.clone())
                })
                .collect()
        },
        started,
        teg2: meta.is_teg2(),
        is_replay: at.is_some(),
        version,
        last,
        prev: version.saturating_sub(1),
        next: (version + 1).min(last),
        round: seen.as_ref().map_or(0, |v| v.round),
        phase: crate::narrate::phase_words(seen.as_ref().map_or("lobby", |v| v.phase.name()), lang),
        current: seen.as_ref().and_then(|v| v.current_player).map(|c| named(&mut || who(c, lang))),
        situation: seen
            .as_ref()
            .and_then(|v| v.situation)
            .map(|s| named(&mut || crate::narrate::situation(s, lang))),
        winner: seen.as_ref().and_then(|v| v.winner).map(|c| named(&mut || who(c, lang))),
        ending: seen
            .as_ref()
            .filter(|v| v.phase.name() == "finished")
            .and_then(|_| {
                named(&mut || crate::narrate::ending(&events[..upto], lang).unwrap_or_default())
                    .into()
            })
            .filter(|t: &String| !t.is_empty()),
        svg: match seen.as_ref().and_then(|v| v.teg2.as_ref().map(|t| (t, &v.seating))) {
            // TEG II: each board with its regions, then the ladder, the
            // objectives table and the scores.
            Some((t, seating)) => t
                .tables
                .iter()
                .enumerate()
                .map(|(i, table)| {
                    format!(
                        "{}{}",
                        crate::teg2_svg::render(table.map, Some(t), i, seating, lang),
                        crate::teg2_svg::panel(t, i, seating, &seat_names, lang)
                    )
                })
                .collect(),
            None => format!(
                "{}{}",
                render_with(board, seen.as_ref(), lang, moved),
                legend(board, lang, &seat_names)
            ),
        },
        jumps,
        earlier,
        later,
        just,
        players,
        pacts,
        log,
        chat,
        actions,
        kickable,
        done,
        clock,
        deadline,
        botable,
        levels: ["random", "greedy", "planner"],
    };
    html(StatusCode::OK, page.render())
}

/// The position at a version, as JSON (the same document the API imports).
pub(crate) async fn position<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    path: web::Path<String>,
    query: web::Query<VersionQuery>,
) -> HttpResponse {
    let lang = Lang::of(&req);
    let (_, nav) = match operator(backend.get_ref(), &req).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    let id = GameId(path.into_inner());
    let (_, events) = match backend.history(&id).await {
        Ok(x) => x,
        Err(e) => return error_page(lang, Some(nav), &e),
    };
    let upto = query
        .version
        .map_or(events.len(), |v| usize::try_from(v).unwrap_or(usize::MAX).min(events.len()));
    if upto == 0 {
        let e = DashError::new("WRONG_STATUS", "nothing to export before the start", 409);
        return error_page(lang, Some(nav), &e);
    }
    let file = format!("attachment; filename=\"{}-v{upto}.json\"", id.0);
    // T2-SEC-7: a TEG II position is its setup and moves up to here.
    if let Some(doc) = domain::rules::position::teg2_position(&events[..upto]) {
        return HttpResponse::Ok()
            .content_type("application/json")
            .insert_header((header::CONTENT_DISPOSITION, file))
            .json(doc);
    }
    let game = Game::replay(&events[..upto]);
    let position = game.position();
    on_board(game.board(), || {
        HttpResponse::Ok()
            .content_type("application/json")
            .insert_header((header::CONTENT_DISPOSITION, file))
            .json(position)
    })
}

// ---- moderation -------------------------------------------------------------

#[derive(Deserialize)]
pub(crate) struct ModerateForm {
    csrf: String,
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

pub(crate) async fn moderate_game<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<ModerateForm>,
) -> HttpResponse {
    let lang = Lang::of(&req);
    let (user, nav) = match operator_form(backend.get_ref(), &req, &form.csrf).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    let action = match form.action.as_str() {
        "pause" => GameAction::Pause,
        "resume" => GameAction::Resume,
        "abort" => GameAction::Abort,
        _ => return error_page(lang, Some(nav), &bad_action()),
    };
    if action == GameAction::Abort
        && let Err(e) = confirmed(form.confirm.as_deref())
    {
        return error_page(lang, Some(nav), &e);
    }
    let id = GameId(path.into_inner());
    match backend.moderate_game(&user.id, &id, action, &form.reason).await {
        Ok(()) => redirect(&format!("/admin/games/{}?done={}", id.0, form.action)),
        Err(e) => error_page(lang, Some(nav), &e),
    }
}

fn bad_action() -> DashError {
    DashError::new("UNKNOWN_ACTION", "no such moderation action", 400)
}

#[derive(Deserialize)]
pub(crate) struct KickForm {
    csrf: String,
    color: String,
    #[serde(default)]
    reason: String,
    #[serde(default)]
    confirm: Option<String>,
}

pub(crate) async fn kick<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<KickForm>,
) -> HttpResponse {
    let lang = Lang::of(&req);
    let (user, nav) = match operator_form(backend.get_ref(), &req, &form.csrf).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    let Some(color) = Color::parse(&form.color) else {
        return error_page(lang, Some(nav), &bad_action());
    };
    if let Err(e) = confirmed(form.confirm.as_deref()) {
        return error_page(lang, Some(nav), &e);
    }
    let id = GameId(path.into_inner());
    match backend.kick(&user.id, &id, color, &form.reason).await {
        Ok(()) => redirect(&format!("/admin/games/{}?done=kick", id.0)),
        Err(e) => error_page(lang, Some(nav), &e),
    }
}

#[derive(Deserialize)]
pub(crate) struct SeatBotForm {
    csrf: String,
    color: String,
    level: String,
    #[serde(default)]
    reason: String,
}

/// An operator puts a bot in a seat (SVC-BOTS), with a reason (audited).
pub(crate) async fn seat_bot<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<SeatBotForm>,
) -> HttpResponse {
    let lang = Lang::of(&req);
    let (user, nav) = match operator_form(backend.get_ref(), &req, &form.csrf).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    let (Some(color), Some(level)) = (Color::parse(&form.color), BotLevel::parse(&form.level))
    else {
        return error_page(lang, Some(nav), &bad_action());
    };
    let id = GameId(path.into_inner());
    match backend.seat_bot(&user.id, &id, color, level, &form.reason).await {
        Ok(()) => redirect(&format!("/admin/games/{}?done=seat_bot", id.0)),
        Err(e) => error_page(lang, Some(nav), &e),
    }
}

/// "60 s a step; on timeout: pass; 3 in a row: forfeit" in the page's
/// language.
fn clock_words(clock: domain::ports::TurnClock, lang: Lang) -> String {
    let (then, after) = match (clock.on_timeout, lang) {
        (OnTimeout::Pass, Lang::Es) => ("pasar", "abandono"),
        (OnTimeout::Pass, Lang::En) => ("pass", "forfeit"),
        (OnTimeout::Bot, Lang::Es) => ("bot", "bot para siempre"),
        (OnTimeout::Bot, Lang::En) => ("bot", "bot for good"),
    };
    match lang {
        Lang::Es => format!(
            "{} s por paso; al vencer: {then}; {} seguidos: {after}",
            clock.turn_seconds, clock.max_timeouts
        ),
        Lang::En => format!(
            "{} s a step; on timeout: {then}; {} in a row: {after}",
            clock.turn_seconds, clock.max_timeouts
        ),
    }
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

#[derive(Deserialize)]
pub(crate) struct DeleteForm {
    csrf: String,
    game: String,
    #[serde(default)]
    reason: String,
}

pub(crate) async fn delete_message<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    path: web::Path<u64>,
    form: web::Form<DeleteForm>,
) -> HttpResponse {
    let lang = Lang::of(&req);
    let (user, nav) = match operator_form(backend.get_ref(), &req, &form.csrf).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    match backend.delete_message(&user.id, path.into_inner(), &form.reason).await {
        Ok(()) => redirect(&format!("/admin/games/{}?done=delete_message", encode(&form.game))),
        Err(e) => error_page(lang, Some(nav), &e),
    }
}

// ---- users ------------------------------------------------------------------

pub(crate) struct UserCard {
    id: String,
    username: String,
    display_name: String,
    role: &'static str,
    banned: bool,
    muted: bool,
    actions: Vec<(&'static str, &'static str)>,
}

#[derive(Template)]
#[template(path = "users.html")]
struct UsersPage {
    lang: Lang,
    nav: Option<Nav>,
    csrf: String,
    query: String,
    banned: bool,
    muted: bool,
    operators: bool,
    found: Vec<UserCard>,
    total: u64,
    page: u64,
    pages: u64,
    prev: Option<String>,
    next: Option<String>,
    done: Option<(&'static str, String)>,
}

#[derive(Deserialize)]
pub(crate) struct UserQuery {
    /// A login name, or its start.
    #[serde(default)]
    username: String,
    #[serde(default)]
    banned: Option<String>,
    #[serde(default)]
    muted: Option<String>,
    #[serde(default)]
    operators: Option<String>,
    page: Option<u64>,
    /// The moderation action just made (the notice).
    #[serde(default)]
    done: String,
}

pub(crate) async fn users<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    query: web::Query<UserQuery>,
) -> HttpResponse {
    let lang = Lang::of(&req);
    let (me, nav) = match operator(backend.get_ref(), &req).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    let name = query.username.trim();
    let ticked = |v: &Option<String>| v.as_deref().is_some_and(|v| !v.is_empty());
    let filter = domain::ports::UserFilter {
        prefix: name.to_owned(),
        banned: ticked(&query.banned),
        muted: ticked(&query.muted),
        operators: ticked(&query.operators),
    };
    let page = query.page.unwrap_or(1).max(1);
    let (users, total) = match backend.list_users(&filter, (page - 1) * PAGE, PAGE).await {
        Ok(x) => x,
        Err(e) => return error_page(lang, Some(nav), &e),
    };
    let now = now_ms();
    let found = users
        .into_iter()
        .map(|u| {
            let (banned, muted) = (u.is_banned(now), u.is_muted(now));
            // Operators are not sanctioned from here (nor anywhere).
            let actions = if u.role == Role::Operator {
                Vec::new()
            } else {
                vec![
                    if banned { ("unban", lang.t("unban")) } else { ("ban", lang.t("ban")) },
                    if muted { ("unmute", lang.t("unmute")) } else { ("mute", lang.t("mute")) },
                ]
            };
            UserCard {
                actions,
                id: u.id.0,
                username: u.username,
                display_name: u.display_name,
                role: u.role.as_str(),
                banned,
                muted,
            }
        })
        .collect();
    let pages = total.div_ceil(PAGE).max(1);
    let flag = |on: bool, key: &str| if on { format!("&{key}=on") } else { String::new() };
    let link = |p: u64| {
        format!(
            "/admin/users?username={name}{}{}{}&page={p}",
            flag(filter.banned, "banned"),
            flag(filter.muted, "muted"),
            flag(filter.operators, "operators")
        )
    };
    let body = UsersPage {
        lang,
        csrf: nav.csrf.clone(),
        nav: Some(nav),
        query: name.to_owned(),
        banned: filter.banned,
        muted: filter.muted,
        operators: filter.operators,
        found,
        total,
        page,
        pages,
        prev: (page > 1).then(|| link(page - 1)),
        next: (page < pages).then(|| link(page + 1)),
        done: done_notice(backend.get_ref(), &me, &query.done, lang).await,
    };
    html(StatusCode::OK, body.render())
}

pub(crate) async fn moderate_user<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<ModerateForm>,
) -> HttpResponse {
    let lang = Lang::of(&req);
    let (user, nav) = match operator_form(backend.get_ref(), &req, &form.csrf).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    let action = match form.action.as_str() {
        "ban" => UserAction::Ban,
        "unban" => UserAction::Unban,
        "mute" => UserAction::Mute,
        "unmute" => UserAction::Unmute,
        _ => return error_page(lang, Some(nav), &bad_action()),
    };
    if action == UserAction::Ban
        && let Err(e) = confirmed(form.confirm.as_deref())
    {
        return error_page(lang, Some(nav), &e);
    }
    let target = UserId(path.into_inner());
    let username = match backend.users(std::slice::from_ref(&target)).await {
        Ok(found) => found.into_iter().next().map(|u| u.username).unwrap_or_default(),
        Err(e) => return error_page(lang, Some(nav), &e),
    };
    let until = match form.for_secs.trim() {
        "" => None,
        secs => match secs.parse::<i64>() {
            Ok(n) if n > 0 => Some(now_ms().saturating_add(n.saturating_mul(1_000))),
            _ => {
                return error_page(
                    lang,
                    Some(nav),
                    &DashError::new("BAD_UNTIL", "no such duration", 400),
                );
            }
        },
    };
    match backend.moderate_user(&user.id, &target, action, &form.reason, until).await {
        Ok(()) if form.back == "user" => {
            redirect(&format!("/admin/users/{}?done={}", encode(&target.0), form.action))
        }
        Ok(()) => {
            redirect(&format!("/admin/users?username={}&done={}", encode(&username), form.action))
        }
        Err(e) => error_page(lang, Some(nav), &e),
    }
}

// ---- audit --------------------------------------------------------------------

pub(crate) struct AuditRow {
    /// The entry's id (the row's anchor, `#entry-<id>`).
    id: u64,
    when: String,
    who: String,
    action: String,
    /// The target as a name where one is known (a user's login name).
    target: String,
    /// Where the target's page is, if it has one.
    href: Option<String>,
    reason: String,
}

#[derive(Template)]
#[template(path = "audit.html")]
struct AuditPage {
    lang: Lang,
    nav: Option<Nav>,
    rows: Vec<AuditRow>,
    total: u64,
    page: u64,
    pages: u64,
    prev: Option<String>,
    next: Option<String>,
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
const CSV_ROWS: u64 = 10_000;

/// A form's date (`YYYY-MM-DD`, UTC) as ms at its start.
fn day_start(day: &str) -> Option<i64> {
    domain::time::parse_rfc3339(&format!("{day}T00:00:00Z"))
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

/// The store's filter for the page's query: the actor by login name.
async fn audit_filter<B: Backend>(
    backend: &B,
    q: &AuditQuery,
) -> Result<domain::ports::AuditFilter, DashError> {
    let nonblank = |s: &str| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
    let actor = match nonblank(&q.actor) {
        None => None,
        Some(name) if name == "system" => Some(UserId(name)),
        // An unknown name matches nothing.
        Some(name) => Some(backend.find_user(&name).await?.map_or(UserId(String::new()), |u| u.id)),
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
async fn audit_rows<B: Backend>(
    backend: &B,
    entries: Vec<domain::ports::AuditEntry>,
) -> Vec<AuditRow> {
    let mut ids: Vec<UserId> = entries.iter().map(|e| e.actor.clone()).collect();
    ids.extend(
        entries.iter().filter(|e| e.target_kind == "user").map(|e| UserId(e.target_id.clone())),
    );
    let users = names(backend, &ids).await;
    let name = |id: &str| users.iter().find(|u| u.id.0 == id).map(|u| u.username.clone());
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
    backend: web::Data<B>,
    req: HttpRequest,
    query: web::Query<AuditQuery>,
) -> HttpResponse {
    let lang = Lang::of(&req);
    let (_, nav) = match operator(backend.get_ref(), &req).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    let q = query.into_inner();
    let filter = match audit_filter(backend.get_ref(), &q).await {
        Ok(f) => f,
        Err(e) => return error_page(lang, Some(nav), &e),
    };
    let page = q.page.unwrap_or(1).max(1);
    let (entries, total) = match backend.audit(&filter, (page - 1) * PAGE, PAGE).await {
        Ok(x) => x,
        Err(e) => return error_page(lang, Some(nav), &e),
    };
    let rows = audit_rows(backend.get_ref(), entries).await;
    let pages = total.div_ceil(PAGE).max(1);
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
        lang,
        nav: Some(nav),
        rows,
        total,
        page,
        pages,
        prev: (page > 1).then(|| link(page - 1)),
        next: (page < pages).then(|| link(page + 1)),
        q,
        query,
        audit_id: "audit",
    };
    html(StatusCode::OK, body.render())
}

/// A CSV field: quoted, its quotes doubled; a leading `=`, `+`, `-` or `@`
/// is prefixed with `'` so a spreadsheet never runs it as a formula.
fn csv_field(v: &str) -> String {
    let guarded = if v.starts_with(['=', '+', '-', '@']) { format!("'{v}") } else { v.to_owned() };
    format!("\"{}\"", guarded.replace('"', "\"\""))
}

/// The audit log that passes the filter, as CSV (at most 10,000 rows,
/// newest first).
pub(crate) async fn audit_csv<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    query: web::Query<AuditQuery>,
) -> HttpResponse {
    let lang = Lang::of(&req);
    let (_, nav) = match operator(backend.get_ref(), &req).await {
        Ok(x) => x,
        Err(res) => return res,
    };
    let filter = match audit_filter(backend.get_ref(), &query).await {
        Ok(f) => f,
        Err(e) => return error_page(lang, Some(nav), &e),
    };
    let entries = match backend.audit(&filter, 0, CSV_ROWS).await {
        Ok((entries, _)) => entries,
        Err(e) => return error_page(lang, Some(nav), &e),
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
        assert_eq!(super::encode("a b&c"), "a%20b%26c");
    }

    #[test]
    fn times_read_as_utc_dates() {
        assert_eq!(super::when(0), "1970-01-01 00:00 UTC");
        assert_eq!(super::when(1_795_000_000_000), "2026-11-18 11:06 UTC");
    }
}
