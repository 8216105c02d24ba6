//! The seam between the two game families: the Risk-like editions
//! ([`crate::rules`]: Revancha, classic, Junior) and TEG II
//! ([`crate::teg2`]). Neither family names the other; this module is the
//! only one that names both, and everything above it (the app layer, the
//! bots' service entry, the API and the dashboard) sees a game, its events,
//! commands, views, refusals and documents through it:
//!
//! - [`Kind`] says which game a table plays, as a value: an edition or TEG II
//!   (`GameMeta::kind`);
//! - [`Game`] is the fold of either family's log: `Risk(rules::Game)` or
//!   `Teg2(teg2::Hosted)`, a `teg2_started` event making the fold TEG II's.
//!   Every seat method takes a `SeatKey`, of which the editions read the
//!   colour and TEG II the index. The editions' seat events
//!   (`control_changed`, `timed_out`) name a colour, TEG II's own
//!   (`teg2_control_changed`, `teg2_timed_out`) a player number; TEG II games
//!   begun before seats had numbers, whose logs hold the editions' events,
//!   fold as they were stored;
//! - [`Event`] and [`Command`] carry either family's, flat on the wire
//!   (`event.rs`);
//! - [`GameView`], [`view_log`], [`view_recent`] and `view_event_at` (`view.rs`),
//!   [`PositionDocument`] (`position.rs`), [`Refused`] and [`SetupError`]
//!   (`refused.rs`) and [`Options`] (`options.rs`, refusing unknown keys)
//!   likewise;
//! - the service's moves: `teg2_time_out` (`clock.rs`), `bot_command` and
//!   `has_business` (`bots.rs`), what the scheduler asks (`schedule.rs`), a
//!   table's opening and start (`table.rs`), and snapshots of either family
//!   (`snapshot.rs`), a finished game's finish order (`standing.rs`) and the turns a seat's
//!   person played themselves (`played.rs`).
//!
//! What branches on the family asks here (`Game::legal_moves`,
//! `Game::started_seed`, `Options::requested`, `encode_snapshot` and
//! `decode_snapshot`). The app's scheduler, seats, moderation and reports
//! modules name neither family. A third family joins as one more variant of
//! each, here and nowhere else.

mod bots;
mod clock;
mod event;
mod options;
mod played;
mod position;
mod refused;
mod schedule;
#[cfg(feature = "serde")]
mod snapshot;
mod standing;
mod table;
mod view;

pub use bots::{bot_command, has_business};
pub use clock::{Teg2Waiting, teg2_time_out};
pub use event::{Command, Event, Teg2Command};
pub use options::{Options, OptionsRequestError};
pub use played::turns_played;
pub use position::{PositionDocument, start_teg2_position, teg2_position};
pub use refused::{Refused, SetupError};
#[cfg(feature = "serde")]
pub use snapshot::{
    RISK_SNAPSHOT_FORMAT, SNAPSHOT_FORMATS, TEG2_SNAPSHOT_FORMAT, decode_snapshot, encode_snapshot,
};
pub use standing::finish_order;
pub use table::{seated_bots, start, table_options};
pub use view::{GameView, view, view_event, view_event_at, view_log, view_recent};

use crate::color::Color;
use crate::rng::{Randomness, Seed};
use crate::rules::{self, ControlCause, Controller};
use crate::ruleset::RulesetId;
use crate::shared::{ClockRule, SeatKey};
use crate::teg2::{self, Hosted, Logged};

/// What a seat may do now: the moves of its game's family, or nothing for
/// someone with no seat in a game in play.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum LegalMoves {
    /// No seat, or a game not in play.
    #[default]
    Nothing,
    /// A Risk-like edition's commands (empty when it is not the seat's
    /// move, but for pact commands open at any time).
    Risk(Vec<rules::Command>),
    /// TEG II's actions, with the bounds to build them.
    Teg2(Vec<teg2::Legal>),
}

