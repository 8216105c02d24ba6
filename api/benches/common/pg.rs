//! A fresh PostgreSQL database for each run, made and dropped through the
//! administrative URL the tests use (`TEG_TEST_POSTGRES`).

use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};

/// Where the PostgreSQL server listens locally (Debian's default).
const SOCKET_DIR: &str = "/var/run/postgresql";

/// The administrative PostgreSQL URL (as the tests).
fn admin_url() -> String {
    std::env::var("TEG_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

/// Runs one administrative statement on the server's PostgreSQL.
pub(crate) async fn admin_sql(sql: &str) {
    let admin = Database::connect(&admin_url()).await.expect("PostgreSQL (TEG_TEST_POSTGRES)");
    admin
        .execute_raw(Statement::from_string(DbBackend::Postgres, sql.to_owned()))
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
}

/// A new database `{prefix}_<uuid>`: its name and its URL. A server next to
/// its database reaches it through the local socket, as `host=` in the URL
/// says: no TCP stack and no TLS between two processes of one machine.
/// `tcp` (or a machine without the socket) takes the loopback route instead.
pub(crate) async fn fresh_database(prefix: &str, tcp: bool) -> (String, String) {
    let name = format!("{prefix}_{}", uuid::Uuid::new_v4().simple());
    admin_sql(&format!("CREATE DATABASE {name}")).await;
    let admin = admin_url();
    let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b);
    let socket = std::path::Path::new(SOCKET_DIR).join(".s.PGSQL.5432");
    let url = if tcp || !socket.exists() {
        format!("{base}/{name}")
    } else {
        format!("{base}/{name}?host={SOCKET_DIR}")
    };
    (name, url)
}

/// Drops database `name`, whoever is still connected to it.
pub(crate) async fn drop_database(name: &str) {
    admin_sql(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await;
}
