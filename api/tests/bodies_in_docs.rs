//! Every request body the README and `docs/` show is one the committed spec
//! allows: each literal `curl ... -d '{...}'` of their shell blocks, and each
//! JSON block introduced by `<!-- body: METHOD /v1/path -->`, is validated
//! against the operation's request schema. A client author copies these; a
//! generated client must be able to send them. (The integration tests'
//! own bodies are checked as they are sent: `common::spec`.)

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common;

/// One body a document shows: where, the request, the body.
#[derive(Debug)]
struct Shown {
    place: String,
    method: String,
    path: String,
    body: Value,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The README and every Markdown file under `docs/`.
fn documents() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("docs/").flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "md") {
                out.push(path);
            }
        }
    }
    let mut out = vec![root().join("README.md")];
    walk(&root().join("docs"), &mut out);
    out.sort();
    out
}

/// A shell command's words, quotes removed, with whether each was written
/// in single quotes (literal) and whether it holds an expansion (`$`).
fn words(command: &str) -> Vec<(String, bool, bool)> {
    let mut out = Vec::new();
    let mut chars = command.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
            continue;
        }
        let (mut word, mut literal, mut expands) = (String::new(), false, false);
        while let Some(&c) = chars.peek() {
            match c {
                '\'' => {
                    chars.next();
                    literal = true;
                    for c in chars.by_ref() {
                        if c == '\'' {
                            break;
                        }
                        word.push(c);
                    }
                }
                '"' => {
                    chars.next();
                    let mut depth = 0_i32;
                    while let Some(c) = chars.next() {
                        match c {
                            '\\' => word.extend(chars.next()),
                            '$' => {
                                expands = true;
                                word.push(c);
                                if chars.peek() == Some(&'(') {
                                    depth += 1;
                                }
                            }
                            ')' if depth > 0 => {
                                depth -= 1;
                                word.push(c);
                            }
                            '"' if depth == 0 => break,
                            _ => word.push(c),
                        }
                    }
                }
                '\\' => {
                    chars.next();
                    if chars.peek() == Some(&'\n') {
                        chars.next();
                        break;
                    }
                    word.extend(chars.next());
                }
                c if c.is_whitespace() => break,
                '$' => {
                    expands = true;
                    word.push(c);
                    chars.next();
                }
                _ => {
                    word.push(c);
                    chars.next();
                }
            }
        }
        if !word.is_empty() {
            out.push((word, literal, expands));
        }
    }
    out
}

