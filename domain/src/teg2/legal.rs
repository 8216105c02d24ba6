//! What each seat may do now: the pending duties (`duties`: who the game
//! waits for, several at once in a commit window or on two boards) and the
//! legal actions (`legal`), described with the bounds a client needs to
//! build a command the engine accepts (T2-SEC-1: commit and reveal steps
//! are offered like any other action).

use super::map::{RegionId, ids_in};
use super::secret::{self, Stage};
use super::state::{CombatStage, Force, Game, Phase, Step};
use super::{Move, PlayLevel, Power, UnitKind};

/// A duty the game waits on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Duty))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Duty {
    /// Place an objective token.
    PlaceObjective,
    /// Reveal placed tokens.
    RevealObjectives,
    /// Incorporate.
    Incorporate,
    /// Play the attack turn.
    Attack,
    /// Launch a captured rocket out of turn.
    Launch,
    /// Bring reinforcements (attacker).
    Reinforce,
    /// Retreat or bring reinforcements (defender).
    DefenderChoice,
    /// Commit a battle command.
    CommitSplit,
    /// Reveal the battle command.
    RevealSplit,
    /// Commit an interception choice.
    CommitIntercept,
    /// Reveal the interception choice.
    RevealIntercept,
}

impl Duty {
    /// Whether it is a reveal: only the player who committed can do it
    /// (T2-SEC-3).
    #[must_use]
    pub fn is_reveal(self) -> bool {
        matches!(self, Duty::RevealObjectives | Duty::RevealSplit | Duty::RevealIntercept)
    }
}

/// A neighbouring region reinforcements may come from, with the most each
/// kind may bring: any amounts up to these (and the basic level's limit of
/// 2 holding units per crossing) are accepted together.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Source))]
pub struct Source {
    /// Region slug.
    pub region: String,
    /// Most armies or ships.
    pub ordinary: u32,
    /// Whether the special unit may come.
    pub special: bool,
    /// Most aircraft from here (see also `aircraft_room`).
    pub aircraft: u32,
}

/// A retreat that the engine accepts.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RetreatPlan {
    /// Where each unit goes.
    pub moves: Vec<Move>,
}

/// A legal action.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Legal))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "action"))]
pub enum Legal {
    /// Place a token on one of `regions`, committing with `window`.
    PlaceObjective {
        /// Acting power.
        power: Power,
        /// Regions allowed.
        regions: Vec<String>,
        /// Window id for the commitment.
        window: String,
    },
    /// Reveal token number `token`.
    RevealObjective {
        /// Acting power.
        power: Power,
        /// The token.
        #[cfg_attr(feature = "openapi", schema(maximum = 255))]
        token: u8,
        /// Its window id.
        window: String,
    },
    /// Place `units` units (and the special unit, and the rocket if wanted).
    Incorporate {
        /// Acting power.
        power: Power,
        /// How many.
        units: u32,
        /// Kinds allowed at this level.
        kinds: Vec<UnitKind>,
        /// A special unit is due.
        special: bool,
        /// The rocket is on offer.
        rocket: bool,
        /// Regions open for placement.
        regions: Vec<String>,
    },
    /// Announce a combat in `region` against `opponent`.
    Announce {
        /// Acting power.
        power: Power,
        /// Region slug.
        region: String,
        /// The power attacked.
        opponent: Power,
    },
    /// Launch a rocket at one of `targets`.
    Launch {
        /// Acting power.
        power: Power,
        /// Regions that may be targeted.
        targets: Vec<String>,
    },
    /// End the attack turn.
    EndTurn {
        /// Acting power.
        power: Power,
    },
    /// Bring reinforcements (an empty list brings none).
    Reinforce {
        /// Acting power.
        power: Power,
        /// Where from.
        sources: Vec<Source>,
        /// How many aircraft in all may arrive (T2-AIR-1).
        aircraft_room: u32,
        /// Most holding units per crossing (2 at the basic level, T2-REI-2).
        per_crossing: Option<u32>,
    },
    /// Retreat instead of fighting.
    Retreat {
        /// Acting power.
        power: Power,
        /// One plan that works.
        plan: RetreatPlan,
    },
    /// Commit a battle command.
    CommitSplit {
        /// Acting power.
        power: Power,
        /// Window id.
        window: String,
        /// Ordinary units to split.
        ordinary: u32,
        /// A special unit to set on "UE".
        special: bool,
        /// Aircraft to set together.
        aircraft: u32,
    },
    /// Reveal the battle command.
    RevealSplit {
        /// Acting power.
        power: Power,
        /// Window id.
        window: String,
    },
    /// Commit an interception choice.
    CommitIntercept {
        /// Acting power.
        power: Power,
        /// Window id.
        window: String,
    },
    /// Reveal the interception choice.
    RevealIntercept {
        /// Acting power.
        power: Power,
        /// Window id.
        window: String,
    },
}

