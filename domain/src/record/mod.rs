//! A finished game as a portable record (SVC-RECORD): the edition and its
//! options, the players, every event, and the seed with its commitment, so
//! that anyone can check offline that every die, deal and draw follows from
//! the seed committed at the start, and that every move was legal.
//!
//! [`verify`] replays the log the way the service wrote it. A Risk-like
//! game's start is drawn again from the seed (`risk.rs`), and each later
//! batch is decided again: the command behind its first event is read back
//! from the event, decided with the randomness of the version it was
//! decided at (`SeededRandomness::for_version(seed, version)`, as the
//! service does), and the events the rules give must be the ones recorded.
//! A TEG II game has no dice of the service's: its moves are players'
//! commitments and reveals, which `teg2::position::replay_moves` decides
//! again. The first event that differs is named by its version.

mod risk;

use crate::game::{Event, Game, Kind, Options};
use crate::rng::{Seed, commitment, hex};
use crate::shared::BotLevel;
use crate::teg2::Logged;
use crate::{Color, teg2};

/// What a record says it is (`format`).
pub const FORMAT: &str = "teg-record";

/// The record layout this engine writes and reads (`format_version`).
pub const FORMAT_VERSION: u32 = 1;

/// The most events a record may hold: a bound on what verifying replays.
pub const MAX_EVENTS: usize = 100_000;

/// A finished game, portable (`GET /v1/games/{id}/record`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "openapi", schema(as = GameRecord))]
pub struct Record {
    /// Always `teg-record`.
    pub format: String,
    /// The layout's version: 1.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 1))]
    pub format_version: u32,
    /// Where the game was played: its id on the service that wrote the
    /// record (an import gets a new one).
    pub game_id: String,
    /// The edition: `revancha`, `classic`, `junior` or `teg2`.
    pub ruleset: String,
    /// The table's options.
    pub options: Options,
    /// The seats, in seat order.
    pub players: Vec<RecordPlayer>,
    /// Every event of the game, first to last; the version of the `n`-th
    /// (from 1) is `n`.
    pub events: Vec<Event>,
    /// The seed every roll, deal and draw came from, and its commitment.
    pub dice: DiceProof,
}

/// A seat of a record.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(feature = "openapi", schema(as = GameRecordPlayer))]
pub struct RecordPlayer {
    /// The seat's index, from 0.
    #[cfg_attr(feature = "openapi", schema(maximum = 255))]
    pub seat: u8,
    /// Its colour (the Risk-like editions; none in TEG II).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    pub color: Option<Color>,
    /// The display name, or `Player N` in an anonymised record.
    pub name: String,
    /// The bot seated in the lobby, if the seat was a bot's.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    pub bot: Option<BotLevel>,
}

/// The seed of a record's randomness and its public commitment.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DiceProof {
    /// `sha256(seed)`, 64 hex digits, published when the game started.
    #[cfg_attr(feature = "openapi", schema(pattern = "^[0-9a-f]{64}$"))]
    pub commitment: String,
    /// The seed, 64 hex digits, revealed when the game ended.
    #[cfg_attr(feature = "openapi", schema(pattern = "^[0-9a-fA-F]{64}$"))]
    pub seed: String,
}

impl DiceProof {
    /// The proof for `seed`.
    #[must_use]
    pub fn of(seed: &Seed) -> Self {
        Self { commitment: hex(&commitment(seed)), seed: seed.to_hex() }
    }
}

/// A record verified: the game its events make, over.
#[derive(Debug, Clone)]
pub struct Verified {
    /// The final position.
    pub game: Game,
    /// The kind of game.
    pub kind: Kind,
    /// Whether the game began from a loaded position (an operator's
    /// import), whose own past the record cannot show.
    pub from_position: bool,
}

/// Why a record does not verify.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadRecord {
    /// The version of the first bad event (its place in `events`, from 1);
    /// `None` when the record as a whole is refused.
    pub version: Option<u64>,
    /// Why.
    pub message: String,
    /// What the rules and the seed give at that version instead, when
    /// they give something.
    pub expected: Option<Event>,
}

impl BadRecord {
    fn whole(message: impl Into<String>) -> Self {
        Self { version: None, message: message.into(), expected: None }
    }

    fn at(index: usize, message: impl Into<String>) -> Self {
        Self { version: Some(version_of(index)), message: message.into(), expected: None }
    }
}

