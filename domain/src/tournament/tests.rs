//! Tournaments' scoring and pairing checked: table points, ties and
//! absentees, standings with Buchholz, table sizes, and Swiss rounds that
//! repeat no more pairs than they must and rest an odd field in turn.

use super::*;

/// Ids from names.
fn ids(names: &[&str]) -> Vec<String> {
    names.iter().map(|n| (*n).to_owned()).collect()
}

/// A finished table.
fn result(players: &[&str], order: &[&[&str]], absent: &[&str]) -> TableResult {
    TableResult {
        players: ids(players),
        order: order.iter().map(|tied| ids(tied)).collect(),
        absent: ids(absent),
    }
}

/// A table finished in seat order, nobody tied or absent.
fn in_seat_order(table: &[String]) -> TableResult {
    TableResult {
        players: table.to_vec(),
        order: table.iter().map(|p| vec![p.clone()]).collect(),
        absent: Vec::new(),
    }
}

/// `n` players, P01 first.
fn field(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("P{i:02}")).collect()
}

/// A seating's (repeats, standings distance), computed from scratch.
fn cost(order: &[String], tables: &[Vec<String>], history: &[Vec<Vec<String>>]) -> (u32, usize) {
    let place = |p: &String| order.iter().position(|q| q == p).unwrap();
    let mut cost = (0, 0);
    for table in tables {
        for (k, a) in table.iter().enumerate() {
            for b in &table[k + 1..] {
                let shared = history.iter().flatten().filter(|t| t.contains(a) && t.contains(b));
                cost.0 += u32::try_from(shared.count()).unwrap();
                cost.1 += place(a).abs_diff(place(b));
            }
        }
    }
    cost
}

/// Every seating of `order` at tables of `sizes`, by brute force.
fn all_seatings(order: &[String], sizes: &[usize]) -> Vec<Vec<Vec<String>>> {
    let Some((first, rest)) = order.split_first() else { return vec![Vec::new()] };
    let mut out = Vec::new();
    let mut distinct = sizes.to_vec();
    distinct.dedup();
    for size in distinct {
        let mut others = sizes.to_vec();
        others.remove(others.iter().position(|s| *s == size).unwrap());
        for mask in 0u32..1 << rest.len() {
            if usize::try_from(mask.count_ones()).unwrap() != size - 1 {
                continue;
            }
            let (mut table, mut left) = (vec![first.clone()], Vec::new());
            for (i, p) in rest.iter().enumerate() {
                if mask & 1 << i == 0 { left.push(p.clone()) } else { table.push(p.clone()) }
            }
            for mut seating in all_seatings(&left, &others) {
                seating.push(table.clone());
                out.push(seating);
            }
        }
    }
    out
}

/// The least cost of any seating, by brute force.
fn best_cost(order: &[String], sizes: &[usize], history: &[Vec<Vec<String>>]) -> (u32, usize) {
    all_seatings(order, sizes).iter().map(|s| cost(order, s, history)).min().unwrap()
}

/// The tables seat everyone of `order` once, at tables of `sizes`.
fn assert_seats(order: &[String], tables: &[Vec<String>], sizes: &[usize]) {
    assert_eq!(tables.iter().map(Vec::len).collect::<Vec<_>>(), sizes);
    let mut seated: Vec<&String> = tables.iter().flatten().collect();
    seated.sort();
    seated.dedup();
    assert_eq!(seated.len(), sizes.iter().sum::<usize>());
    assert!(seated.iter().all(|p| order.contains(p)));
}

/// The points of a table of A, B, C and D, in seat order.
fn points(order: &[&[&str]], absent: &[&str]) -> Vec<f64> {
    let table = result(&["A", "B", "C", "D"], order, absent);
    let points = table_points(&table);
    assert_eq!(points.iter().map(|(p, _)| p.as_str()).collect::<Vec<_>>(), ["A", "B", "C", "D"]);
    points.into_iter().map(|(_, points)| points).collect()
}

#[test]
fn svc_tournament_table_points_go_from_n_minus_one_down_to_zero() {
    assert_eq!(points(&[&["C"], &["A"], &["D"], &["B"]], &[]), [2.0, 0.0, 3.0, 1.0]);
}

#[test]
fn svc_tournament_tied_players_share_the_points_of_the_places_they_cover() {
    // A and B cover places 1-2: (3+2)/2 = 2.5; C third: 1; D last: 0.
    assert_eq!(points(&[&["A", "B"], &["C"], &["D"]], &[]), [2.5, 2.5, 1.0, 0.0]);
    // B, C and D cover places 2-4: (2+1+0)/3 = 1 each.
    assert_eq!(points(&[&["A"], &["B", "C", "D"]], &[]), [3.0, 1.0, 1.0, 1.0]);
}

