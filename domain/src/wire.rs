//! Reading a game's values from JSON on its board, with the board passed
//! in: [`from_value`], [`from_str`], [`from_slice`].
//!
//! Country and continent ids are written as their own board's slugs (an
//! id carries its board), but a slug read back means a country only on a
//! given board: `argentina` is country 0 on one board and 5 on another.
//! serde passes a deserialiser no context, and the derives buffer
//! internally tagged enums (`{"type": ...}`) into content they read again
//! with a deserialiser of serde's own, keeping only the original's error
//! type. So the board travels in that type: these functions wrap
//! `serde_json`'s deserialiser in one whose error is [`OnBoard`]`<B>`, one
//! `B` per board (every access it hands out wrapped alike), and an id's
//! `Deserialize` asks [`board_of`] which board that is. Read in any
//! other way (a plain `serde_json::from_str`), an id is refused with
//! [`NO_BOARD`]: forgetting the board is an error, never a guess.
//!
//! Values with no id inside read the same either way.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, Deserialize, DeserializeOwned, Visitor};
use serde_json::Value;

use crate::board::{Board, BoardKey};

/// What an id read without its board answers.
pub const NO_BOARD: &str =
    "a country or continent is read on its game's board (domain::wire), not without one";

/// Wire format: an id writes its own board's slug, so clients, logs and
/// stored events read `"nueva_zelanda"`, never an index. Reading needs the
/// game's board, which [`crate::wire`] hands over in its deserialiser's
/// error type (serde passes no other context, and buffers internally tagged
/// enums, keeping only that type); read any other way, an id is refused.
#[cfg(feature = "serde")]
mod serialised {
    use serde::de::Error as _;

    use crate::board::{ContinentId, CountryId, UnknownSlug};

    /// Writes an id as its slug; reads a slug on the board the error
    /// type stands for, refusing one that board lacks.
    macro_rules! slug_serde {
        ($id:ident, $what:literal, $by_slug:ident, $unknown:path) => {
            impl serde::Serialize for $id {
                fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                    match self.slug_on_board() {
                        Some(slug) => s.serialize_str(slug),
                        None => Err(serde::ser::Error::custom(format!(
                            "no {} #{}",
                            $what,
                            self.index()
                        ))),
                    }
                }
            }

            impl<'de> serde::Deserialize<'de> for $id {
                fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                    let board = super::board_of::<D::Error>()
                        .ok_or_else(|| D::Error::custom(super::NO_BOARD))?;
                    let slug = <std::borrow::Cow<'de, str>>::deserialize(d)?;
                    board.$by_slug(&slug).ok_or_else(|| D::Error::custom($unknown(&slug)))
                }
            }
        };
    }

    slug_serde!(CountryId, "country", country_by_slug, UnknownSlug::Country);
    slug_serde!(ContinentId, "continent", continent_by_slug, UnknownSlug::Continent);
}

/// Why a value could not be read: serde's message, which for a slug the
/// board lacks begins as [`crate::board::UnknownSlug`] says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WireError(pub String);

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for WireError {}

/// Reads a `T` from `value` on `board`.
///
/// # Errors
/// The value is not a `T`, or names a slug `board` lacks.
pub fn from_value<'de, T: Deserialize<'de>>(
    board: &Board,
    value: &'de Value,
) -> Result<T, WireError> {
    read(board, value)
}

/// Reads a `T` from JSON text on `board`.
///
/// # Errors
/// Malformed JSON, or as [`from_value`].
pub fn from_str<'de, T: Deserialize<'de>>(board: &Board, text: &'de str) -> Result<T, WireError> {
    let mut json = serde_json::Deserializer::from_str(text);
    let read = read(board, &mut json)?;
    json.end().map_err(|e| WireError(e.to_string()))?;
    Ok(read)
}

/// Reads a `T` from JSON bytes on `board`.
///
/// # Errors
/// Malformed JSON, or as [`from_value`].
pub fn from_slice<'de, T: Deserialize<'de>>(
    board: &Board,
    bytes: &'de [u8],
) -> Result<T, WireError> {
    let mut json = serde_json::Deserializer::from_slice(bytes);
    let read = read(board, &mut json)?;
    json.end().map_err(|e| WireError(e.to_string()))?;
    Ok(read)
}

