//! Rule violations: one enum, each variant with a stable code and the
//! rule book id (`docs/rules/`) it enforces. The API maps every one of them to 422.

use crate::board::{Board, ContinentId, CountryId};
use crate::color::Color;
use crate::rules::types::CommandKind;

/// A command the rules refuse. Refusing changes nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleViolation {
    /// The game is over.
    GameFinished,
    /// The game has not started.
    GameNotStarted,
    /// Someone else must act now (R-ORD-3).
    NotYourTurn {
        /// Who must act.
        current: Option<Color>,
    },
    /// The command does not belong in this phase (R-RND-3).
    WrongPhase {
        /// What was asked.
        command: CommandKind,
        /// The phase's name.
        phase: &'static str,
    },
    /// No such country on this board.
    UnknownCountry {
        /// The id given.
        country: CountryId,
    },
    /// No such continent on this board.
    UnknownContinent {
        /// The id given.
        continent: ContinentId,
    },
    /// The country is not the player's (R-INC-4, R-ATK-1, R-REG-1).
    NotYourCountry {
        /// Which.
        country: CountryId,
    },
    /// Attacking one's own country (R-ATK-1).
    OwnCountry {
        /// Which.
        country: CountryId,
    },
    /// The countries do not border each other (R-ATK-1, R-REG-1).
    NotAdjacent {
        /// From.
        from: CountryId,
        /// To.
        to: CountryId,
    },
    /// Fewer than 2 armies: no attack army (R-ATK-1).
    NoAttackArmies {
        /// Which.
        country: CountryId,
    },
    /// A move would leave the country without an army (R-REG-1, R-MIS-2).
    MustLeaveOneArmy {
        /// Which.
        country: CountryId,
    },
    /// A quantity outside what the rule allows.
    QuantityOutOfRange {
        /// What was asked.
        requested: u32,
        /// Least allowed.
        min: u32,
        /// Most allowed.
        max: u32,
        /// The rule that bounds it.
        rule: &'static str,
    },
    /// Armies still to place before moving on (R-SET-3, R-INC).
    ArmiesLeftToPlace {
        /// How many.
        remaining: u32,
    },
    /// Continent armies go to that continent (R-INC-2).
    ContinentArmiesElsewhere {
        /// Which continent's armies.
        continent: ContinentId,
    },
    /// A blockaded country receives no armies (R-BLK-2).
    Blockaded {
        /// Which.
        country: CountryId,
    },
    /// The situation card forbids this attack (R-SIT-4).
    BordersRestricted {
        /// Open or closed borders.
        open: bool,
    },
    /// The resting colour may only incorporate (R-SIT-7).
    Resting {
        /// Who rests.
        player: Color,
    },
    /// Holding 5 or more cards: exchange first (R-EXC-5).
    MustExchange,
    /// Not a valid set (R-EXC-1, R-EXC-2).
    InvalidExchange,
    /// One exchange per round (R-EXC-4).
    AlreadyExchanged,
    /// A card the player does not hold (R-EXC-6, R-CRD-3).
    CardNotHeld,
    /// No missile there (R-MIS-6).
    NoMissile {
        /// Which.
        country: CountryId,
    },
    /// Missiles are switched off in this game (R-OPT-2).
    MissilesDisabled,
    /// Too few armies to pay for a missile (R-MIS-1).
    NotEnoughArmiesForMissile,
    /// Converting would leave the country without an army (R-MIS-2).
    ConversionLeavesNoArmy {
        /// Which.
        country: CountryId,
    },
    /// The target is more than 3 borders away (R-MIS-3).
    OutOfMissileRange {
        /// Borders away.
        distance: u8,
    },
    /// The target has no more armies than the damage (R-MIS-4).
    TargetTooWeak {
        /// Armies there.
        armies: u32,
        /// Damage it would take.
        damage: u32,
    },
    /// The target holds at least as many missiles (R-MIS-5).
    Deterred {
        /// Shooter's missiles.
        shooter: u32,
        /// Target's missiles.
        target: u32,
    },
    /// Finish moving into the conquered country first (R-ATK-5).
    MoveInPending,
    /// Armies that arrived in this regroup cannot move again (R-REG-2).
    AlreadyMoved {
        /// Where they are.
        country: CountryId,
    },
    /// Once regrouping has begun there are no more attacks (R-RND-3, R-REG-3).
    AttackAfterRegroup,
    /// Nothing to move.
    EmptyMove,
    /// Pacts are switched off in this game (R-OPT-2).
    PactsDisabled,
    /// The player is out of the game or forfeited: no pact commands.
    NotInPlay {
        /// Who.
        player: Color,
    },
    /// No open pact or proposal has this number (R-PCT-1).
    UnknownPact {
        /// The number given.
        pact: u32,
    },
    /// Only the addressee answers a proposal, only its proposer withdraws
    /// it, and only a party breaks a pact (R-PCT-1, R-PCT-4).
    PactNotYours {
        /// Which.
        pact: u32,
    },
    /// Only a pact in force can be broken (R-PCT-4).
    PactNotInForce {
        /// Which.
        pact: u32,
    },
    /// Terms the rules do not allow (R-PCT-2, R-PCT-8).
    InvalidPact {
        /// Why, in words.
        reason: &'static str,
    },
    /// The same pact between the same players is already proposed or in force.
    DuplicatePact,
    /// A pact in force forbids this attack or strike (R-PCT-3).
    PactForbids {
        /// The pact.
        pact: u32,
    },
    /// Every flight to the target crosses a border under a pact of the
    /// shooter (R-PCT-6, R-MIS-8).
    MissileOverPact,
    /// An international zone keeps exactly one army: no placing, buying or
    /// regrouping there (R-PCT-7).
    ZoneNotReinforced {
        /// The zone.
        country: CountryId,
    },
    /// Only the party harmed by a failed duty dismisses a zone, until the
    /// end of their next turn (R-PCT-9).
    NoZoneBreach {
        /// The pact.
        pact: u32,
    },
    /// An aggression pact is carried out, not broken (R-PCT-10).
    PactNotBreakable {
        /// The pact.
        pact: u32,
    },
    /// The leader must launch this aggression before regrouping or ending
    /// the attack step (R-PCT-10).
    AggressionPending {
        /// The pact.
        pact: u32,
    },
    /// No aggression this player may launch now: not its leader, not in
    /// the attack step, or nobody able to roll (R-PCT-10).
    CannotLaunch {
        /// The pact.
        pact: u32,
    },
    /// In an aggression the roller attacks only the target, only from
    /// their own attacking country (R-PCT-10).
    AggressionRollOnly {
        /// The attacking country to use.
        from: CountryId,
        /// The target.
        to: CountryId,
    },
    /// Only a team-up from a condominium may be stopped before the end
    /// (R-PCT-11).
    MustFinishAggression,
    /// A condominium has two occupants: name the one attacked (R-PCT-12).
    OccupantRequired {
        /// The condominium.
        country: CountryId,
    },
    /// That colour does not occupy the country (R-PCT-12).
    NotAnOccupant {
        /// The country.
        country: CountryId,
        /// The colour named.
        occupant: Color,
    },
    /// Owners of a condominium born of an aggression pact fight only
    /// inside it (R-PCT-11).
    CondominiumInsideOnly {
        /// The condominium.
        country: CountryId,
    },
    /// The ally's out-of-turn regroup goes only into the condominium
    /// formed this turn (R-PCT-11).
    AllyRegroupOnly {
        /// Where they may regroup to.
        into: Vec<CountryId>,
    },
}

