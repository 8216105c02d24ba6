//! Whispers (SVC-WHISPER) on the games' database: one row a whisper, its
//! recipients a bit set, so a seat's own are one indexed read by game
//! (`to_mask & bit <> 0` or sent from the seat).

use domain::ports::{AuditEntry, GameId, StoreError, UserId, Whisper, WhisperPair, WhisperStore};
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::sea_query::{Condition, Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
    TransactionTrait,
};

use super::entities::whispers;
use super::moderation::{insert_audit, signed};
use super::{SeaGameStore, other};

fn whisper_of(row: whispers::Model) -> Whisper {
    Whisper {
        id: u64::try_from(row.id).unwrap_or(0),
        game_id: GameId(row.game_id),
        from: u8::try_from(row.from_seat).unwrap_or(u8::MAX),
        author: UserId(row.author_id),
        to: Whisper::seats_of(row.to_mask),
        body: row.body,
        pact: row.pact_id.and_then(|p| u32::try_from(p).ok()),
        deleted: row.deleted,
        at_ms: row.created_at,
    }
}

impl WhisperStore for SeaGameStore {
    async fn whisper(&self, w: Whisper) -> Result<Whisper, StoreError> {
        let row = whispers::ActiveModel {
            id: NotSet,
            game_id: Set(w.game_id.0.clone()),
            from_seat: Set(i32::from(w.from)),
            author_id: Set(w.author.0.clone()),
            to_mask: Set(w.to_mask()),
            body: Set(w.body.clone()),
            pact_id: Set(w.pact.and_then(|p| i32::try_from(p).ok())),
            deleted: Set(w.deleted),
            created_at: Set(w.at_ms),
        };
        Ok(whisper_of(row.insert(&self.db).await.map_err(|e| other("whisper", e))?))
    }

    async fn whispers_for(
        &self,
        game: &GameId,
        seat: u8,
        after: u64,
        limit: u64,
    ) -> Result<Vec<Whisper>, StoreError> {
        let bit = 1_i64 << seat;
        let mine = Condition::any()
            .add(whispers::Column::FromSeat.eq(i32::from(seat)))
            .add(Expr::col(whispers::Column::ToMask).bit_and(bit).ne(0));
        let select = whispers::Entity::find()
            .filter(whispers::Column::GameId.eq(game.0.clone()))
            .filter(whispers::Column::Id.gt(signed(after)))
            .filter(mine)
            .order_by_asc(whispers::Column::Id)
            .limit(limit);
        super::reads::read_all(&self.db, select, "list whispers", whisper_of).await
    }

    async fn whispers_by_id(&self, ids: &[u64]) -> Result<Vec<Whisper>, StoreError> {
        let select = whispers::Entity::find()
            .filter(whispers::Column::Id.is_in(ids.iter().map(|&id| signed(id))))
            .order_by_asc(whispers::Column::Id);
        super::reads::read_all(&self.db, select, "read whispers", whisper_of).await
    }

    async fn last_whisper(&self, game: &GameId) -> Result<u64, StoreError> {
        let last: Option<Option<i64>> = whispers::Entity::find()
            .select_only()
            .column_as(whispers::Column::Id.max(), "last")
            .filter(whispers::Column::GameId.eq(game.0.clone()))
            .into_tuple()
            .one(&self.db)
            .await
            .map_err(|e| other("read the last whisper", e))?;
        Ok(last.flatten().and_then(|id| u64::try_from(id).ok()).unwrap_or(0))
    }

    async fn delete_whisper(
        &self,
        id: u64,
        audit: &AuditEntry,
    ) -> Result<Option<Whisper>, StoreError> {
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        let Some(found) = whispers::Entity::find_by_id(signed(id))
            .one(&txn)
            .await
            .map_err(|e| other("read a whisper", e))?
        else {
            return Ok(None);
        };
        let mut row: whispers::ActiveModel = found.into();
        row.deleted = Set(true);
        let deleted = whisper_of(row.update(&txn).await.map_err(|e| other("delete whisper", e))?);
        let mut entry = audit.clone();
        entry.reason = domain::ports::deletion_reason(&audit.reason, &deleted.body);
        insert_audit(&txn, &entry).await?;
        txn.commit().await.map_err(|e| other("commit", e))?;
        Ok(Some(deleted))
    }

    async fn whisper_pairs(&self, game: &GameId) -> Result<Vec<WhisperPair>, StoreError> {
        // Only the seats are read, never the text.
        let rows: Vec<(i32, i64)> = whispers::Entity::find()
            .select_only()
            .column(whispers::Column::FromSeat)
            .column(whispers::Column::ToMask)
            .filter(whispers::Column::GameId.eq(game.0.clone()))
            .into_tuple()
            .all(&self.db)
            .await
            .map_err(|e| other("read whisper pairs", e))?;
        let links = rows
            .into_iter()
            .map(|(from, mask)| (u8::try_from(from).unwrap_or(u8::MAX), Whisper::seats_of(mask)));
        Ok(domain::ports::pairs_of(links))
    }
}
