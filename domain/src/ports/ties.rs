//! The ties port: one person's one-sided tie to another, of two kinds.
//! A block (SVC-BLOCK) is silent; what it keeps apart is asked both ways
//! (an invitation, a quick match, a challenge, a whisper), what it hides
//! only from the blocker (the other's table chat). A follow (SVC-FRIENDS)
//! puts the other on one's friends list, with their presence, and tells
//! them.

use std::future::Future;

use super::{StoreError, UserId};

/// What a tie is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TieKind {
    /// `from` blocks `to`.
    Block,
    /// `from` follows `to`.
    Follow,
}

impl TieKind {
    /// As the store keeps it.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Block => "block",
            Self::Follow => "follow",
        }
    }
}

/// One tie, as its maker lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tie {
    /// Who made it (the blocker, the follower).
    pub from: UserId,
    /// Whom it ties to (the blocked, the followed).
    pub to: UserId,
    /// When, ms since the epoch.
    pub at_ms: i64,
}

/// Where ties are kept, one kind apart from the other.
pub trait TieStore: Send + Sync {
    /// Keeps `tie`; tying again changes nothing (the first time stays).
    fn tie(&self, kind: TieKind, tie: &Tie) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Undoes `from`'s tie to `to`: whether there was one.
    fn untie(
        &self,
        kind: TieKind,
        from: &UserId,
        to: &UserId,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;
    /// The ties `from` made, the newest first.
    fn ties_from(
        &self,
        kind: TieKind,
        from: &UserId,
    ) -> impl Future<Output = Result<Vec<Tie>, StoreError>> + Send;
    /// The ties made to `to`, the newest first.
    fn ties_to(
        &self,
        kind: TieKind,
        to: &UserId,
    ) -> impl Future<Output = Result<Vec<Tie>, StoreError>> + Send;
    /// The ties between any two of `users`, either way.
    fn ties_among(
        &self,
        kind: TieKind,
        users: &[UserId],
    ) -> impl Future<Output = Result<Vec<Tie>, StoreError>> + Send;
}