impl Game {
    /// Every seat the game waits on, with what for.
    #[must_use]
    pub fn duties(&self) -> Vec<(u8, Duty)> {
        let mut out = Vec::new();
        for (t, table) in self.tables.iter().enumerate() {
            let seat = |l: usize| table.seats[l];
            match &table.step {
                Step::Placement => {
                    if let Some(me) = self.placing(t) {
                        out.push((seat(me), Duty::PlaceObjective));
                    }
                }
                Step::Reveal { .. } => {
                    for (me, tokens) in table.tokens.iter().enumerate() {
                        if tokens.iter().any(|k| k.secret.awaits_reveal()) {
                            out.push((seat(me), Duty::RevealObjectives));
                        }
                    }
                }
                Step::Incorporate { round, turn, .. } => {
                    out.push((seat(self.in_turn(t, *round, *turn)), Duty::Incorporate));
                }
                Step::Attack { round, turn, phase } => match phase {
                    Phase::Free => out.push((seat(self.in_turn(t, *round, *turn)), Duty::Attack)),
                    Phase::OutOfTurn { seat: s } => out.push((seat(usize::from(*s)), Duty::Launch)),
                    Phase::Combat(c) => match c.stage {
                        CombatStage::AttackerReinforce => {
                            out.push((seat(usize::from(c.sides[0])), Duty::Reinforce));
                        }
                        CombatStage::DefenderChoice => {
                            out.push((seat(usize::from(c.sides[1])), Duty::DefenderChoice));
                        }
                        CombatStage::Clocks => {
                            let stage = secret::stage(&c.secrets);
                            for (i, s) in c.secrets.iter().enumerate() {
                                let who = seat(usize::from(c.sides[i]));
                                if s.is_pending() {
                                    out.push((who, Duty::CommitSplit));
                                } else if stage == Stage::Reveal && s.awaits_reveal() {
                                    out.push((who, Duty::RevealSplit));
                                }
                            }
                        }
                    },
                    Phase::Interception(i) => {
                        let stage = secret::stage(i.holders.iter().map(|(_, s)| s));
                        for (h, s) in &i.holders {
                            let who = seat(usize::from(*h));
                            if s.is_pending() {
                                out.push((who, Duty::CommitIntercept));
                            } else if stage == Stage::Reveal && s.awaits_reveal() {
                                out.push((who, Duty::RevealIntercept));
                            }
                        }
                    }
                },
                Step::Over => {}
            }
        }
        out
    }

    /// The legal actions of a player, over every power they play.
    #[must_use]
    pub fn legal(&self, player: u8) -> Vec<Legal> {
        let mut out = Vec::new();
        if self.is_over() {
            return out;
        }
        for (seat, duty) in self.duties() {
            if self.seats[usize::from(seat)].player == player {
                self.legal_for(seat, duty, &mut out);
            }
        }
        out
    }

