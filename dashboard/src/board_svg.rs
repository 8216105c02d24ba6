//! The board as SVG, drawn from the board data and a game view: countries
//! at their schematic coordinates, filled with the owner's colour and
//! labelled with armies (and missiles), blockades and condominiums marked,
//! borders as lines (sea bridges dashed), continents as tinted regions
//! behind their countries, every name where [`crate::board_layout`] found it
//! room, and a legend of continents, players and marks. Every country is a
//! `<g class="country" data-country=… data-owner=…>`.

use std::fmt::Write as _;

use domain::Color;
use domain::board::Board;
use domain::rules::GameView;

use crate::board_layout::{self, Label};
use crate::i18n::{Lang, Tongue};

/// Fill colour of a player.
#[must_use]
pub fn color_hex(c: Color) -> &'static str {
    match c {
        Color::White => "#f4f4f4",
        Color::Black => "#2b2b2b",
        Color::Red => "#d33a2f",
        Color::Blue => "#2f6bd3",
        Color::Yellow => "#f2c12e",
        Color::Green => "#2e9d4f",
    }
}

/// Text colour readable on a player's fill.
fn ink(c: Color) -> &'static str {
    match c {
        Color::White | Color::Yellow => "#111",
        _ => "#fff",
    }
}

/// Escapes text for XML.
#[must_use]
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The board's background (the page's CSS paints the same).
pub const BACKGROUND: &str = "#eef3f7";

