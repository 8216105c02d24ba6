//! Dice as battles roll them: up to four, high to low, inline.

/// Up to four dice, high to low, stored inline (battles are the hot path:
/// no allocation per roll).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Dice {
    len: u8,
    values: [u8; 4],
}

impl Dice {
    /// The first four of `values` (a battle never rolls more).
    #[must_use]
    pub fn new(values: &[u8]) -> Self {
        let mut d = Dice::default();
        for (slot, v) in d.values.iter_mut().zip(values) {
            *slot = *v;
            d.len += 1;
        }
        d
    }

    /// The dice as a slice.
    #[must_use]
    pub fn as_slice(&self) -> &[u8] {
        &self.values[..usize::from(self.len)]
    }
}

impl std::ops::Deref for Dice {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        self.as_slice()
    }
}

impl std::fmt::Debug for Dice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.as_slice().fmt(f)
    }
}

impl PartialEq<Vec<u8>> for Dice {
    fn eq(&self, other: &Vec<u8>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl PartialEq<[u8]> for Dice {
    fn eq(&self, other: &[u8]) -> bool {
        self.as_slice() == other
    }
}

impl<const N: usize> PartialEq<[u8; N]> for Dice {
    fn eq(&self, other: &[u8; N]) -> bool {
        self.as_slice() == other.as_slice()
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Dice {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.as_slice())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Dice {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Vec::<u8>::deserialize(d)?;
        if v.len() > 4 || v.iter().any(|x| !(1..=6).contains(x)) {
            return Err(serde::de::Error::custom("at most four dice of 1 to 6"));
        }
        Ok(Dice::new(&v))
    }
}

// `ComposeSchema` is what the derive implements; `PartialSchema` follows.
#[cfg(feature = "openapi")]
impl utoipa::__dev::ComposeSchema for Dice {
    fn compose(
        _: Vec<utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>>,
    ) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Type};
        ArrayBuilder::new()
            .items(
                ObjectBuilder::new().schema_type(Type::Integer).minimum(Some(1)).maximum(Some(6)),
            )
            .max_items(Some(4))
            .description(Some("Dice, high to low."))
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Dice {}
