//! The audit log and chat on sea-orm (`SeaModeration`: [`AuditLog`],
//! [`ChatStore`]).

use domain::ports::{
    AuditEntry, AuditFilter, AuditLog, ChatMessage, ChatStore, GameId, StoreError, UserId,
};
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect, TransactionTrait,
};

use super::entities::{audit_log, chat_messages};
use super::other;

/// The sea-orm implementation of [`AuditLog`] and [`ChatStore`], on the
/// same database as the games.
#[derive(Debug, Clone)]
pub struct SeaModeration {
    db: DatabaseConnection,
}

impl SeaModeration {
    /// Over an open, migrated connection (see `SeaGameStore::connection`).
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }

    /// The connection, for the other stores on the same tables' database.
    pub(super) fn db(&self) -> &DatabaseConnection {
        &self.db
    }
}

pub(super) fn id(i: i64) -> u64 {
    u64::try_from(i).unwrap_or(0)
}

fn entry(m: audit_log::Model) -> AuditEntry {
    AuditEntry {
        id: id(m.id),
        actor: UserId(m.actor_id),
        action: m.action,
        target_kind: m.target_kind,
        target_id: m.target_id,
        reason: m.reason,
        at_ms: m.created_at,
    }
}

fn message(m: chat_messages::Model) -> ChatMessage {
    ChatMessage {
        id: id(m.id),
        game_id: GameId(m.game_id),
        user: UserId(m.user_id),
        body: m.body,
        deleted: m.deleted,
        at_ms: m.created_at,
    }
}

pub(super) fn signed(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Records `e` on `db`: the log's own connection, or the transaction of the
/// operator's action it describes.
pub(super) async fn insert_audit(
    db: &impl ConnectionTrait,
    e: &AuditEntry,
) -> Result<AuditEntry, StoreError> {
    let row = audit_log::ActiveModel {
        id: NotSet,
        actor_id: Set(e.actor.0.clone()),
        action: Set(e.action.clone()),
        target_kind: Set(e.target_kind.clone()),
        target_id: Set(e.target_id.clone()),
        reason: Set(e.reason.clone()),
        created_at: Set(e.at_ms),
    };
    Ok(entry(row.insert(db).await.map_err(|e| other("record audit", e))?))
}

impl AuditLog for SeaModeration {
    async fn record(&self, e: AuditEntry) -> Result<AuditEntry, StoreError> {
        insert_audit(&self.db, &e).await
    }

    async fn list(
        &self,
        filter: &AuditFilter,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<AuditEntry>, u64), StoreError> {
        let mut query = audit_log::Entity::find();
        if let Some(actor) = &filter.actor {
            query = query.filter(audit_log::Column::ActorId.eq(actor.0.clone()));
        }
        if let Some(action) = &filter.action {
            query = query.filter(audit_log::Column::Action.eq(action.clone()));
        }
        if let Some(target) = &filter.target {
            query = query.filter(audit_log::Column::TargetId.eq(target.clone()));
        }
        if let Some(from) = filter.from_ms {
            query = query.filter(audit_log::Column::CreatedAt.gte(from));
        }
        if let Some(to) = filter.to_ms {
            query = query.filter(audit_log::Column::CreatedAt.lt(to));
        }
        let order = |q: sea_orm::Select<audit_log::Entity>| q.order_by_desc(audit_log::Column::Id);
        let (rows, total) =
            super::reads::counted_page(&self.db, query, order, (offset, limit), "audit").await?;
        Ok((rows.into_iter().map(entry).collect(), total))
    }
}

impl ChatStore for SeaModeration {
    async fn post(&self, m: ChatMessage) -> Result<ChatMessage, StoreError> {
        let row = chat_messages::ActiveModel {
            id: NotSet,
            game_id: Set(m.game_id.0),
            user_id: Set(m.user.0),
            body: Set(m.body),
            deleted: Set(m.deleted),
            created_at: Set(m.at_ms),
        };
        Ok(message(row.insert(&self.db).await.map_err(|e| other("post chat", e))?))
    }

    async fn list(
        &self,
        game: &GameId,
        after: u64,
        limit: u64,
    ) -> Result<Vec<ChatMessage>, StoreError> {
        let select = chat_messages::Entity::find()
            .filter(chat_messages::Column::GameId.eq(game.0.clone()))
            .filter(chat_messages::Column::Id.gt(signed(after)))
            .order_by_asc(chat_messages::Column::Id)
            .limit(limit);
        super::reads::read_all(&self.db, select, "list chat", message).await
    }

    async fn by_user(&self, user: &UserId, limit: u64) -> Result<Vec<ChatMessage>, StoreError> {
        let select = chat_messages::Entity::find()
            .filter(chat_messages::Column::UserId.eq(user.0.clone()))
            .order_by_desc(chat_messages::Column::Id)
            .limit(limit);
        super::reads::read_all(&self.db, select, "list chat by user", message).await
    }

    async fn delete(
        &self,
        message_id: u64,
        audit: &AuditEntry,
    ) -> Result<Option<ChatMessage>, StoreError> {
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        let Some(found) = chat_messages::Entity::find_by_id(signed(message_id))
            .one(&txn)
            .await
            .map_err(|e| other("read chat", e))?
        else {
            return Ok(None);
        };
        let mut row: chat_messages::ActiveModel = found.into();
        row.deleted = Set(true);
        let deleted = message(row.update(&txn).await.map_err(|e| other("delete chat", e))?);
        let mut entry = audit.clone();
        entry.reason = domain::ports::deletion_reason(&audit.reason, &deleted.body);
        insert_audit(&txn, &entry).await?;
        txn.commit().await.map_err(|e| other("commit", e))?;
        Ok(Some(deleted))
    }
}
