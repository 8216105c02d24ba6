//! `/problems`: the catalogue of problem codes that every problem's `type`
//! points into, for people (a page a code, and an index, in English,
//! Spanish or Italian) and for programs (`Accept: application/json`: every
//! code with its status and its title in each language).

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::{Reply, Shared};
use crate::error::ApiError;
use crate::language::Language;
use crate::problems::pages::{self, ProblemEntry};

/// The language of a page.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct PageLanguage {
    /// `en`, `es` or `it`; wins over `Accept-Language`.
    #[param(pattern = "^(en|es|it)$")]
    lang: Option<String>,
}

impl PageLanguage {
    /// The language asked for: `lang`, else `Accept-Language`, else English.
    fn of(&self, req: &HttpRequest) -> Result<Language, ApiError> {
        let asked = match self.lang.as_deref() {
            None => None,
            Some(tag) => {
                Some(Language::ALL.into_iter().find(|l| l.code() == tag).ok_or_else(|| {
                    ApiError::bad_request("MALFORMED_QUERY", "`lang` is `en`, `es` or `it`")
                })?)
            }
        };
        let header = req.headers().get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok());
        Ok(asked.unwrap_or_else(|| Language::choose(header, None)))
    }
}

fn html(language: Language, page: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CONTENT_LANGUAGE, language.code()))
        .body(page)
}

/// Every problem code: a page, in the language `lang` or `Accept-Language`
/// asks for, or, for a client that accepts JSON and not HTML, the JSON
/// catalogue with each code's status, `type` and title in every language.
#[utoipa::path(get, operation_id = "listProblems", path = "/problems", tag = "operations",
    params(PageLanguage),
    responses(
        (status = 200, description = "The catalogue: JSON for `Accept: application/json`, else a page",
            content(
                (Vec<ProblemEntry> = "application/json"),
                (String = "text/html"),
            )),
        (status = 400, description = "`MALFORMED_QUERY`", body = crate::error::Problem, content_type = "application/problem+json"),
    ))]
pub(super) async fn index(
    state: Shared,
    req: HttpRequest,
    query: web::Query<PageLanguage>,
) -> Reply {
    let accept = req.headers().get(header::ACCEPT).and_then(|v| v.to_str().ok()).unwrap_or("");
    if accept.contains("application/json") && !accept.contains("text/html") {
        return Ok(super::ok(&pages::catalogue(&state.problem_texts)));
    }
    let language = query.of(&req)?;
    Ok(html(language, pages::index(&state.problem_texts, language)))
}

/// What a problem's `type` points at: what the code means and what to do,
/// in the language `lang` or `Accept-Language` asks for.
pub(super) async fn page(
    state: Shared,
    req: HttpRequest,
    code: web::Path<String>,
    query: web::Query<PageLanguage>,
) -> Reply {
    let language = query.of(&req)?;
    match pages::page(&state.problem_texts, &code, language) {
        Some(page) => Ok(html(language, page)),
        None => Err(ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "NOT_FOUND",
            format!("no problem code `{code}` (GET /problems lists them)"),
        )),
    }
}
