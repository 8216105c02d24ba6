//! The published contracts: `openapi/openapi.json`,
//! `openapi/schema.graphql` and `docs/problems.md` are generated from the code and committed; these
//! tests fail when they drift (`cargo xtask codegen` rewrites them). The
//! server also serves the spec and an offline Swagger UI, and the spec's
//! schemas describe what the server really answers.

use std::path::PathBuf;

use serde_json::{Value, json};

use crate::common;

fn contract(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../openapi").join(name)
}

/// Compares a generated contract with the committed file; with
/// `UPDATE_CONTRACTS=1` it rewrites the file first.
fn assert_committed(name: &str, generated: &str) {
    let path = contract(name);
    if std::env::var("UPDATE_CONTRACTS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, generated).expect("write");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(committed == generated, "{name} is stale: run `cargo xtask codegen`");
}

#[test]
fn the_committed_problem_catalogue_matches_the_code() {
    assert_committed("../docs/problems.md", &teg_api::problems::markdown());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_problems_type_resolves_on_the_server_to_its_page() {
    let app = common::TestApp::spawn("contracts-problems").await;
    let (_, token) = app.register("typeana").await;
    let (s, problem) = app.call("GET", "/v1/games/nope", Some(&token), None).await;
    assert_eq!(s.as_u16(), 404, "{problem}");
    let kind = problem["type"].as_str().expect("a type");
    assert_eq!(kind, "/problems/GAME_NOT_FOUND");
    let page = app.http.get(format!("{}{kind}", app.base)).send().await.expect("page");
    assert_eq!(page.status().as_u16(), 200);
    let html = page.text().await.expect("html");
    assert!(html.contains("GAME_NOT_FOUND") && html.contains("What to do"), "{html}");
    let codes = spec()["components"]["schemas"]["Problem"]["properties"]["code"]["enum"].clone();
    assert!(codes.as_array().is_some_and(|c| c.contains(&json!("GAME_NOT_FOUND"))), "{codes}");
    let unknown = app.http.get(format!("{}/problems/NO_SUCH_CODE", app.base)).send().await;
    assert_eq!(unknown.expect("answer").status().as_u16(), 404);
}

#[test]
fn the_committed_openapi_document_matches_the_code() {
    assert_committed("openapi.json", &teg_api::http::openapi::document_json());
}

#[test]
fn the_committed_graphql_schema_matches_the_code() {
    assert_committed("schema.graphql", &teg_api::graphql::sdl());
}

#[test]
fn the_committed_graphql_wire_types_match_the_openapi_document() {
    assert_committed("../api/src/graphql/wire.rs", &common::graphql_wire::generate(&spec()));
}

fn spec() -> Value {
    serde_json::from_str(&teg_api::http::openapi::document_json()).expect("the spec is JSON")
}

#[test]
fn every_v1_route_is_documented_with_its_errors_as_problems() {
    let spec = spec();
    let paths = spec["paths"].as_object().expect("paths");
    for route in [
        "/v1/auth/register",
        "/v1/auth/login",
        "/v1/auth/guest",
        "/v1/rulesets",
        "/v1/maps/{ruleset}",
        "/v1/games",
        "/v1/games/{id}",
        "/v1/games/{id}/join",
        "/v1/games/{id}/start",
        "/v1/games/{id}/legal-actions",
        "/v1/games/{id}/actions",
        "/v1/games/{id}/events",
        "/v1/games/{id}/events/stream",
        "/v1/admin/games/{id}/position",
        "/v1/admin/games/import",
        "/v1/admin/games/{id}/{action}",
        "/v1/admin/games/{id}/kick",
        "/v1/admin/users/{id}/{action}",
        "/v1/admin/messages/{id}/delete",
        "/v1/admin/audit",
        "/v1/games/{id}/chat",
        "/healthz",
        "/readyz",
        "/metrics",
    ] {
        assert!(paths.contains_key(route), "{route} is not in the spec");
    }
    for (route, ops) in paths {
        for (method, op) in ops.as_object().expect("operations") {
            for (status, response) in op["responses"].as_object().expect("responses") {
                if status.starts_with('4') || status.starts_with('5') {
                    assert!(
                        response["content"]["application/problem+json"].is_object(),
                        "{method} {route} {status} is not documented as problem+json"
                    );
                }
            }
        }
    }
}

#[test]
fn commands_are_typed_in_the_spec_with_every_kind() {
    let spec = spec();
    // A command is either family's (a `$ref` each), each a oneOf of kinds.
    let schemas = &spec["components"]["schemas"];
    let families = schemas["Command"]["oneOf"].as_array().expect("Command is a oneOf");
    let kinds: Vec<&str> = families
        .iter()
        .filter_map(|f| f["$ref"].as_str()?.strip_prefix("#/components/schemas/"))
        .flat_map(|name| schemas[name]["oneOf"].as_array().expect("a family's oneOf"))
        .filter_map(|v| v["properties"]["type"]["enum"][0].as_str())
        .collect();
    for kind in
        ["place", "attack", "move_in", "regroup", "end_turn", "fire_missile", "exchange", "teg2"]
    {
        assert!(kinds.contains(&kind), "command `{kind}` missing from {kinds:?}");
    }
    // Country ids are the slugs of every edition's board: Revancha's 72,
    // classic's 50 and Junior's 32, each slug once.
    let countries = spec["components"]["schemas"]["CountryId"]["enum"].as_array().expect("enum");
    let mut every: Vec<&str> =
        [domain::Board::revancha(), domain::Board::classic(), domain::Board::junior()]
            .iter()
            .flat_map(|b| b.countries.iter().map(|c| c.slug.as_str()))
            .collect();
    every.sort_unstable();
    every.dedup();
    let listed: Vec<&str> = countries.iter().filter_map(Value::as_str).collect();
    assert_eq!(listed, every, "country ids are every board's slugs");
    assert!(domain::Board::revancha().countries.iter().all(|c| listed.contains(&c.slug.as_str())));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_serves_its_spec_and_an_offline_swagger_ui() {
    let (base, db) = common::spawn_sqlite("contracts").await;
    let http = reqwest::Client::new();
    let served: Value = http
        .get(format!("{base}/openapi.json"))
        .send()
        .await
        .expect("spec")
        .json()
        .await
        .expect("json");
    assert_eq!(served, spec());

    let page = http.get(format!("{base}/docs/")).send().await.expect("docs");
    assert_eq!(page.status(), 200);
    let html = page.text().await.expect("html");
    assert!(html.contains("swagger-ui"), "the docs page is Swagger UI");
    assert!(!html.contains("https://"), "the docs page loads nothing from the internet");
    let bundle = http.get(format!("{base}/docs/swagger-ui-bundle.js")).send().await.expect("js");
    assert_eq!(bundle.status(), 200, "Swagger UI's script is served from the binary");
    assert!(bundle.bytes().await.expect("js").len() > 100_000);
    let init = common::text_at(&http, format!("{base}/docs/swagger-initializer.js")).await;
    assert!(init.contains("/openapi.json"), "the UI loads our spec: {init}");
    let _ = std::fs::remove_file(db);
}

/// The fields a schema requires, including those of its `allOf` parts.
fn required(schema: &Value) -> Vec<String> {
    let parts = schema["allOf"].as_array().cloned().unwrap_or_default();
    std::iter::once(schema)
        .chain(parts.iter())
        .filter_map(|s| s["required"].as_array())
        .flatten()
        .filter_map(|f| f.as_str().map(str::to_owned))
        .collect()
}

/// The documented shapes are the real ones: a lobby game's answer has the
/// fields the `GameResponse` schema requires.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answers_have_the_fields_their_schemas_require() {
    let (base, db) = common::spawn_sqlite("contracts").await;
    let http = reqwest::Client::new();
    let (_, token) = common::call(
        &http,
        "POST",
        format!("{base}/v1/auth/guest"),
        None,
        Some(json!({"display_name": "Ana"})),
    )
    .await;
    let schemas = spec()["components"]["schemas"].clone();
    for field in required(&schemas["TokenResponse"]) {
        assert!(token.get(&field).is_some(), "token lacks {field}");
    }
    let token = token["token"].as_str().expect("token").to_owned();
    let (_, created) = common::call(
        &http,
        "POST",
        format!("{base}/v1/games"),
        Some(&token),
        Some(json!({"max_players": 2})),
    )
    .await;
    for field in required(&schemas["GameSummary"]) {
        assert!(created.get(&field).is_some(), "summary lacks {field}");
    }
    let id = created["id"].as_str().expect("id");
    let (_, game) =
        common::call(&http, "GET", format!("{base}/v1/games/{id}"), Some(&token), None).await;
    let fields = required(&schemas["GameResponse"]);
    assert!(fields.len() >= 3, "{fields:?}");
    for field in fields {
        assert!(game.get(&field).is_some(), "game lacks {field}");
    }
    assert_eq!(game["version"], 0);
    let _ = std::fs::remove_file(db);
}
