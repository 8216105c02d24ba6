//! Shared by the API's tests: a fresh PostgreSQL database per test (required
//! when `CI=true`, skipped loudly elsewhere when unreachable) and a JSON
//! HTTP call helper.
#![allow(dead_code, unreachable_pub, reason = "each test binary uses a different subset")]
#![expect(clippy::print_stderr, reason = "a skipped database test says so")]

use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};

/// The administrative connection URL (`TEG_TEST_POSTGRES` overrides it).
pub fn admin_url() -> String {
    std::env::var("TEG_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

/// Whether real services are required (CI).
pub fn required() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

/// Creates a uniquely named database: `(url, name)`, or `None` when skipped.
pub async fn fresh_postgres() -> Option<(String, String)> {
    let admin_url = admin_url();
    let admin = match Database::connect(&admin_url).await {
        Ok(db) => db,
        Err(e) if required() => panic!("PostgreSQL is required in CI: {e}"),
        Err(e) => {
            eprintln!("SKIPPED: PostgreSQL unreachable at {admin_url}: {e}");
            return None;
        }
    };
    let name = format!("teg_test_{}", uuid::Uuid::new_v4().simple());
    admin
        .execute_raw(Statement::from_string(DbBackend::Postgres, format!("CREATE DATABASE {name}")))
        .await
        .expect("create database");
    let base = admin_url.rsplit_once('/').map_or(admin_url.as_str(), |(b, _)| b).to_owned();
    Some((format!("{base}/{name}"), name))
}

/// Drops a test database, closing whatever still holds it.
pub async fn drop_postgres(name: &str) {
    let admin = Database::connect(&admin_url()).await.expect("admin");
    let _ = admin
        .execute_raw(Statement::from_string(
            DbBackend::Postgres,
            format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
        ))
        .await;
}

/// One JSON request: (status, body as JSON, or the text as a JSON string).
pub async fn call(
    http: &reqwest::Client,
    method: &str,
    url: String,
    token: Option<&str>,
    body: Option<serde_json::Value>,
) -> (reqwest::StatusCode, serde_json::Value) {
    let mut req = if method == "GET" { http.get(url) } else { http.post(url) };
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    if let Some(b) = body {
        req = req.json(&b);
    }
    let res = req.send().await.expect("request");
    let status = res.status();
    let text = res.text().await.expect("body");
    (status, serde_json::from_str(&text).unwrap_or(serde_json::Value::String(text)))
}
