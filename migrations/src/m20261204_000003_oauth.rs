//! OAuth 2 for third-party apps (issue 50, SVC-OAUTH):
//!
//! - `oauth_apps`: a developer's app: its client id, name, redirect URIs
//!   (a JSON array), whether it is confidential (then only the hash of its
//!   secret is kept), and when an operator disabled it, why.
//! - `oauth_codes`: authorization codes by the hash of their text, with
//!   what was asked (client, redirect URI, scopes, the PKCE challenge); a
//!   code lives ten minutes and works once: `used_at` says it was, and
//!   `session_id` which grant it opened, revoked if the code comes again.
//! - `auth_sessions.client_id`: the app a session was granted to (null for
//!   a sign-in or a personal token). A grant is its sessions: revoking it
//!   revokes them, which ends its tokens and live channels everywhere, as
//!   any revocation does.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    big_integer, big_integer_null, boolean, string, string_null, text, text_null,
};

/// The two tables, the column and its index.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum OauthApps {
    Table,
    ClientId,
    OwnerId,
    Name,
    RedirectUris,
    Confidential,
    SecretHash,
    CreatedAt,
    DisabledAt,
    DisabledReason,
}

#[derive(DeriveIden, Clone, Copy)]
enum OauthCodes {
    Table,
    CodeHash,
    ClientId,
    UserId,
    RedirectUri,
    Scopes,
    Challenge,
    ExpiresAt,
    UsedAt,
    SessionId,
}

#[derive(DeriveIden, Clone, Copy)]
enum AuthSessions {
    Table,
    ClientId,
}

const BY_CLIENT: &str = "idx_auth_sessions_client";
const APPS_BY_OWNER: &str = "idx_oauth_apps_owner";

// As in the first migration: the trait elides the manager's lifetime.
#[expect(
    elided_lifetimes_in_paths,
    reason = "must match the async-trait signature of MigrationTrait"
)]
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use OauthApps as A;
        use OauthCodes as C;
        manager
            .create_table(
                Table::create()
                    .table(A::Table)
                    .col(string(A::ClientId).primary_key())
                    .col(string(A::OwnerId))
                    .col(string(A::Name))
                    .col(text(A::RedirectUris))
                    .col(boolean(A::Confidential))
                    .col(string_null(A::SecretHash))
                    .col(big_integer(A::CreatedAt))
                    .col(big_integer_null(A::DisabledAt))
                    .col(text_null(A::DisabledReason))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name(APPS_BY_OWNER).table(A::Table).col(A::OwnerId).to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(C::Table)
                    .col(string(C::CodeHash).primary_key())
                    .col(string(C::ClientId))
                    .col(string(C::UserId))
                    .col(text(C::RedirectUri))
                    .col(string(C::Scopes))
                    .col(string(C::Challenge))
                    .col(big_integer(C::ExpiresAt))
                    .col(big_integer_null(C::UsedAt))
                    .col(string_null(C::SessionId))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(AuthSessions::Table)
                    .add_column(ColumnDef::new(AuthSessions::ClientId).string().null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(BY_CLIENT)
                    .table(AuthSessions::Table)
                    .col(AuthSessions::ClientId)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(Index::drop().name(BY_CLIENT).table(AuthSessions::Table).to_owned())
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(AuthSessions::Table)
                    .drop_column(AuthSessions::ClientId)
                    .to_owned(),
            )
            .await?;
        manager.drop_table(Table::drop().table(OauthCodes::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(OauthApps::Table).to_owned()).await
    }
}
