//! What is taken back is gone (issue 47), in the schema:
//!
//! - `auth_sessions.revoked_at` (ms since the epoch), indexed: every
//!   instance's revocation watcher reads the sessions revoked lately, a few
//!   times a second, and ends the live channels that still hold them. A
//!   time, not an id from a sequence: rows committed out of order are still
//!   found, since the watcher reads a window that overlaps its last read.
//!   Sessions revoked before have no time and need none.
//! - No stored answer holds a secret: the answers to sign-ins and new
//!   personal access tokens are no longer kept under their idempotency
//!   keys, and those kept before are deleted, tokens with them.
//! - `tournament_tables` by `game_id`: whether a reader of a private table
//!   entered the tournament it belongs to is one indexed read.

use sea_orm_migration::prelude::*;

/// The column, the deletion and the two indexes.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum AuthSessions {
    Table,
    RevokedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum TournamentTables {
    Table,
    GameId,
}

const REVOKED_AT: &str = "idx_auth_sessions_revoked_at";
const TABLE_GAME: &str = "idx_tournament_tables_game";

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
        let index = |name: &str, table: DynIden, column: DynIden| {
            Index::create().name(name).table(table).col(column).to_owned()
        };
        manager
            .create_index(index(
                REVOKED_AT,
                AuthSessions::Table.into_iden(),
                AuthSessions::RevokedAt.into_iden(),
            ))
            .await?;
        manager
            .create_index(index(
                TABLE_GAME,
                TournamentTables::Table.into_iden(),
                TournamentTables::GameId.into_iden(),
            ))
            .await?;
        // Every token the service signs is a JWT, whose text starts `ey`.
        manager
            .get_connection()
            .execute_unprepared(
                r#"DELETE FROM request_keys WHERE body LIKE '%"token":"ey%' OR body LIKE '%"refresh_token"%'"#,
            )
            .await
            .map(drop)
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // What was deleted held secrets: it is not brought back.
        manager
            .drop_index(Index::drop().name(TABLE_GAME).table(TournamentTables::Table).to_owned())
            .await?;
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
