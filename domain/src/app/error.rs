//! The use cases' error: one enum the transports map to status codes.

use crate::color::Color;
use crate::game::{Refused, SetupError};
use crate::ports::{GameStatus, SeatPick, StoreError};

/// Why a use case refused or failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AppError {
    /// A rule was broken (422), in a game of one edition.
    Rule(Refused),
    /// The setup is invalid (422).
    Setup(SetupError),
    /// No such game (404).
    NotFound,
    /// Someone else acted first (409).
    VersionConflict {
        /// Version the client expected.
        expected: u64,
        /// Version found.
        actual: u64,
    },
    /// The user has no seat in this game (403).
    NotSeated,
    /// Only the creator may do this (403).
    NotCreator,
    /// No seat left (409).
    GameFull,
    /// Colour already taken (409).
    ColorTaken(Color),
    /// Already seated (409).
    AlreadySeated,
    /// Not allowed in this status (409).
    WrongStatus(GameStatus),
    /// An imported position is inconsistent (422).
    InvalidPosition(String),
    /// No such user (404).
    UserNotFound,
    /// No such chat message (404).
    MessageNotFound,
    /// The seat is not in play: absent, eliminated or already forfeited (409).
    NotInPlay(SeatPick),
    /// A seat named as the table cannot seat it (422): a colour in a game
    /// whose seats have none (TEG II), or an index that is not the next
    /// seat's.
    InvalidSeat(String),
    /// The user is muted and may not chat (403).
    Muted,
    /// A chat message must have 1 to 500 characters (422).
    InvalidMessage,
    /// This moderation action needs a reason for the audit log (400).
    ReasonRequired,
    /// Nobody bans or mutes themselves or another operator (403).
    OperatorProtected,
    /// A sanction's `until` is past, or given for a lift (422).
    BadUntil,
    /// A text with a control character (a NUL, an escape): refused alike on
    /// every backend.
    InvalidText,
    /// An idempotency key sent again with a different request (422).
    KeyReused,
    /// A turn clock outside SVC-CLOCK's bounds (422).
    BadClock,
    /// The seat's user asked for it back, but no bot plays it (409).
    NothingToReclaim,
    /// The seat is a bot's from the lobby: no account may play it (409).
    BotSeat(SeatPick),
    /// A report that cannot be filed as asked (422).
    InvalidReport(&'static str),
    /// Too many of the player's reports on the game are open (429).
    TooManyReports,
    /// No such report (404).
    ReportNotFound,
    /// The report was closed before, as this (409).
    ReportClosed(crate::ports::ReportStatus),
    /// A note of 0 or more than 2,000 characters (422).
    InvalidNote,
    /// A private table joined without its invitation or code (403,
    /// SVC-INVITE).
    PrivateGame,
    /// A guest asked for a seat at a rated table (403, SVC-RATING).
    GuestNotRated,
    /// No such ticket of the caller's (404, SVC-MATCH).
    TicketNotFound,
    /// The caller holds a waiting ticket already (409, SVC-MATCH).
    TicketOpen,
    /// A matched ticket cannot be cancelled (409, SVC-MATCH).
    TicketMatched,
    /// A ticket's player range no table of the game fits (422).
    BadPlayers(String),
    /// No such tournament (404, SVC-TOURNAMENT).
    TournamentNotFound,
    /// The tournament is not in a state that allows this (409): entries
    /// close at its start; pause and resume need it running or paused.
    TournamentBegun,
    /// A tournament's settings the service refuses (422).
    BadTournament(String),
    /// Only a finished game's seated players may offer its rematch (409,
    /// SVC-REMATCH).
    NoRematch,
    /// A block stands between the two people, either way (403,
    /// SVC-BLOCK).
    Blocked,
    /// A person asked to block their own account (422, SVC-BLOCK).
    CannotBlockSelf,
    /// A person asked to follow their own account (422, SVC-FRIENDS).
    CannotFollowSelf,
    /// A person challenged their own account (422, SVC-FRIENDS).
    CannotChallengeSelf,
    /// The person cools down after abandoning tables until then, ms since
    /// the epoch (403, SVC-FAIRPLAY).
    Cooldown(i64),
    /// A whisper's recipients are not other people seated in its game, or
    /// name a seat twice (422, SVC-WHISPER).
    InvalidRecipients,
    /// No such whisper (404, SVC-WHISPER).
    WhisperNotFound,
    /// A record does not verify (422, SVC-RECORD): the first bad event's
    /// version, when one is to blame.
    RecordInvalid(crate::record::BadRecord),
    /// The store failed (500).
    Store(String),
    /// The store does not answer now; retry shortly.
    Unavailable(String),
}

