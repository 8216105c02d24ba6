//! Ratings (SVC-RATING): a rated game is rated once, when it finishes,
//! from its finish order (`game::finish_order`) and its people's ratings
//! as stored then; bots sit as anchors (`rating::anchor`). The result and
//! the new ratings commit together, guarded by each person's games count,
//! so two games of one person finishing at once are rated one after the
//! other, never from the same "before". The stored results, replayed in
//! the order they were recorded, give the table again
//! (`recompute_ratings`), which is how the table is audited.
//!
//! A game counts only when it was played (`uncounted`): every person
//! played `rating::MIN_TURNS_PLAYED` turns themselves, and no two of them
//! had already played `rating::DAILY_PAIR_CAP` counted games together in
//! the day before. One that does not is recorded all the same, with its
//! reason and no change, so it is rated once and the collusion signal
//! still reads it. The pair cap is read inside the guarded retry: two
//! games of one pair finishing at once cannot both be the last allowed.

use std::collections::BTreeMap;

use super::{AppError, Ports};
use crate::game::Game;
use crate::ports::{
    Clock, EventBus, GameMeta, GameStatus, GameStore, Leader, PlayerRating, RatedGame,
    RatingChange, RatingStore, Recorded, SeedSource, UserId,
};
use crate::rating::{
    DAILY_PAIR_CAP, DAY_MS, Entrant, MIN_TURNS_PLAYED, Rating, Uncounted, ranks, rate,
};
use crate::shared::SeatKey;

/// How many times a result is rated again when its people's ratings keep
/// moving under it (other games of theirs rated first).
const RETRIES: usize = 16;

/// The result of a finished game from its finish order and its people's
/// ratings before it (`before`; a person absent from it is new): each
/// person's change, by seat. Pure, so the live rating and the
/// recomputation are the same computation.
#[must_use]
pub fn rated_result(
    meta: &GameMeta,
    order: &[Vec<SeatKey>],
    before: &[PlayerRating],
    at_ms: i64,
) -> RatedGame {
    let mut seen: Vec<&UserId> = Vec::new();
    // Each seat with its rank, a person counted at their first seat only.
    let field: Vec<(SeatKey, Entrant, u32, usize)> = ranks(order)
        .into_iter()
        .filter_map(|(key, rank)| {
            let seat = meta.seats.get(usize::from(key.seat))?;
            if let Some(level) = seat.bot {
                return Some((key, Entrant::Bot(level), 0, rank));
            }
            if seen.contains(&&seat.user) {
                return None;
            }
            seen.push(&seat.user);
            let had = before.iter().find(|r| r.user == seat.user);
            let rating = had.map_or(Rating::NEW, |r| r.rating);
            Some((key, Entrant::Person(rating), had.map_or(0, |r| r.games), rank))
        })
        .collect();
    let entrants: Vec<(Entrant, usize)> = field.iter().map(|(_, e, _, r)| (*e, *r)).collect();
    let after = rate(&entrants);
    let mut changes: Vec<RatingChange> = field
        .iter()
        .zip(after)
        .filter_map(|((key, entrant, games, _), after)| match entrant {
            Entrant::Bot(_) => None,
            Entrant::Person(before) => Some(RatingChange {
                seat: key.seat,
                user: meta.seats[usize::from(key.seat)].user.clone(),
                before: *before,
                after,
                games_before: *games,
            }),
        })
        .collect();
    changes.sort_by_key(|c| c.seat);
    RatedGame {
        game_id: meta.id.clone(),
        ruleset: meta.ruleset.clone(),
        changes,
        uncounted: None,
        at_ms,
    }
}

