//! REST v1 (API.md). Handlers are thin: extract, call one use case, map the
//! result; every error goes through [`ApiError`].

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use actix_web::http::header::{self, HeaderValue};
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use domain::app::Ports;
use domain::board::Board;
use domain::color::Color;
use domain::ports::{EventBus, GameId, GameMeta, GameStatus, Role, Subscription};
use domain::rules::{Command, Event, Options};
use serde::{Deserialize, Serialize};

use crate::adapters::bus::AnyBus;
use crate::adapters::db::{Claim, SeaGameStore, SeaIdempotency, SeaUserStore};
use crate::adapters::system::{OsSeeds, SystemClock};
use crate::auth::{Auth, Principal};
use crate::error::ApiError;

/// The use cases over the production adapters.
pub type GamePorts = Ports<SeaGameStore, AnyBus, SystemClock, OsSeeds>;

/// Shared by every request.
#[derive(Debug)]
pub struct AppState {
    /// Game use cases.
    pub games: GamePorts,
    /// Accounts and tokens.
    pub auth: Auth<SeaUserStore, SystemClock>,
    /// Idempotency keys of actions.
    pub idempotency: SeaIdempotency,
    /// Counters for `/metrics`.
    pub metrics: crate::metrics::Metrics,
}

/// Largest JSON body accepted.
pub const BODY_LIMIT: usize = 64 * 1024;
/// Longest long-poll.
pub const MAX_WAIT_SECS: u64 = 30;

/// The authenticated caller (`Authorization: Bearer <JWT>`).
#[derive(Debug, Clone)]
pub struct Caller(pub Principal);

impl Caller {
    fn operator(&self) -> bool {
        self.0.role == Role::Operator
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
            .and_then(|s| s.strip_prefix("Bearer "))
            .map(str::to_owned);
        Box::pin(async move {
            let state =
                state.ok_or_else(|| ApiError::internal("BUG: AppState was not registered"))?;
            let token = token.ok_or_else(ApiError::unauthorized)?;
            Ok(Caller(state.auth.authenticate(&token).await?))
        })
    }
}

/// Routes under `/v1` and the probes.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/healthz", web::get().to(healthz))
        .route("/readyz", web::get().to(readyz))
        .route("/metrics", web::get().to(metrics))
        .service(
            web::scope("/v1")
                .route("/auth/register", web::post().to(register))
                .route("/auth/login", web::post().to(login))
                .route("/auth/guest", web::post().to(guest))
                .route("/rulesets", web::get().to(rulesets))
                .route("/maps/{ruleset}", web::get().to(map))
                .route("/games", web::post().to(create_game))
                .route("/games", web::get().to(list_games))
                .route("/games/{id}", web::get().to(get_game))
                .route("/games/{id}/join", web::post().to(join_game))
                .route("/games/{id}/start", web::post().to(start_game))
                .route("/games/{id}/legal-actions", web::get().to(legal_actions))
                .route("/games/{id}/actions", web::post().to(act))
                .route("/games/{id}/events", web::get().to(events))
                .route("/games/{id}/events/stream", web::get().to(event_stream))
                .route("/admin/games/{id}/position", web::get().to(export_position))
                .route("/admin/games/import", web::post().to(import_game)),
        );
}

/// JSON and query extraction errors become problems (400, or 413 when too large).
pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default().limit(BODY_LIMIT).error_handler(|err, _| {
        use actix_web::error::JsonPayloadError;
        let api = match &err {
            JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
                ApiError::new(
                    actix_web::http::StatusCode::PAYLOAD_TOO_LARGE,
                    "PAYLOAD_TOO_LARGE",
                    format!("bodies are limited to {BODY_LIMIT} bytes"),
                )
            }
            JsonPayloadError::ContentType => {
                ApiError::bad_request("UNSUPPORTED_CONTENT_TYPE", "send application/json")
            }
            other => ApiError::bad_request("MALFORMED_JSON", other.to_string()),
        };
        api.into()
    })
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

async fn metrics(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok().content_type("text/plain; version=0.0.4").body(state.metrics.render())
}

async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({ "status": "ok" }))
}

async fn readyz(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    state.games.store.connection().ping().await.map_err(|e| {
        tracing::warn!(error = %e, "database not reachable");
        ApiError::new(
            actix_web::http::StatusCode::SERVICE_UNAVAILABLE,
            "NOT_READY",
            "the database is unreachable",
        )
    })?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "status": "ready" })))
}

