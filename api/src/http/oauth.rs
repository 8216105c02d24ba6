//! OAuth 2 over HTTP (SVC-OAUTH). Outside `/v1`, as RFC 6749 shapes them:
//! `/oauth/authorize` (the pages, `oauth_pages`), `/oauth/token` and
//! `/oauth/revoke` (form-encoded, answering RFC 6749 §5.2's JSON errors),
//! and the metadata at `/.well-known/oauth-authorization-server` (RFC
//! 8414). Under `/v1`: a developer's apps, a player's grants, and the
//! operators' list and switch. The decisions are `crate::oauth`'s.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::oauth_pages as pages;
use super::responses::{
    AppRefused, MalformedBody, NoGrant, NoOAuthApp, NoToken, NotOperator, ReasonBody, SignInNeeded,
    TooManyApps,
};
use super::{Caller, Operator, Reply, Shared};
use crate::adapters::db::App;
use crate::error::ApiError;
use crate::language::Language;
use crate::oauth::{Authorize, OAuthError, Refusal, TokenRequest};

/// The browser's sign-in to the authorization pages (an hour).
const COOKIE: &str = "teg_oauth";

// ---------------------------------------------------------------------
// The flow.

/// The issuer: this service as the request reached it.
fn issuer(req: &HttpRequest) -> String {
    let info = req.connection_info();
    format!("{}://{}", info.scheme(), info.host())
}

/// RFC 8414 metadata.
pub(super) async fn metadata(req: HttpRequest) -> HttpResponse {
    let base = issuer(&req);
    HttpResponse::Ok().json(serde_json::json!({
        "issuer": base,
        "authorization_endpoint": format!("{base}/oauth/authorize"),
        "token_endpoint": format!("{base}/oauth/token"),
        "revocation_endpoint": format!("{base}/oauth/revoke"),
        "response_types_supported": ["code"],
        "grant_types_supported": ["authorization_code", "refresh_token"],
        "code_challenge_methods_supported": ["S256"],
        "scopes_supported": ["play", "read", "webhook"],
        "token_endpoint_auth_methods_supported": ["none", "client_secret_basic", "client_secret_post"],
        "revocation_endpoint_auth_methods_supported": ["none", "client_secret_basic", "client_secret_post"],
        "service_documentation": format!("{base}/docs/"),
        "ui_locales_supported": ["en", "es", "it"],
    }))
}

/// The pages' language: `ui_locales` (RFC 6749's extension, OpenID's
/// name), else `Accept-Language`, else English.
fn language(req: &HttpRequest) -> Language {
    let asked =
        web::Query::<std::collections::BTreeMap<String, String>>::from_query(req.query_string())
            .ok()
            .and_then(|q| q.get("ui_locales").and_then(|l| l.split(' ').find_map(Language::parse)));
    let header = req.headers().get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok());
    asked.unwrap_or_else(|| Language::choose(header, None))
}

/// The browser's answer to a refused request: a page, or back to the app.
fn refusal(language: Language, ask: &Authorize, refused: Refusal) -> HttpResponse {
    match refused {
        Refusal::Page(why) => pages::refused(language, &why),
        Refusal::Redirect(e) => {
            to_app(ask, &[("error", e.error), ("error_description", &e.description)])
        }
    }
}

fn to_app(ask: &Authorize, params: &[(&str, &str)]) -> HttpResponse {
    let url = crate::oauth::answer_url(&ask.redirect_uri, params, &ask.state);
    HttpResponse::Found()
        .insert_header((header::LOCATION, url))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish()
}

/// The account the browser signed in to the pages with, if still live.
async fn browser_user(
    state: &crate::state::AppState,
    req: &HttpRequest,
) -> Option<domain::ports::User> {
    let cookie = req.cookie(COOKIE)?;
    let now = crate::adapters::system::now_ms();
    let id = crate::oauth::signed_user(&state.oauth_key, "browser", cookie.value(), now)?;
    let user = state.auth.account(&domain::ports::UserId(id)).await.ok()?;
    (!user.is_banned(now) && user.deleted_at_ms.is_none()).then_some(user)
}

