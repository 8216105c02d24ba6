//! The players' side's wire types: sign-ins, sessions, personal access
//! tokens and the caller's own account (`/v1/auth/*`, `/v1/me*`).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::time::rfc3339;

/// Who a sign-in is for, as clients show it.
#[derive(Debug, Serialize, ToSchema, async_graphql::SimpleObject)]
pub(crate) struct SignedInUser {
    /// The account's id (a guest keeps it when upgraded).
    pub id: String,
    /// Login name (`guest-…` for a guest).
    pub username: String,
    /// Name shown to others.
    pub display_name: String,
    /// `guest`, `user` or `operator`.
    #[schema(pattern = "^(guest|user|operator)$")]
    pub kind: String,
}

impl From<&domain::ports::User> for SignedInUser {
    fn from(u: &domain::ports::User) -> Self {
        Self {
            id: u.id.0.clone(),
            username: u.username.clone(),
            display_name: u.display_name.clone(),
            kind: crate::auth::kind(u).to_owned(),
        }
    }
}

/// A sign-in: a short access token for `Authorization: Bearer <token>` and
/// a refresh token that renews it (`POST /v1/auth/refresh`).
#[derive(Debug, Serialize, ToSchema, async_graphql::SimpleObject)]
#[graphql(name = "Session")]
pub(crate) struct TokenResponse {
    /// The access token (HS256 JWT), for `TEG_ACCESS_TTL_SECONDS`.
    pub token: String,
    /// Trades for a new pair once; shown only here. Retired at its use: a
    /// retired one presented again revokes the session.
    pub refresh_token: String,
    /// Seconds the access token lives.
    pub expires_in: i64,
    /// The account.
    pub user: SignedInUser,
    /// The account's id (as `user.id`).
    pub user_id: String,
    /// The access token's expiry, seconds since the epoch.
    pub expires_at: i64,
    /// The session this sign-in opened (as `GET /v1/me/sessions` lists it).
    pub session_id: String,
    /// A password sign-in's device token: send it as `device_token` with
    /// the next login of this account (see `POST /v1/auth/login`). Absent
    /// from other sign-ins.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub device_token: Option<String>,
}

impl TokenResponse {
    /// With the device token a password sign-in hands out.
    #[must_use]
    pub(crate) fn with_device(self, device_token: String) -> Self {
        Self { device_token: Some(device_token), ..self }
    }
}

impl From<crate::auth::Issued> for TokenResponse {
    fn from(i: crate::auth::Issued) -> Self {
        Self {
            user: SignedInUser::from(&i.user),
            user_id: i.user.id.0,
            token: i.token,
            refresh_token: i.refresh_token,
            expires_in: i.expires_in,
            expires_at: i.expires_at,
            session_id: i.session,
            device_token: None,
        }
    }
}

/// A refresh token to trade.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RefreshRequest {
    /// The refresh token of the last sign-in or refresh.
    #[schema(min_length = 1, max_length = 200)]
    pub refresh_token: String,
}

/// One of the caller's sign-ins.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct SessionDto {
    /// Its id.
    pub id: String,
    /// Opened (RFC 3339).
    pub created_at: String,
    /// Last refreshed or used (RFC 3339; a use counts once a minute).
    pub last_used_at: String,
    /// Ends unless refreshed by then (RFC 3339).
    pub expires_at: Option<String>,
    /// The client that opened it, as its `User-Agent` said.
    pub user_agent: String,
    /// The session of the token that asks.
    pub current: bool,
}

/// The caller's live sign-ins, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct SessionList {
    /// The sessions.
    pub sessions: Vec<SessionDto>,
}

impl SessionDto {
    pub(crate) fn of(s: &domain::ports::Session, current: &str) -> Self {
        Self {
            id: s.id.clone(),
            created_at: rfc3339(s.created_at_ms),
            last_used_at: rfc3339(s.last_used_at_ms),
            expires_at: s.expires_at_ms.map(rfc3339),
            user_agent: s.user_agent.clone(),
            current: s.id == current,
        }
    }
}

/// A personal access token to issue.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewPersonalToken {
    /// What it is for: 1 to 60 characters.
    #[schema(
        min_length = 1,
        max_length = 60,
        pattern = r"^[^\x00-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x1F\x7F-\x9F]*$"
    )]
    pub name: String,
    /// What it may do: `play` (create, join and play games, chat, pacts,
    /// reports), `read` (every `GET`) and `webhook` (`/v1/me/webhook`).
    #[schema(min_items = 1)]
    pub scopes: Vec<ScopeName>,
    /// When it stops working (RFC 3339, in the future); never when left out.
    #[serde(default)]
    #[schema(format = DateTime)]
    pub expires_at: Option<String>,
}

/// A scope's name.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub(crate) enum ScopeName {
    /// Play.
    Play,
    /// Read.
    Read,
    /// Manage the webhook.
    Webhook,
}

impl ScopeName {
    pub(crate) fn scope(self) -> domain::ports::Scope {
        match self {
            ScopeName::Play => domain::ports::Scope::Play,
            ScopeName::Read => domain::ports::Scope::Read,
            ScopeName::Webhook => domain::ports::Scope::Webhook,
        }
    }

