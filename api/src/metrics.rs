//! Prometheus metrics (`GET /metrics`, text format 0.0.4): request counts by
//! status class, actions applied, refused and replayed, games created. Counters are
//! plain atomics: no registry crate needed for a handful of series.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The service's counters, and the recent activity the dashboard shows.
#[derive(Debug)]
pub struct Metrics {
    requests: [AtomicU64; 5],
    actions_applied: AtomicU64,
    actions_refused: AtomicU64,
    version_conflicts: AtomicU64,
    actions_replayed: AtomicU64,
    games_created: AtomicU64,
    lobbies_expired: AtomicU64,
    /// The scheduler's figures (SVC-CLOCK, SVC-BOTS).
    pub scheduler: SchedulerMetrics,
    /// What became of pushes (SVC-PUSH), by outcome ([`PUSH_OUTCOMES`]).
    pushes: [AtomicU64; PUSH_OUTCOMES.len()],
    /// Actions applied per second over the last minute: (second, count).
    recent_actions: Mutex<VecDeque<(u64, u64)>>,
    /// When each user was last seen (for "players online").
    seen: Mutex<HashMap<String, Instant>>,
    started: Instant,
}

impl Default for Metrics {
    fn default() -> Self {
        Self {
            requests: Default::default(),
            actions_applied: AtomicU64::default(),
            actions_refused: AtomicU64::default(),
            version_conflicts: AtomicU64::default(),
            actions_replayed: AtomicU64::default(),
            games_created: AtomicU64::default(),
            lobbies_expired: AtomicU64::default(),
            scheduler: SchedulerMetrics::default(),
            pushes: Default::default(),
            recent_actions: Mutex::default(),
            seen: Mutex::default(),
            started: Instant::now(),
        }
    }
}

