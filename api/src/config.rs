//! Configuration from environment variables (`docs/configuration.md`): `TEG_BIND`,
//! `DATABASE_URL`, `REDIS_URL`, `TEG_JWT_SECRET`, `TEG_ADMIN_USER`,
//! `TEG_ADMIN_PASSWORD`, `TEG_LOG_FORMAT`, and `TEG_DATA_DIR` for files the
//! service keeps (the generated JWT secret).

use std::path::PathBuf;

/// Log output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    /// Human-readable lines.
    Text,
    /// One JSON object per line.
    Json,
}

/// Everything the service needs to start.
#[derive(Clone)]
pub struct Config {
    /// Listen address; port 0 picks a free port.
    pub bind: String,
    /// SQLite or PostgreSQL URL.
    pub database_url: String,
    /// Connections to PostgreSQL at most (`TEG_DATABASE_MAX_CONNECTIONS`,
    /// default 32, 1 to 1,000): every instance's count together must fit
    /// the server's `max_connections`.
    pub database_max_connections: u32,
    /// Redis URL; `None` for the in-process bus.
    pub redis_url: Option<String>,
    /// A Redis Cluster's node URLs (`TEG_REDIS_CLUSTER_URLS`, comma-separated):
    /// when any, the bus, presence and the limits use the cluster (sharded
    /// pub/sub) instead of `redis_url`.
    pub redis_cluster: Vec<String>,
    /// Redis channel prefix.
    pub redis_prefix: String,
    /// HS256 secret.
    pub jwt_secret: Vec<u8>,
    /// Operator bootstrap credentials.
    pub admin: Option<(String, String)>,
    /// Log format.
    pub log_format: LogFormat,
    /// Where the service keeps its files.
    pub data_dir: PathBuf,
    /// Requests per second per client (`TEG_RATE_LIMIT`, default 50; `0`
    /// turns limiting off).
    pub rate_limit: Option<u32>,
    /// Live channels (websockets, streams, waiting long-polls) in all
    /// (`TEG_MAX_LIVE_CHANNELS`; default the open-file limit less 1,024)
    /// and per client address (`TEG_MAX_CHANNELS_PER_ADDRESS`, default 256).
    pub max_live_channels: usize,
    /// See `max_live_channels`.
    pub max_channels_per_address: usize,
    /// The longest `spectator_delay` a game may ask, in versions
    /// (`TEG_MAX_SPECTATOR_DELAY`, default 20; SVC-WATCH).
    pub max_spectator_delay: u32,
    /// Failed logins a minute per account and address, and per device
    /// (`TEG_LOGIN_FAILURES_PER_ACCOUNT`, default 5), and per address
    /// (`TEG_LOGIN_FAILURES_PER_ADDRESS`, default 20), each also the burst.
    pub login_failures: (u32, u32),
    /// Whether `/metrics` answers only operators' tokens (`TEG_METRICS=operators`;
    /// default `public`, for a scraper on a private network).
    pub metrics_operators_only: bool,
    /// Whether GraphQL answers introspection queries (`TEG_GRAPHQL_INTROSPECTION`,
    /// `on` by default, `off` to hide the schema from the public; the SDL is
    /// committed in `openapi/schema.graphql` either way).
    pub graphql_introspection: bool,
    /// Games' seeds from this label (`SequentialSeeds`) instead of the OS:
    /// set only by code that records reproducible games (the golden
    /// fixtures, `api/tests/fixtures.rs`), never read from the environment.
    pub recorded_seeds: Option<String>,
    /// How long a lobby may wait for its start before it is closed
    /// (`TEG_LOBBY_TTL_SECONDS`, default 7 days; `0` keeps lobbies open
    /// forever): SVC-LOBBY-TTL.
    pub lobby_ttl: Option<std::time::Duration>,
    /// How long a game in play may go without an action before the
    /// dashboard lists it as stalled (`TEG_STALLED_AFTER_SECONDS`, default
    /// 30 minutes, 60 s to 30 days).
    pub stalled_after: std::time::Duration,
    /// How long a bot waits before each action, in ms (`TEG_BOT_DELAY_MS`,
    /// default 300, so people can follow; 0 plays at once): SVC-BOTS.
    pub bot_delay_ms: u64,
    /// The hosts "your turn" webhooks may reach (`TEG_WEBHOOK_ALLOW`:
    /// comma-separated `host[:port]` patterns, `*` as a port wildcard;
    /// unset or empty allows none): SVC-NOTIFY.
    pub webhook_allow: crate::webhooks::AllowList,
    /// The VAPID identity pushes are signed with (`TEG_VAPID_PRIVATE_KEY`,
    /// else generated once and kept in `TEG_DATA_DIR`; `TEG_VAPID_SUBJECT`,
    /// default `mailto:operator@localhost`): SVC-PUSH.
    pub vapid: crate::push::Vapid,
    /// Where pushes may go: public `https` push services, and the hosts of
    /// `TEG_PUSH_ALLOW` (patterns as `TEG_WEBHOOK_ALLOW`'s).
    pub push_endpoints: crate::push::Endpoints,
    /// Whether the dashboard's session cookie is `Secure`
    /// (`TEG_COOKIE_SECURE=on|off`; on by default unless the service binds
    /// a loopback address, where browsers reach it over plain HTTP).
    pub cookie_secure: bool,
    /// How long access and refresh tokens live (`TEG_ACCESS_TTL_SECONDS`,
    /// default 900, 60 s to 1 day; `TEG_REFRESH_TTL_DAYS`, default 30, 1 to
    /// 365 days, sliding at each refresh).
    pub lifetimes: crate::auth::Lifetimes,
    /// The origins a browser may call the API from (`TEG_CORS_ORIGINS`,
    /// comma-separated exact origins; none when unset).
    pub cors_origins: crate::http::browsers::Origins,
    /// The proxies whose `Forwarded`/`X-Forwarded-For` name the client
    /// (`TEG_TRUSTED_PROXIES`, comma-separated CIDRs; none when unset).
    pub trusted_proxies: crate::clients::Proxies,
    /// A streaming replica for reads that may lag (`TEG_DATABASE_READ_URL`,
    /// PostgreSQL only), skipped when more than `TEG_REPLICA_MAX_LAG_MS`
    /// (default 5,000, 100 to 600,000) behind: `crate::replica`.
    pub read_replica: Option<crate::replica::ReplicaConfig>,
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Secrets never reach logs.
        f.debug_struct("Config")
            .field("bind", &self.bind)
            .field("database_url", &self.database_url)
            .field("redis_url", &self.redis_url)
            .field("admin", &self.admin.as_ref().map(|(u, _)| u))
            .field("log_format", &self.log_format)
            .field("data_dir", &self.data_dir)
            .finish_non_exhaustive()
    }
}

