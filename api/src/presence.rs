//! Presence (SVC-FRIENDS): whether a person is online, as their friends'
//! lists say. Online means holding an open channel (an SSE stream, a
//! subscription, a waiting long-poll) or having made an authenticated
//! request in the last [`WINDOW_MS`], on any instance.
//!
//! Each instance notes the requests it serves in memory and, with Redis
//! linked, writes them out every [`FLUSH`] in one pipeline: a key per
//! person who was seen (`presence:{user}`) that expires when their window
//! does, and the holders of open channels refreshed on every flush. So a
//! busy instance sends one round trip every few seconds, not one a
//! request, and a read is one `MGET` for a whole list. Without Redis, or
//! while it is away, an instance answers from what it saw itself.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use domain::ports::UserId;

use crate::clients::SharedLink;
use crate::streams::Streams;

/// How long a request keeps its person online.
pub const WINDOW_MS: i64 = 30_000;
/// How often an instance writes out whom it saw.
pub const FLUSH: Duration = Duration::from_secs(5);

/// This instance's view of who is online, shared through Redis when linked.
#[derive(Debug)]
pub struct Presence {
    link: Option<Arc<SharedLink>>,
    streams: Arc<Streams>,
    /// Last request served here, ms since the epoch, by user: pruned at
    /// each flush once older than the window.
    seen: Mutex<HashMap<String, i64>>,
}

impl Presence {
    /// Over the instance's channels, shared through `link` when given.
    #[must_use]
    pub fn new(streams: Arc<Streams>, link: Option<Arc<SharedLink>>) -> Self {
        Self { link, streams, seen: Mutex::default() }
    }

    fn seen(&self) -> std::sync::MutexGuard<'_, HashMap<String, i64>> {
        self.seen.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// `user` made an authenticated request at `now_ms`.
    pub fn saw(&self, user: &UserId, now_ms: i64) {
        self.seen().insert(user.0.clone(), now_ms);
    }

    /// Whether each of `users` is online at `now_ms`, in order.
    pub async fn online(&self, users: &[UserId], now_ms: i64) -> Vec<bool> {
        let mut online: Vec<bool> = {
            let seen = self.seen();
            users
                .iter()
                .map(|u| {
                    self.streams.open_of(&u.0) > 0
                        || seen.get(&u.0).is_some_and(|at| now_ms - at < WINDOW_MS)
                })
                .collect()
        };
        let asked: Vec<String> =
            users.iter().zip(&online).filter(|(_, on)| !**on).map(|(u, _)| u.0.clone()).collect();
        if let (Some(link), false) = (&self.link, asked.is_empty()) {
            let mut pipe = redis::pipe();
            pipe.cmd("MGET").arg(asked.iter().map(|u| key(link, u)).collect::<Vec<_>>());
            if let Some((there,)) = link.run::<(Vec<Option<i64>>,)>(&pipe).await {
                let mut there = there.into_iter();
                for on in online.iter_mut().filter(|on| !**on) {
                    *on = there.next().flatten().is_some();
                }
            }
        }
        online
    }

    /// Writes out whom this instance saw within the window, and the
    /// holders of its open channels, to Redis when linked; forgets what
    /// is older than the window.
    pub async fn flush(&self, now_ms: i64) {
        let recent: Vec<(String, i64)> = {
            let mut seen = self.seen();
            seen.retain(|_, at| now_ms - *at < WINDOW_MS);
            seen.iter().map(|(u, at)| (u.clone(), *at)).collect()
        };
        let Some(link) = &self.link else { return };
        let holders = self.streams.holders();
        if recent.is_empty() && holders.is_empty() {
            return;
        }
        let mut pipe = redis::pipe();
        for (user, at) in &recent {
            let left = u64::try_from(WINDOW_MS - (now_ms - at)).unwrap_or(1).max(1);
            pipe.cmd("SET").arg(key(link, user)).arg(*at).arg("PX").arg(left).ignore();
        }
        // A channel holder stays online until a flush after it closes:
        // its key lasts a window from each flush.
        let window = u64::try_from(WINDOW_MS).unwrap_or(30_000);
        for user in holders {
            pipe.cmd("SET").arg(key(link, &user)).arg(now_ms).arg("PX").arg(window).ignore();
        }
        let _: Option<()> = link.run(&pipe).await;
    }

    /// Flushes presence and `watching`'s spectators every [`FLUSH`] for as
    /// long as the presence lives.
    pub fn spawn_flush(
        self: &Arc<Self>,
        watching: Arc<crate::watching::Watching>,
    ) -> tokio::task::JoinHandle<()> {
        let presence = Arc::downgrade(self);
        tokio::spawn(async move {
            let mut ticks = tokio::time::interval(FLUSH);
            loop {
                ticks.tick().await;
                let Some(presence) = presence.upgrade() else { return };
                let now = crate::adapters::system::now_ms();
                presence.flush(now).await;
                watching.flush(now).await;
            }
        })
    }
}

fn key(link: &SharedLink, user: &str) -> String {
    link.tagged("presence", user)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn svc_friends_a_request_keeps_its_person_online_for_the_window_and_a_channel_for_as_long_as_it_is_open()
     {
        let streams = Arc::new(Streams::default());
        let presence = Presence::new(streams.clone(), None);
        let (ana, beto) = (UserId("ana".to_owned()), UserId("beto".to_owned()));
        let both = [ana.clone(), beto.clone()];
        assert_eq!(presence.online(&both, 1_000).await, [false, false], "nobody seen yet");
        presence.saw(&ana, 1_000);
        assert_eq!(presence.online(&both, 1_000 + WINDOW_MS - 1).await, [true, false]);
        assert_eq!(presence.online(&both, 1_000 + WINDOW_MS).await, [false, false], "30 s on");
        presence.flush(1_000 + WINDOW_MS).await;
        assert!(presence.seen().is_empty(), "the flush forgets what is past the window");

        let slot = streams.open_unguarded("beto").expect("a channel");
        assert_eq!(presence.online(&both, 1_000_000).await, [false, true], "Beto holds a channel");
        drop(slot);
        assert_eq!(presence.online(&both, 1_000_000).await, [false, false], "and closed it");
    }
}
