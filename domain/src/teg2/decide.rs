//! Checking a command against the rules: [`Game::decide`] refuses with a
//! `Refusal` (a stable code and the `T2-` rule id), or returns the event that
//! records the command (`Event::Acted`). Nothing here changes the state.
//! `Event::Defaulted` is the other input: the service's timeout or forfeit
//! for a seat's pending step.

use super::map::{Map, RegionId};
use super::secret::{self, Secret, Stage};
use super::state::{CombatStage, Force, Game, Phase, Step};
use super::{Command, Event, Move, Placement, PlayLevel, Power, Refusal, Split, UnitKind, refuse};

/// The most entries a list in a command may have: a bound on the work one
/// command costs (a map has at most 64 regions).
pub const MAX_LIST: usize = 64;

impl Game {
    /// Checks `command` from `player` and returns the events recording it.
    ///
    /// # Errors
    /// A [`Refusal`] naming the rule the command breaks; nothing changes.
    pub fn decide(&self, player: u8, command: &Command) -> Result<Vec<Event>, Refusal> {
        let power = command.power();
        let seat = self.seat_of(player, power).ok_or_else(|| {
            refuse("NOT_YOUR_POWER", "T2-CMP-2", format!("you do not play {}", power.slug()))
        })?;
        if self.is_over() {
            return Err(refuse("GAME_OVER", "T2-END-1", "the game is over"));
        }
        self.check(seat, command)?;
        Ok(vec![Event::Acted { seat, command: command.clone() }])
    }

    /// The event that gives a seat's pending step its default, if the seat
    /// has one (a timeout or a forfeit, T2-SEC-5).
    #[must_use]
    pub fn default_event(&self, seat: u8) -> Option<Event> {
        self.duties().iter().any(|(s, _)| *s == seat).then_some(Event::Defaulted { seat })
    }

