//! The composition root: the one place where adapters meet the ports.
//! `Application::build` opens the database and runs its migrations, picks
//! the bus, bootstraps the operator and binds (port 0 picks a free port),
//! then starts the background work (`background.rs`). On stop, the lobby and
//! sanction sweeps are aborted; the scheduler and the webhook sender are told
//! to stop and finish the work in hand (5 s at most).

use std::net::TcpListener;

use actix_web::http::{StatusCode, header};
use actix_web::{App, HttpMessage as _, HttpServer, web};
use domain::app::Ports;
use domain::ports::local::InProcessBus;

use crate::adapters::bus::{AnyBus, RedisBus};
use crate::adapters::db::{
    SeaGameStore, SeaModeration, SeaSessions, SeaSignIns, SeaUserStore, SeaWebhooks,
};
use crate::adapters::system::{OsSeeds, SystemClock};
use crate::auth::Auth;
use crate::config::Config;
use crate::dashboard::DashBackend;
use crate::http::{json_config, path_config, query_config, routes};
use crate::state::AppState;

/// How long a stopping server waits for the scheduler and the webhook
/// sender to finish the work in hand.
const SCHEDULER_GRACE: std::time::Duration = std::time::Duration::from_secs(5);

/// A built, bound, not yet running server.
pub struct Application {
    port: u16,
    server: actix_web::dev::Server,
    /// The background work (`background`), stopped with the server.
    background: Vec<tokio::task::JoinHandle<()>>,
    /// The scheduler and the webhook sender, which finish the work in hand
    /// when told to stop.
    stoppable: Vec<tokio::task::JoinHandle<()>>,
    /// Tells them to stop.
    stop: tokio::sync::watch::Sender<bool>,
    /// The jobs' leases, let go when the server stops gracefully.
    leases: std::sync::Arc<crate::leases::Leases>,
}

impl std::fmt::Debug for Application {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Application").field("port", &self.port).finish_non_exhaustive()
    }
}

