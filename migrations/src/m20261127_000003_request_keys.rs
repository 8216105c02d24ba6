//! Idempotency keys for every request that changes state (issue "The
//! players' side"), beside the actions' own (`idempotency_keys`, which
//! commit with their events): one row per (scope, key), the scope being the
//! user a token names or the client's address. A row is claimed (`status`
//! 0) before the request runs and holds its answer after; a claim left by
//! a crash is taken over once it is a minute old. Times are ms since the
//! epoch.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, integer, string, string_null, text};

/// Creates `request_keys`.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum RequestKeys {
    Table,
    Scope,
    Key,
    Fingerprint,
    Status,
    ContentType,
    Location,
    Body,
    CreatedAt,
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
                    .table(RequestKeys::Table)
                    .col(string(RequestKeys::Scope))
                    .col(string(RequestKeys::Key))
                    .col(string(RequestKeys::Fingerprint))
                    .col(integer(RequestKeys::Status))
                    .col(string_null(RequestKeys::ContentType))
                    .col(string_null(RequestKeys::Location))
                    .col(text(RequestKeys::Body))
                    .col(big_integer(RequestKeys::CreatedAt))
                    .primary_key(Index::create().col(RequestKeys::Scope).col(RequestKeys::Key))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_request_keys_created_at")
                    .table(RequestKeys::Table)
                    .col(RequestKeys::CreatedAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(RequestKeys::Table).to_owned()).await
    }
}
