//! A TEG II game's turn clock running out (T2-SEC-5, SVC-CLOCK): the
//! service's seat events (`teg2_timed_out`, `teg2_control_changed`) mixed
//! with TEG II's own defaults and bot moves, applied one by one on a
//! scratch game of the seam's. `teg2_time_out` records a `teg2_timed_out`
//! for each player the game waits on and completes their steps: the seat's
//! bot under `bot` (any step but a reveal of the person's own commitment),
//! the default under `pass`; at the `max_timeouts`-th in a row, a forfeit
//! (`pass`) or the seat handed to its bot (`bot`: `teg2_control_changed`,
//! folded by `Hosted::apply` as an operator's `seat_bot` is). A `pass`
//! clock gives everyone the game waits on one period, renewed when a step
//! begins.

use crate::game::{Event, Game};
use crate::rng::Seed;
use crate::shared::{BotLevel, ControlCause, Controller, OnTimeout, SeatKey};
use crate::teg2::{self, Hosted, Logged, bot::Teg2Bot};

/// A person a TEG II game waits on when its clock runs out, and the bot
/// that plays for them under `on_timeout: bot`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Teg2Waiting {
    /// The player: their seat at the service's table.
    pub player: u8,
    /// The level of their seat's bot.
    pub bot: BotLevel,
}

/// The events of a TEG II game's clock (`then`, `max_timeouts`) running
/// out on `waiting` (T2-SEC-5): each person's `TimedOut`, then for each step
/// of theirs, in duty order: at the `max_timeouts`-th timeout in a row the
/// forfeit under `pass` (every later step of theirs takes its default at
/// once) or the seat handed to its bot under `bot`; under `bot` the seat's
/// bot makes any choice but a reveal (only the player knows what they
/// committed), its secrets derived from `bot_seed` so it can reveal them
/// later; otherwise the rules' default (T2-SEC-4). Each event is applied
/// before the next is chosen. Nothing in a Risk-like game, whose clock is
/// [`Game::time_out`].
#[must_use]
pub fn teg2_time_out(
    game: &Game,
    waiting: &[Teg2Waiting],
    (then, max_timeouts): (OnTimeout, u32),
    bot_seed: &Seed,
) -> Vec<Event> {
    let Some(hosted) = game.teg2() else { return Vec::new() };
    let Some(teg2) = hosted.game() else { return Vec::new() };
    let waits = |player: u8| waiting.iter().any(|w| w.player == player);
    let due: Vec<(u8, teg2::Duty)> =
        teg2.duties().into_iter().filter(|&(s, _)| teg2.player_at(s).is_some_and(waits)).collect();
    let mut scratch = Game::Teg2(Box::new(hosted.clone()));
    let mut out = Vec::new();
    let mut counted: Vec<u8> = Vec::new();
    for (seat, duty) in due {
        let Some(now) = scratch.teg2().and_then(Hosted::game) else { break };
        let Some(player) = now.player_at(seat) else { continue };
        if !now.duties().contains(&(seat, duty)) || now.has_forfeited(player) {
            continue;
        }
        let mut batch = Vec::new();
        let level = waiting_bot(waiting, player);
        if !counted.contains(&player) {
            counted.push(player);
            let in_a_row = now.timeouts_of(player) + 1;
            batch.push(Event::Teg2(Logged::Teg2TimedOut { player, in_a_row, then }));
            if in_a_row >= max_timeouts {
                // As in the other editions: `pass` forfeits, `bot` hands
                // the seat to its bot for good (the person may reclaim it).
                match then {
                    OnTimeout::Pass => {
                        batch.push(Event::teg2(
                            None,
                            teg2::Event::Forfeited {
                                player,
                                reason: Some(crate::shared::ForfeitReason::TimedOut),
                            },
                        ));
                    }
                    OnTimeout::Bot => batch.extend(
                        scratch
                            .change_control(
                                SeatKey { seat: player, color: None },
                                Controller::Bot { level },
                                ControlCause::Timeouts,
                            )
                            .unwrap_or_default(),
                    ),
                }
            }
        }
        if !batch.iter().any(|e| matches!(e, Event::Teg2(Logged::Teg2 { .. }))) {
            let by_bot = (then == OnTimeout::Bot && !duty.is_reveal())
                .then(|| bot_event(now, player, level, bot_seed))
                .flatten();
            batch.extend(by_bot.or_else(|| now.default_event(seat)).map(|e| Event::teg2(None, e)));
        }
        for e in batch {
            scratch.apply(&e);
            out.push(e);
        }
    }
    out
}

/// The level of a waiting person's seat bot.
fn waiting_bot(waiting: &[Teg2Waiting], player: u8) -> BotLevel {
    waiting.iter().find(|w| w.player == player).map_or(BotLevel::Greedy, |w| w.bot)
}

/// The event of the seat's bot acting for `player`, if the rules accept
/// what it chooses.
fn bot_event(
    game: &teg2::Game,
    player: u8,
    level: BotLevel,
    bot_seed: &Seed,
) -> Option<teg2::Event> {
    let seen = teg2::bot::Seen::of(game, player);
    let command = teg2::bot::service_command(&seen, Teg2Bot::from(level), bot_seed)?;
    game.decide(player, &command).ok()?.into_iter().next()
}
