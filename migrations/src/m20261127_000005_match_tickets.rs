//! Quick match (issue "Find a game", SVC-MATCH): `match_tickets`, each
//! person's request for a table, `waiting` until `matched` (with its
//! `game_id`), `cancelled` or `expired`. Indexed by status and age (the
//! matcher's read) and by person and status, with one waiting ticket per
//! person kept by a partial unique index.
//! Times are ms since the epoch.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    big_integer, big_integer_null, boolean, integer, string, string_null, text, text_null,
};
use sea_orm_migration::sea_orm::ConnectionTrait;

/// Creates `match_tickets`.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum MatchTickets {
    Table,
    Id,
    UserId,
    Ruleset,
    MinPlayers,
    MaxPlayers,
    Clock,
    Options,
    Rated,
    BotsAfterMs,
    Status,
    GameId,
    CreatedAt,
    UpdatedAt,
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
                    .table(MatchTickets::Table)
                    .col(string(MatchTickets::Id).primary_key())
                    .col(string(MatchTickets::UserId))
                    .col(string(MatchTickets::Ruleset))
                    .col(integer(MatchTickets::MinPlayers))
                    .col(integer(MatchTickets::MaxPlayers))
                    .col(text_null(MatchTickets::Clock))
                    .col(text(MatchTickets::Options))
                    .col(boolean(MatchTickets::Rated))
                    .col(big_integer_null(MatchTickets::BotsAfterMs))
                    .col(string(MatchTickets::Status))
                    .col(string_null(MatchTickets::GameId))
                    .col(big_integer(MatchTickets::CreatedAt))
                    .col(big_integer(MatchTickets::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        for (name, columns) in [
            ("idx_match_tickets_status_created", [MatchTickets::Status, MatchTickets::CreatedAt]),
            ("idx_match_tickets_user_status", [MatchTickets::UserId, MatchTickets::Status]),
        ] {
            manager
                .create_index(
                    Index::create()
                        .name(name)
                        .table(MatchTickets::Table)
                        .col(columns[0])
                        .col(columns[1])
                        .to_owned(),
                )
                .await?;
        }
        // One waiting ticket per person, whoever races: a partial unique
        // index, in the SQL SQLite and PostgreSQL share.
        manager
            .get_connection()
            .execute_unprepared(
                "CREATE UNIQUE INDEX idx_match_tickets_one_waiting ON match_tickets (user_id) \
                 WHERE status = 'waiting'",
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(MatchTickets::Table).to_owned()).await
    }
}
