//! Who sits where (SVC-BOTS, SVC-CLOCK): tables opened with a clock and
//! bots, bots seated in the lobby by the creator, an operator's bot put in a
//! running game's seat, and a player taking their seat back from a bot.
//! Every change of hands in a running game is a `ControlChanged` event.

use super::{Acted, AppError, Ports};
use crate::color::Color;
use crate::game::{Event, Kind, Options};
use crate::ports::{
    Access, Clock, EventBus, GameId, GameMeta, GameStatus, PlayStore, Seat, SeatPick, SeedSource,
    TurnClock, UserId,
};
use crate::shared::{BotLevel, ControlCause, Controller};

/// A table to open: the game (an edition or TEG II), its seats and
/// options, the creator's colour, the turn clock and the bots seated from
/// the start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTable {
    /// The game the table plays.
    pub kind: Kind,
    /// Seats in all.
    pub max_players: usize,
    /// House rules.
    pub options: Options,
    /// The creator's colour in a Risk-like edition; the first free one
    /// when absent.
    pub color: Option<Color>,
    /// The turn clock, if any (SVC-CLOCK).
    pub clock: Option<TurnClock>,
    /// Bots seated at creation, in seat order, each with its colour in a
    /// Risk-like edition (the first free one when absent; SVC-BOTS).
    pub bots: Vec<(Option<Color>, BotLevel)>,
    /// Never listed, joined by invitation or code (SVC-INVITE).
    pub private: bool,
    /// The finished game this table is the rematch of (SVC-REMATCH).
    pub rematch_of: Option<GameId>,
    /// Rated (SVC-RATING): no guest may sit.
    pub rated: bool,
}

impl NewTable {
    /// A table of `kind` with no clock and no bots.
    #[must_use]
    pub fn plain(kind: impl Into<Kind>, max_players: usize, options: Options) -> Self {
        let kind = kind.into();
        Self {
            kind,
            max_players,
            options,
            color: None,
            clock: None,
            bots: Vec::new(),
            private: false,
            rematch_of: None,
            rated: false,
        }
    }
}