    fn check(&self, seat: u8, command: &Command) -> Result<(), Refusal> {
        let (t, me) = self.locate(seat);
        let table = &self.tables[t];
        let map = self.map(t);
        let region = |slug: &str| {
            map.by_slug(slug).ok_or_else(|| {
                refuse("UNKNOWN_REGION", "T2-CMP-4", format!("no region `{slug}` on this board"))
            })
        };
        let not_now =
            || refuse("NOT_YOUR_TURN", "T2-RND-2", "that is not something you can do now");
        let attacker = match &table.step {
            Step::Attack { round, turn, .. } => Some(self.in_turn(t, *round, *turn)),
            _ => None,
        };
        let holds_rocket = table.rockets.iter().any(|r| usize::from(r.holder) == me);
        match command {
            Command::PlaceObjective { region: slug, commitment, .. } => {
                if !matches!(table.step, Step::Placement) || self.placing(t) != Some(me) {
                    return Err(not_now());
                }
                let r = region(slug)?;
                if !table.objectives.contains(&r) {
                    return Err(refuse(
                        "INVALID_OBJECTIVE",
                        "T2-OBJ-1",
                        format!("{slug} is not on the objectives table in play"),
                    ));
                }
                if table.tokens[me].iter().any(|k| k.region == r) {
                    return Err(refuse(
                        "INVALID_OBJECTIVE",
                        "T2-OBJ-4",
                        format!("you already have a token on {slug}"),
                    ));
                }
                self.check_commitment(commitment)
            }
            Command::RevealObjective { token, kind, nonce, power } => {
                if !matches!(table.step, Step::Reveal { .. }) {
                    return Err(not_now());
                }
                let k = table.tokens[me].get(usize::from(*token)).ok_or_else(|| {
                    refuse("INVALID_REVEAL", "T2-SEC-3", format!("you have no token #{token}"))
                })?;
                self.check_reveal(&k.secret, &k.window, *power, kind.slug(), nonce)
            }
            Command::Incorporate { units, special, rocket, .. } => {
                let Step::Incorporate { round, turn, grant } = table.step else {
                    return Err(not_now());
                };
                if self.in_turn(t, round, turn) != me {
                    return Err(not_now());
                }
                self.check_incorporation(t, me, grant, units, special.as_deref(), rocket.as_deref())
            }
            Command::Announce { region: slug, opponent, .. } => {
                if attacker != Some(me)
                    || !matches!(table.step, Step::Attack { phase: Phase::Free, .. })
                {
                    return Err(not_now());
                }
                if holds_rocket {
                    return Err(refuse(
                        "ROCKET_MUST_LAUNCH",
                        "T2-RKT-4",
                        "launch your rocket before announcing a combat",
                    ));
                }
                let r = region(slug)?;
                let other = self.opponent(t, me, *opponent)?;
                if self.holding(t, r, me) == 0 {
                    return Err(refuse(
                        "INVALID_COMBAT",
                        "T2-ANN-2",
                        format!("you have no unit holding {slug}"),
                    ));
                }
                if self.holding(t, r, other) == 0 {
                    return Err(refuse(
                        "INVALID_COMBAT",
                        "T2-ANN-2",
                        format!("{} is not present in {slug}", opponent.slug()),
                    ));
                }
                Ok(())
            }
            Command::Reinforce { moves, .. } => {
                let c = self.combat(t).ok_or_else(not_now)?;
                let turn_ok = match c.stage {
                    CombatStage::AttackerReinforce => usize::from(c.sides[0]) == me,
                    CombatStage::DefenderChoice => usize::from(c.sides[1]) == me,
                    CombatStage::Clocks => false,
                };
                if !turn_ok {
                    return Err(not_now());
                }
                self.check_reinforcement(t, me, c.region, moves)
            }
            Command::Retreat { moves, .. } => {
                let c = self.combat(t).ok_or_else(not_now)?;
                if c.stage != CombatStage::DefenderChoice || usize::from(c.sides[1]) != me {
                    return Err(not_now());
                }
                self.check_retreat(t, me, c.region, moves)
            }
            Command::CommitSplit { commitment, .. } => {
                let c = self.combat(t).ok_or_else(not_now)?;
                let side =
                    c.sides.iter().position(|&s| usize::from(s) == me).ok_or_else(not_now)?;
                if c.stage != CombatStage::Clocks || !c.secrets[side].is_pending() {
                    return Err(not_now());
                }
                self.check_commitment(commitment)
            }
            Command::RevealSplit { split, nonce, power } => {
                let c = self.combat(t).ok_or_else(not_now)?;
                let side =
                    c.sides.iter().position(|&s| usize::from(s) == me).ok_or_else(not_now)?;
                if c.stage != CombatStage::Clocks || secret::stage(&c.secrets) != Stage::Reveal {
                    return Err(not_now());
                }
                if split.len() > 16 {
                    return Err(refuse(
                        "INVALID_REVEAL",
                        "T2-CLK-2",
                        "a split is three short dials",
                    ));
                }
                self.check_reveal(&c.secrets[side], &c.window, *power, split, nonce)
            }
            Command::Launch { target, .. } => {
                let allowed = match &table.step {
                    Step::Attack { phase: Phase::Free, .. } => attacker == Some(me),
                    Step::Attack { phase: Phase::OutOfTurn { seat }, .. } => {
                        usize::from(*seat) == me
                    }
                    _ => false,
                };
                if !allowed {
                    return Err(not_now());
                }
                if !holds_rocket {
                    return Err(refuse("INVALID_LAUNCH", "T2-RKT-5", "you hold no rocket"));
                }
                let r = region(target)?;
                if table.wiped & r.bit() != 0 {
                    return Err(refuse(
                        "INVALID_LAUNCH",
                        "T2-RKT-7",
                        format!("{target} is already wiped"),
                    ));
                }
                Ok(())
            }
            Command::CommitIntercept { commitment, .. } => {
                let entry = self.interception_secret(t, me).ok_or_else(not_now)?;
                if !entry.is_pending() {
                    return Err(not_now());
                }
                self.check_commitment(commitment)
            }
            Command::RevealIntercept { intercept, nonce, power } => {
                let Step::Attack { phase: Phase::Interception(i), .. } = &table.step else {
                    return Err(not_now());
                };
                let entry = self.interception_secret(t, me).ok_or_else(not_now)?;
                if secret::stage(i.holders.iter().map(|(_, s)| s)) != Stage::Reveal {
                    return Err(not_now());
                }
                self.check_reveal(
                    entry,
                    &i.window,
                    *power,
                    if *intercept { "intercept" } else { "pass" },
                    nonce,
                )
            }
            Command::EndTurn { .. } => {
                if attacker != Some(me)
                    || !matches!(table.step, Step::Attack { phase: Phase::Free, .. })
                {
                    return Err(not_now());
                }
                if holds_rocket {
                    return Err(refuse(
                        "ROCKET_MUST_LAUNCH",
                        "T2-RKT-4",
                        "a rocket must be launched in the round it came",
                    ));
                }
                Ok(())
            }
        }
    }

