//! Prometheus metrics (`GET /metrics`, text format 0.0.4): request counts by
//! status class, actions applied and refused, games created. Counters are
//! plain atomics: no registry crate needed for a handful of series.

use std::sync::atomic::{AtomicU64, Ordering};

/// The service's counters.
#[derive(Debug, Default)]
pub struct Metrics {
    requests: [AtomicU64; 5],
    actions_applied: AtomicU64,
    actions_refused: AtomicU64,
    version_conflicts: AtomicU64,
    games_created: AtomicU64,
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
    }

    /// Counts a refused action (rule violation).
    pub fn action_refused(&self) {
        self.actions_refused.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a version conflict.
    pub fn version_conflict(&self) {
        self.version_conflicts.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a created game.
    pub fn game_created(&self) {
        self.games_created.fetch_add(1, Ordering::Relaxed);
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
                "teg_games_created_total",
                "Games created (lobbies and imports).",
                &self.games_created,
            ),
        ] {
            let _ = writeln!(out, "# HELP {name} {help}");
            let _ = writeln!(out, "# TYPE {name} counter");
            let _ = writeln!(out, "{name} {}", value.load(Ordering::Relaxed));
        }
        out
    }
}
