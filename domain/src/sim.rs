//! Simulated play: a random-but-purposeful player that only ever picks from
//! `legal_actions`, used by the property tests, the benchmarks and bots.
//!
//! Uniform choice among legal actions makes endless games (armies pile up
//! faster than random attacks remove them), so the policy is biased: it
//! places whole pools, attacks when it outnumbers the defender, always
//! exchanges, and otherwise ends the turn. Every choice is still legal.

use crate::color::Color;
use crate::rng::{Randomness, Seed, SeededRandomness};
use crate::rules::{Command, Event, Game, GameSetup, RuleViolation, SetupError, start};

/// A seeded random player.
#[derive(Debug, Clone)]
pub struct RandomPlayer {
    rng: SeededRandomness,
}

impl RandomPlayer {
    /// A player whose choices follow `seed`.
    #[must_use]
    pub fn new(seed: &Seed) -> Self {
        Self { rng: SeededRandomness::for_version(seed, u64::MAX) }
    }

    fn pick<'a>(&mut self, options: &[&'a Command]) -> Option<&'a Command> {
        let n = u32::try_from(options.len()).ok().filter(|&n| n > 0)?;
        options.get(usize::try_from(self.rng.below(n)).ok()?).copied()
    }

    /// Chooses one of `legal` (which must be `game.legal_actions(actor)`).
    pub fn choose<'a>(&mut self, game: &Game, legal: &'a [Command]) -> Option<&'a Command> {
        let by = |f: fn(&Command) -> bool| legal.iter().filter(|c| f(c)).collect::<Vec<_>>();
        let exchanges = by(|c| matches!(c, Command::Exchange { .. }));
        if !exchanges.is_empty() {
            return self.pick(&exchanges);
        }
        let places = by(|c| matches!(c, Command::Place { .. } | Command::BuyMissile { .. }));
        if !places.is_empty() {
            // Prefer placing a whole pool on one country: concentrated armies conquer.
            let big: Vec<&Command> = places
                .iter()
                .copied()
                .filter(|c| match c {
                    Command::Place { armies, .. } => *armies > 1 || places.len() == 1,
                    _ => self.rng.below(8) == 0,
                })
                .collect();
            return self.pick(if big.is_empty() { &places } else { &big });
        }
        let move_in = by(|c| matches!(c, Command::MoveIn { .. }));
        if !move_in.is_empty() {
            return self.pick(&move_in);
        }
        let strong: Vec<&Command> = legal
            .iter()
            .filter(|c| match c {
                Command::Attack { from, to } => {
                    game.country(*from).main.armies > game.country(*to).main.armies
                }
                Command::FireMissile { .. } => true,
                _ => false,
            })
            .collect();
        if !strong.is_empty() && self.rng.below(16) != 0 {
            return self.pick(&strong);
        }
        let regroups = by(|c| matches!(c, Command::Regroup { .. }));
        if !regroups.is_empty() && self.rng.below(4) == 0 {
            return self.pick(&regroups);
        }
        let conversions = by(|c| matches!(c, Command::ConvertMissile { .. }));
        if !conversions.is_empty() && self.rng.below(4) == 0 {
            return self.pick(&conversions);
        }
        legal.iter().find(|c| matches!(c, Command::EndTurn)).or_else(|| legal.first())
    }
}

/// A finished simulated game.
#[derive(Debug, Clone)]
pub struct Played {
    /// The whole log.
    pub events: Vec<Event>,
    /// The final state.
    pub game: Game,
    /// Commands accepted.
    pub commands: u64,
}

/// Why a simulation stopped early.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SimError {
    /// The setup was refused.
    Setup(SetupError),
    /// A legal action was refused: a bug in `legal_actions` or `decide`.
    Refused(Command, RuleViolation),
    /// Nobody could act in an unfinished game: a bug.
    Stuck,
}

/// Plays a complete game of `players` colours with seeded random players.
///
/// # Errors
/// A [`SimError`] means a bug in the engine (or a bad setup).
pub fn play_random_game(setup: &GameSetup, seed: Seed) -> Result<Played, SimError> {
    play_with(setup, seed, |_, _| {})
}

/// As [`play_random_game`], calling `observe(game_before, events)` after every command.
///
/// # Errors
/// As [`play_random_game`].
pub fn play_with(
    setup: &GameSetup,
    seed: Seed,
    mut observe: impl FnMut(&Game, &[Event]),
) -> Result<Played, SimError> {
    let mut events = start(setup, seed).map_err(SimError::Setup)?;
    let mut game = Game::replay(&events);
    observe(&Game::new(), &events);
    let mut player = RandomPlayer::new(&seed);
    let mut commands = 0;
    let mut legal = Vec::new();
    while !game.is_finished() {
        let actor: Color = game.current_player().ok_or(SimError::Stuck)?;
        legal.clear();
        legal.extend(game.legal_actions(actor));
        let command = player.choose(&game, &legal).ok_or(SimError::Stuck)?.clone();
        let mut dice = SeededRandomness::for_version(&seed, game.version());
        let batch = game
            .decide(actor, &command, &mut dice)
            .map_err(|v| SimError::Refused(command.clone(), v))?;
        observe(&game, &batch);
        for e in &batch {
            game.apply(e);
        }
        events.extend(batch);
        commands += 1;
    }
    Ok(Played { events, game, commands })
}
