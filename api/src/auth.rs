//! Accounts and sessions: register/login with argon2id password hashes (PHC
//! strings), guest identities and their upgrade to accounts, and the
//! operator bootstrap from `TEG_ADMIN_USER`/`TEG_ADMIN_PASSWORD`.
//!
//! A sign-in opens a session ([`SessionStore`]): a short HS256 access token
//! (`sub`, `role`, `sid`, `iat`, `exp`; `TEG_ACCESS_TTL_SECONDS`) and a
//! refresh secret that rotates at each use (`TEG_REFRESH_TTL_DAYS`,
//! sliding); a retired secret presented again revokes its whole session
//! (`REFRESH_REUSED`). A personal access token is a session of its own, with
//! scopes and no refresh. `authenticate` rereads the account and the
//! session (each at most [`FRESH_FOR`] old), so a ban, a demotion, a logout
//! or a revocation takes effect within that time on every instance.

mod checking;
mod grants;
mod hs256;
mod revocations;
mod sessions;

pub use grants::GrantRefused;
pub use revocations::{Guard, HEAR_EVERY};

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use argon2::Argon2;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use domain::ports::{
    Clock, Role, Scopes, Secret, Session, SessionStore, StoreError, User, UserId, UserStore,
};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};

/// Access token lifetime unless `TEG_ACCESS_TTL_SECONDS` says otherwise.
pub const ACCESS_TTL_SECS: i64 = 900;
/// Refresh lifetime unless `TEG_REFRESH_TTL_DAYS` says otherwise.
pub const REFRESH_TTL_DAYS: i64 = 30;
/// How long a session read is reused: a revocation reaches every instance
/// within this time (the contract allows 5 s).
pub const FRESH_FOR: Duration = Duration::from_secs(2);
/// A personal access token without an expiry is signed for this long.
const PERSONAL_TOKEN_YEARS: i64 = 10;
/// Languages a user may read.
pub const LOCALES: [&str; 3] = ["es", "en", "it"];

/// How long tokens live.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lifetimes {
    /// An access token's life, seconds.
    pub access_secs: i64,
    /// A session's life since its last refresh, days.
    pub refresh_days: i64,
}

impl Default for Lifetimes {
    fn default() -> Self {
        Self { access_secs: ACCESS_TTL_SECS, refresh_days: REFRESH_TTL_DAYS }
    }
}

/// Why an auth request was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AuthError {
    /// Username not 3–32 of `a-z 0-9 _ -` (400).
    InvalidUsername,
    /// Password shorter than 8 or longer than 128 characters (400).
    WeakPassword,
    /// Display name empty or over 40 characters, or holding what hides or
    /// reverses text (400).
    InvalidDisplayName,
    /// A locale the service does not speak (400).
    InvalidLocale,
    /// A personal token's name, scopes or expiry are not acceptable (400).
    InvalidTokenRequest(String),
    /// Username taken (409).
    UsernameTaken,
    /// Only a guest may be upgraded (409).
    NotAGuest,
    /// Unknown user or wrong password (401).
    BadCredentials,
    /// The account is banned (403).
    Banned,
    /// Missing, malformed, tampered, expired or revoked token (401).
    InvalidToken,
    /// A refresh secret retired by a rotation came back: its session is
    /// revoked (401).
    RefreshReused,
    /// No session or token of the caller's has this id (404).
    SessionNotFound,
    /// Storage failed (500).
    Store(String),
    /// The store does not answer now (503).
    Unavailable(String),
}

