//! `teg-api`: the one binary. Reads the environment, builds the
//! application, serves until stopped.
#![expect(
    clippy::print_stderr,
    reason = "a failed start is reported on stderr before logging exists"
)]

use std::io::IsTerminal;

use teg_api::config::{Config, LogFormat};
use teg_api::startup::Application;
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> std::process::ExitCode {
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
