//! REST v1 (`docs/api.md`). Handlers are thin: extract (the [`Caller`] extractor
//! authenticates the bearer token), call one use case, map the result; every
//! error goes through [`ApiError`]. One module per concern: `account`,
//! `catalog`, `games`, `seats`, `pacts` (sugar over the same act use case and
//! idempotency protocol as `/actions`), `events`, `chat`, `reports`,
//! `webhook`, `moderation`, `admin`. Every body is a typed DTO in `dto/`
//! with a utoipa schema, read through `body.rs`; each handler carries its
//! `#[utoipa::path]`, gathered by [`openapi::ApiDoc`] into the committed
//! `openapi/openapi.json`. Request bodies naming countries are decoded on
//! the game's own board (`decode_on`).

mod account;
mod admin;
pub(crate) mod body;
pub mod browsers;
pub mod budget;
mod catalog;
mod chat;
mod events;
pub(crate) mod fallback;
mod games;
mod home;
mod life;
mod matchmaking;
mod me;
mod moderation;
mod oauth;
mod oauth_pages;
pub mod openapi;
mod own_data;
mod pacts;
mod play;
mod problems;
mod push;
mod ratings;
mod records;
mod reports;
mod responses;
pub mod retries;
pub(crate) mod seats;
pub mod speaking;
mod ties;
mod tournaments;
mod tv;
mod webhook;
mod whispers;

pub(crate) use crate::access::{need, permits};
pub(crate) use crate::dto::{self, bounded};
pub use crate::request::{BODY_LIMIT, BODY_TIMEOUT};
pub(crate) use crate::request::{
    address_of, body_timeout, client_address, payload_too_large_of, read_body, read_body_within,
    timed_out, timed_payload, token_subject,
};
pub(crate) use crate::tables::{
    board_of, kind, listed_ruleset, new_table, open_table, parse_status,
};

use std::future::Future;
use std::pin::Pin;

use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use domain::board::Board;
use domain::ports::Role;

use crate::auth::Principal;
use crate::error::ApiError;
use crate::state::AppState;

/// The service's state, as every handler takes it.
pub(crate) type Shared = web::Data<AppState>;
/// What every handler answers: a response, or a problem from the one
/// error table (`crate::error`).
pub(crate) type Reply = Result<HttpResponse, ApiError>;
/// A resource's id in the path (`/v1/games/{id}`, `/v1/users/{id}`, …).
pub(crate) type PathId = web::Path<String>;

/// Longest long-poll.
pub const MAX_WAIT_SECS: u64 = 30;

/// The authenticated caller (`Authorization: Bearer <JWT>`).
#[derive(Debug, Clone)]
pub struct Caller(pub Principal);

impl Caller {
    pub(crate) fn operator(&self) -> bool {
        self.0.role == Role::Operator
    }
}

/// Whoever watches a game (SVC-WATCH): a signed-in caller, or, with no
/// `Authorization` header at all, nobody signed in, who reads public games
/// as a spectator. A token that is sent must be valid (401 otherwise).
#[derive(Debug, Clone)]
pub struct Watcher(pub Option<Principal>);

impl Watcher {
    /// Who reads: the caller, or nobody signed in (an id no account has).
    pub(crate) fn user(&self) -> domain::ports::UserId {
        self.0.as_ref().map_or_else(|| domain::ports::UserId(String::new()), |p| p.user.clone())
    }

    pub(crate) fn operator(&self) -> bool {
        self.0.as_ref().is_some_and(|p| p.role == Role::Operator)
    }
}

impl FromRequest for Watcher {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut actix_web::dev::Payload) -> Self::Future {
        if !req.headers().contains_key(header::AUTHORIZATION) {
            return Box::pin(async { Ok(Self(None)) });
        }
        let caller = Caller::from_request(req, payload);
        Box::pin(async move { Ok(Self(Some(caller.await?.0))) })
    }
}

/// The game of the path (`/v1/games/{id}/…`), as the id the use cases
/// take; read as [`PathId`] reads it.
pub(crate) struct GamePath(pub domain::ports::GameId);

