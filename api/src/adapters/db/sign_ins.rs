//! Players' sessions and personal access tokens on sea-orm (`SeaSignIns`, a
//! [`SessionStore`]): `auth_sessions` by id, `session_secrets` by the hash
//! of each refresh secret with whether it is still current. A rotation is
//! a compare-and-swap on the current secret, so of two refreshes racing with
//! one secret only one wins, and the other is seen as a reuse.

use domain::ports::{Rotation, Scopes, Secret, Session, SessionStore, StoreError, UserId};
use sea_orm::ActiveValue::Set;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder,
    TransactionTrait,
};

use super::entities::{auth_sessions as sessions, session_secrets as secrets};
use super::other;

/// Players' sessions and tokens, on the games' database.
#[derive(Debug, Clone)]
pub struct SeaSignIns {
    db: DatabaseConnection,
}

impl SeaSignIns {
    /// Over an open, migrated connection (see `SeaGameStore::connection`).
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }
}

fn session(m: sessions::Model) -> Session {
    Session {
        id: m.id,
        user: UserId(m.user_id),
        personal: m.personal,
        name: m.name,
        scopes: Scopes::from_text(&m.scopes),
        created_at_ms: m.created_at,
        last_used_at_ms: m.last_used_at,
        expires_at_ms: m.expires_at,
        user_agent: m.user_agent,
        revoked: m.revoked,
        client: m.client_id,
    }
}

/// Revokes every live session of `user` inside a transaction (a ban's).
///
/// # Errors
/// The database failed.
pub(crate) async fn revoke_all_in(
    db: &impl ConnectionTrait,
    user: &UserId,
    now_ms: i64,
) -> Result<u64, StoreError> {
    use sea_orm::sea_query::Expr;
    let change = sessions::Entity::update_many()
        .col_expr(sessions::Column::Revoked, Expr::value(true))
        .col_expr(sessions::Column::RevokedAt, Expr::value(now_ms))
        .filter(sessions::Column::UserId.eq(user.0.clone()))
        .filter(sessions::Column::Revoked.eq(false));
    super::writes::changed(db, change, "revoke sessions").await
}

impl SessionStore for SeaSignIns {
    async fn open(&self, s: Session, secret_hash: &str) -> Result<(), StoreError> {
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        let row = sessions::ActiveModel {
            id: Set(s.id.clone()),
            user_id: Set(s.user.0.clone()),
            personal: Set(s.personal),
            name: Set(s.name.clone()),
            scopes: Set(s.scopes.to_text()),
            created_at: Set(s.created_at_ms),
            last_used_at: Set(s.last_used_at_ms),
            expires_at: Set(s.expires_at_ms),
            user_agent: Set(s.user_agent.clone()),
            revoked: Set(s.revoked),
            revoked_at: Set(None),
            client_id: Set(s.client.clone()),
        };
        sessions::Entity::insert(row).exec(&txn).await.map_err(|e| other("open a session", e))?;
        let secret = secrets::ActiveModel {
            hash: Set(secret_hash.to_owned()),
            session_id: Set(s.id),
            current: Set(true),
        };
        secrets::Entity::insert(secret).exec(&txn).await.map_err(|e| other("keep a secret", e))?;
        txn.commit().await.map_err(|e| other("commit", e))
    }

    async fn by_id(&self, id: &str) -> Result<Option<Session>, StoreError> {
        let select = sessions::Entity::find_by_id(id.to_owned());
        super::reads::read_one(&self.db, select, "find a session", session).await
    }

    async fn by_secret(&self, secret_hash: &str) -> Result<Option<Secret>, StoreError> {
        let Some(secret) = secrets::Entity::find_by_id(secret_hash.to_owned())
            .one(&self.db)
            .await
            .map_err(|e| other("find a secret", e))?
        else {
            return Ok(None);
        };
        let found = self.by_id(&secret.session_id).await?;
        Ok(found.map(|s| if secret.current { Secret::Current(s) } else { Secret::Retired(s) }))
    }

