//! The `random` player for TEG II: picks uniformly among the legal actions
//! and builds a command the engine accepts, keeping its secret choices and
//! nonces in a [`Memory`] so it can reveal what it committed (T2-SEC). It
//! is both the `random` bot and the property tests' client, and what it
//! sees (`Seen`) and keeps (`Memory`) serve the greedy bot too.
//!
//! Like the Risk bots, it never receives the `Game`: it is handed a `Seen`
//! (its player's view and legal list).

use std::collections::BTreeMap;

use super::clock::{DIAL_MAX, Dial, Side, Split};
use super::legal::Legal;
use super::map::{Map, RegionId};
use super::secret::{commitment, nonce_from};
use super::state::Game;
use super::view::Teg2View;
use super::{Command, Move, Placement, PlayLevel, Power, TokenKind, UnitKind};
use crate::rng::Randomness;

/// What a bot is handed: its player's view (with the id its commitments
/// bind, `binding`) and legal actions. No bot reads the `Game`, so none can
/// see a secret its player could not.
#[derive(Debug, Clone)]
pub struct Seen {
    /// The player's view.
    pub view: Teg2View,
    /// The player's legal actions.
    pub legal: Vec<Legal>,
    /// The player.
    pub player: u8,
}

/// A seat's units on a region, as a view shows them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Units {
    pub(crate) holding: u32,
    pub(crate) aircraft: u32,
    pub(crate) special: bool,
}

impl Seen {
    /// What `player` sees of `game`.
    #[must_use]
    pub fn of(game: &Game, player: u8) -> Seen {
        Seen { view: game.view(Some(player)), legal: game.legal(player), player }
    }

    /// The player's seat for a power.
    pub(crate) fn seat(&self, power: Power) -> u8 {
        self.view
            .seats
            .iter()
            .position(|s| s.player == self.player && s.power == power)
            .and_then(|i| u8::try_from(i).ok())
            .unwrap_or(0)
    }

    /// The board a seat plays on.
    pub(crate) fn table(&self, seat: u8) -> usize {
        self.view.seats.get(usize::from(seat)).map_or(0, |s| usize::from(s.table))
    }

    pub(crate) fn map(&self, t: usize) -> &'static Map {
        self.view.tables[t].map.map()
    }

    /// A seat's units on a region.
    pub(crate) fn units(&self, t: usize, region: &str, seat: u8) -> Units {
        self.view.tables[t].forces.iter().find(|f| f.region == region && f.seat == seat).map_or(
            Units::default(),
            |f| Units {
                holding: f.ordinary + u32::from(f.special),
                aircraft: f.aircraft,
                special: f.special,
            },
        )
    }

    /// The most holding units another seat has on a region.
    pub(crate) fn strongest_other(&self, t: usize, region: &str, seat: u8) -> u32 {
        self.view.tables[t]
            .forces
            .iter()
            .filter(|f| f.region == region && f.seat != seat)
            .map(|f| f.ordinary + u32::from(f.special))
            .max()
            .unwrap_or(0)
    }

    /// The ordinary unit a region takes at this level (T2-SEA-1).
    pub(crate) fn unit_for(&self, map: &Map, r: RegionId) -> UnitKind {
        if self.view.level != PlayLevel::Basic && map.is_sea(r) {
            UnitKind::Ship
        } else {
            UnitKind::Army
        }
    }
}

/// A client's secrets: the choice and nonce behind each commitment, by
/// power and window.
#[derive(Debug, Clone, Default)]
pub struct Memory {
    secrets: BTreeMap<(Power, String), (String, String)>,
    kinds: BTreeMap<(Power, u8), Vec<TokenKind>>,
}

impl Memory {
    /// Remembers a commitment's choice and nonce.
    pub fn keep(&mut self, power: Power, window: &str, choice: &str, nonce: &str) {
        self.secrets.insert((power, window.to_owned()), (choice.to_owned(), nonce.to_owned()));
    }

    /// The choice and nonce committed in a window.
    #[must_use]
    pub fn recall(&self, power: Power, window: &str) -> Option<&(String, String)> {
        self.secrets.get(&(power, window.to_owned()))
    }
}

pub(super) fn pick<'a, T>(rng: &mut dyn Randomness, items: &'a [T]) -> Option<&'a T> {
    let n = u32::try_from(items.len()).ok().filter(|n| *n > 0)?;
    items.get(usize::try_from(rng.below(n)).ok()?)
}

