//! Pacts (R-PCT-1..6, R-PCT-8): proposals and answers, the breaking notice,
//! automatic ending (R-PCT-5), and their enforcement on attacks and on
//! missile flights (the flight search of R-PCT-6).
//!
//! Pact commands are the only ones a player may send outside their turn:
//! proposals are answered whenever the addressee likes, as at a table. Every
//! change is an event, so the list of pacts is part of the folded state and
//! replays exactly. Pacts are public (R-PCT-1): no view hides them.
//!
//! International zones (R-PCT-7, R-PCT-9) are pacts too: a country both
//! parties take in turn, kept with one army; the duty is checked when a
//! party leaves its attack step, and a failure is penalised at once.
//!
//! Aggression pacts and condominiums (R-PCT-10..12) are pacts too: their
//! terms, truce and proposal live here, their out-of-turn sequence in
//! `aggression.rs`.

use crate::board::{Board, ContinentId, CountryId};
use crate::color::Color;
use crate::rules::error::RuleViolation;
use crate::rules::state::Game;
use crate::rules::tx::Tx;
use crate::rules::types::{Command, Event, Pact, PactEnd, PactStatus, PactTerms, Secret};
use crate::ruleset::PactModule;

/// The most borders a missile flies (R-MIS-3), also the widest country pact.
const MISSILE_RANGE: u8 = 3;

impl Game {
    /// The binding pact between `attacker` and `defender` that forbids an
    /// attack from `from` on `to`, if any (R-PCT-3).
    #[must_use]
    pub fn pact_forbidding(
        &self,
        attacker: Color,
        defender: Color,
        from: CountryId,
        to: CountryId,
    ) -> Option<&Pact> {
        let board = self.board();
        // A zone between the two overrides their other pacts for attacks on
        // it: otherwise a world pact would make the zone's duty impossible.
        if self.zone_on(to).is_some_and(|z| z.between(attacker, defender)) {
            return None;
        }
        self.pacts().iter().find(|p| {
            p.is_binding() && p.between(attacker, defender) && p.terms.covers(board, from, to)
        })
    }

    /// The binding international zone on `country`, if any (R-PCT-7).
    #[must_use]
    pub fn zone_on(&self, country: CountryId) -> Option<&Pact> {
        self.pacts().iter().find(|p| {
            p.is_binding() && matches!(p.terms, PactTerms::Zone { country: z } if z == country)
        })
    }

    /// R-PCT-7: the zone pacts `actor` fails now, with one more attack open
    /// to them: zones held by the other party that `actor` could attack.
    pub(crate) fn zone_breaches(&self, actor: Color) -> Vec<u32> {
        let board = self.board();
        self.pacts()
            .iter()
            .filter(|p| p.is_binding() && p.binds(actor))
            .filter_map(|p| match p.terms {
                PactTerms::Zone { country } => Some((p, country)),
                _ => None,
            })
            .filter(|(p, zone)| self.countries()[zone.index()].main.owner == p.other(actor))
            .filter(|(_, zone)| {
                board
                    .ids_in(board.neighbour_mask(*zone) & self.owned_mask(actor))
                    .any(|from| self.attack_open(actor, from, *zone))
            })
            .map(|(p, _)| p.id)
            .collect()
    }

    /// Whether `actor` could roll an attack from `from` on `to` now, phase
    /// aside: armies, situation cards and pacts.
    fn attack_open(&self, actor: Color, from: CountryId, to: CountryId) -> bool {
        let defender = self.countries()[to.index()].main.owner;
        self.countries()[from.index()].main.armies >= 2
            && self.situation() != Some(crate::rules::types::Situation::Rest(actor))
            && self.check_borders(from, to).is_ok()
            && self.pact_forbidding(actor, defender, from, to).is_none()
    }

