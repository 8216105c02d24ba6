//! A player's home screen: `GET /v1/me/games` (the caller's games, those
//! waiting on them first) and the per-user feed of notices, as long-poll
//! (`GET /v1/me/events`) and as Server-Sent Events
//! (`GET /v1/me/events/stream`), resumable by notice id.

use std::time::Duration;

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use domain::ports::UserId;

use super::dto::{FeedQuery, MyGames, MyGamesQuery, NoticeList};
use super::responses::{BadCursor, BadLastEventId, BadQuery, NoToken, TooManyStreams};
use super::{Caller, MAX_WAIT_SECS};
use super::{Reply, Shared};
use crate::players::{PAGE, feed_notice};

/// An idle feed stream gets a comment this often.
const KEEPALIVE: Duration = Duration::from_secs(15);

/// The caller's games: those waiting on them first, then by deadline, then
/// the most recently active. `ETag` names the page; `If-None-Match` with it
/// answers 304 while nothing in it changed.
#[utoipa::path(get, operation_id = "listMyGames", path = "/v1/me/games", tag = "me",
    security(("bearer" = [])),
    params(MyGamesQuery),
    responses(
        (status = 200, description = "A page of the caller's games", body = MyGames,
            headers(("ETag" = String, description = "Names this page as it is"))),
        (status = 304, description = "Not modified since the `If-None-Match` tag"),
        BadCursor,
        NoToken,
    ))]
pub(super) async fn games(
    state: Shared,
    caller: Caller,
    query: web::Query<MyGamesQuery>,
    req: HttpRequest,
) -> Reply {
    let body = crate::players::my_games(
        &state,
        &caller.0.user,
        query.status.as_deref(),
        query.cursor.as_deref(),
        query.limit,
    )
    .await?;
    super::ok_tagged(&req, &body)
}

/// The caller's notices after `since`, oldest first; with `wait`, an empty
/// answer is held until a notice is written or the wait runs out.
#[utoipa::path(get, operation_id = "readMyFeed", path = "/v1/me/events", tag = "me",
    security(("bearer" = [])),
    params(FeedQuery),
    responses(
        (status = 200, description = "The notices (maybe none)", body = NoticeList),
        BadQuery,
        NoToken,
        TooManyStreams,
    ))]
pub(super) async fn feed(
    state: Shared,
    caller: Caller,
    query: web::Query<FeedQuery>,
    req: HttpRequest,
) -> Reply {
    let me = &caller.0.user;
    let since = i64::try_from(query.since).unwrap_or(i64::MAX);
    let mut found = state.notices.since(me, since, PAGE).await?;
    if found.is_empty() && query.wait > 0 {
        // A waiting poll is a live channel: bounded per user, ended when its caller may no longer act.
        let mut slot = super::live_slot(&state, &caller, &req)?;
        // Listen first, then look again, so a notice written in between is
        // not missed.
        let mut bell = state.bells.listen(&me.0);
        found = state.notices.since(me, since, PAGE).await?;
        let deadline =
            tokio::time::Instant::now() + Duration::from_secs(query.wait.min(MAX_WAIT_SECS));
        while found.is_empty() {
            tokio::select! {
                rang = tokio::time::timeout_at(deadline, bell.changed()) => match rang {
                    Ok(Ok(())) => {
                        found = state.notices.since(me, since, PAGE).await?;
                        // What woke it may be the caller's own revocation.
                        if !found.is_empty() {
                            slot.still(&state.auth).await?;
                        }
                    }
                    _ => break,
                },
                ended = slot.ended(&state.auth) => match ended {
                    Some(refused) => return Err(refused),
                    None => break,
                },
            }
        }
    }
    Ok(super::ok(&crate::players::page(&found, since)?))
}

