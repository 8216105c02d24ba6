//! Format versions on stored events and snapshots: every row says which
//! encoding wrote it, so the service decodes old events (upcasting them)
//! and ignores snapshots of an older state layout, replaying instead. Rows
//! written before this migration are format 1.

use sea_orm_migration::prelude::*;

/// Adds `format` to `game_events` and `snapshots`.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden)]
enum GameEvents {
    Table,
    Format,
}

#[derive(DeriveIden)]
enum Snapshots {
    Table,
    Format,
}

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(GameEvents::Table)
                    .add_column(ColumnDef::new(GameEvents::Format).integer().not_null().default(1))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Snapshots::Table)
                    .add_column(ColumnDef::new(Snapshots::Format).integer().not_null().default(1))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter().table(Snapshots::Table).drop_column(Snapshots::Format).to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter().table(GameEvents::Table).drop_column(GameEvents::Format).to_owned(),
            )
            .await
    }
}
