//! Request bodies against the committed spec (`openapi/openapi.json`): the
//! JSON Schema of each operation's request body, compiled once per test
//! binary with the spec's components beside it. Every JSON body a test
//! sends through [`super::call`] is checked: a body the spec refuses that
//! the server accepts (2xx) fails the test at once, because a generated or
//! validating client could never send it. Tests that send bad input on
//! purpose still may; the server must refuse it.

use std::sync::OnceLock;

use serde_json::{Value, json};

/// The committed spec.
pub fn document() -> &'static Value {
    static SPEC: OnceLock<Value> = OnceLock::new();
    SPEC.get_or_init(|| {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../openapi/openapi.json");
        let text = std::fs::read_to_string(path).expect("openapi/openapi.json");
        serde_json::from_str(&text).expect("the spec is JSON")
    })
}

/// One operation's request-body validator, by its path template.
struct Operation {
    id: String,
    method: String,
    template: Vec<String>,
    body: Option<jsonschema::Validator>,
}

fn operations() -> &'static Vec<Operation> {
    static OPS: OnceLock<Vec<Operation>> = OnceLock::new();
    OPS.get_or_init(|| {
        let spec = document();
        let components = spec["components"].clone();
        let mut ops = Vec::new();
        for (path, item) in spec["paths"].as_object().expect("paths") {
            for (method, operation) in item.as_object().expect("a path item") {
                let schema = operation.pointer("/requestBody/content/application~1json/schema");
                let body = schema.map(|schema| {
                    let mut whole = schema.clone();
                    if let Some(fields) = whole.as_object_mut() {
                        fields.insert("components".to_owned(), components.clone());
                        fields.insert(
                            "$schema".to_owned(),
                            json!("https://json-schema.org/draft/2020-12/schema"),
                        );
                    }
                    jsonschema::draft202012::new(&whole)
                        .unwrap_or_else(|e| panic!("{method} {path}: the schema compiles: {e}"))
                });
                ops.push(Operation {
                    id: operation["operationId"].as_str().unwrap_or_default().to_owned(),
                    method: method.to_uppercase(),
                    template: path.split('/').map(str::to_owned).collect(),
                    body,
                });
            }
        }
        ops
    })
}

/// The operation `method path` names: the template with the most literal
/// segments that matches (`/admin/games/{id}/kick` before `/{action}`).
fn operation(method: &str, path: &str) -> Option<&'static Operation> {
    let path = path.split('?').next().unwrap_or(path);
    let segments: Vec<&str> = path.split('/').collect();
    operations()
        .iter()
        .filter(|op| op.method == method && op.template.len() == segments.len())
        .filter(|op| op.template.iter().zip(&segments).all(|(t, s)| t.starts_with('{') || t == s))
        .max_by_key(|op| op.template.iter().filter(|t| !t.starts_with('{')).count())
}

/// The `operationId` of `method path` in the spec.
pub fn operation_id(method: &str, path: &str) -> Option<&'static str> {
    operation(method, path).map(|op| op.id.as_str())
}

/// Why `body`, sent as `method path`, is outside the spec; `None` when the
/// spec allows it, or names no such operation or no body for it (a route
/// the spec leaves out on purpose, such as the dashboard's; a body where
/// none is read).
pub fn refusal(method: &str, path: &str, body: &Value) -> Option<String> {
    let validator = operation(method, path)?.body.as_ref()?;
    let errors: Vec<String> = validator
        .iter_errors(body)
        .take(3)
        .map(|e| format!("{e} at {}", e.instance_path))
        .collect();
    (!errors.is_empty()).then(|| errors.join("; "))
}

/// Checks a body that `method url` answered with `status`: a body outside
/// the spec must not be accepted.
pub fn check(method: &str, url: &str, body: &Value, status: reqwest::StatusCode) {
    let Some(path) = url.find("/v1/").map(|at| &url[at..]) else { return };
    if let Some(why) = refusal(method, path, body).filter(|_| status.is_success()) {
        panic!(
            "the server accepted ({status}) a body the spec refuses: {method} {path} {body}: {why}"
        );
    }
}
