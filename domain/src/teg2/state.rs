//! The TEG II state and its fold: [`Game`], a `Table` per board, the
//! `Step`/`Phase` the game is at, and [`Game::apply`], which works out every
//! consequence of an event (T2-RND, T2-POT, T2-INC, T2-RKT, T2-ANN, T2-REI,
//! T2-RET, T2-CLK, T2-AIR-6, T2-SEC): a combat resolved when its last secret
//! is in, levels, aircraft in excess, captures, explosions, the end of a
//! round, scoring. So `decide` only checks.
//!
//! Stored events are inputs (accepted commands and defaults); what the fold
//! works out goes to the public journal. No stored data panics the fold:
//! `Game::replay` refuses a damaged log with the event's place, and `apply`
//! takes an event `admits` refuses as nothing.

use std::collections::BTreeSet;

use super::clock::{self, Losses, Side, Split};
use super::map::{Map, MapId, RegionId, RegionSet};
use super::secret::{self, Secret, Stage};
use super::{
    Command, Event, Move, PLAYER_COUNTS, Placement, PlayLevel, Power, Seat, Teg2Setup,
    Teg2SetupError, TokenKind, UnitKind,
};

mod fold;

/// The ladder's floor, start and ceiling (T2-POT-1, T2-POT-3).
pub const LEVEL_MIN: u8 = 3;
/// Everyone starts here.
pub const LEVEL_START: u8 = 7;
/// The ceiling.
pub const LEVEL_MAX: u8 = 11;
/// The most unspent special units a player may have (T2-CMP-6).
pub const MAX_SPECIALS: usize = 3;
/// Objective tokens per power (T2-OBJ-2).
pub const TOKENS: usize = 5;

/// One seat's units on one region.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Force {
    /// Armies (on land, or anywhere at the basic level) or ships (at sea).
    pub ordinary: u32,
    /// Aircraft.
    pub aircraft: u32,
    /// A special unit (at most one per region, T2-SPU-2).
    pub special: bool,
}

impl Force {
    /// Holding units: what counts for presence and objectives (T2-CMP-8).
    #[must_use]
    pub fn holding(&self) -> u32 {
        self.ordinary + u32::from(self.special)
    }

    /// Whether the seat has any unit here at all.
    #[must_use]
    pub fn any(&self) -> bool {
        self.holding() + self.aircraft > 0
    }

    pub(crate) fn side(&self) -> Side {
        Side { ordinary: self.ordinary, special: self.special, aircraft: self.aircraft }
    }

    fn lose(&mut self, l: Losses) {
        self.ordinary = self.ordinary.saturating_sub(l.ordinary);
        self.aircraft = self.aircraft.saturating_sub(l.aircraft);
        self.special &= !l.special;
    }
}

/// A rocket on the board (T2-RKT).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rocket {
    /// The seat (on this table) whose rocket it is.
    pub owner: u8,
    /// The seat that holds it now: the owner, or a capturer (T2-RKT-9).
    pub holder: u8,
    /// Where it stands.
    pub region: RegionId,
}

/// One objective token on the table (T2-OBJ).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Token {
    /// Its region (public).
    pub region: RegionId,
    /// The commitment and, once revealed, the kind.
    pub secret: Secret<TokenKind>,
    /// The kind the service chose at a default placement (T2-OBJ-3).
    pub by_default: Option<TokenKind>,
    /// The published kind, once the reveal window has closed.
    pub kind: Option<TokenKind>,
    /// The commit–reveal window id of its placement (T2-SEC-2).
    pub window: String,
}

/// What a seat receives at its incorporation (T2-POT-5, T2-POT-6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Grant))]
pub struct Grant {
    /// Armies, ships and aircraft to place.
    pub units: u32,
    /// Whether a special unit is due.
    pub special: bool,
    /// Whether the rocket is on offer.
    pub rocket: bool,
}

