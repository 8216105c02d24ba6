//! The turn's wheel: what happens between one player's decisions and the
//! next's, emitted onto a decision's scratch transaction. The end of a
//! turn (cards earned, bonuses, pacts whose notice ran out), the next
//! placement, reinforcement, turn or round (with its situation card), and
//! the start of a turn with its incorporation. Decisions (`decide.rs`)
//! call in here; nothing here decides a player's command.

use crate::board::CountryId;
use crate::color::Color;
use crate::rng::Randomness;
use crate::rules::aggression::joint_cards;
use crate::rules::conquest::draw_card;
use crate::rules::pacts::{end_broken_pacts, end_truces, expire_proposals};
use crate::rules::state::Game;
use crate::rules::tx::Tx;
use crate::rules::types::{Event, Incorporation, Phase, Situation};

/// The end of `player`'s turn: cards, the turn's end, pacts whose notice
/// ran out, the next turn.
pub(super) fn finish_turn(tx: &mut Tx, player: Color, rng: &mut dyn Randomness) {
    card_step(tx, player, rng);
    joint_cards(tx, player, rng);
    tx.emit(Event::TurnEnded { player });
    end_broken_pacts(tx, player);
    next_turn(tx, player, rng);
}

/// R-CRD-1..3 at the end of a turn, applied automatically.
fn card_step(tx: &mut Tx, actor: Color, rng: &mut dyn Randomness) {
    // R-PCT-10: conquests by aggression count only from two on.
    let joint = tx.scratch().turn().joint_conquests(actor);
    let conquests = tx.scratch().turn().conquests + if joint >= 2 { joint } else { 0 };
    draw_card(tx, actor, conquests, rng);
    // R-CRD-2: 3 armies once per card for a held card's own country.
    let g = &tx.scratch();
    let bonuses: Vec<CountryId> = g
        .player(actor)
        .map(|p| {
            p.hand
                .iter()
                .filter(|h| {
                    !h.bonus_used
                        && g.owned_mask(actor) & h.country.bit() != 0
                        && !g.is_blockaded(h.country)
                        && g.zone_on(h.country).is_none()
                })
                .map(|h| h.country)
                .collect()
        })
        .unwrap_or_default();
    // R-CLS-8: 2 in classic; none in Junior (R-JNR-10).
    let armies = tx.scratch().ruleset().cards.card_bonus;
    if armies > 0 {
        for country in bonuses {
            tx.emit(Event::CardBonus { player: actor, country, armies });
        }
    }
    // R-CRD-3: a continent conquered this turn earns its card.
    let g = &tx.scratch();
    let Some(p) = g.player(actor) else { return };
    let owned = g.owned_mask(actor);
    let earned: Vec<_> = g
        .board()
        .continent_ids()
        .filter(|k| {
            let c = g.board().continent(*k);
            // Classic and Junior have no continent cards (R-CLS-7).
            !c.card.is_empty()
                && owned & c.mask == c.mask
                && g.turn().conquered_in & (1 << k.index()) != 0
                && g.continent_card_holder(*k).is_none()
                && p.used_continent_cards & (1 << k.index()) == 0
        })
        .collect();
    for continent in earned {
        tx.emit(Event::ContinentCardEarned { player: actor, continent });
    }
}

/// After armies were placed: when the pool is empty, the next placement,
/// round or turn begins.
pub(super) fn after_placement(tx: &mut Tx, rng: &mut dyn Randomness) {
    match tx.scratch().phase().clone() {
        Phase::InitialPlacement { round, player, remaining: 0 } => {
            let g = &tx.scratch();
            let order = seating_from(g, g.first_player().unwrap_or(player));
            // R-SET-3, R-SMALL-2 (R-CLS-3, R-CLS-11, R-JNR-4): the next
            // player of this placement round who has armies to place in it,
            // else the first of the next round, else the game begins.
            let after = order.iter().skip_while(|&&c| c != player).skip(1);
            let in_round = |r: u8, c: Color| placement_armies(g, c, r).map(|a| (c, a));
            let this_round = after.filter_map(|&c| in_round(round, c)).next();
            let next_round = order.iter().find_map(|&c| in_round(round.saturating_add(1), c));
            match (this_round, next_round) {
                (Some((next, armies)), _) => {
                    tx.emit(Event::PlacementStarted { round, player: next, armies });
                }
                (None, Some((first, armies))) => {
                    let round = round.saturating_add(1);
                    tx.emit(Event::PlacementStarted { round, player: first, armies });
                }
                (None, None) => start_round(tx, rng),
            }
        }
        Phase::ExtraReinforcement { player, remaining: 0 } => {
            next_reinforcement(tx, Some(player));
        }
        _ => {}
    }
}

/// Armies `player` places in initial placement round `round`, if any: the
/// ruleset's rounds, or one at a time up to half their countries (R-CLS-11).
fn placement_armies(g: &Game, player: Color, round: u8) -> Option<u32> {
    g.ruleset().placement.armies(g.players().len(), round, g.country_count(player))
}

