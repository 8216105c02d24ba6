//! Server-side dashboard sessions (issue "Dashboard, second round"): a
//! session is a row, so logging out, "end all my sessions" and a ban end it
//! for good, and the cookie that names it is no API token.
//!
//! `id_hash` is the SHA-256 (hex) of the cookie's random secret: the table
//! alone cannot be replayed as cookies. Times are ms since the epoch.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, string};

/// Creates `dashboard_sessions`.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum DashboardSessions {
    Table,
    IdHash,
    UserId,
    CreatedAt,
    ExpiresAt,
}

const BY_USER: &str = "idx_dashboard_sessions_user_id";

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
                    .table(DashboardSessions::Table)
                    .col(string(DashboardSessions::IdHash).primary_key())
                    .col(string(DashboardSessions::UserId))
                    .col(big_integer(DashboardSessions::CreatedAt))
                    .col(big_integer(DashboardSessions::ExpiresAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(BY_USER)
                    .table(DashboardSessions::Table)
                    .col(DashboardSessions::UserId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(DashboardSessions::Table).to_owned()).await
    }
}
