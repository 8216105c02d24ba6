//! One account's page: who they are and their sanctions (with the ban and
//! mute forms), their games, their latest chat in every game, the audit
//! entries about them (sanctions history), the reports they filed and those
//! about them, and operators' notes with a form to add one.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use domain::app::{audit_page, report_page};
use domain::ports::{AuditFilter, ReportFilter, UserId};
use domain::ports::{ChatStore as _, ReportStore as _};
use serde::Deserialize;

use super::audit::{AuditRow, audit_rows};
use super::desk::{Desk, Posted};
use super::games::{GameRow, game_rows};
use super::reports::{ReportRow, rows as report_rows};
use super::{
    DoneQuery, Names, Nav, done_notice, encode, error_page, games_page, html, now_ms, users_by_id,
    when,
};
use crate::backend::{Backend, DashError, GameFilter};
use crate::i18n::Lang;

/// How many of each list the page shows (the newest).
const SHOWN: u64 = 50;

/// A chat message of the account's, with its game.
pub(crate) struct ChatLine {
    when: String,
    game: String,
    short: String,
    body: String,
    deleted: bool,
}

/// An operator's note.
pub(crate) struct NoteRow {
    when: String,
    author: String,
    body: String,
}

#[derive(Template)]
#[template(path = "user.html")]
struct UserPage {
    lang: Lang,
    nav: Option<Nav>,
    csrf: String,
    id: String,
    username: String,
    display_name: String,
    role: &'static str,
    guest: bool,
    created: String,
    /// Banned now, and until when (empty: until lifted).
    banned: Option<String>,
    muted: Option<String>,
    /// The sanction forms: (action, label).
    actions: Vec<(&'static str, &'static str)>,
    games: Vec<GameRow>,
    games_total: u64,
    chat: Vec<ChatLine>,
    /// The audit entries about the account (the included audit table's).
    rows: Vec<AuditRow>,
    audit_id: &'static str,
    filed: Vec<ReportRow>,
    against: Vec<ReportRow>,
    notes: Vec<NoteRow>,
    /// Fair play (SVC-FAIRPLAY): the cooldown's end, if one runs; the
    /// share of games finished, as a percentage; seats lost to the clock
    /// this week.
    cooldown: Option<String>,
    reliability: Option<String>,
    abandoned_week: u32,
    done: Option<(&'static str, String)>,
}

pub(crate) async fn user<B: Backend>(
    desk: Desk<B>,
    path: web::Path<String>,
    done: web::Query<DoneQuery>,
) -> HttpResponse {
    let Desk { backend, me, nav, lang } = desk;
    let id = UserId(path.into_inner());
    match page(backend.get_ref(), &me, &id, lang, nav, &done.done).await {
        Ok(res) => res,
        Err((nav, e)) => error_page(lang, Some(nav), &e),
    }
}

async fn page<B: Backend>(
    backend: &B,
    me: &domain::ports::User,
    id: &UserId,
    lang: Lang,
    nav: Nav,
    done: &str,
) -> Result<HttpResponse, (Nav, DashError)> {
    macro_rules! get {
        ($e:expr) => {
            match $e.await {
                Ok(x) => x,
                Err(e) => return Err((nav, e)),
            }
        };
    }
    let Some(u) = get!(users_by_id(backend, std::slice::from_ref(id))).into_iter().next() else {
        return Err((nav, DashError::new("USER_NOT_FOUND", "no such user", 404)));
    };
    let filter = GameFilter { player: Some(id.clone()), ..GameFilter::default() };
    let (games, games_total) = get!(games_page(backend, &me.id, &filter, (0, SHOWN)));
    let games = game_rows(backend, &games).await;
    let chat = get!(backend.ask(async { Ok(backend.moderation().by_user(id, SHOWN).await?) }))
        .into_iter()
        .map(|m| ChatLine {
            when: when(m.at_ms),
            short: m.game_id.0.chars().take(8).collect(),
            game: m.game_id.0,
            body: m.body,
            deleted: m.deleted,
        })
        .collect();
    let about = AuditFilter { target: Some(id.0.clone()), ..AuditFilter::default() };
    let (entries, _) = get!(backend.ask(audit_page(backend.moderation(), &about, 0, SHOWN)));
    let by = ReportFilter { reporter: Some(id.clone()), ..ReportFilter::default() };
    let (filed, _) = get!(backend.ask(report_page(backend.moderation(), &by, 0, SHOWN)));
    let on = ReportFilter { reported: Some(id.clone()), ..ReportFilter::default() };
    let (against, _) = get!(backend.ask(report_page(backend.moderation(), &on, 0, SHOWN)));
    let notes = get!(backend.ask(async { Ok(backend.moderation().notes(id, 100).await?) }));
    let authors = Names::of(backend, notes.iter().map(|n| n.author.clone())).await;
    let notes = notes
        .into_iter()
        .map(|n| NoteRow { when: when(n.at_ms), author: authors.name(&n.author), body: n.body })
        .collect();
    let now = now_ms();
    let sanction = |on: bool, until: Option<i64>| {
        on.then(|| until.map_or_else(|| lang.t("until_lifted").to_owned(), when))
    };
    let (banned, muted) = (u.is_banned(now), u.is_muted(now));
    let fair = get!(backend.ask(backend.games().fair_play(id)));
    let actions = super::users::sanctions(&u, now, lang);
    let body = UserPage {
        lang,
        csrf: nav.csrf.clone(),
        id: id.0.clone(),
        username: u.username.clone(),
        display_name: u.display_name.clone(),
        role: u.role.as_str(),
        guest: u.guest,
        created: when(u.created_at_ms),
        banned: if banned { sanction(true, u.banned_until) } else { None },
        muted: if muted { sanction(true, u.muted_until) } else { None },
        actions,
        games,
        games_total,
        chat,
        rows: audit_rows(backend, entries).await,
        audit_id: "user-audit",
        filed: report_rows(backend, filed, lang).await,
        against: report_rows(backend, against, lang).await,
        notes,
        cooldown: fair.cooldown_until_ms.map(when),
        reliability: fair.reliability.map(|r| format!("{:.0} %", r * 100.0)),
        abandoned_week: fair.abandoned_this_week,
        done: done_notice(backend, me, done, lang).await,
        nav: Some(nav),
    };
    Ok(html(StatusCode::OK, body.render()))
}

#[derive(Deserialize)]
pub(crate) struct NoteForm {
    #[serde(default)]
    body: String,
}

pub(crate) async fn add_note<B: Backend>(post: Posted<B, NoteForm, String>) -> HttpResponse {
    post.then(|backend, user, form, path| async move {
        let target = UserId(path);
        let games = backend.games();
        backend
            .ask(games.add_note(
                backend.users(),
                backend.moderation(),
                &user.id,
                &target,
                &form.body,
            ))
            .await?;
        Ok(format!("/admin/users/{}?done=add_note#notes", encode(&target.0)))
    })
    .await
}

#[derive(Deserialize)]
pub(crate) struct CooldownForm {
    #[serde(default)]
    reason: String,
    /// How long the cooldown lasts from now, in seconds (empty: lifted).
    #[serde(default, rename = "for")]
    for_secs: String,
}

/// An operator lifts an account's fair-play cooldown or sets one for a
/// while, with a reason, audited (SVC-FAIRPLAY).
pub(crate) async fn set_cooldown<B: Backend>(
    post: Posted<B, CooldownForm, String>,
) -> HttpResponse {
    post.then(|backend, user, form, path| async move {
        let target = UserId(path);
        let until = super::users::until_after(&form.for_secs)?;
        let games = backend.games();
        backend.ask(games.set_cooldown(&user.id, &target, until, &form.reason)).await?;
        let done = if until.is_some() { "set_cooldown" } else { "lift_cooldown" };
        Ok(format!("/admin/users/{}?done={done}#fair-play", encode(&target.0)))
    })
    .await
}
