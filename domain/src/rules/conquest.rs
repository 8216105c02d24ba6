//! What follows a conquest, whoever made it (an attack, a missile never
//! does, an aggression pact's joint roll): pacts on the country end, the
//! continent card goes back, the loser may be out, the game may be won; and
//! the card a turn's conquests earn. Shared by `decide` and `aggression`,
//! below both.

use crate::board::CountryId;
use crate::color::Color;
use crate::rng::Randomness;
use crate::rules::pacts::{end_pacts_of, end_pacts_on_country};
use crate::rules::tx::Tx;
use crate::rules::types::{Event, Secret};

/// R-ATK-5 onwards: continent cards lost with the country, elimination, victory.
pub(crate) fn after_conquest(tx: &mut Tx, actor: Color, loser: Color, to: CountryId) {
    end_pacts_on_country(tx, to);
    let g = &tx.scratch();
    let continent = g.board().country(to).continent;
    if g.continent_card_holder(continent) == Some(loser) {
        tx.emit(Event::ContinentCardReturned { player: loser, continent });
    }
    if tx.scratch().presence_mask(loser) == 0 {
        let cards = tx
            .scratch()
            .player(loser)
            .map(|p| p.hand.iter().map(|h| h.country).collect())
            .unwrap_or_default();
        tx.emit(Event::PlayerEliminated { player: loser, by: actor, cards: Secret::Known(cards) });
        end_pacts_of(tx, loser);
    }
    check_victory(tx);
}

/// R-OBJ-6: ends the game at once if anybody has won.
pub(crate) fn check_victory(tx: &mut Tx) -> bool {
    if let Some((winner, reason)) = tx.scratch().winner_now() {
        tx.emit(Event::GameWon { winner, reason });
        if let Some(seed) = tx.scratch().seed() {
            tx.emit(Event::SeedRevealed { seed });
        }
        return true;
    }
    false
}

/// R-CRD-1: a card from the pile for `conquests` this turn (1 needed, 2
/// after the third exchange), unless a crisis (R-SIT-5), a full hand or a
/// zone penalty (R-PCT-9) stops it.
pub(crate) fn draw_card(tx: &mut Tx, player: Color, conquests: u32, rng: &mut dyn Randomness) {
    let g = &tx.scratch();
    let Some(p) = g.player(player) else { return };
    let needed = g.ruleset().cards.conquests_needed(p.exchanges);
    let crisis = g.crisis_losers() & player.bit() != 0;
    let room = p.hand.len() < g.ruleset().cards.hand_limit;
    if conquests >= needed && !crisis && room && g.pile_len() > 0 {
        // R-EXC-4: once the unordered part is used up, the exchanged cards
        // are reshuffled: drawing uniformly among them is the same thing, and
        // keeps the next card unpredictable from the public exchange log.
        let reshuffled = g.pile().is_empty();
        let n = if reshuffled { g.pile_bottom().len() } else { g.pile().len() };
        let i = usize::try_from(rng.below(u32::try_from(n).unwrap_or(u32::MAX))).unwrap_or(0);
        let card = if reshuffled { g.pile_bottom().get(i) } else { g.pile().get(i) }.copied();
        if p.zone_card_ban {
            tx.emit(Event::CardWithheld { player });
        } else if let Some(card) = card {
            tx.emit(Event::CardDrawn { player, card: Secret::Known(card) });
        }
    }
}
