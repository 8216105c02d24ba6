//! Nothing points outside the repository: no path into the team's shared
//! folder, no Markdown link leaving the clone, no document named that the
//! clone lacks.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use super::files::{SKIPPED_DIRS, char_literal_len, clone_files, tracked_files};

/// Text that would point outside the repository: the team's shared folder
/// beside the clone, in any spelling.
pub const OUTSIDE_PATHS: [&str; 4] = [
    concat!("../", "shared"),
    concat!("shared", "/seeds"),
    concat!("shared", "/maps"),
    concat!("shared", "/RULES.md"),
];

/// The targets of the inline Markdown links (`[text](target)`) of a text.
fn markdown_link_targets(markdown: &str) -> Vec<&str> {
    let mut targets = Vec::new();
    let mut rest = markdown;
    while let Some(pos) = rest.find("](") {
        rest = &rest[pos + 2..];
        let end = rest.find(')').unwrap_or(rest.len());
        let target = rest[..end].split_whitespace().next().unwrap_or_default();
        targets.push(target);
        rest = &rest[end..];
    }
    targets
}

/// Problems in one tracked file: a path into the shared folder beside the
/// clone, or (in Markdown) a relative link that leaves the repository or
/// names a file it does not have.
#[must_use]
pub fn outside_path_problems_in(root: &Path, file: &str, text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if let Some(needle) = OUTSIDE_PATHS.iter().find(|needle| line.contains(*needle)) {
            problems.push(format!(
                "{file}:{}: `{needle}` points outside the repository: {}",
                index + 1,
                line.trim()
            ));
        }
    }
    if !file.ends_with(".md") {
        return problems;
    }
    let dir = Path::new(file).parent().unwrap_or_else(|| Path::new(""));
    for target in markdown_link_targets(text) {
        let path = target.split('#').next().unwrap_or_default();
        if path.is_empty() || path.contains("://") || path.starts_with("mailto:") {
            continue;
        }
        let mut depth: i32 = 0;
        let joined = if path.starts_with('/') { PathBuf::from(path) } else { dir.join(path) };
        let mut leaves = path.starts_with('/');
        for part in joined.components() {
            match part {
                std::path::Component::ParentDir => depth -= 1,
                std::path::Component::Normal(_) => depth += 1,
                _ => {}
            }
            leaves |= depth < 0;
        }
        if leaves {
            problems.push(format!("{file}: the link `{target}` leaves the repository"));
        } else if !root.join(&joined).exists() {
            problems.push(format!("{file}: the link `{target}` names no file of the repository"));
        }
    }
    problems
}

/// The kinds of file (by extension) read for the documents they name.
pub const REFERRING_EXTENSIONS: [&str; 7] = ["rs", "md", "toml", "yml", "yaml", "json", "graphql"];

/// The checker and its tests: the strings of their Rust code are fixtures
/// for the checks (documents made up on purpose), not references; their
/// comments are read like any other file's.
pub const CHECKER_FILES: [&str; 2] = ["xtask/src/tidy/", "xtask/tests/tidy.rs"];

/// A Rust text with the contents of its string literals (plain, byte, raw)
/// blanked out, line breaks kept, so that code and comments are left at the
/// same lines and columns.
#[must_use]
pub fn without_rust_strings(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(chars[i]);
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0_usize;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("/*");
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("*/");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(chars[i]);
                    i += 1;
                }
            }
        } else if c == '\'' {
            // A char literal (`'"'`, `'\''`) is kept whole; a lifetime is one `'`.
            let len = char_literal_len(&chars, i);
            let len = len.unwrap_or(1).min(chars.len() - i);
            out.extend(&chars[i..i + len]);
            i += len;
        } else if c == 'r'
            && (i == 0
                || !ident(chars[i - 1])
                || (chars[i - 1] == 'b' && (i < 2 || !ident(chars[i - 2]))))
            && chars[i + 1..]
                .iter()
                .position(|&c| c != '#')
                .is_some_and(|p| chars[i + 1 + p] == '"')
        {
            let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
            out.push('r');
            out.extend(std::iter::repeat_n('#', hashes));
            out.push('"');
            i += hashes + 2;
            while i < chars.len() {
                if chars[i] == '"'
                    && chars[i + 1..].iter().take(hashes).filter(|&&c| c == '#').count() == hashes
                {
                    out.push('"');
                    out.extend(std::iter::repeat_n('#', hashes));
                    i += hashes + 1;
                    break;
                }
                out.push(blank(chars[i]));
                i += 1;
            }
        } else if c == '"' {
            out.push('"');
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                let len = if chars[i] == '\\' { 2 } else { 1 };
                for &c in chars.iter().skip(i).take(len) {
                    out.push(blank(c));
                }
                i += len;
            }
            if i < chars.len() {
                out.push('"');
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The document names (`*.md`) one line of text refers to, with their byte
/// offsets: runs of path characters ending in `.md` after a file stem,
/// without the sentence's closing full stop. URLs (`https://…`) name no
/// document of the clone and are left out, and so is the letter of an
/// escape (`\n` in JSON or a Rust string) before a name.
#[must_use]
pub fn document_names(line: &str) -> Vec<(usize, &str)> {
    let bytes = line.as_bytes();
    let path_byte = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b'/');
    let mut names = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if !path_byte(bytes[i]) {
            let escape = bytes[i] == b'\\' && matches!(bytes.get(i + 1), Some(b'n' | b't' | b'r'));
            i += if escape { 2 } else { 1 };
            continue;
        }
        let start = i;
        while i < bytes.len() && path_byte(bytes[i]) {
            i += 1;
        }
        if line[i..].starts_with("://") {
            while i < bytes.len()
                && !bytes[i].is_ascii_whitespace()
                && !matches!(bytes[i], b')' | b'>' | b']' | b'"' | b'\'' | b'`' | b'<')
            {
                i += 1;
            }
            continue;
        }
        let name = line[start..i].trim_end_matches('.');
        let stem = name.strip_suffix(".md").and_then(|stem| stem.bytes().last());
        if stem.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-') {
            names.push((start, name));
        }
    }
    names
}

