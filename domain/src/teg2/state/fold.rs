//! The fold: how each event changes a TEG II game, the steps it begins
//! (incorporation, combat, retreat, rockets, the ends of turns and rounds)
//! and the rule book's defaults when a clock runs out.

use super::*;

impl Game {
    /// Folds one event; a damaged stored one ([`Game::admits`]) counts as a
    /// version and changes nothing else.
    pub fn apply(&mut self, event: &Event) {
        let _ = self.try_apply(event);
    }

    /// As [`Game::apply`], saying why an event was folded as nothing.
    ///
    /// # Errors
    /// What [`Game::admits`] refuses.
    pub fn try_apply(&mut self, event: &Event) -> Result<(), String> {
        self.version += 1;
        self.admits(event)?;
        match event {
            Event::Started { .. } => {}
            Event::Acted { seat, command } => self.act(*seat, command),
            Event::Defaulted { seat } => self.default_step(*seat),
            Event::Forfeited { player, .. } => {
                if !self.forfeited.contains(player) {
                    self.forfeited.push(*player);
                }
            }
        }
        self.settle();
        Ok(())
    }

    /// A region the event names: [`Game::admits`] checked it is on the
    /// board; the sea is only a fallback that is never reached.
    fn region(&self, t: usize, slug: &str) -> RegionId {
        self.map(t).by_slug(slug).unwrap_or(RegionId(0))
    }

    fn act(&mut self, seat: u8, command: &Command) {
        let (t, me) = self.locate(seat);
        match command {
            Command::PlaceObjective { region, commitment, .. } => {
                let region = self.region(t, region);
                self.commitments.insert(commitment.clone());
                let window = self.next_objective_window(t);
                self.tables[t].tokens[me].push(Token {
                    region,
                    secret: Secret::Committed { commitment: commitment.clone() },
                    by_default: None,
                    kind: None,
                    window,
                });
            }
            Command::RevealObjective { token, kind, .. } => {
                let taken = self.kinds_taken(t, me, usize::from(*token));
                let slot = &mut self.tables[t].tokens[me][usize::from(*token)];
                let commitment = slot.secret.commitment().unwrap_or_default().to_owned();
                // T2-SEC-3: a kind already taken counts as no reveal.
                slot.secret = if taken.contains(kind) {
                    Secret::Defaulted
                } else {
                    Secret::Revealed { commitment, choice: *kind }
                };
            }
            Command::Incorporate { units, special, rocket, .. } => {
                self.incorporate(t, me, units, special.as_deref(), rocket.as_deref());
            }
            Command::Announce { region, opponent, .. } => {
                let region = self.region(t, region);
                let other = self.tables[t]
                    .seats
                    .iter()
                    .position(|&s| self.seats[usize::from(s)].power == *opponent)
                    .unwrap_or(0);
                let table = &mut self.tables[t];
                table.windows += 1;
                let window = format!("t{t}-combat-{}", table.windows);
                if let Step::Attack { phase, .. } = &mut table.step {
                    *phase = Phase::Combat(Combat {
                        region,
                        sides: [local(me), local(other)],
                        stage: CombatStage::AttackerReinforce,
                        window,
                        secrets: [Secret::Pending, Secret::Pending],
                    });
                }
            }
            Command::Reinforce { moves, .. } => {
                self.reinforce(t, me, moves);
                self.advance_combat(t);
            }
            Command::Retreat { moves, .. } => self.retreat(t, me, moves),
            Command::CommitSplit { commitment, .. } => {
                self.commitments.insert(commitment.clone());
                if let Some(c) = self.combat_mut(t) {
                    let side = usize::from(c.sides[1] == local(me));
                    c.secrets[side] = Secret::Committed { commitment: commitment.clone() };
                }
            }
            Command::RevealSplit { split, .. } => {
                let side_force = self.combat(t).map(|c| {
                    let side = usize::from(c.sides[1] == local(me));
                    (side, self.tables[t].forces[c.region.index()][me].side())
                });
                if let (Some((side, force)), Some(c)) = (side_force, self.combat_mut(t)) {
                    let commitment = c.secrets[side].commitment().unwrap_or_default().to_owned();
                    c.secrets[side] = match Split::parse(split) {
                        Some(s) if s.is_legal(&force) => Secret::Revealed { commitment, choice: s },
                        _ => Secret::Defaulted,
                    };
                }
            }
            Command::Launch { target, .. } => {
                let target = self.region(t, target);
                self.launch(t, me, target);
            }
            Command::CommitIntercept { commitment, .. } => {
                self.commitments.insert(commitment.clone());
                if let Some(entry) = self.interception_entry(t, me) {
                    *entry = Secret::Committed { commitment: commitment.clone() };
                }
            }
            Command::RevealIntercept { intercept, .. } => {
                if let Some(entry) = self.interception_entry(t, me) {
                    let commitment = entry.commitment().unwrap_or_default().to_owned();
                    *entry = Secret::Revealed { commitment, choice: *intercept };
                }
            }
            Command::EndTurn { .. } => self.end_turn(t),
        }
    }

