//! Database migrations (sea-orm-migration), run at startup by the service on
//! SQLite and PostgreSQL alike. Every migration is reversible; an applied
//! migration is never edited: changes come as new migrations.
//!
//! The tables: users, games, game_events (primary key game_id + seq),
//! snapshots, idempotency_keys, audit_log, chat_messages, the schedule,
//! webhooks and their deliveries, dashboard_sessions, time-limited sanctions,
//! reports and user_notes (with chat indexed by author, and
//! sign-in sessions with their rotating secrets, users' notices,
//! invitations, who sits in which game (`game_players`), the keys of
//! retried requests (`request_keys`), ratings and rated games' results
//! (`ratings`, `rating_results` with why a game did not count, `rated_people`
//! for the daily pair cap, `games.rated`, `users.unranked`, `users.origin`),
//! quick-match
//! tickets (`match_tickets`), tournaments and their tables
//! (`tournaments`, `tournament_tables`), and
//! `games.updated_at` kept by each commit for the stalled list), the
//! game lists' newest-first order indexed, and each user's feed numbered
//! in the order it becomes visible (`notices.seq`, `feed_heads`), and
//! when an owner deleted their account (`users.deleted_at`), devices' push
//! subscriptions, third-party apps, who blocked whom (`blocks`), and
//! seats abandoned to the clock and operators' cooldowns (`abandonments`,
//! `cooldowns`), whispers between seats (`whispers`), and which instance
//! runs each background job (`job_leases`). Times
//! are epoch milliseconds written by the service.

pub use sea_orm_migration::prelude::*;

mod m20261122_000001_initial;
mod m20261123_000001_formats;
mod m20261123_000002_receipts;
mod m20261124_000001_schedule;
mod m20261124_000002_webhooks;
mod m20261124_000003_dashboard_sessions;
mod m20261124_000004_sanctions;
mod m20261125_000001_reports;
mod m20261126_000001_report_seat;
mod m20261127_000001_sessions;
mod m20261127_000002_players;
mod m20261127_000003_request_keys;
mod m20261127_000004_ratings;
mod m20261127_000005_match_tickets;
mod m20261127_000006_tournaments;
mod m20261129_000001_list_order;
mod m20261202_000001_taken_back;
mod m20261202_000002_fair_ratings;
mod m20261202_000003_feed_order;
mod m20261204_000001_own_data;
mod m20261204_000002_push;
mod m20261204_000003_oauth;
mod m20261204_000004_blocks;
mod m20261204_000005_fair_play;
mod m20261204_000006_whispers;
mod m20261204_000007_ties;
mod m20261205_000001_job_leases;

/// All migrations, in order.
#[derive(Debug)]
pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261122_000001_initial::Migration),
            Box::new(m20261123_000001_formats::Migration),
            Box::new(m20261123_000002_receipts::Migration),
            Box::new(m20261124_000001_schedule::Migration),
            Box::new(m20261124_000002_webhooks::Migration),
            Box::new(m20261124_000003_dashboard_sessions::Migration),
            Box::new(m20261124_000004_sanctions::Migration),
            Box::new(m20261125_000001_reports::Migration),
            Box::new(m20261126_000001_report_seat::Migration),
            Box::new(m20261127_000001_sessions::Migration),
            Box::new(m20261127_000002_players::Migration),
            Box::new(m20261127_000003_request_keys::Migration),
            Box::new(m20261127_000004_ratings::Migration),
            Box::new(m20261127_000005_match_tickets::Migration),
            Box::new(m20261127_000006_tournaments::Migration),
            Box::new(m20261129_000001_list_order::Migration),
            Box::new(m20261202_000001_taken_back::Migration),
            Box::new(m20261202_000002_fair_ratings::Migration),
            Box::new(m20261202_000003_feed_order::Migration),
            Box::new(m20261204_000001_own_data::Migration),
            Box::new(m20261204_000002_push::Migration),
            Box::new(m20261204_000003_oauth::Migration),
            Box::new(m20261204_000004_blocks::Migration),
            Box::new(m20261204_000005_fair_play::Migration),
            Box::new(m20261204_000006_whispers::Migration),
            Box::new(m20261204_000007_ties::Migration),
            Box::new(m20261205_000001_job_leases::Migration),
        ]
    }
}
