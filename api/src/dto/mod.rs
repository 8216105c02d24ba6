//! The wire types: every REST request and response body, each with its
//! OpenAPI schema, so the spec in `openapi/openapi.json` is what the server
//! really sends. GraphQL answers with the same types (its typed twins in
//! `graphql/wire.rs` are generated from those schemas), so neither channel
//! imports the other.

use domain::color::Color;
use domain::game::{Command, Event, GameView, LegalMoves, Options};
use domain::ports::{GameMeta, GameStatus};
use domain::shared::BotLevel;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

pub(crate) mod bounded;
mod catalog;
mod moderation;
mod notices;
mod own_data;
mod players;
mod risk;
mod seats;
mod tables;
mod teg2;
mod whispers;

pub(crate) use players::{
    BlockList, BlockedUser, Friend, FriendList, MeDto, NewPersonalToken, PatchMe, PersonalTokenDto,
    PersonalTokenList, RefreshRequest, SessionDto, SessionList, SignedInUser, TokenResponse,
};
pub(crate) use tables::{
    ChallengeSent, FeedQuery, InvitationDto, InvitationList, LeaderEntry, LeaderUser, Leaderboard,
    LeaderboardQuery, ModerateTournament, MyGame, MyGames, MyGamesQuery, MyPlayer, NewChallenge,
    NewInvitation, NewTicket, NewTournamentDto, NoticeList, RatingDto, RecordImported, RecordQuery,
    TicketDto, TicketQuery, TournamentDetail, TournamentList, TournamentQuery, TournamentSummary,
    TvGame, TvList, UserRatings,
};

pub(crate) use catalog::{
    CountryGoal, MapContinent, MapCountry, MapResponse, Names, ObjectiveCard, Ruleset,
    RulesetDetail, Rulesets,
};
pub(crate) use moderation::{
    AdminReportDto, AdminReportPage, AdminUser, AdminUserList, AuditEntryDto, AuditPage,
    AuditQuery, ChatMessageDto, ChatPage, ChatQuery, FairPlayDto, KickRequest, NewNote,
    NewReportDto, NoteDto, NoteList, PageQuery, PostChat, Reason, ReportDto, ReportPage,
    ReportQuery, UserQuery, UserSanction, UserSummary,
};
pub(crate) use notices::FeedNotice;
pub(crate) use own_data::{AccountExport, DeleteAccount, ExportedGame, GrantDto};
pub(crate) use risk::{ImportRequest, PactList, ProposePact};
pub(crate) use seats::{
    AddBot, BotSeat, ClockDto, SeatBot, bots_of, misplaced, required_seat, seat_pick,
};
pub(crate) use teg2::{
    Teg2BoardSummary, Teg2ImportRequest, Teg2Ladder, Teg2MapRegion, Teg2MapResponse, Teg2Rounds,
    Teg2RulesetDetail, Teg2TokenPoints,
};
pub(crate) use whispers::{PostWhisper, WhisperDto, WhisperPage};

/// `GET /v1/rulesets/{ruleset}`: a Risk-like edition's detail, or TEG II's.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub(crate) enum AnyRulesetDetail {
    /// Revancha, classic or Junior.
    Edition(Box<RulesetDetail>),
    /// TEG II.
    Teg2(Box<Teg2RulesetDetail>),
}

/// Username and password.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct Credentials {
    /// 3 to 32 lower-case letters, digits, `_` or `-`.
    #[schema(pattern = "^[a-z0-9_-]{3,32}$", min_length = 3, max_length = 32)]
    pub username: String,
    /// 8 to 128 characters.
    #[schema(min_length = 8, max_length = 128)]
    pub password: String,
    /// Login only: the `device_token` a past sign-in of this account
    /// answered. With it, only this device's own failures can throttle the
    /// login. Registration ignores it. At most 200 characters.
    #[serde(default, deserialize_with = "bounded::text_200_opt")]
    #[schema(max_length = 200)]
    pub device_token: Option<String>,
}

/// The body of a request that takes none (`/start`, `/leave`, `/resign`,
/// `/rematch`): nothing, `null` or `{}`; any key is a 400 naming it, as in
/// every other body.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct NoFields {}

/// A guest's display name.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct GuestRequest {
    /// Shown to other players: 1 to 40 characters once trimmed, none of
    /// them a control character.
    #[schema(
        min_length = 1,
        max_length = 40,
        pattern = r"^[^\x00-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x1F\x7F-\x9F]*$"
    )]
    pub display_name: String,
}

