//! Ratings and rated games' results (SVC-RATING) on the games' database:
//! a result and its people's new ratings commit in one transaction, each
//! rating guarded by the games count it was read at, so a rating never
//! moves from a stale "before" whichever instance rates.

use domain::ports::{
    GameId, GameStatus, Leader, PlayerRating, RatedGame, RatingChange, RatingStore, Recorded,
    StoreError, UserId,
};
use domain::rating::{PROVISIONAL_GAMES, Rating, Uncounted};
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::sea_query::{Alias, Expr, ExprTrait, Order, Query};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
    TransactionTrait, TryInsertResult,
};
use serde::{Deserialize, Serialize};

use super::entities::{games, rated_people, rating_results, ratings};
use super::{SeaGameStore, now_ms, other, to_i64, to_u64};

/// One change as `rating_results.changes` keeps it. The numbers are kept
/// as Rust writes them (the shortest text that reads back to the same
/// `f64`), not as JSON numbers, whose parsing may land one unit off: the
/// recomputation compares them exactly.
#[derive(Debug, Serialize, Deserialize)]
struct ChangeRow {
    seat: u8,
    user: String,
    before: [String; 2],
    after: [String; 2],
    games_before: u32,
}

fn exact(r: Rating) -> [String; 2] {
    [r.mu.to_string(), r.sigma.to_string()]
}

fn read_exact([mu, sigma]: &[String; 2]) -> Result<Rating, StoreError> {
    let number = |s: &String| s.parse::<f64>().map_err(|e| other("decode a rating", e));
    Ok(Rating { mu: number(mu)?, sigma: number(sigma)? })
}

fn encode(changes: &[RatingChange]) -> Result<String, StoreError> {
    let rows: Vec<ChangeRow> = changes
        .iter()
        .map(|c| ChangeRow {
            seat: c.seat,
            user: c.user.0.clone(),
            before: exact(c.before),
            after: exact(c.after),
            games_before: c.games_before,
        })
        .collect();
    serde_json::to_string(&rows).map_err(|e| other("encode rating changes", e))
}

fn decode(row: &rating_results::Model) -> Result<RatedGame, StoreError> {
    let rows: Vec<ChangeRow> =
        serde_json::from_str(&row.changes).map_err(|e| other("decode rating changes", e))?;
    Ok(RatedGame {
        game_id: GameId(row.game_id.clone()),
        ruleset: row.ruleset.clone(),
        changes: rows
            .into_iter()
            .map(|c| {
                Ok(RatingChange {
                    seat: c.seat,
                    before: read_exact(&c.before)?,
                    after: read_exact(&c.after)?,
                    user: UserId(c.user),
                    games_before: c.games_before,
                })
            })
            .collect::<Result<_, StoreError>>()?,
        uncounted: row
            .uncounted
            .as_deref()
            .map(|u| {
                Uncounted::parse(u)
                    .ok_or_else(|| StoreError::Other(format!("unknown reason `{u}`")))
            })
            .transpose()?,
        at_ms: row.at,
    })
}

fn player(row: ratings::Model) -> PlayerRating {
    PlayerRating {
        user: UserId(row.user_id),
        ruleset: row.ruleset,
        rating: Rating { mu: row.mu, sigma: row.sigma },
        games: u32::try_from(row.games).unwrap_or(0),
    }
}

impl RatingStore for SeaGameStore {
    async fn ratings(
        &self,
        ruleset: &str,
        users: &[UserId],
    ) -> Result<Vec<PlayerRating>, StoreError> {
        let select = ratings::Entity::find()
            .filter(ratings::Column::Ruleset.eq(ruleset))
            .filter(ratings::Column::UserId.is_in(users.iter().map(|u| u.0.clone())));
        super::reads::read_all(&self.db, select, "read ratings", player).await
    }

