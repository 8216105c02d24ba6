//! What the scale benchmark's parts share beyond `common::play`: many
//! guests and games made by concurrent clients, a driven game (`Live`, its
//! moves chosen by `domain::sim::RandomPlayer`) and a paced driver of many,
//! and the memory and idle-cost arithmetic. A game the benchmark acts on
//! only now and then is folded from its log for that one action and
//! forgotten ([`fold`]), so a hundred thousand idle games cost the
//! benchmark their ids alone.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use domain::Seed;
use domain::rules::{Command, Game};
use domain::sim::RandomPlayer;

pub(crate) use crate::common::play::{
    Acted, Client, Latencies, User, act_with, admin, fold, guest, new_game,
};

/// `n` guests named `{prefix}{i}`, made by `clients` concurrent clients.
pub(crate) async fn guests(addr: SocketAddr, prefix: &str, n: usize, clients: usize) -> Vec<User> {
    let mut handles = Vec::new();
    for k in 0..clients.min(n.max(1)) {
        let prefix = prefix.to_owned();
        handles.push(tokio::spawn(async move {
            let mut c = Client::connect(addr).await;
            let mut made = Vec::new();
            for i in (k..n).step_by(clients) {
                made.push((i, guest(&mut c, &format!("{prefix}{i}")).await));
            }
            made
        }));
    }
    in_order(handles).await
}

/// What concurrent makers made, each item with its index: the items in
/// index order.
async fn in_order<T>(makers: Vec<tokio::task::JoinHandle<Vec<(usize, T)>>>) -> Vec<T> {
    let mut all = Vec::new();
    for maker in makers {
        all.extend(maker.await.expect("a maker"));
    }
    all.sort_by_key(|(i, _)| *i);
    all.into_iter().map(|(_, made)| made).collect()
}

/// `n` started games by `clients` concurrent clients; game `i` is played
/// by the pair `pair(i)` of `users` (red, blue). Their ids, in order.
pub(crate) async fn new_games(
    addr: SocketAddr,
    users: &[User],
    n: usize,
    clients: usize,
    pair: impl Fn(usize) -> (usize, usize),
) -> Vec<String> {
    let mut handles = Vec::new();
    for k in 0..clients.min(n.max(1)) {
        let jobs: Vec<(usize, String, String)> = (k..n)
            .step_by(clients)
            .map(|i| {
                let (r, b) = pair(i);
                (i, users[r].bearer.clone(), users[b].bearer.clone())
            })
            .collect();
        handles.push(tokio::spawn(async move {
            let mut c = Client::connect(addr).await;
            let mut made = Vec::with_capacity(jobs.len());
            for (i, red, blue) in jobs {
                made.push((i, new_game(&mut c, &red, &blue).await));
            }
            made
        }));
    }
    in_order(handles).await
}

/// One game the benchmark drives, with its local copy.
pub(crate) struct Live {
    pub(crate) id: String,
    pub(crate) game: Game,
    pub(crate) bot: RandomPlayer,
    /// The `Authorization` values of red (the creator) and blue.
    pub(crate) bearers: [String; 2],
    /// Indices of red and blue in the caller's user list.
    pub(crate) users: [usize; 2],
}

impl Live {
    /// Game `id`, played by `users` (indices into `all`), folded now.
    pub(crate) async fn load(
        c: &mut Client,
        admin: &str,
        id: String,
        all: &[User],
        users: [usize; 2],
        seed: u8,
    ) -> Live {
        let game = fold(c, admin, &id).await;
        Live {
            id,
            game,
            bot: RandomPlayer::new(&Seed([seed; 32])),
            bearers: [all[users[0]].bearer.clone(), all[users[1]].bearer.clone()],
            users,
        }
    }
}

/// Plays one move of `live` (chosen by its bot from the local copy) and
/// folds the answer; `None` when the game is over.
pub(crate) async fn act(c: &mut Client, admin: &str, live: &mut Live) -> Option<Acted> {
    let mut legal = Vec::new();
    let bot = &mut live.bot;
    let choose = |game: &Game, legal: &[Command]| bot.choose(game, legal).cloned();
    act_with(c, admin, &live.id, &mut live.game, choose, &live.bearers, &mut legal).await
}

/// A KiB count as MiB.
pub(crate) fn mib(kib: u64) -> f64 {
    kib as f64 / 1024.0
}

/// Bytes per item of a growth of `to - from` KiB over `items`.
pub(crate) fn per_item(from: u64, to: u64, items: usize) -> f64 {
    (to as f64 - from as f64) * 1024.0 / items.max(1) as f64
}

/// One action of [`drive`]: on which game (its index) and what it did.
pub(crate) struct Record {
    pub(crate) game: usize,
    pub(crate) acted: Acted,
}

/// `n` durable actions on `lives`, shared by `workers` clients (worker `w`
/// plays the games whose index is `w` modulo `workers`, round-robin), paced
/// at `rate` actions a second in all: the games back (in order), what each
/// action did, and the seconds taken.
pub(crate) async fn drive(
    addr: SocketAddr,
    admin: &str,
    lives: Vec<Live>,
    n: usize,
    workers: usize,
    rate: f64,
) -> (Vec<Live>, Vec<Record>, f64) {
    let mut shares: Vec<Vec<(usize, Live)>> = (0..workers).map(|_| Vec::new()).collect();
    for (i, live) in lives.into_iter().enumerate() {
        shares[i % workers].push((i, live));
    }
    let interval = Duration::from_secs_f64(workers as f64 / rate);
    let start = tokio::time::Instant::now();
    let mut handles = Vec::new();
    for mut mine in shares {
        let admin = admin.to_owned();
        let quota = n / workers;
        handles.push(tokio::spawn(async move {
            let mut c = Client::connect(addr).await;
            let mut records = Vec::with_capacity(quota);
            let mut next = 0;
            let mut skipped = 0;
            while records.len() < quota && skipped < mine.len() && !mine.is_empty() {
                let count = mine.len();
                let (i, live) = &mut mine[next % count];
                next += 1;
                tokio::time::sleep_until(
                    start + interval * u32::try_from(records.len()).unwrap_or(0),
                )
                .await;
                match act(&mut c, &admin, live).await {
                    Some(acted) => {
                        skipped = 0;
                        records.push(Record { game: *i, acted });
                    }
                    None => skipped += 1,
                }
            }
            (mine, records)
        }));
    }
    let (mut lives, mut records) = (Vec::new(), Vec::new());
    for h in handles {
        let (mine, done) = h.await.expect("a driving client");
        lives.extend(mine);
        records.extend(done);
    }
    let took = start.elapsed().as_secs_f64();
    lives.sort_by_key(|(i, _)| *i);
    (lives.into_iter().map(|(_, l)| l).collect(), records, took)
}

/// The server's CPU use (share of one core) and PostgreSQL's commits a
/// second over `seconds` of the benchmark doing nothing.
pub(crate) async fn idle_cost(
    server: &crate::server::Server,
    db: &sea_orm::DatabaseConnection,
    seconds: u64,
) -> (f64, f64) {
    let (cpu, commits, t) = (server.cpu_seconds(), server.commits(db).await, Instant::now());
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    let took = t.elapsed().as_secs_f64();
    let cpu = (server.cpu_seconds() - cpu) / took;
    let commits = (server.commits(db).await - commits) as f64 / took;
    (cpu * 100.0, commits)
}
