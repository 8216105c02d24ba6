//! Ratings and leaderboards (SVC-RATING): a person's ratings, one per game
//! they played rated, and each game's leaderboard by the shown rating
//! `mu - 3 sigma`, people still provisional and people an operator
//! excluded left out.

use actix_web::web;
use domain::ports::{PlayerRating, UserId, UserStore as _};
use domain::rating::PROVISIONAL_GAMES;

use super::Caller;
use super::dto::{Leaderboard, LeaderboardQuery, RatingDto, UserRatings};
use super::responses::{MalformedQuery, NoToken, UnknownRuleset, UserIdParam, UserNotFound};
use super::{PathId, Reply, Shared};

impl From<&PlayerRating> for RatingDto {
    fn from(r: &PlayerRating) -> Self {
        Self {
            ruleset: r.ruleset.clone(),
            mu: r.rating.mu,
            sigma: r.rating.sigma,
            rating: r.rating.shown(),
            games: r.games,
            provisional: r.games < PROVISIONAL_GAMES,
        }
    }
}

/// A person's public profile: their ratings, one per game (edition or TEG
/// II) they have played rated, and their reliability (SVC-FAIRPLAY).
#[utoipa::path(get, operation_id = "getUserRatings", path = "/v1/users/{id}/ratings", tag = "ratings",
    security(("bearer" = [])),
    params(UserIdParam),
    responses(
        (status = 200, description = "The ratings, by game slug", body = UserRatings),
        NoToken,
        UserNotFound,
    ))]
pub(super) async fn of_user(state: Shared, caller: Caller, id: PathId) -> Reply {
    let id = UserId(id.into_inner());
    if state.auth.users().by_id(&id).await?.is_none() {
        return Err(domain::app::AppError::UserNotFound.into());
    }
    let ratings = crate::replica::lagging!(state, Some(&caller.0.user), |g| g.ratings_of(&id))?;
    let reliability = state.games.fair_play(&id).await?.reliability;
    Ok(super::ok(&UserRatings { ratings: ratings.iter().map(Into::into).collect(), reliability }))
}

/// A game's leaderboard: the best shown rating first, a page at a time.
/// Only established people are on it: 10 counted rated games or more
/// there, and not left out by an operator.
#[utoipa::path(get, operation_id = "getLeaderboard", path = "/v1/leaderboards/{ruleset}", tag = "ratings",
    security(("bearer" = [])),
    params(
        ("ruleset" = String, Path, description = "`revancha`, `classic`, `junior` or `teg2`", pattern = "^(revancha|classic|junior|teg2)$"),
        LeaderboardQuery,
    ),
    responses(
        (status = 200, description = "A page of the leaderboard", body = Leaderboard),
        MalformedQuery,
        NoToken,
        UnknownRuleset,
    ))]
pub(super) async fn leaderboard(
    state: Shared,
    caller: Caller,
    ruleset: PathId,
    query: web::Query<LeaderboardQuery>,
) -> Reply {
    let (offset, limit) = (query.offset, query.limit);
    let board =
        crate::players::leaderboard(&state, &caller.0.user, &ruleset, offset, limit).await?;
    Ok(super::ok(&board))
}
