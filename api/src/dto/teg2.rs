//! The REST wire types of TEG II alone: its catalogue entry and maps, and
//! its game documents for import. `dto` composes them with the shared ones.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{ImportSeat, Names, Ruleset};

/// What a TEG II player may do now, as the legal actions list it.
pub(crate) use domain::teg2::Legal;

/// TEG II in full (`docs/rules/teg2.md`): levels, boards, rounds, the
/// ladder and the objective tokens.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Teg2RulesetDetail {
    /// As in the list.
    #[serde(flatten)]
    pub summary: Ruleset,
    /// The levels of play (T2-CMP-7), the `level` option.
    pub levels: Vec<domain::teg2::PlayLevel>,
    /// The boards, the `board` option; each is drawn by
    /// `GET /v1/teg2/maps/{board}`.
    pub boards: Vec<Teg2BoardSummary>,
    /// Rounds played by powers per board (T2-RND-1): the first is the
    /// default, any other may be chosen with the `rounds` option.
    pub rounds: Vec<Teg2Rounds>,
    /// The war-potential ladder (T2-POT-1).
    pub ladder: Teg2Ladder,
    /// The five objective tokens each power places, with their points
    /// (T2-OBJ-2).
    pub tokens: Vec<Teg2TokenPoints>,
}

/// A TEG II board in the catalogue.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Teg2BoardSummary {
    /// `americas`, `old_world` or `planisphere`.
    pub id: String,
    /// Display name.
    pub name: String,
    /// How many land and sea regions it has.
    pub regions: usize,
    /// Where its map is served.
    pub map: String,
}

/// The rounds a TEG II board plays with so many powers (T2-RND-1).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Teg2Rounds {
    /// Powers on the board (4 with two players, T2-VAR-1).
    pub powers: usize,
    /// The rounds that may be chosen, the default first.
    pub rounds: Vec<u8>,
}

/// The war-potential ladder (T2-POT-1).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Teg2Ladder {
    /// The floor.
    pub min: u8,
    /// Where every power starts.
    pub start: u8,
    /// The ceiling.
    pub max: u8,
}

/// An objective token and its points (T2-OBJ-2).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Teg2TokenPoints {
    /// The token.
    pub kind: domain::teg2::TokenKind,
    /// Points when met.
    pub points: u32,
}

/// A TEG II map (`docs/rules/teg2.md`, `docs/design/teg2-boards.md`).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Teg2MapResponse {
    /// `americas`, `old_world` or `planisphere`.
    pub board: String,
    /// Display name.
    pub name: String,
    /// Drawing view box: width, height.
    pub viewbox: [u16; 2],
    /// Land and sea regions, in data order.
    pub regions: Vec<Teg2MapRegion>,
    /// Every border once, as two region slugs (T2-CMP-5).
    pub borders: Vec<[String; 2]>,
    /// The objectives tables, each from its top row (two on the
    /// planisphere); how many rows are in play depends on the powers
    /// (T2-OBJ-1, T2-VAR-6).
    pub objectives_tables: Vec<Vec<String>>,
}

/// A region of a TEG II map.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Teg2MapRegion {
    /// Slug: the id in every TEG II command, event and view.
    pub id: String,
    /// Names.
    pub names: Names,
    /// `land` or `sea`.
    pub kind: domain::teg2::RegionKind,
    /// Drawing centre.
    pub x: u16,
    /// Drawing centre.
    pub y: u16,
}

/// A TEG II game to create from its document (T2-SEC-7).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct Teg2ImportRequest {
    /// The document (as exported).
    pub position: domain::teg2::Teg2Position,
    /// Who plays each colour of its `seating`.
    pub seats: Vec<ImportSeat>,
    /// 64 hex digits; overrides the document's seed (the bots' secrets).
    #[schema(pattern = "^[0-9a-fA-F]{64}$")]
    pub seed: Option<String>,
}
