//! The event bus adapters. In-process (one server) is `domain`'s
//! `InProcessBus`; with `REDIS_URL` it is Redis pub/sub, so several
//! instances share events and outside consumers can follow games from Redis
//! alone. Only this module knows Redis.
//!
//! Wire format, on channel `{prefix}game:{game_id}` (prefix `teg:` by
//! default): `{"game_id": "...", "version": N, "events": [...], "origin":
//! "..."}` where the events are the spectator projection (the use cases
//! publish nothing else, so no secret ever travels on Redis) and `origin`
//! names the publishing instance.
//!
//! Redis is never on a request's path: a publish is queued for one
//! publisher task (in order, each send bounded by [`PUBLISH_TIMEOUT`]) and
//! delivered at once to this instance's own subscribers. On one server,
//! one pattern subscription per instance (a listener task) fans the other
//! instances' messages out to the local subscribers, so a thousand
//! followers cost one Redis connection.
//!
//! On a Redis Cluster (`TEG_REDIS_CLUSTER_URLS`) a game's channel is a
//! sharded one: published with `SPUBLISH` to the shard that owns its slot,
//! and heard only by the instances that `SSUBSCRIBE`d to it there, each
//! for the games it has followers of (channels nobody here follows any
//! more are left every [`SWEEP`]). When a shard's master fails, the
//! listener marks the bus down (followers read the database) and
//! subscribes again until the promoted replica answers. When Redis goes away the listener reconnects with
//! backoff, [`RedisBus::health`] says so (and `/readyz` with it), and every
//! subscription wakes its reader once a second, whose reads of the database
//! (the truth; a message is only a wake-up) keep live channels moving.

use std::sync::Arc;
use std::time::Duration;

use domain::game::Event;
use domain::ports::local::{InProcessBus, InProcessSubscription};
use domain::ports::{BusError, BusMessage, EventBus, GameId, Subscription};
use futures_util::StreamExt;

use super::redis_target::{RedisConn, RedisTarget};
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, watch};

/// The longest one publish to Redis may take before it is given up.
pub const PUBLISH_TIMEOUT: Duration = Duration::from_millis(250);
/// How often a subscription wakes its reader while Redis is away.
pub const DEGRADED_POLL: Duration = Duration::from_secs(1);
/// Messages waiting for the publisher at most; beyond, they are dropped
/// (subscribers read the database anyway).
const OUTBOX: usize = 4096;
/// The longest wait between two reconnection attempts.
const MAX_BACKOFF: Duration = Duration::from_secs(5);
/// How often a cluster's listener leaves the channels nobody here follows.
pub const SWEEP: Duration = Duration::from_secs(30);
/// How often a cluster's listener subscribes again while a shard is away.
const RESUBSCRIBE: Duration = Duration::from_millis(500);

/// The message as it travels on Redis.
#[derive(Debug, Serialize, Deserialize)]
struct Wire {
    game_id: String,
    /// The game's stored ruleset: the board its ids are read on (absent
    /// from older publishers: Revancha, as for every game stored before
    /// editions).
    #[serde(default)]
    ruleset: String,
    version: u64,
    events: Vec<Event>,
    /// The publishing instance (absent from other producers).
    #[serde(default)]
    origin: String,
}

fn bus_error(context: &str, e: impl std::fmt::Display) -> BusError {
    BusError(format!("{context}: {e}"))
}

/// Whether the Redis subscription is live.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BusHealth {
    /// Subscribed: other instances' messages arrive.
    Up,
    /// Not connected (yet, or any more): readers poll the database.
    Down,
}

/// Redis pub/sub, shared by every subscription of this instance.
#[derive(Clone)]
pub struct RedisBus {
    inner: Arc<Inner>,
}

struct Inner {
    prefix: String,
    origin: String,
    local: InProcessBus,
    outbox: mpsc::Sender<BusMessage>,
    health: watch::Receiver<BusHealth>,
    /// On a cluster: the channels of games followed here, for the
    /// listener to subscribe to, each with whom to tell once it has.
    wanted: Option<mpsc::UnboundedSender<Wish>>,
}

impl std::fmt::Debug for RedisBus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisBus").field("prefix", &self.inner.prefix).finish_non_exhaustive()
    }
}

