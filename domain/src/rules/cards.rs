//! Exchanges (R-EXC-1..3): which combinations of country and continent cards
//! form a set, and what each exchange is worth.

use crate::board::{Board, CardSymbol, ContinentId, CountryId, Symbol};

/// One slot of a three-card set: a fixed symbol or a wildcard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Unit {
    Fixed(Symbol),
    Any,
}

/// Whether the given cards make one valid exchange (R-EXC-1, R-EXC-2).
///
/// A super-card alone, or a continent card of three symbols alone, is a set.
/// Otherwise the cards must add up to exactly three symbol slots (South
/// America and Africa count two each, Central America and Oceania one)
/// that are all the same or all different, soldiers (and a super-card used
/// inside a set) filling any slot.
#[must_use]
pub fn is_valid_set(board: &Board, cards: &[CountryId], continents: &[ContinentId]) -> bool {
    if cards.len() + continents.len() == 1 {
        if let [c] = cards {
            return board.country(*c).card == CardSymbol::Super;
        }
        if let [k] = continents {
            return board.continent(*k).card.len() == 3;
        }
    }
    let mut units: Vec<Unit> = Vec::with_capacity(3);
    for c in cards {
        units.push(match board.country(*c).card {
            CardSymbol::Single(s) => Unit::Fixed(s),
            CardSymbol::Wildcard | CardSymbol::Super => Unit::Any,
        });
    }
    for k in continents {
        let symbols = &board.continent(*k).card;
        if symbols.len() == 3 {
            // A whole set by itself cannot be part of another set.
            return false;
        }
        units.extend(symbols.iter().map(|&s| Unit::Fixed(s)));
    }
    if units.len() != 3 {
        return false;
    }
    let fixed: Vec<Symbol> = units
        .iter()
        .filter_map(|u| match u {
            Unit::Fixed(s) => Some(*s),
            Unit::Any => None,
        })
        .collect();
    let all_same = fixed.windows(2).all(|w| w[0] == w[1]);
    let mut distinct = fixed.clone();
    distinct.sort();
    distinct.dedup();
    let all_different = distinct.len() == fixed.len();
    all_same || all_different
}

/// Armies for a player's `n`-th exchange, 1-based, in Revancha (R-EXC-3):
/// 6, 10, 15, 20, then +5. The engine asks the game's ruleset.
#[must_use]
pub fn exchange_value(n: u32) -> u32 {
    crate::RulesetId::Revancha.ruleset().cards.exchange_value(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn country(slug: &str) -> CountryId {
        Board::revancha().country_by_slug(slug).unwrap()
    }

    fn continent(slug: &str) -> ContinentId {
        Board::revancha().continent_by_slug(slug).unwrap()
    }

    fn valid(cards: &[&str], continents: &[&str]) -> bool {
        let cards: Vec<_> = cards.iter().map(|s| country(s)).collect();
        let continents: Vec<_> = continents.iter().map(|s| continent(s)).collect();
        is_valid_set(Board::revancha(), &cards, &continents)
    }

    /// R-EXC-3: the rulebook's exchange table.
    #[test]
    fn exchange_table_is_6_10_15_20_then_plus_5_r_exc_3() {
        let table: Vec<u32> = (1..=7).map(exchange_value).collect();
        assert_eq!(table, [6, 10, 15, 20, 25, 30, 35]);
    }

    /// R-EXC-1: three of a symbol or three different; soldiers are wildcards.
    #[test]
    fn three_same_or_three_different_symbols_make_a_set_r_exc_1() {
        // isla_victoria, groenlandia, labrador: three planes.
        assert!(valid(&["isla_victoria", "groenlandia", "labrador"], &[]));
        // plane, tank, ship.
        assert!(valid(&["isla_victoria", "canada", "terranova"], &[]));
        // plane, plane, tank: neither.
        assert!(!valid(&["isla_victoria", "groenlandia", "canada"], &[]));
        // alaska is soldiers: plane, plane, wildcard.
        assert!(valid(&["isla_victoria", "groenlandia", "alaska"], &[]));
        // Two cards are not a set.
        assert!(!valid(&["isla_victoria", "groenlandia"], &[]));
        assert!(!valid(&["isla_victoria", "groenlandia", "labrador", "alaska"], &[]));
    }

    /// R-EXC-1: a super-card is a set by itself.
    #[test]
    fn a_super_card_alone_is_a_set_r_exc_1() {
        assert!(valid(&["las_vegas"], &[]));
        assert!(!valid(&["canada"], &[]));
        assert!(!valid(&["alaska"], &[]));
    }

    /// R-EXC-2: North America, Europe and Asia are sets by themselves; South
    /// America is plane+tank and needs a ship or a wildcard; Central America
    /// is a tank and Oceania a ship.
    #[test]
    fn continent_cards_count_as_their_symbols_r_exc_2() {
        assert!(valid(&[], &["north_america"]));
        assert!(valid(&[], &["europe"]));
        assert!(valid(&[], &["asia"]));
        assert!(!valid(&[], &["south_america"]));
        // South America (plane+tank) + ship.
        assert!(valid(&["terranova"], &["south_america"]));
        // South America + plane: plane, plane, tank.
        assert!(!valid(&["isla_victoria"], &["south_america"]));
        // Africa (plane+ship) + Central America (tank).
        assert!(valid(&[], &["africa", "central_america"]));
        // Central America (tank) + Oceania (ship) + a plane card.
        assert!(valid(&["isla_victoria"], &["central_america", "oceania"]));
        // A set-by-itself continent never mixes.
        assert!(!valid(&["isla_victoria", "canada"], &["europe"]));
        assert!(!valid(&[], &["south_america", "africa"]));
    }
}
