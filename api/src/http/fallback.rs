//! What answers when no route does: an unknown path is a problem+json 404
//! (`NOT_FOUND`), a known path asked with another method a problem+json 405
//! (`METHOD_NOT_ALLOWED`) with `Allow` listing the methods it has. The
//! methods come from the committed OpenAPI spec (plus `/graphql`), so the
//! answer cannot drift from the contract.

use std::sync::OnceLock;

use actix_web::dev::ResourceDef;
use actix_web::http::StatusCode;
use utoipa::OpenApi as _;

use crate::error::ApiError;

/// Each documented path with the methods it answers, as an `Allow` value.
fn table() -> &'static [(ResourceDef, String)] {
    static TABLE: OnceLock<Vec<(ResourceDef, String)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let spec = super::openapi::ApiDoc::openapi();
        let mut table: Vec<(ResourceDef, String)> = spec
            .paths
            .paths
            .iter()
            .map(|(path, item)| {
                let methods = [
                    ("GET", item.get.is_some()),
                    ("POST", item.post.is_some()),
                    ("PUT", item.put.is_some()),
                    ("PATCH", item.patch.is_some()),
                    ("DELETE", item.delete.is_some()),
                ];
                let allow: Vec<&str> =
                    methods.iter().filter(|(_, has)| *has).map(|(m, _)| *m).collect();
                (ResourceDef::new(path.as_str()), allow.join(", "))
            })
            .collect();
        table.push((ResourceDef::new("/graphql"), "GET, POST".to_owned()));
        table
    })
}

/// The `Allow` value of `path`, when the contract has it.
#[must_use]
pub(crate) fn allowed(path: &str) -> Option<&'static str> {
    // A literal segment ("import") wins over a parameter ("{id}").
    let matching = table().iter().filter(|(def, _)| def.is_match(path));
    matching
        .min_by_key(|(def, _)| def.pattern().map_or(0, |p| p.matches('{').count()))
        .map(|(_, allow)| allow.as_str())
}

/// Whether the contract has `method` on `path`.
#[must_use]
pub(crate) fn documented(method: &str, path: &str) -> bool {
    allowed(path).is_some_and(|allow| allow.split(", ").any(|m| m == method))
}

/// The problem for a request no route answered: 405 with `Allow` when the
/// path exists with other methods, else 404.
#[must_use]
pub(crate) fn problem(path: &str, method: &str) -> (ApiError, Option<&'static str>) {
    match allowed(path) {
        Some(allow) => (
            ApiError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                "METHOD_NOT_ALLOWED",
                format!("{path} answers {allow}, not {method}"),
            ),
            Some(allow),
        ),
        None => (ApiError::not_found_route(), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_allowed_methods_come_from_the_contract() {
        assert_eq!(allowed("/v1/games"), Some("GET, POST"));
        assert_eq!(allowed("/v1/games/abc/actions"), Some("POST"));
        assert_eq!(allowed("/v1/admin/games/import"), Some("POST"));
        assert_eq!(allowed("/graphql"), Some("GET, POST"));
        assert_eq!(allowed("/v1/me"), Some("GET, PATCH, DELETE"));
        assert!(documented("PATCH", "/v1/me") && !documented("PUT", "/v1/me"));
        assert_eq!(allowed("/v1/nowhere"), None);
    }
}
