//! Live channels per user (SSE streams, GraphQL subscriptions, long-polls):
//! bounded, and ended when their caller may no longer act.
//!
//! Each open channel holds a [`Slot`]: at most [`MAX_PER_USER`] at once per
//! user on this instance (429 `TOO_MANY_STREAMS` beyond), and a GraphQL
//! websocket at most [`MAX_PER_CONNECTION`] subscriptions. A slot holds its
//! caller's [`Guard`], so [`Slot::ended`] resolves when the caller's token
//! is revoked or expires or the account is banned, on this instance or
//! another (see `auth::revocations`); a mute or a ban here
//! ([`Streams::end_all`]) also ends every slot of that user at once.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use actix_web::http::StatusCode;
use tokio::sync::watch;

use crate::auth::{Auth, Guard};
use crate::error::ApiError;

/// Live channels one user may hold open on one instance.
pub const MAX_PER_USER: usize = 16;
/// Subscriptions one GraphQL websocket may hold.
pub const MAX_PER_CONNECTION: usize = 8;
/// How the channels of a client address's watchers who are not signed in
/// are keyed (SVC-WATCH): this, then the address.
pub const NOBODY: &str = "nobody@";

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
    /// The caller's hold; none for the dashboard's live pages, whose cookie
    /// session is checked by each page request and whose waits are short.
    guard: Option<Guard>,
    ended: watch::Receiver<bool>,
    connection: Option<ConnectionStreams>,
    /// Its place among its address's and the process's channels.
    door: Option<crate::doors::Door>,
}

impl Streams {
    /// A place for a new channel of `user`.
    ///
    /// # Errors
    /// 429 `TOO_MANY_STREAMS` when the user holds [`MAX_PER_USER`] already.
    pub fn open(self: &Arc<Self>, guard: Guard) -> Result<Slot, ApiError> {
        self.open_as(guard.user().to_owned(), Some(guard))
    }

    /// A place for a channel with no token to watch: a dashboard page's
    /// wait of an operator's (whose cookie session each page request
    /// checks), or a public game's watcher who is not signed in, counted
    /// by their address (SVC-WATCH). Bounded as [`Streams::open`].
    ///
    /// # Errors
    /// As [`Streams::open`].
    pub fn open_unguarded(self: &Arc<Self>, key: &str) -> Result<Slot, ApiError> {
        self.open_as(key.to_owned(), None)
    }

    fn open_as(self: &Arc<Self>, user: String, guard: Option<Guard>) -> Result<Slot, ApiError> {
        let mut users = self.users.lock().unwrap_or_else(PoisonError::into_inner);
        let entry = users
            .entry(user.clone())
            .or_insert_with(|| Entry { open: 0, ended: watch::channel(false).0 });
        if entry.open >= MAX_PER_USER {
            return Err(too_many(format!(
                "at most {MAX_PER_USER} live channels per user; close one first"
            )));
        }
        entry.open += 1;
        Ok(Slot {
            streams: self.clone(),
            ended: entry.ended.subscribe(),
            user,
            guard,
            connection: None,
            door: None,
        })
    }

    /// Ends every open channel of `user` (banned or muted).
    pub fn end_all(&self, user: &str) {
        let mut users = self.users.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(entry) = users.remove(user) {
            entry.ended.send_replace(true);
        }
    }

    /// The users holding at least one open channel here (not the
    /// watchers who are not signed in).
    #[must_use]
    pub fn holders(&self) -> Vec<String> {
        let users = self.users.lock().unwrap_or_else(PoisonError::into_inner);
        let people = users.iter().filter(|(u, e)| e.open > 0 && !u.starts_with(NOBODY));
        people.map(|(u, _)| u.clone()).collect()
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
    /// Resolves when the channel must end, with why when its caller may no
    /// longer act (a revoked or expired token: 401; a ban: 403); `None`
    /// when a mute here ended it and the caller is still signed in. Never
    /// otherwise.
    pub async fn ended<U, S, C>(&mut self, auth: &Auth<U, S, C>) -> Option<ApiError>
    where
        U: domain::ports::UserStore,
        S: domain::ports::SessionStore,
        C: domain::ports::Clock,
    {
        let sanctioned = async {
            if self.ended.wait_for(|ended| *ended).await.is_err() {
                // The entry was replaced without an end: wait forever.
                std::future::pending::<()>().await;
            }
        };
        let Some(guard) = &mut self.guard else {
            sanctioned.await;
            return None;
        };
        tokio::select! {
            lost = auth.lost(guard) => Some(lost.into()),
            () = sanctioned => auth.recheck(&guard.principal).await.err().map(Into::into),
        }
    }

    /// Whether the caller may still act, asked of the store itself (see
    /// [`Auth::recheck_fresh`]); a dashboard page's slot always may.
    ///
    /// # Errors
    /// 401 or 403, as a REST request with the caller's token would get.
    pub async fn still<U, S, C>(&self, auth: &Auth<U, S, C>) -> Result<(), ApiError>
    where
        U: domain::ports::UserStore,
        S: domain::ports::SessionStore,
        C: domain::ports::Clock,
    {
        match &self.guard {
            Some(guard) => auth.recheck_fresh(&guard.principal).await.map(drop).map_err(Into::into),
            None => Ok(()),
        }
    }

    /// Holds `door` as long as the channel lives.
    #[must_use]
    pub fn through(mut self, door: crate::doors::Door) -> Self {
        self.door = Some(door);
        self
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
        let user = self.user.as_str();
        let same = users.get(user).is_some_and(|e| self.ended.same_channel(&e.ended.subscribe()));
        if same && let Some(entry) = users.get_mut(user) {
            entry.open = entry.open.saturating_sub(1);
            if entry.open == 0 {
                users.remove(user);
            }
        }
    }
}

/// The subscriptions of one GraphQL websocket.
#[derive(Debug, Clone, Default)]
pub struct ConnectionStreams(Arc<AtomicUsize>);

#[cfg(test)]
mod tests {
    use std::sync::Arc as Shared;

