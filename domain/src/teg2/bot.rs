//! The TEG II bots' front: which bot moves (`bot_command`: the `random`
//! player of `random.rs` or the greedy one of `greedy.rs`), a whole game of
//! bots (`play`), and the service's bot (`service_command`), whose secrets
//! are derived from the bot seed, the window and the power, so a reveal
//! needs no memory kept between calls.

use super::clock::Side;
use super::legal::Legal;
pub use super::level::Teg2Bot;
pub use super::random::{Memory, Seen, random_command, random_split};
use super::random::{nonce, pick};
use super::secret::commitment;
use super::state::Game;
use super::{Command, Power, TokenKind};
use crate::rng::Randomness;

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
