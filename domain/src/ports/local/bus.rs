//! The in-process bus: every subscriber of a game gets every message
//! published after it subscribed, in order. The service's bus when it runs
//! without Redis, and the local half of the Redis bus.

use std::collections::{BTreeMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::task::{Poll, Waker};

use crate::ports::{BusError, BusMessage, EventBus, GameId, Subscription};

use super::lock;

#[derive(Debug, Default)]
struct Queue {
    items: VecDeque<BusMessage>,
    waker: Option<Waker>,
    closed: bool,
}

/// An in-process [`EventBus`]: every subscriber of a game gets every
/// message published after it subscribed, in order.
#[derive(Debug, Default)]
pub struct InProcessBus {
    subscribers: Mutex<BTreeMap<GameId, Vec<Arc<Mutex<Queue>>>>>,
}

impl InProcessBus {
    /// A bus with no subscribers.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether anyone still follows `game` (a message for nobody need not
    /// be decoded).
    #[must_use]
    pub fn has_subscribers(&self, game: &GameId) -> bool {
        lock(&self.subscribers).get(game).is_some_and(|list| list.iter().any(|q| !lock(q).closed))
    }
}

/// A subscription to an [`InProcessBus`].
#[derive(Debug)]
pub struct InProcessSubscription {
    queue: Arc<Mutex<Queue>>,
}

impl Subscription for InProcessSubscription {
    async fn next(&mut self) -> Option<BusMessage> {
        std::future::poll_fn(|cx| {
            let mut q = lock(&self.queue);
            if let Some(m) = q.items.pop_front() {
                return Poll::Ready(Some(m));
            }
            if q.closed {
                return Poll::Ready(None);
            }
            q.waker = Some(cx.waker().clone());
            Poll::Pending
        })
        .await
    }
}

impl Drop for InProcessSubscription {
    fn drop(&mut self) {
        lock(&self.queue).closed = true;
    }
}

impl EventBus for InProcessBus {
    type Sub = InProcessSubscription;

    async fn publish(&self, message: BusMessage) -> Result<(), BusError> {
        let mut subs = lock(&self.subscribers);
        if let Some(list) = subs.get_mut(&message.game_id) {
            // Subscribers that went away are dropped here.
            list.retain(|q| !lock(q).closed);
            for q in list.iter() {
                let mut q = lock(q);
                q.items.push_back(message.clone());
                if let Some(w) = q.waker.take() {
                    w.wake();
                }
            }
        }
        Ok(())
    }

    async fn subscribe(&self, game: &GameId) -> Result<InProcessSubscription, BusError> {
        let queue = Arc::new(Mutex::new(Queue::default()));
        lock(&self.subscribers).entry(game.clone()).or_default().push(Arc::clone(&queue));
        Ok(InProcessSubscription { queue })
    }
}