impl RedisBus {
    /// Starts the bus on one server (`redis://127.0.0.1:6379`) or a cluster,
    /// channels starting with `prefix`, whether or not Redis answers yet:
    /// the tasks connect, and reconnect, on their own.
    ///
    /// # Errors
    /// A URL that is not a Redis URL.
    pub fn start(target: &RedisTarget, prefix: &str) -> Result<Self, BusError> {
        target.check().map_err(|e| bus_error("redis", e))?;
        let origin = uuid::Uuid::new_v4().simple().to_string();
        let (outbox, queued) = mpsc::channel(OUTBOX);
        let (set_health, health) = watch::channel(BusHealth::Down);
        let (wanted, wishes) = mpsc::unbounded_channel();
        let inner = Arc::new(Inner {
            prefix: prefix.to_owned(),
            origin,
            local: InProcessBus::new(),
            outbox,
            health,
            wanted: target.is_cluster().then_some(wanted),
        });
        tokio::spawn(publisher(target.clone(), Arc::downgrade(&inner), queued));
        match target {
            RedisTarget::Single(url) => {
                let client =
                    redis::Client::open(url.as_str()).map_err(|e| bus_error("redis", e))?;
                tokio::spawn(listener(client, Arc::downgrade(&inner), set_health));
            }
            RedisTarget::Cluster(_) => {
                let shards = Shards { target: target.clone(), bus: Arc::downgrade(&inner) };
                tokio::spawn(shards.listen(set_health, wishes));
            }
        }
        Ok(Self { inner })
    }

    /// Starts the bus and waits until it is subscribed (tests and tools
    /// that need Redis now).
    ///
    /// # Errors
    /// A bad URL, or Redis not answering within 3 seconds.
    pub async fn connect(target: &RedisTarget, prefix: &str) -> Result<Self, BusError> {
        let bus = Self::start(target, prefix)?;
        let mut health = bus.inner.health.clone();
        let up = health.wait_for(|h| *h == BusHealth::Up);
        match tokio::time::timeout(Duration::from_secs(3), up).await {
            Ok(Ok(_)) => Ok(bus),
            _ => Err(BusError(format!("redis at {target:?} did not answer within 3 s"))),
        }
    }

    /// The channel of a game.
    #[must_use]
    pub fn channel(&self, game: &GameId) -> String {
        format!("{}game:{}", self.inner.prefix, game.0)
    }

    /// Whether other instances' messages arrive now.
    #[must_use]
    pub fn health(&self) -> BusHealth {
        *self.inner.health.borrow()
    }
}

/// Sends queued messages to Redis in order, each within [`PUBLISH_TIMEOUT`];
/// one that cannot be sent is dropped (its events are stored).
async fn publisher(
    target: RedisTarget,
    bus: std::sync::Weak<Inner>,
    mut queued: mpsc::Receiver<BusMessage>,
) {
    let mut conn: Option<RedisConn> = None;
    while let Some(message) = queued.recv().await {
        let Some(inner) = bus.upgrade() else { return };
        let channel = format!("{}game:{}", inner.prefix, message.game_id.0);
        let wire = Wire {
            game_id: message.game_id.0,
            ruleset: message.ruleset,
            version: message.version,
            events: message.events,
            origin: inner.origin.clone(),
        };
        drop(inner);
        let Ok(payload) = serde_json::to_string(&wire) else { continue };
        let sent = tokio::time::timeout(PUBLISH_TIMEOUT, async {
            if conn.is_none() {
                conn = Some(target.connect(None).await?);
            }
            match conn.as_mut() {
                Some(c) => target.publish(&channel, &payload).query_async::<i64>(c).await.map(drop),
                None => Ok(()),
            }
        })
        .await;
        match sent {
            Ok(Ok(())) => {}
            Ok(Err(e)) => {
                tracing::warn!(error = %e, %channel, "redis publish failed; the message is dropped");
                conn = None;
            }
            Err(_) => {
                tracing::warn!(%channel, "redis publish timed out; the message is dropped");
                conn = None;
            }
        }
    }
}

/// Holds one pattern subscription to every game channel and fans messages
/// of other instances out locally; reconnects with backoff when it drops.
async fn listener(
    client: redis::Client,
    bus: std::sync::Weak<Inner>,
    health: watch::Sender<BusHealth>,
) {
    let mut backoff = Duration::from_millis(100);
    loop {
        let Some(pattern) = bus.upgrade().map(|b| format!("{}game:*", b.prefix)) else { return };
        let subscribed = tokio::time::timeout(Duration::from_secs(2), async {
            let mut pubsub = client.get_async_pubsub().await?;
            pubsub.psubscribe(&pattern).await?;
            Ok::<_, redis::RedisError>(pubsub)
        })
        .await;
        match subscribed {
            Ok(Ok(pubsub)) => {
                backoff = Duration::from_millis(100);
                health.send_replace(BusHealth::Up);
                tracing::info!(%pattern, "redis bus subscribed");
                let mut messages = pubsub.into_on_message();
                while let Some(msg) = messages.next().await {
                    let Some(inner) = bus.upgrade() else { return };
                    fan_out(&inner, msg.get_payload_bytes());
                }
                tracing::warn!("redis bus subscription lost; reconnecting");
            }
            Ok(Err(e)) => tracing::warn!(error = %e, "redis bus unreachable; retrying"),
            Err(_) => tracing::warn!("redis bus did not answer; retrying"),
        }
        health.send_replace(BusHealth::Down);
        if bus.strong_count() == 0 {
            return;
        }
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(MAX_BACKOFF);
    }
}

