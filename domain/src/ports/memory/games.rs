//! The in-memory game store: games, their logs, snapshots, receipts,
//! ratings, tickets and tournaments in one mutex-guarded map, with the
//! audit entries operators' changes write beside them.

use std::collections::BTreeMap;
use std::sync::Mutex;

use crate::game::{Event, Game};
use crate::ports::{
    Append, AuditEntry, Deadline, DueGame, DueUpdate, GameId, GameMeta, GameStatus, GameStore,
    Kept, KeyLookup, LifeChange, LoadedGame, NoticeStore, Receipt, Refusal, ScheduleStore,
    StoreError, TurnNotice, UserId,
};
use crate::ports::{Leader, PlayerRating, RatedGame, RatingStore, Recorded};
use crate::ports::{Ticket, TicketStatus, TicketStore};
use crate::ports::{Tournament, TournamentStatus, TournamentStore, TournamentTable};

use super::{AuditTrail, at_most, lock, page};

#[derive(Debug, Default)]
struct Stored {
    meta: Option<GameMeta>,
    events: Vec<Event>,
    snapshot: Option<Game>,
    /// When the scheduler must look at the game next, ms.
    due_at: Option<i64>,
    /// The version that due time was planned at.
    due_version: Option<u64>,
    /// Held by a scheduler until then, ms.
    due_lease: Option<i64>,
}

impl Stored {
    fn version(&self) -> u64 {
        u64::try_from(self.events.len()).unwrap_or(u64::MAX)
    }

    fn playing(&self) -> bool {
        self.meta.as_ref().is_some_and(|m| m.status == GameStatus::Playing)
    }

    fn free_at(&self, now_ms: i64) -> bool {
        self.due_lease.is_none_or(|l| l < now_ms)
    }
}

/// A [`GameStore`] in a mutex-guarded map.
#[derive(Debug, Default)]
pub struct InMemoryGameStore {
    games: Mutex<BTreeMap<GameId, Stored>>,
    /// Idempotency keys: (user, key) → (fingerprint, answer).
    receipts: Mutex<BTreeMap<(UserId, String), (String, Kept)>>,
    /// The audit entries of operators' writes here.
    pub audit: AuditTrail,
    /// Every "your turn" notice, oldest first (no webhooks here: each
    /// notice counts as queued).
    notices: Mutex<Vec<TurnNotice>>,
    /// Every user's notice, oldest first.
    feed: Mutex<Vec<crate::ports::Notice>>,
    /// Ratings by (game slug, user), and results in the order recorded.
    ratings: Mutex<Ratings>,
    /// Quick-match tickets, in the order opened.
    tickets: Mutex<Vec<Ticket>>,
    /// Tournaments, and their tables with their tournament's id.
    tournaments: Mutex<Tournaments>,
    /// Who blocks or follows whom, in the order tied (`ties.rs`).
    pub(super) ties: Mutex<Vec<(crate::ports::TieKind, crate::ports::Tie)>>,
    /// Abandoned seats (user, game, at) and operators' cooldowns
    /// (`fairplay.rs`).
    pub(super) fairplay: Mutex<FairPlay>,
    /// Whispers, in the order sent (`whispers.rs`).
    pub(super) whispers: Mutex<Vec<crate::ports::Whisper>>,
}

/// Abandoned seats (user, game, at), and operators' cooldowns in the
/// order set.
pub(super) type FairPlay = (Vec<(UserId, GameId, i64)>, Vec<crate::ports::CooldownSet>);

/// Tournaments, and their tables with their tournament's id.
type Tournaments = (Vec<Tournament>, Vec<(String, TournamentTable)>);

/// The ratings a memory store keeps.
#[derive(Debug, Default)]
struct Ratings {
    table: BTreeMap<(String, UserId), PlayerRating>,
    results: Vec<RatedGame>,
}

