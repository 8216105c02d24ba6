//! The players' side's wire types: sign-ins, sessions, personal access
//! tokens and the caller's own account (`/v1/auth/*`, `/v1/me*`).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use domain::game::Options;

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
    /// The language the user reads: `es`, `en` or `it`.
    #[schema(pattern = "^(es|en|it)$")]
    pub locale: String,
    /// Created (RFC 3339).
    pub created_at: String,
}

impl From<&domain::ports::User> for MeDto {
    fn from(u: &domain::ports::User) -> Self {
        Self {
            id: u.id.0.clone(),
            username: u.username.clone(),
            display_name: u.display_name.clone(),
            kind: crate::auth::kind(u).to_owned(),
            locale: u.locale.clone(),
            created_at: rfc3339(u.created_at_ms),
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

/// `GET /v1/me/games`: which of the caller's games, a page at a time.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct MyGamesQuery {
    /// `lobby`, `playing`, `paused`, `finished` or `aborted`; all when left out.
    #[param(pattern = "^(lobby|playing|paused|finished|aborted)$")]
    pub status: Option<String>,
    /// Where the last page stopped (its `next_cursor`).
    #[param(pattern = "^[0-9]{1,9}$", max_length = 9)]
    pub cursor: Option<String>,
    /// 1 to 100 (default 20).
    #[serde(default = "super::bounded::twenty", deserialize_with = "super::bounded::page_100")]
    #[param(default = 20, minimum = 1, maximum = 100)]
    pub limit: u64,
}

/// A player of one of the caller's games.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct MyPlayer {
    /// The seat's index.
    pub seat: usize,
    /// Its colour, in the Risk editions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color: Option<domain::color::Color>,
    /// The display name (a bot's seat: its level).
    pub name: String,
    /// Who plays the seat.
    pub controller: domain::shared::Controller,
}

/// One of the caller's games, as a home screen lists it.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct MyGame {
    /// Game id.
    pub id: String,
    /// Ruleset slug.
    pub ruleset: String,
    /// `lobby`, `playing`, `paused`, `finished` or `aborted`.
    pub status: &'static str,
    /// The caller's seat.
    pub seat: usize,
    /// The caller's colour, in the Risk editions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color: Option<domain::color::Color>,
    /// The game waits on the caller now.
    pub to_act: bool,
    /// The acting person's deadline (SVC-CLOCK), RFC 3339, or null.
    pub deadline: Option<String>,
    /// Whole seconds left until `deadline`, or null.
    pub seconds_left: Option<u64>,
    /// Everyone seated.
    pub players: Vec<MyPlayer>,
    /// The game's version.
    pub version: u64,
    /// The last commit (or the creation), RFC 3339.
    pub last_action_at: String,
}

/// `GET /v1/me/games`: games waiting on the caller first, then by deadline,
/// then the most recently active.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct MyGames {
    /// This page.
    pub games: Vec<MyGame>,
    /// The next page's `cursor`; null on the last page.
    pub next_cursor: Option<String>,
}

/// `GET /v1/me/events`: notices after an id, with long-poll.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct FeedQuery {
    /// Notices after this id (0: all those kept, 7 days).
    #[serde(default, deserialize_with = "super::bounded::stored")]
    #[param(minimum = 0, maximum = 9_223_372_036_854_775_807_u64)]
    pub since: u64,
    /// Long-poll: wait up to this many seconds (max 30) for a notice.
    #[serde(default, deserialize_with = "super::bounded::wait_30")]
    #[param(minimum = 0, maximum = 30)]
    pub wait: u64,
}

/// The caller's notices after `since`, oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct NoticeList {
    /// Oldest first, each typed by its `type`.
    pub notices: Vec<super::FeedNotice>,
    /// The last id in this answer (`since` when none): the next `since`.
    pub last_id: i64,
}

/// An invitation to send.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewInvitation {
    /// Who is invited.
    #[schema(pattern = "^[a-z0-9_-]{3,32}$", min_length = 3, max_length = 32)]
    pub username: String,
    /// The seat offered (a free one); any free seat when left out.
    #[schema(maximum = 11)]
    pub seat: Option<u8>,
}

/// An invitation to a table (SVC-INVITE).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct InvitationDto {
    /// Its id.
    pub id: String,
    /// The lobby.
    pub game_id: String,
    /// Who invited (user id).
    pub from: String,
    /// Who is invited (user id).
    pub to: String,
    /// The seat offered, if one.
    pub seat: Option<u8>,
    /// `pending`, `accepted` or `declined`.
    pub status: String,
    /// Sent (RFC 3339).
    pub created_at: String,
}

