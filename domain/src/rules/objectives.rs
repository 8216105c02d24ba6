//! The secret objectives (R-OBJ-5) as data, and the victory test (R-OBJ-1..6,
//! R-SMALL-2/3). Ownership is kept as bit masks, so checking every player's
//! objective after a conquest costs a few popcounts. Revancha's deck is
//! written here; the classic and Junior decks are read from their board files
//! (`deck_from_json`).

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
    /// Countries bordering one another, beyond those counted for the
    /// continents (classic card 2, R-CLS-2); 0 for none.
    pub bordering: u8,
    /// The player counts it is dealt at, as a bit set (bit n = n players).
    pub players: u8,
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

    /// Whether the card is dealt in a game of `players` players.
    #[must_use]
    pub fn dealt_at(&self, players: usize) -> bool {
        u32::try_from(players).is_ok_and(|n| n < 8 && self.players & (1 << n) != 0)
    }

    /// Whether `owned` fulfils the occupation part.
    #[must_use]
    pub fn occupation_met(&self, board: &Board, owned: u128) -> bool {
        if self.bordering > 0 && !self.bordering_met(board, owned) {
            return false;
        }
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

    /// R-CLS-2's decision: `bordering` countries, each bordering another of
    /// them, outside the whole continents the card names and outside the
    /// countries a counted continent needs (its surplus may serve).
    fn bordering_met(&self, board: &Board, owned: u128) -> bool {
        let whole: u128 = board
            .continents
            .iter()
            .zip(&self.per_continent)
            .filter(|(c, need)| usize::from(**need) == c.countries.len())
            .fold(0, |m, (c, _)| m | c.mask);
        let counted: Vec<(u128, u32)> = board
            .continents
            .iter()
            .zip(&self.per_continent)
            .filter(|(c, need)| **need > 0 && usize::from(**need) < c.countries.len())
            .map(|(c, need)| (c.mask, u32::from(*need)))
            .collect();
        let free = owned & !whole;
        // Only groups of three are asked for (the one card that has them).
        let fits = |group: u128| {
            group.count_ones() == u32::from(self.bordering)
                && counted.iter().all(|&(mask, need)| (owned & mask & !group).count_ones() >= need)
        };
        board.ids_in(free).any(|a| {
            board.ids_in(board.neighbour_mask(a) & free).any(|b| {
                let around = (board.neighbour_mask(a) | board.neighbour_mask(b)) & free;
                board
                    .ids_in(around & !a.bit() & !b.bit())
                    .any(|c| fits(a.bit() | b.bit() | c.bit()))
            })
        })
    }
}

/// Every player count a board game of TEG seats (2 to 6), as a bit set.
const ALL_COUNTS: u8 = 0b111_1100;
/// Four players or more (R-SMALL-1).
const FOUR_OR_MORE: u8 = 0b111_0000;

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
                // R-SMALL-1: no destruction cards and no 35 countries with 2 or 3.
                let small_ok = destroy.is_none() && total == 0;
                let players = if small_ok { ALL_COUNTS } else { FOUR_OR_MORE };
                ObjectiveDef {
                    card,
                    per_continent,
                    total,
                    islands,
                    destroy,
                    text,
                    bordering: 0,
                    players,
                }
            })
            .collect()
    })
}

/// The definition of card `n` (1..=19).
#[must_use]
pub fn objective(card: u8) -> Option<&'static ObjectiveDef> {
    revancha_objectives().get(usize::from(card).checked_sub(1)?)
}

/// The Revancha cards in play for `players` players (R-SMALL-1 removes the
/// destruction cards and the 35-countries card with 2 or 3 players).
#[must_use]
pub fn deck_for(players: usize) -> Vec<u8> {
    revancha_objectives().iter().filter(|d| d.dealt_at(players)).map(|d| d.card).collect()
}

/// An objective deck kept as data beside a board (classic TEG, Junior):
/// the `objectives` section of the board file.
#[derive(serde::Deserialize)]
struct RawDeck {
    common: Option<u8>,
    cards: Vec<RawCard>,
}

#[derive(serde::Deserialize)]
struct RawCard {
    card: u8,
    text: String,
    continents: std::collections::BTreeMap<String, serde_json::Value>,
    #[serde(default)]
    total: u8,
    #[serde(default)]
    bordering: u8,
    destroy: Option<String>,
    players: Vec<u8>,
}

/// A deck read from a board file: its cards (numbered 1.. in order) and
/// its common objective, if the edition has one.
///
/// # Errors
/// A card naming a continent the board lacks, a count larger than its
/// continent, an unknown colour, cards out of order, or malformed JSON.
pub fn deck_from_json(
    board: &Board,
    json: &str,
) -> Result<(Vec<ObjectiveDef>, Option<u8>), String> {
    #[derive(serde::Deserialize)]
    struct File {
        objectives: RawDeck,
    }
    let file: File = serde_json::from_str(json).map_err(|e| format!("objectives: {e}"))?;
    let mut defs = Vec::with_capacity(file.objectives.cards.len());
    for (i, raw) in file.objectives.cards.into_iter().enumerate() {
        if usize::from(raw.card) != i + 1 {
            return Err(format!("card {} is listed in place {}", raw.card, i + 1));
        }
        let mut per_continent = [0u8; 8];
        for (slug, need) in &raw.continents {
            let k = board
                .continent_by_slug(slug)
                .ok_or_else(|| format!("card {}: no continent `{slug}`", raw.card))?;
            let size = board.continent(k).countries.len();
            let n = match need {
                serde_json::Value::String(all) if all == "all" => size,
                other => other
                    .as_u64()
                    .and_then(|n| usize::try_from(n).ok())
                    .filter(|&n| n > 0 && n <= size)
                    .ok_or_else(|| format!("card {}: bad count for `{slug}`", raw.card))?,
            };
            per_continent[k.index()] = u8::try_from(n).unwrap_or(u8::MAX);
        }
        let destroy = match raw.destroy.as_deref() {
            None => None,
            Some(slug) => Some(Some(
                Color::parse(slug)
                    .ok_or_else(|| format!("card {}: no colour `{slug}`", raw.card))?,
            )),
        };
        let players = raw.players.iter().filter(|&&n| n < 8).fold(0u8, |m, &n| m | (1 << n));
        defs.push(ObjectiveDef {
            card: raw.card,
            per_continent,
            total: raw.total,
            islands: None,
            destroy,
            // Decks are read once per process into a static ruleset.
            text: Box::leak(raw.text.into_boxed_str()),
            bordering: raw.bordering,
            players,
        });
    }
    Ok((defs, file.objectives.common))
}
