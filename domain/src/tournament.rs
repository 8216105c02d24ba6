//! Tournaments (SVC-TOURNAMENT): the scoring, standings and pairings of a
//! tournament of free-for-all games, tables of 2 to 6 players, everyone for
//! themselves. Players are named by their ids. The rules:
//!
//! - **Table points.** A table of n seats gives n-1 points to first place,
//!   n-2 to second, and so on down to 0 for last. Players tied at a place
//!   share equally the points of the places they cover: two tied for first
//!   at a table of 4 get (3+2)/2 = 2.5 each. An absent player (a forfeit)
//!   scores 0 and counts below everyone present, so the present players take
//!   the top places' points among themselves (at a table of 4 with one absent
//!   the present score 3, 2 and 1). Present players the finish order leaves
//!   out share the place after the listed ones.
//! - **Standings.** Players are ranked by points (the sum of their table
//!   points), then Buchholz (the sum of the final points of every opponent
//!   met, counting an opponent once per table shared; everyone seated at a
//!   table, absent or not, is an opponent of the others), then table wins (a
//!   first place, alone or shared), then the order they joined (earlier
//!   first). A disqualified player is not ranked: they are listed after the
//!   ranked players, in join order, all with the rank "number of entrants";
//!   the points they scored still count in their opponents' Buchholz.
//! - **Table sizes.** A round has as few tables as the seat limit allows
//!   (the field divided by the seats per table, rounded up), their sizes
//!   differ by at most one, larger tables first: 12 players at tables of 4
//!   play 4, 4, 4; 10 play 4, 3, 3; 5 play 3, 2. With tables of 2 and an odd
//!   field, one player rests each round (no table, no points).
//! - **Swiss pairing.** Each round is paired from the standings (best
//!   first). The seating wanted has the fewest repeats (a pair of players
//!   who already shared a table counts once per earlier table shared), then
//!   keeps players of close standing together (the smallest sum, over pairs
//!   seated together, of the distance between their places in the
//!   standings); a fixed search order settles what is still equal, so the
//!   same standings and history always give the same tables. The search
//!   looks first among repeat-free seatings: for a field of up to 16 players
//!   it does not stop before it has found one or shown there is none. When
//!   there is none it looks among all seatings. Otherwise each stage stops
//!   after a fixed amount of work (200,000 steps) and keeps the best seating
//!   found, never worse than the standings seated in order (the best players
//!   at the first table, and so on). With an odd field at tables of 2, the
//!   player who rested least (the fewest earlier rounds at no table) rests,
//!   the lowest in the standings among equals.
//! - **Round robin.** When the field fits one table, every round is one table
//!   of everyone. Otherwise only tables of 2 can run a round robin: every
//!   pair meets once in n-1 rounds (n even) or n rounds (n odd, one player
//!   resting each round, each in turn), by the circle method; further rounds
//!   repeat the cycle. Other table sizes cannot run a round robin.
//!
//! The order of players within a table is a listing only: a game draws its
//! seating when it starts.

use std::cmp::Reverse;
use std::collections::{BTreeMap, BTreeSet};

/// How a tournament pairs its rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Format {
    /// Each round paired from the standings ([`pair_swiss`]).
    Swiss,
    /// Everyone meets everyone ([`pair_round_robin`]).
    RoundRobin,
}

/// One finished table of a round.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TableResult {
    /// Everyone seated, in seat order.
    pub players: Vec<String>,
    /// The finish order as places, best first, each the players tied there.
    pub order: Vec<Vec<String>>,
    /// The players who did not show up (forfeits: out, 0 points).
    pub absent: Vec<String>,
}

/// One player's line in the standings.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Standing {
    /// The player's id.
    pub player: String,
    /// The sum of their table points.
    pub points: f64,
    /// The sum of their opponents' points, once per table shared.
    pub buchholz: f64,
    /// Tables they finished first at, alone or shared.
    pub wins: u32,
    /// Tables they played (seated and present).
    pub games: u32,
    /// 1 for the leader; disqualified players all have the number of entrants.
    pub rank: usize,
}

/// A count as a float (counts here are far below 2^32).
fn float(n: usize) -> f64 {
    f64::from(u32::try_from(n).unwrap_or(u32::MAX))
}

/// The places of a table among its present players, best first: the seen
/// places, then whoever present the order leaves out, tied.
fn places(result: &TableResult) -> Vec<Vec<&str>> {
    let mut seen = BTreeSet::new();
    let present = |p: &String| result.players.contains(p) && !result.absent.contains(p);
    let mut places: Vec<Vec<&str>> = Vec::new();
    let unlisted = std::iter::once(&result.players);
    for tied in result.order.iter().chain(unlisted) {
        let place: Vec<&str> = tied
            .iter()
            .filter(|p| present(p) && seen.insert(p.as_str()))
            .map(String::as_str)
            .collect();
        if !place.is_empty() {
            places.push(place);
        }
    }
    places
}

