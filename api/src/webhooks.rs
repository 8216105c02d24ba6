//! "Your turn" webhooks (SVC-NOTIFY): which URLs a user may register, how a
//! delivery is signed, and the sender that posts the queued deliveries,
//! retried with backoff.
//!
//! The operator's allow-list (`TEG_WEBHOOK_ALLOW`) is the only way out: a
//! URL whose host and port match no pattern is refused at registration, and
//! again at each attempt (the list may have shrunk since), and redirects are
//! never followed, so the service cannot be pointed at internal addresses.
//! A delivery row is queued with the commit that began the user's step
//! (`GameStore::notify_turn`); the instance holding the `webhooks` lease
//! runs the sender, which also claims rows for a while before posting
//! them, so each attempt is made by one.

use std::time::Duration;

use hmac::{KeyInit as _, Mac as _};
use reqwest::Url;

use crate::adapters::db::{Attempt, Claimed, SeaWebhooks};

/// The shortest secret a webhook may have: a signature is only as good as
/// its key.
pub const MIN_SECRET: usize = 16;
/// The longest secret and URL accepted.
pub const MAX_SECRET: usize = 256;
/// The longest URL accepted.
pub const MAX_URL: usize = 2_048;

/// The waits before the second, third, ... attempt: 1 s, 5 s, 30 s, 2 min,
/// 10 min; a delivery is `failed` after the last.
pub const BACKOFF_MS: [i64; 5] = [1_000, 5_000, 30_000, 120_000, 600_000];

/// How long one attempt may take, connection included.
const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a claim holds a delivery: longer than an attempt.
const LEASE_MS: i64 = 30_000;
/// How often the sender looks for deliveries when it found none.
const POLL: Duration = Duration::from_millis(250);
/// Deliveries claimed per look (posted concurrently).
const BATCH: u64 = 16;
/// Finished deliveries are kept this long in the log, then pruned.
pub const KEEP_MS: i64 = 7 * 24 * 3_600 * 1_000;
/// How often old deliveries are pruned.
const PRUNE_EVERY: Duration = Duration::from_secs(600);

/// One `host[:port]` pattern of `TEG_WEBHOOK_ALLOW`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Pattern {
    /// Lowercase host name or IP literal (IPv6 in brackets).
    host: String,
    /// The port; `None` is `*` (any port). A pattern without a port allows
    /// the scheme's default port only.
    port: Option<Option<u16>>,
}

/// The hosts webhooks may reach (`TEG_WEBHOOK_ALLOW`: comma-separated
/// `host[:port]` patterns, `*` as a port wildcard; empty allows none).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AllowList(Vec<Pattern>);

impl AllowList {
    /// Parses the variable's value.
    ///
    /// # Errors
    /// A pattern that is not `host`, `host:port` or `host:*`, in words.
    pub fn parse(value: &str) -> Result<AllowList, String> {
        let mut patterns = Vec::new();
        for raw in value.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let bad = || {
                format!(
                    "`{raw}` is not a host[:port] pattern (for example TEG_WEBHOOK_ALLOW=hooks.example.com,127.0.0.1:*)"
                )
            };
            // `[v6]:port`, `host:port` or a bare host.
            let (host, port) = match raw.rsplit_once(':') {
                Some((h, p)) if !h.is_empty() && (!raw.starts_with('[') || h.ends_with(']')) => {
                    let port = match p {
                        "*" => None,
                        digits => Some(Some(digits.parse::<u16>().map_err(|_| bad())?)),
                    };
                    (h, port)
                }
                _ => (raw, Some(None)),
            };
            let host = host.to_ascii_lowercase();
            // The host must be what a URL's host is, nothing more.
            let parsed = Url::parse(&format!("http://{host}/")).map_err(|_| bad())?;
            if parsed.host_str() != Some(host.as_str()) {
                return Err(bad());
            }
            patterns.push(Pattern { host, port });
        }
        Ok(AllowList(patterns))
    }

    /// Whether no host is allowed.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `url` may be posted to: `http` or `https`, no credentials,
    /// and a host and port some pattern allows.
    ///
    /// # Errors
    /// Why not, in words.
    pub fn check(&self, url: &str) -> Result<Url, String> {
        if url.len() > MAX_URL {
            return Err(format!("a webhook URL has at most {MAX_URL} characters"));
        }
        let parsed = Url::parse(url).map_err(|e| format!("`{url}` is not a URL: {e}"))?;
        if !matches!(parsed.scheme(), "http" | "https") {
            return Err("a webhook URL is http:// or https://".to_owned());
        }
        if !parsed.username().is_empty() || parsed.password().is_some() {
            return Err(
                "a webhook URL carries no credentials: the secret signs the body".to_owned()
            );
        }
        let host = parsed.host_str().unwrap_or_default().to_ascii_lowercase();
        let port = parsed.port();
        let allowed = self.0.iter().any(|p| {
            p.host == host
                && match p.port {
                    None => true,
                    Some(wanted) => wanted == port,
                }
        });
        if allowed {
            Ok(parsed)
        } else {
            let shown = parsed.port().map_or(host.clone(), |p| format!("{host}:{p}"));
            Err(format!(
                "`{shown}` is not on the operator's allow-list (TEG_WEBHOOK_ALLOW) of hosts webhooks may reach"
            ))
        }
    }
}

