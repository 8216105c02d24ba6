//! `decide`: validates a command against the state and returns the events it
//! causes, rolling every die it needs from the [`Randomness`] it is given.
//!
//! Multi-step consequences (end of a turn, a new round, a conquest that
//! eliminates a player or wins the game) are computed on a scratch copy of
//! the state, applying each event as it is emitted, so the follow-up
//! decisions see exactly the state a replay will see.

use crate::board::{ContinentId, CountryId};
use crate::color::Color;
use crate::rng::Randomness;
use crate::rules::aggression::{
    after_joint_conquest, after_roll, aggression_duties, end_aggression, start_ally_regroup,
};
use crate::rules::cards::is_valid_set;
use crate::rules::combat::{battle_losses, missile_damage};
use crate::rules::conquest::after_conquest;
use crate::rules::error::RuleViolation;
use crate::rules::pacts::{end_pacts_on_condominium, zone_duties};
use crate::rules::state::{Game, Stake, countries_of};
use crate::rules::turns::{after_placement, finish_turn};
use crate::rules::tx::Tx;
use crate::rules::types::{Command, CommandKind, Dice, Event, Phase, Situation};
use crate::ruleset::ExchangeRule;

type Decided = Result<Vec<Event>, RuleViolation>;

impl Game {
    /// Validates `command` from `actor` and returns the events it causes.
    ///
    /// # Errors
    /// A [`RuleViolation`] naming the broken rule; the state is untouched.
    pub fn decide(&self, actor: Color, command: &Command, rng: &mut dyn Randomness) -> Decided {
        match &self.phase() {
            Phase::Finished => return Err(RuleViolation::GameFinished),
            Phase::NotStarted => return Err(RuleViolation::GameNotStarted),
            _ => {}
        }
        if command.is_pact() {
            return self.decide_pact(actor, command);
        }
        if self.phase().actor() != Some(actor) {
            return Err(RuleViolation::NotYourTurn { current: self.phase().actor() });
        }
        let kind = command.kind();
        let wrong = || RuleViolation::WrongPhase { command: kind, phase: self.phase().name() };
        match *self.phase() {
            Phase::MoveIn { .. } | Phase::JointMoveIn { .. } if kind != CommandKind::MoveIn => {
                return Err(RuleViolation::MoveInPending);
            }
            Phase::Aggression { .. }
                if !matches!(kind, CommandKind::Attack | CommandKind::EndAggression) =>
            {
                return Err(wrong());
            }
            Phase::AllyRegroup { .. }
                if !matches!(kind, CommandKind::Regroup | CommandKind::EndTurn) =>
            {
                return Err(wrong());
            }
            _ => {}
        }
        match command {
            Command::Place { country, armies } => self.decide_place(actor, *country, *armies, rng),
            Command::BuyMissile { country } => self.decide_buy_missile(actor, *country, rng),
            Command::ConvertMissile { country } => self.decide_convert_missile(actor, *country),
            Command::Exchange { cards, continents } => {
                self.decide_exchange(actor, cards, continents)
            }
            Command::Attack { from, to } => self.decide_attack(actor, *from, *to, None, rng),
            Command::AttackOccupant { from, to, occupant } => {
                self.decide_attack(actor, *from, *to, Some(*occupant), rng)
            }
            Command::FireMissile { from, to } => self.decide_fire(actor, *from, *to, None),
            Command::FireMissileAt { from, to, occupant } => {
                self.decide_fire(actor, *from, *to, Some(*occupant))
            }
            Command::LaunchAggression { pact } => {
                self.check_may_attack(actor, kind)?;
                self.decide_launch(actor, *pact)
            }
            Command::EndAggression => match *self.phase() {
                Phase::Aggression { pact, .. } => {
                    if !self.aggression(pact).is_some_and(|a| a.is_team_up()) {
                        return Err(RuleViolation::MustFinishAggression);
                    }
                    let mut tx = Tx::new(self);
                    end_aggression(&mut tx, pact);
                    Ok(tx.into_events())
                }
                _ => Err(wrong()),
            },
            Command::MoveIn { armies } => match self.phase() {
                Phase::JointMoveIn { to, movers, .. } => {
                    let (to, m) = (*to, movers.first().copied());
                    let Some(m) = m else { return Err(wrong()) };
                    if *armies > m.max {
                        return Err(RuleViolation::QuantityOutOfRange {
                            requested: *armies,
                            min: 0,
                            max: m.max,
                            rule: "R-PCT-11",
                        });
                    }
                    Ok(vec![Event::ArmiesMovedIn { from: m.from, to, armies: *armies }])
                }
                &Phase::MoveIn { from, to, max, .. } => {
                    // A zone accepted after the conquest, before the move-in.
                    if *armies > 0 && self.zone_on(to).is_some() {
                        return Err(RuleViolation::ZoneNotReinforced { country: to });
                    }
                    if *armies > max {
                        return Err(RuleViolation::QuantityOutOfRange {
                            requested: *armies,
                            min: 0,
                            max,
                            rule: "R-ATK-5",
                        });
                    }
                    Ok(vec![Event::ArmiesMovedIn { from, to, armies: *armies }])
                }
                _ => Err(wrong()),
            },
            Command::Regroup { from, to, armies, missiles } => {
                self.decide_regroup(actor, *from, *to, *armies, *missiles, rng)
            }
            Command::EndTurn => self.decide_end_turn(actor, rng),
            Command::ProposePact { .. }
            | Command::AcceptPact { .. }
            | Command::RefusePact { .. }
            | Command::WithdrawPact { .. }
            | Command::BreakPact { .. }
            | Command::DismissZone { .. } => unreachable!("pact commands are decided above"),
        }
    }

