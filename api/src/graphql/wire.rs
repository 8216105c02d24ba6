//! GraphQL's wire types: generated from `openapi/openapi.json` by
//! `api/tests/support/graphql_wire.rs` (`cargo xtask codegen`); do not edit.
//! REST and GraphQL answer with one contract: a REST schema is a
//! GraphQL type of the same name and fields (camelCase).
//!
//! The `JSON` scalar is left only where a value has no fixed shape:
//! - `Reveal.command`

#![allow(clippy::doc_markdown, clippy::large_enum_variant, clippy::enum_variant_names, reason = "generated")]

use serde::de::Error as _;

#[doc = "One battle's result."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Battle")]
pub(crate) struct Battle {
    #[doc = "What each side lost in it: `[attacker, defender]`."]
    pub(crate) losses: Vec<Losses>,
    #[doc = "The side that won it (0 attacker, 1 defender); `None` when drawn."]
    pub(crate) winner: Option<i64>,
}

#[doc = "The accounts the caller blocks, the newest block first."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "BlockList")]
pub(crate) struct BlockList {
    #[doc = "The blocked accounts."]
    pub(crate) users: Vec<BlockedUser>,
}

#[doc = "An account the caller blocks (SVC-BLOCK)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "BlockedUser")]
pub(crate) struct BlockedUser {
    #[doc = "The account's id."]
    pub(crate) id: String,
    #[doc = "Its name shown to others (\"deleted player\" once deleted)."]
    pub(crate) display_name: String,
    #[doc = "When the caller blocked it (RFC 3339)."]
    pub(crate) blocked_at: String,
}

#[doc = "The board part of a game: the engine's view once started."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "BoardView")]
pub(crate) enum BoardView {
    #[doc = "Started: the board as this viewer may see it."]
    #[graphql(flatten)]
    GameView(GameView),
    #[doc = "Not started."]
    LobbyBoard(LobbyBoard),
}

impl<'de> serde::Deserialize<'de> for BoardView {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let mut errors = Vec::new();
        match serde_json::from_value(value.clone()) {
            Ok(v) => return Ok(Self::GameView(v)),
            Err(e) => errors.push(format!("GameView: {e}")),
        }
        match serde_json::from_value(value) {
            Ok(v) => return Ok(Self::LobbyBoard(v)),
            Err(e) => errors.push(format!("LobbyBoard: {e}")),
        }
        Err(D::Error::custom(format!("no kind of BoardView fits: {}", errors.join("; "))))
    }
}

#[doc = "What a country card carries (R-CMP-3, R-EXC-1)."]
///
/// `kind` is one of: `single`, `wildcard`, `super`.
#[derive(Debug, Clone, Default, async_graphql::SimpleObject)]
#[graphql(name = "CardSymbol")]
pub(crate) struct CardSymbol {
    /// Which kind this is: a plain value's name, or the key of the one
    /// field set below.
    pub(crate) kind: String,
    #[doc = "One symbol."]
    #[graphql(name = "single")]
    pub(crate) single: Option<String>,
}

impl<'de> serde::Deserialize<'de> for CardSymbol {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let mut made = Self::default();
        match &value {
            serde_json::Value::String(kind) => made.kind.clone_from(kind),
            serde_json::Value::Object(fields) => {
                if let Some(v) = fields.get("single") {
                    made.kind = "single".to_owned();
                    made.single = serde_json::from_value(v.clone()).map_err(D::Error::custom)?;
                }

            }
            other => return Err(D::Error::custom(format!("not a CardSymbol: {other}"))),
        }
        Ok(made)
    }
}

#[doc = "A held country card."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "CardView")]
pub(crate) struct CardView {
    #[doc = "The card's country."]
    pub(crate) country: String,
    #[doc = "Whether its bonus was collected."]
    pub(crate) bonus_used: bool,
}

#[doc = "A challenge sent: its lobby and the invitation the other person\nanswers."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "ChallengeSent")]
pub(crate) struct ChallengeSent {
    #[doc = "The private lobby, with the challenger seated."]
    pub(crate) game_id: String,
    #[doc = "The invitation sent to the challenged person."]
    pub(crate) invitation_id: String,
}

#[doc = "A turn clock (SVC-CLOCK): each step of the actor who must act may take\n`turn_seconds`; a timeout does `on_timeout`; `max_timeouts` in a row hand\nthe seat to its bot for good (`bot`) or forfeit the player (`pass`)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "ClockDto")]
pub(crate) struct ClockDto {
    #[doc = "Seconds per step, 5 to 604,800 (a week)."]
    pub(crate) turn_seconds: i64,
    #[doc = "`pass` (the least harmful completion) or `bot` (the seat's bot\nplays the step)."]
    pub(crate) on_timeout: Option<String>,
    #[doc = "Timeouts in a row before the takeover or the forfeit, 1 to 100\n(3 when left out)."]
    pub(crate) max_timeouts: Option<i64>,
}

#[doc = "The open combat."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "CombatView")]
pub(crate) struct CombatView {
    #[doc = "Region slug."]
    pub(crate) region: String,
    #[doc = "Attacker and defender seats."]
    pub(crate) sides: Vec<i64>,
    #[doc = "Which step."]
    pub(crate) stage: String,
}

#[doc = "Who plays a seat (SVC-BOTS): its human, or a bot of a level."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "Controller")]
pub(crate) enum Controller {
    #[doc = "The player seated there."]
    Human(ControllerHuman),
    #[doc = "A bot."]
    Bot(ControllerBot),
}

impl<'de> serde::Deserialize<'de> for Controller {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let kind = value.get("kind").and_then(serde_json::Value::as_str).map(str::to_owned);
        match kind.as_deref() {
            Some("human") => serde_json::from_value(value).map(Self::Human),
            Some("bot") => serde_json::from_value(value).map(Self::Bot),
            other => return Err(D::Error::custom(format!("unknown Controller kind {other:?}"))),
        }
        .map_err(D::Error::custom)
    }
}

#[doc = "A bot."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "ControllerBot")]
pub(crate) struct ControllerBot {
    #[doc = "How well it plays."]
    pub(crate) level: String,
    // (no description in the spec)
    pub(crate) kind: String,
}

#[doc = "The player seated there."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "ControllerHuman")]
pub(crate) struct ControllerHuman {
    // (no description in the spec)
    pub(crate) kind: String,
}

#[doc = "One country as seen on the board."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "CountryView")]
pub(crate) struct CountryView {
    #[doc = "Id."]
    pub(crate) id: String,
    #[doc = "Occupant."]
    pub(crate) owner: String,
    #[doc = "Armies."]
    pub(crate) armies: i64,
    #[doc = "Missiles."]
    pub(crate) missiles: i64,
    #[doc = "Second occupant of a condominium."]
    pub(crate) co_owner: Option<String>,
    #[doc = "Their armies."]
    pub(crate) co_armies: Option<i64>,
    #[doc = "R-BLK-1."]
    pub(crate) blockaded: bool,
}

#[doc = "An entrant."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "EntrantDto")]
pub(crate) struct EntrantDto {
    #[doc = "Who."]
    pub(crate) user_id: String,
    #[doc = "Joined (RFC 3339)."]
    pub(crate) joined_at: String,
    #[doc = "An operator's reason, if they were disqualified."]
    pub(crate) disqualified: Option<String>,
}

#[doc = "An event of either family, as stored and as sent to viewers."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "Event")]
pub(crate) enum Event {
    #[doc = "A Risk-like edition's event (also the seat events both families\nshare: `control_changed`, `timed_out`)."]
    #[graphql(flatten)]
    RiskEvent(RiskEvent),
    #[doc = "A TEG II game's own event."]
    #[graphql(flatten)]
    Teg2Logged(Teg2Logged),
}

impl<'de> serde::Deserialize<'de> for Event {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let mut errors = Vec::new();
        match serde_json::from_value(value.clone()) {
            Ok(v) => return Ok(Self::RiskEvent(v)),
            Err(e) => errors.push(format!("RiskEvent: {e}")),
        }
        match serde_json::from_value(value) {
            Ok(v) => return Ok(Self::Teg2Logged(v)),
            Err(e) => errors.push(format!("Teg2Logged: {e}")),
        }
        Err(D::Error::custom(format!("no kind of Event fits: {}", errors.join("; "))))
    }
}

#[doc = "One seat's units on one region."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "ForceView")]
pub(crate) struct ForceView {
    #[doc = "Region slug."]
    pub(crate) region: String,
    #[doc = "The seat."]
    pub(crate) seat: i64,
    #[doc = "Armies or ships."]
    pub(crate) ordinary: i64,
    #[doc = "Aircraft."]
    pub(crate) aircraft: i64,
    #[doc = "A special unit."]
    pub(crate) special: bool,
}

#[doc = "A person on a friends list (SVC-FRIENDS): one the caller follows, or\none who follows the caller."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Friend")]
pub(crate) struct Friend {
    #[doc = "The account's id."]
    pub(crate) id: String,
    #[doc = "Its name shown to others (\"deleted player\" once deleted)."]
    pub(crate) display_name: String,
    #[doc = "Whether they hold an open stream, subscription or long-poll, or\nmade a request in the last 30 s, on any instance (never, to a\nperson they block)."]
    pub(crate) online: bool,
    #[doc = "When the follow was made (RFC 3339)."]
    pub(crate) since: String,
}

#[doc = "A friends list, the newest follow first."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "FriendList")]
pub(crate) struct FriendList {
    #[doc = "The people."]
    pub(crate) users: Vec<Friend>,
}

#[doc = "A page of games, newest first."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "GameList")]
pub(crate) struct GameList {
    #[doc = "The page."]
    pub(crate) games: Vec<GameSummary>,
    #[doc = "Games matching the filter."]
    pub(crate) total: i64,
    #[doc = "As asked."]
    pub(crate) offset: i64,
    #[doc = "As applied."]
    pub(crate) limit: i64,
}

#[doc = "A game as the caller may see it: players see their own secrets,\noperators all, nobody else any."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "GameResponse")]
pub(crate) struct GameResponse {
    #[doc = "Game id."]
    pub(crate) id: String,
    #[doc = "The service's status: `lobby`, `playing`, `paused`, `finished` or `aborted`."]
    pub(crate) status: String,
    #[doc = "The lobby summary."]
    pub(crate) game: GameSummary,
    #[doc = "When the human who must act now times out (SVC-CLOCK), RFC 3339\nUTC; null without a clock, while a bot acts, while paused, and once\nover."]
    pub(crate) deadline: Option<String>,
    #[doc = "Whole seconds left until `deadline` when this answer was made\n(rounded up; 0 once passed), or null."]
    pub(crate) seconds_left: Option<i64>,
    #[doc = "A rated game's rating changes, once it is rated (SVC-RATING);\nabsent otherwise."]
    pub(crate) rating_changes: Option<Vec<RatingChangeDto>>,
    #[doc = "Why a finished rated game moved no rating, when it did not count\n(SVC-RATING): `too_few_turns` (a person played fewer than 3 turns\nthemselves) or `pair_cap` (two of its people had played 5 counted\ngames together in the day before); `rating_changes` is then empty."]
    pub(crate) rating_uncounted: Option<String>,
    #[doc = "People following the game live who do not sit in it, signed in or\nnot, on every instance (SVC-WATCH)."]
    pub(crate) spectators: i64,
    /// The board view part.
    #[serde(flatten)]
    #[graphql(name = "boardView")]
    pub(crate) board_view: BoardView,
}

#[doc = "A game's public summary (the lobby's view)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "GameSummary")]
pub(crate) struct GameSummary {
    #[doc = "Game id."]
    pub(crate) id: String,
    #[doc = "Ruleset slug."]
    pub(crate) ruleset: String,
    #[doc = "`lobby`, `playing`, `paused`, `finished` or `aborted`."]
    pub(crate) status: String,
    #[doc = "Seats: 2 to 6 in the Risk editions; in TEG II 2 to 6, 8, 10 or 12\n(the last three paired on two boards)."]
    pub(crate) max_players: i64,
    #[doc = "House rules."]
    pub(crate) options: Options,
    #[doc = "Who created it (and may start it)."]
    pub(crate) creator: String,
    #[doc = "Seated players, in joining order."]
    pub(crate) seats: Vec<Seat>,
    #[doc = "Creation time, ms since the epoch."]
    pub(crate) created_at_ms: i64,
    #[doc = "The turn clock (SVC-CLOCK), or null."]
    pub(crate) clock: Option<ClockDto>,
    #[doc = "`public` or `private` (SVC-INVITE)."]
    pub(crate) visibility: String,
    #[doc = "A private table's join code: shown to its creator only."]
    pub(crate) join_code: Option<String>,
    #[doc = "The finished game this lobby is the rematch of (SVC-REMATCH)."]
    pub(crate) rematch_of: Option<String>,
    #[doc = "Present, and true, for a rated game (SVC-RATING)."]
    pub(crate) rated: Option<bool>,
}

#[doc = "A game as one viewer may see it."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "GameView")]
pub(crate) enum GameView {
    #[doc = "Revancha, classic or Junior."]
    RiskView(RiskView),
    #[doc = "TEG II (`ruleset` is `teg2`)."]
    Teg2GameView(Teg2GameView),
}

impl<'de> serde::Deserialize<'de> for GameView {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let mut errors = Vec::new();
        match serde_json::from_value(value.clone()) {
            Ok(v) => return Ok(Self::RiskView(v)),
            Err(e) => errors.push(format!("RiskView: {e}")),
        }
        match serde_json::from_value(value) {
            Ok(v) => return Ok(Self::Teg2GameView(v)),
            Err(e) => errors.push(format!("Teg2GameView: {e}")),
        }
        Err(D::Error::custom(format!("no kind of GameView fits: {}", errors.join("; "))))
    }
}

#[doc = "House-rule switches chosen at game creation (R-OPT-1, R-OPT-2). A key\nthat names none is refused."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "HouseRules")]
pub(crate) struct HouseRules {
    #[doc = "Missiles (R-MIS)."]
    pub(crate) missiles: Option<bool>,
    #[doc = "Situation cards (R-SIT)."]
    pub(crate) situation_cards: Option<bool>,
    #[doc = "Blockades (R-BLK)."]
    pub(crate) blockades: Option<bool>,
    #[doc = "Pacts (R-PCT); reserved for the pacts module."]
    pub(crate) pacts: Option<bool>,
    #[doc = "Countries that win at once (R-OBJ-1): a country count of the\nedition's board (0 in an edition without a common objective)."]
    pub(crate) common_objective: Option<i64>,
    #[doc = "When set, the game ends without a winner once this many rounds of\nhostilities have been played: 1 to [`MAX_ROUNDS`]."]
    pub(crate) max_rounds: Option<i64>,
    #[doc = "Communication style shown to everyone (R-OPT-1)."]
    pub(crate) communication: Option<String>,
}

#[doc = "The armies a turn starts with (R-INC-1, R-INC-2)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Incorporation")]
pub(crate) struct Incorporation {
    #[doc = "R-INC-1."]
    pub(crate) for_countries: i64,
    #[doc = "R-INC-2: (continent, bonus) for each continent held whole."]
    pub(crate) for_continents: Vec<IncorporationForContinentsItem>,
}

/// A tuple of REST (a JSON array): its items in order.
#[derive(Debug, Clone, async_graphql::SimpleObject)]
#[graphql(name = "IncorporationForContinentsItem")]
pub(crate) struct IncorporationForContinentsItem {
    #[doc = "A continent of the game's board, by slug."]
    pub(crate) item0: String,
    // (no description in the spec)
    pub(crate) item1: i64,
}

impl<'de> serde::Deserialize<'de> for IncorporationForContinentsItem {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let (item0, item1,): (String, i64,) = serde::Deserialize::deserialize(d)?;
        Ok(Self { item0, item1 })
    }
}

#[doc = "An invitation to a table (SVC-INVITE)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "InvitationDto")]
pub(crate) struct InvitationDto {
    #[doc = "Its id."]
    pub(crate) id: String,
    #[doc = "The lobby."]
    pub(crate) game_id: String,
    #[doc = "Who invited (user id)."]
    pub(crate) from: String,
    #[doc = "Who is invited (user id)."]
    pub(crate) to: String,
    #[doc = "The seat offered, if one."]
    pub(crate) seat: Option<i64>,
    #[doc = "`pending`, `accepted` or `declined`."]
    pub(crate) status: String,
    #[doc = "Sent (RFC 3339)."]
    pub(crate) created_at: String,
}

#[doc = "The caller's pending invitations, newest first."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "InvitationList")]
pub(crate) struct InvitationList {
    #[doc = "The invitations."]
    pub(crate) invitations: Vec<InvitationDto>,
}

#[doc = "An ally who may still move armies into a new condominium (R-PCT-11)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "JointMover")]
pub(crate) struct JointMover {
    #[doc = "Who."]
    pub(crate) player: String,
    #[doc = "From their country bordering the condominium."]
    pub(crate) from: String,
    #[doc = "Most extra armies (0..=1 after the first, R-PCT-11 \"1 or 2\")."]
    pub(crate) max: i64,
}

#[doc = "A launched rocket and its announced target (T2-RKT-8)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "LaunchView")]
pub(crate) struct LaunchView {
    #[doc = "The launching seat."]
    pub(crate) launcher: i64,
    #[doc = "Target region slug."]
    pub(crate) target: String,
}

#[doc = "One line of a leaderboard."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "LeaderEntry")]
pub(crate) struct LeaderEntry {
    #[doc = "1 for the best."]
    pub(crate) rank: i64,
    #[doc = "Who."]
    pub(crate) user: LeaderUser,
    #[doc = "The shown rating, `mu - 3 sigma`, which the board ranks by."]
    pub(crate) rating: f64,
    #[doc = "Weng-Lin mean."]
    pub(crate) mu: f64,
    #[doc = "Its uncertainty."]
    pub(crate) sigma: f64,
    #[doc = "Counted rated games played, 10 or more."]
    pub(crate) games: i64,
    #[doc = "Always false: a leaderboard lists no provisional person (fewer than\n10 counted games). Kept so that clients reading it still work."]
    pub(crate) provisional: bool,
}

#[doc = "A leaderboard's person."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "LeaderUser")]
pub(crate) struct LeaderUser {
    #[doc = "User id."]
    pub(crate) id: String,
    #[doc = "Their display name."]
    pub(crate) display_name: String,
}

#[doc = "`GET /v1/leaderboards/{ruleset}`."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Leaderboard")]
pub(crate) struct Leaderboard {
    #[doc = "The page, best first."]
    pub(crate) entries: Vec<LeaderEntry>,
    #[doc = "Ranked people in all."]
    pub(crate) total: i64,
    #[doc = "The page's offset."]
    pub(crate) offset: i64,
    #[doc = "The page's size."]
    pub(crate) limit: i64,
}

#[doc = "What the caller may do now."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "LegalActions")]
pub(crate) struct LegalActions {
    #[doc = "The version the list is for (send it as `expected_version`)."]
    pub(crate) version: i64,
    #[doc = "The caller's seat (its index), or null for someone not seated."]
    pub(crate) seat: Option<i64>,
    #[doc = "Every accepted command, ready to send as `action` (empty when it is\nnot the caller's move, but for the pact commands of games with pacts,\nwhich are open at any time)."]
    pub(crate) actions: Vec<RiskCommand>,
    #[doc = "In a TEG II game (`actions` is then empty): each action open to the\ncaller with the bounds to build it, commit and reveal steps included\n(T2-SEC-1). Send one as `{\"action\": {\"type\": \"teg2\", \"command\":\n{\"action\": ..., \"power\": ..., ...}}}`. Empty in other games."]
    #[graphql(name = "teg2")]
    pub(crate) teg2: Option<Vec<Teg2Legal>>,
}

#[doc = "A power's level on the war-potential ladder."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "LevelView")]
pub(crate) struct LevelView {
    #[doc = "The power."]
    pub(crate) power: String,
    #[doc = "Its level, 3 to 11."]
    pub(crate) level: i64,
}

#[doc = "A lobby has no board yet."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "LobbyBoard")]
pub(crate) struct LobbyBoard {
    #[doc = "Always 0."]
    pub(crate) version: i64,
}

#[doc = "What a side lost."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Losses")]
pub(crate) struct Losses {
    #[doc = "Armies or ships."]
    pub(crate) ordinary: i64,
    #[doc = "Aircraft."]
    pub(crate) aircraft: i64,
    #[doc = "Whether the special unit was spent."]
    pub(crate) special: bool,
}

#[doc = "A continent of the board."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "MapContinent")]
pub(crate) struct MapContinent {
    #[doc = "Slug."]
    pub(crate) id: String,
    #[doc = "Names."]
    pub(crate) names: Names,
    #[doc = "Armies for holding it whole (R-INC-2)."]
    pub(crate) bonus: i64,
    #[doc = "Drawing colour, `#rrggbb`."]
    pub(crate) color: String,
    #[doc = "Its countries, by slug."]
    pub(crate) countries: Vec<String>,
    #[doc = "The symbols its continent card counts as in exchanges (R-EXC-2)."]
    pub(crate) card: Vec<String>,
}

#[doc = "A country of the board."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "MapCountry")]
pub(crate) struct MapCountry {
    #[doc = "Slug: the id in every command, event and view."]
    pub(crate) id: String,
    #[doc = "Names."]
    pub(crate) names: Names,
    #[doc = "Continent slug."]
    pub(crate) continent: String,
    #[doc = "An island (objectives count them apart)."]
    pub(crate) island: bool,
    #[doc = "The symbol on its country card."]
    pub(crate) card: CardSymbol,
    #[doc = "Schematic position on the `viewbox` canvas."]
    pub(crate) x: i64,
    #[doc = "Schematic position on the `viewbox` canvas."]
    pub(crate) y: i64,
}

