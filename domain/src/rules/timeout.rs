//! Turn clocks (SVC-CLOCK in docs/rules/revancha.md): what happens when the
//! actor lets their step's deadline pass. The service keeps the deadlines
//! (they are wall-clock time, which the engine never reads); the engine
//! decides the events: `TimedOut`, then, with `pass`, the least harmful
//! legal moves that complete the step, or, at the K-th timeout in a row,
//! the forfeit (SVC-FORFEIT).
//!
//! The completion chooses among `legal_actions`, like a client, so it can
//! only make moves the rules allow, and it rolls from
//! `SeededRandomness::for_version(seed, version)` like any command, so the
//! log replays exactly.

use crate::color::Color;
use crate::rng::{Seed, SeededRandomness};
use crate::rules::forfeit::fewest_move_in;
use crate::rules::state::Game;
use crate::rules::types::{ClockRule, Command, ControlCause, Controller, Event, OnTimeout};

/// Upper bound on the commands of one completion: placing a large pool one
/// army at a time takes a few dozen; this only stops a bug looping forever.
const MAX_COMPLETION_COMMANDS: usize = 10_000;

impl Game {
    /// The events of `player` letting the deadline of their pending step
    /// pass under `clock`. `None` when `player` is not the one who must act
    /// now (the step already ended: nothing to time out).
    ///
    /// With [`OnTimeout::Pass`] the step is completed in the same batch; at
    /// the K-th timeout in a row the player forfeits instead (the service's
    /// `advance` then passes their turns). With [`OnTimeout::Bot`] the seat's
    /// bot plays the step (the service asks it); at the K-th timeout the
    /// seat is handed to the bot for good (`ControlChanged`, cause
    /// `timeouts`).
    #[must_use]
    pub fn time_out(&self, player: Color, clock: &ClockRule, seed: &Seed) -> Option<Vec<Event>> {
        if self.is_finished() || self.phase().actor() != Some(player) || !self.is_contending(player)
        {
            return None;
        }
        let in_a_row = self.player(player).map_or(0, |p| p.timeouts).saturating_add(1);
        let timed_out = Event::TimedOut { player, in_a_row, then: clock.then };
        let mut game = self.clone();
        game.apply(&timed_out);
        let mut out = vec![timed_out];
        let last = in_a_row >= clock.max_timeouts;
        match clock.then {
            OnTimeout::Pass if last => {
                if let Some(events) = game.forfeit(player) {
                    out.extend(events);
                }
            }
            OnTimeout::Pass => out.extend(game.complete_step(player, seed)),
            OnTimeout::Bot => {
                let bot = Controller::Bot { level: clock.bot };
                if last && game.player(player).is_some_and(|p| p.controller != bot) {
                    out.push(Event::ControlChanged {
                        player,
                        controller: bot,
                        cause: ControlCause::Timeouts,
                    });
                }
            }
        }
        Some(out)
    }

    /// The events of `player`'s seat changing hands (SVC-BOTS): `None` when
    /// the player is not in play or already has that controller.
    #[must_use]
    pub fn change_control(
        &self,
        player: Color,
        controller: Controller,
        cause: ControlCause,
    ) -> Option<Vec<Event>> {
        let current = self.controller(player)?;
        if !self.in_play(player) || current == controller {
            return None;
        }
        Some(vec![Event::ControlChanged { player, controller, cause }])
    }

    /// The least harmful legal moves that end `player`'s pending step
    /// (SVC-CLOCK): applied to a scratch copy, returned as events. The step
    /// is over when someone else must act or a new step starts (the same
    /// player's next turn is not theirs to lose).
    fn complete_step(mut self, player: Color, seed: &Seed) -> Vec<Event> {
        let mut out: Vec<Event> = Vec::new();
        let mut legal = Vec::new();
        for _ in 0..MAX_COMPLETION_COMMANDS {
            if self.is_finished()
                || self.phase().actor() != Some(player)
                || out.iter().any(Event::starts_step)
            {
                break;
            }
            self.legal_actions_into(player, &mut legal);
            let Some(command) = least_harmful(&self, &legal) else { break };
            let mut rng = SeededRandomness::for_version(seed, self.version());
            let Ok(events) = self.decide(player, &command, &mut rng) else { break };
            for e in events {
                self.apply(&e);
                out.push(e);
            }
        }
        out
    }
}

/// SVC-CLOCK's completion, in order: end the turn (or the ally's regroup)
/// when allowed; otherwise place one army on the own country holding the
/// fewest; move in the fewest armies; launch a pending aggression and make
/// its rolls, ending a team-up that carries no duty instead; exchange cards
/// when R-EXC-5 obliges it (the turn cannot end otherwise). Never a
/// missile, a free attack, a regroup or a pact command.
fn least_harmful(game: &Game, legal: &[Command]) -> Option<Command> {
    let first = |wanted: fn(&Command) -> bool| legal.iter().find(|c| wanted(c)).cloned();
    let place = || {
        legal
            .iter()
            .filter_map(|c| match c {
                Command::Place { country, armies } => {
                    Some(((*armies, game.country(*country).main.armies), c))
                }
                _ => None,
            })
            .min_by_key(|(key, _)| *key)
            .map(|(_, c)| c.clone())
    };
    let move_in = || fewest_move_in(legal).cloned();
    first(|c| matches!(c, Command::EndTurn))
        .or_else(place)
        .or_else(move_in)
        .or_else(|| first(|c| matches!(c, Command::LaunchAggression { .. })))
        .or_else(|| first(|c| matches!(c, Command::EndAggression)))
        .or_else(|| aggression_roll(game, legal))
        .or_else(|| first(|c| matches!(c, Command::Exchange { .. })))
}

