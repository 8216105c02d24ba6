//! The Risk-like editions' events as sentences: turns, battles, missiles,
//! pacts and aggressions, situation cards, objectives and how a game ended.
//! Each event is one message of the catalogue, its arguments by name.

use domain::rules::{Event, PactStatus, PactTerms, Secret, Situation};
use domain::{Color, CountryId};

use super::Voice;
use super::{
    color, color_name, continent, control_sentence, country, dice, life_sentence, list,
    timeout_sentence, word,
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

/// A secret objective in words: the card's own text in English; in the
/// other languages, composed from what the card asks (continents whole or
/// in part, countries anywhere, islands, bordering countries, a colour to
/// destroy), so every edition's deck reads in every language.
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
            return lang.say("objective.destroy", &[("color", &color_name(c, lang.lang))]);
        }
        Some(None) => return lang.lang.t("objective.destroy_left").to_owned(),
        None => {}
    }
    let mut parts = Vec::new();
    for (k, &n) in board.continents.iter().zip(&def.per_continent) {
        let name = crate::i18n::Tongue::from(lang.lang).name(&k.names);
        match n {
            0 => {}
            n if usize::from(n) >= k.countries.len() => parts.push(name.to_owned()),
            n => parts
                .push(lang.say("objective.in_continent", &[("count", &n), ("continent", &name)])),
        }
    }
    if def.total > 0 {
        parts.push(lang.say("objective.anywhere", &[("count", &def.total)]));
    }
    if let Some((n, over)) = def.islands {
        parts.push(lang.say("objective.islands", &[("count", &n), ("continents", &over)]));
    }
    if def.bordering > 0 {
        parts.push(lang.say("objective.bordering", &[("count", &def.bordering)]));
    }
    match parts.split_last() {
        None => def.text.to_owned(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => lang.say("list.and", &[("rest", &rest.join(", ")), ("last", last)]),
    }
}

/// A situation card's name.
pub(crate) fn situation(s: Situation, lang: Voice<'_>) -> String {
    match s {
        Situation::Rest(c) => lang.say("situation.rest", &[("player", &color(c, lang))]),
        card => word("situation", &card, lang.lang).to_owned(),
    }
}

/// A pact's terms in words: "country pact: Chile – Argentina".
#[must_use]
pub fn pact_terms(terms: &PactTerms, lang: Voice<'_>) -> String {
    let n = |x: CountryId| country(x, lang);
    let k = |x: domain::ContinentId| continent(x, lang);
    match *terms {
        PactTerms::Country { own, theirs } => {
            lang.say("pact.country", &[("own", &n(own)), ("theirs", &n(theirs))])
        }
        PactTerms::Continent { continent } => {
            lang.say("pact.continent", &[("continent", &k(continent))])
        }
        PactTerms::ContinentBorder { continents: [a, b] } => {
            lang.say("pact.border", &[("first", &k(a)), ("second", &k(b))])
        }
        PactTerms::World => lang.lang.t("pact.world").to_owned(),
        PactTerms::Zone { country: z } => lang.say("pact.zone", &[("country", &n(z))]),
        PactTerms::Aggression { target, own, theirs, leader } => {
            let from = if own == theirs {
                n(own)
            } else {
                lang.say("list.and", &[("rest", &n(own)), ("last", &n(theirs))])
            };
            let (target, leader) = (n(target), color(leader, lang));
            lang.say(
                "pact.aggression",
                &[("target", &target), ("from", &from), ("leader", &leader)],
            )
        }
        PactTerms::Condominium { country: c } => {
            lang.say("pact.condominium", &[("country", &n(c))])
        }
    }
}

/// Where a pact stands, in words.
#[must_use]
pub fn pact_status(status: &PactStatus, lang: Voice<'_>) -> String {
    match *status {
        PactStatus::Proposed => lang.lang.t("pact_status.proposed").to_owned(),
        PactStatus::InForce => lang.lang.t("pact_status.in_force").to_owned(),
        PactStatus::Breaking { by, .. } => {
            lang.say("pact_status.breaking", &[("player", &color(by, lang))])
        }
        PactStatus::Truce { until_round } => {
            lang.say("pact_status.truce", &[("round", &until_round)])
        }
    }
}

