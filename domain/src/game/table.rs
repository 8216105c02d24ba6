//! A table of either family at its opening and its start: the options and
//! seat count checked against the game (`table_options`: an edition's book,
//! or TEG II's T2-VAR-5, 2 to 6, 8, 10 or 12 seats, numbered, with no
//! colour), then the events that start it (`start`): an edition's deal, its
//! players by colour, or TEG II's start, its players by number; and an
//! edition's lobby bots taking their seats (`seated_bots`). The app opens
//! and starts tables through these and names no family.

use super::{Event, Kind, Options, SetupError, risk_events};
use crate::color::Color;
use crate::rng::Seed;
use crate::rules::{self, GameSetup};
use crate::shared::{BotLevel, ControlCause, Controller};
use crate::teg2::{self, Logged, Teg2Setup};

/// The options a table of `kind` with `players` seats opens with, checked
/// now so a lobby never waits to be refused at its start: an edition's own
/// (no `teg2`), or TEG II's (`options.teg2`, its defaults when absent).
/// `game_id` is the id TEG II binds into every commitment (T2-SEC-2).
///
/// # Errors
/// A seat count or an option the game refuses.
pub fn table_options(
    kind: Kind,
    game_id: &str,
    players: usize,
    options: &Options,
) -> Result<Options, SetupError> {
    match kind {
        Kind::Edition(edition) => {
            let book = edition.ruleset();
            book.check_seats(players)?;
            book.check_options(options)?;
            if options.teg2.is_some() {
                let slug = edition.slug();
                return Err(
                    rules::SetupError::ModuleAbsent { option: "teg2", ruleset: slug }.into()
                );
            }
            Ok(options.clone())
        }
        Kind::Teg2 => {
            let setup = teg2_setup(game_id, players, options)?;
            teg2::start(&setup)?;
            Ok(Options::for_teg2(setup.options, options.communication))
        }
    }
}

/// The events that start a table's game, drawing from `seed`: an edition's
/// deal among `colors` (its seats' colours, in joining order), or TEG II's
/// start for `players` players numbered by seat.
///
/// # Errors
/// A setup the game refuses.
pub fn start(
    kind: Kind,
    game_id: &str,
    (colors, players): (&[Color], usize),
    options: &Options,
    seed: Seed,
) -> Result<Vec<Event>, SetupError> {
    match kind {
        Kind::Edition(edition) => {
            let setup = GameSetup { players: colors.to_vec(), options: options.house.clone() };
            Ok(risk_events(rules::start_edition(edition, &setup, seed)?))
        }
        Kind::Teg2 => {
            let setup = teg2_setup(game_id, players, options)?;
            Ok(vec![Event::Teg2(Logged::start(&[], &setup, seed)?)])
        }
    }
}

/// TEG II's setup for a table: `players` of them (T2-VAR-5: 2 to 6, 8, 10
/// or 12), in seat order, with the table's TEG II options.
fn teg2_setup(game_id: &str, players: usize, options: &Options) -> Result<Teg2Setup, SetupError> {
    let count = u8::try_from(players).ok().filter(|n| teg2::PLAYER_COUNTS.contains(n));
    let players = count.ok_or(SetupError::Teg2PlayerCount(players))?;
    Ok(Teg2Setup {
        game: game_id.to_owned(),
        players,
        powers: Vec::new(),
        options: options.teg2.clone().unwrap_or_default(),
    })
}

/// The events by which an edition's lobby bots take their seats at its
/// start (SVC-BOTS: `control_changed`, cause `seat`), each named by its
/// colour; none in TEG II, whose lobby bots are its seats' own.
pub fn seated_bots(kind: Kind, bots: impl IntoIterator<Item = (Color, BotLevel)>) -> Vec<Event> {
    if kind.is_teg2() {
        return Vec::new();
    }
    bots.into_iter()
        .map(|(player, level)| {
            Event::Risk(rules::Event::ControlChanged {
                player,
                controller: Controller::Bot { level },
                cause: ControlCause::Seat,
            })
        })
        .collect()
}
