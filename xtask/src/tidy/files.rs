//! Where the tidy checks read: the workspace's root, members and Rust
//! files, the repository's tracked files and a clone's, read into text.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Directories whose Rust sources are always checked, even if the workspace
/// member list cannot be read.
pub const SOURCE_DIRS: [&str; 5] = ["domain", "api", "dashboard", "migrations", "xtask"];

/// The workspace root: the parent of the `xtask` crate's manifest directory.
#[must_use]
pub fn workspace_root() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir.parent().map_or_else(|| manifest_dir.to_path_buf(), Path::to_path_buf)
}

/// Formats `path` relative to `root` for messages.
pub(crate) fn display(root: &Path, path: &Path) -> String {
    path.strip_prefix(root).unwrap_or(path).display().to_string()
}

/// Recursively collects `.rs` files under `dir`, skipping [`SKIPPED_DIRS`]
/// (packages fetched by npm carry Rust sources of their own) and hidden
/// directories. A missing directory yields nothing.
pub(crate) fn collect_rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
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
            if !SKIPPED_DIRS.contains(&name.as_ref()) && !name.starts_with('.') {
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
pub(crate) fn read(root: &Path, path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|err| format!("{}: cannot read: {err}", display(root, path)))
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

/// Directories whose files never count as referring to a document: build
/// output, git's own, and code fetched or vendored from elsewhere.
pub const SKIPPED_DIRS: [&str; 4] = ["target", ".git", "node_modules", "vendor"];

/// The length of the char or byte-char literal opening at `chars[i]` (a
/// `'`), escapes included (`'"'`, `'\''`, `'\u{1F600}'`); `None` for a
/// lifetime's lone `'`. Both Rust scanners of tidy read literals alike.
pub(crate) fn char_literal_len(chars: &[char], i: usize) -> Option<usize> {
    match (chars.get(i + 1), chars.get(i + 2)) {
        (Some('\\'), _) => {
            chars.get(i + 3..).and_then(|rest| rest.iter().position(|&c| c == '\'')).map(|p| p + 4)
        }
        (Some(_), Some('\'')) => Some(3),
        _ => None,
    }
}
