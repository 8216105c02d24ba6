//! A table's options, whatever its family: the Risk-like editions' house
//! rules and, in a TEG II game, TEG II's own (level, board, rounds, secret
//! objectives). One object on the wire, `{"missiles": …, "teg2": {…}}`, as
//! stored before the families stood apart.

use super::{Kind, SetupError};
use crate::rules;
use crate::teg2::Teg2Options;

/// The options a game was created with.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Options {
    /// The Risk-like editions' house rules (R-OPT-1, R-OPT-2); in a TEG II
    /// game only `communication` means anything.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub house: rules::Options,
    /// TEG II's options (`ruleset: "teg2"` only): level, board, rounds,
    /// secret objectives (T2-CMP-3, T2-CMP-7, T2-RND-1, T2-VAR-7).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    pub teg2: Option<Teg2Options>,
}

impl Options {
    /// What a TEG II table stores: its own options, and the other editions'
    /// modules off (they mean nothing there, so no summary shows missiles in
    /// a TEG II game), `communication` as chosen.
    #[must_use]
    pub fn for_teg2(teg2: Teg2Options, communication: rules::Communication) -> Self {
        Options {
            house: rules::Options {
                missiles: false,
                situation_cards: false,
                blockades: false,
                pacts: false,
                common_objective: 0,
                max_rounds: None,
                communication,
            },
            teg2: Some(teg2),
        }
    }
}

/// Why a client's `options` for a new table were refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionsRequestError {
    /// Not the game's options object (an unknown key, a wrong type).
    Malformed(String),
    /// Options the game does not have (`teg2` in an edition's table).
    Refused(SetupError),
}

#[cfg(feature = "serde")]
impl Options {
    /// What a client's `options` object asks of a new table of `kind`:
    /// TEG II's stand at its top (level, board, rounds, secret objectives);
    /// an edition's house rules go over the edition's defaults, and `teg2`
    /// there is refused (R-OPT-1).
    ///
    /// # Errors
    /// A malformed object, or a module the game does not have.
    pub fn requested(
        kind: Kind,
        options: &serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, OptionsRequestError> {
        let Kind::Edition(edition) = kind else {
            let object = serde_json::Value::Object(options.clone());
            let teg2: Teg2Options = serde_json::from_value(object)
                .map_err(|e| OptionsRequestError::Malformed(e.to_string()))?;
            return Ok(Options { teg2: Some(teg2), ..Options::default() });
        };
        if options.get("teg2").is_some_and(|v| !v.is_null()) {
            let absent =
                rules::SetupError::ModuleAbsent { option: "teg2", ruleset: edition.slug() };
            return Err(OptionsRequestError::Refused(absent.into()));
        }
        let mut house = options.clone();
        house.remove("teg2");
        edition
            .ruleset()
            .options_from(&house)
            .map(Options::from)
            .map_err(OptionsRequestError::Malformed)
    }
}

impl From<rules::Options> for Options {
    fn from(house: rules::Options) -> Self {
        Options { house, teg2: None }
    }
}

/// The house rules are read everywhere a game of an edition is: `options.missiles`.
impl std::ops::Deref for Options {
    type Target = rules::Options;

    fn deref(&self) -> &rules::Options {
        &self.house
    }
}

/// By hand, because serde's `flatten` would let an unknown key through: the
/// house rules refuse a key that names no option (R-OPT-1).
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Options {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let mut map = serde_json::Map::deserialize(d)?;
        let teg2 = match map.remove("teg2") {
            None | Some(serde_json::Value::Null) => None,
            Some(v) => Some(serde_json::from_value(v).map_err(D::Error::custom)?),
        };
        let house =
            serde_json::from_value(serde_json::Value::Object(map)).map_err(D::Error::custom)?;
        Ok(Options { house, teg2 })
    }
}
