//! OAuth 2 for third-party apps (SVC-OAUTH): the authorization code grant
//! with PKCE, S256 only (RFC 6749 §4.1, RFC 7636), for web and native apps
//! (RFC 8252: loopback redirects on any port, private-use URI schemes),
//! refresh tokens that rotate, revocation (RFC 7009) and the server's
//! metadata (RFC 8414). A grant is a session of the user's, granted to the
//! app with the scopes approved (`auth::grants`): the app's tokens are
//! checked, limited and revoked on every channel as any token is.
//!
//! The transports (`http::oauth`) parse and render; this module decides.

use domain::ports::{Scope, Scopes, UserId};
use hmac::{KeyInit as _, Mac as _};

use crate::adapters::db::{App, Code, Taken};
use crate::auth::{GrantRefused, random_secret, secret_hash};
use crate::state::AppState;

/// How long an authorization code works: ten minutes (RFC 6749 §4.1.2).
pub const CODE_LIFETIME_MS: i64 = 10 * 60_000;
/// How long a consent form may be answered, and a browser stays signed in
/// to the authorization pages.
pub const PAGE_LIFETIME_MS: i64 = 60 * 60_000;
/// The most redirect URIs an app registers.
pub const MOST_REDIRECTS: usize = 10;
/// The most apps one developer registers.
pub const MOST_APPS: u64 = 20;

/// An RFC 6749 §5.2 error (also §4.1.2.1's, sent to the redirect URI).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OAuthError {
    /// `invalid_request`, `invalid_client`, `invalid_grant`,
    /// `unauthorized_client`, `unsupported_grant_type`, `invalid_scope`,
    /// `access_denied`, `unsupported_response_type`, `server_error`.
    pub error: &'static str,
    /// In words.
    pub description: String,
}

impl OAuthError {
    fn new(error: &'static str, description: impl Into<String>) -> Self {
        Self { error, description: description.into() }
    }

    /// The HTTP status of a token or revocation endpoint's answer: 401 for
    /// `invalid_client`, 500 for `server_error`, else 400.
    #[must_use]
    pub fn status(&self) -> u16 {
        match self.error {
            "invalid_client" => 401,
            "server_error" => 500,
            _ => 400,
        }
    }
}

fn server_error(e: impl std::fmt::Debug) -> OAuthError {
    tracing::warn!(error = ?e, "oauth: storage failed");
    OAuthError::new("server_error", "the service could not answer; try again")
}

/// Scopes as OAuth writes them: names separated by spaces, each one of
/// `play`, `read`, `webhook`.
///
/// # Errors
/// `invalid_scope` naming an unknown one, or none at all.
pub fn parse_scopes(text: &str) -> Result<Scopes, OAuthError> {
    let mut scopes = Scopes::NONE;
    for name in text.split(' ').filter(|n| !n.is_empty()) {
        let scope = Scope::parse(name).ok_or_else(|| {
            OAuthError::new(
                "invalid_scope",
                format!("`{name}` is not a scope: play, read, webhook"),
            )
        })?;
        scopes = scopes.with(scope);
    }
    if scopes == Scopes::NONE {
        return Err(OAuthError::new("invalid_scope", "ask for at least one scope"));
    }
    Ok(scopes)
}

/// A loopback redirect (RFC 8252 §7.3): `http` to 127.0.0.1, `[::1]` or
/// `localhost`, whose port may change from one request to the next.
fn loopback(url: &reqwest::Url) -> bool {
    url.scheme() == "http" && matches!(url.host_str(), Some("127.0.0.1" | "[::1]" | "localhost"))
}

