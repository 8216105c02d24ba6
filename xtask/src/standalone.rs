//! A copy of the repository with nothing beside it, for checks that must
//! prove the repository stands alone (its rule book, its data, its links).
//!
//! The copy holds the files git would commit from the work tree (tracked
//! and new, not ignored), so uncommitted work is checked as it will land,
//! and is itself a git repository so that checks listing tracked files work.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A temporary copy of the repository, removed when dropped.
#[derive(Debug)]
pub struct StandaloneCopy {
    /// The directory that holds only the copy.
    parent: PathBuf,
    /// The copy's root.
    root: PathBuf,
}

impl StandaloneCopy {
    /// Copies the repository at `source` into a fresh directory under the
    /// system's temporary directory, alone in its parent.
    ///
    /// # Errors
    ///
    /// A message when git cannot list the files or a file cannot be copied.
    pub fn create(source: &Path) -> Result<Self, String> {
        let parent = std::env::temp_dir().join(format!("teg-standalone-{}", std::process::id()));
        if parent.exists() {
            fs::remove_dir_all(&parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        let root = parent.join("teg");
        fs::create_dir_all(&root).map_err(|e| format!("{}: {e}", root.display()))?;
        let copy = Self { parent, root };
        let listed =
            git(source, &["ls-files", "-z", "--cached", "--others", "--exclude-standard"])?;
        for name in listed.split('\0').filter(|name| !name.is_empty()) {
            let from = source.join(name);
            if !from.is_file() {
                continue; // deleted in the work tree: it will not land
            }
            let to = copy.root.join(name);
            if let Some(dir) = to.parent() {
                fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            }
            fs::copy(&from, &to).map_err(|e| format!("{name}: {e}"))?;
        }
        git(&copy.root, &["init", "--quiet"])?;
        git(&copy.root, &["add", "--all"])?;
        let beside: Vec<String> = fs::read_dir(&copy.parent)
            .map_err(|e| format!("{}: {e}", copy.parent.display()))?
            .flatten()
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .filter(|name| name != "teg")
            .collect();
        if !beside.is_empty() {
            return Err(format!("the copy is not alone: {beside:?} beside it"));
        }
        Ok(copy)
    }

    /// The copy's root directory.
    #[must_use]
    pub fn root(&self) -> &Path {
        &self.root
    }
}

impl Drop for StandaloneCopy {
    fn drop(&mut self) {
        // Best effort: a leftover copy under the temporary directory is harmless.
        let _ = fs::remove_dir_all(&self.parent);
    }
}

/// Runs git in `dir`, returning its standard output.
fn git(dir: &Path, args: &[&str]) -> Result<String, String> {
    let output = Command::new("git")
        .args(args)
        .current_dir(dir)
        .output()
        .map_err(|err| format!("cannot run git: {err}"))?;
    if output.status.success() {
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    } else {
        Err(format!(
            "`git {}` failed ({}): {}",
            args.join(" "),
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ))
    }
}