impl Application {
    /// Connects the database (running migrations) and the bus, bootstraps
    /// the operator, and binds the listener.
    ///
    /// # Errors
    /// Any of those steps failing, in words.
    pub async fn build(config: Config) -> Result<Application, String> {
        let store =
            SeaGameStore::connect_with(&config.database_url, config.database_max_connections)
                .await
                .map_err(|e| format!("database: {e:?}"))?;
        let reads =
            crate::replica::Reads::connect(config.read_replica.as_ref(), store.connection())
                .await?;
        // The jobs' leases, asked for once before any job starts: a lone
        // instance runs every job from its first tick.
        let leases = std::sync::Arc::new(crate::leases::Leases::new(store.connection().clone()));
        leases.renew().await;
        let users = SeaUserStore::new(store.connection().clone());
        let moderation = SeaModeration::new(store.connection().clone());
        let store_connection = store.connection().clone();
        let redis = config.redis_target();
        let bus = match &redis {
            // Redis need not answer yet: the bus connects, and reconnects,
            // on its own, and `/readyz` says whether it is up.
            Some(target) => AnyBus::Redis(
                RedisBus::start(target, &config.redis_prefix)
                    .map_err(|e| format!("redis: {}", e.0))?,
            ),
            None => AnyBus::InProcess(InProcessBus::new()),
        };
        let auth = Auth::new(
            users,
            SeaSignIns::new(store_connection.clone()),
            SystemClock,
            &config.jwt_secret,
        )
        .with_lifetimes(config.lifetimes);
        if let Some((user, password)) = &config.admin {
            auth.ensure_operator(user, password)
                .await
                .map_err(|e| format!("operator bootstrap: {e:?}"))?;
        }
        // Budgets shared through Redis when there is one (`clients`).
        let link = match &redis {
            Some(target) => Some(crate::clients::SharedLink::new(target, &config.redis_prefix)?),
            None => None,
        };
        let budgets = config.rate_limit.map(|n| {
            let per_second = f64::from(n.max(1));
            std::sync::Arc::new(crate::clients::Buckets::new(
                "request",
                per_second,
                2.0 * per_second,
                link.clone(),
            ))
        });
        let limiter = budgets.as_ref().map(|b| b.local().clone());
        let streams = std::sync::Arc::<crate::streams::Streams>::default();
        let presence =
            std::sync::Arc::new(crate::presence::Presence::new(streams.clone(), link.clone()));
        let watching = std::sync::Arc::new(crate::watching::Watching::new(link.clone()));
        let state = web::Data::new(AppState {
            limiter,
            budgets,
            proxies: config.trusted_proxies.clone(),
            link: link.clone(),
            streams,
            presence: presence.clone(),
            watching: watching.clone(),
            live_now: crate::live_now::LiveNow::default(),
            max_spectator_delay: config.max_spectator_delay,
            drawings: std::sync::Arc::default(),
            join_codes: crate::joining::budget(link.clone()),
            doors: std::sync::Arc::new(crate::doors::Doors::new(
                config.max_live_channels,
                config.max_channels_per_address,
            )),
            metrics_operators_only: config.metrics_operators_only,
            logins: crate::clients::LoginThrottle::new(
                config.login_failures.0,
                config.login_failures.1,
                link.clone(),
            ),
            reads,
            leases: leases.clone(),
            games: Ports::new(
                store,
                bus,
                SystemClock,
                config.recorded_seeds.as_deref().map(OsSeeds::recorded).unwrap_or_default(),
            )
            .with_bot_delay(i64::try_from(config.bot_delay_ms).unwrap_or(i64::MAX)),
            auth,
            moderation,
            webhooks: SeaWebhooks::new(store_connection.clone()),
            push: crate::adapters::db::SeaPush::new(store_connection.clone()),
            oauth: crate::adapters::db::SeaOAuth::new(store_connection.clone()),
            oauth_key: crate::oauth::page_key(&config.jwt_secret),
            push_endpoints: config.push_endpoints.clone(),
            vapid_key: config.vapid.public_key().to_owned(),
            notices: crate::adapters::db::SeaNotices::new(store_connection.clone()),
            request_keys: crate::adapters::db::SeaRequestKeys::new(store_connection.clone()),
            invitations: crate::adapters::db::SeaInvitations::new(store_connection.clone()),
            bells: crate::feed::Bells::default(),
            sessions: SeaSessions::new(store_connection),
            cookie_secure: config.cookie_secure,
            stalled_after: config.stalled_after,
            problem_texts: crate::problems::Texts::embedded()?,
            webhook_allow: config.webhook_allow.clone(),
            metrics: crate::metrics::Metrics::default(),
        });
        let swept = state.clone();
        let schema =
            web::Data::new(crate::graphql::schema(state.clone(), config.graphql_introspection));
        let introspection = web::Data::new(crate::graphql::introspection_schema(
            state.clone(),
            config.graphql_introspection,
        ));
        let dashboard = web::Data::new(DashBackend::new(state.clone()));
        let listener =
            TcpListener::bind(&config.bind).map_err(|e| format!("bind {}: {e}", config.bind))?;
        let addr = listener.local_addr().map_err(|e| e.to_string())?;
        // actix's own default, named to bound the connections per worker.
        let workers = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
        let server = HttpServer::new(move || {
            let counted = state.clone();
            let edges = state.clone();
            let origins = config.cors_origins.clone();
            App::new()
                .wrap_fn(move |req, srv| {
                    let state = counted.clone();
                    let fut = actix_web::dev::Service::call(srv, req);
                    async move {
                        let res = fut.await;
                        match &res {
                            Ok(r) => state.metrics.request(r.status().as_u16()),
                            Err(e) => {
                                state.metrics.request(e.as_response_error().status_code().as_u16());
                            }
                        }
                        res
                    }
                })
                // Idempotency keys, inside the limits and the body timeout: a
                // retried request is charged like any, and its body comes in
                // time or not at all.
                .wrap(actix_web::middleware::from_fn(crate::http::retries::honour_keys))
                // Registered after the metrics wrapper, so it runs first and
                // its 429s are counted too.
                .wrap(actix_web::middleware::from_fn(crate::http::budget::charge))
                // The edges of every request, in one layer: a body must arrive
                // within BODY_TIMEOUT (one that trickles in is cut, 408); a 404
                // or 405 no handler wrote (no content type) becomes a problem,
                // with `Allow` on a 405; HSTS goes on answers sent over HTTPS
                // (as a trusted proxy in front reports it); an answer that
                // holds a secret is never cached; the API's documents are
                // never framed.
                .wrap_fn(move |mut req, srv| {
                    // A NUL in the path or the query reaches no handler: no
                    // store can hold it (it was a 500 from PostgreSQL).
                    let nul = |text: &str| text.contains("%00");
                    let refused = if nul(req.path()) {
                        Some(crate::error::ApiError::bad_request(
                            "MALFORMED_PATH",
                            "a path holds no NUL (%00)",
                        ))
                    } else if nul(req.query_string()) {
                        Some(crate::error::ApiError::bad_request(
                            "MALFORMED_QUERY",
                            "a query holds no NUL (%00)",
                        ))
                    } else {
                        None
                    };
                    let https =
                        edges.proxies.over_https(req.connection_info().peer_addr(), req.headers());
                    let secret = req.method() == actix_web::http::Method::POST
                        && crate::http::retries::MINTS_SECRETS.contains(&req.path());
                    let document = req.path().starts_with("/docs")
                        || req.path() == "/problems"
                        || req.path().starts_with("/problems/");
                    let has_body = req.headers().contains_key(header::TRANSFER_ENCODING)
                        || req
                            .headers()
                            .get(header::CONTENT_LENGTH)
                            .is_some_and(|v| v.as_bytes() != b"0");
                    if has_body {
                        let payload = req.take_payload();
                        req.set_payload(crate::http::timed_payload(payload));
                    }
                    let fut = match refused {
                        Some(problem) => Err(req.error_response(problem)),
                        None => Ok(actix_web::dev::Service::call(srv, req)),
                    };
                    async move {
                        let mut res = match fut {
                            Ok(fut) => fut.await?.map_into_boxed_body(),
                            Err(refused) => refused.map_into_boxed_body(),
                        };
                        let status = res.status();
                        let bare = res.headers().get(header::CONTENT_TYPE).is_none();
                        if bare
                            && (status == StatusCode::NOT_FOUND
                                || status == StatusCode::METHOD_NOT_ALLOWED)
                        {
                            let (problem, allow) = crate::http::fallback::problem(
                                res.request().path(),
                                res.request().method().as_str(),
                            );
                            // `from_error` keeps the problem with the answer, so
                            // the language layer outside words it.
                            let mut response = actix_web::HttpResponse::from_error(problem);
                            if let Some(allow) = allow {
                                response
                                    .headers_mut()
                                    .insert(header::ALLOW, header::HeaderValue::from_static(allow));
                            }
                            res = res.into_response(response);
                        }
                        let headers = res.headers_mut();
                        let framed = headers.contains_key(header::CONTENT_SECURITY_POLICY);
                        let edges: [(bool, header::HeaderName, &'static str); 5] = [
                            (https, header::STRICT_TRANSPORT_SECURITY, "max-age=31536000"),
                            (secret, header::CACHE_CONTROL, "no-store"),
                            (secret, header::PRAGMA, "no-cache"),
                            (document, header::X_FRAME_OPTIONS, "DENY"),
                            (
                                document && !framed,
                                header::CONTENT_SECURITY_POLICY,
                                "frame-ancestors 'none'",
                            ),
                        ];
                        for (wanted, name, value) in edges {
                            if wanted {
                                headers.insert(name, header::HeaderValue::from_static(value));
                            }
                        }
                        Ok(res)
                    }
                })
                // Every problem worded for its reader, whichever layer inside
                // refused (a 429, a fallback 404 included).
                .wrap(actix_web::middleware::from_fn(crate::http::speaking::word))
                // Outermost: security headers on every answer, 429s and fallback
                // problems included.
                .wrap(
                    actix_web::middleware::DefaultHeaders::new()
                        .add(("X-Content-Type-Options", "nosniff"))
                        .add(("Referrer-Policy", "no-referrer")),
                )
                // Around everything, so every answer is covered: a CORS
                // preflight from an allowed origin is answered here, its
                // other answers are marked readable by it, and JSON over
                // 1 KiB is gzipped for clients that take it.
                .wrap_fn(move |req, srv| {
                    use crate::http::browsers;
                    let origin = browsers::allowed_origin(&origins, &req);
                    let gzip = browsers::accepts_gzip(req.headers().get(header::ACCEPT_ENCODING));
                    let early = origin.clone().and_then(|o| browsers::preflight(&req, o));
                    let outcome = match early {
                        Some(answer) => Err(req.into_response(answer)),
                        None => Ok(actix_web::dev::Service::call(srv, req)),
                    };
                    async move {
                        let mut res = match outcome {
                            Err(answered) => answered,
                            Ok(fut) => fut.await?.map_into_boxed_body(),
                        };
                        if let Some(origin) = origin {
                            browsers::expose(&mut res, origin);
                        }
                        Ok(browsers::compress(res, gzip))
                    }
                })
                .app_data(state.clone())
                .app_data(schema.clone())
                .app_data(introspection.clone())
                .app_data(dashboard.clone())
                .configure(teg_dashboard::routes::<DashBackend>)
                .route("/graphql", web::post().to(crate::graphql::graphql_post))
                .route("/graphql", web::get().to(crate::graphql::socket::start))
                .app_data(json_config())
                .app_data(query_config())
                .app_data(path_config())
                .configure(routes)
        })
        .workers(workers)
        .max_connections(crate::doors::connections_per_worker(workers))
        .listen(listener)
        .map_err(|e| format!("listen: {e}"))?
        .run();
        tracing::info!(%addr, "listening on http://{addr}");
        // Started once the server is bound, so a failed start leaves no task.
        let (stop, stopping) = tokio::sync::watch::channel(false);
        let stoppable = vec![
            crate::background::spawn_scheduler(swept.clone(), stopping.clone()),
            crate::webhooks::spawn_sender(
                swept.webhooks.clone(),
                swept.webhook_allow.clone(),
                leases.clone(),
                stopping.clone(),
            ),
            crate::background::spawn_push_worker(
                swept.clone(),
                crate::push::WebPush::new(config.vapid.clone(), config.push_endpoints.clone()),
                stopping,
            ),
        ];
        let background = config
            .lobby_ttl
            .map(|ttl| crate::background::spawn_lobby_sweep(swept.clone(), ttl))
            .into_iter()
            .chain(link.as_ref().map(crate::clients::SharedLink::watch))
            .chain([presence.spawn_flush(watching)])
            .chain([
                crate::background::spawn_feed_watcher(swept.clone()),
                {
                    let heard = swept.clone();
                    tokio::spawn(async move { heard.auth.hear_revocations().await })
                },
                crate::background::spawn_rating_sweep(swept.clone()),
                {
                    let probed = swept.clone();
                    tokio::spawn(async move { probed.reads.probe_forever().await })
                },
                {
                    let leased = leases.clone();
                    tokio::spawn(async move { leased.keep_forever().await })
                },
                crate::background::spawn_matchmaker(swept.clone()),
                crate::background::spawn_tournaments(swept.clone()),
                crate::background::spawn_sanction_sweep(swept),
            ])
            .collect();
        Ok(Application { port: addr.port(), server, background, stoppable, stop, leases })
    }

    /// The bound port.
    #[must_use]
    pub fn port(&self) -> u16 {
        self.port
    }

    /// Serves until the server stops.
    ///
    /// # Errors
    /// The server failed.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let served = self.server.await;
        for task in &self.background {
            task.abort();
        }
        // The scheduler ends between two games: what it started, it
        // finishes (a game's batch and its plan), for a few seconds at most;
        // the sender, between two looks (an unfinished attempt is retried
        // when its claim runs out).
        let _ = self.stop.send(true);
        let deadline = tokio::time::Instant::now() + SCHEDULER_GRACE;
        for mut task in self.stoppable {
            if tokio::time::timeout_at(deadline, &mut task).await.is_err() {
                task.abort();
            }
        }
        // The jobs' work in hand is done: another instance may take them now.
        self.leases.release().await;
        served
    }

