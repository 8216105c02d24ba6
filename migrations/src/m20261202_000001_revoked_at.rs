//! When each session was revoked (`auth_sessions.revoked_at`, ms since the
//! epoch), indexed: every instance's revocation watcher reads the sessions
//! revoked lately, a few times a second, and ends the live channels
//! (websockets, streams, long-polls) that still hold them (issue 47). A
//! time, not an id from a sequence: rows committed out of order are still
//! found, since the watcher reads a window that overlaps its last read.
//! Sessions revoked before this migration have no time and need none: no
//! channel can have outlived them by much.

use sea_orm_migration::prelude::*;

/// Adds `auth_sessions.revoked_at` and its index.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum AuthSessions {
    Table,
    RevokedAt,
}

const REVOKED_AT: &str = "idx_auth_sessions_revoked_at";

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
                    .table(AuthSessions::Table)
                    .add_column(ColumnDef::new(AuthSessions::RevokedAt).big_integer().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(REVOKED_AT)
                    .table(AuthSessions::Table)
                    .col(AuthSessions::RevokedAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(Index::drop().name(REVOKED_AT).table(AuthSessions::Table).to_owned())
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(AuthSessions::Table)
                    .drop_column(AuthSessions::RevokedAt)
                    .to_owned(),
            )
            .await
    }
}
