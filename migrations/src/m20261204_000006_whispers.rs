//! Whispers (issue 51, SVC-WHISPER): `whispers` holds private words
//! between seats of a game: the seat that whispered and its person, the
//! seats it is for as a bit set (`to_mask`, bit `s` for seat `s`, so one
//! indexed read by game answers a seat its own with `to_mask & bit`), the
//! text, the pact proposal it is the message of (if one), and a deletion
//! flag as table chat has. A report names the
//! whispers it cites (`reports.whisper_ids`, comma-separated): the one way
//! an operator reads a whisper.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    big_integer, boolean, integer, integer_null, pk_auto, string, text,
};

/// The table, its index by game, and the reports' citations.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Whispers {
    Table,
    Id,
    GameId,
    FromSeat,
    AuthorId,
    ToMask,
    Body,
    PactId,
    Deleted,
    CreatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum Reports {
    Table,
    WhisperIds,
}

const BY_GAME: &str = "idx_whispers_game";

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use Whispers as W;
        manager
            .create_table(
                Table::create()
                    .table(W::Table)
                    .col(pk_auto(W::Id).big_integer())
                    .col(string(W::GameId))
                    .col(integer(W::FromSeat))
                    .col(string(W::AuthorId))
                    .col(big_integer(W::ToMask))
                    .col(text(W::Body))
                    .col(integer_null(W::PactId))
                    .col(boolean(W::Deleted).default(false))
                    .col(big_integer(W::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name(BY_GAME).table(W::Table).col(W::GameId).col(W::Id).to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Reports::Table)
                    .add_column(text(Reports::WhisperIds).default(""))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter().table(Reports::Table).drop_column(Reports::WhisperIds).to_owned(),
            )
            .await?;
        manager.drop_table(Table::drop().table(Whispers::Table).to_owned()).await
    }
}