/// `GET /oauth/authorize`: the request checked, then the sign-in form, or
/// the consent form for a browser signed in already.
pub(super) async fn authorize(state: Shared, req: HttpRequest) -> HttpResponse {
    let language = language(&req);
    let ask = web::Query::<Authorize>::from_query(req.query_string())
        .map(web::Query::into_inner)
        .unwrap_or_default();
    let (app, scopes) = match crate::oauth::check(&state, &ask).await {
        Ok(found) => found,
        Err(refused) => return refusal(language, &ask, refused),
    };
    match browser_user(&state, &req).await {
        Some(user) => consent(&state, language, &ask, &app, scopes, &user),
        None => pages::sign_in(language, &ask, false),
    }
}

fn consent(
    state: &crate::state::AppState,
    language: Language,
    ask: &Authorize,
    app: &App,
    scopes: domain::ports::Scopes,
    user: &domain::ports::User,
) -> HttpResponse {
    let exp = crate::adapters::system::now_ms() + crate::oauth::PAGE_LIFETIME_MS;
    let ticket =
        crate::oauth::sign(&state.oauth_key, &crate::oauth::consent_text(ask), &user.id.0, exp);
    pages::consent(language, ask, (&app.name, &user.display_name), scopes, &ticket)
}

/// What the pages' forms post: the request, and a sign-in or a decision.
#[derive(Debug, Deserialize)]
pub(super) struct Posted {
    #[serde(flatten)]
    ask: Authorize,
    #[serde(default)]
    username: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    decision: String,
    #[serde(default)]
    ticket: String,
}

/// `POST /oauth/authorize`: a sign-in (then the consent form, and the
/// browser stays signed in to the pages for an hour), or the consent
/// form's decision (then back to the app with a code, or `access_denied`).
pub(super) async fn decide(state: Shared, req: HttpRequest, body: web::Bytes) -> HttpResponse {
    let language = language(&req);
    let Ok(posted) = serde_urlencoded::from_bytes::<Posted>(&body) else {
        return pages::refused(language, "the form could not be read");
    };
    let ask = &posted.ask;
    let (app, scopes) = match crate::oauth::check(&state, ask).await {
        Ok(found) => found,
        Err(refused) => return refusal(language, ask, refused),
    };
    let now = crate::adapters::system::now_ms();
    if !posted.decision.is_empty() {
        let text = crate::oauth::consent_text(ask);
        let Some(user) = crate::oauth::signed_user(&state.oauth_key, &text, &posted.ticket, now)
        else {
            return pages::expired(language);
        };
        if posted.decision != "approve" {
            return to_app(
                ask,
                &[("error", "access_denied"), ("error_description", "the user said no")],
            );
        }
        return match crate::oauth::approve(&state, &domain::ports::UserId(user), ask, scopes).await
        {
            Ok(code) => to_app(ask, &[("code", &code)]),
            Err(e) => to_app(ask, &[("error", e.error), ("error_description", &e.description)]),
        };
    }
    let peer = super::client_address(&req);
    match crate::signin::login_throttled(
        &state,
        &posted.username,
        &posted.password,
        peer.as_deref(),
        None,
    )
    .await
    {
        Ok((user, _)) => {
            let signed = crate::oauth::sign(
                &state.oauth_key,
                "browser",
                &user.id.0,
                now + crate::oauth::PAGE_LIFETIME_MS,
            );
            let cookie = actix_web::cookie::Cookie::build(COOKIE, signed)
                .path("/oauth")
                .http_only(true)
                .secure(state.cookie_secure)
                .same_site(actix_web::cookie::SameSite::Lax)
                .max_age(actix_web::cookie::time::Duration::hours(1))
                .finish();
            let mut page = consent(&state, language, ask, &app, scopes, &user);
            let _ = page.add_cookie(&cookie);
            page
        }
        Err(e) if e.code == "LOGIN_THROTTLED" => {
            let mut page = pages::sign_in(language, ask, true);
            *page.status_mut() = actix_web::http::StatusCode::TOO_MANY_REQUESTS;
            page
        }
        Err(_) => pages::sign_in(language, ask, true),
    }
}

