//! The players' side over GraphQL, so a phone's session can run on
//! GraphQL alone: the home screen (`myGames`), the feed (`myNotices`, as a
//! query and as a subscription), quick match (`openTicket`, `ticket`,
//! `cancelTicket`), a game's life (`resignGame`, `leaveGame`,
//! `openRematch`), invitations (`invite`, `myInvitations`,
//! `acceptInvitation`, `declineInvitation`), tournaments (`tournaments`,
//! `tournament`, `joinTournament`, `leaveTournament`), the leaderboards and
//! the boards (`map`, `teg2Map`).
//! Each answers what REST answers, typed (`wire.rs`), through the same use
//! cases (`crate::players`, `crate::invitations`, `crate::maps`, `Ports`).

use async_graphql::Json;
use async_graphql::futures_util::Stream;
use async_graphql::{Context, Object, Subscription};
use domain::ports::{GameId, TieKind};

use super::{ActResult, caller, gql, state, typed, wire};

/// The players' side's queries.
#[derive(Debug, Default)]
pub struct HomeQueries;

#[Object]
impl HomeQueries {
    /// The caller's games, as `GET /v1/me/games`: those waiting on them
    /// first, then by deadline, then the most recently active; `cursor` is
    /// a page's `nextCursor`.
    #[graphql(complexity = 10)]
    async fn my_games(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "`lobby`, `playing`, `paused`, `finished` or `aborted`")] status: Option<
            String,
        >,
        cursor: Option<String>,
        #[graphql(default = 20, desc = "1 to 100")] limit: u64,
    ) -> async_graphql::Result<wire::MyGames> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let page =
            crate::players::my_games(state, &me.user, status.as_deref(), cursor.as_deref(), limit)
                .await
                .map_err(gql)?;
        typed(&page)
    }

    /// The caller's notices after `since` (a notice id), oldest first, as
    /// `GET /v1/me/events`; `lastId` is the next `since`.
    #[graphql(complexity = 10)]
    async fn my_notices(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 0)] since: u64,
    ) -> async_graphql::Result<wire::NoticeList> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        typed(&crate::players::notices(state, &me.user, since).await.map_err(gql)?)
    }

    /// One of the caller's quick-match tickets (`TICKET_NOT_FOUND` for
    /// another person's).
    #[graphql(complexity = 5)]
    async fn ticket(
        &self,
        ctx: &Context<'_>,
        id: String,
    ) -> async_graphql::Result<wire::TicketDto> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let ticket = state.games.ticket_of(&id, &me.user).await.map_err(gql)?;
        typed(&crate::dto::TicketDto::from(&ticket))
    }

    /// A page of a ruleset's leaderboard, best first (SVC-RATING).
    #[graphql(complexity = 10)]
    async fn leaderboard(
        &self,
        ctx: &Context<'_>,
        ruleset: String,
        #[graphql(default = 0)] offset: u64,
        #[graphql(default = 20, desc = "1 to 100")] limit: u64,
    ) -> async_graphql::Result<wire::Leaderboard> {
        let state = state(ctx)?;
        let me = caller(ctx).await?;
        let board = crate::players::leaderboard(state, &me.user, &ruleset, offset, limit)
            .await
            .map_err(gql)?;
        typed(&board)
    }

    /// The caller's pending invitations, newest first, as `GET
    /// /v1/me/invitations` (SVC-INVITE).
    #[graphql(complexity = 5)]
    async fn my_invitations(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<wire::InvitationList> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        typed(&crate::invitations::mine(state, &me.user).await.map_err(gql)?)
    }

    /// The accounts the caller blocks, the newest block first, as `GET
    /// /v1/me/blocks` (SVC-BLOCK).
    #[graphql(complexity = 5)]
    async fn my_blocks(&self, ctx: &Context<'_>) -> async_graphql::Result<wire::BlockList> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        typed(&crate::ties::blocks(state, &me.user).await.map_err(gql)?)
    }

    /// The people the caller follows, the newest first, each online or
    /// not, as `GET /v1/me/following` (SVC-FRIENDS).
    #[graphql(complexity = 5)]
    async fn my_following(&self, ctx: &Context<'_>) -> async_graphql::Result<wire::FriendList> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        typed(&crate::ties::following(state, &me.user).await.map_err(gql)?)
    }

    /// The people who follow the caller, as `GET /v1/me/followers`.
    #[graphql(complexity = 5)]
    async fn my_followers(&self, ctx: &Context<'_>) -> async_graphql::Result<wire::FriendList> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        typed(&crate::ties::followers(state, &me.user).await.map_err(gql)?)
    }

    /// Tournaments, the latest start first, as `GET /v1/tournaments`
    /// (SVC-TOURNAMENT).
    #[graphql(complexity = 10)]
    async fn tournaments(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 0)] offset: u64,
        #[graphql(default = 20, desc = "1 to 100")] limit: u64,
    ) -> async_graphql::Result<wire::TournamentList> {
        let state = state(ctx)?;
        caller(ctx).await?;
        typed(&crate::players::tournaments(state, offset, limit).await.map_err(gql)?)
    }

    /// A tournament with its standings and rounds, as `GET
    /// /v1/tournaments/{id}` (each table's game for its entrants and
    /// operators: the tables are private).
    #[graphql(complexity = 10)]
    async fn tournament(
        &self,
        ctx: &Context<'_>,
        id: String,
    ) -> async_graphql::Result<wire::TournamentDetail> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let operator = me.role == domain::ports::Role::Operator;
        let view = state.games.tournament_view(&id, &me.user, operator).await.map_err(gql)?;
        typed(&crate::dto::TournamentDetail::from(&view))
    }

    /// An edition's board (`revancha`, `classic` or `junior`), as `GET
    /// /v1/maps/{ruleset}`: continents, countries with their names in
    /// es/en/it, borders and sea bridges. No sign-in needed.
    #[graphql(complexity = 5)]
    async fn map(&self, ruleset: String) -> async_graphql::Result<wire::MapResponse> {
        typed(&crate::maps::map(&ruleset).map_err(gql)?)
    }

    /// A TEG II board (`americas`, `old_world` or `planisphere`), as `GET
    /// /v1/teg2/maps/{board}`: regions (land or sea), borders and the
    /// objectives tables. No sign-in needed.
    #[graphql(complexity = 5)]
    async fn teg2_map(&self, board: String) -> async_graphql::Result<wire::Teg2MapResponse> {
        typed(&crate::maps::teg2_map(&board).map_err(gql)?)
    }
}

