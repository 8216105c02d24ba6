//! Randomness reaches the engine only through [`Randomness`], as an argument:
//! it is the only source of chance.
//!
//! In play it is [`SeededRandomness`]: ChaCha20 keyed by the game's 32-byte
//! seed, on stream number = the game version the command is decided at, so
//! every roll of a finished game can be recomputed by anyone once the seed is
//! revealed (commit–reveal: [`commitment`], the sha256 of the seed, is
//! published at the start; the seed is revealed by the last event). Tests
//! script their dice with [`ScriptedDice`].

use rand_chacha::ChaCha20Rng;
use rand_core::{Rng, SeedableRng};
use sha2::{Digest, Sha256};

/// A game's secret 32-byte seed. On the wire (and in stored events) it is
/// 64 lower-case hex digits, as everywhere else the API shows a seed or a
/// digest; an array of 32 bytes (the encoding before) still reads.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(value_type = String, pattern = "^[0-9a-fA-F]{64}$")
)]
pub struct Seed(pub [u8; 32]);

impl std::fmt::Debug for Seed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never print a seed by accident (logs, panics): it decides every roll.
        f.write_str("Seed(..)")
    }
}

impl Seed {
    /// Lower-case hex.
    #[must_use]
    pub fn to_hex(&self) -> String {
        hex(&self.0)
    }

    /// From 64 hex digits (either case).
    #[must_use]
    pub fn from_hex(text: &str) -> Option<Seed> {
        bytes32_from_hex(text).map(Seed)
    }
}

/// 32 bytes from 64 hex digits.
fn bytes32_from_hex(text: &str) -> Option<[u8; 32]> {
    if text.len() != 64 || !text.is_ascii() {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(text.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(out)
}

#[cfg(feature = "serde")]
impl serde::Serialize for Seed {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        hex32::serialize(&self.0, s)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Seed {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        hex32::deserialize(d).map(Seed)
    }
}

/// 32 bytes (a seed, a digest) as 64 hex digits; an array of 32 numbers,
/// the first encoding, still reads (stored events and snapshots keep it).
#[cfg(feature = "serde")]
pub mod hex32 {
    use serde::de::{Error, SeqAccess, Visitor};

    /// As hex.
    ///
    /// # Errors
    /// The serializer's.
    pub fn serialize<S: serde::Serializer>(bytes: &[u8; 32], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&super::hex(bytes))
    }

    /// From hex, or from an array of 32 numbers.
    ///
    /// # Errors
    /// Anything else.
    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<[u8; 32], D::Error> {
        struct Bytes;
        impl<'de> Visitor<'de> for Bytes {
            type Value = [u8; 32];

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("64 hex digits")
            }

            fn visit_str<E: Error>(self, text: &str) -> Result<[u8; 32], E> {
                super::bytes32_from_hex(text).ok_or_else(|| E::custom("expected 64 hex digits"))
            }

            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<[u8; 32], A::Error> {
                let mut out = [0u8; 32];
                for (i, byte) in out.iter_mut().enumerate() {
                    *byte =
                        seq.next_element()?.ok_or_else(|| A::Error::invalid_length(i, &self))?;
                }
                if seq.next_element::<u8>()?.is_some() {
                    return Err(A::Error::invalid_length(33, &self));
                }
                Ok(out)
            }
        }
        d.deserialize_any(Bytes)
    }
}

/// The seed the bots of a game key their chances with (SVC-BOTS): derived
/// one way from the game's seed, so a game needs nothing more stored, and a
/// bot holding it learns nothing of the dice or the deal.
#[must_use]
pub fn bot_seed(seed: &Seed) -> Seed {
    let mut hasher = Sha256::new();
    hasher.update(b"teg/bots/v1");
    hasher.update(seed.0);
    Seed(hasher.finalize().into())
}

/// `sha256(seed)`, published when the game starts.
#[must_use]
pub fn commitment(seed: &Seed) -> [u8; 32] {
    Sha256::digest(seed.0).into()
}

/// Lower-case hex of bytes.
#[must_use]
pub fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes.iter().fold(String::with_capacity(bytes.len() * 2), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// The source of every random outcome the engine records in events.
pub trait Randomness {
    /// A uniform integer in `0..n`; `n` is at least 1.
    fn below(&mut self, n: u32) -> u32;

    /// One six-sided die, 1..=6.
    fn die(&mut self) -> u8 {
        u8::try_from(self.below(6) + 1).unwrap_or(6)
    }

    /// Fills `out` with dice (a battle rolls up to 8 at once).
    fn dice(&mut self, out: &mut [u8]) {
        for d in out {
            *d = self.die();
        }
    }
}

/// The production source: ChaCha20(seed), stream = game version.
#[derive(Debug, Clone)]
pub struct SeededRandomness {
    rng: ChaCha20Rng,
}

impl SeededRandomness {
    /// The stream used to decide the command applied at `version`.
    #[must_use]
    pub fn for_version(seed: &Seed, version: u64) -> Self {
        let mut rng = ChaCha20Rng::from_seed(seed.0);
        rng.set_stream(version);
        Self { rng }
    }
}

impl Randomness for SeededRandomness {
    /// Up to six dice from one uniform draw below 6^6, read as base-6
    /// digits: exactly uniform and independent, at a sixth of the keystream.
    fn dice(&mut self, out: &mut [u8]) {
        for chunk in out.chunks_mut(6) {
            let mut v = self.below(46_656);
            for d in chunk {
                *d = u8::try_from(v % 6).unwrap_or(0) + 1;
                v /= 6;
            }
        }
    }

    fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        let n = n.max(1);
        // Lemire's multiply-and-reject: exactly uniform, and a division only
        // in the rare rejection zone (dice are the engine's hot path).
        let low = |m: u64| u32::try_from(m & 0xffff_ffff).unwrap_or(0);
        let mut m = u64::from(self.rng.next_u32()) * u64::from(n);
        if low(m) < n {
            let threshold = n.wrapping_neg() % n;
            while low(m) < threshold {
                m = u64::from(self.rng.next_u32()) * u64::from(n);
            }
        }
        u32::try_from(m >> 32).unwrap_or(0)
    }
}

