//! One turn action as every transport plays it (REST `/actions`, the pact
//! endpoints, each GraphQL mutation): the optional idempotency key checked
//! and turned into a receipt, the domain's act use case, and the action
//! counters of `/metrics`. A key works the same on both transports: a
//! request retried over GraphQL with the key it had over REST replays.

use domain::app::{AppError, Once, Recipients};
use domain::game::{Command, Event};
use domain::ports::{GameId, Receipt, Refusal, UserId};
use domain::rules::{Command as RiskCommand, Event as RiskEvent};

use crate::error::ApiError;
use crate::state::AppState;

/// Longest idempotency key, in bytes.
pub const MAX_KEY_LEN: usize = 200;

/// Plays `command` for `user` in game `id`, once
/// per idempotency `key` when there is one.
///
/// # Errors
/// `BAD_IDEMPOTENCY_KEY`, `IDEMPOTENCY_KEY_REUSED`, or the use case's.
pub(crate) async fn act(
    state: &AppState,
    user: &UserId,
    id: &GameId,
    command: &Command,
    expected_version: Option<u64>,
    key: Option<&str>,
) -> Result<Once, ApiError> {
    let outcome = match key {
        None => state.games.act(id, user, command, expected_version).await.map(Once::Fresh),
        Some(key) => {
            let receipt = Receipt {
                user: user.clone(),
                key: checked_key(key)?.to_owned(),
                game: id.clone(),
                fingerprint: fingerprint(id, command, expected_version)?,
            };
            state.games.act_once(command, expected_version, &receipt, refusal).await
        }
    };
    match &outcome {
        Ok(Once::Fresh(_)) => state.metrics.action_applied(),
        Ok(Once::Replayed(_)) => state.metrics.action_replayed(),
        Err(AppError::Rule(_)) => state.metrics.action_refused(),
        Err(AppError::VersionConflict { .. }) => state.metrics.version_conflict(),
        Err(_) => {}
    }
    Ok(outcome?)
}

/// As [`act`], with a message for a pact proposal (SVC-WHISPER), the same
/// on REST and GraphQL: drafted first, so a message that cannot be
/// whispered (a muted or blocked proposer, a bot's seat, a bad text)
/// refuses the proposal, which then changes nothing; whispered to the
/// other party alone, with the pact's number, once the proposal is made.
/// A replayed answer whispers nothing again.
///
/// # Errors
/// As [`act`], and the whisper's refusals.
pub(crate) async fn act_noted(
    state: &AppState,
    user: &UserId,
    id: &GameId,
    command: &Command,
    (expected_version, key): (Option<u64>, Option<&str>),
    note: Option<&str>,
) -> Result<Once, ApiError> {
    let draft = match (note, command) {
        (None, _) => None,
        (Some(text), Command::Risk(RiskCommand::ProposePact { to, .. })) => {
            let to = Recipients::Colour(*to);
            Some(state.games.draft_whisper(state.auth.users(), user, id, to, text).await?)
        }
        (Some(_), _) => return Err(ApiError::internal("BUG: a message with no pact proposal")),
    };
    let once = act(state, user, id, command, expected_version, key).await?;
    if let (Some(draft), Once::Fresh(acted)) = (draft, &once) {
        let pact = acted.events.iter().find_map(|e| match e {
            Event::Risk(RiskEvent::PactProposed { pact, .. }) => Some(*pact),
            _ => None,
        });
        // The proposal stands: a message lost to the store is logged.
        if let Err(e) = state.games.send_whisper(draft, pact).await {
            tracing::warn!(error = %e, "a pact's message was not whispered");
        }
    }
    Ok(once)
}

/// A key of 1 to [`MAX_KEY_LEN`] visible ASCII characters.
pub(crate) fn checked_key(key: &str) -> Result<&str, ApiError> {
    let visible = key.bytes().all(|b| b.is_ascii_graphic() || b == b' ');
    if key.is_empty() || key.len() > MAX_KEY_LEN || !visible {
        return Err(ApiError::bad_request(
            "BAD_IDEMPOTENCY_KEY",
            "an idempotency key must be 1 to 200 visible characters",
        ));
    }
    Ok(key)
}

/// The refusal as the transports render it, worth keeping under its key;
/// `None` for the store's own failures, after which a retry should run.
fn refusal(e: &AppError) -> Option<Refusal> {
    if matches!(e, AppError::Store(_) | AppError::Unavailable(_)) {
        return None;
    }
    let rendered = ApiError::from(e.clone());
    Some(Refusal { status: rendered.status.as_u16(), body: rendered.problem_json() })
}

/// Identifies a request for its key: the game, the command and the
/// expected version (the digest REST has always used, so keys stored
/// before still match their requests).
fn fingerprint(
    id: &GameId,
    command: &Command,
    expected_version: Option<u64>,
) -> Result<String, ApiError> {
    use sha2::Digest;
    let text =
        serde_json::to_string(&(&id.0, command, expected_version)).map_err(ApiError::internal)?;
    Ok(domain::rng::hex(&sha2::Sha256::digest(text.as_bytes())))
}

/// What a seat does to a whole game with nothing to say: each transport's
/// bodiless `POST` on a game and its GraphQL mutation.
#[derive(Debug, Clone, Copy)]
pub(crate) enum SeatAct {
    /// The creator starts the lobby.
    Start,
    /// The caller resigns their seat in play (SVC-RESIGN).
    Resign,
    /// The caller takes their seat back from its bot (SVC-BOTS).
    Reclaim,
}

/// Does `act` for `user` in game `id`: the events it wrote.
///
/// # Errors
/// The use case's.
pub(crate) async fn seat_act(
    state: &AppState,
    user: &UserId,
    id: &GameId,
    act: SeatAct,
) -> Result<domain::ports::Acted, AppError> {
    match act {
        SeatAct::Start => state.games.start_game(id, user).await,
        SeatAct::Resign => state.games.resign(id, user).await,
        SeatAct::Reclaim => state.games.reclaim_seat(id, user).await,
    }
}
