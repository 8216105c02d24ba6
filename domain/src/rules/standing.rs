//! The finish order of a finished game (SVC-RATING in
//! `docs/rules/revancha.md`): what a rating learns from it. The winner
//! first; then the players still in play, by countries held, then armies
//! (a missile counted as 6, R-CMP-5), those equal on both tied; then those
//! out of play, eliminated or forfeited, the latest out first. A player
//! counts as out at their first `PlayerEliminated` or `PlayerForfeited`
//! (a resign is a forfeit, SVC-RESIGN), so the log is read beside the
//! final state.

use crate::color::Color;
use crate::rules::state::{Game, Outcome};
use crate::rules::types::Event;

/// Ranks best first, each the colours tied at it; `None` while the game
/// goes on.
#[must_use]
pub fn finish_order(game: &Game, log: &[Event]) -> Option<Vec<Vec<Color>>> {
    let outcome = game.outcome()?;
    // The moment each colour went out of play: its first out event.
    let mut out: Vec<(Color, usize)> = Vec::new();
    for (at, event) in log.iter().enumerate() {
        let player = match event {
            Event::PlayerEliminated { player, .. } | Event::PlayerForfeited { player, .. } => {
                *player
            }
            _ => continue,
        };
        if !out.iter().any(|(c, _)| *c == player) {
            out.push((player, at));
        }
    }
    let winner = match outcome {
        Outcome::Won { winner, .. } => Some(winner),
        Outcome::RoundCap => None,
    };
    let mut order: Vec<Vec<Color>> = winner.map(|w| vec![w]).into_iter().collect();
    // Still in play: those never out, the winner aside.
    let mut standing: Vec<(Color, (u32, u32))> = game
        .seating()
        .iter()
        .copied()
        .filter(|c| Some(*c) != winner && !out.iter().any(|(o, _)| o == c))
        .map(|c| {
            let (armies, missiles) = game.forces(c);
            (c, (game.country_count(c), armies + 6 * missiles))
        })
        .collect();
    standing.sort_by_key(|s| std::cmp::Reverse(s.1));
    for group in standing.chunk_by(|a, b| a.1 == b.1) {
        order.push(group.iter().map(|(c, _)| *c).collect());
    }
    // Out of play, latest first; the winner is never among them.
    out.retain(|(c, _)| Some(*c) != winner);
    out.sort_by_key(|o| std::cmp::Reverse(o.1));
    order.extend(out.into_iter().map(|(c, _)| vec![c]));
    Some(order)
}