    /// The kinds a token may no longer take when revealed: those placed by
    /// default, and valid reveals of earlier placements (T2-SEC-3).
    pub(crate) fn kinds_taken(&self, t: usize, me: usize, index: usize) -> Vec<TokenKind> {
        let tokens = &self.tables[t].tokens[me];
        let mut taken: Vec<TokenKind> = tokens.iter().filter_map(|k| k.by_default).collect();
        taken.extend(tokens[..index].iter().filter_map(|k| k.secret.choice().copied()));
        taken
    }

    pub(crate) fn combat(&self, t: usize) -> Option<&Combat> {
        match &self.tables[t].step {
            Step::Attack { phase: Phase::Combat(c), .. } => Some(c),
            _ => None,
        }
    }

    fn combat_mut(&mut self, t: usize) -> Option<&mut Combat> {
        match &mut self.tables[t].step {
            Step::Attack { phase: Phase::Combat(c), .. } => Some(c),
            _ => None,
        }
    }

    fn interception_entry(&mut self, t: usize, me: usize) -> Option<&mut Secret<bool>> {
        match &mut self.tables[t].step {
            Step::Attack { phase: Phase::Interception(i), .. } => {
                i.holders.iter_mut().find(|(s, _)| usize::from(*s) == me).map(|(_, secret)| secret)
            }
            _ => None,
        }
    }

    fn incorporate(
        &mut self,
        t: usize,
        me: usize,
        units: &[Placement],
        special: Option<&str>,
        rocket: Option<&str>,
    ) {
        for p in units {
            let r = self.region(t, &p.region);
            let f = &mut self.tables[t].forces[r.index()][me];
            match p.unit {
                UnitKind::Army | UnitKind::Ship => f.ordinary += p.count,
                UnitKind::Aircraft => f.aircraft += p.count,
            }
        }
        if let Some(s) = special {
            let r = self.region(t, s);
            self.tables[t].forces[r.index()][me].special = true;
        }
        if let Some(s) = rocket {
            let r = self.region(t, s);
            let seat = self.tables[t].seats[me];
            self.rocket_had[usize::from(seat)] = true;
            self.tables[t].rockets.push(Rocket { owner: local(me), holder: local(me), region: r });
        }
        self.next_incorporation(t);
    }

    fn next_incorporation(&mut self, t: usize) {
        let k = self.tables[t].seats.len();
        if let Step::Incorporate { round, turn, .. } = self.tables[t].step {
            if usize::from(turn) + 1 < k {
                let grant = self.grant(t, round, turn + 1);
                self.tables[t].step = Step::Incorporate { round, turn: turn + 1, grant };
            } else {
                self.tables[t].step = Step::Attack { round, turn: 0, phase: Phase::Free };
            }
        }
    }

    /// What the seat in turn receives, read when its step begins
    /// (T2-POT-5, T2-POT-6, T2-SPU-1, T2-RKT-1, T2-AIR-7).
    fn grant(&self, t: usize, round: u8, turn: u8) -> Grant {
        let me = self.in_turn(t, round, turn);
        let seat = self.tables[t].seats[me];
        let level = self.level(seat);
        let extra = if self.setup.options.level == PlayLevel::Advanced { 3 } else { 0 };
        let specials = self.tables[t].forces.iter().filter(|f| f[me].special).count();
        Grant {
            units: u32::from(level) + extra,
            special: level == 5 && specials < MAX_SPECIALS,
            rocket: (level == 10 || level == 4) && !self.rocket_had[usize::from(seat)],
        }
    }

