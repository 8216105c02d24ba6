//! The bot arena (issue 13): bot-against-bot games played in-process on
//! every core, with per-level win rates and their 95% confidence intervals
//! (Wilson), games without a winner, games per second and the time one
//! game takes (engine and bots, on one core). Run it with
//! `cargo xtask arena --ruleset revancha --players 2 --bots planner,greedy --games 1000`
//! (= `cargo run --release -p domain --example arena -- ...`).
//!
//! Seats rotate: in game `g` the level listed `i`-th sits `g + i` seats
//! after the first player (R-ORD-2), so no level always moves first.
//!
//! `--rated` measures the levels' ratings (SVC-RATING, `domain::rating`):
//! by default 2,000 Revancha games at tables of 3, one bot of each level
//! (`--players 6`: each level twice). Every level is a rated identity whose
//! rating is free: it starts at `Rating::NEW` and plays each game as
//! `Entrant::Person` at its current rating (never `Entrant::Bot`, whose
//! anchor is fixed). A game's finish order (`rules::standing::finish_order`)
//! gives the ranks; a level seated twice moves to the mean of its two seats'
//! new mu and new sigma. The games run on every core, and the ratings are
//! applied afterwards in game order, so a seed gives one result. The report
//! is each level's mu, sigma, `mu ± 3 sigma` and games, and whether the
//! three intervals are disjoint and ordered planner > greedy > random (the
//! exit status fails if not). These are the figures `rating::ANCHORS` come
//! from.
#![expect(clippy::print_stdout, clippy::print_stderr, reason = "a command-line report")]
#![expect(clippy::disallowed_methods, reason = "the arena measures wall time")]

use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use domain::bots::{BotGameError, BotLevel, play_bots};
use domain::rating::{Entrant, Rating, anchor, ranks, rate};
use domain::rules::Game;
use domain::rules::standing::finish_order;
use domain::{Color, GameSetup, RulesetId, Seed};

const USAGE: &str = "\
usage: arena --ruleset revancha|classic|junior --players N --bots LEVEL[,LEVEL...] --games G
             [--seed S] [--rounds R] [--pacts] [--threads T]
       arena --rated [--players 3|6] [--games G] [--ruleset R] [--seed S] [--rounds R]
             [--pacts] [--threads T]

Levels are random, greedy and planner; with fewer levels than players the
list repeats. R is the round cap (default 200; a capped game has no winner).
--rated seats each level once (twice with --players 6), every level's rating
free from 25 ± 8.33, and rates the finish orders in game order (default
2,000 games).";