#[derive(Debug, Deserialize)]
struct Credentials {
    username: String,
    password: String,
}

#[derive(Debug, Deserialize)]
struct GuestRequest {
    display_name: String,
}

async fn register(
    state: web::Data<AppState>,
    body: web::Json<Credentials>,
) -> Result<HttpResponse, ApiError> {
    let issued = state.auth.register(&body.username, &body.password).await?;
    Ok(HttpResponse::Created().json(serde_json::json!({
        "user_id": issued.user.0, "token": issued.token, "expires_at": issued.expires_at
    })))
}

async fn login(
    state: web::Data<AppState>,
    body: web::Json<Credentials>,
) -> Result<HttpResponse, ApiError> {
    let issued = state.auth.login(&body.username, &body.password).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({
        "user_id": issued.user.0, "token": issued.token, "expires_at": issued.expires_at
    })))
}

async fn guest(
    state: web::Data<AppState>,
    body: web::Json<GuestRequest>,
) -> Result<HttpResponse, ApiError> {
    let issued = state.auth.guest(&body.display_name).await?;
    Ok(HttpResponse::Created().json(serde_json::json!({
        "user_id": issued.user.0, "token": issued.token, "expires_at": issued.expires_at
    })))
}

async fn rulesets() -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({ "rulesets": [{
        "id": "revancha",
        "name": Board::revancha().name,
        "min_players": 2,
        "max_players": 6,
        "options": Options::default(),
    }]}))
}

async fn map(path: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let board = Board::revancha();
    if *path != board.ruleset {
        return Err(ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "UNKNOWN_RULESET",
            "no such ruleset",
        ));
    }
    let names =
        |n: &domain::board::Names| serde_json::json!({ "es": n.es, "en": n.en, "it": n.it });
    let slug = |c: domain::CountryId| board.country(c).slug.clone();
    Ok(HttpResponse::Ok().json(serde_json::json!({
        "ruleset": board.ruleset,
        "name": board.name,
        "viewbox": [board.viewbox.0, board.viewbox.1],
        "continents": board.continents.iter().map(|k| serde_json::json!({
            "id": k.slug, "names": names(&k.names), "bonus": k.bonus, "color": k.color,
            "countries": k.countries.iter().map(|&c| slug(c)).collect::<Vec<_>>(),
            "card": k.card,
        })).collect::<Vec<_>>(),
        "countries": board.countries.iter().map(|c| serde_json::json!({
            "id": c.slug, "names": names(&c.names), "continent": board.continent(c.continent).slug,
            "island": c.island, "card": c.card, "x": c.x, "y": c.y,
        })).collect::<Vec<_>>(),
        "borders": board.borders.iter().map(|&(a, b)| [slug(a), slug(b)]).collect::<Vec<_>>(),
        "sea_bridges": board.sea_bridges.iter().map(|&(a, b)| [slug(a), slug(b)]).collect::<Vec<_>>(),
    })))
}

/// A game's public summary.
#[derive(Debug, Serialize)]
pub(crate) struct GameSummary {
    id: String,
    ruleset: String,
    status: &'static str,
    max_players: usize,
    options: Options,
    creator: String,
    seats: Vec<SeatDto>,
    created_at_ms: i64,
}

#[derive(Debug, Serialize)]
struct SeatDto {
    user_id: String,
    color: Color,
}

