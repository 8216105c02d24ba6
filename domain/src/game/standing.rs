//! A finished game's finish order, of either family (SVC-RATING): each
//! family reads its own log and final state (`rules::standing`,
//! `teg2::standing`); here the places become the table's seats.

use super::{Event, Game};
use crate::shared::SeatKey;

/// Ranks best first, each the seats tied at it, among `seats` (the
/// table's, `GameMeta::keys`); `None` while the game goes on. A Risk-like
/// edition's places are colours, TEG II's seat numbers.
#[must_use]
pub fn finish_order(game: &Game, log: &[Event], seats: &[SeatKey]) -> Option<Vec<Vec<SeatKey>>> {
    match game {
        Game::Risk(g) => {
            let log: Vec<_> = log
                .iter()
                .filter_map(|e| match e {
                    Event::Risk(e) => Some(e.clone()),
                    Event::Teg2(_) => None,
                })
                .collect();
            let order = crate::rules::standing::finish_order(g, &log)?;
            let seat = |c| seats.iter().copied().find(|k| k.color == Some(c));
            Some(order.into_iter().map(|r| r.into_iter().filter_map(seat).collect()).collect())
        }
        Game::Teg2(h) => {
            let log: Vec<_> = log
                .iter()
                .filter_map(|e| match e {
                    Event::Teg2(l) => Some(l.clone()),
                    Event::Risk(_) => None,
                })
                .collect();
            let order = crate::teg2::standing::finish_order(h, &log)?;
            let seat = |p| seats.iter().copied().find(|k| k.seat == p);
            Some(order.into_iter().map(|r| r.into_iter().filter_map(seat).collect()).collect())
        }
    }
}