/// What `receipts` holds for `receipt`.
fn look_up(receipts: &BTreeMap<(UserId, String), (String, Kept)>, receipt: &Receipt) -> KeyLookup {
    match receipts.get(&(receipt.user.clone(), receipt.key.clone())) {
        None => KeyLookup::Free,
        Some((fingerprint, kept)) if *fingerprint == receipt.fingerprint => {
            KeyLookup::Kept(kept.clone())
        }
        Some(_) => KeyLookup::OtherRequest,
    }
}

impl InMemoryGameStore {
    /// An empty store.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// The "your turn" notices queued, oldest first.
    #[must_use]
    pub fn notices(&self) -> Vec<TurnNotice> {
        lock(&self.notices).clone()
    }

    /// The users' feeds' notices, oldest first.
    #[must_use]
    pub fn feed(&self) -> Vec<crate::ports::Notice> {
        lock(&self.feed).clone()
    }
}

impl InMemoryGameStore {
    /// Stores a new game (`GameStore::create`), at once.
    fn insert_game(&self, meta: GameMeta) -> Result<(), StoreError> {
        let mut games = lock(&self.games);
        if games.contains_key(&meta.id) {
            return Err(StoreError::AlreadyExists);
        }
        // A game with a clock or bots is planned from its start on.
        let automated = meta.clock.is_some() || meta.seats.iter().any(|s| s.bot.is_some());
        let due_version = automated.then_some(0);
        games
            .insert(meta.id.clone(), Stored { meta: Some(meta), due_version, ..Stored::default() });
        Ok(())
    }
}

/// The version check and the append, under the caller's lock.
fn append_to(g: &mut Stored, expected_version: u64, events: &[Event]) -> Result<u64, StoreError> {
    let actual = u64::try_from(g.events.len()).unwrap_or(u64::MAX);
    if actual != expected_version {
        return Err(StoreError::Conflict { expected: expected_version, actual });
    }
    g.events.extend_from_slice(events);
    Ok(u64::try_from(g.events.len()).unwrap_or(u64::MAX))
}

impl RatingStore for InMemoryGameStore {
    async fn ratings(
        &self,
        ruleset: &str,
        users: &[UserId],
    ) -> Result<Vec<PlayerRating>, StoreError> {
        let r = lock(&self.ratings);
        Ok(users
            .iter()
            .filter_map(|u| r.table.get(&(ruleset.to_owned(), u.clone())).cloned())
            .collect())
    }

    async fn record_result(&self, result: &RatedGame) -> Result<Recorded, StoreError> {
        let mut r = lock(&self.ratings);
        if r.results.iter().any(|g| g.game_id == result.game_id) {
            return Ok(Recorded::AlreadyRated);
        }
        let key = |c: &crate::ports::RatingChange| (result.ruleset.clone(), c.user.clone());
        let moved = result
            .changes
            .iter()
            .any(|c| r.table.get(&key(c)).map_or(0, |row| row.games) != c.games_before);
        if moved {
            return Ok(Recorded::Moved);
        }
        for c in &result.changes {
            let row = PlayerRating {
                user: c.user.clone(),
                ruleset: result.ruleset.clone(),
                rating: c.after,
                games: c.games_before + 1,
            };
            r.table.insert(key(c), row);
        }
        r.results.push(result.clone());
        Ok(Recorded::Written)
    }

    async fn result(&self, game: &GameId) -> Result<Option<RatedGame>, StoreError> {
        Ok(lock(&self.ratings).results.iter().find(|g| &g.game_id == game).cloned())
    }

    async fn results(&self, after: u64, limit: u64) -> Result<Vec<(u64, RatedGame)>, StoreError> {
        let r = lock(&self.ratings);
        Ok((1u64..)
            .zip(r.results.iter().cloned())
            .skip(usize::try_from(after).unwrap_or(usize::MAX))
            .take(usize::try_from(limit).unwrap_or(usize::MAX))
            .collect())
    }

    async fn ratings_of(&self, user: &UserId) -> Result<Vec<PlayerRating>, StoreError> {
        Ok(lock(&self.ratings).table.values().filter(|r| &r.user == user).cloned().collect())
    }

