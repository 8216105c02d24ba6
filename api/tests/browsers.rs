//! Browsers and flaky networks, as a web app sees the service: CORS for the
//! allowed origins only (and never for the dashboard), and gzip for JSON
//! over 1 KiB when asked for, never for an event stream.

use crate::common;

use reqwest::StatusCode;
use reqwest::header::HeaderMap;

const APP: &str = "https://play.example";

async fn spawn(tag: &str) -> (String, std::path::PathBuf) {
    let (mut config, db) = common::sqlite_config(tag);
    config.cors_origins =
        teg_api::http::browsers::Origins::parse(&format!("{APP}, http://localhost:5173"))
            .expect("origins");
    (teg_api::startup::Application::spawn(config).await.expect("the app builds"), db)
}

fn header<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers.get(name).and_then(|v| v.to_str().ok())
}

async fn preflight(base: &str, path: &str, origin: &str) -> reqwest::Response {
    reqwest::Client::new()
        .request(reqwest::Method::OPTIONS, format!("{base}{path}"))
        .header("origin", origin)
        .header("access-control-request-method", "POST")
        .header("access-control-request-headers", "authorization, content-type, idempotency-key")
        .send()
        .await
        .expect("preflight")
}

#[tokio::test]
async fn a_preflight_from_an_allowed_origin_passes_and_one_from_another_origin_gets_no_cors_headers()
 {
    let (base, db) = spawn("cors").await;
    let ok = preflight(&base, "/v1/games", APP).await;
    assert_eq!(ok.status(), StatusCode::NO_CONTENT);
    let h = ok.headers();
    assert_eq!(header(h, "access-control-allow-origin"), Some(APP));
    let allowed = header(h, "access-control-allow-headers").expect("allowed headers");
    for name in
        ["authorization", "content-type", "idempotency-key", "if-none-match", "last-event-id"]
    {
        assert!(allowed.contains(name), "{name} in {allowed}");
    }
    assert!(header(h, "access-control-allow-methods").is_some_and(|m| m.contains("PATCH")));
    assert!(header(h, "access-control-max-age").is_some());
    assert!(h.get_all("vary").iter().any(|v| v.to_str().is_ok_and(|v| v.contains("origin"))));
    assert!(h.get("access-control-allow-credentials").is_none(), "never credentials");
    // Another origin: not a CORS header in sight, whatever the answer.
    let other = preflight(&base, "/v1/games", "https://evil.example").await;
    assert!(other.headers().keys().all(|k| !k.as_str().starts_with("access-control-")));
    // A real request from the allowed origin may read what it needs.
    let res = reqwest::Client::new()
        .post(format!("{base}/v1/auth/guest"))
        .header("origin", APP)
        .json(&serde_json::json!({"display_name": "Web"}))
        .send()
        .await
        .expect("guest");
    assert_eq!(res.status(), StatusCode::CREATED);
    assert_eq!(header(res.headers(), "access-control-allow-origin"), Some(APP));
    let exposed = header(res.headers(), "access-control-expose-headers").expect("exposed");
    for name in ["etag", "retry-after", "location", "x-request-id", "ratelimit", "ratelimit-policy"]
    {
        assert!(exposed.contains(name), "{name} in {exposed}");
    }
    // The dashboard is never offered to another origin.
    let dash = preflight(&base, "/admin/login", APP).await;
    assert!(dash.headers().keys().all(|k| !k.as_str().starts_with("access-control-")));
    let _ = std::fs::remove_file(db);
}

#[tokio::test]
async fn json_over_a_kibibyte_is_gzipped_when_asked_and_streams_never_are() {
    let (base, db) = spawn("gzip").await;
    // reqwest without its gzip feature: the body is read as sent.
    let http = reqwest::Client::new();
    let map = |accept: Option<&'static str>| {
        let mut req = http.get(format!("{base}/v1/maps/revancha"));
        if let Some(a) = accept {
            req = req.header("accept-encoding", a);
        }
        req.send()
    };
    let plain = map(None).await.expect("map");
    assert_eq!(header(plain.headers(), "content-encoding"), None);
    let plain_body = plain.bytes().await.expect("body");
    assert!(plain_body.len() > 1024, "the map is big enough to compress");
    let packed = map(Some("gzip, br")).await.expect("map");
    assert_eq!(header(packed.headers(), "content-encoding"), Some("gzip"));
    assert!(header(packed.headers(), "vary").is_some_and(|v| v.contains("accept-encoding")));
    let packed_body = packed.bytes().await.expect("body");
    assert!(
        packed_body.len() * 3 < plain_body.len(),
        "{} vs {}",
        packed_body.len(),
        plain_body.len()
    );
    let mut unpacked = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&packed_body[..]), &mut unpacked)
        .expect("gzip");
    assert_eq!(unpacked, plain_body.to_vec());
    // Small answers are sent as they are.
    let small = http.get(format!("{base}/healthz")).header("accept-encoding", "gzip").send().await;
    assert_eq!(header(small.expect("healthz").headers(), "content-encoding"), None);
    // An event stream is never compressed.
    let guest: serde_json::Value = http
        .post(format!("{base}/v1/auth/guest"))
        .json(&serde_json::json!({"display_name": "Web"}))
        .send()
        .await
        .expect("guest")
        .json()
        .await
        .expect("json");
    let token = guest["token"].as_str().expect("token");
    let stream = http
        .get(format!("{base}/v1/me/events/stream"))
        .bearer_auth(token)
        .header("accept-encoding", "gzip")
        .send()
        .await
        .expect("stream");
    assert_eq!(stream.status(), StatusCode::OK);
    assert_eq!(header(stream.headers(), "content-encoding"), None);
    let _ = std::fs::remove_file(db);
}
