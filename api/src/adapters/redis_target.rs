//! Where Redis is: one server (`REDIS_URL`) or a Redis Cluster
//! (`TEG_REDIS_CLUSTER_URLS`, issue 52), and one connection to either that
//! the bus and the shared budgets, presence and spectator counts send
//! commands on.
//!
//! On a cluster, keys that are read or written together carry one hash tag
//! (`{presence}`, `{spectators}`: [`tagged`]) so that a pipeline or an
//! `MGET` over them stays on one slot; a budget is one key, anywhere. The
//! bus publishes with `SPUBLISH` on a cluster (`PUBLISH` on one server):
//! a game's messages go only to the shard of its channel, and to the
//! instances subscribed there (`adapters::bus`).

use std::time::Duration;

use redis::aio::ConnectionLike;
use redis::{Cmd, Pipeline, RedisFuture, RedisResult, Value};

/// How long opening a connection may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(1);

/// A Redis deployment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RedisTarget {
    /// One server (`redis://host:port`).
    Single(String),
    /// A Redis Cluster, by some of its nodes' URLs.
    Cluster(Vec<String>),
}

impl RedisTarget {
    /// Whether this is a cluster.
    #[must_use]
    pub fn is_cluster(&self) -> bool {
        matches!(self, Self::Cluster(_))
    }

    /// Checks the URLs without connecting.
    ///
    /// # Errors
    /// A URL that is not a Redis URL.
    pub fn check(&self) -> Result<(), String> {
        let urls = match self {
            Self::Single(url) => std::slice::from_ref(url),
            Self::Cluster(urls) => urls.as_slice(),
        };
        for url in urls {
            redis::Client::open(url.as_str()).map_err(|e| format!("redis url `{url}`: {e}"))?;
        }
        Ok(())
    }

    /// A connection for commands (and, with `pushes`, for a cluster's
    /// sharded subscriptions, whose messages come on that sender).
    ///
    /// # Errors
    /// Redis does not answer, or a URL is not a Redis URL.
    pub async fn connect(
        &self,
        pushes: Option<tokio::sync::mpsc::UnboundedSender<redis::PushInfo>>,
    ) -> RedisResult<RedisConn> {
        match self {
            Self::Single(url) => {
                let client = redis::Client::open(url.as_str())?;
                Ok(RedisConn::Single(client.get_multiplexed_async_connection().await?))
            }
            Self::Cluster(urls) => {
                let mut builder = redis::cluster::ClusterClientBuilder::new(urls.clone())
                    .connection_timeout(CONNECT_TIMEOUT)
                    .response_timeout(CONNECT_TIMEOUT)
                    .retries(2);
                if let Some(pushes) = pushes {
                    builder =
                        builder.use_protocol(redis::ProtocolVersion::RESP3).push_sender(pushes);
                }
                Ok(RedisConn::Cluster(builder.build()?.get_async_connection().await?))
            }
        }
    }

    /// The command that publishes on a channel here.
    #[must_use]
    pub fn publish(&self, channel: &str, payload: &str) -> Cmd {
        let mut cmd = redis::cmd(if self.is_cluster() { "SPUBLISH" } else { "PUBLISH" });
        cmd.arg(channel).arg(payload);
        cmd
    }
}

/// `name` in `group` under `prefix`, hash-tagged by the group: every key of
/// a group lives on one cluster slot (`teg:{presence}:alice`).
#[must_use]
pub fn tagged(prefix: &str, group: &str, name: &str) -> String {
    format!("{prefix}{{{group}}}:{name}")
}

/// A connection to one server or to a cluster, cheap to clone.
#[derive(Clone)]
pub enum RedisConn {
    /// One server.
    Single(redis::aio::MultiplexedConnection),
    /// A cluster: commands are routed by their keys' slots.
    Cluster(redis::cluster_async::ClusterConnection),
}

impl std::fmt::Debug for RedisConn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Single(_) => "RedisConn::Single",
            Self::Cluster(_) => "RedisConn::Cluster",
        })
    }
}

impl RedisConn {
    /// Subscribes to a cluster's sharded channel (the connection was made
    /// with a push sender); one server's bus subscribes by pattern instead.
    ///
    /// # Errors
    /// Not a cluster's connection, or the shard did not answer.
    pub async fn ssubscribe(&mut self, channel: &str) -> RedisResult<()> {
        match self {
            Self::Cluster(c) => c.ssubscribe(channel).await,
            Self::Single(_) => Err(redis::RedisError::from((
                redis::ErrorKind::Client,
                "sharded subscriptions are a cluster's",
            ))),
        }
    }

    /// Leaves a cluster's sharded channel.
    ///
    /// # Errors
    /// As [`RedisConn::ssubscribe`].
    pub async fn sunsubscribe(&mut self, channel: &str) -> RedisResult<()> {
        match self {
            Self::Cluster(c) => c.sunsubscribe(channel).await,
            Self::Single(_) => Ok(()),
        }
    }
}

impl ConnectionLike for RedisConn {
    fn req_packed_command<'a>(&'a mut self, cmd: &'a Cmd) -> RedisFuture<'a, Value> {
        match self {
            Self::Single(c) => c.req_packed_command(cmd),
            Self::Cluster(c) => c.req_packed_command(cmd),
        }
    }

    fn req_packed_commands<'a>(
        &'a mut self,
        cmd: &'a Pipeline,
        offset: usize,
        count: usize,
    ) -> RedisFuture<'a, Vec<Value>> {
        match self {
            Self::Single(c) => c.req_packed_commands(cmd, offset, count),
            Self::Cluster(c) => c.req_packed_commands(cmd, offset, count),
        }
    }

    fn get_db(&self) -> i64 {
        match self {
            Self::Single(c) => c.get_db(),
            Self::Cluster(c) => c.get_db(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_of_one_group_share_their_hash_tag() {
        assert_eq!(tagged("teg:", "presence", "alice"), "teg:{presence}:alice");
        use redis::cluster_routing::{Route, SlotAddr};
        let slot = |key: &str| Route::with_key(key, SlotAddr::Master);
        assert_eq!(
            slot(&tagged("teg:", "presence", "alice")),
            slot(&tagged("teg:", "presence", "bob"))
        );
    }
}