impl AppError {
    /// Stable machine code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            AppError::Rule(v) => v.code(),
            AppError::Setup(e) => e.code(),
            AppError::NotFound => "GAME_NOT_FOUND",
            AppError::VersionConflict { .. } => "VERSION_CONFLICT",
            AppError::NotSeated => "NOT_SEATED",
            AppError::NotCreator => "NOT_CREATOR",
            AppError::GameFull => "GAME_FULL",
            AppError::ColorTaken(_) => "COLOR_TAKEN",
            AppError::AlreadySeated => "ALREADY_SEATED",
            AppError::WrongStatus(GameStatus::Paused) => "GAME_PAUSED",
            AppError::WrongStatus(GameStatus::Aborted) => "GAME_ABORTED",
            AppError::WrongStatus(_) => "WRONG_STATUS",
            AppError::InvalidPosition(_) => "INVALID_POSITION",
            AppError::UserNotFound => "USER_NOT_FOUND",
            AppError::MessageNotFound => "MESSAGE_NOT_FOUND",
            AppError::KeyReused => "IDEMPOTENCY_KEY_REUSED",
            AppError::BadClock => "BAD_CLOCK",
            AppError::NothingToReclaim => "NOTHING_TO_RECLAIM",
            AppError::BotSeat(_) => "BOT_SEAT",
            AppError::NotInPlay(_) => "PLAYER_NOT_IN_PLAY",
            AppError::InvalidSeat(_) => "INVALID_SEAT",
            AppError::Muted => "MUTED",
            AppError::InvalidMessage => "INVALID_MESSAGE",
            AppError::ReasonRequired => "REASON_REQUIRED",
            AppError::OperatorProtected => "OPERATOR_PROTECTED",
            AppError::BadUntil => "BAD_UNTIL",
            AppError::InvalidText => "INVALID_TEXT",
            AppError::InvalidReport(_) => "INVALID_REPORT",
            AppError::TooManyReports => "TOO_MANY_REPORTS",
            AppError::ReportNotFound => "REPORT_NOT_FOUND",
            AppError::ReportClosed(_) => "REPORT_CLOSED",
            AppError::InvalidNote => "INVALID_NOTE",
            AppError::PrivateGame => "PRIVATE_GAME",
            AppError::GuestNotRated => "GUEST_NOT_RATED",
            AppError::TicketNotFound => "TICKET_NOT_FOUND",
            AppError::TicketOpen => "TICKET_OPEN",
            AppError::TicketMatched => "TICKET_MATCHED",
            AppError::BadPlayers(_) => "BAD_PLAYERS",
            AppError::TournamentNotFound => "TOURNAMENT_NOT_FOUND",
            AppError::TournamentBegun => "TOURNAMENT_STATUS",
            AppError::BadTournament(_) => "BAD_TOURNAMENT",
            AppError::NoRematch => "NO_REMATCH",
            AppError::Blocked => "BLOCKED",
            AppError::CannotBlockSelf => "CANNOT_BLOCK_SELF",
            AppError::CannotFollowSelf => "CANNOT_FOLLOW_SELF",
            AppError::CannotChallengeSelf => "CANNOT_CHALLENGE_SELF",
            AppError::InvalidRecipients => "INVALID_RECIPIENTS",
            AppError::WhisperNotFound => "WHISPER_NOT_FOUND",
            AppError::RecordInvalid(_) => "RECORD_INVALID",
            AppError::Cooldown(_) => "COOLDOWN",
            AppError::Store(_) => "INTERNAL",
            AppError::Unavailable(_) => "DATABASE_UNAVAILABLE",
        }
    }
}

