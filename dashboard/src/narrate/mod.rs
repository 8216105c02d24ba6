//! Events in plain Spanish, English or Italian, for the event log and the
//! replay: "red attacks Tasmania from New Zealand: 6-5-1 vs 6-4-2, red loses
//! 2, black loses 1". Operators read the log with secrets (objectives,
//! drawn cards, the seed). Every sentence is a message of the catalogue
//! (`crate::i18n`), its arguments passed by name, so an event is told once
//! for every language. This file holds the shared words and the dispatch on
//! the seam's event; `risk.rs` and `teg2.rs` each family's sentences.

use std::fmt::Display;

use domain::shared::{ControlCause, Controller, OnTimeout};
use domain::{Color, CountryId};

use crate::i18n::{Lang, Tongue};

mod risk;
mod teg2;

pub(crate) use risk::situation;
pub use risk::{ending, narrate, objective_words, pact_status, pact_terms};

/// A colour's name in the page's language.
#[must_use]
pub fn color_name(c: Color, lang: Lang) -> &'static str {
    lang.t(&format!("color.{}", c.as_str()))
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

impl Voice<'_> {
    /// A sentence in the voice's language ([`Lang::say`]).
    fn say(&self, id: &str, args: &[(&str, &dyn Display)]) -> String {
        self.lang.say(id, args)
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

/// A unit variant's name on the wire (`PactEnd::TruceOver` is
/// `truce_over`), which names its message: stored games are read back by
/// these names, so they never change.
fn wire_name(value: &impl serde::Serialize) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(name)) => name,
        _ => String::new(),
    }
}

/// The word for a unit variant: the message `{group}.{wire name}`
/// (`pact_end.truce_over`).
fn word(group: &str, value: &impl serde::Serialize, lang: Lang) -> &'static str {
    lang.t(&format!("{group}.{}", wire_name(value)))
}

/// A phase in plain words (`attack` → "attacks", "ataques").
#[must_use]
pub fn phase_words(phase: &str, lang: Lang) -> &'static str {
    lang.find(&format!("phase.{phase}")).unwrap_or_else(|| lang.t("phase.other"))
}

/// A game's status in plain words.
#[must_use]
pub fn status_words(status: &str, lang: Lang) -> &'static str {
    lang.find(&format!("status.{status}")).unwrap_or_else(|| lang.t("status.unknown"))
}

/// A country by its name on its own board, in the page's language.
fn country(c: CountryId, lang: Voice<'_>) -> String {
    Tongue::from(lang.lang).name(&c.board().country(c).names).to_owned()
}

fn continent(k: domain::ContinentId, lang: Voice<'_>) -> String {
    Tongue::from(lang.lang).name(&k.board().continent(k).names).to_owned()
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
    lang.t(&format!("report.{}", status.as_str()))
}

/// A seat handed to a bot or taken back (SVC-BOTS): `seat` names it.
fn control_sentence(seat: &str, controller: Controller, cause: ControlCause, lang: Lang) -> String {
    let controller = match controller {
        Controller::Human => lang.t("controller.human").to_owned(),
        Controller::Bot { level } => lang.say("controller.bot", &[("level", &level)]),
    };
    let cause = word("control_cause", &cause, lang);
    lang.say("control.changed", &[("seat", &seat), ("controller", &controller), ("cause", &cause)])
}

/// A clock run out on `seat` (SVC-CLOCK).
fn timeout_sentence(seat: &str, in_a_row: u32, then: OnTimeout, lang: Lang) -> String {
    let then = lang.t(&format!("on_timeout.{}", then.as_str()));
    lang.say("timed_out", &[("seat", &seat), ("in_a_row", &in_a_row), ("then", &then)])
}

/// A change of the game's life (SVC-LIFE): a pause, a resumption, an abort.
fn life_sentence(
    event: &domain::rules::Event,
    by: domain::shared::Authority,
    lang: Lang,
) -> String {
    use domain::rules::Event;
    let id = match event {
        Event::GamePaused { .. } => "life.paused",
        Event::GameResumed { .. } => "life.resumed",
        _ => "life.aborted",
    };
    lang.say(id, &[("by", &word("authority", &by, lang))])
}

/// A TEG II player by number, as sentences name them.
fn player_word(player: u8, lang: Lang) -> String {
    lang.say("teg2.player", &[("player", &player)])
}

/// One event of either family, as a sentence in the voice's language.
#[must_use]
pub fn narrate_any(event: &domain::game::Event, lang: Voice<'_>) -> String {
    match event {
        domain::game::Event::Risk(e) => risk::narrate(e, lang),
        domain::game::Event::Teg2(logged) => teg2::narrate(logged, lang),
    }
}

#[cfg(test)]
mod tests {
    use domain::rules::{DiceOffPurpose, PactEnd, Situation, WinReason};
    use domain::shared::{Authority, BotLevel};

    use super::*;

    #[test]
    fn every_variant_a_risk_sentence_names_has_its_word_in_every_language() {
        /// The message ids of unit variants, by their wire names.
        fn ids<T: serde::Serialize>(group: &str, values: &[T]) -> Vec<String> {
            values.iter().map(|v| format!("{group}.{}", wire_name(v))).collect()
        }
        use PactEnd as P;
        let mut ids: Vec<String> = [
            ids("pact_end", &[P::Refused, P::Withdrawn, P::Expired, P::Broken, P::Dismissed]),
            ids("pact_end", &[P::CountryChangedHands, P::PartyOut, P::TruceOver, P::Expelled]),
            ids("win", &[WinReason::CommonObjective, WinReason::SecretObjective]),
            ids("win", &[WinReason::LastStanding, WinReason::OthersForfeited]),
            ids("dice_off", &[DiceOffPurpose::LeftoverCountries, DiceOffPurpose::FirstPlayer]),
            ids("control_cause", &[ControlCause::Seat, ControlCause::Timeouts]),
            ids("control_cause", &[ControlCause::Operator, ControlCause::Reclaim]),
            ids("authority", &[Authority::Operator, Authority::Tournament]),
            ids("situation", &[Situation::ClassicCombat, Situation::Snow, Situation::Tailwind]),
            ids("situation", &[Situation::Crisis, Situation::ExtraReinforcements]),
            ids("situation", &[Situation::OpenBorders, Situation::ClosedBorders]),
        ]
        .concat();
        for then in [OnTimeout::Pass, OnTimeout::Bot] {
            ids.push(format!("on_timeout.{}", then.as_str()));
        }
        ids.extend(Color::ALL.map(|c| format!("color.{}", c.as_str())));
        ids.extend(
            domain::ports::ReportReason::ALL.map(|r| format!("report_reason.{}", r.as_str())),
        );
        ids.extend(crate::replay::Mark::ALL.map(|m| format!("mark.{}", m.slug())));
        for lang in Lang::ALL {
            for id in &ids {
                assert!(lang.find(id).is_some(), "{lang:?} has no message {id}");
            }
        }
        // A variant's own data would make its wire name an object: no word.
        assert_eq!(wire_name(&Situation::Rest(Color::Red)), "");
        assert_eq!(word("situation", &Situation::Snow, Lang::It), "neve");
        assert_eq!(status_words("paused", Lang::It), "in pausa");
        assert_eq!(phase_words("no_such_phase", Lang::It), "un'altra fase");
        let bot = Controller::Bot { level: BotLevel::Greedy };
        assert_eq!(
            control_sentence("rosso", bot, ControlCause::Timeouts, Lang::It),
            "un bot (greedy) gioca il posto di rosso (per tempi scaduti)"
        );
    }
}
