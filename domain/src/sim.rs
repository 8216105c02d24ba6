//! Simulated play: a random-but-purposeful player (`RandomPlayer`) that only
//! ever picks from `legal_actions`, and `play_random_game`, used by the
//! property tests, the benchmarks and bots.
//!
//! Uniform choice among legal actions makes endless games (armies pile up
//! faster than random attacks remove them), so the policy is biased: it
//! places whole pools, attacks when it outnumbers the defender, always
//! exchanges, and otherwise ends the turn. Every choice is still legal.

use crate::board::CountryId;
use crate::color::Color;
use crate::rng::{Randomness, Seed, SeededRandomness};
use crate::rules::{Command, Event, Game, GameSetup, RuleViolation, SetupError, start_edition};
use crate::ruleset::RulesetId;

/// A seeded random player.
#[derive(Debug, Clone)]
pub struct RandomPlayer {
    rng: SeededRandomness,
    /// Reused buffers of indices into the legal list, one per kind of move.
    buckets: [Vec<usize>; 8],
}

const EXCHANGE: usize = 0;
const PLACE: usize = 1;
const OTHER: usize = 2;
const STRONG: usize = 3;
const FORWARD: usize = 4;
const REGROUP: usize = 5;
/// Answers to proposals, withdrawals and breaks.
const PACT: usize = 6;
const PROPOSE: usize = 7;

impl RandomPlayer {
    /// A player whose choices follow `seed`.
    #[must_use]
    pub fn new(seed: &Seed) -> Self {
        Self { rng: SeededRandomness::for_version(seed, u64::MAX), buckets: Default::default() }
    }

    fn pick<'a>(&mut self, legal: &'a [Command], bucket: usize) -> Option<&'a Command> {
        let options = &self.buckets[bucket];
        let n = u32::try_from(options.len()).ok().filter(|&n| n > 0)?;
        let i = options.get(usize::try_from(self.rng.below(n)).ok()?)?;
        legal.get(*i)
    }

    fn coin(&mut self, one_in: u32) -> bool {
        self.rng.below(one_in) == 0
    }

    /// Chooses one of `legal` (which must be `game.legal_actions(actor)`).
    pub fn choose<'a>(&mut self, game: &Game, legal: &'a [Command]) -> Option<&'a Command> {
        for b in &mut self.buckets {
            b.clear();
        }
        let mut end = None;
        let mut big_place = false;
        let mut move_in_extra = false;
        for c in legal {
            match c {
                Command::Place { armies, .. } if *armies > 1 => big_place = true,
                Command::MoveIn { armies } if *armies > 0 => move_in_extra = true,
                _ => {}
            }
        }
        let board = game.board();
        for (i, c) in legal.iter().enumerate() {
            let enemies = |x: CountryId| {
                board.neighbour_mask(x) & !game.owned_mask(game.country(x).main.owner)
            };
            let bucket = match c {
                Command::Exchange { .. } => EXCHANGE,
                // Concentrate whole pools on the front line: stacks conquer.
                Command::Place { country, armies }
                    if enemies(*country) != 0 && (*armies > 1 || !big_place) =>
                {
                    PLACE
                }
                Command::Place { .. }
                | Command::BuyMissile { .. }
                | Command::ConvertMissile { .. }
                | Command::EndAggression => OTHER,
                Command::MoveIn { armies } if *armies > 0 || !move_in_extra => STRONG,
                Command::Attack { from, to }
                    if game.country(*from).main.armies > game.country(*to).main.armies + 1 =>
                {
                    STRONG
                }
                Command::FireMissile { .. }
                | Command::FireMissileAt { .. }
                | Command::AttackOccupant { .. }
                | Command::LaunchAggression { .. } => STRONG,
                // Weak attacks and a lone move-in option are never chosen
                // (and TEG II actions are never listed in these games).
                Command::MoveIn { .. } | Command::Attack { .. } => continue,
                // Bring idle stacks from the interior to the front.
                Command::Regroup { from, to, armies, .. }
                    if *armies > 1 && enemies(*from) == 0 && enemies(*to) != 0 =>
                {
                    FORWARD
                }
                Command::Regroup { .. } => REGROUP,
                Command::EndTurn => {
                    end = Some(c);
                    continue;
                }
                Command::ProposePact { .. } => PROPOSE,
                Command::AcceptPact { .. }
                | Command::RefusePact { .. }
                | Command::WithdrawPact { .. }
                | Command::BreakPact { .. }
                | Command::DismissZone { .. } => PACT,
            };
            self.buckets[bucket].push(i);
        }
        let has = |p: &Self, b: usize| !p.buckets[b].is_empty();
        // Pacts now and then: enough to exercise them, rarely enough that
        // games still end (a pact in force is broken soon after).
        if has(self, PACT) && self.coin(3) {
            return self.pick(legal, PACT);
        }
        if has(self, PROPOSE) && self.coin(24) {
            return self.pick(legal, PROPOSE);
        }
        if has(self, EXCHANGE) {
            return self.pick(legal, EXCHANGE);
        }
        if has(self, PLACE) && !self.coin(8) {
            return self.pick(legal, PLACE);
        }
        if has(self, OTHER) && (end.is_none() || self.coin(16)) {
            return self.pick(legal, OTHER);
        }
        if has(self, STRONG) {
            return self.pick(legal, STRONG);
        }
        if has(self, PLACE) {
            return self.pick(legal, PLACE);
        }
        if has(self, FORWARD) && !self.coin(4) {
            return self.pick(legal, FORWARD);
        }
        if has(self, REGROUP) && self.coin(8) {
            return self.pick(legal, REGROUP);
        }
        end.or_else(|| legal.first())
    }

    /// What a player whose turn it is not does: now and then answers a
    /// proposal made to them (or breaks or withdraws); usually nothing.
    pub fn choose_out_of_turn<'a>(&mut self, legal: &'a [Command]) -> Option<&'a Command> {
        let answers: Vec<&Command> = legal
            .iter()
            .filter(|c| c.is_pact() && !matches!(c, Command::ProposePact { .. }))
            .collect();
        let n = u32::try_from(answers.len()).ok().filter(|&n| n > 0)?;
        if !self.coin(4) {
            return None;
        }
        answers.get(usize::try_from(self.rng.below(n)).ok()?).copied()
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
    observe: impl FnMut(&Game, &[Event]),
) -> Result<Played, SimError> {
    play_edition_with(RulesetId::Revancha, setup, seed, observe)
}

