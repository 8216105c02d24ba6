//! What browsers and phones need around every answer: CORS for the origins
//! the operator allows (`TEG_CORS_ORIGINS`), and gzip for JSON bodies over
//! 1 KiB when the client accepts it. Both are applied by the server's
//! outer layer (`startup`), never to the dashboard: its cookie session is
//! never offered to another origin, and no answer ever allows credentials.

use actix_web::HttpResponse;
use actix_web::body::{BoxBody, MessageBody as _};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::{Method, StatusCode};

/// The request headers a cross-origin client may send.
pub const ALLOWED_HEADERS: &str =
    "authorization, content-type, idempotency-key, if-none-match, last-event-id";
/// The response headers a cross-origin client may read.
pub const EXPOSED_HEADERS: &str =
    "etag, retry-after, location, x-request-id, ratelimit, ratelimit-policy";
/// The methods the API answers.
pub const ALLOWED_METHODS: &str = "GET, POST, PUT, PATCH, DELETE";
/// How long a browser may keep a preflight's answer, seconds.
pub const MAX_AGE: &str = "600";
/// JSON bodies larger than this are compressed when the client accepts it.
pub const COMPRESS_OVER: usize = 1024;

/// The origins allowed to call the API from a browser: exact
/// `scheme://host[:port]` strings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Origins(Vec<String>);

impl Origins {
    /// Parses `TEG_CORS_ORIGINS`: comma-separated exact origins; empty
    /// allows none.
    ///
    /// # Errors
    /// An entry that is not `http(s)://host[:port]` (no path, no trailing
    /// slash, no wildcard).
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut origins = Vec::new();
        for entry in text.split(',').map(str::trim).filter(|e| !e.is_empty()) {
            let rest = entry
                .strip_prefix("https://")
                .or_else(|| entry.strip_prefix("http://"))
                .ok_or_else(|| format!("`{entry}` is not an http(s) origin"))?;
            if rest.is_empty() || rest.contains(['/', '*', ' ', '?', '#']) {
                return Err(format!(
                    "`{entry}` is not an exact origin (scheme://host[:port], nothing after)"
                ));
            }
            origins.push(entry.to_ascii_lowercase());
        }
        Ok(Self(origins))
    }

    /// Whether `origin` may call the API.
    #[must_use]
    pub fn allows(&self, origin: &str) -> bool {
        self.0.iter().any(|o| o.eq_ignore_ascii_case(origin))
    }
}

/// Whether CORS applies to a path at all: the API and GraphQL, never the
/// dashboard or the probes.
fn cors_path(path: &str) -> bool {
    path.starts_with("/v1/") || path == "/graphql" || path == "/openapi.json"
}

/// The allowed origin a request comes from, if CORS applies to it.
pub fn allowed_origin(origins: &Origins, req: &ServiceRequest) -> Option<HeaderValue> {
    if !cors_path(req.path()) {
        return None;
    }
    let origin = req.headers().get(header::ORIGIN)?;
    origins.allows(origin.to_str().ok()?).then(|| origin.clone())
}

/// A preflight's answer (204), for a request that is one from an allowed
/// origin.
#[must_use]
pub fn preflight(req: &ServiceRequest, origin: HeaderValue) -> Option<HttpResponse> {
    let asks = req.headers().contains_key(header::ACCESS_CONTROL_REQUEST_METHOD);
    (req.method() == Method::OPTIONS && asks).then(|| {
        let mut res = HttpResponse::NoContent().finish();
        let headers = res.headers_mut();
        headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, origin);
        headers.insert(
            header::ACCESS_CONTROL_ALLOW_METHODS,
            HeaderValue::from_static(ALLOWED_METHODS),
        );
        headers.insert(
            header::ACCESS_CONTROL_ALLOW_HEADERS,
            HeaderValue::from_static(ALLOWED_HEADERS),
        );
        headers.insert(header::ACCESS_CONTROL_MAX_AGE, HeaderValue::from_static(MAX_AGE));
        headers.append(header::VARY, HeaderValue::from_static("origin"));
        res
    })
}

