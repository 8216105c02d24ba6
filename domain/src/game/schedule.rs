//! What the service's scheduler asks of a game, whatever its family
//! (SVC-CLOCK, SVC-BOTS, T2-SEC-5): who it waits on, whether a batch began
//! a new step (`Game::began_teg2_step`: a commit window, its reveal, a
//! turn), whether a seat's bot has a reveal of its own to make
//! (`Game::bot_reveals`: the bot reveals what it committed by itself, with
//! no actor, so it clears no timeout count), which events hand a seat over,
//! and the service's own moves for a person. The app's scheduler
//! (`app/schedule.rs`) asks these and names no family.

use crate::game::{Event, Game};
use crate::rng::{SeededRandomness, bot_seed};
use crate::rules;
use crate::shared::{BotLevel, SeatKey};
use crate::teg2::{self, Hosted, Logged};

impl Event {
    /// Whether this event hands `seat` to a bot or back to its person.
    #[must_use]
    pub fn changes_hands(&self, seat: SeatKey) -> bool {
        match self {
            Event::Risk(rules::Event::ControlChanged { player, .. }) => Some(*player) == seat.color,
            Event::Teg2(Logged::Teg2ControlChanged { player, .. }) => *player == seat.seat,
            _ => false,
        }
    }

    /// Whether this event hands any seat over.
    #[must_use]
    pub fn hands_over(&self) -> bool {
        matches!(
            self,
            Event::Risk(rules::Event::ControlChanged { .. })
                | Event::Teg2(Logged::Teg2ControlChanged { .. })
        )
    }

    /// The event as the service's own, not a person's: a TEG II move a
    /// seat's bot made for its person (a reveal of what it committed for
    /// them) loses its actor, so it does not end the person's timeouts in a
    /// row (T2-SEC-5). Anything else is unchanged.
    #[must_use]
    pub fn as_service(self) -> Event {
        match self {
            Event::Teg2(Logged::Teg2 { event, .. }) => Event::teg2(None, *event),
            other => other,
        }
    }
}

impl Game {
    /// Whether this is a TEG II game.
    #[must_use]
    pub fn is_teg2(&self) -> bool {
        matches!(self, Game::Teg2(_))
    }

    /// The TEG II game the rules play, once begun.
    fn teg2_rules(&self) -> Option<&teg2::Game> {
        self.teg2().and_then(Hosted::game)
    }

    /// The players a TEG II game waits on, in duty order, once each: several
    /// at once in a commit–reveal window; none once over, in a forfeited
    /// player's name, or in a Risk-like game (which has one actor).
    #[must_use]
    pub fn waiting_players(&self) -> Vec<u8> {
        let Some(teg2) = self.teg2_rules().filter(|g| !g.is_over()) else { return Vec::new() };
        let mut out = Vec::new();
        for (seat, _) in teg2.duties() {
            if let Some(player) = teg2.player_at(seat)
                && !teg2.has_forfeited(player)
                && !out.contains(&player)
            {
                out.push(player);
            }
        }
        out
    }

    /// Whether the Risk-like game's step is `seat`'s and its clock ran out
    /// (its seat's bot plays it under `on_timeout: bot`, SVC-CLOCK).
    #[must_use]
    pub fn step_timed_out_on(&self, seat: SeatKey) -> bool {
        self.risk().is_some_and(|g| {
            seat.color.is_some() && g.phase().actor() == seat.color && g.step_timed_out()
        })
    }

    /// Whether `seat`'s bot of `level` has a reveal to make in a TEG II game:
    /// one the rules accept, so of a commitment the bot made itself at a
    /// timeout (its secrets derive from the bot seed; a person's own are
    /// unknown to it).
    #[must_use]
    pub fn bot_reveals(&self, seat: SeatKey, level: BotLevel) -> bool {
        let (Some(teg2), Some(seed)) = (self.teg2_rules(), self.seed()) else { return false };
        let revealing = teg2
            .duties()
            .iter()
            .any(|&(s, d)| teg2.player_at(s) == Some(seat.seat) && d.is_reveal());
        revealing
            && super::bot_command(self, seat, level, &bot_seed(&seed)).is_some_and(|c| {
                self.decide(seat, &c, &mut SeededRandomness::for_version(&seed, 0)).is_ok()
            })
    }

    /// Whether a TEG II batch (`events`, already applied) began a new step,
    /// which gets a new deadline (T2-SEC-5): anything but commits and
    /// reveals does; commits do when they opened the reveal, reveals when
    /// they closed their window. Never in a Risk-like game, whose steps are
    /// its actor's.
    #[must_use]
    pub fn began_teg2_step(&self, events: &[Event]) -> bool {
        use crate::teg2::{Command as T, Duty, Event as E};
        let Some(teg2) = self.teg2_rules() else { return false };
        let secret = |e: &Event| match e {
            Event::Teg2(Logged::Teg2 { event, .. }) => match &**event {
                E::Acted { command, .. } => match command {
                    T::CommitSplit { .. } | T::CommitIntercept { .. } => Some(true),
                    T::RevealSplit { .. }
                    | T::RevealIntercept { .. }
                    | T::RevealObjective { .. } => Some(false),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        let kinds: Vec<Option<bool>> = events.iter().map(secret).collect();
        if kinds.is_empty() || kinds.iter().any(Option::is_none) {
            return true;
        }
        let duties: Vec<Duty> = teg2.duties().into_iter().map(|(_, d)| d).collect();
        let committing =
            duties.iter().any(|d| matches!(d, Duty::CommitSplit | Duty::CommitIntercept));
        let revealing = duties.iter().any(|d| d.is_reveal());
        let had_commits = kinds.contains(&Some(true));
        let had_reveals = kinds.contains(&Some(false));
        (had_commits && !committing && revealing) || (had_reveals && !revealing)
    }
}
