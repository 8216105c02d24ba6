//! The per-user feed's wake-ups: the notices live in the database
//! (`SeaNotices`, numbered in the order written), and each instance runs
//! one watcher (`background::spawn_feed_watcher`) that reads the ids
//! written since its last look, a few times a second, and rings the
//! [`Bells`] of the feeds open here for those users. One query per
//! instance per tick, however many feeds are open, and every instance sees
//! what any other wrote.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use tokio::sync::watch;

/// How often the watcher looks for new notices.
pub const TICK: Duration = Duration::from_millis(200);

/// The feeds open on this instance, by user: each a channel carrying the
/// newest notice id seen for that user.
#[derive(Debug, Default)]
pub struct Bells {
    open: Mutex<HashMap<String, watch::Sender<i64>>>,
}

impl Bells {
    fn open(&self) -> std::sync::MutexGuard<'_, HashMap<String, watch::Sender<i64>>> {
        self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A receiver that changes when a notice for `user` is written.
    pub fn listen(&self, user: &str) -> watch::Receiver<i64> {
        self.open().entry(user.to_owned()).or_insert_with(|| watch::channel(0).0).subscribe()
    }

    /// Wakes the feeds of these (user, newest id) pairs; forgets users
    /// nobody listens for any more.
    pub fn ring(&self, written: &[(String, i64)]) {
        let mut open = self.open();
        for (user, id) in written {
            if let Some(bell) = open.get(user) {
                bell.send_replace(*id);
            }
        }
        open.retain(|_, bell| bell.receiver_count() > 0);
    }
}
