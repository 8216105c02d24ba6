//! When a reveal becomes public (T2-SEC-3, T2-CLK-1, T2-SEC-6): a reveal
//! reaches only its sender while its window is open; the move that closes
//! the window publishes every reveal of it together, to everyone.
//!
//! The commands themselves are never in the state (only their choices), so
//! `publication` reads a log: it folds the moves, notes the window each
//! reveal addresses, and tells, move by move, which reveals each move
//! published by closing their windows and which are still in an open one.

use std::collections::BTreeMap;

use super::{Command, Event, Game, Teg2Setup};

/// A reveal as published when its window closed: who sent it and what, the
/// nonce included, so anyone can check it against its commitment.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Reveal {
    /// The seat that revealed.
    #[cfg_attr(feature = "openapi", schema(maximum = 255))]
    pub seat: u8,
    /// The reveal, as sent.
    #[cfg_attr(feature = "openapi", schema(value_type = Object))]
    pub command: Command,
}

/// How a log's reveals are published, move by move.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Publication {
    /// For each move, the reveals of the windows it closed, in the order
    /// they came (empty for most moves).
    pub published: Vec<Vec<Reveal>>,
    /// For each move, whether it is a reveal whose window is still open at
    /// the end of the log: only its sender may see it.
    pub unpublished: Vec<bool>,
}

/// Reads `moves` (every event after `Started`) from `setup`.
///
/// # Errors
/// A setup the engine refuses (never for a stored game's).
pub fn publication<'a>(
    setup: &Teg2Setup,
    moves: impl IntoIterator<Item = &'a Event>,
) -> Result<Publication, super::Teg2SetupError> {
    let mut game = Game::new(setup)?;
    let mut pending: BTreeMap<String, Vec<(usize, Reveal)>> = BTreeMap::new();
    let mut published = Vec::new();
    for (i, event) in moves.into_iter().enumerate() {
        let before = game.open_windows();
        if let Event::Acted { seat, command } = event
            && let Some(window) = game.reveal_window(*seat, command)
        {
            let reveal = Reveal { seat: *seat, command: command.clone() };
            pending.entry(window).or_default().push((i, reveal));
        }
        game.apply(event);
        let after = game.open_windows();
        let mut now = Vec::new();
        for closed in before.difference(&after) {
            now.extend(pending.remove(closed).into_iter().flatten().map(|(_, r)| r));
        }
        published.push(now);
    }
    let mut unpublished = vec![false; published.len()];
    for (i, _) in pending.into_values().flatten() {
        unpublished[i] = true;
    }
    Ok(Publication { published, unpublished })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{Seed, SeededRandomness};
    use crate::teg2::bot::{Teg2Bot, play};
    use crate::teg2::{PlayLevel, Teg2Options};

    /// T2-SEC-3: every reveal is published exactly once, by the move that
    /// closes its window, never before the reveal itself; a reveal still
    /// unpublished at a cut is one whose window is open there.
    #[test]
    fn each_reveal_is_published_once_when_its_window_closes_t2_sec_3_t2_clk_1() {
        for (players, level, seed) in [
            (3, PlayLevel::Basic, 1),
            (4, PlayLevel::Medium, 2),
            (2, PlayLevel::Advanced, 3),
            (8, PlayLevel::Advanced, 4),
        ] {
            let setup = Teg2Setup {
                game: "publish".to_owned(),
                players,
                powers: Vec::new(),
                options: Teg2Options { level, ..Teg2Options::default() },
            };
            let mut rng = SeededRandomness::for_version(&Seed([seed; 32]), 0);
            let bots = vec![Teg2Bot::Random; usize::from(players)];
            let moves = play(&setup, &bots, &mut rng).1[1..].to_vec();
            let whole = publication(&setup, &moves).expect("a setup");
            let reveals: Vec<usize> = moves
                .iter()
                .enumerate()
                .filter(|(_, e)| {
                    matches!(e, Event::Acted { command, .. } if command.reveal_action().is_some())
                })
                .map(|(i, _)| i)
                .collect();
            assert!(reveals.len() > 3, "{players} players: the game had reveals");
            let published: usize = whole.published.iter().map(Vec::len).sum();
            assert!(published > 0, "{players}: reveals were published");
            assert!(whole.unpublished.iter().all(|u| !u), "{players}: all public at the end");
            for (i, list) in whole.published.iter().enumerate() {
                for reveal in list {
                    let sent = moves[..=i].iter().filter(|e| {
                        matches!(e, Event::Acted { seat, command }
                            if *seat == reveal.seat && *command == reveal.command)
                    });
                    assert!(sent.count() >= 1, "{players}: published at {i} after it came");
                }
            }
            for cut in (0..moves.len()).step_by(5) {
                let part = publication(&setup, &moves[..cut]).expect("a setup");
                let mut game = Game::new(&setup).expect("a setup");
                let mut windows = Vec::new();
                for e in &moves[..cut] {
                    windows.push(match e {
                        Event::Acted { seat, command } => game.reveal_window(*seat, command),
                        _ => None,
                    });
                    game.apply(e);
                }
                let open = game.open_windows();
                for (i, hidden) in part.unpublished.iter().enumerate() {
                    let in_open = windows[i].as_ref().is_some_and(|w| open.contains(w));
                    assert_eq!(*hidden, in_open, "{players} players, cut {cut}, move {i}");
                }
                assert_eq!(part.published[..], whole.published[..cut], "a prefix publishes alike");
            }
        }
    }
}