/// Marks an answer to an allowed origin as readable by it.
pub fn expose(res: &mut ServiceResponse<BoxBody>, origin: HeaderValue) {
    let headers = res.headers_mut();
    headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, origin);
    headers
        .insert(header::ACCESS_CONTROL_EXPOSE_HEADERS, HeaderValue::from_static(EXPOSED_HEADERS));
    headers.append(header::VARY, HeaderValue::from_static("origin"));
}

/// Whether the client takes gzip (`Accept-Encoding`, a `q=0` refusing it).
#[must_use]
pub fn accepts_gzip(accept_encoding: Option<&HeaderValue>) -> bool {
    let Some(text) = accept_encoding.and_then(|v| v.to_str().ok()) else { return false };
    text.split(',').any(|part| {
        let mut pieces = part.split(';').map(str::trim);
        let coding = pieces.next().unwrap_or("");
        let refused = pieces.any(|p| p.replace(' ', "").eq_ignore_ascii_case("q=0"));
        (coding.eq_ignore_ascii_case("gzip") || coding == "*") && !refused
    })
}

/// The content types worth gzipping: JSON, problems, board drawings and the
/// player client's files. Never `text/event-stream` (a compressor holds
/// frames back).
const COMPRESSIBLE: [&str; 6] = [
    "application/json",
    "application/problem+json",
    "image/svg+xml",
    "text/html",
    "text/javascript",
    "text/css",
];

/// An answer of a [`COMPRESSIBLE`] type over [`COMPRESS_OVER`] bytes,
/// gzipped for a client that takes it. Streams (SSE) and anything already
/// encoded are left as they are.
#[must_use]
pub fn compress(res: ServiceResponse<BoxBody>, gzip: bool) -> ServiceResponse<BoxBody> {
    let text = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| COMPRESSIBLE.iter().any(|c| t.starts_with(c)));
    if !text
        || res.headers().contains_key(header::CONTENT_ENCODING)
        || res.status() == StatusCode::NOT_MODIFIED
    {
        return res;
    }
    let (req, res) = res.into_parts();
    let (mut res, body) = res.into_parts();
    let bytes = match body.try_into_bytes() {
        Ok(bytes) => bytes,
        Err(stream) => return ServiceResponse::new(req, res.set_body(stream)),
    };
    // The answer differs by what the client accepts, compressed or not.
    res.headers_mut().append(header::VARY, HeaderValue::from_static("accept-encoding"));
    if !gzip || bytes.len() <= COMPRESS_OVER {
        return ServiceResponse::new(req, res.set_body(BoxBody::new(bytes)));
    }
    match gzipped(&bytes) {
        Ok(packed) => {
            res.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
            res.headers_mut().remove(header::CONTENT_LENGTH);
            ServiceResponse::new(req, res.set_body(BoxBody::new(packed)))
        }
        Err(_) => ServiceResponse::new(req, res.set_body(BoxBody::new(bytes))),
    }
}

pub(crate) fn gzipped(bytes: &[u8]) -> std::io::Result<Vec<u8>> {
    use std::io::Write as _;
    let mut encoder = flate2::write::GzEncoder::new(
        Vec::with_capacity(bytes.len() / 4),
        flate2::Compression::fast(),
    );
    encoder.write_all(bytes)?;
    encoder.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_are_exact_and_anything_else_is_refused_with_its_reason() {
        let o = Origins::parse("https://app.example, http://localhost:5173").expect("two origins");
        assert!(o.allows("https://app.example") && o.allows("http://localhost:5173"));
        assert!(!o.allows("https://evil.example") && !o.allows("https://app.example.evil"));
        for bad in ["app.example", "https://*.example", "https://app.example/", "ftp://x"] {
            assert!(Origins::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(Origins::parse("").expect("none"), Origins::default());
    }

    #[test]
    fn gzip_is_taken_unless_refused() {
        let v = |s: &'static str| HeaderValue::from_static(s);
        assert!(accepts_gzip(Some(&v("gzip, deflate, br"))));
        assert!(accepts_gzip(Some(&v("br;q=1.0, gzip;q=0.8"))));
        assert!(accepts_gzip(Some(&v("*"))));
        assert!(!accepts_gzip(Some(&v("gzip;q=0"))));
        assert!(!accepts_gzip(Some(&v("identity"))));
        assert!(!accepts_gzip(None));
    }
}
