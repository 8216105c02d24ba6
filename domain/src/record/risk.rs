//! A Risk-like edition's record decided again. The service decides every
//! command at the version it comes to, with `SeededRandomness::for_version
//! (seed, version)`, and so do the passes of forfeited players and the
//! steps a clock completes: so the log is a sequence of batches, each the
//! events of one command decided at the version of its first event, or an
//! event with no chance in it (a timeout, a change of hands, a forfeit, a
//! pause). The command behind a batch is read back from its first event
//! ([`candidates`]); the legal moves of everyone are the fallback.

use super::{BadRecord, Record};
use crate::game::{Event as AnyEvent, Game as AnyGame};
use crate::rng::{Seed, SeededRandomness};
use crate::rules::{self, Command, Event, Game, GameSetup};
use crate::shared::ForfeitReason;
use crate::{Color, RulesetId};

/// Verifies a Risk-like record: the game it makes, and whether it began
/// from a loaded position.
pub(super) fn verify(
    edition: RulesetId,
    record: &Record,
    seed: Seed,
) -> Result<(AnyGame, bool), BadRecord> {
    let events: Vec<&Event> = record
        .events
        .iter()
        .enumerate()
        .map(|(i, e)| {
            e.risk().ok_or_else(|| BadRecord::at(i, "a TEG II event in an edition's game"))
        })
        .collect::<Result<_, _>>()?;
    let mut game = Game::new();
    let (mut i, from_position) = opening(edition, record, seed, &events, &mut game)?;
    while i < events.len() {
        let batch = batch(&game, &events[i..], i, &seed)?;
        for e in &batch {
            game.apply(e);
        }
        i += batch.len();
    }
    Ok((AnyGame::Risk(Box::new(game)), from_position))
}

/// The start: drawn again from the seed for the record's seats, or a
/// loaded position taken as it is. Returns where the play begins.
fn opening(
    edition: RulesetId,
    record: &Record,
    seed: Seed,
    events: &[&Event],
    game: &mut Game,
) -> Result<(usize, bool), BadRecord> {
    if let Some(Event::PositionLoaded { position }) = events.first() {
        if position.seed.known() != Some(&seed) {
            return Err(BadRecord::at(0, "the loaded position's seed is not dice.seed"));
        }
        game.apply(events[0]);
        return Ok((1, true));
    }
    let players: Vec<Color> = record
        .players
        .iter()
        .map(|p| p.color.ok_or_else(|| BadRecord::whole(format!("seat {} has no colour", p.seat))))
        .collect::<Result<_, _>>()?;
    let setup = GameSetup { players, options: record.options.house.clone() };
    let start = rules::start_edition(edition, &setup, seed)
        .map_err(|e| BadRecord::whole(format!("the record's table does not start: {e}")))?;
    let len = matching(&start, events).map_err(|(k, expected)| BadRecord {
        expected: expected.map(AnyEvent::Risk),
        ..BadRecord::at(k, "the start is not the one dice.seed deals to these seats")
    })?;
    for e in &start {
        game.apply(e);
    }
    Ok((len, false))
}

/// The events of the batch at `at` (the head of `rest`), as the rules and
/// the seed give them, once they match the record.
fn batch(game: &Game, rest: &[&Event], at: usize, seed: &Seed) -> Result<Vec<Event>, BadRecord> {
    let first = rest[0];
    let expected = match first {
        Event::TimedOut { player, in_a_row, .. } => {
            let due = game.player(*player).map_or(0, |p| p.timeouts).saturating_add(1);
            if game.phase().actor() != Some(*player) || *in_a_row != due {
                return Err(BadRecord::at(at, "a timeout of a player not to act, or miscounted"));
            }
            return Ok(vec![first.clone()]);
        }
        Event::ControlChanged { player, controller, cause } => {
            game.change_control(*player, *controller, *cause)
        }
        Event::PlayerForfeited { player, reason } => {
            game.forfeit_for(*player, reason.unwrap_or(ForfeitReason::Kicked))
        }
        Event::GamePaused { .. }
        | Event::GameResumed { .. }
        | Event::GameAborted { .. }
        | Event::RematchOffered { .. } => Some(vec![first.clone()]),
        _ => return decided(game, rest, at, seed),
    };
    let Some(expected) = expected else {
        return Err(BadRecord::at(at, "the rules allow no such event here"));
    };
    matching(&expected, rest).map_err(|(k, e)| BadRecord {
        expected: e.map(AnyEvent::Risk),
        ..BadRecord::at(at + k, "not what the rules give here")
    })?;
    Ok(expected)
}

