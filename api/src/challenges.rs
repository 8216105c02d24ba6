//! Direct challenges (SVC-FRIENDS), the same on REST and GraphQL: a
//! person challenges another by account id, and a private lobby opens
//! with the challenger seated and the other invited to it. The challenged
//! person answers as any invitation (`invited` on their feed, accept or
//! decline); a block either way refuses the challenge before any table
//! opens.

use domain::ports::{UserId, UserStore as _};

use crate::auth::Principal;
use crate::dto::{ChallengeSent, NewChallenge};
use crate::error::ApiError;
use crate::state::AppState;

/// `me` challenges `challenge.to`.
///
/// # Errors
/// `CANNOT_CHALLENGE_SELF`; `USER_NOT_FOUND` (422: no such account);
/// `BLOCKED` (a block stands between the two, either way); the table's
/// own refusals, as `POST /v1/games` (`UNKNOWN_RULESET`, a setup error,
/// `GUEST_NOT_RATED`, `COOLDOWN`).
pub(crate) async fn challenge(
    state: &AppState,
    me: &Principal,
    challenge: NewChallenge,
) -> Result<ChallengeSent, ApiError> {
    let them = UserId(challenge.to.clone());
    if them == me.user {
        return Err(domain::app::AppError::CannotChallengeSelf.into());
    }
    if state.auth.users().by_id(&them).await?.is_none() {
        return Err(crate::invitations::unknown_invitee(&challenge.to));
    }
    state.games.not_kept_apart(&me.user, &them).await?;
    let (kind, options, _) = crate::tables::new_table(
        &challenge.ruleset,
        &challenge.options,
        None,
        state.max_spectator_delay,
    )?;
    let table = domain::app::NewTable {
        kind,
        max_players: challenge.max_players.unwrap_or(2),
        options,
        color: challenge.color,
        clock: challenge.clock.map(Into::into),
        bots: Vec::new(),
        private: true,
        rematch_of: None,
        rated: challenge.rated,
    };
    let meta = crate::tables::open_table(state, me, table).await?;
    let invitation = crate::invitations::send(state, &me.user, &meta, &them, None).await?;
    state.metrics.game_created();
    Ok(ChallengeSent { game_id: meta.id.0, invitation_id: invitation.id })
}
