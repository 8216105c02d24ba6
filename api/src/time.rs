//! Instants as RFC 3339 text: the engine crate's formatting (shared with the
//! dashboard), named here for the API's DTOs; and spans as the whole
//! seconds headers carry.

pub use domain::time::rfc3339;

/// A span in whole seconds, rounded up: what `Retry-After` and the
/// `RateLimit` fields carry (they have no fractions, and rounding down
/// would send a client back too early).
#[must_use]
pub fn whole_seconds_up(span: std::time::Duration) -> u64 {
    span.as_secs() + u64::from(span.subsec_nanos() > 0)
}
