//! The `greedy` level: a one-step player. It exchanges cards as soon as it
//! may, puts its whole pool where the best attack is, attacks whenever the
//! exact odds of conquering ([`crate::bots::odds`]) are at least even,
//! preferring countries that bring it closer to a whole continent, moves
//! conquering armies on when the new country faces enemies, and regroups
//! idle armies towards the front. It refuses every pact.

use crate::board::CountryId;
use crate::bots::Seen;
use crate::bots::read::{Map, battle_of, best, find};
use crate::rules::{Command, Phase};

pub(crate) fn choose(seen: &Seen) -> Option<usize> {
    let legal = seen.legal();
    if !seen.to_act() {
        return find(legal, |c| matches!(c, Command::RefusePact { .. }));
    }
    let map = Map::new(seen);
    match &seen.view().phase {
        Phase::MoveIn { to, .. } => Some(move_in(&map, map.enemy_neighbours(*to) != 0)),
        Phase::JointMoveIn { .. } => Some(move_in(&map, true)),
        Phase::AllyRegroup { .. } => find(legal, |c| matches!(c, Command::EndTurn)),
        Phase::Aggression { .. } => aggression_roll(&map, 0.5),
        _ => find(legal, |c| matches!(c, Command::Exchange { .. }))
            .or_else(|| place(&map))
            .or_else(|| attack(&map, 0.5))
            .or_else(|| regroup(&map)),
    }
}

/// The most (`more`) or the fewest armies into a conquest.
pub(crate) fn move_in(map: &Map<'_>, more: bool) -> usize {
    let armies = |c: &Command| match c {
        Command::MoveIn { armies } => Some(f64::from(*armies) * if more { 1.0 } else { -1.0 }),
        _ => None,
    };
    best(map.legal(), armies).unwrap_or_else(|| crate::bots::fallback(map.legal()))
}

/// An aggression roll: the listed attack, unless it may be ended (a
/// team-up) and the odds are below `threshold`.
pub(crate) fn aggression_roll(map: &Map<'_>, threshold: f64) -> Option<usize> {
    let legal = map.legal();
    let roll = find(legal, |c| matches!(c, Command::Attack { .. }));
    let end = find(legal, |c| matches!(c, Command::EndAggression));
    match (roll, end) {
        (Some(i), Some(e)) => match battle_of(&legal[i]) {
            Some((from, to, o)) if map.odds(from, to, o) < threshold => Some(e),
            _ => Some(i),
        },
        (roll, end) => roll.or(end),
    }
}

/// How much the bot wants `to`: 1, plus its share of the continent after
/// taking it, plus the continent's bonus when that completes it.
fn value(map: &Map<'_>, to: CountryId) -> f64 {
    let (have, size) = map.continent_share(to, map.me);
    let after = f64::from(have + 1) / f64::from(size.max(1));
    let completes = if have + 1 == size { f64::from(map.bonus(to)) / 2.0 } else { 0.0 };
    1.0 + after + completes
}

/// The whole pool on the country with the best attack.
fn place(map: &Map<'_>) -> Option<usize> {
    best(map.legal(), |c| match *c {
        Command::Place { country, armies } => {
            let a = map.stake(country, map.me) + armies;
            let score = map
                .board
                .ids_in(map.enemy_neighbours(country))
                .map(|n| map.odds_of(a, map.stake(n, map.owner[n.index()])) * value(map, n))
                .fold(-1.0, f64::max);
            // The whole pool rather than one army, when both are listed.
            Some(score + f64::from(armies) * 1e-6)
        }
        _ => None,
    })
}

/// The attack with the best odds times value, if the odds reach `threshold`.
fn attack(map: &Map<'_>, threshold: f64) -> Option<usize> {
    best(map.legal(), |c| {
        let (from, to, occupant) = battle_of(c)?;
        let p = map.odds(from, to, occupant);
        (p >= threshold).then(|| p * value(map, to))
    })
}

/// Idle armies one step nearer the front: the largest move from a country
/// with no enemy neighbour to one nearer the enemy.
fn regroup(map: &Map<'_>) -> Option<usize> {
    best(map.legal(), |c| match *c {
        Command::Regroup { from, to, armies, missiles: 0 }
            if map.front[from.index()] >= 2 && map.front[to.index()] < map.front[from.index()] =>
        {
            Some(f64::from(armies))
        }
        _ => None,
    })
}
