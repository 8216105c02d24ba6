//! The REST wire types of the Risk-like editions alone: pacts and their
//! proposals, and position documents for import. `dto` composes them with
//! the shared ones.

use domain::color::Color;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::ImportSeat;

/// A Risk-like edition's command, as the legal actions list it.
pub(crate) use domain::rules::Command;

/// The pacts of a game (R-PCT-1: public).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct PactList {
    /// The version the list is for.
    pub version: u64,
    /// Pacts proposed, in force, or broken but still binding.
    pub pacts: Vec<domain::rules::Pact>,
}

/// A pact proposal (R-PCT-2).
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ProposePact {
    /// The other party.
    pub to: Color,
    /// What the pact covers.
    pub terms: domain::rules::PactTerms,
    /// A word to go with it: whispered to the other party alone, as the
    /// proposal's message (its `pact` set; SVC-WHISPER). Refused with the
    /// proposal if it cannot be whispered (`INVALID_MESSAGE`, `MUTED`,
    /// `BLOCKED`, `INVALID_RECIPIENTS` for a bot's seat).
    #[serde(default)]
    #[schema(schema_with = crate::dto::moderation::message_text, nullable)]
    pub message: Option<String>,
    /// Refuse with 409 unless the game is at this version.
    #[serde(default, deserialize_with = "crate::dto::bounded::stored_opt")]
    #[schema(minimum = 0, maximum = 9_223_372_036_854_775_807_u64)]
    pub expected_version: Option<u64>,
}

/// A game to create from a position document.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ImportRequest {
    /// The position (as exported).
    pub position: domain::rules::Position,
    /// Who plays each colour of the position.
    pub seats: Vec<ImportSeat>,
    /// 64 hex digits; overrides the document's seed (puzzles with fixed dice).
    #[schema(pattern = "^[0-9a-fA-F]{64}$")]
    pub seed: Option<String>,
}
