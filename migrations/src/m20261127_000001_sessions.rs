//! Sessions that last (issue "The players' side"): a sign-in is a row in
//! `auth_sessions` whose refresh secrets rotate, each secret's SHA-256 (hex)
//! kept in `session_secrets` with whether it is still current, so a retired
//! secret presented again is recognised as a reuse. Personal access tokens
//! are sessions too (`personal`, with a name and scopes). `users.locale` is
//! the language a user reads. Times are ms since the epoch.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, big_integer_null, boolean, string, string_null};

/// Creates `auth_sessions` and `session_secrets`; adds `users.locale`.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum AuthSessions {
    Table,
    Id,
    UserId,
    Personal,
    Name,
    Scopes,
    CreatedAt,
    LastUsedAt,
    ExpiresAt,
    UserAgent,
    Revoked,
}

#[derive(DeriveIden, Clone, Copy)]
enum SessionSecrets {
    Table,
    Hash,
    SessionId,
    Current,
}

#[derive(DeriveIden, Clone, Copy)]
enum Users {
    Table,
    Locale,
}

const BY_USER: &str = "idx_auth_sessions_user_id";
const BY_SESSION: &str = "idx_session_secrets_session_id";

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
                    .table(AuthSessions::Table)
                    .col(string(AuthSessions::Id).primary_key())
                    .col(string(AuthSessions::UserId))
                    .col(boolean(AuthSessions::Personal))
                    .col(string(AuthSessions::Name))
                    .col(string(AuthSessions::Scopes))
                    .col(big_integer(AuthSessions::CreatedAt))
                    .col(big_integer(AuthSessions::LastUsedAt))
                    .col(big_integer_null(AuthSessions::ExpiresAt))
                    .col(string(AuthSessions::UserAgent))
                    .col(boolean(AuthSessions::Revoked))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(BY_USER)
                    .table(AuthSessions::Table)
                    .col(AuthSessions::UserId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(SessionSecrets::Table)
                    .col(string(SessionSecrets::Hash).primary_key())
                    .col(string(SessionSecrets::SessionId))
                    .col(boolean(SessionSecrets::Current))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(BY_SESSION)
                    .table(SessionSecrets::Table)
                    .col(SessionSecrets::SessionId)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .add_column(string_null(Users::Locale))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(Users::Table).drop_column(Users::Locale).to_owned())
            .await?;
        manager.drop_table(Table::drop().table(SessionSecrets::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(AuthSessions::Table).to_owned()).await
    }
}
