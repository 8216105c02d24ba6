//! `apply`: the infallible fold of events into the state, the only code
//! that changes a [`Game`] (pacts and loaded positions included). A child of
//! `state`, so it alone (with its parent) sees the fields.
//!
//! `apply` never rolls dice and never validates: every number it needs is in
//! the event (decided earlier by `decide`), so replaying a log rebuilds the
//! exact state. The only derived bookkeeping here is arithmetic that follows
//! from the event alone (pool counters, the phase after a conquest, the count
//! of a player's timeouts in a row, since only the fold sees where each step
//! ends).

use std::collections::VecDeque;

use super::{
    CountryState, Game, HeldCard, Outcome, PlayerState, RulesetRef, Stake, StepClock, TurnState,
};
use crate::board::CountryId;
use crate::color::Color;
use crate::rng::commitment;
use crate::rules::types::position::{Position, bits};
use crate::rules::types::{
    Controller, Event, GameStart, Pact, PactStatus, PactTerms, Phase, Secret, Situation,
};
use crate::ruleset::RulesetId;

impl Game {
    /// A colour's stake, which events name (their `decide` checked it).
    fn stake_mut(&mut self, id: CountryId, color: Color) -> &mut Stake {
        let c = &mut self.countries[id.index()];
        match &mut c.co {
            Some(co) if co.owner == color => co,
            _ => &mut c.main,
        }
    }

    /// Recomputes the ownership masks of one country from its stakes.
    fn refresh_masks(&mut self, id: CountryId) {
        for m in self.owned.iter_mut().chain(self.shared.iter_mut()) {
            *m &= !id.bit();
        }
        let c = self.countries[id.index()];
        match c.co {
            None => {
                self.owned[c.main.owner.index()] |= id.bit();
                self.pact_condos &= !id.bit();
            }
            Some(co) => {
                self.shared[c.main.owner.index()] |= id.bit();
                self.shared[co.owner.index()] |= id.bit();
            }
        }
    }

    /// R-ATK-5, R-PCT-12: `defender`'s stake in `to` is wiped out by
    /// `attacker` from `from`. Alone there, the attacker takes the country
    /// (one army moves in when it was not there yet); beside a third
    /// colour, it moves in and shares the country with them. The missiles
    /// of the stake change hands. Returns whether the attacker now holds the
    /// country alone (a conquest, R-CRD-1).
    fn expel(&mut self, attacker: Color, defender: Color, from: CountryId, to: CountryId) -> bool {
        let c = self.countries[to.index()];
        let (gone, rest) = match c.co {
            Some(co) if co.owner == defender => (co, Some(c.main)),
            Some(co) => (c.main, Some(co)),
            None => (c.main, None),
        };
        let was_there = rest.is_some_and(|s| s.owner == attacker);
        if !was_there {
            self.stake_mut(from, attacker).armies -= 1;
        }
        let missiles = gone.missiles;
        let here = &mut self.countries[to.index()];
        match rest {
            Some(mut r) if r.owner == attacker => {
                r.missiles += missiles;
                *here = CountryState { main: r, co: None };
            }
            Some(r) => {
                let entered = Stake { owner: attacker, armies: 1, missiles };
                *here = CountryState { main: r, co: Some(entered) };
                // A new condominium, with no pact between its owners.
                self.pact_condos &= !to.bit();
            }
            None => {
                *here =
                    CountryState { main: Stake { owner: attacker, armies: 1, missiles }, co: None };
            }
        }
        self.refresh_masks(to);
        self.countries[to.index()].co.is_none()
    }

    /// Takes `n` armies from the pools of the current placement phase; armies
    /// for a continent are used first where they may go (R-INC-2).
    fn spend_pool(&mut self, country: CountryId, n: u32) {
        let continent = self.board().country(country).continent.index();
        match &mut self.phase {
            Phase::InitialPlacement { remaining, .. }
            | Phase::ExtraReinforcement { remaining, .. } => {
                *remaining = remaining.saturating_sub(n);
            }
            Phase::Incorporation { free, continent: pools, .. } => {
                let from_continent = pools.get(continent).copied().unwrap_or(0).min(n);
                if let Some(p) = pools.get_mut(continent) {
                    *p -= from_continent;
                }
                *free = free.saturating_sub(n - from_continent);
            }
            _ => {}
        }
    }