/// A card as the log shows it: its country, or `?` while it is secret.
fn card_name(card: &Secret<CountryId>, lang: Voice<'_>) -> String {
    match card {
        Secret::Known(k) => country(*k, lang),
        Secret::Redacted => "?".to_owned(),
    }
}

fn narrate_pact(event: &Event, lang: Voice<'_>) -> String {
    let c = |x: Color| color(x, lang);
    let n = |x: CountryId| country(x, lang);
    match event {
        Event::PactProposed { pact, by, to, terms } => {
            let terms = pact_terms(terms, lang);
            lang.say(
                "pact.proposed",
                &[("pact", pact), ("by", &c(*by)), ("to", &c(*to)), ("terms", &terms)],
            )
        }
        Event::PactAccepted { pact } => lang.say("pact.accepted", &[("pact", pact)]),
        Event::PactBreakAnnounced { pact, by } => {
            lang.say("pact.break_announced", &[("pact", pact), ("player", &c(*by))])
        }
        Event::PactEnded { pact, reason } => {
            let reason = word("pact_end", reason, lang.lang);
            lang.say("pact.ended", &[("pact", pact), ("reason", &reason)])
        }
        Event::ZoneDutyFailed { pact, player, card } => {
            let card = match card {
                Some(Secret::Known(k)) => n(*k),
                Some(Secret::Redacted) => lang.lang.t("zone.a_card").to_owned(),
                None => lang.lang.t("zone.next_card").to_owned(),
            };
            lang.say("zone.failed", &[("pact", pact), ("player", &c(*player)), ("card", &card)])
        }
        Event::CardWithheld { player } => {
            lang.say("zone.card_withheld", &[("player", &c(*player))])
        }
        Event::AggressionLaunched { pact, first } => {
            lang.say("aggression.launched", &[("pact", pact), ("player", &c(*first))])
        }
        Event::AggressionNext { actor } => lang.say("aggression.next", &[("player", &c(*actor))]),
        Event::CondominiumFormed { country, player, from, pact } => lang.say(
            "aggression.condominium",
            &[
                ("pact", pact),
                ("player", &c(*player)),
                ("country", &n(*country)),
                ("from", &n(*from)),
            ],
        ),
        Event::AggressionEnded { pact, conquered, until_round, .. } => {
            let id = if *conquered { "aggression.conquered" } else { "aggression.failed" };
            lang.say(id, &[("pact", pact), ("round", until_round)])
        }
        Event::AllyRegroupStarted { player, into } => {
            let into = list(into.iter().map(|&k| n(k)));
            lang.say("aggression.ally_regroup", &[("player", &c(*player)), ("into", &into)])
        }
        Event::MissileFiredAt { from, to, occupant, damage } => lang.say(
            "aggression.missile",
            &[
                ("from", &n(*from)),
                ("occupant", &c(*occupant)),
                ("to", &n(*to)),
                ("damage", damage),
            ],
        ),
        _ => String::new(),
    }
}

