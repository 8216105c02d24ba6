//! The problem responses many operations share, declared once for the
//! spec: each is a `utoipa::IntoResponses` an operation lists by name in
//! its `responses(...)` (`NoToken` beside its own `(status = 200, …)`), so
//! the same 401, 403, 404 and 400 are written in one place. The bodies are
//! `Problem`s (RFC 9457), as `crate::error` answers them.

use utoipa::IntoResponses;

use crate::error::Problem;

/// Declares a problem response of one status and description (and, for
/// a refusal that says when to come back, the `Retry-After` header's
/// description after `retry`): a spec-only type, never built, only listed
/// in `responses(...)`.
macro_rules! problem {
    ($($(#[$doc:meta])* $name:ident = $status:literal, $description:literal $(, retry $wait:literal)?;)+) => {$(
        $(#[$doc])*
        #[derive(IntoResponses)]
        #[response(status = $status, description = $description, content_type = "application/problem+json"
            $(, headers(("Retry-After" = u64, description = $wait)))?)]
        #[allow(dead_code, reason = "a spec-only type: never built, only listed in `responses(...)`")]
        pub(crate) struct $name(Problem);
    )+};
}

problem! {
    /// 401: no bearer token, or one that is not valid.
    NoToken = 401, "No valid token";
    /// 403: an operators' route, called by someone else.
    NotOperator = 403, "Not an operator";
    /// 403: a players' route, called by someone not seated in the game.
    NotSeated = 403, "`NOT_SEATED`";
    /// 404: no game of that id.
    GameNotFound = 404, "`GAME_NOT_FOUND`";
    /// 400: a body that is not the operation's JSON.
    MalformedBody = 400, "Malformed body";
    /// 409: the game moved on, or is not in a state to take the command.
    VersionConflict = 409, "`VERSION_CONFLICT` or `WRONG_STATUS`";
    /// 413: a body over the limit.
    TooLarge = 413, "`PAYLOAD_TOO_LARGE`";
    /// 404: no account of that id.
    UserNotFound = 404, "`USER_NOT_FOUND`";
    /// 404: no tournament of that id.
    TournamentNotFound = 404, "`TOURNAMENT_NOT_FOUND`";
    /// 400: an operator's reason that is missing, blank or not text.
    ReasonBody = 400, "Malformed body, `REASON_REQUIRED` (blank) or `INVALID_TEXT`";
    /// 400: a query string that is not the operation's.
    MalformedQuery = 400, "A malformed query";

    // Problems one or a few operations answer, each with its own description.
    BadRegistration = 400, "Malformed body, `INVALID_USERNAME` or `WEAK_PASSWORD`";
    UsernameTaken = 409, "`USERNAME_TAKEN`";
    BadCredentials = 401, "`BAD_CREDENTIALS`";
    Banned = 403, "`BANNED`";
    BadDisplayName = 400, "Malformed body or `INVALID_DISPLAY_NAME`";
    RefreshRefused = 401, "`INVALID_TOKEN` (unknown, expired or revoked) or `REFRESH_REUSED` (the session is now revoked)";
    ScopeMissing = 403, "`SCOPE_MISSING`: a personal access token is revoked with `DELETE /v1/me/tokens/{id}`";
    BadStatusQuery = 400, "`BAD_STATUS` or a malformed query";
    UnknownRuleset = 422, "`UNKNOWN_RULESET`";
    RecordInvalid = 422, "`RECORD_INVALID` (with `version`, the first bad event's) or `UNKNOWN_RULESET`";
    NotStarted = 409, "`WRONG_STATUS` (not started)";
    BadSeed = 400, "Malformed body or `BAD_SEED`";
    ImportTooLarge = 413, "`PAYLOAD_TOO_LARGE`: a body over 4 MiB (a TEG II document holds at most 20,000 moves)";
    MetricsNoToken = 401, "With `TEG_METRICS=operators`: no valid token";
    MetricsNotOperator = 403, "With `TEG_METRICS=operators`: not an operator";
    RulesetNotFound = 404, "`UNKNOWN_RULESET`";
    RulesetBoardNotFound = 404, "`UNKNOWN_RULESET`; `UNKNOWN_BOARD` for `teg2`, whose boards are at `/v1/teg2/maps/{board}`";
    BoardNotFound = 404, "`UNKNOWN_BOARD`";
    RulesetOrBoardNotFound = 404, "`UNKNOWN_RULESET`; `UNKNOWN_BOARD` for `teg2`";
    NotSeatedOrMuted = 403, "`NOT_SEATED` or `MUTED`";
    InvalidMessage = 422, "`INVALID_MESSAGE` (1 to 500 characters)";
    BadQuery = 400, "Malformed query";
    BadSince = 400, "`MALFORMED_QUERY` (`since` out of range) or `BAD_LAST_EVENT_ID`";
    BotsDoNotFit = 409, "`COLOR_TAKEN` (two seats in one colour) or `GAME_FULL` (more bots than seats)";
    BadGameOptions = 422, "`UNKNOWN_RULESET`, `BAD_CLOCK`, `INVALID_SEAT` (a colour for a TEG II seat, a bot's `seat` other than its place in `seats`) or a setup error";
    VersionNotFound = 404, "`VERSION_NOT_FOUND`: beyond the game's version, 0, or a lobby";
    PrivateGame = 403, "`PRIVATE_GAME` (a private table, joined without its invitation or code: SVC-INVITE), or at a rated table `GUEST_NOT_RATED` or `COOLDOWN` (SVC-FAIRPLAY)", retry "With `COOLDOWN`: seconds until the cooldown ends";
    SeatTaken = 409, "`GAME_FULL`, `COLOR_TAKEN`, `ALREADY_SEATED` or `WRONG_STATUS`";
    NoColours = 422, "`INVALID_SEAT`: a colour asked of a game whose seats have none (TEG II)";
    NotCreator = 403, "`NOT_CREATOR`";
    WrongStatus = 409, "`WRONG_STATUS`";
    TooFewPlayers = 422, "A setup error (too few players)";
    BadIdempotencyKey = 400, "Malformed body or `BAD_IDEMPOTENCY_KEY`";
    RuleViolation = 422, "A rule violation (`code` and `rule`; a country or continent slug the board lacks is `UNKNOWN_COUNTRY`/`UNKNOWN_CONTINENT`, R-CMP-1) or `IDEMPOTENCY_KEY_REUSED`";
    BadCursor = 400, "`BAD_STATUS`, `BAD_CURSOR` or a malformed query";
    BadLastEventId = 400, "`BAD_LAST_EVENT_ID` or a malformed query";
    NotInLobby = 409, "`WRONG_STATUS`: the game is not in its lobby (resign instead)";
    CannotResign = 409, "`WRONG_STATUS`, `GAME_PAUSED` or `PLAYER_NOT_IN_PLAY` (already out)";
    NoRematch = 409, "`NO_REMATCH`: the game is not finished, or the caller did not play it";
    OnlyPlayersInvite = 403, "`NOT_SEATED` (only the lobby's players invite) or `BLOCKED` (a block stands between the two, either way: SVC-BLOCK)";
    BlockedInviter = 403, "`BLOCKED`: a block stands between the inviter and the caller, either way (SVC-BLOCK)";
    CannotBlockSelf = 422, "`CANNOT_BLOCK_SELF`";
    CannotFollowSelf = 422, "`CANNOT_FOLLOW_SELF`";
    Blocked = 403, "`BLOCKED`: a block stands between the two people, either way (SVC-BLOCK)";
    ChallengeRefused = 403, "`BLOCKED` (a block stands between the two, either way: SVC-BLOCK), or for a rated table `GUEST_NOT_RATED` or `COOLDOWN` (SVC-FAIRPLAY)", retry "With `COOLDOWN`: seconds until the cooldown ends";
    BadChallenge = 422, "`CANNOT_CHALLENGE_SELF`, `USER_NOT_FOUND` (no account of that id), `UNKNOWN_RULESET`, `BAD_CLOCK`, `INVALID_SEAT` (a colour for TEG II) or a setup error (seats or options)";
    WhisperRefused = 403, "`NOT_SEATED`, `MUTED`, or `BLOCKED` (a block stands between the sender and a recipient, either way: SVC-BLOCK)";
    BadWhisper = 422, "`INVALID_MESSAGE` (1 to 500 characters) or `INVALID_RECIPIENTS` (not other people seated in the game, or a seat named twice)";
    CannotInvite = 409, "`WRONG_STATUS`, `GAME_FULL`, `ALREADY_SEATED` (the invitee sits there) or `INVALID_SEAT`";
    UnknownInvitee = 422, "`USER_NOT_FOUND`";
    InvitationNotFound = 404, "`INVITATION_NOT_FOUND`";
    CannotAccept = 409, "`GAME_FULL`, `ALREADY_SEATED` or `WRONG_STATUS`";
    GuestAtRatedTable = 403, "`GUEST_NOT_RATED` (a guest asked for a rated table) or `COOLDOWN` (the caller cools down after abandoning tables to the clock, SVC-FAIRPLAY)", retry "With `COOLDOWN`: seconds until the cooldown ends";
    CoolingDown = 403, "`COOLDOWN`: a rated table, while the caller cools down after abandoning tables to the clock (SVC-FAIRPLAY)", retry "Seconds until the cooldown ends";
    TicketOpen = 409, "`TICKET_OPEN`: the caller holds a waiting ticket";
    BadTicket = 422, "`UNKNOWN_RULESET`, `BAD_PLAYERS`, `BAD_CLOCK` or a setup error of the options";
    NotYourTicket = 404, "`TICKET_NOT_FOUND` (another person's too)";
    TicketNotFound = 404, "`TICKET_NOT_FOUND`";
    TicketMatched = 409, "`TICKET_MATCHED`: its game exists";
    BadProfile = 400, "Malformed body, `INVALID_DISPLAY_NAME` or `INVALID_LOCALE`";
    CannotUpgrade = 409, "`USERNAME_TAKEN` or `NOT_A_GUEST`";
    SessionNotFound = 404, "`SESSION_NOT_FOUND`";
    InvalidTokenRequest = 400, "Malformed body or `INVALID_TOKEN_REQUEST`";
    NotAllowedNow = 409, "Not allowed from the current status";
    SeatNotInPlay = 409, "`PLAYER_NOT_IN_PLAY` (no such seat, or out of play already) or not under way";
    SeatOrColour = 422, "`INVALID_SEAT`: neither `seat` nor `color`, or both";
    SanctionBody = 400, "Malformed body, `REASON_REQUIRED` (blank), `INVALID_TEXT`, or `MALFORMED_UNTIL` (not RFC 3339)";
    OperatorProtected = 403, "Not an operator, or `OPERATOR_PROTECTED` (a ban or mute of oneself or of another operator)";
    BadUntil = 422, "`BAD_UNTIL`: `until` is past, or given for an unban or unmute";
    MessageNotFound = 404, "`MESSAGE_NOT_FOUND`";
    WhisperNotFound = 404, "`WHISPER_NOT_FOUND`";
    BadAuditRange = 400, "`MALFORMED_QUERY`, or `MALFORMED_UNTIL` (`from`/`to` not RFC 3339)";
    BadPact = 422, "`INVALID_PACT`, `DUPLICATE_PACT`, `PACTS_DISABLED` (with `rule`); a country or continent slug the game's board lacks is `UNKNOWN_COUNTRY`/`UNKNOWN_CONTINENT` (R-CMP-1)";
    ProposalRefused = 403, "`NOT_SEATED`; with a `message`, `MUTED` or `BLOCKED` (a block stands between the two parties, either way: SVC-BLOCK)";
    BadProposal = 422, "`INVALID_PACT`, `DUPLICATE_PACT`, `PACTS_DISABLED` (with `rule`); a country or continent slug the game's board lacks is `UNKNOWN_COUNTRY`/`UNKNOWN_CONTINENT` (R-CMP-1); with a `message`, `INVALID_MESSAGE` (1 to 500 characters) or `INVALID_RECIPIENTS` (the other party's seat is a bot's)";
    PactAnswerNotFound = 404, "`GAME_NOT_FOUND` or `UNKNOWN_PACT_ANSWER`";
    PactRefused = 422, "`UNKNOWN_PACT`, `PACT_NOT_YOURS`, `PACT_NOT_IN_FORCE`, `NO_ZONE_BREACH` (with `rule`)";
    TextBody = 400, "Malformed body, or `INVALID_TEXT`";
    BadReport = 422, "`INVALID_REPORT` (your own seat, nobody's seat, or not 1 to 2,000 characters) or `INVALID_SEAT` (both `seat` and `color`)";
    MalformedQueryCode = 400, "`MALFORMED_QUERY`";
    BadReportQuery = 400, "`MALFORMED_QUERY` or `BAD_STATUS`";
    MalformedPath = 400, "`MALFORMED_PATH`";
    ReportNotFound = 404, "`REPORT_NOT_FOUND`";
    ReportClosed = 409, "`REPORT_CLOSED` (closed before)";
    InvalidNote = 422, "`INVALID_NOTE` (not 1 to 2,000 characters)";
    CannotSit = 409, "`GAME_FULL`, `COLOR_TAKEN` or not a lobby";
    BadSitSeat = 422, "`INVALID_SEAT`: not the next seat, a colour in TEG II, or both `seat` and `color`";
    NothingToReclaim = 409, "`NOTHING_TO_RECLAIM`, `PLAYER_NOT_IN_PLAY` or not under way";
    BadSeatBody = 400, "Malformed body, `BAD_SEAT` (neither an index nor a colour), `REASON_REQUIRED` (blank) or `INVALID_TEXT`";
    NotUnderWay = 409, "`PLAYER_NOT_IN_PLAY` or not under way";
    BadTournament = 422, "`UNKNOWN_RULESET`, `BAD_TOURNAMENT`, `BAD_CLOCK` or a setup error of the options";
    GuestAtRatedTournament = 403, "`GUEST_NOT_RATED`: a guest at a rated tournament";
    CannotEnter = 409, "`TOURNAMENT_STATUS` (begun), `ALREADY_SEATED` or `GAME_FULL` (256 entrants)";
    NotAnEntrant = 403, "`NOT_SEATED`: not an entrant";
    TournamentBegun = 409, "`TOURNAMENT_STATUS`: begun";
    ReasonText = 400, "Malformed body, `REASON_REQUIRED` or `INVALID_TEXT`";
    DisqualifyNonEntrant = 403, "`NOT_SEATED`: disqualifying someone who is not an entrant";
    TournamentNotPausable = 409, "`TOURNAMENT_STATUS`: pause needs it running, resume paused";
    WebhookRefused = 422, "`WEBHOOK_NOT_ALLOWED` (not an http(s) URL on the operator's allow-list, `TEG_WEBHOOK_ALLOW`) or `BAD_WEBHOOK_SECRET` (16 to 256 characters)";
    NoWebhook = 404, "`NO_WEBHOOK`";
    PushRefused = 422, "`PUSH_ENDPOINT_NOT_ALLOWED` (not public https nor on `TEG_PUSH_ALLOW`), `BAD_PUSH_KEYS` (not a P-256 point and a 16-byte secret) or `UNKNOWN_NOTICE_TYPE`";
    TooManyPushSubscriptions = 409, "`TOO_MANY_PUSH_SUBSCRIPTIONS`: 10 per user";
    NoPushSubscription = 404, "`PUSH_SUBSCRIPTION_NOT_FOUND`";
    AppRefused = 422, "`INVALID_OAUTH_APP`: a name of 1 to 60 characters and 1 to 10 redirect URIs, each https://, loopback http:// or a private-use scheme, without a fragment";
    TooManyApps = 409, "`TOO_MANY_APPS`: 20 per developer";
    NoOAuthApp = 404, "`OAUTH_APP_NOT_FOUND`";
    NoGrant = 404, "`GRANT_NOT_FOUND`";
    BadQuietHours = 422, "`BAD_QUIET_HOURS`: times are HH:MM, the offset -720 to 840 minutes";
    BadDeletion = 400, "Malformed body, or `PASSWORD_REQUIRED`: an account's deletion takes its password (a guest's, none)";
    DeletionRefused = 403, "`SCOPE_MISSING` (a personal access token: sign in) or `BAD_CREDENTIALS` (the password does not match)";
    SignInNeeded = 403, "`SCOPE_MISSING`: a personal access token; sign in";
    // Refusals that say when to come back.
    /// 429 on a live channel: over the request budget, or over the live
    /// channels one user may hold.
    TooManyStreams = 429, "`RATE_LIMITED`, or `TOO_MANY_STREAMS` (16 live channels per user); `Retry-After`",
        retry "Seconds before retrying";
    LoginThrottled = 429, "`LOGIN_THROTTLED`: too many failed logins for this account from this address, or from this address for any account, or with this device token (`TEG_LOGIN_FAILURES_PER_ACCOUNT`, `TEG_LOGIN_FAILURES_PER_ADDRESS` a minute); retry after `Retry-After` seconds. Other addresses and devices are not refused",
        retry "Seconds before a login may be tried";
    JoinCodeThrottled = 429, "`JOIN_CODE_THROTTLED`: the table took its 10 wrong codes this hour (from anyone); `Retry-After`",
        retry "Seconds before a code may be tried";
    TooManyReports = 429, "`TOO_MANY_REPORTS` (3 of yours on this game are open)",
        retry "Seconds before asking again (an hour: reports close when an operator answers them)";
    InvalidPosition = 422, "`INVALID_POSITION` (for TEG II: the first move the rules refuse, by its index); `UNKNOWN_RULESET` for a `ruleset` the engine does not play; a country or continent slug that ruleset's board lacks is `UNKNOWN_COUNTRY`/`UNKNOWN_CONTINENT` (R-CMP-1)";
}