/// Dice and choices read from a script, for tests and rulebook examples.
///
/// `die()` returns the next scripted value; `below(n)` returns the next value
/// modulo `n`. When the script runs out it repeats its last value (or 0).
#[derive(Debug, Clone, Default)]
pub struct ScriptedDice {
    values: Vec<u32>,
    at: usize,
}

impl ScriptedDice {
    /// A script of values.
    #[must_use]
    pub fn new(values: impl IntoIterator<Item = u32>) -> Self {
        Self { values: values.into_iter().collect(), at: 0 }
    }

    fn next(&mut self) -> u32 {
        let v = self.values.get(self.at).or(self.values.last()).copied().unwrap_or(0);
        self.at += 1;
        v
    }

    /// How many values have been consumed.
    #[must_use]
    pub fn consumed(&self) -> usize {
        self.at
    }
}

impl Randomness for ScriptedDice {
    fn below(&mut self, n: u32) -> u32 {
        self.next() % n.max(1)
    }

    fn die(&mut self) -> u8 {
        u8::try_from(self.next().clamp(1, 6)).unwrap_or(6)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(feature = "serde")]
    #[test]
    fn a_seed_travels_as_hex_and_the_first_encoding_still_reads() {
        let seed = Seed([0xab; 32]);
        let text = serde_json::to_string(&seed).expect("encodes");
        assert_eq!(text, format!("\"{}\"", "ab".repeat(32)));
        assert_eq!(serde_json::from_str::<Seed>(&text).ok(), Some(seed));
        assert_eq!(serde_json::from_str::<Seed>(&text.to_uppercase()).ok(), Some(seed));
        let array = serde_json::to_string(&[0xab_u8; 32]).expect("encodes");
        assert_eq!(serde_json::from_str::<Seed>(&array).ok(), Some(seed), "stored events read");
        for bad in ["\"ab\"", "[1, 2]", &format!("\"{}\"", "zz".repeat(32)), "7"] {
            assert!(serde_json::from_str::<Seed>(bad).is_err(), "{bad}");
        }
        let too_long = serde_json::to_string(&vec![1_u8; 33]).expect("encodes");
        assert!(serde_json::from_str::<Seed>(&too_long).is_err());
    }

    #[test]
    fn the_same_seed_and_version_give_the_same_rolls() {
        let seed = Seed([7; 32]);
        let a: Vec<u8> = {
            let mut r = SeededRandomness::for_version(&seed, 12);
            (0..50).map(|_| r.die()).collect()
        };
        let mut r = SeededRandomness::for_version(&seed, 12);
        let b: Vec<u8> = (0..50).map(|_| r.die()).collect();
        assert_eq!(a, b);
        let mut other = SeededRandomness::for_version(&seed, 13);
        let c: Vec<u8> = (0..50).map(|_| other.die()).collect();
        assert_ne!(a, c);
        assert!(a.iter().all(|d| (1..=6).contains(d)));
    }

    #[test]
    fn batched_dice_are_roughly_uniform_and_independent() {
        let mut r = SeededRandomness::for_version(&Seed([2; 32]), 0);
        let mut counts = [[0u32; 6]; 6];
        let mut out = [0u8; 6];
        for _ in 0..60_000 {
            r.dice(&mut out);
            for (slot, d) in out.iter().enumerate() {
                counts[slot][usize::from(d - 1)] += 1;
            }
        }
        for slot in counts {
            assert!(slot.iter().all(|&c| (9_400..10_600).contains(&c)), "{slot:?}");
        }
        // Pairs of positions are independent: each of the 36 pairs near 1/36.
        let mut pairs = [0u32; 36];
        for _ in 0..72_000 {
            r.dice(&mut out);
            pairs[usize::from(out[0] - 1) * 6 + usize::from(out[1] - 1)] += 1;
        }
        assert!(pairs.iter().all(|&c| (1_750..2_250).contains(&c)), "{pairs:?}");
    }

    #[test]
    fn dice_are_roughly_uniform() {
        let mut r = SeededRandomness::for_version(&Seed([1; 32]), 0);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[usize::from(r.die() - 1)] += 1;
        }
        assert!(counts.iter().all(|&c| (9_400..10_600).contains(&c)), "{counts:?}");
    }

    #[test]
    fn commitment_is_sha256_of_the_seed() {
        // sha256 of 32 zero bytes.
        assert_eq!(
            hex(&commitment(&Seed([0; 32]))),
            "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
        );
    }

    #[test]
    fn seeds_never_print_their_bytes() {
        assert_eq!(format!("{:?}", Seed([9; 32])), "Seed(..)");
    }
}