/// Where a combat stands (T2-ANN-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CombatStage {
    /// The attacker brings reinforcements.
    AttackerReinforce,
    /// The defender retreats or brings reinforcements.
    DefenderChoice,
    /// Both set their battle commands in secret.
    Clocks,
}

/// The open combat.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Combat {
    /// Where.
    pub region: RegionId,
    /// Attacker and defender (seats on this table).
    pub sides: [u8; 2],
    /// Which step.
    pub stage: CombatStage,
    /// The commit–reveal window id.
    pub window: String,
    /// The two battle commands.
    pub secrets: [Secret<Split>; 2],
}

/// A launched rocket waiting on the interception window (T2-RKT-8).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Interception {
    /// Who launched it.
    pub launcher: u8,
    /// Its owner.
    pub owner: u8,
    /// The target.
    pub target: RegionId,
    /// The window id.
    pub window: String,
    /// Each other holder's choice.
    pub holders: Vec<(u8, Secret<bool>)>,
}

/// What happens inside an attack turn.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    /// The attacker may announce, launch or end the turn.
    Free,
    /// A capturer whose turn has passed launches now (T2-RKT-9).
    OutOfTurn {
        /// The seat that must launch.
        seat: u8,
    },
    /// A combat is open.
    Combat(Combat),
    /// A rocket is in the air.
    Interception(Interception),
}

/// Where a table stands.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Step {
    /// Objective tokens are being placed (T2-OBJ-3).
    Placement,
    /// Placed tokens are being revealed (T2-OBJ-5), or at the end with
    /// secret objectives (T2-VAR-7).
    Reveal {
        /// Whether this is the end-of-game reveal.
        last: bool,
    },
    /// A seat incorporates (T2-INC).
    Incorporate {
        /// Round, from 1.
        round: u8,
        /// Turn in the round order, from 0.
        turn: u8,
        /// What the seat receives.
        grant: Grant,
    },
    /// A seat's attack turn (T2-ANN).
    Attack {
        /// Round, from 1.
        round: u8,
        /// Turn in the round order, from 0.
        turn: u8,
        /// What is open.
        phase: Phase,
    },
    /// The war on this table is over.
    Over,
}

/// One board's game (two in the paired variants, T2-VAR-2).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Table {
    /// The map.
    pub map: MapId,
    /// Its seats (indices into [`Game::seats`]), in power order.
    pub seats: Vec<u8>,
    /// Rounds to play (T2-RND-1).
    pub rounds: u8,
    /// The objectives table in play (T2-OBJ-1).
    pub objectives: Vec<RegionId>,
    /// Units, by region then by seat on this table.
    pub forces: Vec<Vec<Force>>,
    /// Wiped regions (T2-RKT-7).
    pub wiped: RegionSet,
    /// Rockets on the board.
    pub rockets: Vec<Rocket>,
    /// Tokens, by seat on this table, in placement order.
    pub tokens: Vec<Vec<Token>>,
    /// Where the table stands.
    pub step: Step,
    /// Windows opened so far (combats and launches), for window ids.
    pub windows: u32,
}

