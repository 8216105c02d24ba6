//! Whispers (SVC-WHISPER): a seated person's private words to one or more
//! other seats of the game. Only the sender and the recipients ever read
//! them: the listing answers a seat its own, the feed tells each recipient
//! that one came (without its text), and the bus carries a bare wake-up
//! (no text, no seats) so that the recipients' live streams read it from
//! the store. Muting, blocks and the table chat's length bound apply.
//! Operators read a whisper's text only through a report that cites it
//! (`reports.rs`), and delete one as they delete chat.

use super::moderation::{chat_text, require_reason};
use super::{AppError, Ports};
use crate::color::Color;
use crate::ports::{
    BusMessage, Clock, EventBus, GameId, GameStatus, GameStore, Notice, NoticeKind, NoticeStore,
    SeedSource, TieStore, UserId, UserStore, Whisper, WhisperStore,
};

/// Whom a whisper is for: seats, or (a pact's message) the seat of a
/// colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recipients<'a> {
    /// These seats.
    Seats(&'a [u8]),
    /// The seat of this colour (the Risk-like editions).
    Colour(Color),
}

/// A whisper checked and not yet sent ([`Ports::draft_whisper`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WhisperDraft {
    whisper: Whisper,
    people: Vec<UserId>,
    ruleset: String,
}

/// The most whispers one listing answers.
pub const MAX_WHISPER_PAGE: u64 = 200;

