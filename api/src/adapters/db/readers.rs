//! Who may read a private table without a seat at it (the port's
//! `GameStore::reads_private`): an invitation to it not declined
//! (`invitations`), or a place among the entrants of the tournament it is
//! a table of (`tournament_tables` by `game_id`, indexed by migration
//! `m20261202_000001_taken_back`). Asked only for a private game and a
//! reader who is neither seated, nor its creator, nor an operator.

use domain::ports::{GameId, StoreError, UserId};
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter};

use super::entities::{invitations, tournament_tables, tournaments};
use super::other;

/// Whether `user` was invited to `game` (and did not decline), or entered
/// the tournament whose table it is.
///
/// # Errors
/// The database failed.
pub(super) async fn reads_private(
    db: &DatabaseConnection,
    game: &GameId,
    user: &UserId,
) -> Result<bool, StoreError> {
    let invited = invitations::Entity::find()
        .filter(invitations::Column::GameId.eq(game.0.clone()))
        .filter(invitations::Column::ToUser.eq(user.0.clone()))
        .filter(invitations::Column::Status.ne("declined"))
        .count(db)
        .await
        .map_err(|e| other("read invitations", e))?;
    if invited > 0 {
        return Ok(true);
    }
    let Some(table) = tournament_tables::Entity::find()
        .filter(tournament_tables::Column::GameId.eq(game.0.clone()))
        .one(db)
        .await
        .map_err(|e| other("read a table's tournament", e))?
    else {
        return Ok(false);
    };
    let Some(row) = tournaments::Entity::find_by_id(table.tournament_id)
        .one(db)
        .await
        .map_err(|e| other("read a tournament", e))?
    else {
        return Ok(false);
    };
    let tournament = super::tournaments::read(&row)?;
    Ok(tournament.entrants.iter().any(|e| e.user == user.0))
}
