//! Dice battles (R-ATK-2..4) and missile strikes (R-MIS-3..5): pure
//! functions of armies, situation and dice.

/// Attacker's dice in Revancha (R-ATK-2, R-SIT-3). `attacker` and
/// `defender` are the armies in each country (missiles never count). The
/// engine asks the game's ruleset ([`crate::ruleset::Combat`]).
#[must_use]
pub fn attacker_dice(attacker: u32, defender: u32, tailwind: bool) -> usize {
    crate::ruleset::REVANCHA_COMBAT.attacker_dice(attacker, defender, tailwind)
}

/// Defender's dice in Revancha (R-ATK-3, R-SIT-2).
#[must_use]
pub fn defender_dice(defender: u32, snow: bool) -> usize {
    crate::ruleset::REVANCHA_COMBAT.defender_dice(defender, snow)
}

/// Compares sorted dice pairwise (R-ATK-4): returns (attacker losses,
/// defender losses). Both slices must be sorted high to low.
#[must_use]
pub fn battle_losses(attacker: &[u8], defender: &[u8]) -> (u32, u32) {
    attacker
        .iter()
        .zip(defender)
        .fold((0, 0), |(a, d), (x, y)| if x > y { (a, d + 1) } else { (a + 1, d) })
}

/// Armies a missile destroys at `distance` borders (R-MIS-3): 3, 2, 1; 0 beyond range.
#[must_use]
pub fn missile_damage(distance: u8) -> u32 {
    match distance {
        1 => 3,
        2 => 2,
        3 => 1,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// R-ATK-4: the rulebook's first example, 6-5-1 vs 6-4-2.
    #[test]
    fn six_five_one_against_six_four_two_costs_the_attacker_two_r_atk_4() {
        assert_eq!(battle_losses(&[6, 5, 1], &[6, 4, 2]), (2, 1));
    }

    /// R-ATK-4: the rulebook's 4-dice example, 5-5-4-2 vs 4-5-2.
    #[test]
    fn four_dice_against_three_compare_the_three_highest_r_atk_4() {
        assert_eq!(battle_losses(&[5, 5, 4, 2], &[5, 4, 2]), (1, 2));
    }

    /// R-ATK-4: ties go to the defender; extra dice are ignored.
    #[test]
    fn ties_go_to_the_defender_and_extra_dice_are_ignored_r_atk_4() {
        assert_eq!(battle_losses(&[4], &[4, 3, 1]), (1, 0));
        assert_eq!(battle_losses(&[6, 6, 6], &[1]), (0, 1));
    }

    /// Each of `cases` (attacking armies, defending armies) rolls its number
    /// of attacker dice, with or without `tailwind`.
    fn assert_attacker_dice(cases: &[(u32, u32, usize)], tailwind: bool) {
        for &(armies, defending, dice) in cases {
            let rolled = attacker_dice(armies, defending, tailwind);
            assert_eq!(rolled, dice, "{armies} against {defending}, tailwind {tailwind}");
        }
    }

    /// R-ATK-2: one die per attack army, max 3; 4 against 3+ armies when the
    /// attacker has at least double.
    #[test]
    fn attacker_rolls_one_die_per_attack_army_up_to_three_r_atk_2() {
        // (attacking armies, defending armies, dice)
        let cases = [(2, 1, 1), (3, 1, 2), (4, 5, 3), (10, 2, 3), (6, 3, 4), (5, 3, 3)];
        assert_attacker_dice(&cases, false);
    }

    /// R-ATK-3 and R-SIT-2: one defender die per army, max 3; snow adds one, max 4.
    #[test]
    fn defender_rolls_one_die_per_army_and_snow_adds_one_r_atk_3_r_sit_2() {
        assert_eq!(defender_dice(1, false), 1);
        assert_eq!(defender_dice(7, false), 3);
        // The Italian rulebook's snow examples: 1 army → 2 dice, 2 → 3, 3+ → 4.
        assert_eq!(defender_dice(1, true), 2);
        assert_eq!(defender_dice(2, true), 3);
        assert_eq!(defender_dice(3, true), 4);
        assert_eq!(defender_dice(9, true), 4);
    }

    /// R-SIT-3: tailwind adds an attacker die, max 4 (2 armies → 2 dice, 3 → 3, 4+ → 4).
    #[test]
    fn tailwind_adds_an_attacker_die_up_to_four_r_sit_3() {
        assert_attacker_dice(&[(2, 5, 2), (3, 5, 3), (4, 5, 4), (8, 3, 4)], true);
    }

    /// R-MIS-3: 3 armies next door, 2 at two borders, 1 at three; nothing beyond.
    #[test]
    fn missile_damage_falls_with_distance_r_mis_3() {
        assert_eq!([1, 2, 3, 4].map(missile_damage), [3, 2, 1, 0]);
    }
}