    fn check_country(&self, id: CountryId) -> Result<(), RuleViolation> {
        if self.board().contains(id) {
            Ok(())
        } else {
            Err(RuleViolation::UnknownCountry { country: id })
        }
    }

    /// The country is `actor`'s, alone or as an owner of a condominium.
    fn check_own(&self, actor: Color, id: CountryId) -> Result<(), RuleViolation> {
        self.check_country(id)?;
        if self.presence_mask(actor) & id.bit() != 0 {
            Ok(())
        } else {
            Err(RuleViolation::NotYourCountry { country: id })
        }
    }

    /// Armies of the current placement phase that may go to `country`.
    fn placeable(&self, country: CountryId) -> Option<u32> {
        let continent = self.board().country(country).continent.index();
        match &self.phase() {
            Phase::InitialPlacement { remaining, .. }
            | Phase::ExtraReinforcement { remaining, .. } => Some(*remaining),
            Phase::Incorporation { free, continent: pools, .. } => {
                Some(free + pools.get(continent).copied().unwrap_or(0))
            }
            _ => None,
        }
    }

    /// Armies still to place in the current placement phase.
    pub(crate) fn pool_left(&self) -> u32 {
        match &self.phase() {
            Phase::InitialPlacement { remaining, .. }
            | Phase::ExtraReinforcement { remaining, .. } => *remaining,
            Phase::Incorporation { free, continent, .. } => free + continent.iter().sum::<u32>(),
            _ => 0,
        }
    }

    fn check_receives_armies(&self, country: CountryId) -> Result<(), RuleViolation> {
        // R-BLK-4: during the initial placement a blockaded country may be reinforced.
        if !matches!(self.phase(), Phase::InitialPlacement { .. }) && self.is_blockaded(country) {
            return Err(RuleViolation::Blockaded { country });
        }
        if self.zone_on(country).is_some() {
            return Err(RuleViolation::ZoneNotReinforced { country });
        }
        Ok(())
    }

    /// The continent whose armies are still waiting and cannot go to `country`.
    fn continent_pool_violation(&self, country: CountryId, armies: u32) -> Option<RuleViolation> {
        if let Phase::Incorporation { free, continent: pools, .. } = &self.phase() {
            let here = self.board().country(country).continent.index();
            if armies > free + pools.get(here).copied().unwrap_or(0) {
                let elsewhere = pools.iter().position(|&n| n > 0).filter(|&i| i != here);
                return elsewhere
                    .and_then(|i| self.board().continent_at(i))
                    .map(|continent| RuleViolation::ContinentArmiesElsewhere { continent });
            }
        }
        None
    }

