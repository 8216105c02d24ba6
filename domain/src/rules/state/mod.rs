//! The game state: what a game is after the events so far, and the
//! questions every rule asks of it (who holds what: masks and stakes;
//! borders; who may still win).
//!
//! The fields are private to this module: a [`Game`] changes only through
//! `apply` (`fold.rs`), the fold of events, and is read through accessors.
//! Decisions never write to it; they emit events onto a scratch copy
//! (`tx.rs`).

mod fold;

use std::collections::VecDeque;

use crate::board::{Board, ContinentId, CountryId};
use crate::color::Color;
use crate::rng::Seed;
use crate::rules::error::RuleViolation;
use crate::rules::objectives::ObjectiveDef;
use crate::rules::types::Pact;
use crate::rules::types::{Controller, Event, Objective, Options, Phase, Situation, WinReason};
use crate::ruleset::{Ruleset, RulesetId};

/// The game's ruleset, compared by identity (rulesets are built once).
#[derive(Clone, Copy)]
pub(crate) struct RulesetRef(pub(crate) &'static Ruleset);

impl std::fmt::Debug for RulesetRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Ruleset({})", self.0.id)
    }
}

impl PartialEq for RulesetRef {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for RulesetRef {}

/// Snapshots name the ruleset by its slug.
#[cfg(feature = "serde")]
impl serde::Serialize for RulesetRef {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.id.slug())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for RulesetRef {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let slug = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        RulesetId::from_slug(&slug)
            .map(|id| RulesetRef(id.ruleset()))
            .ok_or_else(|| serde::de::Error::custom(format!("unknown ruleset `{slug}`")))
    }
}

impl std::hash::Hash for RulesetRef {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.id.slug().hash(state);
    }
}

/// One colour's presence in a country.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Stake {
    /// Whose.
    pub owner: Color,
    /// Armies.
    pub armies: u32,
    /// Missiles.
    pub missiles: u32,
}

/// A country on the map: one stake, or two in a condominium (R-PCT-11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CountryState {
    /// The main (or only) occupant.
    pub main: Stake,
    /// The second occupant of a condominium.
    pub co: Option<Stake>,
}

/// A country card in a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HeldCard {
    /// The card's country.
    pub country: CountryId,
    /// Whether its 3-army bonus was already collected (R-CRD-2).
    pub bonus_used: bool,
}

/// Everything about one player.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlayerState {
    /// Colour.
    pub color: Color,
    /// Country cards held (private, R-EXC-6).
    pub hand: Vec<HeldCard>,
    /// Continent cards held, as a continent bit set.
    pub continent_cards: u8,
    /// Continent cards already used in an exchange (R-CRD-3).
    pub used_continent_cards: u8,
    /// Exchanges made (R-EXC-3).
    pub exchanges: u32,
    /// The round of the last exchange (R-EXC-4); 0 for never.
    pub exchanged_in_round: u32,
    /// Secret objective(s) (R-SET-2).
    pub objectives: Vec<Objective>,
    /// A destruction objective whose target someone else eliminated (R-OBJ-4).
    pub objective_lapsed: bool,
    /// Out of the game.
    pub eliminated: bool,
    /// Who eliminated them.
    pub eliminated_by: Option<Color>,
    /// Taken out of play by an operator (SVC-FORFEIT): passes every turn.
    #[cfg_attr(feature = "serde", serde(default))]
    pub forfeited: bool,
    /// R-PCT-9: failed a zone duty holding no card: the next card earned is
    /// not taken.
    #[cfg_attr(feature = "serde", serde(default))]
    pub zone_card_ban: bool,
    /// Continents whose bonus this player has had, as a continent bit set,
    /// in editions that pay it once (Junior R-JNR-9).
    #[cfg_attr(feature = "serde", serde(default))]
    pub continent_bonuses: u8,
    /// Steps in a row this player let time out (SVC-CLOCK); 0 once they
    /// complete a step themselves.
    #[cfg_attr(feature = "serde", serde(default))]
    pub timeouts: u32,
    /// Who plays the seat (SVC-BOTS).
    #[cfg_attr(feature = "serde", serde(default))]
    pub controller: Controller,
}

