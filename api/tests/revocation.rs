//! What is taken back is gone on every channel (issue 47): a client holds
//! every live channel the service has with one token (a GraphQL websocket
//! with a subscription, a game's SSE stream, the feed's SSE stream, a
//! waiting long-poll on the game and one on the feed), then the token is
//! taken back: a logout, a session revoked from another sign-in, a refresh
//! secret reused, a personal access token revoked, a ban, or plain expiry.
//! Every channel must end within the documented bound
//! ([`BOUND`], `docs/operating.md`): the socket closed with 4401 (4403 for
//! a ban), each stream's last frame `event: end` with the refusal's code,
//! each long-poll answered with it. Each case runs on one instance
//! (SQLite, in-process bus) and on two instances sharing PostgreSQL and
//! Redis, the token taken back on the first and every channel held on the
//! second.

use std::time::{Duration, Instant};

use futures_util::{SinkExt as _, StreamExt as _};
use reqwest::StatusCode;
use serde_json::{Value, json};
use teg_api::config::Config;
use teg_api::startup::Application;
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;

use crate::common;

use common::{GqlSocket, call, frame, graphql_socket};

/// Within how long every channel ends, on every instance.
const BOUND: Duration = Duration::from_secs(2);

/// Where the channels are held, and where the token is taken back.
struct Place {
    /// Where the token is taken back (and the operator bans).
    here: String,
    /// Where the channels are held: `here`, or a second instance.
    there: String,
    http: reqwest::Client,
    /// Dropped with the place.
    _cleanup: Option<Cleanup>,
}

struct Cleanup(String);

impl Drop for Cleanup {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn lifetimes(access_secs: i64) -> teg_api::auth::Lifetimes {
    teg_api::auth::Lifetimes { access_secs, ..teg_api::auth::Lifetimes::default() }
}

/// One instance on SQLite.
async fn one_instance(access_secs: i64) -> Place {
    let (config, db) = common::sqlite_config("revocation");
    let config = Config { lifetimes: lifetimes(access_secs), ..config };
    let base = Application::spawn(config).await.expect("the app builds");
    Place {
        here: base.clone(),
        there: base,
        http: reqwest::Client::new(),
        _cleanup: Some(Cleanup(db.display().to_string())),
    }
}

/// Two instances on one fresh PostgreSQL database and this machine's
/// Redis; `None` where they are missing and CI does not require them.
async fn two_instances(access_secs: i64) -> Option<Place> {
    let db = common::fresh_database_with_redis().await?;
    let prefix = format!("teg-revocation-{}:", uuid::Uuid::new_v4().simple());
    let spawn = || async {
        let config = Config {
            redis_url: Some("redis://127.0.0.1:6379".to_owned()),
            redis_prefix: prefix.clone(),
            lifetimes: lifetimes(access_secs),
            ..Config::for_local_tests(format!("postgres://postgres@127.0.0.1:5432/{db}"))
        };
        Application::spawn(config).await.expect("builds")
    };
    let here = spawn().await;
    let there = spawn().await;
    Some(Place { here, there, http: reqwest::Client::new(), _cleanup: None })
}

impl Place {
    async fn call(
        &self,
        on: &str,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        call(&self.http, method, format!("{on}{path}"), token, body).await
    }

    /// Registers `name` here: its sign-in answer.
    async fn register(&self, name: &str) -> Value {
        let body = json!({"username": name, "password": "secret password"});
        let (s, b) = self.call(&self.here, "POST", "/v1/auth/register", None, Some(body)).await;
        assert_eq!(s, StatusCode::CREATED, "{b}");
        b
    }

    /// A lobby of `token`'s: its id.
    async fn lobby(&self, token: &str) -> String {
        let body = json!({"max_players": 2, "color": "red"});
        let (s, g) = self.call(&self.here, "POST", "/v1/games", Some(token), Some(body)).await;
        assert_eq!(s, StatusCode::CREATED, "{g}");
        g["id"].as_str().expect("id").to_owned()
    }
}

fn text<'a>(b: &'a Value, field: &str) -> &'a str {
    b[field].as_str().unwrap_or_else(|| panic!("{field} in {b}"))
}

/// Every live channel of one token, held on one instance.
struct Held {
    socket: GqlSocket,
    game_stream: reqwest::Response,
    feed_stream: reqwest::Response,
    game_poll: JoinHandle<(StatusCode, Value)>,
    feed_poll: JoinHandle<(StatusCode, Value)>,
}

