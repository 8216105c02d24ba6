//! Signing in and out: the login form and its throttled check, logout,
//! ending every session of the operator, and the language switch.

use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::backend::Backend;
use crate::i18n::Lang;
use crate::session::{
    DEVICE, LOGIN_CSRF, SESSION, device_cookie, expired, login_csrf_cookie, same, session_cookie,
};

use super::desk::NoFields;
use super::desk::Posted;
use super::{Nav, html, to_login, with_retry_after};

#[derive(Template)]
#[template(path = "login.html")]
pub(super) struct LoginPage {
    lang: Lang,
    nav: Option<Nav>,
    csrf: String,
    error: Option<String>,
}

pub(crate) async fn login_form(req: HttpRequest) -> HttpResponse {
    let cookie = login_csrf_cookie();
    let page =
        LoginPage { lang: Lang::of(&req), nav: None, csrf: cookie.value().to_owned(), error: None };
    let mut res = html(StatusCode::OK, page.render());
    let _ = res.add_cookie(&cookie);
    res
}

#[derive(Deserialize)]
pub(crate) struct LoginForm {
    csrf: String,
    username: String,
    password: String,
}

pub(crate) async fn login<B: Backend>(
    backend: web::Data<B>,
    req: HttpRequest,
    form: web::Form<LoginForm>,
) -> HttpResponse {
    let lang = Lang::of(&req);
    let expected = req.cookie(LOGIN_CSRF).map(|c| c.value().to_owned()).unwrap_or_default();
    let retry = |message: String, status: StatusCode| {
        let cookie = login_csrf_cookie();
        let page =
            LoginPage { lang, nav: None, csrf: cookie.value().to_owned(), error: Some(message) };
        let mut res = html(status, page.render());
        let _ = res.add_cookie(&cookie);
        res
    };
    if expected.is_empty() || !same(&expected, &form.csrf) {
        return retry("CSRF: reload the page and try again".to_owned(), StatusCode::FORBIDDEN);
    }
    let address = req.connection_info().peer_addr().map(str::to_owned);
    let device = req.cookie(DEVICE).map(|c| c.value().to_owned());
    match backend.login(&form.username, &form.password, address.as_deref(), device.as_deref()).await
    {
        Ok((token, device)) => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, "/admin"))
            .cookie(session_cookie(&token, backend.cookie_secure()))
            .cookie(device_cookie(&device, backend.cookie_secure()))
            .cookie(expired(LOGIN_CSRF))
            .finish(),
        // Every refusal is the login's 401, but a throttle's 429.
        Err(e) if e.status == 429 => {
            with_retry_after(retry(e.message, StatusCode::TOO_MANY_REQUESTS), e.retry_after)
        }
        Err(e) => retry(e.message, StatusCode::UNAUTHORIZED),
    }
}

pub(crate) async fn logout<B: Backend>(
    post: Posted<B, NoFields>,
    req: HttpRequest,
) -> HttpResponse {
    let session = req.cookie(SESSION).map(|c| c.value().to_owned()).unwrap_or_default();
    match post.desk.backend.logout(&session).await {
        Ok(()) => to_login(),
        Err(e) => post.desk.error(&e),
    }
}

/// "End all my sessions": every session of the operator, this one included.
pub(crate) async fn end_sessions<B: Backend>(post: Posted<B, NoFields>) -> HttpResponse {
    let desk = post.desk;
    match desk.backend.end_sessions(&desk.me.id).await {
        Ok(_) => to_login(),
        Err(e) => desk.error(&e),
    }
}

pub(crate) async fn set_lang(path: web::Path<String>, req: HttpRequest) -> HttpResponse {
    let lang = Lang::parse(&path).unwrap_or(Lang::Es);
    let back = req
        .headers()
        .get(header::REFERER)
        .and_then(|v| v.to_str().ok())
        .and_then(|r| r.find("/admin").map(|i| r[i..].to_owned()))
        .unwrap_or_else(|| "/admin".to_owned());
    let cookie = actix_web::cookie::Cookie::build("teg_lang", lang.code())
        .path("/admin")
        .max_age(actix_web::cookie::time::Duration::days(365))
        .finish();
    HttpResponse::SeeOther().insert_header((header::LOCATION, back)).cookie(cookie).finish()
}

#[cfg(test)]
mod tests {
    use askama::Template as _;

    use super::LoginPage;
    use crate::i18n::Lang;

    #[test]
    fn the_header_offers_every_language_and_a_page_reads_in_the_chosen_one() {
        let page = |lang| {
            LoginPage { lang, nav: None, csrf: "token".to_owned(), error: None }
                .render()
                .expect("the login page renders")
        };
        let it = page(Lang::It);
        assert!(it.contains(r#"<html lang="it">"#), "{it}");
        assert!(it.contains(r#"<button type="submit" id="login">Entra</button>"#), "{it}");
        for (code, name) in [("es", "Español"), ("en", "English"), ("it", "Italiano")] {
            let link = format!(r#"<a href="/admin/lang/{code}" lang="{code}" title="{name}">"#);
            assert!(it.contains(&link), "{link} in {it}");
        }
        assert!(page(Lang::Es).contains(">Entrar</button>"));
    }
}
