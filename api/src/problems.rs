//! The catalogue of every problem code the API can send: each stable `code`
//! of an RFC 9457 problem (`crate::error::ApiError`) with its HTTP status,
//! what it means and what a client should do about it. The spec's `code`
//! enum, `docs/problems.md` ([`markdown`]) and the `/problems/{code}` pages
//! ([`page`], the problem's `type`) are generated from it; `cargo xtask tidy` checks that it lists every code the
//! sources (`api`, `domain`, `dashboard`) can send, and no code they do not.
//!
//! A code that comes with several statuses is listed with its most common
//! one, and its meaning names the others.

/// One kind of problem a client can meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProblemKind {
    /// The stable machine code (`Problem.code`).
    pub code: &'static str,
    /// The HTTP status (or statuses' first) it comes with.
    pub status: u16,
    /// What it means, in one sentence.
    pub meaning: &'static str,
    /// What a client should do about it, in one sentence.
    pub action: &'static str,
}

/// Every code, sorted by code: three lines an entry (by hand, not
/// rustfmt: a table reads down its codes).
#[rustfmt::skip]
pub const PROBLEMS: &[ProblemKind] = &[
    ProblemKind { code: "AGGRESSION_PENDING", status: 422,
        meaning: "The aggression's leader must launch it before the attack step ends (R-PCT-10).",
        action: "Launch the pact's aggression first; legal-actions lists it." },
    ProblemKind { code: "AGGRESSION_ROLL_ONLY", status: 422,
        meaning: "An aggression's roller attacks only its target, from its own country (R-PCT-10).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "ALLY_REGROUP_ONLY", status: 422,
        meaning: "The ally's out-of-turn regroup goes only into the new condominium (R-PCT-11).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "ALREADY_EXCHANGED", status: 422,
        meaning: "A player exchanges cards at most once per round (R-EXC-4).",
        action: "Go on without exchanging; exchange again next round." },
    ProblemKind { code: "ALREADY_MOVED", status: 422,
        meaning: "Armies that arrived in this regroup cannot move again (R-REG-2).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "ALREADY_SEATED", status: 409,
        meaning: "The user already holds a seat at this table (join, invitation or bot).",
        action: "Do not join again; fetch the game with GET /v1/games/{id}." },
    ProblemKind { code: "ARMIES_LEFT_TO_PLACE", status: 422,
        meaning: "Armies are still to be placed before moving on (R-INC-4).",
        action: "Place the remaining armies first; legal-actions says how many." },
    ProblemKind { code: "ATTACK_AFTER_REGROUP", status: 422,
        meaning: "Once regrouping has begun there are no more attacks this turn (R-RND-3).",
        action: "Regroup or end the turn; attack again next turn." },
    ProblemKind { code: "BAD_BOT_LEVEL", status: 400,
        meaning: "GraphQL: the bot level is missing or not `random`, `greedy` or `planner`.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "BAD_CLOCK", status: 422,
        meaning: "The turn clock is out of SVC-CLOCK's bounds (400: GraphQL `clock` malformed).",
        action: "Send turn_seconds 5 to 604800 and max_timeouts 1 to 100." },
    ProblemKind { code: "BAD_COLOR", status: 400,
        meaning: "GraphQL: the colour named is not one of the Risk editions' colours.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "BAD_COMMON_OBJECTIVE", status: 422,
        meaning: "The common objective is not a country count of the edition's board.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "BAD_CREDENTIALS", status: 401,
        meaning: "The username is unknown or the password is wrong; the failure is counted.",
        action: "Ask the user to check their username and password; never retry blindly." },
    ProblemKind { code: "BAD_CURSOR", status: 400,
        meaning: "The `cursor` is not a `next_cursor` that the list gave.",
        action: "Start again without `cursor`, then follow `next_cursor`." },
    ProblemKind { code: "BAD_IDEMPOTENCY_KEY", status: 400,
        meaning: "The `Idempotency-Key` header is not 1 to 200 visible ASCII characters.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "BAD_LAST_EVENT_ID", status: 400,
        meaning: "The `Last-Event-ID` header is not a version of the game.",
        action: "Resume with the `id:` of the last frame received, or with none." },
    ProblemKind { code: "BAD_MAX_ROUNDS", status: 422,
        meaning: "The round cap is outside 1 to 1000 rounds.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "BAD_PLAYERS", status: 422,
        meaning: "A quick-match ticket's player range is inverted, out of the game's bounds, or fits no table the game allows.",
        action: "Send `players: {min, max}` within the game's seat counts (`GET /v1/rulesets/{ruleset}`)." },
    ProblemKind { code: "BAD_REASON", status: 400,
        meaning: "GraphQL: the report reason is not one the service knows.",
        action: "Use `abusive_chat`, `cheating`, `stalling`, `collusion` or `other`." },
    ProblemKind { code: "BAD_SEAT", status: 400,
        meaning: "The seat is not a seat index (nor, in an operator's path, a colour).",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "BAD_SEATS", status: 400,
        meaning: "GraphQL: the `seats` list of a new game does not decode.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "BAD_SEED", status: 400,
        meaning: "The seed of a position import is not 64 hex digits.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "BAD_STATUS", status: 400,
        meaning: "The `status` filter names no status of a game (or, for reports, of a report).",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "BAD_TOURNAMENT", status: 422,
        meaning: "A tournament's name, table size, rounds or start the service refuses (SVC-TOURNAMENT).",
        action: "Send a name of 1 to 80 characters, a table size the game seats, 1 to 20 rounds and a start in the future." },
    ProblemKind { code: "BAD_UNTIL", status: 422,
        meaning: "A sanction's `until` is not in the future, or is given for a lift.",
        action: "Send a future `until` with a ban or a mute only, or none." },
    ProblemKind { code: "BAD_VISIBILITY", status: 400,
        meaning: "GraphQL: the visibility is neither `public` nor `private`.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "BAD_WEBHOOK_SECRET", status: 422,
        meaning: "The webhook secret is not 16 to 256 characters long.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "BANNED", status: 403,
        meaning: "The account is banned: it can neither sign in nor use its tokens.",
        action: "Stop retrying; the user must contact the operators." },
    ProblemKind { code: "BLOCKADED", status: 422,
        meaning: "A blockaded country receives no armies (R-BLK-2).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "BODY_TIMEOUT", status: 408,
        meaning: "The request body did not arrive in full within 10 seconds.",
        action: "Retry on a faster connection, or send a smaller body." },
    ProblemKind { code: "BORDERS_RESTRICTED", status: 422,
        meaning: "The situation card's open or closed borders forbid this attack (R-SIT-4).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "BOT_SEAT", status: 409,
        meaning: "The seat is a bot's from the lobby: no account may play it (SVC-BOTS).",
        action: "Choose another seat; this one stays the bot's." },
    ProblemKind { code: "CANNOT_LAUNCH_AGGRESSION", status: 422,
        meaning: "You cannot launch this aggression pact now (R-PCT-10).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "CARD_NOT_HELD", status: 422,
        meaning: "The player does not hold that card (R-EXC-6).",
        action: "Fetch GET /v1/games/{id} for your cards and choose again." },
    ProblemKind { code: "COLOR_TAKEN", status: 409,
        meaning: "Another seat already has that colour.",
        action: "Join with another colour, or with none to get a free one." },
    ProblemKind { code: "CONDOMINIUM_INSIDE_ONLY", status: 422,
        meaning: "The owners of a condominium born of aggression fight only inside it (R-PCT-11).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "CONTINENT_ARMIES_ELSEWHERE", status: 422,
        meaning: "A continent's bonus armies go to that continent (R-INC-2).",
        action: "Place them in a country of that continent." },
    ProblemKind { code: "CONVERSION_LEAVES_NO_ARMY", status: 422,
        meaning: "Turning 6 armies into a missile would leave the country empty (R-MIS-2).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "DATABASE_UNAVAILABLE", status: 503,
        meaning: "The database does not answer for now.",
        action: "Wait `Retry-After` seconds and retry." },
    ProblemKind { code: "DETERRED", status: 422,
        meaning: "The target holds at least as many missiles as the shooter (R-MIS-5).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "DUPLICATE_COLOR", status: 422,
        meaning: "The same colour is given to two players (R-CMP-2).",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "DUPLICATE_PACT", status: 422,
        meaning: "The same pact between the same players is proposed or in force (R-PCT-2).",
        action: "Fetch GET /v1/games/{id}/pacts; the pact is already there." },
    ProblemKind { code: "EMPTY_MOVE", status: 422,
        meaning: "The move names no army to move (R-REG-1).",
        action: "Move at least one army, or end the step." },
    ProblemKind { code: "FORBIDDEN", status: 403,
        meaning: "The route is for operators only.",
        action: "Do not retry; use an operator's account." },
    ProblemKind { code: "GAME_ABORTED", status: 409,
        meaning: "The game was aborted (lobby closed or operator): it takes no more commands.",
        action: "Stop acting on this game; look for another with GET /v1/games." },
    ProblemKind { code: "GAME_FINISHED", status: 422,
        meaning: "The game is over (R-OBJ-6).",
        action: "Stop acting; fetch GET /v1/games/{id} for the result." },
    ProblemKind { code: "GAME_FULL", status: 409,
        meaning: "The table has no seat left.",
        action: "Join another game, or open one with POST /v1/games." },
    ProblemKind { code: "GAME_NOT_FOUND", status: 404,
        meaning: "No game has this id.",
        action: "Check the id; list games with GET /v1/games." },
    ProblemKind { code: "GAME_NOT_STARTED", status: 422,
        meaning: "The game has not started yet (R-SET-1).",
        action: "Wait for the creator to start it; watch its events." },
    ProblemKind { code: "GAME_OVER", status: 422,
        meaning: "The TEG II game is over (T2-END-1).",
        action: "Stop acting; fetch GET /v1/games/{id} for the result." },
    ProblemKind { code: "GAME_PAUSED", status: 409,
        meaning: "An operator paused the game; it takes no commands until resumed.",
        action: "Wait for the game to resume (watch its events), then retry." },
    ProblemKind { code: "GRAPHQL_PARSE", status: 400,
        meaning: "GraphQL: the query does not parse (in `errors[].extensions.code`, HTTP 200).",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "GRAPHQL_VALIDATION", status: 400,
        meaning: "GraphQL: the query does not validate against the schema (HTTP 200, in `errors`).",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "GUEST_NOT_RATED", status: 403,
        meaning: "A guest asked for a seat at a rated table, or to open one (SVC-RATING).",
        action: "Upgrade the guest to an account (`POST /v1/me/upgrade`), or play an unrated table." },
    ProblemKind { code: "IDEMPOTENCY_KEY_IN_FLIGHT", status: 409,
        meaning: "A request under this `Idempotency-Key` is still running.",
        action: "Wait `Retry-After` seconds and retry." },
    ProblemKind { code: "IDEMPOTENCY_KEY_REUSED", status: 422,
        meaning: "The `Idempotency-Key` was used for a different request.",
        action: "Send the new request under a fresh key." },
    ProblemKind { code: "INTERNAL", status: 500,
        meaning: "An unexpected failure on the server's side; the cause is logged, not returned.",
        action: "Retry later with the same `Idempotency-Key`; report it if it persists." },
    ProblemKind { code: "INVALID_COMBAT", status: 422,
        meaning: "TEG II: the announced combat is not allowed (T2-ANN-2; T2-VAR-1 for partners).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "INVALID_COMMITMENT", status: 422,
        meaning: "TEG II: the commitment is not 64 lowercase hex digits, or is reused (T2-SEC-2).",
        action: "Commit a fresh SHA-256 of a new nonce and your choice." },
    ProblemKind { code: "INVALID_DISPLAY_NAME", status: 400,
        meaning: "The display name is not 1 to 40 characters once NFC-normalised, or holds a control character, a bidi control, a zero-width character, a line separator, or more than 3 combining marks on one character.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "INVALID_EXCHANGE", status: 422,
        meaning: "These cards are not a valid set to exchange (R-EXC-1).",
        action: "Choose three cards of one symbol or of three symbols." },
    ProblemKind { code: "INVALID_INCORPORATION", status: 422,
        meaning: "TEG II: the incorporation breaks a placing rule (T2-INC, T2-SPU, T2-RKT, ...).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "INVALID_LAUNCH", status: 422,
        meaning: "TEG II: no rocket is held, or the target is already wiped (T2-RKT-5, T2-RKT-7).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "INVALID_LOCALE", status: 400,
        meaning: "The locale is not one the service speaks (`es`, `en` or `it`).",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "INVALID_MESSAGE", status: 422,
        meaning: "A chat message has 1 to 500 characters.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "INVALID_NOTE", status: 422,
        meaning: "An operator's note on a user has 1 to 2000 characters.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "INVALID_OBJECTIVE", status: 422,
        meaning: "TEG II: the region is off the objectives table or has your token (T2-OBJ-1, -4).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "INVALID_PACT", status: 422,
        meaning: "The pact's terms are not allowed by the rules (R-PCT-2, R-PCT-8).",
        action: "Fix the terms as `detail` says, then propose again." },
    ProblemKind { code: "INVALID_POSITION", status: 422,
        meaning: "The imported position document is inconsistent; nothing was created.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "INVALID_REINFORCEMENT", status: 422,
        meaning: "TEG II: the reinforcement breaks a rule (T2-REI-1 to -5, T2-ATT-2, T2-AIR-1).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "INVALID_REPORT", status: 422,
        meaning: "The report names an empty seat or the reporter, or is not 1 to 2000 characters.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "INVALID_RETREAT", status: 422,
        meaning: "TEG II: the retreat breaks a retreat rule (T2-RET-2).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "INVALID_REVEAL", status: 422,
        meaning: "TEG II: no such token, or the nonce or split is malformed (T2-SEC-3, T2-SEC-2).",
        action: "Reveal the exact choice and nonce you committed to." },
    ProblemKind { code: "INVALID_SEAT", status: 422,
        meaning: "The seat named does not fit the table (409 for an invitation past its seats).",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "INVALID_TEG2_SETUP", status: 422,
        meaning: "The TEG II setup (powers, boards, rounds, seating) is invalid.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "INVALID_TEXT", status: 400,
        meaning: "A text holds a control character other than a newline or a tab.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "INVALID_TOKEN", status: 401,
        meaning: "The token is malformed, tampered with, expired or revoked.",
        action: "Refresh the session with POST /v1/auth/refresh, then retry once." },
    ProblemKind { code: "INVALID_TOKEN_REQUEST", status: 400,
        meaning: "A personal token needs a name of 1 to 60, a scope and a future RFC 3339 expiry.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "INVALID_USERNAME", status: 400,
        meaning: "A username is 3 to 32 of `a-z`, `0-9`, `_` and `-`.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "INVITATION_NOT_FOUND", status: 404,
        meaning: "The caller has no pending invitation with this id.",
        action: "Fetch GET /v1/me/invitations for the pending ones." },
    ProblemKind { code: "JOIN_CODE_THROTTLED", status: 429,
        meaning: "The private table took its 10 wrong join codes this hour, from anyone (SVC-INVITE).",
        action: "Wait `Retry-After` seconds, or ask the table's players for an invitation." },
    ProblemKind { code: "LOGIN_THROTTLED", status: 429,
        meaning: "Too many failed logins for this account from this address, from this address, or with this device token; nothing was checked.",
        action: "Wait `Retry-After` seconds and retry." },
    ProblemKind { code: "MALFORMED_BODY", status: 400,
        meaning: "The request body could not be read.",
        action: "Resend the whole body." },
    ProblemKind { code: "MALFORMED_JSON", status: 400,
        meaning: "The body is not the JSON the operation takes (syntax, type or unknown field).",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "MALFORMED_PATH", status: 400,
        meaning: "A path parameter does not parse.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "MALFORMED_QUERY", status: 400,
        meaning: "The query string does not parse, or a parameter is out of its range.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "MALFORMED_UNTIL", status: 400,
        meaning: "A time (`until`, the audit log's `from` or `to`) is not an RFC 3339 instant.",
        action: "Send an instant such as 2026-12-01T18:00:00Z." },
    ProblemKind { code: "MESSAGE_NOT_FOUND", status: 404,
        meaning: "No chat message has this id.",
        action: "Check the id; list the chat with GET /v1/games/{id}/chat." },
    ProblemKind { code: "METHOD_NOT_ALLOWED", status: 405,
        meaning: "The path exists, but not with this method; `Allow` lists the methods.",
        action: "Use one of the methods the `Allow` header lists." },
    ProblemKind { code: "MISSILES_DISABLED", status: 422,
        meaning: "Missiles are switched off in this game (R-OPT-2).",
        action: "Play without missiles; the game's `options` say what is on." },
    ProblemKind { code: "MISSILE_OVER_PACT", status: 422,
        meaning: "Every flight to the target crosses a border under a pact of yours (R-PCT-6).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "MISSING_FIELD", status: 400,
        meaning: "GraphQL: this kind of pact needs a field that was left out.",
        action: "Send the field that `detail` names." },
    ProblemKind { code: "MODULE_NOT_IN_EDITION", status: 422,
        meaning: "An option asks for a module the edition does not have (R-CLS-6, R-JNR-7).",
        action: "Drop the option `detail` names; this edition has no such module." },
    ProblemKind { code: "MOVE_IN_PENDING", status: 422,
        meaning: "Armies must move into the conquered country first (R-ATK-5).",
        action: "Move armies into the conquered country, then go on." },
    ProblemKind { code: "MUST_EXCHANGE", status: 422,
        meaning: "With 5 or more cards the player must exchange before going on (R-EXC-5).",
        action: "Exchange a set of cards first." },
    ProblemKind { code: "MUST_FINISH_AGGRESSION", status: 422,
        meaning: "An aggression pact is fought to the end; only team-ups may stop (R-PCT-11).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "MUST_LEAVE_ONE_ARMY", status: 422,
        meaning: "A country must keep at least one army (R-REG-1).",
        action: "Move or convert fewer armies." },
    ProblemKind { code: "MUTED", status: 403,
        meaning: "The user is muted and may not chat.",
        action: "Do not retry; the mute ends when an operator lifts it or it expires." },
    ProblemKind { code: "NOTHING_TO_RECLAIM", status: 409,
        meaning: "No bot plays the caller's seat, so there is nothing to reclaim (SVC-BOTS).",
        action: "Play the seat yourself; no reclaim is needed." },
    ProblemKind { code: "NOT_ADJACENT", status: 422,
        meaning: "The two countries do not border each other (R-CMP-1; R-CLS-1, R-JNR-1).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "NOT_AN_OCCUPANT", status: 422,
        meaning: "The colour named does not occupy that condominium (R-PCT-12).",
        action: "Name one of the condominium's occupants." },
    ProblemKind { code: "NOT_A_GUEST", status: 409,
        meaning: "Only a guest account can be upgraded to a full account.",
        action: "Do not upgrade; this account is already a full one." },
    ProblemKind { code: "NOT_CREATOR", status: 403,
        meaning: "Only the game's creator may start it or seat a bot in its lobby.",
        action: "Ask the creator to do it." },
    ProblemKind { code: "NOT_ENOUGH_ARMIES_FOR_MISSILE", status: 422,
        meaning: "A missile costs 6 armies, and the country has too few (R-MIS-1).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "NOT_FOUND", status: 404,
        meaning: "No route answers this path.",
        action: "Check the path against the OpenAPI spec." },
    ProblemKind { code: "NOT_IN_PLAY", status: 422,
        meaning: "The player is out of the game or forfeited: no pact commands (R-ELM-1).",
        action: "Stop sending pact commands for or to this player." },
    ProblemKind { code: "NOT_IN_THIS_GAME", status: 422,
        meaning: "The action is of the other game family: TEG II or Risk-like (T2-CMP-1).",
        action: "Send actions of the game's own family; legal-actions lists them." },
    ProblemKind { code: "NOT_READY", status: 503,
        meaning: "Readiness (`/readyz`): the database does not answer within a second.",
        action: "Wait `Retry-After` seconds and retry." },
    ProblemKind { code: "NOT_SEATED", status: 403,
        meaning: "The caller has no seat in this game.",
        action: "Join the game first, or act in a game you sit in." },
    ProblemKind { code: "NOT_YOUR_COUNTRY", status: 422,
        meaning: "The country is not the player's (R-INC-4).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "NOT_YOUR_POWER", status: 422,
        meaning: "TEG II: the caller does not play this power (T2-CMP-2).",
        action: "Act with the power your seat plays; GET /v1/games/{id} shows it." },
    ProblemKind { code: "NOT_YOUR_TURN", status: 422,
        meaning: "Someone else must act now, or nothing awaits you (R-ORD-3; TEG II T2-RND-2).",
        action: "Wait for your turn (watch the events), then fetch legal-actions." },
    ProblemKind { code: "NO_ATTACK_ARMIES", status: 422,
        meaning: "The country has fewer than 2 armies, so none to attack with (R-ATK-1).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "NO_MISSILE", status: 422,
        meaning: "There is no missile in that country (R-MIS-6).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "NO_REMATCH", status: 409,
        meaning: "Only a player of a finished game may offer its rematch (SVC-REMATCH).",
        action: "Wait for the game to finish; only its players can ask." },
    ProblemKind { code: "NO_WEBHOOK", status: 404,
        meaning: "The caller has no webhook registered.",
        action: "Register one with PUT /v1/me/webhook." },
    ProblemKind { code: "NO_ZONE_BREACH", status: 422,
        meaning: "The pact is not a zone the caller may dismiss now (R-PCT-9).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "OCCUPANT_REQUIRED", status: 422,
        meaning: "A condominium has two occupants: name the one attacked (R-PCT-12).",
        action: "Name the occupant you attack and send again." },
    ProblemKind { code: "OPERATOR_PROTECTED", status: 403,
        meaning: "Operators cannot ban or mute themselves or another operator.",
        action: "Do not retry; sanction only players." },
    ProblemKind { code: "OUT_OF_MISSILE_RANGE", status: 422,
        meaning: "The target is more than 3 borders away (R-MIS-3).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "OWN_COUNTRY", status: 422,
        meaning: "The attacked country is the attacker's own (R-ATK-1).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "PACTS_DISABLED", status: 422,
        meaning: "Pacts are switched off in this game (R-OPT-2).",
        action: "Play without pacts; the game's `options` say what is on." },
    ProblemKind { code: "PACT_FORBIDS_ATTACK", status: 422,
        meaning: "A pact in force forbids this attack or strike (R-PCT-3).",
        action: "Break the pact first, or choose another target." },
    ProblemKind { code: "PACT_NOT_BREAKABLE", status: 422,
        meaning: "An aggression pact is carried out, not broken (R-PCT-10).",
        action: "Carry the aggression out; legal-actions lists its steps." },
    ProblemKind { code: "PACT_NOT_IN_FORCE", status: 422,
        meaning: "Only a pact in force can be broken (R-PCT-4).",
        action: "Fetch GET /v1/games/{id}/pacts and choose again." },
    ProblemKind { code: "PACT_NOT_YOURS", status: 422,
        meaning: "The pact is not the caller's to answer, withdraw or break now (R-PCT-1).",
        action: "Fetch GET /v1/games/{id}/pacts and choose again." },
    ProblemKind { code: "PAYLOAD_TOO_LARGE", status: 413,
        meaning: "The body is larger than allowed (64 KiB; 4 MiB for a position import).",
        action: "Send a smaller body; retrying it unchanged fails again." },
    ProblemKind { code: "PERSISTED_QUERY_HASH_MISMATCH", status: 400,
        meaning: "GraphQL: the persisted query's `sha256Hash` is not the SHA-256 of the `query` sent with it.",
        action: "Send the lowercase hex SHA-256 of the exact query text." },
    ProblemKind { code: "PERSISTED_QUERY_INVALID", status: 400,
        meaning: "GraphQL: `extensions.persistedQuery` is not `{version: 1, sha256Hash}`.",
        action: "Send version 1 with the query's hash, or no persistedQuery at all." },
    ProblemKind { code: "PERSISTED_QUERY_NOT_FOUND", status: 400,
        meaning: "GraphQL: no query with this hash is known to this instance (never sent, or forgotten); the answer is a GraphQL error, as Apollo's protocol has it.",
        action: "Send the same request again with its `query` text; later requests may send the hash alone." },
    ProblemKind { code: "PLAYER_COUNT", status: 422,
        meaning: "The player count is not one the game is played by (R-CMP-2, R-JNR-2, T2-VAR-5).",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "PLAYER_NOT_IN_PLAY", status: 409,
        meaning: "The seat is not in play: absent, eliminated or already forfeited.",
        action: "Fetch GET /v1/games/{id} for the seats still in play." },
    ProblemKind { code: "PRIVATE_GAME", status: 403,
        meaning: "The table is private: it takes an invitation or its join code (SVC-INVITE).",
        action: "Join with the table's `code`, or ask a seated player to invite you." },
    ProblemKind { code: "QUANTITY_OUT_OF_RANGE", status: 422,
        meaning: "A number (armies, dice) is outside its rule's bounds; `rule` names the rule.",
        action: "Send a number within the bounds `detail` gives." },
    ProblemKind { code: "QUERY_TOO_COMPLEX", status: 400,
        meaning: "GraphQL: the query costs more than 200 (HTTP 200, in `errors`); nothing ran.",
        action: "Split the query into smaller ones." },
    ProblemKind { code: "QUERY_TOO_DEEP", status: 400,
        meaning: "GraphQL: the query nests deeper than 12 (HTTP 200, in `errors`); nothing ran.",
        action: "Flatten the query, or split it into smaller ones." },
    ProblemKind { code: "RATE_LIMITED", status: 429,
        meaning: "The request budget (per user or address; GraphQL costs too) is spent for now.",
        action: "Wait `Retry-After` seconds and retry." },
    ProblemKind { code: "REASON_REQUIRED", status: 400,
        meaning: "An operator action needs a non-empty `reason` for the audit log.",
        action: "Send the action again with a `reason`." },
    ProblemKind { code: "REFRESH_REUSED", status: 401,
        meaning: "A retired refresh token came back: the session is revoked as stolen.",
        action: "Sign in again with POST /v1/auth/login; keep only the newest token." },
    ProblemKind { code: "REGION_WIPED", status: 422,
        meaning: "TEG II: a rocket wiped that region; no unit goes there (T2-RKT-7).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "REPORT_CLOSED", status: 409,
        meaning: "The report was resolved or dismissed already.",
        action: "Nothing to do; fetch the reports queue for open ones." },
    ProblemKind { code: "REPORT_NOT_FOUND", status: 404,
        meaning: "No report has this id.",
        action: "Check the id; list reports with GET /v1/admin/reports." },
    ProblemKind { code: "RESTING", status: 422,
        meaning: "The resting colour may only incorporate this round (R-SIT-7).",
        action: "Incorporate armies, then end the turn." },
    ProblemKind { code: "REVEAL_MISMATCH", status: 422,
        meaning: "TEG II: the choice and nonce do not match the commitment (T2-SEC-3).",
        action: "Reveal the exact choice and nonce you committed to." },
    ProblemKind { code: "ROCKET_MUST_LAUNCH", status: 422,
        meaning: "TEG II: a rocket held must be launched in the round it came (T2-RKT-4).",
        action: "Launch the rocket first, then announce or end the turn." },
    ProblemKind { code: "SCOPE_MISSING", status: 403,
        meaning: "The personal token lacks the scope, or a sign-in is needed for this route.",
        action: "Use a token with the scope `detail` names, or a signed-in session." },
    ProblemKind { code: "SERVER_FULL", status: 503,
        meaning: "This instance holds its most live channels (`TEG_MAX_LIVE_CHANNELS`); none is dropped to let a new one in.",
        action: "Wait `Retry-After` seconds and retry, or use a long-poll." },
    ProblemKind { code: "SESSION_NOT_FOUND", status: 404,
        meaning: "The caller has no live session or personal token with this id.",
        action: "List them with GET /v1/me/sessions or GET /v1/me/tokens." },
    ProblemKind { code: "TARGET_TOO_WEAK", status: 422,
        meaning: "The target has no more armies than the missile's damage (R-MIS-4).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "TICKET_MATCHED", status: 409,
        meaning: "The ticket was matched: its game exists and cannot be undone by cancelling (SVC-MATCH).",
        action: "Play the ticket's `game_id`, or resign it." },
    ProblemKind { code: "TICKET_NOT_FOUND", status: 404,
        meaning: "No quick-match ticket of the caller's has this id (SVC-MATCH).",
        action: "Open a ticket with `POST /v1/matchmaking/tickets`." },
    ProblemKind { code: "TICKET_OPEN", status: 409,
        meaning: "The caller holds a waiting quick-match ticket already; one at a time (SVC-MATCH).",
        action: "Wait on that ticket, or cancel it with `DELETE /v1/matchmaking/tickets/{id}` first." },
    ProblemKind { code: "TOO_MANY_REPORTS", status: 429,
        meaning: "At most 3 of the player's reports on a game may be open at once (SVC-REPORT).",
        action: "Wait until an operator handles one of your open reports." },
    ProblemKind { code: "TOO_MANY_STREAMS", status: 429,
        meaning: "Too many live channels: 16 per user, 8 subscriptions per websocket, 256 per address (`TEG_MAX_CHANNELS_PER_ADDRESS`).",
        action: "Close a stream or subscription, then wait `Retry-After` seconds." },
    ProblemKind { code: "TOURNAMENT_NOT_FOUND", status: 404,
        meaning: "No tournament has this id (SVC-TOURNAMENT).",
        action: "List them with `GET /v1/tournaments`." },
    ProblemKind { code: "TOURNAMENT_STATUS", status: 409,
        meaning: "The tournament's status does not allow this: entries close at its start, pause needs it running and resume paused (SVC-TOURNAMENT).",
        action: "Fetch `GET /v1/tournaments/{id}` for its status." },
    ProblemKind { code: "UNAUTHORIZED", status: 401,
        meaning: "The request needs a bearer token and has none.",
        action: "Sign in (POST /v1/auth/login) and send `Authorization: Bearer`." },
    ProblemKind { code: "UNKNOWN_BOARD", status: 404,
        meaning: "No TEG II board has this slug: `americas`, `old_world` or `planisphere`.",
        action: "Use GET /v1/teg2/maps/{board} with one of those boards." },
    ProblemKind { code: "UNKNOWN_CONTINENT", status: 422,
        meaning: "The game's board has no continent by this slug (R-CMP-1).",
        action: "Use a continent of the game's board: GET /v1/maps/{ruleset}." },
    ProblemKind { code: "UNKNOWN_COUNTRY", status: 422,
        meaning: "The game's board has no country by this slug (R-CMP-1).",
        action: "Use a country of the game's board: GET /v1/maps/{ruleset}." },
    ProblemKind { code: "UNKNOWN_PACT", status: 422,
        meaning: "No open pact or proposal has this number (R-PCT-1).",
        action: "Fetch GET /v1/games/{id}/pacts and choose again." },
    ProblemKind { code: "UNKNOWN_PACT_ANSWER", status: 404,
        meaning: "The answer is not `accept`, `refuse`, `withdraw`, `break` or `dismiss`.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "UNKNOWN_REGION", status: 422,
        meaning: "TEG II: the board has no region by this slug (T2-CMP-4).",
        action: "Use a region of the game's board: GET /v1/teg2/maps/{board}." },
    ProblemKind { code: "UNKNOWN_RULESET", status: 422,
        meaning: "The service plays no ruleset by this slug (404 on the catalogue's routes).",
        action: "Use a slug listed by GET /v1/rulesets." },
    ProblemKind { code: "UNSUPPORTED_CONTENT_TYPE", status: 400,
        meaning: "The body is not sent as `application/json`.",
        action: "Send the body with `content-type: application/json`." },
    ProblemKind { code: "USERNAME_TAKEN", status: 409,
        meaning: "Another account already has this username.",
        action: "Choose another username." },
    ProblemKind { code: "USER_NOT_FOUND", status: 404,
        meaning: "No user by this id or name (422 for an invitation to nobody).",
        action: "Check the id or the username." },
    ProblemKind { code: "VERSION_CONFLICT", status: 409,
        meaning: "The game is no longer at `expected_version`; nothing was applied.",
        action: "Fetch GET /v1/games/{id}/legal-actions and resend with its version." },
    ProblemKind { code: "VERSION_NOT_FOUND", status: 404,
        meaning: "The game has not reached this version (versions run from 1 to the view's `version`), or it is a lobby.",
        action: "Fetch GET /v1/games/{id} for its version." },
    ProblemKind { code: "WEAK_PASSWORD", status: 400,
        meaning: "A password has 8 to 128 characters.",
        action: "Fix the request; retrying it unchanged fails again." },
    ProblemKind { code: "WEBHOOK_NOT_ALLOWED", status: 422,
        meaning: "The webhook URL is not http(s) on a host the operator allows.",
        action: "Use an http(s) URL on a host the operator allows." },
    ProblemKind { code: "WRONG_PHASE", status: 422,
        meaning: "The command does not belong in the game's current phase (R-RND-3).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
    ProblemKind { code: "WRONG_STATUS", status: 409,
        meaning: "The game's status (lobby, playing, finished...) does not allow this.",
        action: "Fetch GET /v1/games/{id} for its status; do not retry unchanged." },
    ProblemKind { code: "ZONE_NOT_REINFORCED", status: 422,
        meaning: "An international zone keeps exactly one army: none placed or moved in (R-PCT-7).",
        action: "Fetch GET /v1/games/{id}/legal-actions and choose again." },
];

/// The catalogue entry for `code`.
#[must_use]
pub fn find(code: &str) -> Option<&'static ProblemKind> {
    PROBLEMS.iter().find(|p| p.code == code)
}