/// The points each seated player scores at a table, in seat order (see the
/// rules above: n-1 for first down to 0, ties share, absent players 0).
#[must_use]
pub fn table_points(result: &TableResult) -> Vec<(String, f64)> {
    let seats = result.players.len();
    let mut points = BTreeMap::new();
    let mut taken = 0;
    for place in places(result) {
        let covered: usize = (taken..taken + place.len()).map(|k| seats - 1 - k).sum();
        for player in &place {
            points.insert(*player, float(covered) / float(place.len()));
        }
        taken += place.len();
    }
    result
        .players
        .iter()
        .map(|p| (p.clone(), points.get(p.as_str()).copied().unwrap_or(0.0)))
        .collect()
}

/// A player's results gathered over the rounds.
#[derive(Default)]
struct Tally<'a> {
    /// Table points so far.
    points: f64,
    /// First places, alone or shared.
    wins: u32,
    /// Tables played present.
    games: u32,
    /// Everyone they shared a table with, once per table.
    opponents: Vec<&'a str>,
}

/// The standings after `rounds` (each a list of finished tables): `entrants`
/// in join order, ranked by points, Buchholz, wins, then join order; the
/// `disqualified` follow, unranked. Tables' players who are not entrants
/// count only as opponents.
#[must_use]
pub fn standings(
    entrants: &[String],
    disqualified: &[String],
    rounds: &[Vec<TableResult>],
) -> Vec<Standing> {
    let mut tally: BTreeMap<&str, Tally<'_>> = BTreeMap::new();
    for table in rounds.iter().flatten() {
        for (player, (_, points)) in table.players.iter().zip(table_points(table)) {
            tally.entry(player).or_default().points += points;
        }
        let places = places(table);
        for player in places.iter().flatten() {
            tally.entry(player).or_default().games += 1;
        }
        for winner in places.first().into_iter().flatten() {
            tally.entry(winner).or_default().wins += 1;
        }
        for (seat, player) in table.players.iter().enumerate() {
            let others = table.players.iter().enumerate().filter(|(s, _)| *s != seat);
            tally.entry(player).or_default().opponents.extend(others.map(|(_, p)| p.as_str()));
        }
    }
    let points = |p: &str| tally.get(p).map_or(0.0, |t| t.points);
    let mut seen = BTreeSet::new();
    let (mut ranked, out): (Vec<Standing>, Vec<Standing>) = entrants
        .iter()
        .filter(|p| seen.insert(p.as_str()))
        .map(|p| {
            let t = tally.get(p.as_str());
            Standing {
                player: p.clone(),
                points: points(p),
                buchholz: t.map_or(0.0, |t| t.opponents.iter().map(|o| points(o)).sum()),
                wins: t.map_or(0, |t| t.wins),
                games: t.map_or(0, |t| t.games),
                rank: entrants.len(),
            }
        })
        .partition(|s| !disqualified.contains(&s.player));
    // A stable sort: players equal on everything stay in join order.
    ranked.sort_by(|a, b| {
        b.points
            .total_cmp(&a.points)
            .then(b.buchholz.total_cmp(&a.buchholz))
            .then(b.wins.cmp(&a.wins))
    });
    for (i, s) in ranked.iter_mut().enumerate() {
        s.rank = i + 1;
    }
    ranked.extend(out);
    ranked
}

/// The sizes of a round's tables for `n` players at tables of at most
/// `table_size` seats (at least 2), larger first. With tables of 2 and an odd
/// field they seat `n - 1`: one player rests.
#[must_use]
pub fn table_sizes(n: usize, table_size: usize) -> Vec<usize> {
    let table_size = table_size.max(2);
    let n = if table_size == 2 { n - n % 2 } else { n };
    if n < 2 {
        return Vec::new();
    }
    let tables = n.div_ceil(table_size);
    (0..tables).map(|i| n / tables + usize::from(i < n % tables)).collect()
}

/// Steps each stage of the Swiss search may take, but for the hunt for a
/// repeat-free seating of a field of up to 16 players.
const NODE_BUDGET: u64 = 200_000;

/// A seating's cost: repeats, then the standings distance within tables.
type Cost = (u32, usize);

/// The least standings distance a table of `size` can have: `size`
/// consecutive players, sum of d*(size-d) for d in 1..size.
fn tight(size: usize) -> usize {
    (size * size * size - size) / 6
}