/// A nonce of 32 random bytes, lowercase hex (T2-SEC-2).
pub(crate) fn nonce(rng: &mut dyn Randomness) -> String {
    let mut bytes = [0u8; 32];
    for b in &mut bytes {
        *b = u8::try_from(rng.below(256)).unwrap_or(0);
    }
    nonce_from(bytes)
}

/// A random legal split for a side (T2-CLK-4).
#[must_use]
pub fn random_split(side: &Side, rng: &mut dyn Randomness) -> Split {
    let mut dials: [Option<Dial>; 3] = [None; 3];
    let mut free = vec![0usize, 1, 2];
    for (present, dial) in [(side.special, Dial::Special), (side.aircraft > 0, Dial::Aircraft)] {
        if present {
            let at =
                usize::try_from(rng.below(u32::try_from(free.len()).unwrap_or(1))).unwrap_or(0);
            dials[free.remove(at)] = Some(dial);
        }
    }
    let mut counts = vec![0u32; free.len()];
    if !counts.is_empty() {
        for _ in 0..side.ordinary {
            let at =
                usize::try_from(rng.below(u32::try_from(counts.len()).unwrap_or(1))).unwrap_or(0);
            counts[at] += 1;
        }
    }
    let big: Vec<usize> = (0..counts.len()).filter(|&i| counts[i] > u32::from(DIAL_MAX)).collect();
    if big.len() > 1 {
        return Split::default_for(side);
    }
    // "+" for a battle over 11, and now and then where it is not needed.
    let plus =
        big.first().copied().or_else(|| (rng.below(4) == 0 && !counts.is_empty()).then_some(0));
    for (i, &slot) in free.iter().enumerate() {
        dials[slot] = Some(if Some(i) == plus {
            Dial::Plus
        } else {
            Dial::Units(u8::try_from(counts[i]).unwrap_or(0))
        });
    }
    Split(dials.map(|d| d.unwrap_or(Dial::Units(0))))
}

/// A random command among the player's legal actions, or `None` when the
/// game is not waiting on them.
pub fn random_command(
    seen: &Seen,
    rng: &mut dyn Randomness,
    memory: &mut Memory,
) -> Option<Command> {
    let action = pick(rng, &seen.legal)?.clone();
    // Prefer ending a turn to fighting forever: announce half the time.
    let action = match action {
        Legal::Announce { power, .. } if rng.below(2) == 0 => Legal::EndTurn { power },
        other => other,
    };
    Some(build(seen, action, rng, memory))
}

fn build(seen: &Seen, action: Legal, rng: &mut dyn Randomness, memory: &mut Memory) -> Command {
    let g = &seen.view.binding;
    match action {
        Legal::PlaceObjective { power, regions, window } => {
            let seat_key = (power, 0);
            let used = memory.kinds.entry(seat_key).or_default();
            let left: Vec<TokenKind> =
                TokenKind::ALL.into_iter().filter(|k| !used.contains(k)).collect();
            let kind = pick(rng, &left).copied().unwrap_or(TokenKind::Intervention1);
            memory.kinds.entry(seat_key).or_default().push(kind);
            let region = pick(rng, &regions).cloned().unwrap_or_default();
            let n = nonce(rng);
            memory.keep(power, &window, kind.slug(), &n);
            Command::PlaceObjective {
                power,
                region,
                commitment: commitment(g, &window, power.slug(), kind.slug(), &n),
            }
        }
        Legal::RevealObjective { power, token, window } => {
            let (choice, nonce) = memory.recall(power, &window).cloned().unwrap_or_default();
            let kind = TokenKind::ALL
                .into_iter()
                .find(|k| k.slug() == choice)
                .unwrap_or(TokenKind::Intervention1);
            Command::RevealObjective { power, token, kind, nonce }
        }
        Legal::Incorporate { power, units, kinds, special, rocket, regions } => {
            incorporation(seen, power, units, &kinds, special, rocket, &regions, rng)
        }
        Legal::Announce { power, region, opponent } => {
            Command::Announce { power, region, opponent }
        }
        Legal::Launch { power, targets } => {
            Command::Launch { power, target: pick(rng, &targets).cloned().unwrap_or_default() }
        }
        Legal::EndTurn { power } => Command::EndTurn { power },
        Legal::Reinforce { power, sources, aircraft_room, per_crossing } => {
            let mut room = aircraft_room;
            let mut special_used = false;
            let mut moves = Vec::new();
            for s in &sources {
                if rng.below(2) == 0 {
                    continue;
                }
                let special = s.special && !special_used && rng.below(2) == 0;
                special_used |= special;
                let cap =
                    per_crossing.map_or(s.ordinary, |c| s.ordinary.min(c - u32::from(special)));
                let ordinary = rng.below(cap + 1);
                let aircraft = rng.below(s.aircraft.min(room) + 1);
                room -= aircraft;
                if ordinary + aircraft + u32::from(special) > 0 {
                    moves.push(Move { region: s.region.clone(), ordinary, aircraft, special });
                }
            }
            Command::Reinforce { power, moves }
        }
        Legal::Retreat { power, plan } => Command::Retreat { power, moves: plan.moves },
        Legal::CommitSplit { power, window, ordinary, special, aircraft } => {
            let split = random_split(&Side { ordinary, special, aircraft }, rng).to_string();
            let n = nonce(rng);
            memory.keep(power, &window, &split, &n);
            Command::CommitSplit {
                power,
                commitment: commitment(g, &window, power.slug(), &split, &n),
            }
        }
        Legal::RevealSplit { power, window } => {
            let (split, nonce) = memory.recall(power, &window).cloned().unwrap_or_default();
            Command::RevealSplit { power, split, nonce }
        }
        Legal::CommitIntercept { power, window } => {
            let choice = if rng.below(2) == 0 { "intercept" } else { "pass" };
            let n = nonce(rng);
            memory.keep(power, &window, choice, &n);
            Command::CommitIntercept {
                power,
                commitment: commitment(g, &window, power.slug(), choice, &n),
            }
        }
        Legal::RevealIntercept { power, window } => {
            let (choice, nonce) = memory.recall(power, &window).cloned().unwrap_or_default();
            Command::RevealIntercept { power, intercept: choice == "intercept", nonce }
        }
    }
}

