//! Whispers' wire types (SVC-WHISPER): what a seat sends, and each whisper
//! as its sender and recipients read it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::moderation::message_text;

/// A whisper to send: its recipients by seat, and its text.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PostWhisper {
    /// The seats it is for (each a person's, not the sender's, named once).
    #[schema(schema_with = seats)]
    pub to: Vec<u8>,
    /// The text, as table chat's.
    #[schema(schema_with = message_text)]
    pub body: String,
}

/// The schema of a whisper's recipients: 1 to 11 seat indices, each 0 to
/// 11 (the largest table seats 12).
fn seats() -> utoipa::openapi::Array {
    use utoipa::openapi::{ArrayBuilder, ObjectBuilder, schema::Type};
    let seat = ObjectBuilder::new().schema_type(Type::Integer).minimum(Some(0)).maximum(Some(11));
    ArrayBuilder::new()
        .items(seat)
        .description(Some("The seats it is for (each a person's, not the sender's, named once)."))
        .min_items(Some(1))
        .max_items(Some(11))
        .build()
}

/// A whisper, as its sender and recipients read it (SVC-WHISPER).
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Whisper)]
pub(crate) struct WhisperDto {
    /// Increasing id; page with `after`.
    pub id: u64,
    /// The seat that whispered.
    pub from: u8,
    /// The seats it is for.
    pub to: Vec<u8>,
    /// The text (empty once an operator deleted it).
    pub body: String,
    /// The pact proposal it is the message of (R-PCT-2), or null.
    pub pact: Option<u32>,
    /// Removed by an operator.
    pub deleted: bool,
    /// When (RFC 3339).
    pub at: String,
}

impl From<domain::ports::Whisper> for WhisperDto {
    fn from(w: domain::ports::Whisper) -> Self {
        Self {
            id: w.id,
            from: w.from,
            to: w.to,
            body: w.body,
            pact: w.pact,
            deleted: w.deleted,
            at: crate::time::rfc3339(w.at_ms),
        }
    }
}

/// A page of the caller's whispers in a game, oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct WhisperPage {
    /// The whispers.
    pub whispers: Vec<WhisperDto>,
}
