//! The service's bots, whatever the family: the Risk-like editions' levels
//! ([`crate::bots`]) or TEG II's (`random`; `greedy` for the others), each
//! from its player's view only, their secrets derived from the bot seed.

use crate::color::Color;
use crate::game::{Command, Game};
use crate::rng::Seed;
use crate::rules::BotLevel;

/// The command the bot of `level` seated as `color` chooses in `game` now;
/// `None` when it has nothing to do. `bot_seed` keys its chances and
/// secrets (never the game's seed).
#[must_use]
pub fn bot_command(game: &Game, color: Color, level: BotLevel, bot_seed: &Seed) -> Option<Command> {
    match game {
        Game::Risk(g) => crate::bots::decide_for(g, color, level, bot_seed).map(Command::Risk),
        Game::Teg2(h) => {
            if !h.waits_on(color) {
                return None;
            }
            h.bot_command(color, level.into(), bot_seed).map(Command::teg2)
        }
    }
}

/// Whether `color` has something to do in `game` now.
#[must_use]
pub fn has_business(game: &Game, color: Color) -> bool {
    match game {
        Game::Risk(g) => crate::bots::has_business(g, color),
        Game::Teg2(h) => h.waits_on(color),
    }
}
