//! The players' side (issue "The players' side"): each user's notices (the
//! per-user feed, numbered in the order written), invitations to a table,
//! `game_players` (who sits in which game, so a user's games are one
//! indexed read; filled from `games.seats` for the games already stored),
//! and on `games` the table's `visibility`, its `join_code` and the game
//! it is a rematch of. Times are ms since the epoch.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, integer_null, pk_auto, string, string_null, text};
use sea_orm_migration::sea_orm::ConnectionTrait;

/// Creates `notices`, `invitations` and `game_players`; adds
/// `games.visibility`, `games.join_code` and `games.rematch_of`.
#[derive(Debug, DeriveMigrationName)]
pub(crate) struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Notices {
    Table,
    Id,
    UserId,
    Kind,
    GameId,
    Payload,
    At,
}

#[derive(DeriveIden, Clone, Copy)]
enum Invitations {
    Table,
    Id,
    GameId,
    FromUser,
    ToUser,
    Seat,
    Status,
    CreatedAt,
    AnsweredAt,
}

#[derive(DeriveIden, Clone, Copy)]
enum GamePlayers {
    Table,
    GameId,
    UserId,
}

#[derive(DeriveIden, Clone, Copy)]
enum Games {
    Table,
    Id,
    Seats,
    Visibility,
    JoinCode,
    RematchOf,
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
                    .table(Notices::Table)
                    .col(pk_auto(Notices::Id).big_integer())
                    .col(string(Notices::UserId))
                    .col(string(Notices::Kind))
                    .col(string_null(Notices::GameId))
                    .col(text(Notices::Payload))
                    .col(big_integer(Notices::At))
                    .to_owned(),
            )
            .await?;
        index(manager, "idx_notices_user_id", Notices::Table, &[Notices::UserId, Notices::Id])
            .await?;
        index(manager, "idx_notices_at", Notices::Table, &[Notices::At]).await?;
        manager
            .create_table(
                Table::create()
                    .table(Invitations::Table)
                    .col(string(Invitations::Id).primary_key())
                    .col(string(Invitations::GameId))
                    .col(string(Invitations::FromUser))
                    .col(string(Invitations::ToUser))
                    .col(integer_null(Invitations::Seat))
                    .col(string(Invitations::Status))
                    .col(big_integer(Invitations::CreatedAt))
                    .col(ColumnDef::new(Invitations::AnsweredAt).big_integer().null())
                    .to_owned(),
            )
            .await?;
        index(manager, "idx_invitations_to_user", Invitations::Table, &[Invitations::ToUser])
            .await?;
        index(manager, "idx_invitations_game_id", Invitations::Table, &[Invitations::GameId])
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(GamePlayers::Table)
                    .col(string(GamePlayers::GameId))
                    .col(string(GamePlayers::UserId))
                    .primary_key(Index::create().col(GamePlayers::GameId).col(GamePlayers::UserId))
                    .to_owned(),
            )
            .await?;
        index(manager, "idx_game_players_user_id", GamePlayers::Table, &[GamePlayers::UserId])
            .await?;
        for column in [
            ColumnDef::new(Games::Visibility).string().not_null().default("public").to_owned(),
            string_null(Games::JoinCode),
            string_null(Games::RematchOf),
        ] {
            manager
                .alter_table(Table::alter().table(Games::Table).add_column(column).to_owned())
                .await?;
        }
        fill_game_players(manager).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [Games::RematchOf, Games::JoinCode, Games::Visibility] {
            manager
                .alter_table(Table::alter().table(Games::Table).drop_column(column).to_owned())
                .await?;
        }
        manager.drop_table(Table::drop().table(GamePlayers::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Invitations::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Notices::Table).to_owned()).await
    }
}

async fn index<T: Iden + Copy + 'static>(
    manager: &SchemaManager<'_>,
    name: &str,
    table: T,
    columns: &[T],
) -> Result<(), DbErr> {
    let mut create = Index::create();
    create.name(name).table(table);
    for column in columns {
        create.col(*column);
    }
    manager.create_index(create).await
}

/// One `game_players` row per account seated in each stored game (a bot's
/// seat, `bot:…`, is no account's).
async fn fill_game_players(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    let db = manager.get_connection();
    let select = Query::select().columns([Games::Id, Games::Seats]).from(Games::Table).to_owned();
    let rows = db.query_all(&select).await?;
    for row in rows {
        let id: String = row.try_get("", "id")?;
        let seats: String = row.try_get("", "seats")?;
        let seats: Vec<serde_json::Value> = serde_json::from_str(&seats).unwrap_or_default();
        let mut users: Vec<&str> = seats
            .iter()
            .filter_map(|s| s.get("user").and_then(serde_json::Value::as_str))
            .filter(|u| !u.starts_with("bot:"))
            .collect();
        users.sort_unstable();
        users.dedup();
        for user in users {
            let insert = Query::insert()
                .into_table(GamePlayers::Table)
                .columns([GamePlayers::GameId, GamePlayers::UserId])
                .values_panic([id.clone().into(), user.into()])
                .to_owned();
            db.execute(&insert).await?;
        }
    }
    Ok(())
}
