//! Invitations to a table on sea-orm (SVC-INVITE): who invited whom to
//! which lobby, and how it was answered. An answer is a guarded update
//! from `pending`, so an invitation is answered once.

use domain::ports::{StoreError, UserId};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::entities::invitations;
use super::other;

/// An invitation as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invitation {
    /// Its id.
    pub id: String,
    /// The lobby.
    pub game_id: String,
    /// Who invited.
    pub from: UserId,
    /// Who is invited.
    pub to: UserId,
    /// The seat offered, if one.
    pub seat: Option<u8>,
    /// `pending`, `accepted`, `declined`.
    pub status: String,
    /// Sent, ms since the epoch.
    pub created_at_ms: i64,
}

/// An invitation not answered yet.
pub const PENDING: &str = "pending";

fn invitation(m: invitations::Model) -> Invitation {
    Invitation {
        id: m.id,
        game_id: m.game_id,
        from: UserId(m.from_user),
        to: UserId(m.to_user),
        seat: m.seat.and_then(|s| u8::try_from(s).ok()),
        status: m.status,
        created_at_ms: m.created_at,
    }
}

/// Invitations, on the games' database.
#[derive(Debug, Clone)]
pub struct SeaInvitations {
    db: DatabaseConnection,
}

impl SeaInvitations {
    /// Over an open, migrated connection.
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }

    /// Keeps a new invitation.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert(&self, i: &Invitation) -> Result<(), StoreError> {
        let row = invitations::ActiveModel {
            id: Set(i.id.clone()),
            game_id: Set(i.game_id.clone()),
            from_user: Set(i.from.0.clone()),
            to_user: Set(i.to.0.clone()),
            seat: Set(i.seat.map(i32::from)),
            status: Set(i.status.clone()),
            created_at: Set(i.created_at_ms),
            answered_at: Set(None),
        };
        invitations::Entity::insert(row)
            .exec(&self.db)
            .await
            .map_err(|e| other("keep an invitation", e))?;
        Ok(())
    }

    /// One invitation.
    ///
    /// # Errors
    /// The database failed.
    pub async fn by_id(&self, id: &str) -> Result<Option<Invitation>, StoreError> {
        let select = invitations::Entity::find_by_id(id.to_owned());
        super::reads::read_one(&self.db, select, "find an invitation", invitation).await
    }

    /// A user's pending invitations (received), newest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn pending_for(
        &self,
        user: &UserId,
        limit: u64,
    ) -> Result<Vec<Invitation>, StoreError> {
        let select = invitations::Entity::find()
            .filter(invitations::Column::ToUser.eq(user.0.clone()))
            .filter(invitations::Column::Status.eq(PENDING))
            .order_by_desc(invitations::Column::CreatedAt)
            .order_by_desc(invitations::Column::Id)
            .limit(limit);
        super::reads::read_all(&self.db, select, "list invitations", invitation).await
    }

    /// Answers a pending invitation: whether this answer was the first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn answer(&self, id: &str, status: &str, now_ms: i64) -> Result<bool, StoreError> {
        use sea_orm::sea_query::Expr;
        let change = invitations::Entity::update_many()
            .col_expr(invitations::Column::Status, Expr::value(status))
            .col_expr(invitations::Column::AnsweredAt, Expr::value(now_ms))
            .filter(invitations::Column::Id.eq(id))
            .filter(invitations::Column::Status.eq(PENDING));
        let done = super::writes::changed(&self.db, change, "answer an invitation").await?;
        Ok(done == 1)
    }
}