#[doc = "The board of a ruleset."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "MapResponse")]
pub(crate) struct MapResponse {
    #[doc = "Ruleset slug."]
    pub(crate) ruleset: String,
    #[doc = "Display name."]
    pub(crate) name: String,
    #[doc = "Canvas size `[width, height]` of the coordinates."]
    pub(crate) viewbox: Vec<i64>,
    #[doc = "Continents."]
    pub(crate) continents: Vec<MapContinent>,
    #[doc = "Countries."]
    pub(crate) countries: Vec<MapCountry>,
    #[doc = "Neighbouring pairs (each once)."]
    pub(crate) borders: Vec<Vec<String>>,
    #[doc = "The borders that cross water, for drawing."]
    pub(crate) sea_bridges: Vec<Vec<String>>,
}

#[doc = "One of the caller's games, as a home screen lists it."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "MyGame")]
pub(crate) struct MyGame {
    #[doc = "Game id."]
    pub(crate) id: String,
    #[doc = "Ruleset slug."]
    pub(crate) ruleset: String,
    #[doc = "`lobby`, `playing`, `paused`, `finished` or `aborted`."]
    pub(crate) status: String,
    #[doc = "The caller's seat."]
    pub(crate) seat: i64,
    #[doc = "The caller's colour, in the Risk editions."]
    pub(crate) color: Option<String>,
    #[doc = "The game waits on the caller now."]
    pub(crate) to_act: bool,
    #[doc = "The acting person's deadline (SVC-CLOCK), RFC 3339, or null."]
    pub(crate) deadline: Option<String>,
    #[doc = "Whole seconds left until `deadline`, or null."]
    pub(crate) seconds_left: Option<i64>,
    #[doc = "Everyone seated."]
    pub(crate) players: Vec<MyPlayer>,
    #[doc = "The game's version."]
    pub(crate) version: i64,
    #[doc = "The last commit (or the creation), RFC 3339."]
    pub(crate) last_action_at: String,
}

#[doc = "`GET /v1/me/games`: games waiting on the caller first, then by deadline,\nthen the most recently active."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "MyGames")]
pub(crate) struct MyGames {
    #[doc = "This page."]
    pub(crate) games: Vec<MyGame>,
    #[doc = "The next page's `cursor`; null on the last page."]
    pub(crate) next_cursor: Option<String>,
}

#[doc = "A player of one of the caller's games."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "MyPlayer")]
pub(crate) struct MyPlayer {
    #[doc = "The seat's index."]
    pub(crate) seat: i64,
    #[doc = "Its colour, in the Risk editions."]
    pub(crate) color: Option<String>,
    #[doc = "The display name (a bot's seat: its level)."]
    pub(crate) name: String,
    #[doc = "Who plays the seat."]
    pub(crate) controller: Controller,
}

#[doc = "A name in the three languages of the board."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Names")]
pub(crate) struct Names {
    #[doc = "Spanish (the original)."]
    pub(crate) es: String,
    #[doc = "English."]
    pub(crate) en: String,
    #[doc = "Italian."]
    pub(crate) it: String,
}

#[doc = "A notice of the caller's feed (SVC-NOTIFY, SVC-LIFE), by `type`."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "Notice")]
pub(crate) enum Notice {
    #[doc = "A step of the caller's began (SVC-NOTIFY)."]
    YourTurn(NoticeYourTurn),
    #[doc = "A game the caller sits in started."]
    GameStarted(NoticeGameStarted),
    #[doc = "A game the caller sat in ended; its view says how."]
    GameFinished(NoticeGameFinished),
    #[doc = "Someone invited the caller to a table (SVC-INVITE)."]
    Invited(NoticeInvited),
    #[doc = "An invitation the caller sent was accepted or declined."]
    InvitationAnswered(NoticeInvitationAnswered),
    #[doc = "A player of a finished game opened its rematch (SVC-REMATCH): the\nnotice's game is the new table."]
    RematchOffered(NoticeRematchOffered),
    #[doc = "Quick match found the caller a table (SVC-MATCH): the notice's game."]
    MatchFound(NoticeMatchFound),
    #[doc = "A tournament the caller entered began a round, or ended\n(SVC-TOURNAMENT): the notice's game is theirs in the new round."]
    TournamentRound(NoticeTournamentRound),
    #[doc = "A game the caller sits in was paused (SVC-LIFE)."]
    GamePaused(NoticeGamePaused),
    #[doc = "A game the caller sits in goes on after a pause."]
    GameResumed(NoticeGameResumed),
    #[doc = "A game the caller sits in was stopped for good."]
    GameAborted(NoticeGameAborted),
    #[doc = "One of the caller's sessions was revoked."]
    SessionRevoked(NoticeSessionRevoked),
    #[doc = "Someone seated in the game whispered to the caller (SVC-WHISPER):\nits text is read at `GET /v1/games/{game_id}/whispers`."]
    Whisper(NoticeWhisper),
    #[doc = "Someone began to follow the caller (SVC-FRIENDS); told once."]
    Followed(NoticeFollowed),
}

impl<'de> serde::Deserialize<'de> for Notice {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let kind = value.get("type").and_then(serde_json::Value::as_str).map(str::to_owned);
        match kind.as_deref() {
            Some("your_turn") => serde_json::from_value(value).map(Self::YourTurn),
            Some("game_started") => serde_json::from_value(value).map(Self::GameStarted),
            Some("game_finished") => serde_json::from_value(value).map(Self::GameFinished),
            Some("invited") => serde_json::from_value(value).map(Self::Invited),
            Some("invitation_answered") => serde_json::from_value(value).map(Self::InvitationAnswered),
            Some("rematch_offered") => serde_json::from_value(value).map(Self::RematchOffered),
            Some("match_found") => serde_json::from_value(value).map(Self::MatchFound),
            Some("tournament_round") => serde_json::from_value(value).map(Self::TournamentRound),
            Some("game_paused") => serde_json::from_value(value).map(Self::GamePaused),
            Some("game_resumed") => serde_json::from_value(value).map(Self::GameResumed),
            Some("game_aborted") => serde_json::from_value(value).map(Self::GameAborted),
            Some("session_revoked") => serde_json::from_value(value).map(Self::SessionRevoked),
            Some("whisper") => serde_json::from_value(value).map(Self::Whisper),
            Some("followed") => serde_json::from_value(value).map(Self::Followed),
            other => return Err(D::Error::custom(format!("unknown Notice type {other:?}"))),
        }
        .map_err(D::Error::custom)
    }
}

#[doc = "Someone began to follow the caller (SVC-FRIENDS); told once."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeFollowed")]
pub(crate) struct NoticeFollowed {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    #[doc = "Who follows now (a user id)."]
    pub(crate) by: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A game the caller sits in was stopped for good."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeGameAborted")]
pub(crate) struct NoticeGameAborted {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    #[doc = "The `game_aborted` event's version; 0 for a table that never\nstarted."]
    pub(crate) version: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A game the caller sat in ended; its view says how."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeGameFinished")]
pub(crate) struct NoticeGameFinished {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    #[doc = "A rated game's rating changes, by seat (SVC-RATING); absent for\nan unrated game."]
    pub(crate) rating_changes: Option<Vec<RatingChangeDto>>,
    #[doc = "Why a rated game moved no rating: `too_few_turns` or `pair_cap`."]
    pub(crate) uncounted: Option<String>,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A game the caller sits in was paused (SVC-LIFE)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeGamePaused")]
pub(crate) struct NoticeGamePaused {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    #[doc = "The `game_paused` event's version."]
    pub(crate) version: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A game the caller sits in goes on after a pause."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeGameResumed")]
pub(crate) struct NoticeGameResumed {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    #[doc = "The `game_resumed` event's version."]
    pub(crate) version: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A game the caller sits in started."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeGameStarted")]
