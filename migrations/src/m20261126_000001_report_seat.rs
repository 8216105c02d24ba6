//! A report names the seat it is about by index (API "Seats"): TEG II's
//! seats have no colour, so `reports.color` alone cannot name them. Reports
//! filed before keep their colour and no seat.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::integer_null;

/// Adds `reports.seat`.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Reports {
    Table,
    Seat,
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
                    .table(Reports::Table)
                    .add_column(integer_null(Reports::Seat))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(Reports::Table).drop_column(Reports::Seat).to_owned())
            .await
    }
}
