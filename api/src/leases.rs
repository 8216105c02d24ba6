//! One worker per job across instances (issue 52): each background job
//! (the clocks' scheduler, matchmaking, tournaments, webhook and push
//! delivery, the rating, lobby and sanction sweeps) runs on the one
//! instance that holds its lease, a row of `job_leases` in the database.
//!
//! Every [`RENEW_EVERY`] an instance asks for each lease in one statement
//! per job: it keeps a lease it holds, or takes one whose holder let it
//! expire ([`LEASE`] after its last renewal), the fencing `token` growing
//! at each change of holder. A job works only while its instance holds the
//! lease and renewed it less than [`LEASE`] less [`RENEW_EVERY`] ago, so a
//! paused or cut-off leader stops before anyone else may start. A leader
//! that dies is replaced within [`LEASE`] + [`RENEW_EVERY`] (12 s); one
//! stopped gracefully lets its leases go at once. On PostgreSQL expiry is
//! read on the database's clock, so instances' clocks need not agree.
//!
//! A lease only spares the work: what a job does stays guarded in the
//! database (a due game's claim and version, a ticket's claim, a
//! delivery's claim), so even two leaders at once could not act twice.
//! `teg_leader{job}` is 1 on the leader, 0 elsewhere.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, Statement, Value};

/// How long a lease lasts after its last renewal.
pub const LEASE: Duration = Duration::from_secs(10);

/// How often each instance renews (or asks for) every lease.
pub const RENEW_EVERY: Duration = Duration::from_secs(2);

/// The jobs, by the name their lease and metric carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Job {
    /// The scheduler: bots' moves and timeouts (SVC-BOTS, SVC-CLOCK).
    Clocks,
    /// The quick-match matcher (SVC-MATCH).
    Matchmaking,
    /// The tournament runner (SVC-TOURNAMENT).
    Tournaments,
    /// "Your turn" webhooks' delivery (SVC-NOTIFY).
    Webhooks,
    /// Web Push delivery (SVC-PUSH).
    Push,
    /// The sweep that rates games left unrated (SVC-RATING).
    Ratings,
    /// The sweep that closes lobbies that never started (SVC-LOBBY-TTL).
    Lobbies,
    /// The sweep that lifts time-limited bans and mutes.
    Sanctions,
}

impl Job {
    /// Every job, in the order of their metrics.
    pub const ALL: [Job; 8] = [
        Job::Clocks,
        Job::Matchmaking,
        Job::Tournaments,
        Job::Webhooks,
        Job::Push,
        Job::Ratings,
        Job::Lobbies,
        Job::Sanctions,
    ];

    /// The lease's and the metric's name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Job::Clocks => "clocks",
            Job::Matchmaking => "matchmaking",
            Job::Tournaments => "tournaments",
            Job::Webhooks => "webhooks",
            Job::Push => "push",
            Job::Ratings => "ratings",
            Job::Lobbies => "lobbies",
            Job::Sanctions => "sanctions",
        }
    }

    fn index(self) -> usize {
        Job::ALL.iter().position(|j| *j == self).unwrap_or(0)
    }
}

/// This instance's leases.
#[derive(Debug)]
pub struct Leases {
    db: DatabaseConnection,
    /// This instance, as `job_leases.holder` names it.
    holder: String,
    /// Each job's lease while held: its fencing token and until when this
    /// instance may work on it.
    held: Mutex<[Option<(i64, Instant)>; 8]>,
}

