//! Which bot plays a TEG II seat. The state keeps it per seat and the
//! views show it, so it stands below both; the bots themselves are
//! `random.rs`, `greedy.rs` and, in front of them, `bot.rs`.

/// Which bot plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Teg2Bot {
    /// Uniform among the legal actions.
    Random,
    /// Reads the board: guards its objectives, fights where it is stronger.
    Greedy,
}

/// The TEG II bot a seat of a service level plays with: `random`, or
/// `greedy` for the others (TEG II has no planner).
impl From<crate::shared::BotLevel> for Teg2Bot {
    fn from(level: crate::shared::BotLevel) -> Self {
        match level {
            crate::shared::BotLevel::Random => Teg2Bot::Random,
            crate::shared::BotLevel::Greedy | crate::shared::BotLevel::Planner => Teg2Bot::Greedy,
        }
    }
}

/// The level a TEG II bot is listed as.
impl From<Teg2Bot> for crate::shared::BotLevel {
    fn from(bot: Teg2Bot) -> Self {
        match bot {
            Teg2Bot::Random => crate::shared::BotLevel::Random,
            Teg2Bot::Greedy => crate::shared::BotLevel::Greedy,
        }
    }
}