/// HTTP Basic client credentials (RFC 6749 §2.3.1: each part
/// form-encoded), if sent.
fn basic(req: &HttpRequest) -> Option<(String, String)> {
    use base64::Engine as _;
    let value = req.headers().get(header::AUTHORIZATION)?.to_str().ok()?;
    let encoded = value.strip_prefix("Basic ").or_else(|| value.strip_prefix("basic "))?;
    let decoded = base64::engine::general_purpose::STANDARD.decode(encoded.trim()).ok()?;
    let text = String::from_utf8(decoded).ok()?;
    let (id, secret) = text.split_once(':')?;
    let unform = |s: &str| {
        serde_urlencoded::from_str::<Vec<(String, String)>>(&format!("x={s}"))
            .ok()
            .and_then(|mut v| v.pop())
            .map(|(_, v)| v)
    };
    Some((unform(id)?, unform(secret)?))
}

fn oauth_error(e: &OAuthError, basic_used: bool) -> HttpResponse {
    let mut answer =
        HttpResponse::build(actix_web::http::StatusCode::from_u16(e.status()).unwrap_or_default());
    answer
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::PRAGMA, "no-cache"));
    if e.error == "invalid_client" && basic_used {
        answer.insert_header((header::WWW_AUTHENTICATE, "Basic realm=\"teg\""));
    }
    answer.json(serde_json::json!({"error": e.error, "error_description": e.description}))
}

fn form(body: &[u8]) -> Result<TokenRequest, OAuthError> {
    serde_urlencoded::from_bytes(body).map_err(|e| OAuthError {
        error: "invalid_request",
        description: format!("the body is not a form: {e}"),
    })
}

/// `POST /oauth/token` (form-encoded): `grant_type=authorization_code`
/// with `code`, `redirect_uri`, `code_verifier` and the client, or
/// `grant_type=refresh_token` with `refresh_token` and the client.
pub(super) async fn token(state: Shared, req: HttpRequest, body: web::Bytes) -> HttpResponse {
    let credentials = basic(&req);
    let basic_used = credentials.is_some();
    let answer = match form(&body) {
        Ok(form) => crate::oauth::token(&state, credentials, &form).await,
        Err(e) => Err(e),
    };
    match answer {
        Ok(tokens) => HttpResponse::Ok()
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .insert_header((header::PRAGMA, "no-cache"))
            .json(tokens),
        Err(e) => oauth_error(&e, basic_used),
    }
}

/// `POST /oauth/revoke` (RFC 7009): `token` and the client; 200 whether or
/// not the token was known.
pub(super) async fn revoke(state: Shared, req: HttpRequest, body: web::Bytes) -> HttpResponse {
    let credentials = basic(&req);
    let basic_used = credentials.is_some();
    let done = match form(&body) {
        Ok(form) => crate::oauth::revoke(&state, credentials, &form).await,
        Err(e) => Err(e),
    };
    match done {
        Ok(()) => HttpResponse::Ok().insert_header((header::CACHE_CONTROL, "no-store")).finish(),
        Err(e) => oauth_error(&e, basic_used),
    }
}

// ---------------------------------------------------------------------
// Apps and grants.

/// An app to register.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewApp {
    /// Its name, shown on the consent page: 1 to 60 characters.
    #[schema(min_length = 1, max_length = 60)]
    pub name: String,
    /// Where the browser may be sent back: `https://`, a loopback
    /// `http://` (127.0.0.1, `[::1]` or localhost, any port at request
    /// time) or a private-use scheme with a dot (`com.example.app:/cb`).
    #[schema(min_items = 1, max_items = 10)]
    pub redirect_uris: Vec<String>,
    /// A confidential app (a server that keeps a secret) rather than a
    /// public one (a mobile or browser app, PKCE alone).
    #[serde(default)]
    pub confidential: bool,
}