    async fn record_result(&self, result: &RatedGame) -> Result<Recorded, StoreError> {
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        let done = rating_results::Entity::find()
            .filter(rating_results::Column::GameId.eq(result.game_id.0.clone()))
            .one(&txn)
            .await
            .map_err(|e| other("read a result", e))?;
        if done.is_some() {
            return Ok(Recorded::AlreadyRated);
        }
        let at = now_ms();
        for c in &result.changes {
            let games = i32::try_from(c.games_before).unwrap_or(i32::MAX);
            let moved = if c.games_before == 0 {
                // A first rating: inserted, unless another game wrote one first.
                let row = ratings::ActiveModel {
                    user_id: Set(c.user.0.clone()),
                    ruleset: Set(result.ruleset.clone()),
                    mu: Set(c.after.mu),
                    sigma: Set(c.after.sigma),
                    shown: Set(c.after.shown()),
                    games: Set(1),
                    updated_at: Set(at),
                };
                let inserted = ratings::Entity::insert(row)
                    .on_conflict_do_nothing()
                    .exec_without_returning(&txn)
                    .await
                    .map_err(|e| other("write a rating", e))?;
                !matches!(inserted, TryInsertResult::Inserted(1))
            } else {
                let change = ratings::Entity::update_many()
                    .col_expr(ratings::Column::Mu, Expr::value(c.after.mu))
                    .col_expr(ratings::Column::Sigma, Expr::value(c.after.sigma))
                    .col_expr(ratings::Column::Shown, Expr::value(c.after.shown()))
                    .col_expr(ratings::Column::Games, Expr::value(games.saturating_add(1)))
                    .col_expr(ratings::Column::UpdatedAt, Expr::value(at))
                    .filter(ratings::Column::UserId.eq(c.user.0.clone()))
                    .filter(ratings::Column::Ruleset.eq(result.ruleset.clone()))
                    .filter(ratings::Column::Games.eq(games));
                let updated = super::writes::changed(&txn, change, "write a rating").await?;
                updated == 0
            };
            if moved {
                // Dropping the transaction rolls every write back.
                return Ok(Recorded::Moved);
            }
        }
        let row = rating_results::ActiveModel {
            seq: NotSet,
            game_id: Set(result.game_id.0.clone()),
            ruleset: Set(result.ruleset.clone()),
            changes: Set(encode(&result.changes)?),
            at: Set(result.at_ms),
            uncounted: Set(result.uncounted.map(|u| u.as_str().to_owned())),
        };
        let inserted = rating_results::Entity::insert(row)
            .on_conflict_do_nothing()
            .exec_without_returning(&txn)
            .await
            .map_err(|e| other("write a result", e))?;
        if !matches!(inserted, TryInsertResult::Inserted(1)) {
            return Ok(Recorded::AlreadyRated);
        }
        let people = result.changes.iter().map(|c| rated_people::ActiveModel {
            game_id: Set(result.game_id.0.clone()),
            user_id: Set(c.user.0.clone()),
            at: Set(result.at_ms),
        });
        if !result.changes.is_empty() {
            rated_people::Entity::insert_many(people)
                .on_conflict_do_nothing()
                .exec_without_returning(&txn)
                .await
                .map_err(|e| other("write a result's people", e))?;
        }
        txn.commit().await.map_err(|e| other("commit", e))?;
        Ok(Recorded::Written)
    }

    async fn result(&self, game: &GameId) -> Result<Option<RatedGame>, StoreError> {
        let select = rating_results::Entity::find()
            .filter(rating_results::Column::GameId.eq(game.0.clone()));
        super::reads::decode_one(&self.db, select, "read a result", |r| decode(&r)).await
    }

    async fn results(&self, after: u64, limit: u64) -> Result<Vec<(u64, RatedGame)>, StoreError> {
        let select = rating_results::Entity::find()
            .filter(rating_results::Column::Seq.gt(to_i64(after)?))
            .order_by_asc(rating_results::Column::Seq)
            .limit(limit);
        super::reads::decode_all(&self.db, select, "read results", |r| {
            Ok((to_u64(r.seq)?, decode(&r)?))
        })
        .await
    }

    async fn ratings_of(&self, user: &UserId) -> Result<Vec<PlayerRating>, StoreError> {
        let select = ratings::Entity::find()
            .filter(ratings::Column::UserId.eq(user.0.clone()))
            .order_by_asc(ratings::Column::Ruleset);
        super::reads::read_all(&self.db, select, "read ratings", player).await
    }

