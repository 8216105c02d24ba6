//! A game as a document, whatever its family: a Risk-like edition's board
//! ([`rules::Position`]) or TEG II's moves ([`Teg2Position`], T2-SEC-7).

use crate::game::Event;
use crate::rules::{self, PositionError};
use crate::teg2::{self, Logged, Teg2Position};

/// What `GET /v1/admin/games/{id}/position` returns: a Risk-like edition's
/// position, or a TEG II game's moves.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(untagged))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum PositionDocument {
    /// Revancha, classic or Junior.
    Edition(Box<rules::Position>),
    /// TEG II.
    Teg2(Box<Teg2Position>),
}

/// A TEG II game's log as a document: every move but the reveals of
/// windows still open. `None` for a log that is not a TEG II game's.
#[must_use]
pub fn teg2_position(log: &[Event]) -> Option<Teg2Position> {
    let own: Vec<&Logged> = log
        .iter()
        .filter_map(|e| match e {
            Event::Teg2(l) => Some(l),
            Event::Risk(_) => None,
        })
        .collect();
    teg2::position::export(&own)
}

/// The events that start a game from a TEG II document, after all its
/// moves passed the rules.
///
/// # Errors
/// The first thing the rules refuse.
pub fn start_teg2_position(doc: &Teg2Position) -> Result<Vec<Event>, PositionError> {
    teg2::position::import(doc)
        .map(|events| events.into_iter().map(Event::Teg2).collect())
        .map_err(PositionError)
}
