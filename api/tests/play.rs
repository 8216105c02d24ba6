//! What the server does for the player client at `/play`: it serves three
//! embedded files under a strict CSP (every other path under `/play` is the
//! page, for the client's own routes), the boards as SVG for the client to
//! colour (every edition's, every TEG II map's, each country or region
//! once), and any version of a game's view, for the replay. The client
//! itself is tested in Chromium (`e2e/tests/play_browser.rs`).

use reqwest::StatusCode;
use reqwest::header;
use serde_json::{Value, json};

use crate::common;

use common::TestApp;

/// The slugs a map names: an edition's countries or a TEG II map's regions.
fn ids(map: &Value, list: &str) -> Vec<String> {
    map[list]
        .as_array()
        .expect(list)
        .iter()
        .map(|c| c["id"].as_str().expect("id").to_owned())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_serves_its_page_script_and_style_under_a_strict_csp() {
    let app = TestApp::spawn("play-files").await;
    for (path, kind) in [
        ("/play", "text/html"),
        ("/play/", "text/html"),
        ("/play/games/some-game", "text/html"),
        ("/play/join/some-game?code=abc", "text/html"),
        ("/play/app.js", "text/javascript"),
        ("/play/app.css", "text/css"),
        ("/play/sw.js", "text/javascript"),
        ("/play/manifest.webmanifest", "application/manifest+json"),
        ("/play/icon.svg", "image/svg+xml"),
        ("/play/icon-192.png", "image/png"),
        ("/play/icon-512.png", "image/png"),
    ] {
        let res = app.http.get(format!("{}{path}", app.base)).send().await.expect("get");
        assert_eq!(res.status(), StatusCode::OK, "{path}");
        let h = res.headers();
        let content_type = h[header::CONTENT_TYPE].to_str().expect("ascii");
        assert!(content_type.starts_with(kind), "{path}: {content_type}");
        let csp = h[header::CONTENT_SECURITY_POLICY].to_str().expect("ascii");
        for directive in [
            "script-src 'self'",
            "style-src 'self'",
            "connect-src 'self'",
            "frame-ancestors 'none'",
        ] {
            assert!(csp.contains(directive), "{path}: {csp}");
        }
        assert!(!csp.contains("unsafe"), "{path}: no unsafe-inline or unsafe-eval: {csp}");
        // Revalidated with its ETag: unchanged, it costs a 304.
        let etag = h[header::ETAG].clone();
        let again = app
            .http
            .get(format!("{}{path}", app.base))
            .header(header::IF_NONE_MATCH, etag)
            .send()
            .await
            .expect("get");
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{path}");
    }
    let page = common::text_at(&app.http, format!("{}/play", app.base)).await;
    assert!(page.contains(r#"src="/play/app.js""#), "the page loads the script: {page}");
    assert!(page.contains(r#"rel="manifest""#), "an installable app: {page}");
    // The service worker may take every page of the client, `/play` too.
    let res = app.http.get(format!("{}/play/sw.js", app.base)).send().await.expect("get");
    assert_eq!(res.headers()["service-worker-allowed"], "/play");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_editions_board_drawing_has_each_country_of_its_map_once() {
    let app = TestApp::spawn("play-boards").await;
    for ruleset in ["revancha", "classic", "junior"] {
        let (_, map) = app.call("GET", &format!("/v1/maps/{ruleset}"), None, None).await;
        for lang in ["es", "en", "it"] {
            let url = format!("{}/v1/rulesets/{ruleset}/board.svg?lang={lang}", app.base);
            let res = app.http.get(url).send().await.expect("get");
            assert_eq!(res.status(), StatusCode::OK, "{ruleset} {lang}");
            assert_eq!(res.headers()[header::CONTENT_TYPE], "image/svg+xml");
            let svg = res.text().await.expect("text");
            assert!(svg.starts_with("<svg") && !svg.contains("<script"), "{ruleset}");
            for id in ids(&map, "countries") {
                let group = format!(r#"data-country="{id}""#);
                assert_eq!(svg.matches(&group).count(), 1, "{ruleset} draws {id} once");
            }
        }
    }
    let (s, b) = app.call("GET", "/v1/rulesets/teg2/board.svg", None, None).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "UNKNOWN_BOARD");
    let (s, b) = app.call("GET", "/v1/rulesets/atlantis/board.svg", None, None).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "UNKNOWN_RULESET");
    let (s, _) = app.call("GET", "/v1/rulesets/classic/board.svg?lang=xx", None, None).await;
    assert_eq!(s, StatusCode::BAD_REQUEST, "an unknown language is refused");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_teg2_maps_drawing_has_each_region_once() {
    let app = TestApp::spawn("play-teg2-boards").await;
    for board in ["americas", "old_world", "planisphere"] {
        let (_, map) = app.call("GET", &format!("/v1/teg2/maps/{board}"), None, None).await;
        let url = format!("{}/v1/teg2/maps/{board}/board.svg?lang=en", app.base);
        let svg = common::text_at(&app.http, url).await;
        assert!(svg.contains(&format!(r#"data-map="{board}""#)), "{board}");
        for id in ids(&map, "regions") {
            let group = format!(r#"data-region="{id}""#);
            assert_eq!(svg.matches(&group).count(), 1, "{board} draws {id} once");
        }
    }
    let (s, b) = app.call("GET", "/v1/teg2/maps/atlantis/board.svg", None, None).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "UNKNOWN_BOARD");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_games_view_at_each_version_is_the_view_it_had_then() {
    let app = TestApp::spawn("play-versions").await;
    let (id, players) = app.started_game().await;
    let token = &players[0].1;
    let (s, b) = app.get(&format!("/v1/games/{id}/versions/0"), token).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "VERSION_NOT_FOUND");
    // Each version's view, as it was answered then, is the one read later.
    let mut seen = Vec::new();
    for _ in 0..8 {
        let (_, now) = app.get(&format!("/v1/games/{id}"), token).await;
        seen.push(now);
        let mut acted = false;
        for (_, t) in &players {
            let (_, legal) = app.get(&format!("/v1/games/{id}/legal-actions"), t).await;
            let first = legal["actions"]
                .as_array()
                .and_then(|a| a.iter().find(|c| c["type"] != "propose_pact").cloned());
            if let Some(action) = first {
                app.act(&id, t, action).await;
                acted = true;
                break;
            }
        }
        assert!(acted, "someone can act");
    }
    for then in &seen {
        let version = then["version"].as_u64().expect("version");
        let (s, at) = app.get(&format!("/v1/games/{id}/versions/{version}"), token).await;
        assert_eq!(s, StatusCode::OK, "{at}");
        assert_eq!(at["version"], then["version"]);
        assert_eq!(at["countries"], then["countries"], "the board at {version}");
        assert_eq!(at["players"], then["players"], "the players at {version}");
        assert_eq!(at["phase"], then["phase"], "the phase at {version}");
    }
    let (_, now) = app.get(&format!("/v1/games/{id}"), token).await;
    let beyond = now["version"].as_u64().expect("version") + 1;
    let (s, b) = app.get(&format!("/v1/games/{id}/versions/{beyond}"), token).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "VERSION_NOT_FOUND");
    // A lobby has no version yet.
    let (_, lobby) = app.post("/v1/games", token, json!({"max_players": 2})).await;
    let lobby = lobby["id"].as_str().expect("id");
    let (s, b) = app.get(&format!("/v1/games/{lobby}/versions/1"), token).await;
    common::assert_problem(s, &b, StatusCode::NOT_FOUND, "VERSION_NOT_FOUND");
}
