//! Aggression pacts and condominiums (R-PCT-10..12): the out-of-turn
//! sequence of alternating rolls, the condominium it creates, the allies'
//! move-in and regroup, and the card rule for conquests made together.
//!
//! Out-of-turn acts stay inside "`decide` accepts only the phase's actor":
//! the sequence is made of phases ([`Phase::Aggression`],
//! [`Phase::JointMoveIn`], [`Phase::AllyRegroup`]) whose actor is not always
//! the player whose turn it is ([`Phase::turn_player`]). Readings of the
//! rulebook are in docs/design/aggression-and-condominiums.md.

use crate::board::CountryId;
use crate::color::Color;
use crate::rng::Randomness;
use crate::rules::conquest::{after_conquest, draw_card};
use crate::rules::error::RuleViolation;
use crate::rules::state::Game;
use crate::rules::tx::Tx;
use crate::rules::types::pact::Aggression;
use crate::rules::types::{Event, JointMover, PactStatus, Situation};

impl Game {
    /// The aggression pact numbered `pact`, if it is one.
    pub(crate) fn aggression(&self, pact: u32) -> Option<Aggression> {
        self.pacts().iter().find(|p| p.id == pact).and_then(Aggression::of)
    }

    /// Whether `player` may roll in aggression `a` now (reading A3): armies
    /// to attack with, not resting, borders open, no pact of theirs with
    /// the target's owner forbidding it.
    pub(crate) fn can_roll(&self, a: &Aggression, player: Color) -> bool {
        let from = a.attacks_from(player);
        let here = &self.countries()[a.target.index()];
        let defender = here.main.owner;
        here.co.is_none()
            && defender != a.leader
            && defender != a.ally
            && self.is_contending(player)
            && self.stake(from, player).is_some_and(|s| s.armies >= 2)
            && self.situation() != Some(Situation::Rest(player))
            && self.check_borders(from, a.target).is_ok()
            && self.pact_forbidding(player, defender, from, a.target).is_none()
    }

    /// The aggressions `actor` leads and may launch now.
    pub(crate) fn launchable(&self, actor: Color) -> impl Iterator<Item = Aggression> + '_ {
        self.pacts()
            .iter()
            .filter(|p| p.status == PactStatus::InForce)
            .filter_map(Aggression::of)
            .filter(move |a| a.leader == actor)
            .filter(move |a| self.can_roll(a, a.leader) || self.can_roll(a, a.ally))
    }

    /// `LaunchAggression`: the leader, in their attack step, starts the
    /// sequence; the leader rolls first when able (R-PCT-10).
    pub(crate) fn decide_launch(
        &self,
        actor: Color,
        pact: u32,
    ) -> Result<Vec<Event>, RuleViolation> {
        let a = self
            .launchable(actor)
            .find(|a| a.id == pact)
            .ok_or(RuleViolation::CannotLaunch { pact })?;
        let first = if self.can_roll(&a, actor) { actor } else { a.ally };
        Ok(vec![Event::AggressionLaunched { pact, first }])
    }

    /// The last round of the allies' truce, set when the aggression ends:
    /// the round in which the ally next plays (R-PCT-10).
    fn truce_until(&self, a: &Aggression) -> u32 {
        let at = |c: Color| self.round_order().iter().position(|&x| x == c);
        match (at(a.leader), at(a.ally)) {
            (Some(l), Some(x)) if x < l => self.round() + 1,
            _ => self.round(),
        }
    }
}

/// After a roll of the sequence that took nothing: the other ally rolls
/// if able, else the same one; nobody able ends it (reading A3).
pub(crate) fn after_roll(tx: &mut Tx, pact: u32, roller: Color) {
    let g = tx.scratch();
    let Some(a) = g.aggression(pact) else { return };
    let partner = a.partner(roller);
    if g.can_roll(&a, partner) {
        tx.emit(Event::AggressionNext { actor: partner });
    } else if !g.can_roll(&a, roller) {
        end_aggression(tx, pact);
    }
}

/// `EndAggression` and the leader's attack step closing with pacts it can
/// no longer launch.
pub(crate) fn end_aggression(tx: &mut Tx, pact: u32) {
    let g = tx.scratch();
    let Some(a) = g.aggression(pact) else { return };
    let until_round = g.truce_until(&a);
    tx.emit(Event::AggressionEnded { pact, conquered: false, until_round, movers: Vec::new() });
}