/// Whether `bind` (`host:port`) listens on a loopback address only.
fn loopback(bind: &str) -> bool {
    let host = bind.rsplit_once(':').map_or(bind, |(h, _)| h);
    let host = host.trim_start_matches('[').trim_end_matches(']');
    host == "localhost" || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// A configuration problem, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError(pub String);

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "configuration: {}", self.0)
    }
}

impl std::error::Error for ConfigError {}

/// The longest `spectator_delay` a game may ask unless configured (SVC-WATCH).
pub const DEFAULT_MAX_SPECTATOR_DELAY: u32 = 20;

/// How long a game may go without an action before it is stalled, unless
/// `TEG_STALLED_AFTER_SECONDS` says otherwise.
pub const DEFAULT_STALLED_AFTER: std::time::Duration = std::time::Duration::from_secs(30 * 60);

/// How long a lobby waits for its start unless `TEG_LOBBY_TTL_SECONDS`
/// says otherwise: a week.
pub const DEFAULT_LOBBY_TTL: std::time::Duration = std::time::Duration::from_secs(7 * 24 * 3600);

/// How long a bot waits before each action unless `TEG_BOT_DELAY_MS` says
/// otherwise, in ms.
pub const DEFAULT_BOT_DELAY_MS: u64 = 300;

/// The longest a bot may be told to wait, in ms: a minute.
pub const MAX_BOT_DELAY_MS: u64 = 60_000;

/// Requests per second per client unless `TEG_RATE_LIMIT` says otherwise:
/// a bot acting and polling flat out stays well below it.
pub const DEFAULT_RATE_LIMIT: u32 = 50;

/// The database when `DATABASE_URL` is unset: SQLite under `data/`.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/teg.db?mode=rwc";