    fn enter_attack(&mut self) {
        if let Phase::Incorporation { player, .. } = self.phase {
            self.phase = Phase::Attack { player };
        }
    }

    /// Folds one event into the state. Infallible: events come from `decide`.
    #[inline]
    pub fn apply(&mut self, event: &Event) {
        // The hot path (a battle that conquers nothing) stays small enough to
        // inline; everything else goes through the big match.
        if let Event::AttackResolved {
            from,
            to,
            attacker_losses,
            defender_losses,
            conquered: false,
            ..
        } = event
            && let Phase::Attack { .. } = self.phase
            && self.countries[from.index()].co.is_none()
            && self.countries[to.index()].co.is_none()
        {
            self.version += 1;
            self.countries[from.index()].main.armies -= attacker_losses;
            self.countries[to.index()].main.armies -= defender_losses;
            return;
        }
        self.apply_any(event);
    }

    #[expect(clippy::too_many_lines, reason = "one arm per event kind reads best as one match")]
    fn apply_any(&mut self, event: &Event) {
        self.version += 1;
        match event {
            Event::GameStarted(start) => {
                let GameStart { ruleset, options, seating, seed, commitment } = &**start;
                // `start` refuses unknown slugs; a log naming none plays Revancha.
                self.ruleset = RulesetRef(RulesetId::stored(ruleset).ruleset());
                let board = self.board();
                self.options = options.clone();
                self.seating.clone_from(seating);
                self.players = seating
                    .iter()
                    .map(|&color| PlayerState {
                        color,
                        hand: Vec::new(),
                        continent_cards: 0,
                        used_continent_cards: 0,
                        exchanges: 0,
                        exchanged_in_round: 0,
                        objectives: Vec::new(),
                        objective_lapsed: false,
                        eliminated: false,
                        eliminated_by: None,
                        forfeited: false,
                        zone_card_ban: false,
                        continent_bonuses: 0,
                        timeouts: 0,
                        controller: Controller::Human,
                    })
                    .collect();
                self.pile = board.country_ids().collect();
                self.situations = Situation::deck();
                self.continent_card_holder = vec![None; board.continents.len()];
                self.seed = seed.known().copied();
                self.commitment = *commitment;
                self.turn.arrived = vec![(0, 0); board.len()];
            }
            Event::PositionLoaded { position } => self.load_position(position),
            Event::DiceOff { purpose, winners, .. } => {
                if *purpose == crate::rules::types::DiceOffPurpose::FirstPlayer {
                    self.first_player = winners.first().copied();
                }
            }
            Event::CountriesDealt { owners } => {
                self.owned = [0; 6];
                self.countries = owners
                    .iter()
                    .map(|&owner| CountryState {
                        main: Stake { owner, armies: 1, missiles: 0 },
                        co: None,
                    })
                    .collect();
                for (i, o) in owners.iter().enumerate() {
                    self.owned[o.index()] |= 1u128 << i;
                }
            }
            Event::ObjectiveDealt { player, objectives } => {
                let objs = objectives.known().cloned().unwrap_or_default();
                self.player_mut(*player).objectives = objs;
            }
            Event::PlacementStarted { round, player, armies } => {
                self.phase =
                    Phase::InitialPlacement { round: *round, player: *player, remaining: *armies };
            }
            Event::ArmiesPlaced { player, country, armies } => {
                self.stake_mut(*country, *player).armies += armies;
                self.spend_pool(*country, *armies);
            }
            Event::MissileBought { player, country } => {
                self.stake_mut(*country, *player).missiles += 1;
                self.spend_pool(*country, 6);
            }
            Event::MissileConverted { player, country } => {
                let c = self.stake_mut(*country, *player);
                c.armies -= 6;
                c.missiles += 1;
            }
            Event::CardsExchanged { player, cards, continents, armies } => {
                let round = self.round;
                let p = self.player_mut(*player);
                p.hand.retain(|h| !cards.contains(&h.country));
                for k in continents {
                    p.continent_cards &= !(1 << k.index());
                    p.used_continent_cards |= 1 << k.index();
                }
                p.exchanges += 1;
                p.exchanged_in_round = round;
                for k in continents {
                    self.continent_card_holder[k.index()] = None;
                }
                self.pile_bottom.extend(cards.iter().copied());
                if let Phase::Incorporation { free, .. } = &mut self.phase {
                    *free += armies;
                }
            }
            Event::RoundStarted { round, order } => {
                self.round = *round;
                self.round_order.clone_from(order);
                self.crisis_losers = 0;
                self.situation = None;
            }
            Event::SituationRevealed { card } => {
                if self.situations.is_empty() {
                    // R-SIT-1: the revealed cards are reshuffled when the deck runs out.
                    self.situations = Situation::deck();
                }
                if let Some(i) = self.situations.iter().position(|s| s == card) {
                    self.situations.remove(i);
                }
                self.situation = Some(*card);
            }
            Event::CrisisRolled { losers, .. } => {
                self.crisis_losers = losers.iter().fold(0, |m, c| m | c.bit());
            }
            Event::ReinforcementStarted { player, armies } => {
                self.phase = Phase::ExtraReinforcement { player: *player, remaining: *armies };
            }
            Event::TurnStarted { player, incorporation } => {
                self.turn.conquests = 0;
                self.turn.conquered_in = 0;
                self.turn.arrived.fill((0, 0));
                self.turn.joint.clear();
                self.turn.ally_regroups.clear();
                self.phase = match incorporation {
                    Some(inc) => {
                        let mut continent = vec![0; self.board().continents.len()];
                        for (k, n) in &inc.for_continents {
                            continent[k.index()] += n;
                        }
                        if self.ruleset().incorporation.continent_bonus_once {
                            let taken =
                                inc.for_continents.iter().fold(0, |m, (k, _)| m | 1 << k.index());
                            self.player_mut(*player).continent_bonuses |= taken;
                        }
                        Phase::Incorporation { player: *player, free: inc.for_countries, continent }
                    }
                    None => Phase::Attack { player: *player },
                };
                self.apply_pact(event);
            }
            Event::AttackResolved {
                attacker,
                defender,
                from,
                to,
                attacker_losses,
                defender_losses,
                conquered,
                ..
            } => {
                self.enter_attack();
                self.stake_mut(*from, *attacker).armies -= attacker_losses;
                self.stake_mut(*to, *defender).armies -= defender_losses;
                if *conquered {
                    let sole = self.expel(*attacker, *defender, *from, *to);
                    let continent = 1 << self.board().country(*to).continent.index();
                    if let Phase::Aggression { pact, .. } = self.phase {
                        // R-PCT-10: a conquest of both allies, counted apart.
                        self.turn.conquered_in |= continent;
                        let allies = self.pacts.iter().find(|p| p.id == pact).map(|p| [p.by, p.to]);
                        for ally in allies.into_iter().flatten() {
                            match self.turn.joint.iter_mut().find(|(c, _)| *c == ally) {
                                Some(j) => j.1 += 1,
                                None => self.turn.joint.push((ally, 1)),
                            }
                        }
                        return;
                    }
                    if sole {
                        self.turn.conquests += 1;
                        self.turn.conquered_in |= continent;
                    }
                    let max = if *from == *to {
                        0
                    } else {
                        // R-ATK-5: up to 2 more (R-JNR-6: any number).
                        let free = self.stake(*from, *attacker).map_or(0, |s| s.armies - 1);
                        self.ruleset().turn.extra_move_in.map_or(free, |most| free.min(most))
                    };
                    // R-PCT-7: a party takes its international zone with one army.
                    if max > 0 && self.zone_on(*to).is_none_or(|z| !z.binds(*attacker)) {
                        self.phase = Phase::MoveIn { player: *attacker, from: *from, to: *to, max };
                    }
                }
            }
            Event::ArmiesMovedIn { from, to, armies } => {
                let Some(player) = self.phase.actor() else { return };
                self.stake_mut(*from, player).armies -= armies;
                self.stake_mut(*to, player).armies += armies;
                self.phase = match std::mem::replace(&mut self.phase, Phase::NotStarted) {
                    Phase::JointMoveIn { turn, to, mut movers } => {
                        movers.remove(0);
                        if movers.is_empty() {
                            Phase::Attack { player: turn }
                        } else {
                            Phase::JointMoveIn { turn, to, movers }
                        }
                    }
                    _ => Phase::Attack { player },
                };
            }
            Event::MissileFired { from, to, damage } => {
                self.enter_attack();
                self.countries[from.index()].main.missiles -= 1;
                self.countries[to.index()].main.armies -= damage;
            }
            Event::MissileFiredAt { from, to, occupant, damage } => {
                self.enter_attack();
                if let Some(shooter) = self.phase.actor() {
                    self.stake_mut(*from, shooter).missiles -= 1;
                }
                self.stake_mut(*to, *occupant).armies -= damage;
            }
            Event::Regrouped { from, to, armies, missiles } => {
                let Some(player) = self.phase.actor() else { return };
                let f = self.stake_mut(*from, player);
                f.armies -= armies;
                f.missiles -= missiles;
                let t = self.stake_mut(*to, player);
                t.armies += armies;
                t.missiles += missiles;
                let a = &mut self.turn.arrived[to.index()];
                a.0 += armies;
                a.1 += missiles;
                if !matches!(self.phase, Phase::AllyRegroup { .. }) {
                    self.phase = Phase::Regroup { player };
                }
            }
            Event::AggressionLaunched { first, pact } => {
                if let Some(turn) = self.phase.turn_player() {
                    self.phase = Phase::Aggression { turn, pact: *pact, actor: *first };
                }
            }
            Event::AggressionNext { actor } => {
                if let Phase::Aggression { actor: a, .. } = &mut self.phase {
                    *a = *actor;
                }
            }
            Event::CondominiumFormed { country, player, from, pact } => {
                self.stake_mut(*from, *player).armies -= 1;
                let here = &mut self.countries[country.index()];
                here.co = Some(Stake { owner: *player, armies: 1, missiles: 0 });
                let partner = here.main.owner;
                self.refresh_masks(*country);
                self.pact_condos |= country.bit();
                self.next_pact = self.next_pact.max(*pact);
                let round = self.round;
                self.pacts.push(Pact {
                    id: *pact,
                    by: partner,
                    to: *player,
                    terms: PactTerms::Condominium { country: *country },
                    status: PactStatus::InForce,
                    round,
                    dismissable_by: None,
                });
                // The ally (not the leader) regroups into it after the leader.
                let ally =
                    if self.phase.turn_player() == Some(*player) { partner } else { *player };
                self.turn.ally_regroups.push((ally, *country));
            }
            Event::AggressionEnded { pact, movers, .. } => {
                let to = self.pacts.iter().find(|p| p.id == *pact).and_then(|p| match p.terms {
                    PactTerms::Aggression { target, .. } => Some(target),
                    _ => None,
                });
                if let (Some(turn), Some(to)) = (self.phase.turn_player(), to) {
                    self.phase = if movers.is_empty() {
                        Phase::Attack { player: turn }
                    } else {
                        Phase::JointMoveIn { turn, to, movers: movers.clone() }
                    };
                }
                self.apply_pact(event);
            }
            Event::AllyRegroupStarted { player, into } => {
                if let Some(turn) = self.phase.turn_player() {
                    self.turn.ally_regroups.retain(|(c, _)| c != player);
                    self.phase = Phase::AllyRegroup { turn, player: *player, into: into.clone() };
                }
            }
            Event::PlayerEliminated { player, by, cards } => {
                let hand = std::mem::take(&mut self.player_mut(*player).hand);
                let loser = self.player_mut(*player);
                loser.eliminated = true;
                loser.eliminated_by = Some(*by);
                loser.continent_cards = 0;
                let inherited = cards.known().map_or(hand, |cs| {
                    cs.iter().map(|&country| HeldCard { country, bonus_used: false }).collect()
                });
                self.player_mut(*by)
                    .hand
                    .extend(inherited.into_iter().map(|h| HeldCard { bonus_used: false, ..h }));
                // R-OBJ-4 / R-ELM-1: whoever had to destroy this colour, and did
                // not, falls back to the common objective.
                for p in &mut self.players {
                    if p.color != *by && p.objectives.iter().any(|o| o.target == Some(*player)) {
                        p.objective_lapsed = true;
                    }
                }
            }
            Event::CardDrawn { player, card } => {
                let drawn = match card.known() {
                    Some(c) => {
                        if let Some(i) = self.pile.iter().position(|x| x == c) {
                            self.pile.remove(i);
                        } else if let Some(i) = self.pile_bottom.iter().position(|x| x == c) {
                            self.pile_bottom.remove(i);
                        }
                        Some(*c)
                    }
                    None => None,
                };
                if let Some(country) = drawn {
                    self.player_mut(*player).hand.push(HeldCard { country, bonus_used: false });
                }
            }
            Event::CardBonus { player, country, armies } => {
                self.countries[country.index()].main.armies += armies;
                if let Some(h) =
                    self.player_mut(*player).hand.iter_mut().find(|h| h.country == *country)
                {
                    h.bonus_used = true;
                }
            }
            Event::ContinentCardEarned { player, continent } => {
                self.continent_card_holder[continent.index()] = Some(*player);
                self.player_mut(*player).continent_cards |= 1 << continent.index();
            }
            Event::ContinentCardReturned { player, continent } => {
                self.continent_card_holder[continent.index()] = None;
                self.player_mut(*player).continent_cards &= !(1 << continent.index());
            }
            Event::ZoneDutyFailed { player, card, .. } => {
                match card {
                    Some(Secret::Known(c)) => {
                        self.player_mut(*player).hand.retain(|h| h.country != *c);
                        self.pile.push(*c);
                    }
                    // A projection for another viewer: which card is unknown here.
                    Some(Secret::Redacted) => {}
                    None => self.player_mut(*player).zone_card_ban = true,
                }
                self.apply_pact(event);
            }
            Event::CardWithheld { player } => self.player_mut(*player).zone_card_ban = false,
            Event::PlayerForfeited { player, .. } => self.player_mut(*player).forfeited = true,
            Event::GameWon { winner, reason } => {
                self.outcome = Some(Outcome::Won { winner: *winner, reason: *reason });
                self.phase = Phase::Finished;
            }
            Event::RoundCapReached { .. } => {
                self.outcome = Some(Outcome::RoundCap);
                self.phase = Phase::Finished;
            }
            Event::TurnEnded { .. }
            | Event::PactProposed { .. }
            | Event::PactAccepted { .. }
            | Event::PactBreakAnnounced { .. }
            | Event::PactEnded { .. } => self.apply_pact(event),
            Event::SeedRevealed { seed } => {
                self.seed = Some(*seed);
                self.seed_revealed = true;
            }
            Event::ControlChanged { player, controller, .. } => {
                self.player_mut(*player).controller = *controller;
            }
            Event::TimedOut { player, in_a_row, .. } => {
                self.player_mut(*player).timeouts = *in_a_row;
                self.step.timed_out = true;
            }
            // The table's life is the service's (its status): the rules'
            // state is the same before and after, one version on.
            Event::GamePaused { .. }
            | Event::GameResumed { .. }
            | Event::GameAborted { .. }
            | Event::RematchOffered { .. } => {}
        }
        self.track_step(event.starts_step());
    }

