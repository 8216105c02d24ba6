//! The claim partitioning stands on (`docs/partitioning.md`): every
//! statement of the action path names one game. Two games are played on
//! PostgreSQL through the use cases, one action at a time, alternating,
//! with the server logging every statement of the test's database
//! (`ALTER DATABASE … SET log_statement = 'all'`); each logged statement
//! that reads or writes a table names the game acted on, in its text or
//! its parameters, and never the other.

use std::io::{Read, Seek, SeekFrom};

use domain::Seed;
use domain::app::Ports;
use domain::color::Color;
use domain::ports::local::{InProcessBus, SequentialSeeds};
use domain::ports::memory::ManualClock;
use domain::ports::{GameId, GameStore, UserId};
use domain::rules::Options;
use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};
use teg_api::adapters::db::SeaGameStore;

use crate::common;

/// The server's log, where Debian's cluster writes it.
fn log_path(major: &str) -> std::path::PathBuf {
    std::path::PathBuf::from(format!("/var/log/postgresql/postgresql-{major}-main.log"))
}

/// The log's entries written since `from` for database `db`: each entry's
/// text with its continuation lines and its `DETAIL` (the parameters).
fn entries_since(path: &std::path::Path, from: u64, db: &str) -> Vec<String> {
    let mut file = std::fs::File::open(path).expect("the server's log");
    file.seek(SeekFrom::Start(from)).expect("seek");
    let mut text = String::new();
    file.read_to_string(&mut text).expect("read");
    let mark = format!("@{db} ");
    let mut entries: Vec<String> = Vec::new();
    let mut ours = false;
    for line in text.lines() {
        // A new entry starts with its timestamp (`2026-12-05 03:40:00.123 UTC`).
        let starts = line.len() > 4 && line[..4].bytes().all(|b| b.is_ascii_digit());
        if starts {
            ours = line.contains(&mark);
            if !ours {
                continue;
            }
            if line.contains("DETAIL:") {
                if let Some(last) = entries.last_mut() {
                    last.push('\n');
                    last.push_str(line);
                }
            } else {
                entries.push(line.to_owned());
            }
        } else if ours && let Some(last) = entries.last_mut() {
            last.push('\n');
            last.push_str(line);
        }
    }
    entries
}

/// The table a statement reads or writes first, if any.
fn touches_a_table(statement: &str) -> bool {
    let upper = statement.to_ascii_uppercase().replace(['\n', '\t'], " ");
    [" FROM ", " INTO ", "UPDATE ", " JOIN "].iter().any(|w| upper.contains(w))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn svc_partition_every_statement_of_the_action_path_names_the_one_game_acted_on() {
    let Some((url, name)) = common::fresh_postgres().await else { return };
    let admin = Database::connect(&common::admin_url()).await.expect("admin");
    let major: String = admin
        .query_one_raw(Statement::from_string(
            DbBackend::Postgres,
            "SELECT current_setting('server_version_num')",
        ))
        .await
        .expect("version")
        .expect("a row")
        .try_get_by_index::<String>(0)
        .expect("text");
    let major = major[..major.len() - 4].to_owned();
    let path = log_path(&major);
    if !path.exists() {
        assert!(!common::required(), "CI's PostgreSQL logs to {}", path.display());
        return;
    }
    admin
        .execute_raw(Statement::from_string(
            DbBackend::Postgres,
            format!("ALTER DATABASE {name} SET log_statement = 'all'"),
        ))
        .await
        .expect("log every statement");

    let store = SeaGameStore::connect(&url).await.expect("the store");
    let ports = Ports::new(
        store,
        InProcessBus::new(),
        ManualClock::at(1_700_000_000_000),
        SequentialSeeds::new("one-game-a-statement"),
    );
    let (ana, beto) = (UserId("ana".to_owned()), UserId("beto".to_owned()));
    let ids = [GameId("game-north".to_owned()), GameId("game-south".to_owned())];
    for id in &ids {
        let options = Options::default().into();
        ports
            .create_game(id.clone(), ana.clone(), 2, options, Some(Color::Red))
            .await
            .expect("create");
        ports.join_game(id, beto.clone(), None).await.expect("join");
        ports.start_game(id, &ana).await.expect("start");
    }

    // Forty actions, alternating games, each waited for: what each one
    // wrote to the log is its own.
    let mut bot = domain::sim::RandomPlayer::new(&Seed([5; 32]));
    let mut checked = 0;
    for turn in 0..40 {
        let (id, other) = (&ids[turn % 2], &ids[(turn + 1) % 2]);
        let loaded = ports.store.load(id).await.expect("load");
        let game = loaded.state();
        let actor = game.actor().expect("someone acts");
        let user = if loaded.meta.seat_of(&ana).and_then(|k| k.color) == Some(actor) {
            &ana
        } else {
            &beto
        };
        let (version, legal) = ports.legal_actions(id, user).await.expect("legal");
        let command = bot.choose(game.risk().expect("Revancha"), &legal).expect("legal").clone();
        let from = std::fs::metadata(&path).expect("log").len();
        ports.act(id, user, &command.into(), Some(version)).await.expect("accepted");
        // The server writes its log as it goes; a moment for the last line.
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        for entry in entries_since(&path, from, &name) {
            if !touches_a_table(&entry) {
                continue;
            }
            assert!(
                entry.contains(&id.0),
                "a statement of the action path names no game:\n{entry}"
            );
            assert!(!entry.contains(&other.0), "a statement names another game:\n{entry}");
            checked += 1;
        }
    }
    assert!(checked >= 40, "each action ran statements: {checked} checked");
    drop(ports);
    common::drop_postgres(&name).await;
}
