//! Following one game live: what an SSE stream (`http/events.rs`) and a
//! GraphQL subscription (`graphql/mod.rs`) share, so both read as little:
//! the bus only wakes a follower, which then reads what it lacks (from the
//! cached tail when it can), and looks for its user's turn only when the
//! turn can be theirs.
//!
//! A follower reads the store's head when it opens, on a degraded bus's
//! tick, and on every [`RECHECK_AFTER`]th quiet wait (a net for a Redis
//! publish another instance failed to send); a wake-up at a version it
//! already sent reads nothing, and one at a newer version uses the head
//! this process holds once that head has reached it
//! (`Ports::events_woken`).
//!
//! A seated person's follower also reads the whispers their seat sent or
//! received (SVC-WHISPER) whenever it reads the head: a whisper's bus
//! message is a bare wake-up (version 0, no text, no seats), so the text
//! travels only from the store to the stream of someone it concerns.

use std::time::Duration;

use actix_web::web;
use domain::game::Event;
use domain::ports::{EventBus, GameId, GameStatus, Subscription, TurnNotice, UserId, Whisper};

use crate::adapters::bus::AnySubscription;
use crate::error::ApiError;
use crate::state::AppState;
use crate::streams::{Slot, TurnWatch};

/// How long a follower waits for the bus before the wait counts as quiet:
/// an SSE stream then sends a keep-alive comment; a GraphQL subscription
/// (whose websocket has its own pings) sends nothing.
pub(crate) const QUIET: Duration = Duration::from_secs(5);

/// Quiet waits before a follower reads the store anyway. Reading on every
/// 5 s keep-alive cost 10,000 idle SSE streams 40% of a core and 4,100
/// database reads a second (issue 33, `cargo xtask scale streams`); every
/// sixth bounds the wait for a lost cross-instance wake-up to 30 s at a
/// sixth of that.
pub(crate) const RECHECK_AFTER: u32 = 6;

/// One live follower of a game, as one user (or an operator) sees it.
pub(crate) struct Follower {
    state: web::Data<AppState>,
    id: GameId,
    user: UserId,
    operator: bool,
    /// The last version sent.
    since: u64,
    sub: AnySubscription,
    /// Its place among the user's live channels; a ban ends it.
    slot: Slot,
    turn: TurnWatch,
    /// Whether `your_turn` can concern the user: seated, or the game still
    /// in its lobby. A spectator's follower never looks.
    turns: bool,
    /// For a seated person, the last whisper id read: whispers after it
    /// that their seat sent or received are news. `None` for anyone not
    /// seated (operators included), whom no whisper ever reaches here.
    whispers: Option<u64>,
    /// What to read before waiting again.
    next: Next,
    /// Quiet waits since the last wake-up.
    quiet: u32,
    /// Its place among the game's spectators, for someone not seated:
    /// held for its `Drop`.
    _watch: Option<crate::watching::Watch>,
}

/// What a follower reads before it waits again.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Next {
    /// Nothing: nothing new can be there.
    Wait,
    /// The store's head and what follows.
    Head,
    /// What a commit at this version brought, announced by the bus.
    Woken(u64),
}

/// What the events read were, and what they began.
#[derive(Debug, Default)]
pub(crate) struct News {
    /// The new events, each with the game's version after it.
    pub(crate) events: Vec<(u64, Event)>,
    /// The user's step that began, if one did.
    pub(crate) turn: Option<TurnNotice>,
    /// Whispers the user's seat sent or received since the last read.
    pub(crate) whispers: Vec<Whisper>,
}

/// What ended a wait.
#[derive(Debug)]
pub(crate) enum Woke {
    /// Something may be new: read.
    Read,
    /// The wait ran out with nothing (time for a keep-alive).
    Quiet,
    /// The channel is over: the bus went away, a sanction here ended it,
    /// or (with why) its caller may no longer act.
    Ended(Option<ApiError>),
}

impl Follower {
    /// Follows game `id` after version `since` in `slot`: the caller was
    /// already let see the game.
    ///
    /// # Errors
    /// The game is unknown, or the bus refused the subscription.
    pub(crate) async fn open(
        state: web::Data<AppState>,
        id: GameId,
        user: UserId,
        operator: bool,
        since: u64,
        slot: Slot,
    ) -> Result<Self, ApiError> {
        let (meta, _) = state.games.head(&id).await?;
        let turns = meta.status == GameStatus::Lobby || meta.seat_of(&user).is_some();
        // Live from now: what was whispered before is read with the listing.
        let whispers = match meta.seat_of(&user) {
            Some(_) => Some(state.games.last_whisper(&id).await?),
            None => None,
        };
        let sub = state.games.bus.subscribe(&id).await.map_err(|e| ApiError::internal(e.0))?;
        // Someone not seated (and no operator) counts as a spectator while
        // the follower lives (SVC-WATCH).
        let watch = (meta.seat_of(&user).is_none() && !operator).then(|| state.watching.enter(&id));
        Ok(Self {
            _watch: watch,
            state,
            id,
            user,
            operator,
            since,
            sub,
            slot,
            turn: TurnWatch::default(),
            turns,
            whispers,
            next: Next::Head,
            quiet: 0,
        })
    }

    /// What is new since the last read, if anything can be.
    ///
    /// # Errors
    /// The store failed, or the game is gone.
    pub(crate) async fn read(&mut self) -> Result<News, ApiError> {
        let games = &self.state.games;
        let (id, user, operator, since) = (&self.id, &self.user, self.operator, self.since);
        let next = std::mem::replace(&mut self.next, Next::Wait);
        let events = match next {
            Next::Wait => return Ok(News::default()),
            Next::Head => games.events_as(id, user, operator, since).await?,
            Next::Woken(v) => games.events_woken(id, user, operator, since, v).await?,
        };
        // A whisper wakes with a bare message (read as the head): only then
        // can one be new.
        let whispers = match self.whispers {
            Some(after) if next == Next::Head => {
                let new = games.whispers_of(user, id, after, domain::app::MAX_WHISPER_PAGE).await?;
                self.whispers = new.last().map(|w| w.id).or(self.whispers);
                new
            }
            _ => Vec::new(),
        };
        let first = self.since + 1;
        self.since += u64::try_from(events.len()).unwrap_or(0);
        let events: Vec<(u64, Event)> = (first..).zip(events).collect();
        let turn = if self.turns { self.turn.look(games, id, user).await } else { None };
        Ok(News { events, turn, whispers })
    }

    /// The last version read.
    pub(crate) fn since(&self) -> u64 {
        self.since
    }

    /// Waits for a wake-up from the bus, [`QUIET`] at most.
    pub(crate) async fn wait(&mut self) -> Woke {
        tokio::select! {
            woke = tokio::time::timeout(QUIET, self.sub.next()) => match woke {
                // A message at a version already sent brings nothing; a
                // tick (version 0) may.
                Ok(Some(message)) => {
                    self.quiet = 0;
                    self.next = match message.version {
                        0 => Next::Head,
                        v if v > self.since => Next::Woken(v),
                        _ => Next::Wait,
                    };
                    Woke::Read
                }
                Ok(None) => Woke::Ended(None),
                Err(_) => {
                    self.quiet += 1;
                    // A net for a lost wake-up reads the head itself.
                    if self.quiet.is_multiple_of(RECHECK_AFTER) {
                        self.next = Next::Head;
                    }
                    Woke::Quiet
                }
            },
            why = self.slot.ended(&self.state.auth) => Woke::Ended(why),
        }
    }
}