    /// Attrition (T2-ATT-1): of n crossing, n/2 + 1 arrive.
    #[must_use]
    pub fn arriving(&self, n: u32) -> u32 {
        if self.setup.options.level == PlayLevel::Basic || n == 0 { n } else { n / 2 + 1 }
    }

    fn reinforce(&mut self, t: usize, me: usize, moves: &[Move]) {
        let Some(region) = self.combat(t).map(|c| c.region) else { return };
        let seat = self.tables[t].seats[me];
        let mut lost = 0;
        for m in moves {
            let from = self.region(t, &m.region);
            let n = m.ordinary + u32::from(m.special);
            let arrive = self.arriving(n);
            lost += n - arrive;
            transfer(
                &mut self.tables[t].forces,
                me,
                from,
                region,
                m,
                arrive - u32::from(m.special),
            );
        }
        if lost > 0 {
            self.journal.push(Record::Attrition { seat, lost });
        }
    }

    fn advance_combat(&mut self, t: usize) {
        if let Some(c) = self.combat_mut(t) {
            c.stage = match c.stage {
                CombatStage::AttackerReinforce => CombatStage::DefenderChoice,
                CombatStage::DefenderChoice | CombatStage::Clocks => CombatStage::Clocks,
            };
        }
    }

    fn retreat(&mut self, t: usize, me: usize, moves: &[Move]) {
        let Some(c) = self.combat(t).cloned() else { return };
        for m in moves {
            let to = self.region(t, &m.region);
            transfer(&mut self.tables[t].forces, me, c.region, to, m, m.ordinary);
        }
        let map = self.map(t);
        self.journal.push(Record::Retreated {
            table: local(t),
            region: map.region(c.region).slug.clone(),
            sides: c.sides.map(|s| self.tables[t].seats[usize::from(s)]),
        });
        self.move_levels(t, c.sides[0], c.sides[1]);
        self.after_combat(t, &c);
    }

    /// Levels after a won combat or a retreat (T2-POT-2, T2-POT-3).
    fn move_levels(&mut self, t: usize, winner: u8, loser: u8) {
        for (s, up) in [(winner, true), (loser, false)] {
            let power = self.seats[usize::from(self.tables[t].seats[usize::from(s)])].power;
            let level = &mut self.levels[power.index()];
            let next = if up {
                (*level + 1).min(LEVEL_MAX)
            } else {
                level.saturating_sub(1).max(LEVEL_MIN)
            };
            if next != *level {
                *level = next;
                self.journal.push(Record::LevelMoved { power, level: next });
            }
        }
    }

    /// Steps 7 and 8 of a combat (T2-AIR-6, T2-RKT-9), then back to the
    /// attack turn.
    fn after_combat(&mut self, t: usize, c: &Combat) {
        for &s in &c.sides {
            let seat = self.tables[t].seats[usize::from(s)];
            let f = &mut self.tables[t].forces[c.region.index()][usize::from(s)];
            let excess = f.aircraft.saturating_sub(f.holding());
            if excess > 0 {
                f.aircraft -= excess;
                self.journal.push(Record::AircraftLost { seat, count: excess });
            }
        }
        for i in 0..self.tables[t].rockets.len() {
            let r = self.tables[t].rockets[i];
            if r.region != c.region || !c.sides.contains(&r.holder) {
                continue;
            }
            if self.tables[t].forces[r.region.index()][usize::from(r.holder)].holding() == 0 {
                let to = if r.holder == c.sides[0] { c.sides[1] } else { c.sides[0] };
                self.tables[t].rockets[i].holder = to;
                let seats = &self.tables[t].seats;
                self.journal.push(Record::RocketCaptured {
                    from: seats[usize::from(r.holder)],
                    to: seats[usize::from(to)],
                });
            }
        }
        self.resume(t);
    }