/// The players' side's mutations.
#[derive(Debug, Default)]
pub struct HomeMutations;

#[Object]
impl HomeMutations {
    /// Opens a quick-match ticket (SVC-MATCH), as `POST
    /// /v1/matchmaking/tickets`; `match_found` on the feed (or `ticket`)
    /// tells when its table exists.
    #[graphql(complexity = 5)]
    async fn open_ticket(
        &self,
        ctx: &Context<'_>,
        ticket: wire::NewTicketInput,
    ) -> async_graphql::Result<wire::TicketDto> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let body: crate::dto::NewTicket = super::input(&ticket, "MALFORMED_JSON")?;
        typed(&crate::players::open_ticket(state, &me, body).await.map_err(gql)?)
    }

    /// Cancels the caller's waiting ticket; one already over is answered as
    /// it is (`TICKET_MATCHED` once its game exists).
    #[graphql(complexity = 5)]
    async fn cancel_ticket(
        &self,
        ctx: &Context<'_>,
        id: String,
    ) -> async_graphql::Result<wire::TicketDto> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let ticket = state.games.cancel_ticket(&id, &me.user).await.map_err(gql)?;
        typed(&crate::dto::TicketDto::from(&ticket))
    }

    /// Resigns the caller's seat in play (SVC-RESIGN): its events.
    #[graphql(complexity = 5)]
    async fn resign_game(
        &self,
        ctx: &Context<'_>,
        game_id: String,
    ) -> async_graphql::Result<ActResult> {
        super::seat_act(ctx, game_id, crate::acting::SeatAct::Resign).await
    }

    /// Leaves a lobby (closing it if the caller created it): true.
    #[graphql(complexity = 5)]
    async fn leave_game(&self, ctx: &Context<'_>, game_id: String) -> async_graphql::Result<bool> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        state.games.leave_lobby(&GameId(game_id), &me.user).await.map_err(gql)?;
        Ok(true)
    }

    /// Opens the rematch of a finished game the caller played
    /// (SVC-REMATCH): its lobby, offered to the game's other people.
    #[graphql(complexity = 5)]
    async fn open_rematch(
        &self,
        ctx: &Context<'_>,
        game_id: String,
    ) -> async_graphql::Result<wire::GameSummary> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let new_id = GameId(uuid::Uuid::new_v4().to_string());
        let meta = state.games.rematch(&GameId(game_id), new_id, &me.user).await.map_err(gql)?;
        state.metrics.game_created();
        typed(&crate::dto::GameSummary::for_viewer(&meta, &me.user))
    }
}

