//! `GET /v1/tv` (SVC-WATCH): "live now", the public games under way worth
//! watching, for anyone, signed in or not.

use super::dto::TvList;
use super::{Reply, Shared};

/// The live public games, the most watched first, then the best rated,
/// then the furthest along (at most 20); each with its `spectators`. No
/// sign-in needed: watch one with `GET /v1/games/{id}` and its events.
#[utoipa::path(get, operation_id = "liveNow", path = "/v1/tv", tag = "games", security((), ("bearer" = [])),
    responses((status = 200, description = "Live now", body = TvList)))]
pub(super) async fn live_now(state: Shared) -> Reply {
    Ok(super::ok(&*crate::tv::tv(&state).await?))
}
