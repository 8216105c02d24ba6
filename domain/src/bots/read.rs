//! What the greedy and planning bots read off a [`Seen`] before choosing:
//! owners and armies per country as bit masks and arrays, the dice in force,
//! distances to the enemy, and the continents each player holds. Built once
//! per decision from the player's view and the public board, never from the
//! game itself.

use crate::board::{Board, CountryId};
use crate::bots::Seen;
use crate::bots::odds::{Weather, conquest};
use crate::color::Color;
use crate::rules::Command;
use crate::ruleset::Combat;

/// The board as the bot sees it.
#[derive(Debug)]
pub(crate) struct Map<'a> {
    pub(crate) seen: &'a Seen,
    pub(crate) board: &'static Board,
    pub(crate) me: Color,
    /// Main occupant of each country.
    pub(crate) owner: Vec<Color>,
    /// Main occupant's armies.
    pub(crate) armies: Vec<u32>,
    /// Second occupant of a condominium and its armies.
    pub(crate) co: Vec<Option<(Color, u32)>>,
    /// Countries the bot holds alone.
    pub(crate) mine: u128,
    /// Countries held alone by each colour.
    pub(crate) held: [u128; 6],
    pub(crate) combat: Combat,
    pub(crate) weather: Weather,
    /// Borders from each country to the nearest country the bot does not
    /// hold (0 for those), over the whole board.
    pub(crate) front: Vec<u8>,
}

impl<'a> Map<'a> {
    pub(crate) fn new(seen: &'a Seen) -> Map<'a> {
        let board = seen.board();
        let me = seen.me();
        let view = seen.view();
        let n = board.len();
        let mut owner = Vec::with_capacity(n);
        let mut armies = Vec::with_capacity(n);
        let mut co = Vec::with_capacity(n);
        let mut held = [0u128; 6];
        for (c, id) in view.countries.iter().zip(board.country_ids()) {
            owner.push(c.owner);
            armies.push(c.armies);
            let other = c.co_owner.map(|o| (o, c.co_armies.unwrap_or(0)));
            co.push(other);
            if other.is_none() {
                held[c.owner.index()] |= id.bit();
            }
        }
        let mine = held[me.index()];
        let front = distances_to(board, board.all_mask() & !mine);
        Map {
            seen,
            board,
            me,
            owner,
            armies,
            co,
            mine,
            held,
            combat: seen.ruleset().combat,
            weather: Weather::of(view.situation),
            front,
        }
    }

    /// `color`'s armies in `c` (its stake in a condominium).
    pub(crate) fn stake(&self, c: CountryId, color: Color) -> u32 {
        let i = c.index();
        if self.owner[i] == color {
            self.armies[i]
        } else {
            match self.co[i] {
                Some((o, a)) if o == color => a,
                _ => 0,
            }
        }
    }

    /// The colour defending `to` against an attack (the named occupant of a
    /// condominium, else the main one).
    pub(crate) fn defender(&self, to: CountryId, occupant: Option<Color>) -> Color {
        occupant.unwrap_or(self.owner[to.index()])
    }

    /// The chance that `from` conquers `to` (its `occupant`).
    pub(crate) fn odds(&self, from: CountryId, to: CountryId, occupant: Option<Color>) -> f64 {
        let a = self.stake(from, self.me);
        let d = self.stake(to, self.defender(to, occupant));
        conquest(&self.combat, self.weather, a, d)
    }

    /// The chance that `a` armies conquer `d`.
    pub(crate) fn odds_of(&self, a: u32, d: u32) -> f64 {
        conquest(&self.combat, self.weather, a, d)
    }

    /// Neighbours of `c` the bot does not hold alone.
    pub(crate) fn enemy_neighbours(&self, c: CountryId) -> u128 {
        self.board.neighbour_mask(c) & !self.mine
    }

    /// The strongest stack of another colour next to `c`.
    pub(crate) fn threat(&self, c: CountryId) -> u32 {
        self.board
            .ids_in(self.enemy_neighbours(c))
            .map(|n| {
                let i = n.index();
                let main = if self.owner[i] == self.me { 0 } else { self.armies[i] };
                let co = self.co[i].filter(|(o, _)| *o != self.me).map_or(0, |(_, a)| a);
                main.max(co)
            })
            .max()
            .unwrap_or(0)
    }

    /// Countries of the continent of `c` held by `color`, and its size.
    pub(crate) fn continent_share(&self, c: CountryId, color: Color) -> (u32, u32) {
        let k = self.board.country(c).continent;
        let mask = self.board.continent(k).mask;
        ((self.held[color.index()] & mask).count_ones(), mask.count_ones())
    }

    /// Whether the bot holds the whole continent of `c`.
    pub(crate) fn holds_continent_of(&self, c: CountryId) -> bool {
        let (have, size) = self.continent_share(c, self.me);
        have == size
    }

    /// Whether another colour holds the whole continent of `c` (and which).
    pub(crate) fn continent_holder(&self, c: CountryId) -> Option<Color> {
        let k = self.board.country(c).continent;
        let mask = self.board.continent(k).mask;
        Color::ALL.into_iter().find(|col| self.held[col.index()] & mask == mask)
    }

    /// The continent bonus of the continent of `c`.
    pub(crate) fn bonus(&self, c: CountryId) -> u32 {
        self.board.continent(self.board.country(c).continent).bonus
    }

    /// The listed command at `i`.
    pub(crate) fn legal(&self) -> &'a [Command] {
        self.seen.legal()
    }
}

/// Borders from each country to the nearest country of `targets` (0 for
/// those; `u8::MAX` when none can be reached), by breadth-first search.
pub(crate) fn distances_to(board: &Board, targets: u128) -> Vec<u8> {
    let mut out = vec![u8::MAX; board.len()];
    let mut reached = targets;
    let mut level = targets;
    let mut d = 0u8;
    while level != 0 {
        let mut next = 0;
        for c in board.ids_in(level) {
            out[c.index()] = d;
            next |= board.neighbour_mask(c);
        }
        level = next & !reached;
        reached |= level;
        d = d.saturating_add(1);
    }
    out
}

/// The attack a command makes: (from, to, occupant), for battles only.
pub(crate) fn battle_of(c: &Command) -> Option<(CountryId, CountryId, Option<Color>)> {
    match *c {
        Command::Attack { from, to } => Some((from, to, None)),
        Command::AttackOccupant { from, to, occupant } => Some((from, to, Some(occupant))),
        _ => None,
    }
}

/// The index of the first listed command for which `f` holds.
pub(crate) fn find(legal: &[Command], f: impl Fn(&Command) -> bool) -> Option<usize> {
    legal.iter().position(f)
}

/// The index of the listed command with the highest score (`None` scores
/// are skipped; ties go to the first listed, so choices are deterministic).
pub(crate) fn best(
    legal: &[Command],
    mut score: impl FnMut(&Command) -> Option<f64>,
) -> Option<usize> {
    let mut top: Option<(usize, f64)> = None;
    for (i, c) in legal.iter().enumerate() {
        if let Some(s) = score(c)
            && top.is_none_or(|(_, t)| s > t)
        {
            top = Some((i, s));
        }
    }
    top.map(|(i, _)| i)
}
