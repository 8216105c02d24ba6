//! The accounts port: users, their roles and sanctions, and the store
//! that finds them.

use super::{AuditEntry, StoreError, UserId};
use std::future::Future;

/// What a user may do: play, or also moderate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// A player (or bot).
    Player,
    /// A moderator: operator endpoints and the dashboard.
    Operator,
}

impl Role {
    /// Wire name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Player => "player",
            Role::Operator => "operator",
        }
    }

    /// Parses the wire name.
    #[must_use]
    pub fn parse(s: &str) -> Option<Role> {
        match s {
            "player" => Some(Role::Player),
            "operator" => Some(Role::Operator),
            _ => None,
        }
    }
}

/// An account: registered (with a password hash) or a guest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    /// Id.
    pub id: UserId,
    /// Unique login name.
    pub username: String,
    /// Name shown to others.
    pub display_name: String,
    /// PHC-format password hash; `None` for guests.
    pub password_hash: Option<String>,
    /// Role.
    pub role: Role,
    /// A throwaway identity.
    pub guest: bool,
    /// May not log in.
    pub banned: bool,
    /// May not chat.
    pub muted: bool,
    /// When a time-limited ban ends, ms since the epoch (`None`: when an
    /// operator lifts it).
    pub banned_until: Option<i64>,
    /// When a time-limited mute ends, ms since the epoch.
    pub muted_until: Option<i64>,
    /// Creation time, ms since the epoch.
    pub created_at_ms: i64,
    /// The language the user chose to read (`es`, `en` or `it`); `None`
    /// until they choose (pages then speak Spanish, the game's own, and
    /// the API's problems English).
    pub locale: Option<String>,
    /// Left out of the leaderboards by an operator (SVC-RATING); their
    /// ratings still move.
    pub unranked: bool,
    /// A keyed hash of the address the account was registered from (never
    /// the address): the collusion signal links accounts made together.
    /// `None` for guests, accounts made before it was kept, or an unknown
    /// address.
    pub origin: Option<String>,
    /// When the owner deleted the account (SVC-DELETE), ms since the
    /// epoch: the record is then anonymous, and no token of it is honoured.
    pub deleted_at_ms: Option<i64>,
}

impl User {
    /// Banned at `now_ms` (a time-limited ban is over at its `until`, even
    /// before the sweep that lifts it has run).
    #[must_use]
    pub fn is_banned(&self, now_ms: i64) -> bool {
        self.banned && self.banned_until.is_none_or(|until| until > now_ms)
    }

    /// Muted at `now_ms`.
    #[must_use]
    pub fn is_muted(&self, now_ms: i64) -> bool {
        self.muted && self.muted_until.is_none_or(|until| until > now_ms)
    }
}

/// Which accounts to list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UserFilter {
    /// Login names starting with this (empty: all).
    pub prefix: String,
    /// Only the banned (the flag, whatever its end).
    pub banned: bool,
    /// Only the muted.
    pub muted: bool,
    /// Only operators.
    pub operators: bool,
}

impl UserFilter {
    /// Whether `user` passes.
    #[must_use]
    pub fn keeps(&self, user: &User) -> bool {
        user.username.starts_with(&self.prefix)
            && (!self.banned || user.banned)
            && (!self.muted || user.muted)
            && (!self.operators || user.role == Role::Operator)
    }
}

/// The accounts.
pub trait UserStore: Send + Sync {
    /// Adds a user; `AlreadyExists` when the id or username is taken.
    fn insert(&self, user: User) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Replaces a user's record (role, flags, hash).
    fn update(&self, user: User) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// An operator's change to a user's record (a ban, a mute), with its
    /// audit entry, in one transaction.
    fn moderate(
        &self,
        user: User,
        audit: &AuditEntry,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// A user by login name.
    fn by_username(
        &self,
        username: &str,
    ) -> impl Future<Output = Result<Option<User>, StoreError>> + Send;
    /// A user by id.
    fn by_id(&self, id: &UserId) -> impl Future<Output = Result<Option<User>, StoreError>> + Send;
    /// Accounts whose login name starts with `filter.prefix`, keeping only
    /// the banned, muted or operators when asked, by login name: (page,
    /// total count).
    fn list(
        &self,
        filter: &UserFilter,
        offset: u64,
        limit: u64,
    ) -> impl Future<Output = Result<(Vec<User>, u64), StoreError>> + Send;
    /// Users with a time-limited ban or mute that ran out at `now_ms`, at
    /// most `limit`.
    fn expired_sanctions(
        &self,
        now_ms: i64,
        limit: u64,
    ) -> impl Future<Output = Result<Vec<User>, StoreError>> + Send;
    /// Forgets whatever copy of `user`'s record the store keeps for speed:
    /// another instance changed it (a ban), and the next read must see it.
    fn forget(&self, user: &UserId) {
        let _ = user;
    }
}
