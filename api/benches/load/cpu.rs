//! Where the machine's CPU went during a phase, read from `/proc`: this
//! process's threads split into the server's and the load clients' (the
//! clients run on their own runtime, whose threads are named
//! [`CLIENT_THREADS`]), and the PostgreSQL and Redis server processes. Of
//! PostgreSQL's, only the backends serving the bench's own database (their
//! process title names it) and the shared writers (WAL writer,
//! checkpointer, background writer) count: another client's work on the
//! same server is not the bench's.
//! The load bench divides each by the durable actions of the phase: CPU
//! microseconds per action, the figure that sets the ceiling once group
//! commit has amortised the database's fsync.
//!
//! `/proc` counts in clock ticks (`getconf CLK_TCK`: 100 on Linux/x86-64),
//! so a 15-second phase of two busy cores is read to about 0.03%.

use std::fs;

/// The name the clients' runtime gives its threads.
pub(crate) const CLIENT_THREADS: &str = "load-client";

/// Clock ticks per second of `/proc`'s `utime` and `stime`.
const TICKS_PER_SECOND: f64 = 100.0;

/// CPU time spent so far, in seconds, by role.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Usage {
    pub(crate) server: f64,
    pub(crate) clients: f64,
    pub(crate) postgres: f64,
    pub(crate) redis: f64,
}

impl Usage {
    /// CPU spent so far; `database` names the bench's PostgreSQL database.
    pub(crate) fn now(database: Option<&str>) -> Usage {
        let mut u = Usage::default();
        for (_, comm, seconds) in threads("/proc/self/task") {
            if comm.starts_with(CLIENT_THREADS) {
                u.clients += seconds;
            } else {
                u.server += seconds;
            }
        }
        for (pid, comm, seconds) in threads("/proc") {
            match comm.as_str() {
                "postgres" if database.is_some_and(|db| serves(&pid, db)) => u.postgres += seconds,
                "redis-server" => u.redis += seconds,
                _ => {}
            }
        }
        u
    }

    /// What was spent between `earlier` and `self`.
    pub(crate) fn since(self, earlier: Usage) -> Usage {
        Usage {
            server: self.server - earlier.server,
            clients: self.clients - earlier.clients,
            postgres: self.postgres - earlier.postgres,
            redis: self.redis - earlier.redis,
        }
    }
}

/// CPU seconds process `pid` has spent so far, all its threads together
/// (the side-by-side run's Node.js server).
pub(crate) fn process_seconds(pid: u32) -> f64 {
    fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|stat| parse_stat(&stat))
        .map_or(0.0, |(_, seconds)| seconds)
}

/// Whether PostgreSQL process `pid` works for `database`: a backend whose
/// title names it, or one of the writers every database shares.
fn serves(pid: &str, database: &str) -> bool {
    const SHARED: [&str; 4] = ["walwriter", "wal writer", "checkpointer", "background writer"];
    let Ok(title) = fs::read(format!("/proc/{pid}/cmdline")) else { return false };
    let title = String::from_utf8_lossy(&title);
    title.contains(database) || SHARED.iter().any(|s| title.contains(s))
}

/// `(id, comm, utime + stime in seconds)` of every numbered entry under
/// `dir` (threads of a process, or processes).
fn threads(dir: &str) -> Vec<(String, String, f64)> {
    let Ok(entries) = fs::read_dir(dir) else { return Vec::new() };
    let mut out = Vec::new();
    for entry in entries.flatten() {
        let Some(id) = entry.file_name().to_str().map(str::to_owned) else { continue };
        if !id.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let Ok(stat) = fs::read_to_string(entry.path().join("stat")) else { continue };
        if let Some((comm, seconds)) = parse_stat(&stat) {
            out.push((id, comm, seconds));
        }
    }
    out
}

/// `comm` and CPU seconds from a `stat` line: `pid (comm) state ...` with
/// `utime` and `stime` the 14th and 15th fields (the comm may hold spaces
/// and parentheses, so fields are counted after its last `)`).
fn parse_stat(stat: &str) -> Option<(String, f64)> {
    let open = stat.find('(')?;
    let close = stat.rfind(')')?;
    let comm = stat.get(open + 1..close)?.to_owned();
    let mut rest = stat.get(close + 2..)?.split(' ');
    // After the comm: state (3), ppid (4), ... utime is field 14: index 11.
    let utime: f64 = rest.nth(11)?.parse().ok()?;
    let stime: f64 = rest.next()?.parse().ok()?;
    Some((comm, (utime + stime) / TICKS_PER_SECOND))
}

/// Switches `perf record`'s sampling on or off, when `cargo xtask profile`
/// runs the bench under it with a control FIFO (`TEG_PERF_CTL`), so that
/// only the timed phase is profiled.
pub(crate) fn perf_control(command: &str) {
    use std::io::Write as _;
    let Some(fifo) = std::env::var_os("TEG_PERF_CTL") else { return };
    let mut ctl = fs::OpenOptions::new().write(true).open(fifo).expect("perf's control FIFO");
    ctl.write_all(format!("{command}\n").as_bytes()).expect("a perf command");
}
