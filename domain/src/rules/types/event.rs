//! The Risk-like editions' events: what happened, with every random
//! outcome, so that folding them rebuilds a game exactly.

use super::*;

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
