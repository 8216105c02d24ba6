//! The game lists' order (`GET /v1/games`, `GET /v1/admin/games`: newest
//! first, `created_at DESC, id DESC`) served by an index, so that a page
//! reads its own rows and not every game's: with 17,000 stored games a page
//! took 10–16 ms sorting them all, 0.05 ms walking the index (issue 33,
//! `cargo xtask scale events`). One index for the unfiltered lists, one for
//! the lists by status; the second begins with `status`, so it replaces the
//! first migration's `idx_games_status` (one index less to write per game).

use sea_orm_migration::prelude::*;

/// Adds the two list indexes and drops `idx_games_status`.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Games {
    Table,
    Status,
    CreatedAt,
    Id,
}

const CREATED: &str = "idx_games_created";
const STATUS_CREATED: &str = "idx_games_status_created";
const STATUS: &str = "idx_games_status";

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(
                Index::create()
                    .name(CREATED)
                    .table(Games::Table)
                    .col((Games::CreatedAt, IndexOrder::Desc))
                    .col((Games::Id, IndexOrder::Desc))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(STATUS_CREATED)
                    .table(Games::Table)
                    .col(Games::Status)
                    .col((Games::CreatedAt, IndexOrder::Desc))
                    .col((Games::Id, IndexOrder::Desc))
                    .to_owned(),
            )
            .await?;
        manager.drop_index(Index::drop().name(STATUS).table(Games::Table).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(
                Index::create().name(STATUS).table(Games::Table).col(Games::Status).to_owned(),
            )
            .await?;
        manager
            .drop_index(Index::drop().name(STATUS_CREATED).table(Games::Table).to_owned())
            .await?;
        manager.drop_index(Index::drop().name(CREATED).table(Games::Table).to_owned()).await
    }
}
