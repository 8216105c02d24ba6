//! Sign-in sessions and personal access tokens (the port `SessionStore`):
//! what the service needs to keep so that a token can be renewed, listed
//! and revoked. A session is one sign-in (register, login, guest) whose
//! refresh secrets rotate; a personal access token is a session of its own
//! with a name and scopes, never refreshed. Only hashes of secrets are kept.

use std::future::Future;

use super::{StoreError, UserId};

/// What a token may do: a session may do everything; a personal access
/// token only what it was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Scopes {
    /// Create, join and play games, chat, pacts, reports.
    pub play: bool,
    /// Read games, views, events and one's own lists.
    pub read: bool,
    /// Manage one's "your turn" webhook.
    pub webhook: bool,
}

/// One scope by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    /// `play`.
    Play,
    /// `read`.
    Read,
    /// `webhook`.
    Webhook,
}

impl Scope {
    /// Every scope, in the order they are written.
    pub const ALL: [Scope; 3] = [Scope::Play, Scope::Read, Scope::Webhook];

    /// Its name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::Play => "play",
            Scope::Read => "read",
            Scope::Webhook => "webhook",
        }
    }

    /// The scope a name names.
    #[must_use]
    pub fn parse(s: &str) -> Option<Scope> {
        Scope::ALL.into_iter().find(|scope| scope.as_str() == s)
    }
}

impl Scopes {
    /// Every scope (a session's).
    pub const ALL: Scopes = Scopes { play: true, read: true, webhook: true };
    /// No scope.
    pub const NONE: Scopes = Scopes { play: false, read: false, webhook: false };

    /// Whether `scope` is among these.
    #[must_use]
    pub fn has(self, scope: Scope) -> bool {
        match scope {
            Scope::Play => self.play,
            Scope::Read => self.read,
            Scope::Webhook => self.webhook,
        }
    }

    /// These and `scope`.
    #[must_use]
    pub fn with(mut self, scope: Scope) -> Scopes {
        match scope {
            Scope::Play => self.play = true,
            Scope::Read => self.read = true,
            Scope::Webhook => self.webhook = true,
        }
        self
    }

    /// The names, in [`Scope::ALL`]'s order.
    #[must_use]
    pub fn names(self) -> Vec<&'static str> {
        Scope::ALL.into_iter().filter(|s| self.has(*s)).map(Scope::as_str).collect()
    }

    /// Written as stored: names separated by spaces.
    #[must_use]
    pub fn to_text(self) -> String {
        self.names().join(" ")
    }

    /// Read back from [`Scopes::to_text`]; unknown names are dropped (a
    /// scope retired by a later version grants nothing).
    #[must_use]
    pub fn from_text(text: &str) -> Scopes {
        text.split_whitespace().filter_map(Scope::parse).fold(Scopes::NONE, Scopes::with)
    }
}

/// A session or a personal access token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    /// Its id (shown in lists, named by revocations and by tokens' `sid`).
    pub id: String,
    /// Whose.
    pub user: UserId,
    /// A personal access token (named, scoped, never refreshed) rather
    /// than a sign-in.
    pub personal: bool,
    /// A personal access token's name; empty for a sign-in.
    pub name: String,
    /// What its tokens may do.
    pub scopes: Scopes,
    /// Opened, ms since the epoch.
    pub created_at_ms: i64,
    /// Last refreshed or used, ms since the epoch.
    pub last_used_at_ms: i64,
    /// When it ends unless refreshed (`None`: a personal token without
    /// expiry).
    pub expires_at_ms: Option<i64>,
    /// The client that opened it, as its `User-Agent` said (cut short).
    pub user_agent: String,
    /// Revoked (logout, revocation, reuse of a retired refresh secret, a ban).
    pub revoked: bool,
    /// The third-party app it was granted to through OAuth (its client
    /// id); `None` for a sign-in or a personal access token.
    pub client: Option<String>,
}

impl Session {
    /// Live at `now_ms`: not revoked and not expired.
    #[must_use]
    pub fn live(&self, now_ms: i64) -> bool {
        !self.revoked && self.expires_at_ms.is_none_or(|end| end > now_ms)
    }
}

/// Where a refresh secret stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Secret {
    /// The session's current secret.
    Current(Session),
    /// A secret the session has rotated away from: presenting it again is
    /// a reuse.
    Retired(Session),
}

/// A refresh's turn of a session's secret ([`SessionStore::rotate`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rotation<'a> {
    /// The session.
    pub session: &'a str,
    /// The hash of the secret presented, retired if it is still current.
    pub old_hash: &'a str,
    /// The hash of the secret that replaces it.
    pub new_hash: &'a str,
    /// When, ms since the epoch: the session's last use.
    pub at_ms: i64,
    /// The session's new end, ms since the epoch (it slides).
    pub expires_at_ms: i64,
}

/// The sessions, by id and by the hash of their refresh secrets.
pub trait SessionStore: Send + Sync {
    /// Opens a session whose current secret hashes to `secret_hash` (a
    /// personal token's secret is never presented; its hash only makes the
    /// row whole).
    fn open(
        &self,
        session: Session,
        secret_hash: &str,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// A session by id.
    fn by_id(&self, id: &str) -> impl Future<Output = Result<Option<Session>, StoreError>> + Send;
    /// The session a refresh secret belongs to, current or retired.
    fn by_secret(
        &self,
        secret_hash: &str,
    ) -> impl Future<Output = Result<Option<Secret>, StoreError>> + Send;
    /// Retires the rotation's old secret for its new one when the old is
    /// still the session's current secret, and moves the session's
    /// `last_used_at_ms` and `expires_at_ms`: `false` when another rotation
    /// came first.
    fn rotate(
        &self,
        rotation: &Rotation<'_>,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;
    /// Marks a session used at `now_ms`.
    fn touch(&self, id: &str, now_ms: i64) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Revokes one session at `now_ms`: `false` when it was not live.
    fn revoke(
        &self,
        id: &str,
        now_ms: i64,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;
    /// Revokes every session and token of a user at `now_ms`: how many
    /// were live.
    fn revoke_all(
        &self,
        user: &UserId,
        now_ms: i64,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;
    /// The sessions revoked at `since_ms` or later, with their users, in
    /// no particular order: what every instance reads to end the live
    /// channels that still hold them.
    fn revoked_since(
        &self,
        since_ms: i64,
    ) -> impl Future<Output = Result<Vec<(String, UserId)>, StoreError>> + Send;
    /// A user's live sessions (`personal: false`) or tokens (`true`),
    /// newest first.
    fn of_user(
        &self,
        user: &UserId,
        personal: bool,
        now_ms: i64,
    ) -> impl Future<Output = Result<Vec<Session>, StoreError>> + Send;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_are_written_as_names_and_read_back_dropping_unknown_ones() {
        let scopes = Scopes::NONE.with(Scope::Webhook).with(Scope::Play);
        assert_eq!(scopes.to_text(), "play webhook");
        assert_eq!(Scopes::from_text("webhook play admin"), scopes);
        assert_eq!(Scopes::from_text(&Scopes::ALL.to_text()), Scopes::ALL);
        assert!(!scopes.has(Scope::Read));
    }
}