    async fn rotate(&self, turn: &Rotation<'_>) -> Result<bool, StoreError> {
        use sea_orm::sea_query::Expr;
        let Rotation { session: id, old_hash, new_hash, at_ms: now_ms, expires_at_ms } = *turn;
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        let change = secrets::Entity::update_many()
            .col_expr(secrets::Column::Current, Expr::value(false))
            .filter(secrets::Column::Hash.eq(old_hash))
            .filter(secrets::Column::SessionId.eq(id))
            .filter(secrets::Column::Current.eq(true));
        let retired = super::writes::changed(&txn, change, "retire a secret").await?;
        if retired != 1 {
            return Ok(false);
        }
        let secret = secrets::ActiveModel {
            hash: Set(new_hash.to_owned()),
            session_id: Set(id.to_owned()),
            current: Set(true),
        };
        secrets::Entity::insert(secret).exec(&txn).await.map_err(|e| other("keep a secret", e))?;
        let change = sessions::Entity::update_many()
            .col_expr(sessions::Column::LastUsedAt, Expr::value(now_ms))
            .col_expr(sessions::Column::ExpiresAt, Expr::value(expires_at_ms))
            .filter(sessions::Column::Id.eq(id));
        super::writes::changed(&txn, change, "slide a session").await?;
        txn.commit().await.map_err(|e| other("commit", e))?;
        Ok(true)
    }

    async fn touch(&self, id: &str, now_ms: i64) -> Result<(), StoreError> {
        use sea_orm::sea_query::Expr;
        let change = sessions::Entity::update_many()
            .col_expr(sessions::Column::LastUsedAt, Expr::value(now_ms))
            .filter(sessions::Column::Id.eq(id));
        super::writes::changed(&self.db, change, "touch a session").await?;
        Ok(())
    }

    async fn revoke(&self, id: &str, now_ms: i64) -> Result<bool, StoreError> {
        use sea_orm::sea_query::Expr;
        let change = sessions::Entity::update_many()
            .col_expr(sessions::Column::Revoked, Expr::value(true))
            .col_expr(sessions::Column::RevokedAt, Expr::value(now_ms))
            .filter(sessions::Column::Id.eq(id))
            .filter(sessions::Column::Revoked.eq(false));
        let done = super::writes::changed(&self.db, change, "revoke a session").await?;
        Ok(done == 1)
    }

    async fn revoke_all(&self, user: &UserId, now_ms: i64) -> Result<u64, StoreError> {
        revoke_all_in(&self.db, user, now_ms).await
    }

    async fn revoked_since(&self, since_ms: i64) -> Result<Vec<(String, UserId)>, StoreError> {
        use sea_orm::QuerySelect;
        let select = sessions::Entity::find()
            .select_only()
            .column(sessions::Column::Id)
            .column(sessions::Column::UserId)
            .filter(sessions::Column::RevokedAt.gte(since_ms))
            .into_tuple();
        super::reads::read_all(&self.db, select, "read revocations", |(id, user)| {
            (id, UserId(user))
        })
        .await
    }

    async fn of_user(
        &self,
        user: &UserId,
        personal: bool,
        now_ms: i64,
    ) -> Result<Vec<Session>, StoreError> {
        use sea_orm::Condition;
        let rows = sessions::Entity::find()
            .filter(sessions::Column::UserId.eq(user.0.clone()))
            .filter(sessions::Column::Personal.eq(personal))
            .filter(sessions::Column::Revoked.eq(false))
            .filter(
                Condition::any()
                    .add(sessions::Column::ExpiresAt.is_null())
                    .add(sessions::Column::ExpiresAt.gt(now_ms)),
            )
            .order_by_desc(sessions::Column::CreatedAt)
            .order_by_asc(sessions::Column::Id)
            .all(&self.db)
            .await
            .map_err(|e| other("list sessions", e))?;
        Ok(rows.into_iter().map(session).collect())
    }
}
