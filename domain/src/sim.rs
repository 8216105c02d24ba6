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
        let mut exchanges = Vec::new();
        let mut places: Vec<&Command> = Vec::new();
        let mut strong = Vec::new();
        let mut regroups = Vec::new();
        let mut forward = Vec::new();
        let mut others = Vec::new();
        let mut end = None;
        for c in legal {
            match c {
                Command::Exchange { .. } => exchanges.push(c),
                Command::Place { country, armies } => {
                    // Concentrate whole pools on the front line: stacks conquer.
                    let front = game.board().neighbour_mask(*country)
                        & !game.owned_mask(game.country(*country).main.owner);
                    if front != 0
                        && (*armies > 1
                            || !places.iter().any(
                                |p| matches!(*p, Command::Place { armies, .. } if *armies > 1),
                            ))
                    {
                        places.push(c);
                    } else {
                        others.push(c);
                    }
                }
                Command::BuyMissile { .. } | Command::ConvertMissile { .. } => others.push(c),
                Command::MoveIn { armies } => {
                    if *armies > 0
                        || !legal
                            .iter()
                            .any(|o| matches!(o, Command::MoveIn { armies } if *armies > 0))
                    {
                        strong.push(c);
                    }
                }
                Command::Attack { from, to } => {
                    if game.country(*from).main.armies > game.country(*to).main.armies + 1 {
                        strong.push(c);
                    }
                }
                Command::FireMissile { .. } => strong.push(c),
                Command::Regroup { from, to, armies, .. } => {
                    // Bring idle stacks from the interior to the front.
                    let owner = game.country(*from).main.owner;
                    let enemies = |x| game.board().neighbour_mask(x) & !game.owned_mask(owner);
                    if *armies > 1 && enemies(*from) == 0 && enemies(*to) != 0 {
                        forward.push(c);
                    } else {
                        regroups.push(c);
                    }
                }
                Command::EndTurn => end = Some(c),
            }
        }
        if !exchanges.is_empty() {
            return self.pick(&exchanges);
        }
        if !places.is_empty() && self.rng.below(8) != 0 {
            return self.pick(&places);
        }
        if !others.is_empty() && (end.is_none() || self.rng.below(16) == 0) {
            return self.pick(&others);
        }
        if !strong.is_empty() {
            return self.pick(&strong);
        }
        if !places.is_empty() {
            return self.pick(&places);
        }
        if !forward.is_empty() && self.rng.below(4) != 0 {
            return self.pick(&forward);
        }
        if !regroups.is_empty() && self.rng.below(8) == 0 {
            return self.pick(&regroups);
        }
        end.or_else(|| legal.first())
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
