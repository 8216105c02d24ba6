//! The webhooks and their delivery log on sea-orm: "your turn"
//! (SVC-NOTIFY) and the changes of a game's life (SVC-LIFE).
//!
//! A delivery is queued by the commit that began a user's step, or that
//! paused, resumed or aborted their game; the sender
//! claims it (`lease_until`, guarded so that one instance holds it), posts
//! it and writes the outcome back. The URL and secret are read at each
//! attempt, so a changed webhook applies to what is still pending.

use domain::ports::{GameId, Notice, NoticeKind, StoreError, TurnNotice, UserId};
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect,
};

use super::entities::{webhook_deliveries as deliveries, webhooks};
use super::other;

/// A user's registered webhook.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Webhook {
    /// Where deliveries go.
    pub url: String,
    /// When it was registered, ms.
    pub created_at_ms: i64,
}

/// One delivery as its user's log shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    /// Its id (also the `X-TEG-Delivery` header).
    pub id: i64,
    /// The game whose turn it announces.
    pub game_id: String,
    /// The game's version then.
    pub version: i64,
    /// Where it went (or goes).
    pub url: String,
    /// `pending`, `delivered` or `failed`.
    pub status: String,
    /// Attempts made.
    pub attempts: i32,
    /// The last answer's HTTP status.
    pub last_status: Option<i32>,
    /// The last failure, in words.
    pub last_error: Option<String>,
    /// Queued at, ms.
    pub created_at_ms: i64,
    /// The next attempt, ms (pending only).
    pub next_at_ms: Option<i64>,
    /// Delivered or given up at, ms.
    pub done_at_ms: Option<i64>,
}

/// A delivery the sender holds, with what it needs to post it.
#[derive(Debug, Clone)]
pub struct Claimed {
    /// The delivery.
    pub id: i64,
    /// This attempt's number, from 1.
    pub attempts: i32,
    /// The JSON body.
    pub body: String,
    /// The user's URL now.
    pub url: String,
    /// The user's secret now.
    pub secret: String,
    /// Why it cannot be sent at all (the webhook was removed).
    pub gone: Option<String>,
}

/// What became of an attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Attempt {
    /// A 2xx answer.
    Delivered {
        /// The HTTP status.
        status: u16,
    },
    /// Another attempt at `next_at_ms`.
    Retry {
        /// The HTTP status, if there was an answer.
        status: Option<u16>,
        /// Why it failed.
        error: String,
        /// When to try again.
        next_at_ms: i64,
    },
    /// No more attempts.
    Failed {
        /// The HTTP status, if there was an answer.
        status: Option<u16>,
        /// Why it failed.
        error: String,
    },
}

/// A delivery not yet made (also written by the group commit, `batch.rs`).
pub(super) const PENDING: &str = "pending";

/// Queues the notice's delivery if its user has a webhook.
pub(super) async fn enqueue(
    db: &impl ConnectionTrait,
    notice: &TurnNotice,
    now_ms: i64,
) -> Result<(), StoreError> {
    let body = crate::notice::body(notice);
    queue(db, (&notice.user, &notice.game_id, notice.version), body, now_ms).await
}

/// Queues a change of a game's life (SVC-LIFE: `game_paused`,
/// `game_resumed`, `game_aborted`) or a whisper's arrival (SVC-WHISPER:
/// `whisper`, without its text) to its user's webhook, if they have one;
/// any other notice is not a webhook's.
/// The body is the notice as the feed shows it (`number` on the user's
/// feed, written at `now_ms`).
pub(super) async fn enqueue_life(
    db: &impl ConnectionTrait,
    notice: &Notice,
    number: i64,
    now_ms: i64,
) -> Result<(), StoreError> {
    let version = match notice.kind {
        NoticeKind::GamePaused { version }
        | NoticeKind::GameResumed { version }
        | NoticeKind::GameAborted { version } => version,
        // A whisper is no version of its game: its delivery says 0.
        NoticeKind::Whisper { .. } => 0,
        _ => return Ok(()),
    };
    let Some(game) = &notice.game_id else { return Ok(()) };
    let payload = super::notices::payload(&notice.kind)?;
    let shown =
        crate::notice::notice((number, notice.kind.name()), Some(&game.0), now_ms, &payload);
    queue(db, (&notice.user, game, version), shown.to_string(), now_ms).await
}