/// The optional `Idempotency-Key` header of the commands that honour it
/// (a retry with the key gets the first answer and acts once).
pub(crate) struct IdempotencyKey;

impl utoipa::IntoParams for IdempotencyKey {
    fn into_params(
        _: impl Fn() -> Option<utoipa::openapi::path::ParameterIn>,
    ) -> Vec<utoipa::openapi::path::Parameter> {
        use utoipa::openapi::path::{ParameterBuilder, ParameterIn};
        use utoipa::openapi::{ObjectBuilder, Required, Type};
        let schema = ObjectBuilder::new()
            .schema_type(Type::String)
            .max_length(Some(200))
            .min_length(Some(1))
            .pattern(Some(r"^[\x21-\x7E]([\x20-\x7E]{0,198}[\x21-\x7E])?$"));
        vec![
            ParameterBuilder::new()
                .name("Idempotency-Key")
                .parameter_in(ParameterIn::Header)
                .description(Some(
                    "1 to 200 visible ASCII characters (inner spaces allowed), unique per request",
                ))
                .required(Required::False)
                .schema(Some(schema))
                .build(),
        ]
    }
}

/// Declares the `{id}` path parameter of one kind of resource, a string
/// with its description, as `params(...)` lists it by name.
macro_rules! path_id {
    ($($name:ident = $description:literal;)+) => {$(
        #[doc = concat!("The `{id}` path parameter: ", $description, ".")]
        pub(crate) struct $name;

        impl utoipa::IntoParams for $name {
            fn into_params(
                _: impl Fn() -> Option<utoipa::openapi::path::ParameterIn>,
            ) -> Vec<utoipa::openapi::path::Parameter> {
                use utoipa::openapi::path::{ParameterBuilder, ParameterIn};
                use utoipa::openapi::{ObjectBuilder, Required, Type};
                vec![
                    ParameterBuilder::new()
                        .name("id")
                        .parameter_in(ParameterIn::Path)
                        .description(Some($description))
                        .required(Required::True)
                        .schema(Some(ObjectBuilder::new().schema_type(Type::String)))
                        .build(),
                ]
            }
        }
    )+};
}

