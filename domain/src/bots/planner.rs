//! The `planner` level: the greedy player's tactics steered by a plan. It
//! weighs every country by what it is worth to this player: the countries
//! its secret objective names (from its own view only) or the colour it
//! must destroy, the common objective, continents it can complete and
//! continents an enemy holds whole. It defends the continents it holds
//! (armies placed and regrouped onto threatened borders), closes
//! blockades (R-BLK-1) and fires and moves missiles (R-MIS) in Revancha,
//! takes the first conquest of a turn for the card even at worse odds,
//! and answers pacts: it accepts one from a stronger player that covers
//! none of the countries it wants, refuses the rest (and every aggression
//! and zone pact), never proposes one and never breaks one it accepted.

use crate::board::CountryId;
use crate::bots::Seen;
use crate::bots::greedy::{aggression_roll, move_in};
use crate::bots::read::{Map, battle_of, best, find};
use crate::color::Color;
use crate::rules::combat::missile_damage;
use crate::rules::{Command, PactTerms, Phase};

/// What the player wants, country by country.
#[derive(Debug)]
struct Plan {
    /// How much taking each country is worth (0 for the bot's own).
    want: Vec<f64>,
    /// The colour a destruction objective names, while it is alive.
    target: Option<Color>,
    /// Countries the secret objective still needs (the target's, for a
    /// destruction objective).
    needed: u128,
    /// Own countries on the border of a whole continent the bot holds,
    /// with the armies they lack against the strongest enemy next door.
    short: Vec<(CountryId, u32)>,
}

/// Extra worth of a country a secret objective names.
const OBJECTIVE: f64 = 3.0;

impl Plan {
    fn new(map: &Map<'_>) -> Plan {
        let board = map.board;
        let view = map.seen.view();
        let rules = map.seen.ruleset();
        let n = board.len();
        let mut want = vec![1.0; n];
        let mut target = None;
        let mut needed = 0;
        if let Some(you) = view.you.as_ref().filter(|y| !y.objective_lapsed) {
            for o in &you.objectives {
                let Some(def) = rules.objective(o.objective.card) else { continue };
                if def.is_destruction() {
                    target = o
                        .objective
                        .target
                        .filter(|t| view.players.iter().any(|p| p.color == *t && !p.eliminated));
                    continue;
                }
                for (k, continent) in board.continents.iter().enumerate() {
                    let need = u32::from(def.per_continent.get(k).copied().unwrap_or(0));
                    if need > 0 && (map.mine & continent.mask).count_ones() < need {
                        needed |= continent.mask & !map.mine;
                    }
                }
                if let Some((islands, _)) = def.islands
                    && (map.mine & board.island_mask()).count_ones() < u32::from(islands)
                {
                    for c in board.ids_in(board.island_mask() & !map.mine & !needed) {
                        want[c.index()] += OBJECTIVE / 2.0;
                    }
                }
            }
        }
        for c in board.ids_in(needed) {
            want[c.index()] += OBJECTIVE;
        }
        if let Some(t) = target {
            let theirs = map.held[t.index()];
            needed |= theirs;
            let count = f64::from(theirs.count_ones().max(1));
            for c in board.ids_in(theirs) {
                want[c.index()] += OBJECTIVE + 6.0 / count;
            }
        }
        for c in board.country_ids() {
            let i = c.index();
            if map.mine & c.bit() != 0 {
                want[i] = 0.0;
                continue;
            }
            let (have, size) = map.continent_share(c, map.me);
            want[i] += f64::from(have + 1) / f64::from(size.max(1));
            if have + 1 == size {
                want[i] += f64::from(map.bonus(c)) / 2.0;
            }
            if map.continent_holder(c).is_some() {
                want[i] += f64::from(map.bonus(c)) / 3.0;
            }
        }
        let short = map
            .board
            .ids_in(map.mine)
            .filter(|&c| map.holds_continent_of(c) && map.enemy_neighbours(c) != 0)
            .filter_map(|c| {
                let need = map.threat(c) + 1;
                let have = map.stake(c, map.me);
                (need > have).then(|| (c, need - have))
            })
            .collect();
        Plan { want, target, needed, short }
    }

