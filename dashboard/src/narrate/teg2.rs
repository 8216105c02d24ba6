//! TEG II's events as sentences: the moves of its powers by player number
//! (by colour in games begun before seats had numbers), its reveals and
//! the clock's and the operators' hand-overs, each one message of the
//! catalogue.

use std::fmt::Display;

use domain::Color;
use domain::teg2::Logged;

use super::Voice;
use super::{color, control_sentence, list, player_word, timeout_sentence};

/// A power's name, as sentences give it.
fn power_name(p: domain::teg2::Power, lang: Voice<'_>) -> &'static str {
    lang.lang.t(&format!("power.{}", p.slug()))
}

/// A TEG II event as a sentence: who did what, never a secret (reveals are
/// shown to a viewer only once they may see them).
fn teg2_sentence(event: &domain::teg2::Event, by: Option<String>, lang: Voice<'_>) -> String {
    use domain::teg2::Event as E;
    match event {
        E::Started { .. } => lang.lang.t("teg2.war_begins").to_owned(),
        E::Forfeited { player, .. } => lang.say("teg2.forfeited", &[("player", player)]),
        E::Defaulted { seat } => lang.say("teg2.defaulted", &[("seat", seat)]),
        E::Acted { command, .. } => acted(command, by, lang),
    }
}

/// A power's command as a sentence: its message is given the power (and
/// the player `by`, if known) as `{power}`, then the command's own
/// arguments.
fn acted(command: &domain::teg2::Command, by: Option<String>, lang: Voice<'_>) -> String {
    use domain::teg2::Command as T;
    let power = power_name(command.power(), lang);
    let power = by.map_or_else(|| power.to_owned(), |b| format!("{power} ({b})"));
    let say = |id: &str, args: &[(&str, &dyn Display)]| {
        let mut all: Vec<(&str, &dyn Display)> = vec![("power", &power)];
        all.extend_from_slice(args);
        lang.say(id, &all)
    };
    match command {
        T::PlaceObjective { region, .. } => say("teg2.place_objective", &[("region", region)]),
        T::RevealObjective { token, kind, .. } => {
            say("teg2.reveal_objective", &[("token", token), ("kind", &kind.slug())])
        }
        T::Incorporate { units, .. } => {
            let n: u32 = units.iter().map(|p| p.count).sum();
            say("teg2.incorporate", &[("units", &n)])
        }
        T::Announce { region, opponent, .. } => {
            let opponent = power_name(*opponent, lang);
            say("teg2.announce", &[("opponent", &opponent), ("region", region)])
        }
        T::Reinforce { moves, .. } => {
            let n: u32 = moves.iter().map(|m| m.ordinary + m.aircraft + u32::from(m.special)).sum();
            say("teg2.reinforce", &[("units", &n)])
        }
        T::Retreat { .. } => say("teg2.retreat", &[]),
        T::CommitSplit { .. } => say("teg2.commit_split", &[]),
        T::RevealSplit { split, .. } => say("teg2.reveal_split", &[("split", split)]),
        T::Launch { target, .. } => say("teg2.launch", &[("target", target)]),
        T::CommitIntercept { .. } => say("teg2.commit_intercept", &[]),
        T::RevealIntercept { intercept: true, .. } => say("teg2.intercepts", &[]),
        T::RevealIntercept { intercept: false, .. } => say("teg2.lets_pass", &[]),
        T::EndTurn { .. } => say("teg2.end_turn", &[]),
    }
}

/// One event of a TEG II game as logged, as a sentence in `lang`.
pub(super) fn narrate(logged: &Logged, lang: Voice<'_>) -> String {
    let c = |x: Color| color(x, lang);
    match logged {
        Logged::Teg2Started(start) if start.seating.is_empty() => {
            lang.say("teg2.started_of", &[("players", &start.setup.players)])
        }
        Logged::Teg2Started(start) => {
            let seating = list(start.seating.iter().map(|&p| c(p)));
            lang.say("teg2.started_seated", &[("seating", &seating)])
        }
        Logged::Teg2 { by, player, event, .. } => {
            let who =
                by.map(|c| color(c, lang)).or_else(|| player.map(|p| player_word(p, lang.lang)));
            teg2_sentence(event, who, lang)
        }
        Logged::Teg2TimedOut { player, in_a_row, then } => {
            timeout_sentence(&player_word(*player, lang.lang), *in_a_row, *then, lang.lang)
        }
        Logged::Teg2ControlChanged { player, controller, cause } => {
            control_sentence(&player_word(*player, lang.lang), *controller, *cause, lang.lang)
        }
        Logged::Teg2Hidden { seat, action } => {
            lang.say("teg2.hidden", &[("seat", seat), ("action", action)])
        }
    }
}

#[cfg(test)]
mod tests {
    use domain::teg2::{Command, Event, Power};

    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_power_is_named_in_every_language_and_a_teg2_move_reads_in_italian() {
        for lang in Lang::ALL {
            for p in Power::ALL {
                assert!(lang.find(&format!("power.{}", p.slug())).is_some(), "{lang:?}: {p:?}");
            }
        }
        let launch = Command::Launch { power: Power::Japan, target: "chile".to_owned() };
        let logged = Logged::Teg2 {
            by: None,
            player: Some(2),
            event: Box::new(Event::Acted { seat: 2, command: launch }),
            published: vec![],
        };
        for (lang, sentence) in [
            (Lang::It, "Giappone (il giocatore 2) lancia il suo razzo contro chile"),
            (Lang::Es, "Japón (el jugador 2) lanza su cohete contra chile"),
            (Lang::En, "Japan (player 2) launches its rocket at chile"),
        ] {
            assert_eq!(narrate(&logged, Voice::plain(lang)), sentence);
        }
    }
}
