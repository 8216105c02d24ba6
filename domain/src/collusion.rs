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
mod tests {
    use super::*;
    use crate::rules::{PactTerms, Secret};
    use crate::shared::ForfeitReason;

    fn user(name: &str) -> UserId {
        UserId(name.to_owned())
    }

    /// Red ana, blue beto, green a bot, yellow carla.
    fn seats() -> Vec<(SeatKey, Option<UserId>)> {
        vec![
            (SeatKey::new(0, Some(Color::Red)), Some(user("ana"))),
            (SeatKey::new(1, Some(Color::Blue)), Some(user("beto"))),
            (SeatKey::new(2, Some(Color::Green)), None),
            (SeatKey::new(3, Some(Color::Yellow)), Some(user("carla"))),
        ]
    }

    fn attack(attacker: Color, defender: Color) -> Event {
        Event::Risk(RiskEvent::AttackResolved {
            attacker,
            defender,
            from: crate::Board::revancha().country_at(0).expect("a country"),
            to: crate::Board::revancha().country_at(1).expect("a country"),
            attacker_dice: Default::default(),
            defender_dice: Default::default(),
            attacker_losses: 0,
            defender_losses: 1,
            conquered: false,
        })
    }

    fn pact(n: u32, by: Color, to: Color, accepted: bool) -> Vec<Event> {
        let mut events =
            vec![Event::Risk(RiskEvent::PactProposed { pact: n, by, to, terms: PactTerms::World })];
        if accepted {
            events.push(Event::Risk(RiskEvent::PactAccepted { pact: n }));
        }
        events
    }

    fn forfeit(player: Color, reason: Option<ForfeitReason>) -> Event {
        Event::Risk(RiskEvent::PlayerForfeited { player, reason })
    }

    fn eliminated(player: Color, by: Color) -> Event {
        Event::Risk(RiskEvent::PlayerEliminated { player, by, cards: Secret::Known(Vec::new()) })
    }

