//! The message catalogue: every label and sentence of the dashboard, as
//! data. One file a language, `dashboard/locales/{es,en,it}.json`, each a
//! flat JSON object of message id → text; a sentence names its arguments
//! (`"{player} places {armies} on {country}"`) and [`fill`] puts them in,
//! so a translation may order them as its grammar wants.
//!
//! Why the files are compiled, not read: `build.rs` turns them into sorted
//! tables of `&'static str` (in `OUT_DIR`, included below), looked up by
//! binary search. A catalogue parsed where the dashboard is mounted would
//! be a value to hand to every place that now takes a `Lang` (some forty
//! functions, the narration's `Voice`, every template), and every label
//! now held as `&'static str` would have to borrow from it; keeping it in
//! a global instead is hidden state, which the service forbids. Compiled,
//! the texts are constants like any string literal: `Lang` stays a plain
//! `Copy` value and nothing is parsed, at start-up or per request.
//! Scanning the embedded JSON on each lookup would read some 16 kB per
//! label, hundreds of times for one game page.
//!
//! The tests below hold the files to one another: every message in every
//! language, with the same placeholders, and every id the templates and
//! sources name present.

use std::fmt::{Display, Write as _};

use super::Lang;

include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));

/// A language's texts, sorted by message id.
fn table(lang: Lang) -> &'static [(&'static str, &'static str)] {
    match lang {
        Lang::Es => ES,
        Lang::En => EN,
        Lang::It => IT,
    }
}

/// The text of message `id` in `lang`, placeholders unfilled.
pub(super) fn text(lang: Lang, id: &str) -> Option<&'static str> {
    let table = table(lang);
    table.binary_search_by(|(k, _)| (*k).cmp(id)).ok().map(|i| table[i].1)
}

/// `template` with each `{name}` replaced by the argument of that name, in
/// one pass (an argument's own braces are never read as placeholders); a
/// placeholder without an argument stays as written, to be seen.
#[must_use]
pub fn fill(template: &str, args: &[(&str, &dyn Display)]) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let found = after.split_once('}').and_then(|(name, tail)| {
            args.iter().find(|(n, _)| *n == name).map(|(_, value)| (value, tail))
        });
        match found {
            Some((value, tail)) => {
                let _ = write!(out, "{value}");
                rest = tail;
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The names of a template's placeholders, sorted, each once.
#[must_use]
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut names: Vec<&str> = template
        .split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}').map(|(name, _)| name))
        .filter(|name| !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The files as written (for what parsing them would hide).
    const FILES: [(Lang, &str); 3] = [
        (Lang::Es, include_str!("../../locales/es.json")),
        (Lang::En, include_str!("../../locales/en.json")),
        (Lang::It, include_str!("../../locales/it.json")),
    ];

    #[test]
    fn every_message_is_in_every_language_with_the_same_placeholders() {
        let mut problems = Vec::new();
        for (lang, other) in Lang::ALL.iter().flat_map(|&a| Lang::ALL.map(|b| (a, b))) {
            for &(id, text) in table(lang) {
                match super::text(other, id) {
                    None => problems.push(format!("{id}: in {lang:?}, not in {other:?}")),
                    Some(theirs) if placeholders(theirs) != placeholders(text) => {
                        let (ours, theirs) = (placeholders(text), placeholders(theirs));
                        problems.push(format!("{id}: {lang:?} has {ours:?}, {other:?} {theirs:?}"));
                    }
                    Some(_) => {}
                }
            }
        }
        assert!(problems.is_empty(), "{problems:#?}");
        assert!(table(Lang::Es).len() > 300, "the whole catalogue is compiled in");
    }

    #[test]
    fn no_catalogue_file_gives_a_message_twice_or_an_empty_text() {
        for (lang, file) in FILES {
            let mut ids: Vec<&str> = file
                .lines()
                .filter_map(|line| line.trim().strip_prefix('"')?.split_once("\": "))
                .map(|(id, _)| id)
                .collect();
            assert_eq!(ids.len(), table(lang).len(), "{lang:?}: one message a line");
            ids.sort_unstable();
            let before = ids.len();
            ids.dedup();
            assert_eq!(ids.len(), before, "{lang:?} gives some message twice");
            assert!(table(lang).iter().all(|(_, text)| !text.trim().is_empty()), "{lang:?}");
        }
    }

    #[test]
    fn every_message_id_the_templates_and_sources_name_is_in_the_catalogue() {
        let root = env!("CARGO_MANIFEST_DIR");
        let mut files = Vec::new();
        let mut dirs = vec![format!("{root}/src"), format!("{root}/templates")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("a source folder").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path.display().to_string());
                } else {
                    files.push(path);
                }
            }
        }
        let mut named = 0;
        for path in files {
            let text = std::fs::read_to_string(&path).expect("a source file");
            // Labels and sentences whose id is written out.
            for opening in [".t(\"", ".say(\""] {
                for part in text.split(opening).skip(1) {
                    let id = part.split('"').next().unwrap_or_default();
                    named += 1;
                    assert!(Lang::Es.find(id).is_some(), "{}: no message {id:?}", path.display());
                }
            }
        }
        assert!(named > 250, "the scan finds the ids ({named})");
    }

    #[test]
    fn fill_puts_each_argument_in_its_place_and_leaves_an_unknown_one_visible() {
        let (who, n) = ("rosso {ana}", 3);
        let args: [(&str, &dyn Display); 2] = [("player", &who), ("armies", &n)];
        assert_eq!(fill("{armies} per {player}", &args), "3 per rosso {ana}");
        assert_eq!(fill("{player}: {country}", &args), "rosso {ana}: {country}");
        assert_eq!(fill("{ a } {", &args), "{ a } {");
        assert_eq!(placeholders("{b} {a}, {b} {not one} {}"), ["a", "b"]);
    }
}
