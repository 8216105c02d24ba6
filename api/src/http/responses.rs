//! The problem responses many operations share, declared once for the
//! spec: each is a `utoipa::IntoResponses` an operation lists by name in
//! its `responses(...)` (`NoToken` beside its own `(status = 200, …)`), so
//! the same 401, 403, 404 and 400 are written in one place. The bodies are
//! `Problem`s (RFC 9457), as `crate::error` answers them.

use utoipa::IntoResponses;

use crate::error::Problem;

/// Declares a problem response of one status and description: a
/// spec-only type, never built, only listed in `responses(...)`.
macro_rules! problem {
    ($(#[$doc:meta])* $name:ident = $status:literal, $description:literal) => {
        $(#[$doc])*
        #[derive(IntoResponses)]
        #[response(status = $status, description = $description, content_type = "application/problem+json")]
        #[allow(dead_code, reason = "a spec-only type: never built, only listed in `responses(...)`")]
        pub(crate) struct $name(Problem);
    };
}

problem!(
    /// 401: no bearer token, or one that is not valid.
    NoToken = 401, "No valid token"
);
problem!(
    /// 403: an operators' route, called by someone else.
    NotOperator = 403, "Not an operator"
);
problem!(
    /// 403: a players' route, called by someone not seated in the game.
    NotSeated = 403, "`NOT_SEATED`"
);
problem!(
    /// 404: no game of that id.
    GameNotFound = 404, "`GAME_NOT_FOUND`"
);
problem!(
    /// 400: a body that is not the operation's JSON.
    MalformedBody = 400, "Malformed body"
);
problem!(
    /// 409: the game moved on, or is not in a state to take the command.
    VersionConflict = 409, "`VERSION_CONFLICT` or `WRONG_STATUS`"
);
problem!(
    /// 413: a body over the limit.
    TooLarge = 413, "`PAYLOAD_TOO_LARGE`"
);

problem!(
    /// 404: no account of that id.
    UserNotFound = 404, "`USER_NOT_FOUND`"
);
problem!(
    /// 404: no tournament of that id.
    TournamentNotFound = 404, "`TOURNAMENT_NOT_FOUND`"
);
problem!(
    /// 400: an operator's reason that is missing, blank or not text.
    ReasonBody = 400, "Malformed body, `REASON_REQUIRED` (blank) or `INVALID_TEXT`"
);
problem!(
    /// 400: a query string that is not the operation's.
    MalformedQuery = 400, "A malformed query"
);

/// 429 on a live channel: over the request budget, or over the live
/// channels one user may hold, with the wait in `Retry-After`.
#[derive(IntoResponses)]
#[response(
    status = 429,
    description = "`RATE_LIMITED`, or `TOO_MANY_STREAMS` (16 live channels per user); `Retry-After`",
    content_type = "application/problem+json",
    headers(("Retry-After" = u64, description = "Seconds before retrying"))
)]
#[allow(dead_code, reason = "a spec-only type: never built, only listed in `responses(...)`")]
pub(crate) struct TooManyStreams(Problem);

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
