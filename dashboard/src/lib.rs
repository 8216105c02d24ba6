//! The operator dashboard, server-rendered under `/admin` and mounted by the
//! API binary: login with a signed, expiring session cookie and CSRF tokens
//! on every form; an overview; the games list with filters; each game with
//! an SVG board, players and their secrets, chat and the event log in plain
//! language; a replay stepper to any version with position export; and
//! moderation (pause, resume, abort, kick, ban, mute, delete a message)
//! with an audit log page. Spanish, English and Italian, every text from one
//! message catalogue (`i18n`); no JavaScript needed.
//!
//! The service reaches it through [`Backend`], implemented by the API over
//! its use cases; templates are compiled and checked at build time (askama).

pub mod backend;
pub mod board_layout;
pub mod board_svg;
pub mod i18n;
pub mod narrate;
mod pages;
pub mod replay;
pub mod session;
pub mod teg2_svg;

use actix_web::web;

pub use backend::{Backend, DashError, GameFilter, Overview};

/// Registers the `/admin` routes; the app must hold a `web::Data<B>`.
pub fn routes<B: Backend>(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/admin")
            // gzip when the browser asks for it: the markup of a board and a
            // log compresses about tenfold.
            .wrap(actix_web::middleware::Compress::default())
            .route("", web::get().to(pages::overview::<B>))
            .route("/", web::get().to(pages::overview::<B>))
            .route("/login", web::get().to(pages::login_form))
            .route("/login", web::post().to(pages::login::<B>))
            .route("/logout", web::post().to(pages::logout::<B>))
            .route("/sessions/end", web::post().to(pages::end_sessions::<B>))
            .route("/lang/{lang}", web::get().to(pages::set_lang))
            .route("/static/dashboard.js", web::get().to(pages::script))
            .route("/live", web::get().to(pages::overview_live::<B>))
            .route("/games/{id}/live", web::get().to(pages::game_live::<B>))
            .route("/games", web::get().to(pages::games::<B>))
            .route("/games/{id}", web::get().to(pages::game::<B>))
            .route("/games/{id}/replay", web::get().to(pages::replay::<B>))
            .route("/games/{id}/position", web::get().to(pages::position::<B>))
            .route("/games/{id}/moderate", web::post().to(pages::moderate_game::<B>))
            .route("/games/{id}/kick", web::post().to(pages::kick::<B>))
            .route("/games/{id}/seat-bot", web::post().to(pages::seat_bot::<B>))
            .route("/messages/{id}/delete", web::post().to(pages::delete_message::<B>))
            .route("/users", web::get().to(pages::users::<B>))
            .route("/users/{id}", web::get().to(pages::user::<B>))
            .route("/users/{id}/moderate", web::post().to(pages::moderate_user::<B>))
            .route("/users/{id}/notes", web::post().to(pages::add_note::<B>))
            .route("/users/{id}/cooldown", web::post().to(pages::set_cooldown::<B>))
            .route("/reports", web::get().to(pages::reports::<B>))
            .route("/reports/{id}", web::get().to(pages::report::<B>))
            .route("/reports/{id}/close", web::post().to(pages::close_report::<B>))
            .route("/leaderboards", web::get().to(pages::leaderboards::<B>))
            .route("/collusion", web::get().to(pages::collusion::<B>))
            .route("/tournaments", web::get().to(pages::tournaments::<B>))
            .route("/tournaments/{id}", web::get().to(pages::tournament::<B>))
            .route("/tournaments/{id}/moderate", web::post().to(pages::moderate_tournament::<B>))
            .route("/apps", web::get().to(pages::apps::<B>))
            .route("/apps/{client_id}/disable", web::post().to(pages::disable_app::<B>))
            .route("/audit", web::get().to(pages::audit::<B>))
            .route("/audit.csv", web::get().to(pages::audit_csv::<B>)),
    );
}
