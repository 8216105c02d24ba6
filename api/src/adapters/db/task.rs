//! A background task fed through a channel, as the group-commit writers
//! (`batch`, `notice_batch`) are: each request carries the sender of its
//! reply, and the task is started on the runtime of its first caller. A
//! task lives on the worker thread that spawned it, so a store keeps its
//! handle in a [`Slot`], which starts another when that one has stopped.

use std::future::Future;
use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::{mpsc, oneshot};

/// The handle of a running task taking requests `R`; the task ends with
/// the last handle.
pub(super) struct Task<R> {
    requests: mpsc::UnboundedSender<R>,
}

impl<R> Clone for Task<R> {
    fn clone(&self) -> Self {
        Self { requests: self.requests.clone() }
    }
}

impl<R> std::fmt::Debug for Task<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Task").field("closed", &self.is_closed()).finish()
    }
}

impl<R: Send + 'static> Task<R> {
    /// Starts `run` on the current runtime, with the requests to come.
    pub(super) fn start<F>(run: impl FnOnce(mpsc::UnboundedReceiver<R>) -> F) -> Self
    where
        F: Future<Output = ()> + Send + 'static,
    {
        let (requests, rx) = mpsc::unbounded_channel();
        tokio::spawn(run(rx));
        Self { requests }
    }

    /// Sends the request `make` builds around a reply channel and waits for
    /// the reply; `Err` says why none came.
    pub(super) async fn ask<T>(
        &self,
        make: impl FnOnce(oneshot::Sender<T>) -> R,
    ) -> Result<T, &'static str> {
        let (reply, answer) = oneshot::channel();
        self.requests.send(make(reply)).map_err(|_| "has stopped")?;
        answer.await.map_err(|_| "dropped a request")
    }
}

impl<R> Task<R> {
    /// Whether the task has stopped (its runtime is gone).
    pub(super) fn is_closed(&self) -> bool {
        self.requests.is_closed()
    }
}

/// Where a store keeps a task's handle, shared by its clones.
pub(super) struct Slot<R>(Arc<Mutex<Option<Task<R>>>>);

impl<R> Default for Slot<R> {
    fn default() -> Self {
        Self(Arc::new(Mutex::new(None)))
    }
}

impl<R> Clone for Slot<R> {
    fn clone(&self) -> Self {
        Self(self.0.clone())
    }
}

impl<R> std::fmt::Debug for Slot<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Slot").finish()
    }
}

impl<R> Slot<R> {
    /// The running task, started by `start` when there is none running.
    pub(super) fn running(&self, start: impl FnOnce() -> Task<R>) -> Task<R> {
        let mut slot = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        match slot.as_ref() {
            Some(task) if !task.is_closed() => task.clone(),
            _ => slot.insert(start()).clone(),
        }
    }
}
