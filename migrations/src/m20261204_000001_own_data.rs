//! A player's own data and language (issue 50):
//!
//! - `users.deleted_at` (SVC-DELETE): when the account was deleted by its
//!   owner (ms; null while it lives). The row stays, scrubbed of every
//!   personal field, so the seats of finished games still name an account
//!   (anonymous) and their replays verify.
//! - `users.locale` is null until the user chooses a language: accounts
//!   were written with `es`, the pages' default, whether chosen or not, and
//!   now that problems follow the account's language a default must not
//!   read as a choice. `es` rows become null (the pages still read Spanish;
//!   a person who had chosen Spanish gets English problems until they
//!   choose again or send `Accept-Language`).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::big_integer_null;

/// The column.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Users {
    Table,
    DeletedAt,
    Locale,
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
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .add_column(big_integer_null(Users::DeletedAt))
                    .to_owned(),
            )
            .await?;
        let unchosen = Query::update()
            .table(Users::Table)
            .value(Users::Locale, Option::<String>::None)
            .and_where(Expr::col(Users::Locale).eq("es"))
            .to_owned();
        manager.exec_stmt(unchosen).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter().table(Users::Table).drop_column(Users::DeletedAt).to_owned(),
            )
            .await
    }
}
