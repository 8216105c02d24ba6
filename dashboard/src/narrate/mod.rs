//! Events in plain Spanish or English, for the event log and the replay: "red
//! attacks Tasmania from New Zealand: 6-5-1 vs 6-4-2, red loses 2, black
//! loses 1". Operators read the log with secrets (objectives, drawn cards,
//! the seed). This file holds the shared words and the dispatch on the
//! seam's event; `risk.rs` and `teg2.rs` each family's sentences.

use domain::shared::{ControlCause, Controller, OnTimeout};
use domain::{Color, CountryId};

use crate::i18n::Lang;

mod risk;
mod teg2;

pub(crate) use risk::situation;
pub use risk::{ending, narrate, objective_words, pact_status, pact_terms};

/// A colour's name in the page's language.
#[must_use]
pub fn color_name(c: Color, lang: Lang) -> &'static str {
    match (lang, c) {
        (Lang::En, _) => c.as_str(),
        (Lang::Es, Color::White) => "blanco",
        (Lang::Es, Color::Black) => "negro",
        (Lang::Es, Color::Red) => "rojo",
        (Lang::Es, Color::Blue) => "azul",
        (Lang::Es, Color::Yellow) => "amarillo",
        (Lang::Es, Color::Green) => "verde",
    }
}

/// Who tells the story: the page's language and, where the page knows
/// them, the people playing each colour, so the narration says "red (ana)"
/// rather than "red" (people, not colours).
#[derive(Debug, Clone, Copy)]
pub struct Voice<'a> {
    /// The page's language.
    pub lang: Lang,
    names: &'a [(Color, String)],
}

impl<'a> Voice<'a> {
    /// Telling in `lang`, with `names` for the colours.
    #[must_use]
    pub fn new(lang: Lang, names: &'a [(Color, String)]) -> Self {
        Voice { lang, names }
    }

    /// Telling in `lang`, colours by colour alone.
    #[must_use]
    pub fn plain(lang: Lang) -> Voice<'static> {
        Voice { lang, names: &[] }
    }
}

impl PartialEq<Lang> for Voice<'_> {
    fn eq(&self, other: &Lang) -> bool {
        self.lang == *other
    }
}

/// A colour as the narration names it: "red (ana)" when the voice knows
/// the player's name, "red" otherwise.
#[must_use]
pub fn who(c: Color, voice: Voice<'_>) -> String {
    let base = color_name(c, voice.lang);
    voice
        .names
        .iter()
        .find(|(k, name)| *k == c && !name.is_empty())
        .map_or_else(|| base.to_owned(), |(_, name)| format!("{base} ({name})"))
}

fn color(c: Color, lang: Voice<'_>) -> String {
    who(c, lang)
}

/// A phase in plain words (`attack` → "attacks", "ataques").
#[must_use]
pub fn phase_words(phase: &str, lang: Lang) -> &'static str {
    let es = lang == Lang::Es;
    match (phase, es) {
        ("lobby", true) => "sala de espera",
        ("lobby", false) => "lobby",
        ("not_started", true) => "sin empezar",
        ("not_started", false) => "not started",
        ("teg2", true) => "partida de TEG II en juego",
        ("teg2", false) => "TEG II game in play",
        ("initial_placement", true) => "colocación inicial",
        ("initial_placement", false) => "initial placement",
        ("extra_reinforcement", true) => "refuerzos extra",
        ("extra_reinforcement", false) => "extra reinforcements",
        ("incorporation", true) => "incorporación de ejércitos",
        ("incorporation", false) => "placing reinforcements",
        ("attack", true) => "ataques",
        ("attack", false) => "attacks",
        ("move_in", true) => "ocupación del país conquistado",
        ("move_in", false) => "moving into a conquered country",
        ("regroup", true) => "reagrupamiento",
        ("regroup", false) => "regrouping",
        ("aggression", true) => "agresión conjunta",
        ("aggression", false) => "joint aggression",
        ("joint_move_in", true) => "ocupación conjunta",
        ("joint_move_in", false) => "joint move-in",
        ("ally_regroup", true) => "reagrupamiento del aliado",
        ("ally_regroup", false) => "ally's regroup",
        ("finished", true) => "terminada",
        ("finished", false) => "finished",
        (_, true) => "otra fase",
        (_, false) => "another phase",
    }
}

/// A game's status in plain words.
#[must_use]
pub fn status_words(status: &str, lang: Lang) -> &'static str {
    match (status, lang) {
        ("lobby", Lang::Es) => "en sala de espera",
        ("lobby", Lang::En) => "lobby",
        ("playing", Lang::Es) => "en juego",
        ("playing", Lang::En) => "playing",
        ("paused", Lang::Es) => "pausada",
        ("paused", Lang::En) => "paused",
        ("finished", Lang::Es) => "terminada",
        ("finished", Lang::En) => "finished",
        ("aborted", Lang::Es) => "anulada",
        ("aborted", Lang::En) => "aborted",
        (_, Lang::Es) => "desconocido",
        (_, Lang::En) => "unknown",
    }
}

