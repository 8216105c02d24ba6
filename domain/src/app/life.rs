//! The whole life of a game from a player's seat (SVC-INVITE, SVC-RESIGN,
//! SVC-REMATCH): joining a private table with its code or an invitation,
//! leaving a lobby (its creator leaving closes it), resigning in play (a
//! forfeit by the player's own hand, SVC-FORFEIT), and opening a finished
//! game's rematch.

use super::{Acted, AppError, Before, NewTable, Ports, advance, started_seed};
use crate::color::Color;
use crate::game::{Event, Game};
use crate::ports::{
    AuditEntry, Clock, EventBus, GameId, GameMeta, GameStatus, LifeChange, Notice, NoticeKind,
    PlayStore, Seat, SeedSource, StoreError, UserId,
};
use crate::shared::{ForfeitReason, SeatKey, Viewer};

/// What lets a user into a lobby.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pass<'a> {
    /// Nothing: public tables only.
    Open,
    /// A private table's join code.
    Code(&'a str),
    /// An invitation the caller holds (checked by whoever holds the
    /// invitations).
    Invited,
}

impl<S: PlayStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// Seats a user, as [`Ports::join_game`], on a private table only with
    /// its code or an invitation (403 `PRIVATE_GAME` otherwise).
    ///
    /// A guest is refused a rated table (403 `GUEST_NOT_RATED`), and so is
    /// a person cooling down (403 `COOLDOWN`, SVC-FAIRPLAY).
    ///
    /// # Errors
    /// As `join_game`; a private table without its pass; a guest at a
    /// rated table.
    pub async fn join_table(
        &self,
        id: &GameId,
        user: UserId,
        color: Option<Color>,
        pass: Pass<'_>,
        guest: bool,
    ) -> Result<GameMeta, AppError> {
        let meta = self.store.meta(id).await?;
        if guest && meta.rated {
            return Err(AppError::GuestNotRated);
        }
        if meta.rated {
            self.not_cooling_down(&user).await?;
        }
        let admitted = match pass {
            Pass::Invited => true,
            Pass::Code(code) => {
                meta.access.join_code.as_deref().is_none_or(|c| c.eq_ignore_ascii_case(code))
            }
            Pass::Open => !meta.access.private,
        };
        // A private rematch admits the people of the game it follows, whom
        // `rematch_offered` told without a code (SVC-REMATCH).
        let admitted = admitted || self.sat_in_the_game_before(&meta, &user).await?;
        if !admitted && meta.status == GameStatus::Lobby {
            return Err(AppError::PrivateGame);
        }
        self.join_game(id, user, color).await
    }

    /// Leaves a lobby: the seat is freed; the creator leaving closes the
    /// lobby (`aborted`, audited as `leave_lobby`).
    ///
    /// # Errors
    /// Unknown game, not in the lobby, not seated.
    pub async fn leave_lobby(&self, id: &GameId, user: &UserId) -> Result<GameMeta, AppError> {
        let mut meta = self.store.meta(id).await?;
        if meta.status != GameStatus::Lobby {
            return Err(AppError::WrongStatus(meta.status));
        }
        if &meta.creator == user {
            let entry = self.entry(user, "leave_lobby", ("game", &id.0), "the creator left");
            let lobby = (GameStatus::Lobby, GameStatus::Aborted);
            match self.store.set_status(id, lobby, &entry, &LifeChange::quiet()).await {
                Ok(_) => {}
                Err(StoreError::NotPlaying(status)) => return Err(AppError::WrongStatus(status)),
                Err(e) => return Err(e.into()),
            }
            self.cache.forget(id);
            meta.status = GameStatus::Aborted;
            return Ok(meta);
        }
        let at = meta.seat_of(user).ok_or(AppError::NotSeated)?;
        meta.seats.remove(usize::from(at.seat));
        // A bot's seat is held under an id that names its index.
        for (index, seat) in meta.seats.iter_mut().enumerate() {
            if seat.bot.is_some() {
                seat.user = Seat::bot_user(index, seat.color);
            }
        }
        self.store.update_meta(meta.clone()).await?;
        self.cache.forget(id);
        Ok(meta)
    }

    /// Resigns the caller's seat in play: a forfeit by the player's own
    /// hand (SVC-RESIGN under SVC-FORFEIT): the log holds the forfeit with
    /// `reason: resigned`, the seat's turns are passed from then on, and
    /// when one contender is left the game ends.
    ///
    /// # Errors
    /// Unknown game, not playing, not seated, the seat already out of play.
    pub async fn resign(&self, id: &GameId, user: &UserId) -> Result<Acted, AppError> {
        let entry = self.entry(user, "resign", ("game", &id.0), "resigned");
        self.seat_step(id, Some(&entry), |meta, game| {
            if meta.status != GameStatus::Playing {
                return Err(AppError::WrongStatus(meta.status));
            }
            let seat = meta.seat_of(user).ok_or(AppError::NotSeated)?;
            let events = game
                .forfeit(seat, ForfeitReason::Resigned)
                .ok_or(AppError::NotInPlay(seat.into()))?;
            Ok((seat, events))
        })
        .await
    }

    /// A seat's own change to a game (a resignation, a seat taken back from
    /// its bot): `step` checks the game and decides the seat's events on the
    /// current state; they are committed under the version read (with the
    /// operators' `audit` entry, if any) and followed as every commit is. A
    /// race lost to the others' play, which goes on meanwhile, retries on
    /// the fresh state. The events as the seat sees them.
    pub(super) async fn seat_step(
        &self,
        id: &GameId,
        audit: Option<&AuditEntry>,
        step: impl Fn(&GameMeta, &Game) -> Result<(SeatKey, Vec<Event>), AppError> + Send,
    ) -> Result<Acted, AppError> {
        let mut tries = 0;
        loop {
            let (meta, game) = self.current(id).await?;
            let (seat, events) = step(&meta, &game)?;
            let version = game.version();
            let seed = started_seed(&game)?;
            let before = Before::of(&game);
            let (next, events) = advance(game, events, &seed);
            match self.store.append(id, version, &events, audit).await {
                Ok(new_version) => {
                    self.after_commit(id, meta, before, next, &events, new_version).await?;
                    let viewer = Viewer::Player(seat);
                    return Ok(Acted {
                        version: new_version,
                        events: events.iter().map(|e| crate::game::view_event(e, viewer)).collect(),
                    });
                }
                Err(StoreError::Conflict { .. }) if tries < super::UNPINNED_TRIES => tries += 1,
                Err(e) => return Err(e.into()),
            }
        }
    }

    /// Opens the rematch of a finished game under `new_id` (SVC-REMATCH): a
    /// lobby of the same game, options, clock and bot seats, created by the
    /// caller (who must have sat in it), offered to its other people with
    /// `rematch_offered` notices. Whoever accepts joins it like any lobby.
    ///
    /// # Errors
    /// Unknown game; not finished, or the caller did not sit in it.
    pub async fn rematch(
        &self,
        id: &GameId,
        new_id: GameId,
        user: &UserId,
    ) -> Result<GameMeta, AppError> {
        let old = self.store.meta(id).await?;
        let seated = old.seats.iter().any(|s| s.bot.is_none() && &s.user == user);
        if old.status != GameStatus::Finished || !seated {
            return Err(AppError::NoRematch);
        }
        let creator_color = old.seats.iter().find(|s| &s.user == user).and_then(|s| s.color);
        let table = NewTable {
            color: creator_color,
            clock: old.clock,
            bots: old.seats.iter().filter_map(|s| s.bot.map(|level| (s.color, level))).collect(),
            private: old.access.private,
            rematch_of: Some(id.clone()),
            rated: old.rated,
            ..NewTable::plain(old.kind(), old.max_players, old.options.clone())
        };
        let meta = self.create_table(new_id, user.clone(), table).await?;
        let notices: Vec<Notice> = super::schedule::people(&old)
            .filter(|person| person != user)
            .map(|person| Notice {
                user: person,
                game_id: Some(meta.id.clone()),
                kind: NoticeKind::RematchOffered { rematch_of: id.0.clone(), from: user.0.clone() },
            })
            .collect();
        let _ = self.store.notify(&notices).await;
        // The finished game's followers hear of it too, in its log.
        let seat = old.seats.iter().position(|s| &s.user == user).unwrap_or_default();
        let offered = Event::Risk(crate::rules::Event::RematchOffered {
            lobby: meta.id.0.clone(),
            seat: u8::try_from(seat).unwrap_or(u8::MAX),
        });
        for _ in 0..8 {
            let (_, version) = self.store.head(id).await?;
            match self.store.append(id, version, std::slice::from_ref(&offered), None).await {
                Ok(after) => {
                    self.cache.forget(id);
                    self.publish(&old, after, std::slice::from_ref(&offered)).await;
                    break;
                }
                Err(StoreError::Conflict { .. }) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(meta)
    }
}
