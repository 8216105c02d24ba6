//! Fair play (issue 51, SVC-FAIRPLAY):
//!
//! - `abandonments`: a seat a person let go to the clock, once a game,
//!   with when; read by person and time for the 7-day ladder.
//! - `cooldowns`: an operator's last word on a person's cooldown (lifted,
//!   or set until a time); the ladder counts again from it.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, big_integer_null, string};

/// The two tables and the ladder's index.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Abandonments {
    Table,
    UserId,
    GameId,
    At,
}

#[derive(DeriveIden, Clone, Copy)]
enum Cooldowns {
    Table,
    UserId,
    Until,
    SetAt,
}

const BY_USER_AT: &str = "idx_abandonments_user_at";

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use Abandonments as A;
        manager
            .create_table(
                Table::create()
                    .table(A::Table)
                    .col(string(A::UserId))
                    .col(string(A::GameId))
                    .col(big_integer(A::At))
                    .primary_key(Index::create().col(A::UserId).col(A::GameId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(BY_USER_AT)
                    .table(A::Table)
                    .col(A::UserId)
                    .col(A::At)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Cooldowns::Table)
                    .col(string(Cooldowns::UserId).primary_key())
                    .col(big_integer_null(Cooldowns::Until))
                    .col(big_integer(Cooldowns::SetAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Cooldowns::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Abandonments::Table).to_owned()).await
    }
}
