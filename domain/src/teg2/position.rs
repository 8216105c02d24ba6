//! A TEG II game as a document: its setup and its moves (T2-SEC-7);
//! `export` and `import` turn a game into them and back.
//!
//! A Risk-like position is a snapshot of the board; a TEG II one is the
//! move list, because an open commit–reveal window holds commitments that
//! only their players can open: a snapshot could not say what they bind,
//! while the moves carry them as they came. Exporting drops the reveals of
//! windows still open (`exportable_moves`; operators see no choice before
//! its window closes, T2-SEC-3); importing replays every move through
//! [`Game::decide`] (`replay_moves`), so a document the rules would not have
//! produced is refused as a whole.

use std::collections::BTreeSet;

use super::{Command, Event, Game, Phase, Step, Teg2Setup};

/// The most moves a document may hold: about forty games of six players
/// end to end, a bound on what an import replays.
pub const MAX_MOVES: usize = 20_000;

/// Why a document's moves, or a stored log ([`Game::replay`]), were refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveError {
    /// The move's place in the list, from 0 (`None`: the list as a whole).
    pub index: Option<usize>,
    /// Why.
    pub message: String,
}

impl std::fmt::Display for MoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.index {
            Some(i) => write!(f, "move {i}: {}", self.message),
            None => write!(f, "{}", self.message),
        }
    }
}

impl Game {
    /// Replays a game from its events.
    ///
    /// # Errors
    /// A log that does not start with a valid `Started` (`index: None`), or
    /// the first event the state cannot take ([`Game::admits`], `index` its
    /// place in the log): a damaged log is refused, never a panic.
    pub fn replay(events: &[Event]) -> Result<Game, MoveError> {
        let Some(Event::Started { setup }) = events.first() else {
            let message = "a TEG II log starts with `started`".to_owned();
            return Err(MoveError { index: None, message });
        };
        let mut game = Game::new(setup).map_err(|e| MoveError { index: None, message: e.0 })?;
        for (i, e) in events.iter().enumerate().skip(1) {
            game.try_apply(e).map_err(|message| MoveError { index: Some(i), message })?;
        }
        Ok(game)
    }

    /// The commit–reveal windows open now: whatever is revealed in them is
    /// still unpublished (T2-SEC-3).
    #[must_use]
    pub fn open_windows(&self) -> BTreeSet<String> {
        let mut open = BTreeSet::new();
        for table in &self.tables {
            match &table.step {
                Step::Attack { phase: Phase::Combat(c), .. } => {
                    open.insert(c.window.clone());
                }
                Step::Attack { phase: Phase::Interception(i), .. } => {
                    open.insert(i.window.clone());
                }
                _ => {}
            }
            let unpublished = table.tokens.iter().flatten().filter(|k| k.kind.is_none());
            open.extend(unpublished.map(|k| k.window.clone()));
        }
        open
    }

    /// The window a seat's reveal addresses in this state (`None` for any
    /// other command).
    #[must_use]
    pub fn reveal_window(&self, seat: u8, command: &Command) -> Option<String> {
        let (t, me) = self.locate(seat);
        let table = &self.tables[t];
        match (command, &table.step) {
            (Command::RevealObjective { token, .. }, _) => {
                table.tokens.get(me)?.get(usize::from(*token)).map(|k| k.window.clone())
            }
            (Command::RevealSplit { .. }, Step::Attack { phase: Phase::Combat(c), .. }) => {
                Some(c.window.clone())
            }
            (
                Command::RevealIntercept { .. },
                Step::Attack { phase: Phase::Interception(i), .. },
            ) => Some(i.window.clone()),
            _ => None,
        }
    }
}

