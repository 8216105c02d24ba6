//! The engine's vocabulary: options, phases, situation cards, objectives,
//! commands and events, pacts, positions, viewers. Plain data with no game
//! state: the bottom layer of the engine, which every other module may name
//! and which names none of them (`ARCHITECTURE.md`, "the rules' layers").

mod dice;
mod event;
pub mod pact;
pub mod position;

pub use dice::Dice;
pub use event::{Event, GameStart, Incorporation};
pub use pact::{Pact, PactEnd, PactStatus, PactTerms};
pub use position::{Position, PositionCountry, PositionError, PositionPlayer, PositionStake};

use crate::board::{ContinentId, CountryId};
use crate::color::Color;
use crate::rng::Seed;

pub use crate::shared::{
    BotLevel, ClockRule, Communication, ControlCause, Controller, OnTimeout, Secret, UnknownLevel,
    Viewer,
};

/// The longest round cap a game may set.
pub const MAX_ROUNDS: u32 = 1_000;

/// House-rule switches chosen at game creation (R-OPT-1, R-OPT-2). A key
/// that names none is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
#[cfg_attr(feature = "openapi", schema(as = HouseRules))]
pub struct Options {
    /// Missiles (R-MIS).
    pub missiles: bool,
    /// Situation cards (R-SIT).
    pub situation_cards: bool,
    /// Blockades (R-BLK).
    pub blockades: bool,
    /// Pacts (R-PCT); reserved for the pacts module.
    pub pacts: bool,
    /// Countries that win at once (R-OBJ-1): a country count of the
    /// edition's board (0 in an edition without a common objective).
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 72))]
    pub common_objective: u8,
    /// When set, the game ends without a winner once this many rounds of
    /// hostilities have been played: 1 to [`MAX_ROUNDS`].
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 1000))]
    pub max_rounds: Option<u32>,
    /// Communication style shown to everyone (R-OPT-1).
    pub communication: Communication,
}

impl std::hash::Hash for Options {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.missiles.hash(state);
        self.situation_cards.hash(state);
        self.blockades.hash(state);
        self.pacts.hash(state);
        self.common_objective.hash(state);
        self.max_rounds.hash(state);
        self.communication.hash(state);
    }
}

impl Default for Options {
    fn default() -> Self {
        Self {
            missiles: true,
            situation_cards: true,
            blockades: true,
            pacts: false,
            common_objective: 45,
            max_rounds: None,
            communication: Communication::AnythingGoes,
        }
    }
}

/// A situation card (R-SIT-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Situation {
    /// Classic combat: no change.
    ClassicCombat,
    /// R-SIT-2.
    Snow,
    /// R-SIT-3.
    Tailwind,
    /// R-SIT-5.
    Crisis,
    /// R-SIT-6.
    ExtraReinforcements,
    /// R-SIT-4: attacks only across continents.
    OpenBorders,
    /// R-SIT-4: attacks only within a continent.
    ClosedBorders,
    /// R-SIT-7: that colour only incorporates.
    Rest(Color),
}

impl Situation {
    /// The 50-card deck (R-SIT-1), in a canonical order.
    #[must_use]
    pub fn deck() -> Vec<Situation> {
        let mut d = vec![Situation::ClassicCombat; 20];
        for s in [
            Situation::Snow,
            Situation::Tailwind,
            Situation::Crisis,
            Situation::ExtraReinforcements,
            Situation::OpenBorders,
            Situation::ClosedBorders,
        ] {
            d.extend([s; 4]);
        }
        d.extend(Color::ALL.map(Situation::Rest));
        d
    }
}

/// A dealt secret objective: its card (1..=19, R-OBJ-5) and, for a
/// destruction card, the colour it resolved to at the deal (R-OBJ-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Objective {
    /// Card number in R-OBJ-5.
    #[cfg_attr(feature = "openapi", schema(maximum = 255))]
    pub card: u8,
    /// The colour to destroy, for cards 13–19.
    pub target: Option<Color>,
}

