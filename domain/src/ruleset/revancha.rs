//! TEG La Revancha (`docs/rules/revancha.md`): the values of the main
//! edition. Its modules (missiles, situation cards, blockades, pacts with
//! condominiums) are built into the engine's rules; what is a number or a
//! table is here.

use super::{Cards, Combat, CountryArmies, Placement, Ruleset, RulesetId};
use crate::board::Board;

/// The Revancha ruleset.
pub(super) fn ruleset() -> Ruleset {
    Ruleset {
        id: RulesetId::Revancha,
        board: Board::revancha(),
        // R-CMP-2.
        players: (2, 6),
        // R-SET-3, R-SMALL-2.
        placement: Placement { rounds: &[8, 4], two_players: &[18] },
        // R-ATK-2, R-ATK-3, R-SIT-2, R-SIT-3.
        combat: COMBAT,
        cards: Cards {
            // R-EXC-3.
            exchange_values: &[6, 10, 15, 20],
            then_add: 5,
            // R-CRD-2.
            card_bonus: 3,
            // R-EXC-5.
            hand_limit: 5,
            // R-CRD-1.
            conquests_for_card: 1,
            conquests_after_third_exchange: 2,
        },
        // R-INC-1.
        incorporation: CountryArmies::HalfOrFlatBelow { below: 6, armies: 4 },
        // R-OBJ-1.
        common_objective: 45,
    }
}

/// Revancha's dice: up to 3 a side, 4 for a doubled attacker against 3 or
/// more, an extra die up to 4.
pub const COMBAT: Combat =
    Combat { attacker_max: 3, defender_max: 3, four_dice_exception: true, with_extra_die: 4 };
