//! The GraphQL websocket (`GET /graphql`, graphql-transport-ws, and the
//! older subscriptions-transport-ws): async-graphql's protocol machine,
//! driven by an actor of ours so that the socket is held to the same terms
//! as every other channel (issue 47):
//!
//! - `connection_init` must come within [`INIT_WITHIN`], or the socket
//!   closes with 4408: an idle socket cannot hold a descriptor forever.
//! - Its payload's `{"token": "..."}` is authenticated as a REST request's
//!   bearer token; a refused token closes with 4401 (4403 for a banned
//!   account), not a protocol error.
//! - Once admitted, the socket holds the caller's [`Guard`](crate::auth::Guard):
//!   a logout, a revoked session or personal token, a reused refresh
//!   secret, a ban (on this instance or another) or the token's expiry
//!   closes it with 4401 or 4403 ([`Auth::lost`](crate::auth::Auth::lost)).
//! - Every query, mutation and new subscription asks the authority again
//!   (`caller` in `graphql/mod.rs`, through [`OnSocket`]), so nothing sent
//!   between a revocation and the close is carried out.
//! - Errors are worded as over HTTP (`word_errors`): in the language of the
//!   upgrade's `Accept-Language`, else the admitted account's.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use actix::{
    Actor, ActorContext, ActorFutureExt, ActorStreamExt, AsyncContext, ContextFutureSpawner,
    StreamHandler, WrapFuture, WrapStream,
};
use actix_web::{HttpRequest, HttpResponse, web};
use actix_web_actors::ws::{CloseReason, Message, ProtocolError, WebsocketContext};
use async_graphql::http::{ALL_WEBSOCKET_PROTOCOLS, WebSocket, WebSocketProtocols, WsMessage};
use tokio::sync::{mpsc, oneshot};

use super::{TegSchema, limits};
use crate::auth::{AuthError, Principal};
use crate::state::AppState;

/// How long a socket may stay open without `connection_init`.
pub const INIT_WITHIN: Duration = Duration::from_secs(10);
/// How often the server pings; a client silent for [`SILENT_FOR`] is gone.
const HEARTBEAT: Duration = Duration::from_secs(5);
const SILENT_FOR: Duration = Duration::from_secs(10);

/// graphql-transport-ws's close codes for a caller the server will not
/// serve: 4401 Unauthorized (no valid token: revoked, expired, unknown),
/// 4403 Forbidden (a banned account), 4408 for a `connection_init` that
/// never came.
pub const UNAUTHORIZED: u16 = 4401;
/// See [`UNAUTHORIZED`].
pub const FORBIDDEN: u16 = 4403;
/// See [`UNAUTHORIZED`].
pub const INIT_TIMEOUT: u16 = 4408;

/// Marks an operation that came over a websocket: its caller was admitted
/// at `connection_init` and must be asked about again (see `caller`).
#[derive(Debug, Clone, Copy)]
pub(super) struct OnSocket;

/// The close code and reason for a caller refused.
fn refusal(e: &AuthError) -> (u16, String) {
    let code = if *e == AuthError::Banned { FORBIDDEN } else { UNAUTHORIZED };
    (code, e.code().to_owned())
}

/// Where the socket's `connection_init` stands.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Door {
    /// Not received yet.
    Waiting,
    /// Answered with an ack.
    Open,
    /// Refused: the socket closes with this code and reason.
    Refused(u16, String),
}

