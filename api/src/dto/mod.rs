//! The wire types: every REST request and response body, each with its
//! OpenAPI schema, so the spec in `openapi/openapi.json` is what the server
//! really sends. GraphQL answers with the same types (its typed twins in
//! `graphql/wire.rs` are generated from those schemas), so neither channel
//! imports the other.

use domain::color::Color;
use domain::game::{Command, Event, GameView, Options};
use domain::ports::{GameMeta, GameStatus, TurnClock};
use domain::shared::{BotLevel, OnTimeout};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

pub(crate) mod bounded;
mod notices;
mod players;
mod risk;
mod teg2;

pub(crate) use players::{
    FeedQuery, InvitationDto, InvitationList, LeaderEntry, LeaderUser, Leaderboard,
    LeaderboardQuery, MeDto, ModerateTournament, MyGame, MyGames, MyGamesQuery, MyPlayer,
    NewInvitation, NewPersonalToken, NewTicket, NewTournamentDto, NoticeList, PatchMe,
    PersonalTokenDto, PersonalTokenList, RatingDto, RefreshRequest, SessionDto, SessionList,
    SignedInUser, TicketDto, TicketQuery, TokenResponse, TournamentDetail, TournamentList,
    TournamentQuery, TournamentSummary, UserRatings,
};

pub(crate) use notices::FeedNotice;
pub(crate) use risk::{ImportRequest, PactList, ProposePact};
pub(crate) use teg2::{
    Teg2BoardSummary, Teg2ImportRequest, Teg2Ladder, Teg2MapRegion, Teg2MapResponse, Teg2Rounds,
    Teg2RulesetDetail, Teg2TokenPoints,
};

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
    /// login. Registration ignores it.
    #[serde(default)]
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

/// A ruleset the service plays.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Ruleset {
    /// Slug used in `POST /v1/games` and `/v1/maps/{ruleset}`.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Fewest players.
    pub min_players: usize,
    /// Most players.
    pub max_players: usize,
    /// The default house rules.
    pub options: Options,
    /// The modules this edition has: a table may turn on only these.
    pub modules: Vec<String>,
}

/// `GET /v1/rulesets/{ruleset}`: a Risk-like edition's detail, or TEG II's.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub(crate) enum AnyRulesetDetail {
    /// Revancha, classic or Junior.
    Edition(Box<RulesetDetail>),
    /// TEG II.
    Teg2(Box<Teg2RulesetDetail>),
}

/// One ruleset in full: its board, objective deck and tables.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct RulesetDetail {
    /// As in the list.
    #[serde(flatten)]
    pub summary: Ruleset,
    /// The board (as `GET /v1/maps/{ruleset}`).
    pub board: MapResponse,
    /// The secret objective deck.
    pub objectives: Vec<ObjectiveCard>,
    /// Countries that win at once, by player count, where the edition fixes
    /// them (classic with 2-3 players: the whole map; Junior: 20, 14, 12);
    /// elsewhere the `common_objective` option.
    pub country_goals: Vec<CountryGoal>,
    /// Armies for a player's 1st, 2nd, ... exchange; then `exchange_then_add` more each time.
    pub exchange_values: Vec<u32>,
    /// See `exchange_values`.
    pub exchange_then_add: u32,
    /// `sets` (three equal or three different symbols) or `any_two` (Junior).
    pub exchange: String,
    /// Armies for holding a drawn card's country (0: none).
    pub card_bonus: u32,
    /// Cards that force an exchange before another is drawn (absent: no limit).
    pub hand_limit: Option<usize>,
    /// Armies per initial placement round (2 players: `placement_two_players`).
    pub placement: Vec<u32>,
    /// See `placement`.
    pub placement_two_players: Vec<u32>,
    /// Up to this many players, armies go down one at a time until each has
    /// placed half its countries (0: never).
    pub placement_one_at_a_time_up_to: usize,
    /// Most dice an attacker rolls (4 with the `four_dice_exception`).
    pub attacker_dice: u32,
    /// Most dice a defender rolls.
    pub defender_dice: u32,
    /// R-ATK-2's fourth die against 3+ armies with double the armies.
    pub four_dice_exception: bool,
    /// The order of play moves one seat each round.
    pub rotating_rounds: bool,
    /// Armies that may follow the first into a conquest (absent: any number).
    pub extra_move_in: Option<u32>,
}

/// A secret objective card.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ObjectiveCard {
    /// Its number.
    pub card: u8,
    /// What it asks for, in English.
    pub text: String,
    /// The player counts it is dealt at.
    pub players: Vec<usize>,
}

