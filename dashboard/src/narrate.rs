//! Events in plain language, for the event log and the replay: "red attacks
//! Tasmania from New Zealand: 6-5-1 vs 6-4-2, red loses 2, black loses 1".
//! Operators read the log with secrets (objectives, drawn cards, the seed).

#[cfg(test)]
use domain::board::Board;
use domain::board::wire_board;
use domain::rules::{
    ControlCause, Controller, DiceOffPurpose, Event, OnTimeout, PactEnd, PactStatus, PactTerms,
    Secret, Situation, WinReason,
};
use domain::{Color, CountryId};

use crate::i18n::Lang;

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

thread_local! {
    /// Who plays each colour, for the narration in progress ([`with_names`]).
    static NAMES: std::cell::RefCell<Vec<(Color, String)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs `f` with the players' names in scope, so the narration says
/// "red (ana)" rather than "red" (people, not colours).
pub fn with_names<T>(names: &[(Color, String)], f: impl FnOnce() -> T) -> T {
    let before = NAMES.with(|n| std::mem::replace(&mut *n.borrow_mut(), names.to_vec()));
    let out = f();
    NAMES.with(|n| *n.borrow_mut() = before);
    out
}

/// A colour as the narration names it: "red (ana)" when the player's name
/// is in scope ([`with_names`]), "red" otherwise.
#[must_use]
pub fn who(c: Color, lang: Lang) -> String {
    let base = color_name(c, lang);
    NAMES.with(|n| {
        n.borrow()
            .iter()
            .find(|(k, name)| *k == c && !name.is_empty())
            .map_or_else(|| base.to_owned(), |(_, name)| format!("{base} ({name})"))
    })
}

fn color(c: Color, lang: Lang) -> String {
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

/// How a finished game ended, from its log: its winner and why, or the
/// round cap with no winner.
#[must_use]
pub fn ending<'a>(
    events: impl DoubleEndedIterator<Item = &'a Event>,
    lang: Lang,
) -> Option<String> {
    events
        .rev()
        .find(|e| matches!(e, Event::GameWon { .. } | Event::RoundCapReached { .. }))
        .map(|e| narrate(e, lang))
}

/// Names are those of the board in scope (`domain::board::on_board`, set
/// by the page for the game's edition), Revancha's otherwise.
fn country(c: CountryId, lang: Lang) -> String {
    let board = wire_board();
    if !board.contains(c) {
        return format!("#{}", c.0);
    }
    let names = &board.country(c).names;
    match lang {
        Lang::Es => names.es.clone(),
        Lang::En => names.en.clone(),
    }
}

fn continent(k: domain::ContinentId, lang: Lang) -> String {
    wire_board().continents.get(k.index()).map_or_else(
        || format!("#{}", k.0),
        |c| match lang {
            Lang::Es => c.names.es.clone(),
            Lang::En => c.names.en.clone(),
        },
    )
}

fn dice(d: &[u8]) -> String {
    d.iter().map(u8::to_string).collect::<Vec<_>>().join("-")
}

fn list(items: impl IntoIterator<Item = String>) -> String {
    items.into_iter().collect::<Vec<_>>().join(", ")
}

/// A secret objective in words: the card's own text in English; in
/// Spanish, composed from what the card asks (continents whole or in part,
/// countries anywhere, islands, bordering countries, a colour to destroy),
/// so every edition's deck reads in both languages.
#[must_use]
pub fn objective_words(
    def: &domain::rules::objectives::ObjectiveDef,
    board: &domain::Board,
    lang: Lang,
) -> String {
    if lang == Lang::En {
        return def.text.to_owned();
    }
    match def.destroy {
        Some(Some(c)) => {
            return format!(
                "Destruir al {}; si no es posible, al jugador de la derecha",
                color_name(c, Lang::Es)
            );
        }
        Some(None) => return "Destruir al jugador de la izquierda".to_owned(),
        None => {}
    }
    let mut parts = Vec::new();
    for (k, &n) in board.continents.iter().zip(&def.per_continent) {
        if n == 0 {
            continue;
        }
        if usize::from(n) >= k.countries.len() {
            parts.push(k.names.es.clone());
        } else {
            parts.push(format!("{n} países de {}", k.names.es));
        }
    }
    if def.total > 0 {
        parts.push(format!("{} países en cualquier lugar del mapa", def.total));
    }
    if let Some((n, over)) = def.islands {
        parts.push(format!("{n} islas en al menos {over} continentes"));
    }
    if def.bordering > 0 {
        parts.push(format!("{} países limítrofes entre sí", def.bordering));
    }
    match parts.split_last() {
        None => def.text.to_owned(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} y {last}", rest.join(", ")),
    }
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

/// A situation card's name.
pub(crate) fn situation(s: Situation, lang: Lang) -> String {
    let (es, en) = match s {
        Situation::ClassicCombat => ("combate clásico", "classic combat"),
        Situation::Snow => ("nieve", "snow"),
        Situation::Tailwind => ("viento a favor", "tailwind"),
        Situation::Crisis => ("crisis", "crisis"),
        Situation::ExtraReinforcements => ("refuerzos extra", "extra reinforcements"),
        Situation::OpenBorders => ("fronteras abiertas", "open borders"),
        Situation::ClosedBorders => ("fronteras cerradas", "closed borders"),
        Situation::Rest(c) => {
            return match lang {
                Lang::Es => format!("descanso de {}", color(c, lang)),
                Lang::En => format!("{} rests", color(c, lang)),
            };
        }
    };
    match lang {
        Lang::Es => es.to_owned(),
        Lang::En => en.to_owned(),
    }
}

/// A pact's terms in words: "country pact: Chile – Argentina".
#[must_use]
pub fn pact_terms(terms: &PactTerms, lang: Lang) -> String {
    let es = lang == Lang::Es;
    match *terms {
        PactTerms::Country { own, theirs } => {
            let pair = format!("{} – {}", country(own, lang), country(theirs, lang));
            if es { format!("pacto de países: {pair}") } else { format!("country pact: {pair}") }
        }
        PactTerms::Continent { continent: k } => {
            let k = continent(k, lang);
            if es { format!("pacto de continente: {k}") } else { format!("continent pact: {k}") }
        }
        PactTerms::ContinentBorder { continents: [a, b] } => {
            let pair = format!("{} – {}", continent(a, lang), continent(b, lang));
            if es { format!("pacto de frontera: {pair}") } else { format!("border pact: {pair}") }
        }
        PactTerms::World => (if es { "pacto mundial" } else { "world pact" }).to_owned(),
        PactTerms::Zone { country: z } => {
            let z = country(z, lang);
            if es { format!("zona internacional: {z}") } else { format!("international zone: {z}") }
        }
        PactTerms::Aggression { target, own, theirs, leader } => {
            let (t, l) = (country(target, lang), color(leader, lang));
            let from = if own == theirs {
                country(own, lang)
            } else {
                format!("{} y {}", country(own, lang), country(theirs, lang))
            };
            if es {
                format!("pacto de agresión contra {t} desde {from}, en el turno de {l}")
            } else {
                let from = from.replace(" y ", " and ");
                format!("aggression pact against {t} from {from}, in {l}'s turn")
            }
        }
        PactTerms::Condominium { country: k } => {
            let k = country(k, lang);
            if es { format!("condominio: {k}") } else { format!("condominium: {k}") }
        }
    }
}

/// Where a pact stands, in words.
#[must_use]
pub fn pact_status(status: &PactStatus, lang: Lang) -> String {
    let es = lang == Lang::Es;
    match (*status, es) {
        (PactStatus::Proposed, true) => "propuesto".to_owned(),
        (PactStatus::Proposed, false) => "proposed".to_owned(),
        (PactStatus::InForce, true) => "vigente".to_owned(),
        (PactStatus::InForce, false) => "in force".to_owned(),
        (PactStatus::Breaking { by, .. }, true) => {
            format!("roto por {}; obliga hasta el fin del próximo turno del otro", color(by, lang))
        }
        (PactStatus::Breaking { by, .. }, false) => {
            format!("broken by {}; binds until the end of the other's next turn", color(by, lang))
        }
        (PactStatus::Truce { until_round }, true) => {
            format!("cumplido; tregua hasta el fin de la ronda {until_round}")
        }
        (PactStatus::Truce { until_round }, false) => {
            format!("carried out; truce until the end of round {until_round}")
        }
    }
}

fn narrate_pact(event: &Event, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let c = |x: Color| color(x, lang);
    match event {
        Event::PactProposed { pact, by, to, terms } => {
            let t = pact_terms(terms, lang);
            if es {
                format!("{} propone a {} el pacto #{pact} ({t})", c(*by), c(*to))
            } else {
                format!("{} proposes pact #{pact} to {} ({t})", c(*by), c(*to))
            }
        }
        Event::PactAccepted { pact } => {
            if es {
                format!("pacto #{pact} aceptado")
            } else {
                format!("pact #{pact} accepted")
            }
        }
        Event::PactBreakAnnounced { pact, by } => {
            if es {
                format!("{} anuncia que rompe el pacto #{pact}", c(*by))
            } else {
                format!("{} announces it breaks pact #{pact}", c(*by))
            }
        }
        Event::PactEnded { pact, reason } => {
            let why = match (reason, es) {
                (PactEnd::Refused, true) => "rechazado",
                (PactEnd::Refused, false) => "refused",
                (PactEnd::Withdrawn, true) => "retirado",
                (PactEnd::Withdrawn, false) => "withdrawn",
                (PactEnd::Expired, true) => "vencido sin respuesta",
                (PactEnd::Expired, false) => "expired unanswered",
                (PactEnd::Broken, true) => "roto",
                (PactEnd::Broken, false) => "broken",
                (PactEnd::CountryChangedHands, true) => "un país cambió de dueño",
                (PactEnd::CountryChangedHands, false) => "a country changed hands",
                (PactEnd::PartyOut, true) => "una parte quedó fuera",
                (PactEnd::PartyOut, false) => "a party is out",
                (PactEnd::Dismissed, true) => "el perjudicado da por terminada la zona",
                (PactEnd::Dismissed, false) => "dismissed by the harmed party",
                (PactEnd::TruceOver, true) => "terminó la tregua",
                (PactEnd::TruceOver, false) => "the truce is over",
                (PactEnd::Expelled, true) => "un ocupante fue expulsado del condominio",
                (PactEnd::Expelled, false) => "an occupant was expelled from the condominium",
            };
            if es {
                format!("termina el pacto #{pact}: {why}")
            } else {
                format!("pact #{pact} ends: {why}")
            }
        }
        Event::ZoneDutyFailed { pact, player, card } => {
            let lost = match (card, es) {
                (Some(Secret::Known(k)), _) => country(*k, lang),
                (Some(Secret::Redacted), true) => "una tarjeta".to_owned(),
                (Some(Secret::Redacted), false) => "a card".to_owned(),
                (None, true) => "su próxima tarjeta".to_owned(),
                (None, false) => "its next card".to_owned(),
            };
            if es {
                format!("{} no cumple con la zona del pacto #{pact} y pierde {lost}", c(*player))
            } else {
                format!("{} fails the zone of pact #{pact} and loses {lost}", c(*player))
            }
        }
        Event::CardWithheld { player } => {
            if es {
                format!("{} no levanta tarjeta (zona internacional)", c(*player))
            } else {
                format!("{} takes no card (international zone)", c(*player))
            }
        }
        _ => narrate_aggression(event, lang),
    }
}

/// Aggression pacts and condominiums (R-PCT-10..12), as sentences.
fn narrate_aggression(event: &Event, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let c = |x: Color| color(x, lang);
    let n = |x: CountryId| country(x, lang);
    match event {
        Event::AggressionLaunched { pact, first } => {
            if es {
                format!("comienza la agresión del pacto #{pact}; tira {}", c(*first))
            } else {
                format!("the aggression of pact #{pact} begins; {} rolls", c(*first))
            }
        }
        Event::AggressionNext { actor } => {
            if es {
                format!("ahora tira {}", c(*actor))
            } else {
                format!("{} rolls next", c(*actor))
            }
        }
        Event::CondominiumFormed { country, player, from, pact } => {
            if es {
                format!(
                    "{} entra en {} desde {}: país en condominio (pacto #{pact})",
                    c(*player),
                    n(*country),
                    n(*from)
                )
            } else {
                format!(
                    "{} enters {} from {}: a condominium (pact #{pact})",
                    c(*player),
                    n(*country),
                    n(*from)
                )
            }
        }
        Event::AggressionEnded { pact, conquered, until_round, .. } => match (es, conquered) {
            (true, true) => format!(
                "el pacto #{pact} conquistó su objetivo; tregua hasta la ronda {until_round}"
            ),
            (true, false) => format!(
                "termina la agresión del pacto #{pact} sin conquista; tregua hasta la ronda {until_round}"
            ),
            (false, true) => {
                format!("pact #{pact} took its target; truce until round {until_round}")
            }
            (false, false) => format!(
                "the aggression of pact #{pact} ends without a conquest; truce until round {until_round}"
            ),
        },
        Event::AllyRegroupStarted { player, into } => {
            let into = list(into.iter().map(|&k| n(k)));
            if es {
                format!("{} reagrupa hacia {into} fuera de su turno", c(*player))
            } else {
                format!("{} regroups into {into} out of turn", c(*player))
            }
        }
        Event::MissileFiredAt { from, to, occupant, damage } => {
            if es {
                format!(
                    "misil de {} contra {} en {}: {damage} bajas",
                    n(*from),
                    c(*occupant),
                    n(*to)
                )
            } else {
                format!(
                    "missile from {} hits {} in {}: {damage} lost",
                    n(*from),
                    c(*occupant),
                    n(*to)
                )
            }
        }
        _ => String::new(),
    }
}

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
fn teg2_sentence(event: &domain::teg2::Event, by: Option<String>, lang: Lang) -> String {
    use domain::teg2::{Command as T, Event as E};
    let es = lang == Lang::Es;
    match event {
        E::Started { .. } => (if es { "empieza la guerra" } else { "the war begins" }).to_owned(),
        E::Forfeited { player } => {
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

/// One event of either family, as a sentence in `lang`.
#[must_use]
pub fn narrate_any(event: &domain::game::Event, lang: Lang) -> String {
    use domain::teg2::Logged;
    let es = lang == Lang::Es;
    let c = |x: Color| color(x, lang);
    let logged = match event {
        domain::game::Event::Risk(e) => return narrate(e, lang),
        domain::game::Event::Teg2(logged) => logged,
    };
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
            let who = by.map(|c| color(c, lang)).or_else(|| player.map(|p| player_word(p, lang)));
            teg2_sentence(event, who, lang)
        }
        Logged::Teg2TimedOut { player, in_a_row, then } => {
            timeout_sentence(&player_word(*player, lang), *in_a_row, *then, lang)
        }
        Logged::Teg2ControlChanged { player, controller, cause } => {
            control_sentence(&player_word(*player, lang), *controller, *cause, lang)
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

/// A TEG II player by number, as sentences name them.
fn player_word(player: u8, lang: Lang) -> String {
    match lang {
        Lang::Es => format!("el jugador {player}"),
        Lang::En => format!("player {player}"),
    }
}

/// One event of a Risk-like game, as a sentence in `lang`.
#[must_use]
#[expect(clippy::too_many_lines, reason = "one arm per event, each a sentence")]
pub fn narrate(event: &Event, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let c = |x: Color| color(x, lang);
    let n = |x: CountryId| country(x, lang);
    match event {
        Event::GameStarted(start) => {
            let seating = list(start.seating.iter().map(|&p| c(p)));
            if es {
                format!("empieza la partida; orden en la mesa: {seating}")
            } else {
                format!("the game starts; seating: {seating}")
            }
        }
        Event::PositionLoaded { .. } => {
            if es {
                "se carga una posición".to_owned()
            } else {
                "a position is loaded".to_owned()
            }
        }
        Event::DiceOff { purpose, rolls, winners } => {
            let what = match (purpose, es) {
                (DiceOffPurpose::LeftoverCountries, true) => "los países sobrantes",
                (DiceOffPurpose::LeftoverCountries, false) => "the leftover countries",
                (DiceOffPurpose::FirstPlayer, true) => "quién empieza",
                (DiceOffPurpose::FirstPlayer, false) => "who starts",
            };
            let rounds =
                list(rolls.iter().map(|r| list(r.iter().map(|(p, d)| format!("{} {d}", c(*p))))));
            let won = list(winners.iter().map(|&p| c(p)));
            if es {
                format!("se tiran dados por {what}: {rounds}; gana {won}")
            } else {
                format!("dice for {what}: {rounds}; {won} wins")
            }
        }
        Event::CountriesDealt { owners } => {
            if es {
                format!("se reparten {} países", owners.len())
            } else {
                format!("{} countries are dealt", owners.len())
            }
        }
        Event::ObjectiveDealt { player, objectives } => {
            let text = match objectives {
                Secret::Known(os) => list(os.iter().map(|o| format!("#{}", o.card))),
                Secret::Redacted => "?".to_owned(),
            };
            if es {
                format!("{} recibe su objetivo secreto ({text})", c(*player))
            } else {
                format!("{} gets a secret objective ({text})", c(*player))
            }
        }
        Event::PlacementStarted { round, player, armies } => {
            if es {
                format!("{} coloca {armies} ejércitos (colocación inicial {round})", c(*player))
            } else {
                format!("{} places {armies} armies (initial placement {round})", c(*player))
            }
        }
        Event::ArmiesPlaced { player, country, armies } => {
            if es {
                format!("{} pone {armies} en {}", c(*player), n(*country))
            } else {
                format!("{} places {armies} on {}", c(*player), n(*country))
            }
        }
        Event::MissileBought { player, country } => {
            if es {
                format!("{} compra un misil en {}", c(*player), n(*country))
            } else {
                format!("{} buys a missile on {}", c(*player), n(*country))
            }
        }
        Event::MissileConverted { player, country } => {
            if es {
                format!("{} convierte 6 ejércitos de {} en un misil", c(*player), n(*country))
            } else {
                format!("{} turns 6 armies on {} into a missile", c(*player), n(*country))
            }
        }
        Event::CardsExchanged { player, cards, continents, armies } => {
            let mut all: Vec<String> = cards.iter().map(|&k| n(k)).collect();
            all.extend(continents.iter().map(|&k| continent(k, lang)));
            let all = list(all);
            if es {
                format!("{} canjea {all} por {armies} ejércitos", c(*player))
            } else {
                format!("{} exchanges {all} for {armies} armies", c(*player))
            }
        }
        Event::RoundStarted { round, order } => {
            let order = list(order.iter().map(|&p| c(p)));
            if es { format!("ronda {round}: {order}") } else { format!("round {round}: {order}") }
        }
        Event::SituationRevealed { card } => {
            let s = situation(*card, lang);
            if es { format!("situación: {s}") } else { format!("situation: {s}") }
        }
        Event::CrisisRolled { rolls, losers } => {
            let rolls = list(rolls.iter().map(|(p, d)| format!("{} {d}", c(*p))));
            let losers = list(losers.iter().map(|&p| c(p)));
            if es {
                format!("crisis: {rolls}; sin tarjeta esta ronda: {losers}")
            } else {
                format!("crisis: {rolls}; no card this round for {losers}")
            }
        }
        Event::ReinforcementStarted { player, armies } => {
            if es {
                format!("{} recibe {armies} refuerzos extra", c(*player))
            } else {
                format!("{} gets {armies} extra reinforcements", c(*player))
            }
        }
        Event::TurnStarted { player, incorporation } => {
            let extra = incorporation.as_ref().map_or(String::new(), |inc| {
                let total: u32 =
                    inc.for_countries + inc.for_continents.iter().map(|(_, b)| b).sum::<u32>();
                if es {
                    format!(": incorpora {total}")
                } else {
                    format!(": {total} to incorporate")
                }
            });
            if es {
                format!("turno de {}{extra}", c(*player))
            } else {
                format!("{}'s turn{extra}", c(*player))
            }
        }
        Event::AttackResolved {
            attacker,
            defender,
            from,
            to,
            attacker_dice,
            defender_dice,
            attacker_losses,
            defender_losses,
            conquered,
        } => {
            let (a, d) = (c(*attacker), c(*defender));
            let (ad, dd) = (dice(attacker_dice), dice(defender_dice));
            let taken = match (conquered, es) {
                (true, true) => format!("; {a} conquista {}", n(*to)),
                (true, false) => format!("; {a} conquers {}", n(*to)),
                (false, _) => String::new(),
            };
            if es {
                format!(
                    "{a} ataca {} desde {}: {ad} contra {dd}, {a} pierde {attacker_losses}, {d} pierde {defender_losses}{taken}",
                    n(*to),
                    n(*from)
                )
            } else {
                format!(
                    "{a} attacks {} from {}: {ad} vs {dd}, {a} loses {attacker_losses}, {d} loses {defender_losses}{taken}",
                    n(*to),
                    n(*from)
                )
            }
        }
        Event::ArmiesMovedIn { from, to, armies } => {
            if es {
                format!("pasan {armies} ejércitos más de {} a {}", n(*from), n(*to))
            } else {
                format!("{armies} more armies move from {} into {}", n(*from), n(*to))
            }
        }
        Event::MissileFired { from, to, damage } => {
            if es {
                format!("misil de {} a {}: destruye {damage}", n(*from), n(*to))
            } else {
                format!("missile from {} at {}: destroys {damage}", n(*from), n(*to))
            }
        }
        Event::Regrouped { from, to, armies, missiles } => {
            if es {
                format!(
                    "reagrupa {armies} ejércitos y {missiles} misiles de {} a {}",
                    n(*from),
                    n(*to)
                )
            } else {
                format!(
                    "regroups {armies} armies and {missiles} missiles from {} to {}",
                    n(*from),
                    n(*to)
                )
            }
        }
        Event::PlayerEliminated { player, by, cards } => {
            let got = match cards {
                Secret::Known(k) => list(k.iter().map(|&x| n(x))),
                Secret::Redacted => "?".to_owned(),
            };
            if es {
                format!("{} elimina a {}; hereda las tarjetas: {got}", c(*by), c(*player))
            } else {
                format!("{} eliminates {} and inherits the cards: {got}", c(*by), c(*player))
            }
        }
        Event::CardDrawn { player, card } => {
            let card = match card {
                Secret::Known(k) => n(*k),
                Secret::Redacted => "?".to_owned(),
            };
            if es {
                format!("{} saca la tarjeta de {card}", c(*player))
            } else {
                format!("{} draws the card of {card}", c(*player))
            }
        }
        Event::CardBonus { player, country, armies } => {
            if es {
                format!("{} cobra {armies} en {} por su tarjeta", c(*player), n(*country))
            } else {
                format!("{} collects {armies} on {} for its card", c(*player), n(*country))
            }
        }
        Event::ContinentCardEarned { player, continent: k } => {
            let k = continent(*k, lang);
            if es {
                format!("{} gana la tarjeta de {k}", c(*player))
            } else {
                format!("{} earns the {k} card", c(*player))
            }
        }
        Event::ContinentCardReturned { player, continent: k } => {
            let k = continent(*k, lang);
            if es {
                format!("{} devuelve la tarjeta de {k}", c(*player))
            } else {
                format!("{} returns the {k} card", c(*player))
            }
        }
        Event::TurnEnded { player } => {
            if es {
                format!("{} termina su turno", c(*player))
            } else {
                format!("{} ends the turn", c(*player))
            }
        }
        Event::PactProposed { .. }
        | Event::PactAccepted { .. }
        | Event::PactBreakAnnounced { .. }
        | Event::PactEnded { .. }
        | Event::ZoneDutyFailed { .. }
        | Event::CardWithheld { .. }
        | Event::AggressionLaunched { .. }
        | Event::AggressionNext { .. }
        | Event::CondominiumFormed { .. }
        | Event::AggressionEnded { .. }
        | Event::AllyRegroupStarted { .. }
        | Event::MissileFiredAt { .. } => narrate_pact(event, lang),
        Event::PlayerForfeited { player } => {
            if es {
                format!("{} abandona (expulsado por un operador)", c(*player))
            } else {
                format!("{} forfeits (kicked by an operator)", c(*player))
            }
        }
        Event::ControlChanged { player, controller, cause } => {
            control_sentence(&c(*player), *controller, *cause, lang)
        }
        Event::TimedOut { player, in_a_row, then } => {
            timeout_sentence(&c(*player), *in_a_row, *then, lang)
        }
        Event::GameWon { winner, reason } => {
            let why = match (reason, es) {
                (WinReason::CommonObjective, true) => "objetivo común",
                (WinReason::CommonObjective, false) => "common objective",
                (WinReason::SecretObjective, true) => "objetivo secreto",
                (WinReason::SecretObjective, false) => "secret objective",
                (WinReason::LastStanding, true) => "único en pie",
                (WinReason::LastStanding, false) => "last standing",
                (WinReason::OthersForfeited, true) => "los demás abandonaron",
                (WinReason::OthersForfeited, false) => "the others forfeited",
            };
            if es {
                format!("¡gana {}! ({why})", c(*winner))
            } else {
                format!("{} wins! ({why})", c(*winner))
            }
        }
        Event::RoundCapReached { rounds } => {
            if es {
                format!("se alcanzó el límite de {rounds} rondas: nadie gana")
            } else {
                format!("the {rounds}-round cap is reached: nobody wins")
            }
        }
        Event::SeedRevealed { seed } => {
            if es {
                format!("se revela la semilla {}", seed.to_hex())
            } else {
                format!("the seed is revealed: {}", seed.to_hex())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_objective_of_every_edition_reads_in_spanish_with_its_continents_and_counts() {
        for id in
            [domain::RulesetId::Revancha, domain::RulesetId::Classic, domain::RulesetId::Junior]
        {
            let ruleset = id.ruleset();
            for def in &ruleset.objectives.deck {
                let es = objective_words(def, ruleset.board, Lang::Es);
                assert!(!es.is_empty() && es != def.text, "card {} of {id:?}: {es}", def.card);
                assert_eq!(objective_words(def, ruleset.board, Lang::En), def.text);
            }
        }
        let classic = domain::RulesetId::Classic.ruleset();
        let card1 = classic.objective(1).expect("card 1");
        assert_eq!(
            objective_words(card1, classic.board, Lang::Es),
            "5 países de América del Norte, 4 países de Europa y África"
        );
    }

    use super::*;
    use domain::rules::Dice;

    #[test]
    fn an_attack_reads_like_the_rulebook() {
        let board = Board::revancha();
        let c = |s: &str| board.country_by_slug(s).expect("country");
        let e = Event::AttackResolved {
            attacker: Color::Red,
            defender: Color::Black,
            from: c("nueva_zelanda"),
            to: c("tasmania"),
            attacker_dice: Dice::new(&[6, 5, 1]),
            defender_dice: Dice::new(&[6, 4, 2]),
            attacker_losses: 2,
            defender_losses: 1,
            conquered: false,
        };
        assert_eq!(
            narrate(&e, Lang::En),
            "red attacks Tasmania from New Zealand: 6-5-1 vs 6-4-2, red loses 2, black loses 1"
        );
        assert_eq!(
            narrate(&e, Lang::Es),
            "rojo ataca Tasmania desde Nueva Zelanda: 6-5-1 contra 6-4-2, rojo pierde 2, negro pierde 1"
        );
    }

    #[test]
    fn with_names_in_scope_colours_are_told_with_their_players_and_a_game_says_how_it_ended() {
        let won = Event::GameWon { winner: Color::Red, reason: WinReason::SecretObjective };
        let names = [(Color::Red, "ana".to_owned()), (Color::Blue, String::new())];
        assert_eq!(
            with_names(&names, || ending(std::iter::once(&won), Lang::En)),
            Some("red (ana) wins! (secret objective)".to_owned())
        );
        assert_eq!(
            with_names(&names, || who(Color::Blue, Lang::Es)),
            "azul",
            "no name, no brackets"
        );
        assert_eq!(who(Color::Red, Lang::En), "red", "out of scope: the colour alone");
        let capped = Event::RoundCapReached { rounds: 40 };
        assert_eq!(
            ending([won, capped].iter(), Lang::En),
            Some("the 40-round cap is reached: nobody wins".to_owned())
        );
        assert_eq!(ending(std::iter::empty(), Lang::En), None);
    }
}
