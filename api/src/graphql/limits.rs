//! The bounds on one GraphQL request (`docs/api.md`, "Limits"): what it may
//! weigh, how deep and how wide it may reach, and what it costs the caller's
//! request budget.
//!
//! - The body is read by [`crate::request::read_body`] under the REST limit
//!   ([`crate::request::BODY_LIMIT`], 413 `PAYLOAD_TOO_LARGE`) and within
//!   [`crate::request::BODY_TIMEOUT`] (408 `BODY_TIMEOUT`): a body that
//!   trickles in is cut. Its failures are problem+json, not text.
//! - The query is refused before anything runs when it nests deeper than
//!   [`MAX_DEPTH`] (12, `QUERY_TOO_DEEP`) or its complexity passes
//!   [`MAX_COMPLEXITY`] (200, `QUERY_TOO_COMPLEX`). Every field and every alias
//!   counts at least 1, and the resolvers that read a whole log or list
//!   count more (their `complexity` attribute), so a query of 3,000 aliased
//!   `events` fields is refused at once instead of building 45 MB replies.
//! - A query that asks only the schema about itself (every root field
//!   `__schema`, `__type` or `__typename`: [`introspection_only`]) runs on
//!   an introspection-only schema with room for the standard queries of
//!   graphql-js and GraphQL Code Generator ([`MAX_INTROSPECTION_DEPTH`]), and
//!   is bounded instead by how deep the schema's lists nest
//!   ([`MAX_INTROSPECTION_LISTS`]): `types { fields { args } }` is three,
//!   and each list level multiplies the answer. Any other query keeps the
//!   limits above, and no query may nest more of the schema's lists than
//!   that (`QUERY_TOO_DEEP`).
//! - A query is charged to the caller's rate-limit bucket (the same one REST
//!   uses) by its complexity, one token per [`COST_PER_TOKEN`] (`Charge`, an
//!   async-graphql extension); a query the bucket cannot pay is 429
//!   `RATE_LIMITED` with `Retry-After`, and runs nothing.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use async_graphql::extensions::{
    Extension, ExtensionContext, ExtensionFactory, NextParseQuery, NextValidation,
};
use async_graphql::parser::types::{ExecutableDocument, Selection, SelectionSet};
use async_graphql::{ServerError, ServerResult, ValidationResult, Variables};

use crate::ratelimit::RateLimiter;

/// The deepest selection a query may make: the typed game view nests 11
/// deep (`game`, its board, a player, their secret objectives, ...).
pub const MAX_DEPTH: usize = 12;
/// The most complexity a query may have: about 200 plain fields, 40 game
/// views, 20 pages of games, or 4 whole event logs.
pub const MAX_COMPLEXITY: usize = 200;
/// Complexity a rate-limit token pays for: a query of one game view or one
/// page of games costs what one REST call costs; a whole log costs 5.
pub const COST_PER_TOKEN: usize = 10;
/// Directives on one field, at most.
pub const MAX_DIRECTIVES: usize = 4;

/// How deep an introspection query may nest: graphql-js's standard query
/// reaches 13 (`__schema`, `types`, `fields`, `args`, `type`, `ofType` seven
/// times, then a name).
pub const MAX_INTROSPECTION_DEPTH: usize = 24;
/// How many list fields of the schema (`types`, `fields`, `args`, ...) an
/// introspection query may nest: the standard queries nest three.
pub const MAX_INTROSPECTION_LISTS: usize = 3;
/// The complexity an introspection query may have (every selected field
/// counts 1; the standard queries have about 120).
pub const MAX_INTROSPECTION_COMPLEXITY: usize = 1_000;

/// The introspection fields whose answers are lists.
const SCHEMA_LISTS: [&str; 8] = [
    "types",
    "fields",
    "args",
    "inputFields",
    "interfaces",
    "enumValues",
    "possibleTypes",
    "directives",
];

type Fragments = std::collections::HashMap<
    async_graphql::Name,
    async_graphql::Positioned<async_graphql::parser::types::FragmentDefinition>,
>;

/// The deepest nesting of the schema's list fields (`types`, `fields`, ...)
/// under `set`; fragments are followed `hops` times at most (a cycle is
/// refused by validation).
fn lists(set: &SelectionSet, fragments: &Fragments, hops: usize) -> usize {
    if hops == 0 {
        return usize::MAX;
    }
    set.items
        .iter()
        .map(|item| match &item.node {
            Selection::Field(field) => {
                let own = usize::from(SCHEMA_LISTS.contains(&field.node.name.node.as_str()));
                own.saturating_add(lists(&field.node.selection_set.node, fragments, hops - 1))
            }
            Selection::InlineFragment(inline) => {
                lists(&inline.node.selection_set.node, fragments, hops - 1)
            }
            Selection::FragmentSpread(spread) => fragments
                .get(&spread.node.fragment_name.node)
                .map_or(0, |f| lists(&f.node.selection_set.node, fragments, hops - 1)),
        })
        .max()
        .unwrap_or(0)
}

/// How deep the schema's lists nest under the `__schema` and `__type`
/// fields of `document`'s operations (the game's own fields never count).
fn schema_lists(document: &ExecutableDocument) -> usize {
    document
        .operations
        .iter()
        .flat_map(|(_, operation)| operation.node.selection_set.node.items.iter())
        .filter_map(|item| match &item.node {
            Selection::Field(field)
                if matches!(field.node.name.node.as_str(), "__schema" | "__type") =>
            {
                Some(lists(&field.node.selection_set.node, &document.fragments, 64))
            }
            _ => None,
        })
        .max()
        .unwrap_or(0)
}

/// Whether `query` only asks the schema about itself, within
/// [`MAX_INTROSPECTION_LISTS`]: every operation selects only `__schema`,
/// `__type` and `__typename` at its root. Anything else (or a query that
/// does not parse) is for the main schema and its limits.
#[must_use]
pub fn introspection_only(query: &str) -> bool {
    if !query.contains("__schema") && !query.contains("__type") {
        return false;
    }
    let Ok(document) = async_graphql::parser::parse_query(query) else { return false };
    let root_fields = |set: &SelectionSet| {
        set.items.iter().all(|item| match &item.node {
            Selection::Field(field) => {
                matches!(field.node.name.node.as_str(), "__schema" | "__type" | "__typename")
            }
            _ => false,
        })
    };
    document.operations.iter().all(|(_, operation)| {
        let set = &operation.node.selection_set.node;
        root_fields(set) && lists(set, &document.fragments, 64) <= MAX_INTROSPECTION_LISTS
    })
}

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
        paid.map(|_| ())
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
        let document = next.run(ctx, query, variables).await.map_err(|e| {
            let code = if e.message.contains("recursion depth") {
                "QUERY_TOO_DEEP"
            } else {
                "GRAPHQL_PARSE"
            };
            coded(e, code)
        })?;
        // Each list of the schema about itself multiplies the answer: a
        // query that nests more of them than the standard introspection
        // queries do is refused whatever else it selects.
        let nested = schema_lists(&document);
        if nested > MAX_INTROSPECTION_LISTS {
            let message = format!(
                "the query nests {nested} of the schema's lists; at most {MAX_INTROSPECTION_LISTS}"
            );
            return Err(coded(ServerError::new(message, None), "QUERY_TOO_DEEP"));
        }
        Ok(document)
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
