//! "Live now" (SVC-WATCH), the same on REST and GraphQL: the public games
//! under way worth watching, best first: the most watched, then the best
//! rated (the mean shown rating of their rated people), then the furthest
//! along. Anyone may read it, signed in or not, so an instance ranks at
//! most once every `FRESH_MS` (`crate::live_now`): the requests in between, and
//! those that come while it ranks, read that ranking.

use std::sync::Arc;

use domain::ports::{GameId, GameStatus, RatingStore as _, UserId};

use crate::dto::{GameSummary, TvGame, TvList};
use crate::error::ApiError;
use crate::state::AppState;

/// Games listed at most.
pub const MOST: usize = 20;
/// Games under way looked at to rank.
const LOOKED_AT: u64 = 200;
/// How long a ranking is shown again, ms: a list of who plays and who
/// watches, which changes by the move, not by the request.
const FRESH_MS: i64 = 2_000;

/// The live public games, best first: the instance's last ranking while
/// it is fresh, else a new one.
///
/// # Errors
/// The stores failed.
pub(crate) async fn tv(state: &AppState) -> Result<Arc<TvList>, ApiError> {
    let mut last = state.live_now.0.lock().await;
    let now = crate::adapters::system::now_ms();
    if let Some((at, list)) = last.as_ref()
        && now - at < FRESH_MS
    {
        return Ok(list.clone());
    }
    let list = Arc::new(rank(state, now).await?);
    *last = Some((now, list.clone()));
    Ok(list)
}

/// Ranks the live public games now.
async fn rank(state: &AppState, now: i64) -> Result<TvList, ApiError> {
    let (games, _) = crate::replica::lagging!(state, None, |g| g.list_games(
        Some(GameStatus::Playing),
        0,
        LOOKED_AT
    ))?;
    let games: Vec<_> = games.into_iter().filter(|g| !g.access.private).collect();
    let ids: Vec<GameId> = games.iter().map(|g| g.id.clone()).collect();
    let spectators = state.watching.count(&ids, now).await;
    let mut listed = Vec::with_capacity(games.len());
    for (meta, spectators) in games.iter().zip(spectators) {
        let people: Vec<UserId> =
            meta.seats.iter().filter(|s| s.bot.is_none()).map(|s| s.user.clone()).collect();
        let rated = state.games.store.ratings(&meta.ruleset, &people).await?;
        let rating = mean(rated.iter().map(|r| r.rating.shown()));
        let (_, version) = state.games.head(&meta.id).await?;
        listed.push((TvGame { game: GameSummary::from(meta), spectators, rating }, version));
    }
    listed.sort_by(|(a, va), (b, vb)| {
        b.spectators
            .cmp(&a.spectators)
            .then(b.rating.unwrap_or(f64::MIN).total_cmp(&a.rating.unwrap_or(f64::MIN)))
            .then(vb.cmp(va))
            .then(a.game.id.cmp(&b.game.id))
    });
    Ok(TvList { games: listed.into_iter().take(MOST).map(|(g, _)| g).collect() })
}

/// The mean of `values`, if any.
fn mean(values: impl Iterator<Item = f64>) -> Option<f64> {
    let (sum, n) = values.fold((0.0, 0_u32), |(s, n), v| (s + v, n + 1));
    (n > 0).then(|| sum / f64::from(n))
}