/// One event of a Risk-like game, as a sentence in `lang`.
#[must_use]
#[expect(clippy::too_many_lines, reason = "one arm per event, each a sentence")]
pub fn narrate(event: &Event, lang: Voice<'_>) -> String {
    let c = |x: Color| color(x, lang);
    let n = |x: CountryId| country(x, lang);
    let colors = |xs: &[Color]| list(xs.iter().map(|&x| c(x)));
    match event {
        Event::GameStarted(start) => {
            lang.say("risk.game_started", &[("seating", &colors(&start.seating))])
        }
        Event::PositionLoaded { .. } => lang.lang.t("risk.position_loaded").to_owned(),
        Event::DiceOff { purpose, rolls, winners } => {
            let rolls =
                list(rolls.iter().map(|r| list(r.iter().map(|(p, d)| format!("{} {d}", c(*p))))));
            let purpose = word("dice_off", purpose, lang.lang);
            lang.say(
                "risk.dice_off",
                &[("purpose", &purpose), ("rolls", &rolls), ("winners", &colors(winners))],
            )
        }
        Event::CountriesDealt { owners } => {
            lang.say("risk.countries_dealt", &[("count", &owners.len())])
        }
        Event::ObjectiveDealt { player, objectives } => {
            let objectives = match objectives {
                Secret::Known(os) => list(os.iter().map(|o| format!("#{}", o.card))),
                Secret::Redacted => "?".to_owned(),
            };
            lang.say(
                "risk.objective_dealt",
                &[("player", &c(*player)), ("objectives", &objectives)],
            )
        }
        Event::PlacementStarted { round, player, armies } => lang.say(
            "risk.placement_started",
            &[("player", &c(*player)), ("armies", armies), ("round", round)],
        ),
        Event::ArmiesPlaced { player, country, armies } => lang.say(
            "risk.armies_placed",
            &[("player", &c(*player)), ("armies", armies), ("country", &n(*country))],
        ),
        Event::MissileBought { player, country } => {
            lang.say("risk.missile_bought", &[("player", &c(*player)), ("country", &n(*country))])
        }
        Event::MissileConverted { player, country } => lang
            .say("risk.missile_converted", &[("player", &c(*player)), ("country", &n(*country))]),
        Event::CardsExchanged { player, cards, continents, armies } => {
            let mut all: Vec<String> = cards.iter().map(|&k| n(k)).collect();
            all.extend(continents.iter().map(|&k| continent(k, lang)));
            lang.say(
                "risk.cards_exchanged",
                &[("player", &c(*player)), ("cards", &list(all)), ("armies", armies)],
            )
        }
        Event::RoundStarted { round, order } => {
            lang.say("risk.round_started", &[("round", round), ("order", &colors(order))])
        }
        Event::SituationRevealed { card } => {
            lang.say("risk.situation", &[("situation", &situation(*card, lang))])
        }
        Event::CrisisRolled { rolls, losers } => {
            let rolls = list(rolls.iter().map(|(p, d)| format!("{} {d}", c(*p))));
            lang.say("risk.crisis", &[("rolls", &rolls), ("losers", &colors(losers))])
        }
        Event::ReinforcementStarted { player, armies } => {
            lang.say("risk.reinforcements", &[("player", &c(*player)), ("armies", armies)])
        }
        Event::TurnStarted { player, incorporation: None } => {
            lang.say("risk.turn_started", &[("player", &c(*player))])
        }
        Event::TurnStarted { player, incorporation: Some(inc) } => {
            let total: u32 =
                inc.for_countries + inc.for_continents.iter().map(|(_, b)| b).sum::<u32>();
            lang.say(
                "risk.turn_started_incorporating",
                &[("player", &c(*player)), ("armies", &total)],
            )
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
        } => lang.say(
            if *conquered { "risk.attack_conquers" } else { "risk.attack" },
            &[
                ("attacker", &c(*attacker)),
                ("defender", &c(*defender)),
                ("from", &n(*from)),
                ("to", &n(*to)),
                ("attacker_dice", &dice(attacker_dice)),
                ("defender_dice", &dice(defender_dice)),
                ("attacker_losses", attacker_losses),
                ("defender_losses", defender_losses),
            ],
        ),
        Event::ArmiesMovedIn { from, to, armies } => {
            lang.say("risk.moved_in", &[("armies", armies), ("from", &n(*from)), ("to", &n(*to))])
        }
        Event::MissileFired { from, to, damage } => lang
            .say("risk.missile_fired", &[("from", &n(*from)), ("to", &n(*to)), ("damage", damage)]),
        Event::Regrouped { from, to, armies, missiles } => lang.say(
            "risk.regrouped",
            &[("armies", armies), ("missiles", missiles), ("from", &n(*from)), ("to", &n(*to))],
        ),
        Event::PlayerEliminated { player, by, cards } => {
            let cards = match cards {
                Secret::Known(k) => list(k.iter().map(|&x| n(x))),
                Secret::Redacted => "?".to_owned(),
            };
            lang.say(
                "risk.eliminated",
                &[("by", &c(*by)), ("player", &c(*player)), ("cards", &cards)],
            )
        }
        Event::CardDrawn { player, card } => lang
            .say("risk.card_drawn", &[("player", &c(*player)), ("card", &card_name(card, lang))]),
        Event::CardBonus { player, country, armies } => lang.say(
            "risk.card_bonus",
            &[("player", &c(*player)), ("armies", armies), ("country", &n(*country))],
        ),
        Event::ContinentCardEarned { player, continent: k } => lang.say(
            "risk.continent_card_earned",
            &[("player", &c(*player)), ("continent", &continent(*k, lang))],
        ),
        Event::ContinentCardReturned { player, continent: k } => lang.say(
            "risk.continent_card_returned",
            &[("player", &c(*player)), ("continent", &continent(*k, lang))],
        ),
        Event::TurnEnded { player } => lang.say("risk.turn_ended", &[("player", &c(*player))]),
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
            lang.say("risk.forfeited", &[("player", &c(*player))])
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
            lang.say("risk.rematch", &[("seat", seat), ("lobby", lobby)])
        }
        Event::GameWon { winner, reason } => lang.say(
            "risk.won",
            &[("player", &c(*winner)), ("reason", &word("win", reason, lang.lang))],
        ),
        Event::RoundCapReached { rounds } => lang.say("risk.round_cap", &[("rounds", rounds)]),
        Event::SeedRevealed { seed } => lang.say("risk.seed", &[("seed", &seed.to_hex())]),
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
                let it = objective_words(def, ruleset.board, Voice::plain(Lang::It));
                assert!(!it.contains('{') && it != es && it != def.text, "card {}: {it}", def.card);
            }
        }
        let classic = domain::RulesetId::Classic.ruleset();
        let card1 = classic.objective(1).expect("card 1");
        assert_eq!(
            objective_words(card1, classic.board, Voice::plain(Lang::Es)),
            "5 países de América del Norte, 4 países de Europa y África"
        );
        assert_eq!(
            objective_words(card1, classic.board, Voice::plain(Lang::It)),
            "5 paesi in America del Nord, 4 paesi in Europa e Africa"
        );
    }

    use super::*;
    use crate::narrate::who;
    use domain::board::Board;
    use domain::rules::{Dice, Incorporation, PactEnd, WinReason};
    use domain::shared::{Authority, BotLevel, ControlCause, Controller};

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

    #[test]
    fn a_few_real_events_read_as_natural_italian() {
        let board = Board::revancha();
        let c = |s: &str| board.country_by_slug(s).expect("country");
        let names = [(Color::Red, "ana".to_owned())];
        let it = |e: &Event| narrate(e, Voice::new(Lang::It, &names));
        let attack = Event::AttackResolved {
            attacker: Color::Red,
            defender: Color::Black,
            from: c("nueva_zelanda"),
            to: c("tasmania"),
            attacker_dice: Dice::new(&[6, 5]),
            defender_dice: Dice::new(&[2]),
            attacker_losses: 0,
            defender_losses: 1,
            conquered: true,
        };
        assert_eq!(
            it(&attack),
            "rosso (ana) attacca Tasmania da Nuova Zelanda: 6-5 contro 2, rosso (ana) perde 0, \
             nero perde 1; rosso (ana) conquista Tasmania"
        );
        let placed = Event::ArmiesPlaced { player: Color::Black, country: c("chile"), armies: 3 };
        assert_eq!(it(&placed), "nero rinforza Cile con 3");
        let turn = Event::TurnStarted {
            player: Color::Black,
            incorporation: Some(Incorporation { for_countries: 5, for_continents: vec![] }),
        };
        assert_eq!(it(&turn), "turno di nero: 5 eserciti da piazzare");
        let terms = PactTerms::Country { own: c("chile"), theirs: c("argentina") };
        let proposed = Event::PactProposed { pact: 2, by: Color::Red, to: Color::Blue, terms };
        assert_eq!(
            it(&proposed),
            "rosso (ana) propone a blu il patto #2 (patto di paesi: Cile – Argentina)"
        );
        let ended = Event::PactEnded { pact: 2, reason: PactEnd::TruceOver };
        assert_eq!(it(&ended), "finisce il patto #2: la tregua è finita");
        let handed = Event::ControlChanged {
            player: Color::Red,
            controller: Controller::Bot { level: BotLevel::Planner },
            cause: ControlCause::Operator,
        };
        assert_eq!(it(&handed), "un bot (planner) gioca il posto di rosso (ana) (da un operatore)");
        let paused = Event::GamePaused { by: Authority::Tournament };
        assert_eq!(it(&paused), "la partita va in pausa (il torneo)");
        let won = Event::GameWon { winner: Color::Red, reason: WinReason::SecretObjective };
        assert_eq!(
            ending(std::iter::once(&won), Voice::new(Lang::It, &names)),
            Some("vince rosso (ana)! (obiettivo segreto)".to_owned())
        );
    }
}
