//! sea-orm entities: the database's model family, never exposed beyond the
//! adapter (domain types and API DTOs are separate families).

/// `games`: one row per game, metadata and current version.
pub(crate) mod games {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "games")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) id: String,
        pub(crate) ruleset: String,
        pub(crate) status: String,
        pub(crate) max_players: i32,
        #[sea_orm(column_type = "Text")]
        pub(crate) options: String,
        pub(crate) creator_id: String,
        #[sea_orm(column_type = "Text")]
        pub(crate) seats: String,
        pub(crate) version: i64,
        pub(crate) created_at: i64,
        pub(crate) updated_at: i64,
        /// The turn clock as JSON (SVC-CLOCK), if any.
        #[sea_orm(column_type = "Text", nullable)]
        pub(crate) clock: Option<String>,
        /// The acting human's deadline, ms.
        pub(crate) deadline_at: Option<i64>,
        /// When the scheduler must look at the game next, ms.
        pub(crate) due_at: Option<i64>,
        /// The version `due_at` was planned at.
        pub(crate) due_version: Option<i64>,
        /// Until when an instance holds the due work, ms.
        pub(crate) due_lease: Option<i64>,
        /// `public` or `private` (SVC-INVITE).
        pub(crate) visibility: String,
        /// A private table's join code.
        pub(crate) join_code: Option<String>,
        /// The finished game this lobby is the rematch of.
        pub(crate) rematch_of: Option<String>,
        /// Rated (SVC-RATING).
        pub(crate) rated: bool,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `game_events`: the log; primary key (game_id, seq).
pub(crate) mod game_events {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "game_events")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) game_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) seq: i64,
        pub(crate) kind: String,
        #[sea_orm(column_type = "Text")]
        pub(crate) payload: String,
        pub(crate) created_at: i64,
        /// The encoding that wrote `payload` (`EVENT_FORMAT` today).
        pub(crate) format: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `snapshots`: the state at a version, as JSON.
pub(crate) mod snapshots {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "snapshots")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) game_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) version: i64,
        #[sea_orm(column_type = "Text")]
        pub(crate) state: String,
        pub(crate) created_at: i64,
        /// The state layout that wrote `state` (`domain::game::SNAPSHOT_FORMATS`).
        pub(crate) format: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `users`: accounts.
pub(crate) mod users {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "users")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) id: String,
        pub(crate) username: String,
        pub(crate) display_name: String,
        pub(crate) password_hash: Option<String>,
        pub(crate) role: String,
        pub(crate) guest: bool,
        pub(crate) banned: bool,
        pub(crate) muted: bool,
        pub(crate) created_at: i64,
        /// When a time-limited ban ends, ms.
        pub(crate) banned_until: Option<i64>,
        /// When a time-limited mute ends, ms.
        pub(crate) muted_until: Option<i64>,
        /// The language the user reads (`None`: the default).
        pub(crate) locale: Option<String>,
        /// Left out of the leaderboards (SVC-RATING).
        pub(crate) unranked: bool,
        /// A keyed hash of the address it was registered from.
        pub(crate) origin: Option<String>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `idempotency_keys`: one response per (user, key).
pub(crate) mod idempotency_keys {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "idempotency_keys")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) user_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) key: String,
        pub(crate) game_id: String,
        pub(crate) request_hash: String,
        pub(crate) status: i32,
        #[sea_orm(column_type = "Text")]
        pub(crate) body: String,
        pub(crate) created_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `audit_log`: moderation actions, append-only.