impl FromRequest for GamePath {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut actix_web::dev::Payload) -> Self::Future {
        let path = PathId::from_request(req, payload);
        Box::pin(async move { Ok(Self(domain::ports::GameId(path.await?.into_inner()))) })
    }
}

/// A bodiless `POST` on a game by a signed-in caller (start, leave,
/// resign, rematch): the service, the caller and the game's id. The body
/// (none, `null` or `{}`) is read only once the caller is known, so a
/// stranger's call is a 401 before its body is looked at.
pub(crate) struct GamePost {
    /// The service.
    pub state: Shared,
    /// Who calls.
    pub caller: Caller,
    /// The game of the path.
    pub id: domain::ports::GameId,
}

impl FromRequest for GamePost {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut actix_web::dev::Payload) -> Self::Future {
        let state = req.app_data::<Shared>().cloned();
        let caller = Caller::from_request(req, payload);
        let id = req.match_info().get("id").map(str::to_owned);
        let body = OptionalJson::<dto::NoFields> {
            payload: payload.take(),
            body: std::marker::PhantomData,
        };
        Box::pin(async move {
            let state =
                state.ok_or_else(|| ApiError::internal("BUG: AppState was not registered"))?;
            let caller = caller.await?;
            let id = id.ok_or_else(|| ApiError::internal("BUG: a game route without {id}"))?;
            body.read().await?;
            Ok(Self { state, caller, id: domain::ports::GameId(id) })
        })
    }
}

impl GamePost {
    /// The seat's act (`SeatAct`), answered as REST answers acts: the
    /// events as the caller sees them.
    async fn seat_act(self, act: crate::acting::SeatAct) -> Reply {
        let acted =
            crate::acting::seat_act(&self.state, &self.caller.0.user, &self.id, act).await?;
        Ok(ok(&dto::EventBatch::new(acted.version, acted.events)))
    }
}

/// A caller who is an operator: the operators' routes take this instead of
/// a [`Caller`], so none of them can forget the check (403 otherwise,
/// before the body is read).
#[derive(Debug, Clone)]
pub struct Operator(pub Principal);

impl FromRequest for Operator {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut actix_web::dev::Payload) -> Self::Future {
        let caller = Caller::from_request(req, payload);
        Box::pin(async move {
            let caller = caller.await?;
            if caller.operator() {
                Ok(Self(caller.0))
            } else {
                Err(ApiError::forbidden("operators only"))
            }
        })
    }
}

impl FromRequest for Caller {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut actix_web::dev::Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = req
            .headers()
            .get(header::AUTHORIZATION)
            .and_then(|h| h.to_str().ok())
            .and_then(crate::auth::bearer_token)
            .map(str::to_owned);
        let need = need(req.method(), req.path());
        let req = req.clone();
        Box::pin(async move {
            let state =
                state.ok_or_else(|| ApiError::internal("BUG: AppState was not registered"))?;
            let token = token.ok_or_else(ApiError::unauthorized)?;
            let principal = state.auth.authenticate(&token).await?;
            if let Some(language) = principal.language {
                // For the language layer, which words the answer's problems.
                actix_web::HttpMessage::extensions_mut(&req)
                    .insert(crate::language::Preferred(language));
            }
            permits(&principal, need)?;
            if !req.method().is_safe() {
                // Its next reads wait for the replica to have this write.
                state.reads.wrote(&principal.user);
            }
            state.metrics.seen(&principal.user.0);
            state.presence.saw(&principal.user, crate::adapters::system::now_ms());
            Ok(Caller(principal))
        })
    }
}

/// A live channel of the caller's (a stream, a waiting long-poll): its
/// place among the user's channels and its client address's (`doors`),
/// held as long as the channel lives, and ended when the caller may no
/// longer act.
///
/// # Errors
/// 429 `TOO_MANY_STREAMS` past the user's or the address's bound; 503
/// `SERVER_FULL` past the process's.
pub(crate) fn live_slot(
    state: &AppState,
    caller: &Caller,
    req: &HttpRequest,
) -> Result<crate::streams::Slot, ApiError> {
    watching_slot(state, &Watcher(Some(caller.0.clone())), req)
}