/// A public fact the fold worked out, for narration and views.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "record"))]
pub enum Record {
    /// The objective kinds were published (T2-OBJ-5).
    ObjectivesRevealed {
        /// Board.
        table: u8,
    },
    /// A round began on a board.
    RoundStarted {
        /// Board.
        table: u8,
        /// Round.
        round: u8,
    },
    /// A combat was fought (T2-CLK-6).
    CombatFought {
        /// Board.
        table: u8,
        /// Region slug.
        region: String,
        /// Attacker and defender seats.
        sides: [u8; 2],
        /// The splits, canonical form.
        splits: [String; 2],
        /// Which split was the default.
        defaulted: [bool; 2],
        /// The result.
        outcome: clock::Outcome,
    },
    /// A defender retreated (T2-RET-4).
    Retreated {
        /// Board.
        table: u8,
        /// Region slug.
        region: String,
        /// Attacker and defender seats.
        sides: [u8; 2],
    },
    /// Units were lost to attrition (T2-ATT-1).
    Attrition {
        /// Seat.
        seat: u8,
        /// Units lost.
        lost: u32,
    },
    /// Aircraft in excess were lost (T2-AIR-6).
    AircraftLost {
        /// Seat.
        seat: u8,
        /// How many.
        count: u32,
    },
    /// A level moved (T2-POT-2).
    LevelMoved {
        /// Power.
        power: Power,
        /// New level.
        level: u8,
    },
    /// A rocket changed hands (T2-RKT-9).
    RocketCaptured {
        /// From seat.
        from: u8,
        /// To seat.
        to: u8,
    },
    /// A rocket was intercepted in the air (T2-RKT-8).
    RocketIntercepted {
        /// The launcher.
        launcher: u8,
        /// The interceptor.
        interceptor: u8,
    },
    /// A rocket exploded (T2-RKT-6).
    RocketExploded {
        /// The launcher.
        launcher: u8,
        /// Region slug.
        region: String,
    },
    /// A rocket left the game unlaunched (T2-RKT-4).
    RocketDismantled {
        /// Its holder.
        seat: u8,
    },
    /// The game is over and scored (T2-END).
    Scored,
}

/// What one team scored.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Team))]
pub struct Team {
    /// Its players.
    pub players: Vec<u8>,
    /// Its points.
    pub points: u32,
    /// The level that breaks ties (T2-END-3): a power's, the sum of a
    /// 2-player game's two powers, a pair's shared level.
    pub level: u32,
}

/// The final score table.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = Teg2Scores))]
pub struct Scores {
    /// Points by seat.
    pub seats: Vec<u32>,
    /// Teams, best first.
    pub teams: Vec<Team>,
    /// The winning players (several when they share the victory).
    pub winners: Vec<u8>,
}

/// A TEG II game: the fold of its events.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Game {
    /// The setup.
    pub setup: Teg2Setup,
    /// Seats, in table then power order.
    pub seats: Vec<Seat>,
    /// Boards.
    pub tables: Vec<Table>,
    /// War-potential levels by power, shared across boards (T2-VAR-3).
    pub levels: [u8; 6],
    /// Whether each seat has had its rocket (T2-RKT-2).
    pub rocket_had: Vec<bool>,
    /// The final scores.
    pub scores: Option<Scores>,
    /// Public facts, in order.
    pub journal: Vec<Record>,
    /// Events applied.
    pub version: u64,
    /// Players an operator took out of play (SVC-FORFEIT).
    pub forfeited: Vec<u8>,
    /// Steps each player let time out in a row (T2-SEC-5): the service's
    /// clock counts them, a command of the player's own clears them.
    pub timeouts: Vec<u32>,
    /// The bot an operator or the clock handed each player's seats to
    /// (SVC-BOTS), by player; `None` while the person plays.
    pub bots: Vec<Option<super::level::Teg2Bot>>,
    commitments: BTreeSet<String>,
}

