//! The boards as clients read them, the same on REST (`/v1/maps/{ruleset}`,
//! `/v1/teg2/maps/{board}`) and GraphQL (`map`, `teg2Map`): continents,
//! countries or regions, borders, names in es/en/it and drawing coordinates.

use domain::RulesetId;
use domain::board::Board;

use crate::dto::{MapContinent, MapCountry, MapResponse, Teg2MapRegion, Teg2MapResponse};
use crate::error::ApiError;

/// A ruleset the service plays, or 404 `UNKNOWN_RULESET`.
pub(crate) fn known(slug: &str) -> Result<RulesetId, ApiError> {
    RulesetId::from_slug(slug).ok_or_else(|| {
        ApiError::new(actix_web::http::StatusCode::NOT_FOUND, "UNKNOWN_RULESET", "no such ruleset")
    })
}

/// An edition's board, or 404: `UNKNOWN_BOARD` for `teg2` (its boards are
/// named apart), `UNKNOWN_RULESET` for any other unknown slug.
pub(crate) fn map(ruleset: &str) -> Result<MapResponse, ApiError> {
    if domain::game::Kind::from_slug(ruleset) == Some(domain::game::Kind::Teg2) {
        return Err(ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "UNKNOWN_BOARD",
            "TEG II has three boards: /v1/teg2/maps/americas, /v1/teg2/maps/old_world and /v1/teg2/maps/planisphere",
        ));
    }
    Ok(map_of(known(ruleset)?.ruleset().board))
}

/// A TEG II map: regions (land or sea), borders and objectives tables, or
/// 404 `UNKNOWN_BOARD`.
pub(crate) fn teg2_map(board: &str) -> Result<Teg2MapResponse, ApiError> {
    let id = teg2_board(board)?;
    let map = id.map();
    let slug = |r: domain::teg2::RegionId| map.region(r).slug.clone();
    Ok(Teg2MapResponse {
        board: map.slug.clone(),
        name: map.name.clone(),
        viewbox: [map.viewbox.0, map.viewbox.1],
        regions: map
            .regions
            .iter()
            .map(|r| Teg2MapRegion {
                id: r.slug.clone(),
                names: (&r.names).into(),
                kind: r.kind,
                x: r.x,
                y: r.y,
            })
            .collect(),
        borders: map.borders.iter().map(|&(a, b)| [slug(a), slug(b)]).collect(),
        objectives_tables: map
            .tables
            .iter()
            .map(|t| t.iter().map(|&r| slug(r)).collect())
            .collect(),
    })
}

/// A TEG II board, or 404 `UNKNOWN_BOARD`.
pub(crate) fn teg2_board(slug: &str) -> Result<domain::teg2::MapId, ApiError> {
    domain::teg2::MapId::from_slug(slug).ok_or_else(|| {
        ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "UNKNOWN_BOARD",
            format!("no TEG II board `{slug}`: americas, old_world or planisphere"),
        )
    })
}

/// An edition's board as REST and GraphQL send it.
pub(crate) fn map_of(board: &Board) -> MapResponse {
    let slug = |c: domain::CountryId| board.country(c).slug.clone();
    let pairs = |list: &[(domain::CountryId, domain::CountryId)]| {
        list.iter().map(|&(a, b)| [slug(a), slug(b)]).collect()
    };
    MapResponse {
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
    }
}
