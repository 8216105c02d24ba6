//! The import-circle check: the modules a file names (its `use`
//! declarations and inline `crate::` paths, `super::` and `self::`
//! included, through a parent's re-exports) and the loops among them.

use std::fs;
use std::path::Path;

use super::files::collect_rust_files;

/// The crates whose files must not import each other in a loop: each
/// `src/` is a house of rooms on floors, every `crate::` path pointing down.
pub const CIRCLE_FREE: [&str; 6] =
    ["domain/src", "api/src", "dashboard/src", "migrations/src", "xtask/src", "e2e/src"];

/// The module a file under `src/` is (`http/games.rs` → `http::games`,
/// `http/mod.rs` → `http`); `None` for the crate root.
#[must_use]
pub fn module_of(relative: &Path) -> Option<String> {
    let parts: Vec<String> =
        relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    let (last, dirs) = parts.split_last()?;
    let stem = last.trim_end_matches(".rs");
    let mut path: Vec<&str> = dirs.iter().map(String::as_str).collect();
    if stem != "mod" {
        path.push(stem);
    }
    match path.as_slice() {
        [] | ["lib" | "main"] => None,
        _ => Some(path.join("::")),
    }
}

/// The `crate::` paths a file's code names, braces expanded
/// (`use crate::{a::B, c::{d, e::F}}` names `a::B`, `c::d`, `c::e::F`).
/// Comment lines are not code.
#[must_use]
pub fn crate_paths(text: &str) -> Vec<String> {
    rooted_paths(text, "crate::")
}

/// The paths a file's code names under `root` (`"crate::"`, `"domain::"`),
/// braces expanded as in [`crate_paths`]. Comment lines are not code.
#[must_use]
pub fn rooted_paths(text: &str, root: &str) -> Vec<String> {
    fn expand(prefix: &str, text: &str, out: &mut Vec<String>) {
        let text = text.trim();
        if let Some(open) = text.find('{') {
            let head = text[..open].trim().trim_end_matches("::");
            let mut depth = 0;
            let mut piece = String::new();
            let inner = &text[open + 1..];
            let inner = &inner[..inner.rfind('}').unwrap_or(inner.len())];
            let joined = if head.is_empty() { prefix.to_owned() } else { join(prefix, head) };
            for ch in inner.chars() {
                match ch {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&joined, &piece, out);
                        piece.clear();
                        continue;
                    }
                    _ => {}
                }
                piece.push(ch);
            }
            expand(&joined, &piece, out);
        } else if !text.is_empty() {
            let path = text.split(" as ").next().unwrap_or(text).trim();
            out.push(join(prefix, path));
        }
    }
    fn join(prefix: &str, rest: &str) -> String {
        if prefix.is_empty() { rest.to_owned() } else { format!("{prefix}::{rest}") }
    }
    let code: String = text
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join(" ");
    let mut out = Vec::new();
    for (at, _) in code.match_indices(root) {
        // A longer name that ends in `root` (`my_crate::`) is not it, nor
        // a path inside another (`super::super::`), nor a macro's
        // `$crate::`, which names where the macro is expanded.
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$' || c == ':') {
            continue;
        }
        // The path runs while it reads as one (`a::b`), and through a
        // brace group to its matching close.
        let rest = &code[at + root.len()..];
        let mut depth = 0usize;
        let end = rest
            .char_indices()
            .find(|&(_, ch)| match ch {
                '{' => {
                    depth += 1;
                    false
                }
                '}' if depth > 0 => {
                    depth -= 1;
                    false
                }
                _ => depth == 0 && !(ch.is_alphanumeric() || ch == '_' || ch == ':'),
            })
            .map_or(rest.len(), |(i, _)| i);
        expand("", &rest[..end], &mut out);
    }
    out.sort();
    out.dedup();
    out
}

