//! TEG Junior (`docs/rules/junior.md`): 2 to 4 players on the project's
//! 32-country board, 6 armies to start, 4 armies a turn, each continent's
//! bonus once per player, any two cards for 4 armies, any number of armies
//! into a conquest, goals that count countries (20, 14 or 12) or a secret
//! objective, a fixed turn order, and none of Revancha's modules.

use super::{
    Cards, CountryArmies, ExchangeRule, Incorporation, Modules, Objectives, PactModule, Placement,
    Ruleset, RulesetId, THREE_DICE, Turn, embedded_deck,
};
use crate::board::Board;

/// The Junior ruleset.
pub(super) fn ruleset() -> Ruleset {
    let board = Board::junior();
    let (deck, _) = embedded_deck(board, include_str!("../../data/junior.json"));
    Ruleset {
        id: RulesetId::Junior,
        name: "TEG Junior",
        board,
        // R-JNR-2.
        players: (2, 4),
        // R-JNR-4.
        placement: Placement { rounds: &[6], two_players: &[6], one_at_a_time_up_to: 0 },
        // R-JNR-5: 1 die with 2 armies, 2 with 3, 3 with 4 or more.
        combat: THREE_DICE,
        // R-JNR-10.
        cards: Cards {
            exchange: ExchangeRule::AnyTwo,
            exchange_values: &[4],
            then_add: 0,
            card_bonus: 0,
            hand_limit: usize::MAX,
            conquests_for_card: 1,
            conquests_after_third_exchange: 1,
        },
        incorporation: Incorporation {
            // R-JNR-8.
            countries: CountryArmies::Fixed(4),
            // R-JNR-9.
            continent_bonus_once: true,
        },
        objectives: Objectives {
            deck,
            common_objective: 0,
            // R-JNR-3: no secret objective with 2 players.
            per_player: |players| usize::from(players > 2),
            // R-JNR-3.
            country_goal: |players, _| match players {
                2 => Some(20),
                3 => Some(14),
                _ => Some(12),
            },
            margin: |_| 0,
            redraw_fulfilled: true,
        },
        // R-JNR-4 (no rotation), R-JNR-6 (any number moves in).
        turn: Turn { rotate_rounds: false, extra_move_in: None },
        // R-JNR-7.
        modules: Modules {
            missiles: false,
            situation_cards: false,
            blockades: false,
            pacts: PactModule::None,
        },
        // Junior keeps few of Revancha's rules (`docs/rules/junior.md`, "How
        // Revancha's rules carry over"); where a refusal would cite one it
        // does not keep, it cites the Junior rule that binds instead.
        replaces: &[
            ("R-CMP-1", "R-JNR-1"),
            ("R-SET-1", "R-JNR-2"),
            ("R-SET-3", "R-JNR-4"),
            ("R-ORD-3", "R-JNR-7"),
            ("R-RND-3", "R-JNR-7"),
            ("R-OPT-2", "R-JNR-7"),
            ("R-INC-4", "R-JNR-8"),
            ("R-INC-2", "R-JNR-9"),
            ("R-ATK-2", "R-JNR-5"),
            ("R-ATK-3", "R-JNR-5"),
            ("R-ATK-5", "R-JNR-6"),
            ("R-EXC-1", "R-JNR-10"),
            ("R-EXC-4", "R-JNR-10"),
            ("R-EXC-5", "R-JNR-10"),
            ("R-CRD-1", "R-JNR-10"),
            ("R-OBJ-6", "R-JNR-11"),
        ],
    }
}
