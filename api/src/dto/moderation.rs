//! The operators' and reporters' wire types: accounts and sanctions, chat,
//! the audit log, reports and notes (`/v1/admin/*`, `/v1/games/{id}/chat`,
//! `/v1/reports`).

use domain::color::Color;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::bounded;

/// Finding accounts: by exact login name, or a page of them by the start
/// of their login name and their flags.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct UserQuery {
    /// The exact login name (then at most one account, and the other
    /// parameters are not used).
    pub username: Option<String>,
    /// Login names starting with this.
    #[serde(default)]
    pub prefix: String,
    /// Only banned accounts.
    #[serde(default)]
    pub banned: bool,
    /// Only muted accounts.
    #[serde(default)]
    pub muted: bool,
    /// Only operators.
    #[serde(default)]
    pub operators: bool,
    /// Accounts to skip.
    #[serde(default, deserialize_with = "bounded::stored")]
    #[param(minimum = 0, maximum = 9_223_372_036_854_775_807_u64)]
    pub offset: u64,
    /// Page size, 1 to 100.
    #[serde(default = "bounded::twenty", deserialize_with = "bounded::page_100")]
    #[param(default = 20, minimum = 1, maximum = 100)]
    pub limit: u64,
}

/// An account as operators see it.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct AdminUser {
    /// Id.
    pub user_id: String,
    /// Login name (`guest-…` for guests).
    pub username: String,
    /// The name other players see.
    pub display_name: String,
    /// `player` or `operator`.
    pub role: &'static str,
    /// A throwaway identity.
    pub guest: bool,
    /// May not log in.
    pub banned: bool,
    /// May not chat.
    pub muted: bool,
    /// When a time-limited ban ends (RFC 3339); null when it does not.
    pub banned_until: Option<String>,
    /// When a time-limited mute ends (RFC 3339); null when it does not.
    pub muted_until: Option<String>,
    /// Creation time, ms since the epoch.
    pub created_at_ms: i64,
}

/// A sanction as a DTO shows it now: whether it holds, and its end.
fn sanction(flag: bool, until: Option<i64>) -> (bool, Option<String>) {
    let now = crate::adapters::system::now_ms();
    let holds = flag && until.is_none_or(|u| u > now);
    (holds, until.filter(|_| holds).map(crate::time::rfc3339))
}

impl From<domain::ports::User> for AdminUser {
    fn from(u: domain::ports::User) -> Self {
        let (banned, banned_until) = sanction(u.banned, u.banned_until);
        let (muted, muted_until) = sanction(u.muted, u.muted_until);
        Self {
            user_id: u.id.0,
            username: u.username,
            display_name: u.display_name,
            role: u.role.as_str(),
            guest: u.guest,
            banned,
            muted,
            banned_until,
            muted_until,
            created_at_ms: u.created_at_ms,
        }
    }
}

/// Accounts found.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct AdminUserList {
    /// By login name (by `username`: none or one).
    pub users: Vec<AdminUser>,
    /// How many match in all.
    pub total: u64,
}

/// Why an operator acts; goes to the audit log. Every moderation action
/// needs one (a blank reason is 400 `REASON_REQUIRED`).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct Reason {
    /// Why (required: not blank); no control character but newlines and
    /// tabs.
    #[serde(default)]
    #[schema(
        required = true,
        min_length = 1,
        pattern = r"^[^\x00-\x08\x0B-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x08\x0B-\x1F\x7F-\x9F]*$"
    )]
    pub reason: String,
}

/// Taking a player out of play: their seat by `seat` or, in the Risk
/// editions, by `color` (one of the two).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct KickRequest {
    /// The seat to forfeit, by index.
    #[serde(default)]
    #[schema(maximum = 11)]
    pub seat: Option<u8>,
    /// The seat to forfeit, by colour (the Risk editions).
    #[serde(default)]
    pub color: Option<Color>,
    /// Why (required: not blank); no control character but newlines and
    /// tabs.
    #[schema(
        min_length = 1,
        pattern = r"^[^\x00-\x08\x0B-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x08\x0B-\x1F\x7F-\x9F]*$"
    )]
    pub reason: String,
}

/// An account as operators see it.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct UserSummary {
    /// Id.
    pub id: String,
    /// Login name (guests have a generated one).
    pub username: String,
    /// Shown to others.
    pub display_name: String,
    /// `player` or `operator`.
    pub role: &'static str,
    /// A throwaway identity.
    pub guest: bool,
    /// May not log in.
    pub banned: bool,
    /// May not chat.
    pub muted: bool,
    /// When a time-limited ban ends (RFC 3339); null when it does not.
    pub banned_until: Option<String>,
    /// When a time-limited mute ends (RFC 3339); null when it does not.
    pub muted_until: Option<String>,
}