/// A seated player.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Seat {
    /// The seat: its 0-based index, in joining order (the view's
    /// `players[].seat`).
    pub seat: usize,
    /// The account; `bot:<colour>` (`bot:seat-<index>` in TEG II) for a
    /// bot seated in the lobby.
    pub user_id: String,
    /// The colour played, in the Risk editions (TEG II's seats have none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color: Option<Color>,
    /// The level of the bot seated here in the lobby, if one is (who plays
    /// a seat during the game is the view's `players[].controller`).
    pub bot: Option<BotLevel>,
    /// The name the seat shows, in one game's answer (`GET
    /// /v1/games/{id}`, its versions, GraphQL's `game`): the account's
    /// display name, or `Bot (level)` for a bot seated in the lobby; absent
    /// in lists and in the answers of actions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// A game's public summary (the lobby's view).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct GameSummary {
    /// Game id.
    pub id: String,
    /// Ruleset slug.
    pub ruleset: String,
    /// `lobby`, `playing`, `paused`, `finished` or `aborted`.
    pub status: &'static str,
    /// Seats: 2 to 6 in the Risk editions; in TEG II 2 to 6, 8, 10 or 12
    /// (the last three paired on two boards).
    #[schema(minimum = 2, maximum = 12)]
    pub max_players: usize,
    /// House rules.
    pub options: Options,
    /// Who created it (and may start it).
    pub creator: String,
    /// Seated players, in joining order.
    pub seats: Vec<Seat>,
    /// Creation time, ms since the epoch.
    pub created_at_ms: i64,
    /// The turn clock (SVC-CLOCK), or null.
    pub clock: Option<ClockDto>,
    /// `public` or `private` (SVC-INVITE).
    pub visibility: Visibility,
    /// A private table's join code: shown to its creator only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub join_code: Option<String>,
    /// The finished game this lobby is the rematch of (SVC-REMATCH).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rematch_of: Option<String>,
    /// Present, and true, for a rated game (SVC-RATING).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
}

impl GameSummary {
    /// As everyone sees it, with the join code shown when `viewer` created
    /// the table.
    pub(crate) fn for_viewer(meta: &GameMeta, viewer: &domain::ports::UserId) -> Self {
        let mut summary = Self::from(meta);
        if &meta.creator == viewer {
            summary.join_code.clone_from(&meta.access.join_code);
        }
        summary
    }
}

impl From<&GameMeta> for GameSummary {
    fn from(m: &GameMeta) -> Self {
        Self {
            id: m.id.0.clone(),
            ruleset: m.ruleset.clone(),
            status: m.status.as_str(),
            max_players: m.max_players,
            options: m.options.clone(),
            creator: m.creator.0.clone(),
            seats: m
                .seats
                .iter()
                .enumerate()
                .map(|(seat, s)| Seat {
                    seat,
                    user_id: s.user.0.clone(),
                    color: s.color,
                    bot: s.bot,
                    name: None,
                })
                .collect(),
            created_at_ms: m.created_at_ms,
            clock: m.clock.map(Into::into),
            visibility: Visibility::of(&m.access),
            join_code: None,
            rematch_of: m.access.rematch_of.as_ref().map(|g| g.0.clone()),
            rated: m.rated,
        }
    }
}

/// A new game.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct CreateGame {
    /// The edition: `revancha` (default), `classic`, `junior` or `teg2`
    /// (`GET /v1/rulesets`). Fixed for the game's life. The spec splits
    /// the body in two on it (`openapi::per_family_tables`).
    #[serde(default = "default_ruleset")]
    #[schema(default = "revancha", pattern = "^(revancha|classic|junior|teg2)$")]
    pub ruleset: String,
    /// Seats: within the edition's player counts (Revancha and classic 2
    /// to 6, Junior 2 to 4); the edition's most when left out.
    #[schema(minimum = 2, maximum = 6)]
    pub max_players: Option<usize>,
    /// House rules; omitted fields take the edition's defaults (a module
    /// the edition lacks is refused with `MODULE_NOT_IN_EDITION`).
    #[serde(default, deserialize_with = "null_as_default")]
    #[schema(value_type = Option<Options>)]
    pub options: serde_json::Map<String, serde_json::Value>,
    /// The creator's colour. The creator is seated unless the bots of
    /// `seats` fill every seat (the creator then watches, and starts it).
    pub color: Option<Color>,
    /// A turn clock (SVC-CLOCK); no clock when absent.
    pub clock: Option<ClockDto>,
    /// Bots seated from the start (SVC-BOTS), in seat order: each at its
    /// index (`seat`, checked when sent) and, in the Risk editions, in its
    /// colour (the first free one when left out).
    #[serde(default, deserialize_with = "null_as_default")]
    #[schema(value_type = Option<Vec<BotSeat>>)]
    pub seats: Vec<BotSeat>,
    /// `public` (the default: listed, anyone may join) or `private` (never
    /// listed; joined by invitation or with its `join_code`, SVC-INVITE).
    #[serde(default, deserialize_with = "null_as_default")]
    #[schema(value_type = Option<Visibility>)]
    pub visibility: Visibility,
    /// Rated (SVC-RATING): the finish order moves its people's ratings in
    /// this game's leaderboard; no guest may sit (`GUEST_NOT_RATED`).
    #[serde(default, deserialize_with = "null_as_default")]
    #[schema(value_type = Option<bool>, default = false)]
    pub rated: bool,
}

