//! Quick match (SVC-MATCH): a person opens a ticket, follows it by
//! long-poll (or by `match_found` on their feed) and may cancel it while it
//! waits. The matching itself runs in the background on every instance
//! (`background::spawn_matchmaker`, `Ports::run_matchmaking`).

use std::time::Duration;

use actix_web::{HttpResponse, web};

use super::dto::{NewTicket, TicketDto, TicketQuery};
use super::responses::{
    BadTicket, GuestAtRatedTable, MalformedBody, MalformedQuery, NoToken, NotYourTicket,
    TicketIdParam, TicketMatched, TicketNotFound, TicketOpen,
};
use super::{Caller, MAX_WAIT_SECS};
use super::{PathId, Reply, Shared};

/// A long-poll looks at its ticket again at least this often: a cancel or
/// an expiry rings no bell.
const RECHECK: Duration = Duration::from_secs(1);

/// Opens a quick-match ticket: the matcher seats the caller at a table of
/// compatible tickets, close ratings first (SVC-MATCH). One waiting ticket
/// per person.
#[utoipa::path(post, operation_id = "openTicket", path = "/v1/matchmaking/tickets", tag = "matchmaking",
    security(("bearer" = [])),
    request_body = NewTicket,
    responses(
        (status = 201, description = "Opened, waiting", body = TicketDto),
        MalformedBody,
        NoToken,
        GuestAtRatedTable,
        TicketOpen,
        BadTicket,
    ))]
pub(super) async fn open(
    state: Shared,
    caller: Caller,
    body: super::body::Body<NewTicket>,
) -> Reply {
    let ticket = crate::players::open_ticket(&state, &caller.0, body.into_inner()).await?;
    Ok(HttpResponse::Created().json(ticket))
}

/// One of the caller's tickets. With `wait`, a waiting ticket is answered
/// when its status changes or after that many seconds.
#[utoipa::path(get, operation_id = "getTicket", path = "/v1/matchmaking/tickets/{id}", tag = "matchmaking",
    security(("bearer" = [])),
    params(TicketIdParam, TicketQuery),
    responses(
        (status = 200, description = "The ticket", body = TicketDto),
        MalformedQuery,
        NoToken,
        NotYourTicket,
    ))]
pub(super) async fn get(
    state: Shared,
    caller: Caller,
    id: PathId,
    query: web::Query<TicketQuery>,
    req: actix_web::HttpRequest,
) -> Reply {
    let me = &caller.0.user;
    let mut ticket = state.games.ticket_of(&id, me).await?;
    if ticket.status == domain::ports::TicketStatus::Waiting && query.wait > 0 {
        // A waiting poll is a live channel: bounded per user, ended when its caller may no longer act.
        let mut slot = super::live_slot(&state, &caller, &req)?;
        let mut bell = state.bells.listen(&me.0);
        let deadline =
            tokio::time::Instant::now() + Duration::from_secs(query.wait.min(MAX_WAIT_SECS));
        loop {
            ticket = state.games.ticket_of(&id, me).await?;
            let now = tokio::time::Instant::now();
            if ticket.status != domain::ports::TicketStatus::Waiting || now >= deadline {
                break;
            }
            // `match_found` rings the feed's bell; anything else is seen
            // at the next look.
            let next = deadline.min(now + RECHECK);
            tokio::select! {
                _ = tokio::time::timeout_at(next, bell.changed()) => {}
                ended = slot.ended(&state.auth) => match ended {
                    Some(refused) => return Err(refused),
                    None => break,
                },
            }
        }
    }
    Ok(super::ok(&TicketDto::from(&ticket)))
}

/// Cancels the caller's waiting ticket; a cancelled or expired one is
/// answered as it is.
#[utoipa::path(delete, operation_id = "cancelTicket", path = "/v1/matchmaking/tickets/{id}", tag = "matchmaking",
    security(("bearer" = [])),
    params(TicketIdParam),
    responses(
        (status = 200, description = "Cancelled (or already over)", body = TicketDto),
        NoToken,
        TicketNotFound,
        TicketMatched,
    ))]
pub(super) async fn cancel(state: Shared, caller: Caller, id: PathId) -> Reply {
    let ticket = state.games.cancel_ticket(&id, &caller.0.user).await?;
    Ok(super::ok(&TicketDto::from(&ticket)))
}
