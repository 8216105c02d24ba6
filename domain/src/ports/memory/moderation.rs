//! In-memory moderation: the audit log, table chat, reports and notes.

use std::sync::Mutex;

use crate::ports::{
    AuditEntry, AuditFilter, AuditLog, ChatMessage, ChatStore, GameId, StoreError, UserId,
};
use crate::ports::{Closed, Report, ReportFilter, ReportStatus, ReportStore, UserNote};

use super::{AuditTrail, at_most, lock, newest, newest_page, push_numbered};

/// The audit log in a vector.
#[derive(Debug, Default)]
pub struct InMemoryAuditLog {
    entries: Mutex<Vec<AuditEntry>>,
}

impl AuditLog for InMemoryAuditLog {
    async fn record(&self, entry: AuditEntry) -> Result<AuditEntry, StoreError> {
        Ok(push_numbered(&mut lock(&self.entries), entry, |e| &mut e.id))
    }

    async fn list(
        &self,
        filter: &AuditFilter,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<AuditEntry>, u64), StoreError> {
        Ok(newest_page(&lock(&self.entries), |e| filter.keeps(e), offset, limit))
    }
}

/// Chat messages in a vector.
#[derive(Debug, Default)]
pub struct InMemoryChatStore {
    messages: Mutex<Vec<ChatMessage>>,
    /// The audit entries written with operators' deletions.
    pub audit: AuditTrail,
}

impl ChatStore for InMemoryChatStore {
    async fn post(&self, message: ChatMessage) -> Result<ChatMessage, StoreError> {
        Ok(push_numbered(&mut lock(&self.messages), message, |m| &mut m.id))
    }

    async fn list(
        &self,
        game: &GameId,
        after: u64,
        limit: u64,
    ) -> Result<Vec<ChatMessage>, StoreError> {
        Ok(lock(&self.messages)
            .iter()
            .filter(|m| &m.game_id == game && m.id > after)
            .take(at_most(limit))
            .cloned()
            .collect())
    }

    async fn by_user(&self, user: &UserId, limit: u64) -> Result<Vec<ChatMessage>, StoreError> {
        Ok(newest(&lock(&self.messages), |m| &m.user == user, limit))
    }

    async fn delete(&self, id: u64, audit: &AuditEntry) -> Result<Option<ChatMessage>, StoreError> {
        let mut messages = lock(&self.messages);
        let deleted = messages.iter_mut().find(|m| m.id == id).map(|m| {
            m.deleted = true;
            m.clone()
        });
        if let Some(m) = &deleted {
            let mut entry = audit.clone();
            entry.reason = crate::ports::deletion_reason(&audit.reason, &m.body);
            self.audit.push(entry);
        }
        Ok(deleted)
    }
}

/// Reports and notes in vectors.
#[derive(Debug, Default)]
pub struct InMemoryReportStore {
    reports: Mutex<Vec<Report>>,
    notes: Mutex<Vec<UserNote>>,
    /// The audit entries written with operators' closings and notes.
    pub audit: AuditTrail,
}

impl ReportStore for InMemoryReportStore {
    async fn file(&self, report: Report) -> Result<Report, StoreError> {
        Ok(push_numbered(&mut lock(&self.reports), report, |r| &mut r.id))
    }

    async fn report(&self, id: u64) -> Result<Option<Report>, StoreError> {
        Ok(lock(&self.reports).iter().find(|r| r.id == id).cloned())
    }

    async fn reports(
        &self,
        filter: &ReportFilter,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<Report>, u64), StoreError> {
        Ok(newest_page(&lock(&self.reports), |r| filter.keeps(r), offset, limit))
    }

    async fn close(
        &self,
        id: u64,
        status: ReportStatus,
        audit: &AuditEntry,
    ) -> Result<Closed, StoreError> {
        let mut reports = lock(&self.reports);
        let Some(report) = reports.iter_mut().find(|r| r.id == id) else {
            return Ok(Closed::Missing);
        };
        if report.status != ReportStatus::Open {
            return Ok(Closed::Already(report.clone()));
        }
        report.status = status;
        report.handled_by = Some(audit.actor.clone());
        report.handled_at_ms = Some(audit.at_ms);
        report.resolution.clone_from(&audit.reason);
        self.audit.push(audit.clone());
        Ok(Closed::Now(report.clone()))
    }

    async fn add_note(&self, note: UserNote, audit: &AuditEntry) -> Result<UserNote, StoreError> {
        let mut notes = lock(&self.notes);
        let note = push_numbered(&mut notes, note, |n| &mut n.id);
        self.audit.push(audit.clone());
        Ok(note)
    }

    async fn notes(&self, user: &UserId, limit: u64) -> Result<Vec<UserNote>, StoreError> {
        Ok(newest(&lock(&self.notes), |n| &n.user == user, limit))
    }
}