/// A channel to subscribe to, and whom to tell once subscribed.
type Wish = (String, tokio::sync::oneshot::Sender<()>);

/// A cluster's sharded channels, as one instance's listener holds them.
struct Shards {
    target: RedisTarget,
    bus: std::sync::Weak<Inner>,
}

impl Shards {
    /// Connects with a push sender, subscribes to every channel followed
    /// here, fans their messages out, and follows the channels asked for
    /// since; opens a new connection when this one ends for good.
    async fn listen(
        self,
        health: watch::Sender<BusHealth>,
        mut wishes: mpsc::UnboundedReceiver<Wish>,
    ) {
        let mut channels: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
        let mut backoff = Duration::from_millis(100);
        loop {
            let (pushed, mut pushes) = mpsc::unbounded_channel();
            let opened =
                tokio::time::timeout(Duration::from_secs(2), self.target.connect(Some(pushed)))
                    .await;
            let Ok(Ok(mut conn)) = opened else {
                tracing::warn!("redis cluster unreachable; retrying");
                health.send_replace(BusHealth::Down);
                if self.bus.strong_count() == 0 {
                    return;
                }
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(MAX_BACKOFF);
                continue;
            };
            backoff = Duration::from_millis(100);
            let mut up = subscribe_all(&mut conn, &channels).await;
            health.send_replace(if up { BusHealth::Up } else { BusHealth::Down });
            tracing::info!(up, "redis cluster bus connected");
            let mut sweep = tokio::time::interval(SWEEP);
            let mut retry = tokio::time::interval(RESUBSCRIBE);
            loop {
                tokio::select! {
                    push = pushes.recv() => {
                        let Some(push) = push else { break };
                        match push.kind {
                            redis::PushKind::SMessage => {
                                let Some(inner) = self.bus.upgrade() else { return };
                                if let Some(redis::Value::BulkString(bytes)) = push.data.get(1) {
                                    fan_out(&inner, bytes);
                                }
                            }
                            redis::PushKind::Disconnection => {
                                // A shard is away: followers read the
                                // database until every channel is heard again.
                                tracing::warn!("a redis cluster node dropped; subscribing again");
                                up = false;
                                health.send_replace(BusHealth::Down);
                            }
                            _ => {}
                        }
                    }
                    wish = wishes.recv() => {
                        let Some((channel, told)) = wish else { return };
                        if channels.insert(channel.clone())
                            && up
                            && conn.ssubscribe(&channel).await.is_err()
                        {
                            up = false;
                            health.send_replace(BusHealth::Down);
                        }
                        if up {
                            let _ = told.send(());
                        }
                    }
                    _ = retry.tick(), if !up => {
                        if subscribe_all(&mut conn, &channels).await {
                            tracing::info!("redis cluster bus subscribed again");
                            up = true;
                            health.send_replace(BusHealth::Up);
                        }
                    }
                    _ = sweep.tick() => {
                        let Some(inner) = self.bus.upgrade() else { return };
                        let unfollowed: Vec<String> = channels
                            .iter()
                            .filter(|c| !inner.local.has_subscribers(&game_of(&inner.prefix, c)))
                            .cloned()
                            .collect();
                        drop(inner);
                        for channel in unfollowed {
                            channels.remove(&channel);
                            let _ = conn.sunsubscribe(&channel).await;
                        }
                    }
                }
            }
            health.send_replace(BusHealth::Down);
        }
    }
}

/// Subscribes to each channel (one at a time: channels of several slots
/// cannot share a command); whether every one answered.
async fn subscribe_all(
    conn: &mut RedisConn,
    channels: &std::collections::BTreeSet<String>,
) -> bool {
    for channel in channels {
        let answered = tokio::time::timeout(PUBLISH_TIMEOUT * 4, conn.ssubscribe(channel)).await;
        if !matches!(answered, Ok(Ok(()))) {
            return false;
        }
    }
    true
}

