//! Players' reports and operators' notes on sea-orm ([`ReportStore`]): a
//! closing or a note is written with its audit row in one transaction, and
//! a closing is guarded on the report still being open, so two operators
//! closing at once yield one closing and one `REPORT_CLOSED`.

use domain::Color;
use domain::ports::{
    AuditEntry, Closed, GameId, Report, ReportFilter, ReportReason, ReportStatus, ReportStore,
    StoreError, UserId, UserNote,
};
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
    TransactionTrait,
};

use super::entities::{reports, user_notes};
use super::moderation::{SeaModeration, id as unsigned, insert_audit, signed};
use super::other;

fn report(m: reports::Model) -> Report {
    Report {
        id: unsigned(m.id),
        game_id: GameId(m.game_id),
        reporter: UserId(m.reporter_id),
        color: m.color.as_deref().and_then(Color::parse),
        seat: m.seat.and_then(|s| u8::try_from(s).ok()),
        reported: m.reported_id.map(UserId),
        reason: ReportReason::parse(&m.reason).unwrap_or(ReportReason::Other),
        body: m.body,
        version: unsigned(m.version),
        status: ReportStatus::parse(&m.status).unwrap_or(ReportStatus::Open),
        created_at_ms: m.created_at,
        handled_by: m.handled_by.map(UserId),
        handled_at_ms: m.handled_at,
        resolution: m.resolution,
        whispers: m.whisper_ids.split(',').filter_map(|id| id.parse().ok()).collect(),
    }
}

fn note(m: user_notes::Model) -> UserNote {
    UserNote {
        id: unsigned(m.id),
        user: UserId(m.user_id),
        author: UserId(m.author_id),
        body: m.body,
        at_ms: m.created_at,
    }
}

impl ReportStore for SeaModeration {
    async fn file(&self, r: Report) -> Result<Report, StoreError> {
        let row = reports::ActiveModel {
            id: NotSet,
            game_id: Set(r.game_id.0),
            reporter_id: Set(r.reporter.0),
            color: Set(r.color.map(|c| c.as_str().to_owned())),
            seat: Set(r.seat.map(i32::from)),
            reported_id: Set(r.reported.map(|u| u.0)),
            reason: Set(r.reason.as_str().to_owned()),
            body: Set(r.body),
            version: Set(signed(r.version)),
            status: Set(r.status.as_str().to_owned()),
            created_at: Set(r.created_at_ms),
            handled_by: Set(r.handled_by.map(|u| u.0)),
            handled_at: Set(r.handled_at_ms),
            resolution: Set(r.resolution),
            whisper_ids: Set(r.whispers.iter().map(u64::to_string).collect::<Vec<_>>().join(",")),
        };
        Ok(report(row.insert(self.db()).await.map_err(|e| other("file report", e))?))
    }

    async fn report(&self, id: u64) -> Result<Option<Report>, StoreError> {
        let select = reports::Entity::find_by_id(signed(id));
        super::reads::read_one(self.db(), select, "read report", report).await
    }

    async fn reports(
        &self,
        filter: &ReportFilter,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<Report>, u64), StoreError> {
        let mut query = reports::Entity::find();
        if let Some(status) = filter.status {
            query = query.filter(reports::Column::Status.eq(status.as_str()));
        }
        if let Some(game) = &filter.game {
            query = query.filter(reports::Column::GameId.eq(game.0.clone()));
        }
        if let Some(reporter) = &filter.reporter {
            query = query.filter(reports::Column::ReporterId.eq(reporter.0.clone()));
        }
        if let Some(reported) = &filter.reported {
            query = query.filter(reports::Column::ReportedId.eq(reported.0.clone()));
        }
        let order = |q: sea_orm::Select<reports::Entity>| q.order_by_desc(reports::Column::Id);
        let (rows, total) =
            super::reads::counted_page(self.db(), query, order, (offset, limit), "reports").await?;
        Ok((rows.into_iter().map(report).collect(), total))
    }

    async fn close(
        &self,
        id: u64,
        status: ReportStatus,
        audit: &AuditEntry,
    ) -> Result<Closed, StoreError> {
        let txn = self.db().begin().await.map_err(|e| other("begin", e))?;
        // Guarded on `open`: of two operators closing at once, one wins.
        let change = reports::Entity::update_many()
            .col_expr(reports::Column::Status, Expr::value(status.as_str()))
            .col_expr(reports::Column::HandledBy, Expr::value(audit.actor.0.clone()))
            .col_expr(reports::Column::HandledAt, Expr::value(audit.at_ms))
            .col_expr(reports::Column::Resolution, Expr::value(audit.reason.clone()))
            .filter(reports::Column::Id.eq(signed(id)))
            .filter(reports::Column::Status.eq(ReportStatus::Open.as_str()));
        let done = super::writes::changed(&txn, change, "close report").await?;
        let found = reports::Entity::find_by_id(signed(id))
            .one(&txn)
            .await
            .map_err(|e| other("read report", e))?;
        let Some(found) = found else {
            return Ok(Closed::Missing);
        };
        if done == 0 {
            return Ok(Closed::Already(report(found)));
        }
        insert_audit(&txn, audit).await?;
        txn.commit().await.map_err(|e| other("commit", e))?;
        Ok(Closed::Now(report(found)))
    }

    async fn add_note(&self, n: UserNote, audit: &AuditEntry) -> Result<UserNote, StoreError> {
        let txn = self.db().begin().await.map_err(|e| other("begin", e))?;
        let row = user_notes::ActiveModel {
            id: NotSet,
            user_id: Set(n.user.0),
            author_id: Set(n.author.0),
            body: Set(n.body),
            created_at: Set(n.at_ms),
        };
        let added = note(row.insert(&txn).await.map_err(|e| other("add note", e))?);
        insert_audit(&txn, audit).await?;
        txn.commit().await.map_err(|e| other("commit", e))?;
        Ok(added)
    }

    async fn notes(&self, user: &UserId, limit: u64) -> Result<Vec<UserNote>, StoreError> {
        let rows = user_notes::Entity::find()
            .filter(user_notes::Column::UserId.eq(user.0.clone()))
            .order_by_desc(user_notes::Column::Id)
            .limit(limit)
            .all(self.db())
            .await
            .map_err(|e| other("list notes", e))?;
        Ok(rows.into_iter().map(note).collect())
    }
}
