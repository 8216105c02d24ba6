//! Per-client rate limiting (`docs/api.md`: 429). Each client — the user its
//! bearer token names when the token's signature holds, or its address
//! otherwise (no token, or a forged one: `Bearer junk1`, `Bearer junk2`
//! share the address's bucket; `client_key`) — has a token bucket
//! (`RateLimiter`) refilled at the configured rate with room for a burst of
//! twice that; a request that finds it empty gets `429 RATE_LIMITED` with
//! `Retry-After`, and changes nothing. Probes and metrics are not limited.
//! These are one instance's buckets; `clients::Buckets` shares them across
//! instances through Redis and falls back to these.
//!
//! Failed logins are throttled apart (`clients::LoginThrottle`): per account
//! and per address, only failures charged, checked before the password.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What a client's bucket holds once a request went through it: the live
/// numbers of the `RateLimit` response header (`http::budget`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Left {
    /// Whole requests the bucket holds now.
    pub remaining: u64,
    /// Until the bucket is full again.
    pub full_in: Duration,
}

impl Left {
    /// What a bucket of `burst` refilled at `per_second` holds with
    /// `tokens` in it.
    #[must_use]
    pub fn of(tokens: f64, burst: f64, per_second: f64) -> Self {
        let tokens = tokens.clamp(0.0, burst);
        // Whole requests: a bucket that holds 8.9999999 after float steps
        // holds 9.
        #[expect(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            reason = "a small non-negative count"
        )]
        let remaining = (tokens + 1e-6).floor() as u64;
        Self { remaining, full_in: Duration::from_secs_f64((burst - tokens) / per_second) }
    }

    /// What a bucket holds when a request of one token is refused and may
    /// come back after `wait`: nothing whole, and full `burst - 1` tokens'
    /// refill after the one it waits for.
    #[must_use]
    pub fn refused(wait: Duration, burst: f64, per_second: f64) -> Self {
        let rest = Duration::from_secs_f64((burst - 1.0).max(0.0) / per_second);
        Self { remaining: 0, full_in: wait + rest }
    }
}

/// Token buckets by client.
#[derive(Debug)]
pub struct RateLimiter {
    per_second: f64,
    burst: f64,
    buckets: Mutex<HashMap<u64, (f64, Instant)>>,
}

/// Clients remembered at most; idle ones are dropped beyond it.
const MAX_CLIENTS: usize = 100_000;

impl RateLimiter {
    /// `per_second` requests per second per client, bursts of twice that.
    #[must_use]
    pub fn new(per_second: u32) -> Self {
        let per_second = f64::from(per_second.max(1));
        Self::with(per_second, 2.0 * per_second)
    }

    /// `per_second` (which may be a fraction) per client, bursts of `burst`.
    #[must_use]
    pub fn with(per_second: f64, burst: f64) -> Self {
        Self { per_second, burst: burst.max(1.0), buckets: Mutex::default() }
    }

    /// The client key of a request: the user its token verifiably names,
    /// else its address.
    #[must_use]
    pub fn key(user: Option<&str>, peer: Option<&str>) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        match user {
            Some(u) => ("user", u).hash(&mut h),
            None => ("address", peer.unwrap_or("")).hash(&mut h),
        }
        h.finish()
    }

    /// The most tokens a bucket holds, whole.
    #[must_use]
    pub fn burst(&self) -> usize {
        #[expect(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            reason = "a small positive count"
        )]
        let whole = self.burst.floor() as usize;
        whole
    }

    /// Requests a second a bucket refills by.
    #[must_use]
    pub fn per_second(&self) -> f64 {
        self.per_second
    }

    /// Takes one token for `client` at `now`, and says what is left; when
    /// there is none, how long until there is.
    ///
    /// # Errors
    /// The bucket is empty: the wait before a retry.
    pub fn take(&self, client: u64, now: Instant) -> Result<Left, Duration> {
        self.take_n(client, 1.0, now)
    }

    /// Takes `cost` tokens for `client` at `now` (a GraphQL query is charged
    /// by its complexity); when there are not that many, how long until there
    /// are, and nothing is taken. A cost beyond the burst is charged as the
    /// whole burst, so an expensive request is possible, once per refill.
    ///
    /// # Errors
    /// The bucket holds fewer than `cost` tokens: the wait before a retry.
    pub fn take_n(&self, client: u64, cost: f64, now: Instant) -> Result<Left, Duration> {
        self.settle(client, cost, now, true)
    }

    /// Whether `client` has a token at `now`, taking none.
    ///
    /// # Errors
    /// The bucket is empty: the wait before a retry.
    pub fn check(&self, client: u64, now: Instant) -> Result<Left, Duration> {
        self.settle(client, 1.0, now, false)
    }

    fn settle(&self, client: u64, cost: f64, now: Instant, take: bool) -> Result<Left, Duration> {
        let cost = cost.clamp(1.0, self.burst);
        let mut buckets = self.buckets.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() >= MAX_CLIENTS && !buckets.contains_key(&client) {
            let horizon = Duration::from_secs_f64(self.burst / self.per_second);
            buckets.retain(|_, (_, at)| now.saturating_duration_since(*at) < horizon);
        }
        let (tokens, at) = buckets.entry(client).or_insert((self.burst, now));
        let refill = now.saturating_duration_since(*at).as_secs_f64() * self.per_second;
        *tokens = (*tokens + refill).min(self.burst);
        *at = now;
        if *tokens >= cost {
            if take {
                *tokens -= cost;
            }
            Ok(Left::of(*tokens, self.burst, self.per_second))
        } else {
            Err(Duration::from_secs_f64((cost - *tokens) / self.per_second))
        }
    }
}