pub(crate) struct NoticeGameStarted {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "An invitation the caller sent was accepted or declined."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeInvitationAnswered")]
pub(crate) struct NoticeInvitationAnswered {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    #[doc = "The invitation."]
    pub(crate) invitation_id: String,
    #[doc = "Who answered (a user id)."]
    pub(crate) by: String,
    #[doc = "Accepted, else declined."]
    pub(crate) accepted: bool,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Someone invited the caller to a table (SVC-INVITE)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeInvited")]
pub(crate) struct NoticeInvited {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    #[doc = "The invitation."]
    pub(crate) invitation_id: String,
    #[doc = "Who invited (a user id)."]
    pub(crate) from: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "The caller's notices after `since`, oldest first."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeList")]
pub(crate) struct NoticeList {
    #[doc = "Oldest first, each typed by its `type`."]
    pub(crate) notices: Vec<Notice>,
    #[doc = "The last id in this answer (`since` when none): the next `since`."]
    pub(crate) last_id: i64,
}

#[doc = "Quick match found the caller a table (SVC-MATCH): the notice's game."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeMatchFound")]
pub(crate) struct NoticeMatchFound {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    #[doc = "The ticket it answers."]
    pub(crate) ticket_id: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A player of a finished game opened its rematch (SVC-REMATCH): the\nnotice's game is the new table."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeRematchOffered")]
pub(crate) struct NoticeRematchOffered {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    #[doc = "The finished game."]
    pub(crate) rematch_of: String,
    #[doc = "Who offered it (a user id)."]
    pub(crate) from: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "One of the caller's sessions was revoked."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeSessionRevoked")]
pub(crate) struct NoticeSessionRevoked {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    #[doc = "The session."]
    pub(crate) session_id: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A tournament the caller entered began a round, or ended\n(SVC-TOURNAMENT): the notice's game is theirs in the new round."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeTournamentRound")]
pub(crate) struct NoticeTournamentRound {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    #[doc = "The tournament."]
    pub(crate) tournament_id: String,
    #[doc = "Its round now."]
    pub(crate) round: i64,
    #[doc = "Its status now: `running`, `finished` or `cancelled`."]
    pub(crate) status: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Someone seated in the game whispered to the caller (SVC-WHISPER):\nits text is read at `GET /v1/games/{game_id}/whispers`."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeWhisper")]
pub(crate) struct NoticeWhisper {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    #[doc = "The whisper."]
    pub(crate) whisper_id: i64,
    #[doc = "The seat that whispered."]
    pub(crate) from_seat: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A step of the caller's began (SVC-NOTIFY)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "NoticeYourTurn")]
pub(crate) struct NoticeYourTurn {
    #[doc = "Its number on the caller's feed: `since` resumes after it."]
    pub(crate) id: i64,
    #[doc = "The game it is about, when one."]
    pub(crate) game_id: Option<String>,
    #[doc = "When it was written, RFC 3339 UTC."]
    pub(crate) at: String,
    #[doc = "The game's version when it began."]
    pub(crate) version: i64,
    #[doc = "The seat that must act."]
    pub(crate) seat: i64,
    #[doc = "Its deadline under the game's clock, ms since the epoch; null\nwithout a clock."]
    pub(crate) deadline_ms: Option<i64>,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A dealt secret objective: its card (1..=19, R-OBJ-5) and, for a\ndestruction card, the colour it resolved to at the deal (R-OBJ-3)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Objective")]
pub(crate) struct Objective {
    #[doc = "Card number in R-OBJ-5."]
    pub(crate) card: i64,
    #[doc = "The colour to destroy, for cards 13–19."]
    pub(crate) target: Option<String>,
}

#[doc = "An objective with its text."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "ObjectiveView")]
pub(crate) struct ObjectiveView {
    #[doc = "The dealt objective."]
    pub(crate) objective: Objective,
    #[doc = "English text of the card."]
    pub(crate) text: String,
}

#[doc = "The options a game was created with: the Risk-like editions' house rules (R-OPT-1, R-OPT-2) and, in a TEG II game, `teg2`. A key that names none is refused."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Options")]
pub(crate) struct Options {
    #[doc = "Missiles (R-MIS)."]
    pub(crate) missiles: Option<bool>,
    #[doc = "Situation cards (R-SIT)."]
    pub(crate) situation_cards: Option<bool>,
    #[doc = "Blockades (R-BLK)."]
    pub(crate) blockades: Option<bool>,
    #[doc = "Pacts (R-PCT); reserved for the pacts module."]
    pub(crate) pacts: Option<bool>,
    #[doc = "Countries that win at once (R-OBJ-1): a country count of the\nedition's board (0 in an edition without a common objective)."]
    pub(crate) common_objective: Option<i64>,
    #[doc = "When set, the game ends without a winner once this many rounds of\nhostilities have been played: 1 to [`MAX_ROUNDS`]."]
    pub(crate) max_rounds: Option<i64>,
    #[doc = "Communication style shown to everyone (R-OPT-1)."]
    pub(crate) communication: Option<String>,
    #[doc = "TEG II's options (`ruleset: \"teg2\"` only): level, board, rounds, secret objectives (T2-CMP-3, T2-CMP-7, T2-RND-1, T2-VAR-7)."]
    #[graphql(name = "teg2")]
    pub(crate) teg2: Option<Teg2Options>,
}

#[doc = "A combat's result (T2-CLK-6, T2-WIN-2)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Outcome")]
pub(crate) struct Outcome {
    #[doc = "Battles 1 to 3."]
    pub(crate) battles: Vec<Battle>,
    #[doc = "Each side's total losses."]
    pub(crate) losses: Vec<Losses>,
    #[doc = "The side that won more battles; `None` when they won as many."]
    pub(crate) winner: Option<i64>,
}

#[doc = "A pact, proposed or binding. Ended pacts leave the list (their events\nstay in the log)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Pact")]
pub(crate) struct Pact {
    #[doc = "Game-wide number, from 1."]
    pub(crate) id: i64,
    #[doc = "Who proposed it."]
    pub(crate) by: String,
    #[doc = "To whom."]
    pub(crate) to: String,
    #[doc = "What it covers."]
    pub(crate) terms: PactTerms,
    #[doc = "Where it stands."]
    pub(crate) status: PactStatus,
    #[doc = "The round it was proposed in (a proposal lapses when the next round ends)."]
    pub(crate) round: i64,
    #[doc = "R-PCT-9: the party who may dismiss this zone, after the other failed\nits duty, until the end of their next turn."]
    pub(crate) dismissable_by: Option<String>,
}

#[doc = "The pacts of a game (R-PCT-1: public)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PactList")]
pub(crate) struct PactList {
    #[doc = "The version the list is for."]
    pub(crate) version: i64,
    #[doc = "Pacts proposed, in force, or broken but still binding."]
    pub(crate) pacts: Vec<Pact>,
}

#[doc = "Where a pact stands."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "PactStatus")]
pub(crate) enum PactStatus {
    #[doc = "Waiting for the addressee's answer."]
    Proposed(PactStatusProposed),
    #[doc = "Accepted and binding."]
    InForce(PactStatusInForce),
    #[doc = "A party announced the break (R-PCT-4): still binding until the end\nof the other party's next turn."]
    Breaking(PactStatusBreaking),
    #[doc = "R-PCT-10: an aggression pact carried out; its truce binds until the\nend of this round."]
    Truce(PactStatusTruce),
}

impl<'de> serde::Deserialize<'de> for PactStatus {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let kind = value.get("state").and_then(serde_json::Value::as_str).map(str::to_owned);
        match kind.as_deref() {
            Some("proposed") => serde_json::from_value(value).map(Self::Proposed),
            Some("in_force") => serde_json::from_value(value).map(Self::InForce),
            Some("breaking") => serde_json::from_value(value).map(Self::Breaking),
            Some("truce") => serde_json::from_value(value).map(Self::Truce),
            other => return Err(D::Error::custom(format!("unknown PactStatus state {other:?}"))),
        }
        .map_err(D::Error::custom)
    }
}

#[doc = "A party announced the break (R-PCT-4): still binding until the end\nof the other party's next turn."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PactStatusBreaking")]
pub(crate) struct PactStatusBreaking {
    #[doc = "Who announced it."]
    pub(crate) by: String,
    #[doc = "Whether the other party's next turn has begun."]
    pub(crate) notice_started: bool,
    // (no description in the spec)
    pub(crate) state: String,
}

#[doc = "Accepted and binding."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PactStatusInForce")]
pub(crate) struct PactStatusInForce {
    // (no description in the spec)
    pub(crate) state: String,
}

#[doc = "Waiting for the addressee's answer."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PactStatusProposed")]
pub(crate) struct PactStatusProposed {
    // (no description in the spec)
    pub(crate) state: String,
}

#[doc = "R-PCT-10: an aggression pact carried out; its truce binds until the\nend of this round."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PactStatusTruce")]
pub(crate) struct PactStatusTruce {
    #[doc = "The last round of the truce."]
    pub(crate) until_round: i64,
    // (no description in the spec)
    pub(crate) state: String,
}

#[doc = "What a pact protects (R-PCT-2). Each kind forbids attacks and missile\nstrikes between its two parties across the borders it covers."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "PactTerms")]
pub(crate) enum PactTerms {
    #[doc = "One country of each party, bordering or within missile range (at\nmost 3 borders apart): no attack between the two."]
    Country(PactTermsCountry),
    #[doc = "No attack between the parties inside the continent, including\ncountries either conquers there later."]
    Continent(PactTermsContinent),
    #[doc = "No attack between the parties across the border of two continents."]
    ContinentBorder(PactTermsContinentBorder),
    #[doc = "No attack anywhere."]
    World(PactTermsWorld),
    #[doc = "R-PCT-7: an international zone. The country belongs to one party,\nholds one army and no missile, and borders a country of each; each\nparty must take it on their own turn and leave it with one army."]
    Zone(PactTermsZone),
    #[doc = "R-PCT-10: conquer `target`, a third player's country, together in\nthe turn of `leader`, attacking alternately from `own` (the\nproposer's) and `theirs` (the addressee's). When both are the same\ncountry it is a team-up from a shared condominium, with no duty to\nfinish (R-PCT-11). Implies a truce between the two (R-PCT-10)."]
    Aggression(PactTermsAggression),
    #[doc = "R-PCT-11: the two owners of a condominium do not attack each other\ninside it nor, from it, each other's countries. Created by the\nengine when a condominium forms; breakable as R-PCT-4."]
    Condominium(PactTermsCondominium),
}

impl<'de> serde::Deserialize<'de> for PactTerms {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let kind = value.get("kind").and_then(serde_json::Value::as_str).map(str::to_owned);
        match kind.as_deref() {
            Some("country") => serde_json::from_value(value).map(Self::Country),
            Some("continent") => serde_json::from_value(value).map(Self::Continent),
            Some("continent_border") => serde_json::from_value(value).map(Self::ContinentBorder),
            Some("world") => serde_json::from_value(value).map(Self::World),
            Some("zone") => serde_json::from_value(value).map(Self::Zone),
            Some("aggression") => serde_json::from_value(value).map(Self::Aggression),
            Some("condominium") => serde_json::from_value(value).map(Self::Condominium),
            other => return Err(D::Error::custom(format!("unknown PactTerms kind {other:?}"))),
        }
        .map_err(D::Error::custom)
    }
}

#[doc = "R-PCT-10: conquer `target`, a third player's country, together in\nthe turn of `leader`, attacking alternately from `own` (the\nproposer's) and `theirs` (the addressee's). When both are the same\ncountry it is a team-up from a shared condominium, with no duty to\nfinish (R-PCT-11). Implies a truce between the two (R-PCT-10)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PactTermsAggression")]
pub(crate) struct PactTermsAggression {
    #[doc = "The third player's country to conquer."]
    pub(crate) target: String,
    #[doc = "The proposer's attacking country."]
    pub(crate) own: String,
    #[doc = "The addressee's attacking country."]
    pub(crate) theirs: String,
    #[doc = "The party whose turn it runs in."]
    pub(crate) leader: String,
    // (no description in the spec)
    pub(crate) kind: String,
}

#[doc = "R-PCT-11: the two owners of a condominium do not attack each other\ninside it nor, from it, each other's countries. Created by the\nengine when a condominium forms; breakable as R-PCT-4."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PactTermsCondominium")]
pub(crate) struct PactTermsCondominium {
    #[doc = "The shared country."]
    pub(crate) country: String,
    // (no description in the spec)
    pub(crate) kind: String,
}

#[doc = "No attack between the parties inside the continent, including\ncountries either conquers there later."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PactTermsContinent")]
pub(crate) struct PactTermsContinent {
    #[doc = "Which."]
    pub(crate) continent: String,
    // (no description in the spec)
    pub(crate) kind: String,
}

#[doc = "No attack between the parties across the border of two continents."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PactTermsContinentBorder")]
pub(crate) struct PactTermsContinentBorder {
    #[doc = "The two continents, which must border each other."]
    pub(crate) continents: Vec<String>,
    // (no description in the spec)
    pub(crate) kind: String,
}

#[doc = "One country of each party, bordering or within missile range (at\nmost 3 borders apart): no attack between the two."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PactTermsCountry")]
pub(crate) struct PactTermsCountry {
    #[doc = "The proposer's country."]
    pub(crate) own: String,
    #[doc = "The other party's country."]
    pub(crate) theirs: String,
    // (no description in the spec)
    pub(crate) kind: String,
}

#[doc = "No attack anywhere."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PactTermsWorld")]
pub(crate) struct PactTermsWorld {
    // (no description in the spec)
    pub(crate) kind: String,
}

#[doc = "R-PCT-7: an international zone. The country belongs to one party,\nholds one army and no missile, and borders a country of each; each\nparty must take it on their own turn and leave it with one army."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PactTermsZone")]
pub(crate) struct PactTermsZone {
    #[doc = "The zone."]
    pub(crate) country: String,
    // (no description in the spec)
    pub(crate) kind: String,
}

#[doc = "A participant of a commit–reveal window."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Participant")]
pub(crate) struct Participant {
    #[doc = "The seat."]
    pub(crate) seat: i64,
    #[doc = "`pending`, `committed`, `revealed` or `defaulted`: whether, never what."]
    pub(crate) state: String,
}

#[doc = "Where the game is."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "Phase")]
pub(crate) enum Phase {
    #[doc = "Before the first event."]
    NotStarted(PhaseNotStarted),
    #[doc = "R-SET-3: `round` 1 (8 armies) or 2 (4 armies); one round of 18 with two players."]
    InitialPlacement(PhaseInitialPlacement),
    #[doc = "R-SIT-6: extra armies placed before any attack of the round."]
    ExtraReinforcement(PhaseExtraReinforcement),
    #[doc = "R-INC: the start of a turn from round 2 on."]
    Incorporation(PhaseIncorporation),
    #[doc = "R-RND-3 (a): attacks."]
    Attack(PhaseAttack),
    #[doc = "R-ATK-5: a country was just conquered; choose how many more armies move in."]
    MoveIn(PhaseMoveIn),
    #[doc = "R-RND-3 (b): regrouping; no more attacks."]
    Regroup(PhaseRegroup),
    #[doc = "R-PCT-10: an aggression pact's alternating attacks; `actor` rolls\nnext, in or out of their turn."]
    Aggression(PhaseAggression),
    #[doc = "R-PCT-11: after a conquest by aggression, each ally may move one\nmore army into the new condominium, the conqueror first."]
    JointMoveIn(PhaseJointMoveIn),
    #[doc = "R-PCT-11: after the leader's regroup, the ally regroups into the\ncondominium formed this turn, before the next turn begins."]
    AllyRegroup(PhaseAllyRegroup),
    #[doc = "The game is over."]
    Finished(PhaseFinished),
}

impl<'de> serde::Deserialize<'de> for Phase {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let kind = value.get("name").and_then(serde_json::Value::as_str).map(str::to_owned);
        match kind.as_deref() {
            Some("not_started") => serde_json::from_value(value).map(Self::NotStarted),
            Some("initial_placement") => serde_json::from_value(value).map(Self::InitialPlacement),
            Some("extra_reinforcement") => serde_json::from_value(value).map(Self::ExtraReinforcement),
            Some("incorporation") => serde_json::from_value(value).map(Self::Incorporation),
            Some("attack") => serde_json::from_value(value).map(Self::Attack),
            Some("move_in") => serde_json::from_value(value).map(Self::MoveIn),
            Some("regroup") => serde_json::from_value(value).map(Self::Regroup),
            Some("aggression") => serde_json::from_value(value).map(Self::Aggression),
            Some("joint_move_in") => serde_json::from_value(value).map(Self::JointMoveIn),
            Some("ally_regroup") => serde_json::from_value(value).map(Self::AllyRegroup),
            Some("finished") => serde_json::from_value(value).map(Self::Finished),
            other => return Err(D::Error::custom(format!("unknown Phase name {other:?}"))),
        }
        .map_err(D::Error::custom)
    }
}

#[doc = "R-PCT-10: an aggression pact's alternating attacks; `actor` rolls\nnext, in or out of their turn."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PhaseAggression")]
pub(crate) struct PhaseAggression {
    #[doc = "Whose turn (the pact's leader)."]
    pub(crate) turn: String,
    #[doc = "The aggression pact."]
    pub(crate) pact: i64,
    #[doc = "Who rolls now."]
    pub(crate) actor: String,
    // (no description in the spec)
    pub(crate) name: String,
}

#[doc = "R-PCT-11: after the leader's regroup, the ally regroups into the\ncondominium formed this turn, before the next turn begins."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PhaseAllyRegroup")]
pub(crate) struct PhaseAllyRegroup {
    #[doc = "Whose turn (the leader)."]
    pub(crate) turn: String,
    #[doc = "The ally, who regroups now."]
    pub(crate) player: String,
    #[doc = "The condominiums they may regroup into."]
    pub(crate) into: Vec<String>,
    // (no description in the spec)
    pub(crate) name: String,
}

#[doc = "R-RND-3 (a): attacks."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PhaseAttack")]
pub(crate) struct PhaseAttack {
    #[doc = "Whose turn."]
    pub(crate) player: String,
    // (no description in the spec)
    pub(crate) name: String,
}

#[doc = "R-SIT-6: extra armies placed before any attack of the round."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PhaseExtraReinforcement")]
pub(crate) struct PhaseExtraReinforcement {
    #[doc = "Who places."]
    pub(crate) player: String,
    #[doc = "Armies still to place."]
    pub(crate) remaining: i64,
    // (no description in the spec)
    pub(crate) name: String,
}

#[doc = "The game is over."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PhaseFinished")]
pub(crate) struct PhaseFinished {
    // (no description in the spec)
    pub(crate) name: String,
}

#[doc = "R-INC: the start of a turn from round 2 on."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PhaseIncorporation")]
pub(crate) struct PhaseIncorporation {
    #[doc = "Whose turn."]
    pub(crate) player: String,
    #[doc = "Armies that go anywhere (countries, exchanges)."]
    pub(crate) free: i64,
    #[doc = "Armies that must go to a continent (R-INC-2), by continent index."]
    pub(crate) continent: Vec<i64>,
    // (no description in the spec)
    pub(crate) name: String,
}

#[doc = "R-SET-3: `round` 1 (8 armies) or 2 (4 armies); one round of 18 with two players."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PhaseInitialPlacement")]
pub(crate) struct PhaseInitialPlacement {
    #[doc = "1 or 2."]
    pub(crate) round: i64,
    #[doc = "Who places."]
    pub(crate) player: String,
    #[doc = "Armies still to place."]
    pub(crate) remaining: i64,
    // (no description in the spec)
    pub(crate) name: String,
}

#[doc = "R-PCT-11: after a conquest by aggression, each ally may move one\nmore army into the new condominium, the conqueror first."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PhaseJointMoveIn")]
pub(crate) struct PhaseJointMoveIn {
    #[doc = "Whose turn."]
    pub(crate) turn: String,
    #[doc = "The condominium."]
    pub(crate) to: String,
    #[doc = "Who still moves in, in order."]
    pub(crate) movers: Vec<JointMover>,
    // (no description in the spec)
    pub(crate) name: String,
}

#[doc = "R-ATK-5: a country was just conquered; choose how many more armies move in."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PhaseMoveIn")]
pub(crate) struct PhaseMoveIn {
    #[doc = "Whose turn."]
    pub(crate) player: String,
    #[doc = "Attacking country."]
    pub(crate) from: String,
    #[doc = "Conquered country."]
    pub(crate) to: String,
    #[doc = "Most extra armies allowed."]
    pub(crate) max: i64,
    // (no description in the spec)
    pub(crate) name: String,
}

#[doc = "The name of a hosted TEG II game's phase: always `teg2` (its own steps\nare in the view's `teg2`), so a client reads `phase.name` in every\nfamily."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PhaseName")]
pub(crate) struct PhaseName {
    #[doc = "`teg2`."]
    pub(crate) name: String,
}

#[doc = "Before the first event."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PhaseNotStarted")]
pub(crate) struct PhaseNotStarted {
    // (no description in the spec)
    pub(crate) name: String,
}

#[doc = "R-RND-3 (b): regrouping; no more attacks."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PhaseRegroup")]
pub(crate) struct PhaseRegroup {
    #[doc = "Whose turn."]
    pub(crate) player: String,
    // (no description in the spec)
    pub(crate) name: String,
}

#[doc = "Least and most players a quick-match ticket accepts at its table."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PlayerRange")]
pub(crate) struct PlayerRange {
    #[doc = "At least this many (2 or more)."]
    pub(crate) min: i64,
    #[doc = "At most this many (the game's seats bound it: 6 in Revancha and\nclassic, 4 in Junior, 12 in TEG II)."]
    pub(crate) max: i64,
}

#[doc = "Public facts about a player."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PlayerView")]
pub(crate) struct PlayerView {
    #[doc = "The seat: its 0-based index in the lobby's joining order (the\nlobby's `seats[].seat`), filled in by the service from the game's\nseats; the engine, which knows no lobby, gives the place in its\nseating."]
    pub(crate) seat: i64,
    #[doc = "The account seated in this colour: filled in by the service from the\ngame's seats (the engine knows colours, not accounts)."]
    pub(crate) user_id: Option<String>,
    #[doc = "That account's display name, filled in by the service."]
    pub(crate) name: Option<String>,
    #[doc = "Colour."]
    pub(crate) color: String,
    #[doc = "Countries occupied."]
    pub(crate) countries: i64,
    #[doc = "Armies on the map."]
    pub(crate) armies: i64,
    #[doc = "Missiles on the map."]
    pub(crate) missiles: i64,
    #[doc = "How many country cards (R-EXC-6: the count is public)."]
    pub(crate) cards: i64,
    #[doc = "Continent cards held."]
    pub(crate) continent_cards: Vec<String>,
    #[doc = "Exchanges made."]
    pub(crate) exchanges: i64,
    #[doc = "Out of the game."]
    pub(crate) eliminated: bool,
    #[doc = "Taken out of play by an operator; the service passes their turns."]
    pub(crate) forfeited: bool,
    #[doc = "R-PCT-9: will not take the next card earned (a failed zone duty)."]
    pub(crate) zone_card_ban: bool,
    #[doc = "Steps in a row this player let time out (SVC-CLOCK); 0 once they\ncomplete a step themselves."]
    pub(crate) timeouts_in_a_row: i64,
    #[doc = "Who plays the seat: `{\"kind\": \"human\"}` or `{\"kind\": \"bot\", \"level\"}`\n(SVC-BOTS)."]
    pub(crate) controller: Controller,
}

#[doc = "A game state as a document. Fields may be inconsistent until\n[`Position::validate`] (or [`Game::from_position`](crate::rules::Game::from_position)) checks them."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Position")]
pub(crate) struct Position {
    #[doc = "[`POSITION_FORMAT`]."]
    pub(crate) format: i64,
    #[doc = "Ruleset slug: an edition's."]
    pub(crate) ruleset: String,
    #[doc = "House rules."]
    pub(crate) options: HouseRules,
    #[doc = "Seating order."]
    pub(crate) seating: Vec<String>,
    #[doc = "Players, in seating order."]
    pub(crate) players: Vec<PositionPlayer>,
    #[doc = "Every country, by index."]
    pub(crate) countries: Vec<PositionCountry>,
    #[doc = "Unordered part of the draw pile (secret)."]
    pub(crate) pile: SecretVecCountryId,
    #[doc = "Exchanged cards under the pile, in order (public: they were shown)."]
    pub(crate) pile_bottom: Vec<String>,
    #[doc = "Situation cards not yet revealed since the last reshuffle."]
    pub(crate) situations: Vec<Situation>,
    #[doc = "Who holds each continent card (by continent index)."]
    pub(crate) continent_cards: Vec<Option<String>>,
    #[doc = "Phase."]
    pub(crate) phase: Phase,
    #[doc = "Round of hostilities."]
    pub(crate) round: i64,
    #[doc = "Order of this round."]
    pub(crate) round_order: Vec<String>,
    #[doc = "Situation card in force."]
    pub(crate) situation: Option<Situation>,
    #[doc = "Players barred from cards this round by a crisis (R-SIT-5)."]
    pub(crate) crisis_losers: Vec<String>,
    #[doc = "Conquests this turn."]
    pub(crate) conquests: i64,
    #[doc = "Continents with a conquest this turn."]
    pub(crate) conquered_in: Vec<String>,
    #[doc = "(country, armies, missiles) that arrived in this regroup."]
    pub(crate) arrived: Vec<PositionArrivedItem>,
    #[doc = "First player (R-ORD-2)."]
    pub(crate) first_player: Option<String>,
    #[doc = "RNG seed (secret); a new game from this position rolls from it."]
    pub(crate) seed: SecretSeed,
    #[doc = "Pacts proposed or binding (R-PCT-1: public)."]
    pub(crate) pacts: Option<Vec<Pact>>,
    #[doc = "The highest pact number given so far."]
    pub(crate) last_pact: Option<i64>,
    #[doc = "Condominiums born of an aggression pact, whose owners fight each\nother only inside them (R-PCT-11)."]
    pub(crate) pact_condominiums: Option<Vec<String>>,
    #[doc = "Conquests through aggression pacts this turn, per ally (R-PCT-10)."]
    pub(crate) joint_conquests: Option<Vec<PositionJointConquestsItem>>,
    #[doc = "Condominiums formed this turn and the ally who regroups into each\nafter the leader (R-PCT-11)."]
    pub(crate) ally_regroups: Option<Vec<PositionAllyRegroupsItem>>,
}

/// A tuple of REST (a JSON array): its items in order.
#[derive(Debug, Clone, async_graphql::SimpleObject)]
#[graphql(name = "PositionAllyRegroupsItem")]
pub(crate) struct PositionAllyRegroupsItem {
    #[doc = "A player's colour (R-CMP-2)."]
    pub(crate) item0: String,
    #[doc = "A country of the game's board, by slug."]
    pub(crate) item1: String,
}

impl<'de> serde::Deserialize<'de> for PositionAllyRegroupsItem {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let (item0, item1,): (String, String,) = serde::Deserialize::deserialize(d)?;
        Ok(Self { item0, item1 })
    }
}

/// A tuple of REST (a JSON array): its items in order.
#[derive(Debug, Clone, async_graphql::SimpleObject)]
#[graphql(name = "PositionArrivedItem")]
pub(crate) struct PositionArrivedItem {
    #[doc = "A country of the game's board, by slug."]
    pub(crate) item0: String,
    // (no description in the spec)
    pub(crate) item1: i64,
    // (no description in the spec)
    pub(crate) item2: i64,
}

impl<'de> serde::Deserialize<'de> for PositionArrivedItem {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let (item0, item1, item2,): (String, i64, i64,) = serde::Deserialize::deserialize(d)?;
        Ok(Self { item0, item1, item2 })
    }
}

#[doc = "A country in a position: one stake, or two in a condominium (R-PCT-11)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PositionCountry")]
pub(crate) struct PositionCountry {
    #[doc = "Occupant (the first of a condominium's two)."]
    pub(crate) owner: String,
    #[doc = "Armies (≥ 1)."]
    pub(crate) armies: i64,
    #[doc = "Missiles."]
    pub(crate) missiles: i64,
    #[doc = "The second occupant of a condominium."]
    pub(crate) co: Option<PositionStake>,
}

/// A tuple of REST (a JSON array): its items in order.
#[derive(Debug, Clone, async_graphql::SimpleObject)]
#[graphql(name = "PositionJointConquestsItem")]
pub(crate) struct PositionJointConquestsItem {
    #[doc = "A player's colour (R-CMP-2)."]
    pub(crate) item0: String,
    // (no description in the spec)
    pub(crate) item1: i64,
}

impl<'de> serde::Deserialize<'de> for PositionJointConquestsItem {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let (item0, item1,): (String, i64,) = serde::Deserialize::deserialize(d)?;
        Ok(Self { item0, item1 })
    }
}

#[doc = "A player in a position."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PositionPlayer")]
pub(crate) struct PositionPlayer {
    #[doc = "Colour."]
    pub(crate) color: String,
    #[doc = "Secret objectives."]
    pub(crate) objectives: SecretVecObjective,
    #[doc = "A destruction objective lapsed (R-OBJ-4)."]
    pub(crate) objective_lapsed: SecretBool,
    #[doc = "Country cards: `[country, bonus collected]` pairs (secret)."]
    pub(crate) hand: PositionPlayerHand,
    #[doc = "How many country cards (public)."]
    pub(crate) hand_size: i64,
    #[doc = "Continent cards used in exchanges."]
    pub(crate) used_continent_cards: Vec<String>,
    #[doc = "Exchanges made."]
    pub(crate) exchanges: i64,
    #[doc = "Round of the last exchange."]
    pub(crate) exchanged_in_round: i64,
    #[doc = "Out of the game, and by whom."]
    pub(crate) eliminated_by: Option<String>,
    #[doc = "Out of the game."]
    pub(crate) eliminated: bool,
    #[doc = "Taken out of play by an operator (SVC-FORFEIT)."]
    pub(crate) forfeited: Option<bool>,
    #[doc = "R-PCT-9: the next card earned will not be taken."]
    pub(crate) zone_card_ban: Option<bool>,
    #[doc = "Continents whose once-a-game bonus the player has had (Junior R-JNR-9)."]
    pub(crate) continent_bonuses: Option<Vec<String>>,
}

#[doc = "Country cards: `[country, bonus collected]` pairs (secret)."]
///
/// `kind` is one of: `known`, `redacted`.
#[derive(Debug, Clone, Default, async_graphql::SimpleObject)]
#[graphql(name = "PositionPlayerHand")]
pub(crate) struct PositionPlayerHand {
    /// Which kind this is: a plain value's name, or the key of the one
    /// field set below.
    pub(crate) kind: String,
    // (no description in the spec)
    #[graphql(name = "known")]
    pub(crate) known: Option<Vec<PositionPlayerHandKnownItem>>,
}

impl<'de> serde::Deserialize<'de> for PositionPlayerHand {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let mut made = Self::default();
        match &value {
            serde_json::Value::String(kind) => made.kind.clone_from(kind),
            serde_json::Value::Object(fields) => {
                if let Some(v) = fields.get("known") {
                    made.kind = "known".to_owned();
                    made.known = serde_json::from_value(v.clone()).map_err(D::Error::custom)?;
                }

            }
            other => return Err(D::Error::custom(format!("not a PositionPlayerHand: {other}"))),
        }
        Ok(made)
    }
}

/// A tuple of REST (a JSON array): its items in order.
#[derive(Debug, Clone, async_graphql::SimpleObject)]
#[graphql(name = "PositionPlayerHandKnownItem")]
pub(crate) struct PositionPlayerHandKnownItem {
    // (no description in the spec)
    pub(crate) item0: String,
    // (no description in the spec)
    pub(crate) item1: bool,
}

impl<'de> serde::Deserialize<'de> for PositionPlayerHandKnownItem {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let (item0, item1,): (String, bool,) = serde::Deserialize::deserialize(d)?;
        Ok(Self { item0, item1 })
    }
}

#[doc = "The second stake of a condominium (R-PCT-11)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PositionStake")]
pub(crate) struct PositionStake {
    #[doc = "Occupant."]
    pub(crate) owner: String,
    #[doc = "Armies (≥ 1)."]
    pub(crate) armies: i64,
    #[doc = "Missiles."]
    pub(crate) missiles: i64,
}

#[doc = "A player's secrets."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "PrivateView")]
pub(crate) struct PrivateView {
    #[doc = "Whose."]
    pub(crate) color: String,
    #[doc = "The secret objective, with its text (`docs/api.md`, `you.objective`):\nthe first of `objectives`; none in an edition or table without secret\nobjectives."]
    pub(crate) objective: Option<ObjectiveView>,
    #[doc = "Objective(s) with their text (two in some small tables)."]
    pub(crate) objectives: Vec<ObjectiveView>,
    #[doc = "Whether a destruction objective lapsed to the common one (R-OBJ-4)."]
    pub(crate) objective_lapsed: bool,
    #[doc = "Country cards held."]
    pub(crate) cards: Vec<CardView>,
}

#[doc = "One seat's rating change in a rated game."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RatingChangeDto")]
pub(crate) struct RatingChangeDto {
    #[doc = "The seat."]
    pub(crate) seat: i64,
    #[doc = "Its person."]
    pub(crate) user_id: String,
    #[doc = "Before the game."]
    pub(crate) before: RatingValue,
    #[doc = "After it."]
    pub(crate) after: RatingValue,
}

#[doc = "A rating: the Weng-Lin mean and uncertainty, and the value shown to\npeople, `mu - 3 sigma` (SVC-RATING)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RatingValue")]
pub(crate) struct RatingValue {
    #[doc = "Mean skill."]
    pub(crate) mu: f64,
    #[doc = "Its uncertainty."]
    pub(crate) sigma: f64,
    #[doc = "`mu - 3 sigma`: what leaderboards rank by."]
    pub(crate) rating: f64,
}

#[doc = "A public fact the fold worked out, for narration and views."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "Record")]
pub(crate) enum Record {
    #[doc = "The objective kinds were published (T2-OBJ-5)."]
    ObjectivesRevealed(RecordObjectivesRevealed),
    #[doc = "A round began on a board."]
    RoundStarted(RecordRoundStarted),
    #[doc = "A combat was fought (T2-CLK-6)."]
    CombatFought(RecordCombatFought),
    #[doc = "A defender retreated (T2-RET-4)."]
    Retreated(RecordRetreated),
    #[doc = "Units were lost to attrition (T2-ATT-1)."]
    Attrition(RecordAttrition),
    #[doc = "Aircraft in excess were lost (T2-AIR-6)."]
    AircraftLost(RecordAircraftLost),
    #[doc = "A level moved (T2-POT-2)."]
    LevelMoved(RecordLevelMoved),
    #[doc = "A rocket changed hands (T2-RKT-9)."]
    RocketCaptured(RecordRocketCaptured),
    #[doc = "A rocket was intercepted in the air (T2-RKT-8)."]
    RocketIntercepted(RecordRocketIntercepted),
    #[doc = "A rocket exploded (T2-RKT-6)."]
    RocketExploded(RecordRocketExploded),
    #[doc = "A rocket left the game unlaunched (T2-RKT-4)."]
    RocketDismantled(RecordRocketDismantled),
    #[doc = "The game is over and scored (T2-END)."]
    Scored(RecordScored),
}