type Shared<T> = Arc<Mutex<T>>;

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// `GET /graphql`: upgrades to a websocket held to the terms above.
///
/// # Errors
/// Not a websocket handshake, or no GraphQL subprotocol offered.
pub async fn start(
    schema: web::Data<TegSchema>,
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> actix_web::Result<HttpResponse> {
    let protocol = req
        .headers()
        .get("sec-websocket-protocol")
        .and_then(|value| value.to_str().ok())
        .and_then(|offered| {
            offered.split(',').find_map(|p| p.trim().parse::<WebSocketProtocols>().ok())
        })
        .ok_or_else(|| {
            actix_web::error::ErrorBadRequest("offer the graphql-transport-ws subprotocol")
        })?;
    let peer = crate::request::client_address(&req);
    // A place among the address's and the process's live channels, held
    // as long as the socket lives (`doors`); refused before the upgrade.
    let door = state.doors.enter(peer.as_deref())?;
    let accept = req.headers().get(actix_web::http::header::ACCEPT_LANGUAGE);
    let speech = Speech {
        accept: accept
            .and_then(|v| v.to_str().ok())
            .and_then(crate::language::Language::from_accept),
        account: Arc::new(Mutex::new(None)),
    };
    let socket = Socket {
        schema: TegSchema::clone(&schema),
        state,
        speech,
        _door: door,
        peer,
        protocol,
        heard_at: Instant::now(),
        inbox: None,
        continuation: Vec::new(),
        door: Arc::new(Mutex::new(Door::Waiting)),
    };
    actix_web_actors::ws::WsResponseBuilder::new(socket, &req, payload)
        .protocols(&ALL_WEBSOCKET_PROTOCOLS)
        .start()
}

/// The language a socket's errors are worded in: the upgrade's
/// `Accept-Language`, else the admitted account's, else English.
#[derive(Clone)]
struct Speech {
    accept: Option<crate::language::Language>,
    account: Shared<Option<crate::language::Language>>,
}

impl Speech {
    fn language(&self) -> crate::language::Language {
        self.accept.or(*lock(&self.account)).unwrap_or(crate::language::Language::En)
    }

    /// A protocol frame with its errors worded: those of an `error`
    /// message (its payload a list) or a `next` one (its payload's
    /// `errors`). Frames with no problem code pass as they are.
    fn word(&self, texts: &crate::problems::Texts, frame: String) -> String {
        let language = self.language();
        if language == crate::language::Language::En || !frame.contains("\"code\"") {
            return frame;
        }
        let Ok(mut message) = serde_json::from_str::<serde_json::Value>(&frame) else {
            return frame;
        };
        let errors = match message.get_mut("payload") {
            Some(serde_json::Value::Array(errors)) => errors,
            Some(payload) => match payload.get_mut("errors") {
                Some(serde_json::Value::Array(errors)) => errors,
                _ => return frame,
            },
            None => return frame,
        };
        for error in errors {
            let code = error.pointer("/extensions/code").and_then(serde_json::Value::as_str);
            if let Some(detail) = code.and_then(|c| texts.worded_detail(c, language)) {
                error["message"] = detail.into();
            }
        }
        message.to_string()
    }
}

struct Socket {
    schema: TegSchema,
    state: web::Data<AppState>,
    speech: Speech,
    _door: crate::doors::Door,
    peer: Option<String>,
    protocol: WebSocketProtocols,
    heard_at: Instant,
    /// What the client sends, to the protocol machine.
    inbox: Option<mpsc::UnboundedSender<Vec<u8>>>,
    continuation: Vec<u8>,
    door: Shared<Door>,
}

impl Socket {
    fn close(ctx: &mut WebsocketContext<Self>, code: u16, reason: String) {
        ctx.close(Some(CloseReason { code: code.into(), description: Some(reason) }));
        ctx.stop();
    }
}

/// What runs at `connection_init`: authenticates the token, if any, and
/// hands the admitted caller to the socket's guard.
async fn admit(
    state: web::Data<AppState>,
    (peer, speech): (Option<String>, Speech),
    door: Shared<Door>,
    admitted: oneshot::Sender<Principal>,
    init: serde_json::Value,
) -> async_graphql::Result<async_graphql::Data> {
    let mut data = async_graphql::Data::default();
    data.insert(crate::streams::ConnectionStreams::default());
    data.insert(OnSocket);
    let mut user = None;
    if let Some(token) = init.get("token").and_then(|t| t.as_str()) {
        match state.auth.authenticate(token).await {
            Ok(p) => {
                state.presence.saw(&p.user, crate::adapters::system::now_ms());
                user = Some(p.user.0.clone());
                *lock(&speech.account) = p.language;
                data.insert(p.clone());
                // The socket's guard takes it from here.
                drop(admitted.send(p));
            }
            Err(e) => {
                let (code, reason) = refusal(&e);
                *lock(&door) = Door::Refused(code, reason.clone());
                return Err(async_graphql::Error::new(reason));
            }
        }
    }
    // Every operation the socket sends is charged to the same budget as
    // the user's (or the address's) HTTP requests.
    if let Some(limiter) = state.limiter.clone() {
        let key = crate::ratelimit::RateLimiter::key(user.as_deref(), peer.as_deref());
        data.insert(limits::Charge::per_message(limiter, key));
    }
    *lock(&door) = Door::Open;
    Ok(data)
}

impl Actor for Socket {
    type Context = WebsocketContext<Self>;

    fn started(&mut self, ctx: &mut Self::Context) {
        ctx.run_interval(HEARTBEAT, |socket, ctx| {
            if socket.heard_at.elapsed() > SILENT_FOR {
                ctx.stop();
            }
            ctx.ping(b"");
        });
        ctx.run_later(INIT_WITHIN, |socket, ctx| {
            if *lock(&socket.door) == Door::Waiting {
                Self::close(ctx, INIT_TIMEOUT, "Connection initialisation timeout".to_owned());
            }
        });

        let (admitted, admission) = oneshot::channel::<Principal>();
        let state = self.state.clone();
        async move {
            // No token at init (or a refused one): nothing to guard.
            let principal = admission.await.ok()?;
            let mut guard = state.auth.guard(principal);
            Some(state.auth.lost(&mut guard).await)
        }
        .into_actor(self)
        .map(|lost, _, ctx| {
            if let Some(e) = lost {
                let (code, reason) = refusal(&e);
                Self::close(ctx, code, reason);
            }
        })
        .spawn(ctx);

        let (inbox, received) = mpsc::unbounded_channel::<Vec<u8>>();
        let received = futures_util::stream::unfold(received, |mut rx| async move {
            rx.recv().await.map(|message| (message, rx))
        });
        let (state, peer, door) = (self.state.clone(), self.peer.clone(), self.door.clone());
        let init_door = door.clone();
        let (speech, heard) = (self.speech.clone(), self.speech.clone());
        let init_state = state.clone();
        WebSocket::new(self.schema.clone(), received, self.protocol)
            .on_connection_init(move |init| {
                admit(init_state, (peer, heard), init_door, admitted, init)
            })
            .into_actor(self)
            .map(move |answer, _, ctx| match answer {
                WsMessage::Text(text) => ctx.text(speech.word(&state.problem_texts, text)),
                WsMessage::Close(code, reason) => {
                    // A refused `connection_init` closes with our code.
                    let (code, reason) = match lock(&door).clone() {
                        Door::Refused(code, reason) => (code, reason),
                        Door::Waiting | Door::Open => (code, reason),
                    };
                    Self::close(ctx, code, reason);
                }
            })
            .finish()
            .spawn(ctx);
        self.inbox = Some(inbox);
    }
}

impl StreamHandler<Result<Message, ProtocolError>> for Socket {
    fn handle(&mut self, message: Result<Message, ProtocolError>, ctx: &mut Self::Context) {
        let Ok(message) = message else {
            ctx.stop();
            return;
        };
        let whole = match message {
            Message::Ping(bytes) => {
                self.heard_at = Instant::now();
                ctx.pong(&bytes);
                None
            }
            Message::Pong(_) => {
                self.heard_at = Instant::now();
                None
            }
            Message::Continuation(item) => {
                use actix_http::ws::Item;
                match item {
                    Item::FirstText(bytes) | Item::FirstBinary(bytes) => {
                        self.continuation = bytes.to_vec();
                        None
                    }
                    Item::Continue(bytes) => {
                        self.continuation.extend_from_slice(&bytes);
                        None
                    }
                    Item::Last(bytes) => {
                        self.continuation.extend_from_slice(&bytes);
                        Some(std::mem::take(&mut self.continuation))
                    }
                }
            }
            Message::Text(text) => Some(text.into_bytes().to_vec()),
            Message::Binary(bytes) => Some(bytes.to_vec()),
            Message::Close(_) => {
                ctx.stop();
                None
            }
            Message::Nop => None,
        };
        if let Some(whole) = whole
            && self.inbox.as_ref().is_none_or(|inbox| inbox.send(whole).is_err())
        {
            ctx.stop();
        }
    }
}
