//! The moderation ports: the audit log, table chat, players' reports and
//! operators' notes.

use super::{GameId, StoreError, UserId};
use crate::color::Color;
use std::future::Future;

/// A moderation action, as the audit log keeps it: who did what to whom,
/// when and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditEntry {
    /// Assigned by the log (0 before recording).
    pub id: u64,
    /// The operator.
    pub actor: UserId,
    /// What was done (`pause`, `resume`, `abort`, `kick`, `ban`, `unban`,
    /// `mute`, `unmute`, `delete_message`, `import`).
    pub action: String,
    /// `game`, `user` or `message`.
    pub target_kind: String,
    /// The target's id.
    pub target_id: String,
    /// The operator's reason (may be empty).
    pub reason: String,
    /// When, ms since the epoch.
    pub at_ms: i64,
}

/// The append-only record of moderation actions.
pub trait AuditLog: Send + Sync {
    /// Records an entry; returns it with its id.
    fn record(
        &self,
        entry: AuditEntry,
    ) -> impl Future<Output = Result<AuditEntry, StoreError>> + Send;
    /// Entries that pass `filter`, newest first: (page, total count).
    fn list(
        &self,
        filter: &AuditFilter,
        offset: u64,
        limit: u64,
    ) -> impl Future<Output = Result<(Vec<AuditEntry>, u64), StoreError>> + Send;
}

/// Which audit entries to list; every field narrows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AuditFilter {
    /// By this operator (or `system`).
    pub actor: Option<UserId>,
    /// This action (`ban`, `pause`, ...).
    pub action: Option<String>,
    /// About this target id (a game, a user, a message, `game:colour`).
    pub target: Option<String>,
    /// At or after, ms since the epoch.
    pub from_ms: Option<i64>,
    /// Before, ms since the epoch.
    pub to_ms: Option<i64>,
}

impl AuditFilter {
    /// Whether `entry` passes.
    #[must_use]
    pub fn keeps(&self, entry: &AuditEntry) -> bool {
        self.actor.as_ref().is_none_or(|a| *a == entry.actor)
            && self.action.as_ref().is_none_or(|a| *a == entry.action)
            && self.target.as_ref().is_none_or(|t| *t == entry.target_id)
            && self.from_ms.is_none_or(|f| entry.at_ms >= f)
            && self.to_ms.is_none_or(|t| entry.at_ms < t)
    }
}

/// The audit reason of a chat message's deletion: the operator's words and
/// the text deleted, kept for the record (players no longer see it).
#[must_use]
pub fn deletion_reason(reason: &str, text: &str) -> String {
    format!("{reason} — deleted text: {text}")
}

/// A chat message in a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatMessage {
    /// Assigned by the store, increasing (0 before posting).
    pub id: u64,
    /// The game.
    pub game_id: GameId,
    /// The author.
    pub user: UserId,
    /// The text.
    pub body: String,
    /// Removed by an operator (the text is kept for the record).
    pub deleted: bool,
    /// When, ms since the epoch.
    pub at_ms: i64,
}

/// Chat messages per game.
pub trait ChatStore: Send + Sync {
    /// Stores a message; returns it with its id.
    fn post(
        &self,
        message: ChatMessage,
    ) -> impl Future<Output = Result<ChatMessage, StoreError>> + Send;
    /// A game's messages with id > `after`, oldest first, at most `limit`.
    fn list(
        &self,
        game: &GameId,
        after: u64,
        limit: u64,
    ) -> impl Future<Output = Result<Vec<ChatMessage>, StoreError>> + Send;
    /// An account's messages in every game, newest first, at most `limit`
    /// (deleted ones included: operators read them).
    fn by_user(
        &self,
        user: &UserId,
        limit: u64,
    ) -> impl Future<Output = Result<Vec<ChatMessage>, StoreError>> + Send;
    /// Marks a message deleted, with the operator's audit entry, in one
    /// transaction; returns it, or `None` if there is no such message.
    fn delete(
        &self,
        id: u64,
        audit: &AuditEntry,
    ) -> impl Future<Output = Result<Option<ChatMessage>, StoreError>> + Send;
}

/// Why a player reports a game (SVC-REPORT).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReportReason {
    /// Insults, harassment or spam in chat.
    AbusiveChat,
    /// A suspected exploit, or a client playing for a person.
    Cheating,
    /// Letting the clock run down on purpose, or leaving the game hanging.
    Stalling,
    /// Players teaming up outside the rules (beyond public pacts).
    Collusion,
    /// Anything else, said in the body.
    Other,
}

impl ReportReason {
    /// Every reason, in the order forms list them.
    pub const ALL: [ReportReason; 5] = [
        ReportReason::AbusiveChat,
        ReportReason::Cheating,
        ReportReason::Stalling,
        ReportReason::Collusion,
        ReportReason::Other,
    ];

