//! The deployment files, checked (`cargo xtask deploy`, and a step of
//! `cargo xtask ci` before the tests):
//!
//! - `docker/Dockerfile` (and the CI's stand-in images,
//!   `.ci/container/images/*.Containerfile`), linted by hadolint;
//! - the container scripts (`.ci/container/**/*.sh`, `docker/*.sh`), by shellcheck;
//! - `docker/compose.yaml`, validated against the Compose specification's
//!   JSON schema (the copy check-jsonschema vendors as `vendor.compose-spec`);
//! - the Kubernetes manifests `docker/k8s/*.yaml`, validated strictly (an
//!   unknown field fails) against the schemas of the oldest and the newest
//!   Kubernetes the manifests support (kubernetes-validate).
//!
//! The tools are pinned in `.ci/container/requirements.txt` and installed
//! from PyPI into a virtual environment (`TEG_DEPLOY_VENV`, default
//! `/tmp/teg-deploy-venv`) whenever its pins differ from the file's; once
//! installed they need no network. Building and running the image is the
//! business of `.ci/container/smoke.sh` and `.ci/container/builder.sh`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

/// The pinned tools, relative to the workspace root.
const REQUIREMENTS: &str = ".ci/container/requirements.txt";

/// The Kubernetes versions whose schemas the manifests must pass.
const KUBERNETES_VERSIONS: [&str; 2] = ["1.30.0", "1.37.0"];

/// One tool run over some of the files.
#[derive(Debug)]
struct Check {
    name: String,
    program: &'static str,
    args: Vec<String>,
}

/// `cargo xtask deploy [ROOT]`: the checks, on the workspace or on a copy of
/// its deployment files at `ROOT`.
pub(crate) fn cli(root: &Path) -> ExitCode {
    match lint(root) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err}");
            ExitCode::FAILURE
        }
    }
}

/// The step of `cargo xtask ci`: true when every check passed.
pub(crate) fn ci_step(root: &Path) -> bool {
    println!("==> deploy files (hadolint, shellcheck, Compose and Kubernetes schemas)");
    let started = Instant::now();
    let result = lint(root);
    let elapsed = format!("{:.1}s", started.elapsed().as_secs_f64());
    match result {
        Ok(()) => {
            println!("<== deploy files ok in {elapsed}");
            true
        }
        Err(err) => {
            eprintln!("<== deploy files FAILED in {elapsed}");
            eprintln!("error: CI step `deploy files` failed: {err}");
            false
        }
    }
}

/// Runs every check (all of them, also after a failure).
///
/// # Errors
///
/// A message naming the checks that failed, or why the tools could not run.
fn lint(root: &Path) -> Result<(), String> {
    let checks = checks(root)?;
    let venv = tools(root)?;
    let mut failed = Vec::new();
    for check in &checks {
        let status = Command::new(venv.join("bin").join(check.program))
            .args(&check.args)
            .current_dir(root)
            .status()
            .map_err(|err| format!("could not start {}: {err}", check.program))?;
        if status.success() {
            println!("ok    {}", check.name);
        } else {
            println!("FAIL  {} ({status})", check.name);
            failed.push(check.name.clone());
        }
    }
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} of {} deployment checks failed: {}",
            failed.len(),
            checks.len(),
            failed.join("; ")
        ))
    }
}

/// The files under `dir` (relative to `root`) whose names end in one of
/// `extensions`, sorted, as paths relative to `root`.
fn files(root: &Path, dir: &str, extensions: &[&str]) -> Vec<String> {
    let mut found: Vec<String> = fs::read_dir(root.join(dir))
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| extensions.iter().any(|ext| name.ends_with(ext)))
        .map(|name| format!("{dir}/{name}"))
        .collect();
    found.sort();
    found
}

/// What to run, over which files. A file or folder that is missing fails
/// here, so that a check cannot pass by finding nothing to check.
fn checks(root: &Path) -> Result<Vec<Check>, String> {
    for required in ["docker/Dockerfile", "docker/compose.yaml", REQUIREMENTS] {
        if !root.join(required).is_file() {
            return Err(format!("{required} is missing"));
        }
    }
    let manifests = files(root, "docker/k8s", &[".yaml", ".yml"]);
    if manifests.is_empty() {
        return Err("docker/k8s has no Kubernetes manifest (*.yaml)".to_owned());
    }
    let mut scripts = files(root, ".ci/container", &[".sh"]);
    scripts.extend(files(root, ".ci/container/images", &[".sh"]));
    scripts.extend(files(root, "docker", &[".sh"]));
    let mut dockerfiles = vec!["docker/Dockerfile".to_owned()];
    dockerfiles.extend(files(root, ".ci/container/images", &[".Containerfile"]));

    let mut checks = vec![
        Check {
            name: format!("hadolint {}", dockerfiles.join(" ")),
            program: "hadolint",
            args: dockerfiles,
        },
        Check {
            name: "docker/compose.yaml against the Compose specification".to_owned(),
            program: "check-jsonschema",
            args: ["--builtin-schema", "vendor.compose-spec", "docker/compose.yaml"]
                .map(str::to_owned)
                .to_vec(),
        },
    ];
    if !scripts.is_empty() {
        let mut args = vec!["--external-sources".to_owned()];
        args.extend(scripts.iter().cloned());
        checks.push(Check {
            name: format!("shellcheck {}", scripts.join(" ")),
            program: "shellcheck",
            args,
        });
    }
    for version in KUBERNETES_VERSIONS {
        let mut args =
            ["--strict", "--quiet", "--kubernetes-version", version].map(str::to_owned).to_vec();
        args.extend(manifests.iter().cloned());
        checks.push(Check {
            name: format!(
                "docker/k8s ({} manifests) against Kubernetes {version}",
                manifests.len()
            ),
            program: "kubernetes-validate",
            args,
        });
    }
    Ok(checks)
}

