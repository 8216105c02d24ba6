//! The `random` player for TEG II: picks uniformly among the legal actions
//! and builds a command the engine accepts (`play`), keeping its secret
//! choices and nonces in a [`Memory`] so it can reveal what it committed
//! (T2-SEC). It is both the `random` bot and the property tests' client.
//!
//! Like the Risk bots, it never receives the `Game`: it is handed a `Seen`
//! (its player's view and legal list). As the service's bot
//! (`service_command`) its secrets are derived from the bot seed, the window
//! and the power, so a reveal needs no memory kept between calls.

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

fn pick<'a, T>(rng: &mut dyn Randomness, items: &'a [T]) -> Option<&'a T> {
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

/// Which bot plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Teg2Bot {
    /// Uniform among the legal actions.
    Random,
    /// Reads the board: guards its objectives, fights where it is stronger.
    Greedy,
}

/// The bot's command from what its player sees, or `None` when the game
/// does not wait on them.
pub fn bot_command(
    seen: &Seen,
    bot: Teg2Bot,
    rng: &mut dyn Randomness,
    memory: &mut Memory,
) -> Option<Command> {
    match bot {
        Teg2Bot::Random => random_command(seen, rng, memory),
        Teg2Bot::Greedy => super::greedy::command(seen, rng, memory),
    }
}

/// Plays a whole game with bots on every seat (all players `bot`), no
/// timeouts: the game and its events. Every command is checked by
/// `decide`; a refusal is a bug and panics.
///
/// # Panics
/// When a bot's command is refused or the game does not end.
#[must_use]
pub fn play(
    setup: &super::Teg2Setup,
    bots: &[Teg2Bot],
    rng: &mut dyn Randomness,
) -> (Game, Vec<super::Event>) {
    let mut events = super::start(setup).unwrap_or_else(|e| panic!("BUG: {e}"));
    let mut game = Game::replay(&events).unwrap_or_else(|e| panic!("BUG: {e}"));
    let mut memories: Vec<Memory> = (0..setup.players).map(|_| Memory::default()).collect();
    let mut steps = 0u32;
    while !game.is_over() {
        steps += 1;
        assert!(steps < 1_000_000, "BUG: a TEG II game never ended");
        let Some((seat, _)) = game.duties().first().copied() else {
            panic!("BUG: nobody to wait on")
        };
        let player = game.seats[usize::from(seat)].player;
        let bot = bots.get(usize::from(player)).copied().unwrap_or(Teg2Bot::Random);
        let command =
            bot_command(&Seen::of(&game, player), bot, rng, &mut memories[usize::from(player)])
                .unwrap_or_else(|| panic!("BUG: no command for a player with a duty"));
        let batch = game
            .decide(player, &command)
            .unwrap_or_else(|e| panic!("BUG: a bot's command was refused: {e}: {command:?}"));
        for e in &batch {
            game.apply(e);
        }
        events.extend(batch);
    }
    (game, events)
}

/// The randomness of one secret choice of a service-run bot: keyed by the
/// bot seed, the window and the power, so the choice made at the commit is
/// made again, identically, at the reveal (the service keeps no memory
/// between requests).
fn secret_rng(
    bot_seed: &crate::rng::Seed,
    window: &str,
    power: Power,
) -> crate::rng::SeededRandomness {
    use sha2::{Digest, Sha256};
    let digest: [u8; 32] =
        Sha256::digest(format!("{}|{window}|{}", bot_seed.to_hex(), power.slug()).as_bytes())
            .into();
    crate::rng::SeededRandomness::for_version(&crate::rng::Seed(digest), 0)
}

fn secret_nonce(bot_seed: &crate::rng::Seed, window: &str, power: Power) -> String {
    nonce(&mut secret_rng(bot_seed, &format!("{window}|nonce"), power))
}

/// The order in which a service-run bot places its five token kinds.
fn kind_order(bot_seed: &crate::rng::Seed, power: Power, table: usize) -> Vec<TokenKind> {
    let mut rng = secret_rng(bot_seed, &format!("kinds|{table}"), power);
    let mut kinds = TokenKind::ALL.to_vec();
    for i in (1..kinds.len()).rev() {
        let j = usize::try_from(rng.below(u32::try_from(i + 1).unwrap_or(1))).unwrap_or(0);
        kinds.swap(i, j);
    }
    kinds
}

/// The side a seat sets on the open combat's dials, as its view shows it.
fn own_side(seen: &Seen, power: Power) -> Side {
    let seat = seen.seat(power);
    let t = seen.table(seat);
    seen.view.tables[t].combat.as_ref().map_or(Side::default(), |c| {
        let f = seen.view.tables[t].forces.iter().find(|f| f.region == c.region && f.seat == seat);
        f.map_or(Side::default(), |f| Side {
            ordinary: f.ordinary,
            special: f.special,
            aircraft: f.aircraft,
        })
    })
}

