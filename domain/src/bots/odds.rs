//! Exact battle odds, so a bot attacks on the real chances rather than on
//! a rule of thumb: the distribution of one battle's losses for any number
//! of dice (R-ATK-2..4), and the probability that an attacking country
//! conquers its target if it keeps rolling until it wins or has one army
//! left (R-ATK-1, R-ATK-5), in each edition's dice ([`Combat`]: Revancha's
//! fourth die, three a side in classic and Junior) and under the situation
//! cards that change dice (snow R-SIT-2, tailwind R-SIT-3).
//!
//! Computed once per process, by exhaustive enumeration of the dice (no
//! sampling), and kept in tables; the losses of a battle are capped as the
//! engine caps them (an extra die never destroys armies outside the fight).

use std::sync::OnceLock;

use crate::rules::Situation;
use crate::ruleset::Combat;

/// The most armies a side has in the conquest tables; beyond it the odds
/// of `a` against `d` are read as those of the largest pair with the same
/// difference inside the table (an approximation only for huge stacks).
pub const TABLE_ARMIES: u32 = 160;

/// The most dice a side ever rolls.
const MAX_DICE: usize = 4;

/// A die modifier in force this round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weather {
    /// No change to the dice.
    Calm,
    /// R-SIT-2: the defender rolls one more die.
    Snow,
    /// R-SIT-3: the attacker rolls one more die.
    Tailwind,
}

impl Weather {
    /// The modifier of the situation card in force.
    #[must_use]
    pub fn of(situation: Option<Situation>) -> Weather {
        match situation {
            Some(Situation::Snow) => Weather::Snow,
            Some(Situation::Tailwind) => Weather::Tailwind,
            _ => Weather::Calm,
        }
    }
}

/// The chances of one battle of `attacker` dice against `defender` dice:
/// `p[k]` is the probability that the defender loses `k` armies (and the
/// attacker the other `min(attacker, defender) - k` compared pairs).
#[must_use]
pub fn battle(attacker: usize, defender: usize) -> [f64; MAX_DICE + 1] {
    static TABLE: OnceLock<Vec<[f64; MAX_DICE + 1]>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut out = Vec::with_capacity(MAX_DICE * MAX_DICE);
        for a in 1..=MAX_DICE {
            for d in 1..=MAX_DICE {
                out.push(enumerate(a, d));
            }
        }
        out
    });
    if attacker == 0 || defender == 0 {
        return [1.0, 0.0, 0.0, 0.0, 0.0];
    }
    let (a, d) = (attacker.min(MAX_DICE), defender.min(MAX_DICE));
    table[(a - 1) * MAX_DICE + (d - 1)]
}

/// Every roll of `n` dice, each sorted high to low and cut to its first
/// `keep`, with how many rolls give it.
fn sorted_rolls(n: usize, keep: usize) -> Vec<([u8; MAX_DICE], u64)> {
    let mut counts: Vec<([u8; MAX_DICE], u64)> = Vec::new();
    let total = 6_usize.pow(u32::try_from(n).unwrap_or(0));
    for mut code in 0..total {
        let mut dice = [0u8; MAX_DICE];
        for d in dice.iter_mut().take(n) {
            *d = u8::try_from(code % 6).unwrap_or(0) + 1;
            code /= 6;
        }
        dice[..n].sort_unstable_by(|x, y| y.cmp(x));
        let mut top = [0u8; MAX_DICE];
        top[..keep].copy_from_slice(&dice[..keep]);
        match counts.iter_mut().find(|(t, _)| *t == top) {
            Some((_, c)) => *c += 1,
            None => counts.push((top, 1)),
        }
    }
    counts
}

/// R-ATK-4 by enumeration: sort, compare the highest pairs, ties to the
/// defender.
fn enumerate(attacker: usize, defender: usize) -> [f64; MAX_DICE + 1] {
    let pairs = attacker.min(defender);
    let a_rolls = sorted_rolls(attacker, pairs);
    let d_rolls = sorted_rolls(defender, pairs);
    let mut hits = [0u64; MAX_DICE + 1];
    for (a, ca) in &a_rolls {
        for (d, cd) in &d_rolls {
            let k = a[..pairs].iter().zip(&d[..pairs]).filter(|(x, y)| x > y).count();
            hits[k] += ca * cd;
        }
    }
    let total: u64 = hits.iter().sum();
    #[expect(clippy::as_conversions, reason = "counts below 2^21 are exact in f64")]
    hits.map(|h| h as f64 / total as f64)
}

