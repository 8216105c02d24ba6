//! Idempotency keys of the requests that change state, other than actions
//! (`request_keys`; actions keep theirs with their events, `idempotency`):
//! a key is claimed before its request runs, so two requests racing with
//! one key run once; the answer is kept on the claim afterwards.

use domain::ports::StoreError;
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};

use super::entities::request_keys as keys;
use super::{is_unique_violation, other};

/// A claim older than this was left by a crash: it may be taken over.
pub(super) const CLAIM_MS: i64 = 60_000;
/// How long an answer is kept.
pub(super) const KEEP_MS: i64 = 24 * 3_600 * 1_000;

/// What a key holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Held {
    /// Nothing: this request claimed it and runs.
    Claimed,
    /// Another request under this key runs now.
    InFlight,
    /// The answer to this very request.
    Answer(KeptAnswer),
    /// The key was used for another request.
    Other,
}

/// An answer as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptAnswer {
    /// HTTP status.
    pub status: u16,
    /// Its `Content-Type`.
    pub content_type: Option<String>,
    /// Its `Location`.
    pub location: Option<String>,
    /// Its body.
    pub body: String,
}

/// The keys, on the games' database.
#[derive(Debug, Clone)]
pub struct SeaRequestKeys {
    db: DatabaseConnection,
}

impl SeaRequestKeys {
    /// Over an open, migrated connection.
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }

    /// Claims `(scope, key)` for the request `fingerprint` names, or says
    /// what the key holds.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim(
        &self,
        scope: &str,
        key: &str,
        fingerprint: &str,
        now_ms: i64,
    ) -> Result<Held, StoreError> {
        let row = keys::ActiveModel {
            scope: Set(scope.to_owned()),
            key: Set(key.to_owned()),
            fingerprint: Set(fingerprint.to_owned()),
            status: Set(0),
            content_type: Set(None),
            location: Set(None),
            body: Set(String::new()),
            created_at: Set(now_ms),
        };
        match keys::Entity::insert(row).exec(&self.db).await {
            Ok(_) => return Ok(Held::Claimed),
            Err(e) if is_unique_violation(&e) => {}
            Err(e) => return Err(other("claim a key", e)),
        }
        let Some(found) = keys::Entity::find_by_id((scope.to_owned(), key.to_owned()))
            .one(&self.db)
            .await
            .map_err(|e| other("read a key", e))?
        else {
            // Pruned in between: one more try.
            return Ok(Held::InFlight);
        };
        if found.fingerprint != fingerprint {
            return Ok(Held::Other);
        }
        if found.status != 0 {
            return Ok(Held::Answer(KeptAnswer {
                status: u16::try_from(found.status).unwrap_or(500),
                content_type: found.content_type,
                location: found.location,
                body: found.body,
            }));
        }
        if now_ms - found.created_at < CLAIM_MS {
            return Ok(Held::InFlight);
        }
        // A claim a crash left: take it over, unless another did first.
        use sea_orm::sea_query::Expr;
        let change = keys::Entity::update_many()
            .col_expr(keys::Column::CreatedAt, Expr::value(now_ms))
            .filter(keys::Column::Scope.eq(scope))
            .filter(keys::Column::Key.eq(key))
            .filter(keys::Column::Status.eq(0))
            .filter(keys::Column::CreatedAt.eq(found.created_at));
        let taken = super::writes::changed(&self.db, change, "take over a key").await?;
        Ok(if taken == 1 { Held::Claimed } else { Held::InFlight })
    }

    /// Keeps the answer of a claimed key.
    ///
    /// # Errors
    /// The database failed.
    pub async fn keep(
        &self,
        scope: &str,
        key: &str,
        answer: &KeptAnswer,
    ) -> Result<(), StoreError> {
        use sea_orm::sea_query::Expr;
        let change = keys::Entity::update_many()
            .col_expr(keys::Column::Status, Expr::value(i32::from(answer.status)))
            .col_expr(keys::Column::ContentType, Expr::value(answer.content_type.clone()))
            .col_expr(keys::Column::Location, Expr::value(answer.location.clone()))
            .col_expr(keys::Column::Body, Expr::value(answer.body.clone()))
            .filter(keys::Column::Scope.eq(scope))
            .filter(keys::Column::Key.eq(key));
        super::writes::changed(&self.db, change, "keep an answer").await?;
        Ok(())
    }

    /// Lets a claimed key go (its request failed in a way worth retrying).
    ///
    /// # Errors
    /// The database failed.
    pub async fn release(&self, scope: &str, key: &str) -> Result<(), StoreError> {
        let change = keys::Entity::delete_many()
            .filter(keys::Column::Scope.eq(scope))
            .filter(keys::Column::Key.eq(key))
            .filter(keys::Column::Status.eq(0));
        super::writes::changed(&self.db, change, "release a key").await?;
        Ok(())
    }

    /// Drops answers older than [`KEEP_MS`]: how many.
    ///
    /// # Errors
    /// The database failed.
    pub async fn prune(&self, now_ms: i64) -> Result<u64, StoreError> {
        let change =
            keys::Entity::delete_many().filter(keys::Column::CreatedAt.lt(now_ms - KEEP_MS));
        super::writes::changed(&self.db, change, "prune keys").await
    }
}
