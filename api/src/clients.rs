//! Who a request comes from, behind proxies, and the budgets clients share
//! across instances.
//!
//! The client's address is the connection's peer, unless the peer is one
//! of the operator's proxies (`TEG_TRUSTED_PROXIES`, CIDRs): then it is the
//! last address before the trusted ones in `Forwarded` (`for=`) or
//! `X-Forwarded-For`. A client cannot pick its own address by sending the
//! header to a service that trusts no proxy.
//!
//! [`Buckets`] are request budgets kept in Redis when `REDIS_URL` is set,
//! so every instance charges the same bucket: GCRA in one Lua script on
//! Redis's own clock, atomic however many instances ask. When Redis does
//! not answer, each instance falls back to its own buckets and says so
//! (`/readyz`, the `teg_limits_local_fallback` gauge) until it answers
//! again. Failed logins are throttled on such buckets too
//! ([`LoginThrottle`]): per account and address, per address and per
//! device, only failures charged; an account guessed from everywhere is
//! slowed, never shut.

use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use actix_web::http::header::HeaderMap;

use crate::adapters::redis_target::{RedisConn, RedisTarget};
use crate::ratelimit::{Left, RateLimiter};

/// The operator's proxies: networks as (address, prefix length).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Proxies(Vec<(IpAddr, u8)>);

impl Proxies {
    /// Parses `TEG_TRUSTED_PROXIES`: comma-separated CIDRs (a bare address
    /// is a single host); empty trusts none.
    ///
    /// # Errors
    /// An entry that is not an address with an optional prefix length.
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut nets = Vec::new();
        for entry in text.split(',').map(str::trim).filter(|e| !e.is_empty()) {
            let (addr, bits) = match entry.split_once('/') {
                Some((a, b)) => (a, Some(b)),
                None => (entry, None),
            };
            let addr: IpAddr = addr.parse().map_err(|_| format!("`{entry}` is not a CIDR"))?;
            let most = if addr.is_ipv4() { 32 } else { 128 };
            let bits = match bits {
                None => most,
                Some(b) => b
                    .parse::<u8>()
                    .ok()
                    .filter(|b| *b <= most)
                    .ok_or_else(|| format!("`{entry}`: a prefix length is 0 to {most}"))?,
            };
            nets.push((addr, bits));
        }
        Ok(Self(nets))
    }

    /// Whether `ip` is one of the proxies.
    #[must_use]
    pub fn trusts(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|(net, bits)| within(ip, *net, *bits))
    }

    /// Whether the request reached the service over HTTPS: only a trusted
    /// proxy (the service itself speaks plain HTTP) may say so, with
    /// `X-Forwarded-Proto: https` or `Forwarded: proto=https`. A peer that
    /// is no proxy of ours claiming it is not believed.
    #[must_use]
    pub fn over_https(&self, peer: Option<&str>, headers: &HeaderMap) -> bool {
        if !peer.and_then(ip_of).is_some_and(|ip| self.trusts(ip)) {
            return false;
        }
        let value = |name: &str| headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or("");
        // The nearest proxy's word is the last one it appended.
        let forwarded_proto = value("x-forwarded-proto").rsplit(',').next().unwrap_or("").trim();
        let forwarded = value("forwarded").rsplit(',').next().unwrap_or("").to_ascii_lowercase();
        forwarded_proto.eq_ignore_ascii_case("https")
            || forwarded.split(';').any(|pair| pair.trim() == "proto=https")
    }

    /// The client's address: `peer` (the connection's), or behind trusted
    /// proxies the last untrusted address they forwarded.
    #[must_use]
    pub fn client(&self, peer: Option<&str>, headers: &HeaderMap) -> Option<String> {
        let peer_ip = peer.and_then(ip_of)?;
        if !self.trusts(peer_ip) {
            return peer.map(str::to_owned);
        }
        let chain = forwarded_chain(headers);
        // From the nearest hop back: the first address no proxy of ours is.
        chain
            .iter()
            .rev()
            .find(|hop| ip_of(hop).is_some_and(|ip| !self.trusts(ip)))
            .or_else(|| chain.first())
            .cloned()
            .or_else(|| peer.map(str::to_owned))
    }
}

