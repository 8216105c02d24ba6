//! The `gameEvents` subscription: a game's log from a version on, then
//! live, with the caller's turns, ended like every live channel.

use super::*;

/// A game's subscription.
#[derive(Debug, Default)]
pub struct SubscriptionRoot;

/// One item of `gameEvents`: an event of the log with the version it
/// produced, or the caller's turn (whose `version` repeats the last event's).
#[derive(Debug, SimpleObject)]
pub(crate) struct Followed {
    /// The game's version after this item.
    version: u64,
    /// What happened.
    event: FollowedEvent,
}

/// An event of the log, or the caller's turn beginning.
#[derive(Debug, async_graphql::Union)]
#[expect(
    clippy::large_enum_variant,
    reason = "one item at a time on a subscription, and the union's derive reads its members unboxed"
)]
pub(crate) enum FollowedEvent {
    /// An event of the game's log.
    #[graphql(flatten)]
    Event(wire::Event),
    /// One of the caller's steps begins (not an event of the log).
    YourTurn(YourTurn),
    /// A whisper the caller's seat sent or received (SVC-WHISPER; not an
    /// event of the log).
    Whisper(wire::Whisper),
}

/// One of the caller's steps begins (SVC-CLOCK): REST's `your_turn` frame.
#[derive(Debug, SimpleObject)]
pub(crate) struct YourTurn {
    /// Always `your_turn`.
    #[graphql(name = "type")]
    type_: &'static str,
    /// The game.
    game_id: String,
    /// The version the step begins at.
    version: u64,
    /// When it times out (RFC 3339 UTC), or null without a clock.
    deadline: Option<String>,
}

#[Subscription(name = "GameSubscriptions")]
impl SubscriptionRoot {
    /// Every event after `since`, then each new one, in order, as the caller
    /// may see it: `{version, event}`. When one of the caller's steps begins
    /// (or the subscription opens on one), an item whose `event` is a
    /// `YourTurn` follows; it is not an event of the log, and its `version`
    /// repeats the last event's. A whisper the caller's seat sends or
    /// receives meanwhile comes as an item whose `event` is a `Whisper`
    /// (its `version` too repeats the last event's). A client that sees a version skip asks
    /// again from the last version it has (`since`).
    #[graphql(complexity = 50)]
    async fn game_events(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        #[graphql(default = 0)] since: u64,
    ) -> async_graphql::Result<impl Stream<Item = Followed>> {
        let state = state(ctx)?.clone();
        let me = caller(ctx).await?;
        let id = GameId(game_id);
        let operator = me.role == Role::Operator;
        state.games.events_as(&id, &me.user, operator, since).await.map_err(gql)?;
        // A live channel: bounded per user and per connection, ended when
        // its caller may no longer act (the socket closes too).
        let mut slot = state.streams.open(state.auth.guard(me.clone())).map_err(gql)?;
        if let Some(connection) = ctx.data_opt::<crate::streams::ConnectionStreams>() {
            slot = slot.on_connection(connection).map_err(gql)?;
        }
        let follower =
            Follower::open(state, id, me.user, operator, since, slot).await.map_err(gql)?;
        let start = (follower, std::collections::VecDeque::<Followed>::new());
        Ok(async_graphql::futures_util::stream::unfold(start, move |(mut follower, mut items)| {
            async move {
                loop {
                    if let Some(item) = items.pop_front() {
                        return Some((item, (follower, items)));
                    }
                    let news = follower.read().await.ok()?;
                    for (version, event) in news.events {
                        let event = FollowedEvent::Event(typed(&event).ok()?);
                        items.push_back(Followed { version, event });
                    }
                    if let Some(notice) = news.turn {
                        // The item's `version` is the last event sent, so a
                        // client resuming from it misses nothing.
                        let turn = YourTurn {
                            type_: "your_turn",
                            game_id: notice.game_id.0.clone(),
                            version: notice.version,
                            deadline: notice.deadline_ms.map(crate::time::rfc3339),
                        };
                        let event = FollowedEvent::YourTurn(turn);
                        items.push_back(Followed { version: follower.since(), event });
                    }
                    for whisper in news.whispers {
                        let whisper = typed(&crate::dto::WhisperDto::from(whisper)).ok()?;
                        let event = FollowedEvent::Whisper(whisper);
                        items.push_back(Followed { version: follower.since(), event });
                    }
                    if items.is_empty() && matches!(follower.wait().await, Woke::Ended(_)) {
                        return None;
                    }
                }
            }
        }))
    }
}