/// A problem's `type`: a relative URI that resolves on the server that
/// sent it, to the problem's page.
#[must_use]
pub fn type_uri(code: &str) -> String {
    format!("/problems/{code}")
}

/// The catalogue as `docs/problems.md` (drift-checked by `api/tests/contracts.rs`).
#[must_use]
pub fn markdown() -> String {
    let mut out = String::from(
        "# Problem codes\n\n\
         <!-- Generated from `api/src/problems.rs` by `cargo xtask codegen`; do not edit. -->\n\n\
         Every error is an RFC 9457 problem (`application/problem+json`) with a stable `code`, \
         and `rule` when a rule of the book refused it. Its `type` is `/problems/{code}`, a short \
         page on the server itself. Over GraphQL the same code is in `errors[].extensions.code`. \
         A client should branch on `code`, never on `detail` (which is for people and may change).\n\n\
         Retry only what says so: 429 and 503 carry `Retry-After`; 409 `VERSION_CONFLICT` means \
         read the game again; every other 4xx fails the same way until the request changes.\n\n\
         | Code | Status | Meaning | What a client should do |\n\
         |---|---|---|---|\n",
    );
    for p in PROBLEMS {
        let cell = |t: &str| t.replace('|', "\\|");
        out.push_str(&format!(
            "| `{}` | {} | {} | {} |\n",
            p.code,
            p.status,
            cell(p.meaning),
            cell(p.action)
        ));
    }
    out
}

