//! Following a game: events since a version (with long-poll) and the SSE
//! stream. The bus only wakes readers; events are always read from the
//! database by version, so a lost bus message loses nothing.

use std::collections::VecDeque;
use std::time::Duration;

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use domain::game::Event;
use domain::ports::{EventBus, Subscription};

use super::GamePath;
use super::dto::{EventBatch, EventsQuery, SseFrame};
use super::responses::{BadQuery, BadSince, GameIdParam, SignedInOnGame, TooManyStreams};
use super::{MAX_WAIT_SECS, Watcher};
use super::{Reply, Shared};
use crate::error::ApiError;
use crate::follow::{Follower, Woke};

/// Events after `since`, as the caller may see them. With `wait`, an empty
/// answer is held until an event is committed or the wait runs out; a
/// token revoked or expired meanwhile, or a ban, answers 401 or 403 within
/// 2 s instead.
#[utoipa::path(get, operation_id = "listEvents", path = "/v1/games/{id}/events", tag = "events", security((), ("bearer" = [])),
    params(GameIdParam, EventsQuery),
    responses(
        (status = 200, description = "The events (maybe none)", body = EventBatch),
        BadQuery,
        SignedInOnGame,
        TooManyStreams,
    ))]
pub(super) async fn events(
    state: Shared,
    watcher: Watcher,
    GamePath(id): GamePath,
    query: web::Query<EventsQuery>,
    req: HttpRequest,
) -> Reply {
    let (user, operator) = (watcher.user(), watcher.operator());
    let fetch = || state.games.events_as(&id, &user, operator, query.since);
    let mut events = fetch().await?;
    // A client ahead of the game (a version it cannot have seen) is told the
    // game's real version at once, not kept waiting for it.
    if events.is_empty() {
        let (_, head) = state.games.head(&id).await?;
        if query.since > head {
            return Ok(super::ok(&EventBatch::new(head, Vec::new())));
        }
    }
    if events.is_empty() && query.wait > 0 {
        // A waiting poll is a live channel: bounded per user, ended when its caller may no longer act.
        let mut slot = super::watching_slot(&state, &watcher, &req)?;
        // Subscribe first, then look again, so an event committed in between
        // is not missed; the bus message is only a wake-up.
        let mut sub = state.games.bus.subscribe(&id).await.map_err(|e| ApiError::internal(e.0))?;
        events = fetch().await?;
        // A wake-up may find nothing new (a tick while the bus is degraded):
        // keep waiting until an event is there or the wait runs out.
        let deadline =
            tokio::time::Instant::now() + Duration::from_secs(query.wait.min(MAX_WAIT_SECS));
        while events.is_empty() {
            tokio::select! {
                woke = tokio::time::timeout_at(deadline, sub.next()) => match woke {
                    Ok(Some(_)) => events = fetch().await?,
                    Ok(None) | Err(_) => break,
                },
                ended = slot.ended(&state.auth) => match ended {
                    Some(refused) => return Err(refused),
                    None => break,
                },
            }
        }
        if events.is_empty() {
            events = fetch().await?;
        }
    }
    let last = query.since + u64::try_from(events.len()).unwrap_or(0);
    Ok(super::ok(&EventBatch::new(last, events)))
}

fn sse_frame(version: u64, event: &Event) -> web::Bytes {
    let data = serde_json::to_string(event).unwrap_or_default();
    // The event's JSON starts with its `type` tag.
    let kind = data
        .strip_prefix("{\"type\":\"")
        .and_then(|rest| rest.split_once('"'))
        .map_or("event", |(kind, _)| kind);
    web::Bytes::from(format!("id: {version}\nevent: {kind}\ndata: {data}\n\n"))
}

/// `event: your_turn` (no `id:`: it is not an event of the log) with the
/// webhook's body.
fn your_turn_frame(notice: &domain::ports::TurnNotice) -> web::Bytes {
    web::Bytes::from(format!("event: your_turn\ndata: {}\n\n", crate::notice::body(notice)))
}