/// Reads a `T` from `d` on `board`: through a [`Boarded`] whose error type
/// is the board's [`OnBoard`].
fn read<'de, T: Deserialize<'de>, D: de::Deserializer<'de>>(
    board: &Board,
    d: D,
) -> Result<T, WireError> {
    fn on<'de, T: Deserialize<'de>, D: de::Deserializer<'de>, const B: u8>(
        d: D,
    ) -> Result<T, WireError> {
        T::deserialize(Boarded::<D, OnBoard<B>>::new(d))
            .map_err(|OnBoard(message)| WireError(message))
    }
    match board.key {
        BoardKey::Revancha => on::<T, D, 0>(d),
        BoardKey::Classic => on::<T, D, 1>(d),
        BoardKey::Junior => on::<T, D, 2>(d),
    }
}

/// Reads a `T` from `value` inside a deserialiser whose error type is `E`,
/// on the board `E` stands for if any ([`board_of`]): for a `Deserialize`
/// that must look at a value before it knows what it reads (a family's
/// tag), and then reads on.
///
/// # Errors
/// As [`from_value`], as an `E`.
pub fn reread<T: DeserializeOwned, E: de::Error>(value: &Value) -> Result<T, E> {
    match board_of::<E>() {
        Some(board) => from_value(board, value).map_err(|WireError(message)| E::custom(message)),
        None => T::deserialize(value).map_err(E::custom),
    }
}

/// The board `E`, a deserialiser's error type, stands for: `Some` inside
/// [`from_value`] and its siblings, `None` anywhere else.
#[must_use]
pub fn board_of<E: ?Sized>() -> Option<&'static Board> {
    let this = typeid::of::<E>();
    [(0, BoardKey::Revancha), (1, BoardKey::Classic), (2, BoardKey::Junior)]
        .into_iter()
        .find(|(b, _)| this == key_type(*b))
        .map(|(_, key)| key.board())
}

fn key_type(b: u8) -> std::any::TypeId {
    match b {
        0 => typeid::of::<OnBoard<0>>(),
        1 => typeid::of::<OnBoard<1>>(),
        _ => typeid::of::<OnBoard<2>>(),
    }
}

/// A read's error on board `B` (0 Revancha, 1 classic, 2 Junior): the type
/// is the board, the value serde's message.
#[derive(Debug)]
pub struct OnBoard<const B: u8>(String);

impl<const B: u8> fmt::Display for OnBoard<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl<const B: u8> std::error::Error for OnBoard<B> {}

impl<const B: u8> de::Error for OnBoard<B> {
    fn custom<T: fmt::Display>(message: T) -> Self {
        OnBoard(message.to_string())
    }
}

/// Another deserialiser `D` seen with the error type `E`: every access it
/// hands out is wrapped alike, so whatever is read below, however deep or
/// buffered, sees `E`. Errors cross as their messages.
struct Boarded<D, E> {
    inner: D,
    error: PhantomData<fn() -> E>,
}

impl<D, E> Boarded<D, E> {
    fn new(inner: D) -> Self {
        Boarded { inner, error: PhantomData }
    }
}

fn up<E: de::Error>(e: impl fmt::Display) -> E {
    E::custom(e)
}

macro_rules! forward_deserialize {
    ($($method:ident($($arg:ident: $ty:ty),*)),* $(,)?) => {
        $(
            fn $method<V: Visitor<'de>>(self, $($arg: $ty,)* visitor: V) -> Result<V::Value, E> {
                self.inner.$method($($arg,)* Boarded::<V, E>::new(visitor)).map_err(up)
            }
        )*
    };
}

