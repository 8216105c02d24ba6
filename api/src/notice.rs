//! The "your turn" notification (SVC-NOTIFY) as clients read it, one shape
//! on every channel: a webhook's body, an SSE `your_turn` frame and a
//! GraphQL subscription's item. Below the store (which queues webhook
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
