//! Web Push to players' devices (SVC-PUSH): RFC 8030 delivery, RFC 8291
//! message encryption (aes128gcm, by the `web-push-native` crate) and RFC
//! 8292 VAPID (`vapid`), for the feed's notices that matter away from the
//! app (`message`).
//!
//! Delivery is a background worker on the instance holding the `push`
//! lease (`leases`), never a request's
//! work: it claims subscriptions that are behind their user's feed (the
//! durable queue, `SeaPush`), pushes their notices in order through a
//! [`Sender`], and writes each outcome back before the next push. A 404 or
//! 410 from the push service deletes the subscription; a 429, a 5xx or no
//! answer is retried with backoff (1 s, 5 s, 30 s, 2 min, 10 min), then the
//! notice is given up and the subscription goes on to the next; operators
//! see failing subscriptions (`GET /v1/admin/push/failing`) and the
//! `teg_push_total{outcome}` counter.
//!
//! The [`Sender`] is the port: Web Push is its one adapter. An FCM or APNs
//! adapter would implement it with its own credentials and request shape
//! (FCM HTTP v1's `messages:send` with a service account's OAuth token;
//! APNs' HTTP/2 API with a `.p8` key's ES256 JWT), mapping "token no longer
//! registered" (FCM `UNREGISTERED`, APNs 410) to [`Sent::Gone`]; neither is
//! built, since neither can be tested here against a real service.

pub mod message;
pub mod vapid;

use std::future::Future;
use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;

use crate::adapters::db::{ClaimedPush, SeaPush};
use crate::language::Language;
use crate::webhooks::AllowList;

pub use vapid::Vapid;

/// The waits before the second, third, ... attempt at one notice.
pub const BACKOFF_MS: [i64; 5] = [1_000, 5_000, 30_000, 120_000, 600_000];
/// How long one attempt may take.
const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a claim holds a subscription: longer than its pushes take.
const LEASE_MS: i64 = 60_000;
/// Subscriptions claimed per look (pushed to concurrently).
const BATCH: u64 = 16;
/// The longest endpoint accepted.
pub const MAX_ENDPOINT: usize = 2_048;

/// Where pushes may go: public `https` endpoints, and the hosts of
/// `TEG_PUSH_ALLOW` (which is how tests reach a local push service).
#[derive(Debug, Clone, Default)]
pub struct Endpoints {
    /// The operator's extra hosts.
    pub allow: AllowList,
}

impl Endpoints {
    /// Whether `endpoint` may be pushed to.
    ///
    /// # Errors
    /// Why not, in words.
    pub fn check(&self, endpoint: &str) -> Result<reqwest::Url, String> {
        if endpoint.len() > MAX_ENDPOINT {
            return Err(format!("a push endpoint has at most {MAX_ENDPOINT} characters"));
        }
        if let Ok(url) = self.allow.check(endpoint) {
            return Ok(url);
        }
        let url =
            reqwest::Url::parse(endpoint).map_err(|e| format!("`{endpoint}` is not a URL: {e}"))?;
        if url.scheme() != "https" || !url.username().is_empty() || url.password().is_some() {
            return Err("a push endpoint is an https:// URL with no credentials".to_owned());
        }
        let host = url.host_str().unwrap_or_default();
        let public = match host.trim_start_matches('[').trim_end_matches(']').parse() {
            Ok(std::net::IpAddr::V4(ip)) => {
                !(ip.is_private() || ip.is_loopback() || ip.is_link_local() || ip.is_unspecified())
            }
            // IPv6 literals: only by the operator's list.
            Ok(std::net::IpAddr::V6(_)) => false,
            Err(_) => public_name(host),
        };
        if public {
            Ok(url)
        } else {
            Err(format!(
                "`{host}` is not a public push service, nor on the operator's allow-list (TEG_PUSH_ALLOW)"
            ))
        }
    }
}

/// A host name that can be a public push service: dotted, and none of the
/// names that mean this machine or its network.
fn public_name(name: &str) -> bool {
    let name = name.trim_end_matches('.').to_ascii_lowercase();
    name.contains('.')
        && ![".localhost", ".local", ".internal", ".home.arpa", ".lan"]
            .iter()
            .any(|suffix| name.ends_with(suffix))
}

/// The user agent's keys, as a subscription carries them.
///
/// # Errors
/// Which key is not what RFC 8291 says, in words.
pub fn check_keys(p256dh: &str, auth: &str) -> Result<(), String> {
    let point = B64.decode(p256dh.trim_end_matches('=')).map_err(|_| "keys.p256dh is base64url")?;
    web_push_native::p256::PublicKey::from_sec1_bytes(&point)
        .map_err(|_| "keys.p256dh is an uncompressed P-256 point (65 bytes)".to_owned())?;
    let secret = B64.decode(auth.trim_end_matches('=')).map_err(|_| "keys.auth is base64url")?;
    if secret.len() != 16 {
        return Err(format!("keys.auth is 16 bytes, not {}", secret.len()));
    }
    Ok(())
}