    /// SVC-CLOCK: when the actor changes or a new step starts, the step that
    /// ended was either timed out (its `TimedOut` counted it) or completed
    /// by its actor, who starts again from zero timeouts in a row.
    fn track_step(&mut self, starts: bool) {
        let actor = self.phase.actor();
        if actor == self.step.actor && !starts {
            return;
        }
        if let Some(previous) = self.step.actor
            && !self.step.timed_out
            && let Some(p) = self.players.iter_mut().find(|p| p.color == previous)
        {
            p.timeouts = 0;
        }
        self.step = StepClock { actor, timed_out: false };
    }

    /// Folds a pact event.
    fn apply_pact(&mut self, event: &Event) {
        match *event {
            Event::PactProposed { pact, by, to, terms } => {
                self.next_pact = self.next_pact.max(pact);
                let round = self.round;
                self.pacts.push(Pact {
                    id: pact,
                    by,
                    to,
                    terms,
                    status: PactStatus::Proposed,
                    round,
                    dismissable_by: None,
                });
            }
            Event::PactAccepted { pact } => {
                if let Some(p) = self.pacts.iter_mut().find(|p| p.id == pact) {
                    p.status = PactStatus::InForce;
                }
            }
            Event::PactBreakAnnounced { pact, by } => {
                if let Some(p) = self.pacts.iter_mut().find(|p| p.id == pact) {
                    p.status = PactStatus::Breaking { by, notice_started: false };
                }
            }
            Event::PactEnded { pact, .. } => {
                self.pacts.retain(|p| p.id != pact);
                // A party out of play mid-sequence: the turn goes on.
                if let Phase::Aggression { turn, pact: running, .. } = self.phase
                    && running == pact
                {
                    self.phase = Phase::Attack { player: turn };
                }
            }
            Event::AggressionEnded { pact, until_round, .. } => {
                if let Some(p) = self.pacts.iter_mut().find(|p| p.id == pact) {
                    p.status = PactStatus::Truce { until_round };
                }
            }
            Event::ZoneDutyFailed { pact, player, .. } => {
                if let Some(p) = self.pacts.iter_mut().find(|p| p.id == pact) {
                    p.dismissable_by = Some(p.other(player));
                }
            }
            Event::TurnEnded { player } => {
                // R-PCT-9: the harmed party decides by the end of their next turn.
                for p in &mut self.pacts {
                    if p.dismissable_by == Some(player) {
                        p.dismissable_by = None;
                    }
                }
            }
            Event::TurnStarted { player, .. } => {
                // R-PCT-4: the other party's next turn, which ends the notice.
                for p in &mut self.pacts {
                    if let PactStatus::Breaking { by, .. } = p.status
                        && p.other(by) == player
                    {
                        p.status = PactStatus::Breaking { by, notice_started: true };
                    }
                }
            }
            _ => {}
        }
    }

