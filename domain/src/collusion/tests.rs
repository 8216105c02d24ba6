//! The collusion signal's tests: counts, flags and farms over hand-made
//! tables.

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
    let listed: Vec<(&str, &str)> = all.iter().map(|p| (p.a.0.as_str(), p.b.0.as_str())).collect();
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
    let tally = tally([Table { ruleset: "revancha", seats: &seats(), log: &log, whispers: &[] }]);
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
    assert!(all.iter().any(|p| p.b == user("carla") && p.reasons == [Reason::Linked]), "{all:?}");
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
    let mut games: Vec<Game> =
        ["t1", "t2", "t3", "t4", "ana"].iter().map(|t| (seats_with(t), resign.clone())).collect();
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
    tally(games.iter().map(|(s, l)| Table { ruleset: "revancha", seats: s, log: l, whispers: &[] }))
}

#[test]
fn a_teg2_log_counts_games_only() {
    let seats =
        [(SeatKey::new(0, None), Some(user("ana"))), (SeatKey::new(1, None), Some(user("beto")))];
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