    /// Whether a missile of `shooter` may fly over the border `a`–`b`: not
    /// when a binding pact between the shooter and the owner on either side
    /// covers it (R-PCT-6).
    ///
    /// A side the shooter occupies itself counts for nobody, as the attacking
    /// country of an attack never names a defender (R-MIS-8 with R-PCT-6): a
    /// missile fired from the shooter's condominium is barred by its pacts
    /// with the partner only where the partner holds the far side, exactly
    /// where an attack from it would be.
    fn may_overfly(&self, shooter: Color, a: CountryId, b: CountryId) -> bool {
        let board = self.board();
        let others = |c: CountryId| {
            let occupants = self.occupant_mask(c);
            if occupants & shooter.bit() == 0 { occupants } else { 0 }
        };
        let occupied = others(a) | others(b);
        !self.pacts().iter().any(|p| {
            p.is_binding()
                && p.binds(shooter)
                && occupied & p.other(shooter).bit() != 0
                && p.terms.covers(board, a, b)
        })
    }

    /// R-PCT-6 (and its decision): the length of the shortest flight of at
    /// most 3 borders from `from` to `to` that crosses no border covered by
    /// a pact of the shooter; `None` when every such flight is barred.
    pub(crate) fn missile_flight(
        &self,
        shooter: Color,
        from: CountryId,
        to: CountryId,
    ) -> Option<u8> {
        let board = self.board();
        if !self.pacts().iter().any(|p| p.is_binding() && p.binds(shooter)) {
            return Some(board.distance(from, to)).filter(|&d| d <= MISSILE_RANGE);
        }
        let mut seen = from.bit();
        let mut frontier = from.bit();
        for depth in 1..=MISSILE_RANGE {
            let mut next = 0u128;
            for a in board.ids_in(frontier) {
                for b in board.ids_in(board.neighbour_mask(a) & !seen) {
                    if self.may_overfly(shooter, a, b) {
                        next |= b.bit();
                    }
                }
            }
            if next & to.bit() != 0 {
                return Some(depth);
            }
            seen |= next;
            frontier = next;
        }
        None
    }

    /// R-PCT-10 (reading A1): the target is a country a third player in
    /// play holds alone, and each ally attacks from a country bordering it:
    /// their own, or the condominium the two share (a team-up, R-PCT-11).
    pub(crate) fn check_aggression(
        &self,
        by: Color,
        to: Color,
        target: CountryId,
        own: CountryId,
        theirs: CountryId,
    ) -> Result<(), RuleViolation> {
        let invalid = |reason| Err(RuleViolation::InvalidPact { reason });
        let board = self.board();
        let here = &self.countries()[target.index()];
        if here.co.is_some() || here.main.owner == by || here.main.owner == to {
            return invalid("the target is a country a third player holds alone");
        }
        if !board.borders(own, target) || !board.borders(theirs, target) {
            return invalid("both attacking countries must border the target");
        }
        if own == theirs {
            if self.occupant_mask(own) != by.bit() | to.bit() {
                return invalid("a team-up attacks from the condominium the two share");
            }
        } else if self.owned_mask(by) & own.bit() == 0 || self.owned_mask(to) & theirs.bit() == 0 {
            return invalid("each ally attacks from a country of their own");
        }
        Ok(())
    }

    /// Aggressions `actor` could propose to `other` and lead, one per
    /// target: from the strongest bordering country of each.
    pub(crate) fn aggression_offers(
        &self,
        actor: Color,
        other: Color,
    ) -> Vec<(CountryId, CountryId, CountryId)> {
        let board = self.board();
        let strongest = |mask: u128, color: Color| {
            board.ids_in(mask).max_by_key(|c| self.stake(*c, color).map_or(0, |s| s.armies))
        };
        let third = self.seating().iter().filter(|&&c| c != actor && c != other);
        let targets = third.fold(0u128, |m, &c| m | self.owned_mask(c));
        let mut out = Vec::new();
        for target in board.ids_in(targets) {
            let around = board.neighbour_mask(target);
            if let (Some(own), Some(theirs)) = (
                strongest(around & self.owned_mask(actor), actor),
                strongest(around & self.owned_mask(other), other),
            ) {
                out.push((target, own, theirs));
            }
            let shared = around & self.shared_mask(actor) & self.shared_mask(other);
            for condo in board.ids_in(shared) {
                out.push((target, condo, condo));
            }
        }
        out
    }

