//! The overview (its live feed, the stalled and recent games) and the games
//! list with its filters and paging.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use domain::ports::{GameStatus, UserId};
use serde::Deserialize;

use crate::backend::{Backend, GameFilter, Overview};
use crate::i18n::Lang;

use super::desk::Desk;
use super::{Names, Nav, PAGE, Pager, event_stream, find_user, games_page, html, when};

/// The overview's live feed (SSE): `event: changed` with the figures each
/// time they change (looked at every few seconds).
pub(crate) async fn overview_live<B: Backend>(desk: Desk<B>) -> HttpResponse {
    let start = (desk.backend, None::<Overview>, true);
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

pub(crate) async fn overview<B: Backend>(desk: Desk<B>) -> HttpResponse {
    match desk.backend.overview().await {
        Ok(o) => {
            html(StatusCode::OK, OverviewPage { lang: desk.lang, nav: Some(desk.nav), o }.render())
        }
        Err(e) => desk.error(&e),
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
    let users = Names::of(backend, ids).await;
    let name = |id: &UserId| users.name(id);
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
    pager: Pager,
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
    desk: Desk<B>,
    query: web::Query<GamesQuery>,
) -> HttpResponse {
    desk.show(async |desk, backend| {
        let mut filter = GameFilter {
            status: GameStatus::parse(&query.status),
            ruleset: Some(query.ruleset.clone()).filter(|r| !r.is_empty()),
            player: None,
        };
        if !query.player.trim().is_empty() {
            // An unknown player matches no game.
            let found = find_user(backend, query.player.trim()).await?;
            filter.player = Some(found.map_or_else(|| UserId(String::new()), |u| u.id));
        }
        let page = query.page.unwrap_or(1).max(1);
        let stalled = query.stalled.as_deref().is_some_and(|v| !v.is_empty());
        let (rows, total) = if stalled {
            // Stalled: in play with no action for the configured time, the
            // longest idle first (the other filters do not apply).
            let (found, total) = backend.stalled_games((page - 1) * PAGE, PAGE).await?;
            let metas: Vec<_> = found.iter().map(|(m, _)| m.clone()).collect();
            let mut rows = game_rows(backend, &metas).await;
            for (row, (_, at)) in rows.iter_mut().zip(&found) {
                row.idle = Some(when(*at));
            }
            (rows, total)
        } else {
            let (metas, total) =
                games_page(backend, &desk.me.id, &filter, ((page - 1) * PAGE, PAGE)).await?;
            (game_rows(backend, &metas).await, total)
        };
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
            lang: desk.lang,
            nav: Some(desk.nav.clone()),
            rows,
            pager: Pager::new(page, total, link),
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
        Ok(html(StatusCode::OK, body.render()))
    })
    .await
}