/// Games in a `--rated` run unless `--games` says otherwise.
const RATED_GAMES: u32 = 2_000;

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
    /// Rate the levels (`--rated`) instead of counting wins only.
    rated: bool,
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
        rated: false,
    };
    // What `--rated` sets unless told: its games and players.
    let (mut games, mut players, mut bots) = (None, None, false);
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag == "--pacts" {
            args.pacts = true;
            continue;
        }
        if flag == "--rated" {
            args.rated = true;
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
            "--players" => players = Some(usize::try_from(number("players")?).unwrap_or(0)),
            "--bots" => {
                bots = true;
                args.bots = value
                    .split(',')
                    .map(|l| l.trim().parse::<BotLevel>().map_err(|e| e.to_string()))
                    .collect::<Result<_, _>>()?;
            }
            "--games" => {
                games = Some(u32::try_from(number("games")?).map_err(|e| e.to_string())?);
            }
            "--seed" => args.seed = number("seed")?,
            "--rounds" => {
                args.rounds = u32::try_from(number("rounds")?).map_err(|e| e.to_string())?;
            }
            "--threads" => args.threads = usize::try_from(number("threads")?).unwrap_or(1).max(1),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if args.rated {
        if bots {
            return Err("--rated seats one bot of each level: no --bots".to_owned());
        }
        args.bots = BotLevel::ALL.to_vec();
        args.players = players.unwrap_or(BotLevel::ALL.len());
        args.games = games.unwrap_or(RATED_GAMES);
        if !args.players.is_multiple_of(BotLevel::ALL.len()) {
            return Err("--rated seats each level as often: --players 3 or 6".to_owned());
        }
    } else {
        args.players = players.unwrap_or(args.players);
        args.games = games.unwrap_or(args.games);
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
    /// Each seat's level and its rank in the finish order, 1 the best;
    /// empty if the game stopped with an error.
    ranks: Vec<(BotLevel, usize)>,
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
            ranks: finish_order(&p.game, &p.events)
                .map(|order| {
                    ranks(&order)
                        .into_iter()
                        .filter_map(|(c, rank)| {
                            p.seats.iter().find(|(s, _)| *s == c).map(|(_, l)| (*l, rank))
                        })
                        .collect()
                })
                .unwrap_or_default(),
        },
        Err(e) => Result1 {
            seats: levels.to_vec(),
            winner: None,
            error: Some(e),
            time,
            commands: 0,
            rounds: 0,
            ranks: Vec::new(),
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
    let played = report(&args, &results, wall);
    if !args.rated {
        return played;
    }
    let ordered = report_rated(&rate_levels(&results));
    if played == ExitCode::SUCCESS && ordered { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// One level's free rating after the rated games.
#[derive(Debug, Clone, Copy)]
struct Rated {
    level: BotLevel,
    rating: Rating,
    games: u32,
}

impl Rated {
    /// `mu ± 3 sigma`.
    fn interval(&self) -> (f64, f64) {
        let Rating { mu, sigma } = self.rating;
        (mu - 3.0 * sigma, mu + 3.0 * sigma)
    }
}

/// Each level's rating, weakest level first: every level starts at
/// `Rating::NEW` and plays each game as a person at its current rating; the
/// games are applied in the order of `results` (game order). A level seated
/// more than once moves to the mean of its seats' new mu and new sigma.
fn rate_levels(results: &[(u32, Result1)]) -> Vec<Rated> {
    let mut levels: Vec<Rated> =
        BotLevel::ALL.iter().map(|&level| Rated { level, rating: Rating::NEW, games: 0 }).collect();
    for (_, result) in results {
        if result.ranks.is_empty() {
            continue;
        }
        let rating_of = |level: BotLevel| {
            levels.iter().find(|r| r.level == level).map_or(Rating::NEW, |r| r.rating)
        };
        let field: Vec<(Entrant, usize)> = result
            .ranks
            .iter()
            .map(|&(level, rank)| (Entrant::Person(rating_of(level)), rank))
            .collect();
        let after = rate(&field);
        for rated in &mut levels {
            let seats: Vec<Rating> = result
                .ranks
                .iter()
                .zip(&after)
                .filter(|((level, _), _)| *level == rated.level)
                .map(|(_, r)| *r)
                .collect();
            if seats.is_empty() {
                continue;
            }
            let n = f64::from(u32::try_from(seats.len()).unwrap_or(u32::MAX));
            rated.rating = Rating {
                mu: seats.iter().map(|r| r.mu).sum::<f64>() / n,
                sigma: seats.iter().map(|r| r.sigma).sum::<f64>() / n,
            };
            rated.games += 1;
        }
    }
    levels
}

/// Prints the ratings and whether their `mu ± 3 sigma` intervals are
/// disjoint and ordered planner > greedy > random; returns that.
fn report_rated(levels: &[Rated]) -> bool {
    println!(
        "{:<8} {:>7} {:>6} {:>16} {:>6} {:>7}",
        "level", "mu", "sigma", "mu ± 3 sigma", "games", "anchor"
    );
    for rated in levels.iter().rev() {
        let (lo, hi) = rated.interval();
        println!(
            "{:<8} {:>7.2} {:>6.3} [{lo:>6.2}, {hi:>6.2}] {:>6} {:>7.1}",
            rated.level.as_str(),
            rated.rating.mu,
            rated.rating.sigma,
            rated.games,
            anchor(rated.level).mu
        );
    }
    // `levels` is weakest first (`BotLevel::ALL`): each interval must lie
    // wholly above the one before.
    let ordered = levels.windows(2).all(|pair| pair[1].interval().0 > pair[0].interval().1);
    println!(
        "intervals disjoint and ordered planner > greedy > random: {}",
        if ordered { "yes" } else { "no" }
    );
    ordered
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