/// Whether a redirect URI may be registered: `https`, a loopback `http`
/// (RFC 8252 §7.3) or a private-use scheme with a dot (§7.1, such as
/// `com.example.app:/callback`); never a fragment.
///
/// # Errors
/// Why not, in words.
pub fn check_redirect_uri(uri: &str) -> Result<(), String> {
    if uri.len() > 2_048 {
        return Err("a redirect URI has at most 2,048 characters".to_owned());
    }
    let url =
        reqwest::Url::parse(uri).map_err(|e| format!("`{uri}` is not an absolute URI: {e}"))?;
    if url.fragment().is_some() {
        return Err(format!("`{uri}` has a fragment, which a redirect URI must not"));
    }
    let ok = match url.scheme() {
        "https" => url.host_str().is_some(),
        "http" => loopback(&url),
        scheme => scheme.contains('.'),
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "`{uri}` is not https://, a loopback http:// (127.0.0.1, [::1], localhost) or a private-use scheme such as com.example.app:/callback"
        ))
    }
}

/// Whether `asked` is one of the app's redirect URIs: the same text, or
/// for a loopback one the same but for the port (RFC 8252 §7.3).
#[must_use]
pub fn redirect_matches(registered: &[String], asked: &str) -> bool {
    if registered.iter().any(|r| r == asked) {
        return true;
    }
    let Ok(mut asked) = reqwest::Url::parse(asked) else { return false };
    if !loopback(&asked) {
        return false;
    }
    let _ = asked.set_port(None);
    registered.iter().any(|r| {
        reqwest::Url::parse(r)
            .is_ok_and(|mut r| loopback(&r) && r.set_port(None).is_ok() && r == asked)
    })
}

/// RFC 7636's S256: base64url(SHA-256(verifier)), no padding.
#[must_use]
pub fn s256(verifier: &str) -> String {
    use base64::Engine as _;
    use sha2::Digest as _;
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .encode(sha2::Sha256::digest(verifier.as_bytes()))
}

/// A code verifier or challenge as RFC 7636 §4.1 writes them: 43 to 128
/// unreserved characters.
fn pkce_text(text: &str) -> bool {
    (43..=128).contains(&text.len())
        && text.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~'))
}

/// An authorization request's parameters (RFC 6749 §4.1.1, RFC 7636 §4.3).
#[derive(Debug, Clone, Default, serde::Deserialize, serde::Serialize)]
pub struct Authorize {
    /// `code`.
    #[serde(default)]
    pub response_type: String,
    /// The app.
    #[serde(default)]
    pub client_id: String,
    /// Where to send the answer.
    #[serde(default)]
    pub redirect_uri: String,
    /// Scopes asked for.
    #[serde(default)]
    pub scope: String,
    /// The app's own value, sent back.
    #[serde(default)]
    pub state: String,
    /// The PKCE challenge.
    #[serde(default)]
    pub code_challenge: String,
    /// `S256`.
    #[serde(default)]
    pub code_challenge_method: String,
}

/// Why an authorization request is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The client or its redirect URI is wrong: the browser is not sent
    /// anywhere (RFC 6749 §4.1.2.1); a page says why.
    Page(String),
    /// Anything else: sent to the redirect URI.
    Redirect(OAuthError),
}

/// Checks an authorization request: the app and the scopes it may be
/// granted.
///
/// # Errors
/// A [`Refusal`].
pub async fn check(state: &AppState, ask: &Authorize) -> Result<(App, Scopes), Refusal> {
    let app = state
        .oauth
        .app(&ask.client_id)
        .await
        .map_err(|e| Refusal::Page(server_error(e).description))?
        .ok_or_else(|| Refusal::Page(format!("no app has the client id `{}`", ask.client_id)))?;
    if !redirect_matches(&app.redirect_uris, &ask.redirect_uri) {
        return Err(Refusal::Page(format!(
            "`{}` is not a redirect URI of the app `{}`",
            ask.redirect_uri, app.name
        )));
    }
    if app.disabled.is_some() {
        return Err(Refusal::Redirect(OAuthError::new(
            "unauthorized_client",
            "the app was disabled by the service's operators",
        )));
    }
    if ask.response_type != "code" {
        return Err(Refusal::Redirect(OAuthError::new(
            "unsupported_response_type",
            "only response_type=code is supported",
        )));
    }
    if ask.code_challenge_method != "S256" || !pkce_text(&ask.code_challenge) {
        return Err(Refusal::Redirect(OAuthError::new(
            "invalid_request",
            "PKCE is required: code_challenge (43 to 128 characters) with code_challenge_method=S256",
        )));
    }
    let scopes = parse_scopes(&ask.scope).map_err(Refusal::Redirect)?;
    Ok((app, scopes))
}

