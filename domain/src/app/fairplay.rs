//! Fair play (SVC-FAIRPLAY) over the ports: each abandoned seat recorded as
//! its batch commits, a person's standing (cooldown, reliability), the
//! refusal of quick match and rated tables during a cooldown, and an
//! operator's lifting or setting of one, audited. The ladder is
//! `crate::fairplay`'s.

use super::{AppError, Ports};
use crate::fairplay::{WINDOW_MS, abandoned_by, cooldown_until, reliability};
use crate::game::Event;
use crate::ports::{
    Clock, CooldownSet, EventBus, FairPlayStore, GameMeta, GameStatus, GameStore, SeedSource,
    UserId,
};

/// Games read at most for a person's reliability.
const MOST_GAMES: u64 = 10_000;

/// What fair play says of a person now.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// When their cooldown ends, ms since the epoch; `None` without one.
    pub cooldown_until_ms: Option<i64>,
    /// The share of the games they began that they did not abandon;
    /// `None` before their first.
    pub reliability: Option<f64>,
    /// Seats they abandoned in the last 7 days.
    pub abandoned_this_week: u32,
}

impl<S: GameStore + FairPlayStore, B: EventBus, C: Clock, R: SeedSource> Ports<S, B, C, R> {
    /// Records the seats `events` abandon (a batch of `meta`'s, just
    /// committed).
    ///
    /// # Errors
    /// The store failed.
    pub(super) async fn record_abandonments(
        &self,
        meta: &GameMeta,
        events: &[Event],
    ) -> Result<(), AppError> {
        let now = self.clock.now_ms();
        for user in abandoned_by(meta, events) {
            self.store.record_abandonment(&user, &meta.id, now).await?;
        }
        Ok(())
    }

    /// `user`'s standing now.
    ///
    /// # Errors
    /// The store failed.
    pub async fn fair_play(&self, user: &UserId) -> Result<Standing, AppError> {
        let (cooldown_until_ms, recent, abandoned) = self.cooldown(user).await?;
        let began = self
            .store
            .games_of(user, None, MOST_GAMES)
            .await?
            .iter()
            .filter(|g| !matches!(g.meta.status, GameStatus::Lobby | GameStatus::Aborted))
            .count();
        let began = u64::try_from(began).unwrap_or(u64::MAX).max(abandoned);
        Ok(Standing {
            cooldown_until_ms,
            reliability: reliability(began - abandoned, abandoned),
            abandoned_this_week: u32::try_from(recent).unwrap_or(u32::MAX),
        })
    }

    /// `user`'s cooldown's end (the ladder's or an operator's, the later),
    /// their abandonments of the window and in all: two small reads, none
    /// of their games (a refusal needs no reliability).
    async fn cooldown(&self, user: &UserId) -> Result<(Option<i64>, usize, u64), AppError> {
        let now = self.clock.now_ms();
        let set = self.store.cooldown_set(user).await?;
        let (recent, abandoned) = self.store.abandonments(user, now - WINDOW_MS).await?;
        let counted_from = set.as_ref().map_or(i64::MIN, |s| s.set_at_ms);
        let by_ladder = cooldown_until(&recent, counted_from, now);
        let by_operator = set.and_then(|s| s.until_ms).filter(|&until| until > now);
        Ok((by_ladder.max(by_operator), recent.len(), abandoned))
    }

    /// [`AppError::Cooldown`] while `user` cools down.
    ///
    /// # Errors
    /// [`AppError::Cooldown`]; the store failed.
    pub(super) async fn not_cooling_down(&self, user: &UserId) -> Result<(), AppError> {
        match self.cooldown(user).await?.0 {
            Some(until) => Err(AppError::Cooldown(until)),
            None => Ok(()),
        }
    }

