//! Final scoring (T2-OBJ-6 to T2-OBJ-10, T2-END-2, T2-END-3, T2-VAR-1,
//! T2-VAR-4): each token judged on the final board, points added by team
//! (a player, or a pair in the paired variants), ties broken on the level.
//! The table's types (`Scores`, `Team`) are the state's: the fold keeps the
//! score it computes here (`Game::score`).

use super::TokenKind;
use super::state::{Game, Scores, Team, Token};

/// Whether a token's objective is met on the final board.
#[must_use]
pub fn met(game: &Game, t: usize, me: usize, token: &Token) -> bool {
    let table = &game.tables[t];
    if table.wiped & token.region.bit() != 0 {
        return false; // T2-OBJ-10
    }
    let here = &table.forces[token.region.index()];
    let intervenes = |f: &super::Force| f.holding() >= 4; // T2-OBJ-7
    match token.kind {
        Some(TokenKind::Intervention1 | TokenKind::Intervention3 | TokenKind::Intervention4) => {
            intervenes(&here[me])
        }
        Some(TokenKind::NonIntervention2) => !here.iter().any(intervenes), // T2-OBJ-8
        Some(TokenKind::Control5) => {
            intervenes(&here[me]) && here.iter().enumerate().all(|(i, f)| i == me || !f.any()) // T2-OBJ-9
        }
        None => false,
    }
}

impl Game {
    /// The final score table, once every table is over (the fold sets it).
    pub(crate) fn score(&self) -> Scores {
        score(self)
    }
}

fn score(game: &Game) -> Scores {
    let mut seats = vec![0u32; game.seats.len()];
    for (t, table) in game.tables.iter().enumerate() {
        for (me, tokens) in table.tokens.iter().enumerate() {
            let points: u32 = tokens
                .iter()
                .filter(|k| met(game, t, me, k))
                .filter_map(|k| k.kind.map(TokenKind::points))
                .sum();
            seats[usize::from(table.seats[me])] = points;
        }
    }
    // Teams: a pair shares a power across boards (T2-VAR-4); otherwise a
    // team is a player (with two powers in the 2-player game, T2-VAR-1).
    let paired = game.tables.len() > 1;
    let mut teams: Vec<Team> = Vec::new();
    let mut keys: Vec<u8> = Vec::new();
    for (i, seat) in game.seats.iter().enumerate() {
        let key = if paired { u8::try_from(seat.power.index()).unwrap_or(0) } else { seat.player };
        let level = u32::from(game.levels[seat.power.index()]);
        match keys.iter().position(|k| *k == key) {
            Some(at) => {
                let team = &mut teams[at];
                team.points += seats[i];
                if !team.players.contains(&seat.player) {
                    team.players.push(seat.player);
                }
                if !paired {
                    team.level += level;
                }
            }
            None => {
                keys.push(key);
                teams.push(Team { players: vec![seat.player], points: seats[i], level });
            }
        }
    }
    teams.sort_by(|a, b| {
        (b.points, b.level).cmp(&(a.points, a.level)).then(a.players.cmp(&b.players))
    });
    let best = teams.first().map(|t| (t.points, t.level));
    let mut winners: Vec<u8> = teams
        .iter()
        .filter(|t| Some((t.points, t.level)) == best)
        .flat_map(|t| t.players.iter().copied())
        .collect();
    winners.sort_unstable();
    Scores { seats, teams, winners }
}