    fn legal_for(&self, seat: u8, duty: Duty, out: &mut Vec<Legal>) {
        let (t, me) = self.locate(seat);
        let table = &self.tables[t];
        let map = self.map(t);
        let power = self.seats[usize::from(seat)].power;
        let slug = |r: RegionId| map.region(r).slug.clone();
        let open = |r: &RegionId| table.wiped & r.bit() == 0;
        match duty {
            Duty::PlaceObjective => out.push(Legal::PlaceObjective {
                power,
                regions: table
                    .objectives
                    .iter()
                    .filter(|r| table.tokens[me].iter().all(|k| k.region != **r))
                    .map(|r| slug(*r))
                    .collect(),
                window: self.next_objective_window(t),
            }),
            Duty::RevealObjectives => {
                for (i, k) in table.tokens[me].iter().enumerate() {
                    if k.secret.awaits_reveal() {
                        out.push(Legal::RevealObjective {
                            power,
                            token: u8::try_from(i).unwrap_or(0),
                            window: k.window.clone(),
                        });
                    }
                }
            }
            Duty::Incorporate => {
                let Step::Incorporate { grant, .. } = table.step else { return };
                let kinds = match self.setup.options.level {
                    PlayLevel::Basic => vec![UnitKind::Army],
                    PlayLevel::Medium => vec![UnitKind::Army, UnitKind::Ship],
                    PlayLevel::Advanced => vec![UnitKind::Army, UnitKind::Ship, UnitKind::Aircraft],
                };
                out.push(Legal::Incorporate {
                    power,
                    units: grant.units,
                    kinds,
                    special: grant.special,
                    rocket: grant.rocket,
                    regions: map.region_ids().filter(open).map(slug).collect(),
                });
            }
            Duty::Attack | Duty::Launch => {
                if table.rockets.iter().any(|r| usize::from(r.holder) == me) {
                    out.push(Legal::Launch {
                        power,
                        targets: map.region_ids().filter(open).map(slug).collect(),
                    });
                    return;
                }
                if duty == Duty::Launch {
                    return;
                }
                let player = self.seats[usize::from(seat)].player;
                for r in map.region_ids().filter(|r| self.holding(t, *r, me) > 0) {
                    for (other, &s) in table.seats.iter().enumerate() {
                        let them = self.seats[usize::from(s)];
                        if other != me && them.player != player && self.holding(t, r, other) > 0 {
                            out.push(Legal::Announce {
                                power,
                                region: slug(r),
                                opponent: them.power,
                            });
                        }
                    }
                }
                out.push(Legal::EndTurn { power });
            }
            Duty::Reinforce | Duty::DefenderChoice => {
                let Some(c) = self.combat(t) else { return };
                out.push(self.reinforce_legal(t, me, c.region, power));
                if duty == Duty::DefenderChoice
                    && let Some(plan) = self.retreat_plan(t, me, c.region)
                {
                    out.push(Legal::Retreat { power, plan });
                }
            }
            Duty::CommitSplit => {
                let Some(c) = self.combat(t) else { return };
                let f = table.forces[c.region.index()][me];
                out.push(Legal::CommitSplit {
                    power,
                    window: c.window.clone(),
                    ordinary: f.ordinary,
                    special: f.special,
                    aircraft: f.aircraft,
                });
            }
            Duty::RevealSplit => {
                if let Some(c) = self.combat(t) {
                    out.push(Legal::RevealSplit { power, window: c.window.clone() });
                }
            }
            Duty::CommitIntercept | Duty::RevealIntercept => {
                if let Step::Attack { phase: Phase::Interception(i), .. } = &table.step {
                    let window = i.window.clone();
                    out.push(if duty == Duty::CommitIntercept {
                        Legal::CommitIntercept { power, window }
                    } else {
                        Legal::RevealIntercept { power, window }
                    });
                }
            }
        }
    }

