//! The collusion signal (SVC-RATING's leaderboards kept honest): per
//! unordered pair of people and per game (an edition or TEG II, by its
//! slug), what their rated games together show, and whether it is far
//! enough from what chance would give for an operator to have a look. It
//! is a signal for review only: nothing here, nor anything that reads it,
//! sanctions anyone.
//!
//! Pure: it reads each rated game's seats (which person, if any, sits at
//! each seat) and its log as stored, and nothing else.
//!
//! # What is counted, per pair and game
//!
//! - `games`: rated games both sat at as people (a bot is nobody's partner).
//! - `pacts`: pacts between them that were accepted (`pact_accepted` of a
//!   `pact_proposed` whose proposer and addressee are their colours); a
//!   condominium's pact, which the rules make, is not one they made.
//! - `fed`: games in which one of them fed the other: was eliminated by
//!   the other (`player_eliminated` with the other's colour as `by`), or
//!   left play of their own doing (`player_forfeited` for a resignation or
//!   a run of timeouts, never an operator's kick, nor a forfeit of an old
//!   log that kept no reason) while the other was still on the board and
//!   in play. At most once per game.
//! - `attacks_total`: battles (`attack_resolved`) either of them fought as
//!   the attacker while the other still had a colour on the board (not
//!   eliminated; a forfeited colour's countries stay and can be attacked);
//!   `attacks_between`: those whose defender was the other;
//!   `expected_between`: what `attacks_between` would be if each of those
//!   attacks had picked its defender evenly among the attacker's rivals on
//!   the board then, i.e. the sum over them of (the other's colours on the
//!   board) / (colours on the board that are not the attacker's). Missile
//!   strikes name countries, not colours, and are not counted.
//! - `whispers`: whispers between their seats in those games, either way
//!   (SVC-WHISPER; a group whisper counts for each recipient): how often,
//!   never what. Their text is not read here.
//!
//! TEG II's log names no attacker and defender in the open (its combats
//! are secret splits revealed later) and has no pacts, so a TEG II pair
//! counts `games` only and is never flagged.
//!
//! # When a pair is flagged
//!
//! Only a pair with at least the asked minimum of games together (the
//! dashboard asks [`MIN_GAMES`]), and then for each reason that holds:
//!
//! - [`Reason::Spared`]: they almost never attack each other: `expected_between
//!   ≥` [`SPARED_MIN_EXPECTED`] (enough attacks for chance to speak) and
//!   `attacks_between ≤` [`SPARED_SHARE`] `× expected_between`;
//! - [`Reason::Pacts`]: `pacts ≥` [`PACTS_PER_GAME`] `× games`;
//! - [`Reason::Fed`]: `fed ≥` [`FED_MIN`] and `fed ≥ games / 2` (one fed
//!   the other in at least half of their games together);
//! - [`Reason::Whispers`]: `whispers ≥` [`WHISPERS_PER_GAME`] `× games`
//!   (they talk privately all through every game together; bargaining is
//!   the game, so only a habit this steady is shown).
//!
//! Whatever their games together, a pair is also flagged, and listed:
//!
//! - [`Reason::Linked`]: one fed the other at least once and their
//!   accounts were made together: from the same address (`User::origin`,
//!   a keyed hash) or within [`LINKED_WITHIN_MS`] of each other.
//!
//! # Farms: many pairs of one game each
//!
//! A win bought from throwaway accounts shows on no pair: each throwaway
//! plays once or twice. So each person is also looked at as a beneficiary
//! ([`Farmed`]): the people who fed them and played at most
//! [`THROWAWAY_GAMES`] rated games in that game, all of them at the
//! beneficiary's tables. [`FARM_MIN_FEEDERS`] such feeders or more flag the
//! beneficiary.

use std::collections::{BTreeMap, BTreeSet};

use crate::color::Color;
use crate::game::Event;
use crate::ports::{UserId, WhisperPair};
use crate::rules::Event as RiskEvent;
use crate::shared::{ForfeitReason, SeatKey};

