//! Blocks (issue 51, SVC-BLOCK): `blocks` holds who blocked whom, one row a
//! pair in that direction. A block is one-sided and silent: the blocked
//! user is never told. The second index answers "who blocked me", which
//! the checks of an invitation or a quick match ask both ways.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, string};

/// The table and its reverse index.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Blocks {
    Table,
    BlockerId,
    BlockedId,
    CreatedAt,
}

const BY_BLOCKED: &str = "idx_blocks_blocked";

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use Blocks as B;
        manager
            .create_table(
                Table::create()
                    .table(B::Table)
                    .col(string(B::BlockerId))
                    .col(string(B::BlockedId))
                    .col(big_integer(B::CreatedAt))
                    .primary_key(Index::create().col(B::BlockerId).col(B::BlockedId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name(BY_BLOCKED).table(B::Table).col(B::BlockedId).to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Blocks::Table).to_owned()).await
    }
}
