//! OAuth apps, authorization codes and grants on sea-orm (SVC-OAUTH). A
//! grant is no table of its own: it is the live sessions granted to an app
//! (`auth_sessions.client_id`), so revoking it is revoking them, and every
//! instance's revocation watcher ends their channels as for any session.

use domain::ports::{Scopes, StoreError, UserId};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
    TransactionTrait,
};

use super::entities::{auth_sessions as sessions, oauth_apps as apps, oauth_codes as codes};
use super::other;

/// A registered app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct App {
    /// Its client id.
    pub client_id: String,
    /// The developer who registered it.
    pub owner: UserId,
    /// Its name, shown on the consent page.
    pub name: String,
    /// The redirect URIs it may use, exactly as registered.
    pub redirect_uris: Vec<String>,
    /// A confidential client (it authenticates with its secret).
    pub confidential: bool,
    /// The hash of its secret (confidential clients).
    pub secret_hash: Option<String>,
    /// When it was registered, ms.
    pub created_at_ms: i64,
    /// When an operator disabled it, and why.
    pub disabled: Option<(i64, String)>,
}

fn app(m: apps::Model) -> App {
    App {
        redirect_uris: serde_json::from_str(&m.redirect_uris).unwrap_or_default(),
        client_id: m.client_id,
        owner: UserId(m.owner_id),
        name: m.name,
        confidential: m.confidential,
        secret_hash: m.secret_hash,
        created_at_ms: m.created_at,
        disabled: m.disabled_at.map(|at| (at, m.disabled_reason.unwrap_or_default())),
    }
}

/// An authorization code's request, as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Code {
    /// The hash of the code's text.
    pub hash: String,
    /// The app it was issued to.
    pub client_id: String,
    /// Who approved it.
    pub user: UserId,
    /// The redirect URI of the request (the token request must repeat it).
    pub redirect_uri: String,
    /// The scopes approved.
    pub scopes: Scopes,
    /// The PKCE challenge (S256).
    pub challenge: String,
    /// When it stops working, ms.
    pub expires_at_ms: i64,
}

/// What presenting a code found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Taken {
    /// Unknown.
    Unknown,
    /// Used before: the session it opened, if any, which is to be revoked.
    Used(Option<String>),
    /// Taken now, for the first and only time.
    Fresh(Code),
}

/// One app a user has granted, as their list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grant {
    /// The app's client id.
    pub client_id: String,
    /// Its name.
    pub name: String,
    /// The scopes granted (the union over its live sessions).
    pub scopes: Scopes,
    /// The first live grant, ms.
    pub granted_at_ms: i64,
    /// The last use, ms.
    pub last_used_at_ms: i64,
}

/// Apps, codes and grants, on the games' database.
#[derive(Debug, Clone)]
pub struct SeaOAuth {
    db: DatabaseConnection,
}

