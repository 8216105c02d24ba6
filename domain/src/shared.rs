//! What every game at the service's table has, whatever its family (the
//! Risk-like editions in [`crate::rules`], TEG II in [`crate::teg2`]): who
//! looks, who plays a seat and how well a bot plays, values only some may
//! see, and the table talk allowed. Plain data naming no family, so both
//! families and the seam above them ([`crate::game`]) may use it.
//!
//! `Viewer<P>` (a seated player named by each family's own key: a colour in
//! the editions, a player number in TEG II, a `SeatKey` at the seam),
//! `SeatKey` (a seat as the service names it: its index in joining order,
//! and in the editions its colour; API "Seats"), `Controller`,
//! `ControlCause`, `OnTimeout`, `BotLevel`, `Secret<T>` and `Communication`,
//! re-exported by `rules` so old paths hold.

use crate::color::Color;

/// R-OPT-1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Communication {
    /// Anything goes.
    #[default]
    AnythingGoes,
    /// Fair play.
    FairPlay,
}

/// A value only some viewers may see.
///
/// The stored event log holds `Known`; a view turns it
/// into `Redacted` for every viewer not entitled to it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Secret<T> {
    /// The value.
    Known(T),
    /// Hidden from this viewer.
    Redacted,
}

impl<T> Secret<T> {
    /// The value, when known.
    #[must_use]
    pub fn known(&self) -> Option<&T> {
        match self {
            Secret::Known(v) => Some(v),
            Secret::Redacted => None,
        }
    }
}

/// Why a seat was taken out of play (SVC-FORFEIT): an operator's kick,
/// the clock (`max_timeouts`), or the player's own resignation
/// (SVC-RESIGN). Events logged before reasons were kept have none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ForfeitReason {
    /// An operator took the seat out.
    Kicked,
    /// The seat let too many deadlines pass.
    TimedOut,
    /// The player resigned.
    Resigned,
}

/// How well a bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum BotLevel {
    /// A uniformly random legal action, biased to finish the turn.
    Random,
    /// Attacks when the exact odds favour it, completes continents,
    /// exchanges cards, moves armies to the front.
    Greedy,
    /// Pursues its secret objective and the common one, defends its
    /// continents, uses missiles and blockades, answers pacts with care and
    /// keeps those it accepts.
    Planner,
}

impl BotLevel {
    /// Every level, weakest first.
    pub const ALL: [BotLevel; 3] = [BotLevel::Random, BotLevel::Greedy, BotLevel::Planner];

    /// The wire name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Greedy => "greedy",
            BotLevel::Planner => "planner",
        }
    }

    /// Parses the wire name.
    #[must_use]
    pub fn parse(s: &str) -> Option<BotLevel> {
        BotLevel::ALL.into_iter().find(|l| l.as_str() == s)
    }
}

impl std::fmt::Display for BotLevel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is no bot level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

message_error!(UnknownLevel, "unknown bot level `{}` (random, greedy or planner)");

impl std::str::FromStr for BotLevel {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        BotLevel::ALL
            .into_iter()
            .find(|l| l.as_str() == s)
            .ok_or_else(|| UnknownLevel(s.to_owned()))
    }
}

/// Who plays a seat (SVC-BOTS): its human, or a bot of a level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum Controller {
    /// The player seated there.
    #[default]
    Human,
    /// A bot.
    Bot {
        /// How well it plays.
        level: BotLevel,
    },
}

/// Who changed a game's life (SVC-LIFE: a pause, a resumption, an abort).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Authority {
    /// An operator (audited, with their reason; the reason is not public).
    Operator,
    /// The game's tournament (its pause, its cancellation).
    Tournament,
}

/// Why a seat changed hands (SVC-BOTS).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ControlCause {
    /// A bot seated at creation or in the lobby.
    Seat,
    /// The clock's K-th timeout in a row under `on_timeout: bot`.
    Timeouts,
    /// An operator put a bot in the seat.
    Operator,
    /// The seat's user took it back.
    Reclaim,
}

/// What a turn clock does when the actor lets their deadline pass
/// (SVC-CLOCK).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum OnTimeout {
    /// The step is completed with the least harmful legal moves.
    #[default]
    Pass,
    /// The seat's bot plays the step.
    Bot,
}

impl OnTimeout {
    /// The wire name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            OnTimeout::Pass => "pass",
            OnTimeout::Bot => "bot",
        }
    }
}

/// What the engine needs of a game's turn clock (SVC-CLOCK); the service
/// keeps its deadlines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockRule {
    /// What a timeout does.
    pub then: OnTimeout,
    /// Timeouts in a row that hand the seat to its bot for good (`bot`) or
    /// forfeit the player (`pass`).
    pub max_timeouts: u32,
    /// The level of the seat's bot under `bot`.
    pub bot: BotLevel,
}

/// A seat at a table as the service names it (API "Seats"): its 0-based
/// index in joining order, and in the Risk-like editions its colour. Each
/// family reads its own key: the editions the colour (their rules name
/// players by colour, R-CMP-2), TEG II the index (a player's number, up to
/// 12 in paired games).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SeatKey {
    /// The index, in joining order.
    pub seat: u8,
    /// Its colour, in the Risk-like editions.
    pub color: Option<Color>,
}

impl SeatKey {
    /// Seat `seat`, of `color` if it has one.
    #[must_use]
    pub fn new(seat: usize, color: Option<Color>) -> SeatKey {
        SeatKey { seat: u8::try_from(seat).unwrap_or(u8::MAX), color }
    }
}

impl std::fmt::Display for SeatKey {
    /// The colour where a seat has one (as the editions' messages always
    /// said), else `seat N`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.color {
            Some(c) => write!(f, "{c}"),
            None => write!(f, "seat {}", self.seat),
        }
    }
}

/// Who is looking: a seated player, named by the key `P` of the family
/// that draws the view (a colour in the editions, a player's number in
/// TEG II, a [`SeatKey`] at the seam).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Viewer<P = Color> {
    /// A seated player.
    Player(P),
    /// Anyone else (also what travels on the public bus).
    Spectator,
    /// A moderator: sees every secret.
    Operator,
}

impl<P: Copy + PartialEq> Viewer<P> {
    /// Whether this viewer may see `player`'s secrets.
    #[must_use]
    pub fn sees_secrets_of(self, player: P) -> bool {
        match self {
            Viewer::Player(p) => p == player,
            Viewer::Spectator => false,
            Viewer::Operator => true,
        }
    }

    /// The same viewer with the player named by another key; a player
    /// `key` cannot name looks as a spectator.
    #[must_use]
    pub fn map<Q>(self, key: impl FnOnce(P) -> Option<Q>) -> Viewer<Q> {
        match self {
            Viewer::Player(p) => key(p).map_or(Viewer::Spectator, Viewer::Player),
            Viewer::Spectator => Viewer::Spectator,
            Viewer::Operator => Viewer::Operator,
        }
    }
}
