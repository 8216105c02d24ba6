//! The players' side as every channel serves it: the home screen's games
//! (those waiting on the caller first), a page of the feed, a quick-match
//! ticket opened, and the leaderboards. REST (`http/home.rs`,
//! `http/matchmaking.rs`, `http/ratings.rs`) and GraphQL (`graphql/home.rs`)
//! answer with what these make.

use domain::ports::{GameStatus, UserId};

use crate::adapters::db::StoredNotice;
use crate::auth::Principal;
use crate::dto::{
    FeedNotice, LeaderEntry, LeaderUser, Leaderboard, MyGame, MyGames, MyPlayer, NewTicket,
    NoticeList, TicketDto,
};
use crate::error::ApiError;
use crate::state::AppState;

/// The most games a home screen orders at once.
const MOST_GAMES: u64 = 500;
/// Notices in one answer at most.
pub(crate) const PAGE: u64 = 200;

/// A page of `me`'s games: those waiting on them first, then by deadline,
/// then the most recently active; `cursor` is where the last page stopped.
///
/// # Errors
/// `BAD_STATUS`, `BAD_CURSOR`, or the stores failed.
pub(crate) async fn my_games(
    state: &AppState,
    me: &UserId,
    status: Option<&str>,
    cursor: Option<&str>,
    limit: u64,
) -> Result<MyGames, ApiError> {
    let status = status.map(crate::tables::parse_status).transpose()?;
    let start = match cursor {
        None => 0,
        Some(c) => c.parse::<usize>().map_err(|_| {
            ApiError::bad_request("BAD_CURSOR", "a cursor is a `next_cursor` this list gave")
        })?,
    };
    let played = crate::replica::lagging!(state, Some(me), |g| g.games_of(me, status, MOST_GAMES))?;
    let mut games = Vec::with_capacity(played.len());
    for game in played {
        games.push(my_game(state, me, game).await?);
    }
    // Waiting on me first; then the nearest deadline; then the latest action.
    games.sort_by(|a, b| {
        (b.0.to_act.cmp(&a.0.to_act))
            .then_with(|| a.1.unwrap_or(i64::MAX).cmp(&b.1.unwrap_or(i64::MAX)))
            .then_with(|| b.2.cmp(&a.2))
            .then_with(|| a.0.id.cmp(&b.0.id))
    });
    let limit = usize::try_from(limit.clamp(1, 100)).unwrap_or(100);
    let end = start.saturating_add(limit).min(games.len());
    let next_cursor = (end < games.len()).then(|| end.to_string());
    let page: Vec<MyGame> = games.into_iter().skip(start).take(limit).map(|g| g.0).collect();
    Ok(MyGames { games: page, next_cursor })
}

/// One game as the home screen shows it, with its deadline and last action
/// (ms) for the ordering.
pub(crate) async fn my_game(
    state: &AppState,
    me: &UserId,
    game: domain::ports::PlayedGame,
) -> Result<(MyGame, Option<i64>, i64), ApiError> {
    let meta = &game.meta;
    let mine = meta.seat_of(me);
    let to_act = meta.status == GameStatus::Playing
        && match state.games.legal_actions_of(&meta.id, me, false).await {
            Ok(now) => !now.moves.is_empty(),
            Err(domain::app::AppError::NotSeated) => false,
            Err(e) => return Err(e.into()),
        };
    let deadline = meta.deadline_ms.filter(|_| meta.status == GameStatus::Playing);
    let mut players = Vec::with_capacity(meta.seats.len());
    for (seat, s) in meta.seats.iter().enumerate() {
        let name = crate::tables::seat_name(state, Some(&s.user), s.bot).await?.unwrap_or_default();
        let controller = s.bot.map_or(domain::shared::Controller::Human, |level| {
            domain::shared::Controller::Bot { level }
        });
        players.push(MyPlayer { seat, color: s.color, name, controller });
    }
    let entry = MyGame {
        id: meta.id.0.clone(),
        ruleset: meta.ruleset.clone(),
        status: meta.status.as_str(),
        seat: mine.map_or(0, |k| usize::from(k.seat)),
        color: mine.and_then(|k| k.color),
        to_act,
        deadline: deadline.map(crate::time::rfc3339),
        seconds_left: deadline.map(crate::dto::seconds_until),
        players,
        version: game.version,
        last_action_at: crate::time::rfc3339(game.last_action_at_ms),
    };
    Ok((entry, deadline, game.last_action_at_ms))
}