impl LegalMoves {
    /// Nothing to do now: the game does not wait on this seat.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        match self {
            LegalMoves::Nothing => true,
            LegalMoves::Risk(list) => list.is_empty(),
            LegalMoves::Teg2(list) => list.is_empty(),
        }
    }

    /// The Risk-like commands (none in TEG II).
    #[must_use]
    pub fn into_risk(self) -> Vec<rules::Command> {
        match self {
            LegalMoves::Risk(list) => list,
            LegalMoves::Nothing | LegalMoves::Teg2(_) => Vec::new(),
        }
    }
}

/// Which game a table plays: an edition of the Risk-like family, or TEG II.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Revancha, classic or Junior.
    Edition(RulesetId),
    /// TEG II.
    Teg2,
}

impl Kind {
    /// Every kind, in the order the service lists them.
    pub const ALL: [Kind; 4] = [
        Kind::Edition(RulesetId::Revancha),
        Kind::Edition(RulesetId::Classic),
        Kind::Edition(RulesetId::Junior),
        Kind::Teg2,
    ];

    /// The kind a slug names (`revancha`, `classic`, `junior`, `teg2`).
    #[must_use]
    pub fn from_slug(slug: &str) -> Option<Kind> {
        if slug == teg2::RULESET {
            Some(Kind::Teg2)
        } else {
            RulesetId::from_slug(slug).map(Kind::Edition)
        }
    }

    /// The seats a new table of this kind has when its creator does not
    /// say: an edition's most, six in TEG II (its full single board).
    #[must_use]
    pub fn default_seats(self) -> usize {
        match self {
            Kind::Edition(edition) => edition.ruleset().players.1,
            Kind::Teg2 => 6,
        }
    }

    /// The kind of a stored game's slug: games stored before editions had
    /// none and play Revancha.
    #[must_use]
    pub fn stored(slug: &str) -> Kind {
        Kind::from_slug(slug).unwrap_or(Kind::Edition(RulesetId::stored(slug)))
    }

    /// The slug.
    #[must_use]
    pub fn slug(self) -> &'static str {
        match self {
            Kind::Edition(id) => id.slug(),
            Kind::Teg2 => teg2::RULESET,
        }
    }

    /// The edition, for a Risk-like game.
    #[must_use]
    pub fn edition(self) -> Option<RulesetId> {
        match self {
            Kind::Edition(id) => Some(id),
            Kind::Teg2 => None,
        }
    }

    /// Whether the game is TEG II.
    #[must_use]
    pub fn is_teg2(self) -> bool {
        self == Kind::Teg2
    }
}

impl From<RulesetId> for Kind {
    fn from(id: RulesetId) -> Self {
        Kind::Edition(id)
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.slug())
    }
}

/// A game of either family, built only by folding its log.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Game {
    /// A Risk-like edition's game (also the empty game before any event).
    Risk(Box<rules::Game>),
    /// A TEG II game.
    Teg2(Box<Hosted>),
}

impl Default for Game {
    fn default() -> Self {
        Game::Risk(Box::default())
    }
}

impl From<rules::Game> for Game {
    fn from(g: rules::Game) -> Self {
        Game::Risk(Box::new(g))
    }
}