async fn hold(place: &Place, token: &str, game: &str) -> Held {
    let base = &place.there;
    let (mut socket, ack) = graphql_socket(base, token).await;
    assert_eq!(ack, frame(&json!({"type": "connection_ack"})), "the socket is admitted");
    let subscribe = json!({"id": "1", "type": "subscribe", "payload": {
        "query": "subscription($g: String!) { gameEvents(gameId: $g) %Followed }",
        "variables": {"g": game}}});
    // A lobby has no events yet: the subscription waits, as a follower does.
    socket.send(frame(&subscribe)).await.expect("subscribe");
    let (_, head) =
        place.call(base, "GET", &format!("/v1/games/{game}/events"), Some(token), None).await;
    let version = head["version"].as_u64().expect("version");
    let stream = |path: String| {
        let request = place.http.get(format!("{base}{path}")).bearer_auth(token);
        async move { request.send().await.expect("a stream") }
    };
    let game_stream = stream(format!("/v1/games/{game}/events/stream?since={version}")).await;
    let feed_stream = stream("/v1/me/events/stream".to_owned()).await;
    assert_eq!((game_stream.status(), feed_stream.status()), (StatusCode::OK, StatusCode::OK));
    let (_, feed) = place.call(base, "GET", "/v1/me/events", Some(token), None).await;
    let last = feed["last_id"].as_i64().expect("last_id");
    let poll = |path: String| {
        let (http, url, token) = (place.http.clone(), format!("{base}{path}"), token.to_owned());
        tokio::spawn(async move { call(&http, "GET", url, Some(&token), None).await })
    };
    let held = Held {
        socket,
        game_stream,
        feed_stream,
        game_poll: poll(format!("/v1/games/{game}/events?since={version}&wait=25")),
        feed_poll: poll(format!("/v1/me/events?since={last}&wait=25")),
    };
    // The polls are waiting, not answered.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!held.game_poll.is_finished() && !held.feed_poll.is_finished(), "the polls wait");
    held
}

/// The close code and reason the socket ends with.
async fn closed(mut socket: GqlSocket) -> (u16, String) {
    while let Some(message) = socket.next().await {
        match message {
            Ok(Message::Close(Some(close))) => {
                return (u16::from(close.code), close.reason.to_string());
            }
            Ok(Message::Close(None)) | Err(_) => break,
            Ok(_) => {}
        }
    }
    panic!("the socket ended without a close code");
}

/// The `event: end` frame's data a stream ends with.
async fn last_word(mut stream: reqwest::Response) -> Value {
    let mut text = String::new();
    while let Ok(Some(chunk)) = stream.chunk().await {
        text.push_str(std::str::from_utf8(&chunk).expect("utf-8"));
    }
    let end = text.rsplit("\n\n").find(|f| f.contains("event: end")).unwrap_or_else(|| {
        panic!("the stream ended without `event: end`: {text:?}");
    });
    let data = end.lines().find_map(|l| l.strip_prefix("data: ")).expect("data");
    serde_json::from_str(data).expect("json")
}

/// Waits for every channel of `held` to end, each within [`BOUND`] of
/// `since`: the longest any took. `code` is the refusal's (its HTTP status
/// `status`, its websocket close code `close`).
async fn all_end(
    held: Held,
    since: Instant,
    code: &str,
    status: StatusCode,
    close: u16,
) -> Duration {
    let within = |what: &'static str| {
        move |elapsed: Duration| {
            assert!(elapsed <= BOUND, "{what} ended after {elapsed:?}, past {BOUND:?}");
            elapsed
        }
    };
    let deadline = BOUND + Duration::from_secs(3);
    let socket = async {
        let (got, reason) = closed(held.socket).await;
        assert_eq!((got, reason.as_str()), (close, code), "the socket's close");
        within("the websocket")(since.elapsed())
    };
    let streams = [("the game stream", held.game_stream), ("the feed stream", held.feed_stream)]
        .map(|(what, stream)| async move {
            let data = last_word(stream).await;
            assert_eq!(
                (data["code"].as_str(), data["status"].as_u64()),
                (Some(code), Some(u64::from(status.as_u16()))),
                "{what}: {data}"
            );
            within(what)(since.elapsed())
        });
    let polls = [("the game long-poll", held.game_poll), ("the feed long-poll", held.feed_poll)]
        .map(|(what, poll)| async move {
            let (s, b) = poll.await.expect("the poll");
            common::assert_problem(s, &b, status, code);
            within(what)(since.elapsed())
        });
    let [game, feed] = streams;
    let [game_poll, feed_poll] = polls;
    let ended = tokio::time::timeout(deadline, async {
        tokio::join!(socket, game, feed, game_poll, feed_poll)
    })
    .await
    .expect("every channel ends");
    [ended.0, ended.1, ended.2, ended.3, ended.4].into_iter().max().expect("five")
}