    /// Back to the attack turn, or to an out-of-turn launch (T2-RKT-9).
    fn resume(&mut self, t: usize) {
        let Step::Attack { round, turn, .. } = self.tables[t].step else { return };
        let passed: Vec<u8> = (0..turn).map(|x| local(self.in_turn(t, round, x))).collect();
        let phase = match self.tables[t].rockets.iter().find(|r| passed.contains(&r.holder)) {
            Some(r) => Phase::OutOfTurn { seat: r.holder },
            None => Phase::Free,
        };
        self.tables[t].step = Step::Attack { round, turn, phase };
    }

    fn launch(&mut self, t: usize, me: usize, target: RegionId) {
        let Some(i) = self.tables[t].rockets.iter().position(|r| usize::from(r.holder) == me)
        else {
            return;
        };
        let rocket = self.tables[t].rockets.remove(i);
        let holders: Vec<(u8, Secret<bool>)> = {
            let mut hs: Vec<u8> = self.tables[t]
                .rockets
                .iter()
                .map(|r| r.holder)
                .filter(|&h| usize::from(h) != me)
                .collect();
            hs.sort_unstable();
            hs.dedup();
            hs.into_iter().map(|h| (h, Secret::Pending)).collect()
        };
        if holders.is_empty() {
            self.explode(t, local(me), target);
            self.resume(t);
            return;
        }
        let table = &mut self.tables[t];
        table.windows += 1;
        let window = format!("t{t}-launch-{}", table.windows);
        if let Step::Attack { phase, .. } = &mut table.step {
            *phase = Phase::Interception(Interception {
                launcher: local(me),
                owner: rocket.owner,
                target,
                window,
                holders,
            });
        }
    }

    fn explode(&mut self, t: usize, launcher: u8, target: RegionId) {
        let table = &mut self.tables[t];
        for f in &mut table.forces[target.index()] {
            *f = Force::default();
        }
        table.rockets.retain(|r| r.region != target);
        table.wiped |= target.bit();
        let seat = table.seats[usize::from(launcher)];
        let region = self.map(t).region(target).slug.clone();
        self.journal.push(Record::RocketExploded { launcher: seat, region });
    }

    fn end_turn(&mut self, t: usize) {
        let k = self.tables[t].seats.len();
        let Step::Attack { round, turn, .. } = self.tables[t].step else { return };
        if usize::from(turn) + 1 < k {
            self.tables[t].step = Step::Attack { round, turn: turn + 1, phase: Phase::Free };
            return;
        }
        // Every rocket is launched within its round (T2-RKT-4); none is left.
        self.tables[t].rockets.clear();
        if round < self.tables[t].rounds {
            self.begin_round(t, round + 1);
        } else if self.setup.options.secret_objectives {
            self.tables[t].step = Step::Reveal { last: true };
        } else {
            self.tables[t].step = Step::Over;
        }
    }

    fn begin_round(&mut self, t: usize, round: u8) {
        self.journal.push(Record::RoundStarted { table: local(t), round });
        let grant = self.grant(t, round, 0);
        self.tables[t].step = Step::Incorporate { round, turn: 0, grant };
    }

    /// Closes windows whose last secret is in, and ends the game when
    /// every board is over.
    fn settle(&mut self) {
        for t in 0..self.tables.len() {
            let table = &self.tables[t];
            match &table.step {
                Step::Placement if self.placing(t).is_none() => {
                    if self.setup.options.secret_objectives {
                        self.begin_round(t, 1);
                    } else {
                        self.tables[t].step = Step::Reveal { last: false };
                    }
                    self.settle_reveal(t);
                }
                Step::Reveal { .. } => self.settle_reveal(t),
                Step::Attack { phase: Phase::Combat(c), .. }
                    if c.stage == CombatStage::Clocks
                        && secret::stage(&c.secrets) == Stage::Closed =>
                {
                    let c = c.clone();
                    self.fight(t, &c);
                }
                Step::Attack { phase: Phase::Interception(i), .. }
                    if secret::stage(i.holders.iter().map(|(_, s)| s)) == Stage::Closed =>
                {
                    let i = i.clone();
                    self.intercept(t, &i);
                }
                _ => {}
            }
        }
        if self.scores.is_none() && self.tables.iter().all(|t| t.step == Step::Over) {
            self.scores = Some(self.score());
            self.journal.push(Record::Scored);
        }
    }