    pub(crate) fn interception_secret(&self, t: usize, me: usize) -> Option<&Secret<bool>> {
        match &self.tables[t].step {
            Step::Attack { phase: Phase::Interception(i), .. } => {
                i.holders.iter().find(|(s, _)| usize::from(*s) == me).map(|(_, secret)| secret)
            }
            _ => None,
        }
    }

    fn opponent(&self, t: usize, me: usize, power: Power) -> Result<usize, Refusal> {
        let other = self.tables[t]
            .seats
            .iter()
            .position(|&s| self.seats[usize::from(s)].power == power)
            .ok_or_else(|| {
                refuse(
                    "INVALID_COMBAT",
                    "T2-ANN-2",
                    format!("{} does not play on this board", power.slug()),
                )
            })?;
        if other == me {
            return Err(refuse("INVALID_COMBAT", "T2-ANN-2", "you cannot attack yourself"));
        }
        let player = |l: usize| self.seats[usize::from(self.tables[t].seats[l])].player;
        if player(other) == player(me) {
            return Err(refuse(
                "INVALID_COMBAT",
                "T2-VAR-1",
                "a player's two powers never fight each other",
            ));
        }
        Ok(other)
    }

    fn check_commitment(&self, commitment: &str) -> Result<(), Refusal> {
        if !secret::is_commitment(commitment) {
            return Err(refuse(
                "INVALID_COMMITMENT",
                "T2-SEC-2",
                "a commitment is 64 lowercase hex digits (SHA-256)",
            ));
        }
        if self.commitment_used(commitment) {
            return Err(refuse(
                "INVALID_COMMITMENT",
                "T2-SEC-2",
                "this commitment was already recorded",
            ));
        }
        Ok(())
    }

    fn check_reveal<T>(
        &self,
        entry: &Secret<T>,
        window: &str,
        power: Power,
        choice: &str,
        nonce: &str,
    ) -> Result<(), Refusal> {
        let Secret::Committed { commitment } = entry else {
            return Err(refuse(
                "NOT_YOUR_TURN",
                "T2-SEC-3",
                "nothing of yours awaits a reveal here",
            ));
        };
        if !secret::is_nonce(nonce) {
            return Err(refuse(
                "INVALID_REVEAL",
                "T2-SEC-2",
                "a nonce is 32 to 128 lowercase hex digits",
            ));
        }
        if secret::commitment(&self.setup.game, window, power.slug(), choice, nonce) != *commitment
        {
            return Err(refuse(
                "REVEAL_MISMATCH",
                "T2-SEC-3",
                "the choice and nonce do not match your commitment",
            ));
        }
        Ok(())
    }

