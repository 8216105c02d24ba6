//! The problem-code catalogue check: every code-shaped string literal the
//! sources send is listed in `api/src/problems.rs`, and nothing else is.

use std::path::{Path, PathBuf};

use super::files::{char_literal_len, collect_rust_files, display, read};

/// The catalogue of the problem codes the API can send (`api::problems`).
pub const PROBLEM_CATALOGUE: &str = "api/src/problems.rs";

/// The crates' sources whose string literals may be problem codes.
pub const PROBLEM_SOURCES: [&str; 3] = ["api/src", "domain/src", "dashboard/src"];

/// Code-shaped literals (see [`code_shaped`]) of the sources that are no
/// problem code, each with why. Environment variables named `TEG_…`, comments,
/// attributes (`#[graphql(name = "CONTROL_5")]`) and test code are never
/// read as codes, so they need no entry here.
pub const NOT_PROBLEM_CODES: [&str; 20] = [
    // Environment variables of the ecosystem, read by the configuration.
    "DATABASE_URL",
    "REDIS_URL",
    // HTTP methods: the fallback's `Allow` header.
    "DELETE",
    "PATCH",
    "POST",
    // Redis commands: the readiness ping, the rate limiter's script,
    // presence's and the spectator counts' reads and writes, and the bus's
    // publish on one server and on a cluster.
    "EVAL",
    "PUBLISH",
    "SPUBLISH",
    "PING",
    "MGET",
    "HGETALL",
    "HSET",
    "PEXPIRE",
    // The dashboard's `X-Frame-Options` header value.
    "DENY",
    // PKCE's one code challenge method (RFC 7636), in OAuth's metadata.
    "S256",
    // Cargo's build output folder, where the dashboard's message catalogue
    // is compiled (`dashboard/build.rs`).
    "OUT_DIR",
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
            let len = char_literal_len(&chars, i);
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
        .filter_map(|line| line.split_once("code: \"").map(|(_, rest)| rest))
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
                 list it (list it there, or in NOT_PROBLEM_CODES in xtask/src/tidy/codes.rs with why)"
            )
        })
        .collect();
    problems.extend(listed.iter().filter(|code| !is_sent(code)).map(|code| {
        format!("{PROBLEM_CATALOGUE}: `{code}` is listed, but no source sends it (a stale entry)")
    }));
    problems.extend(not_codes.iter().filter(|code| !is_sent(code)).map(|code| {
        format!(
            "NOT_PROBLEM_CODES (xtask/src/tidy/codes.rs) lists `{code}`, which no source has now"
        )
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