    async fn all_ratings(&self, ruleset: &str) -> Result<Vec<PlayerRating>, StoreError> {
        let select = ratings::Entity::find()
            .filter(ratings::Column::Ruleset.eq(ruleset))
            .order_by_asc(ratings::Column::UserId);
        super::reads::read_all(&self.db, select, "read ratings", player).await
    }

    async fn leaderboard(
        &self,
        ruleset: &str,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<Leader>, u64), StoreError> {
        let (r, u) = (Alias::new("r"), Alias::new("u"));
        let col = |t: &Alias, c: &str| (t.clone(), Alias::new(c));
        let base = {
            let mut b = Query::select();
            b.from_as(ratings::Entity, r.clone())
                .join_as(
                    sea_orm::sea_query::JoinType::InnerJoin,
                    Alias::new("users"),
                    u.clone(),
                    Expr::col(col(&u, "id")).equals(col(&r, "user_id")),
                )
                .and_where(Expr::col(col(&r, "ruleset")).eq(ruleset))
                .and_where(Expr::col(col(&u, "unranked")).eq(false))
                .and_where(
                    Expr::col(col(&r, "games"))
                        .gte(i32::try_from(PROVISIONAL_GAMES).unwrap_or(i32::MAX)),
                );
            b
        };
        let mut count = base.clone();
        count.expr_as(Expr::col(col(&r, "user_id")).count(), Alias::new("n"));
        let total: i64 = self
            .db
            .query_one(&count)
            .await
            .map_err(|e| other("count a leaderboard", e))?
            .map(|row| row.try_get("", "n"))
            .transpose()
            .map_err(|e| other("count a leaderboard", e))?
            .unwrap_or(0);
        let mut page = base;
        page.column(col(&r, "user_id"))
            .expr_as(Expr::col(col(&u, "display_name")), Alias::new("display_name"))
            .columns([col(&r, "mu"), col(&r, "sigma"), col(&r, "games")])
            .order_by(col(&r, "shown"), Order::Desc)
            .order_by(col(&r, "games"), Order::Desc)
            .order_by(col(&r, "user_id"), Order::Asc)
            .offset(offset)
            .limit(limit);
        let rows = self.db.query_all(&page).await.map_err(|e| other("read a leaderboard", e))?;
        let leaders = rows
            .iter()
            .map(|row| {
                let get = |e: sea_orm::DbErr| other("read a leaderboard", e);
                Ok(Leader {
                    user: UserId(row.try_get("", "user_id").map_err(get)?),
                    display_name: row.try_get("", "display_name").map_err(get)?,
                    rating: Rating {
                        mu: row.try_get("", "mu").map_err(get)?,
                        sigma: row.try_get("", "sigma").map_err(get)?,
                    },
                    games: u32::try_from(row.try_get::<i32>("", "games").map_err(get)?)
                        .unwrap_or(0),
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        Ok((leaders, u64::try_from(total).unwrap_or(0)))
    }

    async fn recent_results(
        &self,
        users: &[UserId],
        since_ms: i64,
    ) -> Result<Vec<RatedGame>, StoreError> {
        let games = rated_people::Entity::find()
            .select_only()
            .column(rated_people::Column::GameId)
            .distinct()
            .filter(rated_people::Column::UserId.is_in(users.iter().map(|u| u.0.clone())))
            .filter(rated_people::Column::At.gte(since_ms))
            .into_tuple::<String>()
            .all(&self.db)
            .await
            .map_err(|e| other("read the day's rated people", e))?;
        let select = rating_results::Entity::find()
            .filter(rating_results::Column::GameId.is_in(games))
            .order_by_asc(rating_results::Column::Seq);
        super::reads::decode_all(&self.db, select, "read the day's results", |r| decode(&r)).await
    }

    async fn unrated(&self, limit: u64) -> Result<Vec<GameId>, StoreError> {
        let rated = Query::select()
            .column(rating_results::Column::GameId)
            .from(rating_results::Entity)
            .to_owned();
        let select = games::Entity::find()
            .select_only()
            .column(games::Column::Id)
            .filter(games::Column::Rated.eq(true))
            .filter(games::Column::Status.eq(GameStatus::Finished.as_str()))
            .filter(games::Column::Id.not_in_subquery(rated))
            .limit(limit)
            .into_tuple::<String>();
        super::reads::read_all(&self.db, select, "list unrated games", GameId).await
    }
}
