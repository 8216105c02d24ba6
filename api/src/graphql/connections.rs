//! The lists as Relay cursor connections, forward only (`first`, `after`):
//! `gamesConnection`, `myGamesConnection`, `eventsConnection`,
//! `myNoticesConnection` and `leaderboardConnection`. Each edge's `cursor`
//! is opaque (base64url of JSON: a position, a version or a notice id); a
//! client sends the last one back as `after`. The nodes are the same typed
//! objects as the offset and `since` fields they stand beside, which stay,
//! and whose pages they read.

use async_graphql::connection::{Connection, Edge, EmptyFields, OpaqueCursor};
use async_graphql::{Context, Object, OutputType};

use super::{caller, event_list, game_list, gql, state, typed, wire};
use crate::error::ApiError;

/// A page's size when `first` is not sent.
const FIRST: i32 = 20;
/// The largest page.
const MOST: i32 = 100;

/// An opaque cursor: where an edge stands in its list.
type Cursor = OpaqueCursor<u64>;

/// A forward page of `T`.
type Page<T> = Connection<Cursor, T, EmptyFields, EmptyFields>;

/// `first`, checked: 1 to 100 (`MALFORMED_QUERY` otherwise).
fn first(first: Option<i32>) -> async_graphql::Result<u64> {
    let first = first.unwrap_or(FIRST);
    if !(1..=MOST).contains(&first) {
        return Err(gql(ApiError::bad_request(
            "MALFORMED_QUERY",
            format!("`first` is 1 to {MOST}, not {first}"),
        )));
    }
    Ok(u64::try_from(first).unwrap_or(1))
}

/// `after`, read back into what it marks (`BAD_CURSOR` for anything but a
/// cursor this list gave).
fn after(after: Option<&str>) -> async_graphql::Result<Option<u64>> {
    after
        .map(|text| {
            <Cursor as async_graphql::connection::CursorType>::decode_cursor(text).map(|c| c.0)
        })
        .transpose()
        .map_err(|_| {
            gql(ApiError::bad_request(
                "BAD_CURSOR",
                "`after` is not a cursor this list gave: start again without it",
            ))
        })
}

/// The page of `nodes` that starts at position `start`: each edge's cursor
/// is its position; `more` says whether the list goes on.
fn positioned<T: OutputType>(start: u64, nodes: Vec<T>, more: bool) -> Page<T> {
    let mut page = Connection::new(start > 0, more);
    page.edges.extend((start..).zip(nodes).map(|(at, node)| Edge::new(OpaqueCursor(at), node)));
    page
}

/// The page of `nodes` after `since`, at most `first` of them, each keyed
/// (a version, a notice id): `nodes` may hold one more, which says there
/// are more.
fn keyed<T: OutputType>(since: u64, first: u64, nodes: Vec<(u64, T)>) -> Page<T> {
    let limit = usize::try_from(first).unwrap_or(usize::MAX);
    let more = nodes.len() > limit;
    let mut page = Connection::new(since > 0, more);
    page.edges.extend(
        nodes.into_iter().take(limit).map(|(key, node)| Edge::new(OpaqueCursor(key), node)),
    );
    page
}

/// The connections' queries.
#[derive(Debug, Default)]
pub struct ConnectionQueries;

#[Object]
impl ConnectionQueries {
    /// `games` as a connection: games, newest first, optionally of one
    /// `status` and one `ruleset`.
    #[graphql(complexity = 10)]
    async fn games_connection(
        &self,
        ctx: &Context<'_>,
        status: Option<String>,
        ruleset: Option<String>,
        #[graphql(desc = "1 to 100; 20 when left out")] first: Option<i32>,
        #[graphql(desc = "The `cursor` of the last edge read")] after: Option<String>,
    ) -> async_graphql::Result<Page<wire::GameSummary>> {
        let (limit, start) = (self::first(first)?, self::after(after.as_deref())?);
        let offset = start.map_or(0, |at| at + 1);
        let list = game_list(ctx, status.as_deref(), ruleset.as_deref(), offset, limit).await?;
        let seen = offset + u64::try_from(list.games.len()).unwrap_or(0);
        let total = u64::try_from(list.total).unwrap_or(0);
        Ok(positioned(offset, list.games, seen < total))
    }