    fn want(&self, c: CountryId) -> f64 {
        self.want[c.index()]
    }

    fn lacking(&self, c: CountryId) -> u32 {
        self.short.iter().find(|(s, _)| *s == c).map_or(0, |(_, n)| *n)
    }
}

pub(crate) fn choose(seen: &Seen) -> Option<usize> {
    let legal = seen.legal();
    let map = Map::new(seen);
    let plan = Plan::new(&map);
    if let Some(answer) = answer_pacts(&map, &plan) {
        return Some(answer);
    }
    if !seen.to_act() {
        return None;
    }
    match &seen.view().phase {
        Phase::MoveIn { from, to, max, .. } => {
            Some(move_in(&map, wants_to_move_in(&map, &plan, *from, *to, *max)))
        }
        Phase::JointMoveIn { .. } => Some(move_in(&map, true)),
        Phase::AllyRegroup { .. } => find(legal, |c| matches!(c, Command::EndTurn)),
        Phase::Aggression { .. } => aggression_roll(&map, 0.45),
        _ => find(legal, |c| matches!(c, Command::Exchange { .. }))
            .or_else(|| place(&map, &plan))
            .or_else(|| convert(&map))
            .or_else(|| fire(&map, &plan))
            .or_else(|| attack(&map, &plan))
            .or_else(|| regroup(&map, &plan)),
    }
}

/// Accepts a proposal only from a stronger player, when its terms cover no
/// country the bot wants next to it; refuses every other.
fn answer_pacts(map: &Map<'_>, plan: &Plan) -> Option<usize> {
    let legal = map.legal();
    let view = map.seen.view();
    let armies = |c: Color| view.players.iter().find(|p| p.color == c).map_or(0, |p| p.armies);
    for (i, c) in legal.iter().enumerate() {
        let Command::AcceptPact { pact } = *c else { continue };
        let Some(p) = view.pacts.iter().find(|p| p.id == pact) else { continue };
        let other = p.other(map.me);
        let harmless = !matches!(p.terms, PactTerms::Aggression { .. } | PactTerms::Zone { .. })
            && plan.target != Some(other)
            && armies(other) > armies(map.me)
            && !map.board.ids_in(map.mine).any(|mine| {
                map.board.ids_in(map.board.neighbour_mask(mine) & map.held[other.index()]).any(
                    |theirs| {
                        plan.needed & theirs.bit() != 0 && p.terms.covers(map.board, mine, theirs)
                    },
                )
            });
        if harmless {
            return Some(i);
        }
    }
    find(legal, |c| matches!(c, Command::RefusePact { .. }))
}

/// More armies into a conquest when the new country faces enemies, unless
/// the country they would leave guards a continent and would fall short.
fn wants_to_move_in(map: &Map<'_>, plan: &Plan, from: CountryId, to: CountryId, max: u32) -> bool {
    if map.enemy_neighbours(to) == 0 {
        return false;
    }
    let guard = map.holds_continent_of(from) && map.enemy_neighbours(from) != 0;
    let left = map.stake(from, map.me).saturating_sub(max);
    !(guard && left <= map.threat(from)) || plan.want(to) >= OBJECTIVE
}