/// The page of one problem (`GET /problems/{code}`), or `None` for a code
/// the catalogue lacks.
#[must_use]
pub fn page(code: &str) -> Option<String> {
    let p = find(code)?;
    Some(format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width\"><title>{code}</title></head>\
         <body><main><h1><code>{code}</code></h1><p>HTTP {status}</p>\
         <h2>What it means</h2><p>{meaning}</p><h2>What to do</h2><p>{action}</p>\
         <p><a href=\"/problems\">Every problem code</a></p></main></body></html>",
        code = escape(p.code),
        status = p.status,
        meaning = escape(p.meaning),
        action = escape(p.action),
    ))
}

/// The index page (`GET /problems`): every code, linked.
#[must_use]
pub fn index() -> String {
    let rows: String = PROBLEMS
        .iter()
        .map(|p| {
            format!(
                "<tr><td><a href=\"/problems/{c}\"><code>{c}</code></a></td><td>{}</td><td>{}</td></tr>",
                p.status,
                escape(p.meaning),
                c = escape(p.code),
            )
        })
        .collect();
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width\"><title>Problem codes</title></head>\
         <body><main><h1>Problem codes</h1><table><thead><tr><th>Code</th><th>Status</th>\
         <th>Meaning</th></tr></thead><tbody>{rows}</tbody></table></main></body></html>"
    )
}

