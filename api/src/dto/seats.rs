//! Seats' wire types: turn clocks, bot seats and picking a seat by number
//! or colour.

use domain::color::Color;
use domain::ports::TurnClock;
use domain::shared::{BotLevel, OnTimeout};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

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