    /// Wire name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            ReportReason::AbusiveChat => "abusive_chat",
            ReportReason::Cheating => "cheating",
            ReportReason::Stalling => "stalling",
            ReportReason::Collusion => "collusion",
            ReportReason::Other => "other",
        }
    }

    /// Parses the wire name.
    #[must_use]
    pub fn parse(s: &str) -> Option<ReportReason> {
        Self::ALL.into_iter().find(|r| r.as_str() == s)
    }
}

/// Where a report is in the operators' queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReportStatus {
    /// Waiting for an operator.
    Open,
    /// An operator acted on it.
    Resolved,
    /// An operator found nothing to act on.
    Dismissed,
}

impl ReportStatus {
    /// Wire name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            ReportStatus::Open => "open",
            ReportStatus::Resolved => "resolved",
            ReportStatus::Dismissed => "dismissed",
        }
    }

    /// Parses the wire name.
    #[must_use]
    pub fn parse(s: &str) -> Option<ReportStatus> {
        [ReportStatus::Open, ReportStatus::Resolved, ReportStatus::Dismissed]
            .into_iter()
            .find(|r| r.as_str() == s)
    }
}

/// A player's report about a game (SVC-REPORT), and what an operator did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// Assigned by the store, increasing (0 before filing).
    pub id: u64,
    /// The game.
    pub game_id: GameId,
    /// Who reports (a seated player).
    pub reporter: UserId,
    /// The colour of the seat reported, in a Risk-like edition.
    pub color: Option<Color>,
    /// The seat reported, if one (by index; reports filed before seats had
    /// numbers name only a colour).
    pub seat: Option<u8>,
    /// The account playing that seat when the report was filed.
    pub reported: Option<UserId>,
    /// Why.
    pub reason: ReportReason,
    /// The reporter's words.
    pub body: String,
    /// The game's version when the report was filed: where a replay of it
    /// starts.
    pub version: u64,
    /// In the queue, or how it was closed.
    pub status: ReportStatus,
    /// When it was filed, ms since the epoch.
    pub created_at_ms: i64,
    /// The operator who closed it.
    pub handled_by: Option<UserId>,
    /// When it was closed, ms since the epoch.
    pub handled_at_ms: Option<i64>,
    /// The operator's reason for closing it.
    pub resolution: String,
    /// The whispers it cites (SVC-WHISPER): the only way an operator reads
    /// a whisper's text.
    pub whispers: Vec<u64>,
}

/// Which reports to list; every field narrows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReportFilter {
    /// In this state.
    pub status: Option<ReportStatus>,
    /// About this game.
    pub game: Option<GameId>,
    /// Filed by this account.
    pub reporter: Option<UserId>,
    /// About this account.
    pub reported: Option<UserId>,
}

impl ReportFilter {
    /// Whether `report` passes.
    #[must_use]
    pub fn keeps(&self, report: &Report) -> bool {
        self.status.is_none_or(|s| s == report.status)
            && self.game.as_ref().is_none_or(|g| *g == report.game_id)
            && self.reporter.as_ref().is_none_or(|r| *r == report.reporter)
            && self.reported.as_ref().is_none_or(|r| report.reported.as_ref() == Some(r))
    }
}

/// How closing a report went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Closed {
    /// Closed now, with its audit entry.
    Now(Report),
    /// Closed before (by another operator): left as it was.
    Already(Report),
    /// No such report.
    Missing,
}

/// Players' reports and operators' notes on accounts.
pub trait ReportStore: Send + Sync {
    /// Stores a report; returns it with its id.
    fn file(&self, report: Report) -> impl Future<Output = Result<Report, StoreError>> + Send;
    /// A report by id.
    fn report(&self, id: u64) -> impl Future<Output = Result<Option<Report>, StoreError>> + Send;
    /// Reports that pass `filter`, newest first: (page, total count).
    fn reports(
        &self,
        filter: &ReportFilter,
        offset: u64,
        limit: u64,
    ) -> impl Future<Output = Result<(Vec<Report>, u64), StoreError>> + Send;
    /// Closes an open report as `status` (resolved or dismissed) with the
    /// operator's audit entry, in one transaction; a report already closed
    /// is left as it was.
    fn close(
        &self,
        id: u64,
        status: ReportStatus,
        audit: &AuditEntry,
    ) -> impl Future<Output = Result<Closed, StoreError>> + Send;
    /// Adds an operator's note on an account, with its audit entry, in one
    /// transaction; returns it with its id.
    fn add_note(
        &self,
        note: UserNote,
        audit: &AuditEntry,
    ) -> impl Future<Output = Result<UserNote, StoreError>> + Send;
    /// The notes on an account, newest first, at most `limit`.
    fn notes(
        &self,
        user: &UserId,
        limit: u64,
    ) -> impl Future<Output = Result<Vec<UserNote>, StoreError>> + Send;
}

/// An operator's note on an account: what the next operator should know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserNote {
    /// Assigned by the store (0 before adding).
    pub id: u64,
    /// The account.
    pub user: UserId,
    /// The operator who wrote it.
    pub author: UserId,
    /// The text.
    pub body: String,
    /// When, ms since the epoch.
    pub at_ms: i64,
}