pub(crate) mod audit_log {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "audit_log")]
    pub(crate) struct Model {
        #[sea_orm(primary_key)]
        pub(crate) id: i64,
        pub(crate) actor_id: String,
        pub(crate) action: String,
        pub(crate) target_kind: String,
        pub(crate) target_id: String,
        #[sea_orm(column_type = "Text")]
        pub(crate) reason: String,
        pub(crate) created_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `chat_messages`: per-game chat; deletion is a flag.
pub(crate) mod chat_messages {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "chat_messages")]
    pub(crate) struct Model {
        #[sea_orm(primary_key)]
        pub(crate) id: i64,
        pub(crate) game_id: String,
        pub(crate) user_id: String,
        #[sea_orm(column_type = "Text")]
        pub(crate) body: String,
        pub(crate) deleted: bool,
        pub(crate) created_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `webhooks`: one "your turn" URL and signing secret per user (SVC-NOTIFY).
pub(crate) mod webhooks {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "webhooks")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) user_id: String,
        #[sea_orm(column_type = "Text")]
        pub(crate) url: String,
        #[sea_orm(column_type = "Text")]
        pub(crate) secret: String,
        pub(crate) created_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `webhook_deliveries`: each "your turn" notification and its fate.
pub(crate) mod webhook_deliveries {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "webhook_deliveries")]
    pub(crate) struct Model {
        #[sea_orm(primary_key)]
        pub(crate) id: i64,
        pub(crate) user_id: String,
        pub(crate) game_id: String,
        pub(crate) version: i64,
        #[sea_orm(column_type = "Text")]
        pub(crate) url: String,
        #[sea_orm(column_type = "Text")]
        pub(crate) body: String,
        /// `pending`, `delivered` or `failed`.
        pub(crate) status: String,
        pub(crate) attempts: i32,
        pub(crate) next_at: i64,
        pub(crate) lease_until: Option<i64>,
        pub(crate) last_status: Option<i32>,
        #[sea_orm(column_type = "Text", nullable)]
        pub(crate) last_error: Option<String>,
        pub(crate) created_at: i64,
        pub(crate) done_at: Option<i64>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `dashboard_sessions`: operators' dashboard sessions, by the hash of the
/// cookie's secret.
pub(crate) mod dashboard_sessions {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "dashboard_sessions")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) id_hash: String,
        pub(crate) user_id: String,
        pub(crate) created_at: i64,
        pub(crate) expires_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `auth_sessions`: sign-ins and personal access tokens.
pub(crate) mod auth_sessions {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "auth_sessions")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) id: String,
        pub(crate) user_id: String,
        pub(crate) personal: bool,
        pub(crate) name: String,
        pub(crate) scopes: String,
        pub(crate) created_at: i64,
        pub(crate) last_used_at: i64,
        pub(crate) expires_at: Option<i64>,
        pub(crate) user_agent: String,
        pub(crate) revoked: bool,
        pub(crate) revoked_at: Option<i64>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `session_secrets`: the hashes of sessions' refresh secrets, current or
/// retired.
pub(crate) mod session_secrets {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "session_secrets")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) hash: String,
        pub(crate) session_id: String,
        pub(crate) current: bool,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `notices`: users' feeds, numbered in the order written.
pub(crate) mod notices {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "notices")]
    pub(crate) struct Model {
        #[sea_orm(primary_key)]
        pub(crate) id: i64,
        pub(crate) user_id: String,
        pub(crate) kind: String,
        pub(crate) game_id: Option<String>,
        #[sea_orm(column_type = "Text")]
        pub(crate) payload: String,
        pub(crate) at: i64,
        /// Its number on its user's feed, in the order notices become
        /// visible (`feed_heads`).
        pub(crate) seq: Option<i64>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `feed_heads`: each user's last notice number.
pub(crate) mod feed_heads {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "feed_heads")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) user_id: String,
        pub(crate) last: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `invitations`: invitations to a table (SVC-INVITE).
pub(crate) mod invitations {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "invitations")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) id: String,
        pub(crate) game_id: String,
        pub(crate) from_user: String,
        pub(crate) to_user: String,
        pub(crate) seat: Option<i32>,
        pub(crate) status: String,
        pub(crate) created_at: i64,
        pub(crate) answered_at: Option<i64>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `game_players`: which account sits in which game.
pub(crate) mod game_players {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "game_players")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) game_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) user_id: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `request_keys`: idempotency keys of the requests that change state,
/// with their answers.
pub(crate) mod request_keys {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "request_keys")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) scope: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) key: String,
        pub(crate) fingerprint: String,
        pub(crate) status: i32,
        pub(crate) content_type: Option<String>,
        pub(crate) location: Option<String>,
        #[sea_orm(column_type = "Text")]
        pub(crate) body: String,
        pub(crate) created_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `reports`: players' reports and how operators closed them (SVC-REPORT).