impl From<&crate::adapters::db::Invitation> for InvitationDto {
    fn from(i: &crate::adapters::db::Invitation) -> Self {
        Self {
            id: i.id.clone(),
            game_id: i.game_id.clone(),
            from: i.from.0.clone(),
            to: i.to.0.clone(),
            seat: i.seat,
            status: i.status.clone(),
            created_at: rfc3339(i.created_at_ms),
        }
    }
}

/// The caller's pending invitations, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct InvitationList {
    /// The invitations.
    pub invitations: Vec<InvitationDto>,
}

/// One of a person's ratings (SVC-RATING).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct RatingDto {
    /// The game: an edition's slug or `teg2`.
    pub ruleset: String,
    /// Weng-Lin mean.
    pub mu: f64,
    /// Its uncertainty.
    pub sigma: f64,
    /// The value shown to people, `mu - 3 sigma`.
    pub rating: f64,
    /// Counted rated games played (SVC-RATING: a rated game its people did
    /// not play, or one past the daily cap for a pair, does not count).
    pub games: u32,
    /// Fewer than 10 counted games: the rating is still settling, and the
    /// person is left out of this game's leaderboard.
    pub provisional: bool,
}

/// `GET /v1/users/{id}/ratings`.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct UserRatings {
    /// One per game played rated, by slug.
    pub ratings: Vec<RatingDto>,
}

/// Paging of a leaderboard.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct LeaderboardQuery {
    /// Entries to skip.
    #[serde(default, deserialize_with = "super::bounded::stored")]
    #[param(minimum = 0, maximum = 9_223_372_036_854_775_807_u64)]
    pub offset: u64,
    /// Page size, 1 to 100.
    #[serde(default = "fifty", deserialize_with = "super::bounded::page_100")]
    #[param(default = 50, minimum = 1, maximum = 100)]
    pub limit: u64,
}

fn fifty() -> u64 {
    50
}

/// A leaderboard's person.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct LeaderUser {
    /// User id.
    pub id: String,
    /// Their display name.
    pub display_name: String,
}

/// One line of a leaderboard.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct LeaderEntry {
    /// 1 for the best.
    pub rank: u64,
    /// Who.
    pub user: LeaderUser,
    /// The shown rating, `mu - 3 sigma`, which the board ranks by.
    pub rating: f64,
    /// Weng-Lin mean.
    pub mu: f64,
    /// Its uncertainty.
    pub sigma: f64,
    /// Counted rated games played, 10 or more.
    pub games: u32,
    /// Always false: a leaderboard lists no provisional person (fewer than
    /// 10 counted games). Kept so that clients reading it still work.
    pub provisional: bool,
}

/// `GET /v1/leaderboards/{ruleset}`.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Leaderboard {
    /// The page, best first.
    pub entries: Vec<LeaderEntry>,
    /// Ranked people in all.
    pub total: u64,
    /// The page's offset.
    pub offset: u64,
    /// The page's size.
    pub limit: u64,
}

/// Least and most players a quick-match ticket accepts at its table.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PlayerRange {
    /// At least this many (2 or more).
    #[schema(minimum = 2, maximum = 12)]
    pub min: usize,
    /// At most this many (the game's seats bound it: 6 in Revancha and
    /// classic, 4 in Junior, 12 in TEG II).
    #[schema(minimum = 2, maximum = 12)]
    pub max: usize,
}

/// A quick-match ticket to open (SVC-MATCH).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewTicket {
    /// The game: `revancha`, `classic`, `junior` or `teg2`.
    #[schema(pattern = "^(revancha|classic|junior|teg2)$")]
    pub ruleset: String,
    /// The table sizes the caller accepts.
    pub players: PlayerRange,
    /// A turn clock (SVC-CLOCK); tickets match only tickets of the same
    /// clock (none when absent).
    pub clock: Option<super::ClockDto>,
    /// Options over the game's defaults; tickets match only tickets of the
    /// same options.
    #[serde(default, deserialize_with = "super::null_as_default")]
    #[schema(value_type = Option<Options>)]
    pub options: serde_json::Map<String, serde_json::Value>,
    /// A rated table (SVC-RATING): no guest may ask for one.
    #[serde(default, deserialize_with = "super::null_as_default")]
    #[schema(value_type = Option<bool>, default = false)]
    pub rated: bool,
    /// After this many seconds without a full table, bots of a level near
    /// the caller's rating fill the empty seats (0 to 3,600); never when
    /// absent.
    #[schema(minimum = 0, maximum = 3600)]
    pub bots_after_seconds: Option<u32>,
}