fn within(ip: IpAddr, net: IpAddr, bits: u8) -> bool {
    let (ip, net, width) = match (ip, net) {
        (IpAddr::V4(a), IpAddr::V4(b)) => (u128::from(u32::from(a)), u128::from(u32::from(b)), 32),
        (IpAddr::V6(a), IpAddr::V6(b)) => (u128::from(a), u128::from(b), 128),
        (IpAddr::V6(a), IpAddr::V4(b)) => match a.to_ipv4_mapped() {
            Some(a) => (u128::from(u32::from(a)), u128::from(u32::from(b)), 32),
            None => return false,
        },
        (IpAddr::V4(_), IpAddr::V6(_)) => return false,
    };
    let shift = width - u32::from(bits);
    shift >= width || (ip >> shift) == (net >> shift)
}

/// An address from a peer or a forwarded hop: `1.2.3.4`, `1.2.3.4:5`,
/// `[::1]:5`, `"[::1]"`.
fn ip_of(text: &str) -> Option<IpAddr> {
    let t = text.trim().trim_matches('"');
    if let Ok(ip) = t.parse() {
        return Some(ip);
    }
    if let Some(rest) = t.strip_prefix('[') {
        return rest.split(']').next()?.parse().ok();
    }
    t.rsplit_once(':').and_then(|(host, _)| host.parse().ok())
}

/// The forwarded hops, nearest last: `Forwarded`'s `for=` when present,
/// else `X-Forwarded-For`.
fn forwarded_chain(headers: &HeaderMap) -> Vec<String> {
    let all = |name: &str| -> Vec<String> {
        headers
            .get_all(name)
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty())
            .collect()
    };
    let forwarded: Vec<String> = all("forwarded")
        .iter()
        .filter_map(|element| {
            element.split(';').find_map(|pair| {
                let (k, v) = pair.split_once('=')?;
                k.trim().eq_ignore_ascii_case("for").then(|| v.trim().trim_matches('"').to_owned())
            })
        })
        .map(|hop| ip_of(&hop).map_or(hop, |ip| ip.to_string()))
        .collect();
    if forwarded.is_empty() {
        all("x-forwarded-for")
            .iter()
            .map(|hop| ip_of(hop).map_or(hop.clone(), |ip| ip.to_string()))
            .collect()
    } else {
        forwarded
    }
}

/// GCRA on Redis's clock: KEYS[1] holds the bucket's theoretical arrival
/// time in µs; ARGV: emission interval (µs per token), tolerance (µs, the
/// burst), cost, and `1` to only look. Answers the µs to wait, 0 when the
/// request may go (and, unless looking, charges it), and how far the
/// arrival time stands ahead of now then, in µs (the bucket is full again
/// once it is reached).
const GCRA: &str = r"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local interval = tonumber(ARGV[1])
local tolerance = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local new_tat = tat + interval * cost
local allow_at = new_tat - tolerance
if allow_at > now then return {math.ceil(allow_at - now), math.ceil(tat - now)} end
if ARGV[4] ~= '1' then
  redis.call('SET', KEYS[1], string.format('%.0f', new_tat), 'PX', math.ceil(tolerance / 1000) + 1000)
  return {0, math.ceil(new_tat - now)}
end
return {0, math.ceil(tat - now)}
";

/// How long a Redis answer may take before the instance decides alone.
const REDIS_TIMEOUT: Duration = Duration::from_millis(250);

/// The link to Redis the budgets share: one connection, watched and
/// reopened by a background task.
#[derive(Debug)]
pub struct SharedLink {
    target: RedisTarget,
    prefix: String,
    conn: Mutex<Option<RedisConn>>,
    down: AtomicBool,
}

