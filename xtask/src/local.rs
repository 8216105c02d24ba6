//! What the commands that run a local service share (`cargo xtask replica`,
//! `cargo xtask redis-cluster`): their words (`start|stop|status [--dir
//! DIR] [--port P]`), how a failure ends them, and how a program is run.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{Command, ExitCode};

/// What the command line asked of a local service.
pub(crate) struct Asked {
    /// `start`, `stop` or `status`.
    pub(crate) command: String,
    /// Where its files live.
    pub(crate) dir: PathBuf,
    /// Its first port (the others follow it).
    pub(crate) port: u16,
}

/// Reads `ARGS` of `cargo xtask NAME ARGS`: defaults `dir` and `port`; the
/// service takes `ports` ports from the first.
///
/// # Errors
/// The usage, said, as the exit code 2.
pub(crate) fn asked(
    name: &str,
    args: &[OsString],
    (dir, port): (&str, u16),
    ports: u16,
) -> Result<Asked, ExitCode> {
    let args: Vec<String> = args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
    let Some(command) = args.first().cloned() else {
        eprintln!("usage: cargo xtask {name} start|stop|status [--dir DIR] [--port P]");
        return Err(ExitCode::from(2));
    };
    let mut asked = Asked { command, dir: PathBuf::from(dir), port };
    let mut rest = args[1..].iter();
    while let Some(flag) = rest.next() {
        match (flag.as_str(), rest.next().map(|v| (v, v.parse::<u16>()))) {
            ("--dir", Some((d, _))) => asked.dir = PathBuf::from(d),
            ("--port", Some((_, Ok(p)))) if p.checked_add(ports).is_some() => asked.port = p,
            _ => {
                eprintln!(
                    "{name}: `{flag}` wants a value (--dir DIR, --port P below {})",
                    u16::MAX - ports
                );
                return Err(ExitCode::from(2));
            }
        }
    }
    Ok(asked)
}

/// A local service's three commands.
pub(crate) trait Service {
    /// Makes and starts it.
    fn start(&self) -> Result<(), String>;
    /// Stops it and removes its files.
    fn stop(&self) -> Result<(), String>;
    /// Says how it runs.
    fn status(&self) -> Result<(), String>;
}

/// Runs `asked`'s command on `service` (named `name`): the exit code,
/// success or the failure said.
pub(crate) fn run_asked(name: &str, asked: &Asked, service: &impl Service) -> ExitCode {
    let done = match asked.command.as_str() {
        "start" => service.start(),
        "stop" => service.stop(),
        "status" => service.status(),
        other => Err(format!("{name}: unknown command `{other}` (start, stop, status)")),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// Removes a stopped service's directory, and says so.
///
/// # Errors
/// The directory could not be removed.
pub(crate) fn removed(name: &str, dir: &std::path::Path) -> Result<(), String> {
    if dir.exists() {
        std::fs::remove_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    println!("{name}: stopped, {} removed", dir.display());
    Ok(())
}

/// Runs a program that must succeed.
///
/// # Errors
/// It could not start, or it failed: said with the command.
pub(crate) fn run(command: &mut Command) -> Result<(), String> {
    let status = command.status().map_err(|e| format!("{command:?}: {e}"))?;
    if status.success() { Ok(()) } else { Err(format!("{command:?}: {status}")) }
}
