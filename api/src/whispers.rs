//! Whispers (SVC-WHISPER), the same on REST and GraphQL: a seated person
//! whispers to other seats of the game, and reads the whispers their seat
//! sent or received. The use cases (`domain::app`) decide who may and tell
//! the recipients; this maps them to the wire.

use domain::ports::{GameId, UserId};

use crate::dto::{WhisperDto, WhisperPage};
use crate::error::ApiError;
use crate::state::AppState;

/// `me` whispers `body` to the seats `to` of game `id`.
///
/// # Errors
/// As `Ports::whisper`: `GAME_NOT_FOUND`, `NOT_SEATED`, `WRONG_STATUS`,
/// `MUTED`, `INVALID_RECIPIENTS`, `BLOCKED`, `INVALID_MESSAGE`.
pub(crate) async fn send(
    state: &AppState,
    me: &UserId,
    id: &GameId,
    to: &[u8],
    body: &str,
) -> Result<WhisperDto, ApiError> {
    let whisper = state.games.whisper(state.auth.users(), me, id, to, body).await?;
    Ok(WhisperDto::from(whisper))
}

/// The whispers `me`'s seat in game `id` sent or received, after whisper
/// `after`, oldest first.
///
/// # Errors
/// `GAME_NOT_FOUND`, `NOT_SEATED`.
pub(crate) async fn list(
    state: &AppState,
    me: &UserId,
    id: &GameId,
    (after, limit): (u64, u64),
) -> Result<WhisperPage, ApiError> {
    let whispers = state.games.whispers_of(me, id, after, limit).await?;
    Ok(WhisperPage { whispers: whispers.into_iter().map(WhisperDto::from).collect() })
}
