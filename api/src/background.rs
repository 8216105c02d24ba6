//! Work the service does on its own, beside the requests it answers: the
//! sweep that closes lobbies that never started (SVC-LOBBY-TTL:
//! `TEG_LOBBY_TTL_SECONDS`, the use case `expire_lobbies` over
//! `GameStore::stale_lobbies`, each close written with its audit row), the
//! sweep that lifts time-limited bans and mutes (`Ports::lift_expired_sanctions`,
//! audited by `system`; a sanction is over at its `until` wherever it is
//! checked, `User::is_banned` and `User::is_muted`, so the sweep only tidies
//! and audits), the scheduler that plays bots' moves and times steps out
//! (SVC-BOTS, SVC-CLOCK), and the watcher that wakes the per-user feeds
//! open on this instance (`feed`).
//!
//! Each job runs on the one instance that holds its lease (`leases`); the
//! feed's watcher runs everywhere (it wakes this instance's feeds). Each
//! lobby close is also guarded on the lobby's status in the database, so two
//! instances sweeping together would close a lobby once; the sweeps are aborted when the server stops (a sweep is a few
//! guarded updates, each atomic on its own). The scheduler claims each due
//! game for a while (`GameStore::due_games`, `claim_due` with a 30 s lease)
//! before handling it with `Ports::run_due` (a bot's move or a timeout), and
//! whatever it appends is guarded by the version it planned at, so two
//! instances never both act on one game; told to stop, it finishes the game
//! in hand.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use actix_web::web;

use crate::leases::Job;
use crate::state::AppState;

/// Lobbies closed per sweep at most: a backlog drains over a few sweeps
/// rather than in one long burst of writes.
const SWEEP_BATCH: u64 = 100;

/// How often the sweep runs for a lobby lifetime of `ttl`: often enough that
/// a lobby is closed within a small part of its lifetime (and at least once
/// a minute), never more than once a second.
#[must_use]
pub fn sweep_every(ttl: Duration) -> Duration {
    (ttl / 4).clamp(Duration::from_secs(1), Duration::from_secs(60))
}

/// Starts the sweep on the current runtime: closes the lobbies older than
/// `ttl` every [`sweep_every`]`(ttl)`, the first time at once (lobbies that
/// expired while every instance was down).
pub fn spawn_lobby_sweep(state: web::Data<AppState>, ttl: Duration) -> tokio::task::JoinHandle<()> {
    let ttl_ms = i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX);
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(sweep_every(ttl));
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if !state.leases.leads(Job::Lobbies) {
                continue;
            }
            match state.games.expire_lobbies(ttl_ms, SWEEP_BATCH).await {
                Ok(closed) if closed.is_empty() => {}
                Ok(closed) => {
                    state.metrics.lobbies_expired(u64::try_from(closed.len()).unwrap_or(u64::MAX));
                    tracing::info!(count = closed.len(), "closed lobbies that never started");
                }
                // The database is away: the next sweep tries again.
                Err(e) => tracing::warn!(error = ?e, "lobby sweep failed"),
            }
        }
    })
}

/// How often the sweep of time-limited sanctions runs: a ban or a mute is
/// already over at its `until` (checked where it matters); the sweep clears
/// the flags and writes the audit entries within this.
pub const SANCTION_SWEEP: Duration = Duration::from_secs(5);

/// Sanctions lifted per sweep at most.
const SANCTION_BATCH: u64 = 100;

/// Starts the sweep that lifts the bans and mutes whose time ran out, each
/// with its audit entry (`Ports::lift_expired_sanctions`); each lift is one
/// guarded write, so two instances sweeping together lift a sanction once
/// or write a second identical row at worst, never lose one.
pub fn spawn_sanction_sweep(state: web::Data<AppState>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(SANCTION_SWEEP);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if !state.leases.leads(Job::Sanctions) {
                continue;
            }
            match state.games.lift_expired_sanctions(state.auth.users(), SANCTION_BATCH).await {
                Ok(lifted) if lifted.is_empty() => {}
                Ok(lifted) => tracing::info!(count = lifted.len(), "lifted sanctions that ran out"),
                Err(e) => tracing::warn!(error = %e, "sanction sweep failed"),
            }
        }
    })
}

/// How often the sweep looks for rated games a crash left unrated.
pub const RATING_SWEEP: Duration = Duration::from_secs(10);

/// Starts the sweep that rates the rated games that finished but were not
/// rated (the process stopped between the game's last commit and its
/// rating, SVC-RATING). A result is recorded once, whichever instance
/// writes it first, so instances sweeping together rate a game once.
pub fn spawn_rating_sweep(state: web::Data<AppState>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(RATING_SWEEP);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if !state.leases.leads(Job::Ratings) {
                continue;
            }
            match state.games.rate_unrated(SANCTION_BATCH).await {
                Ok(0) => {}
                Ok(rated) => tracing::info!(count = rated, "rated games left unrated"),
                Err(e) => tracing::warn!(error = %e, "rating sweep failed"),
            }
        }
    })
}

