//! Group commit for the per-user feed's notices: concurrent writers share
//! one multi-row `INSERT`, so one round trip and one WAL flush serve them
//! all. A turn that changes hands writes a notice for the person whose
//! step begins; written one statement each, those were a third of the
//! database's write transactions under load (issue 33, docs/benchmarks.md).
//!
//! One task gathers what waits into a batch and writes it, with at most
//! [`IN_FLIGHT`] batches in flight: while they are, the next one gathers,
//! so batches grow with the load and a lone writer waits for nothing but
//! its own statement. (With one batch in flight, an action that changed
//! hands waited behind the previous batch's WAL flush: the CPU per action
//! fell, and so did the throughput of clients that wait for each answer.)
//! Every writer awaits its batch, so a notice is in the database when
//! `notify` returns, as before. A task that stopped with its runtime is
//! replaced by the next writer (`task::Slot`).

use std::sync::Arc;

use domain::ports::{Notice, StoreError};
use sea_orm::DatabaseConnection;
use tokio::sync::{Semaphore, mpsc, oneshot};

use super::task::Task;

/// Notices in one statement at most (five parameters each, far below the
/// drivers' limits).
const MAX_BATCH: usize = 512;
/// Batches written at once (each holds a pooled connection).
const IN_FLIGHT: usize = 4;

pub(super) struct Request {
    notices: Vec<Notice>,
    now_ms: i64,
    reply: oneshot::Sender<Result<(), StoreError>>,
}

/// The handle the store keeps; the task ends with the last one.
pub(super) type NoticeWriter = Task<Request>;

impl NoticeWriter {
    /// Starts the writing task on the current runtime.
    pub(super) fn spawn(db: DatabaseConnection) -> Self {
        Task::start(|rx| run(db, rx))
    }

    /// Writes `notices`, batched with whatever else is waiting.
    pub(super) async fn write(&self, notices: &[Notice], now_ms: i64) -> Result<(), StoreError> {
        if notices.is_empty() {
            return Ok(());
        }
        self.ask(|reply| Request { notices: notices.to_vec(), now_ms, reply })
            .await
            .map_err(|why| StoreError::Other(format!("the notice writer {why}")))?
    }
}

async fn run(db: DatabaseConnection, mut rx: mpsc::UnboundedReceiver<Request>) {
    let permits = Arc::new(Semaphore::new(IN_FLIGHT));
    while let Some(first) = rx.recv().await {
        let Ok(permit) = permits.clone().acquire_owned().await else { return };
        let mut batch = vec![first];
        let mut count = batch[0].notices.len();
        while count < MAX_BATCH {
            let Ok(more) = rx.try_recv() else { break };
            count += more.notices.len();
            batch.push(more);
        }
        // One time for the batch: the latest asked for, so no notice is
        // stamped before its writer asked.
        let now = batch.iter().map(|r| r.now_ms).max().unwrap_or_default();
        let all: Vec<Notice> =
            batch.iter_mut().flat_map(|r| std::mem::take(&mut r.notices)).collect();
        let db = db.clone();
        tokio::spawn(async move {
            let result = super::notices::push_alone(&db, &all, now).await;
            drop(permit);
            for request in batch {
                let _ = request.reply.send(result.clone());
            }
        });
    }
}