/// "Online" means seen within this window.
const ONLINE: Duration = Duration::from_secs(300);

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Metrics {
    /// Counts a response by status class (1xx..5xx).
    pub fn request(&self, status: u16) {
        let class = usize::from(status / 100).clamp(1, 5) - 1;
        if let Some(c) = self.requests.get(class) {
            c.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Counts an accepted action.
    pub fn action_applied(&self) {
        self.actions_applied.fetch_add(1, Ordering::Relaxed);
        let now = self.second();
        let mut recent = lock(&self.recent_actions);
        match recent.back_mut() {
            Some((s, n)) if *s == now => *n += 1,
            _ => recent.push_back((now, 1)),
        }
        while recent.front().is_some_and(|(s, _)| s + 60 <= now) {
            recent.pop_front();
        }
    }

    fn second(&self) -> u64 {
        self.started.elapsed().as_secs()
    }

    /// Actions applied in the last 60 seconds.
    #[must_use]
    pub fn actions_last_minute(&self) -> u64 {
        let now = self.second();
        lock(&self.recent_actions).iter().filter(|(s, _)| s + 60 > now).map(|(_, n)| n).sum()
    }

    /// Notes that a user made a request.
    pub fn seen(&self, user: &str) {
        let now = Instant::now();
        let mut seen = lock(&self.seen);
        if let Some(at) = seen.get_mut(user) {
            *at = now;
            return;
        }
        if seen.len() >= 100_000 {
            seen.retain(|_, at| now.duration_since(*at) < ONLINE);
        }
        seen.insert(user.to_owned(), now);
    }

    /// Distinct users seen in the last five minutes.
    #[must_use]
    pub fn online(&self) -> u64 {
        let now = Instant::now();
        let n = lock(&self.seen).values().filter(|at| now.duration_since(**at) < ONLINE).count();
        u64::try_from(n).unwrap_or(u64::MAX)
    }

    /// Responses of a status class so far (4 → 4xx).
    #[must_use]
    pub fn responses(&self, class: usize) -> u64 {
        self.requests.get(class.wrapping_sub(1)).map_or(0, |c| c.load(Ordering::Relaxed))
    }

    /// Counts a refused action (rule violation).
    pub fn action_refused(&self) {
        self.actions_refused.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a version conflict.
    pub fn version_conflict(&self) {
        self.version_conflicts.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a keyed retry answered with its kept answer.
    pub fn action_replayed(&self) {
        self.actions_replayed.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a created game.
    pub fn game_created(&self) {
        self.games_created.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts lobbies closed for never starting (SVC-LOBBY-TTL).
    pub fn lobbies_expired(&self, n: u64) {
        self.lobbies_expired.fetch_add(n, Ordering::Relaxed);
    }

    /// Counts a push's outcome, one of [`PUSH_OUTCOMES`].
    pub fn pushed(&self, outcome: &str) {
        if let Some(i) = PUSH_OUTCOMES.iter().position(|&o| o == outcome) {
            self.pushes[i].fetch_add(1, Ordering::Relaxed);
        }
    }

    /// The exposition text.
    #[must_use]
    pub fn render(&self) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        let _ = writeln!(out, "# HELP teg_http_requests_total HTTP responses by status class.");
        let _ = writeln!(out, "# TYPE teg_http_requests_total counter");
        for (i, c) in self.requests.iter().enumerate() {
            let _ = writeln!(
                out,
                "teg_http_requests_total{{class=\"{}xx\"}} {}",
                i + 1,
                c.load(Ordering::Relaxed)
            );
        }
        for (name, help, value) in [
            ("teg_actions_applied_total", "Game actions applied.", &self.actions_applied),
            ("teg_actions_refused_total", "Game actions refused by a rule.", &self.actions_refused),
            (
                "teg_version_conflicts_total",
                "Actions refused for a stale version.",
                &self.version_conflicts,
            ),
            (
                "teg_actions_replayed_total",
                "Retries under an idempotency key, answered with the first answer.",
                &self.actions_replayed,
            ),
            (
                "teg_games_created_total",
                "Games created (lobbies and imports).",
                &self.games_created,
            ),
            (
                "teg_lobbies_expired_total",
                "Lobbies closed by this instance for never starting (TEG_LOBBY_TTL_SECONDS).",
                &self.lobbies_expired,
            ),
        ] {
            let _ = writeln!(out, "# HELP {name} {help}");
            let _ = writeln!(out, "# TYPE {name} counter");
            let _ = writeln!(out, "{name} {}", value.load(Ordering::Relaxed));
        }
        let _ = writeln!(
            out,
            "# HELP teg_push_total Pushes by outcome: sent, retried, failed (given up after the retries), refused (4xx), gone (404/410: subscription deleted), dropped (its session ended), expired (past a turn's deadline)."
        );
        let _ = writeln!(out, "# TYPE teg_push_total counter");
        for (outcome, n) in PUSH_OUTCOMES.iter().zip(&self.pushes) {
            let _ = writeln!(
                out,
                "teg_push_total{{outcome=\"{outcome}\"}} {}",
                n.load(Ordering::Relaxed)
            );
        }
        self.scheduler.render(&mut out);
        out
    }
}

/// The outcomes counted in `teg_push_total`.
pub const PUSH_OUTCOMES: [&str; 7] =
    ["sent", "retried", "failed", "refused", "gone", "dropped", "expired"];

/// Upper bounds of the lag histogram's buckets, in ms.
const LAG_BUCKETS_MS: [u64; 10] = [50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000, 30_000, 60_000];

/// What the scheduler found and did: games due at its last look, games
/// handled by kind, and how late it handled them.
#[derive(Debug, Default)]
pub struct SchedulerMetrics {
    due: AtomicU64,
    handled: [AtomicU64; 4],
    lag_buckets: [AtomicU64; LAG_BUCKETS_MS.len()],
    lag_count: AtomicU64,
    lag_sum_ms: AtomicU64,
}

/// The kinds counted in `teg_scheduler_handled_total`, in the order of
/// [`SchedulerMetrics::handled`].
const HANDLED: [domain::app::Handled; 4] = [
    domain::app::Handled::Bot,
    domain::app::Handled::Timeout,
    domain::app::Handled::Replanned,
    domain::app::Handled::Nothing,
];

impl SchedulerMetrics {
    /// The number of due games the last look found.
    pub fn due(&self, n: usize) {
        self.due.store(u64::try_from(n).unwrap_or(u64::MAX), Ordering::Relaxed);
    }

    /// Counts a handled game, `lag_ms` after it fell due.
    pub fn handled(&self, kind: domain::app::Handled, lag_ms: i64) {
        if let Some(i) = HANDLED.iter().position(|&k| k == kind) {
            self.handled[i].fetch_add(1, Ordering::Relaxed);
        }
        let lag = u64::try_from(lag_ms).unwrap_or(0);
        for (bound, bucket) in LAG_BUCKETS_MS.iter().zip(&self.lag_buckets) {
            if lag <= *bound {
                bucket.fetch_add(1, Ordering::Relaxed);
            }
        }
        self.lag_count.fetch_add(1, Ordering::Relaxed);
        self.lag_sum_ms.fetch_add(lag, Ordering::Relaxed);
    }

    /// Games handled of one kind so far.
    #[must_use]
    pub fn handled_of(&self, kind: domain::app::Handled) -> u64 {
        HANDLED
            .iter()
            .position(|&k| k == kind)
            .map_or(0, |i| self.handled[i].load(Ordering::Relaxed))
    }

    fn render(&self, out: &mut String) {
        use std::fmt::Write;
        let _ = writeln!(out, "# HELP teg_scheduler_due Games due at the scheduler's last look.");
        let _ = writeln!(out, "# TYPE teg_scheduler_due gauge");
        let _ = writeln!(out, "teg_scheduler_due {}", self.due.load(Ordering::Relaxed));
        let _ = writeln!(
            out,
            "# HELP teg_scheduler_handled_total Due games handled by this instance, by what was done."
        );
        let _ = writeln!(out, "# TYPE teg_scheduler_handled_total counter");
        for (kind, n) in HANDLED.iter().zip(&self.handled) {
            let _ = writeln!(
                out,
                "teg_scheduler_handled_total{{kind=\"{}\"}} {}",
                kind.as_str(),
                n.load(Ordering::Relaxed)
            );
        }
        let _ = writeln!(
            out,
            "# HELP teg_scheduler_lag_seconds How long after falling due a game was handled."
        );
        let _ = writeln!(out, "# TYPE teg_scheduler_lag_seconds histogram");
        for (bound, bucket) in LAG_BUCKETS_MS.iter().zip(&self.lag_buckets) {
            let _ = writeln!(
                out,
                "teg_scheduler_lag_seconds_bucket{{le=\"{}\"}} {}",
                seconds(*bound),
                bucket.load(Ordering::Relaxed)
            );
        }
        let count = self.lag_count.load(Ordering::Relaxed);
        let _ = writeln!(out, "teg_scheduler_lag_seconds_bucket{{le=\"+Inf\"}} {count}");
        let sum = seconds(self.lag_sum_ms.load(Ordering::Relaxed));
        let _ = writeln!(out, "teg_scheduler_lag_seconds_sum {sum}");
        let _ = writeln!(out, "teg_scheduler_lag_seconds_count {count}");
    }
}

/// Milliseconds as Prometheus' seconds.
fn seconds(ms: u64) -> String {
    format!("{}.{:03}", ms / 1000, ms % 1000)
}
