//! Ties (issue 51, SVC-BLOCK and SVC-FRIENDS): `ties` holds one person's
//! one-sided tie to another, of a kind (`block` or `follow`), one row a
//! kind and pair in that direction. It takes the place of `blocks`, whose
//! rows move over as `block` ties, so follows and blocks are kept, read
//! and deleted by one code path. The second index answers "who blocks me"
//! and "who follows me".

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, string};

/// The table, its reverse index, and the blocks moved into it.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Ties {
    Table,
    Kind,
    FromId,
    ToId,
    CreatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum Blocks {
    Table,
    BlockerId,
    BlockedId,
    CreatedAt,
}

const BY_TO: &str = "idx_ties_to";

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use Ties as T;
        manager
            .create_table(
                Table::create()
                    .table(T::Table)
                    .col(string(T::Kind))
                    .col(string(T::FromId))
                    .col(string(T::ToId))
                    .col(big_integer(T::CreatedAt))
                    .primary_key(Index::create().col(T::Kind).col(T::FromId).col(T::ToId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name(BY_TO).table(T::Table).col(T::Kind).col(T::ToId).to_owned(),
            )
            .await?;
        manager
            .get_connection()
            .execute_unprepared(
                "INSERT INTO ties (kind, from_id, to_id, created_at) \
                 SELECT 'block', blocker_id, blocked_id, created_at FROM blocks",
            )
            .await?;
        manager.drop_table(Table::drop().table(Blocks::Table).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
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
            .get_connection()
            .execute_unprepared(
                "INSERT INTO blocks (blocker_id, blocked_id, created_at) \
                 SELECT from_id, to_id, created_at FROM ties WHERE kind = 'block'",
            )
            .await?;
        manager.drop_table(Table::drop().table(Ties::Table).to_owned()).await
    }
}
