//! Asking whether a token's holder may still act: the token's claims, the
//! session read (and remembered a moment), and the guard a live channel
//! holds until its caller may no longer act.

use super::*;

impl<U: UserStore, S: SessionStore, C: Clock> Auth<U, S, C> {
    pub(super) fn claims(&self, token: &str) -> Option<Claims> {
        let fresh = |c: &Claims| c.exp > self.now_s() && !c.sid.is_empty();
        let verified = || self.verified.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(claims) = verified().get(token) {
            return fresh(claims).then(|| claims.clone());
        }
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.validate_exp = false; // checked against our clock
        let claims = decode::<Claims>(token, &self.decoding, &validation).ok()?.claims;
        if !fresh(&claims) {
            return None;
        }
        let mut kept = verified();
        if kept.len() >= VERIFIED_KEPT {
            kept.clear();
        }
        kept.insert(token.to_owned(), claims.clone());
        Some(claims)
    }

    /// The user a token names, when its signature and expiry hold: no
    /// store lookup, so it is cheap enough for every request (the rate
    /// limiter keys on it). Not an authentication: the user may be gone or
    /// banned, the session revoked.
    #[must_use]
    pub fn subject(&self, token: &str) -> Option<String> {
        self.claims(token).map(|c| c.sub)
    }

    pub(super) fn recent(
        &self,
    ) -> std::sync::MutexGuard<'_, HashMap<String, (Instant, Option<Session>)>> {
        self.recent.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A session as the store has it, read at most [`FRESH_FOR`] ago. A use
    /// moves its `last_used_at` once a minute at most.
    async fn session(&self, id: &str) -> Result<Option<Session>, AuthError> {
        if let Some((at, s)) = self.recent().get(id)
            && at.elapsed() < FRESH_FOR
        {
            return Ok(s.clone());
        }
        let found = self.sessions.by_id(id).await?;
        let now = self.clock.now_ms();
        if let Some(s) = &found
            && now - s.last_used_at_ms > 60_000
            && s.live(now)
        {
            self.sessions.touch(id, now).await?;
        }
        let mut recent = self.recent();
        if recent.len() > 100_000 {
            recent.clear();
        }
        recent.insert(id.to_owned(), (Instant::now(), found.clone()));
        Ok(found)
    }

    /// Verifies a bearer token (signature, expiry), that its session is
    /// live, and that its user still exists and is not banned.
    ///
    /// # Errors
    /// [`AuthError::InvalidToken`] for anything wrong with the token or its
    /// session; banned users.
    pub async fn authenticate(&self, token: &str) -> Result<Principal, AuthError> {
        let claims = self.claims(token).ok_or(AuthError::InvalidToken)?;
        self.admit(&claims.sub, &claims.sid, claims.exp).await
    }

    /// Asks again whether a caller admitted earlier may still act: the same
    /// answer [`Auth::authenticate`] would give their token now (its
    /// signature cannot have changed; its expiry, its session and its
    /// account can). Every live channel asks this before each operation
    /// and whenever it is told to ([`Auth::guard`]).
    ///
    /// # Errors
    /// As [`Auth::authenticate`].
    pub async fn recheck(&self, me: &Principal) -> Result<Principal, AuthError> {
        if me.expires_at <= self.now_s() {
            return Err(AuthError::InvalidToken);
        }
        self.admit(&me.user.0, &me.session, me.expires_at).await
    }

    /// [`Auth::recheck`] with the session read from the store, not from
    /// what this instance read lately: for a channel about to deliver what
    /// a revocation itself wrote (the feed's `session_revoked` notice),
    /// which may reach this instance before its watcher hears of it.
    ///
    /// # Errors
    /// As [`Auth::authenticate`].
    pub async fn recheck_fresh(&self, me: &Principal) -> Result<Principal, AuthError> {
        self.recent().remove(&me.session);
        self.recheck(me).await
    }

    /// A live channel's hold on its caller: see [`Auth::lost`].
    #[must_use]
    pub fn guard(&self, principal: Principal) -> Guard {
        let bell = self.bells.listen(&principal.user.0);
        Guard { principal, bell }
    }

    /// Waits until the guard's caller may no longer act, and says why: one
    /// of their sessions was revoked and [`Auth::recheck`] now refuses
    /// (this instance at once, others within their watcher's delay), or
    /// the token expired. A store that fails while asking keeps the
    /// channel: the next bell or the expiry asks again.
    pub async fn lost(&self, guard: &mut Guard) -> AuthError {
        let left_ms = guard.principal.expires_at.saturating_mul(1000) - self.clock.now_ms();
        let expiry = tokio::time::sleep(Duration::from_millis(u64::try_from(left_ms).unwrap_or(0)));
        tokio::pin!(expiry);
        loop {
            tokio::select! {
                () = &mut expiry => return AuthError::InvalidToken,
                rang = guard.bell.changed() => {
                    if rang.is_err() {
                        // Never: the bells outlive every guard. Wait for the expiry.
                        (&mut expiry).await;
                        return AuthError::InvalidToken;
                    }
                    match self.recheck(&guard.principal).await {
                        Ok(now) => guard.principal = now,
                        Err(e @ (AuthError::Store(_) | AuthError::Unavailable(_))) => {
                            tracing::warn!(error = ?e, "a live channel could not ask again; kept");
                        }
                        Err(e) => return e,
                    }
                }
            }
        }
    }

    /// Admits `user` in `session` with a token good until `exp` (seconds):
    /// the session live and theirs, the account there and not banned.
    async fn admit(&self, user: &str, session: &str, exp: i64) -> Result<Principal, AuthError> {
        let now = self.clock.now_ms();
        // The account first: a ban also revokes the sessions, and the
        // caller is told the ban rather than a revoked token.
        let user =
            self.users.by_id(&UserId(user.to_owned())).await?.ok_or(AuthError::InvalidToken)?;
        if user.is_banned(now) {
            return Err(AuthError::Banned);
        }
        // A deleted account's sessions are revoked with it; this holds even
        // for a session read a moment before.
        if user.deleted_at_ms.is_some() {
            return Err(AuthError::InvalidToken);
        }
        let session = self.session(session).await?.ok_or(AuthError::InvalidToken)?;
        if !session.live(now) || session.user != user.id {
            return Err(AuthError::InvalidToken);
        }
        // The role comes from the account, so a demoted operator loses it at
        // once; an app acting for an operator acts as a player (SVC-OAUTH).
        let granted = session.client.is_some();
        Ok(Principal {
            user: user.id,
            role: if granted { Role::Player } else { user.role },
            scopes: session.scopes,
            session: session.id,
            // An app's token, like a personal one, cannot manage the
            // account, its sessions or its tokens.
            personal: session.personal || granted,
            guest: user.guest,
            language: user.locale.as_deref().and_then(crate::language::Language::parse),
            expires_at: exp,
        })
    }
}