    /// Pact commands: any contending player, at any time of a game under way.
    pub(crate) fn decide_pact(
        &self,
        actor: Color,
        command: &Command,
    ) -> Result<Vec<Event>, RuleViolation> {
        if !self.options().pacts {
            return Err(RuleViolation::PactsDisabled);
        }
        if !self.is_contending(actor) {
            return Err(RuleViolation::NotInPlay { player: actor });
        }
        match *command {
            Command::ProposePact { to, terms } => {
                self.check_proposal(actor, to, terms)?;
                Ok(vec![Event::PactProposed { pact: self.next_pact() + 1, by: actor, to, terms }])
            }
            Command::AcceptPact { pact } => {
                let p = self.proposal_to(actor, pact)?;
                if !self.is_contending(p.by) {
                    return Err(RuleViolation::NotInPlay { player: p.by });
                }
                // The board may have changed since the proposal.
                match p.terms {
                    PactTerms::Zone { country } => self.check_zone(p.by, p.to, country)?,
                    PactTerms::Aggression { target, own, theirs, .. } => {
                        self.check_aggression(p.by, p.to, target, own, theirs)?;
                    }
                    _ => {}
                }
                Ok(vec![Event::PactAccepted { pact }])
            }
            Command::DismissZone { pact } => {
                let p = self.open_pact(pact)?;
                if p.dismissable_by != Some(actor) {
                    return Err(RuleViolation::NoZoneBreach { pact });
                }
                Ok(vec![Event::PactEnded { pact, reason: PactEnd::Dismissed }])
            }
            Command::RefusePact { pact } => {
                self.proposal_to(actor, pact)?;
                Ok(vec![Event::PactEnded { pact, reason: PactEnd::Refused }])
            }
            Command::WithdrawPact { pact } => {
                let p = self.open_pact(pact)?;
                if p.by != actor || p.status != PactStatus::Proposed {
                    return Err(RuleViolation::PactNotYours { pact });
                }
                Ok(vec![Event::PactEnded { pact, reason: PactEnd::Withdrawn }])
            }
            Command::BreakPact { pact } => {
                let p = self.open_pact(pact)?;
                if !p.binds(actor) {
                    return Err(RuleViolation::PactNotYours { pact });
                }
                if p.status != PactStatus::InForce {
                    return Err(RuleViolation::PactNotInForce { pact });
                }
                if matches!(p.terms, PactTerms::Aggression { .. }) {
                    return Err(RuleViolation::PactNotBreakable { pact });
                }
                Ok(vec![Event::PactBreakAnnounced { pact, by: actor }])
            }
            _ => unreachable!("decide routes only pact commands here"),
        }
    }

    fn open_pact(&self, pact: u32) -> Result<&Pact, RuleViolation> {
        self.pacts().iter().find(|p| p.id == pact).ok_or(RuleViolation::UnknownPact { pact })
    }

    fn proposal_to(&self, actor: Color, pact: u32) -> Result<&Pact, RuleViolation> {
        let p = self.open_pact(pact)?;
        if p.to != actor || p.status != PactStatus::Proposed {
            return Err(RuleViolation::PactNotYours { pact });
        }
        Ok(p)
    }