impl From<&domain::ports::User> for UserSummary {
    fn from(u: &domain::ports::User) -> Self {
        let (banned, banned_until) = sanction(u.banned, u.banned_until);
        let (muted, muted_until) = sanction(u.muted, u.muted_until);
        Self {
            id: u.id.0.clone(),
            username: u.username.clone(),
            display_name: u.display_name.clone(),
            role: u.role.as_str(),
            guest: u.guest,
            banned,
            muted,
            banned_until,
            muted_until,
        }
    }
}

/// Why an operator sanctions a user, and for how long.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct UserSanction {
    /// Why (required: not blank); no control character but newlines and
    /// tabs.
    #[serde(default)]
    #[schema(
        required = true,
        min_length = 1,
        pattern = r"^[^\x00-\x08\x0B-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x08\x0B-\x1F\x7F-\x9F]*$"
    )]
    pub reason: String,
    /// A ban or a mute ends by itself at this instant (RFC 3339, in the
    /// future); left out, it lasts until lifted. Not for `unban`/`unmute`.
    #[schema(format = DateTime)]
    pub until: Option<String>,
}

/// A chat message to post.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PostChat {
    /// 1 to 500 characters once trimmed; no control character but newlines.
    #[schema(schema_with = message_text)]
    pub body: String,
}

/// The schema of a message's text, table chat's and a whisper's: 1 to 500
/// characters once trimmed; no control character but newlines.
pub(crate) fn message_text() -> utoipa::openapi::Object {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .description(Some("1 to 500 characters once trimmed; no control character but newlines."))
        .min_length(Some(1))
        .max_length(Some(500))
        .pattern(Some(
            r"^[^\x00-\x09\x0B-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x09\x0B-\x1F\x7F-\x9F]*$",
        ))
        .build()
}

/// A chat message.
#[derive(Debug, Serialize, ToSchema, async_graphql::SimpleObject)]
#[graphql(name = "ChatMessage")]
pub(crate) struct ChatMessageDto {
    /// Increasing id; page with `after`.
    pub id: u64,
    /// The author.
    pub user_id: String,
    /// The text (empty once deleted, except for operators).
    pub body: String,
    /// Removed by an operator.
    pub deleted: bool,
    /// When, ms since the epoch.
    pub at_ms: i64,
}

impl From<domain::ports::ChatMessage> for ChatMessageDto {
    fn from(m: domain::ports::ChatMessage) -> Self {
        Self { id: m.id, user_id: m.user.0, body: m.body, deleted: m.deleted, at_ms: m.at_ms }
    }
}

/// A page of chat, oldest first.
#[derive(Debug, Serialize, ToSchema, async_graphql::SimpleObject)]
pub(crate) struct ChatPage {
    /// The messages.
    pub messages: Vec<ChatMessageDto>,
}

/// Paging through chat.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct ChatQuery {
    /// Messages with a larger id than this.
    #[serde(default, deserialize_with = "bounded::stored")]
    #[param(minimum = 0, maximum = 9_223_372_036_854_775_807_u64)]
    pub after: u64,
    /// Page size, 1 to 200.
    #[serde(default = "bounded::hundred", deserialize_with = "bounded::page_200")]
    #[param(default = 100, minimum = 1, maximum = 200)]
    pub limit: u64,
}

/// Paging.
/// Filtering and paging the audit log; every filter narrows.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct AuditQuery {
    /// Entries to skip.
    #[serde(default, deserialize_with = "bounded::stored")]
    #[param(minimum = 0, maximum = 9_223_372_036_854_775_807_u64)]
    pub offset: u64,
    /// Page size, 1 to 100.
    #[serde(default = "bounded::twenty", deserialize_with = "bounded::page_100")]
    #[param(default = 20, minimum = 1, maximum = 100)]
    pub limit: u64,
    /// By this operator's id (or `system`).
    pub actor: Option<String>,
    /// This action (`ban`, `pause`, `seat_bot`, ...).
    pub action: Option<String>,
    /// About this target id (a game, a user, a message, `game:colour`).
    pub target: Option<String>,
    /// At or after this instant (RFC 3339).
    #[param(format = DateTime)]
    pub from: Option<String>,
    /// Before this instant (RFC 3339).
    #[param(format = DateTime)]
    pub to: Option<String>,
}

