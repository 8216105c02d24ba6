//! Web Push subscriptions, quiet hours and the sender's queue on sea-orm
//! (SVC-PUSH).
//!
//! The queue is the feed itself: each subscription keeps the last number of
//! its user's feed it has dealt with (`done_seq`), and is due while the
//! user's feed head (`feed_heads.last`) is past it. Feed numbers become
//! visible in order, so nothing written late is skipped. A sender claims a
//! due subscription for a while (`lease_until`, guarded so that one instance
//! holds it), pushes its notices one by one in order, and moves `done_seq`
//! past each one in its own commit once it is delivered or given up: after a
//! restart, the next sender starts after the last commit, so each notice
//! reaches each subscription once (only a crash between the push service's
//! answer and that commit can repeat one, and the repeat carries the same
//! notice id, which the device's notification tag folds).

use domain::ports::{StoreError, UserId};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ColumnTrait, Condition, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, TransactionTrait,
};

use super::entities::{
    auth_sessions, feed_heads, push_settings, push_subscriptions as subs, users,
};
use super::{StoredNotice, other};

/// The most subscriptions one user keeps (one per device or browser).
pub const MOST_PER_USER: u64 = 10;

/// A subscription as its owner reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subscription {
    /// Its id.
    pub id: String,
    /// The push service's endpoint.
    pub endpoint: String,
    /// The notice types it is sent.
    pub notices: Vec<String>,
    /// When it was made, ms.
    pub created_at_ms: i64,
    /// Pushes delivered to it.
    pub sent: i64,
    /// Failed attempts in a row at its current notice.
    pub attempts: i32,
    /// The push service's last HTTP status.
    pub last_status: Option<i32>,
    /// The last failure, in words.
    pub last_error: Option<String>,
}

impl Subscription {
    fn of(r: subs::Model) -> Self {
        Self {
            notices: serde_json::from_str(&r.notices).unwrap_or_default(),
            id: r.id,
            endpoint: r.endpoint,
            created_at_ms: r.created_at,
            sent: r.sent,
            attempts: r.attempts,
            last_status: r.last_status,
            last_error: r.last_error,
        }
    }
}

/// A subscription to make.
#[derive(Debug, Clone)]
pub struct NewSubscription<'a> {
    /// Its id.
    pub id: &'a str,
    /// Whose.
    pub user: &'a UserId,
    /// The session that makes it (it ends with that session).
    pub session: &'a str,
    /// The endpoint (checked by the caller).
    pub endpoint: &'a str,
    /// The user agent's P-256 key, base64url.
    pub p256dh: &'a str,
    /// The user agent's auth secret, base64url.
    pub auth: &'a str,
    /// The notice types to send it.
    pub notices: &'a [String],
    /// Now, ms.
    pub now_ms: i64,
}

/// Why a subscription was not made.
#[derive(Debug)]
pub enum Refused {
    /// The user has [`MOST_PER_USER`] already.
    TooMany,
    /// The database failed.
    Store(StoreError),
}

impl From<StoreError> for Refused {
    fn from(e: StoreError) -> Self {
        Refused::Store(e)
    }
}

/// A user's quiet hours: minutes of the day, in their offset from UTC.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Quiet {
    /// From (inclusive) and to (exclusive), minutes after midnight; none
    /// when pushes go out at any hour.
    pub hours: Option<(u16, u16)>,
    /// The user's offset from UTC, minutes.
    pub utc_offset: i16,
}

/// A subscription the sender holds, with what it needs to push.
#[derive(Debug, Clone)]
pub struct Claimed {
    /// The subscription.
    pub id: String,
    /// Its owner.
    pub user: String,
    /// The endpoint.
    pub endpoint: String,
    /// The user agent's keys, base64url.
    pub p256dh: String,
    /// And its auth secret.
    pub auth: String,
    /// The notice types it wants.
    pub notices: Vec<String>,
    /// Failed attempts in a row at the first notice.
    pub attempts: i32,
    /// The owner's language (`locale`), if chosen.
    pub locale: Option<String>,
    /// The owner's quiet hours.
    pub quiet: Quiet,
    /// Why it can no longer be sent anything (its session ended).
    pub gone: Option<&'static str>,
    /// Its notices not yet dealt with, oldest first.
    pub pending: Vec<StoredNotice>,
    /// Where it stands once every pending notice is dealt with: the user's
    /// feed head read before the notices (so notices pruned or forgotten
    /// meanwhile are passed), or the last pending one when there are more
    /// than one claim takes.
    pub head: i64,
}