/// The batch of the command behind `rest[0]`: the first candidate whose
/// decision, with the randomness of version `at`, is what is recorded.
/// Otherwise the candidate that matched longest names the bad event.
fn decided(game: &Game, rest: &[&Event], at: usize, seed: &Seed) -> Result<Vec<Event>, BadRecord> {
    // The version a batch is decided at: the events before it.
    let version = u64::try_from(at).unwrap_or(u64::MAX);
    let mut best: Option<(usize, Option<Event>)> = None;
    for (actor, command) in candidates(game, rest[0]) {
        let mut rng = SeededRandomness::for_version(seed, version);
        let Ok(events) = game.decide(actor, &command, &mut rng) else { continue };
        match matching(&events, rest) {
            Ok(_) => return Ok(events),
            Err((k, expected)) => {
                if best.as_ref().is_none_or(|(b, _)| k > *b) {
                    best = Some((k, expected));
                }
            }
        }
    }
    Err(match best {
        Some((k, expected)) => BadRecord {
            expected: expected.map(AnyEvent::Risk),
            ..BadRecord::at(
                at + k,
                "not what the rules and dice.seed give here (a die, a card or a move differs)",
            )
        },
        None => BadRecord::at(at, "no command the rules allow here makes this event"),
    })
}

/// Whether `rest` begins with `expected`: its length, or the place of the
/// first difference and what was expected there.
fn matching(expected: &[Event], rest: &[&Event]) -> Result<usize, (usize, Option<Event>)> {
    for (k, e) in expected.iter().enumerate() {
        if rest.get(k).is_none_or(|r| *r != e) {
            return Err((k, Some(e.clone())));
        }
    }
    Ok(expected.len())
}

/// The commands that could have made `first`, most likely first: read back
/// from the event, then every legal move of every player still in.
fn candidates(game: &Game, first: &Event) -> Vec<(Color, Command)> {
    let actor = game.phase().actor();
    let everyone = game.seating().to_vec();
    let by = |c: Color, command: Command| vec![(c, command)];
    let anyone = |command: &dyn Fn() -> Command| -> Vec<(Color, Command)> {
        everyone.iter().map(|&c| (c, command())).collect()
    };
    let mut out = match first {
        Event::ArmiesPlaced { player, country, armies } => {
            by(*player, Command::Place { country: *country, armies: *armies })
        }
        Event::MissileBought { player, country } => {
            by(*player, Command::BuyMissile { country: *country })
        }
        Event::MissileConverted { player, country } => {
            by(*player, Command::ConvertMissile { country: *country })
        }
        Event::CardsExchanged { player, cards, continents, .. } => {
            by(*player, Command::Exchange { cards: cards.clone(), continents: continents.clone() })
        }
        Event::AttackResolved { attacker, defender, from, to, .. } => {
            let (from, to) = (*from, *to);
            let mut out = by(*attacker, Command::Attack { from, to });
            out.extend(by(*attacker, Command::AttackOccupant { from, to, occupant: *defender }));
            out.extend(actor.map(|a| (a, Command::Attack { from, to })));
            out.extend(
                actor.map(|a| (a, Command::AttackOccupant { from, to, occupant: *defender })),
            );
            out
        }
        Event::MissileFired { from, to, .. } => {
            actor.map(|a| (a, Command::FireMissile { from: *from, to: *to })).into_iter().collect()
        }
        Event::MissileFiredAt { from, to, occupant, .. } => actor
            .map(|a| (a, Command::FireMissileAt { from: *from, to: *to, occupant: *occupant }))
            .into_iter()
            .collect(),
        Event::ArmiesMovedIn { armies, .. } => {
            actor.map(|a| (a, Command::MoveIn { armies: *armies })).into_iter().collect()
        }
        Event::Regrouped { from, to, armies, missiles } => actor
            .map(|a| {
                let command =
                    Command::Regroup { from: *from, to: *to, armies: *armies, missiles: *missiles };
                (a, command)
            })
            .into_iter()
            .collect(),
        Event::PactProposed { by: who, to, terms, .. } => {
            by(*who, Command::ProposePact { to: *to, terms: *terms })
        }
        Event::PactAccepted { pact } => anyone(&|| Command::AcceptPact { pact: *pact }),
        Event::PactBreakAnnounced { pact, by: who } => by(*who, Command::BreakPact { pact: *pact }),
        Event::PactEnded { pact, .. } => {
            let pact = *pact;
            let mut out = anyone(&|| Command::RefusePact { pact });
            out.extend(anyone(&|| Command::WithdrawPact { pact }));
            out.extend(anyone(&|| Command::DismissZone { pact }));
            out
        }
        Event::AggressionLaunched { pact, .. } => {
            anyone(&|| Command::LaunchAggression { pact: *pact })
        }
        _ => Vec::new(),
    };
    if let Some(a) = actor {
        out.push((a, Command::EndTurn));
        out.push((a, Command::EndAggression));
    }
    for c in everyone {
        out.extend(game.legal_actions(c).into_iter().map(|command| (c, command)));
    }
    out
}
