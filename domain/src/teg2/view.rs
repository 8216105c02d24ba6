//! What one viewer may see (T2-SEC-6): everything public, each player's
//! own secrets, and nobody else's choice (objective kind or battle split)
//! before its window closes. An operator or spectator sees what any
//! non-player sees: no choice at all before it is published. Each board's
//! `last_combat` shows both battle commands once the window closed.
//! `hidden_reveal` is the one rule every event projection asks: another's
//! reveal is hidden while it is not public.

use super::legal::Duty;
use super::map::{MapId, ids_in};
use super::secret::Secret;
use super::state::{CombatStage, Game, Grant, Phase, Step};
use super::{PlayLevel, Power, Scores, Seat, TokenKind};

/// A viewer's view of a TEG II game.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Teg2View {
    /// Events applied.
    pub version: u64,
    /// The `<game>` of every commitment (T2-SEC-2): this game's id, or
    /// for a game imported from a position the id of the game it was
    /// exported from (T2-SEC-7).
    pub binding: String,
    /// The level of play.
    pub level: PlayLevel,
    /// Seats.
    pub seats: Vec<Seat>,
    /// Each power's war-potential level, in power order.
    pub levels: Vec<LevelView>,
    /// Boards.
    pub tables: Vec<TableView>,
    /// Who the game waits on.
    pub waiting: Vec<Waiting>,
    /// The final scores.
    pub scores: Option<Scores>,
    /// Steps each player let time out in a row, by player (T2-SEC-5).
    pub timeouts: Vec<u32>,
    /// The bot playing each player's seats since an operator or the clock
    /// handed them over, by player (`null`: the person, or a bot seated in
    /// the lobby, which the game's seats name).
    pub bots: Vec<Option<super::level::Teg2Bot>>,
}

/// One board as a viewer sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TableView {
    /// The map.
    pub map: MapId,
    /// `placement`, `reveal`, `incorporate`, `attack` or `over`.
    pub step: &'static str,
    /// The round, once play began.
    pub round: Option<u8>,
    /// Rounds in all.
    pub rounds: u8,
    /// The seat in turn, when one is.
    pub turn: Option<u8>,
    /// The grant of the seat incorporating.
    pub grant: Option<Grant>,
    /// Units, regions in map order.
    pub forces: Vec<ForceView>,
    /// Wiped regions.
    pub wiped: Vec<String>,
    /// Rockets on the board.
    pub rockets: Vec<RocketView>,
    /// Objective tokens.
    pub tokens: Vec<TokenView>,
    /// The open combat.
    pub combat: Option<CombatView>,
    /// The open commit–reveal window (a combat's clocks or an interception).
    pub window: Option<WindowView>,
    /// A rocket in the air, waiting on the interception window.
    pub launch: Option<LaunchView>,
    /// The board's last combat once its window closed: both battle
    /// commands, public to everyone from then on (T2-CLK-1, T2-SEC-3).
    pub last_combat: Option<super::Record>,
}

/// A launched rocket and its announced target (T2-RKT-8).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LaunchView {
    /// The launching seat.
    pub launcher: u8,
    /// Target region slug.
    pub target: String,
}

/// One objective token.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TokenView {
    /// Owner seat.
    pub seat: u8,
    /// Region slug.
    pub region: String,
    /// Its kind: published, or the viewer's own.
    pub kind: Option<TokenKind>,
    /// Whether its kind is public.
    pub published: bool,
    /// `committed`, `revealed` or `defaulted` (whose kind, not what).
    pub state: &'static str,
}

/// An open commit–reveal window.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct WindowView {
    /// The window id.
    pub id: String,
    /// Each participant's state.
    pub participants: Vec<Participant>,
    /// The viewer's own revealed choice, canonical form.
    pub yours: Option<String>,
}

/// A power's level on the war-potential ladder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LevelView {
    /// The power.
    pub power: Power,
    /// Its level, 3 to 11.
    pub level: u8,
}

/// A seat the game waits on, and for what.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Waiting {
    /// The seat.
    pub seat: u8,
    /// What for.
    pub duty: Duty,
}

/// One seat's units on one region.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ForceView {
    /// Region slug.
    pub region: String,
    /// The seat.
    pub seat: u8,
    /// Armies or ships.
    pub ordinary: u32,
    /// Aircraft.
    pub aircraft: u32,
    /// A special unit.
    pub special: bool,
}

/// A rocket on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RocketView {
    /// The seat holding it.
    pub holder: u8,
    /// The seat whose rocket it is.
    pub owner: u8,
    /// Region slug.
    pub region: String,
}

/// The open combat.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CombatView {
    /// Region slug.
    pub region: String,
    /// Attacker and defender seats.
    pub sides: [u8; 2],
    /// Which step.
    pub stage: CombatStage,
}

/// A participant of a commit–reveal window.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Participant {
    /// The seat.
    pub seat: u8,
    /// `pending`, `committed`, `revealed` or `defaulted`: whether, never what.
    pub state: &'static str,
}

fn state_of<T>(s: &Secret<T>) -> &'static str {
    match s {
        Secret::Pending => "pending",
        Secret::Committed { .. } => "committed",
        Secret::Revealed { .. } => "revealed",
        Secret::Defaulted => "defaulted",
    }
}

