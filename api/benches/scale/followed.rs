//! What `streams` and `polls` share: a server with games that followers
//! watch (ten each by default), their players and followers signed in, the
//! games' local copies to drive, and the figures printed for a driven run.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use sea_orm::DatabaseConnection;

use crate::play::{self, Client, Latencies, Live, Record, User};
use crate::server::Server;

/// Channels one user may hold on one instance (`api/src/streams.rs`).
pub(crate) const PER_USER: usize = 16;

/// What each follower saw: (version, when), versions increasing.
pub(crate) type Seen = Arc<Vec<Mutex<Vec<(u64, Instant)>>>>;

/// How much a part does.
pub(crate) struct Sizes {
    pub(crate) games: usize,
    pub(crate) per_game: usize,
    pub(crate) actions: usize,
    pub(crate) workers: usize,
    /// Actions a second, in all.
    pub(crate) rate: f64,
    pub(crate) idle_seconds: u64,
}

impl Sizes {
    /// `full`, or the tiny sizes of `--quick`; `games` overrides either.
    pub(crate) fn pick(quick: bool, games: Option<usize>, full: Sizes) -> Sizes {
        let mut s = if quick {
            Sizes { games: 20, per_game: 5, actions: 40, workers: 4, rate: 40.0, idle_seconds: 2 }
        } else {
            full
        };
        if let Some(n) = games {
            s.games = n;
        }
        s
    }

    /// Followers in all.
    pub(crate) fn followers(&self) -> usize {
        self.games * self.per_game
    }

    /// An empty record of what each follower saw.
    pub(crate) fn seen(&self) -> Seen {
        Arc::new((0..self.followers()).map(|_| Mutex::new(Vec::new())).collect())
    }
}

/// The server and the games its followers watch.
pub(crate) struct Followed {
    pub(crate) server: Server,
    pub(crate) addr: SocketAddr,
    /// The server's own database (for its commit count).
    pub(crate) db: DatabaseConnection,
    pub(crate) admin: String,
    /// Two a game: game `i` is played by `2i` (red) and `2i + 1` (blue).
    pub(crate) players: Vec<User>,
    /// One per [`PER_USER`] followers.
    pub(crate) followers: Vec<User>,
    pub(crate) lives: Vec<Live>,
}

impl Followed {
    /// A fresh server (`part` names its log) with `s.games` started games;
    /// the followers are guests named `{follower}{i}`.
    pub(crate) async fn start(part: &str, s: &Sizes, follower: &str) -> Followed {
        let server = Server::start(part).await;
        let addr = server.addr;
        let db = server.database().await;
        let mut c = Client::connect(addr).await;
        let admin = play::admin(&mut c).await;
        let players = play::guests(addr, "player", 2 * s.games, 16).await;
        let followers = play::guests(addr, follower, s.followers().div_ceil(PER_USER), 16).await;
        let ids = play::new_games(addr, &players, s.games, 16, |i| (2 * i, 2 * i + 1)).await;
        let mut lives = Vec::with_capacity(s.games);
        for (i, id) in ids.into_iter().enumerate() {
            let seed = u8::try_from(i % 251).unwrap_or(0);
            lives.push(Live::load(&mut c, &admin, id, &players, [2 * i, 2 * i + 1], seed).await);
        }
        println!(
            "{part}: {} games started, {} players and {} followers signed in",
            s.games,
            players.len(),
            followers.len()
        );
        Followed { server, addr, db, admin, players, followers, lives }
    }

    /// The server's CPU (% of a core) and its database's commits a second
    /// over `seconds` of the benchmark doing nothing.
    pub(crate) async fn idle_cost(&self, seconds: u64) -> (f64, f64) {
        play::idle_cost(&self.server, &self.db, seconds).await
    }

    /// Stops the server and drops its database.
    pub(crate) async fn stop(self) {
        let Followed { mut server, db, .. } = self;
        server.check_alive();
        drop(db);
        server.stop().await;
    }
}

/// The latencies of the answered (200) actions.
pub(crate) fn answered(records: &[Record]) -> Latencies {
    let mut l = Latencies::default();
    for r in records.iter().filter(|r| r.acted.status == 200) {
        l.push(r.acted.took());
    }
    l
}

/// Prints a driven run: `{part}: {what}: N durable actions in …`.
pub(crate) fn print_driven(part: &str, what: &str, records: &[Record], took: f64, s: &Sizes) {
    println!(
        "{part}: {what}: {} durable actions in {took:.1} s ({:.0}/s, {} clients): {}",
        records.len(),
        records.len() as f64 / took,
        s.workers,
        answered(records).summary()
    );
}
