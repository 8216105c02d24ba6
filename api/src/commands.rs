//! The binary's commands beside serving: `teg-api recompute-ratings`
//! replays every rated game's stored result from its log, in the order the
//! results were recorded, and compares the changes and the final table with
//! the stored ones (SVC-RATING). It writes no data (opening the database
//! brings its schema up to date, as the server's start does); a difference
//! is printed and fails the command, so an operator (or CI) audits the
//! ratings table.

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