    fn decide_place(
        &self,
        actor: Color,
        country: CountryId,
        armies: u32,
        rng: &mut dyn Randomness,
    ) -> Decided {
        self.check_own(actor, country)?;
        let Some(max) = self.placeable(country) else {
            return Err(RuleViolation::WrongPhase {
                command: CommandKind::Place,
                phase: self.phase().name(),
            });
        };
        if let Some(v) = self.continent_pool_violation(country, armies) {
            return Err(v);
        }
        if armies == 0 || armies > max {
            let rule = match *self.phase() {
                Phase::InitialPlacement { .. } => "R-SET-3",
                Phase::ExtraReinforcement { .. } => "R-SIT-6",
                _ => "R-INC-4",
            };
            return Err(RuleViolation::QuantityOutOfRange {
                requested: armies,
                min: 1,
                max: max.max(1),
                rule,
            });
        }
        self.check_receives_armies(country)?;
        Ok(self.spend(Event::ArmiesPlaced { player: actor, country, armies }, armies, rng))
    }

    /// An event that spends `cost` armies of the pool, and whatever follows
    /// when the pool runs out.
    fn spend(&self, event: Event, cost: u32, rng: &mut dyn Randomness) -> Vec<Event> {
        if self.pool_left() > cost {
            // Armies remain: nothing follows, no scratch state needed.
            return vec![event];
        }
        let mut tx = Tx::new(self);
        tx.emit(event);
        after_placement(&mut tx, rng);
        tx.into_events()
    }

    fn decide_buy_missile(
        &self,
        actor: Color,
        country: CountryId,
        rng: &mut dyn Randomness,
    ) -> Decided {
        if !self.options().missiles {
            return Err(RuleViolation::MissilesDisabled);
        }
        self.check_own(actor, country)?;
        let Some(max) = self.placeable(country) else {
            return Err(RuleViolation::WrongPhase {
                command: CommandKind::BuyMissile,
                phase: self.phase().name(),
            });
        };
        if max < 6 {
            return Err(self
                .continent_pool_violation(country, 6)
                .unwrap_or(RuleViolation::NotEnoughArmiesForMissile));
        }
        self.check_receives_armies(country)?;
        Ok(self.spend(Event::MissileBought { player: actor, country }, 6, rng))
    }

    fn decide_convert_missile(&self, actor: Color, country: CountryId) -> Decided {
        if !self.options().missiles {
            return Err(RuleViolation::MissilesDisabled);
        }
        self.check_own(actor, country)?;
        if self.placeable(country).is_none() {
            return Err(RuleViolation::WrongPhase {
                command: CommandKind::ConvertMissile,
                phase: self.phase().name(),
            });
        }
        // R-MIS-2: 6 armies become a missile, leaving at least one army.
        if self.stake(country, actor).is_none_or(|s| s.armies < 7) {
            return Err(RuleViolation::ConversionLeavesNoArmy { country });
        }
        Ok(vec![Event::MissileConverted { player: actor, country }])
    }

