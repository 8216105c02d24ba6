//! Tournaments (SVC-TOURNAMENT): opened by an operator or a person, joined
//! before the start, run by every instance's background loop
//! (`run_tournaments`): at the start time the first round is paired, each
//! table a private game with the tournament's clock (an absent person's
//! seat is played by its bot, SVC-CLOCK, and scores as a forfeit); when
//! every table of a round has ended, the next is paired from the standings
//! (`tournament::pair_swiss`, or `pair_round_robin`), and after the last
//! the tournament is over. Each write is guarded by the tournament's
//! version and carries the round's games in the same transaction, so two
//! instances never pair a round twice. Entrants hear of each round on
//! their feed; an operator pauses, resumes and disqualifies, audited.

use super::{AppError, NewTable, Ports};
use crate::game::{Game, Kind, Options};
use crate::ports::{
    Clock, Entrant, EventBus, GameId, GameMeta, GameStatus, Notice, NoticeKind, PlayStore,
    SeedSource, Tournament, TournamentStatus, TournamentStore, TournamentTable, TurnClock, UserId,
};
use crate::shared::{Controller, SeatKey};
use crate::tournament::{Format, Standing, TableResult, pair_round_robin, pair_swiss, standings};

/// The most entrants a tournament takes.
pub const MOST_ENTRANTS: usize = 256;
/// The most rounds.
pub const MOST_ROUNDS: u32 = 20;

/// A tournament to open.
#[derive(Debug, Clone, PartialEq)]
pub struct NewTournament {
    /// Its name (1 to 80 characters).
    pub name: String,
    /// The game.
    pub kind: Kind,
    /// Swiss or round robin.
    pub format: Format,
    /// Most seats at a table.
    pub table_size: usize,
    /// Rounds (Swiss); a round robin's are its field's.
    pub rounds: u32,
    /// Every table's clock.
    pub clock: TurnClock,
    /// Every table's options.
    pub options: Options,
    /// Rated tables (no guest may enter).
    pub rated: bool,
    /// When round 1 starts, ms since the epoch.
    pub starts_at_ms: i64,
}

/// A tournament as shown: itself, its tables, its standings.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentView {
    /// The tournament.
    pub tournament: Tournament,
    /// Its tables so far, by round.
    pub tables: Vec<TournamentTable>,
    /// The standings over the finished tables.
    pub standings: Vec<Standing>,
    /// Whether the reader may follow the tables to their games: an entrant
    /// or an operator. The tables are private (SVC-INVITE): to anyone else
    /// they show who plays whom, not where.
    pub games_shown: bool,
}

/// An operator's step on a tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentAction {
    /// Running → paused: the round under way plays on, the next waits.
    Pause,
    /// Paused → running.
    Resume,
    /// The person plays no further round and is not ranked.
    Disqualify(UserId),
}

