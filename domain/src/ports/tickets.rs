//! Quick-match tickets as stored (SVC-MATCH): each person's request for a
//! table, waiting until it is matched (with its game), cancelled or
//! expired. A match claims its tickets and creates its game in one
//! transaction, so a ticket is in one game at most and a crash loses none.

use super::{GameId, GameMeta, StoreError, TurnClock, UserId};
use crate::game::{Event, Options};

/// Where a ticket stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TicketStatus {
    /// Looking for a table.
    Waiting,
    /// In a game.
    Matched(GameId),
    /// Its person cancelled it.
    Cancelled,
    /// Nobody matched it in time.
    Expired,
}

impl TicketStatus {
    /// The status's name: `waiting`, `matched`, `cancelled` or `expired`.
    #[must_use]
    pub fn as_str(&self) -> &'static str {
        match self {
            TicketStatus::Waiting => "waiting",
            TicketStatus::Matched(_) => "matched",
            TicketStatus::Cancelled => "cancelled",
            TicketStatus::Expired => "expired",
        }
    }
}

/// A quick-match ticket.
#[derive(Debug, Clone, PartialEq)]
pub struct Ticket {
    /// Its id.
    pub id: String,
    /// Whose.
    pub user: UserId,
    /// The game: an edition's slug or `teg2`.
    pub ruleset: String,
    /// Least and most players at the table.
    pub players: (usize, usize),
    /// The turn clock asked for, if any.
    pub clock: Option<TurnClock>,
    /// The options asked for (the game's defaults where not said).
    pub options: Options,
    /// A rated table.
    pub rated: bool,
    /// Bots fill the table after this long, ms.
    pub bots_after_ms: Option<i64>,
    /// Where it stands.
    pub status: TicketStatus,
    /// When it was opened, ms since the epoch.
    pub created_at_ms: i64,
    /// When its status last changed, ms since the epoch.
    pub updated_at_ms: i64,
}

/// Where tickets are kept: the games' store, since a match writes its
/// tickets and its game together.
pub trait TicketStore: Send + Sync {
    /// Stores a new ticket, unless its person holds a waiting one
    /// (`AlreadyExists`).
    fn open_ticket(&self, ticket: &Ticket) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// A ticket by id.
    fn ticket(&self, id: &str) -> impl Future<Output = Result<Option<Ticket>, StoreError>> + Send;
    /// Cancels a waiting ticket at `now_ms`; whether it was waiting.
    fn cancel_ticket(
        &self,
        id: &str,
        now_ms: i64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;
    /// Waiting tickets, the oldest first, at most `limit`.
    fn waiting_tickets(
        &self,
        limit: u64,
    ) -> impl Future<Output = Result<Vec<Ticket>, StoreError>> + Send;
    /// In one transaction: marks every ticket of `tickets` matched to
    /// `game`'s id, if each is still waiting, creates `game` and starts it
    /// with the events `start` (as `GameStore::start` does); else writes
    /// nothing. Whether it was written.
    fn claim_tickets(
        &self,
        tickets: &[String],
        game: &GameMeta,
        start: &[Event],
        now_ms: i64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;
    /// Expires the tickets waiting since before `before_ms`: how many.
    fn expire_tickets(
        &self,
        before_ms: i64,
        now_ms: i64,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;
    /// Games made by matches that are still lobbies (a crash between the
    /// match and the start), made before `before_ms`.
    fn unstarted_matches(
        &self,
        before_ms: i64,
    ) -> impl Future<Output = Result<Vec<GameId>, StoreError>> + Send;
}
