//! The use cases of portable records (SVC-RECORD): a finished game written
//! as a [`Record`], and a record verified ([`crate::record::verify`]) and
//! kept as a read-only replay of its own.

use super::{AppError, Ports};
use crate::game::Event;
use crate::ports::{
    Clock, EventBus, GameId, GameMeta, GameStatus, PlayStore, Seat, SeedSource, UserId,
};
use crate::record::{DiceProof, FORMAT, FORMAT_VERSION, Record, RecordPlayer};
use crate::teg2::Logged;

/// The user id an imported record's seat is held under: `record:<seat>`.
/// No account has such an id (accounts' ids are UUIDs), so nobody can act
/// in, or be rated or counted by, a replay.
#[must_use]
pub fn record_seat_user(seat: usize) -> UserId {
    UserId(format!("record:{seat}"))
}

impl<S: PlayStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// The record of the finished game `id`, for whoever may read it, with
    /// its people as `Player N` (the service words names in), and its game
    /// meta.
    ///
    /// # Errors
    /// Unknown or unreadable game; a game not finished (`WrongStatus`): a
    /// record shows the seed, which only the end reveals.
    pub async fn record(
        &self,
        id: &GameId,
        user: &UserId,
        operator: bool,
    ) -> Result<(GameMeta, Record), AppError> {
        let (meta, game) = self.current(id).await?;
        self.may_read(&meta, user, operator).await?;
        if meta.status != GameStatus::Finished {
            return Err(AppError::WrongStatus(meta.status));
        }
        let seed = game
            .revealed_seed()
            .ok_or_else(|| AppError::Store(format!("finished game {} has no seed shown", id.0)))?;
        let log = self.store.events_since(id, 0).await?;
        let record = Record {
            format: FORMAT.to_owned(),
            format_version: FORMAT_VERSION,
            game_id: meta.id.0.clone(),
            ruleset: meta.kind().slug().to_owned(),
            options: meta.options.clone(),
            players: meta
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| RecordPlayer {
                    seat: u8::try_from(i).unwrap_or(u8::MAX),
                    color: s.color,
                    name: format!("Player {}", i + 1),
                    bot: s.bot,
                })
                .collect(),
            events: shown_log(log),
            dice: DiceProof::of(&seed),
        };
        Ok((meta, record))
    }

    /// Verifies `record` and keeps it as the finished game `id`, public
    /// and unrated, its seats held by no account ([`record_seat_user`]), with
    /// `importer` as its creator. Nothing is stored unless it verifies.
    ///
    /// # Errors
    /// `RecordInvalid`, naming the first bad event's version.
    pub async fn import_record(
        &self,
        id: GameId,
        importer: UserId,
        record: &Record,
    ) -> Result<GameMeta, AppError> {
        let verified = crate::record::verify(record).map_err(AppError::RecordInvalid)?;
        let seats = record
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| Seat { user: record_seat_user(i), color: p.color, bot: p.bot })
            .collect::<Vec<_>>();
        let mut meta =
            self.imported_meta(id, importer, verified.kind.slug(), record.options.clone(), seats);
        self.store.create(meta.clone()).await?;
        let version = self.store.start(&meta.id, &record.events).await?;
        meta.status = GameStatus::Finished;
        self.store.update_meta(meta.clone()).await?;
        self.publish(&meta, version, &record.events).await;
        Ok(meta)
    }
}

/// The log as a record shows it: all of it, but in TEG II the reveals of
/// windows still open at the end, which only their players know
/// (T2-SEC-3; `teg2::position::exportable_moves` decides which).
fn shown_log(log: Vec<Event>) -> Vec<Event> {
    let Some(Event::Teg2(Logged::Teg2Started(start))) = log.first() else {
        return log;
    };
    let moves: Vec<crate::teg2::Event> = log
        .iter()
        .filter_map(|e| match e {
            Event::Teg2(Logged::Teg2 { event, .. }) => Some((**event).clone()),
            _ => None,
        })
        .collect();
    let Ok(shown) = crate::teg2::position::exportable_moves(&start.setup, &moves) else {
        return log;
    };
    if shown.len() == moves.len() {
        return log;
    }
    // The shown moves are the moves in order, less some: walk both.
    let mut next = shown.iter().peekable();
    log.into_iter()
        .filter(|e| match e {
            Event::Teg2(Logged::Teg2 { event, .. }) => {
                let keep = next.peek().is_some_and(|s| *s == &**event);
                if keep {
                    next.next();
                }
                keep
            }
            _ => true,
        })
        .collect()
}
