//! The service's own moves (SVC-CLOCK, SVC-BOTS). After every commit of a
//! game with a clock or a bot, [`Ports::replan`] writes when the scheduler
//! must next look at it: a bot's next action (`bot_delay_ms` from now) or
//! the acting human's deadline. [`Ports::run_due`] is what the scheduler
//! does then: the bot's command, or the timeout of the actor's step.
//!
//! Both go through the same path as a player's command (decide, `advance`,
//! an append guarded by the planned version), so a timeout or a bot move
//! that lost a race to a player, or to another instance, is refused by its
//! version check and dropped: every timeout happens once.

use std::sync::Arc;

use super::sequel::{Before, Sequel};
use super::{AppError, Ports, advance, started_seed};
use crate::color::Color;
use crate::game::{self, Event, Game, Teg2Waiting};
use crate::ports::{
    Append, Clock, Deadline, DueGame, DueUpdate, EventBus, GameId, GameMeta, GameStatus, Notice,
    NoticeKind, PlayStore, SeedSource, StoreError, TurnNotice, UserId,
};
use crate::rng::{SeededRandomness, bot_seed};
use crate::shared::{BotLevel, ClockRule, Controller, OnTimeout, SeatKey};

/// How long a bot waits before each action unless configured (SVC-BOTS):
/// long enough for people to follow.
pub const DEFAULT_BOT_DELAY_MS: i64 = 300;

/// What the scheduler did with a due game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Handled {
    /// Nothing was due any more (a player moved first, the game stopped).
    Nothing,
    /// A bot made one move.
    Bot,
    /// A step timed out.
    Timeout,
    /// The game's plan was missing and was written again.
    Replanned,
}

impl Handled {
    /// The metric label.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Handled::Nothing => "nothing",
            Handled::Bot => "bot",
            Handled::Timeout => "timeout",
            Handled::Replanned => "replanned",
        }
    }
}

/// The level of the bot playing `seat` now, if one is: the bot that
/// controls the seat, or, when the seat's step timed out under an
/// `on_timeout: bot` clock, the seat's bot for that step (SVC-CLOCK). A
/// TEG II seat also keeps the bot seated in the lobby, and under a `bot`
/// clock a person's seat bot reveals what it committed for them at a
/// timeout (T2-SEC-5).
#[must_use]
pub fn bot_playing(meta: &GameMeta, game: &Game, seat: SeatKey) -> Option<BotLevel> {
    let handed = match game.controller(seat)? {
        Controller::Bot { level } => Some(level),
        Controller::Human => None,
    };
    let bot_clock = meta.clock.is_some_and(|c| c.on_timeout == OnTimeout::Bot);
    let level = seat_level(meta, seat);
    if game.is_teg2() {
        let seated = meta.seats.get(usize::from(seat.seat)).and_then(|s| s.bot);
        return seated
            .or(handed)
            .or_else(|| (bot_clock && game.bot_reveals(seat, level)).then_some(level));
    }
    handed.or_else(|| (bot_clock && game.step_timed_out_on(seat)).then_some(level))
}

/// A bot's events for a person's TEG II seat (a reveal of what it committed
/// for them) are the service's, not the person's, so they do not end the
/// person's timeouts in a row (T2-SEC-5); a lobby bot's seat is its own.
fn on_behalf(meta: &GameMeta, seat: SeatKey, events: Vec<Event>) -> Vec<Event> {
    let seated = meta.seats.get(usize::from(seat.seat)).is_some_and(|s| s.bot.is_some());
    if seated {
        return events;
    }
    events.into_iter().map(Event::as_service).collect()
}

/// The level of a seat's bot: the one seated in the lobby, else `greedy`
/// (SVC-CLOCK's decision for `on_timeout: bot`).
fn seat_level(meta: &GameMeta, seat: SeatKey) -> BotLevel {
    meta.seats.get(usize::from(seat.seat)).and_then(|s| s.bot).unwrap_or(BotLevel::Greedy)
}

/// The seat a Risk-like game waits on; `None` in TEG II.
fn actor(meta: &GameMeta, game: &Game) -> Option<SeatKey> {
    game.actor().and_then(|c| meta.key_of_color(c))
}

/// The bot that has something to do now, the actor's first.
fn bot_with_business(meta: &GameMeta, game: &Game) -> Option<(SeatKey, BotLevel)> {
    let actor = actor(meta, game);
    actor
        .into_iter()
        .chain(meta.keys().filter(|&k| Some(k) != actor))
        .filter(|&k| game::has_business(game, k))
        .find_map(|k| bot_playing(meta, game, k).map(|level| (k, level)))
}