impl std::fmt::Display for AppError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AppError::Rule(v) => write!(f, "{v} ({})", v.rule()),
            AppError::Setup(e) => write!(f, "{e}"),
            AppError::NotFound => write!(f, "no such game"),
            AppError::VersionConflict { expected, actual } => {
                write!(f, "the game is at version {actual}, not {expected}")
            }
            AppError::NotSeated => write!(f, "you are not seated in this game"),
            AppError::NotCreator => write!(f, "only the creator may start the game"),
            AppError::GameFull => write!(f, "no seat left"),
            AppError::ColorTaken(c) => write!(f, "{c} is taken"),
            AppError::AlreadySeated => write!(f, "you are already seated"),
            AppError::WrongStatus(GameStatus::Paused) => {
                write!(f, "the game is paused by an operator; try again when it resumes")
            }
            AppError::WrongStatus(s) => write!(f, "not allowed while the game is {}", s.as_str()),
            AppError::InvalidPosition(why) => write!(f, "invalid position: {why}"),
            AppError::UserNotFound => write!(f, "no such user"),
            AppError::MessageNotFound => write!(f, "no such message"),
            AppError::KeyReused => {
                write!(f, "this idempotency key was used for a different request")
            }
            AppError::NotInPlay(c) => write!(f, "{c} is not in play"),
            AppError::InvalidSeat(why)
            | AppError::BadPlayers(why)
            | AppError::BadTournament(why) => write!(f, "{why}"),
            AppError::BadClock => write!(
                f,
                "a clock has turn_seconds from 5 to 604800 and max_timeouts from 1 to 100 (SVC-CLOCK)"
            ),
            AppError::NothingToReclaim => {
                write!(f, "no bot plays your seat: there is nothing to reclaim (SVC-BOTS)")
            }
            AppError::BotSeat(c) => write!(f, "{c} is a bot's seat from the lobby (SVC-BOTS)"),
            AppError::Muted => write!(f, "you are muted in chat"),
            AppError::InvalidMessage => write!(f, "a message has 1 to 500 characters"),
            AppError::ReasonRequired => write!(f, "say why: the reason goes to the audit log"),
            AppError::OperatorProtected => {
                write!(f, "operators cannot ban or mute themselves or another operator")
            }
            AppError::BadUntil => {
                write!(f, "`until` is a future instant, and only for a ban or a mute")
            }
            AppError::InvalidText => {
                write!(f, "texts hold no control characters but newlines and tabs")
            }
            AppError::InvalidReport(why) => write!(f, "{why} (SVC-REPORT)"),
            AppError::TooManyReports => write!(
                f,
                "at most {} of your reports on a game may wait at once (SVC-REPORT)",
                super::MAX_OPEN_REPORTS
            ),
            AppError::ReportNotFound => write!(f, "no such report"),
            AppError::ReportClosed(s) => write!(f, "this report was {} already", s.as_str()),
            AppError::InvalidNote => write!(f, "a note has 1 to 2000 characters"),
            AppError::TicketNotFound => write!(f, "no such ticket of yours"),
            AppError::TicketOpen => {
                write!(f, "you hold a waiting ticket: cancel it or wait for its match (SVC-MATCH)")
            }
            AppError::TicketMatched => {
                write!(f, "the ticket is matched: its game is yours to play or resign (SVC-MATCH)")
            }
            AppError::TournamentNotFound => write!(f, "no such tournament"),
            AppError::TournamentBegun => {
                write!(f, "the tournament's status does not allow this (SVC-TOURNAMENT)")
            }
            AppError::GuestNotRated => {
                write!(f, "a rated table seats no guest: sign up to play rated games (SVC-RATING)")
            }
            AppError::PrivateGame => write!(
                f,
                "this table is private: join it by invitation or with its code (SVC-INVITE)"
            ),
            AppError::NoRematch => {
                write!(f, "a rematch is offered by a player of a finished game (SVC-REMATCH)")
            }
            AppError::Blocked => {
                write!(f, "a block stands between you and this person (SVC-BLOCK)")
            }
            AppError::CannotBlockSelf => write!(f, "you cannot block yourself (SVC-BLOCK)"),
            AppError::CannotFollowSelf => write!(f, "you cannot follow yourself (SVC-FRIENDS)"),
            AppError::CannotChallengeSelf => {
                write!(f, "you cannot challenge yourself (SVC-FRIENDS)")
            }
            AppError::Cooldown(until) => write!(
                f,
                "you abandoned tables: no quick match or rated table until {} (SVC-FAIRPLAY)",
                crate::time::rfc3339(*until)
            ),
            AppError::InvalidRecipients => write!(
                f,
                "a whisper is for 1 or more other people seated in the game, each named once (SVC-WHISPER)"
            ),
            AppError::WhisperNotFound => write!(f, "no such whisper (SVC-WHISPER)"),
            AppError::RecordInvalid(bad) => {
                write!(f, "the record does not verify: {bad} (SVC-RECORD)")
            }
            AppError::Store(cause) => write!(f, "storage failed: {cause}"),
            AppError::Unavailable(cause) => write!(f, "the database does not answer: {cause}"),
        }
    }
}

impl std::error::Error for AppError {}

impl From<Refused> for AppError {
    fn from(refused: Refused) -> Self {
        AppError::Rule(refused)
    }
}

impl From<SetupError> for AppError {
    fn from(e: SetupError) -> Self {
        AppError::Setup(e)
    }
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::NotFound => AppError::NotFound,
            StoreError::Conflict { expected, actual } => {
                AppError::VersionConflict { expected, actual }
            }
            StoreError::AlreadyExists => AppError::Store("game id already exists".to_owned()),
            StoreError::NotPlaying(status) => AppError::WrongStatus(status),
            StoreError::KeyTaken => AppError::Store("idempotency key taken".to_owned()),
            StoreError::Unavailable(cause) => AppError::Unavailable(cause),
            StoreError::Other(cause) => AppError::Store(cause),
        }
    }
}