/// A depth-first search over seatings, players named by standings index.
struct Search {
    /// How many earlier tables each pair of players shared.
    met: Vec<Vec<u32>>,
    /// The larger table size (the other is one less).
    big: usize,
    /// How many tables of the larger size and of the smaller remain to open.
    left: [usize; 2],
    /// Who sits at a table of the seating being built.
    seated: Vec<bool>,
    /// The seating being built: each table's size and players, the last maybe not full.
    tables: Vec<(usize, Vec<usize>)>,
    /// The cost of the seating being built.
    cost: Cost,
    /// The best whole seating found, and its cost.
    best: (Cost, Vec<(usize, Vec<usize>)>),
    /// Steps taken.
    nodes: u64,
    /// How many steps are allowed.
    budget: u64,
    /// The most repeats a seating may have to be considered.
    max_repeats: u32,
    /// Whether to go past the budget while the best seating has repeats.
    exhaustive: bool,
}

impl Search {
    /// The cost still to come can be no less than this.
    fn bound(&self) -> Cost {
        let unopened = self.left[0] * tight(self.big) + self.left[1] * tight(self.big - 1);
        let open = self.tables.last().map_or(0, |(size, members)| {
            let so_far: usize = members
                .iter()
                .enumerate()
                .map(|(k, a)| members[k + 1..].iter().map(|b| b - a).sum::<usize>())
                .sum();
            tight(*size).saturating_sub(so_far)
        });
        (self.cost.0, self.cost.1 + unopened + open)
    }

    /// With no table open, the repeats still to come are at least: for each
    /// player to seat, the fewest repeats they can have with the smallest
    /// table's worth of the others, halved as each pair counts twice.
    fn repeats_ahead(&self) -> u32 {
        let smallest = if self.left[1] > 0 { self.big - 1 } else { self.big };
        let waiting: Vec<usize> = (0..self.seated.len()).filter(|p| !self.seated[*p]).collect();
        let total: u32 = waiting
            .iter()
            .map(|u| {
                let mut met: Vec<u32> =
                    waiting.iter().filter(|c| *c != u).map(|c| self.met[*u][*c]).collect();
                met.sort_unstable();
                met.iter().take(smallest - 1).sum::<u32>()
            })
            .sum();
        total.div_ceil(2)
    }

    /// Whether a seating costing at least `bound` may still be wanted.
    fn may_beat(&self, bound: Cost) -> bool {
        bound.0 <= self.max_repeats && bound < self.best.0
    }

    /// Extends the seating being built in every way that may beat the best.
    fn run(&mut self) {
        self.nodes += 1;
        let hunting = self.exhaustive && self.best.0.0 > 0;
        if (self.nodes > self.budget && !hunting) || !self.may_beat(self.bound()) {
            return;
        }
        let n = self.seated.len();
        match self.tables.last() {
            Some((size, members)) if members.len() < *size => {
                let last = members.last().copied().unwrap_or(0);
                let mut candidates: Vec<(usize, Cost)> = (last + 1..n)
                    .filter(|c| !self.seated[*c])
                    .map(|c| {
                        let repeats = members.iter().map(|m| self.met[c][*m]).sum();
                        (c, (repeats, members.iter().map(|m| c - m).sum()))
                    })
                    .filter(|(_, step)| self.cost.0 + step.0 <= self.max_repeats)
                    .collect();
                // The seats left bring at least their fewest repeats with those seated.
                let mut repeats: Vec<u32> = candidates.iter().map(|(_, step)| step.0).collect();
                repeats.sort_unstable();
                let (need, bound) = (size - members.len(), self.bound());
                let ahead = repeats.iter().take(need).sum::<u32>();
                if repeats.len() < need || !self.may_beat((bound.0 + ahead, bound.1)) {
                    return;
                }
                // Newcomers to each other first: good seatings are found early.
                candidates.sort_by_key(|(c, step)| (step.0 > 0, *c));
                for (c, step) in candidates {
                    self.seat(c, step);
                    self.run();
                    self.unseat(c, step);
                }
            }
            _ => match self.seated.iter().position(|s| !s) {
                None => self.best = (self.cost, self.tables.clone()),
                Some(first) => {
                    let ahead = self.repeats_ahead();
                    let bound = self.bound();
                    if !self.may_beat((bound.0 + ahead, bound.1)) {
                        return;
                    }
                    for kind in 0..2 {
                        if self.left[kind] > 0 {
                            self.left[kind] -= 1;
                            self.tables.push((self.big - kind, Vec::new()));
                            self.seat(first, (0, 0));
                            self.run();
                            self.unseat(first, (0, 0));
                            self.tables.pop();
                            self.left[kind] += 1;
                        }
                    }
                }
            },
        }
    }

    /// Seats `player` at the last table, adding `step` to the cost.
    fn seat(&mut self, player: usize, step: Cost) {
        self.seated[player] = true;
        self.cost = (self.cost.0 + step.0, self.cost.1 + step.1);
        if let Some((_, members)) = self.tables.last_mut() {
            members.push(player);
        }
    }

