//! Users' feeds (`notices`): each notice numbered on its user's feed in
//! the order notices become visible (`seq`, from the user's `feed_heads`
//! row, raised and held locked by the transaction that writes them), so a
//! client that resumes after the last number it read never misses one;
//! kept [`KEEP_MS`].

use domain::ports::{Notice, NoticeKind, StoreError, UserId};
use sea_orm::ActiveValue::{NotSet, Set};
use std::collections::BTreeMap;

use sea_orm::sea_query::{Expr, Func, OnConflict, Query};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect, TransactionTrait,
};

use super::entities::{feed_heads, notices};
use super::other;

/// How long a notice is kept.
pub(crate) const KEEP_MS: i64 = 7 * 24 * 3_600 * 1_000;

/// A notice as read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredNotice {
    /// Its number on its user's feed, increasing in the order notices
    /// become visible.
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

/// Raises `user`'s feed head by `n` in the caller's transaction: the last
/// number it now holds. The head's row stays locked until that
/// transaction ends, so the next writer of this user's notices numbers
/// after these and commits after them.
async fn raise_head(db: &impl ConnectionTrait, user: &str, n: i64) -> Result<i64, StoreError> {
    let raise = Query::insert()
        .into_table(feed_heads::Entity)
        .columns([feed_heads::Column::UserId, feed_heads::Column::Last])
        .values_panic([user.into(), n.into()])
        .on_conflict(
            OnConflict::column(feed_heads::Column::UserId)
                .value(feed_heads::Column::Last, Expr::cust("feed_heads.last + excluded.last"))
                .to_owned(),
        )
        .returning_col(feed_heads::Column::Last)
        .to_owned();
    let row = db.query_one(&raise).await.map_err(|e| other("raise a feed head", e))?;
    row.map(|r| r.try_get::<i64>("", "last"))
        .transpose()
        .map_err(|e| other("raise a feed head", e))?
        .ok_or_else(|| StoreError::Other("a feed head was not returned".to_owned()))
}

/// Writes notices, in order, each numbered on its user's feed: the numbers,
/// in the order of `list`. Heads are raised in user order, so two writers
/// never wait on each other in a circle.
///
/// # Errors
/// The database failed.
pub(crate) async fn push(
    db: &impl ConnectionTrait,
    list: &[Notice],
    now_ms: i64,
) -> Result<Vec<i64>, StoreError> {
    if list.is_empty() {
        return Ok(Vec::new());
    }
    let mut counts: BTreeMap<&str, i64> = BTreeMap::new();
    for n in list {
        *counts.entry(n.user.0.as_str()).or_default() += 1;
    }
    // The next number of each user: after their raised head's previous value.
    let mut next: BTreeMap<&str, i64> = BTreeMap::new();
    for (user, n) in counts {
        let last = raise_head(db, user, n).await?;
        next.insert(user, last - n + 1);
    }
    let mut seqs = Vec::with_capacity(list.len());
    let rows = list
        .iter()
        .map(|n| {
            let slot = next.get_mut(n.user.0.as_str()).expect("every user's head was raised");
            let seq = *slot;
            *slot += 1;
            seqs.push(seq);
            Ok(notices::ActiveModel {
                id: NotSet,
                user_id: Set(n.user.0.clone()),
                kind: Set(n.kind.name().to_owned()),
                game_id: Set(n.game_id.as_ref().map(|g| g.0.clone())),
                payload: Set(payload(&n.kind)?),
                at: Set(now_ms),
                seq: Set(Some(seq)),
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    notices::Entity::insert_many(rows).exec(db).await.map_err(|e| other("write notices", e))?;
    Ok(seqs)
}

/// [`push`] in a transaction of its own: each head stays locked until its
/// notices are visible.
///
/// # Errors
/// The database failed.
pub(crate) async fn push_alone(
    db: &DatabaseConnection,
    list: &[Notice],
    now_ms: i64,
) -> Result<(), StoreError> {
    if list.is_empty() {
        return Ok(());
    }
    let txn = db.begin().await.map_err(|e| other("begin", e))?;
    push(&txn, list, now_ms).await?;
    txn.commit().await.map_err(|e| other("commit", e))
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
        push_alone(&self.db, list, now_ms).await
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
            .filter(notices::Column::Seq.gt(since))
            .order_by_asc(notices::Column::Seq)
            .limit(limit)
            .all(&self.db)
            .await
            .map_err(|e| other("read notices", e))?;
        Ok(rows
            .into_iter()
            .map(|r| StoredNotice {
                id: r.seq.unwrap_or(r.id),
                kind: r.kind,
                game_id: r.game_id,
                payload: r.payload,
                at_ms: r.at,
            })
            .collect())
    }

    /// Each user's newest notice number among the notices written at or
    /// after `at_ms` (the watcher's window), as (user, number). Folded in
    /// the database: the watcher reads a row per user, not per notice (at a
    /// thousand notices a second the window holds ten thousand rows, read
    /// five times a second).
    ///
    /// # Errors
    /// The database failed.
    pub async fn written_since(&self, at_ms: i64) -> Result<Vec<(String, i64)>, StoreError> {
        let number =
            Func::coalesce([Expr::col(notices::Column::Seq), Expr::col(notices::Column::Id)]);
        let select = notices::Entity::find()
            .select_only()
            .column(notices::Column::UserId)
            .column_as(Expr::expr(Func::max(number)), "newest")
            .filter(notices::Column::At.gte(at_ms))
            .group_by(notices::Column::UserId)
            .into_tuple::<(String, i64)>();
        super::reads::read_all(&self.db, select, "read new notices", |row| row).await
    }

    /// Drops every notice of `user` (a deleted account's): how many. The
    /// feed's head stays, so numbers are never given twice.
    ///
    /// # Errors
    /// The database failed.
    pub async fn forget(&self, user: &UserId) -> Result<u64, StoreError> {
        let change =
            notices::Entity::delete_many().filter(notices::Column::UserId.eq(user.0.clone()));
        super::writes::changed(&self.db, change, "forget notices").await
    }

    /// Drops notices older than [`KEEP_MS`]: how many.
    ///
    /// # Errors
    /// The database failed.
    pub async fn prune(&self, now_ms: i64) -> Result<u64, StoreError> {
        let change =
            notices::Entity::delete_many().filter(notices::Column::At.lt(now_ms - KEEP_MS));
        super::writes::changed(&self.db, change, "prune notices").await
    }
}