/// A file's text without its inline tests: the lines before an inline
/// `#[cfg(test)] mod … {` (a test module declared as a file, `mod x;`, is
/// only skipped).
fn without_inline_tests(text: &str) -> Vec<&str> {
    let lines: Vec<&str> = text.lines().collect();
    let mut kept = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].trim() == "#[cfg(test)]" {
            let next = lines.get(i + 1).map_or("", |l| l.trim());
            if next.starts_with("mod ") && next.ends_with('{') {
                break;
            }
            i += 2;
            continue;
        }
        kept.push(lines[i]);
        i += 1;
    }
    kept
}

/// The module paths a file's `use` declarations name, made whole from
/// where the file stands (`module`, `None` for the crate root): `crate::`
/// paths as they are, `super::` and `self::` paths from the module's parent
/// or itself, and paths through the module's own children (`use
/// state::Game` in `teg2/mod.rs`). Its re-exports (`pub use`, `pub(crate)
/// use`, ...) are kept apart: they hand names on, they import nothing. A
/// path written inline, outside a `use`, is not an import here (a module
/// may name its children's items where it assembles them).
#[must_use]
pub fn module_paths(
    module: Option<&str>,
    children: &[&str],
    text: &str,
) -> (Vec<String>, Vec<String>) {
    let here: Vec<&str> = module.map(|m| m.split("::").collect()).unwrap_or_default();
    let is_reexport = |line: &str| {
        let line = line.trim_start();
        line.starts_with("pub use ") || (line.starts_with("pub(") && line.contains(") use "))
    };
    let is_use = |line: &str| {
        let line = line.trim_start();
        line.starts_with("use ") || is_reexport(line)
    };
    let room = without_inline_tests(text);
    let (mut reexports, mut code) = (String::new(), String::new());
    // A `use` may run over several lines: it belongs where it starts. The
    // tests at the end of a file (`#[cfg(test)]`) are no part of its room.
    let (mut in_use, mut in_reexport) = (false, false);
    for &line in &room {
        if line.trim_start().starts_with("//") {
            continue;
        }
        if !in_use && is_use(line) {
            in_use = true;
            in_reexport = is_reexport(line);
        }
        if in_use {
            let target = if in_reexport { &mut reexports } else { &mut code };
            target.push_str(line);
            target.push('\n');
            if line.contains(';') {
                in_use = false;
            }
        }
    }
    let whole = |text: &str| {
        let mut out: Vec<String> = crate_paths(text);
        for path in rooted_paths(text, "super::") {
            // `super::super::x`: each `super` climbs one more.
            let mut rest = path.as_str();
            let mut up = 1;
            while let Some(r) = rest.strip_prefix("super::") {
                rest = r;
                up += 1;
            }
            if let Some(base) = here.len().checked_sub(up) {
                out.push(here[..base].iter().copied().chain([rest]).collect::<Vec<_>>().join("::"));
            }
        }
        for path in rooted_paths(text, "self::") {
            out.push(here.iter().copied().chain([path.as_str()]).collect::<Vec<_>>().join("::"));
        }
        for child in children {
            for path in rooted_paths(text, &format!("{child}::")) {
                out.push(
                    here.iter()
                        .copied()
                        .chain([*child, path.as_str()])
                        .collect::<Vec<_>>()
                        .join("::"),
                );
            }
        }
        // A `super::` inside `super::super::` was counted as its own path.
        out.retain(|p| !p.split("::").any(|s| s == "super" || s == "self"));
        out.sort();
        out.dedup();
        out
    };
    let mut code = whole(&code);
    // Inline `crate::` paths import as `use` does (as before `super::` was read).
    let body: String =
        room.iter().copied().filter(|l| !is_reexport(l)).collect::<Vec<_>>().join("\n");
    code.extend(crate_paths(&body));
    code.sort();
    code.dedup();
    (code, whole(&reexports))
}

