//! The engine's vocabulary: options, phases, situation cards, objectives,
//! commands and events, pacts, positions, viewers. Plain data with no game
//! state: the bottom layer of the engine, which every other module may name
//! and which names none of them (`ARCHITECTURE.md`, "the rules' layers").

pub mod pact;
pub mod position;

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

impl Event {
    /// Whether this event opens a player's step: a placement, an extra
    /// reinforcement or a turn. A step also ends when the actor changes;
    /// these mark the boundary when the same player acts twice in a row (in
    /// a two-player game, the last of a round opens the next, R-ORD-3).
    /// Turn clocks (SVC-CLOCK) start a new deadline at either.
    #[must_use]
    pub fn starts_step(&self) -> bool {
        matches!(
            self,
            Event::PlacementStarted { .. }
                | Event::ReinforcementStarted { .. }
                | Event::TurnStarted { .. }
        )
    }
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

/// Something that happened. Folding events with `apply` rebuilds the game
/// exactly: every random outcome is in here.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(tag = "type", rename_all = "snake_case"))]
#[cfg_attr(feature = "openapi", schema(as = RiskEvent))]
pub enum Event {
    /// The game starts: options, seating order (random, R-ORD-1), the seed
    /// (secret until revealed) and its public commitment.
    GameStarted(Box<GameStart>),
    /// A game started from an imported position (operators, tests).
    PositionLoaded {
        /// The whole position, secrets included (redacted per viewer).
        position: Box<Position>,
    },
    /// A dice-off; each inner list is one roll of those still tied.
    DiceOff {
        /// What for.
        purpose: DiceOffPurpose,
        /// The rolls, round by round.
        rolls: Vec<Vec<(Color, u8)>>,
        /// Who won, best first.
        winners: Vec<Color>,
    },
    /// R-SET-1: every country's first owner, by country index; 1 army each.
    CountriesDealt {
        /// Owner per country.
        owners: Vec<Color>,
    },
    /// R-SET-2: a player's secret objective(s).
    ObjectiveDealt {
        /// Who.
        player: Color,
        /// What (one, or two with two players).
        objectives: Secret<Vec<Objective>>,
    },
    /// R-SET-3: a player's initial placement begins.
    PlacementStarted {
        /// 1 or 2.
        round: u8,
        /// Who.
        player: Color,
        /// Armies to place.
        armies: u32,
    },
    /// Armies placed from the pool.
    ArmiesPlaced {
        /// Who.
        player: Color,
        /// Where.
        country: CountryId,
        /// How many.
        armies: u32,
    },
    /// R-MIS-1: a missile bought with 6 armies of the pool.
    MissileBought {
        /// Who.
        player: Color,
        /// Where.
        country: CountryId,
    },
    /// R-MIS-2: 6 armies on the map turned into a missile.
    MissileConverted {
        /// Who.
        player: Color,
        /// Where.
        country: CountryId,
    },
    /// R-EXC: cards traded for armies (the cards are shown, so public).
    CardsExchanged {
        /// Who.
        player: Color,
        /// Country cards, which go to the bottom of the pile.
        cards: Vec<CountryId>,
        /// Continent cards.
        continents: Vec<ContinentId>,
        /// Armies received (R-EXC-3).
        armies: u32,
    },
    /// A round of hostilities begins, in this order (R-ORD-3).
    RoundStarted {
        /// 1-based.
        round: u32,
        /// Turn order of the round.
        order: Vec<Color>,
    },
    /// R-RND-1: the round's situation card.
    SituationRevealed {
        /// The card.
        card: Situation,
    },
    /// R-SIT-5: everyone rolled; the lowest take no card this round.
    CrisisRolled {
        /// Each player's roll.
        rolls: Vec<(Color, u8)>,
        /// The lowest.
        losers: Vec<Color>,
    },
    /// R-SIT-6: a player's extra reinforcements begin.
    ReinforcementStarted {
        /// Who.
        player: Color,
        /// Armies to place.
        armies: u32,
    },
    /// A turn begins; from round 2 with its incorporation (R-INC).
    TurnStarted {
        /// Whose.
        player: Color,
        /// Incorporation, or `None` in the first round (R-RND-2).
        incorporation: Option<Incorporation>,
    },
    /// One battle (R-ATK-2..4); dice sorted high to low. When the defender
    /// is wiped out the country is conquered in the same event (R-ATK-5):
    /// one army moves in and the missiles there change hands, so no state
    /// ever shows an empty country.
    AttackResolved {
        /// Attacker.
        attacker: Color,
        /// Defender.
        defender: Color,
        /// Attacking country.
        from: CountryId,
        /// Defending country.
        to: CountryId,
        /// Attacker's dice.
        attacker_dice: Dice,
        /// Defender's dice.
        defender_dice: Dice,
        /// Armies the attacker lost.
        attacker_losses: u32,
        /// Armies the defender lost.
        defender_losses: u32,
        /// Whether the country fell (R-ATK-5).
        conquered: bool,
    },
    /// R-ATK-5: extra armies moved into the conquered country.
    ArmiesMovedIn {
        /// From.
        from: CountryId,
        /// To.
        to: CountryId,
        /// How many extra.
        armies: u32,
    },
    /// R-MIS-3..6: a missile destroyed armies and left the game.
    MissileFired {
        /// Shooter's country.
        from: CountryId,
        /// Target.
        to: CountryId,
        /// Armies destroyed.
        damage: u32,
    },
    /// R-REG.
    Regrouped {
        /// From.
        from: CountryId,
        /// To.
        to: CountryId,
        /// Armies moved.
        armies: u32,
        /// Missiles moved.
        missiles: u32,
    },
    /// R-ELM-1: a player lost their last country; the conqueror inherits
    /// their country cards.
    PlayerEliminated {
        /// Who is out.
        player: Color,
        /// Who took the last country.
        by: Color,
        /// The inherited cards (the heir and operators see them).
        cards: Secret<Vec<CountryId>>,
    },
    /// R-CRD-1: a country card taken from the pile.
    CardDrawn {
        /// Who.
        player: Color,
        /// Which (only they see it).
        card: Secret<CountryId>,
    },
    /// R-CRD-2: 3 armies for owning a held card's country.
    CardBonus {
        /// Who.
        player: Color,
        /// Where.
        country: CountryId,
        /// How many.
        armies: u32,
    },
    /// R-CRD-3.
    ContinentCardEarned {
        /// Who.
        player: Color,
        /// Which.
        continent: ContinentId,
    },
    /// R-CRD-3: the continent was lost before the card was used.
    ContinentCardReturned {
        /// Who held it.
        player: Color,
        /// Which.
        continent: ContinentId,
    },
    /// The turn is over.
    TurnEnded {
        /// Whose.
        player: Color,
    },
    /// The player is out of play (SVC-FORFEIT in docs/rules/revancha.md:
    /// kicked, timed out or resigned): their countries stay on the board,
    /// their turns are passed by the service, and they can no longer win.
    PlayerForfeited {
        /// Who.
        player: Color,
        /// Why (absent in logs written before reasons were kept).
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
        reason: Option<crate::shared::ForfeitReason>,
    },
    /// The actor let their step's deadline pass (SVC-CLOCK in
    /// docs/rules/revancha.md). With `then: pass` the events completing the
    /// step follow in the same batch; with `then: bot` the seat's bot plays
    /// the step from here.
    TimedOut {
        /// Who.
        player: Color,
        /// Steps in a row this player has let time out, this one included.
        in_a_row: u32,
        /// What the clock does about it.
        then: OnTimeout,
    },
    /// The seat's controller changed (SVC-BOTS): a bot took it, or its
    /// human took it back.
    ControlChanged {
        /// Whose seat.
        player: Color,
        /// Who plays it from now on.
        controller: Controller,
        /// Why.
        cause: ControlCause,
    },
    /// R-OBJ-6: the game is won.
    GameWon {
        /// Winner.
        winner: Color,
        /// How.
        reason: WinReason,
    },
    /// The round cap of the options was reached; nobody wins.
    RoundCapReached {
        /// Rounds played.
        rounds: u32,
    },
    /// R-PCT-1: a pact proposed.
    PactProposed {
        /// Its number, from 1.
        pact: u32,
        /// Proposer.
        by: Color,
        /// Addressee.
        to: Color,
        /// What it covers.
        terms: PactTerms,
    },
    /// R-PCT-1: the addressee accepted; the pact binds (R-PCT-3).
    PactAccepted {
        /// Which.
        pact: u32,
    },
    /// R-PCT-4: a party announced the break; it binds until the end of the
    /// other party's next turn.
    PactBreakAnnounced {
        /// Which.
        pact: u32,
        /// Who broke it.
        by: Color,
    },
    /// A pact or proposal is over (refused, withdrawn, expired, broken,
    /// R-PCT-5, a party out).
    PactEnded {
        /// Which.
        pact: u32,
        /// Why.
        reason: PactEnd,
    },
    /// R-PCT-9: a party left the attack step while it could still have
    /// taken its international zone. It loses a random country card back to
    /// the pile (only it sees which), or, holding none, will not take the
    /// next card it earns; the other party may now dismiss the zone.
    ZoneDutyFailed {
        /// The zone pact.
        pact: u32,
        /// Who failed.
        player: Color,
        /// The card lost, or `None` for the withheld next card.
        card: Option<Secret<CountryId>>,
    },
    /// R-PCT-9: a card earned but not taken, the penalty of an earlier
    /// failed zone duty.
    CardWithheld {
        /// Who.
        player: Color,
    },
    /// R-PCT-10: the leader launched an aggression pact; `first` rolls first.
    AggressionLaunched {
        /// The aggression pact.
        pact: u32,
        /// Who rolls first.
        first: Color,
    },
    /// R-PCT-10: the target held; `actor` rolls next (the other ally when
    /// able, else the same one).
    AggressionNext {
        /// Who rolls now.
        actor: Color,
    },
    /// R-PCT-11: an ally entered the country conquered by aggression with
    /// one army: it is a condominium of the two. `pact` is the non-aggression
    /// pact of its owners inside it.
    CondominiumFormed {
        /// The country.
        country: CountryId,
        /// The ally entering.
        player: Color,
        /// From where.
        from: CountryId,
        /// The condominium pact created.
        pact: u32,
    },
    /// R-PCT-10: the aggression is over; the allies' truce runs until the
    /// end of round `until_round`, and `movers` may add armies to the new
    /// condominium.
    AggressionEnded {
        /// The aggression pact.
        pact: u32,
        /// Whether the target fell.
        conquered: bool,
        /// The last round of the truce.
        until_round: u32,
        /// Allies who move in next, in order.
        movers: Vec<JointMover>,
    },
    /// R-PCT-11: the ally's regroup into a condominium formed this turn begins.
    AllyRegroupStarted {
        /// The ally.
        player: Color,
        /// The condominiums they may regroup into.
        into: Vec<CountryId>,
    },
    /// R-PCT-12 (R-MIS-3..6): a missile hit one named occupant of a condominium.
    MissileFiredAt {
        /// Shooter's country.
        from: CountryId,
        /// Target.
        to: CountryId,
        /// The occupant hit.
        occupant: Color,
        /// Armies destroyed.
        damage: u32,
    },
    /// The seed, revealed when the game ends, so every roll can be verified.
    SeedRevealed {
        /// The seed.
        seed: Seed,
    },
    /// SVC-LIFE: the game was paused (both families): no seat may act,
    /// and no clock runs, until it is resumed.
    GamePaused {
        /// Who paused it.
        by: crate::shared::Authority,
    },
    /// SVC-LIFE: the game goes on after a pause; the seat to act starts a
    /// whole new period (SVC-CLOCK).
    GameResumed {
        /// Who resumed it.
        by: crate::shared::Authority,
    },
    /// SVC-LIFE: the game was stopped for good before its end: nobody
    /// wins, and it is never rated.
    GameAborted {
        /// Who stopped it.
        by: crate::shared::Authority,
    },
    /// SVC-REMATCH: a person of the finished game opened its rematch, a
    /// new lobby, from their seat.
    RematchOffered {
        /// The new lobby's id.
        lobby: String,
        /// The seat of the person who opened it.
        #[cfg_attr(feature = "openapi", schema(maximum = 255))]
        seat: u8,
    },
}

/// The armies a turn starts with (R-INC-1, R-INC-2).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Incorporation {
    /// R-INC-1.
    pub for_countries: u32,
    /// R-INC-2: (continent, bonus) for each continent held whole.
    pub for_continents: Vec<(ContinentId, u32)>,
}

