//! What needs no game: probes, metrics, rulesets and board data.

use actix_web::{HttpResponse, web};
use domain::board::Board;
use domain::rules::Options;

use super::AppState;
use super::dto::{Health, MapContinent, MapCountry, MapResponse, Ruleset, Rulesets};
use crate::error::{ApiError, Problem};

/// Prometheus text exposition.
#[utoipa::path(get, path = "/metrics", tag = "operations",
    responses((status = 200, description = "Prometheus text format", body = String, content_type = "text/plain")))]
pub(super) async fn metrics(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok().content_type("text/plain; version=0.0.4").body(state.metrics.render())
}

/// Liveness: the process answers.
#[utoipa::path(get, path = "/healthz", tag = "operations",
    responses((status = 200, description = "Alive", body = Health)))]
pub(super) async fn healthz() -> HttpResponse {
    super::ok(&Health { status: "ok" })
}

/// Readiness: the database answers.
#[utoipa::path(get, path = "/readyz", tag = "operations",
    responses(
        (status = 200, description = "Ready", body = Health),
        (status = 503, description = "`NOT_READY`", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn readyz(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    state.games.store.connection().ping().await.map_err(|e| {
        tracing::warn!(error = %e, "database not reachable");
        ApiError::new(
            actix_web::http::StatusCode::SERVICE_UNAVAILABLE,
            "NOT_READY",
            "the database is unreachable",
        )
    })?;
    Ok(super::ok(&Health { status: "ready" }))
}

/// The rulesets this service plays, with their default options.
#[utoipa::path(get, path = "/v1/rulesets", tag = "catalog",
    responses((status = 200, description = "Rulesets", body = Rulesets)))]
pub(super) async fn rulesets() -> HttpResponse {
    super::ok(&Rulesets {
        rulesets: vec![Ruleset {
            id: "revancha".to_owned(),
            name: Board::revancha().name.clone(),
            min_players: 2,
            max_players: 6,
            options: Options::default(),
        }],
    })
}

/// The board: continents, countries (names in es/en/it, drawing
/// coordinates), borders and sea bridges.
#[utoipa::path(get, path = "/v1/maps/{ruleset}", tag = "catalog",
    params(("ruleset" = String, Path, description = "Ruleset slug", example = "revancha")),
    responses(
        (status = 200, description = "The board", body = MapResponse),
        (status = 404, description = "`UNKNOWN_RULESET`", body = Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn map(path: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let board = Board::revancha();
    if *path != board.ruleset {
        return Err(ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "UNKNOWN_RULESET",
            "no such ruleset",
        ));
    }
    let slug = |c: domain::CountryId| board.country(c).slug.clone();
    let pairs = |list: &[(domain::CountryId, domain::CountryId)]| {
        list.iter().map(|&(a, b)| [slug(a), slug(b)]).collect()
    };
    Ok(super::ok(&MapResponse {
        ruleset: board.ruleset.clone(),
        name: board.name.clone(),
        viewbox: [board.viewbox.0, board.viewbox.1],
        continents: board
            .continents
            .iter()
            .map(|k| MapContinent {
                id: k.slug.clone(),
                names: (&k.names).into(),
                bonus: k.bonus,
                color: k.color.clone(),
                countries: k.countries.iter().map(|&c| slug(c)).collect(),
                card: k.card.clone(),
            })
            .collect(),
        countries: board
            .countries
            .iter()
            .map(|c| MapCountry {
                id: c.slug.clone(),
                names: (&c.names).into(),
                continent: board.continent(c.continent).slug.clone(),
                island: c.island,
                card: c.card,
                x: c.x,
                y: c.y,
            })
            .collect(),
        borders: pairs(&board.borders),
        sea_bridges: pairs(&board.sea_bridges),
    }))
}
