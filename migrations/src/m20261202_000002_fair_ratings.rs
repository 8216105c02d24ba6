//! Fair ratings (issue 47, SVC-RATING), in the schema:
//!
//! - `rating_results.uncounted`: why a finished rated game moved no rating
//!   (`too_few_turns`, `pair_cap`), null when it counted. Such a game is
//!   recorded all the same, so it is rated once and the collusion signal
//!   still reads it.
//! - `rated_people`: one row per person whose rating a result moved, with
//!   the result's time, indexed by person and time: the daily cap on
//!   counted games between two people reads the day's rows of the people
//!   at a table, not every result. Filled from the results already stored.
//! - `users.origin`: a keyed hash of the address an account was registered
//!   from (never the address), for the collusion signal's "accounts made
//!   together"; null for accounts made before, or from an unknown address.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, string, string_null};
use sea_orm_migration::sea_orm::ConnectionTrait;

/// The columns, the table and its index.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum RatingResults {
    Table,
    GameId,
    Changes,
    At,
    Uncounted,
}

#[derive(DeriveIden, Clone, Copy)]
enum RatedPeople {
    Table,
    GameId,
    UserId,
    At,
}

#[derive(DeriveIden, Clone, Copy)]
enum Users {
    Table,
    Origin,
}

const PERSON_AT: &str = "idx_rated_people_user_at";

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
                    .table(RatingResults::Table)
                    .add_column(string_null(RatingResults::Uncounted))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .add_column(string_null(Users::Origin))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(RatedPeople::Table)
                    .col(string(RatedPeople::GameId))
                    .col(string(RatedPeople::UserId))
                    .col(big_integer(RatedPeople::At))
                    .primary_key(Index::create().col(RatedPeople::GameId).col(RatedPeople::UserId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name(PERSON_AT)
                    .table(RatedPeople::Table)
                    .col(RatedPeople::UserId)
                    .col(RatedPeople::At)
                    .to_owned(),
            )
            .await?;
        fill_rated_people(manager).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(RatedPeople::Table).to_owned()).await?;
        manager
            .alter_table(Table::alter().table(Users::Table).drop_column(Users::Origin).to_owned())
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(RatingResults::Table)
                    .drop_column(RatingResults::Uncounted)
                    .to_owned(),
            )
            .await
    }
}

/// One `rated_people` row per person of each stored result (every result
/// stored before this migration counted).
async fn fill_rated_people(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    let db = manager.get_connection();
    let select = Query::select()
        .columns([RatingResults::GameId, RatingResults::Changes, RatingResults::At])
        .from(RatingResults::Table)
        .to_owned();
    for row in db.query_all(&select).await? {
        let game: String = row.try_get("", "game_id")?;
        let changes: String = row.try_get("", "changes")?;
        let at: i64 = row.try_get("", "at")?;
        let changes: Vec<serde_json::Value> = serde_json::from_str(&changes).unwrap_or_default();
        let mut users: Vec<&str> = changes
            .iter()
            .filter_map(|c| c.get("user").and_then(serde_json::Value::as_str))
            .collect();
        users.sort_unstable();
        users.dedup();
        for user in users {
            let insert = Query::insert()
                .into_table(RatedPeople::Table)
                .columns([RatedPeople::GameId, RatedPeople::UserId, RatedPeople::At])
                .values_panic([game.clone().into(), user.into(), at.into()])
                .to_owned();
            db.execute(&insert).await?;
        }
    }
    Ok(())
}
