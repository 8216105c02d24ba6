//! Engine benchmark (not a timed test): prints throughput figures on one
//! core. Run with `cargo xtask bench` (= `cargo bench -p domain --bench engine`).
//!
//! - attacks: `decide(Attack)` + `apply` + `winner_now()` on a 3-vs-3-dice
//!   border, per second;
//! - games: complete random-legal 6-player games (seeded `RandomPlayer`,
//!   120-round cap), per second;
//! - replay: events folded per second when rebuilding those games;
//! - editions: complete random-legal games of classic TEG (6 players) and
//!   TEG Junior (4 players), per second;
//! - teg2: complete TEG II games with random bots at each level (4 players
//!   on the Americas, 8 players on both boards), commit–reveal included,
//!   per second.
#![expect(clippy::print_stdout, reason = "a benchmark reports on stdout")]
#![expect(clippy::disallowed_methods, reason = "a benchmark measures wall time")]

use std::hint::black_box;
use std::time::{Duration, Instant};

use domain::board::Board;
use domain::rules::{Command, Event, Game, Phase, Position, Secret, Situation};
use domain::sim::{play_edition_with, play_random_game};
use domain::{Color, GameSetup, Options, RulesetId, Seed, SeededRandomness};

fn position_for_attacks() -> Position {
    let players = [Color::White, Color::Black];
    let events = domain::start(
        &GameSetup { players: players.to_vec(), options: Options::default() },
        Seed([9; 32]),
    )
    .expect("setup");
    let mut p = Game::replay(&events).position();
    let board = Board::revancha();
    for (i, c) in p.countries.iter_mut().enumerate() {
        c.owner = players[i % 2];
        c.armies = 1;
        c.missiles = 0;
    }
    let nz = board.country_by_slug("nueva_zelanda").expect("nz").index();
    let tas = board.country_by_slug("tasmania").expect("tasmania").index();
    p.countries[nz].owner = Color::White;
    p.countries[nz].armies = 2_000_000_000;
    p.countries[tas].owner = Color::Black;
    p.countries[tas].armies = 1_500_000_000;
    // Two players need two objectives each (R-SMALL-2); these are far from met,
    // as in a real game, so the victory check does its usual work.
    for pl in &mut p.players {
        let card = |card| domain::rules::Objective { card, target: None };
        pl.objectives = Secret::Known(vec![card(2), card(4)]);
    }
    p.pile = Secret::Known(board.country_ids().collect());
    p.phase = Phase::Attack { player: Color::White };
    p.round = 2;
    p.round_order = players.to_vec();
    p.situation = Some(Situation::ClassicCombat);
    p
}

fn bench_attacks(duration: Duration) -> f64 {
    let board = Board::revancha();
    let from = board.country_by_slug("nueva_zelanda").expect("nz");
    let to = board.country_by_slug("tasmania").expect("tasmania");
    let mut game = Game::replay(&Game::from_position(&position_for_attacks()).expect("valid"));
    assert_eq!(game.winner_now(), None, "the benchmark position is not won");
    let seed = Seed([1; 32]);
    let mut dice = SeededRandomness::for_version(&seed, 0);
    let command = Command::Attack { from, to };
    let start = Instant::now();
    let mut n = 0u64;
    while start.elapsed() < duration {
        for _ in 0..10_000 {
            let events = game.decide(Color::White, &command, &mut dice).expect("legal attack");
            for e in &events {
                game.apply(e);
            }
            black_box(game.winner_now());
        }
        n += 10_000;
    }
    n as f64 / start.elapsed().as_secs_f64()
}