fn split_for(
    seen: &Seen,
    bot: Teg2Bot,
    bot_seed: &crate::rng::Seed,
    window: &str,
    power: Power,
) -> String {
    let side = own_side(seen, power);
    let mut rng = secret_rng(bot_seed, window, power);
    match bot {
        Teg2Bot::Random => random_split(&side, &mut rng).to_string(),
        Teg2Bot::Greedy => {
            let seat = seen.seat(power);
            let t = seen.table(seat);
            let enemy = seen.view.tables[t].combat.as_ref().map_or(0, |c| {
                let other = if c.sides[0] == seat { c.sides[1] } else { c.sides[0] };
                seen.units(t, &c.region, other).holding
            });
            super::greedy::split_against(&side, enemy, &mut rng).to_string()
        }
    }
}

fn intercept_for(
    seen: &Seen,
    bot: Teg2Bot,
    bot_seed: &crate::rng::Seed,
    window: &str,
    power: Power,
) -> &'static str {
    let seat = seen.seat(power);
    let t = seen.table(seat);
    let yes = match bot {
        Teg2Bot::Random => secret_rng(bot_seed, window, power).below(2) == 0,
        Teg2Bot::Greedy => seen.view.tables[t].launch.as_ref().is_some_and(|l| {
            let all: u32 = seen.view.tables[t]
                .forces
                .iter()
                .filter(|f| f.region == l.target)
                .map(|f| f.ordinary + u32::from(f.special))
                .sum();
            seen.units(t, &l.target, seat).holding * 2 > all
        }),
    };
    if yes { "intercept" } else { "pass" }
}

/// A service-run bot's command (SVC-BOTS): as [`bot_command`], but with no
/// memory kept between calls. Its secret choices and nonces are derived from
/// `bot_seed`, the window and the power, and from what was fixed when it
/// committed (its token order, the combat's forces, the launch's target), so
/// each reveal matches its commitment.
#[must_use]
pub fn service_command(seen: &Seen, bot: Teg2Bot, bot_seed: &crate::rng::Seed) -> Option<Command> {
    let g = &seen.view.binding;
    Some(match seen.legal.first()? {
        Legal::PlaceObjective { power, regions, window } => {
            let seat = seen.seat(*power);
            let t = seen.table(seat);
            let placed = seen.view.tables[t].tokens.iter().filter(|k| k.seat == seat).count();
            let kind = kind_order(bot_seed, *power, t)[placed.min(4)];
            let mut rng = secret_rng(bot_seed, &format!("{window}|region"), *power);
            let region = pick(&mut rng, regions)?.clone();
            let n = secret_nonce(bot_seed, window, *power);
            Command::PlaceObjective {
                power: *power,
                region,
                commitment: commitment(g, window, power.slug(), kind.slug(), &n),
            }
        }
        Legal::RevealObjective { power, token, window } => {
            let t = seen.table(seen.seat(*power));
            let kind = kind_order(bot_seed, *power, t)[usize::from(*token).min(4)];
            Command::RevealObjective {
                power: *power,
                token: *token,
                kind,
                nonce: secret_nonce(bot_seed, window, *power),
            }
        }
        Legal::CommitSplit { power, window, .. } => {
            let split = split_for(seen, bot, bot_seed, window, *power);
            let n = secret_nonce(bot_seed, window, *power);
            Command::CommitSplit {
                power: *power,
                commitment: commitment(g, window, power.slug(), &split, &n),
            }
        }
        Legal::RevealSplit { power, window } => Command::RevealSplit {
            power: *power,
            split: split_for(seen, bot, bot_seed, window, *power),
            nonce: secret_nonce(bot_seed, window, *power),
        },
        Legal::CommitIntercept { power, window } => {
            let choice = intercept_for(seen, bot, bot_seed, window, *power);
            let n = secret_nonce(bot_seed, window, *power);
            Command::CommitIntercept {
                power: *power,
                commitment: commitment(g, window, power.slug(), choice, &n),
            }
        }
        Legal::RevealIntercept { power, window } => Command::RevealIntercept {
            power: *power,
            intercept: intercept_for(seen, bot, bot_seed, window, *power) == "intercept",
            nonce: secret_nonce(bot_seed, window, *power),
        },
        _ => {
            let mut rng = crate::rng::SeededRandomness::for_version(bot_seed, seen.view.version);
            return bot_command(seen, bot, &mut rng, &mut Memory::default());
        }
    })
}

/// The TEG II bot a seat of a service level plays with: `random`, or
/// `greedy` for the others (TEG II has no planner).
impl From<crate::shared::BotLevel> for Teg2Bot {
    fn from(level: crate::shared::BotLevel) -> Self {
        match level {
            crate::shared::BotLevel::Random => Teg2Bot::Random,
            crate::shared::BotLevel::Greedy | crate::shared::BotLevel::Planner => Teg2Bot::Greedy,
        }
    }
}

/// The level a TEG II bot is listed as.
impl From<Teg2Bot> for crate::shared::BotLevel {
    fn from(bot: Teg2Bot) -> Self {
        match bot {
            Teg2Bot::Random => crate::shared::BotLevel::Random,
            Teg2Bot::Greedy => crate::shared::BotLevel::Greedy,
        }
    }
}