    fn decide_exchange(
        &self,
        actor: Color,
        cards: &[CountryId],
        continents: &[crate::board::ContinentId],
    ) -> Decided {
        if !matches!(self.phase(), Phase::Incorporation { .. }) {
            return Err(RuleViolation::WrongPhase {
                command: CommandKind::Exchange,
                phase: self.phase().name(),
            });
        }
        let board = self.board();
        for c in cards {
            self.check_country(*c)?;
        }
        for k in continents {
            if !board.has_continent(*k) {
                return Err(RuleViolation::UnknownContinent { continent: *k });
            }
        }
        let p = self
            .player(actor)
            .ok_or(RuleViolation::NotYourTurn { current: self.phase().actor() })?;
        if p.exchanged_in_round == self.round() && p.exchanges > 0 {
            return Err(RuleViolation::AlreadyExchanged);
        }
        let mut seen = 0u128;
        for c in cards {
            if seen & c.bit() != 0 || !p.hand.iter().any(|h| h.country == *c) {
                return Err(RuleViolation::CardNotHeld);
            }
            seen |= c.bit();
        }
        let mut seen_k = 0u8;
        for k in continents {
            if seen_k & (1 << k.index()) != 0 || p.continent_cards & (1 << k.index()) == 0 {
                return Err(RuleViolation::CardNotHeld);
            }
            seen_k |= 1 << k.index();
        }
        if !self.is_exchange(cards, continents) {
            return Err(RuleViolation::InvalidExchange);
        }
        Ok(vec![Event::CardsExchanged {
            player: actor,
            cards: cards.to_vec(),
            continents: continents.to_vec(),
            armies: self.ruleset().cards.exchange_value(p.exchanges + 1),
        }])
    }

    /// Checks shared by attacks and missile strikes before the phase moves on
    /// from incorporation (R-RND-3, R-SIT-7, R-EXC-5).
    fn check_may_attack(&self, actor: Color, kind: CommandKind) -> Result<(), RuleViolation> {
        match *self.phase() {
            Phase::Attack { .. } => {}
            Phase::Incorporation { .. } => self.check_incorporation_done(actor)?,
            Phase::Regroup { .. } | Phase::AllyRegroup { .. } => {
                return Err(RuleViolation::AttackAfterRegroup);
            }
            _ => {
                return Err(RuleViolation::WrongPhase {
                    command: kind,
                    phase: self.phase().name(),
                });
            }
        }
        if self.situation() == Some(Situation::Rest(actor)) {
            return Err(RuleViolation::Resting { player: actor });
        }
        Ok(())
    }

    /// Leaving incorporation needs every army placed and, with 5 or more
    /// cards, an exchange made (R-INC, R-EXC-5).
    pub(crate) fn check_incorporation_done(&self, actor: Color) -> Result<(), RuleViolation> {
        let left = self.pool_left();
        // Armies nobody can receive (every own country blockaded) are lost
        // rather than blocking the game (R-BLK-2).
        if left > 0 && self.can_receive_armies(actor) {
            return Err(RuleViolation::ArmiesLeftToPlace { remaining: left });
        }
        if self.must_exchange(actor) {
            return Err(RuleViolation::MustExchange);
        }
        Ok(())
    }

    /// Whether any own country may receive armies now (R-BLK-2).
    pub(crate) fn can_receive_armies(&self, actor: Color) -> bool {
        countries_of(self, actor).any(|c| !self.is_blockaded(c) && self.zone_on(c).is_none())
    }

    /// R-EXC-5: holding 5+ country cards at incorporation, with this round's
    /// exchange still unused.
    pub(crate) fn must_exchange(&self, actor: Color) -> bool {
        self.player(actor).is_some_and(|p| {
            p.hand.len() >= self.ruleset().cards.hand_limit
                && !(p.exchanged_in_round == self.round() && p.exchanges > 0)
        })
    }

    /// R-ATK-1, R-PCT-12: the stake `actor` attacks in `to`, naming `occupant` when `to` is a condominium.
    fn defending_stake(
        &self,
        actor: Color,
        to: CountryId,
        occupant: Option<Color>,
    ) -> Result<Stake, RuleViolation> {
        let here = &self.countries()[to.index()];
        let def = match (here.co, occupant) {
            (Some(_), None) => return Err(RuleViolation::OccupantRequired { country: to }),
            (None, None) => here.main,
            (_, Some(o)) => *self
                .stake(to, o)
                .ok_or(RuleViolation::NotAnOccupant { country: to, occupant: o })?,
        };
        if def.owner == actor {
            return Err(RuleViolation::OwnCountry { country: to });
        }
        Ok(def)
    }