impl SharedLink {
    /// Over one Redis server or a cluster; the connection opens in the
    /// background ([`SharedLink::watch`]), so a Redis that is away does not
    /// stop the start.
    ///
    /// # Errors
    /// A malformed URL.
    pub fn new(target: &RedisTarget, prefix: &str) -> Result<Arc<Self>, String> {
        target.check()?;
        Ok(Arc::new(Self {
            target: target.clone(),
            prefix: prefix.to_owned(),
            conn: Mutex::new(None),
            down: AtomicBool::new(true),
        }))
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Option<RedisConn>> {
        self.conn.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Whether the budgets are the instance's own now (Redis away).
    #[must_use]
    pub fn is_down(&self) -> bool {
        self.down.load(Ordering::Relaxed)
    }

    fn lost(&self) {
        if !self.down.swap(true, Ordering::Relaxed) {
            tracing::warn!("redis does not answer: request budgets are this instance's own");
        }
        *self.conn() = None;
    }

    /// Keeps the connection open: reconnects when it is lost, and pings
    /// it every second so an outage is noticed between requests.
    pub fn watch(self: &Arc<Self>) -> tokio::task::JoinHandle<()> {
        let link = Arc::downgrade(self);
        tokio::spawn(async move {
            let mut ticks = tokio::time::interval(Duration::from_secs(1));
            loop {
                ticks.tick().await;
                let Some(link) = link.upgrade() else { return };
                let current = link.conn().clone();
                let alive = match current {
                    Some(mut c) => {
                        let ping = redis::cmd("PING");
                        let answer = ping.query_async::<String>(&mut c);
                        matches!(tokio::time::timeout(REDIS_TIMEOUT, answer).await, Ok(Ok(_)))
                    }
                    None => {
                        let open = link.target.connect(None);
                        match tokio::time::timeout(REDIS_TIMEOUT * 4, open).await {
                            Ok(Ok(c)) => {
                                *link.conn() = Some(c);
                                true
                            }
                            _ => false,
                        }
                    }
                };
                if alive {
                    if link.down.swap(false, Ordering::Relaxed) {
                        tracing::info!("redis answers: request budgets are shared again");
                    }
                } else {
                    link.lost();
                }
            }
        })
    }

    /// `name` under this service's prefix, as the budgets' keys are.
    #[must_use]
    pub fn key(&self, name: &str) -> String {
        format!("{}{name}", self.prefix)
    }

    /// `name` in `group` under this service's prefix, the group's hash tag
    /// keeping every key of it on one cluster slot (read together).
    #[must_use]
    pub fn tagged(&self, group: &str, name: &str) -> String {
        crate::adapters::redis_target::tagged(&self.prefix, group, name)
    }

    /// Runs `pipe` within the link's timeout: its answer, or `None` when
    /// Redis is away or did not answer (then the link is marked down
    /// until its watcher reopens it).
    pub async fn run<T: redis::FromRedisValue>(&self, pipe: &redis::Pipeline) -> Option<T> {
        let mut conn = self.conn().clone()?;
        match tokio::time::timeout(REDIS_TIMEOUT, pipe.query_async::<T>(&mut conn)).await {
            Ok(Ok(answer)) => Some(answer),
            _ => {
                self.lost();
                None
            }
        }
    }

    /// One GCRA step on `bucket`: `Some((wait, ahead))` (`wait` zero to
    /// go; `ahead` until the bucket is full), or `None` when Redis did not
    /// answer.
    async fn gcra(
        &self,
        bucket: &str,
        per_second: f64,
        burst: f64,
        cost: f64,
        look: bool,
    ) -> Option<(Duration, Duration)> {
        let mut conn = self.conn().clone()?;
        let interval = 1_000_000.0 / per_second;
        let mut cmd = redis::cmd("EVAL");
        cmd.arg(GCRA)
            .arg(1)
            .arg(format!("{}{bucket}", self.prefix))
            .arg(interval)
            .arg(interval * burst)
            .arg(cost)
            .arg(if look { "1" } else { "0" });
        let micros = |us: i64| Duration::from_micros(u64::try_from(us).unwrap_or(0));
        match tokio::time::timeout(REDIS_TIMEOUT, cmd.query_async::<(i64, i64)>(&mut conn)).await {
            Ok(Ok((wait_us, ahead_us))) => Some((micros(wait_us), micros(ahead_us))),
            _ => {
                self.lost();
                None
            }
        }
    }
}

/// Budgets of one kind (requests, failed logins by account or by address):
/// shared through Redis when linked and up, else this instance's own.
#[derive(Debug)]
pub struct Buckets {
    kind: &'static str,
    local: Arc<RateLimiter>,
    link: Option<Arc<SharedLink>>,
    per_second: f64,
    burst: f64,
}

impl Buckets {
    /// `per_second` (may be a fraction) with bursts of `burst`, named
    /// `kind` in Redis, shared when `link` is given.
    #[must_use]
    pub fn new(
        kind: &'static str,
        per_second: f64,
        burst: f64,
        link: Option<Arc<SharedLink>>,
    ) -> Self {
        let local = Arc::new(RateLimiter::with(per_second, burst));
        Self { kind, local, link, per_second, burst: burst.max(1.0) }
    }

    /// This instance's own buckets (GraphQL's complexity charges, and the
    /// fallback).
    #[must_use]
    pub fn local(&self) -> &Arc<RateLimiter> {
        &self.local
    }

    /// Whether these budgets are shared now.
    #[must_use]
    pub fn shared(&self) -> bool {
        self.link.as_ref().is_some_and(|l| !l.is_down())
    }

    /// The most requests a bucket holds, and the requests a second it
    /// refills by: the policy the `RateLimit-Policy` header states.
    #[must_use]
    pub fn policy(&self) -> (f64, f64) {
        (self.burst, self.per_second)
    }

    async fn step(&self, key: u64, cost: f64, look: bool) -> Result<Left, Duration> {
        if let Some(link) = self.link.as_ref().filter(|l| !l.is_down()) {
            let bucket = format!("limit:{}:{key:016x}", self.kind);
            let cost = cost.clamp(1.0, self.burst);
            if let Some((wait, ahead)) =
                link.gcra(&bucket, self.per_second, self.burst, cost, look).await
            {
                // The arrival time stands `ahead`: that many tokens' refill
                // is missing from a full bucket.
                let missing = ahead.as_secs_f64() * self.per_second;
                return if wait.is_zero() {
                    Ok(Left::of(self.burst - missing, self.burst, self.per_second))
                } else {
                    Err(wait)
                };
            }
        }
        let now = Instant::now();
        if look { self.local.check(key, now) } else { self.local.take_n(key, cost, now) }
    }

    /// Takes `cost` from `key`'s bucket, or says how long to wait.
    ///
    /// # Errors
    /// The bucket is short: the wait.
    pub async fn take(&self, key: u64, cost: f64) -> Result<Left, Duration> {
        self.step(key, cost, false).await
    }

    /// Whether `key`'s bucket has a token, taking none.
    ///
    /// # Errors
    /// It has none: the wait.
    pub async fn check(&self, key: u64) -> Result<Left, Duration> {
        self.step(key, 1.0, true).await
    }
}

/// Failed logins (`docs/api.md`: 429 on `POST /v1/auth/login`), throttled
/// so that a guesser gets a handful of tries a minute and the owner is
/// never locked out by someone else's guesses:
///
/// - per account **and address**: an address that failed for an account
///   is refused for it (`TEG_LOGIN_FAILURES_PER_ACCOUNT` a minute), other
///   addresses are not;
/// - per address, whatever the account (`TEG_LOGIN_FAILURES_PER_ADDRESS`);
/// - per account across every address: past four times the pair's budget
///   a login is **slowed** (at most [`MOST_DELAY`]), never refused;
/// - a client with a **device token** of that account (what a past
///   password sign-in answered, `Auth::device_token`) is held only to its
///   device's own failures: a correct password from it signs in even while
///   the account is guessed from its very address.
///
/// A login is refused before the password is checked while a bucket that
/// applies is empty, and only a failure takes a token.
#[derive(Debug)]
pub struct LoginThrottle {
    pairs: Buckets,
    addresses: Buckets,
    devices: Buckets,
    pressure: Buckets,
    /// When each (account, address) refused last went to the audit.
    audited: std::sync::Mutex<std::collections::HashMap<(u64, u64), Instant>>,
}

/// The longest a login of an account under a distributed attack is slowed.
pub const MOST_DELAY: Duration = Duration::from_secs(2);
/// A throttle goes to the audit at most this often per account and address.
const AUDIT_EVERY: Duration = Duration::from_secs(60);
/// Pairs remembered for that; beyond, the memory is cleared (a flood of
/// distinct pairs then audits each once more, never more than this many).
const AUDIT_MEMORY: usize = 10_000;

/// Who tries a login: the account, the address, and the device (its id,
/// once its token was found good for this account).
#[derive(Debug, Clone, Copy)]
pub struct LoginAttempt<'a> {
    /// The login name, as sent.
    pub account: &'a str,
    /// The client's address, when known.
    pub address: Option<&'a str>,
    /// The device id of a valid device token for this account.
    pub device: Option<&'a str>,
}

impl LoginAttempt<'_> {
    fn key(&self, what: &str, other: &str) -> u64 {
        let account = self.account.to_ascii_lowercase();
        RateLimiter::key(Some(&format!("{what}\u{0}{account}\u{0}{other}")), None)
    }

