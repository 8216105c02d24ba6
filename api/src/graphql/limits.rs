//! The bounds on one GraphQL request (`docs/api.md`, "Limits"): what it may
//! weigh, how deep and how wide it may reach, and what it costs the caller's
//! request budget.
//!
//! - The body is read by [`crate::http::read_body`] under the REST limit
//!   ([`crate::http::BODY_LIMIT`], 413 `PAYLOAD_TOO_LARGE`) and within
//!   [`crate::http::BODY_TIMEOUT`] (408 `BODY_TIMEOUT`): a body that
//!   trickles in is cut. Its failures are problem+json, not text.
//! - The query is refused before anything runs when it nests deeper than
//!   [`MAX_DEPTH`] (8, `QUERY_TOO_DEEP`) or its complexity passes
//!   [`MAX_COMPLEXITY`] (200, `QUERY_TOO_COMPLEX`). Every field and every alias
//!   counts at least 1, and the resolvers that read a whole log or list
//!   count more (their `complexity` attribute), so a query of 3,000 aliased
//!   `events` fields is refused at once instead of building 45 MB replies.
//! - A query is charged to the caller's rate-limit bucket (the same one REST
//!   uses) by its complexity, one token per [`COST_PER_TOKEN`] (`Charge`, an
//!   async-graphql extension); a query the bucket cannot pay is 429
//!   `RATE_LIMITED` with `Retry-After`, and runs nothing.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use async_graphql::extensions::{
    Extension, ExtensionContext, ExtensionFactory, NextParseQuery, NextValidation,
};
use async_graphql::parser::types::ExecutableDocument;
use async_graphql::{ServerError, ServerResult, ValidationResult, Variables};

use crate::ratelimit::RateLimiter;

/// The deepest selection a query may make (the schema's own depth is 3).
pub const MAX_DEPTH: usize = 8;
/// The most complexity a query may have: about 200 plain fields, 40 game
/// views, 20 pages of games, or 4 whole event logs.
pub const MAX_COMPLEXITY: usize = 200;
/// Complexity a rate-limit token pays for: a query of one game view or one
/// page of games costs what one REST call costs; a whole log costs 5.
pub const COST_PER_TOKEN: usize = 10;
/// Directives on one field, at most.
pub const MAX_DIRECTIVES: usize = 4;

/// Where a request's cost is charged, and the wait when it could not be.
#[derive(Debug)]
pub struct Charge {
    limiter: Arc<RateLimiter>,
    key: u64,
    /// Tokens the transport already took for this operation: one for an
    /// HTTP request (the rate limiter's), none for a websocket message.
    prepaid: usize,
    refused: Mutex<Option<Duration>>,
}

impl Charge {
    /// A charge to `key`'s bucket of `limiter`, for one HTTP request.
    #[must_use]
    pub fn new(limiter: Arc<RateLimiter>, key: u64) -> Arc<Self> {
        Arc::new(Self { limiter, key, prepaid: 1, refused: Mutex::new(None) })
    }

    /// A charge for every operation a websocket sends (at least one token
    /// each, none of them paid by an HTTP request): without it, a socket
    /// would be a way around the request budget.
    #[must_use]
    pub fn per_message(limiter: Arc<RateLimiter>, key: u64) -> Arc<Self> {
        Arc::new(Self { limiter, key, prepaid: 0, refused: Mutex::new(None) })
    }

    /// The wait before a retry, when the query was refused for its cost.
    #[must_use]
    pub fn refused(&self) -> Option<Duration> {
        *self.refused.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Charges `complexity`: a token per [`COST_PER_TOKEN`], at least one,
    /// less what the transport already took.
    fn pay(&self, complexity: usize) -> Result<(), Duration> {
        // More than a burst holds is charged as the burst, so the most
        // expensive query is possible, once per refill.
        let burst = self.limiter.burst().saturating_sub(self.prepaid);
        let tokens = (complexity / COST_PER_TOKEN).max(1).saturating_sub(self.prepaid).min(burst);
        if tokens == 0 {
            return Ok(());
        }
        #[expect(clippy::cast_precision_loss, reason = "at most MAX_COMPLEXITY")]
        let cost = tokens as f64;
        let paid = self.limiter.take_n(self.key, cost, Instant::now());
        if let Err(wait) = paid {
            *self.refused.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(wait);
        }
        paid
    }
}

/// The extension that names the limit a query broke and charges its cost.
#[derive(Debug)]
pub struct Limits;

impl ExtensionFactory for Limits {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(LimitsExtension)
    }
}

struct LimitsExtension;

/// A GraphQL error with `extensions.code`, as every error of the API has.
fn coded(mut e: ServerError, code: &str) -> ServerError {
    let mut ext = e.extensions.take().unwrap_or_default();
    ext.set("code", code);
    e.extensions = Some(ext);
    e
}

#[async_graphql::async_trait::async_trait]
impl Extension for LimitsExtension {
    async fn parse_query(
        &self,
        ctx: &ExtensionContext<'_>,
        query: &str,
        variables: &Variables,
        next: NextParseQuery<'_>,
    ) -> ServerResult<ExecutableDocument> {
        next.run(ctx, query, variables).await.map_err(|e| {
            let code = if e.message.contains("recursion depth") {
                "QUERY_TOO_DEEP"
            } else {
                "GRAPHQL_PARSE"
            };
            coded(e, code)
        })
    }

    async fn validation(
        &self,
        ctx: &ExtensionContext<'_>,
        next: NextValidation<'_>,
    ) -> Result<ValidationResult, Vec<ServerError>> {
        let checked = next.run(ctx).await.map_err(|errors| {
            errors
                .into_iter()
                .map(|e| {
                    let code = if e.message.contains("too complex") {
                        "QUERY_TOO_COMPLEX"
                    } else if e.message.contains("too deep") || e.message.contains("directives") {
                        "QUERY_TOO_DEEP"
                    } else {
                        "GRAPHQL_VALIDATION"
                    };
                    coded(e, code)
                })
                .collect::<Vec<_>>()
        })?;
        if let Some(charge) = ctx.data_opt::<Arc<Charge>>()
            && let Err(wait) = charge.pay(checked.complexity)
        {
            let message = format!(
                "this query costs {} of your request budget: retry in {} ms",
                checked.complexity / COST_PER_TOKEN,
                wait.as_millis().max(1)
            );
            return Err(vec![coded(ServerError::new(message, None), "RATE_LIMITED")]);
        }
        Ok(checked)
    }
}
