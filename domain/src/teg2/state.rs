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

    /// Folds one event; a damaged stored one ([`Game::admits`]) counts as a
    /// version and changes nothing else.
    pub fn apply(&mut self, event: &Event) {
        let _ = self.try_apply(event);
    }

    /// As [`Game::apply`], saying why an event was folded as nothing.
    ///
    /// # Errors
    /// What [`Game::admits`] refuses.
    pub fn try_apply(&mut self, event: &Event) -> Result<(), String> {
        self.version += 1;
        self.admits(event)?;
        match event {
            Event::Started { .. } => {}
            Event::Acted { seat, command } => self.act(*seat, command),
            Event::Defaulted { seat } => self.default_step(*seat),
            Event::Forfeited { player, .. } => {
                if !self.forfeited.contains(player) {
                    self.forfeited.push(*player);
                }
            }
        }
        self.settle();
        Ok(())
    }

    /// A region the event names: [`Game::admits`] checked it is on the
    /// board; the sea is only a fallback that is never reached.
    fn region(&self, t: usize, slug: &str) -> RegionId {
        self.map(t).by_slug(slug).unwrap_or(RegionId(0))
    }

    fn act(&mut self, seat: u8, command: &Command) {
        let (t, me) = self.locate(seat);
        match command {
            Command::PlaceObjective { region, commitment, .. } => {
                let region = self.region(t, region);
                self.commitments.insert(commitment.clone());
                let window = self.next_objective_window(t);
                self.tables[t].tokens[me].push(Token {
                    region,
                    secret: Secret::Committed { commitment: commitment.clone() },
                    by_default: None,
                    kind: None,
                    window,
                });
            }
            Command::RevealObjective { token, kind, .. } => {
                let taken = self.kinds_taken(t, me, usize::from(*token));
                let slot = &mut self.tables[t].tokens[me][usize::from(*token)];
                let commitment = slot.secret.commitment().unwrap_or_default().to_owned();
                // T2-SEC-3: a kind already taken counts as no reveal.
                slot.secret = if taken.contains(kind) {
                    Secret::Defaulted
                } else {
                    Secret::Revealed { commitment, choice: *kind }
                };
            }
            Command::Incorporate { units, special, rocket, .. } => {
                self.incorporate(t, me, units, special.as_deref(), rocket.as_deref());
            }
            Command::Announce { region, opponent, .. } => {
                let region = self.region(t, region);
                let other = self.tables[t]
                    .seats
                    .iter()
                    .position(|&s| self.seats[usize::from(s)].power == *opponent)
                    .unwrap_or(0);
                let table = &mut self.tables[t];
                table.windows += 1;
                let window = format!("t{t}-combat-{}", table.windows);
                if let Step::Attack { phase, .. } = &mut table.step {
                    *phase = Phase::Combat(Combat {
                        region,
                        sides: [local(me), local(other)],
                        stage: CombatStage::AttackerReinforce,
                        window,
                        secrets: [Secret::Pending, Secret::Pending],
                    });
                }
            }
            Command::Reinforce { moves, .. } => {
                self.reinforce(t, me, moves);
                self.advance_combat(t);
            }
            Command::Retreat { moves, .. } => self.retreat(t, me, moves),
            Command::CommitSplit { commitment, .. } => {
                self.commitments.insert(commitment.clone());
                if let Some(c) = self.combat_mut(t) {
                    let side = usize::from(c.sides[1] == local(me));
                    c.secrets[side] = Secret::Committed { commitment: commitment.clone() };
                }
            }
            Command::RevealSplit { split, .. } => {
                let side_force = self.combat(t).map(|c| {
                    let side = usize::from(c.sides[1] == local(me));
                    (side, self.tables[t].forces[c.region.index()][me].side())
                });
                if let (Some((side, force)), Some(c)) = (side_force, self.combat_mut(t)) {
                    let commitment = c.secrets[side].commitment().unwrap_or_default().to_owned();
                    c.secrets[side] = match Split::parse(split) {
                        Some(s) if s.is_legal(&force) => Secret::Revealed { commitment, choice: s },
                        _ => Secret::Defaulted,
                    };
                }
            }
            Command::Launch { target, .. } => {
                let target = self.region(t, target);
                self.launch(t, me, target);
            }
            Command::CommitIntercept { commitment, .. } => {
                self.commitments.insert(commitment.clone());
                if let Some(entry) = self.interception_entry(t, me) {
                    *entry = Secret::Committed { commitment: commitment.clone() };
                }
            }
            Command::RevealIntercept { intercept, .. } => {
                if let Some(entry) = self.interception_entry(t, me) {
                    let commitment = entry.commitment().unwrap_or_default().to_owned();
                    *entry = Secret::Revealed { commitment, choice: *intercept };
                }
            }
            Command::EndTurn { .. } => self.end_turn(t),
        }
    }

    /// The kinds a token may no longer take when revealed: those placed by
    /// default, and valid reveals of earlier placements (T2-SEC-3).
    pub(crate) fn kinds_taken(&self, t: usize, me: usize, index: usize) -> Vec<TokenKind> {
        let tokens = &self.tables[t].tokens[me];
        let mut taken: Vec<TokenKind> = tokens.iter().filter_map(|k| k.by_default).collect();
        taken.extend(tokens[..index].iter().filter_map(|k| k.secret.choice().copied()));
        taken
    }

    pub(crate) fn combat(&self, t: usize) -> Option<&Combat> {
        match &self.tables[t].step {
            Step::Attack { phase: Phase::Combat(c), .. } => Some(c),
            _ => None,
        }
    }

    fn combat_mut(&mut self, t: usize) -> Option<&mut Combat> {
        match &mut self.tables[t].step {
            Step::Attack { phase: Phase::Combat(c), .. } => Some(c),
            _ => None,
        }
    }

    fn interception_entry(&mut self, t: usize, me: usize) -> Option<&mut Secret<bool>> {
        match &mut self.tables[t].step {
            Step::Attack { phase: Phase::Interception(i), .. } => {
                i.holders.iter_mut().find(|(s, _)| usize::from(*s) == me).map(|(_, secret)| secret)
            }
            _ => None,
        }
    }

    fn incorporate(
        &mut self,
        t: usize,
        me: usize,
        units: &[Placement],
        special: Option<&str>,
        rocket: Option<&str>,
    ) {
        for p in units {
            let r = self.region(t, &p.region);
            let f = &mut self.tables[t].forces[r.index()][me];
            match p.unit {
                UnitKind::Army | UnitKind::Ship => f.ordinary += p.count,
                UnitKind::Aircraft => f.aircraft += p.count,
            }
        }
        if let Some(s) = special {
            let r = self.region(t, s);
            self.tables[t].forces[r.index()][me].special = true;
        }
        if let Some(s) = rocket {
            let r = self.region(t, s);
            let seat = self.tables[t].seats[me];
            self.rocket_had[usize::from(seat)] = true;
            self.tables[t].rockets.push(Rocket { owner: local(me), holder: local(me), region: r });
        }
        self.next_incorporation(t);
    }

    fn next_incorporation(&mut self, t: usize) {
        let k = self.tables[t].seats.len();
        if let Step::Incorporate { round, turn, .. } = self.tables[t].step {
            if usize::from(turn) + 1 < k {
                let grant = self.grant(t, round, turn + 1);
                self.tables[t].step = Step::Incorporate { round, turn: turn + 1, grant };
            } else {
                self.tables[t].step = Step::Attack { round, turn: 0, phase: Phase::Free };
            }
        }
    }

    /// What the seat in turn receives, read when its step begins
    /// (T2-POT-5, T2-POT-6, T2-SPU-1, T2-RKT-1, T2-AIR-7).
    fn grant(&self, t: usize, round: u8, turn: u8) -> Grant {
        let me = self.in_turn(t, round, turn);
        let seat = self.tables[t].seats[me];
        let level = self.level(seat);
        let extra = if self.setup.options.level == PlayLevel::Advanced { 3 } else { 0 };
        let specials = self.tables[t].forces.iter().filter(|f| f[me].special).count();
        Grant {
            units: u32::from(level) + extra,
            special: level == 5 && specials < MAX_SPECIALS,
            rocket: (level == 10 || level == 4) && !self.rocket_had[usize::from(seat)],
        }
    }

    /// Attrition (T2-ATT-1): of n crossing, n/2 + 1 arrive.
    #[must_use]
    pub fn arriving(&self, n: u32) -> u32 {
        if self.setup.options.level == PlayLevel::Basic || n == 0 { n } else { n / 2 + 1 }
    }

    fn reinforce(&mut self, t: usize, me: usize, moves: &[Move]) {
        let Some(region) = self.combat(t).map(|c| c.region) else { return };
        let seat = self.tables[t].seats[me];
        let mut lost = 0;
        for m in moves {
            let from = self.region(t, &m.region);
            let n = m.ordinary + u32::from(m.special);
            let arrive = self.arriving(n);
            lost += n - arrive;
            transfer(
                &mut self.tables[t].forces,
                me,
                from,
                region,
                m,
                arrive - u32::from(m.special),
            );
        }
        if lost > 0 {
            self.journal.push(Record::Attrition { seat, lost });
        }
    }

    fn advance_combat(&mut self, t: usize) {
        if let Some(c) = self.combat_mut(t) {
            c.stage = match c.stage {
                CombatStage::AttackerReinforce => CombatStage::DefenderChoice,
                CombatStage::DefenderChoice | CombatStage::Clocks => CombatStage::Clocks,
            };
        }
    }

    fn retreat(&mut self, t: usize, me: usize, moves: &[Move]) {
        let Some(c) = self.combat(t).cloned() else { return };
        for m in moves {
            let to = self.region(t, &m.region);
            transfer(&mut self.tables[t].forces, me, c.region, to, m, m.ordinary);
        }
        let map = self.map(t);
        self.journal.push(Record::Retreated {
            table: local(t),
            region: map.region(c.region).slug.clone(),
            sides: c.sides.map(|s| self.tables[t].seats[usize::from(s)]),
        });
        self.move_levels(t, c.sides[0], c.sides[1]);
        self.after_combat(t, &c);
    }

    /// Levels after a won combat or a retreat (T2-POT-2, T2-POT-3).
    fn move_levels(&mut self, t: usize, winner: u8, loser: u8) {
        for (s, up) in [(winner, true), (loser, false)] {
            let power = self.seats[usize::from(self.tables[t].seats[usize::from(s)])].power;
            let level = &mut self.levels[power.index()];
            let next = if up {
                (*level + 1).min(LEVEL_MAX)
            } else {
                level.saturating_sub(1).max(LEVEL_MIN)
            };
            if next != *level {
                *level = next;
                self.journal.push(Record::LevelMoved { power, level: next });
            }
        }
    }

    /// Steps 7 and 8 of a combat (T2-AIR-6, T2-RKT-9), then back to the
    /// attack turn.
    fn after_combat(&mut self, t: usize, c: &Combat) {
        for &s in &c.sides {
            let seat = self.tables[t].seats[usize::from(s)];
            let f = &mut self.tables[t].forces[c.region.index()][usize::from(s)];
            let excess = f.aircraft.saturating_sub(f.holding());
            if excess > 0 {
                f.aircraft -= excess;
                self.journal.push(Record::AircraftLost { seat, count: excess });
            }
        }
        for i in 0..self.tables[t].rockets.len() {
            let r = self.tables[t].rockets[i];
            if r.region != c.region || !c.sides.contains(&r.holder) {
                continue;
            }
            if self.tables[t].forces[r.region.index()][usize::from(r.holder)].holding() == 0 {
                let to = if r.holder == c.sides[0] { c.sides[1] } else { c.sides[0] };
                self.tables[t].rockets[i].holder = to;
                let seats = &self.tables[t].seats;
                self.journal.push(Record::RocketCaptured {
                    from: seats[usize::from(r.holder)],
                    to: seats[usize::from(to)],
                });
            }
        }
        self.resume(t);
    }

    /// Back to the attack turn, or to an out-of-turn launch (T2-RKT-9).
    fn resume(&mut self, t: usize) {
        let Step::Attack { round, turn, .. } = self.tables[t].step else { return };
        let passed: Vec<u8> = (0..turn).map(|x| local(self.in_turn(t, round, x))).collect();
        let phase = match self.tables[t].rockets.iter().find(|r| passed.contains(&r.holder)) {
            Some(r) => Phase::OutOfTurn { seat: r.holder },
            None => Phase::Free,
        };
        self.tables[t].step = Step::Attack { round, turn, phase };
    }

    fn launch(&mut self, t: usize, me: usize, target: RegionId) {
        let Some(i) = self.tables[t].rockets.iter().position(|r| usize::from(r.holder) == me)
        else {
            return;
        };
        let rocket = self.tables[t].rockets.remove(i);
        let holders: Vec<(u8, Secret<bool>)> = {
            let mut hs: Vec<u8> = self.tables[t]
                .rockets
                .iter()
                .map(|r| r.holder)
                .filter(|&h| usize::from(h) != me)
                .collect();
            hs.sort_unstable();
            hs.dedup();
            hs.into_iter().map(|h| (h, Secret::Pending)).collect()
        };
        if holders.is_empty() {
            self.explode(t, local(me), target);
            self.resume(t);
            return;
        }
        let table = &mut self.tables[t];
        table.windows += 1;
        let window = format!("t{t}-launch-{}", table.windows);
        if let Step::Attack { phase, .. } = &mut table.step {
            *phase = Phase::Interception(Interception {
                launcher: local(me),
                owner: rocket.owner,
                target,
                window,
                holders,
            });
        }
    }

    fn explode(&mut self, t: usize, launcher: u8, target: RegionId) {
        let table = &mut self.tables[t];
        for f in &mut table.forces[target.index()] {
            *f = Force::default();
        }
        table.rockets.retain(|r| r.region != target);
        table.wiped |= target.bit();
        let seat = table.seats[usize::from(launcher)];
        let region = self.map(t).region(target).slug.clone();
        self.journal.push(Record::RocketExploded { launcher: seat, region });
    }

    fn end_turn(&mut self, t: usize) {
        let k = self.tables[t].seats.len();
        let Step::Attack { round, turn, .. } = self.tables[t].step else { return };
        if usize::from(turn) + 1 < k {
            self.tables[t].step = Step::Attack { round, turn: turn + 1, phase: Phase::Free };
            return;
        }
        // Every rocket is launched within its round (T2-RKT-4); none is left.
        self.tables[t].rockets.clear();
        if round < self.tables[t].rounds {
            self.begin_round(t, round + 1);
        } else if self.setup.options.secret_objectives {
            self.tables[t].step = Step::Reveal { last: true };
        } else {
            self.tables[t].step = Step::Over;
        }
    }

    fn begin_round(&mut self, t: usize, round: u8) {
        self.journal.push(Record::RoundStarted { table: local(t), round });
        let grant = self.grant(t, round, 0);
        self.tables[t].step = Step::Incorporate { round, turn: 0, grant };
    }

    /// Closes windows whose last secret is in, and ends the game when
    /// every board is over.
    fn settle(&mut self) {
        for t in 0..self.tables.len() {
            let table = &self.tables[t];
            match &table.step {
                Step::Placement if self.placing(t).is_none() => {
                    if self.setup.options.secret_objectives {
                        self.begin_round(t, 1);
                    } else {
                        self.tables[t].step = Step::Reveal { last: false };
                    }
                    self.settle_reveal(t);
                }
                Step::Reveal { .. } => self.settle_reveal(t),
                Step::Attack { phase: Phase::Combat(c), .. }
                    if c.stage == CombatStage::Clocks
                        && secret::stage(&c.secrets) == Stage::Closed =>
                {
                    let c = c.clone();
                    self.fight(t, &c);
                }
                Step::Attack { phase: Phase::Interception(i), .. }
                    if secret::stage(i.holders.iter().map(|(_, s)| s)) == Stage::Closed =>
                {
                    let i = i.clone();
                    self.intercept(t, &i);
                }
                _ => {}
            }
        }
        if self.scores.is_none() && self.tables.iter().all(|t| t.step == Step::Over) {
            self.scores = Some(self.score());
            self.journal.push(Record::Scored);
        }
    }

    fn settle_reveal(&mut self, t: usize) {
        let Step::Reveal { last } = self.tables[t].step else { return };
        let done = self.tables[t].tokens.iter().flatten().all(|k| !k.secret.awaits_reveal());
        if !done {
            return;
        }
        for me in 0..self.tables[t].tokens.len() {
            self.publish_kinds(t, me);
        }
        self.journal.push(Record::ObjectivesRevealed { table: local(t) });
        if last {
            self.tables[t].step = Step::Over;
        } else {
            self.begin_round(t, 1);
        }
    }

    /// Every token's kind: valid reveals and defaults, the rest in
    /// ascending order of points (T2-SEC-4).
    fn publish_kinds(&mut self, t: usize, me: usize) {
        let tokens = &self.tables[t].tokens[me];
        let fixed: Vec<Option<TokenKind>> =
            tokens.iter().map(|k| k.by_default.or(k.secret.choice().copied())).collect();
        let mut rest = TokenKind::ALL.into_iter().filter(|kind| !fixed.contains(&Some(*kind)));
        let kinds: Vec<TokenKind> = fixed
            .iter()
            .map(|f| f.or_else(|| rest.next()).unwrap_or(TokenKind::Intervention1))
            .collect();
        for (token, kind) in self.tables[t].tokens[me].iter_mut().zip(kinds) {
            token.kind = Some(kind);
        }
    }

    fn fight(&mut self, t: usize, c: &Combat) {
        let sides = c.sides.map(|s| self.tables[t].forces[c.region.index()][usize::from(s)].side());
        let splits: [Split; 2] = [0, 1].map(|i| {
            c.secrets[i].choice().copied().unwrap_or_else(|| Split::default_for(&sides[i]))
        });
        let outcome = clock::resolve([&sides[0], &sides[1]], [&splits[0], &splits[1]]);
        for (i, &s) in c.sides.iter().enumerate() {
            self.tables[t].forces[c.region.index()][usize::from(s)].lose(outcome.losses[i]);
        }
        self.journal.push(Record::CombatFought {
            table: local(t),
            region: self.map(t).region(c.region).slug.clone(),
            sides: c.sides.map(|s| self.tables[t].seats[usize::from(s)]),
            splits: splits.map(|s| s.to_string()),
            defaulted: [0, 1].map(|i| c.secrets[i].choice().is_none()),
            outcome,
        });
        if let Some(w) = outcome.winner {
            let w = usize::from(w);
            self.move_levels(t, c.sides[w], c.sides[1 - w]);
        }
        self.after_combat(t, c);
    }

    fn intercept(&mut self, t: usize, i: &Interception) {
        let k = self.tables[t].seats.len();
        let willing: Vec<u8> =
            i.holders.iter().filter(|(_, s)| s.choice() == Some(&true)).map(|(h, _)| *h).collect();
        // The first willing holder in round order after the launcher.
        let interceptor =
            (1..k).map(|d| local((usize::from(i.launcher) + d) % k)).find(|h| willing.contains(h));
        match interceptor {
            Some(h) => {
                if let Some(pos) = self.tables[t].rockets.iter().position(|r| r.holder == h) {
                    self.tables[t].rockets.remove(pos);
                }
                let seats = &self.tables[t].seats;
                self.journal.push(Record::RocketIntercepted {
                    launcher: seats[usize::from(i.launcher)],
                    interceptor: seats[usize::from(h)],
                });
            }
            None => self.explode(t, i.launcher, i.target),
        }
        self.resume(t);
    }

    /// The rules' default for a seat's pending step.
    fn default_step(&mut self, seat: u8) {
        let (t, me) = self.locate(seat);
        match self.tables[t].step.clone() {
            Step::Placement => self.default_placement(t, me),
            Step::Reveal { .. } => {
                for token in &mut self.tables[t].tokens[me] {
                    if token.secret.awaits_reveal() {
                        token.secret = Secret::Defaulted;
                    }
                }
            }
            Step::Incorporate { grant, .. } => self.default_incorporation(t, me, grant),
            Step::Attack { phase, .. } => match phase {
                Phase::Free | Phase::OutOfTurn { .. } => {
                    self.dismantle(t, me);
                    if matches!(phase, Phase::Free) {
                        self.end_turn(t);
                    } else {
                        self.resume(t);
                    }
                }
                Phase::Combat(c) => match c.stage {
                    CombatStage::AttackerReinforce | CombatStage::DefenderChoice => {
                        self.advance_combat(t);
                    }
                    CombatStage::Clocks => {
                        if let Some(c) = self.combat_mut(t) {
                            let side = usize::from(c.sides[1] == local(me));
                            c.secrets[side] = Secret::Defaulted;
                        }
                    }
                },
                Phase::Interception(_) => {
                    if let Some(entry) = self.interception_entry(t, me) {
                        *entry = Secret::Defaulted;
                    }
                }
            },
            Step::Over => {}
        }
    }

    fn dismantle(&mut self, t: usize, me: usize) {
        let before = self.tables[t].rockets.len();
        self.tables[t].rockets.retain(|r| usize::from(r.holder) != me);
        if self.tables[t].rockets.len() != before {
            self.journal.push(Record::RocketDismantled { seat: self.tables[t].seats[me] });
        }
    }

    /// T2-OBJ-3's default placement: the lowest kind not placed by default
    /// yet, on the first region of the table in play without a token of
    /// the seat's.
    fn default_placement(&mut self, t: usize, me: usize) {
        let table = &self.tables[t];
        let used: Vec<TokenKind> = table.tokens[me].iter().filter_map(|k| k.by_default).collect();
        let Some(kind) = TokenKind::ALL.into_iter().find(|k| !used.contains(k)) else { return };
        let Some(region) = table
            .objectives
            .iter()
            .copied()
            .find(|r| table.tokens[me].iter().all(|k| k.region != *r))
        else {
            return;
        };
        let window = self.next_objective_window(t);
        self.tables[t].tokens[me].push(Token {
            region,
            secret: Secret::Defaulted,
            by_default: Some(kind),
            kind: None,
            window,
        });
    }

    /// T2-INC-4: each unit on the token region (not wiped) where the seat
    /// has fewest holding units, ties to table order; kind by region; the
    /// special unit with the first; the rocket declined.
    fn default_incorporation(&mut self, t: usize, me: usize, grant: Grant) {
        let placements = self.default_placements(t, me, grant);
        let mut special = None;
        let map = self.map(t);
        if grant.special {
            special = placements
                .iter()
                .map(|p| self.region(t, &p.region))
                .chain(map.region_ids())
                .find(|r| {
                    self.tables[t].wiped & r.bit() == 0
                        && !self.tables[t].forces[r.index()][me].special
                })
                .map(|r| map.region(r).slug.clone());
        }
        self.incorporate(t, me, &placements, special.as_deref(), None);
    }

    pub(crate) fn default_placements(&self, t: usize, me: usize, grant: Grant) -> Vec<Placement> {
        let table = &self.tables[t];
        let map = self.map(t);
        let open = |r: &RegionId| table.wiped & r.bit() == 0;
        let mut targets: Vec<RegionId> =
            table.tokens[me].iter().map(|k| k.region).filter(open).collect();
        targets.sort_by_key(|r| table.objectives.iter().position(|o| o == r).unwrap_or(usize::MAX));
        if targets.is_empty() {
            targets.extend(table.objectives.iter().copied().filter(open).take(1));
        }
        if targets.is_empty() {
            targets.extend(map.region_ids().filter(open).take(1));
        }
        let mut counts: Vec<u32> =
            targets.iter().map(|r| table.forces[r.index()][me].holding()).collect();
        let mut placed = vec![0u32; targets.len()];
        for _ in 0..grant.units {
            let Some(i) = (0..targets.len()).min_by_key(|&i| (counts[i], i)) else { break };
            counts[i] += 1;
            placed[i] += 1;
        }
        targets
            .iter()
            .zip(placed)
            .filter(|(_, n)| *n > 0)
            .map(|(r, count)| Placement {
                region: map.region(*r).slug.clone(),
                unit: self.unit_for(map, *r),
                count,
            })
            .collect()
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