/// The code for an approved request, kept for ten minutes.
///
/// # Errors
/// Storage.
pub async fn approve(
    state: &AppState,
    user: &UserId,
    ask: &Authorize,
    scopes: Scopes,
) -> Result<String, OAuthError> {
    let code = random_secret();
    let kept = Code {
        hash: secret_hash(&code),
        client_id: ask.client_id.clone(),
        user: user.clone(),
        redirect_uri: ask.redirect_uri.clone(),
        scopes,
        challenge: ask.code_challenge.clone(),
        expires_at_ms: crate::adapters::system::now_ms() + CODE_LIFETIME_MS,
    };
    state.oauth.keep_code(&kept).await.map_err(server_error)?;
    // Codes a day past their end are of no more use, even to tell a reuse.
    if let Err(e) = state.oauth.prune_codes(kept.expires_at_ms - 86_400_000).await {
        tracing::warn!(error = ?e, "oauth: old codes were not pruned");
    }
    Ok(code)
}

/// Where the browser goes with the answer: the redirect URI with `params`
/// added to its query (and `state`, when the app sent one).
#[must_use]
pub fn answer_url(redirect_uri: &str, params: &[(&str, &str)], app_state: &str) -> String {
    let Ok(mut url) = reqwest::Url::parse(redirect_uri) else {
        return redirect_uri.to_owned();
    };
    {
        let mut query = url.query_pairs_mut();
        for (k, v) in params {
            query.append_pair(k, v);
        }
        if !app_state.is_empty() {
            query.append_pair("state", app_state);
        }
    }
    url.to_string()
}

/// A token request (RFC 6749 §4.1.3 and §6), form-encoded.
#[derive(Debug, Clone, Default, serde::Deserialize)]
pub struct TokenRequest {
    /// `authorization_code` or `refresh_token`.
    #[serde(default)]
    pub grant_type: String,
    /// The code.
    #[serde(default)]
    pub code: String,
    /// The redirect URI of the authorization request.
    #[serde(default)]
    pub redirect_uri: String,
    /// The PKCE verifier.
    #[serde(default)]
    pub code_verifier: String,
    /// The refresh token.
    #[serde(default)]
    pub refresh_token: String,
    /// Scopes asked for at a refresh (no more than granted).
    #[serde(default)]
    pub scope: String,
    /// The client, when it does not authenticate with HTTP Basic.
    #[serde(default)]
    pub client_id: String,
    /// A confidential client's secret, when not in HTTP Basic.
    #[serde(default)]
    pub client_secret: String,
    /// RFC 7009: the token to revoke.
    #[serde(default)]
    pub token: String,
    /// RFC 7009: a hint, ignored (both kinds are looked up).
    #[serde(default)]
    pub token_type_hint: String,
}

/// The token endpoint's answer (RFC 6749 §5.1).
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct TokenAnswer {
    /// The bearer token for the API.
    pub access_token: String,
    /// `Bearer`.
    pub token_type: &'static str,
    /// Seconds the access token lives.
    pub expires_in: i64,
    /// The refresh token: used once, it is replaced by the answer's.
    pub refresh_token: String,
    /// The scopes granted, separated by spaces.
    pub scope: String,
}

