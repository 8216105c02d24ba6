//! temp
use domain::sim::play_random_game;
use domain::{Color, GameSetup, Options, Seed};

#[test]
fn smoke() {
    for n in 2..=6 {
        for s in 0..20u8 {
            let setup = GameSetup {
                players: Color::ALL[..n].to_vec(),
                options: Options { max_rounds: Some(300), ..Options::default() },
            };
            let t = std::time::Instant::now();
            let p = play_random_game(&setup, Seed([s; 32]))
                .unwrap_or_else(|e| panic!("n={n} s={s}: {e:?}"));
            println!(
                "n={n} s={s} events={} commands={} round={} outcome={:?} {:?}",
                p.events.len(),
                p.commands,
                p.game.round(),
                p.game.outcome(),
                t.elapsed()
            );
        }
    }
}
