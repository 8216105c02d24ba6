//! The bot arena (issue 13): bot-against-bot games played in-process on
//! every core, with per-level win rates and their 95% confidence intervals
//! (Wilson), games without a winner, games per second and the time one
//! game takes (engine and bots, on one core). Run it with
//! `cargo xtask arena --ruleset revancha --players 2 --bots planner,greedy --games 1000`
//! (= `cargo run --release -p domain --example arena -- ...`).
//!
//! Seats rotate: in game `g` the level listed `i`-th sits `g + i` seats
//! after the first player (R-ORD-2), so no level always moves first.
#![expect(clippy::print_stdout, clippy::print_stderr, reason = "a command-line report")]
#![expect(clippy::disallowed_methods, reason = "the arena measures wall time")]

use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use domain::bots::{BotGameError, BotLevel, play_bots};
use domain::rules::Game;
use domain::{Color, GameSetup, RulesetId, Seed};

const USAGE: &str = "\
usage: arena --ruleset revancha|classic|junior --players N --bots LEVEL[,LEVEL...] --games G
             [--seed S] [--rounds R] [--pacts] [--threads T]

Levels are random, greedy and planner; with fewer levels than players the
list repeats. R is the round cap (default 200; a capped game has no winner).";

#[derive(Debug)]
struct Args {
    ruleset: RulesetId,
    players: usize,
    bots: Vec<BotLevel>,
    games: u32,
    seed: u64,
    rounds: u32,
    pacts: bool,
    threads: usize,
}

fn parse() -> Result<Args, String> {
    let mut args = Args {
        ruleset: RulesetId::Revancha,
        players: 2,
        bots: vec![BotLevel::Planner, BotLevel::Greedy],
        games: 100,
        seed: 1,
        rounds: 200,
        pacts: false,
        threads: std::thread::available_parallelism().map_or(1, usize::from),
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag == "--pacts" {
            args.pacts = true;
            continue;
        }
        if flag == "-h" || flag == "--help" {
            return Err(String::new());
        }
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number =
            |what: &str| value.parse::<u64>().map_err(|e| format!("{what} `{value}`: {e}"));
        match flag.as_str() {
            "--ruleset" => {
                args.ruleset = RulesetId::from_slug(&value)
                    .ok_or_else(|| format!("unknown ruleset `{value}`"))?;
            }
            "--players" => args.players = usize::try_from(number("players")?).unwrap_or(0),
            "--bots" => {
                args.bots = value
                    .split(',')
                    .map(|l| l.trim().parse::<BotLevel>().map_err(|e| e.to_string()))
                    .collect::<Result<_, _>>()?;
            }
            "--games" => args.games = u32::try_from(number("games")?).map_err(|e| e.to_string())?,
            "--seed" => args.seed = number("seed")?,
            "--rounds" => {
                args.rounds = u32::try_from(number("rounds")?).map_err(|e| e.to_string())?;
            }
            "--threads" => args.threads = usize::try_from(number("threads")?).unwrap_or(1).max(1),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if !args.ruleset.ruleset().seats(args.players) {
        let (min, max) = args.ruleset.ruleset().players;
        return Err(format!("{} seats {min} to {max} players", args.ruleset));
    }
    if args.bots.is_empty() || args.bots.len() > args.players {
        return Err("--bots lists one level per seat at most".to_owned());
    }
    Ok(args)
}

/// One game's result.
#[derive(Debug, Clone)]
struct Result1 {
    seats: Vec<BotLevel>,
    winner: Option<BotLevel>,
    error: Option<BotGameError>,
    time: Duration,
    commands: u64,
    rounds: u32,
}

fn seed_of(base: u64, game: u32, salt: u8) -> Seed {
    let mut s = [0u8; 32];
    s[..8].copy_from_slice(&base.to_le_bytes());
    s[8..12].copy_from_slice(&game.to_le_bytes());
    s[12] = salt;
    Seed(s)
}

/// The level of each colour in game `g`: rotated from the first player.
fn seat(game: &Game, levels: &[BotLevel], g: u32) -> Vec<(Color, BotLevel)> {
    let seating = game.seating();
    let first = game.first_player().and_then(|f| seating.iter().position(|&c| c == f)).unwrap_or(0);
    let n = seating.len();
    let shift = usize::try_from(g).unwrap_or(0);
    (0..n).map(|i| (seating[(first + i) % n], levels[(i + n - shift % n) % n])).collect()
}

fn play_one(args: &Args, levels: &[BotLevel], g: u32) -> Result1 {
    let mut options = args.ruleset.ruleset().default_options();
    options.max_rounds = Some(args.rounds);
    options.pacts = args.pacts;
    let setup = GameSetup { players: Color::ALL[..args.players].to_vec(), options };
    let started = Instant::now();
    let played = play_bots(
        args.ruleset,
        &setup,
        seed_of(args.seed, g, 0),
        &seed_of(args.seed, g, 1),
        |game| seat(game, levels, g),
        2_000_000,
    );
    let time = started.elapsed();
    let seats_of = |s: &[(Color, BotLevel)]| s.iter().map(|(_, l)| *l).collect::<Vec<_>>();
    match played {
        Ok(p) => Result1 {
            seats: seats_of(&p.seats),
            winner: p.winning_level(),
            error: None,
            time,
            commands: p.commands,
            rounds: p.game.round(),
        },
        Err(e) => Result1 {
            seats: levels.to_vec(),
            winner: None,
            error: Some(e),
            time,
            commands: 0,
            rounds: 0,
        },
    }
}

/// Wilson's 95% interval for `wins` out of `n`.
fn wilson(wins: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (w, n) = (f64::from(wins), f64::from(n));
    let z = 1.959_964_f64;
    let p = w / n;
    let centre = p + z * z / (2.0 * n);
    let margin = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let denominator = 1.0 + z * z / n;
    (((centre - margin) / denominator).max(0.0), ((centre + margin) / denominator).min(1.0))
}

fn main() -> ExitCode {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("error: {e}");
            }
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let levels: Vec<BotLevel> = (0..args.players).map(|i| args.bots[i % args.bots.len()]).collect();
    let names: Vec<&str> = args.bots.iter().map(|l| l.as_str()).collect();
    println!(
        "arena: {}, {} players, bots {}, {} games, seed {}, round cap {}, pacts {}, {} threads",
        args.ruleset,
        args.players,
        names.join(","),
        args.games,
        args.seed,
        args.rounds,
        if args.pacts { "on" } else { "off" },
        args.threads
    );
    let next = AtomicU32::new(0);
    let results = Mutex::new(Vec::with_capacity(usize::try_from(args.games).unwrap_or(0)));
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..args.threads {
            scope.spawn(|| {
                let mut mine = Vec::new();
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= args.games {
                        break;
                    }
                    mine.push((g, play_one(&args, &levels, g)));
                }
                results.lock().unwrap_or_else(std::sync::PoisonError::into_inner).extend(mine);
            });
        }
    });
    let wall = started.elapsed();
    let mut results = results.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    results.sort_by_key(|(g, _)| *g);
    report(&args, &results, wall)
}

