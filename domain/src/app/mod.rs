//! Use cases: the service's verbs as plain async functions over the ports.
//! Transports (REST, GraphQL, dashboard) call exactly one of these per
//! request and map the result; none of them knows about HTTP.
//!
//! Here: create/join/start a game (a table is opened for a `game::Kind`,
//! `NewTable::kind`, so one `create_table`, in `seats.rs`, serves both
//! families), act (decide → passes of forfeited players → append →
//! snapshot → publish), view, legal actions (`legal_actions_of`), events since a version, and
//! position export/import. `act_once` is the idempotent act: it looks the
//! key up, decides, computes the answer before the commit and hands both to
//! the store's append. `events_as` reads a TEG II game's whole log so that a
//! reveal is published at its window's close, and an action's own answer
//! reads it only when its batch closes a window (`closing_batch`).
//! Beside it: moderation and chat (`moderation.rs`), players' reports and
//! operators' notes (`reports.rs`), seats (`seats.rs`), the scheduler
//! (`schedule.rs`), each family's own use cases (`risk.rs`, `teg2.rs`) and
//! the cache of recent states (`cache.rs`).

use std::sync::Arc;

use crate::color::Color;
use crate::game::{Command, Event, Game, GameView, LegalMoves, Options, PositionDocument};
use crate::ports::{
    Append, BusMessage, Clock, EventBus, GameId, GameMeta, GameStatus, GameStore, Kept, KeyLookup,
    NoticeKind, PlayStore, Receipt, Refusal, Seat, SeedSource, StoreError, UserId,
};
use crate::rng::SeededRandomness;
use crate::ruleset::RulesetId;
use crate::shared::{SeatKey, Viewer};

mod cache;
#[cfg(test)]
mod clock_tests;
mod collusion;
mod error;
mod fairplay;
mod life;
mod matchmaking;
#[cfg(test)]
mod matchmaking_tests;
mod moderation;
mod privacy;
#[cfg(test)]
mod rating_tests;
mod ratings;
mod reading;
mod records;
mod reports;
mod risk;
mod schedule;
mod seats;
mod sequel;
mod teg2;
#[cfg(test)]
mod teg2_clock_tests;
#[cfg(test)]
mod teg2_view_tests;
#[cfg(test)]
mod tests;
mod ties;
#[cfg(test)]
mod tournament_tests;
mod tournaments;
mod whispers;

pub use cache::GameCache;
pub use error::AppError;
pub use fairplay::Standing;
pub use life::Pass;
pub use matchmaking::{MOST_BOTS_AFTER_MS, Matched, TICKET_TTL_MS, TicketRequest};
pub use moderation::{GameAction, MAX_CHAT_CHARS, UserAction, audit_page};
pub use ratings::{Recomputation, rated_result};
pub use reading::watched;
pub use records::record_seat_user;
pub use reports::{
    MAX_CITED_WHISPERS, MAX_OPEN_REPORTS, MAX_REPORT_CHARS, NewReport, ReportOutcome, report_page,
};
pub use schedule::{DEFAULT_BOT_DELAY_MS, Handled, bot_playing, turn_notice, turn_notices};
pub use seats::NewTable;
use sequel::{Before, Sequel};
pub use tournaments::{
    MOST_ENTRANTS, MOST_ROUNDS, NewTournament, TournamentAction, TournamentView,
};
pub use whispers::{MAX_WHISPER_PAGE, Recipients, WhisperDraft};

/// Save a snapshot every this many events, so loads stay short.
pub const SNAPSHOT_EVERY: u64 = 256;

/// How long a game's head (metadata and version) is reused for conditional
/// reads, in ms.
pub const HEAD_FRESH_MS: i64 = 100;

/// The metadata as the state says: a game whose last move is committed is
/// over even while its status, written just after that move, still says
/// playing, so nothing read in between shows a finished game (its seed,
/// T2-SEC-6) as one in play.
fn settled(mut meta: GameMeta, game: Arc<Game>) -> (GameMeta, Arc<Game>) {
    if game.is_finished() && meta.status == GameStatus::Playing {
        meta.status = GameStatus::Finished;
    }
    (meta, game)
}

