//! Numbers from clients, range-checked as they are read, so a value out of
//! range is a 400 problem saying the range (`MALFORMED_QUERY` in a query
//! string, `MALFORMED_JSON` in a body), never a panic or a 500 further in:
//! the stores keep counts and versions as PostgreSQL `bigint`, and
//! sea-query refuses an offset beyond it by panicking.
//!
//! Used as `#[serde(deserialize_with = "...")]` on the DTOs; the OpenAPI
//! spec states the same bounds (`minimum`/`maximum`).

use serde::de::Error as _;
use serde::{Deserialize, Deserializer};

/// The largest count, offset or version the stores hold (`i64::MAX`).
pub(crate) const STORED_MAX: u64 = 9_223_372_036_854_775_807;

fn within<'de, D: Deserializer<'de>>(d: D, min: u64, max: u64) -> Result<u64, D::Error> {
    let n = u64::deserialize(d)?;
    if (min..=max).contains(&n) {
        Ok(n)
    } else {
        Err(D::Error::custom(format!("{n} is out of range: {min} to {max}")))
    }
}

/// An offset, a version or an id: 0 to [`STORED_MAX`].
///
/// # Errors
/// Not a whole number in range.
pub(crate) fn stored<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    within(d, 0, STORED_MAX)
}

/// An optional version: absent, `null`, or 0 to [`STORED_MAX`].
///
/// # Errors
/// Not a whole number in range.
pub(crate) fn stored_opt<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    match Option::<u64>::deserialize(d)? {
        Some(n) if n > STORED_MAX => {
            Err(D::Error::custom(format!("{n} is out of range: 0 to {STORED_MAX}")))
        }
        other => Ok(other),
    }
}

/// An optional text of at most 200 characters (a device token): what the
/// spec's `maxLength` says, enforced, so a longer one is a 400 and not
/// quietly ignored.
///
/// # Errors
/// Not a string, or a longer one.
pub(crate) fn text_200_opt<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    let text = Option::<String>::deserialize(d)?;
    match text {
        Some(t) if t.chars().count() > 200 => {
            Err(D::Error::custom("a device token has at most 200 characters"))
        }
        other => Ok(other),
    }
}

/// A page size of 1 to 100.
///
/// # Errors
/// Not a whole number in range.
pub(crate) fn page_100<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    within(d, 1, 100)
}

/// A page size of 1 to 200.
///
/// # Errors
/// Not a whole number in range.
pub(crate) fn page_200<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    within(d, 1, 200)
}

/// A long-poll wait of 0 to 30 seconds.
///
/// # Errors
/// Not a whole number in range.
pub(crate) fn wait_30<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    within(d, 0, 30)
}

/// A `Last-Event-ID` header: absent, or a version of 0 to [`STORED_MAX`].
///
/// # Errors
/// A value that is not such a version (400 `BAD_LAST_EVENT_ID`).
pub(crate) fn last_event_id(value: Option<&str>) -> Result<Option<u64>, crate::error::ApiError> {
    let Some(value) = value else { return Ok(None) };
    value.trim().parse::<u64>().ok().filter(|n| *n <= STORED_MAX).map(Some).ok_or_else(|| {
        crate::error::ApiError::bad_request(
            "BAD_LAST_EVENT_ID",
            format!("Last-Event-ID is a version, 0 to {STORED_MAX}"),
        )
    })
}

/// A page's length when the query names none.
pub(crate) fn twenty() -> u64 {
    20
}

/// A long page's length (the audit log's) when the query names none.
pub(crate) fn hundred() -> u64 {
    100
}