    fn of(s: domain::ports::Scope) -> Self {
        match s {
            domain::ports::Scope::Play => ScopeName::Play,
            domain::ports::Scope::Read => ScopeName::Read,
            domain::ports::Scope::Webhook => ScopeName::Webhook,
        }
    }
}

/// A personal access token, as listed (its secret is never shown again).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct PersonalTokenDto {
    /// Its id (`DELETE /v1/me/tokens/{id}` revokes it).
    pub id: String,
    /// What it is for.
    pub name: String,
    /// What it may do.
    pub scopes: Vec<ScopeName>,
    /// Issued (RFC 3339).
    pub created_at: String,
    /// Last used (RFC 3339; a use counts once a minute).
    pub last_used_at: String,
    /// When it stops working (RFC 3339), if ever.
    pub expires_at: Option<String>,
    /// The bearer token: only in the answer that issues it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
}

impl PersonalTokenDto {
    pub(crate) fn of(s: &domain::ports::Session, token: Option<String>) -> Self {
        Self {
            id: s.id.clone(),
            name: s.name.clone(),
            scopes: domain::ports::Scope::ALL
                .into_iter()
                .filter(|scope| s.scopes.has(*scope))
                .map(ScopeName::of)
                .collect(),
            created_at: rfc3339(s.created_at_ms),
            last_used_at: rfc3339(s.last_used_at_ms),
            expires_at: s.expires_at_ms.map(rfc3339),
            token,
        }
    }
}

/// The caller's personal access tokens, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct PersonalTokenList {
    /// The live tokens.
    pub tokens: Vec<PersonalTokenDto>,
}

/// The caller's account.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct MeDto {
    /// Id.
    pub id: String,
    /// Login name.
    pub username: String,
    /// Name shown to others.
    pub display_name: String,
    /// `guest`, `user` or `operator`.
    #[schema(pattern = "^(guest|user|operator)$")]
    pub kind: String,
    /// The language the user reads: `es`, `en` or `it` (`es`, the game's
    /// own, until they choose one).
    #[schema(pattern = "^(es|en|it)$")]
    pub locale: String,
    /// Created (RFC 3339).
    pub created_at: String,
    /// When the caller's cooldown ends, ms since the epoch: until then
    /// quick match and rated tables refuse them (403 `COOLDOWN`,
    /// SVC-FAIRPLAY); null without one.
    pub cooldown_until: Option<i64>,
    /// The share of the games the caller began that they did not abandon
    /// to the clock, 0 to 1; null before their first game.
    #[schema(minimum = 0, maximum = 1)]
    pub reliability: Option<f64>,
}

impl MeDto {
    /// With what fair play says of the caller now.
    pub(crate) fn with(self, standing: &domain::app::Standing) -> Self {
        Self {
            cooldown_until: standing.cooldown_until_ms,
            reliability: standing.reliability,
            ..self
        }
    }
}

impl From<&domain::ports::User> for MeDto {
    fn from(u: &domain::ports::User) -> Self {
        // Who the account is, as a sign-in names it, and what only its
        // owner reads.
        let SignedInUser { id, username, display_name, kind } = u.into();
        Self {
            id,
            username,
            display_name,
            kind,
            locale: u.locale.clone().unwrap_or_else(|| crate::auth::LOCALES[0].to_owned()),
            created_at: rfc3339(u.created_at_ms),
            cooldown_until: None,
            reliability: None,
        }
    }
}

/// Changes to the caller's account; a field left out stays as it is.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PatchMe {
    /// Shown to others: 1 to 40 characters once trimmed.
    #[serde(default)]
    #[schema(
        min_length = 1,
        max_length = 40,
        pattern = r"^[^\x00-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x1F\x7F-\x9F]*$"
    )]
    pub display_name: Option<String>,
    /// `es`, `en` or `it`.
    #[serde(default)]
    #[schema(pattern = "^(es|en|it)$")]
    pub locale: Option<String>,
}

/// An account the caller blocks (SVC-BLOCK).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct BlockedUser {
    /// The account's id.
    pub id: String,
    /// Its name shown to others ("deleted player" once deleted).
    pub display_name: String,
    /// When the caller blocked it (RFC 3339).
    pub blocked_at: String,
}

/// A person on a friends list (SVC-FRIENDS): one the caller follows, or
/// one who follows the caller.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Friend {
    /// The account's id.
    pub id: String,
    /// Its name shown to others ("deleted player" once deleted).
    pub display_name: String,
    /// Whether they hold an open stream, subscription or long-poll, or
    /// made a request in the last 30 s, on any instance (never, to a
    /// person they block).
    pub online: bool,
    /// When the follow was made (RFC 3339).
    pub since: String,
}

/// A friends list, the newest follow first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct FriendList {
    /// The people.
    pub users: Vec<Friend>,
}

/// The accounts the caller blocks, the newest block first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct BlockList {
    /// The blocked accounts.
    pub users: Vec<BlockedUser>,
}