impl Leases {
    /// Over the store's connection, for a new instance.
    #[must_use]
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db, holder: uuid::Uuid::new_v4().simple().to_string(), held: Mutex::new([None; 8]) }
    }

    fn held(&self) -> std::sync::MutexGuard<'_, [Option<(i64, Instant)>; 8]> {
        self.held.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Whether this instance runs `job` now.
    #[must_use]
    pub fn leads(&self, job: Job) -> bool {
        self.token(job).is_some()
    }

    /// The fencing token of `job`'s lease while this instance may work on it.
    #[must_use]
    pub fn token(&self, job: Job) -> Option<i64> {
        self.held()[job.index()].filter(|(_, until)| Instant::now() < *until).map(|(t, _)| t)
    }

    /// Asks for every lease now: keeps those held, takes those free.
    pub async fn renew(&self) {
        for job in Job::ALL {
            let asked = Instant::now();
            let token = match self.claim(job).await {
                Ok(token) => token,
                Err(e) => {
                    // The database is away: keep working only as long as
                    // the last renewal allows.
                    tracing::warn!(job = job.name(), error = %e, "a job's lease could not be renewed");
                    continue;
                }
            };
            let was = self.held()[job.index()].map(|(t, _)| t);
            // Work stops a renewal period before the lease runs out, so
            // that the next holder never starts before this one stopped.
            self.held()[job.index()] = token.map(|t| (t, asked + LEASE - RENEW_EVERY));
            if was != token && token.is_some() {
                tracing::info!(job = job.name(), token, "this instance now runs the job");
            }
        }
    }

    /// One statement: the lease's token if this instance holds it now.
    async fn claim(&self, job: Job) -> Result<Option<i64>, sea_orm::DbErr> {
        let lease_ms = i64::try_from(LEASE.as_millis()).unwrap_or(i64::MAX);
        let backend = self.db.get_database_backend();
        let (now, sql) = if backend == DbBackend::Postgres {
            (
                None,
                "INSERT INTO job_leases (job, holder, token, expires_at) \
                 VALUES ($1, $2, 1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint + $3) \
                 ON CONFLICT (job) DO UPDATE SET holder = EXCLUDED.holder, \
                   token = job_leases.token + CASE WHEN job_leases.holder = EXCLUDED.holder THEN 0 ELSE 1 END, \
                   expires_at = EXCLUDED.expires_at \
                 WHERE job_leases.holder = EXCLUDED.holder \
                   OR job_leases.expires_at < (extract(epoch FROM clock_timestamp()) * 1000)::bigint \
                 RETURNING token",
            )
        } else {
            (
                Some(crate::adapters::system::now_ms()),
                "INSERT INTO job_leases (job, holder, token, expires_at) VALUES (?, ?, 1, ? + ?) \
                 ON CONFLICT (job) DO UPDATE SET holder = excluded.holder, \
                   token = job_leases.token + CASE WHEN job_leases.holder = excluded.holder THEN 0 ELSE 1 END, \
                   expires_at = excluded.expires_at \
                 WHERE job_leases.holder = excluded.holder OR job_leases.expires_at < ? \
                 RETURNING token",
            )
        };
        let mut values: Vec<Value> = vec![job.name().into(), self.holder.clone().into()];
        match now {
            None => values.push(lease_ms.into()),
            Some(now) => values.extend([now.into(), lease_ms.into(), now.into()]),
        }
        let row =
            self.db.query_one_raw(Statement::from_sql_and_values(backend, sql, values)).await?;
        row.map(|r| r.try_get_by_index::<i64>(0)).transpose()
    }

    /// Lets every lease this instance holds go (a graceful stop): another
    /// instance takes each at its next renewal.
    pub async fn release(&self) {
        let sql = if self.db.get_database_backend() == DbBackend::Postgres {
            "UPDATE job_leases SET expires_at = 0 WHERE holder = $1"
        } else {
            "UPDATE job_leases SET expires_at = 0 WHERE holder = ?"
        };
        *self.held() = [None; 8];
        let statement = Statement::from_sql_and_values(
            self.db.get_database_backend(),
            sql,
            [self.holder.clone().into()],
        );
        if let Err(e) = self.db.execute_raw(statement).await {
            tracing::warn!(error = %e, "leases not released; they expire on their own");
        }
    }

    /// Renews every [`RENEW_EVERY`] for as long as the service runs.
    pub async fn keep_forever(&self) {
        let mut every = tokio::time::interval(RENEW_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            self.renew().await;
        }
    }

    /// `teg_leader{job}`: 1 where this instance runs the job.
    pub fn render(&self, out: &mut String) {
        use std::fmt::Write;
        let _ = writeln!(
            out,
            "# HELP teg_leader 1 on the instance that runs the job now (its lease), 0 elsewhere."
        );
        let _ = writeln!(out, "# TYPE teg_leader gauge");
        for job in Job::ALL {
            let _ =
                writeln!(out, "teg_leader{{job=\"{}\"}} {}", job.name(), u8::from(self.leads(job)));
        }
    }
}