/// Races a write whose caller pinned no version may lose before it gives
/// up with `VERSION_CONFLICT`. Each loss is another writer's commit (a bot
/// at zero delay plays its whole turn action after action), so the game
/// moved on; the retry reads the new head through the cache, which that
/// commit refreshed, so it is a cheap read, not a reload.
pub(super) const UNPINNED_TRIES: u32 = 32;

/// Events a cached state catches up with at most before a load is cheaper
/// (a snapshot is at most [`SNAPSHOT_EVERY`] events behind the head).
const CATCH_UP_MOST: u64 = SNAPSHOT_EVERY;

/// The ports a use case may need, bundled.
#[derive(Debug)]
pub struct Ports<S, B, C, R> {
    /// Event store.
    pub store: S,
    /// Event bus.
    pub bus: B,
    /// Clock.
    pub clock: C,
    /// Seed source.
    pub seeds: R,
    /// Latest states of recently played games.
    pub cache: GameCache,
    /// How long a bot waits before each action, in ms (SVC-BOTS).
    pub bot_delay_ms: i64,
}

impl<S, B, C, R> Ports<S, B, C, R> {
    /// The ports, with an empty state cache and bots that wait
    /// [`DEFAULT_BOT_DELAY_MS`].
    pub fn new(store: S, bus: B, clock: C, seeds: R) -> Self {
        Self {
            store,
            bus,
            clock,
            seeds,
            cache: GameCache::default(),
            bot_delay_ms: DEFAULT_BOT_DELAY_MS,
        }
    }

    /// The same ports with bots that wait `ms` before each action.
    #[must_use]
    pub fn with_bot_delay(mut self, ms: i64) -> Self {
        self.bot_delay_ms = ms.max(0);
        self
    }
}

/// Applies a decided batch, then passes the turns of forfeited players in
/// the same batch (so the game never waits on someone out of play):
/// the state after it all, and all the events. The state before stays as
/// it is for whoever shares it (the cache): the batch changes a copy.
fn advance(game: Arc<Game>, mut events: Vec<Event>, seed: &crate::Seed) -> (Game, Vec<Event>) {
    let mut game = Arc::unwrap_or_clone(game);
    for e in &events {
        game.apply(e);
    }
    let passes = game.pass_forfeited(seed);
    for e in &passes {
        game.apply(e);
    }
    events.extend(passes);
    (game, events)
}

pub use crate::ports::Acted;

/// The seed of a started game; before the start, the rules' refusal.
fn started_seed(game: &Game) -> Result<crate::Seed, AppError> {
    game.started_seed().map_err(AppError::Rule)
}

/// What a keyed action answers: run now, or the first answer again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Once {
    /// Applied by this request.
    Fresh(Acted),
    /// A retry: the answer its key kept.
    Replayed(Kept),
}

