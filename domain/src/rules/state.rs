//! The game state and `apply`, the infallible fold of events into it.
//!
//! `apply` never rolls dice and never validates: every number it needs is in
//! the event (decided earlier by `decide`), so replaying a log rebuilds the
//! exact state. The only derived bookkeeping here is arithmetic that follows
//! from the event alone (pool counters, the phase after a conquest).

use std::collections::VecDeque;

use crate::board::{Board, ContinentId, CountryId};
use crate::color::Color;
use crate::rng::Seed;
use crate::rules::objectives::ObjectiveDef;
use crate::rules::pacts::{Pact, PactStatus, PactTerms};
use crate::rules::types::{
    Event, GameStart, Objective, Options, Phase, Secret, Situation, WinReason,
};
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
    }
}

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
    pub(crate) ruleset: RulesetRef,
    pub(crate) options: Options,
    pub(crate) seating: Vec<Color>,
    pub(crate) players: Vec<PlayerState>,
    pub(crate) countries: Vec<CountryState>,
    /// Countries each colour holds alone.
    pub(crate) owned: [u128; 6],
    /// Condominiums each colour has a stake in (R-PCT-11): they count for
    /// neither owner as "their countries".
    #[cfg_attr(feature = "serde", serde(default))]
    pub(crate) shared: [u128; 6],
    /// Condominiums born of an aggression pact, whose owners fight each
    /// other only inside them (R-PCT-11).
    #[cfg_attr(feature = "serde", serde(default))]
    pub(crate) pact_condos: u128,
    /// The unordered part of the draw pile: drawn from at random.
    pub(crate) pile: Vec<CountryId>,
    /// Exchanged cards, under the pile in the order they were returned
    /// (public); drawn at random once the unordered part is used up (R-EXC-4).
    pub(crate) pile_bottom: VecDeque<CountryId>,
    pub(crate) situations: Vec<Situation>,
    pub(crate) continent_card_holder: Vec<Option<Color>>,
    pub(crate) phase: Phase,
    pub(crate) round: u32,
    pub(crate) round_order: Vec<Color>,
    pub(crate) situation: Option<Situation>,
    pub(crate) crisis_losers: u8,
    pub(crate) turn: TurnState,
    pub(crate) first_player: Option<Color>,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) seed: Option<Seed>,
    pub(crate) commitment: [u8; 32],
    pub(crate) seed_revealed: bool,
    /// Pacts proposed or binding (R-PCT-1).
    #[cfg_attr(feature = "serde", serde(default))]
    pub(crate) pacts: Vec<Pact>,
    /// The highest pact number given so far.
    #[cfg_attr(feature = "serde", serde(default))]
    pub(crate) next_pact: u32,
    pub(crate) version: u64,
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

    pub(crate) fn player_mut(&mut self, color: Color) -> &mut PlayerState {
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

    // ---- apply ----------------------------------------------------------

    /// A colour's stake, which events name (their `decide` checked it).
    fn stake_mut(&mut self, id: CountryId, color: Color) -> &mut Stake {
        let c = &mut self.countries[id.index()];
        match &mut c.co {
            Some(co) if co.owner == color => co,
            _ => &mut c.main,
        }
    }

    /// Recomputes the ownership masks of one country from its stakes.
    pub(crate) fn refresh_masks(&mut self, id: CountryId) {
        for m in self.owned.iter_mut().chain(self.shared.iter_mut()) {
            *m &= !id.bit();
        }
        let c = self.countries[id.index()];
        match c.co {
            None => {
                self.owned[c.main.owner.index()] |= id.bit();
                self.pact_condos &= !id.bit();
            }
            Some(co) => {
                self.shared[c.main.owner.index()] |= id.bit();
                self.shared[co.owner.index()] |= id.bit();
            }
        }
    }

    /// R-ATK-5, R-PCT-12: `defender`'s stake in `to` is wiped out by
    /// `attacker` from `from`. Alone there, the attacker takes the country
    /// (one army moves in when it was not there yet); beside a third
    /// colour, it moves in and shares the country with them. The missiles
    /// of the stake change hands. Returns whether the attacker now holds the
    /// country alone (a conquest, R-CRD-1).
    fn expel(&mut self, attacker: Color, defender: Color, from: CountryId, to: CountryId) -> bool {
        let c = self.countries[to.index()];
        let (gone, rest) = match c.co {
            Some(co) if co.owner == defender => (co, Some(c.main)),
            Some(co) => (c.main, Some(co)),
            None => (c.main, None),
        };
        let was_there = rest.is_some_and(|s| s.owner == attacker);
        if !was_there {
            self.stake_mut(from, attacker).armies -= 1;
        }
        let missiles = gone.missiles;
        let here = &mut self.countries[to.index()];
        match rest {
            Some(mut r) if r.owner == attacker => {
                r.missiles += missiles;
                *here = CountryState { main: r, co: None };
            }
            Some(r) => {
                let entered = Stake { owner: attacker, armies: 1, missiles };
                *here = CountryState { main: r, co: Some(entered) };
                // A new condominium, with no pact between its owners.
                self.pact_condos &= !to.bit();
            }
            None => {
                *here =
                    CountryState { main: Stake { owner: attacker, armies: 1, missiles }, co: None };
            }
        }
        self.refresh_masks(to);
        self.countries[to.index()].co.is_none()
    }

    /// Takes `n` armies from the pools of the current placement phase; armies
    /// for a continent are used first where they may go (R-INC-2).
    fn spend_pool(&mut self, country: CountryId, n: u32) {
        let continent = self.board().country(country).continent.index();
        match &mut self.phase {
            Phase::InitialPlacement { remaining, .. }
            | Phase::ExtraReinforcement { remaining, .. } => {
                *remaining = remaining.saturating_sub(n);
            }
            Phase::Incorporation { free, continent: pools, .. } => {
                let from_continent = pools.get(continent).copied().unwrap_or(0).min(n);
                if let Some(p) = pools.get_mut(continent) {
                    *p -= from_continent;
                }
                *free = free.saturating_sub(n - from_continent);
            }
            _ => {}
        }
    }

    fn enter_attack(&mut self) {
        if let Phase::Incorporation { player, .. } = self.phase {
            self.phase = Phase::Attack { player };
        }
    }

    /// Folds one event into the state. Infallible: events come from `decide`.
    #[inline]
    pub fn apply(&mut self, event: &Event) {
        // The hot path (a battle that conquers nothing) stays small enough to
        // inline; everything else goes through the big match.
        if let Event::AttackResolved {
            from,
            to,
            attacker_losses,
            defender_losses,
            conquered: false,
            ..
        } = event
            && let Phase::Attack { .. } = self.phase
            && self.countries[from.index()].co.is_none()
            && self.countries[to.index()].co.is_none()
        {
            self.version += 1;
            self.countries[from.index()].main.armies -= attacker_losses;
            self.countries[to.index()].main.armies -= defender_losses;
            return;
        }
        self.apply_any(event);
    }

    #[expect(clippy::too_many_lines, reason = "one arm per event kind reads best as one match")]
    fn apply_any(&mut self, event: &Event) {
        self.version += 1;
        match event {
            Event::GameStarted(start) => {
                let GameStart { ruleset, options, seating, seed, commitment } = &**start;
                // `start` refuses unknown slugs; a log naming none plays Revancha.
                self.ruleset = RulesetRef(RulesetId::stored(ruleset).ruleset());
                let board = self.board();
                self.options = options.clone();
                self.seating.clone_from(seating);
                self.players = seating
                    .iter()
                    .map(|&color| PlayerState {
                        color,
                        hand: Vec::new(),
                        continent_cards: 0,
                        used_continent_cards: 0,
                        exchanges: 0,
                        exchanged_in_round: 0,
                        objectives: Vec::new(),
                        objective_lapsed: false,
                        eliminated: false,
                        eliminated_by: None,
                        forfeited: false,
                        zone_card_ban: false,
                        continent_bonuses: 0,
                    })
                    .collect();
                self.pile = board.country_ids().collect();
                self.situations = Situation::deck();
                self.continent_card_holder = vec![None; board.continents.len()];
                self.seed = seed.known().copied();
                self.commitment = *commitment;
                self.turn.arrived = vec![(0, 0); board.len()];
            }
            Event::PositionLoaded { position } => self.load_position(position),
            Event::DiceOff { purpose, winners, .. } => {
                if *purpose == crate::rules::types::DiceOffPurpose::FirstPlayer {
                    self.first_player = winners.first().copied();
                }
            }
            Event::CountriesDealt { owners } => {
                self.owned = [0; 6];
                self.countries = owners
                    .iter()
                    .map(|&owner| CountryState {
                        main: Stake { owner, armies: 1, missiles: 0 },
                        co: None,
                    })
                    .collect();
                for (i, o) in owners.iter().enumerate() {
                    self.owned[o.index()] |= 1u128 << i;
                }
            }
            Event::ObjectiveDealt { player, objectives } => {
                let objs = objectives.known().cloned().unwrap_or_default();
                self.player_mut(*player).objectives = objs;
            }
            Event::PlacementStarted { round, player, armies } => {
                self.phase =
                    Phase::InitialPlacement { round: *round, player: *player, remaining: *armies };
            }
            Event::ArmiesPlaced { player, country, armies } => {
                self.stake_mut(*country, *player).armies += armies;
                self.spend_pool(*country, *armies);
            }
            Event::MissileBought { player, country } => {
                self.stake_mut(*country, *player).missiles += 1;
                self.spend_pool(*country, 6);
            }
            Event::MissileConverted { player, country } => {
                let c = self.stake_mut(*country, *player);
                c.armies -= 6;
                c.missiles += 1;
            }
            Event::CardsExchanged { player, cards, continents, armies } => {
                let round = self.round;
                let p = self.player_mut(*player);
                p.hand.retain(|h| !cards.contains(&h.country));
                for k in continents {
                    p.continent_cards &= !(1 << k.0);
                    p.used_continent_cards |= 1 << k.0;
                }
                p.exchanges += 1;
                p.exchanged_in_round = round;
                for k in continents {
                    self.continent_card_holder[k.index()] = None;
                }
                self.pile_bottom.extend(cards.iter().copied());
                if let Phase::Incorporation { free, .. } = &mut self.phase {
                    *free += armies;
                }
            }
            Event::RoundStarted { round, order } => {
                self.round = *round;
                self.round_order.clone_from(order);
                self.crisis_losers = 0;
                self.situation = None;
            }
            Event::SituationRevealed { card } => {
                if self.situations.is_empty() {
                    // R-SIT-1: the revealed cards are reshuffled when the deck runs out.
                    self.situations = Situation::deck();
                }
                if let Some(i) = self.situations.iter().position(|s| s == card) {
                    self.situations.remove(i);
                }
                self.situation = Some(*card);
            }
            Event::CrisisRolled { losers, .. } => {
                self.crisis_losers = losers.iter().fold(0, |m, c| m | c.bit());
            }
            Event::ReinforcementStarted { player, armies } => {
                self.phase = Phase::ExtraReinforcement { player: *player, remaining: *armies };
            }
            Event::TurnStarted { player, incorporation } => {
                self.turn.conquests = 0;
                self.turn.conquered_in = 0;
                self.turn.arrived.fill((0, 0));
                self.turn.joint.clear();
                self.turn.ally_regroups.clear();
                self.phase = match incorporation {
                    Some(inc) => {
                        let mut continent = vec![0; self.board().continents.len()];
                        for (k, n) in &inc.for_continents {
                            continent[k.index()] += n;
                        }
                        if self.ruleset().incorporation.continent_bonus_once {
                            let taken = inc.for_continents.iter().fold(0, |m, (k, _)| m | 1 << k.0);
                            self.player_mut(*player).continent_bonuses |= taken;
                        }
                        Phase::Incorporation { player: *player, free: inc.for_countries, continent }
                    }
                    None => Phase::Attack { player: *player },
                };
                self.apply_pact(event);
            }
            Event::AttackResolved {
                attacker,
                defender,
                from,
                to,
                attacker_losses,
                defender_losses,
                conquered,
                ..
            } => {
                self.enter_attack();
                self.stake_mut(*from, *attacker).armies -= attacker_losses;
                self.stake_mut(*to, *defender).armies -= defender_losses;
                if *conquered {
                    let sole = self.expel(*attacker, *defender, *from, *to);
                    let continent = 1 << self.board().country(*to).continent.0;
                    if let Phase::Aggression { pact, .. } = self.phase {
                        // R-PCT-10: a conquest of both allies, counted apart.
                        self.turn.conquered_in |= continent;
                        let allies = self.pacts.iter().find(|p| p.id == pact).map(|p| [p.by, p.to]);
                        for ally in allies.into_iter().flatten() {
                            match self.turn.joint.iter_mut().find(|(c, _)| *c == ally) {
                                Some(j) => j.1 += 1,
                                None => self.turn.joint.push((ally, 1)),
                            }
                        }
                        return;
                    }
                    if sole {
                        self.turn.conquests += 1;
                        self.turn.conquered_in |= continent;
                    }
                    let max = if *from == *to {
                        0
                    } else {
                        // R-ATK-5: up to 2 more (R-JNR-6: any number).
                        let free = self.stake(*from, *attacker).map_or(0, |s| s.armies - 1);
                        self.ruleset().turn.extra_move_in.map_or(free, |most| free.min(most))
                    };
                    // R-PCT-7: a party takes its international zone with one army.
                    if max > 0 && self.zone_on(*to).is_none_or(|z| !z.binds(*attacker)) {
                        self.phase = Phase::MoveIn { player: *attacker, from: *from, to: *to, max };
                    }
                }
            }
            Event::ArmiesMovedIn { from, to, armies } => {
                let Some(player) = self.phase.actor() else { return };
                self.stake_mut(*from, player).armies -= armies;
                self.stake_mut(*to, player).armies += armies;
                self.phase = match std::mem::replace(&mut self.phase, Phase::NotStarted) {
                    Phase::JointMoveIn { turn, to, mut movers } => {
                        movers.remove(0);
                        if movers.is_empty() {
                            Phase::Attack { player: turn }
                        } else {
                            Phase::JointMoveIn { turn, to, movers }
                        }
                    }
                    _ => Phase::Attack { player },
                };
            }
            Event::MissileFired { from, to, damage } => {
                self.enter_attack();
                self.countries[from.index()].main.missiles -= 1;
                self.countries[to.index()].main.armies -= damage;
            }
            Event::MissileFiredAt { from, to, occupant, damage } => {
                self.enter_attack();
                if let Some(shooter) = self.phase.actor() {
                    self.stake_mut(*from, shooter).missiles -= 1;
                }
                self.stake_mut(*to, *occupant).armies -= damage;
            }
            Event::Regrouped { from, to, armies, missiles } => {
                let Some(player) = self.phase.actor() else { return };
                let f = self.stake_mut(*from, player);
                f.armies -= armies;
                f.missiles -= missiles;
                let t = self.stake_mut(*to, player);
                t.armies += armies;
                t.missiles += missiles;
                let a = &mut self.turn.arrived[to.index()];
                a.0 += armies;
                a.1 += missiles;
                if !matches!(self.phase, Phase::AllyRegroup { .. }) {
                    self.phase = Phase::Regroup { player };
                }
            }
            Event::AggressionLaunched { first, pact } => {
                if let Some(turn) = self.phase.turn_player() {
                    self.phase = Phase::Aggression { turn, pact: *pact, actor: *first };
                }
            }
            Event::AggressionNext { actor } => {
                if let Phase::Aggression { actor: a, .. } = &mut self.phase {
                    *a = *actor;
                }
            }
            Event::CondominiumFormed { country, player, from, pact } => {
                self.stake_mut(*from, *player).armies -= 1;
                let here = &mut self.countries[country.index()];
                here.co = Some(Stake { owner: *player, armies: 1, missiles: 0 });
                let partner = here.main.owner;
                self.refresh_masks(*country);
                self.pact_condos |= country.bit();
                self.next_pact = self.next_pact.max(*pact);
                let round = self.round;
                self.pacts.push(Pact {
                    id: *pact,
                    by: partner,
                    to: *player,
                    terms: PactTerms::Condominium { country: *country },
                    status: PactStatus::InForce,
                    round,
                    dismissable_by: None,
                });
                // The ally (not the leader) regroups into it after the leader.
                let ally =
                    if self.phase.turn_player() == Some(*player) { partner } else { *player };
                self.turn.ally_regroups.push((ally, *country));
            }
            Event::AggressionEnded { pact, movers, .. } => {
                let to = self.pacts.iter().find(|p| p.id == *pact).and_then(|p| match p.terms {
                    PactTerms::Aggression { target, .. } => Some(target),
                    _ => None,
                });
                if let (Some(turn), Some(to)) = (self.phase.turn_player(), to) {
                    self.phase = if movers.is_empty() {
                        Phase::Attack { player: turn }
                    } else {
                        Phase::JointMoveIn { turn, to, movers: movers.clone() }
                    };
                }
                self.apply_pact(event);
            }
            Event::AllyRegroupStarted { player, into } => {
                if let Some(turn) = self.phase.turn_player() {
                    self.turn.ally_regroups.retain(|(c, _)| c != player);
                    self.phase = Phase::AllyRegroup { turn, player: *player, into: into.clone() };
                }
            }
            Event::PlayerEliminated { player, by, cards } => {
                let hand = std::mem::take(&mut self.player_mut(*player).hand);
                let loser = self.player_mut(*player);
                loser.eliminated = true;
                loser.eliminated_by = Some(*by);
                loser.continent_cards = 0;
                let inherited = cards.known().map_or(hand, |cs| {
                    cs.iter().map(|&country| HeldCard { country, bonus_used: false }).collect()
                });
                self.player_mut(*by)
                    .hand
                    .extend(inherited.into_iter().map(|h| HeldCard { bonus_used: false, ..h }));
                // R-OBJ-4 / R-ELM-1: whoever had to destroy this colour, and did
                // not, falls back to the common objective.
                for p in &mut self.players {
                    if p.color != *by && p.objectives.iter().any(|o| o.target == Some(*player)) {
                        p.objective_lapsed = true;
                    }
                }
            }
            Event::CardDrawn { player, card } => {
                let drawn = match card.known() {
                    Some(c) => {
                        if let Some(i) = self.pile.iter().position(|x| x == c) {
                            self.pile.remove(i);
                        } else if let Some(i) = self.pile_bottom.iter().position(|x| x == c) {
                            self.pile_bottom.remove(i);
                        }
                        Some(*c)
                    }
                    None => None,
                };
                if let Some(country) = drawn {
                    self.player_mut(*player).hand.push(HeldCard { country, bonus_used: false });
                }
            }
            Event::CardBonus { player, country, armies } => {
                self.countries[country.index()].main.armies += armies;
                if let Some(h) =
                    self.player_mut(*player).hand.iter_mut().find(|h| h.country == *country)
                {
                    h.bonus_used = true;
                }
            }
            Event::ContinentCardEarned { player, continent } => {
                self.continent_card_holder[continent.index()] = Some(*player);
                self.player_mut(*player).continent_cards |= 1 << continent.0;
            }
            Event::ContinentCardReturned { player, continent } => {
                self.continent_card_holder[continent.index()] = None;
                self.player_mut(*player).continent_cards &= !(1 << continent.0);
            }
            Event::ZoneDutyFailed { player, card, .. } => {
                match card {
                    Some(Secret::Known(c)) => {
                        self.player_mut(*player).hand.retain(|h| h.country != *c);
                        self.pile.push(*c);
                    }
                    // A projection for another viewer: which card is unknown here.
                    Some(Secret::Redacted) => {}
                    None => self.player_mut(*player).zone_card_ban = true,
                }
                self.apply_pact(event);
            }
            Event::CardWithheld { player } => self.player_mut(*player).zone_card_ban = false,
            Event::PlayerForfeited { player } => self.player_mut(*player).forfeited = true,
            Event::GameWon { winner, reason } => {
                self.outcome = Some(Outcome::Won { winner: *winner, reason: *reason });
                self.phase = Phase::Finished;
            }
            Event::RoundCapReached { .. } => {
                self.outcome = Some(Outcome::RoundCap);
                self.phase = Phase::Finished;
            }
            Event::TurnEnded { .. }
            | Event::PactProposed { .. }
            | Event::PactAccepted { .. }
            | Event::PactBreakAnnounced { .. }
            | Event::PactEnded { .. } => self.apply_pact(event),
            Event::SeedRevealed { seed } => {
                self.seed = Some(*seed);
                self.seed_revealed = true;
            }
        }
    }
}
