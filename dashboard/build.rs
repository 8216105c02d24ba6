//! Compiles the message catalogue (`locales/<lang>.json`, one flat object of
//! message id → text a language) into sorted Rust tables in `OUT_DIR`, which
//! `src/i18n/catalogue.rs` includes: the texts become constants like any
//! string literal, so looking one up needs no state and no parsing at run
//! time. This script only translates; whether every language has every
//! message with the same placeholders is the catalogue's unit test's to say.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

/// The languages, as their files and the tables they become.
const LANGUAGES: [(&str, &str); 3] = [("es", "ES"), ("en", "EN"), ("it", "IT")];

fn main() {
    let mut code = String::new();
    for (code_name, table) in LANGUAGES {
        let path = format!("locales/{code_name}.json");
        // Cargo reads a build script's instructions from its standard output.
        let _ = writeln!(std::io::stdout(), "cargo::rerun-if-changed={path}");
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read the catalogue {path}: {e}"));
        // A BTreeMap: the table comes out sorted, for a binary search.
        let messages: BTreeMap<String, String> = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{path} is not an object of texts: {e}"));
        let _ = writeln!(code, "/// The `{code_name}` texts, by message id (sorted).");
        let _ = writeln!(code, "const {table}: &[(&str, &str)] = &[");
        for (id, text) in &messages {
            // `{:?}` writes a Rust string literal, escapes included.
            let _ = writeln!(code, "    ({id:?}, {text:?}),");
        }
        let _ = writeln!(code, "];");
    }
    let out = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    let file = Path::new(&out).join("catalogue.rs");
    std::fs::write(&file, code).unwrap_or_else(|e| panic!("cannot write {}: {e}", file.display()));
}