impl<'de> serde::Deserialize<'de> for Record {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let kind = value.get("record").and_then(serde_json::Value::as_str).map(str::to_owned);
        match kind.as_deref() {
            Some("objectives_revealed") => serde_json::from_value(value).map(Self::ObjectivesRevealed),
            Some("round_started") => serde_json::from_value(value).map(Self::RoundStarted),
            Some("combat_fought") => serde_json::from_value(value).map(Self::CombatFought),
            Some("retreated") => serde_json::from_value(value).map(Self::Retreated),
            Some("attrition") => serde_json::from_value(value).map(Self::Attrition),
            Some("aircraft_lost") => serde_json::from_value(value).map(Self::AircraftLost),
            Some("level_moved") => serde_json::from_value(value).map(Self::LevelMoved),
            Some("rocket_captured") => serde_json::from_value(value).map(Self::RocketCaptured),
            Some("rocket_intercepted") => serde_json::from_value(value).map(Self::RocketIntercepted),
            Some("rocket_exploded") => serde_json::from_value(value).map(Self::RocketExploded),
            Some("rocket_dismantled") => serde_json::from_value(value).map(Self::RocketDismantled),
            Some("scored") => serde_json::from_value(value).map(Self::Scored),
            other => return Err(D::Error::custom(format!("unknown Record record {other:?}"))),
        }
        .map_err(D::Error::custom)
    }
}

#[doc = "Aircraft in excess were lost (T2-AIR-6)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RecordAircraftLost")]
pub(crate) struct RecordAircraftLost {
    #[doc = "Seat."]
    pub(crate) seat: i64,
    #[doc = "How many."]
    pub(crate) count: i64,
    // (no description in the spec)
    pub(crate) record: String,
}

#[doc = "Units were lost to attrition (T2-ATT-1)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RecordAttrition")]
pub(crate) struct RecordAttrition {
    #[doc = "Seat."]
    pub(crate) seat: i64,
    #[doc = "Units lost."]
    pub(crate) lost: i64,
    // (no description in the spec)
    pub(crate) record: String,
}

#[doc = "A combat was fought (T2-CLK-6)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RecordCombatFought")]
pub(crate) struct RecordCombatFought {
    #[doc = "Board."]
    pub(crate) table: i64,
    #[doc = "Region slug."]
    pub(crate) region: String,
    #[doc = "Attacker and defender seats."]
    pub(crate) sides: Vec<i64>,
    #[doc = "The splits, canonical form."]
    pub(crate) splits: Vec<String>,
    #[doc = "Which split was the default."]
    pub(crate) defaulted: Vec<bool>,
    #[doc = "The result."]
    pub(crate) outcome: Outcome,
    // (no description in the spec)
    pub(crate) record: String,
}

#[doc = "A level moved (T2-POT-2)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RecordLevelMoved")]
pub(crate) struct RecordLevelMoved {
    #[doc = "Power."]
    pub(crate) power: String,
    #[doc = "New level."]
    pub(crate) level: i64,
    // (no description in the spec)
    pub(crate) record: String,
}

#[doc = "The objective kinds were published (T2-OBJ-5)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RecordObjectivesRevealed")]
pub(crate) struct RecordObjectivesRevealed {
    #[doc = "Board."]
    pub(crate) table: i64,
    // (no description in the spec)
    pub(crate) record: String,
}

#[doc = "A defender retreated (T2-RET-4)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RecordRetreated")]
pub(crate) struct RecordRetreated {
    #[doc = "Board."]
    pub(crate) table: i64,
    #[doc = "Region slug."]
    pub(crate) region: String,
    #[doc = "Attacker and defender seats."]
    pub(crate) sides: Vec<i64>,
    // (no description in the spec)
    pub(crate) record: String,
}

#[doc = "A rocket changed hands (T2-RKT-9)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RecordRocketCaptured")]
pub(crate) struct RecordRocketCaptured {
    #[doc = "From seat."]
    pub(crate) from: i64,
    #[doc = "To seat."]
    pub(crate) to: i64,
    // (no description in the spec)
    pub(crate) record: String,
}

#[doc = "A rocket left the game unlaunched (T2-RKT-4)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RecordRocketDismantled")]
pub(crate) struct RecordRocketDismantled {
    #[doc = "Its holder."]
    pub(crate) seat: i64,
    // (no description in the spec)
    pub(crate) record: String,
}

#[doc = "A rocket exploded (T2-RKT-6)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RecordRocketExploded")]
pub(crate) struct RecordRocketExploded {
    #[doc = "The launcher."]
    pub(crate) launcher: i64,
    #[doc = "Region slug."]
    pub(crate) region: String,
    // (no description in the spec)
    pub(crate) record: String,
}

#[doc = "A rocket was intercepted in the air (T2-RKT-8)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RecordRocketIntercepted")]
pub(crate) struct RecordRocketIntercepted {
    #[doc = "The launcher."]
    pub(crate) launcher: i64,
    #[doc = "The interceptor."]
    pub(crate) interceptor: i64,
    // (no description in the spec)
    pub(crate) record: String,
}

#[doc = "A round began on a board."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RecordRoundStarted")]
pub(crate) struct RecordRoundStarted {
    #[doc = "Board."]
    pub(crate) table: i64,
    #[doc = "Round."]
    pub(crate) round: i64,
    // (no description in the spec)
    pub(crate) record: String,
}

#[doc = "The game is over and scored (T2-END)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RecordScored")]
pub(crate) struct RecordScored {
    // (no description in the spec)
    pub(crate) record: String,
}

#[doc = "A report as its reporter sees it: what they filed and where it stands."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "ReportDto")]
pub(crate) struct ReportDto {
    #[doc = "Id."]
    pub(crate) id: i64,
    #[doc = "The game."]
    pub(crate) game_id: String,
    #[doc = "The seat reported, by index, or null for the game as a whole\n(reports filed before seats had numbers name only a colour)."]
    pub(crate) seat: Option<i64>,
    #[doc = "The colour of the seat reported (the Risk editions), or null."]
    pub(crate) color: Option<String>,
    #[doc = "`abusive_chat`, `cheating`, `stalling`, `collusion` or `other`."]
    pub(crate) reason: String,
    #[doc = "The reporter's words."]
    pub(crate) body: String,
    #[doc = "The game's version when it was filed."]
    pub(crate) version: i64,
    #[doc = "`open`, `resolved` or `dismissed`."]
    pub(crate) status: String,
    #[doc = "When it was filed (RFC 3339)."]
    pub(crate) created_at: String,
    #[doc = "When an operator closed it (RFC 3339), or null."]
    pub(crate) handled_at: Option<String>,
    #[doc = "The whispers it cites, by id."]
    pub(crate) whispers: Vec<i64>,
}

#[doc = "A retreat that the engine accepts."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RetreatPlan")]
pub(crate) struct RetreatPlan {
    #[doc = "Where each unit goes."]
    pub(crate) moves: Vec<Teg2Move>,
}

#[doc = "A reveal as published when its window closed: who sent it and what, the\nnonce included, so anyone can check it against its commitment."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Reveal")]
pub(crate) struct Reveal {
    #[doc = "The seat that revealed."]
    pub(crate) seat: i64,
    #[doc = "The reveal, as sent."]
    pub(crate) command: async_graphql::Json<serde_json::Value>,
}

#[doc = "What a player asks the engine to do. Verbs are the rulebook's."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "RiskCommand")]
pub(crate) enum RiskCommand {
    #[doc = "Put armies from the pool to place on an own country (R-SET-3, R-INC, R-SIT-6)."]
    Place(RiskCommandPlace),
    #[doc = "Buy a missile with 6 armies of the pool (R-MIS-1)."]
    BuyMissile(RiskCommandBuyMissile),
    #[doc = "Turn 6 armies on the map into a missile (R-MIS-2)."]
    ConvertMissile(RiskCommandConvertMissile),
    #[doc = "Trade a set of cards for armies (R-EXC)."]
    Exchange(RiskCommandExchange),
    #[doc = "Roll one battle (R-ATK)."]
    Attack(RiskCommandAttack),
    #[doc = "Fire one missile (R-MIS-3..6)."]
    FireMissile(RiskCommandFireMissile),
    #[doc = "After a conquest, move armies beyond the one that entered (R-ATK-5): 0..=2."]
    MoveIn(RiskCommandMoveIn),
    #[doc = "Move armies and missiles to a bordering own country (R-REG)."]
    Regroup(RiskCommandRegroup),
    #[doc = "Finish the turn; cards earned are taken automatically (R-CRD)."]
    EndTurn(RiskCommandEndTurn),
    #[doc = "Propose a pact to another player (R-PCT-1, R-PCT-2); any time."]
    ProposePact(RiskCommandProposePact),
    #[doc = "Accept a pact proposed to you (R-PCT-1); any time."]
    AcceptPact(RiskCommandAcceptPact),
    #[doc = "Refuse a pact proposed to you (R-PCT-1); any time."]
    RefusePact(RiskCommandRefusePact),
    #[doc = "Take back your own unanswered proposal; any time."]
    WithdrawPact(RiskCommandWithdrawPact),
    #[doc = "Announce that you break a pact in force (R-PCT-4): it binds until the\nend of the other party's next turn. Any time."]
    BreakPact(RiskCommandBreakPact),
    #[doc = "As the player harmed by a failed zone duty, end that international\nzone at once (R-PCT-9); until the end of your next turn. Any time."]
    DismissZone(RiskCommandDismissZone),
    #[doc = "As the leader of an accepted aggression pact, start the alternating\nattacks on its target in your attack step (R-PCT-10)."]
    LaunchAggression(RiskCommandLaunchAggression),
    #[doc = "Stop a team-up launched from a shared country, which carries no\nduty to finish (R-PCT-11)."]
    EndAggression(RiskCommandEndAggression),
    #[doc = "Roll one battle against one named occupant of a condominium\n(R-PCT-12); `from == to` is a fight inside a condominium once its\npact is over (R-PCT-11)."]
    AttackOccupant(RiskCommandAttackOccupant),
    #[doc = "Fire one missile at one named occupant of a condominium (R-PCT-12)."]
    FireMissileAt(RiskCommandFireMissileAt),
}

impl<'de> serde::Deserialize<'de> for RiskCommand {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let kind = value.get("type").and_then(serde_json::Value::as_str).map(str::to_owned);
        match kind.as_deref() {
            Some("place") => serde_json::from_value(value).map(Self::Place),
            Some("buy_missile") => serde_json::from_value(value).map(Self::BuyMissile),
            Some("convert_missile") => serde_json::from_value(value).map(Self::ConvertMissile),
            Some("exchange") => serde_json::from_value(value).map(Self::Exchange),
            Some("attack") => serde_json::from_value(value).map(Self::Attack),
            Some("fire_missile") => serde_json::from_value(value).map(Self::FireMissile),
            Some("move_in") => serde_json::from_value(value).map(Self::MoveIn),
            Some("regroup") => serde_json::from_value(value).map(Self::Regroup),
            Some("end_turn") => serde_json::from_value(value).map(Self::EndTurn),
            Some("propose_pact") => serde_json::from_value(value).map(Self::ProposePact),
            Some("accept_pact") => serde_json::from_value(value).map(Self::AcceptPact),
            Some("refuse_pact") => serde_json::from_value(value).map(Self::RefusePact),
            Some("withdraw_pact") => serde_json::from_value(value).map(Self::WithdrawPact),
            Some("break_pact") => serde_json::from_value(value).map(Self::BreakPact),
            Some("dismiss_zone") => serde_json::from_value(value).map(Self::DismissZone),
            Some("launch_aggression") => serde_json::from_value(value).map(Self::LaunchAggression),
            Some("end_aggression") => serde_json::from_value(value).map(Self::EndAggression),
            Some("attack_occupant") => serde_json::from_value(value).map(Self::AttackOccupant),
            Some("fire_missile_at") => serde_json::from_value(value).map(Self::FireMissileAt),
            other => return Err(D::Error::custom(format!("unknown RiskCommand type {other:?}"))),
        }
        .map_err(D::Error::custom)
    }
}

