//! Idempotency keys: the first request with a key claims it, later ones with
//! the same key get the stored response back instead of acting twice.

use domain::ports::StoreError;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};

use super::entities::idempotency_keys as keys;
use super::{is_unique_violation, now_ms, other};

/// What a key is, for this request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// First use: go ahead, then `complete` (or `release`).
    New,
    /// Already answered: send this again.
    Replay {
        /// HTTP status.
        status: u16,
        /// JSON body.
        body: String,
    },
    /// The first request with this key is still running.
    InProgress,
    /// The key was used for a different request.
    Mismatch,
}

/// Idempotency keys on sea-orm.
#[derive(Debug, Clone)]
pub struct SeaIdempotency {
    db: DatabaseConnection,
}

impl SeaIdempotency {
    /// Over an open, migrated connection.
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }

    /// Claims `key` for `user`'s request (identified by `request_hash`).
    ///
    /// # Errors
    /// Storage.
    pub async fn claim(
        &self,
        user: &str,
        key: &str,
        game: &str,
        request_hash: &str,
    ) -> Result<Claim, StoreError> {
        let row = keys::ActiveModel {
            user_id: Set(user.to_owned()),
            key: Set(key.to_owned()),
            game_id: Set(game.to_owned()),
            request_hash: Set(request_hash.to_owned()),
            status: Set(0),
            body: Set(String::new()),
            created_at: Set(now_ms()),
        };
        match keys::Entity::insert(row).exec(&self.db).await {
            Ok(_) => return Ok(Claim::New),
            Err(e) if is_unique_violation(&e) => {}
            Err(e) => return Err(other("claim idempotency key", e)),
        }
        let found = keys::Entity::find_by_id((user.to_owned(), key.to_owned()))
            .one(&self.db)
            .await
            .map_err(|e| other("read idempotency key", e))?;
        Ok(match found {
            None => Claim::InProgress,
            Some(r) if r.request_hash != request_hash => Claim::Mismatch,
            Some(r) if r.status == 0 => Claim::InProgress,
            Some(r) => {
                Claim::Replay { status: u16::try_from(r.status).unwrap_or(500), body: r.body }
            }
        })
    }

    /// Stores the response of a claimed key.
    ///
    /// # Errors
    /// Storage.
    pub async fn complete(
        &self,
        user: &str,
        key: &str,
        status: u16,
        body: &str,
    ) -> Result<(), StoreError> {
        keys::Entity::update_many()
            .col_expr(keys::Column::Status, Expr::value(i32::from(status)))
            .col_expr(keys::Column::Body, Expr::value(body.to_owned()))
            .filter(keys::Column::UserId.eq(user))
            .filter(keys::Column::Key.eq(key))
            .exec(&self.db)
            .await
            .map_err(|e| other("complete idempotency key", e))?;
        Ok(())
    }

    /// Frees a claimed key after an unexpected failure, so a retry can run.
    ///
    /// # Errors
    /// Storage.
    pub async fn release(&self, user: &str, key: &str) -> Result<(), StoreError> {
        keys::Entity::delete_many()
            .filter(keys::Column::UserId.eq(user))
            .filter(keys::Column::Key.eq(key))
            .exec(&self.db)
            .await
            .map_err(|e| other("release idempotency key", e))?;
        Ok(())
    }
}
