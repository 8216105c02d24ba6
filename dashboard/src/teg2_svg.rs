//! A TEG II board as SVG (`docs/rules/teg2.md`), drawn from the map data and
//! a viewer's `Teg2View`: land regions sand-coloured and seas blue at their
//! schematic coordinates, borders as lines (coasts dashed), each region's
//! name, every seat's units as a badge in its player's colour, wiped
//! regions crossed out, rockets marked; beside it the war-potential ladder
//! and the objectives table with its tokens. Every region is a
//! `<g class="region" data-region=… data-kind=…>`.

use std::fmt::Write as _;

use domain::Color;
use domain::teg2::{Map, MapId, Teg2View};

use crate::board_svg::{color_hex, esc};
use crate::i18n::{Lang, Tongue};

/// How a TEG II player is drawn: a fill, a text colour readable on it, and
/// who plays (a person's name, or a bot's level).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ink {
    /// The fill, `#rrggbb`.
    pub fill: &'static str,
    /// Text drawn on the fill.
    pub text: &'static str,
    /// Who plays.
    pub name: String,
}

/// Fills for players by number, up to TEG II's 12 (T2-VAR-5): the six
/// colours of the Risk editions, then six more.
const FILLS: [&str; 12] = [
    "#d33a2f", "#2f6bd3", "#2e9d4f", "#f2c12e", "#2b2b2b", "#f4f4f4", "#e8832a", "#7d4cc2",
    "#1f9e9e", "#d85a9c", "#8a5a2b", "#8c8c8c",
];

impl Ink {
    /// Player `player`'s ink: their colour in a game begun before seats had
    /// numbers, else the fill of their number.
    #[must_use]
    pub fn of(player: usize, color: Option<Color>, name: String) -> Ink {
        let fill = Ink::fill(player, color);
        let light = matches!(fill, "#f4f4f4" | "#f2c12e" | "#e8832a" | "#8c8c8c");
        Ink { fill, text: if light { "#111" } else { "#fff" }, name }
    }
}

impl Ink {
    /// Player `player`'s fill, `#rrggbb`, as [`Ink::of`] draws it.
    #[must_use]
    pub fn fill(player: usize, color: Option<Color>) -> &'static str {
        color.map_or(FILLS[player % FILLS.len()], color_hex)
    }
}

/// The ink of the player a seat (a power on a board) belongs to.
fn seat_ink<'a>(view: &Teg2View, inks: &'a [Ink], seat: u8) -> Option<&'a Ink> {
    view.seats.get(usize::from(seat)).and_then(|s| inks.get(usize::from(s.player)))
}

static BLANK: Ink = Ink { fill: "#f4f4f4", text: "#111", name: String::new() };

fn name(map: &Map, slug: &str, tongue: Tongue) -> String {
    map.by_slug(slug)
        .map_or_else(|| slug.to_owned(), |r| tongue.name(&map.region(r).names).to_owned())
}