/// As derived, field by field; a field added after games were stored is
/// hashed only when set, so the state hash of a stored game (recorded in
/// logs and fixtures) does not change when the engine learns new fields.
impl std::hash::Hash for PlayerState {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.color.hash(state);
        self.hand.hash(state);
        self.continent_cards.hash(state);
        self.used_continent_cards.hash(state);
        self.exchanges.hash(state);
        self.exchanged_in_round.hash(state);
        self.objectives.hash(state);
        self.objective_lapsed.hash(state);
        self.eliminated.hash(state);
        self.eliminated_by.hash(state);
        self.forfeited.hash(state);
        self.zone_card_ban.hash(state);
        // Added with the editions (Junior R-JNR-9).
        if self.continent_bonuses != 0 {
            self.continent_bonuses.hash(state);
        }
        // Added with the turn clocks (SVC-CLOCK).
        if self.timeouts != 0 {
            self.timeouts.hash(state);
        }
        // Added with the bots (SVC-BOTS).
        if self.controller != Controller::Human {
            self.controller.hash(state);
        }
    }
}

/// Whose step is under way, and whether it timed out (SVC-CLOCK): when the
/// step ends, one its actor completed sets their count of timeouts in a row
/// back to zero. Bookkeeping for that count, which is the state; so it
/// takes no part in the state hash or in equality (a snapshot stored
/// before the clocks existed lacks it and is still the same game).
#[derive(Debug, Clone, Copy, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct StepClock {
    /// The actor of the step under way.
    pub actor: Option<Color>,
    /// Whether that step timed out.
    pub timed_out: bool,
}

impl std::hash::Hash for StepClock {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl PartialEq for StepClock {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for StepClock {}

/// Per-turn bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TurnState {
    /// Countries conquered this turn (R-CRD-1).
    pub conquests: u32,
    /// Continents in which something was conquered this turn (R-CRD-3).
    pub conquered_in: u8,
    /// Armies and missiles that arrived in each country during this regroup (R-REG-2).
    pub arrived: Vec<(u32, u32)>,
    /// Conquests through aggression pacts this turn, per ally (R-PCT-10).
    #[cfg_attr(feature = "serde", serde(default))]
    pub joint: Vec<(Color, u32)>,
    /// Condominiums formed this turn, by the ally who may regroup into them
    /// after the leader (R-PCT-11).
    #[cfg_attr(feature = "serde", serde(default))]
    pub ally_regroups: Vec<(Color, CountryId)>,
}

impl TurnState {
    /// Conquests through aggression pacts by `color` this turn.
    #[must_use]
    pub fn joint_conquests(&self, color: Color) -> u32 {
        self.joint.iter().find(|(c, _)| *c == color).map_or(0, |j| j.1)
    }
}

/// How the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// Someone won.
    Won {
        /// Winner.
        winner: Color,
        /// How.
        reason: WinReason,
    },
    /// The round cap was reached.
    RoundCap,
}

/// A game of TEG: everything the rules need, built only by folding events.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Game {
    /// The edition, fixed by the first event. Named `board` in snapshots
    /// stored before editions existed, with the same value (the slug).
    #[cfg_attr(feature = "serde", serde(rename = "board"))]
    ruleset: RulesetRef,
    options: Options,
    seating: Vec<Color>,
    players: Vec<PlayerState>,
    countries: Vec<CountryState>,
    /// Countries each colour holds alone.
    owned: [u128; 6],
    /// Condominiums each colour has a stake in (R-PCT-11): they count for
    /// neither owner as "their countries".
    #[cfg_attr(feature = "serde", serde(default))]
    shared: [u128; 6],
    /// Condominiums born of an aggression pact, whose owners fight each
    /// other only inside them (R-PCT-11).
    #[cfg_attr(feature = "serde", serde(default))]
    pact_condos: u128,
    /// The unordered part of the draw pile: drawn from at random.
    pile: Vec<CountryId>,
    /// Exchanged cards, under the pile in the order they were returned
    /// (public); drawn at random once the unordered part is used up (R-EXC-4).
    pile_bottom: VecDeque<CountryId>,
    situations: Vec<Situation>,
    continent_card_holder: Vec<Option<Color>>,
    phase: Phase,
    round: u32,
    round_order: Vec<Color>,
    situation: Option<Situation>,
    crisis_losers: u8,
    turn: TurnState,
    first_player: Option<Color>,
    outcome: Option<Outcome>,
    seed: Option<Seed>,
    #[cfg_attr(feature = "serde", serde(with = "crate::rng::hex32"))]
    commitment: [u8; 32],
    seed_revealed: bool,
    /// Pacts proposed or binding (R-PCT-1).
    #[cfg_attr(feature = "serde", serde(default))]
    pacts: Vec<Pact>,
    /// The highest pact number given so far.
    #[cfg_attr(feature = "serde", serde(default))]
    next_pact: u32,
    /// The step under way, for the turn clocks (SVC-CLOCK).
    #[cfg_attr(feature = "serde", serde(default))]
    step: StepClock,
    version: u64,
}

