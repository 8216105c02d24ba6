//! TEG La Revancha (`docs/rules/revancha.md`): the values of the main
//! edition. Its modules (missiles, situation cards, blockades, pacts with
//! condominiums) are built into the engine's rules; what is a number or a
//! table is here.

use super::{
    Cards, Combat, CountryArmies, ExchangeRule, Incorporation, Modules, Objectives, PactModule,
    Placement, Ruleset, RulesetId, Turn,
};
use crate::board::Board;
use crate::rules::objectives::revancha_objectives;

/// The Revancha ruleset.
pub(super) fn ruleset() -> Ruleset {
    Ruleset {
        id: RulesetId::Revancha,
        name: "TEG La Revancha",
        board: Board::revancha(),
        // R-CMP-2.
        players: (2, 6),
        // R-SET-3, R-SMALL-2.
        placement: Placement { rounds: &[8, 4], two_players: &[18], one_at_a_time_up_to: 0 },
        // R-ATK-2, R-ATK-3, R-SIT-2, R-SIT-3.
        combat: COMBAT,
        cards: Cards {
            // R-EXC-1, R-EXC-2.
            exchange: ExchangeRule::Sets,
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
        incorporation: Incorporation {
            // R-INC-1.
            countries: CountryArmies::HalfOrFlatBelow { below: 6, armies: 4 },
            // R-INC-2.
            continent_bonus_once: false,
        },
        objectives: Objectives {
            // R-OBJ-5, R-SMALL-1.
            deck: revancha_objectives().to_vec(),
            // R-OBJ-1.
            common_objective: 45,
            // R-SET-2, R-SMALL-2.
            per_player: |players| if players == 2 { 2 } else { 1 },
            country_goal: |_, _| None,
            // R-SMALL-3.
            margin: |players| if players == 3 { 10 } else { 0 },
            redraw_fulfilled: false,
        },
        // R-ORD-3, R-ATK-5.
        turn: Turn { rotate_rounds: true, extra_move_in: Some(2) },
        modules: Modules {
            missiles: true,
            situation_cards: true,
            blockades: true,
            pacts: PactModule::Full,
        },
        // The rule book every other edition is written against.
        replaces: &[],
    }
}

/// Revancha's dice: up to 3 a side, 4 for a doubled attacker against 3 or
/// more, an extra die up to 4.
pub const COMBAT: Combat =
    Combat { attacker_max: 3, defender_max: 3, four_dice_exception: true, with_extra_die: 4 };
