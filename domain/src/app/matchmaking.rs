//! Quick match (SVC-MATCH): a person opens a ticket for a game, a player
//! range, options, clock and `rated`; the matcher (`run_matchmaking`, run
//! by every instance's background loop) plans tables from the waiting
//! tickets (`matching::plan`), then for each table claims its tickets and
//! creates its game in one transaction (`TicketStore::claim_tickets`), so
//! instances planning at once put a ticket in one game at most: the loser's
//! claim writes nothing. The game is started at once and each person is
//! told (`match_found`); a game a crash left unstarted is started by the
//! next round, and tickets nobody matched expire.

use super::{AppError, NewTable, Ports};
use crate::game::{Kind, Options};
use crate::matching::{Waiting, plan};
use crate::ports::{
    Clock, EventBus, GameId, Notice, NoticeKind, PlayStore, PlayerRating, SeedSource, Ticket,
    TicketStatus, TicketStore, TieKind, TieStore, TurnClock, UserId,
};
use crate::rating::Rating;

/// A waiting ticket expires after this long (10 minutes).
pub const TICKET_TTL_MS: i64 = 10 * 60 * 1000;
/// The longest `bots_after` a ticket may ask for (an hour).
pub const MOST_BOTS_AFTER_MS: i64 = 3_600_000;
/// A matched game still a lobby this long after its match is started by the
/// matcher (the instance that made it stopped first).
const START_LATE_MS: i64 = 5_000;
/// The most seats any game has (TEG II's paired boards).
const MOST_SEATS: usize = 12;
/// Waiting tickets one round plans at most.
const ROUND: u64 = 5_000;

/// What a person asks of quick match.
#[derive(Debug, Clone, PartialEq)]
pub struct TicketRequest {
    /// The game.
    pub kind: Kind,
    /// Least and most players.
    pub players: (usize, usize),
    /// A turn clock, if any.
    pub clock: Option<TurnClock>,
    /// Options over the game's defaults (already read by the transport).
    pub options: Options,
    /// A rated table.
    pub rated: bool,
    /// Bots fill the table after this long, ms.
    pub bots_after_ms: Option<i64>,
}

/// What the matcher did in one round.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Matched {
    /// Games made and started.
    pub games: Vec<GameId>,
    /// Tickets expired.
    pub expired: u64,
}

/// What must be equal between partners' tickets.
#[derive(Debug, Clone, PartialEq)]
struct Key {
    kind: Kind,
    options: Options,
    clock: Option<TurnClock>,
    rated: bool,
}

