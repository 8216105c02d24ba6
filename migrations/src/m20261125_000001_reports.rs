//! Player reports and operators' notes on accounts (issue "Dashboard,
//! second round", SVC-REPORT). A report keeps the game's version when it
//! was filed (where its replay starts) and, once closed, who closed it, when
//! and why; the closing's audit row is written in the same transaction.
//! Times are ms since the epoch. It also indexes chat by author (a user
//! page) and starts `games.updated_at` at each game's last event, as commits
//! now keep it (the dashboard's stalled games).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    big_integer, big_integer_null, pk_auto, string, string_null, text,
};

/// Creates `reports` and `user_notes`, and indexes chat by author.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Reports {
    Table,
    Id,
    GameId,
    ReporterId,
    Color,
    ReportedId,
    Reason,
    Body,
    Version,
    Status,
    CreatedAt,
    HandledBy,
    HandledAt,
    Resolution,
}

/// The chat table of the first migration: a user page lists an account's
/// messages across games, which its game index cannot serve.
#[derive(DeriveIden, Clone, Copy)]
enum ChatMessages {
    Table,
    Id,
    UserId,
}

#[derive(DeriveIden, Clone, Copy)]
enum UserNotes {
    Table,
    Id,
    UserId,
    AuthorId,
    Body,
    CreatedAt,
}

const CHAT_BY_USER: &str = "idx_chat_user";

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
                    .table(Reports::Table)
                    .col(pk_auto(Reports::Id).big_integer())
                    .col(string(Reports::GameId))
                    .col(string(Reports::ReporterId))
                    .col(string_null(Reports::Color))
                    .col(string_null(Reports::ReportedId))
                    .col(string(Reports::Reason))
                    .col(text(Reports::Body))
                    .col(big_integer(Reports::Version))
                    .col(string(Reports::Status))
                    .col(big_integer(Reports::CreatedAt))
                    .col(string_null(Reports::HandledBy))
                    .col(big_integer_null(Reports::HandledAt))
                    .col(text(Reports::Resolution).default(""))
                    .to_owned(),
            )
            .await?;
        // The queue (open ones), a game's reports, a player's own.
        for (name, cols) in [
            ("idx_reports_status", [Reports::Status, Reports::Id]),
            ("idx_reports_game", [Reports::GameId, Reports::Id]),
            ("idx_reports_reporter", [Reports::ReporterId, Reports::Id]),
            ("idx_reports_reported", [Reports::ReportedId, Reports::Id]),
        ] {
            manager
                .create_index(
                    Index::create()
                        .name(name)
                        .table(Reports::Table)
                        .col(cols[0])
                        .col(cols[1])
                        .to_owned(),
                )
                .await?;
        }
        manager
            .create_table(
                Table::create()
                    .table(UserNotes::Table)
                    .col(pk_auto(UserNotes::Id).big_integer())
                    .col(string(UserNotes::UserId))
                    .col(string(UserNotes::AuthorId))
                    .col(text(UserNotes::Body))
                    .col(big_integer(UserNotes::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_user_notes_user")
                    .table(UserNotes::Table)
                    .col(UserNotes::UserId)
                    .col(UserNotes::Id)
                    .to_owned(),
            )
            .await?;
        // `updated_at` now follows each commit (the dashboard's stalled
        // games): start it at each game's last event.
        manager
            .get_connection()
            .execute_unprepared(
                "UPDATE games SET updated_at = COALESCE((SELECT MAX(e.created_at) FROM game_events e WHERE e.game_id = games.id), updated_at)",
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(CHAT_BY_USER)
                    .table(ChatMessages::Table)
                    .col(ChatMessages::UserId)
                    .col(ChatMessages::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(Index::drop().name(CHAT_BY_USER).table(ChatMessages::Table).to_owned())
            .await?;
        manager.drop_table(Table::drop().table(UserNotes::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Reports::Table).to_owned()).await
    }
}