/// A registered app.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct AppDto {
    /// Its client id.
    pub client_id: String,
    /// A confidential app's secret: shown once, at registration.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub client_secret: Option<String>,
    /// Its name.
    pub name: String,
    /// Its redirect URIs.
    pub redirect_uris: Vec<String>,
    /// Confidential or public.
    pub confidential: bool,
    /// Who registered it (a user id).
    pub owner_id: String,
    /// When (RFC 3339).
    pub created_at: String,
    /// When an operator disabled it (RFC 3339), if one did.
    pub disabled_at: Option<String>,
    /// Why.
    pub disabled_reason: Option<String>,
}

/// Apps.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct AppList {
    /// Oldest first.
    pub apps: Vec<AppDto>,
}

/// The caller's grants.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct GrantList {
    /// By the app's name.
    pub grants: Vec<crate::dto::GrantDto>,
}

fn app_dto(a: App, client_secret: Option<String>) -> AppDto {
    let (disabled_at, disabled_reason) = match a.disabled {
        Some((at, why)) => (Some(crate::time::rfc3339(at)), Some(why)),
        None => (None, None),
    };
    AppDto {
        client_id: a.client_id,
        client_secret,
        name: a.name,
        redirect_uris: a.redirect_uris,
        confidential: a.confidential,
        owner_id: a.owner.0,
        created_at: crate::time::rfc3339(a.created_at_ms),
        disabled_at,
        disabled_reason,
    }
}

fn unprocessable(detail: impl Into<String>) -> ApiError {
    ApiError::unprocessable("INVALID_OAUTH_APP", detail)
}

/// Registers an app that may ask players for access (the authorization
/// code grant with PKCE, `/oauth/authorize`). A confidential app's
/// `client_secret` is in this answer only.
#[utoipa::path(post, operation_id = "registerOAuthApp", path = "/v1/oauth/apps", tag = "oauth",
    security(("bearer" = [])),
    request_body = NewApp,
    responses(
        (status = 201, description = "Registered", body = AppDto),
        MalformedBody,
        NoToken,
        SignInNeeded,
        TooManyApps,
        AppRefused,
    ))]
pub(super) async fn register(
    state: Shared,
    caller: Caller,
    body: super::body::Body<NewApp>,
) -> Reply {
    let name = body.name.trim();
    if name.is_empty() || name.chars().count() > 60 || name.chars().any(char::is_control) {
        return Err(unprocessable("an app's name has 1 to 60 characters"));
    }
    if body.redirect_uris.is_empty() || body.redirect_uris.len() > crate::oauth::MOST_REDIRECTS {
        return Err(unprocessable("an app has 1 to 10 redirect URIs"));
    }
    for uri in &body.redirect_uris {
        crate::oauth::check_redirect_uri(uri).map_err(unprocessable)?;
    }
    if state.oauth.apps(Some(&caller.0.user), crate::oauth::MOST_APPS).await?.len()
        >= usize::try_from(crate::oauth::MOST_APPS).unwrap_or(usize::MAX)
    {
        return Err(ApiError::new(
            actix_web::http::StatusCode::CONFLICT,
            "TOO_MANY_APPS",
            "a developer registers at most 20 apps: delete one first",
        ));
    }
    let secret = body.confidential.then(crate::auth::random_secret);
    let app = App {
        client_id: format!("teg-{}", uuid::Uuid::new_v4().simple()),
        owner: caller.0.user.clone(),
        name: name.to_owned(),
        redirect_uris: body.redirect_uris.clone(),
        confidential: body.confidential,
        secret_hash: secret.as_deref().map(crate::auth::secret_hash),
        created_at_ms: crate::adapters::system::now_ms(),
        disabled: None,
    };
    state.oauth.register(&app).await?;
    Ok(HttpResponse::Created().json(app_dto(app, secret)))
}

/// The apps the caller registered.
#[utoipa::path(get, operation_id = "listOAuthApps", path = "/v1/oauth/apps", tag = "oauth",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The apps", body = AppList),
        NoToken,
        SignInNeeded,
    ))]
