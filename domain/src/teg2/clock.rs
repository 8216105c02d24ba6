//! The battle command (T2-CLK: the dials, "+", the default split) and what a
//! combat's three battles do (T2-LOS, T2-WIN, T2-SPU-3, T2-AIR-4, T2-AIR-5):
//! `resolve`, a pure function from the two sides' forces and dial settings
//! to losses and winners. No dice: the only inputs are the players' secret
//! splits.

use std::fmt;

/// One dial of a battle command (T2-CLK-2, T2-CLK-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Dial {
    /// A number of ordinary units, 0 to 11.
    Units(u8),
    /// "+": every ordinary unit not set on the other dials.
    Plus,
    /// "UE": the side's special unit.
    Special,
    /// All of the side's aircraft (advanced level).
    Aircraft,
}

/// A side's three dials, battle 1 to battle 3 (T2-CLK-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Split(pub [Dial; 3]);

/// What one side brings to a combat: the units on the region.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct Side {
    /// Armies or ships.
    pub ordinary: u32,
    /// Whether a special unit stands there (at most one, T2-SPU-2).
    pub special: bool,
    /// Aircraft (advanced level).
    pub aircraft: u32,
}

/// What one side puts into one battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Troop {
    /// Armies or ships, worth 1 each.
    Ordinary(u32),
    /// The special unit.
    Special,
    /// Aircraft, worth 2 each.
    Aircraft(u32),
}

/// What a side lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Losses {
    /// Armies or ships.
    pub ordinary: u32,
    /// Aircraft.
    pub aircraft: u32,
    /// Whether the special unit was spent.
    pub special: bool,
}

impl Losses {
    fn add(&mut self, other: Losses) {
        self.ordinary += other.ordinary;
        self.aircraft += other.aircraft;
        self.special |= other.special;
    }
}

/// One battle's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Battle {
    /// What each side lost in it: `[attacker, defender]`.
    pub losses: [Losses; 2],
    /// The side that won it (0 attacker, 1 defender); `None` when drawn.
    pub winner: Option<u8>,
}

/// A combat's result (T2-CLK-6, T2-WIN-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Outcome {
    /// Battles 1 to 3.
    pub battles: [Battle; 3],
    /// Each side's total losses.
    pub losses: [Losses; 2],
    /// The side that won more battles; `None` when they won as many.
    pub winner: Option<u8>,
}

/// The most a dial's number reads (T2-CLK-2).
pub const DIAL_MAX: u8 = 11;

impl Split {
    /// The units its number dials set ("+" and the other marks aside).
    fn numbers(&self) -> u32 {
        self.0
            .iter()
            .map(|d| match d {
                Dial::Units(n) => u32::from(*n),
                _ => 0,
            })
            .sum()
    }

    /// Whether this split is legal for the side (T2-CLK-4).
    #[must_use]
    pub fn is_legal(&self, side: &Side) -> bool {
        let count = |d: Dial| self.0.iter().filter(|&&x| x == d).count();
        let numbers = self.numbers();
        count(Dial::Special) == usize::from(side.special)
            && count(Dial::Aircraft) == usize::from(side.aircraft > 0)
            && count(Dial::Plus) <= 1
            && self.0.iter().all(|d| !matches!(d, Dial::Units(n) if *n > DIAL_MAX))
            && if count(Dial::Plus) == 1 {
                numbers <= side.ordinary
            } else {
                numbers == side.ordinary
            }
    }

    /// What each battle holds, with "+" worked out (for a legal split).
    #[must_use]
    pub fn troops(&self, side: &Side) -> [Troop; 3] {
        let numbers = self.numbers();
        self.0.map(|d| match d {
            Dial::Units(n) => Troop::Ordinary(u32::from(n)),
            Dial::Plus => Troop::Ordinary(side.ordinary.saturating_sub(numbers)),
            Dial::Special => Troop::Special,
            Dial::Aircraft => Troop::Aircraft(side.aircraft),
        })
    }

