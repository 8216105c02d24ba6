//! The catalogue's words for people, in every language the API speaks
//! (`api/locales/problems.json`): each code's title in English, Spanish and
//! Italian, and what it means and what to do in Spanish and Italian (the
//! English is the catalogue's own, in `super::PROBLEMS`).
//!
//! The file is data, embedded in the binary and read once where the
//! service starts ([`Texts::embedded`]); the value lives in the service's
//! state and is handed to whatever answers a problem, so no global holds
//! it. A test holds the file to the catalogue: every code, every language.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::language::Language;

/// The file, as built into the binary.
const FILE: &str = include_str!("../../locales/problems.json");

/// One text in each language.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Every {
    en: String,
    es: String,
    it: String,
}

/// One text in the languages besides English (whose text the catalogue holds).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Others {
    es: String,
    it: String,
}

/// One code's words.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    title: Every,
    detail: Others,
    action: Others,
}

/// Every code's words, by code.
#[derive(Debug, Clone)]
pub struct Texts(BTreeMap<String, Entry>);

impl Texts {
    /// The texts built into the binary.
    ///
    /// # Errors
    /// The file is not the catalogue's shape (a unit test makes sure it is).
    pub fn embedded() -> Result<Texts, String> {
        let entries = serde_json::from_str(FILE)
            .map_err(|e| format!("api/locales/problems.json is malformed: {e}"))?;
        Ok(Texts(entries))
    }

    /// `code`'s title in `language`.
    #[must_use]
    pub fn title(&self, code: &str, language: Language) -> Option<&str> {
        let title = &self.0.get(code)?.title;
        Some(match language {
            Language::En => &title.en,
            Language::Es => &title.es,
            Language::It => &title.it,
        })
    }

    /// What `code` means, in `language`.
    #[must_use]
    pub fn meaning(&self, code: &str, language: Language) -> Option<&str> {
        self.other(code, language, |e| &e.detail, |p| p.meaning)
    }

    /// What a client should do about `code`, in `language`.
    #[must_use]
    pub fn action(&self, code: &str, language: Language) -> Option<&str> {
        self.other(code, language, |e| &e.action, |p| p.action)
    }

    /// The detail a reader of `language` gets for `code` in place of the
    /// occurrence's own: none in English (the occurrence's words stay),
    /// what the code means in Spanish or Italian.
    #[must_use]
    pub fn worded_detail(&self, code: &str, language: Language) -> Option<&str> {
        match language {
            Language::En => None,
            Language::Es | Language::It => self.meaning(code, language),
        }
    }

    /// Words a problem document for a reader of `language`: its `title`
    /// the code's, and in Spanish or Italian its `detail` what the code
    /// means (in English the detail stays the occurrence's own). A code
    /// the catalogue lacks keeps its words; the machine fields never change.
    pub fn word(&self, document: &mut serde_json::Value, language: Language) {
        let Some(code) = document.get("code").and_then(serde_json::Value::as_str) else {
            return;
        };
        let title = self.title(code, language).map(str::to_owned);
        let detail = self.worded_detail(code, language).map(str::to_owned);
        for (field, text) in [("title", title), ("detail", detail)] {
            if let Some(text) = text {
                document[field] = serde_json::Value::String(text);
            }
        }
    }

    fn other<'t>(
        &'t self,
        code: &str,
        language: Language,
        pick: impl Fn(&Entry) -> &Others,
        english: impl Fn(&super::ProblemKind) -> &'static str,
    ) -> Option<&'t str> {
        let texts = pick(self.0.get(code)?);
        match language {
            Language::En => super::find(code).map(english),
            Language::Es => Some(&texts.es),
            Language::It => Some(&texts.it),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_of_the_catalogue_has_its_words_in_every_language_and_no_other_code_has() {
        let texts = Texts::embedded().expect("the file parses");
        let catalogued: Vec<&str> = super::super::PROBLEMS.iter().map(|p| p.code).collect();
        let worded: Vec<&str> = texts.0.keys().map(String::as_str).collect();
        assert_eq!(worded, catalogued, "api/locales/problems.json lists the catalogue's codes");
        for code in catalogued {
            for language in Language::ALL {
                for (what, text) in [
                    ("title", texts.title(code, language)),
                    ("meaning", texts.meaning(code, language)),
                    ("action", texts.action(code, language)),
                ] {
                    let text = text.unwrap_or_default();
                    assert!(!text.trim().is_empty(), "{code}: no {what} in {language:?}");
                }
            }
        }
    }

    #[test]
    fn a_code_reads_in_the_language_asked_for() {
        let texts = Texts::embedded().expect("the file parses");
        let titles: Vec<&str> =
            Language::ALL.iter().filter_map(|l| texts.title("NOT_ADJACENT", *l)).collect();
        assert_eq!(titles.len(), 3);
        assert_ne!(titles[0], titles[1], "English and Spanish differ: {titles:?}");
        assert_eq!(
            texts.meaning("NOT_ADJACENT", Language::En),
            super::super::find("NOT_ADJACENT").map(|p| p.meaning)
        );
        assert_eq!(texts.title("NO_SUCH_CODE", Language::Es), None);
    }

    #[test]
    fn a_document_is_worded_and_its_machine_fields_stay() {
        let texts = Texts::embedded().expect("the file parses");
        let sent = serde_json::json!({"type": "/problems/NOT_ADJACENT", "title": "Unprocessable Entity",
            "status": 422, "detail": "argentina does not border mexico", "code": "NOT_ADJACENT", "rule": "R-CMP-1"});
        let mut english = sent.clone();
        texts.word(&mut english, Language::En);
        assert_eq!(english["detail"], sent["detail"], "English keeps the occurrence's words");
        assert_eq!(english["title"].as_str(), texts.title("NOT_ADJACENT", Language::En));
        let mut italian = sent.clone();
        texts.word(&mut italian, Language::It);
        assert_eq!(italian["detail"].as_str(), texts.meaning("NOT_ADJACENT", Language::It));
        for machine in ["type", "status", "code", "rule"] {
            assert_eq!(italian[machine], sent[machine]);
        }
        let mut unknown = serde_json::json!({"code": "NO_SUCH_CODE", "title": "t", "detail": "d"});
        texts.word(&mut unknown, Language::Es);
        assert_eq!(
            unknown,
            serde_json::json!({"code": "NO_SUCH_CODE", "title": "t", "detail": "d"})
        );
    }
}
