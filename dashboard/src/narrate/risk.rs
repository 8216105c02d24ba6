//! The Risk-like editions' events as sentences: turns, battles, missiles,
//! pacts and aggressions, situation cards, objectives and how a game ended.

use domain::rules::{
    DiceOffPurpose, Event, PactEnd, PactStatus, PactTerms, Secret, Situation, WinReason,
};
use domain::{Color, CountryId};

use super::Voice;
use super::{
    color, color_name, continent, control_sentence, country, dice, life_sentence, list,
    timeout_sentence,
};
use crate::i18n::Lang;

/// How a finished game ended, from its log: its winner and why, or the
/// round cap with no winner.
#[must_use]
pub fn ending<'a>(
    events: impl DoubleEndedIterator<Item = &'a Event>,
    lang: Voice<'_>,
) -> Option<String> {
    events
        .rev()
        .find(|e| matches!(e, Event::GameWon { .. } | Event::RoundCapReached { .. }))
        .map(|e| narrate(e, lang))
}

/// A secret objective in words: the card's own text in English; in
/// Spanish, composed from what the card asks (continents whole or in part,
/// countries anywhere, islands, bordering countries, a colour to destroy),
/// so every edition's deck reads in both languages.
#[must_use]
pub fn objective_words(
    def: &domain::rules::objectives::ObjectiveDef,
    board: &domain::Board,
    lang: Voice<'_>,
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

/// A situation card's name.
pub(crate) fn situation(s: Situation, lang: Voice<'_>) -> String {
    let (es, en) = match s {
        Situation::ClassicCombat => ("combate clásico", "classic combat"),
        Situation::Snow => ("nieve", "snow"),
        Situation::Tailwind => ("viento a favor", "tailwind"),
        Situation::Crisis => ("crisis", "crisis"),
        Situation::ExtraReinforcements => ("refuerzos extra", "extra reinforcements"),
        Situation::OpenBorders => ("fronteras abiertas", "open borders"),
        Situation::ClosedBorders => ("fronteras cerradas", "closed borders"),
        Situation::Rest(c) => {
            return match lang.lang {
                Lang::Es => format!("descanso de {}", color(c, lang)),
                Lang::En => format!("{} rests", color(c, lang)),
            };
        }
    };
    match lang.lang {
        Lang::Es => es.to_owned(),
        Lang::En => en.to_owned(),
    }
}

/// A pact's terms in words: "country pact: Chile – Argentina".
#[must_use]
pub fn pact_terms(terms: &PactTerms, lang: Voice<'_>) -> String {
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
pub fn pact_status(status: &PactStatus, lang: Voice<'_>) -> String {
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

fn narrate_pact(event: &Event, lang: Voice<'_>) -> String {
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
fn narrate_aggression(event: &Event, lang: Voice<'_>) -> String {
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

/// One event of a Risk-like game, as a sentence in `lang`.
#[must_use]
#[expect(clippy::too_many_lines, reason = "one arm per event, each a sentence")]
pub fn narrate(event: &Event, lang: Voice<'_>) -> String {
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
        Event::PlayerForfeited { player, .. } => {
            if es {
                format!("{} abandona (expulsado por un operador)", c(*player))
            } else {
                format!("{} forfeits (kicked by an operator)", c(*player))
            }
        }
        Event::ControlChanged { player, controller, cause } => {
            control_sentence(&c(*player), *controller, *cause, lang.lang)
        }
        Event::TimedOut { player, in_a_row, then } => {
            timeout_sentence(&c(*player), *in_a_row, *then, lang.lang)
        }
        Event::GamePaused { by } | Event::GameResumed { by } | Event::GameAborted { by } => {
            life_sentence(event, *by, lang.lang)
        }
        Event::RematchOffered { lobby, seat } => {
            if es {
                format!("el asiento {seat} abre la revancha ({lobby})")
            } else {
                format!("seat {seat} opens the rematch ({lobby})")
            }
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
                let es = objective_words(def, ruleset.board, Voice::plain(Lang::Es));
                assert!(!es.is_empty() && es != def.text, "card {} of {id:?}: {es}", def.card);
                assert_eq!(objective_words(def, ruleset.board, Voice::plain(Lang::En)), def.text);
            }
        }
        let classic = domain::RulesetId::Classic.ruleset();
        let card1 = classic.objective(1).expect("card 1");
        assert_eq!(
            objective_words(card1, classic.board, Voice::plain(Lang::Es)),
            "5 países de América del Norte, 4 países de Europa y África"
        );
    }

    use super::*;
    use crate::narrate::who;
    use domain::board::Board;
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
            narrate(&e, Voice::plain(Lang::En)),
            "red attacks Tasmania from New Zealand: 6-5-1 vs 6-4-2, red loses 2, black loses 1"
        );
        assert_eq!(
            narrate(&e, Voice::plain(Lang::Es)),
            "rojo ataca Tasmania desde Nueva Zelanda: 6-5-1 contra 6-4-2, rojo pierde 2, negro pierde 1"
        );
    }

    #[test]
    fn a_voice_with_names_tells_colours_with_their_players_and_a_game_says_how_it_ended() {
        let won = Event::GameWon { winner: Color::Red, reason: WinReason::SecretObjective };
        let names = [(Color::Red, "ana".to_owned()), (Color::Blue, String::new())];
        assert_eq!(
            ending(std::iter::once(&won), Voice::new(Lang::En, &names)),
            Some("red (ana) wins! (secret objective)".to_owned())
        );
        assert_eq!(who(Color::Blue, Voice::new(Lang::Es, &names)), "azul", "no name, no brackets");
        assert_eq!(who(Color::Red, Voice::plain(Lang::En)), "red", "no names: the colour alone");
        let capped = Event::RoundCapReached { rounds: 40 };
        assert_eq!(
            ending([won, capped].iter(), Voice::plain(Lang::En)),
            Some("the 40-round cap is reached: nobody wins".to_owned())
        );
        assert_eq!(ending(std::iter::empty(), Voice::plain(Lang::En)), None);
    }
}
