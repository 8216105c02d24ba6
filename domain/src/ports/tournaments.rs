//! Tournaments as stored (SVC-TOURNAMENT): each one a document (its
//! settings, entrants, round and status) guarded by a version, so
//! instances running rounds at once never start one twice; and its tables,
//! each a game, written with the round that pairs them.

use super::{AuditEntry, GameId, GameMeta, StoreError, TurnClock, UserId};
use crate::game::Options;
use crate::tournament::Format;

/// Where a tournament stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TournamentStatus {
    /// Taking entrants until its start.
    Open,
    /// Rounds under way.
    Running,
    /// An operator paused it: the round under way plays on, the next waits.
    Paused,
    /// Over: its standings are final.
    Finished,
    /// Closed before it began (fewer than two entrants at its start).
    Cancelled,
}

impl TournamentStatus {
    /// The status's name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            TournamentStatus::Open => "open",
            TournamentStatus::Running => "running",
            TournamentStatus::Paused => "paused",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }
}

/// An entrant.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Entrant {
    /// Who.
    pub user: String,
    /// When they joined, ms since the epoch.
    pub joined_at_ms: i64,
    /// Why an operator disqualified them, if one did.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    pub disqualified: Option<String>,
}

/// A tournament.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Tournament {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The game: an edition's slug or `teg2`.
    pub ruleset: String,
    /// Swiss or round robin.
    pub format: Format,
    /// Most seats at a table.
    pub table_size: usize,
    /// Rounds to play.
    pub rounds: u32,
    /// Every table's clock (its bot plays an absent person's seat).
    pub clock: TurnClock,
    /// Every table's options.
    pub options: Options,
    /// Rated tables.
    pub rated: bool,
    /// When round 1 starts, ms since the epoch.
    pub starts_at_ms: i64,
    /// Who opened it.
    pub created_by: String,
    /// When.
    pub created_at_ms: i64,
    /// Where it stands.
    pub status: TournamentStatus,
    /// The round under way (0 before the start).
    pub round: u32,
    /// Entrants, in join order.
    pub entrants: Vec<Entrant>,
    /// Guards every write (bumped by each).
    pub version: u64,
}

/// One table of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentTable {
    /// The round, from 1.
    pub round: u32,
    /// The table within it, from 1.
    pub table: u32,
    /// Its game.
    pub game_id: GameId,
    /// Its players, as paired.
    pub players: Vec<UserId>,
}

/// Where tournaments are kept: the games' store, since a round's tables
/// are created with the round's start.
pub trait TournamentStore: Send + Sync {
    /// Stores a new tournament.
    fn create_tournament(
        &self,
        t: &Tournament,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// A tournament by id.
    fn tournament(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Option<Tournament>, StoreError>> + Send;
    /// Tournaments, the latest start first: (a page, the total).
    fn tournaments(
        &self,
        offset: u64,
        limit: u64,
    ) -> impl Future<Output = Result<(Vec<Tournament>, u64), StoreError>> + Send;
    /// Writes `t` if the stored one is still at `t.version - 1`, with the
    /// audit entry of an operator's change in the same transaction, and
    /// with `tables` (a new round's, each game created): whether it was
    /// written.
    fn save_tournament(
        &self,
        t: &Tournament,
        tables: &[(TournamentTable, GameMeta)],
        audit: Option<&AuditEntry>,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;
    /// A tournament's tables, by round and table.
    fn tournament_tables(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Vec<TournamentTable>, StoreError>> + Send;
    /// Tournaments open or running, whose next step may be due.
    fn live_tournaments(&self) -> impl Future<Output = Result<Vec<Tournament>, StoreError>> + Send;
}
