//! Accounts on sea-orm (`SeaUserStore`, a [`UserStore`]), kept in `users`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use domain::ports::{AuditEntry, Role, StoreError, User, UserFilter, UserId, UserStore};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, TransactionTrait,
};

use super::entities::users;
use super::{is_unique_violation, other};

/// How long a user read by id is reused. Every request re-reads its caller
/// (so a ban ends a live token); this bounds that to one read per user per
/// second. This instance's own updates take effect at once; another
/// instance's within this time.
const FRESH_FOR: Duration = Duration::from_secs(1);

/// The sea-orm implementation of [`UserStore`], on the same database as the games.
#[derive(Debug, Clone)]
pub struct SeaUserStore {
    db: DatabaseConnection,
    recent: Arc<Mutex<HashMap<String, (Instant, User)>>>,
}

impl SeaUserStore {
    /// Over an open, migrated connection (see `SeaGameStore::connection`).
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db, recent: Arc::default() }
    }

    fn recent(&self) -> std::sync::MutexGuard<'_, HashMap<String, (Instant, User)>> {
        self.recent.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
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
        banned_until: Set(u.banned_until),
        muted_until: Set(u.muted_until),
        locale: Set(u.locale.clone()),
        unranked: Set(u.unranked),
        origin: Set(u.origin.clone()),
        deleted_at: Set(u.deleted_at_ms),
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
        banned_until: m.banned_until,
        muted_until: m.muted_until,
        created_at_ms: m.created_at,
        locale: m.locale,
        unranked: m.unranked,
        origin: m.origin,
        deleted_at_ms: m.deleted_at,
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
        self.recent().remove(&u.id.0);
        let result = users::Entity::update_many()
            .set(row(&u))
            .filter(users::Column::Id.eq(u.id.0.clone()))
            .exec(&self.db)
            .await
            .map_err(|e| {
                if is_unique_violation(&e) {
                    StoreError::AlreadyExists
                } else {
                    other("update user", e)
                }
            })?;
        if result.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    async fn moderate(&self, u: User, audit: &AuditEntry) -> Result<(), StoreError> {
        self.recent().remove(&u.id.0);
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        let change =
            users::Entity::update_many().set(row(&u)).filter(users::Column::Id.eq(u.id.0.clone()));
        let result = super::writes::changed(&txn, change, "update user").await?;
        if result == 0 {
            return Err(StoreError::NotFound);
        }
        // A ban, or the owner's deletion, ends every session with the change.
        if u.banned || u.deleted_at_ms.is_some() {
            super::sign_ins::revoke_all_in(&txn, &u.id, audit.at_ms).await?;
        }
        super::moderation::insert_audit(&txn, audit).await?;
        txn.commit().await.map_err(|e| other("commit", e))?;
        // Again, after the commit: a read meanwhile may have cached the old record.
        self.recent().remove(&u.id.0);
        Ok(())
    }

    async fn by_username(&self, username: &str) -> Result<Option<User>, StoreError> {
        let select = users::Entity::find().filter(users::Column::Username.eq(username));
        super::reads::decode_one(&self.db, select, "read user", user).await
    }

    fn forget(&self, user: &UserId) {
        self.recent().remove(&user.0);
    }

    async fn by_id(&self, id: &UserId) -> Result<Option<User>, StoreError> {
        if let Some((at, u)) = self.recent().get(&id.0)
            && at.elapsed() < FRESH_FOR
        {
            return Ok(Some(u.clone()));
        }
        let found = users::Entity::find_by_id(id.0.clone())
            .one(&self.db)
            .await
            .map_err(|e| other("read user", e))?
            .map(user)
            .transpose()?;
        if let Some(u) = &found {
            let mut recent = self.recent();
            if recent.len() > 100_000 {
                recent.clear();
            }
            recent.insert(id.0.clone(), (Instant::now(), u.clone()));
        }
        Ok(found)
    }

    async fn list(
        &self,
        filter: &UserFilter,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<User>, u64), StoreError> {
        use sea_orm::QueryOrder as _;
        use sea_orm::sea_query::{Expr, ExprTrait as _, LikeExpr};
        // LIKE with the prefix's own wildcards escaped.
        let escaped: String = filter
            .prefix
            .chars()
            .flat_map(|c| match c {
                '\\' | '%' | '_' => vec!['\\', c],
                c => vec![c],
            })
            .collect();
        let mut query = users::Entity::find().filter(
            Expr::col(users::Column::Username)
                .like(LikeExpr::new(format!("{escaped}%")).escape('\\')),
        );
        if filter.banned {
            query = query.filter(users::Column::Banned.eq(true));
        }
        if filter.muted {
            query = query.filter(users::Column::Muted.eq(true));
        }
        if filter.operators {
            query = query.filter(users::Column::Role.eq(Role::Operator.as_str()));
        }
        let order = |q: sea_orm::Select<users::Entity>| q.order_by_asc(users::Column::Username);
        let (rows, total) =
            super::reads::counted_page(&self.db, query, order, (offset, limit), "users").await?;
        Ok((rows.into_iter().map(user).collect::<Result<_, _>>()?, total))
    }

    async fn expired_sanctions(&self, now_ms: i64, limit: u64) -> Result<Vec<User>, StoreError> {
        use sea_orm::{Condition, QuerySelect as _};
        let ran_out = |flag: users::Column, until: users::Column| {
            Condition::all().add(flag.eq(true)).add(until.lte(now_ms))
        };
        let rows = users::Entity::find()
            .filter(
                Condition::any()
                    .add(ran_out(users::Column::Banned, users::Column::BannedUntil))
                    .add(ran_out(users::Column::Muted, users::Column::MutedUntil)),
            )
            .limit(limit)
            .all(&self.db)
            .await
            .map_err(|e| other("expired sanctions", e))?;
        rows.into_iter().map(user).collect()
    }
}
