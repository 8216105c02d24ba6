//! A feed that cannot skip (issue 48): each user's notices are numbered in
//! the order they become visible, so a reader that resumes after the last
//! number it saw never misses one.
//!
//! A number from a sequence is not that order: two transactions take 41
//! and 42, and 42 may commit first; a reader that saw 42 never sees 41. So
//! each user has a head (`feed_heads.last`), raised in the transaction
//! that writes their notices, which numbers them (`notices.seq`): the
//! head's row stays locked until that transaction ends, so the next writer
//! for the same user numbers after it and commits after it. Writers lock
//! heads in user order, so two never wait on each other in a circle.
//!
//! Notices already kept are numbered by their id, and each head starts at
//! its user's newest id: a cursor a client kept goes on working.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, string};
use sea_orm_migration::sea_orm::ConnectionTrait;

/// `notices.seq`, `feed_heads`, and the unique index on (user, seq).
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Notices {
    Table,
    UserId,
    Seq,
}

#[derive(DeriveIden, Clone, Copy)]
enum FeedHeads {
    Table,
    UserId,
    Last,
}

const USER_SEQ: &str = "idx_notices_user_seq";

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Notices::Table)
                    .add_column(ColumnDef::new(Notices::Seq).big_integer().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(FeedHeads::Table)
                    .col(string(FeedHeads::UserId).primary_key())
                    .col(big_integer(FeedHeads::Last))
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        db.execute_unprepared("UPDATE notices SET seq = id").await?;
        db.execute_unprepared(
            "INSERT INTO feed_heads (user_id, last) SELECT user_id, MAX(id) FROM notices GROUP BY user_id",
        )
        .await?;
        manager
            .create_index(
                Index::create()
                    .name(USER_SEQ)
                    .table(Notices::Table)
                    .col(Notices::UserId)
                    .col(Notices::Seq)
                    .unique()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(USER_SEQ).table(Notices::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(FeedHeads::Table).to_owned()).await?;
        manager
            .alter_table(Table::alter().table(Notices::Table).drop_column(Notices::Seq).to_owned())
            .await
    }
}
