//! The edition's mutations: the lobby, and one per turn action (written by
//! `actions.rs`'s macro), each through the one act path REST takes.

use super::*;

/// Mutations: the lobby and one per turn action.
#[derive(Debug, Default)]
pub struct MutationRoot;

pub(super) async fn act(
    ctx: &Context<'_>,
    game_id: String,
    command: impl Into<domain::game::Command>,
    (expected_version, key): (Option<u64>, Option<String>),
    note: Option<String>,
) -> async_graphql::Result<ActResult> {
    let command: domain::game::Command = command.into();
    let (state, me) = (state(ctx)?, caller(ctx).await?);
    let id = GameId(game_id);
    let how = (expected_version, key.as_deref());
    let once = crate::acting::act_noted(state, &me.user, &id, &command, how, note.as_deref())
        .await
        .map_err(gql)?;
    let (acted, replayed) = match once {
        Once::Fresh(acted) => (acted, false),
        Once::Replayed(Kept::Applied(acted)) => (acted, true),
        Once::Replayed(Kept::Refused(refusal)) => return Err(replayed_refusal(&refusal)),
    };
    let events = typed(&versioned(acted.version, acted.events))?;
    Ok(ActResult { version: acted.version, events, replayed })
}

/// A refusal kept under an idempotency key, as the GraphQL error it was
/// first (the same `code`, `status` and `rule`), marked `replayed`.
fn replayed_refusal(refusal: &Refusal) -> async_graphql::Error {
    let problem: serde_json::Value = serde_json::from_str(&refusal.body).unwrap_or_default();
    let text = |field: &str| problem[field].as_str().map(str::to_owned);
    async_graphql::Error::new(text("detail").unwrap_or_default()).extend_with(|_, ext| {
        ext.set("code", text("code").unwrap_or_default());
        ext.set("status", refusal.status);
        if let Some(rule) = text("rule") {
            ext.set("rule", rule);
        }
        ext.set("replayed", true);
    })
}