pub(super) async fn mine(state: Shared, caller: Caller) -> Reply {
    let apps = state.oauth.apps(Some(&caller.0.user), crate::oauth::MOST_APPS).await?;
    Ok(super::ok(&AppList { apps: apps.into_iter().map(|a| app_dto(a, None)).collect() }))
}

fn no_app(client_id: &str) -> ApiError {
    ApiError::new(
        actix_web::http::StatusCode::NOT_FOUND,
        "OAUTH_APP_NOT_FOUND",
        format!("no app `{client_id}` here"),
    )
}

/// Deletes one of the caller's apps: every token it holds stops at once.
#[utoipa::path(delete, operation_id = "deleteOAuthApp", path = "/v1/oauth/apps/{client_id}", tag = "oauth",
    security(("bearer" = [])),
    params(("client_id" = String, Path, description = "The app")),
    responses(
        (status = 204, description = "Deleted"),
        NoToken,
        SignInNeeded,
        NoOAuthApp,
    ))]
pub(super) async fn delete(state: Shared, caller: Caller, client_id: web::Path<String>) -> Reply {
    if !state.oauth.delete(&caller.0.user, &client_id).await? {
        return Err(no_app(&client_id));
    }
    crate::oauth::revoke_grants(&state, &client_id, None).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The apps the caller lets act for them.
#[utoipa::path(get, operation_id = "listGrants", path = "/v1/me/grants", tag = "oauth",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The grants", body = GrantList),
        NoToken,
        SignInNeeded,
    ))]
pub(super) async fn grants(state: Shared, caller: Caller) -> Reply {
    let now = crate::adapters::system::now_ms();
    let grants = state.oauth.grants(&caller.0.user, now).await?;
    Ok(super::ok(&GrantList { grants: grants.into_iter().map(Into::into).collect() }))
}

/// Takes a grant back: the app's access and refresh tokens stop at once,
/// on every channel.
#[utoipa::path(delete, operation_id = "revokeGrant", path = "/v1/me/grants/{client_id}", tag = "oauth",
    security(("bearer" = [])),
    params(("client_id" = String, Path, description = "The app")),
    responses(
        (status = 204, description = "Revoked"),
        NoToken,
        SignInNeeded,
        NoGrant,
    ))]
pub(super) async fn revoke_grant(
    state: Shared,
    caller: Caller,
    client_id: web::Path<String>,
) -> Reply {
    if crate::oauth::revoke_grants(&state, &client_id, Some(&caller.0.user)).await? == 0 {
        return Err(ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "GRANT_NOT_FOUND",
            format!("the caller has granted nothing to `{client_id}`"),
        ));
    }
    Ok(HttpResponse::NoContent().finish())
}

/// Every app, for operators.
#[utoipa::path(get, operation_id = "adminListOAuthApps", path = "/v1/admin/oauth/apps", tag = "operators",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "At most 500 apps, oldest first", body = AppList),
        NoToken,
        NotOperator,
    ))]
pub(super) async fn all(state: Shared, _operator: Operator) -> Reply {
    let apps = state.oauth.apps(None, 500).await?;
    Ok(super::ok(&AppList { apps: apps.into_iter().map(|a| app_dto(a, None)).collect() }))
}

/// Disables an app: it can ask no one any more, and every token it holds
/// stops at once. Audited.
#[utoipa::path(post, operation_id = "disableOAuthApp", path = "/v1/admin/oauth/apps/{client_id}/disable", tag = "operators",
    security(("bearer" = [])),
    params(("client_id" = String, Path, description = "The app")),
    request_body = crate::dto::Reason,
    responses(
        (status = 200, description = "Disabled", body = AppDto),
        ReasonBody,
        NoToken,
        NotOperator,
        NoOAuthApp,
    ))]
pub(super) async fn disable(
    state: Shared,
    operator: Operator,
    client_id: web::Path<String>,
    body: super::body::Body<crate::dto::Reason>,
) -> Reply {
    let app = crate::oauth::disable(&state, &operator.0.user, &client_id, &body.reason).await?;
    Ok(super::ok(&app_dto(app.ok_or_else(|| no_app(&client_id))?, None)))
}