impl std::fmt::Display for BadRecord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.version {
            Some(v) => write!(f, "event at version {v}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// The version an event at `index` (from 0) makes.
fn version_of(index: usize) -> u64 {
    u64::try_from(index).map_or(u64::MAX, |i| i + 1)
}

/// Checks a record: its format, that its seed is the one committed, that
/// the game starts as the seed deals it, that every later event is what
/// the rules and the seed give, and that the game is over.
///
/// # Errors
/// The first thing wrong, with the version of the first bad event.
pub fn verify(record: &Record) -> Result<Verified, BadRecord> {
    if record.format != FORMAT {
        return Err(BadRecord::whole(format!(
            "format `{}`: a record is `{FORMAT}`",
            record.format
        )));
    }
    if record.format_version != FORMAT_VERSION {
        return Err(BadRecord::whole(format!(
            "format_version {}: this service reads {FORMAT_VERSION}",
            record.format_version
        )));
    }
    if record.events.len() > MAX_EVENTS {
        return Err(BadRecord::whole(format!(
            "{} events: at most {MAX_EVENTS}",
            record.events.len()
        )));
    }
    let kind = Kind::from_slug(&record.ruleset)
        .ok_or_else(|| BadRecord::whole(format!("unknown ruleset `{}`", record.ruleset)))?;
    for (i, p) in record.players.iter().enumerate() {
        if usize::from(p.seat) != i {
            return Err(BadRecord::whole(format!("player {i} names seat {}", p.seat)));
        }
    }
    let seed = Seed::from_hex(&record.dice.seed)
        .ok_or_else(|| BadRecord::whole("dice.seed is not 64 hex digits"))?;
    if !record.dice.commitment.eq_ignore_ascii_case(&hex(&commitment(&seed))) {
        return Err(BadRecord::whole("dice.seed is not the seed dice.commitment commits to"));
    }
    let (game, from_position) = match kind {
        Kind::Edition(edition) => risk::verify(edition, record, seed)?,
        Kind::Teg2 => (verify_teg2(record, seed)?, false),
    };
    if !game.is_finished() {
        return Err(BadRecord::whole("the game is not over: a record is of a finished game"));
    }
    if game.revealed_seed() != Some(seed) {
        return Err(BadRecord::whole("the game's log never reveals dice.seed"));
    }
    Ok(Verified { game, kind, from_position })
}

/// Reads a record from JSON: its `ruleset` says which board its country
/// and continent slugs are read on (`crate::wire`).
///
/// # Errors
/// Malformed JSON, an unknown ruleset, or a value that is not a record.
#[cfg(feature = "serde")]
pub fn from_slice(bytes: &[u8]) -> Result<Record, BadRecord> {
    let value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| BadRecord::whole(format!("not JSON: {e}")))?;
    from_value(&value)
}

/// As [`from_slice`], from a JSON value.
///
/// # Errors
/// As [`from_slice`].
#[cfg(feature = "serde")]
pub fn from_value(value: &serde_json::Value) -> Result<Record, BadRecord> {
    let slug = value.get("ruleset").and_then(serde_json::Value::as_str).unwrap_or_default();
    let kind = Kind::from_slug(slug)
        .ok_or_else(|| BadRecord::whole(format!("unknown ruleset `{slug}`")))?;
    crate::wire::from_value(board_of(kind), value)
        .map_err(|e| BadRecord::whole(format!("not a record: {e}")))
}

/// The board a record of `kind` is read on: its edition's, or any for TEG
/// II, which names its regions by string.
#[must_use]
pub fn board_of(kind: Kind) -> &'static crate::Board {
    kind.edition().unwrap_or(crate::RulesetId::Revancha).ruleset().board
}

/// A TEG II record: the start is the seed's and the setup's, every move is
/// decided again (T2-SEC-7), and the whole log folds.
fn verify_teg2(record: &Record, seed: Seed) -> Result<Game, BadRecord> {
    let Some(Event::Teg2(first @ Logged::Teg2Started(start))) = record.events.first() else {
        return Err(BadRecord::at(0, "a TEG II record starts with `teg2_started`"));
    };
    let again = Logged::start(&start.seating, &start.setup, seed)
        .map_err(|e| BadRecord::at(0, format!("the start is refused: {e}")))?;
    if &again != first {
        return Err(BadRecord {
            expected: Some(Event::Teg2(again)),
            ..BadRecord::at(0, "the start is not the one dice.seed and its setup give")
        });
    }
    if usize::from(start.setup.players) != record.players.len() {
        return Err(BadRecord::at(0, "the start's players are not the record's seats"));
    }
    let (places, moves): (Vec<usize>, Vec<teg2::Event>) = record
        .events
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            Event::Teg2(Logged::Teg2 { event, .. }) => Some((i, (**event).clone())),
            _ => None,
        })
        .unzip();
    teg2::position::replay_moves(&start.setup, &moves).map_err(|e| match e.index {
        Some(k) => BadRecord::at(places.get(k).copied().unwrap_or(0), e.message),
        None => BadRecord::whole(e.message),
    })?;
    Ok(fold(&record.events))
}

/// The game a log makes.
fn fold(events: &[Event]) -> Game {
    let mut game = Game::default();
    for e in events {
        game.apply(e);
    }
    game
}

#[cfg(test)]
mod tests;
