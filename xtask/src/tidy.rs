//! Repository hygiene checks ("tidy"), shared by `cargo xtask tidy` and the
//! integration tests in `xtask/tests/tidy.rs`.
//!
//! Every check takes the workspace root and returns a list of human-readable
//! problems; an empty list means the check passed.
//!
//! The attribute patterns are assembled with `concat!` so that this file does
//! not trip its own checks.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Directories whose Rust sources are always checked, even if the workspace
/// member list cannot be read.
pub const SOURCE_DIRS: [&str; 5] = ["domain", "api", "dashboard", "migrations", "xtask"];

/// Crates (normal dependencies) that would give the rules engine I/O.
pub const IO_CRATES: [&str; 8] =
    ["tokio", "sea-orm", "sea-query", "sqlx", "redis", "reqwest", "hyper", "mio"];

/// Any crate whose name starts with this prefix is an I/O crate too.
pub const IO_CRATE_PREFIX: &str = "actix";

const SHOULD_PANIC: &str = concat!("#[should", "_panic");
const IGNORE: &str = concat!("#[", "ignore");

/// One named tidy check.
#[derive(Debug, Clone, Copy)]
pub struct Check {
    /// The sentence-like name, identical to the test function's name.
    pub name: &'static str,
    /// Runs the check against the workspace root, returning the problems found.
    pub run: fn(&Path) -> Vec<String>,
}

/// All tidy checks, in the order `cargo xtask tidy` runs them.
pub const CHECKS: [Check; 15] = [
    Check { name: "every_rust_file_starts_with_a_module_doc_comment", run: module_doc_problems },
    Check { name: "architecture_md_names_every_workspace_member", run: architecture_problems },
    Check { name: "domain_depends_on_no_io_crate", run: io_crate_problems },
    Check { name: "no_should_panic_and_no_silent_ignore", run: test_attribute_problems },
    Check { name: "domain_rules_stay_synchronous_and_port_free", run: rules_purity_problems },
    Check { name: "the_rules_modules_form_layers", run: rules_layer_problems },
    Check { name: "the_service_crates_have_no_import_circle", run: import_circle_problems },
    Check { name: "the_two_game_families_never_name_each_other", run: family_problems },
    Check { name: "only_the_seam_names_both_families", run: seam_problems },
    Check { name: "graphql_and_rest_never_name_each_other", run: channel_problems },
    Check { name: "every_rule_of_the_book_is_named_by_a_test", run: rule_coverage_problems },
    Check { name: "nothing_points_outside_the_repository", run: outside_path_problems },
    Check { name: "every_problem_code_is_in_the_catalogue", run: problem_code_problems },
    Check { name: "each_crate_links_one_integration_test_binary", run: test_binary_problems },
    Check { name: "no_hidden_state_in_the_service_crates", run: hidden_state_problems },
];

/// The workspace root: the parent of the `xtask` crate's manifest directory.
#[must_use]
pub fn workspace_root() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir.parent().map_or_else(|| manifest_dir.to_path_buf(), Path::to_path_buf)
}

/// Formats `path` relative to `root` for messages.
fn display(root: &Path, path: &Path) -> String {
    path.strip_prefix(root).unwrap_or(path).display().to_string()
}

/// Recursively collects `.rs` files under `dir`, skipping `target/` and hidden
/// directories. A missing directory yields nothing.
fn collect_rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let Ok(file_type) = entry.file_type() else {
            continue;
        };
        if file_type.is_dir() {
            if name != "target" && !name.starts_with('.') {
                collect_rust_files(&path, out);
            }
        } else if file_type.is_file() && name.ends_with(".rs") {
            out.push(path);
        }
    }
}

/// All `.rs` files of the workspace: the fixed [`SOURCE_DIRS`] plus every
/// workspace member directory, sorted and without duplicates.
#[must_use]
pub fn workspace_rust_files(root: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<String> = SOURCE_DIRS.iter().map(|dir| (*dir).to_owned()).collect();
    if let Ok(members) = workspace_members(root) {
        dirs.extend(members.into_iter().filter(|member| !member.contains('*')));
    }
    dirs.sort();
    dirs.dedup();
    let mut files = Vec::new();
    for dir in &dirs {
        collect_rust_files(&root.join(dir), &mut files);
    }
    files.sort();
    files.dedup();
    files
}