/// The caller's notices as Server-Sent Events: every one after `since` (or
/// `Last-Event-ID`), then each as it is written. Frames carry `id:` (the
/// notice's id), `event:` (its `type`) and `data:` (the notice as JSON);
/// an idle stream gets a comment every 15 s. Counts among the 16 live
/// channels a user may hold. When the token is revoked or expires, or the
/// account is banned, a last frame `event: end` carries
/// `{"status","code","detail"}` within 2 s, and the stream ends.
#[utoipa::path(get, operation_id = "streamMyFeed", path = "/v1/me/events/stream", tag = "me",
    security(("bearer" = [])),
    params(
        FeedQuery,
        ("Last-Event-ID" = Option<u64>, Header, description = "Resume after this notice id (wins over `since`)"),
    ),
    responses(
        (status = 200, description = "An endless `text/event-stream` of notices", content_type = "text/event-stream"),
        BadLastEventId,
        NoToken,
        TooManyStreams,
    ))]
pub(super) async fn feed_stream(
    state: Shared,
    caller: Caller,
    query: web::Query<FeedQuery>,
    req: HttpRequest,
) -> Reply {
    let header = req.headers().get("Last-Event-ID").map(|v| v.to_str().unwrap_or("?"));
    let since = super::bounded::last_event_id(header)?.unwrap_or(query.since);
    let slot = super::live_slot(&state, &caller, &req)?;
    let bell = state.bells.listen(&caller.0.user.0);
    let ending = super::Ending::of(&state, &req, Some(&caller.0));
    let start = FeedStream {
        state,
        user: caller.0.user,
        since: i64::try_from(since).unwrap_or(i64::MAX),
        pending: std::collections::VecDeque::new(),
        slot,
        bell,
        look: true,
        over: false,
        ending,
    };
    let stream = futures_util::stream::unfold(start, |mut st| async move {
        loop {
            if let Some(frame) = st.pending.pop_front() {
                return Some((Ok::<_, actix_web::Error>(frame), st));
            }
            if st.over {
                return None;
            }
            if std::mem::take(&mut st.look) {
                match st.state.notices.since(&st.user, st.since, PAGE).await {
                    Ok(found) if !found.is_empty() => {
                        // What rang may be the caller's own revocation.
                        if let Err(refused) = st.slot.still(&st.state.auth).await {
                            st.pending.push_back(st.ending.frame(&refused));
                            st.over = true;
                            continue;
                        }
                        for n in &found {
                            let notice = match feed_notice(n) {
                                Ok(notice) => notice,
                                Err(e) => {
                                    tracing::error!(error = ?e, "feed stream ends");
                                    return None;
                                }
                            };
                            st.since = n.id;
                            let data = serde_json::to_string(&notice).unwrap_or_default();
                            let frame =
                                format!("id: {}\nevent: {}\ndata: {data}\n\n", n.id, n.kind);
                            st.pending.push_back(web::Bytes::from(frame));
                        }
                        // A full page may have more behind it.
                        st.look = true;
                        continue;
                    }
                    Ok(_) => {}
                    Err(e) => {
                        tracing::warn!(error = ?e, "feed stream ends");
                        return None;
                    }
                }
            }
            // The bell is rung by this instance's watcher, which reads every
            // notice written by any instance (`feed`): a keep-alive need not
            // read the store, nor a ring for a notice already sent.
            tokio::select! {
                rang = tokio::time::timeout(KEEPALIVE, st.bell.changed()) => match rang {
                    Ok(Ok(())) => st.look = *st.bell.borrow() > st.since,
                    Ok(Err(_)) => return None,
                    Err(_) => st.pending.push_back(web::Bytes::from_static(b": keep-alive\n\n")),
                },
                ended = st.slot.ended(&st.state.auth) => {
                    // A last frame says why, when the caller may no longer act.
                    st.pending.extend(ended.as_ref().map(|e| st.ending.frame(e)));
                    st.over = true;
                },
            }
        }
    });
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/event-stream"))
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .streaming(stream))
}

/// Where a feed stream stands.
struct FeedStream {
    state: Shared,
    user: UserId,
    since: i64,
    pending: std::collections::VecDeque<web::Bytes>,
    slot: crate::streams::Slot,
    bell: tokio::sync::watch::Receiver<i64>,
    /// Whether to read the store before waiting again.
    look: bool,
    /// The stream ends once what is pending is sent.
    over: bool,
    /// How its last frame is worded.
    ending: super::Ending,
}