/// Why a finished rated game does not count, if it does not: a person at
/// it played too few turns themselves (`log`), or two of its `people`
/// already played the day's cap of counted games together (`recent`: the
/// counted results of the day before it). Pure, so the live rating and the
/// recomputation decide alike.
#[must_use]
pub(crate) fn uncounted(
    meta: &GameMeta,
    log: &[crate::game::Event],
    people: &[UserId],
    recent: &[RatedGame],
) -> Option<Uncounted> {
    let too_few = meta
        .keys()
        .zip(&meta.seats)
        .filter(|(_, seat)| seat.bot.is_none())
        .any(|(key, _)| crate::game::turns_played(log, key) < MIN_TURNS_PLAYED);
    if too_few {
        return Some(Uncounted::TooFewTurns);
    }
    let capped = people.iter().enumerate().any(|(i, a)| {
        people[i + 1..].iter().any(|b| {
            let together = recent.iter().filter(|r| r.counted_both(a, b)).count();
            u32::try_from(together).unwrap_or(u32::MAX) >= DAILY_PAIR_CAP
        })
    });
    capped.then_some(Uncounted::PairCap)
}

/// A finished rated game's result, the live rating's and the
/// recomputation's alike: no change and its reason when it does not count
/// ([`uncounted`]), else its people's changes from `before`
/// ([`rated_result`]).
fn judged(
    meta: &GameMeta,
    (order, log): (&[Vec<SeatKey>], &[crate::game::Event]),
    (people, recent): (&[UserId], &[RatedGame]),
    before: &[PlayerRating],
    at_ms: i64,
) -> RatedGame {
    match uncounted(meta, log, people, recent) {
        Some(why) => RatedGame {
            game_id: meta.id.clone(),
            ruleset: meta.ruleset.clone(),
            changes: Vec::new(),
            uncounted: Some(why),
            at_ms,
        },
        None => rated_result(meta, order, before, at_ms),
    }
}

/// What the recomputation found.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Recomputation {
    /// Results replayed.
    pub games: u64,
    /// Ratings compared with the stored table.
    pub ratings: u64,
    /// Every difference, in words; none when the stored table is the
    /// results replayed.
    pub differences: Vec<String>,
}