/// The country goal at one player count.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct CountryGoal {
    /// Players.
    pub players: usize,
    /// Countries that win.
    pub countries: u8,
}

/// The rulesets.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Rulesets {
    /// Every ruleset.
    pub rulesets: Vec<Ruleset>,
}

/// A name in the three languages of the board.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Names {
    /// Spanish (the original).
    pub es: String,
    /// English.
    pub en: String,
    /// Italian.
    pub it: String,
}

impl From<&domain::board::Names> for Names {
    fn from(n: &domain::board::Names) -> Self {
        Self { es: n.es.clone(), en: n.en.clone(), it: n.it.clone() }
    }
}

/// A continent of the board.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct MapContinent {
    /// Slug.
    pub id: String,
    /// Names.
    pub names: Names,
    /// Armies for holding it whole (R-INC-2).
    pub bonus: u32,
    /// Drawing colour, `#rrggbb`.
    pub color: String,
    /// Its countries, by slug.
    pub countries: Vec<String>,
    /// The symbols its continent card counts as in exchanges (R-EXC-2).
    pub card: Vec<domain::board::Symbol>,
}

/// A country of the board.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct MapCountry {
    /// Slug: the id in every command, event and view.
    pub id: String,
    /// Names.
    pub names: Names,
    /// Continent slug.
    pub continent: String,
    /// An island (objectives count them apart).
    pub island: bool,
    /// The symbol on its country card.
    pub card: domain::board::CardSymbol,
    /// Schematic position on the `viewbox` canvas.
    pub x: u16,
    /// Schematic position on the `viewbox` canvas.
    pub y: u16,
}

/// The board of a ruleset.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct MapResponse {
    /// Ruleset slug.
    pub ruleset: String,
    /// Display name.
    pub name: String,
    /// Canvas size `[width, height]` of the coordinates.
    pub viewbox: [u16; 2],
    /// Continents.
    pub continents: Vec<MapContinent>,
    /// Countries.
    pub countries: Vec<MapCountry>,
    /// Neighbouring pairs (each once).
    pub borders: Vec<[String; 2]>,
    /// The borders that cross water, for drawing.
    pub sea_bridges: Vec<[String; 2]>,
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

fn default_ruleset() -> String {
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
    #[serde(default = "twenty", deserialize_with = "bounded::page_100")]
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
    #[serde(default = "twenty", deserialize_with = "bounded::page_100")]
    #[param(default = 20, minimum = 1, maximum = 100)]
    pub limit: u64,
}

fn twenty() -> u64 {
    20
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
        Self {
            version: legal.version,
            seat: legal.seat.map(|k| k.seat),
            actions: legal.moves.actions,
            teg2: legal.moves.teg2,
        }
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
    #[schema(
        min_length = 1,
        max_length = 500,
        pattern = r"^[^\x00-\x09\x0B-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x09\x0B-\x1F\x7F-\x9F]*$"
    )]
    pub body: String,
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
    #[serde(default = "hundred", deserialize_with = "bounded::page_200")]
    #[param(default = 100, minimum = 1, maximum = 200)]
    pub limit: u64,
}

fn hundred() -> u64 {
    100
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
    #[serde(default = "twenty", deserialize_with = "bounded::page_100")]
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
}

