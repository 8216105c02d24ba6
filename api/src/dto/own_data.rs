//! A player's own data (SVC-EXPORT, SVC-DELETE): the portable archive of
//! `GET /v1/me/export` and the body of `DELETE /v1/me`.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{
    FeedNotice, GameSummary, MeDto, PersonalTokenDto, RatingDto, ReportDto, SessionDto, Versioned,
};

/// Everything the service keeps about the caller, as the caller may see
/// it: no secret of theirs (no password hash, refresh secret or token) and
/// nothing of other players' they could not see in play.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct AccountExport {
    /// When the archive was made (RFC 3339).
    pub exported_at: String,
    /// The account.
    pub profile: MeDto,
    /// The live sign-ins.
    pub sessions: Vec<SessionDto>,
    /// The live personal access tokens (never their secrets).
    pub tokens: Vec<PersonalTokenDto>,
    /// Every game the caller sits in, with its whole log as they may see it.
    pub games: Vec<ExportedGame>,
    /// One rating per game played rated.
    pub ratings: Vec<RatingDto>,
    /// The feed, oldest first (notices are kept 7 days).
    pub notices: Vec<FeedNotice>,
    /// The reports the caller filed, newest first.
    pub reports: Vec<ReportDto>,
    /// The apps the caller let act for them (OAuth 2).
    pub grants: Vec<GrantDto>,
    /// The accounts the caller blocks (SVC-BLOCK), the newest first.
    pub blocks: Vec<crate::dto::BlockedUser>,
    /// The accounts they follow (SVC-FRIENDS), the newest first.
    pub following: Vec<crate::dto::Friend>,
}

/// One game of the archive: its summary (seats, options, clock), then its
/// whole log.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ExportedGame {
    /// The game, as its lobby shows it.
    #[serde(flatten)]
    pub game: GameSummary,
    /// The game's version: its last event's.
    pub version: u64,
    /// Every event, as the caller may see it (a lobby has none).
    pub events: Vec<Versioned>,
    /// The whispers the caller's seat sent or received there, oldest
    /// first (SVC-WHISPER).
    pub whispers: Vec<crate::dto::WhisperDto>,
}

/// An app the caller let act for them.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct GrantDto {
    /// The app's client id.
    pub client_id: String,
    /// The app's name.
    pub name: String,
    /// What it may do: `play`, `read`, `webhook`.
    pub scopes: Vec<String>,
    /// Granted (RFC 3339).
    pub granted_at: String,
    /// Last used (RFC 3339).
    pub last_used_at: String,
}

impl From<crate::adapters::db::Grant> for GrantDto {
    fn from(g: crate::adapters::db::Grant) -> Self {
        Self {
            client_id: g.client_id,
            name: g.name,
            scopes: g.scopes.names().into_iter().map(str::to_owned).collect(),
            granted_at: crate::time::rfc3339(g.granted_at_ms),
            last_used_at: crate::time::rfc3339(g.last_used_at_ms),
        }
    }
}

/// What deleting an account takes: its password, proof that its owner
/// asks (a guest, who has none, sends no body).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct DeleteAccount {
    /// The account's password.
    #[serde(default)]
    #[schema(min_length = 1, max_length = 128)]
    pub password: Option<String>,
}