    /// R-PCT-2 (and R-PCT-8: a pact binds its two parties and protects
    /// nothing of a third).
    /// R-CLS-6: the classic game knows country pacts (between neighbours,
    /// having no missiles), world pacts and international zones only.
    fn edition_allows(&self, terms: PactTerms) -> Result<(), RuleViolation> {
        if self.ruleset().modules.pacts != PactModule::Classic {
            return Ok(());
        }
        match terms {
            PactTerms::World | PactTerms::Zone { .. } => Ok(()),
            PactTerms::Country { own, theirs } if self.board().borders(own, theirs) => Ok(()),
            PactTerms::Country { .. } => Err(RuleViolation::InvalidPact {
                reason: "without missiles, a country pact joins two neighbours",
            }),
            _ => Err(RuleViolation::InvalidPact {
                reason: "this edition has country and world pacts and international zones only",
            }),
        }
    }

    fn check_proposal(
        &self,
        actor: Color,
        to: Color,
        terms: PactTerms,
    ) -> Result<(), RuleViolation> {
        let board = self.board();
        if to == actor || !self.is_contending(to) {
            return Err(RuleViolation::InvalidPact {
                reason: "the other party must be another player in play",
            });
        }
        self.edition_allows(terms)?;
        match terms {
            PactTerms::Country { own, theirs } => {
                for c in [own, theirs] {
                    if !board.contains(c) {
                        return Err(RuleViolation::UnknownCountry { country: c });
                    }
                }
                if self.owned_mask(actor) & own.bit() == 0
                    || self.owned_mask(to) & theirs.bit() == 0
                {
                    return Err(RuleViolation::InvalidPact {
                        reason: "a country pact names one country of each party",
                    });
                }
                if board.distance(own, theirs) > MISSILE_RANGE {
                    return Err(RuleViolation::InvalidPact {
                        reason: "the two countries must border or be within missile range",
                    });
                }
            }
            PactTerms::Continent { continent } => {
                if !board.has_continent(continent) {
                    return Err(RuleViolation::UnknownContinent { continent });
                }
            }
            PactTerms::ContinentBorder { continents: [a, b] } => {
                for k in [a, b] {
                    if !board.has_continent(k) {
                        return Err(RuleViolation::UnknownContinent { continent: k });
                    }
                }
                if !continents_border(board, a, b) {
                    return Err(RuleViolation::InvalidPact {
                        reason: "the two continents must share a border",
                    });
                }
            }
            PactTerms::World => {}
            PactTerms::Zone { country } => {
                if !board.contains(country) {
                    return Err(RuleViolation::UnknownCountry { country });
                }
                self.check_zone(actor, to, country)?;
            }
            PactTerms::Aggression { target, own, theirs, leader } => {
                for c in [target, own, theirs] {
                    if !board.contains(c) {
                        return Err(RuleViolation::UnknownCountry { country: c });
                    }
                }
                if leader != actor && leader != to {
                    return Err(RuleViolation::InvalidPact {
                        reason: "the leader of an aggression is one of its two parties",
                    });
                }
                self.check_aggression(actor, to, target, own, theirs)?;
            }
            PactTerms::Condominium { .. } => {
                return Err(RuleViolation::InvalidPact {
                    reason: "condominium pacts are made by conquering together (R-PCT-11)",
                });
            }
        }
        if self.pacts().iter().any(|p| p.between(actor, to) && p.terms.same_as(&terms)) {
            return Err(RuleViolation::DuplicatePact);
        }
        Ok(())
    }

    /// R-PCT-7 (decisions in docs/rules/revancha.md): both parties have
    /// made 3 exchanges and have no other zone; the country is one party's,
    /// with one army and no missile, and borders a country of each.
    fn check_zone(&self, a: Color, b: Color, country: CountryId) -> Result<(), RuleViolation> {
        let invalid = |reason| Err(RuleViolation::InvalidPact { reason });
        let board = self.board();
        let exchanged = |c: Color| self.player(c).is_some_and(|p| p.exchanges >= 3);
        if !exchanged(a) || !exchanged(b) {
            return invalid("a zone needs both players to have made 3 exchanges");
        }
        if [a, b].iter().any(|&c| {
            self.pacts()
                .iter()
                .any(|p| p.is_binding() && p.binds(c) && matches!(p.terms, PactTerms::Zone { .. }))
        }) {
            return invalid("a player has at most one international zone at a time");
        }
        let here = &self.countries()[country.index()].main;
        if !(here.owner == a || here.owner == b)
            || here.armies != 1
            || here.missiles != 0
            || self.countries()[country.index()].co.is_some()
        {
            return invalid("a zone is a country of one party with one army and no missile");
        }
        let around = board.neighbour_mask(country);
        if around & self.owned_mask(a) == 0 || around & self.owned_mask(b) == 0 {
            return invalid("a zone borders a country of each party");
        }
        Ok(())
    }

