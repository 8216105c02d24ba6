//! TEG II's maps (T2-CMP-3 to T2-CMP-5, T2-OBJ-1, T2-VAR-6): land and sea
//! regions with their neighbours (as `u64` sets) and the board's objectives
//! table, loaded from the data files in `domain/data/teg2-*.json`
//! (`docs/design/teg2-boards.md`). The planisphere is the two boards side by
//! side, built from them: a sea named on both boards is one region, since a
//! name makes a region.

use std::sync::OnceLock;

use serde::Deserialize;

use crate::board::Names;

/// A region's index on its map. On the wire, the region's slug; serialised
/// as its index only inside a snapshot of the state (`teg2::Hosted`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RegionId(pub u8);

impl RegionId {
    /// The index into the map's tables.
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// This region's bit in a [`RegionSet`].
    #[must_use]
    pub fn bit(self) -> u64 {
        1u64 << self.0
    }
}

/// Regions as a bit set (a map has at most 64 regions).
pub type RegionSet = u64;

/// Land or sea (T2-CMP-4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum RegionKind {
    /// Armies stand here at the medium and advanced levels.
    Land,
    /// Ships stand here at the medium and advanced levels.
    Sea,
}

/// Which map a game is played on (T2-CMP-3, T2-VAR-6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MapId {
    /// The Americas board.
    #[default]
    Americas,
    /// The Europe–Africa–Asia board.
    OldWorld,
    /// Both boards side by side as one map.
    Planisphere,
}

impl MapId {
    /// Every map, in catalogue order.
    pub const ALL: [MapId; 3] = [MapId::Americas, MapId::OldWorld, MapId::Planisphere];

    /// The slug on the wire.
    #[must_use]
    pub fn slug(self) -> &'static str {
        match self {
            MapId::Americas => "americas",
            MapId::OldWorld => "old_world",
            MapId::Planisphere => "planisphere",
        }
    }

    /// The map a slug names.
    #[must_use]
    pub fn from_slug(slug: &str) -> Option<MapId> {
        Self::ALL.into_iter().find(|m| m.slug() == slug)
    }

    /// The map's data, parsed and validated once.
    ///
    /// # Panics
    /// Never in a released build: the embedded files are checked by tests.
    #[must_use]
    pub fn map(self) -> &'static Map {
        static AMERICAS: OnceLock<Map> = OnceLock::new();
        static OLD_WORLD: OnceLock<Map> = OnceLock::new();
        static PLANISPHERE: OnceLock<Map> = OnceLock::new();
        let load = |json: &str| {
            Map::from_json(json)
                .unwrap_or_else(|e| panic!("BUG: an embedded TEG II map is invalid: {e}"))
        };
        match self {
            MapId::Americas => {
                AMERICAS.get_or_init(|| load(include_str!("../../data/teg2-americas.json")))
            }
            MapId::OldWorld => {
                OLD_WORLD.get_or_init(|| load(include_str!("../../data/teg2-old-world.json")))
            }
            MapId::Planisphere => PLANISPHERE.get_or_init(|| {
                Map::side_by_side(MapId::Americas.map(), MapId::OldWorld.map())
                    .unwrap_or_else(|e| panic!("BUG: the planisphere cannot be built: {e}"))
            }),
        }
    }
}

/// One region of a map.
#[derive(Debug, Clone)]
pub struct Region {
    /// Stable slug (`cuerno_de_africa`).
    pub slug: String,
    /// Display names.
    pub names: Names,
    /// Land or sea.
    pub kind: RegionKind,
    /// Drawing centre, in the map's view box.
    pub x: u16,
    /// Drawing centre, in the map's view box.
    pub y: u16,
}

/// A validated TEG II map.
#[derive(Debug)]
pub struct Map {
    /// The map's slug (`americas`).
    pub slug: String,
    /// Display name.
    pub name: String,
    /// Drawing view box (width, height).
    pub viewbox: (u16, u16),
    /// Regions, indexed by [`RegionId`].
    pub regions: Vec<Region>,
    /// Every border once, as (lower id, higher id).
    pub borders: Vec<(RegionId, RegionId)>,
    /// The objectives tables in play order: one per board (two on the
    /// planisphere), each listing its regions from the top (T2-OBJ-1).
    pub tables: Vec<Vec<RegionId>>,
    neighbours: Vec<RegionSet>,
}

/// Why map data was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MapError(pub String);

message_error!(MapError, "invalid TEG II map: {}");

