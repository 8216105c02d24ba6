//! Accounts and tokens: register/login with argon2id password hashes (PHC
//! strings), guest identities, HS256 JWTs (`sub`, `role`, `iat`, `exp`), and
//! the operator bootstrap from `TEG_ADMIN_USER`/`TEG_ADMIN_PASSWORD`.
//! `authenticate` rereads the account, so a ban or a demotion takes effect
//! at once.

use argon2::Argon2;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use domain::ports::{Clock, Role, StoreError, User, UserId, UserStore};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use serde::{Deserialize, Serialize};

/// Token lifetime.
pub const TOKEN_TTL_SECS: i64 = 24 * 3600;

/// Why an auth request was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AuthError {
    /// Username not 3–32 of `a-z 0-9 _ -` (400).
    InvalidUsername,
    /// Password shorter than 8 or longer than 128 characters (400).
    WeakPassword,
    /// Display name empty or over 40 characters (400).
    InvalidDisplayName,
    /// Username taken (409).
    UsernameTaken,
    /// Unknown user or wrong password (401).
    BadCredentials,
    /// The account is banned (403).
    Banned,
    /// Missing, malformed, tampered or expired token (401).
    InvalidToken,
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
            AuthError::UsernameTaken => "USERNAME_TAKEN",
            AuthError::BadCredentials => "BAD_CREDENTIALS",
            AuthError::Banned => "BANNED",
            AuthError::InvalidToken => "INVALID_TOKEN",
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
    /// user in one second (tokens issued before it existed have none).
    #[serde(default)]
    pub jti: String,
}

/// The caller, once authenticated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Principal {
    /// Who.
    pub user: UserId,
    /// Their role.
    pub role: Role,
}

/// An issued token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Issued {
    /// The user.
    pub user: UserId,
    /// The JWT.
    pub token: String,
    /// Expiry, seconds since the epoch.
    pub expires_at: i64,
}

/// Registration, login and tokens over a [`UserStore`] and a [`Clock`].
pub struct Auth<U, C> {
    users: U,
    clock: C,
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl<U, C> std::fmt::Debug for Auth<U, C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Auth { .. }")
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

impl<U: UserStore, C: Clock> Auth<U, C> {
    /// Over a user store, a clock and the HS256 secret.
    pub fn new(users: U, clock: C, secret: &[u8]) -> Self {
        Self {
            users,
            clock,
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
        }
    }

    /// The user store.
    pub fn users(&self) -> &U {
        &self.users
    }

    fn issue(&self, user: &User) -> Result<Issued, AuthError> {
        let now = self.clock.now_ms() / 1000;
        let claims = Claims {
            sub: user.id.0.clone(),
            role: user.role.as_str().to_owned(),
            iat: now,
            exp: now + TOKEN_TTL_SECS,
            jti: uuid::Uuid::new_v4().simple().to_string(),
        };
        let token = encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|e| AuthError::Store(format!("sign: {e}")))?;
        Ok(Issued { user: user.id.clone(), token, expires_at: claims.exp })
    }

    fn new_user(
        &self,
        username: String,
        display_name: String,
        password_hash: Option<String>,
        role: Role,
        guest: bool,
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
        }
    }

    /// Creates a player account and logs it in.
    ///
    /// # Errors
    /// Invalid username or password, username taken.
    pub async fn register(&self, username: &str, password: &str) -> Result<Issued, AuthError> {
        if !valid_username(username) {
            return Err(AuthError::InvalidUsername);
        }
        if !valid_password(password) {
            return Err(AuthError::WeakPassword);
        }
        let user = self.new_user(
            username.to_owned(),
            username.to_owned(),
            Some(hash(password)?),
            Role::Player,
            false,
        );
        match self.users.insert(user.clone()).await {
            Ok(()) => self.issue(&user),
            Err(StoreError::AlreadyExists) => Err(AuthError::UsernameTaken),
            Err(e) => Err(e.into()),
        }
    }

    /// Checks a password and issues a token.
    ///
    /// # Errors
    /// Unknown user or wrong password (the same error for both), banned.
    pub async fn login(&self, username: &str, password: &str) -> Result<Issued, AuthError> {
        let user = self.users.by_username(username).await?;
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
        self.issue(&user)
    }

    /// A throwaway player identity.
    ///
    /// # Errors
    /// Empty or overlong display name.
    pub async fn guest(&self, display_name: &str) -> Result<Issued, AuthError> {
        let name = display_name.trim();
        // No control characters: a NUL cannot be stored by PostgreSQL.
        if name.is_empty() || name.chars().count() > 40 || name.chars().any(char::is_control) {
            return Err(AuthError::InvalidDisplayName);
        }
        let username = format!("guest-{}", uuid::Uuid::new_v4().simple());
        let user = self.new_user(username, name.to_owned(), None, Role::Player, true);
        self.users.insert(user.clone()).await?;
        self.issue(&user)
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
        if !valid_username(username) {
            return Err(AuthError::InvalidUsername);
        }
        if !valid_password(password) {
            return Err(AuthError::WeakPassword);
        }
        let hashed = Some(hash(password)?);
        if let Some(mut user) = self.users.by_username(username).await? {
            user.role = Role::Operator;
            user.password_hash = hashed;
            user.banned = false;
            self.users.update(user.clone()).await?;
            return Ok(user.id);
        }
        let user =
            self.new_user(username.to_owned(), username.to_owned(), hashed, Role::Operator, false);
        self.users.insert(user.clone()).await?;
        Ok(user.id)
    }

    /// The user a token names, when its signature and expiry hold: no
    /// store lookup, so it is cheap enough for every request (the rate
    /// limiter keys on it). Not an authentication: the user may be gone or
    /// banned.
    #[must_use]
    pub fn subject(&self, token: &str) -> Option<String> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.validate_exp = false;
        let data = decode::<Claims>(token, &self.decoding, &validation).ok()?;
        (data.claims.exp > self.clock.now_ms() / 1000).then_some(data.claims.sub)
    }

    /// Verifies a bearer token (signature, expiry) and that its user still
    /// exists and is not banned.
    ///
    /// # Errors
    /// [`AuthError::InvalidToken`] for anything wrong with the token; banned users.
    pub async fn authenticate(&self, token: &str) -> Result<Principal, AuthError> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.validate_exp = false; // checked below against our clock
        let data = decode::<Claims>(token, &self.decoding, &validation)
            .map_err(|_| AuthError::InvalidToken)?;
        if data.claims.exp <= self.clock.now_ms() / 1000 {
            return Err(AuthError::InvalidToken);
        }
        let user =
            self.users.by_id(&UserId(data.claims.sub)).await?.ok_or(AuthError::InvalidToken)?;
        if user.is_banned(self.clock.now_ms()) {
            return Err(AuthError::Banned);
        }
        // The role comes from the account, so a demoted operator loses it at once.
        Ok(Principal { user: user.id, role: user.role })
    }
}
