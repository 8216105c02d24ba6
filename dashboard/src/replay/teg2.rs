//! Replaying a TEG II log: its moments read off the journal of the game
//! the log folds to (turns, rounds and battles; TEG II has no conquest or
//! elimination to jump to).

use domain::game::Event;
use domain::teg2::Logged;

use super::Mark;

/// The moments each event of a TEG II log is (`None` for another game's
/// log): the fold works out rounds and battles, so the game is replayed and
/// each move's new journal entries read.
pub(super) fn marks(events: &[Event]) -> Option<Vec<Vec<Mark>>> {
    use domain::teg2::{Command, Event as T2, Record};
    let start = events.iter().find_map(|e| match e {
        Event::Teg2(Logged::Teg2Started(start)) => Some(start),
        _ => None,
    })?;
    let mut game = domain::teg2::Game::new(&start.setup).ok()?;
    let mut out = vec![Vec::new(); events.len()];
    for (i, e) in events.iter().enumerate() {
        let Event::Teg2(Logged::Teg2 { event, .. }) = e else { continue };
        if matches!(&**event, T2::Acted { command: Command::Incorporate { .. }, .. }) {
            out[i].push(Mark::Turn);
        }
        let before = game.journal.len();
        game.apply(event);
        for record in &game.journal[before..] {
            match record {
                Record::RoundStarted { .. } => out[i].push(Mark::Round),
                Record::CombatFought { .. }
                | Record::RocketExploded { .. }
                | Record::RocketIntercepted { .. } => out[i].push(Mark::Battle),
                _ => {}
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use domain::Color;
    use domain::game::Event;
    use domain::teg2::Logged;

    use crate::replay::{Mark, jumps};

    #[test]
    fn a_teg2_replay_jumps_between_turns_rounds_and_battles_t2_rnd_1_t2_clk_6() {
        use domain::teg2::{Teg2Setup, bot};
        let setup = Teg2Setup {
            game: "jumps".to_owned(),
            players: 3,
            powers: Vec::new(),
            options: domain::teg2::Teg2Options::default(),
        };
        let mut rng = domain::rng::SeededRandomness::for_version(&domain::Seed([7; 32]), 0);
        let (game, moves) = bot::play(&setup, &[bot::Teg2Bot::Random; 3], &mut rng);
        let seating = [Color::Red, Color::Blue, Color::Green];
        let start = Logged::start(&seating, &setup, domain::Seed([1; 32])).expect("start");
        let mut events = vec![Event::Teg2(start)];
        events.extend(moves[1..].iter().map(|e| Event::teg2(None, e.clone())));
        let count = |mark: Mark| {
            let mut v = 0;
            let mut n = 0;
            while let Some(next) =
                jumps(&events, v).into_iter().find(|j| j.mark == mark).and_then(|j| j.next)
            {
                v = next;
                n += 1;
            }
            n
        };
        // T2-RND-1: three powers play six rounds, each seat incorporating once a round.
        assert_eq!(count(Mark::Round), 6);
        let incorporations = moves
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    domain::teg2::Event::Acted {
                        command: domain::teg2::Command::Incorporate { .. },
                        ..
                    }
                )
            })
            .count();
        assert!(incorporations >= 15, "{incorporations}");
        assert_eq!(count(Mark::Turn), incorporations);
        let fought = game
            .journal
            .iter()
            .filter(|r| {
                matches!(
                    r,
                    domain::teg2::Record::CombatFought { .. }
                        | domain::teg2::Record::RocketExploded { .. }
                        | domain::teg2::Record::RocketIntercepted { .. }
                )
            })
            .count();
        assert!(fought > 0, "random play fights");
        assert!(count(Mark::Battle) <= fought && count(Mark::Battle) > 0);
        let kinds: Vec<Mark> = jumps(&events, 0).into_iter().map(|j| j.mark).collect();
        assert_eq!(kinds, [Mark::Turn, Mark::Round, Mark::Battle], "no conquest in TEG II");
    }
}