/// [`live_slot`] for a [`Watcher`]: nobody signed in holds the channels of
/// their client address (16 an instance, as a user does), with no token to
/// revoke.
///
/// # Errors
/// As [`live_slot`].
pub(crate) fn watching_slot(
    state: &AppState,
    watcher: &Watcher,
    req: &HttpRequest,
) -> Result<crate::streams::Slot, ApiError> {
    let address = client_address(req);
    let door = state.doors.enter(address.as_deref())?;
    let slot = match &watcher.0 {
        Some(caller) => state.streams.open(state.auth.guard(caller.clone()))?,
        None => {
            let key = format!("{}{}", crate::streams::NOBODY, address.unwrap_or_default());
            state.streams.open_unguarded(&key)?
        }
    };
    Ok(slot.through(door))
}

/// Whether an `If-None-Match` value matches the current entity tag, by
/// RFC 9110 §13.1.2: `*` matches any, a list matches when one member does,
/// and the comparison is weak (`W/"x"` matches `"x"`).
#[must_use]
pub(crate) fn none_match(header: &str, current: &str) -> bool {
    let opaque = |tag: &str| tag.trim().trim_start_matches("W/").to_owned();
    let current = opaque(current);
    header.trim() == "*" || header.split(',').any(|tag| opaque(tag) == current)
}

