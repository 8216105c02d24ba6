//! The OpenAPI document (gathered from the handlers' `#[utoipa::path]`), its
//! JSON at `/openapi.json`, and Swagger UI at `/docs/` with its assets built
//! into the binary (the `vendored` assets, no CDN: it works offline). Domain
//! types get their schemas from `domain`'s `openapi` feature (country and
//! continent ids are the slug enumerations). The document is finished by
//! `as_enforced` with what the annotations cannot say, so it states what the
//! server enforces: no valid request is refused and no invalid one accepted
//! outside the game's own 409/422 (the schemathesis step of CI proves it).

use actix_web::HttpResponse;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use super::{
    account, admin, catalog, chat, events, games, home, life, matchmaking, me, moderation, oauth,
    own_data, pacts, problems, push, ratings, records, reports, seats, ties, tournaments, tv,
    webhook, whispers,
};

/// The REST API.
#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "TEG as a service",
        description = "The Argentine strategy game T.E.G. (La Revancha, classic, Junior and TEG II) as a REST API. \
            Errors are RFC 9457 problems with a stable `code` (and `rule` for rule violations). \
            The same operations are available over GraphQL at `/graphql`.",
        license(name = "MIT", identifier = "MIT"),
    ),
    paths(
        catalog::healthz, catalog::readyz, catalog::metrics, problems::index,
        account::register, account::login, account::guest, account::refresh, account::logout,
        me::get, me::patch, me::upgrade, me::sessions, me::end_session,
        me::issue_token, me::tokens, me::revoke_token, own_data::export, own_data::delete,
        home::games, home::feed, home::feed_stream,
        life::leave, life::resign, life::rematch, life::invite, life::mine, life::accept,
        life::decline, ties::list, ties::block, ties::unblock, ties::follow, ties::unfollow, ties::following, ties::followers, ties::challenge, tv::live_now, records::get, records::import,
        webhook::put, webhook::get, webhook::delete, webhook::deliveries,
        push::key, push::subscribe, push::list, push::unsubscribe, push::settings,
        push::set_settings, push::failing,
        oauth::register, oauth::mine, oauth::delete, oauth::grants, oauth::revoke_grant,
        oauth::all, oauth::disable,
        catalog::rulesets, catalog::ruleset, catalog::map, catalog::teg2_map, catalog::board_svg, catalog::teg2_board_svg,
        games::create_game, games::list_games, games::get_game, games::get_game_at, games::join_game,
        games::start_game, games::legal_actions, games::act,
        pacts::list, pacts::propose, pacts::answer,
        events::events, events::event_stream,
        chat::post, chat::list, whispers::post, whispers::list,
        admin::games, admin::game, admin::users, admin::user,
        admin::export_position, admin::import_game,
        moderation::game, moderation::kick, moderation::user, moderation::cooldown, moderation::delete_message, moderation::delete_whisper,
        moderation::audit,
        reports::file, reports::mine, reports::queue, reports::one, reports::close,
        reports::add_note, reports::notes,
        seats::add_bot, seats::reclaim, seats::seat_bot,
        ratings::of_user, ratings::leaderboard,
        matchmaking::open, matchmaking::get, matchmaking::cancel,
        tournaments::open, tournaments::list, tournaments::get, tournaments::join,
        tournaments::leave, tournaments::moderate,
    ),
    modifiers(&Bearer, &EveryAnswer),
    tags(
        (name = "accounts", description = "Signing in: players, guests, refresh and logout"),
        (name = "me", description = "The caller's account, sessions and personal access tokens"),
        (name = "catalog", description = "Rulesets and boards"),
        (name = "games", description = "The lobby and game views"),
        (name = "turn", description = "Legal actions and commands"),
        (name = "pacts", description = "Pacts between players (R-PCT): public, any time"),
        (name = "events", description = "Following a game"),
        (name = "chat", description = "In-game chat"),
        (name = "friends", description = "Following people, their presence, and direct challenges (SVC-FRIENDS)"),
        (name = "reports", description = "Players' reports to the operators (SVC-REPORT)"),
        (name = "matchmaking", description = "Quick match: tickets matched into tables (SVC-MATCH)"),
        (name = "tournaments", description = "Tournaments: Swiss or round robin over tables (SVC-TOURNAMENT)"),
        (name = "oauth", description = "OAuth 2 apps and the grants players give them (SVC-OAUTH); the flow itself is at /oauth/authorize, /oauth/token and /oauth/revoke"),
        (name = "push", description = "Web Push to players' devices (SVC-PUSH): the VAPID key, subscriptions, quiet hours"),
        (name = "ratings", description = "Ratings and leaderboards (SVC-RATING)"),
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
                    .description(Some("An access token from /v1/auth/register, /v1/auth/login, /v1/auth/guest or /v1/auth/refresh, or a personal access token from /v1/me/tokens"))
                    .build(),
            ),
        );
    }
}

