//! A `teg-api` process (the binary the tests and benchmarks are built
//! with) serving on a free port, for runs that kill an instance as a crash
//! would (`SIGKILL`): the leaders' test and the chaos run. The tests
//! include this file with `#[path]` too.

use std::time::{Duration, Instant};

/// The JWT secret every process of one run shares.
const SECRET: &str = "processes-share-this-secret-0123456789abcdef";

/// A running `teg-api` process, killed when dropped.
pub(crate) struct Process {
    /// `http://127.0.0.1:PORT`.
    pub(crate) base: String,
    child: std::process::Child,
}

impl Process {
    /// Starts the binary with `env` (`DATABASE_URL` and the rest of the
    /// configuration; the port, the JWT secret, the operator `admin` /
    /// `admin password` and no rate limit are set here) and waits (at most
    /// 30 s) until `/readyz` answers 200.
    pub(crate) async fn start(env: &[(&str, &str)]) -> Process {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let data = std::env::temp_dir().join(format!("teg-process-{port}"));
        let child = std::process::Command::new(env!("CARGO_BIN_EXE_teg-api"))
            .env("TEG_BIND", format!("127.0.0.1:{port}"))
            .env("TEG_JWT_SECRET", SECRET)
            .env("TEG_ADMIN_USER", "admin")
            .env("TEG_ADMIN_PASSWORD", "admin password")
            .env("TEG_RATE_LIMIT", "0")
            .env("TEG_DATA_DIR", &data)
            .env("RUST_LOG", "warn")
            .envs(env.iter().copied())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("the binary starts");
        let process = Process { base: format!("http://127.0.0.1:{port}"), child };
        let http = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(30);
        while !http
            .get(format!("{}/readyz", process.base))
            .send()
            .await
            .is_ok_and(|r| r.status() == reqwest::StatusCode::OK)
        {
            assert!(Instant::now() < deadline, "{} never became ready", process.base);
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        process
    }

    /// Kills it at once, as a crash would.
    pub(crate) fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.kill();
    }
}
