//! Where the board's words go: each country's name beside its disc and each
//! continent's name in a clear spot among its countries, so that no label
//! covers another label or a disc. The boards' data gives only each
//! country's centre, so placement is computed here, greedily, from an
//! estimate of the text's width (the browser test measures the real boxes):
//! each country's name is tried below, above, beside and at the corners of
//! its disc, on two lines or smaller only when needed, then repaired until
//! no name covers another name or a disc; each continent's name goes at the
//! clear spot nearest its middle, in its colour darkened to 4.5:1 contrast.
//!
//! Sizes are in the board's view-box units (1000 wide).

use domain::board::Board;

use crate::i18n::Tongue;

/// Radius of a country's disc, its ring included.
pub const DISC: f64 = 15.0;
/// Font size of a country's name.
pub const NAME_SIZE: f64 = 10.5;
/// Font size of a continent's name.
pub const CONTINENT_SIZE: f64 = 14.0;

/// An axis-aligned box: left, top, right, bottom.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x0: f64,
    /// Top edge.
    pub y0: f64,
    /// Right edge.
    pub x1: f64,
    /// Bottom edge.
    pub y1: f64,
}

impl Rect {
    /// Whether the two boxes share any area.
    #[must_use]
    pub fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }

    fn inside(&self, w: f64, h: f64) -> bool {
        self.x0 >= 1.0 && self.y0 >= 1.0 && self.x1 <= w - 1.0 && self.y1 <= h - 1.0
    }

    fn area_with(&self, o: &Rect) -> f64 {
        let w = (self.x1.min(o.x1) - self.x0.max(o.x0)).max(0.0);
        let h = (self.y1.min(o.y1) - self.y0.max(o.y0)).max(0.0);
        w * h
    }
}

/// How a label's text is anchored at its point (SVG `text-anchor`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// Left edge at x.
    Start,
    /// Centred on x.
    Middle,
    /// Right edge at x.
    End,
}

impl Anchor {
    /// The SVG attribute value.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        }
    }
}

/// A placed label: its lines, the first line's baseline point and anchor,
/// and the box it is expected to cover.
#[derive(Debug, Clone, PartialEq)]
pub struct Label {
    /// One or two lines (a long name of several words is split).
    pub lines: Vec<String>,
    /// Anchor point's x.
    pub x: f64,
    /// First baseline's y.
    pub y: f64,
    /// How the text hangs from x.
    pub anchor: Anchor,
    /// Font size (smaller than [`NAME_SIZE`] only where nothing else fits).
    pub size: f64,
    /// The estimated box.
    pub rect: Rect,
}

/// The estimated advance of `text` at `size`: DejaVu Sans-like widths,
/// erring wide so the estimate covers the real glyphs.
#[must_use]
pub fn text_width(text: &str, size: f64) -> f64 {
    let em: f64 = text
        .chars()
        .map(|c| match c {
            ' ' => 0.34,
            'i' | 'l' | 'j' | 'í' | '\'' | '.' | ',' => 0.3,
            'f' | 't' | 'r' => 0.42,
            'm' | 'w' => 0.92,
            'M' | 'W' => 0.95,
            c if c.is_uppercase() => 0.74,
            _ => 0.62,
        })
        .sum();
    em * size
}

/// The box of `lines` at size `size`, baseline `y`, anchored at `x`.
fn text_rect(lines: &[String], x: f64, y: f64, anchor: Anchor, size: f64) -> Rect {
    let w = lines.iter().map(|l| text_width(l, size)).fold(0.0, f64::max);
    let x0 = match anchor {
        Anchor::Start => x,
        Anchor::Middle => x - w / 2.0,
        Anchor::End => x - w,
    };
    let n = lines.len() as f64;
    // Ascent ~0.78 em above the first baseline, descent ~0.24 em below the
    // last one; each further line 1.1 em lower; 1.5 units of halo around.
    Rect {
        x0: x0 - 1.5,
        y0: y - 0.78 * size - 1.5,
        x1: x0 + w + 1.5,
        y1: y + (n - 1.0) * 1.1 * size + 0.24 * size + 1.5,
    }
}

