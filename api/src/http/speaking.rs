//! The language layer: every problem a request meets, whichever layer or
//! handler refused it (or a refusal replayed under its idempotency key),
//! is worded for its reader before it leaves: its `title` and `detail` in
//! the language `Accept-Language` asks for, else the caller's own
//! (`crate::language::Preferred`, left by the caller's extractor), else
//! English, with `Content-Language` saying which. Only the words change:
//! the status, headers, `type`, `code` and `rule` are the refusal's own.

use actix_web::HttpMessage as _;
use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;

use crate::language::{Language, Preferred};
use crate::state::AppState;

/// The layer (`actix_web::middleware::from_fn`).
///
/// # Errors
/// What the inner service answers with an error.
pub async fn word(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let asked = req.headers().get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok());
    let asked = asked.and_then(Language::from_accept);
    let state = req.app_data::<actix_web::web::Data<AppState>>().cloned();
    let res = next.call(req).await?.map_into_boxed_body();
    let problem = res
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/problem+json"));
    let Some(state) = state.filter(|_| problem) else { return Ok(res) };
    let language = asked
        .or_else(|| res.request().extensions().get::<Preferred>().map(|p| p.0))
        .unwrap_or(Language::En);
    let (req, res) = res.into_parts();
    let (mut head, body) = res.into_parts();
    let bytes = match body.try_into_bytes() {
        Ok(bytes) => bytes,
        // A streamed body is no problem document: it goes as it is.
        Err(stream) => return Ok(ServiceResponse::new(req, head.set_body(stream))),
    };
    let Ok(mut document) = serde_json::from_slice::<serde_json::Value>(&bytes) else {
        return Ok(ServiceResponse::new(req, head.set_body(BoxBody::new(bytes))));
    };
    state.problem_texts.word(&mut document, language);
    head.headers_mut().insert(header::CONTENT_LANGUAGE, HeaderValue::from_static(language.code()));
    let worded = serde_json::to_vec(&document).unwrap_or_else(|_| bytes.to_vec());
    Ok(ServiceResponse::new(req, head.set_body(BoxBody::new(worded))))
}