impl<S: PlayStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// Opens a lobby with its creator seated.
    ///
    /// # Errors
    /// Bad options or seat count, or a store failure.
    pub async fn create_game(
        &self,
        id: GameId,
        creator: UserId,
        max_players: usize,
        options: Options,
        color: Option<Color>,
    ) -> Result<GameMeta, AppError> {
        self.create_edition_game(id, creator, RulesetId::Revancha, max_players, options, color)
            .await
    }

    /// Opens a lobby of `ruleset` with its creator seated. The options are
    /// checked against the edition now (its modules, its common
    /// objective), so a lobby never waits to be refused at its start.
    ///
    /// # Errors
    /// As [`Self::create_game`], against the edition.
    pub async fn create_edition_game(
        &self,
        id: GameId,
        creator: UserId,
        ruleset: RulesetId,
        max_players: usize,
        options: Options,
        color: Option<Color>,
    ) -> Result<GameMeta, AppError> {
        let table = NewTable { color, ..NewTable::plain(ruleset, max_players, options) };
        self.create_table(id, creator, table).await
    }

    /// Seats a user, with the colour asked for or the first free one.
    ///
    /// # Errors
    /// Not in the lobby, full, colour taken, already seated.
    pub async fn join_game(
        &self,
        id: &GameId,
        user: UserId,
        color: Option<Color>,
    ) -> Result<GameMeta, AppError> {
        let mut meta = self.store.meta(id).await?;
        if meta.status != GameStatus::Lobby {
            return Err(AppError::WrongStatus(meta.status));
        }
        if meta.seat_of(&user).is_some() {
            return Err(AppError::AlreadySeated);
        }
        if meta.seats.len() >= meta.max_players {
            return Err(AppError::GameFull);
        }
        let color = seats::seat_color(meta.kind(), &meta.seats, color)?;
        meta.seats.push(Seat::human(user, color));
        self.store.update_meta(meta.clone()).await?;
        self.cache.forget(id);
        Ok(meta)
    }

    /// The creator starts the game: seating, deal, objectives, first roll.
    ///
    /// # Errors
    /// Not the creator, not in the lobby, too few players.
    pub async fn start_game(&self, id: &GameId, user: &UserId) -> Result<Acted, AppError> {
        let loaded = self.store.load(id).await?;
        let mut meta = loaded.meta;
        if &meta.creator != user {
            return Err(AppError::NotCreator);
        }
        if meta.status != GameStatus::Lobby {
            return Err(AppError::WrongStatus(meta.status));
        }
        let events = self.opening(&meta)?;
        // The events and the status together: a failure between them would
        // leave a lobby with a started log.
        let version = self.store.start(id, &events).await?;
        self.started(&mut meta, version, &events).await?;
        let viewer = meta.seat_of(user).map_or(Viewer::Spectator, Viewer::Player);
        Ok(Acted {
            version,
            events: events.iter().map(|e| crate::game::view_event(e, viewer)).collect(),
        })
    }

    /// The events that start `meta`'s game: seating, deal, objectives and
    /// first roll from a fresh seed, then the editions' lobby bots taking
    /// their seats with an event (TEG II's bots are the lobby's bot seats).
    fn opening(&self, meta: &GameMeta) -> Result<Vec<Event>, AppError> {
        let colors: Vec<Color> = meta.seats.iter().filter_map(|s| s.color).collect();
        let seats = (colors.as_slice(), meta.seats.len());
        let seed = self.seeds.new_seed();
        let mut events = crate::game::start(meta.kind(), &meta.id.0, seats, &meta.options, seed)?;
        events.extend(Self::seat_bots(meta));
        Ok(events)
    }

    /// What follows a start's commit at `version`: the clock, the players
    /// told, the bus, and the game cached as it now is (so the first move
    /// reads nothing either).
    async fn started(
        &self,
        meta: &mut GameMeta,
        version: u64,
        events: &[Event],
    ) -> Result<(), AppError> {
        meta.status = GameStatus::Playing;
        self.cache.forget(&meta.id);
        let mut game = Game::default();
        for e in events {
            game.apply(e);
        }
        self.restart_clock(meta, &game).await?;
        self.announce_start(meta, &game).await;
        self.cache.extend_tail(&meta.id, version, events);
        self.publish(meta, version, events).await;
        self.cache.put(meta, Arc::new(game));
        Ok(())
    }

    /// Applies one command for a seated user, atomically.
    ///
    /// With `expected_version`, a stale version is a conflict; without it a
    /// lost race is retried once on the fresh state.
    ///
    /// # Errors
    /// Unknown game, not seated, not playing, rule violation, version conflict.
    pub async fn act(
        &self,
        id: &GameId,
        user: &UserId,
        command: &Command,
        expected_version: Option<u64>,
    ) -> Result<Acted, AppError> {
        match self.act_keeping(id, user, command, expected_version, None).await? {
            Once::Fresh(acted) => Ok(acted),
            Once::Replayed(_) => Err(AppError::Store("an unkeyed action was replayed".to_owned())),
        }
    }

    /// [`Self::act`] under an idempotency key: the first request with the key
    /// runs, and its answer (applied or refused) is kept with it; a retry
    /// gets that answer back and changes nothing. An applied action's events
    /// and its answer commit in one transaction, so after a crash the key
    /// holds either nothing (the retry runs) or the answer (the retry
    /// replays). Two requests racing with one key both run up to the commit;
    /// the loser's transaction is refused on the key and it replays the
    /// winner's answer. `render` turns a refusal into what the transport
    /// answered, or `None` for failures not worth keeping (the store's
    /// own: a retry should run again).
    ///
    /// # Errors
    /// As [`Self::act`]; `IDEMPOTENCY_KEY_REUSED` when the key was used for
    /// another request.
    pub async fn act_once(
        &self,
        command: &Command,
        expected_version: Option<u64>,
        receipt: &Receipt,
        render: impl Fn(&AppError) -> Option<Refusal>,
    ) -> Result<Once, AppError> {
        if let Some(kept) = self.kept(receipt).await? {
            return Ok(Once::Replayed(kept));
        }
        let refused = match self
            .act_keeping(&receipt.game, &receipt.user, command, expected_version, Some(receipt))
            .await
        {
            Err(refused) => refused,
            done => return done,
        };
        let Some(refusal) = render(&refused) else { return Err(refused) };
        match self.store.keep_refusal(receipt, &refusal).await? {
            KeyLookup::Free => Err(refused),
            KeyLookup::Kept(kept) => Ok(Once::Replayed(kept)),
            KeyLookup::OtherRequest => Err(AppError::KeyReused),
        }
    }

    /// What `receipt`'s key already holds for this request, if anything.
    async fn kept(&self, receipt: &Receipt) -> Result<Option<Kept>, AppError> {
        match self.store.receipt(receipt).await? {
            KeyLookup::Free => Ok(None),
            KeyLookup::Kept(kept) => Ok(Some(kept)),
            KeyLookup::OtherRequest => Err(AppError::KeyReused),
        }
    }

    /// The command, its events stored with `receipt`'s answer when there is
    /// one.
    async fn act_keeping(
        &self,
        id: &GameId,
        user: &UserId,
        command: &Command,
        expected_version: Option<u64>,
        receipt: Option<&Receipt>,
    ) -> Result<Once, AppError> {
        let mut retried = false;
        loop {
            // The hot path reads nothing: the cached state is trusted because
            // the append is guarded by version and status; a stale cache only
            // costs a retry on the stored state (or the caller's 409).
            let cached = self.cache.latest(id).filter(|(meta, game)| {
                !retried
                    && meta.status == GameStatus::Playing
                    && expected_version.is_none_or(|v| v == game.version())
            });
            let (meta, game) = match cached {
                Some(hit) => hit,
                None => self.current(id).await?,
            };
            let seat = meta.seat_of(user).ok_or(AppError::NotSeated)?;
            if meta.status != GameStatus::Playing {
                return Err(AppError::WrongStatus(meta.status));
            }
            let version = game.version();
            if let Some(expected) = expected_version
                && expected != version
            {
                return Err(AppError::VersionConflict { expected, actual: version });
            }
            let seed = started_seed(&game)?;
            let mut rng = SeededRandomness::for_version(&seed, version);
            let events = game.decide(seat, command, &mut rng)?;
            let before = Before::of(&game);
            let open_before = game.open_windows();
            let (next, events) = advance(game, events, &seed);
            let sequel = self.sequel(&meta, &before, &next, &events);
            // The answer is known before the commit, so it can commit with
            // the events under the request's key.
            let viewer = Viewer::Player(seat);
            let open_after = next.open_windows();
            let closes = open_before.zip(open_after).is_some_and(|(b, a)| !b.is_subset(&a));
            let acted = Acted {
                version: version + u64::try_from(events.len()).unwrap_or(u64::MAX),
                events: if closes {
                    self.closing_batch(id, version, &events, viewer, &next).await?
                } else {
                    events.iter().map(|e| crate::game::view_event(e, viewer)).collect()
                },
            };
            let keep = receipt.map(|r| (r, &acted));
            let append = Append {
                id,
                expected_version: version,
                events: &events,
                keep,
                turns: &sequel.turns,
            };
            match self.store.append_if_playing(&append).await {
                Ok(new_version) => {
                    let sequel = sequel.told();
                    self.after_sequel(id, meta, next, &events, new_version, sequel).await?;
                    return Ok(Once::Fresh(acted));
                }
                // Another request with this key committed first.
                Err(StoreError::KeyTaken) => {
                    let kept = match receipt {
                        Some(r) => self.kept(r).await?,
                        None => None,
                    };
                    return kept.map(Once::Replayed).ok_or_else(|| {
                        AppError::Store("an append was refused on a key that holds nothing".into())
                    });
                }
                // Lost a race (or the cache was behind): once more on the
                // stored state, unless the caller pinned a version.
                Err(StoreError::Conflict { .. }) if !retried && expected_version.is_none() => {
                    self.cache.forget(id);
                    retried = true;
                }
                Err(e) => {
                    self.cache.forget(id);
                    return Err(e.into());
                }
            }
        }
    }

    /// A TEG II batch that closes a commit–reveal window, as `viewer` sees
    /// it: the window's reveals are published by it (T2-SEC-3). `next`, the
    /// state after it, knows what its latest moves published; one folded
    /// from an older snapshot does not, and then the log before the batch
    /// (`version` events) is read.
    async fn closing_batch(
        &self,
        id: &GameId,
        version: u64,
        events: &[Event],
        viewer: Viewer<SeatKey>,
        next: &Game,
    ) -> Result<Vec<Event>, AppError> {
        let over = next.is_finished();
        let recent = next
            .teg2()
            .and_then(|hosted| crate::game::view_recent(hosted, events, version, viewer, over));
        if let Some(seen) = recent {
            return Ok(seen);
        }
        let mut log = self.store.events_since(id, 0).await?;
        log.truncate(usize::try_from(version).unwrap_or(usize::MAX));
        let from = log.len();
        log.extend_from_slice(events);
        Ok(crate::game::view_log(&log, viewer, over, from))
    }

    /// After a batch is stored: the status when the game ended, when the
    /// scheduler must next look at it (games with a clock or a bot), the
    /// people told, a snapshot now and then, the bus message, and last the
    /// game cached with its metadata as they now are. `game` is the state
    /// after `events`, `before` who had to act before them.
    async fn after_commit(
        &self,
        id: &GameId,
        meta: GameMeta,
        before: Before,
        game: Game,
        events: &[Event],
        version: u64,
    ) -> Result<(), AppError> {
        let sequel = self.sequel(&meta, &before, &game, events);
        self.after_sequel(id, meta, game, events, version, sequel).await
    }

    /// [`Self::after_commit`] with the sequel decided before the batch was
    /// stored: its turns, unless the store told them with the batch.
    async fn after_sequel(
        &self,
        id: &GameId,
        mut meta: GameMeta,
        game: Game,
        events: &[Event],
        version: u64,
        sequel: Sequel,
    ) -> Result<(), AppError> {
        let ended = game.is_finished() && meta.status != GameStatus::Finished;
        if ended {
            meta.status = GameStatus::Finished;
            self.store.update_meta(meta.clone()).await?;
        }
        self.replan(&mut meta, &sequel).await?;
        self.record_abandonments(&meta, events).await?;
        // A rated game is rated before its people are told it ended; a
        // failure here leaves it to the sweep (`rate_unrated`), since the
        // game's end is committed.
        let rated = if ended { self.rate_game(&meta, &game).await.ok().flatten() } else { None };
        let news = ended.then(|| NoticeKind::GameFinished {
            rating_changes: rated.iter().flat_map(|r| &r.changes).map(Into::into).collect(),
            uncounted: rated.as_ref().and_then(|r| r.uncounted),
        });
        self.announce(&meta, &sequel.turns, news).await;
        self.cache.put_head(&meta, version, self.clock.now_ms());
        let before = version - u64::try_from(events.len()).unwrap_or(0);
        if version / SNAPSHOT_EVERY != before / SNAPSHOT_EVERY {
            self.store.save_snapshot(id, &game).await?;
        }
        // The tail first: a stream the message wakes reads it.
        self.cache.extend_tail(id, version, events);
        self.publish(&meta, version, events).await;
        self.cache.put(&meta, Arc::new(game));
        Ok(())
    }

    /// Publishing is best effort: the database already holds the events and
    /// subscribers catch up from it, so a lost message delays, never loses.
    async fn publish(&self, meta: &GameMeta, version: u64, events: &[Event]) {
        let message = BusMessage {
            game_id: meta.id.clone(),
            ruleset: meta.ruleset.clone(),
            version,
            events: events.iter().map(|e| crate::game::view_event(e, Viewer::Spectator)).collect(),
        };
        let _ = self.bus.publish(message).await;
    }

    /// The full position of a started game (operators): a Risk-like
    /// edition's board, or a TEG II game's moves but the reveals of windows
    /// still open (T2-SEC-7).
    ///
    /// # Errors
    /// Unknown game, or still in the lobby.
    pub async fn export_position(&self, id: &GameId) -> Result<PositionDocument, AppError> {
        let (meta, game) = self.current(id).await?;
        if meta.status == GameStatus::Lobby {
            return Err(AppError::WrongStatus(GameStatus::Lobby));
        }
        if let Some(risk) = game.risk() {
            return Ok(PositionDocument::Edition(Box::new(risk.position())));
        }
        let log = self.store.events_since(id, 0).await?;
        let doc = crate::game::teg2_position(&log)
            .ok_or_else(|| AppError::Store("a TEG II game's log without its start".to_owned()))?;
        Ok(PositionDocument::Teg2(Box::new(doc)))
    }

    fn imported_meta(
        &self,
        id: GameId,
        operator: UserId,
        ruleset: &str,
        options: Options,
        seats: Vec<Seat>,
    ) -> GameMeta {
        GameMeta {
            id,
            ruleset: ruleset.to_owned(),
            max_players: seats.len(),
            options,
            creator: operator,
            seats,
            status: GameStatus::Lobby,
            created_at_ms: self.clock.now_ms(),
            clock: None,
            deadline_ms: None,
            access: crate::ports::Access::default(),
            rated: false,
        }
    }

    /// Stores an imported game's first events and runs it.
    async fn start_imported(
        &self,
        mut meta: GameMeta,
        mut events: Vec<Event>,
    ) -> Result<GameMeta, AppError> {
        // Bot seats are played by their bots from the first event, as at a
        // start (SVC-BOTS).
        events.extend(Self::seat_bots(&meta));
        self.store.create(meta.clone()).await?;
        let version = self.store.start(&meta.id, &events).await?;
        meta.status = GameStatus::Playing;
        let mut game = Game::default();
        for e in &events {
            game.apply(e);
        }
        if game.is_finished() {
            // A TEG II document may hold a whole game: a record to replay.
            meta.status = GameStatus::Finished;
            self.store.update_meta(meta.clone()).await?;
            self.publish(&meta, version, &events).await;
            return Ok(meta);
        }
        self.restart_clock(&mut meta, &game).await?;
        self.announce_start(&meta, &game).await;
        self.publish(&meta, version, &events).await;
        Ok(meta)
    }

    /// What `user` may do now, in either family: the commands of a
    /// Risk-like edition, or TEG II's actions with the bounds a client needs
    /// to build them (T2-SEC-1: commit and reveal steps included).
    ///
    /// # Errors
    /// Unknown game.
    pub async fn legal_actions_of(
        &self,
        id: &GameId,
        user: &UserId,
        operator: bool,
    ) -> Result<LegalNow, AppError> {
        let (meta, game) = self.current(id).await?;
        self.may_read(&meta, user, operator).await?;
        let seat = meta.seat_of(user);
        let moves = match seat {
            Some(k) if meta.status == GameStatus::Playing => game.legal_moves(k),
            _ => LegalMoves::default(),
        };
        Ok(LegalNow { version: game.version(), seat, moves })
    }
}

/// What a caller may do in a game now, of either family.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegalNow {
    /// The version the list is for.
    pub version: u64,
    /// The caller's seat, if seated.
    pub seat: Option<SeatKey>,
    /// What the seat may do (nothing for someone not seated).
    pub moves: LegalMoves,
}

/// Seats of an imported game must name each colour of its document once.
fn seats_match(seats: &[Seat], seating: &[Color]) -> Result<(), AppError> {
    let mut colors: Vec<Option<Color>> = seats.iter().map(|s| s.color).collect();
    colors.sort();
    let mut seated: Vec<Option<Color>> = seating.iter().copied().map(Some).collect();
    seated.sort();
    if colors != seated {
        return Err(AppError::InvalidPosition(
            "seats must name each colour of the position once".to_owned(),
        ));
    }
    Ok(())
}
