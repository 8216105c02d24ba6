//! In-memory adapters for the ports: real implementations (not mocks) that
//! keep everything in process memory. Test support, behind the `memory`
//! feature (on for this crate's tests and the service's test builds): the
//! service has its own database and Redis adapters, and runs only the
//! in-process pieces of [`super::local`].

use std::sync::Mutex;

use crate::ports::AuditEntry;

mod accounts;
mod clock;
mod fairplay;
mod games;
mod moderation;
mod ties;
mod whispers;

pub use accounts::{InMemorySessions, InMemoryUserStore};
pub use clock::ManualClock;
pub use games::InMemoryGameStore;
pub use moderation::{InMemoryAuditLog, InMemoryChatStore, InMemoryReportStore};

use super::local::lock;

/// A store's `limit` as a count of items (any `u64` fits on 64 bits).
fn at_most(limit: u64) -> usize {
    usize::try_from(limit).unwrap_or(usize::MAX)
}

/// One page of what a listing kept, in its order: the `limit` items from
/// `offset` on, and how many were kept in all, as the SQL stores answer.
fn page<T: Clone>(kept: Vec<&T>, offset: u64, limit: u64) -> (Vec<T>, u64) {
    let total = u64::try_from(kept.len()).unwrap_or(u64::MAX);
    let skip = usize::try_from(offset).unwrap_or(usize::MAX);
    (kept.into_iter().skip(skip).take(at_most(limit)).cloned().collect(), total)
}

/// One page of the rows `keep` keeps, newest (last appended) first: the
/// order the SQL stores list logs, reports and the like in.
fn newest_page<T: Clone>(
    rows: &[T],
    keep: impl Fn(&T) -> bool,
    offset: u64,
    limit: u64,
) -> (Vec<T>, u64) {
    page(rows.iter().rev().filter(|r| keep(r)).collect(), offset, limit)
}

/// The first `limit` rows `keep` keeps, newest (last appended) first.
fn newest<T: Clone>(rows: &[T], keep: impl Fn(&T) -> bool, limit: u64) -> Vec<T> {
    rows.iter().rev().filter(|r| keep(r)).take(at_most(limit)).cloned().collect()
}

/// Appends `row` numbered after the rows before it (from 1, as a SQL
/// sequence would), and returns it with its number set through `id`. The
/// caller holds the lock, so as to write more under it.
fn push_numbered<T: Clone>(rows: &mut Vec<T>, mut row: T, id: fn(&mut T) -> &mut u64) -> T {
    *id(&mut row) = u64::try_from(rows.len()).unwrap_or(u64::MAX) + 1;
    rows.push(row.clone());
    row
}

/// The audit entries a store writes with operators' changes, oldest first:
/// kept beside its rows, as the SQL stores write both in one transaction,
/// and read by tests as each store's `audit`.
#[derive(Debug, Default)]
pub struct AuditTrail(Mutex<Vec<AuditEntry>>);

impl AuditTrail {
    fn push(&self, entry: AuditEntry) {
        lock(&self.0).push(entry);
    }

    /// The entries written so far, oldest first.
    #[must_use]
    pub fn entries(&self) -> Vec<AuditEntry> {
        lock(&self.0).clone()
    }
}
