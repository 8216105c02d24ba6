//! TEG II, the Cold War game (`docs/rules/teg2.md`): a second game family
//! beside the Risk-like editions. Six powers fight inside third-world and
//! sea regions with secret battle commands instead of dice, climb a
//! war-potential ladder, and score the objectives they placed face down
//! after a fixed number of rounds.
//!
//! The engine is event-sourced like the others: [`Game::decide`] checks a
//! command against the rules and returns the events that record it;
//! [`Game::apply`] folds an event, working out every consequence (a combat
//! resolved when its last secret is revealed, levels, captures,
//! explosions, the end of a round) deterministically, so the state is the
//! fold of the events and replays are exact. There is no randomness in the
//! rules; the only secrets are the players' choices, held as commit–reveal
//! windows ([`secret`]) and never shown to another viewer before the window
//! closes ([`view`]). What the fold works out is written to a public
//! journal ([`Record`]) for narration.

pub mod bot;
pub mod clock;
mod decide;
mod greedy;
mod hosted;
mod legal;
mod level;
pub mod map;
pub mod position;
mod publish;
mod random;
#[cfg(test)]
mod rule_tests;
mod score;
pub mod secret;
pub mod standing;
mod state;
#[cfg(test)]
mod tests;
mod view;

pub use clock::{Dial, Split};
pub use decide::MAX_LIST;
pub use hosted::{Hosted, HostedView, Logged, PhaseName, Teg2Start};
pub use legal::Duty;
pub use legal::{Legal, RetreatPlan, Source};
pub use map::{Map, MapId, RegionId, RegionKind};
pub use position::Teg2Position;
pub use publish::{Publication, Published, Reveal, Since, publication};
pub use score::met;
pub use state::{
    Combat, CombatStage, Force, Game, Grant, Interception, Phase, Record, Rocket, Scores, Step,
    Table, Team, Token,
};
pub use state::{LEVEL_MAX, LEVEL_MIN, LEVEL_START, MAX_SPECIALS, TOKENS, rounds_for};
pub use view::{
    CombatView, ForceView, LevelView, Participant, RocketView, TableView, Teg2View, TokenView,
    Waiting, WindowView, hidden_reveal,
};

/// TEG II's slug where a game names its ruleset.
pub const RULESET: &str = "teg2";

/// The six powers, in the fixed order that governs objectives and play
/// (T2-CMP-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Power {
    /// The USA («EEUU»).
    Usa,
    /// The USSR («URSS»).
    Ussr,
    /// China.
    China,
    /// Japan.
    Japan,
    /// Western Europe.
    WestEurope,
    /// Eastern Europe.
    EastEurope,
}

impl Power {
    /// The powers in their fixed order.
    pub const ALL: [Power; 6] =
        [Power::Usa, Power::Ussr, Power::China, Power::Japan, Power::WestEurope, Power::EastEurope];

    /// The slug on the wire and in commitments.
    #[must_use]
    pub fn slug(self) -> &'static str {
        match self {
            Power::Usa => "usa",
            Power::Ussr => "ussr",
            Power::China => "china",
            Power::Japan => "japan",
            Power::WestEurope => "west_europe",
            Power::EastEurope => "east_europe",
        }
    }

    /// The power's place in the order, from 0.
    #[must_use]
    pub fn index(self) -> usize {
        Self::ALL.iter().position(|&p| p == self).unwrap_or(0)
    }
}

/// The level of play (T2-CMP-7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PlayLevel {
    /// Armies only, on land and at sea.
    #[default]
    Basic,
    /// Armies on land, ships at sea, the attrition law.
    Medium,
    /// The medium level plus aircraft and 3 more units per incorporation.
    Advanced,
}

impl PlayLevel {
    /// Every level.
    pub const ALL: [PlayLevel; 3] = [PlayLevel::Basic, PlayLevel::Medium, PlayLevel::Advanced];
}

