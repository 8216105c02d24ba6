//! `cargo xtask replica start|stop|status [--dir DIR] [--port P]`: a
//! PostgreSQL primary and its streaming replica on this machine (issue 52),
//! for the read-replica work and its tests. The machine's own cluster
//! (5432) takes no replication connection, so the pair is made apart: a
//! primary `initdb`'d on port P (5433 unless told; `wal_level = replica`),
//! then a replica on P + 1 copied from it by `pg_basebackup -R -X stream`,
//! which streams from then on. `cargo xtask ci` starts the default pair
//! for the tests ([`for_ci`]) and stops it after them. Both run as the `postgres` account when this
//! runs as root (`initdb` refuses root), with their data, logs and sockets
//! under DIR (`/tmp/teg-replica` unless told). `start` prints the two URLs,
//! to export as `TEG_DATABASE_URL` and `TEG_DATABASE_READ_URL`; `stop` stops
//! both and removes DIR.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use crate::local::Service as _;

/// Where the pair lives unless told.
const DIR: &str = "/tmp/teg-replica";
/// The primary's port unless told; the replica's is the next one.
const PORT: u16 = 5433;
/// The database the service and its tests use on the pair.
const DATABASE: &str = "test";

/// The pair's place and ports.
struct Pair {
    dir: PathBuf,
    port: u16,
    bin: PathBuf,
    as_postgres: bool,
}

/// Runs `cargo xtask replica ARGS`.
pub(crate) fn cli(args: &[OsString]) -> ExitCode {
    let asked = match crate::local::asked("replica", args, (DIR, PORT), 1) {
        Ok(asked) => asked,
        Err(usage) => return usage,
    };
    let Some(bin) = postgres_bin() else {
        eprintln!(
            "replica: no PostgreSQL server binaries (initdb, pg_basebackup): apt-get install -y postgresql"
        );
        return ExitCode::from(2);
    };
    let pair = Pair { dir: asked.dir.clone(), port: asked.port, bin, as_postgres: is_root() };
    crate::local::run_asked("replica", &asked, &pair)
}

impl Pair {
    fn primary(&self) -> PathBuf {
        self.dir.join("primary")
    }

    fn replica(&self) -> PathBuf {
        self.dir.join("replica")
    }

    fn url(&self, port: u16) -> String {
        format!("postgres://postgres@127.0.0.1:{port}/{DATABASE}")
    }

    fn start_cluster(&self, data: &Path, name: &str) -> Result<(), String> {
        self.pg("pg_ctl")
            .arg("-D")
            .arg(data)
            .arg("-l")
            .arg(self.dir.join(format!("{name}.log")))
            .args(["-w", "-t", "60", "start"])
            .status_ok()
    }

