//! Who must ask again whether they may still act: the live channels of a
//! user (websockets, SSE streams, waiting long-polls) each hold a [`Guard`]
//! and wait on it. A revocation of one of the user's sessions (logout,
//! `DELETE /v1/me/sessions/{id}`, a refresh secret reused, a personal
//! token revoked, a ban) rings the user's bell here at once, and on every
//! other instance when its watcher reads the revocation from the database
//! (`background::spawn_revocation_watcher`). A rung channel does not trust
//! the bell: it asks [`Auth::recheck`](super::Auth::recheck), the same
//! authority a REST request asks, and ends only if that refuses. A token's
//! expiry ends it too, without any bell.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use domain::ports::{Clock, SessionStore, UserStore};
use tokio::sync::watch;

use super::{Auth, Principal};

/// How often each instance reads the sessions revoked lately: with the
/// read itself, the bound within which another instance's revocation ends
/// this instance's channels (documented as 2 s in `docs/operating.md`).
pub const HEAR_EVERY: Duration = Duration::from_millis(250);
/// How far back each read looks. Revocations commit out of order and
/// instances' clocks differ, so a read overlaps the ones before it; a
/// revocation already heard is not told twice.
const LOOK_BACK_MS: i64 = 30_000;

/// The bells of the users with a live channel on this instance.
#[derive(Debug, Default)]
pub(super) struct Bells {
    users: Mutex<HashMap<String, watch::Sender<u64>>>,
}

impl Bells {
    fn users(&self) -> MutexGuard<'_, HashMap<String, watch::Sender<u64>>> {
        self.users.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A receiver that changes whenever a session of `user` is revoked.
    pub(super) fn listen(&self, user: &str) -> watch::Receiver<u64> {
        self.users().entry(user.to_owned()).or_insert_with(|| watch::channel(0).0).subscribe()
    }

    /// Rings `user`'s bell (if anyone listens here); forgets the bells
    /// nobody listens to any more.
    pub(super) fn ring(&self, user: &str) {
        let mut users = self.users();
        if let Some(bell) = users.get(user) {
            bell.send_modify(|n| *n += 1);
        }
        users.retain(|_, bell| bell.receiver_count() > 0);
    }
}

/// What a live channel holds of its caller: who they are, and the bell
/// that tells it to ask again.
#[derive(Debug)]
pub struct Guard {
    /// The caller, as last admitted.
    pub principal: Principal,
    pub(super) bell: watch::Receiver<u64>,
}

impl Guard {
    /// The user's id.
    #[must_use]
    pub fn user(&self) -> &str {
        &self.principal.user.0
    }
}

impl<U: UserStore, S: SessionStore, C: Clock> Auth<U, S, C> {
    /// Hears, until the process stops, the revocations any instance writes
    /// ([`HEAR_EVERY`]): each session revoked in the last
    /// [`LOOK_BACK_MS`] and not heard yet is forgotten here and its user's
    /// live channels told ([`Auth::heard_revoked`]). One indexed read per
    /// instance per tick, however many channels are open.
    pub async fn hear_revocations(&self) {
        let mut heard: HashMap<String, i64> = HashMap::new();
        let mut ticks = tokio::time::interval(HEAR_EVERY);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            let now = self.clock.now_ms();
            match self.sessions.revoked_since(now - LOOK_BACK_MS).await {
                Ok(found) => {
                    for (session, user) in found {
                        if heard.insert(session.clone(), now).is_none() {
                            self.heard_revoked(&session, &user);
                        }
                    }
                    // Twice the window: a session read again later is
                    // still known as heard.
                    heard.retain(|_, at| now - *at < 2 * LOOK_BACK_MS);
                }
                Err(e) => tracing::warn!(error = ?e, "the revocation watcher waits for the store"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ring_reaches_the_listeners_of_that_user_only() {
        let bells = Bells::default();
        let ana = bells.listen("ana");
        let beto = bells.listen("beto");
        bells.ring("ana");
        assert!(ana.has_changed().expect("open"), "ana is told to ask again");
        assert!(!beto.has_changed().expect("open"), "beto is not");
        drop(ana);
        bells.ring("ana");
        assert_eq!(bells.users().len(), 1, "a bell nobody listens to is forgotten");
    }
}
