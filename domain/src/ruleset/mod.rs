//! Rulesets: an edition of TEG as a value. A game names its ruleset when it
//! is created, stores it in its first event and never changes it; the engine
//! asks the game's ruleset for everything an edition decides (the board,
//! player counts, placement, dice, cards, incorporation, which modules
//! exist) instead of reaching for a global.
//!
//! Each edition's values live in a module of its own (`revancha.rs`, ...),
//! so a reader sees at a glance what an edition changes. Adding an edition:
//! a board file in `domain/data/`, a module here returning its [`Ruleset`],
//! a variant of [`RulesetId`], and its rule book page in `docs/rules/`.

mod revancha;

pub use revancha::COMBAT as REVANCHA_COMBAT;

use std::sync::OnceLock;

use crate::board::Board;

/// Which edition a game plays. On the wire, its slug (`"revancha"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum RulesetId {
    /// TEG La Revancha (`docs/rules/revancha.md`): the default.
    #[default]
    Revancha,
}

impl RulesetId {
    /// Every ruleset the engine plays, in catalogue order.
    pub const ALL: [RulesetId; 1] = [RulesetId::Revancha];

    /// The slug used on the wire and in stored events.
    #[must_use]
    pub fn slug(self) -> &'static str {
        match self {
            RulesetId::Revancha => "revancha",
        }
    }

    /// The ruleset a slug names, if the engine plays it.
    #[must_use]
    pub fn from_slug(slug: &str) -> Option<RulesetId> {
        Self::ALL.into_iter().find(|id| id.slug() == slug)
    }

    /// The ruleset's values, built once.
    #[must_use]
    pub fn ruleset(self) -> &'static Ruleset {
        match self {
            RulesetId::Revancha => {
                static REVANCHA: OnceLock<Ruleset> = OnceLock::new();
                REVANCHA.get_or_init(revancha::ruleset)
            }
        }
    }
}

impl std::fmt::Display for RulesetId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.slug())
    }
}

/// Everything an edition decides, as data the engine reads.
#[derive(Debug)]
pub struct Ruleset {
    /// Which edition.
    pub id: RulesetId,
    /// The board (countries, continents, borders, card symbols).
    pub board: &'static Board,
    /// How many players may sit (inclusive).
    pub players: (usize, usize),
    /// The initial placement.
    pub placement: Placement,
    /// Dice.
    pub combat: Combat,
    /// Country cards and exchanges.
    pub cards: Cards,
    /// Armies for countries at incorporation.
    pub incorporation: CountryArmies,
    /// Countries that win at once, by default (the common objective).
    pub common_objective: u8,
}

impl Ruleset {
    /// Whether `n` players may play this edition.
    #[must_use]
    pub fn seats(&self, n: usize) -> bool {
        (self.players.0..=self.players.1).contains(&n)
    }
}

/// The initial placement: armies each player places per placement round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placement {
    /// Per round, in order (Revancha: 8 then 4, R-SET-3).
    pub rounds: &'static [u32],
    /// With two players instead (Revancha: one round of 18, R-SMALL-2).
    pub two_players: &'static [u32],
}

impl Placement {
    /// The armies of placement round `round` (1-based) with `players`
    /// players, or `None` after the last round.
    #[must_use]
    pub fn armies(&self, players: usize, round: u8) -> Option<u32> {
        let rounds = if players == 2 { self.two_players } else { self.rounds };
        rounds.get(usize::from(round).checked_sub(1)?).copied()
    }
}

/// How many dice each side rolls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Combat {
    /// The most dice the attacker rolls from its attack armies.
    pub attacker_max: u32,
    /// The most dice the defender rolls.
    pub defender_max: u32,
    /// R-ATK-2's exception: 4 dice when the defender has 3+ armies and the
    /// attacker at least twice as many.
    pub four_dice_exception: bool,
    /// The cap with a situation card's extra die (R-SIT-2/3).
    pub with_extra_die: u32,
}

impl Combat {
    /// The attacker's dice for `attacker` armies against `defender`
    /// (missiles never count), with or without an extra die (tailwind).
    #[must_use]
    pub fn attacker_dice(&self, attacker: u32, defender: u32, extra_die: bool) -> usize {
        let mut n = attacker.saturating_sub(1).min(self.attacker_max);
        if self.four_dice_exception && defender >= 3 && attacker >= 2 * defender {
            n = 4;
        }
        if extra_die {
            n = (n + 1).min(self.with_extra_die);
        }
        usize::try_from(n).unwrap_or(4)
    }

    /// The defender's dice for `defender` armies, with or without an extra
    /// die (snow).
    #[must_use]
    pub fn defender_dice(&self, defender: u32, extra_die: bool) -> usize {
        let mut n = defender.min(self.defender_max);
        if extra_die {
            n = (n + 1).min(self.with_extra_die);
        }
        usize::try_from(n).unwrap_or(4)
    }
}

/// Country cards: what exchanges are worth and when a card is earned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cards {
    /// Armies for a player's 1st, 2nd, ... exchange.
    pub exchange_values: &'static [u32],
    /// Added for each exchange after the table.
    pub then_add: u32,
    /// Armies for holding a drawn card's country, once per card.
    pub card_bonus: u32,
    /// A player holding this many cards must exchange before drawing again.
    pub hand_limit: usize,
    /// Conquests in a turn that earn a card.
    pub conquests_for_card: u32,
    /// The same, once the player has made three exchanges or more.
    pub conquests_after_third_exchange: u32,
}

impl Cards {
    /// Armies for a player's `n`-th exchange, 1-based.
    #[must_use]
    pub fn exchange_value(&self, n: u32) -> u32 {
        let table = self.exchange_values;
        let i = usize::try_from(n.max(1) - 1).unwrap_or(usize::MAX);
        match table.get(i) {
            Some(&v) => v,
            None => {
                let last = table.last().copied().unwrap_or(0);
                let beyond = u32::try_from(i + 1 - table.len()).unwrap_or(u32::MAX);
                last.saturating_add(self.then_add.saturating_mul(beyond))
            }
        }
    }

    /// Conquests this turn that earn a card, after `exchanges` exchanges.
    #[must_use]
    pub fn conquests_needed(&self, exchanges: u32) -> u32 {
        if exchanges >= 3 { self.conquests_after_third_exchange } else { self.conquests_for_card }
    }
}

/// Armies for the countries a player holds, at incorporation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CountryArmies {
    /// Half the countries, rounded down; `armies` when holding fewer than
    /// `below` countries (Revancha R-INC-1: 4 under 6, so 6 or 7 give 3).
    HalfOrFlatBelow {
        /// The country count from which the half applies.
        below: u32,
        /// Armies below it.
        armies: u32,
    },
}

impl CountryArmies {
    /// Armies for holding `countries` countries.
    #[must_use]
    pub fn armies(self, countries: u32) -> u32 {
        match self {
            CountryArmies::HalfOrFlatBelow { below, armies } => {
                if countries < below {
                    armies
                } else {
                    countries / 2
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ruleset_is_found_by_its_slug_and_names_its_board() {
        for id in RulesetId::ALL {
            assert_eq!(RulesetId::from_slug(id.slug()), Some(id));
            let ruleset = id.ruleset();
            assert_eq!(ruleset.id, id);
            assert_eq!(ruleset.board.ruleset, id.slug());
        }
        assert_eq!(RulesetId::from_slug("atlantis"), None);
    }
}