impl<S: PlayStore + TournamentStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// Opens a tournament under `id`.
    ///
    /// # Errors
    /// A name, table size, round count, clock, start or options the game
    /// refuses (422).
    pub async fn open_tournament(
        &self,
        id: String,
        creator: &UserId,
        new: NewTournament,
    ) -> Result<Tournament, AppError> {
        let now = self.clock.now_ms();
        let name = new.name.trim();
        if name.is_empty() || name.chars().count() > 80 || name.chars().any(char::is_control) {
            return Err(AppError::BadTournament("a name of 1 to 80 characters".into()));
        }
        if !new.clock.is_valid() {
            return Err(AppError::BadClock);
        }
        if new.starts_at_ms <= now {
            return Err(AppError::BadTournament("starts_at must be in the future".into()));
        }
        if !(1..=MOST_ROUNDS).contains(&new.rounds) {
            return Err(AppError::BadTournament(format!("rounds are 1 to {MOST_ROUNDS}")));
        }
        let options = crate::game::table_options(new.kind, &id, new.table_size, &new.options)
            .map_err(|e| {
                if e.is_seat_count() {
                    AppError::BadTournament(format!(
                        "{} has no table of {}",
                        new.kind, new.table_size
                    ))
                } else {
                    AppError::Setup(e)
                }
            })?;
        let t = Tournament {
            id,
            name: name.to_owned(),
            ruleset: new.kind.slug().to_owned(),
            format: new.format,
            table_size: new.table_size,
            rounds: new.rounds,
            clock: new.clock,
            options,
            rated: new.rated,
            starts_at_ms: new.starts_at_ms,
            created_by: creator.0.clone(),
            created_at_ms: now,
            status: TournamentStatus::Open,
            round: 0,
            entrants: Vec::new(),
            version: 1,
        };
        self.store.create_tournament(&t).await?;
        Ok(t)
    }

    /// A tournament with its tables and standings.
    ///
    /// # Errors
    /// No such tournament (404).
    pub async fn tournament_view(
        &self,
        id: &str,
        user: &UserId,
        operator: bool,
    ) -> Result<TournamentView, AppError> {
        let tournament = self.store.tournament(id).await?.ok_or(AppError::TournamentNotFound)?;
        let tables = self.store.tournament_tables(id).await?;
        let results = self.results(&tables).await?;
        let standings = standings_of(&tournament, &results);
        let games_shown = operator || tournament.entrants.iter().any(|e| e.user == user.0);
        Ok(TournamentView { tournament, tables, standings, games_shown })
    }

    /// A page of tournaments, the latest start first, and the total.
    ///
    /// # Errors
    /// A store failure.
    pub async fn tournaments(
        &self,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<Tournament>, u64), AppError> {
        Ok(self.store.tournaments(offset, limit).await?)
    }

    /// Enters `user` (`join`) or takes them out (`!join`) before the start.
    ///
    /// # Errors
    /// Unknown; begun (409 `WRONG_STATUS`); full; a guest at a rated one;
    /// joined twice (409 `ALREADY_SEATED`) or leaving without having
    /// joined (403 `NOT_SEATED`).
    pub async fn enter_tournament(
        &self,
        id: &str,
        user: &UserId,
        guest: bool,
        join: bool,
    ) -> Result<Tournament, AppError> {
        for _ in 0..8 {
            let mut t = self.store.tournament(id).await?.ok_or(AppError::TournamentNotFound)?;
            if t.status != TournamentStatus::Open {
                return Err(AppError::TournamentBegun);
            }
            let at = t.entrants.iter().position(|e| e.user == user.0);
            match (join, at) {
                (true, Some(_)) => return Err(AppError::AlreadySeated),
                (false, None) => return Err(AppError::NotSeated),
                (true, None) if guest && t.rated => return Err(AppError::GuestNotRated),
                (true, None) if t.entrants.len() >= MOST_ENTRANTS => {
                    return Err(AppError::GameFull);
                }
                (true, None) => t.entrants.push(Entrant {
                    user: user.0.clone(),
                    joined_at_ms: self.clock.now_ms(),
                    disqualified: None,
                }),
                (false, Some(i)) => {
                    t.entrants.remove(i);
                }
            }
            t.version += 1;
            if self.store.save_tournament(&t, &[], None).await? {
                return Ok(t);
            }
        }
        Err(AppError::Store(format!("tournament {id} kept changing")))
    }

    /// An operator pauses, resumes or disqualifies, with a reason, audited
    /// with the change.
    ///
    /// # Errors
    /// Unknown; a blank reason; a step its status refuses; an unknown
    /// entrant.
    pub async fn moderate_tournament(
        &self,
        operator: &UserId,
        id: &str,
        action: TournamentAction,
        reason: &str,
    ) -> Result<Tournament, AppError> {
        super::moderation::require_reason(reason)?;
        for _ in 0..8 {
            let mut t = self.store.tournament(id).await?.ok_or(AppError::TournamentNotFound)?;
            let (verb, target) = match &action {
                TournamentAction::Pause if t.status == TournamentStatus::Running => {
                    t.status = TournamentStatus::Paused;
                    ("pause_tournament", id.to_owned())
                }
                TournamentAction::Resume if t.status == TournamentStatus::Paused => {
                    t.status = TournamentStatus::Running;
                    ("resume_tournament", id.to_owned())
                }
                TournamentAction::Disqualify(user) => {
                    let entrant = t
                        .entrants
                        .iter_mut()
                        .find(|e| e.user == user.0 && e.disqualified.is_none())
                        .ok_or(AppError::NotSeated)?;
                    entrant.disqualified = Some(reason.trim().to_owned());
                    ("disqualify", format!("{id}:{}", user.0))
                }
                _ => return Err(AppError::TournamentBegun),
            };
            t.version += 1;
            let entry = self.entry(operator, verb, ("tournament", &target), reason);
            if self.store.save_tournament(&t, &[], Some(&entry)).await? {
                return Ok(t);
            }
        }
        Err(AppError::Store(format!("tournament {id} kept changing")))
    }

    /// One step of every live tournament whose next step is due: the start
    /// (or the cancellation of a field under two), the next round once
    /// every table of the last has ended, the end after the last round.
    /// The tournaments that moved.
    ///
    /// # Errors
    /// A store failure (a step another instance took first is no error).
    pub async fn run_tournaments(&self) -> Result<Vec<String>, AppError> {
        let now = self.clock.now_ms();
        let mut moved = Vec::new();
        for t in self.store.live_tournaments().await? {
            let due = match t.status {
                TournamentStatus::Open => t.starts_at_ms <= now,
                TournamentStatus::Running => true,
                _ => false,
            };
            if due && self.step(t.clone()).await? {
                moved.push(t.id);
            }
        }
        Ok(moved)
    }

    /// Moves one tournament on if it can: whether it did.
    async fn step(&self, mut t: Tournament) -> Result<bool, AppError> {
        let tables = self.store.tournament_tables(&t.id).await?;
        let current: Vec<&TournamentTable> = tables.iter().filter(|x| x.round == t.round).collect();
        for table in &current {
            let meta = self.store.meta(&table.game_id).await?;
            if !matches!(meta.status, GameStatus::Finished | GameStatus::Aborted) {
                return Ok(false); // The round goes on.
            }
        }
        let results = self.results(&tables).await?;
        let standing = standings_of(&t, &results);
        let playing: Vec<String> = standing
            .iter()
            .filter(|s| t.entrants.iter().any(|e| e.user == s.player && e.disqualified.is_none()))
            .map(|s| s.player.clone())
            .collect();
        let last = match t.format {
            Format::Swiss => t.rounds,
            Format::RoundRobin => t.rounds.min(
                crate::tournament::round_robin_rounds(playing.len(), t.table_size)
                    .and_then(|r| u32::try_from(r).ok())
                    .unwrap_or(0),
            ),
        };
        t.version += 1;
        let mut new_tables = Vec::new();
        if t.round == 0 && playing.len() < 2 {
            t.status = TournamentStatus::Cancelled;
        } else if t.round >= last {
            t.status = TournamentStatus::Finished;
        } else {
            t.status = TournamentStatus::Running;
            t.round += 1;
            let history: Vec<Vec<Vec<String>>> = (1..t.round)
                .map(|r| {
                    tables
                        .iter()
                        .filter(|x| x.round == r)
                        .map(|x| x.players.iter().map(|u| u.0.clone()).collect())
                        .collect()
                })
                .collect();
            let paired = match t.format {
                Format::Swiss => pair_swiss(&playing, t.table_size, &history),
                Format::RoundRobin => {
                    let entrants: Vec<String> = t
                        .entrants
                        .iter()
                        .filter(|e| e.disqualified.is_none())
                        .map(|e| e.user.clone())
                        .collect();
                    let round = usize::try_from(t.round - 1).unwrap_or(0);
                    pair_round_robin(&entrants, t.table_size, round).unwrap_or_default()
                }
            };
            for (i, players) in paired.into_iter().enumerate() {
                let people: Vec<UserId> = players.into_iter().map(UserId).collect();
                let id = GameId(crate::rng::hex(&self.seeds.new_seed().0[..16]));
                let table = NewTable {
                    clock: Some(t.clock),
                    private: true,
                    rated: t.rated,
                    ..NewTable::plain(Kind::stored(&t.ruleset), people.len(), t.options.clone())
                };
                let meta = self.seated_table(id.clone(), &people, table)?;
                let number = u32::try_from(i + 1).unwrap_or(u32::MAX);
                new_tables.push((
                    TournamentTable { round: t.round, table: number, game_id: id, players: people },
                    meta,
                ));
            }
        }
        if !self.store.save_tournament(&t, &new_tables, None).await? {
            return Ok(false); // Another instance moved it first.
        }
        for (table, meta) in &new_tables {
            match self.start_game(&table.game_id, &meta.creator).await {
                Ok(_) | Err(AppError::WrongStatus(_)) => {}
                Err(e) => return Err(e),
            }
        }
        let notices: Vec<Notice> = t
            .entrants
            .iter()
            .map(|e| Notice {
                user: UserId(e.user.clone()),
                game_id: new_tables
                    .iter()
                    .find(|(x, _)| x.players.iter().any(|p| p.0 == e.user))
                    .map(|(x, _)| x.game_id.clone()),
                kind: NoticeKind::TournamentRound {
                    tournament_id: t.id.clone(),
                    round: t.round,
                    status: t.status.as_str().to_owned(),
                },
            })
            .collect();
        let _ = self.store.notify(&notices).await;
        Ok(true)
    }

    /// Each finished table's result, by round (rounds from 1).
    async fn results(&self, tables: &[TournamentTable]) -> Result<Vec<Vec<TableResult>>, AppError> {
        let rounds = tables.iter().map(|x| x.round).max().unwrap_or(0);
        let mut all: Vec<Vec<TableResult>> = vec![Vec::new(); usize::try_from(rounds).unwrap_or(0)];
        for table in tables {
            let meta = self.store.meta(&table.game_id).await?;
            if !matches!(meta.status, GameStatus::Finished | GameStatus::Aborted) {
                continue;
            }
            let log = self.store.events_since(&table.game_id, 0).await?;
            let game = Game::replay(&log);
            let keys: Vec<SeatKey> = meta.keys().collect();
            let result = table_result(&meta, &game, &log, &keys);
            if let Some(round) = usize::try_from(table.round)
                .ok()
                .and_then(|r| r.checked_sub(1))
                .and_then(|r| all.get_mut(r))
            {
                round.push(result);
            }
        }
        Ok(all)
    }
}