impl Config {
    /// Reads the environment (through `var`, so tests pass a map).
    ///
    /// # Errors
    /// An unparsable value, or a JWT secret that can be neither read nor created.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let data_dir = PathBuf::from(var("TEG_DATA_DIR").unwrap_or_else(|| "data".to_owned()));
        let database_url = var("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned());
        if database_url.starts_with("sqlite://data/") {
            std::fs::create_dir_all("data")
                .map_err(|e| ConfigError(format!("create data/: {e}")))?;
        }
        let log_format = match var("TEG_LOG_FORMAT").as_deref() {
            None | Some("text") => LogFormat::Text,
            Some("json") => LogFormat::Json,
            Some(other) => {
                return Err(ConfigError(format!(
                    "TEG_LOG_FORMAT must be text or json, not `{other}` (for example TEG_LOG_FORMAT=json)"
                )));
            }
        };
        let admin = match (var("TEG_ADMIN_USER"), var("TEG_ADMIN_PASSWORD")) {
            (Some(u), Some(p)) => Some(admin_credentials(u, p)?),
            (Some(_), None) | (None, Some(_)) => {
                return Err(ConfigError(
                    "TEG_ADMIN_USER and TEG_ADMIN_PASSWORD go together: set both or neither (for example TEG_ADMIN_USER=operator TEG_ADMIN_PASSWORD='a long secret')".to_owned(),
                ));
            }
            (None, None) => None,
        };
        let jwt_secret = match var("TEG_JWT_SECRET") {
            Some(s) if s.len() >= 32 => s.into_bytes(),
            Some(_) => {
                return Err(ConfigError(
                    "TEG_JWT_SECRET must be at least 32 characters (for example TEG_JWT_SECRET=$(openssl rand -hex 32)), or unset to have one generated in TEG_DATA_DIR".to_owned(),
                ));
            }
            None => kept_secret(&data_dir)?,
        };
        let rate_limit = match var("TEG_RATE_LIMIT").map(|v| v.parse::<u32>()) {
            None => Some(DEFAULT_RATE_LIMIT),
            Some(Ok(0)) => None,
            Some(Ok(n)) => Some(n),
            Some(Err(_)) => {
                return Err(ConfigError(
                    "TEG_RATE_LIMIT must be a whole number of requests a second per client, 0 for no limit (for example TEG_RATE_LIMIT=50)".to_owned(),
                ));
            }
        };
        let per_minute = |name: &str, default: u32| match var(name).map(|v| v.parse::<u32>()) {
            None => Ok(default),
            Some(Ok(n)) if n > 0 => Ok(n),
            Some(_) => Err(ConfigError(format!(
                "{name} must be a whole number of failed logins a minute, at least 1 (for example {name}={default})"
            ))),
        };
        let channels = |name: &str, default: usize| match var(name).map(|v| v.parse::<usize>()) {
            None => Ok(default),
            Some(Ok(n)) if n > 0 => Ok(n),
            Some(_) => Err(ConfigError(format!(
                "{name} must be a whole number of live channels, at least 1 (for example {name}={default})"
            ))),
        };
        let max_live_channels = channels("TEG_MAX_LIVE_CHANNELS", crate::doors::default_most())?;
        let max_channels_per_address =
            channels("TEG_MAX_CHANNELS_PER_ADDRESS", crate::doors::PER_ADDRESS)?;
        let max_spectator_delay = match var("TEG_MAX_SPECTATOR_DELAY").map(|v| v.parse::<u32>()) {
            None => DEFAULT_MAX_SPECTATOR_DELAY,
            Some(Ok(n)) if n <= 1000 => n,
            Some(_) => {
                return Err(ConfigError(format!(
                    "TEG_MAX_SPECTATOR_DELAY must be a whole number of versions from 0 to 1000 (for example TEG_MAX_SPECTATOR_DELAY={DEFAULT_MAX_SPECTATOR_DELAY})"
                )));
            }
        };
        let login_failures = (
            per_minute("TEG_LOGIN_FAILURES_PER_ACCOUNT", 5)?,
            per_minute("TEG_LOGIN_FAILURES_PER_ADDRESS", 20)?,
        );
        let metrics_operators_only = match var("TEG_METRICS").as_deref() {
            None | Some("public") => false,
            Some("operators") => true,
            Some(other) => {
                return Err(ConfigError(format!(
                    "TEG_METRICS must be public or operators, not `{other}` (for example TEG_METRICS=operators)"
                )));
            }
        };
        let graphql_introspection = match var("TEG_GRAPHQL_INTROSPECTION").as_deref() {
            None | Some("on") => true,
            Some("off") => false,
            Some(other) => {
                return Err(ConfigError(format!(
                    "TEG_GRAPHQL_INTROSPECTION must be on or off, not `{other}` (for example TEG_GRAPHQL_INTROSPECTION=off)"
                )));
            }
        };
        let lobby_ttl = match var("TEG_LOBBY_TTL_SECONDS").map(|v| v.parse::<u64>()) {
            None => Some(DEFAULT_LOBBY_TTL),
            Some(Ok(0)) => None,
            Some(Ok(n)) => Some(std::time::Duration::from_secs(n)),
            Some(Err(_)) => {
                return Err(ConfigError(
                    "TEG_LOBBY_TTL_SECONDS must be a whole number of seconds a lobby may wait for its start, 0 to keep lobbies open forever (for example TEG_LOBBY_TTL_SECONDS=604800)".to_owned(),
                ));
            }
        };
        let stalled_after = match var("TEG_STALLED_AFTER_SECONDS").map(|v| v.parse::<u64>()) {
            None => DEFAULT_STALLED_AFTER,
            Some(Ok(n)) if (60..=30 * 24 * 3600).contains(&n) => std::time::Duration::from_secs(n),
            Some(_) => {
                return Err(ConfigError(
                    "TEG_STALLED_AFTER_SECONDS must be a whole number of seconds from 60 to 2592000 a game may go without an action before the dashboard lists it as stalled (for example TEG_STALLED_AFTER_SECONDS=1800)".to_owned(),
                ));
            }
        };
        let bot_delay_ms = match var("TEG_BOT_DELAY_MS").map(|v| v.parse::<u64>()) {
            None => DEFAULT_BOT_DELAY_MS,
            Some(Ok(ms)) if ms <= MAX_BOT_DELAY_MS => ms,
            Some(_) => {
                return Err(ConfigError(format!(
                    "TEG_BOT_DELAY_MS must be a whole number of milliseconds from 0 to {MAX_BOT_DELAY_MS} a bot waits before each action (for example TEG_BOT_DELAY_MS=300)"
                )));
            }
        };
        let webhook_allow =
            crate::webhooks::AllowList::parse(&var("TEG_WEBHOOK_ALLOW").unwrap_or_default())
                .map_err(|e| ConfigError(format!("TEG_WEBHOOK_ALLOW: {e}")))?;
        let push_endpoints = crate::push::Endpoints {
            allow: crate::webhooks::AllowList::parse(&var("TEG_PUSH_ALLOW").unwrap_or_default())
                .map_err(|e| ConfigError(format!("TEG_PUSH_ALLOW: {e}")))?,
        };
        let vapid = crate::push::vapid::load(
            var("TEG_VAPID_PRIVATE_KEY").filter(|k| !k.trim().is_empty()).as_deref(),
            &var("TEG_VAPID_SUBJECT").unwrap_or_else(|| DEFAULT_VAPID_SUBJECT.to_owned()),
            &data_dir,
        )
        .map_err(ConfigError)?;
        let bind = var("TEG_BIND").unwrap_or_else(|| "127.0.0.1:8080".to_owned());
        let cookie_secure = match var("TEG_COOKIE_SECURE").as_deref() {
            None => !loopback(&bind),
            Some("on") => true,
            Some("off") => false,
            Some(other) => {
                return Err(ConfigError(format!(
                    "TEG_COOKIE_SECURE must be on or off, not `{other}` (for example TEG_COOKIE_SECURE=on)"
                )));
            }
        };
        let ranged = |name: &str,
                      default: i64,
                      range: std::ops::RangeInclusive<i64>,
                      unit: &str| {
            match var(name).map(|v| v.parse::<i64>()) {
                None => Ok(default),
                Some(Ok(n)) if range.contains(&n) => Ok(n),
                Some(_) => Err(ConfigError(format!(
                    "{name} must be a whole number of {unit} from {} to {} (for example {name}={default})",
                    range.start(),
                    range.end()
                ))),
            }
        };
        let lifetimes = crate::auth::Lifetimes {
            access_secs: ranged(
                "TEG_ACCESS_TTL_SECONDS",
                crate::auth::ACCESS_TTL_SECS,
                60..=86_400,
                "seconds",
            )?,
            refresh_days: ranged(
                "TEG_REFRESH_TTL_DAYS",
                crate::auth::REFRESH_TTL_DAYS,
                1..=365,
                "days",
            )?,
        };
        let cors_origins =
            crate::http::browsers::Origins::parse(&var("TEG_CORS_ORIGINS").unwrap_or_default())
                .map_err(|e| {
                    ConfigError(format!(
                        "TEG_CORS_ORIGINS: {e} (for example TEG_CORS_ORIGINS=https://play.example,http://localhost:5173)"
                    ))
                })?;
        let trusted_proxies =
            crate::clients::Proxies::parse(&var("TEG_TRUSTED_PROXIES").unwrap_or_default())
                .map_err(|e| {
                    ConfigError(format!(
                        "TEG_TRUSTED_PROXIES: {e} (for example TEG_TRUSTED_PROXIES=10.0.0.0/8,::1)"
                    ))
                })?;
        let database_max_connections = ranged(
            "TEG_DATABASE_MAX_CONNECTIONS",
            i64::from(crate::adapters::db::MAX_CONNECTIONS),
            1..=1_000,
            "connections",
        )?;
        let max_lag_ms = ranged(
            "TEG_REPLICA_MAX_LAG_MS",
            i64::try_from(crate::replica::DEFAULT_MAX_LAG.as_millis()).unwrap_or(5_000),
            100..=600_000,
            "milliseconds",
        )?;
        let read_replica = match var("TEG_DATABASE_READ_URL").filter(|u| !u.trim().is_empty()) {
            None => None,
            Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
                Some(crate::replica::ReplicaConfig {
                    url,
                    max_lag: std::time::Duration::from_millis(max_lag_ms.unsigned_abs()),
                })
            }
            Some(_) => {
                return Err(ConfigError(
                    "TEG_DATABASE_READ_URL must be a PostgreSQL streaming replica's postgres:// URL, beside a PostgreSQL DATABASE_URL (for example TEG_DATABASE_READ_URL=postgres://teg@replica:5432/teg)".to_owned(),
                ));
            }
        };
        let redis_cluster: Vec<String> = var("TEG_REDIS_CLUSTER_URLS")
            .unwrap_or_default()
            .split(',')
            .map(str::trim)
            .filter(|u| !u.is_empty())
            .map(str::to_owned)
            .collect();
        crate::adapters::redis_target::RedisTarget::Cluster(redis_cluster.clone()).check().map_err(
            |e| {
                ConfigError(format!(
                    "TEG_REDIS_CLUSTER_URLS: {e} (for example TEG_REDIS_CLUSTER_URLS=redis://10.0.0.1:7000,redis://10.0.0.2:7000)"
                ))
            },
        )?;
        Ok(Config {
            database_max_connections: u32::try_from(database_max_connections).unwrap_or(32),
            read_replica,
            trusted_proxies,
            cors_origins,
            lifetimes,
            cookie_secure,
            webhook_allow,
            vapid,
            push_endpoints,
            lobby_ttl,
            stalled_after,
            bot_delay_ms,
            rate_limit,
            login_failures,
            max_live_channels,
            max_channels_per_address,
            max_spectator_delay,
            metrics_operators_only,
            graphql_introspection,
            recorded_seeds: None,
            bind,
            database_url,
            redis_url: var("REDIS_URL").filter(|s| !s.is_empty()),
            redis_cluster,
            redis_prefix: var("TEG_REDIS_PREFIX").unwrap_or_else(|| "teg:".to_owned()),
            jwt_secret,
            admin,
            log_format,
            data_dir,
        })
    }

    /// A server for tests and benchmarks on this machine: a free port on
    /// 127.0.0.1, the in-process bus, a fixed JWT secret, an operator
    /// `admin` / `admin password`, no rate limit. Never what the binary runs.
    #[must_use]
    pub fn for_local_tests(database_url: String) -> Config {
        Config {
            bind: "127.0.0.1:0".to_owned(),
            database_url,
            database_max_connections: crate::adapters::db::MAX_CONNECTIONS,
            redis_url: None,
            redis_cluster: Vec::new(),
            redis_prefix: "teg:".to_owned(),
            jwt_secret: b"local-tests-secret-0123456789abcdef".to_vec(),
            admin: Some(("admin".to_owned(), "admin password".to_owned())),
            log_format: LogFormat::Text,
            data_dir: std::env::temp_dir(),
            rate_limit: None,
            login_failures: (5, 20),
            max_live_channels: crate::doors::default_most(),
            max_channels_per_address: crate::doors::PER_ADDRESS,
            max_spectator_delay: DEFAULT_MAX_SPECTATOR_DELAY,
            metrics_operators_only: false,
            graphql_introspection: true,
            recorded_seeds: None,
            lobby_ttl: Some(DEFAULT_LOBBY_TTL),
            stalled_after: DEFAULT_STALLED_AFTER,
            bot_delay_ms: 0,
            webhook_allow: crate::webhooks::AllowList::default(),
            vapid: crate::push::Vapid::generate(DEFAULT_VAPID_SUBJECT)
                .unwrap_or_else(|e| unreachable!("the default subject is a mailto: URI: {e}")),
            push_endpoints: crate::push::Endpoints::default(),
            cookie_secure: false,
            lifetimes: crate::auth::Lifetimes::default(),
            cors_origins: crate::http::browsers::Origins::default(),
            trusted_proxies: crate::clients::Proxies::default(),
            read_replica: None,
        }
    }

    /// Where Redis is: the cluster when `redis_cluster` names nodes, else
    /// `redis_url`'s server, else none (one instance, in-process).
    #[must_use]
    pub fn redis_target(&self) -> Option<crate::adapters::redis_target::RedisTarget> {
        use crate::adapters::redis_target::RedisTarget;
        if self.redis_cluster.is_empty() {
            self.redis_url.clone().map(RedisTarget::Single)
        } else {
            Some(RedisTarget::Cluster(self.redis_cluster.clone()))
        }
    }

    /// Reads the process environment.
    ///
    /// # Errors
    /// As [`Config::from_vars`].
    pub fn from_env() -> Result<Config, ConfigError> {
        Self::from_vars(|k| std::env::var(k).ok())
    }
}

