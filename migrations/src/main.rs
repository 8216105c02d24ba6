//! `teg-migrations up|down|fresh|status`: applies or reverts the migrations
//! on `DATABASE_URL` (the service also applies them at startup).
#![expect(clippy::print_stdout, clippy::print_stderr, reason = "a command-line tool")]

use sea_orm_migration::MigratorTrait;
use sea_orm_migration::sea_orm::Database;
use teg_migrations::Migrator;

#[tokio::main(flavor = "current_thread")]
async fn main() -> std::process::ExitCode {
    let url = std::env::var("DATABASE_URL")
        .unwrap_or_else(|_| "sqlite://data/teg.db?mode=rwc".to_owned());
    let verb = std::env::args().nth(1).unwrap_or_else(|| "up".to_owned());
    let db = match Database::connect(&url).await {
        Ok(db) => db,
        Err(e) => {
            eprintln!("cannot connect to {url}: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let result = match verb.as_str() {
        "up" => Migrator::up(&db, None).await,
        "down" => Migrator::down(&db, Some(1)).await,
        "fresh" => Migrator::fresh(&db).await,
        "status" => Migrator::status(&db).await,
        other => {
            eprintln!("usage: teg-migrations up|down|fresh|status (got `{other}`)");
            return std::process::ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => {
            println!("{verb}: ok");
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{verb} failed: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