path_id! {
    GameIdParam = "Game id";
    UserIdParam = "User id";
    TournamentIdParam = "Tournament id";
    TicketIdParam = "Ticket id";
    InvitationIdParam = "Invitation id";
}

/// Declares a response set that lists several of the above at once.
macro_rules! together {
    ($(#[$doc:meta])* $name:ident = $($part:ident),+) => {
        $(#[$doc])*
        #[allow(dead_code, reason = "a spec-only type: never built, only listed in `responses(...)`")]
        pub(crate) struct $name;

        impl utoipa::IntoResponses for $name {
            fn responses(
            ) -> std::collections::BTreeMap<String, utoipa::openapi::RefOr<utoipa::openapi::response::Response>>
            {
                let mut all = std::collections::BTreeMap::new();
                $(all.append(&mut <$part as utoipa::IntoResponses>::responses());)+
                all
            }
        }
    };
}

together!(
    /// 401 and 403: an operators' route.
    OperatorsOnly = NoToken, NotOperator
);
together!(
    /// 401, 403 and 404: a route of one game's players.
    PlayersOnly = NoToken, NotSeated, GameNotFound
);
together!(
    /// 409 and 413: what a command may meet besides its rules.
    CommandRefusals = VersionConflict, TooLarge
);
together!(
    /// 401 and 404: a route on one game, for anyone signed in.
    SignedInOnGame = NoToken, GameNotFound
);
