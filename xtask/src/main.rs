//! `cargo xtask`: workspace automation.
//!
//! - `cargo xtask ci`: format check, clippy `-D warnings`, tests (nextest when installed),
//!   doctests, then the tidy checks again in a copy of the repository with
//!   nothing beside it, in a fresh temporary directory (see `standalone`;
//!   stops at the first failure).
//! - `cargo xtask bench [ARGS...]`: the `domain` engine benchmark; `cargo xtask bench load`
//!   the service load benchmark (the service over HTTP on PostgreSQL,
//!   `api/benches/load/`, with its own lean HTTP/1.1 client in `wire.rs`).
//! - `cargo xtask scale [PARTS] [--quick]`: how cost grows with live games, streams,
//!   long-polls, long games and stored events (see `scale`).
//! - `cargo xtask profile [OPTS]`: the load bench under `perf`, folded into a
//!   flamegraph and CPU per durable action by part (see `profile`).
//! - `cargo xtask codegen`: rewrites the committed contracts in `openapi/` and
//!   `docs/problems.md`.
//! - `cargo xtask fixtures`: records the golden fixtures again (`clients/fixtures/`).
//! - `cargo xtask tidy`: repository hygiene checks (also run as `cargo test -p xtask`;
//!   the tests are `xtask/tests/tidy.rs`).
//! - `cargo xtask push-venv`: the Python the push tests' local push service runs on
//!   (`/tmp/teg-push-venv`); also a step of `cargo xtask ci` before the tests.
//! - `cargo xtask deploy [ROOT]`: the deployment files linted and schema-checked (see `deploy`);
//!   also the first step of `cargo xtask ci`.
//! - `cargo xtask arena --ruleset R --players N --bots planner,greedy --games G [--seed S]`:
//!   bot-against-bot games with win rates and confidence intervals (see `arena`).
//! - `cargo xtask replica start|stop|status`: a local PostgreSQL primary and
//!   streaming replica for the read-replica work (see `replica`).
//! - `cargo xtask redis-cluster start|stop|status`: a local six-node Redis
//!   Cluster (see `redis_cluster`).
//! - `cargo xtask chaos [-- options]`: both of those, and three instances,
//!   under faults (`api/benches/chaos`).
//! - `cargo xtask ci` ends with schemathesis over the committed spec against the real server,
//!   then the Python and TypeScript clients' suites against it (see `fuzz`).

#![expect(clippy::print_stdout, clippy::print_stderr, reason = "xtask is a CLI")]

use std::ffi::OsString;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

mod arena;
mod deploy;
mod fuzz;
mod local;
mod profile;
mod redis_cluster;
mod replica;
mod scale;