#[test]
fn svc_tournament_an_absent_player_scores_zero_below_everyone_present() {
    // B is absent (even if listed first): C 3, A 2, and D, left out of the order, 1.
    assert_eq!(points(&[&["B"], &["C"], &["A"]], &["B"]), [2.0, 0.0, 3.0, 1.0]);
    // Two absent: the present keep the top places, 3 and 2.
    assert_eq!(points(&[&["D"], &["A"]], &["B", "C"]), [2.0, 0.0, 0.0, 3.0]);
}

#[test]
fn svc_tournament_standings_rank_by_points_buchholz_wins_then_join_order() {
    // B joined before A; E is disqualified. F rests in round 1, E in round 2.
    let entrants = ids(&["B", "A", "C", "D", "E", "F"]);
    let rounds = vec![
        vec![
            result(&["A", "B"], &[&["A", "B"]], &[]),
            result(&["C", "D", "E"], &[&["C"], &["D"], &["E"]], &[]),
        ],
        vec![
            result(&["A", "B"], &[&["A", "B"]], &[]),
            result(&["C", "D", "F"], &[&["F"], &["D"], &["C"]], &[]),
        ],
    ];
    // Points: A, B tie twice at a table of 2: 0.5 + 0.5 = 1 each.
    //   C 2 + 0 = 2; D 1 + 1 = 2; E 0; F 2.
    // Buchholz: A = B + B = 2, B = 2; C = D + E + D + F = 2 + 0 + 2 + 2 = 6;
    //   D = C + E + C + F = 6; F = C + D = 4; E = C + D = 4.
    // Wins (first, alone or shared): A 2, B 2, C 1, D 0, E 0, F 1.
    // Order: C (2, 6, 1 win), D (2, 6, 0 wins), F (2, 4), then B and A,
    // equal in everything, in join order; E last with rank 6.
    let table = standings(&entrants, &ids(&["E"]), &rounds);
    let row = |player: &str, points, buchholz, wins, games, rank| Standing {
        player: player.into(),
        points,
        buchholz,
        wins,
        games,
        rank,
    };
    assert_eq!(
        table,
        vec![
            row("C", 2.0, 6.0, 1, 2, 1),
            row("D", 2.0, 6.0, 0, 2, 2),
            row("F", 2.0, 4.0, 1, 1, 3),
            row("B", 1.0, 2.0, 2, 2, 4),
            row("A", 1.0, 2.0, 2, 2, 5),
            row("E", 0.0, 4.0, 0, 1, 6),
        ]
    );
}

#[test]
fn svc_tournament_tables_are_as_few_and_as_even_as_possible_larger_first() {
    assert_eq!(table_sizes(12, 4), [4, 4, 4]);
    assert_eq!(table_sizes(10, 4), [4, 3, 3]);
    assert_eq!(table_sizes(5, 4), [3, 2]);
    assert_eq!(table_sizes(2, 4), [2]);
    assert_eq!(table_sizes(7, 6), [4, 3]);
    assert_eq!(table_sizes(5, 2), [2, 2]);
    assert_eq!(table_sizes(1, 4), Vec::<usize>::new());
    // Three at tables of 2: the last in the standings rests.
    assert_eq!(pair_swiss(&field(3), 2, &[]), [field(2)]);
    for (n, sizes) in [(10, vec![4, 3, 3]), (5, vec![3, 2]), (2, vec![2])] {
        let order = field(n);
        assert_seats(&order, &pair_swiss(&order, 4, &[]), &sizes);
    }
}

/// A Swiss round played: its standings, its tables, the tables before it.
type Played = (Vec<String>, Vec<Vec<String>>, Vec<Vec<Vec<String>>>);

/// Plays `rounds` Swiss rounds of `n` players, every table finishing in
/// seat order.
fn drive(n: usize, table_size: usize, rounds: usize) -> Vec<Played> {
    let entrants = field(n);
    let (mut results, mut history, mut played) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..rounds {
        let order: Vec<String> =
            standings(&entrants, &[], &results).into_iter().map(|s| s.player).collect();
        let tables = pair_swiss(&order, table_size, &history);
        assert_seats(&order, &tables, &table_sizes(n, table_size));
        results.push(tables.iter().map(|t| in_seat_order(t)).collect());
        played.push((order, tables.clone(), history.clone()));
        history.push(tables);
    }
    played
}

#[test]
fn svc_tournament_swiss_rounds_of_twelve_at_four_repeat_no_more_than_they_must() {
    let played = drive(12, 4, 3);
    let repeats: Vec<u32> =
        played.iter().map(|(order, tables, history)| cost(order, tables, history).0).collect();
    // In round 2 a table of 4 drawn from the 3 tables of round 1 holds two
    // players who met (pigeonhole): at least 1 repeat a table, 3 in all.
    // Round 3 cannot do better than 6 either (brute force below).
    assert_eq!(repeats, [0, 3, 6]);
    for (order, tables, history) in &played {
        // No seating does better, on repeats nor on keeping standings together.
        assert_eq!(cost(order, tables, history), best_cost(order, &[4, 4, 4], history));
    }
}