/// The fewest games together the dashboard lists a pair with: fewer say
/// nothing about a habit.
pub const MIN_GAMES: u32 = 3;
/// [`Reason::Spared`]: attacks between them at most this share of the
/// attacks chance would give.
pub const SPARED_SHARE: f64 = 0.25;
/// [`Reason::Spared`]: only when chance would give at least this many
/// attacks between them (below it, none at all is ordinary luck: with a
/// mean of 8, two or fewer happen about once in seventy).
pub const SPARED_MIN_EXPECTED: f64 = 8.0;
/// [`Reason::Pacts`]: accepted pacts between them per game together.
pub const PACTS_PER_GAME: u32 = 2;
/// [`Reason::Fed`]: games in which one fed the other, at least.
pub const FED_MIN: u32 = 2;
/// [`Reason::Whispers`]: whispers between them per game together.
pub const WHISPERS_PER_GAME: u32 = 20;
/// [`Reason::Linked`]: accounts made at most this far apart, ms.
pub const LINKED_WITHIN_MS: i64 = 10 * 60 * 1000;
/// [`Farmed`]: a feeder with at most this many rated games (in that game)
/// is a throwaway, when all of them were at the beneficiary's tables.
pub const THROWAWAY_GAMES: u32 = 3;
/// [`Farmed`]: throwaway feeders, at least.
pub const FARM_MIN_FEEDERS: u32 = 3;

/// What the signal knows of an account: when and where it was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Account {
    /// Made, ms since the epoch.
    pub created_at_ms: i64,
    /// The keyed hash of the address it was made from, if kept.
    pub origin: Option<String>,
}

impl Account {
    /// Whether two accounts were made together: from one address, or
    /// minutes apart.
    #[must_use]
    pub fn made_with(&self, other: &Account) -> bool {
        let same_origin = self.origin.is_some() && self.origin == other.origin;
        same_origin || (self.created_at_ms - other.created_at_ms).abs() <= LINKED_WITHIN_MS
    }
}

/// A person fed by throwaway accounts, in one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Farmed {
    /// The beneficiary.
    pub user: UserId,
    /// The game's slug.
    pub ruleset: String,
    /// The throwaways that fed them, by id.
    pub feeders: Vec<UserId>,
}

/// One rated game as the signal reads it.
#[derive(Debug, Clone, Copy)]
pub struct Table<'a> {
    /// Its game's slug (`revancha`, `classic`, `junior`, `teg2`).
    pub ruleset: &'a str,
    /// Each seat, with its person; `None` for a bot's seat.
    pub seats: &'a [(SeatKey, Option<UserId>)],
    /// Its whole log, as stored.
    pub log: &'a [Event],
    /// How often each pair of its seats whispered (never what).
    pub whispers: &'a [WhisperPair],
}

/// What a pair's rated games together show (the module's `//!` says how
/// each is counted).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Counts {
    /// Rated games both sat at.
    pub games: u32,
    /// Accepted pacts between them.
    pub pacts: u32,
    /// Games in which one of them fed the other.
    pub fed: u32,
    /// Their attacks on each other.
    pub attacks_between: u32,
    /// Their attacks while both were on the board.
    pub attacks_total: u32,
    /// Attacks on each other if each attack had picked its defender
    /// evenly among the attacker's rivals.
    pub expected_between: f64,
    /// Whispers between their seats.
    pub whispers: u32,
}

/// Why a pair is flagged (the module's `//!` gives each rule).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reason {
    /// They attack each other far less than chance would.
    Spared,
    /// They make pacts with each other in almost every game.
    Pacts,
    /// One keeps leaving play, or being eliminated by the other, to the
    /// other's profit.
    Fed,
    /// One fed the other, and their accounts were made together.
    Linked,
    /// They whisper to each other all through every game together.
    Whispers,
}

