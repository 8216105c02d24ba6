//! The board as data: countries, continents, borders (sea bridges included),
//! islands, card symbols (Revancha's plane/ship/tank, classic's
//! galleon/balloon/cannon, wildcards), continent cards where the edition has
//! them, names in es/en/it and schematic drawing coordinates, loaded from a
//! JSON file embedded at compile time (`data/revancha.json`,
//! `data/classic.json`, `data/junior.json`) and validated on load. The
//! classic and Junior boards and decks are described in
//! `docs/design/boards-classic-and-junior.md`.
//!
//! Everything the rules ask about the map is precomputed here, once: neighbour
//! sets and continent membership as `u128` bit masks (72 countries fit), and
//! the all-pairs border distances that missiles need (R-MIS-3).
//!
//! An id carries its board ([`BoardKey`]), so it is written as its own
//! board's slug wherever it goes, with nothing in scope. Reading a slug back
//! needs the game's board, passed to `crate::wire` (where ids' serde impls
//! live): a plain `serde_json` read of an id fails loudly rather than guess
//! a board.

use std::sync::OnceLock;

use serde::Deserialize;

/// Which embedded board: an id's board, and a board's own name for itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum BoardKey {
    /// La Revancha's 72 countries (R-CMP-1).
    Revancha,
    /// Classic TEG's 50 (R-CLS-1).
    Classic,
    /// TEG Junior's 32 (R-JNR-1).
    Junior,
}

impl BoardKey {
    /// The board itself.
    #[must_use]
    pub fn board(self) -> &'static Board {
        match self {
            BoardKey::Revancha => Board::revancha(),
            BoardKey::Classic => Board::classic(),
            BoardKey::Junior => Board::junior(),
        }
    }

    fn of_ruleset(ruleset: &str) -> Option<BoardKey> {
        match ruleset {
            "revancha" => Some(BoardKey::Revancha),
            "classic" => Some(BoardKey::Classic),
            "junior" => Some(BoardKey::Junior),
            _ => None,
        }
    }
}

/// A country, by its index on its board (0-based, in data-file order), and
/// that board. On the wire (the `serde` feature) it is the country's slug,
/// `"argentina"`. Ids of one game share its board, so they compare and sort
/// by index, and hash as their index alone (as before ids carried a board:
/// stored state hashes hold).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct CountryId {
    index: u8,
    board: BoardKey,
}

impl CountryId {
    /// The index as a `usize`, for indexing per-country tables.
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.index)
    }

    /// The single-bit mask of this country.
    #[must_use]
    pub fn bit(self) -> u128 {
        1u128 << self.index
    }

    /// The board this country is on.
    #[must_use]
    pub fn board(self) -> &'static Board {
        self.board.board()
    }
}

/// A continent, by its index on its board, and that board. On the wire,
/// its slug. Hashes as its index, like [`CountryId`].
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct ContinentId {
    index: u8,
    board: BoardKey,
}

impl ContinentId {
    /// The index as a `usize`.
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.index)
    }

    /// The board this continent is on.
    #[must_use]
    pub fn board(self) -> &'static Board {
        self.board.board()
    }
}

/// What both ids share: the hash of their index alone, a debug form that
/// is their slug, and the slug itself where their board has one.
macro_rules! board_id {
    ($id:ident, $places:ident) => {
        impl $id {
            /// Its slug on its board, if the board has this index.
            #[must_use]
            pub fn slug_on_board(self) -> Option<&'static str> {
                self.board().$places.get(self.index()).map(|place| place.slug.as_str())
            }
        }

        impl std::hash::Hash for $id {
            fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
                self.index.hash(state);
            }
        }

        impl std::fmt::Debug for $id {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.slug_on_board().unwrap_or("?"))
            }
        }
    };
}

board_id!(CountryId, countries);
board_id!(ContinentId, continents);