/// One board of the game (`table`), or the bare map when there is no view.
#[must_use]
pub fn render(
    map_id: MapId,
    view: Option<&Teg2View>,
    table: usize,
    inks: &[Ink],
    tongue: Tongue,
) -> String {
    let map = map_id.map();
    let t = view.and_then(|v| v.tables.get(table));
    let (w, h) = map.viewbox;
    let mut svg = String::with_capacity(32 * 1024);
    let _ = write!(
        svg,
        r#"<svg class="board teg2" data-map="{}" viewBox="0 0 {w} {h}" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="board" font-family="DejaVu Sans, Verdana, sans-serif">"#,
        map_id.slug()
    );
    let pos = |r: domain::teg2::RegionId| (f64::from(map.region(r).x), f64::from(map.region(r).y));
    svg.push_str(r#"<g class="borders">"#);
    for &(a, b) in &map.borders {
        let ((x1, y1), (x2, y2)) = (pos(a), pos(b));
        let coast = map.is_sea(a) != map.is_sea(b);
        let dash = if coast { r#" stroke-dasharray="5 4""# } else { "" };
        let _ = write!(
            svg,
            r##"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#8a8a8a" stroke-width="1.2"{dash}/>"##
        );
    }
    svg.push_str(r#"</g><g class="regions">"#);
    for r in map.region_ids() {
        let region = map.region(r);
        let (x, y) = pos(r);
        let sea = map.is_sea(r);
        let wiped = t.is_some_and(|t| t.wiped.contains(&region.slug));
        let kind = if sea { "sea" } else { "land" };
        let _ = write!(
            svg,
            r#"<g class="region{}" data-region="{}" data-kind="{kind}">"#,
            if wiped { " wiped" } else { "" },
            esc(&region.slug)
        );
        let (fill, radius) = if sea { ("#9cc3e6", 30) } else { ("#e8d6a8", 26) };
        let _ = write!(
            svg,
            r##"<circle cx="{x}" cy="{y}" r="{radius}" fill="{fill}" stroke="#555" stroke-width="1"/>"##
        );
        if wiped {
            let _ = write!(
                svg,
                r##"<path d="M{} {} L{} {} M{} {} L{} {}" stroke="#b00" stroke-width="4"/><title>☢</title>"##,
                x - 18.0,
                y - 18.0,
                x + 18.0,
                y + 18.0,
                x + 18.0,
                y - 18.0,
                x - 18.0,
                y + 18.0
            );
        }
        // Units: one badge per seat present, side by side above the name.
        if let Some(t) = t {
            let here: Vec<_> = t.forces.iter().filter(|f| f.region == region.slug).collect();
            let count = here.len();
            for (i, f) in here.iter().enumerate() {
                let c = seat_ink(view.map_or(&EMPTY, |v| v), inks, f.seat).unwrap_or(&BLANK);
                let dx = (i as f64 - (count as f64 - 1.0) / 2.0) * 22.0;
                let mut text = f.ordinary.to_string();
                if f.aircraft > 0 {
                    let _ = write!(text, "+{}✈", f.aircraft);
                }
                if f.special {
                    text.push('★');
                }
                let _ = write!(
                    svg,
                    r##"<g class="force" data-seat="{}"><rect x="{:.1}" y="{:.1}" width="20" height="16" rx="3" fill="{}" stroke="#222"/><text x="{:.1}" y="{:.1}" font-size="10" text-anchor="middle" fill="{}">{}</text></g>"##,
                    f.seat,
                    x + dx - 10.0,
                    y - 12.0,
                    c.fill,
                    x + dx,
                    y,
                    c.text,
                    esc(&text)
                );
            }
            for rocket in t.rockets.iter().filter(|k| k.region == region.slug) {
                let c = seat_ink(view.map_or(&EMPTY, |v| v), inks, rocket.holder).unwrap_or(&BLANK);
                let _ = write!(
                    svg,
                    r##"<text class="rocket" x="{:.1}" y="{:.1}" font-size="14" fill="{}" stroke="#000" stroke-width="0.5">🚀</text>"##,
                    x + 16.0,
                    y - 14.0,
                    c.fill
                );
            }
        }
        let _ = write!(
            svg,
            r##"<text class="region-name" x="{x}" y="{:.1}" text-anchor="middle" font-size="11" fill="#111" stroke="#fff" stroke-width="3" paint-order="stroke">{}</text></g>"##,
            y + f64::from(if sea { 42 } else { 38 }),
            esc(&name(map, &region.slug, tongue))
        );
    }
    svg.push_str("</g></svg>");
    svg
}

static EMPTY: std::sync::LazyLock<Teg2View> = std::sync::LazyLock::new(|| Teg2View {
    version: 0,
    binding: String::new(),
    level: domain::teg2::PlayLevel::Basic,
    seats: Vec::new(),
    levels: Vec::new(),
    tables: Vec::new(),
    waiting: Vec::new(),
    scores: None,
    timeouts: Vec::new(),
    bots: Vec::new(),
});

/// The panel beside a TEG II board: who plays which power on it (colour,
/// name, a bot's badge, level, whether the game waits on them, timeouts in
/// a row), each power's level on the ladder (T2-POT-1), the objectives
/// table of the board with each seat's tokens (kinds where the viewer may
/// see them), and the score table once over.
#[must_use]
pub fn panel(view: &Teg2View, table: usize, inks: &[Ink], lang: Lang) -> String {
    let mut html = String::from(r#"<div class="teg2-panel">"#);
    let _ =
        write!(html, r#"<h3>{}</h3><table class="powers"><tbody>"#, lang.t("teg2_panel.powers"));
    for (i, seat) in view.seats.iter().enumerate().filter(|(_, s)| usize::from(s.table) == table) {
        let c = inks.get(usize::from(seat.player)).unwrap_or(&BLANK);
        let who = c.name.as_str();
        let level = view.levels.iter().find(|l| l.power == seat.power).map_or(0, |l| l.level);
        let waiting = view.waiting.iter().any(|w| usize::from(w.seat) == i);
        // T2-SEC-5: steps the player let time out in a row.
        let timeouts = view.timeouts.get(usize::from(seat.player)).copied().unwrap_or(0);
        // SVC-BOTS: a seat an operator or the clock handed to a bot.
        let bot = view.bots.get(usize::from(seat.player)).copied().flatten();
        let _ = write!(
            html,
            r#"<tr data-seat="{i}" data-player="{}"><td><span class="swatch" style="background:{}"></span> {}</td><td>{}{}</td><td>{level}</td><td>{}{}</td></tr>"#,
            seat.player,
            c.fill,
            esc(seat.power.slug()),
            esc(who),
            bot.map_or(String::new(), |b| format!(
                r#" <span class="badge bot">bot ({})</span>"#,
                domain::shared::BotLevel::from(b).as_str()
            )),
            if waiting { lang.t("teg2_panel.to_act") } else { "" },
            if timeouts > 0 {
                format!(r#" <span class="badge timeouts">⏱{timeouts}</span>"#)
            } else {
                String::new()
            }
        );
    }
    html.push_str("</tbody></table>");
    let _ = write!(html, r#"<h3>{}</h3><ul class="ladder">"#, lang.t("teg2_panel.war_potential"));
    for l in &view.levels {
        let _ = write!(
            html,
            r#"<li data-power="{}">{}: {}</li>"#,
            l.power.slug(),
            l.power.slug(),
            l.level
        );
    }
    html.push_str("</ul>");
    if let Some(t) = view.tables.get(table) {
        let map = t.map.map();
        let _ = write!(
            html,
            r#"<h3>{}</h3><table class="objectives"><tbody>"#,
            lang.t("teg2_panel.objectives")
        );
        let mut rows: Vec<&str> = Vec::new();
        for k in &t.tokens {
            if !rows.contains(&k.region.as_str()) {
                rows.push(&k.region);
            }
        }
        for region in rows {
            let _ = write!(
                html,
                r#"<tr data-region="{}"><th>{}</th><td>"#,
                esc(region),
                esc(&name(map, region, lang.into()))
            );
            for k in t.tokens.iter().filter(|k| k.region == region) {
                let c = seat_ink(view, inks, k.seat).unwrap_or(&BLANK);
                let kind = k.kind.map_or("?", domain::teg2::TokenKind::slug);
                let _ = write!(
                    html,
                    r#"<span class="token" style="border-color:{}" data-seat="{}">{}</span> "#,
                    c.fill,
                    k.seat,
                    esc(kind)
                );
            }
            html.push_str("</td></tr>");
        }
        html.push_str("</tbody></table>");
        if !t.wiped.is_empty() {
            let _ =
                write!(html, "<p>{}: {}</p>", lang.t("teg2_panel.wiped"), esc(&t.wiped.join(", ")));
        }
    }
    if let Some(scores) = &view.scores {
        let _ = write!(html, r#"<h3>{}</h3><ol class="scores">"#, lang.t("teg2_panel.scores"));
        for team in &scores.teams {
            let who: Vec<String> = team
                .players
                .iter()
                .map(|p| {
                    inks.get(usize::from(*p))
                        .filter(|i| !i.name.is_empty())
                        .map_or_else(|| p.to_string(), |i| i.name.clone())
                })
                .collect();
            let _ = write!(html, "<li>{}: {}</li>", esc(&who.join(" + ")), team.points);
        }
        html.push_str("</ol>");
    }
    html.push_str("</div>");
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_region_of_every_map_is_drawn_once_with_its_name() {
        for m in MapId::ALL {
            let svg = render(m, None, 0, &[], Tongue::Es);
            let map = m.map();
            for r in map.region_ids() {
                let slug = &map.region(r).slug;
                assert_eq!(
                    svg.matches(&format!(r#"data-region="{slug}""#)).count(),
                    1,
                    "{slug} on {m:?}"
                );
                assert!(svg.contains(&esc(&map.region(r).names.es)), "{slug}'s name");
            }
        }
    }
}
