//! Tournaments over the in-memory ports (SVC-TOURNAMENT): twelve people at
//! tables of four over three Swiss rounds, every move played by a bot for
//! its person, to the end; no pairing repeated where one could be avoided;
//! standings as a hand computation of the rule gives them.

use std::collections::BTreeMap;

use super::tests::{TestPorts, block_on, ports, user};
use super::*;
use crate::ports::{TournamentStatus, TournamentStore, TurnClock};
use crate::shared::{BotLevel, OnTimeout};
use crate::tournament::Format;

const PEOPLE: usize = 12;

fn float(n: usize) -> f64 {
    f64::from(u32::try_from(n).unwrap())
}

fn new_tournament(p: &TestPorts, rounds: u32) -> String {
    let kind: crate::game::Kind = RulesetId::Classic.into();
    // Short games: the round cap ends them.
    let asked = serde_json::json!({"max_rounds": 2});
    let options = Options::requested(kind, asked.as_object().unwrap()).unwrap();
    let new = NewTournament {
        name: "Copa de prueba".into(),
        kind,
        format: Format::Swiss,
        table_size: 4,
        rounds,
        clock: TurnClock { turn_seconds: 60, on_timeout: OnTimeout::Bot, max_timeouts: 3 },
        options,
        rated: false,
        starts_at_ms: p.clock.now_ms() + 60_000,
    };
    let t = block_on(p.open_tournament("cup".into(), &user("op"), new)).unwrap();
    for i in 0..PEOPLE {
        block_on(p.enter_tournament(&t.id, &user(&format!("p{i:02}")), false, true)).unwrap();
    }
    t.id
}

/// Plays every move of every game of the round under way, each person's
/// by a greedy bot, until each game ends.
fn play_round(p: &TestPorts, id: &str) {
    let t = block_on(p.store.tournament(id)).unwrap().unwrap();
    let tables = block_on(p.store.tournament_tables(id)).unwrap();
    for table in tables.iter().filter(|x| x.round == t.round) {
        for _ in 0..20_000 {
            let (meta, game) = block_on(p.current(&table.game_id)).unwrap();
            if meta.status != GameStatus::Playing {
                break;
            }
            let mover = meta.keys().find_map(|k| {
                let command =
                    crate::game::bot_command(&game, k, BotLevel::Greedy, &crate::Seed([7; 32]))?;
                Some((meta.user_at(k)?.clone(), command))
            });
            let (who, command) = mover.expect("someone can move in a game in play");
            block_on(p.act(&table.game_id, &who, &command, None)).unwrap();
        }
        assert_eq!(block_on(p.store.meta(&table.game_id)).unwrap().status, GameStatus::Finished);
    }
}

/// Pairs of people who shared a table, with how often.
fn met(tables: &[crate::ports::TournamentTable]) -> BTreeMap<(String, String), u32> {
    let mut met = BTreeMap::new();
    for t in tables {
        for a in &t.players {
            for b in &t.players {
                if a.0 < b.0 {
                    *met.entry((a.0.clone(), b.0.clone())).or_insert(0) += 1;
                }
            }
        }
    }
    met
}

/// Earlier pairs seated together again by `tables`.
fn repeats(
    tables: &[crate::ports::TournamentTable],
    earlier: &BTreeMap<(String, String), u32>,
) -> u32 {
    met(tables).keys().map(|pair| earlier.get(pair).copied().unwrap_or(0)).sum()
}

/// The fewest earlier pairs any seating of `people` at tables of four
/// repeats: every seating, by brute force.
fn fewest_repeats(people: &[String], earlier: &BTreeMap<(String, String), u32>) -> u32 {
    fn go(left: &[String], earlier: &BTreeMap<(String, String), u32>) -> u32 {
        let Some((first, rest)) = left.split_first() else { return 0 };
        let mut best = u32::MAX;
        for a in 0..rest.len() {
            for b in a + 1..rest.len() {
                for c in b + 1..rest.len() {
                    let table = [first, &rest[a], &rest[b], &rest[c]];
                    let cost: u32 = table
                        .iter()
                        .flat_map(|x| table.iter().map(move |y| (x, y)))
                        .filter(|(x, y)| x < y)
                        .map(|(x, y)| {
                            earlier.get(&((*x).clone(), (*y).clone())).copied().unwrap_or(0)
                        })
                        .sum();
                    let others: Vec<String> = rest
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| ![a, b, c].contains(i))
                        .map(|(_, p)| p.clone())
                        .collect();
                    best = best.min(cost + go(&others, earlier));
                }
            }
        }
        best
    }
    let mut sorted = people.to_vec();
    sorted.sort();
    go(&sorted, earlier)
}