/// Routes under `/v1`, the probes, and the API documentation.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/healthz", web::get().to(catalog::healthz))
        .route("/readyz", web::get().to(catalog::readyz))
        .route("/metrics", web::get().to(catalog::metrics))
        .route("/openapi.json", web::get().to(openapi::serve))
        .route("/problems", web::get().to(problems::index))
        .route("/problems/{code}", web::get().to(problems::page))
        .route("/.well-known/oauth-authorization-server", web::get().to(oauth::metadata))
        .route("/oauth/authorize", web::get().to(oauth::authorize))
        .route("/oauth/authorize", web::post().to(oauth::decide))
        .route("/oauth/token", web::post().to(oauth::token))
        .route("/oauth/revoke", web::post().to(oauth::revoke))
        .configure(play::routes)
        .service(
            web::scope("/v1")
                // The hot routes first: the router tries each pattern in
                // turn (a regex each), and these are most of the traffic.
                .route("/games/{id}/actions", web::post().to(games::act))
                .route("/games/{id}", web::get().to(games::get_game))
                .route("/games/{id}/legal-actions", web::get().to(games::legal_actions))
                .route("/games/{id}/versions/{version}", web::get().to(games::get_game_at))
                .route("/games/{id}/events", web::get().to(events::events))
                .route("/tv", web::get().to(tv::live_now))
                .route("/games/{id}/record", web::get().to(records::get))
                .service(
                    // A record holds a whole game: more than an action's
                    // body, within the imports' bound.
                    web::resource("/records")
                        .app_data(json_config_of(IMPORT_BODY_LIMIT))
                        .route(web::post().to(records::import)),
                )
                .route("/auth/register", web::post().to(account::register))
                .route("/auth/login", web::post().to(account::login))
                .route("/auth/guest", web::post().to(account::guest))
                .route("/auth/refresh", web::post().to(account::refresh))
                .route("/auth/logout", web::post().to(account::logout))
                .route("/me", web::get().to(me::get))
                .route("/me", web::patch().to(me::patch))
                .route("/me", web::delete().to(own_data::delete))
                .route("/me/export", web::get().to(own_data::export))
                .route("/me/upgrade", web::post().to(me::upgrade))
                .route("/me/sessions", web::get().to(me::sessions))
                .route("/me/sessions/{id}", web::delete().to(me::end_session))
                .route("/me/tokens", web::post().to(me::issue_token))
                .route("/me/tokens", web::get().to(me::tokens))
                .route("/me/tokens/{id}", web::delete().to(me::revoke_token))
                .route("/me/games", web::get().to(home::games))
                .route("/me/events", web::get().to(home::feed))
                .route("/me/events/stream", web::get().to(home::feed_stream))
                .route("/me/invitations", web::get().to(life::mine))
                .route("/me/blocks", web::get().to(ties::list))
                .route("/me/blocks/{id}", web::put().to(ties::block))
                .route("/me/blocks/{id}", web::delete().to(ties::unblock))
                .route("/me/following", web::get().to(ties::following))
                .route("/me/following/{id}", web::put().to(ties::follow))
                .route("/me/following/{id}", web::delete().to(ties::unfollow))
                .route("/me/followers", web::get().to(ties::followers))
                .route("/challenges", web::post().to(ties::challenge))
                .route("/invitations/{id}/accept", web::post().to(life::accept))
                .route("/invitations/{id}/decline", web::post().to(life::decline))
                .route("/games/{id}/leave", web::post().to(life::leave))
                .route("/games/{id}/resign", web::post().to(life::resign))
                .route("/games/{id}/rematch", web::post().to(life::rematch))
                .route("/matchmaking/tickets", web::post().to(matchmaking::open))
                .route("/matchmaking/tickets/{id}", web::get().to(matchmaking::get))
                .route("/matchmaking/tickets/{id}", web::delete().to(matchmaking::cancel))
                .route("/tournaments", web::post().to(tournaments::open))
                .route("/tournaments", web::get().to(tournaments::list))
                .route("/tournaments/{id}", web::get().to(tournaments::get))
                .route("/tournaments/{id}/join", web::post().to(tournaments::join))
                .route("/tournaments/{id}/leave", web::post().to(tournaments::leave))
                .route("/admin/tournaments/{id}/{action}", web::post().to(tournaments::moderate))
                .route("/users/{id}/ratings", web::get().to(ratings::of_user))
                .route("/leaderboards/{ruleset}", web::get().to(ratings::leaderboard))
                .route("/games/{id}/invitations", web::post().to(life::invite))
                .route("/games/{id}/whispers", web::post().to(whispers::post))
                .route("/games/{id}/whispers", web::get().to(whispers::list))
                .route("/me/webhook", web::put().to(webhook::put))
                .route("/me/webhook", web::get().to(webhook::get))
                .route("/me/webhook", web::delete().to(webhook::delete))
                .route("/me/webhook/deliveries", web::get().to(webhook::deliveries))
                .route("/oauth/apps", web::post().to(oauth::register))
                .route("/oauth/apps", web::get().to(oauth::mine))
                .route("/oauth/apps/{client_id}", web::delete().to(oauth::delete))
                .route("/me/grants", web::get().to(oauth::grants))
                .route("/me/grants/{client_id}", web::delete().to(oauth::revoke_grant))
                .route("/admin/oauth/apps", web::get().to(oauth::all))
                .route("/admin/oauth/apps/{client_id}/disable", web::post().to(oauth::disable))
                .route("/push/key", web::get().to(push::key))
                .route("/me/push-subscriptions", web::post().to(push::subscribe))
                .route("/me/push-subscriptions", web::get().to(push::list))
                .route("/me/push-subscriptions/{id}", web::delete().to(push::unsubscribe))
                .route("/me/push-settings", web::get().to(push::settings))
                .route("/me/push-settings", web::put().to(push::set_settings))
                .route("/admin/push/failing", web::get().to(push::failing))
                .route("/rulesets", web::get().to(catalog::rulesets))
                .route("/rulesets/{ruleset}", web::get().to(catalog::ruleset))
                .route("/maps/{ruleset}", web::get().to(catalog::map))
                .route("/teg2/maps/{board}", web::get().to(catalog::teg2_map))
                .route("/rulesets/{ruleset}/board.svg", web::get().to(catalog::board_svg))
                .route("/teg2/maps/{board}/board.svg", web::get().to(catalog::teg2_board_svg))
                .route("/games", web::post().to(games::create_game))
                .route("/games", web::get().to(games::list_games))
                .route("/games/{id}/join", web::post().to(games::join_game))
                .route("/games/{id}/bots", web::post().to(seats::add_bot))
                .route("/games/{id}/seat/reclaim", web::post().to(seats::reclaim))
                .route("/games/{id}/start", web::post().to(games::start_game))
                .route("/games/{id}/events/stream", web::get().to(events::event_stream))
                .route("/games/{id}/pacts", web::get().to(pacts::list))
                .route("/games/{id}/pacts", web::post().to(pacts::propose))
                .route("/games/{id}/pacts/{pact}/{answer}", web::post().to(pacts::answer))
                .route("/games/{id}/chat", web::get().to(chat::list))
                .route("/games/{id}/chat", web::post().to(chat::post))
                .route("/games/{id}/reports", web::post().to(reports::file))
                .route("/me/reports", web::get().to(reports::mine))
                .route("/admin/reports", web::get().to(reports::queue))
                .route("/admin/reports/{id}", web::get().to(reports::one))
                .route("/admin/reports/{id}/{outcome}", web::post().to(reports::close))
                .route("/admin/users/{id}/notes", web::get().to(reports::notes))
                .route("/admin/users/{id}/notes", web::post().to(reports::add_note))
                .route("/admin/games", web::get().to(admin::games))
                .route("/admin/games/{id}", web::get().to(admin::game))
                .route("/admin/users", web::get().to(admin::users))
                .route("/admin/users/{id}", web::get().to(admin::user))
                .route("/admin/games/{id}/position", web::get().to(admin::export_position))
                .service(
                    // A TEG II document holds a whole game's moves: more
                    // than an action's body, within its own bound.
                    web::resource("/admin/games/import")
                        .app_data(json_config_of(IMPORT_BODY_LIMIT))
                        .route(web::post().to(admin::import_game)),
                )
                .route("/admin/games/{id}/kick", web::post().to(moderation::kick))
                .route("/admin/games/{id}/seats/{color}/bot", web::post().to(seats::seat_bot))
                .route("/admin/games/{id}/{action}", web::post().to(moderation::game))
                .route("/admin/users/{id}/cooldown", web::put().to(moderation::cooldown))
                .route("/admin/users/{id}/{action}", web::post().to(moderation::user))
                .route("/admin/messages/{id}/delete", web::post().to(moderation::delete_message))
                .route("/admin/whispers/{id}/delete", web::post().to(moderation::delete_whisper))
                .route("/admin/audit", web::get().to(moderation::audit)),
        )
        // Last: its `/docs/{tail}` pattern is a regex every request before
        // it would be tried against.
        .service(openapi::swagger_ui());
}