impl Reason {
    /// Every reason, in the order pages list them.
    pub const ALL: [Reason; 5] =
        [Reason::Spared, Reason::Pacts, Reason::Fed, Reason::Linked, Reason::Whispers];

    /// A stable name (`spared`, `pacts`, `fed`).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Spared => "spared",
            Reason::Pacts => "pacts",
            Reason::Fed => "fed",
            Reason::Linked => "linked",
            Reason::Whispers => "whispers",
        }
    }

    /// Whether `counts` meet this reason's rule, for a pair whose accounts
    /// were made together (`linked`) or not.
    #[must_use]
    pub fn holds(self, c: &Counts, linked: bool) -> bool {
        match self {
            Reason::Spared => {
                c.expected_between >= SPARED_MIN_EXPECTED
                    && f64::from(c.attacks_between) <= SPARED_SHARE * c.expected_between
            }
            Reason::Pacts => c.pacts >= PACTS_PER_GAME.saturating_mul(c.games),
            Reason::Fed => c.fed >= FED_MIN && c.fed.saturating_mul(2) >= c.games,
            Reason::Linked => linked && c.fed >= 1,
            Reason::Whispers => c.whispers >= WHISPERS_PER_GAME.saturating_mul(c.games),
        }
    }
}

/// A pair of people in one game, what their games together show, and why
/// it is flagged (no reason: not flagged).
#[derive(Debug, Clone, PartialEq)]
pub struct PairSignal {
    /// One of the pair (the lesser id).
    pub a: UserId,
    /// The other.
    pub b: UserId,
    /// The game's slug.
    pub ruleset: String,
    /// The counts.
    pub counts: Counts,
    /// The rules it meets; empty when it is not flagged.
    pub reasons: Vec<Reason>,
}

impl PairSignal {
    /// Whether an operator should look at it.
    #[must_use]
    pub fn flagged(&self) -> bool {
        !self.reasons.is_empty()
    }
}

/// The counts of every pair so far, one game added at a time (so a caller
/// never holds every log at once).
#[derive(Debug, Clone, Default)]
pub struct Tally {
    pairs: BTreeMap<(String, UserId, UserId), Counts>,
    /// Rated games per person and game.
    games: BTreeMap<(String, UserId), u32>,
    /// Who fed whom, per game: (ruleset, beneficiary) → feeders.
    fed_to: BTreeMap<(String, UserId), BTreeSet<UserId>>,
}

impl Tally {
    /// Adds one rated game.
    pub fn add(&mut self, table: &Table<'_>) {
        let people: BTreeSet<&UserId> =
            table.seats.iter().filter_map(|(_, p)| p.as_ref()).collect();
        for person in &people {
            *self.games.entry((table.ruleset.to_owned(), (*person).clone())).or_default() += 1;
        }
        let mut pairs = BTreeMap::new();
        for (i, x) in people.iter().enumerate() {
            for y in people.iter().skip(i + 1) {
                pairs
                    .insert(((*x).clone(), (*y).clone()), Counts { games: 1, ..Counts::default() });
            }
        }
        if pairs.is_empty() {
            return;
        }
        for w in table.whispers {
            let person = |seat: u8| {
                table.seats.iter().find(|(k, _)| k.seat == seat).and_then(|(_, p)| p.clone())
            };
            if let (Some(x), Some(y)) = (person(w.a), person(w.b)) {
                let key = if x < y { (x, y) } else { (y, x) };
                if let Some(c) = pairs.get_mut(&key) {
                    c.whispers += u32::try_from(w.count).unwrap_or(u32::MAX);
                }
            }
        }
        for (feeder, beneficiary) in risk_counts(table, &mut pairs) {
            self.fed_to.entry((table.ruleset.to_owned(), beneficiary)).or_default().insert(feeder);
        }
        for ((x, y), c) in pairs {
            let sum = self.pairs.entry((table.ruleset.to_owned(), x, y)).or_default();
            sum.games += c.games;
            sum.pacts += c.pacts;
            sum.fed += c.fed;
            sum.attacks_between += c.attacks_between;
            sum.attacks_total += c.attacks_total;
            sum.expected_between += c.expected_between;
            sum.whispers += c.whispers;
        }
    }