    /// The default split (T2-CLK-5): the special unit in battle 3, the
    /// aircraft in the highest free battle, the ordinary units spread evenly
    /// over the rest (remainder to the lowest), "+" where a battle needs
    /// more than 11.
    #[must_use]
    pub fn default_for(side: &Side) -> Split {
        let mut dials: [Option<Dial>; 3] = [None; 3];
        if side.special {
            dials[2] = Some(Dial::Special);
        }
        if side.aircraft > 0
            && let Some(slot) = dials.iter_mut().rev().find(|d| d.is_none())
        {
            *slot = Some(Dial::Aircraft);
        }
        let free: Vec<usize> = (0..3).filter(|&i| dials[i].is_none()).collect();
        let slots = u32::try_from(free.len()).unwrap_or(1).max(1);
        let (quotient, remainder) = (side.ordinary / slots, side.ordinary % slots);
        let counts: Vec<u32> = (0..free.len())
            .map(|k| quotient + u32::from(u32::try_from(k).unwrap_or(u32::MAX) < remainder))
            .collect();
        let big = counts.iter().filter(|&&c| c > u32::from(DIAL_MAX)).count();
        for (k, &slot) in free.iter().enumerate() {
            let count = counts[k];
            dials[slot] = Some(if big > 1 {
                if k + 1 == free.len() { Dial::Plus } else { Dial::Units(DIAL_MAX) }
            } else if count > u32::from(DIAL_MAX) {
                Dial::Plus
            } else {
                Dial::Units(u8::try_from(count).unwrap_or(DIAL_MAX))
            });
        }
        Split(dials.map(|d| d.unwrap_or(Dial::Units(0))))
    }

    /// Parses the canonical form, three dials separated by commas: a
    /// number, `+`, `ue` or `air` (`"3,+,ue"`).
    #[must_use]
    pub fn parse(text: &str) -> Option<Split> {
        let mut dials = [Dial::Units(0); 3];
        let mut parts = text.split(',');
        for dial in &mut dials {
            *dial = match parts.next()?.trim() {
                "+" => Dial::Plus,
                "ue" => Dial::Special,
                "air" => Dial::Aircraft,
                n if !n.is_empty() && n.len() <= 2 && n.bytes().all(|b| b.is_ascii_digit()) => {
                    Dial::Units(n.parse().ok()?)
                }
                _ => return None,
            };
        }
        parts.next().is_none().then_some(Split(dials))
    }
}

impl fmt::Display for Split {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            match d {
                Dial::Units(n) => write!(f, "{n}")?,
                Dial::Plus => f.write_str("+")?,
                Dial::Special => f.write_str("ue")?,
                Dial::Aircraft => f.write_str("air")?,
            }
        }
        Ok(())
    }
}

fn strength(t: Troop) -> u32 {
    match t {
        Troop::Ordinary(n) => n,
        Troop::Aircraft(n) => 2 * n,
        Troop::Special => 0,
    }
}

/// The fewest of the side's units in this battle worth `m` (T2-LOS-2).
fn spend(t: Troop, m: u32) -> (Losses, bool) {
    match t {
        Troop::Ordinary(n) => (Losses { ordinary: m, ..Losses::default() }, n > m),
        Troop::Aircraft(n) => {
            let lost = m.div_ceil(2);
            (Losses { aircraft: lost, ..Losses::default() }, n > lost)
        }
        Troop::Special => (Losses::default(), false),
    }
}

fn present(t: Troop) -> bool {
    match t {
        Troop::Ordinary(n) | Troop::Aircraft(n) => n > 0,
        Troop::Special => true,
    }
}

fn lose_all(t: Troop) -> Losses {
    match t {
        Troop::Ordinary(n) => Losses { ordinary: n, ..Losses::default() },
        Troop::Aircraft(n) => Losses { aircraft: n, ..Losses::default() },
        Troop::Special => Losses { special: true, ..Losses::default() },
    }
}

/// One battle (T2-LOS-1, T2-LOS-2, T2-WIN-1, T2-SPU-3, T2-AIR-5).
#[must_use]
pub fn battle(a: Troop, b: Troop) -> Battle {
    match (a, b) {
        (Troop::Special, Troop::Special) => {
            Battle { losses: [lose_all(a), lose_all(b)], winner: None }
        }
        (Troop::Special, other) => {
            Battle { losses: [lose_all(a), lose_all(other)], winner: Some(0) }
        }
        (other, Troop::Special) => {
            Battle { losses: [lose_all(other), lose_all(b)], winner: Some(1) }
        }
        _ => {
            let m = strength(a).min(strength(b));
            let (la, a_left) = if present(a) { spend(a, m) } else { (Losses::default(), false) };
            let (lb, b_left) = if present(b) { spend(b, m) } else { (Losses::default(), false) };
            let winner = match (a_left, b_left) {
                (true, false) => Some(0),
                (false, true) => Some(1),
                _ => None,
            };
            Battle { losses: [la, lb], winner }
        }
    }
}