/// The five objective tokens, in ascending order of points, the order the
/// defaults use (T2-OBJ-2, T2-SEC-4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TokenKind {
    /// Intervention, 1 point.
    #[cfg_attr(feature = "serde", serde(rename = "intervention_1"))]
    Intervention1,
    /// Non-intervention, 2 points.
    #[cfg_attr(feature = "serde", serde(rename = "non_intervention_2"))]
    NonIntervention2,
    /// Intervention, 3 points.
    #[cfg_attr(feature = "serde", serde(rename = "intervention_3"))]
    Intervention3,
    /// Intervention, 4 points.
    #[cfg_attr(feature = "serde", serde(rename = "intervention_4"))]
    Intervention4,
    /// Control, 5 points.
    #[cfg_attr(feature = "serde", serde(rename = "control_5"))]
    Control5,
}

impl TokenKind {
    /// The five tokens, lowest first.
    pub const ALL: [TokenKind; 5] = [
        TokenKind::Intervention1,
        TokenKind::NonIntervention2,
        TokenKind::Intervention3,
        TokenKind::Intervention4,
        TokenKind::Control5,
    ];

    /// The points it scores when met.
    #[must_use]
    pub fn points(self) -> u32 {
        match self {
            TokenKind::Intervention1 => 1,
            TokenKind::NonIntervention2 => 2,
            TokenKind::Intervention3 => 3,
            TokenKind::Intervention4 => 4,
            TokenKind::Control5 => 5,
        }
    }

    /// The canonical form in commitments (`intervention_3`).
    #[must_use]
    pub fn slug(self) -> &'static str {
        match self {
            TokenKind::Intervention1 => "intervention_1",
            TokenKind::NonIntervention2 => "non_intervention_2",
            TokenKind::Intervention3 => "intervention_3",
            TokenKind::Intervention4 => "intervention_4",
            TokenKind::Control5 => "control_5",
        }
    }
}

/// A kind of unit that is incorporated in numbers (T2-CMP-6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum UnitKind {
    /// An army: anywhere at the basic level, on land otherwise.
    Army,
    /// A ship: at sea, medium and advanced levels.
    Ship,
    /// An aircraft: advanced level, under the cap of T2-AIR-1.
    Aircraft,
}

/// Game options (T2-CMP-3, T2-CMP-7, T2-RND-1, T2-VAR-7).
#[derive(Debug, Clone, PartialEq, Eq, Default, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Teg2Options {
    /// The level of play.
    pub level: PlayLevel,
    /// The map, for games of up to 6 players (paired games use both boards).
    pub board: MapId,
    /// 4 or 8 with 4 powers per board; otherwise fixed by T2-RND-1 (`None`
    /// takes the table's value, 4 for 4 powers).
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 255))]
    pub rounds: Option<u8>,
    /// Objectives stay face down until the end (T2-VAR-7).
    pub secret_objectives: bool,
}

/// What starts a game.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Teg2Setup {
    /// The game's id, bound into every commitment (T2-SEC-2).
    pub game: String,
    /// How many people play: 2 to 6, 8, 10 or 12 (T2-VAR-5).
    #[cfg_attr(feature = "openapi", schema(maximum = 255))]
    pub players: u8,
    /// Which power each player represents, by player (3 to 6 players, and
    /// per board in paired games: players `0..k` on the first board,
    /// `k..2k` on the second). Empty: in order. Ignored with 2 players,
    /// whose powers are fixed (T2-VAR-1).
    #[cfg_attr(feature = "serde", serde(default))]
    pub powers: Vec<Power>,
    /// Options.
    pub options: Teg2Options,
}

/// A seat: one power played by one player on one board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Seat))]
pub struct Seat {
    /// The player (0-based).
    #[cfg_attr(feature = "openapi", schema(maximum = 255))]
    pub player: u8,
    /// The power.
    pub power: Power,
    /// The board (0, or 1 in paired games).
    #[cfg_attr(feature = "openapi", schema(maximum = 255))]
    pub table: u8,
}

/// A unit placement in an incorporation.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Placement))]
pub struct Placement {
    /// Region slug.
    pub region: String,
    /// Which kind.
    pub unit: UnitKind,
    /// How many (at least 1).
    pub count: u32,
}