impl<S: GameStore + RatingStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// Rates a finished rated game, once: its result (the one recorded
    /// before, if any), or `None` for a game that is not rated, or not
    /// finished.
    ///
    /// # Errors
    /// A store failure, or ratings that kept moving under it.
    pub async fn rate_game(
        &self,
        meta: &GameMeta,
        game: &Game,
    ) -> Result<Option<RatedGame>, AppError> {
        if !meta.rated || meta.status != GameStatus::Finished {
            return Ok(None);
        }
        if let Some(done) = self.store.result(&meta.id).await? {
            return Ok(Some(done));
        }
        let log = self.store.events_since(&meta.id, 0).await?;
        let keys: Vec<SeatKey> = meta.keys().collect();
        let Some(order) = crate::game::finish_order(game, &log, &keys) else { return Ok(None) };
        let people: Vec<UserId> = super::schedule::people(meta).collect();
        for _ in 0..RETRIES {
            let now = self.clock.now_ms();
            let recent = self.store.recent_results(&people, now - DAY_MS).await?;
            let before = self.store.ratings(&meta.ruleset, &people).await?;
            let result = judged(meta, (&order, &log), (&people, &recent), &before, now);
            match self.store.record_result(&result).await? {
                Recorded::Written => return Ok(Some(result)),
                Recorded::AlreadyRated => return Ok(self.store.result(&meta.id).await?),
                Recorded::Moved => {}
            }
        }
        Err(AppError::Store(format!("the ratings of game {} kept moving", meta.id)))
    }

    /// A game's result: for a rated game once finished and rated, else
    /// none (nothing is read).
    ///
    /// # Errors
    /// A store failure.
    pub async fn rating_result(&self, meta: &GameMeta) -> Result<Option<RatedGame>, AppError> {
        if !meta.rated || meta.status != GameStatus::Finished {
            return Ok(None);
        }
        Ok(self.store.result(&meta.id).await?)
    }

    /// Rates the rated games a crash left unrated (the sweep): how many.
    ///
    /// # Errors
    /// A store failure.
    pub async fn rate_unrated(&self, limit: u64) -> Result<usize, AppError> {
        let mut rated = 0;
        for id in self.store.unrated(limit).await? {
            let (meta, game) = self.current(&id).await?;
            if self.rate_game(&meta, &game).await?.is_some() {
                rated += 1;
            }
        }
        Ok(rated)
    }

    /// A person's ratings, one per game they played rated.
    ///
    /// # Errors
    /// A store failure.
    pub async fn ratings_of(&self, user: &UserId) -> Result<Vec<PlayerRating>, AppError> {
        Ok(self.store.ratings_of(user).await?)
    }

    /// A page of a game's leaderboard and the total.
    ///
    /// # Errors
    /// A store failure.
    pub async fn leaderboard(
        &self,
        ruleset: &str,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<Leader>, u64), AppError> {
        Ok(self.store.leaderboard(ruleset, offset, limit).await?)
    }

    /// Replays every stored result in the order it was recorded, each
    /// game's finish order read again from its log, and compares the
    /// changes and the final table with what is stored.
    ///
    /// # Errors
    /// A store failure.
    pub async fn recompute_ratings(&self) -> Result<Recomputation, AppError> {
        let mut table: BTreeMap<(String, UserId), PlayerRating> = BTreeMap::new();
        // The counted results replayed so far, for the pair cap's window.
        let mut counted: Vec<RatedGame> = Vec::new();
        let mut found = Recomputation::default();
        let mut after = 0;
        loop {
            let page = self.store.results(after, 200).await?;
            let Some((last, _)) = page.last() else { break };
            after = *last;
            for (_, stored) in page {
                found.games += 1;
                let id = &stored.game_id;
                let meta = self.store.meta(id).await?;
                let log = self.store.events_since(id, 0).await?;
                let keys: Vec<SeatKey> = meta.keys().collect();
                let Some(order) = crate::game::finish_order(&Game::replay(&log), &log, &keys)
                else {
                    found
                        .differences
                        .push(format!("game {id} is rated but its log is not finished"));
                    continue;
                };
                let people: Vec<UserId> = super::schedule::people(&meta).collect();
                let recent: Vec<RatedGame> =
                    counted.iter().filter(|r| r.at_ms >= stored.at_ms - DAY_MS).cloned().collect();
                let before: Vec<PlayerRating> = people
                    .iter()
                    .filter_map(|u| table.get(&(meta.ruleset.clone(), u.clone())).cloned())
                    .collect();
                let again =
                    judged(&meta, (&order, &log), (&people, &recent), &before, stored.at_ms);
                if (&again.changes, again.uncounted) != (&stored.changes, stored.uncounted) {
                    found.differences.push(format!(
                        "game {id}: stored {:?} {:?}, recomputed {:?} {:?}",
                        stored.uncounted, stored.changes, again.uncounted, again.changes
                    ));
                }
                if again.uncounted.is_none() {
                    counted.push(again.clone());
                }
                for c in again.changes {
                    let key = (meta.ruleset.clone(), c.user.clone());
                    let games = c.games_before + 1;
                    table.insert(
                        key,
                        PlayerRating {
                            user: c.user,
                            ruleset: meta.ruleset.clone(),
                            rating: c.after,
                            games,
                        },
                    );
                }
            }
        }
        let mut stored_rows = Vec::new();
        for ruleset in crate::game::Kind::ALL.iter().map(|k| k.slug().to_owned()) {
            stored_rows.extend(self.store.all_ratings(&ruleset).await?);
        }
        for row in &stored_rows {
            found.ratings += 1;
            match table.get(&(row.ruleset.clone(), row.user.clone())) {
                Some(again) if again == row => {}
                again => found.differences.push(format!("stored {row:?}, recomputed {again:?}")),
            }
        }
        for (key, again) in &table {
            if !stored_rows.iter().any(|r| (&r.ruleset, &r.user) == (&key.0, &key.1)) {
                found.differences.push(format!("recomputed {again:?} is not stored"));
            }
        }
        Ok(found)
    }
}