/// Invitations and tournaments: what a player does around a table.
#[derive(Debug, Default)]
pub struct TableMutations;

#[Object]
impl TableMutations {
    /// Invites a user by username to a lobby the caller sits in
    /// (SVC-INVITE), in `seat` when named, as `POST
    /// /v1/games/{id}/invitations`: they are told on their feed.
    #[graphql(complexity = 5)]
    async fn invite(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        username: String,
        seat: Option<u8>,
    ) -> async_graphql::Result<wire::InvitationDto> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let wanted = crate::dto::NewInvitation { username, seat };
        let sent = crate::invitations::invite(state, &me.user, &GameId(game_id), &wanted)
            .await
            .map_err(gql)?;
        typed(&sent)
    }

    /// Accepts an invitation: the caller takes a seat at its table, as
    /// `POST /v1/invitations/{id}/accept`; the inviter is told.
    #[graphql(complexity = 5)]
    async fn accept_invitation(
        &self,
        ctx: &Context<'_>,
        id: String,
    ) -> async_graphql::Result<wire::GameSummary> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        typed(&crate::invitations::accept(state, &me, &id).await.map_err(gql)?)
    }

    /// Blocks an account, silently, as `PUT /v1/me/blocks/{id}`
    /// (SVC-BLOCK): no invitation either way, no quick match together, and
    /// its table chat hidden from the caller.
    #[graphql(complexity = 5)]
    async fn block_user(
        &self,
        ctx: &Context<'_>,
        user_id: String,
    ) -> async_graphql::Result<wire::BlockedUser> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let them = domain::ports::UserId(user_id);
        typed(&crate::ties::block(state, &me.user, &them).await.map_err(gql)?)
    }

    /// Lifts the caller's block on an account, as `DELETE
    /// /v1/me/blocks/{id}`: true.
    #[graphql(complexity = 5)]
    async fn unblock_user(
        &self,
        ctx: &Context<'_>,
        user_id: String,
    ) -> async_graphql::Result<bool> {
        untie(ctx, TieKind::Block, user_id).await
    }

    /// Follows an account, as `PUT /v1/me/following/{id}` (SVC-FRIENDS):
    /// it is told once (`followed`).
    #[graphql(complexity = 5)]
    async fn follow_user(
        &self,
        ctx: &Context<'_>,
        user_id: String,
    ) -> async_graphql::Result<wire::Friend> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let them = domain::ports::UserId(user_id);
        typed(&crate::ties::follow(state, &me.user, &them).await.map_err(gql)?)
    }

    /// Stops following an account, as `DELETE /v1/me/following/{id}`: true.
    #[graphql(complexity = 5)]
    async fn unfollow_user(
        &self,
        ctx: &Context<'_>,
        user_id: String,
    ) -> async_graphql::Result<bool> {
        untie(ctx, TieKind::Follow, user_id).await
    }

    /// Challenges another person, as `POST /v1/challenges` (SVC-FRIENDS):
    /// a private lobby with the caller seated and `to` invited.
    #[graphql(complexity = 10)]
    #[expect(clippy::too_many_arguments, reason = "one GraphQL argument per field of REST's body")]
    async fn challenge(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Whom (a user id)")] to: String,
        #[graphql(default_with = "String::from(\"revancha\")")] ruleset: String,
        #[graphql(desc = "Seats: 2 (a duel) when left out")] max_players: Option<usize>,
        color: Option<String>,
        options: Option<Json<serde_json::Map<String, serde_json::Value>>>,
        clock: Option<wire::ClockInput>,
        #[graphql(desc = "Rated (SVC-RATING): no guest may sit")] rated: Option<bool>,
    ) -> async_graphql::Result<wire::ChallengeSent> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let challenge = crate::dto::NewChallenge {
            to,
            ruleset,
            max_players,
            options: options.map(|o| o.0).unwrap_or_default(),
            color: super::color(color)?,
            clock: clock.as_ref().map(|c| super::input(c, "BAD_CLOCK")).transpose()?,
            rated: rated.unwrap_or(false),
        };
        typed(&crate::challenges::challenge(state, &me, challenge).await.map_err(gql)?)
    }

    /// Declines an invitation, as `POST /v1/invitations/{id}/decline`: true.
    #[graphql(complexity = 5)]
    async fn decline_invitation(
        &self,
        ctx: &Context<'_>,
        id: String,
    ) -> async_graphql::Result<bool> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        crate::invitations::decline(state, &me.user, &id).await.map_err(gql)?;
        Ok(true)
    }

    /// Enters the caller in a tournament before its start, as `POST
    /// /v1/tournaments/{id}/join`.
    #[graphql(complexity = 5)]
    async fn join_tournament(
        &self,
        ctx: &Context<'_>,
        id: String,
    ) -> async_graphql::Result<wire::TournamentSummary> {
        enter(ctx, &id, true).await
    }

    /// Takes the caller out of a tournament before its start, as `POST
    /// /v1/tournaments/{id}/leave`.
    #[graphql(complexity = 5)]
    async fn leave_tournament(
        &self,
        ctx: &Context<'_>,
        id: String,
    ) -> async_graphql::Result<wire::TournamentSummary> {
        enter(ctx, &id, false).await
    }
}

