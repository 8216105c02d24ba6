//! The SDKs follow the API's version: the workspace's version (which the
//! OpenAPI document states as `info.version`) is the version of the npm
//! package, of the Python package and of the Python client's user agent,
//! and the changelog names it, so a client release says which API it
//! speaks.

use std::fs;
use std::path::Path;

/// The value after `key`, past `after`, in `text`: a quoted string
/// (`"version": "0.1.0"`, `version = "0.1.0"`) or the rest of one
/// (`"teg-client-python/0.1.0"` after the key `teg-client-python/`).
fn quoted_after<'t>(text: &'t str, after: &str, key: &str) -> Option<&'t str> {
    let from = text.find(after)? + after.len();
    let rest = &text[from..];
    let at = rest.find(key)? + key.len();
    rest[at..].trim_start_matches([' ', ':', '=', '"']).split('"').next().filter(|v| !v.is_empty())
}

/// Where each version is written, as (what, file, the text it follows, its key).
const WRITTEN: [(&str, &str, &str, &str); 4] = [
    ("the OpenAPI document's info.version", "openapi/openapi.json", "\"info\"", "\"version\""),
    ("the npm package", "clients/typescript/package.json", "{", "\"version\""),
    ("the Python package", "clients/python/pyproject.toml", "[project]", "version"),
    (
        "the Python client's user agent",
        "clients/python/teg_client/session.py",
        "USER_AGENT",
        "teg-client-python/",
    ),
];

/// Problems: a version that is not the workspace's, or a changelog silent
/// about it.
#[must_use]
pub fn sdk_version_problems(root: &Path) -> Vec<String> {
    let read = |file: &str| fs::read_to_string(root.join(file)).unwrap_or_default();
    let manifest = read("Cargo.toml");
    let Some(api) = quoted_after(&manifest, "[workspace.package]", "version") else {
        return vec!["Cargo.toml: no [workspace.package] version".to_owned()];
    };
    let mut problems = Vec::new();
    for (what, file, after, key) in WRITTEN {
        let text = read(file);
        match quoted_after(&text, after, key) {
            Some(version) if version == api => {}
            Some(version) => {
                problems.push(format!("{file}: {what} is {version}, the API's is {api}"));
            }
            None => problems.push(format!("{file}: no version found for {what}")),
        }
    }
    if !read("CHANGELOG.md").contains(&format!("API {api}")) {
        problems.push(format!("CHANGELOG.md: no entry names API {api}"));
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_version_is_read_after_its_section() {
        let toml = "[package]\nversion = \"9\"\n[project]\nname = \"x\"\nversion = \"0.1.0\"\n";
        assert_eq!(quoted_after(toml, "[project]", "version"), Some("0.1.0"));
        let json = "{\"openapi\": \"3.1.0\", \"info\": {\"title\": \"t\", \"version\": \"0.2.0\"}}";
        assert_eq!(quoted_after(json, "\"info\"", "\"version\""), Some("0.2.0"));
        assert_eq!(quoted_after(json, "\"paths\"", "\"version\""), None);
        let agent = "USER_AGENT = \"teg-client-python/0.1.0\"";
        assert_eq!(quoted_after(agent, "USER_AGENT", "teg-client-python/"), Some("0.1.0"));
    }
}
