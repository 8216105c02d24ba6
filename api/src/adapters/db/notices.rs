//! Users' feeds (`notices`): each notice a row numbered by the database in
//! the order written, so a client resumes its feed after the last id it
//! read; kept [`KEEP_MS`].

use domain::ports::{Notice, NoticeKind, StoreError, UserId};
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};

use super::entities::notices;
use super::other;

/// How long a notice is kept.
pub(crate) const KEEP_MS: i64 = 7 * 24 * 3_600 * 1_000;

/// A notice as read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredNotice {
    /// Its number, increasing in the order written.
    pub id: i64,
    /// `your_turn`, `game_started`, ...
    pub kind: String,
    /// The game it is about.
    pub game_id: Option<String>,
    /// Its fields as JSON (an object).
    pub payload: String,
    /// When, ms since the epoch.
    pub at_ms: i64,
}

/// A notice's stored payload: its kind as JSON.
pub(super) fn payload(kind: &NoticeKind) -> Result<String, StoreError> {
    serde_json::to_string(kind).map_err(|e| other("encode a notice", e))
}

/// Writes notices, in order.
///
/// # Errors
/// The database failed.
pub(crate) async fn push(
    db: &impl ConnectionTrait,
    list: &[Notice],
    now_ms: i64,
) -> Result<(), StoreError> {
    if list.is_empty() {
        return Ok(());
    }
    let rows = list
        .iter()
        .map(|n| {
            Ok(notices::ActiveModel {
                id: NotSet,
                user_id: Set(n.user.0.clone()),
                kind: Set(n.kind.name().to_owned()),
                game_id: Set(n.game_id.as_ref().map(|g| g.0.clone())),
                payload: Set(payload(&n.kind)?),
                at: Set(now_ms),
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    notices::Entity::insert_many(rows).exec(db).await.map_err(|e| other("write notices", e))?;
    Ok(())
}

/// Users' feeds, on the games' database.
#[derive(Debug, Clone)]
pub struct SeaNotices {
    db: DatabaseConnection,
}

impl SeaNotices {
    /// Over an open, migrated connection.
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }

    /// Writes notices for their users.
    ///
    /// # Errors
    /// The database failed.
    pub async fn push(&self, list: &[Notice], now_ms: i64) -> Result<(), StoreError> {
        push(&self.db, list, now_ms).await
    }

    /// Writes one notice now, best effort as every notice is: a failure is
    /// logged, never the caller's error (what it tells of happened).
    pub async fn tell(&self, notice: Notice) {
        let now = super::now_ms();
        if let Err(e) = self.push(&[notice], now).await {
            tracing::warn!(error = ?e, "a notice was not written");
        }
    }

    /// `user`'s notices after `since`, oldest first, at most `limit`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn since(
        &self,
        user: &UserId,
        since: i64,
        limit: u64,
    ) -> Result<Vec<StoredNotice>, StoreError> {
        let rows = notices::Entity::find()
            .filter(notices::Column::UserId.eq(user.0.clone()))
            .filter(notices::Column::Id.gt(since))
            .order_by_asc(notices::Column::Id)
            .limit(limit)
            .all(&self.db)
            .await
            .map_err(|e| other("read notices", e))?;
        Ok(rows
            .into_iter()
            .map(|r| StoredNotice {
                id: r.id,
                kind: r.kind,
                game_id: r.game_id,
                payload: r.payload,
                at_ms: r.at,
            })
            .collect())
    }

    /// The users with notices after `since`, each with its newest id, and
    /// the newest id of all (`since` when there is none): what wakes the
    /// feeds open on this instance.
    ///
    /// # Errors
    /// The database failed.
    pub async fn written_after(&self, since: i64) -> Result<(Vec<(String, i64)>, i64), StoreError> {
        let rows: Vec<(i64, String)> = notices::Entity::find()
            .select_only()
            .column(notices::Column::Id)
            .column(notices::Column::UserId)
            .filter(notices::Column::Id.gt(since))
            .order_by_asc(notices::Column::Id)
            .limit(10_000)
            .into_tuple()
            .all(&self.db)
            .await
            .map_err(|e| other("read new notices", e))?;
        let last = rows.last().map_or(since, |(id, _)| *id);
        Ok((rows.into_iter().map(|(id, user)| (user, id)).collect(), last))
    }

    /// The newest notice id of all (0 when there is none).
    ///
    /// # Errors
    /// The database failed.
    pub async fn newest(&self) -> Result<i64, StoreError> {
        let row: Option<i64> = notices::Entity::find()
            .select_only()
            .column(notices::Column::Id)
            .order_by_desc(notices::Column::Id)
            .limit(1)
            .into_tuple()
            .one(&self.db)
            .await
            .map_err(|e| other("read the newest notice", e))?;
        Ok(row.unwrap_or(0))
    }

    /// Drops notices older than [`KEEP_MS`]: how many.
    ///
    /// # Errors
    /// The database failed.
    pub async fn prune(&self, now_ms: i64) -> Result<u64, StoreError> {
        let done = notices::Entity::delete_many()
            .filter(notices::Column::At.lt(now_ms - KEEP_MS))
            .exec(&self.db)
            .await
            .map_err(|e| other("prune notices", e))?;
        Ok(done.rows_affected)
    }
}
