//! Operators' dashboard sessions on sea-orm: a random secret in the cookie,
//! its SHA-256 in `dashboard_sessions`. A session ends when it expires, at
//! logout, or when its operator ends all of theirs; nothing but this table
//! says a cookie is good, and no API token is ever a session.

use domain::ports::{StoreError, UserId};
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};

use super::entities::dashboard_sessions as sessions;
use super::other;
use crate::auth::secret_hash;

/// Dashboard sessions, on the games' database.
#[derive(Debug, Clone)]
pub struct SeaSessions {
    db: DatabaseConnection,
}

impl SeaSessions {
    /// Over an open, migrated connection (see `SeaGameStore::connection`).
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }

    /// Opens a session for `user` until `expires_at_ms`: the cookie's secret
    /// (64 hex digits from the OS's randomness). Expired sessions are
    /// cleared on the way.
    ///
    /// # Errors
    /// The database failed.
    pub async fn open(
        &self,
        user: &UserId,
        now_ms: i64,
        expires_at_ms: i64,
    ) -> Result<String, StoreError> {
        let change =
            sessions::Entity::delete_many().filter(sessions::Column::ExpiresAt.lte(now_ms));
        super::writes::changed(&self.db, change, "clear expired sessions").await?;
        let secret = crate::auth::random_secret();
        let row = sessions::ActiveModel {
            id_hash: Set(secret_hash(&secret)),
            user_id: Set(user.0.clone()),
            created_at: Set(now_ms),
            expires_at: Set(expires_at_ms),
        };
        sessions::Entity::insert(row)
            .exec(&self.db)
            .await
            .map_err(|e| other("open a session", e))?;
        Ok(secret)
    }

    /// The user of a live session.
    ///
    /// # Errors
    /// The database failed.
    pub async fn user(&self, secret: &str, now_ms: i64) -> Result<Option<UserId>, StoreError> {
        let select = sessions::Entity::find_by_id(secret_hash(secret))
            .filter(sessions::Column::ExpiresAt.gt(now_ms));
        super::reads::read_one(&self.db, select, "find a session", |r| UserId(r.user_id)).await
    }

    /// Ends one session (logout).
    ///
    /// # Errors
    /// The database failed.
    pub async fn end(&self, secret: &str) -> Result<(), StoreError> {
        sessions::Entity::delete_by_id(secret_hash(secret))
            .exec(&self.db)
            .await
            .map_err(|e| other("end a session", e))?;
        Ok(())
    }

    /// Ends every session of `user`: how many there were.
    ///
    /// # Errors
    /// The database failed.
    pub async fn end_all(&self, user: &UserId) -> Result<u64, StoreError> {
        let change =
            sessions::Entity::delete_many().filter(sessions::Column::UserId.eq(user.0.clone()));
        super::writes::changed(&self.db, change, "end sessions").await
    }
}