/// The most an operator's position import may send (a TEG II document of
/// [`domain::teg2::position::MAX_MOVES`] moves fits).
pub const IMPORT_BODY_LIMIT: usize = 4 * 1024 * 1024;

/// JSON and query extraction errors become problems (400, or 413 when too large).
pub fn json_config() -> web::JsonConfig {
    json_config_of(BODY_LIMIT)
}

/// As [`json_config`], with bodies up to `limit` bytes.
fn json_config_of(limit: usize) -> web::JsonConfig {
    web::JsonConfig::default().limit(limit).error_handler(move |err, _| {
        use actix_web::error::JsonPayloadError;
        let api = match &err {
            JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
                payload_too_large_of(limit)
            }
            JsonPayloadError::ContentType => {
                ApiError::bad_request("UNSUPPORTED_CONTENT_TYPE", "send application/json")
            }
            JsonPayloadError::Deserialize(e) => decoding_problem(&e.to_string()),
            JsonPayloadError::Payload(e) if timed_out(e) => body_timeout(),
            other => ApiError::bad_request("MALFORMED_JSON", other.to_string()),
        };
        api.into()
    })
}

/// A body that did not decode: a slug the board lacks is a rule violation
/// (422 `UNKNOWN_COUNTRY`/`UNKNOWN_CONTINENT`, R-CMP-1) naming the slug, as
/// the engine answers an id it does not know; anything else is 400.
pub(crate) fn decoding_problem(message: &str) -> ApiError {
    use domain::board::UnknownSlug;
    let (code, what) = match UnknownSlug::find(message) {
        Some(UnknownSlug::Country(slug)) => ("UNKNOWN_COUNTRY", format!("country `{slug}`")),
        Some(UnknownSlug::Continent(slug)) => ("UNKNOWN_CONTINENT", format!("continent `{slug}`")),
        None => return ApiError::bad_request("MALFORMED_JSON", message),
    };
    ApiError {
        rule: Some("R-CMP-1"),
        ..ApiError::new(
            actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
            code,
            format!("the board has no {what}"),
        )
    }
}