/// A slug the board does not have, as the wire's deserialisers report it:
/// its `Display` is the start of the decoding error's message, and
/// [`UnknownSlug::find`] reads it back, so a transport can answer with a
/// rule violation (`UNKNOWN_COUNTRY`, 422) instead of a malformed body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnknownSlug<'a> {
    /// No such country.
    Country(&'a str),
    /// No such continent.
    Continent(&'a str),
}

impl<'a> UnknownSlug<'a> {
    const COUNTRY: &'static str = "unknown country `";
    const CONTINENT: &'static str = "unknown continent `";

    /// The unknown slug a decoding error's message reports, if that is
    /// what it reports.
    #[must_use]
    pub fn find(message: &'a str) -> Option<UnknownSlug<'a>> {
        let slug = |rest: &'a str| rest.split_once('`').map(|(slug, _)| slug);
        if let Some(rest) = message.strip_prefix(Self::COUNTRY) {
            slug(rest).map(UnknownSlug::Country)
        } else {
            message.strip_prefix(Self::CONTINENT).and_then(slug).map(UnknownSlug::Continent)
        }
    }
}

impl std::fmt::Display for UnknownSlug<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            UnknownSlug::Country(slug) => write!(f, "{}{slug}`", Self::COUNTRY),
            UnknownSlug::Continent(slug) => write!(f, "{}{slug}`", Self::CONTINENT),
        }
    }
}

/// OpenAPI schemas: ids are strings drawn from the board's slugs, listed as
/// an enumeration so generated clients get them as constants.
#[cfg(feature = "openapi")]
mod schema {
    use utoipa::openapi::RefOr;
    use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

    use super::{Board, ContinentId, CountryId};

    fn slugs(description: &str, values: Vec<String>) -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some(description))
            .enum_values(Some(values))
            .into()
    }

    // `ComposeSchema` (what the derive implements) gives `PartialSchema` by a
    // blanket impl, and is what ids inside generics (`Secret<Vec<CountryId>>`) need.
    /// Every board's slugs, sorted once: a game's ids are those of its
    /// edition's board (`GET /v1/maps/{ruleset}`).
    fn every_board<'a>(slugs_of: impl Fn(&'static Board) -> Vec<&'a str>) -> Vec<String> {
        let boards = [Board::revancha(), Board::classic(), Board::junior()];
        let set: std::collections::BTreeSet<&str> = boards.into_iter().flat_map(slugs_of).collect();
        set.into_iter().map(str::to_owned).collect()
    }

    impl utoipa::__dev::ComposeSchema for CountryId {
        fn compose(_: Vec<RefOr<Schema>>) -> RefOr<Schema> {
            slugs(
                "A country of the game's board, by slug.",
                every_board(|b| b.countries.iter().map(|c| c.slug.as_str()).collect()),
            )
        }
    }
    impl utoipa::ToSchema for CountryId {}

    impl utoipa::__dev::ComposeSchema for ContinentId {
        fn compose(_: Vec<RefOr<Schema>>) -> RefOr<Schema> {
            slugs(
                "A continent of the game's board, by slug.",
                every_board(|b| b.continents.iter().map(|c| c.slug.as_str()).collect()),
            )
        }
    }
    impl utoipa::ToSchema for ContinentId {}
}

/// A symbol on a country card or continent card: Revancha's plane, ship
/// and tank (R-CMP-3, R-EXC-2), classic TEG's galleon, balloon and cannon
/// (R-CLS-7). A set is three equal or three different symbols, so one
/// enumeration serves every edition: a board only uses its own three.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Symbol {
    /// `avion`.
    Plane,
    /// `barco`.
    Ship,
    /// `tanque`.
    Tank,
    /// `galeon` (classic).
    Galleon,
    /// `globo` (classic).
    Balloon,
    /// `canon` (classic).
    Cannon,
}

/// What a country card carries (R-CMP-3, R-EXC-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CardSymbol {
    /// One symbol.
    Single(Symbol),
    /// Soldiers: a wildcard for any symbol.
    Wildcard,
    /// Plane + ship + tank: a valid exchange by itself.
    Super,
}

/// Names of a place in the languages the product speaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Names {
    /// Spanish (the rulebook's language).
    pub es: String,
    /// English.
    pub en: String,
    /// Italian.
    pub it: String,
}

/// One country of a board.
#[derive(Debug, Clone)]
pub struct Country {
    /// Stable slug (`nueva_zelanda`).
    pub slug: String,
    /// Display names.
    pub names: Names,
    /// The continent it belongs to.
    pub continent: ContinentId,
    /// Whether it is an island (objective 11).
    pub island: bool,
    /// The symbol on its country card.
    pub card: CardSymbol,
    /// Schematic drawing centre, in the board's view box.
    pub x: u16,
    /// Schematic drawing centre, in the board's view box.
    pub y: u16,
}