    async fn all_ratings(&self, ruleset: &str) -> Result<Vec<PlayerRating>, StoreError> {
        Ok(lock(&self.ratings).table.values().filter(|r| r.ruleset == ruleset).cloned().collect())
    }

    async fn leaderboard(
        &self,
        ruleset: &str,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<Leader>, u64), StoreError> {
        let mut rows = self.all_ratings(ruleset).await?;
        rows.retain(|r| r.games >= crate::rating::PROVISIONAL_GAMES);
        rows.sort_by(|a, b| {
            b.rating
                .shown()
                .total_cmp(&a.rating.shown())
                .then(b.games.cmp(&a.games))
                .then(a.user.cmp(&b.user))
        });
        let total = u64::try_from(rows.len()).unwrap_or(u64::MAX);
        let page = rows
            .into_iter()
            .skip(usize::try_from(offset).unwrap_or(usize::MAX))
            .take(usize::try_from(limit).unwrap_or(usize::MAX))
            // This store keeps no accounts: a person is named by their id.
            .map(|r| Leader {
                display_name: r.user.0.clone(),
                user: r.user,
                rating: r.rating,
                games: r.games,
            })
            .collect();
        Ok((page, total))
    }

    async fn recent_results(
        &self,
        users: &[UserId],
        since_ms: i64,
    ) -> Result<Vec<RatedGame>, StoreError> {
        Ok(lock(&self.ratings)
            .results
            .iter()
            .filter(|r| r.at_ms >= since_ms && r.changes.iter().any(|c| users.contains(&c.user)))
            .cloned()
            .collect())
    }

    async fn unrated(&self, limit: u64) -> Result<Vec<GameId>, StoreError> {
        let rated: Vec<GameId> =
            lock(&self.ratings).results.iter().map(|g| g.game_id.clone()).collect();
        Ok(lock(&self.games)
            .values()
            .filter_map(|g| g.meta.as_ref())
            .filter(|m| m.rated && m.status == GameStatus::Finished && !rated.contains(&m.id))
            .map(|m| m.id.clone())
            .take(usize::try_from(limit).unwrap_or(usize::MAX))
            .collect())
    }
}

impl TournamentStore for InMemoryGameStore {
    async fn create_tournament(&self, t: &Tournament) -> Result<(), StoreError> {
        let mut all = lock(&self.tournaments);
        if all.0.iter().any(|x| x.id == t.id) {
            return Err(StoreError::AlreadyExists);
        }
        all.0.push(t.clone());
        Ok(())
    }

    async fn tournament(&self, id: &str) -> Result<Option<Tournament>, StoreError> {
        Ok(lock(&self.tournaments).0.iter().find(|t| t.id == id).cloned())
    }

    async fn tournaments(
        &self,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<Tournament>, u64), StoreError> {
        let mut all = lock(&self.tournaments).0.clone();
        all.sort_by(|a, b| b.starts_at_ms.cmp(&a.starts_at_ms).then(a.id.cmp(&b.id)));
        let total = u64::try_from(all.len()).unwrap_or(u64::MAX);
        let page = all
            .into_iter()
            .skip(usize::try_from(offset).unwrap_or(usize::MAX))
            .take(usize::try_from(limit).unwrap_or(usize::MAX))
            .collect();
        Ok((page, total))
    }

    async fn save_tournament(
        &self,
        t: &Tournament,
        tables: &[(TournamentTable, GameMeta)],
        audit: Option<&AuditEntry>,
    ) -> Result<bool, StoreError> {
        let mut all = lock(&self.tournaments);
        let Some(stored) = all.0.iter_mut().find(|x| x.id == t.id) else {
            return Err(StoreError::NotFound);
        };
        if stored.version + 1 != t.version {
            return Ok(false);
        }
        *stored = t.clone();
        for (table, meta) in tables {
            self.insert_game(meta.clone())?;
            all.1.push((t.id.clone(), table.clone()));
        }
        if let Some(entry) = audit {
            self.audit.push(entry.clone());
        }
        Ok(true)
    }