impl Game {
    /// The seats a setup makes (T2-CMP-2, T2-VAR-1, T2-VAR-2, T2-VAR-5).
    ///
    /// # Errors
    /// An unsupported count, powers, board or rounds.
    pub fn seats_for(setup: &Teg2Setup) -> Result<Vec<Seat>, Teg2SetupError> {
        let n = setup.players;
        if !PLAYER_COUNTS.contains(&n) {
            return Err(Teg2SetupError(format!(
                "{n} players: TEG II is played by 2 to 6, 8, 10 or 12 (T2-VAR-5)"
            )));
        }
        if setup.game.is_empty() || setup.game.len() > 64 {
            return Err(Teg2SetupError(
                "the game id is bound into commitments and must be 1 to 64 bytes".to_owned(),
            ));
        }
        let paired = n > 6;
        if paired && setup.options.board == MapId::Planisphere {
            return Err(Teg2SetupError(
                "paired games use the two boards apart, not the planisphere (T2-VAR-2)".to_owned(),
            ));
        }
        let k = usize::from(if paired {
            n / 2
        } else if n == 2 {
            4
        } else {
            n
        });
        rounds_for(k, setup.options.rounds)?;
        let mut seats = Vec::new();
        if n == 2 {
            // T2-VAR-1: one player is the USA and China, the other the USSR and Japan.
            for (i, power) in Power::ALL[..4].iter().enumerate() {
                seats.push(Seat { player: u8::from(i % 2 == 1), power: *power, table: 0 });
            }
            return Ok(seats);
        }
        let tables = if paired { 2 } else { 1 };
        for t in 0..tables {
            let players = &(t * k..(t + 1) * k);
            let mut powers: Vec<Power> = if setup.powers.is_empty() {
                Power::ALL[..k].to_vec()
            } else if setup.powers.len() == usize::from(n) {
                setup.powers[players.clone()].to_vec()
            } else {
                return Err(Teg2SetupError(format!(
                    "{} powers for {n} players",
                    setup.powers.len()
                )));
            };
            let mut sorted = powers.clone();
            sorted.sort();
            if sorted != Power::ALL[..k] {
                return Err(Teg2SetupError(format!(
                    "with {k} powers per board they are the first {k} of the order, each once (T2-CMP-2)"
                )));
            }
            let mut table_seats: Vec<Seat> = players
                .clone()
                .zip(powers.drain(..))
                .map(|(p, power)| Seat {
                    player: u8::try_from(p).unwrap_or(0),
                    power,
                    table: u8::try_from(t).unwrap_or(0),
                })
                .collect();
            table_seats.sort_by_key(|s| s.power);
            seats.extend(table_seats);
        }
        Ok(seats)
    }

    /// Whether `event` can be folded into this state: its seat or player
    /// exists and every region it names is on that seat's board. Every log
    /// the service writes passes; a damaged one fails here, and
    /// [`Game::apply`] folds such an event as nothing rather than panic.
    ///
    /// # Errors
    /// What the event names that this game lacks.
    pub fn admits(&self, event: &Event) -> Result<(), String> {
        match event {
            Event::Started { .. } => Err("a game starts once".to_owned()),
            Event::Acted { seat, command } => {
                let Some(s) = self.seats.get(usize::from(*seat)) else {
                    return Err(format!("no seat {seat}"));
                };
                let map = self.map(usize::from(s.table));
                match command.regions().into_iter().find(|r| map.by_slug(r).is_none()) {
                    Some(unknown) => Err(format!("no region `{unknown}` on seat {seat}'s board")),
                    None => Ok(()),
                }
            }
            Event::Defaulted { seat } if usize::from(*seat) >= self.seats.len() => {
                Err(format!("no seat {seat}"))
            }
            Event::Forfeited { player, .. } if *player >= self.setup.players => {
                Err(format!("no player {player}"))
            }
            Event::Defaulted { .. } | Event::Forfeited { .. } => Ok(()),
        }
    }

