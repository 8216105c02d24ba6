//! [`GameStore`] on sea-orm: games' rows, their event logs, snapshots
//! and status changes, with the group commit on PostgreSQL (`batch.rs`).

use super::*;

impl GameStore for SeaGameStore {
    async fn create(&self, meta: GameMeta) -> Result<(), StoreError> {
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        self.create_in(&txn, &meta).await?;
        txn.commit().await.map_err(|e| other("commit", e))
    }

    async fn update_meta(&self, meta: GameMeta) -> Result<(), StoreError> {
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        let change = games::Entity::update_many()
            .col_expr(games::Column::Status, Expr::value(meta.status.as_str()))
            .col_expr(games::Column::Seats, Expr::value(seats_json(&meta)?))
            .col_expr(
                games::Column::Options,
                Expr::value(
                    serde_json::to_string(&meta.options).map_err(|e| other("encode options", e))?,
                ),
            )
            .filter(games::Column::Id.eq(meta.id.0.clone()));
        let result = super::writes::changed(&txn, change, "update game").await?;
        if result == 0 {
            return Err(StoreError::NotFound);
        }
        players::seat(&txn, &meta).await?;
        txn.commit().await.map_err(|e| other("commit", e))
    }

    async fn reads_private(&self, game: &GameId, user: &UserId) -> Result<bool, StoreError> {
        readers::reads_private(&self.db, game, user).await
    }

    async fn meta(&self, id: &GameId) -> Result<GameMeta, StoreError> {
        let row = self.game_row(id).await?;
        Self::meta_of(&row)
    }

    async fn head(&self, id: &GameId) -> Result<(GameMeta, u64), StoreError> {
        let row = self.game_row(id).await?;
        Ok((Self::meta_of(&row)?, u64::try_from(row.version).unwrap_or(0)))
    }

    async fn load(&self, id: &GameId) -> Result<LoadedGame, StoreError> {
        let row = self.game_row(id).await?;
        let meta = Self::meta_of(&row)?;
        // A snapshot of another state layout is ignored: the log replays.
        let snapshot_row = snapshots::Entity::find()
            .filter(snapshots::Column::GameId.eq(id.0.clone()))
            .filter(snapshots::Column::Format.is_in(domain::game::SNAPSHOT_FORMATS))
            .order_by_desc(snapshots::Column::Version)
            .limit(1)
            .one(&self.db)
            .await
            .map_err(|e| other("read snapshot", e))?;
        let board = meta.board();
        // A snapshot that no longer decodes is a cache miss, not an error:
        // the events hold the game.
        let snapshot: Option<Game> = snapshot_row.and_then(|s| {
            domain::game::decode_snapshot(s.format, &s.state, board)
                .inspect_err(|e| tracing::warn!(game = %id.0, error = %e, "snapshot ignored"))
                .ok()
        });
        let since = snapshot.as_ref().map_or(0, Game::version);
        let events = self.events_after(id, since).await?;
        Ok(LoadedGame { meta, snapshot, events })
    }

    async fn events_since(&self, id: &GameId, since: u64) -> Result<Vec<Event>, StoreError> {
        // An unknown game is an error, not an empty log.
        self.current_version(id).await?;
        self.events_after(id, since).await
    }

    async fn append(
        &self,
        id: &GameId,
        expected_version: u64,
        events: &[Event],
        audit: Option<&AuditEntry>,
    ) -> Result<u64, StoreError> {
        let with = Besides { audit, ..Besides::default() };
        self.append_guarded(id, expected_version, events, Guard::Any, with).await
    }

    async fn set_status(
        &self,
        id: &GameId,
        (from, to): (GameStatus, GameStatus),
        audit: &AuditEntry,
        told: &LifeChange,
    ) -> Result<u64, StoreError> {
        // The version guard, the status, the events, the audit entry and
        // the notices, in one transaction. A resumed game starts its idle
        // time afresh (not "stalled" for the time it was paused).
        let with = Besides { audit: Some(audit), notices: &told.notices, ..Besides::default() };
        self.append_guarded(id, told.version, &told.events, Guard::Status { from, to }, with).await
    }

    async fn append_if_playing(&self, append: &Append<'_>) -> Result<u64, StoreError> {
        let Append { id, expected_version, events, keep, turns } = *append;
        let with = Besides { keep, turns, ..Besides::default() };
        self.append_guarded(id, expected_version, events, Guard::Playing, with).await
    }

    async fn start(&self, id: &GameId, events: &[Event]) -> Result<u64, StoreError> {
        self.append_guarded(id, 0, events, Guard::Lobby, Besides::default()).await
    }