/// One continent of a board.
#[derive(Debug, Clone)]
pub struct Continent {
    /// Stable slug (`south_america`).
    pub slug: String,
    /// Display names.
    pub names: Names,
    /// Armies for holding it whole (R-INC-2).
    pub bonus: u32,
    /// Fill colour for drawings.
    pub color: String,
    /// Its countries, in data-file order.
    pub countries: Vec<CountryId>,
    /// Its countries as a bit mask.
    pub mask: u128,
    /// The symbols its continent card counts as (R-EXC-2): three symbols
    /// make it a set by itself. Empty on boards without continent cards.
    pub card: Vec<Symbol>,
}

/// A validated board with its precomputed tables.
#[derive(Debug)]
pub struct Board {
    /// Which board this is: what its ids carry.
    pub key: BoardKey,
    /// Ruleset slug (`revancha`).
    pub ruleset: String,
    /// Display name.
    pub name: String,
    /// Drawing view box (width, height).
    pub viewbox: (u16, u16),
    /// Countries, indexed by [`CountryId`].
    pub countries: Vec<Country>,
    /// Continents, indexed by [`ContinentId`].
    pub continents: Vec<Continent>,
    /// Every border once, as (lower id, higher id).
    pub borders: Vec<(CountryId, CountryId)>,
    /// The borders that cross water, for drawing.
    pub sea_bridges: Vec<(CountryId, CountryId)>,
    neighbours: Vec<u128>,
    neighbour_lists: Vec<Vec<CountryId>>,
    distances: Vec<u8>,
    islands: u128,
    all: u128,
}

/// Why a board data file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardError(pub String);

message_error!(BoardError, "invalid board data: {}");

#[derive(Deserialize)]
struct RawBoard {
    ruleset: String,
    name: String,
    viewbox: (u16, u16),
    continents: Vec<RawContinent>,
    countries: Vec<RawCountry>,
    borders: Vec<(String, String)>,
    #[serde(default)]
    sea_bridges: Vec<(String, String)>,
    continent_cards: std::collections::BTreeMap<String, Vec<String>>,
}

#[derive(Deserialize)]
struct RawContinent {
    id: String,
    name_es: String,
    name_en: String,
    name_it: String,
    bonus: u32,
    color: String,
    countries: Vec<String>,
}

#[derive(Deserialize)]
struct RawCountry {
    id: String,
    name_es: String,
    name_en: String,
    name_it: String,
    continent: String,
    island: bool,
    card: Vec<String>,
    x: u16,
    y: u16,
}

/// The most countries a board may have: masks are `u128`.
pub const MAX_COUNTRIES: usize = 128;

fn symbol(s: &str) -> Result<Symbol, BoardError> {
    match s {
        "avion" => Ok(Symbol::Plane),
        "barco" => Ok(Symbol::Ship),
        "tanque" => Ok(Symbol::Tank),
        "galeon" => Ok(Symbol::Galleon),
        "globo" => Ok(Symbol::Balloon),
        "canon" => Ok(Symbol::Cannon),
        other => Err(BoardError(format!("unknown card symbol `{other}`"))),
    }
}