impl<S: PlayStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// Opens a lobby: its bots seated, then its creator, unless the bots
    /// fill every seat (the creator then watches and starts it). The
    /// options are checked against the game now, so a lobby never waits
    /// to be refused at its start.
    ///
    /// # Errors
    /// Bad options, seat count or clock; a colour named twice; no seat left
    /// for the creator's colour.
    pub async fn create_table(
        &self,
        id: GameId,
        creator: UserId,
        table: NewTable,
    ) -> Result<GameMeta, AppError> {
        if table.rated {
            // A rated table is refused during a cooldown (SVC-FAIRPLAY).
            self.not_cooling_down(&creator).await?;
        }
        let options =
            crate::game::table_options(table.kind, &id.0, table.max_players, &table.options)?;
        self.open_table(id, creator, NewTable { options, ..table }).await
    }

    async fn open_table(
        &self,
        id: GameId,
        creator: UserId,
        table: NewTable,
    ) -> Result<GameMeta, AppError> {
        let meta = self.table_meta(id, creator, table)?;
        self.store.create(meta.clone()).await?;
        Ok(meta)
    }

    /// The metadata, not stored, of a table the service seats itself (a
    /// match's, a tournament round's): its bots, then `people` in order,
    /// the first its creator (who starts it).
    ///
    /// # Errors
    /// As [`Self::create_table`]; no person.
    pub(super) fn seated_table(
        &self,
        id: GameId,
        people: &[UserId],
        table: NewTable,
    ) -> Result<GameMeta, AppError> {
        let kind = table.kind;
        let (first, rest) = people.split_first().ok_or(AppError::GameFull)?;
        let options = crate::game::table_options(kind, &id.0, table.max_players, &table.options)?;
        let mut meta = self.table_meta(id, first.clone(), NewTable { options, ..table })?;
        for person in rest {
            let color = seat_color(kind, &meta.seats, None)?;
            meta.seats.push(Seat::human(person.clone(), color));
        }
        Ok(meta)
    }

    /// A new lobby's metadata, not stored: its bots seated, then its
    /// creator unless the bots fill every seat.
    pub(super) fn table_meta(
        &self,
        id: GameId,
        creator: UserId,
        table: NewTable,
    ) -> Result<GameMeta, AppError> {
        if table.clock.is_some_and(|c| !c.is_valid()) {
            return Err(AppError::BadClock);
        }
        if table.bots.len() > table.max_players {
            return Err(AppError::GameFull);
        }
        let mut seats: Vec<Seat> = Vec::new();
        for &(color, level) in &table.bots {
            let color = seat_color(table.kind, &seats, color)?;
            seats.push(Seat::bot(seats.len(), color, level));
        }
        match table.color {
            Some(_) if seats.len() == table.max_players => {
                // The creator asked for a seat the bots left none of.
                seat_color(table.kind, &seats, table.color)?;
                return Err(AppError::GameFull);
            }
            None if seats.len() == table.max_players => {}
            asked => {
                let color = seat_color(table.kind, &seats, asked)?;
                seats.push(Seat::human(creator.clone(), color));
            }
        }
        let meta = GameMeta {
            id,
            ruleset: table.kind.slug().to_owned(),
            max_players: table.max_players,
            options: table.options,
            seats,
            creator,
            status: GameStatus::Lobby,
            created_at_ms: self.clock.now_ms(),
            clock: table.clock,
            deadline_ms: None,
            access: Access {
                private: table.private,
                // Eight hex digits from the service's seeds (no global RNG
                // here): enough not to be guessed while a lobby waits.
                join_code: table
                    .private
                    .then(|| crate::rng::hex(&self.seeds.new_seed().0[..4]).to_uppercase()),
                rematch_of: table.rematch_of,
            },
            rated: table.rated,
        };
        Ok(meta)
    }

    /// Seats a bot of `level` in a lobby's next seat (the creator only):
    /// of the colour asked for, or the first free one, in a Risk-like
    /// edition. A seat named by index must be the next one.
    ///
    /// # Errors
    /// Not the creator, not in the lobby, full, colour taken, a seat that
    /// is not the next one, a colour in a game whose seats have none.
    pub async fn add_bot(
        &self,
        id: &GameId,
        user: &UserId,
        pick: Option<SeatPick>,
        level: BotLevel,
    ) -> Result<GameMeta, AppError> {
        let mut meta = self.store.meta(id).await?;
        if &meta.creator != user {
            return Err(AppError::NotCreator);
        }
        if meta.status != GameStatus::Lobby {
            return Err(AppError::WrongStatus(meta.status));
        }
        if meta.seats.len() >= meta.max_players {
            return Err(AppError::GameFull);
        }
        let asked = match pick {
            Some(SeatPick::Color(c)) => Some(c),
            Some(SeatPick::Seat(i)) if usize::from(i) != meta.seats.len() => {
                return Err(AppError::InvalidSeat(format!(
                    "seat {i} is not the next seat: a bot sits at seat {}",
                    meta.seats.len()
                )));
            }
            Some(SeatPick::Seat(_)) | None => None,
        };
        let color = seat_color(meta.kind(), &meta.seats, asked)?;
        meta.seats.push(Seat::bot(meta.seats.len(), color, level));
        self.store.update_meta(meta.clone()).await?;
        self.cache.forget(id);
        Ok(meta)
    }

    /// The bots seated in the lobby take their seats (`ControlChanged`,
    /// cause `seat`): the events that follow a game's start.
    pub(super) fn seat_bots(meta: &GameMeta) -> Vec<Event> {
        let bots = meta.seats.iter().filter_map(|s| Some((s.color?, s.bot?)));
        crate::game::seated_bots(meta.kind(), bots)
    }

    /// An operator puts a bot of `level` in a seat of a running (or
    /// paused) game, audited with the change (`seat_bot`); the player may
    /// reclaim it.
    ///
    /// # Errors
    /// Unknown game; not running; the seat not in play; a reason missing.
    pub async fn seat_bot(
        &self,
        operator: &UserId,
        id: &GameId,
        pick: SeatPick,
        level: BotLevel,
        reason: &str,
    ) -> Result<Acted, AppError> {
        super::moderation::require_reason(reason)?;
        let bot = Controller::Bot { level };
        self.operator_batch(operator, id, ("seat_bot", pick), reason, |seat, game| {
            if game.controller(seat) == Some(bot) && game.in_play(seat) {
                // Already so: nothing to append, but the plan is written
                // again (a crash may have lost it).
                return Ok(Vec::new());
            }
            game.change_control(seat, bot, ControlCause::Operator).ok_or(AppError::NotInPlay(pick))
        })
        .await
    }

    /// The seat's own user takes it back from the bot that plays it
    /// (SVC-BOTS): at once, continuing the step where the bot left it, with
    /// a new deadline when the game has a clock.
    ///
    /// # Errors
    /// Unknown game; not seated; not running; no bot plays the seat.
    pub async fn reclaim_seat(&self, id: &GameId, user: &UserId) -> Result<Acted, AppError> {
        self.seat_step(id, None, |meta, game| {
            let seat = meta.seat_of(user).ok_or(AppError::NotSeated)?;
            if !matches!(meta.status, GameStatus::Playing | GameStatus::Paused) {
                return Err(AppError::WrongStatus(meta.status));
            }
            if !matches!(game.controller(seat), Some(Controller::Bot { .. })) {
                return Err(AppError::NothingToReclaim);
            }
            let events = game
                .change_control(seat, Controller::Human, ControlCause::Reclaim)
                .ok_or(AppError::NotInPlay(seat.into()))?;
            Ok((seat, events))
        })
        .await
    }
}

/// The colour of a table's next seat: the one asked for, or the first free
/// one, in a Risk-like edition; none in TEG II, whose seats are numbers.
///
/// # Errors
/// A colour taken, none left, or a colour asked of TEG II.
pub(super) fn seat_color(
    kind: Kind,
    seats: &[Seat],
    asked: Option<Color>,
) -> Result<Option<Color>, AppError> {
    let taken = |c: Color| seats.iter().any(|s| s.color == Some(c));
    match (kind, asked) {
        (Kind::Teg2, None) => Ok(None),
        (Kind::Teg2, Some(c)) => Err(AppError::InvalidSeat(format!(
            "TEG II's seats have no colour ({c} asked): a seat is its number, given in joining order"
        ))),
        (Kind::Edition(_), Some(c)) if taken(c) => Err(AppError::ColorTaken(c)),
        (Kind::Edition(_), Some(c)) => Ok(Some(c)),
        (Kind::Edition(_), None) => {
            Color::ALL.into_iter().find(|&c| !taken(c)).map(Some).ok_or(AppError::GameFull)
        }
    }
}