/// An optional JSON body: empty (or `null`) means `T::default()`; anything else must
/// parse (400) and stay within [`BODY_LIMIT`] (413), like a required one.
/// (`Option<web::Json<T>>` would turn a malformed body into `None`.) It is
/// read by [`OptionalJson::read`], so a handler checks who calls first.
pub(crate) struct OptionalJson<T> {
    payload: actix_web::dev::Payload,
    body: std::marker::PhantomData<T>,
}

impl<T> std::fmt::Debug for OptionalJson<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("OptionalJson")
    }
}

impl<T> actix_web::FromRequest for OptionalJson<T> {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, ApiError>>;

    fn from_request(
        _: &actix_web::HttpRequest,
        payload: &mut actix_web::dev::Payload,
    ) -> Self::Future {
        std::future::ready(Ok(Self { payload: payload.take(), body: std::marker::PhantomData }))
    }
}

impl<T: serde::de::DeserializeOwned + Default> OptionalJson<T> {
    /// The body, or `T::default()` when there is none.
    pub(crate) async fn read(mut self) -> Result<T, ApiError> {
        let body = read_body(&mut self.payload).await?;
        if body.iter().all(u8::is_ascii_whitespace) {
            return Ok(T::default());
        }
        let mut tree: serde_json::Value =
            serde_json::from_slice(&body).map_err(|e| decoding_problem(&e.to_string()))?;
        // `null` is no body too, as the spec's `oneOf [T, null]` says.
        if tree.is_null() {
            return Ok(T::default());
        }
        body::integral(&mut tree);
        T::deserialize(&tree).map_err(|e| decoding_problem(&e.to_string()))
    }
}

/// Query-string errors become 400 problems.
pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default()
        .error_handler(|err, _| ApiError::bad_request("MALFORMED_QUERY", err.to_string()).into())
}

/// Path errors become 400 problems.
pub fn path_config() -> web::PathConfig {
    web::PathConfig::default()
        .error_handler(|err, _| ApiError::bad_request("MALFORMED_PATH", err.to_string()).into())
}

/// What a path's verb names in `table` (a verb the table lacks is `None`):
/// the tables are the spec's enums too (`openapi::path_verbs`).
pub(crate) fn verb<T: Copy>(table: &[(&str, T)], word: &str) -> Option<T> {
    table.iter().find(|(w, _)| *w == word).map(|&(_, v)| v)
}

/// How an SSE stream's last frame is worded for its caller: in the
/// language its other answers are (`Accept-Language`, else the account's,
/// else English), from the problems' words.
#[derive(Clone)]
pub(crate) struct Ending {
    state: Shared,
    language: crate::language::Language,
}

impl Ending {
    /// For `caller`'s stream opened by `req`.
    pub(crate) fn of(state: &Shared, req: &HttpRequest, caller: Option<&Principal>) -> Ending {
        let accept = req.headers().get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok());
        let language = crate::language::Language::choose(accept, caller.and_then(|c| c.language));
        Ending { state: state.clone(), language }
    }

    /// The last frame of a stream whose caller may no longer act (a
    /// revoked or expired token, a ban): `event: end`, its data the
    /// problem's `status`, `code` and `detail` (in Spanish or Italian, what
    /// the code means). The stream ends after it; reconnecting with the
    /// same token gets the same refusal as a 401 or 403.
    pub(crate) fn frame(&self, e: &ApiError) -> web::Bytes {
        let texts = &self.state.problem_texts;
        let detail = texts.worded_detail(e.code, self.language).unwrap_or(&e.detail);
        let data =
            serde_json::json!({"status": e.status.as_u16(), "code": e.code, "detail": detail});
        web::Bytes::from(format!("event: end\ndata: {data}\n\n"))
    }
}

