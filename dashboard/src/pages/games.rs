//! The overview (its live feed, the stalled and recent games) and the games
//! list with its filters and paging.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use domain::ports::{GameStatus, UserId};
use serde::Deserialize;

use crate::backend::{Backend, GameFilter, Overview};
use crate::i18n::Lang;

use super::{Nav, PAGE, error_page, event_stream, html, names, operator, when};

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

#[derive(Template)]
#[template(path = "overview.html")]
pub(super) struct OverviewPage {
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

pub(crate) struct GameRow {
    pub(super) id: String,
    pub(super) short: String,
    pub(super) status: &'static str,
    pub(super) ruleset: String,
    pub(super) seats: Vec<(String, &'static str)>,
    pub(super) created: String,
    /// When its last action was, for a stalled game.
    pub(super) idle: Option<String>,
}

/// Games as rows, their players named.
pub(super) async fn game_rows<B: Backend>(
    backend: &B,
    metas: &[domain::ports::GameMeta],
) -> Vec<GameRow> {
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
            seats: m
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| (name(&s.user), crate::teg2_svg::Ink::fill(i, s.color)))
                .collect(),
            created: when(m.created_at_ms),
            idle: None,
        })
        .collect()
}

#[derive(Template)]
#[template(path = "games.html")]
pub(super) struct GamesPage {
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
