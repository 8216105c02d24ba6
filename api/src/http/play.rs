//! The player client at `/play`: three files built from `clients/play`
//! (committed under `api/assets/play/`, drift-checked in CI) and embedded in
//! the binary, so `cargo run -p teg-api` serves a playable game with no
//! Node and no network. The server's only part is serving them: the client
//! talks to the service through the public API (`/v1`) alone.
//!
//! Every path under `/play` that is not one of the files answers the page
//! (the client routes `/play/games/{id}`, `/play/join/{id}` itself). A
//! strict CSP forbids any script but `/play/app.js` and any connection but
//! to this origin.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, web};

/// The page, the script and the style sheet.
const INDEX: &[u8] = include_bytes!("../../assets/play/index.html");
const SCRIPT: &[u8] = include_bytes!("../../assets/play/app.js");
const STYLE: &[u8] = include_bytes!("../../assets/play/app.css");

/// No inline script or style attribute, no other origin, no framing.
pub(crate) const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// One embedded file: its bytes, type and validator.
struct Asset {
    bytes: &'static [u8],
    content_type: &'static str,
    /// A strong validator of the bytes, so a reload after a new binary
    /// fetches the new files and otherwise costs a 304; digested once.
    etag: std::sync::OnceLock<String>,
}

impl Asset {
    const fn new(bytes: &'static [u8], content_type: &'static str) -> Asset {
        Asset { bytes, content_type, etag: std::sync::OnceLock::new() }
    }

    fn etag(&self) -> &str {
        self.etag.get_or_init(|| super::strong_etag(self.bytes))
    }
}

static PAGE: Asset = Asset::new(INDEX, "text/html; charset=utf-8");
static APP_JS: Asset = Asset::new(SCRIPT, "text/javascript; charset=utf-8");
static APP_CSS: Asset = Asset::new(STYLE, "text/css; charset=utf-8");

/// The file a path under `/play` names: a known file, else the page.
fn asset(tail: &str) -> &'static Asset {
    match tail {
        "app.js" => &APP_JS,
        "app.css" => &APP_CSS,
        _ => &PAGE,
    }
}

/// Registers `/play` and everything under it.
pub(crate) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/play", web::get().to(serve)).route("/play/{tail:.*}", web::get().to(serve));
}

async fn serve(req: HttpRequest) -> HttpResponse {
    let tail = req.match_info().get("tail").unwrap_or("");
    let file = asset(tail);
    let etag = file.etag();
    let asked = req.headers().get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok());
    let unchanged = asked.is_some_and(|a| super::none_match(a, etag));
    let mut answer = if unchanged { HttpResponse::NotModified() } else { HttpResponse::Ok() };
    answer
        .insert_header((header::ETAG, etag))
        // Revalidated on every load: a new binary's files are never stale.
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .insert_header((header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP)))
        .insert_header((header::X_FRAME_OPTIONS, "DENY"));
    if unchanged {
        return answer.finish();
    }
    answer.content_type(file.content_type).body(file.bytes)
}

#[cfg(test)]
mod tests {
    use super::{INDEX, SCRIPT, STYLE};

    /// The budget for a first load: the page, its script and its
    /// style sheet, gzipped as the server sends them.
    const FIRST_LOAD_BUDGET: usize = 150 * 1024;

    #[test]
    fn the_first_load_of_play_is_at_most_150_kb_gzipped() {
        let sizes: Vec<usize> = [INDEX, SCRIPT, STYLE]
            .iter()
            .map(|bytes| crate::http::browsers::gzipped(bytes).expect("gzip").len())
            .collect();
        let total: usize = sizes.iter().sum();
        assert!(
            total <= FIRST_LOAD_BUDGET,
            "index, app.js, app.css gzipped: {sizes:?} = {total} B"
        );
    }

    #[test]
    fn the_page_loads_only_its_own_script_and_style_sheet() {
        let page = String::from_utf8_lossy(INDEX);
        assert!(!page.contains("<script>"), "no inline script (the CSP forbids it)");
        assert!(!page.contains("style=\""), "no inline style attribute (the CSP forbids it)");
        let elsewhere: Vec<&str> = page.split(['"', '\'']).filter(|s| s.contains("://")).collect();
        assert!(elsewhere.is_empty(), "the page loads from elsewhere: {elsewhere:?}");
    }
}