    /// Every person counted: whose accounts [`Tally::signals`] asks about.
    #[must_use]
    pub fn people(&self) -> BTreeSet<UserId> {
        self.games.keys().map(|(_, u)| u.clone()).collect()
    }

    /// Every pair with at least `min_games` games together, and every
    /// linked pair (`accounts`: those known), with the reasons it is
    /// flagged: flagged pairs first (most reasons first), then by games
    /// together, most first.
    #[must_use]
    pub fn signals(&self, min_games: u32, accounts: &BTreeMap<UserId, Account>) -> Vec<PairSignal> {
        let linked = |a: &UserId, b: &UserId| match (accounts.get(a), accounts.get(b)) {
            (Some(x), Some(y)) => x.made_with(y),
            _ => false,
        };
        let mut all: Vec<PairSignal> = self
            .pairs
            .iter()
            .map(|((ruleset, a, b), counts)| {
                let link = linked(a, b);
                let reasons = Reason::ALL.into_iter().filter(|r| r.holds(counts, link)).collect();
                PairSignal {
                    a: a.clone(),
                    b: b.clone(),
                    ruleset: ruleset.clone(),
                    counts: *counts,
                    reasons,
                }
            })
            .filter(|p| p.counts.games >= min_games.max(1) || p.reasons.contains(&Reason::Linked))
            .collect();
        // A stable sort keeps the map's order (ruleset, then ids) among equals.
        all.sort_by(|x, y| {
            y.reasons.len().cmp(&x.reasons.len()).then(y.counts.games.cmp(&x.counts.games))
        });
        all
    }

    /// The people fed by [`FARM_MIN_FEEDERS`] throwaways or more (the
    /// module's `//!`), most feeders first.
    #[must_use]
    pub fn farms(&self) -> Vec<Farmed> {
        let mut all: Vec<Farmed> = self
            .fed_to
            .iter()
            .filter_map(|((ruleset, user), feeders)| {
                let throwaways: Vec<UserId> = feeders
                    .iter()
                    .filter(|f| {
                        let games = self.games.get(&(ruleset.clone(), (*f).clone()));
                        let (x, y) = key(f, user);
                        let together = self.pairs.get(&(ruleset.clone(), x, y));
                        games.is_some_and(|g| *g <= THROWAWAY_GAMES)
                            && games == together.map(|c| &c.games)
                    })
                    .cloned()
                    .collect();
                let enough =
                    u32::try_from(throwaways.len()).unwrap_or(u32::MAX) >= FARM_MIN_FEEDERS;
                enough.then(|| Farmed {
                    user: user.clone(),
                    ruleset: ruleset.clone(),
                    feeders: throwaways,
                })
            })
            .collect();
        all.sort_by_key(|f| std::cmp::Reverse(f.feeders.len()));
        all
    }
}

/// Every pair's signal over `tables` (see [`Tally`]), no account known.
#[must_use]
pub fn signals<'a>(tables: impl IntoIterator<Item = Table<'a>>, min_games: u32) -> Vec<PairSignal> {
    tally(tables).signals(min_games, &BTreeMap::new())
}

/// The tally of `tables`.
#[must_use]
pub fn tally<'a>(tables: impl IntoIterator<Item = Table<'a>>) -> Tally {
    let mut tally = Tally::default();
    for t in tables {
        tally.add(&t);
    }
    tally
}