    fn pair<'a>(all: &'a [PairSignal], a: &str, b: &str) -> &'a PairSignal {
        all.iter()
            .find(|p| p.a == user(a) && p.b == user(b))
            .unwrap_or_else(|| panic!("{a}-{b} in {all:?}"))
    }

    fn run(logs: &[Vec<Event>], min_games: u32) -> Vec<PairSignal> {
        let seats = seats();
        signals(
            logs.iter().map(|log| Table { ruleset: "revancha", seats: &seats, log, whispers: &[] }),
            min_games,
        )
    }

    #[test]
    fn every_pair_of_people_counts_its_games_together_and_a_bot_is_nobodys_partner() {
        let all = run(&[Vec::new(), Vec::new()], 1);
        let listed: Vec<(&str, &str)> =
            all.iter().map(|p| (p.a.0.as_str(), p.b.0.as_str())).collect();
        assert_eq!(listed, [("ana", "beto"), ("ana", "carla"), ("beto", "carla")]);
        assert!(all.iter().all(|p| p.counts.games == 2 && !p.flagged()), "{all:?}");
        assert!(run(&[Vec::new(), Vec::new()], 3).is_empty(), "below the least games");
    }

    #[test]
    fn attacks_between_are_weighed_against_an_even_spread_over_the_rivals_on_the_board() {
        // Four colours on the board: each attack has three rivals, so a
        // third of ana's attacks would fall on beto by chance.
        let log = vec![
            attack(Color::Red, Color::Blue),
            attack(Color::Red, Color::Green),
            attack(Color::Red, Color::Yellow),
            attack(Color::Green, Color::Blue),
            // Carla out: from now two rivals each.
            eliminated(Color::Yellow, Color::Green),
            attack(Color::Blue, Color::Green),
        ];
        let all = run(&[log], 1);
        let ab = pair(&all, "ana", "beto").counts;
        assert_eq!((ab.attacks_between, ab.attacks_total), (1, 4), "the bot's attack is nobody's");
        assert!((ab.expected_between - (3.0 / 3.0 + 1.0 / 2.0)).abs() < 1e-9, "{ab:?}");
        let ac = pair(&all, "ana", "carla").counts;
        // Carla's colour was gone when beto attacked: that one is not theirs.
        assert_eq!((ac.attacks_between, ac.attacks_total), (1, 3), "{ac:?}");
        let bc = pair(&all, "beto", "carla").counts;
        // Ana's attacks are not theirs, and carla was gone when beto attacked.
        assert_eq!((bc.attacks_between, bc.attacks_total, bc.fed), (0, 0, 0), "{bc:?}");
    }

    #[test]
    fn a_pair_that_spares_each_other_far_below_chance_is_flagged_spared() {
        // Three games; in each ana and beto attack only the bot and carla
        // eight times each: 16 attacks with three rivals, 16/3 expected
        // between them a game.
        let mut log = Vec::new();
        for _ in 0..4 {
            for target in [Color::Green, Color::Yellow] {
                log.push(attack(Color::Red, target));
                log.push(attack(Color::Blue, target));
            }
        }
        let all = run(&[log.clone(), log.clone(), log], 3);
        let ab = pair(&all, "ana", "beto");
        assert_eq!(ab.reasons, [Reason::Spared], "{ab:?}");
        assert_eq!(ab.counts.attacks_between, 0);
        assert!((ab.counts.expected_between - 16.0).abs() < 1e-9);
        assert_eq!(all[0].a, user("ana"), "flagged first: {all:?}");
        // Carla is attacked as often as chance says: not flagged with either.
        assert!(!pair(&all, "ana", "carla").flagged() && !pair(&all, "beto", "carla").flagged());
    }

    #[test]
    fn few_attacks_say_nothing_however_one_sided() {
        // Two attacks a game elsewhere: 2/3 expected a game, 2 in all.
        let log = vec![attack(Color::Red, Color::Green), attack(Color::Blue, Color::Yellow)];
        let all = run(&[log.clone(), log.clone(), log], 3);
        assert!(!pair(&all, "ana", "beto").flagged(), "{all:?}");
    }

    #[test]
    fn only_accepted_pacts_between_the_two_count_and_two_a_game_flag_them() {
        let mut game = pact(1, Color::Red, Color::Blue, true);
        game.extend(pact(2, Color::Blue, Color::Red, true));
        game.extend(pact(3, Color::Red, Color::Blue, false));
        game.extend(pact(4, Color::Red, Color::Green, true));
        game.extend(pact(5, Color::Yellow, Color::Red, true));
        let all = run(&[game.clone(), game.clone(), game], 3);
        let ab = pair(&all, "ana", "beto");
        assert_eq!((ab.counts.pacts, ab.reasons.as_slice()), (6, [Reason::Pacts].as_slice()));
        let ac = pair(&all, "ana", "carla");
        assert_eq!((ac.counts.pacts, ac.flagged()), (3, false), "one a game is ordinary");
    }

    #[test]
    fn resigning_timing_out_or_falling_to_the_other_feeds_them_and_a_kick_does_not() {
        let games = [
            // Ana resigns while beto and carla play on: she fed both.
            vec![forfeit(Color::Red, Some(ForfeitReason::Resigned))],
            // Beto eliminates ana: fed once this game, however counted.
            vec![eliminated(Color::Red, Color::Blue), forfeit(Color::Yellow, None)],
            // Ana times out after beto left: beto no longer in play.
            vec![
                forfeit(Color::Blue, Some(ForfeitReason::Kicked)),
                forfeit(Color::Red, Some(ForfeitReason::TimedOut)),
            ],
        ];
        let all = run(&games, 3);
        let ab = pair(&all, "ana", "beto");
        assert_eq!((ab.counts.fed, ab.reasons.as_slice()), (2, [Reason::Fed].as_slice()));
        // Ana fed carla in the first and third games; carla's forfeit of an
        // old log (no reason) and beto's kick feed nobody.
        let ac = pair(&all, "ana", "carla");
        assert_eq!((ac.counts.fed, ac.flagged()), (2, true));
        assert_eq!(pair(&all, "beto", "carla").counts.fed, 0);
        // Fed in fewer than half the games together: not flagged.
        let mut more = games.to_vec();
        more.extend(std::iter::repeat_n(Vec::new(), 2));
        let all = run(&more, 3);
        assert!(!pair(&all, "ana", "beto").flagged(), "2 of 5: {all:?}");
    }

    fn account(minute: i64, origin: &str) -> Account {
        Account { created_at_ms: minute * 60_000, origin: Some(origin.to_owned()) }
    }

    #[test]
    fn a_pair_whose_accounts_were_made_together_is_flagged_linked_after_one_feed() {
        // One game: ana resigns, feeding beto and carla.
        let log = vec![forfeit(Color::Red, Some(ForfeitReason::Resigned))];
        let tally =
            tally([Table { ruleset: "revancha", seats: &seats(), log: &log, whispers: &[] }]);
        let people: Vec<UserId> = tally.people().into_iter().collect();
        assert_eq!(people, [user("ana"), user("beto"), user("carla")]);
        // Ana and beto from one address a day apart; carla a day later
        // from another.
        let mut accounts = BTreeMap::from([
            (user("ana"), account(0, "x")),
            (user("beto"), account(24 * 60, "x")),
            (user("carla"), account(48 * 60, "y")),
        ]);
        let all = tally.signals(MIN_GAMES, &accounts);
        assert_eq!(all.len(), 1, "one game together lists only the linked pair: {all:?}");
        assert_eq!(
            (&all[0].a, &all[0].b, all[0].reasons.as_slice()),
            (&user("ana"), &user("beto"), [Reason::Linked].as_slice())
        );
        // Minutes apart is as good as one address; an hour is not.
        accounts.insert(user("carla"), account(5, "z"));
        let all = tally.signals(MIN_GAMES, &accounts);
        assert!(
            all.iter().any(|p| p.b == user("carla") && p.reasons == [Reason::Linked]),
            "{all:?}"
        );
        accounts.insert(user("carla"), account(60, "z"));
        assert_eq!(tally.signals(MIN_GAMES, &accounts).len(), 1);
        // Linked accounts that never fed each other are ordinary.
        let quiet =
            super::tally([Table { ruleset: "revancha", seats: &seats(), log: &[], whispers: &[] }]);
        assert!(quiet.signals(MIN_GAMES, &accounts).is_empty());
    }

    #[test]
    fn svc_whisper_a_pair_that_whispers_all_through_every_game_is_shown_by_count_alone() {
        // Three games of ana, beto and carla (seats 0, 1 and 3; seat 2 a
        // bot's): ana and beto whisper 25 times a game, beto and carla
        // twice; what is said to the bot's seat counts for no one.
        let whispers = [
            WhisperPair { a: 0, b: 1, count: 25 },
            WhisperPair { a: 1, b: 3, count: 2 },
            WhisperPair { a: 2, b: 3, count: 9 },
        ];
        let table = Table { ruleset: "revancha", seats: &seats(), log: &[], whispers: &whispers };
        let all = signals([table, table, table], MIN_GAMES);
        assert_eq!(pair(&all, "ana", "beto").counts.whispers, 75);
        assert_eq!(pair(&all, "ana", "beto").reasons, [Reason::Whispers]);
        assert_eq!(pair(&all, "beto", "carla").counts.whispers, 6);
        assert!(!pair(&all, "beto", "carla").flagged(), "a few whispers are bargaining");
        assert_eq!(pair(&all, "ana", "carla").counts.whispers, 0);
    }

    #[test]
    fn a_person_fed_by_throwaways_of_one_game_each_is_a_farm() {
        // Boss plays one game with each of five others, who resign to him.
        // Four never play again; the fifth, ana, plays elsewhere too.
        let seats_with = |other: &str| {
            vec![
                (SeatKey::new(0, Some(Color::Red)), Some(user("boss"))),
                (SeatKey::new(1, Some(Color::Blue)), Some(user(other))),
            ]
        };
        let resign = vec![forfeit(Color::Blue, Some(ForfeitReason::Resigned))];
        let mut games: Vec<Game> = ["t1", "t2", "t3", "t4", "ana"]
            .iter()
            .map(|t| (seats_with(t), resign.clone()))
            .collect();
        games.push((seats(), Vec::new()));
        let tally = tally(games.iter().map(|(s, l)| Table {
            ruleset: "revancha",
            seats: s,
            log: l,
            whispers: &[],
        }));
        let farms = tally.farms();
        assert_eq!(farms.len(), 1, "{farms:?}");
        assert_eq!((&farms[0].user, farms[0].ruleset.as_str()), (&user("boss"), "revancha"));
        let feeders: Vec<&str> = farms[0].feeders.iter().map(|u| u.0.as_str()).collect();
        assert_eq!(feeders, ["t1", "t2", "t3", "t4"], "ana plays elsewhere: no throwaway");
        // No pair has the games to say anything.
        assert!(tally.signals(MIN_GAMES, &BTreeMap::new()).is_empty());
        // Two throwaways are not enough.
        let few = tally_of(&games[..2]);
        assert!(few.farms().is_empty());
    }

    /// A game's seats and log.
    type Game = (Vec<(SeatKey, Option<UserId>)>, Vec<Event>);

    fn tally_of(games: &[Game]) -> Tally {
        tally(games.iter().map(|(s, l)| Table {
            ruleset: "revancha",
            seats: s,
            log: l,
            whispers: &[],
        }))
    }

    #[test]
    fn a_teg2_log_counts_games_only() {
        let seats = [
            (SeatKey::new(0, None), Some(user("ana"))),
            (SeatKey::new(1, None), Some(user("beto"))),
        ];
        let log: Vec<Event> = Vec::new();
        let all = signals(
            (0..3).map(|_| Table { ruleset: "teg2", seats: &seats, log: &log, whispers: &[] }),
            3,
        );
        assert_eq!(all.len(), 1);
        assert_eq!(all[0].ruleset, "teg2");
        assert_eq!(all[0].counts, Counts { games: 3, ..Counts::default() });
    }

    #[test]
    fn one_person_at_two_seats_is_no_pair_and_editions_are_kept_apart() {
        let seats = [
            (SeatKey::new(0, Some(Color::Red)), Some(user("ana"))),
            (SeatKey::new(1, Some(Color::Blue)), Some(user("ana"))),
            (SeatKey::new(2, Some(Color::Green)), Some(user("beto"))),
        ];
        let log = vec![attack(Color::Red, Color::Blue), attack(Color::Red, Color::Green)];
        let tables = ["revancha", "classic"].map(|ruleset| Table {
            ruleset,
            seats: &seats,
            log: &log,
            whispers: &[],
        });
        let all = signals(tables, 1);
        assert_eq!(all.len(), 2, "{all:?}");
        for p in &all {
            assert_eq!((p.a.0.as_str(), p.b.0.as_str()), ("ana", "beto"));
            // Her attack on her own other colour is on no rival.
            assert_eq!((p.counts.attacks_between, p.counts.attacks_total), (1, 1));
            assert!((p.counts.expected_between - 1.0).abs() < 1e-9, "one rival: {p:?}");
        }
    }
}