use xtask::standalone::StandaloneCopy;
use xtask::tidy;

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  ci               fmt check, clippy, tests (nextest if available), doctests,
                   tidy again in a standalone copy of the repository
  bench [ARGS...]  cargo bench -p domain --bench engine [ARGS...]
  bench load [OPTS] the service load benchmark (api/benches/load/);
                   --versus: the same run against boardgame.io, and the ratio
  scale [PARTS] [--quick]
                   how cost grows: 100k live games, 10k streams, 10k long-polls,
                   20,000-event games, 10M stored events (api/benches/scale/)
  profile [OPTS]   the load bench under perf: a flamegraph and CPU per durable
                   action by part (docs/perf/)
  arena --ruleset R --players N --bots L1,L2 --games G [--seed S] [--rounds R] [--pacts]
                   bot-against-bot games on every core: win rates, 95% intervals, games/s
  codegen          regenerate the committed contracts (openapi/openapi.json, openapi/schema.graphql,
                   docs/problems.md)
  fixtures         record the golden fixtures for client authors again (clients/fixtures/)
  tidy             repository hygiene checks
  push-venv        the Python (with http_ece, cryptography) of the push tests'
                   local push service (.ci/push/requirements.txt)
  deploy [ROOT]    hadolint, shellcheck, Compose and Kubernetes schemas over docker/
  replica start|stop|status [--dir DIR] [--port P]
                   a PostgreSQL primary (P, 5433) and its streaming replica (P + 1)
  redis-cluster start|stop|status [--dir DIR] [--port P]
                   a Redis Cluster: 3 masters and 3 replicas on ports P (7000) to P + 5
  chaos [-- --games N --seconds N --quick]
                   three instances, the replica pair and the Redis Cluster under faults
                   (an instance, a Redis master and the replica killed): lost actions,
                   version gaps, the longest pause, actions/s before, during and after
  help             this message";

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let command = args.next();
    let rest: Vec<OsString> = args.collect();
    match command.as_ref().and_then(|c| c.to_str()) {
        Some("ci") if rest.is_empty() => ci(),
        Some("bench") => bench(&rest),
        Some("arena") => arena::cli(&rest),
        Some("scale") => scale::cli(&rest),
        Some("profile") => profile::cli(&rest),
        Some("replica") => replica::cli(&rest),
        Some("redis-cluster") => redis_cluster::cli(&rest),
        Some("chaos") => chaos(&rest),
        Some("codegen") if rest.is_empty() => codegen(),
        Some("fixtures") if rest.is_empty() => fixtures(),
        Some("tidy") if rest.is_empty() => tidy_cli(),
        Some("push-venv") if rest.is_empty() => {
            match deploy::push_receiver(&tidy::workspace_root()) {
                Ok(venv) => {
                    println!("{}", venv.join("bin/python").display());
                    ExitCode::SUCCESS
                }
                Err(err) => {
                    eprintln!("error: {err}");
                    ExitCode::FAILURE
                }
            }
        }
        Some("deploy") if rest.len() <= 1 => {
            deploy::cli(&rest.first().map_or_else(tidy::workspace_root, Into::into))
        }
        Some("help" | "-h" | "--help") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// The cargo that runs us (`$CARGO`), or `cargo` from `PATH`.
fn cargo() -> Command {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.current_dir(tidy::workspace_root());
    if std::env::var("CI").is_ok_and(|ci| ci == "true") {
        command.env("CARGO_TERM_COLOR", "never");
    }
    command
}

/// One CI step: a name and a cargo invocation, in the workspace or in a
/// standalone copy of it.
struct Step {
    name: &'static str,
    args: Vec<&'static str>,
    standalone: bool,
    env: Vec<(&'static str, String)>,
}

impl Step {
    fn new(name: &'static str, args: &[&'static str]) -> Self {
        Self { name, args: args.to_vec(), standalone: false, env: Vec::new() }
    }

    /// The same step with these variables set.
    fn with_env(mut self, env: impl IntoIterator<Item = (&'static str, String)>) -> Self {
        self.env.extend(env);
        self
    }

    /// A benchmark of `teg-api` in its `--quick` smoke mode, on the test
    /// build (`--profile dev`).
    fn bench_smoke(name: &'static str, bench: &'static str) -> Self {
        // `--workspace`, as the tests: the dependencies' features unify as
        // theirs do, so only the bench itself is built (with `-p teg-api`
        // eleven crates were built again, three minutes).
        let args = ["bench", "--workspace", "--all-features", "--locked", "--profile", "dev"];
        let mut step = Self::new(name, &args);
        step.args.extend(["--bench", bench, "--", "--quick"]);
        step
    }

    /// The same step with these arguments after the ones it has.
    fn with_args(mut self, args: &[&'static str]) -> Self {
        self.args.extend(args);
        self
    }

    /// The step runs in a copy of the repository with nothing beside it
    /// (see [`StandaloneCopy`]), building into `target/standalone`.
    fn standalone(name: &'static str, args: &[&'static str]) -> Self {
        Self { name, args: args.to_vec(), standalone: true, env: Vec::new() }
    }

    fn run(&self) -> Result<std::process::ExitStatus, String> {
        let mut command = cargo();
        command.args(&self.args).envs(self.env.iter().map(|(k, v)| (k, v)));
        let copy = if self.standalone {
            let copy = StandaloneCopy::create(&tidy::workspace_root())?;
            println!("    in {}", copy.root().display());
            // A target dir of its own: the copy's crates have the same
            // names and hashes as the workspace's, and a binary built for the
            // copy (its `CARGO_MANIFEST_DIR` a deleted temporary path) must
            // never be reused by the workspace's own test run.
            command
                .current_dir(copy.root())
                .env("CARGO_TARGET_DIR", tidy::workspace_root().join("target/standalone"));
            Some(copy)
        } else {
            None
        };
        let status = command.status().map_err(|err| format!("could not start cargo: {err}"));
        drop(copy);
        status
    }
}

fn nextest_available() -> bool {
    cargo()
        .args(["nextest", "--version"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

fn seconds(duration: Duration) -> String {
    format!("{:.1}s", duration.as_secs_f64())
}

/// A local service CI's tests stand on, started by `start` (as `cargo
/// xtask COMMAND start` would): it, or the failure said.
fn started<T>(step: &str, command: &str, start: fn() -> Result<T, String>) -> Option<T> {
    println!("==> {step} (cargo xtask {command} start)");
    start().map_err(|e| eprintln!("error: CI step `{step}` failed: {e}")).ok()
}

fn ci() -> ExitCode {
    // A PostgreSQL primary and its streaming replica (issue 52), for the
    // read-replica tests; stopped when CI ends.
    let Some(pair) = started("replica pair", "replica", replica::for_ci) else {
        return ExitCode::FAILURE;
    };
    // A six-node Redis Cluster, for the bus's and the limits' tests on one.
    let Some(cluster) = started("redis cluster", "redis-cluster", redis_cluster::for_ci) else {
        return ExitCode::FAILURE;
    };
    let tests = if nextest_available() {
        Step::new(
            "tests (nextest)",
            &["nextest", "run", "--workspace", "--all-features", "--locked", "--no-fail-fast"],
        )
    } else {
        println!("note: cargo-nextest not found; falling back to `cargo test`");
        Step::new("tests (cargo test)", &["test", "--workspace", "--all-features", "--locked"])
    }
    .with_env(pair.env())
    .with_env(cluster.env());
    let steps = [
        Step::new("fmt", &["fmt", "--all", "--", "--check"]),
        Step::new(
            "clippy",
            &[
                "clippy",
                "--workspace",
                "--all-targets",
                "--all-features",
                "--locked",
                "--",
                "-D",
                "warnings",
            ],
        ),
        tests,
        Step::new("doctests", &["test", "--workspace", "--doc", "--all-features", "--locked"]),
        // The benchmarks in their smoke modes, on the test build, so that they
        // cannot rot: they assert only that every request was answered, never
        // a time (the figures are measured by hand: docs/benchmarks.md). The
        // scale bench runs every part at tiny sizes (about 80 s).
        // With boardgame.io beside it (npm ci on first use), in short games
        // so that finished matches are replaced within the window too.
        Step::bench_smoke("load bench, smoke", "load").with_args(&[
            "--versus",
            "--versus-length",
            "20",
        ]),
        Step::bench_smoke("scale bench, smoke", "scale"),
        // The chaos run, short: it kills an instance, a Redis master and the
        // replica, so it comes after every step that stands on them.
        Step::bench_smoke("chaos run, smoke", "chaos").with_env(pair.env()).with_env(cluster.env()),
        // Supply chain (deny.toml): licences, duplicate versions, sources, no
        // RSA. Offline: the advisory database lives on GitHub, out of reach.
        // `cargo deny` reads the metadata of every crate the lock file names,
        // for every platform, offline: fetch them all first (a machine that
        // only built for its own platform lacks, say, wasm-bindgen's).
        Step::new("cargo fetch", &["fetch", "--locked"]),
        Step::new("cargo deny", &["deny", "--offline", "check", "bans", "licenses", "sources"]),
        // The rules engine alone, without the features the workspace unifies
        // into it (`openapi`): what a user of the crate compiles, every
        // target. Checked, not built: a missing feature gate is a compile
        // error, and the optimised build of the engine's tests alone took
        // over three minutes.
        Step::new("domain alone", &["check", "-p", "domain", "--all-targets", "--locked"]),
        // The repository stands alone: its rule book, data and links are its
        // own, proven in a copy with no team folder beside it.
        Step::standalone(
            "tidy, standalone copy",
            &["test", "-p", "xtask", "--test", "tidy", "--locked"],
        ),
    ];

    let total = Instant::now();
    if !deploy::ci_step(&tidy::workspace_root()) {
        return ExitCode::FAILURE;
    }
    // The push tests' local push service runs on this Python.
    if let Err(err) = deploy::push_receiver(&tidy::workspace_root()) {
        eprintln!("error: CI step `push receiver's Python` failed: {err}");
        return ExitCode::FAILURE;
    }
    for step in &steps {
        println!("==> {} (cargo {})", step.name, step.args.join(" "));
        let started = Instant::now();
        let status = step.run();
        let elapsed = seconds(started.elapsed());
        match status {
            Ok(status) if status.success() => println!("<== {} ok in {elapsed}", step.name),
            Ok(status) => {
                eprintln!("<== {} FAILED in {elapsed} ({status})", step.name);
                eprintln!("error: CI step `{}` failed: cargo {}", step.name, step.args.join(" "));
                return ExitCode::FAILURE;
            }
            Err(err) => {
                eprintln!("error: CI step `{}` could not run: {err}", step.name);
                return ExitCode::FAILURE;
            }
        }
    }
    // The spec against the real server, once everything else holds.
    if !fuzz::ci_step(&tidy::workspace_root()) {
        eprintln!("error: CI step `schemathesis` failed");
        return ExitCode::FAILURE;
    }
    // The client kit (SDKs, golden fixtures) against the real server.
    if !fuzz::clients_step(&tidy::workspace_root()) {
        eprintln!("error: CI step `clients` failed");
        return ExitCode::FAILURE;
    }
    println!("CI passed: {} steps in {}", steps.len() + 2, seconds(total.elapsed()));
    ExitCode::SUCCESS
}

/// `chaos [-- options]`: the replica pair and the Redis Cluster started
/// afresh, then the chaos run against them (`api/benches/chaos`), which
/// kills a part of each; both are stopped after it.
fn chaos(extra: &[OsString]) -> ExitCode {
    let Some(pair) = started("replica pair", "replica", replica::for_ci) else {
        return ExitCode::FAILURE;
    };
    let Some(cluster) = started("redis cluster", "redis-cluster", redis_cluster::for_ci) else {
        return ExitCode::FAILURE;
    };
    let env: Vec<(&str, String)> = pair.env().into_iter().chain(cluster.env()).collect();
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let args: Vec<OsString> =
        std::iter::once("--".into()).chain(extra.iter().filter(|a| *a != "--").cloned()).collect();
    run_cargo("chaos", &["bench", "-p", "teg-api", "--bench", "chaos"], &args, &env)
}

/// `bench [attacks|games|replay]` runs the engine benchmark; `bench load
/// [-- options]` the service load benchmark.
fn bench(extra: &[OsString]) -> ExitCode {
    if extra.first().is_some_and(|a| a == "load") {
        let rest: Vec<OsString> = extra[1..].iter().filter(|a| *a != "--").cloned().collect();
        let mut args = vec![OsString::from("--")];
        args.extend(rest);
        return run_cargo("bench load", &["bench", "-p", "teg-api", "--bench", "load"], &args, &[]);
    }
    run_cargo("bench", &["bench", "-p", "domain", "--bench", "engine"], extra, &[])
}

/// The drift tests rewrite the committed contracts when `UPDATE_CONTRACTS=1`:
/// first the response examples (a real run), then the spec that holds them.
fn codegen() -> ExitCode {
    let update = [("UPDATE_CONTRACTS", "1")];
    let examples = ["test", "-p", "teg-api", "--all-features", "--test", "api", "examples::"];
    let recorded = run_cargo("codegen: examples", &examples, &[], &update);
    if recorded != ExitCode::SUCCESS {
        return recorded;
    }
    let args =
        ["test", "-p", "teg-api", "--all-features", "--test", "api", "contracts::the_committed_"];
    let written = run_cargo("codegen", &args, &[], &update);
    if written != ExitCode::SUCCESS {
        return written;
    }
    // GraphQL's wire types are generated from the OpenAPI document and
    // compiled into the schema: a second pass prints the schema they make.
    run_cargo("codegen: the GraphQL schema of the new wire types", &args, &[], &update)
}

/// The fixture tests rewrite `clients/fixtures/` when `UPDATE_FIXTURES=1`.
fn fixtures() -> ExitCode {
    let args = ["test", "-p", "teg-api", "--all-features", "--test", "api", "fixtures::"];
    run_cargo("fixtures", &args, &[], &[("UPDATE_FIXTURES", "1")])
}

fn run_cargo(name: &str, args: &[&str], extra: &[OsString], env: &[(&str, &str)]) -> ExitCode {
    println!("==> {name} (cargo {})", args.join(" "));
    let started = Instant::now();
    let mut command = cargo();
    command.args(args).args(extra);
    for (k, v) in env {
        command.env(k, v);
    }
    match command.status() {
        Ok(status) if status.success() => {
            println!("<== {name} ok in {}", seconds(started.elapsed()));
            ExitCode::SUCCESS
        }
        Ok(status) => {
            eprintln!("error: `cargo {}` failed ({status})", args.join(" "));
            ExitCode::FAILURE
        }
        Err(err) => {
            eprintln!("error: could not start cargo: {err}");
            ExitCode::FAILURE
        }
    }
}

fn tidy_cli() -> ExitCode {
    let root = tidy::workspace_root();
    let mut failed = 0_usize;
    for check in tidy::CHECKS {
        let problems = (check.run)(&root);
        if problems.is_empty() {
            println!("ok    {}", check.name);
        } else {
            failed += 1;
            println!("FAIL  {}", check.name);
            for problem in &problems {
                println!("      {problem}");
            }
        }
    }
    if failed == 0 {
        println!("tidy: all {} checks passed", tidy::CHECKS.len());
        ExitCode::SUCCESS
    } else {
        eprintln!("error: tidy: {failed} of {} checks failed", tidy::CHECKS.len());
        ExitCode::FAILURE
    }
}