    async fn tournament_tables(&self, id: &str) -> Result<Vec<TournamentTable>, StoreError> {
        Ok(lock(&self.tournaments)
            .1
            .iter()
            .filter(|(t, _)| t == id)
            .map(|(_, x)| x.clone())
            .collect())
    }

    async fn live_tournaments(&self) -> Result<Vec<Tournament>, StoreError> {
        Ok(lock(&self.tournaments)
            .0
            .iter()
            .filter(|t| matches!(t.status, TournamentStatus::Open | TournamentStatus::Running))
            .cloned()
            .collect())
    }
}

impl TicketStore for InMemoryGameStore {
    async fn open_ticket(&self, ticket: &Ticket) -> Result<(), StoreError> {
        let mut tickets = lock(&self.tickets);
        let open = |t: &&Ticket| t.user == ticket.user && t.status == TicketStatus::Waiting;
        if tickets.iter().any(|t| t.id == ticket.id) || tickets.iter().any(|t| open(&t)) {
            return Err(StoreError::AlreadyExists);
        }
        tickets.push(ticket.clone());
        Ok(())
    }

    async fn ticket(&self, id: &str) -> Result<Option<Ticket>, StoreError> {
        Ok(lock(&self.tickets).iter().find(|t| t.id == id).cloned())
    }

    async fn cancel_ticket(&self, id: &str, now_ms: i64) -> Result<bool, StoreError> {
        let mut tickets = lock(&self.tickets);
        match tickets.iter_mut().find(|t| t.id == id && t.status == TicketStatus::Waiting) {
            Some(t) => {
                t.status = TicketStatus::Cancelled;
                t.updated_at_ms = now_ms;
                Ok(true)
            }
            None => Ok(false),
        }
    }

    async fn waiting_tickets(&self, limit: u64) -> Result<Vec<Ticket>, StoreError> {
        Ok(lock(&self.tickets)
            .iter()
            .filter(|t| t.status == TicketStatus::Waiting)
            .take(usize::try_from(limit).unwrap_or(usize::MAX))
            .cloned()
            .collect())
    }

    async fn claim_tickets(
        &self,
        ids: &[String],
        game: &GameMeta,
        start: &[Event],
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        // The tickets' lock held over the game's creation and start: one
        // transaction.
        let mut tickets = lock(&self.tickets);
        let waiting =
            |id: &String| tickets.iter().any(|t| &t.id == id && t.status == TicketStatus::Waiting);
        if !ids.iter().all(waiting) {
            return Ok(false);
        }
        let mut playing = game.clone();
        playing.status = GameStatus::Playing;
        self.insert_game(playing)?;
        append_to(lock(&self.games).get_mut(&game.id).ok_or(StoreError::NotFound)?, 0, start)?;
        for t in tickets.iter_mut().filter(|t| ids.contains(&t.id)) {
            t.status = TicketStatus::Matched(game.id.clone());
            t.updated_at_ms = now_ms;
        }
        Ok(true)
    }

    async fn expire_tickets(&self, before_ms: i64, now_ms: i64) -> Result<u64, StoreError> {
        let mut expired = 0;
        for t in lock(&self.tickets).iter_mut() {
            if t.status == TicketStatus::Waiting && t.created_at_ms < before_ms {
                t.status = TicketStatus::Expired;
                t.updated_at_ms = now_ms;
                expired += 1;
            }
        }
        Ok(expired)
    }

    async fn unstarted_matches(&self, before_ms: i64) -> Result<Vec<GameId>, StoreError> {
        let mut matched: Vec<GameId> = lock(&self.tickets)
            .iter()
            .filter(|t| t.updated_at_ms < before_ms)
            .filter_map(|t| match &t.status {
                TicketStatus::Matched(g) => Some(g.clone()),
                _ => None,
            })
            .collect();
        matched.sort();
        matched.dedup();
        let games = lock(&self.games);
        matched.retain(|g| {
            games
                .get(g)
                .and_then(|s| s.meta.as_ref())
                .is_some_and(|m| m.status == GameStatus::Lobby)
        });
        Ok(matched)
    }
}

