//! The player client at `/play`: three files built from `clients/play`
//! (committed under `api/assets/play/`, drift-checked in CI) and embedded in
//! the binary, so `cargo run -p teg-api` serves a playable game with no
//! Node and no network. The server's only part is serving them: the client
//! talks to the service through the public API (`/v1`) alone. Beside them,
//! what makes it an installable app: its service worker (`/play/sw.js`,
//! which shows push notifications), its web app manifest and its icons.
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
/// The service worker, the web app manifest and the icons.
const WORKER: &[u8] = include_bytes!("../../assets/play/sw.js");
const MANIFEST: &[u8] = include_bytes!("../../assets/play/manifest.webmanifest");
const ICON_SVG: &[u8] = include_bytes!("../../assets/play/icon.svg");
const ICON_192: &[u8] = include_bytes!("../../assets/play/icon-192.png");
const ICON_512: &[u8] = include_bytes!("../../assets/play/icon-512.png");

/// The scope the service worker may take: every page of the client, `/play`
/// itself included (its script's own directory, `/play/`, would leave the
/// home page out).
const WORKER_SCOPE: &str = "/play";

/// No inline script or style attribute, no other origin, no framing.
pub(crate) const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// One embedded file: its bytes, type and validator.
struct Asset {
    bytes: &'static [u8],
    content_type: &'static str,
    /// For a service worker's script: the widest scope it may be registered
    /// for (`Service-Worker-Allowed`).
    worker_scope: Option<&'static str>,
    /// A strong validator of the bytes, so a reload after a new binary
    /// fetches the new files and otherwise costs a 304; digested once.
    etag: std::sync::OnceLock<String>,
}

impl Asset {
    const fn new(bytes: &'static [u8], content_type: &'static str) -> Asset {
        Asset { bytes, content_type, worker_scope: None, etag: std::sync::OnceLock::new() }
    }

    /// A service worker's script, allowed to control `scope`.
    const fn worker(bytes: &'static [u8], scope: &'static str) -> Asset {
        Asset {
            bytes,
            content_type: "text/javascript; charset=utf-8",
            worker_scope: Some(scope),
            etag: std::sync::OnceLock::new(),
        }
    }

    fn etag(&self) -> &str {
        self.etag.get_or_init(|| super::strong_etag(self.bytes))
    }
}

static PAGE: Asset = Asset::new(INDEX, "text/html; charset=utf-8");
static APP_JS: Asset = Asset::new(SCRIPT, "text/javascript; charset=utf-8");
static APP_CSS: Asset = Asset::new(STYLE, "text/css; charset=utf-8");
static SW_JS: Asset = Asset::worker(WORKER, WORKER_SCOPE);
static WEB_MANIFEST: Asset = Asset::new(MANIFEST, "application/manifest+json");
static ICON: Asset = Asset::new(ICON_SVG, "image/svg+xml");
static ICON_SMALL: Asset = Asset::new(ICON_192, "image/png");
static ICON_LARGE: Asset = Asset::new(ICON_512, "image/png");

/// The file a path under `/play` names: a known file, else the page.
fn asset(tail: &str) -> &'static Asset {
    match tail {
        "app.js" => &APP_JS,
        "app.css" => &APP_CSS,
        "sw.js" => &SW_JS,
        "manifest.webmanifest" => &WEB_MANIFEST,
        "icon.svg" => &ICON,
        "icon-192.png" => &ICON_SMALL,
        "icon-512.png" => &ICON_LARGE,
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
    if let Some(scope) = file.worker_scope {
        answer.insert_header(("Service-Worker-Allowed", scope));
    }
    if unchanged {
        return answer.finish();
    }
    answer.content_type(file.content_type).body(file.bytes)
}

#[cfg(test)]
mod tests {
    use super::{ICON_192, ICON_512, INDEX, MANIFEST, PAGE, SCRIPT, STYLE, WORKER_SCOPE, asset};

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

    #[test]
    fn the_manifest_names_files_served_with_their_types() {
        let manifest: serde_json::Value =
            serde_json::from_slice(MANIFEST).expect("the manifest is JSON");
        assert_eq!(manifest["start_url"], "/play");
        assert_eq!(manifest["scope"], WORKER_SCOPE);
        let icons = manifest["icons"].as_array().expect("icons");
        assert!(!icons.is_empty(), "the manifest names icons");
        for icon in icons {
            let src = icon["src"].as_str().expect("src");
            let tail = src.strip_prefix("/play/").expect("an icon under /play/");
            let file = asset(tail);
            assert!(!std::ptr::eq(file, &PAGE), "{src} is served");
            assert_eq!(Some(file.content_type), icon["type"].as_str(), "{src}");
        }
        for (png, side) in [(ICON_192, 192_u32), (ICON_512, 512)] {
            assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "a PNG");
            let width = u32::from_be_bytes(png[16..20].try_into().expect("4 bytes"));
            let height = u32::from_be_bytes(png[20..24].try_into().expect("4 bytes"));
            assert_eq!((width, height), (side, side), "the icon's size");
        }
        assert_eq!(asset("manifest.webmanifest").content_type, "application/manifest+json");
        assert_eq!(asset("sw.js").worker_scope, Some(WORKER_SCOPE));
        assert_eq!(asset("app.js").worker_scope, None);
    }
}
