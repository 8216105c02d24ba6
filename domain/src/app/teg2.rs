//! The use cases of TEG II alone: a game made from its document (T2-SEC-7).

use super::{AppError, Ports, seats_match};
use crate::game::Options;
use crate::ports::{Clock, EventBus, GameId, GameMeta, PlayStore, Seat, SeedSource, UserId};
use crate::shared::Secret;
use crate::teg2::{RULESET, Teg2Position};

impl<S: PlayStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// Creates a game from a TEG II document (operators, T2-SEC-7): every
    /// move is replayed through the rules first; nothing is stored unless
    /// all pass. Without a seed in the document, a fresh one is drawn.
    ///
    /// # Errors
    /// An invalid document or seats that do not match its colours.
    pub async fn import_teg2_game(
        &self,
        id: GameId,
        operator: UserId,
        mut doc: Teg2Position,
        seats: Vec<Seat>,
    ) -> Result<GameMeta, AppError> {
        if doc.seed == Secret::Redacted {
            doc.seed = Secret::Known(self.seeds.new_seed());
        }
        if doc.seating.is_empty() {
            if seats.len() != usize::from(doc.setup.players)
                || seats.iter().any(|s| s.color.is_some())
            {
                return Err(AppError::InvalidPosition(format!(
                    "seats must list the document's {} players by number, with no colour",
                    doc.setup.players
                )));
            }
        } else {
            seats_match(&seats, &doc.seating)?;
        }
        let events =
            crate::game::start_teg2_position(&doc).map_err(|e| AppError::InvalidPosition(e.0))?;
        let options = Options::for_teg2(doc.setup.options.clone(), Default::default());
        let meta = self.imported_meta(id, operator, RULESET, options, seats);
        self.start_imported(meta, events).await
    }
}