/// The `curl` commands of a shell block, one string each (continued lines
/// and quoted newlines joined).
fn curl_commands(block: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = block;
    while let Some(at) = rest.find("curl ") {
        let tail = &rest[at + 5..];
        let (mut end, mut single, mut double, mut escaped) = (tail.len(), false, false, false);
        for (i, c) in tail.char_indices() {
            match c {
                _ if escaped => escaped = false,
                '\\' if !single => escaped = true,
                '\'' if !double => single = !single,
                '"' if !single => double = !double,
                '\n' | '|' | ')' if !single && !double => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        out.push(tail[..end].to_owned());
        rest = &tail[end..];
    }
    out
}

/// The bodies `text` shows, and how many it shows built by the shell (not
/// checkable here; the API tour runs them against the server).
fn shown(place: &str, text: &str) -> (Vec<Shown>, usize) {
    let (mut found, mut built) = (Vec::new(), 0);
    let mut blocks = text.split("```");
    let mut before = blocks.next().unwrap_or_default();
    while let (Some(block), after) = (blocks.next(), blocks.next()) {
        let (lang, code) = block.split_once('\n').unwrap_or((block, ""));
        if matches!(lang.trim(), "sh" | "bash" | "shell" | "console") {
            for command in curl_commands(code) {
                let words = words(&command);
                let url = words.iter().find(|(w, _, _)| w.contains("/v1/") || w.starts_with("$B/"));
                let Some((url, _, _)) = url else { continue };
                let path = match url.find("/v1/") {
                    Some(at) => url[at..].to_owned(),
                    None => format!("/v1{}", &url[2..]),
                };
                let data = words.iter().position(|(w, _, _)| w == "-d" || w == "--data");
                let Some(data) = data.and_then(|i| words.get(i + 1)) else { continue };
                if data.2 && !data.1 {
                    built += 1;
                    continue;
                }
                let method = words
                    .iter()
                    .position(|(w, _, _)| w == "-X")
                    .and_then(|i| words.get(i + 1))
                    .map_or("POST".to_owned(), |(m, _, _)| m.clone());
                let body = serde_json::from_str(&data.0)
                    .unwrap_or_else(|e| panic!("{place}: `{}` is not JSON: {e}", data.0));
                found.push(Shown { place: place.to_owned(), method, path, body });
            }
        }
        if lang.trim() == "json"
            && let Some(request) =
                before.rsplit("<!-- body: ").next().filter(|_| before.contains("<!-- body: "))
            && let Some((request, _)) = request.split_once(" -->")
            && before.trim_end().ends_with("-->")
        {
            let (method, path) = request.split_once(' ').expect("<!-- body: METHOD /path -->");
            let body = serde_json::from_str(code)
                .unwrap_or_else(|e| panic!("{place}: the {request} block is not JSON: {e}"));
            found.push(Shown {
                place: place.to_owned(),
                method: method.to_owned(),
                path: path.to_owned(),
                body,
            });
        }
        before = after.unwrap_or_default();
    }
    (found, built)
}

#[test]
fn every_body_the_readme_and_the_docs_show_is_one_the_spec_allows() {
    let (mut all, mut built) = (Vec::new(), 0_usize);
    for path in documents() {
        let text = std::fs::read_to_string(&path).expect("a document");
        let place = path.strip_prefix(root()).unwrap_or(&path).display().to_string();
        let (found, shell) = shown(&place, &text);
        all.extend(found);
        built += shell;
    }
    let refused: Vec<String> = all
        .iter()
        .filter_map(|s| {
            common::spec::refusal(&s.method, &s.path, &s.body)
                .map(|why| format!("{}: {} {} {}: {why}", s.place, s.method, s.path, s.body))
        })
        .collect();
    assert!(refused.is_empty(), "bodies the spec refuses:\n{}", refused.join("\n"));
    // The README's quick start, the tour, the editions and TEG II pages
    // each show some: finding fewer means the reader above went blind.
    assert!(all.len() >= 15, "only {} bodies found: {all:?}", all.len());
    assert!(all.iter().any(|s| s.body["ruleset"] == "teg2"), "the TEG II table is among them");
    assert!(built <= all.len(), "{built} bodies built by the shell, most shown as written");
}

#[test]
fn a_body_outside_the_spec_is_caught() {
    let teg2_nested =
        serde_json::json!({"ruleset": "revancha", "options": {"teg2": {"level": "basic"}}});
    assert!(common::spec::refusal("POST", "/v1/games", &teg2_nested).is_some());
    let teg2 =
        serde_json::json!({"ruleset": "teg2", "max_players": 8, "options": {"level": "basic"}});
    assert_eq!(common::spec::refusal("POST", "/v1/games", &teg2), None);
    let seven = serde_json::json!({"ruleset": "teg2", "max_players": 7});
    assert!(common::spec::refusal("POST", "/v1/games", &seven).is_some());
    let empty_hook = serde_json::json!({"url": "", "secret": "0123456789abcdef"});
    assert!(common::spec::refusal("PUT", "/v1/me/webhook", &empty_hook).is_some());
    let verb = common::spec::refusal("POST", "/v1/games/g/pacts/1/accept", &serde_json::json!({}));
    assert_eq!(verb, None, "a pact answer's body is optional and may be empty");
}
