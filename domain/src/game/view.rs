//! Views of either family: the only way state and events leave the engine.
//! A Risk-like game's are its edition's ([`rules::view`]); a TEG II game's
//! hide each reveal from everyone but its sender until its window closes,
//! then publish the window's reveals together (T2-SEC-3, T2-CLK-1).

use crate::color::Color;
use crate::game::{Event, Game};
use crate::rules;
use crate::shared::{SeatKey, Secret, Viewer};
use crate::teg2::{self, HostedView, Logged, Reveal};

/// A game as one viewer may see it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(untagged))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum GameView {
    /// Revancha, classic or Junior.
    Risk(Box<rules::GameView>),
    /// TEG II (`ruleset` is `teg2`).
    Teg2(Box<HostedView>),
}

impl GameView {
    /// `playing` or `finished`.
    #[must_use]
    pub fn status(&self) -> &'static str {
        match self {
            GameView::Risk(v) => v.status,
            GameView::Teg2(v) => v.status,
        }
    }
    /// Events applied.
    #[must_use]
    pub fn version(&self) -> u64 {
        match self {
            GameView::Risk(v) => v.version,
            GameView::Teg2(v) => v.version,
        }
    }
}

/// `game` as `viewer` may see it: each family reads its own key of the
/// viewer's seat (a seat it cannot name looks as a spectator).
#[must_use]
pub fn view(game: &Game, viewer: Viewer<SeatKey>) -> GameView {
    match game {
        Game::Risk(g) => GameView::Risk(Box::new(rules::view(g, viewer.map(|k| k.color)))),
        Game::Teg2(g) => GameView::Teg2(Box::new(g.view(viewer.map(|k| Some(k.seat))))),
    }
}

/// An event as `viewer` may see it while the game is on.
#[must_use]
pub fn view_event(event: &Event, viewer: Viewer<SeatKey>) -> Event {
    view_event_at(event, viewer, false)
}

/// As [`view_event`], in a game that is `over` or not: once a TEG II game
/// is over every reveal is shown, so anyone can check it against its
/// commitment (T2-SEC-6).
#[must_use]
pub fn view_event_at(event: &Event, viewer: Viewer<SeatKey>, over: bool) -> Event {
    match event {
        Event::Risk(e) => Event::Risk(rules::view_event(e, viewer.map(|k| k.color))),
        Event::Teg2(Logged::Teg2Started(start)) => {
            Event::Teg2(Logged::Teg2Started(Box::new(teg2::Teg2Start {
                seed: match &start.seed {
                    Secret::Known(s) if viewer == Viewer::Operator => Secret::Known(*s),
                    _ => Secret::Redacted,
                },
                ..(**start).clone()
            })))
        }
        // T2-SEC-3: a reveal reaches only the player who sent it; everyone
        // else, operators included, learns that it came, never what it
        // holds, until its window closes.
        Event::Teg2(Logged::Teg2 { by, player, event, published }) => {
            teg2_seen((*by, *player), event, viewer, over, published.clone())
        }
        Event::Teg2(
            other @ (Logged::Teg2Hidden { .. }
            | Logged::Teg2TimedOut { .. }
            | Logged::Teg2ControlChanged { .. }),
        ) => Event::Teg2(other.clone()),
    }
}

/// A TEG II event as `viewer` sees it: another's reveal that is not
/// `public` yet is a `teg2_hidden`; anything else is shown, with what it
/// `published`.
fn teg2_seen(
    (by, player): (Option<Color>, Option<u8>),
    event: &teg2::Event,
    viewer: Viewer<SeatKey>,
    public: bool,
    published: Vec<Reveal>,
) -> Event {
    // The sender: by number, or by colour in a game begun before seats had
    // numbers.
    let owner = match viewer {
        Viewer::Player(k) => player == Some(k.seat) || (by.is_some() && by == k.color),
        Viewer::Spectator | Viewer::Operator => false,
    };
    Event::Teg2(match teg2::hidden_reveal(event, owner, public) {
        Some((seat, action)) => Logged::Teg2Hidden { seat, action: action.to_owned() },
        None => Logged::Teg2 { by, player, event: Box::new(event.clone()), published },
    })
}

/// A whole stored log as `viewer` may see it, from index `from` on: as
/// [`view_event_at`], but knowing each TEG II reveal's window. A reveal is
/// hidden from others only while its window is open; the move that closes
/// a window carries every reveal of it in `published` (T2-SEC-3,
/// T2-CLK-1), so a follower who saw `teg2_hidden` learns it there.
#[must_use]
pub fn view_log(log: &[Event], viewer: Viewer<SeatKey>, over: bool, from: usize) -> Vec<Event> {
    // The TEG II moves of the log (after its start), and the move each
    // log entry is.
    let mut setup = None;
    let mut moves = Vec::new();
    let mut move_of = vec![None; log.len()];
    for (i, event) in log.iter().enumerate() {
        match event {
            Event::Teg2(Logged::Teg2Started(start)) => setup = Some(&start.setup),
            Event::Teg2(Logged::Teg2 { event, .. }) if setup.is_some() => {
                move_of[i] = Some(moves.len());
                moves.push(&**event);
            }
            _ => {}
        }
    }
    let publication = setup.and_then(|s| teg2::publication(s, moves).ok());
    log.iter()
        .enumerate()
        .skip(from)
        .map(|(i, event)| match (event, &publication, move_of[i]) {
            (Event::Teg2(Logged::Teg2 { by, player, event, .. }), Some(p), Some(m)) => {
                let public = over || !p.unpublished[m];
                teg2_seen((*by, *player), event, viewer, public, p.published[m].clone())
            }
            _ => view_event_at(event, viewer, over),
        })
        .collect()
}

/// The events after version `since` of a TEG II game whose state `hosted`
/// is at their end, as `viewer` sees them: what [`view_log`] gives from the
/// whole log, from the state's own fold of what its moves published
/// (T2-SEC-3). `None` when the state does not know it for moves that old
/// (read the log then).
#[must_use]
pub fn view_recent(
    hosted: &teg2::Hosted,
    events: &[Event],
    since: u64,
    viewer: Viewer<SeatKey>,
    over: bool,
) -> Option<Vec<Event>> {
    let known = hosted.published_since(since)?;
    let versions = (since + 1..).take(events.len());
    let seen = events.iter().zip(versions).map(|(event, version)| match event {
        Event::Teg2(Logged::Teg2 { by, player, event, .. }) => {
            let public = over || !known.held(version);
            teg2_seen((*by, *player), event, viewer, public, known.published_by(version).to_vec())
        }
        _ => view_event_at(event, viewer, over),
    });
    Some(seen.collect())
}
