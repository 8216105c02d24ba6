//! The six colours (R-CMP-2); a player is identified in a game by colour.

/// A player's colour (R-CMP-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Color {
    /// Blanco.
    White,
    /// Negro.
    Black,
    /// Rojo.
    Red,
    /// Azul.
    Blue,
    /// Amarillo.
    Yellow,
    /// Verde.
    Green,
}

impl Color {
    /// All colours, in the rulebook's order.
    pub const ALL: [Color; 6] =
        [Color::White, Color::Black, Color::Red, Color::Blue, Color::Yellow, Color::Green];

    /// Index 0..6, for per-colour tables.
    #[must_use]
    pub fn index(self) -> usize {
        match self {
            Color::White => 0,
            Color::Black => 1,
            Color::Red => 2,
            Color::Blue => 3,
            Color::Yellow => 4,
            Color::Green => 5,
        }
    }

    /// The bit of this colour in a colour set.
    #[must_use]
    pub fn bit(self) -> u8 {
        1 << self.index()
    }

    /// Lower-case English name, as used on the wire.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
            Color::Red => "red",
            Color::Blue => "blue",
            Color::Yellow => "yellow",
            Color::Green => "green",
        }
    }

    /// Parses the wire name.
    #[must_use]
    pub fn parse(s: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.as_str() == s)
    }
}

impl std::fmt::Display for Color {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
