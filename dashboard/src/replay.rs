//! Replay navigation: where the turns, rounds, battles, conquests and
//! eliminations of a log are, so the game page can jump from any version to
//! the previous or next one of each; the move the shown version just made,
//! for the board to highlight; and the window of the log shown around it.
//!
//! Version `v` is the state after the first `v` events; the event "just
//! made" at `v` is `events[v - 1]`, and a mark of a kind sits at `v` when
//! that event is of the kind.

use domain::CountryId;
use domain::rules::Event;

use crate::i18n::Lang;

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

    /// Whether `event` is a moment of this kind.
    #[must_use]
    pub fn matches(self, event: &Event) -> bool {
        match self {
            Mark::Turn => matches!(event, Event::TurnStarted { .. }),
            Mark::Round => matches!(event, Event::RoundStarted { .. }),
            Mark::Battle => matches!(
                event,
                Event::AttackResolved { .. }
                    | Event::MissileFired { .. }
                    | Event::MissileFiredAt { .. }
            ),
            Mark::Conquest => matches!(event, Event::AttackResolved { conquered: true, .. }),
            Mark::Elimination => matches!(event, Event::PlayerEliminated { .. }),
        }
    }

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
        match (self, lang) {
            (Mark::Turn, Lang::Es) => "turno",
            (Mark::Turn, Lang::En) => "turn",
            (Mark::Round, Lang::Es) => "ronda",
            (Mark::Round, Lang::En) => "round",
            (Mark::Battle, Lang::Es) => "combate",
            (Mark::Battle, Lang::En) => "battle",
            (Mark::Conquest, Lang::Es) => "conquista",
            (Mark::Conquest, Lang::En) => "conquest",
            (Mark::Elimination, Lang::Es) => "eliminación",
            (Mark::Elimination, Lang::En) => "elimination",
        }
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

/// The jumps of every kind from `version` in `events`.
#[must_use]
pub fn jumps(events: &[Event], version: u64) -> Vec<Jump> {
    Mark::ALL
        .into_iter()
        .map(|mark| {
            let at = |i: usize| u64::try_from(i + 1).unwrap_or(u64::MAX);
            let marks =
                events.iter().enumerate().filter(|(_, e)| mark.matches(e)).map(|(i, _)| at(i));
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

/// The move `event` made on the board, if it was one.
#[must_use]
pub fn move_of(event: &Event) -> Option<Move> {
    let (from, to, kind) = match *event {
        Event::AttackResolved { from, to, conquered, .. } => {
            (from, to, if conquered { MoveKind::Conquest } else { MoveKind::Attack })
        }
        Event::MissileFired { from, to, .. } | Event::MissileFiredAt { from, to, .. } => {
            (from, to, MoveKind::Missile)
        }
        Event::ArmiesMovedIn { from, to, .. } | Event::Regrouped { from, to, .. } => {
            (from, to, MoveKind::Move)
        }
        _ => return None,
    };
    Some(Move { from, to, kind })
}

/// The versions whose log entries the page lists around `version` (of
/// `last`): at most [`LOG_WINDOW`] on each side.
#[must_use]
pub fn window(version: u64, last: u64) -> std::ops::RangeInclusive<u64> {
    let first = version.saturating_sub(LOG_WINDOW).max(1);
    let end = version.saturating_add(LOG_WINDOW).min(last);
    first..=end
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::Color;

    fn turn(player: Color) -> Event {
        Event::TurnStarted { player, incorporation: None }
    }

    fn eliminated() -> Event {
        Event::PlayerEliminated {
            player: Color::Blue,
            by: Color::Red,
            cards: domain::rules::Secret::Known(Vec::new()),
        }
    }

    #[test]
    fn jumps_find_the_moments_before_and_after_the_shown_version() {
        // Versions 1..=5: turn, elimination, turn, turn, elimination.
        let events =
            vec![turn(Color::Red), eliminated(), turn(Color::Blue), turn(Color::Red), eliminated()];
        let of = |v, m| jumps(&events, v).into_iter().find(|j| j.mark == m).expect("kind");
        assert_eq!(of(3, Mark::Turn), Jump { mark: Mark::Turn, prev: Some(1), next: Some(4) });
        assert_eq!(of(0, Mark::Turn).next, Some(1));
        assert_eq!(of(4, Mark::Turn).next, None);
        assert_eq!(
            of(3, Mark::Elimination),
            Jump { mark: Mark::Elimination, prev: Some(2), next: Some(5) }
        );
        assert_eq!(of(3, Mark::Battle), Jump { mark: Mark::Battle, prev: None, next: None });
    }

    #[test]
    fn the_log_window_is_clamped_to_the_log() {
        assert!(window(0, 0).is_empty(), "an empty log lists nothing");
        assert_eq!(window(5, 20), 1..=20);
        assert_eq!(window(3_000, 6_637), 2_900..=3_100);
        assert_eq!(window(6_637, 6_637), 6_537..=6_637);
    }
}