/// Why a dice-off was rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DiceOffPurpose {
    /// R-SET-1: the two cards left over with five players.
    LeftoverCountries,
    /// R-ORD-2: who starts.
    FirstPlayer,
}

/// How a game was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WinReason {
    /// R-OBJ-1.
    CommonObjective,
    /// R-OBJ-2 (and R-SMALL-2/3).
    SecretObjective,
    /// Everyone else was eliminated.
    LastStanding,
    /// Everyone else still in the game forfeited (SVC-FORFEIT).
    OthersForfeited,
}

/// What a player asks the engine to do. Verbs are the rulebook's.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(tag = "type", rename_all = "snake_case", deny_unknown_fields))]
#[cfg_attr(feature = "openapi", schema(as = RiskCommand))]
pub enum Command {
    /// Put armies from the pool to place on an own country (R-SET-3, R-INC, R-SIT-6).
    Place {
        /// Where.
        country: CountryId,
        /// How many, at least 1.
        armies: u32,
    },
    /// Buy a missile with 6 armies of the pool (R-MIS-1).
    BuyMissile {
        /// Where it is placed.
        country: CountryId,
    },
    /// Turn 6 armies on the map into a missile (R-MIS-2).
    ConvertMissile {
        /// Where.
        country: CountryId,
    },
    /// Trade a set of cards for armies (R-EXC).
    Exchange {
        /// Country cards, by country.
        cards: Vec<CountryId>,
        /// Continent cards.
        continents: Vec<ContinentId>,
    },
    /// Roll one battle (R-ATK).
    Attack {
        /// Attacking country.
        from: CountryId,
        /// Attacked country.
        to: CountryId,
    },
    /// Fire one missile (R-MIS-3..6).
    FireMissile {
        /// Where the missile is.
        from: CountryId,
        /// Target.
        to: CountryId,
    },
    /// After a conquest, move armies beyond the one that entered (R-ATK-5): 0..=2.
    MoveIn {
        /// Extra armies.
        armies: u32,
    },
    /// Move armies and missiles to a bordering own country (R-REG).
    Regroup {
        /// From.
        from: CountryId,
        /// To.
        to: CountryId,
        /// Armies moved.
        armies: u32,
        /// Missiles moved.
        missiles: u32,
    },
    /// Finish the turn; cards earned are taken automatically (R-CRD).
    EndTurn,
    /// Propose a pact to another player (R-PCT-1, R-PCT-2); any time.
    ProposePact {
        /// The other party.
        to: Color,
        /// What it covers.
        terms: PactTerms,
    },
    /// Accept a pact proposed to you (R-PCT-1); any time.
    AcceptPact {
        /// Its number.
        pact: u32,
    },
    /// Refuse a pact proposed to you (R-PCT-1); any time.
    RefusePact {
        /// Its number.
        pact: u32,
    },
    /// Take back your own unanswered proposal; any time.
    WithdrawPact {
        /// Its number.
        pact: u32,
    },
    /// Announce that you break a pact in force (R-PCT-4): it binds until the
    /// end of the other party's next turn. Any time.
    BreakPact {
        /// Its number.
        pact: u32,
    },
    /// As the player harmed by a failed zone duty, end that international
    /// zone at once (R-PCT-9); until the end of your next turn. Any time.
    DismissZone {
        /// Its number.
        pact: u32,
    },
    /// As the leader of an accepted aggression pact, start the alternating
    /// attacks on its target in your attack step (R-PCT-10).
    LaunchAggression {
        /// The aggression pact.
        pact: u32,
    },
    /// Stop a team-up launched from a shared country, which carries no
    /// duty to finish (R-PCT-11).
    EndAggression,
    /// Roll one battle against one named occupant of a condominium
    /// (R-PCT-12); `from == to` is a fight inside a condominium once its
    /// pact is over (R-PCT-11).
    AttackOccupant {
        /// Attacking country.
        from: CountryId,
        /// Attacked condominium.
        to: CountryId,
        /// The occupant attacked.
        occupant: Color,
    },
    /// Fire one missile at one named occupant of a condominium (R-PCT-12).
    FireMissileAt {
        /// Where the missile is.
        from: CountryId,
        /// Target condominium.
        to: CountryId,
        /// The occupant hit.
        occupant: Color,
    },
}

