//! `live`: what a live game costs the server while it waits, and whether
//! acting gets slower with many of them. Two-player games are created,
//! joined and started over HTTP by concurrent clients, first a small number
//! (1,000) and then up to a large one (100,000); at each size the server's
//! resident memory is read and the same clients play the same number of
//! durable actions on games picked at random among all of them.
//!
//! The benchmark keeps only the games' ids. Each action folds its game from
//! the operator's event list first (untimed: the server's state cache is not
//! touched by it), so the timed `POST` finds the game as a player's action
//! would after the game left the server's cache: at 100,000 games most of
//! them have.

use std::time::{Duration, Instant};

use domain::rules::Command;
use domain::sim::RandomPlayer;
use domain::{Randomness as _, Seed, SeededRandomness};

use crate::play::{self, Client, Latencies, User};
use crate::server::Server;

/// The sizes of one run.
struct Sizes {
    small: usize,
    large: usize,
    actions: usize,
    clients: usize,
    /// Actions a second in all: well below what the machine can do, so the
    /// latency is the work's and not a queue's.
    rate: f64,
}

pub(crate) async fn run(quick: bool) {
    let s = if quick {
        Sizes { small: 20, large: 200, actions: 200, clients: 16, rate: 200.0 }
    } else {
        Sizes { small: 1_000, large: 100_000, actions: 4_000, clients: 16, rate: 200.0 }
    };
    let mut server = Server::start("live").await;
    let addr = server.addr;
    let mut c = Client::connect(addr).await;
    let admin = play::admin(&mut c).await;
    // One pair of players per client: game i is played by pair i % clients.
    let users = play::guests(addr, "live", 2 * s.clients, s.clients).await;
    let clients = s.clients;
    let pair = move |i: usize| (2 * (i % clients), 2 * (i % clients) + 1);
    settle().await;
    let base = server.rss_kib();
    println!(
        "live: baseline RSS {:.1} MiB (server started, migrations run, the operator and {} guests signed in, no game)",
        play::mib(base),
        users.len()
    );

    let t = Instant::now();
    let mut ids = play::new_games(addr, &users, s.small, s.clients, pair).await;
    let took = t.elapsed().as_secs_f64();
    println!(
        "live: {} games created, joined and started in {took:.1} s ({:.0} games/s, {} clients)",
        s.small,
        s.small as f64 / took,
        s.clients
    );
    settle().await;
    server.check_alive();
    let small_rss = server.rss_kib();
    println!(
        "live: RSS at {} live games {:.1} MiB: {:.0} B per live game over the baseline",
        s.small,
        play::mib(small_rss),
        play::per_item(base, small_rss, s.small)
    );
    actions(&server, &admin, &ids, &users, &s, 1).await;
    settle().await;
    println!("live: RSS after those actions {:.1} MiB", play::mib(server.rss_kib()));

    let t = Instant::now();
    let more = s.large - s.small;
    let offset = s.small;
    let grown = play::new_games(addr, &users, more, s.clients, move |i| pair(offset + i)).await;
    ids.extend(grown);
    let took = t.elapsed().as_secs_f64();
    println!(
        "live: {more} more games created, joined and started in {took:.1} s ({:.0} games/s)",
        more as f64 / took
    );
    settle().await;
    server.check_alive();
    let large_rss = server.rss_kib();
    println!(
        "live: RSS at {} live games {:.1} MiB: {:.0} B per live game over the baseline ({:.0} B per game over the {} games' RSS)",
        s.large,
        play::mib(large_rss),
        play::per_item(base, large_rss, s.large),
        play::per_item(small_rss, large_rss, s.large - s.small),
        s.small
    );
    actions(&server, &admin, &ids, &users, &s, 2).await;
    settle().await;
    println!("live: RSS after those actions {:.1} MiB", play::mib(server.rss_kib()));
    server.stop().await;
}

/// Lets the server finish what it was doing (background work, buffers
/// released) before its memory is read.
async fn settle() {
    tokio::time::sleep(Duration::from_secs(3)).await;
}

/// `s.actions` durable actions shared by `s.clients` clients at `s.rate`
/// a second in all, each on a game picked at random among `ids`: prints
/// the `POST`s' latencies (200s only), those of the untimed event lists
/// read before them, and the server's CPU time per action (both requests).
async fn actions(
    server: &Server,
    admin: &str,
    ids: &[String],
    users: &[User],
    s: &Sizes,
    round: u8,
) {
    let addr = server.addr;
    let ids = std::sync::Arc::new(ids.to_vec());
    let interval = Duration::from_secs_f64(s.clients as f64 / s.rate);
    let (cpu, start) = (server.cpu_seconds(), tokio::time::Instant::now());
    let mut handles = Vec::new();
    for k in 0..s.clients {
        let (ids, admin) = (ids.clone(), admin.to_owned());
        let per_client = s.actions / s.clients;
        let clients = s.clients;
        let pairs: Vec<[String; 2]> = (0..clients)
            .map(|p| [users[2 * p].bearer.clone(), users[2 * p + 1].bearer.clone()])
            .collect();
        handles.push(tokio::spawn(async move {
            let mut c = Client::connect(addr).await;
            let seed = Seed([u8::try_from(k).unwrap_or(0).wrapping_add(round * 64); 32]);
            let mut pick = SeededRandomness::for_version(&seed, 7);
            let mut bot = RandomPlayer::new(&seed);
            let mut legal: Vec<Command> = Vec::new();
            let (mut acted, mut folds, mut conflicts) =
                (Latencies::default(), Latencies::default(), 0);
            // Clients start spread over one interval.
            let first = start
                + interval * u32::try_from(k).unwrap_or(0) / u32::try_from(clients).unwrap_or(1);
            while acted.len() + conflicts < per_client {
                let turn = u32::try_from(acted.len() + conflicts).unwrap_or(0);
                tokio::time::sleep_until(first + interval * turn).await;
                let n = u32::try_from(ids.len()).unwrap_or(u32::MAX);
                let i = usize::try_from(pick.below(n)).unwrap_or(0);
                let t = Instant::now();
                let mut game = play::fold(&mut c, &admin, &ids[i]).await;
                folds.push(t.elapsed());
                let bearers = &pairs[i % clients];
                let choose = |g: &domain::rules::Game, l: &[Command]| bot.choose(g, l).cloned();
                let done =
                    play::act_with(&mut c, &admin, &ids[i], &mut game, choose, bearers, &mut legal)
                        .await;
                match done {
                    Some(a) if a.status == 200 => acted.push(a.took()),
                    Some(_) => conflicts += 1,
                    None => {}
                }
            }
            (acted, folds, conflicts)
        }));
    }
    let (mut all, mut folds, mut conflicts) = (Latencies::default(), Latencies::default(), 0);
    for h in handles {
        let (acted, read, lost) = h.await.expect("an acting client");
        all.extend(acted);
        folds.extend(read);
        conflicts += lost;
    }
    let took = start.elapsed().as_secs_f64();
    let cpu_ms = (server.cpu_seconds() - cpu) * 1000.0 / (all.len() + conflicts).max(1) as f64;
    println!(
        "live: durable actions on games picked at random among {} ({} clients, {:.0}/s): {}",
        ids.len(),
        s.clients,
        (all.len() + conflicts) as f64 / took,
        all.summary()
    );
    println!(
        "live: (untimed, before each) the operator's whole event list of that game: {}",
        folds.summary()
    );
    println!(
        "live: server CPU {cpu_ms:.2} ms per action (its event list and its POST){}",
        if conflicts > 0 {
            format!("; {conflicts} actions lost a race (409), not timed")
        } else {
            String::new()
        }
    );
}
