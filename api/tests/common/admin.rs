//! The dashboard as a browser meets it, for the tests of `/admin` pages: a
//! client that follows no redirect, keeps cookies by hand, reads pages in
//! English, and signs in through the login form with its CSRF token.

use reqwest::StatusCode;
use reqwest::header::{COOKIE, LOCATION, SET_COOKIE};

/// A page as answered: its status, its HTML, and where it redirects.
pub type Page = (StatusCode, String, Option<String>);

/// A browser-like client of the dashboard.
pub struct Browser {
    /// The client (for a request the helpers do not make).
    pub http: reqwest::Client,
    base: String,
    /// The cookies it holds, as name and value.
    pub cookies: Vec<(String, String)>,
}

impl Browser {
    /// A fresh browser, with no cookie, for the server at `base`.
    pub fn new(base: &str) -> Self {
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("client");
        Self { http, base: base.to_owned(), cookies: Vec::new() }
    }

    /// Signed in as the seeded operator (`admin`).
    pub async fn operator(base: &str) -> Self {
        let mut op = Self::new(base);
        let (s, _, to) = op.login("admin", "admin password").await;
        assert_eq!((s, to.as_deref()), (StatusCode::SEE_OTHER, Some("/admin")));
        op
    }

    /// Its cookies, as a `Cookie` header.
    pub fn cookie_header(&self) -> String {
        self.cookies.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("; ")
    }

    /// Keeps the cookies an answer sets.
    pub fn keep(&mut self, res: &reqwest::Response) {
        for h in res.headers().get_all(SET_COOKIE) {
            let text = h.to_str().expect("ascii");
            let pair = text.split(';').next().expect("pair");
            let (k, v) = pair.split_once('=').expect("k=v");
            self.cookies.retain(|(name, _)| name != k);
            if !v.is_empty() && !text.contains("Max-Age=0") {
                self.cookies.push((k.to_owned(), v.to_owned()));
            }
        }
    }

    async fn answer(&mut self, res: reqwest::Response) -> Page {
        self.keep(&res);
        let status = res.status();
        let location = res.headers().get(LOCATION).map(|l| l.to_str().expect("ascii").to_owned());
        (status, res.text().await.expect("body"), location)
    }

    /// `GET path`.
    pub async fn get(&mut self, path: &str) -> Page {
        let res = self
            .http
            .get(format!("{}{path}", self.base))
            .header(COOKIE, self.cookie_header())
            .header("accept-language", "en")
            .send()
            .await
            .expect("get");
        self.answer(res).await
    }

    /// Posts a form to `path`.
    pub async fn post(&mut self, path: &str, form: &[(&str, &str)]) -> Page {
        let res = self
            .http
            .post(format!("{}{path}", self.base))
            .header(COOKIE, self.cookie_header())
            .header("accept-language", "en")
            .form(form)
            .send()
            .await
            .expect("post");
        self.answer(res).await
    }

    /// The value of a cookie it holds.
    pub fn cookie(&self, name: &str) -> Option<String> {
        self.cookies.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
    }

    /// Logs in through the form.
    pub async fn login(&mut self, username: &str, password: &str) -> Page {
        let (s, page, _) = self.get("/admin/login").await;
        assert_eq!(s, StatusCode::OK);
        let csrf = hidden(&page, "csrf");
        self.post(
            "/admin/login",
            &[("csrf", &csrf), ("username", username), ("password", password)],
        )
        .await
    }
}

/// The value of a page's hidden field `name`.
pub fn hidden(page: &str, name: &str) -> String {
    let marker = format!(r#"name="{name}" value=""#);
    let start = page.find(&marker).expect("the hidden field") + marker.len();
    page[start..].split('"').next().expect("value").to_owned()
}
