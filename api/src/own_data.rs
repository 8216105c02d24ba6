//! A player's own data (SVC-EXPORT, SVC-DELETE): the portable archive of
//! everything the service keeps about them, and the deletion of their
//! account.
//!
//! Deletion keeps the account's row, scrubbed: finished games name their
//! seats by account id, and their logs hold no name, so the seat reads as
//! an anonymous player and every replay still folds and verifies exactly
//! as before. Each step can run again: a deletion cut short by a crash is
//! finished by the owner's retry (their token still works until the last
//! step, which scrubs the account, revokes every session and token, and
//! writes the audit entry in one transaction).

use domain::app::AppError;
use domain::ports::{
    AuditEntry, GameStatus, ReportFilter, TicketStore as _, TieKind, User, UserId, UserStore as _,
};

use crate::auth::Principal;
use crate::dto::{AccountExport, ExportedGame, PersonalTokenDto, SessionDto};
use crate::error::ApiError;
use crate::state::AppState;
use crate::time::rfc3339;

/// The name a deleted account's seats show.
pub const DELETED_NAME: &str = "deleted player";
/// Most games an archive holds (more than anyone plays in the 7 days a
/// lobby or a game lives unfinished, and years of finished ones).
const MOST_GAMES: u64 = 10_000;
/// Reports and notices are read this many at a time.
const PAGE: u64 = 200;

/// Everything kept about `caller`, as they may see it.
///
/// # Errors
/// The stores failed.
pub(crate) async fn export(
    state: &AppState,
    caller: &Principal,
) -> Result<AccountExport, ApiError> {
    let me = &caller.user;
    let user = state.auth.account(me).await?;
    let sessions = state.auth.sessions_of(me, false).await?;
    let tokens = state.auth.sessions_of(me, true).await?;
    let mut games = Vec::new();
    let played = crate::replica::lagging!(state, Some(me), |g| g.games_of(me, None, MOST_GAMES))?;
    for played in played {
        let meta = &played.meta;
        let events = state.games.events_as(&meta.id, me, false, 0).await?;
        games.push(ExportedGame {
            game: crate::dto::GameSummary::for_viewer(meta, me),
            version: played.version,
            events: crate::dto::versioned(played.version, events),
            whispers: every_whisper(state, me, &meta.id).await?,
        });
    }
    let ratings = crate::replica::lagging!(state, Some(me), |g| g.ratings_of(me))?;
    Ok(AccountExport {
        exported_at: rfc3339(crate::adapters::system::now_ms()),
        profile: crate::dto::MeDto::from(&user).with(&state.games.fair_play(me).await?),
        sessions: sessions.iter().map(|s| SessionDto::of(s, &caller.session)).collect(),
        tokens: tokens.iter().map(|s| PersonalTokenDto::of(s, None)).collect(),
        games,
        ratings: ratings.iter().map(Into::into).collect(),
        notices: every_notice(state, me).await?,
        reports: every_report(state, me).await?,
        grants: state
            .oauth
            .grants(me, crate::adapters::system::now_ms())
            .await?
            .into_iter()
            .map(Into::into)
            .collect(),
        blocks: crate::ties::blocks(state, me).await?.users,
        following: crate::ties::following(state, me).await?.users,
    })
}

/// The whispers `me`'s seat in game `id` sent or received, a page at a
/// time.
async fn every_whisper(
    state: &AppState,
    me: &UserId,
    id: &domain::ports::GameId,
) -> Result<Vec<crate::dto::WhisperDto>, ApiError> {
    let mut all: Vec<crate::dto::WhisperDto> = Vec::new();
    loop {
        let after = all.last().map_or(0, |w| w.id);
        let page = crate::whispers::list(state, me, id, (after, domain::app::MAX_WHISPER_PAGE));
        let page = page.await?.whispers;
        let full = page.len() == usize::try_from(domain::app::MAX_WHISPER_PAGE).unwrap_or(0);
        all.extend(page);
        if !full {
            return Ok(all);
        }
    }
}

async fn every_notice(
    state: &AppState,
    me: &UserId,
) -> Result<Vec<crate::dto::FeedNotice>, ApiError> {
    let mut all = Vec::new();
    let mut since = 0;
    loop {
        let found = state.notices.since(me, since, PAGE).await?;
        let Some(last) = found.last() else { return Ok(all) };
        since = last.id;
        all.extend(crate::players::page(&found, since)?.notices);
    }
}

async fn every_report(
    state: &AppState,
    me: &UserId,
) -> Result<Vec<crate::dto::ReportDto>, ApiError> {
    let filter = ReportFilter { reporter: Some(me.clone()), ..ReportFilter::default() };
    let mut all = Vec::new();
    loop {
        let offset = u64::try_from(all.len()).unwrap_or(u64::MAX);
        let (found, total) =
            domain::app::report_page(&state.moderation, &filter, offset, PAGE).await?;
        all.extend(found.iter().map(crate::dto::ReportDto::from));
        if found.is_empty() || u64::try_from(all.len()).unwrap_or(u64::MAX) >= total {
            return Ok(all);
        }
    }
}

