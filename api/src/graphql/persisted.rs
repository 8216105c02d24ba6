//! Automatic persisted queries (Apollo's protocol, version 1): a phone sends
//! `extensions.persistedQuery {version: 1, sha256Hash}` with no `query`
//! once it has sent the text with that hash. The texts seen are kept on
//! each instance, the last [`KEPT`] of them; an unknown hash (another
//! instance, or one forgotten) answers the error
//! `PERSISTED_QUERY_NOT_FOUND`, and the client sends the text again with
//! its hash. A text whose hash is not the one given is refused
//! (`PERSISTED_QUERY_HASH_MISMATCH`). Over HTTP and websockets alike: it
//! is a schema extension, before parsing.

use std::collections::{BTreeMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};

use async_graphql::extensions::{
    Extension, ExtensionContext, ExtensionFactory, NextPrepareRequest,
};
use async_graphql::{Request, ServerError, ServerResult};
use sha2::{Digest as _, Sha256};

/// Texts kept per instance.
pub const KEPT: usize = 1_000;
/// The longest text kept (the GraphQL body limit bounds it anyway).
const LONGEST: usize = 64 * 1024;

/// The extension; its texts are shared by every request of a schema.
#[derive(Debug, Clone, Default)]
pub struct PersistedQueries {
    kept: Arc<Mutex<Texts>>,
}

/// The texts by hash, and their order of arrival (the oldest goes first).
#[derive(Debug, Default)]
struct Texts {
    by_hash: BTreeMap<String, String>,
    order: VecDeque<String>,
}

impl Texts {
    fn keep(&mut self, hash: String, text: String) {
        if self.by_hash.insert(hash.clone(), text).is_none() {
            self.order.push_back(hash);
        }
        while self.order.len() > KEPT {
            if let Some(old) = self.order.pop_front() {
                self.by_hash.remove(&old);
            }
        }
    }
}

impl ExtensionFactory for PersistedQueries {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(self.clone())
    }
}

/// The extension's field, as clients send it.
#[derive(serde::Deserialize)]
struct Asked {
    version: i64,
    #[serde(rename = "sha256Hash")]
    sha256_hash: String,
}

fn refused(code: &str, message: &str) -> ServerError {
    let mut e = ServerError::new(message, None);
    let mut ext = async_graphql::ErrorExtensionValues::default();
    ext.set("code", code);
    e.extensions = Some(ext);
    e
}

/// The hex SHA-256 of a query's text.
fn hash_of(text: &str) -> String {
    domain::rng::hex(&Sha256::digest(text.as_bytes()))
}

impl PersistedQueries {
    /// The request to run: its text from the store when it came as a hash
    /// alone; its text kept when it came with one.
    fn resolve(&self, mut request: Request) -> ServerResult<Request> {
        let Some(value) = request.extensions.remove("persistedQuery") else { return Ok(request) };
        let asked: Asked = async_graphql::from_value(value).map_err(|_| {
            refused("PERSISTED_QUERY_INVALID", "persistedQuery is {version: 1, sha256Hash}")
        })?;
        if asked.version != 1 {
            return Err(refused(
                "PERSISTED_QUERY_INVALID",
                "only persistedQuery version 1 is known",
            ));
        }
        let hash = asked.sha256_hash.to_ascii_lowercase();
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        if request.query.is_empty() {
            let Some(text) = kept.by_hash.get(&hash).cloned() else {
                return Err(refused("PERSISTED_QUERY_NOT_FOUND", "PersistedQueryNotFound"));
            };
            request.query = text;
        } else {
            if hash_of(&request.query) != hash {
                return Err(refused(
                    "PERSISTED_QUERY_HASH_MISMATCH",
                    "sha256Hash is not the SHA-256 of the query's text",
                ));
            }
            if request.query.len() <= LONGEST {
                kept.keep(hash, request.query.clone());
            }
        }
        Ok(request)
    }
}

#[async_graphql::async_trait::async_trait]
impl Extension for PersistedQueries {
    async fn prepare_request(
        &self,
        ctx: &ExtensionContext<'_>,
        request: Request,
        next: NextPrepareRequest<'_>,
    ) -> ServerResult<Request> {
        let request = self.resolve(request)?;
        next.run(ctx, request).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oldest_text_goes_first_once_more_than_kept_arrive() {
        let mut texts = Texts::default();
        for i in 0..=KEPT {
            texts.keep(format!("h{i}"), format!("q{i}"));
        }
        assert_eq!(texts.by_hash.len(), KEPT);
        assert!(!texts.by_hash.contains_key("h0") && texts.by_hash.contains_key("h1"));
        // The same text again takes no second place.
        texts.keep("h1".to_owned(), "q1".to_owned());
        assert_eq!(texts.order.len(), KEPT);
    }

    #[test]
    fn a_hash_is_the_lowercase_hex_sha256_of_the_text() {
        // SHA-256 of the empty text, as published (FIPS 180-2 examples).
        let empty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
        assert_eq!(hash_of(""), empty);
    }
}
