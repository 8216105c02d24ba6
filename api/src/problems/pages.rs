//! What `/problems` answers: the page of each problem code (its `type`)
//! and the index of them all, in English, Spanish or Italian, and the
//! same catalogue as JSON for programs (`Accept: application/json`), with
//! every title in the three languages.

use serde::Serialize;
use utoipa::ToSchema;

use super::{PROBLEMS, Texts, find, type_uri};
use crate::language::Language;

/// One code of the JSON catalogue.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ProblemEntry {
    /// The stable code.
    pub code: &'static str,
    /// The HTTP status it comes with (its most common one).
    pub status: u16,
    /// Its `type`: this page's path.
    #[serde(rename = "type")]
    pub kind: String,
    /// Its title, in each language.
    pub title: ProblemTitle,
}

/// A title in each language the API speaks.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ProblemTitle {
    /// English.
    pub en: String,
    /// Español.
    pub es: String,
    /// Italiano.
    pub it: String,
}

/// The JSON catalogue: every code, by code.
#[must_use]
pub(crate) fn catalogue(texts: &Texts) -> Vec<ProblemEntry> {
    let title = |code, language| texts.title(code, language).unwrap_or(code).to_owned();
    PROBLEMS
        .iter()
        .map(|p| ProblemEntry {
            code: p.code,
            status: p.status,
            kind: type_uri(p.code),
            title: ProblemTitle {
                en: title(p.code, Language::En),
                es: title(p.code, Language::Es),
                it: title(p.code, Language::It),
            },
        })
        .collect()
}

/// The words of the pages' frame, in each language.
struct Frame {
    what: &'static str,
    todo: &'static str,
    every: &'static str,
    heading: &'static str,
    code: &'static str,
    status: &'static str,
    title: &'static str,
}

fn frame(language: Language) -> Frame {
    match language {
        Language::En => Frame {
            what: "What it means",
            todo: "What to do",
            every: "Every problem code",
            heading: "Problem codes",
            code: "Code",
            status: "Status",
            title: "Title",
        },
        Language::Es => Frame {
            what: "Qué significa",
            todo: "Qué hacer",
            every: "Todos los códigos de problema",
            heading: "Códigos de problema",
            code: "Código",
            status: "Estado",
            title: "Título",
        },
        Language::It => Frame {
            what: "Che cosa significa",
            todo: "Che cosa fare",
            every: "Tutti i codici di problema",
            heading: "Codici di problema",
            code: "Codice",
            status: "Stato",
            title: "Titolo",
        },
    }
}

/// The page of one problem (`GET /problems/{code}`) in `language`, or
/// `None` for a code the catalogue lacks.
#[must_use]
pub fn page(texts: &Texts, code: &str, language: Language) -> Option<String> {
    let p = find(code)?;
    let words = frame(language);
    let text = |t: Option<&str>| escape(t.unwrap_or_default());
    Some(format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width\"><title>{code}</title></head>\
         <body><main><h1><code>{code}</code></h1><p>{title} · HTTP {status}</p>\
         <h2>{what}</h2><p>{meaning}</p><h2>{todo}</h2><p>{action}</p>\
         <p><a href=\"/problems?lang={lang}\">{every}</a></p></main></body></html>",
        lang = language.code(),
        code = escape(p.code),
        title = text(texts.title(code, language)),
        status = p.status,
        what = words.what,
        meaning = text(texts.meaning(code, language)),
        todo = words.todo,
        action = text(texts.action(code, language)),
        every = words.every,
    ))
}

/// The index page (`GET /problems`) in `language`: every code, linked.
#[must_use]
pub fn index(texts: &Texts, language: Language) -> String {
    let lang = language.code();
    let rows: String = PROBLEMS
        .iter()
        .map(|p| {
            format!(
                "<tr><td><a href=\"/problems/{c}?lang={lang}\"><code>{c}</code></a></td><td>{}</td><td>{}</td></tr>",
                p.status,
                escape(texts.title(p.code, language).unwrap_or_default()),
                c = escape(p.code),
            )
        })
        .collect();
    let words = frame(language);
    format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width\"><title>{heading}</title></head>\
         <body><main><h1>{heading}</h1><table><thead><tr><th>{code}</th><th>{status}</th>\
         <th>{title}</th></tr></thead><tbody>{rows}</tbody></table></main></body></html>",
        heading = words.heading,
        code = words.code,
        status = words.status,
        title = words.title,
    )
}

/// Text made safe for HTML (text and double-quoted attribute values).
pub(crate) fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