/// The operator's credentials, checked by the rules accounts follow, so a
/// bad value stops the start with words instead of a store error.
fn admin_credentials(user: String, password: String) -> Result<(String, String), ConfigError> {
    if !crate::auth::valid_username(&user) {
        return Err(ConfigError(format!(
            "TEG_ADMIN_USER `{user}` is not a username: 3 to 32 of a-z, 0-9, _ and - (for example TEG_ADMIN_USER=operator)"
        )));
    }
    if !crate::auth::valid_password(&password) {
        return Err(ConfigError(
            "TEG_ADMIN_PASSWORD must be 8 to 128 characters (for example TEG_ADMIN_PASSWORD='a long secret')".to_owned(),
        ));
    }
    Ok((user, password))
}

/// The JWT secret generated on first start and kept in the data directory,
/// so tokens survive restarts.
/// The VAPID contact when `TEG_VAPID_SUBJECT` is unset.
const DEFAULT_VAPID_SUBJECT: &str = "mailto:operator@localhost";

fn kept_secret(dir: &std::path::Path) -> Result<Vec<u8>, ConfigError> {
    let path = dir.join("jwt-secret");
    if let Ok(s) = std::fs::read_to_string(&path) {
        let s = s.trim().to_owned();
        if s.len() >= 32 {
            return Ok(s.into_bytes());
        }
    }
    std::fs::create_dir_all(dir)
        .map_err(|e| ConfigError(format!("create {}: {e}", dir.display())))?;
    let secret = format!("{}{}", uuid::Uuid::new_v4().simple(), uuid::Uuid::new_v4().simple());
    std::fs::write(&path, &secret)
        .map_err(|e| ConfigError(format!("write {}: {e}", path.display())))?;
    Ok(secret.into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let vars: std::collections::BTreeMap<String, String> =
            pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
        let dir =
            std::env::temp_dir().join(format!("teg-config-{}", uuid::Uuid::new_v4().simple()));
        let dir = dir.display().to_string();
        Config::from_vars(|k| {
            match k {
                "TEG_DATA_DIR" => return Some(dir.clone()),
                "DATABASE_URL" => return Some("sqlite::memory:".to_owned()),
                _ => {}
            }
            vars.get(k).cloned()
        })
    }

    #[test]
    fn the_dashboard_cookie_is_secure_by_default_unless_the_service_listens_on_loopback() {
        let secure = |pairs: &[(&str, &str)]| with(pairs).expect("valid").cookie_secure;
        assert!(!secure(&[]), "127.0.0.1:8080 by default: plain HTTP in a local browser");
        assert!(!secure(&[("TEG_BIND", "[::1]:8080")]));
        assert!(!secure(&[("TEG_BIND", "localhost:8080")]));
        assert!(secure(&[("TEG_BIND", "0.0.0.0:8080")]));
        assert!(secure(&[("TEG_BIND", "10.1.2.3:80")]));
        assert!(!secure(&[("TEG_BIND", "0.0.0.0:8080"), ("TEG_COOKIE_SECURE", "off")]));
        assert!(secure(&[("TEG_COOKIE_SECURE", "on")]));
    }

    #[test]
    fn a_bad_variable_is_named_with_its_rule_and_an_example() {
        for (pairs, names) in [
            (
                vec![("TEG_ADMIN_USER", "op"), ("TEG_ADMIN_PASSWORD", "a long secret")],
                "TEG_ADMIN_USER",
            ),
            (
                vec![("TEG_ADMIN_USER", "operator"), ("TEG_ADMIN_PASSWORD", "short")],
                "TEG_ADMIN_PASSWORD",
            ),
            (vec![("TEG_ADMIN_USER", "operator")], "TEG_ADMIN_PASSWORD"),
            (vec![("TEG_RATE_LIMIT", "fast")], "TEG_RATE_LIMIT"),
            (vec![("TEG_JWT_SECRET", "short")], "TEG_JWT_SECRET"),
            (vec![("TEG_LOG_FORMAT", "xml")], "TEG_LOG_FORMAT"),
            (vec![("TEG_METRICS", "secret")], "TEG_METRICS"),
            (vec![("TEG_GRAPHQL_INTROSPECTION", "maybe")], "TEG_GRAPHQL_INTROSPECTION"),
            (vec![("TEG_LOGIN_FAILURES_PER_ACCOUNT", "0")], "TEG_LOGIN_FAILURES_PER_ACCOUNT"),
            (vec![("TEG_LOBBY_TTL_SECONDS", "1w")], "TEG_LOBBY_TTL_SECONDS"),
            (vec![("TEG_STALLED_AFTER_SECONDS", "5")], "TEG_STALLED_AFTER_SECONDS"),
            (vec![("TEG_BOT_DELAY_MS", "fast")], "TEG_BOT_DELAY_MS"),
            (vec![("TEG_BOT_DELAY_MS", "3600000")], "TEG_BOT_DELAY_MS"),
            (vec![("TEG_WEBHOOK_ALLOW", "hooks.example.com:https")], "TEG_WEBHOOK_ALLOW"),
            (vec![("TEG_COOKIE_SECURE", "yes")], "TEG_COOKIE_SECURE"),
            (vec![("TEG_DATABASE_READ_URL", "sqlite://replica.db")], "TEG_DATABASE_READ_URL"),
            (vec![("TEG_REPLICA_MAX_LAG_MS", "5")], "TEG_REPLICA_MAX_LAG_MS"),
            (vec![("TEG_DATABASE_MAX_CONNECTIONS", "0")], "TEG_DATABASE_MAX_CONNECTIONS"),
            (vec![("TEG_REDIS_CLUSTER_URLS", "http://node:7000")], "TEG_REDIS_CLUSTER_URLS"),
        ] {
            let err = with(&pairs).expect_err(names).0;
            assert!(err.contains(names), "{err}");
            assert!(err.contains("for example"), "{err}");
        }
        let ok = with(&[("TEG_ADMIN_USER", "operator"), ("TEG_ADMIN_PASSWORD", "a long secret")]);
        assert_eq!(ok.expect("valid").admin.map(|a| a.0), Some("operator".to_owned()));
    }
}
