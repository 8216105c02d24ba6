//! When a reveal becomes public (T2-SEC-3, T2-CLK-1, T2-SEC-6): a reveal
//! reaches only its sender while its window is open; the move that closes
//! the window publishes every reveal of it together, to everyone.
//!
//! The commands themselves are never in the game's state (only their
//! choices), so `publication` reads a log: it folds the moves, notes the
//! window each reveal addresses, and tells, move by move, which reveals
//! each move published by closing their windows and which are still in an
//! open one. `Pending` is that fold one move at a time, which the
//! service's game (`Hosted`) carries along so that a view of its latest
//! moves need not read the log from its start.

use std::collections::{BTreeMap, VecDeque};

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
    let mut pending = Pending::default();
    let mut published = Vec::new();
    for (i, event) in moves.into_iter().enumerate() {
        published.push(pending.step(&mut game, event, u64::try_from(i).unwrap_or(u64::MAX)));
    }
    let mut unpublished = vec![false; published.len()];
    for at in pending.held() {
        if let Some(hidden) = usize::try_from(at).ok().and_then(|i| unpublished.get_mut(i)) {
            *hidden = true;
        }
    }
    Ok(Publication { published, unpublished })
}

/// The reveals sent whose windows are still open, by window, each with
/// where it stands in the log: what a move that closes a window publishes.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct Pending {
    windows: BTreeMap<String, Vec<(u64, Reveal)>>,
}

impl Pending {
    /// Applies `event`, the move at `at` (any increasing position), to
    /// `game`: the reveals it publishes by closing their windows.
    fn step(&mut self, game: &mut Game, event: &Event, at: u64) -> Vec<Reveal> {
        let before = game.open_windows();
        if let Event::Acted { seat, command } = event
            && let Some(window) = game.reveal_window(*seat, command)
        {
            let reveal = Reveal { seat: *seat, command: command.clone() };
            self.windows.entry(window).or_default().push((at, reveal));
        }
        game.apply(event);
        let after = game.open_windows();
        let mut now = Vec::new();
        for closed in before.difference(&after) {
            now.extend(self.windows.remove(closed).into_iter().flatten().map(|(_, r)| r));
        }
        now
    }

    /// Where the reveals still unpublished stand.
    fn held(&self) -> impl Iterator<Item = u64> + '_ {
        self.windows.values().flatten().map(|(at, _)| *at)
    }
}

/// Moves with what they published kept at most by [`Published`]: the
/// latest moves, which followers read, are served from it; older ones
/// from the log.
const RECENT_MOST: usize = 32;

/// What a game's moves publish, folded along with them (by the service's
/// game, at log versions): the reveals still held, and what the latest
/// moves that published anything published.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Published {
    pending: Pending,
    /// (version, what the move at it published), non-empty lists only.
    recent: VecDeque<(u64, Vec<Reveal>)>,
    /// `recent` holds every list published after this version.
    complete_after: u64,
}

impl Published {
    /// Folding from version `at` on.
    #[must_use]
    pub fn from(at: u64) -> Published {
        Published { complete_after: at, ..Published::default() }
    }

    /// Applies the move at `version` to `game`, noting what it publishes.
    pub fn step(&mut self, game: &mut Game, event: &Event, version: u64) {
        self.step_keeping(game, event, version, RECENT_MOST);
    }

    /// [`Published::step`], keeping at most `most` publishing moves.
    fn step_keeping(&mut self, game: &mut Game, event: &Event, version: u64, most: usize) {
        let now = self.pending.step(game, event, version);
        if !now.is_empty() {
            self.recent.push_back((version, now));
            if self.recent.len() > most
                && let Some((oldest, _)) = self.recent.pop_front()
            {
                self.complete_after = oldest;
            }
        }
    }

    /// What the moves after `since` published and which of them are held,
    /// when this fold knows it (`None` for older moves: read the log).
    #[must_use]
    pub fn since(&self, since: u64) -> Option<Since<'_>> {
        (since >= self.complete_after).then_some(Since { published: self })
    }
}

/// [`Published::since`]: what each move after a version published.
#[derive(Debug, Clone, Copy)]
pub struct Since<'a> {
    published: &'a Published,
}

impl Since<'_> {
    /// The reveals the move at `version` published.
    #[must_use]
    pub fn published_by(&self, version: u64) -> &[Reveal] {
        let recent = &self.published.recent;
        recent.iter().find(|(at, _)| *at == version).map_or(&[], |(_, list)| list.as_slice())
    }

    /// Whether the move at `version` is a reveal still unpublished.
    #[must_use]
    pub fn held(&self, version: u64) -> bool {
        self.published.pending.held().any(|at| at == version)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{Seed, SeededRandomness};
    use crate::teg2::bot::{Teg2Bot, play};
    use crate::teg2::{PlayLevel, Teg2Options};

    /// A game of `players` random bots at `level`: its setup and its moves.
    fn played(players: u8, level: PlayLevel, seed: u8) -> (Teg2Setup, Vec<Event>) {
        let setup = Teg2Setup {
            game: "publish".to_owned(),
            players,
            powers: Vec::new(),
            options: Teg2Options { level, ..Teg2Options::default() },
        };
        let mut rng = SeededRandomness::for_version(&Seed([seed; 32]), 0);
        let bots = vec![Teg2Bot::Random; usize::from(players)];
        let moves = play(&setup, &bots, &mut rng).1[1..].to_vec();
        (setup, moves)
    }

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
            let (setup, moves) = played(players, level, seed);
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

    /// The fold one move at a time knows, for the moves after any version
    /// it still covers, what the whole log's publication says; past its
    /// last publishing moves kept (here 3) it says it does not know.
    #[test]
    fn the_fold_of_publications_agrees_with_the_whole_logs_for_the_moves_it_covers_t2_sec_3() {
        let mut trimmed = false;
        for (players, level, seed) in [(8, PlayLevel::Advanced, 4), (4, PlayLevel::Medium, 2)] {
            let (setup, moves) = played(players, level, seed);
            let mut game = Game::new(&setup).expect("a setup");
            let mut folded = Published::from(0);
            for (i, event) in moves.iter().enumerate() {
                // Move i is at version i + 1 (after the start at 0 here).
                folded.step_keeping(&mut game, event, u64::try_from(i + 1).unwrap(), 3);
                if i % 7 != 0 && i + 1 != moves.len() {
                    continue;
                }
                let whole = publication(&setup, &moves[..=i]).expect("a setup");
                let covered =
                    (0..=i).filter(|v| folded.since(u64::try_from(*v).unwrap()).is_some());
                let first = covered.min().expect("the latest move is always covered");
                trimmed |= first > 0;
                let known = folded.since(u64::try_from(first).unwrap()).expect("covered");
                for m in first..=i {
                    let version = u64::try_from(m + 1).unwrap();
                    assert_eq!(known.published_by(version), whole.published[m], "move {m} of {i}");
                    assert_eq!(known.held(version), whole.unpublished[m], "move {m} of {i}");
                }
            }
        }
        assert!(trimmed, "a game published more than the fold keeps, and it said so");
    }
}
