//! The users list with its search, and an operator's sanctions on one
//! account (ban, mute, lift, role).

use super::users_by_id;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use domain::app::UserAction;
use domain::ports::UserStore as _;
use domain::ports::{Role, UserId};
use serde::Deserialize;

use crate::backend::{Backend, DashError};
use crate::i18n::Lang;

use super::desk::{Desk, Posted};
use super::{
    ModerateForm, Nav, PAGE, Pager, bad_action, confirmed, done_notice, encode, error_page, html,
    now_ms,
};

pub(crate) struct UserCard {
    id: String,
    username: String,
    display_name: String,
    role: &'static str,
    banned: bool,
    muted: bool,
    actions: Vec<(&'static str, &'static str)>,
}

#[derive(Template)]
#[template(path = "users.html")]
pub(super) struct UsersPage {
    lang: Lang,
    nav: Option<Nav>,
    csrf: String,
    query: String,
    banned: bool,
    muted: bool,
    operators: bool,
    found: Vec<UserCard>,
    pager: Pager,
    done: Option<(&'static str, String)>,
}

#[derive(Deserialize)]
pub(crate) struct UserQuery {
    /// A login name, or its start.
    #[serde(default)]
    username: String,
    #[serde(default)]
    banned: Option<String>,
    #[serde(default)]
    muted: Option<String>,
    #[serde(default)]
    operators: Option<String>,
    page: Option<u64>,
    /// The moderation action just made (the notice).
    #[serde(default)]
    done: String,
}

pub(crate) async fn users<B: Backend>(desk: Desk<B>, query: web::Query<UserQuery>) -> HttpResponse {
    let Desk { backend, me, nav, lang } = desk;
    let name = query.username.trim();
    let ticked = |v: &Option<String>| v.as_deref().is_some_and(|v| !v.is_empty());
    let filter = domain::ports::UserFilter {
        prefix: name.to_owned(),
        banned: ticked(&query.banned),
        muted: ticked(&query.muted),
        operators: ticked(&query.operators),
    };
    let page = query.page.unwrap_or(1).max(1);
    let (users, total) = match backend
        .ask(async { Ok(backend.users().list(&filter, (page - 1) * PAGE, PAGE).await?) })
        .await
    {
        Ok(x) => x,
        Err(e) => return error_page(lang, Some(nav), &e),
    };
    let now = now_ms();
    let found = users
        .into_iter()
        .map(|u| {
            let (banned, muted) = (u.is_banned(now), u.is_muted(now));
            let actions = sanctions(&u, now, lang);
            UserCard {
                actions,
                id: u.id.0,
                username: u.username,
                display_name: u.display_name,
                role: u.role.as_str(),
                banned,
                muted,
            }
        })
        .collect();
    let flag = |on: bool, key: &str| if on { format!("&{key}=on") } else { String::new() };
    let link = |p: u64| {
        format!(
            "/admin/users?username={name}{}{}{}&page={p}",
            flag(filter.banned, "banned"),
            flag(filter.muted, "muted"),
            flag(filter.operators, "operators")
        )
    };
    let body = UsersPage {
        lang,
        csrf: nav.csrf.clone(),
        nav: Some(nav),
        query: name.to_owned(),
        banned: filter.banned,
        muted: filter.muted,
        operators: filter.operators,
        found,
        pager: Pager::new(page, total, link),
        done: done_notice(backend.get_ref(), &me, &query.done, lang).await,
    };
    html(StatusCode::OK, body.render())
}

/// The sanction forms an account's card and page offer: ban or unban, mute
/// or unmute, leave out of the leaderboards or put back (SVC-RATING).
/// Operators are not sanctioned (OPERATOR_PROTECTED): no forms for them.
pub(super) fn sanctions(
    u: &domain::ports::User,
    now: i64,
    lang: Lang,
) -> Vec<(&'static str, &'static str)> {
    if u.role == Role::Operator {
        return Vec::new();
    }
    vec![
        if u.is_banned(now) { ("unban", lang.t("unban")) } else { ("ban", lang.t("ban")) },
        if u.is_muted(now) { ("unmute", lang.t("unmute")) } else { ("mute", lang.t("mute")) },
        if u.unranked { ("rerank", lang.t("rerank")) } else { ("unrank", lang.t("unrank")) },
    ]
}

/// When a sanction or a cooldown chosen as "for N seconds" ends; empty:
/// until lifted.
pub(super) fn until_after(for_secs: &str) -> Result<Option<i64>, DashError> {
    match for_secs.trim() {
        "" => Ok(None),
        secs => match secs.parse::<i64>() {
            Ok(n) if n > 0 => Ok(Some(now_ms().saturating_add(n.saturating_mul(1_000)))),
            _ => Err(DashError::new("BAD_UNTIL", "no such duration", 400)),
        },
    }
}

pub(crate) async fn moderate_user<B: Backend>(
    post: Posted<B, ModerateForm, String>,
) -> HttpResponse {
    post.then(|backend, user, form, path| async move {
        let action = UserAction::parse(&form.action).ok_or_else(bad_action)?;
        if action == UserAction::Ban {
            confirmed(form.confirm.as_deref())?;
        }
        let target = UserId(path);
        let found = users_by_id(&**backend, std::slice::from_ref(&target)).await?;
        let username = found.into_iter().next().map(|u| u.username).unwrap_or_default();
        let until = until_after(&form.for_secs)?;
        let games = backend.games();
        let moderated =
            games.moderate_user(backend.users(), &user.id, &target, action, &form.reason, until);
        backend.ask(moderated).await?;
        if matches!(action, UserAction::Ban | UserAction::Mute) {
            backend.sanctioned(&target);
        }
        Ok(if form.back == "user" {
            format!("/admin/users/{}?done={}", encode(&target.0), form.action)
        } else {
            format!("/admin/users?username={}&done={}", encode(&username), form.action)
        })
    })
    .await
}