/// A stored notice as a client reads it, typed by its kind.
///
/// # Errors
/// The row is damaged (`FeedNotice::read`).
pub(crate) fn feed_notice(n: &StoredNotice) -> Result<FeedNotice, ApiError> {
    FeedNotice::read(n.id, n.game_id.as_deref(), n.at_ms, &n.payload)
}

/// `me`'s notices after `since`, oldest first: one page, not waiting.
///
/// # Errors
/// The store failed.
pub(crate) async fn notices(
    state: &AppState,
    me: &UserId,
    since: u64,
) -> Result<NoticeList, ApiError> {
    let since = i64::try_from(since).unwrap_or(i64::MAX);
    page(&state.notices.since(me, since, PAGE).await?, since)
}

/// The notices `found` after `since`, as clients read them: `last_id` is
/// the next `since`.
///
/// # Errors
/// A row is damaged (`FeedNotice::read`).
pub(crate) fn page(found: &[StoredNotice], since: i64) -> Result<NoticeList, ApiError> {
    let last_id = found.last().map_or(since, |n| n.id);
    Ok(NoticeList { notices: found.iter().map(feed_notice).collect::<Result<_, _>>()?, last_id })
}

/// Opens `caller`'s quick-match ticket (SVC-MATCH).
///
/// # Errors
/// As `POST /v1/matchmaking/tickets`: the ruleset, the options, a guest
/// asking for a rated table, a ticket already waiting.
pub(crate) async fn open_ticket(
    state: &AppState,
    caller: &Principal,
    body: NewTicket,
) -> Result<TicketDto, ApiError> {
    let (kind, options, _) = crate::tables::new_table(
        &body.ruleset,
        &body.options,
        Some(body.players.max),
        state.max_spectator_delay,
    )?;
    let request = domain::app::TicketRequest {
        kind,
        players: (body.players.min, body.players.max),
        clock: body.clock.map(Into::into),
        options,
        rated: body.rated,
        bots_after_ms: body.bots_after_seconds.map(|s| i64::from(s) * 1000),
    };
    let id = uuid::Uuid::new_v4().to_string();
    let ticket = state.games.open_ticket(id, caller.user.clone(), caller.guest, request).await?;
    Ok(TicketDto::from(&ticket))
}

/// A page of tournaments, the latest start first, as REST and GraphQL list
/// them (`limit` clamped to 1..=100).
///
/// # Errors
/// The store failed.
pub(crate) async fn tournaments(
    state: &AppState,
    offset: u64,
    limit: u64,
) -> Result<crate::dto::TournamentList, ApiError> {
    let limit = limit.clamp(1, 100);
    let (page, total) = state.games.tournaments(offset, limit).await?;
    Ok(crate::dto::TournamentList {
        tournaments: page.iter().map(crate::dto::TournamentSummary::from).collect(),
        total,
        offset,
        limit,
    })
}

/// A page of a ruleset's leaderboard, best first; provisional people
/// (fewer than 10 counted games) are left out (SVC-RATING).
///
/// # Errors
/// `UNKNOWN_RULESET`, or the store failed.
pub(crate) async fn leaderboard(
    state: &AppState,
    reader: &UserId,
    ruleset: &str,
    offset: u64,
    limit: u64,
) -> Result<Leaderboard, ApiError> {
    let kind = crate::tables::kind(ruleset)?;
    let limit = limit.clamp(1, 100);
    let (leaders, total) = crate::replica::lagging!(state, Some(reader), |g| g.leaderboard(
        kind.slug(),
        offset,
        limit
    ))?;
    let entries = (offset + 1..)
        .zip(leaders)
        .map(|(rank, l)| LeaderEntry {
            rank,
            user: LeaderUser { id: l.user.0, display_name: l.display_name },
            rating: l.rating.shown(),
            mu: l.rating.mu,
            sigma: l.rating.sigma,
            games: l.games,
            provisional: l.games < domain::rating::PROVISIONAL_GAMES,
        })
        .collect();
    Ok(Leaderboard { entries, total, offset, limit })
}