impl GameStore for InMemoryGameStore {
    async fn create(&self, meta: GameMeta) -> Result<(), StoreError> {
        self.insert_game(meta)
    }

    async fn update_meta(&self, mut meta: GameMeta) -> Result<(), StoreError> {
        let mut games = lock(&self.games);
        let g = games.get_mut(&meta.id).ok_or(StoreError::NotFound)?;
        // The deadline is the scheduler's to write (`set_due`).
        meta.deadline_ms = g.meta.as_ref().and_then(|m| m.deadline_ms);
        g.meta = Some(meta);
        Ok(())
    }

    async fn meta(&self, id: &GameId) -> Result<GameMeta, StoreError> {
        lock(&self.games).get(id).and_then(|g| g.meta.clone()).ok_or(StoreError::NotFound)
    }

    async fn head(&self, id: &GameId) -> Result<(GameMeta, u64), StoreError> {
        let games = lock(&self.games);
        let g = games.get(id).ok_or(StoreError::NotFound)?;
        let meta = g.meta.clone().ok_or(StoreError::NotFound)?;
        Ok((meta, u64::try_from(g.events.len()).unwrap_or(u64::MAX)))
    }

    async fn load(&self, id: &GameId) -> Result<LoadedGame, StoreError> {
        let games = lock(&self.games);
        let g = games.get(id).ok_or(StoreError::NotFound)?;
        let meta = g.meta.clone().ok_or(StoreError::NotFound)?;
        let from = g.snapshot.as_ref().map_or(0, Game::version);
        let from = usize::try_from(from).unwrap_or(usize::MAX).min(g.events.len());
        Ok(LoadedGame { meta, snapshot: g.snapshot.clone(), events: g.events[from..].to_vec() })
    }

    /// The tournaments' entrants (invitations are not kept in memory).
    async fn reads_private(&self, game: &GameId, user: &UserId) -> Result<bool, StoreError> {
        let tournaments = lock(&self.tournaments);
        let of_table = tournaments.1.iter().find(|(_, t)| &t.game_id == game).map(|(id, _)| id);
        Ok(of_table.is_some_and(|id| {
            tournaments.0.iter().any(|t| &t.id == id && t.entrants.iter().any(|e| e.user == user.0))
        }))
    }

    async fn events_since(&self, id: &GameId, since: u64) -> Result<Vec<Event>, StoreError> {
        let games = lock(&self.games);
        let g = games.get(id).ok_or(StoreError::NotFound)?;
        let from = usize::try_from(since).unwrap_or(usize::MAX).min(g.events.len());
        Ok(g.events[from..].to_vec())
    }

    async fn append(
        &self,
        id: &GameId,
        expected_version: u64,
        events: &[Event],
        audit: Option<&AuditEntry>,
    ) -> Result<u64, StoreError> {
        let mut games = lock(&self.games);
        let version =
            append_to(games.get_mut(id).ok_or(StoreError::NotFound)?, expected_version, events)?;
        if let Some(entry) = audit {
            self.audit.push(entry.clone());
        }
        Ok(version)
    }

    async fn set_status(
        &self,
        id: &GameId,
        (from, to): (GameStatus, GameStatus),
        audit: &AuditEntry,
        told: &LifeChange,
    ) -> Result<u64, StoreError> {
        let mut games = lock(&self.games);
        let g = games.get_mut(id).ok_or(StoreError::NotFound)?;
        let meta = g.meta.as_ref().ok_or(StoreError::NotFound)?;
        if meta.status != from {
            return Err(StoreError::NotPlaying(meta.status));
        }
        let version = append_to(g, told.version, &told.events)?;
        if let Some(meta) = g.meta.as_mut() {
            meta.status = to;
        }
        self.audit.push(audit.clone());
        lock(&self.feed).extend_from_slice(&told.notices);
        Ok(version)
    }

