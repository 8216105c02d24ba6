//! Work the service does on its own, beside the requests it answers: for
//! now the sweep that closes lobbies that never started (SVC-LOBBY-TTL).
//! Every instance runs it; each close is guarded on the lobby's status in
//! the database, so two instances sweeping together close a lobby once.
//! The task lives as long as the server: it is aborted when the server
//! stops, between two sweeps or in one (a sweep is a few guarded updates,
//! each atomic on its own).

use std::time::Duration;

use actix_web::web;

use crate::http::AppState;

/// Lobbies closed per sweep at most: a backlog drains over a few sweeps
/// rather than in one long burst of writes.
const SWEEP_BATCH: u64 = 100;

/// How often the sweep runs for a lobby lifetime of `ttl`: often enough that
/// a lobby is closed within a small part of its lifetime (and at least once
/// a minute), never more than once a second.
#[must_use]
pub fn sweep_every(ttl: Duration) -> Duration {
    (ttl / 4).clamp(Duration::from_secs(1), Duration::from_secs(60))
}

/// Starts the sweep on the current runtime: closes the lobbies older than
/// `ttl` every [`sweep_every`]`(ttl)`, the first time at once (lobbies that
/// expired while every instance was down).
pub fn spawn_lobby_sweep(state: web::Data<AppState>, ttl: Duration) -> tokio::task::JoinHandle<()> {
    let ttl_ms = i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX);
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(sweep_every(ttl));
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            match state.games.expire_lobbies(ttl_ms, SWEEP_BATCH).await {
                Ok(closed) if closed.is_empty() => {}
                Ok(closed) => {
                    state.metrics.lobbies_expired(u64::try_from(closed.len()).unwrap_or(u64::MAX));
                    tracing::info!(count = closed.len(), "closed lobbies that never started");
                }
                // The database is away: the next sweep tries again.
                Err(e) => tracing::warn!(error = ?e, "lobby sweep failed"),
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sweep_runs_a_few_times_per_lifetime_between_once_a_second_and_once_a_minute() {
        assert_eq!(sweep_every(Duration::from_secs(2)), Duration::from_secs(1));
        assert_eq!(sweep_every(Duration::from_secs(100)), Duration::from_secs(25));
        assert_eq!(sweep_every(Duration::from_secs(7 * 24 * 3600)), Duration::from_secs(60));
    }
}