pub(crate) fn summary(m: &GameMeta) -> GameSummary {
    GameSummary {
        id: m.id.0.clone(),
        ruleset: m.ruleset.clone(),
        status: m.status.as_str(),
        max_players: m.max_players,
        options: m.options.clone(),
        creator: m.creator.0.clone(),
        seats: m
            .seats
            .iter()
            .map(|s| SeatDto { user_id: s.user.0.clone(), color: s.color })
            .collect(),
        created_at_ms: m.created_at_ms,
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateGame {
    #[serde(default = "default_ruleset")]
    ruleset: String,
    #[serde(default = "six")]
    max_players: usize,
    #[serde(default)]
    options: Options,
    color: Option<Color>,
}

fn default_ruleset() -> String {
    "revancha".to_owned()
}

fn six() -> usize {
    6
}

async fn create_game(
    state: web::Data<AppState>,
    caller: Caller,
    body: web::Json<CreateGame>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    if body.ruleset != "revancha" {
        return Err(ApiError::new(
            actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
            "UNKNOWN_RULESET",
            format!("unknown ruleset `{}`", body.ruleset),
        ));
    }
    let id = GameId(uuid::Uuid::new_v4().to_string());
    let meta = state
        .games
        .create_game(id, caller.0.user, body.max_players, body.options, body.color)
        .await?;
    state.metrics.game_created();
    Ok(HttpResponse::Created().json(summary(&meta)))
}

#[derive(Debug, Deserialize)]
struct ListQuery {
    status: Option<String>,
    #[serde(default)]
    offset: u64,
    #[serde(default = "twenty")]
    limit: u64,
}

fn twenty() -> u64 {
    20
}

pub(crate) fn parse_status(s: &str) -> Result<GameStatus, ApiError> {
    GameStatus::parse(s)
        .ok_or_else(|| ApiError::bad_request("BAD_STATUS", format!("unknown status `{s}`")))
}

async fn list_games(
    state: web::Data<AppState>,
    _caller: Caller,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let status = query.status.as_deref().map(parse_status).transpose()?;
    let limit = query.limit.clamp(1, 100);
    let (games, total) = state.games.list_games(status, query.offset, limit).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({
        "games": games.iter().map(summary).collect::<Vec<_>>(),
        "total": total, "offset": query.offset, "limit": limit,
    })))
}

async fn get_game(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let id = GameId(id.into_inner());
    let (meta, view) = state.games.view_as(&id, &caller.0.user, caller.operator()).await?;
    let version = view.as_ref().map_or(0, |v| v.version);
    // The ETag names the version and the status (a pause changes nothing else).
    let etag = format!("\"{}-{}\"", version, meta.status.as_str());
    if req.headers().get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()) == Some(etag.as_str())
    {
        return Ok(HttpResponse::NotModified().insert_header((header::ETAG, etag)).finish());
    }
    let body = view_json(&meta, view)?;
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, HeaderValue::from_str(&etag).map_err(ApiError::internal)?))
        .json(body))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinGame {
    color: Option<Color>,
}

async fn join_game(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
    body: Option<web::Json<JoinGame>>,
) -> Result<HttpResponse, ApiError> {
    let color = body.and_then(|b| b.into_inner().color);
    let meta = state.games.join_game(&GameId(id.into_inner()), caller.0.user, color).await?;
    Ok(HttpResponse::Ok().json(summary(&meta)))
}

/// Events with their versions.
#[derive(Debug, Serialize)]
pub(crate) struct Versioned {
    version: u64,
    event: Event,
}

pub(crate) fn versioned(last: u64, events: Vec<Event>) -> Vec<Versioned> {
    let first = last + 1 - u64::try_from(events.len()).unwrap_or(0);
    events.into_iter().zip(first..).map(|(event, version)| Versioned { version, event }).collect()
}

async fn start_game(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let acted = state.games.start_game(&GameId(id.into_inner()), &caller.0.user).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({
        "version": acted.version, "events": versioned(acted.version, acted.events)
    })))
}

async fn legal_actions(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let (version, actions) =
        state.games.legal_actions(&GameId(id.into_inner()), &caller.0.user).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "version": version, "actions": actions })))
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct ActRequest {
    action: Command,
    expected_version: Option<u64>,
}

