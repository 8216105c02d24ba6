//! Server-side bots (issue 13, SVC-BOTS): players the service seats in place
//! of a person who left or to fill a table, in three levels (`BotLevel`:
//! `random`, `greedy`, `planner`; part of the rules vocabulary, since seats
//! and events name it), for every edition the engine plays.
//!
//! A bot plays by the rules clients play by: it chooses one command of the
//! player's legal-actions list ([`Game::legal_actions`]), and it decides from
//! what that player may see and nothing more. That is true by construction:
//! a bot is handed a [`Seen`], which holds a player's view
//! ([`view`](crate::rules::view::view) for [`Viewer::Player`]) with anything
//! another viewer could see stripped, the legal list, and public facts
//! (the edition's board and rules, and the conquests of the turn, which
//! every player watched). It never receives a [`Game`].
//!
//! Bots are deterministic: every chance they take comes from a
//! [`SeededRandomness`] keyed by a bot seed (never the game's secret seed),
//! the colour and the game's version, so the same position and seed give the
//! same choice, and a decision needs no state kept between calls.
//!
//! The service calls [`decide_for`]`(game, color, level, bot_seed)`, its one
//! entry point, when a bot's seat must act (the phase's actor, in or out of
//! turn, as in an aggression roll) and, in games with pacts, when a proposal
//! addressed to it waits ([`has_business`]). Beside the levels: `odds.rs`
//! (exact battle odds, memoised), `read.rs`, and `play.rs` (`play_bots`,
//! in-process games for the arena, `domain/examples/arena.rs`, and the
//! tests).

mod greedy;
pub mod odds;
mod planner;
mod play;
mod random;
mod read;

pub use crate::rules::types::{BotLevel, UnknownLevel};
pub use play::{BotGame, BotGameError, play_bots};

use crate::board::Board;
use crate::color::Color;
use crate::rng::{Seed, SeededRandomness};
use crate::rules::types::PactStatus;
use crate::rules::{Command, Game, GameView, Viewer, view};
use crate::ruleset::{Ruleset, RulesetId};

/// Everything a bot may base a decision on: what its player sees.
#[derive(Debug, Clone)]
pub struct Seen {
    me: Color,
    view: GameView,
    legal: Vec<Command>,
    turn_conquests: u32,
    ruleset: &'static Ruleset,
}

impl Seen {
    /// What `me` sees, from any view of the game: whatever another viewer
    /// could see and `me` cannot (other players' secrets, the pile, the
    /// unrevealed seed) is removed, so a bot given an operator's view
    /// still decides as a player. `legal` is `me`'s legal-actions list;
    /// `turn_conquests` the countries conquered so far in the turn being
    /// played (public: every player saw the battles; 0 when unknown).
    #[must_use]
    pub fn new(me: Color, mut view: GameView, legal: Vec<Command>, turn_conquests: u32) -> Seen {
        view.secrets = None;
        view.pile = None;
        if view.status != "finished" {
            view.seed = None;
        }
        if view.you.as_ref().is_some_and(|you| you.color != me) {
            view.you = None;
        }
        let ruleset = RulesetId::stored(&view.ruleset).ruleset();
        Seen { me, view, legal, turn_conquests, ruleset }
    }

    /// What `me` sees in `game` now: its player view and legal actions.
    #[must_use]
    pub fn of(game: &Game, me: Color) -> Seen {
        let turn_conquests =
            if game.phase().turn_player() == Some(me) { game.turn().conquests } else { 0 };
        Seen::new(me, view(game, Viewer::Player(me)), game.legal_actions(me), turn_conquests)
    }

    /// The bot's colour.
    #[must_use]
    pub fn me(&self) -> Color {
        self.me
    }

    /// The player's view (its own secrets in `you`, nobody else's).
    #[must_use]
    pub fn view(&self) -> &GameView {
        &self.view
    }

    /// The legal-actions list a choice is taken from.
    #[must_use]
    pub fn legal(&self) -> &[Command] {
        &self.legal
    }