/// A finished (or aborted) table's result: its people, their finish order,
/// and who was absent: a person whose seat ended the game in a bot's hands
/// (their clock ran out, or an operator seated a bot), as SVC-TOURNAMENT
/// scores a forfeit. An aborted game places nobody.
fn table_result(
    meta: &GameMeta,
    game: &Game,
    log: &[crate::game::Event],
    keys: &[SeatKey],
) -> TableResult {
    let user = |k: &SeatKey| meta.user_at(*k).map(|u| u.0.clone());
    let players: Vec<String> = keys.iter().filter_map(user).collect();
    let order: Vec<Vec<String>> = if meta.status == GameStatus::Finished {
        crate::game::finish_order(game, log, keys)
            .unwrap_or_default()
            .iter()
            .map(|place| place.iter().filter_map(user).collect())
            .collect()
    } else {
        Vec::new()
    };
    let absent = keys
        .iter()
        .filter(|k| {
            meta.seats.get(usize::from(k.seat)).is_some_and(|s| s.bot.is_none())
                && matches!(game.controller(**k), Some(Controller::Bot { .. }))
        })
        .filter_map(user)
        .collect();
    TableResult { players, order, absent }
}

/// The standings of `t` over `results`.
fn standings_of(t: &Tournament, results: &[Vec<TableResult>]) -> Vec<Standing> {
    let entrants: Vec<String> = t.entrants.iter().map(|e| e.user.clone()).collect();
    let out: Vec<String> =
        t.entrants.iter().filter(|e| e.disqualified.is_some()).map(|e| e.user.clone()).collect();
    standings(&entrants, &out, results)
}