async fn act(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
    body: web::Json<ActRequest>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let id = GameId(id.into_inner());
    let body = body.into_inner();
    let key = req.headers().get("Idempotency-Key").map(|v| v.to_str().map(str::to_owned));
    let run = || async {
        let acted = state.games.act(&id, &caller.0.user, &body.action, body.expected_version).await;
        match &acted {
            Ok(_) => state.metrics.action_applied(),
            Err(domain::app::AppError::Rule(_)) => state.metrics.action_refused(),
            Err(domain::app::AppError::VersionConflict { .. }) => state.metrics.version_conflict(),
            Err(_) => {}
        }
        let acted = acted?;
        Ok::<_, ApiError>(serde_json::json!({
            "version": acted.version, "events": versioned(acted.version, acted.events)
        }))
    };
    let Some(key) = key else {
        return Ok(HttpResponse::Ok().json(run().await?));
    };
    let key = key.ok().filter(|k| !k.is_empty() && k.len() <= 200).ok_or_else(|| {
        ApiError::bad_request(
            "BAD_IDEMPOTENCY_KEY",
            "Idempotency-Key must be 1 to 200 visible characters",
        )
    })?;
    let user = caller.0.user.0.clone();
    let hash = request_hash(&id, &body)?;
    match state
        .idempotency
        .claim(&user, &key, &id.0, &hash)
        .await
        .map_err(|e| ApiError::internal(format!("{e:?}")))?
    {
        Claim::New => {}
        Claim::Replay { status, body } => {
            let status =
                actix_web::http::StatusCode::from_u16(status).map_err(ApiError::internal)?;
            let kind =
                if status.is_success() { "application/json" } else { "application/problem+json" };
            return Ok(HttpResponse::build(status)
                .insert_header(("Idempotent-Replayed", "true"))
                .content_type(kind)
                .body(body));
        }
        Claim::InProgress => {
            return Err(ApiError::new(
                actix_web::http::StatusCode::CONFLICT,
                "IDEMPOTENCY_IN_PROGRESS",
                "a request with this Idempotency-Key is still running",
            ));
        }
        Claim::Mismatch => {
            return Err(ApiError::new(
                actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
                "IDEMPOTENCY_KEY_REUSED",
                "this Idempotency-Key was used for a different request",
            ));
        }
    }
    let outcome = run().await;
    let (status, text) = match &outcome {
        Ok(v) => (200, v.to_string()),
        Err(e) => (e.status.as_u16(), e.problem_json()),
    };
    if status >= 500 {
        let _ = state.idempotency.release(&user, &key).await;
    } else if let Err(e) = state.idempotency.complete(&user, &key, status, &text).await {
        tracing::warn!(error = ?e, "idempotency response not stored");
    }
    Ok(HttpResponse::Ok().json(outcome?))
}

/// Identifies a request for its idempotency key: the game and the body.
fn request_hash(id: &GameId, body: &ActRequest) -> Result<String, ApiError> {
    use sha2::Digest;
    let text = serde_json::to_string(&(&id.0, &body.action, body.expected_version))
        .map_err(ApiError::internal)?;
    Ok(domain::rng::hex(&sha2::Sha256::digest(text.as_bytes())))
}

#[derive(Debug, Deserialize)]
struct EventsQuery {
    #[serde(default)]
    since: u64,
    #[serde(default)]
    wait: u64,
}

async fn events(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
    query: web::Query<EventsQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = GameId(id.into_inner());
    let (user, operator) = (caller.0.user.clone(), caller.operator());
    let fetch = || state.games.events_as(&id, &user, operator, query.since);
    let mut events = fetch().await?;
    if events.is_empty() && query.wait > 0 {
        // Subscribe first, then look again, so an event committed in between
        // is not missed; the bus message is only a wake-up.
        let mut sub = state.games.bus.subscribe(&id).await.map_err(|e| ApiError::internal(e.0))?;
        events = fetch().await?;
        if events.is_empty() {
            let wait = Duration::from_secs(query.wait.min(MAX_WAIT_SECS));
            let _ = tokio::time::timeout(wait, sub.next()).await;
            events = fetch().await?;
        }
    }
    let last = query.since + u64::try_from(events.len()).unwrap_or(0);
    Ok(HttpResponse::Ok()
        .json(serde_json::json!({ "version": last, "events": versioned(last, events) })))
}

/// Keep-alive comment interval on idle streams (proxies drop silent ones).
const KEEPALIVE: Duration = Duration::from_secs(15);

struct StreamState {
    state: web::Data<AppState>,
    id: GameId,
    user: domain::ports::UserId,
    operator: bool,
    since: u64,
    sub: crate::adapters::bus::AnySubscription,
    pending: std::collections::VecDeque<web::Bytes>,
}

fn sse_frame(version: u64, event: &Event) -> web::Bytes {
    let data = serde_json::to_string(event).unwrap_or_default();
    let kind = serde_json::to_value(event)
        .ok()
        .and_then(|v| v.get("type").and_then(|t| t.as_str()).map(str::to_owned))
        .unwrap_or_else(|| "event".to_owned());
    web::Bytes::from(format!("id: {version}\nevent: {kind}\ndata: {data}\n\n"))
}