impl Game {
    /// The empty game before its first event.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Folds a whole log.
    #[must_use]
    pub fn replay<'a>(events: impl IntoIterator<Item = &'a Event>) -> Game {
        let mut g = Game::new();
        for e in events {
            g.apply(e);
        }
        g
    }

    /// Folds one event. A TEG II start makes the game TEG II's; the seat
    /// events both families share (`control_changed`, `timed_out`) go to
    /// whichever family the game is.
    pub fn apply(&mut self, event: &Event) {
        match (self, event) {
            (game, Event::Teg2(Logged::Teg2Started(start))) => {
                *game = Game::Teg2(Box::new(Hosted::started(start)));
            }
            (Game::Risk(g), Event::Risk(e)) => g.apply(e),
            // A TEG II event in another game's log: damaged data, which the
            // stores never hold; it changes nothing.
            (Game::Risk(_), Event::Teg2(_)) => {}
            (Game::Teg2(h), Event::Teg2(l)) => h.apply(l),
            (
                Game::Teg2(h),
                Event::Risk(rules::Event::ControlChanged { player, controller, .. }),
            ) => {
                h.control_changed(*player, *controller);
            }
            (Game::Teg2(h), Event::Risk(rules::Event::TimedOut { player, in_a_row, .. })) => {
                h.timed_out(*player, *in_a_row);
            }
            (Game::Teg2(h), Event::Risk(_)) => h.count(),
        }
    }

    /// Which game this is.
    #[must_use]
    pub fn kind(&self) -> Kind {
        match self {
            Game::Risk(g) => Kind::Edition(g.ruleset().id),
            Game::Teg2(_) => Kind::Teg2,
        }
    }
    /// The Risk-like edition's game, if it is one.
    #[must_use]
    pub fn risk(&self) -> Option<&rules::Game> {
        match self {
            Game::Risk(g) => Some(g),
            Game::Teg2(_) => None,
        }
    }
    /// The TEG II game, if it is one.
    #[must_use]
    pub fn teg2(&self) -> Option<&Hosted> {
        match self {
            Game::Risk(_) => None,
            Game::Teg2(h) => Some(h),
        }
    }
    /// Events applied.
    #[must_use]
    pub fn version(&self) -> u64 {
        match self {
            Game::Risk(g) => g.version(),
            Game::Teg2(h) => h.version(),
        }
    }
    /// Whether the game is over.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        match self {
            Game::Risk(g) => g.is_finished(),
            Game::Teg2(h) => h.is_finished(),
        }
    }
    /// The seed of a started game; before the start, the rules' refusal
    /// (`GAME_NOT_STARTED`, R-SET-1, in an edition).
    ///
    /// # Errors
    /// The game has not started.
    pub fn started_seed(&self) -> Result<Seed, Refused> {
        self.seed().ok_or_else(|| match self {
            Game::Risk(g) => g.refused(rules::RuleViolation::GameNotStarted).into(),
            Game::Teg2(_) => Refused::OtherFamily,
        })
    }

    /// What `seat` may do now, in its family: an edition's commands (by its
    /// colour), or TEG II's actions with the bounds to build them (by its
    /// number).
    #[must_use]
    pub fn legal_moves(&self, seat: SeatKey) -> LegalMoves {
        match self {
            Game::Risk(g) => {
                LegalMoves::Risk(seat.color.map(|c| g.legal_actions(c)).unwrap_or_default())
            }
            Game::Teg2(h) => LegalMoves::Teg2(h.legal(seat.seat)),
        }
    }

    /// The seed (secret; for the app layer's RNG and operators).
    #[must_use]
    pub fn seed(&self) -> Option<Seed> {
        match self {
            Game::Risk(g) => g.seed(),
            Game::Teg2(h) => h.seed(),
        }
    }
    /// The seed, once the game revealed it (at its end).
    #[must_use]
    pub fn revealed_seed(&self) -> Option<Seed> {
        match self {
            Game::Risk(g) => g.revealed_seed(),
            Game::Teg2(h) => h.revealed_seed(),
        }
    }
    /// Who plays `seat` now (SVC-BOTS); `None` for a seat not in the game.
    #[must_use]
    pub fn controller(&self, seat: SeatKey) -> Option<Controller> {
        match self {
            Game::Risk(g) => g.controller(seat.color?),
            Game::Teg2(h) => h.controller(seat.seat),
        }
    }
    /// Whether a seat still plays: never once the game is over.
    #[must_use]
    pub fn in_play(&self, seat: SeatKey) -> bool {
        match self {
            Game::Risk(g) => seat.color.is_some_and(|c| g.in_play(c)),
            Game::Teg2(h) => h.in_play(seat.seat),
        }
    }
    /// The colour a Risk-like game waits on; `None` in TEG II, where
    /// several seats may act at once.
    #[must_use]
    pub fn actor(&self) -> Option<Color> {
        self.risk().and_then(|g| g.phase().actor())
    }
    /// A TEG II game's commit–reveal windows open now (T2-SEC-3).
    #[must_use]
    pub fn open_windows(&self) -> Option<std::collections::BTreeSet<String>> {
        self.teg2().and_then(Hosted::game).map(teg2::Game::open_windows)
    }
    /// A stable hash of the whole state.
    #[must_use]
    pub fn state_hash(&self) -> u64 {
        match self {
            Game::Risk(g) => g.state_hash(),
            Game::Teg2(h) => {
                use std::hash::{Hash, Hasher};
                let mut hasher = rules::hash::Fnv64::default();
                h.hash(&mut hasher);
                hasher.finish()
            }
        }
    }

    /// Validates `command` from `actor` and returns the events it causes.
    ///
    /// # Errors
    /// The refusal, naming the rule broken; the state is untouched.
    pub fn decide(
        &self,
        actor: SeatKey,
        command: &Command,
        rng: &mut dyn Randomness,
    ) -> Result<Vec<Event>, Refused> {
        match (self, command) {
            (Game::Risk(g), Command::Risk(c)) => g
                .decide(actor.color.ok_or(Refused::OtherFamily)?, c, rng)
                .map(|events| events.into_iter().map(Event::Risk).collect())
                .map_err(|v| Refused::Risk(g.refused(v))),
            (Game::Teg2(h), Command::Teg2(Teg2Command::Teg2 { command })) => h
                .decide(actor.seat, command)
                .map(|events| events.into_iter().map(Event::Teg2).collect())
                .map_err(Refused::Teg2),
            _ => Err(Refused::OtherFamily),
        }
    }

    /// The events of `seat` forfeiting for `reason`; `None` when it is not
    /// in play.
    #[must_use]
    pub fn forfeit(
        &self,
        seat: SeatKey,
        reason: crate::shared::ForfeitReason,
    ) -> Option<Vec<Event>> {
        match self {
            Game::Risk(g) => g.forfeit_for(seat.color?, reason).map(risk_events),
            Game::Teg2(h) => h.forfeit_for(seat.seat, reason).map(teg2_events),
        }
    }

    /// The events of every step forfeited players must take from here on.
    #[must_use]
    pub fn pass_forfeited(&self, seed: &Seed) -> Vec<Event> {
        match self {
            Game::Risk(g) => risk_events(g.pass_forfeited(seed)),
            Game::Teg2(h) => teg2_events(h.pass_forfeited()),
        }
    }

    /// The event handing `seat` to `controller`, `None` when it is theirs
    /// already or the seat is not in play (SVC-BOTS).
    #[must_use]
    pub fn change_control(
        &self,
        seat: SeatKey,
        controller: Controller,
        cause: ControlCause,
    ) -> Option<Vec<Event>> {
        match self {
            Game::Risk(g) => g.change_control(seat.color?, controller, cause).map(risk_events),
            Game::Teg2(h) => {
                h.change_control(seat.seat, controller, cause).map(|e| vec![Event::Teg2(e)])
            }
        }
    }

    /// The events of a Risk-like game's turn clock running out on `seat`
    /// (SVC-CLOCK); TEG II's clock is [`teg2_time_out`].
    #[must_use]
    pub fn time_out(&self, seat: SeatKey, clock: &ClockRule, seed: &Seed) -> Option<Vec<Event>> {
        self.risk()?.time_out(seat.color?, clock, seed).map(risk_events)
    }
}

/// A Risk-like game's events as either family's.
#[must_use]
pub fn risk_events(events: Vec<rules::Event>) -> Vec<Event> {
    events.into_iter().map(Event::Risk).collect()
}

/// A TEG II game's events as either family's.
#[must_use]
pub fn teg2_events(events: Vec<Logged>) -> Vec<Event> {
    events.into_iter().map(Event::Teg2).collect()
}