    /// Rebuilds the state from a validated position (the fold of `PositionLoaded`).
    fn load_position(&mut self, p: &Position) {
        // Validated before it was loaded: the ruleset is known.
        let ruleset = p.ruleset().map_or(RulesetId::Revancha.ruleset(), |r| r);
        let board = ruleset.board;
        let version = self.version;
        let mut g = Game::new();
        g.version = version;
        g.ruleset = RulesetRef(ruleset);
        g.options = p.options.clone();
        g.seating = p.seating.clone();
        g.players = p
            .players
            .iter()
            .map(|pl| PlayerState {
                color: pl.color,
                hand: pl
                    .hand
                    .known()
                    .map(|h| {
                        h.iter()
                            .map(|&(country, bonus_used)| HeldCard { country, bonus_used })
                            .collect()
                    })
                    .unwrap_or_default(),
                continent_cards: p
                    .continent_cards
                    .iter()
                    .enumerate()
                    .filter(|(_, h)| **h == Some(pl.color))
                    .fold(0, |m, (i, _)| m | (1 << i)),
                used_continent_cards: bits(&pl.used_continent_cards),
                exchanges: pl.exchanges,
                exchanged_in_round: pl.exchanged_in_round,
                objectives: pl.objectives.known().cloned().unwrap_or_default(),
                objective_lapsed: pl.objective_lapsed.known().copied().unwrap_or(false),
                eliminated: pl.eliminated,
                eliminated_by: pl.eliminated_by,
                forfeited: pl.forfeited,
                zone_card_ban: pl.zone_card_ban,
                continent_bonuses: bits(&pl.continent_bonuses),
                timeouts: 0,
                controller: Controller::Human,
            })
            .collect();
        g.countries = p
            .countries
            .iter()
            .map(|c| CountryState {
                main: Stake { owner: c.owner, armies: c.armies, missiles: c.missiles },
                co: c.co.map(|s| Stake { owner: s.owner, armies: s.armies, missiles: s.missiles }),
            })
            .collect();
        for id in board.country_ids() {
            g.refresh_masks(id);
        }
        g.pact_condos = p.pact_condominiums.iter().fold(0, |m, c| m | c.bit());
        g.pile = p.pile.known().cloned().unwrap_or_default();
        g.pile_bottom = p.pile_bottom.iter().copied().collect::<VecDeque<_>>();
        g.situations.clone_from(&p.situations);
        g.continent_card_holder.clone_from(&p.continent_cards);
        g.phase = p.phase.clone();
        g.round = p.round;
        g.round_order.clone_from(&p.round_order);
        g.situation = p.situation;
        g.crisis_losers = p.crisis_losers.iter().fold(0, |m, c| m | c.bit());
        let mut arrived = vec![(0, 0); board.len()];
        for &(c, a, m) in &p.arrived {
            arrived[c.index()] = (a, m);
        }
        g.turn = TurnState {
            conquests: p.conquests,
            conquered_in: bits(&p.conquered_in),
            arrived,
            joint: p.joint_conquests.clone(),
            ally_regroups: p.ally_regroups.clone(),
        };
        g.first_player = p.first_player;
        g.seed = p.seed.known().copied();
        g.commitment = g.seed.map_or([0; 32], |s| commitment(&s));
        g.outcome = None;
        g.pacts.clone_from(&p.pacts);
        g.next_pact = p.last_pact;
        *self = g;
    }
}