/// A quick-match ticket (SVC-MATCH).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct TicketDto {
    /// Its id.
    pub id: String,
    /// `waiting`, `matched` (with `game_id`), `cancelled` or `expired`.
    #[schema(pattern = "^(waiting|matched|cancelled|expired)$")]
    pub status: &'static str,
    /// The game matched, once `matched`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_id: Option<String>,
    /// The game asked for.
    pub ruleset: String,
    /// The table sizes accepted.
    pub players: PlayerRange,
    /// The clock asked for, or null.
    pub clock: Option<super::ClockDto>,
    /// The options asked for, the game's defaults filled in.
    pub options: Options,
    /// A rated table.
    pub rated: bool,
    /// Bots fill the table after this many seconds, or null.
    pub bots_after_seconds: Option<u32>,
    /// Opened (RFC 3339).
    pub created_at: String,
    /// Its status last changed (RFC 3339).
    pub updated_at: String,
}

impl From<&domain::ports::Ticket> for TicketDto {
    fn from(t: &domain::ports::Ticket) -> Self {
        Self {
            id: t.id.clone(),
            status: t.status.as_str(),
            game_id: match &t.status {
                domain::ports::TicketStatus::Matched(g) => Some(g.0.clone()),
                _ => None,
            },
            ruleset: t.ruleset.clone(),
            players: PlayerRange { min: t.players.0, max: t.players.1 },
            clock: t.clock.map(Into::into),
            options: t.options.clone(),
            rated: t.rated,
            bots_after_seconds: t.bots_after_ms.and_then(|ms| u32::try_from(ms / 1000).ok()),
            created_at: rfc3339(t.created_at_ms),
            updated_at: rfc3339(t.updated_at_ms),
        }
    }
}

/// `GET /v1/matchmaking/tickets/{id}`: long-poll.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct TicketQuery {
    /// While the ticket waits, wait up to this many seconds (max 30) for
    /// its status to change.
    #[serde(default, deserialize_with = "super::bounded::wait_30")]
    #[param(minimum = 0, maximum = 30)]
    pub wait: u64,
}

/// A tournament to open (SVC-TOURNAMENT).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewTournamentDto {
    /// Its name, 1 to 80 characters.
    #[schema(min_length = 1, max_length = 80)]
    pub name: String,
    /// The game: `revancha`, `classic`, `junior` or `teg2`.
    #[schema(pattern = "^(revancha|classic|junior|teg2)$")]
    pub ruleset: String,
    /// `swiss` (the default) or `round_robin` (a field that fits one table,
    /// or duels).
    #[serde(default = "swiss")]
    pub format: domain::tournament::Format,
    /// Most seats at a table (the game's seat counts bound it).
    #[schema(minimum = 2, maximum = 12)]
    pub table_size: usize,
    /// Rounds, 1 to 20 (a round robin plays at most its field's).
    #[serde(default = "three")]
    #[schema(minimum = 1, maximum = 20, default = 3)]
    pub rounds: u32,
    /// Every table's clock; its bot plays an absent person's seat, which
    /// scores as a forfeit.
    pub clock: super::ClockDto,
    /// Every table's options over the game's defaults.
    #[serde(default, deserialize_with = "super::null_as_default")]
    #[schema(value_type = Option<Options>)]
    pub options: serde_json::Map<String, serde_json::Value>,
    /// Rated tables (no guest may enter).
    #[serde(default, deserialize_with = "super::null_as_default")]
    #[schema(value_type = Option<bool>, default = false)]
    pub rated: bool,
    /// When round 1 starts (RFC 3339, in the future).
    #[schema(format = DateTime)]
    pub starts_at: String,
}

fn swiss() -> domain::tournament::Format {
    domain::tournament::Format::Swiss
}

fn three() -> u32 {
    3
}

/// An entrant.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct EntrantDto {
    /// Who.
    pub user_id: String,
    /// Joined (RFC 3339).
    pub joined_at: String,
    /// An operator's reason, if they were disqualified.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disqualified: Option<String>,
}

/// A tournament (SVC-TOURNAMENT).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct TournamentSummary {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The game.
    pub ruleset: String,
    /// `swiss` or `round_robin`.
    pub format: domain::tournament::Format,
    /// Most seats at a table.
    pub table_size: usize,
    /// Rounds to play (a round robin plays at most its field's).
    pub total_rounds: u32,
    /// Every table's clock.
    pub clock: super::ClockDto,
    /// Every table's options.
    pub options: Options,
    /// Rated tables.
    pub rated: bool,
    /// When round 1 starts (RFC 3339).
    pub starts_at: String,
    /// `open`, `running`, `paused`, `finished` or `cancelled`.
    #[schema(pattern = "^(open|running|paused|finished|cancelled)$")]
    pub status: &'static str,
    /// The round under way (0 before the start).
    pub round: u32,
    /// Entrants, in join order.
    pub entrants: Vec<EntrantDto>,
    /// Who opened it.
    pub created_by: String,
}

