//! What a game's log holds and what a seat sends, whatever the family: a
//! Risk-like edition's [`rules::Event`](crate::rules::Event) or TEG II's
//! [`Logged`], a [`rules::Command`](crate::rules::Command) or a TEG II
//! command. The wire is flat, as it was before the families stood apart:
//! an event or command is its family's own object, told apart by its
//! `type` (TEG II's are `teg2…`), so stored logs read as they always did.

use crate::rules;
use crate::shared::SeatKey;
use crate::teg2::{self, Logged};

/// An event of either family, as stored and as sent to viewers.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(untagged))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Event {
    /// A Risk-like edition's event (also the seat events both families
    /// share: `control_changed`, `timed_out`).
    Risk(rules::Event),
    /// A TEG II game's own event.
    Teg2(Logged),
}

impl Event {
    /// A TEG II event as stored: `player`'s (or a default's), publishing
    /// nothing.
    #[must_use]
    pub fn teg2(player: Option<u8>, event: teg2::Event) -> Event {
        Event::Teg2(Logged::teg2(player, event))
    }

    /// The Risk-like edition's event, if it is one.
    #[must_use]
    pub fn risk(&self) -> Option<&rules::Event> {
        match self {
            Event::Risk(e) => Some(e),
            Event::Teg2(_) => None,
        }
    }

    /// The seat this event takes from its person by their clock
    /// (SVC-FAIRPLAY): forfeited after its last allowed timeout, or handed
    /// to its bot for good. A resignation or an operator's kick is not one.
    #[must_use]
    pub fn abandoned_seat(&self) -> Option<SeatKey> {
        use crate::shared::{ControlCause, ForfeitReason};
        let timed_out = Some(ForfeitReason::TimedOut);
        match self {
            Event::Risk(rules::Event::PlayerForfeited { player, reason })
                if *reason == timed_out =>
            {
                Some(SeatKey { seat: 0, color: Some(*player) })
            }
            Event::Risk(rules::Event::ControlChanged {
                player,
                cause: ControlCause::Timeouts,
                ..
            }) => Some(SeatKey { seat: 0, color: Some(*player) }),
            Event::Teg2(Logged::Teg2ControlChanged {
                player,
                cause: ControlCause::Timeouts,
                ..
            }) => Some(SeatKey { seat: *player, color: None }),
            Event::Teg2(Logged::Teg2 { event, .. }) => match event.as_ref() {
                teg2::Event::Forfeited { player, reason } if *reason == timed_out => {
                    Some(SeatKey { seat: *player, color: None })
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether the event starts a new step for the turn clocks.
    #[must_use]
    pub fn starts_step(&self) -> bool {
        self.risk().is_some_and(rules::Event::starts_step)
    }
}

impl From<rules::Event> for Event {
    fn from(e: rules::Event) -> Self {
        Event::Risk(e)
    }
}

impl From<Logged> for Event {
    fn from(e: Logged) -> Self {
        Event::Teg2(e)
    }
}

/// A command of either family: a Risk-like edition's, or TEG II's as
/// `{"type": "teg2", "command": …}`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(untagged))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Command {
    /// A Risk-like edition's command.
    Risk(rules::Command),
    /// A TEG II action (`docs/rules/teg2.md`).
    Teg2(Teg2Command),
}

/// A TEG II action on the wire: `{"type": "teg2", "command": …}`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(tag = "type", rename_all = "snake_case", deny_unknown_fields))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Action))]
pub enum Teg2Command {
    /// The action.
    Teg2 {
        /// The action.
        command: Box<teg2::Command>,
    },
}

impl Command {
    /// A TEG II action.
    #[must_use]
    pub fn teg2(command: teg2::Command) -> Command {
        Command::Teg2(Teg2Command::Teg2 { command: Box::new(command) })
    }

    /// The Risk-like edition's command, if it is one.
    #[must_use]
    pub fn risk(&self) -> Option<&rules::Command> {
        match self {
            Command::Risk(c) => Some(c),
            Command::Teg2(_) => None,
        }
    }
}

impl From<rules::Command> for Command {
    fn from(c: rules::Command) -> Self {
        Command::Risk(c)
    }
}

/// Decodes either family's value, told apart by its `type` tag (TEG II's
/// start with `teg2`), keeping each family's own error messages.
#[cfg(feature = "serde")]
fn by_family<'de, D, R, T, O>(
    d: D,
    risk: impl FnOnce(R) -> O,
    teg2: impl FnOnce(T) -> O,
) -> Result<O, D::Error>
where
    D: serde::Deserializer<'de>,
    R: serde::de::DeserializeOwned,
    T: serde::de::DeserializeOwned,
{
    use serde::Deserialize as _;
    let value = serde_json::Value::deserialize(d)?;
    let tag = value.get("type").and_then(serde_json::Value::as_str);
    if tag.is_some_and(|t| t.starts_with("teg2")) {
        crate::wire::reread::<T, D::Error>(&value).map(teg2)
    } else {
        crate::wire::reread::<R, D::Error>(&value).map(risk)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Event {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        by_family(d, Event::Risk, Event::Teg2)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Command {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        by_family(d, Command::Risk, Command::Teg2)
    }
}