impl AuthError {
    /// Stable machine code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            AuthError::InvalidUsername => "INVALID_USERNAME",
            AuthError::WeakPassword => "WEAK_PASSWORD",
            AuthError::InvalidDisplayName => "INVALID_DISPLAY_NAME",
            AuthError::InvalidLocale => "INVALID_LOCALE",
            AuthError::InvalidTokenRequest(_) => "INVALID_TOKEN_REQUEST",
            AuthError::UsernameTaken => "USERNAME_TAKEN",
            AuthError::NotAGuest => "NOT_A_GUEST",
            AuthError::BadCredentials => "BAD_CREDENTIALS",
            AuthError::Banned => "BANNED",
            AuthError::InvalidToken => "INVALID_TOKEN",
            AuthError::RefreshReused => "REFRESH_REUSED",
            AuthError::SessionNotFound => "SESSION_NOT_FOUND",
            AuthError::Store(_) => "INTERNAL",
            AuthError::Unavailable(_) => "DATABASE_UNAVAILABLE",
        }
    }
}

impl From<StoreError> for AuthError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Unavailable(cause) => AuthError::Unavailable(cause),
            other => AuthError::Store(format!("{other:?}")),
        }
    }
}

/// What a token says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// User id.
    pub sub: String,
    /// `player` or `operator`.
    pub role: String,
    /// Issued at (s).
    pub iat: i64,
    /// Expires at (s).
    pub exp: i64,
    /// This token's own id: no two issued tokens are the same, even for one
    /// user in one second.
    #[serde(default)]
    pub jti: String,
    /// The session (or personal token) the token belongs to; a token
    /// without one is refused.
    #[serde(default)]
    pub sid: String,
    /// A personal token's scopes, for the client's information (the
    /// session's stored scopes are what counts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scp: Option<String>,
}

/// The caller, once authenticated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Principal {
    /// Who.
    pub user: UserId,
    /// Their role.
    pub role: Role,
    /// What the token may do (a session: everything).
    pub scopes: Scopes,
    /// The session the token belongs to.
    pub session: String,
    /// The token is a personal access token or an app's (SVC-OAUTH), not a
    /// sign-in: it cannot manage the account, its sessions or its tokens.
    pub personal: bool,
    /// A guest (SVC-RATING: no rated table seats one).
    pub guest: bool,
    /// The language the account reads (`locale`), for the words of what
    /// it is answered.
    pub language: Option<crate::language::Language>,
    /// When the token expires, seconds since the epoch: a live channel
    /// ends then.
    pub expires_at: i64,
}

/// An issued sign-in: the access token, the refresh secret and the account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Issued {
    /// The account, as it is now.
    pub user: User,
    /// The access token (a JWT).
    pub token: String,
    /// The access token's expiry, seconds since the epoch.
    pub expires_at: i64,
    /// The access token's life, seconds.
    pub expires_in: i64,
    /// The refresh secret (shown once).
    pub refresh_token: String,
    /// The session.
    pub session: String,
}

/// A personal access token, as issued (its JWT shown once).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonalToken {
    /// The token's session.
    pub session: Session,
    /// The bearer token.
    pub token: String,
}

/// Registration, login, sessions and tokens over a [`UserStore`], a
/// [`SessionStore`] and a [`Clock`].
pub struct Auth<U, S, C> {
    users: U,
    sessions: S,
    clock: C,
    lifetimes: Lifetimes,
    encoding: EncodingKey,
    decoding: DecodingKey,
    /// Sessions read lately, by id: reused for [`FRESH_FOR`].
    recent: Mutex<HashMap<String, (Instant, Option<Session>)>>,
    /// Tokens whose signature held, with what they say: a token is checked
    /// (HMAC, base64, JSON) once, not on every request it comes with, which
    /// was a twentieth of the server's CPU on the action path. The expiry is
    /// still checked against the clock each time, and a token that fails is
    /// never kept, so the answer is the one a fresh check would give.
    verified: Mutex<HashMap<String, Claims>>,
    /// The bells of this instance's live channels, rung by revocations.
    bells: revocations::Bells,
    /// Signs device tokens (`Auth::device_token`), apart from access tokens.
    device_key: Vec<u8>,
}

/// Verified tokens kept at most; past it the map starts again (a burst of
/// distinct tokens costs one more check each, never a wrong answer).
const VERIFIED_KEPT: usize = 100_000;

