//! Third-party apps (SVC-OAUTH): every app with its developer, redirect
//! URIs and kind, and for one still enabled the form that disables it, with
//! a reason, audited (the same use case as
//! `POST /v1/admin/oauth/apps/{client_id}/disable`): it asks no player any
//! more, and every token it holds stops at once.

use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use askama::Template;
use serde::Deserialize;

use crate::backend::Backend;
use crate::i18n::Lang;

use super::desk::{Desk, Posted};
use super::{Nav, encode, html, when};

/// An app, as shown.
pub(crate) struct AppRow {
    client_id: String,
    /// The client id, made safe for a URL path.
    path: String,
    name: String,
    owner: String,
    redirect_uris: Vec<String>,
    confidential: bool,
    created: String,
    /// When and why it was disabled.
    disabled: Option<(String, String)>,
}

#[derive(Template)]
#[template(path = "apps.html")]
struct AppsPage {
    lang: Lang,
    nav: Option<Nav>,
    csrf: String,
    rows: Vec<AppRow>,
}

pub(crate) async fn apps<B: Backend>(desk: Desk<B>) -> HttpResponse {
    desk.show(async |desk, backend| {
        let rows = backend
            .oauth_apps()
            .await?
            .into_iter()
            .map(|a| AppRow {
                path: encode(&a.client_id),
                client_id: a.client_id,
                name: a.name,
                owner: a.owner.0,
                redirect_uris: a.redirect_uris,
                confidential: a.confidential,
                created: when(a.created_at_ms),
                disabled: a.disabled.map(|(at, why)| (when(at), why)),
            })
            .collect();
        let body = AppsPage {
            lang: desk.lang,
            nav: Some(desk.nav.clone()),
            csrf: desk.nav.csrf.clone(),
            rows,
        };
        Ok(html(StatusCode::OK, body.render()))
    })
    .await
}

/// The disable form's field.
#[derive(Deserialize)]
pub(crate) struct DisableForm {
    #[serde(default)]
    reason: String,
}

pub(crate) async fn disable_app<B: Backend>(post: Posted<B, DisableForm, String>) -> HttpResponse {
    post.then(|backend, user, form, client_id| async move {
        backend.disable_app(&user.id, &client_id, &form.reason).await?;
        Ok("/admin/apps".to_owned())
    })
    .await
}