/// Deletes `caller`'s account. An account proves its owner asks with its
/// password (checked through the login throttle, from `peer`); a guest,
/// who has none, with its token alone.
///
/// # Errors
/// 400 `PASSWORD_REQUIRED`, 403 `BAD_CREDENTIALS` (a wrong password), 429
/// `LOGIN_THROTTLED`, or the stores failed.
pub(crate) async fn delete_account(
    state: &AppState,
    caller: &Principal,
    password: Option<&str>,
    peer: Option<&str>,
) -> Result<(), ApiError> {
    let user = state.auth.account(&caller.user).await?;
    if !user.guest {
        let password = password.ok_or_else(|| {
            ApiError::bad_request("PASSWORD_REQUIRED", "deleting an account takes its password")
        })?;
        crate::signin::login_throttled(state, &user.username, password, peer, None).await.map_err(
            // The caller's token is good: a wrong password is a refusal, not
            // a reason to sign in again.
            |e| match e.code {
                "BAD_CREDENTIALS" => ApiError {
                    status: actix_web::http::StatusCode::FORBIDDEN,
                    detail: "the password does not match the account's".to_owned(),
                    ..e
                },
                _ => e,
            },
        )?;
    }
    // The ticket first: a match made after the tables were left would
    // seat the account again.
    for ticket in state.games.store.waiting_tickets(u64::from(u32::MAX)).await? {
        if ticket.user == user.id {
            state.games.cancel_ticket(&ticket.id, &user.id).await?;
        }
    }
    leave_every_table(state, &user.id).await?;
    state.webhooks.delete(&user.id.0).await?;
    state.push.forget(&user.id).await?;
    // The blocks and follows the person made go with them (SVC-BLOCK,
    // SVC-FRIENDS), and so do others' follows of them; a block on them
    // stays, as their account does, anonymous.
    for kind in [TieKind::Block, TieKind::Follow] {
        for tie in state.games.ties_from(kind, &user.id).await? {
            state.games.untie(kind, &user.id, &tie.to).await?;
        }
    }
    for tie in state.games.followers_of(&user.id).await? {
        state.games.untie(TieKind::Follow, &tie.from, &user.id).await?;
    }
    state.notices.forget(&user.id).await?;
    let now = crate::adapters::system::now_ms();
    let entry = AuditEntry {
        id: 0,
        actor: user.id.clone(),
        action: "delete_account".to_owned(),
        target_kind: "user".to_owned(),
        target_id: user.id.0.clone(),
        reason: String::new(),
        at_ms: now,
    };
    state.auth.users().moderate(scrubbed(user, now), &entry).await?;
    state.auth.heard_all_revoked(&caller.user);
    state.streams.end_all(&caller.user.0);
    Ok(())
}

/// Leaves every lobby `user` sits in (closing those they made) and
/// resigns every game they play. A game that cannot take it now (paused,
/// or they are out already) keeps the seat: when a paused game resumes,
/// its clock or an operator's kick settles it.
async fn leave_every_table(state: &AppState, user: &UserId) -> Result<(), ApiError> {
    for played in state.games.games_of(user, None, MOST_GAMES).await? {
        let id = &played.meta.id;
        let outcome = match played.meta.status {
            GameStatus::Lobby => state.games.leave_lobby(id, user).await.map(drop),
            GameStatus::Playing => state.games.resign(id, user).await.map(drop),
            _ => Ok(()),
        };
        match outcome {
            Err(e @ (AppError::Store(_) | AppError::Unavailable(_))) => return Err(e.into()),
            Err(e) => tracing::info!(game = %id.0, error = ?e, "a deleted account's seat stays"),
            Ok(()) => {}
        }
    }
    Ok(())
}

/// The account as deletion leaves it: no name, password, origin or
/// language of its owner's, off the leaderboards, marked deleted.
fn scrubbed(user: User, now_ms: i64) -> User {
    User {
        username: format!("deleted-{}", uuid::Uuid::new_v4().simple()),
        display_name: DELETED_NAME.to_owned(),
        password_hash: None,
        locale: None,
        unranked: true,
        origin: None,
        deleted_at_ms: Some(now_ms),
        ..user
    }
}

/// Whether `user`, a signed token's subject, is an account deleted since
/// the token was issued: a retried deletion is then done already.
pub(crate) async fn already_deleted(state: &AppState, user: &str) -> bool {
    matches!(state.auth.users().by_id(&UserId(user.to_owned())).await, Ok(Some(u)) if u.deleted_at_ms.is_some())
}