/// The board's legend, as an HTML list beside the drawing: each continent's
/// colour, name and bonus; each seated player's colour and name; and the
/// marks (missiles, sea bridges, blockades, condominiums, the move just
/// made).
#[must_use]
pub fn legend(board: &Board, lang: Lang, players: &[(Color, String)]) -> String {
    let mut html = format!(r#"<ul class="legend" data-board="{}">"#, esc(&board.ruleset));
    for k in &board.continents {
        let name = Tongue::from(lang).name(&k.names);
        let _ = write!(
            html,
            r#"<li data-continent="{}"><span class="swatch" style="background:{}"></span>{} (+{})</li>"#,
            esc(&k.slug),
            esc(&k.color),
            esc(name),
            k.bonus
        );
    }
    html.push_str("</ul><ul class=\"legend\" id=\"legend-players\">");
    for (color, name) in players {
        let _ = write!(
            html,
            r#"<li data-player="{}"><span class="swatch" style="background:{}"></span>{} <b>{}</b></li>"#,
            color.as_str(),
            color_hex(*color),
            crate::narrate::color_name(*color, lang),
            esc(name)
        );
    }
    // Each mark's sample; its words are the message `legend.{mark}`.
    let marks: [(&str, &str); 5] = [
        ("missile", r##"<span class="mark missile">▲2</span>"##),
        ("sea", r#"<span class="dashes">- - -</span>"#),
        ("blockade", r#"<span class="ring blockade"></span>"#),
        ("condominium", r#"<span class="ring condominium"></span>"#),
        ("move", r#"<span class="arrow">→</span>"#),
    ];
    html.push_str("</ul><ul class=\"legend\" id=\"legend-marks\">");
    for (key, sample) in marks {
        let words = lang.t(&format!("legend.{key}"));
        let _ = write!(html, r#"<li data-mark="{key}">{sample} {words}</li>"#);
    }
    html.push_str("</ul>");
    html
}

/// The board of `view` (or the bare board for a lobby).
#[must_use]
pub fn render(board: &Board, view: Option<&GameView>, tongue: Tongue) -> String {
    render_with(board, view, tongue, None)
}

/// A placed label as SVG `<text>`: one `<tspan>` per line, with a white
/// halo under the glyphs so it reads over lines and tints.
fn label_text(svg: &mut String, class: &str, label: &Label, fill: &str, weight: &str) {
    let x = label.x;
    let _ = write!(
        svg,
        r##"<text class="{class}" x="{x:.1}" y="{:.1}" text-anchor="{}" font-size="{:.1}" font-weight="{weight}" fill="{fill}" stroke="#fff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">"##,
        label.y,
        label.anchor.as_str(),
        label.size,
    );
    for (i, line) in label.lines.iter().enumerate() {
        let dy = if i == 0 { "0" } else { "1.1em" };
        let _ = write!(svg, r#"<tspan x="{x:.1}" dy="{dy}">{}</tspan>"#, esc(line));
    }
    svg.push_str("</text>");
}

/// [`render`], with the move just made highlighted: its two countries
/// (`hl-from`, `hl-to`) and an arrow between them of the move's kind
/// (`move-arrow attack|conquest|missile|move`).
#[must_use]
pub fn render_with(
    board: &Board,
    view: Option<&GameView>,
    tongue: Tongue,
    moved: Option<crate::replay::Move>,
) -> String {
    let (w, h) = board.viewbox;
    let mut svg = String::with_capacity(64 * 1024);
    // One font family, so the label layout's width estimate holds.
    let _ = write!(
        svg,
        r#"<svg class="board" viewBox="0 0 {w} {h}" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="board" font-family="DejaVu Sans, Verdana, sans-serif">"#
    );
    let pos = |c: domain::CountryId| {
        let k = board.country(c);
        (f64::from(k.x), f64::from(k.y))
    };
    let labels = board_layout::country_labels(board, tongue);
    let continent_labels = board_layout::continent_labels(board, tongue, &labels);
    // Continents: a tinted halo behind each of their countries.
    svg.push_str(r#"<g class="continents">"#);
    for k in &board.continents {
        let _ = write!(svg, r#"<g class="continent" data-continent="{}">"#, esc(&k.slug));
        for &c in &k.countries {
            let (x, y) = pos(c);
            let _ = write!(
                svg,
                r#"<circle cx="{x}" cy="{y}" r="27" fill="{}" fill-opacity="0.35"/>"#,
                esc(&k.color)
            );
        }
        svg.push_str("</g>");
    }
    svg.push_str("</g><g class=\"borders\">");
    for &(a, b) in &board.borders {
        let ((x1, y1), (x2, y2)) = (pos(a), pos(b));
        let sea = board.sea_bridges.contains(&(a, b)) || board.sea_bridges.contains(&(b, a));
        let dash = if sea { r#" stroke-dasharray="5 4" class="sea""# } else { "" };
        let _ = write!(
            svg,
            r##"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#777" stroke-width="1.2"{dash}/>"##
        );
    }
    svg.push_str("</g><g class=\"continent-names\">");
    for (k, label) in board.continents.iter().zip(&continent_labels) {
        let ink = board_layout::readable_on(&k.color, BACKGROUND);
        let _ = write!(svg, r#"<g data-continent="{}">"#, esc(&k.slug));
        label_text(&mut svg, "continent-name", label, &ink, "bold");
        svg.push_str("</g>");
    }
    svg.push_str("</g><g class=\"countries\">");
    for (i, (k, label)) in board.countries.iter().zip(&labels).enumerate() {
        let (x, y) = (f64::from(k.x), f64::from(k.y));
        let state = view.and_then(|v| v.countries.get(i));
        let owner = state.map(|s| s.owner);
        let fill = owner.map_or("#cfcfcf", color_hex);
        let text = owner.map_or("#111", ink);
        let mut armies = state.map_or(String::new(), |s| s.armies.to_string());
        let missiles = state.map_or(0, |s| s.missiles);
        let blockaded = state.is_some_and(|s| s.blockaded);
        // A condominium (R-PCT-11): a ring in the second owner's colour and
        // both stakes' armies.
        let co = state.and_then(|s| s.co_owner.zip(s.co_armies));
        let (ring, ring_width) = co.map_or(("#222", 1), |(c, _)| (color_hex(c), 4));
        if let Some((_, n)) = co {
            armies = format!("{armies}+{n}");
        }
        let id = board.country_at(i);
        let lit = match moved {
            Some(m) if Some(m.from) == id => " hl-from",
            Some(m) if Some(m.to) == id => " hl-to",
            _ => "",
        };
        let blockade = if blockaded { " blockaded" } else { "" };
        let _ = write!(
            svg,
            r#"<g class="country{lit}{blockade}" data-country="{}" data-owner="{}" data-co-owner="{}" data-armies="{}" data-missiles="{missiles}"><title>{}</title>"#,
            esc(&k.slug),
            owner.map_or("", Color::as_str),
            co.map_or("", |(c, _)| c.as_str()),
            armies,
            esc(tongue.name(&k.names)),
        );
        if blockaded {
            // R-BLK-1: a dashed black ring around the disc.
            let _ = write!(
                svg,
                r##"<circle class="blockade-ring" cx="{x}" cy="{y}" r="15" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="3 2"/>"##
            );
        }
        let armies_size = if armies.len() > 3 { 9 } else { 12 };
        let _ = write!(
            svg,
            r##"<circle cx="{x}" cy="{y}" r="13" fill="{fill}" stroke="{ring}" stroke-width="{ring_width}"/><text class="armies" x="{x}" y="{}" text-anchor="middle" font-size="{armies_size}" font-weight="bold" fill="{text}">{armies}</text>"##,
            y + 4.0
        );
        if missiles > 0 {
            let _ = write!(
                svg,
                r##"<text class="missiles" x="{x}" y="{:.1}" text-anchor="middle" font-size="{}" font-weight="bold" fill="#b00" stroke="#fff" stroke-width="2" paint-order="stroke">▲{missiles}</text>"##,
                board_layout::mark_baseline(y),
                board_layout::MARK_SIZE,
            );
        }
        label_text(&mut svg, "country-name", label, "#111", "normal");
        svg.push_str("</g>");
    }
    svg.push_str("</g>");
    if let Some(m) = moved {
        let ((x1, y1), (x2, y2)) = (pos(m.from), pos(m.to));
        // Stop short of the target's circle so the head stays visible.
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (x2, y2) = (x2 - dx / len * 15.0, y2 - dy / len * 15.0);
        let _ = write!(
            svg,
            r##"<defs><marker id="arrow-head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#111"/></marker></defs><line class="move-arrow {}" x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="#111" stroke-width="3" marker-end="url(#arrow-head)"/>"##,
            m.kind.class()
        );
    }
    svg.push_str("</svg>");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bare_board_has_72_countries_every_border_and_dashed_sea_bridges() {
        let board = Board::revancha();
        let svg = render(board, None, Tongue::En);
        assert_eq!(svg.matches(r#"<g class="country""#).count(), 72);
        assert_eq!(svg.matches("<line ").count(), board.borders.len());
        assert_eq!(svg.matches(r#"class="sea""#).count(), board.sea_bridges.len());
        assert_eq!(svg.matches(r#"<g class="continent""#).count(), board.continents.len());
        assert!(svg.contains("New Zealand") && !svg.contains("Nueva Zelanda"));
    }

    #[test]
    fn a_condominium_shows_both_owners_and_both_stakes_r_pct_11() {
        use domain::rules::{Game, Viewer, view};
        let setup = domain::GameSetup {
            players: vec![Color::Red, Color::Blue, Color::Green],
            options: domain::Options { pacts: true, ..domain::Options::default() },
        };
        let mut p =
            Game::replay(&domain::start(&setup, domain::Seed([3; 32])).expect("start")).position();
        let ucrania = Board::revancha().country_by_slug("ucrania").expect("ucrania");
        let here = &mut p.countries[ucrania.index()];
        (here.owner, here.armies) = (Color::Red, 3);
        here.co = Some(domain::rules::PositionStake { owner: Color::Blue, armies: 2, missiles: 0 });
        let game = Game::replay(&Game::from_position(&p).expect("a valid position"));
        let svg = render(Board::revancha(), Some(&view(&game, Viewer::Spectator)), Tongue::En);
        assert!(svg.contains(
            r#"data-country="ucrania" data-owner="red" data-co-owner="blue" data-armies="3+2""#
        ));
    }
}
