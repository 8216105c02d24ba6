//! SVC-RECORD: records of simulated games verify, and any change to a die,
//! a card or a move is found at its version.

use super::*;
use crate::rules::{self, GameSetup};
use crate::sim::play_edition_with;
use crate::{Color, RulesetId};

fn record_of(edition: RulesetId, players: &[Color], pacts: bool, seed: u8) -> Record {
    let mut options = Options { house: edition.ruleset().default_options(), ..Options::default() };
    options.house.pacts = pacts;
    let setup = GameSetup { players: players.to_vec(), options: options.house.clone() };
    let seed = Seed([seed; 32]);
    let played = play_edition_with(edition, &setup, seed, |_, _| {}).expect("a whole game");
    Record {
        format: FORMAT.to_owned(),
        format_version: FORMAT_VERSION,
        game_id: "g".to_owned(),
        ruleset: edition.slug().to_owned(),
        options,
        players: players
            .iter()
            .enumerate()
            .map(|(i, &c)| RecordPlayer {
                seat: u8::try_from(i).unwrap(),
                color: Some(c),
                name: format!("Player {}", i + 1),
                bot: None,
            })
            .collect(),
        events: played.events.into_iter().map(Event::Risk).collect(),
        dice: DiceProof::of(&seed),
    }
}

const THREE: [Color; 3] = [Color::Red, Color::Blue, Color::Green];

#[test]
fn svc_record_a_whole_game_of_every_edition_verifies_to_its_final_position() {
    for edition in [RulesetId::Revancha, RulesetId::Classic, RulesetId::Junior] {
        let pacts = if edition == RulesetId::Revancha { [false, true] } else { [false, false] };
        for (pacts, seed) in pacts.into_iter().zip(1..) {
            let record = record_of(edition, &THREE, pacts, seed);
            let verified = verify(&record).unwrap_or_else(|e| panic!("{edition:?}: {e}"));
            let again = fold(&record.events);
            assert_eq!(verified.game, again, "{edition:?}");
            assert!(verified.game.is_finished());
        }
    }
}

/// Changes the first event of the record that `change` changes (it says
/// whether it did): that event's version.
fn change_first(record: &mut Record, mut change: impl FnMut(&mut rules::Event) -> bool) -> u64 {
    let index = record
        .events
        .iter_mut()
        .position(|e| match e {
            Event::Risk(r) => change(r),
            Event::Teg2(_) => false,
        })
        .expect("an event to change");
    u64::try_from(index).unwrap() + 1
}

#[test]
fn svc_record_a_changed_die_is_named_by_its_version() {
    let mut record = record_of(RulesetId::Revancha, &THREE, false, 3);
    let version = change_first(&mut record, |e| {
        let rules::Event::AttackResolved { attacker_dice, .. } = e else { return false };
        let mut dice = attacker_dice.to_vec();
        dice[0] = if dice[0] == 6 { 5 } else { dice[0] + 1 };
        *attacker_dice = rules::Dice::new(&dice);
        true
    });
    let bad = verify(&record).unwrap_err();
    assert_eq!(bad.version, Some(version), "{bad}");
    assert!(bad.expected.is_some());
}

#[test]
fn svc_record_a_changed_deal_fails_at_the_start() {
    let mut record = record_of(RulesetId::Classic, &THREE, false, 4);
    let version = change_first(&mut record, |e| {
        let rules::Event::CountriesDealt { owners } = e else { return false };
        let first = owners[0];
        owners[0] = if first == Color::Red { Color::Blue } else { Color::Red };
        true
    });
    assert_eq!(verify(&record).unwrap_err().version, Some(version));
}

#[test]
fn svc_record_another_seed_or_commitment_is_refused_as_a_whole() {
    let mut record = record_of(RulesetId::Revancha, &THREE, false, 5);
    record.dice.commitment = DiceProof::of(&Seed([9; 32])).commitment;
    let bad = verify(&record).unwrap_err();
    assert_eq!(bad.version, None, "{bad}");

    let mut record = record_of(RulesetId::Revancha, &THREE, false, 5);
    record.dice = DiceProof::of(&Seed([9; 32]));
    assert_eq!(verify(&record).unwrap_err().version, Some(1));
}

