//! Checks on what each file and the repository say of themselves: a
//! module doc first in every Rust file, ARCHITECTURE.md naming every
//! member, no should-panic and no silent ignore, one integration test
//! binary per crate.

use std::fs;
use std::path::Path;

use super::files::{display, read, workspace_members, workspace_rust_files};

const SHOULD_PANIC: &str = concat!("#[should", "_panic");
const IGNORE: &str = concat!("#[", "ignore");

/// Every Rust file must have `//!` as its first non-empty line.
#[must_use]
pub fn module_doc_problems(root: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    for path in workspace_rust_files(root) {
        match read(root, &path) {
            Ok(text) => {
                let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
                let first = text.lines().map(str::trim).find(|line| !line.is_empty());
                if !first.is_some_and(|line| line.starts_with("//!")) {
                    problems.push(format!(
                        "{}: first non-empty line must be a `//!` module doc comment",
                        display(root, &path)
                    ));
                }
            }
            Err(problem) => problems.push(problem),
        }
    }
    problems
}

/// Inline code spans (text between backticks, per line) of a Markdown text,
/// normalised: trimmed and without a trailing `/`.
fn backtick_spans(markdown: &str) -> Vec<&str> {
    markdown
        .lines()
        .flat_map(|line| line.split('`').skip(1).step_by(2))
        .map(|span| span.trim().trim_end_matches('/'))
        .filter(|span| !span.is_empty())
        .collect()
}

/// `ARCHITECTURE.md` must name every workspace member's directory in
/// backticks (`` `domain` `` or `` `domain/` ``).
#[must_use]
pub fn architecture_problems(root: &Path) -> Vec<String> {
    let members = match workspace_members(root) {
        Ok(members) => members,
        Err(problem) => return vec![problem],
    };
    let path = root.join("ARCHITECTURE.md");
    let Ok(text) = fs::read_to_string(&path) else {
        return vec![format!(
            "ARCHITECTURE.md does not exist (or cannot be read) at {}; it must describe every \
             workspace member: {}",
            path.display(),
            members.join(", ")
        )];
    };
    let spans = backtick_spans(&text);
    members
        .iter()
        .filter(|member| !member.contains('*'))
        .filter_map(|member| {
            let member = member.trim_end_matches('/');
            let dir = member.rsplit('/').next().unwrap_or(member);
            let named = spans.iter().any(|span| *span == dir || *span == member);
            (!named).then(|| {
                format!("ARCHITECTURE.md does not name workspace member `{dir}/` (in backticks)")
            })
        })
        .collect()
}

/// Whether an ignore attribute starting at `rest` (the text right after the
/// attribute name) carries a non-empty reason. Returns `None` if `rest` shows
/// this is a different attribute whose name merely starts the same way.
fn ignore_has_reason(rest: &str) -> Option<bool> {
    if rest.starts_with(|c: char| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let reason = rest.trim_start().strip_prefix('=').map(str::trim_start);
    Some(reason.and_then(|r| r.strip_prefix('"')).is_some_and(|r| !r.starts_with('"')))
}

/// Problems with test attributes in one file's text: any should-panic
/// attribute, and any ignore attribute without a reason.
#[must_use]
pub fn test_attribute_problems_in(file: &str, text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line_no = index + 1;
        if line.contains(SHOULD_PANIC) {
            problems.push(format!(
                "{file}:{line_no}: `{SHOULD_PANIC}]` is not allowed; assert on a returned \
                 `Result`/error instead"
            ));
        }
        let mut rest = line;
        while let Some(pos) = rest.find(IGNORE) {
            rest = &rest[pos + IGNORE.len()..];
            if ignore_has_reason(rest) == Some(false) {
                problems.push(format!(
                    "{file}:{line_no}: `{IGNORE}]` needs a reason: `{IGNORE} = \"why\"]`"
                ));
            }
        }
    }
    problems
}

/// No should-panic tests anywhere, and every ignored test says why.
#[must_use]
pub fn test_attribute_problems(root: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    for path in workspace_rust_files(root) {
        match read(root, &path) {
            Ok(text) => problems.extend(test_attribute_problems_in(&display(root, &path), &text)),
            Err(problem) => problems.push(problem),
        }
    }
    problems
}

/// Crates whose integration tests link more than one binary: each file
/// directly in `tests/` is its own binary unless the manifest says
/// `autotests = false` and names one `[[test]]`, whose `main.rs` holds the
/// others as modules. On 2 cores, linking the service once per file
/// dominated the test cycle.
#[must_use]
pub fn test_binary_problems(root: &Path) -> Vec<String> {
    let Ok(members) = workspace_members(root) else {
        return vec!["the workspace members could not be read".to_owned()];
    };
    let mut problems = Vec::new();
    for member in members {
        let Ok(entries) = fs::read_dir(root.join(&member).join("tests")) else { continue };
        let mut files: Vec<String> = entries
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".rs"))
            .collect();
        files.sort();
        let manifest =
            fs::read_to_string(root.join(&member).join("Cargo.toml")).unwrap_or_default();
        problems.extend(test_binary_problems_in(&member, &manifest, &files));
    }
    problems
}

/// What [`test_binary_problems`] finds for one crate: its `manifest` and
/// the `.rs` files directly in its `tests/`.
#[must_use]
pub fn test_binary_problems_in(member: &str, manifest: &str, files: &[String]) -> Vec<String> {
    let declared = manifest.lines().filter(|l| l.trim() == "[[test]]").count();
    let automatic = !manifest.lines().any(|l| l.replace(' ', "") == "autotests=false");
    let binaries = declared + if automatic { files.len() } else { 0 };
    if binaries > 1 {
        vec![format!(
            "{member}: {binaries} integration test binaries; make tests/main.rs hold the others as \
             modules, with `autotests = false` and one `[[test]]` in Cargo.toml"
        )]
    } else {
        Vec::new()
    }
}