#[derive(Deserialize)]
struct RawMap {
    board: String,
    name: String,
    viewbox: (u16, u16),
    regions: Vec<RawRegion>,
    borders: Vec<(String, String)>,
    objectives_table: Vec<String>,
}

#[derive(Deserialize)]
struct RawRegion {
    id: String,
    name_es: String,
    name_en: String,
    name_it: String,
    kind: RegionKind,
    x: u16,
    y: u16,
}

/// The most regions a map may have: sets are `u64`.
pub const MAX_REGIONS: usize = 64;

impl Map {
    /// Parses and validates a board's data file.
    ///
    /// # Errors
    /// Malformed JSON, duplicate or unknown regions, a self or duplicate
    /// border, a disconnected map, or a bad objectives table.
    pub fn from_json(json: &str) -> Result<Map, MapError> {
        let raw: RawMap = serde_json::from_str(json).map_err(|e| MapError(format!("json: {e}")))?;
        let regions = raw
            .regions
            .into_iter()
            .map(|r| Region {
                slug: r.id,
                names: Names { es: r.name_es, en: r.name_en, it: r.name_it },
                kind: r.kind,
                x: r.x,
                y: r.y,
            })
            .collect();
        Map::build(raw.board, raw.name, raw.viewbox, regions, &raw.borders, &[raw.objectives_table])
    }

    fn build(
        slug: String,
        name: String,
        viewbox: (u16, u16),
        regions: Vec<Region>,
        borders: &[(String, String)],
        tables: &[Vec<String>],
    ) -> Result<Map, MapError> {
        let n = regions.len();
        if n == 0 || n > MAX_REGIONS {
            return Err(MapError(format!("{n} regions (1..={MAX_REGIONS} allowed)")));
        }
        for (i, r) in regions.iter().enumerate() {
            if regions[..i].iter().any(|o| o.slug == r.slug) {
                return Err(MapError(format!("duplicate region `{}`", r.slug)));
            }
            if r.x > viewbox.0 || r.y > viewbox.1 {
                return Err(MapError(format!("`{}` is drawn outside the view box", r.slug)));
            }
        }
        let index = |slug: &str| {
            regions
                .iter()
                .position(|r| r.slug == slug)
                .and_then(|i| u8::try_from(i).ok())
                .map(RegionId)
                .ok_or_else(|| MapError(format!("unknown region `{slug}`")))
        };
        let mut neighbours = vec![0u64; n];
        let mut pairs = Vec::with_capacity(borders.len());
        for (a, b) in borders {
            let (a, b) = (index(a)?, index(b)?);
            if a == b {
                return Err(MapError(format!("`{}` borders itself", regions[a.index()].slug)));
            }
            let pair = (a.min(b), a.max(b));
            if pairs.contains(&pair) {
                return Err(MapError(format!(
                    "the border {} – {} is listed twice",
                    regions[a.index()].slug,
                    regions[b.index()].slug
                )));
            }
            pairs.push(pair);
            neighbours[a.index()] |= b.bit();
            neighbours[b.index()] |= a.bit();
        }
        pairs.sort_unstable();
        // Every region reachable from the first: a unit can always move.
        let mut seen: RegionSet = 1;
        let mut frontier: RegionSet = 1;
        while frontier != 0 {
            let mut next = 0;
            for id in ids_in(frontier) {
                next |= neighbours[id.index()];
            }
            frontier = next & !seen;
            seen |= next;
        }
        let all = if n == MAX_REGIONS { u64::MAX } else { (1u64 << n) - 1 };
        if seen != all {
            return Err(MapError("the map is not connected".to_owned()));
        }
        let mut table_ids = Vec::with_capacity(tables.len());
        for table in tables {
            let ids: Vec<RegionId> = table.iter().map(|s| index(s)).collect::<Result<_, _>>()?;
            if ids.iter().enumerate().any(|(i, id)| ids[..i].contains(id)) {
                return Err(MapError("a region appears twice in an objectives table".to_owned()));
            }
            table_ids.push(ids);
        }
        Ok(Map { slug, name, viewbox, regions, borders: pairs, tables: table_ids, neighbours })
    }

