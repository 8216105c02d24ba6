//! "Your turn" notifications (SVC-NOTIFY): each user's webhook, and the log
//! of its deliveries.
//!
//! `webhooks` holds one URL and its signing secret per user. A delivery row
//! is written when a user's turn starts in a game; the service's sender
//! claims pending rows (`lease_until`), posts them, and writes back the
//! outcome: `delivered`, or after a failure the next attempt's time
//! (`next_at`), or `failed` when the retries are spent. Times are ms since
//! the epoch. The index serves the sender's query.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{
    big_integer, big_integer_null, integer, integer_null, pk_auto, string, text, text_null,
};

/// Creates `webhooks` and `webhook_deliveries`.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Webhooks {
    Table,
    UserId,
    Url,
    Secret,
    CreatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum WebhookDeliveries {
    Table,
    Id,
    UserId,
    GameId,
    Version,
    Url,
    Body,
    Status,
    Attempts,
    NextAt,
    LeaseUntil,
    LastStatus,
    LastError,
    CreatedAt,
    DoneAt,
}

const DUE: &str = "idx_webhook_deliveries_status_next_at";
const BY_USER: &str = "idx_webhook_deliveries_user_id_id";

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
                    .table(Webhooks::Table)
                    .col(string(Webhooks::UserId).primary_key())
                    .col(text(Webhooks::Url))
                    .col(text(Webhooks::Secret))
                    .col(big_integer(Webhooks::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(WebhookDeliveries::Table)
                    .col(pk_auto(WebhookDeliveries::Id).big_integer())
                    .col(string(WebhookDeliveries::UserId))
                    .col(string(WebhookDeliveries::GameId))
                    .col(big_integer(WebhookDeliveries::Version))
                    .col(text(WebhookDeliveries::Url))
                    .col(text(WebhookDeliveries::Body))
                    .col(string(WebhookDeliveries::Status))
                    .col(integer(WebhookDeliveries::Attempts))
                    .col(big_integer(WebhookDeliveries::NextAt))
                    .col(big_integer_null(WebhookDeliveries::LeaseUntil))
                    .col(integer_null(WebhookDeliveries::LastStatus))
                    .col(text_null(WebhookDeliveries::LastError))
                    .col(big_integer(WebhookDeliveries::CreatedAt))
                    .col(big_integer_null(WebhookDeliveries::DoneAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(DUE)
                    .table(WebhookDeliveries::Table)
                    .col(WebhookDeliveries::Status)
                    .col(WebhookDeliveries::NextAt)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(BY_USER)
                    .table(WebhookDeliveries::Table)
                    .col(WebhookDeliveries::UserId)
                    .col(WebhookDeliveries::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(WebhookDeliveries::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Webhooks::Table).to_owned()).await
    }
}
