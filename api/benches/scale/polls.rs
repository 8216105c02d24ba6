//! `polls`: ten thousand idle long-polls held at once (`GET
//! /v1/games/{id}/events?since=V&wait=30`, 1,000 games × 10 spectators),
//! each re-issued as soon as it is answered, as a client following a game
//! would. It reports the server's memory per waiting poll, what they cost
//! while idle, the latency of durable actions on those games without and
//! with the polls waiting (same clients, same pace), and how soon a
//! waiting poll is answered when its game changes: for each action, its
//! `POST` to the last of that game's polls answered with the new version.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, PoisonError};
use std::time::{Duration, Instant};

use crate::common::wire::Conn;
use crate::followed::{self, Followed, PER_USER, Seen, Sizes};
use crate::play::{self, Client, Latencies};

/// Polls opened before the server is asked whether it keeps up.
const BATCH: usize = 250;

pub(crate) async fn run(quick: bool, games: Option<usize>) {
    let full = Sizes {
        games: 1_000,
        per_game: 10,
        actions: 1_000,
        workers: 4,
        rate: 50.0,
        // A whole cycle of re-sent polls.
        idle_seconds: 35,
    };
    let s = Sizes::pick(quick, games, full);
    let polls = s.followers();
    let mut f = Followed::start("polls", &s, "poller").await;
    let (addr, lives, spectators) = (f.addr, std::mem::take(&mut f.lives), &f.followers);
    // The same actions without polls first: the normal latency.
    let (lives, records, took) =
        play::drive(addr, &f.admin, lives, s.actions, s.workers, s.rate).await;
    followed::print_driven("polls", "no poll waiting", &records, took, &s);
    tokio::time::sleep(Duration::from_secs(3)).await;
    let base = f.server.rss_kib();
    let (cpu, commits) = f.idle_cost(s.idle_seconds.min(10)).await;
    println!(
        "polls: before any poll: RSS {:.1} MiB; idle: server CPU {cpu:.1}% of a core, {commits:.0} database commits/s",
        play::mib(base)
    );

    let seen = s.seen();
    let sent = Arc::new(AtomicUsize::new(0));
    let t = Instant::now();
    let mut pollers = Vec::with_capacity(polls);
    let mut probe = Client::connect(addr).await;
    for batch in (0..polls).collect::<Vec<_>>().chunks(BATCH) {
        for &k in batch {
            let (g, poller) = (k / s.per_game, &spectators[k / PER_USER]);
            let path = format!("/v1/games/{}/events", lives[g].id);
            pollers.push(tokio::spawn(poll(
                addr,
                path,
                lives[g].game.version(),
                poller.bearer.clone(),
                seen.clone(),
                k,
                sent.clone(),
            )));
        }
        // Every poll of the batch is sent, and the server answers at once
        // on another connection: it keeps up.
        while sent.load(Ordering::Relaxed) < batch[batch.len() - 1] + 1 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let (status, _) = probe.send("GET", "/healthz", "", None).await;
        assert_eq!(status, 200);
        f.server.check_alive();
    }
    let took = t.elapsed().as_secs_f64();
    println!(
        "polls: {polls} long-polls ({} games × {}, wait=30) sent in {took:.1} s ({:.0}/s)",
        s.games,
        s.per_game,
        polls as f64 / took
    );
    tokio::time::sleep(Duration::from_secs(3)).await;
    let held = f.server.rss_kib();
    println!(
        "polls: RSS with {polls} long-polls waiting {:.1} MiB: {:.0} B per waiting poll",
        play::mib(held),
        play::per_item(base, held, polls)
    );
    let (cpu, commits) = f.idle_cost(s.idle_seconds).await;
    println!(
        "polls: idle over {} s with {polls} polls waiting (each re-sent when answered after 30 s): server CPU {cpu:.1}% of a core, {commits:.0} database commits/s",
        s.idle_seconds
    );

    let (_, records, took) = play::drive(addr, &f.admin, lives, s.actions, s.workers, s.rate).await;
    followed::print_driven("polls", &format!("{polls} polls waiting"), &records, took, &s);
    // Every poll of an acted game must be answered with its new version.
    let deadline = Instant::now() + Duration::from_secs(40);
    let mut wake = Latencies::default();
    for r in records.iter().filter(|r| r.acted.status == 200) {
        let mut latest = r.acted.sent;
        for j in 0..s.per_game {
            let k = r.game * s.per_game + j;
            let at = loop {
                let found = seen[k]
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .iter()
                    .find(|(v, _)| *v >= r.acted.version)
                    .map(|(_, at)| *at);
                if let Some(at) = found {
                    break at;
                }
                assert!(
                    Instant::now() < deadline,
                    "poll {k} never saw version {}",
                    r.acted.version
                );
                tokio::time::sleep(Duration::from_millis(50)).await;
            };
            latest = latest.max(at);
        }
        wake.push(latest - r.acted.sent);
    }
    println!(
        "polls: wake, action sent → last of its game's {} waiting polls answered: {}",
        s.per_game,
        wake.summary()
    );
    for p in pollers {
        p.abort();
    }
    f.stop().await;
}

/// One follower long-polling a game from `since`: each answer with events
/// is recorded (its version, when), and the next poll is sent at once.
async fn poll(
    addr: SocketAddr,
    path: String,
    mut since: u64,
    bearer: String,
    seen: Seen,
    k: usize,
    sent: Arc<AtomicUsize>,
) {
    let mut conn = Conn::connect(addr).await;
    let mut first = true;
    loop {
        let url = format!("{path}?since={since}&wait=30");
        let headers = [("authorization", bearer.as_str())];
        let answer = conn.send_counted("GET", &url, &headers, first.then_some(&*sent)).await;
        first = false;
        let at = Instant::now();
        assert_eq!(answer.status, 200, "{}", String::from_utf8_lossy(&answer.body));
        let batch: serde_json::Value = serde_json::from_slice(&answer.body).expect("an event list");
        let version = batch["version"].as_u64().expect("a version");
        if version > since {
            seen[k].lock().unwrap_or_else(PoisonError::into_inner).push((version, at));
            since = version;
        }
    }
}
