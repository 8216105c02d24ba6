//! Tournaments (SVC-TOURNAMENT) on the games' database: each write is
//! guarded by the tournament's version and carries, in one transaction, a
//! new round's games and table rows and an operator's audit entry, so
//! instances stepping a tournament at once pair a round once.

use domain::ports::{
    AuditEntry, GameId, GameMeta, StoreError, Tournament, TournamentStatus, TournamentStore,
    TournamentTable, UserId,
};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, TransactionTrait};

use super::entities::{tournament_tables, tournaments};
use super::{SeaGameStore, other};

fn doc(t: &Tournament) -> Result<String, StoreError> {
    serde_json::to_string(t).map_err(|e| other("encode a tournament", e))
}

pub(super) fn read(row: &tournaments::Model) -> Result<Tournament, StoreError> {
    serde_json::from_str(&row.doc).map_err(|e| other("decode a tournament", e))
}

fn version(t: &Tournament) -> i64 {
    i64::try_from(t.version).unwrap_or(i64::MAX)
}

impl TournamentStore for SeaGameStore {
    async fn create_tournament(&self, t: &Tournament) -> Result<(), StoreError> {
        let row = tournaments::ActiveModel {
            id: Set(t.id.clone()),
            status: Set(t.status.as_str().to_owned()),
            starts_at: Set(t.starts_at_ms),
            version: Set(version(t)),
            doc: Set(doc(t)?),
        };
        tournaments::Entity::insert(row)
            .exec(&self.db)
            .await
            .map_err(|e| other("create a tournament", e))?;
        Ok(())
    }

    async fn tournament(&self, id: &str) -> Result<Option<Tournament>, StoreError> {
        let select = tournaments::Entity::find_by_id(id.to_owned());
        super::reads::decode_one(&self.db, select, "read a tournament", |r| read(&r)).await
    }

    async fn tournaments(
        &self,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<Tournament>, u64), StoreError> {
        let query = tournaments::Entity::find();
        let order = |q: sea_orm::Select<tournaments::Entity>| {
            q.order_by_desc(tournaments::Column::StartsAt).order_by_asc(tournaments::Column::Id)
        };
        let (rows, total) =
            super::reads::counted_page(&self.db, query, order, (offset, limit), "tournaments")
                .await?;
        Ok((rows.iter().map(read).collect::<Result<_, _>>()?, total))
    }

    async fn save_tournament(
        &self,
        t: &Tournament,
        tables: &[(TournamentTable, GameMeta)],
        audit: Option<&AuditEntry>,
    ) -> Result<bool, StoreError> {
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        let change = tournaments::Entity::update_many()
            .col_expr(tournaments::Column::Status, Expr::value(t.status.as_str()))
            .col_expr(tournaments::Column::StartsAt, Expr::value(t.starts_at_ms))
            .col_expr(tournaments::Column::Version, Expr::value(version(t)))
            .col_expr(tournaments::Column::Doc, Expr::value(doc(t)?))
            .filter(tournaments::Column::Id.eq(t.id.clone()))
            .filter(tournaments::Column::Version.eq(version(t) - 1));
        let saved = super::writes::changed(&txn, change, "save a tournament").await?;
        if saved != 1 {
            // Another write came first: dropping the transaction undoes this.
            return Ok(false);
        }
        for (table, meta) in tables {
            self.create_in(&txn, meta).await?;
            let players: Vec<&str> = table.players.iter().map(|u| u.0.as_str()).collect();
            let row = tournament_tables::ActiveModel {
                tournament_id: Set(t.id.clone()),
                round: Set(i32::try_from(table.round).unwrap_or(i32::MAX)),
                table_no: Set(i32::try_from(table.table).unwrap_or(i32::MAX)),
                game_id: Set(table.game_id.0.clone()),
                players: Set(
                    serde_json::to_string(&players).map_err(|e| other("encode players", e))?
                ),
            };
            tournament_tables::Entity::insert(row)
                .exec(&txn)
                .await
                .map_err(|e| other("write a table", e))?;
        }
        if let Some(entry) = audit {
            super::moderation::insert_audit(&txn, entry).await?;
        }
        txn.commit().await.map_err(|e| other("commit", e))?;
        Ok(true)
    }

    async fn tournament_tables(&self, id: &str) -> Result<Vec<TournamentTable>, StoreError> {
        let rows = tournament_tables::Entity::find()
            .filter(tournament_tables::Column::TournamentId.eq(id))
            .order_by_asc(tournament_tables::Column::Round)
            .order_by_asc(tournament_tables::Column::TableNo)
            .all(&self.db)
            .await
            .map_err(|e| other("read tables", e))?;
        rows.into_iter()
            .map(|r| {
                let players: Vec<String> =
                    serde_json::from_str(&r.players).map_err(|e| other("decode players", e))?;
                Ok(TournamentTable {
                    round: u32::try_from(r.round).unwrap_or(0),
                    table: u32::try_from(r.table_no).unwrap_or(0),
                    game_id: GameId(r.game_id),
                    players: players.into_iter().map(UserId).collect(),
                })
            })
            .collect()
    }

    async fn live_tournaments(&self) -> Result<Vec<Tournament>, StoreError> {
        let live = [TournamentStatus::Open.as_str(), TournamentStatus::Running.as_str()];
        let select = tournaments::Entity::find()
            .filter(tournaments::Column::Status.is_in(live))
            .order_by_asc(tournaments::Column::StartsAt);
        super::reads::decode_all(&self.db, select, "list live tournaments", |r| read(&r)).await
    }
}
