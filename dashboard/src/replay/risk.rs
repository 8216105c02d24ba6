//! Replaying a Risk-like edition's log: which events are the moments one
//! jumps between, and the move each made on the board.

use domain::game::Event;
use domain::rules::Event as RiskEvent;

use super::{Mark, Move, MoveKind};

impl Mark {
    /// Whether `event` is a moment of this kind.
    #[must_use]
    pub fn matches(self, event: &Event) -> bool {
        let Some(event) = event.risk() else { return false };
        match self {
            Mark::Turn => matches!(event, RiskEvent::TurnStarted { .. }),
            Mark::Round => matches!(event, RiskEvent::RoundStarted { .. }),
            Mark::Battle => matches!(
                event,
                RiskEvent::AttackResolved { .. }
                    | RiskEvent::MissileFired { .. }
                    | RiskEvent::MissileFiredAt { .. }
            ),
            Mark::Conquest => matches!(event, RiskEvent::AttackResolved { conquered: true, .. }),
            Mark::Elimination => matches!(event, RiskEvent::PlayerEliminated { .. }),
        }
    }
}

/// The move `event` made on the board, if it was one.
#[must_use]
pub fn move_of(event: &Event) -> Option<Move> {
    let (from, to, kind) = match *event.risk()? {
        RiskEvent::AttackResolved { from, to, conquered, .. } => {
            (from, to, if conquered { MoveKind::Conquest } else { MoveKind::Attack })
        }
        RiskEvent::MissileFired { from, to, .. } | RiskEvent::MissileFiredAt { from, to, .. } => {
            (from, to, MoveKind::Missile)
        }
        RiskEvent::ArmiesMovedIn { from, to, .. } | RiskEvent::Regrouped { from, to, .. } => {
            (from, to, MoveKind::Move)
        }
        _ => return None,
    };
    Some(Move { from, to, kind })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replay::{Jump, jumps, window};
    use domain::Color;

    fn turn(player: Color) -> Event {
        Event::Risk(RiskEvent::TurnStarted { player, incorporation: None })
    }

    fn eliminated() -> Event {
        Event::Risk(RiskEvent::PlayerEliminated {
            player: Color::Blue,
            by: Color::Red,
            cards: domain::shared::Secret::Known(Vec::new()),
        })
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