#[Object(name = "EditionMutations")]
impl MutationRoot {
    /// Opens a lobby, seating the caller. `ruleset` is `revancha` (the
    /// default), `classic` or `junior`; `max_players` defaults to the
    /// edition's most; `options` are the REST `options` object (missiles,
    /// situation_cards, blockades, pacts, common_objective, max_rounds,
    /// communication), over the edition's defaults; `clock` is REST's
    /// `{"turn_seconds", "on_timeout", "max_timeouts"}` and `seats` its
    /// `[{"color", "bot"}]` (SVC-CLOCK, SVC-BOTS).
    #[graphql(complexity = 5)]
    #[expect(clippy::too_many_arguments, reason = "one GraphQL argument per field of REST's body")]
    async fn create_game(
        &self,
        ctx: &Context<'_>,
        #[graphql(default_with = "String::from(\"revancha\")")] ruleset: String,
        max_players: Option<usize>,
        color: Option<String>,
        options: Option<Json<serde_json::Map<String, serde_json::Value>>>,
        clock: Option<wire::ClockInput>,
        seats: Option<Vec<wire::BotSeatInput>>,
        #[graphql(desc = "`public` (default) or `private` (SVC-INVITE)")] visibility: Option<
            String,
        >,
        #[graphql(desc = "Rated (SVC-RATING): no guest may sit")] rated: Option<bool>,
    ) -> async_graphql::Result<wire::GameSummary> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let private = match visibility.as_deref() {
            None | Some("public") => false,
            Some("private") => true,
            Some(other) => {
                return Err(gql(ApiError::bad_request(
                    "BAD_VISIBILITY",
                    format!("visibility is public or private, not `{other}`"),
                )));
            }
        };
        let (kind, options, max_players) = crate::tables::new_table(
            &ruleset,
            &options.map(|o| o.0).unwrap_or_default(),
            max_players,
            state.max_spectator_delay,
        )
        .map_err(gql)?;
        let clock: Option<crate::dto::ClockDto> =
            clock.as_ref().map(|c| input(c, "BAD_CLOCK")).transpose()?;
        let seats: Option<Vec<crate::dto::BotSeat>> =
            seats.as_ref().map(|s| input(s, "BAD_SEATS")).transpose()?;
        let table = domain::app::NewTable {
            kind,
            max_players,
            options,
            color: self::color(color)?,
            clock: clock.map(Into::into),
            bots: crate::dto::bots_of(&seats.unwrap_or_default()).map_err(gql)?,
            private,
            rematch_of: None,
            rated: rated.unwrap_or(false),
        };
        let meta = crate::tables::open_table(state, &me, table).await.map_err(gql)?;
        state.metrics.game_created();
        summary(&meta, &me.user)
    }

    /// Seats a bot of `level` (`random`, `greedy`, `planner`) in a lobby's
    /// next seat (the creator only), in `color` in the Risk editions, as
    /// REST's `POST /v1/games/{id}/bots`; `seat`, when sent, must be the
    /// next seat's index.
    #[graphql(complexity = 5)]
    async fn add_bot(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        seat: Option<i32>,
        color: Option<String>,
        level: String,
    ) -> async_graphql::Result<wire::GameSummary> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let level: domain::shared::BotLevel = input(&level, "BAD_BOT_LEVEL")?;
        let meta = state
            .games
            .add_bot(&GameId(game_id), &me.user, seat_pick(seat, color)?, level)
            .await
            .map_err(gql)?;
        summary(&meta, &me.user)
    }

    /// Takes the caller's seat back from the bot playing it (SVC-BOTS), as
    /// REST's `POST /v1/games/{id}/seat/reclaim`.
    #[graphql(complexity = 5)]
    async fn reclaim_seat(
        &self,
        ctx: &Context<'_>,
        game_id: String,
    ) -> async_graphql::Result<ActResult> {
        seat_act(ctx, game_id, crate::acting::SeatAct::Reclaim).await
    }

    /// Reports the game to the operators (SVC-REPORT), about a seat (by
    /// `seat`, or `color` in the Risk editions) or the whole game, as
    /// REST's `POST /v1/games/{id}/reports`: `reason` is `abusive_chat`,
    /// `cheating`, `stalling`, `collusion` or `other`; `whispers` cites
    /// whispers the caller's seat sent or received (SVC-WHISPER).
    #[graphql(complexity = 5)]
    #[expect(
        clippy::too_many_arguments,
        reason = "a resolver takes REST's body as arguments, one a field"
    )]
    async fn report_game(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        seat: Option<i32>,
        color: Option<String>,
        reason: String,
        body: String,
        #[graphql(default)] whispers: Vec<u64>,
    ) -> async_graphql::Result<wire::ReportDto> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        let reason = domain::ports::ReportReason::parse(&reason).ok_or_else(|| {
            gql(ApiError::bad_request("BAD_REASON", format!("unknown report reason `{reason}`")))
        })?;
        let seat = seat_pick(seat, color)?;
        let report = domain::app::NewReport { seat, reason, body, whispers };
        let filed = state
            .games
            .report_game(&state.moderation, &me.user, &GameId(game_id), report)
            .await
            .map_err(gql)?;
        typed(&crate::dto::ReportDto::from(&filed))
    }

    /// Takes a seat.
    #[graphql(complexity = 5)]
    async fn join_game(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        color: Option<String>,
        code: Option<String>,
    ) -> async_graphql::Result<wire::GameSummary> {
        let (state, me) = (state(ctx)?, caller(ctx).await?);
        // As REST's join: a private table takes its code (against the
        // table's budget of wrong ones), a rated one no guest.
        let meta = crate::joining::join(
            state,
            &GameId(game_id),
            &me,
            self::color(color)?,
            code.as_deref(),
        )
        .await
        .map_err(gql)?;
        summary(&meta, &me.user)
    }

    /// The creator starts the game.
    #[graphql(complexity = 5)]
    async fn start_game(
        &self,
        ctx: &Context<'_>,
        game_id: String,
    ) -> async_graphql::Result<ActResult> {
        seat_act(ctx, game_id, crate::acting::SeatAct::Start).await
    }
}