/// One audit log entry.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct AuditEntryDto {
    /// Increasing id.
    pub id: u64,
    /// The operator.
    pub actor: String,
    /// `pause`, `resume`, `abort`, `kick`, `ban`, `unban`, `mute`, `unmute`,
    /// `delete_message`.
    pub action: String,
    /// `game`, `seat`, `user` or `message`.
    pub target_kind: String,
    /// The target.
    pub target_id: String,
    /// Why.
    pub reason: String,
    /// When, ms since the epoch.
    pub at_ms: i64,
}

impl From<domain::ports::AuditEntry> for AuditEntryDto {
    fn from(e: domain::ports::AuditEntry) -> Self {
        Self {
            id: e.id,
            actor: e.actor.0,
            action: e.action,
            target_kind: e.target_kind,
            target_id: e.target_id,
            reason: e.reason,
            at_ms: e.at_ms,
        }
    }
}

/// A page of the audit log, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct AuditPage {
    /// The entries.
    pub entries: Vec<AuditEntryDto>,
    /// All entries.
    pub total: u64,
}

/// Why a player reports a game (SVC-REPORT).
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum ReportReasonDto {
    /// Insults, harassment or spam in chat.
    AbusiveChat,
    /// A suspected exploit, or a client playing for a person.
    Cheating,
    /// Letting the clock run down on purpose, or leaving the game hanging.
    Stalling,
    /// Teaming up outside the rules (beyond public pacts).
    Collusion,
    /// Anything else, said in the body.
    Other,
}

impl From<ReportReasonDto> for domain::ports::ReportReason {
    fn from(r: ReportReasonDto) -> Self {
        use domain::ports::ReportReason as R;
        match r {
            ReportReasonDto::AbusiveChat => R::AbusiveChat,
            ReportReasonDto::Cheating => R::Cheating,
            ReportReasonDto::Stalling => R::Stalling,
            ReportReasonDto::Collusion => R::Collusion,
            ReportReasonDto::Other => R::Other,
        }
    }
}

/// A player's report (SVC-REPORT).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewReportDto {
    /// The seat reported (not your own), by index; left out with `color`,
    /// the game as a whole.
    #[serde(default)]
    #[schema(maximum = 11)]
    pub seat: Option<u8>,
    /// The seat reported, by colour (the Risk editions).
    pub color: Option<Color>,
    /// Why.
    pub reason: ReportReasonDto,
    /// In your words: 1 to 2,000 characters once trimmed; no control
    /// character but newlines and tabs.
    #[schema(
        min_length = 1,
        max_length = 2000,
        pattern = r"^[^\x00-\x08\x0B-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x08\x0B-\x1F\x7F-\x9F]*$"
    )]
    pub body: String,
    /// Whispers your seat sent or received in the game, cited as evidence
    /// (SVC-WHISPER): an operator reads their text in the report, and no
    /// other way.
    #[serde(default)]
    #[schema(max_items = 20)]
    pub whispers: Vec<u64>,
}

/// A report as its reporter sees it: what they filed and where it stands.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ReportDto {
    /// Id.
    pub id: u64,
    /// The game.
    pub game_id: String,
    /// The seat reported, by index, or null for the game as a whole
    /// (reports filed before seats had numbers name only a colour).
    pub seat: Option<u8>,
    /// The colour of the seat reported (the Risk editions), or null.
    pub color: Option<&'static str>,
    /// `abusive_chat`, `cheating`, `stalling`, `collusion` or `other`.
    pub reason: &'static str,
    /// The reporter's words.
    pub body: String,
    /// The game's version when it was filed.
    pub version: u64,
    /// `open`, `resolved` or `dismissed`.
    pub status: &'static str,
    /// When it was filed (RFC 3339).
    #[schema(format = DateTime)]
    pub created_at: String,
    /// When an operator closed it (RFC 3339), or null.
    #[schema(format = DateTime)]
    pub handled_at: Option<String>,
    /// The whispers it cites, by id.
    pub whispers: Vec<u64>,
}

impl From<&domain::ports::Report> for ReportDto {
    fn from(r: &domain::ports::Report) -> Self {
        Self {
            id: r.id,
            game_id: r.game_id.0.clone(),
            seat: r.seat,
            color: r.color.map(Color::as_str),
            reason: r.reason.as_str(),
            body: r.body.clone(),
            version: r.version,
            status: r.status.as_str(),
            created_at: domain::time::rfc3339(r.created_at_ms),
            handled_at: r.handled_at_ms.map(domain::time::rfc3339),
            whispers: r.whispers.clone(),
        }
    }
}

