//! `cargo xtask scale`: how the service's cost grows with the work (issue
//! 33), measured by the `scale` benchmark of `teg-api` in a release build:
//! `cargo bench -p teg-api --bench scale -- ARGS`. It is a benchmark, never
//! a timed test: it prints figures and asserts only that the service kept
//! answering. `--quick` is the smoke mode CI runs so that it cannot rot.

use std::ffi::OsString;
use std::process::ExitCode;

/// Runs the scale benchmark with `args` as given after `scale`.
pub(crate) fn cli(args: &[OsString]) -> ExitCode {
    let rest: Vec<OsString> = args.iter().filter(|a| *a != "--").cloned().collect();
    let mut extra = vec![OsString::from("--")];
    extra.extend(rest);
    crate::run_cargo("scale", &["bench", "-p", "teg-api", "--bench", "scale"], &extra, &[])
}