/// Blockades first (R-BLK-1: each neighbour of a surrounded enemy country
/// at 2 armies or more), then the borders of held continents, one army at a
/// time; otherwise the whole pool where the best attack is.
fn place(map: &Map<'_>, plan: &Plan) -> Option<usize> {
    let blockades = map.seen.view().options.blockades;
    best(map.legal(), |c| match *c {
        Command::Place { country, armies } => {
            let here = map.stake(country, map.me);
            if armies == 1 && blockades && here < 2 && closes_blockade(map, country) {
                return Some(1000.0);
            }
            let lacking = plan.lacking(country);
            if armies == 1 && lacking > 0 {
                return Some(500.0 + f64::from(map.bonus(country)) + f64::from(lacking));
            }
            let a = here + armies;
            let score = map
                .board
                .ids_in(map.enemy_neighbours(country))
                .map(|n| map.odds_of(a, map.stake(n, map.owner[n.index()])) * plan.want(n))
                .fold(-1.0, f64::max);
            Some(score + f64::from(armies) * 1e-6)
        }
        _ => None,
    })
}

/// Whether `mine` borders an enemy country of 3 or more neighbours that
/// are all the bot's (R-BLK-1), so 2 armies here help close a blockade.
fn closes_blockade(map: &Map<'_>, mine: CountryId) -> bool {
    map.board.ids_in(map.enemy_neighbours(mine)).any(|e| {
        let around = map.board.neighbour_mask(e);
        map.co[e.index()].is_none() && around.count_ones() >= 3 && around & !map.mine == 0
    })
}

/// Six idle armies far from the front into a missile (R-MIS-2): a country
/// two or three borders from the enemy with 13 armies or more.
fn convert(map: &Map<'_>) -> Option<usize> {
    find(map.legal(), |c| match *c {
        Command::ConvertMissile { country } => {
            (2..=3).contains(&map.front[country.index()]) && map.stake(country, map.me) >= 13
        }
        _ => false,
    })
}

/// The missile strike that destroys the most of what the bot wants (R-MIS-3).
fn fire(map: &Map<'_>, plan: &Plan) -> Option<usize> {
    best(map.legal(), |c| match *c {
        Command::FireMissile { from, to } | Command::FireMissileAt { from, to, .. } => {
            Some(f64::from(missile_damage(map.board.distance(from, to))) * plan.want(to))
        }
        _ => None,
    })
}

/// The attack with the best odds times worth; the first conquest of a
/// turn (the card, R-CRD-1) and countries the plan values highly are
/// tried at somewhat worse odds, and every attack at worse odds than the
/// greedy player takes (a conquest tried at 40% wins more games than it
/// costs, as the arena shows).
fn attack(map: &Map<'_>, plan: &Plan) -> Option<usize> {
    let view = map.seen.view();
    let exchanges = view.players.iter().find(|p| p.color == map.me).map_or(0, |p| p.exchanges);
    let card = map.seen.turn_conquests() < map.seen.ruleset().cards.conquests_needed(exchanges);
    best(map.legal(), |c| {
        let (from, to, occupant) = battle_of(c)?;
        let p = map.odds(from, to, occupant);
        let want = plan.want(to) + if card { 2.0 } else { 0.0 };
        let threshold = if want >= OBJECTIVE { 0.35 } else { 0.4 };
        (p >= threshold).then_some(p * want)
    })
}

/// Armies to the borders of held continents that lack them, then idle
/// armies and missiles one step nearer the front.
fn regroup(map: &Map<'_>, plan: &Plan) -> Option<usize> {
    best(map.legal(), |c| match *c {
        Command::Regroup { from, to, armies, missiles } => {
            let (f, t) = (map.front[from.index()], map.front[to.index()]);
            let lacking = plan.lacking(to);
            if armies > 0 && lacking > 0 && plan.lacking(from) == 0 && f >= 2 {
                Some(100.0 + f64::from(armies.min(lacking)))
            } else if armies > 0 && f >= 2 && t < f {
                // Towards the strongest enemy stack: a wall stops its chain.
                Some(f64::from(armies) * (1.0 + f64::from(map.threat(to)) / 4.0))
            } else if missiles > 0 && f > 3 && t < f {
                Some(0.5)
            } else {
                None
            }
        }
        _ => None,
    })
}