/// The counts a Risk-like game's log adds to its pairs (each already
/// counted one game), and who fed whom in it: (feeder, beneficiary). A
/// TEG II log holds no edition's event and adds nothing.
fn risk_counts(
    table: &Table<'_>,
    pairs: &mut BTreeMap<(UserId, UserId), Counts>,
) -> BTreeSet<(UserId, UserId)> {
    let person = |c: Color| {
        table.seats.iter().find(|(k, _)| k.color == Some(c)).and_then(|(_, p)| p.as_ref())
    };
    let log: Vec<&RiskEvent> = table.log.iter().filter_map(Event::risk).collect();
    // Colours on the board: the seating the game started with, else the
    // seats' (a log begun from a position).
    let mut on_board: BTreeSet<Color> = log
        .iter()
        .find_map(|e| match e {
            RiskEvent::GameStarted(start) => Some(start.seating.iter().copied().collect()),
            _ => None,
        })
        .unwrap_or_else(|| table.seats.iter().filter_map(|(k, _)| k.color).collect());
    // In play: on the board and not forfeited.
    let mut in_play = on_board.clone();
    let mut proposed: BTreeMap<u32, (Color, Color)> = BTreeMap::new();
    let mut fed: BTreeSet<(UserId, UserId)> = BTreeSet::new();
    let colours_of = |who: &UserId, set: &BTreeSet<Color>| {
        set.iter().filter(|c| person(**c) == Some(who)).count()
    };
    for e in log {
        match e {
            RiskEvent::PactProposed { pact, by, to, .. } => {
                proposed.insert(*pact, (*by, *to));
            }
            RiskEvent::PactAccepted { pact } => {
                if let Some((by, to)) = proposed.get(pact)
                    && let (Some(x), Some(y)) = (person(*by), person(*to))
                    && x != y
                    && let Some(c) = pairs.get_mut(&key(x, y))
                {
                    c.pacts += 1;
                }
            }
            RiskEvent::AttackResolved { attacker, defender, .. } => {
                let Some(x) = person(*attacker) else { continue };
                // A person's attack on another colour of their own (one
                // person at two seats) is on no rival.
                if person(*defender) == Some(x) {
                    continue;
                }
                let rivals = on_board.iter().filter(|c| person(**c) != Some(x)).count();
                let rivals = u32::try_from(rivals).unwrap_or(u32::MAX);
                for (pair, c) in pairs.iter_mut() {
                    let y = if &pair.0 == x {
                        &pair.1
                    } else if &pair.1 == x {
                        &pair.0
                    } else {
                        continue;
                    };
                    let theirs = u32::try_from(colours_of(y, &on_board)).unwrap_or(u32::MAX);
                    if theirs == 0 || rivals == 0 {
                        continue;
                    }
                    c.attacks_total += 1;
                    c.expected_between += f64::from(theirs) / f64::from(rivals);
                    if person(*defender) == Some(y) {
                        c.attacks_between += 1;
                    }
                }
            }
            RiskEvent::PlayerEliminated { player, by, .. } => {
                if let (Some(x), Some(y)) = (person(*player), person(*by))
                    && x != y
                {
                    fed.insert((x.clone(), y.clone()));
                }
                on_board.remove(player);
                in_play.remove(player);
            }
            RiskEvent::PlayerForfeited { player, reason } => {
                let own_doing =
                    matches!(reason, Some(ForfeitReason::Resigned | ForfeitReason::TimedOut));
                in_play.remove(player);
                if let Some(x) = person(*player)
                    && own_doing
                {
                    for y in in_play.iter().filter_map(|c| person(*c)).filter(|y| *y != x) {
                        fed.insert((x.clone(), y.clone()));
                    }
                }
            }
            _ => {}
        }
    }
    // At most once a game per pair, whichever fed whom.
    let unordered: BTreeSet<(UserId, UserId)> = fed.iter().map(|(x, y)| key(x, y)).collect();
    for pair in unordered {
        if let Some(c) = pairs.get_mut(&pair) {
            c.fed += 1;
        }
    }
    fed
}

/// A pair's map key, the lesser id first.
fn key(x: &UserId, y: &UserId) -> (UserId, UserId) {
    if x <= y { (x.clone(), y.clone()) } else { (y.clone(), x.clone()) }
}

#[cfg(test)]
mod tests;