impl Game {
    /// The game as `viewer` sees it: a player index, or `None` for a
    /// spectator or operator.
    #[must_use]
    pub fn view(&self, viewer: Option<u8>) -> Teg2View {
        let mine = |seat: u8| viewer.is_some_and(|p| self.seats[usize::from(seat)].player == p);
        let mut powers: Vec<Power> = self.seats.iter().map(|s| s.power).collect();
        powers.sort();
        powers.dedup();
        let tables = self
            .tables
            .iter()
            .enumerate()
            .map(|(t, table)| {
                let map = self.map(t);
                let slug = |r: super::RegionId| map.region(r).slug.clone();
                let (step, round, turn, grant) = match &table.step {
                    Step::Placement => {
                        ("placement", None, self.placing(t).map(|l| table.seats[l]), None)
                    }
                    Step::Reveal { .. } => ("reveal", None, None, None),
                    Step::Incorporate { round, turn, grant } => (
                        "incorporate",
                        Some(*round),
                        Some(table.seats[self.in_turn(t, *round, *turn)]),
                        Some(*grant),
                    ),
                    Step::Attack { round, turn, .. } => (
                        "attack",
                        Some(*round),
                        Some(table.seats[self.in_turn(t, *round, *turn)]),
                        None,
                    ),
                    Step::Over => ("over", None, None, None),
                };
                let mut forces = Vec::new();
                for r in map.region_ids() {
                    for (l, f) in table.forces[r.index()].iter().enumerate() {
                        if f.any() {
                            forces.push(ForceView {
                                region: slug(r),
                                seat: table.seats[l],
                                ordinary: f.ordinary,
                                aircraft: f.aircraft,
                                special: f.special,
                            });
                        }
                    }
                }
                let tokens = table
                    .tokens
                    .iter()
                    .enumerate()
                    .flat_map(|(l, ks)| ks.iter().map(move |k| (l, k)))
                    .map(|(l, k)| {
                        let seat = table.seats[l];
                        let own = if mine(seat) {
                            k.by_default.or(k.secret.choice().copied())
                        } else {
                            None
                        };
                        TokenView {
                            seat,
                            region: slug(k.region),
                            kind: k.kind.or(own),
                            published: k.kind.is_some(),
                            state: state_of(&k.secret),
                        }
                    })
                    .collect();
                let (combat, window) = match &table.step {
                    Step::Attack { phase: Phase::Combat(c), .. } => {
                        let sides = c.sides.map(|s| table.seats[usize::from(s)]);
                        let window = (c.stage == CombatStage::Clocks).then(|| WindowView {
                            id: c.window.clone(),
                            participants: (0..2)
                                .map(|i| Participant {
                                    seat: sides[i],
                                    state: state_of(&c.secrets[i]),
                                })
                                .collect(),
                            yours: (0..2)
                                .find(|&i| mine(sides[i]))
                                .and_then(|i| c.secrets[i].choice())
                                .map(ToString::to_string),
                        });
                        (Some(CombatView { region: slug(c.region), sides, stage: c.stage }), window)
                    }
                    Step::Attack { phase: Phase::Interception(i), .. } => {
                        let participants: Vec<Participant> = i
                            .holders
                            .iter()
                            .map(|(h, s)| Participant {
                                seat: table.seats[usize::from(*h)],
                                state: state_of(s),
                            })
                            .collect();
                        let yours = i
                            .holders
                            .iter()
                            .find(|(h, _)| mine(table.seats[usize::from(*h)]))
                            .and_then(|(_, s)| s.choice())
                            .map(|b| if *b { "intercept" } else { "pass" }.to_owned());
                        (None, Some(WindowView { id: i.window.clone(), participants, yours }))
                    }
                    _ => (None, None),
                };
                TableView {
                    map: table.map,
                    step,
                    round,
                    rounds: table.rounds,
                    turn,
                    grant,
                    forces,
                    wiped: ids_in(table.wiped).map(slug).collect(),
                    rockets: table
                        .rockets
                        .iter()
                        .map(|r| RocketView {
                            holder: table.seats[usize::from(r.holder)],
                            owner: table.seats[usize::from(r.owner)],
                            region: slug(r.region),
                        })
                        .collect(),
                    tokens,
                    combat,
                    window,
                    launch: match &table.step {
                        Step::Attack { phase: Phase::Interception(i), .. } => Some(LaunchView {
                            launcher: table.seats[usize::from(i.launcher)],
                            target: slug(i.target),
                        }),
                        _ => None,
                    },
                    last_combat: self
                        .journal
                        .iter()
                        .rev()
                        .find(|r| {
                            matches!(r, super::Record::CombatFought { table: b, .. }
                                if usize::from(*b) == t)
                        })
                        .cloned(),
                }
            })
            .collect();
        Teg2View {
            version: self.version,
            binding: self.setup.game.clone(),
            level: self.setup.options.level,
            seats: self.seats.clone(),
            levels: powers
                .into_iter()
                .map(|power| LevelView { power, level: self.levels[power.index()] })
                .collect(),
            tables,
            waiting: self.duties().into_iter().map(|(seat, duty)| Waiting { seat, duty }).collect(),
            scores: self.scores.clone(),
            timeouts: self.timeouts.clone(),
            bots: self.bots.clone(),
        }
    }
}

/// The reveal a viewer who did not send it may not see yet (T2-SEC-3): its
/// seat and kind (`reveal_objective`, `reveal_split`, `reveal_intercept`),
/// or `None` when the event may be shown as it is (not a reveal, the
/// viewer's own, or the game is over and every choice is public, T2-SEC-6).
/// Every event projection (the seam's `view_event_at`) asks this.
#[must_use]
pub fn hidden_reveal(event: &super::Event, owner: bool, over: bool) -> Option<(u8, &'static str)> {
    match event {
        super::Event::Acted { seat, command } if !owner && !over => {
            command.reveal_action().map(|action| (*seat, action))
        }
        _ => None,
    }
}
