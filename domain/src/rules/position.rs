//! Export and import of positions: the current state as a
//! [`Position`] document and a new game from one. The document itself, its
//! validation and its redaction are vocabulary ([`crate::rules::types`]);
//! loading it is the fold of [`Event::PositionLoaded`]
//! ([`crate::rules::state`]).

use crate::color::Color;
use crate::rules::state::Game;
use crate::rules::types::position::{
    POSITION_FORMAT, Position, PositionCountry, PositionError, PositionPlayer, PositionStake, ids,
};
use crate::rules::types::{Event, Secret};

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
                    used_continent_cards: ids(p.used_continent_cards, board),
                    exchanges: p.exchanges,
                    exchanged_in_round: p.exchanged_in_round,
                    eliminated_by: p.eliminated_by,
                    eliminated: p.eliminated,
                    forfeited: p.forfeited,
                    zone_card_ban: p.zone_card_ban,
                    continent_bonuses: ids(p.continent_bonuses, board),
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
            conquered_in: ids(self.turn().conquered_in, board),
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
            pact_condominiums: self.board().ids_in(self.pact_condos()).collect(),
            joint_conquests: self.turn().joint.clone(),
            ally_regroups: self.turn().ally_regroups.clone(),
        }
    }
}
