//! `legal_actions`: the concrete commands a player may send now. Each one is
//! accepted by `decide` (a property test holds the two together); for
//! quantities the least and the most allowed are listed.

use crate::board::{ContinentId, CountryId};
use crate::color::Color;
use crate::rules::state::Game;
use crate::rules::state::countries_of;
use crate::rules::types::{Command, Phase, Situation};

impl Game {
    /// Every kind of move `actor` can make now: their turn's moves when it is
    /// their turn, and the pact commands open to them at any time.
    #[must_use]
    pub fn legal_actions(&self, actor: Color) -> Vec<Command> {
        let mut out = Vec::new();
        self.legal_actions_into(actor, &mut out);
        out
    }

    /// As [`Game::legal_actions`], appending to `out` (which is cleared first),
    /// so a caller that asks every move reuses one buffer.
    pub fn legal_actions_into(&self, actor: Color, out: &mut Vec<Command>) {
        out.clear();
        self.turn_actions(actor, out);
        // Last, so turn actions keep their places: pact commands are open
        // to every player in play at any time (R-PCT-1).
        self.pact_actions(actor, out);
    }

    fn turn_actions(&self, actor: Color, out: &mut Vec<Command>) {
        if self.phase().actor() != Some(actor) {
            return;
        }
        let out = &mut *out;
        match &self.phase() {
            Phase::InitialPlacement { .. } | Phase::ExtraReinforcement { .. } => {
                self.placements(actor, out);
                self.conversions(actor, out);
            }
            Phase::Incorporation { .. } => {
                self.exchanges(actor, out);
                self.placements(actor, out);
                self.conversions(actor, out);
                if self.check_incorporation_done(actor).is_ok() {
                    self.attack_step(actor, out);
                }
            }
            Phase::Attack { .. } => self.attack_step(actor, out),
            Phase::MoveIn { max, to, .. } => {
                out.push(Command::MoveIn { armies: 0 });
                if *max > 0 && self.zone_on(*to).is_none() {
                    out.push(Command::MoveIn { armies: *max });
                }
            }
            Phase::Regroup { .. } => {
                self.regroups(actor, out);
                out.push(Command::EndTurn);
            }
            Phase::Aggression { pact, .. } => {
                if let Some(a) = self.aggression(*pact) {
                    if self.can_roll(&a, actor) {
                        out.push(Command::Attack { from: a.attacks_from(actor), to: a.target });
                    }
                    if a.is_team_up() {
                        out.push(Command::EndAggression);
                    }
                }
            }
            Phase::JointMoveIn { movers, .. } => {
                out.push(Command::MoveIn { armies: 0 });
                if let Some(m) = movers.first().filter(|m| m.max > 0) {
                    out.push(Command::MoveIn { armies: m.max });
                }
            }
            Phase::AllyRegroup { into, .. } => {
                self.regroups_into(actor, into.iter().fold(0, |m, c| m | c.bit()), out);
                out.push(Command::EndTurn);
            }
            Phase::NotStarted | Phase::Finished => {}
        }
    }

    fn placements(&self, actor: Color, out: &mut Vec<Command>) {
        let initial = matches!(self.phase(), Phase::InitialPlacement { .. });
        let (free, pools): (u32, &[u32]) = match &self.phase() {
            Phase::InitialPlacement { remaining, .. }
            | Phase::ExtraReinforcement { remaining, .. } => (*remaining, &[]),
            Phase::Incorporation { free, continent, .. } => (*free, continent.as_slice()),
            _ => return,
        };
        for c in countries_of(self, actor) {
            if !initial && (self.is_blockaded(c) || self.zone_on(c).is_some()) {
                continue;
            }
            let k = self.board().country(c).continent.index();
            let max = free + pools.get(k).copied().unwrap_or(0);
            if max == 0 {
                continue;
            }
            out.push(Command::Place { country: c, armies: 1 });
            if max > 1 {
                out.push(Command::Place { country: c, armies: max });
            }
            if self.options().missiles && max >= 6 {
                out.push(Command::BuyMissile { country: c });
            }
        }
    }

    fn conversions(&self, actor: Color, out: &mut Vec<Command>) {
        if !self.options().missiles {
            return;
        }
        for c in countries_of(self, actor) {
            if self.stake(c, actor).is_some_and(|s| s.armies >= 7) {
                out.push(Command::ConvertMissile { country: c });
            }
        }
    }

    fn exchanges(&self, actor: Color, out: &mut Vec<Command>) {
        let Some(p) = self.player(actor) else { return };
        if p.exchanges > 0 && p.exchanged_in_round == self.round() {
            return;
        }
        let board = self.board();
        let items: Vec<(Option<CountryId>, Option<ContinentId>)> = p
            .hand
            .iter()
            .map(|h| (Some(h.country), None))
            .chain(
                board
                    .continent_ids()
                    .filter(|k| p.continent_cards & (1 << k.index()) != 0)
                    .map(|k| (None, Some(k))),
            )
            .collect();
        let split = |idx: &[usize]| {
            let cards: Vec<CountryId> = idx.iter().filter_map(|&i| items[i].0).collect();
            let continents: Vec<ContinentId> = idx.iter().filter_map(|&i| items[i].1).collect();
            (cards, continents)
        };
        let mut push = |idx: &[usize]| {
            let (cards, continents) = split(idx);
            if self.is_exchange(&cards, &continents) {
                out.push(Command::Exchange { cards, continents });
            }
        };
        let n = items.len();
        for i in 0..n {
            push(&[i]);
            for j in i + 1..n {
                push(&[i, j]);
                for k in j + 1..n {
                    push(&[i, j, k]);
                }
            }
        }
    }

