//! Positions: a whole game state as a versioned, validated document, for
//! export, import (puzzles, restarts, bug reports) and scenario tests.
//!
//! Importing a position starts a game whose first event is
//! [`Event::PositionLoaded`](super::Event::PositionLoaded), so the log stays the single source of truth and
//! replay works as for any game. The document carries secrets (objectives,
//! hands, pile, seed); [`Position::redacted`] hides them per viewer.

use crate::board::{Board, ContinentId, CountryId};
use crate::color::Color;
use crate::rng::Seed;
use crate::rules::types::pact::{Pact, PactStatus, PactTerms};
use crate::rules::types::{Objective, Options, Phase, Secret, Situation, Viewer};
use crate::ruleset::{Ruleset, RulesetId};

/// The position format this engine writes and reads.
pub const POSITION_FORMAT: u32 = 1;

/// A game state as a document. Fields may be inconsistent until
/// [`Position::validate`] (or [`Game::from_position`](crate::rules::Game::from_position)) checks them.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Position {
    /// [`POSITION_FORMAT`].
    pub format: u32,
    /// Ruleset slug: an edition's.
    #[cfg_attr(feature = "openapi", schema(pattern = "^(revancha|classic|junior)$"))]
    pub ruleset: String,
    /// House rules.
    pub options: Options,
    /// Seating order.
    pub seating: Vec<Color>,
    /// Players, in seating order.
    pub players: Vec<PositionPlayer>,
    /// Every country, by index.
    pub countries: Vec<PositionCountry>,
    /// Unordered part of the draw pile (secret).
    pub pile: Secret<Vec<CountryId>>,
    /// Exchanged cards under the pile, in order (public: they were shown).
    pub pile_bottom: Vec<CountryId>,
    /// Situation cards not yet revealed since the last reshuffle.
    pub situations: Vec<Situation>,
    /// Who holds each continent card (by continent index).
    pub continent_cards: Vec<Option<Color>>,
    /// Phase.
    pub phase: Phase,
    /// Round of hostilities.
    pub round: u32,
    /// Order of this round.
    pub round_order: Vec<Color>,
    /// Situation card in force.
    pub situation: Option<Situation>,
    /// Players barred from cards this round by a crisis (R-SIT-5).
    pub crisis_losers: Vec<Color>,
    /// Conquests this turn.
    pub conquests: u32,
    /// Continents with a conquest this turn.
    pub conquered_in: Vec<ContinentId>,
    /// (country, armies, missiles) that arrived in this regroup.
    pub arrived: Vec<(CountryId, u32, u32)>,
    /// First player (R-ORD-2).
    pub first_player: Option<Color>,
    /// RNG seed (secret); a new game from this position rolls from it.
    pub seed: Secret<Seed>,
    /// Pacts proposed or binding (R-PCT-1: public).
    #[cfg_attr(feature = "serde", serde(default))]
    pub pacts: Vec<Pact>,
    /// The highest pact number given so far.
    #[cfg_attr(feature = "serde", serde(default))]
    pub last_pact: u32,
    /// Condominiums born of an aggression pact, whose owners fight each
    /// other only inside them (R-PCT-11).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Vec::is_empty"))]
    pub pact_condominiums: Vec<CountryId>,
    /// Conquests through aggression pacts this turn, per ally (R-PCT-10).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Vec::is_empty"))]
    pub joint_conquests: Vec<(Color, u32)>,
    /// Condominiums formed this turn and the ally who regroups into each
    /// after the leader (R-PCT-11).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Vec::is_empty"))]
    pub ally_regroups: Vec<(Color, CountryId)>,
}

