//! Who may read a private table (SVC-INVITE): its seated players, its
//! creator, its invitees, the people of the game it is the rematch of, the
//! entrants of the tournament it is a table of, and operators. To anyone
//! else a private game does not exist: every read answers
//! [`AppError::NotFound`], the very error of an unknown id, so its
//! existence does not leak either. Every read of one game by id (its view
//! and replay, its events, live or not, its legal actions, pacts and chat)
//! asks [`Ports::may_read`] before anything else.

use super::{AppError, Ports};
use crate::ports::{Clock, EventBus, GameMeta, GameStore, SeedSource, UserId};

impl<S: GameStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// Whether `user` (an operator when `operator`) may read the game
    /// `meta` describes: the cheap answers first (a public game, a seat, the
    /// creator, an operator), the store only for a stranger to a private
    /// table.
    ///
    /// # Errors
    /// [`AppError::NotFound`] for a private game the caller may not read;
    /// the store failed.
    pub(crate) async fn may_read(
        &self,
        meta: &GameMeta,
        user: &UserId,
        operator: bool,
    ) -> Result<(), AppError> {
        if !meta.access.private || operator || &meta.creator == user || meta.seat_of(user).is_some()
        {
            return Ok(());
        }
        if self.sat_in_the_game_before(meta, user).await?
            || self.store.reads_private(&meta.id, user).await?
        {
            return Ok(());
        }
        Err(AppError::NotFound)
    }

    /// Whether `user` sat, as a person, in the finished game `meta` is the
    /// rematch of.
    pub(super) async fn sat_in_the_game_before(
        &self,
        meta: &GameMeta,
        user: &UserId,
    ) -> Result<bool, AppError> {
        let Some(before) = &meta.access.rematch_of else { return Ok(false) };
        let old = self.store.meta(before).await?;
        Ok(super::schedule::people(&old).any(|person| &person == user))
    }
}
