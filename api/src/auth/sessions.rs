//! Sign-ins over time: refreshing (a reused refresh secret revokes its
//! session), logging out, listing and revoking sessions, and personal
//! access tokens.

use super::*;

impl<U: UserStore, S: SessionStore, C: Clock> Auth<U, S, C> {
    /// A new access token and refresh secret for a refresh secret, which is
    /// retired. A retired secret presented again revokes its session.
    ///
    /// # Errors
    /// Unknown, expired or revoked secret (401), a reuse (401
    /// `REFRESH_REUSED`), a banned account (403).
    pub async fn refresh(&self, refresh_token: &str) -> Result<Issued, AuthError> {
        let old = secret_hash(refresh_token);
        let now = self.clock.now_ms();
        let session = match self.sessions.by_secret(&old).await? {
            None => return Err(AuthError::InvalidToken),
            Some(Secret::Retired(session)) => return Err(self.reused(&session).await),
            Some(Secret::Current(session)) => session,
        };
        // A personal token is never refreshed; an app's grant only at
        // `/oauth/token`, which keeps its scopes (SVC-OAUTH).
        if !session.live(now) || session.personal || session.client.is_some() {
            return Err(AuthError::InvalidToken);
        }
        match self.turn_secret(&session, &old, now).await? {
            Some((user, secret)) => self.issue(user, session.id, secret),
            // Another refresh with the same secret came first: one of the
            // two holders is not the session's owner.
            None => Err(self.reused(&session).await),
        }
    }

    /// A live session's account, if not banned, and the session's refresh
    /// secret `old` (its hash) turned for a new one: the account and the
    /// new secret, or `None` when another rotation came first.
    ///
    /// # Errors
    /// The account is gone (401) or banned (403); storage.
    pub(super) async fn turn_secret(
        &self,
        session: &Session,
        old: &str,
        now: i64,
    ) -> Result<Option<(User, String)>, AuthError> {
        let user = self.users.by_id(&session.user).await?.ok_or(AuthError::InvalidToken)?;
        if user.is_banned(now) {
            return Err(AuthError::Banned);
        }
        let secret = random_secret();
        let new_hash = secret_hash(&secret);
        let turn = domain::ports::Rotation {
            session: &session.id,
            old_hash: old,
            new_hash: &new_hash,
            at_ms: now,
            expires_at_ms: self.refresh_until(now),
        };
        Ok(self.sessions.rotate(&turn).await?.then_some((user, secret)))
    }

    async fn reused(&self, session: &Session) -> AuthError {
        match self.end(&session.id, &session.user).await {
            Ok(_) => AuthError::RefreshReused,
            Err(e) => e,
        }
    }

    /// Revokes a session of `user`: here at once, its live channels told;
    /// elsewhere when that instance's watcher reads it (see
    /// [`Auth::heard_revoked`]), and within [`FRESH_FOR`] at worst.
    pub(super) async fn end(&self, session: &str, user: &UserId) -> Result<bool, AuthError> {
        let ended = self.sessions.revoke(session, self.clock.now_ms()).await?;
        self.heard_revoked(session, user);
        Ok(ended)
    }

    /// A session of `user` was revoked (here, or on another instance, as
    /// read from the store): forgets it and tells `user`'s live channels
    /// here to ask again.
    pub fn heard_revoked(&self, session: &str, user: &UserId) {
        self.recent().remove(session);
        // A ban revokes every session with the account's change: read the
        // account afresh too, so the channels hear "banned".
        self.users.forget(user);
        self.bells.ring(&user.0);
    }

    /// Ends the caller's own session (logout).
    ///
    /// # Errors
    /// Storage.
    pub async fn logout(&self, me: &Principal) -> Result<(), AuthError> {
        self.end(&me.session, &me.user).await.map(|_| ())
    }

    /// The caller's live sign-ins (`personal: false`) or personal tokens;
    /// never an app's grant (`/v1/me/grants` lists those).
    ///
    /// # Errors
    /// Storage.
    pub async fn sessions_of(
        &self,
        me: &UserId,
        personal: bool,
    ) -> Result<Vec<Session>, AuthError> {
        let mut found = self.sessions.of_user(me, personal, self.clock.now_ms()).await?;
        found.retain(|s| s.client.is_none());
        Ok(found)
    }

    /// Revokes one of the caller's sign-ins (`personal: false`) or tokens.
    ///
    /// # Errors
    /// No live one of the caller's has this id (404).
    pub async fn revoke(&self, me: &UserId, id: &str, personal: bool) -> Result<(), AuthError> {
        let now = self.clock.now_ms();
        match self.sessions.by_id(id).await? {
            Some(s)
                if &s.user == me && s.personal == personal && s.client.is_none() && s.live(now) =>
            {
                self.end(id, me).await.map(|_| ())
            }
            _ => Err(AuthError::SessionNotFound),
        }
    }

    /// Revokes every session and token of a user (a ban's consequence, and
    /// "end all my sessions").
    ///
    /// # Errors
    /// Storage.
    pub async fn revoke_all(&self, user: &UserId) -> Result<u64, AuthError> {
        let ended = self.sessions.revoke_all(user, self.clock.now_ms()).await?;
        self.heard_all_revoked(user);
        Ok(ended)
    }

    /// Every session of `user` was revoked here (a ban, which revokes them
    /// with the account's change): forgets them and tells `user`'s live
    /// channels here to ask again at once.
    pub fn heard_all_revoked(&self, user: &UserId) {
        self.recent().retain(|_, (_, s)| s.as_ref().is_none_or(|s| &s.user != user));
        self.users.forget(user);
        self.bells.ring(&user.0);
    }

    /// Issues a personal access token: a session of its own with `scopes`,
    /// never refreshed, until `expires_at_ms` (or for years).
    ///
    /// # Errors
    /// A bad name (1–60 characters), no scope, an expiry in the past.
    pub async fn personal_token(
        &self,
        me: &UserId,
        name: &str,
        scopes: Scopes,
        expires_at_ms: Option<i64>,
    ) -> Result<PersonalToken, AuthError> {
        let name = name.trim();
        if name.is_empty() || name.chars().count() > 60 || name.chars().any(char::is_control) {
            return Err(AuthError::InvalidTokenRequest("a name of 1 to 60 characters".to_owned()));
        }
        if scopes == Scopes::NONE {
            return Err(AuthError::InvalidTokenRequest("at least one scope".to_owned()));
        }
        let now = self.clock.now_ms();
        if expires_at_ms.is_some_and(|end| end <= now) {
            return Err(AuthError::InvalidTokenRequest("an expiry in the future".to_owned()));
        }
        let user = self.account(me).await?;
        let session = Session {
            id: uuid::Uuid::new_v4().to_string(),
            user: me.clone(),
            personal: true,
            name: name.to_owned(),
            scopes,
            created_at_ms: now,
            last_used_at_ms: now,
            expires_at_ms,
            user_agent: String::new(),
            revoked: false,
            client: None,
        };
        // Its secret is the signed token itself; the row keeps a random one.
        self.sessions.open(session.clone(), &secret_hash(&random_secret())).await?;
        let exp = expires_at_ms
            .map_or(self.now_s() + PERSONAL_TOKEN_YEARS * 365 * 86_400, |end| end / 1000);
        let token = self.sign(&user, &session.id, exp, Some(scopes.to_text()))?;
        Ok(PersonalToken { session, token })
    }
}