/// The seating order starting at `first`.
fn seating_from(g: &Game, first: Color) -> Vec<Color> {
    let i = g.seating().iter().position(|&c| c == first).unwrap_or(0);
    g.seating()[i..].iter().chain(&g.seating()[..i]).copied().collect()
}

/// R-SIT-6: the next player in round order with extra armies; then the first turn.
fn next_reinforcement(tx: &mut Tx, after: Option<Color>) {
    let g = &tx.scratch();
    let order: Vec<Color> = g.round_order().iter().copied().filter(|&c| g.is_alive(c)).collect();
    let start = after.and_then(|a| order.iter().position(|&c| c == a)).map_or(0, |i| i + 1);
    for &c in &order[start.min(order.len())..] {
        let armies = g.country_count(c) / 2;
        if armies > 0 && g.can_receive_armies(c) {
            tx.emit(Event::ReinforcementStarted { player: c, armies });
            return;
        }
    }
    if let Some(&first) = order.first() {
        start_turn(tx, first);
    }
}

/// The next turn of the round, or a new round.
fn next_turn(tx: &mut Tx, after: Color, rng: &mut dyn Randomness) {
    let g = &tx.scratch();
    let i = g.round_order().iter().position(|&c| c == after);
    let next = i.and_then(|i| g.round_order()[i + 1..].iter().copied().find(|&c| g.is_alive(c)));
    match next {
        Some(c) => start_turn(tx, c),
        None => start_round(tx, rng),
    }
}

/// R-RND-1, R-ORD-3: a new round with its situation card.
fn start_round(tx: &mut Tx, rng: &mut dyn Randomness) {
    let g = &tx.scratch();
    let round = g.round() + 1;
    if let Some(cap) = g.options().max_rounds
        && round > cap
    {
        tx.emit(Event::RoundCapReached { rounds: cap });
        if let Some(seed) = tx.scratch().seed() {
            tx.emit(Event::SeedRevealed { seed });
        }
        return;
    }
    // R-JNR-4: some editions keep the order of the first round.
    let order: Vec<Color> = if round == 1 || !g.ruleset().turn.rotate_rounds {
        seating_from(g, g.first_player().unwrap_or(g.seating()[0]))
    } else {
        // The second player of the last round starts; the last starter goes last.
        let prev = &g.round_order();
        prev.iter().skip(1).chain(prev.iter().take(1)).copied().collect()
    };
    let order: Vec<Color> = order.into_iter().filter(|&c| g.is_alive(c)).collect();
    tx.emit(Event::RoundStarted { round, order: order.clone() });
    expire_proposals(tx);
    end_truces(tx);
    if tx.scratch().options().situation_cards {
        loop {
            let g = &tx.scratch();
            let deck =
                if g.situations().is_empty() { Situation::deck() } else { g.situations().to_vec() };
            let n = u32::try_from(deck.len()).unwrap_or(1);
            let card = deck[usize::try_from(rng.below(n)).unwrap_or(0)];
            tx.emit(Event::SituationRevealed { card });
            // R-SIT-7: a rest card for a colour not in the game is replaced.
            match card {
                Situation::Rest(c) if !tx.scratch().is_alive(c) => {}
                _ => break,
            }
        }
        match tx.scratch().situation() {
            Some(Situation::Crisis) => {
                let rolls: Vec<(Color, u8)> = order.iter().map(|&c| (c, rng.die())).collect();
                let low = rolls.iter().map(|r| r.1).min().unwrap_or(1);
                let losers = rolls.iter().filter(|r| r.1 == low).map(|r| r.0).collect();
                tx.emit(Event::CrisisRolled { rolls, losers });
            }
            Some(Situation::ExtraReinforcements) => {
                next_reinforcement(tx, None);
                return;
            }
            _ => {}
        }
    }
    if let Some(&first) = order.first() {
        start_turn(tx, first);
    }
}

/// R-RND-2, R-INC-1, R-INC-2: a turn starts, with its incorporation from round 2.
fn start_turn(tx: &mut Tx, player: Color) {
    let g = &tx.scratch();
    let incorporation = (g.round() >= 2).then(|| {
        let n = g.country_count(player);
        let rules = g.ruleset().incorporation;
        let for_countries = rules.countries.armies(n);
        let owned = g.owned_mask(player);
        // R-JNR-9: where a continent pays once, not again to the same player.
        let had = if rules.continent_bonus_once {
            g.player(player).map_or(0, |p| p.continent_bonuses)
        } else {
            0
        };
        let for_continents = g
            .board()
            .continent_ids()
            .filter(|k| {
                let c = g.board().continent(*k);
                owned & c.mask == c.mask && had & (1 << k.index()) == 0
            })
            .map(|k| (k, g.board().continent(k).bonus))
            .collect();
        Incorporation { for_countries, for_continents }
    });
    tx.emit(Event::TurnStarted { player, incorporation });
}
