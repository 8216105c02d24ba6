//! The finish order of a finished TEG II game (SVC-RATING in
//! `docs/rules/revancha.md`): the score table's teams best first (T2-END-2,
//! T2-END-3), teams equal on points and level tied, a pair's two players
//! at their team's place (T2-VAR-4); then the players who went out of play
//! (`Forfeited`: kicked, timed out or resigned), the latest out first,
//! although T2-RND-4 keeps scoring them, since a rating must not reward
//! leaving.

use super::{Event, Hosted, Logged, Scores};

/// Ranks best first, each the players (seat numbers) tied at it; `None`
/// while the war goes on.
#[must_use]
pub fn finish_order(hosted: &Hosted, log: &[Logged]) -> Option<Vec<Vec<u8>>> {
    let scores = hosted.game()?.scores.as_ref()?;
    let mut out: Vec<u8> = Vec::new();
    for logged in log {
        if let Logged::Teg2 { event, .. } = logged
            && let Event::Forfeited { player, .. } = **event
            && !out.contains(&player)
        {
            out.push(player);
        }
    }
    Some(order_of(scores, &out))
}

/// The order from a score table and the players out of play, in the order
/// they went out.
fn order_of(scores: &Scores, out: &[u8]) -> Vec<Vec<u8>> {
    let mut order: Vec<Vec<u8>> = Vec::new();
    for group in scores.teams.chunk_by(|a, b| (a.points, a.level) == (b.points, b.level)) {
        let mut rank: Vec<u8> = group
            .iter()
            .flat_map(|t| t.players.iter().copied())
            .filter(|p| !out.contains(p))
            .collect();
        rank.sort_unstable();
        rank.dedup();
        if !rank.is_empty() {
            order.push(rank);
        }
    }
    order.extend(out.iter().rev().map(|p| vec![*p]));
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::teg2::Team;

    fn team(players: &[u8], points: u32, level: u32) -> Team {
        Team { players: players.to_vec(), points, level }
    }

    /// The score table's teams, best first, as `score` sorts them.
    fn scores(teams: Vec<Team>) -> Scores {
        Scores { seats: Vec::new(), teams, winners: Vec::new() }
    }

    #[test]
    fn svc_rating_teg2_ranks_by_points_then_level_and_ties_share_a_place_t2_end_3() {
        // 12 points; 9 at level 7; 9 at level 7 again (tied); 9 at level 5.
        let table =
            scores(vec![team(&[2], 12, 4), team(&[0], 9, 7), team(&[3], 9, 7), team(&[1], 9, 5)]);
        assert_eq!(order_of(&table, &[]), [vec![2], vec![0, 3], vec![1]]);
    }

    #[test]
    fn svc_rating_teg2_pairs_share_their_teams_place_t2_var_4() {
        let table = scores(vec![team(&[1, 4], 20, 6), team(&[0, 3], 14, 6), team(&[2, 5], 14, 6)]);
        assert_eq!(order_of(&table, &[]), [vec![1, 4], vec![0, 2, 3, 5]]);
    }

    #[test]
    fn svc_rating_teg2_players_out_of_play_come_last_the_latest_out_first_t2_rnd_4() {
        // Player 0 topped the table but resigned first; player 3 went out
        // later: both rank below everyone still in play.
        let table =
            scores(vec![team(&[0], 15, 6), team(&[1], 10, 6), team(&[2], 8, 6), team(&[3], 2, 6)]);
        assert_eq!(order_of(&table, &[0, 3]), [vec![1], vec![2], vec![3], vec![0]]);
    }
}
