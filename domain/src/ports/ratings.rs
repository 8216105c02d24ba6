//! Ratings as stored (SVC-RATING): each person's rating per game (edition
//! or TEG II), and each rated game's result, numbered in the order the
//! results were recorded, so that replaying the results in that order
//! gives the table again (`Ports::recompute_ratings`).

use super::{GameId, StoreError, UserId};
use crate::rating::{Rating, Uncounted};

/// A person's rating in one game.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerRating {
    /// Whose.
    pub user: UserId,
    /// The edition's slug, or `teg2`.
    pub ruleset: String,
    /// Mean and uncertainty.
    pub rating: Rating,
    /// Rated games played.
    pub games: u32,
}

/// How one seat's rating changed in a rated game.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingChange {
    /// The seat (its index).
    pub seat: u8,
    /// Its person.
    pub user: UserId,
    /// Their rating before the game.
    pub before: Rating,
    /// And after it.
    pub after: Rating,
    /// Rated games they had played before this one (the guard against a
    /// rating that moved since it was read).
    pub games_before: u32,
}

/// A rated game's result: the changes of its people's ratings (bots'
/// anchors never change, so they are not listed).
#[derive(Debug, Clone, PartialEq)]
pub struct RatedGame {
    /// The game.
    pub game_id: GameId,
    /// Its edition's slug, or `teg2`.
    pub ruleset: String,
    /// Each person's change, by seat; none when it did not count.
    pub changes: Vec<RatingChange>,
    /// Why it moved no rating, when it did not count.
    pub uncounted: Option<Uncounted>,
    /// When it was recorded, ms since the epoch.
    pub at_ms: i64,
}

impl RatedGame {
    /// Whether both people's ratings moved with this game.
    #[must_use]
    pub fn counted_both(&self, a: &UserId, b: &UserId) -> bool {
        let at = |u: &UserId| self.changes.iter().any(|c| &c.user == u);
        at(a) && at(b)
    }
}

/// What recording a result did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recorded {
    /// The result and every rating were written, together.
    Written,
    /// The game's result was recorded before: nothing was written.
    AlreadyRated,
    /// A person's rating moved since it was read (another game of theirs
    /// was rated first): nothing was written; read and rate again.
    Moved,
}

/// A leaderboard's line.
#[derive(Debug, Clone, PartialEq)]
pub struct Leader {
    /// The person.
    pub user: UserId,
    /// Their display name.
    pub display_name: String,
    /// Their rating in the board's game.
    pub rating: Rating,
    /// Rated games played.
    pub games: u32,
}

/// Where ratings and results are kept.
pub trait RatingStore: Send + Sync {
    /// The ratings `users` have in `ruleset`; a person never rated there
    /// has no entry.
    fn ratings(
        &self,
        ruleset: &str,
        users: &[UserId],
    ) -> impl Future<Output = Result<Vec<PlayerRating>, StoreError>> + Send;
    /// Records a game's result and its people's new ratings in one
    /// transaction: each rating is written only if its games count is still
    /// the change's `games_before`, else nothing is ([`Recorded::Moved`]).
    fn record_result(
        &self,
        result: &RatedGame,
    ) -> impl Future<Output = Result<Recorded, StoreError>> + Send;
    /// A game's result, if it was rated.
    fn result(
        &self,
        game: &GameId,
    ) -> impl Future<Output = Result<Option<RatedGame>, StoreError>> + Send;
    /// Results in the order they were recorded, after the `after`-th (0
    /// for the first), at most `limit`: (their numbers, the results).
    fn results(
        &self,
        after: u64,
        limit: u64,
    ) -> impl Future<Output = Result<Vec<(u64, RatedGame)>, StoreError>> + Send;
    /// Every rating of one person, by game slug.
    fn ratings_of(
        &self,
        user: &UserId,
    ) -> impl Future<Output = Result<Vec<PlayerRating>, StoreError>> + Send;
    /// Every rating in one game, for the recomputation's comparison.
    fn all_ratings(
        &self,
        ruleset: &str,
    ) -> impl Future<Output = Result<Vec<PlayerRating>, StoreError>> + Send;
    /// The leaderboard of `ruleset`, best shown rating first (ties by
    /// games, then user id), leaving out people excluded by an operator
    /// and people still provisional there (fewer than
    /// `rating::PROVISIONAL_GAMES` counted games): (a page, the total).
    fn leaderboard(
        &self,
        ruleset: &str,
        offset: u64,
        limit: u64,
    ) -> impl Future<Output = Result<(Vec<Leader>, u64), StoreError>> + Send;
    /// The counted results recorded at or after `since_ms` in which any of
    /// `users` took part, in the order recorded (the daily pair cap's
    /// window).
    fn recent_results(
        &self,
        users: &[UserId],
        since_ms: i64,
    ) -> impl Future<Output = Result<Vec<RatedGame>, StoreError>> + Send;
    /// Rated games that finished but have no result yet (a crash between
    /// the last commit and the rating), at most `limit`.
    fn unrated(&self, limit: u64) -> impl Future<Output = Result<Vec<GameId>, StoreError>> + Send;
}