    /// Whether `actor` may roll from `from` on `occupant` in `to`, phase aside.
    pub(crate) fn attack_allowed(
        &self,
        actor: Color,
        from: CountryId,
        to: CountryId,
        occupant: Color,
    ) -> bool {
        self.check_attack(actor, from, to, Some(occupant)).is_ok()
    }

    /// The battle's two stakes, or why it may not be fought (R-ATK-1,
    /// R-SIT-4, R-PCT-3, R-PCT-11, R-PCT-12); the phase is checked apart.
    fn check_attack(
        &self,
        actor: Color,
        from: CountryId,
        to: CountryId,
        occupant: Option<Color>,
    ) -> Result<(Stake, Stake), RuleViolation> {
        let def = self.defending_stake(actor, to, occupant)?;
        let inside = from == to;
        if !inside && !self.board().borders(from, to) {
            return Err(RuleViolation::NotAdjacent { from, to });
        }
        if !inside && self.stake(to, actor).is_some() && self.is_pact_condominium(to) {
            return Err(RuleViolation::CondominiumInsideOnly { country: to });
        }
        let att =
            *self.stake(from, actor).ok_or(RuleViolation::NotYourCountry { country: from })?;
        if att.armies < 2 {
            return Err(RuleViolation::NoAttackArmies { country: from });
        }
        if !inside {
            self.check_borders(from, to)?;
        }
        if let Some(p) = self.pact_forbidding(actor, def.owner, from, to) {
            return Err(RuleViolation::PactForbids { pact: p.id });
        }
        Ok((att, def))
    }

    fn decide_attack(
        &self,
        actor: Color,
        from: CountryId,
        to: CountryId,
        occupant: Option<Color>,
        rng: &mut dyn Randomness,
    ) -> Decided {
        self.check_own(actor, from)?;
        self.check_country(to)?;
        let running = self.phase().running_aggression();
        if let Some(pact) = running {
            let a = self.aggression(pact).ok_or(RuleViolation::UnknownPact { pact })?;
            if (from, to) != (a.attacks_from(actor), a.target) {
                return Err(RuleViolation::AggressionRollOnly {
                    from: a.attacks_from(actor),
                    to: a.target,
                });
            }
        } else {
            self.check_may_attack(actor, CommandKind::Attack)?;
        }
        let (att, def) = self.check_attack(actor, from, to, occupant)?;
        let combat = &self.ruleset().combat;
        let tailwind = self.situation() == Some(Situation::Tailwind);
        let na = combat.attacker_dice(att.armies, def.armies, tailwind);
        let nd = combat.defender_dice(def.armies, self.situation() == Some(Situation::Snow));
        // One draw for both sides: attacker's dice first, then the defender's.
        let mut rolled = [0u8; 8];
        rng.dice(&mut rolled[..na + nd]);
        let mut a = [0u8; 4];
        let mut d = [0u8; 4];
        a[..na].copy_from_slice(&rolled[..na]);
        d[..nd].copy_from_slice(&rolled[na..na + nd]);
        sort_desc(&mut a);
        sort_desc(&mut d);
        let (al, dl) = battle_losses(&a[..na], &d[..nd]);
        // Project decision (docs/rules/revancha.md): the extra die of
        // tailwind or snow improves the odds but never destroys armies that
        // are not in the fight: the attacker loses at most its attack
        // armies, the defender at most what it has.
        let (al, dl) = (al.min(att.armies - 1), dl.min(def.armies));
        let conquered = dl == def.armies;
        let resolved = Event::AttackResolved {
            attacker: actor,
            defender: def.owner,
            from,
            to,
            attacker_dice: Dice::new(&a[..na]),
            defender_dice: Dice::new(&d[..nd]),
            attacker_losses: al,
            defender_losses: dl,
            conquered,
        };
        if let Some(pact) = running {
            let mut tx = Tx::new(self);
            tx.emit(resolved);
            if conquered {
                after_joint_conquest(&mut tx, pact, actor, def.owner);
            } else {
                after_roll(&mut tx, pact, actor);
            }
            return Ok(tx.into_events());
        }
        if !conquered {
            return Ok(vec![resolved]);
        }
        let mut tx = Tx::new(self);
        let condominium = self.countries()[to.index()].co.is_some();
        tx.emit(resolved);
        if condominium {
            end_pacts_on_condominium(&mut tx, to);
        }
        after_conquest(&mut tx, actor, def.owner, to);
        Ok(tx.into_events())
    }