/// R-PCT-10 (reading A2): the leader leaving the attack step. An aggression
/// still launchable is refused ([`RuleViolation::AggressionPending`]) unless
/// it is a team-up; the others are closed unconquered, their truce running.
pub(crate) fn aggression_duties(tx: &mut Tx, leader: Color) -> Result<(), RuleViolation> {
    let g = tx.scratch();
    if let Some(a) = g.launchable(leader).find(|a| !a.is_team_up()) {
        return Err(RuleViolation::AggressionPending { pact: a.id });
    }
    let open: Vec<u32> = g
        .pacts()
        .iter()
        .filter(|p| p.status == PactStatus::InForce)
        .filter_map(Aggression::of)
        .filter(|a| a.leader == leader)
        .map(|a| a.id)
        .collect();
    for pact in open {
        end_aggression(tx, pact);
    }
    Ok(())
}

/// R-PCT-10, R-PCT-11: the target fell to `conqueror`. The usual
/// consequences follow; then the other ally enters with one army (from
/// their attacking country, or any own neighbour able to spare one), the
/// country becomes their condominium with its pact, and each may add one
/// more army, the conqueror first.
pub(crate) fn after_joint_conquest(tx: &mut Tx, pact: u32, conqueror: Color, loser: Color) {
    let Some(a) = tx.scratch().aggression(pact) else { return };
    after_conquest(tx, conqueror, loser, a.target);
    if tx.scratch().is_finished() {
        return;
    }
    let partner = a.partner(conqueror);
    let g = tx.scratch();
    let board = g.board();
    let spare = |c: CountryId| g.stake(c, partner).is_some_and(|s| s.armies >= 2);
    let entry = Some(a.attacks_from(partner)).filter(|&c| spare(c)).or_else(|| {
        board.ids_in(board.neighbour_mask(a.target) & g.presence_mask(partner)).find(|&c| spare(c))
    });
    let mut movers = Vec::new();
    let mut mover = |g: &Game, player: Color, from: CountryId| {
        let max = g.stake(from, player).map_or(0, |s| s.armies - 1).min(1);
        if max > 0 {
            movers.push(JointMover { player, from, max });
        }
    };
    if let Some(from) = entry {
        let condominium = g.next_pact() + 1;
        tx.emit(Event::CondominiumFormed {
            country: a.target,
            player: partner,
            from,
            pact: condominium,
        });
        let g = tx.scratch();
        mover(g, conqueror, a.attacks_from(conqueror));
        mover(g, partner, from);
    } else {
        mover(tx.scratch(), conqueror, a.attacks_from(conqueror));
    }
    let until_round = tx.scratch().truce_until(&a);
    tx.emit(Event::AggressionEnded { pact, conquered: true, until_round, movers });
}

/// R-PCT-11 (reading A10): when the leader ends the turn, each ally with a
/// condominium formed this turn regroups into it, if they can move anything
/// there. Returns whether an ally's regroup began.
pub(crate) fn start_ally_regroup(tx: &mut Tx) -> bool {
    let g = tx.scratch();
    let board = g.board();
    let mut allies: Vec<Color> = g.turn().ally_regroups.iter().map(|r| r.0).collect();
    allies.dedup();
    for ally in allies {
        let into: Vec<CountryId> = g
            .turn()
            .ally_regroups
            .iter()
            .filter(|r| r.0 == ally && g.stake(r.1, ally).is_some())
            .map(|r| r.1)
            .collect();
        let able = g.is_contending(ally)
            && g.situation() != Some(Situation::Rest(ally))
            && into.iter().any(|&to| {
                board
                    .ids_in(board.neighbour_mask(to) & g.presence_mask(ally))
                    .any(|from| g.movable(from, ally) != (0, 0))
            });
        if able {
            tx.emit(Event::AllyRegroupStarted { player: ally, into });
            return true;
        }
    }
    false
}

/// R-PCT-10 (reading A5): a card for each ally who took part in at least two
/// conquests by aggression this turn (the leader's own card step counts
/// them with the rest of the turn).
pub(crate) fn joint_cards(tx: &mut Tx, leader: Color, rng: &mut dyn Randomness) {
    let earned: Vec<(Color, u32)> =
        tx.scratch().turn().joint.iter().copied().filter(|&(c, n)| c != leader && n >= 2).collect();
    for (ally, n) in earned {
        draw_card(tx, ally, n, rng);
    }
}