impl Default for Game {
    fn default() -> Self {
        Self::new()
    }
}

impl Game {
    /// The empty game before its first event.
    #[must_use]
    pub fn new() -> Self {
        Game {
            ruleset: RulesetRef(RulesetId::Revancha.ruleset()),
            options: Options::default(),
            seating: Vec::new(),
            players: Vec::new(),
            countries: Vec::new(),
            owned: [0; 6],
            shared: [0; 6],
            pact_condos: 0,
            pile: Vec::new(),
            pile_bottom: VecDeque::new(),
            situations: Vec::new(),
            continent_card_holder: Vec::new(),
            phase: Phase::NotStarted,
            round: 0,
            round_order: Vec::new(),
            situation: None,
            crisis_losers: 0,
            turn: TurnState::default(),
            first_player: None,
            outcome: None,
            seed: None,
            commitment: [0; 32],
            seed_revealed: false,
            pacts: Vec::new(),
            next_pact: 0,
            step: StepClock::default(),
            version: 0,
        }
    }

    /// Folds a whole log.
    #[must_use]
    pub fn replay<'a>(events: impl IntoIterator<Item = &'a Event>) -> Game {
        let mut g = Game::new();
        for e in events {
            g.apply(e);
        }
        g
    }

    // ---- read access ---------------------------------------------------

    /// The board.
    #[must_use]
    pub fn board(&self) -> &'static Board {
        self.ruleset.0.board
    }
    /// The edition this game plays.
    #[must_use]
    pub fn ruleset(&self) -> &'static Ruleset {
        self.ruleset.0
    }
    /// House rules.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }
    /// Events applied so far.
    #[must_use]
    pub fn version(&self) -> u64 {
        self.version
    }
    /// Current phase.
    #[must_use]
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    /// Round of hostilities (0 during the initial placement).
    #[must_use]
    pub fn round(&self) -> u32 {
        self.round
    }
    /// Turn order of the current round.
    #[must_use]
    pub fn round_order(&self) -> &[Color] {
        &self.round_order
    }
    /// Seating order (R-ORD-1).
    #[must_use]
    pub fn seating(&self) -> &[Color] {
        &self.seating
    }
    /// The situation card in force.
    #[must_use]
    pub fn situation(&self) -> Option<Situation> {
        self.situation
    }
    /// Players in seating order.
    #[must_use]
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }
    /// A player by colour.
    #[must_use]
    pub fn player(&self, color: Color) -> Option<&PlayerState> {
        self.players.iter().find(|p| p.color == color)
    }
    /// A country's occupation.
    #[must_use]
    pub fn country(&self, id: CountryId) -> &CountryState {
        &self.countries[id.index()]
    }
    /// All countries, by index.
    #[must_use]
    pub fn countries(&self) -> &[CountryState] {
        &self.countries
    }
    /// The countries a colour holds alone, as a mask: "their countries"
    /// for every count of the rules (a condominium counts for neither owner).
    #[must_use]
    pub fn owned_mask(&self, color: Color) -> u128 {
        self.owned[color.index()]
    }
    /// How many countries a colour holds alone.
    #[must_use]
    pub fn country_count(&self, color: Color) -> u32 {
        self.owned[color.index()].count_ones()
    }
    /// The condominiums a colour has a stake in (R-PCT-11).
    #[must_use]
    pub fn shared_mask(&self, color: Color) -> u128 {
        self.shared[color.index()]
    }
    /// Every country where a colour has armies: alone or in a condominium.
    #[must_use]
    pub fn presence_mask(&self, color: Color) -> u128 {
        self.owned[color.index()] | self.shared[color.index()]
    }
    /// The colours occupying a country, as a colour bit set.
    #[must_use]
    pub fn occupant_mask(&self, id: CountryId) -> u8 {
        let c = &self.countries[id.index()];
        c.main.owner.bit() | c.co.map_or(0, |s| s.owner.bit())
    }
    /// A colour's stake in a country, if it has one.
    #[must_use]
    pub fn stake(&self, id: CountryId, color: Color) -> Option<&Stake> {
        let c = &self.countries[id.index()];
        if c.main.owner == color {
            Some(&c.main)
        } else {
            c.co.as_ref().filter(|s| s.owner == color)
        }
    }
    /// Whether the country was made a condominium by an aggression pact.
    #[must_use]
    pub fn is_pact_condominium(&self, id: CountryId) -> bool {
        self.pact_condos & id.bit() != 0
    }
    /// Who holds each continent card.
    #[must_use]
    pub fn continent_card_holder(&self, c: ContinentId) -> Option<Color> {
        self.continent_card_holder.get(c.index()).copied().flatten()
    }
    /// Cards in the draw pile.
    #[must_use]
    pub fn pile_len(&self) -> usize {
        self.pile.len() + self.pile_bottom.len()
    }
    /// The outcome, once finished.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    /// `sha256(seed)`.
    #[must_use]
    pub fn commitment(&self) -> [u8; 32] {
        self.commitment
    }
    /// The seed once revealed at the end.
    #[must_use]
    pub fn revealed_seed(&self) -> Option<Seed> {
        if self.seed_revealed { self.seed } else { None }
    }
    /// `violation`, refused in this game: its message names countries on
    /// this game's board and cites its edition's rule.
    #[must_use]
    pub fn refused(&self, violation: crate::rules::RuleViolation) -> crate::rules::Refused {
        crate::rules::Refused::new(violation, self.ruleset().id)
    }
    /// The seed (secret; for the app layer's RNG and operators).
    #[must_use]
    pub fn seed(&self) -> Option<Seed> {
        self.seed
    }
    /// Whether the game is over.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.outcome.is_some()
    }

    /// The colour to act, if any.
    #[must_use]
    pub fn current_player(&self) -> Option<Color> {
        self.phase.actor()
    }
    /// Per-turn bookkeeping.
    #[must_use]
    pub fn turn(&self) -> &TurnState {
        &self.turn
    }
    /// The first player (R-ORD-2).
    #[must_use]
    pub fn first_player(&self) -> Option<Color> {
        self.first_player
    }

    /// The draw pile's contents (operators only: it reveals hands by difference).
    #[must_use]
    pub fn pile_contents(&self) -> Vec<CountryId> {
        self.pile.iter().chain(self.pile_bottom.iter()).copied().collect()
    }

    fn player_mut(&mut self, color: Color) -> &mut PlayerState {
        self.players
            .iter_mut()
            .find(|p| p.color == color)
            .expect("BUG: an event names a colour that is not in the game")
    }

    /// Alive players.
    pub fn alive(&self) -> impl Iterator<Item = &PlayerState> + '_ {
        self.players.iter().filter(|p| !p.eliminated)
    }

    /// Whether a colour is seated and not eliminated.
    #[must_use]
    pub fn is_alive(&self, color: Color) -> bool {
        self.player(color).is_some_and(|p| !p.eliminated)
    }

    /// Whether the step under way was let time out (SVC-CLOCK): under an
    /// `on_timeout: bot` clock the seat's bot plays it to its end.
    #[must_use]
    pub fn step_timed_out(&self) -> bool {
        self.step.timed_out && self.step.actor == self.phase.actor()
    }

    /// Who plays `color`'s seat now (SVC-BOTS); `None` for a colour not
    /// seated.
    #[must_use]
    pub fn controller(&self, color: Color) -> Option<Controller> {
        self.player(color).map(|p| p.controller)
    }

    /// Whether a colour still plays: contending, and never once the game is
    /// over.
    #[must_use]
    pub fn in_play(&self, color: Color) -> bool {
        !self.is_finished() && self.is_contending(color)
    }

    /// Whether a colour is seated, not eliminated and not forfeited: still
    /// playing for the win.
    #[must_use]
    pub fn is_contending(&self, color: Color) -> bool {
        self.player(color).is_some_and(|p| !p.eliminated && !p.forfeited)
    }

    /// The player on `color`'s left: the next seat (R-ORD-1).
    #[must_use]
    pub fn left_of(&self, color: Color) -> Option<Color> {
        let n = self.seating.len();
        let i = self.seating.iter().position(|&c| c == color)?;
        self.seating.get((i + 1) % n).copied()
    }

    /// The player on `color`'s right: the previous seat (R-ORD-1).
    #[must_use]
    pub fn right_of(&self, color: Color) -> Option<Color> {
        let n = self.seating.len();
        let i = self.seating.iter().position(|&c| c == color)?;
        self.seating.get((i + n - 1) % n).copied()
    }

    /// Total armies and missiles of a colour on the map.
    #[must_use]
    pub fn forces(&self, color: Color) -> (u32, u32) {
        self.countries
            .iter()
            .flat_map(|c| std::iter::once(c.main).chain(c.co))
            .filter(|s| s.owner == color)
            .fold((0, 0), |(a, m), s| (a + s.armies, m + s.missiles))
    }

    /// The unordered part of the draw pile (secret).
    pub(crate) fn pile(&self) -> &[CountryId] {
        &self.pile
    }

    /// Exchanged cards under the pile, in the order they were returned.
    pub(crate) fn pile_bottom(&self) -> &VecDeque<CountryId> {
        &self.pile_bottom
    }

    /// Condominiums born of an aggression pact (R-PCT-11), as a mask.
    pub(crate) fn pact_condos(&self) -> u128 {
        self.pact_condos
    }

    /// The colours a crisis card keeps from drawing this round (R-SIT-5), as a mask.
    pub(crate) fn crisis_losers(&self) -> u8 {
        self.crisis_losers
    }

    /// The situation cards not yet turned up (R-SIT-1).
    pub(crate) fn situations(&self) -> &[Situation] {
        &self.situations
    }

    /// The highest pact number given so far.
    pub(crate) fn next_pact(&self) -> u32 {
        self.next_pact
    }

    /// Who holds each continent card, by continent.
    pub(crate) fn continent_card_holders(&self) -> &[Option<Color>] {
        &self.continent_card_holder
    }

    /// The pacts proposed or binding now (R-PCT-1: public).
    #[must_use]
    pub fn pacts(&self) -> &[Pact] {
        &self.pacts
    }

    /// R-SIT-4: with open borders an attack crosses continents, with closed
    /// borders it stays in one.
    ///
    /// # Errors
    /// [`RuleViolation::BordersRestricted`] when the card in force forbids it.
    pub(crate) fn check_borders(
        &self,
        from: CountryId,
        to: CountryId,
    ) -> Result<(), RuleViolation> {
        let board = self.board();
        let same = board.country(from).continent == board.country(to).continent;
        match self.situation {
            Some(Situation::OpenBorders) if same => {
                Err(RuleViolation::BordersRestricted { open: true })
            }
            Some(Situation::ClosedBorders) if !same => {
                Err(RuleViolation::BordersRestricted { open: false })
            }
            _ => Ok(()),
        }
    }

    /// Armies and missiles that may still leave `from` in this regroup (R-REG-1, R-REG-2).
    pub(crate) fn movable(&self, from: CountryId, actor: Color) -> (u32, u32) {
        let Some(c) = self.stake(from, actor) else { return (0, 0) };
        let (arrived_a, arrived_m) = self.turn.arrived.get(from.index()).copied().unwrap_or((0, 0));
        (c.armies.saturating_sub(arrived_a.max(1)), c.missiles.saturating_sub(arrived_m))
    }

    /// Whether a country is blockaded (R-BLK-1, R-BLK-3).
    #[must_use]
    pub fn is_blockaded(&self, id: CountryId) -> bool {
        if !self.options.blockades {
            return false;
        }
        let board = self.board();
        let nbs = board.neighbours(id);
        if nbs.len() < 3 {
            return false;
        }
        let here = &self.countries[id.index()];
        // R-BLK-3: a player's only country is never blockaded; a
        // condominium counts as theirs here (it keeps them in the game).
        if here.co.is_some() || self.presence_mask(here.main.owner).count_ones() <= 1 {
            return false;
        }
        let Some(first) = nbs.first() else { return false };
        let blocker = self.countries[first.index()].main.owner;
        blocker != here.main.owner
            && nbs.iter().all(|nb| {
                let c = &self.countries[nb.index()];
                c.co.is_none() && c.main.owner == blocker && c.main.armies >= 2
            })
    }

    /// Whether `color` has fulfilled its secret objective(s) now
    /// (R-OBJ-2..4, R-SMALL-2, R-SMALL-3).
    #[must_use]
    pub fn secret_objective_met(&self, color: Color) -> bool {
        let Some(p) = self.player(color) else { return false };
        if p.eliminated || p.objectives.is_empty() || p.objective_lapsed {
            return false;
        }
        let owned = self.owned[color.index()];
        let board = self.board();
        let met = |o: &Objective, def: &ObjectiveDef| -> bool {
            match def.destroy {
                Some(_) => o.target.is_some_and(|t| {
                    self.player(t)
                        .is_some_and(|tp| tp.eliminated && tp.eliminated_by == Some(color))
                }),
                None => def.occupation_met(board, owned),
            }
        };
        let rules = self.ruleset();
        let all =
            p.objectives.iter().all(|o| rules.objective(o.card).is_some_and(|def| met(o, def)));
        if !all {
            return false;
        }
        // R-SMALL-3: with 3 players, at least 10 more countries than the
        // objective names (Revancha).
        let margin = (rules.objectives.margin)(self.players.len());
        if margin > 0 {
            let named: u32 = p
                .objectives
                .iter()
                .filter_map(|o| rules.objective(o.card))
                .map(ObjectiveDef::named_countries)
                .sum();
            return owned.count_ones() >= named + margin;
        }
        true
    }

    /// The countries that win at once: the edition's goal for this many
    /// players (classic R-CLS-11, Junior R-JNR-3), else the common
    /// objective option (R-OBJ-1), if any.
    #[must_use]
    pub fn country_goal(&self) -> Option<u32> {
        let rules = self.ruleset();
        (rules.objectives.country_goal)(self.players.len(), rules.board)
            .or((self.options.common_objective > 0).then_some(self.options.common_objective))
            .map(u32::from)
    }

    /// The winner now, if any (R-OBJ-1, R-OBJ-6): the player to act is
    /// checked first, then the others in seating order.
    #[must_use]
    pub fn winner_now(&self) -> Option<(Color, WinReason)> {
        let mut alive = self.players.iter().filter(|p| !p.eliminated);
        let only = alive.next()?;
        if alive.next().is_none() {
            return Some((only.color, WinReason::LastStanding));
        }
        let mut contending = self.players.iter().filter(|p| !p.eliminated && !p.forfeited);
        if let (Some(only), None) = (contending.next(), contending.next()) {
            return Some((only.color, WinReason::OthersForfeited));
        }
        let goal = self.country_goal();
        let wins = |c: Color| {
            if goal.is_some_and(|goal| self.country_count(c) >= goal) {
                Some((c, WinReason::CommonObjective))
            } else if self.secret_objective_met(c) {
                Some((c, WinReason::SecretObjective))
            } else {
                None
            }
        };
        let first = self.phase.actor().filter(|&c| self.is_contending(c));
        first.and_then(wins).or_else(|| {
            self.players
                .iter()
                .filter(|p| !p.eliminated && !p.forfeited && Some(p.color) != first)
                .find_map(|p| wins(p.color))
        })
    }
}
/// Countries where `color` has armies, alone or in a condominium, as ids
/// (placements, legal actions).
pub(crate) fn countries_of(g: &Game, color: Color) -> impl Iterator<Item = CountryId> {
    g.board().ids_in(g.presence_mask(color))
}
