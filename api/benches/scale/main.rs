//! The scale benchmark (issue 33; not a test): how the service's cost
//! grows with the work, on one instance, PostgreSQL with Redis. The server
//! is the release binary `teg-api` run as a child process on a fresh
//! database (`server`), so its memory and CPU are read apart from the
//! clients'. Each part starts its own server and prints one line per
//! figure:
//!
//! - `live`: memory per live game and action latency at 1,000 and at
//!   100,000 live games;
//! - `streams`: 10,000 SSE subscribers: memory per stream, idle cost and
//!   fan-out latency (and the per-user feed);
//! - `polls`: 10,000 waiting long-polls: memory per poll, action latency
//!   while they wait, and how soon they are woken;
//! - `long`: a 20,000-event game of each family against a ~100-event one;
//! - `events`: 10 million stored events: action and list latencies before
//!   and after, table sizes, query plans.
//!
//! `cargo xtask scale [PARTS] [--quick]` runs it (all parts by default);
//! `--quick` runs every part at tiny sizes, asserting only that everything
//! answered, so that CI keeps it from rotting. `--events N` sets the
//! number of stored events of `events`, `--games N` the number of games
//! `streams` and `polls` follow (ten followers each).
#![expect(
    clippy::print_stdout,
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "a benchmark prints its figures"
)]

use std::time::Instant;

#[path = "../common/mod.rs"]
mod common;
mod events;
mod followed;
mod live;
mod long;
mod play;
mod polls;
mod server;
mod sse;
mod streams;

/// The parts, in the order they run.
const PARTS: [&str; 5] = ["live", "streams", "polls", "long", "events"];

struct Options {
    quick: bool,
    parts: Vec<&'static str>,
    events: Option<u64>,
    games: Option<usize>,
}

fn options() -> Options {
    let mut o = Options { quick: false, parts: Vec::new(), events: None, games: None };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--quick" => o.quick = true,
            "--events" => {
                o.events = Some(args.next().and_then(|v| v.parse().ok()).expect("--events N"));
            }
            "--games" => {
                o.games = Some(args.next().and_then(|v| v.parse().ok()).expect("--games N"));
            }
            part => match PARTS.iter().find(|p| **p == part) {
                Some(p) => o.parts.push(p),
                // cargo passes `--bench`; anything else is a mistake.
                None if part.starts_with("--bench") => {}
                None => {
                    panic!(
                        "unknown argument `{part}`: parts are {PARTS:?}, or --quick, --events N, --games N"
                    )
                }
            },
        }
    }
    if o.parts.is_empty() {
        o.parts = PARTS.to_vec();
    }
    o
}

fn main() {
    let o = options();
    let runtime =
        tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("runtime");
    runtime.block_on(run(o));
}

async fn run(o: Options) {
    let all = Instant::now();
    let mode = if o.quick { " (quick)" } else { "" };
    for part in &o.parts {
        println!("== {part}{mode} (machine load average {})", load_average());
        let t = Instant::now();
        match *part {
            "live" => live::run(o.quick).await,
            "streams" => streams::run(o.quick, o.games).await,
            "polls" => polls::run(o.quick, o.games).await,
            "long" => long::run(o.quick).await,
            _ => events::run(o.quick, o.events).await,
        }
        println!(
            "== {part}: {:.0} s (machine load average {})",
            t.elapsed().as_secs_f64(),
            load_average()
        );
    }
    println!("scale: {} part(s) in {:.0} s", o.parts.len(), all.elapsed().as_secs_f64());
}

/// The machine's 1, 5 and 15-minute load averages: whatever else ran on
/// the two cores during a part shows in its figures.
fn load_average() -> String {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    text.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
}