/// Who may find and join a table (SVC-INVITE).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Visibility {
    /// Listed; anyone may join.
    #[default]
    Public,
    /// Never listed; joined by invitation or with its join code.
    Private,
}

impl Visibility {
    pub(crate) fn of(access: &domain::ports::Access) -> Self {
        if access.private { Visibility::Private } else { Visibility::Public }
    }
}

pub(crate) fn default_ruleset() -> String {
    "revancha".to_owned()
}

/// `null` as the default, as an optional field's schema allows.
pub(crate) fn null_as_default<'de, D, T>(d: D) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de> + Default,
{
    Ok(Option::<T>::deserialize(d)?.unwrap_or_default())
}

/// Paging and filtering of the game list.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct ListQuery {
    /// `lobby`, `playing`, `paused`, `finished` or `aborted`.
    #[param(pattern = "^(lobby|playing|paused|finished|aborted)$")]
    pub status: Option<String>,
    /// `revancha`, `classic`, `junior` or `teg2`: that game's tables only.
    #[param(pattern = "^(revancha|classic|junior|teg2)$")]
    pub ruleset: Option<String>,
    /// Games to skip.
    #[serde(default, deserialize_with = "bounded::stored")]
    #[param(minimum = 0, maximum = 9_223_372_036_854_775_807_u64)]
    pub offset: u64,
    /// Page size, 1 to 100.
    #[serde(default = "bounded::twenty", deserialize_with = "bounded::page_100")]
    #[param(default = 20, minimum = 1, maximum = 100)]
    pub limit: u64,
}

/// A page of games, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct GameList {
    /// The page.
    pub games: Vec<GameSummary>,
    /// Games matching the filter.
    pub total: u64,
    /// As asked.
    pub offset: u64,
    /// As applied.
    pub limit: u64,
}

/// Joining a lobby.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct JoinGame {
    /// A free colour, in the Risk editions; the first free one when
    /// omitted. TEG II's seats have none (422 `INVALID_SEAT`).
    pub color: Option<Color>,
    /// A private table's join code (SVC-INVITE); not needed with an
    /// invitation (`POST /v1/invitations/{id}/accept`).
    #[schema(min_length = 1, max_length = 64)]
    pub code: Option<String>,
}

/// One Server-Sent Events frame of a game's stream, as a client's SSE
/// parser reads it (documentation: the wire is `text/event-stream`).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct SseFrame {
    /// The version after the event; absent on `your_turn` (not an event of
    /// the log).
    pub id: Option<String>,
    /// The event's `type` (`game_started`, `attack_resolved`, ...), or
    /// `your_turn`.
    pub event: String,
    /// The event (or the notice) as JSON text.
    pub data: String,
}

/// A lobby has no board yet.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct LobbyBoard {
    /// Always 0.
    #[schema(minimum = 0, maximum = 0)]
    pub version: u64,
}

/// The board part of a game: the engine's view once started.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub(crate) enum BoardView {
    /// Started: the board as this viewer may see it.
    Started(Box<GameView>),
    /// Not started.
    Lobby(LobbyBoard),
}

/// Whole seconds from now until `deadline_ms` (rounded up; 0 once passed):
/// a view's and a home screen's `seconds_left`.
pub(crate) fn seconds_until(deadline_ms: i64) -> u64 {
    let left = deadline_ms.saturating_sub(crate::adapters::system::now_ms());
    u64::try_from(left).map_or(0, |ms| ms.div_ceil(1000))
}

