//! Why a game refused a command or a setup, whatever its family: a stable
//! code, the rule it enforces (each family's own ids) and a message naming
//! things on that game's own board.

use crate::rules;
use crate::teg2::{Refusal, Teg2SetupError};

/// A command a game refused; the state is untouched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    /// A Risk-like edition's rule, cited as that edition binds it.
    Risk(rules::Refused),
    /// A TEG II rule (`T2-…`).
    Teg2(Refusal),
    /// The command belongs to the other family: a TEG II action in a
    /// Risk-like game or the reverse.
    OtherFamily,
}

impl Refused {
    /// Stable machine code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            Refused::Risk(r) => r.code(),
            Refused::Teg2(r) => r.code,
            Refused::OtherFamily => "NOT_IN_THIS_GAME",
        }
    }

    /// The rule id it enforces.
    #[must_use]
    pub fn rule(&self) -> &'static str {
        match self {
            Refused::Risk(r) => r.rule(),
            Refused::Teg2(r) => r.rule,
            Refused::OtherFamily => "T2-CMP-1",
        }
    }

    /// The Risk-like edition's violation, if it is one.
    #[must_use]
    pub fn violation(&self) -> Option<&rules::RuleViolation> {
        match self {
            Refused::Risk(r) => Some(&r.violation),
            Refused::Teg2(_) | Refused::OtherFamily => None,
        }
    }
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::Risk(r) => r.fmt(f),
            Refused::Teg2(r) => f.write_str(&r.message),
            Refused::OtherFamily => f.write_str(
                "this action belongs to another game: TEG II and the Risk-like editions have their own",
            ),
        }
    }
}

impl std::error::Error for Refused {}

impl From<rules::Refused> for Refused {
    fn from(r: rules::Refused) -> Self {
        Refused::Risk(r)
    }
}

/// A setup a game's rules refuse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// A Risk-like edition's (player count, colours, options).
    Risk(rules::SetupError),
    /// TEG II's (players, powers, board, rounds, seating).
    Teg2(Teg2SetupError),
    /// A table of a count TEG II is not played by (T2-VAR-5: 2 to 6, 8, 10
    /// or 12), with the editions' code for a bad count.
    Teg2PlayerCount(usize),
}

impl SetupError {
    /// Whether it refuses only the number of seats.
    #[must_use]
    pub fn is_seat_count(&self) -> bool {
        matches!(
            self,
            SetupError::Teg2PlayerCount(_)
                | SetupError::Risk(
                    rules::SetupError::EditionPlayerCount { .. }
                        | rules::SetupError::PlayerCount(_)
                )
        )
    }

    /// Stable code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            SetupError::Risk(e) => e.code(),
            SetupError::Teg2(_) => "INVALID_TEG2_SETUP",
            SetupError::Teg2PlayerCount(_) => "PLAYER_COUNT",
        }
    }
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::Risk(e) => e.fmt(f),
            SetupError::Teg2(e) => e.fmt(f),
            SetupError::Teg2PlayerCount(n) => {
                write!(f, "{n} players: TEG II is played by 2 to 6, 8, 10 or 12 (T2-VAR-5)")
            }
        }
    }
}

impl std::error::Error for SetupError {}

impl From<rules::SetupError> for SetupError {
    fn from(e: rules::SetupError) -> Self {
        SetupError::Risk(e)
    }
}

impl From<Teg2SetupError> for SetupError {
    fn from(e: Teg2SetupError) -> Self {
        SetupError::Teg2(e)
    }
}
