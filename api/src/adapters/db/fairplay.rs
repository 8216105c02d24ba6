//! Fair play (SVC-FAIRPLAY) on the games' database: seats abandoned to the
//! clock, once a game each (the pair is the key), and operators' cooldowns,
//! written with their audit entry in one transaction.

use domain::ports::{AuditEntry, CooldownSet, FairPlayStore, GameId, StoreError, UserId};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    TransactionTrait,
};

use super::entities::{abandonments, cooldowns};
use super::{SeaGameStore, is_unique_violation, other};

impl FairPlayStore for SeaGameStore {
    async fn record_abandonment(
        &self,
        user: &UserId,
        game: &GameId,
        at_ms: i64,
    ) -> Result<(), StoreError> {
        let row = abandonments::ActiveModel {
            user_id: Set(user.0.clone()),
            game_id: Set(game.0.clone()),
            at: Set(at_ms),
        };
        match abandonments::Entity::insert(row).exec(&self.db).await {
            // Once a game: the first time stands.
            Ok(_) => Ok(()),
            Err(e) if is_unique_violation(&e) => Ok(()),
            Err(e) => Err(other("record an abandonment", e)),
        }
    }

    async fn abandonments(
        &self,
        user: &UserId,
        since_ms: i64,
    ) -> Result<(Vec<i64>, u64), StoreError> {
        let theirs =
            abandonments::Entity::find().filter(abandonments::Column::UserId.eq(user.0.clone()));
        let all =
            theirs.clone().count(&self.db).await.map_err(|e| other("count abandonments", e))?;
        let recent = theirs
            .filter(abandonments::Column::At.gt(since_ms))
            .select_only()
            .column(abandonments::Column::At)
            .into_tuple::<i64>();
        let at = super::reads::read_all(&self.db, recent, "read abandonments", |at| at).await?;
        Ok((at, all))
    }

    async fn abandoners_among(
        &self,
        users: &[UserId],
        since_ms: i64,
    ) -> Result<Vec<UserId>, StoreError> {
        let ids: Vec<String> = users.iter().map(|u| u.0.clone()).collect();
        let select = abandonments::Entity::find()
            .filter(abandonments::Column::UserId.is_in(ids))
            .filter(abandonments::Column::At.gt(since_ms))
            .select_only()
            .column(abandonments::Column::UserId)
            .distinct()
            .order_by_asc(abandonments::Column::UserId)
            .into_tuple::<String>();
        super::reads::read_all(&self.db, select, "read abandoners", UserId).await
    }

    async fn cooldown_set(&self, user: &UserId) -> Result<Option<CooldownSet>, StoreError> {
        let select = cooldowns::Entity::find_by_id(user.0.clone());
        let found = super::reads::read_all(&self.db, select, "read a cooldown", |row| {
            CooldownSet { user: UserId(row.user_id), until_ms: row.until, set_at_ms: row.set_at }
        })
        .await?;
        Ok(found.into_iter().next())
    }

    async fn set_cooldown(&self, set: &CooldownSet, audit: &AuditEntry) -> Result<(), StoreError> {
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        let row = cooldowns::ActiveModel {
            user_id: Set(set.user.0.clone()),
            until: Set(set.until_ms),
            set_at: Set(set.set_at_ms),
        };
        cooldowns::Entity::insert(row)
            .on_conflict(
                OnConflict::column(cooldowns::Column::UserId)
                    .update_columns([cooldowns::Column::Until, cooldowns::Column::SetAt])
                    .to_owned(),
            )
            .exec(&txn)
            .await
            .map_err(|e| other("set a cooldown", e))?;
        super::moderation::insert_audit(&txn, audit).await?;
        txn.commit().await.map_err(|e| other("commit", e))
    }
}
