//! Forfeits (SVC-FORFEIT in docs/rules/revancha.md; the rulebooks have no
//! such rule): an operator takes a player out of play. Their countries stay
//! on the board as targets, they can no longer win, and their turns are
//! played by [`Game::pass_forfeited`]: place everything on one country, never
//! attack, end the turn. When one contender is left, they win.

use crate::rng::{Seed, SeededRandomness};
use crate::rules::state::Game;
use crate::rules::tx::Tx;
use crate::rules::types::{Command, Event};

/// Upper bound on automatic commands in one call: a pass takes a handful per
/// turn, so this only guards against a bug looping forever.
const MAX_PASS_COMMANDS: usize = 10_000;

impl Game {
    /// The events of `player` forfeiting: the forfeit, and the game's end if
    /// only one contender is left. `None` when the game is not under way or
    /// the player is not in play (absent, eliminated or already forfeited).
    #[must_use]
    pub fn forfeit(&self, player: crate::color::Color) -> Option<Vec<Event>> {
        self.forfeit_for(player, crate::shared::ForfeitReason::Kicked)
    }

    /// As [`Game::forfeit`], for `reason`.
    #[must_use]
    pub fn forfeit_for(
        &self,
        player: crate::color::Color,
        reason: crate::shared::ForfeitReason,
    ) -> Option<Vec<Event>> {
        if self.is_finished() || self.seed().is_none() || !self.is_contending(player) {
            return None;
        }
        let mut tx = Tx::new(self);
        tx.emit(Event::PlayerForfeited { player, reason: Some(reason) });
        crate::rules::pacts::end_pacts_of(&mut tx, player);
        crate::rules::conquest::check_victory(&mut tx);
        Some(tx.into_events())
    }

    /// The events of every turn a forfeited player must play from here on,
    /// until a contender is to act or the game ends. Each command rolls from
    /// `SeededRandomness::for_version(seed, version)`, like a player's would.
    #[must_use]
    pub fn pass_forfeited(&self, seed: &Seed) -> Vec<Event> {
        let mut scratch: Option<Game> = None;
        let mut out = Vec::new();
        let mut legal = Vec::new();
        for _ in 0..MAX_PASS_COMMANDS {
            let game = scratch.as_ref().unwrap_or(self);
            let Some(actor) = game.phase().actor() else { break };
            if game.is_finished() || game.is_contending(actor) {
                break;
            }
            game.legal_actions_into(actor, &mut legal);
            let Some(command) = pass_choice(&legal) else { break };
            let mut rng = SeededRandomness::for_version(seed, game.version());
            let Ok(events) = game.decide(actor, &command, &mut rng) else { break };
            let next = scratch.get_or_insert_with(|| self.clone());
            for e in events {
                next.apply(&e);
                out.push(e);
            }
        }
        out
    }
}

/// A passive player's choice: end the turn when allowed; otherwise put all
/// armies due on one country; otherwise move the fewest armies in.
fn pass_choice(legal: &[Command]) -> Option<Command> {
    let ends = legal.iter().find(|c| matches!(c, Command::EndTurn));
    let place = || {
        legal
            .iter()
            .filter_map(|c| match c {
                Command::Place { armies, .. } => Some((*armies, c)),
                _ => None,
            })
            .max_by_key(|(armies, _)| *armies)
            .map(|(_, c)| c)
    };
    ends.or_else(place).or_else(|| fewest_move_in(legal)).or_else(|| legal.first()).cloned()
}

/// The move-in of the fewest armies on offer, if the step is a move-in
/// (the passes of forfeited players and of timed-out ones share it).
pub(crate) fn fewest_move_in(legal: &[Command]) -> Option<&Command> {
    legal
        .iter()
        .filter_map(|c| match c {
            Command::MoveIn { armies } => Some((*armies, c)),
            _ => None,
        })
        .min_by_key(|(armies, _)| *armies)
        .map(|(_, c)| c)
}
