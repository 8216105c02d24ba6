//! Commit–reveal for simultaneous secret choices (T2-SEC): a commitment is
//! the SHA-256 of a canonical message binding the game, the window, the
//! power, the choice and a client nonce (`teg2|game|window|power|choice|nonce`);
//! `Secret<T>` holds a choice; a window collects one secret per participant,
//! knows its stage, and is closed once nobody is left to commit or reveal.

use sha2::{Digest, Sha256};

/// The fewest hex digits a nonce may have: 16 random bytes (T2-SEC-2).
pub const NONCE_MIN_HEX: usize = 32;
/// The most hex digits a nonce may have: a bound on what is stored.
pub const NONCE_MAX_HEX: usize = 128;

/// The commitment to a choice (T2-SEC-2): lowercase hex SHA-256 of
/// `teg2|<game>|<window>|<power>|<choice>|<nonce>`.
#[must_use]
pub fn commitment(game: &str, window: &str, power: &str, choice: &str, nonce: &str) -> String {
    let digest =
        Sha256::digest(format!("teg2|{game}|{window}|{power}|{choice}|{nonce}").as_bytes());
    let mut hex = String::with_capacity(64);
    for byte in digest {
        hex.push(char::from(HEX[usize::from(byte >> 4)]));
        hex.push(char::from(HEX[usize::from(byte & 0xf)]));
    }
    hex
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Whether a commitment is well formed: 64 lowercase hex digits.
#[must_use]
pub fn is_commitment(text: &str) -> bool {
    text.len() == 64 && text.bytes().all(|b| HEX.contains(&b))
}

/// Whether a nonce is well formed: 32 to 128 lowercase hex digits.
#[must_use]
pub fn is_nonce(text: &str) -> bool {
    (NONCE_MIN_HEX..=NONCE_MAX_HEX).contains(&text.len()) && text.bytes().all(|b| HEX.contains(&b))
}

/// A nonce made from 32 bytes of entropy (the service's own choices, for
/// bots and defaults, come from the game's seeded randomness).
#[must_use]
pub fn nonce_from(bytes: [u8; 32]) -> String {
    bytes
        .iter()
        .flat_map(|b| [HEX[usize::from(b >> 4)], HEX[usize::from(b & 0xf)]])
        .map(char::from)
        .collect()
}

/// One participant's secret in a window.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "state"))]
pub enum Secret<T> {
    /// Nothing committed yet.
    Pending,
    /// Committed; the choice is unknown to the service.
    Committed {
        /// The commitment.
        commitment: String,
    },
    /// Revealed and valid; unpublished until the window closes.
    Revealed {
        /// The commitment.
        commitment: String,
        /// The choice.
        choice: T,
    },
    /// No valid choice: the rules' default applies (T2-SEC-4).
    Defaulted,
}

impl<T> Secret<T> {
    /// Whether this participant still has to commit.
    #[must_use]
    pub fn is_pending(&self) -> bool {
        matches!(self, Secret::Pending)
    }

    /// Whether this participant committed and has not revealed yet.
    #[must_use]
    pub fn awaits_reveal(&self) -> bool {
        matches!(self, Secret::Committed { .. })
    }

    /// The commitment, once made.
    #[must_use]
    pub fn commitment(&self) -> Option<&str> {
        match self {
            Secret::Committed { commitment } | Secret::Revealed { commitment, .. } => {
                Some(commitment)
            }
            Secret::Pending | Secret::Defaulted => None,
        }
    }

    /// The revealed choice, if any.
    #[must_use]
    pub fn choice(&self) -> Option<&T> {
        match self {
            Secret::Revealed { choice, .. } => Some(choice),
            _ => None,
        }
    }
}

/// Where a window stands (T2-SEC-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Someone has yet to commit.
    Commit,
    /// Everyone committed (or defaulted); someone has yet to reveal.
    Reveal,
    /// Every choice is in or defaulted: the window's result is public.
    Closed,
}

/// The stage of a set of secrets.
pub fn stage<'a, T: 'a>(secrets: impl IntoIterator<Item = &'a Secret<T>> + Clone) -> Stage {
    if secrets.clone().into_iter().any(Secret::is_pending) {
        Stage::Commit
    } else if secrets.into_iter().any(Secret::awaits_reveal) {
        Stage::Reveal
    } else {
        Stage::Closed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_commitment_binds_game_window_power_choice_and_nonce_t2_sec_2() {
        let nonce = nonce_from([7; 32]);
        let c = commitment("g1", "t0-combat-1", "usa", "3,3,2", &nonce);
        assert!(is_commitment(&c));
        assert_eq!(c, commitment("g1", "t0-combat-1", "usa", "3,3,2", &nonce), "deterministic");
        for other in [
            commitment("g2", "t0-combat-1", "usa", "3,3,2", &nonce),
            commitment("g1", "t0-combat-2", "usa", "3,3,2", &nonce),
            commitment("g1", "t0-combat-1", "ussr", "3,3,2", &nonce),
            commitment("g1", "t0-combat-1", "usa", "2,3,3", &nonce),
            commitment("g1", "t0-combat-1", "usa", "3,3,2", &nonce_from([8; 32])),
        ] {
            assert_ne!(c, other);
        }
        // The digest of a known message, so clients in any language can check theirs.
        assert_eq!(
            commitment("g", "w", "p", "c", "n"),
            "38c5d5755684edc343de04c693e481fb8af62de556281df029f83d972ba8728e"
        );
    }

    #[test]
    fn nonces_need_16_bytes_of_lowercase_hex_t2_sec_2() {
        assert!(is_nonce(&"a".repeat(32)));
        assert!(!is_nonce(&"a".repeat(31)));
        assert!(!is_nonce(&"A".repeat(32)));
        assert!(!is_nonce(&"a".repeat(129)));
    }

    #[test]
    fn a_window_commits_then_reveals_then_closes_t2_sec_1() {
        let mut s: Vec<Secret<u8>> = vec![Secret::Pending, Secret::Pending];
        assert_eq!(stage(&s), Stage::Commit);
        s[0] = Secret::Committed { commitment: "x".into() };
        assert_eq!(stage(&s), Stage::Commit, "the reveal waits for every commitment");
        s[1] = Secret::Defaulted;
        assert_eq!(stage(&s), Stage::Reveal);
        s[0] = Secret::Revealed { commitment: "x".into(), choice: 1 };
        assert_eq!(stage(&s), Stage::Closed);
    }
}