impl RuleViolation {
    /// The stable machine code (API `code`).
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            RuleViolation::GameFinished => "GAME_FINISHED",
            RuleViolation::GameNotStarted => "GAME_NOT_STARTED",
            RuleViolation::NotYourTurn { .. } => "NOT_YOUR_TURN",
            RuleViolation::WrongPhase { .. } => "WRONG_PHASE",
            RuleViolation::UnknownCountry { .. } => "UNKNOWN_COUNTRY",
            RuleViolation::UnknownContinent { .. } => "UNKNOWN_CONTINENT",
            RuleViolation::NotYourCountry { .. } => "NOT_YOUR_COUNTRY",
            RuleViolation::OwnCountry { .. } => "OWN_COUNTRY",
            RuleViolation::NotAdjacent { .. } => "NOT_ADJACENT",
            RuleViolation::NoAttackArmies { .. } => "NO_ATTACK_ARMIES",
            RuleViolation::MustLeaveOneArmy { .. } => "MUST_LEAVE_ONE_ARMY",
            RuleViolation::QuantityOutOfRange { .. } => "QUANTITY_OUT_OF_RANGE",
            RuleViolation::ArmiesLeftToPlace { .. } => "ARMIES_LEFT_TO_PLACE",
            RuleViolation::ContinentArmiesElsewhere { .. } => "CONTINENT_ARMIES_ELSEWHERE",
            RuleViolation::Blockaded { .. } => "BLOCKADED",
            RuleViolation::BordersRestricted { .. } => "BORDERS_RESTRICTED",
            RuleViolation::Resting { .. } => "RESTING",
            RuleViolation::MustExchange => "MUST_EXCHANGE",
            RuleViolation::InvalidExchange => "INVALID_EXCHANGE",
            RuleViolation::AlreadyExchanged => "ALREADY_EXCHANGED",
            RuleViolation::CardNotHeld => "CARD_NOT_HELD",
            RuleViolation::NoMissile { .. } => "NO_MISSILE",
            RuleViolation::MissilesDisabled => "MISSILES_DISABLED",
            RuleViolation::NotEnoughArmiesForMissile => "NOT_ENOUGH_ARMIES_FOR_MISSILE",
            RuleViolation::ConversionLeavesNoArmy { .. } => "CONVERSION_LEAVES_NO_ARMY",
            RuleViolation::OutOfMissileRange { .. } => "OUT_OF_MISSILE_RANGE",
            RuleViolation::TargetTooWeak { .. } => "TARGET_TOO_WEAK",
            RuleViolation::Deterred { .. } => "DETERRED",
            RuleViolation::MoveInPending => "MOVE_IN_PENDING",
            RuleViolation::AlreadyMoved { .. } => "ALREADY_MOVED",
            RuleViolation::AttackAfterRegroup => "ATTACK_AFTER_REGROUP",
            RuleViolation::EmptyMove => "EMPTY_MOVE",
            RuleViolation::PactsDisabled => "PACTS_DISABLED",
            RuleViolation::NotInPlay { .. } => "NOT_IN_PLAY",
            RuleViolation::UnknownPact { .. } => "UNKNOWN_PACT",
            RuleViolation::PactNotYours { .. } => "PACT_NOT_YOURS",
            RuleViolation::PactNotInForce { .. } => "PACT_NOT_IN_FORCE",
            RuleViolation::InvalidPact { .. } => "INVALID_PACT",
            RuleViolation::DuplicatePact => "DUPLICATE_PACT",
            RuleViolation::PactForbids { .. } => "PACT_FORBIDS_ATTACK",
            RuleViolation::MissileOverPact => "MISSILE_OVER_PACT",
            RuleViolation::ZoneNotReinforced { .. } => "ZONE_NOT_REINFORCED",
            RuleViolation::NoZoneBreach { .. } => "NO_ZONE_BREACH",
            RuleViolation::PactNotBreakable { .. } => "PACT_NOT_BREAKABLE",
            RuleViolation::AggressionPending { .. } => "AGGRESSION_PENDING",
            RuleViolation::CannotLaunch { .. } => "CANNOT_LAUNCH_AGGRESSION",
            RuleViolation::AggressionRollOnly { .. } => "AGGRESSION_ROLL_ONLY",
            RuleViolation::MustFinishAggression => "MUST_FINISH_AGGRESSION",
            RuleViolation::OccupantRequired { .. } => "OCCUPANT_REQUIRED",
            RuleViolation::NotAnOccupant { .. } => "NOT_AN_OCCUPANT",
            RuleViolation::CondominiumInsideOnly { .. } => "CONDOMINIUM_INSIDE_ONLY",
            RuleViolation::AllyRegroupOnly { .. } => "ALLY_REGROUP_ONLY",
        }
    }

    /// The rule book id (`docs/rules/`) this violation enforces.
    #[must_use]
    pub fn rule(&self) -> &'static str {
        match self {
            RuleViolation::GameFinished => "R-OBJ-6",
            RuleViolation::GameNotStarted => "R-SET-1",
            RuleViolation::NotYourTurn { .. } => "R-ORD-3",
            RuleViolation::WrongPhase { .. } | RuleViolation::AttackAfterRegroup => "R-RND-3",
            RuleViolation::UnknownCountry { .. }
            | RuleViolation::UnknownContinent { .. }
            | RuleViolation::NotAdjacent { .. } => "R-CMP-1",
            RuleViolation::NotYourCountry { .. } | RuleViolation::ArmiesLeftToPlace { .. } => {
                "R-INC-4"
            }
            RuleViolation::OwnCountry { .. } | RuleViolation::NoAttackArmies { .. } => "R-ATK-1",
            RuleViolation::MustLeaveOneArmy { .. } | RuleViolation::EmptyMove => "R-REG-1",
            RuleViolation::QuantityOutOfRange { rule, .. } => rule,
            RuleViolation::ContinentArmiesElsewhere { .. } => "R-INC-2",
            RuleViolation::Blockaded { .. } => "R-BLK-2",
            RuleViolation::BordersRestricted { .. } => "R-SIT-4",
            RuleViolation::Resting { .. } => "R-SIT-7",
            RuleViolation::MustExchange => "R-EXC-5",
            RuleViolation::InvalidExchange => "R-EXC-1",
            RuleViolation::AlreadyExchanged => "R-EXC-4",
            RuleViolation::CardNotHeld => "R-EXC-6",
            RuleViolation::NoMissile { .. } => "R-MIS-6",
            RuleViolation::MissilesDisabled | RuleViolation::PactsDisabled => "R-OPT-2",
            RuleViolation::NotEnoughArmiesForMissile => "R-MIS-1",
            RuleViolation::ConversionLeavesNoArmy { .. } => "R-MIS-2",
            RuleViolation::OutOfMissileRange { .. } => "R-MIS-3",
            RuleViolation::TargetTooWeak { .. } => "R-MIS-4",
            RuleViolation::Deterred { .. } => "R-MIS-5",
            RuleViolation::MoveInPending => "R-ATK-5",
            RuleViolation::AlreadyMoved { .. } => "R-REG-2",
            RuleViolation::NotInPlay { .. } => "R-ELM-1",
            RuleViolation::UnknownPact { .. } | RuleViolation::PactNotYours { .. } => "R-PCT-1",
            RuleViolation::PactNotInForce { .. } => "R-PCT-4",
            RuleViolation::InvalidPact { .. } | RuleViolation::DuplicatePact => "R-PCT-2",
            RuleViolation::PactForbids { .. } => "R-PCT-3",
            RuleViolation::MissileOverPact => "R-PCT-6",
            RuleViolation::ZoneNotReinforced { .. } => "R-PCT-7",
            RuleViolation::NoZoneBreach { .. } => "R-PCT-9",
            RuleViolation::PactNotBreakable { .. }
            | RuleViolation::AggressionPending { .. }
            | RuleViolation::CannotLaunch { .. }
            | RuleViolation::AggressionRollOnly { .. } => "R-PCT-10",
            RuleViolation::MustFinishAggression
            | RuleViolation::CondominiumInsideOnly { .. }
            | RuleViolation::AllyRegroupOnly { .. } => "R-PCT-11",
            RuleViolation::OccupantRequired { .. } | RuleViolation::NotAnOccupant { .. } => {
                "R-PCT-12"
            }
        }
    }
}