/// A country by its name on its own board, in the page's language.
fn country(c: CountryId, lang: Voice<'_>) -> String {
    let names = &c.board().country(c).names;
    match lang.lang {
        Lang::Es => names.es.clone(),
        Lang::En => names.en.clone(),
    }
}

fn continent(k: domain::ContinentId, lang: Voice<'_>) -> String {
    let names = &k.board().continent(k).names;
    match lang.lang {
        Lang::Es => names.es.clone(),
        Lang::En => names.en.clone(),
    }
}

fn dice(d: &[u8]) -> String {
    d.iter().map(u8::to_string).collect::<Vec<_>>().join("-")
}

fn list(items: impl IntoIterator<Item = String>) -> String {
    items.into_iter().collect::<Vec<_>>().join(", ")
}

/// A report's state in words.
#[must_use]
pub fn report_status_words(status: domain::ports::ReportStatus, lang: Lang) -> &'static str {
    use domain::ports::ReportStatus as S;
    let (es, en) = match status {
        S::Open => ("abierta", "open"),
        S::Resolved => ("resuelta", "resolved"),
        S::Dismissed => ("desestimada", "dismissed"),
    };
    if lang == Lang::Es { es } else { en }
}

/// A seat handed to a bot or taken back (SVC-BOTS): `seat` names it.
fn control_sentence(seat: &str, controller: Controller, cause: ControlCause, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let who = match (controller, es) {
        (Controller::Human, true) => "su jugador".to_owned(),
        (Controller::Human, false) => "its player".to_owned(),
        (Controller::Bot { level }, true) => format!("un bot ({level})"),
        (Controller::Bot { level }, false) => format!("a bot ({level})"),
    };
    let why = match (cause, es) {
        (ControlCause::Seat, true) => "al sentarse",
        (ControlCause::Seat, false) => "seated",
        (ControlCause::Timeouts, true) => "por tiempos agotados",
        (ControlCause::Timeouts, false) => "after timeouts",
        (ControlCause::Operator, true) => "por un operador",
        (ControlCause::Operator, false) => "by an operator",
        (ControlCause::Reclaim, true) => "recuperado",
        (ControlCause::Reclaim, false) => "reclaimed",
    };
    if es {
        format!("el lugar de {seat} lo juega {who} ({why})")
    } else {
        format!("{seat}'s seat is played by {who} ({why})")
    }
}

/// A clock run out on `seat` (SVC-CLOCK).
fn timeout_sentence(seat: &str, in_a_row: u32, then: OnTimeout, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let what = match (then, es) {
        (OnTimeout::Pass, true) => "pasa",
        (OnTimeout::Pass, false) => "passes",
        (OnTimeout::Bot, true) => "juega su bot",
        (OnTimeout::Bot, false) => "their bot plays",
    };
    if es {
        format!("{seat} agota su tiempo ({in_a_row} seguidas): {what}")
    } else {
        format!("{seat} runs out of time ({in_a_row} in a row): {what}")
    }
}

/// A change of the game's life (SVC-LIFE): a pause, a resumption, an abort.
fn life_sentence(
    event: &domain::rules::Event,
    by: domain::shared::Authority,
    lang: Lang,
) -> String {
    use domain::rules::Event;
    let es = lang == Lang::Es;
    let who = match (by, es) {
        (domain::shared::Authority::Operator, true) => "un operador",
        (domain::shared::Authority::Operator, false) => "an operator",
        (domain::shared::Authority::Tournament, true) => "el torneo",
        (domain::shared::Authority::Tournament, false) => "the tournament",
    };
    match (event, es) {
        (Event::GamePaused { .. }, true) => format!("la partida queda en pausa ({who})"),
        (Event::GamePaused { .. }, false) => format!("the game is paused by {who}"),
        (Event::GameResumed { .. }, true) => format!("la partida sigue ({who})"),
        (Event::GameResumed { .. }, false) => format!("the game goes on ({who})"),
        (_, true) => format!("la partida se suspende para siempre ({who})"),
        (_, false) => format!("the game is stopped for good by {who}"),
    }
}

/// A TEG II player by number, as sentences name them.
fn player_word(player: u8, lang: Lang) -> String {
    match lang {
        Lang::Es => format!("el jugador {player}"),
        Lang::En => format!("player {player}"),
    }
}

/// One event of either family, as a sentence in the voice's language.
#[must_use]
pub fn narrate_any(event: &domain::game::Event, lang: Voice<'_>) -> String {
    match event {
        domain::game::Event::Risk(e) => risk::narrate(e, lang),
        domain::game::Event::Teg2(logged) => teg2::narrate(logged, lang),
    }
}
