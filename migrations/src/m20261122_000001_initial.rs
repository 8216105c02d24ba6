//! The initial schema: users, games, game events (primary key game + seq, so
//! the database itself refuses a second writer at the same version),
//! snapshots, idempotency keys, the audit log and chat.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    big_integer, boolean, integer, pk_auto, string, string_null, text,
};

/// The first migration.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    Username,
    DisplayName,
    PasswordHash,
    Role,
    Guest,
    Banned,
    Muted,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Games {
    Table,
    Id,
    Ruleset,
    Status,
    MaxPlayers,
    Options,
    CreatorId,
    Seats,
    Version,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum GameEvents {
    Table,
    GameId,
    Seq,
    Kind,
    Payload,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Snapshots {
    Table,
    GameId,
    Version,
    State,
    CreatedAt,
}

#[derive(DeriveIden)]
enum IdempotencyKeys {
    Table,
    UserId,
    Key,
    GameId,
    RequestHash,
    Status,
    Body,
    CreatedAt,
}

#[derive(DeriveIden)]
enum AuditLog {
    Table,
    Id,
    ActorId,
    Action,
    TargetKind,
    TargetId,
    Reason,
    CreatedAt,
}

#[derive(DeriveIden)]
enum ChatMessages {
    Table,
    Id,
    GameId,
    UserId,
    Body,
    Deleted,
    CreatedAt,
}

/// Times are milliseconds since the Unix epoch, written by the service's
/// clock: one representation on both backends, and deterministic in tests.
fn millis(col: impl IntoIden) -> ColumnDef {
    big_integer(col).default(0).take()
}

// The trait (through async-trait) elides the manager's lifetime; spelling it
// out would not match the trait's signature.
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
                    .table(Users::Table)
                    .col(string(Users::Id).primary_key())
                    .col(string(Users::Username).unique_key())
                    .col(string(Users::DisplayName))
                    .col(string_null(Users::PasswordHash))
                    .col(string(Users::Role))
                    .col(boolean(Users::Guest).default(false))
                    .col(boolean(Users::Banned).default(false))
                    .col(boolean(Users::Muted).default(false))
                    .col(millis(Users::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Games::Table)
                    .col(string(Games::Id).primary_key())
                    .col(string(Games::Ruleset))
                    .col(string(Games::Status))
                    .col(integer(Games::MaxPlayers))
                    .col(text(Games::Options))
                    .col(string(Games::CreatorId))
                    .col(text(Games::Seats))
                    .col(big_integer(Games::Version).default(0))
                    .col(millis(Games::CreatedAt))
                    .col(millis(Games::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_games_status")
                    .table(Games::Table)
                    .col(Games::Status)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(GameEvents::Table)
                    .col(string(GameEvents::GameId))
                    .col(big_integer(GameEvents::Seq))
                    .col(string(GameEvents::Kind))
                    .col(text(GameEvents::Payload))
                    .col(millis(GameEvents::CreatedAt))
                    .primary_key(Index::create().col(GameEvents::GameId).col(GameEvents::Seq))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Snapshots::Table)
                    .col(string(Snapshots::GameId))
                    .col(big_integer(Snapshots::Version))
                    .col(text(Snapshots::State))
                    .col(millis(Snapshots::CreatedAt))
                    .primary_key(Index::create().col(Snapshots::GameId).col(Snapshots::Version))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(IdempotencyKeys::Table)
                    .col(string(IdempotencyKeys::UserId))
                    .col(string(IdempotencyKeys::Key))
                    .col(string(IdempotencyKeys::GameId))
                    .col(string(IdempotencyKeys::RequestHash))
                    .col(integer(IdempotencyKeys::Status))
                    .col(text(IdempotencyKeys::Body))
                    .col(millis(IdempotencyKeys::CreatedAt))
                    .primary_key(
                        Index::create().col(IdempotencyKeys::UserId).col(IdempotencyKeys::Key),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(AuditLog::Table)
                    .col(pk_auto(AuditLog::Id).big_integer())
                    .col(string(AuditLog::ActorId))
                    .col(string(AuditLog::Action))
                    .col(string(AuditLog::TargetKind))
                    .col(string(AuditLog::TargetId))
                    .col(text(AuditLog::Reason))
                    .col(millis(AuditLog::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(ChatMessages::Table)
                    .col(pk_auto(ChatMessages::Id).big_integer())
                    .col(string(ChatMessages::GameId))
                    .col(string(ChatMessages::UserId))
                    .col(text(ChatMessages::Body))
                    .col(boolean(ChatMessages::Deleted).default(false))
                    .col(millis(ChatMessages::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_chat_game")
                    .table(ChatMessages::Table)
                    .col(ChatMessages::GameId)
                    .col(ChatMessages::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            ChatMessages::Table.into_iden(),
            AuditLog::Table.into_iden(),
            IdempotencyKeys::Table.into_iden(),
            Snapshots::Table.into_iden(),
            GameEvents::Table.into_iden(),
            Games::Table.into_iden(),
            Users::Table.into_iden(),
        ] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