    /// The pact commands `actor` may send now (appended to `out`).
    pub(crate) fn pact_actions(&self, actor: Color, out: &mut Vec<Command>) {
        if !self.options().pacts
            || !self.is_contending(actor)
            || self.seed().is_none()
            || self.is_finished()
        {
            return;
        }
        for p in self.pacts() {
            match p.status {
                PactStatus::Proposed
                    if p.to == actor
                        && self.is_contending(p.by)
                        && self.decide_pact(actor, &Command::AcceptPact { pact: p.id }).is_ok() =>
                {
                    out.push(Command::AcceptPact { pact: p.id });
                    out.push(Command::RefusePact { pact: p.id });
                }
                PactStatus::Proposed if p.to == actor => {
                    out.push(Command::RefusePact { pact: p.id });
                }
                PactStatus::Proposed if p.by == actor => {
                    out.push(Command::WithdrawPact { pact: p.id });
                }
                PactStatus::InForce
                    if p.binds(actor) && !matches!(p.terms, PactTerms::Aggression { .. }) =>
                {
                    out.push(Command::BreakPact { pact: p.id });
                }
                _ => {}
            }
        }
        for p in self.pacts().iter().filter(|p| p.dismissable_by == Some(actor)) {
            out.push(Command::DismissZone { pact: p.id });
        }
        let board = self.board();
        let mine = self.owned_mask(actor);
        for other in self.seating().iter().copied().filter(|&c| c != actor && self.is_contending(c))
        {
            let mut offer = |terms: PactTerms| {
                if self.edition_allows(terms).is_ok()
                    && !self
                        .pacts()
                        .iter()
                        .any(|p| p.between(actor, other) && p.terms.same_as(&terms))
                {
                    out.push(Command::ProposePact { to: other, terms });
                }
            };
            offer(PactTerms::World);
            for k in board.continent_ids() {
                offer(PactTerms::Continent { continent: k });
            }
            for a in board.continent_ids() {
                for b in board.continent_ids().filter(|b| b.index() > a.index()) {
                    if continents_border(board, a, b) {
                        offer(PactTerms::ContinentBorder { continents: [a, b] });
                    }
                }
            }
            let theirs = self.owned_mask(other);
            for zone in board.ids_in(mine | theirs) {
                if self.check_zone(actor, other, zone).is_ok() {
                    offer(PactTerms::Zone { country: zone });
                }
            }
            for own in board.ids_in(mine) {
                for t in board.ids_in(theirs) {
                    if board.distance(own, t) <= MISSILE_RANGE {
                        offer(PactTerms::Country { own, theirs: t });
                    }
                }
            }
            for (target, own, theirs) in self.aggression_offers(actor, other) {
                offer(PactTerms::Aggression { target, own, theirs, leader: actor });
            }
        }
    }
}

/// Whether two continents share at least one border.
fn continents_border(board: &Board, a: ContinentId, b: ContinentId) -> bool {
    a != b
        && board
            .ids_in(board.continent(a).mask)
            .any(|c| board.neighbour_mask(c) & board.continent(b).mask != 0)
}

/// Ends, for `reason`, every open pact (or proposal) `which` picks.
fn end_pacts(tx: &mut Tx, reason: PactEnd, which: impl Fn(&Pact) -> bool) {
    let done: Vec<u32> = tx.scratch().pacts().iter().filter(|p| which(p)).map(|p| p.id).collect();
    for pact in done {
        tx.emit(Event::PactEnded { pact, reason });
    }
}