impl<S: PlayStore + TicketStore + TieStore, B: EventBus, C: Clock, R: SeedSource>
    Ports<S, B, C, R>
{
    /// Opens a ticket under `id` for `user`.
    ///
    /// # Errors
    /// A guest asking for a rated table; a player range no table of the
    /// game fits; options or a clock the game refuses; a waiting ticket of
    /// the user's already (`TICKET_OPEN`); a cooldown (`COOLDOWN`).
    pub async fn open_ticket(
        &self,
        id: String,
        user: UserId,
        guest: bool,
        request: TicketRequest,
    ) -> Result<Ticket, AppError> {
        if guest && request.rated {
            return Err(AppError::GuestNotRated);
        }
        // Quick match waits out a cooldown, rated or not (SVC-FAIRPLAY).
        self.not_cooling_down(&user).await?;
        if request.clock.is_some_and(|c| !c.is_valid()) {
            return Err(AppError::BadClock);
        }
        if request.bots_after_ms.is_some_and(|ms| !(0..=MOST_BOTS_AFTER_MS).contains(&ms)) {
            return Err(AppError::BadPlayers("bots_after_seconds is 0 to 3600".into()));
        }
        let (least, most) = request.players;
        if least < 2 || least > most {
            return Err(AppError::BadPlayers(format!(
                "players {least} to {most}: the least is 2 or more and not above the most"
            )));
        }
        // Options the game refuses are refused now, not at the match: the
        // first table size the game allows says which.
        let mut options = None;
        let mut refusal = None;
        for n in least..=most.min(MOST_SEATS) {
            match crate::game::table_options(request.kind, &id, n, &request.options) {
                Ok(o) => {
                    options = Some(o);
                    break;
                }
                Err(e) if e.is_seat_count() => {}
                Err(e) => refusal = refusal.or(Some(e)),
            }
        }
        let Some(options) = options else {
            return Err(refusal.map_or_else(
                || {
                    AppError::BadPlayers(format!(
                        "no table of {least} to {most} players fits {}",
                        request.kind
                    ))
                },
                AppError::Setup,
            ));
        };
        let now = self.clock.now_ms();
        let ticket = Ticket {
            id,
            user,
            ruleset: request.kind.slug().to_owned(),
            players: request.players,
            clock: request.clock,
            options,
            rated: request.rated,
            bots_after_ms: request.bots_after_ms,
            status: TicketStatus::Waiting,
            created_at_ms: now,
            updated_at_ms: now,
        };
        match self.store.open_ticket(&ticket).await {
            Err(crate::ports::StoreError::AlreadyExists) => Err(AppError::TicketOpen),
            other => other.map(|()| ticket).map_err(Into::into),
        }
    }

    /// One of `user`'s tickets.
    ///
    /// # Errors
    /// No such ticket of theirs (another person's is not found either).
    pub async fn ticket_of(&self, id: &str, user: &UserId) -> Result<Ticket, AppError> {
        match self.store.ticket(id).await? {
            Some(t) if &t.user == user => Ok(t),
            _ => Err(AppError::TicketNotFound),
        }
    }

    /// Cancels one of `user`'s tickets while it waits; a cancelled or
    /// expired one is answered as it is.
    ///
    /// # Errors
    /// Not theirs; matched (`TICKET_MATCHED`).
    pub async fn cancel_ticket(&self, id: &str, user: &UserId) -> Result<Ticket, AppError> {
        let ticket = self.ticket_of(id, user).await?;
        if ticket.status == TicketStatus::Waiting {
            self.store.cancel_ticket(id, self.clock.now_ms()).await?;
        }
        let ticket = self.ticket_of(id, user).await?;
        match ticket.status {
            TicketStatus::Matched(_) => Err(AppError::TicketMatched),
            _ => Ok(ticket),
        }
    }

    /// One round of the matcher: expires old tickets, starts matched games
    /// a crash left as lobbies, then plans and makes the tables the waiting
    /// tickets allow now.
    ///
    /// # Errors
    /// A store failure (a table another instance claimed first is no error).
    pub async fn run_matchmaking(&self) -> Result<Matched, AppError> {
        let now = self.clock.now_ms();
        let mut round = Matched {
            expired: self.store.expire_tickets(now - TICKET_TTL_MS, now).await?,
            ..Matched::default()
        };
        for id in self.store.unstarted_matches(now - START_LATE_MS).await? {
            self.start_match(&id).await?;
        }
        let tickets = self.store.waiting_tickets(ROUND).await?;
        // Ratings matter to rated tickets only: one read per game each
        // round, not one per ticket.
        let mut rated: Vec<PlayerRating> = Vec::new();
        for kind in Kind::ALL {
            let users: Vec<UserId> = tickets
                .iter()
                .filter(|t| t.rated && t.ruleset == kind.slug())
                .map(|t| t.user.clone())
                .collect();
            if !users.is_empty() {
                rated.extend(self.store.ratings(kind.slug(), &users).await?);
            }
        }
        // People kept apart by a block, either way, never share a table
        // (SVC-BLOCK): one read a round for the whole field.
        let people: Vec<UserId> = tickets.iter().map(|t| t.user.clone()).collect();
        let blocks = if people.len() < 2 {
            Vec::new()
        } else {
            self.store.ties_among(TieKind::Block, &people).await?
        };
        let apart = |t: &Ticket| -> Vec<String> {
            let others: Vec<&UserId> = blocks
                .iter()
                .filter_map(|b| {
                    if b.from == t.user {
                        Some(&b.to)
                    } else if b.to == t.user {
                        Some(&b.from)
                    } else {
                        None
                    }
                })
                .collect();
            tickets.iter().filter(|o| others.contains(&&o.user)).map(|o| o.id.clone()).collect()
        };
        // People who abandoned a seat this week meet each other first
        // (SVC-FAIRPLAY): one read a round too.
        let since = now - crate::fairplay::WINDOW_MS;
        let abandoners = self.store.abandoners_among(&people, since).await?;
        let mut waiting = Vec::with_capacity(tickets.len());
        for t in &tickets {
            let Some(kind) = Kind::from_slug(&t.ruleset) else { continue };
            let rating = rated
                .iter()
                .find(|r| t.rated && r.user == t.user && r.ruleset == t.ruleset)
                .map_or(Rating::NEW, |r| r.rating);
            waiting.push(Waiting {
                id: t.id.clone(),
                key: Key { kind, options: t.options.clone(), clock: t.clock, rated: t.rated },
                rating,
                players: t.players,
                since_ms: t.created_at_ms,
                bots_after_ms: t.bots_after_ms,
                apart: apart(t),
                reliable: !abandoners.contains(&t.user),
            });
        }
        let fits =
            |key: &Key, n: usize| crate::game::table_options(key.kind, "", n, &key.options).is_ok();
        for table in plan(&waiting, now, fits) {
            let members: Vec<&Ticket> = table
                .tickets
                .iter()
                .filter_map(|id| tickets.iter().find(|t| &t.id == id))
                .collect();
            if let Some(game) = self.make_match(&members, table.bots).await? {
                round.games.push(game);
            }
        }
        Ok(round)
    }

    /// Creates, claims and starts one planned table; `None` when another
    /// instance claimed one of its tickets first.
    async fn make_match(
        &self,
        members: &[&Ticket],
        bots: Option<(usize, crate::shared::BotLevel)>,
    ) -> Result<Option<GameId>, AppError> {
        let Some(first) = members.first() else { return Ok(None) };
        let kind = Kind::stored(&first.ruleset);
        let id = GameId(crate::rng::hex(&self.seeds.new_seed().0[..16]));
        let seats = members.len() + bots.map_or(0, |(n, _)| n);
        let table = NewTable {
            clock: first.clock,
            bots: bots.map(|(n, level)| vec![(None, level); n]).unwrap_or_default(),
            // Never listed: its seats are the tickets'.
            private: true,
            rated: first.rated,
            ..NewTable::plain(kind, seats, first.options.clone())
        };
        let people: Vec<UserId> = members.iter().map(|t| t.user.clone()).collect();
        let mut meta = self.seated_table(id.clone(), &people, table)?;
        let ids: Vec<String> = members.iter().map(|t| t.id.clone()).collect();
        // Claimed and started in one transaction: a ticket reads `matched`
        // only once its game has begun.
        let events = self.opening(&meta)?;
        if !self.store.claim_tickets(&ids, &meta, &events, self.clock.now_ms()).await? {
            return Ok(None);
        }
        let version = u64::try_from(events.len()).unwrap_or(u64::MAX);
        self.started(&mut meta, version, &events).await?;
        let notices: Vec<Notice> = members
            .iter()
            .map(|t| Notice {
                user: t.user.clone(),
                game_id: Some(id.clone()),
                kind: NoticeKind::MatchFound { ticket_id: t.id.clone() },
            })
            .collect();
        let _ = self.store.notify(&notices).await;
        Ok(Some(id))
    }

    /// Starts a matched game (its creator's start), unless it started.
    async fn start_match(&self, id: &GameId) -> Result<(), AppError> {
        let meta = self.store.meta(id).await?;
        match self.start_game(id, &meta.creator).await {
            Ok(_) | Err(AppError::WrongStatus(_)) => Ok(()),
            Err(e) => Err(e),
        }
    }
}
