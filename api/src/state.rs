//! What every request, worker and transport of the service stands on: the
//! use cases over the production adapters and the process's shared parts
//! (limits, streams, webhooks, sessions). REST, GraphQL, streams, the
//! scheduler, webhooks and the dashboard adapter all read it; it names none
//! of them.

use domain::app::Ports;

use crate::adapters::bus::AnyBus;
use crate::adapters::db::{SeaGameStore, SeaModeration, SeaSignIns, SeaUserStore};
use crate::adapters::system::{OsSeeds, SystemClock};
use crate::auth::Auth;

/// The use cases over the production adapters.
pub type GamePorts = Ports<SeaGameStore, AnyBus, SystemClock, OsSeeds>;

/// Shared by every request.
#[derive(Debug)]
pub struct AppState {
    /// Game use cases.
    pub games: GamePorts,
    /// Where reads that may lag go: the primary, or a streaming replica
    /// (`TEG_DATABASE_READ_URL`); read through `replica::lagging!`.
    pub reads: crate::replica::Reads,
    /// Which background jobs this instance runs (`leases`).
    pub leases: std::sync::Arc<crate::leases::Leases>,
    /// Accounts, sessions and tokens.
    pub auth: Auth<SeaUserStore, SeaSignIns, SystemClock>,
    /// The audit log and chat.
    pub moderation: SeaModeration,
    /// Counters for `/metrics`.
    pub metrics: crate::metrics::Metrics,
    /// `/metrics` answers operators only (`TEG_METRICS=operators`).
    pub metrics_operators_only: bool,
    /// Who watches each game, shared through Redis when linked (SVC-WATCH).
    pub watching: std::sync::Arc<crate::watching::Watching>,
    /// The longest `spectator_delay` a game may ask (`TEG_MAX_SPECTATOR_DELAY`).
    pub max_spectator_delay: u32,
    /// "Live now" as this instance last ranked it (SVC-WATCH).
    pub live_now: crate::live_now::LiveNow,
    /// Who is online, shared through Redis when linked (SVC-FRIENDS).
    pub presence: std::sync::Arc<crate::presence::Presence>,
    /// Live channels per user, ended by a mute or when their caller may no
    /// longer act (`auth::Guard`).
    pub streams: std::sync::Arc<crate::streams::Streams>,
    /// The board drawings drawn so far, by board and language
    /// (`GET .../board.svg`): at most 18, never changing while the binary
    /// runs.
    pub drawings:
        std::sync::Arc<std::sync::Mutex<std::collections::BTreeMap<String, actix_web::web::Bytes>>>,
    /// Wrong join codes per private table (`joining`).
    pub join_codes: crate::clients::Buckets,
    /// Live connections per address and in all (`doors`).
    pub doors: std::sync::Arc<crate::doors::Doors>,
    /// Failed logins per account and address.
    pub logins: crate::clients::LoginThrottle,
    /// This instance's request buckets (`TEG_RATE_LIMIT`), when limiting is
    /// on: GraphQL's complexity charges, and the fallback of `budgets`.
    pub limiter: Option<std::sync::Arc<crate::ratelimit::RateLimiter>>,
    /// Request budgets per client, shared through Redis when linked.
    pub budgets: Option<std::sync::Arc<crate::clients::Buckets>>,
    /// The proxies a client's address may come through (`TEG_TRUSTED_PROXIES`).
    pub proxies: crate::clients::Proxies,
    /// The link to Redis that shares budgets, when `REDIS_URL` is set.
    pub link: Option<std::sync::Arc<crate::clients::SharedLink>>,
    /// "Your turn" webhooks and their deliveries.
    pub webhooks: crate::adapters::db::SeaWebhooks,
    /// The hosts webhooks may reach (`TEG_WEBHOOK_ALLOW`).
    pub webhook_allow: crate::webhooks::AllowList,
    /// OAuth apps, codes and grants (SVC-OAUTH).
    pub oauth: crate::adapters::db::SeaOAuth,
    /// The key the OAuth pages sign their consent tickets and browser
    /// sign-ins with (derived from the JWT secret).
    pub oauth_key: Vec<u8>,
    /// Push subscriptions, quiet hours and the push queue (SVC-PUSH).
    pub push: crate::adapters::db::SeaPush,
    /// Where pushes may go.
    pub push_endpoints: crate::push::Endpoints,
    /// The VAPID public key browsers subscribe with (base64url).
    pub vapid_key: String,
    /// Idempotency keys of the requests that change state.
    pub request_keys: crate::adapters::db::SeaRequestKeys,
    /// Users' feeds.
    pub notices: crate::adapters::db::SeaNotices,
    /// Invitations to tables (SVC-INVITE).
    pub invitations: crate::adapters::db::SeaInvitations,
    /// The feeds open on this instance, woken by `feed::spawn_watcher`.
    pub bells: crate::feed::Bells,
    /// Operators' dashboard sessions.
    pub sessions: crate::adapters::db::SeaSessions,
    /// The dashboard's cookie is `Secure` (`TEG_COOKIE_SECURE`).
    pub cookie_secure: bool,
    /// A game in play with no action for this long is stalled
    /// (`TEG_STALLED_AFTER_SECONDS`).
    pub stalled_after: std::time::Duration,
    /// The problem catalogue's words in every language
    /// (`api/locales/problems.json`), for the language layer and `/problems`.
    pub problem_texts: crate::problems::Texts,
}
