//! The authorization pages of OAuth (SVC-OAUTH), server-rendered in
//! English, Spanish or Italian: the sign-in form, the consent form that
//! names the app and what it may do, and the page that says why a request
//! cannot go on. No script, no other origin, never in a frame.

use actix_web::HttpResponse;
use actix_web::http::header;
use domain::ports::{Scope, Scopes};

use crate::language::Language;
use crate::oauth::Authorize;
use crate::problems::pages::escape;

/// Pages say nothing to scripts, load nothing, and refuse to be framed (a
/// consent form in a frame could be clicked through).
const CSP: &str =
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

/// The words of the pages.
struct Words {
    sign_in: &'static str,
    username: &'static str,
    password: &'static str,
    submit: &'static str,
    wrong: &'static str,
    /// `{app}` wants to act for `{user}`.
    wants: &'static str,
    may: &'static str,
    approve: &'static str,
    deny: &'static str,
    revoke_later: &'static str,
    cannot: &'static str,
    expired: &'static str,
}

fn words(language: Language) -> &'static Words {
    match language {
        Language::En => &Words {
            sign_in: "Sign in to TEG",
            username: "Username",
            password: "Password",
            submit: "Sign in",
            wrong: "Wrong username or password.",
            wants: "{app} wants to act for {user}.",
            may: "It will be able to:",
            approve: "Allow",
            deny: "Deny",
            revoke_later: "You can take this back at any time from your account's apps.",
            cannot: "This authorization request cannot go on",
            expired: "The form expired. Go back to the app and start again.",
        },
        Language::Es => &Words {
            sign_in: "Entrar a TEG",
            username: "Usuario",
            password: "Contraseña",
            submit: "Entrar",
            wrong: "Usuario o contraseña incorrectos.",
            wants: "{app} quiere actuar en nombre de {user}.",
            may: "Podrá:",
            approve: "Permitir",
            deny: "Rechazar",
            revoke_later: "Podés retirar este permiso cuando quieras desde las apps de tu cuenta.",
            cannot: "Este pedido de autorización no puede seguir",
            expired: "El formulario venció. Volvé a la app y empezá de nuevo.",
        },
        Language::It => &Words {
            sign_in: "Accedi a TEG",
            username: "Nome utente",
            password: "Password",
            submit: "Accedi",
            wrong: "Nome utente o password errati.",
            wants: "{app} vuole agire per conto di {user}.",
            may: "Potrà:",
            approve: "Consenti",
            deny: "Nega",
            revoke_later: "Puoi revocare questo permesso quando vuoi dalle app del tuo account.",
            cannot: "Questa richiesta di autorizzazione non può proseguire",
            expired: "Il modulo è scaduto. Torna all'app e ricomincia.",
        },
    }
}

/// What a scope lets an app do, in words.
fn scope_words(scope: Scope, language: Language) -> &'static str {
    match (scope, language) {
        (Scope::Play, Language::En) => "create, join and play your games, chat and make pacts",
        (Scope::Play, Language::Es) => {
            "crear, unirse a y jugar tus partidas, chatear y hacer pactos"
        }
        (Scope::Play, Language::It) => {
            "creare, unirsi e giocare le tue partite, chattare e fare patti"
        }
        (Scope::Read, Language::En) => "read your games, their events and your lists",
        (Scope::Read, Language::Es) => "leer tus partidas, sus eventos y tus listas",
        (Scope::Read, Language::It) => "leggere le tue partite, i loro eventi e le tue liste",
        (Scope::Webhook, Language::En) => "manage your notifications (webhook and pushes)",
        (Scope::Webhook, Language::Es) => "manejar tus avisos (webhook y notificaciones push)",
        (Scope::Webhook, Language::It) => "gestire le tue notifiche (webhook e push)",
    }
}