impl RuleViolation {
    /// This violation as the players of a game on `board` read it: the
    /// countries it names by their slugs on that board.
    #[must_use]
    pub fn explained(&self, board: &'static Board) -> Explained<'_> {
        Explained { violation: self, board }
    }
}

/// A violation's message on one board ([`RuleViolation::explained`]).
#[derive(Debug, Clone, Copy)]
pub struct Explained<'a> {
    violation: &'a RuleViolation,
    board: &'static Board,
}

impl std::fmt::Display for Explained<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let board = self.board;
        let named = |country: CountryId| Named(country, board);
        match self.violation {
            RuleViolation::GameFinished => write!(f, "the game is over"),
            RuleViolation::GameNotStarted => write!(f, "the game has not started"),
            RuleViolation::NotYourTurn { current: Some(c) } => write!(f, "it is {c}'s turn"),
            RuleViolation::NotYourTurn { current: None } => write!(f, "nobody is to act"),
            RuleViolation::WrongPhase { command, phase } => {
                write!(f, "{command:?} is not allowed in the {phase} phase")
            }
            RuleViolation::UnknownCountry { country } => write!(f, "no {}", named(*country)),
            RuleViolation::UnknownContinent { continent } => {
                write!(f, "no continent #{}", continent.index())
            }
            RuleViolation::NotYourCountry { country } => {
                write!(f, "{} is not yours", named(*country))
            }
            RuleViolation::OwnCountry { country } => {
                write!(f, "{} is yours: attack another colour", named(*country))
            }
            RuleViolation::NotAdjacent { from, to } => {
                write!(f, "{} does not border {}", named(*from), named(*to))
            }
            RuleViolation::NoAttackArmies { country } => {
                write!(f, "{} has no attack armies (needs 2 or more)", named(*country))
            }
            RuleViolation::MustLeaveOneArmy { country } => {
                write!(f, "{} must keep at least one army", named(*country))
            }
            RuleViolation::QuantityOutOfRange { requested, min, max, .. } => {
                write!(f, "{requested} is out of range ({min}..={max})")
            }
            RuleViolation::ArmiesLeftToPlace { remaining } => {
                write!(f, "{remaining} armies are still to be placed")
            }
            RuleViolation::ContinentArmiesElsewhere { continent } => {
                write!(f, "armies for {} must be placed there", NamedContinent(*continent, board))
            }
            RuleViolation::Blockaded { country } => {
                write!(f, "{} is blockaded and receives no armies", named(*country))
            }
            RuleViolation::BordersRestricted { open: true } => {
                write!(f, "open borders: attack only into another continent")
            }
            RuleViolation::BordersRestricted { open: false } => {
                write!(f, "closed borders: attack only within the continent")
            }
            RuleViolation::Resting { player } => {
                write!(f, "{player} rests this round and may only incorporate")
            }
            RuleViolation::MustExchange => {
                write!(f, "with 5 or more cards you must exchange before going on")
            }
            RuleViolation::InvalidExchange => write!(f, "these cards are not a valid set"),
            RuleViolation::AlreadyExchanged => write!(f, "only one exchange per round"),
            RuleViolation::CardNotHeld => write!(f, "you do not hold that card"),
            RuleViolation::NoMissile { country } => {
                write!(f, "no missile in {}", named(*country))
            }
            RuleViolation::MissilesDisabled => write!(f, "missiles are off in this game"),
            RuleViolation::NotEnoughArmiesForMissile => {
                write!(f, "a missile costs 6 armies")
            }
            RuleViolation::ConversionLeavesNoArmy { country } => {
                write!(
                    f,
                    "turning 6 armies of {} into a missile would leave it empty",
                    named(*country)
                )
            }
            RuleViolation::OutOfMissileRange { distance } => {
                write!(f, "the target is {distance} borders away (range 3)")
            }
            RuleViolation::TargetTooWeak { armies, damage } => write!(
                f,
                "the target has {armies} armies, not more than the {damage} a missile would destroy"
            ),
            RuleViolation::Deterred { shooter, target } => {
                write!(f, "deterred: the shooter holds {shooter} missiles, the target {target}")
            }
            RuleViolation::MoveInPending => {
                write!(f, "move armies into the conquered country first")
            }
            RuleViolation::AlreadyMoved { country } => write!(
                f,
                "armies that arrived in {} in this regroup cannot move again",
                named(*country)
            ),
            RuleViolation::AttackAfterRegroup => write!(f, "no attacks after regrouping"),
            RuleViolation::EmptyMove => write!(f, "nothing to move"),
            RuleViolation::PactsDisabled => write!(f, "pacts are switched off in this game"),
            RuleViolation::NotInPlay { player } => write!(f, "{player} is no longer in play"),
            RuleViolation::UnknownPact { pact } => write!(f, "no open pact #{pact}"),
            RuleViolation::PactNotYours { pact } => {
                write!(f, "pact #{pact} is not yours to answer, withdraw or break now")
            }
            RuleViolation::PactNotInForce { pact } => write!(f, "pact #{pact} is not in force"),
            RuleViolation::InvalidPact { reason } => write!(f, "invalid pact: {reason}"),
            RuleViolation::DuplicatePact => {
                write!(f, "the same pact is already proposed or in force between you")
            }
            RuleViolation::PactForbids { pact } => write!(f, "pact #{pact} forbids this attack"),
            RuleViolation::MissileOverPact => {
                write!(f, "every flight to the target crosses a border under one of your pacts")
            }
            RuleViolation::ZoneNotReinforced { country } => {
                write!(f, "{} is an international zone: it keeps exactly one army", named(*country))
            }
            RuleViolation::NoZoneBreach { pact } => {
                write!(f, "pact #{pact} is not a zone you may dismiss now")
            }
            RuleViolation::PactNotBreakable { pact } => {
                write!(f, "pact #{pact} is an aggression pact: it is carried out, not broken")
            }
            RuleViolation::AggressionPending { pact } => {
                write!(f, "launch aggression pact #{pact} before leaving the attack step")
            }
            RuleViolation::CannotLaunch { pact } => {
                write!(f, "aggression pact #{pact} cannot be launched by you now")
            }
            RuleViolation::AggressionRollOnly { from, to } => {
                write!(f, "in this aggression you attack only {} from {}", named(*to), named(*from))
            }
            RuleViolation::MustFinishAggression => {
                write!(f, "an aggression pact is fought to the end; only team-ups may stop")
            }
            RuleViolation::OccupantRequired { country } => {
                write!(f, "{} is a condominium: name the occupant you attack", named(*country))
            }
            RuleViolation::NotAnOccupant { country, occupant } => {
                write!(f, "{occupant} does not occupy {}", named(*country))
            }
            RuleViolation::CondominiumInsideOnly { country } => {
                write!(f, "the owners of {} fight each other only inside it", named(*country))
            }
            RuleViolation::AllyRegroupOnly { into } => {
                let names: Vec<String> = into.iter().map(|c| named(*c).to_string()).collect();
                write!(f, "the ally regroups only into {}", names.join(", "))
            }
        }
    }
}

