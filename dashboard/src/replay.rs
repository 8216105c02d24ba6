//! Replay navigation: where the turns, rounds, battles, conquests and
//! eliminations of a log are, so the game page can jump from any version to
//! the previous or next one of each; the move the shown version just made,
//! for the board to highlight; and the window of the log shown around it.
//!
//! Version `v` is the state after the first `v` events; the event "just
//! made" at `v` is `events[v - 1]`, and a mark of a kind sits at `v` when
//! that event is of the kind.

use domain::CountryId;
use domain::game::Event;
use domain::rules::Event as RiskEvent;
use domain::teg2::Logged;

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

/// The jumps of every kind from `version` in `events`: for a TEG II game,
/// turns (an incorporation), rounds and battles (a combat fought, a rocket
/// exploded or intercepted), read from what each move put in the game's
/// journal.
#[must_use]
pub fn jumps(events: &[Event], version: u64) -> Vec<Jump> {
    let teg2 = teg2_marks(events);
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

/// The moments each event of a TEG II log is (`None` for another game's
/// log): the fold works out rounds and battles, so the game is replayed and
/// each move's new journal entries read.
fn teg2_marks(events: &[Event]) -> Option<Vec<Vec<Mark>>> {
    use domain::teg2::{Command, Event as T2, Record};
    let start = events.iter().find_map(|e| match e {
        Event::Teg2(Logged::Teg2Started(start)) => Some(start),
        _ => None,
    })?;
    let mut game = domain::teg2::Game::new(&start.setup).ok()?;
    let mut out = vec![Vec::new(); events.len()];
    for (i, e) in events.iter().enumerate() {
        let Event::Teg2(Logged::Teg2 { event, .. }) = e else { continue };
        if matches!(&**event, T2::Acted { command: Command::Incorporate { .. }, .. }) {
            out[i].push(Mark::Turn);
        }
        let before = game.journal.len();
        game.apply(event);
        for record in &game.journal[before..] {
            match record {
                Record::RoundStarted { .. } => out[i].push(Mark::Round),
                Record::CombatFought { .. }
                | Record::RocketExploded { .. }
                | Record::RocketIntercepted { .. } => out[i].push(Mark::Battle),
                _ => {}
            }
        }
    }
    Some(out)
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
        Event::Risk(RiskEvent::TurnStarted { player, incorporation: None })
    }

    fn eliminated() -> Event {
        Event::Risk(RiskEvent::PlayerEliminated {
            player: Color::Blue,
            by: Color::Red,
            cards: domain::rules::Secret::Known(Vec::new()),
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
    fn a_teg2_replay_jumps_between_turns_rounds_and_battles_t2_rnd_1_t2_clk_6() {
        use domain::teg2::{Teg2Setup, bot};
        let setup = Teg2Setup {
            game: "jumps".to_owned(),
            players: 3,
            powers: Vec::new(),
            options: domain::teg2::Teg2Options::default(),
        };
        let mut rng = domain::rng::SeededRandomness::for_version(&domain::Seed([7; 32]), 0);
        let (game, moves) = bot::play(&setup, &[bot::Teg2Bot::Random; 3], &mut rng);
        let seating = [Color::Red, Color::Blue, Color::Green];
        let start = Logged::start(&seating, &setup, domain::Seed([1; 32])).expect("start");
        let mut events = vec![Event::Teg2(start)];
        events.extend(moves[1..].iter().map(|e| Event::teg2(None, e.clone())));
        let count = |mark: Mark| {
            let mut v = 0;
            let mut n = 0;
            while let Some(next) =
                jumps(&events, v).into_iter().find(|j| j.mark == mark).and_then(|j| j.next)
            {
                v = next;
                n += 1;
            }
            n
        };
        // T2-RND-1: three powers play six rounds, each seat incorporating once a round.
        assert_eq!(count(Mark::Round), 6);
        let incorporations = moves
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    domain::teg2::Event::Acted {
                        command: domain::teg2::Command::Incorporate { .. },
                        ..
                    }
                )
            })
            .count();
        assert!(incorporations >= 15, "{incorporations}");
        assert_eq!(count(Mark::Turn), incorporations);
        let fought = game
            .journal
            .iter()
            .filter(|r| {
                matches!(
                    r,
                    domain::teg2::Record::CombatFought { .. }
                        | domain::teg2::Record::RocketExploded { .. }
                        | domain::teg2::Record::RocketIntercepted { .. }
                )
            })
            .count();
        assert!(fought > 0, "random play fights");
        assert!(count(Mark::Battle) <= fought && count(Mark::Battle) > 0);
        let kinds: Vec<Mark> = jumps(&events, 0).into_iter().map(|j| j.mark).collect();
        assert_eq!(kinds, [Mark::Turn, Mark::Round, Mark::Battle], "no conquest in TEG II");
    }

    #[test]
    fn the_log_window_is_clamped_to_the_log() {
        assert!(window(0, 0).is_empty(), "an empty log lists nothing");
        assert_eq!(window(5, 20), 1..=20);
        assert_eq!(window(3_000, 6_637), 2_900..=3_100);
        assert_eq!(window(6_637, 6_637), 6_537..=6_637);
    }
}