#[test]
fn svc_tournament_swiss_rounds_of_twelve_at_three_never_repeat_a_pair() {
    for (order, tables, history) in drive(12, 3, 3) {
        assert_eq!(cost(&order, &tables, &history).0, 0);
        assert_eq!(cost(&order, &tables, &history), best_cost(&order, &[3, 3, 3, 3], &history));
    }
}

#[test]
fn svc_tournament_swiss_rounds_of_sixteen_at_four_find_the_repeat_free_seating() {
    // Three repeat-free rounds exist (rows, columns, then a Latin square's
    // symbols of the 4x4 grid they make), so the exhaustive search finds them.
    for (order, tables, history) in drive(16, 4, 3) {
        assert_eq!(cost(&order, &tables, &history).0, 0);
    }
}

#[test]
fn svc_tournament_swiss_repeats_as_few_pairs_as_it_must() {
    let order = field(4);
    let duel = |a: usize, b: usize| vec![order[a].clone(), order[b].clone()];
    let history = vec![
        vec![duel(0, 1), duel(2, 3)],
        vec![duel(0, 2), duel(1, 3)],
        vec![duel(0, 3), duel(1, 2)],
    ];
    let tables = pair_swiss(&order, 2, &history);
    assert_seats(&order, &tables, &[2, 2]);
    assert_eq!(cost(&order, &tables, &history), best_cost(&order, &[2, 2], &history));
    assert_eq!(tables, vec![duel(0, 1), duel(2, 3)]);
}

#[test]
fn svc_tournament_swiss_rests_each_player_of_an_odd_field_in_turn() {
    let order = field(5);
    let mut history: Vec<Vec<Vec<String>>> = Vec::new();
    for _ in 0..5 {
        let tables = pair_swiss(&order, 2, &history);
        assert_eq!(tables.iter().map(Vec::len).collect::<Vec<_>>(), [2, 2]);
        history.push(tables);
    }
    for p in &order {
        assert_eq!(
            history.iter().filter(|round| !round.iter().flatten().any(|q| q == p)).count(),
            1
        );
    }
}

#[test]
fn svc_tournament_swiss_on_a_big_field_stays_within_budget_and_valid() {
    let order = field(30);
    let mut history = Vec::new();
    for _ in 0..4 {
        let tables = pair_swiss(&order, 4, &history);
        assert_seats(&order, &tables, &table_sizes(30, 4));
        let greedy: Vec<Vec<String>> = order.chunks(4).map(<[String]>::to_vec).collect();
        assert!(cost(&order, &tables, &history).0 <= cost(&order, &greedy, &history).0);
        history.push(tables);
    }
}

#[test]
fn svc_tournament_same_inputs_give_the_same_pairings_and_standings() {
    let order = field(12);
    let history = vec![order.chunks(4).map(<[String]>::to_vec).collect::<Vec<_>>()];
    assert_eq!(pair_swiss(&order, 4, &history), pair_swiss(&order, 4, &history));
    let rounds = vec![history[0].iter().map(|t| in_seat_order(t)).collect::<Vec<_>>()];
    assert_eq!(standings(&order, &[], &rounds), standings(&order, &[], &rounds));
}

#[test]
fn svc_tournament_round_robin_of_duels_meets_every_pair_once_in_five_rounds_for_six_or_five() {
    for n in [6, 5] {
        let entrants = field(n);
        let rounds = round_robin_rounds(n, 2).unwrap();
        // 6 players: n-1 = 5 rounds; 5 players: n = 5, one resting each round.
        assert_eq!(rounds, 5);
        let mut met = BTreeMap::new();
        for round in 0..rounds {
            let tables = pair_round_robin(&entrants, 2, round).unwrap();
            assert_eq!(tables.len(), n / 2);
            assert_seats(&entrants, &tables, &vec![2; n / 2]);
            for mut pair in tables {
                pair.sort();
                *met.entry(pair).or_insert(0) += 1;
            }
        }
        assert_eq!(met.len(), n * (n - 1) / 2);
        assert!(met.values().all(|m| *m == 1));
        assert_eq!(pair_round_robin(&entrants, 2, rounds), pair_round_robin(&entrants, 2, 0));
    }
}

#[test]
fn svc_tournament_round_robin_of_a_field_that_fits_is_one_table_each_round() {
    let entrants = field(4);
    assert_eq!(round_robin_rounds(4, 4), Some(1));
    for round in 0..3 {
        assert_eq!(pair_round_robin(&entrants, 4, round), Some(vec![entrants.clone()]));
    }
}

#[test]
fn svc_tournament_round_robin_cannot_run_at_tables_of_three_or_more_that_do_not_fit() {
    assert_eq!(round_robin_rounds(5, 3), None);
    assert_eq!(pair_round_robin(&field(5), 3, 0), None);
    assert_eq!(round_robin_rounds(1, 4), None);
}