    /// Undoes [`Search::seat`].
    fn unseat(&mut self, player: usize, step: Cost) {
        self.seated[player] = false;
        self.cost = (self.cost.0 - step.0, self.cost.1 - step.1);
        if let Some((_, members)) = self.tables.last_mut() {
            members.pop();
        }
    }
}

/// A Swiss round: the players of `order` (the standings, best first,
/// distinct ids) seated at [`table_sizes`] tables, given the tables of the
/// earlier rounds in `history`. Tables come larger first, each listing its
/// players in standings order (see the rules above).
#[must_use]
pub fn pair_swiss(
    order: &[String],
    table_size: usize,
    history: &[Vec<Vec<String>>],
) -> Vec<Vec<String>> {
    let sizes = table_sizes(order.len(), table_size);
    let mut field: Vec<&String> = order.iter().collect();
    if sizes.iter().sum::<usize>() < order.len() {
        let rests = |p: &String| {
            history.iter().filter(|round| !round.iter().flatten().any(|q| q == p)).count()
        };
        if let Some(rester) = (0..order.len()).rev().min_by_key(|i| rests(&order[*i])) {
            field.remove(rester);
        }
    }
    let n = field.len();
    if sizes.is_empty() {
        return Vec::new();
    }
    let index: BTreeMap<&str, usize> =
        field.iter().enumerate().map(|(i, p)| (p.as_str(), i)).collect();
    let mut met = vec![vec![0; n]; n];
    for table in history.iter().flatten() {
        let seats: Vec<usize> =
            table.iter().filter_map(|p| index.get(p.as_str()).copied()).collect();
        for (k, a) in seats.iter().enumerate() {
            for b in seats[k + 1..].iter().filter(|b| *b != a) {
                met[*a][*b] += 1;
                met[*b][*a] += 1;
            }
        }
    }
    // The standings seated in order: where the search starts from.
    let mut greedy = Vec::new();
    let mut start = 0;
    for size in &sizes {
        greedy.push((*size, (start..start + size).collect::<Vec<_>>()));
        start += size;
    }
    let mut cost = (0, 0);
    for (_, members) in &greedy {
        for (k, a) in members.iter().enumerate() {
            for b in &members[k + 1..] {
                cost = (cost.0 + met[*a][*b], cost.1 + (b - a));
            }
        }
    }
    let big = sizes[0];
    let larger = sizes.iter().filter(|s| **s == big).count();
    let mut search = Search {
        met,
        big,
        left: [larger, sizes.len() - larger],
        seated: vec![false; n],
        tables: Vec::new(),
        cost: (0, 0),
        best: (cost, greedy),
        nodes: 0,
        budget: NODE_BUDGET,
        max_repeats: 0,
        exhaustive: n <= 16,
    };
    // First among repeat-free seatings only, then, if there is none, among all.
    search.run();
    if search.best.0.0 > 0 {
        (search.nodes, search.max_repeats, search.exhaustive) = (0, u32::MAX, false);
        search.run();
    }
    let mut tables = search.best.1;
    tables.sort_by_key(|(size, members)| (Reverse(*size), members.first().copied()));
    tables
        .into_iter()
        .map(|(_, members)| members.into_iter().map(|i| field[i].clone()).collect())
        .collect()
}

/// How many rounds a round robin of `n` players at tables of `table_size`
/// takes for every pair to meet once: 1 when the field fits one table, n-1
/// (n even) or n (n odd) at tables of 2; `None` when it cannot run.
#[must_use]
pub fn round_robin_rounds(n: usize, table_size: usize) -> Option<usize> {
    match n {
        0 | 1 => None,
        _ if n <= table_size => Some(1),
        _ if table_size == 2 => Some(n + n % 2 - 1),
        _ => None,
    }
}

/// The tables of round `round` (from 0) of a round robin of `entrants`: one
/// table of everyone if they fit, else the circle method's duels, a resting
/// player at no table; rounds past the last repeat the cycle. `None` when the
/// format cannot run ([`round_robin_rounds`]).
#[must_use]
pub fn pair_round_robin(
    entrants: &[String],
    table_size: usize,
    round: usize,
) -> Option<Vec<Vec<String>>> {
    let n = entrants.len();
    let rounds = round_robin_rounds(n, table_size)?;
    if n <= table_size {
        return Some(vec![entrants.to_vec()]);
    }
    // Slot 0 stays; the others turn one step a round. Slot n, if any, rests.
    let slots = rounds + 1;
    let at = |i: usize| if i == 0 { 0 } else { 1 + (i - 1 + round) % rounds };
    let duels =
        (0..slots / 2).map(|i| (at(i), at(slots - 1 - i))).filter(|(a, b)| *a < n && *b < n);
    Some(duels.map(|(a, b)| vec![entrants[a].clone(), entrants[b].clone()]).collect())
}

#[cfg(test)]
mod tests;