/// Enters the caller in tournament `id`, or takes them out.
async fn enter(
    ctx: &Context<'_>,
    id: &str,
    entering: bool,
) -> async_graphql::Result<wire::TournamentSummary> {
    let (state, me) = (state(ctx)?, caller(ctx).await?);
    let t = state.games.enter_tournament(id, &me.user, me.guest, entering).await.map_err(gql)?;
    typed(&crate::dto::TournamentSummary::from(&t))
}

/// The feed as a subscription.
#[derive(Debug, Default)]
pub struct FeedSubscription;

/// Where a feed subscription stands.
struct Feed {
    state: actix_web::web::Data<crate::state::AppState>,
    user: domain::ports::UserId,
    since: u64,
    slot: crate::streams::Slot,
    bell: tokio::sync::watch::Receiver<i64>,
}

#[Subscription]
impl FeedSubscription {
    /// The caller's notices after `since`, then each as it is written, a
    /// page at a time (`{notices, lastId}`; `lastId` is where to resume).
    /// A live channel: bounded per user and per connection, and ended when
    /// its caller may no longer act.
    #[graphql(complexity = 10)]
    async fn my_notices(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 0)] since: u64,
    ) -> async_graphql::Result<impl Stream<Item = wire::NoticeList>> {
        let state = state(ctx)?.clone();
        let me = caller(ctx).await?;
        let mut slot = state.streams.open(state.auth.guard(me.clone())).map_err(gql)?;
        if let Some(connection) = ctx.data_opt::<crate::streams::ConnectionStreams>() {
            slot = slot.on_connection(connection).map_err(gql)?;
        }
        let bell = state.bells.listen(&me.user.0);
        let start = Feed { state, user: me.user, since, slot, bell };
        Ok(async_graphql::futures_util::stream::unfold(start, |mut feed| async move {
            loop {
                // Listen first, then look, so a notice written in between
                // is not missed.
                let _ = feed.bell.borrow_and_update();
                let page =
                    crate::players::notices(&feed.state, &feed.user, feed.since).await.ok()?;
                if !page.notices.is_empty() {
                    // What rang may be the caller's own revocation.
                    feed.slot.still(&feed.state.auth).await.ok()?;
                    feed.since = u64::try_from(page.last_id).unwrap_or(feed.since);
                    let item: wire::NoticeList = typed(&page).ok()?;
                    return Some((item, feed));
                }
                tokio::select! {
                    rang = feed.bell.changed() => rang.ok()?,
                    _ = feed.slot.ended(&feed.state.auth) => return None,
                }
            }
        }))
    }
}

/// Undoes the caller's tie of `kind` to `user_id`: true either way.
async fn untie(ctx: &Context<'_>, kind: TieKind, user_id: String) -> async_graphql::Result<bool> {
    let (state, me) = (state(ctx)?, caller(ctx).await?);
    let them = domain::ports::UserId(user_id);
    crate::ties::untie(state, kind, &me.user, &them).await.map_err(gql)?;
    Ok(true)
}
