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
        out
    }
}