    /// Countries conquered in the current turn, when it is the bot's.
    #[must_use]
    pub fn turn_conquests(&self) -> u32 {
        self.turn_conquests
    }

    /// The edition's rules (public).
    #[must_use]
    pub fn ruleset(&self) -> &'static Ruleset {
        self.ruleset
    }

    /// The edition's board (public).
    #[must_use]
    pub fn board(&self) -> &'static Board {
        self.ruleset.board
    }

    /// Whether the bot is the phase's actor (its turn, or its roll in an
    /// aggression).
    #[must_use]
    pub fn to_act(&self) -> bool {
        self.view.phase.actor() == Some(self.me)
    }
}

/// A bot: a level and its source of chance.
#[derive(Debug, Clone)]
pub struct Bot {
    level: BotLevel,
    rng: SeededRandomness,
}

impl Bot {
    /// A bot of `level` whose chances follow `seed` (a bot seed: never the
    /// game's own secret seed, which decides the dice).
    #[must_use]
    pub fn new(level: BotLevel, seed: &Seed) -> Bot {
        Bot { level, rng: SeededRandomness::for_version(seed, u64::MAX) }
    }

    /// The bot of `level` for one decision of `color` at `version`: its
    /// chances follow `seed`, the colour and the version, so a decision
    /// needs nothing kept from the ones before.
    #[must_use]
    pub fn for_decision(level: BotLevel, seed: &Seed, color: Color, version: u64) -> Bot {
        let mut bytes = seed.0;
        bytes[31] ^= u8::try_from(color.index() + 1).unwrap_or(0);
        Bot { level, rng: SeededRandomness::for_version(&Seed(bytes), version) }
    }

    /// The level.
    #[must_use]
    pub fn level(&self) -> BotLevel {
        self.level
    }

    /// One command of `seen.legal()`, or `None` when the bot has nothing
    /// to do (not its turn and no proposal to answer). When the bot is the
    /// phase's actor and the list is not empty, it always chooses.
    pub fn choose(&mut self, seen: &Seen) -> Option<Command> {
        let legal = seen.legal();
        if legal.is_empty() {
            return None;
        }
        let pick = match self.level {
            BotLevel::Random => random::choose(seen, &mut self.rng),
            BotLevel::Greedy => greedy::choose(seen),
            BotLevel::Planner => planner::choose(seen),
        };
        let pick = match pick {
            Some(i) if i < legal.len() => Some(i),
            _ if seen.to_act() => Some(fallback(legal)),
            _ => None,
        };
        pick.and_then(|i| legal.get(i)).cloned()
    }
}

/// What an actor does when its policy has no preference: end the turn, or
/// launch a pending aggression (which must come first, R-PCT-10), or the
/// first turn action.
pub(crate) fn fallback(legal: &[Command]) -> usize {
    let find = |f: fn(&Command) -> bool| legal.iter().position(f);
    find(|c| matches!(c, Command::EndTurn))
        .or_else(|| find(|c| matches!(c, Command::LaunchAggression { .. })))
        .or_else(|| find(|c| !c.is_pact()))
        .unwrap_or(0)
}

/// The command the bot of `level` seated as `color` chooses in `game` now,
/// from `color`'s view and legal actions only; `None` when it has nothing
/// to do. `bot_seed` keys its chances (store one per seat or game; never
/// pass the game's seed).
#[must_use]
pub fn decide_for(game: &Game, color: Color, level: BotLevel, bot_seed: &Seed) -> Option<Command> {
    if !has_business(game, color) {
        return None;
    }
    let seen = Seen::of(game, color);
    Bot::for_decision(level, bot_seed, color, game.version()).choose(&seen)
}

/// Whether `color` has something to do in `game`: it is the phase's actor,
/// or (pacts on) a proposal addressed to it waits for an answer.
#[must_use]
pub fn has_business(game: &Game, color: Color) -> bool {
    if game.is_finished() {
        return false;
    }
    game.current_player() == Some(color)
        || (game.options().pacts
            && game.is_contending(color)
            && game.pacts().iter().any(|p| p.to == color && p.status == PactStatus::Proposed))
}
