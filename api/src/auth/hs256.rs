//! The one signature the service makes: HS256, through jsonwebtoken's
//! `CryptoProvider` on the `hmac`/`sha2` the workspace already builds.
//! jsonwebtoken's own `rust_crypto` provider would pull RSA (RUSTSEC-2023-0071),
//! elliptic curves and a second generation of the RustCrypto crates for a
//! signature the service never makes; any other algorithm is refused.

use hmac::{KeyInit as _, Mac as _};
use jsonwebtoken::crypto::{CryptoProvider, JwtSigner, JwtVerifier, KeyUtils};
use jsonwebtoken::errors::{Error, ErrorKind};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey};

type HmacSha256 = hmac::Hmac<sha2::Sha256>;

struct Signer(HmacSha256);
struct Verifier(HmacSha256);

fn keyed(secret: &[u8]) -> Result<HmacSha256, Error> {
    HmacSha256::new_from_slice(secret).map_err(|_| ErrorKind::InvalidKeyFormat.into())
}

impl signature::Signer<Vec<u8>> for Signer {
    fn try_sign(&self, msg: &[u8]) -> Result<Vec<u8>, signature::Error> {
        let mut mac = self.0.clone();
        mac.update(msg);
        Ok(mac.finalize().into_bytes().to_vec())
    }
}

impl JwtSigner for Signer {
    fn algorithm(&self) -> Algorithm {
        Algorithm::HS256
    }
}

impl signature::Verifier<Vec<u8>> for Verifier {
    fn verify(&self, msg: &[u8], signature: &Vec<u8>) -> Result<(), signature::Error> {
        let mut mac = self.0.clone();
        mac.update(msg);
        // Constant-time comparison.
        mac.verify_slice(signature).map_err(|_| signature::Error::new())
    }
}

impl JwtVerifier for Verifier {
    fn algorithm(&self) -> Algorithm {
        Algorithm::HS256
    }
}

fn signer(algorithm: &Algorithm, key: &EncodingKey) -> Result<Box<dyn JwtSigner>, Error> {
    match algorithm {
        Algorithm::HS256 => Ok(Box::new(Signer(keyed(key.as_bytes())?))),
        _ => Err(ErrorKind::InvalidAlgorithm.into()),
    }
}

fn verifier(algorithm: &Algorithm, key: &DecodingKey) -> Result<Box<dyn JwtVerifier>, Error> {
    match algorithm {
        Algorithm::HS256 => Ok(Box::new(Verifier(keyed(key.try_get_as_bytes()?)?))),
        _ => Err(ErrorKind::InvalidAlgorithm.into()),
    }
}

static PROVIDER: CryptoProvider = CryptoProvider {
    signer_factory: signer,
    verifier_factory: verifier,
    key_utils: KeyUtils::new_unimplemented(),
};

/// Makes HS256 the process's JWT provider (again is harmless).
pub(crate) fn install() {
    // Err means it was installed already, by this very function.
    let _ = PROVIDER.install_default();
}

#[cfg(test)]
mod tests {
    use jsonwebtoken::{Header, Validation, decode, encode};

    #[test]
    fn hs256_signs_and_verifies_and_refuses_a_foreign_key_or_another_algorithm() {
        super::install();
        let claims = serde_json::json!({"sub": "ana", "exp": 4_000_000_000_i64});
        let key = jsonwebtoken::EncodingKey::from_secret(b"a secret of the service");
        let token = encode(&Header::default(), &claims, &key).expect("signs");
        let good = jsonwebtoken::DecodingKey::from_secret(b"a secret of the service");
        let data = decode::<serde_json::Value>(&token, &good, &Validation::default());
        assert_eq!(data.expect("verifies").claims["sub"], "ana");
        let foreign = jsonwebtoken::DecodingKey::from_secret(b"another secret");
        assert!(decode::<serde_json::Value>(&token, &foreign, &Validation::default()).is_err());
        let rs = Header::new(jsonwebtoken::Algorithm::HS384);
        assert!(encode(&rs, &claims, &key).is_err());
    }
}
