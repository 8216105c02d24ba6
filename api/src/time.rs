//! Instants as RFC 3339 text: the engine crate's formatting (shared with the
//! dashboard), named here for the API's DTOs.

pub use domain::time::rfc3339;