/// The files of `src` (relative to `root`) that import one another in a
/// loop, each loop once: a module names another through a path that
/// resolves to it (the longest module prefix of the path, followed through
/// the re-exports of the module it lands on).
#[must_use]
pub fn import_circles(root: &Path, src: &str) -> Vec<Vec<String>> {
    let dir = root.join(src);
    let mut files = Vec::new();
    collect_rust_files(&dir, &mut files);
    files.sort();
    let mut modules: Vec<(String, String)> = Vec::new();
    for path in &files {
        let relative = path.strip_prefix(&dir).unwrap_or(path);
        if let (Some(module), Ok(text)) = (module_of(relative), fs::read_to_string(path)) {
            modules.push((module, text));
        }
    }
    let names: Vec<&str> = modules.iter().map(|(m, _)| m.as_str()).collect();
    let children_of = |module: &str| -> Vec<&str> {
        names
            .iter()
            .filter_map(|n| n.strip_prefix(module)?.strip_prefix("::"))
            .filter(|rest| !rest.contains("::"))
            .collect()
    };
    let roots: Vec<&str> = names.iter().copied().filter(|n| !n.contains("::")).collect();
    let paths: Vec<(Vec<String>, Vec<String>)> =
        modules.iter().map(|(m, text)| module_paths(Some(m), &children_of(m), text)).collect();
    let lib = ["lib.rs", "main.rs"]
        .iter()
        .find_map(|f| fs::read_to_string(dir.join(f)).ok())
        .unwrap_or_default();
    let (_, root_reexports) = module_paths(None, &roots, &lib);
    // What each module hands on: the last segment of a re-exported path,
    // and where it goes.
    let handed = |i: Option<usize>| -> Vec<(String, String)> {
        let list = i.map_or(&root_reexports, |i| &paths[i].1);
        list.iter().filter_map(|p| Some((p.rsplit("::").next()?.to_owned(), p.clone()))).collect()
    };
    let module_at = |path: &str| -> Option<(usize, usize)> {
        let segments: Vec<&str> = path.split("::").collect();
        (1..=segments.len())
            .rev()
            .find_map(|n| names.iter().position(|m| *m == segments[..n].join("::")).map(|i| (i, n)))
    };
    let resolve = |path: &str| -> Option<usize> {
        let mut path = path.to_owned();
        // Through at most a few re-exports (`teg2::Scores` → `teg2::state::Scores`).
        for _ in 0..4 {
            let segments: Vec<&str> = path.split("::").collect();
            let (at, n) = match module_at(&path) {
                Some((i, n)) => (Some(i), n),
                None => (None, 0),
            };
            let Some(next) = segments.get(n) else { return at };
            match handed(at).into_iter().find(|(name, _)| name == next) {
                Some((_, target)) => {
                    path = std::iter::once(target.as_str())
                        .chain(segments[n + 1..].iter().copied())
                        .collect::<Vec<_>>()
                        .join("::");
                }
                None => return at,
            }
        }
        module_at(&path).map(|(i, _)| i)
    };
    let edges: Vec<Vec<usize>> = paths
        .iter()
        .enumerate()
        .map(|(i, (code, _))| {
            let mut to: Vec<usize> =
                code.iter().filter_map(|p| resolve(p)).filter(|&j| j != i).collect();
            to.sort_unstable();
            to.dedup();
            to
        })
        .collect();
    let reach: Vec<Vec<bool>> = (0..modules.len())
        .map(|start| {
            let mut seen = vec![false; modules.len()];
            let mut stack = edges[start].clone();
            while let Some(n) = stack.pop() {
                if !seen[n] {
                    seen[n] = true;
                    stack.extend(&edges[n]);
                }
            }
            seen
        })
        .collect();
    let mut circles: Vec<Vec<String>> = Vec::new();
    for (n, from_n) in reach.iter().enumerate() {
        if !from_n[n] {
            continue;
        }
        let members: Vec<String> = (0..modules.len())
            .filter(|&m| from_n[m] && reach[m][n])
            .map(|m| names[m].to_owned())
            .collect();
        if !circles.contains(&members) {
            circles.push(members);
        }
    }
    circles
}

/// `domain`, `api` and `dashboard` have no import circle (see [`import_circles`]).
#[must_use]
pub fn import_circle_problems(root: &Path) -> Vec<String> {
    CIRCLE_FREE
        .iter()
        .flat_map(|src| {
            import_circles(root, src).into_iter().map(move |circle| {
                format!("{src}: these modules import one another in a loop: {}", circle.join(", "))
            })
        })
        .collect()
}