/// The moves of a log (every event after `Started`) an export shows: all
/// but the reveals of windows still open, whose players reveal again in an
/// imported game (T2-SEC-3, T2-SEC-7).
///
/// # Errors
/// A setup the engine refuses (never for a stored game's).
pub fn exportable_moves(setup: &Teg2Setup, moves: &[Event]) -> Result<Vec<Event>, MoveError> {
    let mut game = Game::new(setup).map_err(|e| MoveError { index: None, message: e.0 })?;
    let mut windows = Vec::with_capacity(moves.len());
    for event in moves {
        windows.push(match event {
            Event::Acted { seat, command } => game.reveal_window(*seat, command),
            _ => None,
        });
        game.apply(event);
    }
    let open = game.open_windows();
    Ok(moves
        .iter()
        .zip(windows)
        .filter(|(_, window)| window.as_ref().is_none_or(|w| !open.contains(w)))
        .map(|(event, _)| event.clone())
        .collect())
}

/// Replays a document's moves from its setup, each checked as the service
/// checks a command when it comes: an accepted command, a default that was
/// due, a forfeit of a player still in play. Returns the game they make.
///
/// # Errors
/// The first move the rules refuse, or too many moves.
pub fn replay_moves(setup: &Teg2Setup, moves: &[Event]) -> Result<Game, MoveError> {
    if moves.len() > MAX_MOVES {
        return Err(MoveError {
            index: None,
            message: format!("{} moves: at most {MAX_MOVES}", moves.len()),
        });
    }
    let mut game = Game::new(setup).map_err(|e| MoveError { index: None, message: e.0 })?;
    for (i, event) in moves.iter().enumerate() {
        let refuse = |message: String| MoveError { index: Some(i), message };
        match event {
            Event::Started { .. } => {
                return Err(refuse("a game starts once, from the document's setup".to_owned()));
            }
            Event::Acted { seat, command } => {
                let Some(s) = game.seats.get(usize::from(*seat)) else {
                    return Err(refuse(format!("no seat {seat}")));
                };
                let decided = game
                    .decide(s.player, command)
                    .map_err(|r| refuse(format!("{} ({}): {}", r.code, r.rule, r.message)))?;
                if decided != [event.clone()] {
                    return Err(refuse(format!(
                        "seat {seat} does not play {}",
                        command.power().slug()
                    )));
                }
            }
            Event::Defaulted { seat } => {
                if game.is_over() || game.default_event(*seat).is_none() {
                    return Err(refuse(format!("seat {seat} has no step to default")));
                }
            }
            Event::Forfeited { player, .. } => {
                if game.is_over()
                    || *player >= game.setup.players
                    || game.forfeited.contains(player)
                {
                    return Err(refuse(format!("player {player} cannot forfeit here")));
                }
            }
        }
        game.apply(event);
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{Seed, SeededRandomness};
    use crate::teg2::bot::{Teg2Bot, play};
    use crate::teg2::{PlayLevel, Teg2Options};

    fn forfeit(player: u8) -> Event {
        Event::Forfeited { player, reason: None }
    }

    fn setup(players: u8, level: PlayLevel) -> Teg2Setup {
        Teg2Setup {
            game: "doc".to_owned(),
            players,
            powers: Vec::new(),
            options: Teg2Options { level, ..Teg2Options::default() },
        }
    }

    /// A whole random game's moves (after `Started`).
    fn moves_of(setup: &Teg2Setup, seed: u8) -> Vec<Event> {
        let mut rng = SeededRandomness::for_version(&Seed([seed; 32]), 0);
        let bots = vec![Teg2Bot::Random; usize::from(setup.players)];
        play(setup, &bots, &mut rng).1[1..].to_vec()
    }

    #[test]
    fn every_prefix_of_a_game_exports_and_imports_to_the_position_it_shows_t2_sec_7() {
        for (players, level, seed) in
            [(3, PlayLevel::Basic, 1), (4, PlayLevel::Medium, 2), (2, PlayLevel::Advanced, 3)]
        {
            let setup = setup(players, level);
            let moves = moves_of(&setup, seed);
            for cut in (0..=moves.len()).step_by(7).chain([moves.len()]) {
                let shown = exportable_moves(&setup, &moves[..cut]).expect("export");
                let imported = replay_moves(&setup, &shown).expect("the rules accept an export");
                let mut live = Game::new(&setup).expect("setup");
                moves[..cut].iter().for_each(|e| live.apply(e));
                if live.open_windows().is_empty() || shown.len() == cut {
                    // Nothing left out: the same game, event for event.
                    assert_eq!(imported, live, "cut {cut}");
                } else {
                    // Only reveals left out: the board and the turn are the same.
                    assert_eq!(imported.tables.len(), live.tables.len());
                    for (a, b) in imported.tables.iter().zip(&live.tables) {
                        assert_eq!(a.forces, b.forces, "cut {cut}");
                    }
                    assert_eq!(imported.levels, live.levels);
                }
                // Nobody's unpublished choice is in the document: every
                // reveal it shows is of a window closed at the export.
                let mut before = Game::new(&setup).expect("setup");
                for event in &shown {
                    if let Event::Acted { seat, command } = event
                        && let Some(w) = before.reveal_window(*seat, command)
                    {
                        assert!(!live.open_windows().contains(&w), "cut {cut}: {w} shown");
                    }
                    before.apply(event);
                }
            }
            let whole = replay_moves(&setup, &moves).expect("a finished game");
            assert!(whole.is_over() && whole.scores.is_some());
        }
    }

    #[test]
    fn an_export_mid_window_leaves_out_the_reveal_and_its_player_reveals_again_t2_sec_7_t2_sec_3() {
        let setup = setup(3, PlayLevel::Basic);
        let moves = moves_of(&setup, 4);
        // The first reveal after which its combat is still open.
        let mut game = Game::new(&setup).expect("setup");
        let mut cut = None;
        for (i, event) in moves.iter().enumerate() {
            let window = match event {
                Event::Acted { seat, command: command @ Command::RevealSplit { .. } } => {
                    game.reveal_window(*seat, command)
                }
                _ => None,
            };
            game.apply(event);
            if window.is_some_and(|w| game.open_windows().contains(&w)) {
                cut = Some(i + 1);
                break;
            }
        }
        let cut = cut.expect("some combat has a first reveal");
        let shown = exportable_moves(&setup, &moves[..cut]).expect("export");
        assert_eq!(shown.len(), cut - 1, "the reveal is left out");
        assert_eq!(shown[..], moves[..cut - 1]);
        // The imported game waits on that reveal again, and accepts the
        // very same one (the game id stays the commitments' binding).
        let mut imported = replay_moves(&setup, &shown).expect("import");
        let Event::Acted { seat, command } = &moves[cut - 1] else { unreachable!() };
        let player = imported.seats[usize::from(*seat)].player;
        let again = imported.decide(player, command).expect("the same reveal again");
        again.iter().for_each(|e| imported.apply(e));
        assert_eq!(imported, game);
    }

    #[test]
    fn an_import_refuses_a_document_the_rules_would_not_have_produced_t2_sec_7() {
        let setup = setup(3, PlayLevel::Basic);
        let moves = moves_of(&setup, 5);
        let err = |moves: &[Event]| replay_moves(&setup, moves).expect_err("refused");
        // A command moved to another seat.
        let i = moves.iter().position(|e| matches!(e, Event::Acted { .. })).expect("a command");
        let mut tampered = moves.clone();
        if let Event::Acted { seat, .. } = &mut tampered[i] {
            *seat = (*seat + 1) % 3;
        }
        assert_eq!(err(&tampered).index, Some(i));
        // A move left out shifts every later one out of turn.
        let mut gap = moves.clone();
        gap.remove(0);
        assert!(err(&gap).index.is_some());
        // A second start, a default nobody owed, a forfeit twice, a stranger.
        assert_eq!(err(&[Event::Started { setup: setup.clone() }]).index, Some(0));
        let idle = moves[..1].to_vec();
        let waiting: Vec<u8> = {
            let g = replay_moves(&setup, &idle).expect("prefix");
            g.duties().iter().map(|(s, _)| *s).collect()
        };
        let not_waiting = (0..3).find(|s| !waiting.contains(s)).expect("someone idle");
        let mut default = idle.clone();
        default.push(Event::Defaulted { seat: not_waiting });
        assert_eq!(err(&default).index, Some(1));
        let twice = [forfeit(1), forfeit(1)];
        assert_eq!(err(&twice).index, Some(1));
        assert_eq!(err(&[forfeit(3)]).index, Some(0));
        assert_eq!(err(&[Event::Defaulted { seat: 9 }]).index, Some(0));
        // A default that was due and a forfeit are moves like any other.
        let mut due = idle;
        due.push(Event::Defaulted { seat: waiting[0] });
        due.push(forfeit(2));
        assert!(replay_moves(&setup, &due).is_ok());
        // Too many moves.
        let long = vec![forfeit(0); MAX_MOVES + 1];
        assert_eq!(err(&long).index, None);
    }
}

/// The document format this engine reads and writes, as the Risk-like
/// editions' positions do.
pub const FORMAT: u32 = 1;

/// A TEG II game as a document (T2-SEC-7 in `docs/rules/teg2.md`): its
/// setup and its moves, not a board snapshot, because an open commit–reveal
/// window binds choices only their players can open. An export leaves out
/// the reveals of windows still open; an import replays every move through
/// the rules, so it is valid as a whole or creates nothing.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Teg2Position {
    /// [`FORMAT`].
    pub format: u32,
    /// `teg2`.
    #[cfg_attr(feature = "openapi", schema(pattern = "^teg2$"))]
    pub ruleset: String,
    /// The players' colours, by player index, in a game begun before seats
    /// had numbers; empty (or left out) since: the setup says how many
    /// players there are.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Vec::is_empty"))]
    pub seating: Vec<crate::color::Color>,
    /// The setup; its `game` stays the `<game>` of every commitment in the
    /// game made from this document (T2-SEC-2).
    pub setup: Teg2Setup,
    /// Every move after the start, in order: accepted commands, defaults
    /// and forfeits.
    pub moves: Vec<Event>,
    /// The seed of the service's own choices (bots' secrets); redacted: a
    /// new one is drawn.
    pub seed: crate::shared::Secret<crate::rng::Seed>,
}

