//! Ratings (SVC-RATING in `docs/rules/revancha.md`): a person's skill in
//! one game (an edition or TEG II) as a Weng-Lin (OpenSkill) rating, a mean
//! `mu` and an uncertainty `sigma`, from the `skillratings` crate; the
//! maths is theirs, not ours. A game's finish order (`game::finish_order`)
//! is one free-for-all result: each seat its own team, seats tied at a
//! place sharing its rank. Bots sit as anchors whose ratings are fixed per
//! level (measured by `cargo xtask arena --rated`, `docs/benchmarks.md`):
//! they pull people's ratings and never move. The value shown to people is
//! the conservative `mu - 3 sigma`.

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use crate::shared::BotLevel;

/// A rating: mean and uncertainty. On the wire it carries its shown value
/// too: `{mu, sigma, rating}`.
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(from = "Wire", into = "Wire"))]
pub struct Rating {
    /// The mean skill.
    pub mu: f64,
    /// Its uncertainty (one standard deviation).
    pub sigma: f64,
}

impl Rating {
    /// A newcomer's rating: Weng-Lin's 25 ± 25/3, shown as 0.
    pub const NEW: Rating = Rating { mu: 25.0, sigma: 25.0 / 3.0 };

    /// The value shown to people: `mu - 3 sigma`, so a rating grows as the
    /// service grows sure of it.
    #[must_use]
    pub fn shown(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }
}

/// A rating as sent: `rating` is [`Rating::shown`], ignored when read.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct Wire {
    mu: f64,
    sigma: f64,
    #[serde(default)]
    rating: f64,
}

#[cfg(feature = "serde")]
impl From<Wire> for Rating {
    fn from(w: Wire) -> Self {
        Rating { mu: w.mu, sigma: w.sigma }
    }
}

#[cfg(feature = "serde")]
impl From<Rating> for Wire {
    fn from(r: Rating) -> Self {
        Wire { mu: r.mu, sigma: r.sigma, rating: r.shown() }
    }
}

impl Default for Rating {
    fn default() -> Self {
        Self::NEW
    }
}

/// Counted games in one game (an edition or TEG II) before a person's
/// rating is no longer provisional: until then they are left out of its
/// leaderboard (their rating still moves, and they see it).
pub const PROVISIONAL_GAMES: u32 = 10;

/// The turns every person at a rated table must have played themselves
/// (`game::turns_played`) for the game to count: fewer, and it moves no
/// rating.
pub const MIN_TURNS_PLAYED: u32 = 3;

/// Counted games two people may play together in a day (any 24 hours,
/// any game): a rated game that would be one more counts for nobody.
pub const DAILY_PAIR_CAP: u32 = 5;

/// A day, in ms: the window of [`DAILY_PAIR_CAP`].
pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Why a finished rated game moved no rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Uncounted {
    /// A person at the table played fewer than [`MIN_TURNS_PLAYED`] turns
    /// themselves.
    TooFewTurns,
    /// Two people at the table had already played [`DAILY_PAIR_CAP`]
    /// counted games together in the day before.
    PairCap,
}

impl Uncounted {
    /// Both, in the order they are checked.
    pub const ALL: [Uncounted; 2] = [Uncounted::TooFewTurns, Uncounted::PairCap];

    /// A stable name: `too_few_turns`, `pair_cap`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Uncounted::TooFewTurns => "too_few_turns",
            Uncounted::PairCap => "pair_cap",
        }
    }

    /// The reason a name stands for.
    #[must_use]
    pub fn parse(name: &str) -> Option<Uncounted> {
        Uncounted::ALL.into_iter().find(|u| u.as_str() == name)
    }
}

/// The fixed rating a bot of `level` plays rated games at: the means of
/// 2,000 Revancha games of the three levels at tables of three with every
/// rating free (`cargo xtask arena --rated`, seed 1, the figures in
/// `docs/benchmarks.md`), rounded; sigma is of the measured uncertainties'
/// order (0.7 to 1.8), so an anchor counts as well known.
#[must_use]
pub fn anchor(level: BotLevel) -> Rating {
    match level {
        BotLevel::Random => Rating { mu: ANCHORS[0], sigma: ANCHOR_SIGMA },
        BotLevel::Greedy => Rating { mu: ANCHORS[1], sigma: ANCHOR_SIGMA },
        BotLevel::Planner => Rating { mu: ANCHORS[2], sigma: ANCHOR_SIGMA },
    }
}

/// The anchors' means: random, greedy, planner (`anchor`).
pub const ANCHORS: [f64; 3] = [4.7, 33.2, 38.0];
/// The anchors' uncertainty.
pub const ANCHOR_SIGMA: f64 = 1.0;

/// One seat of a rated game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Entrant {
    /// A person at their rating before the game.
    Person(Rating),
    /// A bot, at its level's fixed rating.
    Bot(BotLevel),
}

