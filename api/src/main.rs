//! `teg-api`: the one binary. Reads the environment, builds the
//! application, serves until stopped. `teg-api recompute-ratings` instead
//! audits the ratings table against the stored games, and `teg-api
//! verify-record FILE` checks a game record offline (`commands`).
#![expect(
    clippy::print_stderr,
    clippy::print_stdout,
    reason = "a failed start is reported on stderr before logging exists; a command reports on stdout"
)]

use std::io::IsTerminal;

use teg_api::config::{Config, LogFormat};
use teg_api::startup::Application;
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    match std::env::args().nth(1).as_deref() {
        Some("recompute-ratings") => return recompute_ratings().await,
        Some("verify-record") => return verify_record(std::env::args().nth(2)),
        _ => {}
    }
    let config = match Config::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}");
            return std::process::ExitCode::from(2);
        }
    };
    // sqlx logs every statement at INFO: keep it at warn unless asked.
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn"));
    // Colours only for a person at a terminal: a file, a pipe or a log
    // shipper reads plain text, with no escape sequences to strip.
    let ansi = std::io::stdout().is_terminal();
    match config.log_format {
        LogFormat::Json => tracing_subscriber::fmt().json().with_env_filter(filter).init(),
        LogFormat::Text => {
            tracing_subscriber::fmt().with_ansi(ansi).with_env_filter(filter).init();
        }
    }
    let app = match Application::build(config).await {
        Ok(app) => app,
        Err(e) => {
            tracing::error!(error = %e, "cannot start");
            return std::process::ExitCode::FAILURE;
        }
    };
    match app.run_until_stopped().await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!(error = %e, "server failed");
            std::process::ExitCode::FAILURE
        }
    }
}

/// `teg-api recompute-ratings`: 0 when the stored table is the stored
/// games replayed, 1 with every difference printed, 2 when it cannot run.
async fn recompute_ratings() -> std::process::ExitCode {
    let url = std::env::var("DATABASE_URL")
        .unwrap_or_else(|_| teg_api::config::DEFAULT_DATABASE_URL.to_owned());
    match teg_api::commands::recompute_ratings(&url).await {
        Ok(found) => {
            for difference in &found.differences {
                println!("difference: {difference}");
            }
            println!(
                "{} rated games replayed, {} ratings compared, {} differences",
                found.games,
                found.ratings,
                found.differences.len()
            );
            if found.differences.is_empty() {
                std::process::ExitCode::SUCCESS
            } else {
                std::process::ExitCode::FAILURE
            }
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::ExitCode::from(2)
        }
    }
}

/// `teg-api verify-record FILE`: 0 when the record verifies, 1 naming its
/// first bad event's version, 2 when the file cannot be read.
fn verify_record(path: Option<String>) -> std::process::ExitCode {
    let Some(path) = path else {
        eprintln!("usage: teg-api verify-record FILE");
        return std::process::ExitCode::from(2);
    };
    match teg_api::commands::verify_record(std::path::Path::new(&path)) {
        Ok(Ok(summary)) => {
            println!("{summary}");
            std::process::ExitCode::SUCCESS
        }
        Ok(Err(bad)) => {
            println!("{bad}");
            std::process::ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::ExitCode::from(2)
        }
    }
}
