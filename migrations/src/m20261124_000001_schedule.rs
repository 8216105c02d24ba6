//! Turn clocks and bots (SVC-CLOCK, SVC-BOTS): a game's clock, and when the
//! scheduler must next look at it, live with the game, so a deadline that
//! passes while every instance is down is still handled at start-up.
//!
//! `clock` is the creation's clock as JSON; `deadline_at` the acting
//! human's deadline; `due_at` when the scheduler must look (a bot's next
//! action, or the deadline); `due_version` the version that plan was made
//! for; `due_lease` until when one instance holds the due work. Times are
//! ms since the epoch. The index serves the scheduler's query.

use sea_orm_migration::prelude::*;

/// Adds the schedule columns to `games`, and their index.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Games {
    Table,
    Status,
    Clock,
    DeadlineAt,
    DueAt,
    DueVersion,
    DueLease,
}

const INDEX: &str = "idx_games_status_due_at";

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters one thing at a time.
        manager
            .alter_table(
                Table::alter()
                    .table(Games::Table)
                    .add_column(ColumnDef::new(Games::Clock).text().null())
                    .to_owned(),
            )
            .await?;
        for column in [Games::DeadlineAt, Games::DueAt, Games::DueVersion, Games::DueLease] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Games::Table)
                        .add_column(ColumnDef::new(column).big_integer().null())
                        .to_owned(),
                )
                .await?;
        }
        manager
            .create_index(
                Index::create()
                    .name(INDEX)
                    .table(Games::Table)
                    .col(Games::Status)
                    .col(Games::DueAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(INDEX).table(Games::Table).to_owned()).await?;
        for column in
            [Games::DueLease, Games::DueVersion, Games::DueAt, Games::DeadlineAt, Games::Clock]
        {
            manager
                .alter_table(Table::alter().table(Games::Table).drop_column(column).to_owned())
                .await?;
        }
        Ok(())
    }
}
