//! Group commit for the per-user feed's notices: concurrent writers share
//! one multi-row `INSERT`, so one round trip and one WAL flush serve them
//! all. A turn that changes hands writes a notice for the person whose
//! step begins; written one statement each, those were a third of the
//! database's write transactions under load (issue 33, docs/benchmarks.md).
//!
//! One task writes, one batch at a time: while a batch is in flight the
//! next one gathers, so batches grow with the load and a lone writer waits
//! for nothing but its own statement. Every writer awaits its batch, so a
//! notice is in the database when `notify` returns, as before; the order
//! of the queue is the order of the ids. A task that stopped with its
//! runtime is replaced by the next writer (`SeaGameStore::notices`).

use domain::ports::{Notice, StoreError};
use sea_orm::DatabaseConnection;
use tokio::sync::{mpsc, oneshot};

/// Notices in one statement at most (five parameters each, far below the
/// drivers' limits).
const MAX_BATCH: usize = 512;

struct Request {
    notices: Vec<Notice>,
    now_ms: i64,
    reply: oneshot::Sender<Result<(), StoreError>>,
}

/// The handle the store keeps; the task ends with the last one.
#[derive(Debug, Clone)]
pub(super) struct NoticeWriter {
    requests: mpsc::UnboundedSender<Request>,
}

impl NoticeWriter {
    /// Starts the writing task on the current runtime.
    pub(super) fn spawn(db: DatabaseConnection) -> Self {
        let (requests, rx) = mpsc::unbounded_channel();
        tokio::spawn(run(db, rx));
        Self { requests }
    }

    /// Whether the task has stopped (its runtime is gone).
    pub(super) fn is_closed(&self) -> bool {
        self.requests.is_closed()
    }

    /// Writes `notices`, batched with whatever else is waiting.
    pub(super) async fn write(&self, notices: &[Notice], now_ms: i64) -> Result<(), StoreError> {
        if notices.is_empty() {
            return Ok(());
        }
        let (reply, answer) = oneshot::channel();
        let request = Request { notices: notices.to_vec(), now_ms, reply };
        self.requests
            .send(request)
            .map_err(|_| StoreError::Other("the notice writer has stopped".to_owned()))?;
        answer
            .await
            .map_err(|_| StoreError::Other("the notice writer dropped a request".to_owned()))?
    }
}

async fn run(db: DatabaseConnection, mut rx: mpsc::UnboundedReceiver<Request>) {
    while let Some(first) = rx.recv().await {
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
        let all: Vec<Notice> = batch.iter().flat_map(|r| r.notices.iter().cloned()).collect();
        let result = super::notices::push(&db, &all, now).await;
        for request in batch {
            let _ = request.reply.send(result.clone());
        }
    }
}