/// Server-Sent Events: every event after `since` (or `Last-Event-ID`) as the
/// caller may see it, then each new batch as it is committed. The bus only
/// wakes the stream; events are always read from the database by version, so
/// a lost message delays nothing beyond the keep-alive interval.
async fn event_stream(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
    query: web::Query<EventsQuery>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let id = GameId(id.into_inner());
    let since = req
        .headers()
        .get("Last-Event-ID")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok())
        .unwrap_or(query.since);
    // Fail fast (404, 401) before the stream starts.
    let operator = caller.operator();
    state.games.events_as(&id, &caller.0.user, operator, since).await?;
    let sub = state.games.bus.subscribe(&id).await.map_err(|e| ApiError::internal(e.0))?;
    let start = StreamState {
        state: state.clone(),
        id,
        user: caller.0.user,
        operator,
        since,
        sub,
        pending: std::collections::VecDeque::new(),
    };
    let stream = futures_util::stream::unfold(start, |mut st| async move {
        loop {
            if let Some(frame) = st.pending.pop_front() {
                return Some((Ok::<_, actix_web::Error>(frame), st));
            }
            match st.state.games.events_as(&st.id, &st.user, st.operator, st.since).await {
                Ok(events) if !events.is_empty() => {
                    for e in &events {
                        st.since += 1;
                        st.pending.push_back(sse_frame(st.since, e));
                    }
                    continue;
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!(error = %e, "event stream ends");
                    return None;
                }
            }
            match tokio::time::timeout(KEEPALIVE, st.sub.next()).await {
                Ok(Some(_)) => {}
                Ok(None) => return None,
                Err(_) => st.pending.push_back(web::Bytes::from_static(b": keep-alive\n\n")),
            }
        }
    });
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/event-stream"))
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .streaming(stream))
}

impl Caller {
    fn require_operator(&self) -> Result<(), ApiError> {
        if self.operator() { Ok(()) } else { Err(ApiError::forbidden("operators only")) }
    }
}

async fn export_position(
    state: web::Data<AppState>,
    caller: Caller,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    caller.require_operator()?;
    let position = state.games.export_position(&GameId(id.into_inner())).await?;
    Ok(HttpResponse::Ok().json(position))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ImportRequest {
    position: domain::rules::Position,
    seats: Vec<ImportSeat>,
    /// Hex; overrides the document's seed (puzzles with fixed dice).
    seed: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ImportSeat {
    user_id: String,
    color: Color,
}

fn parse_seed(hex: &str) -> Result<domain::Seed, ApiError> {
    let bad = || ApiError::bad_request("BAD_SEED", "a seed is 64 hex digits");
    if hex.len() != 64 {
        return Err(bad());
    }
    let mut seed = [0u8; 32];
    for (i, byte) in seed.iter_mut().enumerate() {
        *byte = u8::from_str_radix(hex.get(2 * i..2 * i + 2).ok_or_else(bad)?, 16)
            .map_err(|_| bad())?;
    }
    Ok(domain::Seed(seed))
}

async fn import_game(
    state: web::Data<AppState>,
    caller: Caller,
    body: web::Json<ImportRequest>,
) -> Result<HttpResponse, ApiError> {
    caller.require_operator()?;
    let body = body.into_inner();
    let mut position = body.position;
    if let Some(hex) = &body.seed {
        position.seed = domain::rules::Secret::Known(parse_seed(hex)?);
    }
    let seats = body
        .seats
        .into_iter()
        .map(|s| domain::ports::Seat { user: domain::ports::UserId(s.user_id), color: s.color })
        .collect();
    let id = GameId(uuid::Uuid::new_v4().to_string());
    let meta = state.games.import_game(id, caller.0.user, position, seats).await?;
    state.metrics.game_created();
    Ok(HttpResponse::Created().json(summary(&meta)))
}

/// The game view as JSON, with the service's id and status (REST and GraphQL).
pub(crate) fn view_json(
    meta: &GameMeta,
    view: Option<domain::rules::GameView>,
) -> Result<serde_json::Value, ApiError> {
    let mut body = match view {
        Some(v) => serde_json::to_value(&v).map_err(ApiError::internal)?,
        None => serde_json::json!({ "version": 0, "players": [], "countries": [], "you": null }),
    };
    if let Some(obj) = body.as_object_mut() {
        obj.insert("id".to_owned(), serde_json::Value::String(meta.id.0.clone()));
        obj.insert("status".to_owned(), serde_json::Value::String(meta.status.as_str().to_owned()));
        obj.insert(
            "game".to_owned(),
            serde_json::to_value(summary(meta)).map_err(ApiError::internal)?,
        );
    }
    Ok(body)
}