/// A hosted game's log as a document (T2-SEC-7): the setup, the seating,
/// the seed and every move but the reveals of windows still open. `None`
/// for a log with no start, or moves its setup refuses.
#[must_use]
pub fn export(log: &[&super::Logged]) -> Option<Teg2Position> {
    let start = log.iter().find_map(|e| match e {
        super::Logged::Teg2Started(start) => Some(start),
        _ => None,
    })?;
    let moves: Vec<Event> = log
        .iter()
        .filter_map(|e| match e {
            super::Logged::Teg2 { event, .. } => Some((**event).clone()),
            _ => None,
        })
        .collect();
    let moves = exportable_moves(&start.setup, &moves).ok()?;
    Some(Teg2Position {
        format: FORMAT,
        ruleset: super::RULESET.to_owned(),
        seating: start.seating.clone(),
        setup: start.setup.clone(),
        moves,
        seed: start.seed.clone(),
    })
}

/// The events that start a game from a document (T2-SEC-7): the start,
/// then each move as the service would have recorded it, after all of them
/// passed the rules. The seed must be known (the service draws one for a
/// redacted document).
///
/// # Errors
/// The first thing the rules refuse: the format, the setup, the seating, a
/// move.
pub fn import(doc: &Teg2Position) -> Result<Vec<super::Logged>, String> {
    if doc.format != FORMAT {
        return Err(format!("format {}: this engine reads format {FORMAT}", doc.format));
    }
    if doc.ruleset != super::RULESET {
        return Err(format!("ruleset `{}` in a TEG II document", doc.ruleset));
    }
    let crate::shared::Secret::Known(seed) = doc.seed else {
        return Err("the seed is redacted".to_owned());
    };
    let start = super::Logged::start(&doc.seating, &doc.setup, seed).map_err(|e| e.to_string())?;
    let game = replay_moves(&doc.setup, &doc.moves).map_err(|e| e.to_string())?;
    let by = |event: &Event| match event {
        Event::Acted { seat, .. } => game.player_at(*seat),
        _ => None,
    };
    let mut events = vec![start];
    events.extend(doc.moves.iter().map(|event| super::Logged::teg2(by(event), event.clone())));
    Ok(events)
}