/// The client a token or revocation request comes from: HTTP Basic
/// (`client_id:client_secret`, form-encoded first, RFC 6749 §2.3.1) or the
/// form's `client_id` and `client_secret`. A confidential app must give
/// its secret; a public app has none to give.
async fn client(
    state: &AppState,
    basic: Option<(String, String)>,
    form: &TokenRequest,
) -> Result<App, OAuthError> {
    let (id, secret) = match basic {
        Some((id, secret)) => (id, Some(secret)),
        None => (
            form.client_id.clone(),
            (!form.client_secret.is_empty()).then(|| form.client_secret.clone()),
        ),
    };
    let unknown = || OAuthError::new("invalid_client", "unknown client or wrong secret");
    let app = state.oauth.app(&id).await.map_err(server_error)?.ok_or_else(unknown)?;
    match (&app.secret_hash, secret) {
        (Some(hash), Some(secret)) if teg_dashboard::session::same(hash, &secret_hash(&secret)) => {
        }
        (None, None) => {}
        _ => return Err(unknown()),
    }
    if app.disabled.is_some() {
        return Err(OAuthError::new(
            "invalid_client",
            "the app was disabled by the service's operators",
        ));
    }
    Ok(app)
}

/// The token endpoint: a code traded (with its verifier) or a refresh
/// token rotated.
///
/// # Errors
/// RFC 6749 §5.2's errors.
pub async fn token(
    state: &AppState,
    basic: Option<(String, String)>,
    form: &TokenRequest,
) -> Result<TokenAnswer, OAuthError> {
    let app = client(state, basic, form).await?;
    match form.grant_type.as_str() {
        "authorization_code" => trade_code(state, &app, form).await,
        "refresh_token" => {
            if form.refresh_token.is_empty() {
                return Err(OAuthError::new("invalid_request", "refresh_token is missing"));
            }
            let (issued, scopes) =
                state.auth.refresh_grant(&form.refresh_token, &app.client_id).await.map_err(
                    |e| match e {
                        GrantRefused::InvalidGrant(why) => OAuthError::new("invalid_grant", why),
                        GrantRefused::Auth(crate::auth::AuthError::Banned) => {
                            OAuthError::new("invalid_grant", "the account is banned")
                        }
                        GrantRefused::Auth(e) => server_error(e),
                    },
                )?;
            if !form.scope.is_empty() {
                let asked = parse_scopes(&form.scope)?;
                if Scope::ALL.into_iter().any(|s| asked.has(s) && !scopes.has(s)) {
                    return Err(OAuthError::new(
                        "invalid_scope",
                        "a refresh asks for no scope beyond the grant's",
                    ));
                }
            }
            Ok(answer(issued, scopes))
        }
        "" => Err(OAuthError::new("invalid_request", "grant_type is missing")),
        other => Err(OAuthError::new(
            "unsupported_grant_type",
            format!("`{other}`: authorization_code or refresh_token"),
        )),
    }
}

fn answer(issued: crate::auth::Issued, scopes: Scopes) -> TokenAnswer {
    TokenAnswer {
        access_token: issued.token,
        token_type: "Bearer",
        expires_in: issued.expires_in,
        refresh_token: issued.refresh_token,
        scope: scopes.to_text(),
    }
}

async fn trade_code(
    state: &AppState,
    app: &App,
    form: &TokenRequest,
) -> Result<TokenAnswer, OAuthError> {
    if form.code.is_empty() || form.code_verifier.is_empty() {
        return Err(OAuthError::new("invalid_request", "code and code_verifier are required"));
    }
    let now = crate::adapters::system::now_ms();
    let hash = secret_hash(&form.code);
    let code = match state.oauth.take_code(&hash, now).await.map_err(server_error)? {
        Taken::Unknown => return Err(OAuthError::new("invalid_grant", "unknown code")),
        Taken::Used(session) => {
            // RFC 6749 §4.1.2: a code used twice revokes what it opened.
            if let Some(session) = session {
                state.auth.end_granted(&session).await.map_err(server_error)?;
            }
            return Err(OAuthError::new(
                "invalid_grant",
                "the code was used before: the tokens it gave are revoked",
            ));
        }
        Taken::Fresh(code) => code,
    };
    if code.client_id != app.client_id {
        return Err(OAuthError::new("invalid_grant", "the code was issued to another client"));
    }
    if code.expires_at_ms <= now {
        return Err(OAuthError::new("invalid_grant", "the code has expired (10 minutes)"));
    }
    if code.redirect_uri != form.redirect_uri {
        return Err(OAuthError::new(
            "invalid_grant",
            "redirect_uri differs from the authorization request's",
        ));
    }
    if !pkce_text(&form.code_verifier)
        || !teg_dashboard::session::same(&s256(&form.code_verifier), &code.challenge)
    {
        return Err(OAuthError::new(
            "invalid_grant",
            "the code_verifier does not match the code_challenge",
        ));
    }
    let issued =
        state.auth.grant(&code.user, (&app.client_id, &app.name), code.scopes).await.map_err(
            |e| match e {
                crate::auth::AuthError::Banned | crate::auth::AuthError::InvalidToken => {
                    OAuthError::new("invalid_grant", "the account can no longer grant")
                }
                e => server_error(e),
            },
        )?;
    state.oauth.code_opened(&hash, &issued.session).await.map_err(server_error)?;
    Ok(answer(issued, code.scopes))
}