    /// Waits until the replica is in recovery and streaming from the
    /// primary (`pg_stat_wal_receiver` has a row in state `streaming`).
    fn wait_replaying(&self) -> Result<(), String> {
        let deadline = Instant::now() + Duration::from_secs(30);
        let query = "SELECT pg_is_in_recovery() AND EXISTS \
                     (SELECT 1 FROM pg_stat_wal_receiver WHERE status = 'streaming')";
        loop {
            let out = self
                .pg("psql")
                .args(["-h", "127.0.0.1", "-p", &(self.port + 1).to_string(), "-U", "postgres"])
                .args(["-d", DATABASE, "-tAc", query])
                .output()
                .map_err(|e| format!("psql: {e}"))?;
            if String::from_utf8_lossy(&out.stdout).trim() == "t" {
                return Ok(());
            }
            if Instant::now() > deadline {
                return Err("replica: not streaming after 30 s (see replica.log)".to_owned());
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// A PostgreSQL program, run as `postgres` when this runs as root.
    fn pg(&self, program: &str) -> Command {
        let path = self.bin.join(program);
        if self.as_postgres {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(path);
            command
        } else {
            Command::new(path)
        }
    }
}

impl crate::local::Service for Pair {
    /// Makes and starts the pair, then waits until the replica replays.
    fn start(&self) -> Result<(), String> {
        if self.primary().exists() {
            return Err(format!(
                "replica: {} holds a pair already (cargo xtask replica stop)",
                self.dir.display()
            ));
        }
        std::fs::create_dir_all(&self.dir).map_err(|e| format!("{}: {e}", self.dir.display()))?;
        if self.as_postgres {
            crate::local::run(Command::new("chown").arg("postgres:postgres").arg(&self.dir))?;
        }
        let primary = self.primary();
        self.pg("initdb")
            .arg("-D")
            .arg(&primary)
            .args(["-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"])
            .status_ok()?;
        append(
            &primary.join("postgresql.conf"),
            &format!(
                "\n# cargo xtask replica\nlisten_addresses = '127.0.0.1'\nport = {}\n\
                 unix_socket_directories = '{}'\nwal_level = replica\nmax_wal_senders = 8\n\
                 hot_standby = on\n",
                self.port,
                self.dir.display()
            ),
        )?;
        self.start_cluster(&primary, "primary")?;
        self.pg("createdb")
            .args(["-h", "127.0.0.1", "-p", &self.port.to_string(), "-U", "postgres", DATABASE])
            .status_ok()?;
        let replica = self.replica();
        self.pg("pg_basebackup")
            .args(["-h", "127.0.0.1", "-p", &self.port.to_string(), "-U", "postgres", "-D"])
            .arg(&replica)
            .args(["-R", "-X", "stream", "-c", "fast"])
            .status_ok()?;
        append(&replica.join("postgresql.conf"), &format!("port = {}\n", self.port + 1))?;
        self.start_cluster(&replica, "replica")?;
        self.wait_replaying()?;
        println!("primary: {} (data {})", self.url(self.port), primary.display());
        println!("replica: {} (data {}, streaming)", self.url(self.port + 1), replica.display());
        println!("export DATABASE_URL={}", self.url(self.port));
        println!("export TEG_DATABASE_READ_URL={}", self.url(self.port + 1));
        Ok(())
    }

    /// Stops both (the replica first) and removes the directory.
    fn stop(&self) -> Result<(), String> {
        for data in [self.replica(), self.primary()] {
            // `pg_ctl status` is 3 when no server runs there, as after a
            // kill (the chaos run's): its stale pid file is removed with
            // the directory.
            let running = self.pg("pg_ctl").arg("-D").arg(&data).arg("status").output();
            if running.is_ok_and(|o| o.status.success()) {
                self.pg("pg_ctl")
                    .arg("-D")
                    .arg(&data)
                    .args(["-m", "fast", "-w", "stop"])
                    .status_ok()?;
            }
        }
        crate::local::removed("replica", &self.dir)
    }

    /// Says whether each runs.
    fn status(&self) -> Result<(), String> {
        for (name, data, port) in
            [("primary", self.primary(), self.port), ("replica", self.replica(), self.port + 1)]
        {
            let up = data.join("postmaster.pid").exists();
            println!("{name}: {} ({})", if up { "running" } else { "stopped" }, self.url(port));
        }
        Ok(())
    }
}

/// The default pair, started afresh for CI's tests (a pair a run left
/// behind is stopped first), and stopped when dropped.
pub(crate) struct CiPair(Pair);

impl CiPair {
    /// The environment the tests find the pair by: the primary's and the
    /// replica's administrative URLs.
    pub(crate) fn env(&self) -> [(&'static str, String); 2] {
        [
            ("TEG_TEST_REPLICA_PRIMARY", self.0.url(self.0.port)),
            ("TEG_TEST_REPLICA_READ", self.0.url(self.0.port + 1)),
        ]
    }
}

impl Drop for CiPair {
    fn drop(&mut self) {
        if let Err(e) = self.0.stop() {
            eprintln!("warning: {e}");
        }
    }
}

/// Starts the default pair for CI.
///
/// # Errors
/// No PostgreSQL server binaries, or the pair does not start.
pub(crate) fn for_ci() -> Result<CiPair, String> {
    let bin = postgres_bin().ok_or("no PostgreSQL server binaries (initdb, pg_basebackup)")?;
    let pair = Pair { dir: PathBuf::from(DIR), port: PORT, bin, as_postgres: is_root() };
    if pair.primary().exists() {
        pair.stop()?;
    }
    pair.start()?;
    Ok(CiPair(pair))
}

/// A command that must succeed.
trait StatusOk {
    fn status_ok(&mut self) -> Result<(), String>;
}

impl StatusOk for Command {
    fn status_ok(&mut self) -> Result<(), String> {
        crate::local::run(self)
    }
}

fn append(path: &Path, text: &str) -> Result<(), String> {
    use std::io::Write as _;
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    file.write_all(text.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))
}

/// The directory of `initdb` and `pg_basebackup`: `pg_config --bindir`'s
/// when it has them, else the newest `/usr/lib/postgresql/*/bin`.
fn postgres_bin() -> Option<PathBuf> {
    let has = |dir: &Path| dir.join("initdb").exists() && dir.join("pg_basebackup").exists();
    let configured = Command::new("pg_config")
        .arg("--bindir")
        .output()
        .ok()
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    if let Some(dir) = configured.filter(|d| has(d)) {
        return Some(dir);
    }
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
        .filter(|d| has(d))
        .collect();
    found.sort();
    found.pop()
}

/// Whether this runs as root (whose `initdb` PostgreSQL refuses).
fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A row written on the primary, read back on the replica.
    fn psql(pair: &Pair, port: u16, sql: &str) -> (bool, String) {
        let out = pair
            .pg("psql")
            .args(["-h", "127.0.0.1", "-p", &port.to_string(), "-U", "postgres", "-d", DATABASE])
            .args(["-tAc", sql])
            .output()
            .expect("psql runs");
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        (out.status.success(), text.trim().to_owned())
    }

    #[test]
    fn the_pair_starts_streams_what_the_primary_writes_refuses_writes_and_stops() {
        let Some(bin) = postgres_bin() else {
            assert!(std::env::var("CI").is_err(), "CI machines have PostgreSQL's binaries");
            return;
        };
        let dir = std::env::temp_dir().join(format!("teg-replica-test-{}", std::process::id()));
        let pair = Pair { dir: dir.clone(), port: 5443, bin, as_postgres: is_root() };
        pair.start().expect("the pair starts");
        let wrote = psql(&pair, 5443, "CREATE TABLE t (x int); INSERT INTO t VALUES (42)");
        assert!(wrote.0, "{}", wrote.1);
        let deadline = Instant::now() + Duration::from_secs(10);
        while psql(&pair, 5444, "SELECT x FROM t") != (true, "42".to_owned()) {
            assert!(Instant::now() < deadline, "the replica never replayed the write");
            std::thread::sleep(Duration::from_millis(50));
        }
        let refused = psql(&pair, 5444, "INSERT INTO t VALUES (1)");
        assert!(!refused.0 && refused.1.contains("read-only"), "{}", refused.1);
        pair.stop().expect("the pair stops");
        assert!(!dir.exists());
    }
}