impl<'de, D: de::Deserializer<'de>, E: de::Error> de::Deserializer<'de> for Boarded<D, E> {
    type Error = E;

    forward_deserialize! {
        deserialize_any(), deserialize_bool(), deserialize_i8(), deserialize_i16(),
        deserialize_i32(), deserialize_i64(), deserialize_i128(), deserialize_u8(),
        deserialize_u16(), deserialize_u32(), deserialize_u64(), deserialize_u128(),
        deserialize_f32(), deserialize_f64(), deserialize_char(), deserialize_str(),
        deserialize_string(), deserialize_bytes(), deserialize_byte_buf(),
        deserialize_option(), deserialize_unit(),
        deserialize_unit_struct(name: &'static str),
        deserialize_newtype_struct(name: &'static str),
        deserialize_seq(), deserialize_tuple(len: usize),
        deserialize_tuple_struct(name: &'static str, len: usize),
        deserialize_map(),
        deserialize_struct(name: &'static str, fields: &'static [&'static str]),
        deserialize_enum(name: &'static str, variants: &'static [&'static str]),
        deserialize_identifier(), deserialize_ignored_any(),
    }

    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }
}

macro_rules! forward_visit {
    ($($method:ident($ty:ty)),* $(,)?) => {
        $(
            fn $method<F: de::Error>(self, v: $ty) -> Result<V::Value, F> {
                self.inner.$method::<E>(v).map_err(up)
            }
        )*
    };
}

/// The visitor side: `V` expects errors of type `E`; the deserialiser
/// below calls it with its own (`D::Error`, here the `E` of `Boarded`).
impl<'de, V: Visitor<'de>, E: de::Error> Visitor<'de> for Boarded<V, E> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.inner.expecting(f)
    }

    forward_visit! {
        visit_bool(bool), visit_i8(i8), visit_i16(i16), visit_i32(i32), visit_i64(i64),
        visit_i128(i128), visit_u8(u8), visit_u16(u16), visit_u32(u32), visit_u64(u64),
        visit_u128(u128), visit_f32(f32), visit_f64(f64), visit_char(char),
        visit_str(&str), visit_borrowed_str(&'de str), visit_string(String),
        visit_bytes(&[u8]), visit_borrowed_bytes(&'de [u8]), visit_byte_buf(Vec<u8>),
    }

    fn visit_none<F: de::Error>(self) -> Result<V::Value, F> {
        self.inner.visit_none::<E>().map_err(up)
    }

    fn visit_unit<F: de::Error>(self) -> Result<V::Value, F> {
        self.inner.visit_unit::<E>().map_err(up)
    }

    fn visit_some<D: de::Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        self.inner.visit_some(Boarded::<D, E>::new(d)).map_err(up)
    }

    fn visit_newtype_struct<D: de::Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        self.inner.visit_newtype_struct(Boarded::<D, E>::new(d)).map_err(up)
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, seq: A) -> Result<V::Value, A::Error> {
        self.inner.visit_seq(Boarded::<A, E>::new(seq)).map_err(up)
    }

    fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.inner.visit_map(Boarded::<A, E>::new(map)).map_err(up)
    }

    fn visit_enum<A: de::EnumAccess<'de>>(self, data: A) -> Result<V::Value, A::Error> {
        self.inner.visit_enum(Boarded::<A, E>::new(data)).map_err(up)
    }
}

/// A seed read below with the deserialiser there, seen as `E` again.
impl<'de, S: de::DeserializeSeed<'de>, E: de::Error> de::DeserializeSeed<'de> for Boarded<S, E> {
    type Value = S::Value;

    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<S::Value, D::Error> {
        self.inner.deserialize(Boarded::<D, E>::new(d)).map_err(up)
    }
}

impl<'de, A: de::SeqAccess<'de>, E: de::Error> de::SeqAccess<'de> for Boarded<A, E> {
    type Error = E;

    fn next_element_seed<S: de::DeserializeSeed<'de>>(
        &mut self,
        seed: S,
    ) -> Result<Option<S::Value>, E> {
        self.inner.next_element_seed(Boarded::<S, E>::new(seed)).map_err(up)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

impl<'de, A: de::MapAccess<'de>, E: de::Error> de::MapAccess<'de> for Boarded<A, E> {
    type Error = E;

    fn next_key_seed<K: de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, E> {
        self.inner.next_key_seed(Boarded::<K, E>::new(seed)).map_err(up)
    }

    fn next_value_seed<S: de::DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, E> {
        self.inner.next_value_seed(Boarded::<S, E>::new(seed)).map_err(up)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

impl<'de, A: de::EnumAccess<'de>, E: de::Error> de::EnumAccess<'de> for Boarded<A, E> {
    type Error = E;
    type Variant = Boarded<A::Variant, E>;

    fn variant_seed<S: de::DeserializeSeed<'de>>(
        self,
        seed: S,
    ) -> Result<(S::Value, Self::Variant), E> {
        let (read, variant) = self.inner.variant_seed(Boarded::<S, E>::new(seed)).map_err(up)?;
        Ok((read, Boarded::new(variant)))
    }
}