/// RFC 7009: revokes an app's access or refresh token (an unknown one is
/// not an error).
///
/// # Errors
/// `invalid_client`, `invalid_request` without a token, storage.
pub async fn revoke(
    state: &AppState,
    basic: Option<(String, String)>,
    form: &TokenRequest,
) -> Result<(), OAuthError> {
    let app = client(state, basic, form).await?;
    if form.token.is_empty() {
        return Err(OAuthError::new("invalid_request", "token is missing"));
    }
    state.auth.revoke_granted(&form.token, &app.client_id).await.map_err(server_error)?;
    Ok(())
}

/// Revokes the sessions granted to `client_id` (by `user` alone, when
/// given): at once here, within the watcher's delay elsewhere. How many.
///
/// # Errors
/// Storage.
pub async fn revoke_grants(
    state: &AppState,
    client_id: &str,
    user: Option<&UserId>,
) -> Result<usize, domain::ports::StoreError> {
    let now = crate::adapters::system::now_ms();
    let ended = state.oauth.revoke_grants(client_id, user, now).await?;
    for (session, user) in &ended {
        state.auth.heard_revoked(session, user);
    }
    Ok(ended.len())
}

/// The authorization pages' key: HMAC-SHA256 of a label under the JWT
/// secret, so that it is as secret as the secret and signs nothing else.
#[must_use]
pub fn page_key(jwt_secret: &[u8]) -> Vec<u8> {
    let mut m = hmac::Hmac::<sha2::Sha256>::new_from_slice(jwt_secret)
        .unwrap_or_else(|_| unreachable!("HMAC takes a key of any length"));
    m.update(b"teg oauth pages");
    m.finalize().into_bytes().to_vec()
}

/// A signed, expiring statement for the authorization pages: `what` holds
/// for `user` until `exp_ms` (`user.exp.mac`), under the service's key.
#[must_use]
pub fn sign(key: &[u8], what: &str, user: &str, exp_ms: i64) -> String {
    format!("{user}.{exp_ms}.{}", mac(key, what, user, exp_ms))
}

/// The user a [`sign`]ed statement of `what` names, while it holds.
#[must_use]
pub fn signed_user(key: &[u8], what: &str, signed: &str, now_ms: i64) -> Option<String> {
    let mut parts = signed.rsplitn(3, '.');
    let (tag, exp, user) = (parts.next()?, parts.next()?, parts.next()?);
    let exp: i64 = exp.parse().ok()?;
    (exp > now_ms && teg_dashboard::session::same(tag, &mac(key, what, user, exp)))
        .then(|| user.to_owned())
}

fn mac(key: &[u8], what: &str, user: &str, exp_ms: i64) -> String {
    let mut m = hmac::Hmac::<sha2::Sha256>::new_from_slice(key)
        .unwrap_or_else(|_| unreachable!("HMAC takes a key of any length"));
    m.update(format!("{what}\n{user}\n{exp_ms}").as_bytes());
    domain::rng::hex(&m.finalize().into_bytes())
}

/// What a consent ticket signs: the whole request, so a form cannot be
/// replayed for another app, redirect, scope or challenge.
#[must_use]
pub fn consent_text(ask: &Authorize) -> String {
    format!(
        "consent\n{}\n{}\n{}\n{}\n{}\n{}",
        ask.client_id,
        ask.redirect_uri,
        ask.scope,
        ask.state,
        ask.code_challenge,
        ask.code_challenge_method
    )
}