impl From<&domain::ports::Tournament> for TournamentSummary {
    fn from(t: &domain::ports::Tournament) -> Self {
        Self {
            id: t.id.clone(),
            name: t.name.clone(),
            ruleset: t.ruleset.clone(),
            format: t.format,
            table_size: t.table_size,
            total_rounds: t.rounds,
            clock: t.clock.into(),
            options: t.options.clone(),
            rated: t.rated,
            starts_at: rfc3339(t.starts_at_ms),
            status: t.status.as_str(),
            round: t.round,
            entrants: t
                .entrants
                .iter()
                .map(|e| EntrantDto {
                    user_id: e.user.clone(),
                    joined_at: rfc3339(e.joined_at_ms),
                    disqualified: e.disqualified.clone(),
                })
                .collect(),
            created_by: t.created_by.clone(),
        }
    }
}

/// One line of the standings.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct StandingDto {
    /// 1 for the leader; the disqualified all share the last.
    pub rank: usize,
    /// Who.
    pub user_id: String,
    /// Table points: at a table of n, n-1 for first down to 0.
    pub points: f64,
    /// The first tie-break: their opponents' points, once per table shared.
    pub buchholz: f64,
    /// Tables won (first place, alone or shared).
    pub wins: u32,
    /// Tables played, present.
    pub games: u32,
}

/// One table of a round.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct TournamentTableDto {
    /// Its number in the round, from 1.
    pub table: u32,
    /// Its game: only for the tournament's entrants and operators (its
    /// tables are private); `null` for anyone else.
    pub game_id: Option<String>,
    /// Its players, as paired.
    pub players: Vec<String>,
}

/// One round's tables.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct TournamentRoundDto {
    /// The round, from 1.
    pub round: u32,
    /// Its tables.
    pub tables: Vec<TournamentTableDto>,
}

/// `GET /v1/tournaments/{id}`.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct TournamentDetail {
    /// The tournament.
    #[serde(flatten)]
    pub tournament: TournamentSummary,
    /// Over the finished tables: points, then Buchholz, then wins, then
    /// join order (SVC-TOURNAMENT).
    pub standings: Vec<StandingDto>,
    /// The rounds paired so far, each with its tables.
    pub rounds: Vec<TournamentRoundDto>,
}

impl From<&domain::app::TournamentView> for TournamentDetail {
    fn from(v: &domain::app::TournamentView) -> Self {
        let rounds = v.tables.iter().map(|t| t.round).max().unwrap_or(0);
        Self {
            tournament: TournamentSummary::from(&v.tournament),
            standings: v
                .standings
                .iter()
                .map(|s| StandingDto {
                    rank: s.rank,
                    user_id: s.player.clone(),
                    points: s.points,
                    buchholz: s.buchholz,
                    wins: s.wins,
                    games: s.games,
                })
                .collect(),
            rounds: (1..=rounds)
                .map(|round| TournamentRoundDto {
                    round,
                    tables: v
                        .tables
                        .iter()
                        .filter(|t| t.round == round)
                        .map(|t| TournamentTableDto {
                            table: t.table,
                            game_id: v.games_shown.then(|| t.game_id.0.clone()),
                            players: t.players.iter().map(|u| u.0.clone()).collect(),
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

/// Paging of tournaments.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct TournamentQuery {
    /// Tournaments to skip.
    #[serde(default, deserialize_with = "super::bounded::stored")]
    #[param(minimum = 0, maximum = 9_223_372_036_854_775_807_u64)]
    pub offset: u64,
    /// Page size, 1 to 100.
    #[serde(default = "fifty", deserialize_with = "super::bounded::page_100")]
    #[param(default = 50, minimum = 1, maximum = 100)]
    pub limit: u64,
}

/// A page of tournaments.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct TournamentList {
    /// The page, the latest start first.
    pub tournaments: Vec<TournamentSummary>,
    /// Tournaments in all.
    pub total: u64,
    /// The page's offset.
    pub offset: u64,
    /// The page's size.
    pub limit: u64,
}

/// An operator's step on a tournament.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ModerateTournament {
    /// Why, for the audit log.
    #[schema(min_length = 1, max_length = 2000)]
    pub reason: String,
    /// The entrant to disqualify (`disqualify` only).
    pub user_id: Option<String>,
}
