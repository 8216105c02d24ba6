//! Tournaments (issue "Find a game", SVC-TOURNAMENT): `tournaments`, each a
//! JSON document (settings, entrants, round) with its status, start and a
//! version every write is guarded by; `tournament_tables`, each round's
//! tables and their games. Times are ms since the epoch.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, integer, string, text};

/// Creates `tournaments` and `tournament_tables`.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Tournaments {
    Table,
    Id,
    Status,
    StartsAt,
    Version,
    Doc,
}

#[derive(DeriveIden, Clone, Copy)]
enum TournamentTables {
    Table,
    TournamentId,
    Round,
    TableNo,
    GameId,
    Players,
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
            .create_table(
                Table::create()
                    .table(Tournaments::Table)
                    .col(string(Tournaments::Id).primary_key())
                    .col(string(Tournaments::Status))
                    .col(big_integer(Tournaments::StartsAt))
                    .col(big_integer(Tournaments::Version))
                    .col(text(Tournaments::Doc))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_tournaments_status_starts")
                    .table(Tournaments::Table)
                    .col(Tournaments::Status)
                    .col(Tournaments::StartsAt)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(TournamentTables::Table)
                    .col(string(TournamentTables::TournamentId))
                    .col(integer(TournamentTables::Round))
                    .col(integer(TournamentTables::TableNo))
                    .col(string(TournamentTables::GameId))
                    .col(text(TournamentTables::Players))
                    .primary_key(
                        Index::create()
                            .col(TournamentTables::TournamentId)
                            .col(TournamentTables::Round)
                            .col(TournamentTables::TableNo),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(TournamentTables::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Tournaments::Table).to_owned()).await
    }
}
