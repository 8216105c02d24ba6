//! `streams`: ten thousand Server-Sent Events subscribers on one instance.
//! Games (1,000) are each followed by spectators (10 each, `GET
//! /v1/games/{id}/events/stream`), and each game's two players follow their
//! own feed (`GET /v1/me/events/stream`). It reports the server's memory
//! per stream, what idle streams cost (CPU, database commits), and the
//! fan-out latency: for each action committed on a followed game, the time
//! from its `POST` to the last of that game's subscribers holding the event,
//! and to the `your_turn` notice on a player's feed.
//!
//! A user holds at most 16 live channels per instance, so the spectators
//! are one guest per 16 streams. Subscribers are raw sockets read by one
//! small task each ([`crate::sse::Sse`]), opened in batches so the
//! server's listen backlog is never overrun.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::followed::{self, Followed, PER_USER, Seen, Sizes};
use crate::play::{self, Latencies};
use crate::server::Server;
use crate::sse::Sse;

/// Connections opened at once.
const BATCH: usize = 200;

pub(crate) async fn run(quick: bool, games: Option<usize>) {
    let full = Sizes {
        games: 1_000,
        per_game: 10,
        actions: 2_000,
        workers: 4,
        rate: 100.0,
        idle_seconds: 10,
    };
    let s = Sizes::pick(quick, games, full);
    let streams = s.followers();
    let mut f = Followed::start("streams", &s, "watcher").await;
    let (addr, lives, players, spectators) =
        (f.addr, std::mem::take(&mut f.lives), &f.players, &f.followers);
    tokio::time::sleep(Duration::from_secs(3)).await;
    let base = f.server.rss_kib();
    let (cpu, commits) = f.idle_cost(s.idle_seconds).await;
    println!(
        "streams: before any stream: RSS {:.1} MiB; idle: server CPU {cpu:.1}% of a core, {commits:.0} database commits/s",
        play::mib(base)
    );

    // The spectators' streams, in batches.
    let seen = s.seen();
    let opened = Arc::new(AtomicUsize::new(0));
    let t = Instant::now();
    let mut readers = Vec::with_capacity(streams);
    for batch in (0..streams).collect::<Vec<_>>().chunks(BATCH) {
        for &k in batch {
            let (g, spectator) = (k / s.per_game, &spectators[k / PER_USER]);
            let path = format!(
                "/v1/games/{}/events/stream?since={}",
                lives[g].id,
                lives[g].game.version()
            );
            readers.push(tokio::spawn(follow_game(
                addr,
                path,
                spectator.bearer.clone(),
                seen.clone(),
                k,
                opened.clone(),
            )));
        }
        wait_for(&opened, batch[batch.len() - 1] + 1, &mut f.server).await;
    }
    let took = t.elapsed().as_secs_f64();
    println!(
        "streams: {streams} game streams ({} games × {}) opened in {took:.1} s ({:.0}/s)",
        s.games,
        s.per_game,
        streams as f64 / took
    );
    tokio::time::sleep(Duration::from_secs(3)).await;
    f.server.check_alive();
    let with_streams = f.server.rss_kib();
    println!(
        "streams: RSS with {streams} game streams {:.1} MiB: {:.0} B per stream",
        play::mib(with_streams),
        play::per_item(base, with_streams, streams)
    );

    // Each player's feed.
    let notices: Notices = Arc::new((0..players.len()).map(|_| Mutex::new(Vec::new())).collect());
    let fed = Arc::new(AtomicUsize::new(0));
    for batch in (0..players.len()).collect::<Vec<_>>().chunks(BATCH) {
        for &p in batch {
            let bearer = players[p].bearer.clone();
            readers.push(tokio::spawn(follow_feed(addr, bearer, notices.clone(), p, fed.clone())));
        }
        wait_for(&fed, batch[batch.len() - 1] + 1, &mut f.server).await;
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    let with_feeds = f.server.rss_kib();
    println!(
        "streams: RSS with {} feed streams more {:.1} MiB: {:.0} B per feed stream",
        players.len(),
        play::mib(with_feeds),
        play::per_item(with_streams, with_feeds, players.len())
    );
    let (cpu, commits) = f.idle_cost(s.idle_seconds).await;
    println!(
        "streams: idle with {} streams open: server CPU {cpu:.1}% of a core, {commits:.0} database commits/s",
        streams + players.len()
    );

    // Actions on the followed games.
    let (lives, records, took) =
        play::drive(addr, &f.admin, lives, s.actions, s.workers, s.rate).await;
    followed::print_driven("streams", "on followed games", &records, took, &s);
    // Every subscriber must hold every version, 30 s at most.
    let last: HashMap<usize, u64> = records.iter().map(|r| (r.game, r.acted.version)).collect();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let behind = last
            .iter()
            .filter(|(g, v)| {
                (0..s.per_game).any(|j| {
                    let got =
                        seen[*g * s.per_game + j].lock().unwrap_or_else(PoisonError::into_inner);
                    got.last().is_none_or(|(seen, _)| seen < *v)
                })
            })
            .count();
        if behind == 0 {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "{behind} games' subscribers never got their last event"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let (mut from_send, mut from_answer) = (Latencies::default(), Latencies::default());
    for r in records.iter().filter(|r| r.acted.status == 200) {
        let mut latest = r.acted.sent;
        for j in 0..s.per_game {
            let got = seen[r.game * s.per_game + j].lock().unwrap_or_else(PoisonError::into_inner);
            let at = got.iter().find(|(v, _)| *v >= r.acted.version).map(|(_, at)| *at);
            latest = latest.max(at.expect("every subscriber got every event"));
        }
        from_send.push(latest - r.acted.sent);
        from_answer.push(latest.saturating_duration_since(r.acted.answered));
    }
    println!(
        "streams: fan-out, action sent → last of its game's {} subscribers has the event: {}",
        s.per_game,
        from_send.summary()
    );
    println!(
        "streams: fan-out, action answered → last subscriber has it (0 when before the answer): {}",
        from_answer.summary()
    );
    // `your_turn` on the feeds.
    let mut feed = Latencies::default();
    let mut without = 0;
    for r in records.iter().filter(|r| r.acted.status == 200) {
        let id = &lives[r.game].id;
        let mut found = None;
        for p in lives[r.game].users {
            let got = notices[p].lock().unwrap_or_else(PoisonError::into_inner);
            let at = got.iter().find(|(g, v, _)| g == id && *v == r.acted.version);
            if let Some((_, _, at)) = at {
                found = Some(*at);
            }
        }
        match found {
            Some(at) => feed.push(at.saturating_duration_since(r.acted.sent)),
            None => without += 1,
        }
    }
    println!(
        "streams: feed, action sent → `your_turn` on the player's feed (actions that began a step): {} ({without} actions began none)",
        feed.summary()
    );
    assert!(feed.len() > 0, "no feed heard of any step");
    for reader in readers {
        reader.abort();
    }
    f.stop().await;
}

/// Waits until `count` reaches `target` (the batch's subscribers are open).
async fn wait_for(count: &AtomicUsize, target: usize, server: &mut Server) {
    let started = Instant::now();
    while count.load(Ordering::Relaxed) < target {
        server.check_alive();
        assert!(started.elapsed() < Duration::from_secs(120), "streams did not open");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// One spectator's stream of a game: records each new version it sees.
async fn follow_game(
    addr: SocketAddr,
    path: String,
    bearer: String,
    seen: Seen,
    k: usize,
    opened: Arc<AtomicUsize>,
) {
    let mut sse = Sse::open(addr, &path, &bearer).await;
    opened.fetch_add(1, Ordering::Relaxed);
    let mut last = 0;
    while let Some(frame) = sse.next_frame().await {
        let at = Instant::now();
        if let Some(id) = frame.id
            && id > last
        {
            last = id;
            seen[k].lock().unwrap_or_else(PoisonError::into_inner).push((id, at));
        }
    }
}

/// Notices one feed saw: (game, version, when).
type Notices = Arc<Vec<Mutex<Vec<(String, u64, Instant)>>>>;

/// One player's feed: records each `your_turn` notice.
async fn follow_feed(
    addr: SocketAddr,
    bearer: String,
    notices: Notices,
    p: usize,
    opened: Arc<AtomicUsize>,
) {
    let mut sse = Sse::open(addr, "/v1/me/events/stream", &bearer).await;
    opened.fetch_add(1, Ordering::Relaxed);
    while let Some(frame) = sse.next_frame().await {
        let at = Instant::now();
        if frame.event != "your_turn" {
            continue;
        }
        let notice: serde_json::Value = serde_json::from_str(&frame.data).expect("a notice");
        let game = notice["game_id"].as_str().unwrap_or_default().to_owned();
        let version = notice["version"].as_u64().unwrap_or(0);
        notices[p].lock().unwrap_or_else(PoisonError::into_inner).push((game, version, at));
    }
}