/// As [`play_with`], in the edition `ruleset`.
///
/// # Errors
/// As [`play_random_game`].
pub fn play_edition_with(
    ruleset: RulesetId,
    setup: &GameSetup,
    seed: Seed,
    mut observe: impl FnMut(&Game, &[Event]),
) -> Result<Played, SimError> {
    let events = start_edition(ruleset, setup, seed).map_err(SimError::Setup)?;
    let game = Game::replay(&events);
    observe(&Game::new(), &events);
    let mut played = Played { events, game, commands: 0 };
    let mut player = RandomPlayer::new(&seed);
    let mut legal = Vec::new();
    while !played.game.is_finished() {
        let actor: Color = played.game.current_player().ok_or(SimError::Stuck)?;
        played.game.legal_actions_into(actor, &mut legal);
        let command = player.choose(&played.game, &legal).ok_or(SimError::Stuck)?.clone();
        played.step(actor, &command, &seed, &mut observe)?;
        if played.game.options().pacts && !played.game.is_finished() {
            // Pact answers come from anyone, at any time (R-PCT-1).
            let others: Vec<Color> = played
                .game
                .seating()
                .iter()
                .copied()
                .filter(|&c| Some(c) != played.game.current_player())
                .filter(|&c| played.game.is_contending(c))
                .collect();
            for other in others {
                played.game.legal_actions_into(other, &mut legal);
                if let Some(command) = player.choose_out_of_turn(&legal).cloned() {
                    played.step(other, &command, &seed, &mut observe)?;
                }
            }
        }
    }
    Ok(played)
}

impl Played {
    /// Decides and applies one command, rolling as the service would.
    fn step(
        &mut self,
        actor: Color,
        command: &Command,
        seed: &Seed,
        observe: &mut impl FnMut(&Game, &[Event]),
    ) -> Result<(), SimError> {
        let mut dice = SeededRandomness::for_version(seed, self.game.version());
        let batch = self
            .game
            .decide(actor, command, &mut dice)
            .map_err(|v| SimError::Refused(command.clone(), v))?;
        observe(&self.game, &batch);
        for e in &batch {
            self.game.apply(e);
        }
        self.events.extend(batch);
        self.commands += 1;
        Ok(())
    }
}
