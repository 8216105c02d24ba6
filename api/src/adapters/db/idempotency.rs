//! Idempotency keys as rows of `idempotency_keys`, one per (user, key): the
//! request's fingerprint and its first answer. Keys are exactly-once across
//! crashes because there is no claim: `domain::app::Ports::act_once` looks
//! the key up (a kept answer replays; another request's key is 422
//! `IDEMPOTENCY_KEY_REUSED`), decides, computes the answer before the commit,
//! and hands the `Receipt` and the answer to `GameStore::append_if_playing`,
//! which inserts the row in the transaction of its events (`mod.rs` on
//! SQLite, the group-commit statement's `kept` CTE in `batch.rs` on
//! PostgreSQL); a refusal's row is inserted on its own (`keep_refusal`). The
//! primary key is what makes a second request with the key lose its whole
//! transaction (`StoreError::KeyTaken`) and replay the winner's answer,
//! whatever instance it runs on. A crash leaves a key empty (the retry runs)
//! or answered (the retry replays), never in between.
//!
//! The `status` column says which answer a row holds: 200 an applied
//! action, whose `body` is the REST answer (`{version, events: [{version,
//! event}]}`), so rows written before the keys moved here still read;
//! anything else a refusal, `body` its problem document.

use domain::board::Board;
use domain::game::Event;
use domain::ports::{Acted, Kept, KeyLookup, Receipt, Refusal, StoreError};
use sea_orm::{ActiveValue::Set, ConnectionTrait, EntityTrait};
use serde::{Deserialize, Serialize};

use super::entities::idempotency_keys as keys;
use super::{is_unique_violation, now_ms, other};

/// The status of a row that holds an applied action.
pub(super) const APPLIED: i32 = 200;

/// An applied action's answer as stored: the REST body.
#[derive(Serialize, Deserialize)]
struct StoredBatch {
    version: u64,
    events: Vec<StoredEvent>,
}

#[derive(Serialize, Deserialize)]
struct StoredEvent {
    version: u64,
    event: Event,
}

/// The `body` of an applied action's row, with the slugs of its board.
pub(super) fn encode_applied(acted: &Acted) -> Result<String, StoreError> {
    let first = acted.version + 1 - u64::try_from(acted.events.len()).unwrap_or(0);
    let stored = StoredBatch {
        version: acted.version,
        events: acted
            .events
            .iter()
            .zip(first..)
            .map(|(event, version)| StoredEvent { version, event: event.clone() })
            .collect(),
    };
    serde_json::to_string(&stored).map_err(|e| other("encode answer", e))
}

fn decode_applied(board: &'static Board, body: &str) -> Result<Acted, StoreError> {
    let stored: StoredBatch =
        domain::wire::from_str(board, body).map_err(|e| other("decode answer", e))?;
    Ok(Acted {
        version: stored.version,
        events: stored.events.into_iter().map(|e| e.event).collect(),
    })
}

/// A row for `receipt` holding `status` and `body`.
pub(super) fn row(receipt: &Receipt, status: i32, body: String) -> keys::ActiveModel {
    keys::ActiveModel {
        user_id: Set(receipt.user.0.clone()),
        key: Set(receipt.key.clone()),
        game_id: Set(receipt.game.0.clone()),
        request_hash: Set(receipt.fingerprint.clone()),
        status: Set(status),
        body: Set(body),
        created_at: Set(now_ms()),
    }
}

/// What the key of `receipt` holds, read on `db`.
pub(super) async fn look_up(
    db: &impl ConnectionTrait,
    board: &'static Board,
    receipt: &Receipt,
) -> Result<KeyLookup, StoreError> {
    let found = keys::Entity::find_by_id((receipt.user.0.clone(), receipt.key.clone()))
        .one(db)
        .await
        .map_err(|e| other("read idempotency key", e))?;
    Ok(match found {
        None => KeyLookup::Free,
        Some(r) if r.request_hash != receipt.fingerprint || r.game_id != receipt.game.0 => {
            KeyLookup::OtherRequest
        }
        Some(r) if r.status == APPLIED => {
            KeyLookup::Kept(Kept::Applied(decode_applied(board, &r.body)?))
        }
        Some(r) => KeyLookup::Kept(Kept::Refused(Refusal {
            status: u16::try_from(r.status).unwrap_or(500),
            body: r.body,
        })),
    })
}

/// Keeps a refusal: `Free` when this request took the key, else what the
/// key holds.
pub(super) async fn keep_refusal(
    db: &impl ConnectionTrait,
    board: &'static Board,
    receipt: &Receipt,
    refusal: &Refusal,
) -> Result<KeyLookup, StoreError> {
    let status = i32::from(refusal.status);
    match keys::Entity::insert(row(receipt, status, refusal.body.clone())).exec(db).await {
        Ok(_) => Ok(KeyLookup::Free),
        Err(e) if is_unique_violation(&e) => look_up(db, board, receipt).await,
        Err(e) => Err(other("keep a refusal", e)),
    }
}
