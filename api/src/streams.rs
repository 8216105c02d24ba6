//! Live channels per user (SSE streams, GraphQL subscriptions, long-polls):
//! bounded, and ended when their user is banned or muted.
//!
//! Each open channel holds a [`Slot`]: at most [`MAX_PER_USER`] at once per
//! user on this instance (429 `TOO_MANY_STREAMS` beyond), and a GraphQL
//! websocket at most [`MAX_PER_CONNECTION`] subscriptions. A ban or a mute
//! ([`Streams::end_all`]) wakes every slot of that user, whose channel then
//! ends at once; on another instance the channel ends at its next wake-up,
//! when it finds the account banned.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use actix_web::http::StatusCode;
use tokio::sync::watch;

use crate::error::ApiError;

/// Live channels one user may hold open on one instance.
pub const MAX_PER_USER: usize = 16;
/// Subscriptions one GraphQL websocket may hold.
pub const MAX_PER_CONNECTION: usize = 8;

/// The open channels of every user of this instance.
#[derive(Debug, Default)]
pub struct Streams {
    users: Mutex<HashMap<String, Entry>>,
}

#[derive(Debug)]
struct Entry {
    open: usize,
    ended: watch::Sender<bool>,
}

/// One open channel: dropping it frees its place.
#[derive(Debug)]
pub struct Slot {
    streams: Arc<Streams>,
    user: String,
    ended: watch::Receiver<bool>,
    connection: Option<ConnectionStreams>,
}

impl Streams {
    /// A place for a new channel of `user`.
    ///
    /// # Errors
    /// 429 `TOO_MANY_STREAMS` when the user holds [`MAX_PER_USER`] already.
    pub fn open(self: &Arc<Self>, user: &str) -> Result<Slot, ApiError> {
        let mut users = self.users.lock().unwrap_or_else(PoisonError::into_inner);
        let entry = users
            .entry(user.to_owned())
            .or_insert_with(|| Entry { open: 0, ended: watch::channel(false).0 });
        if entry.open >= MAX_PER_USER {
            return Err(too_many(format!(
                "at most {MAX_PER_USER} live channels per user; close one first"
            )));
        }
        entry.open += 1;
        Ok(Slot {
            streams: self.clone(),
            user: user.to_owned(),
            ended: entry.ended.subscribe(),
            connection: None,
        })
    }

    /// Ends every open channel of `user` (banned or muted).
    pub fn end_all(&self, user: &str) {
        let mut users = self.users.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(entry) = users.remove(user) {
            entry.ended.send_replace(true);
        }
    }

    /// Open channels of `user`.
    #[must_use]
    pub fn open_of(&self, user: &str) -> usize {
        let users = self.users.lock().unwrap_or_else(PoisonError::into_inner);
        users.get(user).map_or(0, |e| e.open)
    }
}

fn too_many(detail: String) -> ApiError {
    ApiError::new(StatusCode::TOO_MANY_REQUESTS, "TOO_MANY_STREAMS", detail)
        .retry_in(std::time::Duration::from_secs(1))
}

impl Slot {
    /// Resolves when the channel must end (its user was banned or muted);
    /// never otherwise.
    pub async fn ended(&mut self) {
        if self.ended.wait_for(|ended| *ended).await.is_err() {
            // The entry was replaced without an end: wait forever.
            std::future::pending::<()>().await;
        }
    }

    /// Also counts this slot against a websocket's subscriptions.
    ///
    /// # Errors
    /// 429 `TOO_MANY_STREAMS` when the connection holds [`MAX_PER_CONNECTION`].
    pub fn on_connection(mut self, connection: &ConnectionStreams) -> Result<Self, ApiError> {
        if connection.0.fetch_add(1, Ordering::SeqCst) >= MAX_PER_CONNECTION {
            connection.0.fetch_sub(1, Ordering::SeqCst);
            return Err(too_many(format!(
                "at most {MAX_PER_CONNECTION} subscriptions per connection"
            )));
        }
        self.connection = Some(connection.clone());
        Ok(self)
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Some(connection) = &self.connection {
            connection.0.fetch_sub(1, Ordering::SeqCst);
        }
        let mut users = self.streams.users.lock().unwrap_or_else(PoisonError::into_inner);
        let same =
            users.get(&self.user).is_some_and(|e| self.ended.same_channel(&e.ended.subscribe()));
        if same && let Some(entry) = users.get_mut(&self.user) {
            entry.open = entry.open.saturating_sub(1);
            if entry.open == 0 {
                users.remove(&self.user);
            }
        }
    }
}

/// The subscriptions of one GraphQL websocket.
#[derive(Debug, Clone, Default)]
pub struct ConnectionStreams(Arc<AtomicUsize>);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_has_a_bounded_number_of_channels_and_a_ban_ends_them() {
        let streams = Arc::new(Streams::default());
        let slots: Vec<Slot> =
            (0..MAX_PER_USER).map(|_| streams.open("ana").expect("room")).collect();
        assert_eq!(streams.open("ana").expect_err("full").code, "TOO_MANY_STREAMS");
        assert!(streams.open("beto").is_ok(), "another user has their own");
        drop(slots);
        assert_eq!(streams.open_of("ana"), 0, "dropped slots free their places");
        let mut slot = streams.open("ana").expect("room again");
        streams.end_all("ana");
        let ended = futures_util::FutureExt::now_or_never(slot.ended());
        assert!(ended.is_some(), "a ban ends the channel at once");
        assert_eq!(streams.open_of("ana"), 0);
        drop(slot);
        assert!(streams.open("ana").is_ok(), "after the ban, a fresh start (if allowed in)");
    }

    #[test]
    fn a_connection_has_a_bounded_number_of_subscriptions() {
        let streams = Arc::new(Streams::default());
        let connection = ConnectionStreams::default();
        let held: Vec<Slot> = (0..MAX_PER_CONNECTION)
            .map(|_| streams.open("ana").and_then(|s| s.on_connection(&connection)).expect("room"))
            .collect();
        let refused = streams.open("ana").and_then(|s| s.on_connection(&connection));
        assert_eq!(refused.expect_err("full").code, "TOO_MANY_STREAMS");
        drop(held);
        assert!(streams.open("ana").and_then(|s| s.on_connection(&connection)).is_ok());
    }
}

/// Whose turn it is, as one live channel follows it (SVC-NOTIFY): a
/// channel's user hears `your_turn` when a step of theirs begins (and when
/// the channel opens on one), once per step.
#[derive(Debug, Default)]
pub struct TurnWatch {
    /// The last look found the user's step under way.
    mine: bool,
}

impl TurnWatch {
    /// Looks again after new events: the notice to send, if the user's step
    /// has just begun.
    pub async fn look<S, B, C, R>(
        &mut self,
        games: &domain::app::Ports<S, B, C, R>,
        id: &domain::ports::GameId,
        user: &domain::ports::UserId,
    ) -> Option<domain::ports::TurnNotice>
    where
        S: domain::ports::GameStore,
        B: domain::ports::EventBus,
        C: domain::ports::Clock,
        R: domain::ports::SeedSource,
    {
        let notice =
            games.turn_now(id).await.ok().and_then(|all| all.into_iter().find(|n| &n.user == user));
        let began = notice.is_some() && !self.mine;
        self.mine = notice.is_some();
        notice.filter(|_| began)
    }
}
