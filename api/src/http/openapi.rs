//! The OpenAPI document (gathered from the handlers' `#[utoipa::path]`), its
//! JSON at `/openapi.json`, and Swagger UI at `/docs/` with its assets built
//! into the binary (no CDN: it works offline).

use actix_web::HttpResponse;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use super::{account, admin, catalog, chat, events, games, moderation, pacts};

/// The REST API.
#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "TEG as a service",
        description = "The Argentine strategy game T.E.G. (La Revancha) as a REST API. \
            Errors are RFC 9457 problems with a stable `code` (and `rule` for rule violations). \
            The same operations are available over GraphQL at `/graphql`.",
        license(name = "MIT OR Apache-2.0"),
    ),
    paths(
        catalog::healthz, catalog::readyz, catalog::metrics,
        account::register, account::login, account::guest,
        catalog::rulesets, catalog::ruleset, catalog::map,
        games::create_game, games::list_games, games::get_game, games::join_game,
        games::start_game, games::legal_actions, games::act,
        pacts::list, pacts::propose, pacts::answer,
        events::events, events::event_stream,
        chat::post, chat::list,
        admin::games, admin::game, admin::users, admin::user,
        admin::export_position, admin::import_game,
        moderation::game, moderation::kick, moderation::user, moderation::delete_message,
        moderation::audit,
    ),
    modifiers(&Bearer, &EveryAnswer),
    tags(
        (name = "accounts", description = "Tokens for players and guests"),
        (name = "catalog", description = "Rulesets and boards"),
        (name = "games", description = "The lobby and game views"),
        (name = "turn", description = "Legal actions and commands"),
        (name = "pacts", description = "Pacts between players (R-PCT): public, any time"),
        (name = "events", description = "Following a game"),
        (name = "chat", description = "In-game chat"),
        (name = "operators", description = "Operator-only tools"),
        (name = "operations", description = "Probes and metrics"),
    ),
)]
pub struct ApiDoc;

struct Bearer;

impl Modify for Bearer {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .description(Some("From /v1/auth/register, /v1/auth/login or /v1/auth/guest"))
                    .build(),
            ),
        );
    }
}

/// The answers any operation can give, added where a handler does not list
/// them: 429 (the request budget, with `Retry-After`), 503 (the database
/// away, with `Retry-After`) outside the liveness probe, and 413 for a body
/// over the limit. A client reading the spec meets no undocumented status.
struct EveryAnswer;

impl Modify for EveryAnswer {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::header::HeaderBuilder;
        use utoipa::openapi::{ContentBuilder, Ref, RefOr, ResponseBuilder};
        let problem = |description: &str, retry: bool| {
            let content =
                ContentBuilder::new().schema(Some(Ref::from_schema_name("Problem"))).build();
            let mut response = ResponseBuilder::new()
                .description(description)
                .content("application/problem+json", content);
            if retry {
                let header = HeaderBuilder::new()
                    .schema(Some(
                        utoipa::openapi::ObjectBuilder::new()
                            .schema_type(utoipa::openapi::Type::Integer),
                    ))
                    .description(Some("Seconds to wait before retrying"))
                    .build();
                response = response.header("Retry-After", header);
            }
            RefOr::T(response.build())
        };
        for (path, item) in &mut openapi.paths.paths {
            let operations = [&mut item.get, &mut item.post, &mut item.put, &mut item.delete];
            for operation in operations.into_iter().flatten() {
                let answers = &mut operation.responses.responses;
                if path != "/healthz" && path != "/metrics" {
                    answers.entry("429".to_owned()).or_insert_with(|| {
                        problem("`RATE_LIMITED`: the client's request budget is spent", true)
                    });
                }
                if path != "/healthz" {
                    answers.entry("503".to_owned()).or_insert_with(|| {
                        problem("`DATABASE_UNAVAILABLE`: the database does not answer now", true)
                    });
                }
                if operation.request_body.is_some() {
                    answers.entry("413".to_owned()).or_insert_with(|| {
                        problem("`PAYLOAD_TOO_LARGE`: bodies are limited to 64 KiB", false)
                    });
                }
            }
        }
    }
}

/// The document as committed in `openapi/openapi.json`.
#[must_use]
pub fn document_json() -> String {
    let mut text = ApiDoc::openapi().to_pretty_json().unwrap_or_default();
    text.push('\n');
    text
}

pub(super) async fn serve() -> HttpResponse {
    HttpResponse::Ok().content_type("application/json").body(document_json())
}

pub(super) fn swagger_ui() -> utoipa_swagger_ui::SwaggerUi {
    utoipa_swagger_ui::SwaggerUi::new("/docs/{_:.*}").url("/openapi.json", ApiDoc::openapi())
}