impl<U, S, C> std::fmt::Debug for Auth<U, S, C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Auth { .. }")
    }
}

/// The kind of an account, as clients see it: `guest`, `user` or `operator`.
#[must_use]
pub fn kind(user: &User) -> &'static str {
    match (user.role, user.guest) {
        (Role::Operator, _) => "operator",
        (_, true) => "guest",
        _ => "user",
    }
}
/// The token of an `Authorization` value in the `Bearer` scheme, whose
/// name is case-insensitive (RFC 6750, RFC 9110 §11.1).
#[must_use]
pub fn bearer_token(authorization: &str) -> Option<&str> {
    let (scheme, token) = authorization.split_once(' ')?;
    let token = token.trim_start();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then_some(token)
}

/// A password: 8 to 128 characters.
pub(crate) fn valid_password(s: &str) -> bool {
    (8..=128).contains(&s.chars().count())
}

/// A hash of no one's password, made once, that logins of unknown users
/// verify against.
fn decoy_hash() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| hash("no account has this password").unwrap_or_default())
}

/// A login name: 3 to 32 of a-z, 0-9, `_` and `-`.
pub(crate) fn valid_username(s: &str) -> bool {
    (3..=32).contains(&s.len())
        && s.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_' || b == b'-')
}

fn hash(password: &str) -> Result<String, AuthError> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| AuthError::Store(format!("hash: {e}")))
}

/// Combining marks one character may carry in a display name: enough for
/// any script's accents, too few to stack a "zalgo" tower over a page.
const MOST_MARKS: usize = 3;

/// A display name, NFC-normalised: 1 to 40 characters once trimmed, no
/// control characters (a NUL cannot be stored by PostgreSQL), no bidi
/// controls, zero-width characters or line separators (which reverse or
/// hide the text around a name where it is shown, `\u{202e}`,
/// `adm\u{200b}in`), and at most [`MOST_MARKS`] combining marks on a
/// character.
pub(crate) fn display_name(name: &str) -> Result<String, AuthError> {
    use unicode_normalization::UnicodeNormalization as _;
    use unicode_normalization::char::is_combining_mark;
    let name: String = name.trim().nfc().collect();
    let hidden = |c: char| {
        c.is_control()
            || matches!(c,
                '\u{200b}'..='\u{200f}' // zero-width space, joiners, LRM, RLM
                | '\u{202a}'..='\u{202e}' // embeddings and overrides
                | '\u{2066}'..='\u{2069}' // isolates
                | '\u{2060}'..='\u{2064}' // word joiner, invisible operators
                | '\u{061c}' | '\u{feff}' | '\u{180e}'
                | '\u{2028}' | '\u{2029}') // line and paragraph separators
    };
    let mut marks = 0;
    let stacked = name.chars().any(|c| {
        marks = if is_combining_mark(c) { marks + 1 } else { 0 };
        marks > MOST_MARKS
    });
    let starts_with_mark = name.chars().next().is_some_and(is_combining_mark);
    if name.is_empty()
        || name.chars().count() > 40
        || name.chars().any(hidden)
        || stacked
        || starts_with_mark
    {
        return Err(AuthError::InvalidDisplayName);
    }
    Ok(name)
}

/// A random secret: 256 bits from the OS, as hex (refresh secrets, and the
/// dashboard's session cookies).
pub(crate) fn random_secret() -> String {
    format!("{}{}", uuid::Uuid::new_v4().simple(), uuid::Uuid::new_v4().simple())
}

/// What a store keeps of a secret: its SHA-256, as hex.
pub(crate) fn secret_hash(secret: &str) -> String {
    domain::rng::hex(&Sha256::digest(secret.as_bytes()))
}

/// A client's `User-Agent`, cut to what a sessions list shows.
fn agent(user_agent: &str) -> String {
    user_agent.chars().filter(|c| !c.is_control()).take(200).collect()
}

