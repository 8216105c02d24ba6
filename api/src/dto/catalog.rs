//! The catalogue's wire types: rulesets, their objectives and the boards'
//! maps (`/v1/rulesets*`, `/v1/maps/*`).

use domain::game::Options;
use serde::Serialize;
use utoipa::ToSchema;

/// A ruleset the service plays.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Ruleset {
    /// Slug used in `POST /v1/games` and `/v1/maps/{ruleset}`.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Fewest players.
    pub min_players: usize,
    /// Most players.
    pub max_players: usize,
    /// The default house rules.
    pub options: Options,
    /// The modules this edition has: a table may turn on only these.
    pub modules: Vec<String>,
}

/// One ruleset in full: its board, objective deck and tables.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct RulesetDetail {
    /// As in the list.
    #[serde(flatten)]
    pub summary: Ruleset,
    /// The board (as `GET /v1/maps/{ruleset}`).
    pub board: MapResponse,
    /// The secret objective deck.
    pub objectives: Vec<ObjectiveCard>,
    /// Countries that win at once, by player count, where the edition fixes
    /// them (classic with 2-3 players: the whole map; Junior: 20, 14, 12);
    /// elsewhere the `common_objective` option.
    pub country_goals: Vec<CountryGoal>,
    /// Armies for a player's 1st, 2nd, ... exchange; then `exchange_then_add` more each time.
    pub exchange_values: Vec<u32>,
    /// See `exchange_values`.
    pub exchange_then_add: u32,
    /// `sets` (three equal or three different symbols) or `any_two` (Junior).
    pub exchange: String,
    /// Armies for holding a drawn card's country (0: none).
    pub card_bonus: u32,
    /// Cards that force an exchange before another is drawn (absent: no limit).
    pub hand_limit: Option<usize>,
    /// Armies per initial placement round (2 players: `placement_two_players`).
    pub placement: Vec<u32>,
    /// See `placement`.
    pub placement_two_players: Vec<u32>,
    /// Up to this many players, armies go down one at a time until each has
    /// placed half its countries (0: never).
    pub placement_one_at_a_time_up_to: usize,
    /// Most dice an attacker rolls (4 with the `four_dice_exception`).
    pub attacker_dice: u32,
    /// Most dice a defender rolls.
    pub defender_dice: u32,
    /// R-ATK-2's fourth die against 3+ armies with double the armies.
    pub four_dice_exception: bool,
    /// The order of play moves one seat each round.
    pub rotating_rounds: bool,
    /// Armies that may follow the first into a conquest (absent: any number).
    pub extra_move_in: Option<u32>,
}

/// A secret objective card.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ObjectiveCard {
    /// Its number.
    pub card: u8,
    /// What it asks for, in English.
    pub text: String,
    /// The player counts it is dealt at.
    pub players: Vec<usize>,
}

/// The country goal at one player count.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct CountryGoal {
    /// Players.
    pub players: usize,
    /// Countries that win.
    pub countries: u8,
}

/// The rulesets.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Rulesets {
    /// Every ruleset.
    pub rulesets: Vec<Ruleset>,
}

/// A name in the three languages of the board.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Names {
    /// Spanish (the original).
    pub es: String,
    /// English.
    pub en: String,
    /// Italian.
    pub it: String,
}

impl From<&domain::board::Names> for Names {
    fn from(n: &domain::board::Names) -> Self {
        Self { es: n.es.clone(), en: n.en.clone(), it: n.it.clone() }
    }
}

/// A continent of the board.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct MapContinent {
    /// Slug.
    pub id: String,
    /// Names.
    pub names: Names,
    /// Armies for holding it whole (R-INC-2).
    pub bonus: u32,
    /// Drawing colour, `#rrggbb`.
    pub color: String,
    /// Its countries, by slug.
    pub countries: Vec<String>,
    /// The symbols its continent card counts as in exchanges (R-EXC-2).
    pub card: Vec<domain::board::Symbol>,
}

/// A country of the board.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct MapCountry {
    /// Slug: the id in every command, event and view.
    pub id: String,
    /// Names.
    pub names: Names,
    /// Continent slug.
    pub continent: String,
    /// An island (objectives count them apart).
    pub island: bool,
    /// The symbol on its country card.
    pub card: domain::board::CardSymbol,
    /// Schematic position on the `viewbox` canvas.
    pub x: u16,
    /// Schematic position on the `viewbox` canvas.
    pub y: u16,
}

/// The board of a ruleset.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct MapResponse {
    /// Ruleset slug.
    pub ruleset: String,
    /// Display name.
    pub name: String,
    /// Canvas size `[width, height]` of the coordinates.
    pub viewbox: [u16; 2],
    /// Continents.
    pub continents: Vec<MapContinent>,
    /// Countries.
    pub countries: Vec<MapCountry>,
    /// Neighbouring pairs (each once).
    pub borders: Vec<[String; 2]>,
    /// The borders that cross water, for drawing.
    pub sea_bridges: Vec<[String; 2]>,
}