/// Ends every pact whose term has run out: R-PCT-4's notice at the end of
/// the other party's turn.
pub(crate) fn end_broken_pacts(tx: &mut Tx, ending: Color) {
    end_pacts(
        tx,
        PactEnd::Broken,
        |p| matches!(p.status, PactStatus::Breaking { by, notice_started: true } if p.other(by) == ending),
    );
}

/// R-PCT-5: country pacts (and proposals) naming a country that just
/// changed hands end. A third colour ends them by the rule; a party taking
/// its partner's country ends them too, as the pair no longer separates
/// the two (docs/rules/revancha.md).
pub(crate) fn end_pacts_on_country(tx: &mut Tx, country: CountryId) {
    let g = tx.scratch();
    let owner = g.countries()[country.index()].main.owner;
    let running = g.phase().running_aggression();
    end_pacts(tx, PactEnd::CountryChangedHands, |p| match p.terms {
        PactTerms::Country { own, theirs } => own == country || theirs == country,
        // A zone changes hands between its parties by design; a third
        // colour taking it ends it, like R-PCT-5.
        PactTerms::Zone { country: zone } => zone == country && !p.binds(owner),
        // An aggression whose target fell to someone else before it was
        // carried out has nothing left to conquer.
        PactTerms::Aggression { target, .. } => {
            target == country && p.status == PactStatus::InForce && running != Some(p.id)
        }
        _ => false,
    });
}

/// R-PCT-12: an occupant expelled from a condominium ends every pact tied
/// to it: its condominium pact and aggressions launched from it.
pub(crate) fn end_pacts_on_condominium(tx: &mut Tx, country: CountryId) {
    end_pacts(tx, PactEnd::Expelled, |p| match p.terms {
        PactTerms::Condominium { country: c } => c == country,
        PactTerms::Aggression { own, theirs, .. } => {
            own == theirs && own == country && p.status == PactStatus::InForce
        }
        _ => false,
    });
}

/// R-PCT-10: truces whose round is over end when the next round starts.
pub(crate) fn end_truces(tx: &mut Tx) {
    let round = tx.scratch().round();
    end_pacts(
        tx,
        PactEnd::TruceOver,
        |p| matches!(p.status, PactStatus::Truce { until_round } if until_round < round),
    );
}

/// A player out of the game (eliminated or forfeited) ends every pact and
/// proposal they are party to.
pub(crate) fn end_pacts_of(tx: &mut Tx, player: Color) {
    end_pacts(tx, PactEnd::PartyOut, |p| p.binds(player));
}

/// Proposals nobody answered lapse when the round after theirs ends, that
/// is when round `proposed + 2` starts.
pub(crate) fn expire_proposals(tx: &mut Tx) {
    let round = tx.scratch().round();
    end_pacts(tx, PactEnd::Expired, |p| p.status == PactStatus::Proposed && p.round + 2 <= round);
}

/// R-PCT-9: leaving the attack step (the first regroup, or the end of the
/// turn) with a zone of the other party still attackable costs a random
/// country card back to the pile, or, with none, the next card earned.
pub(crate) fn zone_duties(tx: &mut Tx, actor: Color, rng: &mut dyn crate::rng::Randomness) {
    for pact in tx.scratch().zone_breaches(actor) {
        let hand: Vec<CountryId> = tx
            .scratch()
            .player(actor)
            .map(|p| p.hand.iter().map(|h| h.country).collect())
            .unwrap_or_default();
        let card = u32::try_from(hand.len()).ok().filter(|&n| n > 0).and_then(|n| {
            hand.get(usize::try_from(rng.below(n)).unwrap_or(0)).copied().map(Secret::Known)
        });
        tx.emit(Event::ZoneDutyFailed { pact, player: actor, card });
    }
}