/// A player in a position.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PositionPlayer {
    /// Colour.
    pub color: Color,
    /// Secret objectives.
    pub objectives: Secret<Vec<Objective>>,
    /// A destruction objective lapsed (R-OBJ-4).
    pub objective_lapsed: Secret<bool>,
    /// Country cards: `[country, bonus collected]` pairs (secret).
    #[cfg_attr(feature = "openapi", schema(value_type = Object))]
    pub hand: Secret<Vec<(CountryId, bool)>>,
    /// How many country cards (public).
    pub hand_size: u32,
    /// Continent cards used in exchanges.
    pub used_continent_cards: Vec<ContinentId>,
    /// Exchanges made.
    pub exchanges: u32,
    /// Round of the last exchange.
    pub exchanged_in_round: u32,
    /// Out of the game, and by whom.
    pub eliminated_by: Option<Color>,
    /// Out of the game.
    pub eliminated: bool,
    /// Taken out of play by an operator (SVC-FORFEIT).
    #[cfg_attr(feature = "serde", serde(default))]
    pub forfeited: bool,
    /// R-PCT-9: the next card earned will not be taken.
    #[cfg_attr(feature = "serde", serde(default))]
    pub zone_card_ban: bool,
    /// Continents whose once-a-game bonus the player has had (Junior R-JNR-9).
    #[cfg_attr(feature = "serde", serde(default))]
    pub continent_bonuses: Vec<ContinentId>,
}

/// A country in a position: one stake, or two in a condominium (R-PCT-11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PositionCountry {
    /// Occupant (the first of a condominium's two).
    pub owner: Color,
    /// Armies (≥ 1).
    pub armies: u32,
    /// Missiles.
    pub missiles: u32,
    /// The second occupant of a condominium.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    pub co: Option<PositionStake>,
}

/// The second stake of a condominium (R-PCT-11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PositionStake {
    /// Occupant.
    pub owner: Color,
    /// Armies (≥ 1).
    pub armies: u32,
    /// Missiles.
    pub missiles: u32,
}

/// Why a position was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionError(pub String);

message_error!(PositionError, "invalid position: {}");

fn bad(s: impl Into<String>) -> PositionError {
    PositionError(s.into())
}

