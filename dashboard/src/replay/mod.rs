//! Replay navigation: where the turns, rounds, battles, conquests and
//! eliminations of a log are, so the game page can jump from any version to
//! the previous or next one of each; the move the shown version just made,
//! for the board to highlight (with an arrow); and the window of the log
//! shown around it ([`LOG_WINDOW`] entries each side, so a 6,000-event
//! game's page stays small). Each family reads its own moments (`risk.rs`,
//! `teg2.rs`).
//!
//! Version `v` is the state after the first `v` events; the event "just
//! made" at `v` is `events[v - 1]`, and a mark of a kind sits at `v` when
//! that event is of the kind.

use domain::CountryId;
use domain::game::Event;

use crate::i18n::Lang;

mod risk;
mod teg2;

pub use risk::move_of;

/// How many log entries the page lists on each side of the shown version.
pub const LOG_WINDOW: u64 = 100;

/// The kinds of moment one may jump between.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// A player's turn begins.
    Turn,
    /// A round begins.
    Round,
    /// Dice or a missile: an attack resolved, a missile fired.
    Battle,
    /// A country changed hands.
    Conquest,
    /// A player is out.
    Elimination,
}

impl Mark {
    /// Every kind, in the page's order.
    pub const ALL: [Mark; 5] =
        [Mark::Turn, Mark::Round, Mark::Battle, Mark::Conquest, Mark::Elimination];

    /// Its id in the page (`data-prev-turn`, `#next-battle`).
    #[must_use]
    pub fn slug(self) -> &'static str {
        match self {
            Mark::Turn => "turn",
            Mark::Round => "round",
            Mark::Battle => "battle",
            Mark::Conquest => "conquest",
            Mark::Elimination => "elimination",
        }
    }

    /// Its name in the page's language.
    #[must_use]
    pub fn label(self, lang: Lang) -> &'static str {
        lang.t(&format!("mark.{}", self.slug()))
    }
}

/// The previous and next moment of one kind around a version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Jump {
    /// Which kind.
    pub mark: Mark,
    /// The last one before the version, if any.
    pub prev: Option<u64>,
    /// The first one after it, if any.
    pub next: Option<u64>,
}

/// The jumps of every kind from `version` in `events`: for a TEG II game,
/// turns (an incorporation), rounds and battles (a combat fought, a rocket
/// exploded or intercepted), read from what each move put in the game's
/// journal.
#[must_use]
pub fn jumps(events: &[Event], version: u64) -> Vec<Jump> {
    let teg2 = teg2::marks(events);
    let kinds: &[Mark] = if teg2.is_some() { &Mark::ALL[..3] } else { &Mark::ALL };
    kinds
        .iter()
        .map(|&mark| {
            let at = |i: usize| u64::try_from(i + 1).unwrap_or(u64::MAX);
            let is = |i: usize, e: &Event| match &teg2 {
                Some(marks) => marks[i].contains(&mark),
                None => mark.matches(e),
            };
            let marks = events.iter().enumerate().filter(|&(i, e)| is(i, e)).map(|(i, _)| at(i));
            let (mut prev, mut next) = (None, None);
            for v in marks {
                if v < version {
                    prev = Some(v);
                } else if v > version {
                    next = Some(v);
                    break;
                }
            }
            Jump { mark, prev, next }
        })
        .collect()
}

/// What the event just made at a version did on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveKind {
    /// An attack that did not take the country.
    Attack,
    /// An attack that took it.
    Conquest,
    /// A missile fired.
    Missile,
    /// Armies moved: into a conquered country, or a regroup.
    Move,
}

impl MoveKind {
    /// Its class in the SVG.
    #[must_use]
    pub fn class(self) -> &'static str {
        match self {
            MoveKind::Attack => "attack",
            MoveKind::Conquest => "conquest",
            MoveKind::Missile => "missile",
            MoveKind::Move => "move",
        }
    }
}

/// The move the board highlights: from, to, and what it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// The acting country.
    pub from: CountryId,
    /// The country acted on.
    pub to: CountryId,
    /// What it was.
    pub kind: MoveKind,
}

/// The versions whose log entries the page lists around `version` (of
/// `last`): at most [`LOG_WINDOW`] on each side.
#[must_use]
pub fn window(version: u64, last: u64) -> std::ops::RangeInclusive<u64> {
    let first = version.saturating_sub(LOG_WINDOW).max(1);
    let end = version.saturating_add(LOG_WINDOW).min(last);
    first..=end
}