fn report(args: &Args, results: &[(u32, Result1)], wall: Duration) -> ExitCode {
    let mut distinct: Vec<BotLevel> = args.bots.clone();
    distinct.sort();
    distinct.dedup();
    println!("{:<8} {:>6} {:>6} {:>9}  95% CI", "level", "games", "wins", "win rate");
    for level in &distinct {
        let sat = results.iter().filter(|(_, r)| r.seats.contains(level));
        let n = u32::try_from(sat.clone().count()).unwrap_or(u32::MAX);
        let wins = u32::try_from(sat.filter(|(_, r)| r.winner == Some(*level)).count())
            .unwrap_or(u32::MAX);
        let (lo, hi) = wilson(wins, n);
        let rate = if n == 0 { 0.0 } else { f64::from(wins) / f64::from(n) };
        println!(
            "{:<8} {n:>6} {wins:>6} {:>8.1}%  [{:.1}%, {:.1}%]",
            level.as_str(),
            100.0 * rate,
            100.0 * lo,
            100.0 * hi
        );
    }
    let errors: Vec<&(u32, Result1)> = results.iter().filter(|(_, r)| r.error.is_some()).collect();
    let unfinished =
        results.iter().filter(|(_, r)| r.error.is_none() && r.winner.is_none()).count();
    let finished = results.len() - errors.len();
    let total: Duration = results.iter().map(|(_, r)| r.time).sum();
    let max = results.iter().map(|(_, r)| r.time).max().unwrap_or_default();
    let count = u32::try_from(results.len().max(1)).unwrap_or(u32::MAX);
    let commands: u64 = results.iter().map(|(_, r)| r.commands).sum();
    let rounds: u64 = results.iter().map(|(_, r)| u64::from(r.rounds)).sum();
    let per = |x: u64| x / u64::try_from(finished.max(1)).unwrap_or(1);
    println!("no winner (round cap): {unfinished}; errors: {}", errors.len());
    println!(
        "{} games in {:.1} s: {:.1} games/s on {} threads",
        results.len(),
        wall.as_secs_f64(),
        f64::from(count) / wall.as_secs_f64().max(1e-9),
        args.threads
    );
    println!(
        "per game (engine + bots, one core): mean {:.1} ms, max {:.1} ms; {} commands and {} rounds on average",
        (total / count).as_secs_f64() * 1e3,
        max.as_secs_f64() * 1e3,
        per(commands),
        per(rounds)
    );
    for (g, r) in errors.iter().take(5) {
        eprintln!("error in game {g}: {:?}", r.error);
    }
    if errors.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}
