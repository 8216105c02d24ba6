//! sea-orm entities: the database's model family, never exposed beyond the
//! adapter (domain types and API DTOs are separate families).

/// One table's entity: a module named as the table, with its `Model`
/// (the fields given, each `pub(crate)`; `PartialEq` only, as a rating is
/// a float), no relations and the default active-model behaviour: every
/// table of this schema has that shape.
macro_rules! entity {
    ($(#[$doc:meta])* $module:ident = $table:literal { $($(#[$meta:meta])* $field:ident: $ty:ty,)* }) => {
        $(#[$doc])*
        pub(crate) mod $module {
            use sea_orm::entity::prelude::*;

            #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
            #[sea_orm(table_name = $table)]
            pub(crate) struct Model {
                $($(#[$meta])* pub(crate) $field: $ty,)*
            }

            #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
            pub(crate) enum Relation {}

            impl ActiveModelBehavior for ActiveModel {}
        }
    };
}

entity!(
    /// `games`: one row per game, metadata and current version.
    games = "games" {
        #[sea_orm(primary_key, auto_increment = false)]
        id: String,
        ruleset: String,
        status: String,
        max_players: i32,
        #[sea_orm(column_type = "Text")]
        options: String,
        creator_id: String,
        #[sea_orm(column_type = "Text")]
        seats: String,
        version: i64,
        created_at: i64,
        updated_at: i64,
        /// The turn clock as JSON (SVC-CLOCK), if any.
        #[sea_orm(column_type = "Text", nullable)]
        clock: Option<String>,
        /// The acting human's deadline, ms.
        deadline_at: Option<i64>,
        /// When the scheduler must look at the game next, ms.
        due_at: Option<i64>,
        /// The version `due_at` was planned at.
        due_version: Option<i64>,
        /// Until when an instance holds the due work, ms.
        due_lease: Option<i64>,
        /// `public` or `private` (SVC-INVITE).
        visibility: String,
        /// A private table's join code.
        join_code: Option<String>,
        /// The finished game this lobby is the rematch of.
        rematch_of: Option<String>,
        /// Rated (SVC-RATING).
        rated: bool,
    }
);

entity!(
    /// `game_events`: the log; primary key (game_id, seq).
    game_events = "game_events" {
        #[sea_orm(primary_key, auto_increment = false)]
        game_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        seq: i64,
        kind: String,
        #[sea_orm(column_type = "Text")]
        payload: String,
        created_at: i64,
        /// The encoding that wrote `payload` (`EVENT_FORMAT` today).
        format: i32,
    }
);

entity!(
    /// `snapshots`: the state at a version, as JSON.
    snapshots = "snapshots" {
        #[sea_orm(primary_key, auto_increment = false)]
        game_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        version: i64,
        #[sea_orm(column_type = "Text")]
        state: String,
        created_at: i64,
        /// The state layout that wrote `state` (`domain::game::SNAPSHOT_FORMATS`).
        format: i32,
    }
);

entity!(
    /// `users`: accounts.
    users = "users" {
        #[sea_orm(primary_key, auto_increment = false)]
        id: String,
        username: String,
        display_name: String,
        password_hash: Option<String>,
        role: String,
        guest: bool,
        banned: bool,
        muted: bool,
        created_at: i64,
        /// When a time-limited ban ends, ms.
        banned_until: Option<i64>,
        /// When a time-limited mute ends, ms.
        muted_until: Option<i64>,
        /// The language the user reads (`None`: the default).
        locale: Option<String>,
        /// Left out of the leaderboards (SVC-RATING).
        unranked: bool,
        /// A keyed hash of the address it was registered from.
        origin: Option<String>,
        /// When its owner deleted it, ms (SVC-DELETE).
        deleted_at: Option<i64>,
    }
);

entity!(
    /// `idempotency_keys`: one response per (user, key).
    idempotency_keys = "idempotency_keys" {
        #[sea_orm(primary_key, auto_increment = false)]
        user_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        key: String,
        game_id: String,
        request_hash: String,
        status: i32,
        #[sea_orm(column_type = "Text")]
        body: String,
        created_at: i64,
    }
);

entity!(
    /// `audit_log`: moderation actions, append-only.
    audit_log = "audit_log" {
        #[sea_orm(primary_key)]
        id: i64,
        actor_id: String,
        action: String,
        target_kind: String,
        target_id: String,
        #[sea_orm(column_type = "Text")]
        reason: String,
        created_at: i64,
    }
);

entity!(
    /// `chat_messages`: per-game chat; deletion is a flag.
    chat_messages = "chat_messages" {
        #[sea_orm(primary_key)]
        id: i64,
        game_id: String,
        user_id: String,
        #[sea_orm(column_type = "Text")]
        body: String,
        deleted: bool,
        created_at: i64,
    }
);

entity!(
    /// `webhooks`: one "your turn" URL and signing secret per user (SVC-NOTIFY).
    webhooks = "webhooks" {
        #[sea_orm(primary_key, auto_increment = false)]
        user_id: String,
        #[sea_orm(column_type = "Text")]
        url: String,
        #[sea_orm(column_type = "Text")]
        secret: String,
        created_at: i64,
    }
);

entity!(
    /// `webhook_deliveries`: each "your turn" notification and its fate.
    webhook_deliveries = "webhook_deliveries" {
        #[sea_orm(primary_key)]
        id: i64,
        user_id: String,
        game_id: String,
        version: i64,
        #[sea_orm(column_type = "Text")]
        url: String,
        #[sea_orm(column_type = "Text")]
        body: String,
        /// `pending`, `delivered` or `failed`.
        status: String,
        attempts: i32,
        next_at: i64,
        lease_until: Option<i64>,
        last_status: Option<i32>,
        #[sea_orm(column_type = "Text", nullable)]
        last_error: Option<String>,
        created_at: i64,
        done_at: Option<i64>,
    }
);

entity!(
    /// `dashboard_sessions`: operators' dashboard sessions, by the hash of the
    /// cookie's secret.
    dashboard_sessions = "dashboard_sessions" {
        #[sea_orm(primary_key, auto_increment = false)]
        id_hash: String,
        user_id: String,
        created_at: i64,
        expires_at: i64,
    }
);

entity!(
    /// `auth_sessions`: sign-ins and personal access tokens.
    auth_sessions = "auth_sessions" {
        #[sea_orm(primary_key, auto_increment = false)]
        id: String,
        user_id: String,
        personal: bool,
        name: String,
        scopes: String,
        created_at: i64,
        last_used_at: i64,
        expires_at: Option<i64>,
        user_agent: String,
        revoked: bool,
        revoked_at: Option<i64>,
        /// The OAuth app the session was granted to (SVC-OAUTH).
        client_id: Option<String>,
    }
);

entity!(
    /// `session_secrets`: the hashes of sessions' refresh secrets, current or
    /// retired.
    session_secrets = "session_secrets" {
        #[sea_orm(primary_key, auto_increment = false)]
        hash: String,
        session_id: String,
        current: bool,
    }
);

entity!(
    /// `notices`: users' feeds, numbered in the order written.
    notices = "notices" {
        #[sea_orm(primary_key)]
        id: i64,
        user_id: String,
        kind: String,
        game_id: Option<String>,
        #[sea_orm(column_type = "Text")]
        payload: String,
        at: i64,
        /// Its number on its user's feed, in the order notices become
        /// visible (`feed_heads`).
        seq: Option<i64>,
    }
);

entity!(
    /// `feed_heads`: each user's last notice number.
    feed_heads = "feed_heads" {
        #[sea_orm(primary_key, auto_increment = false)]
        user_id: String,
        last: i64,
    }
);

entity!(
    /// `invitations`: invitations to a table (SVC-INVITE).
    invitations = "invitations" {
        #[sea_orm(primary_key, auto_increment = false)]
        id: String,
        game_id: String,
        from_user: String,
        to_user: String,
        seat: Option<i32>,
        status: String,
        created_at: i64,
        answered_at: Option<i64>,
    }
);

entity!(
    /// `game_players`: which account sits in which game.
    game_players = "game_players" {
        #[sea_orm(primary_key, auto_increment = false)]
        game_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        user_id: String,
    }
);

entity!(
    /// `request_keys`: idempotency keys of the requests that change state,
    /// with their answers.
    request_keys = "request_keys" {
        #[sea_orm(primary_key, auto_increment = false)]
        scope: String,
        #[sea_orm(primary_key, auto_increment = false)]
        key: String,
        fingerprint: String,
        status: i32,
        content_type: Option<String>,
        location: Option<String>,
        #[sea_orm(column_type = "Text")]
        body: String,
        created_at: i64,
    }
);

entity!(
    /// `reports`: players' reports and how operators closed them (SVC-REPORT).
    reports = "reports" {
        #[sea_orm(primary_key)]
        id: i64,
        game_id: String,
        reporter_id: String,
        color: Option<String>,
        seat: Option<i32>,
        reported_id: Option<String>,
        reason: String,
        #[sea_orm(column_type = "Text")]
        body: String,
        version: i64,
        status: String,
        created_at: i64,
        handled_by: Option<String>,
        handled_at: Option<i64>,
        #[sea_orm(column_type = "Text")]
        resolution: String,
        /// The whispers it cites, comma-separated (SVC-WHISPER).
        #[sea_orm(column_type = "Text")]
        whisper_ids: String,
    }
);

entity!(
    /// `user_notes`: operators' notes on accounts.
    user_notes = "user_notes" {
        #[sea_orm(primary_key)]
        id: i64,
        user_id: String,
        author_id: String,
        #[sea_orm(column_type = "Text")]
        body: String,
        created_at: i64,
    }
);

entity!(
    /// `ratings`: one person's rating in one game (SVC-RATING).
    ratings = "ratings" {
        #[sea_orm(primary_key, auto_increment = false)]
        user_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        ruleset: String,
        mu: f64,
        sigma: f64,
        /// `mu - 3 sigma`, what leaderboards sort by.
        shown: f64,
        games: i32,
        updated_at: i64,
    }
);

entity!(
    /// `rating_results`: rated games' results, numbered in the order recorded.
    rating_results = "rating_results" {
        #[sea_orm(primary_key)]
        seq: i64,
        #[sea_orm(unique)]
        game_id: String,
        ruleset: String,
        /// Each person's change, as JSON.
        #[sea_orm(column_type = "Text")]
        changes: String,
        at: i64,
        /// Why it moved no rating (`rating::Uncounted`), null when it counted.
        uncounted: Option<String>,
    }
);

entity!(
    /// `rated_people`: each person whose rating a result moved, with its time
    /// (the daily pair cap's window).
    rated_people = "rated_people" {
        #[sea_orm(primary_key, auto_increment = false)]
        game_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        user_id: String,
        at: i64,
    }
);

entity!(
    /// `match_tickets`: quick-match tickets (SVC-MATCH).
    match_tickets = "match_tickets" {
        #[sea_orm(primary_key, auto_increment = false)]
        id: String,
        user_id: String,
        ruleset: String,
        min_players: i32,
        max_players: i32,
        /// The turn clock as JSON, if any.
        #[sea_orm(column_type = "Text", nullable)]
        clock: Option<String>,
        /// The options as JSON.
        #[sea_orm(column_type = "Text")]
        options: String,
        rated: bool,
        bots_after_ms: Option<i64>,
        /// `waiting`, `matched`, `cancelled` or `expired`.
        status: String,
        game_id: Option<String>,
        created_at: i64,
        updated_at: i64,
    }
);

entity!(
    /// `tournaments`: each a JSON document, guarded by its version.
    tournaments = "tournaments" {
        #[sea_orm(primary_key, auto_increment = false)]
        id: String,
        status: String,
        starts_at: i64,
        version: i64,
        #[sea_orm(column_type = "Text")]
        doc: String,
    }
);

entity!(
    /// `tournament_tables`: each round's tables and their games.
    tournament_tables = "tournament_tables" {
        #[sea_orm(primary_key, auto_increment = false)]
        tournament_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        round: i32,
        #[sea_orm(primary_key, auto_increment = false)]
        table_no: i32,
        game_id: String,
        /// The players' ids, as JSON.
        #[sea_orm(column_type = "Text")]
        players: String,
    }
);

entity!(
    /// `push_subscriptions`: a device's Web Push subscription (SVC-PUSH),
    /// owned by the session that made it; `done_seq` is the last number of
    /// its user's feed it has dealt with.
    push_subscriptions = "push_subscriptions" {
        #[sea_orm(primary_key, auto_increment = false)]
        id: String,
        user_id: String,
        session_id: String,
        #[sea_orm(column_type = "Text")]
        endpoint: String,
        p256dh: String,
        auth: String,
        /// The notice types it wants, a JSON array.
        #[sea_orm(column_type = "Text")]
        notices: String,
        created_at: i64,
        done_seq: i64,
        attempts: i32,
        next_at: i64,
        lease_until: Option<i64>,
        last_status: Option<i32>,
        #[sea_orm(column_type = "Text", nullable)]
        last_error: Option<String>,
        sent: i64,
    }
);

entity!(
    /// `push_settings`: a user's quiet hours (SVC-PUSH).
    push_settings = "push_settings" {
        #[sea_orm(primary_key, auto_increment = false)]
        user_id: String,
        quiet_from: Option<i32>,
        quiet_to: Option<i32>,
        utc_offset: i32,
    }
);

entity!(
    /// `oauth_apps`: third-party apps (SVC-OAUTH).
    oauth_apps = "oauth_apps" {
        #[sea_orm(primary_key, auto_increment = false)]
        client_id: String,
        owner_id: String,
        name: String,
        /// A JSON array.
        #[sea_orm(column_type = "Text")]
        redirect_uris: String,
        confidential: bool,
        secret_hash: Option<String>,
        created_at: i64,
        disabled_at: Option<i64>,
        #[sea_orm(column_type = "Text", nullable)]
        disabled_reason: Option<String>,
    }
);

entity!(
    /// `oauth_codes`: authorization codes, by the hash of their text.
    oauth_codes = "oauth_codes" {
        #[sea_orm(primary_key, auto_increment = false)]
        code_hash: String,
        client_id: String,
        user_id: String,
        #[sea_orm(column_type = "Text")]
        redirect_uri: String,
        scopes: String,
        challenge: String,
        expires_at: i64,
        used_at: Option<i64>,
        session_id: Option<String>,
    }
);

entity!(
    /// `ties`: who blocks or follows whom (SVC-BLOCK, SVC-FRIENDS).
    ties = "ties" {
        #[sea_orm(primary_key, auto_increment = false)]
        kind: String,
        #[sea_orm(primary_key, auto_increment = false)]
        from_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        to_id: String,
        created_at: i64,
    }
);

entity!(
    /// `abandonments`: seats people let go to the clock (SVC-FAIRPLAY).
    abandonments = "abandonments" {
        #[sea_orm(primary_key, auto_increment = false)]
        user_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        game_id: String,
        at: i64,
    }
);

entity!(
    /// `cooldowns`: operators' last word on a person's cooldown.
    cooldowns = "cooldowns" {
        #[sea_orm(primary_key, auto_increment = false)]
        user_id: String,
        until: Option<i64>,
        set_at: i64,
    }
);

entity!(
    /// `whispers`: private words between seats (SVC-WHISPER); `to_mask`
    /// has bit `s` for seat `s`.
    whispers = "whispers" {
        #[sea_orm(primary_key)]
        id: i64,
        game_id: String,
        from_seat: i32,
        author_id: String,
        to_mask: i64,
        #[sea_orm(column_type = "Text")]
        body: String,
        /// The pact proposal it is the message of.
        pact_id: Option<i32>,
        deleted: bool,
        created_at: i64,
    }
);