/// `event: whisper` (no `id:`: it is not an event of the log) with the
/// whisper as `GET /v1/games/{id}/whispers` lists it.
fn whisper_frame(whisper: domain::ports::Whisper) -> web::Bytes {
    let data = serde_json::to_string(&super::dto::WhisperDto::from(whisper)).unwrap_or_default();
    web::Bytes::from(format!("event: whisper\ndata: {data}\n\n"))
}

/// Server-Sent Events: every event after `since` (or `Last-Event-ID`) as the
/// caller may see it, then each new one as it is committed. Frames carry
/// `id:` (the version), `event:` (the event's `type`) and `data:` (the event
/// as JSON); idle streams get a comment every 5 s. When one of the caller's
/// steps begins (or the stream opens on one), a frame `event: your_turn`
/// without `id:` carries `{"type":"your_turn","game_id","version","deadline"}`.
/// A whisper the caller's seat sends or receives while the stream is open
/// comes as a frame `event: whisper` without `id:` (SVC-WHISPER); nobody
/// else's stream ever carries one.
/// A user holds at most 16 live channels (429 `TOO_MANY_STREAMS`); a mute
/// ends them. When the token is revoked or expires, or the account is
/// banned, a last frame `event: end` carries `{"status","code","detail"}`
/// (401 `INVALID_TOKEN` or 403 `BANNED`) within 2 s, and the stream ends.
#[utoipa::path(get, operation_id = "streamEvents", path = "/v1/games/{id}/events/stream", tag = "events", security((), ("bearer" = [])),
    params(
        GameIdParam,
        EventsQuery,
        ("Last-Event-ID" = Option<u64>, Header, description = "Resume after this version (wins over `since`)"),
    ),
    responses(
        (status = 200, description = "An endless `text/event-stream` of frames", body = SseFrame, content_type = "text/event-stream"),
        BadSince,
        SignedInOnGame,
        TooManyStreams,
    ))]
pub(super) async fn event_stream(
    state: Shared,
    watcher: Watcher,
    GamePath(id): GamePath,
    query: web::Query<EventsQuery>,
    req: HttpRequest,
) -> Reply {
    let header = req.headers().get("Last-Event-ID").map(|v| v.to_str().unwrap_or("?"));
    let since = super::bounded::last_event_id(header)?.unwrap_or(query.since);
    // Fail fast (404, 401) before the stream starts.
    let (user, operator) = (watcher.user(), watcher.operator());
    state.games.events_as(&id, &user, operator, since).await?;
    let slot = super::watching_slot(&state, &watcher, &req)?;
    let ending = super::Ending::of(&state, &req, watcher.0.as_ref());
    let follower = Follower::open(state.clone(), id, user, operator, since, slot).await?;
    let start = (follower, VecDeque::<web::Bytes>::new(), false);
    let stream = futures_util::stream::unfold(start, move |(mut follower, mut pending, over)| {
        let ending = ending.clone();
        async move {
            loop {
                if let Some(frame) = pending.pop_front() {
                    return Some((Ok::<_, actix_web::Error>(frame), (follower, pending, over)));
                }
                if over {
                    return None;
                }
                match follower.read().await {
                    Ok(news) => {
                        for (version, event) in &news.events {
                            pending.push_back(sse_frame(*version, event));
                        }
                        pending.extend(news.turn.as_ref().map(your_turn_frame));
                        pending.extend(news.whispers.into_iter().map(whisper_frame));
                        if !pending.is_empty() {
                            continue;
                        }
                    }
                    Err(e) => {
                        tracing::warn!(error = %e.detail, "event stream ends");
                        return None;
                    }
                }
                // A quiet wait sends a keep-alive comment: proxies drop
                // silent streams, and the second write to a connection its
                // client closed fails, freeing its place among the user's
                // channels.
                match follower.wait().await {
                    Woke::Read => {}
                    Woke::Quiet => pending.push_back(web::Bytes::from_static(b": keep-alive\n\n")),
                    Woke::Ended(why) => {
                        // A last frame says why, when the caller may no
                        // longer act; the stream then ends.
                        let last = why.as_ref().map(|e| ending.frame(e));
                        return last.map(|frame| (Ok(frame), (follower, pending, true)));
                    }
                }
            }
        }
    });
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/event-stream"))
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .streaming(stream))
}