impl From<&domain::ports::Report> for AdminReportDto {
    fn from(r: &domain::ports::Report) -> Self {
        Self {
            report: ReportDto::from(r),
            reporter_id: r.reporter.0.clone(),
            reported_id: r.reported.as_ref().map(|u| u.0.clone()),
            handled_by: r.handled_by.as_ref().map(|u| u.0.clone()),
            resolution: r.resolution.clone(),
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
    #[serde(default = "twenty", deserialize_with = "bounded::page_100")]
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
    #[serde(default = "twenty", deserialize_with = "bounded::page_100")]
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

/// A turn clock (SVC-CLOCK): each step of the actor who must act may take
/// `turn_seconds`; a timeout does `on_timeout`; `max_timeouts` in a row hand
/// the seat to its bot for good (`bot`) or forfeit the player (`pass`).
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ClockDto {
    /// Seconds per step, 5 to 604,800 (a week).
    #[schema(minimum = 5, maximum = 604_800)]
    pub turn_seconds: u32,
    /// `pass` (the least harmful completion) or `bot` (the seat's bot
    /// plays the step).
    #[serde(default)]
    pub on_timeout: OnTimeout,
    /// Timeouts in a row before the takeover or the forfeit, 1 to 100
    /// (3 when left out).
    #[serde(default = "default_max_timeouts")]
    #[schema(minimum = 1, maximum = 100, default = 3)]
    pub max_timeouts: u32,
}

fn default_max_timeouts() -> u32 {
    3
}

impl From<ClockDto> for TurnClock {
    fn from(c: ClockDto) -> Self {
        TurnClock {
            turn_seconds: c.turn_seconds,
            on_timeout: c.on_timeout,
            max_timeouts: c.max_timeouts,
        }
    }
}

impl From<TurnClock> for ClockDto {
    fn from(c: TurnClock) -> Self {
        ClockDto {
            turn_seconds: c.turn_seconds,
            on_timeout: c.on_timeout,
            max_timeouts: c.max_timeouts,
        }
    }
}

/// A bot seated when the table is opened.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct BotSeat {
    /// The bot's seat: its index in `seats` (checked when sent).
    #[serde(default)]
    #[schema(maximum = 11)]
    pub seat: Option<u8>,
    /// The bot's colour, in the Risk editions: the first free one when
    /// left out.
    #[serde(default)]
    pub color: Option<Color>,
    /// How well it plays.
    pub bot: BotLevel,
}

/// A bot for a lobby's next seat.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct AddBot {
    /// The seat, by index: the next one (checked when sent).
    #[serde(default)]
    #[schema(maximum = 11)]
    pub seat: Option<u8>,
    /// The seat's colour, in the Risk editions: the first free one when
    /// left out.
    #[serde(default)]
    pub color: Option<Color>,
    /// How well it plays.
    pub level: BotLevel,
}

/// The seat a body names by `seat` or `color`; `None` when it names none.
///
/// # Errors
/// 422 `INVALID_SEAT` for a body naming both.
pub(crate) fn seat_pick(
    seat: Option<u8>,
    color: Option<Color>,
) -> Result<Option<domain::ports::SeatPick>, domain::app::AppError> {
    use domain::ports::SeatPick;
    match (seat, color) {
        (Some(_), Some(_)) => Err(domain::app::AppError::InvalidSeat(
            "name a seat by `seat` or by `color`, not both".to_owned(),
        )),
        (Some(i), None) => Ok(Some(SeatPick::Seat(i))),
        (None, Some(c)) => Ok(Some(SeatPick::Color(c))),
        (None, None) => Ok(None),
    }
}

/// The seat a body must name.
///
/// # Errors
/// 422 `INVALID_SEAT` for a body naming none, or both.
pub(crate) fn required_seat(
    seat: Option<u8>,
    color: Option<Color>,
) -> Result<domain::ports::SeatPick, domain::app::AppError> {
    seat_pick(seat, color)?.ok_or_else(|| {
        domain::app::AppError::InvalidSeat("name the seat by `seat` (or `color`)".to_owned())
    })
}

/// Each bot of a table's `seats`, at its index, with its colour.
///
/// # Errors
/// 422 `INVALID_SEAT` for a `seat` other than its index in the list.
pub(crate) fn bots_of(
    seats: &[BotSeat],
) -> Result<Vec<(Option<Color>, BotLevel)>, domain::app::AppError> {
    if let Some(why) = misplaced(seats.iter().map(|s| s.seat.map(usize::from))) {
        return Err(domain::app::AppError::InvalidSeat(format!(
            "{why}: bots sit in the order listed"
        )));
    }
    Ok(seats.iter().map(|s| (s.color, s.bot)).collect())
}

/// The first seat a list names away from its own index (`seat N is listed
/// at index I`), if any: a list's seats sit in the order listed.
pub(crate) fn misplaced(seats: impl IntoIterator<Item = Option<usize>>) -> Option<String> {
    seats.into_iter().enumerate().find_map(|(i, n)| {
        n.filter(|&n| n != i).map(|n| format!("seat {n} is listed at index {i}"))
    })
}

/// An operator's bot for a running game's seat.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct SeatBot {
    /// How well it plays (`greedy` when left out).
    #[serde(default = "default_level")]
    pub level: BotLevel,
    /// Why (required: not blank); no control character but newlines and
    /// tabs.
    #[schema(
        min_length = 1,
        pattern = r"^[^\x00-\x08\x0B-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x08\x0B-\x1F\x7F-\x9F]*$"
    )]
    pub reason: String,
}

fn default_level() -> BotLevel {
    BotLevel::Greedy
}
