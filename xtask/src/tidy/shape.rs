//! The house's shape: no source file longer than a room should be (one
//! named exception), ARCHITECTURE.md a map short enough to read and the
//! README a front door, and every test the map cites one that exists.

use std::fs;
use std::path::Path;

use super::files::{display, workspace_rust_files};

/// The most lines a Rust file under a crate's `src/` may have.
pub const MAX_SOURCE_LINES: usize = 800;

/// The files allowed past [`MAX_SOURCE_LINES`], each with why.
pub const LONG_FILES_ALLOWED: [(&str, &str); 1] = [(
    "api/src/graphql/wire.rs",
    "generated from the OpenAPI document by `cargo xtask codegen`: one cohesive core, never edited by hand",
)];

/// The most lines of the two documents a newcomer reads first.
pub const DOCUMENT_LINES: [(&str, usize); 2] = [("ARCHITECTURE.md", 300), ("README.md", 150)];

/// What [`source_size_problems`] finds: `sizes` holds each source file
/// (relative path, lines); a file over the limit not in `allowed`, and an
/// allowed one that no longer needs to be.
#[must_use]
pub fn source_size_problems_in(sizes: &[(String, usize)], allowed: &[(&str, &str)]) -> Vec<String> {
    let mut problems: Vec<String> = sizes
        .iter()
        .filter(|(file, lines)| {
            *lines > MAX_SOURCE_LINES && !allowed.iter().any(|(a, _)| a == file)
        })
        .map(|(file, lines)| {
            format!(
                "{file}: {lines} lines, over {MAX_SOURCE_LINES}; split it into rooms of one concern each"
            )
        })
        .collect();
    for (file, _) in allowed {
        let still_long = sizes.iter().any(|(f, l)| f == file && *l > MAX_SOURCE_LINES);
        if !still_long {
            problems.push(format!(
                "LONG_FILES_ALLOWED names {file}, which is gone or no longer over {MAX_SOURCE_LINES} lines"
            ));
        }
    }
    problems
}

/// No Rust file under a crate's `src/` is over [`MAX_SOURCE_LINES`] lines,
/// but the [`LONG_FILES_ALLOWED`].
#[must_use]
pub fn source_size_problems(root: &Path) -> Vec<String> {
    let sizes: Vec<(String, usize)> = workspace_rust_files(root)
        .iter()
        .map(|path| display(root, path))
        .filter(|file| file.split('/').any(|part| part == "src"))
        .map(|file| {
            let lines = fs::read_to_string(root.join(&file)).map_or(0, |t| t.lines().count());
            (file, lines)
        })
        .collect();
    source_size_problems_in(&sizes, &LONG_FILES_ALLOWED)
}

/// ARCHITECTURE.md and README.md within their [`DOCUMENT_LINES`].
#[must_use]
pub fn document_size_problems(root: &Path) -> Vec<String> {
    DOCUMENT_LINES
        .iter()
        .filter_map(|(file, most)| match fs::read_to_string(root.join(file)) {
            Err(e) => Some(format!("{file}: cannot be read: {e}")),
            Ok(text) => {
                let lines = text.lines().count();
                (lines > *most).then(|| format!("{file}: {lines} lines, over {most}"))
            }
        })
        .collect()
}

/// The test names a Markdown text cites: inline code spans that are one
/// lower-case snake-case identifier of at least five words (shorter ones
/// are fields, functions and events, not test sentences).
#[must_use]
pub fn cited_test_names(markdown: &str) -> Vec<&str> {
    let mut names: Vec<&str> = markdown
        .lines()
        .flat_map(|line| line.split('`').skip(1).step_by(2))
        .filter(|span| {
            span.split('_').count() >= 5
                && span.starts_with(|c: char| c.is_ascii_lowercase())
                && span.split('_').all(|w| {
                    !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
                })
        })
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// What [`cited_test_problems`] finds: each name of `cited` that no text
/// of `sources` holds as a whole word.
#[must_use]
pub fn cited_test_problems_in(cited: &[&str], sources: &[String]) -> Vec<String> {
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let holds = |text: &str, name: &str| {
        text.match_indices(name).any(|(at, _)| {
            let before = at.checked_sub(1).map(|i| text.as_bytes()[i]);
            let after = text.as_bytes().get(at + name.len()).copied();
            !before.is_some_and(word) && !after.is_some_and(word)
        })
    };
    cited
        .iter()
        .filter(|name| !sources.iter().any(|text| holds(text, name)))
        .map(|name| {
            format!("ARCHITECTURE.md cites `{name}`, which no Rust source of the workspace defines")
        })
        .collect()
}

/// Every test ARCHITECTURE.md cites exists in the workspace's Rust sources.
#[must_use]
pub fn cited_test_problems(root: &Path) -> Vec<String> {
    let Ok(map) = fs::read_to_string(root.join("ARCHITECTURE.md")) else {
        return vec!["ARCHITECTURE.md cannot be read".to_owned()];
    };
    let sources: Vec<String> = workspace_rust_files(root)
        .iter()
        .filter_map(|path| fs::read_to_string(path).ok())
        .collect();
    cited_test_problems_in(&cited_test_names(&map), &sources)
}
