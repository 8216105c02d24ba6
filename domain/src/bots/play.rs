//! Bot-only games, played in-process: what the arena and the bot tests run.
//! Each command goes through [`crate::bots::decide_for`], as the service
//! would send it, and is decided and applied by the engine like any other;
//! a choice outside the legal list or refused by the engine stops the game
//! with an error.

use crate::bots::{BotLevel, decide_for};
use crate::color::Color;
use crate::rng::{Seed, SeededRandomness};
use crate::rules::{Command, Event, Game, GameSetup, RuleViolation, SetupError, start_edition};
use crate::ruleset::RulesetId;

/// Why a bot game stopped before its end: every variant but `Setup` and
/// `TooLong` is a bug (in a bot or in the engine).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BotGameError {
    /// The setup was refused.
    Setup(SetupError),
    /// A bot chose a command its legal list did not hold.
    Unlisted(Color, Command),
    /// The engine refused a listed command.
    Refused(Command, RuleViolation),
    /// The phase's actor chose nothing, or nobody could act.
    Stuck,
    /// The command budget ran out.
    TooLong,
}

/// A finished (or capped) bot game.
#[derive(Debug, Clone)]
pub struct BotGame {
    /// The final state.
    pub game: Game,
    /// Every event, from the start.
    pub events: Vec<Event>,
    /// The level seated in each colour.
    pub seats: Vec<(Color, BotLevel)>,
    /// Commands accepted.
    pub commands: u64,
}

impl BotGame {
    /// The level that won, if anyone did.
    #[must_use]
    pub fn winning_level(&self) -> Option<BotLevel> {
        let winner = match self.game.outcome()? {
            crate::rules::Outcome::Won { winner, .. } => winner,
            crate::rules::Outcome::RoundCap => return None,
        };
        self.seats.iter().find(|(c, _)| *c == winner).map(|(_, l)| *l)
    }
}

/// Plays a game of `ruleset` between bots to its end (a win, or the round
/// cap of `setup.options`). `levels(game)` seats a level in each colour
/// once the seating and first player are drawn (so callers can rotate
/// seats); `bot_seed` keys the bots' chances, `seed` the game's. At most
/// `max_commands` commands are played.
///
/// # Errors
/// A [`BotGameError`].
pub fn play_bots(
    ruleset: RulesetId,
    setup: &GameSetup,
    seed: Seed,
    bot_seed: &Seed,
    levels: impl FnOnce(&Game) -> Vec<(Color, BotLevel)>,
    max_commands: u64,
) -> Result<BotGame, BotGameError> {
    let events = start_edition(ruleset, setup, seed).map_err(BotGameError::Setup)?;
    let game = Game::replay(&events);
    let seats = levels(&game);
    let mut played = BotGame { game, events, seats, commands: 0 };
    let level = |seats: &[(Color, BotLevel)], c: Color| {
        seats.iter().find(|(s, _)| *s == c).map_or(BotLevel::Random, |(_, l)| *l)
    };
    while !played.game.is_finished() {
        if played.commands >= max_commands {
            return Err(BotGameError::TooLong);
        }
        let actor = played.game.current_player().ok_or(BotGameError::Stuck)?;
        let command = decide_for(&played.game, actor, level(&played.seats, actor), bot_seed)
            .ok_or(BotGameError::Stuck)?;
        played.step(actor, &command, &seed)?;
        if played.game.options().pacts {
            // Answers to proposals come from anyone, at any time (R-PCT-1).
            let others: Vec<Color> = played.game.seating().to_vec();
            for other in others {
                if played.game.is_finished() || played.game.current_player() == Some(other) {
                    continue;
                }
                if let Some(command) =
                    decide_for(&played.game, other, level(&played.seats, other), bot_seed)
                {
                    played.step(other, &command, &seed)?;
                }
            }
        }
    }
    Ok(played)
}

impl BotGame {
    fn step(&mut self, actor: Color, command: &Command, seed: &Seed) -> Result<(), BotGameError> {
        if !self.game.legal_actions(actor).contains(command) {
            return Err(BotGameError::Unlisted(actor, command.clone()));
        }
        let mut dice = SeededRandomness::for_version(seed, self.game.version());
        let batch = self
            .game
            .decide(actor, command, &mut dice)
            .map_err(|v| BotGameError::Refused(command.clone(), v))?;
        for e in &batch {
            self.game.apply(e);
        }
        self.events.extend(batch);
        self.commands += 1;
        Ok(())
    }
}