/// How often the matcher plans tables from the waiting tickets.
pub const MATCHMAKING_EVERY: Duration = Duration::from_millis(500);

/// Starts the matcher (SVC-MATCH): every [`MATCHMAKING_EVERY`] it plans
/// tables from the waiting tickets and makes them (`Ports::run_matchmaking`),
/// on the instance holding the `matchmaking` lease. A table's tickets are
/// also claimed with its game in one transaction, so even a second matcher
/// would make no second game of a ticket.
pub fn spawn_matchmaker(state: web::Data<AppState>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(MATCHMAKING_EVERY);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if !state.leases.leads(Job::Matchmaking) {
                continue;
            }
            match state.games.run_matchmaking().await {
                Ok(round) if round.games.is_empty() && round.expired == 0 => {}
                Ok(round) => {
                    tracing::info!(games = round.games.len(), expired = round.expired, "matched");
                }
                Err(e) => tracing::warn!(error = %e, "matchmaking failed"),
            }
        }
    })
}

/// How often the tournaments' next steps are looked for.
pub const TOURNAMENTS_EVERY: Duration = Duration::from_secs(1);

/// Starts the tournament runner (SVC-TOURNAMENT): every
/// [`TOURNAMENTS_EVERY`] it starts the tournaments due, pairs the next round
/// of those whose round ended, and ends those past their last round
/// (`Ports::run_tournaments`), on the instance holding the `tournaments`
/// lease; each step is also guarded by the tournament's version, so a
/// round is paired once.
pub fn spawn_tournaments(state: web::Data<AppState>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(TOURNAMENTS_EVERY);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if !state.leases.leads(Job::Tournaments) {
                continue;
            }
            match state.games.run_tournaments().await {
                Ok(moved) if moved.is_empty() => {}
                Ok(moved) => tracing::info!(tournaments = ?moved, "tournaments moved"),
                Err(e) => tracing::warn!(error = %e, "tournament step failed"),
            }
        }
    })
}

/// How often the scheduler looks for due games when it found nothing to do.
const SCHEDULER_POLL: Duration = Duration::from_millis(100);

/// Due games claimed per look.
const SCHEDULER_BATCH: u64 = 32;

/// How long a claim holds a game: an instance that dies holding one lets it
/// go after this, and another takes it.
const LEASE_MS: i64 = 30_000;

/// How often the scheduler also looks for games whose plan a crash lost
/// (and at its start, for deadlines that passed while every instance was
/// down, which the due query finds anyway).
const REPLAN_EVERY: Duration = Duration::from_secs(60);

/// Starts the push worker (SVC-PUSH) on the current runtime: until `stop`
/// turns true, claims the subscriptions with notices due and pushes them
/// through `sender` (`push::push_due`).
pub fn spawn_push_worker<S: crate::push::Sender>(
    state: web::Data<AppState>,
    sender: S,
    mut stop: tokio::sync::watch::Receiver<bool>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            if *stop.borrow() {
                return;
            }
            let pushed = if state.leases.leads(Job::Push) {
                crate::push::push_due(&state.push, &sender, &state.metrics).await
            } else {
                Ok(0)
            };
            let worked = match pushed {
                Ok(n) => n > 0,
                Err(e) => {
                    tracing::warn!(error = ?e, "push worker look failed");
                    false
                }
            };
            if !worked {
                tokio::select! {
                    () = tokio::time::sleep(crate::push::POLL) => {}
                    _ = stop.changed() => return,
                }
            }
        }
    })
}

/// Starts the scheduler on the current runtime: until `stop` turns true,
/// claims the due games and has each handled (`Ports::run_due`): a bot's
/// move or a timeout. After a look that did something it looks again at
/// once (bots with no delay play on without waiting), else after
/// [`SCHEDULER_POLL`].
pub fn spawn_scheduler(
    state: web::Data<AppState>,
    mut stop: tokio::sync::watch::Receiver<bool>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut replanned: Option<Instant> = None;
        loop {
            if *stop.borrow() {
                return;
            }
            let replan = replanned.is_none_or(|at| at.elapsed() >= REPLAN_EVERY);
            let looked = if state.leases.leads(Job::Clocks) {
                look(&state, replan, &stop).await
            } else {
                Ok(false)
            };
            let worked = match looked {
                Ok(worked) => {
                    if replan {
                        replanned = Some(Instant::now());
                    }
                    worked
                }
                // The database is away: the next look tries again.
                Err(e) => {
                    tracing::warn!(error = ?e, "scheduler look failed");
                    false
                }
            };
            if !worked {
                tokio::select! {
                    () = tokio::time::sleep(SCHEDULER_POLL) => {}
                    _ = stop.changed() => return,
                }
            }
        }
    })
}

