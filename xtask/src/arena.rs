//! `cargo xtask arena`: bot-against-bot games of the engine's bots (issue
//! 13), played by the `arena` example of `domain` in a release build on
//! every core. xtask does not depend on `domain`: it only runs
//! `cargo run --release -p domain --example arena -- ARGS`, passing the
//! options through (`--ruleset R --players N --bots planner,greedy
//! --games G [--seed S] [--rounds R] [--pacts] [--threads T]`, or
//! `--rated [--players 3|6] [--games G]` to measure the levels' ratings).

use std::ffi::OsString;
use std::process::ExitCode;

/// Runs the arena with `args` as given after `arena`.
pub(crate) fn cli(args: &[OsString]) -> ExitCode {
    let rest: Vec<OsString> = args.iter().filter(|a| *a != "--").cloned().collect();
    let mut extra = vec![OsString::from("--")];
    extra.extend(rest);
    crate::run_cargo(
        "arena",
        &["run", "--release", "--quiet", "-p", "domain", "--example", "arena"],
        &extra,
        &[],
    )
}
