//! The secret objectives (R-OBJ-5) as data, and the victory test (R-OBJ-1..6,
//! R-SMALL-2/3). Ownership is kept as bit masks, so checking every player's
//! objective after a conquest costs a few popcounts.

use std::sync::OnceLock;

use crate::board::Board;
use crate::color::Color;

/// What an objective card asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ObjectiveDef {
    /// Card number (1..=19).
    pub card: u8,
    /// Minimum countries per continent (continent index order; a board has
    /// at most 8 continents).
    pub per_continent: [u8; 8],
    /// Minimum countries anywhere.
    pub total: u8,
    /// Minimum islands, and over how many continents at least.
    pub islands: Option<(u8, u8)>,
    /// A destruction card: `Some(Some(colour))`, or `Some(None)` for
    /// "the player on your left" (card 19).
    pub destroy: Option<Option<Color>>,
    /// English text.
    pub text: &'static str,
}

impl ObjectiveDef {
    /// Whether this is a destruction objective.
    #[must_use]
    pub fn is_destruction(&self) -> bool {
        self.destroy.is_some()
    }

    /// The number of countries the card names (R-SMALL-3 decision).
    #[must_use]
    pub fn named_countries(&self) -> u32 {
        let islands = self.islands.map_or(0, |(n, _)| u32::from(n));
        self.per_continent.iter().map(|&n| u32::from(n)).sum::<u32>()
            + u32::from(self.total)
            + islands
    }

    /// Whether `owned` fulfils the occupation part.
    #[must_use]
    pub fn occupation_met(&self, board: &Board, owned: u128) -> bool {
        for (c, &need) in board.continents.iter().zip(&self.per_continent) {
            if (owned & c.mask).count_ones() < u32::from(need) {
                return false;
            }
        }
        if owned.count_ones() < u32::from(self.total) {
            return false;
        }
        if let Some((n, spread)) = self.islands {
            let isl = owned & board.island_mask();
            if isl.count_ones() < u32::from(n) {
                return false;
            }
            let continents = board.continents.iter().filter(|c| isl & c.mask != 0).count();
            if continents < usize::from(spread) {
                return false;
            }
        }
        true
    }
}

type Spec = (
    u8,
    &'static [(&'static str, Option<u8>)],
    u8,
    Option<(u8, u8)>,
    Option<Option<Color>>,
    &'static str,
);

/// R-OBJ-5, as written; `None` count = the whole continent.
const SPECS: [Spec; 19] = [
    (
        1,
        &[
            ("north_america", Some(4)),
            ("europe", Some(4)),
            ("asia", Some(4)),
            ("south_america", Some(3)),
            ("central_america", Some(3)),
            ("africa", Some(3)),
            ("oceania", Some(3)),
        ],
        0,
        None,
        None,
        "4 countries of North America, 4 of Europe, 4 of Asia, 3 of South America, 3 of Central America, 3 of Africa and 3 of Oceania",
    ),
    (2, &[("europe", None), ("south_america", None)], 0, None, None, "Europe and South America"),
    (
        3,
        &[("north_america", None), ("oceania", None), ("africa", Some(5))],
        0,
        None,
        None,
        "North America, Oceania and 5 countries of Africa",
    ),
    (4, &[("asia", None), ("central_america", None)], 0, None, None, "Asia and Central America"),
    (
        5,
        &[("north_america", None), ("asia", Some(8)), ("europe", Some(4))],
        0,
        None,
        None,
        "North America, 8 countries of Asia and 4 of Europe",
    ),
    (
        6,
        &[("oceania", None), ("asia", Some(6)), ("africa", Some(6)), ("north_america", Some(6))],
        0,
        None,
        None,
        "Oceania, 6 countries of Asia, 6 of Africa and 6 of North America",
    ),
    (
        7,
        &[
            ("central_america", None),
            ("south_america", Some(6)),
            ("europe", Some(6)),
            ("asia", Some(6)),
        ],
        0,
        None,
        None,
        "Central America, 6 countries of South America, 6 of Europe and 6 of Asia",
    ),
    (
        8,
        &[("south_america", None), ("africa", None), ("asia", Some(8))],
        0,
        None,
        None,
        "South America, Africa and 8 countries of Asia",
    ),
    (
        9,
        &[("oceania", None), ("africa", None), ("central_america", Some(4)), ("asia", Some(4))],
        0,
        None,
        None,
        "Oceania, Africa, 4 countries of Central America and 4 of Asia",
    ),
    (
        10,
        &[("europe", None), ("asia", Some(4)), ("south_america", Some(4))],
        0,
        None,
        None,
        "Europe, 4 countries of Asia and 4 of South America",
    ),
    (
        11,
        &[("africa", None), ("europe", Some(4)), ("asia", Some(4))],
        0,
        Some((6, 3)),
        None,
        "Africa, 4 countries of Europe, 4 of Asia and 6 islands spread over at least 3 continents",
    ),
    (12, &[], 35, None, None, "35 countries anywhere"),
    (
        13,
        &[],
        0,
        None,
        Some(Some(Color::White)),
        "Destroy white; if impossible, the player on your right",
    ),
    (
        14,
        &[],
        0,
        None,
        Some(Some(Color::Black)),
        "Destroy black; if impossible, the player on your right",
    ),
    (
        15,
        &[],
        0,
        None,
        Some(Some(Color::Red)),
        "Destroy red; if impossible, the player on your right",
    ),
    (
        16,
        &[],
        0,
        None,
        Some(Some(Color::Blue)),
        "Destroy blue; if impossible, the player on your right",
    ),
    (
        17,
        &[],
        0,
        None,
        Some(Some(Color::Yellow)),
        "Destroy yellow; if impossible, the player on your right",
    ),
    (
        18,
        &[],
        0,
        None,
        Some(Some(Color::Green)),
        "Destroy green; if impossible, the player on your right",
    ),
    (19, &[], 0, None, Some(None), "Destroy the player on your left"),
];

/// The Revancha objective deck resolved against its board.
///
/// # Panics
/// If the embedded board lacks a continent the cards name (a bug caught by tests).
#[must_use]
pub fn revancha_objectives() -> &'static [ObjectiveDef] {
    static DEFS: OnceLock<Vec<ObjectiveDef>> = OnceLock::new();
    DEFS.get_or_init(|| {
        let board = Board::revancha();
        SPECS
            .iter()
            .map(|&(card, parts, total, islands, destroy, text)| {
                let mut per_continent = [0u8; 8];
                for &(slug, n) in parts {
                    let c = board
                        .continent_by_slug(slug)
                        .expect("BUG: an objective names a continent the board lacks");
                    let whole = u8::try_from(board.continent(c).countries.len()).unwrap_or(u8::MAX);
                    per_continent[c.index()] = n.unwrap_or(whole);
                }
                ObjectiveDef { card, per_continent, total, islands, destroy, text }
            })
            .collect()
    })
}

/// The definition of card `n` (1..=19).
#[must_use]
pub fn objective(card: u8) -> Option<&'static ObjectiveDef> {
    revancha_objectives().get(usize::from(card).checked_sub(1)?)
}

/// The cards in play for `players` players (R-SMALL-1 removes the
/// destruction cards and the 35-countries card with 2 or 3 players).
#[must_use]
pub fn deck_for(players: usize) -> Vec<u8> {
    revancha_objectives()
        .iter()
        .filter(|d| players > 3 || (!d.is_destruction() && d.card != 12))
        .map(|d| d.card)
        .collect()
}