/// A game as the caller may see it: players see their own secrets,
/// operators all, nobody else any.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct GameResponse {
    /// Game id.
    pub id: String,
    /// The service's status: `lobby`, `playing`, `paused`, `finished` or `aborted`.
    pub status: &'static str,
    /// The lobby summary.
    pub game: GameSummary,
    /// When the human who must act now times out (SVC-CLOCK), RFC 3339
    /// UTC; null without a clock, while a bot acts, while paused, and once
    /// over.
    pub deadline: Option<String>,
    /// Whole seconds left until `deadline` when this answer was made
    /// (rounded up; 0 once passed), or null.
    pub seconds_left: Option<u64>,
    /// A rated game's rating changes, once it is rated (SVC-RATING);
    /// absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating_changes: Option<Vec<RatingChangeDto>>,
    /// Why a finished rated game moved no rating, when it did not count
    /// (SVC-RATING): `too_few_turns` (a person played fewer than 3 turns
    /// themselves) or `pair_cap` (two of its people had played 5 counted
    /// games together in the day before); `rating_changes` is then empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating_uncounted: Option<domain::rating::Uncounted>,
    /// People following the game live who do not sit in it, signed in or
    /// not, on every instance (SVC-WATCH).
    pub spectators: u32,
    /// The board.
    #[serde(flatten)]
    pub board: BoardView,
}

/// A rating: the Weng-Lin mean and uncertainty, and the value shown to
/// people, `mu - 3 sigma` (SVC-RATING).
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
pub(crate) struct RatingValue {
    /// Mean skill.
    pub mu: f64,
    /// Its uncertainty.
    pub sigma: f64,
    /// `mu - 3 sigma`: what leaderboards rank by.
    pub rating: f64,
}

impl From<domain::rating::Rating> for RatingValue {
    fn from(r: domain::rating::Rating) -> Self {
        Self { mu: r.mu, sigma: r.sigma, rating: r.shown() }
    }
}

/// One seat's rating change in a rated game.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct RatingChangeDto {
    /// The seat.
    pub seat: u8,
    /// Its person.
    pub user_id: String,
    /// Before the game.
    pub before: RatingValue,
    /// After it.
    pub after: RatingValue,
}

impl From<&domain::ports::RatingMove> for RatingChangeDto {
    fn from(c: &domain::ports::RatingMove) -> Self {
        Self {
            seat: c.seat,
            user_id: c.user_id.clone(),
            before: c.before.into(),
            after: c.after.into(),
        }
    }
}

impl From<&domain::ports::RatingChange> for RatingChangeDto {
    fn from(c: &domain::ports::RatingChange) -> Self {
        Self {
            seat: c.seat,
            user_id: c.user.0.clone(),
            before: c.before.into(),
            after: c.after.into(),
        }
    }
}

impl GameResponse {
    pub(crate) fn new(
        meta: &GameMeta,
        view: Option<GameView>,
        viewer: &domain::ports::UserId,
    ) -> Self {
        let deadline = meta.deadline_ms.filter(|_| meta.status == GameStatus::Playing);
        Self {
            id: meta.id.0.clone(),
            status: meta.status.as_str(),
            deadline: deadline.map(crate::time::rfc3339),
            seconds_left: deadline.map(seconds_until),
            game: GameSummary::for_viewer(meta, viewer),
            rating_changes: None,
            rating_uncounted: None,
            spectators: 0,
            board: match view {
                Some(v) => BoardView::Started(Box::new(v)),
                None => BoardView::Lobby(LobbyBoard { version: 0 }),
            },
        }
    }

    /// With a rated game's result.
    pub(crate) fn rated(mut self, result: Option<domain::ports::RatedGame>) -> Self {
        if let Some(r) = result {
            self.rating_changes = Some(r.changes.iter().map(Into::into).collect());
            self.rating_uncounted = r.uncounted;
        }
        self
    }
}

/// An event with the version it produced.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Versioned {
    /// The game's version after this event.
    pub version: u64,
    /// The event, as the caller may see it.
    pub event: Event,
}

/// Numbers `events` so the last one is `last`.
pub(crate) fn versioned(last: u64, events: Vec<Event>) -> Vec<Versioned> {
    let first = last + 1 - u64::try_from(events.len()).unwrap_or(0);
    events.into_iter().zip(first..).map(|(event, version)| Versioned { version, event }).collect()
}

/// Events committed by a request, or read since a version.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct EventBatch {
    /// The game's version after the last event.
    pub version: u64,
    /// The events, in order, as the caller may see them.
    pub events: Vec<Versioned>,
}

impl EventBatch {
    pub(crate) fn new(last: u64, events: Vec<Event>) -> Self {
        Self { version: last, events: versioned(last, events) }
    }
}