impl<S, B, C, R> Ports<S, B, C, R>
where
    S: GameStore + TieStore + WhisperStore + NoticeStore,
    B: EventBus,
    C: Clock,
    R: SeedSource,
{
    /// `author`, seated in game `id`, whispers `body` to the seats `to`:
    /// the whisper as kept. Each recipient's feed gets a `whisper` notice,
    /// and the game's followers a wake-up.
    ///
    /// # Errors
    /// As [`Ports::draft_whisper`].
    pub async fn whisper(
        &self,
        users: &impl UserStore,
        author: &UserId,
        id: &GameId,
        to: &[u8],
        body: &str,
    ) -> Result<Whisper, AppError> {
        let draft = self.draft_whisper(users, author, id, Recipients::Seats(to), body).await?;
        self.send_whisper(draft, None).await
    }

    /// Checks a whisper without sending it: what [`Ports::send_whisper`]
    /// then keeps and tells. A pact's message is drafted before its
    /// proposal is played, so a refused message refuses the proposal.
    ///
    /// # Errors
    /// Unknown game; [`AppError::NotSeated`] (operators too: they are not
    /// at the table); a game over ([`AppError::WrongStatus`]);
    /// [`AppError::Muted`]; [`AppError::InvalidRecipients`];
    /// [`AppError::Blocked`] between the author and a recipient, either
    /// way; [`AppError::InvalidMessage`].
    pub async fn draft_whisper(
        &self,
        users: &impl UserStore,
        author: &UserId,
        id: &GameId,
        to: Recipients<'_>,
        body: &str,
    ) -> Result<WhisperDraft, AppError> {
        let meta = self.store.meta(id).await?;
        self.may_read(&meta, author, false).await?;
        let from = meta.seat_of(author).ok_or(AppError::NotSeated)?.seat;
        if matches!(meta.status, GameStatus::Finished | GameStatus::Aborted) {
            return Err(AppError::WrongStatus(meta.status));
        }
        let user = users.by_id(author).await?.ok_or(AppError::UserNotFound)?;
        if user.is_muted(self.clock.now_ms()) {
            return Err(AppError::Muted);
        }
        let asked: Vec<u8> = match to {
            Recipients::Seats(seats) => seats.to_vec(),
            Recipients::Colour(c) => meta
                .seats
                .iter()
                .position(|s| s.color == Some(c))
                .and_then(|i| u8::try_from(i).ok())
                .into_iter()
                .collect(),
        };
        let mut seats = asked.clone();
        seats.sort_unstable();
        seats.dedup();
        let people: Vec<UserId> = seats
            .iter()
            .map(|&s| meta.seats.get(usize::from(s)).filter(|seat| seat.bot.is_none() && s != from))
            .map(|seat| seat.map(|seat| seat.user.clone()))
            .collect::<Option<_>>()
            .ok_or(AppError::InvalidRecipients)?;
        if people.is_empty() || seats.len() != asked.len() {
            return Err(AppError::InvalidRecipients);
        }
        let body = chat_text(body)?;
        for person in &people {
            self.not_kept_apart(author, person).await?;
        }
        let whisper = Whisper {
            id: 0,
            game_id: id.clone(),
            from,
            author: author.clone(),
            to: seats,
            body: body.to_owned(),
            pact: None,
            deleted: false,
            at_ms: self.clock.now_ms(),
        };
        Ok(WhisperDraft { whisper, people, ruleset: meta.ruleset })
    }

    /// Keeps a drafted whisper (with the pact it goes with, if any), tells
    /// each recipient on their feed, and wakes the game's followers: the
    /// whisper as kept.
    ///
    /// # Errors
    /// The store failed.
    pub async fn send_whisper(
        &self,
        draft: WhisperDraft,
        pact: Option<u32>,
    ) -> Result<Whisper, AppError> {
        let WhisperDraft { mut whisper, people, ruleset } = draft;
        whisper.pact = pact;
        whisper.at_ms = self.clock.now_ms();
        let whisper = self.store.whisper(whisper).await?;
        let id = &whisper.game_id;
        // Told best effort, as every notice: the whisper is kept, and a
        // recipient's stream and listing find it without them.
        let kind = NoticeKind::Whisper { whisper_id: whisper.id, from_seat: whisper.from };
        let notices: Vec<Notice> = people
            .into_iter()
            .map(|user| Notice { user, game_id: Some(id.clone()), kind: kind.clone() })
            .collect();
        let _ = self.store.notify(&notices).await;
        let wake = BusMessage { game_id: id.clone(), ruleset, version: 0, events: Vec::new() };
        let _ = self.bus.publish(wake).await;
        Ok(whisper)
    }

    /// The whispers of game `id` that `user`'s seat sent or received, after
    /// whisper `after`, oldest first, at most `limit` (up to
    /// [`MAX_WHISPER_PAGE`]). A deleted whisper keeps its place without
    /// its text.
    ///
    /// # Errors
    /// Unknown game, or one the user may not read (404);
    /// [`AppError::NotSeated`] for anyone not seated, operators included.
    pub async fn whispers_of(
        &self,
        user: &UserId,
        id: &GameId,
        after: u64,
        limit: u64,
    ) -> Result<Vec<Whisper>, AppError> {
        let meta = self.store.meta(id).await?;
        self.may_read(&meta, user, false).await?;
        let seat = meta.seat_of(user).ok_or(AppError::NotSeated)?.seat;
        let limit = limit.clamp(1, MAX_WHISPER_PAGE);
        let mut whispers = self.store.whispers_for(id, seat, after, limit).await?;
        for w in whispers.iter_mut().filter(|w| w.deleted) {
            w.body.clear();
        }
        Ok(whispers)
    }

    /// The last whisper's id in game `id` (0 when none): where a live
    /// follower of the game starts reading whispers.
    ///
    /// # Errors
    /// The store failed.
    pub async fn last_whisper(&self, id: &GameId) -> Result<u64, AppError> {
        Ok(self.store.last_whisper(id).await?)
    }

    /// An operator deletes a whisper (cited in a report): the text leaves
    /// every reader and stays in the audit entry only.
    ///
    /// # Errors
    /// [`AppError::ReasonRequired`]; [`AppError::WhisperNotFound`].
    pub async fn delete_whisper(
        &self,
        operator: &UserId,
        whisper: u64,
        reason: &str,
    ) -> Result<Whisper, AppError> {
        require_reason(reason)?;
        let entry =
            self.entry(operator, "delete_whisper", ("whisper", &whisper.to_string()), reason);
        let deleted = self.store.delete_whisper(whisper, &entry).await?;
        deleted.ok_or(AppError::WhisperNotFound)
    }
}

#[cfg(test)]
mod tests {
    use super::super::clock_tests::account;
    use super::super::tests::{block_on, ports, user};
    use super::*;
    use crate::game::Options;
    use crate::ports::memory::InMemoryUserStore;
    use crate::ports::{Role, Subscription as _, WhisperPair};
    use crate::rules::Options as RiskOptions;