/// The person (no bot) who must act now in a game under way.
fn person_acting(meta: &GameMeta, game: &Game) -> Option<SeatKey> {
    let actor = actor(meta, game)?;
    (game.in_play(actor) && bot_playing(meta, game, actor).is_none()).then_some(actor)
}

/// The human who must act now, if the game's clock runs for them (in a
/// TEG II game, the first of those the game waits on).
fn clocked_human(meta: &GameMeta, game: &Game) -> Option<SeatKey> {
    if game.is_teg2() {
        return meta.clock.and_then(|_| waiting_people(meta, game).into_iter().next());
    }
    meta.clock.and_then(|_| person_acting(meta, game))
}

/// The people (no bots) a TEG II game waits on: several at once in a
/// commit–reveal window (T2-SEC-5).
fn waiting_people(meta: &GameMeta, game: &Game) -> Vec<SeatKey> {
    game.waiting_players()
        .into_iter()
        .filter_map(|p| meta.key(usize::from(p)))
        .filter(|&k| bot_playing(meta, game, k).is_none())
        .collect()
}

/// Whether the scheduler has anything to do with this game ever: it has a
/// clock, or a bot plays a seat.
fn automated(meta: &GameMeta, game: &Game) -> bool {
    meta.clock.is_some()
        || meta.keys().any(|k| matches!(game.controller(k), Some(Controller::Bot { .. })))
        || (game.is_teg2() && meta.seats.iter().any(|s| s.bot.is_some()))
}

/// When the scheduler must next look at `game` after `events`, at `now_ms`
/// (SVC-CLOCK): a new deadline when the actor changed or a new step began
/// (a seat changing hands included), the old one while the step goes on.
fn plan(
    meta: &GameMeta,
    actor_before: Option<Color>,
    game: &Game,
    events: &[Event],
    now_ms: i64,
    bot_delay_ms: i64,
) -> DueUpdate {
    let version = game.version();
    let bot_at_ms = bot_with_business(meta, game).map(|_| now_ms.saturating_add(bot_delay_ms));
    let deadline = match (meta.clock, clocked_human(meta, game)) {
        (Some(clock), Some(_)) if game.is_teg2() => {
            if game.began_teg2_step(events) || events.is_empty() {
                Deadline::Set(Some(now_ms.saturating_add(clock.turn_ms())))
            } else {
                Deadline::Keep
            }
        }
        (Some(clock), Some(actor)) => {
            if new_step(actor_before, actor, events) {
                Deadline::Set(Some(now_ms.saturating_add(clock.turn_ms())))
            } else {
                Deadline::Keep
            }
        }
        _ => Deadline::Set(None),
    };
    DueUpdate { version, deadline, bot_at_ms }
}

/// Whether `events` began a new step for `actor`: the actor changed (a
/// TEG II game names no actor: each of its batches may), a step began, or
/// the seat changed hands.
fn new_step(actor_before: Option<Color>, actor: SeatKey, events: &[Event]) -> bool {
    actor_before.is_none()
        || actor_before != actor.color
        || events.iter().any(|e| e.starts_step() || e.changes_hands(actor))
}

/// The person who must act now, with their seat's account: the actor, if a
/// person (not a bot) plays the seat.
fn human_actor(meta: &GameMeta, game: &Game) -> Option<(SeatKey, UserId)> {
    let actor = person_acting(meta, game)?;
    let seat = meta.seats.get(usize::from(actor.seat)).filter(|s| s.bot.is_none())?;
    Some((actor, seat.user.clone()))
}

/// The accounts seated in a game, each once (bots' seats are no one's).
pub(crate) fn people(meta: &GameMeta) -> impl Iterator<Item = UserId> + '_ {
    let mut seen = std::collections::BTreeSet::new();
    meta.seats
        .iter()
        .filter(|s| s.bot.is_none())
        .filter(move |s| seen.insert(s.user.clone()))
        .map(|s| s.user.clone())
}

/// Every "your turn" notice for `game` as it stands (SVC-NOTIFY): the
/// person who must act in a Risk-like game; each person a TEG II game
/// waits on.
#[must_use]
pub fn turn_notices(meta: &GameMeta, game: &Game) -> Vec<TurnNotice> {
    if !game.is_teg2() {
        return turn_notice(meta, game).into_iter().collect();
    }
    if meta.status != GameStatus::Playing {
        return Vec::new();
    }
    waiting_people(meta, game)
        .into_iter()
        .filter_map(|seat| {
            let person = meta.seats.get(usize::from(seat.seat)).filter(|s| s.bot.is_none())?;
            Some(notice_for(meta, game, seat, person.user.clone()))
        })
        .collect()
}