/// The name on one line, or split in two at the space nearest its middle.
fn line_choices(name: &str) -> Vec<Vec<String>> {
    let mut choices = vec![vec![name.to_owned()]];
    let mid = name.len() / 2;
    if let Some((i, _)) =
        name.char_indices().filter(|&(_, c)| c == ' ').min_by_key(|&(i, _)| i.abs_diff(mid))
    {
        choices.push(vec![name[..i].to_owned(), name[i + 1..].to_owned()]);
    }
    choices
}

/// How far the missiles' mark, centred on top of a disc, sticks out of it.
const MARK: f64 = 22.0;

/// The spots tried around a disc at (x, y), best first: below, above, the
/// sides, then the corners. Each clears [`disc_rect`] of its own country.
fn spots(x: f64, y: f64, lines: usize, size: f64) -> Vec<(f64, f64, Anchor)> {
    let extra = (lines as f64 - 1.0) * 1.1 * size;
    let below = y + DISC + 0.78 * size + 2.0;
    let above = y - MARK - 0.24 * size - 2.0 - extra;
    let side = y + size * 0.35 - extra / 2.0;
    let (right, left) = (x + DISC + 2.0, x - DISC - 2.0);
    let mut all = vec![
        (x, below, Anchor::Middle),
        (x, above, Anchor::Middle),
        (right, side, Anchor::Start),
        (left, side, Anchor::End),
        (x + 6.0, below, Anchor::Start),
        (x - 6.0, below, Anchor::End),
        (x + 6.0, above, Anchor::Start),
        (x - 6.0, above, Anchor::End),
        (right, below - 6.0, Anchor::Start),
        (left, below - 6.0, Anchor::End),
        (right, above + 6.0, Anchor::Start),
        (left, above + 6.0, Anchor::End),
        (x, below + 8.0, Anchor::Middle),
        (x, above - 8.0, Anchor::Middle),
    ];
    // Slid sideways a little, for a gap that is off-centre.
    for dx in [8.0, -8.0, 16.0, -16.0] {
        all.push((x + dx, below, Anchor::Middle));
        all.push((x + dx, above, Anchor::Middle));
    }
    all
}

/// The box a country's disc (and its missiles' mark on top) covers.
#[must_use]
pub fn disc_rect(x: f64, y: f64) -> Rect {
    Rect { x0: x - DISC, y0: y - MARK, x1: x + DISC, y1: y + DISC }
}

/// Font size of the missiles' mark.
pub const MARK_SIZE: f64 = 9.0;

/// The baseline of the missiles' mark of a disc at (x, y), centred on x:
/// its glyphs stay inside [`disc_rect`].
#[must_use]
pub fn mark_baseline(y: f64) -> f64 {
    y - MARK + 0.78 * MARK_SIZE + 0.5
}

