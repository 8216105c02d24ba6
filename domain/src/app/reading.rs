//! Reading games: views as a viewer may see them (now or at a version),
//! heads, boards, event logs with their long-poll, and game lists.

use super::*;

impl<S: GameStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
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

    /// The people who must act in the game now (SVC-NOTIFY): what a live
    /// channel announces as `your_turn`.
    ///
    /// # Errors
    /// Unknown game; the store failed.
    pub async fn turn_now(&self, id: &GameId) -> Result<Vec<crate::ports::TurnNotice>, AppError> {
        let (meta, game) = self.current(id).await?;
        Ok(super::schedule::turn_notices(&meta, &game))
    }

    /// The metadata and the current state: from the cache when it holds the
    /// stored version; else a cached state a few events behind (another
    /// instance wrote since: a round-robin balancer does that on every
    /// other request) catches up with the events it lacks, one indexed read
    /// of a few rows instead of the snapshot and every event after it; else
    /// loaded. Whatever is returned is cached. The log is append-only, so a
    /// state at version `v` is the fold of the first `v` events whoever
    /// folded them; one that ends anywhere but at the head read is dropped.
    pub(super) async fn current(&self, id: &GameId) -> Result<(GameMeta, Arc<Game>), AppError> {
        let (meta, game) = self.current_as_stored(id).await?;
        Ok(settled(meta, game))
    }

    /// [`Self::current`] before [`settled`].
    pub(super) async fn current_as_stored(
        &self,
        id: &GameId,
    ) -> Result<(GameMeta, Arc<Game>), AppError> {
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
    /// game (a conditional request must not tell a private game exists),
    /// and a delayed spectator's the version they watch.
    ///
    /// # Errors
    /// Unknown game, or one the caller may not read.
    pub async fn head_as(
        &self,
        id: &GameId,
        user: &UserId,
        operator: bool,
    ) -> Result<(GameMeta, u64), AppError> {
        let (meta, head) = self.head(id).await?;
        self.may_read(&meta, user, operator).await?;
        // A delayed spectator's head is the one they watch (SVC-WATCH).
        let head = watched(&meta, head, &Self::viewer(&meta, user, operator));
        Ok((meta, head))
    }

    /// Who `user` is in this game: a seated player, an operator, or a spectator.
    pub(super) fn viewer(meta: &GameMeta, user: &UserId, operator: bool) -> Viewer<SeatKey> {
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
        let game = self.watched_state(&meta, game, user, operator).await?;
        let view = Self::view_of(&meta, &game, user, operator);
        Ok((meta, Some(view)))
    }

    /// `game` (the state at the head) as `user` watches it: for a
    /// spectator of a delayed game under way, the log folded up to
    /// [`watched`] (SVC-WATCH); else `game` itself.
    ///
    /// # Errors
    /// The store failed.
    pub(super) async fn watched_state(
        &self,
        meta: &GameMeta,
        game: Arc<crate::game::Game>,
        user: &UserId,
        operator: bool,
    ) -> Result<Arc<crate::game::Game>, AppError> {
        let seen = watched(meta, game.version(), &Self::viewer(meta, user, operator));
        if seen >= game.version() {
            return Ok(game);
        }
        Ok(Arc::new(self.replayed(&meta.id, seen).await?))
    }

    /// The game as its first `version` events leave it.
    async fn replayed(&self, id: &GameId, version: u64) -> Result<crate::game::Game, AppError> {
        let events = self.store.events_since(id, 0).await?;
        let upto = usize::try_from(version).unwrap_or(usize::MAX).min(events.len());
        Ok(crate::game::Game::replay(&events[..upto]))
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
        // A delayed spectator's head is the watched one (SVC-WATCH).
        let head = watched(&meta, head, &Self::viewer(&meta, user, operator));
        if meta.status == GameStatus::Lobby || version == 0 || version > head {
            return Ok(None);
        }
        let game = self.replayed(id, version).await?;
        let view = Self::view_of(&meta, &game, user, operator);
        Ok(Some((meta, view)))
    }

    /// `game` as `user` may see it, its seats named after the lobby's.
    pub(super) fn view_of(
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
    pub(super) async fn events_at(
        &self,
        id: &GameId,
        (meta, head): (GameMeta, u64),
        user: &UserId,
        operator: bool,
        since: u64,
    ) -> Result<Vec<Event>, AppError> {
        self.may_read(&meta, user, operator).await?;
        let viewer = Self::viewer(&meta, user, operator);
        // A delayed spectator reads no further than the watched version
        // (SVC-WATCH), whatever the log holds.
        let watched = watched(&meta, head, &viewer);
        let delayed = watched < head;
        let head = watched;
        if since >= head {
            return Ok(Vec::new());
        }
        // T2-SEC-6: once the game is over every TEG II reveal is shown.
        let over = meta.status == GameStatus::Finished;
        let tail = self.cache.tail_since(id, since, head);
        let mut events = match tail {
            Some(events) => events,
            None => self.store.events_since(id, since).await?,
        };
        events.truncate(usize::try_from(head - since).unwrap_or(usize::MAX));
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
            // A delayed head is no state any cache holds: the log tells.
            None if delayed => None,
            None => self.current(id).await.ok().map(|(_, state)| state),
        };
        if let Some(state) = state.filter(|s| s.version() == head)
            && let Some(hosted) = state.teg2()
            && let Some(seen) = crate::game::view_recent(hosted, events, since, viewer, over)
        {
            return Ok(seen);
        }
        let mut log = self.store.events_since(id, 0).await?;
        log.truncate(usize::try_from(head).unwrap_or(usize::MAX));
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
}

/// The version `viewer` watches a game at whose head is `head` (SVC-WATCH):
/// a spectator of a game under way (played or paused) with a
/// `spectator_delay` sees it that many versions behind, the start at
/// least; players, operators, and anyone once the game is over, see the
/// head.
#[must_use]
pub fn watched(meta: &GameMeta, head: u64, viewer: &Viewer<SeatKey>) -> u64 {
    let delay = u64::from(meta.options.spectator_delay);
    let under_way = matches!(meta.status, GameStatus::Playing | GameStatus::Paused);
    if delay == 0 || !under_way || !matches!(viewer, Viewer::Spectator) {
        return head;
    }
    head.saturating_sub(delay).max(head.min(1))
}