    fn reinforce_legal(&self, t: usize, me: usize, region: RegionId, power: Power) -> Legal {
        let table = &self.tables[t];
        let map = self.map(t);
        let level = self.setup.options.level;
        let here = table.forces[region.index()][me];
        let mut sources = Vec::new();
        for from in ids_in(map.neighbours(region)) {
            if table.wiped & from.bit() != 0 {
                continue;
            }
            let f = table.forces[from.index()][me];
            if !f.any() {
                continue;
            }
            let same_kind = level == PlayLevel::Basic || map.is_sea(from) == map.is_sea(region);
            let rocket = u32::from(
                table.rockets.iter().any(|r| usize::from(r.holder) == me && r.region == from),
            );
            // Whatever else moves, the source keeps its aircraft covered and its rocket held.
            let keep = f.aircraft.max(rocket);
            let special = same_kind && f.special && !here.special && f.holding() > keep;
            let ordinary = if same_kind {
                (f.holding() - u32::from(special)).saturating_sub(keep).min(f.ordinary)
            } else {
                0
            };
            let aircraft = if level == PlayLevel::Advanced { f.aircraft } else { 0 };
            if ordinary + aircraft + u32::from(special) > 0 {
                sources.push(Source {
                    region: map.region(from).slug.clone(),
                    ordinary,
                    special,
                    aircraft,
                });
            }
        }
        Legal::Reinforce {
            power,
            sources,
            aircraft_room: here.holding().saturating_sub(here.aircraft),
            per_crossing: (level == PlayLevel::Basic).then_some(2),
        }
    }

    /// A retreat that takes every unit out (T2-RET-2, T2-RET-3), if one
    /// exists: up to 2 holding units to each neighbour already held, the
    /// special unit where none stands, aircraft where they stay covered.
    #[must_use]
    pub fn retreat_plan(&self, t: usize, me: usize, region: RegionId) -> Option<RetreatPlan> {
        let table = &self.tables[t];
        let map = self.map(t);
        let level = self.setup.options.level;
        let here = table.forces[region.index()][me];
        let mut left = here;
        let mut moves: Vec<(RegionId, Move, Force)> = Vec::new();
        for to in ids_in(map.neighbours(region)) {
            let f = table.forces[to.index()][me];
            let same_kind = level == PlayLevel::Basic || map.is_sea(to) == map.is_sea(region);
            if table.wiped & to.bit() != 0 || f.holding() == 0 || !same_kind {
                continue;
            }
            let mut m = Move { region: map.region(to).slug.clone(), ..Move::default() };
            if left.special && !f.special {
                m.special = true;
                left.special = false;
            }
            let take = (2 - u32::from(m.special)).min(left.ordinary);
            m.ordinary = take;
            left.ordinary -= take;
            if m.ordinary > 0 || m.special {
                moves.push((to, m, f));
            }
        }
        if left.holding() > 0 {
            return None;
        }
        // Aircraft go where the holding units will cover them.
        for to in ids_in(map.neighbours(region)) {
            if left.aircraft == 0 {
                break;
            }
            let f = table.forces[to.index()][me];
            if table.wiped & to.bit() != 0 {
                continue;
            }
            let arriving = moves
                .iter()
                .find(|(r, _, _)| *r == to)
                .map_or(0, |(_, m, _)| m.ordinary + u32::from(m.special));
            let room = (f.holding() + arriving).saturating_sub(f.aircraft);
            let n = room.min(left.aircraft);
            if n == 0 {
                continue;
            }
            left.aircraft -= n;
            match moves.iter_mut().find(|(r, _, _)| *r == to) {
                Some((_, m, _)) => m.aircraft += n,
                None => moves.push((
                    to,
                    Move { region: map.region(to).slug.clone(), aircraft: n, ..Move::default() },
                    f,
                )),
            }
        }
        (left.aircraft == 0 && here.any())
            .then(|| RetreatPlan { moves: moves.into_iter().map(|(_, m, _)| m).collect() })
    }
}