impl Entrant {
    /// The rating it plays at.
    #[must_use]
    pub fn rating(&self) -> Rating {
        match *self {
            Entrant::Person(r) => r,
            Entrant::Bot(level) => anchor(level),
        }
    }
}

/// The ratings after one game, in the order of `field`: each entrant with
/// its rank (1 the best; entrants tied share a rank). A bot's is its
/// anchor, unchanged.
#[must_use]
pub fn rate(field: &[(Entrant, usize)]) -> Vec<Rating> {
    let teams: Vec<[WengLinRating; 1]> = field
        .iter()
        .map(|(e, _)| {
            let r = e.rating();
            [WengLinRating { rating: r.mu, uncertainty: r.sigma }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(field)
        .map(|(team, (_, rank))| (&team[..], MultiTeamOutcome::new(*rank)))
        .collect();
    let after = weng_lin_multi_team(&ranked, &WengLinConfig::new());
    field
        .iter()
        .zip(after)
        .map(|((entrant, _), team)| match entrant {
            Entrant::Bot(_) => entrant.rating(),
            Entrant::Person(_) => team
                .first()
                .map_or(entrant.rating(), |r| Rating { mu: r.rating, sigma: r.uncertainty }),
        })
        .collect()
}

/// The ranks of a finish order, 1 the best: one per seat, in the order the
/// ranks list them, the seats of one place sharing its rank.
#[must_use]
pub fn ranks<T: Copy>(order: &[Vec<T>]) -> Vec<(T, usize)> {
    order.iter().enumerate().flat_map(|(i, place)| place.iter().map(move |s| (*s, i + 1))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn entrant() -> impl Strategy<Value = Entrant> {
        prop_oneof![
            (10.0f64..40.0, 0.5f64..8.4)
                .prop_map(|(mu, sigma)| Entrant::Person(Rating { mu, sigma })),
            prop_oneof![Just(BotLevel::Random), Just(BotLevel::Greedy), Just(BotLevel::Planner)]
                .prop_map(Entrant::Bot),
        ]
    }

    /// A field of 2 to 12 seats with ranks that form a finish order.
    fn field() -> impl Strategy<Value = Vec<(Entrant, usize)>> {
        prop::collection::vec((entrant(), 0usize..4), 2..=12).prop_map(|seats| {
            // Compact the drawn places into ranks 1, 2, ... with ties.
            let mut places: Vec<usize> = seats.iter().map(|(_, p)| *p).collect();
            places.sort_unstable();
            places.dedup();
            seats
                .into_iter()
                .map(|(e, p)| (e, places.iter().position(|q| *q == p).unwrap_or(0) + 1))
                .collect()
        })
    }

    proptest! {
        /// SVC-RATING: a bot is an anchor; whatever the game, its rating
        /// after it is its level's, unchanged.
        #[test]
        fn svc_rating_a_bot_anchor_never_moves(field in field()) {
            let after = rate(&field);
            for ((entrant, _), r) in field.iter().zip(&after) {
                if let Entrant::Bot(level) = entrant {
                    prop_assert_eq!(*r, anchor(*level));
                }
            }
        }

        /// SVC-RATING: ratings move toward the finish order. A person alone
        /// at the top gains, alone at the bottom loses, and of two people
        /// who began equal, the one placed better ends higher; everyone's
        /// uncertainty shrinks or stays.
        #[test]
        fn svc_rating_ratings_move_toward_the_finish_order(field in field(), mu in 15.0f64..35.0) {
            let mut field = field;
            let last = field.iter().map(|(_, r)| *r).max().unwrap_or(1) + 1;
            // Two equal people: one first alone, one last alone.
            let even = Rating { mu, sigma: 6.0 };
            for (_, r) in &mut field {
                *r += 1;
            }
            field.push((Entrant::Person(even), 1));
            field.push((Entrant::Person(even), last + 1));
            let after = rate(&field);
            let n = field.len();
            prop_assert!(after[n - 2].mu > mu, "the winner gains: {} -> {}", mu, after[n - 2].mu);
            prop_assert!(after[n - 1].mu < mu, "the last loses: {} -> {}", mu, after[n - 1].mu);
            prop_assert!(after[n - 2].mu > after[n - 1].mu);
            for ((entrant, _), r) in field.iter().zip(&after) {
                prop_assert!(r.sigma <= entrant.rating().sigma + 1e-12);
            }
        }
    }

    #[test]
    fn a_newcomer_is_shown_as_zero_and_the_ranks_follow_the_places() {
        assert!(Rating::NEW.shown().abs() < 1e-12);
        assert_eq!(
            ranks(&[vec!['a'], vec!['b', 'c'], vec!['d']]),
            [('a', 1), ('b', 2), ('c', 2), ('d', 3)]
        );
    }
}
