//! Sessions granted to third-party apps through OAuth (SVC-OAUTH): opened
//! when an app trades its authorization code, refreshed only at
//! `/oauth/token` by the app they were granted to (their tokens carry the
//! granted scopes), and revoked like any session, which ends their tokens
//! and live channels on every instance.

use super::*;

/// Why an app's refresh was refused: RFC 6749 §5.2's `invalid_grant`, in
/// words, or the store's failure.
#[derive(Debug)]
pub enum GrantRefused {
    /// Unknown, expired, revoked, rotated away or another app's.
    InvalidGrant(&'static str),
    /// Storage, or the account is banned.
    Auth(AuthError),
}

impl From<AuthError> for GrantRefused {
    fn from(e: AuthError) -> Self {
        GrantRefused::Auth(e)
    }
}

impl From<StoreError> for GrantRefused {
    fn from(e: StoreError) -> Self {
        GrantRefused::Auth(e.into())
    }
}

impl<U: UserStore, S: SessionStore, C: Clock> Auth<U, S, C> {
    /// Opens a session of `user` granted to app `client` (named `app`) with
    /// `scopes`: its access token (saying the scopes) and refresh secret.
    ///
    /// # Errors
    /// The account is gone or banned; storage.
    pub async fn grant(
        &self,
        user: &UserId,
        (client, app): (&str, &str),
        scopes: Scopes,
    ) -> Result<Issued, AuthError> {
        let account = self.account(user).await?;
        let now = self.clock.now_ms();
        if account.is_banned(now) {
            return Err(AuthError::Banned);
        }
        if account.deleted_at_ms.is_some() {
            return Err(AuthError::InvalidToken);
        }
        let session = Session {
            id: uuid::Uuid::new_v4().to_string(),
            user: user.clone(),
            personal: false,
            name: app.chars().take(60).collect(),
            scopes,
            created_at_ms: now,
            last_used_at_ms: now,
            expires_at_ms: Some(self.refresh_until(now)),
            user_agent: String::new(),
            revoked: false,
            client: Some(client.to_owned()),
        };
        let secret = random_secret();
        self.sessions.open(session.clone(), &secret_hash(&secret)).await?;
        self.issue_scoped(account, session.id, secret, Some(scopes.to_text()))
    }

    /// A new access token and refresh secret for app `client`'s refresh
    /// secret, which is retired; presented again, the grant's session is
    /// revoked (RFC 6749 §10.4's rotation). The scopes stay the grant's.
    ///
    /// # Errors
    /// [`GrantRefused::InvalidGrant`] for a secret that is unknown, not
    /// live, another app's, or reused; a banned account; storage.
    pub async fn refresh_grant(
        &self,
        refresh_token: &str,
        client: &str,
    ) -> Result<(Issued, Scopes), GrantRefused> {
        let old = secret_hash(refresh_token);
        let now = self.clock.now_ms();
        let session = match self.sessions.by_secret(&old).await? {
            None => return Err(GrantRefused::InvalidGrant("unknown refresh token")),
            Some(Secret::Retired(session)) => {
                if session.client.as_deref() == Some(client) {
                    self.end(&session.id, &session.user).await?;
                }
                return Err(GrantRefused::InvalidGrant(
                    "the refresh token was used before: the grant's tokens are revoked",
                ));
            }
            Some(Secret::Current(session)) => session,
        };
        if session.client.as_deref() != Some(client) {
            return Err(GrantRefused::InvalidGrant("the refresh token is not this client's"));
        }
        if !session.live(now) {
            return Err(GrantRefused::InvalidGrant("the grant was revoked or has expired"));
        }
        let Some((user, secret)) = self.turn_secret(&session, &old, now).await? else {
            self.end(&session.id, &session.user).await?;
            return Err(GrantRefused::InvalidGrant("the refresh token was used before"));
        };
        let scopes = session.scopes;
        let issued = self.issue_scoped(user, session.id, secret, Some(scopes.to_text()))?;
        Ok((issued, scopes))
    }

    /// Revokes session `id` if it was granted to an app (a code presented
    /// twice revokes what it opened); whether it was live.
    ///
    /// # Errors
    /// Storage.
    pub async fn end_granted(&self, id: &str) -> Result<bool, AuthError> {
        match self.sessions.by_id(id).await? {
            Some(s) if s.client.is_some() && !s.revoked => self.end(&s.id, &s.user).await,
            _ => Ok(false),
        }
    }

    /// RFC 7009: revokes the session an app's access or refresh token
    /// belongs to, when it was granted to `client`. Whether one was.
    ///
    /// # Errors
    /// Storage.
    pub async fn revoke_granted(&self, token: &str, client: &str) -> Result<bool, AuthError> {
        let session = match self.claims(token) {
            Some(claims) => self.sessions.by_id(&claims.sid).await?,
            None => match self.sessions.by_secret(&secret_hash(token)).await? {
                Some(Secret::Current(s) | Secret::Retired(s)) => Some(s),
                None => None,
            },
        };
        match session {
            Some(s) if s.client.as_deref() == Some(client) && !s.revoked => {
                self.end(&s.id, &s.user).await
            }
            _ => Ok(false),
        }
    }
}