/// What the caller may do now.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct LegalActions {
    /// The version the list is for (send it as `expected_version`).
    pub version: u64,
    /// The caller's seat (its index), or null for someone not seated.
    #[schema(maximum = 11)]
    pub seat: Option<u8>,
    /// Every accepted command, ready to send as `action` (empty when it is
    /// not the caller's move, but for the pact commands of games with pacts,
    /// which are open at any time).
    pub actions: Vec<risk::Command>,
    /// In a TEG II game (`actions` is then empty): each action open to the
    /// caller with the bounds to build it, commit and reveal steps included
    /// (T2-SEC-1). Send one as `{"action": {"type": "teg2", "command":
    /// {"action": ..., "power": ..., ...}}}`. Empty in other games.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub teg2: Vec<teg2::Legal>,
}

impl From<domain::app::LegalNow> for LegalActions {
    fn from(legal: domain::app::LegalNow) -> Self {
        let (actions, teg2) = match legal.moves {
            LegalMoves::Nothing => (Vec::new(), Vec::new()),
            LegalMoves::Risk(actions) => (actions, Vec::new()),
            LegalMoves::Teg2(teg2) => (Vec::new(), teg2),
        };
        Self { version: legal.version, seat: legal.seat.map(|k| k.seat), actions, teg2 }
    }
}

/// A turn action.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ActRequest {
    /// The command.
    pub action: Command,
    /// Refuse with 409 unless the game is at this version.
    #[serde(default, deserialize_with = "bounded::stored_opt")]
    #[schema(minimum = 0, maximum = 9_223_372_036_854_775_807_u64)]
    pub expected_version: Option<u64>,
}

/// An answer to a pact, or its break.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PactAnswer {
    /// Refuse with 409 unless the game is at this version.
    #[serde(default, deserialize_with = "bounded::stored_opt")]
    #[schema(minimum = 0, maximum = 9_223_372_036_854_775_807_u64)]
    pub expected_version: Option<u64>,
}

/// Reading events.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct EventsQuery {
    /// Return events after this version.
    #[serde(default, deserialize_with = "bounded::stored")]
    #[param(minimum = 0, maximum = 9_223_372_036_854_775_807_u64)]
    pub since: u64,
    /// Long-poll: wait up to this many seconds (max 30) for a new event.
    #[serde(default, deserialize_with = "bounded::wait_30")]
    #[param(minimum = 0, maximum = 30)]
    pub wait: u64,
}

/// `POST /v1/admin/games/import`: a document of either family, told apart
/// by `position.ruleset` (`teg2`, or an edition's slug). Only the schema:
/// the handler decodes the one its `ruleset` names.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
#[allow(dead_code)]
pub(crate) enum AnyImportRequest {
    /// Revancha, classic or Junior.
    Edition(Box<ImportRequest>),
    /// TEG II.
    Teg2(Box<Teg2ImportRequest>),
}

/// A seat of an imported game.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ImportSeat {
    /// The seat's index, as a game summary lists it: when sent, its place
    /// in this list (a summary's seats are taken as they are).
    #[serde(default)]
    pub seat: Option<usize>,
    /// The account (ignored for a bot's seat, which is `bot:<colour>`, or
    /// `bot:seat-<index>` with no colour).
    pub user_id: String,
    /// The colour it plays: each of the document's colours once; none for
    /// a TEG II document with no `seating` (its seats are numbers).
    #[serde(default)]
    pub color: Option<Color>,
    /// A bot that plays this seat from the start (SVC-BOTS), as a game
    /// summary lists it.
    #[serde(default)]
    pub bot: Option<BotLevel>,
    /// The name the seat shows, as one game's answer gives it: read and
    /// ignored, so a summary's seats are taken as they are (a name is its
    /// account's, never the document's).
    #[serde(default)]
    #[allow(dead_code, reason = "accepted so a game's seats import as they are; never used")]
    pub name: Option<String>,
}

/// A probe's answer.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Health {
    /// `ok` or `ready`.
    pub status: &'static str,
    /// Readiness only: the event bus, `in_process`, `redis`, or `degraded`
    /// (Redis configured and unreachable: actions still commit and live
    /// channels read the database once a second).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bus: Option<&'static str>,
    /// Readiness only: request budgets and login throttles, `shared`
    /// (through Redis, across instances), `local` (no Redis configured) or
    /// `local_fallback` (Redis configured and unreachable: each instance
    /// keeps its own until it answers).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limits: Option<&'static str>,
    /// Readiness only, with a read replica configured
    /// (`TEG_DATABASE_READ_URL`): `up`, `lagging` (it answers, too far
    /// behind to serve) or `down`. Readiness does not depend on it: reads
    /// that may lag then go to the primary.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replica: Option<&'static str>,
}
