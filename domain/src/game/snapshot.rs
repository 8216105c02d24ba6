//! A game's state as a snapshot stores it: the fold of its log up to a
//! version, so a long game loads from there instead of its first event.
//! Each family has its layout, numbered so a stored snapshot says which one
//! wrote it; a layout this build does not read is a cache miss, never an
//! error (the events hold the game).

use super::Game;
use crate::board::Board;
use crate::{rules, teg2};

/// The layout of a Risk-like game's state written today: 2 since the
/// editions (the state names its ruleset; players gained
/// `continent_bonuses`).
pub const RISK_SNAPSHOT_FORMAT: i32 = 2;

/// The layout of a TEG II game's state (`teg2::Hosted`).
pub const TEG2_SNAPSHOT_FORMAT: i32 = 3;

/// Every layout this build reads.
pub const SNAPSHOT_FORMATS: [i32; 2] = [RISK_SNAPSHOT_FORMAT, TEG2_SNAPSHOT_FORMAT];

/// A game's state as stored: its layout and its JSON.
///
/// # Errors
/// The state does not encode (a bug).
pub fn encode_snapshot(game: &Game) -> Result<(i32, String), serde_json::Error> {
    match game {
        Game::Risk(g) => serde_json::to_string(g).map(|s| (RISK_SNAPSHOT_FORMAT, s)),
        Game::Teg2(h) => serde_json::to_string(h).map(|s| (TEG2_SNAPSHOT_FORMAT, s)),
    }
}

/// A stored state, read by its layout (`board`: the game's, for an
/// edition's ids).
///
/// # Errors
/// A layout this build does not read, or a state that does not decode.
pub fn decode_snapshot(format: i32, state: &str, board: &'static Board) -> Result<Game, String> {
    match format {
        RISK_SNAPSHOT_FORMAT => crate::wire::from_str::<rules::Game>(board, state)
            .map(Game::from)
            .map_err(|e| e.to_string()),
        TEG2_SNAPSHOT_FORMAT => serde_json::from_str::<teg2::Hosted>(state)
            .map(|h| Game::Teg2(Box::new(h)))
            .map_err(|e| e.to_string()),
        other => Err(format!("snapshot layout {other} is not read")),
    }
}