/// The conquest table of one edition's dice under one weather.
#[derive(Debug)]
struct Table {
    /// `p[a * (N + 1) + d]`: attacking country of `a` armies, defender `d`.
    p: Vec<f64>,
}

fn index(a: u32, d: u32) -> usize {
    let n = usize::try_from(TABLE_ARMIES).unwrap_or(0) + 1;
    usize::try_from(a).unwrap_or(0) * n + usize::try_from(d).unwrap_or(0)
}

impl Table {
    fn build(combat: &Combat, weather: Weather) -> Table {
        let n = TABLE_ARMIES;
        let mut p = vec![0.0; index(n, n) + 1];
        for a in 0..=n {
            for d in 0..=n {
                p[index(a, d)] = if d == 0 {
                    1.0
                } else if a < 2 {
                    0.0
                } else {
                    let na = combat.attacker_dice(a, d, weather == Weather::Tailwind);
                    let nd = combat.defender_dice(d, weather == Weather::Snow);
                    let pairs = u32::try_from(na.min(nd)).unwrap_or(0);
                    battle(na, nd)
                        .iter()
                        .zip(0..=pairs)
                        .map(|(chance, dl)| {
                            // The engine's caps: the attacker loses at most
                            // its attack armies, the defender what it has.
                            let al = (pairs - dl).min(a - 1);
                            let dl = dl.min(d);
                            // Both lower than (a, d) unless nothing is lost,
                            // which never happens (every pair kills one).
                            chance * p[index(a - al, d - dl)]
                        })
                        .sum()
                };
            }
        }
        Table { p }
    }

    fn get(&self, a: u32, d: u32) -> f64 {
        let n = TABLE_ARMIES;
        let (a, d) = if a.max(d) > n {
            let shift = a.max(d) - n;
            (a.saturating_sub(shift), d.saturating_sub(shift))
        } else {
            (a, d)
        };
        self.p[index(a, d)]
    }
}

/// The probability that a country of `attacker` armies (one of which stays
/// home, R-ATK-1) conquers a country of `defender` armies by attacking until
/// it wins or cannot go on, in `combat`'s dice under `weather`.
#[must_use]
pub fn conquest(combat: &Combat, weather: Weather, attacker: u32, defender: u32) -> f64 {
    static TABLES: OnceLock<[Table; 6]> = OnceLock::new();
    let tables = TABLES.get_or_init(|| {
        let four = crate::ruleset::REVANCHA_COMBAT;
        let three = crate::ruleset::THREE_DICE;
        [
            Table::build(&four, Weather::Calm),
            Table::build(&four, Weather::Snow),
            Table::build(&four, Weather::Tailwind),
            Table::build(&three, Weather::Calm),
            Table::build(&three, Weather::Snow),
            Table::build(&three, Weather::Tailwind),
        ]
    });
    let w = match weather {
        Weather::Calm => 0,
        Weather::Snow => 1,
        Weather::Tailwind => 2,
    };
    if *combat == crate::ruleset::REVANCHA_COMBAT {
        tables[w].get(attacker, defender)
    } else if *combat == crate::ruleset::THREE_DICE {
        tables[3 + w].get(attacker, defender)
    } else {
        // An edition with other dice: built on demand (none exists yet).
        Table::build(combat, weather).get(attacker, defender)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    /// The distribution `b` (by armies the defender loses) is `counts` out
    /// of `rolls`, as counted by hand over every roll.
    fn assert_counted(b: &[f64], counts: &[u32], rolls: u32) {
        for (lost, &n) in counts.iter().enumerate() {
            assert!(close(b[lost], f64::from(n) / f64::from(rolls)), "{lost} lost: {b:?}");
        }
    }

    #[test]
    fn one_die_against_one_wins_fifteen_times_in_thirty_six_r_atk_4() {
        assert_counted(&battle(1, 1), &[21, 15], 36);
    }

    #[test]
    fn three_dice_against_two_match_the_hand_counted_figures_r_atk_4() {
        // 7,776 rolls: both defenders die in 2,890, one each in 2,611.
        assert_counted(&battle(3, 2), &[2275, 2611, 2890], 7776);
    }

    #[test]
    fn every_battle_distribution_sums_to_one() {
        for a in 1..=4 {
            for d in 1..=4 {
                let sum: f64 = battle(a, d).iter().sum();
                assert!(close(sum, 1.0), "{a} v {d}: {sum}");
            }
        }
    }
}
