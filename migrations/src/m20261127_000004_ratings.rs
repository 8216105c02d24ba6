//! Ratings (issue "Find a game", SVC-RATING): `ratings`, one row per person
//! and game (an edition's slug or `teg2`) with the Weng-Lin mean and
//! uncertainty, the games played and the shown value `mu - 3 sigma` that
//! leaderboards sort by; `rating_results`, one row per rated game, numbered
//! in the order recorded (the order a recomputation replays), with each
//! person's change as JSON; `games.rated`; and `users.unranked`, an
//! operator's exclusion from the leaderboards. Times are ms since the
//! epoch.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, double, integer, pk_auto, string, text};

/// Creates `ratings` and `rating_results`; adds `games.rated` and
/// `users.unranked`.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Ratings {
    Table,
    UserId,
    Ruleset,
    Mu,
    Sigma,
    Shown,
    Games,
    UpdatedAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum RatingResults {
    Table,
    Seq,
    GameId,
    Ruleset,
    Changes,
    At,
}

#[derive(DeriveIden, Clone, Copy)]
enum Games {
    Table,
    Rated,
    Status,
}

#[derive(DeriveIden, Clone, Copy)]
enum Users {
    Table,
    Unranked,
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
                    .table(Ratings::Table)
                    .col(string(Ratings::UserId))
                    .col(string(Ratings::Ruleset))
                    .col(double(Ratings::Mu))
                    .col(double(Ratings::Sigma))
                    .col(double(Ratings::Shown))
                    .col(integer(Ratings::Games))
                    .col(big_integer(Ratings::UpdatedAt))
                    .primary_key(Index::create().col(Ratings::UserId).col(Ratings::Ruleset))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_ratings_ruleset_shown")
                    .table(Ratings::Table)
                    .col(Ratings::Ruleset)
                    .col(Ratings::Shown)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(RatingResults::Table)
                    .col(pk_auto(RatingResults::Seq).big_integer())
                    .col(string(RatingResults::GameId).unique_key())
                    .col(string(RatingResults::Ruleset))
                    .col(text(RatingResults::Changes))
                    .col(big_integer(RatingResults::At))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Games::Table)
                    .add_column(ColumnDef::new(Games::Rated).boolean().not_null().default(false))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_games_rated_status")
                    .table(Games::Table)
                    .col(Games::Rated)
                    .col(Games::Status)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .add_column(ColumnDef::new(Users::Unranked).boolean().not_null().default(false))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table(Users::Table).drop_column(Users::Unranked).to_owned())
            .await?;
        manager
            .drop_index(Index::drop().name("idx_games_rated_status").table(Games::Table).to_owned())
            .await?;
        manager
            .alter_table(Table::alter().table(Games::Table).drop_column(Games::Rated).to_owned())
            .await?;
        manager.drop_table(Table::drop().table(RatingResults::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Ratings::Table).to_owned()).await
    }
}