action_mutations! {
    /// The Risk-like editions' turn actions (R-...), and the pact commands,
    /// one mutation each.
    RiskActions as "RiskActions";

    /// Places armies (R-SET-3, R-INC, R-SIT-6).
    fn place(country: String, armies: u32) with bd =>
        Command::Place { country: self::country(bd, &country)?, armies };

    /// Buys a missile with 6 armies to place (R-MIS-1).
    fn buy_missile(country: String) with bd =>
        Command::BuyMissile { country: self::country(bd, &country)? };

    /// Turns 6 armies on the map into a missile (R-MIS-2).
    fn convert_missile(country: String) with bd =>
        Command::ConvertMissile { country: self::country(bd, &country)? };

    /// Exchanges cards for armies (R-EXC).
    fn exchange(
        #[graphql(default)] cards: Vec<String>,
        #[graphql(default)] continents: Vec<String>,
    ) with bd => Command::Exchange {
        cards: cards.iter().map(|c| country(bd, c)).collect::<Result<Vec<_>, _>>()?,
        continents: continents
            .iter()
            .map(|c| continent(bd, c))
            .collect::<Result<Vec<_>, _>>()?,
    };

    /// Rolls one battle (R-ATK).
    fn attack(from: String, to: String) with bd =>
        Command::Attack { from: country(bd, &from)?, to: country(bd, &to)? };

    /// Fires a missile (R-MIS-3..6).
    fn fire_missile(from: String, to: String) with bd =>
        Command::FireMissile { from: country(bd, &from)?, to: country(bd, &to)? };

    /// Moves extra armies into a conquered country (R-ATK-5).
    fn move_in(armies: u32) => Command::MoveIn { armies };

    /// Regroups armies and missiles (R-REG).
    fn regroup(
        from: String,
        to: String,
        #[graphql(default)] armies: u32,
        #[graphql(default)] missiles: u32,
    ) with bd =>
        Command::Regroup { from: country(bd, &from)?, to: country(bd, &to)?, armies, missiles };

    /// Ends the turn (R-CRD).
    fn end_turn() => Command::EndTurn;

    /// Proposes a pact to another player, at any time (R-PCT-1, R-PCT-2).
    /// A country pact names `own` (the caller's) and `theirs`; a continent
    /// pact `continent`; a border pact two `continents`; an international
    /// zone `own` (the zone country, R-PCT-7); an aggression pact the
    /// `target`, the attacking countries `own` and `theirs` (the same shared
    /// condominium for a team-up) and the `leader` whose turn it runs in
    /// (R-PCT-10).
    fn propose_pact(
        to: String,
        kind: PactKind,
        own: Option<String>,
        theirs: Option<String>,
        continent: Option<String>,
        continents: Option<Vec<String>>,
        target: Option<String>,
        leader: Option<String>,
        #[graphql(desc = "A message whispered to the other party alone, with the pact's number, once the proposal is made (SVC-WHISPER); one that could not be whispered refuses the proposal")]
        message: Option<String>,
    ) with bd noting message => Command::ProposePact {
        to: required_color(&to)?,
        terms: pact_terms(
            bd,
            kind,
            PactFields { own, theirs, continent, continents, target, leader },
        )?,
    };

    /// Stops a team-up from a condominium, which has no duty to finish (R-PCT-11).
    fn end_aggression() => Command::EndAggression;

    /// Rolls one battle against a named occupant of a condominium
    /// (R-PCT-12); `from` equal to `to` fights inside it (R-PCT-11).
    fn attack_occupant(from: String, to: String, occupant: String) with bd =>
        Command::AttackOccupant {
            from: country(bd, &from)?,
            to: country(bd, &to)?,
            occupant: required_color(&occupant)?,
        };

    /// Fires a missile at a named occupant of a condominium (R-PCT-12).
    fn fire_missile_at(from: String, to: String, occupant: String) with bd =>
        Command::FireMissileAt {
            from: country(bd, &from)?,
            to: country(bd, &to)?,
            occupant: required_color(&occupant)?,
        };

    /// As the leader of an accepted aggression pact, starts its alternating
    /// attacks in the attack step (R-PCT-10).
    fn launch_aggression(pact: u32) => Command::LaunchAggression { pact };

    /// Accepts a pact proposed to the caller, at any time (R-PCT-1).
    fn accept_pact(pact: u32) => Command::AcceptPact { pact };

    /// Refuses a pact proposed to the caller, at any time (R-PCT-1).
    fn refuse_pact(pact: u32) => Command::RefusePact { pact };

    /// Takes back the caller's own unanswered proposal.
    fn withdraw_pact(pact: u32) => Command::WithdrawPact { pact };

    /// As the party harmed by a failed zone duty, ends that international
    /// zone at once (R-PCT-9).
    fn dismiss_zone(pact: u32) => Command::DismissZone { pact };

    /// Announces a break: the pact binds until the end of the other
    /// party's next turn (R-PCT-4).
    fn break_pact(pact: u32) => Command::BreakPact { pact };
}