/// An embedded board, parsed and validated on first use.
fn embedded(cell: &'static OnceLock<Board>, json: &str) -> &'static Board {
    cell.get_or_init(|| {
        Board::from_json(json).unwrap_or_else(|e| panic!("BUG: an embedded board is invalid: {e}"))
    })
}

impl Board {
    /// The La Revancha board (R-CMP-1), parsed and validated once.
    ///
    /// # Panics
    /// Never in a released build: the embedded file is checked by tests.
    #[must_use]
    pub fn revancha() -> &'static Board {
        static BOARD: OnceLock<Board> = OnceLock::new();
        embedded(&BOARD, include_str!("../data/revancha.json"))
    }

    /// The classic TEG board (R-CLS-1), parsed and validated once.
    ///
    /// # Panics
    /// Never in a released build: the embedded file is checked by tests.
    #[must_use]
    pub fn classic() -> &'static Board {
        static BOARD: OnceLock<Board> = OnceLock::new();
        embedded(&BOARD, include_str!("../data/classic.json"))
    }

    /// The TEG Junior board (R-JNR-1, the project's design), parsed and
    /// validated once.
    ///
    /// # Panics
    /// Never in a released build: the embedded file is checked by tests.
    #[must_use]
    pub fn junior() -> &'static Board {
        static BOARD: OnceLock<Board> = OnceLock::new();
        embedded(&BOARD, include_str!("../data/junior.json"))
    }

    /// Parses and validates board data.
    ///
    /// # Errors
    /// Malformed JSON, unknown ids, asymmetric or duplicate borders, a
    /// disconnected map, or inconsistent continents.
    pub fn from_json(json: &str) -> Result<Board, BoardError> {
        let raw: RawBoard =
            serde_json::from_str(json).map_err(|e| BoardError(format!("json: {e}")))?;
        Self::from_raw(raw)
    }

    #[expect(clippy::too_many_lines, reason = "one linear validation pass reads best in one place")]
    fn from_raw(raw: RawBoard) -> Result<Board, BoardError> {
        let n = raw.countries.len();
        if n == 0 || n > MAX_COUNTRIES {
            return Err(BoardError(format!("{n} countries (1..={MAX_COUNTRIES} allowed)")));
        }
        if raw.continents.is_empty() || raw.continents.len() > 8 {
            return Err(BoardError(format!("{} continents (1..=8 allowed)", raw.continents.len())));
        }
        let key = BoardKey::of_ruleset(&raw.ruleset)
            .ok_or_else(|| BoardError(format!("no board is named `{}`", raw.ruleset)))?;
        let country_index = |slug: &str| -> Result<CountryId, BoardError> {
            raw.countries
                .iter()
                .position(|c| c.id == slug)
                .and_then(|i| u8::try_from(i).ok())
                .map(|index| CountryId { index, board: key })
                .ok_or_else(|| BoardError(format!("unknown country `{slug}`")))
        };
        let continent_index = |slug: &str| -> Result<ContinentId, BoardError> {
            raw.continents
                .iter()
                .position(|c| c.id == slug)
                .and_then(|i| u8::try_from(i).ok())
                .map(|index| ContinentId { index, board: key })
                .ok_or_else(|| BoardError(format!("unknown continent `{slug}`")))
        };
        let mut countries = Vec::with_capacity(n);
        for (i, c) in raw.countries.iter().enumerate() {
            if raw.countries[..i].iter().any(|o| o.id == c.id) {
                return Err(BoardError(format!("duplicate country `{}`", c.id)));
            }
            let card = match c.card.as_slice() {
                // Revancha's soldiers, classic TEG's «comodín».
                [one] if one == "soldados" || one == "comodin" => CardSymbol::Wildcard,
                [one] => CardSymbol::Single(symbol(one)?),
                [_, _, _] => {
                    let mut s: Vec<Symbol> =
                        c.card.iter().map(|s| symbol(s)).collect::<Result<_, _>>()?;
                    s.sort();
                    s.dedup();
                    if s.len() != 3 {
                        return Err(BoardError(format!(
                            "`{}`: a super-card needs three symbols",
                            c.id
                        )));
                    }
                    CardSymbol::Super
                }
                _ => return Err(BoardError(format!("`{}`: bad card {:?}", c.id, c.card))),
            };
            if [&c.name_es, &c.name_en, &c.name_it].iter().any(|s| s.trim().is_empty()) {
                return Err(BoardError(format!("`{}`: empty name", c.id)));
            }
            if c.x > raw.viewbox.0 || c.y > raw.viewbox.1 {
                return Err(BoardError(format!("`{}`: drawn outside the view box", c.id)));
            }
            countries.push(Country {
                slug: c.id.clone(),
                names: Names {
                    es: c.name_es.clone(),
                    en: c.name_en.clone(),
                    it: c.name_it.clone(),
                },
                continent: continent_index(&c.continent)?,
                island: c.island,
                card,
                x: c.x,
                y: c.y,
            });
        }
        let mut continents = Vec::with_capacity(raw.continents.len());
        for (ci, c) in raw.continents.iter().enumerate() {
            let mut members = Vec::new();
            let mut mask = 0u128;
            for slug in &c.countries {
                let id = country_index(slug)?;
                if countries[id.index()].continent.index() != ci {
                    return Err(BoardError(format!(
                        "`{slug}` is listed in `{}` but says otherwise",
                        c.id
                    )));
                }
                if mask & id.bit() != 0 {
                    return Err(BoardError(format!("`{slug}` listed twice in `{}`", c.id)));
                }
                mask |= id.bit();
                members.push(id);
            }
            // Editions without continent cards (classic, Junior) list none.
            let card = match raw.continent_cards.get(&c.id) {
                None if raw.continent_cards.is_empty() => Vec::new(),
                None => return Err(BoardError(format!("no continent card for `{}`", c.id))),
                Some(symbols) => {
                    symbols.iter().map(|s| symbol(s)).collect::<Result<Vec<_>, _>>()?
                }
            };
            if !raw.continent_cards.is_empty() && (card.is_empty() || card.len() > 3) {
                return Err(BoardError(format!(
                    "continent card `{}` has {} symbols",
                    c.id,
                    card.len()
                )));
            }
            continents.push(Continent {
                slug: c.id.clone(),
                names: Names {
                    es: c.name_es.clone(),
                    en: c.name_en.clone(),
                    it: c.name_it.clone(),
                },
                bonus: c.bonus,
                color: c.color.clone(),
                countries: members,
                mask,
                card,
            });
        }
        let listed: usize = continents.iter().map(|c| c.countries.len()).sum();
        if listed != n {
            return Err(BoardError(format!(
                "continents list {listed} countries, the board has {n}"
            )));
        }
        let mut neighbours = vec![0u128; n];
        let mut borders = Vec::with_capacity(raw.borders.len());
        for (a, b) in &raw.borders {
            let (a, b) = (country_index(a)?, country_index(b)?);
            if a == b {
                return Err(BoardError(format!("`{}` borders itself", countries[a.index()].slug)));
            }
            if neighbours[a.index()] & b.bit() != 0 {
                return Err(BoardError(format!(
                    "border {}-{} listed twice",
                    countries[a.index()].slug,
                    countries[b.index()].slug
                )));
            }
            neighbours[a.index()] |= b.bit();
            neighbours[b.index()] |= a.bit();
            borders.push((a.min(b), a.max(b)));
        }
        let mut sea_bridges = Vec::new();
        for (a, b) in &raw.sea_bridges {
            let (a, b) = (country_index(a)?, country_index(b)?);
            if neighbours[a.index()] & b.bit() == 0 {
                return Err(BoardError("a sea bridge that is not a border".to_owned()));
            }
            sea_bridges.push((a.min(b), a.max(b)));
        }
        let neighbour_lists: Vec<Vec<CountryId>> =
            neighbours.iter().map(|&m| ids_on(key, m).collect()).collect();
        let distances = all_pairs_distances(&neighbour_lists);
        if distances.contains(&u8::MAX) {
            return Err(BoardError("the map is not connected".to_owned()));
        }
        let islands = countries
            .iter()
            .enumerate()
            .filter(|(_, c)| c.island)
            .fold(0u128, |m, (i, _)| m | (1u128 << i));
        let all = if n == 128 { u128::MAX } else { (1u128 << n) - 1 };
        Ok(Board {
            key,
            ruleset: raw.ruleset,
            name: raw.name,
            viewbox: raw.viewbox,
            countries,
            continents,
            borders,
            sea_bridges,
            neighbours,
            neighbour_lists,
            distances,
            islands,
            all,
        })
    }

    /// Number of countries.
    #[must_use]
    pub fn len(&self) -> usize {
        self.countries.len()
    }

    /// Boards are never empty; present for API completeness.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.countries.is_empty()
    }

    /// Whether `id` names a country of this board.
    #[must_use]
    pub fn contains(&self, id: CountryId) -> bool {
        id.board == self.key && id.index() < self.countries.len()
    }

    /// Whether `id` names a continent of this board.
    #[must_use]
    pub fn has_continent(&self, id: ContinentId) -> bool {
        id.board == self.key && id.index() < self.continents.len()
    }

    /// The country at `index` in data-file order, if the board has one.
    #[must_use]
    pub fn country_at(&self, index: usize) -> Option<CountryId> {
        let index = u8::try_from(index).ok().filter(|&i| usize::from(i) < self.countries.len())?;
        Some(CountryId { index, board: self.key })
    }

    /// The continent at `index` in data-file order, if the board has one.
    #[must_use]
    pub fn continent_at(&self, index: usize) -> Option<ContinentId> {
        let index = u8::try_from(index).ok().filter(|&i| usize::from(i) < self.continents.len())?;
        Some(ContinentId { index, board: self.key })
    }

    /// Every country id, in order.
    pub fn country_ids(&self) -> impl Iterator<Item = CountryId> + '_ {
        (0..self.countries.len()).filter_map(|i| self.country_at(i))
    }

    /// Every continent id, in order.
    pub fn continent_ids(&self) -> impl Iterator<Item = ContinentId> + '_ {
        (0..self.continents.len()).filter_map(|i| self.continent_at(i))
    }

    /// The countries of a mask, lowest index first.
    pub fn ids_in(&self, mask: u128) -> impl Iterator<Item = CountryId> + use<> {
        ids_on(self.key, mask)
    }

    /// The country's data. Panics on an id of another board (a bug).
    #[must_use]
    pub fn country(&self, id: CountryId) -> &Country {
        &self.countries[id.index()]
    }

    /// The continent's data. Panics on an id of another board (a bug).
    #[must_use]
    pub fn continent(&self, id: ContinentId) -> &Continent {
        &self.continents[id.index()]
    }

    /// Looks a country up by slug.
    #[must_use]
    pub fn country_by_slug(&self, slug: &str) -> Option<CountryId> {
        self.countries.iter().position(|c| c.slug == slug).and_then(|i| self.country_at(i))
    }

    /// Looks a continent up by slug.
    #[must_use]
    pub fn continent_by_slug(&self, slug: &str) -> Option<ContinentId> {
        self.continents.iter().position(|c| c.slug == slug).and_then(|i| self.continent_at(i))
    }

    /// The neighbours of a country as a mask.
    #[must_use]
    pub fn neighbour_mask(&self, id: CountryId) -> u128 {
        self.neighbours[id.index()]
    }

    /// The neighbours of a country.
    #[must_use]
    pub fn neighbours(&self, id: CountryId) -> &[CountryId] {
        &self.neighbour_lists[id.index()]
    }

    /// Whether two countries share a border or a sea bridge (R-CMP-1).
    #[must_use]
    pub fn borders(&self, a: CountryId, b: CountryId) -> bool {
        self.neighbours[a.index()] & b.bit() != 0
    }

    /// Fewest borders crossed from `a` to `b` (0 for the same country).
    #[must_use]
    pub fn distance(&self, a: CountryId, b: CountryId) -> u8 {
        self.distances[a.index() * self.countries.len() + b.index()]
    }

    /// The islands as a mask.
    #[must_use]
    pub fn island_mask(&self) -> u128 {
        self.islands
    }

    /// Every country as a mask.
    #[must_use]
    pub fn all_mask(&self) -> u128 {
        self.all
    }
}

/// The ids of the set bits of a mask on `board`, lowest first.
fn ids_on(board: BoardKey, mut mask: u128) -> impl Iterator<Item = CountryId> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros();
        mask &= mask - 1;
        u8::try_from(i).ok().map(|index| CountryId { index, board })
    })
}

/// Breadth-first search from every country; `u8::MAX` marks unreachable.
fn all_pairs_distances(adjacent: &[Vec<CountryId>]) -> Vec<u8> {
    let n = adjacent.len();
    let mut out = vec![u8::MAX; n * n];
    let mut queue = std::collections::VecDeque::with_capacity(n);
    for start in 0..n {
        let row = &mut out[start * n..(start + 1) * n];
        row[start] = 0;
        queue.clear();
        queue.push_back(start);
        while let Some(at) = queue.pop_front() {
            let next = row[at].saturating_add(1);
            for nb in &adjacent[at] {
                if row[nb.index()] == u8::MAX {
                    row[nb.index()] = next;
                    queue.push_back(nb.index());
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;