/// A command's kind, for error messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CommandKind {
    /// [`Command::Place`].
    Place,
    /// [`Command::BuyMissile`].
    BuyMissile,
    /// [`Command::ConvertMissile`].
    ConvertMissile,
    /// [`Command::Exchange`].
    Exchange,
    /// [`Command::Attack`].
    Attack,
    /// [`Command::FireMissile`].
    FireMissile,
    /// [`Command::MoveIn`].
    MoveIn,
    /// [`Command::Regroup`].
    Regroup,
    /// [`Command::EndTurn`].
    EndTurn,
    /// [`Command::ProposePact`].
    ProposePact,
    /// [`Command::AcceptPact`].
    AcceptPact,
    /// [`Command::RefusePact`].
    RefusePact,
    /// [`Command::WithdrawPact`].
    WithdrawPact,
    /// [`Command::BreakPact`].
    BreakPact,
    /// [`Command::DismissZone`].
    DismissZone,
    /// [`Command::LaunchAggression`].
    LaunchAggression,
    /// [`Command::EndAggression`].
    EndAggression,
    /// [`Command::AttackOccupant`].
    AttackOccupant,
    /// [`Command::FireMissileAt`].
    FireMissileAt,
}

impl Command {
    /// The kind.
    #[must_use]
    pub fn kind(&self) -> CommandKind {
        match self {
            Command::Place { .. } => CommandKind::Place,
            Command::BuyMissile { .. } => CommandKind::BuyMissile,
            Command::ConvertMissile { .. } => CommandKind::ConvertMissile,
            Command::Exchange { .. } => CommandKind::Exchange,
            Command::Attack { .. } => CommandKind::Attack,
            Command::FireMissile { .. } => CommandKind::FireMissile,
            Command::MoveIn { .. } => CommandKind::MoveIn,
            Command::Regroup { .. } => CommandKind::Regroup,
            Command::EndTurn => CommandKind::EndTurn,
            Command::ProposePact { .. } => CommandKind::ProposePact,
            Command::AcceptPact { .. } => CommandKind::AcceptPact,
            Command::RefusePact { .. } => CommandKind::RefusePact,
            Command::WithdrawPact { .. } => CommandKind::WithdrawPact,
            Command::BreakPact { .. } => CommandKind::BreakPact,
            Command::DismissZone { .. } => CommandKind::DismissZone,
            Command::LaunchAggression { .. } => CommandKind::LaunchAggression,
            Command::EndAggression => CommandKind::EndAggression,
            Command::AttackOccupant { .. } => CommandKind::AttackOccupant,
            Command::FireMissileAt { .. } => CommandKind::FireMissileAt,
        }
    }

    /// Whether this is a pact command, which any player in play may send
    /// at any time, not only on their turn (R-PCT-1).
    #[must_use]
    pub fn is_pact(&self) -> bool {
        matches!(
            self,
            Command::ProposePact { .. }
                | Command::AcceptPact { .. }
                | Command::RefusePact { .. }
                | Command::WithdrawPact { .. }
                | Command::BreakPact { .. }
                | Command::DismissZone { .. }
        )
    }
}