/// The optional arguments of `proposePact`, which each kind of pact reads
/// some of.
struct PactFields {
    own: Option<String>,
    theirs: Option<String>,
    continent: Option<String>,
    continents: Option<Vec<String>>,
    target: Option<String>,
    leader: Option<String>,
}

/// A pact's terms from `proposePact`'s arguments: `MISSING_FIELD` names
/// the one its kind needs and lacks.
fn pact_terms(bd: &Board, kind: PactKind, f: PactFields) -> async_graphql::Result<PactTerms> {
    let missing = |field: &str| {
        gql(ApiError::bad_request("MISSING_FIELD", format!("this kind of pact needs `{field}`")))
    };
    Ok(match kind {
        PactKind::Country => PactTerms::Country {
            own: country(bd, f.own.as_deref().ok_or_else(|| missing("own"))?)?,
            theirs: country(bd, f.theirs.as_deref().ok_or_else(|| missing("theirs"))?)?,
        },
        PactKind::Continent => PactTerms::Continent {
            continent: continent(bd, f.continent.as_deref().ok_or_else(|| missing("continent"))?)?,
        },
        PactKind::ContinentBorder => match f.continents.as_deref() {
            Some([a, b]) => {
                PactTerms::ContinentBorder { continents: [continent(bd, a)?, continent(bd, b)?] }
            }
            _ => return Err(missing("continents (two of them)")),
        },
        PactKind::World => PactTerms::World,
        PactKind::Zone => PactTerms::Zone {
            country: country(bd, f.own.as_deref().ok_or_else(|| missing("own"))?)?,
        },
        PactKind::Aggression => PactTerms::Aggression {
            target: country(bd, f.target.as_deref().ok_or_else(|| missing("target"))?)?,
            own: country(bd, f.own.as_deref().ok_or_else(|| missing("own"))?)?,
            theirs: country(bd, f.theirs.as_deref().ok_or_else(|| missing("theirs"))?)?,
            leader: color(f.leader)?.ok_or_else(|| missing("leader"))?,
        },
    })
}

/// The kinds of pact (R-PCT-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, async_graphql::Enum)]
pub enum PactKind {
    /// One country of each party.
    Country,
    /// Inside a continent.
    Continent,
    /// Across the border of two continents.
    ContinentBorder,
    /// Everywhere.
    World,
    /// An international zone (R-PCT-7).
    Zone,
    /// An aggression pact against a third player's country (R-PCT-10).
    Aggression,
}
