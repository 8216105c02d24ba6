//! The service's VAPID identity (RFC 8292): one P-256 key pair, the public
//! half handed to browsers as `applicationServerKey` (`GET /v1/push/key`),
//! the private half signing each push's `Authorization: vapid t=…, k=…`.
//!
//! The key is the operator's (`TEG_VAPID_PRIVATE_KEY`: PEM, SEC1 or PKCS#8,
//! or the raw 32-byte scalar in base64url), else generated once and kept in
//! the data directory, since browsers bind every subscription to it: a new
//! key would orphan them all.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use p256::ecdsa::signature::Signer as _;
use p256::elliptic_curve::sec1::ToEncodedPoint as _;
use p256::pkcs8::DecodePrivateKey as _;

/// How long a VAPID JWT is valid: 12 hours (RFC 8292 allows 24 at most).
pub const VALID_SECONDS: i64 = 12 * 3_600;

/// The key pair and the contact (`sub`) that go with every push.
#[derive(Clone)]
pub struct Vapid {
    key: p256::ecdsa::SigningKey,
    /// The uncompressed public point, base64url: what `k=` and
    /// `GET /v1/push/key` say.
    public: String,
    /// `mailto:` or `https:` contact for the push services' operators.
    subject: String,
}

impl std::fmt::Debug for Vapid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the private key.
        f.debug_struct("Vapid")
            .field("public", &self.public)
            .field("subject", &self.subject)
            .finish_non_exhaustive()
    }
}

impl Vapid {
    /// From a private key as `TEG_VAPID_PRIVATE_KEY` gives it.
    ///
    /// # Errors
    /// What the text is not, in words.
    pub fn parse(text: &str, subject: &str) -> Result<Vapid, String> {
        let text = text.trim();
        let secret = if text.starts_with("-----BEGIN") {
            p256::SecretKey::from_sec1_pem(text)
                .or_else(|_| p256::SecretKey::from_pkcs8_pem(text))
                .map_err(|_| "a PEM P-256 private key (SEC1 or PKCS#8) was expected".to_owned())?
        } else {
            let raw = B64
                .decode(text.trim_end_matches('='))
                .map_err(|_| "the raw private key is 32 bytes in base64url".to_owned())?;
            p256::SecretKey::from_slice(&raw)
                .map_err(|_| "the raw private key is 32 bytes in base64url".to_owned())?
        };
        Vapid::of(&secret, subject)
    }

    /// A fresh key pair.
    ///
    /// # Errors
    /// The subject is not a `mailto:` or `https:` URI.
    pub fn generate(subject: &str) -> Result<Vapid, String> {
        Vapid::of(&p256::SecretKey::random(&mut rand_core::OsRng), subject)
    }

    fn of(secret: &p256::SecretKey, subject: &str) -> Result<Vapid, String> {
        if !(subject.starts_with("mailto:") || subject.starts_with("https://")) {
            return Err(format!(
                "the VAPID subject is a mailto: or https: URI (for example TEG_VAPID_SUBJECT=mailto:ops@example.com), not `{subject}`"
            ));
        }
        let point = secret.public_key().to_encoded_point(false);
        Ok(Vapid {
            key: p256::ecdsa::SigningKey::from(secret),
            public: B64.encode(point.as_bytes()),
            subject: subject.to_owned(),
        })
    }

    /// The private scalar in base64url, as it is kept in the data directory.
    #[must_use]
    pub fn private_text(&self) -> String {
        B64.encode(self.key.to_bytes())
    }

    /// The public key, base64url of the uncompressed point.
    #[must_use]
    pub fn public_key(&self) -> &str {
        &self.public
    }

    /// The `Authorization` header for a push to `endpoint` at `now_s`
    /// (seconds since the epoch): `vapid t=<ES256 JWT>, k=<public key>`,
    /// whose audience is the endpoint's origin, port included.
    ///
    /// # Errors
    /// The endpoint is not an absolute URL.
    pub fn authorization(&self, endpoint: &reqwest::Url, now_s: i64) -> Result<String, String> {
        let origin = endpoint.origin();
        if !origin.is_tuple() {
            return Err(format!("`{endpoint}` has no origin"));
        }
        let header = B64.encode(br#"{"typ":"JWT","alg":"ES256"}"#);
        let claims = serde_json::json!({
            "aud": origin.ascii_serialization(),
            "exp": now_s + VALID_SECONDS,
            "sub": self.subject,
        });
        let signed = format!("{header}.{}", B64.encode(claims.to_string()));
        // JWS ES256 (RFC 7518 §3.4): the 64-byte r || s of ECDSA P-256 over
        // SHA-256.
        let signature: p256::ecdsa::Signature = self.key.sign(signed.as_bytes());
        Ok(format!("vapid t={signed}.{}, k={}", B64.encode(signature.to_bytes()), self.public))
    }
}

/// The key the service uses: the operator's, else the one kept in `dir`
/// (`vapid-private-key`), else a new one written there.
///
/// # Errors
/// An unreadable given key, a bad subject, or the directory cannot be
/// written, in words.
pub fn load(given: Option<&str>, subject: &str, dir: &std::path::Path) -> Result<Vapid, String> {
    if let Some(text) = given {
        return Vapid::parse(text, subject).map_err(|e| format!("TEG_VAPID_PRIVATE_KEY: {e}"));
    }
    let path = dir.join("vapid-private-key");
    if let Ok(kept) = std::fs::read_to_string(&path) {
        return Vapid::parse(&kept, subject).map_err(|e| format!("{}: {e}", path.display()));
    }
    let fresh = Vapid::generate(subject)?;
    std::fs::create_dir_all(dir).map_err(|e| format!("create {}: {e}", dir.display()))?;
    std::fs::write(&path, fresh.private_text())
        .map_err(|e| format!("write {}: {e}", path.display()))?;
    Ok(fresh)
}

#[cfg(test)]
mod tests {
    use super::*;
    use p256::ecdsa::signature::Verifier as _;