    /// Why a missile strike from `from` to `to` is illegal, if it is
    /// (R-MIS-3..5, R-SIT-4); `Ok(damage)` otherwise.
    pub(crate) fn missile_strike(
        &self,
        actor: Color,
        from: CountryId,
        to: CountryId,
        occupant: Option<Color>,
    ) -> Result<(u32, Color), RuleViolation> {
        let shooter =
            *self.stake(from, actor).ok_or(RuleViolation::NotYourCountry { country: from })?;
        if shooter.missiles == 0 {
            return Err(RuleViolation::NoMissile { country: from });
        }
        let target = self.defending_stake(actor, to, occupant)?;
        let distance = self.board().distance(from, to);
        if missile_damage(distance) == 0 {
            return Err(RuleViolation::OutOfMissileRange { distance });
        }
        if let Some(p) = self.pact_forbidding(actor, target.owner, from, to) {
            return Err(RuleViolation::PactForbids { pact: p.id });
        }
        // R-PCT-6: the flight avoids borders under the shooter's pacts; the
        // damage follows the flight's length.
        let flight = self.missile_flight(actor, from, to).ok_or(RuleViolation::MissileOverPact)?;
        let damage = missile_damage(flight);
        if target.armies <= damage {
            return Err(RuleViolation::TargetTooWeak { armies: target.armies, damage });
        }
        if shooter.missiles <= target.missiles {
            return Err(RuleViolation::Deterred {
                shooter: shooter.missiles,
                target: target.missiles,
            });
        }
        self.check_borders(from, to)?;
        Ok((damage, target.owner))
    }

    fn decide_fire(
        &self,
        actor: Color,
        from: CountryId,
        to: CountryId,
        occupant: Option<Color>,
    ) -> Decided {
        if !self.options().missiles {
            return Err(RuleViolation::MissilesDisabled);
        }
        self.check_own(actor, from)?;
        self.check_country(to)?;
        self.check_may_attack(actor, CommandKind::FireMissile)?;
        let (damage, occupant) = self.missile_strike(actor, from, to, occupant)?;
        let shared = |c: CountryId| self.countries()[c.index()].co.is_some();
        if shared(from) || shared(to) {
            return Ok(vec![Event::MissileFiredAt { from, to, occupant, damage }]);
        }
        Ok(vec![Event::MissileFired { from, to, damage }])
    }

