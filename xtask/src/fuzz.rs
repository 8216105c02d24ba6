//! The CI step that fuzzes the committed OpenAPI spec against the real
//! server: the debug `teg-api` binary started on a fresh SQLite file and a
//! free port, then `.ci/schemathesis/run.sh` (schemathesis, pinned in
//! `.ci/schemathesis/requirements.txt` and installed from PyPI into a venv)
//! with a fresh seed each run (printed; `ST_SEED` replays one), deterministic
//! generation and an example budget, every check on. Any failure fails CI;
//! the server is stopped whatever happens.

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

/// Builds the binary, starts it, fuzzes it: `true` when nothing failed.
pub(crate) fn ci_step(root: &Path) -> bool {
    println!("==> schemathesis over openapi/openapi.json against the real server");
    let started = Instant::now();
    let built = crate::cargo()
        .args(["build", "-p", "teg-api", "--bin", "teg-api", "--locked"])
        .current_dir(root)
        .status();
    if !built.is_ok_and(|s| s.success()) {
        eprintln!("error: could not build teg-api for the fuzz run");
        return false;
    }
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| root.join("target"), std::path::PathBuf::from);
    let binary = target.join("debug").join("teg-api");
    let port = match TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()) {
        Ok(addr) => addr.port(),
        Err(e) => {
            eprintln!("error: no free port: {e}");
            return false;
        }
    };
    let dir = std::env::temp_dir().join(format!("teg-fuzz-{}-{port}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("error: {}: {e}", dir.display());
        return false;
    }
    let server = Command::new(&binary)
        .env("DATABASE_URL", format!("sqlite://{}?mode=rwc", dir.join("teg.db").display()))
        .env("TEG_BIND", format!("127.0.0.1:{port}"))
        .env("TEG_DATA_DIR", &dir)
        .env("TEG_RATE_LIMIT", "0")
        .env("TEG_ADMIN_USER", "admin")
        .env("TEG_ADMIN_PASSWORD", "admin password")
        .env_remove("REDIS_URL")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    let server = match server {
        Ok(child) => Server(child),
        Err(e) => {
            eprintln!("error: could not start {}: {e}", binary.display());
            return false;
        }
    };
    let deadline = Instant::now() + Duration::from_secs(30);
    while !healthy(port) {
        if Instant::now() > deadline {
            eprintln!("error: the server did not answer /healthz within 30 s");
            return false;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let fuzzed = Command::new("bash")
        .arg(root.join(".ci/schemathesis/run.sh"))
        .arg(format!("http://127.0.0.1:{port}"))
        .current_dir(root)
        .status();
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
    let elapsed = crate::seconds(started.elapsed());
    if fuzzed.is_ok_and(|s| s.success()) {
        println!("<== schemathesis ok in {elapsed}");
        true
    } else {
        eprintln!("<== schemathesis FAILED in {elapsed}");
        false
    }
}
