//! The migrations apply and revert cleanly on SQLite and on the real
//! PostgreSQL of this machine (required when `CI=true`, skipped loudly
//! elsewhere when unreachable), and the (game_id, seq) key refuses a second
//! event at the same version.
#![expect(clippy::print_stderr, reason = "a skipped database test says so")]

use sea_orm_migration::MigratorTrait;
use sea_orm_migration::SchemaManager;
use sea_orm_migration::sea_orm::{
    ConnectionTrait, Database, DatabaseConnection, DbBackend, Statement,
};
use teg_migrations::Migrator;

const TABLES: [&str; 7] = [
    "users",
    "games",
    "game_events",
    "snapshots",
    "idempotency_keys",
    "audit_log",
    "chat_messages",
];

async fn check_up_down(db: &DatabaseConnection) {
    Migrator::up(db, None).await.expect("up");
    let manager = SchemaManager::new(db);
    for t in TABLES {
        assert!(manager.has_table(t).await.expect("query"), "{t} exists after up");
    }
    let insert = |seq: i64| {
        Statement::from_string(
            db.get_database_backend(),
            format!(
                "INSERT INTO game_events (game_id, seq, kind, payload) VALUES ('g1', {seq}, 'k', '{{}}')"
            ),
        )
    };
    db.execute_raw(insert(1)).await.expect("first event at seq 1");
    assert!(
        db.execute_raw(insert(1)).await.is_err(),
        "a second writer at the same version is refused"
    );
    blocks_move_into_ties(db).await;
    Migrator::down(db, None).await.expect("down");
    for t in TABLES {
        assert!(!manager.has_table(t).await.expect("query"), "{t} gone after down");
    }
    Migrator::up(db, None).await.expect("up again");
}

/// A block made before `ties` existed is a `block` tie after it, and back.
async fn blocks_move_into_ties(db: &DatabaseConnection) {
    let raw = |sql: &str| Statement::from_string(db.get_database_backend(), sql.to_owned());
    let names: Vec<String> = Migrator::migrations().iter().map(|m| m.name().to_owned()).collect();
    let at = names.iter().position(|n| n == "m20261204_000007_ties").expect("the ties migration");
    let since = u32::try_from(names.len() - at).expect("few");
    Migrator::down(db, Some(since)).await.expect("down to before ties");
    let block = "INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ('ana', 'beto', 7)";
    db.execute_raw(raw(block)).await.expect("a block");
    Migrator::up(db, None).await.expect("up again");
    let row = db
        .query_one_raw(raw("SELECT kind, from_id, to_id, created_at FROM ties"))
        .await
        .expect("read")
        .expect("a tie");
    let tie: (String, String, String, i64) = (
        row.try_get("", "kind").expect("kind"),
        row.try_get("", "from_id").expect("from"),
        row.try_get("", "to_id").expect("to"),
        row.try_get("", "created_at").expect("at"),
    );
    assert_eq!(tie, ("block".into(), "ana".into(), "beto".into(), 7));
    Migrator::down(db, Some(since)).await.expect("down again");
    let back = db.query_one_raw(raw("SELECT blocker_id FROM blocks")).await.expect("read");
    let blocker: String = back.expect("the block").try_get("", "blocker_id").expect("blocker");
    assert_eq!(blocker, "ana", "and back into blocks");
    Migrator::up(db, None).await.expect("up once more");
}

#[tokio::test]
async fn migrations_apply_and_revert_on_sqlite() {
    let db = Database::connect("sqlite::memory:").await.expect("sqlite");
    check_up_down(&db).await;
}

#[tokio::test]
async fn migrations_apply_and_revert_on_postgres() {
    let admin_url = std::env::var("TEG_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned());
    let admin = match Database::connect(&admin_url).await {
        Ok(db) => db,
        Err(e) if std::env::var("CI").is_ok_and(|v| v == "true") => {
            panic!("PostgreSQL is required in CI: {e}")
        }
        Err(e) => {
            eprintln!("SKIPPED: PostgreSQL unreachable at {admin_url}: {e}");
            return;
        }
    };
    let name = format!("teg_test_{}", uuid::Uuid::new_v4().simple());
    admin
        .execute_raw(Statement::from_string(DbBackend::Postgres, format!("CREATE DATABASE {name}")))
        .await
        .expect("create database");
    let url = format!(
        "{}/{name}",
        admin_url.rsplit_once('/').map_or(admin_url.as_str(), |(base, _)| base)
    );
    let db = Database::connect(&url).await.expect("connect to the test database");
    check_up_down(&db).await;
    db.close().await.expect("close");
    admin
        .execute_raw(Statement::from_string(DbBackend::Postgres, format!("DROP DATABASE {name}")))
        .await
        .expect("drop database");
}
