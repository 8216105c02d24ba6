//! The seams: the two game families never name each other, only the
//! seam names both, and GraphQL and REST never name each other.

use std::fs;
use std::path::Path;

use super::circles::{crate_paths, rooted_paths};
use super::files::{collect_rust_files, display};

/// The two game families stand side by side (`ARCHITECTURE.md`, "the
/// family seam"): no file under `domain/src/rules` names TEG II, not even
/// in a comment (`grep -ci teg2` is 0), and no code under `domain/src/teg2`
/// names the Risk engine or the seam above both (`crate::rules`,
/// `crate::game`). Only `domain/src/game` names both.
#[must_use]
pub fn family_problems(root: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    let files_of = |dir: &str| {
        let mut files = Vec::new();
        collect_rust_files(&root.join(dir), &mut files);
        files.sort();
        files
    };
    for path in files_of("domain/src/rules") {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        if text.to_lowercase().contains("teg2") {
            problems.push(format!("{}: the Risk engine names TEG II", path.display()));
        }
    }
    for path in files_of("domain/src/teg2") {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for named in crate_paths(&text) {
            if named.starts_with("rules") || named.starts_with("game") {
                problems.push(format!("{}: TEG II names `crate::{named}`", path.display()));
            }
        }
    }
    problems
}

/// GraphQL and REST are two channels over the same use cases and wire
/// types (`api/src/dto`, `tables.rs`, `request.rs`, `access.rs`,
/// `signin.rs`): no code under `api/src/graphql` names `crate::http`, and
/// none under `api/src/http` names `crate::graphql`. Only the router
/// (`startup.rs`) names both.
#[must_use]
pub fn channel_problems(root: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    for (dir, other) in [("api/src/graphql", "http"), ("api/src/http", "graphql")] {
        let mut files = Vec::new();
        collect_rust_files(&root.join(dir), &mut files);
        files.sort();
        for path in files {
            let text = fs::read_to_string(&path).unwrap_or_default();
            problems.extend(channel_problems_in(&display(root, &path), &text, other));
        }
    }
    problems
}

/// What [`channel_problems`] finds in one file's `text` that must not name
/// the channel `other` (`http` or `graphql`).
#[must_use]
pub fn channel_problems_in(file: &str, text: &str, other: &str) -> Vec<String> {
    crate_paths(text)
        .into_iter()
        .filter(|named| named == other || named.starts_with(&format!("{other}::")))
        .map(|named| format!("{file}: names `crate::{named}`, the other channel"))
        .collect()
}

/// The game families a file's code names: `rules` (the Risk-like editions)
/// and `teg2`, as paths under `root` (`crate::` in the domain, `domain::`
/// in the crates above it).
#[must_use]
pub fn families_named(text: &str, root: &str) -> Vec<&'static str> {
    let paths = rooted_paths(text, root);
    let names =
        |family: &str| paths.iter().any(|p| p == family || p.starts_with(&format!("{family}::")));
    ["rules", "teg2"].into_iter().filter(|family| names(family)).collect()
}

/// Only the seam (`domain/src/game`) names both game families: everything
/// above it (the rest of the domain, the API, the dashboard) either goes
/// through the seam or stands in a module of one family (`graphql/teg2.rs`,
/// `narrate/risk.rs`), so a new family is new modules, not a change to every
/// file that branches.
#[must_use]
pub fn seam_problems(root: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    for (dir, prefix) in
        [("domain/src", "crate::"), ("api/src", "domain::"), ("dashboard/src", "domain::")]
    {
        let mut files = Vec::new();
        collect_rust_files(&root.join(dir), &mut files);
        files.sort();
        for path in files {
            let relative = display(root, &path);
            let family_or_seam = ["domain/src/game/", "domain/src/rules/", "domain/src/teg2/"];
            if family_or_seam.iter().any(|d| relative.starts_with(d)) {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            if families_named(&text, prefix).len() == 2 {
                problems.push(format!(
                    "{relative}: names both `rules` and `teg2`; go through `domain::game`, or split it by family"
                ));
            }
        }
    }
    problems
}