/// Queues `body` for `user`'s webhook, if they have one, about `game` at
/// `version`.
async fn queue(
    db: &impl ConnectionTrait,
    (user, game, version): (&UserId, &GameId, u64),
    body: String,
    now_ms: i64,
) -> Result<(), StoreError> {
    let Some(hook) = webhooks::Entity::find_by_id(user.0.clone())
        .one(db)
        .await
        .map_err(|e| other("find a webhook", e))?
    else {
        return Ok(());
    };
    let row = deliveries::ActiveModel {
        id: NotSet,
        user_id: Set(user.0.clone()),
        game_id: Set(game.0.clone()),
        version: Set(i64::try_from(version).unwrap_or(i64::MAX)),
        url: Set(hook.url),
        body: Set(body),
        status: Set(PENDING.to_owned()),
        attempts: Set(0),
        next_at: Set(now_ms),
        lease_until: Set(None),
        last_status: Set(None),
        last_error: Set(None),
        created_at: Set(now_ms),
        done_at: Set(None),
    };
    deliveries::Entity::insert(row).exec(db).await.map_err(|e| other("queue a delivery", e))?;
    Ok(())
}

/// Webhooks and deliveries, on the games' database.
#[derive(Debug, Clone)]
pub struct SeaWebhooks {
    db: DatabaseConnection,
}