    fn pair(&self) -> u64 {
        self.key("pair", self.address.unwrap_or(""))
    }

    fn address(&self) -> Option<u64> {
        self.address.map(|a| RateLimiter::key(None, Some(a)))
    }

    fn device(&self) -> Option<u64> {
        self.device.map(|d| self.key("device", d))
    }

    fn account(&self) -> u64 {
        self.key("account", "")
    }
}

impl LoginThrottle {
    /// `per_account` failures a minute per account and address (and per
    /// device), `per_address` per address (each also the burst), shared
    /// across instances through `link` when given.
    #[must_use]
    pub fn new(
        per_account: u32,
        per_address: u32,
        link: Option<std::sync::Arc<SharedLink>>,
    ) -> Self {
        let bucket = |kind, n: u32| {
            let n = f64::from(n.max(1));
            Buckets::new(kind, n / 60.0, n, link.clone())
        };
        Self {
            pairs: bucket("login-pair", per_account),
            addresses: bucket("login-address", per_address),
            devices: bucket("login-device", per_account),
            pressure: bucket("login-account", per_account.saturating_mul(4)),
            audited: std::sync::Mutex::default(),
        }
    }

    /// Whether a refusal for `account` from `address` is the first within
    /// a minute, the one the audit records.
    pub fn first_refusal(&self, account: &str, address: Option<&str>, now: Instant) -> bool {
        let key = (
            RateLimiter::key(Some(&account.to_ascii_lowercase()), None),
            RateLimiter::key(None, address),
        );
        let mut seen = self.audited.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if seen.len() >= AUDIT_MEMORY {
            seen.clear();
        }
        match seen.get(&key) {
            Some(&at) if now.saturating_duration_since(at) < AUDIT_EVERY => false,
            _ => {
                seen.insert(key, now);
                true
            }
        }
    }

