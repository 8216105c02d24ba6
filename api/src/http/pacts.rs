//! Pacts over REST (R-PCT-1..6): the public list, and sugar for the pact
//! commands, which may also be sent to `/actions` like any other. Every
//! endpoint here goes through the same act use case and idempotency
//! protocol as `/actions`.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, web};
use domain::ports::GameId;
use domain::rules::Command;

use super::GamePath;
use super::dto::{ActRequest, EventBatch, PactAnswer, PactList, ProposePact};
use super::games::{act_with, answered};
use super::responses::{
    BadProposal, CommandRefusals, GameIdParam, GameNotFound, IdempotencyKey, MalformedBody,
    NoToken, NotSeated, PactAnswerNotFound, PactRefused, ProposalRefused, SignedInOnGame,
};
use super::{Caller, OptionalJson};
use super::{Reply, Shared};
use crate::error::ApiError;

/// The pacts proposed, in force, or broken but still binding (R-PCT-1:
/// anyone may list them).
#[utoipa::path(get, operation_id = "listPacts", path = "/v1/games/{id}/pacts", tag = "pacts", security(("bearer" = [])),
    params(GameIdParam),
    responses(
        (status = 200, description = "The pacts", body = PactList),
        SignedInOnGame,
    ))]
pub(super) async fn list(state: Shared, caller: Caller, GamePath(id): GamePath) -> Reply {
    let (version, pacts) = state.games.pacts(&id, &caller.0.user, caller.operator()).await?;
    Ok(super::ok(&PactList { version, pacts }))
}

/// Proposes a pact to another player, at any time (R-PCT-1, R-PCT-2). A
/// `message` goes with it as a whisper to the other party alone (with the
/// pact's number, `pact`), after the proposal; one that could not be
/// whispered refuses the proposal first (SVC-WHISPER).
#[utoipa::path(post, operation_id = "proposePact", path = "/v1/games/{id}/pacts", tag = "pacts", security(("bearer" = [])),
    params(
        GameIdParam,
        IdempotencyKey,
    ),
    request_body = ProposePact,
    responses(
        (status = 200, description = "Proposed; the events as the caller sees them", body = EventBatch),
        MalformedBody,
        NoToken,
        ProposalRefused,
        GameNotFound,
        CommandRefusals,
        BadProposal,
    ))]
pub(super) async fn propose(
    state: Shared,
    caller: Caller,
    GamePath(id): GamePath,
    body: web::Json<serde_json::Value>,
    req: HttpRequest,
) -> Reply {
    let board = super::board_of(&state, &id).await?;
    let body: ProposePact = super::decode_strict_on(board, body.into_inner())?;
    let action = Command::ProposePact { to: body.to, terms: body.terms }.into();
    let how = (body.expected_version, super::games::key_of(&req));
    let note = body.message.as_deref();
    let once = crate::acting::act_noted(&state, &caller.0.user, &id, &action, how, note).await?;
    let (kept, replayed) = super::games::kept(once);
    answered(kept, replayed)
}

/// The command an answer sends for a pact.
type AnswerWith = fn(u32) -> Command;

/// The answers of `/v1/games/{id}/pacts/{pact}/{answer}` (the spec's enum
/// too), each the command it sends for pact `pact`.
pub(super) const ANSWERS: [(&str, AnswerWith); 5] = [
    ("accept", |pact| Command::AcceptPact { pact }),
    ("refuse", |pact| Command::RefusePact { pact }),
    ("withdraw", |pact| Command::WithdrawPact { pact }),
    ("break", |pact| Command::BreakPact { pact }),
    ("dismiss", |pact| Command::DismissZone { pact }),
];

/// Answers a proposal (`accept`, `refuse`), takes one's own back
/// (`withdraw`), announces a break (`break`: binding until the end of the
/// other party's next turn, R-PCT-4), or, harmed by a failed zone duty, ends
/// the international zone (`dismiss`, R-PCT-9). Any time, not only on one's
/// turn.
#[utoipa::path(post, operation_id = "answerPact", path = "/v1/games/{id}/pacts/{pact}/{answer}", tag = "pacts", security(("bearer" = [])),
    params(
        GameIdParam,
        ("pact" = u32, Path, description = "Pact number"),
        ("answer" = String, Path, description = "`accept`, `refuse`, `withdraw`, `break` or `dismiss`"),
        IdempotencyKey,
    ),
    request_body(content = Option<PactAnswer>, description = "Optional `expected_version`"),
    responses(
        (status = 200, description = "Done; the events as the caller sees them", body = EventBatch),
        MalformedBody,
        NoToken,
        NotSeated,
        PactAnswerNotFound,
        CommandRefusals,
        PactRefused,
    ))]
pub(super) async fn answer(
    state: Shared,
    caller: Caller,
    path: web::Path<(String, u32, String)>,
    body: OptionalJson<PactAnswer>,
    req: HttpRequest,
) -> Reply {
    let (id, pact, answer) = path.into_inner();
    let body = body.read().await?;
    let Some(answer_with) = super::verb(&ANSWERS, &answer) else {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            "UNKNOWN_PACT_ANSWER",
            format!("`{answer}` is not accept, refuse, withdraw, break or dismiss"),
        ));
    };
    let action = answer_with(pact);
    let request = ActRequest { action: action.into(), expected_version: body.expected_version };
    let id = GameId(id);
    act_with(&state, &caller, id, request, &req).await
}