    /// A game at its first event.
    ///
    /// # Errors
    /// An invalid setup.
    pub fn new(setup: &Teg2Setup) -> Result<Game, Teg2SetupError> {
        let seats = Game::seats_for(setup)?;
        let paired = setup.players > 6;
        let maps =
            if paired { vec![MapId::Americas, MapId::OldWorld] } else { vec![setup.options.board] };
        let tables = maps
            .into_iter()
            .enumerate()
            .map(|(t, map_id)| {
                let table_seats: Vec<u8> = seats
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| usize::from(s.table) == t)
                    .filter_map(|(i, _)| u8::try_from(i).ok())
                    .collect();
                let k = table_seats.len();
                let map = map_id.map();
                let rounds = rounds_for(k, setup.options.rounds).unwrap_or(6);
                Table {
                    map: map_id,
                    rounds,
                    objectives: map.table_in_play(k),
                    forces: vec![vec![Force::default(); k]; map.len()],
                    wiped: 0,
                    rockets: Vec::new(),
                    tokens: vec![Vec::new(); k],
                    step: Step::Placement,
                    windows: 0,
                    seats: table_seats,
                }
            })
            .collect();
        Ok(Game {
            setup: setup.clone(),
            rocket_had: vec![false; seats.len()],
            seats,
            tables,
            levels: [LEVEL_START; 6],
            scores: None,
            journal: Vec::new(),
            version: 1,
            forfeited: Vec::new(),
            timeouts: vec![0; usize::from(setup.players)],
            bots: vec![None; usize::from(setup.players)],
            commitments: BTreeSet::new(),
        })
    }

    /// The defaults of every pending step of forfeited players, applied on
    /// a copy, until the game waits on someone in play (SVC-FORFEIT): the
    /// events to append after any batch.
    #[must_use]
    pub fn pass_forfeited(&self) -> Vec<Event> {
        let mut scratch: Option<Game> = None;
        let mut out = Vec::new();
        for _ in 0..10_000 {
            let game = scratch.as_ref().unwrap_or(self);
            if game.is_over() || game.forfeited.is_empty() {
                break;
            }
            let Some((seat, _)) = game
                .duties()
                .into_iter()
                .find(|(s, _)| game.forfeited.contains(&game.seats[usize::from(*s)].player))
            else {
                break;
            };
            let event = Event::Defaulted { seat };
            scratch.get_or_insert_with(|| self.clone()).apply(&event);
            out.push(event);
        }
        out
    }

    /// Whether the game is over and scored.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.scores.is_some()
    }

    /// A seat's level (shared by its power across boards, T2-VAR-3).
    #[must_use]
    pub fn level(&self, seat: u8) -> u8 {
        self.levels[self.seats[usize::from(seat)].power.index()]
    }

    /// The map a table is played on.
    #[must_use]
    pub fn map(&self, table: usize) -> &'static Map {
        self.tables[table].map.map()
    }

    /// A seat's table and its place on it.
    #[must_use]
    pub fn locate(&self, seat: u8) -> (usize, usize) {
        let t = usize::from(self.seats[usize::from(seat)].table);
        let local = self.tables[t].seats.iter().position(|&s| s == seat).unwrap_or(0);
        (t, local)
    }

    /// The seat a player acts for with a power.
    #[must_use]
    pub fn seat_of(&self, player: u8, power: Power) -> Option<u8> {
        self.seats
            .iter()
            .position(|s| s.player == player && s.power == power)
            .and_then(|i| u8::try_from(i).ok())
    }

    /// Whether a commitment was already recorded (T2-SEC-2).
    #[must_use]
    pub fn commitment_used(&self, c: &str) -> bool {
        self.commitments.contains(c)
    }

    /// The local seat at a turn of a round on a table (T2-RND-3).
    #[must_use]
    pub fn in_turn(&self, table: usize, round: u8, turn: u8) -> usize {
        let k = self.tables[table].seats.len();
        (usize::from(round).saturating_sub(1) + usize::from(turn)) % k
    }

    /// The local seat whose placement is next (T2-OBJ-3).
    #[must_use]
    pub fn placing(&self, table: usize) -> Option<usize> {
        let t = &self.tables[table];
        let k = t.seats.len();
        let n: usize = t.tokens.iter().map(Vec::len).sum();
        (n < k * TOKENS).then(|| (n / k + n % k) % k)
    }

    /// The window id of a table's next objective placement (T2-SEC-2).
    #[must_use]
    pub fn next_objective_window(&self, table: usize) -> String {
        let n: usize = self.tables[table].tokens.iter().map(Vec::len).sum();
        format!("t{table}-objective-{}", n + 1)
    }

    /// The service's record of a player's own command: their timeouts in a
    /// row start again from zero (T2-SEC-5).
    pub fn clear_timeouts(&mut self, player: u8) {
        self.set_timeouts(player, 0);
    }

    /// The service's clock counted `in_a_row` timeouts for a player.
    pub fn set_timeouts(&mut self, player: u8, in_a_row: u32) {
        if let Some(t) = self.timeouts.get_mut(usize::from(player)) {
            *t = in_a_row;
        }
    }

    /// How many players sit (the setup's count).
    #[must_use]
    pub fn players(&self) -> u8 {
        self.setup.players
    }

    /// The bot playing a player's seats (`Some(None)` while their person
    /// does); `None` for a player not seated.
    #[must_use]
    pub fn bot(&self, player: u8) -> Option<Option<super::level::Teg2Bot>> {
        self.bots.get(usize::from(player)).copied()
    }

    /// Whether a player was taken out of play (SVC-FORFEIT).
    #[must_use]
    pub fn has_forfeited(&self, player: u8) -> bool {
        self.forfeited.contains(&player)
    }

    /// Steps a player let time out in a row (T2-SEC-5).
    #[must_use]
    pub fn timeouts_of(&self, player: u8) -> u32 {
        self.timeouts.get(usize::from(player)).copied().unwrap_or(0)
    }

    /// The player a seat (a power on a board) belongs to.
    #[must_use]
    pub fn player_at(&self, seat: u8) -> Option<u8> {
        self.seats.get(usize::from(seat)).map(|s| s.player)
    }

    /// Whether the game waits on one of a player's seats.
    #[must_use]
    pub fn waits_on(&self, player: u8) -> bool {
        self.duties().iter().any(|&(seat, _)| self.player_at(seat) == Some(player))
    }

    /// The service handed a player's seats to a bot (`None`: back to the
    /// person, SVC-BOTS).
    pub fn set_bot(&mut self, player: u8, bot: Option<super::level::Teg2Bot>) {
        if let Some(b) = self.bots.get_mut(usize::from(player)) {
            *b = bot;
        }
    }

    /// The ordinary unit a region takes (T2-SEA-1).
    #[must_use]
    pub fn unit_for(&self, map: &Map, r: RegionId) -> UnitKind {
        if self.setup.options.level != PlayLevel::Basic && map.is_sea(r) {
            UnitKind::Ship
        } else {
            UnitKind::Army
        }
    }

    /// A seat's holding units on a region.
    #[must_use]
    pub fn holding(&self, t: usize, r: RegionId, me: usize) -> u32 {
        self.tables[t].forces[r.index()][me].holding()
    }
}

