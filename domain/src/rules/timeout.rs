//! Turn clocks (SVC-CLOCK in docs/rules/revancha.md): what happens when the
//! actor lets their step's deadline pass. The service keeps the deadlines
//! (they are wall-clock time, which the engine never reads); the engine
//! decides the events (`Game::time_out` under a `ClockRule`): `TimedOut`,
//! then, with `pass`, the least harmful legal moves that complete the step,
//! or, at the K-th timeout in a row, the forfeit (SVC-FORFEIT). The count of
//! timeouts in a row is folded by `state/fold.rs`, which sees where each
//! step ends.
//!
//! The completion chooses among `legal_actions`, like a client, so it can
//! only make moves the rules allow, and it rolls from
//! `SeededRandomness::for_version(seed, version)` like any command, so the
//! log replays exactly.
//!
//! Who plays each seat (SVC-BOTS) is here too: `Game::change_control` and
//! its `ControlChanged` event.

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
                if let Some(events) =
                    game.forfeit_for(player, crate::shared::ForfeitReason::TimedOut)
                {
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
