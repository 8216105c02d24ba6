//! The rule book's coverage: every rule id of the editions the engine
//! implements (and TEG II's) is named by a test, and no test names one
//! the book lacks.

use std::fs;
use std::path::{Path, PathBuf};

use super::files::{display, read, workspace_rust_files};

/// Where the project's rule book lives: one Markdown file per edition.
pub const RULE_BOOK_DIR: &str = "docs/rules";

/// The editions the engine implements: every rule id of their rule book must
/// be named by a test. An edition joins this list when it lands.
pub const EDITIONS_IN_ENGINE: [&str; 3] = ["revancha", "classic", "junior"];

/// The fewest rule ids an edition's book can have and still be read right
/// (Revancha has 81): fewer means the book's format changed under the parser.
const MIN_RULES_PER_EDITION: usize = 10;

/// The rule ids (`R-XXX-N`) a rule book file defines: one per list item that
/// starts with the bold id (`- **R-ATK-2** ...`), in order.
#[must_use]
pub fn book_rule_ids(markdown: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for line in markdown.lines() {
        for prefix in RULE_PREFIXES {
            let Some(rest) = line.strip_prefix(&format!("- **{prefix}-")) else { continue };
            let Some((id, _)) = rest.split_once("**") else { continue };
            let id = format!("{prefix}-{id}");
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
    }
    ids
}

/// The prefixes of rule ids: `R-` for the Risk-like editions, `T2-` for
/// TEG II (`docs/rules/teg2.md`).
pub const RULE_PREFIXES: [&str; 2] = ["R", "T2"];

/// TEG II's rule book, a page of its own beside the editions' book: every
/// id in it must be named by a test once the engine plays TEG II.
pub const TEG2_RULE_BOOK: &str = "docs/rules/teg2.md";

/// The lines that name what a test proves: each test function's name line
/// (a `fn` under a test attribute: `#[test]`, `#[tokio::test(...)]`, also
/// inside `proptest!`) with the doc comment right above it. Module docs,
/// plain comments and the docs of other items name nothing.
fn naming_lines(files: &[(String, String)]) -> String {
    let mut named = String::new();
    for (_, text) in files {
        let mut docs: Vec<&str> = Vec::new();
        let mut under_test_attribute = false;
        for line in text.lines() {
            let t = line.trim_start();
            if t.starts_with("///") {
                docs.push(t);
            } else if t.starts_with("#[") {
                let name = t.trim_start_matches("#[").split(['(', ']', ' ']).next().unwrap_or("");
                under_test_attribute |= name == "test" || name.ends_with("::test");
            } else if t.starts_with("fn ") || t.starts_with("async fn ") || t.starts_with("pub fn ")
            {
                if under_test_attribute {
                    for doc in &docs {
                        named.push_str(doc);
                        named.push('\n');
                    }
                    named.push_str(t);
                    named.push('\n');
                }
                docs.clear();
                under_test_attribute = false;
            } else if !t.is_empty() {
                docs.clear();
                under_test_attribute = false;
            }
        }
    }
    named
}

/// Every rule id a text names, as `R-XXX-N` or as `r_xxx_n` inside a
/// snake-case name, normalised to `R-XXX-N`, sorted and without duplicates.
#[must_use]
pub fn rule_ids_named_in(text: &str) -> Vec<String> {
    let bytes = text.as_bytes();
    let mut ids = Vec::new();
    for (start, &b) in bytes.iter().enumerate() {
        // `R-XXX-N`/`r_xxx_n`, or TEG II's `T2-XXX-N`/`t2_xxx_n`.
        let (prefix, upper, sep) = match (b, bytes.get(start + 1)) {
            (b'R', _) => ("R", true, b'-'),
            (b'r', _) => ("R", false, b'_'),
            (b'T', Some(b'2')) => ("T2", true, b'-'),
            (b't', Some(b'2')) => ("T2", false, b'_'),
            _ => continue,
        };
        // `_` is not alphanumeric, so `attack_r_atk_2` qualifies and
        // `player_r_...` (an `r` ending a word) does not.
        let before_ok = start == 0 || !bytes[start - 1].is_ascii_alphanumeric();
        let sep_at = start + prefix.len();
        if !before_ok || bytes.get(sep_at) != Some(&sep) {
            continue;
        }
        let area_start = sep_at + 1;
        let area_len = bytes[area_start..]
            .iter()
            .take_while(|c| if upper { c.is_ascii_uppercase() } else { c.is_ascii_lowercase() })
            .count();
        let digits_start = area_start + area_len + 1;
        if !(2..=6).contains(&area_len) || bytes.get(digits_start - 1) != Some(&sep) {
            continue;
        }
        let digits = bytes[digits_start..].iter().take_while(|c| c.is_ascii_digit()).count();
        let after = bytes.get(digits_start + digits);
        if digits == 0 || after.is_some_and(u8::is_ascii_digit) {
            continue;
        }
        let area = text[area_start..area_start + area_len].to_ascii_uppercase();
        let number = &text[digits_start..digits_start + digits];
        ids.push(format!("{prefix}-{area}-{number}"));
    }
    ids.sort();
    ids.dedup();
    ids
}

/// Problems: rule ids of `required` that no test names (as `r_xxx_n` in a
/// test function's name, or `R-XXX-N` in the test's doc comment), and ids
/// that tests name but no rule book (`known`) defines.
#[must_use]
pub fn rule_coverage_problems_in(
    required: &[String],
    known: &[String],
    files: &[(String, String)],
) -> Vec<String> {
    let named = rule_ids_named_in(&naming_lines(files));
    let mut problems: Vec<String> = required
        .iter()
        .filter(|id| !named.contains(id))
        .map(|id| format!("no test names {id}"))
        .collect();
    problems.extend(named.iter().filter(|id| !known.contains(id)).map(|id| {
        format!("a test names {id}, which the rule book ({RULE_BOOK_DIR}/) does not have")
    }));
    problems
}

/// Every rule of every edition the engine implements is named by a test,
/// and tests name no rule the project's rule book lacks. The book is read
/// from the repository only; a missing or unreadable book is a failure.
#[must_use]
pub fn rule_coverage_problems(root: &Path) -> Vec<String> {
    let book = root.join(RULE_BOOK_DIR);
    let Ok(entries) = fs::read_dir(&book) else {
        return vec![format!("the rule book {} cannot be read", display(root, &book))];
    };
    let mut pages: Vec<PathBuf> = entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    pages.sort();
    let mut problems = Vec::new();
    let mut known = Vec::new();
    for page in &pages {
        match read(root, page) {
            Ok(text) => known.extend(book_rule_ids(&text)),
            Err(problem) => problems.push(problem),
        }
    }
    let mut required = Vec::new();
    for edition in EDITIONS_IN_ENGINE {
        let page = book.join(format!("{edition}.md"));
        match read(root, &page) {
            Ok(text) => {
                let ids = book_rule_ids(&text);
                if ids.len() < MIN_RULES_PER_EDITION {
                    problems.push(format!(
                        "{}: only {} rule ids (`- **R-XXX-N** ...` items) found",
                        display(root, &page),
                        ids.len()
                    ));
                }
                required.extend(ids);
            }
            Err(problem) => problems.push(problem),
        }
    }
    let teg2 = root.join(TEG2_RULE_BOOK);
    match read(root, &teg2) {
        Ok(text) => {
            let ids = book_rule_ids(&text);
            if ids.len() < MIN_RULES_PER_EDITION {
                problems.push(format!(
                    "{TEG2_RULE_BOOK}: only {} rule ids (`- **T2-XXX-N** ...` items) found",
                    ids.len()
                ));
            }
            known.extend(ids.iter().cloned());
            required.extend(ids);
        }
        Err(problem) => problems.push(problem),
    }
    let files: Vec<(String, String)> = workspace_rust_files(root)
        .into_iter()
        .filter_map(|p| fs::read_to_string(&p).ok().map(|t| (display(root, &p), t)))
        .collect();
    problems.extend(rule_coverage_problems_in(&required, &known, &files));
    problems
}
