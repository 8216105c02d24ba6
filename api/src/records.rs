//! Portable records (SVC-RECORD) for the transports: a finished game's
//! record with its people's names (or none, anonymised), and a record sent
//! to this service verified and kept as a read-only replay.

use domain::ports::{GameId, UserId, UserStore as _};
use domain::record::Record;

use crate::error::ApiError;
use crate::state::AppState;

/// The record of the finished game `id`: seats by display name, bots by
/// level, or every seat `Player N` when `anonymous`.
///
/// # Errors
/// Unknown or unreadable game, a game not over, the store.
pub(crate) async fn record(
    state: &AppState,
    id: &GameId,
    (user, operator): (&UserId, bool),
    anonymous: bool,
) -> Result<Record, ApiError> {
    let (meta, mut record) =
        crate::replica::lagging!(state, Some(user), |g| g.record(id, user, operator))?;
    if anonymous {
        return Ok(record);
    }
    for (player, seat) in record.players.iter_mut().zip(&meta.seats) {
        if let Some(level) = seat.bot {
            player.name = format!("bot ({})", level.as_str());
        } else if let Some(person) = state.auth.users().by_id(&seat.user).await? {
            player.name = person.display_name;
        }
    }
    Ok(record)
}

/// Reads `body` as a record on the board its `ruleset` names, verifies it
/// and keeps it as a new finished game created by `importer`: its id.
///
/// # Errors
/// 400 for a body that is no record, 422 `UNKNOWN_RULESET`, 422
/// `RECORD_INVALID` naming the first bad event's version.
pub(crate) async fn import(
    state: &AppState,
    importer: &UserId,
    body: serde_json::Value,
) -> Result<GameId, ApiError> {
    let ruleset = body.get("ruleset").and_then(serde_json::Value::as_str).unwrap_or_default();
    let board = domain::record::board_of(crate::tables::kind(ruleset)?);
    let record: Record = crate::http::decode_on(board, body)?;
    let id = GameId(uuid::Uuid::new_v4().to_string());
    let meta = state.games.import_record(id, importer.clone(), &record).await?;
    state.metrics.game_created();
    Ok(meta.id)
}