/// How a token is taken back.
#[derive(Debug, Clone, Copy)]
enum Taken {
    Logout,
    SessionRevoked,
    RefreshReused,
    PersonalTokenRevoked,
    Ban,
    Expiry,
}

/// Holds every channel of a token, takes it back as `how`, and checks that
/// every channel ends within the bound; the REST and GraphQL-over-HTTP
/// answers to the token afterwards, too.
async fn taken_back_ends_every_channel(place: &Place, how: Taken) {
    let name = format!("u{}", &uuid::Uuid::new_v4().simple().to_string()[..12]);
    let signed = place.register(&name).await;
    let signed_token = text(&signed, "token").to_owned();
    let game = place.lobby(&signed_token).await;
    // The token whose channels are held: the sign-in's, or a personal one.
    let (token, token_id) = match how {
        Taken::PersonalTokenRevoked => {
            let body = json!({"name": "a script", "scopes": ["read", "play"]});
            let (s, pat) = place
                .call(&place.here, "POST", "/v1/me/tokens", Some(&signed_token), Some(body))
                .await;
            assert_eq!(s, StatusCode::CREATED, "{pat}");
            (text(&pat, "token").to_owned(), text(&pat, "id").to_owned())
        }
        _ => (signed_token.clone(), String::new()),
    };
    let held = hold(place, &token, &game).await;
    let (code, status, close) = match how {
        Taken::Ban => ("BANNED", StatusCode::FORBIDDEN, 4403),
        _ => ("INVALID_TOKEN", StatusCode::UNAUTHORIZED, 4401),
    };
    let here = &place.here;
    let since = match how {
        Taken::Logout => {
            let (s, b) = place.call(here, "POST", "/v1/auth/logout", Some(&token), None).await;
            assert_eq!(s, StatusCode::NO_CONTENT, "{b}");
            Instant::now()
        }
        Taken::SessionRevoked => {
            let body = json!({"username": name, "password": "secret password"});
            let (_, other) = place.call(here, "POST", "/v1/auth/login", None, Some(body)).await;
            let path = format!("/v1/me/sessions/{}", text(&signed, "session_id"));
            let (s, b) = place.call(here, "DELETE", &path, Some(text(&other, "token")), None).await;
            assert_eq!(s, StatusCode::NO_CONTENT, "{b}");
            Instant::now()
        }
        Taken::RefreshReused => {
            let body = json!({"refresh_token": text(&signed, "refresh_token")});
            let (s, b) =
                place.call(here, "POST", "/v1/auth/refresh", None, Some(body.clone())).await;
            assert_eq!(s, StatusCode::OK, "the first use rotates: {b}");
            let (s, b) = place.call(here, "POST", "/v1/auth/refresh", None, Some(body)).await;
            common::assert_problem(s, &b, StatusCode::UNAUTHORIZED, "REFRESH_REUSED");
            Instant::now()
        }
        Taken::PersonalTokenRevoked => {
            let path = format!("/v1/me/tokens/{token_id}");
            let (s, b) = place.call(here, "DELETE", &path, Some(&signed_token), None).await;
            assert_eq!(s, StatusCode::NO_CONTENT, "{b}");
            Instant::now()
        }
        Taken::Ban => {
            let body = json!({"username": "admin", "password": "admin password"});
            let (_, admin) = place.call(here, "POST", "/v1/auth/login", None, Some(body)).await;
            let path = format!("/v1/admin/users/{}/ban", text(&signed, "user_id"));
            let body = json!({"reason": "cheating"});
            let (s, b) =
                place.call(here, "POST", &path, Some(text(&admin, "token")), Some(body)).await;
            assert_eq!(s, StatusCode::OK, "{b}");
            Instant::now()
        }
        Taken::Expiry => {
            let expires_at = signed["expires_at"].as_i64().expect("expires_at");
            let now =
                std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("now");
            let left = Duration::from_secs(u64::try_from(expires_at).expect("after 1970"))
                .saturating_sub(now);
            Instant::now() + left
        }
    };
    let slowest = all_end(held, since, code, status, close).await;
    assert!(slowest <= BOUND, "{how:?}: every channel ended within {slowest:?}");
    // And the token opens nothing any more, on either instance.
    for on in [&place.here, &place.there] {
        let (s, b) = place.call(on, "GET", "/v1/me", Some(&token), None).await;
        common::assert_problem(s, &b, status, code);
        let request = json!({"query": "{ me { id } }"});
        let answer = common::post_graphql(&place.http, on, &token, &request).await;
        assert!(answer["data"].is_null() || answer["data"]["me"].is_null(), "{answer}");
        assert!(answer["errors"][0]["extensions"]["code"].is_string(), "{answer}");
        let (_, first) = graphql_socket(on, &token).await;
        let Message::Close(Some(refused)) = first else { panic!("refused at init: {first:?}") };
        let refused = (u16::from(refused.code), refused.reason.to_string());
        assert_eq!(refused, (close, code.to_owned()), "a new socket with the token is refused");
    }
}