/// Up to four dice, high to low, stored inline (battles are the hot path:
/// no allocation per roll).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Dice {
    len: u8,
    values: [u8; 4],
}

impl Dice {
    /// The first four of `values` (a battle never rolls more).
    #[must_use]
    pub fn new(values: &[u8]) -> Self {
        let mut d = Dice::default();
        for (slot, v) in d.values.iter_mut().zip(values) {
            *slot = *v;
            d.len += 1;
        }
        d
    }

    /// The dice as a slice.
    #[must_use]
    pub fn as_slice(&self) -> &[u8] {
        &self.values[..usize::from(self.len)]
    }
}

impl std::ops::Deref for Dice {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        self.as_slice()
    }
}

impl std::fmt::Debug for Dice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.as_slice().fmt(f)
    }
}

impl PartialEq<Vec<u8>> for Dice {
    fn eq(&self, other: &Vec<u8>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl PartialEq<[u8]> for Dice {
    fn eq(&self, other: &[u8]) -> bool {
        self.as_slice() == other
    }
}

impl<const N: usize> PartialEq<[u8; N]> for Dice {
    fn eq(&self, other: &[u8; N]) -> bool {
        self.as_slice() == other.as_slice()
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Dice {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.as_slice())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Dice {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Vec::<u8>::deserialize(d)?;
        if v.len() > 4 || v.iter().any(|x| !(1..=6).contains(x)) {
            return Err(serde::de::Error::custom("at most four dice of 1 to 6"));
        }
        Ok(Dice::new(&v))
    }
}

// `ComposeSchema` is what the derive implements; `PartialSchema` follows.
#[cfg(feature = "openapi")]
impl utoipa::__dev::ComposeSchema for Dice {
    fn compose(
        _: Vec<utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>>,
    ) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Type};
        ArrayBuilder::new()
            .items(
                ObjectBuilder::new().schema_type(Type::Integer).minimum(Some(1)).maximum(Some(6)),
            )
            .max_items(Some(4))
            .description(Some("Dice, high to low."))
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Dice {}

/// The payload of [`Event::GameStarted`], boxed so the common events stay small.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GameStart {
    /// Ruleset slug.
    pub ruleset: String,
    /// House rules.
    pub options: Options,
    /// Seating order.
    pub seating: Vec<Color>,
    /// The RNG seed.
    pub seed: Secret<Seed>,
    /// `sha256(seed)`, as 64 hex digits.
    #[cfg_attr(feature = "serde", serde(with = "crate::rng::hex32"))]
    #[cfg_attr(feature = "openapi", schema(value_type = String, pattern = "^[0-9a-f]{64}$"))]
    pub commitment: [u8; 32],
}
