//! Export and import of positions: the current state as a
//! [`Position`] document and a new game from one; for TEG II, the game's
//! moves as a [`Teg2Position`] (T2-SEC-7). The document itself, its
//! validation and its redaction are vocabulary ([`crate::rules::types`]);
//! loading it is the fold of [`Event::PositionLoaded`]
//! ([`crate::rules::state`]).

use crate::board::ids_in;
use crate::color::Color;
use crate::rules::state::Game;
use crate::rules::types::position::{
    POSITION_FORMAT, Position, PositionCountry, PositionError, PositionPlayer, PositionStake, ids,
};
use crate::rules::types::{Event, Secret, Teg2Position};

impl Game {
    /// A new game from a position: its one event, after validation.
    ///
    /// # Errors
    /// The position is inconsistent.
    pub fn from_position(position: &Position) -> Result<Vec<Event>, PositionError> {
        position.validate()?;
        Ok(vec![Event::PositionLoaded { position: Box::new(position.clone()) }])
    }

    /// The current state as a position document (with every secret).
    #[must_use]
    pub fn position(&self) -> Position {
        let board = self.board();
        let k = board.continents.len();
        Position {
            format: POSITION_FORMAT,
            ruleset: board.ruleset.clone(),
            options: self.options().clone(),
            seating: self.seating().to_vec(),
            players: self
                .players()
                .iter()
                .map(|p| PositionPlayer {
                    color: p.color,
                    objectives: Secret::Known(p.objectives.clone()),
                    objective_lapsed: Secret::Known(p.objective_lapsed),
                    hand: Secret::Known(p.hand.iter().map(|h| (h.country, h.bonus_used)).collect()),
                    hand_size: u32::try_from(p.hand.len()).unwrap_or(u32::MAX),
                    used_continent_cards: ids(p.used_continent_cards, k),
                    exchanges: p.exchanges,
                    exchanged_in_round: p.exchanged_in_round,
                    eliminated_by: p.eliminated_by,
                    eliminated: p.eliminated,
                    forfeited: p.forfeited,
                    zone_card_ban: p.zone_card_ban,
                    continent_bonuses: ids(p.continent_bonuses, k),
                })
                .collect(),
            countries: self
                .countries()
                .iter()
                .map(|c| PositionCountry {
                    owner: c.main.owner,
                    armies: c.main.armies,
                    missiles: c.main.missiles,
                    co: c.co.map(|s| PositionStake {
                        owner: s.owner,
                        armies: s.armies,
                        missiles: s.missiles,
                    }),
                })
                .collect(),
            pile: Secret::Known(self.pile().to_vec()),
            pile_bottom: self.pile_bottom().iter().copied().collect(),
            situations: self.situations().to_vec(),
            continent_cards: self.continent_card_holders().to_vec(),
            phase: self.phase().clone(),
            round: self.round(),
            round_order: self.round_order().to_vec(),
            situation: self.situation(),
            crisis_losers: Color::ALL
                .into_iter()
                .filter(|c| self.crisis_losers() & c.bit() != 0)
                .collect(),
            conquests: self.turn().conquests,
            conquered_in: ids(self.turn().conquered_in, k),
            arrived: board
                .country_ids()
                .zip(&self.turn().arrived)
                .filter(|(_, a)| **a != (0, 0))
                .map(|(c, a)| (c, a.0, a.1))
                .collect(),
            first_player: self.first_player(),
            seed: self.seed().map_or(Secret::Redacted, Secret::Known),
            pacts: self.pacts().to_vec(),
            last_pact: self.next_pact(),
            pact_condominiums: ids_in(self.pact_condos()).collect(),
            joint_conquests: self.turn().joint.clone(),
            ally_regroups: self.turn().ally_regroups.clone(),
        }
    }
}

/// A TEG II game's log as a document (T2-SEC-7): the setup, the seating,
/// the seed and every move but the reveals of windows still open. `None`
/// for a log that is not a TEG II game's.
#[must_use]
pub fn teg2_position(log: &[Event]) -> Option<Teg2Position> {
    let start = log.iter().find_map(|e| match e {
        Event::Teg2Started(start) => Some(start),
        _ => None,
    })?;
    let moves: Vec<crate::teg2::Event> = log
        .iter()
        .filter_map(|e| match e {
            Event::Teg2 { event, .. } => Some((**event).clone()),
            _ => None,
        })
        .collect();
    let moves = crate::teg2::position::exportable_moves(&start.setup, &moves).ok()?;
    Some(Teg2Position {
        format: POSITION_FORMAT,
        ruleset: crate::teg2::RULESET.to_owned(),
        seating: start.seating.clone(),
        setup: start.setup.clone(),
        moves,
        seed: start.seed.clone(),
    })
}

/// The events that start a game from a TEG II document (T2-SEC-7): the
/// start, then each move as the service would have recorded it, after all
/// of them passed the rules. The seed must be known (the service draws one
/// for a redacted document).
///
/// # Errors
/// The first thing the rules refuse: the format, the setup, the seating, a
/// move.
pub fn start_teg2_position(doc: &Teg2Position) -> Result<Vec<Event>, PositionError> {
    if doc.format != POSITION_FORMAT {
        return Err(PositionError(format!(
            "format {}: this engine reads format {POSITION_FORMAT}",
            doc.format
        )));
    }
    if doc.ruleset != crate::teg2::RULESET {
        return Err(PositionError(format!("ruleset `{}` in a TEG II document", doc.ruleset)));
    }
    let Secret::Known(seed) = doc.seed else {
        return Err(PositionError("the seed is redacted".to_owned()));
    };
    let mut events = crate::rules::setup::start_teg2(&doc.seating, &doc.setup, seed)
        .map_err(|e| PositionError(e.to_string()))?;
    let game = crate::teg2::position::replay_moves(&doc.setup, &doc.moves)
        .map_err(|e| PositionError(e.to_string()))?;
    let by = |event: &crate::teg2::Event| match event {
        crate::teg2::Event::Acted { seat, .. } => game
            .seats
            .get(usize::from(*seat))
            .and_then(|s| doc.seating.get(usize::from(s.player)))
            .copied(),
        _ => None,
    };
    events.extend(doc.moves.iter().map(|event| Event::teg2(by(event), event.clone())));
    Ok(events)
}