/// The answers any operation can give, added where a handler does not list
/// them: 429 (the request budget, with `Retry-After`), 503 (the database
/// away, with `Retry-After`) outside the liveness probe, and 413 for a body
/// over the limit. A client reading the spec meets no undocumented status.
/// Every answer of a charged operation (all but the probes and metrics)
/// declares the `RateLimit-Policy` and `RateLimit` headers
/// (`http::budget`).
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
        let text_header = |description: &str| {
            HeaderBuilder::new()
                .schema(Some(
                    utoipa::openapi::ObjectBuilder::new()
                        .schema_type(utoipa::openapi::Type::String),
                ))
                .description(Some(description))
                .build()
        };
        let budget = [
            (
                "RateLimit-Policy",
                text_header(
                    "The client's request budget (IETF draft-ietf-httpapi-ratelimit-headers): \
                     `\"requests\";q=<requests>;w=<seconds>`, a bucket of `q` requests refilled in \
                     full in `w` seconds",
                ),
            ),
            (
                "RateLimit",
                text_header(
                    "Where the budget stands after this request: \
                     `\"requests\";r=<requests left>;t=<seconds until full>`",
                ),
            ),
        ];
        // Declared once, referred to by every charged answer.
        let components = openapi.components.get_or_insert_with(Default::default);
        for (name, header) in &budget {
            components.headers.insert((*name).to_owned(), RefOr::T(header.clone()));
        }
        let key = <super::responses::IdempotencyKey as utoipa::IntoParams>::into_params(|| None);
        for (path, item) in &mut openapi.paths.paths {
            // Every change under /v1 honours `Idempotency-Key` (`retries`).
            let changes = [&mut item.post, &mut item.put, &mut item.patch, &mut item.delete];
            for operation in changes.into_iter().flatten().filter(|_| path.starts_with("/v1/")) {
                let params = operation.parameters.get_or_insert_with(Vec::new);
                let named = |p: &utoipa::openapi::RefOr<utoipa::openapi::path::Parameter>| matches!(p, utoipa::openapi::RefOr::T(p) if p.name == "Idempotency-Key");
                if !params.iter().any(named) {
                    params.extend(key.iter().cloned().map(utoipa::openapi::RefOr::T));
                }
                let answers = &mut operation.responses.responses;
                answers.entry("409".to_owned()).or_insert_with(|| {
                    problem(
                        "`IDEMPOTENCY_KEY_IN_FLIGHT`: a request under this `Idempotency-Key` still runs",
                        true,
                    )
                });
                answers.entry("422".to_owned()).or_insert_with(|| {
                    problem(
                        "`IDEMPOTENCY_KEY_REUSED`: this `Idempotency-Key` was used for another request",
                        false,
                    )
                });
            }
            let operations =
                [&mut item.get, &mut item.post, &mut item.put, &mut item.patch, &mut item.delete];
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
                // A personal access token lacking the scope an operation
                // needs is 403 wherever a bearer token is taken.
                let bearer = operation.security.iter().flatten().any(|requirement| {
                    serde_json::to_value(requirement).is_ok_and(|r| r.get("bearer").is_some())
                });
                if bearer {
                    answers.entry("403".to_owned()).or_insert_with(|| {
                        problem(
                            "`SCOPE_MISSING`: a personal access token without the scope this needs",
                            false,
                        )
                    });
                }
                if operation.request_body.is_some() {
                    answers.entry("413".to_owned()).or_insert_with(|| {
                        problem("`PAYLOAD_TOO_LARGE`: bodies are limited to 64 KiB", false)
                    });
                }
                if !crate::ratelimit::exempt(path) {
                    for answer in answers.values_mut() {
                        if let RefOr::T(response) = answer {
                            for (name, _) in &budget {
                                let shared = Ref::new(format!("#/components/headers/{name}"));
                                response.headers.insert((*name).to_owned(), RefOr::Ref(shared));
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The document as committed in `openapi/openapi.json` (and served): the
/// handlers' annotations, finished by [`as_enforced`].
#[must_use]
pub fn document_json() -> String {
    let mut doc = serde_json::to_value(ApiDoc::openapi()).unwrap_or_default();
    as_enforced(&mut doc);
    with_examples(&mut doc);
    let mut text = serde_json::to_string_pretty(&doc).unwrap_or_default();
    text.push('\n');
    text
}

/// Each operation's response example, as the server answered in a real run
/// (`openapi/examples.json`, recorded and drift-checked by
/// `api/tests/examples.rs`).
fn with_examples(doc: &mut serde_json::Value) {
    let examples: serde_json::Value =
        serde_json::from_str(include_str!("../../../openapi/examples.json")).unwrap_or_default();
    let Some(paths) = doc.get_mut("paths").and_then(serde_json::Value::as_object_mut) else {
        return;
    };
    for operation in paths.values_mut().filter_map(serde_json::Value::as_object_mut) {
        for operation in operation.values_mut() {
            let Some(example) = operation["operationId"].as_str().and_then(|id| examples.get(id))
            else {
                continue;
            };
            let status = example["status"].as_str().unwrap_or("200");
            let pointer = format!("/responses/{status}/content/application~1json");
            if let Some(content) = operation.pointer_mut(&pointer) {
                content["example"] = example["body"].clone();
            }
        }
    }
}

/// What the server enforces that the annotations cannot say, so that a
/// client (or a fuzzer) reading the spec meets no undocumented refusal:
/// - every operation that reads parameters or a body may answer 400;
/// - a header or query parameter is never `null` (it is absent instead);
/// - a path or query text holds no NUL (a 400 before any handler: no store
///   can keep one);
/// - commands, pact terms and secrets are closed objects (an unknown key is
///   a 400 naming it), and so is every externally tagged variant (a map
///   with its one key);
/// - a tuple (`prefixItems`, no further items) has all its items: serde
///   reads `(country, armies, missiles)` from exactly three;
/// - a hand of cards is `{"known": [[country, bonus collected], ...]}` or
///   `"redacted"`.
fn as_enforced(doc: &mut serde_json::Value) {
    use serde_json::{Value, json};
    if let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) {
        for item in paths.values_mut().filter_map(Value::as_object_mut) {
            for operation in item.values_mut().filter_map(Value::as_object_mut) {
                let reads = operation.contains_key("requestBody")
                    || operation.get("parameters").and_then(Value::as_array).is_some_and(|p| {
                        p.iter().any(|p| {
                            p["in"] == "query"
                                || p["in"] == "header"
                                || (p["in"] == "path"
                                    && p.pointer("/schema/type") == Some(&json!("string")))
                        })
                    });
                for parameter in operation
                    .get_mut("parameters")
                    .and_then(Value::as_array_mut)
                    .into_iter()
                    .flatten()
                {
                    if let Some(kinds) =
                        parameter.pointer_mut("/schema/type").and_then(Value::as_array_mut)
                    {
                        kinds.retain(|k| k != "null");
                        if let [only] = kinds.as_slice() {
                            let only = only.clone();
                            parameter["schema"]["type"] = only;
                        }
                    }
                    let in_url = parameter["in"] == "path" || parameter["in"] == "query";
                    let schema = &mut parameter["schema"];
                    let free_text = schema["type"] == "string"
                        && ["pattern", "enum", "format"].iter().all(|k| schema.get(k).is_none());
                    if in_url && free_text {
                        schema["pattern"] = json!("^[^\\u0000]*$");
                    }
                }
                let answers = operation.get_mut("responses").and_then(Value::as_object_mut);
                if let Some(answers) = answers.filter(|_| reads) {
                    answers.entry("400").or_insert_with(|| {
                        json!({
                            "description": "`MALFORMED_PATH` or `MALFORMED_QUERY` (a NUL, `%00`), `MALFORMED_JSON` (naming an unknown key) or another malformed input",
                            "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
                        })
                    });
                }
            }
        }
    }
    if let Some(schemas) = doc.pointer_mut("/components/schemas") {
        whole_tuples(schemas);
    }
    word_lists_as_enums(doc);
    open_objects(doc);
    path_verbs(doc);
    let Some(schemas) = doc.pointer_mut("/components/schemas").and_then(Value::as_object_mut)
    else {
        return;
    };
    for (name, schema) in schemas.iter_mut() {
        let closed = name == "RiskCommand"
            || name == "Teg2Action"
            || name == "PactTerms"
            || name.starts_with("Secret_");
        for variant in schema.get_mut("oneOf").and_then(Value::as_array_mut).into_iter().flatten() {
            // An externally tagged variant is a map with its one key: serde
            // refuses any other key beside it.
            let single_key =
                variant.get("properties").and_then(Value::as_object).is_some_and(|p| {
                    p.len() == 1 && variant["required"].as_array().is_some_and(|r| r.len() == 1)
                });
            if variant.get("properties").is_some() && (closed || single_key) {
                variant["additionalProperties"] = Value::Bool(false);
            }
        }
    }
    // A table's options are one object: the house rules and `teg2`, any
    // other key refused (serde's `flatten` would read as an `allOf` whose
    // first part refuses `teg2`).
    per_family_tables(schemas);
    // A board plays 4, 5, 6 or 8 rounds (T2-RND-1; which of them depends on
    // its powers: a count the table does not play is 422 `INVALID_TEG2_SETUP`).
    if let Some(rounds) =
        schemas.get_mut("Teg2Options").and_then(|o| o.pointer_mut("/properties/rounds"))
    {
        let description = rounds["description"].clone();
        *rounds = json!({
            "description": description,
            "default": null,
            "oneOf": [{"type": "integer", "enum": [4, 5, 6, 8]}, {"type": "null"}]
        });
    }
    if let Some(problem) = schemas.get_mut("Problem") {
        let codes: Vec<&str> = crate::problems::PROBLEMS.iter().map(|p| p.code).collect();
        problem["properties"]["code"]["enum"] = json!(codes);
        problem["properties"]["type"]["format"] = json!("uri-reference");
    }
    if let Some(url) = schemas.get_mut("PutWebhook").and_then(|w| w.pointer_mut("/properties/url"))
    {
        url["format"] = json!("uri");
    }
    if let Some(mut options) = schemas.get("HouseRules").cloned() {
        options["description"] = json!(
            "The options a game was created with: the Risk-like editions' house rules (R-OPT-1, R-OPT-2) and, in a TEG II game, `teg2`. A key that names none is refused."
        );
        options["properties"]["teg2"] = json!({
            "description": "TEG II's options (`ruleset: \"teg2\"` only): level, board, rounds, secret objectives (T2-CMP-3, T2-CMP-7, T2-RND-1, T2-VAR-7).",
            "oneOf": [{"$ref": "#/components/schemas/Teg2Options"}, {"type": "null"}]
        });
        schemas.insert("Options".to_owned(), options);
    }
    if let Some(hand) =
        schemas.get_mut("PositionPlayer").and_then(|p| p.pointer_mut("/properties/hand"))
    {
        *hand = json!({
            "description": "Country cards: `[country, bonus collected]` pairs (secret).",
            "oneOf": [
                {
                    "type": "object",
                    "required": ["known"],
                    "additionalProperties": false,
                    "properties": {"known": {"type": "array", "items": {
                        "type": "array",
                        "prefixItems": [{"$ref": "#/components/schemas/CountryId"}, {"type": "boolean"}],
                        "minItems": 2,
                        "maxItems": 2
                    }}}
                },
                {"type": "string", "enum": ["redacted"]}
            ]
        });
    }
}

/// A new table's body is one of two shapes, keyed on `ruleset`: an
/// edition's (`revancha` when left out, house rules as `options`, colours)
/// or TEG II's (`ruleset: "teg2"` required, TEG II's options as `options`,
/// its player counts, no colours). A generated client can build either and
/// nothing in either is refused for its shape.
fn per_family_tables(schemas: &mut serde_json::Map<String, serde_json::Value>) {
    use serde_json::json;
    let Some(base) = schemas.get("CreateGame").cloned() else { return };
    let nullable = |name: &str, description: &str| {
        json!({
            "description": description,
            "oneOf": [{"$ref": format!("#/components/schemas/{name}")}, {"type": "null"}]
        })
    };
    let mut risk = base.clone();
    risk["title"] = json!("CreateRiskGame");
    risk["description"] = json!("A new game of a Risk-like edition: Revancha, classic or Junior.");
    risk["properties"]["ruleset"] = json!({
        "type": "string",
        "enum": ["revancha", "classic", "junior"],
        "default": "revancha",
        "description": "The edition (`GET /v1/rulesets`), fixed for the game's life: `revancha` when left out."
    });
    // A table's options are its game's and the service's `spectator_delay`
    // (SVC-WATCH), which is no house rule: each family's object with it.
    let delay = json!({
        "type": "integer", "minimum": 0, "maximum": 1000, "default": 0,
        "description": "How many versions behind the head spectators watch the game while it is played (SVC-WATCH); at most the service's `TEG_MAX_SPECTATOR_DELAY` (`SPECTATOR_DELAY_TOO_LONG`)."
    });
    for (family, table) in [("HouseRules", "RiskTableOptions"), ("Teg2Options", "Teg2TableOptions")]
    {
        if let Some(mut options) = schemas.get(family).cloned() {
            options["properties"]["spectator_delay"] = delay.clone();
            options["description"] = json!(format!(
                "A new table's options: the game's (`{family}`) and `spectator_delay`."
            ));
            schemas.insert(table.to_owned(), options);
        }
    }
    risk["properties"]["options"] = nullable(
        "RiskTableOptions",
        "House rules; omitted fields take the edition's defaults (R-OPT-1, R-OPT-2).",
    );
    let mut teg2 = base;
    teg2["title"] = json!("CreateTeg2Game");
    teg2["description"] = json!(
        "A new TEG II game (T2-CMP-3): one board of 2 to 6 players, or paired boards of 8, 10 or 12."
    );
    teg2["required"] = json!(["ruleset"]);
    teg2["properties"]["ruleset"] =
        json!({"type": "string", "enum": ["teg2"], "description": "TEG II."});
    teg2["properties"]["max_players"] = json!({
        "description": "Seats (T2-CMP-3): 2 to 6 on one board, 8, 10 or 12 on paired boards; 6 when left out.",
        "oneOf": [{"type": "integer", "enum": [2, 3, 4, 5, 6, 8, 10, 12]}, {"type": "null"}]
    });
    teg2["properties"]["options"] = nullable(
        "Teg2TableOptions",
        "Level, board, rounds and secret objectives; omitted fields take their defaults.",
    );
    if let Some(properties) = teg2["properties"].as_object_mut() {
        properties.remove("color"); // TEG II's seats are powers, not colours
    }
    if let Some(mut seat) = schemas.get("BotSeat").cloned() {
        if let Some(properties) = seat["properties"].as_object_mut() {
            properties.remove("color");
        }
        seat["description"] = json!("A bot seated when a TEG II table is opened (no colour).");
        schemas.insert("Teg2BotSeat".to_owned(), seat);
        teg2["properties"]["seats"]["items"] = json!({"$ref": "#/components/schemas/Teg2BotSeat"});
    }
    schemas.insert("CreateRiskGame".to_owned(), risk);
    schemas.insert("CreateTeg2Game".to_owned(), teg2);
    schemas.insert(
        "CreateGame".to_owned(),
        json!({
            "description": "A new game: an edition's table or a TEG II table, told apart by `ruleset`.",
            "oneOf": [
                {"$ref": "#/components/schemas/CreateRiskGame"},
                {"$ref": "#/components/schemas/CreateTeg2Game"}
            ]
        }),
    );
}

/// A path's verb is one of the words its handler knows (an `enum`), from
/// the same tables the handlers read.
fn path_verbs(doc: &mut serde_json::Value) {
    use super::{pacts, reports};
    use domain::app::{GameAction, UserAction};
    let words = |table: &[&str]| serde_json::json!(table);
    let verbs = [
        (
            "/v1/admin/games/{id}/{action}",
            "action",
            words(&GameAction::ALL.map(GameAction::as_str)),
        ),
        (
            "/v1/admin/users/{id}/{action}",
            "action",
            words(&UserAction::ALL.map(UserAction::as_str)),
        ),
        ("/v1/admin/tournaments/{id}/{action}", "action", words(&tournaments::TOURNAMENT_VERBS)),
        ("/v1/admin/reports/{id}/{outcome}", "outcome", words(&reports::OUTCOMES.map(|v| v.0))),
        ("/v1/games/{id}/pacts/{pact}/{answer}", "answer", words(&pacts::ANSWERS.map(|v| v.0))),
    ];
    for (path, name, words) in verbs {
        let pointer =
            format!("/paths/{}/post/parameters", path.replace('~', "~0").replace('/', "~1"));
        let parameters = doc.pointer_mut(&pointer).and_then(serde_json::Value::as_array_mut);
        for parameter in parameters.into_iter().flatten().filter(|p| p["name"] == name) {
            parameter["schema"] = serde_json::json!({"type": "string", "enum": words});
        }
    }
}

/// An object schema that names no property is any object: said outright
/// (`additionalProperties: true`), as generators otherwise read it as an
/// object that may hold nothing.
fn open_objects(node: &mut serde_json::Value) {
    use serde_json::Value;
    each_object(node, &mut |fields| {
        let bare = fields.get("type") == Some(&Value::String("object".to_owned()))
            && ["properties", "additionalProperties", "oneOf", "anyOf", "allOf", "$ref"]
                .iter()
                .all(|k| !fields.contains_key(*k));
        if bare {
            fields.insert("additionalProperties".to_owned(), Value::Bool(true));
        }
    });
}

/// A word list written as a pattern (`^(lobby|playing)$`) is an `enum`, so
/// that a generated client offers the words rather than a free string.
fn word_lists_as_enums(node: &mut serde_json::Value) {
    use serde_json::Value;
    each_object(node, &mut |fields| {
        let words = fields.get("pattern").and_then(Value::as_str).and_then(|p| {
            let inner = p.strip_prefix("^(")?.strip_suffix(")$")?;
            let words: Vec<&str> = inner.split('|').collect();
            words
                .iter()
                .all(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
                .then(|| words.into_iter().map(|w| Value::String(w.to_owned())).collect::<Vec<_>>())
        });
        if let Some(mut words) = words {
            let nullable = fields
                .get("type")
                .and_then(Value::as_array)
                .is_some_and(|kinds| kinds.iter().any(|k| k == "null"));
            if nullable {
                words.push(Value::Null);
            }
            fields.remove("pattern");
            fields.insert("enum".to_owned(), Value::Array(words));
        }
    });
}

pub(super) async fn serve() -> HttpResponse {
    HttpResponse::Ok().content_type("application/json").body(document_json())
}

pub(super) fn swagger_ui() -> utoipa_swagger_ui::SwaggerUi {
    utoipa_swagger_ui::SwaggerUi::new("/docs/{_:.*}").url("/openapi.json", ApiDoc::openapi())
}

/// Every closed tuple schema below `schema` (`prefixItems`, `items:
/// false`) gets `minItems` and `maxItems` equal to its length instead.
fn whole_tuples(schema: &mut serde_json::Value) {
    use serde_json::Value;
    each_object(schema, &mut |fields| {
        let closed = fields.get("items") == Some(&Value::Bool(false));
        if let Some(n) = fields.get("prefixItems").and_then(Value::as_array).map(Vec::len)
            && closed
        {
            fields.insert("minItems".to_owned(), n.into());
            fields.insert("maxItems".to_owned(), n.into());
            // `maxItems` already closes it; `items: false` beside it
            // says nothing more and some generators refuse it.
            fields.remove("items");
        }
    });
}

/// Calls `visit` on every object below `node` (itself included), each before
/// what it holds: the one walk of the document's finishing passes.
fn each_object(
    node: &mut serde_json::Value,
    visit: &mut impl FnMut(&mut serde_json::Map<String, serde_json::Value>),
) {
    use serde_json::Value;
    match node {
        Value::Object(fields) => {
            visit(fields);
            fields.values_mut().for_each(|v| each_object(v, visit));
        }
        Value::Array(items) => items.iter_mut().for_each(|v| each_object(v, visit)),
        _ => {}
    }
}
