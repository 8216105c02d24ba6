//! The API tour (`docs/tour.md`, linked from the README) runs as written:
//! the `bash` blocks of its section, in order, in one shell with
//! `set -euo pipefail`, against a real server (every `curl -f` must succeed,
//! every `jq` must find what it reads). A command that drifts from the API
//! fails CI, not a reader.

use std::process::Command;

use crate::common;

/// The `bash` blocks of the tour's section that starts with `heading`.
fn blocks_of(tour: &str, heading: &str) -> Vec<String> {
    let start = tour.find(heading).expect("the tour's heading in docs/tour.md");
    let rest = &tour[start + heading.len()..];
    let section = rest.find("\n## ").map_or(rest, |end| &rest[..end]);
    section
        .split("```bash\n")
        .skip(1)
        .filter_map(|block| block.split("\n```").next())
        .map(str::to_owned)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_readme_tour_runs_as_written_against_a_real_server() {
    let tour_path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/tour.md");
    let tour = std::fs::read_to_string(tour_path).expect("docs/tour.md");
    let blocks = blocks_of(&tour, "## A 5-minute tour of the API");
    assert!(blocks.len() >= 3, "the tour, its pacts and its moderation: {}", blocks.len());
    let (base, db) = common::spawn_sqlite("readme-tour").await;
    let script = format!("set -euo pipefail\n{}", blocks.join("\n"));
    let run = tokio::task::spawn_blocking(move || {
        Command::new("bash")
            .arg("-c")
            .arg(&script)
            .env("B", format!("{base}/v1"))
            .env("TEG_ADMIN_USER", "admin")
            .env("TEG_ADMIN_PASSWORD", "admin password")
            .output()
    })
    .await
    .expect("joins")
    .expect("bash runs");
    let (out, err) = (String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
    assert!(run.status.success(), "the tour failed:\n--- stdout\n{out}\n--- stderr\n{err}");
    // What the tour shows a reader came out of the server.
    assert!(out.contains("\"in_force\"") || out.contains("in_force"), "the pact's status: {out}");
    assert!(out.contains("\"pause\""), "the audit shows the pause: {out}");
    assert!(out.contains("\"place_objective\""), "ana's TEG II placement: {out}");
    let _ = std::fs::remove_file(db);
}