#[doc = "Accept a pact proposed to you (R-PCT-1); any time."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandAcceptPact")]
pub(crate) struct RiskCommandAcceptPact {
    #[doc = "Its number."]
    pub(crate) pact: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Roll one battle (R-ATK)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandAttack")]
pub(crate) struct RiskCommandAttack {
    #[doc = "Attacking country."]
    pub(crate) from: String,
    #[doc = "Attacked country."]
    pub(crate) to: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Roll one battle against one named occupant of a condominium\n(R-PCT-12); `from == to` is a fight inside a condominium once its\npact is over (R-PCT-11)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandAttackOccupant")]
pub(crate) struct RiskCommandAttackOccupant {
    #[doc = "Attacking country."]
    pub(crate) from: String,
    #[doc = "Attacked condominium."]
    pub(crate) to: String,
    #[doc = "The occupant attacked."]
    pub(crate) occupant: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Announce that you break a pact in force (R-PCT-4): it binds until the\nend of the other party's next turn. Any time."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandBreakPact")]
pub(crate) struct RiskCommandBreakPact {
    #[doc = "Its number."]
    pub(crate) pact: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Buy a missile with 6 armies of the pool (R-MIS-1)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandBuyMissile")]
pub(crate) struct RiskCommandBuyMissile {
    #[doc = "Where it is placed."]
    pub(crate) country: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Turn 6 armies on the map into a missile (R-MIS-2)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandConvertMissile")]
pub(crate) struct RiskCommandConvertMissile {
    #[doc = "Where."]
    pub(crate) country: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "As the player harmed by a failed zone duty, end that international\nzone at once (R-PCT-9); until the end of your next turn. Any time."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandDismissZone")]
pub(crate) struct RiskCommandDismissZone {
    #[doc = "Its number."]
    pub(crate) pact: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Stop a team-up launched from a shared country, which carries no\nduty to finish (R-PCT-11)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandEndAggression")]
pub(crate) struct RiskCommandEndAggression {
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Finish the turn; cards earned are taken automatically (R-CRD)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandEndTurn")]
pub(crate) struct RiskCommandEndTurn {
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Trade a set of cards for armies (R-EXC)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandExchange")]
pub(crate) struct RiskCommandExchange {
    #[doc = "Country cards, by country."]
    pub(crate) cards: Vec<String>,
    #[doc = "Continent cards."]
    pub(crate) continents: Vec<String>,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Fire one missile (R-MIS-3..6)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandFireMissile")]
pub(crate) struct RiskCommandFireMissile {
    #[doc = "Where the missile is."]
    pub(crate) from: String,
    #[doc = "Target."]
    pub(crate) to: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Fire one missile at one named occupant of a condominium (R-PCT-12)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandFireMissileAt")]
pub(crate) struct RiskCommandFireMissileAt {
    #[doc = "Where the missile is."]
    pub(crate) from: String,
    #[doc = "Target condominium."]
    pub(crate) to: String,
    #[doc = "The occupant hit."]
    pub(crate) occupant: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "As the leader of an accepted aggression pact, start the alternating\nattacks on its target in your attack step (R-PCT-10)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandLaunchAggression")]
pub(crate) struct RiskCommandLaunchAggression {
    #[doc = "The aggression pact."]
    pub(crate) pact: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "After a conquest, move armies beyond the one that entered (R-ATK-5): 0..=2."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandMoveIn")]
pub(crate) struct RiskCommandMoveIn {
    #[doc = "Extra armies."]
    pub(crate) armies: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Put armies from the pool to place on an own country (R-SET-3, R-INC, R-SIT-6)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandPlace")]
pub(crate) struct RiskCommandPlace {
    #[doc = "Where."]
    pub(crate) country: String,
    #[doc = "How many, at least 1."]
    pub(crate) armies: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Propose a pact to another player (R-PCT-1, R-PCT-2); any time."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandProposePact")]
pub(crate) struct RiskCommandProposePact {
    #[doc = "The other party."]
    pub(crate) to: String,
    #[doc = "What it covers."]
    pub(crate) terms: PactTerms,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Refuse a pact proposed to you (R-PCT-1); any time."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandRefusePact")]
pub(crate) struct RiskCommandRefusePact {
    #[doc = "Its number."]
    pub(crate) pact: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Move armies and missiles to a bordering own country (R-REG)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandRegroup")]
pub(crate) struct RiskCommandRegroup {
    #[doc = "From."]
    pub(crate) from: String,
    #[doc = "To."]
    pub(crate) to: String,
    #[doc = "Armies moved."]
    pub(crate) armies: i64,
    #[doc = "Missiles moved."]
    pub(crate) missiles: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Take back your own unanswered proposal; any time."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskCommandWithdrawPact")]
pub(crate) struct RiskCommandWithdrawPact {
    #[doc = "Its number."]
    pub(crate) pact: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Something that happened. Folding events with `apply` rebuilds the game\nexactly: every random outcome is in here."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "RiskEvent")]
pub(crate) enum RiskEvent {
    #[doc = "The game starts: options, seating order (random, R-ORD-1), the seed\n(secret until revealed) and its public commitment."]
    GameStarted(RiskEventGameStarted),
    #[doc = "A game started from an imported position (operators, tests)."]
    PositionLoaded(RiskEventPositionLoaded),
    #[doc = "A dice-off; each inner list is one roll of those still tied."]
    DiceOff(RiskEventDiceOff),
    #[doc = "R-SET-1: every country's first owner, by country index; 1 army each."]
    CountriesDealt(RiskEventCountriesDealt),
    #[doc = "R-SET-2: a player's secret objective(s)."]
    ObjectiveDealt(RiskEventObjectiveDealt),
    #[doc = "R-SET-3: a player's initial placement begins."]
    PlacementStarted(RiskEventPlacementStarted),
    #[doc = "Armies placed from the pool."]
    ArmiesPlaced(RiskEventArmiesPlaced),
    #[doc = "R-MIS-1: a missile bought with 6 armies of the pool."]
    MissileBought(RiskEventMissileBought),
    #[doc = "R-MIS-2: 6 armies on the map turned into a missile."]
    MissileConverted(RiskEventMissileConverted),
    #[doc = "R-EXC: cards traded for armies (the cards are shown, so public)."]
    CardsExchanged(RiskEventCardsExchanged),
    #[doc = "A round of hostilities begins, in this order (R-ORD-3)."]
    RoundStarted(RiskEventRoundStarted),
    #[doc = "R-RND-1: the round's situation card."]
    SituationRevealed(RiskEventSituationRevealed),
    #[doc = "R-SIT-5: everyone rolled; the lowest take no card this round."]
    CrisisRolled(RiskEventCrisisRolled),
    #[doc = "R-SIT-6: a player's extra reinforcements begin."]
    ReinforcementStarted(RiskEventReinforcementStarted),
    #[doc = "A turn begins; from round 2 with its incorporation (R-INC)."]
    TurnStarted(RiskEventTurnStarted),
    #[doc = "One battle (R-ATK-2..4); dice sorted high to low. When the defender\nis wiped out the country is conquered in the same event (R-ATK-5):\none army moves in and the missiles there change hands, so no state\never shows an empty country."]
    AttackResolved(RiskEventAttackResolved),
    #[doc = "R-ATK-5: extra armies moved into the conquered country."]
    ArmiesMovedIn(RiskEventArmiesMovedIn),
    #[doc = "R-MIS-3..6: a missile destroyed armies and left the game."]
    MissileFired(RiskEventMissileFired),
    #[doc = "R-REG."]
    Regrouped(RiskEventRegrouped),
    #[doc = "R-ELM-1: a player lost their last country; the conqueror inherits\ntheir country cards."]
    PlayerEliminated(RiskEventPlayerEliminated),
    #[doc = "R-CRD-1: a country card taken from the pile."]
    CardDrawn(RiskEventCardDrawn),
    #[doc = "R-CRD-2: 3 armies for owning a held card's country."]
    CardBonus(RiskEventCardBonus),
    #[doc = "R-CRD-3."]
    ContinentCardEarned(RiskEventContinentCardEarned),
    #[doc = "R-CRD-3: the continent was lost before the card was used."]
    ContinentCardReturned(RiskEventContinentCardReturned),
    #[doc = "The turn is over."]
    TurnEnded(RiskEventTurnEnded),
    #[doc = "The player is out of play (SVC-FORFEIT in docs/rules/revancha.md:\nkicked, timed out or resigned): their countries stay on the board,\ntheir turns are passed by the service, and they can no longer win."]
    PlayerForfeited(RiskEventPlayerForfeited),
    #[doc = "The actor let their step's deadline pass (SVC-CLOCK in\ndocs/rules/revancha.md). With `then: pass` the events completing the\nstep follow in the same batch; with `then: bot` the seat's bot plays\nthe step from here."]
    TimedOut(RiskEventTimedOut),
    #[doc = "The seat's controller changed (SVC-BOTS): a bot took it, or its\nhuman took it back."]
    ControlChanged(RiskEventControlChanged),
    #[doc = "R-OBJ-6: the game is won."]
    GameWon(RiskEventGameWon),
    #[doc = "The round cap of the options was reached; nobody wins."]
    RoundCapReached(RiskEventRoundCapReached),
    #[doc = "R-PCT-1: a pact proposed."]
    PactProposed(RiskEventPactProposed),
    #[doc = "R-PCT-1: the addressee accepted; the pact binds (R-PCT-3)."]
    PactAccepted(RiskEventPactAccepted),
    #[doc = "R-PCT-4: a party announced the break; it binds until the end of the\nother party's next turn."]
    PactBreakAnnounced(RiskEventPactBreakAnnounced),
    #[doc = "A pact or proposal is over (refused, withdrawn, expired, broken,\nR-PCT-5, a party out)."]
    PactEnded(RiskEventPactEnded),
    #[doc = "R-PCT-9: a party left the attack step while it could still have\ntaken its international zone. It loses a random country card back to\nthe pile (only it sees which), or, holding none, will not take the\nnext card it earns; the other party may now dismiss the zone."]
    ZoneDutyFailed(RiskEventZoneDutyFailed),
    #[doc = "R-PCT-9: a card earned but not taken, the penalty of an earlier\nfailed zone duty."]
    CardWithheld(RiskEventCardWithheld),
    #[doc = "R-PCT-10: the leader launched an aggression pact; `first` rolls first."]
    AggressionLaunched(RiskEventAggressionLaunched),
    #[doc = "R-PCT-10: the target held; `actor` rolls next (the other ally when\nable, else the same one)."]
    AggressionNext(RiskEventAggressionNext),
    #[doc = "R-PCT-11: an ally entered the country conquered by aggression with\none army: it is a condominium of the two. `pact` is the non-aggression\npact of its owners inside it."]
    CondominiumFormed(RiskEventCondominiumFormed),
    #[doc = "R-PCT-10: the aggression is over; the allies' truce runs until the\nend of round `until_round`, and `movers` may add armies to the new\ncondominium."]
    AggressionEnded(RiskEventAggressionEnded),
    #[doc = "R-PCT-11: the ally's regroup into a condominium formed this turn begins."]
    AllyRegroupStarted(RiskEventAllyRegroupStarted),
    #[doc = "R-PCT-12 (R-MIS-3..6): a missile hit one named occupant of a condominium."]
    MissileFiredAt(RiskEventMissileFiredAt),
    #[doc = "The seed, revealed when the game ends, so every roll can be verified."]
    SeedRevealed(RiskEventSeedRevealed),
    #[doc = "SVC-LIFE: the game was paused (both families): no seat may act,\nand no clock runs, until it is resumed."]
    GamePaused(RiskEventGamePaused),
    #[doc = "SVC-LIFE: the game goes on after a pause; the seat to act starts a\nwhole new period (SVC-CLOCK)."]
    GameResumed(RiskEventGameResumed),
    #[doc = "SVC-LIFE: the game was stopped for good before its end: nobody\nwins, and it is never rated."]
    GameAborted(RiskEventGameAborted),
    #[doc = "SVC-REMATCH: a person of the finished game opened its rematch, a\nnew lobby, from their seat."]
    RematchOffered(RiskEventRematchOffered),
}

impl<'de> serde::Deserialize<'de> for RiskEvent {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let kind = value.get("type").and_then(serde_json::Value::as_str).map(str::to_owned);
        match kind.as_deref() {
            Some("game_started") => serde_json::from_value(value).map(Self::GameStarted),
            Some("position_loaded") => serde_json::from_value(value).map(Self::PositionLoaded),
            Some("dice_off") => serde_json::from_value(value).map(Self::DiceOff),
            Some("countries_dealt") => serde_json::from_value(value).map(Self::CountriesDealt),
            Some("objective_dealt") => serde_json::from_value(value).map(Self::ObjectiveDealt),
            Some("placement_started") => serde_json::from_value(value).map(Self::PlacementStarted),
            Some("armies_placed") => serde_json::from_value(value).map(Self::ArmiesPlaced),
            Some("missile_bought") => serde_json::from_value(value).map(Self::MissileBought),
            Some("missile_converted") => serde_json::from_value(value).map(Self::MissileConverted),
            Some("cards_exchanged") => serde_json::from_value(value).map(Self::CardsExchanged),
            Some("round_started") => serde_json::from_value(value).map(Self::RoundStarted),
            Some("situation_revealed") => serde_json::from_value(value).map(Self::SituationRevealed),
            Some("crisis_rolled") => serde_json::from_value(value).map(Self::CrisisRolled),
            Some("reinforcement_started") => serde_json::from_value(value).map(Self::ReinforcementStarted),
            Some("turn_started") => serde_json::from_value(value).map(Self::TurnStarted),
            Some("attack_resolved") => serde_json::from_value(value).map(Self::AttackResolved),
            Some("armies_moved_in") => serde_json::from_value(value).map(Self::ArmiesMovedIn),
            Some("missile_fired") => serde_json::from_value(value).map(Self::MissileFired),
            Some("regrouped") => serde_json::from_value(value).map(Self::Regrouped),
            Some("player_eliminated") => serde_json::from_value(value).map(Self::PlayerEliminated),
            Some("card_drawn") => serde_json::from_value(value).map(Self::CardDrawn),
            Some("card_bonus") => serde_json::from_value(value).map(Self::CardBonus),
            Some("continent_card_earned") => serde_json::from_value(value).map(Self::ContinentCardEarned),
            Some("continent_card_returned") => serde_json::from_value(value).map(Self::ContinentCardReturned),
            Some("turn_ended") => serde_json::from_value(value).map(Self::TurnEnded),
            Some("player_forfeited") => serde_json::from_value(value).map(Self::PlayerForfeited),
            Some("timed_out") => serde_json::from_value(value).map(Self::TimedOut),
            Some("control_changed") => serde_json::from_value(value).map(Self::ControlChanged),
            Some("game_won") => serde_json::from_value(value).map(Self::GameWon),
            Some("round_cap_reached") => serde_json::from_value(value).map(Self::RoundCapReached),
            Some("pact_proposed") => serde_json::from_value(value).map(Self::PactProposed),
            Some("pact_accepted") => serde_json::from_value(value).map(Self::PactAccepted),
            Some("pact_break_announced") => serde_json::from_value(value).map(Self::PactBreakAnnounced),
            Some("pact_ended") => serde_json::from_value(value).map(Self::PactEnded),
            Some("zone_duty_failed") => serde_json::from_value(value).map(Self::ZoneDutyFailed),
            Some("card_withheld") => serde_json::from_value(value).map(Self::CardWithheld),
            Some("aggression_launched") => serde_json::from_value(value).map(Self::AggressionLaunched),
            Some("aggression_next") => serde_json::from_value(value).map(Self::AggressionNext),
            Some("condominium_formed") => serde_json::from_value(value).map(Self::CondominiumFormed),
            Some("aggression_ended") => serde_json::from_value(value).map(Self::AggressionEnded),
            Some("ally_regroup_started") => serde_json::from_value(value).map(Self::AllyRegroupStarted),
            Some("missile_fired_at") => serde_json::from_value(value).map(Self::MissileFiredAt),
            Some("seed_revealed") => serde_json::from_value(value).map(Self::SeedRevealed),
            Some("game_paused") => serde_json::from_value(value).map(Self::GamePaused),
            Some("game_resumed") => serde_json::from_value(value).map(Self::GameResumed),
            Some("game_aborted") => serde_json::from_value(value).map(Self::GameAborted),
            Some("rematch_offered") => serde_json::from_value(value).map(Self::RematchOffered),
            other => return Err(D::Error::custom(format!("unknown RiskEvent type {other:?}"))),
        }
        .map_err(D::Error::custom)
    }
}

#[doc = "R-PCT-10: the aggression is over; the allies' truce runs until the\nend of round `until_round`, and `movers` may add armies to the new\ncondominium."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventAggressionEnded")]
pub(crate) struct RiskEventAggressionEnded {
    #[doc = "The aggression pact."]
    pub(crate) pact: i64,
    #[doc = "Whether the target fell."]
    pub(crate) conquered: bool,
    #[doc = "The last round of the truce."]
    pub(crate) until_round: i64,
    #[doc = "Allies who move in next, in order."]
    pub(crate) movers: Vec<JointMover>,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-PCT-10: the leader launched an aggression pact; `first` rolls first."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventAggressionLaunched")]
pub(crate) struct RiskEventAggressionLaunched {
    #[doc = "The aggression pact."]
    pub(crate) pact: i64,
    #[doc = "Who rolls first."]
    pub(crate) first: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-PCT-10: the target held; `actor` rolls next (the other ally when\nable, else the same one)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventAggressionNext")]
pub(crate) struct RiskEventAggressionNext {
    #[doc = "Who rolls now."]
    pub(crate) actor: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-PCT-11: the ally's regroup into a condominium formed this turn begins."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventAllyRegroupStarted")]
pub(crate) struct RiskEventAllyRegroupStarted {
    #[doc = "The ally."]
    pub(crate) player: String,
    #[doc = "The condominiums they may regroup into."]
    pub(crate) into: Vec<String>,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-ATK-5: extra armies moved into the conquered country."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventArmiesMovedIn")]
pub(crate) struct RiskEventArmiesMovedIn {
    #[doc = "From."]
    pub(crate) from: String,
    #[doc = "To."]
    pub(crate) to: String,
    #[doc = "How many extra."]
    pub(crate) armies: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Armies placed from the pool."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventArmiesPlaced")]
pub(crate) struct RiskEventArmiesPlaced {
    #[doc = "Who."]
    pub(crate) player: String,
    #[doc = "Where."]
    pub(crate) country: String,
    #[doc = "How many."]
    pub(crate) armies: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "One battle (R-ATK-2..4); dice sorted high to low. When the defender\nis wiped out the country is conquered in the same event (R-ATK-5):\none army moves in and the missiles there change hands, so no state\never shows an empty country."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventAttackResolved")]
pub(crate) struct RiskEventAttackResolved {
    #[doc = "Attacker."]
    pub(crate) attacker: String,
    #[doc = "Defender."]
    pub(crate) defender: String,
    #[doc = "Attacking country."]
    pub(crate) from: String,
    #[doc = "Defending country."]
    pub(crate) to: String,
    #[doc = "Attacker's dice."]
    pub(crate) attacker_dice: Vec<i64>,
    #[doc = "Defender's dice."]
    pub(crate) defender_dice: Vec<i64>,
    #[doc = "Armies the attacker lost."]
    pub(crate) attacker_losses: i64,
    #[doc = "Armies the defender lost."]
    pub(crate) defender_losses: i64,
    #[doc = "Whether the country fell (R-ATK-5)."]
    pub(crate) conquered: bool,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-CRD-2: 3 armies for owning a held card's country."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventCardBonus")]
pub(crate) struct RiskEventCardBonus {
    #[doc = "Who."]
    pub(crate) player: String,
    #[doc = "Where."]
    pub(crate) country: String,
    #[doc = "How many."]
    pub(crate) armies: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-CRD-1: a country card taken from the pile."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventCardDrawn")]
pub(crate) struct RiskEventCardDrawn {
    #[doc = "Who."]
    pub(crate) player: String,
    #[doc = "Which (only they see it)."]
    pub(crate) card: SecretCountryId,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-PCT-9: a card earned but not taken, the penalty of an earlier\nfailed zone duty."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventCardWithheld")]
pub(crate) struct RiskEventCardWithheld {
    #[doc = "Who."]
    pub(crate) player: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-EXC: cards traded for armies (the cards are shown, so public)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventCardsExchanged")]
pub(crate) struct RiskEventCardsExchanged {
    #[doc = "Who."]
    pub(crate) player: String,
    #[doc = "Country cards, which go to the bottom of the pile."]
    pub(crate) cards: Vec<String>,
    #[doc = "Continent cards."]
    pub(crate) continents: Vec<String>,
    #[doc = "Armies received (R-EXC-3)."]
    pub(crate) armies: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-PCT-11: an ally entered the country conquered by aggression with\none army: it is a condominium of the two. `pact` is the non-aggression\npact of its owners inside it."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventCondominiumFormed")]
pub(crate) struct RiskEventCondominiumFormed {
    #[doc = "The country."]
    pub(crate) country: String,
    #[doc = "The ally entering."]
    pub(crate) player: String,
    #[doc = "From where."]
    pub(crate) from: String,
    #[doc = "The condominium pact created."]
    pub(crate) pact: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-CRD-3."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventContinentCardEarned")]
pub(crate) struct RiskEventContinentCardEarned {
    #[doc = "Who."]
    pub(crate) player: String,
    #[doc = "Which."]
    pub(crate) continent: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-CRD-3: the continent was lost before the card was used."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventContinentCardReturned")]
pub(crate) struct RiskEventContinentCardReturned {
    #[doc = "Who held it."]
    pub(crate) player: String,
    #[doc = "Which."]
    pub(crate) continent: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "The seat's controller changed (SVC-BOTS): a bot took it, or its\nhuman took it back."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventControlChanged")]
pub(crate) struct RiskEventControlChanged {
    #[doc = "Whose seat."]
    pub(crate) player: String,
    #[doc = "Who plays it from now on."]
    pub(crate) controller: Controller,
    #[doc = "Why."]
    pub(crate) cause: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-SET-1: every country's first owner, by country index; 1 army each."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventCountriesDealt")]
pub(crate) struct RiskEventCountriesDealt {
    #[doc = "Owner per country."]
    pub(crate) owners: Vec<String>,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-SIT-5: everyone rolled; the lowest take no card this round."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventCrisisRolled")]
pub(crate) struct RiskEventCrisisRolled {
    #[doc = "Each player's roll."]
    pub(crate) rolls: Vec<RiskEventCrisisRolledRollsItem>,
    #[doc = "The lowest."]
    pub(crate) losers: Vec<String>,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

/// A tuple of REST (a JSON array): its items in order.
#[derive(Debug, Clone, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventCrisisRolledRollsItem")]
pub(crate) struct RiskEventCrisisRolledRollsItem {
    #[doc = "A player's colour (R-CMP-2)."]
    pub(crate) item0: String,
    // (no description in the spec)
    pub(crate) item1: i64,
}

impl<'de> serde::Deserialize<'de> for RiskEventCrisisRolledRollsItem {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let (item0, item1,): (String, i64,) = serde::Deserialize::deserialize(d)?;
        Ok(Self { item0, item1 })
    }
}

#[doc = "A dice-off; each inner list is one roll of those still tied."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventDiceOff")]
pub(crate) struct RiskEventDiceOff {
    #[doc = "What for."]
    pub(crate) purpose: String,
    #[doc = "The rolls, round by round."]
    pub(crate) rolls: Vec<Vec<RiskEventDiceOffRollsItemItem>>,
    #[doc = "Who won, best first."]
    pub(crate) winners: Vec<String>,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

/// A tuple of REST (a JSON array): its items in order.
#[derive(Debug, Clone, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventDiceOffRollsItemItem")]
pub(crate) struct RiskEventDiceOffRollsItemItem {
    #[doc = "A player's colour (R-CMP-2)."]
    pub(crate) item0: String,
    // (no description in the spec)
    pub(crate) item1: i64,
}

impl<'de> serde::Deserialize<'de> for RiskEventDiceOffRollsItemItem {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let (item0, item1,): (String, i64,) = serde::Deserialize::deserialize(d)?;
        Ok(Self { item0, item1 })
    }
}

#[doc = "SVC-LIFE: the game was stopped for good before its end: nobody\nwins, and it is never rated."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventGameAborted")]
pub(crate) struct RiskEventGameAborted {
    #[doc = "Who stopped it."]
    pub(crate) by: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "SVC-LIFE: the game was paused (both families): no seat may act,\nand no clock runs, until it is resumed."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventGamePaused")]
pub(crate) struct RiskEventGamePaused {
    #[doc = "Who paused it."]
    pub(crate) by: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "SVC-LIFE: the game goes on after a pause; the seat to act starts a\nwhole new period (SVC-CLOCK)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventGameResumed")]
pub(crate) struct RiskEventGameResumed {
    #[doc = "Who resumed it."]
    pub(crate) by: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "The game starts: options, seating order (random, R-ORD-1), the seed\n(secret until revealed) and its public commitment."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventGameStarted")]
pub(crate) struct RiskEventGameStarted {
    #[doc = "Ruleset slug."]
    pub(crate) ruleset: String,
    #[doc = "House rules."]
    pub(crate) options: HouseRules,
    #[doc = "Seating order."]
    pub(crate) seating: Vec<String>,
    #[doc = "The RNG seed."]
    pub(crate) seed: SecretSeed,
    #[doc = "`sha256(seed)`, as 64 hex digits."]
    pub(crate) commitment: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-OBJ-6: the game is won."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventGameWon")]
pub(crate) struct RiskEventGameWon {
    #[doc = "Winner."]
    pub(crate) winner: String,
    #[doc = "How."]
    pub(crate) reason: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-MIS-1: a missile bought with 6 armies of the pool."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventMissileBought")]
pub(crate) struct RiskEventMissileBought {
    #[doc = "Who."]
    pub(crate) player: String,
    #[doc = "Where."]
    pub(crate) country: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-MIS-2: 6 armies on the map turned into a missile."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventMissileConverted")]
pub(crate) struct RiskEventMissileConverted {
    #[doc = "Who."]
    pub(crate) player: String,
    #[doc = "Where."]
    pub(crate) country: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-MIS-3..6: a missile destroyed armies and left the game."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventMissileFired")]
pub(crate) struct RiskEventMissileFired {
    #[doc = "Shooter's country."]
    pub(crate) from: String,
    #[doc = "Target."]
    pub(crate) to: String,
    #[doc = "Armies destroyed."]
    pub(crate) damage: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-PCT-12 (R-MIS-3..6): a missile hit one named occupant of a condominium."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventMissileFiredAt")]
pub(crate) struct RiskEventMissileFiredAt {
    #[doc = "Shooter's country."]
    pub(crate) from: String,
    #[doc = "Target."]
    pub(crate) to: String,
    #[doc = "The occupant hit."]
    pub(crate) occupant: String,
    #[doc = "Armies destroyed."]
    pub(crate) damage: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-SET-2: a player's secret objective(s)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventObjectiveDealt")]
pub(crate) struct RiskEventObjectiveDealt {
    #[doc = "Who."]
    pub(crate) player: String,
    #[doc = "What (one, or two with two players)."]
    pub(crate) objectives: SecretVecObjective,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-PCT-1: the addressee accepted; the pact binds (R-PCT-3)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventPactAccepted")]
pub(crate) struct RiskEventPactAccepted {
    #[doc = "Which."]
    pub(crate) pact: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-PCT-4: a party announced the break; it binds until the end of the\nother party's next turn."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventPactBreakAnnounced")]
pub(crate) struct RiskEventPactBreakAnnounced {
    #[doc = "Which."]
    pub(crate) pact: i64,
    #[doc = "Who broke it."]
    pub(crate) by: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A pact or proposal is over (refused, withdrawn, expired, broken,\nR-PCT-5, a party out)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventPactEnded")]
pub(crate) struct RiskEventPactEnded {
    #[doc = "Which."]
    pub(crate) pact: i64,
    #[doc = "Why."]
    pub(crate) reason: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-PCT-1: a pact proposed."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventPactProposed")]
pub(crate) struct RiskEventPactProposed {
    #[doc = "Its number, from 1."]
    pub(crate) pact: i64,
    #[doc = "Proposer."]
    pub(crate) by: String,
    #[doc = "Addressee."]
    pub(crate) to: String,
    #[doc = "What it covers."]
    pub(crate) terms: PactTerms,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-SET-3: a player's initial placement begins."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventPlacementStarted")]
pub(crate) struct RiskEventPlacementStarted {
    #[doc = "1 or 2."]
    pub(crate) round: i64,
    #[doc = "Who."]
    pub(crate) player: String,
    #[doc = "Armies to place."]
    pub(crate) armies: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-ELM-1: a player lost their last country; the conqueror inherits\ntheir country cards."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventPlayerEliminated")]
pub(crate) struct RiskEventPlayerEliminated {
    #[doc = "Who is out."]
    pub(crate) player: String,
    #[doc = "Who took the last country."]
    pub(crate) by: String,
    #[doc = "The inherited cards (the heir and operators see them)."]
    pub(crate) cards: SecretVecCountryId,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "The player is out of play (SVC-FORFEIT in docs/rules/revancha.md:\nkicked, timed out or resigned): their countries stay on the board,\ntheir turns are passed by the service, and they can no longer win."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventPlayerForfeited")]
pub(crate) struct RiskEventPlayerForfeited {
    #[doc = "Who."]
    pub(crate) player: String,
    #[doc = "Why (absent in logs written before reasons were kept)."]
    pub(crate) reason: Option<String>,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A game started from an imported position (operators, tests)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventPositionLoaded")]
pub(crate) struct RiskEventPositionLoaded {
    #[doc = "The whole position, secrets included (redacted per viewer)."]
    pub(crate) position: Position,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-REG."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventRegrouped")]
pub(crate) struct RiskEventRegrouped {
    #[doc = "From."]
    pub(crate) from: String,
    #[doc = "To."]
    pub(crate) to: String,
    #[doc = "Armies moved."]
    pub(crate) armies: i64,
    #[doc = "Missiles moved."]
    pub(crate) missiles: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-SIT-6: a player's extra reinforcements begin."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventReinforcementStarted")]
pub(crate) struct RiskEventReinforcementStarted {
    #[doc = "Who."]
    pub(crate) player: String,
    #[doc = "Armies to place."]
    pub(crate) armies: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "SVC-REMATCH: a person of the finished game opened its rematch, a\nnew lobby, from their seat."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventRematchOffered")]
pub(crate) struct RiskEventRematchOffered {
    #[doc = "The new lobby's id."]
    pub(crate) lobby: String,
    #[doc = "The seat of the person who opened it."]
    pub(crate) seat: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "The round cap of the options was reached; nobody wins."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventRoundCapReached")]
pub(crate) struct RiskEventRoundCapReached {
    #[doc = "Rounds played."]
    pub(crate) rounds: i64,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A round of hostilities begins, in this order (R-ORD-3)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventRoundStarted")]
pub(crate) struct RiskEventRoundStarted {
    #[doc = "1-based."]
    pub(crate) round: i64,
    #[doc = "Turn order of the round."]
    pub(crate) order: Vec<String>,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "The seed, revealed when the game ends, so every roll can be verified."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventSeedRevealed")]
pub(crate) struct RiskEventSeedRevealed {
    #[doc = "The seed."]
    pub(crate) seed: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-RND-1: the round's situation card."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventSituationRevealed")]
pub(crate) struct RiskEventSituationRevealed {
    #[doc = "The card."]
    pub(crate) card: Situation,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "The actor let their step's deadline pass (SVC-CLOCK in\ndocs/rules/revancha.md). With `then: pass` the events completing the\nstep follow in the same batch; with `then: bot` the seat's bot plays\nthe step from here."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventTimedOut")]
pub(crate) struct RiskEventTimedOut {
    #[doc = "Who."]
    pub(crate) player: String,
    #[doc = "Steps in a row this player has let time out, this one included."]
    pub(crate) in_a_row: i64,
    #[doc = "What the clock does about it."]
    pub(crate) then: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "The turn is over."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventTurnEnded")]
pub(crate) struct RiskEventTurnEnded {
    #[doc = "Whose."]
    pub(crate) player: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A turn begins; from round 2 with its incorporation (R-INC)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventTurnStarted")]
pub(crate) struct RiskEventTurnStarted {
    #[doc = "Whose."]
    pub(crate) player: String,
    #[doc = "Incorporation, or `None` in the first round (R-RND-2)."]
    pub(crate) incorporation: Option<Incorporation>,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "R-PCT-9: a party left the attack step while it could still have\ntaken its international zone. It loses a random country card back to\nthe pile (only it sees which), or, holding none, will not take the\nnext card it earns; the other party may now dismiss the zone."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskEventZoneDutyFailed")]
pub(crate) struct RiskEventZoneDutyFailed {
    #[doc = "The zone pact."]
    pub(crate) pact: i64,
    #[doc = "Who failed."]
    pub(crate) player: String,
    #[doc = "The card lost, or `None` for the withheld next card."]
    pub(crate) card: Option<SecretCountryId>,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A game as one viewer may see it."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RiskView")]
pub(crate) struct RiskView {
    #[doc = "Ruleset slug."]
    pub(crate) ruleset: String,
    #[doc = "Events applied."]
    pub(crate) version: i64,
    #[doc = "Round of hostilities (0 in the initial placement)."]
    pub(crate) round: i64,
    #[doc = "The phase and its public details."]
    pub(crate) phase: Phase,
    #[doc = "Who must act."]
    pub(crate) current_player: Option<String>,
    #[doc = "The situation card in force."]
    pub(crate) situation: Option<Situation>,
    #[doc = "Seating order."]
    pub(crate) seating: Vec<String>,
    #[doc = "Turn order of this round."]
    pub(crate) round_order: Vec<String>,
    #[doc = "House rules."]
    pub(crate) options: HouseRules,
    #[doc = "Public facts per player, in seating order."]
    pub(crate) players: Vec<PlayerView>,
    #[doc = "Every country."]
    pub(crate) countries: Vec<CountryView>,
    #[doc = "Cards in the draw pile."]
    pub(crate) deck_size: i64,
    #[doc = "Pacts proposed or in force, and breaking ones within notice (R-PCT-1:\npublic)."]
    pub(crate) pacts: Vec<Pact>,
    #[doc = "The viewer's own secrets (players)."]
    pub(crate) you: Option<PrivateView>,
    #[doc = "Every player's secrets and the pile (operators)."]
    pub(crate) secrets: Option<Vec<PrivateView>>,
    #[doc = "The draw pile's contents (operators)."]
    pub(crate) pile: Option<Vec<String>>,
    #[doc = "Winner."]
    pub(crate) winner: Option<String>,
    #[doc = "How it ended."]
    pub(crate) end_reason: Option<String>,
    #[doc = "`sha256(seed)`, hex."]
    pub(crate) seed_commitment: String,
    #[doc = "The seed, hex, once revealed (operators see it always)."]
    pub(crate) seed: Option<String>,
}

#[doc = "A rocket on the board."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "RocketView")]
pub(crate) struct RocketView {
    #[doc = "The seat holding it."]
    pub(crate) holder: i64,
    #[doc = "The seat whose rocket it is."]
    pub(crate) owner: i64,
    #[doc = "Region slug."]
    pub(crate) region: String,
}

#[doc = "A seated player."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Seat")]
pub(crate) struct Seat {
    #[doc = "The seat: its 0-based index, in joining order (the view's\n`players[].seat`)."]
    pub(crate) seat: i64,
    #[doc = "The account; `bot:<colour>` (`bot:seat-<index>` in TEG II) for a\nbot seated in the lobby."]
    pub(crate) user_id: String,
    #[doc = "The colour played, in the Risk editions (TEG II's seats have none)."]
    pub(crate) color: Option<String>,
    #[doc = "The level of the bot seated here in the lobby, if one is (who plays\na seat during the game is the view's `players[].controller`)."]
    pub(crate) bot: Option<String>,
    #[doc = "The name the seat shows, in one game's answer (`GET\n/v1/games/{id}`, its versions, GraphQL's `game`): the account's\ndisplay name, or `Bot (level)` for a bot seated in the lobby; absent\nin lists and in the answers of actions."]
    pub(crate) name: Option<String>,
}

#[doc = "A value only some viewers may see.\n\nThe stored event log holds `Known`; a view turns it\ninto `Redacted` for every viewer not entitled to it."]
///
/// `kind` is one of: `known`, `redacted`.
#[derive(Debug, Clone, Default, async_graphql::SimpleObject)]
#[graphql(name = "SecretBool")]
pub(crate) struct SecretBool {
    /// Which kind this is: a plain value's name, or the key of the one
    /// field set below.
    pub(crate) kind: String,
    #[doc = "The value."]
    #[graphql(name = "known")]
    pub(crate) known: Option<bool>,
}

impl<'de> serde::Deserialize<'de> for SecretBool {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let mut made = Self::default();
        match &value {
            serde_json::Value::String(kind) => made.kind.clone_from(kind),
            serde_json::Value::Object(fields) => {
                if let Some(v) = fields.get("known") {
                    made.kind = "known".to_owned();
                    made.known = serde_json::from_value(v.clone()).map_err(D::Error::custom)?;
                }

            }
            other => return Err(D::Error::custom(format!("not a SecretBool: {other}"))),
        }
        Ok(made)
    }
}

#[doc = "A value only some viewers may see.\n\nThe stored event log holds `Known`; a view turns it\ninto `Redacted` for every viewer not entitled to it."]
///
/// `kind` is one of: `known`, `redacted`.
#[derive(Debug, Clone, Default, async_graphql::SimpleObject)]
#[graphql(name = "SecretCountryId")]
pub(crate) struct SecretCountryId {
    /// Which kind this is: a plain value's name, or the key of the one
    /// field set below.
    pub(crate) kind: String,
    #[doc = "A country of the game's board, by slug."]
    #[graphql(name = "known")]
    pub(crate) known: Option<String>,
}

impl<'de> serde::Deserialize<'de> for SecretCountryId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let mut made = Self::default();
        match &value {
            serde_json::Value::String(kind) => made.kind.clone_from(kind),
            serde_json::Value::Object(fields) => {
                if let Some(v) = fields.get("known") {
                    made.kind = "known".to_owned();
                    made.known = serde_json::from_value(v.clone()).map_err(D::Error::custom)?;
                }

            }
            other => return Err(D::Error::custom(format!("not a SecretCountryId: {other}"))),
        }
        Ok(made)
    }
}

#[doc = "A value only some viewers may see.\n\nThe stored event log holds `Known`; a view turns it\ninto `Redacted` for every viewer not entitled to it."]
///
/// `kind` is one of: `known`, `redacted`.
#[derive(Debug, Clone, Default, async_graphql::SimpleObject)]
#[graphql(name = "SecretSeed")]
pub(crate) struct SecretSeed {
    /// Which kind this is: a plain value's name, or the key of the one
    /// field set below.
    pub(crate) kind: String,
    #[doc = "A game's secret 32-byte seed. On the wire (and in stored events) it is\n64 lower-case hex digits, as everywhere else the API shows a seed or a\ndigest; an array of 32 bytes (the encoding before) still reads."]
    #[graphql(name = "known")]
    pub(crate) known: Option<String>,
}

impl<'de> serde::Deserialize<'de> for SecretSeed {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let mut made = Self::default();
        match &value {
            serde_json::Value::String(kind) => made.kind.clone_from(kind),
            serde_json::Value::Object(fields) => {
                if let Some(v) = fields.get("known") {
                    made.kind = "known".to_owned();
                    made.known = serde_json::from_value(v.clone()).map_err(D::Error::custom)?;
                }

            }
            other => return Err(D::Error::custom(format!("not a SecretSeed: {other}"))),
        }
        Ok(made)
    }
}

#[doc = "A value only some viewers may see.\n\nThe stored event log holds `Known`; a view turns it\ninto `Redacted` for every viewer not entitled to it."]
///
/// `kind` is one of: `known`, `redacted`.
#[derive(Debug, Clone, Default, async_graphql::SimpleObject)]
#[graphql(name = "SecretVecCountryId")]
pub(crate) struct SecretVecCountryId {
    /// Which kind this is: a plain value's name, or the key of the one
    /// field set below.
    pub(crate) kind: String,
    #[doc = "The value."]
    #[graphql(name = "known")]
    pub(crate) known: Option<Vec<String>>,
}

impl<'de> serde::Deserialize<'de> for SecretVecCountryId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let mut made = Self::default();
        match &value {
            serde_json::Value::String(kind) => made.kind.clone_from(kind),
            serde_json::Value::Object(fields) => {
                if let Some(v) = fields.get("known") {
                    made.kind = "known".to_owned();
                    made.known = serde_json::from_value(v.clone()).map_err(D::Error::custom)?;
                }

            }
            other => return Err(D::Error::custom(format!("not a SecretVecCountryId: {other}"))),
        }
        Ok(made)
    }
}

#[doc = "A value only some viewers may see.\n\nThe stored event log holds `Known`; a view turns it\ninto `Redacted` for every viewer not entitled to it."]
///
/// `kind` is one of: `known`, `redacted`.
#[derive(Debug, Clone, Default, async_graphql::SimpleObject)]
#[graphql(name = "SecretVecObjective")]
pub(crate) struct SecretVecObjective {
    /// Which kind this is: a plain value's name, or the key of the one
    /// field set below.
    pub(crate) kind: String,
    #[doc = "The value."]
    #[graphql(name = "known")]
    pub(crate) known: Option<Vec<SecretVecObjectiveKnownItem>>,
}

impl<'de> serde::Deserialize<'de> for SecretVecObjective {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let mut made = Self::default();
        match &value {
            serde_json::Value::String(kind) => made.kind.clone_from(kind),
            serde_json::Value::Object(fields) => {
                if let Some(v) = fields.get("known") {
                    made.kind = "known".to_owned();
                    made.known = serde_json::from_value(v.clone()).map_err(D::Error::custom)?;
                }

            }
            other => return Err(D::Error::custom(format!("not a SecretVecObjective: {other}"))),
        }
        Ok(made)
    }
}

#[doc = "A dealt secret objective: its card (1..=19, R-OBJ-5) and, for a\ndestruction card, the colour it resolved to at the deal (R-OBJ-3)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "SecretVecObjectiveKnownItem")]
pub(crate) struct SecretVecObjectiveKnownItem {
    #[doc = "Card number in R-OBJ-5."]
    pub(crate) card: i64,
    #[doc = "The colour to destroy, for cards 13–19."]
    pub(crate) target: Option<String>,
}

#[doc = "A situation card (R-SIT-1)."]
///
/// `kind` is one of: `classic_combat`, `snow`, `tailwind`, `crisis`, `extra_reinforcements`, `open_borders`, `closed_borders`, `rest`.
#[derive(Debug, Clone, Default, async_graphql::SimpleObject)]
#[graphql(name = "Situation")]
pub(crate) struct Situation {
    /// Which kind this is: a plain value's name, or the key of the one
    /// field set below.
    pub(crate) kind: String,
    #[doc = "R-SIT-7: that colour only incorporates."]
    #[graphql(name = "rest")]
    pub(crate) rest: Option<String>,
}

impl<'de> serde::Deserialize<'de> for Situation {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let mut made = Self::default();
        match &value {
            serde_json::Value::String(kind) => made.kind.clone_from(kind),
            serde_json::Value::Object(fields) => {
                if let Some(v) = fields.get("rest") {
                    made.kind = "rest".to_owned();
                    made.rest = serde_json::from_value(v.clone()).map_err(D::Error::custom)?;
                }

            }
            other => return Err(D::Error::custom(format!("not a Situation: {other}"))),
        }
        Ok(made)
    }
}

#[doc = "One line of the standings."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "StandingDto")]
pub(crate) struct StandingDto {
    #[doc = "1 for the leader; the disqualified all share the last."]
    pub(crate) rank: i64,
    #[doc = "Who."]
    pub(crate) user_id: String,
    #[doc = "Table points: at a table of n, n-1 for first down to 0."]
    pub(crate) points: f64,
    #[doc = "The first tie-break: their opponents' points, once per table shared."]
    pub(crate) buchholz: f64,
    #[doc = "Tables won (first place, alone or shared)."]
    pub(crate) wins: i64,
    #[doc = "Tables played, present."]
    pub(crate) games: i64,
}

#[doc = "One board as a viewer sees it."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "TableView")]
pub(crate) struct TableView {
    #[doc = "The map."]
    pub(crate) map: String,
    #[doc = "`placement`, `reveal`, `incorporate`, `attack` or `over`."]
    pub(crate) step: String,
    #[doc = "The round, once play began."]
    pub(crate) round: Option<i64>,
    #[doc = "Rounds in all."]
    pub(crate) rounds: i64,
    #[doc = "The seat in turn, when one is."]
    pub(crate) turn: Option<i64>,
    #[doc = "The grant of the seat incorporating."]
    pub(crate) grant: Option<Teg2Grant>,
    #[doc = "Units, regions in map order."]
    pub(crate) forces: Vec<ForceView>,
    #[doc = "Wiped regions."]
    pub(crate) wiped: Vec<String>,
    #[doc = "Rockets on the board."]
    pub(crate) rockets: Vec<RocketView>,
    #[doc = "Objective tokens."]
    pub(crate) tokens: Vec<TokenView>,
    #[doc = "The open combat."]
    pub(crate) combat: Option<CombatView>,
    #[doc = "The open commit–reveal window (a combat's clocks or an interception)."]
    pub(crate) window: Option<WindowView>,
    #[doc = "A rocket in the air, waiting on the interception window."]
    pub(crate) launch: Option<LaunchView>,
    #[doc = "The board's last combat once its window closed: both battle\ncommands, public to everyone from then on (T2-CLK-1, T2-SEC-3)."]
    pub(crate) last_combat: Option<Record>,
}

#[doc = "What a player asks for. Every command names the power it acts for,\nsince a player of the 2-player game holds two."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "Teg2Command")]
pub(crate) enum Teg2Command {
    #[doc = "Place an objective token face down (T2-OBJ-3): the region is public,\nthe kind a commitment."]
    PlaceObjective(Teg2CommandPlaceObjective),
    #[doc = "Reveal a placed token's kind (T2-OBJ-5, T2-SEC-3)."]
    RevealObjective(Teg2CommandRevealObjective),
    #[doc = "Place every unit due (T2-INC)."]
    Incorporate(Teg2CommandIncorporate),
    #[doc = "Announce a combat (T2-ANN-2)."]
    Announce(Teg2CommandAnnounce),
    #[doc = "Bring reinforcements (T2-REI); an empty list brings nothing."]
    Reinforce(Teg2CommandReinforce),
    #[doc = "Retreat every unit instead of fighting (T2-RET)."]
    Retreat(Teg2CommandRetreat),
    #[doc = "Commit to a battle command (T2-CLK-1, T2-SEC-2)."]
    CommitSplit(Teg2CommandCommitSplit),
    #[doc = "Reveal the battle command (T2-SEC-3)."]
    RevealSplit(Teg2CommandRevealSplit),
    #[doc = "Launch a rocket (T2-RKT-5)."]
    Launch(Teg2CommandLaunch),
    #[doc = "Commit to intercepting or not (T2-RKT-8)."]
    CommitIntercept(Teg2CommandCommitIntercept),
    #[doc = "Reveal the interception choice."]
    RevealIntercept(Teg2CommandRevealIntercept),
    #[doc = "End the attack turn (T2-ANN-1)."]
    EndTurn(Teg2CommandEndTurn),
}

impl<'de> serde::Deserialize<'de> for Teg2Command {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let kind = value.get("action").and_then(serde_json::Value::as_str).map(str::to_owned);
        match kind.as_deref() {
            Some("place_objective") => serde_json::from_value(value).map(Self::PlaceObjective),
            Some("reveal_objective") => serde_json::from_value(value).map(Self::RevealObjective),
            Some("incorporate") => serde_json::from_value(value).map(Self::Incorporate),
            Some("announce") => serde_json::from_value(value).map(Self::Announce),
            Some("reinforce") => serde_json::from_value(value).map(Self::Reinforce),
            Some("retreat") => serde_json::from_value(value).map(Self::Retreat),
            Some("commit_split") => serde_json::from_value(value).map(Self::CommitSplit),
            Some("reveal_split") => serde_json::from_value(value).map(Self::RevealSplit),
            Some("launch") => serde_json::from_value(value).map(Self::Launch),
            Some("commit_intercept") => serde_json::from_value(value).map(Self::CommitIntercept),
            Some("reveal_intercept") => serde_json::from_value(value).map(Self::RevealIntercept),
            Some("end_turn") => serde_json::from_value(value).map(Self::EndTurn),
            other => return Err(D::Error::custom(format!("unknown Teg2Command action {other:?}"))),
        }
        .map_err(D::Error::custom)
    }
}

#[doc = "Announce a combat (T2-ANN-2)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2CommandAnnounce")]
pub(crate) struct Teg2CommandAnnounce {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Region slug."]
    pub(crate) region: String,
    #[doc = "The power attacked."]
    pub(crate) opponent: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Commit to intercepting or not (T2-RKT-8)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2CommandCommitIntercept")]
pub(crate) struct Teg2CommandCommitIntercept {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "SHA-256 commitment to `intercept` or `pass`."]
    pub(crate) commitment: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Commit to a battle command (T2-CLK-1, T2-SEC-2)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2CommandCommitSplit")]
pub(crate) struct Teg2CommandCommitSplit {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "SHA-256 commitment to the split's canonical form."]
    pub(crate) commitment: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "End the attack turn (T2-ANN-1)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2CommandEndTurn")]
pub(crate) struct Teg2CommandEndTurn {
    #[doc = "Acting power."]
    pub(crate) power: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Place every unit due (T2-INC)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2CommandIncorporate")]
pub(crate) struct Teg2CommandIncorporate {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Armies, ships and aircraft."]
    pub(crate) units: Vec<Teg2Placement>,
    #[doc = "Where the special unit goes, when one is due (T2-SPU-1)."]
    pub(crate) special: Option<String>,
    #[doc = "Where the rocket goes, when taken (T2-RKT-1, T2-RKT-3)."]
    pub(crate) rocket: Option<String>,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Launch a rocket (T2-RKT-5)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2CommandLaunch")]
pub(crate) struct Teg2CommandLaunch {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Target region slug."]
    pub(crate) target: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Place an objective token face down (T2-OBJ-3): the region is public,\nthe kind a commitment."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2CommandPlaceObjective")]
pub(crate) struct Teg2CommandPlaceObjective {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Region slug."]
    pub(crate) region: String,
    #[doc = "SHA-256 commitment to the kind (T2-SEC-2)."]
    pub(crate) commitment: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Bring reinforcements (T2-REI); an empty list brings nothing."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2CommandReinforce")]
pub(crate) struct Teg2CommandReinforce {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "One crossing per neighbouring region."]
    pub(crate) moves: Vec<Teg2Move>,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Retreat every unit instead of fighting (T2-RET)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2CommandRetreat")]
pub(crate) struct Teg2CommandRetreat {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Where each unit goes."]
    pub(crate) moves: Vec<Teg2Move>,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Reveal the interception choice."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2CommandRevealIntercept")]
pub(crate) struct Teg2CommandRevealIntercept {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Whether to intercept."]
    pub(crate) intercept: bool,
    #[doc = "The nonce committed."]
    pub(crate) nonce: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Reveal a placed token's kind (T2-OBJ-5, T2-SEC-3)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2CommandRevealObjective")]
pub(crate) struct Teg2CommandRevealObjective {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "The token's place in the power's placements, from 0."]
    pub(crate) token: i64,
    #[doc = "The kind committed."]
    pub(crate) kind: String,
    #[doc = "The nonce committed."]
    pub(crate) nonce: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Reveal the battle command (T2-SEC-3)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2CommandRevealSplit")]
pub(crate) struct Teg2CommandRevealSplit {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Canonical form, `\"3,+,ue\"`."]
    pub(crate) split: String,
    #[doc = "The nonce committed."]
    pub(crate) nonce: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "What happened: an accepted command for a seat, or the service's default\nfor a seat's pending step (a timeout or a forfeit). The consequences are\nworked out by [`Game::apply`]."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "Teg2Event")]
pub(crate) enum Teg2Event {
    #[doc = "The game started."]
    Started(Teg2EventStarted),
    #[doc = "A seat's command was accepted."]
    Acted(Teg2EventActed),
    #[doc = "A seat's pending step took the rules' default (T2-SEC-4, T2-INC-4,\nT2-ANN-1, T2-RKT-4, T2-REI-1, T2-RET-1)."]
    Defaulted(Teg2EventDefaulted),
    #[doc = "A player is out of play (SVC-FORFEIT, T2-SEC-5: kicked, timed out\nor resigned): from now on every step of theirs takes its default at\nonce. They stay in the game and score (T2-RND-4)."]
    Forfeited(Teg2EventForfeited),
}

impl<'de> serde::Deserialize<'de> for Teg2Event {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let kind = value.get("event").and_then(serde_json::Value::as_str).map(str::to_owned);
        match kind.as_deref() {
            Some("started") => serde_json::from_value(value).map(Self::Started),
            Some("acted") => serde_json::from_value(value).map(Self::Acted),
            Some("defaulted") => serde_json::from_value(value).map(Self::Defaulted),
            Some("forfeited") => serde_json::from_value(value).map(Self::Forfeited),
            other => return Err(D::Error::custom(format!("unknown Teg2Event event {other:?}"))),
        }
        .map_err(D::Error::custom)
    }
}

#[doc = "A seat's command was accepted."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2EventActed")]
pub(crate) struct Teg2EventActed {
    #[doc = "The seat (index into [`Game::seats`])."]
    pub(crate) seat: i64,
    #[doc = "The command."]
    pub(crate) command: Teg2Command,
    // (no description in the spec)
    pub(crate) event: String,
}

#[doc = "A seat's pending step took the rules' default (T2-SEC-4, T2-INC-4,\nT2-ANN-1, T2-RKT-4, T2-REI-1, T2-RET-1)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2EventDefaulted")]
pub(crate) struct Teg2EventDefaulted {
    #[doc = "The seat."]
    pub(crate) seat: i64,
    // (no description in the spec)
    pub(crate) event: String,
}

#[doc = "A player is out of play (SVC-FORFEIT, T2-SEC-5: kicked, timed out\nor resigned): from now on every step of theirs takes its default at\nonce. They stay in the game and score (T2-RND-4)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2EventForfeited")]
pub(crate) struct Teg2EventForfeited {
    #[doc = "The player."]
    pub(crate) player: i64,
    #[doc = "Why (absent in logs written before reasons were kept)."]
    pub(crate) reason: Option<String>,
    // (no description in the spec)
    pub(crate) event: String,
}

#[doc = "The game started."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2EventStarted")]
pub(crate) struct Teg2EventStarted {
    #[doc = "The setup."]
    pub(crate) setup: Teg2Setup,
    // (no description in the spec)
    pub(crate) event: String,
}

#[doc = "A TEG II game as one viewer may see it (`ruleset` is `teg2`)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2GameView")]
pub(crate) struct Teg2GameView {
    #[doc = "`teg2`."]
    pub(crate) ruleset: String,
    #[doc = "Events applied."]
    pub(crate) version: i64,
    #[doc = "`{\"name\": \"teg2\"}`."]
    pub(crate) phase: PhaseName,
    #[doc = "The players' colours, by player index, in a game begun before seats\nhad numbers (left out since)."]
    pub(crate) seating: Option<Vec<String>>,
    #[doc = "The players, by seat."]
    pub(crate) players: Vec<Teg2Player>,
    #[doc = "`sha256(seed)`, hex."]
    pub(crate) seed_commitment: String,
    #[doc = "The seed, hex, once revealed (operators see it always)."]
    pub(crate) seed: Option<String>,
    #[doc = "Boards, levels, tokens, the open combat and commit–reveal window,\nscores (`None` only for a damaged log)."]
    #[graphql(name = "teg2")]
    pub(crate) teg2: Option<Teg2View>,
}

#[doc = "What a seat receives at its incorporation (T2-POT-5, T2-POT-6)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2Grant")]
pub(crate) struct Teg2Grant {
    #[doc = "Armies, ships and aircraft to place."]
    pub(crate) units: i64,
    #[doc = "Whether a special unit is due."]
    pub(crate) special: bool,
    #[doc = "Whether the rocket is on offer."]
    pub(crate) rocket: bool,
}

#[doc = "A legal action."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "Teg2Legal")]
pub(crate) enum Teg2Legal {
    #[doc = "Place a token on one of `regions`, committing with `window`."]
    PlaceObjective(Teg2LegalPlaceObjective),
    #[doc = "Reveal token number `token`."]
    RevealObjective(Teg2LegalRevealObjective),
    #[doc = "Place `units` units (and the special unit, and the rocket if wanted)."]
    Incorporate(Teg2LegalIncorporate),
    #[doc = "Announce a combat in `region` against `opponent`."]
    Announce(Teg2LegalAnnounce),
    #[doc = "Launch a rocket at one of `targets`."]
    Launch(Teg2LegalLaunch),
    #[doc = "End the attack turn."]
    EndTurn(Teg2LegalEndTurn),
    #[doc = "Bring reinforcements (an empty list brings none)."]
    Reinforce(Teg2LegalReinforce),
    #[doc = "Retreat instead of fighting."]
    Retreat(Teg2LegalRetreat),
    #[doc = "Commit a battle command."]
    CommitSplit(Teg2LegalCommitSplit),
    #[doc = "Reveal the battle command."]
    RevealSplit(Teg2LegalRevealSplit),
    #[doc = "Commit an interception choice."]
    CommitIntercept(Teg2LegalCommitIntercept),
    #[doc = "Reveal the interception choice."]
    RevealIntercept(Teg2LegalRevealIntercept),
}

impl<'de> serde::Deserialize<'de> for Teg2Legal {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let kind = value.get("action").and_then(serde_json::Value::as_str).map(str::to_owned);
        match kind.as_deref() {
            Some("place_objective") => serde_json::from_value(value).map(Self::PlaceObjective),
            Some("reveal_objective") => serde_json::from_value(value).map(Self::RevealObjective),
            Some("incorporate") => serde_json::from_value(value).map(Self::Incorporate),
            Some("announce") => serde_json::from_value(value).map(Self::Announce),
            Some("launch") => serde_json::from_value(value).map(Self::Launch),
            Some("end_turn") => serde_json::from_value(value).map(Self::EndTurn),
            Some("reinforce") => serde_json::from_value(value).map(Self::Reinforce),
            Some("retreat") => serde_json::from_value(value).map(Self::Retreat),
            Some("commit_split") => serde_json::from_value(value).map(Self::CommitSplit),
            Some("reveal_split") => serde_json::from_value(value).map(Self::RevealSplit),
            Some("commit_intercept") => serde_json::from_value(value).map(Self::CommitIntercept),
            Some("reveal_intercept") => serde_json::from_value(value).map(Self::RevealIntercept),
            other => return Err(D::Error::custom(format!("unknown Teg2Legal action {other:?}"))),
        }
        .map_err(D::Error::custom)
    }
}

#[doc = "Announce a combat in `region` against `opponent`."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LegalAnnounce")]
pub(crate) struct Teg2LegalAnnounce {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Region slug."]
    pub(crate) region: String,
    #[doc = "The power attacked."]
    pub(crate) opponent: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Commit an interception choice."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LegalCommitIntercept")]
pub(crate) struct Teg2LegalCommitIntercept {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Window id."]
    pub(crate) window: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Commit a battle command."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LegalCommitSplit")]
pub(crate) struct Teg2LegalCommitSplit {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Window id."]
    pub(crate) window: String,
    #[doc = "Ordinary units to split."]
    pub(crate) ordinary: i64,
    #[doc = "A special unit to set on \"UE\"."]
    pub(crate) special: bool,
    #[doc = "Aircraft to set together."]
    pub(crate) aircraft: i64,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "End the attack turn."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LegalEndTurn")]
pub(crate) struct Teg2LegalEndTurn {
    #[doc = "Acting power."]
    pub(crate) power: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Place `units` units (and the special unit, and the rocket if wanted)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LegalIncorporate")]
pub(crate) struct Teg2LegalIncorporate {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "How many."]
    pub(crate) units: i64,
    #[doc = "Kinds allowed at this level."]
    pub(crate) kinds: Vec<String>,
    #[doc = "A special unit is due."]
    pub(crate) special: bool,
    #[doc = "The rocket is on offer."]
    pub(crate) rocket: bool,
    #[doc = "Regions open for placement."]
    pub(crate) regions: Vec<String>,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Launch a rocket at one of `targets`."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LegalLaunch")]
pub(crate) struct Teg2LegalLaunch {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Regions that may be targeted."]
    pub(crate) targets: Vec<String>,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Place a token on one of `regions`, committing with `window`."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LegalPlaceObjective")]
pub(crate) struct Teg2LegalPlaceObjective {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Regions allowed."]
    pub(crate) regions: Vec<String>,
    #[doc = "Window id for the commitment."]
    pub(crate) window: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Bring reinforcements (an empty list brings none)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LegalReinforce")]
pub(crate) struct Teg2LegalReinforce {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Where from."]
    pub(crate) sources: Vec<Teg2Source>,
    #[doc = "How many aircraft in all may arrive (T2-AIR-1)."]
    pub(crate) aircraft_room: i64,
    #[doc = "Most holding units per crossing (2 at the basic level, T2-REI-2)."]
    pub(crate) per_crossing: Option<i64>,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Retreat instead of fighting."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LegalRetreat")]
pub(crate) struct Teg2LegalRetreat {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "One plan that works."]
    pub(crate) plan: RetreatPlan,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Reveal the interception choice."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LegalRevealIntercept")]