    /// The attack step: launches, attacks, and, unless an aggression must
    /// be launched first (R-PCT-10), regroups and the end of the turn.
    fn attack_step(&self, actor: Color, out: &mut Vec<Command>) {
        let mut pending = false;
        if self.situation() != Some(Situation::Rest(actor)) {
            for a in self.launchable(actor) {
                pending |= !a.is_team_up();
                out.push(Command::LaunchAggression { pact: a.id });
            }
        }
        self.attacks(actor, out);
        if !pending {
            self.regroups(actor, out);
            out.push(Command::EndTurn);
        }
    }

    fn attacks(&self, actor: Color, out: &mut Vec<Command>) {
        if self.situation() == Some(Situation::Rest(actor)) {
            return;
        }
        let board = self.board();
        let mine = self.owned_mask(actor);
        let present = self.presence_mask(actor);
        let open = self.situation() == Some(Situation::OpenBorders);
        let closed = self.situation() == Some(Situation::ClosedBorders);
        for from in board.ids_in(present) {
            let Some(here) = self.stake(from, actor) else { continue };
            let continent = board.country(from).continent;
            let allowed = |to: CountryId| {
                let same = board.country(to).continent == continent;
                !(open && same || closed && !same)
            };
            if here.armies >= 2 {
                for to in board.ids_in(board.neighbour_mask(from) & !mine) {
                    let there = &self.countries()[to.index()];
                    if there.co.is_some() {
                        self.occupant_attacks(actor, from, to, out);
                        continue;
                    }
                    let defender = there.main.owner;
                    if allowed(to) && self.pact_forbidding(actor, defender, from, to).is_none() {
                        out.push(Command::Attack { from, to });
                    }
                }
                if self.shared_mask(actor) & from.bit() != 0 {
                    // A fight inside the condominium (R-PCT-11).
                    self.occupant_attacks(actor, from, from, out);
                }
            }
            if here.missiles > 0 && self.options().missiles {
                for to in board.country_ids() {
                    if mine & to.bit() != 0 || board.distance(from, to) > 3 {
                        continue;
                    }
                    if self.countries()[to.index()].co.is_some() {
                        for occupant in self.other_occupants(actor, to) {
                            if self.missile_strike(actor, from, to, Some(occupant)).is_ok() {
                                out.push(Command::FireMissileAt { from, to, occupant });
                            }
                        }
                    } else if self.missile_strike(actor, from, to, None).is_ok() {
                        out.push(Command::FireMissile { from, to });
                    }
                }
            }
        }
    }

    /// The occupants of `to` other than `actor`.
    fn other_occupants(&self, actor: Color, to: CountryId) -> impl Iterator<Item = Color> {
        let occupants = self.occupant_mask(to) & !actor.bit();
        Color::ALL.into_iter().filter(move |c| occupants & c.bit() != 0)
    }

    /// Attacks on each other occupant of the condominium `to` (R-PCT-12),
    /// as `decide` would accept them.
    fn occupant_attacks(
        &self,
        actor: Color,
        from: CountryId,
        to: CountryId,
        out: &mut Vec<Command>,
    ) {
        for occupant in self.other_occupants(actor, to) {
            if self.attack_allowed(actor, from, to, occupant) {
                out.push(Command::AttackOccupant { from, to, occupant });
            }
        }
    }

    fn regroups(&self, actor: Color, out: &mut Vec<Command>) {
        self.regroups_into(actor, self.presence_mask(actor), out);
    }

    /// Regroups of `actor` into the countries of `targets`.
    fn regroups_into(&self, actor: Color, targets: u128, out: &mut Vec<Command>) {
        if self.situation() == Some(Situation::Rest(actor)) {
            return;
        }
        let board = self.board();
        let mine = self.presence_mask(actor);
        // No blockade check: every neighbour of a blockaded country belongs
        // to the blocker, so no own country can regroup into it (R-BLK-2).
        for from in board.ids_in(mine) {
            let (armies, missiles) = self.movable(from, actor);
            if armies == 0 && missiles == 0 {
                continue;
            }
            for to in board.ids_in(board.neighbour_mask(from) & mine & targets) {
                if self.zone_on(to).is_some() {
                    continue;
                }
                if armies > 0 {
                    out.push(Command::Regroup { from, to, armies: 1, missiles: 0 });
                    if armies > 1 {
                        out.push(Command::Regroup { from, to, armies, missiles: 0 });
                    }
                }
                if missiles > 0 {
                    out.push(Command::Regroup { from, to, armies: 0, missiles });
                }
            }
        }
    }
}
