//! How much of a game a seat's person played themselves (SVC-RATING's
//! "real moves"): the turns of their own they ended with at least one move
//! of theirs in them, while they held the seat. A rated game counts only
//! when every person reached `rating::MIN_TURNS_PLAYED`, so a game resigned
//! at once, or left to the clock or to a bot, moves no rating.
//!
//! - A Risk-like edition's turn is a `turn_started` … `turn_ended` of the
//!   seat's colour; it is played when, in it, the seat placed armies,
//!   bought or converted a missile, traded cards, attacked, fired a
//!   missile, moved armies in or regrouped, and its clock did not run out
//!   (`timed_out`): a turn the service ended is not the person's.
//! - TEG II's turn is the attack turn a seat ends itself (`end_turn`, read
//!   from the `teg2` events that name the seat as the actor); it is played
//!   when another command of the seat's came since its previous one. A
//!   default (a timeout, a forfeit) names no actor.
//!
//! In both, nothing done while a bot held the seat (`control_changed`,
//! `teg2_control_changed`) is the person's.

use crate::game::Event;
use crate::rules::Event as RiskEvent;
use crate::shared::{Controller, SeatKey};
use crate::teg2::{self, Logged};

/// The turns `seat`'s person played themselves in `log` (the module's
/// `//!` says which count).
#[must_use]
pub fn turns_played(log: &[Event], seat: SeatKey) -> u32 {
    let mut count = Count::default();
    for event in log {
        if let Some(controller) = handed_to(event, seat) {
            count.bot = !matches!(controller, Controller::Human);
            continue;
        }
        match event {
            Event::Risk(e) => count.risk(e, seat),
            Event::Teg2(e) => count.teg2(e, seat),
        }
    }
    count.played
}

/// Who plays `seat` from this event on, if it hands the seat over.
fn handed_to(event: &Event, seat: SeatKey) -> Option<Controller> {
    match event {
        Event::Risk(RiskEvent::ControlChanged { player, controller, .. })
            if Some(*player) == seat.color =>
        {
            Some(*controller)
        }
        Event::Teg2(Logged::Teg2ControlChanged { player, controller, .. })
            if *player == seat.seat =>
        {
            Some(*controller)
        }
        _ => None,
    }
}

/// The fold's state.
#[derive(Default)]
struct Count {
    /// Turns played so far.
    played: u32,
    /// A bot holds the seat.
    bot: bool,
    /// Within a turn of the seat's (Risk-like).
    in_turn: bool,
    /// The seat made a move of its own in this turn (since its last
    /// `end_turn`, in TEG II).
    moved: bool,
    /// The seat's clock ran out in this turn (Risk-like).
    timed_out: bool,
}

impl Count {
    fn risk(&mut self, e: &RiskEvent, seat: SeatKey) {
        let Some(color) = seat.color else { return };
        match e {
            RiskEvent::TurnStarted { player, .. } if *player == color => {
                (self.in_turn, self.moved, self.timed_out) = (true, false, false);
            }
            RiskEvent::TimedOut { player, .. } if *player == color => self.timed_out = true,
            RiskEvent::TurnEnded { player } if *player == color => {
                if self.in_turn && self.moved && !self.timed_out {
                    self.played += 1;
                }
                self.in_turn = false;
            }
            // Every other move names its mover, or is the mover's whose
            // turn it is (a regroup, a missile, armies moved in).
            RiskEvent::ArmiesPlaced { player, .. }
            | RiskEvent::MissileBought { player, .. }
            | RiskEvent::MissileConverted { player, .. }
            | RiskEvent::CardsExchanged { player, .. }
            | RiskEvent::AttackResolved { attacker: player, .. }
                if *player == color =>
            {
                self.mark();
            }
            RiskEvent::Regrouped { .. }
            | RiskEvent::MissileFired { .. }
            | RiskEvent::ArmiesMovedIn { .. } => self.mark(),
            _ => {}
        }
    }