/// `200 OK` with a JSON body.
fn ok<T: serde::Serialize>(body: &T) -> HttpResponse {
    HttpResponse::Ok().json(body)
}

/// A strong validator of `bytes`: 12 bytes of their SHA-256, quoted.
fn strong_etag(bytes: &[u8]) -> String {
    use sha2::Digest as _;
    format!("\"{}\"", domain::rng::hex(&sha2::Sha256::digest(bytes)[..12]))
}

/// `200 OK` with a JSON body and an `ETag` naming it, or `304 Not
/// Modified` when the request's `If-None-Match` names it already: a list a
/// phone polls costs a few bytes while nothing in it changed.
///
/// # Errors
/// The body did not serialise (a bug).
fn ok_tagged<T: serde::Serialize>(req: &HttpRequest, body: &T) -> Result<HttpResponse, ApiError> {
    let json = serde_json::to_vec(body).map_err(ApiError::internal)?;
    let etag = strong_etag(&json);
    let asked = req.headers().get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok());
    if asked.is_some_and(|asked| none_match(asked, &etag)) {
        return Ok(HttpResponse::NotModified().insert_header((header::ETAG, etag)).finish());
    }
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, etag))
        .content_type("application/json")
        .body(json))
}

/// A body already parsed as JSON, decoded as `T` with the slugs of `board`:
/// a slug that board lacks is 422 `UNKNOWN_COUNTRY` (see [`decoding_problem`]).
pub(crate) fn decode_on<T: serde::de::DeserializeOwned>(
    board: &'static Board,
    mut value: serde_json::Value,
) -> Result<T, ApiError> {
    body::integral(&mut value);
    domain::wire::from_value(board, &value).map_err(|e| decoding_problem(&e.0))
}

/// A body already parsed as JSON, decoded as a `T` that names no country or
/// continent (a TEG II document: its regions are strings), so read on no
/// board.
pub(crate) fn decode<T: serde::de::DeserializeOwned>(
    mut value: serde_json::Value,
) -> Result<T, ApiError> {
    body::integral(&mut value);
    serde_json::from_value(value).map_err(|e| decoding_problem(&e.to_string()))
}

/// As [`decode_on`], and no key the decoded value does not have: serde
/// cannot refuse an unknown key inside an internally tagged enum's unit
/// variant (`{"type": "end_turn", "armies": 3}`), so the body is compared
/// with the value written back. An unknown key is a 400 naming it.
pub(crate) fn decode_strict_on<T: serde::de::DeserializeOwned + serde::Serialize>(
    board: &'static Board,
    mut value: serde_json::Value,
) -> Result<T, ApiError> {
    body::integral(&mut value);
    let decoded: T = domain::wire::from_value(board, &value).map_err(|e| decoding_problem(&e.0))?;
    let written = serde_json::to_value(&decoded).map_err(ApiError::internal)?;
    match unknown_key(&value, &written, "") {
        Some(path) => {
            Err(ApiError::bad_request("MALFORMED_JSON", format!("unknown field `{path}`")))
        }
        None => Ok(decoded),
    }
}

/// The first key of `given` (by its dotted path) that `known` lacks.
fn unknown_key(given: &serde_json::Value, known: &serde_json::Value, at: &str) -> Option<String> {
    let (serde_json::Value::Object(given), serde_json::Value::Object(known)) = (given, known)
    else {
        return None;
    };
    given.iter().find_map(|(key, value)| {
        let path = if at.is_empty() { key.clone() } else { format!("{at}.{key}") };
        match known.get(key) {
            None => Some(path),
            Some(inner) => unknown_key(value, inner, &path),
        }
    })
}
