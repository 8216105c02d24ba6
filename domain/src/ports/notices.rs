//! A user's notices (the per-user feed): what happened across their games
//! and invitations that an app shows on its home screen. The store keeps
//! them numbered in the order written, so a feed resumes by id.

use super::{GameId, UserId};

/// What a notice says, with what a client needs to act on it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "type", rename_all = "snake_case"))]
pub enum NoticeKind {
    /// A step of the user's began (SVC-NOTIFY).
    YourTurn {
        /// The version at which it began.
        version: u64,
        /// The seat that must act.
        seat: u8,
        /// Its deadline under the game's clock, ms since the epoch.
        deadline_ms: Option<i64>,
    },
    /// A game the user sits in started.
    GameStarted,
    /// A game the user sat in ended: its view says how.
    GameFinished,
    /// Someone invited the user to a table (SVC-INVITE).
    Invited {
        /// The invitation.
        invitation_id: String,
        /// Who invited (a user id).
        from: String,
    },
    /// An invitation the user sent was accepted or declined.
    InvitationAnswered {
        /// The invitation.
        invitation_id: String,
        /// Who answered (a user id).
        by: String,
        /// Accepted (else declined).
        accepted: bool,
    },
    /// A player of a finished game opened its rematch (SVC-REMATCH).
    RematchOffered {
        /// The finished game's id.
        rematch_of: String,
        /// Who offered it (a user id).
        from: String,
    },
    /// Matchmaking found the user a game.
    MatchFound,
    /// One of the user's sessions was revoked.
    SessionRevoked {
        /// The session.
        session_id: String,
    },
}

impl NoticeKind {
    /// The `type` a client reads.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            NoticeKind::YourTurn { .. } => "your_turn",
            NoticeKind::GameStarted => "game_started",
            NoticeKind::GameFinished => "game_finished",
            NoticeKind::Invited { .. } => "invited",
            NoticeKind::InvitationAnswered { .. } => "invitation_answered",
            NoticeKind::RematchOffered { .. } => "rematch_offered",
            NoticeKind::MatchFound => "match_found",
            NoticeKind::SessionRevoked { .. } => "session_revoked",
        }
    }
}

/// A notice for one user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// For whom.
    pub user: UserId,
    /// About which game, if one.
    pub game_id: Option<GameId>,
    /// What it says.
    pub kind: NoticeKind,
}
