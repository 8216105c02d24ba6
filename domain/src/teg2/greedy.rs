//! The `greedy` TEG II bot: guards the regions of its own objectives with
//! enough holding units to intervene (T2-OBJ-7), fights only where it
//! outnumbers the opponent, splits to win two battles of three, and aims
//! its rocket at the region where its rivals hold most. Its secrets go
//! through commit–reveal like anyone's, kept in a [`Memory`].

use super::clock::{DIAL_MAX, Dial, Side, Split};
use super::legal::Legal;
use super::random::{Memory, Seen, nonce, random_command, random_split};
use super::secret::commitment;
use super::{Command, Move, Placement, TokenKind};
use crate::rng::Randomness;

/// A split that wins two battles against an even spread of `enemy` units
/// when it can, with the remainder on the third.
pub(crate) fn split_against(side: &Side, enemy: u32, rng: &mut dyn Randomness) -> Split {
    if side.special || side.aircraft > 0 {
        return random_split(side, rng);
    }
    let need = enemy / 3 + 1;
    if side.ordinary < 2 * need || need > u32::from(DIAL_MAX) {
        return Split::default_for(side);
    }
    let n = Dial::Units(u8::try_from(need).unwrap_or(DIAL_MAX));
    let rest = side.ordinary - 2 * need;
    let last = if rest > u32::from(DIAL_MAX) {
        Dial::Plus
    } else {
        Dial::Units(u8::try_from(rest).unwrap_or(0))
    };
    // Which battle gets the remainder is the secret part.
    match rng.below(3) {
        0 => Split([last, n, n]),
        1 => Split([n, last, n]),
        _ => Split([n, n, last]),
    }
}