impl SeaWebhooks {
    /// Over an open, migrated connection (see `SeaGameStore::connection`).
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }

    /// Registers (or replaces) `user`'s webhook.
    ///
    /// # Errors
    /// The database failed.
    pub async fn put(
        &self,
        user: &str,
        url: &str,
        secret: &str,
        now_ms: i64,
    ) -> Result<Webhook, StoreError> {
        let row = webhooks::ActiveModel {
            user_id: Set(user.to_owned()),
            url: Set(url.to_owned()),
            secret: Set(secret.to_owned()),
            created_at: Set(now_ms),
        };
        webhooks::Entity::insert(row)
            .on_conflict(
                OnConflict::column(webhooks::Column::UserId)
                    .update_columns([
                        webhooks::Column::Url,
                        webhooks::Column::Secret,
                        webhooks::Column::CreatedAt,
                    ])
                    .to_owned(),
            )
            .exec(&self.db)
            .await
            .map_err(|e| other("register a webhook", e))?;
        Ok(Webhook { url: url.to_owned(), created_at_ms: now_ms })
    }

    /// `user`'s webhook, if any.
    ///
    /// # Errors
    /// The database failed.
    pub async fn get(&self, user: &str) -> Result<Option<Webhook>, StoreError> {
        let select = webhooks::Entity::find_by_id(user.to_owned());
        super::reads::read_one(&self.db, select, "find a webhook", |r| Webhook {
            url: r.url,
            created_at_ms: r.created_at,
        })
        .await
    }

    /// Removes `user`'s webhook; whether there was one. Pending deliveries
    /// fail at their next attempt.
    ///
    /// # Errors
    /// The database failed.
    pub async fn delete(&self, user: &str) -> Result<bool, StoreError> {
        let done = webhooks::Entity::delete_by_id(user.to_owned())
            .exec(&self.db)
            .await
            .map_err(|e| other("remove a webhook", e))?;
        Ok(done.rows_affected > 0)
    }

    /// `user`'s deliveries, newest first, at most `limit`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn deliveries(&self, user: &str, limit: u64) -> Result<Vec<Delivery>, StoreError> {
        let rows = deliveries::Entity::find()
            .filter(deliveries::Column::UserId.eq(user))
            .order_by_desc(deliveries::Column::Id)
            .limit(limit)
            .all(&self.db)
            .await
            .map_err(|e| other("list deliveries", e))?;
        Ok(rows
            .into_iter()
            .map(|r| Delivery {
                next_at_ms: (r.status == PENDING).then_some(r.next_at),
                id: r.id,
                game_id: r.game_id,
                version: r.version,
                url: r.url,
                status: r.status,
                attempts: r.attempts,
                last_status: r.last_status,
                last_error: r.last_error,
                created_at_ms: r.created_at,
                done_at_ms: r.done_at,
            })
            .collect())
    }

    /// Pending, due at `now_ms` and held by nobody.
    fn free_and_due(now_ms: i64) -> Condition {
        Condition::all()
            .add(deliveries::Column::Status.eq(PENDING))
            .add(deliveries::Column::NextAt.lte(now_ms))
            .add(
                Condition::any()
                    .add(deliveries::Column::LeaseUntil.is_null())
                    .add(deliveries::Column::LeaseUntil.lt(now_ms)),
            )
    }

    /// The ids of deliveries due at `now_ms`, earliest first, at most `limit`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn due(&self, now_ms: i64, limit: u64) -> Result<Vec<i64>, StoreError> {
        deliveries::Entity::find()
            .select_only()
            .column(deliveries::Column::Id)
            .filter(Self::free_and_due(now_ms))
            .order_by_asc(deliveries::Column::NextAt)
            .limit(limit)
            .into_tuple::<i64>()
            .all(&self.db)
            .await
            .map_err(|e| other("due deliveries", e))
    }

    /// Holds delivery `id` until `until_ms` and counts the attempt, if it is
    /// still due and free: what posting it needs.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim(
        &self,
        id: i64,
        now_ms: i64,
        until_ms: i64,
    ) -> Result<Option<Claimed>, StoreError> {
        let change = deliveries::Entity::update_many()
            .col_expr(deliveries::Column::LeaseUntil, Expr::value(until_ms))
            .col_expr(deliveries::Column::Attempts, Expr::col(deliveries::Column::Attempts).add(1))
            .filter(deliveries::Column::Id.eq(id))
            .filter(Self::free_and_due(now_ms));
        let claimed = super::writes::changed(&self.db, change, "claim a delivery").await?;
        if claimed != 1 {
            return Ok(None);
        }
        let Some(row) = deliveries::Entity::find_by_id(id)
            .one(&self.db)
            .await
            .map_err(|e| other("read a delivery", e))?
        else {
            return Ok(None);
        };
        let hook = webhooks::Entity::find_by_id(row.user_id.clone())
            .one(&self.db)
            .await
            .map_err(|e| other("find a webhook", e))?;
        // A banned account is told nothing more, on this channel as on
        // every other (issue 47): its deliveries fail without a post.
        let account = super::entities::users::Entity::find_by_id(row.user_id.clone())
            .one(&self.db)
            .await
            .map_err(|e| other("read a webhook's account", e))?;
        let banned =
            account.is_some_and(|u| u.banned && u.banned_until.is_none_or(|until| until > now_ms));
        Ok(Some(match hook {
            Some(_) if banned => Claimed {
                id,
                attempts: row.attempts,
                body: row.body,
                url: row.url,
                secret: String::new(),
                gone: Some("the account is banned".to_owned()),
            },
            Some(h) => Claimed {
                id,
                attempts: row.attempts,
                body: row.body,
                url: h.url,
                secret: h.secret,
                gone: None,
            },
            None => Claimed {
                id,
                attempts: row.attempts,
                body: row.body,
                url: row.url,
                secret: String::new(),
                gone: Some("the webhook was removed".to_owned()),
            },
        }))
    }

    /// Writes an attempt's outcome and releases the claim.
    ///
    /// # Errors
    /// The database failed.
    pub async fn finish(
        &self,
        claimed: &Claimed,
        attempt: &Attempt,
        now_ms: i64,
    ) -> Result<(), StoreError> {
        let (status, next_at, last_status, last_error, done_at) = match attempt {
            Attempt::Delivered { status } => ("delivered", None, Some(*status), None, Some(now_ms)),
            Attempt::Retry { status, error, next_at_ms } => {
                (PENDING, Some(*next_at_ms), *status, Some(error.clone()), None)
            }
            Attempt::Failed { status, error } => {
                ("failed", None, *status, Some(error.clone()), Some(now_ms))
            }
        };
        let mut update = deliveries::Entity::update_many()
            .col_expr(deliveries::Column::Status, Expr::value(status))
            .col_expr(deliveries::Column::Url, Expr::value(claimed.url.clone()))
            .col_expr(deliveries::Column::LeaseUntil, Expr::value(Option::<i64>::None))
            .col_expr(deliveries::Column::LastStatus, Expr::value(last_status.map(i32::from)))
            .col_expr(deliveries::Column::LastError, Expr::value(last_error))
            .col_expr(deliveries::Column::DoneAt, Expr::value(done_at));
        if let Some(at) = next_at {
            update = update.col_expr(deliveries::Column::NextAt, Expr::value(at));
        }
        update
            .filter(deliveries::Column::Id.eq(claimed.id))
            .exec(&self.db)
            .await
            .map_err(|e| other("record a delivery", e))?;
        Ok(())
    }

    /// Deletes finished deliveries queued before `before_ms`: how many.
    ///
    /// # Errors
    /// The database failed.
    pub async fn prune(&self, before_ms: i64) -> Result<u64, StoreError> {
        let change = deliveries::Entity::delete_many()
            .filter(deliveries::Column::Status.ne(PENDING))
            .filter(deliveries::Column::CreatedAt.lt(before_ms));
        super::writes::changed(&self.db, change, "prune deliveries").await
    }
}