/// A whole combat from two legal splits (T2-CLK-6, T2-WIN-2).
#[must_use]
pub fn resolve(sides: [&Side; 2], splits: [&Split; 2]) -> Outcome {
    let (ta, tb) = (splits[0].troops(sides[0]), splits[1].troops(sides[1]));
    let battles = [battle(ta[0], tb[0]), battle(ta[1], tb[1]), battle(ta[2], tb[2])];
    let mut losses = [Losses::default(); 2];
    let mut won = [0u8; 2];
    for b in &battles {
        losses[0].add(b.losses[0]);
        losses[1].add(b.losses[1]);
        if let Some(w) = b.winner {
            won[usize::from(w)] += 1;
        }
    }
    let winner = match won[0].cmp(&won[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    };
    Outcome { battles, losses, winner }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn armies(n: u32) -> Side {
        Side { ordinary: n, ..Side::default() }
    }

    fn split(text: &str) -> Split {
        Split::parse(text).unwrap_or_else(|| panic!("bad split {text}"))
    }

    fn fight(a: Side, sa: &str, b: Side, sb: &str) -> Outcome {
        let (sa, sb) = (split(sa), split(sb));
        assert!(sa.is_legal(&a), "{sa} is legal for {a:?}");
        assert!(sb.is_legal(&b), "{sb} is legal for {b:?}");
        resolve([&a, &b], [&sa, &sb])
    }

    fn winners(o: &Outcome) -> [Option<u8>; 3] {
        o.battles.map(|b| b.winner)
    }

    /// A worked example of armies alone, `a` armies split as `sa` against
    /// `b` as `sb`: who won each battle, how many armies each side lost, and
    /// who won the combat.
    fn armies_example(
        a: u32,
        sa: &str,
        b: u32,
        sb: &str,
        battles: [Option<u8>; 3],
        losses: (u32, u32),
        winner: Option<u8>,
    ) {
        let o = fight(armies(a), sa, armies(b), sb);
        assert_eq!(winners(&o), battles);
        assert_eq!((o.losses[0].ordinary, o.losses[1].ordinary), losses);
        assert_eq!(o.winner, winner);
    }

    #[test]
    fn example_t2_los_1a_both_lose_the_smaller_number_t2_los_1_t2_clk_6_t2_win_1_t2_win_2() {
        armies_example(8, "3,0,5", 5, "1,2,2", [Some(0), Some(1), Some(0)], (3, 3), Some(0));
    }

    #[test]
    fn example_t2_los_1b_one_battle_each_and_a_draw_is_a_drawn_combat_t2_win_2() {
        armies_example(8, "1,4,3", 10, "4,4,2", [Some(1), None, Some(0)], (7, 7), None);
    }

    #[test]
    fn example_t2_clk_2a_plus_puts_the_remainder_in_one_battle_t2_clk_2() {
        armies_example(16, "2,+,1", 10, "5,5,0", [Some(1), Some(0), Some(0)], (7, 7), Some(0));
    }

    #[test]
    fn example_t2_clk_2b_both_sides_use_plus_each_its_own_remainder_t2_clk_2() {
        armies_example(20, "3,3,+", 15, "+,2,2", [Some(1), Some(0), Some(0)], (7, 7), Some(0));
    }

    #[test]
    fn example_t2_spu_3a_the_special_unit_beats_a_whole_battle_and_is_spent_t2_spu_3_t2_clk_3() {
        let china = Side { ordinary: 6, special: true, aircraft: 0 };
        let o = fight(china, "1,ue,5", armies(10), "4,3,3");
        assert_eq!(winners(&o), [Some(1), Some(0), Some(0)]);
        assert_eq!(o.losses[0], Losses { ordinary: 4, aircraft: 0, special: true });
        assert_eq!(o.losses[1].ordinary, 7);
        assert_eq!(o.winner, Some(0));
    }

    #[test]
    fn special_units_against_each_other_draw_and_both_are_spent_t2_spu_3() {
        let b = battle(Troop::Special, Troop::Special);
        assert_eq!(b.winner, None);
        assert!(b.losses[0].special && b.losses[1].special);
        let empty = battle(Troop::Special, Troop::Ordinary(0));
        assert_eq!(empty.winner, Some(0));
        assert!(
            empty.losses[0].special,
            "a special unit used in a combat is spent even against nothing"
        );
        let air = battle(Troop::Aircraft(4), Troop::Special);
        assert_eq!((air.winner, air.losses[0].aircraft), (Some(1), 4));
    }

    #[test]
    fn example_t2_air_4a_aircraft_fight_together_worth_two_each_t2_air_4_t2_air_5_t2_los_2() {
        let china = Side { ordinary: 8, special: false, aircraft: 2 };
        let ussr = Side { ordinary: 12, special: false, aircraft: 4 };
        let o = fight(china, "3,air,5", ussr, "8,4,air");
        assert_eq!(winners(&o), [Some(1), None, Some(1)]);
        assert_eq!(o.losses[0], Losses { ordinary: 8, aircraft: 2, special: false });
        assert_eq!(o.losses[1], Losses { ordinary: 7, aircraft: 3, special: false });
        assert_eq!(o.winner, Some(1));
    }

    #[test]
    fn example_t2_air_5a_two_aircraft_against_three_ships_is_drawn_t2_air_5_t2_win_1() {
        let b = battle(Troop::Aircraft(2), Troop::Ordinary(3));
        assert_eq!(b.winner, None);
        assert_eq!((b.losses[0].aircraft, b.losses[1].ordinary), (2, 3));
    }

    #[test]
    fn example_t2_air_5b_aircraft_are_spent_whole_t2_air_5_t2_los_2() {
        let b = battle(Troop::Aircraft(3), Troop::Ordinary(5));
        assert_eq!((b.winner, b.losses[0].aircraft, b.losses[1].ordinary), (None, 3, 5));
        let b = battle(Troop::Aircraft(3), Troop::Ordinary(4));
        assert_eq!((b.winner, b.losses[0].aircraft, b.losses[1].ordinary), (Some(0), 2, 4));
        let b = battle(Troop::Aircraft(1), Troop::Ordinary(3));
        assert_eq!((b.winner, b.losses[0].aircraft, b.losses[1].ordinary), (Some(1), 1, 2));
    }

    #[test]
    fn example_t2_win_3a_one_battle_won_and_two_drawn_wins_the_combat_t2_win_2_t2_win_3() {
        let o = fight(armies(6), "2,2,2", armies(5), "2,2,1");
        assert_eq!(winners(&o), [None, None, Some(0)]);
        assert_eq!(o.winner, Some(0));
        assert_eq!((6 - o.losses[0].ordinary, 5 - o.losses[1].ordinary), (1, 0));
    }

    #[test]
    fn a_battle_against_an_empty_dial_is_won_without_loss_t2_los_1_t2_win_1() {
        let b = battle(Troop::Ordinary(1), Troop::Ordinary(0));
        assert_eq!((b.winner, b.losses[0].ordinary), (Some(0), 0));
        assert_eq!(battle(Troop::Ordinary(0), Troop::Ordinary(0)).winner, None);
    }

    #[test]
    fn example_t2_clk_5a_default_splits_t2_clk_5() {
        let cases = [
            (armies(8), "3,3,2"),
            (armies(7), "3,2,2"),
            (armies(1), "1,0,0"),
            (Side { ordinary: 6, special: true, aircraft: 0 }, "3,3,ue"),
            (Side { ordinary: 8, special: false, aircraft: 2 }, "4,4,air"),
            (Side { ordinary: 5, special: true, aircraft: 3 }, "5,air,ue"),
            (armies(34), "+,11,11"),
            (armies(36), "11,11,+"),
            (Side { ordinary: 30, special: true, aircraft: 0 }, "11,+,ue"),
        ];
        for (side, expected) in cases {
            let got = Split::default_for(&side);
            assert_eq!(got.to_string(), expected, "{side:?}");
            assert!(got.is_legal(&side), "the default is legal for {side:?}");
        }
    }

    #[test]
    fn a_split_is_legal_only_when_it_sets_every_unit_once_t2_clk_4() {
        let side = Side { ordinary: 6, special: true, aircraft: 2 };
        assert!(split("6,air,ue").is_legal(&side));
        assert!(split("+,air,ue").is_legal(&side));
        assert!(!split("5,air,ue").is_legal(&side), "a unit left out");
        assert!(!split("3,3,ue").is_legal(&side), "aircraft left out");
        assert!(!split("3,3,air").is_legal(&side), "the special unit must be played (T2-SPU-4)");
        assert!(!split("+,+,2").is_legal(&armies(8)), "at most one +");
        assert!(!split("12,0,0").is_legal(&armies(12)), "a dial reads up to 11");
        assert!(split("11,0,+").is_legal(&armies(11)), "+ may stand for nothing");
        assert!(!split("11,11,+").is_legal(&armies(21)), "+ cannot be negative");
        assert!(
            Split::parse("1,2").is_none()
                && Split::parse("1,2,3,4").is_none()
                && Split::parse("a,1,1").is_none()
        );
        assert!(Split::parse("100,1,1").is_none());
    }

    #[test]
    fn the_canonical_form_round_trips() {
        for text in ["3,+,ue", "0,0,0", "11,air,+"] {
            assert_eq!(split(text).to_string(), text);
        }
    }
}