/// The game a channel is named for.
fn game_of(prefix: &str, channel: &str) -> GameId {
    GameId(
        channel
            .strip_prefix(prefix)
            .and_then(|c| c.strip_prefix("game:"))
            .unwrap_or(channel)
            .to_owned(),
    )
}

/// One Redis message to the local subscribers of its game, unless this
/// instance sent it (they had it already), nobody here follows the game, or
/// it is not ours.
fn fan_out(inner: &Inner, bytes: &[u8]) {
    #[derive(Deserialize)]
    struct Head {
        game_id: String,
        #[serde(default)]
        ruleset: String,
        #[serde(default)]
        origin: String,
    }
    let Ok(head) = serde_json::from_slice::<Head>(bytes) else { return };
    if head.origin == inner.origin {
        return;
    }
    // Most games have no follower on a given instance: their events are
    // not decoded at all.
    if !inner.local.has_subscribers(&GameId(head.game_id.clone())) {
        return;
    }
    let board =
        domain::game::Kind::stored(&head.ruleset).edition().unwrap_or_default().ruleset().board;
    let Ok(wire) = domain::wire::from_slice::<Wire>(board, bytes) else { return };
    let message = BusMessage {
        game_id: GameId(wire.game_id),
        ruleset: wire.ruleset,
        version: wire.version,
        events: wire.events,
    };
    // The local bus never blocks: it queues for each subscriber.
    drop(futures_util::FutureExt::now_or_never(inner.local.publish(message)));
}

/// A subscription to one game on the shared Redis bus.
pub struct RedisSubscription {
    local: InProcessSubscription,
    health: watch::Receiver<BusHealth>,
    game: GameId,
}

impl std::fmt::Debug for RedisSubscription {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RedisSubscription")
    }
}

impl RedisSubscription {
    /// A wake-up with nothing in it: the reader looks at the database.
    fn tick(&self) -> BusMessage {
        BusMessage {
            game_id: self.game.clone(),
            ruleset: String::new(),
            version: 0,
            events: Vec::new(),
        }
    }
}

impl Subscription for RedisSubscription {
    async fn next(&mut self) -> Option<BusMessage> {
        let degraded = *self.health.borrow_and_update() == BusHealth::Down;
        tokio::select! {
            message = self.local.next() => message,
            // Redis went away or came back: look now, messages may be lost.
            changed = self.health.changed() => changed.ok().map(|()| self.tick()),
            () = tokio::time::sleep(DEGRADED_POLL), if degraded => Some(self.tick()),
        }
    }
}

impl EventBus for RedisBus {
    type Sub = RedisSubscription;

    async fn publish(&self, message: BusMessage) -> Result<(), BusError> {
        // This instance's own followers first, at once.
        self.inner.local.publish(message.clone()).await?;
        self.inner.outbox.try_send(message).map_err(|e| bus_error("redis outbox", e))
    }

    async fn subscribe(&self, game: &GameId) -> Result<RedisSubscription, BusError> {
        let local = self.inner.local.subscribe(game).await?;
        if let Some(wanted) = &self.inner.wanted {
            // The listener subscribes once per channel (it has stopped only
            // with the bus). Waited for, within a bound: what is published
            // from then on reaches this subscriber; a shard that is away
            // leaves the follower to the database, as when Redis is down.
            let (told, subscribed) = tokio::sync::oneshot::channel();
            if wanted.send((self.channel(game), told)).is_ok() {
                let _ = tokio::time::timeout(PUBLISH_TIMEOUT * 4, subscribed).await;
            }
        }
        Ok(RedisSubscription { local, health: self.inner.health.clone(), game: game.clone() })
    }
}

/// The bus chosen by configuration: in-process, or Redis with `REDIS_URL`.
#[derive(Debug)]
pub enum AnyBus {
    /// One process.
    InProcess(InProcessBus),
    /// Redis pub/sub.
    Redis(RedisBus),
}

impl AnyBus {
    /// `in_process`, `redis` or `degraded` (Redis configured and away), for
    /// `/readyz`.
    #[must_use]
    pub fn state(&self) -> &'static str {
        match self {
            AnyBus::InProcess(_) => "in_process",
            AnyBus::Redis(b) if b.health() == BusHealth::Up => "redis",
            AnyBus::Redis(_) => "degraded",
        }
    }
}

/// A subscription on [`AnyBus`].
#[derive(Debug)]
pub enum AnySubscription {
    /// In-process.
    InProcess(InProcessSubscription),
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