    const SUBJECT: &str = "mailto:ops@example.com";

    #[test]
    fn svc_push_the_vapid_jwt_is_es256_over_the_endpoints_origin_and_verifies_with_k() {
        let vapid = Vapid::generate(SUBJECT).expect("key");
        let endpoint = reqwest::Url::parse("http://127.0.0.1:4567/push/abc").expect("url");
        let header = vapid.authorization(&endpoint, 1_000).expect("header");
        let rest = header.strip_prefix("vapid t=").expect("scheme");
        let (jwt, k) = rest.split_once(", k=").expect("k");
        assert_eq!(k, vapid.public_key());
        let parts: Vec<&str> = jwt.split('.').collect();
        assert_eq!(parts.len(), 3);
        let claims: serde_json::Value =
            serde_json::from_slice(&B64.decode(parts[1]).expect("b64")).expect("json");
        assert_eq!(claims["aud"], "http://127.0.0.1:4567", "the port is part of the origin");
        assert_eq!(claims["exp"], 1_000 + VALID_SECONDS);
        assert_eq!(claims["sub"], SUBJECT);
        let point = B64.decode(k).expect("b64");
        let key = p256::ecdsa::VerifyingKey::from_sec1_bytes(&point).expect("point");
        let signature =
            p256::ecdsa::Signature::from_slice(&B64.decode(parts[2]).expect("b64")).expect("sig");
        let signed = format!("{}.{}", parts[0], parts[1]);
        assert!(key.verify(signed.as_bytes(), &signature).is_ok());
        assert!(key.verify(b"something else", &signature).is_err());
    }

    #[test]
    fn svc_push_a_kept_key_reads_back_as_the_same_key_and_pem_is_accepted() {
        let vapid = Vapid::generate(SUBJECT).expect("key");
        let again = Vapid::parse(&vapid.private_text(), SUBJECT).expect("raw");
        assert_eq!(again.public_key(), vapid.public_key());
        // A SEC1 PEM made by `openssl ecparam -name prime256v1 -genkey`, and
        // its public point as `openssl ec -pubout` gives it.
        let pem = "-----BEGIN EC PRIVATE KEY-----\n\
            MHcCAQEEICcZMeN+nptDipp3c6br5XRU+IzUF0QUdpcVFhHPRCUtoAoGCCqGSM49\n\
            AwEHoUQDQgAEROyza70KUkNQ1YrS98rK9s03b2LRwfMP5GPsiy+YcS66JMCbQqLX\n\
            FG+xjEGwI9qDRXEJDUopF3NIVD4AfIF1qg==\n\
            -----END EC PRIVATE KEY-----";
        let from_pem = Vapid::parse(pem, SUBJECT).expect("pem");
        assert_eq!(
            from_pem.public_key(),
            "BETss2u9ClJDUNWK0vfKyvbNN29i0cHzD-Rj7IsvmHEuuiTAm0Ki1xRvsYxBsCPag0VxCQ1KKRdzSFQ-AHyBdao"
        );
        assert!(Vapid::parse("not a key", SUBJECT).is_err());
        assert!(Vapid::parse(&vapid.private_text(), "ops@example.com").is_err());
    }

    #[test]
    fn svc_push_a_generated_key_is_kept_in_the_data_directory_and_used_again() {
        let dir = std::env::temp_dir().join(format!("teg-vapid-{}", uuid::Uuid::new_v4().simple()));
        let first = load(None, SUBJECT, &dir).expect("made");
        let second = load(None, SUBJECT, &dir).expect("kept");
        assert_eq!(first.public_key(), second.public_key());
        let _ = std::fs::remove_dir_all(dir);
    }
}