/// The bucket a request was charged to, kept in its extensions so the
/// GraphQL endpoint charges a query's cost to the same one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientKey(pub u64);

/// The bucket of a request: the user its bearer token verifiably names
/// (`http::token_subject`), else the address it came from.
#[must_use]
pub fn client_key(user: Option<&str>, address: Option<&str>) -> u64 {
    RateLimiter::key(user, address)
}

/// Paths never limited: probes and metrics.
#[must_use]
pub fn exempt(path: &str) -> bool {
    matches!(path, "/healthz" | "/readyz" | "/metrics")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_gets_its_burst_then_waits_for_the_refill() {
        let limiter = RateLimiter::new(10);
        let t0 = Instant::now();
        for _ in 0..20 {
            assert!(limiter.take(1, t0).is_ok());
        }
        let wait = limiter.take(1, t0).expect_err("the burst is spent");
        assert!(wait <= Duration::from_millis(100), "{wait:?}");
        assert!(limiter.take(2, t0).is_ok(), "another client has its own bucket");
        assert!(limiter.take(1, t0 + Duration::from_millis(100)).is_ok(), "refilled");
    }

    #[test]
    fn a_charge_says_what_is_left_and_when_the_bucket_is_full_again() {
        let limiter = RateLimiter::new(10);
        let t0 = Instant::now();
        let first = limiter.take(1, t0).expect("a full bucket");
        assert_eq!(first.remaining, 19);
        let close =
            |a: Duration, ms: u64| a.abs_diff(Duration::from_millis(ms)) < Duration::from_micros(1);
        assert!(close(first.full_in, 100), "one token's refill: {first:?}");
        for _ in 0..19 {
            limiter.take(1, t0).expect("the burst");
        }
        let wait = limiter.take(1, t0).expect_err("spent");
        let refused = Left::refused(wait, 20.0, 10.0);
        assert_eq!(refused.remaining, 0);
        assert!(close(refused.full_in, 2_000), "twenty tokens' refill: {refused:?}");
        let looked = limiter.check(1, t0 + Duration::from_millis(550)).expect("5.5 refilled");
        assert_eq!(looked.remaining, 5, "whole requests only");
        assert!(close(looked.full_in, 1_450), "{looked:?}");
    }

    #[test]
    fn an_expensive_request_costs_many_tokens_and_a_refused_one_costs_none() {
        let limiter = RateLimiter::new(10);
        let t0 = Instant::now();
        assert!(limiter.take_n(1, 15.0, t0).is_ok());
        let wait = limiter.take_n(1, 10.0, t0).expect_err("5 left");
        assert_eq!(wait, Duration::from_millis(500));
        assert!(limiter.take_n(1, 5.0, t0).is_ok(), "the refused request took nothing");
        assert!(limiter.take_n(2, 1_000.0, t0).is_ok(), "beyond the burst costs the burst");
        assert!(limiter.take(2, t0).is_err());
    }

    #[test]
    fn forged_tokens_share_their_address_bucket_and_users_have_their_own() {
        let junk = RateLimiter::key(None, Some("10.0.0.1"));
        assert_eq!(junk, RateLimiter::key(None, Some("10.0.0.1")));
        assert_ne!(junk, RateLimiter::key(None, Some("10.0.0.2")));
        assert_ne!(RateLimiter::key(Some("10.0.0.1"), None), junk, "a user is not an address");
    }
}