#[test]
fn svc_record_an_unfinished_game_or_a_dropped_event_does_not_verify() {
    let mut record = record_of(RulesetId::Revancha, &THREE, false, 6);
    record.events.truncate(record.events.len() / 2);
    assert_eq!(verify(&record).unwrap_err().version, None);

    let mut record = record_of(RulesetId::Revancha, &THREE, false, 6);
    let dropped = record.events.len() / 2;
    record.events.remove(dropped);
    assert!(verify(&record).unwrap_err().version.is_some_and(|v| v >= 1));
}

#[test]
fn svc_record_another_format_is_refused() {
    let mut record = record_of(RulesetId::Junior, &THREE, false, 7);
    record.format_version = 2;
    assert!(verify(&record).unwrap_err().message.contains("format_version"));
}

/// A game of `THREE` where every seventh step is let go to the clock
/// (SVC-CLOCK: completed for the player, a forfeit at the third in a row,
/// the forfeited player's turns passed), as the service writes it: each
/// batch decided at its version, the passes after it.
fn record_with_timeouts(seed: u8) -> Record {
    use crate::rules::{Game, OnTimeout};
    use crate::shared::ClockRule;
    let mut record = record_of(RulesetId::Revancha, &THREE, false, seed);
    let seed = Seed([seed; 32]);
    // The start's batch: everything before the first placement.
    let start = record
        .events
        .iter()
        .take_while(|e| !matches!(e, Event::Risk(rules::Event::ArmiesPlaced { .. })))
        .count();
    let mut log: Vec<rules::Event> =
        record.events[..start].iter().filter_map(|e| e.risk().cloned()).collect();
    let mut game = Game::replay(&log);
    let clock = ClockRule { then: OnTimeout::Pass, max_timeouts: 3, bot: BotLevel::Random };
    let mut player = crate::sim::RandomPlayer::new(&seed);
    let mut legal = Vec::new();
    for step in 0..20_000 {
        if game.is_finished() {
            break;
        }
        let actor = game.current_player().expect("someone acts");
        let batch = if step % 7 == 3 {
            game.time_out(actor, &clock, &seed).expect("a timeout")
        } else {
            game.legal_actions_into(actor, &mut legal);
            let command = player
                .choose(&game, &legal)
                .unwrap_or_else(|| panic!("{actor:?} in {:?}, {:?}", game.phase(), game.players()))
                .clone();
            let mut dice = crate::SeededRandomness::for_version(&seed, game.version());
            game.decide(actor, &command, &mut dice).expect("legal")
        };
        for e in &batch {
            game.apply(e);
        }
        let passes = game.pass_forfeited(&seed);
        for e in &passes {
            game.apply(e);
        }
        log.extend(batch.into_iter().chain(passes));
    }
    assert!(game.is_finished(), "the game ends");
    record.events = log.into_iter().map(Event::Risk).collect();
    record
}

#[test]
fn svc_record_a_game_with_timeouts_forfeits_and_passes_verifies_and_a_changed_die_fails() {
    let mut record = record_with_timeouts(8);
    let timeouts = record
        .events
        .iter()
        .filter(|e| matches!(e, Event::Risk(rules::Event::TimedOut { .. })))
        .count();
    assert!(timeouts > 3, "{timeouts} timeouts");
    verify(&record).unwrap_or_else(|e| panic!("{e}"));
    let version = change_first(&mut record, |e| {
        let rules::Event::AttackResolved { defender_dice, .. } = e else { return false };
        let mut dice = defender_dice.to_vec();
        dice[0] = if dice[0] == 1 { 2 } else { dice[0] - 1 };
        *defender_dice = rules::Dice::new(&dice);
        true
    });
    assert_eq!(verify(&record).unwrap_err().version, Some(version));
}