/// Units moving across one border, as a reinforcement or a retreat.
#[derive(Debug, Clone, PartialEq, Eq, Default, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Move))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct Move {
    /// The other region: the source of a reinforcement, the destination of a retreat.
    pub region: String,
    /// Armies or ships.
    pub ordinary: u32,
    /// Aircraft.
    pub aircraft: u32,
    /// The special unit.
    pub special: bool,
}

/// What a player asks for. Every command names the power it acts for,
/// since a player of the 2-player game holds two.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Command))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "action"))]
pub enum Command {
    /// Place an objective token face down (T2-OBJ-3): the region is public,
    /// the kind a commitment.
    PlaceObjective {
        /// Acting power.
        power: Power,
        /// Region slug.
        region: String,
        /// SHA-256 commitment to the kind (T2-SEC-2).
        commitment: String,
    },
    /// Reveal a placed token's kind (T2-OBJ-5, T2-SEC-3).
    RevealObjective {
        /// Acting power.
        power: Power,
        /// The token's place in the power's placements, from 0.
        #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 255))]
        #[cfg_attr(feature = "openapi", schema(maximum = 255))]
        token: u8,
        /// The kind committed.
        kind: TokenKind,
        /// The nonce committed.
        nonce: String,
    },
    /// Place every unit due (T2-INC).
    Incorporate {
        /// Acting power.
        power: Power,
        /// Armies, ships and aircraft.
        units: Vec<Placement>,
        /// Where the special unit goes, when one is due (T2-SPU-1).
        special: Option<String>,
        /// Where the rocket goes, when taken (T2-RKT-1, T2-RKT-3).
        rocket: Option<String>,
    },
    /// Announce a combat (T2-ANN-2).
    Announce {
        /// Acting power.
        power: Power,
        /// Region slug.
        region: String,
        /// The power attacked.
        opponent: Power,
    },
    /// Bring reinforcements (T2-REI); an empty list brings nothing.
    Reinforce {
        /// Acting power.
        power: Power,
        /// One crossing per neighbouring region.
        moves: Vec<Move>,
    },
    /// Retreat every unit instead of fighting (T2-RET).
    Retreat {
        /// Acting power.
        power: Power,
        /// Where each unit goes.
        moves: Vec<Move>,
    },
    /// Commit to a battle command (T2-CLK-1, T2-SEC-2).
    CommitSplit {
        /// Acting power.
        power: Power,
        /// SHA-256 commitment to the split's canonical form.
        commitment: String,
    },
    /// Reveal the battle command (T2-SEC-3).
    RevealSplit {
        /// Acting power.
        power: Power,
        /// Canonical form, `"3,+,ue"`.
        split: String,
        /// The nonce committed.
        nonce: String,
    },
    /// Launch a rocket (T2-RKT-5).
    Launch {
        /// Acting power.
        power: Power,
        /// Target region slug.
        target: String,
    },
    /// Commit to intercepting or not (T2-RKT-8).
    CommitIntercept {
        /// Acting power.
        power: Power,
        /// SHA-256 commitment to `intercept` or `pass`.
        commitment: String,
    },
    /// Reveal the interception choice.
    RevealIntercept {
        /// Acting power.
        power: Power,
        /// Whether to intercept.
        intercept: bool,
        /// The nonce committed.
        nonce: String,
    },
    /// End the attack turn (T2-ANN-1).
    EndTurn {
        /// Acting power.
        power: Power,
    },
}