    async fn append_if_playing(&self, append: &Append<'_>) -> Result<u64, StoreError> {
        let Append { id, expected_version, events, keep, turns } = *append;
        // Both locks for the whole step, games first (as everywhere here):
        // the key, the events and what they tell are one transaction.
        let mut games = lock(&self.games);
        let mut receipts = lock(&self.receipts);
        let g = games.get_mut(id).ok_or(StoreError::NotFound)?;
        let status = g.meta.as_ref().map_or(GameStatus::Lobby, |m| m.status);
        if status != GameStatus::Playing {
            return Err(StoreError::NotPlaying(status));
        }
        if let Some((receipt, _)) = keep
            && look_up(&receipts, receipt) != KeyLookup::Free
        {
            return Err(StoreError::KeyTaken);
        }
        let version = append_to(g, expected_version, events)?;
        if let Some((receipt, acted)) = keep {
            receipts.insert(
                (receipt.user.clone(), receipt.key.clone()),
                (receipt.fingerprint.clone(), Kept::Applied(acted.clone())),
            );
        }
        lock(&self.notices).extend_from_slice(turns);
        lock(&self.feed).extend(turns.iter().map(crate::ports::Notice::of_turn));
        Ok(version)
    }

    async fn start(&self, id: &GameId, events: &[Event]) -> Result<u64, StoreError> {
        let mut games = lock(&self.games);
        let g = games.get_mut(id).ok_or(StoreError::NotFound)?;
        let meta = g.meta.as_mut().ok_or(StoreError::NotFound)?;
        if meta.status != GameStatus::Lobby {
            return Err(StoreError::NotPlaying(meta.status));
        }
        meta.status = GameStatus::Playing;
        let started = append_to(g, 0, events);
        if started.is_err()
            && let Some(meta) = g.meta.as_mut()
        {
            meta.status = GameStatus::Lobby;
        }
        started
    }

    async fn receipt(&self, receipt: &Receipt) -> Result<KeyLookup, StoreError> {
        Ok(look_up(&lock(&self.receipts), receipt))
    }

    async fn keep_refusal(
        &self,
        receipt: &Receipt,
        refusal: &Refusal,
    ) -> Result<KeyLookup, StoreError> {
        let mut receipts = lock(&self.receipts);
        let found = look_up(&receipts, receipt);
        if found == KeyLookup::Free {
            receipts.insert(
                (receipt.user.clone(), receipt.key.clone()),
                (receipt.fingerprint.clone(), Kept::Refused(refusal.clone())),
            );
        }
        Ok(found)
    }

    async fn list(
        &self,
        filter: &crate::ports::GameFilter<'_>,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<GameMeta>, u64), StoreError> {
        let games = lock(&self.games);
        let mut all: Vec<&GameMeta> = games
            .values()
            .filter_map(|g| g.meta.as_ref())
            .filter(|m| filter.status.is_none_or(|s| m.status == s))
            .filter(|m| filter.ruleset.is_none_or(|r| m.ruleset == r))
            .filter(|m| !(filter.listed_only && m.access.private))
            .collect();
        all.sort_by(|a, b| b.created_at_ms.cmp(&a.created_at_ms).then_with(|| b.id.cmp(&a.id)));
        Ok(page(all, offset, limit))
    }

    async fn games_of(
        &self,
        user: &UserId,
        status: Option<GameStatus>,
        limit: u64,
    ) -> Result<Vec<crate::ports::PlayedGame>, StoreError> {
        let games = lock(&self.games);
        let mut mine: Vec<crate::ports::PlayedGame> = games
            .values()
            .filter_map(|g| {
                let meta = g.meta.as_ref()?;
                let seated = meta.seats.iter().any(|s| s.bot.is_none() && &s.user == user);
                (seated && status.is_none_or(|s| meta.status == s)).then(|| {
                    crate::ports::PlayedGame {
                        meta: meta.clone(),
                        version: u64::try_from(g.events.len()).unwrap_or(u64::MAX),
                        last_action_at_ms: meta.created_at_ms,
                    }
                })
            })
            .collect();
        mine.sort_by(|a, b| b.meta.id.cmp(&a.meta.id));
        mine.truncate(at_most(limit));
        Ok(mine)
    }