fn bench_games(duration: Duration) -> (f64, f64, f64, Vec<Vec<Event>>) {
    let setup = GameSetup {
        players: Color::ALL.to_vec(),
        options: Options { max_rounds: Some(120), ..Options::default() },
    };
    let start = Instant::now();
    let mut logs = Vec::new();
    let (mut games, mut commands, mut won) = (0u64, 0u64, 0u64);
    while start.elapsed() < duration {
        let mut s = [0u8; 32];
        s[..8].copy_from_slice(&games.to_le_bytes());
        let played = play_random_game(&setup, Seed(s)).expect("a random game plays to the end");
        commands += played.commands;
        won += u64::from(matches!(played.game.outcome(), Some(domain::rules::Outcome::Won { .. })));
        if logs.len() < 50 {
            logs.push(played.events);
        }
        games += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    (games as f64 / secs, commands as f64 / games as f64, won as f64 / games as f64, logs)
}

/// Complete random-legal games of `ruleset` with `players` players, per
/// second, and the share won before the 120-round cap.
fn bench_edition(ruleset: RulesetId, players: usize, duration: Duration) -> (f64, f64, f64) {
    let mut options = ruleset.ruleset().default_options();
    options.max_rounds = Some(120);
    let setup = GameSetup { players: Color::ALL[..players].to_vec(), options };
    let start = Instant::now();
    let (mut games, mut commands, mut won) = (0u64, 0u64, 0u64);
    while start.elapsed() < duration {
        let mut s = [0u8; 32];
        s[..8].copy_from_slice(&games.to_le_bytes());
        let played = play_edition_with(ruleset, &setup, Seed(s), |_, _| {})
            .expect("a random game plays to the end");
        commands += played.commands;
        won += u64::from(matches!(played.game.outcome(), Some(domain::rules::Outcome::Won { .. })));
        games += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    (games as f64 / secs, commands as f64 / games as f64, won as f64 / games as f64)
}

fn bench_replay(logs: &[Vec<Event>], duration: Duration) -> f64 {
    let start = Instant::now();
    let mut events = 0u64;
    while start.elapsed() < duration {
        for log in logs {
            black_box(Game::replay(log));
            events += log.len() as u64;
        }
    }
    events as f64 / start.elapsed().as_secs_f64()
}

fn bench_teg2(players: u8, level: domain::teg2::PlayLevel, duration: Duration) -> (f64, f64) {
    use domain::teg2::bot::{Teg2Bot, play};
    use domain::teg2::{MapId, Teg2Options, Teg2Setup};
    let start = Instant::now();
    let (mut games, mut events) = (0u64, 0u64);
    while start.elapsed() < duration {
        let setup = Teg2Setup {
            game: format!("bench-{games}"),
            players,
            powers: Vec::new(),
            options: Teg2Options { level, board: MapId::Americas, ..Teg2Options::default() },
        };
        let mut rng = SeededRandomness::for_version(&Seed([7; 32]), games);
        let (game, log) = play(&setup, &[Teg2Bot::Random; 12], &mut rng);
        black_box(game.scores);
        events += log.len() as u64;
        games += 1;
    }
    (games as f64 / start.elapsed().as_secs_f64(), events as f64 / games.max(1) as f64)
}

fn main() {
    // `cargo bench` passes `--bench`; `--quick` for smoke runs; a name
    // (`attacks`, `games`, `replay`) runs only that part.
    let args: Vec<String> = std::env::args().collect();
    let quick = args.iter().any(|a| a == "--quick");
    let only = |name: &str| {
        let named: Vec<&String> = args.iter().skip(1).filter(|a| !a.starts_with("--")).collect();
        named.is_empty() || named.iter().any(|a| *a == name)
    };
    let d = Duration::from_millis(if quick { 300 } else { 3_000 });
    if only("attacks") {
        let attacks = bench_attacks(d);
        println!("attacks resolved+applied+victory-checked: {:.2} M/s", attacks / 1e6);
    }
    if only("games") || only("replay") {
        let (games, commands, won, logs) = bench_games(d);
        if only("games") {
            println!(
                "random-legal complete 6-player games: {games:.0} games/s ({commands:.0} commands/game, {:.0}% won, rest at the round cap)",
                won * 100.0
            );
        }
        if only("replay") {
            let replay = bench_replay(&logs, d);
            println!("events folded in replay: {:.2} M/s", replay / 1e6);
        }
    }
    if only("teg2") {
        for players in [4u8, 8] {
            for level in domain::teg2::PlayLevel::ALL {
                let (games, events) = bench_teg2(players, level, d);
                println!(
                    "TEG II {level:?} games with {players} random bots: {games:.0} games/s ({events:.0} events/game)"
                );
            }
        }
    }
    if only("editions") {
        for (ruleset, players) in [(RulesetId::Classic, 6), (RulesetId::Junior, 4)] {
            let (games, commands, won) = bench_edition(ruleset, players, d);
            println!(
                "random-legal complete {players}-player {ruleset} games: {games:.0} games/s ({commands:.0} commands/game, {:.0}% won)",
                won * 100.0
            );
        }
    }
}