    use domain::ports::memory::{InMemorySessions, InMemoryUserStore, ManualClock};
    use futures_util::FutureExt as _;

    use super::*;

    type TestAuth = Auth<InMemoryUserStore, InMemorySessions, Shared<ManualClock>>;

    fn auth() -> TestAuth {
        let clock = Shared::new(ManualClock::at(1_700_000_000_000));
        Auth::new(InMemoryUserStore::new(), InMemorySessions::default(), clock, b"test secret")
    }

    /// A guard for a new sign-in of `name`.
    async fn signed_in(auth: &TestAuth, name: &str) -> Guard {
        let issued = auth.register(name, "correct horse", "test", None).await.expect("register");
        auth.guard(auth.authenticate(&issued.token).await.expect("admitted"))
    }

    #[tokio::test]
    async fn a_user_has_a_bounded_number_of_channels_and_a_ban_ends_them() {
        let auth = auth();
        let streams = Arc::new(Streams::default());
        let ana = signed_in(&auth, "ana").await.principal;
        let slots: Vec<Slot> = (0..MAX_PER_USER)
            .map(|_| streams.open(auth.guard(ana.clone())).expect("room"))
            .collect();
        let one_more = streams.open(auth.guard(ana.clone()));
        assert_eq!(one_more.expect_err("full").code, "TOO_MANY_STREAMS");
        assert!(streams.open(signed_in(&auth, "beto").await).is_ok(), "another user has their own");
        drop(slots);
        assert_eq!(streams.open_of(&ana.user.0), 0, "dropped slots free their places");
        let mut slot = streams.open(auth.guard(ana.clone())).expect("room again");
        streams.end_all(&ana.user.0);
        let ended = slot.ended(&auth).now_or_never();
        assert!(matches!(ended, Some(None)), "a sanction here ends the channel at once: {ended:?}");
        assert_eq!(streams.open_of(&ana.user.0), 0);
        drop(slot);
        assert!(streams.open(auth.guard(ana)).is_ok(), "after it, a fresh start (if allowed in)");
    }

    #[tokio::test]
    async fn a_logout_ends_that_session_s_channels_and_no_other_session_s() {
        let auth = auth();
        let streams = Arc::new(Streams::default());
        let mut phone = streams.open(signed_in(&auth, "ana").await).expect("room");
        let laptop = auth.login("ana", "correct horse", "laptop").await.expect("login");
        let laptop = auth.authenticate(&laptop.token).await.expect("admitted");
        let mut on_laptop = streams.open(auth.guard(laptop.clone())).expect("room");
        auth.logout(&laptop).await.expect("logout");
        let ended = on_laptop.ended(&auth).now_or_never().expect("ended at once");
        assert_eq!(ended.expect("a reason").code, "INVALID_TOKEN");
        assert!(phone.ended(&auth).now_or_never().is_none(), "the phone's session goes on");
    }

    #[tokio::test]
    async fn a_connection_has_a_bounded_number_of_subscriptions() {
        let auth = auth();
        let streams = Arc::new(Streams::default());
        let ana = signed_in(&auth, "ana").await.principal;
        let connection = ConnectionStreams::default();
        let open =
            || streams.open(auth.guard(ana.clone())).and_then(|s| s.on_connection(&connection));
        let held: Vec<Slot> = (0..MAX_PER_CONNECTION).map(|_| open().expect("room")).collect();
        assert_eq!(open().expect_err("full").code, "TOO_MANY_STREAMS");
        drop(held);
        assert!(open().is_ok());
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
