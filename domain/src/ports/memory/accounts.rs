//! In-memory accounts: users, and sessions with personal access tokens.

use std::collections::BTreeMap;
use std::sync::Mutex;

use crate::ports::{AuditEntry, Rotation, StoreError, User, UserFilter, UserId, UserStore};

use super::{AuditTrail, at_most, lock, page};

/// A [`UserStore`] in a mutex-guarded map.
#[derive(Debug, Default)]
pub struct InMemoryUserStore {
    users: Mutex<BTreeMap<UserId, User>>,
    /// The audit entries written with operators' changes.
    pub audit: AuditTrail,
}

impl InMemoryUserStore {
    /// No users.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }
}

impl UserStore for InMemoryUserStore {
    async fn insert(&self, user: User) -> Result<(), StoreError> {
        let mut users = lock(&self.users);
        if users.contains_key(&user.id) || users.values().any(|u| u.username == user.username) {
            return Err(StoreError::AlreadyExists);
        }
        users.insert(user.id.clone(), user);
        Ok(())
    }

    async fn update(&self, user: User) -> Result<(), StoreError> {
        let mut users = lock(&self.users);
        let slot = users.get_mut(&user.id).ok_or(StoreError::NotFound)?;
        *slot = user;
        Ok(())
    }

    async fn moderate(&self, user: User, audit: &AuditEntry) -> Result<(), StoreError> {
        self.update(user).await?;
        self.audit.push(audit.clone());
        Ok(())
    }

    async fn by_username(&self, username: &str) -> Result<Option<User>, StoreError> {
        Ok(lock(&self.users).values().find(|u| u.username == username).cloned())
    }

    async fn by_id(&self, id: &UserId) -> Result<Option<User>, StoreError> {
        Ok(lock(&self.users).get(id).cloned())
    }

    async fn list(
        &self,
        filter: &UserFilter,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<User>, u64), StoreError> {
        let users = lock(&self.users);
        let mut kept: Vec<&User> = users.values().filter(|u| filter.keeps(u)).collect();
        kept.sort_by(|a, b| a.username.cmp(&b.username));
        Ok(page(kept, offset, limit))
    }

    async fn expired_sanctions(&self, now_ms: i64, limit: u64) -> Result<Vec<User>, StoreError> {
        let ran_out = |flag: bool, until: Option<i64>| flag && until.is_some_and(|u| u <= now_ms);
        Ok(lock(&self.users)
            .values()
            .filter(|u| ran_out(u.banned, u.banned_until) || ran_out(u.muted, u.muted_until))
            .take(at_most(limit))
            .cloned()
            .collect())
    }
}

/// A [`SessionStore`](crate::ports::SessionStore) in a mutex-guarded map:
/// sessions by id, and each refresh secret's hash with its session and
/// whether it is still current.
#[derive(Debug, Default)]
pub struct InMemorySessions {
    sessions: Mutex<BTreeMap<String, crate::ports::Session>>,
    secrets: Mutex<BTreeMap<String, (String, bool)>>,
    /// When each revoked session was revoked.
    revoked_at: Mutex<BTreeMap<String, i64>>,
}

impl crate::ports::SessionStore for InMemorySessions {
    async fn open(
        &self,
        session: crate::ports::Session,
        secret_hash: &str,
    ) -> Result<(), StoreError> {
        lock(&self.secrets).insert(secret_hash.to_owned(), (session.id.clone(), true));
        lock(&self.sessions).insert(session.id.clone(), session);
        Ok(())
    }

    async fn by_id(&self, id: &str) -> Result<Option<crate::ports::Session>, StoreError> {
        Ok(lock(&self.sessions).get(id).cloned())
    }

    async fn by_secret(
        &self,
        secret_hash: &str,
    ) -> Result<Option<crate::ports::Secret>, StoreError> {
        let Some((id, current)) = lock(&self.secrets).get(secret_hash).cloned() else {
            return Ok(None);
        };
        let session = lock(&self.sessions).get(&id).cloned();
        Ok(session.map(|s| {
            if current {
                crate::ports::Secret::Current(s)
            } else {
                crate::ports::Secret::Retired(s)
            }
        }))
    }

    async fn rotate(&self, turn: &Rotation<'_>) -> Result<bool, StoreError> {
        let id = turn.session;
        let mut secrets = lock(&self.secrets);
        match secrets.get_mut(turn.old_hash) {
            Some((owner, current)) if owner == id && *current => *current = false,
            _ => return Ok(false),
        }
        secrets.insert(turn.new_hash.to_owned(), (id.to_owned(), true));
        if let Some(s) = lock(&self.sessions).get_mut(id) {
            s.last_used_at_ms = turn.at_ms;
            s.expires_at_ms = Some(turn.expires_at_ms);
        }
        Ok(true)
    }

    async fn touch(&self, id: &str, now_ms: i64) -> Result<(), StoreError> {
        if let Some(s) = lock(&self.sessions).get_mut(id) {
            s.last_used_at_ms = now_ms;
        }
        Ok(())
    }

    async fn revoke(&self, id: &str, now_ms: i64) -> Result<bool, StoreError> {
        let ended = lock(&self.sessions)
            .get_mut(id)
            .is_some_and(|s| !std::mem::replace(&mut s.revoked, true));
        if ended {
            lock(&self.revoked_at).insert(id.to_owned(), now_ms);
        }
        Ok(ended)
    }

    async fn revoke_all(&self, user: &UserId, now_ms: i64) -> Result<u64, StoreError> {
        let mut sessions = lock(&self.sessions);
        let mut revoked_at = lock(&self.revoked_at);
        let mine = sessions.values_mut().filter(|s| &s.user == user && !s.revoked);
        Ok(mine
            .map(|s| {
                s.revoked = true;
                revoked_at.insert(s.id.clone(), now_ms);
            })
            .fold(0, |n, ()| n + 1))
    }

    async fn revoked_since(&self, since_ms: i64) -> Result<Vec<(String, UserId)>, StoreError> {
        let sessions = lock(&self.sessions);
        Ok(lock(&self.revoked_at)
            .iter()
            .filter(|(_, at)| **at >= since_ms)
            .filter_map(|(id, _)| sessions.get(id).map(|s| (id.clone(), s.user.clone())))
            .collect())
    }

    async fn of_user(
        &self,
        user: &UserId,
        personal: bool,
        now_ms: i64,
    ) -> Result<Vec<crate::ports::Session>, StoreError> {
        let sessions = lock(&self.sessions);
        let mut mine: Vec<_> = sessions
            .values()
            .filter(|s| &s.user == user && s.personal == personal && s.live(now_ms))
            .cloned()
            .collect();
        mine.sort_by(|a, b| b.created_at_ms.cmp(&a.created_at_ms).then_with(|| a.id.cmp(&b.id)));
        Ok(mine)
    }
}
