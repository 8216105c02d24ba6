//! A user's notices (the per-user feed): what happened across their games
//! and invitations that an app shows on its home screen. The store keeps
//! them numbered in the order written, so a feed resumes by id.

use super::{GameId, RatingChange, TurnNotice, UserId};
use crate::rating::Rating;

/// What a notice says, with what a client needs to act on it.
#[derive(Debug, Clone, PartialEq)]
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
    /// A game the user sat in ended: its view says how; a rated game's
    /// rating changes come with it (SVC-RATING).
    GameFinished {
        /// Each person's change, by seat; empty for an unrated game.
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Vec::is_empty"))]
        rating_changes: Vec<RatingMove>,
        /// Why a rated game moved no rating (`too_few_turns`, `pair_cap`).
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
        uncounted: Option<crate::rating::Uncounted>,
    },
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
    /// Matchmaking found the user a game (SVC-MATCH): the notice's game.
    MatchFound {
        /// The ticket it answers.
        ticket_id: String,
    },
    /// A tournament the user entered began a round, or ended
    /// (SVC-TOURNAMENT): the notice's game is theirs in the new round.
    TournamentRound {
        /// The tournament.
        tournament_id: String,
        /// Its round now.
        round: u32,
        /// Its status now: `running`, `finished` or `cancelled`.
        status: String,
    },
    /// A game the user sits in was paused (SVC-LIFE): `version` is the
    /// `game_paused` event's.
    GamePaused {
        /// The event's version.
        version: u64,
    },
    /// A game the user sits in goes on after a pause.
    GameResumed {
        /// The `game_resumed` event's version.
        version: u64,
    },
    /// A game the user sits in was stopped for good; `version` is the
    /// `game_aborted` event's, 0 for a table that never started (it has no
    /// log).
    GameAborted {
        /// The event's version.
        version: u64,
    },
    /// One of the user's sessions was revoked.
    SessionRevoked {
        /// The session.
        session_id: String,
    },
    /// Someone began to follow the user (SVC-FRIENDS): told once, when
    /// the follow is new.
    Followed {
        /// Who follows now (a user id).
        by: String,
    },
    /// Someone seated in a game whispered to the user (SVC-WHISPER): the
    /// whisper's text is read with `GET /v1/games/{id}/whispers`, never
    /// carried by the notice (a notice travels to webhooks and push
    /// services).
    Whisper {
        /// The whisper.
        whisper_id: u64,
        /// The seat that whispered.
        from_seat: u8,
    },
}

impl NoticeKind {
    /// The `type` a client reads.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            NoticeKind::YourTurn { .. } => "your_turn",
            NoticeKind::GameStarted => "game_started",
            NoticeKind::GameFinished { .. } => "game_finished",
            NoticeKind::Invited { .. } => "invited",
            NoticeKind::InvitationAnswered { .. } => "invitation_answered",
            NoticeKind::RematchOffered { .. } => "rematch_offered",
            NoticeKind::MatchFound { .. } => "match_found",
            NoticeKind::TournamentRound { .. } => "tournament_round",
            NoticeKind::GamePaused { .. } => "game_paused",
            NoticeKind::GameResumed { .. } => "game_resumed",
            NoticeKind::GameAborted { .. } => "game_aborted",
            NoticeKind::SessionRevoked { .. } => "session_revoked",
            NoticeKind::Whisper { .. } => "whisper",
            NoticeKind::Followed { .. } => "followed",
        }
    }
}

/// One seat's rating change, as notices and views carry it.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RatingMove {
    /// The seat.
    pub seat: u8,
    /// Its person (a user id).
    pub user_id: String,
    /// Their rating before the game.
    pub before: Rating,
    /// And after it.
    pub after: Rating,
}

impl From<&RatingChange> for RatingMove {
    fn from(c: &RatingChange) -> Self {
        Self { seat: c.seat, user_id: c.user.0.clone(), before: c.before, after: c.after }
    }
}

/// A notice for one user.
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    /// For whom.
    pub user: UserId,
    /// About which game, if one.
    pub game_id: Option<GameId>,
    /// What it says.
    pub kind: NoticeKind,
}

impl Notice {
    /// The feed's `your_turn` notice of a step that began (SVC-NOTIFY).
    #[must_use]
    pub fn of_turn(turn: &TurnNotice) -> Self {
        Self {
            user: turn.user.clone(),
            game_id: Some(turn.game_id.clone()),
            kind: NoticeKind::YourTurn {
                version: turn.version,
                seat: turn.seat.seat,
                deadline_ms: turn.deadline_ms,
            },
        }
    }
}
