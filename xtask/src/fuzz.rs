//! The CI step that fuzzes the committed OpenAPI spec against the real
//! server: the debug `teg-api` binary started on a fresh SQLite file and a
//! free port, then `.ci/schemathesis/run.sh` (schemathesis, pinned in
//! `.ci/schemathesis/requirements.txt` and installed from PyPI into a venv)
//! with random generation from a fresh seed each run (printed; `ST_SEED`
//! replays one) and an example budget, every check on. Any failure fails CI;
//! the server is stopped whatever happens. The client kit's suites run the
//! same way after it (`clients_step`).

use std::io::{Read as _, Write as _};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The server under test, killed on drop.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Whether `GET /healthz` on `port` answers 200.
fn healthy(port: u16) -> bool {
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else { return false };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
    let request = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
    if stream.write_all(request.as_bytes()).is_err() {
        return false;
    }
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    answer.starts_with("HTTP/1.1 200")
}

/// The debug server running on a fresh SQLite file and a free port, with
/// its data directory removed when it stops.
pub(crate) struct LiveServer {
    server: Server,
    dir: std::path::PathBuf,
    /// Its port on 127.0.0.1.
    pub(crate) port: u16,
}

impl Drop for LiveServer {
    fn drop(&mut self) {
        let _ = self.server.0.kill();
        let _ = self.server.0.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

impl LiveServer {
    /// Builds the `teg-api` binary and starts it with `extra` environment
    /// variables, once `/healthz` answers; the error says why not.
    ///
    /// The binary is the one the workspace's test build makes (`cargo test
    /// --workspace --all-features --no-run`, what the tests step has just
    /// built in CI): the same server, with the dependencies' features
    /// unified as the tests unify them, so none is built a second time
    /// (`cargo build -p teg-api` rebuilt 25 crates, minutes on 2 cores).
    pub(crate) fn start(root: &Path, extra: &[(&str, &str)]) -> Result<Self, String> {
        let built = crate::cargo()
            .args(["test", "--workspace", "--all-features", "--locked", "--no-run"])
            .current_dir(root)
            .status();
        if !built.is_ok_and(|s| s.success()) {
            return Err("could not build teg-api".to_owned());
        }
        let target = std::env::var_os("CARGO_TARGET_DIR")
            .map_or_else(|| root.join("target"), std::path::PathBuf::from);
        let binary = target.join("debug").join("teg-api");
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map_err(|e| format!("no free port: {e}"))?
            .port();
        let dir = std::env::temp_dir().join(format!("teg-live-{}-{port}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let mut command = Command::new(&binary);
        command
            .env("DATABASE_URL", format!("sqlite://{}?mode=rwc", dir.join("teg.db").display()))
            .env("TEG_BIND", format!("127.0.0.1:{port}"))
            .env("TEG_DATA_DIR", &dir)
            .env("TEG_RATE_LIMIT", "0")
            .env("TEG_ADMIN_USER", "admin")
            .env("TEG_ADMIN_PASSWORD", "admin password")
            .env_remove("REDIS_URL")
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        for (k, v) in extra {
            command.env(k, v);
        }
        let server = command
            .spawn()
            .map(Server)
            .map_err(|e| format!("could not start {}: {e}", binary.display()))?;
        let live = LiveServer { server, dir, port };
        let deadline = Instant::now() + Duration::from_secs(30);
        while !healthy(port) {
            if Instant::now() > deadline {
                return Err("the server did not answer /healthz within 30 s".to_owned());
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        Ok(live)
    }
}

/// Builds the binary, starts it, fuzzes it: `true` when nothing failed.
pub(crate) fn ci_step(root: &Path) -> bool {
    println!("==> schemathesis over openapi/openapi.json against the real server");
    let started = Instant::now();
    let server = match LiveServer::start(root, &[]) {
        Ok(server) => server,
        Err(e) => {
            eprintln!("error: {e}");
            return false;
        }
    };
    let fuzzed = Command::new("bash")
        .arg(root.join(".ci/schemathesis/run.sh"))
        .arg(format!("http://127.0.0.1:{}", server.port))
        .current_dir(root)
        .status();
    drop(server);
    let elapsed = crate::seconds(started.elapsed());
    if fuzzed.is_ok_and(|s| s.success()) {
        println!("<== schemathesis ok in {elapsed}");
        true
    } else {
        eprintln!("<== schemathesis FAILED in {elapsed}");
        false
    }
}

/// The client kit against the real server: each SDK's `ci.sh` (its drift
/// check, its tests with whole games against the server's bots and the
/// golden fixtures, its package build), one server each, bots without
/// their pacing delay; then the player client's (its committed build and
/// its public surface).
pub(crate) fn clients_step(root: &Path) -> bool {
    // The player client's checks need no server, but come after the SDK's
    // `npm ci`, whose openapi-fetch its bundle takes in.
    for (name, script) in [
        ("Python client", "clients/python/ci.sh"),
        ("TypeScript SDK", "clients/typescript/ci.sh"),
        ("player client", "clients/play/ci.sh"),
    ] {
        println!("==> {name} ({script}) against the real server");
        let started = Instant::now();
        let server = match LiveServer::start(root, &[("TEG_BOT_DELAY_MS", "0")]) {
            Ok(server) => server,
            Err(e) => {
                eprintln!("error: {e}");
                return false;
            }
        };
        let ran = Command::new("bash")
            .arg(root.join(script))
            .env("TEG_BASE_URL", format!("http://127.0.0.1:{}", server.port))
            .env("TEG_FIXTURES_REQUIRED", "1")
            .current_dir(root)
            .status();
        drop(server);
        let elapsed = crate::seconds(started.elapsed());
        if ran.is_ok_and(|s| s.success()) {
            println!("<== {name} ok in {elapsed}");
        } else {
            eprintln!("<== {name} FAILED in {elapsed}");
            return false;
        }
    }
    true
}