/// Every country's name label, in the board's order.
#[must_use]
pub fn country_labels(board: &Board, tongue: Tongue) -> Vec<Label> {
    let (w, h) = (f64::from(board.viewbox.0), f64::from(board.viewbox.1));
    let discs: Vec<Rect> =
        board.countries.iter().map(|c| disc_rect(f64::from(c.x), f64::from(c.y))).collect();
    // The most crowded countries choose first: they have the fewest spots.
    let mut order: Vec<usize> = (0..board.countries.len()).collect();
    let crowd = |i: usize| {
        let (x, y) = (f64::from(board.countries[i].x), f64::from(board.countries[i].y));
        board
            .countries
            .iter()
            .filter(|o| (f64::from(o.x) - x).hypot(f64::from(o.y) - y) < 90.0)
            .count()
    };
    order.sort_by_key(|&i| std::cmp::Reverse(crowd(i)));
    let candidates: Vec<Vec<Label>> = board
        .countries
        .iter()
        .map(|c| {
            let (x, y) = (f64::from(c.x), f64::from(c.y));
            let mut all = Vec::new();
            // A smaller size comes last: only where no full-size spot is clear.
            for size in [NAME_SIZE, NAME_SIZE * 0.85] {
                for lines in line_choices(tongue.name(&c.names)) {
                    for (lx, ly, anchor) in spots(x, y, lines.len(), size) {
                        let rect = text_rect(&lines, lx, ly, anchor, size);
                        all.push(Label { lines: lines.clone(), x: lx, y: ly, anchor, size, rect });
                    }
                }
            }
            all
        })
        .collect();
    // What a candidate costs against the discs and the board's edges alone.
    let fixed = |l: &Label| {
        let mut cost: f64 = discs.iter().map(|d| l.rect.area_with(d)).sum();
        if !l.rect.inside(w, h) {
            cost += 10_000.0;
        }
        cost
    };
    let mut chosen: Vec<Option<usize>> = vec![None; board.countries.len()];
    let pick = |chosen: &[Option<usize>], i: usize| -> usize {
        let mut best = (f64::INFINITY, 0);
        for (k, cand) in candidates[i].iter().enumerate() {
            let mut cost = fixed(cand);
            for (j, c) in chosen.iter().enumerate() {
                if let (true, Some(c)) = (j != i, c) {
                    cost += cand.rect.area_with(&candidates[j][*c].rect);
                }
            }
            // A tie goes to the earlier (preferred) spot.
            if cost < best.0 {
                best = (cost, k);
            }
            if cost == 0.0 {
                break;
            }
        }
        best.1
    };
    // Greedy first, then passes that move any label still in conflict to
    // its cheapest spot given all the others, until nothing moves.
    for &i in &order {
        chosen[i] = Some(pick(&chosen, i));
    }
    for _ in 0..50 {
        let mut moved = false;
        for &i in &order {
            let k = pick(&chosen, i);
            if chosen[i] != Some(k) {
                chosen[i] = Some(k);
                moved = true;
            }
        }
        if !moved {
            break;
        }
    }
    let placed: Vec<Option<Label>> =
        chosen.iter().enumerate().map(|(i, k)| k.map(|k| candidates[i][k].clone())).collect();
    placed.into_iter().flatten().collect()
}

/// Each continent's name label, in the board's order: the clear spot
/// nearest the middle of its countries, among them or just around them.
#[must_use]
pub fn continent_labels(board: &Board, tongue: Tongue, countries: &[Label]) -> Vec<Label> {
    let (w, h) = (f64::from(board.viewbox.0), f64::from(board.viewbox.1));
    let mut taken: Vec<Rect> = countries.iter().map(|l| l.rect).collect();
    taken.extend(board.countries.iter().map(|c| disc_rect(f64::from(c.x), f64::from(c.y))));
    let mut out = Vec::with_capacity(board.continents.len());
    for k in &board.continents {
        let pts: Vec<(f64, f64)> = k
            .countries
            .iter()
            .map(|&c| {
                let c = board.country(c);
                (f64::from(c.x), f64::from(c.y))
            })
            .collect();
        let n = pts.len().max(1) as f64;
        let cx = pts.iter().map(|p| p.0).sum::<f64>() / n;
        let cy = pts.iter().map(|p| p.1).sum::<f64>() / n;
        let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0.0_f64, 0.0_f64);
        for &(x, y) in &pts {
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
        let lines = vec![tongue.name(&k.names).to_owned()];
        let mut best: Option<(f64, Label)> = None;
        let mut y = y0 - 45.0;
        while y <= y1 + 45.0 {
            let mut x = x0 - 60.0;
            while x <= x1 + 60.0 {
                let rect = text_rect(&lines, x, y, Anchor::Middle, CONTINENT_SIZE);
                let clear = rect.inside(w, h) && !taken.iter().any(|t| t.overlaps(&rect));
                let d = (x - cx).hypot(y - cy);
                if clear && best.as_ref().is_none_or(|(b, _)| d < *b) {
                    let anchor = Anchor::Middle;
                    let size = CONTINENT_SIZE;
                    best = Some((d, Label { lines: lines.clone(), x, y, anchor, size, rect }));
                }
                x += 4.0;
            }
            y += 4.0;
        }
        // Nowhere clear: the middle, over the discs, rather than no name.
        let label = best.map_or_else(
            || {
                let rect = text_rect(&lines, cx, cy, Anchor::Middle, CONTINENT_SIZE);
                let size = CONTINENT_SIZE;
                Label { lines, x: cx, y: cy, anchor: Anchor::Middle, size, rect }
            },
            |(_, l)| l,
        );
        taken.push(label.rect);
        out.push(label);
    }
    out
}

