//! Per-client rate limiting (API.md: 429). Each client — its bearer token,
//! or its address without one — has a token bucket refilled at the
//! configured rate with room for a burst of twice that; a request that finds
//! it empty gets `429 RATE_LIMITED` with `Retry-After`, and changes nothing.
//! Probes and metrics are not limited. Limits are per instance.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Mutex;
use std::time::{Duration, Instant};

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
        Self { per_second, burst: 2.0 * per_second, buckets: Mutex::default() }
    }

    /// The client key of a request: its `Authorization` value, else its address.
    #[must_use]
    pub fn key(authorization: Option<&[u8]>, peer: Option<&str>) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        match authorization {
            Some(a) => a.hash(&mut h),
            None => peer.unwrap_or("").hash(&mut h),
        }
        h.finish()
    }

    /// Takes one token for `client` at `now`; when there is none, how long
    /// until there is.
    ///
    /// # Errors
    /// The bucket is empty: the wait before a retry.
    pub fn take(&self, client: u64, now: Instant) -> Result<(), Duration> {
        let mut buckets = self.buckets.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() >= MAX_CLIENTS && !buckets.contains_key(&client) {
            let horizon = Duration::from_secs_f64(self.burst / self.per_second);
            buckets.retain(|_, (_, at)| now.saturating_duration_since(*at) < horizon);
        }
        let (tokens, at) = buckets.entry(client).or_insert((self.burst, now));
        let refill = now.saturating_duration_since(*at).as_secs_f64() * self.per_second;
        *tokens = (*tokens + refill).min(self.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            Ok(())
        } else {
            Err(Duration::from_secs_f64((1.0 - *tokens) / self.per_second))
        }
    }
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
}
