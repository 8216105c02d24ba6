//! "Live now" as this instance last ranked it (SVC-WATCH), kept in the
//! application's state apart from the ranking itself (the `tv` module), which
//! reads the state.

use std::sync::Arc;

use crate::dto::TvList;

/// The last ranking of this instance and when it was made, ms: one
/// ranking at a time (the lock is held while ranking), shown again while
/// fresh.
#[derive(Debug, Default)]
pub struct LiveNow(pub(crate) tokio::sync::Mutex<Option<(i64, Arc<TvList>)>>);