impl<U: UserStore, S: SessionStore, C: Clock> Auth<U, S, C> {
    /// Over a user store, a session store, a clock and the HS256 secret,
    /// with the default [`Lifetimes`].
    pub fn new(users: U, sessions: S, clock: C, secret: &[u8]) -> Self {
        hs256::install();
        Self {
            users,
            sessions,
            clock,
            lifetimes: Lifetimes::default(),
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            recent: Mutex::default(),
            verified: Mutex::default(),
            bells: revocations::Bells::default(),
            device_key: [b"teg device tokens\0".as_slice(), secret].concat(),
        }
    }

    /// With these token lifetimes.
    #[must_use]
    pub fn with_lifetimes(mut self, lifetimes: Lifetimes) -> Self {
        self.lifetimes = lifetimes;
        self
    }

    /// The user store.
    pub fn users(&self) -> &U {
        &self.users
    }

    fn now_s(&self) -> i64 {
        self.clock.now_ms() / 1000
    }

    fn refresh_until(&self, now_ms: i64) -> i64 {
        now_ms.saturating_add(self.lifetimes.refresh_days.saturating_mul(86_400_000))
    }

    fn sign(
        &self,
        user: &User,
        session: &str,
        exp: i64,
        scp: Option<String>,
    ) -> Result<String, AuthError> {
        let claims = Claims {
            sub: user.id.0.clone(),
            role: user.role.as_str().to_owned(),
            iat: self.now_s(),
            exp,
            jti: uuid::Uuid::new_v4().simple().to_string(),
            sid: session.to_owned(),
            scp,
        };
        encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|e| AuthError::Store(format!("sign: {e}")))
    }

    /// An access token and `refresh_token` for a session of `user`.
    fn issue(
        &self,
        user: User,
        session: String,
        refresh_token: String,
    ) -> Result<Issued, AuthError> {
        self.issue_scoped(user, session, refresh_token, None)
    }

    /// [`Auth::issue`], the token saying its scopes (`scp`), as an app's
    /// does.
    fn issue_scoped(
        &self,
        user: User,
        session: String,
        refresh_token: String,
        scp: Option<String>,
    ) -> Result<Issued, AuthError> {
        let expires_in = self.lifetimes.access_secs;
        let expires_at = self.now_s() + expires_in;
        let token = self.sign(&user, &session, expires_at, scp)?;
        Ok(Issued { user, token, expires_at, expires_in, refresh_token, session })
    }

    /// Opens a sign-in session for `user` from a client.
    async fn open_session(&self, user: User, user_agent: &str) -> Result<Issued, AuthError> {
        let now = self.clock.now_ms();
        let session = Session {
            id: uuid::Uuid::new_v4().to_string(),
            user: user.id.clone(),
            personal: false,
            name: String::new(),
            scopes: Scopes::ALL,
            created_at_ms: now,
            last_used_at_ms: now,
            expires_at_ms: Some(self.refresh_until(now)),
            user_agent: agent(user_agent),
            revoked: false,
            client: None,
        };
        let secret = random_secret();
        self.sessions.open(session.clone(), &secret_hash(&secret)).await?;
        self.issue(user, session.id, secret)
    }

    fn new_user(
        &self,
        username: String,
        display_name: String,
        password_hash: Option<String>,
        role: Role,
        guest: bool,
        origin: Option<String>,
    ) -> User {
        User {
            id: UserId(uuid::Uuid::new_v4().to_string()),
            username,
            display_name,
            password_hash,
            role,
            guest,
            banned: false,
            muted: false,
            banned_until: None,
            muted_until: None,
            created_at_ms: self.clock.now_ms(),
            locale: None,
            unranked: false,
            origin,
            deleted_at_ms: None,
        }
    }

    /// Creates a player account and signs it in.
    ///
    /// # Errors
    /// Invalid username or password, username taken.
    /// `address` is the client's, kept only as its keyed hash
    /// ([`Auth::origin_of`]) for the collusion signal.
    pub async fn register(
        &self,
        username: &str,
        password: &str,
        user_agent: &str,
        address: Option<&str>,
    ) -> Result<Issued, AuthError> {
        let hashed = checked_credentials(username, password)?;
        let user = self.new_user(
            username.to_owned(),
            username.to_owned(),
            Some(hashed),
            Role::Player,
            false,
            address.map(|a| self.origin_of(a)),
        );
        match self.users.insert(user.clone()).await {
            Ok(()) => self.open_session(user, user_agent).await,
            Err(StoreError::AlreadyExists) => Err(AuthError::UsernameTaken),
            Err(e) => Err(e.into()),
        }
    }

    /// The account these credentials open, not banned.
    ///
    /// # Errors
    /// Unknown user or wrong password (the same error for both), banned.
    pub async fn verify(&self, username: &str, password: &str) -> Result<User, AuthError> {
        // A name no account can have is not looked up (a NUL cannot even be
        // sent to PostgreSQL); it costs the same hash as any other miss.
        let user =
            if valid_username(username) { self.users.by_username(username).await? } else { None };
        // An unknown user (or a guest, who has no password) costs the same
        // hash as a wrong password, so timing does not tell which it was.
        let stored = user.as_ref().and_then(|u| u.password_hash.clone());
        let against: &str = match stored.as_deref() {
            Some(hash) => hash,
            None => decoy_hash(),
        };
        let verified = match argon2::PasswordHash::new(against) {
            Ok(parsed) => Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok(),
            Err(_) => false,
        };
        let user =
            user.filter(|_| verified && stored.is_some()).ok_or(AuthError::BadCredentials)?;
        if user.is_banned(self.clock.now_ms()) {
            return Err(AuthError::Banned);
        }
        Ok(user)
    }

    /// A device token for `username`: what a client keeps after a password
    /// sign-in and sends with the next one, so that the login throttle
    /// knows the device (`clients::LoginThrottle`): `{device id}.{HMAC}`,
    /// bound to the account. `device` keeps the id of a token already held.
    #[must_use]
    pub fn device_token(&self, username: &str, device: Option<&str>) -> String {
        let id = device.map_or_else(|| uuid::Uuid::new_v4().simple().to_string(), str::to_owned);
        format!("{id}.{}", self.device_mac(username, &id))
    }

    /// The device id of `token` when it is a device token of `username`'s.
    #[must_use]
    pub fn device_of<'t>(&self, username: &str, token: &'t str) -> Option<&'t str> {
        let (id, mac) = token.split_once('.')?;
        // Constant time: a guesser learns nothing from how long it took.
        let same = teg_dashboard::session::same(mac, &self.device_mac(username, id));
        (same && !id.is_empty() && id.len() <= 64).then_some(id)
    }

    /// The keyed hash an account keeps of the address it was registered
    /// from (`User::origin`): two accounts made from one address share it,
    /// and the address cannot be read back from it without the key.
    #[must_use]
    pub fn origin_of(&self, address: &str) -> String {
        let mut mac = self.device_mac("\0origin", address);
        mac.truncate(32);
        mac
    }

    fn device_mac(&self, username: &str, id: &str) -> String {
        use hmac::{KeyInit as _, Mac as _};
        let Ok(mut mac) = hmac::Hmac::<Sha256>::new_from_slice(&self.device_key) else {
            return String::new();
        };
        mac.update(username.to_ascii_lowercase().as_bytes());
        mac.update(b"\0");
        mac.update(id.as_bytes());
        domain::rng::hex(&mac.finalize().into_bytes())
    }

    /// Checks a password and signs the account in.
    ///
    /// # Errors
    /// As [`Auth::verify`].
    pub async fn login(
        &self,
        username: &str,
        password: &str,
        user_agent: &str,
    ) -> Result<Issued, AuthError> {
        let user = self.verify(username, password).await?;
        self.open_session(user, user_agent).await
    }

    /// Signs in an account already verified (by [`Auth::verify`]).
    ///
    /// # Errors
    /// Storage.
    pub async fn sign_in(&self, user: User, user_agent: &str) -> Result<Issued, AuthError> {
        self.open_session(user, user_agent).await
    }

    /// A throwaway player identity, signed in.
    ///
    /// # Errors
    /// Empty or overlong display name.
    pub async fn guest(&self, display_name_: &str, user_agent: &str) -> Result<Issued, AuthError> {
        let name = display_name(display_name_)?;
        let username = format!("guest-{}", uuid::Uuid::new_v4().simple());
        let user = self.new_user(username, name, None, Role::Player, true, None);
        self.users.insert(user.clone()).await?;
        self.open_session(user, user_agent).await
    }

    /// A guest becomes an account with these credentials: the same id, so
    /// its games and seats stay its own. Answers a new sign-in.
    ///
    /// # Errors
    /// Not a guest, invalid or taken username, weak password.
    pub async fn upgrade(
        &self,
        me: &UserId,
        username: &str,
        password: &str,
        user_agent: &str,
    ) -> Result<Issued, AuthError> {
        let mut user = self.account(me).await?;
        if !user.guest {
            return Err(AuthError::NotAGuest);
        }
        let hashed = checked_credentials(username, password)?;
        if self.users.by_username(username).await?.is_some() {
            return Err(AuthError::UsernameTaken);
        }
        user.username = username.to_owned();
        user.password_hash = Some(hashed);
        user.guest = false;
        match self.users.update(user.clone()).await {
            Ok(()) => self.open_session(user, user_agent).await,
            // Taken between the check and the write.
            Err(StoreError::AlreadyExists) => Err(AuthError::UsernameTaken),
            Err(e) => Err(e.into()),
        }
    }

    /// Changes what others see of the caller and the language they read.
    ///
    /// # Errors
    /// A bad display name or locale.
    pub async fn update_profile(
        &self,
        me: &UserId,
        display_name_: Option<&str>,
        locale: Option<&str>,
    ) -> Result<User, AuthError> {
        let mut user = self.account(me).await?;
        if let Some(name) = display_name_ {
            user.display_name = display_name(name)?;
        }
        if let Some(locale) = locale {
            if !LOCALES.contains(&locale) {
                return Err(AuthError::InvalidLocale);
            }
            user.locale = Some(locale.to_owned());
        }
        self.users.update(user.clone()).await?;
        Ok(user)
    }

    /// The caller's account.
    ///
    /// # Errors
    /// Gone (a token outliving its account).
    pub async fn account(&self, me: &UserId) -> Result<User, AuthError> {
        self.users.by_id(me).await?.ok_or(AuthError::InvalidToken)
    }

    /// Makes sure an operator account with these credentials exists (the
    /// password is reset to the given one at every start).
    ///
    /// # Errors
    /// Invalid username or password, storage.
    pub async fn ensure_operator(
        &self,
        username: &str,
        password: &str,
    ) -> Result<UserId, AuthError> {
        let hashed = Some(checked_credentials(username, password)?);
        if let Some(mut user) = self.users.by_username(username).await? {
            user.role = Role::Operator;
            user.password_hash = hashed;
            user.banned = false;
            self.users.update(user.clone()).await?;
            return Ok(user.id);
        }
        let user = self.new_user(
            username.to_owned(),
            username.to_owned(),
            hashed,
            Role::Operator,
            false,
            None,
        );
        self.users.insert(user.clone()).await?;
        Ok(user.id)
    }
}

/// A valid username and password, the password hashed.
fn checked_credentials(username: &str, password: &str) -> Result<String, AuthError> {
    if !valid_username(username) {
        return Err(AuthError::InvalidUsername);
    }
    if !valid_password(password) {
        return Err(AuthError::WeakPassword);
    }
    hash(password)
}