/// The greedy bot's command, from what its player sees.
pub(crate) fn command(
    seen: &Seen,
    rng: &mut dyn Randomness,
    memory: &mut Memory,
) -> Option<Command> {
    let legal = &seen.legal;
    let first = legal.first()?.clone();
    let power = match &first {
        Legal::PlaceObjective { power, .. }
        | Legal::RevealObjective { power, .. }
        | Legal::Incorporate { power, .. }
        | Legal::Announce { power, .. }
        | Legal::Launch { power, .. }
        | Legal::EndTurn { power }
        | Legal::Reinforce { power, .. }
        | Legal::Retreat { power, .. }
        | Legal::CommitSplit { power, .. }
        | Legal::RevealSplit { power, .. }
        | Legal::CommitIntercept { power, .. }
        | Legal::RevealIntercept { power, .. } => *power,
    };
    let seat = seen.seat(power);
    let t = seen.table(seat);
    let table = &seen.view.tables[t];
    let map = seen.map(t);
    let g = &seen.view.binding;
    let mine = |slug: &str| seen.units(t, slug, seat).holding;
    let strongest_other = |slug: &str| seen.strongest_other(t, slug, seat);
    // The defender's choice: retreat when outnumbered more than 2 to 1.
    if let Some(Legal::Retreat { plan, .. }) =
        legal.iter().find(|l| matches!(l, Legal::Retreat { .. }))
    {
        let outnumbered = table
            .combat
            .as_ref()
            .is_some_and(|c| seen.units(t, &c.region, c.sides[0]).holding > 2 * mine(&c.region));
        if outnumbered {
            return Some(Command::Retreat { power, moves: plan.moves.clone() });
        }
    }
    match first {
        Legal::Incorporate { units, special, regions, .. } => {
            // Token regions first, highest points first, up to 5 holding
            // units more than the strongest rival; the rest on the best.
            let mut targets: Vec<(u32, String)> = table
                .tokens
                .iter()
                .filter(|k| k.seat == seat && !table.wiped.contains(&k.region))
                .map(|k| (k.kind.map_or(1, TokenKind::points), k.region.clone()))
                .collect();
            targets.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            if targets.is_empty() {
                targets.extend(regions.first().map(|r| (0, r.clone())));
            }
            let mut left = units;
            let mut placed: Vec<(String, u32)> = Vec::new();
            for (_, region) in &targets {
                let want = (5 + strongest_other(region)).saturating_sub(mine(region)).min(left);
                if want > 0 {
                    placed.push((region.clone(), want));
                    left -= want;
                }
            }
            if left > 0 {
                let region = targets.first().map(|(_, r)| r.clone()).unwrap_or_default();
                match placed.iter_mut().find(|(r, _)| *r == region) {
                    Some((_, n)) => *n += left,
                    None => placed.push((region, left)),
                }
            }
            let units = placed
                .into_iter()
                .map(|(region, count)| {
                    let unit = map
                        .by_slug(&region)
                        .map_or(super::UnitKind::Army, |r| seen.unit_for(map, r));
                    Placement { region, unit, count }
                })
                .collect();
            let special = special.then(|| {
                targets
                    .iter()
                    .map(|(_, r)| r.clone())
                    .chain(regions.iter().cloned())
                    .find(|r| !seen.units(t, r, seat).special)
                    .unwrap_or_default()
            });
            Some(Command::Incorporate { power, units, special, rocket: None })
        }
        Legal::Announce { .. } | Legal::EndTurn { .. } => {
            // The best fight: the biggest margin, more than 2 to 1.
            let best = legal
                .iter()
                .filter_map(|l| match l {
                    Legal::Announce { region, opponent, .. } => {
                        let other = seen
                            .view
                            .seats
                            .iter()
                            .position(|s| s.power == *opponent && usize::from(s.table) == t)?;
                        let theirs = seen.units(t, region, u8::try_from(other).ok()?).holding;
                        (mine(region) > 2 * theirs)
                            .then(|| (mine(region) - theirs, region.clone(), *opponent))
                    }
                    _ => None,
                })
                .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
            Some(match best {
                Some((_, region, opponent)) => Command::Announce { power, region, opponent },
                None => Command::EndTurn { power },
            })
        }
        Legal::Launch { targets, .. } => {
            let target = targets
                .iter()
                .max_by_key(|r| {
                    (
                        strongest_other(r).saturating_sub(2 * mine(r)),
                        std::cmp::Reverse((*r).clone()),
                    )
                })
                .cloned()
                .unwrap_or_default();
            Some(Command::Launch { power, target })
        }
        Legal::Reinforce { sources, aircraft_room, per_crossing, .. } => {
            let mut moves = Vec::new();
            let mut room = aircraft_room;
            for s in &sources {
                let ordinary = per_crossing.map_or(s.ordinary / 2, |c| s.ordinary.min(c));
                let aircraft = s.aircraft.min(room);
                room -= aircraft;
                if ordinary + aircraft > 0 {
                    moves.push(Move {
                        region: s.region.clone(),
                        ordinary,
                        aircraft,
                        special: false,
                    });
                }
            }
            Some(Command::Reinforce { power, moves })
        }
        Legal::CommitSplit { window, ordinary, special, aircraft, .. } => {
            let enemy = table.combat.as_ref().map_or(0, |c| {
                let other = if c.sides[0] == seat { c.sides[1] } else { c.sides[0] };
                seen.units(t, &c.region, other).holding
            });
            let split =
                split_against(&Side { ordinary, special, aircraft }, enemy, rng).to_string();
            let n = nonce(rng);
            memory.keep(power, &window, &split, &n);
            Some(Command::CommitSplit {
                power,
                commitment: commitment(g, &window, power.slug(), &split, &n),
            })
        }
        Legal::CommitIntercept { window, .. } => {
            // Intercept when the target holds more of ours than of everyone else's.
            let at_risk = table.launch.as_ref().is_some_and(|l| {
                let all: u32 = table
                    .forces
                    .iter()
                    .filter(|f| f.region == l.target)
                    .map(|f| f.ordinary + u32::from(f.special))
                    .sum();
                mine(&l.target) * 2 > all
            });
            let choice = if at_risk { "intercept" } else { "pass" };
            let n = nonce(rng);
            memory.keep(power, &window, choice, &n);
            Some(Command::CommitIntercept {
                power,
                commitment: commitment(g, &window, power.slug(), choice, &n),
            })
        }
        // Placement and reveals: the random client's choices, recalled
        // from the same memory.
        _ => random_command(seen, rng, memory),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{Seed, SeededRandomness};
    use crate::teg2::bot::{Teg2Bot, play};
    use crate::teg2::{MapId, PlayLevel, Teg2Options, Teg2Setup};

    #[test]
    fn greedy_wins_two_battles_of_three_against_an_even_spread() {
        let mut rng = SeededRandomness::for_version(&Seed([3; 32]), 1);
        let s = split_against(&Side { ordinary: 10, special: false, aircraft: 0 }, 9, &mut rng);
        assert!(s.is_legal(&Side { ordinary: 10, special: false, aircraft: 0 }));
        let o = crate::teg2::clock::resolve(
            [
                &Side { ordinary: 10, special: false, aircraft: 0 },
                &Side { ordinary: 9, special: false, aircraft: 0 },
            ],
            [&s, &Split::default_for(&Side { ordinary: 9, special: false, aircraft: 0 })],
        );
        assert_eq!(o.winner, Some(0));
    }

    #[test]
    fn greedy_bots_finish_games_at_every_level_and_mostly_beat_random_ones() {
        let mut greedy_wins = 0;
        let mut games = 0;
        for level in PlayLevel::ALL {
            for seed in 0..30u8 {
                let setup = Teg2Setup {
                    game: format!("g{seed}"),
                    players: 4,
                    powers: Vec::new(),
                    options: Teg2Options {
                        level,
                        board: MapId::OldWorld,
                        ..Teg2Options::default()
                    },
                };
                let mut rng = SeededRandomness::for_version(&Seed([seed; 32]), 7);
                let bots = [Teg2Bot::Greedy, Teg2Bot::Random, Teg2Bot::Random, Teg2Bot::Random];
                let (game, _) = play(&setup, &bots, &mut rng);
                let scores = game.scores.expect("scored");
                games += 1;
                greedy_wins += usize::from(scores.winners.contains(&0));
            }
        }
        assert!(
            greedy_wins * 4 > games * 2,
            "greedy won {greedy_wins} of {games} against three random players"
        );
    }
}
