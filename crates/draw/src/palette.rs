//! The colours of every picture: the [`Colour`] type and how colours mix, a warm wooden table,
//! cream ink, and the seat colours with the [`Token`] each seat is drawn as.
//!
//! Seat colours were picked to stay apart on wood and for most colour-blind players (blue, red,
//! ivory and green differ in brightness as well as hue); they never carry meaning alone, since
//! every token also bears its seat's number.

/// An opaque colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Colour(pub [u8; 3]);

impl Colour {
    /// The colour written `0xRRGGBB`.
    pub const fn hex(rgb: u32) -> Colour {
        Colour([(rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8])
    }

    /// `self` moved a fraction `t` (0 to 1) of the way towards `other`.
    pub fn mix(self, other: Colour, t: f32) -> Colour {
        let t = t.clamp(0.0, 1.0);
        let mut out = [0; 3];
        for (i, channel) in out.iter_mut().enumerate() {
            let (a, b) = (f32::from(self.0[i]), f32::from(other.0[i]));
            *channel = (a + (b - a) * t).round() as u8;
        }
        Colour(out)
    }

    /// Towards black by `t`.
    pub fn darker(self, t: f32) -> Colour {
        self.mix(Colour([0, 0, 0]), t)
    }

    /// Towards white by `t`.
    pub fn lighter(self, t: f32) -> Colour {
        self.mix(Colour([255, 255, 255]), t)
    }

    /// Perceived brightness, 0 to 255: picks dark or light ink on a fill.
    pub fn luma(self) -> f32 {
        let [r, g, b] = self.0.map(f32::from);
        0.299 * r + 0.587 * g + 0.114 * b
    }
}

/// Behind everything: a dark walnut table.
pub const TABLE: Colour = Colour::hex(0x33241b);
/// The header's player cards.
pub const CARD: Colour = Colour::hex(0x47352a);
/// The board's frame.
pub const FRAME: Colour = Colour::hex(0x94623b);
/// The frame's outer edge.
pub const FRAME_EDGE: Colour = Colour::hex(0x6d4426);
/// The grooves between squares, where fences go.
pub const GROOVE: Colour = Colour::hex(0x74492b);
/// A square of the board: light maple.
pub const SQUARE: Colour = Colour::hex(0xe4c08b);
/// The lit top edge of a square.
pub const SQUARE_LIT: Colour = Colour::hex(0xefd3a6);
/// The shaded bottom edge of a square.
pub const SQUARE_SHADE: Colour = Colour::hex(0xc9a06c);
/// The last move: the square reached (strong) and the square left (soft).
pub const LAST_TO: Colour = Colour::hex(0xf2d65e);
pub const LAST_FROM: Colour = Colour::hex(0xf4e2a4);
/// The glow around a fence just placed.
pub const LAST_GLOW: Colour = Colour::hex(0xffe9a0);
/// Text on dark backgrounds, and on dark tokens.
pub const INK_LIGHT: Colour = Colour::hex(0xf7ecdb);
/// Secondary text: coordinates, details.
pub const INK_SOFT: Colour = Colour::hex(0xcbb394);
/// Text on light backgrounds, and on light tokens.
pub const INK_DARK: Colour = Colour::hex(0x2a1c13);
/// The winner's mark.
pub const GOLD: Colour = Colour::hex(0xf0c040);
/// The podium's second and third steps (the first is [`GOLD`]).
pub const SILVER: Colour = Colour::hex(0xc9ced6);
pub const BRONZE: Colour = Colour::hex(0xc98a4b);
/// Things that are gone (a player who left) or used up (fences already placed).
pub const SPENT: Colour = Colour::hex(0x6a5647);

/// Seat colours by seat index: blue, red, ivory, green.
pub const SEATS: [Colour; 4] = [
    Colour::hex(0x2f6db3),
    Colour::hex(0xc43d2f),
    Colour::hex(0xf0e8d8),
    Colour::hex(0x2e8a57),
];

/// The token of the seat with 0-based `index`: its colour and its number.
pub fn seat_token(index: usize) -> Token {
    Token::new(SEATS[index % SEATS.len()], (index + 1).to_string())
}

/// How a seat (or a piece) looks: its fill and the label that names it without colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub fill: Colour,
    pub label: String,
}

impl Token {
    pub fn new(fill: Colour, label: impl Into<String>) -> Token {
        Token {
            fill,
            label: label.into(),
        }
    }

    /// Dark ink on light fills, light ink on dark ones.
    pub fn ink(&self) -> Colour {
        if self.fill.luma() > 150.0 {
            INK_DARK
        } else {
            INK_LIGHT
        }
    }
}
