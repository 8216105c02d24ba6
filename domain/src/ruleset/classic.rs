//! The original TEG (`docs/rules/classic.md`), as differences from
//! Revancha: a 50-country board without Central America, 5 + 3 armies to
//! start, three dice a side at most, galleon/balloon/cannon cards worth 4,
//! 7, 10, then 5 more each time, 2 armies for a card's country, a common
//! objective of 30, and no missiles, situation cards, blockades,
//! condominiums or aggression pacts. With 2 or 3 players: armies placed one
//! at a time and the whole map to conquer, with no secret objectives.

use super::{
    Cards, CountryArmies, ExchangeRule, Incorporation, Modules, Objectives, PactModule, Placement,
    Ruleset, RulesetId, THREE_DICE, Turn, embedded_deck,
};
use crate::board::Board;

/// The classic ruleset.
pub(super) fn ruleset() -> Ruleset {
    let board = Board::classic();
    let (deck, common) = embedded_deck(board, include_str!("../../data/classic.json"));
    Ruleset {
        id: RulesetId::Classic,
        name: "TEG",
        board,
        players: (2, 6),
        // R-CLS-3; R-CLS-11 with 2 or 3 players.
        placement: Placement { rounds: &[5, 3], two_players: &[5, 3], one_at_a_time_up_to: 3 },
        // R-CLS-5.
        combat: THREE_DICE,
        cards: Cards {
            exchange: ExchangeRule::Sets,
            // R-CLS-7.
            exchange_values: &[4, 7, 10],
            then_add: 5,
            // R-CLS-8.
            card_bonus: 2,
            // R-CLS-10.
            hand_limit: 5,
            // R-CLS-9.
            conquests_for_card: 1,
            conquests_after_third_exchange: 2,
        },
        incorporation: Incorporation {
            // R-CLS-4.
            countries: CountryArmies::HalfWithMinimum(3),
            continent_bonus_once: false,
        },
        objectives: Objectives {
            deck,
            // R-CLS-2.
            common_objective: common.unwrap_or(30),
            // R-CLS-11: no secret objectives with 2 or 3 players.
            per_player: |players| usize::from(players > 3),
            // R-CLS-11: the whole map, and the common objective is off.
            country_goal: |players, board| {
                (players <= 3).then(|| u8::try_from(board.len()).unwrap_or(u8::MAX))
            },
            margin: |_| 0,
            redraw_fulfilled: false,
        },
        turn: Turn { rotate_rounds: true, extra_move_in: Some(2) },
        // R-CLS-6.
        modules: Modules {
            missiles: false,
            situation_cards: false,
            blockades: false,
            pacts: PactModule::Classic,
        },
        replaces: &[
            ("R-CMP-1", "R-CLS-1"),
            ("R-CMP-3", "R-CLS-7"),
            ("R-CMP-4", "R-CLS-2"),
            ("R-SET-3", "R-CLS-3"),
            ("R-OBJ-1", "R-CLS-2"),
            ("R-OBJ-5", "R-CLS-2"),
            ("R-INC-1", "R-CLS-4"),
            ("R-INC-2", "R-CLS-4"),
            ("R-ATK-2", "R-CLS-5"),
            ("R-ATK-3", "R-CLS-5"),
            ("R-EXC-3", "R-CLS-7"),
            ("R-CRD-2", "R-CLS-8"),
            ("R-SMALL-1", "R-CLS-11"),
            ("R-SMALL-2", "R-CLS-11"),
            ("R-SMALL-3", "R-CLS-11"),
        ],
    }
}