/// One push to one device.
#[derive(Debug, Clone)]
pub struct Push<'a> {
    /// The subscription being pushed to.
    pub subscription: &'a ClaimedPush,
    /// What to say.
    pub message: &'a message::Message,
}

/// What the push service said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sent {
    /// Accepted (2xx).
    Accepted(u16),
    /// The subscription is no more (404, 410): it is deleted.
    Gone(u16),
    /// Refused for good (another 4xx but 429): the notice is given up.
    Refused(u16),
    /// Worth another try later (429, 5xx, no answer).
    Failed(Option<u16>, String),
}

/// The port a push goes out through.
pub trait Sender: Send + Sync + 'static {
    /// Sends one push.
    fn send(&self, push: Push<'_>) -> impl Future<Output = Sent> + Send;
}

/// Web Push over HTTP: RFC 8291 encryption, VAPID, the RFC 8030 headers.
#[derive(Debug, Clone)]
pub struct WebPush {
    client: reqwest::Client,
    vapid: Vapid,
    endpoints: Endpoints,
}

impl WebPush {
    /// A sender with this identity, to these endpoints.
    ///
    /// # Panics
    /// Never in practice: the client's TLS setup is compiled in.
    #[must_use]
    pub fn new(vapid: Vapid, endpoints: Endpoints) -> WebPush {
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .timeout(ATTEMPT_TIMEOUT)
            .connect_timeout(ATTEMPT_TIMEOUT)
            .user_agent("teg-push/1")
            .build()
            .unwrap_or_else(|e| panic!("the push client: {e}"));
        WebPush { client, vapid, endpoints }
    }

    async fn post(&self, push: Push<'_>) -> Result<u16, String> {
        let sub = push.subscription;
        // Checked again: the allow-list may have shrunk since it was made.
        let url = self.endpoints.check(&sub.endpoint)?;
        let point = B64.decode(sub.p256dh.trim_end_matches('=')).map_err(|e| e.to_string())?;
        let ua_public = web_push_native::p256::PublicKey::from_sec1_bytes(&point)
            .map_err(|e| format!("p256dh: {e}"))?;
        let auth = B64.decode(sub.auth.trim_end_matches('=')).map_err(|e| e.to_string())?;
        let auth: [u8; 16] = auth.try_into().map_err(|_| "auth is not 16 bytes".to_owned())?;
        let auth = web_push_native::Auth::from(auth);
        let body =
            web_push_native::encrypt(push.message.payload.clone().into_bytes(), &ua_public, &auth)
                .map_err(|e| format!("encrypt: {e}"))?;
        let now_s = crate::adapters::system::now_ms() / 1_000;
        let mut request = self
            .client
            .post(url.clone())
            .header("TTL", push.message.ttl_s.to_string())
            .header("Urgency", push.message.urgency)
            .header("Content-Encoding", "aes128gcm")
            .header("Content-Type", "application/octet-stream")
            .header("Authorization", self.vapid.authorization(&url, now_s)?);
        if let Some(topic) = &push.message.topic {
            request = request.header("Topic", topic);
        }
        let response = request.body(body).send().await.map_err(|e| format!("{e}"))?;
        Ok(response.status().as_u16())
    }
}

impl Sender for WebPush {
    async fn send(&self, push: Push<'_>) -> Sent {
        match self.post(push).await {
            Ok(status @ 200..=299) => Sent::Accepted(status),
            Ok(status @ (404 | 410)) => Sent::Gone(status),
            Ok(status @ (429 | 500..)) => Sent::Failed(Some(status), format!("HTTP {status}")),
            Ok(status) => Sent::Refused(status),
            Err(error) => Sent::Failed(None, error),
        }
    }
}

/// How often the worker looks when it found nothing.
pub const POLL: Duration = Duration::from_millis(250);

/// One look of the worker (`background::spawn_push_worker`): the due
/// subscriptions claimed and pushed to; how many.
///
/// # Errors
/// The database failed.
pub async fn push_due<S: Sender>(
    push: &SeaPush,
    sender: &S,
    metrics: &crate::metrics::Metrics,
) -> Result<usize, domain::ports::StoreError> {
    let now = crate::adapters::system::now_ms();
    let mut claimed = Vec::new();
    for id in push.due(now, BATCH).await? {
        if let Some(c) = push.claim(&id, now, now.saturating_add(LEASE_MS)).await? {
            claimed.push(c);
        }
    }
    let results =
        futures_util::future::join_all(claimed.iter().map(|c| serve(push, sender, metrics, c)))
            .await;
    for (c, result) in claimed.iter().zip(results) {
        if let Err(e) = result {
            tracing::warn!(subscription = c.id, error = ?e, "a subscription's pushes stopped");
        }
    }
    Ok(claimed.len())
}