impl SeaOAuth {
    /// Over an open, migrated connection.
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }

    /// Registers an app.
    ///
    /// # Errors
    /// The database failed.
    pub async fn register(&self, a: &App) -> Result<(), StoreError> {
        let row = apps::ActiveModel {
            client_id: Set(a.client_id.clone()),
            owner_id: Set(a.owner.0.clone()),
            name: Set(a.name.clone()),
            redirect_uris: Set(serde_json::to_string(&a.redirect_uris).unwrap_or_default()),
            confidential: Set(a.confidential),
            secret_hash: Set(a.secret_hash.clone()),
            created_at: Set(a.created_at_ms),
            disabled_at: Set(None),
            disabled_reason: Set(None),
        };
        apps::Entity::insert(row).exec(&self.db).await.map_err(|e| other("register an app", e))?;
        Ok(())
    }

    /// An app by client id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn app(&self, client_id: &str) -> Result<Option<App>, StoreError> {
        let select = apps::Entity::find_by_id(client_id.to_owned());
        super::reads::read_one(&self.db, select, "find an app", app).await
    }

    /// The apps `owner` registered (every app when `None`), oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn apps(&self, owner: Option<&UserId>, limit: u64) -> Result<Vec<App>, StoreError> {
        let mut select = apps::Entity::find();
        if let Some(owner) = owner {
            select = select.filter(apps::Column::OwnerId.eq(owner.0.clone()));
        }
        let select = select
            .order_by_asc(apps::Column::CreatedAt)
            .order_by_asc(apps::Column::ClientId)
            .limit(limit);
        super::reads::read_all(&self.db, select, "list apps", app).await
    }

    /// Deletes `owner`'s app; whether there was one.
    ///
    /// # Errors
    /// The database failed.
    pub async fn delete(&self, owner: &UserId, client_id: &str) -> Result<bool, StoreError> {
        let change = apps::Entity::delete_many()
            .filter(apps::Column::ClientId.eq(client_id))
            .filter(apps::Column::OwnerId.eq(owner.0.clone()));
        Ok(super::writes::changed(&self.db, change, "delete an app").await? > 0)
    }

    /// Disables an app (an operator's); whether it was enabled.
    ///
    /// # Errors
    /// The database failed.
    pub async fn disable(
        &self,
        client_id: &str,
        reason: &str,
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        let change = apps::Entity::update_many()
            .col_expr(apps::Column::DisabledAt, Expr::value(now_ms))
            .col_expr(apps::Column::DisabledReason, Expr::value(reason))
            .filter(apps::Column::ClientId.eq(client_id))
            .filter(apps::Column::DisabledAt.is_null());
        Ok(super::writes::changed(&self.db, change, "disable an app").await? > 0)
    }

    /// Revokes the live sessions granted to `client_id` (by `user` only, when
    /// given) at `now_ms`: each one's id and user, for the live channels.
    ///
    /// # Errors
    /// The database failed.
    pub async fn revoke_grants(
        &self,
        client_id: &str,
        user: Option<&UserId>,
        now_ms: i64,
    ) -> Result<Vec<(String, UserId)>, StoreError> {
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        let mut live = sessions::Entity::find()
            .select_only()
            .column(sessions::Column::Id)
            .column(sessions::Column::UserId)
            .filter(sessions::Column::ClientId.eq(client_id))
            .filter(sessions::Column::Revoked.eq(false));
        if let Some(user) = user {
            live = live.filter(sessions::Column::UserId.eq(user.0.clone()));
        }
        let found: Vec<(String, String)> =
            live.into_tuple().all(&txn).await.map_err(|e| other("find an app's sessions", e))?;
        let ids: Vec<String> = found.iter().map(|(id, _)| id.clone()).collect();
        let change = sessions::Entity::update_many()
            .col_expr(sessions::Column::Revoked, Expr::value(true))
            .col_expr(sessions::Column::RevokedAt, Expr::value(now_ms))
            .filter(sessions::Column::Id.is_in(ids));
        super::writes::changed(&txn, change, "revoke an app's sessions").await?;
        txn.commit().await.map_err(|e| other("commit", e))?;
        Ok(found.into_iter().map(|(id, user)| (id, UserId(user))).collect())
    }

    /// The apps `user` has granted, with live sessions, by name.
    ///
    /// # Errors
    /// The database failed.
    pub async fn grants(&self, user: &UserId, now_ms: i64) -> Result<Vec<Grant>, StoreError> {
        let rows = sessions::Entity::find()
            .filter(sessions::Column::UserId.eq(user.0.clone()))
            .filter(sessions::Column::ClientId.is_not_null())
            .filter(sessions::Column::Revoked.eq(false))
            .filter(sessions::Column::ExpiresAt.gt(now_ms))
            .order_by_asc(sessions::Column::CreatedAt)
            .all(&self.db)
            .await
            .map_err(|e| other("list grants", e))?;
        let mut grants: Vec<Grant> = Vec::new();
        for s in rows {
            let client = s.client_id.unwrap_or_default();
            let scopes = Scopes::from_text(&s.scopes);
            match grants.iter_mut().find(|g| g.client_id == client) {
                Some(g) => {
                    for scope in domain::ports::Scope::ALL {
                        if scopes.has(scope) {
                            g.scopes = g.scopes.with(scope);
                        }
                    }
                    g.last_used_at_ms = g.last_used_at_ms.max(s.last_used_at);
                }
                None => grants.push(Grant {
                    client_id: client,
                    name: s.name,
                    scopes,
                    granted_at_ms: s.created_at,
                    last_used_at_ms: s.last_used_at,
                }),
            }
        }
        grants.sort_by(|a, b| a.name.cmp(&b.name).then_with(|| a.client_id.cmp(&b.client_id)));
        Ok(grants)
    }

    /// Keeps a new code.
    ///
    /// # Errors
    /// The database failed.
    pub async fn keep_code(&self, c: &Code) -> Result<(), StoreError> {
        let row = codes::ActiveModel {
            code_hash: Set(c.hash.clone()),
            client_id: Set(c.client_id.clone()),
            user_id: Set(c.user.0.clone()),
            redirect_uri: Set(c.redirect_uri.clone()),
            scopes: Set(c.scopes.to_text()),
            challenge: Set(c.challenge.clone()),
            expires_at: Set(c.expires_at_ms),
            used_at: Set(None),
            session_id: Set(None),
        };
        codes::Entity::insert(row).exec(&self.db).await.map_err(|e| other("keep a code", e))?;
        Ok(())
    }

    /// Takes the code of `hash` at `now_ms`: only the first taker gets it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn take_code(&self, hash: &str, now_ms: i64) -> Result<Taken, StoreError> {
        let change = codes::Entity::update_many()
            .col_expr(codes::Column::UsedAt, Expr::value(now_ms))
            .filter(codes::Column::CodeHash.eq(hash))
            .filter(codes::Column::UsedAt.is_null());
        let first = super::writes::changed(&self.db, change, "take a code").await? > 0;
        let select = codes::Entity::find_by_id(hash.to_owned());
        let Some(row) = super::reads::read_one(&self.db, select, "read a code", |r| r).await?
        else {
            return Ok(Taken::Unknown);
        };
        if !first {
            return Ok(Taken::Used(row.session_id));
        }
        Ok(Taken::Fresh(Code {
            hash: row.code_hash,
            client_id: row.client_id,
            user: UserId(row.user_id),
            redirect_uri: row.redirect_uri,
            scopes: Scopes::from_text(&row.scopes),
            challenge: row.challenge,
            expires_at_ms: row.expires_at,
        }))
    }

    /// Records the session a code opened, so that a replay of the code
    /// revokes it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn code_opened(&self, hash: &str, session: &str) -> Result<(), StoreError> {
        let change = codes::Entity::update_many()
            .col_expr(codes::Column::SessionId, Expr::value(session))
            .filter(codes::Column::CodeHash.eq(hash));
        super::writes::changed(&self.db, change, "note a code's session").await.map(drop)
    }

    /// Drops codes that expired before `before_ms`: how many.
    ///
    /// # Errors
    /// The database failed.
    pub async fn prune_codes(&self, before_ms: i64) -> Result<u64, StoreError> {
        let change = codes::Entity::delete_many().filter(codes::Column::ExpiresAt.lt(before_ms));
        super::writes::changed(&self.db, change, "prune codes").await
    }
}
