//! The dashboard's languages: Spanish (the game's own, and the default),
//! English and Italian. The language comes from the `teg_lang` cookie (set
//! by the switch in the header), else from `Accept-Language`, else Spanish.
//! Every text a page shows is a message of the catalogue ([`catalogue`]):
//! [`Lang::t`] reads a label, [`Lang::say`] a sentence with its arguments
//! filled in by name.

use std::fmt::Display;

use actix_web::HttpRequest;

mod catalogue;

pub use catalogue::{fill, placeholders};

/// The language a board's names are drawn in: a page's, or any of the
/// board data's for the player client's boards
/// (`GET /v1/rulesets/{ruleset}/board.svg?lang=it`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tongue {
    /// Español.
    Es,
    /// English.
    En,
    /// Italiano.
    It,
}

impl From<Lang> for Tongue {
    fn from(lang: Lang) -> Tongue {
        match lang {
            Lang::Es => Tongue::Es,
            Lang::En => Tongue::En,
            Lang::It => Tongue::It,
        }
    }
}

impl Tongue {
    /// A place's name in this language.
    #[must_use]
    pub fn name(self, names: &domain::board::Names) -> &str {
        match self {
            Tongue::Es => &names.es,
            Tongue::En => &names.en,
            Tongue::It => &names.it,
        }
    }
}

/// A page language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    /// Español.
    Es,
    /// English.
    En,
    /// Italiano.
    It,
}

impl Lang {
    /// Every language, the default first.
    pub const ALL: [Lang; 3] = [Lang::Es, Lang::En, Lang::It];

    /// The language of a request.
    #[must_use]
    pub fn of(req: &HttpRequest) -> Lang {
        if let Some(c) = req.cookie("teg_lang") {
            return Lang::parse(c.value()).unwrap_or(Lang::Es);
        }
        let accept =
            req.headers().get("accept-language").and_then(|v| v.to_str().ok()).unwrap_or_default();
        // The first language the browser names decides; one we lack, Spanish.
        let accept = accept.trim_start();
        Lang::ALL.into_iter().find(|l| accept.starts_with(l.code())).unwrap_or(Lang::Es)
    }

    /// `es`, `en` or `it`.
    #[must_use]
    pub fn parse(s: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == s)
    }

    /// The code.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::En => "en",
            Lang::It => "it",
        }
    }

    /// A label by its message id; `?` when the catalogue has no such
    /// message (visible, so a missing label is noticed rather than
    /// silently blank).
    #[must_use]
    pub fn t(self, id: &str) -> &'static str {
        self.find(id).unwrap_or("?")
    }

    /// A message's text as written, placeholders unfilled; `None` when the
    /// catalogue has no such message (for a caller with a fallback).
    #[must_use]
    pub fn find(self, id: &str) -> Option<&'static str> {
        catalogue::text(self, id)
    }

    /// A sentence: the message `id` with its `{name}` placeholders filled
    /// from `args`; the id itself when the catalogue lacks the message.
    #[must_use]
    pub fn say(self, id: &str, args: &[(&str, &dyn Display)]) -> String {
        self.find(id).map_or_else(|| id.to_owned(), |text| fill(text, args))
    }
}

#[cfg(test)]
mod tests {
    use actix_web::cookie::Cookie;
    use actix_web::test::TestRequest;

    use super::*;

    #[test]
    fn the_cookie_then_the_browser_choose_the_language_and_spanish_is_the_default() {
        let of = |req: TestRequest| Lang::of(&req.to_http_request());
        let accepting = |header: &'static str| {
            TestRequest::default().insert_header(("accept-language", header))
        };
        assert_eq!(of(TestRequest::default()), Lang::Es);
        assert_eq!(of(accepting("it-IT,it;q=0.9,en;q=0.8")), Lang::It);
        assert_eq!(of(accepting("en-GB")), Lang::En);
        assert_eq!(of(accepting("fr-FR,it;q=0.5")), Lang::Es, "the first language decides");
        let chosen = accepting("en").cookie(Cookie::new("teg_lang", "it"));
        assert_eq!(of(chosen), Lang::It, "the switch's cookie wins");
        assert_eq!(of(accepting("it").cookie(Cookie::new("teg_lang", "xx"))), Lang::Es);
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
        assert_eq!(Tongue::from(Lang::It), Tongue::It);
        assert_eq!(Lang::It.t("logout"), "Esci");
        // A missing message shows, rather than leaving a blank.
        let missing = "no_such_message";
        assert_eq!(Lang::It.t(missing), "?");
        assert_eq!(Lang::It.say(missing, &[]), missing);
    }
}
