//! The leaderboards (SVC-RATING): one game's ranking (`?ruleset=`, an
//! edition or TEG II, Revancha when absent) a page at a time, from the use
//! case `GET /v1/leaderboards/{ruleset}` calls (`Ports::leaderboard`), so
//! the page and REST never disagree: rank, person (linked to their page),
//! shown rating `mu - 3 sigma`, mu, sigma, counted games. People still
//! provisional (fewer counted games than `rating::PROVISIONAL_GAMES`) and
//! people an operator left out are not on it; the forms on a user's page
//! leave them out or put them back.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use domain::game::Kind;
use domain::rating::PROVISIONAL_GAMES;
use serde::Deserialize;

use crate::backend::{Backend, DashError};
use crate::i18n::Lang;

use super::desk::Desk;
use super::{Nav, PAGE, Pager, encode, html};

/// One line of a leaderboard, its numbers as shown.
pub(crate) struct LeaderRow {
    rank: u64,
    id: String,
    display_name: String,
    rating: String,
    mu: String,
    sigma: String,
    games: u32,
}

#[derive(Template)]
#[template(path = "leaderboards.html")]
struct LeaderboardsPage {
    lang: Lang,
    nav: Option<Nav>,
    /// The game shown, and every game (the tabs).
    ruleset: &'static str,
    rulesets: Vec<&'static str>,
    rows: Vec<LeaderRow>,
    pager: Pager,
    provisional_games: u32,
}

#[derive(Deserialize)]
pub(crate) struct LeaderboardsQuery {
    /// `revancha`, `classic`, `junior` or `teg2`; empty for Revancha.
    #[serde(default)]
    ruleset: String,
    page: Option<u64>,
}

pub(crate) async fn leaderboards<B: Backend>(
    desk: Desk<B>,
    query: web::Query<LeaderboardsQuery>,
) -> HttpResponse {
    desk.show(async |desk, backend| {
        let kind = match query.ruleset.trim() {
            "" => Kind::ALL[0],
            slug => Kind::from_slug(slug).ok_or_else(|| {
                DashError::new("UNKNOWN_RULESET", format!("no game is called `{slug}`"), 422)
            })?,
        };
        let page = query.page.unwrap_or(1).max(1);
        let offset = (page - 1) * PAGE;
        let (leaders, total) = backend
            .ask(backend.lagging(&desk.me.id).leaderboard(kind.slug(), offset, PAGE))
            .await?;
        let rows = (offset + 1..)
            .zip(leaders)
            .map(|(rank, l)| LeaderRow {
                rank,
                id: encode(&l.user.0),
                display_name: l.display_name,
                rating: format!("{:.1}", l.rating.shown()),
                mu: format!("{:.2}", l.rating.mu),
                sigma: format!("{:.2}", l.rating.sigma),
                games: l.games,
            })
            .collect();
        let slug = kind.slug();
        let link = |p: u64| format!("/admin/leaderboards?ruleset={slug}&page={p}");
        let body = LeaderboardsPage {
            lang: desk.lang,
            nav: Some(desk.nav.clone()),
            ruleset: slug,
            rulesets: Kind::ALL.into_iter().map(Kind::slug).collect(),
            rows,
            pager: Pager::new(page, total, link),
            provisional_games: PROVISIONAL_GAMES,
        };
        Ok(html(StatusCode::OK, body.render()))
    })
    .await
}