/// The rounds a board with `k` powers plays (T2-RND-1): 6 with 3, 4 or 8
/// with 4 (4 unless chosen), 5 with 5, 6 with 6.
///
/// # Errors
/// A count the table does not allow.
pub fn rounds_for(k: usize, chosen: Option<u8>) -> Result<u8, Teg2SetupError> {
    let fixed = match k {
        3 | 6 => 6,
        5 => 5,
        _ => 4,
    };
    match chosen {
        None => Ok(fixed),
        Some(r) if r == fixed || (k == 4 && r == 8) => Ok(r),
        Some(r) => Err(Teg2SetupError(format!(
            "{r} rounds: with {k} powers a board plays {} (T2-RND-1)",
            if k == 4 { "4 or 8".to_owned() } else { fixed.to_string() }
        ))),
    }
}

/// Moves a seat's units across one border: all of `m` leaves `from`, and
/// `arriving` of its ordinary units (fewer after attrition) reach `to`.
fn transfer(
    forces: &mut [Vec<Force>],
    me: usize,
    from: RegionId,
    to: RegionId,
    m: &Move,
    arriving: u32,
) {
    let src = &mut forces[from.index()][me];
    src.ordinary -= m.ordinary;
    src.aircraft -= m.aircraft;
    src.special &= !m.special;
    let dst = &mut forces[to.index()][me];
    dst.ordinary += arriving;
    dst.aircraft += m.aircraft;
    dst.special |= m.special;
}

/// A small index as the `u8` the state stores (tables hold at most 6 seats).
pub(crate) fn local(i: usize) -> u8 {
    u8::try_from(i).unwrap_or(u8::MAX)
}