/// Relative luminance of `#rrggbb` (WCAG 2).
fn luminance(hex: &str) -> f64 {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap_or(0);
    let channel = |shift: u32| {
        let c = f64::from((v >> shift) & 0xff) / 255.0;
        if c <= 0.039_28 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
    };
    0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
}

/// WCAG contrast ratio of two `#rrggbb` colours.
#[must_use]
pub fn contrast(a: &str, b: &str) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// `hex` darkened until it reads on `background` at 4.5:1 or better (WCAG
/// AA for text), keeping its hue so a continent's name matches its tint.
#[must_use]
pub fn readable_on(hex: &str, background: &str) -> String {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap_or(0);
    let (r, g, b) = ((v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff);
    for step in 0..=20_u32 {
        let f = |c: u32| c * (20 - step) / 20;
        let out = format!("#{:02x}{:02x}{:02x}", f(r), f(g), f(b));
        if contrast(&out, background) >= 4.5 {
            return out;
        }
    }
    "#000000".to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn boards() -> [&'static Board; 3] {
        [Board::revancha(), Board::classic(), Board::junior()]
    }

    /// Every conflict of a board's country labels: with a label, a disc or
    /// the board's edge.
    fn conflicts(board: &Board, lang: Tongue) -> Vec<String> {
        let labels = country_labels(board, lang);
        let (w, h) = (f64::from(board.viewbox.0), f64::from(board.viewbox.1));
        let mut found = Vec::new();
        for (i, a) in labels.iter().enumerate() {
            let who = &board.countries[i].slug;
            if !a.rect.inside(w, h) {
                found.push(format!("{who} leaves the board"));
            }
            for (j, b) in labels.iter().enumerate().skip(i + 1) {
                if a.rect.overlaps(&b.rect) {
                    found.push(format!("{who} and {}'s labels overlap", board.countries[j].slug));
                }
            }
            for c in &board.countries {
                if a.rect.overlaps(&disc_rect(f64::from(c.x), f64::from(c.y))) {
                    found.push(format!("{who}'s label covers {}'s disc", c.slug));
                }
            }
        }
        found
    }

    #[test]
    fn every_country_of_every_board_gets_a_label_that_covers_no_other_label_and_no_disc() {
        let mut found = Vec::new();
        for board in boards() {
            for lang in [Tongue::Es, Tongue::En, Tongue::It] {
                assert_eq!(country_labels(board, lang).len(), board.countries.len());
                for c in conflicts(board, lang) {
                    found.push(format!("{} ({lang:?}): {c}", board.ruleset));
                }
            }
        }
        assert!(found.is_empty(), "{} conflicts:\n{}", found.len(), found.join("\n"));
    }

    #[test]
    fn continent_names_sit_clear_of_countries_and_read_at_wcag_aa_contrast() {
        for board in boards() {
            for lang in [Tongue::Es, Tongue::En, Tongue::It] {
                let countries = country_labels(board, lang);
                let continents = continent_labels(board, lang, &countries);
                assert_eq!(continents.len(), board.continents.len());
                for (k, label) in board.continents.iter().zip(&continents) {
                    for c in &countries {
                        assert!(!label.rect.overlaps(&c.rect), "{}: {}", board.ruleset, k.slug);
                    }
                    let ink = readable_on(&k.color, "#eef3f7");
                    assert!(contrast(&ink, "#eef3f7") >= 4.5, "{}: {ink}", k.slug);
                }
            }
        }
    }

    #[test]
    fn a_long_name_of_two_words_may_be_split_at_its_middle_space() {
        assert_eq!(line_choices("Victoria Island")[1], vec!["Victoria", "Island"]);
        assert_eq!(line_choices("Perú").len(), 1);
        assert!(text_width("Victoria Island", 10.0) > text_width("Perú", 10.0));
    }
}