    fn check_incorporation(
        &self,
        t: usize,
        me: usize,
        grant: super::Grant,
        units: &[Placement],
        special: Option<&str>,
        rocket: Option<&str>,
    ) -> Result<(), Refusal> {
        let map = self.map(t);
        let table = &self.tables[t];
        let bad = |rule, message: String| refuse("INVALID_INCORPORATION", rule, message);
        if units.len() > MAX_LIST {
            return Err(bad("T2-INC-2", format!("at most {MAX_LIST} placements")));
        }
        let mut after: Vec<Force> = table.forces.iter().map(|f| f[me]).collect();
        let mut total = 0u32;
        let level = self.setup.options.level;
        for p in units {
            let r = self.open_region(t, &p.region)?;
            if p.count == 0 {
                return Err(bad("T2-INC-2", "every placement places at least one unit".to_owned()));
            }
            let sea = map.is_sea(r);
            let fits = match (level, p.unit) {
                (PlayLevel::Basic, UnitKind::Army) | (PlayLevel::Advanced, UnitKind::Aircraft) => {
                    true
                }
                (PlayLevel::Basic, _) | (PlayLevel::Medium, UnitKind::Aircraft) => false,
                (_, UnitKind::Army) => !sea,
                (_, UnitKind::Ship) => sea,
            };
            if !fits {
                return Err(bad(
                    "T2-SEA-1",
                    format!("{:?} cannot stand on {} at this level", p.unit, p.region),
                ));
            }
            total = total.saturating_add(p.count);
            let f = &mut after[r.index()];
            match p.unit {
                UnitKind::Aircraft => f.aircraft += p.count,
                _ => f.ordinary += p.count,
            }
        }
        if total != grant.units {
            return Err(bad(
                "T2-INC-4",
                format!("{total} units placed; {} are due, every one of them", grant.units),
            ));
        }
        match (grant.special, special) {
            (true, Some(slug)) => {
                let r = self.open_region(t, slug)?;
                if after[r.index()].special {
                    return Err(bad(
                        "T2-SPU-2",
                        format!("you already have a special unit on {slug}"),
                    ));
                }
                after[r.index()].special = true;
            }
            (true, None) => {
                return Err(bad(
                    "T2-SPU-1",
                    "your special unit is due and must be placed".to_owned(),
                ));
            }
            (false, Some(_)) => {
                return Err(bad("T2-SPU-1", "no special unit is due to you this round".to_owned()));
            }
            (false, None) => {}
        }
        if let Some((i, _)) = after.iter().enumerate().find(|(_, f)| f.aircraft > f.holding()) {
            return Err(bad(
                "T2-AIR-1",
                format!("more aircraft than holding units on {}", map.regions[i].slug),
            ));
        }
        if let Some(slug) = rocket {
            if !grant.rocket {
                return Err(bad("T2-RKT-1", "no rocket is on offer to you this round".to_owned()));
            }
            let r = self.open_region(t, slug)?;
            if after[r.index()].holding() == 0 {
                return Err(bad(
                    "T2-RKT-3",
                    format!(
                        "the rocket goes where you have a unit of your own; you have none on {slug}"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// A region that exists and is not wiped (T2-RKT-7).
    fn open_region(&self, t: usize, slug: &str) -> Result<RegionId, Refusal> {
        let r = self.map(t).by_slug(slug).ok_or_else(|| {
            refuse("UNKNOWN_REGION", "T2-CMP-4", format!("no region `{slug}` on this board"))
        })?;
        if self.tables[t].wiped & r.bit() != 0 {
            return Err(refuse(
                "REGION_WIPED",
                "T2-RKT-7",
                format!("{slug} was wiped by a rocket"),
            ));
        }
        Ok(r)
    }

    pub(crate) fn check_reinforcement(
        &self,
        t: usize,
        me: usize,
        region: RegionId,
        moves: &[Move],
    ) -> Result<(), Refusal> {
        let map = self.map(t);
        let table = &self.tables[t];
        let bad = |rule, message: String| refuse("INVALID_REINFORCEMENT", rule, message);
        if moves.len() > MAX_LIST {
            return Err(bad("T2-REI-1", format!("at most {MAX_LIST} crossings")));
        }
        let mut after: Vec<Force> = table.forces.iter().map(|f| f[me]).collect();
        let mut sources: Vec<RegionId> = Vec::new();
        for m in moves {
            let from = self.open_region(t, &m.region)?;
            if from == region || !map.borders(from, region) {
                return Err(bad("T2-REI-1", format!("{} does not border the combat", m.region)));
            }
            if sources.contains(&from) {
                return Err(bad("T2-ATT-2", format!("one crossing from {}", m.region)));
            }
            sources.push(from);
            let have = table.forces[from.index()][me];
            if m.ordinary > have.ordinary
                || m.aircraft > have.aircraft
                || (m.special && !have.special)
            {
                return Err(bad(
                    "T2-REI-5",
                    format!("you do not have those units on {}", m.region),
                ));
            }
            if m.ordinary == 0 && m.aircraft == 0 && !m.special {
                return Err(bad(
                    "T2-REI-1",
                    format!("the crossing from {} moves nothing", m.region),
                ));
            }
            self.check_kind(map, from, region, m, "T2-REI-3").map_err(|e| bad(e.0, e.1))?;
            let holding = m.ordinary + u32::from(m.special);
            if self.setup.options.level == PlayLevel::Basic && holding > 2 {
                return Err(bad(
                    "T2-REI-2",
                    format!("at most 2 units from each neighbour; {holding} from {}", m.region),
                ));
            }
            let arrive = self.arriving(holding);
            let src = &mut after[from.index()];
            src.ordinary -= m.ordinary;
            src.aircraft -= m.aircraft;
            src.special &= !m.special;
            let dst = &mut after[region.index()];
            if m.special && dst.special {
                return Err(bad(
                    "T2-SPU-2",
                    "a second special unit of yours on one region".to_owned(),
                ));
            }
            dst.ordinary += arrive - u32::from(m.special);
            dst.aircraft += m.aircraft;
            dst.special |= m.special;
        }
        for r in table.rockets.iter().filter(|r| usize::from(r.holder) == me) {
            if after[r.region.index()].holding() == 0 {
                return Err(bad(
                    "T2-RKT-9",
                    "your last unit cannot leave the region of your rocket".to_owned(),
                ));
            }
        }
        if let Some((i, _)) = after.iter().enumerate().find(|(_, f)| f.aircraft > f.holding()) {
            return Err(bad(
                "T2-AIR-1",
                format!("more aircraft than holding units on {}", map.regions[i].slug),
            ));
        }
        Ok(())
    }

    /// Armies stay on land and ships at sea (T2-SEA-1); aircraft cross freely.
    fn check_kind(
        &self,
        map: &Map,
        a: RegionId,
        b: RegionId,
        m: &Move,
        rule: &'static str,
    ) -> Result<(), (&'static str, String)> {
        let moves_holding = m.ordinary > 0 || m.special;
        if self.setup.options.level != PlayLevel::Basic
            && moves_holding
            && map.is_sea(a) != map.is_sea(b)
        {
            return Err((
                rule,
                format!(
                    "armies stay on land and ships at sea: not between {} and {}",
                    map.region(a).slug,
                    map.region(b).slug
                ),
            ));
        }
        if m.aircraft > 0 && self.setup.options.level != PlayLevel::Advanced {
            return Err(("T2-AIR-1", "aircraft fly only at the advanced level".to_owned()));
        }
        Ok(())
    }

    pub(crate) fn check_retreat(
        &self,
        t: usize,
        me: usize,
        region: RegionId,
        moves: &[Move],
    ) -> Result<(), Refusal> {
        let map = self.map(t);
        let table = &self.tables[t];
        let bad = |rule, message: String| refuse("INVALID_RETREAT", rule, message);
        if moves.len() > MAX_LIST {
            return Err(bad("T2-RET-2", format!("at most {MAX_LIST} moves")));
        }
        let before: Vec<Force> = table.forces.iter().map(|f| f[me]).collect();
        let mut after = before.clone();
        let mut leaving = Force::default();
        let mut destinations: Vec<RegionId> = Vec::new();
        for m in moves {
            let to = self.open_region(t, &m.region)?;
            if to == region || !map.borders(to, region) {
                return Err(bad(
                    "T2-RET-2",
                    format!("{} does not border {}", m.region, map.region(region).slug),
                ));
            }
            if destinations.contains(&to) {
                return Err(bad("T2-RET-2", format!("one move to {}", m.region)));
            }
            destinations.push(to);
            self.check_kind(map, region, to, m, "T2-RET-2").map_err(|e| bad(e.0, e.1))?;
            let holding = m.ordinary + u32::from(m.special);
            if holding > 2 {
                return Err(bad(
                    "T2-RET-2",
                    format!("at most 2 units to each neighbour; {holding} to {}", m.region),
                ));
            }
            if holding > 0 && before[to.index()].holding() == 0 {
                return Err(bad(
                    "T2-RET-2",
                    format!("you have no unit of your own on {}", m.region),
                ));
            }
            if m.special && (before[to.index()].special || leaving.special) {
                return Err(bad(
                    "T2-SPU-2",
                    "a second special unit of yours on one region".to_owned(),
                ));
            }
            leaving.ordinary += m.ordinary;
            leaving.aircraft += m.aircraft;
            leaving.special |= m.special;
            let dst = &mut after[to.index()];
            dst.ordinary += m.ordinary;
            dst.aircraft += m.aircraft;
            dst.special |= m.special;
        }
        let here = before[region.index()];
        if leaving != here {
            return Err(bad(
                "T2-RET-3",
                "a retreat takes every unit out, or does not happen".to_owned(),
            ));
        }
        after[region.index()] = Force::default();
        for &to in &destinations {
            let f = after[to.index()];
            if f.aircraft > f.holding() {
                return Err(bad(
                    "T2-AIR-1",
                    format!("more aircraft than holding units on {}", map.region(to).slug),
                ));
            }
        }
        Ok(())
    }

    /// The default split of a side of the open combat (T2-CLK-5).
    #[must_use]
    pub fn default_split(&self, t: usize, me: usize) -> Option<Split> {
        let c = self.combat(t)?;
        Some(Split::default_for(&self.tables[t].forces[c.region.index()][me].side()))
    }
}
