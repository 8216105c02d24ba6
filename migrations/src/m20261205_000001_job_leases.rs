//! Job leases (issue 52): one row a background job (`clocks`,
//! `matchmaking`, ...), naming the instance that runs it (`holder`) until
//! `expires_at` (ms since the epoch), and a fencing `token` that grows each
//! time another instance takes the job over. The service's `leases`
//! module keeps them.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, string};

/// The table.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum JobLeases {
    Table,
    Job,
    Holder,
    Token,
    ExpiresAt,
}

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use JobLeases as L;
        manager
            .create_table(
                Table::create()
                    .table(L::Table)
                    .col(string(L::Job).primary_key())
                    .col(string(L::Holder))
                    .col(big_integer(L::Token))
                    .col(big_integer(L::ExpiresAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(JobLeases::Table).to_owned()).await
    }
}