#[expect(clippy::too_many_arguments, reason = "the fields of one legal action")]
fn incorporation(
    seen: &Seen,
    power: Power,
    units: u32,
    kinds: &[UnitKind],
    special: bool,
    rocket: bool,
    regions: &[String],
    rng: &mut dyn Randomness,
) -> Command {
    let seat = seen.seat(power);
    let table = seen.table(seat);
    let map = seen.map(table);
    // A few target regions, so units gather.
    let targets: Vec<String> = (0..3).filter_map(|_| pick(rng, regions).cloned()).collect();
    let aircraft_wanted =
        if kinds.contains(&UnitKind::Aircraft) { rng.below(units / 3 + 1) } else { 0 };
    let mut holding: BTreeMap<String, (u32, u32)> = BTreeMap::new(); // region -> (holding after, aircraft after)
    let mut placed: BTreeMap<(String, u8), u32> = BTreeMap::new();
    for _ in 0..units - aircraft_wanted {
        let region = pick(rng, &targets).cloned().unwrap_or_default();
        let Some(r) = map.by_slug(&region) else { continue };
        let unit = seen.unit_for(map, r);
        let f = seen.units(table, &region, seat);
        let e = holding.entry(region.clone()).or_insert((f.holding, f.aircraft));
        e.0 += 1;
        *placed.entry((region, if unit == UnitKind::Ship { 1 } else { 0 })).or_default() += 1;
    }
    for _ in 0..aircraft_wanted {
        let spot = holding.iter().find(|(_, (h, a))| h > a).map(|(r, _)| r.clone());
        match spot {
            Some(region) => {
                if let Some(e) = holding.get_mut(&region) {
                    e.1 += 1;
                }
                *placed.entry((region, 2)).or_default() += 1;
            }
            None => {
                let region = targets.first().cloned().unwrap_or_default();
                let unit = map.by_slug(&region).map_or(UnitKind::Army, |r| seen.unit_for(map, r));
                let e = holding.entry(region.clone()).or_insert((0, 0));
                e.0 += 1;
                *placed.entry((region, if unit == UnitKind::Ship { 1 } else { 0 })).or_default() +=
                    1;
            }
        }
    }
    let units: Vec<Placement> = placed
        .into_iter()
        .map(|((region, k), count)| Placement {
            region,
            unit: [UnitKind::Army, UnitKind::Ship, UnitKind::Aircraft][usize::from(k)],
            count,
        })
        .collect();
    let special = special.then(|| {
        let free: Vec<String> =
            regions.iter().filter(|s| !seen.units(table, s, seat).special).cloned().collect();
        pick(rng, &free).cloned().unwrap_or_default()
    });
    let rocket = (rocket && rng.below(2) == 0)
        .then(|| {
            let mut held: Vec<String> =
                holding.iter().filter(|(_, (h, _))| *h > 0).map(|(r, _)| r.clone()).collect();
            held.extend(special.iter().cloned());
            pick(rng, &held).cloned()
        })
        .flatten();
    Command::Incorporate { power, units, special, rocket }
}