pub(crate) struct Teg2LegalRevealIntercept {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Window id."]
    pub(crate) window: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Reveal token number `token`."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LegalRevealObjective")]
pub(crate) struct Teg2LegalRevealObjective {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "The token."]
    pub(crate) token: i64,
    #[doc = "Its window id."]
    pub(crate) window: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "Reveal the battle command."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LegalRevealSplit")]
pub(crate) struct Teg2LegalRevealSplit {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Window id."]
    pub(crate) window: String,
    // (no description in the spec)
    pub(crate) action: String,
}

#[doc = "What a TEG II game's log holds of its own, as the service stores it\n(`type` tags `teg2_started`, `teg2`, `teg2_hidden`)."]
#[derive(Debug, Clone, async_graphql::Union)]
#[graphql(name = "Teg2Logged")]
pub(crate) enum Teg2Logged {
    #[doc = "A TEG II game starts (`docs/rules/teg2.md`): who sits where, the\nsetup, and the seed the service's own choices (bots, defaults) use."]
    Teg2Started(Teg2LoggedTeg2Started),
    #[doc = "A TEG II event: a seat's accepted command, or its pending step's\ndefault (a timeout or a forfeit)."]
    Teg2(Teg2LoggedTeg2),
    #[doc = "A TEG II reveal as another viewer sees it while the game is on: who\nrevealed, never what (T2-SEC-3). Never stored."]
    Teg2Hidden(Teg2LoggedTeg2Hidden),
    #[doc = "A player's clock ran out (SVC-CLOCK, T2-SEC-5)."]
    Teg2TimedOut(Teg2LoggedTeg2TimedOut),
    #[doc = "Who plays a player's seats changed (SVC-BOTS): a bot took them, or\ntheir person took them back."]
    Teg2ControlChanged(Teg2LoggedTeg2ControlChanged),
}