fn page(language: Language, status: u16, title: &str, body: &str) -> HttpResponse {
    let html = format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"referrer\" content=\"no-referrer\"><title>{title}</title>\
         <style>body{{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}}\
         label,input,button{{display:block;margin:.5rem 0;font-size:1rem}}input{{width:100%;padding:.4rem}}\
         button{{padding:.6rem 1.2rem;min-height:44px}}.row{{display:flex;gap:1rem}}</style></head>\
         <body><h1>{title}</h1>{body}</body></html>",
        lang = language.code(),
        title = escape(title),
    );
    HttpResponse::build(actix_web::http::StatusCode::from_u16(status).unwrap_or_default())
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CONTENT_LANGUAGE, language.code()))
        .insert_header((header::CONTENT_SECURITY_POLICY, CSP))
        .insert_header((header::X_FRAME_OPTIONS, "DENY"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(html)
}

/// The request's parameters as hidden fields, so each form carries it on.
fn hidden(ask: &Authorize) -> String {
    [
        ("response_type", &ask.response_type),
        ("client_id", &ask.client_id),
        ("redirect_uri", &ask.redirect_uri),
        ("scope", &ask.scope),
        ("state", &ask.state),
        ("code_challenge", &ask.code_challenge),
        ("code_challenge_method", &ask.code_challenge_method),
    ]
    .iter()
    .map(|(name, value)| {
        format!("<input type=\"hidden\" name=\"{name}\" value=\"{}\">", escape(value))
    })
    .collect()
}

/// The sign-in form (with why the last try failed, if it did).
#[must_use]
pub(crate) fn sign_in(language: Language, ask: &Authorize, failed: bool) -> HttpResponse {
    let w = words(language);
    let error = if failed { format!("<p role=\"alert\">{}</p>", w.wrong) } else { String::new() };
    let body = format!(
        "{error}<form method=\"post\" action=\"/oauth/authorize\">{hidden}\
         <label>{username}<input name=\"username\" autocomplete=\"username\" required></label>\
         <label>{password}<input name=\"password\" type=\"password\" autocomplete=\"current-password\" required></label>\
         <button type=\"submit\">{submit}</button></form>",
        hidden = hidden(ask),
        username = w.username,
        password = w.password,
        submit = w.submit,
    );
    page(language, if failed { 401 } else { 200 }, w.sign_in, &body)
}

/// The consent form: the app, the account, the scopes; `ticket` signs the
/// request for this account.
#[must_use]
pub(crate) fn consent(
    language: Language,
    ask: &Authorize,
    (app, user): (&str, &str),
    scopes: Scopes,
    ticket: &str,
) -> HttpResponse {
    let w = words(language);
    let wants = escape(w.wants)
        .replace("{app}", &format!("<strong>{}</strong>", escape(app)))
        .replace("{user}", &format!("<strong>{}</strong>", escape(user)));
    let may: String = Scope::ALL
        .into_iter()
        .filter(|s| scopes.has(*s))
        .map(|s| format!("<li>{}</li>", scope_words(s, language)))
        .collect();
    let body = format!(
        "<p>{wants}</p><p>{may_title}</p><ul>{may}</ul><p>{later}</p>\
         <form method=\"post\" action=\"/oauth/authorize\">{hidden}\
         <input type=\"hidden\" name=\"ticket\" value=\"{ticket}\"><div class=\"row\">\
         <button type=\"submit\" name=\"decision\" value=\"approve\">{approve}</button>\
         <button type=\"submit\" name=\"decision\" value=\"deny\">{deny}</button></div></form>",
        may_title = w.may,
        later = w.revoke_later,
        hidden = hidden(ask),
        ticket = escape(ticket),
        approve = w.approve,
        deny = w.deny,
    );
    page(language, 200, app, &body)
}

/// Why the request cannot go on (the app or its redirect URI is wrong, or
/// the form expired): the browser is sent nowhere.
#[must_use]
pub(crate) fn refused(language: Language, why: &str) -> HttpResponse {
    let w = words(language);
    page(language, 400, w.cannot, &format!("<p>{}</p>", escape(why)))
}

/// The consent form expired or was not this account's.
#[must_use]
pub(crate) fn expired(language: Language) -> HttpResponse {
    let w = words(language);
    refused(language, w.expired)
}