/// The roll an aggression obliges the actor to make (R-PCT-10): the one
/// attack offered in the aggression's phase.
fn aggression_roll(game: &Game, legal: &[Command]) -> Option<Command> {
    game.phase().running_aggression()?;
    legal.iter().find(|c| matches!(c, Command::Attack { .. })).cloned()
}

/// A person a TEG II game waits on when its clock runs out, and the bot
/// that plays for them under `on_timeout: bot`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Teg2Waiting {
    /// The player's colour.
    pub color: Color,
    /// The level of their seat's bot.
    pub bot: crate::rules::types::BotLevel,
}

impl Game {
    /// The events of a TEG II game's clock (`then`, `max_timeouts`)
    /// running out on `waiting` (T2-SEC-5): each person's `TimedOut`, then
    /// for each step of theirs, in duty order: at the `max_timeouts`-th
    /// timeout in a row the forfeit under `pass` (every later step of theirs
    /// takes its default at once) or the seat handed to its bot under `bot`;
    /// under `bot` the seat's bot makes any choice but a reveal (only the player knows what they
    /// committed), its secrets derived from `bot_seed` so it can reveal them
    /// later; otherwise the rules' default (T2-SEC-4). Each event is applied
    /// before the next is chosen.
    #[must_use]
    pub fn teg2_time_out(
        &self,
        waiting: &[Teg2Waiting],
        (then, max_timeouts): (OnTimeout, u32),
        bot_seed: &Seed,
    ) -> Vec<Event> {
        let Some(teg2) = self.teg2() else { return Vec::new() };
        let seat_color = |g: &crate::teg2::Game, seat: u8| {
            let player = g.seats[usize::from(seat)].player;
            (player, self.seating().get(usize::from(player)).copied())
        };
        let due: Vec<(u8, crate::teg2::Duty)> = teg2
            .duties()
            .into_iter()
            .filter(|&(s, _)| {
                seat_color(teg2, s).1.is_some_and(|c| waiting.iter().any(|w| w.color == c))
            })
            .collect();
        let wrap = |event| Event::teg2(None, event);
        let mut scratch = self.clone();
        let mut out = Vec::new();
        let mut counted: Vec<Color> = Vec::new();
        for (seat, duty) in due {
            let Some(now) = scratch.teg2() else { break };
            let (player, Some(color)) = seat_color(now, seat) else { continue };
            if !now.duties().contains(&(seat, duty)) || now.forfeited.contains(&player) {
                continue;
            }
            let mut batch = Vec::new();
            if !counted.contains(&color) {
                counted.push(color);
                let in_a_row = now.timeouts.get(usize::from(player)).copied().unwrap_or(0) + 1;
                batch.push(Event::TimedOut { player: color, in_a_row, then });
                if in_a_row >= max_timeouts {
                    // As in the other editions: `pass` forfeits, `bot` hands
                    // the seat to its bot for good (the person may reclaim it).
                    let bot = Controller::Bot { level: waiting_bot(waiting, color) };
                    match then {
                        OnTimeout::Pass => {
                            batch.push(wrap(crate::teg2::Event::Forfeited { player }));
                        }
                        OnTimeout::Bot => batch.extend(
                            scratch
                                .change_control(color, bot, ControlCause::Timeouts)
                                .unwrap_or_default(),
                        ),
                    }
                }
            }
            if !batch.iter().any(|e| matches!(e, Event::Teg2 { .. })) {
                let level = waiting_bot(waiting, color);
                let by_bot = (then == OnTimeout::Bot && !duty.is_reveal())
                    .then(|| teg2_bot_command(now, player, level, bot_seed))
                    .flatten();
                batch.extend(by_bot.or_else(|| now.default_event(seat)).map(wrap));
            }
            for e in batch {
                scratch.apply(&e);
                out.push(e);
            }
        }
        out
    }
}

/// The level of a waiting person's seat bot.
fn waiting_bot(waiting: &[Teg2Waiting], color: Color) -> crate::rules::types::BotLevel {
    waiting
        .iter()
        .find(|w| w.color == color)
        .map_or(crate::rules::types::BotLevel::Greedy, |w| w.bot)
}

/// The event of the seat's bot acting for `player` in a TEG II game, if
/// the rules accept what it chooses.
fn teg2_bot_command(
    game: &crate::teg2::Game,
    player: u8,
    level: crate::rules::types::BotLevel,
    bot_seed: &Seed,
) -> Option<crate::teg2::Event> {
    let seen = crate::teg2::bot::Seen::of(game, player);
    let command = crate::teg2::bot::service_command(&seen, level.teg2(), bot_seed)?;
    game.decide(player, &command).ok()?.into_iter().next()
}
