//! `legal_actions`: the concrete commands a player may send now. Each one is
//! accepted by `decide` (a property test holds the two together); for
//! quantities the least and the most allowed are listed.

use crate::board::{ContinentId, CountryId, ids_in};
use crate::color::Color;
use crate::rules::cards::is_valid_set;
use crate::rules::decide::countries_of;
use crate::rules::state::Game;
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
        if self.phase.actor() != Some(actor) {
            return;
        }
        let out = &mut *out;
        match &self.phase {
            Phase::InitialPlacement { .. } | Phase::ExtraReinforcement { .. } => {
                self.placements(actor, out);
                self.conversions(actor, out);
            }
            Phase::Incorporation { .. } => {
                self.exchanges(actor, out);
                self.placements(actor, out);
                self.conversions(actor, out);
                if self.check_incorporation_done(actor).is_ok() {
                    self.attacks(actor, out);
                    self.regroups(actor, out);
                    out.push(Command::EndTurn);
                }
            }
            Phase::Attack { .. } => {
                self.attacks(actor, out);
                self.regroups(actor, out);
                out.push(Command::EndTurn);
            }
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
            Phase::NotStarted | Phase::Finished => {}
        }
    }

    fn placements(&self, actor: Color, out: &mut Vec<Command>) {
        let initial = matches!(self.phase, Phase::InitialPlacement { .. });
        let (free, pools): (u32, &[u32]) = match &self.phase {
            Phase::InitialPlacement { remaining, .. }
            | Phase::ExtraReinforcement { remaining, .. } => (*remaining, &[]),
            Phase::Incorporation { free, continent, .. } => (*free, continent.as_slice()),
            _ => return,
        };
        for c in countries_of(self, actor) {
            if !initial && (self.is_blockaded(c) || self.zone_on(c).is_some()) {
                continue;
            }
            let k = self.board.0.country(c).continent.index();
            let max = free + pools.get(k).copied().unwrap_or(0);
            if max == 0 {
                continue;
            }
            out.push(Command::Place { country: c, armies: 1 });
            if max > 1 {
                out.push(Command::Place { country: c, armies: max });
            }
            if self.options.missiles && max >= 6 {
                out.push(Command::BuyMissile { country: c });
            }
        }
    }

    fn conversions(&self, actor: Color, out: &mut Vec<Command>) {
        if !self.options.missiles {
            return;
        }
        for c in countries_of(self, actor) {
            if self.countries[c.index()].main.armies >= 7 {
                out.push(Command::ConvertMissile { country: c });
            }
        }
    }

    fn exchanges(&self, actor: Color, out: &mut Vec<Command>) {
        let Some(p) = self.player(actor) else { return };
        if p.exchanges > 0 && p.exchanged_in_round == self.round {
            return;
        }
        let board = self.board.0;
        let items: Vec<(Option<CountryId>, Option<ContinentId>)> = p
            .hand
            .iter()
            .map(|h| (Some(h.country), None))
            .chain(
                board
                    .continent_ids()
                    .filter(|k| p.continent_cards & (1 << k.0) != 0)
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
            if is_valid_set(board, &cards, &continents) {
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

    fn attacks(&self, actor: Color, out: &mut Vec<Command>) {
        if self.situation == Some(Situation::Rest(actor)) {
            return;
        }
        let board = self.board.0;
        let mine = self.owned_mask(actor);
        let open = self.situation == Some(Situation::OpenBorders);
        let closed = self.situation == Some(Situation::ClosedBorders);
        for from in ids_in(mine) {
            let here = &self.countries[from.index()].main;
            let continent = board.country(from).continent;
            let allowed = |to: CountryId| {
                let same = board.country(to).continent == continent;
                !(open && same || closed && !same)
            };
            if here.armies >= 2 {
                for to in ids_in(board.neighbour_mask(from) & !mine) {
                    let defender = self.countries[to.index()].main.owner;
                    if allowed(to) && self.pact_forbidding(actor, defender, from, to).is_none() {
                        out.push(Command::Attack { from, to });
                    }
                }
            }
            if here.missiles > 0 && self.options.missiles {
                for to in board.country_ids() {
                    if mine & to.bit() == 0
                        && board.distance(from, to) <= 3
                        && self.missile_strike(actor, from, to).is_ok()
                    {
                        out.push(Command::FireMissile { from, to });
                    }
                }
            }
        }
    }

    fn regroups(&self, actor: Color, out: &mut Vec<Command>) {
        if self.situation == Some(Situation::Rest(actor)) {
            return;
        }
        let board = self.board.0;
        let mine = self.owned_mask(actor);
        // No blockade check: every neighbour of a blockaded country belongs
        // to the blocker, so no own country can regroup into it (R-BLK-2).
        for from in ids_in(mine) {
            let (armies, missiles) = self.movable(from);
            if armies == 0 && missiles == 0 {
                continue;
            }
            for to in ids_in(board.neighbour_mask(from) & mine) {
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