pub(crate) mod reports {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "reports")]
    pub(crate) struct Model {
        #[sea_orm(primary_key)]
        pub(crate) id: i64,
        pub(crate) game_id: String,
        pub(crate) reporter_id: String,
        pub(crate) color: Option<String>,
        pub(crate) seat: Option<i32>,
        pub(crate) reported_id: Option<String>,
        pub(crate) reason: String,
        #[sea_orm(column_type = "Text")]
        pub(crate) body: String,
        pub(crate) version: i64,
        pub(crate) status: String,
        pub(crate) created_at: i64,
        pub(crate) handled_by: Option<String>,
        pub(crate) handled_at: Option<i64>,
        #[sea_orm(column_type = "Text")]
        pub(crate) resolution: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `user_notes`: operators' notes on accounts.
pub(crate) mod user_notes {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "user_notes")]
    pub(crate) struct Model {
        #[sea_orm(primary_key)]
        pub(crate) id: i64,
        pub(crate) user_id: String,
        pub(crate) author_id: String,
        #[sea_orm(column_type = "Text")]
        pub(crate) body: String,
        pub(crate) created_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `ratings`: one person's rating in one game (SVC-RATING).
pub(crate) mod ratings {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "ratings")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) user_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) ruleset: String,
        pub(crate) mu: f64,
        pub(crate) sigma: f64,
        /// `mu - 3 sigma`, what leaderboards sort by.
        pub(crate) shown: f64,
        pub(crate) games: i32,
        pub(crate) updated_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `rating_results`: rated games' results, numbered in the order recorded.
pub(crate) mod rating_results {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "rating_results")]
    pub(crate) struct Model {
        #[sea_orm(primary_key)]
        pub(crate) seq: i64,
        #[sea_orm(unique)]
        pub(crate) game_id: String,
        pub(crate) ruleset: String,
        /// Each person's change, as JSON.
        #[sea_orm(column_type = "Text")]
        pub(crate) changes: String,
        pub(crate) at: i64,
        /// Why it moved no rating (`rating::Uncounted`), null when it counted.
        pub(crate) uncounted: Option<String>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `rated_people`: each person whose rating a result moved, with its time
/// (the daily pair cap's window).
pub(crate) mod rated_people {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "rated_people")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) game_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) user_id: String,
        pub(crate) at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `match_tickets`: quick-match tickets (SVC-MATCH).
pub(crate) mod match_tickets {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "match_tickets")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) id: String,
        pub(crate) user_id: String,
        pub(crate) ruleset: String,
        pub(crate) min_players: i32,
        pub(crate) max_players: i32,
        /// The turn clock as JSON, if any.
        #[sea_orm(column_type = "Text", nullable)]
        pub(crate) clock: Option<String>,
        /// The options as JSON.
        #[sea_orm(column_type = "Text")]
        pub(crate) options: String,
        pub(crate) rated: bool,
        pub(crate) bots_after_ms: Option<i64>,
        /// `waiting`, `matched`, `cancelled` or `expired`.
        pub(crate) status: String,
        pub(crate) game_id: Option<String>,
        pub(crate) created_at: i64,
        pub(crate) updated_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `tournaments`: each a JSON document, guarded by its version.
pub(crate) mod tournaments {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "tournaments")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) id: String,
        pub(crate) status: String,
        pub(crate) starts_at: i64,
        pub(crate) version: i64,
        #[sea_orm(column_type = "Text")]
        pub(crate) doc: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// `tournament_tables`: each round's tables and their games.
pub(crate) mod tournament_tables {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "tournament_tables")]
    pub(crate) struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) tournament_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) round: i32,
        #[sea_orm(primary_key, auto_increment = false)]
        pub(crate) table_no: i32,
        pub(crate) game_id: String,
        /// The players' ids, as JSON.
        #[sea_orm(column_type = "Text")]
        pub(crate) players: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub(crate) enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