/// Where the game is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(tag = "name", rename_all = "snake_case"))]
pub enum Phase {
    /// Before the first event.
    NotStarted,
    /// R-SET-3: `round` 1 (8 armies) or 2 (4 armies); one round of 18 with two players.
    InitialPlacement {
        /// 1 or 2.
        #[cfg_attr(feature = "openapi", schema(maximum = 255))]
        round: u8,
        /// Who places.
        player: Color,
        /// Armies still to place.
        remaining: u32,
    },
    /// R-SIT-6: extra armies placed before any attack of the round.
    ExtraReinforcement {
        /// Who places.
        player: Color,
        /// Armies still to place.
        remaining: u32,
    },
    /// R-INC: the start of a turn from round 2 on.
    Incorporation {
        /// Whose turn.
        player: Color,
        /// Armies that go anywhere (countries, exchanges).
        free: u32,
        /// Armies that must go to a continent (R-INC-2), by continent index.
        continent: Vec<u32>,
    },
    /// R-RND-3 (a): attacks.
    Attack {
        /// Whose turn.
        player: Color,
    },
    /// R-ATK-5: a country was just conquered; choose how many more armies move in.
    MoveIn {
        /// Whose turn.
        player: Color,
        /// Attacking country.
        from: CountryId,
        /// Conquered country.
        to: CountryId,
        /// Most extra armies allowed.
        max: u32,
    },
    /// R-RND-3 (b): regrouping; no more attacks.
    Regroup {
        /// Whose turn.
        player: Color,
    },
    /// R-PCT-10: an aggression pact's alternating attacks; `actor` rolls
    /// next, in or out of their turn.
    Aggression {
        /// Whose turn (the pact's leader).
        turn: Color,
        /// The aggression pact.
        pact: u32,
        /// Who rolls now.
        actor: Color,
    },
    /// R-PCT-11: after a conquest by aggression, each ally may move one
    /// more army into the new condominium, the conqueror first.
    JointMoveIn {
        /// Whose turn.
        turn: Color,
        /// The condominium.
        to: CountryId,
        /// Who still moves in, in order.
        movers: Vec<JointMover>,
    },
    /// R-PCT-11: after the leader's regroup, the ally regroups into the
    /// condominium formed this turn, before the next turn begins.
    AllyRegroup {
        /// Whose turn (the leader).
        turn: Color,
        /// The ally, who regroups now.
        player: Color,
        /// The condominiums they may regroup into.
        into: Vec<CountryId>,
    },
    /// The game is over.
    Finished,
}

impl Phase {
    /// The player who must act, if any.
    #[must_use]
    pub fn actor(&self) -> Option<Color> {
        match self {
            Phase::InitialPlacement { player, .. }
            | Phase::ExtraReinforcement { player, .. }
            | Phase::Incorporation { player, .. }
            | Phase::Attack { player }
            | Phase::MoveIn { player, .. }
            | Phase::Regroup { player }
            | Phase::Aggression { actor: player, .. }
            | Phase::AllyRegroup { player, .. } => Some(*player),
            Phase::JointMoveIn { movers, .. } => movers.first().map(|m| m.player),
            Phase::NotStarted | Phase::Finished => None,
        }
    }

    /// Whose turn it is: the actor, except in the out-of-turn steps of an
    /// aggression pact (R-PCT-10, R-PCT-11), where it is the leader.
    #[must_use]
    pub fn turn_player(&self) -> Option<Color> {
        match self {
            Phase::Aggression { turn, .. }
            | Phase::JointMoveIn { turn, .. }
            | Phase::AllyRegroup { turn, .. } => Some(*turn),
            _ => self.actor(),
        }
    }

    /// The aggression pact whose out-of-turn sequence is running, if any
    /// (R-PCT-10).
    #[must_use]
    pub fn running_aggression(&self) -> Option<u32> {
        match self {
            Phase::Aggression { pact, .. } => Some(*pact),
            _ => None,
        }
    }

    /// Stable snake_case name.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Phase::NotStarted => "not_started",
            Phase::InitialPlacement { .. } => "initial_placement",
            Phase::ExtraReinforcement { .. } => "extra_reinforcement",
            Phase::Incorporation { .. } => "incorporation",
            Phase::Attack { .. } => "attack",
            Phase::MoveIn { .. } => "move_in",
            Phase::Regroup { .. } => "regroup",
            Phase::Aggression { .. } => "aggression",
            Phase::JointMoveIn { .. } => "joint_move_in",
            Phase::AllyRegroup { .. } => "ally_regroup",
            Phase::Finished => "finished",
        }
    }
}

/// An ally who may still move armies into a new condominium (R-PCT-11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct JointMover {
    /// Who.
    pub player: Color,
    /// From their country bordering the condominium.
    pub from: CountryId,
    /// Most extra armies (0..=1 after the first, R-PCT-11 "1 or 2").
    pub max: u32,
}
