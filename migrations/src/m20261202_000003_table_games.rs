//! `tournament_tables` by `game_id`: whether a reader of a private table
//! entered the tournament it belongs to (issue 47, private is private) is
//! one indexed read instead of a scan of every round's tables.

use sea_orm_migration::prelude::*;

/// Adds `idx_tournament_tables_game`.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum TournamentTables {
    Table,
    GameId,
}

const GAME: &str = "idx_tournament_tables_game";

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
                    .name(GAME)
                    .table(TournamentTables::Table)
                    .col(TournamentTables::GameId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(GAME).table(TournamentTables::Table).to_owned()).await
    }
}