    fn settle_reveal(&mut self, t: usize) {
        let Step::Reveal { last } = self.tables[t].step else { return };
        let done = self.tables[t].tokens.iter().flatten().all(|k| !k.secret.awaits_reveal());
        if !done {
            return;
        }
        for me in 0..self.tables[t].tokens.len() {
            self.publish_kinds(t, me);
        }
        self.journal.push(Record::ObjectivesRevealed { table: local(t) });
        if last {
            self.tables[t].step = Step::Over;
        } else {
            self.begin_round(t, 1);
        }
    }

    /// Every token's kind: valid reveals and defaults, the rest in
    /// ascending order of points (T2-SEC-4).
    fn publish_kinds(&mut self, t: usize, me: usize) {
        let tokens = &self.tables[t].tokens[me];
        let fixed: Vec<Option<TokenKind>> =
            tokens.iter().map(|k| k.by_default.or(k.secret.choice().copied())).collect();
        let mut rest = TokenKind::ALL.into_iter().filter(|kind| !fixed.contains(&Some(*kind)));
        let kinds: Vec<TokenKind> = fixed
            .iter()
            .map(|f| f.or_else(|| rest.next()).unwrap_or(TokenKind::Intervention1))
            .collect();
        for (token, kind) in self.tables[t].tokens[me].iter_mut().zip(kinds) {
            token.kind = Some(kind);
        }
    }

    fn fight(&mut self, t: usize, c: &Combat) {
        let sides = c.sides.map(|s| self.tables[t].forces[c.region.index()][usize::from(s)].side());
        let splits: [Split; 2] = [0, 1].map(|i| {
            c.secrets[i].choice().copied().unwrap_or_else(|| Split::default_for(&sides[i]))
        });
        let outcome = clock::resolve([&sides[0], &sides[1]], [&splits[0], &splits[1]]);
        for (i, &s) in c.sides.iter().enumerate() {
            self.tables[t].forces[c.region.index()][usize::from(s)].lose(outcome.losses[i]);
        }
        self.journal.push(Record::CombatFought {
            table: local(t),
            region: self.map(t).region(c.region).slug.clone(),
            sides: c.sides.map(|s| self.tables[t].seats[usize::from(s)]),
            splits: splits.map(|s| s.to_string()),
            defaulted: [0, 1].map(|i| c.secrets[i].choice().is_none()),
            outcome,
        });
        if let Some(w) = outcome.winner {
            let w = usize::from(w);
            self.move_levels(t, c.sides[w], c.sides[1 - w]);
        }
        self.after_combat(t, c);
    }

    fn intercept(&mut self, t: usize, i: &Interception) {
        let k = self.tables[t].seats.len();
        let willing: Vec<u8> =
            i.holders.iter().filter(|(_, s)| s.choice() == Some(&true)).map(|(h, _)| *h).collect();
        // The first willing holder in round order after the launcher.
        let interceptor =
            (1..k).map(|d| local((usize::from(i.launcher) + d) % k)).find(|h| willing.contains(h));
        match interceptor {
            Some(h) => {
                if let Some(pos) = self.tables[t].rockets.iter().position(|r| r.holder == h) {
                    self.tables[t].rockets.remove(pos);
                }
                let seats = &self.tables[t].seats;
                self.journal.push(Record::RocketIntercepted {
                    launcher: seats[usize::from(i.launcher)],
                    interceptor: seats[usize::from(h)],
                });
            }
            None => self.explode(t, i.launcher, i.target),
        }
        self.resume(t);
    }