    /// Whether `attempt` may be tried now: how long to slow it first.
    ///
    /// # Errors
    /// Refused: the wait before it may be tried.
    pub async fn check(&self, attempt: LoginAttempt<'_>) -> Result<Duration, Duration> {
        let refusal = match attempt.device() {
            // A known device answers for its own failures only.
            Some(device) => self.devices.check(device).await.err(),
            None => {
                let by_address = match attempt.address() {
                    Some(address) => self.addresses.check(address).await.err(),
                    None => None,
                };
                [self.pairs.check(attempt.pair()).await.err(), by_address]
                    .into_iter()
                    .flatten()
                    .max()
            }
        };
        if let Some(wait) = refusal {
            return Err(wait);
        }
        if attempt.device.is_some() {
            return Ok(Duration::ZERO);
        }
        // Guessed from everywhere: slower, never shut.
        Ok(self
            .pressure
            .check(attempt.account())
            .await
            .err()
            .map_or(Duration::ZERO, |wait| wait.min(MOST_DELAY)))
    }

    /// Counts a failed login.
    pub async fn failed(&self, attempt: LoginAttempt<'_>) {
        let _ = self.pressure.take(attempt.account(), 1.0).await;
        if let Some(device) = attempt.device() {
            let _ = self.devices.take(device, 1.0).await;
            return;
        }
        let _ = self.pairs.take(attempt.pair(), 1.0).await;
        if let Some(address) = attempt.address() {
            let _ = self.addresses.take(address, 1.0).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (k, v) in pairs {
            map.append(
                actix_web::http::header::HeaderName::from_static(k),
                actix_web::http::header::HeaderValue::from_static(v),
            );
        }
        map
    }

    #[test]
    fn the_address_is_forwarded_only_by_a_trusted_proxy() {
        let proxies = Proxies::parse("10.0.0.0/8, ::1").expect("cidrs");
        let forwarded = headers(&[("x-forwarded-for", "203.0.113.7, 10.1.2.3")]);
        assert_eq!(
            proxies.client(Some("10.9.9.9:443"), &forwarded).as_deref(),
            Some("203.0.113.7")
        );
        assert_eq!(
            proxies.client(Some("198.51.100.1:5000"), &forwarded).as_deref(),
            Some("198.51.100.1:5000"),
            "an untrusted peer's header is ignored"
        );
        let rfc = headers(&[("forwarded", "for=192.0.2.60;proto=http, for=\"[2001:db8::1]:80\"")]);
        assert_eq!(proxies.client(Some("[::1]:80"), &rfc).as_deref(), Some("2001:db8::1"));
        assert_eq!(
            Proxies::default().client(Some("10.9.9.9:1"), &forwarded).as_deref(),
            Some("10.9.9.9:1"),
            "no proxy trusted: the peer"
        );
        for bad in ["10.0.0.0/33", "proxy.example", "::1/129"] {
            assert!(Proxies::parse(bad).is_err(), "{bad}");
        }
    }

    fn attempt<'a>(account: &'a str, address: &'a str) -> LoginAttempt<'a> {
        LoginAttempt { account, address: Some(address), device: None }
    }

    #[tokio::test]
    async fn logins_are_throttled_per_account_and_address_and_per_address() {
        let throttle = LoginThrottle::new(3, 5, None);
        for _ in 0..3 {
            assert!(throttle.check(attempt("ana", "10.0.0.1")).await.is_ok());
            throttle.failed(attempt("ana", "10.0.0.1")).await;
        }
        let wait = throttle.check(attempt("ana", "10.0.0.1")).await.expect_err("throttled here");
        assert!(wait > Duration::from_secs(19), "one failure a minute comes back every 20 s");
        assert!(
            throttle.check(attempt("ANA", "10.0.0.1")).await.is_err(),
            "case does not escape it"
        );
        let elsewhere = throttle.check(attempt("ana", "10.0.0.9")).await;
        assert_eq!(elsewhere, Ok(Duration::ZERO), "the owner elsewhere is neither shut nor slowed");
        assert!(throttle.check(attempt("beto", "10.0.0.1")).await.is_ok(), "2 failures left here");
        throttle.failed(attempt("beto", "10.0.0.1")).await;
        throttle.failed(attempt("carla", "10.0.0.1")).await;
        assert!(throttle.check(attempt("dora", "10.0.0.1")).await.is_err(), "the address is spent");
        assert!(throttle.check(attempt("dora", "10.0.0.2")).await.is_ok());
    }

    #[tokio::test]
    async fn a_known_device_signs_in_while_its_address_guesses_and_a_spread_attack_only_slows() {
        let throttle = LoginThrottle::new(3, 5, None);
        for _ in 0..5 {
            throttle.failed(attempt("admin", "10.0.0.1")).await;
        }
        assert!(throttle.check(attempt("admin", "10.0.0.1")).await.is_err());
        let device = LoginAttempt { device: Some("laptop"), ..attempt("admin", "10.0.0.1") };
        assert_eq!(throttle.check(device).await, Ok(Duration::ZERO), "its own device gets in");
        for _ in 0..3 {
            throttle.failed(device).await;
        }
        assert!(throttle.check(device).await.is_err(), "a device has its own failures");
        // Twelve addresses, a guess each, and then some: the account is
        // slowed for a new address, at most MOST_DELAY, never refused.
        for n in 0..14 {
            throttle.failed(attempt("admin", &format!("10.1.0.{n}"))).await;
        }
        let slowed = throttle.check(attempt("admin", "10.2.0.1")).await.expect("not refused");
        assert!(slowed > Duration::ZERO && slowed <= MOST_DELAY, "{slowed:?}");
    }
}
