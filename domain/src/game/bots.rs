//! The service's bots, whatever the family: the Risk-like editions' levels
//! ([`crate::bots`]) or TEG II's (`random`; `greedy` for the others), each
//! from its player's view only, their secrets derived from the bot seed.

use crate::game::{Command, Game};
use crate::rng::Seed;
use crate::rules::BotLevel;
use crate::shared::SeatKey;

/// The command the bot of `level` playing `seat` chooses in `game` now;
/// `None` when it has nothing to do. `bot_seed` keys its chances and
/// secrets (never the game's seed).
#[must_use]
pub fn bot_command(
    game: &Game,
    seat: SeatKey,
    level: BotLevel,
    bot_seed: &Seed,
) -> Option<Command> {
    match game {
        Game::Risk(g) => {
            crate::bots::decide_for(g, seat.color?, level, bot_seed).map(Command::Risk)
        }
        Game::Teg2(h) => {
            if !h.waits_on(seat.seat) {
                return None;
            }
            h.bot_command(seat.seat, level.into(), bot_seed).map(Command::teg2)
        }
    }
}

/// Whether `seat` has something to do in `game` now.
#[must_use]
pub fn has_business(game: &Game, seat: SeatKey) -> bool {
    match game {
        Game::Risk(g) => seat.color.is_some_and(|c| crate::bots::has_business(g, c)),
        Game::Teg2(h) => h.waits_on(seat.seat),
    }
}