    /// The planisphere (T2-VAR-6): `left` and `right` side by side, the
    /// right board's drawing shifted by the left's width, a sea named on
    /// both drawn once (at its left-board position) and bordering the seas
    /// and coasts of both.
    ///
    /// # Errors
    /// When the two boards share a land region, or the result is invalid.
    pub fn side_by_side(left: &Map, right: &Map) -> Result<Map, MapError> {
        let mut regions = left.regions.clone();
        for r in &right.regions {
            match regions.iter().find(|o| o.slug == r.slug) {
                Some(o) if o.kind == RegionKind::Sea && r.kind == RegionKind::Sea => {}
                Some(_) => {
                    return Err(MapError(format!("both boards have the land region `{}`", r.slug)));
                }
                None => regions.push(Region { x: r.x + left.viewbox.0, ..r.clone() }),
            }
        }
        let slug = |map: &Map, id: RegionId| map.regions[id.index()].slug.clone();
        let mut borders: Vec<(String, String)> = Vec::new();
        for map in [left, right] {
            for &(a, b) in &map.borders {
                let pair = (slug(map, a), slug(map, b));
                let swapped = (pair.1.clone(), pair.0.clone());
                if !borders.contains(&pair) && !borders.contains(&swapped) {
                    borders.push(pair);
                }
            }
        }
        let tables: Vec<Vec<String>> = [left, right]
            .iter()
            .map(|m| m.tables[0].iter().map(|&id| slug(m, id)).collect())
            .collect();
        Map::build(
            MapId::Planisphere.slug().to_owned(),
            format!("{} + {}", left.name, right.name),
            (left.viewbox.0 + right.viewbox.0, left.viewbox.1.max(right.viewbox.1)),
            regions,
            &borders,
            &tables,
        )
    }

    /// How many regions.
    #[must_use]
    pub fn len(&self) -> usize {
        self.regions.len()
    }

    /// Whether the map has no region (never, for a validated map).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.regions.is_empty()
    }

    /// Every region id, in data order.
    pub fn region_ids(&self) -> impl Iterator<Item = RegionId> + '_ {
        (0..self.regions.len()).filter_map(|i| u8::try_from(i).ok()).map(RegionId)
    }

    /// One region.
    #[must_use]
    pub fn region(&self, id: RegionId) -> &Region {
        &self.regions[id.index()]
    }

    /// The region a slug names.
    #[must_use]
    pub fn by_slug(&self, slug: &str) -> Option<RegionId> {
        self.regions
            .iter()
            .position(|r| r.slug == slug)
            .and_then(|i| u8::try_from(i).ok())
            .map(RegionId)
    }

    /// The region's neighbours as a set (T2-CMP-5).
    #[must_use]
    pub fn neighbours(&self, id: RegionId) -> RegionSet {
        self.neighbours[id.index()]
    }

    /// Whether two regions border each other.
    #[must_use]
    pub fn borders(&self, a: RegionId, b: RegionId) -> bool {
        self.neighbours[a.index()] & b.bit() != 0
    }

    /// Whether a region is a sea region.
    #[must_use]
    pub fn is_sea(&self, id: RegionId) -> bool {
        self.regions[id.index()].kind == RegionKind::Sea
    }

    /// The objectives table in play for a number of powers on this map
    /// (T2-OBJ-1, T2-VAR-6), in table order: each table's first rows.
    #[must_use]
    pub fn table_in_play(&self, powers: usize) -> Vec<RegionId> {
        if self.tables.len() == 1 {
            let table = &self.tables[0];
            let cut = match powers {
                6.. => 0,
                5 => 2,
                _ => 3,
            };
            table[..table.len() - cut].to_vec()
        } else {
            let rows = if powers >= 6 { 5 } else { 4 };
            self.tables.iter().flat_map(|t| t.iter().take(rows).copied()).collect()
        }
    }
}

