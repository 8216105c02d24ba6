//! Recording what the real server answers, for files committed beside the
//! code (the golden fixtures, the spec's response examples): a server whose
//! games are seeded by a label, answers with their per-run ids and times
//! fixed, and the drift check that compares a recording with its file.

use std::path::PathBuf;

use serde_json::{Value, json};

use super::TestApp;

/// The server, with every game's seed derived from `label`
/// (`Config::recorded_seeds`).
pub async fn seeded(label: &str) -> TestApp {
    let (mut config, db) = super::sqlite_config(label);
    config.recorded_seeds = Some(label.to_owned());
    // A webhook's registration is part of the recorded day; its deliveries
    // go nowhere (no network in tests), which the day never reads.
    config.webhook_allow =
        teg_api::webhooks::AllowList::parse("hooks.example.com").expect("a host pattern");
    let base = teg_api::startup::Application::spawn(config).await.expect("the app builds");
    TestApp { base, http: reqwest::Client::new(), db }
}

/// `value` with each id of `renames` (new each run) written as its fixed
/// name, and every time as one fixed instant.
pub fn fixed(value: &Value, renames: &[(String, String)]) -> Value {
    let mut text = value.to_string();
    for (from, to) in renames {
        text = text.replace(from.as_str(), to);
    }
    let mut value: Value = serde_json::from_str(&text).expect("json");
    fixed_times(&mut value);
    value
}

/// Pretty JSON ending in a newline, as committed.
pub fn pretty(value: &Value) -> String {
    let mut text = serde_json::to_string_pretty(value).expect("json");
    text.push('\n');
    text
}

/// Times, which change every run, as one fixed instant.
fn fixed_times(value: &mut Value) {
    match value {
        Value::Object(fields) => {
            for (key, field) in fields.iter_mut() {
                if key.ends_with("_ms") && field.is_i64() {
                    *field = json!(1_767_225_600_000_i64);
                } else if field.as_str().is_some_and(looks_like_a_time) {
                    *field = json!("2026-01-01T00:00:00Z");
                } else {
                    fixed_times(field);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(fixed_times),
        _ => {}
    }
}

/// `2026-11-27T09:00:00Z`, with or without a fraction.
fn looks_like_a_time(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() >= 20
        && b[4] == b'-'
        && b[7] == b'-'
        && b[10] == b'T'
        && b[13] == b':'
        && text.ends_with('Z')
        && b[..4].iter().all(u8::is_ascii_digit)
}

/// Compares a recording with the committed file at `path` (from the
/// repository's root); with `update` set to `1` in the environment, it
/// writes the file first.
pub fn assert_committed(path: &str, generated: &str, update: &str) {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join(path);
    if std::env::var(update).is_ok_and(|v| v == "1") {
        std::fs::create_dir_all(file.parent().expect("a directory")).expect("mkdir");
        std::fs::write(&file, generated).expect("write");
    }
    let committed = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(
        committed == generated,
        "{path} drifted from what the server sends: run it again with {update}=1 \
         (`cargo xtask fixtures` or `cargo xtask codegen`) and review the diff"
    );
}
