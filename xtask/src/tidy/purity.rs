//! The engine's purity: `domain` links no IO crate, the rules are
//! synchronous and port-free and form layers, and no hidden state
//! (thread-locals, mutable or locked statics) lives in the service crates.

use std::fs;
use std::path::Path;
use std::process::Command;

use super::files::{collect_rust_files, display, read};
use super::outside::without_rust_strings;

/// Crates (normal dependencies) that would give the rules engine I/O.
pub const IO_CRATES: [&str; 8] =
    ["tokio", "sea-orm", "sea-query", "sqlx", "redis", "reqwest", "hyper", "mio"];

/// Any crate whose name starts with this prefix is an I/O crate too.
pub const IO_CRATE_PREFIX: &str = "actix";

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

/// What the engine never names: it is synchronous (no `async`), knows no
/// port or use case above it, and does no IO of its own.
pub const ENGINE_FORBIDDEN: [&str; 5] =
    ["async ", "crate::ports", "crate::app", "std::fs", "std::net"];

/// The engine: the modules and files of `domain/src/` that make a game
/// (boards, editions, both families, their seam, dice, bots, the wire,
/// and the records that replay one).
/// `app/` and `ports/` stand above it; the pure finders of a game
/// (ratings, matching, tournaments, collusion) beside it.
pub const ENGINE: [&str; 13] = [
    "rules",
    "teg2",
    "game",
    "bots",
    "ruleset",
    "board",
    "board.rs",
    "color.rs",
    "rng.rs",
    "shared.rs",
    "wire.rs",
    "sim.rs",
    "record",
];

/// Problems in one engine file's text.
#[must_use]
pub fn engine_purity_problems_in(file: &str, text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    for (index, line) in text.lines().enumerate() {
        for needle in ENGINE_FORBIDDEN {
            if line.contains(needle) {
                problems.push(format!(
                    "{file}:{}: `{}` is not allowed in the engine (tidy ENGINE): {}",
                    index + 1,
                    needle.trim(),
                    line.trim()
                ));
            }
        }
    }
    problems
}

/// No file of the [`ENGINE`] contains any of [`ENGINE_FORBIDDEN`]; a
/// missing engine folder is a problem, not a pass.
#[must_use]
pub fn engine_purity_problems(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    let mut problems = Vec::new();
    for part in ENGINE {
        let path = root.join("domain/src").join(part);
        if path.is_file() {
            files.push(path);
        } else if path.is_dir() {
            collect_rust_files(&path, &mut files);
        } else {
            problems.push(format!("domain/src/{part}: named in ENGINE, but not there"));
        }
    }
    files.sort();
    for path in files {
        match read(root, &path) {
            Ok(text) => problems.extend(engine_purity_problems_in(&display(root, &path), &text)),
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
pub const RULES_LAYERS: [&str; 21] = [
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
    "turns",
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

/// The one bundle of port roles: what playing a game asks of the store.
pub const PORT_BUNDLES: [&str; 1] = ["PlayStore"];

/// Ports that are not role traits: a trait of `domain/src/ports.rs` or
/// `domain/src/ports/` that inherits another port (anything beyond `Send`,
/// `Sync` and `'static`), but the named bundles. A store trait that
/// inherits the others makes every use case see all of them.
#[must_use]
pub fn port_role_problems(root: &Path) -> Vec<String> {
    let mut files = vec![root.join("domain/src/ports.rs")];
    collect_rust_files(&root.join("domain/src/ports"), &mut files);
    files.sort();
    let mut problems = Vec::new();
    for path in files {
        let text = fs::read_to_string(&path).unwrap_or_default();
        problems.extend(port_role_problems_in(&display(root, &path), &text));
    }
    problems
}

/// What [`port_role_problems`] finds in one file's `text`.
#[must_use]
pub fn port_role_problems_in(file: &str, text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let Some(rest) = line.trim_start().strip_prefix("pub trait ") else { continue };
        let Some((name, bounds)) = rest.trim_end_matches('{').split_once(':') else { continue };
        let name = name.trim();
        let others: Vec<&str> = bounds
            .split('+')
            .map(str::trim)
            .filter(|b| !matches!(*b, "Send" | "Sync" | "'static" | ""))
            .collect();
        if !others.is_empty() && !PORT_BUNDLES.contains(&name) {
            problems.push(format!(
                "{file}:{}: `{name}` inherits {}; a port is one role, and a use case names the roles it uses",
                n + 1,
                others.join(", ")
            ));
        }
    }
    problems
}