impl Command {
    /// The name of a reveal (`reveal_split`, ...), whose contents only its
    /// sender may see while the game is on (T2-SEC-3); `None` for others.
    #[must_use]
    pub fn reveal_action(&self) -> Option<&'static str> {
        match self {
            Command::RevealObjective { .. } => Some("reveal_objective"),
            Command::RevealSplit { .. } => Some("reveal_split"),
            Command::RevealIntercept { .. } => Some("reveal_intercept"),
            _ => None,
        }
    }

    /// Every region slug the command names.
    #[must_use]
    pub fn regions(&self) -> Vec<&str> {
        match self {
            Command::PlaceObjective { region, .. } | Command::Announce { region, .. } => {
                vec![region]
            }
            Command::Incorporate { units, special, rocket, .. } => units
                .iter()
                .map(|p| p.region.as_str())
                .chain(special.as_deref())
                .chain(rocket.as_deref())
                .collect(),
            Command::Reinforce { moves, .. } | Command::Retreat { moves, .. } => {
                moves.iter().map(|m| m.region.as_str()).collect()
            }
            Command::Launch { target, .. } => vec![target],
            Command::RevealObjective { .. }
            | Command::CommitSplit { .. }
            | Command::RevealSplit { .. }
            | Command::CommitIntercept { .. }
            | Command::RevealIntercept { .. }
            | Command::EndTurn { .. } => Vec::new(),
        }
    }

    /// The power the command acts for.
    #[must_use]
    pub fn power(&self) -> Power {
        match self {
            Command::PlaceObjective { power, .. }
            | Command::RevealObjective { power, .. }
            | Command::Incorporate { power, .. }
            | Command::Announce { power, .. }
            | Command::Reinforce { power, .. }
            | Command::Retreat { power, .. }
            | Command::CommitSplit { power, .. }
            | Command::RevealSplit { power, .. }
            | Command::Launch { power, .. }
            | Command::CommitIntercept { power, .. }
            | Command::RevealIntercept { power, .. }
            | Command::EndTurn { power } => *power,
        }
    }
}

/// What happened: an accepted command for a seat, or the service's default
/// for a seat's pending step (a timeout or a forfeit). The consequences are
/// worked out by [`Game::apply`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Event))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "event"))]
pub enum Event {
    /// The game started.
    Started {
        /// The setup.
        setup: Teg2Setup,
    },
    /// A seat's command was accepted.
    Acted {
        /// The seat (index into [`Game::seats`]).
        #[cfg_attr(feature = "openapi", schema(maximum = 255))]
        seat: u8,
        /// The command.
        command: Command,
    },
    /// A seat's pending step took the rules' default (T2-SEC-4, T2-INC-4,
    /// T2-ANN-1, T2-RKT-4, T2-REI-1, T2-RET-1).
    Defaulted {
        /// The seat.
        #[cfg_attr(feature = "openapi", schema(maximum = 255))]
        seat: u8,
    },
    /// A player is out of play (SVC-FORFEIT, T2-SEC-5: kicked, timed out
    /// or resigned): from now on every step of theirs takes its default at
    /// once. They stay in the game and score (T2-RND-4).
    Forfeited {
        /// The player.
        #[cfg_attr(feature = "openapi", schema(maximum = 255))]
        player: u8,
        /// Why (absent in logs written before reasons were kept).
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
        reason: Option<crate::shared::ForfeitReason>,
    },
}

/// Why a command was refused: a stable code and the rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Refusal {
    /// Stable machine code (`NOT_YOUR_TURN`, `ILLEGAL_SPLIT`, ...).
    pub code: &'static str,
    /// The rule id it enforces.
    pub rule: &'static str,
    /// Human explanation.
    pub message: String,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({}): {}", self.code, self.rule, self.message)
    }
}

impl std::error::Error for Refusal {}

pub(crate) fn refuse(
    code: &'static str,
    rule: &'static str,
    message: impl Into<String>,
) -> Refusal {
    Refusal { code, rule, message: message.into() }
}

/// Why a setup was refused.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Teg2SetupError(pub String);

message_error!(Teg2SetupError, "invalid TEG II setup: {}");

/// The player counts TEG II is played with (T2-VAR-5).
pub const PLAYER_COUNTS: [u8; 8] = [2, 3, 4, 5, 6, 8, 10, 12];

/// Starts a game: checks the setup and returns its first event.
///
/// # Errors
/// An unsupported player count, a bad power assignment or round count.
pub fn start(setup: &Teg2Setup) -> Result<Vec<Event>, Teg2SetupError> {
    Game::seats_for(setup)?;
    Ok(vec![Event::Started { setup: setup.clone() }])
}
