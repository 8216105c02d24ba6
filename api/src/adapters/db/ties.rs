//! Ties (SVC-BLOCK, SVC-FRIENDS) on the games' database, beside the
//! tickets that quick match keeps apart by blocks: one row a kind and
//! pair in its direction, so tying again inserts nothing.

use domain::ports::{StoreError, Tie, TieKind, TieStore, UserId};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Select};

use super::entities::ties;
use super::{SeaGameStore, is_unique_violation, other};

fn tie_of(row: ties::Model) -> Tie {
    Tie { from: UserId(row.from_id), to: UserId(row.to_id), at_ms: row.created_at }
}

/// The ties of `kind`.
fn of_kind(kind: TieKind) -> Select<ties::Entity> {
    ties::Entity::find().filter(ties::Column::Kind.eq(kind.as_str()))
}

/// The ties of `kind` whose `side` is `id`, the newest first (then by
/// `other`, so the order is total).
fn one_side(
    kind: TieKind,
    (side, id): (ties::Column, &UserId),
    other: ties::Column,
) -> Select<ties::Entity> {
    of_kind(kind)
        .filter(side.eq(id.0.clone()))
        .order_by_desc(ties::Column::CreatedAt)
        .order_by_asc(other)
}

impl TieStore for SeaGameStore {
    async fn tie(&self, kind: TieKind, tie: &Tie) -> Result<(), StoreError> {
        let row = ties::ActiveModel {
            kind: Set(kind.as_str().to_owned()),
            from_id: Set(tie.from.0.clone()),
            to_id: Set(tie.to.0.clone()),
            created_at: Set(tie.at_ms),
        };
        match ties::Entity::insert(row).exec(&self.db).await {
            // Tied before: the first tie stands.
            Ok(_) => Ok(()),
            Err(e) if is_unique_violation(&e) => Ok(()),
            Err(e) => Err(other("tie", e)),
        }
    }

    async fn untie(&self, kind: TieKind, from: &UserId, to: &UserId) -> Result<bool, StoreError> {
        let gone = ties::Entity::delete_many()
            .filter(ties::Column::Kind.eq(kind.as_str()))
            .filter(ties::Column::FromId.eq(from.0.clone()))
            .filter(ties::Column::ToId.eq(to.0.clone()))
            .exec(&self.db)
            .await
            .map_err(|e| other("untie", e))?;
        Ok(gone.rows_affected > 0)
    }

    async fn ties_from(&self, kind: TieKind, from: &UserId) -> Result<Vec<Tie>, StoreError> {
        let select = one_side(kind, (ties::Column::FromId, from), ties::Column::ToId);
        super::reads::read_all(&self.db, select, "read ties from", tie_of).await
    }

    async fn ties_to(&self, kind: TieKind, to: &UserId) -> Result<Vec<Tie>, StoreError> {
        let select = one_side(kind, (ties::Column::ToId, to), ties::Column::FromId);
        super::reads::read_all(&self.db, select, "read ties to", tie_of).await
    }

    async fn ties_among(&self, kind: TieKind, users: &[UserId]) -> Result<Vec<Tie>, StoreError> {
        let ids: Vec<String> = users.iter().map(|u| u.0.clone()).collect();
        let select = of_kind(kind)
            .filter(ties::Column::FromId.is_in(ids.clone()))
            .filter(ties::Column::ToId.is_in(ids))
            .order_by_asc(ties::Column::FromId)
            .order_by_asc(ties::Column::ToId);
        super::reads::read_all(&self.db, select, "read ties among", tie_of).await
    }
}
