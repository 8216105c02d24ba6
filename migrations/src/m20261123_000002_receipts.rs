//! Idempotency keys commit with their action since this migration: a key
//! either holds an answer or does not exist. Rows left at status 0 were
//! claims of the old protocol whose request never finished (a crash): they
//! would answer `IDEMPOTENCY_IN_PROGRESS` forever, so they go, and a retry
//! with such a key runs (the old protocol stored the events after the claim,
//! so none of these keys has events of its own).

use sea_orm_migration::prelude::*;

/// Deletes the unfinished claims.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden)]
enum IdempotencyKeys {
    Table,
    Status,
}

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let delete = Query::delete()
            .from_table(IdempotencyKeys::Table)
            .and_where(Expr::col(IdempotencyKeys::Status).eq(0))
            .to_owned();
        manager.exec_stmt(delete).await
    }

    /// Nothing to restore: the deleted rows held no answer.
    async fn down(&self, _manager: &SchemaManager) -> Result<(), DbErr> {
        Ok(())
    }
}