    async fn receipt(&self, receipt: &Receipt) -> Result<KeyLookup, StoreError> {
        let board = self.board_of(&receipt.game).await?;
        idempotency::look_up(&self.db, board, receipt).await
    }

    async fn keep_refusal(
        &self,
        receipt: &Receipt,
        refusal: &Refusal,
    ) -> Result<KeyLookup, StoreError> {
        let board = self.board_of(&receipt.game).await?;
        idempotency::keep_refusal(&self.db, board, receipt, refusal).await
    }

    async fn list(
        &self,
        filter: &domain::ports::GameFilter<'_>,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<GameMeta>, u64), StoreError> {
        let mut query = games::Entity::find();
        if let Some(s) = filter.status {
            query = query.filter(games::Column::Status.eq(s.as_str()));
        }
        if let Some(r) = filter.ruleset {
            query = query.filter(games::Column::Ruleset.eq(r));
        }
        if filter.listed_only {
            // `= 'public'`, not `<> 'private'`: under the generic plans the
            // server's connections use, `<> $1` is estimated at one row and
            // the planner sorts every game instead of walking the list
            // index (issue 33, `cargo xtask scale events`).
            query = query.filter(games::Column::Visibility.eq(PUBLIC));
        }
        let key = (
            filter.status.map(GameStatus::as_str),
            filter.ruleset.map(str::to_owned),
            filter.listed_only,
        );
        let total = match self.totals.recent(&key) {
            Some(total) => total,
            None => {
                let total =
                    query.clone().count(&self.db).await.map_err(|e| other("count games", e))?;
                self.totals.counted_now(key, total);
                total
            }
        };
        let ordered =
            query.order_by_desc(games::Column::CreatedAt).order_by_desc(games::Column::Id);
        let rows = super::reads::page(&self.db, ordered, (offset, limit), "games").await?;
        let metas = rows.iter().map(Self::meta_of).collect::<Result<Vec<_>, _>>()?;
        Ok((metas, total))
    }

    async fn games_of(
        &self,
        user: &UserId,
        status: Option<GameStatus>,
        limit: u64,
    ) -> Result<Vec<domain::ports::PlayedGame>, StoreError> {
        players::games_of(&self.db, user, status, limit).await
    }

    async fn save_snapshot(&self, id: &GameId, game: &Game) -> Result<(), StoreError> {
        let (format, state) =
            domain::game::encode_snapshot(game).map_err(|e| other("encode snapshot", e))?;
        let row = snapshots::ActiveModel {
            game_id: Set(id.0.clone()),
            version: Set(to_i64(game.version())?),
            state: Set(state),
            created_at: Set(now_ms()),
            format: Set(format),
        };
        match snapshots::Entity::insert(row).exec(&self.db).await {
            // A snapshot at that version exists already: same state by construction.
            Ok(_) => Ok(()),
            Err(e) if is_unique_violation(&e) => Ok(()),
            Err(e) => Err(other("save snapshot", e)),
        }
    }
}

impl ScheduleStore for SeaGameStore {
    async fn stale_lobbies(
        &self,
        created_before_ms: i64,
        limit: u64,
    ) -> Result<Vec<GameId>, StoreError> {
        let select = games::Entity::find()
            .select_only()
            .column(games::Column::Id)
            .filter(games::Column::Status.eq(GameStatus::Lobby.as_str()))
            .filter(games::Column::CreatedAt.lt(created_before_ms))
            .order_by_asc(games::Column::CreatedAt)
            .order_by_asc(games::Column::Id)
            .limit(limit)
            .into_tuple::<String>();
        super::reads::read_all(&self.db, select, "stale lobbies", GameId).await
    }

    async fn set_due(&self, id: &GameId, due: &DueUpdate) -> Result<(), StoreError> {
        schedule::set_due(&self.db, id, due).await
    }

    async fn due_games(
        &self,
        now_ms: i64,
        limit: u64,
        replan: bool,
    ) -> Result<Vec<DueGame>, StoreError> {
        schedule::due_games(&self.db, now_ms, limit, replan).await
    }

    async fn claim_due(
        &self,
        game: &DueGame,
        now_ms: i64,
        until_ms: i64,
    ) -> Result<bool, StoreError> {
        schedule::claim_due(&self.db, game, now_ms, until_ms).await
    }
}

impl NoticeStore for SeaGameStore {
    async fn notify_turn(&self, notice: &TurnNotice) -> Result<(), StoreError> {
        webhooks::enqueue(&self.db, notice, now_ms()).await
    }

    async fn notify(&self, notices: &[domain::ports::Notice]) -> Result<(), StoreError> {
        self.notice_writer().write(notices, now_ms()).await
    }
}