macro_rules! on_one_and_two_instances {
    ($($one:ident, $two:ident, $how:expr, $ttl:expr;)*) => {$(
        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $one() {
            taken_back_ends_every_channel(&one_instance($ttl).await, $how).await;
        }

        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $two() {
            let Some(place) = two_instances($ttl).await else { return };
            taken_back_ends_every_channel(&place, $how).await;
        }
    )*};
}

on_one_and_two_instances! {
    a_logout_ends_every_channel_of_its_token,
    a_logout_on_one_instance_ends_every_channel_on_the_other,
    Taken::Logout, 900;
    a_revoked_session_ends_every_channel_of_its_token,
    a_session_revoked_on_one_instance_ends_every_channel_on_the_other,
    Taken::SessionRevoked, 900;
    a_reused_refresh_secret_ends_every_channel_of_its_session,
    a_refresh_reused_on_one_instance_ends_every_channel_on_the_other,
    Taken::RefreshReused, 900;
    a_revoked_personal_token_ends_every_channel_it_opened,
    a_personal_token_revoked_on_one_instance_ends_every_channel_on_the_other,
    Taken::PersonalTokenRevoked, 900;
    a_ban_ends_every_channel_with_forbidden,
    a_ban_on_one_instance_ends_every_channel_on_the_other,
    Taken::Ban, 900;
    an_expired_token_ends_every_channel,
    an_expired_token_ends_every_channel_on_both_instances,
    Taken::Expiry, 5;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mutation_sent_on_a_socket_right_after_a_ban_is_refused() {
    let place = one_instance(900).await;
    let signed = place.register("ana").await;
    let token = text(&signed, "token");
    let game = place.lobby(token).await;
    let (mut socket, ack) = graphql_socket(&place.here, token).await;
    assert_eq!(ack, frame(&json!({"type": "connection_ack"})));
    let body = json!({"username": "admin", "password": "admin password"});
    let (_, admin) = place.call(&place.here, "POST", "/v1/auth/login", None, Some(body)).await;
    let path = format!("/v1/admin/users/{}/ban", text(&signed, "user_id"));
    let body = json!({"reason": "cheating"});
    let (s, b) =
        place.call(&place.here, "POST", &path, Some(text(&admin, "token")), Some(body)).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    // Sent at once: either refused by the authority or never read, as the
    // socket is closing.
    let start = json!({"id": "2", "type": "subscribe", "payload": {
        "query": "mutation($g: String!) { startGame(gameId: $g) { __typename } }",
        "variables": {"g": game}}});
    let _ = socket.send(frame(&start)).await;
    let mut refused = false;
    while let Some(Ok(message)) = socket.next().await {
        match message {
            Message::Text(text) => {
                let answer: Value = serde_json::from_str(&text).expect("json");
                if answer["type"] == "next" {
                    let error = &answer["payload"]["errors"][0]["extensions"]["code"];
                    assert_eq!(error, "BANNED", "the mutation is refused: {answer}");
                    refused = true;
                }
            }
            Message::Close(Some(close)) => {
                assert_eq!(u16::from(close.code), 4403);
                break;
            }
            _ => {}
        }
    }
    let (_, view) = place
        .call(&place.here, "GET", &format!("/v1/games/{game}"), Some(text(&admin, "token")), None)
        .await;
    assert_eq!(
        view["status"], "lobby",
        "nothing the banned socket sent took effect: {view} (refused: {refused})"
    );
}

#[tokio::test]
async fn a_socket_that_never_initialises_is_closed_with_4408() {
    let place = one_instance(900).await;
    let (socket, _) = common::graphql_upgrade(&place.here).await.expect("websocket");
    let opened = Instant::now();
    let (code, _) = closed(socket).await;
    assert_eq!(code, 4408, "connection_init did not come");
    let waited = opened.elapsed();
    assert!(waited >= Duration::from_secs(9) && waited < Duration::from_secs(15), "{waited:?}");
}
