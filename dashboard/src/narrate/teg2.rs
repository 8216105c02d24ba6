//! TEG II's events as sentences: the moves of its powers by player number
//! (by colour in games begun before seats had numbers), its reveals and
//! the clock's and the operators' hand-overs.

use domain::Color;
use domain::teg2::Logged;

use super::Voice;
use super::{color, control_sentence, list, player_word, timeout_sentence};
use crate::i18n::Lang;

fn power_name(p: domain::teg2::Power, es: bool) -> &'static str {
    use domain::teg2::Power;
    match (p, es) {
        (Power::Usa, true) => "EEUU",
        (Power::Usa, false) => "the USA",
        (Power::Ussr, true) => "la URSS",
        (Power::Ussr, false) => "the USSR",
        (Power::China, _) => "China",
        (Power::Japan, true) => "Japón",
        (Power::Japan, false) => "Japan",
        (Power::WestEurope, true) => "Europa Occidental",
        (Power::WestEurope, false) => "Western Europe",
        (Power::EastEurope, true) => "Europa Oriental",
        (Power::EastEurope, false) => "Eastern Europe",
    }
}

/// A TEG II event as a sentence: who did what, never a secret (reveals are
/// shown to a viewer only once they may see them).
fn teg2_sentence(event: &domain::teg2::Event, by: Option<String>, lang: Voice<'_>) -> String {
    use domain::teg2::{Command as T, Event as E};
    let es = lang == Lang::Es;
    match event {
        E::Started { .. } => (if es { "empieza la guerra" } else { "the war begins" }).to_owned(),
        E::Forfeited { player, .. } => {
            if es {
                format!(
                    "un operador saca de juego al jugador {player}: sus pasos toman la opción por defecto"
                )
            } else {
                format!(
                    "an operator takes player {player} out of play: their steps take the default"
                )
            }
        }
        E::Defaulted { seat } => {
            if es {
                format!("al asiento {seat} se le aplica la opción por defecto")
            } else {
                format!("seat {seat} takes the default")
            }
        }
        E::Acted { command, .. } => {
            let who = power_name(command.power(), es);
            let who = by.map_or_else(|| who.to_owned(), |b| format!("{who} ({b})"));
            match command {
                T::PlaceObjective { region, .. } => {
                    if es {
                        format!("{who} pone un objetivo boca abajo en {region}")
                    } else {
                        format!("{who} places an objective face down on {region}")
                    }
                }
                T::RevealObjective { token, kind, .. } => {
                    if es {
                        format!("{who} revela su objetivo {token}: {}", kind.slug())
                    } else {
                        format!("{who} reveals objective {token}: {}", kind.slug())
                    }
                }
                T::Incorporate { units, .. } => {
                    let n: u32 = units.iter().map(|p| p.count).sum();
                    if es {
                        format!("{who} incorpora {n} unidades")
                    } else {
                        format!("{who} incorporates {n} units")
                    }
                }
                T::Announce { region, opponent, .. } => {
                    let them = power_name(*opponent, es);
                    if es {
                        format!("{who} ataca a {them} en {region}")
                    } else {
                        format!("{who} attacks {them} in {region}")
                    }
                }
                T::Reinforce { moves, .. } => {
                    let n: u32 =
                        moves.iter().map(|m| m.ordinary + m.aircraft + u32::from(m.special)).sum();
                    if es {
                        format!("{who} trae {n} unidades de refuerzo")
                    } else {
                        format!("{who} brings {n} units as reinforcements")
                    }
                }
                T::Retreat { .. } => {
                    if es {
                        format!("{who} se retira")
                    } else {
                        format!("{who} retreats")
                    }
                }
                T::CommitSplit { .. } => {
                    if es {
                        format!("{who} fija en secreto su comando de batallas")
                    } else {
                        format!("{who} sets its battle command in secret")
                    }
                }
                T::RevealSplit { split, .. } => {
                    if es {
                        format!("{who} revela su comando: {split}")
                    } else {
                        format!("{who} reveals its battle command: {split}")
                    }
                }
                T::Launch { target, .. } => {
                    if es {
                        format!("{who} lanza su cohete contra {target}")
                    } else {
                        format!("{who} launches its rocket at {target}")
                    }
                }
                T::CommitIntercept { .. } => {
                    if es {
                        format!("{who} decide en secreto si intercepta")
                    } else {
                        format!("{who} decides in secret whether to intercept")
                    }
                }
                T::RevealIntercept { intercept, .. } => match (es, intercept) {
                    (true, true) => format!("{who} intercepta"),
                    (true, false) => format!("{who} deja pasar el cohete"),
                    (false, true) => format!("{who} intercepts"),
                    (false, false) => format!("{who} lets the rocket pass"),
                },
                T::EndTurn { .. } => {
                    if es {
                        format!("{who} termina su turno de ataque")
                    } else {
                        format!("{who} ends its attack turn")
                    }
                }
            }
        }
    }
}

/// One event of a TEG II game as logged, as a sentence in `lang`.
pub(super) fn narrate(logged: &Logged, lang: Voice<'_>) -> String {
    let es = lang == Lang::Es;
    let c = |x: Color| color(x, lang);
    match logged {
        Logged::Teg2Started(start) if start.seating.is_empty() => {
            let n = start.setup.players;
            if es {
                format!("empieza una partida de TEG II de {n} jugadores")
            } else {
                format!("a TEG II game of {n} players starts")
            }
        }
        Logged::Teg2Started(start) => {
            let seating = list(start.seating.iter().map(|&p| c(p)));
            if es {
                format!("empieza una partida de TEG II; jugadores: {seating}")
            } else {
                format!("a TEG II game starts; players: {seating}")
            }
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
            if es {
                format!(
                    "el asiento {seat} revela su elección secreta ({action}); se publica al cerrar la ventana"
                )
            } else {
                format!(
                    "seat {seat} reveals its secret choice ({action}); it is published when the window closes"
                )
            }
        }
    }
}