/// One look: the due games claimed and handled one by one; whether any of
/// them moved.
async fn look(
    state: &AppState,
    replan: bool,
    stop: &tokio::sync::watch::Receiver<bool>,
) -> Result<bool, domain::ports::StoreError> {
    use domain::ports::{Clock as _, ScheduleStore as _};
    let games = &state.games;
    let now = games.clock.now_ms();
    let due = games.store.due_games(now, SCHEDULER_BATCH, replan).await?;
    state.metrics.scheduler.due(due.len());
    let mut worked = false;
    for game in due {
        // Stopping, or the lease lost (cut off from the database): the
        // claimed rest wait out their claims for the next leader.
        if *stop.borrow() || !state.leases.leads(crate::leases::Job::Clocks) {
            break;
        }
        if !games.store.claim_due(&game, now, now.saturating_add(LEASE_MS)).await? {
            continue; // another instance has it, or a player moved
        }
        match games.run_due(&game).await {
            Ok(handled) => {
                let lag = games.clock.now_ms().saturating_sub(game.due_at_ms);
                state.metrics.scheduler.handled(handled, lag);
                worked |= handled != domain::app::Handled::Nothing;
                if matches!(handled, domain::app::Handled::Bot | domain::app::Handled::Timeout) {
                    state.metrics.action_applied();
                }
            }
            Err(e) => tracing::warn!(game = %game.id, error = %e, "scheduled work failed"),
        }
    }
    Ok(worked)
}

/// How far back each tick of the feed watcher reads: a notice is found
/// even when its transaction commits well after it was written (its `at`),
/// since a number is no order of visibility across users.
const FEED_WINDOW_MS: i64 = 10_000;

/// Starts the watcher on the current runtime (and prunes notices older
/// than they are kept, every ten minutes). Each tick reads each user's
/// newest number among the notices of the last [`FEED_WINDOW_MS`] and
/// rings each user whose newest number is past the one last rung for them.
pub fn spawn_feed_watcher(state: web::Data<AppState>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut rung: BTreeMap<String, i64> = BTreeMap::new();
        let mut ticks = tokio::time::interval(crate::feed::TICK);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut pruned = std::time::Instant::now();
        loop {
            ticks.tick().await;
            let now = crate::adapters::system::now_ms();
            match state.notices.written_since(now - FEED_WINDOW_MS).await {
                Ok(written) => state.bells.ring(&fresh(&mut rung, written)),
                Err(e) => tracing::warn!(error = ?e, "the feed watcher missed a tick"),
            }
            if pruned.elapsed() > Duration::from_secs(600) {
                pruned = std::time::Instant::now();
                if let Err(e) = state.notices.prune(now).await {
                    tracing::warn!(error = ?e, "notices were not pruned");
                }
                if let Err(e) = state.request_keys.prune(now).await {
                    tracing::warn!(error = ?e, "idempotency keys were not pruned");
                }
            }
        }
    })
}

/// Of the notices in the window, each user's newest number past the one
/// last rung for them; `rung` keeps only the users still in the window.
fn fresh(rung: &mut BTreeMap<String, i64>, written: Vec<(String, i64)>) -> Vec<(String, i64)> {
    let mut newest: BTreeMap<String, i64> = BTreeMap::new();
    for (user, seq) in written {
        let at = newest.entry(user).or_insert(seq);
        *at = (*at).max(seq);
    }
    let out = newest
        .iter()
        .filter(|(user, seq)| rung.get(*user).is_none_or(|r| *seq > r))
        .map(|(user, seq)| (user.clone(), *seq))
        .collect();
    *rung = newest;
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_feed_watcher_rings_each_user_once_per_new_number_however_late_it_commits() {
        let mut rung = BTreeMap::new();
        let w = |list: &[(&str, i64)]| list.iter().map(|(u, s)| ((*u).to_owned(), *s)).collect();
        assert_eq!(
            fresh(&mut rung, w(&[("ana", 3), ("beto", 1), ("ana", 4)])),
            w(&[("ana", 4), ("beto", 1)])
        );
        // The same window again rings nobody; ana's 5, committed late, is rung.
        assert_eq!(fresh(&mut rung, w(&[("ana", 3), ("beto", 1), ("ana", 4)])), w(&[]));
        assert_eq!(fresh(&mut rung, w(&[("ana", 4), ("ana", 5), ("beto", 1)])), w(&[("ana", 5)]));
    }

    #[test]
    fn the_sweep_runs_a_few_times_per_lifetime_between_once_a_second_and_once_a_minute() {
        assert_eq!(sweep_every(Duration::from_secs(2)), Duration::from_secs(1));
        assert_eq!(sweep_every(Duration::from_secs(100)), Duration::from_secs(25));
        assert_eq!(sweep_every(Duration::from_secs(7 * 24 * 3600)), Duration::from_secs(60));
    }
}
