//! Accounts on sea-orm ([`UserStore`]).

use domain::ports::{Role, StoreError, User, UserId, UserStore};
use sea_orm::{ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};

use super::entities::users;
use super::{is_unique_violation, other};

/// The sea-orm implementation of [`UserStore`], on the same database as the games.
#[derive(Debug, Clone)]
pub struct SeaUserStore {
    db: DatabaseConnection,
}

impl SeaUserStore {
    /// Over an open, migrated connection (see `SeaGameStore::connection`).
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }
}

fn row(u: &User) -> users::ActiveModel {
    users::ActiveModel {
        id: Set(u.id.0.clone()),
        username: Set(u.username.clone()),
        display_name: Set(u.display_name.clone()),
        password_hash: Set(u.password_hash.clone()),
        role: Set(u.role.as_str().to_owned()),
        guest: Set(u.guest),
        banned: Set(u.banned),
        muted: Set(u.muted),
        created_at: Set(u.created_at_ms),
    }
}

fn user(m: users::Model) -> Result<User, StoreError> {
    Ok(User {
        role: Role::parse(&m.role)
            .ok_or_else(|| StoreError::Other(format!("unknown role `{}`", m.role)))?,
        id: UserId(m.id),
        username: m.username,
        display_name: m.display_name,
        password_hash: m.password_hash,
        guest: m.guest,
        banned: m.banned,
        muted: m.muted,
        created_at_ms: m.created_at,
    })
}

impl UserStore for SeaUserStore {
    async fn insert(&self, u: User) -> Result<(), StoreError> {
        match users::Entity::insert(row(&u)).exec(&self.db).await {
            Ok(_) => Ok(()),
            Err(e) if is_unique_violation(&e) => Err(StoreError::AlreadyExists),
            Err(e) => Err(other("insert user", e)),
        }
    }

    async fn update(&self, u: User) -> Result<(), StoreError> {
        let result = users::Entity::update_many()
            .set(row(&u))
            .filter(users::Column::Id.eq(u.id.0.clone()))
            .exec(&self.db)
            .await
            .map_err(|e| other("update user", e))?;
        if result.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    async fn by_username(&self, username: &str) -> Result<Option<User>, StoreError> {
        users::Entity::find()
            .filter(users::Column::Username.eq(username))
            .one(&self.db)
            .await
            .map_err(|e| other("read user", e))?
            .map(user)
            .transpose()
    }

    async fn by_id(&self, id: &UserId) -> Result<Option<User>, StoreError> {
        users::Entity::find_by_id(id.0.clone())
            .one(&self.db)
            .await
            .map_err(|e| other("read user", e))?
            .map(user)
            .transpose()
    }
}