    async fn save_snapshot(&self, id: &GameId, game: &Game) -> Result<(), StoreError> {
        let mut games = lock(&self.games);
        let g = games.get_mut(id).ok_or(StoreError::NotFound)?;
        g.snapshot = Some(game.clone());
        Ok(())
    }
}

impl ScheduleStore for InMemoryGameStore {
    async fn stale_lobbies(
        &self,
        created_before_ms: i64,
        limit: u64,
    ) -> Result<Vec<GameId>, StoreError> {
        let games = lock(&self.games);
        let mut stale: Vec<&GameMeta> = games
            .values()
            .filter_map(|g| g.meta.as_ref())
            .filter(|m| m.status == GameStatus::Lobby && m.created_at_ms < created_before_ms)
            .collect();
        stale.sort_by(|a, b| a.created_at_ms.cmp(&b.created_at_ms).then_with(|| a.id.cmp(&b.id)));
        Ok(stale.into_iter().take(at_most(limit)).map(|m| m.id.clone()).collect())
    }

    async fn set_due(&self, id: &GameId, due: &DueUpdate) -> Result<(), StoreError> {
        let mut games = lock(&self.games);
        let g = games.get_mut(id).ok_or(StoreError::NotFound)?;
        if g.version() != due.version {
            return Ok(());
        }
        let meta = g.meta.as_mut().ok_or(StoreError::NotFound)?;
        if let Deadline::Set(deadline) = due.deadline {
            meta.deadline_ms = deadline;
        }
        g.due_at = due.bot_at_ms.or(meta.deadline_ms);
        g.due_version = Some(due.version);
        g.due_lease = None;
        Ok(())
    }

    async fn due_games(
        &self,
        now_ms: i64,
        limit: u64,
        replan: bool,
    ) -> Result<Vec<DueGame>, StoreError> {
        let games = lock(&self.games);
        let mut due: Vec<DueGame> = games
            .iter()
            .filter(|(_, g)| g.playing() && g.free_at(now_ms))
            .filter_map(|(id, g)| match (g.due_at, g.due_version) {
                (_, Some(v)) if replan && v < g.version() => {
                    Some(DueGame { id: id.clone(), version: None, due_at_ms: now_ms })
                }
                (Some(at), Some(v)) if at <= now_ms && v == g.version() => {
                    Some(DueGame { id: id.clone(), version: Some(v), due_at_ms: at })
                }
                _ => None,
            })
            .collect();
        due.sort_by_key(|d| d.due_at_ms);
        due.truncate(at_most(limit));
        Ok(due)
    }

    async fn claim_due(
        &self,
        game: &DueGame,
        now_ms: i64,
        until_ms: i64,
    ) -> Result<bool, StoreError> {
        let mut games = lock(&self.games);
        let Some(g) = games.get_mut(&game.id) else { return Ok(false) };
        let planned = match game.version {
            Some(v) => g.due_version == Some(v) && g.version() == v,
            None => g.due_version.is_some_and(|v| v < g.version()),
        };
        if !g.playing() || !planned || !g.free_at(now_ms) {
            return Ok(false);
        }
        g.due_lease = Some(until_ms);
        Ok(true)
    }
}

impl NoticeStore for InMemoryGameStore {
    async fn notify_turn(&self, notice: &TurnNotice) -> Result<(), StoreError> {
        lock(&self.notices).push(notice.clone());
        Ok(())
    }

    async fn notify(&self, notices: &[crate::ports::Notice]) -> Result<(), StoreError> {
        lock(&self.feed).extend_from_slice(notices);
        Ok(())
    }
}