/// The ids in a set, lowest first.
pub fn ids_in(mut set: RegionSet) -> impl Iterator<Item = RegionId> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let bit = set.trailing_zeros();
        set &= set - 1;
        u8::try_from(bit).ok().map(RegionId)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(map: &Map, slug: &str) -> RegionId {
        map.by_slug(slug).unwrap_or_else(|| panic!("no region {slug}"))
    }

    #[test]
    fn the_americas_table_has_9_rows_from_the_atlantic_argentina_chile_to_the_caribbean_and_pacific_t2_obj_1()
     {
        let map = MapId::Americas.map();
        let slugs: Vec<&str> = map.tables[0].iter().map(|&r| map.region(r).slug.as_str()).collect();
        assert_eq!(slugs.len(), 9);
        assert_eq!(&slugs[..3], ["oceano_atlantico", "argentina", "chile"]);
        assert_eq!(&slugs[7..], ["caribe", "oceano_pacifico"]);
        assert_eq!(map.table_in_play(6).len(), 9);
        assert_eq!(map.table_in_play(5).len(), 7, "5 powers: Caribbean and Pacific out");
        assert_eq!(map.table_in_play(4).len(), 6);
        assert_eq!(map.table_in_play(3).len(), 6);
    }

    #[test]
    fn the_old_world_table_has_10_rows_from_north_africa_to_indochina_and_the_pacific_t2_obj_1() {
        let map = MapId::OldWorld.map();
        let slugs: Vec<&str> = map.tables[0].iter().map(|&r| map.region(r).slug.as_str()).collect();
        assert_eq!(slugs.len(), 10);
        assert_eq!(&slugs[..3], ["norte_de_africa", "africa_central", "cuerno_de_africa"]);
        assert!(slugs.contains(&"sudafrica"));
        assert_eq!(&slugs[8..], ["indochina", "oceano_pacifico"]);
        assert_eq!(map.table_in_play(5).len(), 8, "5 powers: Indochina and Pacific out");
        assert_eq!(map.table_in_play(4).len(), 7);
    }

    #[test]
    fn the_seeds_borders_hold_t2_cmp_5_t2_sea_6() {
        let old = MapId::OldWorld.map();
        assert!(old.borders(id(old, "oceano_indico"), id(old, "oceano_atlantico")));
        assert!(old.borders(id(old, "oceano_indico"), id(old, "oceano_pacifico")));
        assert!(old.borders(id(old, "medio_oriente"), id(old, "norte_de_africa")));
        let americas = MapId::Americas.map();
        let caribe = id(americas, "caribe");
        assert!(americas.is_sea(caribe), "the Caribbean is a sea region");
        assert!(americas.borders(caribe, id(americas, "oceano_atlantico")));
    }

    #[test]
    fn every_region_has_a_land_or_sea_kind_and_the_powers_are_not_regions_t2_cmp_1_t2_cmp_4() {
        for m in MapId::ALL {
            let map = m.map();
            assert!(
                map.region_ids().any(|r| map.is_sea(r)) && map.region_ids().any(|r| !map.is_sea(r))
            );
            for power in [
                "eeuu",
                "estados_unidos",
                "urss",
                "china",
                "japon",
                "europa_occidental",
                "europa_oriental",
            ] {
                assert!(map.by_slug(power).is_none(), "{power} is a power, not a region");
            }
            // Every land region touches some sea or land neighbour; every
            // sea touches land, so ships and armies both have somewhere to go.
            for r in map.region_ids() {
                assert_ne!(map.neighbours(r), 0, "{} has no neighbour", map.region(r).slug);
            }
        }
    }

    #[test]
    fn the_planisphere_joins_the_boards_at_their_shared_oceans_t2_var_6() {
        let (a, o, p) = (MapId::Americas.map(), MapId::OldWorld.map(), MapId::Planisphere.map());
        assert_eq!(
            p.len(),
            a.len() + o.len() - 2,
            "the Atlantic and the Pacific are one region each"
        );
        let atlantic = id(p, "oceano_atlantico");
        assert!(
            p.borders(atlantic, id(p, "brasil")) && p.borders(atlantic, id(p, "africa_occidental"))
        );
        let pacific = id(p, "oceano_pacifico");
        assert!(p.borders(pacific, id(p, "chile")) && p.borders(pacific, id(p, "australia")));
        assert_eq!(p.table_in_play(6).len(), 10, "6 players: the first 5 of each table");
        assert_eq!(p.table_in_play(4).len(), 8, "4 or 5 players: the first 4 of each table");
        assert_eq!(p.table_in_play(5).len(), 8);
        let table = p.table_in_play(6);
        assert!(table.iter().enumerate().all(|(i, r)| !table[..i].contains(r)));
    }

    #[test]
    fn a_disconnected_or_self_bordering_map_is_refused() {
        let json = r#"{"board":"x","name":"x","viewbox":[10,10],"regions":[
            {"id":"a","name_es":"a","name_en":"a","name_it":"a","kind":"land","x":1,"y":1},
            {"id":"b","name_es":"b","name_en":"b","name_it":"b","kind":"sea","x":1,"y":1}],
            "borders":[BORDERS],"objectives_table":["a"]}"#;
        assert!(Map::from_json(&json.replace("BORDERS", "")).is_err());
        assert!(Map::from_json(&json.replace("BORDERS", r#"["a","a"]"#)).is_err());
        assert!(Map::from_json(&json.replace("BORDERS", r#"["a","b"],["b","a"]"#)).is_err());
        assert!(Map::from_json(&json.replace("BORDERS", r#"["a","c"]"#)).is_err());
        assert!(Map::from_json(&json.replace("BORDERS", r#"["a","b"]"#)).is_ok());
    }
}
