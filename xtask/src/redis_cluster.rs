//! `cargo xtask redis-cluster start|stop|status [--dir DIR] [--port P]`: a
//! real Redis Cluster on this machine (issue 52): six `redis-server
//! --cluster-enabled yes` nodes on ports P to P + 5 (7000 unless told),
//! made three masters with a replica each by `redis-cli --cluster create
//! --cluster-replicas 1`. A node that misses `cluster-node-timeout` (2 s)
//! is failed over to its replica. Each node's `redis.conf`, log and node
//! file live under DIR/PORT (DIR `/tmp/teg-redis-cluster` unless told);
//! no data is saved to disk.
//! `start` prints `TEG_REDIS_CLUSTER_URLS`; `stop` shuts every node down
//! and removes DIR. `cargo xtask ci` starts one for the tests
//! ([`for_ci`]) and stops it after them.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use crate::local::Service as _;

/// Where the cluster lives unless told.
const DIR: &str = "/tmp/teg-redis-cluster";
/// The first node's port unless told; the others follow it.
const PORT: u16 = 7000;
/// Nodes: three masters, three replicas.
const NODES: u16 = 6;

/// The cluster's place and ports.
struct Cluster {
    dir: PathBuf,
    port: u16,
}

/// Runs `cargo xtask redis-cluster ARGS`.
pub(crate) fn cli(args: &[OsString]) -> ExitCode {
    let asked = match crate::local::asked("redis-cluster", args, (DIR, PORT), NODES) {
        Ok(asked) => asked,
        Err(usage) => return usage,
    };
    let cluster = Cluster { dir: asked.dir.clone(), port: asked.port };
    crate::local::run_asked("redis-cluster", &asked, &cluster)
}

impl Cluster {
    fn ports(&self) -> impl Iterator<Item = u16> {
        self.port..self.port + NODES
    }

    /// The nodes' URLs, comma-separated, as `TEG_REDIS_CLUSTER_URLS` takes them.
    fn urls(&self) -> String {
        self.ports().map(|p| format!("redis://127.0.0.1:{p}")).collect::<Vec<_>>().join(",")
    }

    /// Waits (at most 30 s) until `command` on the node at `port` answers
    /// with `want` in it.
    fn wait(&self, port: u16, command: &str, want: &str) -> Result<(), String> {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let out = Command::new("redis-cli")
                .args(["-p", &port.to_string()])
                .args(command.split(' '))
                .output()
                .map_err(|e| format!("redis-cli: {e}"))?;
            if String::from_utf8_lossy(&out.stdout).contains(want) {
                return Ok(());
            }
            if Instant::now() > deadline {
                return Err(format!(
                    "redis-cluster: node {port} never answered `{want}` to `{command}`"
                ));
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl crate::local::Service for Cluster {
    /// Starts the six nodes, joins them, and waits until the cluster is ok.
    fn start(&self) -> Result<(), String> {
        if self.dir.exists() {
            return Err(format!(
                "redis-cluster: {} holds a cluster already (cargo xtask redis-cluster stop)",
                self.dir.display()
            ));
        }
        for port in self.ports() {
            let dir = self.dir.join(port.to_string());
            std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            // A file, so that a node killed by a test starts again as it
            // was (`redis-server DIR/PORT/redis.conf`), and rejoins.
            let conf = dir.join("redis.conf");
            let text = format!(
                "port {port}\nbind 127.0.0.1\ncluster-enabled yes\ncluster-config-file nodes.conf\n\
                 cluster-node-timeout 2000\nsave \"\"\nappendonly no\ndaemonize yes\n\
                 dir {dir}\nlogfile {dir}/redis.log\n",
                dir = dir.display()
            );
            std::fs::write(&conf, text).map_err(|e| format!("{}: {e}", conf.display()))?;
            crate::local::run(Command::new("redis-server").arg(&conf))?;
        }
        for port in self.ports() {
            self.wait(port, "PING", "PONG")?;
        }
        let mut create = Command::new("redis-cli");
        create.arg("--cluster").arg("create");
        create.args(self.ports().map(|p| format!("127.0.0.1:{p}")));
        create.args(["--cluster-replicas", "1", "--cluster-yes"]);
        let out = create.output().map_err(|e| format!("redis-cli --cluster create: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "redis-cli --cluster create: {}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        for port in self.ports() {
            self.wait(port, "CLUSTER INFO", "cluster_state:ok")?;
        }
        println!(
            "redis cluster: 3 masters and 3 replicas on ports {}..={}",
            self.port,
            self.port + NODES - 1
        );
        println!("export TEG_REDIS_CLUSTER_URLS={}", self.urls());
        Ok(())
    }

    /// Shuts every node down and removes the directory.
    fn stop(&self) -> Result<(), String> {
        for port in self.ports() {
            // A node already gone answers nothing: that is stopped too.
            let _ = Command::new("redis-cli")
                .args(["-p", &port.to_string(), "SHUTDOWN", "NOSAVE"])
                .output();
        }
        crate::local::removed("redis-cluster", &self.dir)
    }

    /// Each node's role, or that it does not answer.
    fn status(&self) -> Result<(), String> {
        for port in self.ports() {
            let out = Command::new("redis-cli").args(["-p", &port.to_string(), "ROLE"]).output();
            let role = out.ok().map(|o| String::from_utf8_lossy(&o.stdout).into_owned());
            let role = role.as_deref().and_then(|r| r.lines().next()).unwrap_or("");
            println!("{port}: {}", if role.is_empty() { "not running" } else { role });
        }
        Ok(())
    }
}

/// The default cluster, started afresh for CI's tests (one a run left
/// behind is stopped first), and stopped when dropped.
pub(crate) struct CiCluster(Cluster);

impl CiCluster {
    /// The environment the tests find the cluster by.
    pub(crate) fn env(&self) -> [(&'static str, String); 1] {
        [("TEG_TEST_REDIS_CLUSTER", self.0.urls())]
    }
}

impl Drop for CiCluster {
    fn drop(&mut self) {
        if let Err(e) = self.0.stop() {
            eprintln!("warning: {e}");
        }
    }
}

/// Starts the default cluster for CI.
///
/// # Errors
/// No `redis-server`, or the cluster does not form.
pub(crate) fn for_ci() -> Result<CiCluster, String> {
    let cluster = Cluster { dir: PathBuf::from(DIR), port: PORT };
    if cluster.dir.exists() {
        cluster.stop()?;
    }
    cluster.start()?;
    Ok(CiCluster(cluster))
}
