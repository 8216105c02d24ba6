//! The binary's commands beside serving: `teg-api recompute-ratings`
//! replays every rated game's stored result from its log, in the order the
//! results were recorded, and compares the changes and the final table with
//! the stored ones (SVC-RATING). It writes no data (opening the database
//! brings its schema up to date, as the server's start does); a difference
//! is printed and fails the command, so an operator (or CI) audits the
//! ratings table. `teg-api verify-record FILE` checks a game record
//! offline (SVC-RECORD), with no database and no network.

use domain::app::{Ports, Recomputation};
use domain::ports::local::{InProcessBus, SequentialSeeds};

use crate::adapters::db::SeaGameStore;
use crate::adapters::system::SystemClock;

/// Recomputes the ratings of the database at `database_url`.
///
/// # Errors
/// The database cannot be opened or read, in words.
pub async fn recompute_ratings(database_url: &str) -> Result<Recomputation, String> {
    let store =
        SeaGameStore::connect(database_url).await.map_err(|e| format!("database: {e:?}"))?;
    // Only the store is read: no bus, no seeds, no clock is used.
    let ports = Ports::new(store, InProcessBus::new(), SystemClock, SequentialSeeds::new("unused"));
    ports.recompute_ratings().await.map_err(|e| format!("recompute: {e}"))
}

/// Verifies the record in the file at `path`: `Ok(Ok(summary))` when it
/// verifies, `Ok(Err(why))` naming the first bad event's version when it
/// does not.
///
/// # Errors
/// The file cannot be read.
pub fn verify_record(path: &std::path::Path) -> Result<Result<String, String>, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let verified = domain::record::from_slice(&bytes).and_then(|r| {
        let verified = domain::record::verify(&r)?;
        Ok((r, verified))
    });
    Ok(match verified {
        Ok((record, verified)) => Ok(format!(
            "verified: {} game {} of {} events, {} seats; every die follows from the seed committed to ({}){}",
            record.ruleset,
            record.game_id,
            record.events.len(),
            record.players.len(),
            record.dice.commitment,
            if verified.from_position { ", from its loaded position on" } else { "" },
        )),
        Err(bad) => Err(match bad.version {
            Some(v) => format!("not verified: the first bad event is version {v}: {}", bad.message),
            None => format!("not verified: {}", bad.message),
        }),
    })
}