impl Position {
    /// The edition the document names.
    ///
    /// # Errors
    /// A slug the engine does not play.
    pub fn ruleset(&self) -> Result<&'static Ruleset, PositionError> {
        RulesetId::from_slug(&self.ruleset)
            .map(RulesetId::ruleset)
            .ok_or_else(|| bad(format!("unknown ruleset `{}`", self.ruleset)))
    }

    /// Checks the document is a consistent game state.
    ///
    /// # Errors
    /// The first inconsistency found, in words.
    #[expect(clippy::too_many_lines, reason = "one check after another reads best in one place")]
    pub fn validate(&self) -> Result<(), PositionError> {
        if self.format != POSITION_FORMAT {
            return Err(bad(format!(
                "format {} (this engine reads {POSITION_FORMAT})",
                self.format
            )));
        }
        let ruleset = self.ruleset()?;
        let board = ruleset.board;
        let n = self.seating.len();
        if !ruleset.seats(n) {
            let (min, max) = ruleset.players;
            return Err(bad(format!("{n} players ({min} to {max})")));
        }
        for (i, c) in self.seating.iter().enumerate() {
            if self.seating[..i].contains(c) {
                return Err(bad(format!("{c} seated twice")));
            }
        }
        if self.players.iter().map(|p| p.color).collect::<Vec<_>>() != self.seating {
            return Err(bad("players must be listed in seating order"));
        }
        if !ruleset.common_objective_ok(self.options.common_objective) {
            return Err(bad("common objective out of range"));
        }
        // R-CLS-6, R-JNR-7: no module the edition lacks, as at the start.
        if let Some(option) = ruleset.refuses(&self.options) {
            return Err(bad(format!("`{option}` is not part of {}", ruleset.id)));
        }
        if self.countries.len() != board.len() {
            return Err(bad(format!(
                "{} countries (the board has {})",
                self.countries.len(),
                board.len()
            )));
        }
        let seated = |c: Color| self.seating.contains(&c);
        let alive = |c: Color| self.players.iter().any(|p| p.color == c && !p.eliminated);
        for (i, c) in self.countries.iter().enumerate() {
            if !alive(c.owner) {
                return Err(bad(format!(
                    "country #{i} is held by {}, who is not playing",
                    c.owner
                )));
            }
            if c.armies == 0 {
                return Err(bad(format!("country #{i} has no army")));
            }
            if let Some(co) = c.co
                && (co.owner == c.owner || !alive(co.owner) || co.armies == 0)
            {
                return Err(bad(format!(
                    "country #{i} is a condominium of two colours in play, each with an army"
                )));
            }
        }
        let Secret::Known(pile) = &self.pile else { return Err(bad("the pile is redacted")) };
        let mut cards = 0u128;
        let mut take = |c: &CountryId| -> Result<(), PositionError> {
            if !board.contains(*c) {
                return Err(bad(format!("unknown card #{}", c.index())));
            }
            if cards & c.bit() != 0 {
                return Err(bad(format!("card #{} appears twice", c.index())));
            }
            cards |= c.bit();
            Ok(())
        };
        for c in pile.iter().chain(&self.pile_bottom) {
            take(c)?;
        }
        for p in &self.players {
            let Secret::Known(hand) = &p.hand else { return Err(bad("a hand is redacted")) };
            if usize::try_from(p.hand_size).ok() != Some(hand.len()) {
                return Err(bad(format!("{}: hand_size does not match the hand", p.color)));
            }
            for (c, _) in hand {
                take(c)?;
            }
            let Secret::Known(objectives) = &p.objectives else {
                return Err(bad("objectives are redacted"));
            };
            let want = (ruleset.objectives.per_player)(n);
            // R-JNR-3: a player may have run out of unfulfilled cards.
            let short = ruleset.objectives.redraw_fulfilled && objectives.len() < want;
            if objectives.len() != want && !short {
                return Err(bad(format!(
                    "{}: {} objectives ({want} expected)",
                    p.color,
                    objectives.len()
                )));
            }
            for o in objectives {
                let def = ruleset
                    .objective(o.card)
                    .ok_or_else(|| bad(format!("no objective card {}", o.card)))?;
                if def.is_destruction() != o.target.is_some()
                    || o.target.is_some_and(|t| !seated(t) || t == p.color)
                {
                    return Err(bad(format!("{}: objective {} has a bad target", p.color, o.card)));
                }
            }
            if p.eliminated != p.eliminated_by.is_some()
                || p.eliminated_by.is_some_and(|b| !seated(b))
            {
                return Err(bad(format!("{}: eliminated and eliminated_by disagree", p.color)));
            }
            if p.eliminated && !hand.is_empty() {
                return Err(bad(format!("{}: eliminated players hold no cards", p.color)));
            }
            for k in &p.used_continent_cards {
                if !board.has_continent(*k) {
                    return Err(bad("unknown continent"));
                }
            }
        }
        if cards != board.all_mask() {
            return Err(bad("every country card must be in the pile or in one hand"));
        }
        if self.continent_cards.len() != board.continents.len() {
            return Err(bad("continent_cards must list every continent"));
        }
        for (k, holder) in self.continent_cards.iter().enumerate() {
            if let Some(h) = holder {
                let mask = board.continents[k].mask;
                let held = self
                    .countries
                    .iter()
                    .enumerate()
                    .all(|(i, c)| mask & (1u128 << i) == 0 || c.owner == *h);
                if !alive(*h) || !held {
                    return Err(bad(format!(
                        "continent card #{k}: its holder must hold the continent"
                    )));
                }
            }
        }
        for c in self.round_order.iter().chain(&self.crisis_losers).chain(&self.first_player) {
            if !seated(*c) {
                return Err(bad(format!("{c} is not seated")));
            }
        }
        match &self.phase {
            Phase::NotStarted => return Err(bad("a position is a game in progress")),
            Phase::Finished => {}
            phase => {
                let actor = phase.actor().ok_or_else(|| bad("no actor"))?;
                if !alive(actor) {
                    return Err(bad(format!("{actor} must act but is not playing")));
                }
                if let Phase::Incorporation { continent, .. } = phase
                    && continent.len() != board.continents.len()
                {
                    return Err(bad("incorporation pools must list every continent"));
                }
                if let Phase::MoveIn { from, to, max, .. } = phase {
                    let ok = board.contains(*from)
                        && board.contains(*to)
                        && board.borders(*from, *to)
                        && self.countries[from.index()].armies > *max;
                    // R-ATK-5: at most 2 more; R-JNR-6: as many as may leave.
                    let most = ruleset.turn.extra_move_in.unwrap_or(u32::MAX);
                    if !ok || *max > most {
                        return Err(bad("inconsistent move-in"));
                    }
                }
            }
        }
        for (c, _, _) in &self.arrived {
            if !board.contains(*c) {
                return Err(bad("unknown country in arrived"));
            }
        }
        if self.conquered_in.iter().any(|k| !board.has_continent(*k)) {
            return Err(bad("unknown continent in conquered_in"));
        }
        if self
            .pact_condominiums
            .iter()
            .any(|c| self.countries.get(c.index()).is_none_or(|c| c.co.is_none()))
        {
            return Err(bad("pact_condominiums names a country that is not a condominium"));
        }
        if matches!(self.seed, Secret::Redacted) {
            return Err(bad("the seed is redacted"));
        }
        self.validate_pacts(board)
    }

    /// Pacts name seated players in play, known places, and distinct
    /// numbers no higher than `last_pact` (R-PCT-2).
    fn validate_pacts(&self, board: &Board) -> Result<(), PositionError> {
        if !self.pacts.is_empty() && !self.options.pacts {
            return Err(bad("pacts in a game without the pacts option"));
        }
        let in_play =
            |c: Color| self.players.iter().any(|p| p.color == c && !p.eliminated && !p.forfeited);
        let mut numbers = Vec::new();
        for p in &self.pacts {
            if p.id == 0 || p.id > self.last_pact || numbers.contains(&p.id) {
                return Err(bad(format!("pact #{} is numbered wrongly", p.id)));
            }
            numbers.push(p.id);
            if p.by == p.to || !in_play(p.by) || !in_play(p.to) {
                return Err(bad(format!("pact #{} is not between two players in play", p.id)));
            }
            if let PactStatus::Breaking { by, .. } = p.status
                && !p.binds(by)
            {
                return Err(bad(format!("pact #{} is broken by a third colour", p.id)));
            }
            let known = match p.terms {
                PactTerms::Country { own, theirs } => {
                    board.contains(own)
                        && board.contains(theirs)
                        && self.countries.get(own.index()).map(|c| c.owner) == Some(p.by)
                        && self.countries.get(theirs.index()).map(|c| c.owner) == Some(p.to)
                        && board.distance(own, theirs) <= 3
                }
                PactTerms::Continent { continent } => board.has_continent(continent),
                PactTerms::ContinentBorder { continents: [a, b] } => {
                    a != b && board.has_continent(a) && board.has_continent(b)
                }
                PactTerms::World => true,
                PactTerms::Zone { country } => {
                    board.contains(country)
                        && self.countries.get(country.index()).is_some_and(|c| {
                            (c.owner == p.by || c.owner == p.to)
                                && c.armies == 1
                                && c.missiles == 0
                                && c.co.is_none()
                        })
                }
                PactTerms::Aggression { target, own, theirs, leader } => {
                    [target, own, theirs].iter().all(|c| board.contains(*c))
                        && board.borders(own, target)
                        && board.borders(theirs, target)
                        && p.binds(leader)
                }
                PactTerms::Condominium { country } => self
                    .countries
                    .get(country.index())
                    .is_some_and(|c| c.co.is_some_and(|co| p.between(c.owner, co.owner))),
            };
            if !known {
                return Err(bad(format!("pact #{} has terms the rules do not allow", p.id)));
            }
        }
        Ok(())
    }

    /// The document as `viewer` may see it.
    #[must_use]
    pub fn redacted(&self, viewer: Viewer) -> Position {
        let mut p = self.clone();
        if viewer == Viewer::Operator {
            return p;
        }
        p.pile = Secret::Redacted;
        p.seed = Secret::Redacted;
        for pl in &mut p.players {
            if viewer != Viewer::Player(pl.color) {
                pl.objectives = Secret::Redacted;
                pl.objective_lapsed = Secret::Redacted;
                pl.hand = Secret::Redacted;
            }
        }
        p
    }
}

pub(crate) fn bits(ks: &[ContinentId]) -> u8 {
    ks.iter().fold(0, |m, k| m | (1 << k.index()))
}

pub(crate) fn ids(mask: u8, board: &crate::board::Board) -> Vec<ContinentId> {
    board.continent_ids().filter(|k| mask & (1 << k.index()) != 0).collect()
}