/// A country in a message: its slug on the game's board, as clients send it.
struct Named(CountryId, &'static Board);

impl std::fmt::Display for Named {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let board = self.1;
        if board.contains(self.0) {
            f.write_str(&board.country(self.0).slug)
        } else {
            write!(f, "country #{}", self.0.index())
        }
    }
}

/// A continent in a message: its slug on the game's board.
struct NamedContinent(ContinentId, &'static Board);

impl std::fmt::Display for NamedContinent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.1.has_continent(self.0) {
            f.write_str(&self.1.continent(self.0).slug)
        } else {
            write!(f, "continent #{}", self.0.index())
        }
    }
}

/// A game setup the rules refuse (R-CMP-2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// Fewer than 2 or more than 6 players.
    PlayerCount(usize),
    /// The same colour twice.
    DuplicateColor(Color),
    /// A common objective outside 1..=countries.
    CommonObjective(u8),
    /// A round cap of 0.
    MaxRounds,
    /// A player count the edition does not seat (Junior: 2 to 4, R-JNR-2).
    EditionPlayerCount {
        /// Players asked for.
        players: usize,
        /// The fewest the edition seats.
        min: usize,
        /// The most.
        max: usize,
    },
    /// A module the edition does not have (classic R-CLS-6, Junior R-JNR-7).
    ModuleAbsent {
        /// The option that asked for it.
        option: &'static str,
        /// The edition's slug.
        ruleset: &'static str,
    },
}