/// A report as operators see it: who filed it, about whom, and how it was
/// closed.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct AdminReportDto {
    /// What the reporter sees.
    #[serde(flatten)]
    pub report: ReportDto,
    /// The reporter's account id.
    pub reporter_id: String,
    /// The account that played the reported colour when it was filed.
    pub reported_id: Option<String>,
    /// The operator who closed it.
    pub handled_by: Option<String>,
    /// Their reason.
    pub resolution: String,
    /// The cited whispers' text, when one report is opened (`GET
    /// /v1/admin/reports/{id}`; the reading is audited as
    /// `read_whispers`); never in the queue's list.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cited: Option<Vec<super::WhisperDto>>,
}

impl From<&domain::ports::Report> for AdminReportDto {
    fn from(r: &domain::ports::Report) -> Self {
        Self {
            report: ReportDto::from(r),
            reporter_id: r.reporter.0.clone(),
            reported_id: r.reported.as_ref().map(|u| u.0.clone()),
            handled_by: r.handled_by.as_ref().map(|u| u.0.clone()),
            resolution: r.resolution.clone(),
            cited: None,
        }
    }
}

/// A player's own reports, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ReportPage {
    /// The reports.
    pub reports: Vec<ReportDto>,
    /// All of them.
    pub total: u64,
}

/// The operators' queue, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct AdminReportPage {
    /// The reports.
    pub reports: Vec<AdminReportDto>,
    /// All that match.
    pub total: u64,
}

/// Filtering and paging reports; every filter narrows.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct ReportQuery {
    /// `open`, `resolved` or `dismissed`.
    #[param(pattern = "^(open|resolved|dismissed)$")]
    pub status: Option<String>,
    /// About this game.
    pub game: Option<String>,
    /// Filed by this account id.
    pub reporter: Option<String>,
    /// About this account id.
    pub reported: Option<String>,
    /// Reports to skip.
    #[serde(default, deserialize_with = "bounded::stored")]
    #[param(minimum = 0, maximum = 9_223_372_036_854_775_807_u64)]
    pub offset: u64,
    /// Page size, 1 to 100.
    #[serde(default = "bounded::twenty", deserialize_with = "bounded::page_100")]
    #[param(default = 20, minimum = 1, maximum = 100)]
    pub limit: u64,
}

/// Paging one's own reports.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct PageQuery {
    /// Items to skip.
    #[serde(default, deserialize_with = "bounded::stored")]
    #[param(minimum = 0, maximum = 9_223_372_036_854_775_807_u64)]
    pub offset: u64,
    /// Page size, 1 to 100.
    #[serde(default = "bounded::twenty", deserialize_with = "bounded::page_100")]
    #[param(default = 20, minimum = 1, maximum = 100)]
    pub limit: u64,
}

/// An operator's note on an account.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewNote {
    /// 1 to 2,000 characters once trimmed; no control character but
    /// newlines and tabs.
    #[schema(
        min_length = 1,
        max_length = 2000,
        pattern = r"^[^\x00-\x08\x0B-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x08\x0B-\x1F\x7F-\x9F]*$"
    )]
    pub body: String,
}

/// A note on an account.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct NoteDto {
    /// Id.
    pub id: u64,
    /// The operator who wrote it.
    pub author_id: String,
    /// The text.
    pub body: String,
    /// When (RFC 3339).
    #[schema(format = DateTime)]
    pub at: String,
}

impl From<&domain::ports::UserNote> for NoteDto {
    fn from(n: &domain::ports::UserNote) -> Self {
        Self {
            id: n.id,
            author_id: n.author.0.clone(),
            body: n.body.clone(),
            at: domain::time::rfc3339(n.at_ms),
        }
    }
}

/// The notes on an account, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct NoteList {
    /// The notes (the latest 100).
    pub notes: Vec<NoteDto>,
}

/// What fair play says of a person (SVC-FAIRPLAY), as operators see it.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct FairPlayDto {
    /// When their cooldown ends, ms since the epoch; null without one.
    pub cooldown_until: Option<i64>,
    /// The share of the games they began that they did not abandon to the
    /// clock, 0 to 1; null before their first game.
    #[schema(minimum = 0, maximum = 1)]
    pub reliability: Option<f64>,
    /// Seats they abandoned to the clock in the last 7 days.
    pub abandoned_this_week: u32,
}

impl From<&domain::app::Standing> for FairPlayDto {
    fn from(s: &domain::app::Standing) -> Self {
        Self {
            cooldown_until: s.cooldown_until_ms,
            reliability: s.reliability,
            abandoned_this_week: s.abandoned_this_week,
        }
    }
}
