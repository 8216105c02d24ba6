//! The server under measurement, as a child process: the release binary
//! `teg-api` on a fresh PostgreSQL database (reached through the local
//! socket, as a server beside its database would) with the Redis bus, so
//! its resident memory and CPU time are its own and read from
//! `/proc/<pid>/`. Also the administrative SQL the benchmark needs: the
//! database's creation and removal, sizes, and what `events` runs on the
//! server's own tables.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use sea_orm::{ConnectionTrait, Database, DatabaseConnection, DbBackend, Statement};

use crate::common::pg;

/// The Redis the bus and the shared budgets use.
const REDIS_URL: &str = "redis://127.0.0.1:6379";

/// The running server and its database.
pub(crate) struct Server {
    child: Child,
    /// Where it listens.
    pub(crate) addr: SocketAddr,
    /// Its database's name.
    name: String,
    /// Its database's URL, through the local socket when there is one.
    url: String,
    /// Its data directory, removed when it stops.
    dir: PathBuf,
    /// Its log (stdout and stderr), shown when it fails; kept when a part
    /// panics.
    log: PathBuf,
    /// Dropped already.
    gone: bool,
}

impl Server {
    /// A fresh database `teg_scale_<uuid>` and the server on it, once it
    /// answers `/healthz`. `tag` names the part in the log file's name.
    pub(crate) async fn start(tag: &str) -> Server {
        let (name, url) = pg::fresh_database("teg_scale", false).await;
        // A free port: bound, read and released (the server binds it next).
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let addr = SocketAddr::from(([127, 0, 0, 1], port));
        let dir = std::env::temp_dir().join(format!("teg-scale-{}", &name[10..]));
        std::fs::create_dir_all(&dir).expect("a data directory");
        let log = dir.join(format!("{tag}.log"));
        let out = std::fs::File::create(&log).expect("the server's log");
        let err = out.try_clone().expect("the server's log");
        let child = Command::new(env!("CARGO_BIN_EXE_teg-api"))
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("DATABASE_URL", &url)
            .env("TEG_BIND", addr.to_string())
            .env("REDIS_URL", REDIS_URL)
            // Its own channels and budget keys: nothing else on this Redis
            // wakes its followers.
            .env("TEG_REDIS_PREFIX", format!("teg-scale-{}:", &name[10..]))
            .env("TEG_JWT_SECRET", "scale-benchmark-secret-0123456789abcdef")
            .env("TEG_DATA_DIR", &dir)
            .env("TEG_ADMIN_USER", "admin")
            .env("TEG_ADMIN_PASSWORD", "admin password")
            .env("TEG_RATE_LIMIT", "0")
            .env("TEG_BOT_DELAY_MS", "0")
            .env("TEG_LOBBY_TTL_SECONDS", "0")
            // Tokens outlive the longest part.
            .env("TEG_ACCESS_TTL_SECONDS", "86400")
            .env("RUST_LOG", "warn,sqlx=warn")
            .stdin(Stdio::null())
            .stdout(Stdio::from(out))
            .stderr(Stdio::from(err))
            .spawn()
            .expect("start the teg-api binary");
        let mut server = Server { child, addr, name, url, dir, log, gone: false };
        server.wait_ready().await;
        server
    }

    /// Waits for `/healthz` (migrations run first), 120 s at most.
    async fn wait_ready(&mut self) {
        let started = Instant::now();
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("the server exited ({status}) at start: {}", self.log_tail());
            }
            if let Ok(stream) = tokio::net::TcpStream::connect(self.addr).await {
                drop(stream);
                let mut c = crate::common::wire::Conn::connect(self.addr).await;
                if c.send("GET", "/healthz", &[], None).await.status == 200 {
                    return;
                }
            }
            assert!(
                started.elapsed() < Duration::from_secs(120),
                "the server did not answer within 120 s: {}",
                self.log_tail()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    fn log_tail(&self) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let start = text.len().saturating_sub(4000);
        text.get(start..).unwrap_or_default().to_owned()
    }

    /// Panics with the server's log if it has exited.
    pub(crate) fn check_alive(&mut self) {
        if let Ok(Some(status)) = self.child.try_wait() {
            panic!("the server exited ({status}): {}", self.log_tail());
        }
    }

    /// `VmRSS` of the server, in KiB.
    pub(crate) fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .expect("/proc/<pid>/status");
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmRSS")
    }

    /// The server's CPU time so far (user + system), in seconds (clock
    /// ticks of 1/100 s, Linux's `USER_HZ`).
    pub(crate) fn cpu_seconds(&self) -> f64 {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id()))
            .expect("/proc/<pid>/stat");
        // Fields after the command name, which is in parentheses.
        let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
        let fields: Vec<&str> = rest.split_whitespace().collect();
        let ticks = |i: usize| fields.get(i).and_then(|v| v.parse::<u64>().ok()).unwrap_or(0);
        // utime and stime are fields 14 and 15 of the whole line: 11 and
        // 12 here, counting from the state (field 3) as 0.
        (ticks(11) + ticks(12)) as f64 / 100.0
    }

    /// A connection to the server's own database (the benchmark's SQL).
    pub(crate) async fn database(&self) -> DatabaseConnection {
        Database::connect(&self.url).await.expect("the server's database")
    }

    /// Transactions committed in the server's database so far.
    pub(crate) async fn commits(&self, db: &DatabaseConnection) -> i64 {
        let sql =
            format!("SELECT xact_commit FROM pg_stat_database WHERE datname = '{}'", self.name);
        let row = db
            .query_one_raw(Statement::from_string(DbBackend::Postgres, sql))
            .await
            .expect("pg_stat_database")
            .expect("a row");
        row.try_get_by_index::<i64>(0).expect("xact_commit")
    }

    /// Stops the server and drops its database.
    pub(crate) async fn stop(mut self) {
        self.kill();
        pg::drop_database(&self.name).await;
        let _ = std::fs::remove_dir_all(&self.dir);
        self.gone = true;
    }

    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    /// A part that panicked leaves no server and no database behind.
    fn drop(&mut self) {
        if self.gone {
            return;
        }
        self.kill();
        let name = std::mem::take(&mut self.name);
        // Inside the benchmark's runtime: a thread of its own runs the drop.
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build();
            if let Ok(runtime) = runtime {
                runtime.block_on(pg::drop_database(&name));
            }
        });
        let _ = dropped.join();
    }
}

/// One statement on `db`, its error in the panic.
pub(crate) async fn exec(db: &DatabaseConnection, sql: &str) {
    db.execute_unprepared(sql).await.unwrap_or_else(|e| panic!("{sql}: {e}"));
}

/// The first column of every row of `sql`, as text.
pub(crate) async fn texts(db: &DatabaseConnection, sql: &str) -> Vec<String> {
    let rows = db
        .query_all_raw(Statement::from_string(DbBackend::Postgres, sql.to_owned()))
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
    rows.iter().map(|r| r.try_get_by_index::<String>(0).unwrap_or_default()).collect()
}

/// The first column of the first row of `sql`, as a number.
pub(crate) async fn number(db: &DatabaseConnection, sql: &str) -> i64 {
    let row = db
        .query_one_raw(Statement::from_string(DbBackend::Postgres, sql.to_owned()))
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .unwrap_or_else(|| panic!("{sql}: no row"));
    row.try_get_by_index::<i64>(0).unwrap_or_else(|e| panic!("{sql}: {e}"))
}

/// A size in bytes as MiB.
pub(crate) fn mib(bytes: i64) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}