impl<'de, A: de::VariantAccess<'de>, E: de::Error> de::VariantAccess<'de> for Boarded<A, E> {
    type Error = E;

    fn unit_variant(self) -> Result<(), E> {
        self.inner.unit_variant().map_err(up)
    }

    fn newtype_variant_seed<S: de::DeserializeSeed<'de>>(self, seed: S) -> Result<S::Value, E> {
        self.inner.newtype_variant_seed(Boarded::<S, E>::new(seed)).map_err(up)
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, E> {
        self.inner.tuple_variant(len, Boarded::<V, E>::new(visitor)).map_err(up)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, E> {
        self.inner.struct_variant(fields, Boarded::<V, E>::new(visitor)).map_err(up)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{ContinentId, CountryId, UnknownSlug};

    #[test]
    fn an_id_is_written_as_its_own_boards_slug_and_read_back_only_on_a_board() {
        let classic = Board::classic();
        let first = classic.country_ids().next().expect("a country");
        let json = serde_json::to_string(&first).expect("encodes");
        assert_eq!(json, format!("\"{}\"", classic.country(first).slug));
        assert_eq!(from_str::<CountryId>(classic, &json), Ok(first));
        // Without a board, a loud refusal rather than Revancha's guess.
        let err = serde_json::from_str::<CountryId>(&json).expect_err("no board");
        assert!(err.to_string().starts_with(NO_BOARD), "{err}");
        // A slug only Junior has is a country on Junior's board alone.
        let junior_only = Board::junior()
            .countries
            .iter()
            .find(|c| Board::revancha().country_by_slug(&c.slug).is_none())
            .expect("a Junior country Revancha lacks");
        let json = format!("\"{}\"", junior_only.slug);
        assert!(from_str::<CountryId>(Board::revancha(), &json).is_err());
        let read = from_str::<CountryId>(Board::junior(), &json).expect("Junior's");
        assert!(std::ptr::eq(read.board(), Board::junior()));
    }

    #[test]
    fn the_board_reaches_ids_inside_tagged_enums_options_and_maps() {
        #[derive(Debug, PartialEq, serde::Deserialize)]
        #[serde(tag = "type", rename_all = "snake_case")]
        enum Tagged {
            Moved { from: CountryId, to: Option<CountryId> },
            Held { by: std::collections::BTreeMap<String, Vec<ContinentId>> },
        }
        let board = Board::classic();
        let value = serde_json::json!({"type": "moved", "from": "alaska", "to": null});
        let alaska = board.country_by_slug("alaska").expect("classic has alaska");
        assert_eq!(from_value(board, &value), Ok(Tagged::Moved { from: alaska, to: None }));
        let value = serde_json::json!({"type": "held", "by": {"blue": ["asia"]}});
        let asia = board.continent_by_slug("asia").expect("classic has asia");
        let held = std::collections::BTreeMap::from([("blue".to_owned(), vec![asia])]);
        assert_eq!(from_value(board, &value), Ok(Tagged::Held { by: held }));
    }

    #[test]
    fn an_unknown_slug_is_read_back_from_the_error() {
        let err =
            from_str::<CountryId>(Board::revancha(), r#""atlantis""#).expect_err("no atlantis");
        assert_eq!(UnknownSlug::find(&err.0), Some(UnknownSlug::Country("atlantis")));
        let err = from_str::<ContinentId>(Board::revancha(), r#""mu""#).expect_err("no mu");
        assert_eq!(UnknownSlug::find(&err.0), Some(UnknownSlug::Continent("mu")));
    }
}