/// An operator disables app `client_id` for `reason`: it can ask no one
/// any more, every token it holds stops, and the audit log says who and
/// why. The app as it is now, or `None` for an unknown one.
///
/// # Errors
/// A blank reason (400 `REASON_REQUIRED`), storage.
pub async fn disable(
    state: &AppState,
    operator: &UserId,
    client_id: &str,
    reason: &str,
) -> Result<Option<App>, crate::error::ApiError> {
    if reason.trim().is_empty() {
        return Err(crate::error::ApiError::bad_request(
            "REASON_REQUIRED",
            "an operator's action needs a reason",
        ));
    }
    let now = crate::adapters::system::now_ms();
    if state.oauth.app(client_id).await?.is_none() {
        return Ok(None);
    }
    if state.oauth.disable(client_id, reason, now).await? {
        let entry = domain::ports::AuditEntry {
            id: 0,
            actor: operator.clone(),
            action: "disable_oauth_app".to_owned(),
            target_kind: "oauth_app".to_owned(),
            target_id: client_id.to_owned(),
            reason: reason.to_owned(),
            at_ms: now,
        };
        domain::ports::AuditLog::record(&state.moderation, entry).await?;
    }
    revoke_grants(state, client_id, None).await?;
    Ok(state.oauth.app(client_id).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn svc_oauth_s256_is_rfc_7636_appendix_b() {
        assert_eq!(
            s256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"),
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        );
    }

    #[test]
    fn svc_oauth_redirect_uris_are_https_loopback_or_private_use_and_loopback_ports_vary() {
        for good in [
            "https://app.example.com/cb",
            "http://127.0.0.1:8765/cb",
            "http://[::1]/cb",
            "com.example.teg:/oauth",
        ] {
            assert!(check_redirect_uri(good).is_ok(), "{good}");
        }
        for bad in
            ["http://app.example.com/cb", "https://app.example.com/cb#x", "myapp:/cb", "/relative"]
        {
            assert!(check_redirect_uri(bad).is_err(), "{bad}");
        }
        let registered =
            vec!["http://127.0.0.1:8765/cb".to_owned(), "https://app.example.com/cb".to_owned()];
        assert!(redirect_matches(&registered, "http://127.0.0.1:40000/cb"), "any loopback port");
        assert!(!redirect_matches(&registered, "http://127.0.0.1:40000/other"));
        assert!(redirect_matches(&registered, "https://app.example.com/cb"));
        assert!(!redirect_matches(&registered, "https://app.example.com:444/cb"));
        assert!(!redirect_matches(&registered, "https://app.example.com/cb?x=1"));
    }

    #[test]
    fn svc_oauth_scopes_are_the_tokens_scopes_and_an_unknown_one_is_invalid_scope() {
        assert_eq!(
            parse_scopes("play read").expect("ok"),
            Scopes::NONE.with(Scope::Play).with(Scope::Read)
        );
        assert_eq!(parse_scopes("play admin").expect_err("admin").error, "invalid_scope");
        assert_eq!(parse_scopes("").expect_err("none").error, "invalid_scope");
    }

    #[test]
    fn svc_oauth_a_signed_statement_holds_for_its_user_until_it_expires() {
        let key = b"a key";
        let ticket = sign(key, "consent\nx", "user-1", 2_000);
        assert_eq!(signed_user(key, "consent\nx", &ticket, 1_000).as_deref(), Some("user-1"));
        assert_eq!(signed_user(key, "consent\ny", &ticket, 1_000), None, "another request");
        assert_eq!(signed_user(key, "consent\nx", &ticket, 2_000), None, "expired");
        assert_eq!(signed_user(b"other", "consent\nx", &ticket, 1_000), None);
        let forged = ticket.replacen("user-1", "user-2", 1);
        assert_eq!(signed_user(key, "consent\nx", &forged, 1_000), None);
    }
}
