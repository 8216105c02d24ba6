//! Time-limited bans and mutes (issue "Dashboard, second round"): when each
//! ends, ms since the epoch, or null for "until an operator lifts it". The
//! service's sweep lifts those that ran out, with an audit entry.

use sea_orm_migration::prelude::*;

/// Adds `banned_until` and `muted_until` to `users`.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Users {
    Table,
    BannedUntil,
    MutedUntil,
}

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters one thing at a time.
        for column in [Users::BannedUntil, Users::MutedUntil] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Users::Table)
                        .add_column(ColumnDef::new(column).big_integer().null())
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [Users::MutedUntil, Users::BannedUntil] {
            manager
                .alter_table(Table::alter().table(Users::Table).drop_column(column).to_owned())
                .await?;
        }
        Ok(())
    }
}