    /// The rules' default for a seat's pending step.
    fn default_step(&mut self, seat: u8) {
        let (t, me) = self.locate(seat);
        match self.tables[t].step.clone() {
            Step::Placement => self.default_placement(t, me),
            Step::Reveal { .. } => {
                for token in &mut self.tables[t].tokens[me] {
                    if token.secret.awaits_reveal() {
                        token.secret = Secret::Defaulted;
                    }
                }
            }
            Step::Incorporate { grant, .. } => self.default_incorporation(t, me, grant),
            Step::Attack { phase, .. } => match phase {
                Phase::Free | Phase::OutOfTurn { .. } => {
                    self.dismantle(t, me);
                    if matches!(phase, Phase::Free) {
                        self.end_turn(t);
                    } else {
                        self.resume(t);
                    }
                }
                Phase::Combat(c) => match c.stage {
                    CombatStage::AttackerReinforce | CombatStage::DefenderChoice => {
                        self.advance_combat(t);
                    }
                    CombatStage::Clocks => {
                        if let Some(c) = self.combat_mut(t) {
                            let side = usize::from(c.sides[1] == local(me));
                            c.secrets[side] = Secret::Defaulted;
                        }
                    }
                },
                Phase::Interception(_) => {
                    if let Some(entry) = self.interception_entry(t, me) {
                        *entry = Secret::Defaulted;
                    }
                }
            },
            Step::Over => {}
        }
    }

    fn dismantle(&mut self, t: usize, me: usize) {
        let before = self.tables[t].rockets.len();
        self.tables[t].rockets.retain(|r| usize::from(r.holder) != me);
        if self.tables[t].rockets.len() != before {
            self.journal.push(Record::RocketDismantled { seat: self.tables[t].seats[me] });
        }
    }

    /// T2-OBJ-3's default placement: the lowest kind not placed by default
    /// yet, on the first region of the table in play without a token of
    /// the seat's.
    fn default_placement(&mut self, t: usize, me: usize) {
        let table = &self.tables[t];
        let used: Vec<TokenKind> = table.tokens[me].iter().filter_map(|k| k.by_default).collect();
        let Some(kind) = TokenKind::ALL.into_iter().find(|k| !used.contains(k)) else { return };
        let Some(region) = table
            .objectives
            .iter()
            .copied()
            .find(|r| table.tokens[me].iter().all(|k| k.region != *r))
        else {
            return;
        };
        let window = self.next_objective_window(t);
        self.tables[t].tokens[me].push(Token {
            region,
            secret: Secret::Defaulted,
            by_default: Some(kind),
            kind: None,
            window,
        });
    }

    /// T2-INC-4: each unit on the token region (not wiped) where the seat
    /// has fewest holding units, ties to table order; kind by region; the
    /// special unit with the first; the rocket declined.
    fn default_incorporation(&mut self, t: usize, me: usize, grant: Grant) {
        let placements = self.default_placements(t, me, grant);
        let mut special = None;
        let map = self.map(t);
        if grant.special {
            special = placements
                .iter()
                .map(|p| self.region(t, &p.region))
                .chain(map.region_ids())
                .find(|r| {
                    self.tables[t].wiped & r.bit() == 0
                        && !self.tables[t].forces[r.index()][me].special
                })
                .map(|r| map.region(r).slug.clone());
        }
        self.incorporate(t, me, &placements, special.as_deref(), None);
    }

    pub(crate) fn default_placements(&self, t: usize, me: usize, grant: Grant) -> Vec<Placement> {
        let table = &self.tables[t];
        let map = self.map(t);
        let open = |r: &RegionId| table.wiped & r.bit() == 0;
        let mut targets: Vec<RegionId> =
            table.tokens[me].iter().map(|k| k.region).filter(open).collect();
        targets.sort_by_key(|r| table.objectives.iter().position(|o| o == r).unwrap_or(usize::MAX));
        if targets.is_empty() {
            targets.extend(table.objectives.iter().copied().filter(open).take(1));
        }
        if targets.is_empty() {
            targets.extend(map.region_ids().filter(open).take(1));
        }
        let mut counts: Vec<u32> =
            targets.iter().map(|r| table.forces[r.index()][me].holding()).collect();
        let mut placed = vec![0u32; targets.len()];
        for _ in 0..grant.units {
            let Some(i) = (0..targets.len()).min_by_key(|&i| (counts[i], i)) else { break };
            counts[i] += 1;
            placed[i] += 1;
        }
        targets
            .iter()
            .zip(placed)
            .filter(|(_, n)| *n > 0)
            .map(|(r, count)| Placement {
                region: map.region(*r).slug.clone(),
                unit: self.unit_for(map, *r),
                count,
            })
            .collect()
    }
}