    fn decide_regroup(
        &self,
        actor: Color,
        from: CountryId,
        to: CountryId,
        armies: u32,
        missiles: u32,
        rng: &mut dyn Randomness,
    ) -> Decided {
        self.check_own(actor, from)?;
        self.check_own(actor, to)?;
        match &self.phase() {
            Phase::AllyRegroup { into, .. } if !into.contains(&to) => {
                return Err(RuleViolation::AllyRegroupOnly { into: into.clone() });
            }
            Phase::Attack { .. } | Phase::Regroup { .. } | Phase::AllyRegroup { .. } => {}
            Phase::Incorporation { .. } => self.check_incorporation_done(actor)?,
            _ => {
                return Err(RuleViolation::WrongPhase {
                    command: CommandKind::Regroup,
                    phase: self.phase().name(),
                });
            }
        }
        if self.situation() == Some(Situation::Rest(actor)) {
            return Err(RuleViolation::Resting { player: actor });
        }
        if from == to || !self.board().borders(from, to) {
            return Err(RuleViolation::NotAdjacent { from, to });
        }
        if armies == 0 && missiles == 0 {
            return Err(RuleViolation::EmptyMove);
        }
        let (may_a, may_m) = self.movable(from, actor);
        let here =
            *self.stake(from, actor).ok_or(RuleViolation::NotYourCountry { country: from })?;
        if armies > may_a {
            return Err(if armies < here.armies && self.turn().arrived[from.index()].0 > 0 {
                RuleViolation::AlreadyMoved { country: from }
            } else {
                RuleViolation::MustLeaveOneArmy { country: from }
            });
        }
        if missiles > may_m {
            return Err(if missiles <= here.missiles {
                RuleViolation::AlreadyMoved { country: from }
            } else {
                RuleViolation::QuantityOutOfRange {
                    requested: missiles,
                    min: 0,
                    max: may_m,
                    rule: "R-REG-1",
                }
            });
        }
        if self.is_blockaded(to) {
            return Err(RuleViolation::Blockaded { country: to });
        }
        if self.zone_on(to).is_some() {
            return Err(RuleViolation::ZoneNotReinforced { country: to });
        }
        let regrouped = Event::Regrouped { from, to, armies, missiles };
        if matches!(self.phase(), Phase::Regroup { .. } | Phase::AllyRegroup { .. }) {
            return Ok(vec![regrouped]);
        }
        // The first regroup ends the attack step: the zone duty and the
        // aggressions led are due now.
        let mut tx = Tx::new(self);
        aggression_duties(&mut tx, actor)?;
        zone_duties(&mut tx, actor, rng);
        tx.emit(regrouped);
        Ok(tx.into_events())
    }

    fn decide_end_turn(&self, actor: Color, rng: &mut dyn Randomness) -> Decided {
        match *self.phase() {
            Phase::AllyRegroup { turn, .. } => {
                // The ally is done: another ally's regroup, or the leader's
                // turn ends (R-PCT-11).
                let mut tx = Tx::new(self);
                if !start_ally_regroup(&mut tx) {
                    finish_turn(&mut tx, turn, rng);
                }
                return Ok(tx.into_events());
            }
            Phase::Attack { .. } | Phase::Regroup { .. } => {}
            Phase::Incorporation { .. } => self.check_incorporation_done(actor)?,
            _ => {
                return Err(RuleViolation::WrongPhase {
                    command: CommandKind::EndTurn,
                    phase: self.phase().name(),
                });
            }
        }
        let mut tx = Tx::new(self);
        if !matches!(self.phase(), Phase::Regroup { .. }) {
            aggression_duties(&mut tx, actor)?;
            zone_duties(&mut tx, actor, rng);
        }
        if !start_ally_regroup(&mut tx) {
            finish_turn(&mut tx, actor, rng);
        }
        Ok(tx.into_events())
    }
}

/// Sorts four dice high to low (unused slots are 0 and sink to the end):
/// a fixed network, cheaper than a general sort on the hottest path.
fn sort_desc(d: &mut [u8; 4]) {
    for (i, j) in [(0, 1), (2, 3), (0, 2), (1, 3), (1, 2)] {
        if d[i] < d[j] {
            d.swap(i, j);
        }
    }
}

impl Game {
    /// Whether these cards make an exchange in this edition: a set
    /// (R-EXC-1, R-EXC-2, R-CLS-7), or any two cards (R-JNR-10).
    pub(crate) fn is_exchange(&self, cards: &[CountryId], continents: &[ContinentId]) -> bool {
        match self.ruleset().cards.exchange {
            ExchangeRule::Sets => is_valid_set(self.board(), cards, continents),
            ExchangeRule::AnyTwo => cards.len() == 2 && continents.is_empty(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::sort_desc;

    #[test]
    fn the_dice_sorting_network_sorts_every_roll_high_to_low() {
        for n in 0..=4usize {
            for code in 0..6u32.pow(u32::try_from(n).unwrap()) {
                let mut d = [0u8; 4];
                let mut c = code;
                for slot in d.iter_mut().take(n) {
                    *slot = u8::try_from(c % 6).unwrap() + 1;
                    c /= 6;
                }
                let mut expected = d;
                expected.sort_unstable_by(|x, y| y.cmp(x));
                sort_desc(&mut d);
                assert_eq!(d, expected);
            }
        }
    }
}