/// `path` joined to `base` (both `/`-separated, relative to the repository
/// root) without `.` and `..`, or `None` when it climbs above the root.
fn normalized_join(base: &str, path: &str) -> Option<String> {
    let mut parts: Vec<&str> = Vec::new();
    for part in base.split('/').chain(path.split('/')) {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            part => parts.push(part),
        }
    }
    Some(parts.join("/"))
}

/// Whether the document `name`, met in `file`, is one of the clone's
/// `files`: relative to the file's directory or any directory above it up
/// to the root (a crate's directory, for `env!("CARGO_MANIFEST_DIR")`), or,
/// for a bare file name, anywhere under that name.
fn document_resolves(file: &str, name: &str, files: &HashSet<&str>) -> bool {
    let path = name.trim_start_matches('/');
    if !path.contains('/') {
        let suffix = format!("/{path}");
        return files.iter().any(|known| *known == path || known.ends_with(&suffix));
    }
    Path::new(file).ancestors().skip(1).any(|dir| {
        let dir = dir.to_string_lossy().replace('\\', "/");
        normalized_join(&dir, path).is_some_and(|joined| files.contains(joined.as_str()))
    })
}

/// Problems in one file of the clone: a document name (`*.md`) that is no
/// file of the clone (`files`), with the file and line that name it. Only
/// the kinds of file in [`REFERRING_EXTENSIONS`] are read, none under
/// [`SKIPPED_DIRS`]; the strings of the [`CHECKER_FILES`] are fixtures.
/// In Markdown, inline link targets are left to [`outside_path_problems_in`],
/// and so is any name holding one of the [`OUTSIDE_PATHS`].
#[must_use]
pub fn missing_document_problems_in(file: &str, text: &str, files: &[String]) -> Vec<String> {
    let extension = Path::new(file).extension().and_then(|e| e.to_str()).unwrap_or_default();
    if !REFERRING_EXTENSIONS.contains(&extension)
        || file.split('/').any(|dir| SKIPPED_DIRS.contains(&dir))
    {
        return Vec::new();
    }
    let text =
        if CHECKER_FILES.iter().any(|c| file == *c || (c.ends_with('/') && file.starts_with(c))) {
            without_rust_strings(text)
        } else {
            text.to_owned()
        };
    let known: HashSet<&str> = files.iter().map(String::as_str).collect();
    let mut problems = Vec::new();
    for (index, line) in text.lines().enumerate() {
        for (start, name) in document_names(line) {
            let link_target = extension == "md" && line[..start].ends_with("](");
            if link_target
                || OUTSIDE_PATHS.iter().any(|outside| name.contains(outside))
                || document_resolves(file, name, &known)
            {
                continue;
            }
            problems.push(format!(
                "{file}:{}: refers to `{name}`, a document the repository does not have",
                index + 1
            ));
        }
    }
    problems
}

/// No tracked file points outside the repository: the rule book, the seeds
/// and the maps are the repository's own; and every document a tracked file
/// names (`*.md`, see [`missing_document_problems_in`]) is a file of the
/// clone.
#[must_use]
pub fn outside_path_problems(root: &Path) -> Vec<String> {
    let (files, clone) = match (tracked_files(root), clone_files(root)) {
        (Ok(files), Ok(clone)) => (files, clone),
        (Err(problem), _) | (_, Err(problem)) => return vec![problem],
    };
    let mut problems = Vec::new();
    for file in files {
        // A file listed but deleted in the work tree, or binary: nothing to read.
        let Ok(text) = fs::read_to_string(root.join(&file)) else { continue };
        problems.extend(outside_path_problems_in(root, &file, &text));
        problems.extend(missing_document_problems_in(&file, &text, &clone));
    }
    problems
}