/// `sha256=<hex HMAC-SHA256 of body under secret>`: the `X-TEG-Signature`.
#[must_use]
pub fn signature(secret: &str, body: &[u8]) -> String {
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes())
        .unwrap_or_else(|_| unreachable!("HMAC takes a key of any length"));
    mac.update(body);
    format!("sha256={}", domain::rng::hex(&mac.finalize().into_bytes()))
}

/// What became of one attempt.
fn outcome(attempts: i32, now_ms: i64, result: Result<u16, String>) -> Attempt {
    let spent = usize::try_from(attempts).unwrap_or(usize::MAX) > BACKOFF_MS.len();
    match result {
        Ok(status) if (200..300).contains(&status) => Attempt::Delivered { status },
        Ok(status) => {
            retry_or_fail(spent, attempts, now_ms, Some(status), format!("HTTP {status}"))
        }
        Err(error) => retry_or_fail(spent, attempts, now_ms, None, error),
    }
}

fn retry_or_fail(
    spent: bool,
    attempts: i32,
    now_ms: i64,
    status: Option<u16>,
    error: String,
) -> Attempt {
    if spent {
        return Attempt::Failed { status, error };
    }
    let wait = usize::try_from(attempts - 1).ok().and_then(|i| BACKOFF_MS.get(i)).copied();
    Attempt::Retry { status, error, next_at_ms: now_ms.saturating_add(wait.unwrap_or(0)) }
}

/// The HTTP client of the sender: no redirects (they could lead anywhere),
/// a bounded time per attempt.
///
/// # Panics
/// Never in practice: the client's TLS setup is compiled in.
#[must_use]
pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(ATTEMPT_TIMEOUT)
        .connect_timeout(ATTEMPT_TIMEOUT)
        .user_agent("teg-webhooks/1")
        .build()
        .unwrap_or_else(|e| panic!("the webhook client: {e}"))
}

/// Posts one claimed delivery: the HTTP status, or why there was none.
async fn post(
    client: &reqwest::Client,
    allow: &AllowList,
    claimed: &Claimed,
) -> Result<u16, String> {
    let url = allow.check(&claimed.url)?;
    let response = client
        .post(url)
        .header("Content-Type", "application/json")
        .header("X-TEG-Signature", signature(&claimed.secret, claimed.body.as_bytes()))
        .header("X-TEG-Delivery", claimed.id.to_string())
        .body(claimed.body.clone())
        .send()
        .await
        .map_err(|e| format!("{e}"))?;
    Ok(response.status().as_u16())
}

/// Starts the sender on the current runtime: until `stop` turns true, claims
/// the pending deliveries that are due and posts them; prunes finished ones
/// older than [`KEEP_MS`] every ten minutes.
pub fn spawn_sender(
    webhooks: SeaWebhooks,
    allow: AllowList,
    leases: std::sync::Arc<crate::leases::Leases>,
    mut stop: tokio::sync::watch::Receiver<bool>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let client = client();
        let mut pruned: Option<std::time::Instant> = None;
        loop {
            if *stop.borrow() {
                return;
            }
            if !leases.leads(crate::leases::Job::Webhooks) {
                // Another instance delivers; look again later.
                tokio::select! {
                    () = tokio::time::sleep(POLL) => continue,
                    _ = stop.changed() => return,
                }
            }
            if pruned.is_none_or(|at| at.elapsed() >= PRUNE_EVERY) {
                let before = crate::adapters::system::now_ms().saturating_sub(KEEP_MS);
                match webhooks.prune(before).await {
                    Ok(_) => pruned = Some(std::time::Instant::now()),
                    Err(e) => tracing::warn!(error = ?e, "webhook log prune failed"),
                }
            }
            let worked = match send_due(&webhooks, &allow, &client).await {
                Ok(n) => n > 0,
                Err(e) => {
                    tracing::warn!(error = ?e, "webhook sender look failed");
                    false
                }
            };
            if !worked {
                tokio::select! {
                    () = tokio::time::sleep(POLL) => {}
                    _ = stop.changed() => return,
                }
            }
        }
    })
}

