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
    BusMessage, Clock, EventBus, GameId, GameMeta, GameStatus, GameStore, Kept, KeyLookup,
    NoticeKind, Receipt, Refusal, Seat, SeedSource, StoreError, UserId,
};
use crate::rng::SeededRandomness;
use crate::ruleset::RulesetId;
use crate::shared::{SeatKey, Viewer};

mod cache;
#[cfg(test)]
mod clock_tests;
mod collusion;
mod error;
mod life;
mod matchmaking;
#[cfg(test)]
mod matchmaking_tests;
mod moderation;
mod privacy;
#[cfg(test)]
mod rating_tests;
mod ratings;
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
#[cfg(test)]
mod tournament_tests;
mod tournaments;

pub use cache::GameCache;
pub use error::AppError;
pub use life::Pass;
pub use matchmaking::{MOST_BOTS_AFTER_MS, Matched, TICKET_TTL_MS, TicketRequest};
pub use moderation::{GameAction, MAX_CHAT_CHARS, UserAction, audit_page};
pub use ratings::{Recomputation, rated_result};
pub use reports::{MAX_OPEN_REPORTS, MAX_REPORT_CHARS, NewReport, ReportOutcome, report_page};
pub use schedule::{DEFAULT_BOT_DELAY_MS, Handled, bot_playing, turn_notice, turn_notices};
pub use seats::NewTable;
use sequel::{Before, Sequel};
pub use tournaments::{
    MOST_ENTRANTS, MOST_ROUNDS, NewTournament, TournamentAction, TournamentView,
};

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