/// Pushes one claimed subscription's notices in order, each outcome
/// written before the next push; lets go of it at the end.
async fn serve<S: Sender>(
    push: &SeaPush,
    sender: &S,
    metrics: &crate::metrics::Metrics,
    sub: &ClaimedPush,
) -> Result<(), domain::ports::StoreError> {
    if let Some(why) = sub.gone {
        tracing::info!(subscription = sub.id, why, "push subscription dropped");
        metrics.pushed("dropped");
        return push.drop_gone(&sub.id).await;
    }
    let language = sub.locale.as_deref().and_then(Language::parse).unwrap_or(Language::Es);
    let mut attempts = sub.attempts;
    for notice in &sub.pending {
        let now = crate::adapters::system::now_ms();
        if !sub.notices.contains(&notice.kind) {
            push.done(&sub.id, notice.id, None, None).await?;
            continue;
        }
        if let Some(until) = message::quiet_until(sub.quiet, now) {
            return push.release(&sub.id, until, attempts, None).await;
        }
        let Some(message) = message::message(notice, language, now) else {
            metrics.pushed("expired");
            push.done(&sub.id, notice.id, None, Some("its deadline passed".to_owned())).await?;
            continue;
        };
        match sender.send(Push { subscription: sub, message: &message }).await {
            Sent::Accepted(status) => {
                metrics.pushed("sent");
                push.done(&sub.id, notice.id, Some(status), None).await?;
                attempts = 0;
            }
            Sent::Gone(status) => {
                tracing::info!(subscription = sub.id, status, "push subscription gone");
                metrics.pushed("gone");
                return push.drop_gone(&sub.id).await;
            }
            Sent::Refused(status) => {
                tracing::info!(subscription = sub.id, status, "push refused; notice given up");
                metrics.pushed("refused");
                let why = format!("HTTP {status}");
                push.done(&sub.id, notice.id, Some(status), Some(why)).await?;
                attempts = 0;
            }
            Sent::Failed(status, error) => {
                attempts += 1;
                let wait = usize::try_from(attempts - 1).ok().and_then(|i| BACKOFF_MS.get(i));
                let Some(wait) = wait else {
                    tracing::info!(subscription = sub.id, %error, "push failed; notice given up");
                    metrics.pushed("failed");
                    push.done(&sub.id, notice.id, status, Some(error)).await?;
                    attempts = 0;
                    continue;
                };
                tracing::info!(subscription = sub.id, attempts, %error, "push failed; retried");
                metrics.pushed("retried");
                return push
                    .release(&sub.id, now.saturating_add(*wait), attempts, Some((status, error)))
                    .await;
            }
        }
    }
    // Every pending notice dealt with: up to the head read before them
    // (notices pruned or forgotten meanwhile are passed).
    if sub.pending.last().is_none_or(|last| last.id < sub.head) {
        push.done(&sub.id, sub.head, None, None).await?;
    }
    push.release(&sub.id, crate::adapters::system::now_ms(), 0, None).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn endpoints(allow: &str) -> Endpoints {
        Endpoints { allow: AllowList::parse(allow).expect("list") }
    }

    #[test]
    fn svc_push_public_https_endpoints_are_accepted_and_local_ones_only_when_allowed() {
        let none = endpoints("");
        assert!(none.check("https://fcm.googleapis.com/fcm/send/abc").is_ok());
        assert!(none.check("https://updates.push.services.mozilla.com/wpush/v2/x").is_ok());
        for bad in [
            "http://fcm.googleapis.com/fcm/send/abc",
            "https://localhost/push",
            "https://127.0.0.1/push",
            "https://10.1.2.3/push",
            "https://169.254.169.254/latest",
            "https://printer.local/push",
            "https://intranet/push",
            "https://user:pw@push.example.com/x",
            "not a url",
        ] {
            assert!(none.check(bad).is_err(), "{bad}");
        }
        let local = endpoints("127.0.0.1:*");
        assert!(local.check("http://127.0.0.1:4000/push/1").is_ok());
        assert!(local.check("http://10.0.0.1:4000/push/1").is_err());
    }

    #[test]
    fn svc_push_keys_are_a_p256_point_and_a_16_byte_secret() {
        let point = "BETss2u9ClJDUNWK0vfKyvbNN29i0cHzD-Rj7IsvmHEuuiTAm0Ki1xRvsYxBsCPag0VxCQ1KKRdzSFQ-AHyBdao";
        assert!(check_keys(point, "AAAAAAAAAAAAAAAAAAAAAA").is_ok());
        assert!(check_keys(point, "AAAA").is_err());
        assert!(check_keys("AAAA", "AAAAAAAAAAAAAAAAAAAAAA").is_err());
        assert!(check_keys("not base64!", "AAAAAAAAAAAAAAAAAAAAAA").is_err());
    }
}