    /// An operator lifts (`until: None`) or sets `user`'s cooldown, with
    /// a reason, audited; the ladder counts again from now.
    ///
    /// # Errors
    /// No reason, or not plain text; the store failed.
    pub async fn set_cooldown(
        &self,
        operator: &UserId,
        user: &UserId,
        until_ms: Option<i64>,
        reason: &str,
    ) -> Result<Standing, AppError> {
        super::moderation::require_reason(reason)?;
        let now = self.clock.now_ms();
        if until_ms.is_some_and(|u| u <= now) {
            return Err(AppError::BadUntil);
        }
        let action = if until_ms.is_some() { "set_cooldown" } else { "lift_cooldown" };
        let entry = self.entry(operator, action, ("user", &user.0), reason);
        let set = CooldownSet { user: user.clone(), until_ms, set_at_ms: now };
        self.store.set_cooldown(&set, &entry).await?;
        self.fair_play(user).await
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{TestPorts, block_on, ports, user};
    use super::*;
    use crate::color::Color;
    use crate::game::Options;
    use crate::ports::GameId;

    /// Caro's seat (green) of a game `name` taken by her clock, as the
    /// scheduler's batch records it.
    fn caro_times_out(p: &TestPorts, name: &str) {
        let seats = [("ana", Color::Red), ("beto", Color::Blue), ("caro", Color::Green)];
        let meta = GameMeta {
            id: GameId(name.to_owned()),
            ruleset: "revancha".to_owned(),
            max_players: 3,
            options: Options::default(),
            creator: user("ana"),
            seats: seats
                .iter()
                .map(|(who, c)| crate::ports::Seat::human(user(who), Some(*c)))
                .collect(),
            status: GameStatus::Playing,
            created_at_ms: 0,
            clock: None,
            deadline_ms: None,
            access: crate::ports::Access::default(),
            rated: false,
        };
        let forfeit = crate::rules::Event::PlayerForfeited {
            player: Color::Green,
            reason: Some(crate::shared::ForfeitReason::TimedOut),
        };
        let kick = crate::rules::Event::PlayerForfeited {
            player: Color::Blue,
            reason: Some(crate::shared::ForfeitReason::Kicked),
        };
        let events = [Event::Risk(forfeit.clone()), Event::Risk(forfeit), Event::Risk(kick)];
        block_on(p.record_abandonments(&meta, &events)).unwrap();
    }

    fn ticket(p: &TestPorts, who: &str) -> Result<crate::ports::Ticket, AppError> {
        let kind = crate::ruleset::RulesetId::Classic.into();
        let options = Options::requested(kind, &serde_json::Map::new()).unwrap();
        let request = super::super::TicketRequest {
            kind,
            players: (2, 2),
            clock: None,
            options,
            rated: false,
            bots_after_ms: None,
        };
        block_on(p.open_ticket(format!("t-{who}-{}", p.clock.now_ms()), user(who), false, request))
    }

    #[test]
    fn svc_fairplay_a_third_abandonment_in_a_week_refuses_quick_match_for_fifteen_minutes() {
        let p = ports();
        for name in ["g1", "g2"] {
            caro_times_out(&p, name);
            p.clock.advance(60_000);
        }
        let two = block_on(p.fair_play(&user("caro"))).unwrap();
        assert_eq!((two.cooldown_until_ms, two.abandoned_this_week), (None, 2), "once a game");
        let beto = block_on(p.fair_play(&user("beto"))).unwrap();
        assert_eq!(beto.abandoned_this_week, 0, "a kick is no abandonment");
        caro_times_out(&p, "g3");
        let third_at = p.clock.now_ms();
        let three = block_on(p.fair_play(&user("caro"))).unwrap();
        assert_eq!(three.cooldown_until_ms, Some(third_at + 15 * 60_000));
        assert_eq!(ticket(&p, "caro"), Err(AppError::Cooldown(third_at + 15 * 60_000)));
        assert!(ticket(&p, "ana").is_ok(), "the others are not touched");
        p.clock.advance(15 * 60_000);
        assert!(ticket(&p, "caro").is_ok(), "over after 15 minutes");
    }

    #[test]
    fn svc_fairplay_an_operator_lifts_or_sets_a_cooldown_with_a_reason_in_the_audit() {
        let p = ports();
        for name in ["g1", "g2", "g3"] {
            caro_times_out(&p, name);
        }
        let (op, caro) = (user("op"), user("caro"));
        assert_eq!(block_on(p.set_cooldown(&op, &caro, None, " ")), Err(AppError::ReasonRequired));
        let lifted = block_on(p.set_cooldown(&op, &caro, None, "her power went out")).unwrap();
        assert_eq!(lifted.cooldown_until_ms, None);
        assert!(ticket(&p, "caro").is_ok());
        let until = p.clock.now_ms() + 3_600_000;
        let past = block_on(p.set_cooldown(&op, &caro, Some(p.clock.now_ms()), "x"));
        assert_eq!(past, Err(AppError::BadUntil));
        let set = block_on(p.set_cooldown(&op, &caro, Some(until), "abandons on purpose")).unwrap();
        assert_eq!(set.cooldown_until_ms, Some(until));
        let entries = p.store.audit.entries();
        let cooldowns: Vec<(&str, &str, &str)> = entries
            .iter()
            .filter(|e| e.action.ends_with("_cooldown"))
            .map(|e| (e.action.as_str(), e.target_id.as_str(), e.reason.as_str()))
            .collect();
        assert_eq!(
            cooldowns,
            [
                ("lift_cooldown", "caro", "her power went out"),
                ("set_cooldown", "caro", "abandons on purpose")
            ]
        );
    }

    #[test]
    fn svc_fairplay_a_seat_its_clock_forfeits_is_recorded_as_its_batch_commits() {
        use super::super::clock_tests::{clock, clocked, state, tick};
        use crate::shared::OnTimeout;
        let p = ports();
        let id = clocked(&p, Some(clock(OnTimeout::Pass, 1)), Vec::new());
        let (meta, game) = state(&p, &id);
        let actor = game.0.actor().expect("someone acts");
        let seat = meta.seats.iter().find(|s| s.color == Some(actor)).expect("seated");
        p.clock.advance(61_000);
        tick(&p);
        let standing = block_on(p.fair_play(&seat.user)).unwrap();
        assert_eq!(standing.abandoned_this_week, 1);
        assert_eq!(standing.reliability, Some(0.0), "one game begun, abandoned");
        let other = meta.seats.iter().find(|s| s.user != seat.user).expect("another");
        let theirs = block_on(p.fair_play(&other.user)).unwrap();
        assert_eq!((theirs.abandoned_this_week, theirs.reliability), (0, Some(1.0)));
    }
}
