//! The languages the API speaks to people: English, Spanish and Italian,
//! as `/play` and the dashboard do. A problem's `title` and `detail` (and a
//! GraphQL error's `message`) are in the language a request asks for with
//! `Accept-Language`, else in the caller's own (`PATCH /v1/me`'s `locale`),
//! else in English; machine fields (`code`, `type`, `rule`) never change.

/// A language people read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Language {
    /// English: the default.
    En,
    /// Español.
    Es,
    /// Italiano.
    It,
}

/// The caller's own language, as their account says: put among a
/// request's extensions once the caller is known, for the layers that
/// answer after the handler.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preferred(pub Language);

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 3] = [Language::En, Language::Es, Language::It];

    /// Its tag (`en`, `es`, `it`), as `Content-Language` says it.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Es => "es",
            Language::It => "it",
        }
    }

    /// The language of a tag: its primary subtag, any case (`es-AR` is
    /// Spanish).
    #[must_use]
    pub fn parse(tag: &str) -> Option<Language> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or_default();
        Language::ALL.into_iter().find(|l| primary.eq_ignore_ascii_case(l.code()))
    }

    /// The language an `Accept-Language` header (RFC 9110 §12.5.4) prefers
    /// among these: the highest weight above zero, the first listed among
    /// equals. `None` when it names none of them (a `*` names none).
    #[must_use]
    pub fn from_accept(header: &str) -> Option<Language> {
        let mut best: Option<(Language, u16)> = None;
        for item in header.split(',') {
            let mut parts = item.split(';');
            let Some(language) = parts.next().and_then(Language::parse) else { continue };
            let weight =
                parts.find_map(|p| p.trim().strip_prefix("q=").map(weight)).unwrap_or(Some(1000));
            if let Some(w) = weight.filter(|w| *w > 0)
                && best.is_none_or(|(_, b)| w > b)
            {
                best = Some((language, w));
            }
        }
        best.map(|(language, _)| language)
    }

    /// The language to answer in: what the request asks for, else the
    /// caller's own, else English.
    #[must_use]
    pub fn choose(accept: Option<&str>, preferred: Option<Language>) -> Language {
        accept.and_then(Language::from_accept).or(preferred).unwrap_or(Language::En)
    }
}

/// A weight (`q=0.8`) in thousandths; `None` when malformed.
fn weight(text: &str) -> Option<u16> {
    let value: f64 = text.trim().parse().ok()?;
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "a weight between 0 and 1, checked first"
    )]
    (0.0..=1.0).contains(&value).then(|| (value * 1000.0).round() as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_the_heaviest_language_spoken_here() {
        assert_eq!(Language::from_accept("es"), Some(Language::Es));
        assert_eq!(Language::from_accept("es-AR,es;q=0.9,en;q=0.8"), Some(Language::Es));
        assert_eq!(Language::from_accept("fr-FR, it;q=0.5, en;q=0.4"), Some(Language::It));
        assert_eq!(Language::from_accept("en;q=0.2, IT;q=0.9"), Some(Language::It));
        assert_eq!(Language::from_accept("de, fr"), None);
        assert_eq!(Language::from_accept("*"), None);
        assert_eq!(Language::from_accept("es;q=0, en"), Some(Language::En), "q=0 refuses");
        assert_eq!(Language::from_accept("es;q=2"), None, "a malformed weight counts for nothing");
    }

    #[test]
    fn the_request_wins_over_the_account_and_english_is_the_last_word() {
        assert_eq!(Language::choose(Some("it"), Some(Language::Es)), Language::It);
        assert_eq!(Language::choose(Some("de"), Some(Language::Es)), Language::Es);
        assert_eq!(Language::choose(None, None), Language::En);
    }
}
