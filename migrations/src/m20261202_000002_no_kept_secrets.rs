//! No stored answer holds a secret (issue 47): the answers to sign-ins and
//! new personal access tokens are no longer kept under their idempotency
//! keys, and those kept before (for a day) are deleted here, access,
//! refresh and personal tokens with them.

use sea_orm_migration::prelude::*;

/// Deletes the kept answers that carry a token.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // Every token the service signs is a JWT, whose text starts `ey`.
        manager
            .get_connection()
            .execute_unprepared(
                r#"DELETE FROM request_keys WHERE body LIKE '%"token":"ey%' OR body LIKE '%"refresh_token"%'"#,
            )
            .await
            .map(drop)
    }

    async fn down(&self, _: &SchemaManager) -> Result<(), DbErr> {
        // What was deleted held secrets: it is not brought back.
        Ok(())
    }
}
