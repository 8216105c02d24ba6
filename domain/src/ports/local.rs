//! In-process adapters the service itself runs: the event bus of a lone
//! instance (no Redis) and deterministic seeds. Unlike `ports::memory`'s
//! stores (test support, behind the `memory` feature), these are part of
//! the production core.

use std::sync::{Mutex, MutexGuard};

mod bus;
mod seeds;

pub use bus::{InProcessBus, InProcessSubscription};
pub use seeds::SequentialSeeds;

/// A lock whose poisoning is ignored: another thread's panic leaves the
/// queues usable.
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
