//! The boards' data checked: sizes, borders, distances, islands and the
//! refusal of malformed data files.

use super::*;

fn id(slug: &str) -> CountryId {
    Board::revancha().country_by_slug(slug).unwrap()
}

/// R-CMP-1: 72 countries in 7 continents with the sizes of the printed board.
#[test]
fn revancha_board_has_72_countries_in_7_continents_r_cmp_1() {
    let b = Board::revancha();
    assert_eq!(b.len(), 72);
    let sizes: Vec<(&str, usize)> =
        b.continents.iter().map(|c| (c.slug.as_str(), c.countries.len())).collect();
    assert_eq!(
        sizes,
        [
            ("north_america", 12),
            ("central_america", 6),
            ("south_america", 8),
            ("europe", 16),
            ("asia", 16),
            ("africa", 8),
            ("oceania", 6)
        ]
    );
    assert_eq!(b.borders.len(), 135);
}

/// R-CMP-1: sea bridges border like land borders (the rulebook's Mauritania–Uruguay).
#[test]
fn mauritania_and_uruguay_border_by_sea_bridge_r_cmp_1() {
    let b = Board::revancha();
    assert!(b.borders(id("mauritania"), id("uruguay")));
    assert!(b.borders(id("uruguay"), id("mauritania")));
    assert!(!b.borders(id("argentina"), id("sahara")));
}

/// R-CMP-3: 21 plane, 21 tank, 21 ship, 5 super-cards and 4 wildcards.
#[test]
fn country_cards_have_the_printed_symbol_counts_r_cmp_3() {
    let b = Board::revancha();
    let count = |s: CardSymbol| b.countries.iter().filter(|c| c.card == s).count();
    assert_eq!(count(CardSymbol::Single(Symbol::Plane)), 21);
    assert_eq!(count(CardSymbol::Single(Symbol::Tank)), 21);
    assert_eq!(count(CardSymbol::Single(Symbol::Ship)), 21);
    assert_eq!(count(CardSymbol::Super), 5);
    assert_eq!(count(CardSymbol::Wildcard), 4);
}

/// R-MIS-3: the rulebook's New Zealand ranges (Tasmania 1, Australia 2,
/// Sumatra/Philippines/Tonga 3 borders away).
#[test]
fn new_zealand_distances_match_the_rulebook_example_r_mis_3() {
    let b = Board::revancha();
    let nz = id("nueva_zelanda");
    assert_eq!(b.distance(nz, id("tasmania")), 1);
    assert_eq!(b.distance(nz, id("australia")), 2);
    for far in ["sumatra", "filipinas", "tonga"] {
        assert_eq!(b.distance(nz, id(far)), 3, "{far}");
    }
    assert_eq!(b.distance(nz, nz), 0);
}

#[test]
fn distances_are_symmetric_and_borders_are_distance_one() {
    let b = Board::revancha();
    for x in b.country_ids() {
        for y in b.country_ids() {
            assert_eq!(b.distance(x, y), b.distance(y, x));
            assert_eq!(b.borders(x, y), b.distance(x, y) == 1);
        }
    }
}

#[test]
fn a_disconnected_map_is_refused() {
    let json = r##"{"ruleset":"revancha","name":"t","viewbox":[10,10],
        "continents":[{"id":"c","name_es":"c","name_en":"c","name_it":"c","bonus":1,"color":"#000","countries":["a","b"]}],
        "countries":[
          {"id":"a","name_es":"a","name_en":"a","name_it":"a","continent":"c","island":false,"card":["avion"],"x":1,"y":1},
          {"id":"b","name_es":"b","name_en":"b","name_it":"b","continent":"c","island":false,"card":["avion"],"x":2,"y":2}],
        "borders":[],"continent_cards":{"c":["avion"]}}"##;
    assert_eq!(Board::from_json(json).unwrap_err().0, "the map is not connected");
}

#[test]
fn a_border_to_an_unknown_country_is_refused() {
    let json = r##"{"ruleset":"revancha","name":"t","viewbox":[10,10],
        "continents":[{"id":"c","name_es":"c","name_en":"c","name_it":"c","bonus":1,"color":"#000","countries":["a"]}],
        "countries":[{"id":"a","name_es":"a","name_en":"a","name_it":"a","continent":"c","island":false,"card":["avion"],"x":1,"y":1}],
        "borders":[["a","zz"]],"continent_cards":{"c":["avion"]}}"##;
    assert!(Board::from_json(json).unwrap_err().0.contains("zz"));
}

/// R-CLS-1: the classic board has 50 countries in 6 continents (no
/// Central America), 89 borders, and R-CLS-4's continent bonuses.
#[test]
fn classic_board_has_50_countries_in_6_continents_r_cls_1_r_cls_4() {
    let b = Board::classic();
    assert_eq!((b.ruleset.as_str(), b.len(), b.continents.len()), ("classic", 50, 6));
    assert_eq!(b.borders.len(), 89);
    let bonus = |slug: &str| b.continent(b.continent_by_slug(slug).expect(slug)).bonus;
    let bonuses: Vec<u32> =
        ["asia", "europe", "north_america", "south_america", "africa", "oceania"]
            .into_iter()
            .map(bonus)
            .collect();
    assert_eq!(bonuses, [7, 5, 5, 3, 3, 2]);
    assert!(b.continent_by_slug("central_america").is_none());
    assert!(b.continents.iter().all(|c| c.card.is_empty()), "no continent cards");
}

/// R-CLS-7: classic cards carry galleons, balloons and cannons, plus
/// wildcards; no Revancha symbol and no super-card.
#[test]
fn classic_cards_carry_galleon_balloon_cannon_or_a_wildcard_r_cls_7() {
    let b = Board::classic();
    let count = |want: CardSymbol| b.countries.iter().filter(|c| c.card == want).count();
    let classic = [Symbol::Galleon, Symbol::Balloon, Symbol::Cannon];
    let singles: usize = classic.into_iter().map(|s| count(CardSymbol::Single(s))).sum();
    assert_eq!(singles + count(CardSymbol::Wildcard), 50);
    assert!(classic.into_iter().all(|s| count(CardSymbol::Single(s)) >= 14));
    assert_eq!(count(CardSymbol::Super), 0);
}

/// R-JNR-1: 32 countries in 6 continents of at least 3; Argentina
/// borders Brazil and not Mexico; a bridge joins Turkey and Egypt.
#[test]
fn junior_board_keeps_the_seeds_constraints_r_jnr_1() {
    let b = Board::junior();
    assert_eq!((b.ruleset.as_str(), b.len(), b.continents.len()), ("junior", 32, 6));
    assert!(b.continents.iter().all(|c| c.countries.len() >= 3));
    let id = |slug: &str| b.country_by_slug(slug).expect(slug);
    assert!(b.borders(id("argentina"), id("brasil")));
    assert!(!b.borders(id("argentina"), id("mexico")));
    assert!(b.borders(id("turquia"), id("egipto")));
    assert!(
        b.sea_bridges.contains(&(id("turquia").min(id("egipto")), id("turquia").max(id("egipto"))))
    );
    let slugs = |b: &Board| b.continents.iter().map(|c| c.slug.clone()).collect::<Vec<_>>();
    let mut six = slugs(b);
    six.sort();
    assert_eq!(six, ["africa", "asia", "europe", "north_america", "oceania", "south_america"]);
}