    fn teg2(&mut self, e: &Logged, seat: SeatKey) {
        let Logged::Teg2 { player: Some(player), event, .. } = e else { return };
        if *player != seat.seat || self.bot {
            return;
        }
        match &**event {
            teg2::Event::Acted { command: teg2::Command::EndTurn { .. }, .. } => {
                if self.moved {
                    self.played += 1;
                }
                self.moved = false;
            }
            teg2::Event::Acted { .. } => self.moved = true,
            _ => {}
        }
    }

    /// A move in the seat's turn, if it is the person's.
    fn mark(&mut self) {
        if self.in_turn && !self.bot {
            self.moved = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::color::Color;
    use crate::shared::{BotLevel, ControlCause, OnTimeout};

    const RED: SeatKey = SeatKey { seat: 0, color: Some(Color::Red) };

    fn risk(e: RiskEvent) -> Event {
        Event::Risk(e)
    }

    fn turn(player: Color, moves: Vec<RiskEvent>) -> Vec<Event> {
        let mut out = vec![risk(RiskEvent::TurnStarted { player, incorporation: None })];
        out.extend(moves.into_iter().map(risk));
        out.push(risk(RiskEvent::TurnEnded { player }));
        out
    }

    fn placed(player: Color) -> RiskEvent {
        RiskEvent::ArmiesPlaced {
            player,
            country: crate::Board::revancha().country_at(0).expect("a country"),
            armies: 1,
        }
    }

    fn regroup() -> RiskEvent {
        RiskEvent::Regrouped {
            from: crate::Board::revancha().country_at(0).expect("a country"),
            to: crate::Board::revancha().country_at(1).expect("a country"),
            armies: 1,
            missiles: 0,
        }
    }

    #[test]
    fn svc_rating_a_turn_counts_when_its_seat_moved_in_it_and_ended_it_in_time() {
        let mut log = Vec::new();
        log.extend(turn(Color::Red, vec![placed(Color::Red)]));
        log.extend(turn(Color::Red, vec![regroup()]));
        // Passing is no move; another colour's move is not red's.
        log.extend(turn(Color::Red, Vec::new()));
        log.extend(turn(Color::Blue, vec![placed(Color::Blue), regroup()]));
        // A turn whose clock ran out is the service's.
        log.extend(turn(
            Color::Red,
            vec![
                placed(Color::Red),
                RiskEvent::TimedOut { player: Color::Red, in_a_row: 1, then: OnTimeout::Pass },
            ],
        ));
        assert_eq!(turns_played(&log, RED), 2);
        assert_eq!(turns_played(&log, SeatKey { seat: 1, color: Some(Color::Blue) }), 1);
    }

    #[test]
    fn svc_rating_nothing_a_bot_did_for_the_seat_is_its_persons() {
        let hand = |controller| {
            risk(RiskEvent::ControlChanged {
                player: Color::Red,
                controller,
                cause: ControlCause::Timeouts,
            })
        };
        let mut log = vec![hand(Controller::Bot { level: BotLevel::Greedy })];
        log.extend(turn(Color::Red, vec![placed(Color::Red)]));
        log.push(hand(Controller::Human));
        log.extend(turn(Color::Red, vec![placed(Color::Red)]));
        assert_eq!(turns_played(&log, RED), 1);
    }

    #[test]
    fn svc_rating_a_teg2_turn_is_an_end_turn_of_the_seats_own_after_a_move_of_its_own() {
        use crate::teg2::{Command, Power};
        let power = Power::Usa;
        let acted = |player: Option<u8>, command: Command| {
            Event::teg2(player, teg2::Event::Acted { seat: 0, command })
        };
        let moved =
            || Command::Announce { power, region: "cuba".to_owned(), opponent: Power::Ussr };
        let ended = || Command::EndTurn { power };
        let log = vec![
            acted(Some(2), moved()),
            acted(Some(2), ended()),
            // An end with nothing before it, a default's move (no actor).
            acted(Some(2), ended()),
            acted(None, moved()),
            acted(Some(2), ended()),
            acted(Some(2), moved()),
            acted(Some(2), ended()),
            // Another seat's.
            acted(Some(3), moved()),
            acted(Some(3), ended()),
        ];
        assert_eq!(turns_played(&log, SeatKey { seat: 2, color: None }), 2);
    }
}