/// The notices one claim takes at most.
const PER_CLAIM: u64 = 16;

/// Subscriptions, quiet hours and the queue, on the games' database.
#[derive(Debug, Clone)]
pub struct SeaPush {
    db: DatabaseConnection,
}

impl SeaPush {
    /// Over an open, migrated connection.
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }

    /// Makes a subscription that is sent the notices written from now on.
    /// An endpoint subscribed before (by anyone) is replaced.
    ///
    /// # Errors
    /// Too many subscriptions, or the database failed.
    pub async fn subscribe(&self, new: &NewSubscription<'_>) -> Result<Subscription, Refused> {
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        subs::Entity::delete_many()
            .filter(subs::Column::Endpoint.eq(new.endpoint))
            .exec(&txn)
            .await
            .map_err(|e| other("replace a subscription", e))?;
        let held = subs::Entity::find()
            .filter(subs::Column::UserId.eq(new.user.0.clone()))
            .count(&txn)
            .await
            .map_err(|e| other("count subscriptions", e))?;
        if held >= MOST_PER_USER {
            return Err(Refused::TooMany);
        }
        let head = head_of(&txn, &new.user.0).await?;
        let row = subs::ActiveModel {
            id: Set(new.id.to_owned()),
            user_id: Set(new.user.0.clone()),
            session_id: Set(new.session.to_owned()),
            endpoint: Set(new.endpoint.to_owned()),
            p256dh: Set(new.p256dh.to_owned()),
            auth: Set(new.auth.to_owned()),
            notices: Set(serde_json::to_string(new.notices).unwrap_or_else(|_| "[]".to_owned())),
            created_at: Set(new.now_ms),
            done_seq: Set(head),
            attempts: Set(0),
            next_at: Set(new.now_ms),
            lease_until: Set(None),
            last_status: Set(None),
            last_error: Set(None),
            sent: Set(0),
        };
        let made = subs::Entity::insert(row)
            .exec_with_returning(&txn)
            .await
            .map_err(|e| other("subscribe", e))?;
        txn.commit().await.map_err(|e| other("commit", e))?;
        Ok(Subscription::of(made))
    }

    /// `user`'s subscriptions, oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn list(&self, user: &UserId) -> Result<Vec<Subscription>, StoreError> {
        let select = subs::Entity::find()
            .filter(subs::Column::UserId.eq(user.0.clone()))
            .order_by_asc(subs::Column::CreatedAt)
            .order_by_asc(subs::Column::Id);
        super::reads::read_all(&self.db, select, "list subscriptions", Subscription::of).await
    }

    /// Removes `user`'s subscription `id`; whether there was one.
    ///
    /// # Errors
    /// The database failed.
    pub async fn remove(&self, user: &UserId, id: &str) -> Result<bool, StoreError> {
        let change = subs::Entity::delete_many()
            .filter(subs::Column::Id.eq(id))
            .filter(subs::Column::UserId.eq(user.0.clone()));
        Ok(super::writes::changed(&self.db, change, "remove a subscription").await? > 0)
    }

    /// Removes every subscription and the quiet hours of `user` (a deleted
    /// account's): how many subscriptions.
    ///
    /// # Errors
    /// The database failed.
    pub async fn forget(&self, user: &UserId) -> Result<u64, StoreError> {
        let change = push_settings::Entity::delete_many()
            .filter(push_settings::Column::UserId.eq(user.0.clone()));
        super::writes::changed(&self.db, change, "forget quiet hours").await?;
        let change = subs::Entity::delete_many().filter(subs::Column::UserId.eq(user.0.clone()));
        super::writes::changed(&self.db, change, "forget subscriptions").await
    }

    /// `user`'s quiet hours.
    ///
    /// # Errors
    /// The database failed.
    pub async fn quiet(&self, user: &UserId) -> Result<Quiet, StoreError> {
        quiet_of(&self.db, &user.0).await
    }

    /// Sets `user`'s quiet hours.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_quiet(&self, user: &UserId, quiet: Quiet) -> Result<(), StoreError> {
        let (from, to) = quiet.hours.map_or((None, None), |(f, t)| (Some(f), Some(t)));
        let row = push_settings::ActiveModel {
            user_id: Set(user.0.clone()),
            quiet_from: Set(from.map(i32::from)),
            quiet_to: Set(to.map(i32::from)),
            utc_offset: Set(i32::from(quiet.utc_offset)),
        };
        push_settings::Entity::insert(row)
            .on_conflict(
                sea_orm::sea_query::OnConflict::column(push_settings::Column::UserId)
                    .update_columns([
                        push_settings::Column::QuietFrom,
                        push_settings::Column::QuietTo,
                        push_settings::Column::UtcOffset,
                    ])
                    .to_owned(),
            )
            .exec(&self.db)
            .await
            .map_err(|e| other("set quiet hours", e))?;
        Ok(())
    }

    /// The subscriptions with notices to push, due and not held, at most
    /// `limit`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn due(&self, now_ms: i64, limit: u64) -> Result<Vec<String>, StoreError> {
        // Behind its user's feed head: a correlated read of one row by key.
        let behind = Expr::cust(
            "\"done_seq\" < (SELECT \"last\" FROM \"feed_heads\" \
             WHERE \"feed_heads\".\"user_id\" = \"push_subscriptions\".\"user_id\")",
        );
        let select = subs::Entity::find()
            .select_only()
            .column(subs::Column::Id)
            .filter(subs::Column::NextAt.lte(now_ms))
            .filter(free(now_ms))
            .filter(behind)
            .order_by_asc(subs::Column::NextAt)
            .limit(limit)
            .into_tuple::<String>();
        super::reads::read_all(&self.db, select, "find due pushes", |id| id).await
    }

    /// Holds subscription `id` until `until_ms` if it is due and nobody
    /// holds it, and reads what its push needs.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim(
        &self,
        id: &str,
        now_ms: i64,
        until_ms: i64,
    ) -> Result<Option<Claimed>, StoreError> {
        let change = subs::Entity::update_many()
            .col_expr(subs::Column::LeaseUntil, Expr::value(until_ms))
            .filter(subs::Column::Id.eq(id))
            .filter(subs::Column::NextAt.lte(now_ms))
            .filter(free(now_ms));
        if super::writes::changed(&self.db, change, "claim a subscription").await? == 0 {
            return Ok(None);
        }
        let Some(row) = subs::Entity::find_by_id(id.to_owned())
            .one(&self.db)
            .await
            .map_err(|e| other("read a subscription", e))?
        else {
            return Ok(None);
        };
        let session = auth_sessions::Entity::find_by_id(row.session_id.clone())
            .one(&self.db)
            .await
            .map_err(|e| other("read a subscription's session", e))?;
        let live = session.is_some_and(|s| !s.revoked && s.expires_at.is_none_or(|e| e > now_ms));
        let locale = users::Entity::find_by_id(row.user_id.clone())
            .one(&self.db)
            .await
            .map_err(|e| other("read a subscriber", e))?
            .and_then(|u| u.locale);
        let user = UserId(row.user_id.clone());
        let head = head_of(&self.db, &row.user_id).await?;
        let pending =
            super::SeaNotices::new(self.db.clone()).since(&user, row.done_seq, PER_CLAIM).await?;
        let full = u64::try_from(pending.len()).unwrap_or(u64::MAX) >= PER_CLAIM;
        let head = match pending.last() {
            Some(last) if full => last.id,
            _ => head,
        };
        Ok(Some(Claimed {
            quiet: quiet_of(&self.db, &row.user_id).await?,
            notices: serde_json::from_str(&row.notices).unwrap_or_default(),
            gone: (!live).then_some("its session ended"),
            id: row.id,
            user: row.user_id,
            endpoint: row.endpoint,
            p256dh: row.p256dh,
            auth: row.auth,
            attempts: row.attempts,
            locale,
            pending,
            head,
        }))
    }

    /// Moves `id` past notice `seq`, delivered (`status`) or passed over.
    ///
    /// # Errors
    /// The database failed.
    pub async fn done(
        &self,
        id: &str,
        seq: i64,
        status: Option<u16>,
        error: Option<String>,
    ) -> Result<(), StoreError> {
        let delivered = status.is_some_and(|s| (200..300).contains(&s));
        let mut change = subs::Entity::update_many()
            .col_expr(subs::Column::DoneSeq, Expr::value(seq))
            .col_expr(subs::Column::Attempts, Expr::value(0))
            .filter(subs::Column::Id.eq(id));
        if let Some(s) = status {
            change = change.col_expr(subs::Column::LastStatus, Expr::value(i32::from(s)));
        }
        if delivered {
            change = change
                .col_expr(subs::Column::Sent, Expr::col(subs::Column::Sent).add(1))
                .col_expr(subs::Column::LastError, Expr::value(Option::<String>::None));
        } else if let Some(e) = error {
            change = change.col_expr(subs::Column::LastError, Expr::value(e));
        }
        super::writes::changed(&self.db, change, "move a subscription on").await.map(drop)
    }

    /// Lets go of `id`: it is looked at again from `next_at_ms`, with
    /// `attempts` failed attempts at its current notice (and why the last
    /// one failed, if it did).
    ///
    /// # Errors
    /// The database failed.
    pub async fn release(
        &self,
        id: &str,
        next_at_ms: i64,
        attempts: i32,
        failure: Option<(Option<u16>, String)>,
    ) -> Result<(), StoreError> {
        let mut change = subs::Entity::update_many()
            .col_expr(subs::Column::LeaseUntil, Expr::value(Option::<i64>::None))
            .col_expr(subs::Column::NextAt, Expr::value(next_at_ms))
            .col_expr(subs::Column::Attempts, Expr::value(attempts))
            .filter(subs::Column::Id.eq(id));
        if let Some((status, error)) = failure {
            change = change
                .col_expr(subs::Column::LastStatus, Expr::value(status.map(i32::from)))
                .col_expr(subs::Column::LastError, Expr::value(error));
        }
        super::writes::changed(&self.db, change, "release a subscription").await.map(drop)
    }

    /// Drops subscription `id` (the push service said it is gone, or its
    /// session ended).
    ///
    /// # Errors
    /// The database failed.
    pub async fn drop_gone(&self, id: &str) -> Result<(), StoreError> {
        let change = subs::Entity::delete_many().filter(subs::Column::Id.eq(id));
        super::writes::changed(&self.db, change, "drop a subscription").await.map(drop)
    }

    /// Subscriptions whose current notice failed at least once, for
    /// operators, the most attempted first, at most `limit`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn failing(&self, limit: u64) -> Result<Vec<Subscription>, StoreError> {
        let select = subs::Entity::find()
            .filter(subs::Column::Attempts.gt(0))
            .order_by_desc(subs::Column::Attempts)
            .order_by_asc(subs::Column::Id)
            .limit(limit);
        super::reads::read_all(&self.db, select, "list failing pushes", Subscription::of).await
    }
}

/// Not held by a live claim.
fn free(now_ms: i64) -> Condition {
    Condition::any()
        .add(subs::Column::LeaseUntil.is_null())
        .add(subs::Column::LeaseUntil.lt(now_ms))
}

/// `user`'s feed head: the last number given on their feed (0 for none).
async fn head_of(db: &impl sea_orm::ConnectionTrait, user: &str) -> Result<i64, StoreError> {
    let select = feed_heads::Entity::find_by_id(user.to_owned());
    Ok(super::reads::read_one(db, select, "read a feed head", |h| h.last).await?.unwrap_or(0))
}

async fn quiet_of(db: &impl sea_orm::ConnectionTrait, user: &str) -> Result<Quiet, StoreError> {
    let select = push_settings::Entity::find_by_id(user.to_owned());
    let read = super::reads::read_one(db, select, "read quiet hours", |s| {
        let minute = |m: Option<i32>| m.and_then(|m| u16::try_from(m).ok());
        Quiet {
            hours: minute(s.quiet_from).zip(minute(s.quiet_to)),
            utc_offset: i16::try_from(s.utc_offset).unwrap_or(0),
        }
    })
    .await?;
    Ok(read.unwrap_or_default())
}