impl<'de> serde::Deserialize<'de> for Teg2Logged {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
        let kind = value.get("type").and_then(serde_json::Value::as_str).map(str::to_owned);
        match kind.as_deref() {
            Some("teg2_started") => serde_json::from_value(value).map(Self::Teg2Started),
            Some("teg2") => serde_json::from_value(value).map(Self::Teg2),
            Some("teg2_hidden") => serde_json::from_value(value).map(Self::Teg2Hidden),
            Some("teg2_timed_out") => serde_json::from_value(value).map(Self::Teg2TimedOut),
            Some("teg2_control_changed") => serde_json::from_value(value).map(Self::Teg2ControlChanged),
            other => return Err(D::Error::custom(format!("unknown Teg2Logged type {other:?}"))),
        }
        .map_err(D::Error::custom)
    }
}

#[doc = "A TEG II event: a seat's accepted command, or its pending step's\ndefault (a timeout or a forfeit)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LoggedTeg2")]
pub(crate) struct Teg2LoggedTeg2 {
    #[doc = "The colour of the player who acted, in games begun before seats\nhad numbers (`null` for a default, and in games since). Always\nwritten, so stored events read back byte for byte."]
    pub(crate) by: Option<String>,
    #[doc = "The player who acted: their seat at the service's table (`None`\nfor a default, and in games begun before seats had numbers)."]
    pub(crate) player: Option<i64>,
    #[doc = "The event."]
    pub(crate) event: Teg2Event,
    #[doc = "In a viewer's projection, the reveals this event published by\nclosing their windows, every participant's together (T2-SEC-3,\nT2-CLK-1). Never stored: a stored event has none."]
    pub(crate) published: Option<Vec<Reveal>>,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "Who plays a player's seats changed (SVC-BOTS): a bot took them, or\ntheir person took them back."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LoggedTeg2ControlChanged")]
pub(crate) struct Teg2LoggedTeg2ControlChanged {
    #[doc = "The player: their seat at the service's table."]
    pub(crate) player: i64,
    #[doc = "Who plays from now on."]
    pub(crate) controller: Controller,
    #[doc = "Why."]
    pub(crate) cause: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A TEG II reveal as another viewer sees it while the game is on: who\nrevealed, never what (T2-SEC-3). Never stored."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LoggedTeg2Hidden")]