    /// `myGames` as a connection: the caller's games, those waiting on them
    /// first, then by deadline, then the most recently active.
    #[graphql(complexity = 10)]
    async fn my_games_connection(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "`lobby`, `playing`, `paused`, `finished` or `aborted`")] status: Option<
            String,
        >,
        #[graphql(desc = "1 to 100; 20 when left out")] first: Option<i32>,
        #[graphql(desc = "The `cursor` of the last edge read")] after: Option<String>,
    ) -> async_graphql::Result<Page<wire::MyGame>> {
        let (limit, start) = (self::first(first)?, self::after(after.as_deref())?);
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let offset = start.map_or(0, |at| at + 1);
        let cursor = offset.to_string();
        let page =
            crate::players::my_games(state, &me.user, status.as_deref(), Some(&cursor), limit)
                .await
                .map_err(gql)?;
        let more = page.next_cursor.is_some();
        let page: wire::MyGames = typed(&page)?;
        Ok(positioned(offset, page.games, more))
    }

    /// `events` as a connection: a game's events after `after`, as the
    /// caller may see them; each edge's cursor marks its version.
    #[graphql(complexity = 50)]
    async fn events_connection(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        #[graphql(desc = "1 to 100; 20 when left out")] first: Option<i32>,
        #[graphql(desc = "The `cursor` of the last edge read")] after: Option<String>,
    ) -> async_graphql::Result<Page<wire::Versioned>> {
        let (limit, since) = (self::first(first)?, self::after(after.as_deref())?.unwrap_or(0));
        let events = event_list(ctx, &game_id, since).await?;
        let limit_plus_one = usize::try_from(limit + 1).unwrap_or(usize::MAX);
        let nodes = events
            .into_iter()
            .take(limit_plus_one)
            .map(|e| (u64::try_from(e.version).unwrap_or(0), e))
            .collect();
        Ok(keyed(since, limit, nodes))
    }

    /// `myNotices` as a connection: the caller's notices after `after`,
    /// oldest first; each edge's cursor marks its notice's id.
    #[graphql(complexity = 10)]
    async fn my_notices_connection(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "1 to 100; 20 when left out")] first: Option<i32>,
        #[graphql(desc = "The `cursor` of the last edge read")] after: Option<String>,
    ) -> async_graphql::Result<Page<wire::Notice>> {
        let (limit, since) = (self::first(first)?, self::after(after.as_deref())?.unwrap_or(0));
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        // A page of the feed holds more than `MOST`, so one read says
        // whether more follow.
        let page = crate::players::notices(state, &me.user, since).await.map_err(gql)?;
        let limit_plus_one = usize::try_from(limit + 1).unwrap_or(usize::MAX);
        let mut nodes = Vec::new();
        for notice in page.notices.iter().take(limit_plus_one) {
            nodes.push((u64::try_from(notice.id()).unwrap_or(0), typed(notice)?));
        }
        Ok(keyed(since, limit, nodes))
    }

    /// `leaderboard` as a connection: a ruleset's rated players, best
    /// first (SVC-RATING).
    #[graphql(complexity = 10)]
    async fn leaderboard_connection(
        &self,
        ctx: &Context<'_>,
        ruleset: String,
        #[graphql(desc = "1 to 100; 20 when left out")] first: Option<i32>,
        #[graphql(desc = "The `cursor` of the last edge read")] after: Option<String>,
    ) -> async_graphql::Result<Page<wire::LeaderEntry>> {
        let (limit, start) = (self::first(first)?, self::after(after.as_deref())?);
        let state = state(ctx)?;
        let me = caller(ctx).await?;
        let offset = start.map_or(0, |at| at + 1);
        let board = crate::players::leaderboard(state, &me.user, &ruleset, offset, limit)
            .await
            .map_err(gql)?;
        let seen = offset + u64::try_from(board.entries.len()).unwrap_or(0);
        let more = seen < board.total;
        let board: wire::Leaderboard = typed(&board)?;
        Ok(positioned(offset, board.entries, more))
    }
}