/// The "your turn" notice for `game` as it stands (SVC-NOTIFY), if a
/// person must act (a Risk-like game; see [`turn_notices`] for TEG II).
#[must_use]
pub fn turn_notice(meta: &GameMeta, game: &Game) -> Option<TurnNotice> {
    if meta.status != GameStatus::Playing {
        return None;
    }
    let (seat, user) = human_actor(meta, game)?;
    Some(notice_for(meta, game, seat, user))
}

/// The "your turn" notice of `user` at `seat` in `game` as it stands.
fn notice_for(meta: &GameMeta, game: &Game, seat: SeatKey, user: UserId) -> TurnNotice {
    TurnNotice {
        game_id: meta.id.clone(),
        version: game.version(),
        seat,
        user,
        deadline_ms: meta.deadline_ms,
    }
}

impl<S: PlayStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// What a commit of `events` leads to, decided before it is stored:
    /// the game's next due time (see [`plan`]; games without a clock or a
    /// bot have none to write, unless a bot just left them) and the steps
    /// the batch begins, each with the deadline that plan gives it. `game`
    /// is the state after `events`, `before` who had to act before them.
    pub(super) fn sequel(
        &self,
        meta: &GameMeta,
        before: &Before,
        game: &Game,
        events: &[Event],
    ) -> Sequel {
        let seat_changed = events.iter().any(Event::hands_over);
        let due = (automated(meta, game) || seat_changed).then(|| {
            plan(meta, before.actor, game, events, self.clock.now_ms(), self.bot_delay_ms)
        });
        if game.is_finished() {
            return Sequel { due, turns: Vec::new() };
        }
        let deadline = match due.map(|d| d.deadline) {
            Some(Deadline::Set(deadline)) => deadline,
            _ => meta.deadline_ms,
        };
        // A TEG II person is told when the game begins to wait on them (not
        // while it goes on waiting: other players' batches tell nothing).
        let fresh = |notice: &TurnNotice| {
            if game.is_teg2() {
                // A TEG II player's number is their seat's (`waiting_people`).
                !before.waiting.contains(&notice.seat.seat)
            } else {
                new_step(before.actor, notice.seat, events)
            }
        };
        let turns = turn_notices(meta, game)
            .into_iter()
            .filter(fresh)
            .map(|notice| TurnNotice { deadline_ms: deadline, ..notice })
            .collect();
        Sequel { due, turns }
    }

    /// Writes the sequel's due time, mirrored into `meta`.
    pub(super) async fn replan(
        &self,
        meta: &mut GameMeta,
        sequel: &Sequel,
    ) -> Result<(), AppError> {
        match &sequel.due {
            Some(due) => self.write_due(meta, due).await,
            None => Ok(()),
        }
    }

    /// Tells the people of the game (SVC-NOTIFY): the "your turn" webhook
    /// and notice of each step in `turns`, `game_started` when `news`
    /// says the game began, `game_finished` when it ended. Best effort, as
    /// publishing is: the commit stands whatever happens here.
    pub(super) async fn announce(
        &self,
        meta: &GameMeta,
        turns: &[TurnNotice],
        news: Option<NoticeKind>,
    ) {
        let mut notices: Vec<Notice> = news
            .into_iter()
            .flat_map(|kind| {
                people(meta).map(move |user| Notice {
                    user,
                    game_id: Some(meta.id.clone()),
                    kind: kind.clone(),
                })
            })
            .collect();
        for notice in turns {
            let _ = self.store.notify_turn(notice).await;
            notices.push(Notice::of_turn(notice));
        }
        if !notices.is_empty() {
            let _ = self.store.notify(&notices).await;
        }
    }

    /// Tells the people of a game that has just started: `game_started`,
    /// and every step it opens on, all of them new (SVC-NOTIFY).
    pub(super) async fn announce_start(&self, meta: &GameMeta, game: &Game) {
        let turns = turn_notices(meta, game);
        self.announce(meta, &turns, Some(NoticeKind::GameStarted)).await;
    }

    /// Stores `due` and mirrors its deadline into `meta`.
    async fn write_due(&self, meta: &mut GameMeta, due: &DueUpdate) -> Result<(), AppError> {
        self.store.set_due(&meta.id, due).await?;
        if let Deadline::Set(deadline) = due.deadline {
            meta.deadline_ms = deadline;
        }
        Ok(())
    }

    /// A whole new period for the actor (a start, a resume): the plan as
    /// though the step had just begun.
    pub(super) async fn restart_clock(
        &self,
        meta: &mut GameMeta,
        game: &Game,
    ) -> Result<(), AppError> {
        if !automated(meta, game) {
            return Ok(());
        }
        let due = plan(meta, None, game, &[], self.clock.now_ms(), self.bot_delay_ms);
        self.write_due(meta, &due).await
    }

    /// The scheduler's work on one due game it has claimed: the plan again
    /// when it was missing; else a bot's next command, or the timeout of
    /// the actor's step once its deadline has passed; else the plan again
    /// without the bot (releasing the claim). Whatever is appended is
    /// guarded by the planned version.
    ///
    /// # Errors
    /// The store failed.
    pub async fn run_due(&self, due: &DueGame) -> Result<Handled, AppError> {
        let now = self.clock.now_ms();
        let (mut meta, game) = self.current(&due.id).await?;
        if meta.status != GameStatus::Playing {
            return Ok(Handled::Nothing);
        }
        let version = game.version();
        if due.version != Some(version) {
            self.restart_clock(&mut meta, &game).await?;
            return Ok(Handled::Replanned);
        }
        let seed = started_seed(&game)?;
        if let Some((seat, level)) = bot_with_business(&meta, &game)
            && let Some(command) = game::bot_command(&game, seat, level, &bot_seed(&seed))
        {
            let mut rng = SeededRandomness::for_version(&seed, version);
            match game.decide(seat, &command, &mut rng) {
                Ok(events) => {
                    let events = on_behalf(&meta, seat, events);
                    return self.commit_own(meta, game, events, Handled::Bot).await;
                }
                // A bot choosing among the legal commands cannot be
                // refused; should it ever be, the seat's clock (if any)
                // keeps running and the caller hears of it.
                Err(refused) => {
                    let due = DueUpdate { version, deadline: Deadline::Keep, bot_at_ms: None };
                    self.write_due(&mut meta, &due).await?;
                    return Err(AppError::Rule(refused));
                }
            }
        }
        if let (Some(clock), Some(deadline)) = (meta.clock, meta.deadline_ms)
            && deadline <= now
            && game.is_teg2()
        {
            // T2-SEC-5: every person the game waits on times out: their
            // seat's bot or the rules' default completes the step.
            let waiting: Vec<Teg2Waiting> = waiting_people(&meta, &game)
                .into_iter()
                .map(|seat| Teg2Waiting { player: seat.seat, bot: seat_level(&meta, seat) })
                .collect();
            let events = game::teg2_time_out(
                &game,
                &waiting,
                (clock.on_timeout, clock.max_timeouts),
                &bot_seed(&seed),
            );
            if !events.is_empty() {
                return self.commit_own(meta, game, events, Handled::Timeout).await;
            }
        }
        if let (Some(clock), Some(deadline)) = (meta.clock, meta.deadline_ms)
            && deadline <= now
            && let Some(actor) = clocked_human(&meta, &game)
        {
            let rule = ClockRule {
                then: clock.on_timeout,
                max_timeouts: clock.max_timeouts,
                bot: seat_level(&meta, actor),
            };
            if let Some(events) = game.time_out(actor, &rule, &seed) {
                return self.commit_own(meta, game, events, Handled::Timeout).await;
            }
        }
        let due = DueUpdate { version, deadline: Deadline::Keep, bot_at_ms: None };
        self.write_due(&mut meta, &due).await?;
        Ok(Handled::Nothing)
    }

    /// Appends the service's own batch at the game's version, then as any
    /// commit; a game that moved meanwhile refuses it (`Nothing`).
    async fn commit_own(
        &self,
        meta: GameMeta,
        game: Arc<Game>,
        events: Vec<Event>,
        done: Handled,
    ) -> Result<Handled, AppError> {
        let id: GameId = meta.id.clone();
        let version = game.version();
        let seed = started_seed(&game)?;
        let before = Before::of(&game);
        let (next, events) = advance(game, events, &seed);
        let sequel = self.sequel(&meta, &before, &next, &events);
        let append = Append {
            id: &id,
            expected_version: version,
            events: &events,
            keep: None,
            turns: &sequel.turns,
        };
        match self.store.append_if_playing(&append).await {
            Ok(new_version) => {
                let sequel = sequel.told();
                self.after_sequel(&id, meta, next, &events, new_version, sequel).await?;
                Ok(done)
            }
            Err(StoreError::Conflict { .. } | StoreError::NotPlaying(_)) => {
                self.cache.forget(&id);
                Ok(Handled::Nothing)
            }
            Err(e) => Err(e.into()),
        }
    }
}
