//! Web Push (issue 50, SVC-PUSH):
//!
//! - `push_subscriptions`: a device's subscription (RFC 8030 endpoint and
//!   RFC 8291 keys), owned by the session that made it, with the notices it
//!   wants. `done_seq` is the last number of its user's feed it has dealt
//!   with: the sender pushes the notices after it, in order, and moves it
//!   past each one it delivered or gave up on, in the same row that holds
//!   its retry state (`attempts`, `next_at`, `lease_until`), so a restart
//!   resumes where the last commit left off. Feed numbers become visible in
//!   order (`feed_heads`), so it never skips a notice written late.
//!   One subscription per endpoint: a device that subscribes again, for
//!   another account too, replaces its old row.
//! - `push_settings`: a user's quiet hours (minutes of the day in their
//!   offset from UTC); a push due then waits for their end.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    big_integer, big_integer_null, integer, integer_null, string, text, text_null,
};

/// The two tables and the user index.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum PushSubscriptions {
    Table,
    Id,
    UserId,
    SessionId,
    Endpoint,
    P256dh,
    Auth,
    Notices,
    CreatedAt,
    DoneSeq,
    Attempts,
    NextAt,
    LeaseUntil,
    LastStatus,
    LastError,
    Sent,
}

#[derive(DeriveIden, Clone, Copy)]
enum PushSettings {
    Table,
    UserId,
    QuietFrom,
    QuietTo,
    UtcOffset,
}

const BY_USER: &str = "idx_push_subscriptions_user";
const BY_ENDPOINT: &str = "idx_push_subscriptions_endpoint";

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use PushSubscriptions as S;
        manager
            .create_table(
                Table::create()
                    .table(S::Table)
                    .col(string(S::Id).primary_key())
                    .col(string(S::UserId))
                    .col(string(S::SessionId))
                    .col(text(S::Endpoint))
                    .col(string(S::P256dh))
                    .col(string(S::Auth))
                    .col(text(S::Notices))
                    .col(big_integer(S::CreatedAt))
                    .col(big_integer(S::DoneSeq))
                    .col(integer(S::Attempts))
                    .col(big_integer(S::NextAt))
                    .col(big_integer_null(S::LeaseUntil))
                    .col(integer_null(S::LastStatus))
                    .col(text_null(S::LastError))
                    .col(big_integer(S::Sent))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name(BY_USER).table(S::Table).col(S::UserId).to_owned())
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(BY_ENDPOINT)
                    .table(S::Table)
                    .col(S::Endpoint)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PushSettings::Table)
                    .col(string(PushSettings::UserId).primary_key())
                    .col(integer_null(PushSettings::QuietFrom))
                    .col(integer_null(PushSettings::QuietTo))
                    .col(integer(PushSettings::UtcOffset))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(PushSettings::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(PushSubscriptions::Table).to_owned()).await
    }
}
