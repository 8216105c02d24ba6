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
    /// How many versions behind the head a spectator watches the game
    /// while it is played (SVC-WATCH): 0, the default, shows every move at
    /// once. The service caps it (`TEG_MAX_SPECTATOR_DELAY`).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_zero"))]
    #[cfg_attr(feature = "openapi", schema(default = 0, maximum = 1000))]
    pub spectator_delay: u32,
}

/// No delay is the default, left out of what is stored and shown.
#[cfg(feature = "serde")]
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if takes a reference"
)]
fn is_zero(delay: &u32) -> bool {
    *delay == 0
}

/// Takes `spectator_delay` out of a client's options object: the delay, 0
/// when absent or null.
#[cfg(feature = "serde")]
fn take_delay(map: &mut serde_json::Map<String, serde_json::Value>) -> Result<u32, String> {
    match map.remove("spectator_delay") {
        None | Some(serde_json::Value::Null) => Ok(0),
        Some(v) => serde_json::from_value(v).map_err(|e| format!("spectator_delay: {e}")),
    }
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
            spectator_delay: 0,
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
        let mut options = options.clone();
        let spectator_delay = take_delay(&mut options).map_err(OptionsRequestError::Malformed)?;
        let Kind::Edition(edition) = kind else {
            let object = serde_json::Value::Object(options);
            let teg2: Teg2Options = serde_json::from_value(object)
                .map_err(|e| OptionsRequestError::Malformed(e.to_string()))?;
            return Ok(Options { teg2: Some(teg2), spectator_delay, ..Options::default() });
        };
        if options.get("teg2").is_some_and(|v| !v.is_null()) {
            let absent =
                rules::SetupError::ModuleAbsent { option: "teg2", ruleset: edition.slug() };
            return Err(OptionsRequestError::Refused(absent.into()));
        }
        let mut house = options;
        house.remove("teg2");
        let house =
            edition.ruleset().options_from(&house).map_err(OptionsRequestError::Malformed)?;
        Ok(Options { spectator_delay, ..Options::from(house) })
    }
}

impl From<rules::Options> for Options {
    fn from(house: rules::Options) -> Self {
        Options { house, teg2: None, spectator_delay: 0 }
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
        let spectator_delay = take_delay(&mut map).map_err(D::Error::custom)?;
        let teg2 = match map.remove("teg2") {
            None | Some(serde_json::Value::Null) => None,
            Some(v) => Some(serde_json::from_value(v).map_err(D::Error::custom)?),
        };
        let house =
            serde_json::from_value(serde_json::Value::Object(map)).map_err(D::Error::custom)?;
        Ok(Options { house, teg2, spectator_delay })
    }
}
