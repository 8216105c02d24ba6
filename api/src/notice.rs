//! The "your turn" notification (SVC-NOTIFY) as clients read it, one shape
//! on every channel: a webhook's body, an SSE `your_turn` frame and a
//! GraphQL subscription's item; and a notice of the feed as clients read
//! it, which is also a webhook's body for a change of a game's life
//! (SVC-LIFE). Below the store (which queues webhook
//! bodies) and the transports, so none of them imports another for it.

/// The notification: `{"type":"your_turn","game_id","version","deadline"}`
/// (webhooks, SSE and GraphQL alike).
#[must_use]
pub fn your_turn(notice: &domain::ports::TurnNotice) -> serde_json::Value {
    serde_json::json!({
        "type": "your_turn",
        "game_id": notice.game_id.0,
        "version": notice.version,
        "deadline": notice.deadline_ms.map(crate::time::rfc3339),
    })
}

/// [`your_turn`] as text: a webhook's body, an SSE frame's data.
#[must_use]
pub fn body(notice: &domain::ports::TurnNotice) -> String {
    your_turn(notice).to_string()
}

/// A notice as clients read it on the feed, and as a webhook delivers a
/// change of a game's life (SVC-LIFE): `{id, type, game_id?, at, ...}`,
/// its kind's fields (`payload`, a JSON object) with them.
#[must_use]
pub fn notice(
    (id, kind): (i64, &str),
    game_id: Option<&str>,
    at_ms: i64,
    payload: &str,
) -> serde_json::Value {
    let mut fields: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(payload).unwrap_or_default();
    fields.insert("id".to_owned(), id.into());
    fields.insert("type".to_owned(), kind.into());
    if let Some(game) = game_id {
        fields.insert("game_id".to_owned(), game.into());
    }
    fields.insert("at".to_owned(), crate::time::rfc3339(at_ms).into());
    serde_json::Value::Object(fields)
}
