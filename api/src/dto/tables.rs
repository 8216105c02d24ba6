//! The players' side's wire types for finding and following games: the
//! home screen and feed, invitations, ratings and leaderboards, quick-match
//! tickets and tournaments (`/v1/me/games`, `/v1/me/events`,
//! `/v1/invitations`, `/v1/leaderboards`, `/v1/matchmaking`,
//! `/v1/tournaments`).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use domain::game::Options;

use crate::time::rfc3339;

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

/// A game on "live now" (SVC-WATCH).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct TvGame {
    /// The game.
    pub game: super::GameSummary,
    /// People following it live who do not sit in it, on every instance.
    pub spectators: u32,
    /// The mean shown rating of its rated people in its game, if any.
    pub rating: Option<f64>,
}

/// "Live now": public games under way, the most watched first, then the
/// best rated, then the furthest along; at most 20.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct TvList {
    /// The games.
    pub games: Vec<TvGame>,
}

/// A direct challenge to another person (SVC-FRIENDS): a private lobby
/// opens with the challenger seated and the other invited.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewChallenge {
    /// Whom (a user id).
    #[schema(min_length = 1, max_length = 64)]
    pub to: String,
    /// The edition, as for `POST /v1/games`.
    #[serde(default = "super::default_ruleset")]
    #[schema(default = "revancha", pattern = "^(revancha|classic|junior|teg2)$")]
    pub ruleset: String,
    /// Seats: 2 (a duel) when left out; within the edition's player
    /// counts, so the two may seat bots or invite others before starting.
    #[schema(minimum = 2, maximum = 12)]
    pub max_players: Option<usize>,
    /// House rules, as for `POST /v1/games`.
    #[serde(default, deserialize_with = "super::null_as_default")]
    #[schema(value_type = Option<Options>)]
    pub options: serde_json::Map<String, serde_json::Value>,
    /// The challenger's colour (the Risk editions).
    pub color: Option<domain::color::Color>,
    /// A turn clock (SVC-CLOCK); no clock when absent.
    pub clock: Option<super::ClockDto>,
    /// Rated (SVC-RATING); no guest may sit at a rated table.
    #[serde(default, deserialize_with = "super::null_as_default")]
    #[schema(value_type = Option<bool>, default = false)]
    pub rated: bool,
}

/// A challenge sent: its lobby and the invitation the other person
/// answers.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ChallengeSent {
    /// The private lobby, with the challenger seated.
    pub game_id: String,
    /// The invitation sent to the challenged person.
    pub invitation_id: String,
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
    /// The share of the games they began that they did not abandon to the
    /// clock, 0 to 1 (SVC-FAIRPLAY); null before a first game.
    pub reliability: Option<f64>,
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

/// `GET /v1/games/{id}/record`'s query (SVC-RECORD).
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub(crate) struct RecordQuery {
    /// Every seat as `Player N` instead of its display name.
    #[serde(default)]
    pub anonymous: bool,
}

/// A record kept as a read-only replay (SVC-RECORD).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct RecordImported {
    /// The replay's game id on this service: a finished game to read and
    /// scrub as any other.
    pub game_id: String,
}