pub(crate) struct Teg2LoggedTeg2Hidden {
    #[doc = "The seat that revealed."]
    pub(crate) seat: i64,
    #[doc = "`reveal_objective`, `reveal_split` or `reveal_intercept`."]
    pub(crate) action: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A TEG II game starts (`docs/rules/teg2.md`): who sits where, the\nsetup, and the seed the service's own choices (bots, defaults) use."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LoggedTeg2Started")]
pub(crate) struct Teg2LoggedTeg2Started {
    #[doc = "The players' colours, by player index (join order), in games begun\nbefore seats had numbers; empty since (the setup says how many\nplayers there are)."]
    pub(crate) seating: Option<Vec<String>>,
    #[doc = "The setup."]
    pub(crate) setup: Teg2Setup,
    #[doc = "The RNG seed for the service's choices."]
    pub(crate) seed: SecretSeed,
    #[doc = "`sha256(seed)`, as 64 hex digits."]
    pub(crate) commitment: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A player's clock ran out (SVC-CLOCK, T2-SEC-5)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2LoggedTeg2TimedOut")]
pub(crate) struct Teg2LoggedTeg2TimedOut {
    #[doc = "The player: their seat at the service's table."]
    pub(crate) player: i64,
    #[doc = "Steps in a row this player has let time out, this one included."]
    pub(crate) in_a_row: i64,
    #[doc = "What the clock does about it."]
    pub(crate) then: String,
    // (no description in the spec)
    #[serde(rename = "type")]
    #[graphql(name = "type")]
    pub(crate) type_: String,
}

#[doc = "A region of a TEG II map."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2MapRegion")]
pub(crate) struct Teg2MapRegion {
    #[doc = "Slug: the id in every TEG II command, event and view."]
    pub(crate) id: String,
    #[doc = "Names."]
    pub(crate) names: Names,
    #[doc = "`land` or `sea`."]
    pub(crate) kind: String,
    #[doc = "Drawing centre."]
    pub(crate) x: i64,
    #[doc = "Drawing centre."]
    pub(crate) y: i64,
}

#[doc = "A TEG II map (`docs/rules/teg2.md`, `docs/design/teg2-boards.md`)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2MapResponse")]
pub(crate) struct Teg2MapResponse {
    #[doc = "`americas`, `old_world` or `planisphere`."]
    pub(crate) board: String,
    #[doc = "Display name."]
    pub(crate) name: String,
    #[doc = "Drawing view box: width, height."]
    pub(crate) viewbox: Vec<i64>,
    #[doc = "Land and sea regions, in data order."]
    pub(crate) regions: Vec<Teg2MapRegion>,
    #[doc = "Every border once, as two region slugs (T2-CMP-5)."]
    pub(crate) borders: Vec<Vec<String>>,
    #[doc = "The objectives tables, each from its top row (two on the\nplanisphere); how many rows are in play depends on the powers\n(T2-OBJ-1, T2-VAR-6)."]
    pub(crate) objectives_tables: Vec<Vec<String>>,
}

#[doc = "Units moving across one border, as a reinforcement or a retreat."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2Move")]
pub(crate) struct Teg2Move {
    #[doc = "The other region: the source of a reinforcement, the destination of a retreat."]
    pub(crate) region: Option<String>,
    #[doc = "Armies or ships."]
    pub(crate) ordinary: Option<i64>,
    #[doc = "Aircraft."]
    pub(crate) aircraft: Option<i64>,
    #[doc = "The special unit."]
    pub(crate) special: Option<bool>,
}

#[doc = "Game options (T2-CMP-3, T2-CMP-7, T2-RND-1, T2-VAR-7)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2Options")]
pub(crate) struct Teg2Options {
    #[doc = "The level of play."]
    pub(crate) level: Option<String>,
    #[doc = "The map, for games of up to 6 players (paired games use both boards)."]
    pub(crate) board: Option<String>,
    #[doc = "4 or 8 with 4 powers per board; otherwise fixed by T2-RND-1 (`None`\ntakes the table's value, 4 for 4 powers)."]
    pub(crate) rounds: Option<i64>,
    #[doc = "Objectives stay face down until the end (T2-VAR-7)."]
    pub(crate) secret_objectives: Option<bool>,
}

#[doc = "A unit placement in an incorporation."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2Placement")]
pub(crate) struct Teg2Placement {
    #[doc = "Region slug."]
    pub(crate) region: String,
    #[doc = "Which kind."]
    pub(crate) unit: String,
    #[doc = "How many (at least 1)."]
    pub(crate) count: i64,
}

#[doc = "A player of a hosted TEG II game, as its view lists them."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2Player")]
pub(crate) struct Teg2Player {
    #[doc = "Their seat at the service's table (the lobby's `seats[].seat`), and\ntheir player number in the view's `teg2` (`seats[].player`)."]
    pub(crate) seat: i64,
    #[doc = "Their colour, in a game begun before seats had numbers."]
    pub(crate) color: Option<String>,
    #[doc = "Who plays their seats now (SVC-BOTS)."]
    pub(crate) controller: Controller,
    #[doc = "Whether they still play: not forfeited, the war on."]
    pub(crate) in_play: bool,
}

#[doc = "The final score table."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2Scores")]
pub(crate) struct Teg2Scores {
    #[doc = "Points by seat."]
    pub(crate) seats: Vec<i64>,
    #[doc = "Teams, best first."]
    pub(crate) teams: Vec<Teg2Team>,
    #[doc = "The winning players (several when they share the victory)."]
    pub(crate) winners: Vec<i64>,
}

#[doc = "A seat: one power played by one player on one board."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2Seat")]
pub(crate) struct Teg2Seat {
    #[doc = "The player (0-based)."]
    pub(crate) player: i64,
    #[doc = "The power."]
    pub(crate) power: String,
    #[doc = "The board (0, or 1 in paired games)."]
    pub(crate) table: i64,
}

#[doc = "What starts a game."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2Setup")]
pub(crate) struct Teg2Setup {
    #[doc = "The game's id, bound into every commitment (T2-SEC-2)."]
    pub(crate) game: String,
    #[doc = "How many people play: 2 to 6, 8, 10 or 12 (T2-VAR-5)."]
    pub(crate) players: i64,
    #[doc = "Which power each player represents, by player (3 to 6 players, and\nper board in paired games: players `0..k` on the first board,\n`k..2k` on the second). Empty: in order. Ignored with 2 players,\nwhose powers are fixed (T2-VAR-1)."]
    pub(crate) powers: Option<Vec<String>>,
    #[doc = "Options."]
    pub(crate) options: Teg2Options,
}

#[doc = "A neighbouring region reinforcements may come from, with the most each\nkind may bring: any amounts up to these (and the basic level's limit of\n2 holding units per crossing) are accepted together."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2Source")]
pub(crate) struct Teg2Source {
    #[doc = "Region slug."]
    pub(crate) region: String,
    #[doc = "Most armies or ships."]
    pub(crate) ordinary: i64,
    #[doc = "Whether the special unit may come."]
    pub(crate) special: bool,
    #[doc = "Most aircraft from here (see also `aircraft_room`)."]
    pub(crate) aircraft: i64,
}

#[doc = "What one team scored."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2Team")]
pub(crate) struct Teg2Team {
    #[doc = "Its players."]
    pub(crate) players: Vec<i64>,
    #[doc = "Its points."]
    pub(crate) points: i64,
    #[doc = "The level that breaks ties (T2-END-3): a power's, the sum of a\n2-player game's two powers, a pair's shared level."]
    pub(crate) level: i64,
}

#[doc = "A viewer's view of a TEG II game."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Teg2View")]
pub(crate) struct Teg2View {
    #[doc = "Events applied."]
    pub(crate) version: i64,
    #[doc = "The `<game>` of every commitment (T2-SEC-2): this game's id, or\nfor a game imported from a position the id of the game it was\nexported from (T2-SEC-7)."]
    pub(crate) binding: String,
    #[doc = "The level of play."]
    pub(crate) level: String,
    #[doc = "Seats."]
    pub(crate) seats: Vec<Teg2Seat>,
    #[doc = "Each power's war-potential level, in power order."]
    pub(crate) levels: Vec<LevelView>,
    #[doc = "Boards."]
    pub(crate) tables: Vec<TableView>,
    #[doc = "Who the game waits on."]
    pub(crate) waiting: Vec<Waiting>,
    #[doc = "The final scores."]
    pub(crate) scores: Option<Teg2Scores>,
    #[doc = "Steps each player let time out in a row, by player (T2-SEC-5)."]
    pub(crate) timeouts: Vec<i64>,
    #[doc = "The bot playing each player's seats since an operator or the clock\nhanded them over, by player (`null`: the person, or a bot seated in\nthe lobby, which the game's seats name)."]
    pub(crate) bots: Vec<Option<String>>,
}

#[doc = "A quick-match ticket (SVC-MATCH)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "TicketDto")]
pub(crate) struct TicketDto {
    #[doc = "Its id."]
    pub(crate) id: String,
    #[doc = "`waiting`, `matched` (with `game_id`), `cancelled` or `expired`."]
    pub(crate) status: String,
    #[doc = "The game matched, once `matched`."]
    pub(crate) game_id: Option<String>,
    #[doc = "The game asked for."]
    pub(crate) ruleset: String,
    #[doc = "The table sizes accepted."]
    pub(crate) players: PlayerRange,
    #[doc = "The clock asked for, or null."]
    pub(crate) clock: Option<ClockDto>,
    #[doc = "The options asked for, the game's defaults filled in."]
    pub(crate) options: Options,
    #[doc = "A rated table."]
    pub(crate) rated: bool,
    #[doc = "Bots fill the table after this many seconds, or null."]
    pub(crate) bots_after_seconds: Option<i64>,
    #[doc = "Opened (RFC 3339)."]
    pub(crate) created_at: String,
    #[doc = "Its status last changed (RFC 3339)."]
    pub(crate) updated_at: String,
}

#[doc = "One objective token."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "TokenView")]
pub(crate) struct TokenView {
    #[doc = "Owner seat."]
    pub(crate) seat: i64,
    #[doc = "Region slug."]
    pub(crate) region: String,
    #[doc = "Its kind: published, or the viewer's own."]
    pub(crate) kind: Option<String>,
    #[doc = "Whether its kind is public."]
    pub(crate) published: bool,
    #[doc = "`committed`, `revealed` or `defaulted` (whose kind, not what)."]
    pub(crate) state: String,
}

#[doc = "`GET /v1/tournaments/{id}`."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "TournamentDetail")]
pub(crate) struct TournamentDetail {
    #[doc = "Its id."]
    pub(crate) id: String,
    #[doc = "Its name."]
    pub(crate) name: String,
    #[doc = "The game."]
    pub(crate) ruleset: String,
    #[doc = "`swiss` or `round_robin`."]
    pub(crate) format: String,
    #[doc = "Most seats at a table."]
    pub(crate) table_size: i64,
    #[doc = "Rounds to play (a round robin plays at most its field's)."]
    pub(crate) total_rounds: i64,
    #[doc = "Every table's clock."]
    pub(crate) clock: ClockDto,
    #[doc = "Every table's options."]
    pub(crate) options: Options,
    #[doc = "Rated tables."]
    pub(crate) rated: bool,
    #[doc = "When round 1 starts (RFC 3339)."]
    pub(crate) starts_at: String,
    #[doc = "`open`, `running`, `paused`, `finished` or `cancelled`."]
    pub(crate) status: String,
    #[doc = "The round under way (0 before the start)."]
    pub(crate) round: i64,
    #[doc = "Entrants, in join order."]
    pub(crate) entrants: Vec<EntrantDto>,
    #[doc = "Who opened it."]
    pub(crate) created_by: String,
    #[doc = "Over the finished tables: points, then Buchholz, then wins, then\njoin order (SVC-TOURNAMENT)."]
    pub(crate) standings: Vec<StandingDto>,
    #[doc = "The rounds paired so far, each with its tables."]
    pub(crate) rounds: Vec<TournamentRoundDto>,
}

#[doc = "A page of tournaments."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "TournamentList")]
pub(crate) struct TournamentList {
    #[doc = "The page, the latest start first."]
    pub(crate) tournaments: Vec<TournamentSummary>,
    #[doc = "Tournaments in all."]
    pub(crate) total: i64,
    #[doc = "The page's offset."]
    pub(crate) offset: i64,
    #[doc = "The page's size."]
    pub(crate) limit: i64,
}

#[doc = "One round's tables."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "TournamentRoundDto")]
pub(crate) struct TournamentRoundDto {
    #[doc = "The round, from 1."]
    pub(crate) round: i64,
    #[doc = "Its tables."]
    pub(crate) tables: Vec<TournamentTableDto>,
}

#[doc = "A tournament (SVC-TOURNAMENT)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "TournamentSummary")]
pub(crate) struct TournamentSummary {
    #[doc = "Its id."]
    pub(crate) id: String,
    #[doc = "Its name."]
    pub(crate) name: String,
    #[doc = "The game."]
    pub(crate) ruleset: String,
    #[doc = "`swiss` or `round_robin`."]
    pub(crate) format: String,
    #[doc = "Most seats at a table."]
    pub(crate) table_size: i64,
    #[doc = "Rounds to play (a round robin plays at most its field's)."]
    pub(crate) total_rounds: i64,
    #[doc = "Every table's clock."]
    pub(crate) clock: ClockDto,
    #[doc = "Every table's options."]
    pub(crate) options: Options,
    #[doc = "Rated tables."]
    pub(crate) rated: bool,
    #[doc = "When round 1 starts (RFC 3339)."]
    pub(crate) starts_at: String,
    #[doc = "`open`, `running`, `paused`, `finished` or `cancelled`."]
    pub(crate) status: String,
    #[doc = "The round under way (0 before the start)."]
    pub(crate) round: i64,
    #[doc = "Entrants, in join order."]
    pub(crate) entrants: Vec<EntrantDto>,
    #[doc = "Who opened it."]
    pub(crate) created_by: String,
}

#[doc = "One table of a round."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "TournamentTableDto")]
pub(crate) struct TournamentTableDto {
    #[doc = "Its number in the round, from 1."]
    pub(crate) table: i64,
    #[doc = "Its game: only for the tournament's entrants and operators (its\ntables are private); `null` for anyone else."]
    pub(crate) game_id: Option<String>,
    #[doc = "Its players, as paired."]
    pub(crate) players: Vec<String>,
}

#[doc = "A game on \"live now\" (SVC-WATCH)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "TvGame")]
pub(crate) struct TvGame {
    #[doc = "The game."]
    pub(crate) game: GameSummary,
    #[doc = "People following it live who do not sit in it, on every instance."]
    pub(crate) spectators: i64,
    #[doc = "The mean shown rating of its rated people in its game, if any."]
    pub(crate) rating: Option<f64>,
}

#[doc = "\"Live now\": public games under way, the most watched first, then the\nbest rated, then the furthest along; at most 20."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "TvList")]
pub(crate) struct TvList {
    #[doc = "The games."]
    pub(crate) games: Vec<TvGame>,
}

#[doc = "An event with the version it produced."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Versioned")]
pub(crate) struct Versioned {
    #[doc = "The game's version after this event."]
    pub(crate) version: i64,
    #[doc = "The event, as the caller may see it."]
    pub(crate) event: Event,
}

#[doc = "A seat the game waits on, and for what."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Waiting")]
pub(crate) struct Waiting {
    #[doc = "The seat."]
    pub(crate) seat: i64,
    #[doc = "What for."]
    pub(crate) duty: String,
}

#[doc = "A whisper, as its sender and recipients read it (SVC-WHISPER)."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "Whisper")]
pub(crate) struct Whisper {
    #[doc = "Increasing id; page with `after`."]
    pub(crate) id: i64,
    #[doc = "The seat that whispered."]
    pub(crate) from: i64,
    #[doc = "The seats it is for."]
    pub(crate) to: Vec<i64>,
    #[doc = "The text (empty once an operator deleted it)."]
    pub(crate) body: String,
    #[doc = "The pact proposal it is the message of (R-PCT-2), or null."]
    pub(crate) pact: Option<i64>,
    #[doc = "Removed by an operator."]
    pub(crate) deleted: bool,
    #[doc = "When (RFC 3339)."]
    pub(crate) at: String,
}

#[doc = "A page of the caller's whispers in a game, oldest first."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "WhisperPage")]
pub(crate) struct WhisperPage {
    #[doc = "The whispers."]
    pub(crate) whispers: Vec<Whisper>,
}

#[doc = "An open commit–reveal window."]
#[derive(Debug, Clone, serde::Deserialize, async_graphql::SimpleObject)]
#[graphql(name = "WindowView")]
pub(crate) struct WindowView {
    #[doc = "The window id."]
    pub(crate) id: String,
    #[doc = "Each participant's state."]
    pub(crate) participants: Vec<Participant>,
    #[doc = "The viewer's own revealed choice, canonical form."]
    pub(crate) yours: Option<String>,
}

#[doc = "A bot seated when the table is opened."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "BotSeatInput")]
pub(crate) struct BotSeatInput {
    #[doc = "The bot's seat: its index in `seats` (checked when sent)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) seat: Option<i64>,
    #[doc = "The bot's colour, in the Risk editions: the first free one when\nleft out."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) color: Option<String>,
    #[doc = "How well it plays."]
    pub(crate) bot: String,
}

#[doc = "A turn clock (SVC-CLOCK): each step of the actor who must act may take\n`turn_seconds`; a timeout does `on_timeout`; `max_timeouts` in a row hand\nthe seat to its bot for good (`bot`) or forfeit the player (`pass`)."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "ClockInput")]
pub(crate) struct ClockInput {
    #[doc = "Seconds per step, 5 to 604,800 (a week)."]
    pub(crate) turn_seconds: i64,
    #[doc = "`pass` (the least harmful completion) or `bot` (the seat's bot\nplays the step)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) on_timeout: Option<String>,
    #[doc = "Timeouts in a row before the takeover or the forfeit, 1 to 100\n(3 when left out)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) max_timeouts: Option<i64>,
}

#[doc = "A quick-match ticket to open (SVC-MATCH)."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "NewTicketInput")]
pub(crate) struct NewTicketInput {
    #[doc = "The game: `revancha`, `classic`, `junior` or `teg2`."]
    pub(crate) ruleset: String,
    #[doc = "The table sizes the caller accepts."]
    pub(crate) players: PlayerRangeInput,
    #[doc = "A turn clock (SVC-CLOCK); tickets match only tickets of the same\nclock (none when absent)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) clock: Option<ClockInput>,
    #[doc = "Options over the game's defaults; tickets match only tickets of the\nsame options."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) options: Option<OptionsInput>,
    #[doc = "A rated table (SVC-RATING): no guest may ask for one."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) rated: Option<bool>,
    #[doc = "After this many seconds without a full table, bots of a level near\nthe caller's rating fill the empty seats (0 to 3,600); never when\nabsent."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) bots_after_seconds: Option<i64>,
}

#[doc = "The options a game was created with: the Risk-like editions' house rules (R-OPT-1, R-OPT-2) and, in a TEG II game, `teg2`. A key that names none is refused."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "OptionsInput")]
pub(crate) struct OptionsInput {
    #[doc = "Missiles (R-MIS)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) missiles: Option<bool>,
    #[doc = "Situation cards (R-SIT)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) situation_cards: Option<bool>,
    #[doc = "Blockades (R-BLK)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) blockades: Option<bool>,
    #[doc = "Pacts (R-PCT); reserved for the pacts module."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) pacts: Option<bool>,
    #[doc = "Countries that win at once (R-OBJ-1): a country count of the\nedition's board (0 in an edition without a common objective)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) common_objective: Option<i64>,
    #[doc = "When set, the game ends without a winner once this many rounds of\nhostilities have been played: 1 to [`MAX_ROUNDS`]."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) max_rounds: Option<i64>,
    #[doc = "Communication style shown to everyone (R-OPT-1)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) communication: Option<String>,
    #[doc = "TEG II's options (`ruleset: \"teg2\"` only): level, board, rounds, secret objectives (T2-CMP-3, T2-CMP-7, T2-RND-1, T2-VAR-7)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    #[graphql(name = "teg2")]
    pub(crate) teg2: Option<Teg2OptionsInput>,
}

#[doc = "Least and most players a quick-match ticket accepts at its table."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "PlayerRangeInput")]
pub(crate) struct PlayerRangeInput {
    #[doc = "At least this many (2 or more)."]
    pub(crate) min: i64,
    #[doc = "At most this many (the game's seats bound it: 6 in Revancha and\nclassic, 4 in Junior, 12 in TEG II)."]
    pub(crate) max: i64,
}

#[doc = "Announce a combat (T2-ANN-2)."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2CommandAnnounceInput")]
pub(crate) struct Teg2CommandAnnounceInput {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Region slug."]
    pub(crate) region: String,
    #[doc = "The power attacked."]
    pub(crate) opponent: String,
}

#[doc = "Commit to intercepting or not (T2-RKT-8)."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2CommandCommitInterceptInput")]
pub(crate) struct Teg2CommandCommitInterceptInput {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "SHA-256 commitment to `intercept` or `pass`."]
    pub(crate) commitment: String,
}

#[doc = "Commit to a battle command (T2-CLK-1, T2-SEC-2)."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2CommandCommitSplitInput")]
pub(crate) struct Teg2CommandCommitSplitInput {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "SHA-256 commitment to the split's canonical form."]
    pub(crate) commitment: String,
}

#[doc = "End the attack turn (T2-ANN-1)."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2CommandEndTurnInput")]
pub(crate) struct Teg2CommandEndTurnInput {
    #[doc = "Acting power."]
    pub(crate) power: String,
}

#[doc = "Place every unit due (T2-INC)."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2CommandIncorporateInput")]
pub(crate) struct Teg2CommandIncorporateInput {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Armies, ships and aircraft."]
    pub(crate) units: Vec<Teg2PlacementInput>,
    #[doc = "Where the special unit goes, when one is due (T2-SPU-1)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) special: Option<String>,
    #[doc = "Where the rocket goes, when taken (T2-RKT-1, T2-RKT-3)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) rocket: Option<String>,
}

#[doc = "What a player asks for. Every command names the power it acts for,\nsince a player of the 2-player game holds two."]
#[derive(Debug, Clone, async_graphql::OneofObject)]
#[graphql(name = "Teg2CommandInput")]
pub(crate) enum Teg2CommandInput {
    #[doc = "Place an objective token face down (T2-OBJ-3): the region is public,\nthe kind a commitment."]
    PlaceObjective(Teg2CommandPlaceObjectiveInput),
    #[doc = "Reveal a placed token's kind (T2-OBJ-5, T2-SEC-3)."]
    RevealObjective(Teg2CommandRevealObjectiveInput),
    #[doc = "Place every unit due (T2-INC)."]
    Incorporate(Teg2CommandIncorporateInput),
    #[doc = "Announce a combat (T2-ANN-2)."]
    Announce(Teg2CommandAnnounceInput),
    #[doc = "Bring reinforcements (T2-REI); an empty list brings nothing."]
    Reinforce(Teg2CommandReinforceInput),
    #[doc = "Retreat every unit instead of fighting (T2-RET)."]
    Retreat(Teg2CommandRetreatInput),
    #[doc = "Commit to a battle command (T2-CLK-1, T2-SEC-2)."]
    CommitSplit(Teg2CommandCommitSplitInput),
    #[doc = "Reveal the battle command (T2-SEC-3)."]
    RevealSplit(Teg2CommandRevealSplitInput),
    #[doc = "Launch a rocket (T2-RKT-5)."]
    Launch(Teg2CommandLaunchInput),
    #[doc = "Commit to intercepting or not (T2-RKT-8)."]
    CommitIntercept(Teg2CommandCommitInterceptInput),
    #[doc = "Reveal the interception choice."]
    RevealIntercept(Teg2CommandRevealInterceptInput),
    #[doc = "End the attack turn (T2-ANN-1)."]
    EndTurn(Teg2CommandEndTurnInput),
}

impl Teg2CommandInput {
    /// As REST's JSON: the kind's fields and `action`.
    pub(crate) fn to_json(&self) -> serde_json::Result<serde_json::Value> {
        let (kind, value) = match self {
            Self::PlaceObjective(v) => ("place_objective", serde_json::to_value(v)),
            Self::RevealObjective(v) => ("reveal_objective", serde_json::to_value(v)),
            Self::Incorporate(v) => ("incorporate", serde_json::to_value(v)),
            Self::Announce(v) => ("announce", serde_json::to_value(v)),
            Self::Reinforce(v) => ("reinforce", serde_json::to_value(v)),
            Self::Retreat(v) => ("retreat", serde_json::to_value(v)),
            Self::CommitSplit(v) => ("commit_split", serde_json::to_value(v)),
            Self::RevealSplit(v) => ("reveal_split", serde_json::to_value(v)),
            Self::Launch(v) => ("launch", serde_json::to_value(v)),
            Self::CommitIntercept(v) => ("commit_intercept", serde_json::to_value(v)),
            Self::RevealIntercept(v) => ("reveal_intercept", serde_json::to_value(v)),
            Self::EndTurn(v) => ("end_turn", serde_json::to_value(v)),
        };
        let mut value = value?;
        if let Some(fields) = value.as_object_mut() {
            fields.insert("action".to_owned(), kind.into());
        }
        Ok(value)
    }
}

#[doc = "Launch a rocket (T2-RKT-5)."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2CommandLaunchInput")]
pub(crate) struct Teg2CommandLaunchInput {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Target region slug."]
    pub(crate) target: String,
}

#[doc = "Place an objective token face down (T2-OBJ-3): the region is public,\nthe kind a commitment."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2CommandPlaceObjectiveInput")]
pub(crate) struct Teg2CommandPlaceObjectiveInput {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Region slug."]
    pub(crate) region: String,
    #[doc = "SHA-256 commitment to the kind (T2-SEC-2)."]
    pub(crate) commitment: String,
}

#[doc = "Bring reinforcements (T2-REI); an empty list brings nothing."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2CommandReinforceInput")]
pub(crate) struct Teg2CommandReinforceInput {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "One crossing per neighbouring region."]
    pub(crate) moves: Vec<Teg2MoveInput>,
}

#[doc = "Retreat every unit instead of fighting (T2-RET)."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2CommandRetreatInput")]
pub(crate) struct Teg2CommandRetreatInput {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Where each unit goes."]
    pub(crate) moves: Vec<Teg2MoveInput>,
}

#[doc = "Reveal the interception choice."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2CommandRevealInterceptInput")]
pub(crate) struct Teg2CommandRevealInterceptInput {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Whether to intercept."]
    pub(crate) intercept: bool,
    #[doc = "The nonce committed."]
    pub(crate) nonce: String,
}

#[doc = "Reveal a placed token's kind (T2-OBJ-5, T2-SEC-3)."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2CommandRevealObjectiveInput")]
pub(crate) struct Teg2CommandRevealObjectiveInput {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "The token's place in the power's placements, from 0."]
    pub(crate) token: i64,
    #[doc = "The kind committed."]
    pub(crate) kind: String,
    #[doc = "The nonce committed."]
    pub(crate) nonce: String,
}

#[doc = "Reveal the battle command (T2-SEC-3)."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2CommandRevealSplitInput")]
pub(crate) struct Teg2CommandRevealSplitInput {
    #[doc = "Acting power."]
    pub(crate) power: String,
    #[doc = "Canonical form, `\"3,+,ue\"`."]
    pub(crate) split: String,
    #[doc = "The nonce committed."]
    pub(crate) nonce: String,
}

#[doc = "Units moving across one border, as a reinforcement or a retreat."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2MoveInput")]
pub(crate) struct Teg2MoveInput {
    #[doc = "The other region: the source of a reinforcement, the destination of a retreat."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) region: Option<String>,
    #[doc = "Armies or ships."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) ordinary: Option<i64>,
    #[doc = "Aircraft."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) aircraft: Option<i64>,
    #[doc = "The special unit."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) special: Option<bool>,
}

#[doc = "Game options (T2-CMP-3, T2-CMP-7, T2-RND-1, T2-VAR-7)."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2OptionsInput")]
pub(crate) struct Teg2OptionsInput {
    #[doc = "The level of play."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) level: Option<String>,
    #[doc = "The map, for games of up to 6 players (paired games use both boards)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) board: Option<String>,
    #[doc = "4 or 8 with 4 powers per board; otherwise fixed by T2-RND-1 (`None`\ntakes the table's value, 4 for 4 powers)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) rounds: Option<i64>,
    #[doc = "Objectives stay face down until the end (T2-VAR-7)."]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) secret_objectives: Option<bool>,
}

#[doc = "A unit placement in an incorporation."]
#[derive(Debug, Clone, serde::Serialize, async_graphql::InputObject)]
#[graphql(name = "Teg2PlacementInput")]
pub(crate) struct Teg2PlacementInput {
    #[doc = "Region slug."]
    pub(crate) region: String,
    #[doc = "Which kind."]
    pub(crate) unit: String,
    #[doc = "How many (at least 1)."]
    pub(crate) count: i64,
}
