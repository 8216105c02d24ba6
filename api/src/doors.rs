//! Bounded connections (issue 47): every long-lived connection (a GraphQL
//! websocket, an SSE stream, a waiting long-poll) passes a [`Door`] that
//! counts it against its client's address and against the whole process,
//! beside the per-user bound of `streams`. Guests of one address are one
//! address: 150 throwaway accounts no longer hold 2,400 streams.
//!
//! - Per address (`TEG_MAX_CHANNELS_PER_ADDRESS`,
//!   default 256); past it a new channel is 429 `TOO_MANY_STREAMS`.
//! - In all (`TEG_MAX_LIVE_CHANNELS`; by default the
//!   process's open-file limit less a reserve of [`RESERVE`] descriptors);
//!   past it a new channel is 503 `SERVER_FULL`.
//!
//! Existing channels are never dropped to let a new one in, and ordinary
//! requests (`/healthz` and `/readyz` among them) pass no door: the
//! reserve keeps descriptors for them, the database pool and Redis, so the
//! service keeps answering with every door shut.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use actix_web::http::StatusCode;

use crate::error::ApiError;

/// Descriptors kept for what passes no door, when the bound in all comes
/// from the open-file limit.
pub const RESERVE: usize = 1024;
/// Live channels one address may hold unless configured.
pub const PER_ADDRESS: usize = 256;

/// Connections the server accepts at once, per worker, so that accepting
/// never runs out of descriptors (`EMFILE`): the open-file limit less half
/// the [`RESERVE`] (the rest is for the database, Redis and files), shared
/// by the `workers`. Past it a new connection waits in the listen backlog
/// until one ends, which idle ones do within the request timeout.
#[must_use]
pub fn connections_per_worker(workers: usize) -> usize {
    (open_file_limit().unwrap_or(20_000).saturating_sub(RESERVE / 2) / workers.max(1)).max(64)
}

/// The doors of this instance.
#[derive(Debug)]
pub struct Doors {
    most: usize,
    per_address: usize,
    open: Mutex<(usize, HashMap<String, usize>)>,
}

/// One live connection let in: dropping it frees its place.
#[derive(Debug)]
pub struct Door {
    doors: Arc<Doors>,
    address: String,
}

impl Default for Doors {
    fn default() -> Self {
        Self::new(default_most(), PER_ADDRESS)
    }
}

/// The bound in all by default: the open-file limit less [`RESERVE`], at
/// least 64 (and 10,000 where the limit cannot be read).
#[must_use]
pub fn default_most() -> usize {
    open_file_limit().map_or(10_000, |n| n.saturating_sub(RESERVE).max(64))
}

/// This process's open-file limit, where Linux says it.
fn open_file_limit() -> Option<usize> {
    let text = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = text.lines().find(|l| l.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse::<usize>().ok()
}

impl Doors {
    /// At most `most` live channels in all, `per_address` per address.
    #[must_use]
    pub fn new(most: usize, per_address: usize) -> Self {
        Self { most, per_address, open: Mutex::default() }
    }

    /// Live channels open now, in all.
    #[must_use]
    pub fn open_now(&self) -> usize {
        self.open.lock().unwrap_or_else(PoisonError::into_inner).0
    }

    /// Lets a new live channel of a client at `address` in.
    ///
    /// # Errors
    /// 503 `SERVER_FULL` past the bound in all; 429 `TOO_MANY_STREAMS` past
    /// the address's.
    pub fn enter(self: &Arc<Self>, address: Option<&str>) -> Result<Door, ApiError> {
        let address = address.unwrap_or("").to_owned();
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        if open.0 >= self.most {
            return Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "SERVER_FULL",
                format!(
                    "this instance holds its most live channels ({}); retry shortly",
                    self.most
                ),
            )
            .retry_in(std::time::Duration::from_secs(5)));
        }
        let mine = open.1.entry(address.clone()).or_default();
        if *mine >= self.per_address {
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "TOO_MANY_STREAMS",
                format!("at most {} live channels per address; close one first", self.per_address),
            )
            .retry_in(std::time::Duration::from_secs(1)));
        }
        *mine += 1;
        open.0 += 1;
        Ok(Door { doors: self.clone(), address })
    }
}

impl Drop for Door {
    fn drop(&mut self) {
        let mut open = self.doors.open.lock().unwrap_or_else(PoisonError::into_inner);
        open.0 = open.0.saturating_sub(1);
        if let Some(mine) = open.1.get_mut(&self.address) {
            *mine = mine.saturating_sub(1);
            if *mine == 0 {
                open.1.remove(&self.address);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_and_the_process_each_have_a_bound_and_a_closed_channel_frees_its_place() {
        let doors = Arc::new(Doors::new(5, 3));
        let held: Vec<Door> =
            (0..3).map(|_| doors.enter(Some("10.0.0.1")).expect("room")).collect();
        let refused = doors.enter(Some("10.0.0.1")).expect_err("the address is full");
        assert_eq!(
            (refused.status, refused.code),
            (StatusCode::TOO_MANY_REQUESTS, "TOO_MANY_STREAMS")
        );
        let more: Vec<Door> =
            (0..2).map(|_| doors.enter(Some("10.0.0.2")).expect("room")).collect();
        let full = doors.enter(Some("10.0.0.3")).expect_err("the process is full");
        assert_eq!((full.status, full.code), (StatusCode::SERVICE_UNAVAILABLE, "SERVER_FULL"));
        drop(held);
        assert_eq!(doors.open_now(), 2);
        assert!(doors.enter(Some("10.0.0.1")).is_ok(), "closed channels free their places");
        drop(more);
    }

    #[test]
    fn the_default_bound_keeps_a_reserve_below_the_open_file_limit() {
        let most = default_most();
        assert!(most >= 64, "{most}");
    }
}