impl SetupError {
    /// Stable code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            SetupError::PlayerCount(_) | SetupError::EditionPlayerCount { .. } => "PLAYER_COUNT",
            SetupError::ModuleAbsent { .. } => "MODULE_NOT_IN_EDITION",
            SetupError::DuplicateColor(_) => "DUPLICATE_COLOR",
            SetupError::CommonObjective(_) => "BAD_COMMON_OBJECTIVE",
            SetupError::MaxRounds => "BAD_MAX_ROUNDS",
        }
    }
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(f, "{n} players: TEG is for 2 to 6 (R-CMP-2)"),
            SetupError::DuplicateColor(c) => write!(f, "colour {c} taken twice (R-CMP-2)"),
            SetupError::CommonObjective(n) => {
                write!(f, "common objective {n} is not a country count")
            }
            SetupError::MaxRounds => write!(f, "a round cap is 1 to 1000 rounds"),
            SetupError::EditionPlayerCount { players, min, max } => {
                write!(f, "{players} players: this edition is for {min} to {max}")
            }
            SetupError::ModuleAbsent { option, ruleset } => {
                write!(f, "`{option}` is not part of {ruleset}")
            }
        }
    }
}

impl std::error::Error for SetupError {}

#[cfg(test)]
mod message_tests {
    use super::RuleViolation;
    use crate::board::Board;

    #[test]
    fn messages_name_countries_and_continents_by_the_slugs_clients_send() {
        let board = Board::revancha();
        let c = |s: &str| board.country_by_slug(s).expect("a country");
        let refused = RuleViolation::NotAdjacent { from: c("argentina"), to: c("mexico") };
        assert_eq!(refused.explained(board).to_string(), "argentina does not border mexico");
        let continent = board.continent_by_slug("south_america").expect("a continent");
        let refused = RuleViolation::ContinentArmiesElsewhere { continent };
        assert_eq!(
            refused.explained(board).to_string(),
            "armies for south_america must be placed there"
        );
    }
}
