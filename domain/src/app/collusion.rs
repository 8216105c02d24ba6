//! The collusion signal over the stored games (`crate::collusion` says what
//! is counted and when a pair is flagged): every rated result, in the order
//! recorded, with its game's seats and log. For operators to review; it
//! sanctions nobody.

use super::{AppError, Ports};
use crate::collusion::{Table, Tally};
use crate::ports::{
    Clock, EventBus, GameMeta, GameStore, RatingStore, SeedSource, UserId, WhisperStore,
};
use crate::shared::SeatKey;

/// Results read a page at a time.
const PAGE: u64 = 200;

/// A game's seats as the signal reads them: each with its person, `None`
/// for a bot's.
fn seats(meta: &GameMeta) -> Vec<(SeatKey, Option<UserId>)> {
    meta.keys()
        .zip(&meta.seats)
        .map(|(k, s)| (k, s.bot.is_none().then(|| s.user.clone())))
        .collect()
}

impl<S, B, C, R> Ports<S, B, C, R>
where
    S: GameStore + RatingStore + WhisperStore,
    B: EventBus,
    C: Clock,
    R: SeedSource,
{
    /// The signal's counts over every rated game, counted or not (a game
    /// that moved no rating still shows what its people tried): pairs,
    /// who fed whom, each person's games. Only rated games count: they are
    /// the ones a pair could gain a rating from. Reads every rated game's
    /// log, one game at a time. The caller adds what it knows of the
    /// accounts (`Tally::signals`) and reads the farms (`Tally::farms`).
    ///
    /// # Errors
    /// A store failure.
    pub async fn collusion_tally(&self) -> Result<Tally, AppError> {
        let mut tally = Tally::default();
        let mut after = 0;
        loop {
            let page = self.store.results(after, PAGE).await?;
            let Some((last, _)) = page.last() else { break };
            after = *last;
            for (_, result) in page {
                let meta = self.store.meta(&result.game_id).await?;
                let log = self.store.events_since(&result.game_id, 0).await?;
                let seats = seats(&meta);
                // How often its seats whispered, never what (SVC-WHISPER).
                let whispers = self.store.whisper_pairs(&result.game_id).await?;
                let table = Table {
                    ruleset: &result.ruleset,
                    seats: &seats,
                    log: &log,
                    whispers: &whispers,
                };
                tally.add(&table);
            }
        }
        Ok(tally)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::super::NewTable;
    use super::super::tests::{TestPorts, block_on, ports, user};
    use crate::collusion::{MIN_GAMES, Reason};
    use crate::game::{Kind, Options};
    use crate::ports::{GameId, GameStatus, GameStore as _};
    use crate::ruleset::RulesetId;
    use crate::shared::BotLevel;

    /// A Revancha table of ana and beto with a greedy bot, started; `rated`
    /// or not.
    fn table(p: &TestPorts, id: &str, rated: bool) -> GameId {
        let id = GameId(id.to_owned());
        let kind = Kind::Edition(RulesetId::Revancha);
        block_on(async {
            let options = Options::requested(kind, &serde_json::Map::new()).unwrap();
            let bots = vec![(None, BotLevel::Greedy)];
            let table = NewTable { bots, rated, ..NewTable::plain(kind, 3, options) };
            p.create_table(id.clone(), user("ana"), table).await.unwrap();
            p.join_game(&id, user("beto"), None).await.unwrap();
            p.start_game(&id, &user("ana")).await.unwrap();
        });
        id
    }

    #[test]
    fn a_pair_where_one_resigns_to_the_other_game_after_game_is_flagged_fed_from_rated_games_only()
    {
        let p = ports();
        for (i, rated) in [true, true, false, true].into_iter().enumerate() {
            let id = table(&p, &format!("g{i}"), rated);
            // Ana leaves beto at the table every time; he resigns after.
            block_on(p.resign(&id, &user("ana"))).unwrap();
            block_on(p.resign(&id, &user("beto"))).unwrap();
            assert_eq!(block_on(p.store.meta(&id)).unwrap().status, GameStatus::Finished);
        }
        let tally = block_on(p.collusion_tally()).unwrap();
        let all = tally.signals(MIN_GAMES, &BTreeMap::new());
        assert_eq!(all.len(), 1, "{all:?}");
        let pair = &all[0];
        assert_eq!(
            (&pair.a, &pair.b, pair.ruleset.as_str()),
            (&user("ana"), &user("beto"), "revancha")
        );
        assert_eq!((pair.counts.games, pair.counts.fed), (3, 3), "the unrated game is not read");
        assert_eq!(pair.reasons, [Reason::Fed]);
        assert!(tally.signals(4, &BTreeMap::new()).is_empty(), "three games together");
        assert!(tally.farms().is_empty(), "one feeder is no farm: {:?}", tally.farms());
    }
}
