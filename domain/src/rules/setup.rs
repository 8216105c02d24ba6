//! Starting a game (R-SET-1..3, R-ORD-1, R-ORD-2, R-SMALL-1/2): seating,
//! dealing, objectives and the first-player roll, all recorded as events.

use crate::board::CountryId;
use crate::color::Color;
use crate::rng::{Randomness, Seed, SeededRandomness, commitment};
use crate::rules::error::SetupError;
use crate::rules::types::{DiceOffPurpose, Event, GameStart, Objective, Options, Secret};
use crate::ruleset::Ruleset;
use crate::ruleset::RulesetId;

/// What a game starts from; may be invalid until [`start`] checks it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameSetup {
    /// The colours playing (2..=6, distinct). Seating is drawn at random.
    pub players: Vec<Color>,
    /// House rules.
    pub options: Options,
}

/// Starts a game of Revancha with randomness from `seed` (stream 0).
///
/// # Errors
/// An invalid setup (player count, duplicate colours, bad options).
pub fn start(setup: &GameSetup, seed: Seed) -> Result<Vec<Event>, SetupError> {
    start_edition(RulesetId::Revancha, setup, seed)
}

/// Starts a game of `ruleset` with randomness from `seed` (stream 0).
///
/// # Errors
/// As [`start`], against the ruleset's player counts and modules.
pub fn start_edition(
    ruleset: RulesetId,
    setup: &GameSetup,
    seed: Seed,
) -> Result<Vec<Event>, SetupError> {
    start_edition_with(ruleset, setup, seed, &mut SeededRandomness::for_version(&seed, 0))
}

/// Starts a game of Revancha drawing from `rng` (tests script it).
///
/// # Errors
/// As [`start`].
pub fn start_with(
    setup: &GameSetup,
    seed: Seed,
    rng: &mut dyn Randomness,
) -> Result<Vec<Event>, SetupError> {
    start_edition_with(RulesetId::Revancha, setup, seed, rng)
}

/// Starts a game of `ruleset` drawing from `rng`.
///
/// # Errors
/// As [`start_edition`].
pub fn start_edition_with(
    ruleset: RulesetId,
    setup: &GameSetup,
    seed: Seed,
    rng: &mut dyn Randomness,
) -> Result<Vec<Event>, SetupError> {
    let rules = ruleset.ruleset();
    let board = rules.board;
    let n = setup.players.len();
    rules.check_seats(n)?;
    for (i, c) in setup.players.iter().enumerate() {
        if setup.players[..i].contains(c) {
            return Err(SetupError::DuplicateColor(*c));
        }
    }
    rules.check_options(&setup.options)?;
    let mut events = Vec::with_capacity(n + 6);
    let mut seating = setup.players.clone();
    shuffle(&mut seating, rng);
    events.push(Event::GameStarted(Box::new(GameStart {
        ruleset: ruleset.slug().to_owned(),
        options: setup.options.clone(),
        seating: seating.clone(),
        seed: Secret::Known(seed),
        commitment: commitment(&seed),
    })));

    // R-SET-1: deal every country card round the table.
    let mut cards: Vec<CountryId> = board.country_ids().collect();
    shuffle(&mut cards, rng);
    let mut owners = vec![Color::White; board.len()];
    let whole = cards.len() / n * n;
    for (i, c) in cards[..whole].iter().enumerate() {
        owners[c.index()] = seating[i % n];
    }
    let leftover = &cards[whole..];
    if !leftover.is_empty() {
        let (rolls, winners) = dice_off(&seating, leftover.len(), rng);
        for (c, w) in leftover.iter().zip(&winners) {
            owners[c.index()] = *w;
        }
        events.push(Event::DiceOff { purpose: DiceOffPurpose::LeftoverCountries, rolls, winners });
    }
    events.push(Event::CountriesDealt { owners: owners.clone() });

    // R-SET-2, R-SMALL-1, R-SMALL-2 (R-CLS-11, R-JNR-3): secret objectives.
    let mut deck = rules.deck_for(n);
    let per_player = (rules.objectives.per_player)(n);
    for (seat, &player) in seating.iter().enumerate() {
        let owned = owners
            .iter()
            .enumerate()
            .filter(|(_, o)| **o == player)
            .fold(0u128, |m, (i, _)| m | (1u128 << i));
        let mut objectives = Vec::with_capacity(per_player);
        while objectives.len() < per_player && !deck.is_empty() {
            let len = u32::try_from(deck.len()).unwrap_or(1);
            let card = deck.swap_remove(usize::try_from(rng.below(len)).unwrap_or(0));
            // R-JNR-3: a card already fulfilled at the deal is put aside.
            let def = rules.objective(card);
            if rules.objectives.redraw_fulfilled
                && def.is_some_and(|d| !d.is_destruction() && d.occupation_met(board, owned))
            {
                continue;
            }
            let target = destroy_target_in(rules, card, player, seat, &seating);
            objectives.push(Objective { card, target });
        }
        if per_player > 0 {
            events.push(Event::ObjectiveDealt { player, objectives: Secret::Known(objectives) });
        }
    }

    // R-ORD-2: highest die starts.
    let (rolls, winners) = dice_off(&seating, 1, rng);
    let first = winners[0];
    events.push(Event::DiceOff { purpose: DiceOffPurpose::FirstPlayer, rolls, winners });
    // R-SET-3 / R-SMALL-2.
    let countries = owners.iter().filter(|&&o| o == first).count();
    let countries = u32::try_from(countries).unwrap_or(u32::MAX);
    let armies = rules.placement.armies(n, 1, countries).unwrap_or(0);
    events.push(Event::PlacementStarted { round: 1, player: first, armies });
    Ok(events)
}