/// Reads a file, turning an I/O error into a problem message.
fn read(root: &Path, path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|err| format!("{}: cannot read: {err}", display(root, path)))
}

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

/// Parses `members = [...]` from the `[workspace]` table of the root
/// `Cargo.toml`.
///
/// # Errors
///
/// Returns a message if the manifest cannot be read or has no member list.
pub fn workspace_members(root: &Path) -> Result<Vec<String>, String> {
    let manifest = root.join("Cargo.toml");
    let text = fs::read_to_string(&manifest)
        .map_err(|err| format!("{}: cannot read: {err}", manifest.display()))?;
    let mut section = String::new();
    let mut collected: Option<String> = None;
    for raw in text.lines() {
        let line = raw.split('#').next().unwrap_or_default().trim();
        if let Some(list) = collected.as_mut() {
            list.push_str(line);
            list.push('\n');
            if line.contains(']') {
                break;
            }
            continue;
        }
        if line.starts_with('[') && !line.contains('=') {
            section = line.trim_matches(|c| c == '[' || c == ']').trim().to_owned();
            continue;
        }
        if section != "workspace" {
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        if key.trim() != "members" {
            continue;
        }
        let value = value.trim();
        let Some(after_bracket) = value.strip_prefix('[') else {
            return Err("Cargo.toml: `members` is not an array".to_owned());
        };
        collected = Some(format!("{after_bracket}\n"));
        if after_bracket.contains(']') {
            break;
        }
    }
    let list =
        collected.ok_or_else(|| "Cargo.toml: no `members = [...]` in [workspace]".to_owned())?;
    let list = list.split(']').next().unwrap_or_default();
    Ok(list
        .split(',')
        .map(|item| item.trim().trim_matches('"').trim_matches('\'').trim().to_owned())
        .filter(|item| !item.is_empty())
        .collect())
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

/// The crate name at the start of a `cargo tree --prefix none` line, if it is
/// an I/O crate.
#[must_use]
pub fn io_crate_in_tree_line(line: &str) -> Option<&str> {
    let (name, _) = line.trim_start().split_once(' ')?;
    (IO_CRATES.contains(&name) || name.starts_with(IO_CRATE_PREFIX)).then_some(name)
}

/// `domain` must not (transitively) depend on an async runtime, database,
/// cache or HTTP crate through normal dependencies.
#[must_use]
pub fn io_crate_problems(root: &Path) -> Vec<String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(&cargo)
        .args(["tree", "-p", "domain", "-e", "normal", "--prefix", "none"])
        .current_dir(root)
        .output();
    let output = match output {
        Ok(output) => output,
        Err(err) => return vec![format!("cannot run `cargo tree -p domain`: {err}")],
    };
    if !output.status.success() {
        return vec![format!(
            "`cargo tree -p domain -e normal --prefix none` failed ({}):\n{}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        )];
    }
    let stdout = String::from_utf8_lossy(&output.stdout);
    let mut problems: Vec<String> = stdout
        .lines()
        .filter(|line| io_crate_in_tree_line(line).is_some())
        .map(|line| format!("domain depends on an I/O crate: {}", line.trim()))
        .collect();
    problems.dedup();
    problems
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

/// Substrings forbidden in `domain/src/rules/`: the rules are synchronous and
/// know nothing of ports or the application layer.
pub const RULES_FORBIDDEN: [&str; 3] = ["async ", "crate::ports", "crate::app"];

/// Problems in one rules file's text.
#[must_use]
pub fn rules_purity_problems_in(file: &str, text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    for (index, line) in text.lines().enumerate() {
        for needle in RULES_FORBIDDEN {
            if line.contains(needle) {
                problems.push(format!(
                    "{file}:{}: `{}` is not allowed in domain/src/rules/: {}",
                    index + 1,
                    needle.trim(),
                    line.trim()
                ));
            }
        }
    }
    problems
}

/// Files under `domain/src/rules/` must not contain `async `, `crate::ports`
/// or `crate::app`. Passes vacuously if the directory does not exist.
#[must_use]
pub fn rules_purity_problems(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    collect_rust_files(&root.join("domain/src/rules"), &mut files);
    files.sort();
    let mut problems = Vec::new();
    for path in files {
        match read(root, &path) {
            Ok(text) => problems.extend(rules_purity_problems_in(&display(root, &path), &text)),
            Err(problem) => problems.push(problem),
        }
    }
    problems
}

/// The modules of `domain/src/rules/`, lowest first: each may name (as
/// `crate::rules::name`) only itself and the modules before it, so the
/// engine has no cycle. Vocabulary first (no game state), then the state and
/// its fold, the scratch transaction, the decisions, and the readers. A new
/// module takes its place here, or the check fails.
pub const RULES_LAYERS: [&str; 20] = [
    "types",
    "error",
    "refused",
    "cards",
    "combat",
    "objectives",
    "state",
    "hash",
    "tx",
    "pacts",
    "conquest",
    "aggression",
    "decide",
    "forfeit",
    "timeout",
    "setup",
    "legal",
    "view",
    "position",
    "standing",
];

/// The rules modules one file's code names through `crate::rules::…`
/// paths, grouped imports (`crate::rules::{a, b::C}`) included. Comments
/// are not code: a doc link up the layers is documentation, not a
/// dependency.
#[must_use]
pub fn rules_modules_named(text: &str) -> Vec<String> {
    const PREFIX: &str = "crate::rules::";
    let code: String = text
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .map(|line| format!("{line}\n"))
        .collect();
    let text = code.as_str();
    let mut named = Vec::new();
    let ident = |s: &str| -> String {
        s.trim_start().chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect()
    };
    let mut rest = text;
    while let Some(at) = rest.find(PREFIX) {
        rest = &rest[at + PREFIX.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let inner = group.split('}').next().unwrap_or("");
            named.extend(inner.split(',').map(ident).filter(|m| !m.is_empty()));
        } else {
            named.push(ident(rest));
        }
    }
    named.retain(|m| m.chars().next().is_some_and(|c| c.is_ascii_lowercase()));
    named.sort();
    named.dedup();
    named
}

/// Problems in one rules file: `module` names a module above it in
/// [`RULES_LAYERS`], or is not in the list.
#[must_use]
pub fn rules_layer_problems_in(file: &str, module: &str, text: &str) -> Vec<String> {
    let Some(level) = RULES_LAYERS.iter().position(|m| *m == module) else {
        return vec![format!("{file}: module `{module}` has no place in RULES_LAYERS (tidy.rs)")];
    };
    rules_modules_named(text)
        .into_iter()
        .filter(|named| RULES_LAYERS.iter().position(|m| m == named).is_none_or(|l| l > level))
        .map(|named| {
            format!("{file}: `{module}` names `crate::rules::{named}`, which is not below it")
        })
        .collect()
}

/// Every file under `domain/src/rules/` (a module's file or one of its
/// children) names only modules below its own in [`RULES_LAYERS`].
#[must_use]
pub fn rules_layer_problems(root: &Path) -> Vec<String> {
    let dir = root.join("domain/src/rules");
    let mut files = Vec::new();
    collect_rust_files(&dir, &mut files);
    files.sort();
    let mut problems = Vec::new();
    for path in files {
        let relative = path.strip_prefix(&dir).unwrap_or(&path);
        let first = relative.components().next().map(|c| c.as_os_str().to_string_lossy());
        let Some(first) = first else { continue };
        let module = first.trim_end_matches(".rs").to_owned();
        if module == "mod" {
            continue;
        }
        match read(root, &path) {
            Ok(text) => {
                problems.extend(rules_layer_problems_in(&display(root, &path), &module, &text));
            }
            Err(problem) => problems.push(problem),
        }
    }
    problems
}

/// The crates whose files must not import each other in a loop: each
/// `src/` is a house of rooms on floors, every `crate::` path pointing down.
pub const CIRCLE_FREE: [&str; 3] = ["domain/src", "api/src", "dashboard/src"];

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

/// Text that would point outside the repository: the team's shared folder
/// beside the clone, in any spelling.
pub const OUTSIDE_PATHS: [&str; 4] = [
    concat!("../", "shared"),
    concat!("shared", "/seeds"),
    concat!("shared", "/maps"),
    concat!("shared", "/RULES.md"),
];

/// The repository's tracked files (`git ls-files`), relative to `root`.
///
/// # Errors
///
/// Returns a message when git cannot list them (no git, not a repository).
pub fn tracked_files(root: &Path) -> Result<Vec<String>, String> {
    ls_files(root, &["--cached"])
}

/// The files a clone of the repository would hold: the tracked files and
/// the new ones git would commit (not ignored), as `standalone` copies them,
/// less those deleted in the work tree.
///
/// # Errors
///
/// Returns a message when git cannot list them (no git, not a repository).
pub fn clone_files(root: &Path) -> Result<Vec<String>, String> {
    let listed = ls_files(root, &["--cached", "--others", "--exclude-standard"])?;
    let mut files: Vec<String> =
        listed.into_iter().filter(|file| root.join(file).is_file()).collect();
    files.sort();
    files.dedup();
    Ok(files)
}

/// `git ls-files -z` with `args` in `root`, one name per file.
fn ls_files(root: &Path, args: &[&str]) -> Result<Vec<String>, String> {
    let output = Command::new("git")
        .args(["ls-files", "-z"])
        .args(args)
        .current_dir(root)
        .output()
        .map_err(|err| format!("cannot run `git ls-files`: {err}"))?;
    if !output.status.success() {
        return Err(format!(
            "`git ls-files` failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&output.stdout)
        .split('\0')
        .filter(|name| !name.is_empty())
        .map(str::to_owned)
        .collect())
}

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

/// Directories whose files never count as referring to a document: build
/// output, git's own, and code fetched or vendored from elsewhere.
pub const SKIPPED_DIRS: [&str; 4] = ["target", ".git", "node_modules", "vendor"];

/// The kinds of file (by extension) read for the documents they name.
pub const REFERRING_EXTENSIONS: [&str; 7] = ["rs", "md", "toml", "yml", "yaml", "json", "graphql"];

/// The checker and its tests: the strings of their Rust code are fixtures
/// for the checks (documents made up on purpose), not references; their
/// comments are read like any other file's.
pub const CHECKER_FILES: [&str; 2] = ["xtask/src/tidy.rs", "xtask/tests/tidy.rs"];

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
            let len = match (next, chars.get(i + 2)) {
                (Some('\\'), _) => chars
                    .get(i + 3..)
                    .and_then(|rest| rest.iter().position(|&c| c == '\''))
                    .map(|p| p + 4),
                (Some(_), Some('\'')) => Some(3),
                _ => None,
            };
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
        if CHECKER_FILES.contains(&file) { without_rust_strings(text) } else { text.to_owned() };
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

/// Statics that may change after their first initialisation, named with
/// why they may: metrics registries only. None today (the metrics live in
/// the application's state).
pub const HIDDEN_STATE_ALLOWED: [(&str, &str); 0] = [];

/// Hidden state in `domain`, `api` and `dashboard` sources: a
/// `thread_local!`, a `static mut`, or a `static` holding a lock, a cell or
/// an atomic (a process-wide map of games, a memo). Such state decides,
/// from outside a call's arguments, how something is read, written or
/// named: a thread-local board once made classic games say "alaska" for
/// `mexico`. Constants computed once (`OnceLock<Board>`) are not hidden
/// state: they never change after their first reading.
#[must_use]
pub fn hidden_state_problems(root: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    for dir in ["domain/src", "api/src", "dashboard/src"] {
        let mut files = Vec::new();
        collect_rust_files(&root.join(dir), &mut files);
        files.sort();
        for path in files {
            let text = fs::read_to_string(&path).unwrap_or_default();
            problems.extend(hidden_state_problems_in(&display(root, &path), &text));
        }
    }
    problems
}

/// What [`hidden_state_problems`] finds in one file's `text` (comments and
/// strings aside).
#[must_use]
pub fn hidden_state_problems_in(file: &str, text: &str) -> Vec<String> {
    const CHANGING: [&str; 6] = ["Mutex", "RwLock", "Cell<", "RefCell", "UnsafeCell", "Atomic"];
    let code = without_rust_strings(text);
    let mut problems = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let at = format!("{file}:{}", n + 1);
        if line.contains("thread_local!") {
            problems.push(format!("{at}: a thread-local; pass the value instead"));
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(i) = words.iter().position(|w| *w == "static") else { continue };
        if i > 0 && !words[i - 1].starts_with("pub") {
            continue; // `&'static`, `'static` bounds
        }
        if words.get(i + 1) == Some(&"mut") {
            problems.push(format!("{at}: a `static mut`"));
            continue;
        }
        let name = words.get(i + 1).map_or("", |w| w.trim_end_matches(':'));
        let allowed = HIDDEN_STATE_ALLOWED.iter().any(|(f, s)| *f == file && *s == name);
        if !allowed && CHANGING.iter().any(|kind| line.contains(kind)) {
            problems.push(format!(
                "{at}: `static {name}` changes after its first use; own it in a state passed in"
            ));
        }
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

/// The catalogue of the problem codes the API can send (`api::problems`).
pub const PROBLEM_CATALOGUE: &str = "api/src/problems.rs";

/// The crates' sources whose string literals may be problem codes.
pub const PROBLEM_SOURCES: [&str; 3] = ["api/src", "domain/src", "dashboard/src"];

/// Code-shaped literals (see [`code_shaped`]) of the sources that are no
/// problem code, each with why. Environment variables named `TEG_…`, comments,
/// attributes (`#[graphql(name = "CONTROL_5")]`) and test code are never
/// read as codes, so they need no entry here.
pub const NOT_PROBLEM_CODES: [&str; 13] = [
    // Environment variables of the ecosystem, read by the configuration.
    "DATABASE_URL",
    "REDIS_URL",
    // HTTP methods: the fallback's `Allow` header.
    "DELETE",
    "PATCH",
    "POST",
    // Redis commands: the readiness ping and the rate limiter's script.
    "EVAL",
    "PING",
    // The dashboard's `X-Frame-Options` header value.
    "DENY",
    // The Spanish short name of the USA power, in the dashboard's narration.
    "EEUU",
    // The dashboard's own refusals: shown to operators on its HTML error
    // pages, never sent to an API client as a problem document.
    "BAD_ACTION",
    "CONFIRMATION_REQUIRED",
    "CSRF",
    "UNKNOWN_ACTION",
];

/// Whether a string literal has the shape of a problem code: at least four
/// characters of screaming snake case (`^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$`).
#[must_use]
pub fn code_shaped(literal: &str) -> bool {
    literal.len() >= 4
        && literal.starts_with(|c: char| c.is_ascii_uppercase())
        && literal.split('_').all(|part| {
            !part.is_empty() && part.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
        })
}

/// One token of Rust code, as much as the problem-code check needs.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    /// A plain string literal's text (escapes left as written), and its line.
    Str(String, usize),
    /// An identifier, keyword or number.
    Word(String),
    /// One punctuation character.
    Punct(char),
    /// A char, byte or raw string literal: never a code.
    Other,
}

/// The tokens of a Rust text, without comments.
fn rust_tokens(text: &str) -> Vec<Token> {
    let chars: Vec<char> = text.chars().collect();
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut tokens = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0_usize;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(chars[i] == '\n');
                    i += 1;
                }
            }
        } else if c == '\'' {
            // A char literal (`'"'`, `'\''`) is skipped whole; a lifetime is one `'`.
            let len = match (next, chars.get(i + 2)) {
                (Some('\\'), _) => chars
                    .get(i + 3..)
                    .and_then(|rest| rest.iter().position(|&c| c == '\''))
                    .map(|p| p + 4),
                (Some(_), Some('\'')) => Some(3),
                _ => None,
            };
            if len.is_some() {
                tokens.push(Token::Other);
            }
            i += len.unwrap_or(1);
        } else if (c == 'r' || (c == 'b' && next == Some('r')))
            && chars[i + 1..]
                .iter()
                .skip(usize::from(c == 'b'))
                .position(|&c| c != '#')
                .is_some_and(|p| chars.get(i + 1 + usize::from(c == 'b') + p) == Some(&'"'))
        {
            let start = i + 1 + usize::from(c == 'b');
            let hashes = chars[start..].iter().take_while(|&&c| c == '#').count();
            i = start + hashes + 1;
            while i < chars.len() {
                if chars[i] == '"' && chars[i + 1..].iter().take(hashes).all(|&c| c == '#') {
                    i += hashes + 1;
                    break;
                }
                line += usize::from(chars[i] == '\n');
                i += 1;
            }
            tokens.push(Token::Other);
        } else if c == '"' || (c == 'b' && next == Some('"')) {
            let at = line;
            i += if c == 'b' { 2 } else { 1 };
            let mut literal = String::new();
            while i < chars.len() && chars[i] != '"' {
                let len = if chars[i] == '\\' { 2 } else { 1 };
                for &c in chars.iter().skip(i).take(len) {
                    line += usize::from(c == '\n');
                    literal.push(c);
                }
                i += len;
            }
            i += 1;
            tokens.push(if c == 'b' { Token::Other } else { Token::Str(literal, at) });
        } else if word(c) {
            let start = i;
            while i < chars.len() && word(chars[i]) {
                i += 1;
            }
            tokens.push(Token::Word(chars[start..i].iter().collect()));
        } else {
            tokens.push(Token::Punct(c));
            i += 1;
        }
    }
    tokens
}

/// The index just past the group that `tokens[open]` opens (`[`, `(` or
/// `{`), or the end.
fn group_end(tokens: &[Token], open: usize) -> usize {
    let (opening, closing) = match tokens.get(open) {
        Some(Token::Punct('[')) => ('[', ']'),
        Some(Token::Punct('(')) => ('(', ')'),
        Some(Token::Punct('{')) => ('{', '}'),
        _ => return open + 1,
    };
    let mut depth = 0_usize;
    for (i, token) in tokens.iter().enumerate().skip(open) {
        if *token == Token::Punct(opening) {
            depth += 1;
        } else if *token == Token::Punct(closing) {
            depth -= 1;
            if depth == 0 {
                return i + 1;
            }
        }
    }
    tokens.len()
}

/// The attribute starting at `tokens[at]` (`#[…]` or `#![…]`): where it
/// ends, whether it is inner, and whether it is `cfg(test)`.
fn attribute_at(tokens: &[Token], at: usize) -> Option<(usize, bool, bool)> {
    if tokens.get(at) != Some(&Token::Punct('#')) {
        return None;
    }
    let inner = tokens.get(at + 1) == Some(&Token::Punct('!'));
    let open = at + 1 + usize::from(inner);
    if tokens.get(open) != Some(&Token::Punct('[')) {
        return None;
    }
    let end = group_end(tokens, open);
    let cfg_test = [
        Token::Word("cfg".to_owned()),
        Token::Punct('('),
        Token::Word("test".to_owned()),
        Token::Punct(')'),
        Token::Punct(']'),
    ];
    Some((end, inner, tokens.get(open + 1..end) == Some(&cfg_test[..])))
}

/// What one Rust file's code holds for the problem-code check: its plain
/// string literals with their lines, outside comments, attributes and
/// `#[cfg(test)]` items; and the child modules it declares as tests
/// (`#[cfg(test)] mod tests;`), whose files are test code too. A file that
/// is all test (`#![cfg(test)]`) holds nothing.
#[must_use]
pub fn literals_outside_tests(text: &str) -> (Vec<(String, usize)>, Vec<String>) {
    let tokens = rust_tokens(text);
    let mut literals = Vec::new();
    let mut test_modules = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if let Some((end, inner, cfg_test)) = attribute_at(&tokens, i) {
            i = end;
            if cfg_test && inner {
                return (Vec::new(), Vec::new());
            }
            if !cfg_test {
                continue;
            }
            // The item under `#[cfg(test)]`: its other attributes, then up
            // to its `;` or through its `{ … }` body.
            while let Some((end, _, _)) = attribute_at(&tokens, i) {
                i = end;
            }
            let start = i;
            while i < tokens.len() && ![Token::Punct(';'), Token::Punct('{')].contains(&tokens[i]) {
                i += 1;
            }
            if tokens.get(i) == Some(&Token::Punct(';')) {
                if let [.., Token::Word(keyword), Token::Word(name)] = &tokens[start..i]
                    && keyword == "mod"
                {
                    test_modules.push(name.clone());
                }
                i += 1;
            } else {
                i = group_end(&tokens, i);
            }
            continue;
        }
        if let Token::Str(literal, line) = &tokens[i] {
            literals.push((literal.clone(), *line));
        }
        i += 1;
    }
    (literals, test_modules)
}

/// The code-shaped literals (see [`code_shaped`]) the sources under
/// [`PROBLEM_SOURCES`] can send, each with the place it is first met
/// (`file:line`), sorted by code: test code, comments, attributes, the
/// catalogue itself and environment variables named `TEG_…` left out.
///
/// # Errors
///
/// A source file that cannot be read.
pub fn sent_problem_codes(root: &Path) -> Result<Vec<(String, String)>, String> {
    let mut files = Vec::new();
    for dir in PROBLEM_SOURCES {
        collect_rust_files(&root.join(dir), &mut files);
    }
    files.sort();
    let mut read_files = Vec::new();
    let mut test_paths: Vec<PathBuf> = Vec::new();
    for path in files {
        if display(root, &path) == PROBLEM_CATALOGUE {
            continue;
        }
        let (literals, test_modules) = literals_outside_tests(&read(root, &path)?);
        // `a/mod.rs`, `lib.rs` and `main.rs` hold their children beside
        // them, `a/b.rs` in `a/b/`.
        let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let dir = path.parent().unwrap_or(root);
        let children = if ["mod", "lib", "main"].contains(&stem.as_str()) {
            dir.to_path_buf()
        } else {
            dir.join(stem)
        };
        for module in test_modules {
            test_paths.push(children.join(format!("{module}.rs")));
            test_paths.push(children.join(module));
        }
        read_files.push((path, literals));
    }
    let mut sent: Vec<(String, String)> = Vec::new();
    for (path, literals) in read_files {
        if test_paths.iter().any(|test| path.starts_with(test)) {
            continue;
        }
        for (literal, line) in literals {
            if code_shaped(&literal) && !literal.starts_with("TEG_") {
                sent.push((literal, format!("{}:{line}", display(root, &path))));
            }
        }
    }
    sent.sort_by(|a, b| a.0.cmp(&b.0));
    sent.dedup_by(|later, first| later.0 == first.0);
    Ok(sent)
}

/// The codes the catalogue lists: its `code: "X",` lines, in order.
#[must_use]
pub fn catalogued_codes(catalogue: &str) -> Vec<String> {
    catalogue
        .lines()
        .filter_map(|line| line.trim().strip_prefix("code: \""))
        .filter_map(|rest| rest.split_once('"'))
        .map(|(code, _)| code.to_owned())
        .collect()
}

/// Problems: a code the sources send (`sent`, with where) that the
/// catalogue (`listed`) lacks, a catalogue entry no source sends, and an
/// entry of `not_codes` (the allow-list) that no source has any more.
#[must_use]
pub fn problem_catalogue_problems_in(
    sent: &[(String, String)],
    listed: &[String],
    not_codes: &[&str],
) -> Vec<String> {
    let is_sent = |code: &str| sent.iter().any(|(s, _)| s == code);
    let mut problems: Vec<String> = sent
        .iter()
        .filter(|(code, _)| !not_codes.contains(&code.as_str()) && !listed.contains(code))
        .map(|(code, at)| {
            format!(
                "{at}: `{code}` looks like a problem code, and {PROBLEM_CATALOGUE} does not \
                 list it (list it there, or in NOT_PROBLEM_CODES in xtask/src/tidy.rs with why)"
            )
        })
        .collect();
    problems.extend(listed.iter().filter(|code| !is_sent(code)).map(|code| {
        format!("{PROBLEM_CATALOGUE}: `{code}` is listed, but no source sends it (a stale entry)")
    }));
    problems.extend(not_codes.iter().filter(|code| !is_sent(code)).map(|code| {
        format!("NOT_PROBLEM_CODES (xtask/src/tidy.rs) lists `{code}`, which no source has now")
    }));
    problems
}

/// As [`problem_code_problems`], with `not_codes` as the allow-list.
#[must_use]
pub fn problem_code_problems_with(root: &Path, not_codes: &[&str]) -> Vec<String> {
    let sent = match sent_problem_codes(root) {
        Ok(sent) => sent,
        Err(problem) => return vec![problem],
    };
    let catalogue = match read(root, &root.join(PROBLEM_CATALOGUE)) {
        Ok(text) => text,
        Err(problem) => return vec![problem],
    };
    let listed = catalogued_codes(&catalogue);
    if listed.is_empty() {
        return vec![format!("{PROBLEM_CATALOGUE}: no `code: \"…\",` line found")];
    }
    problem_catalogue_problems_in(&sent, &listed, not_codes)
}

/// Every problem code the service can send is in the catalogue
/// ([`PROBLEM_CATALOGUE`]), from which the spec's enum and the problem pages
/// are generated, and the catalogue lists no code that nothing sends. A code
/// is any code-shaped string literal (see [`code_shaped`]) of the non-test
/// code under [`PROBLEM_SOURCES`], less [`NOT_PROBLEM_CODES`].
#[must_use]
pub fn problem_code_problems(root: &Path) -> Vec<String> {
    problem_code_problems_with(root, &NOT_PROBLEM_CODES)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_to_documents_the_clone_lacks_are_found() {
        let files: Vec<String> = [
            "README.md",
            "docs/api.md",
            "docs/rules/revancha.md",
            "docs/tour.md",
            "api/src/lib.rs",
            "openapi/openapi.json",
        ]
        .map(str::to_owned)
        .into();
        let rust = "//! The bounds (API.md, \"Limits\"), as `docs/api.md` says.\n/// See [`ARCHITECTURE.md`] and ../README.md.\nfn f() {}\n";
        let problems = missing_document_problems_in("api/src/lib.rs", rust, &files);
        assert_eq!(problems.len(), 2, "{problems:#?}");
        assert!(problems[0].starts_with("api/src/lib.rs:1:"), "{problems:#?}");
        assert!(problems[0].contains("`API.md`"), "{problems:#?}");
        assert!(problems[1].starts_with("api/src/lib.rs:2:"), "{problems:#?}");
        assert!(problems[1].contains("`ARCHITECTURE.md`"), "{problems:#?}");

        // Relative to the file, to a directory above it (the crate's, for
        // `CARGO_MANIFEST_DIR`) or to the root, or a bare name found anywhere;
        // URLs are not the clone's.
        let found = "As docs/rules/revancha.md says.\nconcat!(env!(\"CARGO_MANIFEST_DIR\"), \"/../docs/tour.md\")\n../../docs/api.md, revancha.md\n<https://example.org/API.md> http://x.test/a/NOTES.md\n";
        let problems = missing_document_problems_in("api/tests/tour.rs", found, &files);
        assert!(problems.is_empty(), "{problems:#?}");

        // An escape's letter is no part of the name.
        let json = r#"{"description": "Limits in\nAPI.md; see\ndocs/rules/revancha.md"}"#;
        let problems = missing_document_problems_in("openapi/openapi.json", json, &files);
        assert_eq!(problems.len(), 1, "{problems:#?}");
        assert!(problems[0].contains("`API.md`"), "{problems:#?}");

        // In Markdown a link target is the link check's; prose is this one's.
        let markdown = "[gone](gone.md) and API.md, [ok](api.md)\n";
        let problems = missing_document_problems_in("docs/tour.md", markdown, &files);
        assert_eq!(problems.len(), 1, "{problems:#?}");
        assert!(problems[0].starts_with("docs/tour.md:1:"), "{problems:#?}");
        assert!(problems[0].contains("`API.md`"), "{problems:#?}");

        // Other kinds of file, and build output, are not read.
        assert!(missing_document_problems_in("run.sh", "API.md", &files).is_empty());
        assert!(missing_document_problems_in("target/doc/x.json", "API.md", &files).is_empty());

        // The checker's strings are fixtures; its comments are read.
        let checker = "// see API.md\nlet s = \"API.md\";\nlet r = r#\"a \"API.md\" b\"#;\nlet c = '\"'; // NOTES.md\nfn g<'a>(_: &'a str) -> char { '\\'' } // OLD.md\nlet m = \"one\n  API.md\";\n";
        let problems = missing_document_problems_in("xtask/tests/tidy.rs", checker, &files);
        let lines: Vec<&str> =
            problems.iter().map(|p| p.split(": ").next().unwrap_or_default()).collect();
        assert_eq!(
            lines,
            ["xtask/tests/tidy.rs:1", "xtask/tests/tidy.rs:4", "xtask/tests/tidy.rs:5"],
            "{problems:#?}"
        );
        assert_eq!(missing_document_problems_in("api/src/lib.rs", checker, &files).len(), 6);
    }
}