/// The virtual environment with the pinned tools, made or updated when its
/// record of the pins differs from the requirements file.
fn tools(root: &Path) -> Result<PathBuf, String> {
    venv(root, REQUIREMENTS, "TEG_DEPLOY_VENV", "/tmp/teg-deploy-venv")
}

/// The Python of the local push service the push tests start
/// (`api/tests/support/push_receiver.py`, SVC-PUSH): a virtual environment
/// (`TEG_PUSH_VENV`, default `/tmp/teg-push-venv`, where the tests look)
/// with the pins of `.ci/push/requirements.txt`.
///
/// # Errors
/// Python or pip failed, in words.
pub(crate) fn push_receiver(root: &Path) -> Result<PathBuf, String> {
    venv(root, ".ci/push/requirements.txt", "TEG_PUSH_VENV", "/tmp/teg-push-venv")
}

/// A virtual environment at `$variable` (else `default`) holding the pins of
/// `requirements` (relative to `root`), made or updated when its record of
/// the pins differs from the file; once made it needs no network.
fn venv(root: &Path, requirements: &str, variable: &str, default: &str) -> Result<PathBuf, String> {
    let venv = std::env::var_os(variable).map_or_else(|| PathBuf::from(default), PathBuf::from);
    let requirements_path = root.join(requirements);
    let pins = fs::read_to_string(&requirements_path)
        .map_err(|err| format!("{}: {err}", requirements_path.display()))?;
    let stamp = venv.join("teg-requirements.txt");
    if fs::read_to_string(&stamp).is_ok_and(|installed| installed == pins) {
        return Ok(venv);
    }
    println!("installing the pins of {requirements} into {}", venv.display());
    if !venv.join("bin/python").exists() {
        run(Command::new("python3").args(["-m", "venv"]).arg(&venv))?;
    }
    run(Command::new(venv.join("bin/python"))
        .args(["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-r"])
        .arg(&requirements_path))?;
    fs::write(&stamp, pins).map_err(|err| format!("{}: {err}", stamp.display()))?;
    Ok(venv)
}

fn run(command: &mut Command) -> Result<(), String> {
    let shown = format!("{command:?}");
    match command.status() {
        Ok(status) if status.success() => Ok(()),
        Ok(status) => Err(format!("{shown} failed ({status})")),
        Err(err) => Err(format!("could not start {shown}: {err}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_deployment_file_of_the_workspace_is_checked() {
        let root = xtask::tidy::workspace_root();
        let checks = checks(&root).expect("the workspace has its deployment files");
        let args: Vec<&str> =
            checks.iter().flat_map(|c| c.args.iter().map(String::as_str)).collect();
        for file in [
            "docker/Dockerfile",
            "docker/compose.yaml",
            "docker/k8s/deployment.yaml",
            ".ci/container/smoke.sh",
        ] {
            assert!(args.contains(&file), "{file} is not checked: {checks:?}");
        }
        let kubernetes = checks.iter().filter(|c| c.program == "kubernetes-validate").count();
        assert_eq!(kubernetes, KUBERNETES_VERSIONS.len());
    }

    #[test]
    fn a_missing_file_or_an_empty_k8s_folder_fails_instead_of_passing_on_nothing() {
        let root = std::env::temp_dir().join(format!("teg-deploy-test-{}", std::process::id()));
        fs::create_dir_all(root.join("docker/k8s")).expect("temp dir");
        fs::create_dir_all(root.join(".ci/container")).expect("temp dir");
        let missing = checks(&root).expect_err("no Dockerfile");
        assert!(missing.contains("docker/Dockerfile"), "{missing}");
        for file in ["docker/Dockerfile", "docker/compose.yaml", REQUIREMENTS] {
            fs::write(root.join(file), "").expect("write");
        }
        let empty = checks(&root).expect_err("no manifest");
        assert!(empty.contains("docker/k8s"), "{empty}");
        fs::write(root.join("docker/k8s/service.yaml"), "").expect("write");
        assert!(checks(&root).is_ok());
        fs::remove_dir_all(&root).expect("cleanup");
    }
}