#[test]
fn svc_tournament_twelve_people_at_tables_of_four_play_three_swiss_rounds_to_the_end() {
    let p = ports();
    let id = new_tournament(&p, 3);
    assert!(block_on(p.run_tournaments()).unwrap().is_empty(), "nothing before its start");
    p.clock.advance(60_000);
    for round in 1..=3 {
        assert_eq!(
            block_on(p.run_tournaments()).unwrap(),
            std::slice::from_ref(&id),
            "round {round} paired"
        );
        let t = block_on(p.store.tournament(&id)).unwrap().unwrap();
        assert_eq!((t.round, t.status), (round, TournamentStatus::Running));
        let tables = block_on(p.store.tournament_tables(&id)).unwrap();
        let this: Vec<_> = tables.iter().filter(|x| x.round == round).collect();
        assert_eq!(this.iter().map(|x| x.players.len()).collect::<Vec<_>>(), [4, 4, 4]);
        assert!(block_on(p.run_tournaments()).unwrap().is_empty(), "the round goes on");
        play_round(&p, &id);
    }
    assert_eq!(block_on(p.run_tournaments()).unwrap(), std::slice::from_ref(&id), "the end");
    let view = block_on(p.tournament_view(&id, &UserId("a stranger".to_owned()), false)).unwrap();
    assert_eq!(view.tournament.status, TournamentStatus::Finished);
    assert!(!view.games_shown, "a stranger sees who played whom, not where (SVC-INVITE)");
    let entrant = UserId(view.tournament.entrants[0].user.clone());
    assert!(block_on(p.tournament_view(&id, &entrant, false)).unwrap().games_shown);
    assert!(block_on(p.tournament_view(&id, &UserId("ops".to_owned()), true)).unwrap().games_shown);
    // No pairing repeated where one could be avoided: each round repeats
    // as few earlier pairs as any seating of the twelve at three tables of
    // four could (round 2 cannot avoid one a table: four people from three
    // earlier tables), by brute force over all 5,775 seatings.
    for round in 1..=3 {
        let before: Vec<_> = view.tables.iter().filter(|x| x.round < round).cloned().collect();
        let now: Vec<_> = view.tables.iter().filter(|x| x.round == round).cloned().collect();
        let earlier = met(&before);
        let people: Vec<String> =
            now.iter().flat_map(|x| x.players.iter().map(|u| u.0.clone())).collect();
        assert_eq!(repeats(&now, &earlier), fewest_repeats(&people, &earlier), "round {round}");
    }
    // Standings by hand: at a table of n, first n-1 points down to last 0,
    // ties sharing the places they cover; absent (bot-played) seats 0.
    let mut points: BTreeMap<String, f64> = BTreeMap::new();
    for table in &view.tables {
        let (meta, _) = block_on(p.current(&table.game_id)).unwrap();
        let log = block_on(p.store.events_since(&table.game_id, 0)).unwrap();
        let keys: Vec<crate::shared::SeatKey> = meta.keys().collect();
        let order =
            crate::game::finish_order(&crate::game::Game::replay(&log), &log, &keys).unwrap();
        let n = keys.len();
        let mut place = 0;
        for tied in &order {
            let covered: f64 = (place..place + tied.len()).map(|q| float(n - 1 - q)).sum();
            for k in tied {
                *points.entry(meta.user_at(*k).unwrap().0.clone()).or_default() +=
                    covered / float(tied.len());
            }
            place += tied.len();
        }
    }
    assert_eq!(view.standings.len(), PEOPLE);
    for s in &view.standings {
        assert!(
            (s.points - points[&s.player]).abs() < 1e-9,
            "{}: {} by hand, {} stood",
            s.player,
            points[&s.player],
            s.points
        );
        assert_eq!(s.games, 3);
    }
    for pair in view.standings.windows(2) {
        assert!(pair[0].points >= pair[1].points, "best first");
        assert!(pair[0].rank < pair[1].rank);
    }
    let total: f64 = points.values().sum();
    assert!((total - 3.0 * 3.0 * 6.0).abs() < 1e-9, "each table hands out 3+2+1+0 points");
    let told = p
        .store
        .feed()
        .iter()
        .filter(|n| matches!(n.kind, NoticeKind::TournamentRound { .. }))
        .count();
    assert_eq!(told, PEOPLE * 4, "each entrant told of three rounds and the end");
}

#[test]
fn svc_tournament_entries_close_at_the_start_and_an_operator_pauses_and_disqualifies_audited() {
    let p = ports();
    let id = new_tournament(&p, 2);
    p.clock.advance(60_000);
    block_on(p.run_tournaments()).unwrap();
    assert_eq!(
        block_on(p.enter_tournament(&id, &user("late"), false, true)),
        Err(AppError::TournamentBegun)
    );
    let op = user("op");
    let paused =
        block_on(p.moderate_tournament(&op, &id, TournamentAction::Pause, "a dispute")).unwrap();
    assert_eq!(paused.status, TournamentStatus::Paused);
    play_round(&p, &id);
    assert!(
        block_on(p.run_tournaments()).unwrap().is_empty(),
        "a paused tournament pairs no round"
    );
    let cheat = TournamentAction::Disqualify(user("p03"));
    let t = block_on(p.moderate_tournament(&op, &id, cheat, "colluded")).unwrap();
    assert!(t.entrants.iter().any(|e| e.user == "p03" && e.disqualified.is_some()));
    block_on(p.moderate_tournament(&op, &id, TournamentAction::Resume, "settled")).unwrap();
    block_on(p.run_tournaments()).unwrap();
    let tables = block_on(p.store.tournament_tables(&id)).unwrap();
    assert!(
        tables.iter().filter(|x| x.round == 2).all(|x| !x.players.contains(&user("p03"))),
        "no further round"
    );
    let audited: Vec<String> = p.store.audit.entries().iter().map(|e| e.action.clone()).collect();
    assert_eq!(audited, ["pause_tournament", "disqualify", "resume_tournament"]);
    assert_eq!(
        block_on(p.moderate_tournament(&op, &id, TournamentAction::Resume, " ")),
        Err(AppError::ReasonRequired)
    );
}
