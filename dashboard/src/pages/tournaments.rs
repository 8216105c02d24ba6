//! Tournaments (SVC-TOURNAMENT): the list, a page at a time, and one
//! tournament's page, its settings, entrants, standings and rounds (each
//! table linked to its game), with the operator's forms: pause, resume and
//! disqualify an entrant, each with a reason, audited by the use case REST
//! calls (`Ports::moderate_tournament`).

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use domain::app::TournamentAction;
use domain::ports::{TournamentStatus, UserId};
use serde::Deserialize;

use crate::backend::{Backend, DashError};
use crate::i18n::Lang;

use super::desk::{Desk, Posted};
use super::{Nav, PAGE, Pager, encode, html, when};

/// A tournament in the list.
pub(crate) struct TournamentRow {
    id: String,
    name: String,
    ruleset: String,
    status: &'static str,
    round: u32,
    rounds: u32,
    entrants: usize,
    starts: String,
}

#[derive(Template)]
#[template(path = "tournaments.html")]
struct TournamentsPage {
    lang: Lang,
    nav: Option<Nav>,
    rows: Vec<TournamentRow>,
    pager: Pager,
}

/// A line of the standings, as shown.
pub(crate) struct StandingRow {
    rank: usize,
    id: String,
    points: String,
    buchholz: String,
    wins: u32,
    games: u32,
    disqualified: Option<String>,
}

/// A table of a round, as shown.
pub(crate) struct TableRow {
    round: u32,
    table: u32,
    game: String,
    players: Vec<String>,
}

#[derive(Template)]
#[template(path = "tournament.html")]
struct TournamentPage {
    lang: Lang,
    nav: Option<Nav>,
    csrf: String,
    row: TournamentRow,
    format: &'static str,
    table_size: usize,
    standings: Vec<StandingRow>,
    tables: Vec<TableRow>,
    /// `pause` or `resume`, when the status allows one.
    step: Option<&'static str>,
    /// Entrants who may still be disqualified.
    eligible: Vec<String>,
}

#[derive(Deserialize)]
pub(crate) struct ListQuery {
    page: Option<u64>,
}

fn row(t: &domain::ports::Tournament) -> TournamentRow {
    TournamentRow {
        id: encode(&t.id),
        name: t.name.clone(),
        ruleset: t.ruleset.clone(),
        status: t.status.as_str(),
        round: t.round,
        rounds: t.rounds,
        entrants: t.entrants.len(),
        starts: when(t.starts_at_ms),
    }
}

pub(crate) async fn tournaments<B: Backend>(
    desk: Desk<B>,
    query: web::Query<ListQuery>,
) -> HttpResponse {
    desk.show(async |desk, backend| {
        let page = query.page.unwrap_or(1).max(1);
        let offset = (page - 1) * PAGE;
        let (list, total) = backend.ask(backend.games().tournaments(offset, PAGE)).await?;
        let body = TournamentsPage {
            lang: desk.lang,
            nav: Some(desk.nav.clone()),
            rows: list.iter().map(row).collect(),
            pager: Pager::new(page, total, |p| format!("/admin/tournaments?page={p}")),
        };
        Ok(html(StatusCode::OK, body.render()))
    })
    .await
}

pub(crate) async fn tournament<B: Backend>(desk: Desk<B>, id: web::Path<String>) -> HttpResponse {
    desk.show(async |desk, backend| {
        let view = backend.ask(backend.games().tournament_view(&id, &desk.me.id, true)).await?;
        let t = &view.tournament;
        let disqualified = |user: &str| {
            t.entrants.iter().find(|e| e.user == user).and_then(|e| e.disqualified.clone())
        };
        let body = TournamentPage {
            lang: desk.lang,
            nav: Some(desk.nav.clone()),
            csrf: desk.nav.csrf.clone(),
            row: row(t),
            format: match t.format {
                domain::tournament::Format::Swiss => "swiss",
                domain::tournament::Format::RoundRobin => "round_robin",
            },
            table_size: t.table_size,
            standings: view
                .standings
                .iter()
                .map(|s| StandingRow {
                    rank: s.rank,
                    id: s.player.clone(),
                    points: format!("{:.1}", s.points),
                    buchholz: format!("{:.1}", s.buchholz),
                    wins: s.wins,
                    games: s.games,
                    disqualified: disqualified(&s.player),
                })
                .collect(),
            tables: view
                .tables
                .iter()
                .map(|x| TableRow {
                    round: x.round,
                    table: x.table,
                    game: encode(&x.game_id.0),
                    players: x.players.iter().map(|u| u.0.clone()).collect(),
                })
                .collect(),
            step: match t.status {
                TournamentStatus::Running => Some("pause"),
                TournamentStatus::Paused => Some("resume"),
                _ => None,
            },
            eligible: t
                .entrants
                .iter()
                .filter(|e| e.disqualified.is_none())
                .map(|e| e.user.clone())
                .collect(),
        };
        Ok(html(StatusCode::OK, body.render()))
    })
    .await
}

/// The tournament forms' fields.
#[derive(Deserialize)]
pub(crate) struct TournamentForm {
    /// `pause`, `resume` or `disqualify`.
    action: String,
    #[serde(default)]
    reason: String,
    /// The entrant, for `disqualify`.
    #[serde(default)]
    user_id: String,
}

pub(crate) async fn moderate_tournament<B: Backend>(
    post: Posted<B, TournamentForm, String>,
) -> HttpResponse {
    post.then(|backend, user, form, id| async move {
        let action = match form.action.as_str() {
            "pause" => TournamentAction::Pause,
            "resume" => TournamentAction::Resume,
            "disqualify" => TournamentAction::Disqualify(UserId(form.user_id.clone())),
            _ => return Err(DashError::new("BAD_ACTION", "no such action", 400)),
        };
        let games = backend.games();
        backend.ask(games.moderate_tournament(&user.id, &id, action, &form.reason)).await?;
        Ok(format!("/admin/tournaments/{}", encode(&id)))
    })
    .await
}
