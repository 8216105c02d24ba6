//! The bus port: what a committed batch tells other readers, and the
//! subscriptions that wake them.

use super::GameId;
use crate::game::Event;
use std::future::Future;

/// What the bus carries after a commit: the spectator projection only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BusMessage {
    /// Which game.
    pub game_id: GameId,
    /// Its ruleset as stored (`GameMeta::ruleset`): the board another
    /// instance reads the events' ids on.
    pub ruleset: String,
    /// Version after the batch.
    pub version: u64,
    /// The batch, as a spectator sees it (no secrets ever travel).
    pub events: Vec<Event>,
}

/// Why the bus failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BusError(pub String);

/// A stream of bus messages for one game.
pub trait Subscription: Send {
    /// The next message; `None` when the bus is gone.
    fn next(&mut self) -> impl Future<Output = Option<BusMessage>> + Send;
}

/// Publishes committed batches; subscribers use them as wake-ups.
pub trait EventBus: Send + Sync {
    /// The subscription type.
    type Sub: Subscription;
    /// Publishes a committed batch.
    fn publish(&self, message: BusMessage) -> impl Future<Output = Result<(), BusError>> + Send;
    /// Follows one game.
    fn subscribe(&self, game: &GameId) -> impl Future<Output = Result<Self::Sub, BusError>> + Send;
}