/// One look: the due deliveries claimed, posted together and written back;
/// how many were attempted.
async fn send_due(
    webhooks: &SeaWebhooks,
    allow: &AllowList,
    client: &reqwest::Client,
) -> Result<usize, domain::ports::StoreError> {
    let now = crate::adapters::system::now_ms();
    let mut claimed = Vec::new();
    for id in webhooks.due(now, BATCH).await? {
        if let Some(c) = webhooks.claim(id, now, now.saturating_add(LEASE_MS)).await? {
            claimed.push(c);
        }
    }
    let results = futures_util::future::join_all(claimed.iter().map(|c| async move {
        match c.gone.as_deref() {
            Some(why) => Attempt::Failed { status: None, error: why.to_owned() },
            None => {
                let result = post(client, allow, c).await;
                outcome(c.attempts, crate::adapters::system::now_ms(), result)
            }
        }
    }))
    .await;
    for (c, attempt) in claimed.iter().zip(results) {
        if let Attempt::Failed { error, .. } | Attempt::Retry { error, .. } = &attempt {
            tracing::info!(delivery = c.id, attempt = c.attempts, %error, "webhook delivery failed");
        }
        webhooks.finish(c, &attempt, crate::adapters::system::now_ms()).await?;
    }
    Ok(claimed.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn allow(s: &str) -> AllowList {
        AllowList::parse(s).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn svc_notify_an_empty_allow_list_refuses_every_url() {
        assert!(allow("").check("https://hooks.example.com/x").is_err());
        assert!(allow(" , ").is_empty());
    }

    #[test]
    fn svc_notify_a_bare_host_allows_its_default_port_over_http_and_https() {
        let list = allow("hooks.example.com");
        assert!(list.check("https://hooks.example.com/teg").is_ok());
        assert!(list.check("http://HOOKS.example.com/teg").is_ok());
        assert!(list.check("https://hooks.example.com:8443/teg").is_err());
        assert!(list.check("https://evil.example.com/teg").is_err());
        assert!(list.check("https://hooks.example.com.evil.net/").is_err());
    }

    #[test]
    fn svc_notify_a_port_pattern_allows_that_port_and_a_star_any_port() {
        let list = allow("127.0.0.1:*, [::1]:9000, internal:8080");
        assert!(list.check("http://127.0.0.1:41234/hook").is_ok());
        assert!(list.check("http://[::1]:9000/").is_ok());
        assert!(list.check("http://[::1]:9001/").is_err());
        assert!(list.check("http://internal:8080/").is_ok());
        assert!(list.check("http://internal/").is_err());
        assert!(list.check("http://169.254.169.254/latest/meta-data").is_err());
    }

    #[test]
    fn svc_notify_only_http_urls_without_credentials_are_accepted() {
        let list = allow("127.0.0.1:*");
        assert!(list.check("ftp://127.0.0.1:21/").is_err());
        assert!(list.check("http://user:pw@127.0.0.1:80/").is_err());
        assert!(list.check("not a url").is_err());
        assert!(list.check(&format!("http://127.0.0.1:1/{}", "a".repeat(MAX_URL))).is_err());
    }

    #[test]
    fn svc_notify_malformed_patterns_are_refused_by_name() {
        for bad in ["host:99999", "host:port", "a/b", "http://x"] {
            let error = AllowList::parse(bad).expect_err(bad);
            assert!(error.contains(bad), "{error}");
        }
    }

    #[test]
    fn svc_notify_the_signature_is_the_hex_hmac_sha256_of_the_body() {
        // RFC 4231 test case 2.
        assert_eq!(
            signature("Jefe", b"what do ya want for nothing?"),
            "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }

    #[test]
    fn svc_notify_failed_attempts_back_off_then_give_up_after_the_sixth() {
        let now = 1_000_000;
        let at = |attempts| match outcome(attempts, now, Ok(500)) {
            Attempt::Retry { next_at_ms, .. } => Some(next_at_ms - now),
            _ => None,
        };
        assert_eq!(
            (1..=6).map(at).collect::<Vec<_>>(),
            vec![Some(1_000), Some(5_000), Some(30_000), Some(120_000), Some(600_000), None]
        );
        assert!(matches!(outcome(1, now, Ok(204)), Attempt::Delivered { status: 204 }));
        assert!(matches!(outcome(6, now, Err("refused".into())), Attempt::Failed { .. }));
    }
}