    #[test]
    fn svc_whisper_reaches_only_its_seats_the_feed_says_no_text_and_the_bus_carries_a_bare_wake_up()
    {
        let p = ports();
        let users = InMemoryUserStore::new();
        for name in ["ana", "beto", "carla", "op"] {
            let role = if name == "op" { Role::Operator } else { Role::Player };
            block_on(users.insert(account(name, role))).expect("an account");
        }
        let id = GameId("g-whisper".to_owned());
        let options = Options::from(RiskOptions::default());
        block_on(p.create_game(id.clone(), user("ana"), 3, options, None)).expect("created");
        for name in ["beto", "carla"] {
            block_on(p.join_game(&id, user(name), None)).expect("joined");
        }
        block_on(p.start_game(&id, &user("ana"))).expect("started");
        let mut sub = block_on(p.bus.subscribe(&id)).expect("subscribed");

        let sent = block_on(p.whisper(&users, &user("ana"), &id, &[1], "  only for beto "))
            .expect("whispered");
        assert_eq!(
            (sent.from, sent.to.as_slice(), sent.body.as_str()),
            (0, &[1][..], "only for beto")
        );
        let wake = block_on(sub.next()).expect("a wake-up");
        assert_eq!((wake.version, wake.events.len()), (0, 0), "no text, no seats on the bus");

        let read = |who: &str| block_on(p.whispers_of(&user(who), &id, 0, 50));
        assert_eq!(read("beto").expect("beto reads"), std::slice::from_ref(&sent));
        assert_eq!(read("ana").expect("ana reads"), std::slice::from_ref(&sent));
        assert_eq!(read("carla").expect("carla reads"), []);
        assert_eq!(read("op"), Err(AppError::NotSeated), "operators read whispers in reports only");
        let told: Vec<_> =
            p.store.feed().into_iter().filter(|n| n.kind.name() == "whisper").collect();
        assert_eq!(told.len(), 1, "{told:?}");
        assert_eq!(told[0].user, user("beto"));
        assert_eq!(told[0].kind, NoticeKind::Whisper { whisper_id: sent.id, from_seat: 0 });
        assert_eq!(
            block_on(p.store.whisper_pairs(&id)).expect("pairs"),
            [WhisperPair { a: 0, b: 1, count: 1 }]
        );

        // An operator's deletion leaves the whisper's place without its
        // text, which only the audit entry keeps.
        assert_eq!(
            block_on(p.delete_whisper(&user("op"), sent.id, " ")),
            Err(AppError::ReasonRequired)
        );
        block_on(p.delete_whisper(&user("op"), sent.id, "abuse")).expect("deleted");
        let after = read("beto").expect("beto reads");
        assert!(after[0].deleted && after[0].body.is_empty(), "{after:?}");
        assert!(p.store.audit.entries().iter().any(|e| e.reason.contains("only for beto")));
    }

    #[test]
    fn svc_whisper_a_report_cites_its_seats_whispers_and_an_operator_reads_them_audited() {
        use crate::app::NewReport;
        use crate::ports::memory::{InMemoryAuditLog, InMemoryReportStore};
        use crate::ports::{AuditFilter, AuditLog as _, ReportReason};
        let p = ports();
        let users = InMemoryUserStore::new();
        for name in ["ana", "beto", "carla"] {
            block_on(users.insert(account(name, Role::Player))).expect("an account");
        }
        let id = GameId("g-cited".to_owned());
        let options = Options::from(RiskOptions::default());
        block_on(p.create_game(id.clone(), user("ana"), 3, options, None)).expect("created");
        for name in ["beto", "carla"] {
            block_on(p.join_game(&id, user(name), None)).expect("joined");
        }
        let rude = block_on(p.whisper(&users, &user("ana"), &id, &[1], "you will regret it"))
            .expect("whispered");
        let reports = InMemoryReportStore::default();
        let report = |who: &str, whispers: Vec<u64>| {
            let seat = Some(crate::ports::SeatPick::Seat(0));
            let body = "threats".to_owned();
            let new = NewReport { seat, reason: ReportReason::AbusiveChat, body, whispers };
            block_on(p.report_game(&reports, &user(who), &id, new))
        };
        assert!(
            matches!(report("carla", vec![rude.id]), Err(AppError::InvalidReport(_))),
            "carla's seat neither sent nor received it"
        );
        assert!(matches!(report("beto", vec![rude.id + 1]), Err(AppError::InvalidReport(_))));
        let filed = report("beto", vec![rude.id]).expect("filed");
        assert_eq!(filed.whispers, [rude.id]);

        let log = InMemoryAuditLog::default();
        let (opened, texts) =
            block_on(p.open_report(&reports, &log, (&user("op"), filed.id))).expect("opened");
        assert_eq!((opened.id, texts), (filed.id, vec![rude]));
        let (entries, _) = block_on(log.list(&AuditFilter::default(), 0, 10)).expect("log");
        assert_eq!(entries.len(), 1, "{entries:?}");
        assert_eq!(
            (entries[0].action.as_str(), entries[0].target_id.as_str()),
            ("read_whispers", "1")
        );
    }
}
