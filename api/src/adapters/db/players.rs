//! Who sits in which game (`game_players`): one row per account seated,
//! rewritten with the seats in the same transaction, so "my games" is one
//! indexed read instead of a scan of every game's seats.

use domain::ports::{GameMeta, GameStatus, PlayedGame, StoreError, UserId};
use sea_orm::ActiveValue::Set;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};

use super::entities::{game_players, games};
use super::{SeaGameStore, other};

/// Rewrites the accounts seated in `meta`'s game (bots' seats are no
/// account's).
pub(super) async fn seat(db: &impl ConnectionTrait, meta: &GameMeta) -> Result<(), StoreError> {
    let change = game_players::Entity::delete_many()
        .filter(game_players::Column::GameId.eq(meta.id.0.clone()));
    super::writes::changed(db, change, "unseat players").await?;
    let people: std::collections::BTreeSet<&str> =
        meta.seats.iter().filter(|s| s.bot.is_none()).map(|s| s.user.0.as_str()).collect();
    if people.is_empty() {
        return Ok(());
    }
    let rows = people.into_iter().map(|user| game_players::ActiveModel {
        game_id: Set(meta.id.0.clone()),
        user_id: Set(user.to_owned()),
    });
    game_players::Entity::insert_many(rows).exec(db).await.map_err(|e| other("seat players", e))?;
    Ok(())
}

/// The games `user` sits in, the most recently active first.
pub(super) async fn games_of(
    db: &DatabaseConnection,
    user: &UserId,
    status: Option<GameStatus>,
    limit: u64,
) -> Result<Vec<PlayedGame>, StoreError> {
    use sea_orm::sea_query::Query;
    let mine = Query::select()
        .column(game_players::Column::GameId)
        .from(game_players::Entity)
        .and_where(game_players::Column::UserId.eq(user.0.clone()))
        .to_owned();
    let mut query = games::Entity::find().filter(games::Column::Id.in_subquery(mine));
    if let Some(s) = status {
        query = query.filter(games::Column::Status.eq(s.as_str()));
    }
    let rows = query
        .order_by_desc(games::Column::UpdatedAt)
        .order_by_desc(games::Column::Id)
        .limit(limit)
        .all(db)
        .await
        .map_err(|e| other("list a user's games", e))?;
    rows.iter()
        .map(|row| {
            Ok(PlayedGame {
                meta: SeaGameStore::meta_of(row)?,
                version: u64::try_from(row.version).unwrap_or(0),
                last_action_at_ms: row.updated_at,
            })
        })
        .collect()
}