    /// Builds the server and runs it in the background on the current
    /// runtime (tests, benchmarks): its base URL, `http://127.0.0.1:PORT`.
    ///
    /// # Errors
    /// As [`Application::build`].
    pub async fn spawn(config: Config) -> Result<String, String> {
        Ok(Self::spawn_stoppable(config).await?.0)
    }

    /// As [`Application::spawn`], with a handle that stops the instance as
    /// a shutdown signal would (tests of a cluster losing an instance).
    ///
    /// # Errors
    /// As [`Application::build`].
    pub async fn spawn_stoppable(config: Config) -> Result<(String, Running), String> {
        let app = Application::build(config).await?;
        let base = format!("http://127.0.0.1:{}", app.port());
        let handle = app.server.handle();
        let task = tokio::spawn(app.run_until_stopped());
        Ok((base, Running { handle, task }))
    }
}

/// A server running in the background, and how to stop it.
#[derive(Debug)]
pub struct Running {
    handle: actix_web::dev::ServerHandle,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Running {
    /// Stops the server gracefully, then its background work, and waits
    /// for both.
    pub async fn stop(self) {
        self.handle.stop(true).await;
        let _ = self.task.await;
    }

    /// Stops the server at once, as a crash would: open connections (event
    /// streams included) are dropped, not drained.
    pub async fn kill(self) {
        self.handle.stop(false).await;
        let _ = self.task.await;
    }
}
