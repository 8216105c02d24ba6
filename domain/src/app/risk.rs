//! The use cases of the Risk-like editions alone: a game made from a
//! position document, a seat's commands listed as commands, and the pacts
//! in force (R-PCT-1).

use super::{AppError, Ports, seats_match};
use crate::game::risk_events;
use crate::ports::{Clock, EventBus, GameId, GameMeta, PlayStore, Seat, SeedSource, UserId};
use crate::rules::{Command, Game, Pact, Position, Secret};

impl<S: PlayStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// Creates a game from a position document (operators): puzzles,
    /// restarts, bug reports. The document is validated first; nothing is
    /// stored unless it is valid. Without a seed in the document, a fresh
    /// one is drawn.
    ///
    /// # Errors
    /// An invalid position or seats that do not match its colours.
    pub async fn import_game(
        &self,
        id: GameId,
        operator: UserId,
        mut position: Position,
        seats: Vec<Seat>,
    ) -> Result<GameMeta, AppError> {
        if position.seed == Secret::Redacted {
            position.seed = Secret::Known(self.seeds.new_seed());
        }
        seats_match(&seats, &position.seating)?;
        let events = Game::from_position(&position).map_err(|e| AppError::InvalidPosition(e.0))?;
        let options = position.options.into();
        let meta = self.imported_meta(id, operator, &position.ruleset, options, seats);
        let events = risk_events(events);
        self.start_imported(meta, events).await
    }

    /// The user's legal actions now, with the version they apply to.
    ///
    /// # Errors
    /// Unknown game.
    pub async fn legal_actions(
        &self,
        id: &GameId,
        user: &UserId,
    ) -> Result<(u64, Vec<Command>), AppError> {
        let legal = self.legal_actions_of(id, user, false).await?;
        Ok((legal.version, legal.moves.into_risk()))
    }

    /// The pacts proposed or binding now, with the version they stand at
    /// (R-PCT-1: public, so anyone may list them; empty in a lobby).
    ///
    /// # Errors
    /// Unknown game.
    pub async fn pacts(
        &self,
        id: &GameId,
        user: &UserId,
        operator: bool,
    ) -> Result<(u64, Vec<Pact>), AppError> {
        let (meta, game) = self.current(id).await?;
        self.may_read(&meta, user, operator).await?;
        let game = self.watched_state(&meta, game, user, operator).await?;
        Ok((game.version(), game.risk().map(|g| g.pacts().to_vec()).unwrap_or_default()))
    }
}