/// R-OBJ-3: the colour a destruction card of Revancha's deck asks for.
#[cfg(test)]
fn destroy_target(card: u8, holder: Color, seat: usize, seating: &[Color]) -> Option<Color> {
    destroy_target_in(RulesetId::Revancha.ruleset(), card, holder, seat, seating)
}

/// R-OBJ-3 (R-CLS-2): the colour a destruction card of `rules`' deck asks
/// for, resolved at the deal.
fn destroy_target_in(
    rules: &Ruleset,
    card: u8,
    holder: Color,
    seat: usize,
    seating: &[Color],
) -> Option<Color> {
    let n = seating.len();
    let right = seating[(seat + n - 1) % n];
    let left = seating[(seat + 1) % n];
    match rules.objective(card)?.destroy? {
        Some(c) if c != holder && seating.contains(&c) => Some(c),
        Some(_) => Some(right),
        None => Some(left),
    }
}

/// Fisher–Yates.
fn shuffle<T>(items: &mut [T], rng: &mut dyn Randomness) {
    for i in (1..items.len()).rev() {
        let j = usize::try_from(rng.below(u32::try_from(i + 1).unwrap_or(u32::MAX))).unwrap_or(0);
        items.swap(i, j);
    }
}

/// Everyone rolls; ties among those still competing for a place re-roll
/// (R-SET-1, R-ORD-2). Returns every roll and the `places` best, best first.
pub(crate) fn dice_off(
    players: &[Color],
    places: usize,
    rng: &mut dyn Randomness,
) -> (Vec<Vec<(Color, u8)>>, Vec<Color>) {
    let mut rolls = Vec::new();
    let mut winners = Vec::with_capacity(places);
    let mut contenders = players.to_vec();
    while winners.len() < places && !contenders.is_empty() {
        let round: Vec<(Color, u8)> = contenders.iter().map(|&c| (c, rng.die())).collect();
        rolls.push(round.clone());
        // Group by value, best first; a group fits whole or re-rolls alone.
        let mut values: Vec<u8> = round.iter().map(|r| r.1).collect();
        values.sort_unstable_by(|a, b| b.cmp(a));
        values.dedup();
        let mut next = Vec::new();
        for v in values {
            let group: Vec<Color> = round.iter().filter(|r| r.1 == v).map(|r| r.0).collect();
            let free = places - winners.len();
            if free == 0 {
                break;
            }
            if group.len() <= free {
                winners.extend(group);
            } else {
                next = group;
                break;
            }
        }
        contenders = next;
    }
    (rolls, winners)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::ScriptedDice;
    use crate::rules::objectives::deck_for;

    fn setup(n: usize) -> GameSetup {
        GameSetup { players: Color::ALL[..n].to_vec(), options: Options::default() }
    }

    /// R-ORD-2: ties for the highest roll re-roll among the tied only.
    #[test]
    fn first_player_ties_reroll_among_the_tied_r_ord_2() {
        let players = [Color::White, Color::Black, Color::Red];
        // White 6, black 6, red 2; then white 3, black 5.
        let mut dice = ScriptedDice::new([6, 6, 2, 3, 5]);
        let (rolls, winners) = dice_off(&players, 1, &mut dice);
        assert_eq!(winners, [Color::Black]);
        assert_eq!(rolls.len(), 2);
        assert_eq!(rolls[1], [(Color::White, 3), (Color::Black, 5)]);
    }

    /// R-SET-1: with five players the two leftover cards go to the two highest rolls.
    #[test]
    fn five_players_dice_off_for_the_two_leftover_countries_r_set_1() {
        let events = start(&setup(5), Seed([3; 32])).unwrap();
        let off = events.iter().find_map(|e| match e {
            Event::DiceOff { purpose: DiceOffPurpose::LeftoverCountries, winners, .. } => {
                Some(winners.clone())
            }
            _ => None,
        });
        let winners = off.expect("a dice-off for the leftover countries");
        assert_eq!(winners.len(), 2);
        assert_ne!(winners[0], winners[1]);
        let Some(Event::CountriesDealt { owners }) =
            events.iter().find(|e| matches!(e, Event::CountriesDealt { .. }))
        else {
            panic!("no deal")
        };
        for c in &Color::ALL[..5] {
            let n = owners.iter().filter(|o| *o == c).count();
            assert_eq!(n, if winners.contains(c) { 15 } else { 14 }, "{c}");
        }
    }

    /// R-SET-1: the dice-off winners are the two highest, ties re-rolled.
    #[test]
    fn dice_off_for_two_places_rerolls_a_tie_for_the_second_r_set_1() {
        let players = [Color::White, Color::Black, Color::Red, Color::Blue];
        // 6, 4, 4, 1 → white first; black and red tie for the last place: 2 vs 5.
        let mut dice = ScriptedDice::new([6, 4, 4, 1, 2, 5]);
        let (_, winners) = dice_off(&players, 2, &mut dice);
        assert_eq!(winners, [Color::White, Color::Red]);
    }

    /// R-CMP-2: 2 to 6 distinct colours.
    #[test]
    fn setups_outside_two_to_six_distinct_colours_are_refused_r_cmp_2() {
        assert_eq!(start(&setup(1), Seed([0; 32])), Err(SetupError::PlayerCount(1)));
        let mut dup = setup(3);
        dup.players[2] = Color::White;
        assert_eq!(start(&dup, Seed([0; 32])), Err(SetupError::DuplicateColor(Color::White)));
        let seven = GameSetup {
            players: [Color::ALL.as_slice(), &[Color::Red]].concat(),
            options: Options::default(),
        };
        assert_eq!(start(&seven, Seed([0; 32])), Err(SetupError::PlayerCount(7)));
    }

    /// R-OBJ-3: destroying one's own colour or an absent colour becomes
    /// "destroy the player on your right".
    #[test]
    fn impossible_destruction_becomes_destroy_the_player_on_the_right_r_obj_3() {
        let seating = [Color::Red, Color::Blue, Color::White, Color::Black];
        // Card 15 = destroy red; red holds it at seat 0: right is black (seat 3).
        assert_eq!(destroy_target(15, Color::Red, 0, &seating), Some(Color::Black));
        // Card 18 = destroy green, not in the game; holder blue at seat 1: right is red.
        assert_eq!(destroy_target(18, Color::Blue, 1, &seating), Some(Color::Red));
        // Card 13 = destroy white, held by black: white.
        assert_eq!(destroy_target(13, Color::Black, 3, &seating), Some(Color::White));
        // Card 19 = the player on the left: the next seat.
        assert_eq!(destroy_target(19, Color::Black, 3, &seating), Some(Color::Red));
        assert_eq!(destroy_target(2, Color::Black, 3, &seating), None);
    }

    /// R-SMALL-1: with 2 or 3 players no destruction card nor the 35-countries card.
    #[test]
    fn small_games_have_no_destruction_or_35_country_objectives_r_small_1() {
        assert_eq!(deck_for(2), (1..=11).collect::<Vec<u8>>());
        assert_eq!(deck_for(3), (1..=11).collect::<Vec<u8>>());
        assert_eq!(deck_for(4).len(), 19);
    }
}
