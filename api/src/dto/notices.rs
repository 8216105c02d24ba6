//! A notice of the per-user feed as clients read it, typed: one object per
//! kind, each with the notice's number (`id`), `type`, the game it is about
//! (`game_id`, when one) and `at`, then its kind's own fields. The same
//! object on `GET /v1/me/events`, the feed stream, GraphQL's `myNotices`
//! and a game's life webhooks (`crate::notice::notice` writes the latter;
//! a test proves the two the same).

use domain::ports::NoticeKind;
use serde::Serialize;
use utoipa::ToSchema;

use super::RatingChangeDto;
use crate::error::ApiError;

/// The common fields, written once: every kind's object starts with them.
macro_rules! feed_notice {
    ($( $(#[$doc:meta])* $kind:ident { $( $(#[$field_doc:meta])* $field:ident : $ty:ty ),* $(,)? } ),* $(,)?) => {
        /// A notice of the caller's feed (SVC-NOTIFY, SVC-LIFE), by `type`.
        #[derive(Debug, Clone, Serialize, ToSchema)]
        #[serde(tag = "type", rename_all = "snake_case")]
        #[schema(as = Notice)]
        pub(crate) enum FeedNotice {
            $(
                $(#[$doc])*
                $kind {
                    /// Its number on the caller's feed: `since` resumes after it.
                    id: i64,
                    /// The game it is about, when one.
                    #[serde(skip_serializing_if = "Option::is_none")]
                    game_id: Option<String>,
                    /// When it was written, RFC 3339 UTC.
                    at: String,
                    $( $(#[$field_doc])* $field: $ty, )*
                },
            )*
        }

        impl FeedNotice {
            /// Its number on the caller's feed.
            #[must_use]
            pub(crate) fn id(&self) -> i64 {
                match self {
                    $( Self::$kind { id, .. } )|* => *id,
                }
            }
        }
    };
}

feed_notice! {
    /// A step of the caller's began (SVC-NOTIFY).
    YourTurn {
        /// The game's version when it began.
        version: u64,
        /// The seat that must act.
        seat: u8,
        /// Its deadline under the game's clock, ms since the epoch; null
        /// without a clock.
        deadline_ms: Option<i64>
    },
    /// A game the caller sits in started.
    GameStarted {},
    /// A game the caller sat in ended; its view says how.
    GameFinished {
        /// A rated game's rating changes, by seat (SVC-RATING); absent for
        /// an unrated game.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        rating_changes: Vec<RatingChangeDto>,
        /// Why a rated game moved no rating: `too_few_turns` or `pair_cap`.
        #[serde(skip_serializing_if = "Option::is_none")]
        uncounted: Option<domain::rating::Uncounted>
    },
    /// Someone invited the caller to a table (SVC-INVITE).
    Invited {
        /// The invitation.
        invitation_id: String,
        /// Who invited (a user id).
        from: String
    },
    /// An invitation the caller sent was accepted or declined.
    InvitationAnswered {
        /// The invitation.
        invitation_id: String,
        /// Who answered (a user id).
        by: String,
        /// Accepted, else declined.
        accepted: bool
    },
    /// A player of a finished game opened its rematch (SVC-REMATCH): the
    /// notice's game is the new table.
    RematchOffered {
        /// The finished game.
        rematch_of: String,
        /// Who offered it (a user id).
        from: String
    },
    /// Quick match found the caller a table (SVC-MATCH): the notice's game.
    MatchFound {
        /// The ticket it answers.
        ticket_id: String
    },
    /// A tournament the caller entered began a round, or ended
    /// (SVC-TOURNAMENT): the notice's game is theirs in the new round.
    TournamentRound {
        /// The tournament.
        tournament_id: String,
        /// Its round now.
        round: u32,
        /// Its status now: `running`, `finished` or `cancelled`.
        status: String
    },
    /// A game the caller sits in was paused (SVC-LIFE).
    GamePaused {
        /// The `game_paused` event's version.
        version: u64
    },
    /// A game the caller sits in goes on after a pause.
    GameResumed {
        /// The `game_resumed` event's version.
        version: u64
    },
    /// A game the caller sits in was stopped for good.
    GameAborted {
        /// The `game_aborted` event's version; 0 for a table that never
        /// started.
        version: u64
    },
    /// One of the caller's sessions was revoked.
    SessionRevoked {
        /// The session.
        session_id: String
    },
    /// Someone seated in the game whispered to the caller (SVC-WHISPER):
    /// its text is read at `GET /v1/games/{game_id}/whispers`.
    Whisper {
        /// The whisper.
        whisper_id: u64,
        /// The seat that whispered.
        from_seat: u8
    },
    /// Someone began to follow the caller (SVC-FRIENDS); told once.
    Followed {
        /// Who follows now (a user id).
        by: String
    },
}

impl FeedNotice {
    /// Notice `id` of `kind`, about `game_id`, written at `at_ms`.
    #[must_use]
    pub(crate) fn new(id: i64, game_id: Option<String>, at_ms: i64, kind: NoticeKind) -> Self {
        let at = crate::time::rfc3339(at_ms);
        match kind {
            NoticeKind::YourTurn { version, seat, deadline_ms } => {
                Self::YourTurn { id, game_id, at, version, seat, deadline_ms }
            }
            NoticeKind::GameStarted => Self::GameStarted { id, game_id, at },
            NoticeKind::GameFinished { rating_changes, uncounted } => Self::GameFinished {
                id,
                game_id,
                at,
                rating_changes: rating_changes.iter().map(RatingChangeDto::from).collect(),
                uncounted,
            },
            NoticeKind::Invited { invitation_id, from } => {
                Self::Invited { id, game_id, at, invitation_id, from }
            }
            NoticeKind::InvitationAnswered { invitation_id, by, accepted } => {
                Self::InvitationAnswered { id, game_id, at, invitation_id, by, accepted }
            }
            NoticeKind::RematchOffered { rematch_of, from } => {
                Self::RematchOffered { id, game_id, at, rematch_of, from }
            }
            NoticeKind::MatchFound { ticket_id } => Self::MatchFound { id, game_id, at, ticket_id },
            NoticeKind::TournamentRound { tournament_id, round, status } => {
                Self::TournamentRound { id, game_id, at, tournament_id, round, status }
            }
            NoticeKind::GamePaused { version } => Self::GamePaused { id, game_id, at, version },
            NoticeKind::GameResumed { version } => Self::GameResumed { id, game_id, at, version },
            NoticeKind::GameAborted { version } => Self::GameAborted { id, game_id, at, version },
            NoticeKind::SessionRevoked { session_id } => {
                Self::SessionRevoked { id, game_id, at, session_id }
            }
            NoticeKind::Whisper { whisper_id, from_seat } => {
                Self::Whisper { id, game_id, at, whisper_id, from_seat }
            }
            NoticeKind::Followed { by } => Self::Followed { id, game_id, at, by },
        }
    }

    /// A stored notice, read back: its payload is its kind as JSON.
    ///
    /// # Errors
    /// The payload is not a notice this server writes (a damaged row).
    pub(crate) fn read(
        id: i64,
        game_id: Option<&str>,
        at_ms: i64,
        payload: &str,
    ) -> Result<Self, ApiError> {
        let kind: NoticeKind = serde_json::from_str(payload)
            .map_err(|e| ApiError::internal(format!("notice {id} cannot be read: {e}")))?;
        Ok(Self::new(id, game_id.map(str::to_owned), at_ms, kind))
    }
}

#[cfg(test)]
mod tests {
    use domain::ports::{NoticeKind, RatingMove};
    use domain::rating::Rating;

    use super::FeedNotice;

    fn every_kind() -> Vec<NoticeKind> {
        let rating = Rating::NEW;
        vec![
            NoticeKind::YourTurn { version: 7, seat: 1, deadline_ms: Some(1_700_000_000_000) },
            NoticeKind::YourTurn { version: 8, seat: 0, deadline_ms: None },
            NoticeKind::GameStarted,
            NoticeKind::GameFinished { rating_changes: Vec::new(), uncounted: None },
            NoticeKind::GameFinished {
                rating_changes: vec![RatingMove {
                    seat: 0,
                    user_id: "u1".to_owned(),
                    before: rating,
                    after: Rating { mu: 27.0, sigma: 8.0 },
                }],
                uncounted: None,
            },
            NoticeKind::GameFinished {
                rating_changes: Vec::new(),
                uncounted: Some(domain::rating::Uncounted::PairCap),
            },
            NoticeKind::Invited { invitation_id: "i1".to_owned(), from: "u2".to_owned() },
            NoticeKind::InvitationAnswered {
                invitation_id: "i1".to_owned(),
                by: "u3".to_owned(),
                accepted: true,
            },
            NoticeKind::RematchOffered { rematch_of: "g0".to_owned(), from: "u2".to_owned() },
            NoticeKind::MatchFound { ticket_id: "t1".to_owned() },
            NoticeKind::TournamentRound {
                tournament_id: "t9".to_owned(),
                round: 2,
                status: "running".to_owned(),
            },
            NoticeKind::GamePaused { version: 3 },
            NoticeKind::GameResumed { version: 4 },
            NoticeKind::GameAborted { version: 0 },
            NoticeKind::SessionRevoked { session_id: "s1".to_owned() },
            NoticeKind::Whisper { whisper_id: 12, from_seat: 2 },
            NoticeKind::Followed { by: "u3".to_owned() },
        ]
    }

    /// The typed notice of the feed and the webhook's JSON notice, made from
    /// the same stored row, are the same object, for every kind.
    #[test]
    fn svc_notify_the_typed_notice_is_the_webhooks_notice_for_every_kind() {
        for (n, kind) in every_kind().into_iter().enumerate() {
            let id = i64::try_from(n).expect("a small number") + 1;
            let game = (n % 2 == 0).then_some("g1");
            let payload = serde_json::to_string(&kind).expect("a payload");
            let typed = FeedNotice::read(id, game, 1_764_000_000_000, &payload).expect("readable");
            let json = crate::notice::notice((id, kind.name()), game, 1_764_000_000_000, &payload);
            assert_eq!(serde_json::to_value(&typed).expect("serialises"), json, "{kind:?}");
        }
    }

    #[test]
    fn svc_notify_a_damaged_notice_is_an_error_not_a_guess() {
        assert!(FeedNotice::read(1, None, 0, "{\"type\":\"no_such_kind\"}").is_err());
        assert!(FeedNotice::read(1, None, 0, "not json").is_err());
    }
}