impl<S: GameStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
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
        let colors: Vec<Color> = meta.seats.iter().filter_map(|s| s.color).collect();
        let seats = (colors.as_slice(), meta.seats.len());
        let seed = self.seeds.new_seed();
        let mut events = crate::game::start(meta.kind(), &id.0, seats, &meta.options, seed)?;
        // The editions' lobby bots take their seats with an event; TEG II's
        // bots are the lobby's bot seats.
        events.extend(Self::seat_bots(&meta));
        // The events and the status together: a failure between them would
        // leave a lobby with a started log.
        let version = self.store.start(id, &events).await?;
        meta.status = GameStatus::Playing;
        self.cache.forget(id);
        let mut game = Game::default();
        for e in &events {
            game.apply(e);
        }
        self.restart_clock(&mut meta, &game).await?;
        self.announce_start(&meta, &game).await;
        self.cache.extend_tail(id, version, &events);
        self.publish(&meta, version, &events).await;
        // Cached as it now is, so the first move reads nothing either.
        self.cache.put(&meta, Arc::new(game));
        let viewer = meta.seat_of(user).map_or(Viewer::Spectator, Viewer::Player);
        Ok(Acted {
            version,
            events: events.iter().map(|e| crate::game::view_event(e, viewer)).collect(),
        })
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
            match self.store.append_if_playing(id, version, &events, keep, &sequel.turns).await {
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

    /// The game as a user (or an operator) sees it.
    ///
    /// # Errors
    /// Unknown game, or not started yet.
    pub async fn view_game(
        &self,
        id: &GameId,
        viewer: Viewer<SeatKey>,
    ) -> Result<(GameMeta, GameView), AppError> {
        let (meta, game) = self.current(id).await?;
        if meta.status == GameStatus::Lobby {
            return Err(AppError::WrongStatus(GameStatus::Lobby));
        }
        Ok((meta, crate::game::view(&game, viewer)))
    }

    /// The metadata and the current state: from the cache when it holds the
    /// stored version; else a cached state a few events behind (another
    /// instance wrote since: a round-robin balancer does that on every
    /// other request) catches up with the events it lacks, one indexed read
    /// of a few rows instead of the snapshot and every event after it; else
    /// loaded. Whatever is returned is cached. The log is append-only, so a
    /// state at version `v` is the fold of the first `v` events whoever
    /// folded them; one that ends anywhere but at the head read is dropped.
    async fn current(&self, id: &GameId) -> Result<(GameMeta, Arc<Game>), AppError> {
        let (meta, game) = self.current_as_stored(id).await?;
        Ok(settled(meta, game))
    }

    /// [`Self::current`] before [`settled`].
    async fn current_as_stored(&self, id: &GameId) -> Result<(GameMeta, Arc<Game>), AppError> {
        let (meta, head) = self.store.head(id).await?;
        if let Some(game) = self.cache.get(id, head) {
            return Ok((meta, game));
        }
        if let Some((_, game)) = self.cache.latest(id)
            && game.version() < head
            && head - game.version() <= CATCH_UP_MOST
        {
            let mut game = Arc::unwrap_or_clone(game);
            for event in &self.store.events_since(id, game.version()).await? {
                game.apply(event);
            }
            if game.version() == head {
                let game = Arc::new(game);
                self.cache.put(&meta, Arc::clone(&game));
                return Ok((meta, game));
            }
        }
        let loaded = self.store.load(id).await?;
        let game = Arc::new(loaded.state());
        self.cache.put(&loaded.meta, Arc::clone(&game));
        Ok((loaded.meta, game))
    }

    /// The metadata and the current version: what a conditional request
    /// compares its `ETag` with. A head read or written by this process in
    /// the last [`HEAD_FRESH_MS`] is reused (polling clients hammer this),
    /// so another instance's write shows here at most that much later;
    /// writes through this process show at once.
    ///
    /// # Errors
    /// Unknown game.
    pub async fn head(&self, id: &GameId) -> Result<(GameMeta, u64), AppError> {
        let now = self.clock.now_ms();
        if let Some(head) = self.cache.head(id, now, HEAD_FRESH_MS) {
            return Ok(head);
        }
        let (meta, version) = self.store.head(id).await?;
        self.cache.put_head(&meta, version, now);
        Ok((meta, version))
    }

    /// The board of `id`'s edition (Revancha's for TEG II, whose wire names
    /// no country): from the game cached, any head cached (a ruleset never
    /// changes), or the store.
    ///
    /// # Errors
    /// Unknown game; the store failed.
    pub async fn board_of(&self, id: &GameId) -> Result<&'static crate::Board, AppError> {
        match self.cache.board(id) {
            Some(board) => Ok(board),
            None => Ok(self.head(id).await?.0.board()),
        }
    }

    /// [`Self::head`] for a reader: unknown to one who may not read the
    /// game (a conditional request must not tell a private game exists).
    ///
    /// # Errors
    /// Unknown game, or one the caller may not read.
    pub async fn head_as(
        &self,
        id: &GameId,
        user: &UserId,
        operator: bool,
    ) -> Result<(GameMeta, u64), AppError> {
        let head = self.head(id).await?;
        self.may_read(&head.0, user, operator).await?;
        Ok(head)
    }

    /// Who `user` is in this game: a seated player, an operator, or a spectator.
    fn viewer(meta: &GameMeta, user: &UserId, operator: bool) -> Viewer<SeatKey> {
        match meta.seat_of(user) {
            _ if operator => Viewer::Operator,
            Some(c) => Viewer::Player(c),
            None => Viewer::Spectator,
        }
    }

    /// The game as this caller may see it: metadata, and the view once started.
    ///
    /// # Errors
    /// Unknown game.
    pub async fn view_as(
        &self,
        id: &GameId,
        user: &UserId,
        operator: bool,
    ) -> Result<(GameMeta, Option<GameView>), AppError> {
        let (meta, game) = self.current(id).await?;
        self.may_read(&meta, user, operator).await?;
        if meta.status == GameStatus::Lobby {
            return Ok((meta, None));
        }
        let view = Self::view_of(&meta, &game, user, operator);
        Ok((meta, Some(view)))
    }

    /// The game as this caller would have seen it at `version` (1 to the
    /// current one): the log folded up to there, so a finished game's
    /// replay needs no engine in the client. `None` for a version the game
    /// has not reached, or a lobby.
    ///
    /// # Errors
    /// Unknown game.
    pub async fn view_at(
        &self,
        id: &GameId,
        user: &UserId,
        operator: bool,
        version: u64,
    ) -> Result<Option<(GameMeta, GameView)>, AppError> {
        let (meta, head) = self.store.head(id).await?;
        self.may_read(&meta, user, operator).await?;
        if meta.status == GameStatus::Lobby || version == 0 || version > head {
            return Ok(None);
        }
        let events = self.store.events_since(id, 0).await?;
        let upto = usize::try_from(version).unwrap_or(usize::MAX).min(events.len());
        let game = crate::game::Game::replay(&events[..upto]);
        let view = Self::view_of(&meta, &game, user, operator);
        Ok(Some((meta, view)))
    }

    /// `game` as `user` may see it, its seats named after the lobby's.
    fn view_of(
        meta: &GameMeta,
        game: &crate::game::Game,
        user: &UserId,
        operator: bool,
    ) -> GameView {
        let viewer = Self::viewer(meta, user, operator);
        let mut view = crate::game::view(game, viewer);
        let players = match &mut view {
            GameView::Risk(v) => v.players.as_mut_slice(),
            GameView::Teg2(v) => {
                // A TEG II seat's lobby bot is the lobby's, not the game's
                // (the game holds only takeovers): the view names it.
                for player in &mut v.players {
                    let lobby = meta.seats.get(usize::from(player.seat)).and_then(|s| s.bot);
                    if let (Some(level), crate::shared::Controller::Human) =
                        (lobby, player.controller)
                    {
                        player.controller = crate::shared::Controller::Bot { level };
                    }
                }
                &mut []
            }
        };
        for player in players {
            let seat = meta.key_of_color(player.color);
            if let Some(k) = seat {
                player.seat = k.seat;
            }
            let person = seat.map(|k| &meta.seats[usize::from(k.seat)]).filter(|s| s.bot.is_none());
            player.user_id = person.map(|s| s.user.0.clone());
        }
        view
    }

    /// Events after `since` as this caller may see them, with the viewer used.
    ///
    /// # Errors
    /// Unknown game.
    pub async fn events_as(
        &self,
        id: &GameId,
        user: &UserId,
        operator: bool,
        since: u64,
    ) -> Result<Vec<Event>, AppError> {
        let (meta, head) = self.store.head(id).await?;
        self.events_at(id, (meta, head), user, operator, since).await
    }

    /// [`Self::events_as`] for a reader the bus woke with a commit at
    /// `version`: the head this process holds serves when it has reached
    /// that version (a commit here caches its head before it publishes),
    /// so the readers of one commit do not each read the head again. A
    /// commit of another instance not yet seen here reads it.
    ///
    /// # Errors
    /// Unknown game.
    pub async fn events_woken(
        &self,
        id: &GameId,
        user: &UserId,
        operator: bool,
        since: u64,
        version: u64,
    ) -> Result<Vec<Event>, AppError> {
        let held = self.cache.head(id, self.clock.now_ms(), i64::MAX);
        let head = match held.filter(|(_, head)| *head >= version) {
            Some(head) => head,
            None => self.store.head(id).await?,
        };
        self.events_at(id, head, user, operator, since).await
    }

    /// Events after `since` up to `head`, the game's metadata and version.
    async fn events_at(
        &self,
        id: &GameId,
        (meta, head): (GameMeta, u64),
        user: &UserId,
        operator: bool,
        since: u64,
    ) -> Result<Vec<Event>, AppError> {
        self.may_read(&meta, user, operator).await?;
        let viewer = Self::viewer(&meta, user, operator);
        // T2-SEC-6: once the game is over every TEG II reveal is shown.
        let over = meta.status == GameStatus::Finished;
        let tail = self.cache.tail_since(id, since, head);
        let events = match tail {
            Some(events) => events,
            None => self.store.events_since(id, since).await?,
        };
        if !meta.kind().is_teg2() {
            return Ok(crate::game::view_log(&events, viewer, over, 0));
        }
        // A TEG II reveal is published by the move that closes its window
        // (T2-SEC-3): the state at the head knows what its latest moves
        // published; for older ones only the whole log tells.
        let upto = usize::try_from(head.saturating_sub(since)).unwrap_or(usize::MAX);
        let events = &events[..upto.min(events.len())];
        // The state at the head: cached, or loaded (a snapshot and the
        // events after it) and cached, still far less than the whole log.
        let state = match self.cache.get(id, head) {
            Some(state) => Some(state),
            None => self.current(id).await.ok().map(|(_, state)| state),
        };
        if let Some(state) = state.filter(|s| s.version() == head)
            && let Some(hosted) = state.teg2()
            && let Some(seen) = crate::game::view_recent(hosted, events, since, viewer, over)
        {
            return Ok(seen);
        }
        let log = self.store.events_since(id, 0).await?;
        let skip = usize::try_from(since).unwrap_or(usize::MAX);
        Ok(crate::game::view_log(&log, viewer, over, skip))
    }

    /// Lists games, newest first.
    ///
    /// # Errors
    /// Store failure.
    pub async fn list_games(
        &self,
        status: Option<GameStatus>,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<GameMeta>, u64), AppError> {
        let filter = crate::ports::GameFilter { status, ..Default::default() };
        self.list_games_of(&filter, offset, limit).await
    }

    /// Games, newest first, optionally of one status and one ruleset slug
    /// (an edition's or `teg2`).
    ///
    /// # Errors
    /// A store failure.
    pub async fn list_games_of(
        &self,
        filter: &crate::ports::GameFilter<'_>,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<GameMeta>, u64), AppError> {
        Ok(self.store.list(filter, offset, limit).await?)
    }

    /// The games `user` sits in, of one status or all, the most recently
    /// active first, at most `limit` (the home screen's list).
    ///
    /// # Errors
    /// A store failure.
    pub async fn games_of(
        &self,
        user: &UserId,
        status: Option<GameStatus>,
        limit: u64,
    ) -> Result<Vec<crate::ports::PlayedGame>, AppError> {
        Ok(self.store.games_of(user, status, limit).await?)
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