/// Text made safe for HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::{PROBLEMS, find};

    #[test]
    fn the_catalogue_is_sorted_and_names_each_code_once() {
        for pair in PROBLEMS.windows(2) {
            assert!(
                pair[0].code < pair[1].code,
                "`{}` must come after `{}`, once",
                pair[0].code,
                pair[1].code
            );
        }
    }

    #[test]
    fn every_status_is_a_client_or_a_server_error() {
        for problem in PROBLEMS {
            assert!((400..600).contains(&problem.status), "{}: {}", problem.code, problem.status);
        }
    }

    #[test]
    fn every_code_is_screaming_snake_case_and_every_text_one_sentence() {
        for problem in PROBLEMS {
            let word = |w: &str| {
                !w.is_empty() && w.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
            };
            assert!(problem.code.split('_').all(word), "{}", problem.code);
            for text in [problem.meaning, problem.action] {
                assert!(
                    text.starts_with(char::is_uppercase) && text.ends_with('.'),
                    "{}: {text}",
                    problem.code
                );
            }
        }
    }

    #[test]
    fn a_code_is_found_by_its_name_and_an_unknown_one_is_not() {
        assert_eq!(find("NOT_ADJACENT").map(|p| p.status), Some(422));
        assert_eq!(find("RATE_LIMITED").map(|p| p.status), Some(429));
        assert_eq!(find("NO_SUCH_CODE"), None);
    }
}
