//! The event bus adapters. In-process (one server) is `domain`'s
//! `InProcessBus`; with `REDIS_URL` it is Redis pub/sub, so several
//! instances share events and outside consumers can follow games from Redis
//! alone. Only this module knows Redis.
//!
//! Wire format, on channel `{prefix}game:{game_id}` (prefix `teg:` by
//! default): `{"game_id": "...", "version": N, "events": [...]}` where the
//! events are the spectator projection (the use cases publish nothing else,
//! so no secret ever travels on Redis).

use domain::board::{Board, on_board};
use domain::ports::{BusError, BusMessage, EventBus, GameId, Subscription};
use domain::rules::Event;
use futures_util::StreamExt;
use redis::AsyncCommands;
use serde::{Deserialize, Serialize};

/// The message as it travels on Redis.
#[derive(Debug, Serialize, Deserialize)]
struct Wire {
    game_id: String,
    version: u64,
    events: Vec<Event>,
}

fn bus_error(context: &str, e: impl std::fmt::Display) -> BusError {
    BusError(format!("{context}: {e}"))
}

/// Redis pub/sub.
#[derive(Clone)]
pub struct RedisBus {
    client: redis::Client,
    publisher: redis::aio::ConnectionManager,
    prefix: String,
}

impl std::fmt::Debug for RedisBus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisBus").field("prefix", &self.prefix).finish_non_exhaustive()
    }
}

impl RedisBus {
    /// Connects to `url` (`redis://127.0.0.1:6379`); channels start with `prefix`.
    ///
    /// # Errors
    /// Redis is unreachable.
    pub async fn connect(url: &str, prefix: &str) -> Result<Self, BusError> {
        let client = redis::Client::open(url).map_err(|e| bus_error("redis url", e))?;
        let publisher =
            client.get_connection_manager().await.map_err(|e| bus_error("redis connect", e))?;
        Ok(Self { client, publisher, prefix: prefix.to_owned() })
    }

    /// The channel of a game.
    #[must_use]
    pub fn channel(&self, game: &GameId) -> String {
        format!("{}game:{}", self.prefix, game.0)
    }
}

/// A Redis subscription to one game's channel.
pub struct RedisSubscription {
    stream: redis::aio::PubSubStream,
    /// The followed game's board, which its messages are written with.
    board: &'static Board,
}

impl std::fmt::Debug for RedisSubscription {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RedisSubscription")
    }
}

impl Subscription for RedisSubscription {
    async fn next(&mut self) -> Option<BusMessage> {
        loop {
            let msg = self.stream.next().await?;
            // A message that is not ours (another producer on the channel) is skipped.
            let bytes = msg.get_payload_bytes();
            let Ok(wire) = on_board(self.board, || serde_json::from_slice::<Wire>(bytes)) else {
                continue;
            };
            return Some(BusMessage {
                game_id: GameId(wire.game_id),
                version: wire.version,
                events: wire.events,
            });
        }
    }
}

impl EventBus for RedisBus {
    type Sub = RedisSubscription;

    async fn publish(&self, message: BusMessage) -> Result<(), BusError> {
        let channel = self.channel(&message.game_id);
        let wire =
            Wire { game_id: message.game_id.0, version: message.version, events: message.events };
        let board = crate::editions::board(&wire.game_id).unwrap_or_else(Board::revancha);
        let payload =
            on_board(board, || serde_json::to_string(&wire)).map_err(|e| bus_error("encode", e))?;
        let mut conn = self.publisher.clone();
        let _receivers: i64 =
            conn.publish(channel, payload).await.map_err(|e| bus_error("publish", e))?;
        Ok(())
    }

    async fn subscribe(&self, game: &GameId) -> Result<RedisSubscription, BusError> {
        let mut pubsub =
            self.client.get_async_pubsub().await.map_err(|e| bus_error("redis pubsub", e))?;
        pubsub.subscribe(self.channel(game)).await.map_err(|e| bus_error("subscribe", e))?;
        // A subscriber has read its game first, so its edition is known.
        let board = crate::editions::board(&game.0).unwrap_or_else(Board::revancha);
        Ok(RedisSubscription { stream: pubsub.into_on_message(), board })
    }
}

/// The bus chosen by configuration: in-process, or Redis with `REDIS_URL`.
#[derive(Debug)]
pub enum AnyBus {
    /// One process.
    InProcess(domain::ports::memory::InProcessBus),
    /// Redis pub/sub.
    Redis(RedisBus),
}

/// A subscription on [`AnyBus`].
#[derive(Debug)]
pub enum AnySubscription {
    /// In-process.
    InProcess(domain::ports::memory::InProcessSubscription),
    /// Redis.
    Redis(RedisSubscription),
}

impl Subscription for AnySubscription {
    async fn next(&mut self) -> Option<BusMessage> {
        match self {
            AnySubscription::InProcess(s) => s.next().await,
            AnySubscription::Redis(s) => s.next().await,
        }
    }
}

impl EventBus for AnyBus {
    type Sub = AnySubscription;

    async fn publish(&self, message: BusMessage) -> Result<(), BusError> {
        match self {
            AnyBus::InProcess(b) => b.publish(message).await,
            AnyBus::Redis(b) => b.publish(message).await,
        }
    }

    async fn subscribe(&self, game: &GameId) -> Result<AnySubscription, BusError> {
        Ok(match self {
            AnyBus::InProcess(b) => AnySubscription::InProcess(b.subscribe(game).await?),
            AnyBus::Redis(b) => AnySubscription::Redis(b.subscribe(game).await?),
        })
    }
}
