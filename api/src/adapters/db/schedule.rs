//! The scheduler's columns of `games` (SVC-CLOCK, SVC-BOTS): the plan
//! written after each commit, the query for due games, and the claim that
//! lets one instance (of several on one PostgreSQL) hold a due game for a
//! while. Every write is guarded by the version it was planned at, so a
//! plan for a version that a later commit overtook changes nothing, and a
//! claim on a game that moved on fails.

use domain::ports::{Deadline, DueGame, DueUpdate, GameId, GameStatus, StoreError};
use sea_orm::sea_query::{Expr, ExprTrait, SimpleExpr};
use sea_orm::{
    ColumnTrait, Condition, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
};

use super::entities::games;
use super::{other, to_i64, to_u64};

/// Playing, and held by no instance at `now_ms`.
fn free_and_playing(now_ms: i64) -> Condition {
    Condition::all().add(games::Column::Status.eq(GameStatus::Playing.as_str())).add(
        Condition::any()
            .add(games::Column::DueLease.is_null())
            .add(games::Column::DueLease.lt(now_ms)),
    )
}

/// The plan is missing for the stored version (a crash between a commit
/// and its plan).
fn plan_missing() -> SimpleExpr {
    Expr::col(games::Column::DueVersion).lt(Expr::col(games::Column::Version))
}

pub(super) async fn set_due(
    db: &DatabaseConnection,
    id: &GameId,
    due: &DueUpdate,
) -> Result<(), StoreError> {
    let version = to_i64(due.version)?;
    // On the right of SET, columns are read as they were: `Keep` leaves the
    // deadline as it is and makes it the due time.
    let deadline: SimpleExpr = match due.deadline {
        Deadline::Keep => Expr::col(games::Column::DeadlineAt),
        Deadline::Set(at) => Expr::value(at),
    };
    let due_at = match due.bot_at_ms {
        Some(at) => Expr::value(at),
        None => deadline.clone(),
    };
    let change = games::Entity::update_many()
        .col_expr(games::Column::DeadlineAt, deadline)
        .col_expr(games::Column::DueAt, due_at)
        .col_expr(games::Column::DueVersion, Expr::value(version))
        .col_expr(games::Column::DueLease, Expr::value(Option::<i64>::None))
        .filter(games::Column::Id.eq(id.0.clone()))
        .filter(games::Column::Version.eq(version));
    super::writes::changed(db, change, "plan the game").await?;
    Ok(())
}

pub(super) async fn due_games(
    db: &DatabaseConnection,
    now_ms: i64,
    limit: u64,
    replan: bool,
) -> Result<Vec<DueGame>, StoreError> {
    let planned = Condition::all()
        .add(games::Column::DueAt.lte(now_ms))
        .add(Expr::col(games::Column::DueVersion).eq(Expr::col(games::Column::Version)));
    let which = if replan { Condition::any().add(planned).add(plan_missing()) } else { planned };
    let rows: Vec<(String, Option<i64>, i64, Option<i64>)> = games::Entity::find()
        .select_only()
        .column(games::Column::Id)
        .column(games::Column::DueVersion)
        .column(games::Column::Version)
        .column(games::Column::DueAt)
        .filter(free_and_playing(now_ms))
        .filter(which)
        .order_by_asc(games::Column::DueAt)
        .limit(limit)
        .into_tuple()
        .all(db)
        .await
        .map_err(|e| other("due games", e))?;
    rows.into_iter()
        .map(|(id, due_version, version, due_at)| {
            let planned = due_version == Some(version) && due_at.is_some_and(|at| at <= now_ms);
            Ok(DueGame {
                id: GameId(id),
                version: if planned { Some(to_u64(version)?) } else { None },
                due_at_ms: if planned { due_at.unwrap_or(now_ms) } else { now_ms },
            })
        })
        .collect()
}

pub(super) async fn claim_due(
    db: &DatabaseConnection,
    game: &DueGame,
    now_ms: i64,
    until_ms: i64,
) -> Result<bool, StoreError> {
    let planned = match game.version {
        Some(v) => {
            let v = to_i64(v)?;
            Condition::all().add(games::Column::DueVersion.eq(v)).add(games::Column::Version.eq(v))
        }
        None => Condition::all().add(plan_missing()),
    };
    let change = games::Entity::update_many()
        .col_expr(games::Column::DueLease, Expr::value(until_ms))
        .filter(games::Column::Id.eq(game.id.0.clone()))
        .filter(free_and_playing(now_ms))
        .filter(planned);
    let claimed = super::writes::changed(db, change, "claim a due game").await?;
    Ok(claimed == 1)
}
